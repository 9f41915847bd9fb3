/*
** `cardwright serve`: see serve.h and docs/protocol.md.
**
** The tables (everything about a game and its seats) are kept apart from
** the connections (who is attached, what they were sent): a table is a
** cw_table from the table layer with its seats' secrets and bots.
*/
#define _GNU_SOURCE
#include "serve.h"
#include "../core/clock.h"
#include "../core/file.h"
#include "../core/text.h"
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <libwebsockets.h>
#include <limits.h>
#include <netinet/in.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <signal.h>
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statvfs.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "bot.h"
#include "mcts.h"
#include "lobby.h"
#include "paths.h"
#include "record.h"
#include "render.h"
#include "replay.h"
#include "roundlog.h"
#include "table.h"
#include "terms.h"
#include "undo.h"
#include "wire.h"
#include "knock.h"

#define MAX_TABLES 64
#define RECLAIM_MS (10 * 60 * 1000)	/* a table nobody came to, reclaimable after */
#define MAX_MSG 4096		/* bytes in one client message */
#define MAX_BETWEEN 16		/* a seat's out-of-turn actions between two moves (srv_table.between) */
#define RATE_PER_SEC 20		/* messages a connection may send each second... */
#define RATE_BURST 40		/* ...with this many at once */
/* A connection that has said nothing this many seconds after it opened
** is closed (a page says `hello` or `info` as it opens): idle sockets
** held open would take every descriptor and lock everybody out. */
#define FIRST_MESSAGE_S 10
/* A quiet connection is pinged after PING_S; one whose peer answers
** nothing (a pong, a message) within HANGUP_S is closed: a peer gone
** without a word (a dropped network) is seen as away, and a socket that
** never reads is not kept. */
#define PING_S 30
#define HANGUP_S 75
/* The most connections one address may hold at once: a quarter of the
** descriptors, at least PER_ADDRESS_MIN. */
#define PER_ADDRESS_MIN 32
#define TOKEN_BYTES 16		/* 128 bits */
#define MAX_UPLOAD (1 << 20)	/* bytes of a replay dropped on the page */
#define MAX_HELD ((size_t)128 << 20)	/* bytes all the dropped replays viewed at once may hold */
#define MAX_QUEUE (1 << 20)	/* bytes queued for a connection that does not read: then it is dropped */
#define STORY_BYTES (256 << 10)	/* the most of a frame's narration, its end kept */
#define TICK_US 250000		/* how often dropped seats are looked at */
#define BOT_SLICE_MS 100	/* the longest the bots play before the server answers others */
#define MAX_UNDO 32		/* undo points kept per table, the latest */

/* A moment a person may take back (undo): the game before their decision. */
typedef struct undo_point {
	cw_game *g;		/* owned clone, without the log */
	uint32_t nev;		/* the log's length then */
	int nlog;		/* the action log's length then */
} undo_point;

typedef struct srv_table {
	int id;			/* 1-based, in links */
	char variant[64];
	cw_table t;
	cw_render render;
	cw_terms terms;		/* what render's caller terms read (terms.h) */
	cw_roundlog rounds;	/* each round's last state, to tell its end (the game's rules point here) */
	int nseats;
	char *names[CW_MAX_SEATS + 2];	/* [1..nseats], NULL after */
	int human[CW_MAX_SEATS + 1];
	cw_bot bot[CW_MAX_SEATS + 1];
	uint8_t token[CW_MAX_SEATS + 1][TOKEN_BYTES];	/* only to print the links */
	uint8_t hash[CW_MAX_SEATS + 1][32];	/* SHA-256 of each token's hex text */
	/* presence: connections holding each seat, since when a seat has none,
	** and whether a bot plays it for its person (--takeover) */
	int present[CW_MAX_SEATS + 1];
	int came[CW_MAX_SEATS + 1];	/* its person has taken the seat since the server started */
	long long away[CW_MAX_SEATS + 1];	/* cw_clock_ms() as they left */
	int taken[CW_MAX_SEATS + 1];
	/* undo: the points, and an undo asked for and waiting for agreement */
	undo_point *undo;
	int nundo, undocap;
	int ask_by;		/* the seat asking; 0: none */
	const char *ask_why;	/* what it takes back, or NULL */
	uint32_t agreed;	/* the seats that agreed, as bits */
	int practice;
	char stuck[CW_ERRMSG_MAX + 64];	/* why a bot cannot play on (the variant's error), or "" */
	char unrecorded[CW_ERRMSG_MAX + 64];	/* why the recording stopped (a failed write), or "" */
	int pending;		/* bots still to play after a slice of their turns (table_advance) */
	long acts;		/* the bots' actions since then */
	int lobby;		/* opened from the page (may be reclaimed) */
	long long opened;	/* cw_clock_ms() when it was opened */
	/* Actions any seat may take between two decisions (DES-Q2's
	** offences), by each seat since the last other action: a few make a
	** record, thousands would only fill the game's room for actions. */
	int between[CW_MAX_SEATS + 1];
	/* An action of the seat that acts once a private window closes,
	** sent while it is open (table_act): taken then, as it would have
	** been at once had nobody been asked. */
	int queued_seat;
	uint32_t queued_round;	/* the round it was sent in */
	char queued[160];
	/* Where two or more people play: who is yet to knock for a window
	** that asks only some seats (knock.h), so that no wait tells who was
	** asked. */
	cw_knock knock;
} srv_table;

/* A queued frame: LWS_PRE bytes of room, then the text. */
typedef struct frame {
	struct frame *next;
	size_t len;
	unsigned char buf[];
} frame;

/* One WebSocket connection. */
typedef struct conn {
	struct lws *wsi;
	struct conn *next;	/* the list of all connections */
	int table;		/* 0: not joined yet */
	cw_replay_steps *replay;	/* a recorded game viewed (not owned when it is the served one) */
	int replay_owned;
	size_t replay_bytes;	/* what an owned replay holds (counted in `held`) */
	char *upload;		/* owned: a dropped replay arriving in parts */
	size_t uplen;
	size_t upcap;		/* bytes allocated for it (counted in `held`) */
	long long upsize;	/* the whole file's bytes, as its first part said; -1: not said */
	int seat;		/* with a table: 0 spectator, else the seat */
	uint32_t seen;		/* events narrated to it */
	uint32_t own_before;	/* the seat's own actions before it connected: told as the others' are */
	char *last_state;	/* owned: the last state frame sent, not sent again */
	frame *qh, *qt;
	size_t queued;		/* bytes in the queue */
	int dropped;		/* too far behind: being closed */
	char in[MAX_MSG + 1];
	size_t inlen;
	int oversized;
	int binary;		/* the message arriving came in binary frames */
	double bucket;
	long long last;		/* cw_clock_ns() at its last message */
	int spoke;		/* it has sent a message */
	char addr[64];		/* the peer's address */
} conn;

static srv_table *tables[MAX_TABLES];
static int ntables;
static conn *conns;
static char **vpath;
static volatile sig_atomic_t stop;
static struct lws_context *ctx;
static int lobby;		/* serve alone: tables are opened from the page */
static json_t *variants;	/* the lobby's list, made once (every variant is loaded) */
/* Each listed variant's `options` reply, made at its first asking and kept
** as the list is: loading a variant for each asking let a few dozen
** connections, each within its rate, keep the server busy. */
static json_t *options_made;
static cw_replay_steps served;	/* --replay FILE */
static int serving_replay;
static double grace = 60;	/* seconds a dropped seat keeps its place */
static int takeover;		/* after it, a bot plays the seat */
static lws_sorted_usec_list_t tick;

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
	if (ctx)
		lws_cancel_service(ctx);
}

/* ---- tables ---- */

static void hex(const uint8_t *b, int n, char *out)
{
	static const char d[] = "0123456789abcdef";
	for (int i = 0; i < n; i++) {
		out[2 * i] = d[b[i] >> 4];
		out[2 * i + 1] = d[b[i] & 15];
	}
	out[2 * n] = '\0';
}

/* The SHA-256 of a token's hex text: what is kept, in memory and beside
** the recording, to know the token again. */
static void token_hash(const char *text, uint8_t out[32])
{
	unsigned n = 32;
	if (!EVP_Digest(text, strlen(text), out, &n, EVP_sha256(), NULL))
		memset(out, 0, 32);
}

/* Whether a token typed as hex is the seat's, in time that does not
** depend on where they differ. */
static int token_equal(const uint8_t want[32], const char *text)
{
	uint8_t h[32];
	token_hash(text, h);
	return CRYPTO_memcmp(h, want, 32) == 0;
}

static void table_free(srv_table *st)
{
	if (!st)
		return;
	cw_table_close(&st->t);
	for (int i = 0; i < st->nundo; i++)
		cw_game_free(st->undo[i].g);
	cw_roundlog_clear(&st->rounds);
	for (int s = 1; s <= st->nseats; s++)
		free(st->names[s]);
	free(st->undo);
	free(st);
}

typedef struct table_args {
	const char *variant;
	const char *players;
	const char *rules[64];
	int nrules;
	uint64_t seed;
	int seeded;
	const char *record;
	int from_page;		/* opened from the lobby's page: its words, not the command line's flags */
} table_args;

/* Where a table is recorded: --record FILE, or the state directory's
** games/ as the REPL does, named after the variant's own name (a
** variant given as a file's path has slashes, which made the name a path
** into directories that do not exist). "" when there is nowhere. */
static void record_path(const table_args *a, const char *name, int id, char *buf, size_t n)
{
	char dir[900];
	buf[0] = '\0';
	if (a->record) {
		snprintf(buf, n, "%s", a->record);
		return;
	}
	if (!cw_paths_state("games", dir, sizeof dir))	/* the REPL's own, as it finds it */
		return;
	cw_paths_make_dirs(dir, 0700);
	time_t now = time(NULL);
	struct tm tm;
	localtime_r(&now, &tm);
	snprintf(buf, n, "%s/%04d%02d%02d-%02d%02d%02d-serve%d-%s.replay", dir, tm.tm_year + 1900, tm.tm_mon + 1,
		 tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, id, name);
}

/* The memory aid as the REPL has it: known face-down cards shown as the
** variant's memory_aid says. */
/* The render of a table whose game is dealt or resumed: the variant's
** words, the seats' names, each round's end watched, a caller's round
** score told by its terms (terms.h follows st->t's runtime and game). */
static void watch_table(srv_table *st)
{
	cw_render_for_variant(&st->render, st->t.rt);
	st->render.aid = cw_runtime_memory_aid(st->t.rt);
	st->render.names = (const char *const *)st->names;
	cw_roundlog_watch(&st->rounds, st->t.g);
	st->render.rounds = &st->rounds;
	st->terms = (cw_terms){ &st->t.rt, &st->t.g };
	cw_terms_attach(&st->render, &st->terms);
}

/* Beside the recording FILE, FILE.seats: the table's number and each
** person seat's token hash, so that `serve --resume FILE` knows the same
** links again. Never the tokens. Written whole, then renamed. */
static int write_seats(const srv_table *st, const char *path, cw_err *err)
{
	char file[1100], tmp[1110];
	snprintf(file, sizeof file, "%s.seats", path);
	snprintf(tmp, sizeof tmp, "%s.tmp", file);
	/* a file of our own, new: a link planted at the name is removed, not
	** followed; only its owner reads the hashes */
	unlink(tmp);
	int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
	FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
	if (!f) {
		if (fd >= 0)
			close(fd);
		return cw_error_fail(err, CW_EIO, "cannot write %s: %s", tmp, strerror(errno));
	}
	fprintf(f, "cardwright-serve-seats 1\ntable %d\n", st->id);
	for (int s = 1; s <= st->nseats; s++)
		if (st->human[s]) {
			char h[65];
			hex(st->hash[s], 32, h);
			fprintf(f, "seat %d %s\n", s, h);
		}
	if (fclose(f) || rename(tmp, file)) {
		remove(tmp);
		return cw_error_fail(err, CW_EIO, "cannot write %s", file);
	}
	return 0;
}

