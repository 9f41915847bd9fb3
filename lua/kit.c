/*
** The draw-and-replace kit (core/replace.h) for scripts: the variant's
** `kit` field gives the roles and parameters, and the table cw.kit gives
** the kit's steps as functions. A variant names a step as a hook (legal of
** a phase, an action's apply, setup, score, layout_score, match_over) and
** the runtime runs the C without entering Lua; a script's own hook may
** call the same steps as functions, with the same effect.
**
**   kit = {                  -- or function(opt, nseats, variant) returning it
**     roles = { draw_stock = VERB, draw_discard = VERB, swap = VERB,
**               discard = VERB, pass = VERB, flip = VERB },
**     phases = { draw = PHASE, place = PHASE, open = PHASE },
**     vars = { drawn_from = VAR, last_draw = VAR },
**     seat_vars = { flips = VAR, first = VAR },
**     stock_out = "end" | "reshuffle", call_first_turn = BOOLEAN, call_from_turn = N,
**     skip_rank = 0..13, swap_up = BOOLEAN, all_up = "call" | "end",
**     flips = N, rounds = N, target = N,
**     deal = { slots = N, show = { SLOT... } },
**   }
**
**   cw.kit.legal_draw, legal_place, legal_open       legal[phase](g, seat)
**   cw.kit.draw_stock, draw_discard, swap, discard, call, flip   apply(g, seat, ...)
**   cw.kit.deal, score, match_over                   setup(g), score(g), match_over(g)
**   cw.kit.layout_sum                                layout_score(g, seat)
**   cw.kit.end_turn(g), skip(g, seat), can_draw_stock(g), may_call(g, seat),
**   legal_place_rest(g, seat): the place decision past its swaps and discard
**
** The kit's call is the verb the variant declares with role = "call".
**
** The kit's score sums each layout by the variant's card_value, read once
** per configured game for every face of the deck (twice, to check that it
** is a pure function of the face); a variant whose layout_score is not
** cw.kit.layout_sum has its own layout_score asked per seat instead.
*/
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include "internal.h"
#include "kit.h"
#include "../core/near.h"
#include "kitargs.h"
#include "../core/notation.h"

static cw_runtime *rt_of(lua_State *L)
{
	return lua_touserdata(L, lua_upvalueindex(1));
}

static int raise(lua_State *L, const cw_err *e)
{
	return luaL_error(L, "%s", e->msg);
}

static int check_seat(lua_State *L, cw_game *g, int arg)
{
	lua_Integer s = luaL_checkinteger(L, arg);
	if (s < 1 || s > g->st->nseats)
		luaL_error(L, "bad seat %I (expected 1 to %d)", s, g->st->nseats);
	return (int)s;
}

/* A slot number, checked before it is narrowed (2^32 + 1 is not slot 1). */
static int check_slot(lua_State *L, int arg)
{
	lua_Integer k = luaL_checkinteger(L, arg);
	if (k < 1 || k > CW_LAYOUT_MAX)
		luaL_error(L, "bad slot %I (expected 1 to %d)", k, CW_LAYOUT_MAX);
	return (int)k;
}

static const cw_replace *params(lua_State *L, cw_runtime *rt)
{
	if (!rt->has_kit)
		luaL_error(L, "cw.kit: the variant gives no kit (roles and parameters of the draw-and-replace turn)");
	return &rt->kit;
}

/* The layout score hook point: the variant's own layout_score(g, seat). */
static int lua_layout(void *ud, cw_game *g, int seat, int *out, cw_err *err)
{
	cw_runtime *rt = ud;
	lua_State *L = rt->sb->L;
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->layout_score_ref);
	cw_api_push_game(rt, g);
	lua_pushinteger(L, seat);
	cw_game *saved = rt->cur;
	int saved_mode = rt->mode;
	rt->cur = g;
	rt->mode = CW_MODE_CHANGE;
	int rc = cw_sandbox_call(rt->sb, 2, 1, "layout_score", err);
	rt->cur = saved;
	rt->mode = saved_mode;
	if (rc)
		return rc;
	int32_t v;	/* 32 bits, as `score` says it */
	if (!(rc = cw_runtime_int_answer(rt, rt->layout_score_ref, "layout_score", &v, err)))
		*out = (int)v;
	lua_pop(L, 1);
	return rc;
}

/* The variant's own layout_score, or NULL for the kit's sum. */
static cw_replace_layout_fn layout_fn(const cw_runtime *rt)
{
	int own = !rt->layout_score_kit && rt->layout_score_ref != LUA_REFNIL && rt->layout_score_ref != LUA_NOREF;
	return own ? lua_layout : NULL;
}

static int kit_score(cw_runtime *rt, cw_game *g, cw_err *err)
{
	return cw_replace_score(g, &rt->kit, layout_fn(rt), rt, err);
}

int cw_kit_score_seat(cw_runtime *rt, cw_game *g, int seat, cw_err *err)
{
	return cw_replace_score_seat(g, &rt->kit, layout_fn(rt), rt, seat, err);
}

static const char *const power_names[] = { "peek_own", "peek_other", "peek_any", "swap_own_other", "swap_any", "shuffle",
					   "spy", "trade", NULL };

/* The kit's hook points (kit.hooks): the variant's function(g, seat). */
static int kit_hook(void *ud, cw_game *g, int point, int seat, int *out, cw_err *err)
{
	static const char *const what[] = { "kit.hooks.after_action", "kit.hooks.place_extra", "kit.hooks.round_ends",
					    "kit.hooks.power_kind", "kit.hooks.may_swap", "kit.hooks.may_draw_discard", "kit.hooks.pass" };
	cw_runtime *rt = ud;
	lua_State *L = rt->sb->L;
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->kit_hook_ref[point]);
	cw_api_push_game(rt, g);
	lua_pushinteger(L, seat);
	cw_game *saved = rt->cur;
	int saved_mode = rt->mode;
	const char *saved_what = rt->hook_what;
	rt->cur = g;
	rt->mode = point == CW_REPLACE_HOOK_AFTER_ACTION || point == CW_REPLACE_HOOK_ROUND_ENDS || point == CW_REPLACE_HOOK_PASS ?
		   CW_MODE_CHANGE : CW_MODE_LEGAL;
	rt->hook_what = what[point];
	int rc = cw_sandbox_call(rt->sb, 2, 1, what[point], err);
	rt->cur = saved;
	rt->mode = saved_mode;
	rt->hook_what = saved_what;
	if (rc)
		return rc;
	if (point == CW_REPLACE_HOOK_POWER_KIND) {
		*out = CW_REPLACE_POWER_NONE;
		for (int i = 0; lua_type(L, -1) == LUA_TSTRING && power_names[i]; i++)
			if (!strcmp(lua_tostring(L, -1), power_names[i]))
				*out = i + 1;
		if (*out == CW_REPLACE_POWER_NONE && !lua_isnil(L, -1))
			rc = cw_error_fail(err, CW_ESCRIPT, "%s: kit.hooks.power_kind returned %s, expected a power kind or nil", rt->name,
				     luaL_typename(L, -1));
	} else if (point == CW_REPLACE_HOOK_PLACE_EXTRA || point == CW_REPLACE_HOOK_PASS || lua_isnil(L, -1) ||
		   lua_isboolean(L, -1))
		*out = lua_toboolean(L, -1);	/* place_extra and pass answer nothing */
	else	/* a table or NaN would count as true */
		rc = cw_error_fail(err, CW_ESCRIPT, "%s: %s returned %s, expected true, false or nil", rt->name, what[point],
			     luaL_typename(L, -1));
	lua_pop(L, 1);
	return rc;
}

