/*
** `cardwright serve`: see serve.h and docs/protocol.md.
**
** The tables (everything about a game and its seats) are kept apart from
** the connections (who is attached, what they were sent): a table is a
** cw_table from the table layer with its seats' secrets and bots.
*/
#define _GNU_SOURCE
#include "serve.h"
#include <arpa/inet.h>
#include <errno.h>
#include <jansson.h>
#include <libwebsockets.h>
#include <limits.h>
#include <netinet/in.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "bot.h"
#include "render.h"
#include "replay.h"
#include "table.h"
#include "wire.h"

#define MAX_TABLES 64
#define MAX_MSG 4096		/* bytes in one client message */
#define RATE_PER_SEC 20		/* messages a connection may send each second... */
#define RATE_BURST 40		/* ...with this many at once */
#define TOKEN_BYTES 16		/* 128 bits */

typedef struct srv_table {
	int id;			/* 1-based, in links */
	char variant[64];
	cw_table t;
	cw_render render;
	int nseats;
	char *names[CW_MAX_SEATS + 2];	/* [1..nseats], NULL after */
	int human[CW_MAX_SEATS + 1];
	cw_bot bot[CW_MAX_SEATS + 1];
	uint8_t token[CW_MAX_SEATS + 1][TOKEN_BYTES];	/* only to print the links */
	uint8_t hash[CW_MAX_SEATS + 1][32];	/* SHA-256 of each token's hex text */
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
	int seat;		/* with a table: 0 spectator, else the seat */
	uint32_t seen;		/* events narrated to it */
	frame *qh, *qt;
	char in[MAX_MSG + 1];
	size_t inlen;
	int oversized;
	double bucket;
	struct timespec last;
} conn;

static srv_table *tables[MAX_TABLES];
static int ntables;
static conn *conns;
static char **vpath;
static volatile sig_atomic_t stop;
static struct lws_context *ctx;

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
	for (int s = 1; s <= st->nseats; s++)
		free(st->names[s]);
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
} table_args;

static const char *state_dir(char *buf, size_t n)
{
	const char *xdg = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
	if (xdg && *xdg)
		snprintf(buf, n, "%s/cardwright", xdg);
	else if (home && *home)
		snprintf(buf, n, "%s/.local/state/cardwright", home);
	else
		return NULL;
	return buf;
}

static void make_dirs(char *dir)
{
	for (char *p = dir + 1; *p; p++)
		if (*p == '/') {
			*p = '\0';
			mkdir(dir, 0700);
			*p = '/';
		}
	mkdir(dir, 0700);
}

/* Where a table is recorded: --record FILE, or the state directory's
** games/ as the REPL does. "" when there is nowhere. */
static void record_path(const table_args *a, int id, char *buf, size_t n)
{
	char dir[900];
	buf[0] = '\0';
	if (a->record) {
		snprintf(buf, n, "%s", a->record);
		return;
	}
	if (!state_dir(dir, sizeof dir))
		return;
	strncat(dir, "/games", sizeof dir - strlen(dir) - 1);
	make_dirs(dir);
	time_t now = time(NULL);
	struct tm tm;
	localtime_r(&now, &tm);
	snprintf(buf, n, "%s/%04d%02d%02d-%02d%02d%02d-serve%d-%s.replay", dir, tm.tm_year + 1900, tm.tm_mon + 1,
		 tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, id, a->variant);
}

/* The memory aid as the REPL has it: known face-down cards shown as the
** variant's memory_aid says. */
static void set_aid(srv_table *st)
{
	st->render.aid = cw_runtime_memory_aid(st->t.rt);
}

