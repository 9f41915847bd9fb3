/*
** The draw-meld-discard turn (meldturn.h): the draw, the claim windows
** with their forced seats, paying and the next turn, folding, the end of
** a round. State lives in the game's variables named by the roles, so a
** snapshot or a clone carries it, and a variant's own hook that reads or
** writes the same variables sees the same turn.
*/
#include <stdio.h>
#include <string.h>
#include "meldturn.h"
#include "engine.h"
#include "event.h"
#include "turn.h"
#include "zone.h"

/* Says why `verb` is left out of the list: the reason, then the rule the
** variant names for it, if any, in parentheses. A game that keeps no
** events (a playout) keeps no reasons either. */
static void say_why(cw_game *g, int verb, const char *reason, const char *rule)
{
	char *b = g->log_events ? cw_game_why_slot(g, verb) : NULL;
	if (b)
		snprintf(b, CW_GAME_WHY_LEN, "%s%s%s%s", reason, rule[0] ? " (" : "", rule, rule[0] ? ")" : "");
}

void cw_meldturn_init(cw_meld_turn *t)
{
	memset(t, 0, sizeof *t);
	t->verb_draw = t->verb_draw_discard = t->verb_fold = t->verb_discard = t->verb_claim = t->verb_pass = -1;
	t->verb_unmeld = t->verb_take_back = -1;
	t->phase_start = t->phase_play = t->phase_claim = -1;
	t->var_loose = t->var_placed = t->var_claimed = t->var_discarder = t->var_draws = t->var_redraw = -1;
	t->var_again = t->var_how = t->var_first_step = t->var_taken = t->var_rebuilds = -1;
	t->seatvar_forced = t->seatvar_folded = t->seatvar_won = -1;
	t->win_count = 10;
	t->rebuild_limit = -1;
}

int cw_meldturn_check(const cw_meld_turn *t, const char **field, char *expected, size_t n)
{
	if (t->win_count < 1 || t->win_count > CW_MELD_CARDS) {
		*field = "win_count";
		snprintf(expected, n, "a number of table cards from 1 to %d", CW_MELD_CARDS);
	} else if (t->rebuild_limit < -1) {
		*field = "rebuild_limit";
		snprintf(expected, n, "a number of rebuilt stocks a round, or -1 for no limit");
	} else if (t->verb_draw < 0 || t->verb_discard < 0 || t->phase_start < 0 || t->phase_play < 0) {
		*field = "roles";
		snprintf(expected, n, "roles.draw, roles.discard, phases.start and phases.play: a turn draws and discards");
	} else if (t->var_loose < 0 || t->var_placed < 0 || t->var_claimed < 0 || t->var_how < 0) {
		*field = "vars";
		snprintf(expected, n, "vars.loose, vars.placed, vars.claimed and vars.how");
	} else if (!t->draw_to_hand && (t->verb_claim < 0 || t->verb_pass < 0 || t->phase_claim < 0 ||
					t->var_discarder < 0 || t->seatvar_forced < 0)) {
		*field = "roles";
		snprintf(expected, n, "roles.claim, roles.pass, phases.claim, vars.discarder and seat_vars.forced: "
				      "every discard opens a claim window unless draw_to_hand");
	} else if (t->draw_to_hand && (t->verb_draw_discard < 0 || t->var_taken < 0)) {
		*field = "draw_to_hand";
		snprintf(expected, n, "roles.draw_discard and vars.taken with draw_to_hand");
	} else if (t->second_draw && (t->var_draws < 0 || t->var_redraw < 0 || t->var_again < 0)) {
		*field = "second_draw";
		snprintf(expected, n, "vars.draws, vars.redraw and vars.again with second_draw");
	} else if (t->fold != CW_MELDTURN_FOLD_OFF && (t->verb_fold < 0 || t->seatvar_folded < 0)) {
		*field = "fold";
		snprintf(expected, n, "roles.fold and seat_vars.folded when seats may fold");
	} else if (t->rebuild != CW_MELDTURN_REBUILD_OFF && t->var_rebuilds < 0) {
		*field = "rebuild";
		snprintf(expected, n, "vars.rebuilds when the discards are rebuilt");
	} else if (t->own != CW_MELDTURN_OWN_OFF && !t->forced) {
		*field = "own";
		snprintf(expected, n, "\"off\" unless forced is true: only a forced lay-off brings a card back");
	} else if (t->seatvar_won < 0) {
		*field = "seat_vars";
		snprintf(expected, n, "seat_vars.won, the round's winner");
	} else
		return CW_OK;
	return CW_EINVAL;
}

