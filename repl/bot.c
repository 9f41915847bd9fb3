#include <stdio.h>
#include <string.h>
#include "bot.h"

int cw_bot_kind(const char *name)
{
	if (!strcmp(name, "random"))
		return CW_BOT_RANDOM;
	if (!strcmp(name, "greedy") || !strcmp(name, "bot"))
		return CW_BOT_GREEDY;
	return CW_BOT_HUMAN;
}

const char *cw_bot_kind_name(int kind)
{
	return kind == CW_BOT_RANDOM ? "random" : kind == CW_BOT_GREEDY ? "greedy" : "person";
}

void cw_bot_init(cw_bot *b, int kind, uint64_t seed)
{
	memset(b, 0, sizeof *b);
	b->kind = kind;
	cw_rng_seed(&b->rng, seed);
}

static int learn_values(cw_bot *b, cw_runtime *rt, cw_err *err)
{
	double sum = 0;
	int n = 0;
	for (int rank = 0; rank <= 13; rank++)
		for (int suit = 0; suit < 4; suit++) {
			cw_face f = rank ? CW_FACE_MAKE(rank, suit) : CW_JOKER;
			if (cw_runtime_face_value(rt, f, &b->value[f], err))
				return err->code;
			if (rank) {
				sum += b->value[f];
				n++;
			}
			if (!rank)
				break;
		}
	b->mean = sum / n;
	b->values_known = 1;
	return CW_OK;
}

/* The legal action whose text is `text`, or -1. */
static int find(const cw_game *g, const cw_action *legal, uint32_t n, const char *text)
{
	char buf[160];
	for (uint32_t i = 0; i < n; i++) {
		cw_action_format(g->verbs, &legal[i], g->st->actor, buf, sizeof buf);
		if (!strcmp(buf, text))
			return (int)i;
	}
	return -1;
}

/* What the seat may estimate of its own layout: the values of the cards
** it sees, the pack's mean for the others. Also the slot to replace: the
** highest known card, or an unknown one when the mean is higher. */
static double estimate(const cw_bot *b, const cw_state *s, int seat, int *worst_slot, double *worst_value)
{
	double total = 0;
	*worst_slot = 0;
	*worst_value = -1e9;
	for (int k = 1; k <= cw_layout_slots(s, seat); k++) {
		cw_card c = cw_layout_slot(s, seat, k);
		if (c == CW_NOCARD)
			continue;
		cw_face f = cw_view_face(s, c, seat);
		double v = f == CW_FACE_HIDDEN ? b->mean : b->value[f];
		total += v;
		if (v > *worst_value) {
			*worst_value = v;
			*worst_slot = k;
		}
	}
	return total;
}

static int greedy(cw_bot *b, cw_game *g, const cw_action *legal, uint32_t n)
{
	const cw_state *s = g->st;
	int seat = s->actor, worst_slot, i;
	double worst;
	char text[32];
	double est = estimate(b, s, seat, &worst_slot, &worst);
	cw_card held = cw_zone_top(s, cw_zone_of(s, seat, CW_ZS_HELD));
	if (held != CW_NOCARD) {
		cw_face f = cw_view_face(s, held, seat);
		double v = f == CW_FACE_HIDDEN ? b->mean : b->value[f];
		snprintf(text, sizeof text, "swap %d", worst_slot);
		if (v < worst && (i = find(g, legal, n, text)) >= 0)
			return i;
		if ((i = find(g, legal, n, "discard")) >= 0)
			return i;
		if ((i = find(g, legal, n, text)) >= 0)
			return i;
		return -1;
	}
	int slots = cw_layout_count(s, seat);
	if (est <= 2.0 * slots && (i = find(g, legal, n, "knock")) >= 0)
		return i;
	cw_card top = cw_zone_top(s, CW_DISCARD);
	if (top != CW_NOCARD) {
		cw_face f = cw_view_face(s, top, seat);
		if (f != CW_FACE_HIDDEN && b->value[f] + 2 < worst && b->value[f] <= b->mean &&
		    (i = find(g, legal, n, "draw discard")) >= 0)
			return i;
	}
	if ((i = find(g, legal, n, "draw stock")) >= 0)
		return i;
	return -1;
}

int cw_bot_choose(cw_bot *b, cw_runtime *rt, cw_game *g, cw_action *out, cw_err *err)
{
	uint32_t n;
	const cw_action *legal = cw_legal(g, &n);
	if (n == 0)
		return cw_fail(err, CW_ESTATE, "no legal action");
	int pick = -1;
	if (b->kind == CW_BOT_GREEDY) {
		if (!b->values_known && learn_values(b, rt, err))
			return err->code;
		pick = greedy(b, g, legal, n);
	}
	if (pick < 0)
		pick = (int)cw_rng_below(&b->rng, n);
	*out = legal[pick];
	return CW_OK;
}
