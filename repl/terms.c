#include <stdio.h>
#include <string.h>
#include "render.h"
#include "terms.h"
#include "../lua/runtime.h"

int cw_terms_layout(cw_runtime *rt, const cw_state *s, int seat, int *score, char *named, size_t n_named)
{
	if (named && n_named)
		named[0] = '\0';
	cw_zone z = cw_state_zone_of(s, seat, CW_ZS_LAYOUT);
	const cw_zonerec *zr = &cw_state_czones(s)[z];
	char text[256] = "", face[8];
	int grid = zr->rows * zr->cols, n = zr->len > grid ? zr->len : grid;
	if (!rt || !zr->cols || n > CW_MAX_CARDS)
		return -1;
	for (int k = 0; k < n; k++) {
		cw_card c = cw_state_zone_at(s, z, k);	/* past the zone's length: an empty slot */
		if (c != CW_NOCARD && !cw_state_ccards(s)[c].up)
			return -1;	/* only what every seat sees at the end */
		snprintf(text + strlen(text), sizeof text - strlen(text), "%s%s", k == 0 ? "" : k % zr->cols ? " " : " / ",
			 c == CW_NOCARD ? "-" : cw_face_format(cw_state_ccards(s)[c].face, face));
	}
	if (strlen(text) + 1 >= sizeof text)
		return -1;	/* cut short: no layout */
	cw_err err;
	/* the tally of bonuses, taken before and after: what this scoring named */
	uint32_t fired[CW_RUNTIME_BONUSES][CW_MAX_SEATS + 1];
	cw_runtime_bonus_take(rt, NULL);
	if (cw_runtime_score_layout(rt, text, score, &err))
		return -1;
	if (named && n_named && cw_runtime_bonus_take(rt, fired)) {
		int nk = cw_runtime_bonuses(rt), said = 0, count = 0;
		for (int k = 0; k < nk; k++)
			count += fired[k][1] > 0;	/* the layout is scored as seat 1's */
		/* at most CW_RUNTIME_BONUSES keys of 31 bytes, each with its
		** count: a buffer of 1024 holds them; one that does not stops
		** at a whole key and says how many more */
		for (int k = 0; k < nk; k++)
			if (fired[k][1]) {
				char one[64];
				size_t at = strlen(named);
				snprintf(one, sizeof one, "%s%s", said + 1 == 1 ? "" : said + 1 == count ? " and " : ", ",
					 cw_runtime_bonus_key(rt, k));
				if (fired[k][1] > 1)
					snprintf(one + strlen(one), sizeof one - strlen(one), " x%u", (unsigned)fired[k][1]);
				if (at + strlen(one) + 24 >= n_named) {
					snprintf(named + at, n_named - at, " and %d more", count - said);
					break;
				}
				memcpy(named + at, one, strlen(one) + 1);
				said++;
			}
	}
	return 0;
}

int cw_terms_uncalled(const cw_game *g, const cw_state *s, int seat, int *score)
{
	cw_err err;
	if (!g || s->bytes != g->st->bytes)
		return -1;
	cw_game *w = cw_game_clone(g, 0, &err);
	if (!w)
		return -1;
	w->no_rollback = 1;
	memcpy(w->st, s, s->bytes);
	w->st->caller = 0;
	memset(w->st->score, 0, sizeof w->st->score);
	int rc = w->rules->score_round(w->rules_ud, w, &err);
	if (!rc)
		*score = w->st->score[seat];
	cw_game_free(w);
	return rc ? -1 : 0;
}

static int layout_score(void *ud, const cw_state *s, int seat, int *score, char *named, size_t n)
{
	const cw_terms *t = ud;
	return cw_terms_layout(*t->rt, s, seat, score, named, n);
}

static int uncalled_score(void *ud, const cw_state *s, int seat, int *score)
{
	const cw_terms *t = ud;
	return cw_terms_uncalled(*t->g, s, seat, score);
}

void cw_terms_attach(cw_render *r, cw_terms *t)
{
	r->layout_score = layout_score;
	r->uncalled_score = uncalled_score;
	r->layout_ud = t;
}
