/*
** `cardwright test FILE.lua`: runs a variant test file and prints TAP.
**
** The test file runs in its own sandbox with the testing words below.
** Each game it makes lives in a runtime of its own (the variant loaded,
** the rules set, the player count fixed), so tests of different variants
** and options do not share any state.
**
**   plan(n), ok(cond, name), is(got, want, name), like(s, pattern, name),
**   diag(msg), done()
**   game{variant=, players=, seed=, rules={k=v}, deck="AS 2C ...",
**        overrides=false (the variant's own hooks only)} -> t
**   score_layout(variant, layout, rules) -> score or nil, message
**   layout_bonuses(variant, layout, rules) -> the bonuses that scoring
**     named (g:bonus) as {KEY = count}, or nil, message
**   t:act(text[, seat]) (raises on error)  t:try(text[, seat]) -> true | nil, message
**   t:legal() -> {text...}  t:actor() t:turn() t:phase() t:round() t:over()
**   t:view(seat[, aid]) -> text  t:events(seat) -> {text...}
**   t:score(seat) t:total(seat) t:check() -> true | nil, message
**   t:face(seat, slot) -> token (omniscient)  t:stock_count() t:discard_top()
**   t:random_move(rng_seed) plays one random legal action
**   t:caller() t:turns(seat) t:var(name)
**   t:kit_points() -> how many hook points the core's kit plays
**   t:bonuses(seat) -> {KEY = count}: the bonuses the scoring named for
**     the seat (g:bonus) since the game began or the seat's last t:bonuses()
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "../core/text.h"
#include "../core/view.h"

static const char TESTGAME_MT[] = "cw.testgame";

typedef struct testgame {
	cw_runtime *rt;
	cw_game *g;
	cw_face *deck;		/* owned: a real-table order */
	cw_rng bots;
	uint32_t fired[CW_RUNTIME_BONUSES][CW_MAX_SEATS + 1];	/* bonuses not yet asked for (t:bonuses) */
	int counted;		/* among the tap's live games */
} testgame;

typedef struct tapstate {
	int n, failed, planned;
	int has_plan;		/* the plan line is printed (plan or done) */
	int live;		/* games made and not yet collected */
} tapstate;

/* Each game is a runtime of its own, outside the test file's memory cap
** (a few hundred KB each, up to a variant's own cap of 64 MB): at most
** this many at once, and the games no longer kept are freed before
** another is made (the file's state makes little garbage, so its
** collector alone would keep dropped games, and their memory, for long). */
#define TEST_GAMES_MAX 16
#define TEST_FILE_MS (15 * 60 * 1000)	/* the longest a test file may run */
/* A game made is work the file's budget counts: its runtime is loaded
** and its deal made in C (some 7 ms), where the count hook never runs, so
** a loop of game{} ran for the quarter of an hour with no word. Charged
** as this many steps, a file that never ends stops at about 20,000 games;
** ours make up to 10,000 (golf4_random.lua), with 3.5e8 instructions. */
#define GAME_STEPS 100000

static tapstate *tap_of(lua_State *L)
{
	return lua_touserdata(L, lua_upvalueindex(1));
}

/* Integer argument i (def when absent and def >= 0) within lo..hi,
** never narrowed: out of range is the script's error. */
static int int_within(lua_State *L, int i, lua_Integer def, lua_Integer lo, lua_Integer hi, const char *what)
{
	lua_Integer v = def >= 0 ? luaL_optinteger(L, i, def) : luaL_checkinteger(L, i);
	if (v < lo || v > hi)
		return luaL_error(L, "%s %I (expected %I to %I)", what, v, lo, hi);
	return (int)v;
}

#define PLAN_MAX 1000000	/* the most tests a file may plan */

static int t_plan(lua_State *L)
{
	tapstate *t = tap_of(L);
	/* TAP has one plan: a second one (or one after done()) is an error of
	** the file, which a TAP harness would report as a bad plan */
	if (t->has_plan)
		return luaL_error(L, "plan: the plan was already given (1..%d); a test file has one plan", t->planned);
	t->planned = int_within(L, 1, -1, 0, PLAN_MAX, "plan:");
	t->has_plan = 1;
	printf("1..%d\n", t->planned);
	return 0;
}

