#define _DEFAULT_SOURCE	/* flock */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include "record.h"
#include "paths.h"
#include "replay.h"
#include "../core/event.h"
#include "../core/face.h"
#include "../core/text.h"

/* How many names cw_record_open tries ("-2" ... before ".replay"). */
#define MAX_TRIES 100

/* Opens path as a new file of ours: never an existing file, never
** through a symlink, readable by the user only, and locked so that no
** second cardwright writes it. Returns the stream, or NULL with errno. */
static FILE *create_locked(const char *path)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd < 0)
		return NULL;
	if (flock(fd, LOCK_EX | LOCK_NB)) {
		int e = errno;
		close(fd);
		errno = e;
		return NULL;
	}
	FILE *f = fdopen(fd, "w");
	if (!f) {
		int e = errno;
		close(fd);
		unlink(path);
		errno = e;
	}
	return f;
}

/* Creates path, or when a file by that name exists, the same name with
** "-2", "-3", ... before its extension. *used gets the name (owned). */
static FILE *create_unique(const char *path, char **used)
{
	size_t len = strlen(path);
	const char *dot = strrchr(path, '.'), *slash = strrchr(path, '/');
	size_t stem = dot && (!slash || dot > slash) ? (size_t)(dot - path) : len;
	char *name = malloc(len + 16);
	if (!name)
		return NULL;
	for (int k = 1; k <= MAX_TRIES; k++) {
		if (k == 1)
			memcpy(name, path, len + 1);
		else
			snprintf(name, len + 16, "%.*s-%d%s", (int)stem, path, k, path + stem);
		FILE *f = create_locked(name);
		if (f) {
			*used = name;
			return f;
		}
		if (errno != EEXIST)
			break;
	}
	free(name);
	return NULL;
}

/* Stops the recording after a failed write (a full disk), or one that
** took the file past what a replay reads (full set): the file is cut
** back to its last complete lines written before. */
static int stop_writing(cw_record *r, int full, cw_err *err)
{
	int e = errno;
	int fd = dup(fileno(r->f));
	fclose(r->f);	/* may write part of what it holds: cut below */
	r->f = NULL;
	if (fd >= 0) {
		if (ftruncate(fd, (off_t)r->good))
			e = errno, full = 0;
		close(fd);
	}
	if (full)
		return cw_error_fail(err, CW_EIO, "%s has reached %d bytes, the most a replay reads (CW_REPLAY_MAX_BYTES); "
				     "the recording stops here and keeps every complete line", r->path, CW_REPLAY_MAX_BYTES);
	return cw_error_fail(err, CW_EIO, "cannot write %s: %s; the recording stops here and keeps every complete line",
		       r->path, strerror(e));
}

struct cw_record_point {
	long good;
	uint32_t round, scored, next;
};

/* Keeps where the file stands now; with no memory for it, none is kept
** (an undo then writes the file anew). */
static void keep_point(cw_record *r)
{
	if (r->npoints && r->points[r->npoints - 1].next == r->next && r->points[r->npoints - 1].good == r->good)
		return;
	if (r->npoints == r->cappoints) {
		size_t cap = r->cappoints ? 2 * r->cappoints : 64;
		struct cw_record_point *p = realloc(r->points, cap * sizeof *p);
		if (!p) {
			free(r->points);
			r->points = NULL;
			r->npoints = r->cappoints = 0;
			return;
		}
		r->points = p;
		r->cappoints = cap;
	}
	r->points[r->npoints++] = (struct cw_record_point){ r->good, r->round, r->scored, r->next };
}

/* Flushes what was written; on success the file's complete lines end
** here. Lines that would take the file past the reader's limit are not
** kept: the file must still replay and resume. */
static int flush_lines(cw_record *r, cw_err *err)
{
	if (fflush(r->f) || ferror(r->f))
		return stop_writing(r, 0, err);
	/* The file's size, not the stream's position: a stream opened to
	** append (a resumed game) is at 0 until its first write. */
	struct stat st;
	if (fstat(fileno(r->f), &st))
		return stop_writing(r, 0, err);
	if (st.st_size > CW_REPLAY_MAX_BYTES)
		return stop_writing(r, 1, err);
	r->good = (long)st.st_size;
	keep_point(r);
	return CW_OK;
}

/* Whether a byte of the variant's word is written %XX: a blank, '#' (a
** comment to the reader), '%', a control byte, and every byte past ASCII
** of a path that is not safe text (text.h: C1 controls, bidi marks,
** invalid UTF-8), which `cat` of the file would otherwise show raw. */
static int escaped(unsigned char c, int wide)
{
	return c <= ' ' || c == 0x7f || c == '#' || c == '%' || (wide && c >= 0x80);
}

