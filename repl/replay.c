/*
** The replay verifier (docs/replay-format.md).
**
** The file is read whole into records (one per non-blank line, comments
** stripped, split into words). The header (version, variant, rules,
** players, seed or deck) builds the runtime and the game; a pre-pass
** collects the `deck` line of every round, so that the engine has every
** round's deck before the action that ends a round (it deals the next
** round inside that action, and the one after when that one ends at its
** deal). Then the records are played in order.
*/
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <limits.h>
#include <sys/stat.h>
#include "record.h"
#include "render.h"
#include "terms.h"
#include "roundlog.h"
#include "replay.h"
#include "refusal.h"
#include "rtpool.h"
#include "table.h"
#include "../core/event.h"
#include "../core/file.h"
#include "../core/text.h"
#include "../core/view.h"
#include "../lua/runtime.h"

/* A name the reader takes is one the table lets a person have. */
_Static_assert(CW_REPLAY_MAX_NAME == CW_TABLE_MAX_NAME, "one limit on a player's name");

/* One record: a line's words. tok is one allocation holding the word
** pointers, the words and rest, so memory grows by a constant per byte
** of the file and per record, and both are capped (replay.h). */
typedef struct rec {
	int line;
	long off;		/* the line's first byte in the file */
	int ntok;
	char **tok;		/* owned: the block */
	char *rest;		/* in the block: the text after the first word (actions) */
} rec;

typedef struct replay {
	struct stat self;	/* the file read (read_file), for the in-play check; st_ino 0 for data */
	const char *file;
	int marked;		/* the last `round N` line */
	FILE *errout;
	rec *recs;
	int nrecs, cap;
	/* the last line when it has no newline (a write cut short), and the
	** offset where it starts; a failure there ends the file with a
	** warning instead of an error */
	int cut_line;
	long cut_offset;
	int cut_used;		/* that line was left out */
	/* 1 + the offset where the file's last bytes begin to be all NUL (a
	** crash leaves a preallocated file so), 0 if they are not */
	long nul_end;
	int quiet;		/* bad() keeps its message in why instead of printing */
	int redact;		/* a seat's view: bad_hidden() names no reason */
	int names_only;		/* a file sent to the server: its variant is a name, not a path */
	char why[CW_ERRMSG_MAX];
	/* header */
	int nseats;
	char *names[CW_MAX_SEATS + 1];
	int named;
	/* decks, per round number (index 1..) */
	cw_face **deck;
	int *deck_line;
	int *lead, *lead_line;	/* `lead SEAT` per round (0: none), and its line */
	int ndeck;		/* size of the arrays */
	int deck_mode;
	cw_runtime *rt;
	cw_game *g;
	cw_log log;		/* the actions played, in canonical words (for cw_replay_load) */
	/* a restock line waiting for the action that rebuilds the stock */
	cw_face *restock;
	int restock_line;
	uint32_t fixed_before;	/* g->fixed_rebuilds before the last action */
	long restock_off;	/* its first byte */
	/* playing: the file's round, the engine's ended rounds, scores */
	int round, started;
	int round_line;		/* the line of the current round's `round` line */
	uint32_t ended;
	int result_round, total_round;
	/* implied passes (PW-16): the ones before the current record, and per
	** seat the line and phase of its last one this round */
	char implied[256];
	int pass_line[CW_MAX_SEATS + 1], pass_by[CW_MAX_SEATS + 1];
	uint64_t pass_verbs[CW_MAX_SEATS + 1];	/* the verbs the seat could have taken where it passed */
	int last_seat, last_line;	/* the last record applied: its seat and line */
	char pass_phase[CW_MAX_SEATS + 1][24];
	/* viewing: records past stop_line are not read (0: all); hook runs
	** once the game is dealt (line 0) and after every action */
	int stop_line;
	void (*hook)(struct replay *r, int line, void *ud);
	void *hook_ud;
} replay;

/* Says the fault at `line` (0: none), or keeps it in r->why when quiet. */
static int say(struct replay *r, int line, const char *msg)
{
	if (r->quiet) {
		cw_text_safe(r->why, sizeof r->why, msg, 0);
		return 1;
	}
	/* The message quotes the file's words: shown safe (text.h). */
	cw_text_fputs(r->file, r->errout, 0);
	if (line > 0)
		fprintf(r->errout, ":%d", line);
	fputs(": ", r->errout);
	cw_text_fputs(msg, r->errout, 0);
	fputc('\n', r->errout);
	return 1;
}

static int bad(struct replay *r, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int bad(struct replay *r, int line, const char *fmt, ...)
{
	va_list ap;
	char msg[1024];
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return say(r, line, msg);
}

/* A fault whose reason comes from the engine's hidden state: a chance
** record checked against the engine's own draw (the restock's cards, a
** shuffle's outcome, the lead), an action the engine refuses (its reason
** may name what the seat holds), who the engine asks (in a private
** window, who could use a card). A seat's view names only the line. */
static int bad_hidden(struct replay *r, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int bad_hidden(struct replay *r, int line, const char *fmt, ...)
{
	if (r->redact)
		return say(r, line, "this line does not verify; the reason may name cards this seat did not see "
			   "(without --as or --export-as, replay says it)");
	va_list ap;
	char msg[1024];
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return say(r, line, msg);
}

static void free_replay(replay *r)
{
	for (int i = 0; i < r->nrecs; i++)
		free(r->recs[i].tok);
	free(r->recs);
	for (int i = 0; i < r->ndeck; i++)
		free(r->deck[i]);
	free(r->deck);
	free(r->deck_line);
	free(r->lead);
	free(r->lead_line);
	if (r->g)
		cw_game_free(r->g);
	cw_rtpool_free(r->rt);
	cw_log_free(&r->log);
	free(r->restock);
}

/* What a card is (the parser's message, after its own quote of the word,
** which the caller quotes with where the word stands). */
static const char *card_why(const char *msg)
{
	const char *why = strstr(msg, "': ");
	return why ? why + 3 : msg;
}

/* A seatless `restock CARD ...` record (NOTATION, PW-20): the stock the
** next action rebuilds, top card first; imposed in a real-table game,
** checked against the RNG in a seeded one. */
static int take_restock(replay *r, const rec *x)
{
	cw_err err;
	if (r->restock_line)
		return bad(r, x->line, "a second restock line before the action that needs the first (line %d)",
			   r->restock_line);
	if (x->ntok < 2)
		return bad(r, x->line, "restock lists no card: expected the new stock, top card first");
	free(r->restock);
	r->restock = malloc(sizeof *r->restock * (size_t)(x->ntok - 1));
	if (!r->restock)
		return bad(r, x->line, "out of memory");
	for (int t = 1; t < x->ntok; t++)
		if (cw_face_parse(x->tok[t], strlen(x->tok[t]), &r->restock[t - 1], &err))
			return bad(r, x->line, "bad card '%s' in the restock line (card %d): %s", x->tok[t], t, card_why(err.msg));
	cw_zone_restock_order(r->g, r->restock, (uint32_t)(x->ntok - 1), !r->deck_mode);
	/* A stock the action before rebuilt in the rules' own order (DES-O10,
	** at the next turn's start: no chance, so no line is needed) may
	** still be written, where the draw from it comes: checked there. */
	if (r->g->fixed_rebuilds != r->fixed_before) {
		if (cw_zone_restock_match(r->g, &err))
			return bad(r, x->line, "%s", err.msg);
		r->fixed_before = r->g->fixed_rebuilds;	/* used: a second line is no one's */
		return 0;
	}
	r->restock_line = x->line;
	r->restock_off = x->off;
	return 0;
}

/* Keeps an applied action in canonical words; 1 (reported) past the
** limit of actions or out of memory. */
static int keep_action(replay *r, int seat, int line)
{
	const cw_game *g = r->g;
	char text[CW_ACTION_TEXT_MAX] = "";
	if (r->log.n >= CW_REPLAY_MAX_ACTIONS)
		return bad(r, line, "more than %d actions (implied passes included): the limit (CW_REPLAY_MAX_ACTIONS)",
			   CW_REPLAY_MAX_ACTIONS);
	const cw_event *e = cw_event_last_action(g);
	if (e)
		cw_action_format(g->verbs, &e->action, seat, text, sizeof text);
	cw_err err;
	if (cw_log_add(&r->log, seat, text, &err))
		return bad(r, line, "%s", err.msg);
	if (e && e->up == CW_PRIVATE_ALL)
		cw_log_set_private(&r->log);	/* seen by its seat alone */
	return 0;
}

/* Splits one line (comment already cut, no line break) into a record;
** 0 if blank or kept, 1 on an error already reported. */
static int add_record(replay *r, const char *text, int line, long off)
{
	size_t len = strlen(text), bytes = 0;
	int ntok = 0;
	const char *p = text, *first_end = NULL;
	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p)
			break;
		const char *start = p;
		while (*p && *p != ' ' && *p != '\t')
			p++;
		if (!first_end)
			first_end = p;
		bytes += (size_t)(p - start) + 1;
		ntok++;
	}
	if (!ntok)
		return 0;
	if (ntok > CW_REPLAY_MAX_WORDS)
		return bad(r, line, "%d words on one line: the limit is %d (CW_REPLAY_MAX_WORDS)", ntok,
			   CW_REPLAY_MAX_WORDS);
	if (r->nrecs >= CW_REPLAY_MAX_RECORDS)
		return bad(r, line, "more than %d records (lines that are not blank nor comments): "
			   "the limit is %d (CW_REPLAY_MAX_RECORDS)", CW_REPLAY_MAX_RECORDS, CW_REPLAY_MAX_RECORDS);
	/* rest: after the first word, without the blanks around it */
	const char *rs = first_end, *re = text + len;
	while (*rs == ' ' || *rs == '\t')
		rs++;
	while (re > rs && (re[-1] == ' ' || re[-1] == '\t'))
		re--;
	size_t rlen = (size_t)(re - rs);
	char **tok = malloc(sizeof *tok * (size_t)ntok + bytes + rlen + 1);
	if (!tok)
		return bad(r, line, "out of memory");
	char *w = (char *)(tok + ntok);
	p = text;
	for (int k = 0; k < ntok; k++) {
		while (*p == ' ' || *p == '\t')
			p++;
		const char *start = p;
		while (*p && *p != ' ' && *p != '\t')
			p++;
		tok[k] = w;
		memcpy(w, start, (size_t)(p - start));
		w += p - start;
		*w++ = '\0';
	}
	memcpy(w, rs, rlen);
	w[rlen] = '\0';
	if (r->nrecs == r->cap) {
		int cap = r->cap ? r->cap * 2 : 64;
		rec *nr = realloc(r->recs, sizeof *nr * (size_t)cap);
		if (!nr) {
			free(tok);
			return bad(r, line, "out of memory");
		}
		r->recs = nr;
		r->cap = cap;
	}
	r->recs[r->nrecs++] = (rec){ line, off, ntok, tok, w };
	return 0;
}

/* Reads the records, line by line into a buffer of fixed size: nothing
** but the records is kept, and the file's size, its lines' length and
** the records' count are capped (replay.h), each cap named in its error. */
static int read_stream(replay *r, FILE *f)
{
	char buf[CW_REPLAY_MAX_LINE + 1];
	unsigned char first[4] = { 1, 1, 1, 1 };	/* a line's first bytes, NULs kept */
	long total = 0;
	int line = 0, c = 0;
	while (c != EOF) {
		size_t n = 0;
		int nul = 0;
		long start = total;
		while ((c = getc(f)) != EOF && c != '\n') {
			if (c == '\r') {	/* CR LF, or a CR alone (old Mac files): a line end */
				int d = getc(f);
				if (d != '\n' && d != EOF)
					ungetc(d, f);
				total += 1 + (d == '\n');
				c = '\r';
				break;
			}
			if (++total > CW_REPLAY_MAX_BYTES)
				return bad(r, line + 1, "the file is longer than %d bytes: the limit for a replay "
					   "(CW_REPLAY_MAX_BYTES)", CW_REPLAY_MAX_BYTES);
			if (n == CW_REPLAY_MAX_LINE)
				return bad(r, line + 1, "a line longer than %d bytes: the limit (CW_REPLAY_MAX_LINE)",
					   CW_REPLAY_MAX_LINE);
			if (c == 0 && !nul) {
				/* NUL bytes to the file's end are a crash's unwritten
				** tail: the file ends where they begin */
				int d;
				long zeros = 1;
				while ((d = getc(f)) == 0)
					zeros++;
				if (d == EOF && r->quiet) {
					r->nul_end = total;
					c = EOF;
					break;
				}
				if (d == EOF) {
					r->nul_end = total;
					fputs("cardwright: warning: ", r->errout);
					cw_text_fputs(r->file, r->errout, 0);
					fprintf(r->errout, ":%d: the file ends in %ld NUL bytes (as a crash leaves a file): read "
						"up to them\n", line + 1, zeros);
					c = EOF;
					break;
				}
				ungetc(d, f);
				/* NULs within the text: kept, as the line's bytes */
				for (long z = 1; z < zeros && n < CW_REPLAY_MAX_LINE; z++, total++) {
					if (n < sizeof first)
						first[n] = 0;
					buf[n++] = ' ';
				}
			}
			nul |= c == 0;
			if (n < sizeof first)
				first[n] = (unsigned char)c;
			buf[n++] = c == 0 ? ' ' : (char)c;
		}
		if (c == '\n')
			total++;
		else if (c == '\r')
			c = '\n';	/* counted above */
		if (c == EOF && !n)
			break;
		line++;
		if (r->stop_line && line > r->stop_line)
			break;
		buf[n] = '\0';
		const char *wide = nul && line == 1 ? cw_text_wide_encoding(first, n < sizeof first ? n : sizeof first) : NULL;
		if (wide)
			return bad(r, line, "a NUL byte: the file is %s (its byte order mark says so); a replay is UTF-8 text", wide);
		if (nul)
			return bad(r, line, "a NUL byte: a replay is text");
		/* a byte order mark, as some editors save UTF-8: not part of
		** the first line's words */
		if (line == 1 && n >= 3 && !memcmp(buf, "\xEF\xBB\xBF", 3))
			memmove(buf, buf + 3, n - 2);
		char *hash = strchr(buf, '#');
		if (hash)
			*hash = 0;
		int before = r->nrecs;
		if (add_record(r, buf, line, start))
			return 1;
		if (c == EOF && r->nrecs > before) {
			r->cut_line = line;
			r->cut_offset = start;
		}
	}
	if (ferror(f))
		return bad(r, line, "read error: %s", strerror(errno));
	return 0;
}

