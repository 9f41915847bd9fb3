#define _DEFAULT_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <time.h>
#include <unistd.h>
#include <editline/readline.h>
#include "bot.h"
#include "paths.h"
#include "record.h"
#include "render.h"
#include "replay.h"
#include "repl.h"
#include "table.h"
#include "../core/text.h"
#include "../lua/runtime.h"

#define MAX_RULES 64
#define MAX_LINE 512
#define HISTORY_KEEP 1000	/* lines of the history file kept */

typedef struct player {
	char name[32];
	cw_bot bot;		/* kind CW_BOT_HUMAN for a person */
} player;

typedef struct undo_point {
	cw_game *g;		/* owned clone */
	int nhist;
	uint32_t seen[CW_MAX_SEATS + 1];
} undo_point;

typedef struct session {
	char **path;
	int interactive, hotseat_shown;
	cw_render render;
	const char *names[CW_MAX_SEATS + 1];
	/* the game */
	char variant[64];
	char *rules[MAX_RULES];	/* owned "k=v" */
	int nrules;
	int nseats;
	player seats[CW_MAX_SEATS + 1];
	uint64_t seed;		/* of the game to deal */
	cw_table t;		/* owned: the game in play, its log (for save and undo) and recording */
	uint32_t seen[CW_MAX_SEATS + 1];	/* events each seat has been shown */
	int last_human;		/* the person who decided last */
	int announced_over;
	undo_point *undo;
	int nundo, undocap;
} session;

static session *current;	/* for the completion callback */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
	(void)sig;
	interrupted = 1;
}

/* ---- small helpers ---- */

static int humans(const session *S)
{
	int n = 0;
	for (int s = 1; s <= S->nseats; s++)
		n += S->seats[s].bot.kind == CW_BOT_HUMAN;
	return n;
}

static int is_human(const session *S, int seat)
{
	return seat >= 1 && seat <= S->nseats && S->seats[seat].bot.kind == CW_BOT_HUMAN;
}

/* The seat whose eyes the table is drawn for: the person acting, else the
** last person who acted, else the first person at the table. */
static int viewer(const session *S)
{
	if (!S->t.g)
		return 0;
	if (is_human(S, S->t.g->st->actor))
		return S->t.g->st->actor;
	if (S->last_human)
		return S->last_human;
	for (int s = 1; s <= S->nseats; s++)
		if (is_human(S, s))
			return s;
	return CW_OMNISCIENT;	/* bots only: nothing is hidden from the watcher */
}

/* ---- the game's life ---- */

static void free_game(session *S)
{
	for (int i = 0; i < S->nundo; i++)
		cw_game_free(S->undo[i].g);
	S->nundo = 0;
	cw_table_close(&S->t);
}

static void clear_rules(session *S)
{
	for (int i = 0; i < S->nrules; i++)
		free(S->rules[i]);
	S->nrules = 0;
}

static int add_rule(session *S, const char *kv)
{
	const char *eq = strchr(kv, '=');
	if (!eq || eq == kv || !eq[1]) {
		printf("a rule is NAME=VALUE, e.g. rule peek=any2\n");
		return 0;
	}
	/* A later setting of the same option replaces the earlier one. */
	for (int i = 0; i < S->nrules; i++)
		if (!strncmp(S->rules[i], kv, (size_t)(eq - kv) + 1)) {
			free(S->rules[i]);
			S->rules[i] = strdup(kv);
			return 1;
		}
	if (S->nrules == MAX_RULES) {
		printf("too many rules\n");
		return 0;
	}
	S->rules[S->nrules++] = strdup(kv);
	return 1;
}

