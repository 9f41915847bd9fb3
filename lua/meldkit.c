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
**   cw.meld.shape(g, {card...} | zone [, drop, add]) -> n, most cards of one rank, suits, colours,
**                                        pairs of one suit next in rank
**   the turn's steps and sequencing: see "the turn" below and core/meldturn.h
**
** ask = {extra = card, must = card, loose = card, layoffs_only = bool,
**        hand_only = bool (lay-offs of hand cards only), guard = card (no
**        play may leave one card in hand without this card in the play)}.
*/
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "kitargs.h"
#include "meldkit.h"
#include "../core/meld.h"
#include "../core/meldturn.h"

/* The kit of the configured variant: upvalue 2 of every cw.meld function
** (upvalue 1 is the runtime, as for the other bindings). */
typedef struct kit {
	int on;				/* the variant declared meld_kit */
	cw_meld_rules r;
	cw_meld_verbs v;
	int has_turn;			/* meld_kit.turn: the turn's roles and parameters */
	cw_meld_turn t;
	char rule_meld[CW_MELD_RULE_LEN];	/* rules.meld: the rule of what a meld is ("" none) */
} kit;

static const char *const ROLE[] = { "", "new", "layoff", "move" };

/* The kit lives in the registry under this key's address, and is each
** function's second upvalue. */
static const char KIT_KEY = 'k';

static const kit *kit_of(lua_State *L)
{
	const kit *k = lua_touserdata(L, lua_upvalueindex(2));
	if (!k->on)
		luaL_error(L, "cw.meld: the variant declares no meld_kit");
	return k;
}

/* An integer argument that fits an int: a larger one is an error, never
** narrowed to a small one that means something else. */
static int int_arg(lua_State *L, int arg)
{
	lua_Integer x = luaL_checkinteger(L, arg);
	luaL_argcheck(L, x >= INT_MIN && x <= INT_MAX, arg, "integer out of range");
	return (int)x;
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
	cw_meld_filter f;
} ask_ex;

/* Reads the ask table at index t (absent: no extra card). [-0, +0, e] */
static ask_ex read_ask(lua_State *L, cw_game *g, int seat, int t)
{
	ask_ex a;
	memset(&a, 0, sizeof a);
	a.q.seat = seat;
	a.q.extra = a.q.must = a.q.loose = a.f.guard = CW_NOCARD;
	if (lua_isnoneornil(L, t))
		return a;
	luaL_checktype(L, t, LUA_TTABLE);
	a.q.extra = card_field(L, g, t, "extra");
	a.q.must = card_field(L, g, t, "must");
	a.q.loose = card_field(L, g, t, "loose");
	a.f.guard = card_field(L, g, t, "guard");
	a.q.layoffs_only = bool_field(L, t, "layoffs_only");
	a.f.hand_only = bool_field(L, t, "hand_only");
	return a;
}

