/*
** The draw-and-replace kit (core/replace.h) as the table cw.kit of the
** sandbox, and its steps that a variant names as hooks (kit.c). Not for
** use outside lua/.
*/
#ifndef CW_KIT_H
#define CW_KIT_H

#include "../core/core.h"

typedef struct cw_runtime cw_runtime;

/* Steps of the draw-and-replace kit (kit.c) that a variant names as hooks. */
enum {
	CW_KIT_NONE, CW_KIT_LEGAL_DRAW, CW_KIT_LEGAL_PLACE, CW_KIT_DRAW_STOCK, CW_KIT_DRAW_DISCARD,
	CW_KIT_SWAP, CW_KIT_DISCARD, CW_KIT_CALL, CW_KIT_DEAL, CW_KIT_SCORE, CW_KIT_MATCH_OVER,
	CW_KIT_LAYOUT_SUM, CW_KIT_LEGAL_OPEN, CW_KIT_FLIP, CW_KIT_LEGAL_POINT, CW_KIT_DECLINE, CW_KIT_LEGAL_PEEK,
	CW_KIT_PEEK, CW_KIT_POWER_PEEK, CW_KIT_POWER_SWAP, CW_KIT_POWER_SHUFFLE, CW_KIT_LEGAL_MATCH,
	CW_KIT_MATCH, CW_KIT_REPLACE
};

void cw_kit_open(cw_runtime *rt);
/* Reads the variant's kit (roles and parameters) and tabulates its
** card_value; a one-line error names the file and the field. Runs once
** the hooks are bound and the runtime is configured. */
int cw_kit_configure(cw_runtime *rt, cw_err *err);
/* The CW_KIT_* step of the hook at idx, 0 for a script's own function. */
int cw_kit_of(cw_runtime *rt, int idx);
/* Runs a kit step as a hook; result is match_over's answer. */
int cw_kit_run(cw_runtime *rt, int id, cw_game *g, const cw_action *a, int *result, cw_err *err);
/* The kit's round score (CW_KIT_SCORE) of one seat: its layout's score. */
/* How many hook points the kit plays in C for the configured variant:
** setup, score, match_over, layout_score, each phase's legal list, each
** action's apply (0: its turn is all Lua). */
int cw_kit_points(const cw_runtime *rt);
int cw_kit_score_seat(cw_runtime *rt, cw_game *g, int seat, cw_err *err);

#endif
