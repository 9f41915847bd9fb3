/*
** The draw-and-replace turn kit; see replace.h. Each step does what the
** turn shape says and nothing more, in the order a script's own hooks
** would, so that a game played by the kit and one played by plain hooks
** give the same events (the equivalence tests in tests/variants/).
*/
#include <stdio.h>
#include <string.h>
#include "replace.h"
#include "engine.h"
#include "event.h"
#include "layout.h"
#include "notation.h"
#include "turn.h"
#include "zone.h"

static int need(int id, const char *what, const char *name, cw_err *err)
{
	if (id >= 0)
		return CW_OK;
	return cw_error_fail(err, CW_ESCRIPT, "the draw-and-replace turn needs the %s role '%s', which the variant does not give",
		       what, name);
}

/* Offers verb with one slot argument, or none for slot 0. */
static int offer(cw_game *g, int verb, int slot, cw_err *err)
{
	return cw_engine_offer_verb(g, verb, slot > 0, slot, err);
}

/* The same, for a step whose offers differ from each other (one per slot,
** and at most one without a slot): when the step begins the list, nothing
** before them can equal them. */
static int offer_own(cw_game *g, int fresh, int verb, int slot, cw_err *err)
{
	return fresh ? cw_engine_offer_new(g, verb, slot > 0, slot, err) : offer(g, verb, slot, err);
}

void cw_replace_init(cw_replace *p)
{
	memset(p, 0, sizeof *p);
	p->verb_draw_stock = p->verb_draw_discard = p->verb_swap = p->verb_discard = -1;
	p->verb_call = p->verb_pass = p->verb_flip = -1;
	p->verb_decline = p->verb_peek = p->verb_power_peek = p->verb_power_swap = p->verb_power_shuffle = -1;
	p->verb_power_spy = p->verb_power_trade = p->verb_match = p->verb_replace = -1;
	p->tell_miss = p->tell_replace_failed = p->tell_emptied = p->tell_emptied_call = p->tell_leads = -1;
	p->var_snapped = -1;
	p->var_misses = p->var_give_n = p->var_give_i = p->var_one_by_one = -1;
	p->phase_give = p->phase_matching = -1;
	p->match_from_discard = p->replace_from_discard = 1;
	p->jokers_equal = 1;
	p->phase_draw = p->phase_place = p->phase_open = p->phase_peek = p->phase_point = -1;
	p->var_drawn_from = p->var_last_draw = -1;
	p->var_power_used = p->var_extra_done = p->var_peeks_each = p->var_lead = -1;
	p->seatvar_flips = p->seatvar_first = p->seatvar_peeks = -1;
	p->call_first_turn = 1;
	p->call_from_turn = 1;
	p->rounds = 1;
	p->up_card = 1;
	p->call_before_draw = 1;
	p->call_ends_turn = 1;
	p->swap_same_layout = 1;
}

static int offer_powers(cw_game *g, const cw_replace *p, int seat, int late, cw_err *err);
static int offer_match(cw_game *g, const cw_replace *p, int seat, cw_err *err);
static int offer_replace(cw_game *g, const cw_replace *p, int seat, cw_err *err);
static cw_card target(cw_game *g, int t, int k, cw_err *err);

#define HAS(p, point) ((p)->hooks & (1u << (point)))

static int ask(cw_game *g, const cw_replace *p, int point, int seat, int *out, cw_err *err)
{
	*out = 0;
	return p->hook(p->hook_ud, g, point, seat, out, err);
}

static void set_var(cw_state *s, int var, int32_t v)
{
	if (var >= 0)
		s->var[var] = v;
}

static int filled(const cw_state *s, int seat)
{
	int n = cw_state_layout_slots(s, seat), k, m = 0;
	for (k = 1; k <= n; k++)
		m += cw_state_layout_slot(s, seat, k) != CW_NOCARD;
	return m;
}

/* Offers verb with its arguments; fresh: the caller knows it is not in the
** list yet (see fresh_verb), so it is not compared. */
static int offer_args(cw_game *g, int fresh, int verb, int a, int b, int c, int d, int nargs, cw_err *err)
{
	uint8_t args[4] = { (uint8_t)a, (uint8_t)b, (uint8_t)c, (uint8_t)d };
	if (fresh)
		return cw_engine_offer_fresh(g, verb, args, nargs, err);
	cw_action x = cw_action_make(verb, args, nargs);
	return cw_engine_offer(g, &x, err);
}

/* Whether a step's offers of verb, each with arguments of its own, are
** all new: the list holds no action of that verb yet, and the verb's
** arguments are kept in the order given (not a set, whose orders are one
** action). */
static int fresh_verb(const cw_game *g, int verb)
{
	return verb >= 0 && verb < g->verbs->n && !g->verbs->v[verb].unordered && !cw_engine_legal_has_verb(g, verb);
}

static int rank_of(const cw_state *s, cw_card c)
{
	return cw_face_rank(cw_state_ccards(s)[c].face);
}

int cw_replace_can_draw_stock(const cw_game *g, const cw_replace *p)
{
	return cw_state_zone_len(g->st, CW_STOCK) > 0 || (!p->stock_out_ends && cw_state_zone_len(g->st, CW_DISCARD) > 1);
}

int cw_replace_may_call(const cw_game *g, const cw_replace *p, int seat)
{
	if (g->st->caller)
		return 0;
	return (p->call_first_turn || g->st->turns[seat] > 1) && g->st->turns[seat] >= p->call_from_turn;
}

/* Tells, with a refusal of verb, why the kit left it out: the reason in
** why, then the rule the variant names for parameter `which`, in
** parentheses ("... (CUM-T2)"). Only in a game that is told; the first
** reason for a verb is kept (cw_game_why_say). */
static void tell_why(cw_game *g, const cw_replace *p, int verb, const char *why, int which)
{
	char *b = cw_game_why_say(g, verb, why);
	size_t len = b ? strlen(b) : 0;
	if (b && p->rule[which][0])
		snprintf(b + len, CW_GAME_WHY_LEN - len, " (%s)", p->rule[which]);
}

/* Why the call is not offered where the turn's shape would offer it: the
** seat's turn number is public (call_first_turn, call_from_turn: house
** rule 3). Told with a refusal of the call. */
static void call_why(cw_game *g, const cw_replace *p, int seat)
{
	if (!g->log_events || p->verb_call < 0)
		return;
	if (g->st->caller) {	/* one call a round: these are the last turns */
		cw_game_why_say(g, p->verb_call, g->st->caller == seat ? "you have called already: the others play their last turns"
									: "the round is called already: this is your last turn");
		return;
	}
	int turn = g->st->turns[seat];
	char why[CW_GAME_WHY_LEN];
	if (!p->call_first_turn && turn <= 1)
		tell_why(g, p, p->verb_call, "no call in a seat's first turn of the round", CW_REPLACE_RULE_FIRST_TURN);
	else if (turn < p->call_from_turn) {
		snprintf(why, sizeof why, "a call is allowed from a seat's turn %d of the round on; this is your turn %d",
			 p->call_from_turn, turn);
		tell_why(g, p, p->verb_call, why, CW_REPLACE_RULE_FROM_TURN);
	}
}

