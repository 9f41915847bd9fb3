/*
** `cardwright sim`. Worker threads take chunks of game indices from one
** counter; each worker has its own runtime(s) and bots and adds exact
** integer sums of its games, so the result does not depend on which
** worker played which game. Wins shared by k seats count 840/k (840 is
** divisible by 1..8), so they are exact integers too.
*/
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/stat.h>
#include <jansson.h>
#include "sim.h"
#include "paths.h"
#include "bot.h"
#include "record.h"
#include "../core/clock.h"
#include "../core/file.h"
#include "../core/text.h"
#include "replay.h"
#include "table.h"
#include "../lua/runtime.h"

#define WIN_UNIT 840
#define CHUNK 8
#define Z95 1.959963984540054

/* Hole scores, every seat's pooled, from HIST_LO to HIST_LO + HIST_N - 1
** (a score beyond is counted at the nearer end). */
#define HIST_LO (-200)
#define HIST_N 801

typedef struct seat_sums {
	int64_t hole_sum, hole_sq;	/* over holes */
	int64_t total_sum, total_sq;	/* over games (match totals) */
	int64_t win, win_sq;		/* over games, in 1/840ths of a win */
	int64_t turns;			/* turns begun, over holes */
	int64_t chips, chips_sq;	/* over games: the seat's net chips (g:pay) */
} seat_sums;

/* Over the paired games: y the game's sum in the base run (a) and the
** compared one (b); n its holes in each. */
enum { YA, YB, YAA, YBB, YAB, YA_NA, YB_NB, YA_NB, YB_NA, RATIO_FIELDS };
typedef struct ratio_sums {
	int64_t v[RATIO_FIELDS];	/* by the names above: y's sums, squares and products */
} ratio_sums;

typedef struct sim_sums {
	int64_t games, holes, steps;
	int64_t chip_games;	/* games in which chips moved (g:pay) */
	seat_sums seat[CW_MAX_SEATS + 1];
	int64_t calls, call_turn, call_turn_sq;	/* holes with a call; the caller's turn number then */
	int64_t calls_best;	/* holes whose caller had the best hole score (by `wins`; ties count) */
	int64_t hist[HIST_N];	/* hole scores */
	int64_t verb[CW_MAX_VERBS];		/* actions taken, by verb */
	int64_t bonus[CW_RUNTIME_BONUSES][CW_MAX_SEATS + 1];	/* bonuses the scoring named, by key and seat */
	/* Paired over the games both runs played with one seed (common random
	** numbers): compared less base, per game. */
	int64_t pair_games;
	int64_t dwin[CW_MAX_SEATS + 1], dwin_sq[CW_MAX_SEATS + 1];	/* in 1/840ths */
	int64_t dtotal[CW_MAX_SEATS + 1], dtotal_sq[CW_MAX_SEATS + 1];
	/* A mean per hole of each run is a ratio of two sums over its games
	** (a seat's points over the holes; [0]: every seat's turns over the
	** holes), and a match to a target plays more holes in one run than in
	** the other: the difference of the two ratios, with its spread by the
	** ratios' linear terms over the paired games (ratio_m). */
	ratio_sums ratio[CW_MAX_SEATS + 1];
	/* every seat's points together over the holes: a change that every
	** seat shares, told once for all (a summary written before it has
	** none: all_missing) */
	ratio_sums all;
	int all_missing;
	int64_t na, nb, naa, nbb, nab;	/* the paired games' holes: base, compared; their products */
	int64_t dchips[CW_MAX_SEATS + 1], dchips_sq[CW_MAX_SEATS + 1];	/* each game's net chips (g:pay) */
} sim_sums;

enum { WINS_UNKNOWN, WINS_LOWEST, WINS_HIGHEST };

/* What is printed: the same for a run and for a merge of its shards. */
typedef struct sim_report {
	char variant[128];
	int players;
	uint64_t seed;
	int64_t games_requested;
	int shard, nshards;
	int interrupted;	/* stopped before its games: by a signal, or by an error */
	int failed;		/* by an error (a game the variant failed, told after) */
	int bots[CW_MAX_SEATS + 1];
	int budget[CW_MAX_SEATS + 1];
	int nruns;
	struct {
		char *options;		/* malloc'd: the resolved options text */
		char *extra;		/* malloc'd: the compare rules, space-separated */
		char variant[128];	/* the run's variant */
		char verb[CW_MAX_VERBS][CW_VERB_NAME_MAX];	/* its verbs' names */
		int nverbs;
		char bonus[CW_RUNTIME_BONUSES][32];	/* its bonuses' keys (g:bonus), in byte order */
		int nbonuses;
		int wins;		/* which total wins: WINS_LOWEST, WINS_HIGHEST, or WINS_UNKNOWN (an older summary) */
		int points;		/* the highest wins, but in points (no chips: cw_runtime_chip_totals) */
		sim_sums sums;
	} run[2];
	sim_sums pair;		/* the paired differences of a comparison */
} sim_report;

/* Sums that saturate: a variant's scores and chips reach both ends of 32
** bits (a square of one is near 2^62), so two of them could overflow a
** sum; a saturated figure is absurd but defined. */
static int64_t sadd(int64_t a, int64_t b)
{
	int64_t r;
	return __builtin_add_overflow(a, b, &r) ? (b > 0 ? INT64_MAX : INT64_MIN) : r;
}

static int64_t ssub(int64_t a, int64_t b)
{
	int64_t r;
	return __builtin_sub_overflow(a, b, &r) ? (b < 0 ? INT64_MAX : INT64_MIN) : r;
}

static int64_t smul(int64_t a, int64_t b)
{
	int64_t r;
	return __builtin_mul_overflow(a, b, &r) ? ((a > 0) == (b > 0) ? INT64_MAX : INT64_MIN) : r;
}

/* One seat's sums into another's: a run's, a shard's or a game's. */
static void seat_add(seat_sums *x, const seat_sums *y)
{
	x->hole_sum = sadd(x->hole_sum, y->hole_sum);
	x->hole_sq = sadd(x->hole_sq, y->hole_sq);
	x->total_sum = sadd(x->total_sum, y->total_sum);
	x->total_sq = sadd(x->total_sq, y->total_sq);
	x->win = sadd(x->win, y->win);
	x->win_sq = sadd(x->win_sq, y->win_sq);
	x->turns = sadd(x->turns, y->turns);
	x->chips = sadd(x->chips, y->chips);
	x->chips_sq = sadd(x->chips_sq, y->chips_sq);
}

static void sums_add(sim_sums *a, const sim_sums *b)
{
	a->games = sadd(a->games, b->games);
	a->holes = sadd(a->holes, b->holes);
	a->steps = sadd(a->steps, b->steps);
	for (int s = 1; s <= CW_MAX_SEATS; s++) {
		seat_add(&a->seat[s], &b->seat[s]);
		a->dwin[s] = sadd(a->dwin[s], b->dwin[s]);
		a->dwin_sq[s] = sadd(a->dwin_sq[s], b->dwin_sq[s]);
		a->dtotal[s] = sadd(a->dtotal[s], b->dtotal[s]);
		a->dtotal_sq[s] = sadd(a->dtotal_sq[s], b->dtotal_sq[s]);
		a->dchips[s] = sadd(a->dchips[s], b->dchips[s]);
		a->dchips_sq[s] = sadd(a->dchips_sq[s], b->dchips_sq[s]);
	}
	a->calls = sadd(a->calls, b->calls);
	a->calls_best = sadd(a->calls_best, b->calls_best);
	a->chip_games = sadd(a->chip_games, b->chip_games);
	for (int k = 0; k < HIST_N; k++)
		a->hist[k] = sadd(a->hist[k], b->hist[k]);
	a->call_turn = sadd(a->call_turn, b->call_turn);
	a->call_turn_sq = sadd(a->call_turn_sq, b->call_turn_sq);
	for (int v = 0; v < CW_MAX_VERBS; v++)
		a->verb[v] = sadd(a->verb[v], b->verb[v]);
	for (int k = 0; k < CW_RUNTIME_BONUSES; k++)
		for (int s = 1; s <= CW_MAX_SEATS; s++)
			a->bonus[k][s] = sadd(a->bonus[k][s], b->bonus[k][s]);
	a->pair_games = sadd(a->pair_games, b->pair_games);
	for (int s = 0; s <= CW_MAX_SEATS; s++) {
		for (int k = 0; k < RATIO_FIELDS; k++)
			a->ratio[s].v[k] = sadd(a->ratio[s].v[k], b->ratio[s].v[k]);
	}
	for (int k = 0; k < RATIO_FIELDS; k++)
		a->all.v[k] = sadd(a->all.v[k], b->all.v[k]);
	a->all_missing |= b->all_missing;
	a->na = sadd(a->na, b->na);
	a->nb = sadd(a->nb, b->nb);
	a->naa = sadd(a->naa, b->naa);
	a->nbb = sadd(a->nbb, b->nbb);
	a->nab = sadd(a->nab, b->nab);
}

static void ratio_add(ratio_sums *r, int64_t ya, int64_t yb, int64_t na, int64_t nb)
{
	const int64_t add[RATIO_FIELDS] = { ya, yb, smul(ya, ya), smul(yb, yb), smul(ya, yb), smul(ya, na), smul(yb, nb),
					    smul(ya, nb), smul(yb, na) };
	for (int k = 0; k < RATIO_FIELDS; k++)
		r->v[k] = sadd(r->v[k], add[k]);
}

/* Adds one game's paired differences (run b less run a) to d. */
static void pair_add(sim_sums *d, const sim_sums *a, const sim_sums *b, int nseats)
{
	d->pair_games++;
	for (int s = 1; s <= nseats; s++) {
		int64_t w = ssub(b->seat[s].win, a->seat[s].win), t = ssub(b->seat[s].total_sum, a->seat[s].total_sum);
		d->dwin[s] = sadd(d->dwin[s], w);
		d->dwin_sq[s] = sadd(d->dwin_sq[s], smul(w, w));
		d->dtotal[s] = sadd(d->dtotal[s], t);
		d->dtotal_sq[s] = sadd(d->dtotal_sq[s], smul(t, t));
		ratio_add(&d->ratio[s], a->seat[s].hole_sum, b->seat[s].hole_sum, a->holes, b->holes);
		int64_t c = ssub(b->seat[s].chips, a->seat[s].chips);
		d->dchips[s] = sadd(d->dchips[s], c);
		d->dchips_sq[s] = sadd(d->dchips_sq[s], smul(c, c));
	}
	int64_t ta = 0, tb = 0, pa = 0, pb = 0;
	for (int s = 1; s <= nseats; s++) {
		ta = sadd(ta, a->seat[s].turns), tb = sadd(tb, b->seat[s].turns);
		pa = sadd(pa, a->seat[s].hole_sum), pb = sadd(pb, b->seat[s].hole_sum);
	}
	ratio_add(&d->ratio[0], ta, tb, a->holes, b->holes);
	ratio_add(&d->all, pa, pb, a->holes, b->holes);
	d->na = sadd(d->na, a->holes);
	d->nb = sadd(d->nb, b->holes);
	d->naa = sadd(d->naa, smul(a->holes, a->holes));
	d->nbb = sadd(d->nbb, smul(b->holes, b->holes));
	d->nab = sadd(d->nab, smul(a->holes, b->holes));
}

/* ---- statistics ---- */

typedef struct moments { double mean, sd, se; int ok; double n; } moments;

static moments moments_of(int64_t n, int64_t sum, int64_t sq, double scale)
{
	moments m = { 0, 0, 0, n > 0, (double)n };
	if (n <= 0)
		return m;
	long double ln = (long double)n, ls = (long double)sum;
	long double mean = ls / ln;
	long double var = n > 1 ? ((long double)sq - ls * ls / ln) / (ln - 1) : 0;
	if (var < 0)
		var = 0;
	m.mean = (double)(mean / scale);
	m.sd = (double)(sqrtl(var) / scale);
	m.se = m.sd / sqrt((double)n);
	return m;
}

/* The difference of two ratios over the paired games, Rb - Ra with
** R = (sum of y) / (sum of n): a seat's mean hole ([seat]) or the turns
** of a hole ([0]), as the runs' own figures count them, so that it is the
** difference of the means printed for each run. Its standard error is
** that of the mean of z = (yb - Rb nb) / mean nb - (ya - Ra na) / mean na
** over the games (the ratios' linear terms), from the sums kept. */
static moments ratio_of(const sim_sums *p, const ratio_sums *r)
{
	moments m = { 0, 0, 0, p->pair_games > 0 && p->na > 0 && p->nb > 0, (double)p->pair_games };
	if (!m.ok)
		return m;
	long double y[RATIO_FIELDS];
	for (int i = 0; i < RATIO_FIELDS; i++)
		y[i] = (long double)r->v[i];
	long double n = (long double)p->pair_games, Na = (long double)p->na, Nb = (long double)p->nb;
	long double Ra = y[YA] / Na, Rb = y[YB] / Nb;
	long double ma = Na / n, mb = Nb / n;
	long double sb = y[YBB] - 2 * Rb * y[YB_NB] + Rb * Rb * (long double)p->nbb;
	long double sa = y[YAA] - 2 * Ra * y[YA_NA] + Ra * Ra * (long double)p->naa;
	long double sab = y[YAB] - Ra * y[YB_NA] - Rb * y[YA_NB] + Ra * Rb * (long double)p->nab;
	long double zz = sb / (mb * mb) + sa / (ma * ma) - 2 * sab / (ma * mb);
	long double var = p->pair_games > 1 ? zz / (n - 1) : 0;
	if (var < 0)
		var = 0;
	m.mean = (double)(Rb - Ra);
	m.sd = (double)sqrtl(var);
	m.se = m.sd / sqrt((double)p->pair_games);
	return m;
}

static moments ratio_m(const sim_sums *p, int k)
{
	return ratio_of(p, &p->ratio[k]);
}

/* A seat's mean hole, every seat's points together: the difference of
** the runs' points a hole over the seats, a single test. */
static moments all_m(const sim_sums *p, int nseats)
{
	moments m = ratio_of(p, &p->all);
	m.ok &= !p->all_missing && nseats > 0;
	if (m.ok)
		m.mean /= nseats, m.sd /= nseats, m.se /= nseats;
	return m;
}

static moments hole_m(const sim_sums *s, int seat)
{
	return moments_of(s->holes, s->seat[seat].hole_sum, s->seat[seat].hole_sq, 1);
}

