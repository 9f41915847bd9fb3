#include <stdlib.h>
#include <string.h>
#include "lterms.h"
#include "lmodel.h"
#include "../core/rng.h"
#include "../lua/runtime.h"

#define CHECKS 1024

/* Where the probes run: the clone, its seat, and the hook work spent. */
typedef struct learner {
	cw_game *w;
	int seat;
	const cw_runtime *rt;	/* NULL: the work is not counted */
	long long work0;
} learner;

/* The seat's layout score in w from state `from`, asked once: CW_OK, or -1
** when the hook failed or the learning has spent CW_LTERMS_WORK. */
static int ask_once(const learner *l, const cw_state *from, int64_t *out)
{
	cw_err err;
	memcpy(l->w->st, from, from->bytes);
	if (l->rt && cw_runtime_instructions(l->rt) - l->work0 > CW_LTERMS_WORK)
		return -1;
	if (l->w->rules->score_seat(l->w->rules_ud, l->w, l->seat, &err))
		return -1;
	*out = l->w->st->score[l->seat];
	return CW_OK;
}

/* The same asked twice: -1 too when the two answers differ. */
static int ask(const learner *l, const cw_state *from, int64_t *out)
{
	int64_t again;
	return ask_once(l, from, out) || ask_once(l, from, &again) || again != *out ? -1 : CW_OK;
}

static long binomial(int n, int k)
{
	long b = 1;
	for (int i = 1; i <= k; i++)
		b = b * (n - k + i) / i;
	return b;
}

static int popcount(unsigned x)
{
	int n = 0;
	for (; x; x &= x - 1)
		n++;
	return n;
}

/* The terms of rank r: the score with r in each set of at most `order`
** slots and a filler of its own rank in every other slot (slot k the k-th
** rank other than r: no two fillers, nor a filler and r, share one), then
** each set's interaction, the alternating sum over its subsets. f[] holds
** the scores by set (its index the mask). Returns 0, or -1 to give up. */
static int learn_rank(cw_lterms *m, const learner *l, const cw_state *base, cw_state *probe, const cw_card *card,
		      int r, int order, int64_t *f)
{
	int n = m->slots;
	cw_face face = r ? CW_FACE_MAKE(r, 0) : CW_JOKER;
	for (unsigned mask = 0; mask < 1u << n; mask++) {
		if (popcount(mask) > order)
			continue;
		memcpy(probe, base, base->bytes);
		cw_cardrec *c = cw_state_cards(probe);
		for (int k = 1, rank = 1; k <= n; k++, rank++) {
			if (rank == r)
				rank++;
			c[card[k]].face = mask & 1u << (k - 1) ? face : CW_FACE_MAKE(rank, 0);
		}
		if (ask(l, probe, &f[mask]))
			return -1;
	}
	for (unsigned mask = 0; mask < 1u << n; mask++) {
		int size = popcount(mask);
		if (size < 2 || size > order)
			continue;
		int64_t d = 0;
		for (unsigned sub = mask;; sub = (sub - 1) & mask) {	/* every subset, mask itself first */
			d += (size - popcount(sub)) % 2 ? -f[sub] : f[sub];
			if (!sub)
				break;
		}
		if (!d)
			continue;
		if (m->nterms == CW_LTERMS_MAX || d > INT32_MAX || d < INT32_MIN)
			return -1;
		m->term[m->nterms++] = (cw_lterm){ (uint16_t)mask, (uint8_t)r, (int32_t)d };
	}
	return 0;
}

/* Whether two cards of different ranks change nothing together: for ranks
** r1 and r2 and every two slots, the score with r1 in the one and r2 in
** the other, less the scores with each alone, plus the score with neither
** (fillers of ranks other than both everywhere else) must be 0, and r1
** alone must change the score by its card value less the filler's. A
** scoring that fails (a king above a queen worth something, a wild card)
** is not the model's: 0, or -1. */
static int cross_ranks(const learner *l, const cw_state *base, cw_state *probe, const cw_card *card, int n, int r1,
		       int r2, const int *value)
{
	cw_face filler[CW_LTERMS_SLOTS + 1];
	for (int k = 1, rank = 1; k <= n; k++, rank++) {
		while (rank == r1 || rank == r2)
			rank++;
		filler[k] = rank <= 13 ? CW_FACE_MAKE(rank, 0) : CW_JOKER;
	}
	cw_face f1 = r1 ? CW_FACE_MAKE(r1, 0) : CW_JOKER, f2 = r2 ? CW_FACE_MAKE(r2, 0) : CW_JOKER;
	int64_t none, one[CW_LTERMS_SLOTS + 1], two[CW_LTERMS_SLOTS + 1];
	for (int a = 0; a <= n; a++)
		for (int b = 0; b <= n; b++) {
			if (a && b && a == b)
				continue;
			memcpy(probe, base, base->bytes);
			cw_cardrec *c = cw_state_cards(probe);
			for (int k = 1; k <= n; k++)
				c[card[k]].face = k == a ? f1 : k == b ? f2 : filler[k];
			int64_t v;
			if (ask_once(l, probe, &v))
				return -1;
			if (!a && !b)
				none = v;
			else if (!b)
				one[a] = v;
			else if (!a)
				two[b] = v;
			else if (v - one[a] - two[b] + none)
				return -1;
			if (a && !b && v - none != (int64_t)value[f1] - value[filler[a]])
				return -1;
		}
	return 0;
}