static int cannot_read(replay *r, const char *why)
{
	if (r->quiet)
		return say(r, 0, why);
	fputs("cardwright: cannot read ", r->errout);
	cw_text_fputs(r->file, r->errout, 0);
	fprintf(r->errout, ": %s\n", why);
	return 2;
}

static int read_file(replay *r)
{
	cw_err err;
	long long size;
	FILE *f = cw_file_open(r->file, CW_REPLAY_MAX_BYTES, &size, &err);
	if (!f && err.code == CW_ELIMIT)
		return bad(r, 0, "the file has %lld bytes: the limit for a replay is %d (CW_REPLAY_MAX_BYTES)", size,
			   CW_REPLAY_MAX_BYTES);
	if (!f)
		return cannot_read(r, err.msg);
	if (fstat(fileno(f), &r->self))
		memset(&r->self, 0, sizeof r->self);
	int rc = read_stream(r, f);
	fclose(f);
	return rc;
}

static int is_word(const rec *x, const char *w)
{
	return !strcmp(x->tok[0], w);
}

/* What fixes the deal of the records read (cw_replay_deal_key). */
static int records_key(const replay *r, char *key, size_t n)
{
	size_t at = 0;
	for (int i = 0; i < r->nrecs; i++) {
		const rec *x = &r->recs[i];
		if (is_word(x, "seed") && x->ntok == 2)
			return snprintf(key, n, "seed %llu", strtoull(x->tok[1], NULL, 10)) > 0;
		if (!is_word(x, "deck"))
			continue;
		/* the cards as the reader takes them (10H, TH, 10h), by face, as
		** one 64-bit digest a round: some 780 rounds fit the key */
		uint64_t h = (uint64_t)x->ntok;
		for (int t = 1; t < x->ntok; t++) {
			cw_face f;
			cw_err err;
			h = cw_rng_derive(h, cw_face_parse(x->tok[t], strlen(x->tok[t]), &f, &err) ? 0xFFFF : (uint64_t)f);
		}
		char line[32];
		size_t len = (size_t)snprintf(line, sizeof line, "deck %016llx", (unsigned long long)h);
		if (at + len + 2 > n)
			break;	/* a round that does not fit: the rounds before it */
		at += (size_t)snprintf(key + at, n - at, "%s%s", at ? "\n" : "", line);
	}
	return at > 0;
}

int cw_replay_keys_meet(const char *a, const char *b)
{
	for (const char *p = a; *p;) {
		size_t len = strcspn(p, "\n");
		for (const char *q = b; *q;) {
			size_t m = strcspn(q, "\n");
			if (m == len && !memcmp(p, q, len))
				return 1;
			q += m + (q[m] == '\n');
		}
		p += len + (p[len] == '\n');
	}
	return 0;
}

int cw_replay_deal_key(const char *file, char *key, size_t n)
{
	replay r;
	memset(&r, 0, sizeof r);
	r.file = file;
	r.quiet = 1;	/* nothing is said of a file that does not read */
	int found = !read_file(&r) && records_key(&r, key, n);
	free_replay(&r);
	return found;
}

/* Whether the records read deal as a game still in play (record.h), the
** file itself being recorded aside unless self_too: said, and 1. Asked
** of what was read, not of the file's name, so that a file swapped after
** the caller's own check, or one sent to the server, is asked too. */
static int read_in_play(replay *r, int self_too)
{
	char key[CW_REPLAY_KEY_MAX], shown[4 * 256 + 4];
	if (!records_key(r, key, sizeof key) ||
	    !cw_record_deal_in_play(key, !self_too && r->self.st_ino ? &r->self : NULL))
		return 0;
	if (r->names_only)	/* sent to the server: its name is the sender's */
		say(r, 0, CW_RECORD_IN_PLAY ": its cards are shown once that game has ended");
	else
		fprintf(r->errout, "cardwright: %s " CW_RECORD_IN_PLAY ": its cards are shown once that game has ended\n",
			cw_text_safe(shown, sizeof shown, r->file, 0));
	return 1;
}

static int all_digits(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (!isdigit((unsigned char)*s))
			return 0;
	return 1;
}

/* The seat a word names (a number 1..N or a player name), 0 if none. */
static int seat_of(const replay *r, const char *w)
{
	if (all_digits(w)) {
		long v = strtol(w, NULL, 10);
		return v >= 1 && v <= r->nseats ? (int)v : 0;
	}
	for (int s = 1; s <= r->nseats; s++)
		if (r->names[s] && !strcmp(r->names[s], w))
			return s;
	return 0;
}

static const char *seat_name(const replay *r, int seat, char *buf, size_t n)
{
	if (seat >= 1 && seat <= r->nseats && r->names[seat])
		snprintf(buf, n, "seat %d (%s)", seat, r->names[seat]);
	else
		snprintf(buf, n, "seat %d", seat);
	return buf;
}

static const char *short_name(const replay *r, int seat, char *buf, size_t n)
{
	if (r->names[seat])
		return r->names[seat];
	snprintf(buf, n, "seat %d", seat);
	return buf;
}

/* What a deck line leaves out of the pack, and (unless only_out) what it
** holds past it: ": it leaves out 7S, 9D; too many of 7H" into buf
** ("" when its cards do not all read). Up to six cards of each are named. */
static const char *deck_gap(const rec *x, const int *have, int only_out, char *buf, size_t n)
{
	int seen[256] = { 0 };
	size_t at = 0;
	buf[0] = '\0';
	for (int i = 1; i < x->ntok; i++) {
		cw_face f;
		cw_err err;
		if (cw_face_parse(x->tok[i], strlen(x->tok[i]), &f, &err))
			return buf;
		seen[f]++;
	}
	for (int pass = 0; pass < 2 - only_out; pass++) {	/* left out, then held too often */
		int named = 0, more = 0;
		for (int f = 0; f < 256; f++) {
			int d = pass ? seen[f] - have[f] : have[f] - seen[f];
			char tok[8];
			if (d <= 0)
				continue;
			if (named == 6 || at >= n) {
				more++;
				continue;
			}
			at += (size_t)snprintf(buf + at, n - at, "%s%s", named ? ", " : !pass ? ": it leaves out " :
					       at ? "; too many of " : ": too many of ", cw_face_format((cw_face)f, tok));
			named++;
		}
		if (more && at < n)
			at += (size_t)snprintf(buf + at, n - at, " and %d more", more);
	}
	return buf;
}

/* Parses and checks one deck line against the pack of the game. */
static int parse_deck(replay *r, const rec *x, cw_face **out)
{
	const cw_state *s = r->g->st;
	int n = x->ntok - 1;
	int have[256] = { 0 }, seen[256] = { 0 }, first[256] = { 0 };
	char gap[160];
	for (int c = 0; c < s->ncards; c++)
		have[cw_state_ccards(s)[c].face]++;
	if (n != s->ncards)
		return bad(r, x->line, "the deck lists %d cards, the pack of %s has %d%s", n,
			   cw_runtime_variant_name(r->rt), s->ncards, deck_gap(x, have, 0, gap, sizeof gap));
	cw_face *faces = malloc(sizeof *faces * (size_t)n);
	if (!faces)
		return bad(r, x->line, "out of memory");
	for (int i = 0; i < n; i++) {
		cw_err err;
		const char *t = x->tok[i + 1];
		if (cw_face_parse(t, strlen(t), &faces[i], &err)) {
			free(faces);
			return bad(r, x->line, "bad card '%s' in the deck (card %d): %s", t, i + 1, card_why(err.msg));
		}
		cw_face f = faces[i];
		if (!have[f]) {
			free(faces);
			return bad(r, x->line, "the pack of %s has no card %s (card %d of the deck)",
				   cw_runtime_variant_name(r->rt), t, i + 1);
		}
		if (++seen[f] > have[f]) {
			char tok[8];
			free(faces);
			if (have[f] == 1)
				return bad(r, x->line, "duplicated card %s in the deck (cards %d and %d)%s",
					   cw_face_format(f, tok), first[f], i + 1, deck_gap(x, have, 1, gap, sizeof gap));
			return bad(r, x->line, "the deck holds %s more than %d times (card %d)",
				   cw_face_format(f, tok), have[f], i + 1);
		}
		if (!first[f])
			first[f] = i + 1;
	}
	*out = faces;
	return 0;
}

/* Decodes in place the %XX of a variant word (the recorder writes a
** path's blanks, '#', '%' and control bytes so). A raw control byte, a
** '%' not followed by two hex digits, or a decoded NUL is an error. */
static int decode_word(char *w)
{
	char *out = w;
	for (const char *p = w; *p; p++) {
		if ((unsigned char)*p < ' ' || *p == 0x7f)
			return -1;
		if (*p != '%') {
			*out++ = *p;
			continue;
		}
		if (!isxdigit((unsigned char)p[1]) || !isxdigit((unsigned char)p[2]))
			return -1;
		char hex[3] = { p[1], p[2], 0 };
		long v = strtol(hex, NULL, 16);
		if (v == 0)
			return -1;
		*out++ = (char)v;
		p += 2;
	}
	*out = '\0';
	return 0;
}

/* The line a configuration's refusal is about: of the rules it names
** (a combination the rules forbid), the one given last, which made it;
** the players line where it names none (a player count). */
static int conflict_line(const char *const *given, const int *line, int n, const char *msg, int players_line)
{
	int at = 0;
	for (int q = 0; q < n; q++) {
		char name[64];
		size_t len = strcspn(given[q], "=");
		if (!len || len >= sizeof name)
			continue;
		memcpy(name, given[q], len);
		name[len] = '\0';
		for (const char *p = strstr(msg, name); p; p = strstr(p + 1, name))
			if ((p == msg || !(isalnum((unsigned char)p[-1]) || p[-1] == '_')) &&
			    !(isalnum((unsigned char)p[len]) || p[len] == '_')) {
				if (line[q] > at)
					at = line[q];
				break;
			}
	}
	return at ? at : players_line;
}

/* The pool's key of the runtime the header makes (rtpool.h): each rule
** line's words, then an empty word, so that the lines are told apart.
** 0 when it does not fit. */
static int rules_key(const replay *r, const char *const *path, const char *variant, int from, int to, char *key,
		     size_t n)
{
	int nw = 0, ok;
	for (int k = from; k >= 0 && k <= to; k++)
		nw += r->recs[k].ntok;
	const char **w = malloc(((size_t)nw + 1) * sizeof *w);
	if (!w)
		return 0;
	nw = 0;
	for (int k = from; k >= 0 && k <= to; k++) {
		const rec *x = &r->recs[k];
		if (!is_word(x, "rule"))
			continue;
		for (int t = 1; t < x->ntok; t++)
			w[nw++] = x->tok[t];
		w[nw++] = "";
	}
	ok = cw_rtpool_key(key, n, path, variant, 0, w, nw, NULL, 0, 0, r->nseats);
	free(w);
	return ok;
}

/* The file of `variant`'s base name in the directory of the recording
** `file`, into buf, when it is a regular file there; 0 if not. */
static int beside_file(const char *file, const char *variant, char *buf, size_t n)
{
	const char *slash = strrchr(file, '/'), *base = strrchr(variant, '/');
	base = base ? base + 1 : variant;
	int len = slash ? snprintf(buf, n, "%.*s/%s", (int)(slash - file), file, base) : snprintf(buf, n, "%s", base);
	struct stat st;
	return len > 0 && (size_t)len < n && strcmp(buf, variant) && !stat(buf, &st) && S_ISREG(st.st_mode);
}

