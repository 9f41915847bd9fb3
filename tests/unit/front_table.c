/*
** The table layer (repl/table.h) and the error codes it hands on: each
** fault of a configuration has its code, a script's error its file and
** line, and the winners follow the variant's `wins`.
*/
#include <stdlib.h>
#include <string.h>
#include "tap.h"
#include "../../repl/table.h"

static const char *const path[] = { "variants", NULL };

static cw_table_config config(const char *variant, int nseats)
{
	cw_table_config c = { .path = path, .variant = variant, .nseats = nseats };
	return c;
}

/* Whether s ends with suffix. */
static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);
	return n >= k && !strcmp(s + n - k, suffix);
}

static void configuration_faults(void)
{
	cw_err err;
	cw_table_config c = config("nosuch", 2);
	ok(!cw_table_runtime(&c, &err) && err.code == CW_ENOTFOUND, "an unknown variant is CW_ENOTFOUND");
	c = config("desmoche", 5);
	ok(!cw_table_runtime(&c, &err) && err.code == CW_EPLAYERS, "DES-D1 desmoche with 5 seats is CW_EPLAYERS");
	c = config("golf4", 1);
	ok(!cw_table_runtime(&c, &err) && err.code == CW_EPLAYERS, "golf4 with 1 seat is CW_EPLAYERS");
	const char *bad[] = { "queen" };
	c = config("golf4", 2);
	c.rules = bad;
	c.nrules = 1;
	ok(!cw_table_runtime(&c, &err) && err.code == CW_EINVAL, "a rule that is not NAME=VALUE is CW_EINVAL");
	const char *unknown[] = { "queen=11" };
	c.rules = unknown;
	ok(!cw_table_runtime(&c, &err) && err.code == CW_EINVAL, "queen=11, not a choice of G4's queen, is CW_EINVAL");
	const char *later[] = { "queen=12", "queen=13" };
	c.rules = later;
	c.nrules = 2;
	cw_runtime *rt = cw_table_runtime(&c, &err);
	char v[16] = "";
	ok(rt && !cw_runtime_option(rt, "queen", v, sizeof v, &err) && !strcmp(v, "13"), "a later rule wins");
	cw_runtime_free(rt);
}

static void script_faults(void)
{
	cw_err err;
	cw_table t;
	cw_table_config c = config("tests/scripts/runtime_error.lua", 2);
	is_int(cw_table_open(&t, &c, 1, &err), CW_ESCRIPT, "a failing setup hook is CW_ESCRIPT");
	ok(ends_with(err.file, "runtime_error.lua"), "its file is the script's (%s)", err.file);
	is_int(err.line, 6, "its line is the line that indexes nil");
	ok(t.rt == NULL && t.g == NULL, "a table that fails to open holds nothing");
	c = config("tests/scripts/endless.lua", 2);
	c.budget = 3000000;	/* past what loading costs, short of the loop */
	is_int(cw_table_open(&t, &c, 1, &err), CW_EBUDGET, "a legal hook that never returns is CW_EBUDGET");
	ok(ends_with(err.file, "endless.lua") && err.line == 4, "at the loop's line (%s:%d)", err.file, err.line);
	ok(cw_error_script(CW_EBUDGET) && cw_error_script(CW_ESTUCK) && !cw_error_script(CW_EINVAL),
	   "the budget and a stuck decision are the script's faults, a bad word is not");
}

