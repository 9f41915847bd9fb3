/*
** The draw-meld-discard kit (meld.h): meld validity and table order, and
** the enumeration of a seat's plays. A seat's position is loaded once into
** a small array of cards (hand, extra card, then each meld's cards), and
** every candidate is a list of indices into it, so a candidate costs no
** allocation and no lookup beyond the card's face.
*/
#include <stdio.h>
#include <string.h>
#include "meld.h"
#include "engine.h"

#define ZONES_MAX 16

typedef struct pos {
	const cw_state *st;
	const cw_meld_rules *r;
	int n;				/* cards: avail first, then the melds' */
	cw_card card[CW_MELD_CARDS];
	uint8_t rank[CW_MELD_CARDS], suit[CW_MELD_CARDS];
	int8_t origin[CW_MELD_CARDS];	/* meld number, 0 for hand and extra */
	int nz;				/* meld zones */
	int mfirst[ZONES_MAX + 1], mlen[ZONES_MAX + 1];	/* meld k: indices mfirst..+mlen */
	int used;			/* melds with cards */
	const cw_meld_ask *q;
	int must, loose;		/* indices, -1 for none */
	cw_meld_emit emit;
	void *ud;
} pos;

void cw_meld_rules_default(cw_meld_rules *r, int zones)
{
	memset(r, 0, sizeof *r);
	r->run_min = 3;
	r->run_max = 10;
	r->set_min = 3;
	r->set_max = 4;
	r->piles = zones;
}

int cw_meld_rules_check(const cw_meld_rules *r, int zones, const char **field, char *expected, size_t n)
{
	int top = r->ace_high ? CW_MELD_RUN_MAX : CW_MELD_RUN_MAX - 1;
	if (r->run_min < 2 || r->run_min > top) {
		*field = "run_min";
		snprintf(expected, n, "a number from 2 to %d", top);
	} else if (r->run_max < r->run_min || r->run_max > top) {
		*field = "run_max";
		snprintf(expected, n, "a number from run_min (%d) to %d", r->run_min, top);
	} else if (r->set_min < 2 || r->set_min > CW_MELD_SET_MAX) {
		*field = "set_min";
		snprintf(expected, n, "a number from 2 to %d", CW_MELD_SET_MAX);
	} else if (r->set_max < r->set_min || r->set_max > CW_MELD_SET_MAX) {
		*field = "set_max";
		snprintf(expected, n, "a number from set_min (%d) to %d", r->set_min, CW_MELD_SET_MAX);
	} else if (zones < 1 || zones > ZONES_MAX) {
		*field = "melds";
		snprintf(expected, n, "1 to %d meld zones per seat (the variant's `melds`), not %d", ZONES_MAX, zones);
	} else if (r->piles < 1 || r->piles > zones) {
		*field = "piles";
		snprintf(expected, n, "a number from 1 to the variant's meld zones (%d)", zones);
	} else
		return CW_OK;
	return CW_EINVAL;
}

/* ---- meld validity ---- */

static int face_rank(const cw_state *st, cw_card c) { return cw_face_rank(cw_state_ccards(st)[c].face); }
static int face_suit(const cw_state *st, cw_card c) { return cw_face_suit(cw_state_ccards(st)[c].face); }
static int is_red_suit(int s) { return s == CW_DIAMONDS || s == CW_HEARTS; }

/* A set in table order: alternating colours, the colour with
** more cards first (black when equal), clubs before spades and diamonds
** before hearts. */
static void arrange_set(const cw_state *st, cw_card *cards, int n)
{
	cw_card black[CW_MELD_SET_MAX], red[CW_MELD_SET_MAX];
	int nb = 0, nr = 0;
	for (int s = 0; s < 4; s++)	/* suits in order: a stable sort by suit */
		for (int i = 0; i < n; i++)
			if (face_suit(st, cards[i]) == s) {
				if (is_red_suit(s))
					red[nr++] = cards[i];
				else
					black[nb++] = cards[i];
			}
	cw_card *first = black, *second = red;
	int nf = nb, ns = nr;
	if (nr > nb) {
		first = red, second = black;
		nf = nr, ns = nb;
	}
	int k = 0;
	for (int i = 0; i < nf || i < ns; i++) {
		if (i < nf)
			cards[k++] = first[i];
		if (i < ns)
			cards[k++] = second[i];
	}
}