/* Reads the header records up to the first `round` or action line; builds
** the runtime and the game. Returns the index of the next record, or -1. */
static int read_header(replay *r, const char *const *path, uint64_t *seed, int *seed_line)
{
	int i = 0, variant_line = 0, players_line = 0;
	const char *variant = NULL;
	cw_err err;
	if (r->nrecs == 0) {
		bad(r, 0, "empty file: expected 'cardwright-replay 1'");
		return -1;
	}
	rec *v = &r->recs[0];
	if (!is_word(v, "cardwright-replay")) {
		bad(r, v->line, "not a replay: the first line must be 'cardwright-replay 1'");
		return -1;
	}
	if (v->ntok != 2 || strcmp(v->tok[1], "1")) {
		bad(r, v->line, "unknown replay version '%s' (this program reads version 1)", v->ntok > 1 ? v->rest : "");
		return -1;
	}
	*seed_line = 0;
	int rules_from = -1, rules_to = -1;
	for (i = 1; i < r->nrecs; i++) {
		rec *x = &r->recs[i];
		if (is_word(x, "variant")) {
			if (variant) {
				bad(r, x->line, "a second variant line");
				return -1;
			}
			if (x->ntok != 2) {
				bad(r, x->line, "variant takes one NAME");
				return -1;
			}
			if (decode_word(x->tok[1])) {
				bad(r, x->line, "variant: a control byte or a bad %%XX; expected a name, or a path with "
				    "blanks, '#', '%%' and control bytes written %%XX");
				return -1;
			}
			variant = x->tok[1];
			variant_line = x->line;
		} else if (is_word(x, "rule")) {
			if (rules_from < 0)
				rules_from = i;
			rules_to = i;
		} else if (is_word(x, "players")) {
			if (players_line) {
				bad(r, x->line, "a second players line");
				return -1;
			}
			players_line = x->line;
			int n = x->ntok - 1;
			if (n == 1 && all_digits(x->tok[1])) {
				/* strtol saturates: 4294967298 is too many, not 2 */
				long nv = strtol(x->tok[1], NULL, 10);
				if (nv < 1 || nv > CW_MAX_SEATS) {
					bad(r, x->line, "players: %s seats, expected 1 to %d", x->tok[1], CW_MAX_SEATS);
					return -1;
				}
				n = (int)nv;
				r->nseats = n;
				continue;
			}
			if (n < 1 || n > CW_MAX_SEATS) {
				bad(r, x->line, "players: %d names, expected 1 to %d", n, CW_MAX_SEATS);
				return -1;
			}
			r->nseats = n;
			r->named = 1;
			for (int s = 1; s <= n; s++) {
				const char *nm = x->tok[s];
				if (isdigit((unsigned char)nm[0]) || strchr(nm, '=')) {
					bad(r, x->line, "bad player name '%s': a name never starts with a digit nor holds '='", nm);
					return -1;
				}
				/* Names are shown on every screen: printable text, and short. */
				size_t len = strlen(nm);
				if (cw_table_record_word(nm, len)) {
					bad(r, x->line, "bad player name '%s': the word a record begins with (round, result, "
					    "deck, ...), which a seat's lines would be read as", nm);
					return -1;
				}
				if (!cw_text_is_safe(nm, len, 0)) {
					bad(r, x->line, "bad player name '%s': a name is printable text, without control or "
					    "invisible characters or invalid UTF-8", nm);
					return -1;
				}
				if (cw_text_name_blank(nm, len)) {
					bad(r, x->line, "bad player name: a name holds no blank, joining, private-use or noncharacter "
					    "code point that would make it look like another (U+%04lX)", cw_text_name_blank(nm, len));
					return -1;
				}
				if (cw_text_starts_combining(nm, len)) {
					bad(r, x->line, "bad player name: a name does not begin with a combining mark (U+%04lX), "
					    "which is drawn on what comes before it", cw_text_starts_combining(nm, len));
					return -1;
				}
				if (len > CW_REPLAY_MAX_NAME) {
					char shown[4 * CW_TEXT_NAME_MAX + 4];
					bad(r, x->line, "player name '%s' is %zu bytes long: the limit is %d (CW_REPLAY_MAX_NAME)",
					    cw_text_name(shown, sizeof shown, nm), len, CW_REPLAY_MAX_NAME);
					return -1;
				}
				for (int t = 1; t < s; t++)
					if (!strcmp(r->names[t], nm)) {
						bad(r, x->line, "player name '%s' given twice", nm);
						return -1;
					}
				r->names[s] = x->tok[s];
			}
		} else if (is_word(x, "seed")) {
			char *end;
			if (*seed_line) {
				bad(r, x->line, "a second seed line");
				return -1;
			}
			errno = 0;
			unsigned long long sv = x->ntok == 2 ? strtoull(x->tok[1], &end, 10) : 0;
			if (x->ntok != 2 || !all_digits(x->tok[1]) || errno || *end) {
				bad(r, x->line, "seed takes one non-negative number");
				return -1;
			}
			*seed = sv;
			*seed_line = x->line;
		} else if (is_word(x, "deck")) {
			r->deck_mode = 1;	/* read by the pre-pass */
		} else if (is_word(x, "view")) {
			bad(r, x->line, "a redacted log (the game as one seat saw it) cannot be replayed");
			return -1;
		} else
			break;
	}
	int at = i < r->nrecs ? r->recs[i].line : r->recs[r->nrecs - 1].line;
	/* What ends the header is the first round's line: another record
	** there is named, not taken for a missing header line further on. */
	if (i < r->nrecs && !is_word(&r->recs[i], "round")) {
		const rec *x = &r->recs[i];
		char shown[4 * CW_TEXT_NAME_MAX + 4];
		if (players_line && seat_of(r, x->tok[0]))
			bad(r, x->line, "an action before 'round 1': the header ends with 'round 1'");
		else
			bad(r, x->line, "unknown record '%s' in the header: expected variant, rule, players, seed or deck, then "
			    "'round 1'", cw_text_name(shown, sizeof shown, x->tok[0]));
		return -1;
	}
	if (!variant) {
		bad(r, at, "the header has no 'variant NAME' line");
		return -1;
	}
	if (!players_line) {
		bad(r, at, "the header has no 'players NAME ...' line");
		return -1;
	}
	/* A file from the network names an installed variant: a path would
	** load a file of the server's, and quote it in its errors. */
	if (r->names_only && cw_runtime_is_file(variant)) {
		bad(r, variant_line, "a replay sent to the server names an installed variant, not a file ('%s')", variant);
		return -1;
	}
	/* A runtime kept from a file with the same header, when the program
	** keeps them (rtpool.h): it loaded, took these rules and configured
	** for these seats without error, as this one would. */
	char key[1024];
	int keyed = rules_key(r, path, variant, rules_from, rules_to, key, sizeof key);
	if (keyed && (r->rt = cw_rtpool_take(key)))
		goto configured;
	cw_runtime_config cfg = { path, 0, 0 };
	r->rt = cw_runtime_new(&cfg, &err);
	if (!r->rt) {
		bad(r, 0, "%s", err.msg);
		return -1;
	}
	if (cw_runtime_load(r->rt, variant, &err)) {
		/* a house rule's file shared with its recording: beside the
		** file, by the name the recording gives it (its path on the
		** machine that recorded it, or from the directory it ran in) */
		char beside[PATH_MAX];
		cw_err e2;
		if (err.code != CW_ENOTFOUND || !cw_runtime_is_file(variant) || !beside_file(r->file, variant, beside, sizeof beside)) {
			bad(r, variant_line, "%s", err.msg);
			return -1;
		}
		cw_runtime_free(r->rt);
		r->rt = cw_runtime_new(&cfg, &e2);
		if (!r->rt || cw_runtime_load(r->rt, beside, &e2)) {
			bad(r, variant_line, "%s (nor is it beside the recording, as %s)", err.msg, beside);
			return -1;
		}
		keyed = 0;	/* another file than the name says: not pooled by it */
	}
	/* each rule once: a file that sets one twice says two things */
	const char *given[128];
	int given_line[128], ngiven = 0;
	for (int k = rules_from; k >= 0 && k <= rules_to; k++) {
		rec *x = &r->recs[k];
		if (!is_word(x, "rule"))
			continue;
		for (int t = 1; t < x->ntok; t++) {
			for (int q = 0; q < ngiven; q++)
				if (cw_table_same_rule(given[q], x->tok[t])) {
					if (given_line[q] == x->line)
						bad(r, x->line, "rule %.*s is given twice on this line", (int)strcspn(x->tok[t], "="),
						    x->tok[t]);
					else
						bad(r, x->line, "rule %.*s is given twice (line %d and here)",
						    (int)strcspn(x->tok[t], "="), x->tok[t], given_line[q]);
					return -1;
				}
			if (ngiven < 128) {
				given_line[ngiven] = x->line;
				given[ngiven++] = x->tok[t];
			}
			if (cw_table_set_rule(r->rt, x->tok[t], 0, &err)) {
				bad(r, x->line, "%s", err.msg);
				return -1;
			}
		}
		if (x->ntok < 2) {
			bad(r, x->line, "rule takes NAME=VALUE");
			return -1;
		}
	}
	if (cw_runtime_configure(r->rt, r->nseats, &err)) {
		bad(r, conflict_line(given, given_line, ngiven, err.msg, players_line), "%s", err.msg);
		return -1;
	}
	if (keyed)
		cw_rtpool_offer(r->rt, key);
configured:
	if (*seed_line && r->deck_mode) {
		bad(r, *seed_line, "a replay gives a seed or deck lines, not both");
		return -1;
	}
	for (int k = i; *seed_line && k < r->nrecs; k++)
		if (is_word(&r->recs[k], "deck")) {
			bad(r, r->recs[k].line, "a replay gives a seed or deck lines, not both (the seed is on line %d)",
			    *seed_line);
			return -1;
		}
	if (!*seed_line && !r->deck_mode) {
		/* deck lines may all follow round lines: look for one */
		for (int k = i; k < r->nrecs; k++)
			if (is_word(&r->recs[k], "deck"))
				r->deck_mode = 1;
		if (!r->deck_mode) {
			bad(r, at, "the header has no 'seed N' line and the file no 'deck' line");
			return -1;
		}
	}
	/* A real-table game (deck lines) imposes every chance event the file
	** records; what the engine deals past the file's end (the next round,
	** when the file stops between two) or draws when `play --resume` plays
	** on must be known to nobody: a fixed seed would let anyone who
	** resumes a copy of the file see those cards beforehand. */
	r->g = cw_runtime_new_game(r->rt, r->deck_mode ? cw_table_secret_seed() : *seed, &err);
	if (!r->g) {
		bad(r, 0, "%s", err.msg);
		return -1;
	}
	return i;
}

/* Pre-pass: every deck line, by round; checks where deck lines stand. */
/* Makes the per-round arrays hold round rnd. */
static int grow_rounds(replay *r, int rnd, int line)
{
	if (rnd < r->ndeck)
		return 0;
	int n = rnd + 16;
	cw_face **d = realloc(r->deck, sizeof *d * (size_t)n);
	if (d)
		r->deck = d;
	int *dl = d ? realloc(r->deck_line, sizeof *dl * (size_t)n) : NULL;
	if (dl)
		r->deck_line = dl;
	int *ld = dl ? realloc(r->lead, sizeof *ld * (size_t)n) : NULL;
	if (ld)
		r->lead = ld;
	int *ll = ld ? realloc(r->lead_line, sizeof *ll * (size_t)n) : NULL;
	if (!ll)
		return bad(r, line, "out of memory");
	r->lead_line = ll;
	for (int k = r->ndeck; k < n; k++) {
		r->deck[k] = NULL;
		r->deck_line[k] = r->lead[k] = r->lead_line[k] = 0;
	}
	r->ndeck = n;
	return 0;
}

/* A round's `lead SEAT` line (PW-20, CAC-S4): who was drawn to lead it. */
static int collect_lead(replay *r, const rec *x, int round, int acted)
{
	int seat = x->ntok == 2 ? seat_of(r, x->tok[1]) : 0;
	if (round < 2)
		return bad(r, x->line, "a lead line names who was drawn to lead a round after 'round N' (N from 2); "
			   "%s is not drawn (PW-20, CAC-S4)", round ? "the lead of round 1" : "nothing before round 1");
	if (acted)
		return bad(r, x->line, "a lead line must come before the round's first action");
	if (!seat)
		return bad(r, x->line, "lead takes one SEAT: a seat number 1 to %d or a player's name", r->nseats);
	if (grow_rounds(r, round, x->line))
		return 1;
	if (r->lead[round])
		return bad(r, x->line, "a second lead line for round %d (the first is line %d)", round,
			   r->lead_line[round]);
	r->lead[round] = seat;
	r->lead_line[round] = x->line;
	return 0;
}

/* Leaves out the records from `from` on (the end of a write cut short). */
static void drop_records(replay *r, int from)
{
	for (int i = from; i < r->nrecs; i++)
		free(r->recs[i].tok);
	if (from < r->nrecs)
		r->nrecs = from;
}

/* The warning for a record a write cut short left, left out: the file
** is read up to the line before it. */
static void cut_warning(replay *r, int line, const char *what, const char *why)
{
	fputs("cardwright: warning: ", r->errout);
	cw_text_fputs(r->file, r->errout, 0);
	fprintf(r->errout, ":%d: %s: ", line, what);
	cw_text_fputs(why, r->errout, 0);
	fprintf(r->errout, "; read up to line %d\n", line - 1);
}

