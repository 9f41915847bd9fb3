/*
** What calling does to the caller's round score against the others',
** learned from the variant's own scoring, for the bots' call decision.
**
** A variant or a house rule may score its caller apart: doubled when not
** strictly lowest (house rule 2), -5 when strictly lowest (house rule 8),
** plus the highest other layout when beaten (Pablo), 0 when lowest (a
** Golf knock bonus). A bot that calls only by its estimate of the layouts
** would play those rules as if they were not there. So, once per bot, the
** caller's term is probed: on a clone of the game whose every face is set
** by the probe, the variant's round scoring is asked with and without the
** call (the call action itself, so that whatever the call records is
** read as the variant reads it), for layouts where the caller is strictly
** lowest ("won"), tied for lowest ("tied") or beaten. The term is what the
** call adds to the caller's score less what it adds to the others' on the
** mean (a rule may score the others apart: Cactus's seats at or below a
** beaten caller score 0). In each of the three cases it is fitted as a + bx*x + by*y + bz*z, where x is the
** caller's own score without the call, y the lowest and z the highest of
** the others'. Nothing here names a variant or an option.
*/
#ifndef CW_CALLTERM_H
#define CW_CALLTERM_H

#include <stdio.h>
#include "../core/core.h"

enum { CW_CALLTERM_WON, CW_CALLTERM_TIED, CW_CALLTERM_BEATEN };

typedef struct cw_callterm {
	int state;		/* 0: not learned; 1: learned; -1: nothing learned (the term is 0) */
	int known[3];		/* by case: fitted (else that case adds 0) */
	double a[3], bx[3], by[3], bz[3];
} cw_callterm;

/* Learns m through game g (not changed), at a decision where `call` is
** legal for the acting seat; value[] holds the variant's card values by
** face, which order the probe layouts. A model already learned is kept;
** one that cannot be learned yet (a layout with an empty slot, or of
** another size than the others) stays at 0. Never fails: a probe the
** variant fails, a score that answers one layout twice differently, or
** layouts of more than 8 cards leave the term at 0 (state -1). The
** probe's faces are set by where the cards lie (cw_lmodel_probe_faces),
** so what is learned depends on nothing the seat cannot see. */
void cw_callterm_learn(cw_callterm *m, const cw_game *g, const cw_action *call, const int *value);

/* The same for going out: a round the engine ends when a seat's layout is
** all face up (G6-4) makes that seat the caller, with no call action. The
** probe marks the acting seat the caller as the engine does, where nobody
** has called yet; otherwise as cw_callterm_learn. */
void cw_callterm_learn_out(cw_callterm *m, const cw_game *g, const int *value);

/* The term the caller may expect with its own estimate x, the lowest and
** highest of the others' estimates y and z, and sd the spread of x - y
** (0: all known): each case's term weighted by its chance under a normal
** spread, ties being a difference within half a point. */
double cw_callterm_expect(const cw_callterm *m, double x, double y, double z, double sd);

/* One line for CW_BOT_TRACE: "caller term: won -10-1x+0y+0z; ..." (each
** case learned), or "caller term: none". */
void cw_callterm_print(const cw_callterm *m, FILE *out);

#endif