/* Prints one line: prefix, the script's text s[0..len) shown safe
** (text.h; a NUL in it shows as \x00, it does not end the text), suffix. */
static void put_to(FILE *f, const char *prefix, const char *s, size_t len, const char *suffix)
{
	fputs(prefix, f);
	cw_text_write(f, s, len, 0);
	fputs(suffix, f);
	fputc('\n', f);
}

static void put_line(const char *prefix, const char *s, size_t len, const char *suffix)
{
	put_to(stdout, prefix, s, len, suffix);
}

/* A failure's lines go to standard error too, where prove shows them
** without -v: a failure in CI's log says what it was. */
static void fail_line(const char *prefix, const char *s, size_t len, const char *suffix)
{
	fflush(stdout);
	put_to(stdout, prefix, s, len, suffix);
	put_to(stderr, prefix, s, len, suffix);
}

/* The test's name: argument i, or none. */
static void report(lua_State *L, int pass, int i)
{
	tapstate *t = tap_of(L);
	size_t len;
	const char *name = luaL_optlstring(L, i, "", &len);
	char head[32];
	t->n++;
	if (!pass)
		t->failed++;
	snprintf(head, sizeof head, "%sok %d - ", pass ? "" : "not ", t->n);
	(pass ? put_line : fail_line)(head, name, len, "");
	fflush(stdout);
}

static int t_ok(lua_State *L)
{
	report(L, lua_toboolean(L, 1), 2);
	return 0;
}

/* A value as the script's own tostring shows it ("table: #3"), never an
** address that changes from run to run. Leaves the text on the stack. */
static const char *shown(lua_State *L, int idx, size_t *len)
{
	idx = lua_absindex(L, idx);
	if (lua_getglobal(L, "tostring") != LUA_TFUNCTION) {
		lua_pop(L, 1);
		return luaL_tolstring(L, idx, len);
	}
	lua_pushvalue(L, idx);
	lua_call(L, 1, 1);
	const char *text = lua_tolstring(L, -1, len);
	if (!text)
		*len = 1;
	return text ? text : "?";
}

static int t_is(lua_State *L)
{
	int pass = lua_compare(L, 1, 2, LUA_OPEQ);
	report(L, pass, 3);
	if (!pass) {
		size_t gl, wl;
		const char *got = shown(L, 1, &gl);
		const char *want = shown(L, 2, &wl);
		fail_line("#   got:      ", got, gl, "");
		fail_line("#   expected: ", want, wl, "");
	}
	return 0;
}

static int t_like(lua_State *L)
{
	size_t sl, pl;
	const char *s = shown(L, 1, &sl);
	int stext = lua_gettop(L);
	const char *pat = luaL_checklstring(L, 2, &pl);
	lua_getglobal(L, "string");
	lua_getfield(L, -1, "find");
	lua_pushvalue(L, stext);
	lua_pushvalue(L, 2);
	lua_call(L, 2, 1);
	int pass = !lua_isnil(L, -1);
	report(L, pass, 3);
	if (!pass) {
		fail_line("#   '", s, sl, "'");
		fail_line("#   does not match '", pat, pl, "'");
	}
	return 0;
}

static int t_diag(lua_State *L)
{
	size_t len;
	const char *s = luaL_checklstring(L, 1, &len);
	put_line("# ", s, len, "");
	return 0;
}

static int t_done(lua_State *L)
{
	tapstate *t = tap_of(L);
	if (!t->has_plan) {
		printf("1..%d\n", t->n);
		t->planned = t->n;
		t->has_plan = 1;
	}
	return 0;
}

/* What the test file's games are made with: the runtime's config, and
** which seeds they may not deal. */
typedef struct testcfg {
	cw_runtime_config rt;
	int (*seed_in_play)(uint64_t seed);
} testcfg;

static const cw_runtime_config *config_of(lua_State *L)
{
	return &((const testcfg *)lua_touserdata(L, lua_upvalueindex(2)))->rt;
}

static int refused_seed(lua_State *L, uint64_t seed)
{
	const testcfg *c = lua_touserdata(L, lua_upvalueindex(2));
	return c->seed_in_play && c->seed_in_play(seed);
}

