/*
** The draw-meld-discard kit (core/meld.h) as the table cw.meld of the
** sandbox (meldkit.c). Not for use outside lua/.
*/
#ifndef CW_MELDKIT_H
#define CW_MELDKIT_H

#include "../core/error.h"

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

#endif