/* A variant word the reader's line can hold, else an error: a long path
** of blanks, each written %20, passes the line's 4096 bytes. */
static int variant_fits(const char *variant, cw_err *err)
{
	int wide = !cw_text_is_safe(variant, strlen(variant), 0);
	size_t len = 8;
	for (const unsigned char *p = (const unsigned char *)variant; *p; p++)
		len += escaped(*p, wide) ? 3 : 1;
	if (len >= CW_REPLAY_MAX_LINE - 1)
		return cw_error_fail(err, CW_EINVAL, "cannot record this game: the variant's path takes %zu bytes on "
				     "the recording's line, more than its %d (a shorter path, or the variant on the "
				     "variant path by its name)", len, CW_REPLAY_MAX_LINE - 1);
	return CW_OK;
}

/* The header; a game dealt from a real-table deck has no seed: its deck
** lines give every deal. */
static void write_header(FILE *f, const char *variant, const char *rules, const char *const *names,
			 int nseats, uint64_t seed, int real_table)
{
	/* The variant is one word of the line: a path's blanks, '#' (a
	** comment to the reader), '%' and control bytes are written %XX
	** (docs/replay-format.md), so any file's path reads back. */
	fputs("cardwright-replay 1\nvariant ", f);
	int wide = !cw_text_is_safe(variant, strlen(variant), 0);	/* C1, bidi, invalid UTF-8 */
	for (const unsigned char *p = (const unsigned char *)variant; *p; p++)
		if (escaped(*p, wide))
			fprintf(f, "%%%02X", *p);
		else
			fputc(*p, f);
	fputc('\n', f);
	/* options on as many rule lines as keep each within the reader's
	** line (CW_REPLAY_MAX_LINE): one, unless they are very many or long */
	for (const char *p = rules; p && *p;) {
		size_t len = strcspn(p, " ");	/* a K=V is at most 297 bytes */
		while (p[len] == ' ' && p[len + 1]) {
			size_t next = strcspn(p + len + 1, " ");
			if (len + 1 + next > CW_REPLAY_MAX_LINE - 16)
				break;
			len += 1 + next;
		}
		fprintf(f, "rule %.*s\n", (int)len, p);
		p += len;
		p += strspn(p, " ");
	}
	fputs("players", f);
	for (int s = 1; s <= nseats; s++)
		fprintf(f, " %s", names[s]);
	fputc('\n', f);
	if (!real_table)
		fprintf(f, "seed %llu\n", (unsigned long long)seed);
}

static void write_line(FILE *f, const char *word, const int32_t *v, const char *const *names, int nseats)
{
	fputs(word, f);
	for (int seat = 1; seat <= nseats; seat++)
		fprintf(f, " %s=%d", names[seat], v[seat]);
	fputs("\n", f);
}

/* The last action event of the log, or -1. */
static long last_action(const cw_game *g)
{
	for (uint32_t i = g->nev; i-- > 0;)
		if (g->ev[i].kind == CW_EV_ACTION)
			return (long)i;
	return -1;
}

/* An answer replays leave out: a pass in a reaction window (NOTATION
** "Replay files": a seat not recorded as acting in a window passed). */
static int unwritten(const cw_game *g, long ev)
{
	return ev >= 0 && g->ev[ev].value == CW_ACT_UNWRITTEN;
}

/* Writes the action of event ev, `seat text`, with the outcome of the
** layout shuffle it made, if any (PW-20: `power shuffle 2 = 4 3 2 1`). */
static void write_action(FILE *f, const cw_game *g, long ev, int seat, const char *text)
{
	fprintf(f, "%d %s", seat, text);
	for (uint32_t i = (uint32_t)ev + 1; ev >= 0 && i < g->nev && g->ev[i].kind != CW_EV_ACTION; i++) {
		const cw_event *e = &g->ev[i];
		if (e->kind != CW_EV_SHUFFLE || cw_state_czones(g->st)[e->to].kind != CW_ZK_LAYOUT)
			continue;
		fputs(" =", f);
		for (int k = 0; k < e->action.nargs; k++)
			fprintf(f, " %d", e->action.arg[k]);
	}
	fputc('\n', f);
}

/* The passes this action had written after all (CW_ACT_LATE), just
** before it: those since the last action written at its time. */
static void write_late(FILE *f, const cw_game *g, long ev)
{
	long from = ev;
	while (from > 0) {
		const cw_event *e = &g->ev[from - 1];
		if (e->kind == CW_EV_ACTION && e->value != CW_ACT_UNWRITTEN && e->value != CW_ACT_LATE)
			break;
		from--;
	}
	for (long i = from; i < ev; i++)
		if (g->ev[i].kind == CW_EV_ACTION && g->ev[i].value == CW_ACT_LATE) {
			char text[CW_ACTION_TEXT_MAX];
			cw_action_format(g->verbs, &g->ev[i].action, g->ev[i].seat, text, sizeof text);
			write_action(f, g, i, g->ev[i].seat, text);
		}
}