/* "ana,bot,bot" or a number of seats: seat 1 a person, the rest bots. */
static int set_players(session *S, const char *spec)
{
	char buf[256];
	int n = 0;
	player seats[CW_MAX_SEATS + 1];
	memset(seats, 0, sizeof seats);
	char *end;
	long count = strtol(spec, &end, 10);
	if (*spec && !*end) {
		if (count < 1 || count > CW_MAX_SEATS) {
			printf("players: expected 1 to %d\n", CW_MAX_SEATS);
			return 0;
		}
		snprintf(buf, sizeof buf, "you");
		for (long i = 1; i < count; i++)
			strncat(buf, ",bot", sizeof buf - strlen(buf) - 1);
		spec = buf;
	}
	char copy[256], *save = NULL;
	snprintf(copy, sizeof copy, "%s", spec);
	for (char *w = strtok_r(copy, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
		if (++n > CW_MAX_SEATS) {
			printf("players: at most %d seats\n", CW_MAX_SEATS);
			return 0;
		}
		int kind = cw_bot_kind(w);
		if (kind != CW_BOT_HUMAN)
			snprintf(seats[n].name, sizeof seats[n].name, "%s%d", kind == CW_BOT_RANDOM ? "random" : "bot", n);
		else if (w[0] >= '0' && w[0] <= '9') {
			printf("players: a name may not start with a digit ('%s')\n", w);
			return 0;
		} else if (!cw_text_is_safe(w, strlen(w), 0)) {
			/* a replay reader refuses such a name: never record one */
			char shown[4 * CW_TEXT_NAME_MAX + 4];
			printf("players: a name is printable text, without control characters or invalid UTF-8 ('%s')\n",
			       cw_text_name(shown, sizeof shown, w));
			return 0;
		} else
			snprintf(seats[n].name, sizeof seats[n].name, "%s", w);
		seats[n].bot.kind = kind;
		for (int k = 1; k < n; k++)
			if (!strcmp(seats[k].name, seats[n].name)) {
				printf("players: the name '%s' is taken twice\n", w);
				return 0;
			}
	}
	if (n == 0) {
		printf("players: expected names such as ana,bot,bot\n");
		return 0;
	}
	memcpy(S->seats, seats, sizeof seats);
	S->nseats = n;
	return 1;
}

/* A new recording's name (paths.h), or "" when there is no state directory. */
static void record_path(session *S, char *buf, size_t n)
{
	cw_paths_recording(S->t.rt ? cw_runtime_variant_name(S->t.rt) : "game", buf, n);
}

/* Creates and deals the game from the session's variant, rules, players
** and seed. On failure the session keeps no game. */
static int start_game(session *S)
{
	cw_err err;
	free_game(S);
	/* A table of bots only is a simulation: the variant's simulate rules
	** (a Desmoche match of one hand), the user's rules still winning. */
	cw_table_config tc = { .path = (const char *const *)S->path, .variant = S->variant,
			       .rules = (const char *const *)S->rules, .nrules = S->nrules, .simulate = !humans(S),
			       .nseats = S->nseats };
	if (cw_table_open(&S->t, &tc, S->seed, &err))
		goto fail;
	char aid[16];
	S->render.aid = cw_runtime_option(S->t.rt, "memory", aid, sizeof aid, NULL) != CW_OK || strcmp(aid, "strict");
	for (int s = 1; s <= S->nseats; s++) {
		S->names[s] = S->seats[s].name;
		cw_bot_init(&S->seats[s].bot, S->seats[s].bot.kind, cw_table_bot_seed(S->seed, s));
	}
	S->render.names = S->names;
	cw_render_for_variant(&S->render, S->t.rt);
	memset(S->seen, 0, sizeof S->seen);
	S->last_human = 0;
	S->announced_over = 0;
	char path[1024];
	record_path(S, path, sizeof path);
	if (path[0] && cw_table_record(&S->t, path, S->variant, S->names, &err))
		printf("note: %s; the game is not recorded\n", err.msg);
	printf("new game of %s for %d: ", S->variant, S->nseats);
	for (int s = 1; s <= S->nseats; s++)
		printf("%s%s%s", s > 1 ? ", " : "", S->names[s],
		       S->seats[s].bot.kind == CW_BOT_HUMAN ? "" : S->seats[s].bot.kind == CW_BOT_RANDOM ? " (random bot)" : " (bot)");
	printf("; seed %llu\n", (unsigned long long)S->seed);
	if (S->t.rec.f && S->interactive)
		printf("recording to %s\n", S->t.rec.path);
	return 1;
fail:
	printf("%s\n", err.msg);
	free_game(S);
	return 0;
}

static void push_undo(session *S)
{
	cw_err err;
	cw_game *c = cw_game_clone(S->t.g, 1, &err);
	if (!c)
		return;
	if (S->nundo == S->undocap) {
		S->undocap = S->undocap ? S->undocap * 2 : 32;
		S->undo = realloc(S->undo, sizeof *S->undo * (size_t)S->undocap);
	}
	undo_point *u = &S->undo[S->nundo++];
	u->g = c;
	u->nhist = S->t.log.n;
	memcpy(u->seen, S->seen, sizeof S->seen);
}

/* Keeps an applied action: for undo's history and in the recording. */
static void keep(session *S, int seat, const char *text)
{
	cw_err err;
	if (cw_table_keep(&S->t, seat, text, S->names, &err))
		printf("note: %s (play goes on)\n", err.msg);
}

/* Applies an action for the actor, with the outcome typed after it (o,
** may be NULL: `power shuffle 2 = 4 3 2 1`, checked against the RNG);
** records it. Returns 1 when applied. */
static int act(session *S, const cw_action *a, const cw_outcome *o)
{
	cw_err err;
	char text[160];
	int seat = S->t.g->st->actor;
	cw_action_format(S->t.g->verbs, a, seat, text, sizeof text);
	if (is_human(S, seat))
		push_undo(S);
	if (cw_apply_outcome(S->t.g, a, o, &err)) {
		if (is_human(S, seat))
			cw_game_free(S->undo[--S->nundo].g);
		printf("%s\n", err.msg);
		/* A script's error: the recording so far is the position that
		** reproduces it, with the failing action to try on it. */
		if (cw_err_script(err.code) && S->t.rec.path)
			printf("the position is recorded in %s; to reproduce: cardwright play --resume %s, then '%s'\n",
			       S->t.rec.path, S->t.rec.path, text);
		return 0;
	}
	keep(S, seat, text);
	if (is_human(S, seat))
		S->last_human = seat;
	return 1;
}

static void print_legal(session *S)
{
	uint32_t n;
	const cw_action *l = cw_legal(S->t.g, &n);
	char text[160];
	printf("legal:");
	for (uint32_t i = 0; i < n; i++) {
		cw_action_format(S->t.g->verbs, &l[i], S->t.g->st->actor, text, sizeof text);
		printf("%s %s", i ? "," : "", text);
	}
	/* Verbs legal with sets of arguments too many to list. */
	for (int v = 0; v < S->t.g->verbs->n && v < 64; v++)
		if (S->t.g->open_verbs >> v & 1)
			printf("%s %s ... (any set the rules allow)", n ? "," : "", S->t.g->verbs->v[v].name);
	printf("\n");
}

static void show(session *S, int seat)
{
	cw_render_events(stdout, &S->render, S->t.g, seat, S->seen[seat <= CW_MAX_SEATS ? seat : 0]);
	if (seat >= 1 && seat <= CW_MAX_SEATS)
		S->seen[seat] = S->t.g->nev;
	cw_render_table(stdout, &S->render, S->t.g, seat);
}

static void wait_enter(session *S, const char *msg)
{
	(void)S;
	char *l = readline(msg);
	free(l);
}

/* Who won the match: the best total, or the most chips (DES-B1). */
static void game_over(session *S)
{
	char standing[48];
	int32_t best;
	uint32_t won = cw_table_winners(S->t.rt, S->t.g, &best);
	int high = cw_runtime_high_wins(S->t.rt);
	printf("game over. %s:", S->render.chips ? "most chips" : high ? "highest total" : "lowest total");
	for (int s = 1; s <= S->nseats; s++)
		if (won >> s & 1)
			printf(" %s", S->names[s]);
	if (S->render.chips)
		printf(", %s. 'new' starts another game.\n", cw_render_standing(&S->render, best, standing));
	else
		printf(" (%d). 'new' starts another game.\n", best);
}

/* Lets the bots play until a person must act or the game ends; then shows
** the person whose turn it is what they may see. */
static void advance(session *S)
{
	cw_err err;
	while (S->t.g && S->t.g->st->status == CW_ST_PLAY && !is_human(S, S->t.g->st->actor) && !interrupted) {
		cw_action a;
		player *b = &S->seats[S->t.g->st->actor];
		if (cw_bot_choose(&b->bot, S->t.rt, S->t.g, &a, &err)) {
			printf("the bot for %s failed: %s\n", b->name, err.msg);
			return;
		}
		if (!act(S, &a, NULL)) {	/* act said why */
			printf("%s cannot play on; 'new' starts another game\n", b->name);
			return;
		}
	}
	if (!S->t.g)
		return;
	if (S->t.g->st->status == CW_ST_OVER) {
		if (!S->announced_over) {
			S->announced_over = 1;
			show(S, viewer(S));
			cw_render_scores(stdout, &S->render, S->t.g);
			game_over(S);
		}
		return;
	}
	int seat = S->t.g->st->actor;
	if (S->interactive && humans(S) > 1 && seat != S->last_human && S->hotseat_shown != (int)S->t.g->st->steps + 1) {
		/* Hot seat: nobody sees another's cards. */
		printf("\033[H\033[2J");
		char msg[96];
		snprintf(msg, sizeof msg, "%s, it is your turn. Press Enter when nobody else is looking.", S->names[seat]);
		wait_enter(S, msg);
		printf("\033[H\033[2J");
	}
	S->hotseat_shown = (int)S->t.g->st->steps + 1;
	show(S, seat);
	printf("%s to play. ", S->names[seat]);
	print_legal(S);
}

/* ---- commands ---- */

typedef struct command {
	const char *name, *args, *doc;
	void (*run)(session *S, int argc, char **argv);
} command;

static const command commands[];

static void c_help(session *S, int argc, char **argv)
{
	(void)S;
	if (argc > 1) {
		for (const command *c = commands; c->name; c++)
			if (!strcmp(c->name, argv[1])) {
				printf("%s %s\n    %s\n", c->name, c->args, c->doc);
				return;
			}
		printf("no command '%s'; the action words of the game are listed by 'legal'\n", argv[1]);
		return;
	}
	printf("commands:\n");
	for (const command *c = commands; c->name; c++)
		printf("  %-8s %-26s %s\n", c->name, c->args, c->doc);
	printf("On your turn, type an action: 'legal' lists them (e.g. draw stock, swap 3, knock).\n"
	       "Slots are numbered row by row: in 4-card Golf 1 2 is the far row, 3 4 the near row.\n");
}

/* A variant's name and title come from its script: shown safe, capped. */
static void print_variant(const char *name, const char *title, void *ud)
{
	char n[4 * CW_TEXT_NAME_MAX + 4], t[256];
	(void)ud;
	printf("  %-16s %s\n", cw_text_name(n, sizeof n, name), cw_text_safe(t, sizeof t, title, 0));
}

static void c_variants(session *S, int argc, char **argv)
{
	(void)argc, (void)argv;
	cw_err err;
	cw_runtime_config cfg = { (const char *const *)S->path, 0, 0 };
	cw_runtime *rt = cw_runtime_new(&cfg, &err);
	if (rt) {
		cw_runtime_list(rt, print_variant, NULL, &err);
		cw_runtime_free(rt);
	}
}

static void c_rules(session *S, int argc, char **argv)
{
	cw_err err;
	const char *name = argc > 1 ? argv[1] : S->t.g ? S->variant : NULL;
	if (!name) {
		printf("rules VARIANT: which variant? ('variants' lists them)\n");
		return;
	}
	cw_table_config tc = { .path = (const char *const *)S->path, .variant = name };
	cw_runtime *rt = cw_table_runtime(&tc, &err);
	char *text = rt ? cw_runtime_describe(rt, &err) : NULL;
	cw_text_fputs(text ? text : err.msg, stdout, CW_TEXT_LINES);	/* the script's docs: shown safe */
	if (!text)
		printf("\n");
	else if (S->t.g && !strcmp(name, S->variant))
		printf("this game: %s\n", S->t.rules_text ? S->t.rules_text : "");
	free(text);
	cw_runtime_free(rt);
}

/* Whether the variant loads and configures with these rules and seats:
** checked before `new` touches the game in play. */
static int variant_ok(session *S, const char *variant)
{
	cw_err err;
	cw_table_config tc = { .path = (const char *const *)S->path, .variant = variant,
			       .rules = (const char *const *)S->rules, .nrules = S->nrules, .nseats = S->nseats };
	cw_runtime *rt = cw_table_runtime(&tc, &err);
	int ok = rt != NULL;
	if (!ok)
		printf("%s\n", err.msg);
	cw_runtime_free(rt);
	return ok;
}

/* new VARIANT [players] [rule K=V]...: a bad word, player list, rule or
** variant is reported and the game in play goes on unchanged. */
static void c_new(session *S, int argc, char **argv)
{
	if (argc < 2) {
		printf("new VARIANT [players] [rule K=V ...]: e.g. new golf4 ana,bot,bot rule peek=any2\n");
		return;
	}
	player seats[CW_MAX_SEATS + 1];
	char *rules[MAX_RULES];
	int nseats = S->nseats, nrules = S->nrules;
	memcpy(seats, S->seats, sizeof seats);
	memcpy(rules, S->rules, sizeof rules);
	S->nrules = 0;				/* the old rules are kept aside */
	int i = 2;
	if (i < argc && strcmp(argv[i], "rule") && !strchr(argv[i], '=')) {
		if (!set_players(S, argv[i]))
			goto keep;
		i++;
	}
	for (; i < argc; i++)
		if (strcmp(argv[i], "rule") && !add_rule(S, argv[i]))
			goto keep;
	if (!variant_ok(S, argv[1]))
		goto keep;
	for (int k = 0; k < nrules; k++)
		free(rules[k]);
	snprintf(S->variant, sizeof S->variant, "%s", argv[1]);
	S->seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 16);
	if (start_game(S))
		advance(S);
	return;
keep:
	clear_rules(S);
	memcpy(S->rules, rules, sizeof rules);
	S->nrules = nrules;
	memcpy(S->seats, seats, sizeof seats);
	S->nseats = nseats;
	if (S->t.g)
		printf("the game in play goes on\n");
}