/* Beside the recording FILE, FILE.seats: the table's number and each
** person seat's token hash, so that `serve --resume FILE` knows the same
** links again. Never the tokens. Written whole, then renamed. */
static int write_seats(const srv_table *st, const char *path, cw_err *err)
{
	char file[1100], tmp[1110];
	snprintf(file, sizeof file, "%s.seats", path);
	snprintf(tmp, sizeof tmp, "%s.tmp", file);
	FILE *f = fopen(tmp, "w");
	if (!f)
		return cw_fail(err, CW_EIO, "cannot write %s: %s", tmp, strerror(errno));
	fprintf(f, "cardwright-serve-seats 1\ntable %d\n", st->id);
	for (int s = 1; s <= st->nseats; s++)
		if (st->human[s]) {
			char h[65];
			hex(st->hash[s], 32, h);
			fprintf(f, "seat %d %s\n", s, h);
		}
	if (fclose(f) || rename(tmp, file)) {
		remove(tmp);
		return cw_fail(err, CW_EIO, "cannot write %s", file);
	}
	return 0;
}

/* Reopens a table from its recording (verified) and FILE.seats. */
static srv_table *table_resume(const char *file, cw_err *err)
{
	char sfile[1100], line[256];
	snprintf(sfile, sizeof sfile, "%s.seats", file);
	FILE *f = fopen(sfile, "r");
	if (!f) {
		cw_fail(err, CW_EIO, "cannot read %s: expected the seats file serve writes beside a recording", sfile);
		return NULL;
	}
	srv_table *st = calloc(1, sizeof *st);
	int ok = st && fgets(line, sizeof line, f) && !strcmp(line, "cardwright-serve-seats 1\n") &&
		 fgets(line, sizeof line, f) && sscanf(line, "table %d", &st->id) == 1 && st->id >= 1 &&
		 st->id <= MAX_TABLES;
	int seat;
	char h[80];
	while (ok && fgets(line, sizeof line, f)) {
		ok = sscanf(line, "seat %d %64s", &seat, h) == 2 && seat >= 1 && seat <= CW_MAX_SEATS && strlen(h) == 64;
		for (int i = 0; ok && i < 32; i++) {
			unsigned v;
			ok = sscanf(h + 2 * i, "%2x", &v) == 1;
			st->hash[seat][i] = (uint8_t)v;
		}
		if (ok)
			st->human[seat] = 2;	/* named in the file */
	}
	fclose(f);
	if (!ok) {
		cw_fail(err, CW_EINVAL, "%s: not a seats file: expected 'cardwright-serve-seats 1', 'table N', "
			"then 'seat N HASH' lines", sfile);
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
		cw_fail(err, CW_EINVAL, "%s (no table resumed)", why && *why ? why : file);
		free(why);
		free(st);
		return NULL;
	}
	free(why);
	snprintf(st->variant, sizeof st->variant, "%s", L.variant);
	st->nseats = L.nseats;
	for (int s = 1; s <= st->nseats; s++) {
		st->names[s] = strdup(L.names[s][0] ? L.names[s] : "seat");
		st->human[s] = st->human[s] == 2;
		if (!st->human[s])
			cw_bot_init(&st->bot[s], cw_bot_kind(st->names[s]), cw_table_bot_seed(L.seed, s));
	}
	long cut_at = L.cut_at;	/* a last line left short by the kill, cut first */
	rc = cw_table_adopt(&st->t, L.rt, L.g, L.seed, &L.log, err);
	L.rt = NULL;
	L.g = NULL;
	cw_replay_loaded_free(&L);
	if (rc) {
		table_free(st);
		return NULL;
	}
	set_aid(st);
	st->render.names = (const char *const *)st->names;
	if (cw_table_record_on(&st->t, file, cut_at, err)) {
		table_free(st);
		return NULL;
	}
	return st;
}