int cw_replace_legal_draw(cw_game *g, const cw_replace *p, cw_err *err)
{
	int seat = g->st->actor, n = 0, rc;
	if ((rc = need(p->verb_draw_stock, "action", "draw_stock", err)) ||
	    (rc = need(p->verb_draw_discard, "action", "draw_discard", err)))
		return rc;
	/* The draws and the call are one action each, of verbs of their own
	** (a role's verb is no other role's): when they begin the list, none
	** is compared. */
	int fresh = g->nlegal == 0 && p->verb_draw_stock != p->verb_draw_discard &&
		    p->verb_call != p->verb_draw_stock && p->verb_call != p->verb_draw_discard;
	if (cw_replace_can_draw_stock(g, p)) {
		if ((rc = offer_own(g, fresh, p->verb_draw_stock, 0, err)))
			return rc;
		n++;
	}
	if (cw_state_zone_len(g->st, CW_DISCARD) > 0) {
		int may = 1;
		if (HAS(p, CW_REPLACE_HOOK_MAY_DRAW_DISCARD)) {
			if ((rc = ask(g, p, CW_REPLACE_HOOK_MAY_DRAW_DISCARD, seat, &may, err)))
				return rc;
			fresh = fresh && g->nlegal == (uint32_t)n;	/* the hook offered nothing itself */
		} else {
			/* why, told with a refusal of the draw (only what every
			** seat sees: the pile's top card, the seat's layout) */
			cw_card top = cw_state_zone_top(g->st, CW_DISCARD);
			if (p->no_take_ranks & (1u << rank_of(g->st, top))) {
				char face[8], why[CW_GAME_WHY_LEN];
				may = 0;
				if (g->log_events) {	/* never in a playout */
					snprintf(why, sizeof why, "the discard pile's top card, %s, is of a rank that may not be "
						 "drawn from the pile", cw_face_format(cw_state_ccards(g->st)[top].face, face));
					tell_why(g, p, p->verb_draw_discard, why, CW_REPLACE_RULE_NO_TAKE);
				}
			}
			if (p->discard_needs_card && filled(g->st, seat) == 0) {
				may = 0;
				tell_why(g, p, p->verb_draw_discard, "a card drawn from the discard pile is swapped into your "
					 "layout, which holds none", CW_REPLACE_RULE_NEEDS_CARD);
			}
		}
		if (may && (rc = offer_own(g, fresh, p->verb_draw_discard, 0, err)))
			return rc;
		n += may;
	}
	if (p->verb_call >= 0 && p->call_before_draw && cw_replace_may_call(g, p, seat)) {
		if ((rc = offer_own(g, fresh, p->verb_call, 0, err)))
			return rc;
		n++;
	} else if (p->call_before_draw)
		call_why(g, p, seat);
	if (n == 0 && p->verb_pass >= 0)	/* never leave a seat without a move */
		return offer(g, p->verb_pass, 0, err);
	return CW_OK;
}

int cw_replace_legal_place(cw_game *g, const cw_replace *p, cw_err *err)
{
	int seat = g->st->actor, rc;
	if ((rc = need(p->verb_swap, "action", "swap", err)) || (rc = need(p->var_drawn_from, "variable", "drawn_from", err)))
		return rc;
	int n = cw_state_layout_slots(g->st, seat), may = 1;
	int from_stock = g->st->var[p->var_drawn_from] == CW_REPLACE_FROM_STOCK;
	if (HAS(p, CW_REPLACE_HOOK_MAY_SWAP)) {
		if ((rc = ask(g, p, CW_REPLACE_HOOK_MAY_SWAP, seat, &may, err)))
			return rc;
	} else if (from_stock && p->no_swap_ranks) {
		cw_card held = cw_state_zone_top(g->st, cw_state_zone_of(g->st, seat, CW_ZS_HELD));
		may = held == CW_NOCARD || !(p->no_swap_ranks & (1u << rank_of(g->st, held)));
		if (!may && g->log_events) {	/* told to the drawer, who sees its card */
			char face[8], why[CW_GAME_WHY_LEN];
			snprintf(why, sizeof why, "the card drawn from the stock, %s, is of a rank that never goes into the "
				 "layout", cw_face_format(cw_state_ccards(g->st)[held].face, face));
			tell_why(g, p, p->verb_swap, why, CW_REPLACE_RULE_NO_SWAP);
		}
	}
	/* The swaps (one per slot) and the discard (no slot) differ from each
	** other, so when they begin the list none is compared. */
	int fresh = g->nlegal == 0;
	/* the layout read once: offers change the list, never the state */
	const cw_card *lay = cw_state_czone_cards(g->st, cw_state_zone_of(g->st, seat, CW_ZS_LAYOUT));
	for (int k = 1, swaps = may ? n : 0; k <= swaps; k++)
		if (lay[k - 1] != CW_NOCARD && (rc = offer_own(g, fresh, p->verb_swap, k, err)))
			return rc;
	if (from_stock && p->verb_discard >= 0 && (rc = offer_own(g, fresh, p->verb_discard, 0, err)))	/* only a stock draw */
		return rc;
	if (!from_stock && p->verb_discard >= 0)	/* why not, told to the drawer */
		tell_why(g, p, p->verb_discard, "a card taken from the discard pile goes into your layout",
			 CW_REPLACE_RULE_FROM_DISCARD);
	return cw_replace_legal_place_rest(g, p, err);
}

int cw_replace_legal_place_rest(cw_game *g, const cw_replace *p, cw_err *err)
{
	int seat = g->st->actor, rc, may = 1;
	/* a held card's moves: only where the kit's place decision is (a
	** hook asked elsewhere would offer matches nothing has drawn for) */
	if (p->phase_place < 0 || g->st->phase != p->phase_place)
		return cw_error_fail(err, CW_ESCRIPT, "cw.kit.legal_place_rest: the place decision's moves are offered in "
				     "the kit's place phase only, not in this one");
	/* No hook names the power and no rank has one: the kind is always none. */
	int powers = HAS(p, CW_REPLACE_HOOK_POWER_KIND) || p->any_power;
	if ((powers && (rc = offer_powers(g, p, seat, 0, err))) || (rc = offer_match(g, p, seat, err)) ||
	    (rc = offer_replace(g, p, seat, err)) || (powers && (rc = offer_powers(g, p, seat, 1, err))))
		return rc;
	if (HAS(p, CW_REPLACE_HOOK_PLACE_EXTRA) && (rc = ask(g, p, CW_REPLACE_HOOK_PLACE_EXTRA, seat, &may, err)))
		return rc;
	if (p->verb_call >= 0 && p->call_after_draw && cw_replace_may_call(g, p, seat))
		return offer(g, p->verb_call, 0, err);
	if (p->call_after_draw)
		call_why(g, p, seat);
	return CW_OK;
}

