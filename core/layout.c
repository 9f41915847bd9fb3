/*
** Layouts: grids of slots numbered 1..rows*cols row-major (NOTATION.md),
** which may grow beyond the grid (PW-5).
*/
#include <stdio.h>
#include <string.h>
#include "layout.h"
#include "event.h"

int cw_layout_grid(const cw_state *s, int seat)
{
	const cw_zonerec *z = &cw_state_czones(s)[cw_state_zone_of(s, seat, CW_ZS_LAYOUT)];
	return z->rows * z->cols;
}

int cw_layout_count(const cw_state *s, int seat)
{
	int n = 0, len = cw_state_layout_slots(s, seat);
	for (int k = 1; k <= len; k++)
		n += cw_state_layout_slot(s, seat, k) != CW_NOCARD;
	return n;
}

int cw_layout_first_down(const cw_state *s, int seat)
{
	int len = cw_state_layout_slots(s, seat);
	for (int k = 1; k <= len; k++) {
		cw_card c = cw_state_layout_slot(s, seat, k);
		if (c != CW_NOCARD && !cw_state_ccards(s)[c].up)
			return k;
	}
	return 0;
}

/* ---- the shuffle of one layout (CAM-P4, PW-20) ---- */

void cw_layout_shuffle_order(cw_game *g, const uint8_t *slots, int n, int check)
{
	if (n < 0 || n > CW_ACTION_ARGS || !slots)
		n = 0;
	memset(g->shuffle, 0, sizeof g->shuffle);
	if (n)
		memcpy(g->shuffle, slots, (size_t)n);
	g->nshuffle = (uint8_t)n;
	g->shuffle_check = (uint8_t)(check != 0);
}

/* The outcome as text: " 4 3 2 1". */
static const char *outcome_text(const uint8_t *v, int n, char *buf, size_t len)
{
	size_t k = 0;
	buf[0] = '\0';
	for (int i = 0; i < n && k < len; i++)
		k += (size_t)snprintf(buf + k, len - k, " %d", v[i]);
	return buf;
}

/* The given outcome must list each occupied slot once. */
static int valid_order(const cw_game *g, int seat, const uint8_t *slots, int n, cw_err *err)
{
	uint8_t seen[256] = { 0 };
	if (g->nshuffle != n)
		return cw_error_fail(err, CW_ECHANCE, "the shuffle's outcome lists %d slot%s, seat %d's layout has %d card%s",
			       g->nshuffle, g->nshuffle == 1 ? "" : "s", seat, n, n == 1 ? "" : "s");
	for (int i = 0; i < n; i++) {
		int k = g->shuffle[i], held = 0;
		for (int j = 0; j < n; j++)
			held |= slots[j] == k;
		if (!held)
			return cw_error_fail(err, CW_ECHANCE, "the shuffle's outcome names slot %d, which holds no card of seat %d", k,
				       seat);
		if (seen[k]++)
			return cw_error_fail(err, CW_ECHANCE, "the shuffle's outcome names slot %d twice", k);
	}
	return CW_OK;
}

/* The RNG's outcome: old slot numbers in new order, by the Fisher-Yates
** that power.lua drew with g:random before (i from n down to 2, j in 1..i). */
static void rng_order(cw_game *g, const uint8_t *slots, int n, uint8_t *out)
{
	memcpy(out, slots, (size_t)n);
	for (int i = n; i >= 2; i--) {
		int j = (int)cw_rng_below(&g->st->rng, (uint32_t)i) + 1;
		uint8_t t = out[i - 1];
		out[i - 1] = out[j - 1];
		out[j - 1] = t;
	}
}

/* Which old slot each occupied slot takes its card from: given or drawn. */
static int shuffle_outcome(cw_game *g, int seat, const uint8_t *slots, int n, uint8_t *out, cw_err *err)
{
	char want[64], got[64];
	if (g->chance_given && !g->nshuffle)
		return cw_error_fail(err, CW_ECHANCE, "seat %d's layout is shuffled here: a game from a real table gives the "
			       "outcome after the action, '= P1 P2 ...' (new slot i takes the card of old slot Pi, PW-20)", seat);
	if (g->nshuffle && valid_order(g, seat, slots, n, err))
		return err->code;
	if (g->nshuffle && !g->shuffle_check) {
		memcpy(out, g->shuffle, (size_t)n);
		return CW_OK;
	}
	rng_order(g, slots, n, out);
	if (g->nshuffle && memcmp(out, g->shuffle, (size_t)n))
		return cw_error_fail(err, CW_ECHANCE, "the shuffle's outcome '=%s' differs from the engine's shuffle '=%s'",
			       outcome_text(g->shuffle, n, want, sizeof want), outcome_text(out, n, got, sizeof got));
	return CW_OK;
}

int cw_layout_shuffle(cw_game *g, int seat, cw_err *err)
{
	cw_state *s = g->st;
	uint8_t slots[CW_ACTION_ARGS], outcome[CW_ACTION_ARGS];
	cw_card was[CW_ACTION_ARGS];
	int n = 0;
	if (seat < 1 || seat > s->nseats)
		return cw_error_fail(err, CW_EINVAL, "no seat %d", seat);
	for (int k = 1; k <= cw_state_layout_slots(s, seat); k++) {
		if (cw_state_layout_slot(s, seat, k) == CW_NOCARD)
			continue;
		if (n == CW_ACTION_ARGS)
			return cw_error_fail(err, CW_ELIMIT, "a layout of more than %d cards cannot be shuffled", CW_ACTION_ARGS);
		was[n] = cw_state_layout_slot(s, seat, k);
		slots[n++] = (uint8_t)k;
	}
	/* No card: nothing to shuffle, and no outcome for a recording to
	** hold (PW-20's `= P1 P2 ...` lists one slot or more). */
	if (n == 0)
		return CW_OK;
	int rc = shuffle_outcome(g, seat, slots, n, outcome, err);
	g->nshuffle = 0;
	if (rc)
		return rc;
	cw_zone z = cw_state_zone_of(s, seat, CW_ZS_LAYOUT);
	cw_card *a = cw_state_zone_cards(s, z);
	for (int i = 0; i < n; i++) {
		int from = 0;
		while (slots[from] != outcome[i])
			from++;
		cw_card c = was[from];
		cw_cardrec *r = &cw_state_cards(s)[c];
		a[slots[i] - 1] = c;
		r->pos = (uint16_t)(slots[i] - 1);
		r->known = r->up ? cw_state_all_seats(s) : 0;	/* nobody follows a face-down shuffle (PW-14) */
	}
	cw_event_emit_shuffle(g, z, n, outcome);
	return CW_OK;
}