/* Builds a configured runtime from a spec table at index idx. */
static cw_runtime *make_runtime(lua_State *L, int idx, int players, cw_err *err)
{
	lua_getfield(L, idx, "variant");
	const char *variant = cw_api_check_text(L, -1);
	cw_runtime *rt = cw_runtime_new(config_of(L), err);
	if (!rt)
		return NULL;
	if (cw_runtime_load(rt, variant, err))
		goto fail;
	lua_pop(L, 1);
	if (lua_getfield(L, idx, "rules") == LUA_TTABLE) {
		lua_pushnil(L);
		while (lua_next(L, -2)) {
			/* a name and a plain value: a key of another type has no
			** name, and a table's text would be its address */
			int vt = lua_type(L, -1);
			if (lua_type(L, -2) != LUA_TSTRING) {
				cw_error_fail(err, CW_EINVAL, "game{rules}: option names are strings, not a %s", luaL_typename(L, -2));
				goto fail;
			}
			if (vt != LUA_TSTRING && vt != LUA_TNUMBER && vt != LUA_TBOOLEAN) {
				cw_error_fail(err, CW_EINVAL, "game{rules}: option %s: expected a string, a number or a boolean, not a %s",
					      lua_tostring(L, -2), luaL_typename(L, -1));
				goto fail;
			}
			const char *k = lua_tostring(L, -2);
			const char *v = luaL_tolstring(L, -1, NULL);
			if (cw_runtime_set_option(rt, k, v, err)) {
				lua_pop(L, 3);
				goto fail;
			}
			lua_pop(L, 2);
		}
	}
	lua_pop(L, 1);
	/* overrides = false: the variant's own hooks, never its overrides, so
	** that a test can compare the two ways of playing. */
	if (lua_getfield(L, idx, "overrides") == LUA_TBOOLEAN && !lua_toboolean(L, -1))
		rt->no_overrides = 1;
	lua_pop(L, 1);
	if (cw_runtime_configure(rt, players, err))
		goto fail;
	return rt;
fail:
	cw_runtime_free(rt);
	return NULL;
}

static int parse_deck(lua_State *L, const char *text, cw_face **out, uint32_t *n)
{
	size_t cap = strlen(text) / 2 + 1;
	cw_face *d = malloc(cap);
	uint32_t k = 0;
	const char *p = text;
	if (!d)
		return luaL_error(L, "out of memory");
	while (*p) {
		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (!*p)
			break;
		const char *s = p;
		while (*p && *p != ' ' && *p != '\t' && *p != '\n')
			p++;
		cw_err e;
		if (k == cap || cw_face_parse(s, (size_t)(p - s), &d[k], &e)) {
			free(d);
			return luaL_error(L, "deck: %s", k == cap ? "too many cards" : e.msg);
		}
		k++;
	}
	*out = d;
	*n = k;
	return 0;
}

/* game{}'s integer field `field` (at the top of the stack), def when nil:
** anything else is named with what it takes. */
static lua_Integer game_int(lua_State *L, const char *field, lua_Integer def, const char *expected)
{
	if (lua_isnil(L, -1))
		return def;
	int ok = 0;
	lua_Integer v = lua_tointegerx(L, -1, &ok);
	if (!ok)
		return luaL_error(L, "game{%s}: %s %s (expected %s)", field, luaL_typename(L, -1),
				  lua_type(L, -1) == LUA_TNUMBER ? "with no integer value" : "value", expected);
	return v;
}

static int t_game(lua_State *L)
{
	luaL_checktype(L, 1, LUA_TTABLE);
	/* up to a few more than a table seats, named by the variant's own
	** range; past that refused here, never narrowed */
	lua_getfield(L, 1, "players");
	lua_Integer want = game_int(L, "players", 2, "a whole number of players");
	if (want < 1 || want > 1000)
		return luaL_error(L, "game{players}: %I (expected 1 to %d)", want, CW_MAX_SEATS);
	int players = (int)want;
	lua_getfield(L, 1, "seed");
	lua_Integer seed = game_int(L, "seed", 1, "a whole number");
	lua_pop(L, 2);
	if (refused_seed(L, (uint64_t)seed))
		return luaL_error(L, "game{seed}: %I deals as a game still in play (its cards are not a test's to "
				  "show); give another seed", seed);
	tapstate *tap = tap_of(L);
	cw_sandbox_charge(L, GAME_STEPS);
	if (tap->live > 0) {
		lua_gc(L, LUA_GCCOLLECT);	/* the games no longer kept go first */
		if (tap->live >= TEST_GAMES_MAX)
			return luaL_error(L, "game{}: %d games are kept at once, the most a test file may keep (let some go)",
					  tap->live);
	}
	cw_err err;
	testgame *t = lua_newuserdatauv(L, sizeof *t, 0);
	memset(t, 0, sizeof *t);
	luaL_setmetatable(L, TESTGAME_MT);
	tap->live++;
	t->counted = 1;
	t->rt = make_runtime(L, 1, players, &err);
	if (!t->rt)
		return luaL_error(L, "%s", err.msg);
	t->g = cw_runtime_new_game(t->rt, (uint64_t)seed, &err);
	if (!t->g)
		return luaL_error(L, "%s", err.msg);
	cw_rng_seed(&t->bots, cw_rng_derive((uint64_t)seed, 0xB075));
	if (lua_getfield(L, 1, "deck") == LUA_TSTRING) {
		uint32_t n = 0;
		parse_deck(L, lua_tostring(L, -1), &t->deck, &n);
		cw_engine_stack(t->g, t->deck, n);
	}
	lua_pop(L, 1);
	if (cw_engine_start(t->g, &err))
		return luaL_error(L, "%s", err.msg);
	return 1;
}