/* Opens a table from its arguments; a one-line error (without the
** program's name) in err on failure. */
static srv_table *table_open(const table_args *a, int id, cw_err *err)
{
	srv_table *st = calloc(1, sizeof *st);
	if (!st) {
		cw_fail(err, CW_ENOMEM, "out of memory");
		return NULL;
	}
	st->id = id;
	snprintf(st->variant, sizeof st->variant, "%s", a->variant);
	/* --players ana,ben,bot: a name per seat; bot kinds are bots. */
	const char *p = a->players ? a->players : "ana,ben";
	while (*p) {
		const char *e = strchr(p, ',');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		if (st->nseats == CW_MAX_SEATS) {
			cw_fail(err, CW_EINVAL, "--players: at most %d seats", CW_MAX_SEATS);
			goto fail;
		}
		if (!len || len > 32) {
			cw_fail(err, CW_EINVAL, "--players: expected names of 1 to 32 characters separated by commas");
			goto fail;
		}
		int s = ++st->nseats;
		st->names[s] = strndup(p, len);
		int kind = cw_bot_kind(st->names[s]);
		st->human[s] = kind == CW_BOT_HUMAN;
		p += len + (e ? 1 : 0);
		if (e && !*p) {
			cw_fail(err, CW_EINVAL, "--players: a name is missing after the last comma");
			goto fail;
		}
	}
	cw_table_config tc = { .path = (const char *const *)vpath, .variant = a->variant,
			       .rules = a->rules, .nrules = a->nrules, .nseats = st->nseats };
	uint64_t seed = a->seeded ? a->seed : 0;
	if (!a->seeded && getrandom(&seed, sizeof seed, 0) != sizeof seed) {
		cw_fail(err, CW_EIO, "no random seed from the system");
		goto fail;
	}
	seed &= (uint64_t)CW_TABLE_MAX_SEED;
	if (cw_table_open(&st->t, &tc, seed, err))
		goto fail;
	cw_render_for_variant(&st->render, st->t.rt);
	set_aid(st);
	st->render.names = (const char *const *)st->names;
	for (int s = 1; s <= st->nseats; s++) {
		if (st->human[s]) {
			if (getrandom(st->token[s], TOKEN_BYTES, 0) != TOKEN_BYTES) {
				cw_fail(err, CW_EIO, "no random token from the system");
				goto fail;
			}
			char h[2 * TOKEN_BYTES + 1];
			hex(st->token[s], TOKEN_BYTES, h);
			token_hash(h, st->hash[s]);
		} else
			cw_bot_init(&st->bot[s], cw_bot_kind(st->names[s]), cw_table_bot_seed(seed, s));
	}
	char path[1024];
	record_path(a, id, path, sizeof path);
	if (path[0] && (cw_table_record(&st->t, path, a->variant, (const char *const *)st->names, err) ||
			write_seats(st, st->t.rec.path ? st->t.rec.path : path, err)))
		goto fail;
	return st;
fail:
	table_free(st);
	return NULL;
}

/* Lets the bots play until a person must act or the game ends. */
static void table_advance(srv_table *st)
{
	cw_err err;
	cw_game *g = st->t.g;
	while (g->st->status == CW_ST_PLAY && !st->human[g->st->actor]) {
		cw_action a;
		char text[160];
		int seat = g->st->actor;
		if (cw_bot_choose(&st->bot[seat], st->t.rt, g, &a, &err))
			return;
		cw_action_format(g->verbs, &a, seat, text, sizeof text);
		if (cw_apply(g, &a, &err))
			return;
		cw_table_keep(&st->t, seat, text, (const char *const *)st->names, &err);
	}
}

