/*
** The terms of a caller's round score, for telling a round's end
** (render.h's layout_score and uncalled_score): what the seat's layout
** is worth by the variant's layout_score, and what the round would have
** scored had nobody called. Both read only what every seat saw at the
** round's end (every layout face up), so any front end and any view may
** tell them: the table, a replay as one seat saw it.
*/
#ifndef CW_TERMS_H
#define CW_TERMS_H

#include "../core/core.h"

typedef struct cw_runtime cw_runtime;
struct cw_render;

/* What the render's callbacks read: where the owner keeps the variant's
** runtime and a game of the states told, so that a game dealt again or
** freed is followed (neither owned). */
typedef struct cw_terms {
	cw_runtime *const *rt;
	cw_game *const *g;
} cw_terms;

/* Makes r tell a caller's round score by its terms, from t (kept by the
** caller for as long as r tells rounds of that game). */
void cw_terms_attach(struct cw_render *r, cw_terms *t);

/* The seat's layout in s, written in layout notation ("2D 10S / JS -",
** `-` an empty slot, rows past the grid where it grew, PW-5) and scored
** by rt's layout_score. Only a layout all face up. 0 when known, else -1.
** named (n bytes; may be NULL) gets the keys of the bonuses the scoring
** named as it scored the layout (g:bonus): "pair_column", "pair_column
** x2", "a and b", or "" for none. */
int cw_terms_layout(cw_runtime *rt, const cw_state *s, int seat, int *score, char *named, size_t n);
/* The seat's round score in the ended state s had nobody called: the
** round's scoring run again on a clone of g holding s with no caller.
** s must be a state of g's shape. 0 when known, else -1. */
int cw_terms_uncalled(const cw_game *g, const cw_state *s, int seat, int *score);

#endif
