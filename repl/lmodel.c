#include <string.h>
#include "lmodel.h"

/* The seat's score of the probe layout in w: the variant's round scoring
** with no caller. Returns CW_OK or the hook's error. */
static int probe(cw_game *w, int seat, int32_t *out)
{
	cw_err err;
	memset(w->st->score, 0, sizeof w->st->score);
	w->st->caller = 0;
	int rc = w->rules->score_round(w->rules_ud, w, &err);
	*out = w->st->score[seat];
	return rc;
}

/* Slot k of the layout gets face f. */
static void put(cw_game *w, const cw_card *card, int k, cw_face f)
{
	cw_cards(w->st)[card[k]].face = f;
}

/* The fillers for rank r: slot k a card of the k-th rank other than r,
** so that no two fillers, and no filler and a probed card, share a rank. */
static void fill(cw_game *w, const cw_card *card, int n, int r)
{
	for (int k = 1, rank = 1; k <= n; k++, rank++) {
		if (rank == r)
			rank++;
		put(w, card, k, CW_FACE_MAKE(rank, 0));
	}
}

/* The pair terms of rank r: for slots a < b, the score with r in both
** less the scores with r in each alone, plus the score with neither. */
static int learn_rank(cw_lmodel *m, cw_game *w, int seat, const cw_card *card, int n, int r)
{
	cw_face face = r ? CW_FACE_MAKE(r, 0) : CW_JOKER;
	int32_t none, one[CW_LMODEL_SLOTS + 1];
	fill(w, card, n, r);
	if (probe(w, seat, &none))
		return -1;
	for (int a = 1; a <= n; a++) {
		fill(w, card, n, r);
		put(w, card, a, face);
		if (probe(w, seat, &one[a]))
			return -1;
	}
	for (int a = 1; a <= n; a++)
		for (int b = a + 1; b <= n; b++) {
			int32_t both;
			fill(w, card, n, r);
			put(w, card, a, face);
			put(w, card, b, face);
			if (probe(w, seat, &both))
				return -1;
			int32_t d = both - one[a] - one[b] + none;
			if (d && m->npairs < CW_LMODEL_PAIRS)
				m->pair[m->npairs++] = (cw_lmodel_pair){ (uint8_t)a, (uint8_t)b, (uint8_t)r, d };
		}
	return 0;
}

void cw_lmodel_learn(cw_lmodel *m, const cw_game *g, int seat)
{
	if (m->state)
		return;
	const cw_state *s = g->st;
	int n = seat >= 1 && seat <= s->nseats ? cw_layout_slots(s, seat) : 0;
	cw_card card[CW_LMODEL_SLOTS + 1];
	if (n < 2 || n > CW_LMODEL_SLOTS) {
		m->state = -1;
		return;
	}
	for (int k = 1; k <= n; k++)
		if ((card[k] = cw_layout_slot(s, seat, k)) == CW_NOCARD)
			return;		/* learned at a later decision */
	cw_err err;
	cw_game *w = cw_game_clone(g, 0, &err);
	if (!w) {
		m->state = -1;
		return;
	}
	w->no_rollback = 1;
	w->log_events = 0;
	/* every face is the probe's: none of the real deal */
	cw_cardrec *c = cw_cards(w->st);
	for (int i = 0; i < w->st->ncards; i++)
		c[i].face = CW_FACE_MAKE(1 + i % 13, (i / 13) % 4);
	m->npairs = 0;
	m->slots = n;
	int scored = 0;
	for (int r = 0; r <= 13; r++)
		scored += !learn_rank(m, w, seat, card, n, r);
	m->state = scored ? 1 : -1;
	cw_game_free(w);
}

double cw_lmodel_pairs(const cw_lmodel *m, const cw_state *s, int owner, int seat, int slot, cw_face in)
{
	if (m->state != 1)
		return 0;
	int n = cw_layout_slots(s, owner);
	cw_face f[CW_LMODEL_SLOTS + 1];
	if (n > m->slots)
		n = m->slots;
	for (int k = 1; k <= n; k++) {
		cw_card c = cw_layout_slot(s, owner, k);
		f[k] = k == slot ? in : c == CW_NOCARD ? CW_FACE_NONE : cw_view_face(s, c, seat);
	}
	double d = 0;
	for (int i = 0; i < m->npairs; i++) {
		const cw_lmodel_pair *p = &m->pair[i];
		if (p->b > n)
			continue;
		cw_face x = f[p->a], y = f[p->b];
		if (x < CW_FACE_NONE && y < CW_FACE_NONE && cw_face_rank(x) == p->rank && cw_face_rank(y) == p->rank)
			d += p->delta;
	}
	return d;
}

void cw_lmodel_print(const cw_lmodel *m, FILE *out)
{
	fprintf(out, "pair terms:");
	for (int i = 0; i < m->npairs; i++)
		fprintf(out, "%s %d-%d %d %+d", i ? "," : "", m->pair[i].a, m->pair[i].b, m->pair[i].rank,
			(int)m->pair[i].delta);
	fprintf(out, "%s\n", m->state != 1 ? " not learned" : m->npairs ? "" : " none");
}