static moments total_m(const sim_sums *s, int seat)
{
	return moments_of(s->games, s->seat[seat].total_sum, s->seat[seat].total_sq, 1);
}

static moments win_m(const sim_sums *s, int seat)
{
	return moments_of(s->games, s->seat[seat].win, s->seat[seat].win_sq, WIN_UNIT);
}

/* A bound of a share's interval, within [0, 1]. */
static double share(double v)
{
	return v < 0 ? 0 : v > 1 ? 1 : v;
}

static double per(int64_t a, int64_t n)
{
	return n > 0 ? (double)a / (double)n : NAN;
}

/* ---- output ---- */

static void print_header(FILE *out, const sim_report *r)
{
	char v[256];	/* the names and options come from the script or a shard file: shown safe */
	long long games = r->run[0].sums.games;
	fprintf(out, "%s, %d players, %lld game%s, seed %llu", cw_text_safe(v, sizeof v, r->variant, 0), r->players,
		games, games == 1 ? "" : "s", (unsigned long long)r->seed);
	if (r->nshards)
		fprintf(out, " (shard %d/%d of %lld games)", r->shard, r->nshards, (long long)r->games_requested);
	if (r->interrupted)
		fprintf(out, " (%s: %lld of %lld games)", r->failed ? "stopped by the error below" : "interrupted",
			(long long)r->run[0].sums.games, (long long)r->games_requested);
	fprintf(out, "\nbots:");
	for (int s = 1; s <= r->players; s++) {
		char label[32];
		fprintf(out, " %s", cw_bot_label(r->bots[s], r->budget[s], label, sizeof label));
	}
	fputc('\n', out);
}

/* "v [lo, hi]" of a mean with its 95% interval, scaled. */
static const char *ci_text(moments m, double scale, int sign, char *buf, size_t n)
{
	double lo = (m.mean - Z95 * m.se) * scale, hi = (m.mean + Z95 * m.se) * scale, v = m.mean * scale;
	snprintf(buf, n, sign ? "%+.2f [%+.2f, %+.2f]" : "%.2f [%.2f, %.2f]", v, lo, hi);
	return buf;
}

/* A share with its 95% interval. Where every game went alike (a seat
** that never won in 300, or always did) the normal interval has no width:
** the bound is then the rule of three's, 3/n from the end reached. */
static void share_bounds(moments m, double *lo, double *hi)
{
	*lo = share(m.mean - Z95 * m.se), *hi = share(m.mean + Z95 * m.se);
	if (m.ok && m.se == 0 && m.n > 0 && (m.mean == 0 || m.mean == 1)) {
		double r3 = 3 / m.n > 1 ? 1 : 3 / m.n;
		*lo = m.mean == 0 ? 0 : 1 - r3;
		*hi = m.mean == 0 ? r3 : 1;
	}
}

static const char *share_text(moments m, char *buf, size_t n)
{
	double lo, hi;
	share_bounds(m, &lo, &hi);
	snprintf(buf, n, "%.2f%% [%.2f, %.2f]", 100 * m.mean, 100 * lo, 100 * hi);
	return buf;
}

/* Whether m's interval at z leaves out nought. */
static int significant_at(moments m, double z)
{
	return m.ok && m.se > 0 ? m.mean - z * m.se > 0 || m.mean + z * m.se < 0 : m.ok && m.mean != 0;
}

static int significant(moments m)
{
	return significant_at(m, Z95);
}

/* The z of a difference told seat by seat: 95% for the seats together
** (Bonferroni), so that a rule alike for every seat is not said to favour
** one of them by chance, as one seat in twenty would be at 95% each. */
static double seats_z(int players)
{
	static const double z[] = { 1.9600, 1.9600, 2.2414, 2.3940, 2.4977, 2.5758, 2.6383, 2.6901, 2.7344,
				    2.7729, 2.8070, 2.8376, 2.8653, 2.8905, 2.9137, 2.9352, 2.9552 };
	return z[players < 1 ? 1 : players > 16 ? 16 : players];
}

static const char *unit_word(const sim_report *r, int plural);

/* When the calls came: how many holes had one, at the caller's turn. */
static void print_calls(FILE *out, const sim_report *r, const sim_sums *a)
{
	moments c = moments_of(a->calls, a->call_turn, a->call_turn_sq, 1);
	char buf[64];
	/* a turn is counted from 1: a long tail's normal interval does not
	** reach below it */
	double lo = c.mean - Z95 * c.se < 1 ? 1 : c.mean - Z95 * c.se;
	snprintf(buf, sizeof buf, "%.2f [%.2f, %.2f]", c.mean, lo, c.mean + Z95 * c.se);
	if (a->calls)
		fprintf(out, "%.1f%% of %s, at the caller's turn %s, the caller's %s the best in %.1f%%", 100 * per(a->calls, a->holes),
			unit_word(r, 1), buf, unit_word(r, 0), 100 * per(a->calls_best, a->calls));
	else
		fprintf(out, "none");
}

/* Each verb taken, per hole: the powers, bonuses and calls that fire. */
static void print_verbs(FILE *out, const sim_report *r)
{
	fprintf(out, "actions per %s:", unit_word(r, 0));
	if (r->nruns == 2)
		fprintf(out, " (base / compared)");
	fputc('\n', out);
	for (int k = 0; k < r->nruns; k++)
		for (int v = 0; v < r->run[k].nverbs; v++) {
			const char *name = r->run[k].verb[v];
			int other = -1, shown = 0;
			if (k == 1) {
				for (int u = 0; u < r->run[0].nverbs; u++)
					if (!strcmp(r->run[0].verb[u], name))
						shown = 1;
				if (shown)
					continue;
			} else if (r->nruns == 2)
				for (int u = 0; u < r->run[1].nverbs; u++)
					if (!strcmp(r->run[1].verb[u], name))
						other = u;
			int64_t c0 = r->run[k].sums.verb[v], c1 = other >= 0 ? r->run[1].sums.verb[other] : 0;
			char safe[4 * CW_TEXT_NAME_MAX + 4];
			if (!c0 && !c1)
				continue;
			name = cw_text_name(safe, sizeof safe, name);
			if (r->nruns == 1)
				fprintf(out, "  %-16s %9.3f\n", name, per(c0, r->run[0].sums.holes));
			else if (k == 0 && other >= 0)
				fprintf(out, "  %-16s %9.3f / %.3f\n", name, per(c0, r->run[0].sums.holes),
					per(c1, r->run[1].sums.holes));
			else if (k == 0)	/* the compared variant has no such verb */
				fprintf(out, "  %-16s %9.3f / -\n", name, per(c0, r->run[0].sums.holes));
			else
				fprintf(out, "  %-16s %9s / %.3f\n", name, "-", per(c0, r->run[1].sums.holes));
		}
}

/* The bonuses the scoring named (g:bonus), per hole and seat: those of
** run k, with the compared run's beside them when it has the same key. */
static void print_bonuses(FILE *out, const sim_report *r)
{
	int any = 0;
	for (int k = 0; k < r->nruns; k++)
		for (int b = 0; b < r->run[k].nbonuses; b++) {
			int other = -1;
			const char *key = r->run[k].bonus[b];
			for (int u = 0; u < r->run[1 - k].nbonuses && r->nruns == 2; u++)
				if (!strcmp(r->run[1 - k].bonus[u], key))
					other = u;
			if (k == 1 && other >= 0)
				continue;	/* shown with the base */
			const sim_sums *a = &r->run[k].sums, *c = other >= 0 ? &r->run[1 - k].sums : NULL;
			int64_t n = 0;
			for (int s = 1; s <= r->players; s++)
				n += a->bonus[b][s] + (c ? c->bonus[other][s] : 0);
			if (!n)
				continue;
			if (!any++) {
				fprintf(out, "bonuses per %s, seat 1 to %d%s:\n", unit_word(r, 0), r->players,
					r->nruns == 2 ? " (base / compared)" : "");
			}
			char safe[4 * CW_TEXT_NAME_MAX + 4];
			fprintf(out, "  %-16s", cw_text_name(safe, sizeof safe, key));
			for (int m = 0; m < r->nruns; m++) {
				/* run m's figures: this key's in that run, "-" where it has none */
				const sim_sums *x = m == k ? a : c;
				int bx = m == k ? b : other;
				fprintf(out, "%s", m ? " /" : "");
				for (int s = 1; s <= r->players; s++) {
					if (x)
						fprintf(out, " %.3f", per(x->bonus[bx][s], r->run[m].sums.holes));
					else
						fprintf(out, " %5s", "-");
				}
			}
			fputc('\n', out);
		}
}

/* A seat's paired difference of net chips a game, compared less base. */
static moments chips_m(const sim_report *r, int s)
{
	return moments_of(r->pair.pair_games, r->pair.dchips[s], r->pair.dchips_sq[s], 1);
}

/* Whether chips moved in either run of the report (g:pay). */
static int any_chips(const sim_report *r)
{
	int any = 0;
	for (int k = 0; k < r->nruns; k++)
		any |= r->run[k].sums.chip_games > 0;
	return any;
}

/* The chips the hooks told moved (g:pay), each seat's net per game, in
** a run where any moved: a house rule's pot shows here, not in scores. */
static void print_chips(FILE *out, const sim_report *r)
{
	if (!any_chips(r))
		return;
	fprintf(out, "chips per game (net, paid to the seat less paid by it), seat 1 to %d%s:\n ", r->players,
		r->nruns == 2 ? " (base / compared)" : "");
	for (int m = 0; m < r->nruns; m++) {
		const sim_sums *x = &r->run[m].sums;
		fprintf(out, "%s", m ? " /" : "");
		for (int s = 1; s <= r->players; s++)
			fprintf(out, " %+.3f", per(x->seat[s].chips, x->games));
	}
	fputc('\n', out);
	if (r->nruns < 2 || !r->pair.pair_games)
		return;
	fputs("chips per game, difference (compared - base), paired, 95% CI:", out);
	for (int s = 1; s <= r->players; s++) {
		char b[64];
		fprintf(out, " %s", ci_text(chips_m(r, s), 1, 1, b, sizeof b));
	}
	fputc('\n', out);
}

/* The games shard `shard` (from 1) of `nshards` plays of a run of `games`:
** the run's game i goes to shard i mod nshards + 1. */
static long long shard_games(long long games, int shard, int nshards)
{
	long long i0 = shard - 1;
	return games > i0 ? (games - i0 + nshards - 1) / nshards : 0;
}

/* The fewest paired games the verdict's normal intervals are drawn from:
** with one game every difference has no spread and looked significant. */
#define VERDICT_MIN_GAMES 30

static double clamp1(double x)
{
	return x < -1 ? -1 : x > 1 ? 1 : x;
}

/* A difference of two shares in points of a percentage, its interval
** within -100 and +100 (a difference of two shares is no larger). */
static const char *dshare_text(moments m, char *buf, size_t n)
{
	snprintf(buf, n, "%+.2f [%+.2f, %+.2f]", 100 * m.mean, 100 * clamp1(m.mean - Z95 * m.se),
		 100 * clamp1(m.mean + Z95 * m.se));
	return buf;
}

/* The two arms' totals are not in one unit: the lowest wins one, the
** highest the other (Golf's points against Desmoche's chips). */
static int other_units(const sim_report *r)
{
	return r->run[0].wins && r->run[1].wins && r->run[0].wins != r->run[1].wins;
}

/* What a round is called in the summary: a hole of Golf (the lowest
** total wins), a hand of Desmoche (the highest wins, in chips), a round
** where the two arms differ. */
static const char *unit_word(const sim_report *r, int plural)
{
	int mixed = r->nruns == 2 && other_units(r), hand = !mixed && r->run[0].wins == WINS_HIGHEST && !r->run[0].points;
	return mixed ? (plural ? "rounds" : "round") : hand ? (plural ? "hands" : "hand") : plural ? "holes" : "hole";
}

/* Whether the two runs' sums were the same in every paired game (with
** their holes): the sum of squares of yb - ya, and of nb - na, nought. */
static int ratio_same(const sim_sums *p, int k)
{
	const int64_t *v = p->ratio[k].v;
	/* a saturated sum says nothing of sameness; the rest are exact in
	** a long double (64 bits of mantissa), where int64_t would overflow */
	for (int i = YAA; i <= YAB; i++)
		if (v[i] == INT64_MAX || v[i] == INT64_MIN)
			return 0;
	return (long double)v[YAA] + v[YBB] - 2.0L * v[YAB] == 0 && p->naa + p->nbb - 2 * p->nab == 0;
}

/* One significant difference of the verdict, in words: "; HEAD 3.1UNIT
** [2.2, 4.0]MID LESS|MORE TAIL", its size first and the interval as the
** same way round (scaled by k, prec decimals; a share's bounds kept within
** one either way). */
static void say(FILE *out, int *any, const char *head, moments m, double z, double k, int prec, int share,
		const char *unit, const char *mid, const char *less, const char *more, const char *tail)
{
	double lo = m.mean - z * m.se, hi = m.mean + z * m.se;	/* at the level the claim was tested */
	if (share)
		lo = clamp1(lo), hi = clamp1(hi);
	fprintf(out, "%s %s %.*f%s [%.*f, %.*f]%s %s%s", (*any)++ ? ";" : "", head, prec, k * fabs(m.mean), unit, prec,
		k * (m.mean < 0 ? -hi : lo), prec, k * (m.mean < 0 ? -lo : hi), mid, m.mean < 0 ? less : more, tail);
}