static int run_value(const cw_state *st, cw_card c, int acehigh)
{
	int r = face_rank(st, c);
	return r == 1 && acehigh ? 14 : r;
}

/* Sorts cards by run value (stable insertion sort; runs are short). */
static void sort_run(const cw_state *st, cw_card *cards, int n, int acehigh)
{
	for (int i = 1; i < n; i++) {
		cw_card c = cards[i];
		int v = run_value(st, c, acehigh), j = i;
		while (j > 0 && run_value(st, cards[j - 1], acehigh) > v) {
			cards[j] = cards[j - 1];
			j--;
		}
		cards[j] = c;
	}
}

static int try_run(const cw_state *st, cw_card *cards, int n, int acehigh, int *low)
{
	cw_card t[CW_MELD_RUN_MAX];
	memcpy(t, cards, sizeof *t * (size_t)n);
	sort_run(st, t, n, acehigh);
	for (int i = 1; i < n; i++)
		if (run_value(st, t[i], acehigh) != run_value(st, t[i - 1], acehigh) + 1)
			return 0;
	memcpy(cards, t, sizeof *t * (size_t)n);
	*low = run_value(st, t[0], acehigh);
	return 1;
}

int cw_meld_arrange(const cw_state *st, const cw_meld_rules *r, cw_card *cards, int n, int *low)
{
	int lo = 0;
	if (n < 1)
		return 0;
	for (int i = 0; i < n; i++)
		if (cw_face_is_joker(cw_state_ccards(st)[cards[i]].face))
			return 0;
	int rank = face_rank(st, cards[0]), same = 1;
	for (int i = 1; i < n; i++)
		if (face_rank(st, cards[i]) != rank)
			same = 0;
	if (same) {
		if (n < r->set_min || n > r->set_max)
			return 0;
		arrange_set(st, cards, n);
		if (low)
			*low = rank;
		return CW_MELD_SET;
	}
	if (n < r->run_min || n > r->run_max)
		return 0;
	int suit = face_suit(st, cards[0]);
	for (int i = 1; i < n; i++)
		if (face_suit(st, cards[i]) != suit)
			return 0;
	if (!try_run(st, cards, n, 0, &lo) && !(r->ace_high && try_run(st, cards, n, 1, &lo)))
		return 0;
	if (low)
		*low = lo;
	return CW_MELD_RUN;
}

void cw_meld_shape(const cw_state *st, const cw_meld_rules *r, const cw_card *cards, int n, cw_meld_form *out)
{
	int count[14] = { 0 }, m = 0;
	unsigned sm = 0, cm = 0, ranks[4] = { 0 };
	for (int i = 0; i < n; i++) {
		cw_face f = cw_state_ccards(st)[cards[i]].face;
		if (cw_face_is_joker(f))
			continue;
		int rk = cw_face_rank(f);
		if (rk >= 1 && rk <= 13 && ++count[rk] > m)
			m = count[rk];
		int su = cw_face_suit(f);
		sm |= 1u << su;
		cm |= 1u << is_red_suit(su);
		if (su >= 0 && su < 4 && rk >= 1 && rk <= 13)
			ranks[su] |= 1u << rk;
	}
	int touching = 0;
	for (int su = 0; su < 4; su++) {
		unsigned b = ranks[su];
		if (r && r->ace_high && (b & 2u))
			b |= 1u << 14;	/* the ace above the king too */
		touching += __builtin_popcount(b & (b >> 1));
	}
	out->most = m;
	out->suits = __builtin_popcount(sm);
	out->colours = __builtin_popcount(cm);
	out->touching = touching;
}

/* ---- a seat's position ---- */