/* A real-table game's stock order (NOTATION "deck"), top card first:
** `deck ...` for a round's deal, `restock ...` for a rebuilt stock. */
static void write_order(FILE *f, const cw_game *g, const cw_stock_order *o)
{
	char tok[8];
	fputs(o->rebuild ? "restock" : "deck", f);
	for (uint32_t i = 0; i < o->n; i++)
		fprintf(f, " %s", cw_face_format(g->order_faces[o->off + i], tok));
	fputc('\n', f);
}

/* The stock orders rebuilt by the action logged at event ev (before the
** next action's event), written before the action as replays read them. */
static void write_restocks(FILE *f, const cw_game *g, long ev)
{
	uint32_t n, end = g->nev;
	const cw_stock_order *o = cw_event_orders(g, &n);
	for (uint32_t i = (uint32_t)ev + 1; i < g->nev; i++)
		if (g->ev[i].kind == CW_EV_ACTION) {
			end = i;
			break;
		}
	for (uint32_t k = 0; k < n; k++)
		if (o[k].rebuild && (long)o[k].at > ev && o[k].at <= end)
			write_order(f, g, &o[k]);
}

/* Writes `round N`, `lead NAME` when a draw chose who leads it (PW-20),
** and the round's `deck` when the game was dealt from a real table's. */
/* The lead of round R is drawn in round R - 1, so the search for it goes
** back from `from` no further than that round's start. */
static void write_round(FILE *f, const cw_game *g, uint32_t round, uint32_t from, const char *const *names)
{
	fprintf(f, "round %u\n", round);
	for (uint32_t i = from; i-- > 0;) {
		if (g->ev[i].kind == CW_EV_LEAD && (uint32_t)g->ev[i].value == round) {
			fprintf(f, "lead %s\n", names[g->ev[i].seat]);
			break;
		}
		if (g->ev[i].kind == CW_EV_ROUND && (uint32_t)g->ev[i].value < round)
			break;
	}
	if (!g->real_table)
		return;
	uint32_t n, k = 0;
	const cw_stock_order *o = cw_event_orders(g, &n);
	for (uint32_t i = 0; i < n; i++)
		if (!o[i].rebuild && ++k == round) {
			write_order(f, g, &o[i]);
			break;
		}
}

/* The round marks of event e (index i): a round's `result` and `total`
** at its end, `round N` (with its lead and deck) at its start. */
static void write_marks(cw_record *r, const cw_game *g, const cw_event *e, uint32_t i, const char *const *names)
{
	int nseats = g->st->nseats;
	int32_t score[CW_MAX_SEATS + 1];
	if (e->kind == CW_EV_ROUND_END && (uint32_t)e->value > r->scored) {
		if (!cw_event_round_scores(g, (uint32_t)e->value, i + 1, score))
			return;
		for (int seat = 1; seat <= nseats; seat++)
			r->total[seat] += score[seat];
		write_line(r->f, "result", score, names, nseats);
		write_line(r->f, "total", r->total, names, nseats);
		r->scored = (uint32_t)e->value;
	} else if (e->kind == CW_EV_ROUND && (uint32_t)e->value > r->round) {
		write_round(r->f, g, (uint32_t)e->value, i, names);
		r->round = (uint32_t)e->value;
	}
}

/* Writes the log from r->next on, in its order: the round marks, and the
** k-th action event from there as `seats[k] texts[k]` (k < n), with the
** stocks it rebuilt and the passes written late before it; a pass replays
** leave out is not written. A round can end at its deal (DES-A2), so one
** action can end several rounds and deal several, each written in its
** place. The same walk writes a whole game and each action as it comes. */
static void write_events(cw_record *r, const cw_game *g, const int *seats, char *const *texts, int n,
			 const char *const *names)
{
	int k = 0;
	for (uint32_t i = r->next; i < g->nev; i++) {
		const cw_event *e = &g->ev[i];
		if (e->kind != CW_EV_ACTION) {
			write_marks(r, g, e, i, names);
			continue;
		}
		if (k >= n)
			continue;
		if (g->real_table)
			write_restocks(r->f, g, (long)i);
		if (!unwritten(g, (long)i) && e->value != CW_ACT_LATE) {
			write_late(r->f, g, (long)i);
			write_action(r->f, g, (long)i, seats[k], texts[k]);
		}
		k++;
	}
	r->next = g->nev;
}

int cw_record_action(cw_record *r, const cw_game *g, int seat, const char *text, const char *const *names,
		     cw_err *err)
{
	if (!r->f)
		return CW_OK;
	char *const texts[1] = { (char *)text };
	write_events(r, g, &seat, texts, 1, names);
	return flush_lines(r, err);
}

