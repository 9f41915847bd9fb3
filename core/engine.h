/*
** The engine (engine.c): one decision point at a time, the legal list a
** variant's hooks offer, and actions applied as transactions.
*/
#ifndef CW_ENGINE_H
#define CW_ENGINE_H

#include "state.h"

/* ---- the variant's data ---- */
void cw_engine_set_phase(cw_game *g, int phase);
void cw_engine_set_actor(cw_game *g, int seat);
/* Marks the round over; the engine scores it after the current hook. */
void cw_engine_round_end(cw_game *g);

/* ---- legal actions and the engine ---- */
/* Adds an action to the legal list of the decision being computed; an
** action offered already at this decision is not added again. */
int cw_engine_offer(cw_game *g, const cw_action *a, cw_err *err);
/* cw_engine_offer of the action of verb with no argument (nargs 0) or the one
** argument byte arg (nargs 1): the turn kits' offers, checked against the
** list without building the action in memory first. */
int cw_engine_offer_verb(cw_game *g, int verb, int nargs, int arg, cw_err *err);
/* cw_engine_offer_verb of an action the caller knows is not in the list yet: a
** kit step that begins the list offers each of its actions once, and so
** skips the comparison with the ones before. */
int cw_engine_offer_new(cw_game *g, int verb, int nargs, int arg, cw_err *err);
/* Adds the action of verb with its nargs argument bytes to the list
** without comparing it with the entries before: for a kit step that
** knows it is not there (its verb is not in the list yet, or differs from
** it in a part the step's offers fix) and offers each of its actions
** once. The list keeps the order of first offers either way. */
int cw_engine_offer_fresh(cw_game *g, int verb, const uint8_t *args, int nargs, cw_err *err);
/* Whether the legal list being computed holds an action of verb. */
int cw_engine_legal_has_verb(const cw_game *g, int verb);
/* Offers a verb with whatever arguments the variant's accepts hook approves:
** for sets of arguments too many to list (naming several cards at once). */
void cw_engine_offer_open(cw_game *g, int verb);
/* The first verb from `from` on that the decision offers open, or -1:
** `for (int v = cw_engine_open_verb(g, 0); v >= 0; v = cw_engine_open_verb(g, v + 1))`. */
int cw_engine_open_verb(const cw_game *g, int from);
/* A table's held round end (state.h's hold_end): whether one is held
** now; the log's length to tell while it is (the whole log otherwise);
** and its release, which scores the round and deals the next as the
** action that ended it would have. A failed release stays held. */
int cw_engine_held(const cw_game *g);
uint32_t cw_engine_told(const cw_game *g);
int cw_engine_release(cw_game *g, cw_err *err);
/* Deals the first round and computes the first decision. */
int cw_engine_start(cw_game *g, cw_err *err);
/* Makes the engine deal round by round from a real-table deck order
** (NOTATION "deck"), instead of the RNG. The faces are not copied. */
void cw_engine_stack(cw_game *g, const cw_face *faces, uint32_t n);
/* The same for every round at once: decks[k] (ncards faces, top first) is
** round k's order, NULL for a round the engine shuffles itself. The
** arrays are not copied. */
void cw_engine_stack_rounds(cw_game *g, const cw_face *const *decks, uint32_t ndecks);
/* The legal actions of the current decision (valid until the next call
** that changes the game). */
const cw_action *cw_engine_legal(cw_game *g, uint32_t *n);
/* Checks the action against the legal list and applies it as one
** transaction: on any error the game is exactly as before. */
int cw_engine_apply(cw_game *g, const cw_action *a, cw_err *err);
/* cw_engine_apply of the i-th action (from 0) of the current legal list, as
** cw_engine_legal gives it: the action is taken from the list, not looked up in
** it again. CW_EINVAL when the list has no such entry. */
int cw_engine_apply_index(cw_game *g, uint32_t i, cw_err *err);
/* Whether a is legal now: in the legal list, or approved by the accepts
** hook for a verb offered open. Returns 1 or 0, or -1 with err set. */
int cw_engine_is_legal(cw_game *g, const cw_action *a, cw_err *err);