static void the_table(void)
{
	cw_err err;
	cw_table t;
	const char *const names[] = { NULL, "ana", "ben" };
	cw_table_config c = config("golf4", 2);
	if (!ok(cw_table_open(&t, &c, 7, &err) == CW_OK, "golf4 for 2 opens"))
		diag("%s", err.msg);
	ok(t.g && t.g->st->status == CW_ST_PLAY, "its game is dealt");
	ok(t.rules_text && strstr(t.rules_text, "queen=10"), "its rules text has every option (G4 queen default 10)");
	for (int k = 0; k < 3; k++) {
		uint32_t n;
		const cw_action *l = cw_engine_legal(t.g, &n);
		char text[160];
		int seat = t.g->st->actor;
		cw_action_format(t.g->verbs, &l[0], seat, text, sizeof text);
		if (cw_engine_apply(t.g, &l[0], &err) || cw_table_keep(&t, seat, text, names, &err))
			break;
	}
	is_int(t.log.n, 3, "three actions kept in the log");
	cw_log_truncate(&t.log, 1);
	is_int(t.log.n, 1, "the log keeps its first action after a truncation");
	/* G-1: the lowest total wins; ties share. */
	t.g->st->total[1] = 12;
	t.g->st->total[2] = 7;
	int32_t best = 0;
	is_int(cw_table_winners(t.rt, t.g, &best), 1u << 2, "golf4: the lower total (7) wins");
	is_int(best, 7, "the best total is 7");
	t.g->st->total[1] = 7;
	is_int(cw_table_winners(t.rt, t.g, NULL), (1u << 1) | (1u << 2), "a tie shares the win");
	/* A game holding as many actions as a recording may plays no more: a
	** longer file would neither replay nor resume (CW_REPLAY_MAX_ACTIONS). */
	uint32_t kept = t.log.n;
	ok(!cw_table_full(&t, &err), "one action kept: the game plays on");
	t.log.n = CW_TABLE_MAX_RECORDED_ACTIONS - 1;
	ok(!cw_table_full(&t, &err), "99,999 actions: one more may be played");
	t.log.n = CW_TABLE_MAX_RECORDED_ACTIONS;
	ok(cw_table_full(&t, &err) == CW_ELIMIT && strstr(err.msg, "the game holds 100000 actions, the most a recording may"),
	   "100,000 actions: no more (%s)", err.msg);
	t.log.n = kept;
	cw_table_close(&t);
	ok(t.rt == NULL && t.log.n == 0, "close frees what the table owns");
	/* DES-B1: the most chips win. */
	c = config("desmoche", 3);
	if (ok(cw_table_open(&t, &c, 3, &err) == CW_OK, "desmoche for 3 opens")) {
		t.g->st->total[1] = -4;
		t.g->st->total[2] = 9;
		t.g->st->total[3] = -5;
		is_int(cw_table_winners(t.rt, t.g, NULL), 1u << 2, "DES-B1: desmoche's highest net chips (+9) win");
		cw_table_close(&t);
	}
	ok(cw_table_bot_seed(7, 1) != cw_table_bot_seed(7, 2) && cw_table_bot_seed(7, 1) != cw_table_bot_seed(8, 1),
	   "each seat of each game has its own bot stream");
}

static void limits(void)
{
	cw_err err;
	int p = 0;
	long g = 0;
	uint64_t s = 0;
	ok(cw_table_arg_players("--players", "8", &p, &err) == CW_OK && p == 8, "8 players");
	ok(cw_table_arg_players("--players", "17", &p, &err) == CW_EINVAL, "not 17 players");
	is_str(err.msg, "--players takes a number from 1 to 16", "with one line");
	ok(cw_table_arg_players("--players", "0", &p, &err) == CW_EINVAL, "not 0 players");
	ok(cw_table_arg_players("--players", "2x", &p, &err) == CW_EINVAL, "not '2x'");
	ok(cw_table_arg_players("--players", NULL, &p, &err) == CW_EINVAL, "a missing value is refused");
	ok(cw_table_arg_games("--games", "1000000000", CW_TABLE_MAX_GAMES, &g, &err) == CW_OK, "1e9 games");
	ok(cw_table_arg_games("--games", "1000000001", CW_TABLE_MAX_GAMES, &g, &err) == CW_EINVAL, "not 1e9 + 1");
	ok(cw_table_arg_seed("--seed", "9223372036854775807", &s, &err) == CW_OK && s == 9223372036854775807ULL,
	   "the largest seed");
	ok(cw_table_arg_seed("--seed", "9223372036854775808", &s, &err) == CW_EINVAL, "not one more");
	ok(cw_table_arg_seed("--seed", "-1", &s, &err) == CW_EINVAL, "not -1");
}

int main(void)
{
	configuration_faults();
	script_faults();
	the_table();
	limits();
	return done_testing();
}