/* The comparison in plain words, from the paired differences. */
static void print_verdict(FILE *out, const sim_report *r)
{
	const sim_sums *p = &r->pair, *a = &r->run[0].sums, *b = &r->run[1].sums;
	int any = 0;
	if (p->pair_games < VERDICT_MIN_GAMES) {
		fprintf(out, "verdict: none from %lld game%s; the intervals need at least %d paired games (--games)\n",
			(long long)p->pair_games, p->pair_games == 1 ? "" : "s", VERDICT_MIN_GAMES);
		return;
	}
	double zs = seats_z(r->players);
	if (r->players > 1)
		fprintf(out, "verdict (compared against base, same seeds, 95%% intervals; a seat's difference is told where it "
			"holds at 95%% for the %d seats together, with its interval at that level):", r->players);
	else
		fprintf(out, "verdict (compared against base, same seeds, 95%% intervals):");
	int same_length = ssub(sadd(p->naa, p->nbb), smul(2, p->nab)) == 0;
	char tail_a[16], tail_n[16];	/* " a hole", " holes" (hands in Desmoche) */
	snprintf(tail_a, sizeof tail_a, " a %s", unit_word(r, 0));
	snprintf(tail_n, sizeof tail_n, " %s", unit_word(r, 1));
	/* a change every seat shares (a rule alike for all): the seats'
	** points a hole together, one test, where no seat alone may show it
	** at the level of all the seats */
	moments all = all_m(p, r->players);
	int told_all = r->players > 1 && !other_units(r) && significant(all);
	if (told_all)
		say(out, &any, "a seat, all seats together, scores", all, Z95, 1, 2, 0, "", "", "less", "more", tail_a);
	for (int s = 1; s <= r->players; s++) {
		char head[48];
		moments w = moments_of(p->pair_games, p->dwin[s], p->dwin_sq[s], WIN_UNIT);
		moments t = moments_of(p->pair_games, p->dtotal[s], p->dtotal_sq[s], 1);
		/* a difference of two shares lies within one either way */
		snprintf(head, sizeof head, "seat %d wins", s);
		if (significant_at(w, zs))
			say(out, &any, head, w, zs, 100, 1, 1, "%", "", "less", "more", " often");
		/* where a match played as many holes in both runs, its total is
		** the sum of its holes and says it; else the points of a hole
		** are told too (a match to a target may end sooner) */
		moments h = ratio_m(p, s);
		/* a change all seats share is told once, above: a seat's own
		** points only where they differ from it (the all-seats figure
		** outside the seat's interval: one seat that moves far more than
		** the others, or the other way), its total likewise, or where it
		** goes the other way */
		int shared_h = told_all && fabs(h.mean - all.mean) <= zs * h.se;
		int shared = shared_h && (t.mean < 0) == (all.mean < 0);
		snprintf(head, sizeof head, "seat %d scores", s);
		if (significant_at(h, zs) && !other_units(r) && !same_length && !shared_h)
			say(out, &any, head, h, zs, 1, 2, 0, "", "", "less", "more", tail_a);
		snprintf(head, sizeof head, "seat %d's match total is", s);
		if (significant_at(t, zs) && !other_units(r) && !shared) {
			say(out, &any, head, t, zs, 1, 1, 0, "", "", "lower", "higher", "");
			/* a match of another length: a total that moved with it */
			if (!same_length && !significant_at(h, zs))
				fprintf(out, " at as many points a %s (%+.2f [%+.2f, %+.2f])", unit_word(r, 0), h.mean,
					h.mean - zs * h.se, h.mean + zs * h.se);
		}
		/* where the chips are the totals (Desmoche's), the totals say it */
		moments c = chips_m(r, s);
		int own = p->dchips[s] != p->dtotal[s] || p->dchips_sq[s] != p->dtotal_sq[s];
		snprintf(head, sizeof head, "seat %d nets", s);
		if (any_chips(r) && own && significant_at(c, zs))
			say(out, &any, head, c, zs, 1, 2, 0, "", " chips a game", "less", "more", "");
	}
	/* a match to a target: how many holes it plays, which a total
	** follows as much as the points of a hole do */
	moments g = moments_of(p->pair_games, ssub(p->nb, p->na), ssub(sadd(p->naa, p->nbb), smul(2, p->nab)), 1);
	if (significant(g))
		say(out, &any, "matches play", g, Z95, 1, 2, 0, "", "", "fewer", "more", tail_n);
	moments d = ratio_m(p, 0);
	if (significant(d)) {
		char last[24];
		snprintf(last, sizeof last, "%s last", unit_word(r, 1));
		say(out, &any, last, d, Z95, 1, 2, 0, "", " turns", "shorter", "longer", ", all seats' turns together");
		if (r->players > 1)
			fprintf(out, " (%.2f a seat)", fabs(d.mean) / r->players);
	}
	if (a->holes && b->holes) {
		double ca = per(a->calls, a->holes), cb = per(b->calls, b->holes);
		/* a difference of proportions over the holes, unpaired */
		double se = sqrt(ca * (1 - ca) / (double)a->holes + cb * (1 - cb) / (double)b->holes);
		/* told as the two shares (points of a percentage are no per
		** cent of it), and not where they read alike */
		char sa[16], sb[16];
		snprintf(sa, sizeof sa, "%.1f%%", 100 * ca);
		snprintf(sb, sizeof sb, "%.1f%%", 100 * cb);
		if (fabs(cb - ca) > Z95 * se && se > 0 && strcmp(sa, sb))
			fprintf(out, "%s a call ends %s of the %s where it ended %s", any++ ? ";" : "", sb, unit_word(r, 1), sa);
	}
	/* every paired difference nought in every game (a sum of squares of
	** 0): the arms played the same games */
	int same = ratio_same(p, 0);
	for (int s = 1; s <= r->players; s++)
		same &= !p->dwin_sq[s] && !p->dtotal_sq[s] && ratio_same(p, s) && !p->dchips_sq[s];
	if (!any && same)
		fprintf(out, " the two arms played alike: in each of the %lld games every seat's total%s and "
			"win, and the length of the %s, were the same in both",
			(long long)p->pair_games, any_chips(r) ? ", chips" : "", unit_word(r, 1));
	else if (!any)
		fprintf(out, " no difference is significant at this number of games (%lld); every seat's win share%s "
			"and the length of the %s are the same within their intervals",
			(long long)p->pair_games, any_chips(r) ? ", its chips" : "", unit_word(r, 1));
	fprintf(out, ".\n");
	for (int s = 1; s <= r->players; s++) {
		moments w = moments_of(p->pair_games, p->dwin[s], p->dwin_sq[s], WIN_UNIT);
		if (!significant_at(w, zs) && any)	/* its interval at the level it was judged by */
			fprintf(out, "seat %d's win share: no significant change (%+.1f%% [%+.1f, %+.1f]%s).\n", s,
				100 * w.mean, 100 * clamp1(w.mean - zs * w.se), 100 * clamp1(w.mean + zs * w.se),
				r->players > 1 ? ", for the seats together" : "");
	}
}

/* A summary with no game finished (the first failed, or the run was
** interrupted) says so instead of a table of zeros. */
static int none_finished(FILE *out, const sim_sums *a)
{
	if (a->games)
		return 0;
	fputs("no game finished\n", out);
	return 1;
}

static void print_text(FILE *out, const sim_report *r)
{
	print_header(out, r);
	const sim_sums *a = &r->run[0].sums;
	char b1[64], b2[64], b3[64], b4[64], label[32];
	if (r->nruns == 1) {
		fputs("rules: ", out);
		cw_text_fputs(r->run[0].options, out, 0);
		fputc('\n', out);
		if (none_finished(out, a))
			return;
		fprintf(out, "%s: %lld (%.2f per game)\n", unit_word(r, 1), (long long)a->holes, per(a->holes, a->games));
		fprintf(out, "actions: %lld (%.2f per game)\n", (long long)a->steps, per(a->steps, a->games));
		char mean[16], sd[16], turns[16];
		snprintf(mean, sizeof mean, "mean %s", unit_word(r, 0));
		snprintf(sd, sizeof sd, "sd %s", unit_word(r, 0));
		snprintf(turns, sizeof turns, "turns/%s", unit_word(r, 0));
		fprintf(out, "%-4s %-8s %9s %8s %10s %9s %-17s %10s\n", "seat", "bot", mean, sd, "mean total", "win share",
			" 95% CI", turns);
		for (int s = 1; s <= r->players; s++) {
			moments h = hole_m(a, s), t = total_m(a, s), w = win_m(a, s);
			double lo, hi;
			share_bounds(w, &lo, &hi);
			fprintf(out, "%-4d %-8s %9.3f %8.3f %10.3f %8.2f%%  [%5.2f%%, %5.2f%%] %10.3f\n", s,
				cw_bot_label(r->bots[s], r->budget[s], label, sizeof label), h.mean, h.sd, t.mean,
				100 * w.mean, 100 * lo, 100 * hi, per(a->seat[s].turns, a->holes));
		}
		fprintf(out, "calls: ");
		print_calls(out, r, a);
		fputc('\n', out);
		print_verbs(out, r);
		print_bonuses(out, r);
		print_chips(out, r);
		return;
	}
	const sim_sums *b = &r->run[1].sums;
	int other = strcmp(r->run[1].variant, r->run[0].variant) != 0;
	fputs("base:       ", out);
	cw_text_fputs(r->run[0].variant, out, 0);
	fputs(": ", out);
	cw_text_fputs(r->run[0].options, out, 0);
	fputs("\ncompared:   ", out);
	if (other)
		cw_text_fputs(r->run[1].variant, out, 0);
	if (other && *r->run[1].extra)
		fputc(' ', out);
	cw_text_fputs(r->run[1].extra, out, 0);
	if (other) {
		fputs(": ", out);
		cw_text_fputs(r->run[1].options, out, 0);
	}
	fputc('\n', out);
	if (none_finished(out, a))
		return;
	char head[80], mean[16];
	snprintf(mean, sizeof mean, "mean %s", unit_word(r, 0));
	snprintf(head, sizeof head, "base: %s (95%% CI), its sd, win share (95%% CI)", mean);
	fprintf(out, "%s per game: base %.2f, compared %.2f\n", unit_word(r, 1), per(a->holes, a->games), per(b->holes, b->games));
	fprintf(out, "%-4s %-8s | %-54s | %s\n", "seat", "bot", head, "compared: the same");
	for (int s = 1; s <= r->players; s++)
		fprintf(out, "%-4d %-8s | %-21s sd %-7.3f %-21s | %-21s sd %-7.3f %s\n", s,
			cw_bot_label(r->bots[s], r->budget[s], label, sizeof label), ci_text(hole_m(a, s), 1, 0, b1, sizeof b1),
			hole_m(a, s).sd, share_text(win_m(a, s), b2, sizeof b2), ci_text(hole_m(b, s), 1, 0, b3, sizeof b3),
			hole_m(b, s).sd, share_text(win_m(b, s), b4, sizeof b4));
	fprintf(out, "difference (compared - base), paired over the same seeds, 95%% CI:\n");
	fprintf(out, "%-4s %-26s %-26s %s\n", "seat", mean, "mean total", "win share (points of %)");
	/* arms whose scores count different things (points and chips) have
	** no difference of scores: only of win shares (the units line) */
	int units = other_units(r);
	for (int s = 1; s <= r->players; s++) {
		moments h = ratio_m(&r->pair, s);
		double dh = h.mean, eh = Z95 * h.se;
		char c1[64];
		snprintf(c1, sizeof c1, "%+.3f [%+.3f, %+.3f]", dh, dh - eh, dh + eh);
		fprintf(out, "%-4d %-26s %-26s %s\n", s, units ? "(other units)" : c1, units ? "(other units)" :
			ci_text(moments_of(r->pair.pair_games, r->pair.dtotal[s], r->pair.dtotal_sq[s], 1), 1, 1, b2, sizeof b2),
			dshare_text(moments_of(r->pair.pair_games, r->pair.dwin[s], r->pair.dwin_sq[s], WIN_UNIT), b3,
				    sizeof b3));
	}
	moments all = all_m(&r->pair, r->players);
	/* a seat's, every seat's points together; not where they always sum
	** alike (chips that pass between seats: the row would read 0) */
	if (r->players > 1 && all.ok && !units && !(all.mean == 0 && all.se == 0)) {
		char c1[64];
		snprintf(c1, sizeof c1, "%+.3f [%+.3f, %+.3f]", all.mean, all.mean - Z95 * all.se, all.mean + Z95 * all.se);
		fprintf(out, "%-4s %-26s (a seat's mean, all seats' points together)\n", "all", c1);
	}
	fprintf(out, "turns per %s: base", unit_word(r, 0));
	for (int s = 1; s <= r->players; s++)
		fprintf(out, " %.3f", per(a->seat[s].turns, a->holes));
	fprintf(out, "; compared");
	for (int s = 1; s <= r->players; s++)
		fprintf(out, " %.3f", per(b->seat[s].turns, b->holes));
	fprintf(out, "; all seats' turns together, difference %s\n", ci_text(ratio_m(&r->pair, 0), 1, 1, b1, sizeof b1));
	fprintf(out, "calls: base ");
	print_calls(out, r, a);
	fprintf(out, "; compared ");
	print_calls(out, r, b);
	fputc('\n', out);
	print_verbs(out, r);
	print_bonuses(out, r);
	print_chips(out, r);
	if (other_units(r)) {
		const char *lo = r->run[0].wins == WINS_LOWEST ? r->run[0].variant : r->run[1].variant;
		const char *hi = r->run[0].wins == WINS_LOWEST ? r->run[1].variant : r->run[0].variant;
		char l[128], h[128];
		fprintf(out, "units: the lowest total wins %s and the highest %s: their scores count different things, so the "
			"verdict compares win shares, turns and calls, not totals\n", cw_text_safe(l, sizeof l, lo, 0),
			cw_text_safe(h, sizeof h, hi, 0));
	}
	print_verdict(out, r);
}

/* ---- JSON (jansson) ---- */

/* A ratio's sums, in ratio_sums' order: [ya, yb, yaa, ybb, yab, ya_na,
** yb_nb, ya_nb, yb_na]. */
static json_t *ratio_json(const ratio_sums *r)
{
	json_t *a = json_array();
	for (int k = 0; a && k < RATIO_FIELDS; k++)
		json_array_append_new(a, json_integer((json_int_t)r->v[k]));
	return a;
}

/* A finite double as a JSON number, null otherwise. */
static json_t *jnum(double v)
{
	return isfinite(v) ? json_real(v) : json_null();
}

static json_t *jpair(double a, double b)
{
	return json_pack("[oo]", jnum(a), jnum(b));
}

/* A JSON string of s (NULL: ""): jansson takes only valid UTF-8, so a
** text that is not (an option value of a script's) goes as the terminal
** shows it, escaped (text.h). */
static json_t *jtext(const char *s)
{
	json_t *j = json_string(s ? s : "");
	if (j)
		return j;
	size_t len = strlen(s), n = 4 * len + 4;
	char *e = malloc(n);
	if (e)
		j = json_string(cw_text_escape(e, n, s, len, CW_TEXT_LINES));
	free(e);
	return j;
}

