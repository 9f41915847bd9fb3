/*
** Turn sequencing: whose turn, the final turns after a call, skipped
** turns, and reaction windows in which several seats answer in order.
*/
#include <stdio.h>
#include <string.h>
#include "turn.h"
#include "event.h"

/* The seat after `seat` round the table (seat 0: the first). */
static inline int after(const cw_state *s, int seat)
{
	return seat >= s->nseats ? 1 : seat + 1;
}

void cw_turn_begin(cw_game *g, int seat)
{
	cw_state *s = g->st;
	s->turn = (uint8_t)seat;
	s->actor = (uint8_t)seat;
	s->turns[seat]++;
	if (g->log_events) {
		cw_event e;
		memset(&e, 0, sizeof e);
		e.kind = CW_EV_TURN;
		e.seat = (uint8_t)seat;
		e.value = s->turns[seat];
		cw_event_emit(g, &e);
	}
}

int cw_turn_advance(cw_game *g)
{
	cw_state *s = g->st;
	int seat = s->turn;
	if (s->caller && seat)	/* seat 0: no turn was in progress */
		s->final_left &= (cw_seatmask)~CW_SEATBIT(seat);
	for (int guard = 0; guard < 2 * CW_MAX_SEATS; guard++) {
		if (s->caller && !(s->final_left & cw_state_all_seats(s) & ~s->out)) {
			s->turn = 0;
			s->actor = 0;
			return 0;
		}
		seat = cw_turn_next_seat(s, seat);
		if (!seat)
			return 0;
		if (s->skip & CW_SEATBIT(seat)) {
			/* A lost turn counts as played, final turns included. */
			s->skip &= (cw_seatmask)~CW_SEATBIT(seat);
			if (s->caller)
				s->final_left &= (cw_seatmask)~CW_SEATBIT(seat);
			if (g->log_events) {
				cw_event e;
				memset(&e, 0, sizeof e);
				e.kind = CW_EV_NOTE;
				e.seat = (uint8_t)seat;
				e.value = 1;	/* turn skipped */
				cw_event_emit(g, &e);
			}
			continue;
		}
		if (s->caller && !(s->final_left & CW_SEATBIT(seat)))
			continue;
		cw_turn_begin(g, seat);
		return seat;
	}
	s->turn = 0;
	s->actor = 0;
	return 0;
}

void cw_turn_call(cw_game *g, int seat)
{
	cw_state *s = g->st;
	s->caller = (uint8_t)seat;
	s->final_left = (cw_seatmask)(cw_state_all_seats(s) & ~s->out & ~CW_SEATBIT(seat));
	if (g->log_events) {
		cw_event e;
		memset(&e, 0, sizeof e);
		e.kind = CW_EV_CALL;
		e.seat = (uint8_t)seat;
		cw_event_emit(g, &e);
	}
}

void cw_turn_skip(cw_state *s, int seat)
{
	s->skip |= CW_SEATBIT(seat);
}

void cw_turn_window_open(cw_state *s, const uint8_t *order, int n)
{
	if (n > CW_MAX_SEATS)
		n = CW_MAX_SEATS;
	memcpy(s->window, order, (size_t)n);
	s->window_n = (uint8_t)n;
	s->window_pos = 0;
	s->window_seq++;
}

void cw_turn_window_open_after(cw_state *s, int from, int from_first, cw_seatmask eligible)
{
	uint8_t order[CW_MAX_SEATS];
	int n = 0, seat = from;
	if (from_first && (eligible & CW_SEATBIT(from)) && !(s->out & CW_SEATBIT(from)))
		order[n++] = (uint8_t)from;
	for (int i = 0; i < s->nseats - 1; i++) {
		seat = after(s, seat);
		if ((eligible & CW_SEATBIT(seat)) && !(s->out & CW_SEATBIT(seat)))
			order[n++] = (uint8_t)seat;
	}
	if (!from_first && (eligible & CW_SEATBIT(from)) && !(s->out & CW_SEATBIT(from)))
		order[n++] = (uint8_t)from;
	cw_turn_window_open(s, order, n);
}

