/*
** Drawing the table for one seat: only what that seat may see, through
** the core's view functions. Plain `AS 10H` text, or suit symbols and
** red/black colour on a terminal that wants them.
*/
#ifndef CW_RENDER_H
#define CW_RENDER_H

#include <stdint.h>
#include <stdio.h>
#include "../core/game.h"

typedef struct cw_render {
	int color;		/* ANSI colour for red suits */
	int symbols;		/* ♠ ♥ ♦ ♣ instead of S H D C */
	int aid;		/* memory aid: known face-down cards as [7H] */
	const char *const *names;	/* seat names, [1..nseats] */
	int pot;		/* 1 + the index of the variant's `pot` variable (shown when
				** not 0: Desmoche's main pot, Golf's ante pot); 0: none */
} cw_render;

/* One card as the viewer may see it, written into buf (at least 32 bytes). */
char *cw_render_card(const cw_render *r, const cw_state *s, cw_card c, int viewer, char *buf);
/* The whole table as `viewer` may see it. */
void cw_render_table(FILE *out, const cw_render *r, const cw_game *g, int viewer);
/* The events from index `from` on, in words, as `viewer` saw them; skips
** the viewer's own actions. */
void cw_render_events(FILE *out, const cw_render *r, const cw_game *g, int viewer, uint32_t from);
/* Running totals and, after a round, its scores. */
void cw_render_scores(FILE *out, const cw_render *r, const cw_game *g);

#endif
