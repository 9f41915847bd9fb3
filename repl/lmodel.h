/*
** What a layout is worth, learned from the variant's own scoring, for the
** search bot's playouts.
**
** A playout makes dozens of decisions, too many to ask the variant's
** score hook about each placement (a Lua call per slot per decision). So
** the search bot learns once, by probing that hook, how the score of a
** seat's layout departs from the sum of its card values: for every two
** slots and every rank, what two cards of that rank in those slots change
** together (a pair column scored 0, a house rule's column of kings at
** -100). The playouts then place cards by card values plus those pair
** terms, in C. Nothing here names a variant: whatever the hook scores
** between two cards of one rank is learned; what it scores between three
** or more, or between different ranks, is not.
*/
#ifndef CW_LMODEL_H
#define CW_LMODEL_H

#include <stdint.h>
#include <stdio.h>
#include "../core/core.h"

#define CW_LMODEL_PAIRS 320	/* pair terms kept (golf6: 3 columns x 14 ranks) */
#define CW_LMODEL_SLOTS 12	/* layouts up to this size are probed */

/* One pair term: two cards of `rank` in slots a and b add `delta`. */
typedef struct cw_lmodel_pair {
	uint8_t a, b, rank;
	int32_t delta;
} cw_lmodel_pair;

#define CW_LMODEL_IMPURE (-2)	/* the score hook answered one layout twice differently */

typedef struct cw_lmodel {
	int state;		/* 0: not learned; 1: learned; -1: nothing to learn (no layout, too large);
				** CW_LMODEL_IMPURE: refused, impure[] the two answers */
	int32_t impure[2];
	int slots;		/* the layout's size when learned */
	int npairs;
	cw_lmodel_pair pair[CW_LMODEL_PAIRS];
} cw_lmodel;

/* Learns m from the variant's scoring through game g (not changed: the
** probes run on a clone whose every face is set by the probe, so nothing
** the seat cannot see enters the model), for the shape of seat's layout.
** A model already learned is kept; one that cannot be learned yet (an
** empty slot) stays at 0. A rank whose probe the hook fails is left out;
** the model is -1 when no probe scores, or when a probe spent the hook's
** whole budget (learning stops there). Every probe is asked twice: a
** score that differs is not learned from, the model is CW_LMODEL_IMPURE
** and the search refuses to play on it (cw_mcts_choose). Never fails
** otherwise: the caller then plays by card values alone. */
void cw_lmodel_learn(cw_lmodel *m, const cw_game *g, int seat);

/* Every seat's round score in w (first[1..nseats]), asked twice from
** the same state: saved (a block of w's size) keeps it, and it is put
** back after each, so w is as before; again[] holds the second answers.
** The search needs a score that is a function of the cards: callers
** refuse a hook whose two answers differ. Returns CW_OK or the hook's
** error code. */
int cw_lmodel_score(cw_game *w, cw_state *saved, int32_t *first, int32_t *again);

/* Sets every face of s by where its card lies (zone by zone, position by
** position), never by the card itself, numbers the cards by place too,
** seeds the game's generator with a constant, and forgets what the
** variant wrote that seat may not know (cw_knowledge_forget, as sec
** declares): a probe's clone then holds nothing of the deal but what is
** public (how many cards lie where). */
void cw_lmodel_probe_faces(cw_state *s, int seat, const cw_secrets *sec);

/* The pair terms of owner's layout as `seat` sees it (only cards the seat
** sees count), with slot `slot` holding face `in` instead when slot > 0. */
double cw_lmodel_pairs(const cw_lmodel *m, const cw_state *s, int owner, int seat, int slot, cw_face in);

/* One line for CW_BOT_TRACE: "pair terms: 1-4 7 -14, ..." (slots, rank
** (0 the joker), term), or "pair terms: none". */
void cw_lmodel_print(const cw_lmodel *m, FILE *out);

#endif
