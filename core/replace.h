/*
** The draw-and-replace turn kit: a turn shape that a variant describes by
** roles and parameters instead of writing it (DESIGN principles 7 and 8).
**
** The turn: in the draw phase the seat draws from the stock (when it is
** empty, the discards below the top card are shuffled into it, or the
** round ends with the turn that drew its last card), draws the top
** discard, or calls (the round ends after every other seat's one more
** turn). In the place phase it swaps the drawn card into a filled slot of
** its layout (face down, or face up), the replaced card going face up
** onto the discards, or discards a card it drew from the stock. A card of
** a set rank put onto the discards may cost the next seat its turn. A
** swap that leaves the seat's layout all face up may call for it (when
** nobody has), and may end the round at once.
**
** The deal puts a number of cards face down into each layout, turns the
** top stock card up as the first discard and shows each seat some slots
** of its own layout; then, when the variant opens that way, each seat in
** turn from the dealer's left turns a number of its cards face up. The score turns every layout face up and sums each
** layout by a value per face, or asks a hook point per seat. The match
** ends after a number of rounds, or when a total reaches a target.
**
** Each role is a verb, phase or variable number of the game, -1 when the
** variant has none; a step that needs a missing role fails with a message
** naming the role. The kit never calls a script: the variant's own hooks
** (powers, scoring of pairs, ...) replace single hook points around it.
*/
#ifndef CW_REPLACE_H
#define CW_REPLACE_H

#include "game.h"

#define CW_REPLACE_SHOW_MAX 16
#define CW_REPLACE_FACES 56	/* every cw_face of the 52 cards and the joker */

enum { CW_REPLACE_FROM_STOCK = 1, CW_REPLACE_FROM_DISCARD = 2 };	/* the drawn_from variable */
enum { CW_REPLACE_ALL_UP_NONE, CW_REPLACE_ALL_UP_CALL, CW_REPLACE_ALL_UP_END };	/* all_up */

typedef struct cw_replace {
	/* Roles: verb numbers. */
	int verb_draw_stock, verb_draw_discard, verb_swap, verb_discard, verb_call, verb_pass, verb_flip;
	/* Roles: phase numbers, cw_state.var and cw_state.seatvar indices. */
	int phase_draw, phase_place, phase_open;
	int var_drawn_from, var_last_draw;
	int seatvar_flips, seatvar_first;	/* the opening flips made, the first one's slot */
	/* Parameters. */
	int stock_out_ends;	/* 1: the turn that drew the last stock card ends the round */
	int call_first_turn;	/* 1: a seat may call on its first turn */
	int skip_rank;		/* a card of this rank put onto the discards skips the next seat; 0 none */
	int swap_up;		/* 1: a swapped-in card goes face up */
	int all_up;		/* CW_REPLACE_ALL_UP_*: what a swap that leaves the layout all face up does */
	int flips;		/* cards each seat turns face up before play; 0 none */
	int rounds;		/* rounds in a match */
	int target;		/* a total that ends the match, 0 for none */
	int slots, nshow;	/* the deal: cards per layout, slots shown to their owner */
	uint8_t show[CW_REPLACE_SHOW_MAX];
	int value[CW_REPLACE_FACES];	/* the score's value of each face */
} cw_replace;

/* A score hook point: seat's layout score into *out. */
typedef int (*cw_replace_layout_fn)(void *ud, cw_game *g, int seat, int *out, cw_err *err);

/* Sets every role to -1 and every parameter to its neutral value. */
void cw_replace_init(cw_replace *p);

/* The draw decision: the stock, the discards, the call (see above). */
int cw_replace_legal_draw(cw_game *g, const cw_replace *p, cw_err *err);
/* The place decision: swap into any filled slot, or discard a stock draw. */
int cw_replace_legal_place(cw_game *g, const cw_replace *p, cw_err *err);

int cw_replace_draw_stock(cw_game *g, const cw_replace *p, int seat, cw_err *err);
int cw_replace_draw_discard(cw_game *g, const cw_replace *p, int seat, cw_err *err);
int cw_replace_swap(cw_game *g, const cw_replace *p, int seat, int slot, cw_err *err);
int cw_replace_discard(cw_game *g, const cw_replace *p, int seat, cw_err *err);
int cw_replace_call(cw_game *g, const cw_replace *p, int seat, cw_err *err);

/* The opening: the flip of each face-down card of the acting seat. */
int cw_replace_legal_open(cw_game *g, const cw_replace *p, cw_err *err);
/* The flip of the card in slot; the seat's last opening flip hands the
** opening to the next seat, the last seat's begins play. */
int cw_replace_flip(cw_game *g, const cw_replace *p, int seat, int slot, cw_err *err);

/* The end of the acting seat's turn: the round ends after the last stock
** draw (stock_out_ends) or once every seat owed a final turn has played. */
void cw_replace_end_turn(cw_game *g, const cw_replace *p);
/* skip_rank: the seat after `seat` loses its turn when the top discard has it. */
void cw_replace_skip(cw_game *g, const cw_replace *p, int seat);
int cw_replace_can_draw_stock(const cw_game *g, const cw_replace *p);
int cw_replace_may_call(const cw_game *g, const cw_replace *p, int seat);

/* Deals p->slots cards to each layout, turns the top stock card up, shows
** each seat its p->show slots and begins the first turn. */
int cw_replace_deal(cw_game *g, const cw_replace *p, cw_err *err);
/* Turns every layout face up and scores each seat its layout: the sum of
** p->value, or layout(ud, ...) when it is given. */
int cw_replace_score(cw_game *g, const cw_replace *p, cw_replace_layout_fn layout, void *ud, cw_err *err);
/* The seat's layout under p->value. */
int cw_replace_layout_sum(const cw_game *g, const cw_replace *p, int seat);
/* The target reached, or the last round played. */
int cw_replace_match_over(const cw_game *g, const cw_replace *p);

#endif
