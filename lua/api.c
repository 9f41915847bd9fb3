/*
** The `cw` API that variant scripts call: the methods of the game object
** `g` passed to every hook. Each method is a thin binding of a core
** primitive; the core records every change as an event tagged with the
** seats that may see it (DESIGN principle 2).
**
** Conventions: seats are 1..N, layout slots 1..; card handles are the
** core's card ids (opaque numbers); zones are the numbers g:stock(),
** g:layout(seat), ...; a face is its token ("10H", "X"). Programmer
** errors (a wrong type, a seat out of range) raise; a method that cannot
** do what the rules ask returns nil and a message.
*/
#include <string.h>
#include "audit.h"
#include "internal.h"
#include "../core/near.h"
#include "../core/text.h"
#include "../core/view.h"

static const char VARS_MT[] = "cw.vars";
static const char SEATVARS_MT[] = "cw.seatvars";

typedef struct udvars {
	cw_runtime *rt;
	int seat;		/* 0 for the game's vars */
} udvars;

/* Every method has the runtime as its upvalue; `g` itself is a plain
** table, so a method call is a table lookup in the VM, not a C call. */
static cw_runtime *rt_of(lua_State *L)
{
	return lua_touserdata(L, lua_upvalueindex(1));
}

/* A card's value is read once per face of the pack, on a game of its
** own before any deal (cw_runtime_face_value): there, the game's state
** is nobody's, and a value that read it would be the same wrong one for
** every game. Refused, naming the method. */
static void no_state_in_card_value(lua_State *L, cw_runtime *rt)
{
	if (rt->cur && rt->cur == rt->scratch) {
		lua_Debug ar;
		const char *m = lua_getstack(L, 0, &ar) && lua_getinfo(L, "n", &ar) && ar.name ? ar.name : "?";
		luaL_error(L, "card_value reads the game (g:%s): a card's value depends only on its face and the options "
			      "(it is read once per face, before any deal); what depends on the game belongs in layout_score", m);
	}
}

/* The game, for methods that read a card's face or the table's size:
** card_value may call them. */
static cw_game *face_game(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	if (!rt->cur)
		luaL_error(L, "no game is in play");
	return rt->cur;
}

static cw_game *game_of(lua_State *L)
{
	cw_game *g = face_game(L);
	no_state_in_card_value(L, rt_of(L));
	return g;
}

/* The game, for methods that change it: not allowed inside legal. */
static cw_game *changing(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	if (!rt->cur)
		luaL_error(L, "no game is in play");
	no_state_in_card_value(L, rt);
	if (rt->mode == CW_MODE_LEGAL)
		luaL_error(L, "the game cannot be changed inside legal (it may only offer actions)");
	if (rt->cur->ev_full) {
		cw_err e;
		cw_engine_log_full(rt->cur, &e);
		luaL_error(L, "%s", e.msg);
	}
	if (rt->audit.on)
		cw_audit_note(rt, L, rt->cur->nev);
	return rt->cur;
}

cw_game *cw_api_game(lua_State *L, int change)
{
	return change ? changing(L) : game_of(L);
}

static int check_seat(lua_State *L, cw_game *g, int arg)
{
	lua_Integer s = luaL_checkinteger(L, arg);
	if (s < 1 || s > g->st->nseats)
		luaL_error(L, "bad seat %I (expected 1 to %d)", s, g->st->nseats);
	return (int)s;
}

static cw_card check_card(lua_State *L, cw_game *g, int arg)
{
	lua_Integer c = luaL_checkinteger(L, arg);
	if (c < 0 || c >= g->st->ncards)
		luaL_error(L, "bad card handle %I", c);
	return (cw_card)c;
}

/* A slot, position or count, checked before it is narrowed to an int: a
** slot of 2^32 + 1 is not slot 1, and 2^31 does not wrap to a negative
** number (the core then says what the game allows). */
static int check_small(lua_State *L, int arg, const char *what)
{
	lua_Integer k = luaL_checkinteger(L, arg);
	if (k < -CW_MAX_CARDS || k > CW_MAX_CARDS)
		luaL_error(L, "bad %s %I (expected -%d to %d)", what, k, CW_MAX_CARDS, CW_MAX_CARDS);
	return (int)k;
}

static cw_zone check_zone(lua_State *L, cw_game *g, int arg)
{
	lua_Integer z = luaL_checkinteger(L, arg);
	if (z < 0 || z >= g->st->nzones)
		luaL_error(L, "bad zone %d", (int)z);
	return (cw_zone)z;
}

static int push_card(lua_State *L, cw_card c)
{
	if (c == CW_NOCARD)
		lua_pushnil(L);
	else
		lua_pushinteger(L, c);
	return 1;
}

void cw_api_push_face(lua_State *L, cw_face f)
{
	char buf[8];
	lua_pushstring(L, cw_face_format(f, buf));
}

/* Raises a core error as a Lua error. */
/* Raises a core error in the hook. A CW_ECHANCE (a replay's chance record
** that does not fit) is kept, so the hook fails with it as it is. */
static int raise(lua_State *L, const cw_err *e)
{
	if (cw_error_chance(e->code))
		rt_of(L)->chance_err = *e;
	return luaL_error(L, "%s", e->msg);
}

/* ---- the table ---- */

static int g_nseats(lua_State *L) { lua_pushinteger(L, face_game(L)->st->nseats); return 1; }
static int g_dealer(lua_State *L) { lua_pushinteger(L, game_of(L)->st->dealer); return 1; }
static int g_round(lua_State *L) { lua_pushinteger(L, game_of(L)->st->round); return 1; }
static int g_actor(lua_State *L) { lua_pushinteger(L, game_of(L)->st->actor); return 1; }

static int g_turn(lua_State *L)
{
	cw_game *g = game_of(L);
	if (g->st->turn)
		lua_pushinteger(L, g->st->turn);
	else
		lua_pushnil(L);
	return 1;
}

static int g_turns(lua_State *L)
{
	cw_game *g = game_of(L);
	lua_pushinteger(L, g->st->turns[check_seat(L, g, 2)]);
	return 1;
}

static int g_caller(lua_State *L)
{
	cw_game *g = game_of(L);
	if (g->st->caller)
		lua_pushinteger(L, g->st->caller);
	else
		lua_pushnil(L);
	return 1;
}

static int g_next_seat(lua_State *L)
{
	cw_game *g = game_of(L);
	lua_pushinteger(L, cw_turn_next_seat(g->st, check_seat(L, g, 2)));
	return 1;
}

static int g_phase(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	lua_pushstring(L, cw_runtime_phase_name(rt, game_of(L)->st->phase));
	return 1;
}