static json_t *run_json(const sim_report *r, int k)
{
	const sim_sums *a = &r->run[k].sums;
	json_t *seats = json_array();
	for (int s = 1; s <= r->players; s++) {
		const seat_sums *x = &a->seat[s];
		moments h = hole_m(a, s), w = win_m(a, s), t = total_m(a, s);
		double wlo, whi;
		share_bounds(w, &wlo, &whi);
		json_array_append_new(seats, json_pack("{sI sI sI sI sI sI sI sI so so so so so so}",
			"seat", (json_int_t)s, "hole_sum", (json_int_t)x->hole_sum, "hole_sq", (json_int_t)x->hole_sq,
			"total_sum", (json_int_t)x->total_sum, "total_sq", (json_int_t)x->total_sq,
			"win_840ths", (json_int_t)x->win, "win_840ths_sq", (json_int_t)x->win_sq,
			"turns", (json_int_t)x->turns, "mean_hole", jnum(h.mean), "sd_hole", jnum(h.sd),
			"mean_total", jnum(t.mean), "win_share", jnum(w.mean),
			"win_share_ci95", jpair(wlo, whi),
			"turns_per_hole", jnum(per(x->turns, a->holes))));
		json_t *o = json_array_get(seats, json_array_size(seats) - 1);
		if (o && a->chip_games) {	/* written since the chips: absent where none moved */
			json_object_set_new(o, "chips_sum", json_integer((json_int_t)x->chips));
			json_object_set_new(o, "chips_sq", json_integer((json_int_t)x->chips_sq));
		}
	}
	json_t *verbs = json_object();
	for (int v = 0; v < r->run[k].nverbs; v++)
		json_object_set_new(verbs, r->run[k].verb[v], json_integer((json_int_t)a->verb[v]));
	/* each bonus: its fires per seat, seat 1 first */
	json_t *bonuses = json_object();
	for (int b = 0; b < r->run[k].nbonuses; b++) {
		json_t *per_seat = json_array();
		for (int s = 1; s <= r->players; s++)
			json_array_append_new(per_seat, json_integer((json_int_t)a->bonus[b][s]));
		json_object_set_new(bonuses, r->run[k].bonus[b], per_seat);
	}
	/* the hole scores as [score, count] pairs, the scores that occurred */
	json_t *hist = json_array();
	for (int h = 0; h < HIST_N; h++)
		if (a->hist[h])
			json_array_append_new(hist, json_pack("[II]", (json_int_t)(h + HIST_LO), (json_int_t)a->hist[h]));
	json_t *run = json_pack("{ss so so so sI sI sI sI so sI sI sI so so}", "label", k ? "compared" : "base", "options",
			 jtext(r->run[k].options), "extra_rules", jtext(r->run[k].extra), "run_variant", jtext(r->run[k].variant),
			 "calls", (json_int_t)a->calls, "calls_best", (json_int_t)a->calls_best, "call_turn",
			 (json_int_t)a->call_turn, "call_turn_sq", (json_int_t)a->call_turn_sq, "verbs", verbs, "games",
			 (json_int_t)a->games, "holes", (json_int_t)a->holes, "steps", (json_int_t)a->steps, "seats", seats,
			 "hole_scores", hist);
	if (run) {
		json_object_set_new(run, "bonuses", bonuses);
		if (a->chip_games)
			json_object_set_new(run, "chip_games", json_integer((json_int_t)a->chip_games));
		if (r->run[k].wins != WINS_UNKNOWN)
			json_object_set_new(run, "wins", json_string(r->run[k].wins == WINS_HIGHEST ? "highest" : "lowest"));
		if (r->run[k].points)	/* only where the highest wins in points: as before elsewhere */
			json_object_set_new(run, "totals", json_string("points"));
	} else
		json_decref(bonuses);
	return run;
}

static int print_json(FILE *out, const sim_report *r, cw_err *err)
{
	json_t *bots = json_array(), *runs = json_array();
	for (int s = 1; s <= r->players; s++) {
		char label[32];
		json_array_append_new(bots, json_string(cw_bot_label(r->bots[s], r->budget[s], label, sizeof label)));
	}
	int lost = 0;
	for (int k = 0; k < r->nruns; k++)
		lost |= json_array_append_new(runs, run_json(r, k));
	json_t *root = json_pack("{ss si ss si sI sI so sb so so}", "format", "cardwright-sim", "version", 1,
				 "variant", r->variant, "players", r->players, "seed", (json_int_t)r->seed,
				 "games_requested", (json_int_t)r->games_requested, "shard",
				 r->nshards ? json_pack("[ii]", r->shard, r->nshards) : json_null(),
				 "interrupted", r->interrupted, "bots", bots, "runs", runs);
	if (root && r->nruns == 2) {
		json_t *diff = json_array();
		for (int s = 1; s <= r->players; s++) {
			/* paired over the same seeds, as the text says */
			moments h = ratio_m(&r->pair, s);
			moments w = moments_of(r->pair.pair_games, r->pair.dwin[s], r->pair.dwin_sq[s], WIN_UNIT);
			double dh = h.mean, eh = Z95 * h.se, dw = w.mean, ew = Z95 * w.se;
			json_array_append_new(diff, json_pack("{si so so so so}", "seat", s, "mean_hole", jnum(dh),
				"mean_hole_ci95", jpair(dh - eh, dh + eh), "win_share", jnum(dw),
				"win_share_ci95", jpair(dw - ew, dw + ew)));
		}
		json_object_set_new(root, "difference", diff);
		json_t *ps = json_array();
		for (int s = 1; s <= r->players; s++)
			json_array_append_new(ps, json_pack("{sI sI sI sI so}", "dwin_840ths", (json_int_t)r->pair.dwin[s],
				"dwin_840ths_sq", (json_int_t)r->pair.dwin_sq[s], "dtotal", (json_int_t)r->pair.dtotal[s],
				"dtotal_sq", (json_int_t)r->pair.dtotal_sq[s], "hole_ratio", ratio_json(&r->pair.ratio[s])));
		/* written since the chips, where any moved */
		for (int s = 1; any_chips(r) && s <= r->players; s++) {
			json_t *x = json_array_get(ps, (size_t)s - 1);
			json_object_set_new(x, "dchips", json_integer((json_int_t)r->pair.dchips[s]));
			json_object_set_new(x, "dchips_sq", json_integer((json_int_t)r->pair.dchips_sq[s]));
		}
		json_object_set_new(root, "paired", json_pack("{sI s[IIIII] so so}", "games", (json_int_t)r->pair.pair_games,
			"holes", (json_int_t)r->pair.na, (json_int_t)r->pair.nb, (json_int_t)r->pair.naa,
			(json_int_t)r->pair.nbb, (json_int_t)r->pair.nab, "turn_ratio", ratio_json(&r->pair.ratio[0]),
			"seats", ps));
		if (!r->pair.all_missing)
			json_object_set_new(json_object_get(root, "paired"), "points_ratio", ratio_json(&r->pair.all));
	}
	if (!root || lost || json_dumpf(root, out, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6))) {
		json_decref(root);
		return cw_error_fail(err, CW_ENOMEM, "cannot write the summary as JSON");
	}
	fputc('\n', out);
	json_decref(root);
	return CW_OK;
}

static void report_free(sim_report *r)
{
	for (int k = 0; k < 2; k++) {
		free(r->run[k].options);
		free(r->run[k].extra);
		r->run[k].options = r->run[k].extra = NULL;
	}
}

/* ---- playing ---- */

static atomic_int stop_flag;
static int was_interrupted;
/* A search bot's decision may take long (mcts:N with N in the
** hundreds of thousands): Ctrl-C stops it too, and its game is dropped. */
static const cw_mcts_stop search_stop = { &stop_flag, 0 };

static void on_sigint(int sig)
{
	(void)sig;
	atomic_store(&stop_flag, 1);
}

int cw_sim_interrupted(void)
{
	return was_interrupted;
}

int cw_sim_max_jobs(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > 1024 ? 1024 : (int)n;
}


typedef struct arm {
	cw_runtime *rt;
	cw_game *g;		/* reused from game to game */
	cw_bot bots[CW_MAX_SEATS + 1];
	long max_actions;	/* the variant's bound on a round's actions */
	int high;		/* the highest total wins (the variant's `wins`) */
	sim_sums one;		/* the game being played: all zero between games */
	int one_bonus;		/* one.bonus holds a count (most games name none) */
} arm;

/* The bonuses the round's score of the game in play names (not a bot's
** look-ahead clone's: cw_runtime_watch_bonuses) go to `one`, the figures
** of that game. */
static void on_bonuses(void *ud, const cw_game *g, uint32_t (*fired)[CW_MAX_SEATS + 1])
{
	arm *a = ud;
	for (int k = 0; k < CW_RUNTIME_BONUSES; k++)
		for (int s = 1; s <= g->st->nseats; s++)
			a->one.bonus[k][s] += fired[k][s];
	a->one_bonus = 1;
}

static void watch_scoring(arm *a)
{
	if (cw_runtime_bonuses(a->rt))
		cw_runtime_watch_bonuses(a->rt, a->g, on_bonuses, a);
}

/* sim --record DIR: where every game is written, NULL when not recording. */
static const char *record_dir;

int cw_sim_record_dir(const char *dir)
{
	struct stat st;
	/* made only when the run starts: a run refused (a bad option after
	** it, a variant that does not load) leaves no directory behind */
	if (dir && stat(dir, &st))
		return errno == ENOENT ? (record_dir = dir, 0) : -1;
	DIR *d = dir ? opendir(dir) : NULL;
	if (dir && !d)
		return -1;
	for (struct dirent *e; d && (e = readdir(d));) {
		size_t n = strlen(e->d_name);
		if (!strncmp(e->d_name, "game-", 5) && n > 12 && !strcmp(e->d_name + n - 7, ".replay")) {
			closedir(d);
			return -2;
		}
	}
	if (d)
		closedir(d);
	record_dir = dir;
	return 0;
}

/* Writes game `index` (0-based) of arm m as DIR/game-I.replay (I from 1;
** the compared run's games as game-I-compare.replay). */
static int rec_save(const cw_sim_opts *o, arm *a, int m, long index, uint64_t seed, const cw_log *l,
		    const cw_game *g, char *path, size_t npath, cw_err *err)
{
	char names[CW_MAX_SEATS + 1][16];
	const char *np[CW_MAX_SEATS + 1] = { NULL };
	/* Every option with the value the game was played with (the
	** simulate options among them, DES-B1's hands = 1), as the table
	** records a game: the file replays the game whatever defaults the
	** variant's file has later. */
	char *rules = cw_runtime_options_text(a->rt, err);
	if (!rules)
		return err->code;
	for (int seat = 1; seat <= o->players; seat++) {
		int kind = o->bots[seat] ? o->bots[seat] : CW_BOT_GREEDY;
		snprintf(names[seat], sizeof names[seat], "%s%d", kind == CW_BOT_GREEDY ? "bot" : cw_bot_kind_name(kind),
			 seat);
		np[seat] = names[seat];
	}
	snprintf(path, npath, "%s/game-%ld%s.replay", record_dir, index + 1, m == 1 ? "-compare" : "");
	/* the variant as given (a file by its path), which replay loads */
	char ref[PATH_MAX];
	cw_table_variant_ref(m == 1 && o->compare_variant ? o->compare_variant : o->variant, ref, sizeof ref);
	int rc = cw_record_save(path, ref, rules, np, o->players, seed, l->seats, l->texts, l->n, g, 1, err);
	free(rules);
	return rc;
}

/* Adds one game's figures (one, whose histogram is used at the nh entries
** of hseen, or when they are more than HIST_SEEN from hlo to hhi, verbs
** below nverb, and bonuses only when bonus) to acc when add, and clears
** what the game filled. */
#define HIST_SEEN 32	/* a game's distinct hole scores listed; past that, their span */

static void game_flush(sim_sums *acc, sim_sums *one, int add, int nseats, const int *hseen, int nh, int hlo, int hhi,
		       int nverb, int bonus)
{
	if (add) {
		acc->games += one->games;
		acc->holes += one->holes;
		acc->steps += one->steps;
		for (int s = 1; s <= nseats; s++)
			seat_add(&acc->seat[s], &one->seat[s]);
		acc->chip_games += one->chip_games;
		acc->calls += one->calls;
		acc->calls_best += one->calls_best;
		acc->call_turn += one->call_turn;
		acc->call_turn_sq += one->call_turn_sq;
		if (nh <= HIST_SEEN)
			for (int i = 0; i < nh; i++)
				acc->hist[hseen[i]] += one->hist[hseen[i]];
		else
			for (int k = hlo; k <= hhi; k++)
				acc->hist[k] += one->hist[k];
		for (int v = 0; v < nverb; v++)
			acc->verb[v] += one->verb[v];
		for (int k = 0; bonus && k < CW_RUNTIME_BONUSES; k++)
			for (int s = 1; s <= nseats; s++)
				acc->bonus[k][s] += one->bonus[k][s];
	}
	one->games = one->holes = one->steps = one->chip_games = 0;
	memset(&one->seat[1], 0, (size_t)nseats * sizeof one->seat[1]);
	one->calls = one->calls_best = one->call_turn = one->call_turn_sq = 0;
	if (nh <= HIST_SEEN)
		for (int i = 0; i < nh; i++)
			one->hist[hseen[i]] = 0;
	else
		memset(&one->hist[hlo], 0, (size_t)(hhi - hlo + 1) * sizeof one->hist[0]);
	memset(one->verb, 0, (size_t)nverb * sizeof one->verb[0]);
	for (int k = 0; bonus && k < CW_RUNTIME_BONUSES; k++)
		memset(&one->bonus[k][1], 0, (size_t)nseats * sizeof one->bonus[k][1]);
}

/* A match's cap in actions with a search bot seated (play_one). */
#define SEARCH_GAME_ACTIONS (CW_TABLE_MAX_GAME_ACTIONS / 10)

/* The game's hooks spent its budget (CW_TABLE_MAX_GAME_WORK, the search
** bots' own searches left out: cw_runtime_work_spared), met between two
** actions or within one. */
static int over_budget(arm *a, uint64_t seed, long steps, uint32_t round, cw_err *err)
{
	return cw_error_fail(err, CW_EBUDGET, "%s: game with seed %llu: its hooks have run more than %lld instructions in "
			     "%ld actions (round %u); sim plays only games whose hooks stay within that",
			     cw_runtime_variant_name(a->rt), (unsigned long long)seed, CW_TABLE_MAX_GAME_WORK, steps, round);
}