/* ---- called from Lua ---- */

static int l_legal(lua_State *L, int (*fn)(cw_game *, const cw_replace *, cw_err *))
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_err e;
	if (fn(cw_api_game(L, 0), p, &e))
		return raise(L, &e);
	return 0;
}

static int l_legal_draw(lua_State *L) { return l_legal(L, cw_replace_legal_draw); }
static int l_legal_place(lua_State *L) { return l_legal(L, cw_replace_legal_place); }
static int l_legal_place_rest(lua_State *L) { return l_legal(L, cw_replace_legal_place_rest); }

static int l_apply(lua_State *L, int (*fn)(cw_game *, const cw_replace *, int, cw_err *))
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_game *g = cw_api_game(L, 1);
	cw_err e;
	if (fn(g, p, check_seat(L, g, 2), &e))
		return raise(L, &e);
	return 0;
}

static int l_draw_stock(lua_State *L) { return l_apply(L, cw_replace_draw_stock); }
static int l_draw_discard(lua_State *L) { return l_apply(L, cw_replace_draw_discard); }
static int l_discard(lua_State *L) { return l_apply(L, cw_replace_discard); }
static int l_call(lua_State *L) { return l_apply(L, cw_replace_call); }

static int l_slot(lua_State *L, int (*fn)(cw_game *, const cw_replace *, int, int, cw_err *))
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2);
	int slot = check_slot(L, 3);
	cw_err e;
	if (fn(g, p, seat, slot, &e))
		return raise(L, &e);
	return 0;
}

static int l_swap(lua_State *L) { return l_slot(L, cw_replace_swap); }
static int l_peek(lua_State *L) { return l_slot(L, cw_replace_peek); }
static int l_decline(lua_State *L) { return l_apply(L, cw_replace_decline); }
static int l_legal_point(lua_State *L) { return l_legal(L, cw_replace_legal_point); }
static int l_legal_peek(lua_State *L) { return l_legal(L, cw_replace_legal_peek); }
static int l_legal_match(lua_State *L) { return l_legal(L, cw_replace_legal_match); }

static int l_replace(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2), n = lua_gettop(L) - 2;
	uint8_t arg[CW_ACTION_ARGS];
	if (n < 1 || n > CW_ACTION_ARGS)
		return luaL_error(L, "cw.kit.replace(g, seat, SLOT, ...): expected 1 to %d slots", CW_ACTION_ARGS);
	for (int i = 0; i < n; i++)
		arg[i] = (uint8_t)check_slot(L, 3 + i);
	cw_err e;
	if (cw_replace_replace(g, p, seat, arg, n, &e))
		return raise(L, &e);
	return 0;
}

static int l_match(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2), n = lua_gettop(L) - 2;
	uint8_t arg[CW_ACTION_ARGS];
	if (n < 2 || n % 2 || n > CW_ACTION_ARGS)
		return luaL_error(L, "cw.kit.match(g, seat, SEAT, SLOT, ...): expected 1 to %d targets", CW_ACTION_ARGS / 2);
	for (int i = 0; i < n; i++)
		arg[i] = (uint8_t)(i % 2 ? check_slot(L, 3 + i) : check_seat(L, g, 3 + i));
	cw_err e;
	if (cw_replace_match(g, p, seat, arg, n / 2, &e))
		return raise(L, &e);
	return 0;
}

/* A target argument: seat then slot. */
static int target_arg(lua_State *L, cw_game *g, int arg, int *seat, int *slot)
{
	*seat = check_seat(L, g, arg);
	*slot = check_slot(L, arg + 1);
	return 0;
}

static int l_power_peek(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2), ts, tk;
	target_arg(L, g, 3, &ts, &tk);
	cw_err e;
	if (cw_replace_power_peek(g, p, seat, ts, tk, &e))
		return raise(L, &e);
	return 0;
}

static int l_power_swap(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2), sa, ka, sb, kb;
	target_arg(L, g, 3, &sa, &ka);
	target_arg(L, g, 5, &sb, &kb);
	cw_err e;
	if (cw_replace_power_swap(g, p, seat, sa, ka, sb, kb, &e))
		return raise(L, &e);
	return 0;
}

static int l_power_shuffle(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2);
	cw_err e;
	if (cw_replace_power_shuffle(g, p, seat, check_seat(L, g, 3), &e))
		return raise(L, &e);
	return 0;
}

static int l_finish(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_game *g = cw_api_game(L, 1);
	cw_err e;
	if (cw_replace_finish(g, p, check_seat(L, g, 2), &e))
		return raise(L, &e);
	return 0;
}
static int l_flip(lua_State *L) { return l_slot(L, cw_replace_flip); }
static int l_legal_open(lua_State *L) { return l_legal(L, cw_replace_legal_open); }

static int l_end_turn(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_err e;
	if (cw_replace_end_turn(cw_api_game(L, 1), p, &e))
		return raise(L, &e);
	return 0;
}

static int l_skip(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_game *g = cw_api_game(L, 1);
	cw_replace_skip(g, p, check_seat(L, g, 2));
	return 0;
}

static int l_can_draw_stock(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	lua_pushboolean(L, cw_replace_can_draw_stock(cw_api_game(L, 0), p));
	return 1;
}

static int l_may_call(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_game *g = cw_api_game(L, 0);
	lua_pushboolean(L, cw_replace_may_call(g, p, check_seat(L, g, 2)));
	return 1;
}

static int l_match_over(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	lua_pushboolean(L, cw_replace_match_over(cw_api_game(L, 0), p));
	return 1;
}

static int l_deal(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_err e;
	if (cw_replace_deal(cw_api_game(L, 1), p, &e))
		return raise(L, &e);
	return 0;
}

static int l_score(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	params(L, rt);
	cw_err e;
	if (kit_score(rt, cw_api_game(L, 1), &e))
		return raise(L, &e);
	return 0;
}

static int l_layout_sum(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const cw_replace *p = params(L, rt);
	cw_game *g = cw_api_game(L, 0);
	lua_pushinteger(L, cw_replace_layout_sum(g, p, check_seat(L, g, 2)));
	return 1;
}

static const struct step {
	const char *name;
	lua_CFunction fn;	/* what Lua calls */
	int id;			/* what the runtime runs directly; 0 for helpers */
} steps[] = {
	{ "legal_draw", l_legal_draw, CW_KIT_LEGAL_DRAW },
	{ "legal_place", l_legal_place, CW_KIT_LEGAL_PLACE },
	{ "legal_open", l_legal_open, CW_KIT_LEGAL_OPEN },
	{ "flip", l_flip, CW_KIT_FLIP },
	{ "draw_stock", l_draw_stock, CW_KIT_DRAW_STOCK },
	{ "draw_discard", l_draw_discard, CW_KIT_DRAW_DISCARD },
	{ "swap", l_swap, CW_KIT_SWAP },
	{ "discard", l_discard, CW_KIT_DISCARD },
	{ "call", l_call, CW_KIT_CALL },
	{ "deal", l_deal, CW_KIT_DEAL },
	{ "score", l_score, CW_KIT_SCORE },
	{ "match_over", l_match_over, CW_KIT_MATCH_OVER },
	{ "layout_sum", l_layout_sum, CW_KIT_LAYOUT_SUM },
	{ "legal_point", l_legal_point, CW_KIT_LEGAL_POINT },
	{ "decline", l_decline, CW_KIT_DECLINE },
	{ "legal_peek", l_legal_peek, CW_KIT_LEGAL_PEEK },
	{ "legal_match", l_legal_match, CW_KIT_LEGAL_MATCH },
	{ "match", l_match, CW_KIT_MATCH },
	{ "replace", l_replace, CW_KIT_REPLACE },
	{ "peek", l_peek, CW_KIT_PEEK },
	{ "power_peek", l_power_peek, CW_KIT_POWER_PEEK },
	{ "power_swap", l_power_swap, CW_KIT_POWER_SWAP },
	{ "power_shuffle", l_power_shuffle, CW_KIT_POWER_SHUFFLE },
	{ "legal_place_rest", l_legal_place_rest, 0 },
	{ "finish", l_finish, 0 },
	{ "end_turn", l_end_turn, 0 },
	{ "skip", l_skip, 0 },
	{ "can_draw_stock", l_can_draw_stock, 0 },
	{ "may_call", l_may_call, 0 },
	{ NULL, NULL, 0 }
};

