/*
** The draw-and-replace turn kit; see replace.h. Each step does what the
** turn shape says and nothing more, in the order a script's own hooks
** would, so that a game played by the kit and one played by plain hooks
** give the same events (the equivalence tests in tests/variants/).
*/
#include <string.h>
#include "replace.h"

static int need(int id, const char *what, const char *name, cw_err *err)
{
	if (id >= 0)
		return CW_OK;
	return cw_fail(err, CW_ESCRIPT, "the draw-and-replace turn needs the %s role '%s', which the variant does not give",
		       what, name);
}

/* Offers verb with one slot argument, or none for slot 0. */
static int offer(cw_game *g, int verb, int slot, cw_err *err)
{
	return cw_offer_verb(g, verb, slot > 0, slot, err);
}

/* The same, for a step whose offers differ from each other (one per slot,
** and at most one without a slot): when the step begins the list, nothing
** before them can equal them. */
static int offer_own(cw_game *g, int fresh, int verb, int slot, cw_err *err)
{
	return fresh ? cw_offer_new(g, verb, slot > 0, slot, err) : offer(g, verb, slot, err);
}

void cw_replace_init(cw_replace *p)
{
	memset(p, 0, sizeof *p);
	p->verb_draw_stock = p->verb_draw_discard = p->verb_swap = p->verb_discard = -1;
	p->verb_call = p->verb_pass = p->verb_flip = -1;
	p->phase_draw = p->phase_place = p->phase_open = -1;
	p->var_drawn_from = p->var_last_draw = -1;
	p->seatvar_flips = p->seatvar_first = -1;
	p->call_first_turn = 1;
	p->rounds = 1;
}

int cw_replace_can_draw_stock(const cw_game *g, const cw_replace *p)
{
	return cw_zone_len(g->st, CW_STOCK) > 0 || (!p->stock_out_ends && cw_zone_len(g->st, CW_DISCARD) > 1);
}

int cw_replace_may_call(const cw_game *g, const cw_replace *p, int seat)
{
	if (g->st->caller)
		return 0;
	return p->call_first_turn || g->st->turns[seat] > 1;
}

int cw_replace_legal_draw(cw_game *g, const cw_replace *p, cw_err *err)
{
	int seat = g->st->actor, n = 0, rc;
	if ((rc = need(p->verb_draw_stock, "action", "draw_stock", err)) ||
	    (rc = need(p->verb_draw_discard, "action", "draw_discard", err)))
		return rc;
	if (cw_replace_can_draw_stock(g, p)) {
		if ((rc = offer(g, p->verb_draw_stock, 0, err)))
			return rc;
		n++;
	}
	if (cw_zone_len(g->st, CW_DISCARD) > 0) {
		if ((rc = offer(g, p->verb_draw_discard, 0, err)))
			return rc;
		n++;
	}
	if (p->verb_call >= 0 && cw_replace_may_call(g, p, seat)) {
		if ((rc = offer(g, p->verb_call, 0, err)))
			return rc;
		n++;
	}
	if (n == 0 && p->verb_pass >= 0)	/* never leave a seat without a move */
		return offer(g, p->verb_pass, 0, err);
	return CW_OK;
}

int cw_replace_legal_place(cw_game *g, const cw_replace *p, cw_err *err)
{
	int seat = g->st->actor, rc;
	if ((rc = need(p->verb_swap, "action", "swap", err)) || (rc = need(p->var_drawn_from, "variable", "drawn_from", err)))
		return rc;
	int n = cw_layout_slots(g->st, seat), fresh = g->nlegal == 0;
	for (int k = 1; k <= n; k++)
		if (cw_layout_slot(g->st, seat, k) != CW_NOCARD && (rc = offer_own(g, fresh, p->verb_swap, k, err)))
			return rc;
	if (g->st->var[p->var_drawn_from] == CW_REPLACE_FROM_STOCK && p->verb_discard >= 0)	/* only a stock draw */
		return offer_own(g, fresh, p->verb_discard, 0, err);
	return CW_OK;
}

static int drawn(cw_game *g, const cw_replace *p, int from, cw_err *err)
{
	int rc;
	if ((rc = need(p->var_drawn_from, "variable", "drawn_from", err)) || (rc = need(p->phase_place, "phase", "place", err)))
		return rc;
	g->st->var[p->var_drawn_from] = from;
	cw_set_phase(g, p->phase_place);
	return CW_OK;
}