/* cw.meld.offer(g, seat, ask) -> fits [-0, +1, e] */
static int l_offer(lua_State *L)
{
	const kit *k = kit_of(L);
	cw_game *g = cw_api_game(L, 0);
	int seat = check_seat(L, g, 2);
	ask_ex a = read_ask(L, g, seat, 3);
	int fits = 0;
	cw_err e;
	if (cw_meld_offer(g, &k->r, &k->v, &a.q, &a.f, &fits, &e))
		return luaL_error(L, "%s", e.msg);
	lua_pushboolean(L, fits);
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
	if (!cw_meld_keeps(c->g->st, c->a->q.seat, &c->a->f, p))
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
	lua_Unsigned nz = lua_rawlen(L, 3);	/* not __len: the script's own count */
	cw_card cards[CW_MAX_CARDS];
	int n = 0;
	for (lua_Unsigned i = 1; i <= nz; i++) {
		lua_rawgeti(L, 3, (lua_Integer)i);
		lua_Integer z = luaL_checkinteger(L, -1);
		lua_pop(L, 1);
		if (z < 0 || z >= g->st->nzones)
			return luaL_error(L, "cw.meld: bad zone %d", (int)z);
		for (int j = 0; j < cw_state_zone_len(g->st, (cw_zone)z) && n < CW_MAX_CARDS; j++)
			cards[n++] = cw_state_zone_at(g->st, (cw_zone)z, j);
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
	lua_Unsigned n = lua_rawlen(L, 2);	/* not __len: a count of the script's choosing */
	cw_card cards[CW_MELD_CARDS];
	if (n > CW_MELD_CARDS) {
		lua_pushnil(L);
		return 1;
	}
	for (lua_Unsigned i = 1; i <= n; i++) {
		lua_rawgeti(L, 2, (lua_Integer)i);
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
	for (int i = 0; i < (int)n; i++) {
		lua_pushinteger(L, cards[i]);
		lua_rawseti(L, -2, i + 1);
	}
	lua_pushstring(L, kind == CW_MELD_RUN ? "run" : "set");
	if (kind != CW_MELD_RUN)
		return 2;
	lua_pushinteger(L, low);
	return 3;
}

/* ---- the turn (core/meldturn.h) ---- */

static const kit *turn_of(lua_State *L)
{
	const kit *k = kit_of(L);
	if (!k->has_turn)
		luaL_error(L, "cw.meld: the variant's meld_kit gives no turn (roles and parameters of the turn)");
	return k;
}

static int raise(lua_State *L, int rc, const cw_err *e)
{
	return rc ? luaL_error(L, "%s", e->msg) : 0;
}

/* The steps as Lua functions: legal_*(g, seat), the actions (g, seat, ...).
** [-0, +0, e] */
static int l_legal_start(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_err e;
	return raise(L, cw_meldturn_legal_start(cw_api_game(L, 0), &k->r, &k->t, &e), &e);
}

static int l_legal_claim(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_err e;
	return raise(L, cw_meldturn_legal_claim(cw_api_game(L, 0), &k->r, &k->v, &k->t, &e), &e);
}

static int l_legal_play(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_err e;
	return raise(L, cw_meldturn_legal_play(cw_api_game(L, 0), &k->r, &k->v, &k->t, &e), &e);
}

/* A step of the turn that takes the game and a seat: draw, draw_discard,
** fold, claim (g, seat). */
static int seat_step(lua_State *L, int (*step)(cw_game *, const cw_meld_turn *, int, cw_err *))
{
	const kit *k = turn_of(L);
	cw_game *g = cw_api_game(L, 1);
	cw_err e;
	return raise(L, step(g, &k->t, check_seat(L, g, 2), &e), &e);
}

static int l_draw(lua_State *L)
{
	return seat_step(L, cw_meldturn_draw);
}

static int l_draw_discard(lua_State *L)
{
	return seat_step(L, cw_meldturn_draw_discard);
}

static int l_discard(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2);
	size_t len;
	const char *t = luaL_checklstring(L, 3, &len);
	cw_face f;
	cw_err e;
	if (cw_face_parse(t, len, &f, &e))
		return luaL_error(L, "%s", e.msg);
	return raise(L, cw_meldturn_discard(g, &k->r, &k->t, seat, f, &e), &e);
}

static int l_fold(lua_State *L)
{
	return seat_step(L, cw_meldturn_fold);
}

static int l_claim(lua_State *L)
{
	return seat_step(L, cw_meldturn_claim);
}

/* The faces of the arguments from..to as cards' faces. */
static int faces_arg(lua_State *L, int from, int to, cw_face *faces)
{
	int n = 0;
	for (int i = from; i <= to; i++) {
		size_t len;
		const char *t = luaL_checklstring(L, i, &len);
		cw_err e;
		if (cw_face_parse(t, len, &faces[n++], &e))
			return luaL_error(L, "%s", e.msg);
	}
	return n;
}

/* apply of a new meld: (g, seat, card, card, card, ...) [-0, +0, e] */
static int l_new(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2), top = lua_gettop(L);
	cw_face faces[CW_ACTION_ARGS];
	if (top - 2 > CW_ACTION_ARGS)
		return luaL_error(L, "cw.meld.new: more than %d cards", CW_ACTION_ARGS);
	int n = faces_arg(L, 3, top, faces);
	cw_err e;
	return raise(L, cw_meldturn_new(g, &k->r, &k->t, seat, faces, n, &e), &e);
}

/* apply of a lay-off: (g, seat, card..., meld) [-0, +0, e] */
static int l_layoff(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2), top = lua_gettop(L);
	cw_face faces[CW_ACTION_ARGS];
	if (top - 3 > CW_ACTION_ARGS)
		return luaL_error(L, "cw.meld.layoff: more than %d cards", CW_ACTION_ARGS);
	int to = int_arg(L, top);
	int n = faces_arg(L, 3, top - 1, faces);
	cw_err e;
	return raise(L, cw_meldturn_layoff(g, &k->r, &k->t, seat, faces, n, to, &e), &e);
}

/* apply of a move between melds: (g, seat, card, from, to) [-0, +0, e] */
static int l_move(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2);
	cw_face f;
	faces_arg(L, 3, 3, &f);
	int to = int_arg(L, 5);
	cw_err e;
	return raise(L, cw_meldturn_move(g, &k->r, &k->t, seat, f, to, &e), &e);
}