const char *cw_record_kept_note(const cw_record *r)
{
	switch (r->kept_cut) {
	case 0: return NULL;
	case 1: return "the line cut short stays in the file as a comment ('# cut short, not read: ...'); play goes on "
		       "from the line before it";
	case 2: return "a record the game played on would not use stays in the file as a comment ('# not read on "
		       "resuming: ...'); play goes on from the line before it";
	default: return "the records the game played on would not read stay in the file as comments ('# cut short, "
			"not read: ...', '# not read on resuming: ...'); play goes on from the line before them";
	}
}

int cw_record_marks(cw_record *r, const cw_game *g, const char *const *names, cw_err *err)
{
	if (!r->f)
		return CW_OK;
	write_events(r, g, NULL, NULL, 0, names);
	return flush_lines(r, err);
}

int cw_record_open(cw_record *r, const char *path, const char *variant, const char *rules,
		   const char *const *names, int nseats, uint64_t seed, const cw_game *g, cw_err *err)
{
	memset(r, 0, sizeof *r);
	if (variant_fits(variant, err))
		return err->code;
	r->f = create_unique(path, &r->path);
	if (!r->f)
		return cw_error_fail(err, CW_EIO, "cannot create %s: %s", path, strerror(errno));
	write_header(r->f, variant, rules, names, nseats, seed, 0);
	fputs("round 1\n", r->f);
	r->round = 1;
	/* rounds that ended at their deal, before any action (DES-A2) */
	write_events(r, g, NULL, NULL, 0, names);
	return flush_lines(r, err);
}

void cw_record_finish(cw_record *r)
{
	if (r->f && !fflush(r->f))
		flock(fileno(r->f), LOCK_UN);
}

void cw_record_close(cw_record *r)
{
	if (r->f)
		fclose(r->f);
	free(r->path);
	free(r->points);
	memset(r, 0, sizeof *r);
}

/* Writes the whole game: the header and the given actions, in the order
** of the log; after each round's end its result and the totals so far.
** w (its file f) is left with what was written, to go on from. */
static void write_game(cw_record *w, FILE *f, const char *variant, const char *rules, const char *const *names,
		       int nseats, uint64_t seed, const int *seats, char *const *texts, int n, const cw_game *g)
{
	memset(w, 0, sizeof *w);
	w->f = f;
	write_header(f, variant, rules, names, nseats, seed, g->real_table);
	write_round(f, g, 1, g->nev, names);
	w->round = 1;
	write_events(w, g, seats, texts, n, names);
}

int cw_record_start(cw_record *r, const char *path, const char *variant, const char *rules,
		    const char *const *names, int nseats, uint64_t seed, const int *seats, char *const *texts,
		    int n, const cw_game *g, cw_err *err)
{
	memset(r, 0, sizeof *r);
	if (variant_fits(variant, err))
		return err->code;
	r->f = create_unique(path, &r->path);
	if (!r->f)
		return cw_error_fail(err, CW_EIO, "cannot create %s: %s", path, strerror(errno));
	char *used = r->path;
	write_game(r, r->f, variant, rules, names, nseats, seed, seats, texts, n, g);
	r->path = used;
	return flush_lines(r, err);
}

/* What follows the last record a resumed game keeps (from `at` to the
** file's end): a line cut short, or a record the game played on makes
** stale (an unused `restock`, a `round` with no deck line), and the lines
** after it. Nothing of it is lost: its comment and blank lines are
** written back as they were, its records as comments (`# cut short, not
** read: ...` for a last line with no newline, `# not read on resuming:
** ...` for a whole one), each in parts a reader's line holds. A crash's
** NULs are left out. */
#define KEPT_PART 1000	/* raw bytes a comment line holds, escaped: under CW_REPLAY_MAX_LINE */
static int blank(char c)
{
	return c == ' ' || c == '\t' || c == '\0';
}

static void comment_words(FILE *f, const char *head, const char *w, size_t n)
{
	while (n > 0 && blank(w[n - 1]))
		n--;
	int wide = !cw_text_is_safe(w, n, 0);
	for (size_t at = 0, len; at < n; at += len) {
		len = n - at < KEPT_PART ? n - at : KEPT_PART;
		while (!wide && at + len < n && len > 1 && ((unsigned char)w[at + len] & 0xC0) == 0x80)
			len--;	/* a character whole on one line */
		fputs(at ? "# (continued): " : head, f);
		for (size_t i = at; i < at + len; i++)
			if (!w[i])
				continue;
			else if (w[i] != ' ' && w[i] != '#' && escaped((unsigned char)w[i], wide))	/* a comment's blanks and '#' read as they are */
				fprintf(f, "%%%02X", (unsigned char)w[i]);
			else
				fputc(w[i], f);
		fputc('\n', f);
	}
}