static uint32_t knockers(const srv_table *st);

/* A line of a seats file without its newline; 0 at the end, or for a
** line with a NUL or no newline (serve ends each with one). */
static int seats_line(FILE *f, char *line, size_t n)
{
	if (!fgets(line, (int)n, f))
		return 0;
	size_t len = strlen(line);
	if (!len || line[len - 1] != '\n')
		return 0;	/* a NUL inside, a line too long or cut short */
	line[len - 1] = '\0';
	return 1;
}

/* Whether a line is exactly the format's text (no other byte around). */
static int same_line(const char *line, const char *fmt, ...)
{
	char want[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(want, sizeof want, fmt, ap);
	va_end(ap);
	return !strcmp(line, want);
}

/* Reopens a table from its recording (verified) and FILE.seats. */
static srv_table *table_resume(const char *file, cw_err *err)
{
	char sfile[1100], line[256];
	snprintf(sfile, sizeof sfile, "%s.seats", file);
	cw_err ferr;
	FILE *f = cw_file_open(sfile, 1 << 16, NULL, &ferr);	/* a regular file: a FIFO would hang the server */
	if (!f) {
		cw_error_fail(err, CW_EIO, "cannot read %s: %s; expected the seats file serve writes beside a recording", sfile,
			      ferr.msg);
		return NULL;
	}
	srv_table *st = calloc(1, sizeof *st);
	/* Each line exactly as serve writes it (write_seats): a NUL, a second
	** line for one seat, one hash for two seats or no seat at all is a
	** file serve did not write, and would leave seats nobody can take. */
	int ok = st && seats_line(f, line, sizeof line) && !strcmp(line, "cardwright-serve-seats 1") &&
		 seats_line(f, line, sizeof line) && sscanf(line, "table %d", &st->id) == 1 && st->id >= 1 &&
		 st->id <= MAX_TABLES && same_line(line, "table %d", st->id);
	int seat;
	char h[80];
	while (ok && seats_line(f, line, sizeof line)) {
		ok = sscanf(line, "seat %d %64s", &seat, h) == 2 && seat >= 1 && seat <= CW_MAX_SEATS && strlen(h) == 64 &&
		     !st->human[seat] && same_line(line, "seat %d %s", seat, h);
		for (int i = 0; ok && i < 32; i++) {
			unsigned v;
			ok = isxdigit((unsigned char)h[2 * i]) && isxdigit((unsigned char)h[2 * i + 1]) &&
			     sscanf(h + 2 * i, "%2x", &v) == 1;
			st->hash[seat][i] = (uint8_t)v;
		}
		for (int o = 1; ok && o < seat; o++)
			ok = !st->human[o] || memcmp(st->hash[o], st->hash[seat], 32);
		if (ok)
			st->human[seat] = 2;	/* named in the file */
	}
	ok = ok && !ferror(f);	/* no seat at all: a table of bots */
	fclose(f);
	if (!ok) {
		cw_error_fail(err, CW_EINVAL, "%s: not a seats file: expected 'cardwright-serve-seats 1', 'table N', "
			"then a 'seat N HASH' line for each person's seat, each seat once, each hash its own", sfile);
		free(st);
		return NULL;
	}
	cw_replay_loaded L;
	int rc;
	memset(&L, 0, sizeof L);
	char *why = NULL;
	size_t whylen = 0;
	FILE *errout = open_memstream(&why, &whylen);
	rc = errout ? cw_replay_load(file, (const char *const *)vpath, errout, &L) : -1;
	if (errout)
		fclose(errout);
	if (rc) {
		/* The loader's first line says what is wrong, with the line. */
		char *nl = why ? strchr(why, '\n') : NULL;
		if (nl)
			*nl = '\0';
		cw_error_fail(err, CW_EINVAL, "%s (no table resumed)", why && *why ? why : file);
		free(why);
		free(st);
		return NULL;
	}
	free(why);
	for (int s = L.nseats + 1; s <= CW_MAX_SEATS; s++)
		if (st->human[s]) {
			cw_error_fail(err, CW_EINVAL, "%s.seats names seat %d; the game has %d seats (no table resumed)", file,
				      s, L.nseats);
			cw_replay_loaded_free(&L);
			free(st);
			return NULL;
		}
	snprintf(st->variant, sizeof st->variant, "%s", L.variant);
	st->nseats = L.nseats;
	for (int s = 1; s <= st->nseats; s++) {
		st->names[s] = strdup(L.names[s][0] ? L.names[s] : "seat");
		st->human[s] = st->human[s] == 2;
		if (!st->human[s]) {
			/* named as table_open names bots (bot3); an older
			** recording's seat by its kind ("greedy"), else greedy */
			int kind = cw_bot_recorded_kind(st->names[s]);
			if (kind == CW_BOT_HUMAN)
				kind = cw_bot_kind(st->names[s]);
			cw_bot_init(&st->bot[s], kind == CW_BOT_HUMAN ? CW_BOT_GREEDY : kind, cw_table_bot_seed(L.seed, s));
		}
	}
	long cut_at = L.cut_at;	/* a last line left short by the kill, cut first */
	uint32_t marked = L.marked, scored = L.scored;
	rc = cw_table_adopt(&st->t, L.rt, L.g, L.seed, &L.log, err);
	L.rt = NULL;
	L.g = NULL;
	cw_replay_loaded_free(&L);
	if (rc) {
		table_free(st);
		return NULL;
	}
	watch_table(st);	/* as a table opened afresh shows it */
	cw_knock_resume(&st->knock, st->t.g, knockers(st));	/* as it was played to where it stopped */
	if (cw_table_record_on(&st->t, file, cut_at, marked, scored, (const char *const *)st->names, err)) {
		table_free(st);
		return NULL;
	}
	if (cw_record_kept_note(&st->t.rec))
		fprintf(stderr, "cardwright: %s\n", cw_record_kept_note(&st->t.rec));
	return st;
}

/* Opens a table from its arguments; a one-line error (without the
** program's name) in err on failure. */
static srv_table *table_open(const table_args *a, int id, cw_err *err)
{
	srv_table *st = calloc(1, sizeof *st);
	if (!st) {
		cw_error_fail(err, CW_ENOMEM, "out of memory");
		return NULL;
	}
	st->id = id;
	snprintf(st->variant, sizeof st->variant, "%s", a->variant);
	/* --players ana,ben,bot: a name per seat; bot kinds are bots, named
	** in the recording as play names them (bot3), so that it replays and
	** resumes with them */
	const char *p = a->players ? a->players : "ana,ben";
	const char *what = a->from_page ? "players" : "--players";	/* as the person gave them */
	int kind[CW_MAX_SEATS + 1], budget[CW_MAX_SEATS + 1];
	while (*p) {
		const char *e = strchr(p, ',');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		if (st->nseats == CW_MAX_SEATS) {
			cw_error_fail(err, CW_EINVAL, "%s: at most %d seats", what, CW_MAX_SEATS);
			goto fail;
		}
		if (!len || len > 32) {
			cw_error_fail(err, CW_EINVAL, "%s: expected names of 1 to 32 characters separated by commas", what);
			goto fail;
		}
		int s = ++st->nseats;
		/* a bot's word, or a person's name as the recording holds it and reads it back */
		if (cw_bot_seat_word(what, p, len, &kind[s], &budget[s], err))
			goto fail;
		st->human[s] = kind[s] == CW_BOT_HUMAN;
		char bname[24];
		if (!st->human[s])
			cw_bot_seat_name(kind[s], s, bname, sizeof bname);
		st->names[s] = st->human[s] ? strndup(p, len) : strdup(bname);
		if (!st->names[s]) {
			cw_error_fail(err, CW_ENOMEM, "out of memory");
			goto fail;
		}
		for (int k = 1; k < s; k++)
			if (cw_table_name_beside(what, st->names[k], st->names[s], err))
				goto fail;
		p += len + (e ? 1 : 0);
		if (e && !*p) {
			cw_error_fail(err, CW_EINVAL, "%s: a name is missing after the last comma", what);
			goto fail;
		}
	}
	cw_table_config tc = { .path = (const char *const *)vpath, .variant = a->variant,
			       .rules = a->rules, .nrules = a->nrules, .nseats = st->nseats, .rounds = &st->rounds };
	uint64_t seed = a->seeded ? a->seed : 0;
	if (!a->seeded && getrandom(&seed, sizeof seed, 0) != sizeof seed) {
		cw_error_fail(err, CW_EIO, "no random seed from the system");
		goto fail;
	}
	seed &= (uint64_t)CW_TABLE_MAX_SEED;
	if (cw_table_open(&st->t, &tc, seed, err))
		goto fail;
	watch_table(st);	/* each round's end watched from the deal (tc.rounds) */
	for (int s = 1; s <= st->nseats; s++) {
		if (st->human[s]) {
			if (getrandom(st->token[s], TOKEN_BYTES, 0) != TOKEN_BYTES) {
				cw_error_fail(err, CW_EIO, "no random token from the system");
				goto fail;
			}
			char h[2 * TOKEN_BYTES + 1];
			hex(st->token[s], TOKEN_BYTES, h);
			token_hash(h, st->hash[s]);
		} else {
			cw_bot_init(&st->bot[s], kind[s], cw_table_bot_seed(seed, s));
			cw_bot_set_budget(&st->bot[s], budget[s]);
		}
	}
	/* a window at the first deal (DES-A4): every person knocks */
	cw_knock_window(&st->knock, st->t.g, cw_knock_opened(st->t.g, 0, NULL), knockers(st));
	char path[1024];
	record_path(a, cw_runtime_variant_name(st->t.rt), id, path, sizeof path);
	if (path[0] && (cw_table_record(&st->t, path, a->variant, (const char *const *)st->names, err) ||
			write_seats(st, st->t.rec.path ? st->t.rec.path : path, err)))
		goto fail;
	return st;
fail:
	table_free(st);
	return NULL;
}

/* Whether a person plays the seat now: not a bot's seat, and not taken
** over by a bot while its person is away. */
static int person_plays(const srv_table *st, int seat)
{
	return st->human[seat] && !st->taken[seat];
}

/* The people who knock in turn (knock.h): the seats a person plays now. */
static uint32_t knockers(const srv_table *st)
{
	uint32_t m = 0;
	for (int s = 1; s <= st->nseats; s++)
		if (person_plays(st, s) && !(st->t.rt && st->t.g && cw_runtime_folded(st->t.rt, st->t.g->st, s)))
			m |= CW_SEATBIT(s);	/* a seat that folded (public) answers nothing: no knock */
	return m;
}

/* While people knock: the one who must knock before the game's actor may
** act (`now`), else the person the window asks who answers now
** (`asked`, its answer its knock), and the seat every frame names as the
** one to act (`pub`): one of those, else the first yet to knock. 0 when
** nobody is to knock. */
static int knocking(const srv_table *st, int *now, int *asked)
{
	const cw_state *g = st->t.g->st;
	*now = *asked = 0;
	if (!st->knock.left || g->status != CW_ST_PLAY)
		return 0;
	*now = cw_knock_before_actor(&st->knock, g);
	if (!*now && cw_knock_answering(g) && person_plays(st, g->actor) && (st->knock.left & CW_SEATBIT(g->actor)))
		*asked = g->actor;
	return *now ? *now : *asked ? *asked : cw_knock_due(&st->knock, g->nseats, 0);
}

/* After seat's action a, applied: its answer in a window is its knock; a
** discard a claim may answer, or a window just opened, starts the
** knocking (knock.h). */
static void knock_on(srv_table *st, const cw_action *a, int seat, int answered, const cw_knock_mark *was)
{
	if (answered)
		cw_knock_done(&st->knock, seat);
	if (!cw_knock_after(&st->knock, st->t.g, a, seat, knockers(st)))
		cw_knock_window(&st->knock, st->t.g, cw_knock_opened(st->t.g, seat, was),
				knockers(st));
}

/* The seats of people (taken over or not), as bits: what undo asks. */
static uint32_t people(const srv_table *st)
{
	uint32_t m = 0;
	for (int s = 1; s <= st->nseats; s++)
		if (st->human[s])
			m |= 1u << s;
	return m;
}

static void broadcast(int table);

/* The bots' turns go in slices of BOT_SLICE_MS between which the server
** answers every connection: a table of search bots playing a long match
** held the only thread for minutes. A table with bots still to play is
** `pending`; on_bots takes the pending tables up in turn, from where the
** last pass stopped, as soon as the loop has served what came in, and
** all of them together get one slice a pass (a slice each let many
** tables of bots keep the server from answering for a minute). */
static lws_sorted_usec_list_t bots_sul;
static int bots_scheduled, bots_next;

static void table_advance_until(srv_table *st, long long end);
static void bots_later(void);
static void play_queued(srv_table *st);

static void on_bots(lws_sorted_usec_list_t *sul)
{
	(void)sul;
	bots_scheduled = 0;
	long long end = cw_clock_ms() + BOT_SLICE_MS;
	int played = 0;
	for (int k = 0; k < ntables; k++) {
		int i = (bots_next + k) % ntables;
		srv_table *st = tables[i];
		if (!st || !st->pending)
			continue;
		if (played && cw_clock_ms() >= end) {
			bots_next = i;
			bots_later();
			return;
		}
		table_advance_until(st, end);
		if (!st->pending)
			play_queued(st);
		broadcast(st->id);
		played = 1;
		bots_next = (i + 1) % ntables;
	}
}

static void bots_later(void)
{
	if (ctx && !bots_scheduled) {
		bots_scheduled = 1;
		lws_sul_schedule(ctx, 0, &bots_sul, on_bots, 1000);
	}
}

/* An undo asked for is off once the game moves on, as every seat sees it
** move: an action only its actor sees (a pass in a private window,
** DES-P7) leaves the ask, which would otherwise end in a frame that tells
** the others someone was asked. */
static void moved_on(srv_table *st, const cw_action *a, int seat)
{
	if (st->t.g->verbs->v[a->verb].private_args != CW_PRIVATE_ALL)
		st->ask_by = 0;
	if (!st->t.g->verbs->v[a->verb].any_seat)
		memset(st->between, 0, sizeof st->between);
	else if (seat >= 1 && seat <= CW_MAX_SEATS)
		st->between[seat]++;
}

/* Applies the actor's action; a round it ends waits for the knocking
** (knock.h). */
static int apply_held(srv_table *st, const cw_action *a, cw_err *err)
{
	cw_knock_hold(st->t.g, knockers(st), 1);
	int rc = cw_engine_apply(st->t.g, a, err);
	cw_knock_hold(st->t.g, 0, 0);
	return rc;
}

/* A failed write stops the recording, play goes on: the server's log and
** every seat's next frame say so, once. */
static void recording_failed(srv_table *st, const cw_err *err)
{
	fprintf(stderr, "cardwright: table %d: %s (play goes on)\n", st->id, err->msg);
	if (!st->t.rec.f && !st->unrecorded[0])
		snprintf(st->unrecorded, sizeof st->unrecorded, "%s", err->msg);
}

/* An action applied, into the log and the recording (cw_table_keep). */
static void keep(srv_table *st, int seat, const char *text)
{
	cw_err err;
	if (cw_table_keep(&st->t, seat, text, (const char *const *)st->names, &err))
		recording_failed(st, &err);
}

/* A round's end held while people knocked, once all have (knock.h). 0
** when the variant failed there: the table is stuck, and says why. */
static int release_end(srv_table *st)
{
	cw_err err;
	if (!cw_knock_release_due(&st->knock, st->t.g) ||
	    !cw_table_release(&st->t, (const char *const *)st->names, &err))
		return 1;
	if (!cw_engine_held(st->t.g)) {	/* released; its lines not written, as cw_table_keep's */
		recording_failed(st, &err);
		return 1;
	}
	snprintf(st->stuck, sizeof st->stuck, "the round's end cannot be scored: %s", err.msg);
	fprintf(stderr, "cardwright: table %d: %s\n", st->id, st->stuck);
	return 0;
}

/* Lets the bots play until a person must act or the game ends, or until
** `end` (the monotonic clock's milliseconds) once one bot has played:
** then the table is pending and on_bots takes it up again. */
static void bots_play(srv_table *st, long long end);

static void table_advance_until(srv_table *st, long long end)
{
	st->stuck[0] = '\0';
	/* the bots' turns between two of a person's actions: a game's
	** budget of hook work in all (repl.c's advance), checked between
	** their actions, and no hook call starts past it within one; it
	** lasts across the slices of one run of turns (pending) */
	if (!st->pending) {
		cw_runtime_work_budget(st->t.rt, CW_TABLE_MAX_GAME_WORK);
		st->acts = 0;
	}
	bots_play(st, end);
	if (!st->pending)
		cw_runtime_work_budget(st->t.rt, 0);
}

static void bots_play(srv_table *st, long long end)
{
	cw_err err;
	cw_game *g = st->t.g;
	if (!release_end(st))
		return;
	st->pending = 0;
	for (int played = 0; g->st->status == CW_ST_PLAY && !person_plays(st, g->st->actor); played++) {
		cw_action a;
		char text[CW_ACTION_TEXT_MAX];
		int seat = g->st->actor;
		cw_error_clear(&err);
		/* the people before this seat in the window's order knock
		** first (a bot answers at once; its turn waits for every one) */
		if (cw_knock_before_actor(&st->knock, g->st))
			return;
		if (cw_engine_held(g)) {	/* everyone knocked: the round's end */
			if (!release_end(st))
				return;
			continue;
		}
		if (played && cw_clock_ms() >= end) {
			st->pending = 1;
			bots_later();
			return;
		}
		if (st->acts++ >= CW_TABLE_MAX_GAME_ACTIONS) {
			snprintf(st->stuck, sizeof st->stuck, "%s cannot play on: the bots played %ld actions in a row, the "
				 "most a table's bots may (a match of bots alone that does not end?)", st->names[seat],
				 CW_TABLE_MAX_GAME_ACTIONS);
			fprintf(stderr, "cardwright: table %d: %s\n", st->id, st->stuck);
			return;
		}
		if (cw_runtime_work_spent(st->t.rt)) {
			snprintf(st->stuck, sizeof st->stuck, "%s cannot play on: the bots' turns used more than %lld units "
				 "of hook work in a row, the most a game's bots may", st->names[seat], CW_TABLE_MAX_GAME_WORK);
			fprintf(stderr, "cardwright: table %d: %s\n", st->id, st->stuck);
			return;
		}
		cw_knock_mark was = cw_knock_mark_of(g);
		if (cw_table_full(&st->t, &err) || cw_bot_choose(&st->bot[seat], st->t.rt, g, &a, &err) ||
		    (cw_action_format(g->verbs, &a, seat, text, sizeof text), apply_held(st, &a, &err))) {
			/* A bot that cannot play on (the variant's hook failed)
			** stops the table: every connection is told why, in
			** `stuck`, and so is the server's log (the message is
			** made safe by cw_error_fail). */
			if (err.code == CW_EBUDGET && cw_runtime_work_spent(st->t.rt))	/* met within a decision */
				snprintf(st->stuck, sizeof st->stuck, "%s cannot play on: the bots' turns used more than %lld "
					 "units of hook work in a row, the most a game's bots may", st->names[seat],
					 CW_TABLE_MAX_GAME_WORK);
			else
				snprintf(st->stuck, sizeof st->stuck, "%s cannot play on: %s", st->names[seat], err.msg);
			fprintf(stderr, "cardwright: table %d: %s\n", st->id, st->stuck);
			return;
		}
		keep(st, seat, text);
		moved_on(st, &a, seat);
		knock_on(st, &a, seat, 0, &was);
	}
}

static int table_act(srv_table *st, int seat, const char *text, cw_err *err);
static void tell_seat(const srv_table *st, int seat, const char *msg);

/* The action queued in a private window, once the window has closed: taken
** when its seat is to act; dropped when the window ended otherwise (a
** seat claimed the card, which every seat is told), and the seat told. */
static void play_queued(srv_table *st)
{
	cw_game *g = st->t.g;
	int seat = st->queued_seat;
	if (!seat || (g->st->status == CW_ST_PLAY && g->st->actor != seat && cw_turn_window_seat(g->st)))
		return;	/* none, or the window is still open (another seat is asked) */
	char text[sizeof st->queued], msg[CW_ERRMSG_MAX + 256];
	memcpy(text, st->queued, sizeof text);
	st->queued_seat = 0;
	cw_err err;
	int who = g->st->status == CW_ST_PLAY ? cw_engine_public_actor(g, seat, NULL) : 0;
	if (g->st->status != CW_ST_PLAY || g->st->round != st->queued_round)
		snprintf(msg, sizeof msg, "'%s' was not taken: the round ended as the window closed", text);
	else if (g->st->actor != seat)
		snprintf(msg, sizeof msg, "'%s' was not taken: the window closed with %s to act", text,
			 who ? st->names[who] : "another seat");
	else if (table_act(st, seat, text, &err))
		snprintf(msg, sizeof msg, "'%s' was not taken once the window closed: %s", text, err.msg);
	else
		return;
	tell_seat(st, seat, msg);
}

static void table_advance(srv_table *st)
{
	table_advance_until(st, cw_clock_ms() + BOT_SLICE_MS);
	if (!st->pending)
		play_queued(st);
}

/* Keeps an undo point before a person's decision. */
static void push_undo(srv_table *st)
{
	cw_err err;
	if (st->nundo == MAX_UNDO) {	/* the oldest goes: memory stays bounded */
		cw_game_free(st->undo[0].g);
		memmove(st->undo, st->undo + 1, sizeof *st->undo * (size_t)(MAX_UNDO - 1));
		st->nundo--;
	}
	if (st->nundo == st->undocap) {
		int cap = st->undocap ? st->undocap * 2 : 32;
		undo_point *u = realloc(st->undo, sizeof *u * (size_t)cap);
		if (!u)
			return;
		st->undo = u;
		st->undocap = cap;
	}
	cw_game *c = cw_game_clone(st->t.g, 0, &err);
	if (!c)
		return;
	st->undo[st->nundo++] = (undo_point){ c, st->t.g->nev, st->t.log.n };
}

static void drop_undo_after(srv_table *st, int k)
{
	for (int i = k; i < st->nundo; i++)
		cw_game_free(st->undo[i].g);
	if (st->nundo > k)
		st->nundo = k;
}

/* A seat's action typed in the notation: the actor's turn, or an action
** any seat may take between two (DES-Q2). 0 when applied; else err. */
static int table_act(srv_table *st, int seat, const char *text, cw_err *err)
{
	cw_game *g = st->t.g;
	cw_action a;
	char canon[CW_ACTION_TEXT_MAX];
	if (g->st->status != CW_ST_PLAY) {
		cw_error_fail(err, CW_EINVAL, "the game is over");
		return -1;
	}
	if (cw_table_full(&st->t, err))
		return -1;
	if (cw_action_parse(g->verbs, text, seat, st->nseats, &a, err))
		return -1;
	cw_action_format(g->verbs, &a, seat, canon, sizeof canon);
	/* while people knock, only the one the frames name may act, and
	** only when it answers the window (a knock is its own message) */
	int now, asked, pub = knocking(st, &now, &asked);
	if (pub && !g->verbs->v[a.verb].any_seat && (seat != asked || now)) {
		cw_error_fail(err, CW_EINVAL, "it is not your turn: %s is to answer%s", st->names[pub],
			      seat == pub ? " (send pass_on: the window has nothing for you)" : "");
		return -1;
	}
	/* an action between two decisions waits for the knocking: taken on
	** a held round end it would fail, and the failure would tell that
	** nobody could use the card */
	if (pub && g->verbs->v[a.verb].any_seat) {
		cw_error_fail(err, CW_EINVAL, "'%s' is not taken now: %s is to pass the window on or answer; send it after",
			      canon, st->names[pub]);
		return -1;
	}
	if (g->verbs->v[a.verb].any_seat && st->between[seat] >= MAX_BETWEEN) {
		cw_error_fail(err, CW_EINVAL, "'%s' is not taken: %d such actions of yours since the last move are the most "
			      "a table takes (the next move clears them)", canon, MAX_BETWEEN);
		return -1;
	}
	int answered = asked == seat;
	cw_knock_mark was = cw_knock_mark_of(g);
	if (seat == g->st->actor) {
		if (cw_engine_read_action(g, text, &a, err))
			return -1;
		push_undo(st);
		if (apply_held(st, &a, err)) {
			drop_undo_after(st, st->nundo - 1);
			return -1;
		}
	} else if (g->verbs->v[a.verb].any_seat) {
		if (cw_engine_apply_text_as(g, seat, text, err))
			return -1;
	} else {
		/* In a window where who is asked is private (DES-P7), the seat
		** that acts once it closes is shown its turn as if nobody were
		** asked: its action is checked there and taken when the window
		** closes, as it would have been at once. */
		cw_game *p = cw_engine_public_game(g, seat);
		if (p && p->st->status == CW_ST_PLAY && p->st->actor == seat) {
			int bad = st->queued_seat ? cw_error_fail(err, CW_EINVAL, "'%s' is not taken: '%s', sent before it, is "
								  "still to be taken (one action at a time)", text, st->queued)
						  : cw_engine_read_action(p, text, &a, err);
			cw_game_free(p);
			if (bad)
				return -1;
			st->queued_seat = seat;
			st->queued_round = g->st->round;
			snprintf(st->queued, sizeof st->queued, "%s", text);
			return 0;
		}
		cw_game_free(p);
		/* the seat to act as this one may know it (not who is asked
		** in a private window) */
		int who = cw_engine_public_actor(g, seat, NULL);
		if (who)
			cw_error_fail(err, CW_EINVAL, "it is not your turn: %s is to act", st->names[who]);
		else
			cw_error_fail(err, CW_EINVAL, "it is not your turn");
		return -1;
	}
	keep(st, seat, canon);
	moved_on(st, &a, seat);
	knock_on(st, &a, seat, answered, &was);
	table_advance(st);
	return 0;
}

/* A person's knock: the window has nothing for them (knock.h). */
static int table_knock(srv_table *st, int seat, cw_err *err)
{
	int now, asked, pub = knocking(st, &now, &asked);
	if (!pub)
		return cw_error_fail(err, CW_EINVAL, "pass_on: nobody is to pass a window on now (pass_on answers a window "
					       "that has nothing for you, when the frame's \"answering\" says it is yours)");
	if (seat != now)
		return cw_error_fail(err, CW_EINVAL, "pass_on: it is not your turn: %s is to answer", st->names[pub]);
	cw_knock_done(&st->knock, seat);
	table_advance(st);
	return 0;
}

/* The undo point of seat's previous decision, or -1. */
static int undo_point_of(const srv_table *st, int seat)
{
	int k = st->nundo - 1;
	/* not back to a decision only its seat saw (a pass in a window that
	** asked it alone): asking the others would tell them it was asked */
	uint32_t p = people(st);
	int several = (p & (p - 1)) != 0;
	while (k >= 0 && (st->undo[k].nlog >= st->t.log.n || st->t.log.seats[st->undo[k].nlog] != seat ||
			  (several && cw_table_private_action(st->t.g, st->undo[k].nev))))
		k--;
	return k;
}

/* Takes the game back to seat's previous decision (agreed as undo's rule
** asks). 0 when done. */
static int table_undo(srv_table *st, int seat, cw_err *err)
{
	int k = undo_point_of(st, seat);
	if (k < 0)
		return cw_error_fail(err, CW_EINVAL, "nothing to undo");
	undo_point u = st->undo[k];
	/* the later points (other seats' decisions since) are freed; point
	** k is taken out of the list and freed once rewound to */
	drop_undo_after(st, k + 1);
	st->nundo = k;
	st->queued_seat = 0;	/* sent for a position taken back */
	memset(st->between, 0, sizeof st->between);	/* a position taken back to */
	int rc = cw_game_rewind(st->t.g, u.g, u.nev, err);
	cw_game_free(u.g);
	if (rc)
		return rc;
	cw_log_truncate(&st->t.log, u.nlog);
	cw_knock_resume(&st->knock, st->t.g, knockers(st));	/* as the position was played to */
	if (st->t.rec.f) {
		cw_err e2;
		/* The recording must not keep what was taken back. */
		if (cw_table_record_again(&st->t, st->variant, (const char *const *)st->names, &e2))
			recording_failed(st, &e2);
		else if (st->practice) {
			fputs("# practice game: an undo took back a card seen or a draw, by everyone's leave\n", st->t.rec.f);
			fflush(st->t.rec.f);
		}
	}
	return 0;
}

/* ---- connections ---- */

static void send_json(conn *c, json_t *m)
{
	if (!m)
		return;
	char *s = json_dumps(m, JSON_COMPACT);
	json_decref(m);
	if (!s)
		return;
	size_t len = strlen(s);
	/* A client that reads nothing while it asks for replies would make
	** its queue grow without end (20 messages a second, each answered):
	** past MAX_QUEUE it is dropped, its queue freed. */
	if (c->dropped || c->queued + len > MAX_QUEUE) {
		free(s);
		if (!c->dropped) {
			c->dropped = 1;
			while (c->qh) {
				frame *q = c->qh;
				c->qh = q->next;
				free(q);
			}
			c->qt = NULL;
			c->queued = 0;
			lws_set_timeout(c->wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
		}
		return;
	}
	frame *f = malloc(sizeof *f + LWS_PRE + len);
	if (f) {
		c->queued += len;
		f->next = NULL;
		f->len = len;
		memcpy(f->buf + LWS_PRE, s, len);
		if (c->qt)
			c->qt->next = f;
		else
			c->qh = f;
		c->qt = f;
		lws_callback_on_writable(c->wsi);
	}
	free(s);
}

static void send_error(conn *c, const char *msg)
{
	json_t *j = cw_wire_error(msg);
	/* a message that is no whole UTF-8 (a quoted input cut inside a
	** character) is still answered: no refusal goes unsaid */
	send_json(c, j ? j : cw_wire_error("the request was refused (its reason quoted text that is not valid UTF-8)"));
}

/* An error for every connection of one seat at a table. */
static void tell_seat(const srv_table *st, int seat, const char *msg)
{
	for (conn *o = conns; o; o = o->next)
		if (o->table == st->id && o->seat == seat)
			send_error(o, msg);
}

/* Seconds since a time of cw_clock_ms(). */
static double since(long long t)
{
	return (double)(cw_clock_ms() - t) / 1e3;
}

/* Who sits where: each seat's name, whether a person plays it, whether
** they are here, and whether a bot plays for them while away. */
static json_t *seats_json(const srv_table *st)
{
	json_t *a = json_array();
	for (int s = 1; s <= st->nseats; s++)
		json_array_append_new(a, json_pack("{s:s, s:b, s:b, s:b}", "name", st->names[s], "person", st->human[s],
						   "here", !st->human[s] || st->present[s] > 0, "bot_plays",
						   st->taken[s]));
	return a;
}

static void send_state(conn *c)
{
	srv_table *st = tables[c->table - 1];
	/* What the seat did before this connection (another window, a
	** resumed table) is told to it; what it sends here is not told back. */
	cw_render rd = st->render;
	if (st->t.g && c->own_before > st->t.g->nev)
		c->own_before = st->t.g->nev;	/* taken back (undo): what is played again is sent here */
	rd.own_before = c->own_before;
	json_t *m = cw_wire_state(&rd, st->t.g, c->seat, &c->seen);
	int now, asked, pub = knocking(st, &now, &asked);
	if (m && pub) {
		/* people knock in the window's order: every frame names the
		** one to answer; only it may (a knock, or the window's answer
		** where it asks that seat), and nobody's turn is shown before */
		json_object_set_new(m, "actor", json_integer(pub));
		if (c->seat != asked || now)
			json_object_set_new(m, "legal", json_array());
		json_object_set_new(m, "answering", json_pack("{s:i, s:b, s:i}", "seat", pub, "you", c->seat && c->seat == now,
							  "for", st->knock.claim ? st->knock.from : 0));
	}
	/* a narration past STORY_BYTES (a first frame of a round of long
	** lines, a connection that fell behind) keeps its end: the queue of
	** a connection holds 1 MB, and a frame past it drops the connection
	** with no word */
	const char *nar = m ? json_string_value(json_object_get(m, "narration")) : NULL;
	size_t nlen = nar ? strlen(nar) : 0;
	if (nlen > STORY_BYTES) {
		const char *from = nar + nlen - STORY_BYTES;
		const char *nl = strchr(from, '\n');
		from = nl ? nl + 1 : from;
		size_t room = strlen(from) + 64;
		char *cut = malloc(room);
		if (cut) {
			snprintf(cut, room, "(earlier events of the round are left out)\n%s", from);
			json_object_set_new(m, "narration", json_string(cut));
			free(cut);
		}
	}
	if (m) {
		json_object_set_new(m, "table_id", json_integer(st->id));
		/* the actions this seat saw: a private pass of another is no
		** step of its own, nor a frame (below) */
		json_object_set_new(m, "step", json_integer((json_int_t)cw_log_seen_by(&st->t.log, c->seat)));
		json_object_set_new(m, "seats", seats_json(st));
		if (st->stuck[0])
			json_object_set_new(m, "stuck", json_string(st->stuck));
		if (st->unrecorded[0])
			json_object_set_new(m, "unrecorded", json_string(st->unrecorded));
		/* undo: whether this seat may ask, and an ask waiting for it */
		int mine = c->seat && st->human[c->seat];
		json_object_set_new(m, "can_undo", json_boolean(mine && st->t.g->st->status != CW_ST_OVER &&
								 undo_point_of(st, c->seat) >= 0));
		if (st->ask_by) {
			int waits = mine && !(st->agreed >> c->seat & 1) && (c->seat != st->ask_by || st->ask_why);
			json_object_set_new(m, "undo_asked", json_pack("{s:i, s:s?, s:b}", "by", st->ask_by,
								       "takes_back", st->ask_why, "waits_for_you", waits));
		}
		/* A frame that tells nothing new (no narration, all else as in
		** the last one) tells only that something happened out of this
		** seat's sight: not sent. */
		json_t *told = json_incref(json_object_get(m, "narration"));
		const char *said = json_string_value(told);
		json_object_del(m, "narration");
		char *text = json_dumps(m, JSON_COMPACT);
		json_object_set_new(m, "narration", told ? told : json_string(""));
		if (text && c->last_state && !strcmp(text, c->last_state) && (!said || !*said)) {
			free(text);
			json_decref(m);
			return;
		}
		free(c->last_state);
		c->last_state = text;
	}
	send_json(c, m);
}

static void broadcast(int table)
{
	for (conn *c = conns; c; c = c->next)
		if (c->table == table)
			send_state(c);
}

/* Where a connection's first state begins its story: the round in play
** (a match's earlier rounds are in its standings), and no more than
** STORY_EVENTS of it, so that the first frame of a long match or round
** stays within a connection's queue; the table shows the rest. */
#define STORY_EVENTS 20000
static uint32_t story_start(const cw_game *g)
{
	if (!g)
		return 0;
	uint32_t from = g->nev;
	while (from > 0 && g->ev[from - 1].kind != CW_EV_ROUND)
		from--;
	from = from > 0 ? from - 1 : 0;
	/* and the end of the round before it, with its scores and the cards
	** turned up at it: a seat away then (a reload, a bot playing for it)
	** learns it on its return */
	for (uint32_t k = from; k > 0 && g->ev[k - 1].kind != CW_EV_ACTION && g->ev[k - 1].kind != CW_EV_ROUND; k--)
		if (g->ev[k - 1].kind == CW_EV_ROUND_END) {
			from = k - 1;
			break;
		}
	while (g->nev - from > STORY_EVENTS && from < g->nev) {
		from++;	/* on to an action's start */
		while (from < g->nev && g->ev[from].kind != CW_EV_ACTION)
			from++;
	}
	return from;
}

static void hello(conn *c, json_t *m)
{
	json_int_t id = json_integer_value(json_object_get(m, "table"));
	const char *token = json_string_value(json_object_get(m, "token"));
	if (c->table || c->replay) {
		send_error(c, "already at a table: one hello per connection");
		return;
	}
	/* a token that is not a string is a mistake, not a spectator's hello */
	const json_t *tk = json_object_get(m, "token");
	if (tk && !json_is_string(tk) && !json_is_null(tk)) {
		send_error(c, "hello: \"token\" is the text after k= in your link, in quotes; leave it out to watch");
		return;
	}
	if (id < 1 || id > ntables || !tables[id - 1]) {
		send_error(c, "no such table");
		return;
	}
	srv_table *st = tables[id - 1];
	int seat = 0;
	if (token) {
		for (int s = 1; s <= st->nseats; s++)
			if (st->human[s] && token_equal(st->hash[s], token))
				seat = s;
		if (!seat) {
			send_error(c, "wrong token for this table: ask for your link again");
			return;
		}
	}
	c->table = (int)id;
	c->seat = seat;
	c->seen = story_start(st->t.g);
	c->own_before = st->t.g ? st->t.g->nev : 0;
	json_t *w = json_object();
	json_t *names = json_array();
	for (int s = 1; s <= st->nseats; s++)
		json_array_append_new(names, json_string(st->names[s]));
	json_object_set_new(w, "type", json_string("welcome"));
	json_object_set_new(w, "table_id", json_integer(id));
	json_object_set_new(w, "variant", json_string(st->variant));
	json_object_set_new(w, "seat", json_integer(seat));
	json_object_set_new(w, "names", names);
	send_json(c, w);
	if (seat) {
		/* The person is back: their seat is theirs again. */
		int was_away = !st->present[seat] || st->taken[seat];
		st->present[seat]++;
		st->came[seat] = 1;
		st->taken[seat] = 0;
		if (was_away) {
			broadcast(c->table);
			return;
		}
	}
	send_state(c);
}

/* A connection leaves: a seat with no connection left is away from now. */
static void leave(conn *c)
{
	if (!c->table || !c->seat)
		return;
	srv_table *st = tables[c->table - 1];
	if (st && st->present[c->seat] > 0 && !--st->present[c->seat]) {
		st->away[c->seat] = cw_clock_ms();
		for (conn *o = conns; o; o = o->next)
			if (o->table == st->id)
				send_state(o);
	}
}

/* Every grace period that ran out: a bot takes the seat over (--takeover)
** and plays while its person is away. */
static void on_tick(lws_sorted_usec_list_t *sul)
{
	for (int i = 0; i < ntables; i++) {
		srv_table *st = tables[i];
		int changed = 0;
		for (int s = 1; st && s <= st->nseats; s++)
			if (takeover && st->human[s] && st->came[s] && !st->present[s] && !st->taken[s] &&
			    since(st->away[s]) >= grace) {
				st->taken[s] = 1;
				cw_knock_done(&st->knock, s);	/* a bot knocks for nobody */
				cw_bot_init(&st->bot[s], CW_BOT_GREEDY, cw_table_bot_seed(st->t.seed, s));
				changed = 1;
			}
		if (changed) {
			table_advance(st);
			broadcast(st->id);
		}
	}
	lws_sul_schedule(ctx, 0, sul, on_tick, TICK_US);
}

static srv_table *my_table(conn *c)
{
	if (!c->table) {
		send_error(c, "say hello with a table and a token first");
		return NULL;
	}
	if (!c->seat) {
		send_error(c, "a spectator may not act");
		return NULL;
	}
	return tables[c->table - 1];
}

static void act(conn *c, json_t *m)
{
	const char *text = json_string_value(json_object_get(m, "action"));
	srv_table *st = my_table(c);
	if (!st)
		return;
	if (!text || strlen(text) > 150) {
		send_error(c, "act: expected \"action\": an action in the notation, e.g. \"draw stock\"");
		return;
	}
	cw_err err;
	if (table_act(st, c->seat, text, &err)) {
		send_error(c, err.msg);
		return;
	}
	broadcast(c->table);
}

static void knock(conn *c)
{
	srv_table *st = my_table(c);
	cw_err err;
	if (!st)
		return;
	if (table_knock(st, c->seat, &err)) {
		send_error(c, err.msg);
		return;
	}
	broadcast(c->table);
}

/* Undo once every person it needs has agreed: the asker's previous
** decision taken back, every connection shown the table again. */
static void undo_if_agreed(srv_table *st)
{
	uint32_t need = people(st) & ~(st->ask_why ? 0u : 1u << st->ask_by);
	if ((st->agreed & need) != need)
		return;
	cw_err err;
	int by = st->ask_by;
	if (st->ask_why)
		st->practice = 1;
	st->ask_by = 0;
	if (table_undo(st, by, &err)) {
		tell_seat(st, by, err.msg);
		return;
	}
	for (conn *o = conns; o; o = o->next)
		if (o->table == st->id)
			o->seen = st->t.g->nev;	/* the table is shown again, not the story */
	table_advance(st);
}

/* undo: under the REPL's rule (docs/design.md, "Undo never reveals or
** un-reveals"): refused after the match; across a card seen, a draw from
** the stock or a shuffle only with every person's leave, the asker's too,
** and the game is a practice game from then on; otherwise every other
** person at the table agrees. */
static void undo(conn *c)
{
	srv_table *st = my_table(c);
	if (!st)
		return;
	if (st->t.g->st->status == CW_ST_OVER) {
		send_error(c, "undo: the match is over and stays over");
		return;
	}
	int k = undo_point_of(st, c->seat);
	if (k < 0) {
		send_error(c, "nothing to undo: you have made no decision yet");
		return;
	}
	if (st->ask_by) {
		send_error(c, "an undo is already asked for: answer it first");
		return;
	}
	if (st->pending) {
		send_error(c, "undo: the bots are still playing; ask again when they are done");
		return;
	}
	st->ask_by = c->seat;
	st->ask_why = cw_undo_learned(st->undo[k].g, st->undo[k].nev, st->t.g, people(st));
	st->agreed = st->ask_why ? 0 : 1u << c->seat;
	undo_if_agreed(st);
	broadcast(c->table);
}

/* agree: a person's answer to the undo asked for ("yes": true or false). */
static void agree(conn *c, json_t *m)
{
	srv_table *st = my_table(c);
	if (!st)
		return;
	json_t *yes = json_object_get(m, "yes");
	if (!json_is_boolean(yes)) {
		send_error(c, "agree: expected \"yes\": true or false");
		return;
	}
	if (!st->ask_by) {
		send_error(c, "agree: no undo is asked for");
		return;
	}
	if (!json_is_true(yes)) {
		char msg[160];
		snprintf(msg, sizeof msg, "undo refused: %s did not agree; the game goes on", st->names[c->seat]);
		tell_seat(st, st->ask_by, msg);
		st->ask_by = 0;
	} else {
		st->agreed |= 1u << c->seat;
		undo_if_agreed(st);
	}
	broadcast(c->table);
}

/* ---- the lobby: tables opened from the page ---- */

/* The most playouts a search bot of a table opened from the page may take
** a decision (mcts:N): the server plays the tables' bots one at a time. */
#define LOBBY_MCTS_MOST CW_MCTS_MOST

static int lobby_name_ok(const char *n, size_t len)
{
	if (!len || len > CW_REPLAY_MAX_NAME)
		return 0;
	for (size_t i = 0; i < len; i++)
		if (!(n[i] >= 'a' && n[i] <= 'z') && !(n[i] >= 'A' && n[i] <= 'Z') && !(n[i] >= '0' && n[i] <= '9') &&
		    n[i] != '_' && n[i] != '-' && n[i] != ':')
			return 0;
	return 1;
}

static srv_table *table_open(const table_args *a, int id, cw_err *err);

/* A table opened from the page whose place a new one may take: nobody is
** connected to it, and its match is over, or nobody has been since it was
** opened RECLAIM_MS ago, or everyone who came left RECLAIM_MS ago. One
** connection could otherwise fill the server's MAX_TABLES for good with
** tables of bots, or with tables it came to once. Returns its id, freed, or
** MAX_TABLES + 1 when none may go. Tables given on the command line stay. */
static int reclaim(void)
{
	long long now = cw_clock_ms();
	for (int i = 0; i < ntables; i++) {
		srv_table *st = tables[i];
		if (!st || !st->lobby)
			continue;
		int watched = 0;
		for (conn *o = conns; o && !watched; o = o->next)
			watched = o->table == st->id;
		/* forsaken: everyone who came left RECLAIM_MS ago or more (its
		** recording keeps the game, for `play --resume`) */
		int seen = 0, forsaken = 1;
		for (int k = 1; k <= st->nseats; k++) {
			seen |= st->came[k];
			if (st->came[k] && (st->present[k] > 0 || now - st->away[k] <= RECLAIM_MS))
				forsaken = 0;
		}
		if (watched || !(st->t.g->st->status == CW_ST_OVER || (!seen && now - st->opened > RECLAIM_MS) ||
				 (seen && forsaken)))
			continue;
		table_free(st);
		tables[i] = NULL;
		return i + 1;
	}
	return MAX_TABLES + 1;
}

/* The room the lobby leaves on the disk that holds the recordings, in MB
** (--keep-free): each table it opens writes one and its seats file, and
** tables of bots finish at once and make room for more, so a client
** opening them one after another filled the disk, and then the tables in
** play could not write their lines. 0: no check. */
static long long keep_free_mb;

/* The free megabytes of the recordings' disk, or -1 when unknown. */
static long long recordings_room(void)
{
	char dir[900];
	struct statvfs v;
	if (!cw_paths_state("games", dir, sizeof dir))
		return -1;
	cw_paths_make_dirs(dir, 0700);
	if (statvfs(dir, &v))
		return -1;
	return (long long)(((unsigned long long)v.f_bavail * v.f_frsize) >> 20);
}

/* open: {"variant":V,"players":"ana,ben,bot","rules":["k=v",...]}: a new
** table; the reply holds the links' fragments. */
static void open_table(conn *c, json_t *m)
{
	table_args ta;
	memset(&ta, 0, sizeof ta);
	ta.from_page = 1;
	ta.variant = json_string_value(json_object_get(m, "variant"));
	ta.players = json_string_value(json_object_get(m, "players"));
	json_t *rules = json_object_get(m, "rules");
	if (!lobby) {
		send_error(c, "open: this server plays the tables it was started with (serve alone opens tables)");
		return;
	}
	if (!ta.variant || !cw_lobby_known(variants, ta.variant)) {
		send_error(c, "open: expected \"variant\": one of the variants listed");
		return;
	}
	if (!ta.players) {
		send_error(c, "open: expected \"players\": names and bots separated by commas, e.g. \"ana,ben,bot\"");
		return;
	}
	for (const char *p = ta.players; *p;) {
		size_t len = strcspn(p, ",");
		int kind, budget;
		cw_err berr;
		/* ':' only in a bot's budget (mcts:N), and that budget bounded:
		** the server plays every table's bots in turn, and one search of
		** a million playouts held every other table for minutes */
		if (!lobby_name_ok(p, len)) {
			send_error(c, "open: a player's name is 1 to 31 letters, digits, '_' or '-'; a bot is bot, greedy, random, "
				   "mcts or mcts:N");
			return;
		}
		if (cw_bot_seat_word("open", p, len, &kind, &budget, &berr)) {	/* its own words: a budget, a name */
			send_error(c, berr.msg);
			return;
		}
		if (kind == CW_BOT_HUMAN && memchr(p, ':', len)) {
			send_error(c, "open: a player's name is 1 to 31 letters, digits, '_' or '-'; ':' only in a search bot's "
				   "budget, mcts:N");
			return;
		}
		if (budget > LOBBY_MCTS_MOST) {
			char msg[200];
			snprintf(msg, sizeof msg, "open: a search bot here plays at most %d playouts a decision (mcts:%d), not %d; "
				 "the server plays every table's bots in turn", LOBBY_MCTS_MOST, LOBBY_MCTS_MOST, budget);
			send_error(c, msg);
			return;
		}
		p += len + (p[len] == ',');
	}
	if (rules && (!json_is_array(rules) || json_array_size(rules) > 64)) {
		send_error(c, "open: expected \"rules\": a list of \"NAME=VALUE\"");
		return;
	}
	for (size_t i = 0; rules && i < json_array_size(rules); i++) {
		if (!(ta.rules[ta.nrules++] = json_string_value(json_array_get(rules, i)))) {
			send_error(c, "open: expected \"rules\": a list of \"NAME=VALUE\"");
			return;
		}
		/* one value an option: a second is refused, not the last taken */
		const char *r = ta.rules[ta.nrules - 1];
		size_t nl = strcspn(r, "=");
		for (int k = 0; k < ta.nrules - 1; k++)
			if (strcspn(ta.rules[k], "=") == nl && !strncmp(ta.rules[k], r, nl)) {
				/* the name cut at 40 bytes, on a character's first byte
				** (a JSON string is whole UTF-8) */
				size_t shown = nl > 40 ? 40 : nl;
				while (shown > 0 && shown < nl && ((unsigned char)r[shown] & 0xC0) == 0x80)
					shown--;
				char msg[160];
				snprintf(msg, sizeof msg, "open: the rule '%.*s' is given twice: give each option once", (int)shown, r);
				send_error(c, msg);
				return;
			}
	}
	long long room = keep_free_mb ? recordings_room() : -1;
	if (room >= 0 && room < keep_free_mb) {
		char msg[200];
		snprintf(msg, sizeof msg, "open: the disk of the recordings has %lld MB free, less than the %lld this server "
			 "keeps free (--keep-free): no table is opened", room, keep_free_mb);
		send_error(c, msg);
		return;
	}
	int id = 1;
	while (id <= MAX_TABLES && tables[id - 1])
		id++;
	if (id > MAX_TABLES)
		id = reclaim();
	if (id > MAX_TABLES) {
		send_error(c, "open: this server holds as many tables as it may (64), each in play or watched; "
			   "a finished or forsaken one makes room");
		return;
	}
	cw_err err;
	srv_table *st = table_open(&ta, id, &err);
	if (!st) {
		send_error(c, err.msg);
		return;
	}
	st->lobby = 1;
	st->opened = cw_clock_ms();
	tables[id - 1] = st;
	if (id > ntables)
		ntables = id;
	table_advance(st);
	json_t *links = json_array();
	for (int s = 1; s <= st->nseats; s++)
		if (st->human[s]) {
			char h[2 * TOKEN_BYTES + 1], frag[64];
			hex(st->token[s], TOKEN_BYTES, h);
			snprintf(frag, sizeof frag, "#t=%d&k=%s", id, h);
			json_array_append_new(links, json_pack("{s:s, s:s}", "name", st->names[s], "link", frag));
		}
	char spec[32];
	snprintf(spec, sizeof spec, "#t=%d", id);
	/* The links go to whoever opened the table, once; the server keeps
	** only the tokens' hashes from here on. */
	memset(st->token, 0, sizeof st->token);
	send_json(c, json_pack("{s:s, s:i, s:s, s:o, s:s}", "type", "opened", "table_id", id, "variant", st->variant,
			       "links", links, "spectators", spec));
}

/* ---- the replay viewer ---- */

/* The bytes held by the replays dropped on the page and being viewed: each
** keeps the state after every step (up to CW_REPLAY_MAX_STEPS) and a
** runtime, so connections that each drop one could hold gigabytes. The
** parts of replays still arriving count too: connections that each keep
** an unfinished megabyte would otherwise be bounded by nothing. */
static size_t held;

/* Drops the parts of a replay still arriving on c. */
static void upload_drop(conn *c)
{
	held -= c->upcap;
	free(c->upload);
	c->upload = NULL;
	c->uplen = c->upcap = 0;
	c->upsize = -1;
}

static void replay_free(conn *c)
{
	if (c->replay && c->replay_owned) {
		cw_replay_steps_free(c->replay);
		free(c->replay);
		held -= c->replay_bytes;
	}
	c->replay = NULL;
	c->replay_owned = 0;
	c->replay_bytes = 0;
}

static void send_replay_header(conn *c)
{
	cw_replay_steps *r = c->replay;
	json_t *names = json_array();
	for (int s = 1; s <= r->nseats; s++)
		json_array_append_new(names, json_string(r->names[s]));
	send_json(c, json_pack("{s:s, s:s, s:o, s:i, s:b}", "type", "replay", "variant", r->variant, "names", names,
			       "steps", r->n - 1, "over", r->g->st->status == CW_ST_OVER));
}

/* The first line of what was written to a memory stream, as an error. */
static void first_line(char *buf, size_t n, char *text)
{
	char *nl = text ? strchr(text, '\n') : NULL;
	if (nl)
		*nl = '\0';
	snprintf(buf, n, "%s", text && *text ? text : "the replay does not verify");
}

/* Loads a replay (data in memory, or the file name) into *out; a one-line
** reason into why on failure. */
static int replay_load(const char *name, const char *data, size_t n, cw_replay_steps *out, char *why, size_t wn)
{
	char *text = NULL;
	size_t len = 0;
	FILE *errout = open_memstream(&text, &len);
	int rc = errout ? cw_replay_steps_load(name, data, n, (const char *const *)vpath, errout, out) : 2;
	if (errout)
		fclose(errout);
	if (rc)
		first_line(why, wn, text);
	free(text);
	return rc;
}

/* replay: view the game served with --replay FILE. */
static void view_served(conn *c)
{
	if (c->table) {
		send_error(c, "replay: this connection is at a table");
		return;
	}
	if (!serving_replay) {
		send_error(c, "replay: this server was not started with --replay FILE; drop a replay on the page");
		return;
	}
	replay_free(c);
	c->replay = &served;
	send_replay_header(c);
}

/* upload: a replay dropped on the page, in parts of "data" (text) with
** "more": true on every part but the last; "offset", the part's first
** byte in the file, and "size", the file's bytes (both optional), find a
** part out of its place and a file that did not arrive whole: refused
** rather than read as another replay. A part at offset 0 starts the file
** again (a second file dropped while the first was arriving). */
static void upload(conn *c, json_t *m)
{
	const char *data = json_string_value(json_object_get(m, "data"));
	size_t n = json_string_length(json_object_get(m, "data"));
	json_t *jo = json_object_get(m, "offset"), *js = json_object_get(m, "size");
	if (c->table) {
		send_error(c, "upload: this connection is at a table");
		return;
	}
	if (!data || (jo && (!json_is_integer(jo) || json_integer_value(jo) < 0)) ||
	    (js && (!json_is_integer(js) || json_integer_value(js) < 0))) {
		upload_drop(c);
		send_error(c, "upload: expected \"data\": the replay's text, \"more\": true until the last part, and "
			   "\"offset\" and \"size\" (optional): the part's first byte and the file's bytes");
		return;
	}
	if (jo && json_integer_value(jo) == 0 && c->uplen)
		upload_drop(c);	/* a file dropped again, or another: the newest is read */
	if (jo && (size_t)json_integer_value(jo) != c->uplen) {
		char msg[160];
		snprintf(msg, sizeof msg, "upload: a part at byte %lld, where byte %zu was expected; nothing was read "
			 "(drop the file again)", (long long)json_integer_value(jo), c->uplen);
		upload_drop(c);
		send_error(c, msg);
		return;
	}
	if (js && c->uplen == 0)
		c->upsize = json_integer_value(js);
	if (c->uplen + n > MAX_UPLOAD) {
		upload_drop(c);
		send_error(c, "upload: a replay of at most 1 MB");
		return;
	}
	/* The buffer doubles: growing it by each part would copy a
	** megabyte's parts over and over, the square of its size. */
	size_t cap = c->upcap;
	if (c->uplen + n + 1 > cap) {
		cap = cap ? cap : 4096;
		while (cap < c->uplen + n + 1)
			cap *= 2;
		if (cap > MAX_UPLOAD + 1)
			cap = MAX_UPLOAD + 1;
	}
	if (held - c->upcap + cap > MAX_HELD) {
		upload_drop(c);
		send_error(c, "upload: the server holds as many replays as it can now; try again later");
		return;
	}
	if (cap != c->upcap) {
		char *b = realloc(c->upload, cap);
		if (!b) {
			send_error(c, "upload: out of memory");
			return;
		}
		c->upload = b;
		held += cap - c->upcap;
		c->upcap = cap;
	}
	memcpy(c->upload + c->uplen, data, n);
	c->uplen += n;
	if (json_is_true(json_object_get(m, "more")))
		return;
	if (c->upsize >= 0 && (long long)c->uplen != c->upsize) {
		char msg[160];
		snprintf(msg, sizeof msg, "upload: %zu bytes of the file's %lld arrived; nothing was read (drop the file "
			 "again)", c->uplen, c->upsize);
		upload_drop(c);
		send_error(c, msg);
		return;
	}
	cw_replay_steps *r = calloc(1, sizeof *r);
	char why[CW_ERRMSG_MAX + 64];
	int rc = r ? replay_load("the dropped file", c->upload, c->uplen, r, why, sizeof why) : 2;
	upload_drop(c);
	if (rc) {
		free(r);
		send_error(c, r ? why : "out of memory");
		return;
	}
	replay_free(c);
	size_t bytes = cw_replay_steps_bytes(r);
	if (held + bytes > MAX_HELD) {
		cw_replay_steps_free(r);
		free(r);
		send_error(c, "upload: the server holds as many replays as it can now; try again later");
		return;
	}
	held += bytes;
	c->replay = r;
	c->replay_owned = 1;
	c->replay_bytes = bytes;
	send_replay_header(c);
}

/* view: {"step":K,"as":SEAT} or "as":"all": the table at step K (0: the
** deal) as that seat saw it, the step's events narrated; every card only
** once the game is over. */
static void view(conn *c, json_t *m)
{
	cw_replay_steps *r = c->replay;
	if (!r) {
		send_error(c, "view: open a replay first");
		return;
	}
	json_t *jas = json_object_get(m, "as");
	json_int_t k = json_integer_value(json_object_get(m, "step"));
	int viewer;
	if (!json_is_integer(json_object_get(m, "step")) || k < 0 || k >= r->n) {
		char msg[96];
		snprintf(msg, sizeof msg, "view: expected \"step\" from 0 to %d", r->n - 1);
		send_error(c, msg);
		return;
	}
	if (json_is_string(jas) && !strcmp(json_string_value(jas), "all")) {
		if (r->g->st->status != CW_ST_OVER) {
			send_error(c, "view: every card is shown only once the game is over; choose a seat");
			return;
		}
		viewer = CW_OMNISCIENT;
	} else if (json_is_integer(jas) && json_integer_value(jas) >= 1 && json_integer_value(jas) <= r->nseats)
		viewer = (int)json_integer_value(jas);
	else {
		char msg[96];
		snprintf(msg, sizeof msg, "view: expected \"as\": a seat from 1 to %d, or \"all\"", r->nseats);
		send_error(c, msg);
		return;
	}
	cw_render rd;
	memset(&rd, 0, sizeof rd);
	rd.aid = viewer == CW_OMNISCIENT || cw_runtime_memory_aid(r->rt);	/* as the table showed it */
	rd.names = (const char *const *)r->names;
	rd.rounds = r->rounds;
	cw_render_for_variant(&rd, r->rt);
	cw_terms terms = { &r->rt, &r->g };
	cw_terms_attach(&rd, &terms);
	json_t *s = cw_wire_step(&rd, r->g, r->st[k], k ? r->nev[k - 1] : 0, r->nev[k], viewer);
	if (s) {
		json_object_set_new(s, "step", json_integer(k));
		json_object_set_new(s, "steps", json_integer(r->n - 1));
		json_object_set_new(s, "as", viewer == CW_OMNISCIENT ? json_string("all") : json_integer(viewer));
	}
	send_json(c, s);
}

/* One whole message from a client. */
static void on_message(conn *c, const char *text, size_t len)
{
	json_error_t je;
	json_t *m = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
	const char *type = json_string_value(json_object_get(m, "type"));
	if (!m) {
		/* the parser's reason (a duplicate key, a number out of range),
		** which may quote the text: shown safe and short */
		char why[4 * 80 + 4], msg[512];
		je.text[80] = '\0';
		snprintf(msg, sizeof msg, "bad message: not JSON the server reads (%s, at character %d); expected a JSON "
			 "object with a \"type\" (docs/protocol.md)", cw_text_safe(why, sizeof why, je.text, 0), je.position);
		send_error(c, msg);
	} else if (!json_is_object(m) || !type)
		send_error(c, "bad message: expected a JSON object with a \"type\" (docs/protocol.md)");
	else if (!strcmp(type, "hello"))
		hello(c, m);
	else if (!strcmp(type, "act"))
		act(c, m);
	else if (!strcmp(type, "pass_on"))
		knock(c);
	else if (!strcmp(type, "undo"))
		undo(c);
	else if (!strcmp(type, "agree"))
		agree(c, m);
	else if (!strcmp(type, "info"))
		send_json(c, json_pack("{s:s, s:b, s:b}", "type", "info", "lobby", lobby, "replay", serving_replay));
	else if (!strcmp(type, "variants") || !strcmp(type, "options")) {
		const char *v = json_string_value(json_object_get(m, "variant"));
		cw_err err;
		json_t *r = NULL;
		if (!lobby)
			send_error(c, "this server plays the tables it was started with (serve alone opens tables)");
		else if (!strcmp(type, "variants"))
			send_json(c, json_incref(variants));
		else if (!v || !cw_lobby_known(variants, v))
			send_error(c, "options: expected \"variant\": one of the variants listed");
		else if ((r = json_object_get(options_made, v)))
			send_json(c, json_incref(r));
		else if (!(r = cw_lobby_options((const char *const *)vpath, v, &err)))
			send_error(c, err.msg);
		else {
			if (!options_made)
				options_made = json_object();
			json_object_set(options_made, v, r);
			send_json(c, r);
		}
	} else if (!strcmp(type, "open"))
		open_table(c, m);
	else if (!strcmp(type, "replay"))
		view_served(c);
	else if (!strcmp(type, "upload"))
		upload(c, m);
	else if (!strcmp(type, "view"))
		view(c, m);
	else
		send_error(c, "unknown message type: expected hello, act, pass_on, undo, agree, info, variants, options, "
			   "open, replay, upload or view");
	json_decref(m);
}

/* The token bucket: 1 when the connection may send one more message. */
static int rate_ok(conn *c)
{
	long long now = cw_clock_ns();
	double dt = (double)(now - c->last) / 1e9;
	c->last = now;
	c->bucket += dt * RATE_PER_SEC;
	if (c->bucket > RATE_BURST)
		c->bucket = RATE_BURST;
	if (c->bucket < 1)
		return 0;
	c->bucket -= 1;
	return 1;
}

/* Listening on a loopback address: only this machine's pages connect. */
static int loopback_only;

/* Whether a Host header names this machine by loopback: localhost or
** 127.x.x.x, with or without a port. */
static int loopback_host(const char *host)
{
	size_t n = strcspn(host, ":");
	if (host[n] && strspn(host + n + 1, "0123456789") != strlen(host + n + 1))
		return 0;
	if (n == 9 && !strncmp(host, "localhost", 9))
		return 1;
	if (n < 4 || strncmp(host, "127.", 4))
		return 0;
	int dots = 0;
	for (size_t i = 4; i < n; i++) {
		if (host[i] == '.')
			dots++;
		else if (host[i] < '0' || host[i] > '9')
			return 0;
	}
	return dots == 2;
}

/* A WebSocket's Origin must be this server (the Host it was asked by);
** on a loopback address the Host must name it so too: a page of another
** site whose name was made to point at 127.0.0.1 (DNS rebinding) sends
** its own name as both, and is refused. */
static int origin_ok(struct lws *wsi)
{
	char origin[256], host[256], want[300];
	if (lws_hdr_copy(wsi, host, sizeof host, WSI_TOKEN_HOST) < 0)
		return 0;
	if (loopback_only && !loopback_host(host))
		return 0;
	if (lws_hdr_total_length(wsi, WSI_TOKEN_ORIGIN) <= 0)
		return 1;	/* not a browser: no page of another site behind it */
	if (lws_hdr_copy(wsi, origin, sizeof origin, WSI_TOKEN_ORIGIN) < 0)
		return 0;
	snprintf(want, sizeof want, "http://%s", host);
	return !strcmp(origin, want);
}

/* Raises the soft limit on open files toward the hard one (at most
** FILES_WANTED): at the usual 1,024 a client that opened that many bare
** TCP connections left no descriptor to accept with, and the server spun
** on its listening socket until they closed. */
#define FILES_WANTED 65536
#define FILES_SPARE 64
static long files_limit;	/* the soft limit on open files, once raised */

static void more_files(void)
{
	struct rlimit rl;
	if (getrlimit(RLIMIT_NOFILE, &rl))
		return;
	rlim_t want = rl.rlim_max == RLIM_INFINITY || rl.rlim_max > FILES_WANTED ? FILES_WANTED : rl.rlim_max;
	if (rl.rlim_cur < want) {
		rl.rlim_cur = want;
		setrlimit(RLIMIT_NOFILE, &rl);
	}
	if (!getrlimit(RLIMIT_NOFILE, &rl) && rl.rlim_cur != RLIM_INFINITY)
		files_limit = (long)rl.rlim_cur;
}

/* The descriptors kept free: a connection accepted onto one of them is
** closed at once. Descriptors are given lowest first, so the accept that
** would fail for want of one never happens: when it failed, the
** listening socket stayed readable and the server spun on it at a whole
** core until the connections holding them closed (a hard limit too low
** for more_files to help). */
static int http_callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
	if (reason == LWS_CALLBACK_FILTER_NETWORK_CONNECTION) {
		long fd = (long)(intptr_t)in;
		if (files_limit > FILES_SPARE && fd >= files_limit - FILES_SPARE)
			return 1;
	}
	/* an upgrade that names no subprotocol lands here, on the pages'
	** protocol: the WebSocket is ours alone (protocol.md) */
	if (reason == LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION)
		return 1;
	return lws_callback_http_dummy(wsi, reason, user, in, len);
}

static int ws_callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
	conn *c = user;
	switch (reason) {
	case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
		return origin_ok(wsi) ? 0 : -1;
	case LWS_CALLBACK_ESTABLISHED: {
		memset(c, 0, sizeof *c);
		c->wsi = wsi;
		c->upsize = -1;
		c->bucket = RATE_BURST;
		c->last = cw_clock_ns();
		lws_get_peer_simple(wsi, c->addr, sizeof c->addr);
		long same = 0, most = files_limit / 4 > PER_ADDRESS_MIN ? files_limit / 4 : PER_ADDRESS_MIN;
		for (conn *o = conns; o; o = o->next)
			same += !strcmp(o->addr, c->addr);
		c->next = conns;
		conns = c;
		if (same >= most) {	/* closed at once, by the way CLOSED follows */
			c->dropped = 1;
			lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
		} else
			lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, FIRST_MESSAGE_S);
		break;
	}
	case LWS_CALLBACK_CLOSED:
		for (conn **p = &conns; *p; p = &(*p)->next)
			if (*p == c) {
				*p = c->next;
				break;
			}
		leave(c);
		replay_free(c);
		upload_drop(c);
		free(c->last_state);
		c->last_state = NULL;
		while (c->qh) {
			frame *f = c->qh;
			c->qh = f->next;
			free(f);
		}
		c->qt = NULL;
		break;
	case LWS_CALLBACK_RECEIVE:
		/* The protocol is JSON text: a binary message is refused whole,
		** not read as text. */
		if (lws_frame_is_binary(wsi))
			c->binary = 1;
		if (c->inlen + len > MAX_MSG)
			c->oversized = 1;
		else {
			memcpy(c->in + c->inlen, in, len);
			c->inlen += len;
		}
		if (lws_is_final_fragment(wsi) && !lws_remaining_packet_payload(wsi)) {
			if (c->dropped)
				break;
			if (!c->spoke) {
				c->spoke = 1;
				lws_set_timeout(wsi, NO_PENDING_TIMEOUT, 0);	/* it said something */
			}
			lws_validity_confirmed(wsi);	/* a message shows the peer there, as a pong does */
			if (c->binary)
				send_error(c, "a binary message: expected a text message of JSON");
			else if (c->oversized)
				send_error(c, "message too long: at most 4096 bytes");
			else if (!rate_ok(c))
				send_error(c, "too many messages: at most 20 a second");
			else
				on_message(c, c->in, c->inlen);
			c->inlen = 0;
			c->oversized = c->binary = 0;
		}
		break;
	case LWS_CALLBACK_SERVER_WRITEABLE:
		if (c->qh) {
			frame *f = c->qh;
			c->qh = f->next;
			if (!c->qh)
				c->qt = NULL;
			int n = lws_write(wsi, f->buf + LWS_PRE, f->len, LWS_WRITE_TEXT);
			c->queued -= f->len;
			free(f);
			if (n < 0)
				return -1;
			if (c->qh)
				lws_callback_on_writable(wsi);
		}
		break;
	default:
		break;
	}
	return 0;
}