static int load(pos *p, const cw_state *st, const cw_meld_rules *r, const cw_meld_ask *q, cw_err *err)
{
	p->n = 0;
	p->used = 0;
	p->st = st;
	p->r = r;
	p->q = q;
	p->must = p->loose = -1;
	p->nz = st->nmelds < ZONES_MAX ? st->nmelds : ZONES_MAX;
	cw_zone hand = cw_state_zone_of(st, q->seat, CW_ZS_HAND);
	int total = cw_state_zone_len(st, hand) + (q->extra != CW_NOCARD);
	for (int k = 1; k <= p->nz; k++)
		total += cw_state_zone_len(st, cw_state_zone_of(st, q->seat, CW_ZS_MELD0 + k - 1));
	if (total > CW_MELD_CARDS)
		return cw_error_fail(err, CW_ELIMIT, "seat %d has %d cards in hand and on its table, more than the meld kit's %d",
			       q->seat, total, CW_MELD_CARDS);
	for (int i = 0; i < cw_state_zone_len(st, hand); i++)
		p->card[p->n++] = cw_state_zone_at(st, hand, i);
	if (q->extra != CW_NOCARD)
		p->card[p->n++] = q->extra;
	for (int i = 0; i < p->n; i++)
		p->origin[i] = 0;
	for (int k = 1; k <= p->nz; k++) {
		cw_zone z = cw_state_zone_of(st, q->seat, CW_ZS_MELD0 + k - 1);
		p->mfirst[k] = p->n;
		p->mlen[k] = cw_state_zone_len(st, z);
		if (p->mlen[k])
			p->used++;
		for (int i = 0; i < p->mlen[k]; i++) {
			p->origin[p->n] = (int8_t)k;
			p->card[p->n++] = cw_state_zone_at(st, z, i);
		}
	}
	for (int i = 0; i < p->n; i++) {
		cw_face f = cw_state_ccards(st)[p->card[i]].face;
		p->rank[i] = (uint8_t)cw_face_rank(f);
		p->suit[i] = cw_face_is_joker(f) ? 4 : (uint8_t)cw_face_suit(f);
		if (p->card[i] == q->must)
			p->must = i;
		if (p->card[i] == q->loose)
			p->loose = i;
	}
	return CW_OK;
}

int cw_meld_pieces(const cw_state *st, const cw_meld_rules *r, const cw_card *rest, int n, cw_card *sorted, int *start,
		   int max)
{
	if (n < 1 || n > CW_MELD_CARDS)
		return 0;
	for (int acehigh = 0; acehigh <= (r->ace_high ? 1 : 0); acehigh++) {
		memcpy(sorted, rest, sizeof *sorted * (size_t)n);
		sort_run(st, sorted, n, acehigh);
		int pieces = 0, fine = 1;
		start[0] = 0;
		for (int i = 1; i <= n && fine; i++) {
			if (i < n && run_value(st, sorted[i], acehigh) == run_value(st, sorted[i - 1], acehigh) + 1)
				continue;
			cw_card piece[CW_MELD_CARDS];
			int from = start[pieces];
			memcpy(piece, sorted + from, sizeof *sorted * (size_t)(i - from));
			if (i - from > CW_MELD_RUN_MAX || !cw_meld_arrange(st, r, piece, i - from, NULL) || pieces >= max)
				fine = 0;
			else
				start[++pieces] = i;
		}
		if (fine)
			return pieces;
	}
	return 0;
}

/* The pieces a run leaves when cards are taken from it (with an
** inner split allowed): their number, or 0 when some piece is no meld. */
static int run_pieces(const pos *p, const cw_card *rest, int n)
{
	cw_card sorted[CW_MELD_CARDS];
	int start[CW_MELD_CARDS + 1];
	return cw_meld_pieces(p->st, p->r, rest, n, sorted, start, CW_MELD_CARDS);
}