/* The flags of the discards but the top one, about to become the stock. */
static void mark_restock(cw_game *g, const cw_replace *p)
{
	cw_state *s = g->st;
	if (!p->restock_flags)
		return;
	for (int i = 0; i < cw_state_zone_len(s, CW_DISCARD) - 1; i++) {
		cw_cardrec *r = &cw_state_cards(s)[cw_state_zone_at(s, CW_DISCARD, i)];
		r->flags = p->restock_flags == CW_REPLACE_RESTOCK_MARK ? (uint8_t)(r->flags | p->restock_mark) : 0;
	}
}

static int drawn(cw_game *g, const cw_replace *p, int from, cw_err *err)
{
	int rc;
	if ((rc = need(p->var_drawn_from, "variable", "drawn_from", err)) || (rc = need(p->phase_place, "phase", "place", err)))
		return rc;
	g->st->var[p->var_drawn_from] = from;
	set_var(g->st, p->var_power_used, 0);
	cw_engine_set_phase(g, p->phase_place);
	return CW_OK;
}

int cw_replace_draw_stock(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	cw_state *s = g->st;
	int rc;
	if (cw_state_zone_len(s, CW_STOCK) == 0)
		mark_restock(g, p);
	if (cw_state_zone_len(s, CW_STOCK) == 0 && (rc = cw_zone_restock(g, err)))
		return rc;
	if ((rc = cw_zone_draw_to_held(g, seat, CW_STOCK, err)))
		return rc;
	if (cw_state_zone_len(g->st, CW_STOCK) == 0 && p->stock_out_ends) {
		if ((rc = need(p->var_last_draw, "variable", "last_draw", err)))
			return rc;
		g->st->var[p->var_last_draw] = 1;
	}
	return drawn(g, p, CW_REPLACE_FROM_STOCK, err);
}

int cw_replace_draw_discard(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	int rc = cw_zone_draw_to_held(g, seat, CW_DISCARD, err);
	return rc ? rc : drawn(g, p, CW_REPLACE_FROM_DISCARD, err);
}

void cw_replace_skip(cw_game *g, const cw_replace *p, int seat)
{
	if (!p->skip_rank)
		return;
	cw_card top = cw_state_zone_top(g->st, CW_DISCARD);
	if (top != CW_NOCARD && cw_face_rank(cw_state_ccards(g->st)[top].face) == p->skip_rank)
		cw_turn_skip(g->st, cw_turn_next_seat(g->st, seat));
}

/* The round ends at the end of this turn: the variant's hook, or an
** emptied layout. */
static int round_ends(cw_game *g, const cw_replace *p, int *ends, cw_err *err)
{
	*ends = 0;
	if (HAS(p, CW_REPLACE_HOOK_ROUND_ENDS))
		return ask(g, p, CW_REPLACE_HOOK_ROUND_ENDS, g->st->turn, ends, err);
	if (p->empty == CW_REPLACE_EMPTY_ENDS)
		for (int seat = 1; seat <= g->st->nseats && !*ends; seat++)
			*ends = filled(g->st, seat) == 0;
	return CW_OK;
}

int cw_replace_next_turn(cw_game *g, const cw_replace *p, cw_err *err)
{
	cw_state *s = g->st;
	int ends, rc;
	if (p->var_last_draw >= 0 && s->var[p->var_last_draw] == 1) {
		cw_event_emit_note(g, 0, CW_NOTE_END, CW_END_DRY, 0);
		cw_engine_round_end(g);	/* the turn that drew the last stock card ends the round */
		return CW_OK;
	}
	if ((rc = round_ends(g, p, &ends, err)))
		return rc;
	if (ends && !HAS(p, CW_REPLACE_HOOK_ROUND_ENDS) && p->tell_emptied >= 0)
		for (int seat = 1; seat <= s->nseats; seat++)
			if (filled(s, seat) == 0) {	/* the emptied layout that ends it */
				cw_event_emit_note(g, seat, CW_NOTE_TELL, p->tell_emptied, 0);
				break;
			}
	if (ends || (p->dry_ends && !p->stock_out_ends && cw_state_zone_len(s, CW_STOCK) == 0 && !cw_replace_can_draw_stock(g, p))) {
		if (!ends)
			cw_event_emit_note(g, 0, CW_NOTE_END, CW_END_DRY, 0);
		cw_engine_round_end(g);	/* or no stock card can be had any more */
		return CW_OK;
	}
	int caller = s->caller;
	if (cw_turn_advance(g)) {
		if (p->phase_draw >= 0)
			cw_engine_set_phase(g, p->phase_draw);
	} else if (caller && p->caller_extra_turn && p->var_extra_done >= 0 && s->var[p->var_extra_done] == 0) {
		s->var[p->var_extra_done] = 1;	/* the caller's one more turn */
		cw_turn_begin(g, caller);
		cw_engine_set_phase(g, p->phase_draw);
	} else {
		cw_event_emit_note(g, 0, CW_NOTE_END, CW_END_TURNS, 0);
		cw_engine_round_end(g);	/* every seat owed a final turn has played */
	}
	return CW_OK;
}

int cw_replace_end_turn(cw_game *g, const cw_replace *p, cw_err *err)
{
	return cw_replace_next_turn(g, p, err);
}

int cw_replace_finish(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	cw_state *s = g->st;
	int rc, took, ends;
	if (HAS(p, CW_REPLACE_HOOK_AFTER_ACTION)) {
		if ((rc = ask(g, p, CW_REPLACE_HOOK_AFTER_ACTION, seat, &took, err)) || took)
			return rc;
	}
	if (p->empty == CW_REPLACE_EMPTY_CALLS && !s->caller)
		for (int t = 1; t <= s->nseats; t++)
			if (filled(s, t) == 0) {
				if (p->tell_emptied_call >= 0)
					cw_event_emit_note(g, t, CW_NOTE_TELL, p->tell_emptied_call, 0);
				cw_turn_call(g, t);	/* the emptied layout calls */
				break;
			}
	if (p->phase_point < 0 || p->verb_call < 0 || p->call_ends_turn)
		return cw_replace_next_turn(g, p, err);
	/* The end-of-turn point, while a call is possible and the round goes on. */
	if ((rc = round_ends(g, p, &ends, err)))
		return rc;
	ends |= p->var_last_draw >= 0 && s->var[p->var_last_draw] == 1;
	if (!ends && cw_replace_may_call(g, p, seat)) {
		cw_engine_set_phase(g, p->phase_point);
		return CW_OK;
	}
	return cw_replace_next_turn(g, p, err);
}

/* After the drawn card was placed (rc its outcome): the skip, then the rest
** of the turn. */
static int placed(cw_game *g, const cw_replace *p, int seat, int rc, cw_err *err)
{
	if (rc)
		return rc;
	cw_replace_skip(g, p, seat);
	return cw_replace_finish(g, p, seat, err);
}