int64_t cw_lterms_layout(const cw_lterms *m, const cw_face *f, const int *value)
{
	int64_t v = 0;
	unsigned by_rank[14] = { 0 };
	for (int k = 1; k <= m->slots; k++)
		if (f[k] < CW_FACE_NONE) {
			v += value[f[k]];
			by_rank[cw_face_rank(f[k])] |= 1u << (k - 1);
		}
	for (int i = 0; i < m->nterms; i++) {
		const cw_lterm *t = &m->term[i];
		if ((by_rank[t->rank] & t->mask) == t->mask)
			v += t->delta;
	}
	return v;
}

/* One check's state: every card a card of the pack (the pack's cards dealt
** anew, so no face is there more often than the pack holds it), the
** seat's layout leaning to equal ranks, one suit or runs in three checks
** of four, and what else a hook may read drawn too. The layout's faces in
** f[1..n]. */
static void deal_check(cw_state *s, const cw_card *card, int n, const cw_face *pack, int npack, cw_face *f,
		       cw_rng *rng, int t)
{
	cw_face deck[CW_MAX_CARDS];
	int left = npack;
	memcpy(deck, pack, sizeof *deck * (size_t)npack);
	cw_cardrec *c = cw_state_cards(s);
	for (int k = 1; k <= n; k++) {
		int pick = (int)cw_rng_below(rng, (uint32_t)left), mode = t % 4;
		/* every fourth check is dealt at random; the others, two times in
		** three, take a card like one already in the layout, where the
		** pack has one left: of its rank (pairs, lines, squares), of its
		** suit (a flush), or the next rank of its suit (a run) */
		if (mode != 1 && k > 1 && cw_rng_below(rng, 3)) {
			cw_face like = mode == 3 ? f[k - 1] : f[1 + cw_rng_below(rng, (uint32_t)(k - 1))];
			int up = cw_rng_below(rng, 2) ? 1 : -1;
			for (int j = 0, start = pick; j < left; j++) {
				int i = (start + j) % left;
				cw_face x = deck[i];
				int fits = mode == 0 ? cw_face_rank(x) == cw_face_rank(like)
					 : mode == 2 ? x != CW_JOKER && like != CW_JOKER && cw_face_suit(x) == cw_face_suit(like)
						     : x != CW_JOKER && like != CW_JOKER && cw_face_suit(x) == cw_face_suit(like) &&
							       cw_face_rank(x) == cw_face_rank(like) + up;
				if (fits) {
					pick = i;
					break;
				}
			}
		}
		f[k] = deck[pick];
		deck[pick] = deck[--left];
		c[card[k]].face = f[k];
	}
	for (int i = 0; i < s->ncards; i++) {
		int in_layout = 0;
		for (int k = 1; k <= n && !in_layout; k++)
			in_layout = card[k] == (cw_card)i;
		if (!in_layout)
			c[i].face = left ? deck[cw_rng_below(rng, (uint32_t)left)] : pack[0];
	}
	s->round = 1 + cw_rng_below(rng, 20);
	s->dealer = (uint8_t)(1 + cw_rng_below(rng, s->nseats));
	s->turn = (uint8_t)(1 + cw_rng_below(rng, s->nseats));
	s->caller = (uint8_t)cw_rng_below(rng, s->nseats + 1u);
	s->last_caller = (uint8_t)cw_rng_below(rng, s->nseats + 1u);
	for (int i = 1; i <= s->nseats; i++) {
		s->total[i] = (int32_t)cw_rng_below(rng, 200) - 50;
		s->turns[i] = (uint16_t)cw_rng_below(rng, 10);
	}
	for (int i = 0; i < CW_MAX_VARS; i++)
		s->var[i] = (int32_t)cw_rng_below(rng, 5);
	for (int i = 0; i <= CW_MAX_SEATS; i++)
		for (int j = 0; j < CW_MAX_SEATVARS; j++)
			s->seatvar[i][j] = (int32_t)cw_rng_below(rng, 5);
}