/* Plays game `seed` to its end; adds its figures to acc only when it
** ends without error. */
static int play_one(arm *a, int nseats, uint64_t seed, sim_sums *acc, cw_err *err, const cw_sim_opts *o, int m,
		    long index)
{
	if (cw_record_seed_dealt(seed))	/* its cards are not the run's to show (a spy's setup would) */
		return cw_error_fail(err, CW_EINVAL, "%s: game with seed %llu deals as a game still in play: sim deals "
				     "no game in play (give another --seed)", cw_runtime_variant_name(a->rt),
				     (unsigned long long)seed);
	if (a->g)
		cw_runtime_reset_game(a->rt, a->g, seed);
	else if (!(a->g = cw_runtime_new_game(a->rt, seed, err)))
		return err->code;
	cw_game *g = a->g;
	g->no_rollback = 1;	/* an error ends the run: nothing to roll back to */
	watch_scoring(a);
	cw_runtime_watch_chips(a->rt, g);
	cw_log rl;
	memset(&rl, 0, sizeof rl);
	char path[4096];
	g->log_events = record_dir != NULL;	/* cw_record_save reads the event log */
	for (int seat = 1; seat <= nseats; seat++)
		cw_bot_reseed(&a->bots[seat], cw_table_bot_seed(seed, seat));
	/* The game's figures go to a->one, zero on entry; only the parts a game
	** fills are added to acc and cleared at its end (game_flush), not the
	** whole block with its histogram. */
	sim_sums *one = &a->one;
	int hlo = HIST_N, hhi = -1, nverb = 0, hseen[HIST_SEEN], nh = 0;
	/* the game's budget of hook work: checked between actions, and
	** within one (a bot's decision of many calls) no call starts past it */
	cw_runtime_work_budget(a->rt, CW_TABLE_MAX_GAME_WORK);
	int rc = cw_engine_start(g, err);
	cw_state *s = g->st;
	int32_t before[CW_MAX_SEATS + 1];
	uint16_t turns[CW_MAX_SEATS + 1];
	memcpy(before, s->total, sizeof before);
	memcpy(turns, s->turns, sizeof turns);
	uint32_t round = s->round;
	int called = 0;
	/* A search decision costs milliseconds where greedy's costs
	** microseconds: with a search bot seated a match that never ends
	** would take minutes to reach the cap, so its cap is a tenth (a
	** match of 300 Golf holes still fits). */
	long most = CW_TABLE_MAX_GAME_ACTIONS;
	for (int seat = 1; seat <= nseats; seat++)
		if (a->bots[seat].kind == CW_BOT_MCTS)
			most = SEARCH_GAME_ACTIONS;
	for (long steps = 0; !rc && s->status == CW_ST_PLAY; steps++) {
		if (steps >= most) {
			rc = cw_error_fail(err, CW_ESCRIPT,
				     "%s: game with seed %llu: the match has not ended after %ld actions (round %u); "
				     "sim plays a match up to that many%s (a match that never ends, or a target or a count "
				     "of rounds too large for it)", cw_runtime_variant_name(a->rt),
				     (unsigned long long)seed, most, s->round, most < CW_TABLE_MAX_GAME_ACTIONS ?
				     " with a search bot seated" : "");
			break;
		}
		if (cw_runtime_work_spent(a->rt)) {
			rc = over_budget(a, seed, steps, s->round, err);
			break;
		}
		if ((long)s->round_steps > a->max_actions) {
			rc = cw_error_fail(err, CW_ESCRIPT,
				     "%s: game with seed %llu: round %u passed %ld actions (the variant's max_actions) "
				     "without ending", cw_runtime_variant_name(a->rt), (unsigned long long)seed, s->round,
				     a->max_actions);
			break;
		}
		/* The bot's pick is applied by its index in the list: the action
		** is made into text only when the game is recorded. */
		uint32_t pick;
		rc = cw_bot_pick(&a->bots[s->actor], a->rt, g, &pick, err);
		int verb = rc ? 0 : g->legal[pick].verb;
		if (!rc && record_dir) {
			char text[CW_ACTION_TEXT_MAX];
			cw_action_format(g->verbs, &g->legal[pick], s->actor, text, sizeof text);
			rc = cw_log_add(&rl, s->actor, text, err);
		}
		if (!rc)
			rc = cw_engine_apply_index(g, pick, err);
		if (rc == CW_EBUDGET && cw_runtime_work_spent(a->rt)) {	/* met within a decision */
			rc = over_budget(a, seed, steps, s->round, err);
			break;
		}
		if (rc) {
			/* A hook that failed: which game, where, and with --record
			** the game up to the failing action, whose line fails the
			** same way in `cardwright replay`. */
			char where[CW_ERRMSG_MAX + sizeof path + 96];
			cw_err e2;
			int kept = record_dir && !rec_save(o, a, m, index, seed, &rl, g, path, sizeof path, &e2);
			int w = snprintf(where, sizeof where, "game with seed %llu, round %u: %s%s%s", (unsigned long long)seed,
					 s->round, err->msg, kept ? "; recorded up to it in " : "", kept ? path : "");
			size_t len = w < 0 ? 0 : (size_t)w < sizeof err->msg ? (size_t)w : sizeof err->msg - 1;
			memcpy(err->msg, where, len);
			err->msg[len] = '\0';
			break;
		}
		one->steps++;
		if (verb < CW_MAX_VERBS) {
			one->verb[verb]++;
			if (verb >= nverb)
				nverb = verb + 1;
		}
		/* A call that ends its round at once (a layout all face up, G6-4)
		** is known from the round that began after it. */
		int ended = s->round != round, caller = ended ? s->last_caller : s->caller;
		if (caller && !called) {
			int64_t t = ended ? turns[caller] : s->turns[caller];
			called = caller;
			one->calls++;
			one->call_turn += t;
			one->call_turn_sq += t * t;
		}
		if (s->round != round || s->status == CW_ST_OVER) {
			int64_t best = 0, mine = 0;
			for (int seat = 1; seat <= nseats; seat++) {
				int64_t d = (int64_t)s->total[seat] - before[seat];
				one->seat[seat].hole_sum = sadd(one->seat[seat].hole_sum, d);
				one->seat[seat].hole_sq = sadd(one->seat[seat].hole_sq, smul(d, d));
				one->seat[seat].turns += turns[seat];
				int h = d < HIST_LO ? 0 : d >= HIST_LO + HIST_N ? HIST_N - 1 : (int)(d - HIST_LO);
				if (!one->hist[h]++ && nh++ < HIST_SEEN)
					hseen[nh - 1] = h;
				hlo = h < hlo ? h : hlo;
				hhi = h > hhi ? h : hhi;
				if (seat == 1 || (a->high ? d > best : d < best))
					best = d;
				if (seat == called)
					mine = d;
			}
			if (called && mine == best)
				one->calls_best++;
			called = 0;
			memcpy(before, s->total, sizeof before);
			round = s->round;
			one->holes++;
		}
		memcpy(turns, s->turns, sizeof turns);
	}
	if (!rc) {
		/* The best total wins by the variant's `wins`; ties share the win. */
		uint32_t won = cw_table_winners(a->rt, g, NULL);
		int nwon = __builtin_popcount(won);
		for (int seat = 1; seat <= nseats; seat++) {
			int64_t t = s->total[seat];
			one->seat[seat].total_sum = sadd(one->seat[seat].total_sum, t);
			one->seat[seat].total_sq = sadd(one->seat[seat].total_sq, smul(t, t));
		}
		int64_t net[CW_MAX_SEATS + 1];
		if (cw_runtime_chips_take(a->rt, net)) {
			one->chip_games = 1;
			for (int seat = 1; seat <= nseats; seat++) {
				one->seat[seat].chips = sadd(one->seat[seat].chips, net[seat]);
				one->seat[seat].chips_sq = sadd(one->seat[seat].chips_sq, smul(net[seat], net[seat]));
			}
		}
		for (int seat = 1; seat <= nseats; seat++)
			if (won >> seat & 1) {
				int64_t w = WIN_UNIT / nwon;
				one->seat[seat].win += w;
				one->seat[seat].win_sq += w * w;
			}
		one->games = 1;
		if (record_dir)
			rc = rec_save(o, a, m, index, seed, &rl, g, path, sizeof path, err);
	}
	game_flush(acc, one, !rc, nseats, hseen, nh, hlo, hhi, nverb, a->one_bonus);
	a->one_bonus = 0;
	cw_log_free(&rl);
	cw_runtime_work_budget(a->rt, 0);
	return rc;
}

typedef struct sim_ctx sim_ctx;

typedef struct worker {
	sim_ctx *ctx;
	pthread_t th;
	int narms;
	arm arms[2];
	sim_sums sums[2];
	sim_sums pair;
	int index;	/* this worker's place among the run's workers */
	int rc;
	long failed_at;	/* the index of the game that failed, when rc */
	cw_err err;
} worker;

struct sim_ctx {
	const cw_sim_opts *o;
	long count;		/* games in this run (this shard) */
	int jobs;		/* workers */
	atomic_long done;	/* games finished */
	atomic_int running;	/* workers still running */
	atomic_long fail_at;	/* the lowest index of a game that failed; count if none */
	pthread_mutex_t mu;	/* with ended: the last worker to stop wakes the main thread */
	pthread_cond_t ended;
};

/* The lowest failing game so far is at most k. */
static void failed_at(sim_ctx *c, long k)
{
	long cur = atomic_load(&c->fail_at);
	while (k < cur && !atomic_compare_exchange_weak(&c->fail_at, &cur, k))
		;
}

static void *work(void *p)
{
	worker *w = p;
	sim_ctx *c = w->ctx;
	const cw_sim_opts *o = c->o;
	int shard0 = o->nshards ? o->shard - 1 : 0, nsh = o->nshards ? o->nshards : 1;
	/* Worker j plays the chunks j, j + jobs, j + 2 jobs, ...: which
	** runtime plays a game never depends on the threads' timing, so a
	** variant whose hooks keep state between games (an upvalue) still
	** gives the same result for the same seed and --jobs. A failure stops
	** only the games after it, so the error reported is always that of
	** the lowest failing game. */
	for (long chunk = w->index; !w->rc && !atomic_load(&stop_flag); chunk += c->jobs) {
		long k0 = chunk * CHUNK;
		if (k0 >= c->count || k0 >= atomic_load(&c->fail_at))
			break;
		long k1 = k0 + CHUNK < c->count ? k0 + CHUNK : c->count;
		for (long k = k0; k < k1 && !w->rc; k++) {
			if (atomic_load(&stop_flag) || k >= atomic_load(&c->fail_at))
				break;
			uint64_t i = (uint64_t)shard0 + (uint64_t)k * (uint64_t)nsh;
			uint64_t seed = cw_rng_derive(o->seed, i);
			/* A single run adds each game straight into its sums; a
			** comparison keeps the game's two sums for their difference. */
			sim_sums tmp[2], *acc[2] = { &w->sums[0], &w->sums[1] };
			if (w->narms == 2) {
				memset(tmp, 0, sizeof tmp);
				acc[0] = &tmp[0];
				acc[1] = &tmp[1];
			}
			for (int m = 0; m < w->narms && !w->rc; m++)
				w->rc = play_one(&w->arms[m], o->players, seed, acc[m], &w->err, o, m, (long)i);
			if (w->rc && atomic_load(&stop_flag)) {
				w->rc = 0;	/* stopped by Ctrl-C in its game: not counted */
				break;
			}
			if (w->rc) {
				w->failed_at = k;
				failed_at(c, k);
				break;
			}
			if (w->narms == 2) {
				for (int m = 0; m < w->narms; m++)
					sums_add(&w->sums[m], &tmp[m]);
				pair_add(&w->pair, &tmp[0], &tmp[1], o->players);
			}
			atomic_fetch_add_explicit(&c->done, 1, memory_order_relaxed);
		}
	}
	pthread_mutex_lock(&c->mu);
	if (atomic_fetch_sub(&c->running, 1) == 1)
		pthread_cond_signal(&c->ended);
	pthread_mutex_unlock(&c->mu);
	return NULL;
}

static int open_arm(const cw_sim_opts *o, int second, arm *a, cw_err *err)
{
	cw_table_config tc = { .path = o->path, .variant = second && o->compare_variant ? o->compare_variant : o->variant,
			       .rules = o->rules, .nrules = o->nrules, .extra = o->compare,
			       .nextra = second ? o->ncompare : 0, .simulate = 1, .nseats = o->players };
	a->rt = cw_table_runtime(&tc, err);
	int rc = a->rt ? CW_OK : err->code;
	/* a --rule is both arms': one the compared variant has not is the
	** base's alone, given with --compare to the arm that has it */
	if (rc && second && o->compare_variant && o->nrules && !strncmp(err->msg, "unknown option '", 16)) {
		char msg[CW_ERRMSG_MAX + 256];
		snprintf(msg, sizeof msg, "%.300s (a --rule is for both arms; for one arm alone run "
			 "'sim %.60s --compare %.60s --compare K=V')", err->msg, o->compare_variant, o->variant);
		snprintf(err->msg, sizeof err->msg, "%.*s", (int)sizeof err->msg - 1, msg);
	} else if (rc && second && !strncmp(err->msg, "unknown option '", 16)) {
		/* a --compare K=V is the compared arm's: said so, with the K=V */
		size_t len = strcspn(err->msg + 16, "'");
		for (int k = 0; k < o->ncompare; k++)
			if (!strncmp(o->compare[k], err->msg + 16, len) && o->compare[k][len] == '=') {
				char msg[CW_ERRMSG_MAX + 256];
				snprintf(msg, sizeof msg, "--compare %.100s: %.300s%s", o->compare[k], err->msg,
					 o->compare_variant ? " (a --compare K=V sets an option of the compared variant; "
					 "the base's options are given with --rule)" : "");
				snprintf(err->msg, sizeof err->msg, "%.*s", (int)sizeof err->msg - 1, msg);
				break;
			}
	} else if (rc && second && !strncmp(err->msg, "option ", 7)) {
		/* a value the option does not take: "option queen=abc: ...",
		** the compared arm's when the K=V is a --compare */
		size_t len = strcspn(err->msg + 7, ":");
		for (int k = 0; k < o->ncompare; k++)
			if (strlen(o->compare[k]) == len && !strncmp(o->compare[k], err->msg + 7, len)) {
				char msg[CW_ERRMSG_MAX + 32];
				snprintf(msg, sizeof msg, "--compare %.300s", err->msg + 7);
				snprintf(err->msg, sizeof err->msg, "%.*s", (int)sizeof err->msg - 1, msg);
				break;
			}
	}
	a->max_actions = rc ? 0 : cw_runtime_max_actions(a->rt);
	if (a->max_actions <= 0)
		a->max_actions = 100000;	/* the engine-wide bound of check */
	a->high = rc ? 0 : cw_runtime_high_wins(a->rt);
	for (int s = 1; s <= CW_MAX_SEATS; s++) {
		cw_bot_init(&a->bots[s], o->bots[s] ? o->bots[s] : CW_BOT_GREEDY, 0);
		cw_bot_set_budget(&a->bots[s], o->budget[s]);
		a->bots[s].stop = &search_stop;
	}
	return rc;
}