/* A seat put out while a window is open is passed over (DES-Q3). */
static int window_pos(const cw_state *s)
{
	int pos = s->window_pos;
	while (pos < s->window_n && (s->out & CW_SEATBIT(s->window[pos])))
		pos++;
	return pos;
}

int cw_turn_window_seat(const cw_state *s)
{
	int pos = window_pos(s);
	return pos < s->window_n ? s->window[pos] : 0;
}

void cw_turn_window_next(cw_state *s)
{
	int pos = window_pos(s);
	s->window_pos = (uint8_t)(pos < s->window_n ? pos + 1 : pos);
}

void cw_turn_window_close(cw_state *s)
{
	s->window_n = 0;
	s->window_pos = 0;
}

/* ---- the draw for the lead (CAC-S4, PW-20) ---- */

void cw_turn_lead_rounds(cw_game *g, const int *leads, uint32_t n, uint32_t recorded, int check)
{
	g->leads = leads;
	g->nleads = n;
	g->leads_recorded = recorded;
	g->lead_check = (uint8_t)(check != 0);
}

/* "seats 2 and 3", "seats 1, 2 and 4" */
static const char *seat_list(const uint8_t *among, int n, char *buf, size_t len)
{
	size_t k = (size_t)snprintf(buf, len, "seat%s", n > 1 ? "s" : "");
	for (int i = 0; i < n && k < len; i++)
		k += (size_t)snprintf(buf + k, len - k, "%s %d", i == 0 ? "" : i == n - 1 ? " and" : ",", among[i]);
	return buf;
}

static void emit_lead(cw_game *g, int seat, uint32_t round)
{
	cw_event_emit_public(g, CW_EV_LEAD, seat, (int32_t)round, 0, 0);
}

int cw_turn_draw_lead(cw_game *g, const uint8_t *among, int n, int *seat, cw_err *err)
{
	char list[64];
	uint32_t round = g->st->round + 1;
	int given = 0, listed = 0, pick;
	if (g->leads && round < g->nleads && g->leads[round] >= 1 && g->leads[round] <= CW_MAX_SEATS)
		given = g->leads[round];
	int unrecorded = g->leads && round > g->leads_recorded;
	if (given)
		g->lead_used = round;
	if (n < 1 || n > CW_MAX_SEATS)
		return cw_error_fail(err, CW_EINVAL, "a draw for the lead among %d seats", n);
	/* once a round in a game that is recorded: its recording gives the
	** outcome on one lead line (a bot's probe scores a round more than
	** once, on a clone that keeps no log) */
	if (g->log_events && g->st->lead_drawn == round)
		return cw_error_fail(err, CW_EINVAL, "the lead of round %u is drawn already: a round's lead is drawn once "
			       "(its recording's one 'lead' line gives it)", round);
	seat_list(among, n, list, sizeof list);
	if (g->chance_given && !given && !unrecorded) {
		g->lead_missing = round;
		return cw_error_fail(err, CW_ECHANCE, "the lead of round %u is drawn among %s (a tie): a game from a real table "
			       "gives it with a 'lead SEAT' line after 'round %u' (PW-20)", round, list, round);
	}
	for (int i = 0; i < n; i++)
		listed |= among[i] == given;
	if (given && !listed)
		return cw_error_fail(err, CW_ECHANCE, "the lead line names seat %d, but the lead of round %u is drawn among %s",
			       given, round, list);
	if (given && !g->lead_check)
		pick = given;
	else
		pick = among[cw_rng_below(&g->st->rng, (uint32_t)n)];
	if (given && pick != given)
		return cw_error_fail(err, CW_ECHANCE, "the lead line names seat %d, the engine's draw among %s gives seat %d",
			       given, list, pick);
	*seat = pick;
	g->st->lead_drawn = round;
	emit_lead(g, pick, round);
	return CW_OK;
}