/* Answers a replay may leave out (NOTATION "Replay files", PW-16, PW-17):
** in the phases of the mask (a bit per phase number), a `pass` (the verb
** given, without arguments) that is legal for the actor is what a seat
** that is not recorded as acting answered. The engine marks such a pass
** CW_ACT_UNWRITTEN in its action event when a reaction window is open
** (cw_turn_window_seat), the place where NOTATION says passes are not written;
** elsewhere (an end-of-turn point) it is written but may be left out. */
void cw_engine_implied(cw_game *g, int verb, uint32_t phases);
/* When the current decision is one where the pass may be implied and it
** is legal, fills *a with it and returns 1; else 0. */
int cw_engine_implied_now(cw_game *g, cw_action *a);
/* The actor as `viewer` may know it: the actor itself, but in a reaction
** window whose pass is private (only the passer sees it), where who is
** asked tells what they hold, the seat that acts once every asked seat
** before the viewer has passed (worked out on a copy), as when nobody was
** asked: the viewer itself where the window asks it later; 0 when that
** ends the game or the status is not play. The asked seat sees itself
** asked. *turn (if not NULL) is the turn's seat the same way. A window
** whose passes replays write (DES-A4's declarations) is passed so too. */
int cw_engine_public_actor(const cw_game *g, int viewer, int *turn);
/* In such a window, for a viewer not asked: a copy of the game after
** every asked seat before the viewer has passed, the decision the viewer
** may know of (its
** own legal actions there when it is the seat to act then, as when
** nobody was asked). NULL elsewhere, or out of memory. The caller frees
** it (cw_game_free). */
cw_game *cw_engine_public_game(const cw_game *g, int viewer);
/* Whether the game's pass is its seat's alone (private = "all"): who a
** window of chosen seats asks is then theirs to know (DES-P7, DES-A4). */
int cw_engine_pass_private(const cw_game *g);

/* Reads text as an action of the current actor: of the readings that fit
** the verbs' signatures (cw_action_readings), the best one that is legal
** now (in the legal list, or of a verb offered open), so that `peek 3`
** is the peek-phase verb in the peek phase and `power peek 3` when a peek
** power is played; when none is legal, the best reading (the caller then
** says it is not legal). Two legal readings of equal rank (two verbs
** sharing an alias) are CW_EINVAL: the line is ambiguous. Uses the legal
** list only, never a hook. */
int cw_engine_read_action(cw_game *g, const char *text, cw_action *out, cw_err *err);
/* Reads an action line of the current actor: its words (cw_engine_read_action)
** and the chance outcome after '=', if any (cw_action_outcome_split). */
int cw_engine_read_line(cw_game *g, const char *text, cw_action *out, cw_outcome *o, cw_err *err);
/* cw_engine_apply with the outcome of the layout shuffle the action makes (o NULL
** or empty: none): imposed in a real-table game (chance_given), checked
** against the RNG in a seeded one; an outcome the action does not use is
** CW_ECHANCE and the action is undone. */
int cw_engine_apply_outcome(cw_game *g, const cw_action *a, const cw_outcome *o, cw_err *err);
/* Reads an action line for the current actor (cw_engine_read_line) and applies it. */
int cw_engine_apply_text(cw_game *g, const char *text, cw_err *err);
/* As cw_engine_apply and cw_engine_apply_text, for `seat`: the actor, or any seat when
** the verb is an any_seat verb that the variant's accepts hook approves
** for that seat (an offence recorded at a real table, DES-Q2). */
int cw_engine_apply_as(cw_game *g, int seat, const cw_action *a, cw_err *err);
int cw_engine_apply_text_as(cw_game *g, int seat, const char *text, cw_err *err);

/* The error of an action whose events the log could not hold (ev_full
** set: a round's or the whole game's bound passed). Returns err's code. */
int cw_engine_log_full(const cw_game *g, cw_err *err);

#endif