/* ---- variables by role ---- */

static int32_t get(const cw_state *st, int var) { return var >= 0 ? st->var[var] : 0; }
static void set(cw_state *st, int var, int32_t v)
{
	if (var >= 0)
		st->var[var] = v;
}
static int32_t sget(const cw_state *st, int seat, int var) { return var >= 0 ? st->seatvar[seat][var] : 0; }
static void sset(cw_state *st, int seat, int var, int32_t v)
{
	if (var >= 0)
		st->seatvar[seat][var] = v;
}

static int offer0(cw_game *g, int verb, cw_err *err)
{
	cw_action a = cw_action_make(verb, NULL, 0);
	return cw_engine_offer(g, &a, err);
}

static int offer_face(cw_game *g, int verb, cw_card c, cw_err *err)
{
	uint8_t arg = cw_state_cards(g->st)[c].face;
	cw_action a = cw_action_make(verb, &arg, 1);
	return cw_engine_offer(g, &a, err);
}

/* ---- sequencing ---- */

int cw_meldturn_active(const cw_state *st, const cw_meld_turn *t, int seat)
{
	return !(st->out & CW_SEATBIT(seat)) && sget(st, seat, t->seatvar_folded) == 0;
}

int cw_meldturn_next_active(const cw_state *st, const cw_meld_turn *t, int seat)
{
	for (int i = 0; i < st->nseats; i++) {
		seat = seat % st->nseats + 1;
		if (cw_meldturn_active(st, t, seat))
			return seat;
	}
	return 0;
}

void cw_meldturn_end(cw_game *g, const cw_meld_turn *t, int how)
{
	set(g->st, t->var_how, how);
	cw_turn_window_close(g->st);
	cw_engine_round_end(g);
}

/* The discards but the top card become the stock,
** unshuffled (every seat saw them): `flip` turns the pile over, `keep`
** keeps its order. *did: whether a stock was made. */
static int rebuild(cw_game *g, const cw_meld_turn *t, int *did, cw_err *err)
{
	cw_state *st = g->st;
	*did = 0;
	if (t->rebuild == CW_MELDTURN_REBUILD_OFF)
		return CW_OK;
	if (t->rebuild_limit >= 0 && get(st, t->var_rebuilds) >= t->rebuild_limit)
		return CW_OK;
	int n = cw_state_zone_len(st, CW_DISCARD);
	if (n <= 1)
		return CW_OK;
	for (int i = 1; i < n; i++) {
		int len = cw_state_zone_len(st, CW_DISCARD);
		cw_card c = cw_state_zone_at(st, CW_DISCARD, t->rebuild == CW_MELDTURN_REBUILD_FLIP ? len - 2 : 0);
		int rc = cw_zone_move(g, c, CW_STOCK, CW_POS_TOP, CW_MV_DOWN, err);
		if (rc)
			return rc;
	}
	set(st, t->var_rebuilds, get(st, t->var_rebuilds) + 1);
	*did = 1;
	cw_event_emit_note(g, 0, CW_NOTE_RESTOCK, t->rebuild == CW_MELDTURN_REBUILD_FLIP ? 1 : 2, n - 1);
	return cw_zone_restock_fixed(g, err);
}