const char *cw_api_check_text(lua_State *L, int idx)
{
	size_t len;
	const char *s = luaL_checklstring(L, idx, &len);
	if (memchr(s, '\0', len))
		luaL_error(L, "'%s' is followed by a NUL byte and more: a name or a text holds no NUL", s);
	return s;
}

static int g_set_phase(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = changing(L);
	const char *name = cw_api_check_text(L, 2);
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->phaseidx_ref);
	lua_getfield(L, -1, name);
	if (!lua_isinteger(L, -1))
		return luaL_error(L, "unknown phase '%s' (declare it in phases = {...})", name);
	cw_engine_set_phase(g, (int)lua_tointeger(L, -1) - 1);
	return 0;
}

/* g:option(name): the option's value, or nil when the variant has no such
** option (g.opt.NAME raises instead, to catch misspellings); for family
** code shared by variants with different options. */
static int g_option(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const char *name = luaL_checkstring(L, 2);
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->optvals_ref);
	lua_pushstring(L, name);
	lua_rawget(L, -2);
	return 1;
}

/* ---- zones ---- */

static int g_stock(lua_State *L) { game_of(L); lua_pushinteger(L, CW_STOCK); return 1; }
static int g_discard(lua_State *L) { game_of(L); lua_pushinteger(L, CW_DISCARD); return 1; }
static int g_aside(lua_State *L) { game_of(L); lua_pushinteger(L, CW_ASIDE); return 1; }

static int seat_zone(lua_State *L, int which)
{
	cw_game *g = game_of(L);
	lua_pushinteger(L, cw_state_zone_of(g->st, check_seat(L, g, 2), which));
	return 1;
}
static int g_layout(lua_State *L) { return seat_zone(L, CW_ZS_LAYOUT); }
static int g_hand(lua_State *L) { return seat_zone(L, CW_ZS_HAND); }
static int g_held(lua_State *L) { return seat_zone(L, CW_ZS_HELD); }

static int g_meld(lua_State *L)
{
	cw_game *g = game_of(L);
	int seat = check_seat(L, g, 2);
	lua_Integer k = luaL_checkinteger(L, 3);
	if (!g->st->nmelds)
		return luaL_error(L, "g:meld(seat, %I): this variant has no meld zones (a rummy game declares them: "
				  "variant.melds = N)", k);
	if (k < 1 || k > g->st->nmelds)
		return luaL_error(L, "bad meld %I (expected 1 to %d)", k, g->st->nmelds);
	lua_pushinteger(L, cw_state_zone_of(g->st, seat, CW_ZS_MELD0 + (int)k - 1));
	return 1;
}

static int g_count(lua_State *L)
{
	cw_game *g = game_of(L);
	lua_pushinteger(L, cw_state_zone_len(g->st, check_zone(L, g, 2)));
	return 1;
}

static int g_top(lua_State *L)
{
	cw_game *g = game_of(L);
	return push_card(L, cw_state_zone_top(g->st, check_zone(L, g, 2)));
}

/* g:at(zone, i): the i-th card from the bottom (1-based), or a layout's slot i. */
static int g_at(lua_State *L)
{
	cw_game *g = game_of(L);
	cw_zone z = check_zone(L, g, 2);
	return push_card(L, cw_state_zone_at(g->st, z, check_small(L, 3, "index") - 1));
}

/* g:cards(zone): a new list of the zone's cards from the bottom; a layout's
** empty slots are left out. */
static int g_cards(lua_State *L)
{
	cw_game *g = game_of(L);
	cw_zone z = check_zone(L, g, 2);
	int n = cw_state_zone_len(g->st, z), k = 0;
	lua_createtable(L, n, 0);
	for (int i = 0; i < n; i++) {
		cw_card c = cw_state_zone_at(g->st, z, i);
		if (c == CW_NOCARD)
			continue;
		lua_pushinteger(L, c);
		lua_rawseti(L, -2, ++k);
	}
	return 1;
}

static int g_slot(lua_State *L)
{
	cw_game *g = game_of(L);
	int seat = check_seat(L, g, 2);
	return push_card(L, cw_state_layout_slot(g->st, seat, check_small(L, 3, "slot")));
}

static int g_slots(lua_State *L)
{
	cw_game *g = game_of(L);
	lua_pushinteger(L, cw_state_layout_slots(g->st, check_seat(L, g, 2)));
	return 1;
}

static int g_filled(lua_State *L)
{
	cw_game *g = game_of(L);
	lua_pushinteger(L, cw_layout_count(g->st, check_seat(L, g, 2)));
	return 1;
}

static int g_grid(lua_State *L)
{
	cw_game *g = game_of(L);
	const cw_zonerec *z = &cw_state_czones(g->st)[cw_state_zone_of(g->st, check_seat(L, g, 2), CW_ZS_LAYOUT)];
	lua_pushinteger(L, z->rows);
	lua_pushinteger(L, z->cols);
	return 2;
}

static int g_held_card(lua_State *L)
{
	cw_game *g = game_of(L);
	return push_card(L, cw_state_zone_top(g->st, cw_state_zone_of(g->st, check_seat(L, g, 2), CW_ZS_HELD)));
}

/* ---- cards ---- */

static int g_rank(lua_State *L)
{
	cw_game *g = face_game(L);
	lua_pushinteger(L, cw_face_rank(cw_state_cards(g->st)[check_card(L, g, 2)].face));
	return 1;
}

static int g_suit(lua_State *L)
{
	cw_game *g = face_game(L);
	cw_face f = cw_state_cards(g->st)[check_card(L, g, 2)].face;
	if (f == CW_JOKER)
		lua_pushnil(L);
	else
		lua_pushlstring(L, &"CDHS"[cw_face_suit(f)], 1);
	return 1;
}

static int g_face(lua_State *L)
{
	cw_game *g = face_game(L);
	cw_api_push_face(L, cw_state_cards(g->st)[check_card(L, g, 2)].face);
	return 1;
}

/* g:card(face): the first card with that face ("10H", "X"), or nil. */
static int g_card(lua_State *L)
{
	cw_game *g = face_game(L);
	size_t len;
	const char *t = luaL_checklstring(L, 2, &len);
	cw_face f;
	cw_err e;
	if (cw_face_parse(t, len, &f, &e))
		return luaL_error(L, "%s", e.msg);
	const cw_cardrec *cards = cw_state_cards(g->st);
	for (int c = 0; c < g->st->ncards; c++)
		if (cards[c].face == f)
			return push_card(L, (cw_card)c);
	lua_pushnil(L);
	return 1;
}

