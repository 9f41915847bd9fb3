/*
** Writing a game as a replay file (docs/replay-format.md) while it is
** played: the header first, then every action as it happens, appended and
** flushed, so a crash or a closed terminal loses nothing that was played.
**
** A recording is never lost nor clobbered: a new file is created with
** O_EXCL|O_NOFOLLOW and mode 0600 (never an existing file, never through
** a symlink), under a name made unique by the caller and by a "-2", "-3"
** ... suffix when it is taken anyway; the file is locked (flock) while
** it is recorded, so it has one writer; when a write fails (a full
** disk) the file is cut back to its complete lines and recording stops.
*/
#ifndef CW_RECORD_H
#define CW_RECORD_H

#include <stdint.h>
#include <stdio.h>
#include <sys/stat.h>
#include "../core/core.h"

typedef struct cw_record {
	FILE *f;		/* owned; NULL once a write failed */
	char *path;		/* owned: the file's name */
	long good;		/* bytes of complete lines in the file */
	uint32_t round;		/* the last round whose marker was written */
	uint32_t scored;	/* the last round whose result was written */
	uint32_t next;		/* the first event of the log not yet written */
	int32_t total[CW_MAX_SEATS + 1];	/* the totals after round `scored` */
	int kept_cut;		/* cw_record_append made records comments (bits: 1 cut short, 2 not read) */
	/* Owned: the file as it stood after each write (its size and what
	** it held), for an undo to cut it back to, comments and all. */
	struct cw_record_point *points;
	size_t npoints, cappoints;
} cw_record;

/* Starts a new replay file at path (or path with "-N" before its
** extension, when path is taken) with the game's header, and the rounds
** of g that ended at their deal (DES-A2). rules is the "k=v k=v" text of
** the options; names[1..nseats]. r->path is the name used. */
int cw_record_open(cw_record *r, const char *path, const char *variant, const char *rules,
		   const char *const *names, int nseats, uint64_t seed, const cw_game *g, cw_err *err);
/* The same with the game so far: the header and the given actions (a
** loaded replay recorded on in a new file). */
int cw_record_start(cw_record *r, const char *path, const char *variant, const char *rules,
		    const char *const *names, int nseats, uint64_t seed, const int *seats, char *const *texts,
		    int n, const cw_game *g, cw_err *err);
/* Goes on recording the game g in the existing replay file path (play
** --resume): not through a symlink, locked (an error when another
** cardwright records it). cut_at >= 0 first cuts the file there (a last
** line cut short, a stale restock: cw_replay_loaded.cut_at), then writes
** back what followed: its comment and blank lines as they were, its
** records as comments (kept_cut, cw_record_kept_note); a last line
** without a newline gets one.
** marked: the last `round N` the file holds, scored: the last round
** whose `result` it holds (or that ended before its marker); the rounds
** the game ended and dealt after the file's last action are written
** (their results, markers and a real table's deck lines). */
int cw_record_append(cw_record *r, const char *path, long cut_at, uint32_t marked, uint32_t scored,
		     const cw_game *g, const char *const *names, cw_err *err);
/* Rewrites the recording with the given actions (after undo). Where the
** file stood at g's position once (an undo to a decision made since the
** file was started or resumed), it is cut back to that, and keeps every
** line before it, comments included. Else the new file is written beside
** it, locked, renamed into place, and recording goes on in it. On failure
** the recording is unchanged. */
int cw_record_rewrite(cw_record *r, const char *variant, const char *rules, const char *const *names,
		      int nseats, uint64_t seed, const int *seats, char *const *texts, int n, const cw_game *g,
		      cw_err *err);
/* Writes what happened since the last call: round markers (with `lead
** NAME` when a draw chose who leads the round, PW-20), the action `seat
** text` with the outcome of a layout shuffle it made (`= 4 3 2 1`) unless
** the engine marked it CW_ACT_UNWRITTEN (a pass in a reaction window,
** which replays leave out), and result/total lines of rounds that ended. */
int cw_record_action(cw_record *r, const cw_game *g, int seat, const char *text, const char *const *names, cw_err *err);
/* The lines of what the game did since the last action written with no
** action of its own (a held round end released: its result and totals). */
int cw_record_marks(cw_record *r, const cw_game *g, const char *const *names, cw_err *err);
/* What to tell of the records cw_record_append made comments; NULL: none. */
const char *cw_record_kept_note(const cw_record *r);
/* The match is over and its last line written: the file's lock is let
** go, so that the game is no longer in play (cw_record_in_play) while
** its table stays open. Nothing more may be written to it. */
void cw_record_finish(cw_record *r);
void cw_record_close(cw_record *r);

/* Whether a game is being recorded into path now (a recorder holds its
** lock): this cardwright's or another's. */
int cw_record_live(const char *path);
/* Whether the game of the replay at path is still being played: the file
** (or the one a link names) is being recorded, or a recording in play in
** the games directory, or one a marker there names, deals from the same
** seed or deck (a copy of it, or a game saved from the table with `save`). */
int cw_record_in_play(const char *path);
/* Whether a recording in play (as cw_record_in_play finds them), other
** than the file self (NULL: none), deals as key (cw_replay_deal_key's). */
int cw_record_deal_in_play(const char *key, const struct stat *self);
/* Whether a game dealt from seed is in play, as cw_record_in_play finds
** one: a new game of a seed the user chose would deal its cards again. */
int cw_record_seed_in_play(uint64_t seed);
/* The same for a run that deals many games (sim, check, test): the games
** in play when it is first asked, asked once (thread-safe). */
int cw_record_seed_dealt(uint64_t seed);
/* What a refusal says of a file cw_record_in_play found in play. */
#define CW_RECORD_IN_PLAY "deals as a game still in play (its recording, a copy or a save of it, or a game of its seed)"
/* Names the recording at path, kept outside the games directory, by a
** marker there, locked while it is held (cw_record_in_play finds its
** copies). Returns the marker's descriptor with *marker its path (owned),
** or -1 with *marker NULL where none is needed or none can be made. */
int cw_record_mark(const char *recording, char **marker);
/* Takes the marker away (nothing when *marker is NULL). */
void cw_record_unmark(char **marker, int fd);
/* Writes a whole replay to path atomically (a temporary file, created
** as a new file of mode 0600, renamed into place): the header and the
** given actions; a file past CW_REPLAY_MAX_BYTES is refused, none written.
** An existing replay is replaced when it deals as this game (the game
** saved again), or when other_game is set (a run's own files); else it
** is another game's, and nothing is written. */
int cw_record_save(const char *path, const char *variant, const char *rules, const char *const *names,
		   int nseats, uint64_t seed, const int *seats, char *const *texts, int n,
		   const cw_game *g, int other_game, cw_err *err);

#endif
