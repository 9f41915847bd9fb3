/*
** The draw-meld-discard kit (core/meld.h) offered to scripts as cw.meld.
** A variant declares the kit's parameters as `meld_kit`, a table or a
** function of the options returning one; they are read and checked once
** when the game is configured, before any deal:
**
**   meld_kit = function(opt) return {
**     run_min = 3, run_max = 10, set_min = 3, set_max = 4,
**     ace_high = false, split_inner = false, piles = 3, new_needs_loose = false,
**     ordered_sets = false,  -- a set is typed in alternating colours
**     verbs = { new = "meld", layoff = "layoff", move = "desmoche" },
**   } end
**
** The roles in `verbs` name the variant's actions that make a new meld
** (arguments "ccc*"), lay cards off on meld M ("c*n") and move one card
** from meld FROM to meld TO ("cnn").
**
**   cw.meld.offer(g, seat, ask) -> fits   offers every play; fits: some play holds ask.loose
**   cw.meld.each(g, seat, ask, fn)        fn(role, {card...}, a, b) for every play
**   cw.meld.can_use(g, seat, card) -> use, alone
**   cw.meld.extends(g, seat, {zone...}) -> whether a card of the zones extends a meld alone
**   cw.meld.arrange(g, {card...}) -> cards in table order, "set" | "run", a run's low value; or nil
**
** ask = {extra = card, must = card, loose = card, layoffs_only = bool,
**        hand_only = bool (lay-offs of hand cards only), guard = card (no
**        play may leave one card in hand without this card in the play)}.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "meldkit.h"
#include "../core/meld.h"

/* The kit of the configured variant: upvalue 2 of every cw.meld function
** (upvalue 1 is the runtime, as for the other bindings). */
typedef struct kit {
	int on;				/* the variant declared meld_kit */
	cw_meld_rules r;
	int ordered_sets;
	int verb_new, verb_layoff, verb_move;
} kit;

static const char *const ROLE[] = { "", "new", "layoff", "move" };

static const kit *kit_of(lua_State *L)
{
	const kit *k = lua_touserdata(L, lua_upvalueindex(2));
	if (!k->on)
		luaL_error(L, "cw.meld: the variant declares no meld_kit");
	return k;
}

static int check_seat(lua_State *L, cw_game *g, int arg)
{
	lua_Integer s = luaL_checkinteger(L, arg);
	if (s < 1 || s > g->st->nseats)
		luaL_error(L, "bad seat %d (expected 1 to %d)", (int)s, g->st->nseats);
	return (int)s;
}

static cw_card card_field(lua_State *L, cw_game *g, int t, const char *k)
{
	cw_card c = CW_NOCARD;
	if (lua_getfield(L, t, k) != LUA_TNIL) {
		lua_Integer x = luaL_checkinteger(L, -1);
		if (x < 0 || x >= g->st->ncards)
			luaL_error(L, "cw.meld: bad card handle %d in '%s'", (int)x, k);
		c = (cw_card)x;
	}
	lua_pop(L, 1);
	return c;
}

static int bool_field(lua_State *L, int t, const char *k)
{
	lua_getfield(L, t, k);
	int b = lua_toboolean(L, -1);
	lua_pop(L, 1);
	return b;
}

typedef struct ask_ex {
	cw_meld_ask q;
	int hand_only;
	cw_card guard;
} ask_ex;

/* Reads the ask table at index t (absent: no extra card). [-0, +0, e] */
static ask_ex read_ask(lua_State *L, cw_game *g, int seat, int t)
{
	ask_ex a;
	memset(&a, 0, sizeof a);
	a.q.seat = seat;
	a.q.extra = a.q.must = a.q.loose = a.guard = CW_NOCARD;
	if (lua_isnoneornil(L, t))
		return a;
	luaL_checktype(L, t, LUA_TTABLE);
	a.q.extra = card_field(L, g, t, "extra");
	a.q.must = card_field(L, g, t, "must");
	a.q.loose = card_field(L, g, t, "loose");
	a.guard = card_field(L, g, t, "guard");
	a.q.layoffs_only = bool_field(L, t, "layoffs_only");
	a.hand_only = bool_field(L, t, "hand_only");
	return a;
}