static int g_is_joker(lua_State *L)
{
	cw_game *g = face_game(L);
	lua_pushboolean(L, cw_state_cards(g->st)[check_card(L, g, 2)].face == CW_JOKER);
	return 1;
}

static int g_is_red(lua_State *L)
{
	cw_game *g = face_game(L);
	lua_pushboolean(L, cw_face_is_red(cw_state_cards(g->st)[check_card(L, g, 2)].face));
	return 1;
}

static int g_is_up(lua_State *L)
{
	cw_game *g = game_of(L);
	lua_pushboolean(L, cw_state_cards(g->st)[check_card(L, g, 2)].up);
	return 1;
}

static int g_knows(lua_State *L)
{
	cw_game *g = game_of(L);
	int seat = check_seat(L, g, 2);
	lua_pushboolean(L, cw_state_sees(g->st, check_card(L, g, 3), seat));
	return 1;
}

/* g:where(card) -> zone, position (a slot number in a layout) */
static int g_where(lua_State *L)
{
	cw_game *g = game_of(L);
	const cw_cardrec *r = &cw_state_cards(g->st)[check_card(L, g, 2)];
	lua_pushinteger(L, r->zone);
	lua_pushinteger(L, r->pos + 1);
	return 2;
}

static int g_flags(lua_State *L)
{
	cw_game *g = game_of(L);
	lua_pushinteger(L, cw_state_cards(g->st)[check_card(L, g, 2)].flags);
	return 1;
}

static int g_set_flags(lua_State *L)
{
	cw_game *g = changing(L);
	cw_card c = check_card(L, g, 2);
	lua_Integer v = luaL_checkinteger(L, 3);
	if (v < 0 || v > 255)
		return luaL_error(L, "set_flags: flags %I out of range (expected 0 to 255, the card's 8 bits)", v);
	cw_state_cards(g->st)[c].flags = (uint8_t)v;
	return 0;
}

/* ---- moves ---- */

static int parse_how(lua_State *L, int arg)
{
	const char *how = luaL_optstring(L, arg, "");
	int flags = 0;
	if (strstr(how, "up"))
		flags |= CW_MV_UP;
	if (strstr(how, "down"))
		flags |= CW_MV_DOWN;
	if (strstr(how, "unseen"))
		flags |= CW_MV_UNSEEN;
	return flags;
}

/* g:move(card, zone, [slot or index], [how]) ; how: "up", "down", "unseen", "down unseen" */
static int g_move(lua_State *L)
{
	cw_game *g = changing(L);
	cw_card c = check_card(L, g, 2);
	cw_zone z = check_zone(L, g, 3);
	int pos = lua_isnoneornil(L, 4) ? CW_POS_TOP : check_small(L, 4, "position");
	if (pos != CW_POS_TOP && cw_state_czones(g->st)[z].kind != CW_ZK_LAYOUT)
		pos -= 1;
	cw_err e;
	if (cw_zone_move(g, c, z, pos, parse_how(L, 5), &e))
		return raise(L, &e);
	return 0;
}

/* g:draw(seat, zone) -> card: the top card of zone into the seat's held zone. */
static int g_draw(lua_State *L)
{
	cw_game *g = changing(L);
	int seat = check_seat(L, g, 2);
	cw_zone z = check_zone(L, g, 3);
	cw_err e;
	if (cw_zone_draw_to_held(g, seat, z, &e))
		return raise(L, &e);
	return push_card(L, cw_state_zone_top(g->st, cw_state_zone_of(g->st, seat, CW_ZS_HELD)));
}

/* g:swap(seat, slot, [how]) -> old card: the held card goes into the slot
** (face down unless how says "up"); the card that was there goes face up
** on the discard pile (G-6). */
static int g_swap(lua_State *L)
{
	cw_game *g = changing(L);
	int seat = check_seat(L, g, 2);
	int slot = check_small(L, 3, "slot");
	cw_card old = cw_state_layout_slot(g->st, seat, slot);
	cw_err e;
	if (cw_zone_swap_held(g, seat, slot, parse_how(L, 4), &e))
		return raise(L, &e);
	return push_card(L, old);
}

/* A chance a real table's file has no line for (NOTATION "deck", PW-20):
** it records the deal, a rebuilt stock, a layout's shuffle and a drawn
** lead, and nothing else; a draw the file cannot give would differ from
** run to run, and a result line pass or fail by luck. */
static int unrecorded_chance(lua_State *L, const char *what)
{
	cw_err e;
	cw_error_fail(&e, CW_ECHANCE, "%s here, which a game from a real table cannot record (its file gives the "
		      "deals, rebuilt stocks, layout shuffles and drawn leads only, PW-20)", what);
	return raise(L, &e);
}

/* g:discard_held(seat) -> card: the drawn card face up onto the discard pile. */
static int g_discard_held(lua_State *L)
{
	cw_game *g = changing(L);
	int seat = check_seat(L, g, 2);
	cw_card c = cw_state_zone_top(g->st, cw_state_zone_of(g->st, seat, CW_ZS_HELD));
	cw_err e;
	if (cw_zone_discard_held(g, seat, &e))
		return raise(L, &e);
	return push_card(L, c);
}

static int g_peek(lua_State *L)
{
	cw_game *g = changing(L);
	int seat = check_seat(L, g, 2);
	cw_zone_reveal(g, check_card(L, g, 3), CW_SEATBIT(seat));
	return 0;
}

static int g_flip(lua_State *L)
{
	cw_game *g = changing(L);
	cw_card c = check_card(L, g, 2);
	cw_zone_flip(g, c, lua_isnoneornil(L, 3) ? 1 : lua_toboolean(L, 3));
	return 0;
}

static int g_shuffle(lua_State *L)
{
	cw_game *g = changing(L);
	cw_zone z = check_zone(L, g, 2);
	if (g->real_table)	/* a real table's game, read or played on */
		return unrecorded_chance(L, "g:shuffle shuffles a zone");
	cw_zone_shuffle(g, z);
	return 0;
}

/* g:deal_layouts(n), g:deal_hands(n): see cw_zone_deal. */
static int deal(lua_State *L, int which)
{
	cw_game *g = changing(L);
	cw_err e;
	if (cw_zone_deal(g, which, check_small(L, 2, "number of cards"), &e))
		return raise(L, &e);
	return 0;
}

static int g_deal_layouts(lua_State *L) { return deal(L, CW_ZS_LAYOUT); }
static int g_deal_hands(lua_State *L) { return deal(L, CW_ZS_HAND); }