/* The bonuses of seat in fired[][] as {KEY = count} (keys that fired
** only), then 0 for that seat. [-0, +1, m] */
static void push_bonuses(lua_State *L, cw_runtime *rt, uint32_t (*fired)[CW_MAX_SEATS + 1], int seat)
{
	lua_newtable(L);
	for (int k = 0; k < cw_runtime_bonuses(rt); k++)
		if (fired[k][seat]) {
			lua_pushinteger(L, fired[k][seat]);
			lua_setfield(L, -2, cw_runtime_bonus_key(rt, k));
			fired[k][seat] = 0;
		}
}

/* score_layout and, with bonuses set, layout_bonuses. */
static int score_layout(lua_State *L, int bonuses)
{
	luaL_checkstring(L, 1);
	const char *layout = luaL_checkstring(L, 2);
	lua_settop(L, 3);
	lua_newtable(L);
	lua_pushvalue(L, 1);
	lua_setfield(L, -2, "variant");
	if (lua_istable(L, 3)) {
		lua_pushvalue(L, 3);
		lua_setfield(L, -2, "rules");
	}
	int spec = lua_gettop(L);
	cw_err err;
	cw_runtime *rt = make_runtime(L, spec, 2, &err);
	if (!rt) {
		/* A variant that needs more players: try its minimum. */
		lua_pushnil(L);
		lua_pushstring(L, err.msg);
		return 2;
	}
	int score;
	cw_runtime_bonus_take(rt, NULL);
	int rc = cw_runtime_score_layout(rt, layout, &score, &err);
	if (rc) {
		cw_runtime_free(rt);
		lua_pushnil(L);
		lua_pushstring(L, err.msg);
		return 2;
	}
	if (bonuses) {
		uint32_t fired[CW_RUNTIME_BONUSES][CW_MAX_SEATS + 1];
		if (!cw_runtime_bonus_take(rt, fired))
			memset(fired, 0, sizeof fired);
		push_bonuses(L, rt, fired, 1);
	}
	else
		lua_pushinteger(L, score);
	cw_runtime_free(rt);
	return 1;
}

static int t_score_layout(lua_State *L)
{
	return score_layout(L, 0);
}

static int t_layout_bonuses(lua_State *L)
{
	return score_layout(L, 1);
}

/* ---- the test game object ---- */

static testgame *check_tg(lua_State *L)
{
	return luaL_checkudata(L, 1, TESTGAME_MT);
}

static int tg_gc(lua_State *L)
{
	testgame *t = luaL_checkudata(L, 1, TESTGAME_MT);
	if (t->counted) {
		tap_of(L)->live--;
		t->counted = 0;
	}
	cw_game_free(t->g);
	cw_runtime_free(t->rt);
	free(t->deck);
	t->g = NULL;
	t->rt = NULL;
	t->deck = NULL;
	return 0;
}

/* The seat of t:act(text, seat) and t:try(text, seat): the actor when
** not given. */
static int seat_arg(lua_State *L, testgame *t)
{
	if (lua_isnoneornil(L, 3))
		return t->g->st->actor;
	return int_within(L, 3, -1, 1, t->g->st->nseats, "bad seat");
}