/* After taking the cards marked in `taken` (indices) from the seat's
** melds: -1 when some meld is left invalid, else the number of extra
** melds that split runs need. */
static int after_taking(const pos *p, const uint8_t *taken)
{
	int extra = 0;
	for (int k = 1; k <= p->nz; k++) {
		if (!p->mlen[k])
			continue;
		cw_card rest[CW_MELD_CARDS];
		int nrest = 0, took = 0;
		for (int i = p->mfirst[k]; i < p->mfirst[k] + p->mlen[k]; i++) {
			if (taken[i])
				took = 1;
			else
				rest[nrest++] = p->card[i];
		}
		if (!took)
			continue;
		cw_card probe[CW_MELD_CARDS];
		memcpy(probe, rest, sizeof *rest * (size_t)nrest);
		if (nrest <= CW_MELD_RUN_MAX && cw_meld_arrange(p->st, p->r, probe, nrest, NULL))
			continue;
		if (!p->r->split_inner || nrest < 2 * p->r->run_min)
			return -1;
		cw_card whole[CW_MELD_CARDS];
		memcpy(whole, p->card + p->mfirst[k], sizeof *whole * (size_t)p->mlen[k]);
		if (p->mlen[k] > CW_MELD_RUN_MAX || cw_meld_arrange(p->st, p->r, whole, p->mlen[k], NULL) != CW_MELD_RUN)
			return -1;
		int pieces = run_pieces(p, rest, nrest);
		if (!pieces)
			return -1;
		extra += pieces - 1;
	}
	return extra;
}

/* Whether a play of the cards idx[0..n) that makes `new_melds` new melds
** leaves every meld valid and the seat within its piles. */
static int fits(const pos *p, const uint8_t *idx, int n, int new_melds)
{
	uint8_t taken[CW_MELD_CARDS] = { 0 };
	for (int i = 0; i < n; i++)
		if (p->origin[idx[i]])
			taken[idx[i]] = 1;
	int extra = after_taking(p, taken);
	return extra >= 0 && p->used + new_melds + extra <= p->r->piles;
}

static int contains(const uint8_t *idx, int n, int want)
{
	for (int i = 0; i < n; i++)
		if (idx[i] == want)
			return 1;
	return 0;
}

static int emit_cards(pos *p, int kind, const cw_card *cards, int n, int from, int to)
{
	cw_meld_play play;
	play.kind = kind;
	play.n = n;
	memcpy(play.cards, cards, sizeof *cards * (size_t)n);
	play.from = from;
	play.to = to;
	return p->emit(p->ud, &play);
}

/* A candidate new meld (indices): offered when it holds the card it must,
** the loose card when new melds need it, is a meld and fits. */
static int new_meld(pos *p, const uint8_t *idx, int n)
{
	if (p->must >= 0 && !contains(idx, n, p->must))
		return 0;
	if (p->r->new_needs_loose && (p->loose < 0 || !contains(idx, n, p->loose)))
		return 0;
	if (n > CW_MELD_RUN_MAX)
		return 0;
	cw_card cards[CW_MELD_RUN_MAX];
	for (int i = 0; i < n; i++)
		cards[i] = p->card[idx[i]];
	if (!cw_meld_arrange(p->st, p->r, cards, n, NULL) || !fits(p, idx, n, 1))
		return 0;
	return emit_cards(p, CW_MELD_NEW, cards, n, 0, 0);
}