/* Writes the tail (n bytes) back as above: the kinds of comment made of
** records (bits: 1 cut short, 2 not read). */
static int keep_tail(FILE *f, const char *t, size_t n)
{
	int any = 0;
	for (size_t at = 0; at < n;) {
		size_t end = at, lead = at;
		while (end < n && t[end] != '\n' && t[end] != '\r')
			end++;
		size_t next = end < n && t[end] == '\r' ? end + 1 : end;	/* its line end: LF, CR LF or CR */
		if (next < n && t[next] == '\n')
			next++;
		while (lead < end && blank(t[lead]))
			lead++;
		if (lead < end && t[lead] != '#') {
			comment_words(f, end == n ? "# cut short, not read: " : "# not read on resuming: ", t + lead,
				      end - lead);
			any |= end == n ? 1 : 2;
		} else if (lead < end || next > end) {	/* a comment or blank line, as it was but NULs */
			for (size_t i = at; i < end; i++)
				if (t[i])
					fputc(t[i], f);
			if (next > end)
				fwrite(t + end, 1, next - end, f);
			else
				fputc('\n', f);
		}
		at = next;
	}
	return any;
}

/* The totals after round r->scored, from the game's log. */
static void add_totals(cw_record *r, const cw_game *g)
{
	int32_t score[CW_MAX_SEATS + 1];
	memset(r->total, 0, sizeof r->total);
	for (uint32_t i = 0; i < g->nev; i++)
		if (g->ev[i].kind == CW_EV_ROUND_END && (uint32_t)g->ev[i].value <= r->scored &&
		    cw_event_round_scores(g, (uint32_t)g->ev[i].value, i + 1, score))
			for (int seat = 1; seat <= g->st->nseats; seat++)
				r->total[seat] += score[seat];
}

/* An undo to a position the file stood at (g's events all written, and
** no more): the file is cut back to it. 0 when it never stood there. */
static int cut_back(cw_record *r, const cw_game *g, cw_err *err)
{
	size_t k = r->npoints;
	while (k > 0 && r->points[k - 1].next > g->nev)
		k--;
	if (!k || r->points[k - 1].next != g->nev || !r->f)
		return 0;
	struct cw_record_point p = r->points[k - 1];
	/* the stream goes on writing where the file now ends (one that
	** does not append would write past a hole) */
	if (fflush(r->f) || ftruncate(fileno(r->f), (off_t)p.good) || fseeko(r->f, (off_t)p.good, SEEK_SET)) {
		cw_error_fail(err, CW_EIO, "cannot cut %s back to the decision taken back to: %s", r->path, strerror(errno));
		return -1;
	}
	r->good = p.good;
	r->round = p.round;
	r->scored = p.scored;
	r->next = p.next;
	add_totals(r, g);
	r->npoints = k;
	return 1;
}

