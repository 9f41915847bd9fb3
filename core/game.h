/*
** A game: made, copied, reset, taken back (game.c); the state it holds is
** state.h's. The layers above include core.h, which gathers the modules.
*/
#ifndef CW_GAME_H
#define CW_GAME_H

#include "state.h"

/* Creates a game with every card in the stock; the caller owns the result
** and frees it with cw_game_free(). NULL on error with err set. */
cw_game *cw_game_new(const cw_game_config *cfg, cw_err *err);
void cw_game_free(cw_game *g);
/* Makes g a new game, as cw_game_new would with this seed and g's
** configuration, reusing its memory (a simulation plays game after game).
** Its cards lie nowhere until cw_engine_start gathers them into the stock:
** started, it is the new game byte for byte. */
void cw_game_reset(cw_game *g, uint64_t seed);
/* No chance recorded at a real table any more: no stacked deck or restock
** order (those point into their reader's memory), no outcome given, no
** shuffle or lead counted; the game's RNG decides every chance from here. */
void cw_game_forget_chance(cw_game *g);
/* A full copy (state, events if log is set, legal list); caller owns it. */
cw_game *cw_game_clone(const cw_game *g, int with_log, cw_err *err);
/* The legal step's reason for leaving verb out of the current decision
** (a rule in force), or NULL. */
const char *cw_game_why(const cw_game *g, int verb);
/* Room for verb's reason (CW_GAME_WHY_LEN bytes, to be written now), or
** NULL where it has one already (the first is kept) or CW_GAME_WHYS
** verbs have. */
char *cw_game_why_slot(cw_game *g, int verb);
/* The legal step's reason `text` for verb, in a game that is told (it
** keeps its log); never in a playout, where nobody reads it. Returns its
** slot (to add to), or NULL where none was taken. */
char *cw_game_why_say(cw_game *g, int verb, const char *text);
/* Makes a clone a game of imagination (a search's playouts, a probe):
** no log, no real-table chance records (a stacked deck, restocks, chance
** given), nothing to roll back. */
void cw_game_imagined(cw_game *g);

/* Takes g back to an earlier moment of itself: point is a clone made then
** without its log (cw_game_clone(g, 0, ...)), nev the log's length then.
** The log is append-only, so an undo point shares it instead of copying
** it: g's log is cut back to nev. The legal list is computed again. */
int cw_game_rewind(cw_game *g, const cw_game *point, uint32_t nev, cw_err *err);

/* Copies the state into the game's snapshot slot / back. */
void cw_game_snapshot(cw_game *g);
void cw_game_restore(cw_game *g);

#endif
