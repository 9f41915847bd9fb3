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
	int chips;		/* the totals are chips (a variant whose highest total
				** wins, DES-B1): a seat's line shows its chips, not "total" */
	int stack;		/* with chips: the chips each seat starts with; 0: none,
				** the totals are a ledger of net chips */
} cw_render;

typedef struct cw_runtime cw_runtime;
/* What the variant in play tells the display: its `pot` variable, and
** chips for a variant whose highest total wins (`wins = "highest"`), from
** the `stack` option when it has one (DES-B1). */
void cw_render_for_variant(cw_render *r, cw_runtime *rt);
/* A seat's chips from its match total: "12 (net +2)" with a stack,
** "+2" for a ledger. buf: at least 32 bytes. */
char *cw_render_chips(const cw_render *r, int32_t total, char *buf);
/* A seat's standing as its line of the table says it: "total 7" (Golf),
** "chips 12 (net +2)" from a stack, "net chips +2" for a ledger (DES-B1,
** DES-B8). buf: at least 48 bytes. */
char *cw_render_standing(const cw_render *r, int32_t total, char *buf);

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