#define CUT_LINE "the last line is cut short (no newline at its end) and does not fit"

/* Pre-pass: every deck line and lead line, by round; checks where they stand. */
static int collect_decks(replay *r)
{
	int round = 0, acted = 0, round_line = 0;
	for (int i = 1; i < r->nrecs; i++) {
		rec *x = &r->recs[i];
		if (is_word(x, "round")) {
			long v;
			char *end;
			if (x->ntok == 2 && all_digits(x->tok[1]) && round >= 1 && strtol(x->tok[1], &end, 10) == round)
				return acted ? bad(r, x->line, "'round %d' again (it began on line %d): the next round line is "
						   "'round %d'", round, round_line, round + 1)
					     : bad(r, x->line, "'round %d' again: it began on line %d, and its deck line or first "
						   "action comes next", round, round_line);
			if (x->ntok != 2 || !all_digits(x->tok[1]) || (v = strtol(x->tok[1], &end, 10)) != round + 1)
				return bad(r, x->line, "expected 'round %d'", round + 1);
			if (v > CW_REPLAY_MAX_ROUNDS)
				return bad(r, x->line, "more than %d rounds: the limit (CW_REPLAY_MAX_ROUNDS)",
					   CW_REPLAY_MAX_ROUNDS);
			if (r->deck_mode && round >= 1 && (round >= r->ndeck || !r->deck[round]))
				return bad(r, round_line, "round %d has no deck line", round);
			round = (int)v;
			round_line = x->line;
			acted = 0;
			continue;
		}
		if (is_word(x, "lead")) {
			if (collect_lead(r, x, round, acted))
				return 1;
			continue;
		}
		if (!is_word(x, "deck")) {
			if (round && seat_of(r, x->tok[0]))
				acted = 1;
			continue;
		}
		int rnd = round ? round : 1;
		if (acted)
			return bad(r, x->line, "a deck line must come before the round's first action");
		if (grow_rounds(r, rnd, x->line))
			return 1;
		if (r->deck[rnd])
			return bad(r, x->line, "a second deck line for round %d (the first is line %d)", rnd,
				   r->deck_line[rnd]);
		/* a deck line cut short (the file's last, no newline) that does
		** not fit: read up to the line before it, as play_cut does */
		r->quiet = x->line == r->cut_line;
		int rc = parse_deck(r, x, &r->deck[rnd]);
		r->quiet = 0;
		if (rc && x->line != r->cut_line)
			return 1;
		if (rc) {
			cut_warning(r, x->line, CUT_LINE, r->why);
			r->cut_used = 1;
			drop_records(r, i);
			break;
		}
		r->deck_line[rnd] = x->line;
	}
	if (r->deck_mode && round >= 1 && (round >= r->ndeck || !r->deck[round])) {
		/* The recorder writes a round's line and its deck together when
		** the round before ends: a file that stops between them (its
		** deck line cut off, or never written) ends between rounds.
		** The round's lead line is written between them (record.c). */
		int k = r->nrecs - 1;
		while (k > 0 && is_word(&r->recs[k], "lead") && r->recs[k].line > round_line)
			k--;
		const rec *last = &r->recs[k];
		if (!is_word(last, "round") || last->line != round_line)
			return bad(r, round_line, "round %d has no deck line", round);
		char what[64];	/* after a cut deck line's warning too: it is read to the line before this round */
		snprintf(what, sizeof what, "round %d has no deck line", round);
		cut_warning(r, round_line, what, "the file ends between rounds");
		r->cut_used = 1;
		r->cut_offset = last->off;
		if (round < r->ndeck)
			r->lead[round] = r->lead_line[round] = 0;
		drop_records(r, k);
		round--;
	}
	r->marked = round;
	return 0;
}

/* Gives the engine what the file says of every round's chance at once: its
** deck, and who was drawn to lead it (`lead`; checked against the RNG's
** draw in a seeded game). A round can end at its deal (DES-A2) and the
** next be dealt in the same action; a round past the file's last (PW-20)
** is the engine's to deal and to draw the lead of. */
static void stack_chance(replay *r)
{
	uint32_t n = (uint32_t)r->ndeck, upto = (uint32_t)r->marked + 1;
	cw_turn_lead_rounds(r->g, r->lead, n, (uint32_t)r->marked, !r->deck_mode);
	if (r->deck_mode)
		cw_engine_stack_rounds(r->g, (const cw_face *const *)r->deck, n < upto ? n : upto);
}

/* Whether the log holds the draw for round `round`'s lead (made as the
** round before it was scored). */
static int lead_drawn(const cw_game *g, uint32_t round)
{
	for (uint32_t i = g->nev; i-- > 0;) {
		const cw_event *e = &g->ev[i];
		if (e->kind == CW_EV_LEAD && (uint32_t)e->value == round)
			return 1;
		if (e->kind == CW_EV_ROUND && (uint32_t)e->value < round)
			return 0;
	}
	return 0;
}

/* A round just begun whose lead line no draw used. */
/* The rounds from `first` to the current one (one action or the first
** deal may deal several, DES-A2), each checked for a lead line no draw
** used. */
static int unused_lead(replay *r, uint32_t first)
{
	const cw_state *s = r->g->st;
	char b1[64];
	for (uint32_t round = first; round <= s->round; round++) {
		if (round >= (uint32_t)r->ndeck || !r->lead[round] || lead_drawn(r->g, round))
			continue;
		if (s->turn && round == s->round)
			return bad(r, r->lead_line[round], "lead line, but nobody was drawn to lead round %u: %s leads it "
				   "without a draw (CAC-S4)", round, seat_name(r, s->turn, b1, sizeof b1));
		return bad(r, r->lead_line[round], "lead line, but nobody was drawn to lead round %u", round);
	}
	return 0;
}

/* Checks a result or total line against the scores. */
static int check_scores(replay *r, const rec *x, const int32_t *want, const char *what)
{
	int given[CW_MAX_SEATS + 1] = { 0 };
	char b1[64];
	for (int t = 1; t < x->ntok; t++) {
		const char *eq = strchr(x->tok[t], '=');
		char nm[64];
		if (!eq || eq == x->tok[t])
			return bad(r, x->line, "bad %s entry '%s': expected NAME=SCORE", what, x->tok[t]);
		snprintf(nm, sizeof nm, "%.*s", (int)(eq - x->tok[t]), x->tok[t]);
		int seat = seat_of(r, nm);
		if (!seat)
			return bad(r, x->line, "%s names no player '%s'", what, nm);
		char *end;
		errno = 0;
		long v = strtol(eq + 1, &end, 10);
		if (errno || !eq[1] || *end || v < INT32_MIN || v > INT32_MAX)
			return bad(r, x->line, "bad score '%s' for %s", eq + 1, nm);
		if (given[seat])
			return bad(r, x->line, "%s gives %s twice", what, short_name(r, seat, b1, sizeof b1));
		given[seat] = 1;
		if (v != want[seat]) {
			if (!strcmp(what, "total"))
				return bad(r, x->line, "%s has a total of %d, the file says %ld",
					   short_name(r, seat, b1, sizeof b1), want[seat], v);
			return bad(r, x->line, "%s scored %d, the file says %ld", short_name(r, seat, b1, sizeof b1),
				   want[seat], v);
		}
	}
	for (int s = 1; s <= r->nseats; s++)
		if (!given[s])
			return bad(r, x->line, "%s gives no score for %s", what, short_name(r, s, b1, sizeof b1));
	return 0;
}

/* Keeps the effects of an action just applied for `seat`: its words, the
** rounds it ended, the viewing hook. */
static int after_action(replay *r, int seat, uint32_t before, int line)
{
	cw_state *s = r->g->st;
	if (keep_action(r, seat, line))
		return 1;
	if (s->round != before || s->status == CW_ST_OVER) {
		/* the rounds after it may have ended at their deal (DES-A2) */
		r->ended = s->status == CW_ST_OVER ? s->round : s->round - 1;
		memset(r->pass_line, 0, sizeof r->pass_line);
		if (s->round != before && unused_lead(r, before + 1))
			return 1;
	}
	if (r->hook)
		r->hook(r, line, r->hook_ud);
	return 0;
}

/* A chance record missing or wrong (CW_ECHANCE, PW-20), found by the
** action at `line`: named at the lead line when the draw for the lead used
** it (the engine took a given lead in the action), else at the action. */
static int chance_fault(replay *r, int line, const cw_err *err)
{
	uint32_t used = r->g->lead_used, missing = r->g->lead_missing;
	if (used && used < (uint32_t)r->ndeck && r->lead[used])
		return bad_hidden(r, r->lead_line[used], "%s", err->msg);
	/* a lead the file leaves out: named at its round's deck line, where
	** the lead line belongs, with the line whose action drew it */
	if (missing && missing < (uint32_t)r->ndeck && r->deck_line[missing] > line)
		return bad_hidden(r, r->deck_line[missing], "%s; the draw is made on line %d", err->msg, line);
	/* a restock line's fault is named at that line, with the draw that
	** needed the stock it rebuilds */
	if (err->code == CW_ERESTOCK && r->restock_line)
		return bad_hidden(r, r->restock_line, "%s (the stock it rebuilds is drawn from on line %d)", err->msg, line);
	return bad_hidden(r, line, "%s", err->msg);
}

/* Applies the pass of the seat asked now, implied because the record at
** `line` (by seat `by`, 0 for a seatless one) is not its action
** (NOTATION "Replay files", PW-16, PW-17). */
static int imply_pass(replay *r, const cw_action *pass, int line, int by)
{
	cw_game *g = r->g;
	cw_err err;
	char b1[64];
	int seat = g->st->actor;
	const char *phase = cw_runtime_phase_name(r->rt, g->st->phase);
	uint32_t before = g->st->round, nl;
	uint64_t verbs = 0;
	const cw_action *l = cw_engine_legal(g, &nl);
	for (uint32_t i = 0; i < nl; i++)
		verbs |= l[i].verb < 64 ? 1ull << l[i].verb : 0;
	g->lead_used = g->lead_missing = 0;
	int rc = cw_engine_apply(g, pass, &err);
	if (cw_error_chance(rc))
		return chance_fault(r, line, &err);
	if (rc)
		return bad_hidden(r, line, "the pass of %s implied before this line failed: %s",
			   seat_name(r, seat, b1, sizeof b1), err.msg);
	r->pass_line[seat] = line;
	r->pass_by[seat] = by;
	r->pass_verbs[seat] = verbs;
	snprintf(r->pass_phase[seat], sizeof r->pass_phase[seat], "%s", phase);
	size_t len = strlen(r->implied);
	if (len < sizeof r->implied - 1)
		snprintf(r->implied + len, sizeof r->implied - len, "%s%s in phase %s", len ? ", " : "",
			 seat_name(r, seat, b1, sizeof b1), phase);
	return after_action(r, seat, before, line);
}

/* Whether text is an action any seat may take out of turn (DES-Q2). */
static int any_seat(const cw_game *g, int seat, const char *text)
{
	cw_action a;
	cw_err err;
	return !cw_action_parse(g->verbs, text, seat, g->st->nseats, &a, &err) && g->verbs->v[a.verb].any_seat;
}

/* Whether text begins with the first word of an action (with any_seat:
** of one any seat may take, a stake, an offence: `offence misdeal`),
** whatever follows it. */
static int verb_word(const cw_game *g, const char *text, int any_seat)
{
	size_t t = strcspn(text, " ");
	for (int v = 0; v < g->verbs->n; v++) {
		const char *name = g->verbs->v[v].name;
		if ((!any_seat || g->verbs->v[v].any_seat) && strcspn(name, " ") == t && !strncasecmp(text, name, t))
			return 1;
		for (int k = 0; !any_seat && k < CW_VERB_ALIASES; k++) {
			const char *al = g->verbs->v[v].alias[k];
			if (al[0] && strcspn(al, " ") == t && !strncasecmp(text, al, t))
				return 1;
		}
	}
	return 0;
}

/* Whether the action record fits the decision now: its seat is asked and
** its words are a legal action. When the seat is asked but the words do
** not fit, why not, into why (n bytes). */
static int record_fits(replay *r, int seat, const char *text, char *why, size_t n)
{
	cw_game *g = r->g;
	cw_action a;
	cw_err err;
	char t[CW_ACTION_TEXT_MAX];
	cw_outcome o;
	if (seat != g->st->actor)
		return 0;
	if (cw_engine_read_line(g, text, &a, &o, &err)) {
		snprintf(why, n, "%s", err.msg);
		return 0;
	}
	int legal = cw_engine_is_legal(g, &a, &err);
	if (legal == 1)
		return 1;
	cw_action_format(g->verbs, &a, seat, t, sizeof t);
	if (legal < 0)
		snprintf(why, n, "%s", err.msg);
	else
		snprintf(why, n, "'%s' is not legal now for seat %d", t, seat);
	return 0;
}

