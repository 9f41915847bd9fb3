#define _DEFAULT_SOURCE	/* realpath */
/*
** The table layer (table.h): configuration, the table's life, bots'
** streams, winners and argument limits, for every front end.
*/
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include "table.h"
#include "roundlog.h"
#include "rtpool.h"
#include "suggest.h"
#include "../core/text.h"

/* ---- configuration ---- */

int cw_table_set_rule(cw_runtime *rt, const char *kv, int named, cw_err *err)
{
	const char *eq = strchr(kv, '=');
	char key[64];
	if (!eq || eq == kv || (size_t)(eq - kv) >= sizeof key)
		return cw_error_fail(err, CW_EINVAL, "bad rule '%s': expected NAME=VALUE", kv);
	snprintf(key, sizeof key, "%.*s", (int)(eq - kv), kv);
	return named ? cw_runtime_name_option(rt, key, eq + 1, err) : cw_runtime_set_option(rt, key, eq + 1, err);
}

cw_runtime *cw_table_runtime(const cw_table_config *c, cw_err *err)
{
	cw_runtime_config cfg = { c->path, 0, c->budget };
	cw_runtime *rt = cw_runtime_new(&cfg, err);
	if (!rt)
		return NULL;
	int rc = cw_runtime_load(rt, c->variant, err);
	/* a name typed wrong: the installed variant nearest it */
	char near[64];
	if (rc == CW_ENOTFOUND && !strncmp(err->msg, "unknown variant '", 17) &&
	    cw_suggest_variant(c->path, c->variant, near, sizeof near))
		snprintf(err->msg, sizeof err->msg, "unknown variant '%.64s'; did you mean '%s'? (see 'cardwright variants')",
			 c->variant, near);
	/* A table of bots is a simulation: the variant's simulate rules (a
	** Desmoche match of one hand, DES-B1), the rules given still winning. */
	if (!rc && c->simulate)
		rc = cw_runtime_simulate_defaults(rt, err);
	for (int i = 0; !rc && i < c->nrules; i++)
		rc = cw_table_set_rule(rt, c->rules[i], !c->recorded_rules, err);
	for (int i = 0; !rc && i < c->nextra; i++)
		rc = cw_table_set_rule(rt, c->extra[i], 1, err);
	if (!rc && c->nseats)
		rc = cw_runtime_configure(rt, c->nseats, err);
	if (rc) {
		cw_runtime_free(rt);
		return NULL;
	}
	return rt;
}

/* ---- the table ---- */

int cw_table_open(cw_table *t, const cw_table_config *c, uint64_t seed, cw_err *err)
{
	memset(t, 0, sizeof *t);
	if (!c->nseats)
		return cw_error_fail(err, CW_EPLAYERS, "a table needs its number of seats");
	/* A runtime kept from an earlier table of the same making, when the
	** program keeps them (rtpool.h); else a new one. */
	char key[1024];
	int keyed = cw_rtpool_key(key, sizeof key, c->path, c->variant, c->simulate, c->rules, c->nrules,
				  c->extra, c->nextra, c->budget, c->nseats);
	cw_runtime *rt = keyed ? cw_rtpool_take(key) : NULL;
	if (!rt) {
		if (!(rt = cw_table_runtime(c, err)))
			return err->code;
		if (keyed)
			cw_rtpool_offer(rt, key);
	}
	cw_game *g = cw_runtime_new_game(rt, seed, err);
	if (g && c->rounds)
		cw_roundlog_watch(c->rounds, g);
	if (!g || cw_engine_start(g, err)) {
		cw_game_free(g);
		cw_rtpool_free(rt);
		return err->code;
	}
	cw_log empty;
	memset(&empty, 0, sizeof empty);
	return cw_table_adopt(t, rt, g, seed, &empty, err);
}

uint64_t cw_table_secret_seed(void)
{
#ifdef CW_FUZZING
	return 0;	/* a fuzz input must run the same way every time */
#endif
	uint64_t v = 0;
	FILE *f = fopen("/dev/urandom", "rb");
	if (!f || fread(&v, sizeof v, 1, f) != 1)
		v = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 16) ^ (uint64_t)clock();
	if (f)
		fclose(f);
	return v;
}