static int game_untouched(const session *S)
{
	return S->t.g && S->t.log.n == 0;
}

static void c_rule(session *S, int argc, char **argv)
{
	if (argc != 2) {
		printf("rule NAME=VALUE: set an option before the first move ('rules' lists them)\n");
		return;
	}
	if (!S->t.g) {
		printf("start a game first ('new VARIANT'), or give rules to new: new golf4 rule %s\n", argv[1]);
		return;
	}
	if (!game_untouched(S)) {
		printf("rules are set before the first move; 'new %s ... rule %s' starts a game with it\n", S->variant, argv[1]);
		return;
	}
	char *old[MAX_RULES];
	int nold = S->nrules;
	for (int i = 0; i < nold; i++)
		old[i] = strdup(S->rules[i]);
	if (!add_rule(S, argv[1]))
		goto done;
	if (start_game(S))
		advance(S);
	else {
		/* A bad rule: back to the game as it was, without it. */
		clear_rules(S);
		for (int i = 0; i < nold; i++)
			add_rule(S, old[i]);
		if (start_game(S))
			advance(S);
	}
done:
	for (int i = 0; i < nold; i++)
		free(old[i]);
}

static int need_game(session *S)
{
	if (!S->t.g) {
		printf("no game yet: 'new golf4' starts one ('help' for more)\n");
		return 0;
	}
	return 1;
}