/* Implied passes before an action record: while the seat asked may pass
** implicitly and the record is not its legal action, it passes. The
** guard bounds a variant whose passes never lead elsewhere. */
static int imply_before(replay *r, const rec *x, int seat, char *why, size_t n)
{
	cw_action pass;
	why[0] = '\0';
	for (int guard = 0; guard < 100000; guard++) {
		if (r->g->st->status != CW_ST_PLAY || !cw_engine_implied_now(r->g, &pass))
			return 0;
		char w[CW_ERRMSG_MAX];
		if (record_fits(r, seat, x->rest, w, sizeof w))
			return 0;
		if (seat == r->g->st->actor && !why[0])
			snprintf(why, n, "%s", w);	/* the seat was asked: why its record did not fit */
		if (imply_pass(r, &pass, x->line, seat))
			return 1;
	}
	return bad(r, x->line, "more than 100000 passes implied before this line");
}

/* Implied passes before a line that needs round `round` over (`result`,
** `total`, `round N+1`): every seat still asked in its last windows passed. */
static int imply_to_round_end(replay *r, uint32_t round, int line)
{
	cw_action pass;
	for (int guard = 0; guard < 100000; guard++) {
		if (!r->started || r->ended >= round || !cw_engine_implied_now(r->g, &pass))
			return 0;
		if (imply_pass(r, &pass, line, 0))
			return 1;
	}
	return bad(r, line, "more than 100000 passes implied before this line");
}

/* What error messages add when passes were implied: the ones just before
** this line, and an earlier implied pass of the record's seat; when the
** record's text is given, that pass only where its verb was one the seat
** could have taken there (a refused draw at the seat's own turn owes
** nothing to a match it passed). */
static const char *implied_context(const replay *r, int seat, int line, const char *text, char *buf, size_t n)
{
	size_t len = 0;
	char b1[64], b2[64];
	buf[0] = '\0';
	if (r->redact)	/* who was asked, in a private window, is the viewer's to learn only by its own */
		return buf;
	if (r->implied[0])
		len += (size_t)snprintf(buf, n, " (passes implied before this line: %s)", r->implied);
	if (seat < 1 || seat > r->nseats || !r->pass_line[seat] || r->pass_line[seat] == line || len >= n)
		return buf;	/* none, or listed above */
	cw_action a;
	cw_err err;
	if (text && !cw_action_parse(r->g->verbs, text, seat, r->nseats, &a, &err) &&
	    (a.verb >= 64 || !(r->pass_verbs[seat] >> a.verb & 1)))
		return buf;	/* not a reaction that window offered */
	if (r->pass_by[seat] && r->pass_by[seat] != seat)
		snprintf(buf + len, n - len, "; %s passed in phase %s before line %d, which records %s: "
			 "a seat not recorded as acting in a window passed, and reactions follow the window's order (PW-16)",
			 seat_name(r, seat, b1, sizeof b1), r->pass_phase[seat], r->pass_line[seat],
			 seat_name(r, r->pass_by[seat], b2, sizeof b2));
	else
		snprintf(buf + len, n - len, "; %s passed in phase %s before line %d (implied, PW-16)",
			 seat_name(r, seat, b1, sizeof b1), r->pass_phase[seat], r->pass_line[seat]);
	return buf;
}

/* Deals the first round, at the file's first action, result or later
** round (or at its end, a file with none); a fault of the deal is named
** at the first deck line, else at `line` (0: none). */
static int start_game(replay *r, int line)
{
	cw_game *g = r->g;
	cw_err err;
	stack_chance(r);
	g->chance_given = r->deck_mode;
	g->real_table = r->deck_mode;	/* recorded on with its deals and rebuilt stocks */
	if (cw_engine_start(g, &err))
		return bad(r, r->deck_mode ? r->deck_line[1] : line, "%s", err.msg);
	r->started = 1;
	/* A round can end at its deal (DES-A2: an automatic win declared by
	** the engine): its scores are due before any action. */
	cw_state *s = g->st;
	if (s->round > 1 || s->status == CW_ST_OVER)
		r->ended = s->status == CW_ST_OVER ? s->round : s->round - 1;
	if (s->round > 1 && unused_lead(r, 2))
		return 1;
	if (r->hook)
		r->hook(r, 0, r->hook_ud);
	return 0;
}

/* What the seat to act may do now, for a record that is not legal:
** "; legal for ben: declare color, pass" (the first that fit in n bytes,
** then "..."); "" when the list is empty (open verbs only). */
/* The legal step's reason why the actor may not pass (a verb of role
** pass left out of its list), or NULL. */
static const char *pass_refused(cw_game *g)
{
	uint32_t nl;
	(void)cw_engine_legal(g, &nl);
	for (int v = 0; v < g->verbs->n; v++)
		if ((g->verbs->v[v].roles & CW_ROLE_PASS) && !cw_refusal_offered(g, v) && cw_game_why(g, v))
			return cw_game_why(g, v);
	return NULL;
}

/* Why the record's action is not legal, where the engine's refusal gave
** no reason: as the table tells the seat that types it (a slot that is
** not there, a card the seat has not got, a meld of cards that make
** none, ...); "" otherwise. */
static void refusal_why(replay *r, int seat, const char *text, char *buf, size_t n)
{
	cw_action a;
	cw_err err;
	buf[0] = '\0';
	if (seat != r->g->st->actor || cw_engine_read_action(r->g, text, &a, &err) || r->g->refused[0] ||
	    cw_game_why(r->g, a.verb))
		return;
	cw_refusal_why(r->rt, r->g, (const char *const *)r->names, &a, buf, n);
}

static const char *legal_hint(replay *r, char *buf, size_t n)
{
	cw_game *g = r->g;
	uint32_t nl;
	const cw_action *l = cw_engine_legal(g, &nl);
	char b[64], t[CW_ACTION_TEXT_MAX];
	buf[0] = '\0';
	if ((!nl && !g->open_verbs) || g->st->status != CW_ST_PLAY)
		return buf;
	size_t at = (size_t)snprintf(buf, n, "; legal for %s: ", seat_name(r, g->st->actor, b, sizeof b)), head = at;
	/* the open verbs too: each one entry, of any arguments its accepts
	** allows (a meld of any cards) */
	for (int v = cw_engine_open_verb(g, 0); v >= 0 && at + strlen(g->verbs->v[v].name) + 8 < n;
	     v = cw_engine_open_verb(g, v + 1))
		at += (size_t)snprintf(buf + at, n - at, "%s%s ...", at > head ? ", " : "", g->verbs->v[v].name);
	for (uint32_t i = 0; i < nl && at < n; i++) {
		cw_action_format(g->verbs, &l[i], g->st->actor, t, sizeof t);
		size_t need = strlen(t) + (at > head ? 2 : 0);
		if (at + need + 5 >= n) {
			snprintf(buf + at, n - at, "%s...", at > head ? ", " : "");
			break;
		}
		at += (size_t)snprintf(buf + at, n - at, "%s%s", at > head ? ", " : "", t);
	}
	return buf;
}

/* One action record: the implied passes before it, then the action. */
static int play_action(replay *r, const rec *x, int seat)
{
	cw_game *g = r->g;
	cw_err err;
	char b1[64], b2[64], why[CW_ERRMSG_MAX] = "", ctx[CW_ERRMSG_MAX];
	if (!r->round)
		return bad(r, x->line, "an action before 'round 1'");
	if (x->ntok < 2)
		return bad(r, x->line, "%s: an action is missing", x->tok[0]);
	if (!r->started && start_game(r, x->line))
		return 1;
	r->implied[0] = '\0';
	/* An any_seat action out of turn (DES-Q2) is no answer to a window: no pass is implied before it. */
	int out_of_turn = seat != g->st->actor && any_seat(g, seat, x->rest);
	if (!out_of_turn && g->st->status == CW_ST_PLAY && r->ended < (uint32_t)r->round &&
	    imply_before(r, x, seat, why, sizeof why))
		return 1;
	cw_state *s = g->st;
	/* passes implied up to the end, none of them asking the record's
	** seat: the window it meant to act in did not ask it (a protected
	** caller's own match, PW-15), which the message says */
	char unasked[128] = "";
	if (r->implied[0] && !why[0] && !r->redact && (s->status == CW_ST_OVER || r->ended >= (uint32_t)r->round))
		snprintf(unasked, sizeof unasked, "; %s was not asked in those windows", seat_name(r, seat, b1, sizeof b1));
	if (s->status == CW_ST_OVER)
		return bad(r, x->line, "the match is over (after round %u); no more actions%s%s", r->ended,
			   implied_context(r, seat, x->line, NULL, ctx, sizeof ctx), unasked);
	if (r->ended >= (uint32_t)r->round)
		return bad(r, x->line, "round %d is over; expected 'round %d' before more actions%s%s", r->round,
			   r->round + 1, implied_context(r, seat, x->line, NULL, ctx, sizeof ctx), unasked);
	if (seat != s->actor && !out_of_turn && why[0])
		return bad_hidden(r, x->line, "illegal action '%s' for %s: %s%s", x->rest, seat_name(r, seat, b1, sizeof b1),
			   why, implied_context(r, 0, x->line, NULL, ctx, sizeof ctx));
	if (seat != s->actor && !out_of_turn) {
		/* words that are no action (an any_seat action's misspelt, or
		** any other): that, not the turn, is the fault */
		cw_action a;
		if ((verb_word(g, x->rest, 1) || !verb_word(g, x->rest, 0)) &&
		    cw_action_parse(g->verbs, x->rest, seat, s->nseats, &a, &err))
			return bad(r, x->line, "bad action '%s' for %s: %s", x->rest, seat_name(r, seat, b1, sizeof b1), err.msg);
	}
	if (seat != s->actor && !out_of_turn) {
		/* the seat's own record just before handed the play on (its
		** turn ended there: a call it may not make, a second draw) */
		char own[256] = "";
		char b3[64];
		int lead = r->round > 0 && r->round < r->ndeck ? r->lead_line[r->round] : 0;
		if (lead && r->last_line < r->round_line && s->actor == r->lead[r->round])
			/* no action of the round yet: its lead line chose who plays first */
			snprintf(own, sizeof own, ": line %d, 'lead', gave round %d's first turn to %s", lead, r->round,
				 seat_name(r, s->actor, b3, sizeof b3));
		else if (r->last_seat == seat && !r->implied[0])
			snprintf(own, sizeof own, ": line %d, %s's last action, passed the play to %s", r->last_line,
				 seat_name(r, seat, b1, sizeof b1), seat_name(r, s->actor, b3, sizeof b3));
		else if (cw_turn_window_seat(s) == s->actor && pass_refused(g)) {
			/* asked in a window where it may not pass: why, in its words */
			snprintf(own, sizeof own, ": %s may not pass here: %s", seat_name(r, s->actor, b3, sizeof b3),
				 pass_refused(g));
		}
		return bad_hidden(r, x->line, "%s acts, but it is %s to act%s%s", seat_name(r, seat, b1, sizeof b1),
			   seat_name(r, s->actor, b2, sizeof b2), own, implied_context(r, seat, x->line, NULL, ctx, sizeof ctx));
	}
	uint32_t before = s->round;
	g->lead_used = g->lead_missing = 0;
	r->fixed_before = g->fixed_rebuilds;
	int rc = cw_engine_apply_text_as(g, seat, x->rest, &err);
	if (cw_error_chance(rc))
		return chance_fault(r, x->line, &err);
	if (rc) {
		char hint[320];
		/* a word the variant says it has no action for: why, not the list */
		if (!strncmp(err.msg, "unknown action", 14))
			cw_runtime_absent(r->rt, x->rest, err.msg, sizeof err.msg);
		if (cw_error_script(err.code))	/* legal, but the variant failed on it: its fault, not the file's */
			return bad_hidden(r, x->line, "'%s' for %s: the variant failed: %s%s", x->rest,
					  seat_name(r, seat, b1, sizeof b1), err.msg,
					  implied_context(r, seat, x->line, x->rest, ctx, sizeof ctx));
		char why2[320] = "";
		if (err.code == CW_EILLEGAL)
			refusal_why(r, seat, x->rest, why2, sizeof why2);
		return bad_hidden(r, x->line, "illegal action '%s' for %s: %s%s%s%s%s", x->rest,
				  seat_name(r, seat, b1, sizeof b1), err.msg, *why2 ? ": " : "", why2,
				  err.code == CW_EILLEGAL ? legal_hint(r, hint, sizeof hint) : "",
				  implied_context(r, seat, x->line, x->rest, ctx, sizeof ctx));
	}
	if (r->restock_line) {
		if (g->restock)
			return bad(r, r->restock_line, "restock line, but the action after it (line %d) did not rebuild the stock",
				   x->line);
		r->restock_line = 0;
	}
	r->pass_line[seat] = 0;
	r->last_seat = seat;
	r->last_line = x->line;
	return after_action(r, seat, before, x->line);
}

/* The totals after round `round` (ended): the totals now less the rounds
** that ended since (a round can end at its deal, DES-A2, inside the action
** that ended the one before). */
static void totals_after(const replay *r, uint32_t round, int32_t *total)
{
	int32_t later[CW_MAX_SEATS + 1];
	int64_t sum[CW_MAX_SEATS + 1] = { 0 };
	for (uint32_t k = round + 1; k <= r->ended; k++) {
		cw_event_round_scores(r->g, k, r->g->nev, later);
		for (int seat = 1; seat <= r->nseats; seat++)
			sum[seat] += later[seat];
	}
	for (int seat = 0; seat <= CW_MAX_SEATS; seat++)
		total[seat] = (int32_t)(r->g->st->total[seat] - sum[seat]);	/* a total the match had */
}

