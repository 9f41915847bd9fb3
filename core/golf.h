/*
** The Golf family's common turn as core primitives (DESIGN principle 7):
** the deal (G-2), the draw and place decisions (G-3, G-4), the actions
** draw stock, draw discard, swap, discard and knock (G-5, G-6, G4-4), the
** end of a turn with the stock running out (G-8), the plain sum score and
** the end of the match (G-9).
**
** A variant names these as its hooks (variants/golf.lua); the binding
** resolves once, when a game is configured, the verb, phase and variable
** numbers and the option values they use into a cw_golf. What is not
** named by the variant is -1, and a primitive that needs it fails.
*/
#ifndef CW_GOLF_H
#define CW_GOLF_H

#include "game.h"

#define CW_GOLF_SHOW_MAX 16

enum { CW_GOLF_FROM_STOCK = 1, CW_GOLF_FROM_DISCARD = 2 };	/* var drawn_from */

typedef struct cw_golf {
	int verb_draw_stock, verb_draw_discard, verb_swap, verb_discard, verb_knock, verb_pass;
	int phase_draw, phase_place;
	int var_drawn_from, var_last_stock;	/* indices into cw_state.var */
	int stock_out_end;	/* G-8: 1 ends the hole, 0 reshuffles the discards */
	int knock_first_turn;	/* G4-4: 0 when a seat may not knock on its first turn */
	int jack_skip;		/* jacks = 20_skip: a discarded jack skips the next seat */
	int holes;		/* G-9: holes in a match */
	int target;		/* G-9: the total that ends a match, 0 for none */
	/* cw_golf_deal: the slots dealt to each seat, and the slots each seat
	** is shown (G4-2 nearest2: 3 and 4). */
	int slots, nshow;
	uint8_t show[CW_GOLF_SHOW_MAX];
	/* cw_golf_sum_score: each rank's value, the joker at 0 (G4-5). */
	int value[14];
} cw_golf;

/* The draw decision: the stock (or the discards to reshuffle), the
** discards, and knock while nobody has (G-3, G4-4). */
int cw_golf_legal_draw(cw_game *g, const cw_golf *p, cw_err *err);
/* The place decision: swap into any filled slot, or discard a stock draw (G-4). */
int cw_golf_legal_place(cw_game *g, const cw_golf *p, cw_err *err);

int cw_golf_draw_stock(cw_game *g, const cw_golf *p, int seat, cw_err *err);
int cw_golf_draw_discard(cw_game *g, const cw_golf *p, int seat, cw_err *err);
int cw_golf_swap(cw_game *g, const cw_golf *p, int seat, int slot, cw_err *err);
int cw_golf_discard(cw_game *g, const cw_golf *p, int seat, cw_err *err);
int cw_golf_knock(cw_game *g, const cw_golf *p, int seat, cw_err *err);

/* The end of the acting seat's turn (G4-3, G4-4, G-8). */
void cw_golf_end_turn(cw_game *g, const cw_golf *p);
/* jacks = 20_skip: the seat after `seat` loses its turn when the top
** discard is a jack. */
void cw_golf_jack_skip(cw_game *g, const cw_golf *p, int seat);
int cw_golf_can_draw_stock(const cw_game *g, const cw_golf *p);
int cw_golf_may_knock(const cw_game *g, const cw_golf *p, int seat);

/* Deals p->slots cards to each layout, turns the top stock card up, shows
** each seat its p->show slots and begins the first turn (G-2, G4-2). */
int cw_golf_deal(cw_game *g, const cw_golf *p, cw_err *err);
/* Turns every layout face up and scores each seat the sum of p->value (G-9). */
int cw_golf_sum_score(cw_game *g, const cw_golf *p, cw_err *err);
/* G-9: the target reached, or the last hole played. */
int cw_golf_match_over(const cw_game *g, const cw_golf *p);

#endif