static void c_show(session *S, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (need_game(S))
		cw_render_table(stdout, &S->render, S->t.g, viewer(S));
}

static void c_legal(session *S, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (!need_game(S))
		return;
	if (S->t.g->st->status != CW_ST_PLAY)
		printf("the game is over\n");
	else
		print_legal(S);
}

static void c_score(session *S, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (need_game(S))
		cw_render_scores(stdout, &S->render, S->t.g);
}

static void c_hint(session *S, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (!need_game(S) || S->t.g->st->status != CW_ST_PLAY)
		return;
	cw_bot b;
	cw_err err;
	cw_action a;
	char text[160];
	cw_bot_init(&b, CW_BOT_GREEDY, 1);
	if (cw_bot_choose(&b, S->t.rt, S->t.g, &a, &err))
		printf("%s\n", err.msg);
	else {
		cw_action_format(S->t.g->verbs, &a, S->t.g->st->actor, text, sizeof text);
		printf("a bot would play: %s\n", text);
	}
}

/* The seat a word names: its number or its player's name; 0 if none. */
static int seat_named(const session *S, const char *w)
{
	char *end;
	long n = strtol(w, &end, 10);
	if (*w && !*end)
		return n >= 1 && n <= S->nseats ? (int)n : 0;
	for (int s = 1; s <= S->nseats; s++)
		if (!strcmp(S->names[s], w))
			return s;
	return 0;
}

/* The verbs any seat may take between two decisions, as "a, b" (or
** "none in this game"). */
static const char *any_seat_verbs(const cw_game *g, char *buf, size_t n)
{
	size_t len = 0;
	buf[0] = '\0';
	for (int v = 0; v < g->verbs->n && len < n; v++)
		if (g->verbs->v[v].any_seat)
			len += (size_t)snprintf(buf + len, n - len, "%s%s", len ? ", " : "", g->verbs->v[v].name);
	return len ? buf : "none in this game";
}