void cw_kit_open(cw_runtime *rt)
{
	lua_State *L = rt->sb->L;
	cw_sandbox_push_cw(rt->sb);
	lua_newtable(L);
	for (const struct step *b = steps; b->name; b++) {
		lua_pushlightuserdata(L, rt);
		lua_pushcclosure(L, b->fn, 1);
		lua_setfield(L, -2, b->name);
	}
	cw_sandbox_read_only(L);
	lua_setfield(L, -2, "kit");
	lua_pop(L, 1);
}

/* ---- bound as hooks ---- */

int cw_kit_of(cw_runtime *rt, int idx)
{
	lua_CFunction fn = cw_kitargs_step(rt, idx);
	for (const struct step *b = steps; fn && b->name; b++)
		if (b->fn == fn)
			return b->id;
	return 0;
}

int cw_kit_run(cw_runtime *rt, int id, cw_game *g, const cw_action *a, int *result, cw_err *err)
{
	const cw_replace *p = &rt->kit;
	int seat = g->st->actor;
	switch (id) {
	case CW_KIT_LEGAL_DRAW: return cw_replace_legal_draw(g, p, err);
	case CW_KIT_LEGAL_PLACE: return cw_replace_legal_place(g, p, err);
	case CW_KIT_DRAW_STOCK: return cw_replace_draw_stock(g, p, seat, err);
	case CW_KIT_DRAW_DISCARD: return cw_replace_draw_discard(g, p, seat, err);
	case CW_KIT_SWAP: return cw_replace_swap(g, p, seat, a->arg[0], err);
	case CW_KIT_DISCARD: return cw_replace_discard(g, p, seat, err);
	case CW_KIT_CALL: return cw_replace_call(g, p, seat, err);
	case CW_KIT_LEGAL_OPEN: return cw_replace_legal_open(g, p, err);
	case CW_KIT_FLIP: return cw_replace_flip(g, p, seat, a->arg[0], err);
	case CW_KIT_DEAL: return cw_replace_deal(g, p, err);
	case CW_KIT_LEGAL_POINT: return cw_replace_legal_point(g, p, err);
	case CW_KIT_DECLINE: return cw_replace_decline(g, p, seat, err);
	case CW_KIT_LEGAL_PEEK: return cw_replace_legal_peek(g, p, err);
	case CW_KIT_LEGAL_MATCH: return cw_replace_legal_match(g, p, err);
	case CW_KIT_MATCH: return cw_replace_match(g, p, seat, a->arg, a->nargs / 2, err);
	case CW_KIT_REPLACE: return cw_replace_replace(g, p, seat, a->arg, a->nargs, err);
	case CW_KIT_PEEK: return cw_replace_peek(g, p, seat, a->arg[0], err);
	case CW_KIT_POWER_PEEK: return cw_replace_power_peek(g, p, seat, a->arg[0], a->arg[1], err);
	case CW_KIT_POWER_SWAP: return cw_replace_power_swap(g, p, seat, a->arg[0], a->arg[1], a->arg[2], a->arg[3], err);
	case CW_KIT_POWER_SHUFFLE: return cw_replace_power_shuffle(g, p, seat, a->arg[0], err);
	case CW_KIT_SCORE: return kit_score(rt, g, err);
	case CW_KIT_MATCH_OVER:
		*result = cw_replace_match_over(g, p);
		return CW_OK;
	}
	return cw_error_fail(err, CW_ESTATE, "unknown kit step %d", id);
}

/* ---- the roles and parameters, once per configured game ---- */

/* Where a kit error points: the file of the kit function, else the variant. */
typedef struct where {
	char src[160];
	cw_err *err;
} where;

/* The first action that declares role `bit` (-1: none); *other the
** second (-1: none). */
static int role_verb(const cw_runtime *rt, unsigned bit, int *other)
{
	int first = -1;
	*other = -1;
	for (int v = 0; v < rt->verbs.n && *other < 0; v++)
		if (rt->verbs.v[v].roles & bit) {
			if (first < 0)
				first = v;
			else
				*other = v;
		}
	return first;
}

static int bad(where *w, const char *field, const char *fmt, const char *arg)
{
	char what[700];
	snprintf(what, sizeof what, fmt, arg);
	return cw_error_fail(w->err, CW_ESCRIPT, "%s: kit.%s: %s", w->src, field, what);
}

/* The names of the table at ref (name -> index + 1) in index order, for
** "expected one of ...". */
static void names_of(lua_State *L, int ref, char *buf, size_t n)
{
	size_t len = 0;
	buf[0] = 0;
	lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
	int t = lua_gettop(L);
	for (lua_Integer i = 1; i <= 64; i++) {
		lua_pushnil(L);
		while (lua_next(L, t)) {
			if (lua_type(L, -2) == LUA_TSTRING && lua_tointeger(L, -1) == i && len + 4 < n) {
				int k = snprintf(buf + len, n - len, "%s'%s'", len ? ", " : "", lua_tostring(L, -2));
				len = k < 0 || (size_t)k >= n - len ? n - 1 : len + (size_t)k;
			}
			lua_pop(L, 1);
		}
	}
	lua_pop(L, 1);
}

/* Reads the names in the subtable `group` of the kit table at t
** (kitargs.h): each of the keys gives an index in the variant's table at
** ref (verbs, phases, variables) into out; the roles' verbs take their
** roles. */
static int read_group(cw_runtime *rt, int t, const char *group, const char *const *keys, int *const *out,
		      int ref, const char *kind, where *w)
{
	char field[140], names[300], msg[500];
	cw_kitargs_fault f;
	int rc = cw_kitargs_group(rt, t, group, keys, out, ref, group[0] == 'r', &f);
	snprintf(field, sizeof field, "%s.%s", group, f.key);
	switch (rc) {
	case CW_KITARGS_OK:
		return CW_OK;
	case CW_KITARGS_NOT_TABLE:
		return bad(w, group, "expected a table of %s names", kind);
	case CW_KITARGS_UNKNOWN: {
		/* the keys the kit knows in this group, in its own order */
		size_t len = 0;
		for (int i = 0; keys[i] && len < sizeof names; i++)
			len += (size_t)snprintf(names + len, sizeof names - len, "%s%s", i ? ", " : "", keys[i]);
		snprintf(msg, sizeof msg, "unknown %s of the kit, expected one of %s%s", group[0] == 'r' ? "role" :
			 group[0] == 'p' ? "phase" : "variable", names,
			 group[0] == 'r' ? " (the call is the action with role = \"call\")" : "");
		return bad(w, field, "%s", msg);
	}
	case CW_KITARGS_NOT_NAME:
		return bad(w, field, "expected the name of a %s", kind);
	default:
		names_of(rt->sb->L, ref, names, sizeof names);
		snprintf(msg, sizeof msg, "'%s' is not a declared %s (expected one of %s)", f.name, kind, names);
		return bad(w, field, "%s", msg);
	}
}