/* Whether the ask's filters keep the play (DES-P3 layoff_any_time, DES-O6). */
static int kept(const cw_game *g, const ask_ex *a, const cw_meld_play *p)
{
	cw_zone hand = cw_zone_of(g->st, a->q.seat, CW_ZS_HAND);
	if (a->hand_only) {
		if (p->kind != CW_MELD_LAYOFF)
			return 0;
		for (int i = 0; i < p->n; i++)
			if (cw_ccards(g->st)[p->cards[i]].zone != hand)
				return 0;
	}
	if (a->guard != CW_NOCARD) {
		int left = cw_zone_len(g->st, hand), with_guard = 0;
		for (int i = 0; i < p->n; i++) {
			if (cw_ccards(g->st)[p->cards[i]].zone == hand)
				left--;
			if (p->cards[i] == a->guard)
				with_guard = 1;
		}
		if (left == 1 && !with_guard)
			return 0;
	}
	return 1;
}

/* ---- cw.meld.offer ---- */

typedef struct offer_ctx {
	cw_game *g;
	const kit *k;
	const ask_ex *a;
	int fits;
	cw_err err;
} offer_ctx;

static int offer_one(offer_ctx *o, int verb, const uint8_t *args, int n)
{
	cw_action act = cw_action_make(verb, args, n);
	return cw_offer(o->g, &act, &o->err) ? -1 : 0;
}

/* A new set typed in table order (DES-M7): each listing with alternating
** colours, either colour first, in the order of the permutations. */
static int offer_sets(offer_ctx *o, const cw_meld_play *p, const uint8_t *faces)
{
	static const uint8_t P3[6][3] = { { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 } };
	uint8_t perm[24][4];
	int np = 0;
	if (p->n == 3)
		for (int i = 0; i < 6; i++)
			memcpy(perm[np++], P3[i], 3);
	else
		for (int a = 0; a < 4; a++)
			for (int b = 0; b < 4; b++)
				for (int c = 0; c < 4; c++)
					for (int d = 0; d < 4; d++)
						if (a != b && a != c && a != d && b != c && b != d && c != d) {
							uint8_t x[4] = { (uint8_t)a, (uint8_t)b, (uint8_t)c, (uint8_t)d };
							memcpy(perm[np++], x, 4);
						}
	for (int i = 0; i < np; i++) {
		int fine = 1;
		for (int j = 1; j < p->n; j++)
			if (cw_face_is_red(faces[perm[i][j]]) == cw_face_is_red(faces[perm[i][j - 1]]))
				fine = 0;
		if (!fine)
			continue;
		uint8_t args[4];
		for (int j = 0; j < p->n; j++)
			args[j] = faces[perm[i][j]];
		if (offer_one(o, o->k->verb_new, args, p->n))
			return -1;
	}
	return 0;
}

static int offer_play(void *ud, const cw_meld_play *p)
{
	offer_ctx *o = ud;
	if (!kept(o->g, o->a, p))
		return 0;
	uint8_t args[CW_ACTION_ARGS];
	int n = 0;
	if (p->n + 2 > CW_ACTION_ARGS) {
		cw_fail(&o->err, CW_ELIMIT, "a play of %d cards does not fit in an action", p->n);
		return -1;
	}
	for (int i = 0; i < p->n; i++) {
		args[n++] = cw_ccards(o->g->st)[p->cards[i]].face;
		if (p->cards[i] == o->a->q.loose)
			o->fits = 1;
	}
	switch (p->kind) {
	case CW_MELD_NEW:
		if (o->k->ordered_sets && p->n <= 4 && cw_face_rank(args[0]) == cw_face_rank(args[1]))
			return offer_sets(o, p, args);
		return offer_one(o, o->k->verb_new, args, n);
	case CW_MELD_LAYOFF:
		args[n++] = (uint8_t)p->to;
		return offer_one(o, o->k->verb_layoff, args, n);
	default:
		args[n++] = (uint8_t)p->from;
		args[n++] = (uint8_t)p->to;
		return offer_one(o, o->k->verb_move, args, n);
	}
}

/* cw.meld.offer(g, seat, ask) -> fits [-0, +1, e] */
static int l_offer(lua_State *L)
{
	const kit *k = kit_of(L);
	cw_game *g = cw_api_game(L, 0);
	int seat = check_seat(L, g, 2);
	ask_ex a = read_ask(L, g, seat, 3);
	offer_ctx o = { .g = g, .k = k, .a = &a, .fits = 0 };
	o.err.code = CW_OK;
	cw_err e;
	int rc = cw_meld_plays(g->st, &k->r, &a.q, offer_play, &o, &e);
	if (rc > 0)
		return luaL_error(L, "%s", e.msg);
	if (rc < 0)
		return luaL_error(L, "%s", o.err.msg);
	lua_pushboolean(L, o.fits);
	return 1;
}

/* ---- cw.meld.each ---- */

