/*
** `cardwright replay FILE`: reads a recorded game (docs/replay-format.md),
** plays it through the engine and checks every action's seat and
** legality and every `result` and `total` line against the engine's
** scores. The file is only read, never written.
*/
#ifndef CW_REPLAY_H
#define CW_REPLAY_H

#include <stdint.h>
#include <stdio.h>
#include "../core/game.h"
#include "../lua/runtime.h"

/* Verifies the replay in `file` with the variants on `path` (NULL-
** terminated). Prints the standings to out, and one `FILE:LINE: reason`
** line to errout on failure. Returns 0 when the file verifies (a game
** still in progress at the end of the file verifies so far), 1 when it
** does not, 2 when the file cannot be read. */
int cw_replay_verify(const char *file, const char *const *path, FILE *out, FILE *errout);

/* A replay loaded to go on playing it (REPL `load`, `play --resume`). */
typedef struct cw_loaded {
	cw_runtime *rt;		/* owned */
	cw_game *g;		/* owned: the game after the file's last action */
	char variant[64];
	uint64_t seed;		/* 0 for a deck game */
	int nseats;
	char names[CW_MAX_SEATS + 1][32];
	int n;			/* actions played */
	int *seats;		/* owned */
	char **texts;		/* owned, each in canonical words */
} cw_loaded;

/* Verifies the file as cw_replay_verify does (errors to errout) and, when
** it verifies, hands over the game where the file leaves it. Returns 0 on
** success; the caller then owns out's contents (cw_loaded_free). */
int cw_replay_load(const char *file, const char *const *path, FILE *errout, cw_loaded *out);
/* Frees what out owns; rt and g may have been taken (set to NULL) first. */
void cw_loaded_free(cw_loaded *l);

#endif