int cw_replace_swap(cw_game *g, const cw_replace *p, int seat, int slot, cw_err *err)
{
	int rc = cw_zone_swap_held(g, seat, slot, p->swap_up ? CW_MV_UP : 0, err);
	if (rc || p->all_up == CW_REPLACE_ALL_UP_NONE || cw_layout_first_down(g->st, seat))
		return placed(g, p, seat, rc, err);
	cw_replace_skip(g, p, seat);
	int first = !g->st->caller;
	if (first)
		cw_turn_call(g, seat);	/* the first layout all face up calls */
	if (p->all_up == CW_REPLACE_ALL_UP_END) {
		cw_event_emit_note(g, seat, CW_NOTE_END, CW_END_OUT, 0);
		cw_engine_round_end(g);
		return CW_OK;
	}
	if (first)
		cw_event_emit_note(g, seat, CW_NOTE_END, CW_END_LAST, 0);
	return cw_replace_end_turn(g, p, err);
}

int cw_replace_discard(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	return placed(g, p, seat, cw_zone_discard_held(g, seat, err), err);
}

/* A call ends the turn when it is the whole turn (before drawing) or made
** at the end-of-turn point; a call made during the turn lets it go on. */
int cw_replace_call(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	int phase = g->st->phase;
	cw_turn_call(g, seat);
	if (p->phase_point < 0 || phase == p->phase_point || (phase == p->phase_draw && p->call_ends_turn))
		return cw_replace_end_turn(g, p, err);
	return CW_OK;
}

int cw_replace_legal_point(cw_game *g, const cw_replace *p, cw_err *err)
{
	int rc;
	if ((rc = need(p->verb_call, "action", "call", err)) || (rc = need(p->verb_decline, "action", "decline", err)) ||
	    (rc = offer(g, p->verb_call, 0, err)))
		return rc;
	return offer(g, p->verb_decline, 0, err);
}

int cw_replace_decline(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	int unused;
	if (g->st->phase != p->phase_point && HAS(p, CW_REPLACE_HOOK_PASS))
		return ask(g, p, CW_REPLACE_HOOK_PASS, seat, &unused, err);
	return cw_replace_next_turn(g, p, err);
}

/* ---- powers ---- */

int cw_replace_touchable(const cw_game *g, const cw_replace *p, int seat)
{
	return !(p->protect_caller && g->st->caller == seat);
}

/* Why the held card c, of a rank with a power, has none now, told with a
** refusal of that power's verb (to its drawer, who sees the card; never
** in a playout): `spent`, its power used already; `matched`, taken from
** the discard pile where another seat's card was matched onto it
** (snapped_no_power); else taken from the discard pile. */
static void no_power_why(cw_game *g, const cw_replace *p, cw_card c, int spent, int matched)
{
	const cw_state *s = g->st;
	int verb = -1;
	if (!g->log_events)
		return;
	switch (p->power[rank_of(s, c)]) {
	case CW_REPLACE_POWER_PEEK_OWN: case CW_REPLACE_POWER_PEEK_OTHER: case CW_REPLACE_POWER_PEEK_ANY:
		verb = p->verb_power_peek; break;
	case CW_REPLACE_POWER_SWAP_OWN_OTHER: case CW_REPLACE_POWER_SWAP_ANY: verb = p->verb_power_swap; break;
	case CW_REPLACE_POWER_SHUFFLE: verb = p->verb_power_shuffle; break;
	case CW_REPLACE_POWER_SPY: verb = p->verb_power_spy; break;
	case CW_REPLACE_POWER_TRADE: verb = p->verb_power_trade; break;
	}
	if (verb < 0)
		return;
	char face[8], why[CW_GAME_WHY_LEN];
	cw_face_format(cw_state_ccards(s)[c].face, face);
	/* spent: used as a power (used_flag), or marked when the discard
	** pile became the stock (restock_mark) without being used */
	int used = spent && (!p->used_flag || (cw_state_ccards(s)[c].flags & p->used_flag));
	if (matched) {
		snprintf(why, sizeof why, "the card you took, %s, went on the pile by a match out of turn: such a card "
			 "gives no power", face);
		tell_why(g, p, verb, why, CW_REPLACE_RULE_SNAPPED);
		return;
	}
	if (used)
		snprintf(why, sizeof why, "the card you took, %s, has been used as a power already: it is a plain card now",
			 face);
	else if (spent)
		snprintf(why, sizeof why, "the card you took, %s, was discarded before the stock was rebuilt from the "
			 "pile: it is a plain card now", face);
	else
		snprintf(why, sizeof why, "a card taken from the discard pile (%s) is a plain card: powers are a stock "
			 "draw's", face);
	tell_why(g, p, verb, why, used ? CW_REPLACE_RULE_SPENT : spent ? CW_REPLACE_RULE_RESTOCKED
						       : CW_REPLACE_RULE_DISCARD_POWER);
}

int cw_replace_power_kind(cw_game *g, const cw_replace *p, int seat, int *kind, cw_err *err)
{
	const cw_state *s = g->st;
	if (HAS(p, CW_REPLACE_HOOK_POWER_KIND))
		return ask(g, p, CW_REPLACE_HOOK_POWER_KIND, seat, kind, err);
	*kind = CW_REPLACE_POWER_NONE;
	int from = p->var_drawn_from >= 0 ? s->var[p->var_drawn_from] : 0;
	cw_card c = cw_state_zone_top(s, cw_state_zone_of(s, seat, CW_ZS_HELD));
	if (from != CW_REPLACE_FROM_STOCK && !(p->power_from_discard && from == CW_REPLACE_FROM_DISCARD)) {
		if (c != CW_NOCARD && from == CW_REPLACE_FROM_DISCARD)
			no_power_why(g, p, c, 0, 0);
		return CW_OK;
	}
	if (c == CW_NOCARD)
		return CW_OK;
	if (cw_state_ccards(s)[c].flags & p->spent_mask) {
		no_power_why(g, p, c, 1, 0);
		return CW_OK;
	}
	if (p->snapped_no_power && from == CW_REPLACE_FROM_DISCARD && p->var_snapped >= 0 && s->var[p->var_snapped] == 1) {
		no_power_why(g, p, c, 0, 1);
		return CW_OK;
	}
	*kind = p->power[rank_of(s, c)];
	return CW_OK;
}

enum { WHO_OWN, WHO_OTHER, WHO_ANY };

static int who(int w, int seat, int s)
{
	return w == WHO_ANY || (w == WHO_OWN) == (s == seat);
}

static int offer_looks(cw_game *g, const cw_replace *p, int seat, int w, int verb, cw_err *err)
{
	const cw_state *s = g->st;
	int rc, fresh = fresh_verb(g, verb);	/* one card each */
	for (int t = 1; t <= s->nseats; t++) {
		if (!who(w, seat, t) || !cw_replace_touchable(g, p, t))
			continue;
		int n = cw_state_layout_slots(s, t);
		for (int k = 1; k <= n; k++)
			if (cw_state_layout_slot(s, t, k) != CW_NOCARD && (rc = offer_args(g, fresh, verb, t, k, 0, 0, 2, err)))
				return rc;
	}
	return CW_OK;
}

