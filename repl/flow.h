/*
** The information-flow check of `cardwright check`: what a seat is shown
** must depend only on what that seat knows.
**
** Before an action, for the actor and one other seat s chosen at random
** (over a game, every seat), the game is cloned and the faces of
** the cards that neither s nor the actor can see (face down, outside both
** knowledge masks) are dealt again at random among their places: a state
** that s (and the actor, who chooses the action) cannot tell from the real
** one. Then:
**   - the actor's legal list must be the same in both (as a set);
**   - the action is applied to both, and the events s is shown must be the
**     same, field by field, up to the first that shows s a face it did not
**     know (a draw, a turned card: from there on the two deals may
**     rightly differ); and when there is none, the decision that follows
**     (status, round, turn, actor) too. When a reaction window is open
**     after the action in either deal, only the events both show are
**     compared, and the seat that acts next as s is shown it
**     (cw_engine_public_actor): who a window asks may depend on hidden
**     cards (DES-P7 asks the seats that can use a discard) only where its
**     passes are private, so that s is shown who acts once they have
**     passed; a window whose passes are public shows whom it asks.
**   - where the two deals differ at a showing, the comparison ends too:
**     an event that, in either deal, turns a card face up for the table,
**     shows s the face of a card s could not see before the action, or,
**     after a deal, declares in words alone (DES-S4). Which cards the
**     rules turn up may itself depend on hidden cards (DES-S5 turns up
**     each joining seat's best combination, and none where a seat has
**     none); the showing is public, in the event itself, and is the
**     rules' to make. What came before it must still be the same, and a
**     showing the same in both deals ends nothing.
** A difference is a leak: a hook read a face the seat cannot see and let
** it show in a legal list, a narration or the next prompt.
*/
#ifndef CW_FLOW_H
#define CW_FLOW_H

#include <stddef.h>
#include "../core/core.h"

typedef struct cw_flow {
	cw_game *alt[CW_MAX_SEATS + 1];	/* owned: the other deal, per seat */
	unsigned char *unseen[CW_MAX_SEATS + 1];	/* owned: per card, 1 when that seat could not see it */
	int actor;
	int failed;	/* the seat whose clone refused the action (cw_flow_apply); 0: none */
	char failure[CW_ERRMSG_MAX];
} cw_flow;

/* Clones g for every seat and deals the hidden faces again (rng: the
** check's own). Compares the actor's legal lists. Returns 0, or 1 with why
** filled (n bytes) on a leak through the legal list; -1 when out of memory. */
int cw_flow_prepare(cw_flow *f, const cw_game *g, cw_rng *rng, char *why, size_t n);
/* Applies the action a to seat s's clone, if it has one, before it is
** applied to the game itself. The caller has each clone forget what its
** hooks numbered (tostring) before the next (cw_runtime_imagine), so
** every clone and the game number what they make from the same count,
** and a variant that reads those numbers says the same in each. A clone
** that refuses the action is kept for cw_flow_compare to report. */
void cw_flow_apply(cw_flow *f, int s, const cw_action *a);
/* After the action was applied to g (its events from index `from` on),
** compares what each seat is shown in g and in its clone. Returns 0, or 1
** with why filled and *ev set to the index in g of the first event that
** differs (or g->nev when it is the decision after). Frees the clones. */
int cw_flow_compare(cw_flow *f, const cw_game *g, uint32_t from, char *why, size_t n, uint32_t *ev);
void cw_flow_free(cw_flow *f);

#endif