static int learn(cw_lterms *m, const learner *l, const cw_state *base, cw_state *probe, const cw_card *card,
		 const cw_face *pack, int npack, const int *value)
{
	/* a rank's terms join at most as many cards as the pack holds of it */
	int order[14] = { 0 };
	long probes = 0;
	for (int i = 0; i < npack; i++)
		order[cw_face_rank(pack[i])]++;
	int n = m->slots;
	for (int r = 0; r <= 13; r++) {
		if (order[r] > n)
			order[r] = n;
		for (int k = 0; k <= order[r]; k++)
			probes += binomial(n, k);
		for (int r2 = r + 1; r2 <= 13; r2++)
			probes += order[r] && order[r2] ? 1 + 2 * n + n * (n - 1) : 0;
	}
	if (probes > CW_LTERMS_PROBES)
		return -1;
	int64_t *f = malloc(sizeof *f << m->slots);
	int rc = f ? 0 : -1;
	for (int r = 0; r <= 13 && !rc; r++)
		if (order[r])
			rc = learn_rank(m, l, base, probe, card, r, order[r], f);
	free(f);
	for (int r1 = 0; r1 <= 13 && !rc; r1++)
		for (int r2 = r1 + 1; r2 <= 13 && !rc; r2++)
			if (order[r1] && order[r2])
				rc = cross_ranks(l, base, probe, card, n, r1, r2, value);
	cw_rng rng;
	cw_rng_seed(&rng, 0x4C5445524D53ull);
	for (int t = 0; t < CHECKS && !rc; t++) {
		cw_face lay[CW_LTERMS_SLOTS + 1];
		memcpy(probe, base, base->bytes);
		deal_check(probe, card, m->slots, pack, npack, lay, &rng, t);
		int64_t v;
		rc = ask(l, probe, &v) || v != cw_lterms_layout(m, lay, value) ? -1 : 0;
	}
	return rc;
}

static int cmp_face(const void *a, const void *b)
{
	return (int)*(const cw_face *)a - (int)*(const cw_face *)b;
}

void cw_lterms_learn(cw_lterms *m, const cw_game *g, const cw_runtime *rt, int seat, const int *value)
{
	if (m->state)
		return;
	const cw_state *s = g->st;
	int n = seat >= 1 && seat <= s->nseats ? cw_state_layout_slots(s, seat) : 0;
	if (n < 1 || n > CW_LTERMS_SLOTS || !g->rules->score_seat) {
		m->state = -1;
		return;
	}
	for (int k = 1; k <= n; k++)
		if (cw_state_layout_slot(s, seat, k) == CW_NOCARD)
			return;		/* learned at a later call */
	m->state = -1;
	m->slots = n;
	m->nterms = 0;
	/* the pack's faces, as many of each as it holds: public; sorted, so
	** that nothing of the order the cards are numbered in (a real table's
	** deck line numbers them as dealt) reaches the checks */
	cw_face pack[CW_MAX_CARDS];
	int npack = 0;
	for (int i = 0; i < s->ncards && npack < CW_MAX_CARDS; i++)
		if (cw_state_ccards(s)[i].face < CW_FACE_NONE)
			pack[npack++] = cw_state_ccards(s)[i].face;
	qsort(pack, (size_t)npack, sizeof *pack, cmp_face);
	if (npack < n)
		return;
	cw_err err;
	cw_game *w = cw_game_clone(g, 0, &err);
	cw_state *base = w ? malloc(w->st->bytes) : NULL, *probe = base ? malloc(w->st->bytes) : NULL;
	if (probe) {
		cw_game_imagined(w);
		cw_lmodel_probe_faces(w->st, seat, g->cfg.secrets);
		memcpy(base, w->st, w->st->bytes);
		cw_card card[CW_LTERMS_SLOTS + 1];
		for (int k = 1; k <= n; k++)
			card[k] = cw_state_layout_slot(base, seat, k);
		learner l = { w, seat, rt, rt ? cw_runtime_instructions(rt) : 0 };
		if (!learn(m, &l, base, probe, card, pack, npack, value))
			m->state = 1;
	}
	free(probe);
	free(base);
	cw_game_free(w);
}