/* Two different cards, the first from a seat that wa accepts and the
** second from one that wb accepts, in seat and slot order; same allows
** both in one layout. */
static int offer_pairs(cw_game *g, const cw_replace *p, int seat, int wa, int wb, int same, int verb, int fresh,
		       cw_err *err)
{
	const cw_state *s = g->st;
	uint8_t ts[CW_MAX_SEATS * CW_LAYOUT_MAX], ks[CW_MAX_SEATS * CW_LAYOUT_MAX];
	int m = 0, rc;
	for (int t = 1; t <= s->nseats; t++) {
		if (!cw_replace_touchable(g, p, t))
			continue;
		int n = cw_state_layout_slots(s, t);
		for (int k = 1; k <= n && m < CW_MAX_SEATS * CW_LAYOUT_MAX; k++)
			if (cw_state_layout_slot(s, t, k) != CW_NOCARD) {
				ts[m] = (uint8_t)t;
				ks[m++] = (uint8_t)k;
			}
	}
	for (int i = 0; i < m; i++) {
		if (!who(wa, seat, ts[i]))
			continue;
		for (int j = 0; j < m; j++)
			if (j != i && who(wb, seat, ts[j]) && (same || ts[i] != ts[j]) &&
			    (rc = offer_args(g, fresh, verb, ts[i], ks[i], ts[j], ks[j], 4, err)))
				return rc;
	}
	return CW_OK;
}

/* The held card's power: the looks, exchanges and shuffles (late 0), or
** the spy and the trade, offered after the match and replace moves (late 1). */
static int offer_powers(cw_game *g, const cw_replace *p, int seat, int late, cw_err *err)
{
	int kind, rc, fresh;
	if ((rc = cw_replace_power_kind(g, p, seat, &kind, err)))
		return rc;
	if ((kind >= CW_REPLACE_POWER_SPY) != late)
		return CW_OK;
	switch (kind) {
	case CW_REPLACE_POWER_PEEK_OWN: return offer_looks(g, p, seat, WHO_OWN, p->verb_power_peek, err);
	case CW_REPLACE_POWER_PEEK_OTHER: return offer_looks(g, p, seat, WHO_OTHER, p->verb_power_peek, err);
	case CW_REPLACE_POWER_PEEK_ANY: return offer_looks(g, p, seat, WHO_ANY, p->verb_power_peek, err);
	case CW_REPLACE_POWER_SWAP_OWN_OTHER:
		/* The pairs that begin with an own card, then the others: no
		** pair is in both, so the second are as new as the first. */
		fresh = fresh_verb(g, p->verb_power_swap);
		if ((rc = offer_pairs(g, p, seat, WHO_OWN, WHO_OTHER, 0, p->verb_power_swap, fresh, err)))
			return rc;
		return offer_pairs(g, p, seat, WHO_OTHER, WHO_OWN, 0, p->verb_power_swap, fresh, err);
	case CW_REPLACE_POWER_SWAP_ANY:
		return offer_pairs(g, p, seat, WHO_ANY, WHO_ANY, p->swap_same_layout, p->verb_power_swap,
				   fresh_verb(g, p->verb_power_swap), err);
	case CW_REPLACE_POWER_SHUFFLE:
		for (int t = 1; t <= g->st->nseats; t++)
			if (t != seat && cw_replace_touchable(g, p, t) && filled(g->st, t) >= 2 &&
			    (rc = offer_args(g, 0, p->verb_power_shuffle, t, 0, 0, 0, 1, err)))
				return rc;
		return CW_OK;
	case CW_REPLACE_POWER_SPY:
		return offer_pairs(g, p, seat, WHO_OWN, WHO_OTHER, 0, p->verb_power_spy, fresh_verb(g, p->verb_power_spy), err);
	case CW_REPLACE_POWER_TRADE:
		if (!cw_replace_touchable(g, p, seat) || (filled(g->st, seat) == 0 && !p->trade_optional))
			return CW_OK;	/* the trade needs an own card to give */
		return offer_looks(g, p, seat, WHO_OTHER, p->verb_power_trade, err);
	}
	return CW_OK;
}

/* The match of the drawn card's rank: each card the seat may name alone,
** then any larger set (match_open). */
static int offer_match(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	const cw_state *s = g->st;
	int rc;
	if (p->verb_match < 0 || (!p->match_from_discard && s->var[p->var_drawn_from] == CW_REPLACE_FROM_DISCARD))
		return CW_OK;
	if (cw_replace_touchable(g, p, seat)) {
		int others = !p->match_needs_card || filled(s, seat) > 0, fresh = fresh_verb(g, p->verb_match);
		for (int t = 1; t <= s->nseats; t++) {
			if ((t != seat && !others) || !cw_replace_touchable(g, p, t))
				continue;
			int n = cw_state_layout_slots(s, t);
			for (int k = 1; k <= n; k++) {
				cw_card c = cw_state_layout_slot(s, t, k);
				if (c == CW_NOCARD)
					continue;
				if (cw_state_ccards(s)[c].flags & p->named_flag)	/* told in a game that is told */
					tell_why(g, p, p->verb_match, "a card named in this match is not named again",
						 CW_REPLACE_RULE_NAMED);
				else if ((rc = offer_args(g, fresh, p->verb_match, t, k, 0, 0, 2, err)))
					return rc;
			}
		}
	}
	if (p->match_open)
		cw_engine_offer_open(g, p->verb_match);
	return CW_OK;
}

/* A penalty card: the top stock card face down, seen by nobody, into the
** seat's layout; none when no card can be had. */
static int penalty(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	cw_state *s = g->st;
	int rc;
	if (cw_state_zone_len(s, CW_STOCK) == 0) {
		if (p->stock_out_ends || cw_state_zone_len(s, CW_DISCARD) <= 1)
			return CW_OK;
		mark_restock(g, p);
		if ((rc = cw_zone_restock(g, err)))
			return rc;
		if (cw_state_zone_len(s, CW_STOCK) == 0)
			return CW_OK;
	}
	cw_card c = cw_state_zone_top(s, CW_STOCK);
	if ((rc = cw_zone_move(g, c, cw_state_zone_of(s, seat, CW_ZS_LAYOUT), CW_POS_TOP, CW_MV_DOWN | CW_MV_UNSEEN, err)))
		return rc;
	if (cw_state_zone_len(s, CW_STOCK) == 0 && p->stock_out_ends)
		set_var(s, p->var_last_draw, 1);
	return CW_OK;
}

static int pay_misses(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	cw_state *s = g->st;
	int rc;
	if (s->var[p->var_misses] > 0 && p->tell_miss >= 0)
		cw_event_emit_note(g, seat, CW_NOTE_TELL, p->tell_miss, 0);
	/* the variant's count, which may be any number: no more penalties
	** than the stock (and the pile it is rebuilt from) can give */
	cw_zone lay = cw_state_zone_of(s, seat, CW_ZS_LAYOUT);
	for (int i = s->var[p->var_misses]; i > 0; i--) {
		if (cw_state_zone_len(s, CW_STOCK) == 0 && (p->stock_out_ends || cw_state_zone_len(s, CW_DISCARD) <= 1))
			break;
		if (cw_state_zone_len(s, lay) >= CW_LAYOUT_MAX)	/* and no more than a layout holds */
			break;
		if ((rc = penalty(g, p, seat, err)))
			return rc;
	}
	s->var[p->var_misses] = 0;
	return CW_OK;
}