static int tg_try(lua_State *L)
{
	testgame *t = check_tg(L);
	cw_err err;
	const char *text = cw_api_check_text(L, 2);
	if (cw_engine_apply_text_as(t->g, seat_arg(L, t), text, &err)) {
		lua_pushnil(L);
		/* a word the variant has no action for: its words, as the table says them */
		if (!strncmp(err.msg, "unknown action", 14))
			cw_runtime_absent(t->rt, text, err.msg, sizeof err.msg);
		lua_pushstring(L, err.msg);
		return 2;
	}
	lua_pushboolean(L, 1);
	return 1;
}

static int tg_act(lua_State *L)
{
	testgame *t = check_tg(L);
	const char *text = cw_api_check_text(L, 2);
	cw_err err;
	if (cw_engine_apply_text_as(t->g, seat_arg(L, t), text, &err))
		return luaL_error(L, "'%s' failed: %s", text, err.msg);
	return 0;
}

static int tg_legal(lua_State *L)
{
	testgame *t = check_tg(L);
	uint32_t n;
	const cw_action *a = cw_engine_legal(t->g, &n);
	char buf[CW_ACTION_TEXT_MAX];
	lua_createtable(L, (int)n, 0);
	for (uint32_t i = 0; i < n; i++) {
		cw_action_format(t->g->verbs, &a[i], t->g->st->actor, buf, sizeof buf);
		lua_pushstring(L, buf);
		lua_rawseti(L, -2, (lua_Integer)i + 1);
	}
	return 1;
}

static int push_seat_or_nil(lua_State *L, int s)
{
	if (s)
		lua_pushinteger(L, s);
	else
		lua_pushnil(L);
	return 1;
}

static int tg_actor(lua_State *L) { return push_seat_or_nil(L, check_tg(L)->g->st->actor); }
static int tg_turn(lua_State *L) { return push_seat_or_nil(L, check_tg(L)->g->st->turn); }
static int tg_caller(lua_State *L) { return push_seat_or_nil(L, check_tg(L)->g->st->caller); }
static int tg_round(lua_State *L) { lua_pushinteger(L, check_tg(L)->g->st->round); return 1; }
static int tg_over(lua_State *L) { lua_pushboolean(L, check_tg(L)->g->st->status == CW_ST_OVER); return 1; }

static int tg_phase(lua_State *L)
{
	testgame *t = check_tg(L);
	lua_pushstring(L, cw_runtime_phase_name(t->rt, t->g->st->phase));
	return 1;
}

static int check_test_seat(lua_State *L, testgame *t, int arg)
{
	return int_within(L, arg, -1, 1, t->g->st->nseats, "bad seat");
}

static int tg_turns(lua_State *L)
{
	testgame *t = check_tg(L);
	lua_pushinteger(L, t->g->st->turns[check_test_seat(L, t, 2)]);
	return 1;
}

static int tg_score(lua_State *L)
{
	testgame *t = check_tg(L);
	lua_pushinteger(L, t->g->st->score[check_test_seat(L, t, 2)]);
	return 1;
}

static int tg_total(lua_State *L)
{
	testgame *t = check_tg(L);
	lua_pushinteger(L, t->g->st->total[check_test_seat(L, t, 2)]);
	return 1;
}

static int tg_view(lua_State *L)
{
	testgame *t = check_tg(L);
	int seat = check_test_seat(L, t, 2);
	int aid = lua_isnoneornil(L, 3) ? 1 : lua_toboolean(L, 3);
	size_t n = cw_view_text(t->g, seat, aid, NULL, 0) + 1;
	char *buf = malloc(n);
	if (!buf)
		return luaL_error(L, "out of memory");
	cw_view_text(t->g, seat, aid, buf, n);
	lua_pushstring(L, buf);
	free(buf);
	return 1;
}

static int tg_events(lua_State *L)
{
	testgame *t = check_tg(L);
	int seat = lua_isnoneornil(L, 2) ? CW_OMNISCIENT : check_test_seat(L, t, 2);
	char buf[256];
	lua_createtable(L, (int)t->g->nev, 0);
	lua_Integer k = 0;
	for (uint32_t i = 0; i < t->g->nev; i++) {
		if (!cw_knowledge_visible(&t->g->ev[i], seat))
			continue;
		const cw_event *e = &t->g->ev[i];
		if (e->kind == CW_EV_NOTE && e->value == CW_NOTE_TELL && e->from_pos < t->rt->ntells)
			snprintf(buf, sizeof buf, "tell %d %s", e->seat, t->rt->tell_key[e->from_pos]);	/* g:tell's key */
		else
			cw_view_event_text(t->g, e, seat, buf, sizeof buf);
		lua_pushstring(L, buf);
		lua_rawseti(L, -2, ++k);
	}
	return 1;
}