/* g:turn_up(): the top stock card face up onto the discard pile. */
static int g_turn_up(lua_State *L)
{
	cw_game *g = changing(L);
	cw_card c = cw_state_zone_top(g->st, CW_STOCK);
	if (c == CW_NOCARD)
		return luaL_error(L, "the stock is empty");
	cw_err e;
	if (cw_zone_move(g, c, CW_DISCARD, CW_POS_TOP, CW_MV_UP, &e))
		return raise(L, &e);
	return push_card(L, c);
}

/* g:restock() -> n: the discard pile but its top card, shuffled face down,
** becomes the stock (G-8 reshuffle, PW-18); a real-table replay gives the
** order instead (NOTATION "restock"). Returns the new stock size. */
static int g_restock(lua_State *L)
{
	cw_game *g = changing(L);
	cw_err e;
	if (cw_zone_restock(g, &e))
		return raise(L, &e);
	lua_pushinteger(L, cw_state_zone_len(g->st, CW_STOCK));
	return 1;
}

/* g:shuffle_layout(seat): the cards of the seat's layout permuted among its
** occupied slots with the game's RNG (CAM-P4), or as a replay's outcome
** gives (`power shuffle 2 = 4 3 2 1`, PW-20); nobody knows them after it. */
static int g_shuffle_layout(lua_State *L)
{
	cw_game *g = changing(L);
	cw_err e;
	if (cw_layout_shuffle(g, check_seat(L, g, 2), &e))
		return raise(L, &e);
	return 0;
}

/* g:draw_lead(seats) -> seat: one of the seats (a list of two or more)
** drawn to lead the next round with the game's RNG (CAC-S4), or as a
** replay's `lead SEAT` line gives (PW-20). */
static int g_draw_lead(lua_State *L)
{
	cw_game *g = changing(L);
	uint8_t among[CW_MAX_SEATS];
	luaL_checktype(L, 2, LUA_TTABLE);
	int n = (int)lua_rawlen(L, 2);
	if (n < 1 || n > CW_MAX_SEATS)
		return luaL_error(L, "g:draw_lead takes a list of 1 to %d seats, got %d", CW_MAX_SEATS, n);
	for (int i = 0; i < n; i++) {
		lua_rawgeti(L, 2, i + 1);
		among[i] = (uint8_t)check_seat(L, g, -1);
		lua_pop(L, 1);
	}
	cw_err e;
	int seat;
	if (cw_turn_draw_lead(g, among, n, &seat, &e))
		return raise(L, &e);
	lua_pushinteger(L, seat);
	return 1;
}

/* ---- turns ---- */

static int g_begin_turn(lua_State *L)
{
	cw_game *g = changing(L);
	cw_turn_begin(g, check_seat(L, g, 2));
	return 0;
}

static int g_next_turn(lua_State *L)
{
	cw_game *g = changing(L);
	int seat = cw_turn_advance(g);
	if (seat)
		lua_pushinteger(L, seat);
	else
		lua_pushnil(L);
	return 1;
}

/* Raises unless seat's layout is all face up: "out" tells every seat
** that it is, so it may not be told of a face-down card. */
static void check_all_up(lua_State *L, const cw_game *g, int seat, const char *who)
{
	int k = cw_layout_first_down(g->st, seat);
	if (k)
		luaL_error(L, "%s: \"out\" tells every seat that seat %d has every card face up, and its slot %d is "
			   "face down", who, seat, k);
}

/* g:call(seat[, why]): why "out" tells every seat that the seat's layout
** is all face up and every other seat has one more turn (G6-4, G8-5). */
static int g_call(lua_State *L)
{
	cw_game *g = changing(L);
	int seat = check_seat(L, g, 2);
	static const char *const whys[] = { "out", NULL };
	int out = !lua_isnoneornil(L, 3) && luaL_checkoption(L, 3, NULL, whys) == 0;
	if (out)
		check_all_up(L, g, seat, "g:call");
	cw_turn_call(g, seat);
	if (out)
		cw_event_emit_note(g, seat, CW_NOTE_END, CW_END_LAST, 0);
	return 0;
}

static int g_skip(lua_State *L)
{
	cw_game *g = changing(L);
	cw_turn_skip(g->st, check_seat(L, g, 2));
	return 0;
}

/* g:set_out(seat[, out]): the seat leaves the deal (out true, the
** default) or comes back (false). Turns, next_seat and reaction windows
** pass over a seat that is out, a window already open included. */
/* The index of a key of the variant's chips.reasons (g:pay's and
** g:set_out's `reason`); an unknown key raises, naming `who`. */
static int reason_index(lua_State *L, const cw_runtime *rt, const char *key, const char *who)
{
	for (int k = 0; k < rt->nreasons; k++)
		if (!strcmp(rt->reason_key[k], key))
			return k;
	return luaL_error(L, "%s: unknown reason '%s' (expected a key of the variant's chips.reasons)", who, key);
}

static int g_set_out(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = changing(L);
	int seat = check_seat(L, g, 2);
	int out = lua_isnoneornil(L, 3) || lua_toboolean(L, 3);
	/* why, told with it: a key of chips.reasons (the variant's words) */
	int why = lua_isnoneornil(L, 4) ? 0 : 1 + reason_index(L, rt, luaL_checkstring(L, 4), "g:set_out");
	cw_seatmask bit = CW_SEATBIT(seat);
	if (!out == !(g->st->out & bit) && !(out && why))	/* a new reason for a seat out is told */
		return 0;
	g->st->out = out ? (cw_seatmask)(g->st->out | bit) : (cw_seatmask)(g->st->out & ~bit);
	/* why: 1 + the reason's index; 0: none */
	cw_event_emit_note(g, seat, out ? CW_NOTE_OUT : CW_NOTE_IN, why, 0);
	return 0;
}

/* g:tell(seat, key): what the rules did about `seat`, in the words of a
** key of the variant's `tells`, told to every seat (a note event). */
static int g_tell(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = changing(L);
	int seat = check_seat(L, g, 2);
	size_t len;
	const char *key = luaL_checklstring(L, 3, &len);
	int k = cw_runtime_tell_index(rt, key, len);
	if (k >= 0) {
		cw_event_emit_note(g, seat, CW_NOTE_TELL, k, 0);
		return 0;
	}
	/* the key cut to 40 bytes (lua_pushfstring takes no precision), and
	** the variant's key nearest to it */
	char shown[41], msg[160];
	snprintf(shown, sizeof shown, "%.*s", (int)(len < 40 ? len : 40), key);
	const char *near = NULL;
	for (int i = 0; i < rt->ntells && !near; i++)
		if (cw_near(shown, rt->tell_key[i]))
			near = rt->tell_key[i];
	snprintf(msg, sizeof msg, "g:tell: unknown key '%s' (expected a key of the variant's tells%s%s%s)", shown,
		 near ? "; did you mean '" : "", near ? near : "", near ? "'?" : "");
	return luaL_error(L, "%s", msg);
}