/* A list of card handles at index i into cards (at most CW_MELD_CARDS). */
static int handles_arg(lua_State *L, cw_game *g, int i, cw_card *cards)
{
	luaL_checktype(L, i, LUA_TTABLE);
	/* the list's own length: a __len of the script's could say anything */
	lua_Unsigned n = lua_rawlen(L, i);
	if (n > CW_MELD_CARDS)
		return luaL_error(L, "cw.meld: more than %d cards", CW_MELD_CARDS);
	for (lua_Unsigned j = 1; j <= n; j++) {
		lua_rawgeti(L, i, (lua_Integer)j);
		if (!lua_isinteger(L, -1))
			return luaL_error(L, "cw.meld: card %d of the list is not a card handle", (int)j);
		lua_Integer x = lua_tointeger(L, -1);
		lua_pop(L, 1);
		if (x < 0 || x >= g->st->ncards)
			return luaL_error(L, "cw.meld: bad card handle %I", x);
		cards[j - 1] = (cw_card)x;
		for (lua_Unsigned k = 1; k < j; k++)
			if (cards[k - 1] == cards[j - 1])
				return luaL_error(L, "cw.meld: card %I is in the list twice", x);
	}
	return (int)n;
}

/* cw.meld.take(g, seat, {card...}): the seat's table cards among them
** leave their melds. [-0, +0, e] */
static int l_take(lua_State *L)
{
	const kit *k = kit_of(L);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2);
	cw_card cards[CW_MELD_CARDS];
	int n = handles_arg(L, g, 3, cards);
	cw_err e;
	return raise(L, cw_meldturn_take(g, &k->r, seat, cards, n, &e), &e);
}

/* cw.meld.lay(g, seat, k, {card...}): the cards join meld k, in table
** order; k nil: a free meld zone. [-0, +0, e] */
static int l_lay(lua_State *L)
{
	const kit *k = kit_of(L);
	cw_game *g = cw_api_game(L, 1);
	int seat = check_seat(L, g, 2);
	int m = lua_isnil(L, 3) ? cw_meldturn_free_meld(g->st, seat) : int_arg(L, 3);
	cw_card cards[CW_MELD_CARDS];
	int n = handles_arg(L, g, 4, cards);
	cw_err e;
	return raise(L, cw_meldturn_lay(g, &k->r, seat, m, cards, n, &e), &e);
}

/* cw.meld.after_play(g, seat) [-0, +0, e] */
static int l_after_play(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_game *g = cw_api_game(L, 1);
	cw_meldturn_after_play(g, &k->t, check_seat(L, g, 2));
	return 0;
}

/* cw.meld.start(g, seat or nil, again): seat's turn, or the round's end
** when seat is nil or the stock is spent. [-0, +0, e] */
static int l_start(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_game *g = cw_api_game(L, 1);
	int seat = lua_isnoneornil(L, 2) ? 0 : check_seat(L, g, 2);
	cw_err e;
	return raise(L, cw_meldturn_start(g, &k->t, seat, lua_toboolean(L, 3), &e), &e);
}

/* cw.meld.continue(g): a claim window closed untaken. [-0, +0, e] */
static int l_continue(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_err e;
	return raise(L, cw_meldturn_continue(cw_api_game(L, 1), &k->t, &e), &e);
}

/* cw.meld.end_round(g, how) [-0, +0, e] */
static int l_end_round(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_game *g = cw_api_game(L, 1);
	cw_meldturn_end(g, &k->t, int_arg(L, 2));
	return 0;
}

/* cw.meld.check_win(g, seat) -> whether the seat's table won [-0, +1, e] */
static int l_check_win(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_game *g = cw_api_game(L, 1);
	lua_pushboolean(L, cw_meldturn_check_win(g, &k->t, check_seat(L, g, 2)));
	return 1;
}

/* cw.meld.next_active(g, seat) -> the next active seat, or nil [-0, +1, e] */
static int l_next_active(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_game *g = cw_api_game(L, 0);
	int s = cw_meldturn_next_active(g->st, &k->t, check_seat(L, g, 2));
	if (s)
		lua_pushinteger(L, s);
	else
		lua_pushnil(L);
	return 1;
}

/* cw.meld.active(g, seat) -> in the deal and not folded [-0, +1, e] */
static int l_active(lua_State *L)
{
	const kit *k = turn_of(L);
	cw_game *g = cw_api_game(L, 0);
	lua_pushboolean(L, cw_meldturn_active(g->st, &k->t, check_seat(L, g, 2)));
	return 1;
}

