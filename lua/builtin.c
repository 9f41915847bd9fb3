/*
** Builtin hooks: the core's Golf turn (core/golf.h) offered to scripts as
** the table cw.golf. Each entry is an ordinary function a script may call
** from its own hooks; when a variant names one directly as a hook (legal
** of a phase, an action's apply, setup, score, match_over), the runtime
** runs the core primitive without entering Lua (DESIGN principle 7).
**
**   cw.golf.legal_draw, cw.golf.legal_place            legal[phase](g, seat)
**   cw.golf.draw_stock, draw_discard, swap, discard, knock   apply(g, seat, ...)
**   cw.golf.end_turn(g), jack_skip(g, seat), can_draw_stock(g), may_knock(g, seat)
**   cw.golf.deal{slots = N, show = {slot...}} -> setup(g)
**   cw.golf.sum_score{[0] = joker, ace, 2, ..., king} -> score(g)
**   cw.golf.match_over(g)
**
** The verbs, phases, variables and options the primitives use are looked
** up by name once per configured game (cw_builtin_resolve).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

static const char PARAMS_MT[] = "cw.golf.params";

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
		luaL_error(L, "bad seat %d (expected 1 to %d)", (int)s, g->st->nseats);
	return (int)s;
}

/* The game parameters for a call from Lua: the runtime's, with a factory
** closure's own deal or score parameters over them. */
static cw_golf params_of(lua_State *L, cw_runtime *rt)
{
	cw_golf p = rt->golf;
	const cw_golf *own = lua_touserdata(L, lua_upvalueindex(2));
	if (own) {
		p.slots = own->slots;
		p.nshow = own->nshow;
		memcpy(p.show, own->show, sizeof p.show);
		memcpy(p.value, own->value, sizeof p.value);
	}
	return p;
}

/* ---- called from Lua ---- */

/* Calls fn on the game in play: a legal function (change 0, which may
** only offer) or a setup or score (change 1). */
static int l_game(lua_State *L, int change, int (*fn)(cw_game *, const cw_golf *, cw_err *))
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = cw_api_game(L, change);
	cw_golf p = params_of(L, rt);
	cw_err e;
	if (fn(g, &p, &e))
		return raise(L, &e);
	return 0;
}

static int l_legal_draw(lua_State *L) { return l_game(L, 0, cw_golf_legal_draw); }
static int l_legal_place(lua_State *L) { return l_game(L, 0, cw_golf_legal_place); }

static int l_apply(lua_State *L, int (*fn)(cw_game *, const cw_golf *, int, cw_err *))
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = cw_api_game(L, 1);
	cw_golf p = params_of(L, rt);
	cw_err e;
	if (fn(g, &p, check_seat(L, g, 2), &e))
		return raise(L, &e);
	return 0;
}

static int l_draw_stock(lua_State *L) { return l_apply(L, cw_golf_draw_stock); }
static int l_draw_discard(lua_State *L) { return l_apply(L, cw_golf_draw_discard); }
static int l_discard(lua_State *L) { return l_apply(L, cw_golf_discard); }
static int l_knock(lua_State *L) { return l_apply(L, cw_golf_knock); }

static int l_swap(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2);
	int slot = (int)luaL_checkinteger(L, 3);
	cw_golf p = params_of(L, rt);
	cw_err e;
	if (cw_golf_swap(g, &p, seat, slot, &e))
		return raise(L, &e);
	return 0;
}

static int l_end_turn(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_golf_end_turn(cw_api_game(L, 1), &rt->golf);
	return 0;
}

static int l_jack_skip(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = cw_api_game(L, 1);
	cw_golf_jack_skip(g, &rt->golf, check_seat(L, g, 2));
	return 0;
}

static int l_can_draw_stock(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	lua_pushboolean(L, cw_golf_can_draw_stock(cw_api_game(L, 0), &rt->golf));
	return 1;
}

static int l_may_knock(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = cw_api_game(L, 0);
	lua_pushboolean(L, cw_golf_may_knock(g, &rt->golf, check_seat(L, g, 2)));
	return 1;
}

static int l_match_over(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	lua_pushboolean(L, cw_golf_match_over(cw_api_game(L, 0), &rt->golf));
	return 1;
}

static int l_deal_hook(lua_State *L) { return l_game(L, 1, cw_golf_deal); }
static int l_sum_score_hook(lua_State *L) { return l_game(L, 1, cw_golf_sum_score); }

