#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "record.h"

static void write_header(FILE *f, const char *variant, const char *rules, const char *const *names,
			 int nseats, uint64_t seed)
{
	fprintf(f, "cardwright-replay 1\nvariant %s\n", variant);
	if (rules && *rules)
		fprintf(f, "rule %s\n", rules);
	fputs("players", f);
	for (int s = 1; s <= nseats; s++)
		fprintf(f, " %s", names[s]);
	fprintf(f, "\nseed %llu\n", (unsigned long long)seed);
}

/* The scores of a round from the event log: the score events between
** the round's start and its end. Returns 0 if the round has not ended. */
static int round_scores(const cw_game *g, uint32_t round, int32_t *score)
{
	int in = 0;
	memset(score, 0, sizeof *score * (CW_MAX_SEATS + 1));
	for (uint32_t i = 0; i < g->nev; i++) {
		const cw_event *e = &g->ev[i];
		if (e->kind == CW_EV_ROUND)
			in = (uint32_t)e->value == round;
		else if (in && e->kind == CW_EV_SCORE && e->seat >= 1 && e->seat <= CW_MAX_SEATS)
			score[e->seat] = e->value;
		else if (in && e->kind == CW_EV_ROUND_END)
			return 1;
	}
	return 0;
}

static void write_line(FILE *f, const char *word, const int32_t *v, const char *const *names, int nseats)
{
	fputs(word, f);
	for (int seat = 1; seat <= nseats; seat++)
		fprintf(f, " %s=%d", names[seat], v[seat]);
	fputs("\n", f);
}

int cw_record_open(cw_record *r, const char *path, const char *variant, const char *rules,
		   const char *const *names, int nseats, uint64_t seed, cw_err *err)
{
	memset(r, 0, sizeof *r);
	r->f = fopen(path, "w");
	if (!r->f)
		return cw_fail(err, CW_EIO, "cannot write %s: %s", path, strerror(errno));
	r->path = strdup(path);
	write_header(r->f, variant, rules, names, nseats, seed);
	fputs("round 1\n", r->f);
	r->round = 1;
	if (fflush(r->f))
		return cw_fail(err, CW_EIO, "cannot write %s: %s", path, strerror(errno));
	return CW_OK;
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
		if (e->kind != CW_EV_SHUFFLE || cw_czones(g->st)[e->to].kind != CW_ZK_LAYOUT)
			continue;
		fputs(" =", f);
		for (int k = 0; k < e->action.nargs; k++)
			fprintf(f, " %d", e->action.arg[k]);
	}
	fputc('\n', f);
}

/* Writes `round N`, and `lead NAME` when a draw chose who leads it (PW-20). */
static void write_round(FILE *f, const cw_game *g, uint32_t round, const char *const *names)
{
	fprintf(f, "round %u\n", round);
	for (uint32_t i = g->nev; i-- > 0;)
		if (g->ev[i].kind == CW_EV_LEAD && (uint32_t)g->ev[i].value == round) {
			fprintf(f, "lead %s\n", names[g->ev[i].seat]);
			break;
		}
}

int cw_record_action(cw_record *r, const cw_game *g, int seat, const char *text, const char *const *names,
		     cw_err *err)
{
	const cw_state *st = g->st;
	int32_t score[CW_MAX_SEATS + 1];
	if (!r->f)
		return CW_OK;
	long ev = last_action(g);
	if (!unwritten(g, ev))
		write_action(r->f, g, ev, seat, text);
	uint32_t done = st->status == CW_ST_OVER ? st->round : st->round - 1;
	if (done > r->scored) {
		for (uint32_t k = r->scored + 1; k <= done; k++)
			if (round_scores(g, k, score))
				write_line(r->f, "result", score, names, st->nseats);
		write_line(r->f, "total", st->total, names, st->nseats);
		r->scored = done;
		if (st->status != CW_ST_OVER)
			write_round(r->f, g, st->round, names);
	}
	if (fflush(r->f))
		return cw_fail(err, CW_EIO, "cannot write %s: %s", r->path, strerror(errno));
	return CW_OK;
}

void cw_record_close(cw_record *r)
{
	if (r->f)
		fclose(r->f);
	free(r->path);
	memset(r, 0, sizeof *r);
}

int cw_record_save(const char *path, const char *variant, const char *rules, const char *const *names,
		   int nseats, uint64_t seed, const int *seats, char *const *texts, int n,
		   const cw_game *g, cw_err *err)
{
	size_t len = strlen(path) + 16;
	char *tmp = malloc(len);
	if (!tmp)
		return cw_fail(err, CW_ENOMEM, "out of memory");
	snprintf(tmp, len, "%s.tmp%d", path, (int)getpid());
	FILE *f = fopen(tmp, "w");
	if (!f) {
		cw_fail(err, CW_EIO, "cannot write %s: %s", path, strerror(errno));
		free(tmp);
		return CW_EIO;
	}
	write_header(f, variant, rules, names, nseats, seed);
	fputs("round 1\n", f);
	/* Actions in the order of the log; after each round's end its result
	** and the totals so far. */
	int32_t total[CW_MAX_SEATS + 1] = { 0 }, score[CW_MAX_SEATS + 1];
	int ai = 0;
	for (uint32_t i = 0; i < g->nev; i++) {
		const cw_event *e = &g->ev[i];
		if (e->kind == CW_EV_ACTION && ai < n) {
			if (!unwritten(g, (long)i))
				write_action(f, g, (long)i, seats[ai], texts[ai]);
			ai++;
		} else if (e->kind == CW_EV_ROUND_END && round_scores(g, (uint32_t)e->value, score)) {
			for (int seat = 1; seat <= nseats; seat++)
				total[seat] += score[seat];
			write_line(f, "result", score, names, nseats);
			write_line(f, "total", total, names, nseats);
		} else if (e->kind == CW_EV_ROUND && e->value > 1)
			write_round(f, g, (uint32_t)e->value, names);
	}
	int bad = ferror(f);
	bad |= fclose(f) != 0;
	if (bad || rename(tmp, path)) {
		cw_fail(err, CW_EIO, "cannot write %s: %s", path, strerror(errno));
		unlink(tmp);
		free(tmp);
		return CW_EIO;
	}
	free(tmp);
	return CW_OK;
}