int cw_table_adopt(cw_table *t, cw_runtime *rt, cw_game *g, uint64_t seed, cw_log *log, cw_err *err)
{
	memset(t, 0, sizeof *t);
	t->rt = rt;
	t->g = g;
	t->seed = seed;
	t->nseats = g->st->nseats;
	t->log = *log;
	memset(log, 0, sizeof *log);
	if (!(t->rules_text = cw_runtime_options_text(rt, err))) {
		int rc = err->code;
		cw_table_close(t);
		return rc;
	}
	return CW_OK;
}

/* A recording outside the games directory is marked there while the
** table records it (record.h), so that its copies are known in play;
** once the match is over it is no longer in play, though the table
** stays open (the game is shown, 'new' starts another). */
static void mark_live(cw_table *t)
{
	cw_record_unmark(&t->live, t->live_fd);
	if (t->g && t->g->st->status == CW_ST_OVER)
		cw_record_finish(&t->rec);
	else if (t->rec.f && t->rec.path)
		t->live_fd = cw_record_mark(t->rec.path, &t->live);
}

void cw_table_close(cw_table *t)
{
	cw_record_unmark(&t->live, t->live_fd);
	cw_record_close(&t->rec);
	cw_log_free(&t->log);
	cw_game_free(t->g);
	cw_rtpool_free(t->rt);
	free(t->rules_text);
	memset(t, 0, sizeof *t);
}

int cw_table_full(const cw_table *t, cw_err *err)
{
	/* a replay plays a game whose hooks stay within CW_TABLE_MAX_GAME_WORK
	** in all; an action's hooks run at most CW_RUNTIME_STEP_WORK, so the
	** game stops a tenth of the bound short of it */
	if (t->g && t->g->hook_work > CW_TABLE_MAX_GAME_WORK - CW_TABLE_MAX_GAME_WORK / 10)
		return cw_error_fail(err, CW_ELIMIT, "the game's hooks have run %lld instructions, near the most a "
				     "recording replays (%lld): no more may be played",
				     t->g->hook_work, CW_TABLE_MAX_GAME_WORK);
	if (t->log.n < CW_TABLE_MAX_RECORDED_ACTIONS)
		return 0;
	return cw_error_fail(err, CW_ELIMIT, "the game holds %ld actions, the most a recording may (a longer one would "
			     "not replay): no more may be played", CW_TABLE_MAX_RECORDED_ACTIONS);
}

int cw_table_keep(cw_table *t, int seat, const char *text, const char *const *names, cw_err *err)
{
	int rc = cw_log_add(&t->log, seat, text, err);
	/* the action just applied: whether it was seen by its seat alone */
	const cw_event *e = cw_event_last_action(t->g);
	if (!rc && e && e->up == CW_PRIVATE_ALL)
		cw_log_set_private(&t->log);
	if (!rc && t->rec.f)
		rc = cw_record_action(&t->rec, t->g, seat, text, names, err);
	if (!rc && t->g->st->status == CW_ST_OVER)
		mark_live(t);	/* the match's end: the game is no longer in play */
	return rc;
}

int cw_table_release(cw_table *t, const char *const *names, cw_err *err)
{
	int rc = cw_engine_release(t->g, err);
	if (!rc && t->rec.f)
		rc = cw_record_marks(&t->rec, t->g, names, err);
	if (!rc && t->g->st->status == CW_ST_OVER)
		mark_live(t);
	return rc;
}

int cw_table_record(cw_table *t, const char *path, const char *variant, const char *const *names, cw_err *err)
{
	cw_record_close(&t->rec);
	int rc = cw_record_open(&t->rec, path, variant, t->rules_text, names, t->nseats, t->seed, t->g, err);
	if (!rc)
		mark_live(t);
	return rc;
}