int cw_replace_draw_stock(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	int rc;
	if (cw_zone_len(g->st, CW_STOCK) == 0 && (rc = cw_restock(g, err)))
		return rc;
	if ((rc = cw_draw_to_held(g, seat, CW_STOCK, err)))
		return rc;
	if (cw_zone_len(g->st, CW_STOCK) == 0 && p->stock_out_ends) {
		if ((rc = need(p->var_last_draw, "variable", "last_draw", err)))
			return rc;
		g->st->var[p->var_last_draw] = 1;
	}
	return drawn(g, p, CW_REPLACE_FROM_STOCK, err);
}

int cw_replace_draw_discard(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	int rc = cw_draw_to_held(g, seat, CW_DISCARD, err);
	return rc ? rc : drawn(g, p, CW_REPLACE_FROM_DISCARD, err);
}

void cw_replace_skip(cw_game *g, const cw_replace *p, int seat)
{
	if (!p->skip_rank)
		return;
	cw_card top = cw_zone_top(g->st, CW_DISCARD);
	if (top != CW_NOCARD && cw_face_rank(cw_ccards(g->st)[top].face) == p->skip_rank)
		cw_turn_skip(g->st, cw_next_seat(g->st, seat));
}

void cw_replace_end_turn(cw_game *g, const cw_replace *p)
{
	if (p->var_last_draw >= 0 && g->st->var[p->var_last_draw] == 1) {
		cw_round_end(g);	/* the turn that drew the last stock card ends the round */
		return;
	}
	if (!cw_turn_advance(g))
		cw_round_end(g);	/* every seat owed a final turn has played */
	else if (p->phase_draw >= 0)
		cw_set_phase(g, p->phase_draw);
}

/* After the drawn card was placed (rc its outcome): the skip, then the end
** of the turn. */
static int placed(cw_game *g, const cw_replace *p, int seat, int rc)
{
	if (rc)
		return rc;
	cw_replace_skip(g, p, seat);
	cw_replace_end_turn(g, p);
	return CW_OK;
}

static int all_face_up(const cw_state *s, int seat)
{
	int n = cw_layout_slots(s, seat);
	for (int k = 1; k <= n; k++) {
		cw_card c = cw_layout_slot(s, seat, k);
		if (c != CW_NOCARD && !cw_ccards(s)[c].up)
			return 0;
	}
	return 1;
}

int cw_replace_swap(cw_game *g, const cw_replace *p, int seat, int slot, cw_err *err)
{
	int rc = cw_swap_held(g, seat, slot, p->swap_up ? CW_MV_UP : 0, err);
	if (rc || p->all_up == CW_REPLACE_ALL_UP_NONE || !all_face_up(g->st, seat))
		return placed(g, p, seat, rc);
	cw_replace_skip(g, p, seat);
	if (!g->st->caller)
		cw_turn_call(g, seat);	/* the first layout all face up calls */
	if (p->all_up == CW_REPLACE_ALL_UP_END)
		cw_round_end(g);
	else
		cw_replace_end_turn(g, p);
	return CW_OK;
}

int cw_replace_discard(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	return placed(g, p, seat, cw_discard_held(g, seat, err));
}

int cw_replace_call(cw_game *g, const cw_replace *p, int seat, cw_err *err)
{
	(void)err;
	cw_turn_call(g, seat);
	cw_replace_end_turn(g, p);
	return CW_OK;
}

