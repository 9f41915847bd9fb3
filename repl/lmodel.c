#include <stdlib.h>
#include <string.h>
#include "lmodel.h"
#include "../core/zone.h"

int cw_lmodel_score(cw_game *w, cw_state *saved, int32_t *first, int32_t *again)
{
	cw_err err;
	int n = w->st->nseats;
	memset(w->st->score, 0, sizeof w->st->score);
	memcpy(saved, w->st, w->st->bytes);
	for (int i = 0; i < 2; i++) {
		int rc = w->rules->score_round(w->rules_ud, w, &err);
		memcpy(i ? again : first, w->st->score, sizeof *first * (size_t)(n + 1));
		memcpy(w->st, saved, saved->bytes);
		if (rc)
			return rc;
	}
	return CW_OK;
}

/* The seat's score of the probe layout in w with no caller: a hook that
** answers twice differently for one layout is refused (the model's state
** becomes CW_LMODEL_IMPURE), not followed, since the playouts need a
** score that is a function of the cards. Returns CW_OK, the hook's error
** code, or -1 when it was refused. */
static int probe(cw_lmodel *m, cw_game *w, cw_state *saved, int seat, int32_t *out)
{
	int32_t first[CW_MAX_SEATS + 1], again[CW_MAX_SEATS + 1];
	w->st->caller = 0;
	int rc = cw_lmodel_score(w, saved, first, again);
	if (rc)
		return rc;
	*out = first[seat];
	if (again[seat] != first[seat]) {
		m->impure[0] = first[seat];
		m->impure[1] = again[seat];
		m->state = CW_LMODEL_IMPURE;
		return -1;
	}
	return CW_OK;
}

/* Slot k of the layout gets face f. */
static void put(cw_game *w, const cw_card *card, int k, cw_face f)
{
	cw_state_cards(w->st)[card[k]].face = f;
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
** less the scores with r in each alone, plus the score with neither (in
** 64 bits: scores reach both ends of 32 bits; a term past them is cut to
** the nearest end). Returns 0, -1 when a probe failed (the rank is left
** out), -2 when learning must stop (a hook that spent its whole budget
** would spend it again on every probe; a score refused as impure). */
static int learn_rank(cw_lmodel *m, cw_game *w, cw_state *saved, int seat, const cw_card *card, int n, int r)
{
	cw_face face = r ? CW_FACE_MAKE(r, 0) : CW_JOKER;
	int32_t none, one[CW_LMODEL_SLOTS + 1];
	int rc;
	fill(w, card, n, r);
	if ((rc = probe(m, w, saved, seat, &none)))
		return rc == CW_EBUDGET || rc < 0 ? -2 : -1;
	for (int a = 1; a <= n; a++) {
		fill(w, card, n, r);
		put(w, card, a, face);
		if ((rc = probe(m, w, saved, seat, &one[a])))
			return rc == CW_EBUDGET || rc < 0 ? -2 : -1;
	}
	for (int a = 1; a <= n; a++)
		for (int b = a + 1; b <= n; b++) {
			int32_t both;
			fill(w, card, n, r);
			put(w, card, a, face);
			put(w, card, b, face);
			if ((rc = probe(m, w, saved, seat, &both)))
				return rc == CW_EBUDGET || rc < 0 ? -2 : -1;
			int64_t d = (int64_t)both - one[a] - one[b] + none;
			if (d > INT32_MAX)
				d = INT32_MAX;
			if (d < INT32_MIN)
				d = INT32_MIN;
			if (d && m->npairs < CW_LMODEL_PAIRS)
				m->pair[m->npairs++] = (cw_lmodel_pair){ (uint8_t)a, (uint8_t)b, (uint8_t)r, (int32_t)d };
		}
	return 0;
}

void cw_lmodel_probe_faces(cw_state *s, int seat, const cw_secrets *sec)
{
	cw_knowledge_forget(s, seat, sec);
	/* nor the game's generator, whose state would tell the deal's
	** shuffle to a hook's g:random: one of no game */
	cw_rng_seed(&s->rng, 0x50524F42ull);
	/* Not by card: a card's number follows the pack's order, so a face
	** set by it is the card's real face, and one set by any function of
	** it still tells which card lies where. The numbers themselves go by
	** place too, the first place's card number 0 and so on, so that a
	** hook that reads a handle as a number reads only where it lies. */
	cw_cardrec *c = cw_state_cards(s);
	cw_card from[CW_MAX_CARDS] = { 0 }, to[CW_MAX_CARDS] = { 0 };
	uint8_t placed[CW_MAX_CARDS] = { 0 };
	uint32_t n = 0;
	for (cw_zone z = 0; z < s->nzones; z++)
		for (int i = 0; i < cw_state_zone_len(s, z); i++) {
			cw_card x = cw_state_zone_at(s, z, i);
			if (x != CW_NOCARD && n < CW_MAX_CARDS)
				placed[x] = 1, from[n++] = x;
		}
	/* the cards that lie nowhere take the numbers left */
	uint32_t all = n;
	for (int i = 0; i < s->ncards && all < CW_MAX_CARDS; i++)
		if (!placed[i])
			from[all++] = (cw_card)i;
	for (uint32_t i = 0; i < all; i++)
		to[i] = (cw_card)i;
	cw_zone_renumber(s, from, to, all);
	for (int i = 0; i < s->ncards; i++)
		c[i].face = CW_FACE_MAKE(1, 0);
	for (uint32_t k = 0; k < n; k++)
		c[k].face = CW_FACE_MAKE(1 + k % 13, (k / 13) % 4);
}

void cw_lmodel_learn(cw_lmodel *m, const cw_game *g, int seat)
{
	if (m->state)
		return;
	const cw_state *s = g->st;
	int n = seat >= 1 && seat <= s->nseats ? cw_state_layout_slots(s, seat) : 0;
	cw_card card[CW_LMODEL_SLOTS + 1];
	if (n < 2 || n > CW_LMODEL_SLOTS) {
		m->state = -1;
		return;
	}
	for (int k = 1; k <= n; k++)
		if ((card[k] = cw_state_layout_slot(s, seat, k)) == CW_NOCARD)
			return;		/* learned at a later decision */
	cw_err err;
	cw_game *w = cw_game_clone(g, 0, &err);
	if (!w) {
		m->state = -1;
		return;
	}
	cw_game_imagined(w);
	cw_lmodel_probe_faces(w->st, seat, g->cfg.secrets);
	/* the layout's cards by their numbers in the probe */
	for (int k = 1; k <= n; k++)
		card[k] = cw_state_layout_slot(w->st, seat, k);
	m->npairs = 0;
	m->slots = n;
	int scored = 0, rc = 0;
	cw_state *saved = malloc(w->st->bytes);
	for (int r = 0; saved && r <= 13 && rc > -2; r++)
		scored += !(rc = learn_rank(m, w, saved, seat, card, n, r));
	if (m->state != CW_LMODEL_IMPURE)
		m->state = scored && rc > -2 ? 1 : -1;
	free(saved);
	cw_game_free(w);
}

double cw_lmodel_pairs(const cw_lmodel *m, const cw_state *s, int owner, int seat, int slot, cw_face in)
{
	if (m->state != 1)
		return 0;
	int n = cw_state_layout_slots(s, owner);
	cw_face f[CW_LMODEL_SLOTS + 1];
	if (n > m->slots)
		n = m->slots;
	for (int k = 1; k <= n; k++) {
		cw_card c = cw_state_layout_slot(s, owner, k);
		f[k] = k == slot ? in : c == CW_NOCARD ? CW_FACE_NONE : cw_knowledge_face(s, c, seat);
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