/* New melds: every set of a rank's cards (subsets in the order of the
** position), then every run of each suit, shortest first from each start. */
static int new_melds(pos *p)
{
	const cw_meld_rules *r = p->r;
	int rc;
	/* Each rank's and suit's cards counted in one pass: most ranks hold
	** fewer cards than a set and most suits fewer than a run, and are not
	** scanned for them. */
	int nrank[16] = { 0 }, nsuit[4] = { 0 };
	for (int i = 0; i < p->n; i++) {
		if (p->suit[i] < 4 && p->rank[i] < 16)
			nrank[p->rank[i]]++;
		if (p->suit[i] < 4 && p->rank[i] >= 1)
			nsuit[p->suit[i]]++;
	}
	for (int rank = 1; rank <= 13; rank++) {
		uint8_t t[CW_MELD_CARDS];
		int n = 0;
		if (nrank[rank] < r->set_min)
			continue;
		for (int i = 0; i < p->n; i++)
			if (p->rank[i] == rank && p->suit[i] < 4)
				t[n++] = (uint8_t)i;
		if (n < r->set_min)
			continue;
		if (n > 12)
			n = 12;	/* more than a set can hold; keeps the subsets countable */
		for (unsigned mask = 0; mask < (1u << n); mask++) {
			uint8_t sub[CW_MELD_CARDS];
			int k = 0;
			for (int i = 0; i < n; i++)
				if (mask & (1u << i))
					sub[k++] = t[i];
			if (k >= r->set_min && k <= r->set_max && (rc = new_meld(p, sub, k)))
				return rc;
		}
	}
	int top = r->ace_high ? 14 : 13;
	for (int s = 0; s < 4; s++) {
		int at[15], count = 0;
		if (nsuit[s] < r->run_min)
			continue;
		for (int v = 0; v < 15; v++)
			at[v] = -1;
		for (int i = 0; i < p->n; i++)
			if (p->suit[i] == s && p->rank[i] >= 1) {
				at[p->rank[i]] = i;
				if (p->rank[i] == 1 && r->ace_high)
					at[14] = i;
				count++;
			}
		if (count < r->run_min)
			continue;
		for (int a = 1; a <= top - r->run_min + 1; a++) {
			uint8_t run[CW_MELD_RUN_MAX];
			int n = 0;
			for (int b = a; b <= top && b <= a + r->run_max - 1; b++) {
				if (at[b] < 0 || (b == 14 && a == 1))	/* one ace is never both ends */
					break;
				run[n++] = (uint8_t)at[b];
				if (n >= r->run_min && (rc = new_meld(p, run, n)))
					return rc;
			}
		}
	}
	return 0;
}

/* Lay-offs of several cards on the run in meld k: a cards below it and b
** above it (a + b >= 2), from hand, extra card or other melds. */
static int run_layoffs(pos *p, int k)
{
	const cw_meld_rules *r = p->r;
	cw_card m[CW_MELD_RUN_MAX];
	int len = p->mlen[k], low;
	if (len > CW_MELD_RUN_MAX)
		return 0;
	memcpy(m, p->card + p->mfirst[k], sizeof *m * (size_t)len);
	if (cw_meld_arrange(p->st, r, m, len, &low) != CW_MELD_RUN)
		return 0;
	int suit = face_suit(p->st, m[0]);
	int at[15];
	for (int v = 0; v < 15; v++)
		at[v] = -1;
	for (int i = 0; i < p->n; i++)
		if (p->origin[i] != k && p->suit[i] == suit && p->rank[i] >= 1) {
			at[p->rank[i]] = i;
			if (p->rank[i] == 1 && r->ace_high)
				at[14] = i;
		}
	int high = low + len - 1, nb = 0, na = 0;
	uint8_t below[CW_MELD_RUN_MAX], above[CW_MELD_RUN_MAX];
	for (int v = low - 1; v >= 1 && at[v] >= 0 && nb < CW_MELD_RUN_MAX; v--)
		below[nb++] = (uint8_t)at[v];
	for (int v = high + 1; v <= (r->ace_high ? 14 : 13) && at[v] >= 0 && na < CW_MELD_RUN_MAX; v++)
		above[na++] = (uint8_t)at[v];
	for (int a = 0; a <= nb; a++)
		for (int b = 0; b <= na; b++) {
			if (a + b < 2 || len + a + b > r->run_max)
				continue;
			uint8_t idx[CW_MELD_RUN_MAX];
			int n = 0, dup = 0;
			for (int i = a - 1; i >= 0; i--)
				idx[n++] = below[i];
			for (int i = 0; i < b; i++)
				idx[n++] = above[i];
			for (int i = 0; i < n; i++)
				for (int j = 0; j < i; j++)
					if (idx[i] == idx[j])
						dup = 1;	/* one ace at both ends */
			if (dup || (p->must >= 0 && !contains(idx, n, p->must)) || !fits(p, idx, n, 0))
				continue;
			cw_card cards[CW_MELD_RUN_MAX];
			for (int i = 0; i < n; i++)
				cards[i] = p->card[idx[i]];
			int rc = emit_cards(p, CW_MELD_LAYOFF, cards, n, 0, k);
			if (rc)
				return rc;
		}
	return 0;
}