/* g:telling(): whether this game is told to anybody (it keeps its log:
** a table, a replay, a recording), not a bot's look-ahead or a playout;
** what only telling needs (g:tell's case) may be skipped where it is not. */
static int g_telling(lua_State *L)
{
	lua_pushboolean(L, game_of(L)->log_events);
	return 1;
}

/* g:end_round([why[, seat]]): why "stock" tells every seat the stock is
** empty; "out", that seat's layout is all face up (G6-4); "last", that
** the last turns after the call are played (PW-15). */
static int g_end_round(lua_State *L)
{
	cw_game *g = changing(L);
	static const char *const whys[] = { "stock", "out", "last", NULL };
	if (!lua_isnoneornil(L, 2)) {
		int why = luaL_checkoption(L, 2, NULL, whys);
		if (why == 0)
			cw_event_emit_note(g, 0, CW_NOTE_END, CW_END_DRY, 0);
		else if (why == 2)
			cw_event_emit_note(g, 0, CW_NOTE_END, CW_END_TURNS, 0);
		else {
			int seat = check_seat(L, g, 3);
			check_all_up(L, g, seat, "g:end_round");
			cw_event_emit_note(g, seat, CW_NOTE_END, CW_END_OUT, 0);
		}
	}
	cw_engine_round_end(g);
	return 0;
}

/* g:open_window(from, from_first, [seats]): seats in play order after `from`. */
static int g_open_window(lua_State *L)
{
	cw_game *g = changing(L);
	int from = check_seat(L, g, 2);
	int first = lua_toboolean(L, 3);
	cw_seatmask eligible = cw_state_all_seats(g->st);
	if (lua_istable(L, 4)) {
		eligible = 0;
		for (lua_Integer i = 1, n = (lua_Integer)lua_rawlen(L, 4); i <= n; i++) {
			lua_rawgeti(L, 4, i);
			eligible |= CW_SEATBIT(check_seat(L, g, -1));
			lua_pop(L, 1);
		}
	}
	cw_turn_window_open_after(g->st, from, first, eligible);
	/* a window of chosen seats whose pass is private: noted, asked or not */
	if (lua_istable(L, 4) && cw_engine_pass_private(g))
		cw_event_emit_note(g, from, CW_NOTE_WINDOW, 0, g->st->window_seq);
	return 0;
}

static int g_window_seat(lua_State *L)
{
	int s = cw_turn_window_seat(game_of(L)->st);
	if (s)
		lua_pushinteger(L, s);
	else
		lua_pushnil(L);
	return 1;
}

static int g_window_next(lua_State *L) { cw_turn_window_next(changing(L)->st); return 0; }
static int g_close_window(lua_State *L) { cw_turn_window_close(changing(L)->st); return 0; }

/* ---- legal actions ---- */

static int verb_index(lua_State *L, cw_runtime *rt, int arg)
{
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->verbidx_ref);
	lua_pushvalue(L, arg);
	lua_rawget(L, -2);
	int v = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) - 1 : -1;
	lua_pop(L, 2);
	if (v < 0 && lua_type(L, arg) != LUA_TSTRING)
		luaL_error(L, "expected the name of one of the variant's actions, got a %s", luaL_typename(L, arg));
	if (v < 0) {
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->verbidx_ref);
		cw_sandbox_push_cw(rt->sb);
		lua_getfield(L, -1, "suggest");
		lua_pushvalue(L, arg);
		lua_pushvalue(L, -4);
		lua_call(L, 2, 1);
		luaL_error(L, "unknown action '%s'%s", lua_tostring(L, arg), lua_tostring(L, -1));
	}
	return v;
}

/* The action of verb v with the arguments from stack index `first` on: a
** target takes two numbers (seat, slot), a card its token, a word (one of
** the verb's `words`) its text. */
static cw_action action_of(lua_State *L, cw_runtime *rt, int v, int first)
{
	uint8_t args[CW_ACTION_ARGS];
	int n = 0, top = lua_gettop(L);
	for (int i = first; i <= top; i++) {
		if (n >= CW_ACTION_ARGS) {
			luaL_error(L, "too many arguments for '%s': an action holds at most %d (a target two)", rt->verbs.v[v].name,
				   CW_ACTION_ARGS);
			break;
		}
		if (lua_type(L, i) == LUA_TSTRING) {
			cw_face f;
			size_t len;
			const char *t = lua_tolstring(L, i, &len);
			cw_err e;
			int word = cw_action_word_index(&rt->verbs.v[v], t, len);
			if (word >= 0) {
				args[n++] = (uint8_t)word;	/* one of the verb's words */
				continue;
			}
			if (cw_face_parse(t, len, &f, &e)) {
				if (rt->verbs.v[v].nwords)	/* a word misspelt, more likely than a card */
					luaL_error(L, "argument %d of '%s': '%s' is neither one of its words nor a card", i - first + 1,
						   rt->verbs.v[v].name, t);
				raise(L, &e);
				break;
			}
			args[n++] = f;
		} else {
			lua_Integer x = luaL_checkinteger(L, i);
			if (x < 0 || x > 255) {
				luaL_error(L, "argument %d of '%s' out of range: %I (expected 0 to 255)", i - first + 1,
					   rt->verbs.v[v].name, (LUAI_UACINT)x);
				break;
			}
			args[n++] = (uint8_t)x;
		}
	}
	return cw_action_make(v, args, n);
}

/* An offer whose action does not fit its verb (`go 1` for a verb of no
** argument): it could not be typed, nor read back from a recording. */
static int offer_fault(lua_State *L, const char *what, const cw_err *e)
{
	return luaL_error(L, "%s: %s", what, e->msg);
}

/* Whether verb v takes one argument that `value` (a slot, a card's face)
** fits: what g:offer_slots and g:offer_cards give it. */
static int one_argument(cw_runtime *rt, int v, uint8_t value, cw_err *e)
{
	cw_action a = cw_action_make(v, &value, 1);
	return cw_action_fits(&rt->verbs, &a, CW_MAX_SEATS, e);
}

/* g:offer(verb, args...): adds the action to the legal list. */
/* What an offer costs the call's budget, in instructions: the engine's
** work for it (the action checked, hashed into the legal list, sorted
** with it) is about that of a hundred Lua instructions. A legal list of a
** million actions took a second a decision, uncounted, and a game of
** such decisions hours. */
#define OFFER_COST 100