typedef struct each_ctx {
	lua_State *L;
	cw_game *g;
	const ask_ex *a;
	int fn;
} each_ctx;

static int each_play(void *ud, const cw_meld_play *p)
{
	each_ctx *c = ud;
	lua_State *L = c->L;
	if (!kept(c->g, c->a, p))
		return 0;
	lua_pushvalue(L, c->fn);
	lua_pushstring(L, ROLE[p->kind]);
	lua_createtable(L, p->n, 0);
	for (int i = 0; i < p->n; i++) {
		lua_pushinteger(L, p->cards[i]);
		lua_rawseti(L, -2, i + 1);
	}
	int nargs = 2;
	if (p->kind == CW_MELD_LAYOFF) {
		lua_pushinteger(L, p->to);
		nargs++;
	} else if (p->kind == CW_MELD_MOVE) {
		lua_pushinteger(L, p->from);
		lua_pushinteger(L, p->to);
		nargs += 2;
	}
	lua_call(L, nargs, 0);	/* an error unwinds through the kit: it holds nothing */
	return 0;
}

/* cw.meld.each(g, seat, ask, fn) [-0, +0, e] */
static int l_each(lua_State *L)
{
	const kit *k = kit_of(L);
	cw_game *g = cw_api_game(L, 0);
	int seat = check_seat(L, g, 2);
	ask_ex a = read_ask(L, g, seat, 3);
	luaL_checktype(L, 4, LUA_TFUNCTION);
	each_ctx c = { .L = L, .g = g, .a = &a, .fn = 4 };
	cw_err e;
	if (cw_meld_plays(g->st, &k->r, &a.q, each_play, &c, &e) > 0)
		return luaL_error(L, "%s", e.msg);
	return 0;
}

/* cw.meld.can_use(g, seat, card) -> use, alone [-0, +2, e] */
static int l_can_use(lua_State *L)
{
	const kit *k = kit_of(L);
	cw_game *g = cw_api_game(L, 0);
	int seat = check_seat(L, g, 2);
	lua_Integer x = luaL_checkinteger(L, 3);
	if (x < 0 || x >= g->st->ncards)
		return luaL_error(L, "cw.meld: bad card handle %d", (int)x);
	int use = 0, alone = 0;
	cw_err e;
	if (cw_meld_can_use(g->st, &k->r, seat, (cw_card)x, &use, &alone, &e))
		return luaL_error(L, "%s", e.msg);
	lua_pushboolean(L, use);
	lua_pushboolean(L, alone);
	return 2;
}

/* cw.meld.extends(g, seat, {zone...}) -> bool [-0, +1, e] */
static int l_extends(lua_State *L)
{
	const kit *k = kit_of(L);
	cw_game *g = cw_api_game(L, 0);
	int seat = check_seat(L, g, 2);
	luaL_checktype(L, 3, LUA_TTABLE);
	lua_Integer nz = luaL_len(L, 3);
	cw_card cards[CW_MAX_CARDS];
	int n = 0;
	for (lua_Integer i = 1; i <= nz; i++) {
		lua_rawgeti(L, 3, i);
		lua_Integer z = luaL_checkinteger(L, -1);
		lua_pop(L, 1);
		if (z < 0 || z >= g->st->nzones)
			return luaL_error(L, "cw.meld: bad zone %d", (int)z);
		for (int j = 0; j < cw_zone_len(g->st, (cw_zone)z) && n < CW_MAX_CARDS; j++)
			cards[n++] = cw_zone_at(g->st, (cw_zone)z, j);
	}
	lua_pushboolean(L, cw_meld_extends(g->st, &k->r, seat, cards, n));
	return 1;
}

/* cw.meld.arrange(g, {card...}) -> {card...} in table order, "set" or
** "run", a run's lowest run value; nil when the cards are no meld under
** the kit's parameters (DES-M1..M3). [-0, +1..3, e] */
static int l_arrange(lua_State *L)
{
	const kit *k = kit_of(L);
	cw_game *g = cw_api_game(L, 0);
	luaL_checktype(L, 2, LUA_TTABLE);
	lua_Integer n = luaL_len(L, 2);
	cw_card cards[CW_MELD_CARDS];
	if (n > CW_MELD_CARDS) {
		lua_pushnil(L);
		return 1;
	}
	for (lua_Integer i = 1; i <= n; i++) {
		lua_rawgeti(L, 2, i);
		lua_Integer x = luaL_checkinteger(L, -1);
		lua_pop(L, 1);
		if (x < 0 || x >= g->st->ncards)
			return luaL_error(L, "cw.meld: bad card handle %d", (int)x);
		cards[i - 1] = (cw_card)x;
	}
	int low = 0, kind = cw_meld_arrange(g->st, &k->r, cards, (int)n, &low);
	if (!kind) {
		lua_pushnil(L);
		return 1;
	}
	lua_createtable(L, (int)n, 0);
	for (int i = 0; i < n; i++) {
		lua_pushinteger(L, cards[i]);
		lua_rawseti(L, -2, i + 1);
	}
	lua_pushstring(L, kind == CW_MELD_RUN ? "run" : "set");
	if (kind != CW_MELD_RUN)
		return 2;
	lua_pushinteger(L, low);
	return 3;
}