/* as SEAT ACTION...: SEAT takes an action between two decisions, though
** it is not the seat to act: an any_seat action such as Desmoche's
** `offence KIND`, recorded by whoever saw it (DES-Q2, DES-Q4). The
** recording names SEAT, as a replay line does (NOTATION: `SEAT ACTION`).
** Only any_seat actions: a seat's turn is played by that seat. The table
** is drawn again for the person at the screen; when the decision passes
** to another person, the hot seat asks for them as after any action. */
static void c_as(session *S, int argc, char **argv)
{
	char text[MAX_LINE] = "", canon[160], list[256];
	cw_action a;
	cw_err err;
	if (!need_game(S))
		return;
	if (argc < 3) {
		printf("as SEAT ACTION...: an out-of-turn action of SEAT, e.g. as 2 offence discard_search\n");
		return;
	}
	if (S->t.g->st->status != CW_ST_PLAY) {
		printf("as: the game is over; 'new' starts another\n");
		return;
	}
	int seat = seat_named(S, argv[1]);
	if (!seat) {
		printf("as: no seat '%s': expected a seat number 1 to %d or a player's name\n", argv[1], S->nseats);
		return;
	}
	for (int i = 2; i < argc; i++)
		snprintf(text + strlen(text), sizeof text - strlen(text), "%s%s", i > 2 ? " " : "", argv[i]);
	if (cw_action_parse(S->t.g->verbs, text, seat, S->nseats, &a, &err)) {
		if (!strncmp(err.msg, "unknown action", 14))
			printf("as: unknown action '%s'; expected one of: %s\n", text, any_seat_verbs(S->t.g, list, sizeof list));
		else
			printf("as: %s\n", err.msg);
		return;
	}
	cw_action_format(S->t.g->verbs, &a, seat, canon, sizeof canon);
	if (!S->t.g->verbs->v[a.verb].any_seat) {
		printf("as: '%s' is not an action a seat may take out of turn (the seat to act types it without 'as'); "
		       "expected one of: %s\n", canon, any_seat_verbs(S->t.g, list, sizeof list));
		return;
	}
	int typist = viewer(S);	/* the person at the screen */
	if (cw_apply_text_as(S->t.g, seat, text, &err)) {
		printf("as: %s\n", err.msg);
		return;
	}
	keep(S, seat, canon);
	if (is_human(S, typist))
		S->last_human = typist;	/* the table is drawn again for their eyes only */
	advance(S);
}

static char *read_line(session *S);

static int ask_yes(session *S, int seat)
{
	char msg[96];
	snprintf(msg, sizeof msg, "%s, do you agree to undo? [y/N] ", S->names[seat]);
	char *l;
	if (S->interactive)
		l = readline(msg);
	else {
		printf("%s\n", msg);
		l = read_line(S);
	}
	int yes = l && (l[0] == 'y' || l[0] == 'Y');
	free(l);
	return yes;
}

static void c_undo(session *S, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (!need_game(S))
		return;
	int me = viewer(S);
	int k = S->nundo - 1;
	while (k >= 0 && S->t.log.seats[S->undo[k].nhist] != me)
		k--;
	if (k < 0) {
		printf("nothing to undo\n");
		return;
	}
	for (int s = 1; s <= S->nseats; s++)
		if (s != me && is_human(S, s) && !ask_yes(S, s)) {
			printf("undo needs everyone at the table to agree; %s did not\n", S->names[s]);
			return;
		}
	undo_point u = S->undo[k];
	for (int i = k + 1; i < S->nundo; i++)
		cw_game_free(S->undo[i].g);
	S->nundo = k;
	cw_game_free(S->t.g);
	S->t.g = u.g;
	cw_log_truncate(&S->t.log, u.nhist);
	memcpy(S->seen, u.seen, sizeof S->seen);
	S->seen[me] = S->t.g->nev;	/* the table is shown again, not the round's story */
	S->announced_over = 0;
	S->hotseat_shown = 0;
	/* The recording must not keep what was taken back. */
	if (S->t.rec.f) {
		cw_err err;
		if (cw_table_record_again(&S->t, S->variant, S->names, &err))
			printf("note: %s\n", err.msg);
	}
	printf("taken back to %s's previous decision\n", S->names[me]);
	S->last_human = me;
	advance(S);
}

static void c_save(session *S, int argc, char **argv)
{
	if (argc != 2) {
		printf("save FILE: write this game as a replay file\n");
		return;
	}
	if (!need_game(S))
		return;
#ifdef CW_FUZZING
	printf("save is off in the fuzzing build (input must not write files)\n");
	return;
#endif
	cw_err err;
	if (cw_table_save(&S->t, argv[1], S->variant, S->names, &err))
		printf("%s; the game goes on\n", err.msg);
	else
		printf("saved to %s\n", argv[1]);
}