int cw_record_append(cw_record *r, const char *path, long cut_at, uint32_t marked, uint32_t scored,
		     const cw_game *g, const char *const *names, cw_err *err)
{
	memset(r, 0, sizeof *r);
	int fd = open(path, O_RDWR | O_APPEND | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0 && errno == ELOOP)
		return cw_error_fail(err, CW_EIO, "cannot record in %s: a symbolic link (name the file it points to)", path);
	if (fd < 0)
		return cw_error_fail(err, CW_EIO, "cannot write %s: %s", path, strerror(errno));
	struct stat st;
	if (fstat(fd, &st) || !S_ISREG(st.st_mode)) {
		close(fd);
		return cw_error_fail(err, CW_EIO, "cannot record in %s: not a regular file", path);
	}
	if (flock(fd, LOCK_EX | LOCK_NB)) {
		close(fd);
		return cw_error_fail(err, CW_EIO, "%s is being recorded by another cardwright (one writer per file)", path);
	}
	char last = '\n';
	/* What follows the records kept (a typo at the end of a file written
	** by hand, what a kill left, a stale restock and the notes after
	** it): read before the file is cut back, written back after, as
	** comments made first in memory, so that a file they would take past
	** the reader's limit is refused before anything in it changes. */
	char *tail = NULL, *kept = NULL;
	size_t ntail = 0, nkept = 0;
	if (cut_at >= 0 && st.st_size > cut_at) {
		ntail = (size_t)(st.st_size - cut_at);
		tail = malloc(ntail);
		ssize_t got = tail ? pread(fd, tail, ntail, (off_t)cut_at) : -1;
		if (got < 0) {
			free(tail);
			close(fd);
			return cw_error_fail(err, CW_EIO, "cannot read the end of %s: %s", path, strerror(errno));
		}
		ntail = (size_t)got;
		FILE *m = open_memstream(&kept, &nkept);
		if (!m) {
			free(tail);
			close(fd);
			return cw_error_fail(err, CW_ENOMEM, "out of memory");
		}
		r->kept_cut = keep_tail(m, tail, ntail);
		if (fclose(m)) {
			free(tail);
			free(kept);
			close(fd);
			return cw_error_fail(err, CW_ENOMEM, "out of memory");
		}
		free(tail);
	}
	off_t end = cut_at >= 0 && st.st_size > cut_at ? (off_t)cut_at : st.st_size;
	if (end > 0 && pread(fd, &last, 1, end - 1) != 1)
		last = '\n';
	if ((long long)end + (last != '\n') + (long long)nkept > CW_REPLAY_MAX_BYTES) {
		free(kept);
		close(fd);
		return cw_error_fail(err, CW_EIO, "cannot record on in %s: the lines after its last record, kept as comments, "
				     "would take it past %d bytes, the most a replay reads (CW_REPLAY_MAX_BYTES)",
				     path, CW_REPLAY_MAX_BYTES);
	}
	if (cut_at >= 0 && ftruncate(fd, (off_t)cut_at)) {
		free(kept);
		close(fd);
		return cw_error_fail(err, CW_EIO, "cannot cut %s back to its complete lines: %s", path, strerror(errno));
	}
	int kinds = r->kept_cut;
	r->f = fdopen(fd, "a");
	r->path = strdup(r->f ? path : "");
	if (!r->f || !r->path) {
		if (r->f)
			fclose(r->f);
		else
			close(fd);
		free(r->path);
		free(kept);
		memset(r, 0, sizeof *r);
		return cw_error_fail(err, CW_ENOMEM, "out of memory");
	}
	r->kept_cut = kinds;
	r->good = (long)end;
	if (last != '\n')	/* a last line without newline: the next one must not join it */
		fputc('\n', r->f);
	if (kept)
		fwrite(kept, 1, nkept, r->f);
	free(kept);
	if (flush_lines(r, err))	/* the kept lines are the file's: never cut back */
		return err->code;
	/* What the file holds: every action, the rounds up to its last
	** marker, the results up to `scored`. What the game dealt and ended
	** after its last action (a round won at its deal, a round the file
	** stops before) is written now. */
	r->round = marked;
	r->scored = scored;
	long ev = last_action(g);
	r->next = (uint32_t)(ev + 1);
	add_totals(r, g);
	write_events(r, g, NULL, NULL, 0, names);
	return flush_lines(r, err);
}

int cw_record_rewrite(cw_record *r, const char *variant, const char *rules, const char *const *names,
		      int nseats, uint64_t seed, const int *seats, char *const *texts, int n, const cw_game *g,
		      cw_err *err)
{
	int cut = cut_back(r, g, err);
	if (cut)
		return cut > 0 ? CW_OK : err->code;
	if (variant_fits(variant, err))
		return err->code;
	size_t len = strlen(r->path) + 32;
	char *tmp = malloc(len);
	if (!tmp)
		return cw_error_fail(err, CW_ENOMEM, "out of memory");
	snprintf(tmp, len, "%s.tmp%d", r->path, (int)getpid());
	FILE *f = create_locked(tmp);
	if (!f) {
		cw_error_fail(err, CW_EIO, "cannot write %s: %s", tmp, strerror(errno));
		free(tmp);
		return CW_EIO;
	}
	cw_record w;
	write_game(&w, f, variant, rules, names, nseats, seed, seats, texts, n, g);
	if (fflush(f) || ferror(f) || rename(tmp, r->path)) {
		cw_error_fail(err, CW_EIO, "cannot write %s: %s", r->path, strerror(errno));
		fclose(f);
		unlink(tmp);
		free(tmp);
		return CW_EIO;
	}
	free(tmp);
	if (r->f)
		fclose(r->f);
	r->f = f;	/* the new file, already locked */
	r->round = w.round;
	r->scored = w.scored;
	r->next = w.next;
	memcpy(r->total, w.total, sizeof r->total);
	off_t at = ftello(f);
	r->good = at >= 0 ? (long)at : 0;
	r->npoints = 0;	/* a new file: where the old one stood is gone */
	keep_point(r);
	return CW_OK;
}

int cw_record_live(const char *path)
{
	int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	int busy = fd >= 0 && flock(fd, LOCK_SH | LOCK_NB) && errno == EWOULDBLOCK;
	if (fd >= 0)
		close(fd);
	return busy;
}