int cw_meldturn_start(cw_game *g, const cw_meld_turn *t, int seat, int again, cw_err *err)
{
	cw_state *st = g->st;
	if (!seat) {
		cw_event_emit_note(g, 0, CW_NOTE_END, CW_END_NOBODY, 0);
		cw_meldturn_end(g, t, CW_MELDTURN_NO_WINNER);	/* nobody active is left */
		return CW_OK;
	}
	if (cw_state_zone_len(st, CW_STOCK) == 0) {
		int did, rc = rebuild(g, t, &did, err);
		if (rc)
			return rc;
		if (!did) {
			cw_event_emit_note(g, 0, CW_NOTE_END, CW_END_STOCK, 0);
			cw_meldturn_end(g, t, CW_MELDTURN_NO_WINNER);	/* a draw from an empty stock */
			return CW_OK;
		}
	}
	if (!again)
		cw_turn_begin(g, seat);
	set(st, t->var_again, again ? 1 : 0);
	set(st, t->var_loose, 0);
	set(st, t->var_claimed, 0);
	set(st, t->var_taken, 0);
	cw_engine_set_phase(g, t->phase_start);
	return CW_OK;
}

int cw_meldturn_continue(cw_game *g, const cw_meld_turn *t, cw_err *err)
{
	cw_state *st = g->st;
	cw_turn_window_close(st);
	if (get(st, t->var_first_step) == 1) {	/* the round's turned-up card: nobody took it */
		set(st, t->var_first_step, 0);
		return cw_meldturn_start(g, t, cw_turn_next_seat(st, st->dealer), 0, err);
	}
	int d = get(st, t->var_discarder);
	if (get(st, t->var_redraw) == 1) {
		set(st, t->var_redraw, 0);
		return cw_meldturn_start(g, t, d, 1, err);
	}
	return cw_meldturn_start(g, t, cw_meldturn_next_active(st, t, d), 0, err);
}

int cw_meldturn_open_claims(cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, int d, cw_err *err)
{
	cw_state *st = g->st;
	set(st, t->var_discarder, d);
	cw_card x = cw_state_zone_top(st, CW_DISCARD);
	cw_seatmask seats = 0;
	int use, alone, rc;
	for (int s = 1; s <= st->nseats; s++) {
		int forced = 0;
		if (s != d && cw_meldturn_active(st, t, s)) {
			if ((rc = cw_meld_can_use(st, r, s, x, &use, &alone, err)))
				return rc;
			if (use) {
				seats |= CW_SEATBIT(s);
				forced = alone && t->forced;
			}
		}
		sset(st, s, t->seatvar_forced, forced);
	}
	int own = t->forced ? t->own : CW_MELDTURN_OWN_OFF;
	if (own != CW_MELDTURN_OWN_OFF && cw_meldturn_active(st, t, d)) {
		if ((rc = cw_meld_can_use(st, r, d, x, &use, &alone, err)))
			return rc;
		if (alone) {
			sset(st, d, t->seatvar_forced, 1);
			if (own == CW_MELDTURN_OWN_FIRST) {	/* asked, and forced, before anybody */
				cw_turn_window_open_after(st, d, 1, CW_SEATBIT(d));
				cw_engine_set_phase(g, t->phase_claim);
				return CW_OK;
			}
			seats |= CW_SEATBIT(d);	/* asked after every other seat */
		}
	}
	if (!seats)
		return cw_meldturn_continue(g, t, err);
	cw_turn_window_open_after(st, d, 0, seats);
	cw_engine_set_phase(g, t->phase_claim);
	return CW_OK;
}

int cw_meldturn_check_win(cw_game *g, const cw_meld_turn *t, int seat)
{
	cw_state *st = g->st;
	int n = 0;
	for (int k = 0; k < st->nmelds; k++)
		n += cw_state_zone_len(st, cw_state_zone_of(st, seat, CW_ZS_MELD0 + k));
	if (n < t->win_count)
		return 0;
	sset(st, seat, t->seatvar_won, 1);
	cw_event_emit_note(g, seat, CW_NOTE_END, CW_END_TABLE, n);
	cw_meldturn_end(g, t, CW_MELDTURN_TABLE_WON);
	return 1;
}

/* ---- plays ---- */

int cw_meldturn_free_meld(const cw_state *st, int seat)
{
	for (int k = 1; k <= st->nmelds; k++)
		if (cw_state_zone_len(st, cw_state_zone_of(st, seat, CW_ZS_MELD0 + k - 1)) == 0)
			return k;
	return 0;
}