/* Takes over a loaded replay: its game, players and actions. Seats named
** like the bots the REPL names (bot2, random3) are bots again. With
** `append`, recording goes on in that file; else in a new one. */
static int adopt(session *S, cw_replay_loaded *L, const char *file, int append)
{
	cw_err err;
	free_game(S);
	clear_rules(S);
	if (cw_table_adopt(&S->t, L->rt, L->g, L->seed, &L->log, &err)) {
		L->rt = NULL;
		L->g = NULL;
		printf("%s\n", err.msg);
		return 0;
	}
	L->rt = NULL;
	L->g = NULL;
	snprintf(S->variant, sizeof S->variant, "%s", L->variant);
	S->seed = L->seed;
	S->nseats = L->nseats;
	for (int s = 1; s <= S->nseats; s++) {
		player *p = &S->seats[s];
		snprintf(p->name, sizeof p->name, "%s", L->names[s][0] ? L->names[s] : "seat");
		if (!L->names[s][0])
			snprintf(p->name, sizeof p->name, "seat%d", s);
		int kind = !strncmp(p->name, "bot", 3) ? CW_BOT_GREEDY :
			   !strncmp(p->name, "random", 6) ? CW_BOT_RANDOM : CW_BOT_HUMAN;
		cw_bot_init(&p->bot, kind, cw_table_bot_seed(S->seed, s));
		S->names[s] = p->name;
	}
	S->render.names = S->names;
	cw_render_for_variant(&S->render, S->t.rt);
	char aid[16];
	S->render.aid = cw_runtime_option(S->t.rt, "memory", aid, sizeof aid, NULL) != CW_OK || strcmp(aid, "strict");
	for (int s = 0; s <= CW_MAX_SEATS; s++)
		S->seen[s] = S->t.g->nev;
	S->last_human = 0;
	S->announced_over = 0;
	S->hotseat_shown = 0;
	char path[1024];
	if (append) {
		/* One writer per file: a file another cardwright records is not resumed. */
		if (cw_table_record_on(&S->t, file, L->cut_at, &err)) {
			fprintf(stderr, "cardwright: %s\n", err.msg);
			return 0;
		}
	} else {
		record_path(S, path, sizeof path);
		if (path[0] && cw_table_record_start(&S->t, path, S->variant, S->names, &err))
			printf("note: %s; the game is not recorded\n", err.msg);
	}
	printf("%s: %s for %d, %d actions played, round %u\n", file, S->variant, S->nseats, S->t.log.n, S->t.g->st->round);
	return 1;
}

static void c_load(session *S, int argc, char **argv)
{
	if (argc != 2) {
		printf("load FILE: go on playing a saved or recorded game\n");
		return;
	}
	cw_replay_loaded L;
	if (cw_replay_load(argv[1], (const char *const *)S->path, stdout, &L)) {
		printf("the game in play is unchanged\n");
		return;
	}
	adopt(S, &L, argv[1], 0);
	cw_replay_loaded_free(&L);
	advance(S);
}

static void c_quit(session *S, int argc, char **argv)
{
	(void)S, (void)argc, (void)argv;
}

static const command commands[] = {
	{ "help", "[COMMAND]", "this list, or one command", c_help },
	{ "variants", "", "the variants you can play", c_variants },
	{ "rules", "[VARIANT]", "a variant's rules and options", c_rules },
	{ "new", "VARIANT [players] [rule K=V]...", "start a game: new golf4 ana,bot,bot", c_new },
	{ "rule", "NAME=VALUE", "set an option before the first move", c_rule },
	{ "show", "", "the table as you may see it", c_show },
	{ "legal", "", "what you may do now", c_legal },
	{ "hint", "", "what a bot would do in your place", c_hint },
	{ "as", "SEAT ACTION...", "record an out-of-turn action: as 3 offence card_to_hand", c_as },
	{ "undo", "", "take back your last decision", c_undo },
	{ "score", "", "the running totals (chips, where the game plays for chips)", c_score },
	{ "save", "FILE", "write the game as a replay file", c_save },
	{ "load", "FILE", "go on playing a saved or recorded game", c_load },
	{ "quit", "", "leave (the game is recorded as it goes)", c_quit },
	{ NULL, NULL, NULL, NULL }
};

/* ---- the line ---- */

static int split(char *line, char **argv, int max)
{
	int n = 0;
	for (char *save = NULL, *w = strtok_r(line, " \t\r\n", &save); w && n < max; w = strtok_r(NULL, " \t\r\n", &save))
		argv[n++] = w;
	return n;
}

/* Returns 0 to quit. */
static int handle(session *S, const char *line)
{
	char buf[MAX_LINE], *argv[32];
	snprintf(buf, sizeof buf, "%s", line);
	char *hash = strchr(buf, '#');
	if (hash)
		*hash = '\0';
	int argc = split(buf, argv, 32);
	if (argc == 0)
		return 1;
	if (!strcmp(argv[0], "quit") || !strcmp(argv[0], "exit"))
		return 0;
	for (const command *c = commands; c->name; c++)
		if (!strcmp(c->name, argv[0])) {
			c->run(S, argc, argv);
			return 1;
		}
	if (!S->t.g) {
		printf("unknown command '%s'; 'help' lists the commands\n", argv[0]);
		return 1;
	}
	/* A replay line, `SEAT ACTION...` (NOTATION): the same as `as`. */
	if (argv[0][0] >= '0' && argv[0][0] <= '9' && argc > 1) {
		char *as_argv[33] = { "as" };
		memcpy(as_argv + 1, argv, sizeof *argv * (size_t)argc);
		c_as(S, argc + 1, as_argv);
		return 1;
	}
	if (S->t.g->st->status != CW_ST_PLAY) {
		printf("the game is over; 'new' starts another\n");
		return 1;
	}
	if (!is_human(S, S->t.g->st->actor)) {
		printf("it is %s's turn\n", S->names[S->t.g->st->actor]);
		return 1;
	}
	cw_action a;
	cw_outcome oc;
	cw_err err;
	if (cw_read_line(S->t.g, line, &a, &oc, &err)) {
		printf("%s\n", err.msg);
		print_legal(S);
		return 1;
	}
	uint32_t n;
	const cw_action *l = cw_legal(S->t.g, &n);
	/* An open verb's arguments are judged by the engine (its accepts). */
	int legal = a.verb < 64 && (S->t.g->open_verbs >> a.verb & 1);
	for (uint32_t i = 0; i < n; i++)
		legal |= cw_action_equal(&l[i], &a);
	if (!legal) {
		char text[160];
		cw_action_format(S->t.g->verbs, &a, S->t.g->st->actor, text, sizeof text);
		printf("'%s' is not legal now. ", text);
		print_legal(S);
		return 1;
	}
	if (act(S, &a, &oc))
		advance(S);
	return 1;
}