/* A `result` or `total` line, checked once its round has ended. */
static int play_scores(replay *r, const rec *x)
{
	int is_result = is_word(x, "result");
	if (r->round == 1 && !r->started && start_game(r, x->line))	/* a hand won at the deal has no action */
		return 1;
	if (r->round && imply_to_round_end(r, (uint32_t)r->round, x->line))
		return 1;
	/* the last round's result after the next round's line, before any
	** action of it: the round line is out of place, not the result */
	if (r->round > 1 && r->ended == (uint32_t)r->round - 1 && r->last_line < r->round_line &&
	    (is_result ? r->result_round : r->total_round) != r->round - 1)
		return bad(r, x->line, "%s line of round %d after line %d's 'round %d': a round's %s line goes before the next "
			   "round's line", x->tok[0], r->round - 1, r->round_line, r->round, x->tok[0]);
	if (!r->round || r->ended < (uint32_t)r->round) {
		char hint[300] = "";	/* what the round still waits for: it may name a hand's cards, so not to one seat's view */
		return bad(r, x->line, "%s line, but round %d has not ended%s", x->tok[0], r->round ? r->round : 1,
			   r->redact ? "" : legal_hint(r, hint, sizeof hint));
	}
	if (is_result ? r->result_round == r->round : r->total_round == r->round)
		return bad(r, x->line, "a second %s line for round %d", x->tok[0], r->round);
	/* the round's scores from the log, and the totals after it */
	int32_t score[CW_MAX_SEATS + 1], total[CW_MAX_SEATS + 1];
	cw_event_round_scores(r->g, (uint32_t)r->round, r->g->nev, score);
	totals_after(r, (uint32_t)r->round, total);
	int rc = check_scores(r, x, is_result ? score : total, x->tok[0]);
	if (rc)
		return rc;
	if (is_result)
		r->result_round = r->round;
	else
		r->total_round = r->round;
	return 0;
}

static int play_round(replay *r, const rec *x)
{
	int n = atoi(x->tok[1]);	/* checked by collect_decks */
	/* rounds won at their deal, with no action or result line (DES-A2) */
	if (n > 1 && !r->started && start_game(r, x->line))
		return 1;
	if (n > 1 && imply_to_round_end(r, (uint32_t)(n - 1), x->line))
		return 1;
	if (n > 1 && r->ended < (uint32_t)(n - 1)) {
		char hint[300] = "";	/* as for a result line: not to one seat's view */
		return bad(r, x->line, "round %d begins, but round %d has not ended%s", n, n - 1,
			   r->redact ? "" : legal_hint(r, hint, sizeof hint));
	}
	if (r->g->st->status == CW_ST_OVER && (uint32_t)n > r->ended)
		return bad(r, x->line, "round %d begins, but the match ended after round %u", n, r->ended);
	r->round = n;
	r->round_line = x->line;
	return 0;
}

static int play_record(replay *r, const rec *x)
{
	if (is_word(x, "round"))
		return play_round(r, x);
	if (is_word(x, "deck") || is_word(x, "lead"))
		return 0;	/* read by collect_decks */
	if (is_word(x, "result") || is_word(x, "total"))
		return play_scores(r, x);
	if (is_word(x, "restock")) {
		if (!r->started)
			return bad(r, x->line, "a restock line before the first action of the game");
		return take_restock(r, x);
	}
	if (is_word(x, "variant") || is_word(x, "rule") || is_word(x, "players") || is_word(x, "seed") ||
	    is_word(x, "cardwright-replay"))
		return bad(r, x->line, "'%s' belongs in the header, before the first round", x->tok[0]);
	int seat = seat_of(r, x->tok[0]);
	if (!seat) {
		if (all_digits(x->tok[0]))
			return bad(r, x->line, "no seat %s: the game has %d seats", x->tok[0], r->nseats);
		return bad(r, x->line, "unknown record '%s' (not a keyword, a seat or a player name)", x->tok[0]);
	}
	return play_action(r, x, seat);
}

/* The last record of a file without a newline at its end: a write cut
** short (a full disk, a crash). When it does not fit, the file is read
** up to the line before it, with a warning naming the line. What fits is
** found on a copy of the game first: a record can fail after it has
** changed the game (the passes implied before an action, an action that
** leaves a restock line unused), and the game read must then be the one
** the line before it left. A restock line changes nothing it keeps when
** it fails (the stock it orders is forgotten once the file is read). */
static int play_cut(replay *r, const rec *x)
{
	int rc;
	if (is_word(x, "restock")) {
		r->quiet = 1;
		rc = play_record(r, x);
		r->quiet = 0;
	} else {
		cw_err err;
		cw_game *trial = cw_game_clone(r->g, 1, &err);
		if (!trial)
			return bad(r, x->line, "%s", err.msg);
		replay saved = *r;
		r->g = trial;
		r->hook = NULL;	/* a viewer sees the record played for real, below */
		r->quiet = 1;
		rc = play_record(r, x);
		cw_log log = r->log;
		char why[sizeof r->why];
		memcpy(why, r->why, sizeof why);
		*r = saved;	/* every field as before the trial: its game, its passes, its restock line */
		r->log = log;	/* the same actions, in memory that may have grown */
		cw_log_truncate(&r->log, saved.log.n);
		cw_game_free(trial);
		if (!rc)
			return play_record(r, x);
		memcpy(r->why, why, sizeof why);
	}
	if (!rc)
		return 0;
	cut_warning(r, x->line, CUT_LINE, r->why);
	r->cut_used = 1;
	return 0;
}

static int play(replay *r, int from, FILE *out)
{
	/* A file's game has the budget of a game in sim and check: a variant
	** whose every legal list spends most of a call's budget made a file
	** of a few hundred lines play for minutes. */
	long long work0 = cw_runtime_instructions(r->rt);
	for (int i = from; i < r->nrecs; i++) {
		const rec *x = &r->recs[i];
		if (x->line == r->cut_line ? play_cut(r, x) : play_record(r, x))
			return 1;
		if (cw_runtime_instructions(r->rt) - work0 > CW_TABLE_MAX_GAME_WORK)
			return bad(r, x->line, "the game's hooks have run more than %lld instructions by this line; "
				   "a replay plays only games whose hooks stay within that", CW_TABLE_MAX_GAME_WORK);
	}
	cw_game *g = r->g;
	if (r->restock_line && g && g->st->status == CW_ST_OVER)
		return bad(r, r->restock_line, "restock line, but no action after it rebuilds the stock: the match is over");
	/* A file with no action yet: dealt, to play from there or to say
	** where it stands (its first round may end at the deal, DES-A2); a
	** real table's game is recorded on with its deals and dealt on from
	** a secret seed */
	if (!r->started && start_game(r, 0))
		return 1;
	if (!out)
		return 0;
	/* A real table's file tells its rounds only: a round the engine dealt
	** past its last (from a secret seed) and ended at its deal (DES-A2),
	** and any after it, are in no file and differ from run to run. */
	uint32_t ended = r->ended;
	int over = g->st->status == CW_ST_OVER;
	if (r->deck_mode && ended > (uint32_t)r->marked) {
		ended = (uint32_t)r->marked;
		over = 0;
	}
	int32_t total[CW_MAX_SEATS + 1];
	totals_after(r, ended, total);
	cw_text_fputs(r->file, out, 0);	/* a file's name: shown safe */
	if (over)
		fprintf(out, ": verified, %u round%s, the match is over\n", ended, ended == 1 ? "" : "s");
	else if (!ended)
		fprintf(out, ": verified so far: game in progress in round 1\n");
	else
		fprintf(out, ": verified so far: game in progress after round %u (round %u not finished)\n", ended,
			ended + 1);
	/* By rank: the lowest total first, or the highest where it wins
	** (DES-B1); equal totals share a rank; the winner named at the end. */
	int high = cw_runtime_high_wins(r->rt), order[CW_MAX_SEATS + 1];
	for (int k = 1; k <= r->nseats; k++) {
		int j = k;
		while (j > 1 && (high ? total[k] > total[order[j - 1]] : total[k] < total[order[j - 1]])) {
			order[j] = order[j - 1];
			j--;
		}
		order[j] = k;
	}
	fprintf(out, "standings (%s total wins):\n", high ? "the highest" : "the lowest");
	for (int k = 1, rank = 1; k <= r->nseats; k++) {
		if (k > 1 && total[order[k]] != total[order[k - 1]])
			rank = k;
		fprintf(out, "  %d. %-12s %d\n", rank, r->names[order[k]] ? r->names[order[k]] : "", total[order[k]]);
	}
	if (over) {
		fprintf(out, "winner:");
		for (int k = 1; k <= r->nseats && total[order[k]] == total[order[1]]; k++)
			fprintf(out, " %s", r->names[order[k]] ? r->names[order[k]] : "?");
		fputc('\n', out);
	}
	return 0;
}

/* Verifies once the records are read (or reading failed with rc). */
static int verify_read(replay *r, int rc, const char *const *path, FILE *out)
{
	if (!rc) {
		uint64_t seed = 0;
		int seed_line = 0;
		int from = read_header(r, path, &seed, &seed_line);
		if (from < 0)
			rc = 1;
		else if (collect_decks(r))
			rc = 1;
		else
			rc = play(r, from, out);
	}
	free_replay(r);
	return rc;
}

int cw_replay_verify_mem(const char *name, const char *data, size_t n, const char *const *path, FILE *out,
			 FILE *errout)
{
	replay r;
	memset(&r, 0, sizeof r);
	r.file = name;
	r.errout = errout;
	if (!n)	/* fmemopen refuses a size of 0 */
		return verify_read(&r, 0, path, out);
	FILE *f = fmemopen((void *)(uintptr_t)data, n, "r");
	if (!f) {
		fprintf(errout, "cardwright: cannot read %s: %s\n", name, strerror(errno));
		return 2;
	}
	int rc = read_stream(&r, f);
	fclose(f);
	return verify_read(&r, rc, path, out);
}

int cw_replay_verify(const char *file, const char *const *path, FILE *out, FILE *errout)
{
	replay r;
	memset(&r, 0, sizeof r);
	r.file = file;
	r.errout = errout;
	int rc = read_file(&r);
	/* a copy of a game in play: what it finds wrong would name its cards */
	if (!rc && read_in_play(&r, 0)) {
		free_replay(&r);
		return 2;
	}
	return verify_read(&r, rc, path, out);
}

int cw_replay_load(const char *file, const char *const *path, FILE *errout, cw_replay_loaded *out)
{
	replay r;
	memset(&r, 0, sizeof r);
	memset(out, 0, sizeof *out);
	r.file = file;
	r.errout = errout;
	/* a copy or a save of a game still in play: played on, it would
	** show its cards to whoever sits here (the recording itself is its
	** recorder's alone, and its taker says so) */
	char shown[4 * 256 + 4];
	if (cw_record_live(file)) {
		fprintf(errout, "%s is being recorded by another cardwright (one writer per file)\n",
			cw_text_safe(shown, sizeof shown, file, 0));
		return 1;
	}
	if (cw_record_in_play(file)) {
		fprintf(errout, "%s " CW_RECORD_IN_PLAY ": it can be played on once that game has ended\n",
			cw_text_safe(shown, sizeof shown, file, 0));
		return 1;
	}
	uint64_t seed = 0;
	int seed_line = 0, from = -1;
	int rc = read_file(&r);
	if (!rc && read_in_play(&r, 1))
		rc = 1;
	if (!rc && ((from = read_header(&r, path, &seed, &seed_line)) < 0 || collect_decks(&r)))
		rc = 1;
	if (!rc)
		rc = play(&r, from, NULL);
	if (!rc) {
		/* from here on the REPL's RNG decides every chance: nothing
		** the game holds may point into this reading, freed below */
		cw_game_forget_chance(r.g);
		long cut = r.cut_used ? r.cut_offset : r.nul_end - 1;
		/* a restock line no action has used yet: the game played on
		** rebuilds that stock by its own RNG, so the line is cut */
		if (r.restock_line && (cut < 0 || r.restock_off < cut))
			cut = r.restock_off;
		out->rt = r.rt;
		out->g = r.g;
		r.rt = NULL;
		r.g = NULL;
		snprintf(out->variant, sizeof out->variant, "%s", cw_runtime_variant_name(out->rt));
		out->seed = r.deck_mode ? 0 : seed;
		out->nseats = r.nseats;
		for (int k = 1; k <= r.nseats; k++)
			snprintf(out->names[k], sizeof out->names[k], "%s", r.names[k] ? r.names[k] : "");
		out->cut_at = cut;
		out->marked = (uint32_t)r.marked;
		int scored = r.result_round > r.total_round ? r.result_round : r.total_round;
		if (scored < r.marked - 1)
			scored = r.marked - 1;
		out->scored = scored > 0 ? (uint32_t)scored : 0;
		out->log = r.log;
		memset(&r.log, 0, sizeof r.log);
	}
	free_replay(&r);
	return rc;
}