/* Takes the named_flag off every card in a layout: a match named one by
** one begins, where no card is named yet (a match names different cards). */
static void forget_named(cw_state *s, const cw_replace *p)
{
	if (!p->named_flag)
		return;
	for (int t = 1; t <= s->nseats; t++) {
		int n = cw_state_layout_slots(s, t);
		for (int k = 1; k <= n; k++) {
			cw_card c = cw_state_layout_slot(s, t, k);
			if (c != CW_NOCARD)
				cw_state_cards(s)[c].flags = (uint8_t)(cw_state_cards(s)[c].flags & ~p->named_flag);
		}
	}
}

int cw_replace_match(cw_game *g, const cw_replace *p, int seat, const uint8_t *arg, int n, cw_err *err)
{
	cw_state *s = g->st;
	cw_card cards[CW_LAYOUT_MAX];
	int rc;
	if ((rc = need(p->var_misses, "variable", "misses", err)) || (rc = need(p->var_give_n, "variable", "give_n", err)) ||
	    (rc = need(p->var_give_i, "variable", "give_i", err)) || (rc = need(p->var_one_by_one, "variable", "one_by_one", err)) ||
	    (rc = need(p->phase_give, "phase", "give", err)) || (p->match_open ? 0 : (rc = need(p->phase_matching, "phase", "matching", err))))
		return rc;
	cw_card held = cw_state_zone_top(s, cw_state_zone_of(s, seat, CW_ZS_HELD));
	if (held == CW_NOCARD || n < 1 || n > CW_LAYOUT_MAX)
		return cw_error_fail(err, CW_ESTATE, "a match needs a drawn card and 1 to %d named cards", CW_LAYOUT_MAX);
	int drawn_rank = rank_of(s, held), one = !p->match_open;
	s->var[p->var_one_by_one] = one;
	if (one && s->phase != p->phase_matching)
		forget_named(s, p);	/* a match begins: nothing named in it yet */
	for (int i = 0; i < n; i++) {
		if ((cards[i] = target(g, arg[2 * i], arg[2 * i + 1], err)) == CW_NOCARD)
			return err ? err->code : CW_EINVAL;
		cw_zone_flip(g, cards[i], 1);	/* turned face up together */
		if (one)
			cw_state_cards(s)[cards[i]].flags = (uint8_t)(cw_state_cards(s)[cards[i]].flags | p->named_flag);
	}
	int *q_n = &s->var[p->var_give_n], *q_i = &s->var[p->var_give_i];
	*q_n = *q_i = 0;
	for (int i = 0; i < n; i++) {
		if (rank_of(s, cards[i]) == drawn_rank) {
			if ((rc = cw_zone_move(g, cards[i], CW_DISCARD, CW_POS_TOP, CW_MV_UP, err)))
				return rc;
			if (arg[2 * i] != seat) {
				if (*q_n >= p->ngive)
					return cw_error_fail(err, CW_ESTATE, "more gives owed than the kit's give variables (%d)", p->ngive);
				s->var[p->give_seat[*q_n]] = arg[2 * i];
				s->var[p->give_slot[*q_n]] = arg[2 * i + 1];
				++*q_n;
			}
		} else {
			cw_zone_flip(g, cards[i], 0);	/* back face down, known to all */
			if (s->var[p->var_misses] < INT32_MAX)	/* the variant's count, which may be any */
				s->var[p->var_misses]++;
		}
	}
	if (one && (rc = pay_misses(g, p, seat, err)))
		return rc;
	while (*q_i < *q_n) {	/* the gives owed while the seat has a card */
		if (filled(s, seat) > 0) {
			cw_engine_set_phase(g, p->phase_give);
			return CW_OK;
		}
		++*q_i;
	}
	*q_n = *q_i = 0;
	if (one) {
		cw_engine_set_phase(g, p->phase_matching);
		return CW_OK;
	}
	if ((rc = pay_misses(g, p, seat, err)) || (rc = cw_zone_discard_held(g, seat, err)))
		return rc;
	return cw_replace_finish(g, p, seat, err);
}

int cw_replace_replace(cw_game *g, const cw_replace *p, int seat, const uint8_t *slots, int n, cw_err *err)
{
	cw_state *s = g->st;
	cw_card cards[CW_LAYOUT_MAX];
	cw_zone lay = cw_state_zone_of(s, seat, CW_ZS_LAYOUT);
	int rc, equal = 1;
	cw_card held = cw_state_zone_top(s, cw_state_zone_of(s, seat, CW_ZS_HELD));
	if (held == CW_NOCARD || n < 1 || n > CW_LAYOUT_MAX)
		return cw_error_fail(err, CW_ESTATE, "a replace needs a drawn card and 1 to %d own cards", CW_LAYOUT_MAX);
	for (int i = 0; i < n; i++) {
		if ((cards[i] = target(g, seat, slots[i], err)) == CW_NOCARD)
			return err ? err->code : CW_EINVAL;
		cw_zone_flip(g, cards[i], 1);	/* shown to all */
	}
	for (int i = 1; i < n; i++) {
		int a = rank_of(s, cards[0]), b = rank_of(s, cards[i]);
		if (a != b || (a == 0 && !p->jokers_equal))
			equal = 0;
	}
	if (equal) {
		for (int i = 0; i < n; i++)
			if ((rc = cw_zone_move(g, cards[i], CW_DISCARD, CW_POS_TOP, CW_MV_UP, err)))
				return rc;
		rc = cw_zone_move(g, held, lay, slots[0], CW_MV_DOWN, err);
	} else {
		for (int i = 0; i < n; i++)
			cw_zone_flip(g, cards[i], 0);	/* back face down, known to all */
		if (p->tell_replace_failed >= 0)
			cw_event_emit_note(g, seat, CW_NOTE_TELL, p->tell_replace_failed, 0);
		rc = cw_zone_move(g, held, lay, CW_POS_TOP, CW_MV_DOWN, err);
	}
	return rc ? rc : cw_replace_finish(g, p, seat, err);
}

int cw_replace_legal_match(cw_game *g, const cw_replace *p, cw_err *err)
{
	int rc = offer_match(g, p, g->st->actor, err);
	return rc ? rc : (p->verb_decline >= 0 ? offer(g, p->verb_decline, 0, err) : CW_OK);
}

/* The replace of two or more own cards: every ordered pair, then any
** longer list (the verb's accepts). */
static int offer_replace(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	const cw_state *s = g->st;
	uint8_t slots[CW_LAYOUT_MAX];
	int m = 0, rc;
	if (p->verb_replace < 0 || (!p->replace_from_discard && s->var[p->var_drawn_from] == CW_REPLACE_FROM_DISCARD))
		return CW_OK;
	int n = cw_state_layout_slots(s, seat);
	for (int k = 1; k <= n && m < CW_LAYOUT_MAX; k++)
		if (cw_state_layout_slot(s, seat, k) != CW_NOCARD)
			slots[m++] = (uint8_t)k;
	if (m < 2)
		return CW_OK;
	int fresh = fresh_verb(g, p->verb_replace);	/* each ordered pair once */
	for (int i = 0; i < m; i++)
		for (int j = 0; j < m; j++)
			if (i != j && (rc = offer_args(g, fresh, p->verb_replace, slots[i], slots[j], 0, 0, 2, err)))
				return rc;
	cw_engine_offer_open(g, p->verb_replace);
	return CW_OK;
}