static int move_all(cw_game *g, const cw_card *cards, int n, cw_zone z, cw_err *err)
{
	for (int i = 0; i < n; i++) {
		int rc = cw_zone_move(g, cards[i], z, CW_POS_TOP, CW_MV_UP, err);
		if (rc)
			return rc;
	}
	return CW_OK;
}

int cw_meldturn_take(cw_game *g, const cw_meld_rules *r, int seat, const cw_card *cards, int n, cw_err *err)
{
	cw_state *st = g->st;
	cw_zone m0 = cw_state_zone_of(st, seat, CW_ZS_MELD0);
	unsigned touched = 0;
	int rc;
	for (int i = 0; i < n; i++) {
		cw_zone z = cw_state_ccards(st)[cards[i]].zone;
		if (z < m0 || z >= m0 + st->nmelds)
			continue;
		touched |= 1u << (z - m0);
		if ((rc = cw_zone_move(g, cards[i], CW_ASIDE, CW_POS_TOP, CW_MV_UP, err)))
			return rc;
	}
	for (int k = 0; k < st->nmelds; k++) {
		if (!(touched & (1u << k)))
			continue;
		cw_zone z = (cw_zone)(m0 + k);
		int len = cw_state_zone_len(st, z);
		cw_card rest[CW_MELD_CARDS], sorted[CW_MELD_CARDS];
		int start[CW_MELD_CARDS + 1];
		if (len > CW_MELD_CARDS)
			return cw_error_fail(err, CW_ELIMIT, "a meld of %d cards", len);
		for (int i = 0; i < len; i++)
			rest[i] = cw_state_zone_at(st, z, i);
		if (cw_meld_arrange(st, r, rest, len, NULL)) {
			if ((rc = move_all(g, rest, len, z, err)))
				return rc;
			continue;
		}
		int np = cw_meld_pieces(st, r, rest, len, sorted, start, CW_MELD_CARDS);
		if (!np)
			return cw_error_fail(err, CW_ESTATE, "seat %d's meld %d is left no meld", seat, k + 1);
		for (int p = 1; p < np; p++) {	/* the lowest piece stays */
			int nk = cw_meldturn_free_meld(st, seat);
			if (!nk)
				return cw_error_fail(err, CW_ESTATE, "seat %d has no free meld zone", seat);
			if ((rc = move_all(g, sorted + start[p], start[p + 1] - start[p], cw_state_zone_of(st, seat, CW_ZS_MELD0 + nk - 1),
					   err)))
				return rc;
		}
	}
	return CW_OK;
}

int cw_meldturn_lay(cw_game *g, const cw_meld_rules *r, int seat, int k, const cw_card *cards, int n, cw_err *err)
{
	cw_state *st = g->st;
	if (k < 1 || k > st->nmelds)
		return cw_error_fail(err, CW_EILLEGAL, "no meld %d", k);
	cw_zone z = cw_state_zone_of(st, seat, CW_ZS_MELD0 + k - 1);
	int len = cw_state_zone_len(st, z);
	cw_card all[CW_MELD_CARDS];
	if (len + n > CW_MELD_CARDS)
		return cw_error_fail(err, CW_ELIMIT, "a meld of %d cards", len + n);
	for (int i = 0; i < len; i++)
		all[i] = cw_state_zone_at(st, z, i);
	memcpy(all + len, cards, sizeof *cards * (size_t)n);
	if (!cw_meld_arrange(st, r, all, len + n, NULL))
		return cw_error_fail(err, CW_ESTATE, "the cards make no meld on seat %d's meld %d", seat, k);
	return move_all(g, all, len + n, z, err);
}

void cw_meldturn_after_play(cw_game *g, const cw_meld_turn *t, int seat)
{
	cw_state *st = g->st;
	if (get(st, t->var_loose) != 0 && cw_state_zone_len(st, cw_state_zone_of(st, seat, CW_ZS_HELD)) == 0) {
		set(st, t->var_placed, 1);
		set(st, t->var_claimed, 0);
		set(st, t->var_redraw, 0);
	}
	cw_meldturn_check_win(g, t, seat);
}