/* ---- the program ---- */

static int fail(const char *fmt, const char *a)
{
	/* a is the user's word: shown escaped, as every error is */
	char line[1024];
	snprintf(line, sizeof line, fmt, a);
	fputs("cardwright: ", stderr);
	cw_text_fputs(line, stderr, 0);
	fputc('\n', stderr);
	return 2;
}

/* Where the page's files are: $CARDWRIGHT_WEB, web/ beside the program
** (the source tree), or ../share/cardwright/web when installed. */
static int web_dir(char *buf, size_t n)
{
	const char *env = getenv("CARDWRIGHT_WEB");
	struct stat sb;
	if (env && *env) {
		snprintf(buf, n, "%s", env);
		return stat(buf, &sb) == 0;
	}
	char exe[PATH_MAX];
	ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 40);
	if (len <= 0)
		return 0;
	exe[len] = '\0';
	char *slash = strrchr(exe, '/');
	if (!slash)
		return 0;
	strcpy(slash, "/web");
	if (stat(exe, &sb) == 0 && S_ISDIR(sb.st_mode)) {
		snprintf(buf, n, "%s", exe);
		return 1;
	}
	strcpy(slash, "/../share/cardwright/web");
	snprintf(buf, n, "%s", exe);
	return stat(buf, &sb) == 0;
}

