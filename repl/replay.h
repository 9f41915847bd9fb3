/*
** `cardwright replay FILE`: reads a recorded game (docs/replay-format.md),
** plays it through the engine and checks every action's seat and
** legality and every `result` and `total` line against the engine's
** scores. The file is only read, never written.
*/
#ifndef CW_REPLAY_H
#define CW_REPLAY_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "../core/core.h"
#include "log.h"
#include "../lua/runtime.h"

/* What the reader takes from a file, each limit named in the error that
** refuses a file past it. The reader keeps only the records (no
** comments), so its memory is a constant times the file's size. */
#define CW_REPLAY_MAX_BYTES (4 << 20)	/* a whole file */
#define CW_REPLAY_MAX_LINE 4096		/* one line, in bytes */
#define CW_REPLAY_MAX_WORDS (CW_MAX_CARDS + 1)	/* words on one line (`deck` and 1024 cards) */
#define CW_REPLAY_MAX_RECORDS 200000	/* lines that are not blank nor comments */
#define CW_REPLAY_MAX_ACTIONS 100000	/* actions played, implied passes included */
#define CW_REPLAY_MAX_ROUNDS 10000	/* round N */
#define CW_REPLAY_MAX_NAME 31		/* bytes of a player's name (as the REPL takes) */
#define CW_REPLAY_MAX_STEPS 10000	/* actions --step can step through */
#define CW_REPLAY_STEP_BYTES ((size_t)40 << 20)	/* the states --step keeps, in all */

/* What fixes the deals of the replay at file, read by the reader's own
** rules (its line ends, blanks, comments and card words): "seed N", or
** each deck line's cards by face, as a digest ("deck 5f3a..."), one line
** of the key a round, into key (n bytes; the rounds that do not fit, past
** some 780, are left out).
** A round's deck is the key of every round it was dealt in: a file that
** deals round 2 of a game as its round 1 deals the same cards. 0 when
** the file does not read or holds neither. */
#define CW_REPLAY_KEY_MAX 16384
int cw_replay_deal_key(const char *file, char *key, size_t n);
/* Whether two such keys share a line: the same deal somewhere. */
int cw_replay_keys_meet(const char *a, const char *b);

/* Verifies the replay in `file` with the variants on `path` (NULL-
** terminated). Prints the standings to out, and one `FILE:LINE: reason`
** line to errout on failure. Returns 0 when the file verifies (a game
** still in progress at the end of the file verifies so far), 1 when it
** does not, 2 when the file cannot be read. A last line without a
** newline that does not fit is a write cut short: the file verifies up
** to the line before it, with a warning naming it on errout. Text from
** the file is shown through text.h. */
int cw_replay_verify(const char *file, const char *const *path, FILE *out, FILE *errout);
/* The same on a file's contents held in memory (data, n bytes); name is
** what messages call the file. */
int cw_replay_verify_mem(const char *name, const char *data, size_t n, const char *const *path, FILE *out,
			 FILE *errout);

/* A replay loaded to go on playing it (REPL `load`, `play --resume`). */
typedef struct cw_replay_loaded {
	cw_runtime *rt;		/* owned */
	cw_game *g;		/* owned: the game after the file's last action */
	char variant[64];
	uint64_t seed;		/* 0 for a deck game */
	int nseats;
	char names[CW_MAX_SEATS + 1][32];
	uint32_t marked;	/* the last `round N` line the file holds */
	uint32_t scored;	/* the last round whose result the file holds, or
				** that ended before the file's last `round N` */
	long cut_at;		/* where the file's cut-short last line starts, when
				** it was left out (see cw_replay_verify); else -1 */
	cw_log log;		/* owned: the actions played, in canonical words */
} cw_replay_loaded;

/* Verifies the file as cw_replay_verify does (errors to errout) and, when
** it verifies, hands over the game where the file leaves it. Returns 0 on
** success; the caller then owns out's contents (cw_replay_loaded_free). */
int cw_replay_load(const char *file, const char *const *path, FILE *errout, cw_replay_loaded *out);
/* Frees what out owns; rt and g may have been taken (set to NULL) first. */
void cw_replay_loaded_free(cw_replay_loaded *l);

/* A replay loaded to step through (`serve --replay`): the game at its
** end with every event, and each step's state and event count. Step 0 is
** the deal, step k the state after the k-th action; the events of step k
** are ev[nev[k-1]] to ev[nev[k]] (from 0 for the deal). A viewer of step
** k reads the game with st[k] as its state and nev[k] as its event count,
** so it knows only what the seat knew then. */
typedef struct cw_replay_steps {
	cw_runtime *rt;		/* owned */
	cw_game *g;		/* owned: the game after the file's last action */
	char variant[64];
	int nseats;
	char *names[CW_MAX_SEATS + 2];	/* owned, [1..nseats]: the players' names */
	int n;			/* steps, the deal included */
	uint32_t *nev;		/* owned, [n] */
	cw_state **st;		/* owned, [n], each owned */
	const struct cw_roundlog *rounds;	/* each round's last state (for cw_render) */
	void *priv;		/* owned: what holds rounds, where the game's rules point */
} cw_replay_steps;

/* Verifies a replay (data: its n bytes in memory, or NULL to read the file
** `name`) and keeps every step, as `replay --step` does, up to
** CW_REPLAY_MAX_STEPS. The first line of errout is the reason it does not
** verify. Returns 0, 1 (does not verify) or 2 (unreadable); on 0 the
** caller owns out's contents (cw_replay_steps_free). */
int cw_replay_steps_load(const char *name, const char *data, size_t n, const char *const *path, FILE *errout,
			 cw_replay_steps *out);
void cw_replay_steps_free(cw_replay_steps *s);
/* The bytes a loaded replay holds: its states and its runtime's Lua heap. */
size_t cw_replay_steps_bytes(const cw_replay_steps *s);

/* Shows the game of `file` as seat `as` (a number or a player name) saw
** it, or every card when as is NULL (--reveal): after each action the
** narration for that seat, through the core's per-seat filters. With
** step, the table after each action and a prompt read from in (Enter:
** next, b: back one action, q: quit; end of input shows the rest).
** Returns 0, 1 (the file does not verify), 2 (unreadable, or no such seat). */
int cw_replay_show(const char *file, const char *const *path, const char *as, int step, FILE *in, FILE *out,
		   FILE *errout);
/* Writes the redacted log of the game for seat `as` (docs/replay-format.md,
** "Redacted logs"): no seed or deck, the actions that seat may know of,
** private arguments as ##, and `seen` lines for the faces it saw. */
int cw_replay_export(const char *file, const char *const *path, const char *as, FILE *out, FILE *errout);
/* Verifies `file` up to line `upto` and copies its lines 1..upto into a
** new temporary replay whose name is written to tmp (n bytes). */
int cw_replay_prefix(const char *file, const char *const *path, int upto, char *tmp, size_t n, FILE *errout);

#endif