/* The path a marker names (all of it but its last newline: a path may
** hold a newline), into out (n bytes; out may be marker). 0 when it names
** none. */
static int named_path(const char *marker, char *out, size_t n)
{
	char line[PATH_MAX + 2];
	int fd = open(marker, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
	ssize_t got = fd >= 0 ? read(fd, line, sizeof line - 1) : -1;
	if (fd >= 0)
		close(fd);
	if (got <= 1 || line[0] != '/' || line[got - 1] != '\n')
		return 0;
	line[got - 1] = '\0';	/* the whole path, a newline in it too: only the last ends it */
	return snprintf(out, n, "%s", line) < (int)n;
}

/* The games directory, where recordings in play and markers are. */
static const char *games_dir(char *buf, size_t n)
{
	return cw_paths_state("games", buf, n);
}

/* Calls fn(key, ud) with the deal key of every recording in play in the
** games directory, and of every one a marker there names, other than
** the file `self` (NULL: none), until fn answers nonzero: that answer. */
static int each_in_play(const char *games, const struct stat *self, int (*fn)(const char *key, void *ud), void *ud)
{
	DIR *d = opendir(games);
	if (!d)
		return 0;
	struct dirent *e;
	char other[4096], theirs[CW_REPLAY_KEY_MAX];
	int answer = 0;
	while (!answer && (e = readdir(d))) {
		/* every file: a recording resumed under another name is one too */
		int marker = !strncmp(e->d_name, ".live-", 6);	/* a recording kept elsewhere, by its path */
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") ||
		    snprintf(other, sizeof other, "%s/%s", games, e->d_name) >= (int)sizeof other)
			continue;
		struct stat st;
		if (stat(other, &st) || !S_ISREG(st.st_mode) || !cw_record_live(other))
			continue;
		if (marker && !named_path(other, other, sizeof other))
			continue;
		if (stat(other, &st) || (self && st.st_dev == self->st_dev && st.st_ino == self->st_ino))
			continue;
		if (cw_replay_deal_key(other, theirs, sizeof theirs))
			answer = fn(theirs, ud);
	}
	closedir(d);
	return answer;
}

static int same_key(const char *key, void *ud)
{
	return cw_replay_keys_meet(key, ud);
}

/* Whether a recording in play, other than `self`, deals as `key`. */
static int deal_in_play(const char *games, const char *key, const struct stat *self)
{
	return each_in_play(games, self, same_key, (void *)key);
}

int cw_record_in_play(const char *path)
{
	char dir[4096];
	const char *games = games_dir(dir, sizeof dir);
	/* the file itself, or the one a link names */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	int busy = fd >= 0 && flock(fd, LOCK_SH | LOCK_NB) && errno == EWOULDBLOCK;
	struct stat self;
	int known = fd >= 0 && !fstat(fd, &self);
	if (fd >= 0)
		close(fd);
	char mine[CW_REPLAY_KEY_MAX];
	if (busy || !known || !games || !cw_replay_deal_key(path, mine, sizeof mine))
		return busy;
	/* a copy, or a game saved at the table: a recording in play deals
	** from the same seed or deck */
	return deal_in_play(games, mine, &self);
}

int cw_record_deal_in_play(const char *key, const struct stat *self)
{
	char dir[4096];
	const char *games = games_dir(dir, sizeof dir);
	return games && deal_in_play(games, key, self);
}

/* The seeds of the games in play when first asked (cw_record_seed_dealt). */
static uint64_t dealt_seed[64];
static int ndealt_seeds;
static pthread_once_t dealt_once = PTHREAD_ONCE_INIT;

static int keep_seed(const char *key, void *ud)
{
	(void)ud;
	if (!strncmp(key, "seed ", 5) && ndealt_seeds < (int)(sizeof dealt_seed / sizeof *dealt_seed))
		dealt_seed[ndealt_seeds++] = strtoull(key + 5, NULL, 10);
	return 0;
}

static void gather_seeds(void)
{
	char dir[4096];
	const char *games = games_dir(dir, sizeof dir);
	if (games)
		each_in_play(games, NULL, keep_seed, NULL);
}

int cw_record_seed_dealt(uint64_t seed)
{
	pthread_once(&dealt_once, gather_seeds);
	for (int i = 0; i < ndealt_seeds; i++)
		if (dealt_seed[i] == seed)
			return 1;
	return 0;
}

int cw_record_seed_in_play(uint64_t seed)
{
	char key[64];	/* the key cw_replay_deal_key gives a seed */
	snprintf(key, sizeof key, "seed %llu", (unsigned long long)seed);
	return cw_record_deal_in_play(key, NULL);
}

int cw_record_mark(const char *recording, char **marker)
{
	char games[4096], real[PATH_MAX], dir[PATH_MAX];
	*marker = NULL;
	if (!games_dir(games, sizeof games) || cw_paths_make_dirs(games, 0700) || !realpath(recording, real) ||
	    !realpath(games, dir))
		return -1;
	size_t n = strlen(dir);
	if (!strncmp(real, dir, n) && real[n] == '/' && !strchr(real + n + 1, '/'))
		return -1;	/* in the games directory: found there as it is */
	static unsigned serial;
	char *path = malloc(n + 64);
	if (!path)
		return -1;
	snprintf(path, n + 64, "%s/.live-%ld-%u", dir, (long)getpid(), serial++);
	/* the path named on its first line (named_path reads it) */
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd < 0 || flock(fd, LOCK_EX | LOCK_NB) || write(fd, real, strlen(real)) != (ssize_t)strlen(real) ||
	    write(fd, "\n", 1) != 1) {
		if (fd >= 0) {
			unlink(path);
			close(fd);
		}
		free(path);
		return -1;
	}
	*marker = path;
	return fd;
}