static const luaL_Reg functions[] = {
	{ "offer", l_offer }, { "each", l_each }, { "can_use", l_can_use }, { "extends", l_extends },
	{ "arrange", l_arrange },
	{ NULL, NULL }
};

/* The kit lives in the registry under this key's address, and is each
** function's second upvalue. */
static const char KIT_KEY = 'k';

void cw_meldkit_open(cw_runtime *rt)
{
	lua_State *L = rt->sb->L;
	kit *k = lua_newuserdatauv(L, sizeof *k, 0);
	memset(k, 0, sizeof *k);
	lua_pushvalue(L, -1);
	lua_rawsetp(L, LUA_REGISTRYINDEX, &KIT_KEY);
	int kidx = lua_gettop(L);
	cw_sandbox_push_cw(rt->sb);
	lua_newtable(L);
	for (const luaL_Reg *f = functions; f->name; f++) {
		lua_pushlightuserdata(L, rt);
		lua_pushvalue(L, kidx);
		lua_pushcclosure(L, f->func, 2);
		lua_setfield(L, -2, f->name);
	}
	cw_sandbox_read_only(L);
	lua_setfield(L, -2, "meld");
	lua_pop(L, 2);
}

/* ---- reading meld_kit ---- */

typedef struct src {
	char where[160];	/* "desmoche.lua:1650" or "variant 'x'" */
} src;

static int bad(cw_err *err, const src *s, const char *field, const char *expected)
{
	if (!field[0])
		return cw_fail(err, CW_EINVAL, "%s: meld_kit: expected %s", s->where, expected);
	return cw_fail(err, CW_EINVAL, "%s: meld_kit.%s: expected %s", s->where, field, expected);
}

/* A checked parameter's value, for the error text. */
static int value_of(const cw_meld_rules *r, const char *field)
{
	if (!strcmp(field, "run_min")) return r->run_min;
	if (!strcmp(field, "run_max")) return r->run_max;
	if (!strcmp(field, "set_min")) return r->set_min;
	if (!strcmp(field, "set_max")) return r->set_max;
	return r->piles;
}

static int int_param(lua_State *L, int t, const char *field, int *out, const src *s, cw_err *err)
{
	int ty = lua_getfield(L, t, field);
	if (ty != LUA_TNIL) {
		if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < -1000 || lua_tointeger(L, -1) > 1000) {
			lua_pop(L, 1);
			return bad(err, s, field, "an integer");
		}
		*out = (int)lua_tointeger(L, -1);
	}
	lua_pop(L, 1);
	return CW_OK;
}

static int bool_param(lua_State *L, int t, const char *field, int *out, const src *s, cw_err *err)
{
	int ty = lua_getfield(L, t, field);
	if (ty != LUA_TNIL) {
		if (ty != LUA_TBOOLEAN) {
			lua_pop(L, 1);
			return bad(err, s, field, "true or false");
		}
		*out = lua_toboolean(L, -1);
	}
	lua_pop(L, 1);
	return CW_OK;
}

/* The verb of a role, with the argument shape the kit gives it. */
static int role_verb(cw_runtime *rt, int t, const char *role, const char *shape, int *out, const src *s, cw_err *err)
{
	lua_State *L = rt->sb->L;
	char field[32], expected[160];
	snprintf(field, sizeof field, "verbs.%s", role);
	lua_getfield(L, t, role);
	const char *name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
	int v = name ? cw_verbs_find(&rt->verbs, name) : -1;
	lua_pop(L, 1);
	if (v >= 0 && !strcmp(rt->verbs.v[v].sig, shape)) {
		*out = v;
		return CW_OK;
	}
	snprintf(expected, sizeof expected, "the name of one of the variant's actions with arguments '%s'%s%s%s", shape,
		 name ? " ('" : "", name ? name : "", name ? (v < 0 ? "' is not declared)" : "' has other arguments)") : "");
	return bad(err, s, field, expected);
}