int cw_replace_deal(cw_game *g, const cw_replace *p, cw_err *err)
{
	cw_state *s = g->st;
	int rc;
	if ((rc = need(p->phase_draw, "phase", "draw", err)) || (rc = cw_deal(g, CW_ZS_LAYOUT, p->slots, err)))
		return rc;
	cw_card up = cw_zone_top(s, CW_STOCK);
	if (up == CW_NOCARD)
		return cw_fail(err, CW_ESTATE, "the stock is empty");
	if ((rc = cw_move(g, up, CW_DISCARD, CW_POS_TOP, CW_MV_UP, err)))
		return rc;
	if (p->var_last_draw >= 0)
		s->var[p->var_last_draw] = 0;
	for (int seat = 1; seat <= s->nseats; seat++)
		for (int i = 0; i < p->nshow; i++) {
			cw_card c = cw_layout_slot(s, seat, p->show[i]);
			if (c != CW_NOCARD)
				cw_reveal(g, c, CW_SEATBIT(seat));
		}
	for (int seat = 1; seat <= s->nseats; seat++) {
		if (p->seatvar_flips >= 0)
			s->seatvar[seat][p->seatvar_flips] = 0;
		if (p->seatvar_first >= 0)
			s->seatvar[seat][p->seatvar_first] = 0;
	}
	if (p->flips > 0) {
		if ((rc = need(p->phase_open, "phase", "open", err)) || (rc = need(p->seatvar_flips, "seat variable", "flips", err)) ||
		    (rc = need(p->seatvar_first, "seat variable", "first", err)))
			return rc;
		cw_window_open_after(s, s->dealer, 0, cw_all_seats(s));
		cw_set_phase(g, p->phase_open);
		return CW_OK;
	}
	cw_turn_begin(g, cw_next_seat(s, s->dealer));
	cw_set_phase(g, p->phase_draw);
	return CW_OK;
}

int cw_replace_legal_open(cw_game *g, const cw_replace *p, cw_err *err)
{
	int seat = g->st->actor, rc;
	if ((rc = need(p->verb_flip, "action", "flip", err)))
		return rc;
	int n = cw_layout_slots(g->st, seat), fresh = g->nlegal == 0;
	for (int k = 1; k <= n; k++) {
		cw_card c = cw_layout_slot(g->st, seat, k);
		if (c != CW_NOCARD && !cw_ccards(g->st)[c].up && (rc = offer_own(g, fresh, p->verb_flip, k, err)))
			return rc;
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
		return cw_fail(err, CW_ESCRIPT, "the draw-and-replace turn flips only in its opening phase");
	cw_card c = cw_layout_slot(s, seat, slot);
	if (c == CW_NOCARD)
		return cw_fail(err, CW_EINVAL, "slot %d is empty", slot);
	cw_flip(g, c, 1);
	int32_t *sv = s->seatvar[seat];
	sv[p->seatvar_flips]++;
	if (sv[p->seatvar_first] == 0)
		sv[p->seatvar_first] = slot;
	if (sv[p->seatvar_flips] < p->flips)
		return CW_OK;
	cw_window_next(s);
	if (!cw_window_seat(s)) {
		cw_window_close(s);
		cw_turn_begin(g, cw_next_seat(s, s->dealer));
		cw_set_phase(g, p->phase_draw);
	}
	return CW_OK;
}

int cw_replace_layout_sum(const cw_game *g, const cw_replace *p, int seat)
{
	const cw_state *s = g->st;
	if (seat < 1 || seat > s->nseats)
		return 0;
	cw_zone z = cw_zone_of(s, seat, CW_ZS_LAYOUT);
	const cw_card *a = cw_czone_cards(s, z);
	const cw_cardrec *r = cw_ccards(s);
	int n = cw_zone_len(s, z), sum = 0;
	for (int k = 0; k < n; k++)
		if (a[k] != CW_NOCARD)
			sum += p->value[r[a[k]].face % CW_REPLACE_FACES];
	return sum;
}

int cw_replace_score(cw_game *g, const cw_replace *p, cw_replace_layout_fn layout, void *ud, cw_err *err)
{
	cw_state *s = g->st;
	int rc;
	for (int seat = 1; seat <= s->nseats; seat++) {
		cw_zone z = cw_zone_of(s, seat, CW_ZS_LAYOUT);
		const cw_card *a = cw_zone_cards(s, z);
		int n = cw_zone_len(s, z);
		for (int k = 0; k < n; k++)
			if (a[k] != CW_NOCARD && !cw_cards(s)[a[k]].up)
				cw_flip(g, a[k], 1);	/* every layout is turned face up */
	}
	for (int seat = 1; seat <= s->nseats; seat++) {
		int v;
		if (!layout)
			v = cw_replace_layout_sum(g, p, seat);
		else if ((rc = layout(ud, g, seat, &v, err)))
			return rc;
		s->score[seat] = v;
	}
	return CW_OK;
}

int cw_replace_match_over(const cw_game *g, const cw_replace *p)
{
	const cw_state *s = g->st;
	if (p->target > 0) {
		for (int seat = 1; seat <= s->nseats; seat++)
			if (s->total[seat] >= p->target)
				return 1;
		return 0;
	}
	return s->round >= (uint32_t)p->rounds;
}