int cw_table_record_on(cw_table *t, const char *path, long cut_at, uint32_t marked, uint32_t scored,
		       const char *const *names, cw_err *err)
{
	cw_record_close(&t->rec);
	int rc = cw_record_append(&t->rec, path, cut_at, marked, scored, t->g, names, err);
	if (!rc)
		mark_live(t);
	return rc;
}

int cw_table_record_start(cw_table *t, const char *path, const char *variant, const char *const *names,
			  cw_err *err)
{
	cw_record_close(&t->rec);
	int rc = cw_record_start(&t->rec, path, variant, t->rules_text, names, t->nseats, t->seed, t->log.seats,
				 t->log.texts, t->log.n, t->g, err);
	if (!rc)
		mark_live(t);
	return rc;
}

int cw_table_record_again(cw_table *t, const char *variant, const char *const *names, cw_err *err)
{
	return cw_record_rewrite(&t->rec, variant, t->rules_text, names, t->nseats, t->seed, t->log.seats,
				 t->log.texts, t->log.n, t->g, err);
}

int cw_table_save(const cw_table *t, const char *path, const char *variant, const char *const *names,
		  cw_err *err)
{
	return cw_record_save(path, variant, t->rules_text, names, t->nseats, t->seed, t->log.seats, t->log.texts,
			      t->log.n, t->g, 0, err);
}

/* ---- bots and winners ---- */

uint64_t cw_table_bot_seed(uint64_t seed, int seat)
{
	return cw_rng_derive(seed, 0xB075 + (uint64_t)seat);
}

uint32_t cw_table_winners(cw_runtime *rt, const cw_game *g, int32_t *best)
{
	const int32_t *total = g->st->total;
	int high = cw_runtime_high_wins(rt), n = g->st->nseats, b = 1;
	for (int s = 2; s <= n; s++)
		if (high ? total[s] > total[b] : total[s] < total[b])
			b = s;
	uint32_t mask = 0;
	for (int s = 1; s <= n; s++)
		if (total[s] == total[b])
			mask |= 1u << s;
	if (best)
		*best = total[b];
	return mask;
}

int cw_table_private_action(const cw_game *g, uint32_t ev)
{
	while (ev < g->nev && g->ev[ev].kind != CW_EV_ACTION)
		ev++;
	return ev < g->nev && g->ev[ev].up == CW_PRIVATE_ALL;
}

/* ---- limits of arguments ---- */

static int read_number(const char *s, long long min, long long max, long long *out)
{
	char *end;
	errno = 0;
	long long v = s ? strtoll(s, &end, 10) : 0;
	if (!s || errno || !*s || *end || v < min || v > max)
		return 0;
	*out = v;
	return 1;
}

int cw_table_record_word(const char *name, size_t len)
{
	static const char *const words[] = { "cardwright-replay", "variant", "rule", "players", "seed", "deck", "round",
					     "lead", "restock", "result", "total", "view", NULL };
	for (const char *const *w = words; *w; w++)
		if (strlen(*w) == len && !memcmp(*w, name, len))
			return 1;
	return 0;
}

