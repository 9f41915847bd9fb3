/*
** Drawing the table for one seat: only what that seat may see, through
** the core's view functions. Plain `AS 10H` text, or suit symbols and
** red/black colour on a terminal that wants them.
*/
#ifndef CW_RENDER_H
#define CW_RENDER_H

#include <stdint.h>
#include <stdio.h>
#include "../core/core.h"

typedef struct cw_render {
	int color;		/* ANSI colour for red suits */
	int symbols;		/* ♠ ♥ ♦ ♣ instead of S H D C */
	int aid;		/* memory aid: known face-down cards as [7H] */
	const char *const *names;	/* seat names, [1..nseats] */
	int pot;		/* 1 + the index of the variant's `pot` variable (shown when
				** not 0: Desmoche's main pot, Golf's ante pot); 0: none */
	int chips;		/* the totals are chips (cw_runtime_chip_totals: the highest
				** wins, a stack declared, DES-B1): a seat's line shows its
				** chips, not "total" */
	int stack;		/* with chips: the chips each seat starts with; 0: none,
				** the totals are a ledger of net chips */
	const struct cw_roundlog *rounds;	/* not owned: each round's last state, for
				** telling its end (roundlog.h); NULL: not told */
	/* The plain value of a seat's layout in a state (the variant's
	** layout_score, before the caller's bonus or penalty), to explain a
	** round score, with the keys of the bonuses its scoring named into
	** named (n bytes: "pair_column", or ""); NULL: not explained.
	** Returns 0 when known. */
	int (*layout_score)(void *ud, const cw_state *s, int seat, int *score, char *named, size_t n);
	/* The seat's round score in that state had nobody called (the round's
	** scoring with no caller), to tell what the call did apart from what
	** else the round scored (paid looks); NULL: the whole difference from
	** the layout is the call's. Returns 0 when known. */
	int (*uncalled_score)(void *ud, const cw_state *s, int seat, int *score);
	void *layout_ud;
	struct cw_runtime *rt;	/* not owned: the words of the variant's chip
				** reasons (cw_runtime_chip_reason) and its card values;
				** NULL: none */
	int rows;		/* the terminal's height; 0: unknown. A table that would
				** not leave room for the last moves is drawn compact:
				** each layout on its seat's line, rows split by " / " */
	int cols;		/* the terminal's width; 0: unknown. A compact line
				** wider goes on between two slots, never in a card */
	int public_ends;	/* a round's end is told as no seat sees its cards (a hot
				** seat: everybody reads it, so nobody's hidden hand) */
	uint32_t own_before;	/* the viewer's own actions logged before this event are
				** told as another seat's are, as "you" (a game resumed
				** from its file: nobody typed them here); 0: none */
} cw_render;

typedef struct cw_runtime cw_runtime;
/* Whether out is a terminal that shows the cards as the table does, in
** colour and by suit symbol: not a file or a pipe, not TERM=dumb, no
** NO_COLOR. */
int cw_render_terminal(FILE *out);
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
** the viewer's own actions. A round's end is told with the round's last
** state when r->rounds kept it (cw_render_round_end). */
void cw_render_events(FILE *out, const cw_render *r, const cw_game *g, int viewer, uint32_t from);
/* The same, stopping after the first round end told: returns the index
** of the next event to tell (g->nev when all were told). */
uint32_t cw_render_events_upto(FILE *out, const cw_render *r, const cw_game *g, int viewer, uint32_t from,
			       int stop_at_round_end);
/* The same for the events before index `to` alone. */
uint32_t cw_render_events_range(FILE *out, const cw_render *r, const cw_game *g, int viewer, uint32_t from,
				uint32_t to, int stop_at_round_end);
/* Where the telling of the first round end from index `from` on begins:
** the events after the last action before it (why the round ended, the
** next lead's draw) and the end itself; g->nev when no round end that can
** be told follows. What comes before it is the viewer's; from it on, with
** r->public_ends, everybody's. */
uint32_t cw_render_end_starts(const cw_render *r, const cw_game *g, uint32_t from);
/* How many cards the viewer's own actions from index `from` on showed it
** face down (a peek): the REPL keeps them on screen until acknowledged. */
int cw_render_learned(const cw_game *g, int viewer, uint32_t from);
/* A round's end as `viewer` may see it, from the state the round was
** scored in (`ended`): every layout (turned up by the rules, G-9, PW-19),
** hands and melds as far as the viewer may see them, each seat's round
** score (its card values added up when that is the layout's score: "round
** score 27 (2 + 10 + 10 + 5)") and the caller marked (", knocked", or
** ", called cabo" after the
** verbs' call role), every chip that moved, who paid whom and why (the
** variant's g:pay, kept by r->rounds; DES-B8), the round's winner, and
** the totals by rank.
** high: the highest total wins (DES-B1). */
void cw_render_round_end(FILE *out, const cw_render *r, const cw_verbs *verbs, const cw_state *ended, int viewer,
			 int high, int last);
/* The running totals: "totals before round 2:" while round 2 is played,
** "totals after round 2:" once the match is over. */
void cw_render_scores(FILE *out, const cw_render *r, const cw_game *g);

/* The variant's card values under its options, one line ("card values:
** A 1, 2 2, ..., K 0 (KD KH -1), joker -2"); nothing for a game without
** card values. rt: loaded and configured. */
int cw_render_values(FILE *out, cw_runtime *rt, cw_err *err);

#endif