/* Field k of table t, named `name` in an error (a nested table's field
** is named by its path). */
static int read_int_as(lua_State *L, int t, const char *k, const char *name, int lo, int hi, int *out,
		       const char *expect, where *w)
{
	int ty = lua_getfield(L, t, k);
	if (ty == LUA_TNIL) {
		lua_pop(L, 1);
		return CW_OK;
	}
	lua_Integer v = lua_tointeger(L, -1);
	int ok = lua_isinteger(L, -1) && v >= lo && v <= hi;
	lua_pop(L, 1);
	if (!ok)
		return bad(w, name, "expected %s", expect);
	*out = (int)v;
	return CW_OK;
}

static int read_int(lua_State *L, int t, const char *k, int lo, int hi, int *out, const char *expect, where *w)
{
	return read_int_as(L, t, k, k, lo, hi, out, expect, w);
}

static int read_deal(lua_State *L, int t, cw_replace *p, where *w)
{
	if (lua_getfield(L, t, "deal") == LUA_TNIL)
		return lua_pop(L, 1), CW_OK;
	if (!lua_istable(L, -1))
		return lua_pop(L, 1), bad(w, "deal", "expected a table {slots = N, show = {SLOT...}}%s", "");
	int d = lua_gettop(L), rc;
	static const char *const known[] = { "slots", "show", NULL };
	cw_kitargs_fault f;
	if (!cw_kitargs_known(L, d, known, &f)) {
		char field[80];
		snprintf(field, sizeof field, "deal.%.40s", f.key);
		return lua_settop(L, d - 1), bad(w, field, "unknown field, expected slots or show%s", "");
	}
	if ((rc = read_int_as(L, d, "slots", "deal.slots", 1, 64, &p->slots, "1 to 64 slots", w)))
		return lua_settop(L, d - 1), rc;
	int ty = lua_getfield(L, d, "show");
	if (ty == LUA_TTABLE) {
		int n = (int)lua_rawlen(L, -1);
		if (n > CW_REPLACE_SHOW_MAX)
			return lua_settop(L, d - 1), bad(w, "deal.show", "expected at most 16 slots%s", "");
		for (int i = 0; i < n; i++) {
			lua_rawgeti(L, -1, i + 1);
			lua_Integer k = lua_tointeger(L, -1);
			int ok = lua_isinteger(L, -1) && k >= 1 && k <= p->slots;
			lua_pop(L, 1);
			if (!ok) {
				char msg[80];
				snprintf(msg, sizeof msg, "a slot 1 to %d (deal.slots), got item %d", p->slots, i + 1);
				return lua_settop(L, d - 1), bad(w, "deal.show", "expected %s", msg);
			}
			p->show[i] = (uint8_t)k;
		}
		p->nshow = n;
	} else if (ty != LUA_TNIL)
		return lua_settop(L, d - 1), bad(w, "deal.show", "expected a list of slots%s", "");
	lua_settop(L, d - 1);
	return CW_OK;
}

/* The variant's card_value of every face of the deck, read twice. */
static int tabulate(cw_runtime *rt, where *w)
{
	char tok[8];
	for (int f = 0; f < CW_REPLACE_FACES; f++) {
		int a, b;
		if (f == CW_JOKER ? rt->jokers == 0 : !cw_face_valid((cw_face)f)) {
			rt->kit.value[f] = 0;
			continue;
		}
		if (cw_runtime_face_value(rt, (cw_face)f, &a, w->err) || cw_runtime_face_value(rt, (cw_face)f, &b, w->err))
			return w->err->code;
		if (a != b) {
			cw_face_format((cw_face)f, tok);
			return cw_error_fail(w->err, CW_ESCRIPT, "%s: card_value gives %s %d, then %d: the kit's score needs the same value every time",
				       rt->name, tok, a, b);
		}
		rt->kit.value[f] = a;
	}
	return CW_OK;
}

int cw_kit_points(const cw_runtime *rt)
{
	int n = !!rt->setup_bi + !!rt->score_bi + !!rt->match_over_bi + !!rt->layout_score_kit;
	for (int i = 0; i < rt->nphases; i++)
		n += !!rt->legal_bi[i];
	for (int v = 0; v < rt->verbs.n; v++)
		n += !!rt->apply_bi[v];
	return n;
}

static int read_bool(lua_State *L, int t, const char *k, int *out, where *w)
{
	int ty = lua_getfield(L, t, k);
	if (ty != LUA_TNIL && ty != LUA_TBOOLEAN)
		return lua_pop(L, 1), bad(w, k, "expected true or false%s", "");
	if (ty != LUA_TNIL)
		*out = lua_toboolean(L, -1);
	lua_pop(L, 1);
	return CW_OK;
}

/* One of the words, as its index into *out (1-based; 0 when absent). */
static int read_word(lua_State *L, int t, const char *k, const char *const *words, int *out, const char *expect, where *w)
{
	int ty = lua_getfield(L, t, k);
	if (ty == LUA_TNIL)
		return lua_pop(L, 1), CW_OK;
	for (int i = 0; ty == LUA_TSTRING && words[i]; i++)
		if (!strcmp(lua_tostring(L, -1), words[i])) {
			*out = i + 1;
			lua_pop(L, 1);
			return CW_OK;
		}
	lua_pop(L, 1);
	return bad(w, k, "expected %s", expect);
}

/* A list of ranks 0 (the joker) to 13 as a bit per rank. */
static int read_ranks(lua_State *L, int t, const char *k, uint16_t *out, where *w)
{
	int ty = lua_getfield(L, t, k);
	*out = 0;
	if (ty == LUA_TNIL)
		return lua_pop(L, 1), CW_OK;
	if (ty != LUA_TTABLE)
		return lua_pop(L, 1), bad(w, k, "expected a list of ranks 0 to 13%s", "");
	int n = (int)lua_rawlen(L, -1);
	for (int i = 1; i <= n; i++) {
		lua_rawgeti(L, -1, i);
		lua_Integer r = lua_tointeger(L, -1);
		int ok = lua_isinteger(L, -1) && r >= 0 && r <= 13;
		lua_pop(L, 1);
		if (!ok)
			return lua_pop(L, 1), bad(w, k, "expected a list of ranks 0 to 13%s", "");
		*out = (uint16_t)(*out | (1u << r));
	}
	lua_pop(L, 1);
	return CW_OK;
}

/* Names of variables as their indices. */
static int read_vars(cw_runtime *rt, int t, const char *k, int ref, uint8_t *out, uint8_t *n, where *w)
{
	lua_State *L = rt->sb->L;
	int ty = lua_getfield(L, t, k);
	*n = 0;
	if (ty == LUA_TNIL)
		return lua_pop(L, 1), CW_OK;
	if (ty != LUA_TTABLE || lua_rawlen(L, -1) > 16)
		return lua_pop(L, 1), bad(w, k, "expected a list of at most 16 variable names%s", "");
	int list = lua_gettop(L), len = (int)lua_rawlen(L, -1);
	for (int i = 1; i <= len; i++) {
		lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
		lua_rawgeti(L, list, i);
		int named = lua_type(L, -1) == LUA_TSTRING;
		lua_rawget(L, -2);
		int idx = named && lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) - 1 : -1;
		lua_pop(L, 2);
		if (idx < 0) {
			char item[64];
			snprintf(item, sizeof item, "%d", i);
			return lua_settop(L, list - 1), bad(w, k, "item %s is not the name of a declared variable", item);
		}
		out[(*n)++] = (uint8_t)idx;
	}
	lua_settop(L, list - 1);
	return CW_OK;
}