/* The steps the runtime runs as hooks without entering Lua. */
static const struct step {
	lua_CFunction fn;
	int id;
} steps[] = {
	{ l_legal_start, CW_MELDKIT_LEGAL_START }, { l_legal_claim, CW_MELDKIT_LEGAL_CLAIM },
	{ l_legal_play, CW_MELDKIT_LEGAL_PLAY }, { l_draw, CW_MELDKIT_DRAW },
	{ l_draw_discard, CW_MELDKIT_DRAW_DISCARD }, { l_discard, CW_MELDKIT_DISCARD },
	{ l_fold, CW_MELDKIT_FOLD }, { l_claim, CW_MELDKIT_CLAIM }, { l_new, CW_MELDKIT_NEW },
	{ l_layoff, CW_MELDKIT_LAYOFF }, { l_move, CW_MELDKIT_MOVE }, { NULL, 0 }
};

int cw_meldkit_step_of(cw_runtime *rt, int idx)
{
	lua_CFunction fn = cw_kitargs_step(rt, idx);
	for (const struct step *s = steps; fn && s->fn; s++)
		if (s->fn == fn)
			return s->id;
	return 0;
}

/* The runtime's kit, from the registry (outside any cw.meld call). */
static const kit *kit_in(cw_runtime *rt)
{
	lua_State *L = rt->sb->L;
	lua_rawgetp(L, LUA_REGISTRYINDEX, &KIT_KEY);
	const kit *k = lua_touserdata(L, -1);
	lua_pop(L, 1);
	return k;
}

int cw_meldkit_folded(cw_runtime *rt, const cw_state *st, int seat)
{
	const kit *k = kit_in(rt);
	if (!k || !k->on || k->t.seatvar_folded < 0 || seat < 1 || seat > st->nseats)
		return 0;
	return !(st->out & CW_SEATBIT(seat)) && !cw_meldturn_active(st, &k->t, seat);
}

int cw_meldkit_no_meld(cw_runtime *rt, const cw_state *st, const cw_face *faces, int n, char *buf, size_t len)
{
	const kit *k = kit_in(rt);
	cw_card c[CW_MELD_CARDS];
	if (!k || !k->on || n < 1 || n > CW_MELD_CARDS)
		return 0;
	for (int i = 0; i < n; i++) {	/* a card of each face: whose, the meld does not ask */
		c[i] = 0;
		while (c[i] < st->ncards && cw_state_ccards(st)[c[i]].face != faces[i])
			c[i]++;
		if (c[i] == st->ncards)
			return 0;
	}
	if (cw_meld_arrange(st, &k->r, c, n, NULL))
		return 0;
	size_t at = 0;
	for (int i = 0; i < n && at < len; i++) {
		char f[8];
		at += (size_t)snprintf(buf + at, len - at, "%s%s", i ? " " : "", cw_face_format(faces[i], f));
	}
	if (at < len)
		at += (size_t)snprintf(buf + at, len - at, " make no meld: a set is %d %s %d cards of one rank, a run %d %s "
				       "%d cards of one suit in a row (the ace %s)", k->r.set_min,
				       k->r.set_max == k->r.set_min + 1 ? "or" : "to", k->r.set_max, k->r.run_min,
				       k->r.run_max == k->r.run_min + 1 ? "or" : "to", k->r.run_max,
				       k->r.ace_high ? "below the 2 or above the king" : "below the 2 only");
	if (at < len && k->rule_meld[0])
		snprintf(buf + at, len - at, " (%s)", k->rule_meld);
	return 1;
}

int cw_meldkit_run(cw_runtime *rt, int id, cw_game *g, const cw_action *a, cw_err *err)
{
	const kit *k = kit_in(rt);
	int seat = g->st->actor;
	switch (id) {
	case CW_MELDKIT_LEGAL_START: return cw_meldturn_legal_start(g, &k->r, &k->t, err);
	case CW_MELDKIT_LEGAL_CLAIM: return cw_meldturn_legal_claim(g, &k->r, &k->v, &k->t, err);
	case CW_MELDKIT_LEGAL_PLAY: return cw_meldturn_legal_play(g, &k->r, &k->v, &k->t, err);
	case CW_MELDKIT_DRAW: return cw_meldturn_draw(g, &k->t, seat, err);
	case CW_MELDKIT_DRAW_DISCARD: return cw_meldturn_draw_discard(g, &k->t, seat, err);
	case CW_MELDKIT_DISCARD: return cw_meldturn_discard(g, &k->r, &k->t, seat, a->arg[0], err);
	case CW_MELDKIT_FOLD: return cw_meldturn_fold(g, &k->t, seat, err);
	case CW_MELDKIT_CLAIM: return cw_meldturn_claim(g, &k->t, seat, err);
	case CW_MELDKIT_NEW: return cw_meldturn_new(g, &k->r, &k->t, seat, a->arg, a->nargs, err);
	case CW_MELDKIT_LAYOFF:
		return a->nargs < 2 ? cw_error_fail(err, CW_EILLEGAL, "a lay-off names cards and a meld")
				    : cw_meldturn_layoff(g, &k->r, &k->t, seat, a->arg, a->nargs - 1, a->arg[a->nargs - 1], err);
	case CW_MELDKIT_MOVE:
		return a->nargs != 3 ? cw_error_fail(err, CW_EILLEGAL, "a move names a card and two melds")
				     : cw_meldturn_move(g, &k->r, &k->t, seat, a->arg[0], a->arg[2], err);
	}
	return cw_error_fail(err, CW_ESTATE, "unknown meld kit step %d", id);
}