/* The held card face up onto the discards, spent; then the rest of the turn. */
static int spend(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	cw_state *s = g->st;
	cw_card c = cw_state_zone_top(s, cw_state_zone_of(s, seat, CW_ZS_HELD));
	int rc = cw_zone_discard_held(g, seat, err);
	if (rc)
		return rc;
	cw_state_cards(s)[c].flags = (uint8_t)(cw_state_cards(s)[c].flags | p->used_flag);
	set_var(s, p->var_power_used, 1);
	return cw_replace_finish(g, p, seat, err);
}

static cw_card target(cw_game *g, int t, int k, cw_err *err)
{
	if (t < 1 || t > g->st->nseats || cw_state_layout_slot(g->st, t, k) == CW_NOCARD) {
		cw_error_fail(err, CW_EINVAL, "no card at %d.%d", t, k);
		return CW_NOCARD;
	}
	return cw_state_layout_slot(g->st, t, k);
}

int cw_replace_power_peek(cw_game *g, const cw_replace *p, int seat, int ts, int tk, cw_err *err)
{
	cw_card c = target(g, ts, tk, err);
	if (c == CW_NOCARD)
		return err ? err->code : CW_EINVAL;
	cw_zone_reveal(g, c, CW_SEATBIT(seat));
	return spend(g, p, seat, err);
}

/* The two cards change places face down in view of the table: what each
** seat knew travels with its card. */
int cw_replace_power_swap(cw_game *g, const cw_replace *p, int seat, int sa, int ka, int sb, int kb, cw_err *err)
{
	cw_state *s = g->st;
	cw_card a = target(g, sa, ka, err), b = a == CW_NOCARD ? CW_NOCARD : target(g, sb, kb, err);
	int rc;
	if (b == CW_NOCARD)
		return err ? err->code : CW_EINVAL;
	if ((rc = cw_zone_move(g, a, CW_ASIDE, CW_POS_TOP, 0, err)) ||
	    (rc = cw_zone_move(g, b, cw_state_zone_of(s, sa, CW_ZS_LAYOUT), ka, CW_MV_DOWN, err)) ||
	    (rc = cw_zone_move(g, a, cw_state_zone_of(s, sb, CW_ZS_LAYOUT), kb, CW_MV_DOWN, err)))
		return rc;
	return spend(g, p, seat, err);
}

int cw_replace_power_shuffle(cw_game *g, const cw_replace *p, int seat, int t, cw_err *err)
{
	int rc;
	if (t < 1 || t > g->st->nseats)
		return cw_error_fail(err, CW_EINVAL, "bad seat %d", t);
	if ((rc = cw_layout_shuffle(g, t, err)))
		return rc;
	return spend(g, p, seat, err);
}

/* ---- the opening of looks ---- */

static int start_play(cw_game *g, const cw_replace *p, cw_err *err)
{
	cw_state *s = g->st;
	int first = cw_turn_next_seat(s, s->dealer);
	if (p->var_lead >= 0 && s->round > 1 && s->var[p->var_lead] > 0) {
		/* the variant's own number: a seat, or its fault */
		if (s->var[p->var_lead] > s->nseats)
			return cw_error_fail(err, CW_ESCRIPT, "the kit's vars.lead, the last round's winner who plays first, "
					     "is %ld: expected a seat from 1 to %d (or 0 for none)", (long)s->var[p->var_lead],
					     s->nseats);
		first = (int)s->var[p->var_lead];	/* the last round's winner leads */
		if (p->tell_leads >= 0)
			cw_event_emit_note(g, first, CW_NOTE_TELL, p->tell_leads, 0);
	}
	cw_turn_begin(g, first);
	cw_engine_set_phase(g, p->phase_draw);
	return CW_OK;
}

int cw_replace_legal_peek(cw_game *g, const cw_replace *p, cw_err *err)
{
	const cw_state *s = g->st;
	int seat = s->actor, rc;
	if ((rc = need(p->verb_peek, "action", "peek", err)))
		return rc;
	int n = cw_state_layout_slots(s, seat);
	for (int k = 1; k <= n; k++) {
		cw_card c = cw_state_layout_slot(s, seat, k);
		if (c != CW_NOCARD && !cw_state_sees(s, c, seat) && (rc = offer(g, p->verb_peek, k, err)))
			return rc;
	}
	return CW_OK;
}

int cw_replace_peek(cw_game *g, const cw_replace *p, int seat, int slot, cw_err *err)
{
	cw_state *s = g->st;
	int rc;
	if ((rc = need(p->phase_peek, "phase", "peek", err)) || (rc = need(p->seatvar_peeks, "seat variable", "peeks", err)))
		return rc;
	cw_card c = cw_state_layout_slot(s, seat, slot);
	if (c == CW_NOCARD)
		return cw_error_fail(err, CW_EINVAL, "slot %d is empty", slot);
	cw_zone_reveal(g, c, CW_SEATBIT(seat));
	if (++s->seatvar[seat][p->seatvar_peeks] < p->peeks)
		return CW_OK;
	cw_turn_window_next(s);
	if (!cw_turn_window_seat(s)) {
		cw_turn_window_close(s);
		return start_play(g, p, err);
	}
	return CW_OK;
}

int cw_replace_deal(cw_game *g, const cw_replace *p, cw_err *err)
{
	cw_state *s = g->st;
	int rc;
	if ((rc = need(p->phase_draw, "phase", "draw", err)) || (rc = cw_zone_deal(g, CW_ZS_LAYOUT, p->slots, err)))
		return rc;
	if (p->up_card) {
		cw_card up = cw_state_zone_top(s, CW_STOCK);
		if (up == CW_NOCARD)
			return cw_error_fail(err, CW_ESTATE, "the stock is empty");
		if ((rc = cw_zone_move(g, up, CW_DISCARD, CW_POS_TOP, CW_MV_UP, err)))
			return rc;
	}
	set_var(s, p->var_last_draw, 0);
	set_var(s, p->var_extra_done, 0);
	set_var(s, p->var_drawn_from, 0);
	for (int i = 0; i < p->nreset; i++)
		s->var[p->reset[i]] = 0;
	for (int seat = 1; seat <= s->nseats; seat++)
		for (int i = 0; i < p->nshow; i++) {
			cw_card c = cw_state_layout_slot(s, seat, p->show[i]);
			if (c != CW_NOCARD)
				cw_zone_reveal(g, c, CW_SEATBIT(seat));
		}
	for (int seat = 1; seat <= s->nseats; seat++) {
		if (p->seatvar_flips >= 0)
			s->seatvar[seat][p->seatvar_flips] = 0;
		if (p->seatvar_first >= 0)
			s->seatvar[seat][p->seatvar_first] = 0;
		if (p->seatvar_peeks >= 0)
			s->seatvar[seat][p->seatvar_peeks] = 0;
		for (int i = 0; i < p->nreset_seat; i++)
			s->seatvar[seat][p->reset_seat[i]] = 0;
	}
	if (p->peeks > 0) {
		if ((rc = need(p->phase_peek, "phase", "peek", err)) || (rc = need(p->seatvar_peeks, "seat variable", "peeks", err)))
			return rc;
		set_var(s, p->var_peeks_each, p->peeks);
		cw_turn_window_open_after(s, s->dealer, 0, cw_state_all_seats(s));
		cw_engine_set_phase(g, p->phase_peek);
		return CW_OK;
	}
	if (p->flips > 0) {
		if ((rc = need(p->phase_open, "phase", "open", err)) || (rc = need(p->seatvar_flips, "seat variable", "flips", err)) ||
		    (rc = need(p->seatvar_first, "seat variable", "first", err)))
			return rc;
		cw_turn_window_open_after(s, s->dealer, 0, cw_state_all_seats(s));
		cw_engine_set_phase(g, p->phase_open);
		return CW_OK;
	}
	return start_play(g, p, err);
}

