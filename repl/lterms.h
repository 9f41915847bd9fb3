/*
** A layout's score as card values and terms of equal ranks, learned from
** the variant's own scoring and used by the greedy bot in its place where
** it is that scoring exactly.
**
** The greedy bot weighs every placement of a card by the variant's
** layout score, averaged over samples of the cards its seat does not
** see: a score hook call per slot per sample, two or three decisions a
** turn. Most Golf scorings are a sum of card values plus what cards of one
** rank in given slots change together: a pair column scored 0, a line of
** three, two pair columns of one rank scored as one, a house rule's
** column of kings. Such a scoring is learned here once, by probing the
** hook with cards of one rank, as many as the pack holds, among fillers of
** other ranks (the interaction of each set of slots, by inclusion and
** exclusion). Then it is checked against the hook: two cards of different
** ranks in any two slots must change nothing together, and layouts of the
** pack's own cards must score as the terms say. Where every answer
** agrees, the bot scores in C and plays as it would have by the hook,
** move for move; where one differs (a wild card, a term across ranks, a
** score that reads the round or the caller), it keeps asking the hook.
** Nothing here names a variant.
*/
#ifndef CW_LTERMS_H
#define CW_LTERMS_H

#include <stdint.h>
#include "../core/core.h"
#include "../lua/runtime.h"

#define CW_LTERMS_MAX 1024	/* terms kept (golf6: 36; golf6 pairs = anywhere: 600) */
#define CW_LTERMS_SLOTS 12	/* layouts up to this size are learned */
#define CW_LTERMS_PROBES 32768	/* past this many probes the bot keeps the hook */
#define CW_LTERMS_WORK 50000000LL	/* nor past this much hook work in all (golf9's: about 7,000,000) */

/* One term: cards of `rank` in every slot of `mask` (bit k-1: slot k) add
** `delta` to the sum of the card values. */
typedef struct cw_lterm {
	uint16_t mask;
	uint8_t rank;
	int32_t delta;
} cw_lterm;

typedef struct cw_lterms {
	int state;	/* 0: not learned yet; 1: learned and exact; -1: not the variant's scoring */
	int slots;	/* the layout's size */
	int nterms;
	cw_lterm term[CW_LTERMS_MAX];
} cw_lterms;

/* Learns m for seat's layout in g from the variant's score_seat (the seat's
** layout score, all faces up), on a clone whose faces are set by the probe
** (cw_lmodel_probe_faces: nothing the seat cannot see enters; the pack's
** faces, which are public, are read from g). Checks every two ranks in
** every two slots, then 1024 layouts dealt from the pack (three in four
** leaning to equal ranks, one suit or runs), each with the round, dealer, turn, caller, totals,
** variables and every other card drawn anew and each asked twice. `value`
** is the card value by face. m->state becomes 1 or -1; a layout with an
** empty slot leaves it 0, to learn at a later call. Never fails: on any
** error, a hook's included, or past CW_LTERMS_WORK of hook work (rt's
** count; rt may be NULL), the bot keeps the hook (-1): a slow hook's
** learning would stall the first decision. */
void cw_lterms_learn(cw_lterms *m, const cw_game *g, const cw_runtime *rt, int seat, const int *value);

/* The score of a layout of m->slots faces f[1..]: the card values plus
** every term whose slots all hold its rank. */
int64_t cw_lterms_layout(const cw_lterms *m, const cw_face *f, const int *value);

#endif
