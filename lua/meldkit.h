/*
** The draw-meld-discard kit (core/meld.h) as the table cw.meld of the
** sandbox (meldkit.c). Not for use outside lua/.
*/
#ifndef CW_MELDKIT_H
#define CW_MELDKIT_H

#include "../core/core.h"

typedef struct cw_runtime cw_runtime;

/* Creates cw.meld in the runtime's sandbox; the kit is off until a
** configured variant declares meld_kit. */
void cw_meldkit_open(cw_runtime *rt);

/* Reads and checks the variant's meld_kit (a table, or a function of the
** options returning one) once, when the game is configured, before any
** deal. A variant without one leaves the kit off. On a contradiction:
** CW_EINVAL and a one-line message naming the file (and line) of
** meld_kit, the field and what was expected. */
int cw_meldkit_configure(cw_runtime *rt, cw_err *err);

/* Steps of the kit's turn that a variant names as hooks (legal of a
** phase, an action's apply), run by the runtime without entering Lua. */
enum {
	CW_MELDKIT_NONE, CW_MELDKIT_LEGAL_START, CW_MELDKIT_LEGAL_CLAIM, CW_MELDKIT_LEGAL_PLAY, CW_MELDKIT_DRAW,
	CW_MELDKIT_DRAW_DISCARD, CW_MELDKIT_DISCARD, CW_MELDKIT_FOLD, CW_MELDKIT_CLAIM, CW_MELDKIT_NEW,
	CW_MELDKIT_LAYOFF, CW_MELDKIT_MOVE
};

/* The CW_MELDKIT_* step of the function at stack index idx, 0 for any
** other function. */
int cw_meldkit_step_of(cw_runtime *rt, int idx);
/* Runs a step as a hook for the game's actor (a: the action applied). */
int cw_meldkit_run(cw_runtime *rt, int id, cw_game *g, const cw_action *a, cw_err *err);
/* Whether cards of the faces[0..n) make no meld under the kit's rules
** (a meld is known by its faces): 1 with why in buf ("7C 7D 10H make no
** meld: a set is ..."), 0 when they make one, a face is not in st's
** pack, or the variant has no meld kit. */
int cw_meldkit_no_meld(cw_runtime *rt, const cw_state *st, const cw_face *faces, int n, char *buf, size_t len);
/* Whether the seat has folded for the round under the kit's rules (a
** public act); 0 without a meld kit. */
int cw_meldkit_folded(cw_runtime *rt, const cw_state *st, int seat);

#endif
