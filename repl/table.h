/*
** The table layer: what every front end (the REPL and `play`, `replay`,
** `sim`, `check`) needs around the engine, in one place.
**
**   configuration  a runtime with the variant loaded, the variant's
**                  simulate rules (for tables of bots), the `--rule K=V`
**                  options and the seat count, with one error text per
**                  fault;
**   the table      that runtime, its game dealt from a seed, the action
**                  log (log.h) and the recording (record.h) of the game;
**   bots           the one formula for a seat's bot stream from the seed;
**   winners        by the variant's `wins` (lowest or highest total);
**   limits         the bounds of players, games (and game budgets) and
**                  seeds, read from argument text with one error text each.
**
** The front ends are programs over it: they read their arguments and
** their input, and say what happened.
*/
#ifndef CW_TABLE_H
#define CW_TABLE_H

#include <stdint.h>
#include "log.h"
#include "record.h"
#include "../core/core.h"
#include "../lua/runtime.h"

/* ---- configuration ---- */

/* What a table is made of. Every pointer is borrowed for the call. */
typedef struct cw_table_config {
	const char *const *path;	/* variant directories, NULL-terminated */
	const char *variant;		/* a name on the path, or a file */
	const char *const *rules;	/* "k=v" options, later ones win */
	int nrules;
	const char *const *extra;	/* more "k=v", after rules (sim --compare) */
	int nextra;
	int simulate;			/* the variant's simulate rules first (a table of bots) */
	int recorded_rules;		/* rules are a recording's (every option): set, not named (cw_runtime_name_option) */
	int nseats;			/* 0: leave the runtime unconfigured */
	long budget;			/* instructions per hook call; 0: the default */
	struct cw_roundlog *rounds;	/* when given, watches each round's end from the
					** first deal on (a round can end at its deal, DES-A2) */
} cw_table_config;

/* A runtime with the variant loaded, the rules set and, when nseats is
** given, configured for that many seats. Caller owns the result
** (cw_runtime_free); NULL with err set on failure:
**   CW_ENOTFOUND  no such variant on the path;
**   CW_EINVAL     a rule that is not NAME=VALUE, or an option or value the
**                 variant does not have;
**   CW_EPLAYERS   the variant is not played by that many seats;
**   CW_ESCRIPT    the variant's script fails to load. */
cw_runtime *cw_table_runtime(const cw_table_config *c, cw_err *err);
/* Sets one "k=v" option on a runtime not yet configured; named: as a
** person's words (cw_runtime_name_option), not a recording's. */
int cw_table_set_rule(cw_runtime *rt, const char *kv, int named, cw_err *err);
/* Whether two NAME=VALUE words set the same option. */
int cw_table_same_rule(const char *a, const char *b);

/* ---- the table ---- */

typedef struct cw_table {
	cw_runtime *rt;		/* owned */
	cw_game *g;		/* owned; started */
	uint64_t seed;
	int nseats;
	char *rules_text;	/* owned: every option as "k=v ..." (the replay header) */
	cw_log log;		/* owned: the actions applied */
	cw_record rec;		/* owned: the recording; rec.f NULL when not recording */
	char *live;		/* owned: a recording outside the games directory is
				** named there by this marker, locked while in play
				** (cw_record_in_play finds its copies); else NULL */
	int live_fd;		/* the marker's, while live is set */
} cw_table;

/* Opens c's runtime, creates the game with this seed and deals it. On
** failure t holds nothing (no cw_table_close needed). */
int cw_table_open(cw_table *t, const cw_table_config *c, uint64_t seed, cw_err *err);
/* A seed nobody at the table can know beforehand: the system's entropy
** (/dev/urandom), else the clock and the process id. */
uint64_t cw_table_secret_seed(void);
/* Takes over a runtime and a game already played (a loaded replay) with
** its log; t then owns all three (log's contents move, log is emptied). */
int cw_table_adopt(cw_table *t, cw_runtime *rt, cw_game *g, uint64_t seed, cw_log *log, cw_err *err);
/* Frees what t owns (closing the recording) and zeroes it. */
void cw_table_close(cw_table *t);

/* Nonzero, with err, when the game holds as many actions as a recording
** may (CW_TABLE_MAX_RECORDED_ACTIONS): no action may be played on. */
int cw_table_full(const cw_table *t, cw_err *err);
/* Releases a round's end held for the knocking (knock.h): the round is
** scored and the next dealt, and the recording gets their lines. */
int cw_table_release(cw_table *t, const char *const *names, cw_err *err);
/* Keeps an action just applied by seat: in the log, then in the
** recording when there is one. A log that cannot grow is CW_ENOMEM; a
** recording that cannot be written is CW_EIO with the log kept. */
int cw_table_keep(cw_table *t, int seat, const char *text, const char *const *names, cw_err *err);
/* Starts recording the game to path (the header, then each action kept). */
int cw_table_record(cw_table *t, const char *path, const char *variant, const char *const *names, cw_err *err);
/* Goes on recording in path, a replay of this game up to now (play
** --resume): appended, locked, never through a symlink; cut_at >= 0 first
** cuts a last line left short (cw_replay_loaded.cut_at); marked is the
** last `round N` the file holds, scored the last round whose result it
** holds (cw_replay_loaded.marked, .scored). */
int cw_table_record_on(cw_table *t, const char *path, long cut_at, uint32_t marked, uint32_t scored,
		       const char *const *names, cw_err *err);