/* The card of a face: the first of the deck's cards with it. */
static int card_of(const cw_state *st, cw_face f, cw_card *c, cw_err *err)
{
	for (int i = 0; i < st->ncards; i++)
		if (cw_state_ccards(st)[i].face == f) {
			*c = (cw_card)i;
			return CW_OK;
		}
	return cw_error_fail(err, CW_EILLEGAL, "no such card in the deck");
}

static int cards_of(const cw_state *st, const cw_face *faces, int n, cw_card *cards, cw_err *err)
{
	for (int i = 0; i < n; i++) {
		int rc = card_of(st, faces[i], &cards[i], err);
		if (rc)
			return rc;
	}
	return CW_OK;
}

int cw_meldturn_new(cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, int seat, const cw_face *faces, int n,
		    cw_err *err)
{
	cw_card cards[CW_MELD_CARDS];
	int rc;
	if (n > CW_MELD_CARDS)
		return cw_error_fail(err, CW_ELIMIT, "a meld of %d cards", n);
	if ((rc = cards_of(g->st, faces, n, cards, err)) || (rc = cw_meldturn_take(g, r, seat, cards, n, err)))
		return rc;
	int k = cw_meldturn_free_meld(g->st, seat);
	if (!k)
		return cw_error_fail(err, CW_ESTATE, "seat %d has no free meld zone", seat);
	if ((rc = cw_meldturn_lay(g, r, seat, k, cards, n, err)))
		return rc;
	cw_meldturn_after_play(g, t, seat);
	return CW_OK;
}

int cw_meldturn_layoff(cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, int seat, const cw_face *faces, int n,
		       int k, cw_err *err)
{
	cw_card cards[CW_MELD_CARDS];
	int rc;
	if (n > CW_MELD_CARDS)
		return cw_error_fail(err, CW_ELIMIT, "a lay-off of %d cards", n);
	if ((rc = cards_of(g->st, faces, n, cards, err)) || (rc = cw_meldturn_take(g, r, seat, cards, n, err)) ||
	    (rc = cw_meldturn_lay(g, r, seat, k, cards, n, err)))
		return rc;
	if (t->phase_claim >= 0 && g->st->phase == t->phase_claim)
		return CW_OK;	/* a lay-off from hand while asked: the window goes on */
	cw_meldturn_after_play(g, t, seat);
	return CW_OK;
}

int cw_meldturn_move(cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, int seat, cw_face f, int to,
		     cw_err *err)
{
	cw_card c = CW_NOCARD;
	int rc;
	if ((rc = card_of(g->st, f, &c, err)) || (rc = cw_meldturn_take(g, r, seat, &c, 1, err)) ||
	    (rc = cw_meldturn_lay(g, r, seat, to, &c, 1, err)))
		return rc;
	cw_meldturn_after_play(g, t, seat);
	return CW_OK;
}

/* ---- legal lists ---- */

/* Whether the seat may fold: no live card (the stock, the discards when
** they are rebuilt, every hand and loose card) extends one of its melds
** alone. */
static int may_fold(const cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, int seat)
{
	const cw_state *st = g->st;
	if (t->fold != CW_MELDTURN_FOLD_CHECKED)
		return t->fold == CW_MELDTURN_FOLD_FREE;
	cw_card cards[CW_MAX_CARDS];
	int n = 0;
	cw_zone zones[2 + 2 * CW_MAX_SEATS];
	int nz = 0;
	zones[nz++] = CW_STOCK;
	if (t->rebuild != CW_MELDTURN_REBUILD_OFF)
		zones[nz++] = CW_DISCARD;
	for (int s = 1; s <= st->nseats; s++) {
		zones[nz++] = cw_state_zone_of(st, s, CW_ZS_HAND);
		zones[nz++] = cw_state_zone_of(st, s, CW_ZS_HELD);
	}
	for (int i = 0; i < nz; i++)
		for (int j = 0; j < cw_state_zone_len(st, zones[i]) && n < CW_MAX_CARDS; j++)
			cards[n++] = cw_state_zone_at(st, zones[i], j);
	return !cw_meld_extends(st, r, seat, cards, n);
}