/* Whether card i makes meld k a longer meld. */
static int grows(const pos *p, int k, cw_card c)
{
	cw_card grown[CW_MELD_CARDS];
	int len = p->mlen[k];
	if (len + 1 > CW_MELD_RUN_MAX)
		return 0;
	/* A meld is one rank or one suit: a card of neither the rank nor the
	** suit of the meld's first card makes none (most cards of a hand). */
	cw_card first = p->card[p->mfirst[k]];
	if (face_rank(p->st, c) != face_rank(p->st, first) && face_suit(p->st, c) != face_suit(p->st, first))
		return 0;
	grown[0] = c;
	memcpy(grown + 1, p->card + p->mfirst[k], sizeof *grown * (size_t)len);
	return cw_meld_arrange(p->st, p->r, grown, len + 1, NULL) != 0;
}

/* Single cards laid off on meld k, or moved to it from another meld. */
static int single_plays(pos *p, int k)
{
	for (int i = 0; i < p->n; i++) {
		if (p->origin[i] == k || (p->must >= 0 && i != p->must))
			continue;
		uint8_t idx = (uint8_t)i;
		if (!grows(p, k, p->card[i]) || !fits(p, &idx, 1, 0))
			continue;
		int rc = p->origin[i] ? emit_cards(p, CW_MELD_MOVE, &p->card[i], 1, p->origin[i], k)
				      : emit_cards(p, CW_MELD_LAYOFF, &p->card[i], 1, 0, k);
		if (rc)
			return rc;
	}
	return 0;
}

int cw_meld_plays(const cw_state *st, const cw_meld_rules *r, const cw_meld_ask *q,
		  cw_meld_emit emit, void *ud, cw_err *err)
{
	pos p;
	int rc = load(&p, st, r, q, err);
	if (rc)
		return rc;
	p.emit = emit;
	p.ud = ud;
	if (!q->layoffs_only && (rc = new_melds(&p)))
		return rc;
	for (int k = 1; k <= p.nz; k++)
		if (p.mlen[k] && (rc = run_layoffs(&p, k)))
			return rc;
	for (int k = 1; k <= p.nz; k++)
		if (p.mlen[k] && (rc = single_plays(&p, k)))
			return rc;
	return CW_OK;
}

typedef struct use_probe {
	int use, alone;
} use_probe;

static int probe_use(void *ud, const cw_meld_play *pl)
{
	use_probe *u = ud;
	u->use = 1;
	if (pl->kind == CW_MELD_LAYOFF && pl->n == 1)
		u->alone = 1;
	return u->alone ? -1 : 0;	/* an alone play is also a use: nothing more to learn */
}

int cw_meld_can_use(const cw_state *st, const cw_meld_rules *r, int seat, cw_card x,
		    int *use, int *alone, cw_err *err)
{
	cw_meld_ask q = { .seat = seat, .extra = x, .must = x, .loose = x, .layoffs_only = 0 };
	use_probe u = { 0, 0 };
	int rc = cw_meld_plays(st, r, &q, probe_use, &u, err);
	if (rc > 0)
		return rc;
	*use = u.use;
	*alone = u.alone;
	return CW_OK;
}

int cw_meld_extends(const cw_state *st, const cw_meld_rules *r, int seat, const cw_card *cards, int n)
{
	pos p;
	cw_meld_ask q = { .seat = seat, .extra = CW_NOCARD, .must = CW_NOCARD, .loose = CW_NOCARD };
	if (load(&p, st, r, &q, NULL))
		return 0;
	for (int k = 1; k <= p.nz; k++)
		for (int i = 0; p.mlen[k] && i < n; i++)
			if (grows(&p, k, cards[i]))
				return 1;
	return 0;
}

/* ---- the plays as the variant's actions ---- */

typedef struct offer_ctx {
	cw_game *g;
	const cw_meld_verbs *v;
	const cw_meld_ask *q;
	const cw_meld_filter *f;
	int fits;
	cw_err err;
} offer_ctx;