static int g_offer(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = game_of(L);
	cw_sandbox_charge(L, OFFER_COST);
	int v = verb_index(L, rt, 2);
	cw_action a = action_of(L, rt, v, 3);
	cw_err e;
	if (cw_action_fits(&rt->verbs, &a, g->st->nseats, &e) || cw_engine_offer(g, &a, &e))
		return offer_fault(L, "g:offer", &e);
	return 0;
}

/* g:why_not(VERB, TEXT): in a legal hook, why VERB is not offered now (a
** rule in force), told with a refusal of it ("'draw discard' is not legal
** now: ..."). The legal list made next forgets it. TEXT is the variant's,
** told to the seat refused: control characters are shown escaped, and
** it is cut at the buffer's length. */
static int g_why_not(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = game_of(L);
	int v = verb_index(L, rt, 2);
	size_t len;
	const char *text = luaL_checklstring(L, 3, &len);
	if (!g->log_events)	/* a playout: nobody reads it */
		return 0;
	/* the last reason given for a verb, as documented */
	char *why = (char *)cw_game_why(g, v);
	if (!why)
		why = cw_game_why_slot(g, v);
	if (why)
		cw_text_escape(why, CW_GAME_WHY_LEN, text, len, 0);
	return 0;
}

/* An announced card argument must be a face ("7H", g:face(card)): a card
** handle is a number too, and would be told as whatever face has that
** number, a wrong card shown to every seat without a fault anywhere.
** [-0, +0, v] */
static void check_faces(lua_State *L, cw_runtime *rt, int v, const cw_action *a, int first)
{
	const char *sig = rt->verbs.v[v].sig;
	for (int k = 0, byte = 0, i = first; byte < a->nargs; k++) {
		char kind = cw_action_kind(sig, a, k);
		if (kind == 'c' && lua_type(L, i) != LUA_TSTRING)
			luaL_error(L, "argument %d of '%s' is a card: expected its face, e.g. g:face(card), got a %s",
				   i - first + 1, rt->verbs.v[v].name, luaL_typename(L, i));
		int w = kind == 't' ? 2 : 1;
		byte += w;
		i += w;
	}
}

/* g:announce(seat, verb, args...): a public announcement about a seat in
** the words of one of the variant's actions (DES-S4): an event that every
** seat sees; nothing is applied. */
static int g_announce(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = changing(L);
	int seat = check_seat(L, g, 2);
	int v = verb_index(L, rt, 3);
	cw_action a = action_of(L, rt, v, 4);
	cw_err fe;
	if (cw_action_fits(&rt->verbs, &a, g->st->nseats, &fe))
		return offer_fault(L, "g:announce", &fe);
	check_faces(L, rt, v, &a, 4);
	if (g->log_events) {
		cw_event e;
		memset(&e, 0, sizeof e);
		e.kind = CW_EV_NOTE;
		e.seat = (uint8_t)seat;
		e.value = CW_NOTE_ANNOUNCE;
		e.action = a;
		e.face_mask = cw_state_all_seats(g->st);
		cw_event_emit(g, &e);
	}
	return 0;
}

/* g:pay(from, to, chips, reason): tells that `from` paid `to` so many
** chips, a seat or 0 for a pot, for one of the reasons the variant
** declares in chips.reasons (DES-B8). Only the telling: the variant's
** score still sets the seats' results. An event every seat sees;
** nothing for 0 chips. [-0, +0, e] */
static int g_pay(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = changing(L);
	lua_Integer from = luaL_checkinteger(L, 2), to = luaL_checkinteger(L, 3), chips = luaL_checkinteger(L, 4);
	const char *why = luaL_checkstring(L, 5);
	int n = g->st->nseats;
	if (from < 0 || from > n || to < 0 || to > n || from == to)
		return luaL_error(L, "g:pay: bad seats %I and %I (expected two of 0 for a pot, 1 to %d)",
				  (LUAI_UACINT)from, (LUAI_UACINT)to, n);
	if (chips < 0 || chips > INT32_MAX)
		return luaL_error(L, "g:pay: bad chips %I (expected 0 to %d)", (LUAI_UACINT)chips, INT32_MAX);
	int k = reason_index(L, rt, why, "g:pay");
	if (g == rt->chips_game && chips > 0) {	/* sim's figures of the game in play, not a bot's clone */
		if (from)	/* a pot (0) is no seat */
			rt->chips_net[from] -= chips;
		if (to)
			rt->chips_net[to] += chips;
		rt->chips_moved = 1;
	}
	if (g->log_events && chips > 0) {
		cw_event e;
		memset(&e, 0, sizeof e);
		e.kind = CW_EV_CHIPS;
		e.seat = (uint8_t)from;
		e.to_pos = (uint16_t)to;
		e.from_pos = (uint16_t)k;
		e.value = (int32_t)chips;
		e.face_mask = cw_state_all_seats(g->st);
		cw_event_emit(g, &e);
	}
	return 0;
}

/* g:bonus(seat, key): the scoring tells that it applies the bonus `key`
** (a key of the variant's `bonuses`) to seat's score; sim counts them.
** Changes nothing in the game, so layout_score may call it. [-0, +0, e] */
static int g_bonus(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = game_of(L);
	int seat = check_seat(L, g, 2);
	const char *key = luaL_checkstring(L, 3);
	int k = 0;
	while (k < rt->nbonuses && strcmp(rt->bonus_key[k], key))
		k++;
	if (k == rt->nbonuses)
		return luaL_error(L, "g:bonus: unknown bonus '%s' (expected a key of the variant's bonuses)", key);
	if (rt->bonus_fired[k][seat] < UINT32_MAX)
		rt->bonus_fired[k][seat]++;
	rt->bonus_any = 1;
	return 0;
}

/* g:offer_open(verb): the verb is legal with any arguments its action's
** accepts(g, seat, ...) approves; for sets too many to list. */
static int g_offer_open(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = game_of(L);
	int v = verb_index(L, rt, 2);
	if (rt->accepts_ref[v] == LUA_REFNIL || rt->accepts_ref[v] == LUA_NOREF)
		return luaL_error(L, "action '%s' has no accepts function to be offered open", rt->verbs.v[v].name);
	cw_engine_offer_open(g, v);
	return 0;
}