/* Starts a new recording at path holding the game so far (a loaded replay
** played on), then each action kept. */
int cw_table_record_start(cw_table *t, const char *path, const char *variant, const char *const *names,
			  cw_err *err);
/* Rewrites the recording with the game as the log has it now (after an
** undo): written beside it and renamed into place, recording going on
** there; on failure the recording is unchanged. */
int cw_table_record_again(cw_table *t, const char *variant, const char *const *names, cw_err *err);
/* Writes the game so far to path atomically (record.h's cw_record_save). */
int cw_table_save(const cw_table *t, const char *path, const char *variant, const char *const *names,
		  cw_err *err);

/* ---- bots and winners ---- */

/* The seed of seat's bot stream in the game of this seed: the same in the
** REPL, sim and check, so a table of bots plays the same game in each. */
uint64_t cw_table_bot_seed(uint64_t seed, int seat);
/* The seats with the best match total by the variant's `wins` (the lowest,
** or the highest: Desmoche's chips, DES-B1), as a mask of bits 1 << seat;
** the best total into *best when best is not NULL. */
uint32_t cw_table_winners(cw_runtime *rt, const cw_game *g, int32_t *best);

/* Whether the first action from event ev on is one only its seat saw (a
** pass in a window that asked it alone, DES-P7, DES-A4): an undo with
** others to ask never goes back to it alone, as asking them would tell
** them the window asked that seat. */
int cw_table_private_action(const cw_game *g, uint32_t ev);

/* ---- limits of arguments ---- */

#define CW_TABLE_MAX_GAMES 1000000000L	/* sim --games */
#define CW_TABLE_MAX_CHECK_GAMES 100000000L	/* check --games, --max-games */
#define CW_TABLE_MAX_SEED 0x7fffffffffffffffLL
/* The actions a game (a whole match) played by bots alone (sim, check) may
** take, and the bots' actions in a row at a table (play, serve, between two
** of a person's actions or with no person seated): a match whose
** match_over never answers true (Desmoche's hands = 0) would run for ever,
** its log and recording growing.
** The longest match of the variants here (8 seats, 1000 rounds) takes
** about 44,000. */
#define CW_TABLE_MAX_GAME_ACTIONS 50000L
/* The most actions a recording holds: the reader's limit
** (CW_REPLAY_MAX_ACTIONS, implied passes included). A game played on
** past it would leave a file that neither replays nor resumes. */
#define CW_TABLE_MAX_RECORDED_ACTIONS 100000L
/* The hook work (Lua instructions and the library's steps, as the sandbox
** counts them) a game played by bots alone may use: the game's own hooks
** and the greedy seats' look-ahead, not the search bots' searches (each
** bounded by CW_MCTS_HOOK_WORK). Each call is bounded, and a game by its
** actions, but hooks that use most of their budget on every call would
** make one game take minutes. About 8 s of Lua on the 2-core machine of
** 2026; the variants here use at most about 10^5 a match with greedy
** seats. */
#define CW_TABLE_MAX_GAME_WORK 1000000000LL

/* The variant as a recording names it: a file by its absolute path, so
** that the recording replays from any directory; a name as it is. Returns
** buf (n bytes), holding the variant as given when the file's path
** cannot be made absolute or does not fit. */
const char *cw_table_variant_ref(const char *variant, char *buf, size_t n);

/* Whether name (len bytes) is a word a recording's line begins with
** (round, result, deck, ...): no seat may have it as its name, or its
** actions' lines would read as those records. */
int cw_table_record_word(const char *name, size_t len);
/* A person's name as a recording holds it and reads it back as the same
** person: 1 to CW_TABLE_MAX_NAME bytes of printable UTF-8, no space, '='
** or '#' (a replay's words, pairs and comments), and no leading digit
** (cw_bot_seat_word also refuses a bot's recorded name). CW_OK, or
** CW_EINVAL and one line naming it (`what`: the option, "--players"). */
#define CW_TABLE_MAX_NAME 31
int cw_table_person_name(const char *what, const char *name, size_t len, cw_err *err);
/* Whether name may sit at a table beside `earlier`, a name taken there
** already: not the same, nor one that differs only in capitals ("pass the
** terminal to ana" must not read as Ana). CW_OK, or CW_EINVAL naming
** both (`what`: the option). */
int cw_table_name_beside(const char *what, const char *earlier, const char *name, cw_err *err);


/* Each reads the whole text as a decimal number within its bounds, or
** fails with CW_EINVAL and one line naming the option and the bounds
** (`what`: the option as the user typed it, "--players"). */
int cw_table_arg_players(const char *what, const char *s, int *out, cw_err *err);
int cw_table_arg_games(const char *what, const char *s, long max, long *out, cw_err *err);
int cw_table_arg_seed(const char *what, const char *s, uint64_t *out, cw_err *err);

#endif
