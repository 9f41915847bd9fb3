/*
** Writing a game as a replay file (docs/replay-format.md) while it is
** played: the header first, then every action as it happens, appended and
** flushed, so a crash or a closed terminal loses nothing that was played.
*/
#ifndef CW_RECORD_H
#define CW_RECORD_H

#include <stdint.h>
#include <stdio.h>
#include "../core/game.h"

typedef struct cw_record {
	FILE *f;		/* owned */
	char *path;		/* owned */
	uint32_t round;		/* the last round whose marker was written */
	uint32_t scored;	/* the last round whose result was written */
} cw_record;

/* Starts a replay file at path with the game's header. rules is the
** "k=v k=v" text of the options; names[1..nseats]. */
int cw_record_open(cw_record *r, const char *path, const char *variant, const char *rules,
		   const char *const *names, int nseats, uint64_t seed, cw_err *err);
/* Writes what happened since the last call: round markers (with `lead
** NAME` when a draw chose who leads the round, PW-20), the action `seat
** text` with the outcome of a layout shuffle it made (`= 4 3 2 1`) unless
** the engine marked it CW_ACT_UNWRITTEN (a pass in a reaction window,
** which replays leave out), and result/total lines of rounds that ended. */
int cw_record_action(cw_record *r, const cw_game *g, int seat, const char *text, const char *const *names, cw_err *err);
void cw_record_close(cw_record *r);

/* Writes a whole replay to path atomically (a temporary file renamed
** into place): the header and the given actions. */
int cw_record_save(const char *path, const char *variant, const char *rules, const char *const *names,
		   int nseats, uint64_t seed, const int *seats, char *const *texts, int n,
		   const cw_game *g, cw_err *err);

#endif