/* g:offer_slots(verb, seat, [which]): offers verb with each slot of the
** seat's layout; which = "filled" (default), "down", "up". */
static int g_offer_slots(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = game_of(L);
	int v = verb_index(L, rt, 2);
	int seat = check_seat(L, g, 3);
	const char *which = luaL_optstring(L, 4, "filled");
	int want_down = !strcmp(which, "down"), want_up = !strcmp(which, "up");
	int n = cw_state_layout_slots(g->st, seat);
	cw_err e;
	if (one_argument(rt, v, 1, &e))	/* a slot fits the verb: once, not per slot */
		return offer_fault(L, "g:offer_slots", &e);
	for (int k = 1; k <= n; k++) {
		cw_card c = cw_state_layout_slot(g->st, seat, k);
		if (c == CW_NOCARD)
			continue;
		int up = cw_state_cards(g->st)[c].up;
		if ((want_down && up) || (want_up && !up))
			continue;
		uint8_t arg = (uint8_t)k;
		cw_action a = cw_action_make(v, &arg, 1);
		if (cw_engine_offer(g, &a, &e))
			return raise(L, &e);
	}
	return 0;
}

/* g:offer_cards(verb, zone, [except]): offers verb once for each card of
** the zone, with the card's face as its argument, leaving out `except`. */
static int g_offer_cards(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	cw_game *g = game_of(L);
	int v = verb_index(L, rt, 2);
	cw_zone z = check_zone(L, g, 3);
	lua_Integer except = luaL_optinteger(L, 4, -1);
	cw_err e;
	if (one_argument(rt, v, CW_JOKER, &e))	/* a face fits the verb: once, not per card */
		return offer_fault(L, "g:offer_cards", &e);
	for (int i = 0; i < cw_state_zone_len(g->st, z); i++) {
		cw_card c = cw_state_zone_at(g->st, z, i);
		if (c == CW_NOCARD || c == except)
			continue;
		uint8_t arg = cw_state_cards(g->st)[c].face;
		cw_action a = cw_action_make(v, &arg, 1);
		if (cw_engine_offer(g, &a, &e))
			return raise(L, &e);
	}
	return 0;
}

/* ---- scores and chance ---- */

static int g_set_score(lua_State *L)
{
	cw_game *g = changing(L);
	int seat = check_seat(L, g, 2);
	lua_Integer v = luaL_checkinteger(L, 3);
	if (v < INT32_MIN || v > INT32_MAX)
		return luaL_error(L, "score %I out of range (expected a 32-bit integer)", v);
	g->st->score[seat] = (int32_t)v;
	return 0;
}

static int g_score(lua_State *L)
{
	cw_game *g = game_of(L);
	lua_pushinteger(L, g->st->score[check_seat(L, g, 2)]);
	return 1;
}

static int g_total(lua_State *L)
{
	cw_game *g = game_of(L);
	lua_pushinteger(L, g->st->total[check_seat(L, g, 2)]);
	return 1;
}

/* g:random with n: a number from 1 to n drawn from the game's own seeded
** RNG (a chance event, reproduced by a replay). */
static int g_random(lua_State *L)
{
	cw_game *g = changing(L);
	lua_Integer n = luaL_checkinteger(L, 2);
	if (n < 1 || n > 0x7fffffff)
		return luaL_error(L, "g:random takes n from 1 to 2147483647, got %I", n);
	if (g->real_table)	/* a real table's game, read or played on */
		return unrecorded_chance(L, "g:random draws a number");
	lua_pushinteger(L, (lua_Integer)cw_rng_below(&g->st->rng, (uint32_t)n) + 1);
	return 1;
}

/* ---- variables: g.v.name and g.sv[seat].name ---- */

static int var_lookup_table(lua_State *L, udvars *u, int key);

/* A name's index: from the memo when the same string (address, length
** and bytes) was looked up before, else from the names' table. */
static int var_lookup(lua_State *L, udvars *u, int key)
{
	size_t len;
	const char *k = lua_type(L, key) == LUA_TSTRING ? lua_tolstring(L, key, &len) : NULL;
	if (!k || len >= CW_VAR_MEMO_NAME)
		return var_lookup_table(L, u, key);
	int which = u->seat != 0;
	unsigned slot = (unsigned)(((uintptr_t)k >> 4) ^ ((uintptr_t)k >> 10)) & (CW_VAR_MEMO - 1);
	struct cw_runtime *rt = u->rt;
	if (rt->var_memo[which][slot].p == k && rt->var_memo[which][slot].len == len &&
	    memcmp(rt->var_memo[which][slot].name, k, len) == 0)
		return rt->var_memo[which][slot].idx;
	int i = var_lookup_table(L, u, key);
	rt->var_memo[which][slot].p = k;
	rt->var_memo[which][slot].len = len;
	rt->var_memo[which][slot].idx = i;
	memcpy(rt->var_memo[which][slot].name, k, len);
	return i;
}

static int var_lookup_table(lua_State *L, udvars *u, int key)
{
	lua_rawgeti(L, LUA_REGISTRYINDEX, u->seat ? u->rt->seatvaridx_ref : u->rt->varidx_ref);
	lua_pushvalue(L, key);
	lua_rawget(L, -2);
	int i = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) - 1 : -1;
	lua_pop(L, 1);
	if (i < 0) {
		cw_sandbox_push_cw(u->rt->sb);
		lua_getfield(L, -1, "suggest");
		lua_pushvalue(L, key);
		lua_pushvalue(L, -4);
		lua_call(L, 2, 1);
		luaL_error(L, "unknown %s '%s'%s (declare it in %s = {...})", u->seat ? "seat variable" : "variable",
			   lua_tostring(L, key), lua_tostring(L, -1), u->seat ? "seat_vars" : "vars");
	}
	lua_pop(L, 1);
	return i;
}

static int32_t *var_cell(lua_State *L, udvars *u, int key)
{
	int i = var_lookup(L, u, key);
	cw_game *g = u->rt->cur;
	if (!g)
		luaL_error(L, "no game is in play");
	return u->seat ? &g->st->seatvar[u->seat][i] : &g->st->var[i];
}

static int vars_index(lua_State *L)
{
	udvars *u = lua_touserdata(L, 1);
	lua_pushinteger(L, *var_cell(L, u, 2));
	return 1;
}

static int vars_newindex(lua_State *L)
{
	udvars *u = lua_touserdata(L, 1);
	if (u->rt->mode == CW_MODE_LEGAL)
		return luaL_error(L, "the game cannot be changed inside legal (it may only offer actions)");
	int32_t *cell = var_cell(L, u, 2);
	const char *name = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "?";
	if (lua_isboolean(L, 3))
		*cell = lua_toboolean(L, 3);
	else {
		int isint = 0;
		lua_Integer v = lua_tointegerx(L, 3, &isint);
		/* the variable named, and what it was given (a name of a
		** declared variable: letters, digits and '_') */
		if (!isint)
			return luaL_error(L, "%s.%s = %s: expected a 32-bit integer or a boolean", u->seat ? "g.sv[seat]" : "g.v",
					  name, lua_type(L, 3) == LUA_TNUMBER ? "a number with no integer value" : luaL_typename(L, 3));
		if (v < INT32_MIN || v > INT32_MAX)
			return luaL_error(L, "%s.%s = %I: out of range (expected a 32-bit integer)", u->seat ? "g.sv[seat]" : "g.v",
					  name, v);
		*cell = (int32_t)v;
	}
	return 0;
}