/* Pushes a closure of fn over the runtime and a new parameter block. */
static cw_golf *push_factory(lua_State *L, lua_CFunction fn)
{
	lua_pushvalue(L, lua_upvalueindex(1));
	cw_golf *p = lua_newuserdatauv(L, sizeof *p, 0);
	memset(p, 0, sizeof *p);
	luaL_setmetatable(L, PARAMS_MT);
	lua_pushcclosure(L, fn, 2);
	return p;
}

/* cw.golf.deal{slots = N, show = {slot...}} */
static int l_deal(lua_State *L)
{
	luaL_checktype(L, 1, LUA_TTABLE);
	lua_Integer slots = (lua_getfield(L, 1, "slots"), luaL_checkinteger(L, -1));
	if (slots < 1 || slots > 64)
		return luaL_error(L, "cw.golf.deal: slots must be 1 to 64, got %d", (int)slots);
	int show = lua_getfield(L, 1, "show") == LUA_TTABLE ? lua_gettop(L) : 0;
	int nshow = show ? (int)lua_rawlen(L, show) : 0;
	if (nshow > CW_GOLF_SHOW_MAX)
		return luaL_error(L, "cw.golf.deal: at most %d slots shown", CW_GOLF_SHOW_MAX);
	uint8_t shown[CW_GOLF_SHOW_MAX];
	for (int i = 0; i < nshow; i++) {
		lua_rawgeti(L, show, i + 1);
		lua_Integer k = luaL_checkinteger(L, -1);
		if (k < 1 || k > slots)
			return luaL_error(L, "cw.golf.deal: shown slot %d is not one of the %d dealt", (int)k, (int)slots);
		shown[i] = (uint8_t)k;
		lua_pop(L, 1);
	}
	cw_golf *p = push_factory(L, l_deal_hook);
	p->slots = (int)slots;
	p->nshow = nshow;
	memcpy(p->show, shown, (size_t)nshow);
	return 1;
}

/* cw.golf.sum_score{[0] = joker, ace, 2, ..., king} */
static int l_sum_score(lua_State *L)
{
	luaL_checktype(L, 1, LUA_TTABLE);
	int value[14];
	for (int r = 0; r < 14; r++) {
		lua_rawgeti(L, 1, r);
		if (!lua_isinteger(L, -1))
			return luaL_error(L, "cw.golf.sum_score: the value of rank %d must be an integer (jokers at 0)", r);
		value[r] = (int)lua_tointeger(L, -1);
		lua_pop(L, 1);
	}
	cw_golf *p = push_factory(L, l_sum_score_hook);
	memcpy(p->value, value, sizeof value);
	return 1;
}

static const struct builtin {
	const char *name;
	lua_CFunction fn;	/* what Lua calls */
	int id;			/* what the runtime runs directly; 0 for helpers */
} builtins[] = {
	{ "legal_draw", l_legal_draw, CW_BI_LEGAL_DRAW },
	{ "legal_place", l_legal_place, CW_BI_LEGAL_PLACE },
	{ "draw_stock", l_draw_stock, CW_BI_DRAW_STOCK },
	{ "draw_discard", l_draw_discard, CW_BI_DRAW_DISCARD },
	{ "swap", l_swap, CW_BI_SWAP },
	{ "discard", l_discard, CW_BI_DISCARD },
	{ "knock", l_knock, CW_BI_KNOCK },
	{ "match_over", l_match_over, CW_BI_MATCH_OVER },
	{ "end_turn", l_end_turn, 0 },
	{ "jack_skip", l_jack_skip, 0 },
	{ "can_draw_stock", l_can_draw_stock, 0 },
	{ "may_knock", l_may_knock, 0 },
	{ "deal", l_deal, 0 },
	{ "sum_score", l_sum_score, 0 },
	{ NULL, NULL, 0 }
};

void cw_builtin_open(cw_runtime *rt)
{
	lua_State *L = rt->sb->L;
	luaL_newmetatable(L, PARAMS_MT);
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_pop(L, 1);
	cw_sandbox_push_cw(rt->sb);
	lua_newtable(L);
	for (const struct builtin *b = builtins; b->name; b++) {
		lua_pushlightuserdata(L, rt);
		lua_pushcclosure(L, b->fn, 1);
		lua_setfield(L, -2, b->name);
	}
	cw_sandbox_read_only(L);
	lua_setfield(L, -2, "golf");
	lua_pop(L, 1);
}

/* ---- bound as hooks ---- */