int cw_replace_legal_open(cw_game *g, const cw_replace *p, cw_err *err)
{
	int seat = g->st->actor, rc;
	if ((rc = need(p->verb_flip, "action", "flip", err)))
		return rc;
	int n = cw_state_layout_slots(g->st, seat), fresh = g->nlegal == 0;
	for (int k = 1; k <= n; k++) {
		cw_card c = cw_state_layout_slot(g->st, seat, k);
		if (c != CW_NOCARD && !cw_state_ccards(g->st)[c].up && (rc = offer_own(g, fresh, p->verb_flip, k, err)))
			return rc;
	}
	/* why a draw is refused now: the opening comes first */
	if (g->log_events && p->seatvar_flips >= 0) {
		char why[CW_GAME_WHY_LEN];
		int left = p->flips - g->st->seatvar[seat][p->seatvar_flips];
		snprintf(why, sizeof why, "the opening comes first: every seat turns up %d of its cards before the first draw "
			 "(%d more for you)", p->flips, left > 0 ? left : 0);
		if (p->verb_draw_stock >= 0)
			cw_game_why_say(g, p->verb_draw_stock, why);
		if (p->verb_draw_discard >= 0)
			cw_game_why_say(g, p->verb_draw_discard, why);
	}
	return CW_OK;
}

int cw_replace_flip(cw_game *g, const cw_replace *p, int seat, int slot, cw_err *err)
{
	cw_state *s = g->st;
	int rc;
	if ((rc = need(p->phase_open, "phase", "open", err)) || (rc = need(p->seatvar_flips, "seat variable", "flips", err)) ||
	    (rc = need(p->seatvar_first, "seat variable", "first", err)))
		return rc;
	if (s->phase != p->phase_open)
		return cw_error_fail(err, CW_ESCRIPT, "the draw-and-replace turn flips only in its opening phase");
	cw_card c = cw_state_layout_slot(s, seat, slot);
	if (c == CW_NOCARD)
		return cw_error_fail(err, CW_EINVAL, "slot %d is empty", slot);
	cw_zone_flip(g, c, 1);
	int32_t *sv = s->seatvar[seat];
	sv[p->seatvar_flips]++;
	if (sv[p->seatvar_first] == 0)
		sv[p->seatvar_first] = slot;
	if (sv[p->seatvar_flips] < p->flips)
		return CW_OK;
	cw_turn_window_next(s);
	if (!cw_turn_window_seat(s)) {
		cw_turn_window_close(s);
		cw_turn_begin(g, cw_turn_next_seat(s, s->dealer));
		cw_engine_set_phase(g, p->phase_draw);
	}
	return CW_OK;
}

int cw_replace_layout_sum(const cw_game *g, const cw_replace *p, int seat)
{
	const cw_state *s = g->st;
	if (seat < 1 || seat > s->nseats)
		return 0;
	cw_zone z = cw_state_zone_of(s, seat, CW_ZS_LAYOUT);
	const cw_card *a = cw_state_czone_cards(s, z);
	const cw_cardrec *r = cw_state_ccards(s);
	int n = cw_state_zone_len(s, z), sum = 0;
	for (int k = 0; k < n; k++)
		if (a[k] != CW_NOCARD)
			sum += p->value[r[a[k]].face % CW_REPLACE_FACES];
	return sum;
}

/* G-9: every layout is turned face up before any is scored. */
static void turn_layouts_up(cw_game *g)
{
	cw_state *s = g->st;
	const int nseats = s->nseats;	/* read once: the flips' stores could alias it */
	const cw_cardrec *cards = cw_state_ccards(s);
	for (int seat = 1; seat <= nseats; seat++) {
		cw_zone z = cw_state_zone_of(s, seat, CW_ZS_LAYOUT);
		const cw_card *a = cw_state_zone_cards(s, z);
		int n = cw_state_zone_len(s, z);
		for (int k = 0; k < n; k++)
			if (a[k] != CW_NOCARD && !cards[a[k]].up)
				cw_zone_flip(g, a[k], 1);
	}
}

static int score_one(cw_game *g, const cw_replace *p, cw_replace_layout_fn layout, void *ud, int seat, cw_err *err)
{
	int v, rc;
	if (!layout)
		v = cw_replace_layout_sum(g, p, seat);
	else if ((rc = layout(ud, g, seat, &v, err)))
		return rc;
	g->st->score[seat] = v;
	return CW_OK;
}

int cw_replace_score(cw_game *g, const cw_replace *p, cw_replace_layout_fn layout, void *ud, cw_err *err)
{
	int rc;
	turn_layouts_up(g);
	for (int seat = 1; seat <= g->st->nseats; seat++)
		if ((rc = score_one(g, p, layout, ud, seat, err)))
			return rc;
	return CW_OK;
}

int cw_replace_score_seat(cw_game *g, const cw_replace *p, cw_replace_layout_fn layout, void *ud, int seat, cw_err *err)
{
	turn_layouts_up(g);
	return score_one(g, p, layout, ud, seat, err);
}

int cw_replace_match_over(const cw_game *g, const cw_replace *p)
{
	const cw_state *s = g->st;
	int over = 0;
	if (p->target > 0 && !(p->rounds_first && p->rounds_given)) {
		for (int seat = 1; seat <= s->nseats; seat++)
			over |= s->total[seat] >= p->target;
	} else
		over = s->round >= (uint32_t)p->rounds;
	if (over && p->tie_plays_on) {	/* not while the lowest total is shared */
		int low = 0, n = 0;
		for (int seat = 1; seat <= s->nseats; seat++) {
			if (n == 0 || s->total[seat] < low)
				low = s->total[seat], n = 1;
			else if (s->total[seat] == low)
				n++;
		}
		over = n == 1;
	}
	return over;
}