static int seatvars_index(lua_State *L)
{
	udvars *u = lua_touserdata(L, 1);
	cw_game *g = u->rt->cur;
	if (!g)
		return luaL_error(L, "no game is in play");
	lua_Integer s = luaL_checkinteger(L, 2);
	if (s < 1 || s > g->st->nseats)
		return luaL_error(L, "bad seat %d", (int)s);
	lua_getiuservalue(L, 1, 1);
	lua_rawgeti(L, -1, s);
	return 1;
}

static const luaL_Reg methods[] = {
	{ "nseats", g_nseats }, { "dealer", g_dealer }, { "round", g_round }, { "actor", g_actor },
	{ "turn", g_turn }, { "turns", g_turns }, { "caller", g_caller }, { "next_seat", g_next_seat },
	{ "phase", g_phase }, { "set_phase", g_set_phase }, { "option", g_option },
	{ "stock", g_stock }, { "discard", g_discard }, { "aside", g_aside }, { "layout", g_layout },
	{ "hand", g_hand }, { "held", g_held }, { "meld", g_meld }, { "count", g_count }, { "top", g_top },
	{ "at", g_at }, { "cards", g_cards }, { "slot", g_slot }, { "slots", g_slots }, { "filled", g_filled }, { "grid", g_grid },
	{ "held_card", g_held_card },
	{ "rank", g_rank }, { "suit", g_suit }, { "face", g_face }, { "card", g_card }, { "is_joker", g_is_joker },
	{ "is_red", g_is_red }, { "is_up", g_is_up }, { "knows", g_knows }, { "where", g_where },
	{ "flags", g_flags }, { "set_flags", g_set_flags },
	{ "move", g_move }, { "draw", g_draw }, { "swap", g_swap }, { "discard_held", g_discard_held },
	{ "peek", g_peek }, { "flip", g_flip }, { "shuffle", g_shuffle }, { "deal_layouts", g_deal_layouts },
	{ "deal_hands", g_deal_hands }, { "turn_up", g_turn_up }, { "restock", g_restock },
	{ "shuffle_layout", g_shuffle_layout }, { "draw_lead", g_draw_lead },
	{ "begin_turn", g_begin_turn }, { "next_turn", g_next_turn }, { "call", g_call }, { "skip", g_skip },
	{ "set_out", g_set_out }, { "tell", g_tell }, { "telling", g_telling }, { "announce", g_announce }, { "pay", g_pay }, { "bonus", g_bonus },
	{ "end_round", g_end_round }, { "open_window", g_open_window }, { "window_seat", g_window_seat },
	{ "window_next", g_window_next }, { "close_window", g_close_window },
	{ "offer", g_offer }, { "why_not", g_why_not }, { "offer_slots", g_offer_slots }, { "offer_cards", g_offer_cards }, { "offer_open", g_offer_open },
	{ "set_score", g_set_score }, { "score", g_score }, { "total", g_total }, { "random", g_random },
	{ NULL, NULL }
};

/* A name that is no method of g: an error with a suggestion. [-0, +0, e] */
static int unknown_method(lua_State *L)
{
	cw_runtime *rt = rt_of(L);
	const char *k = lua_tostring(L, 2);
	cw_sandbox_push_cw(rt->sb);
	lua_getfield(L, -1, "suggest");
	lua_pushvalue(L, 2);
	lua_pushvalue(L, 1);
	lua_call(L, 2, 1);
	return luaL_error(L, "unknown game method or field '%s'%s", k ? k : "?", lua_tostring(L, -1));
}

static int game_newindex(lua_State *L)
{
	return luaL_error(L, "the game object has no assignable fields (use g.v.NAME for variables)");
}

static void push_vars(lua_State *L, cw_runtime *rt, int seat)
{
	udvars *u = lua_newuserdatauv(L, sizeof *u, 0);
	u->rt = rt;
	u->seat = seat;
	luaL_setmetatable(L, VARS_MT);
}

void cw_api_open(cw_runtime *rt)
{
	lua_State *L = rt->sb->L;
	luaL_newmetatable(L, VARS_MT);
	lua_pushcfunction(L, vars_index);
	lua_setfield(L, -2, "__index");
	lua_pushcfunction(L, vars_newindex);
	lua_setfield(L, -2, "__newindex");
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_pop(L, 1);
	luaL_newmetatable(L, SEATVARS_MT);
	lua_pushcfunction(L, seatvars_index);
	lua_setfield(L, -2, "__index");
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_pop(L, 1);

	/* g = {opt =, v =, sv =} with metatable {__index = methods}; the
	** methods table's own __index catches misspelled names. */
	lua_newtable(L);			/* g */
	lua_newtable(L);			/* its metatable */
	lua_newtable(L);			/* methods */
	lua_pushlightuserdata(L, rt);
	luaL_setfuncs(L, methods, 1);
	lua_newtable(L);
	lua_pushlightuserdata(L, rt);
	lua_pushcclosure(L, unknown_method, 1);
	lua_setfield(L, -2, "__index");
	lua_setmetatable(L, -2);
	lua_setfield(L, -2, "__index");
	lua_pushcfunction(L, game_newindex);
	lua_setfield(L, -2, "__newindex");
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_setmetatable(L, -2);
	lua_pushliteral(L, "v");
	push_vars(L, rt, 0);
	lua_rawset(L, -3);
	/* g.sv: a userdata indexing a table of one proxy per seat. */
	udvars *sv = lua_newuserdatauv(L, sizeof *sv, 1);
	sv->rt = rt;
	sv->seat = 0;
	luaL_setmetatable(L, SEATVARS_MT);
	lua_newtable(L);
	for (int s = 1; s <= CW_MAX_SEATS; s++) {
		push_vars(L, rt, s);
		lua_rawseti(L, -2, s);
	}
	lua_setiuservalue(L, -2, 1);
	lua_pushliteral(L, "sv");
	lua_insert(L, -2);
	lua_rawset(L, -3);
	rt->g_ref = luaL_ref(L, LUA_REGISTRYINDEX);
}

void cw_api_push_game(cw_runtime *rt, cw_game *g)
{
	(void)g;
	lua_rawgeti(rt->sb->L, LUA_REGISTRYINDEX, rt->g_ref);
}