static const char *const KNOWN[] = {
	"run_min", "run_max", "set_min", "set_max", "ace_high", "split_inner", "piles",
	"new_needs_loose", "ordered_sets", "verbs", NULL
};

static int read_kit(cw_runtime *rt, int t, kit *k, const src *s, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int rc;
	lua_pushnil(L);
	while (lua_next(L, t)) {
		int known = 0;
		if (lua_type(L, -2) == LUA_TSTRING)
			for (int i = 0; KNOWN[i]; i++)
				known |= !strcmp(KNOWN[i], lua_tostring(L, -2));
		if (!known) {
			char f[64];
			snprintf(f, sizeof f, "%s", lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?");
			lua_pop(L, 2);
			return bad(err, s, f, "no such field (run_min, run_max, set_min, set_max, ace_high, split_inner, "
					      "piles, new_needs_loose, ordered_sets, verbs)");
		}
		lua_pop(L, 1);
	}
	cw_meld_rules_default(&k->r, rt->nmelds);
	if ((rc = int_param(L, t, "run_min", &k->r.run_min, s, err)) ||
	    (rc = int_param(L, t, "run_max", &k->r.run_max, s, err)) ||
	    (rc = int_param(L, t, "set_min", &k->r.set_min, s, err)) ||
	    (rc = int_param(L, t, "set_max", &k->r.set_max, s, err)) ||
	    (rc = int_param(L, t, "piles", &k->r.piles, s, err)) ||
	    (rc = bool_param(L, t, "ace_high", &k->r.ace_high, s, err)) ||
	    (rc = bool_param(L, t, "split_inner", &k->r.split_inner, s, err)) ||
	    (rc = bool_param(L, t, "new_needs_loose", &k->r.new_needs_loose, s, err)) ||
	    (rc = bool_param(L, t, "ordered_sets", &k->ordered_sets, s, err)))
		return rc;
	const char *field;
	char expected[160];
	if (cw_meld_rules_check(&k->r, rt->nmelds, &field, expected, sizeof expected)) {
		if (!strcmp(field, "melds"))
			return bad(err, s, field, expected);
		return cw_fail(err, CW_EINVAL, "%s: meld_kit.%s is %d, expected %s", s->where, field,
			       value_of(&k->r, field), expected);
	}
	if (lua_getfield(L, t, "verbs") != LUA_TTABLE) {
		lua_pop(L, 1);
		return bad(err, s, "verbs", "a table {new = VERB, layoff = VERB, move = VERB}");
	}
	int vt = lua_gettop(L);
	rc = role_verb(rt, vt, "new", "ccc*", &k->verb_new, s, err);
	if (!rc)
		rc = role_verb(rt, vt, "layoff", "c*n", &k->verb_layoff, s, err);
	if (!rc)
		rc = role_verb(rt, vt, "move", "cnn", &k->verb_move, s, err);
	lua_pop(L, 1);
	return rc;
}

/* Where meld_kit was written, for its errors: the function's file and
** line, else the variant. */
static void where_of(lua_State *L, int idx, const char *variant, src *s)
{
	lua_Debug ar;
	snprintf(s->where, sizeof s->where, "variant '%s'", variant);
	if (lua_type(L, idx) != LUA_TFUNCTION)
		return;
	lua_pushvalue(L, idx);
	if (lua_getinfo(L, ">S", &ar) && ar.source[0] == '@') {
		const char *base = strrchr(ar.source, '/');
		snprintf(s->where, sizeof s->where, "%s:%d", base ? base + 1 : ar.source + 1, ar.linedefined);
	}
}

int cw_meldkit_configure(cw_runtime *rt, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L), rc = CW_OK;
	lua_rawgetp(L, LUA_REGISTRYINDEX, &KIT_KEY);
	kit *k = lua_touserdata(L, -1);
	memset(k, 0, sizeof *k);
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->variant_ref);
	lua_getfield(L, -1, "meld_kit");
	int f = lua_gettop(L);
	src s;
	where_of(L, f, rt->name, &s);
	if (lua_isnil(L, f))
		goto done;
	if (lua_isfunction(L, f)) {
		lua_pushvalue(L, f);
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->opts_ref);
		if ((rc = cw_sandbox_call(rt->sb, 1, 1, "meld_kit", err)))
			goto done;
	} else
		lua_pushvalue(L, f);
	if (!lua_istable(L, -1)) {
		rc = bad(err, &s, "", "a table of the kit's parameters");
		goto done;
	}
	if (!(rc = read_kit(rt, lua_gettop(L), k, &s, err)))
		k->on = 1;
done:
	lua_settop(L, top);
	return rc;
}
