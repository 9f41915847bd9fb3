/*
** Turn sequencing (turn.c): whose turn, the final turns after a call,
** skipped turns, reaction windows in which several seats answer in order,
** and the draw for the lead (a chance during play, PW-20).
*/
#ifndef CW_TURN_H
#define CW_TURN_H

#include "state.h"

/* The seat after `seat` round the table (seat 0: the first), skipping
** seats that are out; 0 when every seat is. Inline: the deal and every
** turn ask it. */
static inline int cw_turn_next_seat(const cw_state *s, int seat)
{
	for (int i = 0; i < s->nseats; i++) {
		seat = seat >= s->nseats ? 1 : seat + 1;
		if (!(s->out & CW_SEATBIT(seat)))
			return seat;
	}
	return 0;
}
/* Begins `seat`'s turn: counts it, emits the turn event. */
void cw_turn_begin(cw_game *g, int seat);
/* Ends the current turn and begins the next one, honouring skipped turns
** and the final turns after a call. Returns the new turn seat, or 0 when
** the final turns are all played (the round should end). */
int cw_turn_advance(cw_game *g);
/* `seat` calls the end of the round: every other seat in the deal is owed
** exactly one more turn (G4-4, PW-15). */
void cw_turn_call(cw_game *g, int seat);
void cw_turn_skip(cw_state *s, int seat);	/* the seat's next turn is lost */

/* Reaction windows: seats polled one at a time in a stated order. */
/* Opens a window on the seats in `order` (n of them). */
void cw_turn_window_open(cw_state *s, const uint8_t *order, int n);
/* Opens a window in play order from the seat after `from`, `from` itself
** last (or first when from_first), over the seats in `eligible`. */
void cw_turn_window_open_after(cw_state *s, int from, int from_first, cw_seatmask eligible);
int cw_turn_window_seat(const cw_state *s);	/* seat to answer now, 0 when closed */
void cw_turn_window_next(cw_state *s);	/* the current seat answered; move on */
void cw_turn_window_close(cw_state *s);

/* The outcome of the draw for every round's lead (`lead SEAT`): leads[k]
** (0: none) is round k's, checked against the RNG's pick (check) or
** imposed; a round past `recorded` is the RNG's to draw even in a
** real-table game (a file that stops between rounds, PW-20). The array is
** not copied. */
void cw_turn_lead_rounds(cw_game *g, const int *leads, uint32_t n, uint32_t recorded, int check);
/* Draws which of the n seats in `among` (n >= 2, a tie) leads the next
** round (CAC-S4): one uniformly with the RNG, or the seat given. Emits
** CW_EV_LEAD. In a real-table game an outcome must have been given. */
int cw_turn_draw_lead(cw_game *g, const uint8_t *among, int n, int *seat, cw_err *err);

#endif
