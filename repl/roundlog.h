/*
** The last state of each round, kept for telling the round's end.
**
** By the time a front end sees the events of an action that ended a
** round, the engine has scored it and dealt the next one: the turned-up
** layouts, the melds and the hands of the round are gone from the state.
** A round log wraps a game's rules so that, as each round is scored, a
** copy of the state is kept (every layout turned up, G-9, PW-19; the
** round's scores in score[]; the totals before it in total[]), with the
** chip movements the variant told as it scored (DES-B8). Front ends
** draw it for one seat through the view functions like any state, so it
** shows that seat nothing the game did not show it.
*/
#ifndef CW_ROUNDLOG_H
#define CW_ROUNDLOG_H

#include "../core/core.h"

#define CW_ROUNDLOG_MAX 16	/* the last rounds kept; older ones are dropped */

typedef struct cw_roundlog {
	cw_rules rules;		/* the wrapper handed to the game */
	const cw_rules *inner;	/* not owned: the variant's rules */
	void *inner_ud;
	cw_state *ended[CW_ROUNDLOG_MAX];	/* owned copies, oldest first */
	cw_event *pay[CW_ROUNDLOG_MAX];	/* owned: each round's chip movements
					** (CW_EV_CHIPS events of its scoring) */
	int npay[CW_ROUNDLOG_MAX];
	int n;
} cw_roundlog;

/* Wraps g's rules (g keeps pointing at log, which must outlive g and every
** clone of it). A game already wrapped by this log is left as it is. */
void cw_roundlog_watch(cw_roundlog *log, cw_game *g);
/* The state kept when round `round` was scored, or NULL (not kept, or
** dropped as older than the last CW_ROUNDLOG_MAX rounds). Owned by log. */
const cw_state *cw_roundlog_find(const cw_roundlog *log, uint32_t round);
/* The chip movements the variant told while scoring round `round`
** (g:pay, CW_EV_CHIPS events, in order), into *ev; returns how many (0:
** none, or the round not kept). Owned by log. */
int cw_roundlog_payments(const cw_roundlog *log, uint32_t round, const cw_event **ev);
/* Frees the rounds kept. */
void cw_roundlog_clear(cw_roundlog *log);

#endif