int cw_builtin_of(cw_runtime *rt, int idx)
{
	lua_State *L = rt->sb->L;
	lua_CFunction fn = lua_tocfunction(L, idx);
	if (!fn || !lua_getupvalue(L, idx, 1))
		return 0;
	int ours = lua_touserdata(L, -1) == rt;
	lua_pop(L, 1);
	if (!ours)
		return 0;
	if (fn == l_deal_hook || fn == l_sum_score_hook) {
		lua_getupvalue(L, idx, 2);
		const cw_golf *p = lua_touserdata(L, -1);
		if (fn == l_deal_hook) {
			rt->golf.slots = p->slots;
			rt->golf.nshow = p->nshow;
			memcpy(rt->golf.show, p->show, sizeof p->show);
		} else
			memcpy(rt->golf.value, p->value, sizeof p->value);
		lua_pop(L, 1);
		return fn == l_deal_hook ? CW_BI_DEAL : CW_BI_SUM_SCORE;
	}
	for (const struct builtin *b = builtins; b->name; b++)
		if (b->fn == fn)
			return b->id;
	return 0;
}

int cw_builtin_run(cw_runtime *rt, int id, cw_game *g, const cw_action *a, int *result, cw_err *err)
{
	const cw_golf *p = &rt->golf;
	int seat = g->st->actor;
	switch (id) {
	case CW_BI_LEGAL_DRAW: return cw_golf_legal_draw(g, p, err);
	case CW_BI_LEGAL_PLACE: return cw_golf_legal_place(g, p, err);
	case CW_BI_DRAW_STOCK: return cw_golf_draw_stock(g, p, seat, err);
	case CW_BI_DRAW_DISCARD: return cw_golf_draw_discard(g, p, seat, err);
	case CW_BI_SWAP: return cw_golf_swap(g, p, seat, a->arg[0], err);
	case CW_BI_DISCARD: return cw_golf_discard(g, p, seat, err);
	case CW_BI_KNOCK: return cw_golf_knock(g, p, seat, err);
	case CW_BI_DEAL: return cw_golf_deal(g, p, err);
	case CW_BI_SUM_SCORE: return cw_golf_sum_score(g, p, err);
	case CW_BI_MATCH_OVER:
		*result = cw_golf_match_over(g, p);
		return CW_OK;
	}
	return cw_fail(err, CW_ESTATE, "unknown builtin hook %d", id);
}

/* ---- names and options, once per configured game ---- */

static int index_of(lua_State *L, int ref, const char *name)
{
	lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
	lua_getfield(L, -1, name);
	int i = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) - 1 : -1;
	lua_pop(L, 2);
	return i;
}

/* The option's text ("end", "20_skip", "12") into buf; "" when there is none. */
static const char *option_text(lua_State *L, int vals, const char *name, char *buf, size_t n)
{
	lua_pushstring(L, name);
	lua_rawget(L, vals);
	if (lua_isinteger(L, -1))
		snprintf(buf, n, "%lld", (long long)lua_tointeger(L, -1));
	else
		snprintf(buf, n, "%s", lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "");
	lua_pop(L, 1);
	return buf;
}

void cw_builtin_resolve(cw_runtime *rt)
{
	lua_State *L = rt->sb->L;
	cw_golf *p = &rt->golf;
	char buf[32];
	memset(p, 0, sizeof *p);
	p->verb_draw_stock = index_of(L, rt->verbidx_ref, "draw stock");
	p->verb_draw_discard = index_of(L, rt->verbidx_ref, "draw discard");
	p->verb_swap = index_of(L, rt->verbidx_ref, "swap");
	p->verb_discard = index_of(L, rt->verbidx_ref, "discard");
	p->verb_knock = index_of(L, rt->verbidx_ref, "knock");
	p->verb_pass = index_of(L, rt->verbidx_ref, "pass");
	p->phase_draw = index_of(L, rt->phaseidx_ref, "draw");
	p->phase_place = index_of(L, rt->phaseidx_ref, "place");
	p->var_drawn_from = index_of(L, rt->varidx_ref, "drawn_from");
	p->var_last_stock = index_of(L, rt->varidx_ref, "last_stock_drawn");
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->optvals_ref);
	int vals = lua_gettop(L);
	p->stock_out_end = !strcmp(option_text(L, vals, "stock_out", buf, sizeof buf), "end");
	p->knock_first_turn = strcmp(option_text(L, vals, "knock_first_turn", buf, sizeof buf), "no") != 0;
	p->jack_skip = !strcmp(option_text(L, vals, "jacks", buf, sizeof buf), "20_skip");
	p->holes = atoi(option_text(L, vals, "holes", buf, sizeof buf));
	p->target = atoi(option_text(L, vals, "target", buf, sizeof buf));	/* "off" reads 0 */
	lua_pop(L, 1);
}