/* Whether the variant loads and configures for n seats, as sim plays it. */
static int accepts(const cw_sim_opts *o, const char *variant, int n)
{
	cw_runtime_config cfg = { o->path, 0, 0 };
	cw_err e;
	cw_runtime *rt = cw_runtime_new(&cfg, &e);
	int ok = rt && !cw_runtime_load(rt, variant, &e) && !cw_runtime_simulate_defaults(rt, &e) &&
		 !cw_runtime_configure(rt, n, &e);
	cw_runtime_free(rt);
	return ok;
}

/* The player counts a variant accepts, lo..hi (0, 0 when it does not load). */
static void player_range(const cw_sim_opts *o, const char *variant, int *lo, int *hi)
{
	*lo = *hi = 0;
	for (int n = 1; n <= CW_MAX_SEATS; n++)
		if (accepts(o, variant, n)) {
			if (!*lo)
				*lo = n;
			*hi = n;
		}
}

int cw_sim_default_players(const cw_sim_opts *o)
{
	/* compared with another variant: the count nearest 4 both accept
	** (the fewer of two as near), if any; else as for the base alone,
	** and the run says which counts suit each */
	for (int d = 0; o->compare_variant && d < CW_MAX_SEATS; d++)
		for (int k = 0; k < 2; k++) {
			int n = k ? 4 + d : 4 - d;
			if (n >= 1 && n <= CW_MAX_SEATS && (d || !k) && accepts(o, o->variant, n) &&
			    accepts(o, o->compare_variant, n))
				return n;
		}
	if (accepts(o, o->variant, 4))
		return 4;
	int lo, hi;
	player_range(o, o->variant, &lo, &hi);
	return lo > 4 ? lo : hi && hi < 4 ? hi : 4;
}

/* Why two variants cannot be compared at this player count: the counts
** each accepts and those both do. */
static int seat_ranges(const cw_sim_opts *o, cw_err *err)
{
	int a0, a1, b0, b1;
	player_range(o, o->variant, &a0, &a1);
	player_range(o, o->compare_variant, &b0, &b1);
	int lo = a0 > b0 ? a0 : b0, hi = a1 < b1 ? a1 : b1;
	char ra[48], rb[48], both[48];
	cw_runtime_players_text(a0, a1, ra, sizeof ra);
	cw_runtime_players_text(b0, b1, rb, sizeof rb);
	if (lo > hi || !lo)
		return cw_error_fail(err, CW_EINVAL, "%s is for %s and %s for %s: no player count suits both", o->variant, ra,
				     o->compare_variant, rb);
	return cw_error_fail(err, CW_EINVAL, "%s is for %s and %s for %s: both accept %s (--players), not %d%s",
			     o->variant, ra, o->compare_variant, rb, cw_runtime_players_text(lo, hi, both, sizeof both),
			     o->players, o->players_from_bots ? " (the bots --bots names)" : "");
}

static double now(void)
{
	return (double)cw_clock_ns() / 1e9;
}

static void progress(long done, long count, double elapsed)
{
	int width = 30, fill = count ? (int)((double)done / (double)count * width) : width;
	char bar[64];
	for (int i = 0; i < width; i++)
		bar[i] = i < fill ? '#' : '.';
	bar[width] = 0;
	double rate = elapsed > 0 ? done / elapsed : 0;
	fprintf(stderr, "\r[%s] %ld/%ld games, %.0f/s, %.0fs left ", bar, done, count, rate,
		rate > 0 ? (count - done) / rate : 0.0);
	fflush(stderr);
}

static char *join_rules(const char *const *rules, int n)
{
	size_t len = 1;
	for (int i = 0; i < n; i++)
		len += strlen(rules[i]) + 1;
	char *s = malloc(len), *p = s;
	if (!s)
		return NULL;
	*p = 0;
	for (int i = 0; i < n; i++)
		p += sprintf(p, "%s%s", i ? " " : "", rules[i]);
	return s;
}

/* ---- plots, drawn by gnuplot ---- */

/* Whether a program is on the PATH. */
static int on_path(const char *prog)
{
	const char *path = getenv("PATH");
	char file[4096];
	if (!path)
		return 0;
	while (*path) {
		size_t n = strcspn(path, ":");
		snprintf(file, sizeof file, "%.*s/%s", (int)n, n ? path : ".", prog);
		if (!access(file, X_OK))
			return 1;
		path += n + (path[n] == ':');
	}
	return 0;
}

static int plot_png(const char *file)
{
	size_t n = strlen(file);
	return n > 4 && !strcasecmp(file + n - 4, ".png");
}

/* Whether the plot's file (fd) ends as a whole SVG or PNG does: gnuplot
** says nothing when its writes fail (a full disk, a file size limit). */
static int plot_whole(int fd, int png)
{
	static const unsigned char iend[8] = { 'I', 'E', 'N', 'D', 0xae, 0x42, 0x60, 0x82 };
	char tail[32];
	struct stat st;
	if (fstat(fd, &st) || st.st_size < (off_t)sizeof iend)
		return 0;
	size_t n = st.st_size < (off_t)sizeof tail - 1 ? (size_t)st.st_size : sizeof tail - 1;
	if (pread(fd, tail, n, st.st_size - (off_t)n) != (ssize_t)n)
		return 0;
	tail[n] = '\0';
	return png ? !memcmp(tail + n - sizeof iend, iend, sizeof iend) : strstr(tail, "</svg>") != NULL;
}

/* The directory a plot's file goes in, into buf. */
static const char *plot_dir(const char *file, char *buf, size_t n)
{
	const char *slash = strrchr(file, '/');
	if (!slash)
		return ".";
	size_t len = slash == file ? 1 : (size_t)(slash - file);
	if (len >= n)
		len = n - 1;
	memcpy(buf, file, len);
	buf[len] = '\0';
	return buf;
}

/* Checks --plot before the run: a .svg or .png name gnuplot can take, a
** file that can be written, gnuplot installed. Nothing is left or
** changed here (a probe file is made and removed): a run that then fails
** leaves an earlier plot of that name as it was. A symbolic link at the name is refused (it would choose
** which file is written). */
static int plot_check(const char *file, cw_err *err)
{
	size_t n = strlen(file);
	if (n < 5 || (strcasecmp(file + n - 4, ".svg") && !plot_png(file)))
		return cw_error_fail(err, CW_EINVAL, "--plot %s: expected a file name ending in .svg or .png", file);
	if (strpbrk(file, "'\n\\"))
		return cw_error_fail(err, CW_EINVAL, "--plot: the file name may not hold a quote, a backslash or a newline");
	if (!on_path("gnuplot"))
		return cw_error_fail(err, CW_EINVAL, "--plot needs gnuplot (Debian package gnuplot-nox)");
	struct stat st;
	char dir[4096];
	const char *why = NULL;
	if (lstat(file, &st) == 0) {
		if (S_ISLNK(st.st_mode))
			why = "it is a symbolic link";
		else if (!S_ISREG(st.st_mode))
			why = "it is not a regular file";
		else if (access(file, W_OK))
			why = strerror(errno);
	} else if (errno != ENOENT)
		why = strerror(errno);
	if (!why && access(plot_dir(file, dir, sizeof dir), W_OK | X_OK))
		why = strerror(errno);
	/* access() answers by the mode bits: a directory of /sys or /proc, or
	** root's view of a read-only mount, says yes and then refuses the
	** file. The plot's own new file beside the name (plot) is made and
	** removed at once: the run starts only where it can be written. */
	char probe[4096 + 8];
	if (!why && n + 8 <= sizeof probe) {
		memcpy(probe, file, n);
		memcpy(probe + n, ".XXXXXX", 8);
		int fd = mkstemp(probe);
		if (fd < 0)
			why = strerror(errno);
		else {
			close(fd);
			unlink(probe);
		}
	}
	if (why)
		return cw_error_fail(err, CW_EINVAL, "--plot %s: cannot write it: %s", file, why);	/* the user's word */
	return CW_OK;
}

/* Text from a variant or a shard's summary in the plot's titles: only
** letters, digits and " _.-/" pass, the rest becomes '_'. gnuplot runs
** what its script says (system() among it), so a quote or a newline in a
** merged file's variant name must never reach it. */
static const char *plot_label(const char *in, char *out, size_t n)
{
	size_t k = 0;
	for (; in[k] && k + 1 < n; k++) {
		unsigned char c = (unsigned char)in[k];
		out[k] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || strchr(" _.-/", c) ?
			 (char)c : '_';
	}
	out[k] = 0;
	return out;
}

/* Score histograms per run and win share per seat with its interval. */
static int plot(const char *file, const sim_report *r, cw_err *err)
{
	int64_t all[2] = { 0, 0 }, zero[HIST_N] = { 0 };
	const int64_t *hist[2] = { r->run[0].sums.hist, r->nruns == 2 ? r->run[1].sums.hist : zero };
	int lo = HIST_N, hi = -1;
	for (int m = 0; m < r->nruns; m++)
		for (int k = 0; k < HIST_N; k++)
			if (hist[m][k]) {
				all[m] += hist[m][k];
				lo = k < lo ? k : lo;
				hi = k > hi ? k : hi;
			}
	char cmd[64], label[2][80];
	/* gnuplot draws into a new file beside the plot's name, handed to it
	** as its standard output (it never opens a path itself); the file
	** takes the name only once gnuplot has finished, so a failed plot
	** leaves no half-drawn file and loses no earlier one. */
	size_t n = strlen(file);
	char *tmp = malloc(n + 8);
	if (!tmp)
		return cw_error_fail(err, CW_ENOMEM, "out of memory");
	memcpy(tmp, file, n);
	memcpy(tmp + n, ".XXXXXX", 8);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		cw_error_fail(err, CW_EIO, "--plot %s: cannot write it: %s", file, strerror(errno));
		free(tmp);
		return err->code;
	}
	mode_t mask = umask(0);
	umask(mask);
	(void)fchmod(fd, 0644 & ~mask);
	snprintf(cmd, sizeof cmd, "exec gnuplot >&%d %d>&-", fd, fd);
	FILE *g = popen(cmd, "w");
	if (!g) {
		cw_error_fail(err, CW_EIO, "--plot: cannot run gnuplot: %s", strerror(errno));
		close(fd);
		unlink(tmp);
		free(tmp);
		return err->code;
	}
	if (plot_png(file))
		fprintf(g, "set terminal pngcairo size 900,800\n");
	else
		fprintf(g, "set terminal svg size 900,800 dynamic\n");
	fprintf(g, "set output\n$H << EOD\n");
	for (int k = lo; k <= hi; k++)
		fprintf(g, "%d %g %g\n", k + HIST_LO, 100.0 * (double)hist[0][k] / (double)(all[0] ? all[0] : 1),
			100.0 * (double)hist[1][k] / (double)(all[1] ? all[1] : 1));
	fprintf(g, "EOD\n$W << EOD\n");
	for (int s = 1; s <= r->players; s++) {
		fprintf(g, "\"seat %d\"", s);
		for (int m = 0; m < 2; m++) {
			moments x = m < r->nruns ? win_m(&r->run[m].sums, s) : (moments){ 0, 0, 0, 0, 0 };
			double wlo, whi;
			share_bounds(x, &wlo, &whi);
			fprintf(g, " %g %g %g", 100 * x.mean, 100 * wlo, 100 * whi);
		}
		fputc('\n', g);
	}
	fprintf(g, "EOD\nset multiplot layout 2,1\nset key top right\nset grid\n");
	/* a hole of Golf, a hand of Desmoche; arms whose scores are not in
	** one unit (points against chips) are said to be */
	const char *unit = unit_word(r, 0);
	fprintf(g, "set title '%s scores, %lld games%s'\nset xlabel 'score of one seat for one %s'\n"
		   "set ylabel '%% of seat-%ss'\nset style fill transparent solid 0.35\n", unit,
		(long long)r->run[0].sums.games, r->nruns == 2 && other_units(r) ? " (the arms count different things)" : "",
		unit, unit);
	if (r->nruns == 2)
		fprintf(g, "plot $H using 1:2 with boxes title 'base', '' using 1:3 with boxes title 'compared'\n");
	else
		fprintf(g, "plot $H using 1:2 with boxes title '%s'\n", plot_label(r->run[0].variant, label[0], sizeof label[0]));
	fprintf(g, "set title 'win share per seat, 95%% intervals'\nset xlabel ''\nset ylabel 'win share (%%)'\n"
		   "set yrange [0:*]\nset style data histogram\nset style histogram errorbars gap 2 lw 1\n");
	if (r->nruns == 2)
		fprintf(g, "plot $W using 2:3:4:xtic(1) title 'base', '' using 5:6:7 title 'compared'\n");
	else
		fprintf(g, "plot $W using 2:3:4:xtic(1) title '%s'\n", plot_label(r->run[0].variant, label[1], sizeof label[1]));
	fprintf(g, "unset multiplot\nset output\n");
	int st = pclose(g), rc = CW_OK;
	int whole = st == 0 && plot_whole(fd, plot_png(file));
	close(fd);
	if (st != 0)
		rc = cw_error_fail(err, CW_EIO, "--plot: gnuplot failed (status %d)", st);
	else if (!whole)
		rc = cw_error_fail(err, CW_EIO, "--plot %s: the file gnuplot wrote is cut short (a full disk?)", file);
	else if (rename(tmp, file))
		rc = cw_error_fail(err, CW_EIO, "--plot %s: cannot write it: %s", file, strerror(errno));
	if (rc)
		unlink(tmp);
	free(tmp);
	return rc;
}