/* ---- completion ---- */

static char *candidates[512];
static int ncand, cand_next;

static void add_candidate(const char *s)
{
	for (int i = 0; i < ncand; i++)
		if (!strcmp(candidates[i], s))
			return;
	if (ncand < 512)
		candidates[ncand++] = strdup(s);
}

static void add_option_candidate(const char *name, void *ud)
{
	(void)ud;
	char buf[80];
	snprintf(buf, sizeof buf, "%s=", name);
	add_candidate(buf);
}

static void add_variant_candidate(const char *name, const char *title, void *ud)
{
	(void)title, (void)ud;
	add_candidate(name);
}

static char *generator(const char *text, int state)
{
	if (!state)
		cand_next = 0;
	while (cand_next < ncand) {
		const char *c = candidates[cand_next++];
		if (!strncmp(c, text, strlen(text)))
			return strdup(c);
	}
	return NULL;
}

/* The next word of a legal action's text after what is typed (`first`,
** plen bytes): in its canonical words and in each alias of its verb that
** reads back as this very action (`peek 2.3` for `power peek 2.3`), as
** the line would be read when entered (cw_read_action). */
static void complete_action(cw_game *g, const cw_action *a, const char *first, size_t plen)
{
	const cw_verb *v = &g->verbs->v[a->verb];
	char t[160];
	for (int k = -1; k < CW_VERB_ALIASES; k++) {
		const char *word = k < 0 ? v->name : v->alias[k];
		if (!word[0])
			continue;
		cw_action_format_as(g->verbs, a, g->st->actor, word, t, sizeof t);
		if (strncmp(t, first, plen))
			continue;
		cw_action back;
		cw_err err;
		if (k >= 0 && (cw_read_action(g, t, &back, &err) || !cw_action_equal(&back, a)))
			continue;
		char *w = t + plen, *sp = strchr(w, ' ');
		if (sp)
			*sp = '\0';
		add_candidate(w);
	}
}

/* After `as `: a seat's name, then the words of the any_seat actions. */
static void complete_as(session *S, const char *rest)
{
	rest += strspn(rest, " ");
	const char *sp = strchr(rest, ' ');
	if (!sp) {
		for (int s = 1; s <= S->nseats; s++)
			add_candidate(S->names[s]);
		return;
	}
	rest = sp + strspn(sp, " ");
	size_t plen = strlen(rest);
	for (int v = 0; v < S->t.g->verbs->n; v++) {
		char t[CW_VERB_NAME_MAX];
		snprintf(t, sizeof t, "%s", S->t.g->verbs->v[v].name);
		if (!S->t.g->verbs->v[v].any_seat || strncmp(t, rest, plen))
			continue;
		char *w = t + plen, *end = strchr(w, ' ');
		if (end)
			*end = '\0';
		add_candidate(w);
	}
}

/* The words that may come at this point of the line: commands and the
** first word of each legal action at its start; after `new` or `rules`
** the variants; after `rule` the options; inside an action the next word
** of the legal actions that begin with what is typed. */
static char **complete(const char *text, int start, int end)
{
	(void)end;
	session *S = current;
	for (int i = 0; i < ncand; i++)
		free(candidates[i]);
	ncand = 0;
	char before[MAX_LINE];
	snprintf(before, sizeof before, "%.*s", start, rl_line_buffer);
	char *first = before + strspn(before, " ");
	if (!strncmp(first, "new ", 4) || !strncmp(first, "rules ", 6)) {
		cw_runtime_config cfg = { (const char *const *)S->path, 0, 0 };
		cw_err err;
		cw_runtime *rt = cw_runtime_new(&cfg, &err);
		if (rt) {
			cw_runtime_list(rt, add_variant_candidate, NULL, &err);
			cw_runtime_free(rt);
		}
	} else if (!strncmp(first, "rule ", 5) && S->t.rt) {
		cw_runtime_each_option(S->t.rt, add_option_candidate, NULL);
	} else if (!strncmp(first, "as ", 3) && S->t.g) {
		complete_as(S, first + 3);
	} else {
		if (!*first)
			for (const command *c = commands; c->name; c++)
				add_candidate(c->name);
		if (S->t.g && S->t.g->st->status == CW_ST_PLAY) {
			uint32_t n;
			const cw_action *l = cw_legal(S->t.g, &n);
			size_t plen = strlen(first);
			for (uint32_t i = 0; i < n; i++)
				complete_action(S->t.g, &l[i], first, plen);
		}
	}
	rl_attempted_completion_over = 1;
	return rl_completion_matches(text, generator);
}

/* The lines typed in this session, the last HISTORY_KEEP of them. */
typedef struct history_lines {
	char **line;	/* owned, each owned */
	int n;
} history_lines;

static void keep_history_line(history_lines *h, const char *line)
{
	if (!h->line && !(h->line = calloc(HISTORY_KEEP, sizeof *h->line)))
		return;
	if (h->n == HISTORY_KEEP) {
		free(h->line[0]);
		memmove(h->line, h->line + 1, sizeof *h->line * (HISTORY_KEEP - 1));
		h->n--;
	}
	if ((h->line[h->n] = strdup(line)))
		h->n++;
}