void cw_record_unmark(char **marker, int fd)
{
	if (!*marker)
		return;
	unlink(*marker);
	close(fd);
	free(*marker);
	*marker = NULL;
}

int cw_record_save(const char *path, const char *variant, const char *rules, const char *const *names,
		   int nseats, uint64_t seed, const int *seats, char *const *texts, int n,
		   const cw_game *g, int other_game, cw_err *err)
{
	if (variant_fits(variant, err))
		return err->code;
	/* Saving replaces a recording, never a device or a pipe (the rename
	** would put a regular file in its place) */
	struct stat st;
	int exists = !lstat(path, &st);
	/* nor a symlink: neither followed (where it points is not named
	** here) nor replaced (the link is somebody's), as a recording is
	** never made through one */
	if (exists && S_ISLNK(st.st_mode))
		return cw_error_fail(err, CW_EIO, "cannot save to %s: a symbolic link; nothing was written "
				     "(name the file it points to, or another name)", path);
	if (exists && !S_ISREG(st.st_mode))
		return cw_error_fail(err, CW_EIO, "cannot save to %s: it is not a regular file", path);
	/* nor a game being recorded, this one's or another cardwright's: the
	** rename would put the saved file in its place while its recorder
	** went on writing the old one, and every later move would be lost */
	if (exists && S_ISREG(st.st_mode)) {
		if (cw_record_live(path))
			return cw_error_fail(err, CW_EIO, "cannot save to %s: a game is being recorded in it "
					     "(this one, or another cardwright's); save to another file", path);
		/* a replay is replaced (a game saved again), and an empty file;
		** any other file is somebody's, and nothing of it may be lost */
		char head[32] = "";
		FILE *old = fopen(path, "rb");
		if (!old)
			return cw_error_fail(err, CW_EIO, "cannot save to %s: it exists and cannot be read (%s); "
					     "nothing was written (save to another name)", path, strerror(errno));
		size_t got = fread(head, 1, sizeof head - 1, old);
		fclose(old);
		head[got] = '\0';
		if (got && strncmp(head, "cardwright-replay ", 18))
			return cw_error_fail(err, CW_EIO, "cannot save to %s: it exists and is not a replay file; "
					     "nothing was written (save to another name)", path);
	}
	size_t len = strlen(path) + 32;
	char *tmp = malloc(len);
	if (!tmp)
		return cw_error_fail(err, CW_ENOMEM, "out of memory");
	snprintf(tmp, len, "%s.tmp%d", path, (int)getpid());
	FILE *f = create_locked(tmp);
	if (!f) {
		cw_error_fail(err, CW_EIO, "cannot write %s: %s", path, strerror(errno));
		free(tmp);
		return CW_EIO;
	}
	cw_record w;
	write_game(&w, f, variant, rules, names, nseats, seed, seats, texts, n, g);
	/* a file the reader refuses would keep nothing of the game */
	long size = ftell(f);
	if (size > CW_REPLAY_MAX_BYTES) {
		fclose(f);
		unlink(tmp);
		free(tmp);
		return cw_error_fail(err, CW_EINVAL, "the game's recording takes %ld bytes, more than a replay may hold "
				     "(%d, CW_REPLAY_MAX_BYTES): %s not written", size, CW_REPLAY_MAX_BYTES, path);
	}
	int bad = ferror(f);
	bad |= fclose(f) != 0;
	/* a replay of another deal is another game's, kept unless asked; so
	** is one whose deal does not read (an exported log, a file the reader
	** refuses): only this game's own file, or an empty one, is replaced */
	char was[CW_REPLAY_KEY_MAX], now[CW_REPLAY_KEY_MAX];
	if (!bad && !other_game && exists && S_ISREG(st.st_mode) && st.st_size > 0 &&
	    (!cw_replay_deal_key(path, was, sizeof was) || !cw_replay_deal_key(tmp, now, sizeof now) ||
	     !cw_replay_keys_meet(was, now))) {
		unlink(tmp);
		free(tmp);
		return cw_error_fail(err, CW_EIO, "cannot save to %s: it holds another game; nothing was written "
				     "(save to another name)", path);
	}
	if (bad || rename(tmp, path)) {
		cw_error_fail(err, CW_EIO, "cannot write %s: %s", path, strerror(errno));
		unlink(tmp);
		free(tmp);
		return CW_EIO;
	}
	free(tmp);
	return CW_OK;
}