/* cw.meld.shape(g, {card...}) or (g, zone [, drop [, add]]) -> n, most of
** one rank, suits, colours, touching pairs (cw_meld_form): of the cards,
** or of a zone's cards without card `drop` and with card `add` (handles;
** nil for none). [-0, +5, e] */
static int l_shape(lua_State *L)
{
	cw_game *g = cw_api_game(L, 0);
	cw_card cards[CW_MAX_CARDS + 1];
	lua_Integer n = 0;
	if (lua_type(L, 2) == LUA_TNUMBER) {
		lua_Integer z = lua_tointeger(L, 2);
		if (z < 0 || z >= g->st->nzones)
			return luaL_error(L, "cw.meld: bad zone %d", (int)z);
		lua_Integer drop = luaL_optinteger(L, 3, -1), add = luaL_optinteger(L, 4, -1);
		for (int i = 0; i < cw_state_zone_len(g->st, (cw_zone)z); i++)
			if (cw_state_zone_at(g->st, (cw_zone)z, i) != drop)
				cards[n++] = cw_state_zone_at(g->st, (cw_zone)z, i);
		if (add >= 0 && add < g->st->ncards)
			cards[n++] = (cw_card)add;
	} else {
		luaL_checktype(L, 2, LUA_TTABLE);
		n = (lua_Integer)lua_rawlen(L, 2);	/* not __len: a count of the script's choosing */
		if (n > CW_MAX_CARDS)
			return luaL_error(L, "cw.meld.shape: more than %d cards", CW_MAX_CARDS);
		for (lua_Integer i = 1; i <= n; i++) {
			lua_rawgeti(L, 2, i);
			lua_Integer x = luaL_checkinteger(L, -1);
			lua_pop(L, 1);
			if (x < 0 || x >= g->st->ncards)
				return luaL_error(L, "cw.meld: bad card handle %d", (int)x);
			cards[i - 1] = (cw_card)x;
		}
	}
	cw_meld_form f;
	const kit *k = lua_touserdata(L, lua_upvalueindex(2));
	cw_meld_shape(g->st, k->on ? &k->r : NULL, cards, (int)n, &f);	/* no kit: the ace low only */
	lua_pushinteger(L, n);
	lua_pushinteger(L, f.most);
	lua_pushinteger(L, f.suits);
	lua_pushinteger(L, f.colours);
	lua_pushinteger(L, f.touching);
	return 5;
}

static const luaL_Reg functions[] = {
	{ "offer", l_offer }, { "each", l_each }, { "can_use", l_can_use }, { "extends", l_extends },
	{ "arrange", l_arrange }, { "shape", l_shape }, { "legal_start", l_legal_start }, { "legal_claim", l_legal_claim },
	{ "legal_play", l_legal_play }, { "draw", l_draw }, { "draw_discard", l_draw_discard }, { "discard", l_discard },
	{ "fold", l_fold }, { "claim", l_claim }, { "start", l_start }, { "continue", l_continue },
	{ "end_round", l_end_round }, { "check_win", l_check_win }, { "next_active", l_next_active },
	{ "active", l_active }, { "new", l_new }, { "layoff", l_layoff }, { "move", l_move }, { "take", l_take },
	{ "lay", l_lay }, { "after_play", l_after_play },
	{ NULL, NULL }
};


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
		return cw_error_fail(err, CW_EINVAL, "%s: meld_kit: expected %s", s->where, expected);
	return cw_error_fail(err, CW_EINVAL, "%s: meld_kit.%s: expected %s", s->where, field, expected);
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
	int v = name ? cw_kitargs_lookup(rt, rt->verbidx_ref, name) - 1 : -1;
	if (v >= 0 && !strcmp(rt->verbs.v[v].sig, shape)) {
		lua_pop(L, 1);
		*out = v;
		rt->verbs.v[v].roles |= cw_role_find(role);
		return CW_OK;
	}
	snprintf(expected, sizeof expected, "the name of one of the variant's actions with arguments '%s'%s%s%s", shape,
		 name ? " ('" : "", name ? name : "", name ? (v < 0 ? "' is not declared)" : "' has other arguments)") : "");
	lua_pop(L, 1);
	return bad(err, s, field, expected);
}