int cw_meld_keeps(const cw_state *st, int seat, const cw_meld_filter *f, const cw_meld_play *p)
{
	if (!f)
		return 1;
	cw_zone hand = cw_state_zone_of(st, seat, CW_ZS_HAND);
	if (f->hand_only) {
		if (p->kind != CW_MELD_LAYOFF)
			return 0;
		for (int i = 0; i < p->n; i++)
			if (cw_state_ccards(st)[p->cards[i]].zone != hand)
				return 0;
	}
	if (f->guard != CW_NOCARD) {
		int left = cw_state_zone_len(st, hand), with_guard = 0;
		for (int i = 0; i < p->n; i++) {
			if (cw_state_ccards(st)[p->cards[i]].zone == hand)
				left--;
			if (p->cards[i] == f->guard)
				with_guard = 1;
		}
		if (left == 1 && !with_guard)
			return 0;
	}
	return 1;
}

static int offer_one(offer_ctx *o, int verb, const uint8_t *args, int n)
{
	cw_action act = cw_action_make(verb, args, n);
	return cw_engine_offer(o->g, &act, &o->err) ? -1 : 0;
}

/* A new set typed in table order: each listing with alternating colours,
** either colour first, in the order of the permutations. */
static int offer_sets(offer_ctx *o, const cw_meld_play *p, const uint8_t *faces)
{
	static const uint8_t P3[6][3] = { { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 } };
	uint8_t perm[24][4];
	int np = 0;
	if (p->n == 3)
		for (int i = 0; i < 6; i++)
			memcpy(perm[np++], P3[i], 3);
	else
		for (int a = 0; a < 4; a++)
			for (int b = 0; b < 4; b++)
				for (int c = 0; c < 4; c++)
					for (int d = 0; d < 4; d++)
						if (a != b && a != c && a != d && b != c && b != d && c != d) {
							uint8_t x[4] = { (uint8_t)a, (uint8_t)b, (uint8_t)c, (uint8_t)d };
							memcpy(perm[np++], x, 4);
						}
	for (int i = 0; i < np; i++) {
		int fine = 1;
		for (int j = 1; j < p->n; j++)
			if (cw_face_is_red(faces[perm[i][j]]) == cw_face_is_red(faces[perm[i][j - 1]]))
				fine = 0;
		if (!fine)
			continue;
		uint8_t args[4];
		for (int j = 0; j < p->n; j++)
			args[j] = faces[perm[i][j]];
		if (offer_one(o, o->v->new_meld, args, p->n))
			return -1;
	}
	return 0;
}

static int offer_play(void *ud, const cw_meld_play *p)
{
	offer_ctx *o = ud;
	if (!cw_meld_keeps(o->g->st, o->q->seat, o->f, p))
		return 0;
	uint8_t args[CW_ACTION_ARGS];
	int n = 0;
	if (p->n + 2 > CW_ACTION_ARGS) {
		cw_error_fail(&o->err, CW_ELIMIT, "a play of %d cards does not fit in an action", p->n);
		return -1;
	}
	for (int i = 0; i < p->n; i++) {
		args[n++] = cw_state_ccards(o->g->st)[p->cards[i]].face;
		if (p->cards[i] == o->q->loose)
			o->fits = 1;
	}
	switch (p->kind) {
	case CW_MELD_NEW:
		if (o->v->ordered_sets && p->n <= 4 && cw_face_rank(args[0]) == cw_face_rank(args[1]))
			return offer_sets(o, p, args);
		return offer_one(o, o->v->new_meld, args, n);
	case CW_MELD_LAYOFF:
		args[n++] = (uint8_t)p->to;
		return offer_one(o, o->v->layoff, args, n);
	default:
		args[n++] = (uint8_t)p->from;
		args[n++] = (uint8_t)p->to;
		return offer_one(o, o->v->move, args, n);
	}
}

int cw_meld_offer(cw_game *g, const cw_meld_rules *r, const cw_meld_verbs *v, const cw_meld_ask *q,
		  const cw_meld_filter *f, int *fits, cw_err *err)
{
	offer_ctx o = { .g = g, .v = v, .q = q, .f = f, .fits = 0 };
	o.err.code = CW_OK;
	int rc = cw_meld_plays(g->st, r, q, offer_play, &o, err);
	if (rc < 0) {
		if (err)
			*err = o.err;
		return o.err.code;
	}
	if (fits)
		*fits = o.fits;
	return rc;
}