/* Adds this session's lines to the history file as it is now, under a
** lock: another REPL that left since this one started keeps its lines
** (writing the history read at the start would drop them). */
static void save_history(const char *file, const history_lines *mine)
{
	int fd = open(file, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	if (fd < 0 || flock(fd, LOCK_EX)) {
		if (fd >= 0)
			close(fd);
		return;
	}
	clear_history();
	read_history(file);
	for (int i = 0; i < mine->n; i++)
		add_history(mine->line[i]);
	stifle_history(HISTORY_KEEP);
	write_history(file);
	close(fd);	/* and the lock with it */
}

/* Reads one line: through libedit with a prompt on a terminal, plainly otherwise. */
static char *read_line(session *S)
{
	if (S->interactive) {
		char prompt[64];
		int seat = S->t.g && S->t.g->st->status == CW_ST_PLAY ? S->t.g->st->actor : 0;
		snprintf(prompt, sizeof prompt, "%s> ", is_human(S, seat) ? S->names[seat] : "cardwright");
		return readline(prompt);
	}
	char buf[MAX_LINE];
	if (!fgets(buf, sizeof buf, stdin))
		return NULL;
	buf[strcspn(buf, "\r\n")] = '\0';
	return strdup(buf);
}

/* play --resume FILE: the recorded game, recorded on in the same file. */
static const char *resume_file(int argc, char **argv)
{
	for (int i = 0; i + 1 < argc; i++)
		if (!strcmp(argv[i], "--resume"))
			return argv[i + 1];
	return NULL;
}

static int parse_args(session *S, int argc, char **argv, int play)
{
	int have_seed = 0;
	if (!play)
		return 1;
	if (resume_file(argc, argv)) {
		if (argc != 2) {
			fprintf(stderr, "cardwright: play --resume FILE takes no other arguments\n");
			return 0;
		}
		return 1;
	}
	if (argc < 1) {
		fprintf(stderr, "cardwright: play needs a VARIANT (see 'cardwright variants')\n");
		return 0;
	}
	snprintf(S->variant, sizeof S->variant, "%s", argv[0]);
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--players") && i + 1 < argc) {
			if (!set_players(S, argv[++i]))
				return 0;
		} else if (!strcmp(argv[i], "--seed") && i + 1 < argc) {
			char *end;
			errno = 0;
			unsigned long long v = strtoull(argv[++i], &end, 10);
			if (errno || *end || argv[i][0] == '-') {
				fprintf(stderr, "cardwright: --seed takes a non-negative number\n");
				return 0;
			}
			S->seed = v;
			have_seed = 1;
		} else if ((!strcmp(argv[i], "--rule") || !strcmp(argv[i], "-r")) && i + 1 < argc) {
			if (!add_rule(S, argv[++i]))
				return 0;
		} else {
			fprintf(stderr, "cardwright: play: unexpected '%s' (expected --players, --seed or --rule)\n", argv[i]);
			return 0;
		}
	}
	if (!have_seed)
		S->seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 16);
	return 1;
}

int cw_repl_main(char **path, int argc, char **argv, int play)
{
	session S;
	memset(&S, 0, sizeof S);
	S.path = path;
	S.interactive = isatty(0);
	const char *term = getenv("TERM");
	int tty_out = isatty(1) && !(term && !strcmp(term, "dumb"));
	S.render.color = tty_out && !getenv("NO_COLOR");
	S.render.symbols = S.render.color;
	S.render.aid = 1;
	set_players(&S, "you,bot,bot");
	if (!parse_args(&S, argc, argv, play))
		return 2;
	current = &S;
	char hist[1024] = "";
	if (S.interactive) {
		rl_attempted_completion_function = complete;
		cw_paths_state("history", hist, sizeof hist);
		if (hist[0])
			read_history(hist);
		/* Ctrl-C at the prompt leaves like end of input: the game is
		** already recorded action by action, and the note says where. */
		struct sigaction sa;
		memset(&sa, 0, sizeof sa);
		sa.sa_handler = on_interrupt;
		sigemptyset(&sa.sa_mask);
		sigaction(SIGINT, &sa, NULL);	/* no SA_RESTART: readline returns */
	}
	const char *resume = play ? resume_file(argc, argv) : NULL;
	if (resume) {
		cw_replay_loaded L;
		if (cw_replay_load(resume, (const char *const *)path, stderr, &L))
			return 1;
		int took = adopt(&S, &L, resume, 1);
		cw_replay_loaded_free(&L);
		if (!took) {
			free_game(&S);
			clear_rules(&S);
			free(S.undo);
			return 1;
		}
		advance(&S);
	} else if (play) {
		if (!start_game(&S))
			return 2;
		advance(&S);
	} else if (S.interactive)
		printf("cardwright: card games with house rules. 'help' lists the commands, "
		       "'new golf4' starts a game.\n");
	char *line = NULL;
	history_lines mine = { 0 };	/* this session's lines, for the history file */
	while (!interrupted && (line = read_line(&S))) {
		if (S.interactive && *line) {
			add_history(line);
			keep_history_line(&mine, line);
		}
		int go_on = interrupted ? 0 : handle(&S, line);
		free(line);
		fflush(stdout);
		if (!go_on)
			break;
	}
	if (S.t.g && S.t.rec.path && S.t.g->st->status == CW_ST_PLAY)
		printf("%sthe game %s is recorded in %s\n", line ? "" : "\n",
		       S.t.rec.f ? "so far" : "up to the failed write", S.t.rec.path);
	if (hist[0] && mine.n)
		save_history(hist, &mine);
	for (int i = 0; i < mine.n; i++)
		free(mine.line[i]);
	free(mine.line);
	free_game(&S);
	clear_rules(&S);
	free(S.undo);
	for (int i = 0; i < ncand; i++)
		free(candidates[i]);
	return 0;
}
