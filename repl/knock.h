/*
** Knocking in turn (knock.c): a table of several people hides who a
** private window asks. The engine asks only the seats a window concerns
** (DES-P7: the seats that can use a discard; DES-A4: the seats whose
** dealt hand qualifies), and who was asked is that seat's to know. At a
** real table each player knocks in turn when the card does not serve; so
** here every person knocks in the window's order, asked or not, an asked
** person's answer being its knock, and play goes on only when all have:
** neither a hand-over (the hot seat) nor a wait (a served table) tells
** who could answer. Bots answer at once, with no one to wait for them.
*/
#ifndef CW_KNOCK_H
#define CW_KNOCK_H

#include <stdint.h>
#include "../core/action.h"
#include "../core/game.h"

typedef struct cw_knock {
	uint32_t left;	/* the people yet to knock (seat bits) */
	uint32_t old;	/* of left: those from a window closed since, due first */
	int from;	/* the seat the order starts after: the discarder, or the turn's */
	int claim;	/* for a discard (cw_knock_after), not a window */
} cw_knock;

/* Nobody left to knock (a new position: an undo, a new game). */
void cw_knock_clear(cw_knock *k);
/* After seat's action a applied to g: a discard that a claim may answer
** (the variant has a claim verb) starts the knocking of every person of
** `persons` (seat bits) but the discarder who is still in the round; a
** claim ends it. Nothing where fewer than two people play. Returns 1
** when a discard started it. */
int cw_knock_after(cw_knock *k, const cw_game *g, const cw_action *a, int seat, uint32_t persons);
/* After an action that opened a window (`opened`: none was open, or
** another phase's or round's, cw_knock_opened) that is no claim's: every
** person of `persons` knocks in the window's order, from the seat after
** the one whose turn it is (the dealer's, at a deal). Those left from a
** window closed since are due first; all of it, for opened 2 (cw_knock_opened). */
void cw_knock_window(cw_knock *k, const cw_game *g, int opened, uint32_t persons);
/* What was open before an action: whether a window, and which (its
** number, st->window_seq), the phase and the round. */
typedef struct cw_knock_mark {
	int open, phase;
	uint32_t round;
	uint16_t window;
} cw_knock_mark;
cw_knock_mark cw_knock_mark_of(const cw_game *g);
/* After seat's action (0 and was NULL: a deal), whether a window is open
** now that was not before (none was, or another one: another number,
** phase or round; not the acting seat's own next step in the window it
** acted in), or the rules opened a private window in the action
** (CW_NOTE_WINDOW), whoever it asked: one that asked nobody, and closed
** at once, is knocked for too, or its hand-overs would tell that somebody
** had been asked (DES-A4): 2 for such a window, closed already, whose
** knocking comes before whatever is open now. A private window's
** knocking goes in its own order (the seat its note names), open or
** closed. */
int cw_knock_opened(const cw_game *g, int seat, const cw_knock_mark *was);
/* The first person yet to knock who comes before `upto` in the order
** (any, when upto is 0); 0 when none. */
int cw_knock_due(const cw_knock *k, int nseats, int upto);
/* Whether the actor of st answers in another seat's turn (a claim or
** match window): its answer is its knock, and only those before it in
** the order knock first. */
int cw_knock_answering(const cw_state *st);
/* The person due to knock before the game's actor may act (0: none):
** before an answer, those ahead of it in the order; before a turn, all. */
int cw_knock_before_actor(const cw_knock *k, const cw_state *st);
/* A seat knocked (or answered): it is no longer left. */
void cw_knock_done(cw_knock *k, int seat);
/* Around a table's own action: a round that the action ends is held
** (engine.h), where people knock for a discard, until all have knocked:
** a discard nobody can use ends the round at once in the engine, where
** one that someone may claim asks that seat, and an end told before the
** knocking would tell the difference. on 0 takes the hold off. */
void cw_knock_hold(cw_game *g, uint32_t persons, int on);
/* Whether a held round end is due to be released: held, and nobody is
** left to knock. */
int cw_knock_release_due(const cw_knock *k, const cw_game *g);
/* Re-establishes the knocking of a game loaded where play stopped, as it
** would have been played through: after its round's last action, a
** discard, every other person knocks for it; else a window open now
** starts the knocking from the start. */
void cw_knock_resume(cw_knock *k, const cw_game *g, uint32_t persons);

#endif