/* A seat's action typed in the notation: the actor's turn, or an action
** any seat may take between two (DES-Q2). 0 when applied; else err. */
static int table_act(srv_table *st, int seat, const char *text, cw_err *err)
{
	cw_game *g = st->t.g;
	cw_action a;
	char canon[160];
	if (g->st->status != CW_ST_PLAY) {
		cw_fail(err, CW_EINVAL, "the game is over");
		return -1;
	}
	if (cw_action_parse(g->verbs, text, seat, st->nseats, &a, err))
		return -1;
	cw_action_format(g->verbs, &a, seat, canon, sizeof canon);
	if (seat == g->st->actor) {
		if (cw_read_action(g, text, &a, err) || cw_apply(g, &a, err))
			return -1;
	} else if (g->verbs->v[a.verb].any_seat) {
		if (cw_apply_text_as(g, seat, text, err))
			return -1;
	} else {
		cw_fail(err, CW_EINVAL, "it is not your turn: %s is to act", st->names[g->st->actor]);
		return -1;
	}
	cw_table_keep(&st->t, seat, canon, (const char *const *)st->names, err);
	table_advance(st);
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
	frame *f = malloc(sizeof *f + LWS_PRE + len);
	if (f) {
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
	send_json(c, cw_wire_error(msg));
}

static void send_state(conn *c)
{
	srv_table *st = tables[c->table - 1];
	json_t *m = cw_wire_state(&st->render, st->t.g, c->seat, &c->seen);
	if (m) {
		json_object_set_new(m, "table_id", json_integer(st->id));
		json_object_set_new(m, "step", json_integer((json_int_t)st->t.log.n));
	}
	send_json(c, m);
}

static void broadcast(int table)
{
	for (conn *c = conns; c; c = c->next)
		if (c->table == table)
			send_state(c);
}

static void hello(conn *c, json_t *m)
{
	json_int_t id = json_integer_value(json_object_get(m, "table"));
	const char *token = json_string_value(json_object_get(m, "token"));
	if (c->table) {
		send_error(c, "already at a table: one hello per connection");
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
	c->seen = 0;
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
	send_state(c);
}

static void act(conn *c, json_t *m)
{
	const char *text = json_string_value(json_object_get(m, "action"));
	if (!c->table) {
		send_error(c, "say hello with a table and a token first");
		return;
	}
	if (!c->seat) {
		send_error(c, "a spectator may not act");
		return;
	}
	if (!text || strlen(text) > 150) {
		send_error(c, "act: expected \"action\": an action in the notation, e.g. \"draw stock\"");
		return;
	}
	cw_err err;
	if (table_act(tables[c->table - 1], c->seat, text, &err)) {
		send_error(c, err.msg);
		return;
	}
	broadcast(c->table);
}

/* One whole message from a client. */
static void on_message(conn *c, const char *text, size_t len)
{
	json_error_t je;
	json_t *m = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
	const char *type = json_string_value(json_object_get(m, "type"));
	if (!m || !json_is_object(m) || !type)
		send_error(c, "bad message: expected a JSON object with a \"type\" (docs/protocol.md)");
	else if (!strcmp(type, "hello"))
		hello(c, m);
	else if (!strcmp(type, "act"))
		act(c, m);
	else
		send_error(c, "unknown message type: expected hello or act");
	json_decref(m);
}

/* The token bucket: 1 when the connection may send one more message. */
static int rate_ok(conn *c)
{
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	double dt = (double)(now.tv_sec - c->last.tv_sec) + (double)(now.tv_nsec - c->last.tv_nsec) / 1e9;
	c->last = now;
	c->bucket += dt * RATE_PER_SEC;
	if (c->bucket > RATE_BURST)
		c->bucket = RATE_BURST;
	if (c->bucket < 1)
		return 0;
	c->bucket -= 1;
	return 1;
}

/* A WebSocket's Origin must be this server (the Host it was asked by). */
static int origin_ok(struct lws *wsi)
{
	char origin[256], host[256], want[300];
	if (lws_hdr_total_length(wsi, WSI_TOKEN_ORIGIN) <= 0)
		return 1;	/* not a browser: no page of another site behind it */
	if (lws_hdr_copy(wsi, origin, sizeof origin, WSI_TOKEN_ORIGIN) < 0 ||
	    lws_hdr_copy(wsi, host, sizeof host, WSI_TOKEN_HOST) < 0)
		return 0;
	snprintf(want, sizeof want, "http://%s", host);
	return !strcmp(origin, want);
}

static int ws_callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
	conn *c = user;
	switch (reason) {
	case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
		return origin_ok(wsi) ? 0 : -1;
	case LWS_CALLBACK_ESTABLISHED:
		memset(c, 0, sizeof *c);
		c->wsi = wsi;
		c->bucket = RATE_BURST;
		clock_gettime(CLOCK_MONOTONIC, &c->last);
		c->next = conns;
		conns = c;
		break;
	case LWS_CALLBACK_CLOSED:
		for (conn **p = &conns; *p; p = &(*p)->next)
			if (*p == c) {
				*p = c->next;
				break;
			}
		while (c->qh) {
			frame *f = c->qh;
			c->qh = f->next;
			free(f);
		}
		c->qt = NULL;
		break;
	case LWS_CALLBACK_RECEIVE:
		if (c->inlen + len > MAX_MSG)
			c->oversized = 1;
		else {
			memcpy(c->in + c->inlen, in, len);
			c->inlen += len;
		}
		if (lws_is_final_fragment(wsi) && !lws_remaining_packet_payload(wsi)) {
			if (c->oversized)
				send_error(c, "message too long: at most 4096 bytes");
			else if (!rate_ok(c))
				send_error(c, "too many messages: at most 20 a second");
			else
				on_message(c, c->in, c->inlen);
			c->inlen = 0;
			c->oversized = 0;
		}
		break;
	case LWS_CALLBACK_SERVER_WRITEABLE:
		if (c->qh) {
			frame *f = c->qh;
			c->qh = f->next;
			if (!c->qh)
				c->qt = NULL;
			int n = lws_write(wsi, f->buf + LWS_PRE, f->len, LWS_WRITE_TEXT);
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
	fprintf(stderr, "cardwright: ");
	fprintf(stderr, fmt, a);
	fprintf(stderr, "\n");
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
	"usage: cardwright serve --table VARIANT [--players ana,ben,bot] [--rule K=V]... [--seed S]\n"
	"                        [--record FILE] [--table VARIANT ...] [--port P] [--host H]\n"
	"       cardwright serve --resume FILE... [--port P] [--host H]";

int cw_serve_main(char **path, int argc, char **argv)
{
	table_args ta[MAX_TABLES];
	const char *resume[MAX_TABLES];
	int nta = 0, nresume = 0, port = 8080;
	const char *host = "127.0.0.1";
	cw_err err;
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
		else
			return fail("serve: unknown option '%s' (see 'cardwright serve --help')", o);
	}
	if (!nta && !nresume)
		return fail("serve: expected --table VARIANT or --resume FILE... (see 'cardwright serve --help')%s", "");
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
	for (int i = 0; i < nresume; i++) {
		srv_table *st = table_resume(resume[i], &err);
		if (st && tables[st->id - 1]) {
			cw_fail(&err, CW_EINVAL, "%s: table %d is resumed twice", resume[i], st->id);
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
		{ "http", lws_callback_http_dummy, 0, 0, 0, NULL, 0 },
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
	info.protocols = protocols;
	info.mounts = &mount;
	info.options = LWS_SERVER_OPTION_DISABLE_IPV6;
	lws_set_log_level(0, NULL);
	ctx = lws_create_context(&info);
	if (!ctx) {
		fprintf(stderr, "cardwright: cannot listen on %s port %d\n", host, port);
		rc = 2;
		goto out;
	}
	int lport = port;
	struct lws_vhost *vh = lws_get_vhost_by_name(ctx, "default");
	if (vh)
		lport = lws_get_vhost_listen_port(vh);
	if (strcmp(host, "127.0.0.1") && strcmp(host, "localhost"))
		fprintf(stderr, "cardwright: warning: listening on %s: anyone who can reach this machine may connect; "
			"a link is a seat, share each only with its player\n", host);
	const char *shown = strcmp(host, "0.0.0.0") ? host : "127.0.0.1";
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
			printf("  recording: %s\n", st->t.rec.path);
	}
	fflush(stdout);
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	while (!stop && lws_service(ctx, 0) >= 0)
		;
	lws_context_destroy(ctx);
	ctx = NULL;
out:
	for (int i = 0; i < MAX_TABLES; i++) {
		table_free(tables[i]);
		tables[i] = NULL;
	}
	ntables = 0;
	return rc;
}