int cw_sim_run(const cw_sim_opts *o, FILE *out, cw_err *err)
{
	int jobs = o->jobs > 0 ? o->jobs : 1, narms = o->ncompare > 0 || o->compare_variant ? 2 : 1;
	if (o->plot && plot_check(o->plot, err))
		return err->code;
	sim_ctx c;
	memset(&c, 0, sizeof c);
	pthread_mutex_init(&c.mu, NULL);
	pthread_cond_init(&c.ended, NULL);
	c.o = o;
	c.count = o->nshards ? shard_games(o->games, o->shard, o->nshards) : o->games;
	if (jobs > c.count && c.count > 0)
		jobs = (int)c.count;
	c.jobs = jobs;
	atomic_store(&c.fail_at, c.count);
	worker *w = calloc((size_t)jobs, sizeof *w);
	if (!w)
		return cw_error_fail(err, CW_ENOMEM, "out of memory");
	int rc = CW_OK;
	for (int j = 0; j < jobs && !rc; j++) {
		w[j].ctx = &c;
		w[j].index = j;
		w[j].narms = narms;
		for (int m = 0; m < narms && !rc; m++) {
			rc = open_arm(o, m == 1, &w[j].arms[m], err);
			if (rc && m == 1 && o->compare_variant && err->code == CW_EPLAYERS)
				rc = seat_ranges(o, err);
		}
	}
	sim_report r;
	memset(&r, 0, sizeof r);
	if (!rc) {
		snprintf(r.variant, sizeof r.variant, "%s", cw_runtime_variant_name(w[0].arms[0].rt));
		r.players = o->players;
		r.seed = o->seed;
		r.games_requested = o->games;
		r.shard = o->shard;
		r.nshards = o->nshards;
		for (int s = 1; s <= o->players; s++)
			r.bots[s] = o->bots[s] ? o->bots[s] : CW_BOT_GREEDY, r.budget[s] = o->budget[s];
		r.nruns = narms;
		for (int m = 0; m < narms && !rc; m++) {
			const cw_verbs *vs = cw_runtime_verbs(w[0].arms[m].rt);
			snprintf(r.run[m].variant, sizeof r.run[m].variant, "%s", cw_runtime_variant_name(w[0].arms[m].rt));
			r.run[m].nverbs = vs->n < CW_MAX_VERBS ? vs->n : CW_MAX_VERBS;
			for (int v = 0; v < r.run[m].nverbs; v++)
				snprintf(r.run[m].verb[v], sizeof r.run[m].verb[v], "%s", vs->v[v].name);
			r.run[m].nbonuses = cw_runtime_bonuses(w[0].arms[m].rt);
			r.run[m].wins = w[0].arms[m].high ? WINS_HIGHEST : WINS_LOWEST;
			r.run[m].points = w[0].arms[m].high && !cw_runtime_chip_totals(w[0].arms[m].rt);
			for (int b = 0; b < r.run[m].nbonuses; b++)
				snprintf(r.run[m].bonus[b], sizeof r.run[m].bonus[b], "%s",
					 cw_runtime_bonus_key(w[0].arms[m].rt, b));
			r.run[m].options = cw_runtime_options_text(w[0].arms[m].rt, err);
			r.run[m].extra = m ? join_rules(o->compare, o->ncompare) : join_rules(NULL, 0);
			if (!r.run[m].options || !r.run[m].extra)
				rc = r.run[m].options ? cw_error_fail(err, CW_ENOMEM, "out of memory") : err->code;
		}
	}
	int started = 0;
	double seconds = 0;
	struct sigaction sa, old;
	if (!rc && record_dir && cw_paths_make_dirs(record_dir, 0777))
		rc = cw_error_fail(err, CW_EIO, "--record %s: %s", record_dir, strerror(errno));
	if (!rc) {
		memset(&sa, 0, sizeof sa);
		sa.sa_handler = on_sigint;
		sigemptyset(&sa.sa_mask);
		atomic_store(&stop_flag, 0);
		was_interrupted = 0;
		sigaction(SIGINT, &sa, &old);
		atomic_store(&c.running, jobs);
		for (; started < jobs; started++)
			if (pthread_create(&w[started].th, NULL, work, &w[started])) {
				atomic_fetch_sub(&c.running, jobs - started);
				atomic_store(&stop_flag, 1);
				rc = cw_error_fail(err, CW_ELIMIT, "cannot start a worker thread");
				break;
			}
		double t0 = now();
		int shown = 0;
		int show = o->progress && isatty(2);
		/* Woken by the last worker as it stops (the run ends at once),
		** else every 100 ms for the progress line. */
		pthread_mutex_lock(&c.mu);
		while (atomic_load(&c.running) > 0) {
			struct timespec until;
			clock_gettime(CLOCK_REALTIME, &until);
			until.tv_nsec += 100 * 1000 * 1000;
			if (until.tv_nsec >= 1000000000L) {
				until.tv_sec++;
				until.tv_nsec -= 1000000000L;
			}
			pthread_cond_timedwait(&c.ended, &c.mu, &until);
			double el = now() - t0;
			if (show && el > 1.0 && atomic_load(&c.running) > 0) {
				progress(atomic_load(&c.done), c.count, el);
				shown = 1;
			}
		}
		pthread_mutex_unlock(&c.mu);
		for (int j = 0; j < started; j++)
			pthread_join(w[j].th, NULL);
		seconds = now() - t0;
		if (shown)
			fprintf(stderr, "\r\033[K");
		sigaction(SIGINT, &old, NULL);
		was_interrupted = atomic_load(&stop_flag) && !rc;
		int failed = rc;
		int first = -1;
		for (int j = 0; j < started && !rc; j++)
			if (w[j].rc && (first < 0 || w[j].failed_at < w[first].failed_at))
				first = j;
		if (first >= 0) {
			*err = w[first].err;
			rc = w[first].rc;
		}
		/* A game that fails ends the run, but not its summary: the
		** games finished so far are reported, as for an interruption. */
		if (!failed) {
			for (int j = 0; j < jobs; j++) {
				for (int m = 0; m < narms; m++)
					sums_add(&r.run[m].sums, &w[j].sums[m]);
				sums_add(&r.pair, &w[j].pair);
			}
			r.interrupted = was_interrupted || rc;
			r.failed = rc && !was_interrupted;
			/* The rate goes to a person at a terminal only: the report
			** itself is the same for the same seed on every machine. */
			if (isatty(2) && seconds > 0) {
				int64_t steps = 0;
				for (int m = 0; m < narms; m++)
					steps += r.run[m].sums.steps;
				fprintf(stderr, "%lld actions in %.2f s: %.0f actions per second\n", (long long)steps,
					seconds, steps / seconds);
			}
			cw_err jerr;
			int jrc = CW_OK;
			if (o->json)
				jrc = print_json(out, &r, &jerr);
			else
				print_text(out, &r);
			if (!rc && jrc) {
				*err = jerr;
				rc = jrc;
			}
			if (!rc && o->plot && !(rc = plot(o->plot, &r, err))) {
				char where[512];	/* where, on stderr: stdout may be --json */
				fprintf(stderr, "the plot is in %s\n", cw_text_safe(where, sizeof where, o->plot, 0));
			}
		}
	}
	report_free(&r);
	for (int j = 0; j < jobs; j++)
		for (int m = 0; m < narms; m++) {
			cw_game_free(w[j].arms[m].g);
			cw_runtime_free(w[j].arms[m].rt);
		}
	free(w);
	pthread_cond_destroy(&c.ended);
	pthread_mutex_destroy(&c.mu);
	return rc;
}

/* ---- merging: the shards' JSON summaries ---- */

/* A shard's counts and sums are at most 2^53 in size (a double keeps
** every integer up to there): a thousand shards of them add up within 64
** bits, where a file's 2^63 added to another's wrapped (undefined
** behaviour in C). A summary file is small (a few kilobytes; the hole
** histograms of 8 seats in two arms, about 100 KB): a file over 1 MB is
** refused before it is parsed, since the parsed document takes up to
** about 45 times its text (an array of empty arrays). */
#define JSON_MAX ((int64_t)1 << 53)
#define JSON_FILE_MAX (1L << 20)

/* An integer member of o (not a real) within JSON_MAX, or 0. */
static int jint(const json_t *o, const char *key, int64_t *out)
{
	const json_t *v = json_object_get(o, key);
	if (!json_is_integer(v) || json_integer_value(v) < -JSON_MAX || json_integer_value(v) > JSON_MAX)
		return 0;
	*out = json_integer_value(v);
	return 1;
}

/* n integers of the array o[key] into out[0..n-1]. */
static int jints(const json_t *o, const char *key, int64_t *out, int n)
{
	const json_t *a = json_object_get(o, key);
	if (!json_is_array(a) || json_array_size(a) != (size_t)n)
		return 0;
	for (int k = 0; k < n; k++) {
		const json_t *v = json_array_get(a, (size_t)k);
		if (!json_is_integer(v) || json_integer_value(v) < -JSON_MAX || json_integer_value(v) > JSON_MAX)
			return 0;
		out[k] = json_integer_value(v);
	}
	return 1;
}

/* Whether a product's sum can come from games: (sum xy)^2 <= (sum x^2)(sum y^2). */
static int products_ok(int64_t xx, int64_t yy, int64_t xy)
{
	long double p = (long double)xy;
	return xx >= 0 && yy >= 0 && p * p <= (long double)xx * (long double)yy * (1 + 1e-12L);
}

/* Whether a ratio's products can come from the paired games' holes. */
static int ratio_ok(const sim_sums *q, const ratio_sums *r)
{
	const int64_t *v = r->v;
	return products_ok(v[YAA], v[YBB], v[YAB]) && products_ok(v[YAA], q->naa, v[YA_NA]) &&
	       products_ok(v[YBB], q->nbb, v[YB_NB]) && products_ok(v[YAA], q->nbb, v[YA_NB]) &&
	       products_ok(v[YBB], q->naa, v[YB_NA]);
}

static int ratio_read(const json_t *o, const char *key, ratio_sums *r)
{
	return jints(o, key, r->v, RATIO_FIELDS);
}

/* Whether s is a variant's name as variant{...} allows it: letters,
** digits, '-' and '_'. */
static int name_like(const char *s)
{
	if (!s || !*s || strlen(s) > 64)
		return 0;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '-' || *s == '_'))
			return 0;
	return 1;
}

/* Whether n values could sum to sum with squares summing to sq: a sum of
** squares below the square of the sum over n (or below 0) none gives, and
** it would make a spread of nothing, a difference "significant". */
static int spread_ok(int64_t n, int64_t sum, int64_t sq)
{
	return sq >= 0 && (long double)sq * (long double)n >= (long double)sum * (long double)sum * (1 - 1e-12L);
}