static int tg_check(lua_State *L)
{
	testgame *t = check_tg(L);
	cw_err err;
	if (cw_check(t->g, &err)) {
		lua_pushnil(L);
		lua_pushstring(L, err.msg);
		return 2;
	}
	lua_pushboolean(L, 1);
	return 1;
}

/* t:face(seat, slot): the face in a layout slot, whatever its side ("-" if empty). */
static int tg_face(lua_State *L)
{
	testgame *t = check_tg(L);
	int seat = check_test_seat(L, t, 2);
	cw_card c = cw_state_layout_slot(t->g->st, seat, int_within(L, 3, -1, 1, CW_MAX_CARDS, "bad slot"));
	char buf[8];
	lua_pushstring(L, cw_face_format(c == CW_NOCARD ? CW_FACE_NONE : cw_state_cards(t->g->st)[c].face, buf));
	return 1;
}

static int tg_stock_count(lua_State *L)
{
	lua_pushinteger(L, cw_state_zone_len(check_tg(L)->g->st, CW_STOCK));
	return 1;
}

static int tg_discard_top(lua_State *L)
{
	testgame *t = check_tg(L);
	cw_card c = cw_state_zone_top(t->g->st, CW_DISCARD);
	char buf[8];
	lua_pushstring(L, cw_face_format(c == CW_NOCARD ? CW_FACE_NONE : cw_state_cards(t->g->st)[c].face, buf));
	return 1;
}

/* t:random_move(): applies a uniformly chosen legal action; returns its text. */
static int tg_random_move(lua_State *L)
{
	testgame *t = check_tg(L);
	uint32_t n;
	const cw_action *a = cw_engine_legal(t->g, &n);
	if (n == 0)
		return luaL_error(L, "no legal action");
	cw_action pick = a[cw_rng_below(&t->bots, n)];
	char buf[CW_ACTION_TEXT_MAX];
	cw_action_format(t->g->verbs, &pick, t->g->st->actor, buf, sizeof buf);
	cw_err err;
	if (cw_engine_apply(t->g, &pick, &err))
		return luaL_error(L, "'%s' was legal but failed: %s", buf, err.msg);
	lua_pushstring(L, buf);
	return 1;
}

static int tg_bonuses(lua_State *L)
{
	testgame *t = check_tg(L);
	int seat = check_test_seat(L, t, 2);
	uint32_t fired[CW_RUNTIME_BONUSES][CW_MAX_SEATS + 1];
	if (cw_runtime_bonus_take(t->rt, fired))
		for (int k = 0; k < CW_RUNTIME_BONUSES; k++)
			for (int s = 1; s <= CW_MAX_SEATS; s++)
				t->fired[k][s] += fired[k][s];
	push_bonuses(L, t->rt, t->fired, seat);
	return 1;
}

static int tg_var(lua_State *L)
{
	testgame *t = check_tg(L);
	size_t len;
	const char *name = luaL_checklstring(L, 2, &len);
	/* The game's state is read outside any protected call of its own, so
	** nothing may allocate there: the name is compared with the keys as
	** they are (a lua_getfield would make the name a string of that
	** state, and a name past its memory cap would end the program). */
	lua_State *V = t->rt->sb->L;
	int i = -1;
	lua_rawgeti(V, LUA_REGISTRYINDEX, t->rt->varidx_ref);
	lua_pushnil(V);
	while (lua_next(V, -2)) {
		size_t klen;
		const char *k = lua_type(V, -2) == LUA_TSTRING ? lua_tolstring(V, -2, &klen) : NULL;
		if (i < 0 && k && klen == len && !memcmp(k, name, len) && lua_isinteger(V, -1))
			i = (int)lua_tointeger(V, -1) - 1;
		lua_pop(V, 1);
	}
	lua_pop(V, 1);
	if (i < 0 && len > 64)
		return luaL_error(L, "unknown variable (a name of %d bytes; the variant's are in its vars)", (int)len);
	if (i < 0)
		return luaL_error(L, "unknown variable '%s'", name);
	lua_pushinteger(L, t->g->st->var[i]);
	return 1;
}

/* t:kit_points(): how many hook points the core's kit plays in C. */
static int tg_kit_points(lua_State *L)
{
	lua_pushinteger(L, cw_kit_points(check_tg(L)->rt));
	return 1;
}