/* Whether host:port can be listened on now: a port in use is told
** before anything listens. */
static int port_free(const char *host, int port)
{
	struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons((uint16_t)port) };
	if (inet_pton(AF_INET, host, &sa.sin_addr) != 1)
		return -1;
	int fd = socket(AF_INET, SOCK_STREAM, 0);
	if (fd < 0)
		return 0;
	int one = 1;
	setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	int ok = bind(fd, (struct sockaddr *)&sa, sizeof sa) == 0;
	close(fd);
	return ok;
}

static const char usage[] =
	"usage: cardwright serve [--port P] [--host H]    (tables opened from the page)\n"
	"       cardwright serve --table VARIANT [--players ana,ben,bot] [--rule K=V]... [--seed S]\n"
	"                        [--record FILE] [--table VARIANT ...] [--port P] [--host H]\n"
	"       cardwright serve --resume FILE... [--port P] [--host H]\n"
	"       cardwright serve --replay FILE [--port P] [--host H]\n"
	"  --grace SECONDS   a dropped seat keeps its place this long (default 60)\n"
	"  --keep-free MB    the page opens no table while the recordings' disk has less free (default 256)\n"
	"  --takeover        after it, a bot plays the seat until its person comes back";

int cw_serve_main(char **path, int argc, char **argv)
{
	table_args ta[MAX_TABLES];
	const char *resume[MAX_TABLES];
	int nta = 0, nresume = 0, port = 8080;
	const char *host = "127.0.0.1", *replay_file = NULL;
	cw_err err;
	takeover = 0;
	grace = 60;
	keep_free_mb = 256;
	vpath = path;
	memset(ta, 0, sizeof ta);
	for (int i = 0; i < argc; i++) {
		const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		int table_opt = !strcmp(o, "--players") || !strcmp(o, "--rule") || !strcmp(o, "--seed") ||
				!strcmp(o, "--record");
		if (!strcmp(o, "--help") || !strcmp(o, "-h")) {
			puts(usage);
			return 0;
		}
		if (!strcmp(o, "--resume")) {
			while (i + 1 < argc && strncmp(argv[i + 1], "--", 2) && nresume < MAX_TABLES)
				resume[nresume++] = argv[++i];
			if (!nresume)
				return fail("--resume needs the recordings of the tables to reopen%s", "");
			continue;
		}
		if (!strcmp(o, "--takeover")) {
			takeover = 1;
			continue;
		}
		if (!v)
			return fail("%s needs a value (see 'cardwright serve --help')", o);
		i++;
		if (table_opt && !nta)
			return fail("%s comes after the --table it is for", o);
		table_args *a = &ta[nta ? nta - 1 : 0];
		if (!strcmp(o, "--table")) {
			if (nta == MAX_TABLES)
				return fail("at most %s tables", "64");
			ta[nta++].variant = v;
		} else if (!strcmp(o, "--players"))
			a->players = v;
		else if (!strcmp(o, "--rule")) {
			if (a->nrules == 64)
				return fail("too many --rule for one table: at most %s", "64");
			a->rules[a->nrules++] = v;
		} else if (!strcmp(o, "--seed")) {
			if (cw_table_arg_seed("--seed", v, &a->seed, &err))
				return fail("%s", err.msg);
			/* the same seed deals the same cards (cw_record_seed_in_play) */
			if (cw_record_seed_in_play(a->seed))
				return fail("--seed %s deals as a game still in play; choose another seed, or give none", v);
			a->seeded = 1;
		} else if (!strcmp(o, "--record"))
			a->record = v;
		else if (!strcmp(o, "--port")) {
			char *end;
			long p = strtol(v, &end, 10);
			if (*end || end == v || p < 0 || p > 65535)
				return fail("--port: expected a port number 0 to 65535, not '%s'", v);
			port = (int)p;
		} else if (!strcmp(o, "--host"))
			host = v;
		else if (!strcmp(o, "--replay"))
			replay_file = v;
		else if (!strcmp(o, "--grace")) {
			char *end;
			double gs = strtod(v, &end);
			if (*end || end == v || !(gs >= 0 && gs <= 86400))
				return fail("--grace: expected seconds from 0 to 86400, not '%s'", v);
			grace = gs;
		} else if (!strcmp(o, "--keep-free")) {
			char *end;
			long long mb = strtoll(v, &end, 10);
			if (*end || end == v || mb < 0 || mb > (1LL << 40))
				return fail("--keep-free: expected megabytes from 0 to 2^40, not '%s'", v);
			keep_free_mb = mb;
		} else
			return fail("serve: unknown option '%s' (see 'cardwright serve --help')", o);
	}
	if (replay_file && (nta || nresume))
		return fail("serve: --replay FILE shows a recorded game; it does not go with --table or --resume%s", "");
	lobby = !nta && !nresume && !replay_file;
	char web[PATH_MAX];
	if (!web_dir(web, sizeof web))
		return fail("serve: the page's files are not found (set CARDWRIGHT_WEB to the web directory)%s", "");
	int pf = port_free(host, port);
	if (pf < 0)
		return fail("--host: expected an IPv4 address such as 127.0.0.1 or 0.0.0.0, not '%s'", host);
	if (!pf) {
		char p[16];
		snprintf(p, sizeof p, "%d", port);
		return fail("port %s is in use: choose another with --port", p);
	}
	int rc = 0;
	if (lobby && !(variants = cw_lobby_variants((const char *const *)vpath, &err)))
		return fail("%s", err.msg);
	if (replay_file) {
		char why[CW_ERRMSG_MAX + 64], safe[4 * 256 + 4];
		/* every seat's view of a game still in play would show its cards */
		if (cw_record_in_play(replay_file)) {
			fprintf(stderr, "cardwright: %s " CW_RECORD_IN_PLAY ": it is served once that game has ended "
				"(nothing served)\n",
				cw_text_safe(safe, sizeof safe, replay_file, 0));
			return 2;
		}
		if (replay_load(replay_file, NULL, 0, &served, why, sizeof why)) {
			fprintf(stderr, "cardwright: %s (nothing served)\n", why);
			return 2;
		}
		serving_replay = 1;
	}
	for (int i = 0; i < nresume; i++) {
		srv_table *st = table_resume(resume[i], &err);
		if (st && tables[st->id - 1]) {
			cw_error_fail(&err, CW_EINVAL, "%s: table %d is resumed twice", resume[i], st->id);
			table_free(st);
			st = NULL;
		}
		if (!st) {
			fprintf(stderr, "cardwright: %s\n", err.msg);
			rc = 2;
			goto out;
		}
		tables[st->id - 1] = st;
		if (st->id > ntables)
			ntables = st->id;
		table_advance(st);
	}
	for (int i = 0; i < nta; i++) {
		int id = 1;
		while (id <= MAX_TABLES && tables[id - 1])
			id++;
		if (id > MAX_TABLES) {
			fprintf(stderr, "cardwright: at most %d tables\n", MAX_TABLES);
			rc = 2;
			goto out;
		}
		srv_table *st = table_open(&ta[i], id, &err);
		if (!st) {
			fprintf(stderr, "cardwright: %s\n", err.msg);
			rc = 2;
			goto out;
		}
		tables[id - 1] = st;
		if (id > ntables)
			ntables = id;
		table_advance(st);
	}
	static const struct lws_protocols protocols[] = {
		{ "http", http_callback, 0, 0, 0, NULL, 0 },
		{ "cardwright", ws_callback, sizeof(conn), MAX_MSG, 0, NULL, 0 },
		{ NULL, NULL, 0, 0, 0, NULL, 0 }
	};
	struct lws_http_mount mount;
	memset(&mount, 0, sizeof mount);
	mount.mountpoint = "/";
	mount.mountpoint_len = 1;
	mount.origin = web;
	mount.def = "index.html";
	mount.origin_protocol = LWSMPRO_FILE;
	struct lws_context_creation_info info;
	memset(&info, 0, sizeof info);
	info.port = port;
	info.iface = host;
	loopback_only = !strncmp(host, "127.", 4);
	info.protocols = protocols;
	info.mounts = &mount;
	info.options = LWS_SERVER_OPTION_DISABLE_IPV6;
	static const lws_retry_bo_t idle = { .secs_since_valid_ping = PING_S, .secs_since_valid_hangup = HANGUP_S };
	info.retry_and_idle_policy = &idle;
	lws_set_log_level(0, NULL);
	more_files();
	ctx = lws_create_context(&info);
	if (!ctx) {
		char safe[256];
		fprintf(stderr, "cardwright: cannot listen on %s port %d\n", cw_text_safe(safe, sizeof safe, host, 0), port);
		rc = 2;
		goto out;
	}
	int lport = port;
	struct lws_vhost *vh = lws_get_vhost_by_name(ctx, "default");
	if (vh)
		lport = lws_get_vhost_listen_port(vh);
	char safe[PATH_MAX + 64];
	if (strcmp(host, "127.0.0.1") && strcmp(host, "localhost"))
		fprintf(stderr, "cardwright: warning: listening on %s: anyone who can reach this machine may connect; "
			"a link is a seat, share each only with its player\n", cw_text_safe(safe, sizeof safe, host, 0));
	char shown_buf[256];
	const char *shown = strcmp(host, "0.0.0.0") ? cw_text_safe(shown_buf, sizeof shown_buf, host, 0) : "127.0.0.1";
	for (int i = 0; i < ntables; i++) {
		srv_table *st = tables[i];
		if (!st)
			continue;
		int resumed = 0;
		for (int r = 0; r < nresume; r++)
			resumed |= st->t.rec.path && !strcmp(st->t.rec.path, resume[r]);
		printf("table %d: %s%s\n", st->id, st->variant, resumed ? " (resumed: the links printed before work again)" : "");
		for (int s = 1; s <= st->nseats; s++) {
			if (!st->human[s] || resumed)
				continue;
			char h[2 * TOKEN_BYTES + 1];
			hex(st->token[s], TOKEN_BYTES, h);
			printf("  %s: http://%s:%d/#t=%d&k=%s\n", st->names[s], shown, lport, st->id, h);
		}
		printf("  spectators: http://%s:%d/#t=%d\n", shown, lport, st->id);
		if (st->t.rec.path)
			printf("  recording: %s\n", cw_text_safe(safe, sizeof safe, st->t.rec.path, 0));
	}
	if (lobby)
		printf("open a table: http://%s:%d/\n", shown, lport);
	if (serving_replay)
		printf("replay of %s: http://%s:%d/#r\n", cw_text_safe(safe, sizeof safe, replay_file, 0), shown, lport);
	fflush(stdout);
	memset(&tick, 0, sizeof tick);
	lws_sul_schedule(ctx, 0, &tick, on_tick, TICK_US);
	for (int i = 0; i < ntables; i++)
		if (tables[i] && tables[i]->pending)
			bots_later();
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	while (!stop && lws_service(ctx, 0) >= 0)
		;
	lws_sul_cancel(&tick);
	lws_sul_cancel(&bots_sul);
	bots_scheduled = 0;
	lws_context_destroy(ctx);
	ctx = NULL;
out:
	if (serving_replay)
		cw_replay_steps_free(&served);
	serving_replay = 0;
	json_decref(variants);
	json_decref(options_made);
	options_made = NULL;
	variants = NULL;
	for (int i = 0; i < MAX_TABLES; i++) {
		table_free(tables[i]);
		tables[i] = NULL;
	}
	ntables = 0;
	return rc;
}