/* The legal steps list the actor's actions: with no seat to act (a
** script's setup calling them) there is no hand to read. */
static int no_actor(const cw_state *st, const char *step, cw_err *err)
{
	if (st->actor >= 1 && st->actor <= st->nseats)
		return 0;
	return cw_error_fail(err, CW_ESTATE, "%s: no seat is to act (a legal hook lists the actions of the seat to act)",
			     step);
}

int cw_meldturn_legal_start(cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, cw_err *err)
{
	cw_state *st = g->st;
	int seat = st->actor, rc;
	if (no_actor(st, "cw.meld.legal_start", err))
		return CW_ESTATE;
	if ((rc = offer0(g, t->verb_draw, err)))
		return rc;
	if (t->draw_to_hand) {
		cw_card top = cw_state_zone_top(st, CW_DISCARD);
		if (top == CW_NOCARD)
			return CW_OK;
		int use = 1, alone;
		/* with an empty hand only a card that the seat can use at once */
		if (cw_state_zone_len(st, cw_state_zone_of(st, seat, CW_ZS_HAND)) == 0 &&
		    (rc = cw_meld_can_use(st, r, seat, top, &use, &alone, err)))
			return rc;
		return use ? offer0(g, t->verb_draw_discard, err) : CW_OK;
	}
	if (get(st, t->var_again) == 0 && may_fold(g, r, t, seat))
		return offer0(g, t->verb_fold, err);
	if (get(st, t->var_again) == 0 && t->fold == CW_MELDTURN_FOLD_CHECKED) {
		say_why(g, t->verb_fold, "a card still in play (the stock, a hand) could extend one of your melds, so you may "
			"not pass for the hand", t->rule_fold);
	}
	return CW_OK;
}

int cw_meldturn_legal_claim(cw_game *g, const cw_meld_rules *r, const cw_meld_verbs *v, const cw_meld_turn *t,
			    cw_err *err)
{
	cw_state *st = g->st;
	int seat = st->actor, rc;
	if (no_actor(st, "cw.meld.legal_claim", err))
		return CW_ESTATE;
	int can = 1, forced = sget(st, seat, t->seatvar_forced) == 1;
	if (t->claim_layoffs && get(st, t->var_first_step) == 0) {
		/* the hand may have changed since the window opened */
		int use, alone;
		if ((rc = cw_meld_can_use(st, r, seat, cw_state_zone_top(st, CW_DISCARD), &use, &alone, err)))
			return rc;
		can = use;
		forced = forced && alone;
		cw_meld_ask q = { .seat = seat, .extra = CW_NOCARD, .must = CW_NOCARD, .loose = CW_NOCARD,
				  .layoffs_only = 1 };
		cw_meld_filter f = { .hand_only = 1, .guard = CW_NOCARD };
		if ((rc = cw_meld_offer(g, r, v, &q, &f, NULL, err)))
			return rc;
	}
	if (can && (rc = offer0(g, t->verb_claim, err)))
		return rc;
	if (forced)
		say_why(g, t->verb_pass, "the discard lays off alone on one of your melds, so you must claim it", t->rule_forced);
	return forced ? CW_OK : offer0(g, t->verb_pass, err);
}

/* The plays of a turn whose drawn card went into the hand. */
static int hand_play(cw_game *g, const cw_meld_rules *r, const cw_meld_verbs *v, const cw_meld_turn *t, int seat,
		     cw_err *err)
{
	cw_state *st = g->st;
	int rc;
	cw_card taken = get(st, t->var_taken) > 0 ? (cw_card)(get(st, t->var_taken) - 1) : CW_NOCARD;
	cw_meld_ask q = { .seat = seat, .extra = CW_NOCARD, .must = CW_NOCARD, .loose = CW_NOCARD, .layoffs_only = 0 };
	cw_meld_filter f = { .hand_only = 0, .guard = taken };
	if ((rc = cw_meld_offer(g, r, v, &q, &f, NULL, err)))
		return rc;
	for (int k = 1; t->verb_unmeld >= 0 && t->verb_take_back >= 0 && k <= st->nmelds; k++) {
		cw_zone z = cw_state_zone_of(st, seat, CW_ZS_MELD0 + k - 1);
		int n = cw_state_zone_len(st, z);
		if (!n)
			continue;
		uint8_t arg = (uint8_t)k;
		cw_action a = cw_action_make(t->verb_unmeld, &arg, 1);
		if ((rc = cw_engine_offer(g, &a, err)))
			return rc;
		for (int i = 0; i < n && n <= CW_MELD_CARDS; i++) {
			cw_card rest[CW_MELD_CARDS];
			int m = 0;
			for (int j = 0; j < n; j++)
				if (j != i)
					rest[m++] = cw_state_zone_at(st, z, j);
			if (cw_meld_arrange(st, r, rest, m, NULL) && (rc = offer_face(g, t->verb_take_back, cw_state_zone_at(st, z, i), err)))
				return rc;
		}
	}
	cw_zone hand = cw_state_zone_of(st, seat, CW_ZS_HAND);
	for (int i = 0; i < cw_state_zone_len(st, hand); i++)
		if (cw_state_zone_at(st, hand, i) != taken && (rc = offer_face(g, t->verb_discard, cw_state_zone_at(st, hand, i), err)))
			return rc;
	return CW_OK;
}