static const char *const KNOWN[] = {
	"run_min", "run_max", "set_min", "set_max", "ace_high", "split_inner", "piles",
	"new_needs_loose", "ordered_sets", "verbs", "turn", "rules", NULL
};

/* rules = {meld = "DES-M3", fold = ..., pay = ..., place = ..., forced =
** ...}: the rule each refusal names after its reason (a new meld of cards
** that make none; a fold while a live card could extend a meld; a hand
** card paid before the loose card is placed; a placeable drawn card
** declined; a pass where the discard lays off alone, forced). */
static int read_rules(lua_State *L, int t, kit *k, const src *s, cw_err *err)
{
	static const char *const keys[] = { "meld", "fold", "pay", "place", "forced", NULL };
	char *to[] = { k->rule_meld, k->t.rule_fold, k->t.rule_pay, k->t.rule_place, k->t.rule_forced };
	int ty = lua_getfield(L, t, "rules");
	if (ty == LUA_TNIL)
		return lua_pop(L, 1), CW_OK;
	if (ty != LUA_TTABLE)
		return lua_pop(L, 1), bad(err, s, "rules", "a table {meld = \"DES-M3\", fold = ..., pay = ..., place = ...}");
	int tt = lua_gettop(L);
	lua_pushnil(L);
	while (lua_next(L, tt)) {
		int which = -1;
		for (int i = 0; lua_type(L, -2) == LUA_TSTRING && keys[i]; i++)
			if (!strcmp(lua_tostring(L, -2), keys[i]))
				which = i;
		char field[48];
		snprintf(field, sizeof field, "rules.%.24s", lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?");
		char id[CW_MELD_RULE_LEN];
		int ok = cw_kitargs_rule_id(L, -1, id, sizeof id);
		if (ok && which >= 0)
			memcpy(to[which], id, sizeof id);
		lua_pop(L, 1);
		if (which < 0)
			return lua_settop(L, tt - 1), bad(err, s, field, "one of the fields meld, fold, pay, place, forced");
		if (!ok)
			return lua_settop(L, tt - 1), bad(err, s, field, "a rule id of letters, digits, '-', ',' and spaces, "
							  "up to 23 characters, as in \"DES-M3\"");
	}
	lua_settop(L, tt - 1);
	return CW_OK;
}

static int read_turn(cw_runtime *rt, int t, kit *k, const src *s, cw_err *err);

static int read_kit(cw_runtime *rt, int t, kit *k, const src *s, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int rc;
	cw_kitargs_fault f;
	if (!cw_kitargs_known(L, t, KNOWN, &f))
		return bad(err, s, f.key, "one of the fields run_min, run_max, set_min, set_max, ace_high, split_inner, "
					  "piles, new_needs_loose, ordered_sets, verbs, turn, rules");
	cw_meld_rules_default(&k->r, rt->nmelds);
	if ((rc = int_param(L, t, "run_min", &k->r.run_min, s, err)) ||
	    (rc = int_param(L, t, "run_max", &k->r.run_max, s, err)) ||
	    (rc = int_param(L, t, "set_min", &k->r.set_min, s, err)) ||
	    (rc = int_param(L, t, "set_max", &k->r.set_max, s, err)) ||
	    (rc = int_param(L, t, "piles", &k->r.piles, s, err)) ||
	    (rc = bool_param(L, t, "ace_high", &k->r.ace_high, s, err)) ||
	    (rc = bool_param(L, t, "split_inner", &k->r.split_inner, s, err)) ||
	    (rc = bool_param(L, t, "new_needs_loose", &k->r.new_needs_loose, s, err)) ||
	    (rc = bool_param(L, t, "ordered_sets", &k->v.ordered_sets, s, err)))
		return rc;
	const char *field;
	char expected[160];
	if (cw_meld_rules_check(&k->r, rt->nmelds, &field, expected, sizeof expected)) {
		if (!strcmp(field, "melds"))
			return bad(err, s, field, expected);
		return cw_error_fail(err, CW_EINVAL, "%s: meld_kit.%s is %d, expected %s", s->where, field,
			       value_of(&k->r, field), expected);
	}
	if (lua_getfield(L, t, "verbs") != LUA_TTABLE) {
		lua_pop(L, 1);
		return bad(err, s, "verbs", "a table {new = VERB, layoff = VERB, move = VERB}");
	}
	int vt = lua_gettop(L);
	rc = role_verb(rt, vt, "new", "ccc*", &k->v.new_meld, s, err);
	if (!rc)
		rc = role_verb(rt, vt, "layoff", "c*n", &k->v.layoff, s, err);
	if (!rc)
		rc = role_verb(rt, vt, "move", "cnn", &k->v.move, s, err);
	lua_pop(L, 1);
	if (rc)
		return rc;
	/* a new meld is typed and recorded with three cards or more */
	if (k->r.run_min < 3 || k->r.set_min < 3)
		return cw_error_fail(err, CW_EINVAL, "%s: meld_kit.%s is %d, expected 3 or more: the new meld's action, '%s', "
				     "takes three cards or more (args \"ccc*\")", s->where, k->r.run_min < 3 ? "run_min" : "set_min",
				     k->r.run_min < 3 ? k->r.run_min : k->r.set_min, rt->verbs.v[k->v.new_meld].name);
	int ty = lua_getfield(L, t, "turn");
	if (ty == LUA_TTABLE) {
		rc = read_turn(rt, lua_gettop(L), k, s, err);
		k->has_turn = !rc;
	} else if (ty != LUA_TNIL)
		rc = bad(err, s, "turn", "a table of the turn's roles and parameters");
	lua_pop(L, 1);
	return rc ? rc : read_rules(L, t, k, s, err);	/* after the turn, whose fields it fills */
}

/* ---- reading meld_kit.turn ---- */

/* Each name of the subtable `group` of the turn table at t: a key of
** keys[] whose value names an entry of the variant's table at ref (verbs,
** phases, variables) into out (kitargs.h); the roles' verbs take their
** roles. */
static int turn_group(cw_runtime *rt, int t, const char *group, const char *const *keys, int *const *out, int ref,
		      const char *kind, const src *s, cw_err *err)
{
	char field[160], expected[200];
	cw_kitargs_fault f;
	int rc = cw_kitargs_group(rt, t, group, keys, out, ref, !strcmp(group, "roles"), &f);
	snprintf(field, sizeof field, "turn.%s%s%s", group, f.key[0] ? "." : "", f.key);
	size_t len = 0;
	switch (rc) {
	case CW_KITARGS_OK:
		return CW_OK;
	case CW_KITARGS_NOT_TABLE:
		snprintf(expected, sizeof expected, "a table of %s names", kind);
		break;
	case CW_KITARGS_UNKNOWN:
		expected[0] = 0;
		for (int i = 0; keys[i] && len + 2 < sizeof expected; i++)
			len += (size_t)snprintf(expected + len, sizeof expected - len, "%s%s", i ? ", " : "a role: ", keys[i]);
		break;
	default:
		snprintf(expected, sizeof expected, "the name of a declared %s%s%s%s", kind, f.name[0] ? " ('" : "",
			 f.name, f.name[0] ? "' is not declared)" : "");
	}
	return bad(err, s, field, expected);
}

/* A word parameter: one of words[] (its index into *out), or absent. */
static int turn_word(lua_State *L, int t, const char *field, const char *const *words, int *out, const src *s,
		     cw_err *err)
{
	int ty = lua_getfield(L, t, field);
	const char *w = ty == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
	int found = -1;
	for (int i = 0; w && words[i]; i++)
		if (!strcmp(w, words[i]))
			found = i;
	lua_pop(L, 1);
	if (ty == LUA_TNIL)
		return CW_OK;
	if (found < 0) {
		char f[64], expected[160];
		size_t len = 0;
		snprintf(f, sizeof f, "turn.%s", field);
		for (int i = 0; words[i] && len + 2 < sizeof expected; i++)
			len += (size_t)snprintf(expected + len, sizeof expected - len, "%s\"%s\"", i ? " or " : "", words[i]);
		return bad(err, s, f, expected);
	}
	*out = found;
	return CW_OK;
}

static const char *const TURN_KNOWN[] = {
	"roles", "phases", "vars", "seat_vars", "draw_to_hand", "win_count", "use_drawn", "second_draw", "forced", "own",
	"fold", "rebuild", "rebuild_limit", "claim_layoffs", "open_new", NULL
};

static int read_turn(cw_runtime *rt, int t, kit *k, const src *s, cw_err *err)
{
	lua_State *L = rt->sb->L;
	cw_meld_turn *u = &k->t;
	static const char *const roles[] = { "draw", "draw_discard", "fold", "discard", "claim", "pass", "unmeld",
					     "take_back", NULL };
	static const char *const phases[] = { "start", "play", "claim", NULL };
	static const char *const vars[] = { "loose", "placed", "claimed", "discarder", "draws", "redraw", "again",
					    "how", "first_step", "taken", "rebuilds", NULL };
	static const char *const seat_vars[] = { "forced", "folded", "won", NULL };
	static const char *const own[] = { "off", "last", "first", NULL };
	static const char *const fold[] = { "off", "checked", "free", NULL };
	static const char *const rebuild[] = { "off", "flip", "keep", NULL };
	int *const role_out[] = { &u->verb_draw, &u->verb_draw_discard, &u->verb_fold, &u->verb_discard, &u->verb_claim,
				  &u->verb_pass, &u->verb_unmeld, &u->verb_take_back };
	int *const phase_out[] = { &u->phase_start, &u->phase_play, &u->phase_claim };
	int *const var_out[] = { &u->var_loose, &u->var_placed, &u->var_claimed, &u->var_discarder, &u->var_draws,
				 &u->var_redraw, &u->var_again, &u->var_how, &u->var_first_step, &u->var_taken,
				 &u->var_rebuilds };
	int *const seatvar_out[] = { &u->seatvar_forced, &u->seatvar_folded, &u->seatvar_won };
	int rc;
	cw_meldturn_init(u);
	cw_kitargs_fault fault;
	if (!cw_kitargs_known(L, t, TURN_KNOWN, &fault)) {
		char f[80];
		snprintf(f, sizeof f, "turn.%s", fault.key);
		return bad(err, s, f, "one of the fields roles, phases, vars, seat_vars, draw_to_hand, win_count, use_drawn, "
				      "second_draw, forced, own, fold, rebuild, rebuild_limit, claim_layoffs, open_new");
	}
	if ((rc = turn_group(rt, t, "roles", roles, role_out, rt->verbidx_ref, "action", s, err)) ||
	    (rc = turn_group(rt, t, "phases", phases, phase_out, rt->phaseidx_ref, "phase", s, err)) ||
	    (rc = turn_group(rt, t, "vars", vars, var_out, rt->varidx_ref, "variable", s, err)) ||
	    (rc = turn_group(rt, t, "seat_vars", seat_vars, seatvar_out, rt->seatvaridx_ref, "seat variable", s, err)) ||
	    (rc = bool_param(L, t, "draw_to_hand", &u->draw_to_hand, s, err)) ||
	    (rc = bool_param(L, t, "use_drawn", &u->use_drawn, s, err)) ||
	    (rc = bool_param(L, t, "second_draw", &u->second_draw, s, err)) ||
	    (rc = bool_param(L, t, "forced", &u->forced, s, err)) ||
	    (rc = bool_param(L, t, "claim_layoffs", &u->claim_layoffs, s, err)) ||
	    (rc = bool_param(L, t, "open_new", &u->open_new, s, err)) ||
	    (rc = int_param(L, t, "win_count", &u->win_count, s, err)) ||
	    (rc = int_param(L, t, "rebuild_limit", &u->rebuild_limit, s, err)) ||
	    (rc = turn_word(L, t, "own", own, &u->own, s, err)) ||
	    (rc = turn_word(L, t, "fold", fold, &u->fold, s, err)) ||
	    (rc = turn_word(L, t, "rebuild", rebuild, &u->rebuild, s, err)))
		return rc;
	const char *field;
	char expected[200], f[64];
	if (cw_meldturn_check(u, &field, expected, sizeof expected)) {
		snprintf(f, sizeof f, "turn.%s", field);
		return bad(err, s, f, expected);
	}
	/* The roles' argument shapes: the kit reads a card from discard. */
	if (strcmp(rt->verbs.v[u->verb_discard].sig, "c"))
		return bad(err, s, "turn.roles.discard", "an action with one card argument ('c')");
	if (u->verb_take_back >= 0 && strcmp(rt->verbs.v[u->verb_take_back].sig, "c"))
		return bad(err, s, "turn.roles.take_back", "an action with one card argument ('c')");
	if (u->verb_unmeld >= 0 && strcmp(rt->verbs.v[u->verb_unmeld].sig, "n"))
		return bad(err, s, "turn.roles.unmeld", "an action with one number argument ('n')");
	return CW_OK;
}

/* Whether the runtime bound a hook to a step of the turn. */
static int turn_bound(const cw_runtime *rt)
{
	for (int i = 0; i < rt->nphases; i++)
		if (rt->legal_meld[i])
			return 1;
	for (int v = 0; v < rt->verbs.n; v++)
		if (rt->apply_meld[v])
			return 1;
	return 0;
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
	if (!rc && !k->has_turn && turn_bound(rt))
		rc = cw_error_fail(err, CW_ESCRIPT, "%s: the hooks name steps of cw.meld's turn, but meld_kit gives no turn", rt->name);
	lua_settop(L, top);
	return rc;
}
