#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "callterm.h"
#include "lmodel.h"

/* The probes: the clone before the call (w[0]) and after it (w[1]), the
** caller, the layouts' size, and the faces of suit 0 by card value, which
** a probe layout takes as a window of n (no two of one rank, so that no
** pair term enters). */
typedef struct probe {
	cw_game *w[2];
	cw_state *saved;
	int seat, nseats;
	int n[CW_MAX_SEATS + 1];		/* each seat's cards in its layout */
	cw_card card[2][CW_MAX_SEATS + 1][8];	/* by clone, seat and card (at most 8) */
	cw_face order[13];
} probe;

/* The seats' round scores in w (cw_lmodel_score): -1 when the hook fails
** or answers twice differently. */
static int score(cw_game *w, cw_state *saved, int nseats, int32_t *out)
{
	int32_t again[CW_MAX_SEATS + 1];
	if (cw_lmodel_score(w, saved, out, again))
		return -1;
	for (int k = 1; k <= nseats; k++)
		if (out[k] != again[k])
			return -1;
	return 0;
}

/* One probe: seat k's layout is the window of faces from off[k]; x, y, z
** the caller's, the lowest and the highest other score without the call,
** *d what the call adds to the caller's score, less what it adds to the
** others' on the mean. */
static int measure(probe *p, const int *off, double *x, double *y, double *z, double *d)
{
	int32_t r[2][CW_MAX_SEATS + 1];
	for (int v = 0; v < 2; v++) {
		cw_state *s = p->w[v]->st;
		for (int k = 1; k <= p->nseats; k++)
			for (int j = 0; j < p->n[k]; j++)
				cw_state_cards(s)[p->card[v][k][j]].face = p->order[off[k] + j];
		if (score(p->w[v], p->saved, p->nseats, r[v]))
			return -1;
	}
	*x = r[0][p->seat];
	*y = 1e18;
	*z = -1e18;
	for (int k = 1; k <= p->nseats; k++)
		if (k != p->seat) {
			*y = fmin(*y, r[0][k]);
			*z = fmax(*z, r[0][k]);
		}
	/* the caller's change less the others' mean change: what counts
	** between seats (a rule may score the others apart too) */
	double others = 0;
	for (int k = 1; k <= p->nseats; k++)
		if (k != p->seat)
			others += (double)r[1][k] - r[0][k];
	*d = (double)r[1][p->seat] - r[0][p->seat] - others / (p->nseats - 1);
	return 0;
}

/* Sets the offsets: the caller `me`, the first other seat `first`, the
** rest `rest`. */
static void place(const probe *p, int *off, int me, int first, int rest)
{
	int firstseat = p->seat % p->nseats + 1;
	for (int k = 1; k <= p->nseats; k++)
		off[k] = k == p->seat ? me : k == firstseat ? first : rest;
}

static int in_case(int c, double x, double y)
{
	return c == CW_CALLTERM_WON ? x < y : c == CW_CALLTERM_TIED ? x == y : x > y;
}

/* One case: its base probe and one change each of x, y and z; a change
** that leaves its case, or that moves another of the three too, adds
** nothing to the fit. Returns -1 when a probe failed. */
static int fit(probe *p, cw_callterm *m, int c, const int base[3], const int vary[3])
{
	int off[CW_MAX_SEATS + 1];
	double x0, y0, z0, d0, x, y, z, d;
	place(p, off, base[0], base[1], base[2]);
	if (measure(p, off, &x0, &y0, &z0, &d0))
		return -1;
	if (!in_case(c, x0, y0))
		return 0;
	double b[3] = { 0, 0, 0 };
	for (int v = 0; v < 3; v++) {
		int o[3] = { base[0], base[1], base[2] };
		if (v == 2 && p->nseats < 3)
			break;
		o[v] = vary[v];
		if (c == CW_CALLTERM_TIED && v == 0)
			o[1] = vary[0];		/* a tie moves x and y together */
		place(p, off, o[0], o[1], o[2]);
		if (measure(p, off, &x, &y, &z, &d))
			return -1;
		if (!in_case(c, x, y))
			continue;
		double dv = v == 0 ? x - x0 : v == 1 ? y - y0 : z - z0;
		/* the others of the three stay (with two seats z is y; in a
		** tie y is x): the slope is this one's */
		int zkept = p->nseats < 3 || z == z0;
		int alone = v == 0 ? (c == CW_CALLTERM_TIED || y == y0) && zkept
			  : v == 1 ? x == x0 && zkept
			  : x == x0 && y == y0;
		if (dv != 0 && alone)
			b[v] = (d - d0) / dv;
	}
	m->bx[c] = b[0];
	m->by[c] = b[1];
	m->bz[c] = b[2];
	m->a[c] = d0 - b[0] * x0 - b[1] * y0 - b[2] * z0;
	m->known[c] = 1;
	return 0;
}