/* Reads one shard's summary into r (r->run[].options/extra malloc'd). */
static int read_report(const char *file, sim_report *r, cw_err *err)
{
	memset(r, 0, sizeof *r);
	json_error_t je;
	/* a regular file of at most JSON_FILE_MAX bytes (file.h) */
	cw_err ferr;
	size_t len;
	if (access(file, F_OK))	/* no such file: the user's word, a usage error */
		return cw_error_fail(err, CW_EINVAL, "%s: %s", file, strerror(errno));
	char *text = cw_file_read(file, JSON_FILE_MAX, &len, &ferr);
	if (!text) {
		if (ferr.code == CW_EIO || ferr.code == CW_ENOMEM)
			return cw_error_fail(err, ferr.code, "%s: %s", file, ferr.msg);
		return cw_error_fail(err, CW_EINVAL, "%s: not a sim --json summary (%s)", file, ferr.msg);
	}
	json_t *root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
	free(text);
	if (!root) {
		if (je.line < 0)	/* jansson's own failure: memory */
			return cw_error_fail(err, CW_ENOMEM, "%s: out of memory reading it", file);
		return cw_error_fail(err, CW_EINVAL, "%s: not a sim --json summary (bad JSON at line %d: %s)", file, je.line,
			       je.text);
	}
	int rc = CW_OK;
#define BAD(what) do { rc = cw_error_fail(err, CW_EINVAL, "%s: not a sim --json summary (%s)", file, what); goto done; } while (0)
	const char *fmt = json_string_value(json_object_get(root, "format"));
	const char *variant = json_string_value(json_object_get(root, "variant"));
	int64_t v, players, seed, games;
	if (!fmt || strcmp(fmt, "cardwright-sim") || !variant)
		BAD("format");
	if (!jint(root, "version", &v) || v != 1)
		BAD("version: expected 1");
	if (!name_like(variant))
		BAD("variant: expected a name of letters, digits, '-' and '_'");
	const json_t *jseed = json_object_get(root, "seed");	/* any 64 bits, written as a signed integer */
	if (!jint(root, "players", &players) || players < 1 || players > CW_MAX_SEATS || !json_is_integer(jseed) ||
	    !jint(root, "games_requested", &games) || games < 0)
		BAD("players, seed or games_requested");
	seed = json_integer_value(jseed);
	snprintf(r->variant, sizeof r->variant, "%s", variant);
	r->players = (int)players;
	r->seed = (uint64_t)seed;
	r->games_requested = games;
	const json_t *sh = json_object_get(root, "shard"), *it = json_object_get(root, "interrupted");
	if (json_is_array(sh) && json_array_size(sh) == 2 && json_is_integer(json_array_get(sh, 0)) &&
	    json_is_integer(json_array_get(sh, 1))) {
		json_int_t a = json_integer_value(json_array_get(sh, 0)), b = json_integer_value(json_array_get(sh, 1));
		if (b < 1 || a < 1 || a > b || b > CW_SIM_MAX_SHARDS)
			BAD("shard");
		r->shard = (int)a;
		r->nshards = (int)b;
	} else if (!json_is_null(sh))
		BAD("shard");
	r->interrupted = json_is_true(it);
	const json_t *bots = json_object_get(root, "bots"), *runs = json_object_get(root, "runs");
	if (!json_is_array(bots) || (int)json_array_size(bots) != r->players)
		BAD("bots");
	for (int s = 1; s <= r->players; s++) {
		const char *b = json_string_value(json_array_get(bots, (size_t)s - 1));
		cw_err berr;
		if (!b || cw_bot_parse(b, &r->bots[s], &r->budget[s], &berr))
			BAD("bots");
	}
	if (!json_is_array(runs) || json_array_size(runs) < 1 || json_array_size(runs) > 2)
		BAD("runs");
	r->nruns = (int)json_array_size(runs);
	for (int k = 0; k < r->nruns; k++) {
		const json_t *run = json_array_get(runs, (size_t)k), *seats = json_object_get(run, "seats");
		const char *opt = json_string_value(json_object_get(run, "options"));
		const char *extra = json_string_value(json_object_get(run, "extra_rules"));
		sim_sums *a = &r->run[k].sums;
		if (!opt || !extra || !jint(run, "games", &a->games) || !jint(run, "holes", &a->holes) ||
		    !jint(run, "steps", &a->steps) || !json_is_array(seats) || (int)json_array_size(seats) != r->players ||
		    a->games < 0 || a->holes < 0 || a->steps < 0)
			BAD("runs");
		r->run[k].options = strdup(opt);
		r->run[k].extra = strdup(extra);
		if (!r->run[k].options || !r->run[k].extra) {
			rc = cw_error_fail(err, CW_ENOMEM, "out of memory");
			goto done;
		}
		const char *rv = json_string_value(json_object_get(run, "run_variant"));
		const json_t *verbs = json_object_get(run, "verbs");
		if (rv && !name_like(rv))
			BAD("run_variant: expected a name of letters, digits, '-' and '_'");
		snprintf(r->run[k].variant, sizeof r->run[k].variant, "%s", rv ? rv : r->variant);
		if (!jint(run, "calls", &a->calls) || !jint(run, "call_turn", &a->call_turn) ||
		    !jint(run, "call_turn_sq", &a->call_turn_sq) || !json_is_object(verbs) ||
		    json_object_size(verbs) > CW_MAX_VERBS)
			BAD("runs");
		const char *vkey;
		const json_t *vval;
		int nv = 0;
		json_object_foreach((json_t *)verbs, vkey, vval) {
			if (!json_is_integer(vval) || json_integer_value(vval) < 0 || json_integer_value(vval) > JSON_MAX)
				BAD("verbs");
			snprintf(r->run[k].verb[nv], sizeof r->run[k].verb[nv], "%s", vkey);
			a->verb[nv++] = json_integer_value(vval);
		}
		r->run[k].nverbs = nv;
		/* written since the bonuses: absent in an older summary */
		const json_t *bonuses = json_object_get(run, "bonuses");
		if (bonuses && (!json_is_object(bonuses) || json_object_size(bonuses) > CW_RUNTIME_BONUSES))
			BAD("bonuses");
		int nb = 0;
		json_object_foreach((json_t *)bonuses, vkey, vval) {
			if (!json_is_array(vval) || (int)json_array_size(vval) != r->players)
				BAD("bonuses");
			snprintf(r->run[k].bonus[nb], sizeof r->run[k].bonus[nb], "%s", vkey);
			for (int s = 1; s <= r->players; s++) {
				const json_t *x = json_array_get(vval, (size_t)s - 1);
				if (!json_is_integer(x) || json_integer_value(x) < 0 || json_integer_value(x) > JSON_MAX)
					BAD("bonuses");
				a->bonus[nb][s] = json_integer_value(x);
			}
			nb++;
		}
		r->run[k].nbonuses = nb;
		/* written since the comparison of two variants: absent in an older summary */
		const json_t *wins = json_object_get(run, "wins");
		const char *wv = json_string_value(wins);
		if (wins && (!wv || (strcmp(wv, "lowest") && strcmp(wv, "highest"))))
			BAD("wins: expected \"lowest\" or \"highest\"");
		r->run[k].wins = !wv ? WINS_UNKNOWN : strcmp(wv, "highest") ? WINS_LOWEST : WINS_HIGHEST;
		/* written since a Golf whose highest total wins: absent before */
		const json_t *totals = json_object_get(run, "totals");
		if (totals && (!json_is_string(totals) || strcmp(json_string_value(totals), "points")))
			BAD("totals: expected \"points\"");
		r->run[k].points = totals != NULL && r->run[k].wins == WINS_HIGHEST;
		/* written since the histograms: absent in an older summary */
		const json_t *hist = json_object_get(run, "hole_scores");
		if (json_object_get(run, "calls_best") && !jint(run, "calls_best", &a->calls_best))
			BAD("runs");
		if (hist && !json_is_array(hist))
			BAD("hole_scores");
		for (size_t h = 0; hist && h < json_array_size(hist); h++) {
			const json_t *p = json_array_get(hist, h);
			const json_t *x = json_array_get(p, 0), *n = json_array_get(p, 1);
			if (!json_is_array(p) || json_array_size(p) != 2 || !json_is_integer(x) || !json_is_integer(n) ||
			    json_integer_value(x) < HIST_LO || json_integer_value(x) >= HIST_LO + HIST_N ||
			    json_integer_value(n) < 0 || json_integer_value(n) > JSON_MAX ||
			    a->hist[json_integer_value(x) - HIST_LO] + json_integer_value(n) > JSON_MAX)
				BAD("hole_scores");
			a->hist[json_integer_value(x) - HIST_LO] += json_integer_value(n);
		}
		for (int s = 1; s <= r->players; s++) {
			const json_t *x = json_array_get(seats, (size_t)s - 1);
			seat_sums *y = &a->seat[s];
			if (!jint(x, "seat", &v) || v != s || !jint(x, "hole_sum", &y->hole_sum) ||
			    !jint(x, "hole_sq", &y->hole_sq) || !jint(x, "total_sum", &y->total_sum) ||
			    !jint(x, "total_sq", &y->total_sq) || !jint(x, "win_840ths", &y->win) ||
			    !jint(x, "win_840ths_sq", &y->win_sq) || !jint(x, "turns", &y->turns))
				BAD("seat sums");
			/* what games can sum to: a share of at most every game won,
			** squares and turns not negative, nothing without a game */
			if (y->win < 0 || y->win > 840 * a->games || y->win_sq < 0 || y->hole_sq < 0 || y->total_sq < 0 ||
			    y->turns < 0 || (!a->games && (y->hole_sum || y->total_sum || y->win || y->turns)))
				BAD("seat sums: more than the games can give");
			/* written since the chips, where any moved */
			if ((json_object_get(x, "chips_sum") || json_object_get(x, "chips_sq")) &&
			    (!jint(x, "chips_sum", &y->chips) || !jint(x, "chips_sq", &y->chips_sq) || y->chips_sq < 0))
				BAD("seat sums: chips");
		}
		if (json_object_get(run, "chip_games") &&
		    (!jint(run, "chip_games", &a->chip_games) || a->chip_games < 0 || a->chip_games > a->games))
			BAD("chip_games");
		/* what the counts must be to each other: a hole or more a game,
		** a call at most a hole, and as many games as the shard plays */
		if (a->holes < a->games || a->calls > a->holes || a->calls_best > a->calls)
			BAD("runs: holes, calls and games that no run gives (a hole or more a game, a call at most a hole)");
		if (r->nshards && a->games != shard_games(r->games_requested, r->shard, r->nshards))
			BAD("runs: games: shard I/N of G games plays (G - I + N) / N of them");
	}
	if (r->nruns == 2) {
		const json_t *pr = json_object_get(root, "paired"), *ps = json_object_get(pr, "seats");
		int64_t holes[5];
		if (!jint(pr, "games", &r->pair.pair_games) || !jints(pr, "holes", holes, 5) ||
		    !ratio_read(pr, "turn_ratio", &r->pair.ratio[0]) || !json_is_array(ps) ||
		    (int)json_array_size(ps) != r->players)
			BAD("paired");
		r->pair.na = holes[0], r->pair.nb = holes[1], r->pair.naa = holes[2], r->pair.nbb = holes[3];
		r->pair.nab = holes[4];
		/* a hole or more a paired game, in each run; no more paired games
		** or holes than the runs played */
		const sim_sums *q = &r->pair, *ra = &r->run[0].sums, *rb = &r->run[1].sums;
		if (q->pair_games < 0 || q->na < q->pair_games || q->nb < q->pair_games || q->naa < q->na ||
		    q->nbb < q->nb || q->nab < q->pair_games || q->pair_games > ra->games || q->pair_games > rb->games ||
		    q->na > ra->holes || q->nb > rb->holes || !products_ok(q->naa, q->nbb, q->nab))
			BAD("paired: holes that no paired games give (a hole or more a game in each run, at most the run's)");
		if (!ratio_ok(q, &q->ratio[0]))
			BAD("paired: turn_ratio: products that no games give");
		/* every seat's points together: since it was written */
		if (!json_object_get(pr, "points_ratio"))
			r->pair.all_missing = 1;
		else if (!ratio_read(pr, "points_ratio", &r->pair.all) || !ratio_ok(q, &q->all) ||
			 !spread_ok(q->pair_games, q->all.v[YA], q->all.v[YAA]) ||
			 !spread_ok(q->pair_games, q->all.v[YB], q->all.v[YBB]))
			BAD("paired: points_ratio");
		for (int s = 1; s <= r->players; s++) {
			const json_t *x = json_array_get(ps, (size_t)s - 1);
			if (!jint(x, "dwin_840ths", &r->pair.dwin[s]) || !jint(x, "dwin_840ths_sq", &r->pair.dwin_sq[s]) ||
			    !jint(x, "dtotal", &r->pair.dtotal[s]) || !jint(x, "dtotal_sq", &r->pair.dtotal_sq[s]) ||
			    !ratio_read(x, "hole_ratio", &r->pair.ratio[s]))
				BAD("paired");
			if (!ratio_ok(&r->pair, &r->pair.ratio[s]))
				BAD("paired: hole_ratio: products that no games give");
			if ((json_object_get(x, "dchips") || json_object_get(x, "dchips_sq")) &&
			    (!jint(x, "dchips", &r->pair.dchips[s]) || !jint(x, "dchips_sq", &r->pair.dchips_sq[s])))
				BAD("paired: chips");
			const sim_sums *p = &r->pair;
			if (!spread_ok(p->pair_games, p->dwin[s], p->dwin_sq[s]) ||
			    !spread_ok(p->pair_games, p->dtotal[s], p->dtotal_sq[s]) ||
			    !spread_ok(p->pair_games, p->ratio[s].v[YA], p->ratio[s].v[YAA]) ||
			    !spread_ok(p->pair_games, p->ratio[s].v[YB], p->ratio[s].v[YBB]) ||
			    !spread_ok(p->pair_games, p->dchips[s], p->dchips_sq[s]))
				BAD("paired: a sum of squares below what its sum needs over the games");
		}
		if (!spread_ok(r->pair.pair_games, r->pair.ratio[0].v[YA], r->pair.ratio[0].v[YAA]) ||
		    !spread_ok(r->pair.pair_games, r->pair.ratio[0].v[YB], r->pair.ratio[0].v[YBB]))
			BAD("paired: a sum of squares below what its sum needs over the games");
		/* every game paired: the paired sums are the runs' own, so that
		** the difference is that of the means printed */
		if (q->pair_games == ra->games && q->pair_games == rb->games) {
			int64_t ta = 0, tb = 0, pa = 0, pb = 0;
			int same = q->na == ra->holes && q->nb == rb->holes;
			for (int s = 1; s <= r->players; s++) {
				same &= q->ratio[s].v[YA] == ra->seat[s].hole_sum && q->ratio[s].v[YB] == rb->seat[s].hole_sum;
				ta = sadd(ta, ra->seat[s].turns), tb = sadd(tb, rb->seat[s].turns);
				pa = sadd(pa, ra->seat[s].hole_sum), pb = sadd(pb, rb->seat[s].hole_sum);
			}
			same &= q->all_missing || (q->all.v[YA] == pa && q->all.v[YB] == pb);
			if (!same || q->ratio[0].v[YA] != ta || q->ratio[0].v[YB] != tb)
				BAD("paired: sums of every game paired that are not the runs' own (holes, points, turns)");
		}
	}
#undef BAD
done:
	json_decref(root);
	if (rc)
		report_free(r);
	return rc;
}

static int same_run(const sim_report *a, const sim_report *b)
{
	if (strcmp(a->variant, b->variant) || a->players != b->players || a->seed != b->seed ||
	    a->games_requested != b->games_requested || a->nshards != b->nshards || a->nruns != b->nruns)
		return 0;
	for (int s = 1; s <= a->players; s++)
		if (a->bots[s] != b->bots[s] || a->budget[s] != b->budget[s])
			return 0;
	for (int k = 0; k < a->nruns; k++)
		if (strcmp(a->run[k].options, b->run[k].options) || strcmp(a->run[k].extra, b->run[k].extra) ||
		    strcmp(a->run[k].variant, b->run[k].variant) || a->run[k].wins != b->run[k].wins)
			return 0;
	return 1;
}

int cw_sim_merge(const char *const *files, int nfiles, int json, const char *plot_file, FILE *out, cw_err *err)
{
	if (plot_file && plot_check(plot_file, err))
		return err->code;
	sim_report total, one;
	int rc = CW_OK;
	unsigned char seen[CW_SIM_MAX_SHARDS + 1];
	memset(seen, 0, sizeof seen);
	memset(&total, 0, sizeof total);
	for (int f = 0; f < nfiles && !rc; f++) {
		if ((rc = read_report(files[f], &one, err)))
			break;
		if (one.interrupted)
			rc = cw_error_fail(err, CW_EINVAL, "%s: an interrupted run cannot be merged", files[f]);
		else if (!one.nshards)
			rc = cw_error_fail(err, CW_EINVAL, "%s: not a shard (run with --shard I/N)", files[f]);
		else if (one.nshards > CW_SIM_MAX_SHARDS)
			rc = cw_error_fail(err, CW_EINVAL, "%s: too many shards", files[f]);
		else if (f && !same_run(&total, &one))
			rc = cw_error_fail(err, CW_EINVAL, "%s: not a shard of the same run as %s", files[f], files[0]);
		else if (seen[one.shard]++)
			rc = cw_error_fail(err, CW_EINVAL, "%s: shard %d/%d given twice", files[f], one.shard, one.nshards);
		if (rc) {
			report_free(&one);
			break;
		}
		if (!f) {
			total = one;
			memset(&total.run[0].sums, 0, sizeof total.run[0].sums);
			memset(&total.run[1].sums, 0, sizeof total.run[1].sums);
			memset(&total.pair, 0, sizeof total.pair);
		} else
			report_free(&one);
		for (int k = 0; k < total.nruns; k++)
			sums_add(&total.run[k].sums, &one.run[k].sums);
		sums_add(&total.pair, &one.pair);
	}
	if (!rc && nfiles > 0) {
		for (int s = 1; s <= total.nshards && !rc; s++)
			if (!seen[s])
				rc = cw_error_fail(err, CW_EINVAL, "shard %d/%d is missing", s, total.nshards);
	}
	if (!rc) {
		total.shard = total.nshards = 0;
		if (json)
			rc = print_json(out, &total, err);
		else
			print_text(out, &total);
		if (!rc && plot_file)
			rc = plot(plot_file, &total, err);
	}
	report_free(&total);
	return rc;
}