void cw_replay_loaded_free(cw_replay_loaded *l)
{
	cw_game_free(l->g);
	cw_rtpool_free(l->rt);
	cw_log_free(&l->log);
	memset(l, 0, sizeof *l);
}

/* ---- viewing a replay as one seat saw it, exporting that view ---- */

/* One step of the game: the deal (line 0) or one action. The events of
** step k are those from the end of step k-1 (0 for the deal) to nev. */
typedef struct vstep {
	int line;
	uint32_t nev;
	cw_state *st;		/* owned: the state after the step (the deal, and
				** every step with --step), or NULL */
} vstep;

typedef struct vsteps {
	vstep *v;
	int n, cap;
	int keep;		/* keep the state after every step (--step) */
	int failed;		/* 1: out of memory, 2: past CW_REPLAY_MAX_STEPS, 3: past CW_REPLAY_STEP_BYTES */
	size_t kept;		/* bytes of the states kept */
	uint32_t round;		/* the round the last step left in play */
	cw_roundlog rounds;	/* each round's last state, for telling its end */
} vsteps;

static void on_step(replay *r, int line, void *ud)
{
	vsteps *vs = ud;
	if (vs->failed)
		return;
	if (vs->keep && vs->n > CW_REPLAY_MAX_STEPS) {
		vs->failed = 2;
		return;
	}
	if (vs->n == vs->cap) {
		int cap = vs->cap ? vs->cap * 2 : 64;
		vstep *v = realloc(vs->v, sizeof *v * (size_t)cap);
		if (!v) {
			vs->failed = 1;
			return;
		}
		vs->v = v;
		vs->cap = cap;
	}
	vstep *x = &vs->v[vs->n];
	x->line = line;
	x->nev = r->g->nev;
	x->st = NULL;
	/* The state only (a few KB), and only where a table is drawn: the
	** deal, every later deal (the seat's new cards are what it learns
	** there), and every step when stepping; the last step is r->g's. */
	int dealt = vs->n > 0 && r->g->st->round != vs->round && r->g->st->status == CW_ST_PLAY;
	vs->round = r->g->st->round;
	if (dealt && !vs->keep && vs->kept + r->g->st->bytes > CW_REPLAY_STEP_BYTES)
		dealt = 0;	/* past the bound, later deals are told without their table */
	if (vs->keep || vs->n == 0 || dealt) {
		if ((vs->keep || dealt) && (vs->kept += r->g->st->bytes) > CW_REPLAY_STEP_BYTES) {
			vs->failed = 3;	/* a variant's large state, many times */
			return;
		}
		if (!(x->st = malloc(r->g->st->bytes))) {
			vs->failed = 1;
			return;
		}
		memcpy(x->st, r->g->st, r->g->st->bytes);
	}
	vs->n++;
}

static void free_steps(vsteps *vs)
{
	for (int i = 0; i < vs->n; i++)
		free(vs->v[i].st);
	free(vs->v);
	cw_roundlog_clear(&vs->rounds);
}

/* A real table's file that stops between rounds: the engine dealt the
** next round, inside the action that ended the last one, from a secret
** seed (the file has no deck for it), so those cards are in no file and
** differ from run to run. A view ends where the file does, at the round's
** end: the log is cut before the deal, and the game's state (and the last
** step's) is the round's as it was scored. Playing on (`play --resume`)
** keeps the deal; it loads the file without steps. */
static void undealt_cut(replay *r, vsteps *vs)
{
	cw_game *g = r->g;
	if (!g || !r->deck_mode)
		return;
	/* the first round past the file's: with no deck (the engine's chained
	** deals of rounds won at their deal, DES-A2, may have gone past it) */
	uint32_t round = 0;
	for (uint32_t k = 2; k <= g->st->round && !round; k++)
		if (!((int)k < r->ndeck && r->deck[k]))
			round = k;
	if (!round)
		return;
	const cw_state *ended = cw_roundlog_find(&vs->rounds, round - 1);
	uint32_t at = 0;
	for (uint32_t i = 0; i < g->nev && !at; i++)
		if (g->ev[i].kind == CW_EV_ROUND && g->ev[i].value == (int32_t)round)
			at = i + 1;
	if (!ended || !at || ended->bytes != g->st->bytes)
		return;
	at--;
	g->nev = at;
	memcpy(g->st, ended, ended->bytes);
	for (int k = 1; k <= g->st->nseats; k++)	/* kept before the totals took the round */
		g->st->total[k] += g->st->score[k];
	g->st->actor = g->st->turn = 0;	/* the round is over: nobody is to play */
	for (int k = 0; k < vs->n; k++)
		if (vs->v[k].nev > at)
			vs->v[k].nev = at;
	if (vs->n && vs->v[vs->n - 1].st)
		memcpy(vs->v[vs->n - 1].st, g->st, g->st->bytes);
}

/* Reads and plays the file (up to r->stop_line when set), collecting the
** steps. Returns 0, 1 (the file does not verify; the steps played so far
** are kept) or 2 (unreadable). */
/* Reads the replay (from r->file, or from the n bytes at data when data is
** given: a file sent to the server) and plays it, keeping each step. */
static int load_steps(replay *r, const char *const *path, vsteps *vs, const char *data, size_t n)
{
	uint64_t seed = 0;
	int seed_line = 0, rc;
	if (data) {
		r->names_only = 1;
		FILE *f = n ? fmemopen((void *)(uintptr_t)data, n, "r") : NULL;
		if (!f)
			return bad(r, 0, "not a replay: the file is empty");
		rc = read_stream(r, f);
		fclose(f);
	} else
		rc = read_file(r);
	if (rc)
		return rc;
	if (read_in_play(r, 1))
		return 2;
	int from = read_header(r, path, &seed, &seed_line);
	if (from < 0 || collect_decks(r))
		return 1;
	cw_roundlog_watch(&vs->rounds, r->g);
	r->hook = on_step;
	r->hook_ud = vs;
	rc = play(r, from, NULL);
	undealt_cut(r, vs);
	if (!rc && vs->failed == 2)
		rc = bad(r, 0, "more than %d actions to step through%s", CW_REPLAY_MAX_STEPS,
			 data ? "" : ": the limit of --step (CW_REPLAY_MAX_STEPS); --as and --reveal without "
				     "--step show any length");
	else if (!rc && vs->failed == 3)
		rc = bad(r, 0, "more than %d MB of states to step through (each of this variant's states is %u bytes)%s",
			 (int)(CW_REPLAY_STEP_BYTES >> 20), r->g->st->bytes,
			 data ? "" : "; --as and --reveal without --step show any length");
	else if (!rc && vs->failed)
		rc = bad(r, 0, "out of memory");
	return rc;
}

int cw_replay_steps_load(const char *name, const char *data, size_t n, const char *const *path, FILE *errout,
			 cw_replay_steps *out)
{
	replay r;
	memset(&r, 0, sizeof r);
	memset(out, 0, sizeof *out);
	r.file = name;
	r.errout = errout;
	/* The steps live on the heap: the game's rules point at their round log. */
	vsteps *vs = calloc(1, sizeof *vs);
	if (!vs) {
		fprintf(errout, "%s: out of memory\n", name);
		return 2;
	}
	vs->keep = 1;
	int rc = load_steps(&r, path, vs, data, n);
	if (!rc && (!vs->n || !r.nseats))
		rc = bad(&r, 0, "no game to step through");
	if (!rc) {
		out->nev = malloc(sizeof *out->nev * (size_t)vs->n);
		out->st = calloc((size_t)vs->n, sizeof *out->st);
		for (int i = 0; i < CW_MAX_SEATS + 2; i++)
			out->names[i] = NULL;
		for (int k = 1; k <= r.nseats; k++)
			out->names[k] = strdup(r.names[k] ? r.names[k] : "seat");
		if (!out->nev || !out->st)
			rc = bad(&r, 0, "out of memory");
	}
	if (rc) {
		cw_replay_steps_free(out);
		free_steps(vs);
		free(vs);
		free_replay(&r);
		return rc;
	}
	out->n = vs->n;
	for (int k = 0; k < vs->n; k++) {
		out->nev[k] = vs->v[k].nev;
		out->st[k] = vs->v[k].st;
		vs->v[k].st = NULL;
	}
	out->rt = r.rt;
	out->g = r.g;
	r.rt = NULL;
	r.g = NULL;
	snprintf(out->variant, sizeof out->variant, "%s", cw_runtime_variant_name(out->rt));
	out->nseats = r.nseats;
	out->rounds = &vs->rounds;
	out->priv = vs;
	free_replay(&r);
	return 0;
}

size_t cw_replay_steps_bytes(const cw_replay_steps *s)
{
	size_t b = (size_t)s->n * (sizeof *s->nev + sizeof *s->st);
	for (int k = 0; s->st && k < s->n; k++)
		b += s->st[k] ? s->st[k]->bytes : 0;
	if (s->rt)
		b += cw_runtime_memory(s->rt);
	return b;
}

void cw_replay_steps_free(cw_replay_steps *s)
{
	if (s->g)
		cw_game_free(s->g);
	if (s->rt)
		cw_runtime_free(s->rt);
	if (s->st)
		for (int k = 0; k < s->n; k++)
			free(s->st[k]);
	free(s->st);
	free(s->nev);
	for (int k = 0; k < CW_MAX_SEATS + 2; k++)
		free(s->names[k]);
	if (s->priv) {
		free_steps(s->priv);
		free(s->priv);
	}
	memset(s, 0, sizeof *s);
}

/* The seat `as` names: a number or a player name. */
static int viewer_of(replay *r, const char *as)
{
	if (!as)
		return CW_OMNISCIENT;
	int seat = seat_of(r, as);
	if (!seat)
		bad(r, 0, "--as/--export-as: no seat '%s' (seats 1 to %d%s)", as, r->nseats,
		    r->named ? " or a player's name" : "");
	return seat;
}

/* The viewer's own action in words: what it drew and what it let go. */
static void own_action(FILE *out, const cw_render *rd, const cw_game *g, uint32_t at, uint32_t end, int viewer)
{
	const cw_event *e = &g->ev[at];
	const cw_state *s = g->st;
	char act[CW_ACTION_TEXT_MAX], face[64], name[40];
	cw_event seen = cw_knowledge_event(e, viewer);
	cw_action_format(g->verbs, &seen.action, e->seat, act, sizeof act);
	snprintf(name, sizeof name, "%s", rd->names && rd->names[e->seat] ? rd->names[e->seat] : "you");
	fprintf(out, "%s (you): %s", name, act);
	/* what the action itself moved: up to the next turn or the round's
	** end, after which the moves are the game's (a deal's turn-up) */
	for (uint32_t k = at + 1; k < end && g->ev[k].kind != CW_EV_ACTION && g->ev[k].kind != CW_EV_TURN &&
				  g->ev[k].kind != CW_EV_ROUND_END; k++) {
		const cw_event *m = &g->ev[k];
		if (m->kind != CW_EV_MOVE)
			continue;
		cw_event f = cw_knowledge_event(m, viewer);
		if (f.face == CW_FACE_HIDDEN || f.face == CW_FACE_NONE)
			continue;
		if (cw_state_czones(s)[m->to].kind == CW_ZK_HELD) {
			/* a bare draw: the events tell it ("you drew 9S from the
			** stock", "you took 8D from the discard pile",
			** cw_render_events) */
			if (e->action.nargs == 0 && e->action.verb < g->verbs->n &&
			    ((m->from == CW_STOCK && (g->verbs->v[e->action.verb].roles & CW_ROLE_DRAW_STOCK)) ||
			     (m->from == CW_DISCARD && (g->verbs->v[e->action.verb].roles & CW_ROLE_DRAW_DISCARD))))
				continue;
			fprintf(out, ", you %s %s", m->from == CW_DISCARD ? "took" : "drew", cw_face_format(f.face, face));
		}
		else if (m->to == CW_DISCARD)	/* from the stock: turned up, nobody's discard */
			fprintf(out, m->from == CW_STOCK ? ", %s is turned up on the discard pile" : ", %s goes to the discard pile",
				cw_face_format(f.face, face));
	}
	fputc('\n', out);
}

/* Whether step k's action is another seat's that the viewer does not see
** at all (a private pass in a claim window, DES-P7): that someone was
** asked would tell what they hold, so it is no step of the viewer's; what
** it shows the viewer (the next turn) goes with the step before. The
** step's own action is its last (implied passes come before it). */
static int hidden_step(const replay *r, const vsteps *vs, int k, int viewer)
{
	if (k == 0 || viewer == CW_OMNISCIENT)
		return 0;
	for (uint32_t i = vs->v[k].nev; i-- > vs->v[k - 1].nev;)
		if (r->g->ev[i].kind == CW_EV_ACTION)
			return r->g->ev[i].seat != viewer && r->g->ev[i].up == CW_PRIVATE_ALL;
	return 0;
}