static const char *const hook_words[] = { "after_action", "place_extra", "round_ends", "power_kind", "may_swap",
					  "may_draw_discard", "pass", NULL };

/* powers = {[RANK] = KIND}, hooks = {POINT = function}. */
static int read_powers(cw_runtime *rt, int t, where *w)
{
	lua_State *L = rt->sb->L;
	cw_replace *p = &rt->kit;
	int ty = lua_getfield(L, t, "powers");
	if (ty == LUA_TTABLE) {
		lua_pushnil(L);
		while (lua_next(L, -2)) {
			lua_Integer r = lua_tointeger(L, -2);
			int ok = lua_isinteger(L, -2) && r >= 0 && r <= 13, kind = 0;
			for (int i = 0; ok && lua_type(L, -1) == LUA_TSTRING && power_names[i]; i++)
				if (!strcmp(lua_tostring(L, -1), power_names[i]))
					kind = i + 1;
			if (!ok || !kind) {
				/* which entry, and the kind it was nearest */
				char entry[160], near[80] = "";
				const char *v = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
				for (int i = 0; v && power_names[i] && !near[0]; i++)
					if (cw_near(v, power_names[i]))
						snprintf(near, sizeof near, " (did you mean '%s'?)", power_names[i]);
				if (!ok && lua_isinteger(L, -2))
					snprintf(entry, sizeof entry, "rank %lld is not a rank 0 to 13", (long long)r);
				else if (!ok)
					snprintf(entry, sizeof entry, "a key of type %s, not a rank", luaL_typename(L, -2));
				else if (v)
					snprintf(entry, sizeof entry, "[%lld] = '%.40s' is no power%s", (long long)r, v, near);
				else
					snprintf(entry, sizeof entry, "[%lld] is a %s, not a power's name", (long long)r,
						 luaL_typename(L, -1));
				lua_pop(L, 3);
				char msg[400];
				snprintf(msg, sizeof msg, "%s; expected {[RANK 0 to 13] = peek_own | peek_other | peek_any | "
					 "swap_own_other | swap_any | shuffle | spy | trade}", entry);
				return bad(w, "powers", "%s", msg);
			}
			lua_pop(L, 1);
			p->power[r] = (uint8_t)kind;
			p->any_power = 1;
		}
	} else if (ty != LUA_TNIL)
		return lua_pop(L, 1), bad(w, "powers", "expected a table {[RANK] = KIND}%s", "");
	lua_pop(L, 1);
	ty = lua_getfield(L, t, "hooks");
	if (ty == LUA_TTABLE) {
		lua_pushnil(L);
		while (lua_next(L, -2)) {
			int point = -1;
			for (int i = 0; lua_type(L, -2) == LUA_TSTRING && hook_words[i]; i++)
				if (!strcmp(lua_tostring(L, -2), hook_words[i]))
					point = i;
			if (point < 0 || !lua_isfunction(L, -1))
				return lua_pop(L, 3), bad(w, "hooks", "expected {POINT = function} with POINT one of %s",
							  "after_action, place_extra, round_ends, power_kind, may_swap, may_draw_discard, pass");
			rt->kit_hook_ref[point] = luaL_ref(L, LUA_REGISTRYINDEX);
			p->hooks |= 1u << point;
		}
	} else if (ty != LUA_TNIL)
		return lua_pop(L, 1), bad(w, "hooks", "expected a table {POINT = function}%s", "");
	lua_pop(L, 1);
	if (p->hooks) {
		p->hook = kit_hook;
		p->hook_ud = rt;
	}
	return CW_OK;
}

static int read_params(cw_runtime *rt, int t, where *w)
{
	lua_State *L = rt->sb->L;
	cw_replace *p = &rt->kit;
	static const char *const empty[] = { "ends", "calls", NULL };
	static const char *const restock[] = { "mark", "clear", NULL };
	int rc;
	if ((rc = read_bool(L, t, "up_card", &p->up_card, w)) || (rc = read_bool(L, t, "call_before_draw", &p->call_before_draw, w)) ||
	    (rc = read_bool(L, t, "call_after_draw", &p->call_after_draw, w)) || (rc = read_bool(L, t, "call_ends_turn", &p->call_ends_turn, w)) ||
	    (rc = read_bool(L, t, "caller_extra_turn", &p->caller_extra_turn, w)) ||
	    (rc = read_bool(L, t, "protect_caller", &p->protect_caller, w)) ||
	    (rc = read_bool(L, t, "swap_same_layout", &p->swap_same_layout, w)) || (rc = read_bool(L, t, "dry_ends", &p->dry_ends, w)) ||
	    (rc = read_bool(L, t, "power_from_discard", &p->power_from_discard, w)) ||
	    (rc = read_bool(L, t, "discard_needs_card", &p->discard_needs_card, w)) ||
	    (rc = read_bool(L, t, "rounds_first", &p->rounds_first, w)) || (rc = read_bool(L, t, "tie_plays_on", &p->tie_plays_on, w)) ||
	    (rc = read_bool(L, t, "snapped_no_power", &p->snapped_no_power, w)) ||
	    (rc = read_bool(L, t, "match_from_discard", &p->match_from_discard, w)) ||
	    (rc = read_bool(L, t, "match_open", &p->match_open, w)) || (rc = read_bool(L, t, "match_needs_card", &p->match_needs_card, w)) ||
	    (rc = read_bool(L, t, "replace_from_discard", &p->replace_from_discard, w)) ||
	    (rc = read_bool(L, t, "trade_optional", &p->trade_optional, w)) ||
	    (rc = read_bool(L, t, "jokers_equal", &p->jokers_equal, w)) ||
	    (rc = read_int(L, t, "peeks", 0, 64, &p->peeks, "a number of cards, 0 for none", w)) ||
	    (rc = read_int(L, t, "restock_mark", 0, 255, &p->restock_mark, "flag bits 0 to 255", w)) ||
	    (rc = read_int(L, t, "spent_mask", 0, 255, &p->spent_mask, "flag bits 0 to 255", w)) ||
	    (rc = read_int(L, t, "used_flag", 0, 255, &p->used_flag, "flag bits 0 to 255", w)) ||
	    (rc = read_int(L, t, "named_flag", 0, 255, &p->named_flag, "flag bits 0 to 255", w)) ||
	    (rc = read_word(L, t, "empty", empty, &p->empty, "\"ends\" or \"calls\"", w)) ||
	    (rc = read_word(L, t, "restock", restock, &p->restock_flags, "\"mark\" or \"clear\"", w)) ||
	    (rc = read_ranks(L, t, "no_swap_ranks", &p->no_swap_ranks, w)) ||
	    (rc = read_ranks(L, t, "no_take_ranks", &p->no_take_ranks, w)) ||
	    (rc = read_vars(rt, t, "reset", rt->varidx_ref, p->reset, &p->nreset, w)) ||
	    (rc = read_vars(rt, t, "reset_seat", rt->seatvaridx_ref, p->reset_seat, &p->nreset_seat, w)) ||
	    (rc = read_vars(rt, t, "give_seats", rt->varidx_ref, p->give_seat, &p->ngive, w)))
		return rc;
	uint8_t nslots = 0;
	if ((rc = read_vars(rt, t, "give_slots", rt->varidx_ref, p->give_slot, &nslots, w)))
		return rc;
	if (nslots != p->ngive)
		return bad(w, "give_slots", "expected as many variables as give_seats%s", "");
	return CW_OK;
}