int cw_table_person_name(const char *what, const char *name, size_t len, cw_err *err)
{
	char shown[4 * CW_TEXT_NAME_MAX + 4], copy[4 * CW_TABLE_MAX_NAME + 8];
	snprintf(copy, sizeof copy, "%.*s", (int)(len < sizeof copy - 1 ? len : sizeof copy - 1), name);
	if (!len)
		return cw_error_fail(err, CW_EINVAL, "%s: a name is missing between two commas or at an end", what);
	if (!cw_text_is_safe(name, len, 0) || memchr(name, '\0', len))
		return cw_error_fail(err, CW_EINVAL, "%s: a name is printable text, without control or invisible characters "
				     "or invalid UTF-8 ('%s')", what, cw_text_name(shown, sizeof shown, copy));
	unsigned long mark = cw_text_starts_combining(name, len);
	if (mark)
		return cw_error_fail(err, CW_EINVAL, "%s: a name does not begin with a combining mark (U+%04lX), which is "
				     "drawn on what comes before it", what, mark);
	unsigned long blank = cw_text_name_blank(name, len);
	if (blank)
		return cw_error_fail(err, CW_EINVAL, "%s: a name holds no blank, joining, private-use or noncharacter code point "
				     "that would make it look like another (U+%04lX in '%s')", what, blank, cw_text_name(shown, sizeof shown, copy));
	if (len > CW_TABLE_MAX_NAME)
		return cw_error_fail(err, CW_EINVAL, "%s: the name '%s' is %zu bytes long: at most %d", what,
				     cw_text_name(shown, sizeof shown, copy), len, CW_TABLE_MAX_NAME);
	for (size_t i = 0; i < len; i++)
		if (name[i] == ' ' || name[i] == '\t' || name[i] == '=' || name[i] == '#')
			return cw_error_fail(err, CW_EINVAL, "%s: a name holds no space, '=' or '#' ('%s'), as a recording "
					     "writes it", what, cw_text_name(shown, sizeof shown, copy));
	if (name[0] >= '0' && name[0] <= '9')
		return cw_error_fail(err, CW_EINVAL, "%s: a name may not start with a digit ('%s')", what,
				     cw_text_name(shown, sizeof shown, copy));
	if (cw_table_record_word(name, len))
		return cw_error_fail(err, CW_EINVAL, "%s: '%s' is a word of the recording's lines, not a name a seat may have",
				     what, cw_text_name(shown, sizeof shown, copy));
	/* serve prints a link per person, "NAME: URL", and the spectators'
	** as "spectators: URL": a person of that name would read as them */
	if (len == 10 && !strncasecmp(name, "spectators", 10))
		return cw_error_fail(err, CW_EINVAL, "%s: 'spectators' names the link of those who watch (serve), not a "
				     "person: give another name", what);
	return CW_OK;
}

int cw_table_name_beside(const char *what, const char *earlier, const char *name, cw_err *err)
{
	char shown[4 * CW_TEXT_NAME_MAX + 4], other[4 * CW_TEXT_NAME_MAX + 4];
	if (!strcmp(earlier, name))
		return cw_error_fail(err, CW_EINVAL, "%s: the name '%s' is taken twice", what,
				     cw_text_name(shown, sizeof shown, name));
	if (!strcasecmp(earlier, name))
		return cw_error_fail(err, CW_EINVAL, "%s: '%s' and '%s' differ only in capitals: give names told apart "
				     "at a glance", what, cw_text_name(other, sizeof other, earlier),
				     cw_text_name(shown, sizeof shown, name));
	return CW_OK;
}

int cw_table_arg_players(const char *what, const char *s, int *out, cw_err *err)
{
	long long v;
	if (!read_number(s, 1, CW_MAX_SEATS, &v))
		return cw_error_fail(err, CW_EINVAL, "%s takes a number from 1 to %d", what, CW_MAX_SEATS);
	*out = (int)v;
	return CW_OK;
}

int cw_table_arg_games(const char *what, const char *s, long max, long *out, cw_err *err)
{
	long long v;
	if (!read_number(s, 1, max, &v))
		return cw_error_fail(err, CW_EINVAL, "%s takes a number from 1 to %ld", what, max);
	*out = (long)v;
	return CW_OK;
}

int cw_table_arg_seed(const char *what, const char *s, uint64_t *out, cw_err *err)
{
	long long v;
	if (!read_number(s, 0, CW_TABLE_MAX_SEED, &v))
		return cw_error_fail(err, CW_EINVAL, "%s takes a number from 0 to %lld", what, CW_TABLE_MAX_SEED);
	*out = (uint64_t)v;
	return CW_OK;
}

const char *cw_table_variant_ref(const char *variant, char *buf, size_t n)
{
	char abs[PATH_MAX];
	if (cw_runtime_is_file(variant) && realpath(variant, abs) && strlen(abs) < n)
		snprintf(buf, n, "%s", abs);
	else
		snprintf(buf, n, "%s", variant);
	return buf;
}

int cw_table_same_rule(const char *a, const char *b)
{
	size_t n = strcspn(a, "=");
	return n == strcspn(b, "=") && !strncmp(a, b, n);
}