/* The events of step k in words, as the viewer saw them; `shown` is its
** number among the viewer's steps, of `nshown`. */
static void show_step(FILE *out, const cw_render *rd, replay *r, const vsteps *vs, int k, int viewer, int table,
		      int shown, int nshown)
{
	cw_game *g = r->g;
	uint32_t from = k ? vs->v[k - 1].nev : 0, to = vs->v[k].nev, keep = g->nev;
	char b[64];
	if (hidden_step(r, vs, k, viewer))
		;	/* no header: its events follow the step before */
	else if (vs->v[k].line && viewer == CW_OMNISCIENT)
		fprintf(out, "== step %d of %d, line %d\n", shown, nshown, vs->v[k].line);
	else if (vs->v[k].line)	/* a gap in a seat's line numbers would tell of a hidden step */
		fprintf(out, "== step %d of %d\n", shown, nshown);
	else
		fprintf(out, "== the deal\n");
	g->nev = to;	/* cw_render_events reads to the end of the log */
	for (uint32_t i = from; i < to; i++) {
		const cw_event *e = &g->ev[i];
		if (e->kind == CW_EV_ACTION && e->seat == viewer)
			own_action(out, rd, g, i, to, viewer);
		/* a segment from each action, deal or note; a tell is told
		** among its action's events (g:tell), as at the table */
		if (e->kind == CW_EV_ACTION || e->kind == CW_EV_ROUND || (e->kind == CW_EV_NOTE && e->value != CW_NOTE_TELL)) {
			uint32_t j = i + 1;
			while (j < to && g->ev[j].kind != CW_EV_ACTION && g->ev[j].kind != CW_EV_ROUND &&
			       !(g->ev[j].kind == CW_EV_NOTE && g->ev[j].value != CW_NOTE_TELL))
				j++;
			g->nev = j;
			cw_render_events(out, rd, g, viewer, i);
			g->nev = to;
		}
		const cw_state *ended = e->kind == CW_EV_ROUND_END && rd->rounds ?
					cw_roundlog_find(rd->rounds, (uint32_t)e->value) : NULL;
		if (e->kind == CW_EV_ROUND_END && !ended) {	/* else told with the events */
			fprintf(out, "-- %s %d over:", rd->chips ? "hand" : "round", e->value);
			for (uint32_t q = from; q < i; q++)
				if (g->ev[q].kind == CW_EV_SCORE)
					fprintf(out, " %s %d", short_name(r, g->ev[q].seat, b, sizeof b), g->ev[q].value);
			fputc('\n', out);
		}
		if (e->kind == CW_EV_GAME_END)
			fprintf(out, "-- the match is over\n");
	}
	g->nev = keep;
	if (table && (vs->v[k].st || k == vs->n - 1)) {
		cw_game at = *r->g;	/* the table reads the state only */
		if (vs->v[k].st)
			at.st = vs->v[k].st;
		cw_render_table(out, rd, &at, viewer);
	}
}

/* Text on its way out that holds words of the file and of the script:
** written to memory, then shown as plain text (text.h), lines kept. */
typedef struct plain {
	FILE *m, *out;
	char *buf;
	size_t len;
} plain;

static FILE *plain_open(plain *p, FILE *out)
{
	p->out = out;
	p->buf = NULL;
	p->len = 0;
	p->m = open_memstream(&p->buf, &p->len);
	return p->m ? p->m : out;
}

static void plain_close(plain *p)
{
	if (!p->m)
		return;
	fclose(p->m);
	cw_text_write(p->out, p->buf, p->len, CW_TEXT_LINES);
	free(p->buf);
	p->m = NULL;
}

int cw_replay_show(const char *file, const char *const *path, const char *as, int step, FILE *in, FILE *out,
		   FILE *errout)
{
	replay r;
	vsteps vs;
	memset(&r, 0, sizeof r);
	memset(&vs, 0, sizeof vs);
	r.file = file;
	r.errout = errout;
	r.redact = as != NULL;
	vs.keep = step;
	int rc = load_steps(&r, path, &vs, NULL, 0);
	/* Nothing to show when the game was never dealt (a variant that does
	** not load, a bad header): the error is already said, as verify says it. */
	int viewer = rc == 2 || !vs.n || !r.nseats ? 0 : viewer_of(&r, as);
	if (!viewer) {
		free_steps(&vs);
		free_replay(&r);
		return rc ? rc : 2;
	}
	/* A seat's view shows what it knows as the table did: with the memory
	** aid only where the variant gives it (memory = strict shows a face
	** only in the event where the seat looks, G4's memory option). */
	cw_render rd = { .aid = viewer == CW_OMNISCIENT || cw_runtime_memory_aid(r.rt),
			 .names = (const char *const *)r.names, .rounds = &vs.rounds };
	/* cards as the table shows them on a terminal: by suit symbol (the
	** colour the text filter would not let through) */
	rd.symbols = cw_render_terminal(out);
	char b[64];
	cw_render_for_variant(&rd, r.rt);
	cw_terms terms = { &r.rt, &r.g };
	cw_terms_attach(&rd, &terms);
	plain p;
	FILE *o = plain_open(&p, out);
	if (viewer == CW_OMNISCIENT)
		fprintf(o, "%s: every card shown\n", file);
	else
		fprintf(o, "%s: the game as %s saw it\n", file, seat_name(&r, viewer, b, sizeof b));
	plain_close(&p);
	char *line = NULL;
	size_t lcap = 0;
	int stepping = step;
	/* the viewer's own count of steps: another seat's private pass is none */
	int *shown = malloc(sizeof *shown * (size_t)vs.n), nshown = 0;
	if (!shown) {
		free_steps(&vs);
		free_replay(&r);
		fprintf(errout, "cardwright: out of memory\n");
		return 2;
	}
	for (int k = 0; k < vs.n; k++)
		shown[k] = k && !hidden_step(&r, &vs, k, viewer) ? ++nshown : nshown;
	for (int k = 0; k < vs.n;) {
		/* a step the viewer does not see goes with the one before */
		int start = k, upto = k;
		while (upto + 1 < vs.n && hidden_step(&r, &vs, upto + 1, viewer))
			upto++;
		int last = upto == vs.n - 1;
		for (int q = k; q <= upto; q++) {
			show_step(plain_open(&p, out), &rd, &r, &vs, q, viewer,
				  q == upto && (stepping || k == 0 || last || vs.v[q].st), shown[q], nshown);
			plain_close(&p);
		}
		k = upto;
		if (!stepping) {
			k++;
			continue;
		}
		fprintf(out, last ? "[end of the file; b: back, Enter: quit] " : "[Enter: next, b: back, q: quit] ");
		fflush(out);
		if (getline(&line, &lcap, in) < 0) {
			fputc('\n', out);
			stepping = 0;	/* no more input: show the rest */
			k++;
			continue;
		}
		line[strcspn(line, "\r\n")] = 0;
		if (!isatty(fileno(in)))
			fputc('\n', out);	/* the answer was not echoed */
		if (!strcmp(line, "b") || !strcmp(line, "back")) {
			if (start > 0)
				for (k = start - 1; k > 0 && hidden_step(&r, &vs, k, viewer); k--)
					;
			else
				k = 0;
		} else if (!strcmp(line, "q") || !strcmp(line, "quit")) {
			break;
		} else {
			if (last)
				break;
			k++;
		}
	}
	free(shown);
	free(line);
	free_steps(&vs);
	free_replay(&r);
	return rc;
}

int cw_replay_export(const char *file, const char *const *path, const char *as, FILE *out, FILE *errout)
{
	replay r;
	vsteps vs;
	memset(&r, 0, sizeof r);
	memset(&vs, 0, sizeof vs);
	r.file = file;
	r.errout = errout;
	r.redact = 1;
	int rc = load_steps(&r, path, &vs, NULL, 0);
	if (rc) {
		free_steps(&vs);
		free_replay(&r);
		return rc;
	}
	int viewer = viewer_of(&r, as);
	if (!viewer) {
		free_steps(&vs);
		free_replay(&r);
		return 2;
	}
	const cw_game *g = r.g;
	char b[64], text[CW_ACTION_TEXT_MAX];
	/* A log to share: plain text, whatever the file and the script hold. */
	plain p;
	out = plain_open(&p, out);
	fprintf(out, "cardwright-replay 1\n");
	fprintf(out, "# The game as %s saw it: a redacted log (docs/replay-format.md), not a replayable file.\n",
		seat_name(&r, viewer, b, sizeof b));
	fprintf(out, "view %d\n", viewer);
	fprintf(out, "variant %s\n", cw_runtime_variant_name(r.rt));
	for (int i = 0; i < r.nrecs; i++)
		if (is_word(&r.recs[i], "rule"))
			fprintf(out, "rule %s\n", r.recs[i].rest);
	if (r.named) {
		fputs("players", out);
		for (int s = 1; s <= r.nseats; s++)
			fprintf(out, " %s", r.names[s]);
		fputc('\n', out);
	} else
		fprintf(out, "players %d\n", r.nseats);
	int32_t score[CW_MAX_SEATS + 1] = { 0 }, total[CW_MAX_SEATS + 1] = { 0 };
	for (uint32_t i = 0; i < g->nev; i++) {
		const cw_event *e = &g->ev[i];
		cw_event f = cw_knowledge_event(e, viewer);
		switch (e->kind) {
		case CW_EV_ROUND:
			fprintf(out, "round %d\n", e->value);
			memset(score, 0, sizeof score);
			break;
		case CW_EV_ACTION:
			if (!cw_knowledge_visible(e, viewer))
				break;
			cw_action_format(g->verbs, &f.action, e->seat, text, sizeof text);
			fprintf(out, "%d %s%s\n", e->seat, text, f.value == -1 ? " ##" : "");
			break;
		case CW_EV_MOVE:
		case CW_EV_REVEAL:
		case CW_EV_FLIP:
			if (f.face == CW_FACE_HIDDEN || f.face == CW_FACE_NONE)
				break;
			cw_view_event_text(g, e, viewer, text, sizeof text);
			fprintf(out, "seen %s\n", text);
			break;
		case CW_EV_NOTE:	/* an announcement about a seat (g:announce: DES-S4, DES-A2) */
			if (e->value != CW_NOTE_ANNOUNCE || !cw_knowledge_visible(e, viewer))
				break;
			cw_action_format(g->verbs, &e->action, e->seat, text, sizeof text);
			fprintf(out, "said %d %s\n", e->seat, text);
			break;
		case CW_EV_SCORE:
			if (e->seat >= 1 && e->seat <= CW_MAX_SEATS)
				score[e->seat] = e->value;
			break;
		case CW_EV_ROUND_END:
			fputs("result", out);
			for (int s = 1; s <= r.nseats; s++)
				fprintf(out, " %s=%d", short_name(&r, s, b, sizeof b), score[s]);
			fputs("\ntotal", out);
			for (int s = 1; s <= r.nseats; s++) {
				total[s] += score[s];
				fprintf(out, " %s=%d", short_name(&r, s, b, sizeof b), total[s]);
			}
			fputc('\n', out);
			break;
		default:
			break;
		}
	}
	plain_close(&p);
	free_steps(&vs);
	free_replay(&r);
	return 0;
}

int cw_replay_prefix(const char *file, const char *const *path, int upto, char *tmp, size_t n, FILE *errout)
{
	replay r;
	memset(&r, 0, sizeof r);
	r.file = file;
	r.errout = errout;
	r.stop_line = upto;
	uint64_t seed = 0;
	int seed_line = 0, from = -1;
	int rc = read_file(&r);
	if (!rc && read_in_play(&r, 1))
		rc = 2;
	if (!rc && ((from = read_header(&r, path, &seed, &seed_line)) < 0 || collect_decks(&r)))
		rc = 1;
	if (!rc)
		rc = play(&r, from, NULL);
	free_replay(&r);
	if (rc)
		return rc;
	const char *dir = getenv("TMPDIR");
	snprintf(tmp, n, "%s/cardwright-to-XXXXXX", dir && *dir ? dir : "/tmp");
	int fd = mkstemp(tmp);
	if (fd < 0) {
		fputs("cardwright: cannot create ", errout);
		cw_text_fputs(tmp, errout, 0);	/* TMPDIR is the environment's */
		fprintf(errout, ": %s\n", strerror(errno));
		return 2;
	}
	FILE *f = fopen(file, "r"), *o = fdopen(fd, "w");
	if (!f || !o) {
		fprintf(errout, "cardwright: cannot copy %s: %s\n", file, strerror(errno));
		if (f)
			fclose(f);
		if (o)
			fclose(o);
		else
			close(fd);
		unlink(tmp);
		return 2;
	}
	/* lines as the reader counts them (read_stream): ended by LF, CR LF
	** or a CR alone, each copied with an LF */
	int c = 0, line = 1, any = 0;
	/* (a NUL ends it: the reader read up to a crash's NUL tail) */
	while (line <= upto && (c = getc(f)) != EOF && c != '\0') {
		if (c == '\r' || c == '\n') {
			if (c == '\r' && (c = getc(f)) != '\n' && c != EOF)
				ungetc(c, f);
			fputc('\n', o);
			line++;
			any = 0;
		} else {
			fputc(c, o);
			any = 1;
		}
	}
	if (any)
		fputc('\n', o);
	fclose(f);
	if (fclose(o)) {
		fprintf(errout, "cardwright: cannot write %s: %s\n", tmp, strerror(errno));
		unlink(tmp);
		return 2;
	}
	return 0;
}
