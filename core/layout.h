/*
** A seat's layout as a whole (layout.c): its occupied slots and grid, and
** the shuffle of its cards (a chance during play, PW-20: decided by the
** game's RNG, or, given a recorded outcome, imposed in a real-table game
** or checked against the RNG in a seeded one; a fault is CW_ECHANCE).
*/
#ifndef CW_LAYOUT_H
#define CW_LAYOUT_H

#include "state.h"

int cw_layout_count(const cw_state *s, int seat);	/* occupied slots */
int cw_layout_grid(const cw_state *s, int seat);	/* rows * cols */
/* The first face-down card's slot (1..), or 0 when every card is face up. */
int cw_layout_first_down(const cw_state *s, int seat);

/* The outcome of the next layout shuffle (`power shuffle 2 = 4 3 2 1`):
** new slot i of the occupied slots, in order, takes the card of old slot
** slots[i]. Copied; n up to CW_ACTION_ARGS; n 0 clears it. */
void cw_layout_shuffle_order(cw_game *g, const uint8_t *slots, int n, int check);
/* Shuffles the cards of a seat's layout among its occupied slots (CAM-P4):
** Fisher-Yates with the RNG, or as given. Nobody knows any of them after
** it, the owner included (PW-14). Emits CW_EV_SHUFFLE with the outcome.
** In a real-table game (chance_given) an outcome must have been given. */
int cw_layout_shuffle(cw_game *g, int seat, cw_err *err);

#endif