/* With `call` NULL (cw_callterm_learn_out), the probe marks the seat the
** caller as the engine does when its layout is all face up. */
void cw_callterm_learn(cw_callterm *m, const cw_game *g, const cw_action *call, const int *value)
{
	if (m->state)
		return;
	memset(m, 0, sizeof *m);
	const cw_state *s = g->st;
	probe p = { .seat = s->actor, .nseats = s->nseats };
	m->state = -1;
	if (p.nseats < 2)
		return;
	/* Every layout full and of one size, at most 8 (windows of 8 among
	** 13 ranks leave six offsets); otherwise it is learned at a later
	** decision. */
	for (int k = 1; k <= p.nseats; k++) {
		p.n[k] = cw_state_layout_slots(s, k);
		if (p.n[k] < 1 || p.n[k] > 8)
			return;
		int full = p.n[k] == p.n[1];
		for (int j = 1; full && j <= p.n[k]; j++)
			full = cw_state_layout_slot(s, k, j) != CW_NOCARD;
		if (!full) {
			m->state = 0;
			return;
		}
	}
	for (int r = 1, k = 0; r <= 13; r++) {
		cw_face f = CW_FACE_MAKE(r, 0);
		int j = k++;
		while (j > 0 && value[p.order[j - 1]] > value[f]) {
			p.order[j] = p.order[j - 1];
			j--;
		}
		p.order[j] = f;
	}
	cw_err err;
	p.w[0] = cw_game_clone(g, 0, &err);
	p.w[1] = NULL;
	p.saved = p.w[0] ? malloc(p.w[0]->st->bytes) : NULL;
	if (!p.saved)
		goto done;
	cw_game *w = p.w[0];
	cw_game_imagined(w);
	/* every face is the probe's, by where its card lies: nothing of the
	** real deal */
	cw_lmodel_probe_faces(w->st, p.seat, g->cfg.secrets);
	if (!(p.w[1] = cw_game_clone(w, 0, &err)))
		goto done;
	cw_game_imagined(p.w[1]);
	/* the call itself (one that ends the round at once is not probed),
	** or the seat marked the caller as the engine marks it */
	if (!call)
		cw_turn_call(p.w[1], p.seat);
	else if (cw_engine_apply(p.w[1], call, &err) || p.w[1]->st->status != CW_ST_PLAY ||
		 p.w[1]->st->round != s->round)
		goto done;
	/* the cards of each layout, the same before and after the call */
	for (int k = 1; k <= p.nseats; k++)
		for (int v = 0; v < 2; v++) {
			if (cw_state_layout_slots(p.w[v]->st, k) != p.n[k])
				goto done;
			for (int j = 1; j <= p.n[k]; j++)
				p.card[v][k][j - 1] = cw_state_layout_slot(p.w[v]->st, k, j);
		}
	int top = 13 - p.n[1], lo = 0, mid = top / 2, hi = top;
	int won[3] = { lo, mid, hi }, won_v[3] = { lo + 1, mid + 1, hi - 1 };
	int tied[3] = { mid, mid, hi }, tied_v[3] = { mid + 1, mid + 1, hi - 1 };
	int beaten[3] = { mid, lo, hi }, beaten_v[3] = { mid + 1, lo + 1, hi - 1 };
	if (fit(&p, m, CW_CALLTERM_WON, won, won_v) || fit(&p, m, CW_CALLTERM_TIED, tied, tied_v) ||
	    fit(&p, m, CW_CALLTERM_BEATEN, beaten, beaten_v)) {
		memset(m, 0, sizeof *m);
		m->state = -1;
		goto done;
	}
	/* a term that is 0 in every case is no term: nothing to weigh */
	m->state = -1;
	for (int q = 0; q < 3; q++)
		if (m->known[q] && (m->a[q] || m->bx[q] || m->by[q] || m->bz[q]))
			m->state = 1;
done:
	free(p.saved);
	cw_game_free(p.w[0]);
	cw_game_free(p.w[1]);
}

void cw_callterm_learn_out(cw_callterm *m, const cw_game *g, const int *value)
{
	if (g->st->caller)	/* somebody has called: nobody goes out after */
		return;
	cw_callterm_learn(m, g, NULL, value);
}

static double below(double t)
{
	return 0.5 * erfc(-t / sqrt(2.0));
}

double cw_callterm_expect(const cw_callterm *m, double x, double y, double z, double sd)
{
	if (m->state != 1)
		return 0;
	double p[3];
	if (sd > 0) {
		p[CW_CALLTERM_WON] = below((y - x - 0.5) / sd);
		p[CW_CALLTERM_BEATEN] = 1 - below((y - x + 0.5) / sd);
	} else {
		p[CW_CALLTERM_WON] = x < y - 0.5;
		p[CW_CALLTERM_BEATEN] = x > y + 0.5;
	}
	p[CW_CALLTERM_TIED] = 1 - p[CW_CALLTERM_WON] - p[CW_CALLTERM_BEATEN];
	double e = 0;
	for (int c = 0; c < 3; c++)
		if (m->known[c] && p[c] > 0)
			e += p[c] * (m->a[c] + m->bx[c] * x + m->by[c] * y + m->bz[c] * z);
	return e;
}

void cw_callterm_print(const cw_callterm *m, FILE *out)
{
	static const char *const name[3] = { "won", "tied", "beaten" };
	fputs("caller term:", out);
	if (m->state != 1) {
		fputs(" none\n", out);
		return;
	}
	for (int c = 0; c < 3; c++)
		if (m->known[c])
			fprintf(out, " %s %g%+gx%+gy%+gz;", name[c], m->a[c] + 0.0, m->bx[c] + 0.0, m->by[c] + 0.0, m->bz[c] + 0.0);
	fputc('\n', out);
}