int cw_meldturn_legal_play(cw_game *g, const cw_meld_rules *r, const cw_meld_verbs *v, const cw_meld_turn *t,
			   cw_err *err)
{
	cw_state *st = g->st;
	int seat = st->actor, rc, fits = 0;
	if (no_actor(st, "cw.meld.legal_play", err))
		return CW_ESTATE;
	cw_zone hand = cw_state_zone_of(st, seat, CW_ZS_HAND);
	cw_card loose = cw_state_zone_top(st, cw_state_zone_of(st, seat, CW_ZS_HELD));
	if (t->draw_to_hand && loose == CW_NOCARD)
		return hand_play(g, r, v, t, seat, err);
	if (t->open_new)
		cw_engine_offer_open(g, v->new_meld);
	cw_meld_ask q = { .seat = seat, .extra = loose, .loose = loose, .layoffs_only = 0,
			  .must = loose != CW_NOCARD && get(st, t->var_claimed) == 1 ? loose : CW_NOCARD };
	if ((rc = cw_meld_offer(g, r, v, &q, NULL, &fits, err)))
		return rc;
	if (loose != CW_NOCARD) {
		/* decline the loose card; use_drawn forbids it when it can be placed */
		if (get(st, t->var_claimed) == 0 && !(t->use_drawn && fits)) {
			/* a hand card is paid only once the loose card is placed */
			say_why(g, t->verb_discard, "a card from your hand is paid only once the loose card is placed; decline "
				"it (discard it) or place it first", t->rule_pay);
			return offer_face(g, t->verb_discard, loose, err);
		}
		if (get(st, t->var_claimed) == 0) {
			say_why(g, t->verb_discard, "the card you drew can be placed, so it must be: meld it or lay it off",
				t->rule_place);
		}
		return CW_OK;
	}
	for (int i = 0; i < cw_state_zone_len(st, hand); i++)	/* pay with a hand card */
		if ((rc = offer_face(g, t->verb_discard, cw_state_zone_at(st, hand, i), err)))
			return rc;
	return CW_OK;
}

/* ---- actions ---- */

int cw_meldturn_draw(cw_game *g, const cw_meld_turn *t, int seat, cw_err *err)
{
	cw_state *st = g->st;
	/* the second draw (second_draw) is told with the draw itself: told
	** when the claim window closed, a hot seat's discarder would learn it
	** before the others were handed the terminal, and so who could have
	** claimed */
	if (t->var_again >= 0 && get(st, t->var_again) == 1)
		cw_event_emit_note(g, seat, CW_NOTE_AGAIN, 0, 0);
	int rc = cw_zone_draw_to_held(g, seat, CW_STOCK, err);
	if (rc)
		return rc;
	if (t->draw_to_hand) {
		cw_card c = cw_state_zone_top(st, cw_state_zone_of(st, seat, CW_ZS_HELD));
		if ((rc = cw_zone_move(g, c, cw_state_zone_of(st, seat, CW_ZS_HAND), CW_POS_TOP, CW_MV_DOWN, err)))
			return rc;
		set(st, t->var_taken, 0);
	} else {
		set(st, t->var_draws, get(st, t->var_draws) + 1);
		set(st, t->var_loose, 1);
		set(st, t->var_placed, 0);
		set(st, t->var_claimed, 0);
	}
	cw_engine_set_phase(g, t->phase_play);
	return CW_OK;
}