static const luaL_Reg tg_methods[] = {
	{ "try", tg_try }, { "act", tg_act }, { "legal", tg_legal }, { "actor", tg_actor },
	{ "turn", tg_turn }, { "caller", tg_caller }, { "round", tg_round }, { "over", tg_over },
	{ "phase", tg_phase }, { "turns", tg_turns }, { "score", tg_score }, { "total", tg_total },
	{ "view", tg_view }, { "events", tg_events }, { "check", tg_check }, { "face", tg_face },
	{ "stock_count", tg_stock_count }, { "discard_top", tg_discard_top },
	{ "random_move", tg_random_move }, { "var", tg_var }, { "bonuses", tg_bonuses },
	{ "kit_points", tg_kit_points },
	{ NULL, NULL }
};

int cw_testapi_run(cw_runtime *rt, const char *file, int (*seed_in_play)(uint64_t seed), cw_err *err)
{
	lua_State *L = rt->sb->L;
	tapstate *tap = lua_newuserdatauv(L, sizeof *tap, 0);
	memset(tap, 0, sizeof *tap);
	int tapidx = lua_gettop(L);

	luaL_newmetatable(L, TESTGAME_MT);
	luaL_newlib(L, tg_methods);
	lua_setfield(L, -2, "__index");
	lua_pushvalue(L, tapidx);
	lua_pushcclosure(L, tg_gc, 1);
	lua_setfield(L, -2, "__gc");
	/* the host's, as every host metatable: getmetatable gives false, so
	** a script can neither call __gc itself (a freed game used after)
	** nor set a finalizer of its own (one that never returns) */
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_pop(L, 1);

	/* The runtime's own config is the one the games get. */
	static testcfg cfg;
	cfg.rt.path = (const char *const *)rt->sb->path;
	cfg.rt.mem_limit = 0;
	cfg.rt.budget = 0;
	cfg.seed_in_play = seed_in_play;

	static const luaL_Reg words[] = {
		{ "plan", t_plan }, { "ok", t_ok }, { "is", t_is }, { "like", t_like },
		{ "diag", t_diag }, { "done", t_done }, { "game", t_game },
		{ "score_layout", t_score_layout }, { "layout_bonuses", t_layout_bonuses }, { NULL, NULL }
	};
	lua_getfield(L, LUA_REGISTRYINDEX, "cw.base");
	for (const luaL_Reg *w = words; w->name; w++) {
		lua_pushvalue(L, tapidx);
		lua_pushlightuserdata(L, &cfg);
		lua_pushcclosure(L, w->func, 2);
		lua_setfield(L, -2, w->name);
	}
	lua_pop(L, 1);
	/* A test file is one long call (its games are runtimes of their own,
	** each with its budgets): the largest of ours runs 3.5e8
	** instructions and 10,000 games (GAME_STEPS each) in 2 minutes; a
	** file that never ends stops at 2^31 (about ten seconds of Lua, or
	** 20,000 games) or after a quarter of an hour. */
	rt->sb->budget = 1L << 31;
	rt->sb->deadline_ms = TEST_FILE_MS;
	int rc = cw_sandbox_require(rt->sb, file, err);
	/* a name the path does not hold (refused before any load) is the
	** user's word, as a missing file is: no test ran, and the caller
	** tells it in one line */
	if (rc == CW_ENOTFOUND) {
		lua_settop(L, tapidx - 1);
		return rc;
	}
	if (rc == CW_OK)
		lua_pop(L, 1);
	else
		printf("not ok %d - %s\n", ++tap->n, err->msg), tap->failed++;
	if (!tap->has_plan && tap->n == 0) {
		/* a file that tests nothing (a variant run as a test, a test
		** file that never calls ok/is/like) is no passing test file */
		printf("not ok 1 - the file ran no test: a test file calls ok, is, like (docs/reference.md); "
		       "a variant is tested by its own FILE_test.lua\n1..1\n");
		tap->failed++;
	} else if (!tap->has_plan)
		printf("1..%d\n", tap->n);
	else if (tap->planned != tap->n && rc == CW_OK) {
		printf("# planned %d tests but ran %d\n", tap->planned, tap->n);
		tap->failed++;
	}
	fflush(stdout);
	lua_settop(L, tapidx - 1);
	return tap->failed ? 1 : 0;
}