/* tells = {miss = KEY, replace_failed = KEY}: which of the variant's
** tells (g:tell) the kit's match and replace tell. */
static int read_tells(cw_runtime *rt, int t, where *w)
{
	lua_State *L = rt->sb->L;
	cw_replace *p = &rt->kit;
	static const char *const keys[] = { "miss", "replace_failed", "emptied", "emptied_call", "leads", NULL };
	int *const out[] = { &p->tell_miss, &p->tell_replace_failed, &p->tell_emptied, &p->tell_emptied_call, &p->tell_leads };
	int ty = lua_getfield(L, t, "tells");
	if (ty == LUA_TNIL)
		return lua_pop(L, 1), CW_OK;
	if (ty != LUA_TTABLE)
		return lua_pop(L, 1), bad(w, "tells", "expected a table {miss = KEY, replace_failed = KEY, ...}%s", "");
	int tt = lua_gettop(L);
	lua_pushnil(L);
	while (lua_next(L, tt)) {
		int which = -1, idx = -1;
		for (int i = 0; lua_type(L, -2) == LUA_TSTRING && keys[i]; i++)
			if (!strcmp(lua_tostring(L, -2), keys[i]))
				which = i;
		char field[48];
		snprintf(field, sizeof field, "tells.%.24s", lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?");
		if (lua_type(L, -1) == LUA_TSTRING) {
			size_t len;
			const char *key = lua_tolstring(L, -1, &len);
			idx = cw_runtime_tell_index(rt, key, len);
		}
		lua_pop(L, 1);
		if (which < 0)
			return lua_settop(L, tt - 1), bad(w, field, "unknown field, expected miss, replace_failed, emptied, emptied_call or leads%s", "");
		if (idx < 0)
			return lua_settop(L, tt - 1), bad(w, field, "expected a key of the variant's tells%s", "");
		*out[which] = idx;
	}
	lua_settop(L, tt - 1);
	return CW_OK;
}

/* rules = {no_take_ranks = "CUM-T2", ...}: the rule a refusal by each
** parameter names after its reason. */
static int read_rules(cw_runtime *rt, int t, where *w)
{
	lua_State *L = rt->sb->L;
	cw_replace *p = &rt->kit;
	static const char *const keys[] = { "no_take_ranks", "no_swap_ranks", "discard_needs_card", "call_first_turn",
					    "call_from_turn", "from_discard", "spent", "discard_power", "restocked", "snapped",
					    "named", NULL };
	int ty = lua_getfield(L, t, "rules");
	if (ty == LUA_TNIL)
		return lua_pop(L, 1), CW_OK;
	if (ty != LUA_TTABLE)
		return lua_pop(L, 1), bad(w, "rules", "expected a table {no_take_ranks = \"CUM-T2\", ...}%s", "");
	int tt = lua_gettop(L);
	lua_pushnil(L);
	while (lua_next(L, tt)) {
		int which = -1;
		for (int i = 0; lua_type(L, -2) == LUA_TSTRING && keys[i]; i++)
			if (!strcmp(lua_tostring(L, -2), keys[i]))
				which = i;
		char field[48];
		snprintf(field, sizeof field, "rules.%.24s", lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?");
		char id[sizeof p->rule[0]];
		int ok = cw_kitargs_rule_id(L, -1, id, sizeof id);
		lua_pop(L, 1);
		if (which < 0)
			return lua_settop(L, tt - 1), bad(w, field, "unknown field, expected no_take_ranks, no_swap_ranks, "
							  "discard_needs_card, call_first_turn, call_from_turn, from_discard, spent, discard_power, "
							  "restocked, snapped or named%s", "");
		if (!ok)
			return lua_settop(L, tt - 1), bad(w, field, "expected a rule id of letters, digits, '-', ',' and spaces, up to 23 "
							  "characters, as in \"CUM-T2\"%s", "");
		memcpy(p->rule[which], id, sizeof id);
	}
	lua_settop(L, tt - 1);
	return CW_OK;
}

static int read_kit(cw_runtime *rt, int t, where *w)
{
	lua_State *L = rt->sb->L;
	cw_replace *p = &rt->kit;
	static const char *const fields[] = { "roles", "phases", "vars", "seat_vars", "stock_out", "call_first_turn", "call_from_turn",
					      "skip_rank", "swap_up", "all_up", "flips", "rounds", "target", "deal",
					      "up_card", "peeks", "call_before_draw", "call_after_draw", "call_ends_turn",
					      "caller_extra_turn", "protect_caller", "swap_same_layout", "dry_ends", "empty",
					      "restock", "restock_mark", "spent_mask", "used_flag", "named_flag", "power_from_discard",
					      "discard_needs_card", "no_swap_ranks", "no_take_ranks", "powers", "reset",
					      "reset_seat", "rounds_first", "tie_plays_on", "hooks", "snapped_no_power",
					      "match_from_discard", "match_open", "match_needs_card", "replace_from_discard",
					      "trade_optional", "give_seats", "give_slots", "jokers_equal", "tells", "rules", NULL };
	static const char *const roles[] = { "draw_stock", "draw_discard", "swap", "discard", "pass", "flip", "decline",
					     "peek", "power_peek", "power_swap", "power_shuffle", "power_spy", "power_trade",
					     "match", "replace", NULL };
	static const char *const phases[] = { "draw", "place", "open", "peek", "point", "give", "matching", NULL };
	static const char *const vars[] = { "drawn_from", "last_draw", "power_used", "extra_done", "peeks_each", "lead",
					    "snapped", "misses", "give_n", "give_i", "one_by_one", NULL };
	static const char *const seat_vars[] = { "flips", "first", "peeks", NULL };
	int *const role_out[] = { &p->verb_draw_stock, &p->verb_draw_discard, &p->verb_swap, &p->verb_discard,
				  &p->verb_pass, &p->verb_flip, &p->verb_decline, &p->verb_peek, &p->verb_power_peek,
				  &p->verb_power_swap, &p->verb_power_shuffle, &p->verb_power_spy, &p->verb_power_trade,
				  &p->verb_match, &p->verb_replace };
	int *const phase_out[] = { &p->phase_draw, &p->phase_place, &p->phase_open, &p->phase_peek, &p->phase_point,
				   &p->phase_give, &p->phase_matching };
	int *const var_out[] = { &p->var_drawn_from, &p->var_last_draw, &p->var_power_used, &p->var_extra_done,
				 &p->var_peeks_each, &p->var_lead, &p->var_snapped, &p->var_misses, &p->var_give_n,
				 &p->var_give_i, &p->var_one_by_one };
	int *const seatvar_out[] = { &p->seatvar_flips, &p->seatvar_first, &p->seatvar_peeks };
	int rc;
	cw_kitargs_fault f;
	if (!cw_kitargs_known(L, t, fields, &f)) {
		/* the nearest field, as a misspelt option is told; the whole
		** list is longer than a line (docs/reference.md has it) */
		const char *best = NULL;
		for (int k = 0; fields[k]; k++)
			if (cw_near(f.key, fields[k]) && (!best || cw_near_distance(f.key, fields[k]) < cw_near_distance(f.key, best)))
				best = fields[k];
		if (best)
			return bad(w, f.key, "unknown field (did you mean '%s'?)", best);
		return bad(w, f.key, "unknown field: not one of the kit's parameters (roles, phases, vars, stock_out, "
			   "call_first_turn, powers, hooks, ...: docs/reference.md, variant.kit)%s", "");
	}
	if ((rc = read_group(rt, t, "roles", roles, role_out, rt->verbidx_ref, "action", w)) ||
	    (rc = read_group(rt, t, "phases", phases, phase_out, rt->phaseidx_ref, "phase", w)) ||
	    (rc = read_group(rt, t, "vars", vars, var_out, rt->varidx_ref, "variable", w)) ||
	    (rc = read_group(rt, t, "seat_vars", seat_vars, seatvar_out, rt->seatvaridx_ref, "seat variable", w)))
		return rc;
	int ty = lua_getfield(L, t, "stock_out");
	const char *so = ty == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
	int so_ok = ty == LUA_TNIL || (so && (!strcmp(so, "end") || !strcmp(so, "reshuffle")));
	p->stock_out_ends = so && !strcmp(so, "end");
	lua_pop(L, 1);
	if (!so_ok)
		return bad(w, "stock_out", "expected \"end\" or \"reshuffle\"%s", "");
	/* A power's action not given in roles: the one action that declares
	** its role (role = "power_peek"), as the call is found below. */
	const struct { unsigned bit; int *out; } powers[] = {
		{ CW_ROLE_POWER_PEEK, &p->verb_power_peek }, { CW_ROLE_POWER_SWAP, &p->verb_power_swap },
		{ CW_ROLE_POWER_SHUFFLE, &p->verb_power_shuffle }, { CW_ROLE_POWER_SPY, &p->verb_power_spy },
		{ CW_ROLE_POWER_TRADE, &p->verb_power_trade },
	};
	int other;
	for (size_t k = 0; k < sizeof powers / sizeof *powers; k++) {
		int v = *powers[k].out < 0 ? role_verb(rt, powers[k].bit, &other) : -1;
		if (v >= 0 && other < 0)
			*powers[k].out = v;
	}
	/* The call: the action declared with role = "call". */
	if ((p->verb_call = role_verb(rt, CW_ROLE_CALL, &other)) >= 0 && other >= 0) {
		char two[2 * CW_VERB_NAME_MAX + 8];
		snprintf(two, sizeof two, "'%s' and '%s'", rt->verbs.v[p->verb_call].name, rt->verbs.v[other].name);
		return bad(w, "roles", "two actions declare role = \"call\" (%s): expected one", two);
	}
	ty = lua_getfield(L, t, "call_first_turn");
	int cft_given = ty != LUA_TNIL;
	if (cft_given && ty != LUA_TBOOLEAN)
		return lua_pop(L, 1), bad(w, "call_first_turn", "expected true or false%s", "");
	if (cft_given)
		p->call_first_turn = lua_toboolean(L, -1);
	lua_pop(L, 1);
	ty = lua_getfield(L, t, "swap_up");
	if (ty != LUA_TNIL && ty != LUA_TBOOLEAN)
		return lua_pop(L, 1), bad(w, "swap_up", "expected true or false%s", "");
	p->swap_up = lua_toboolean(L, -1);
	lua_pop(L, 1);
	ty = lua_getfield(L, t, "all_up");
	const char *au = ty == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
	p->all_up = !au ? CW_REPLACE_ALL_UP_NONE : !strcmp(au, "call") ? CW_REPLACE_ALL_UP_CALL :
		    !strcmp(au, "end") ? CW_REPLACE_ALL_UP_END : -1;
	lua_pop(L, 1);
	if (p->all_up < 0 || (ty != LUA_TNIL && !au))
		return bad(w, "all_up", "expected \"call\" or \"end\"%s", "");
	p->rounds_given = lua_getfield(L, t, "rounds") != LUA_TNIL;
	lua_pop(L, 1);
	if ((rc = read_int(L, t, "skip_rank", 0, 13, &p->skip_rank, "a rank 1 to 13, or 0 for none", w)) ||
	    (rc = read_int(L, t, "call_from_turn", 1, 1000, &p->call_from_turn,
			   "the first of a seat's turns it may call on, 1 to 1000", w)) ||
	    (rc = read_int(L, t, "flips", 0, 64, &p->flips, "a number of cards, 0 for none", w)) ||
	    (rc = read_powers(rt, t, w)) ||
	    (rc = read_int(L, t, "rounds", 1, 1000000, &p->rounds, "a number of rounds, 1 or more", w)) ||
	    (rc = read_int(L, t, "target", 0, 1000000000, &p->target, "a total, or 0 for none", w)) ||
	    (rc = read_deal(L, t, p, w)) || (rc = read_params(rt, t, w)) || (rc = read_tells(rt, t, w)) || (rc = read_rules(rt, t, w)))
		return rc;
	/* A role's action must take what the kit gives it: a slot to the
	** swap and the flip, nothing to the draws, the discard and the
	** decline (a verb of another shape would be offered what it cannot
	** take, and fail in play). */
	/* So must an action whose own `role` gives it to the kit: the call,
	** the opening's look, the powers, the match and the replace (a
	** recording could not hold what the kit offered it). */
	static const struct { const char *field, *sig, *sig2, *what; size_t at; } shapes[] = {
		{ "roles.swap", "s", NULL, "a slot (args = \"s\")", offsetof(cw_replace, verb_swap) },
		{ "roles.flip", "s", NULL, "a slot (args = \"s\")", offsetof(cw_replace, verb_flip) },
		{ "roles.draw_stock", "", NULL, "no argument", offsetof(cw_replace, verb_draw_stock) },
		{ "roles.draw_discard", "", NULL, "no argument", offsetof(cw_replace, verb_draw_discard) },
		{ "roles.discard", "", NULL, "no argument", offsetof(cw_replace, verb_discard) },
		{ "roles.decline", "", NULL, "no argument", offsetof(cw_replace, verb_decline) },
		{ "roles.peek", "s", NULL, "a slot (args = \"s\")", offsetof(cw_replace, verb_peek) },
		{ "roles (role = \"call\")", "", NULL, "no argument", offsetof(cw_replace, verb_call) },
		{ "powers (role = \"power_peek\")", "t", NULL, "a card of any layout (args = \"t\")",
		  offsetof(cw_replace, verb_power_peek) },
		{ "powers (role = \"power_swap\")", "tt", NULL, "two cards (args = \"tt\")", offsetof(cw_replace, verb_power_swap) },
		{ "powers (role = \"power_shuffle\")", "e", NULL, "a seat (args = \"e\")", offsetof(cw_replace, verb_power_shuffle) },
		{ "powers (role = \"power_spy\")", "tt", NULL, "two cards (args = \"tt\")", offsetof(cw_replace, verb_power_spy) },
		{ "powers (role = \"power_trade\")", "t", NULL, "a card of any layout (args = \"t\")",
		  offsetof(cw_replace, verb_power_trade) },
		{ "roles.match", "t*", "t", "cards of any layout (args = \"t*\")", offsetof(cw_replace, verb_match) },
		{ "roles (role = \"replace\")", "s*", NULL, "own slots (args = \"s*\")", offsetof(cw_replace, verb_replace) },
	};
	for (size_t k = 0; k < sizeof shapes / sizeof *shapes; k++) {
		int v = *(const int *)((const char *)p + shapes[k].at);
		if (v >= 0 && v < rt->verbs.n && strcmp(rt->verbs.v[v].sig, shapes[k].sig) &&
		    !(shapes[k].sig2 && !strcmp(rt->verbs.v[v].sig, shapes[k].sig2))) {
			char msg[160];
			snprintf(msg, sizeof msg, "'%s' takes %s, expected an action that takes %s", rt->verbs.v[v].name,
				 rt->verbs.v[v].sig[0] ? "arguments of another kind" : "no argument", shapes[k].what);
			return bad(w, shapes[k].field, "%s", msg);
		}
	}
	/* Parameters that contradict each other or the roles. */
	if (p->stock_out_ends && p->var_last_draw < 0)
		return bad(w, "stock_out", "\"end\" needs vars.last_draw, a variable that marks the last stock draw%s", "");
	if (!p->call_first_turn && p->verb_call < 0)
		return bad(w, "call_first_turn", "false, but no action declares role = \"call\": expected a call, or no call_first_turn%s", "");
	if (p->call_from_turn > 1 && p->verb_call < 0)
		return bad(w, "call_from_turn", "given, but no action declares role = \"call\": expected a call, or no call_from_turn%s", "");
	if (p->verb_discard >= 0 && p->verb_swap < 0)
		return bad(w, "roles.discard", "given without roles.swap: expected both, the two ways to place a drawn card%s", "");
	if ((p->verb_draw_stock >= 0) != (p->verb_draw_discard >= 0))
		return bad(w, "roles.draw_stock", "expected both draw_stock and draw_discard, or neither%s", "");
	if (p->verb_draw_stock >= 0 && (p->phase_draw < 0 || p->phase_place < 0 || p->var_drawn_from < 0))
		return bad(w, "phases", "the draw roles need phases.draw, phases.place and vars.drawn_from%s", "");
	if (p->all_up && !p->swap_up)
		return bad(w, "all_up", "given with face-down swaps: a swap only turns a layout all face up with swap_up = true%s", "");
	if (p->flips > 0 && (p->verb_flip < 0 || p->phase_open < 0 || p->seatvar_flips < 0 || p->seatvar_first < 0))
		return bad(w, "flips", "an opening of flips needs roles.flip, phases.open and seat_vars.flips and first%s", "");
	if (p->flips > p->slots && p->slots)
		return bad(w, "flips", "more than deal.slots: expected at most the cards dealt%s", "");
	if (p->nshow && !p->slots)
		return bad(w, "deal.show", "given without deal.slots%s", "");
	if (p->peeks > 0 && (p->verb_peek < 0 || p->phase_peek < 0 || p->seatvar_peeks < 0))
		return bad(w, "peeks", "an opening of looks needs roles.peek, phases.peek and seat_vars.peeks%s", "");
	if (p->peeks > 0 && p->flips > 0)
		return bad(w, "peeks", "given with flips: expected one opening, looks or flips%s", "");
	if (p->phase_point >= 0 && (p->verb_call < 0 || p->verb_decline < 0))
		return bad(w, "phases.point", "the end-of-turn point needs a call (role = \"call\") and roles.decline%s", "");
	if (p->caller_extra_turn && p->var_extra_done < 0)
		return bad(w, "caller_extra_turn", "needs vars.extra_done, a variable that marks the extra turn taken%s", "");
	for (int r = 0; r < 14; r++) {
		static const char *const role[] = { "", "power_peek", "power_peek", "power_peek", "power_swap", "power_swap",
						    "power_shuffle", "power_spy", "power_trade" };
		int k = p->power[r];
		const int verb[] = { 0, p->verb_power_peek, p->verb_power_peek, p->verb_power_peek, p->verb_power_swap,
				     p->verb_power_swap, p->verb_power_shuffle, p->verb_power_spy, p->verb_power_trade };
		if (verb[k] < 0) {
			char what[160];
			snprintf(what, sizeof what, "one action with role = \"%s\", or kit.roles.%s = \"ACTION\"", role[k],
				 role[k]);
			return bad(w, "powers", "a power without its action: expected %s", what);
		}
	}
	if (p->match_open && (p->verb_match < 0 || rt->accepts_ref[p->verb_match] == LUA_REFNIL ||
			      rt->accepts_ref[p->verb_match] == LUA_NOREF))
		return bad(w, "match_open", "needs roles.match, an action with an accepts function%s", "");
	if (p->verb_replace >= 0 && (rt->accepts_ref[p->verb_replace] == LUA_REFNIL || rt->accepts_ref[p->verb_replace] == LUA_NOREF))
		return bad(w, "roles.replace", "needs an action with an accepts function (longer lists are offered open)%s", "");
	return CW_OK;
}

int cw_kit_configure(cw_runtime *rt, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L), rc = CW_OK;
	where w = { .err = err };
	for (int i = 0; i < CW_REPLACE_HOOKS; i++)
		if (rt->kit.hooks & (1u << i))
			luaL_unref(L, LUA_REGISTRYINDEX, rt->kit_hook_ref[i]);
	cw_replace_init(&rt->kit);
	rt->has_kit = 0;
	snprintf(w.src, sizeof w.src, "%s", rt->name);
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->variant_ref);
	int ty = lua_getfield(L, -1, "kit");
	char fn_at[200] = "";	/* where the kit function is, when it is one */
	if (ty == LUA_TFUNCTION) {
		lua_Debug ar;
		lua_pushvalue(L, -1);
		lua_getinfo(L, ">S", &ar);
		snprintf(fn_at, sizeof fn_at, "%.150s:%d", ar.short_src, ar.linedefined);
		/* a base's kit function, run for this variant with its options'
		** patches: both named, the variant in play first */
		const char *file = strrchr(ar.short_src, '/') ? strrchr(ar.short_src, '/') + 1 : ar.short_src;
		size_t nl = strlen(rt->name);
		if (!strncmp(file, rt->name, nl) && !strcmp(file + nl, ".lua"))
			snprintf(w.src, sizeof w.src, "%s", ar.short_src);
		else
			snprintf(w.src, sizeof w.src, "%.40s (the kit of %.40s, with the options' patches)", rt->name, file);
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->opts_ref);
		lua_pushinteger(L, rt->nseats);
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->object_ref);
		if ((rc = cw_sandbox_call(rt->sb, 3, 1, "kit", err)))
			goto out;
		ty = lua_type(L, -1);
	}
	if (ty == LUA_TTABLE) {
		if ((rc = read_kit(rt, lua_gettop(L), &w)))
			goto out;
		rt->has_kit = 1;
	} else if (ty != LUA_TNIL) {
		rc = cw_error_fail(err, CW_ESCRIPT, "%s: kit: expected a table of roles and parameters, or a function(opt, nseats) returning one",
			     w.src);
		goto out;
	}
	/* A deal the deck cannot give (golf6 at 9 players with decks = 1,
	** G6-1) is refused with the options, before any deal, as a
	** check_options reason is: the deck is decks x 52 and the jokers. */
	if (rt->has_kit && rt->kit.slots) {
		long need = (long)rt->kit.slots * rt->nseats + (rt->kit.up_card ? 1 : 0);
		long have = 52L * rt->decks + rt->jokers;
		if (need > have) {
			rc = cw_error_fail(err, CW_EINVAL, "%s: with these options the deck holds %ld cards, too few to deal %d "
					   "to each of %d seats%s (%ld): more decks are needed", rt->name, have, rt->kit.slots,
					   rt->nseats, rt->kit.up_card ? " and turn one up" : "", need);
			goto out;
		}
	}
	if (!rt->has_kit && cw_kit_points(rt) && fn_at[0]) {
		rc = cw_error_fail(err, CW_ESCRIPT, "%s: kit: the function returned nothing, and the hooks name steps of "
				   "cw.kit: it should return the kit table (a 'return' missing at its end?)", fn_at);
		goto out;
	}
	if (!rt->has_kit && cw_kit_points(rt)) {
		rc = cw_error_fail(err, CW_ESCRIPT, "%s: kit: the hooks name steps of cw.kit, but the variant gives no kit", rt->name);
		goto out;
	}
	if (rt->has_kit && rt->card_value_ref != LUA_REFNIL && rt->card_value_ref != LUA_NOREF)
		rc = tabulate(rt, &w);
	else if (rt->has_kit && (rt->score_bi || rt->layout_score_kit))
		rc = cw_error_fail(err, CW_ESCRIPT, "%s: kit: the kit's score sums card_value, which the variant does not give", rt->name);
out:
	lua_settop(L, top);
	return rc;
}