int cw_meldturn_draw_discard(cw_game *g, const cw_meld_turn *t, int seat, cw_err *err)
{
	cw_state *st = g->st;
	cw_card c = cw_state_zone_top(st, CW_DISCARD);
	if (c == CW_NOCARD)
		return cw_error_fail(err, CW_EILLEGAL, "the discard pile is empty");
	/* every seat saw which card was taken */
	int rc = cw_zone_move(g, c, cw_state_zone_of(st, seat, CW_ZS_HAND), CW_POS_TOP, CW_MV_DOWN, err);
	if (rc)
		return rc;
	set(st, t->var_taken, c + 1);
	cw_engine_set_phase(g, t->phase_play);
	return CW_OK;
}

int cw_meldturn_discard(cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, int seat, cw_face f, cw_err *err)
{
	cw_state *st = g->st;
	cw_card c = CW_NOCARD;
	int rc = card_of(st, f, &c, err);
	if (rc)
		return rc;
	if (cw_state_ccards(st)[c].zone == cw_state_zone_of(st, seat, CW_ZS_HELD) && t->second_draw &&
	    get(st, t->var_draws) == 1 && get(st, t->var_again) == 0)
		set(st, t->var_redraw, 1);	/* the round's first draw declined */
	rc = cw_zone_move(g, c, CW_DISCARD, CW_POS_TOP, CW_MV_UP, err);
	if (rc)
		return rc;
	set(st, t->var_loose, 0);
	set(st, t->var_placed, 0);
	if (t->draw_to_hand) {	/* no claim windows */
		set(st, t->var_first_step, 0);
		return cw_meldturn_start(g, t, cw_meldturn_next_active(st, t, seat), 0, err);
	}
	return cw_meldturn_open_claims(g, r, t, seat, err);
}

int cw_meldturn_fold(cw_game *g, const cw_meld_turn *t, int seat, cw_err *err)
{
	cw_state *st = g->st;
	sset(st, seat, t->seatvar_folded, 1);
	for (int k = 0; k < st->nmelds; k++) {
		cw_zone z = cw_state_zone_of(st, seat, CW_ZS_MELD0 + k);
		for (int i = 0; i < cw_state_zone_len(st, z); i++)
			cw_zone_flip(g, cw_state_zone_at(st, z, i), 0);
	}
	return cw_meldturn_start(g, t, cw_meldturn_next_active(st, t, seat), 0, err);
}

int cw_meldturn_claim(cw_game *g, const cw_meld_turn *t, int seat, cw_err *err)
{
	cw_state *st = g->st;
	cw_card c = cw_state_zone_top(st, CW_DISCARD);
	if (c == CW_NOCARD)
		return cw_error_fail(err, CW_EILLEGAL, "the discard pile is empty");
	cw_turn_window_close(st);
	int rc = cw_zone_move(g, c, cw_state_zone_of(st, seat, CW_ZS_HELD), CW_POS_TOP, CW_MV_UP, err);
	if (rc)
		return rc;
	/* the seats a claim passes over lose their turn, told as a skip is
	** (from the seat after the discarder, or the dealer's for the round's
	** turned-up card) */
	if (g->log_events) {
		int from = get(st, t->var_first_step) == 1 ? st->dealer : get(st, t->var_discarder);
		for (int s = cw_meldturn_next_active(st, t, from), k = 0; s && s != seat && k < st->nseats;
		     s = cw_meldturn_next_active(st, t, s), k++)
			cw_event_emit_note(g, s, CW_NOTE_SKIP, 0, 0);
	}
	set(st, t->var_redraw, 0);
	cw_turn_begin(g, seat);
	set(st, t->var_loose, 1);
	set(st, t->var_placed, 0);
	set(st, t->var_claimed, 1);
	cw_engine_set_phase(g, t->phase_play);
	return CW_OK;
}
