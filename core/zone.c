/*
** Zones and the moves between them. Every move goes through cw_zone_move(),
** which keeps the card records and the zones' arrays in step and emits
** the move event tagged with the seats that may see the card's face.
*/
#include <stdio.h>
#include <string.h>
#include "zone.h"
#include "event.h"
#include "knowledge.h"

int cw_zone_valid(const cw_state *s, cw_zone z)
{
	return z < s->nzones;
}

const char *cw_zone_kind_name(int kind)
{
	static const char *const names[] = { "stock", "discard", "aside", "layout", "hand", "held", "meld" };
	return kind >= 0 && kind <= CW_ZK_MELD ? names[kind] : "?";
}

/* Takes c out of its zone. A layout keeps the slot, empty; other zones
** close the gap. */
static void unlink_card(cw_state *s, cw_card c)
{
	cw_cardrec *r = &cw_state_cards(s)[c];
	cw_zonerec *z = &cw_state_zones(s)[r->zone];
	cw_card *a = cw_state_zone_cards(s, r->zone);
	if (z->kind == CW_ZK_LAYOUT) {
		a[r->pos] = CW_NOCARD;
		while (z->len > 0 && a[z->len - 1] == CW_NOCARD &&
		       z->len > z->rows * z->cols)
			z->len--;
		return;
	}
	for (int i = r->pos; i + 1 < z->len; i++) {
		a[i] = a[i + 1];
		cw_state_cards(s)[a[i]].pos = (uint16_t)i;
	}
	z->len--;
}

static int link_card(cw_state *s, cw_card c, cw_zone to, int pos, cw_err *err)
{
	cw_zonerec *z = &cw_state_zones(s)[to];
	cw_card *a = cw_state_zone_cards(s, to);
	cw_cardrec *r = &cw_state_cards(s)[c];
	if (z->kind == CW_ZK_LAYOUT) {
		int grid = z->rows * z->cols;
		int slot;
		if (pos == CW_POS_TOP) {
			for (slot = grid + 1; slot <= z->len && a[slot - 1] != CW_NOCARD; slot++)
				;
		} else
			slot = pos;
		if (slot < 1 || slot > s->ncards)
			return cw_error_fail(err, CW_EINVAL, "slot %d does not exist", slot);
		if (slot <= z->len && a[slot - 1] != CW_NOCARD)
			return cw_error_fail(err, CW_EINVAL, "slot %d is not empty", slot);
		while (z->len < slot)
			a[z->len++] = CW_NOCARD;
		a[slot - 1] = c;
		r->zone = to;
		r->pos = (uint16_t)(slot - 1);
		return CW_OK;
	}
	if (pos == CW_POS_TOP || pos > z->len)
		pos = z->len;
	if (pos < 0)
		return cw_error_fail(err, CW_EINVAL, "bad position %d", pos);
	for (int i = z->len; i > pos; i--) {
		a[i] = a[i - 1];
		cw_state_cards(s)[a[i]].pos = (uint16_t)i;
	}
	a[pos] = c;
	z->len++;
	r->zone = to;
	r->pos = (uint16_t)pos;
	return CW_OK;
}

/* Events report 1-based positions: a layout's slot number, a pile's
** place counted from the bottom (its count for the top card). */
static uint16_t event_pos(uint16_t pos)
{
	return (uint16_t)(pos + 1);
}

/* Logs an event about card c where it lies now. */
static void emit_card(cw_game *g, int kind, cw_card c, cw_seatmask mask, cw_zone from, uint16_t from_pos)
{
	if (!g->log_events)
		return;
	const cw_cardrec *r = &cw_state_cards(g->st)[c];
	cw_event e;
	memset(&e, 0, sizeof e);
	e.kind = (uint8_t)kind;
	e.card = c;
	e.face = r->face;
	e.up = r->up;
	e.value = r->up;
	e.face_mask = mask;
	e.from = from;
	e.from_pos = event_pos(from_pos);
	e.to = r->zone;
	e.to_pos = event_pos(r->pos);
	cw_event_emit(g, &e);
}

/* What a move does to who sees card c, now in its new place, and its
** event: a card that lay face up stays known to all, unless the move
** hides it (CW_MV_UNSEEN); it turns up or down by the flags. */
static inline void moved(cw_game *g, cw_card c, int was_up, int flags, cw_zone from, uint16_t from_pos)
{
	cw_state *s = g->st;
	cw_cardrec *r = &cw_state_cards(s)[c];
	if (flags & CW_MV_UNSEEN)
		r->known = 0;
	else if (was_up)
		r->known = cw_state_all_seats(s);
	if (flags & CW_MV_UP)
		r->up = 1;
	else if (flags & CW_MV_DOWN)
		r->up = 0;
	if (r->up)
		r->known = cw_state_all_seats(s);
	if (g->log_events)
		emit_card(g, CW_EV_MOVE, c, cw_knowledge_mask(s, c), from, from_pos);
}

/* The top card of pile z (not a layout) onto the top of pile to (not a
** layout): cw_zone_move(c, to, CW_POS_TOP, flags) without its checks,
** which the callers below have made. The moves of every draw. */
static inline void top_to_top(cw_game *g, cw_zone z, cw_zone to, int flags)
{
	cw_state *s = g->st;
	cw_zonerec *zones = cw_state_zones(s);
	cw_card *a = cw_state_zone_cards(s, z), *b = cw_state_zone_cards(s, to);
	uint16_t from_pos = (uint16_t)(zones[z].len - 1);
	cw_card c = a[from_pos];
	cw_cardrec *r = &cw_state_cards(s)[c];
	int was_up = r->up;
	zones[z].len = from_pos;
	b[zones[to].len] = c;
	r->zone = to;
	r->pos = zones[to].len++;
	g->gathered = 0;
	moved(g, c, was_up, flags, z, from_pos);
}

int cw_zone_move(cw_game *g, cw_card c, cw_zone to, int pos, int flags, cw_err *err)
{
	cw_state *s = g->st;
	g->gathered = 0;
	if (c >= s->ncards)
		return cw_error_fail(err, CW_EINVAL, "no such card %d", c);
	if (!cw_zone_valid(s, to))
		return cw_error_fail(err, CW_EINVAL, "no such zone %d", to);
	cw_cardrec *r = &cw_state_cards(s)[c];
	cw_zone from = r->zone;
	uint16_t from_pos = r->pos;
	int was_up = r->up;
	const cw_zonerec *zs = cw_state_zones(s);
	if (pos == CW_POS_TOP && zs[to].kind != CW_ZK_LAYOUT && zs[from].kind != CW_ZK_LAYOUT && from_pos + 1 == zs[from].len) {
		top_to_top(g, from, to, flags);	/* a pile's top card onto a pile: most moves */
		return CW_OK;
	}

	/* The target is checked before the card leaves its zone, so a failed
	** move changes nothing. Only the lowest free slot above a layout's
	** grid is found after it left (it may free that slot itself). */
	cw_zonerec *z = &cw_state_zones(s)[to];
	if (z->kind == CW_ZK_LAYOUT && pos != CW_POS_TOP) {
		if (pos < 1 || pos > s->ncards)
			return cw_error_fail(err, CW_EINVAL, "slot %d does not exist", pos);
		if (cw_state_zone_at(s, to, pos - 1) != CW_NOCARD && !(from == to && from_pos == pos - 1))
			return cw_error_fail(err, CW_EINVAL, "slot %d is not empty", pos);
		unlink_card(s, c);
		cw_card *a = cw_state_zone_cards(s, to);
		while (z->len < pos)
			a[z->len++] = CW_NOCARD;
		a[pos - 1] = c;
		r->zone = to;
		r->pos = (uint16_t)(pos - 1);
	} else if (z->kind != CW_ZK_LAYOUT) {
		if (pos < 0 && pos != CW_POS_TOP)
			return cw_error_fail(err, CW_EINVAL, "bad position %d", pos);
		unlink_card(s, c);
		link_card(s, c, to, pos, NULL);
	} else {
		unlink_card(s, c);
		if (link_card(s, c, to, pos, err)) {
			link_card(s, c, from, cw_state_zones(s)[from].kind == CW_ZK_LAYOUT ? from_pos + 1 : from_pos, NULL);
			return err ? err->code : CW_EINVAL;
		}
	}
	moved(g, c, was_up, flags, from, from_pos);
	return CW_OK;
}

int cw_zone_draw_to_held(cw_game *g, int seat, cw_zone from, cw_err *err)
{
	cw_state *s = g->st;
	cw_card c = cw_state_zone_top(s, from);
	if (c == CW_NOCARD)
		return cw_error_fail(err, CW_EILLEGAL, "the %s is empty", cw_zone_kind_name(cw_state_zones(s)[from].kind));
	/* The drawer learns the face before the move is logged, so the move
	** event shows it to the drawer. A face-up card stays known to all. */
	cw_state_cards(s)[c].known |= CW_SEATBIT(seat);
	cw_zone held = cw_state_zone_of(s, seat, CW_ZS_HELD);
	if (cw_state_zones(s)[from].kind == CW_ZK_LAYOUT || from == held)
		return cw_zone_move(g, c, held, CW_POS_TOP, 0, err);
	top_to_top(g, from, held, 0);
	return CW_OK;
}

int cw_zone_swap_held(cw_game *g, int seat, int slot, int flags, cw_err *err)
{
	cw_state *s = g->st;
	cw_card c = cw_state_zone_top(s, cw_state_zone_of(s, seat, CW_ZS_HELD));
	if (c == CW_NOCARD)
		return cw_error_fail(err, CW_ESTATE, "seat %d holds no drawn card", seat);
	cw_card old = cw_state_layout_slot(s, seat, slot);
	if (old == CW_NOCARD)
		return cw_error_fail(err, CW_ESTATE, "slot %d of seat %d is empty", slot, seat);
	if (!(flags & CW_MV_UP))
		flags |= CW_MV_DOWN;
	/* cw_zone_move(old, CW_DISCARD, CW_POS_TOP, CW_MV_UP), then
	** cw_zone_move(c, layout, slot, flags), without the checks made
	** above: the old card's slot is the one the drawn card fills. */
	cw_zone lay = cw_state_zone_of(s, seat, CW_ZS_LAYOUT), held = cw_state_zone_of(s, seat, CW_ZS_HELD);
	cw_zonerec *zones = cw_state_zones(s);
	cw_card *la = cw_state_zone_cards(s, lay), *d = cw_state_zone_cards(s, CW_DISCARD);
	cw_cardrec *ro = &cw_state_cards(s)[old], *rc = &cw_state_cards(s)[c];
	int old_up = ro->up, c_up = rc->up;
	uint16_t c_pos = rc->pos;
	g->gathered = 0;
	d[zones[CW_DISCARD].len] = old;
	ro->zone = CW_DISCARD;
	ro->pos = zones[CW_DISCARD].len++;
	moved(g, old, old_up, CW_MV_UP, lay, (uint16_t)(slot - 1));
	if (c_pos + 1 == zones[held].len)
		zones[held].len--;
	else
		unlink_card(s, c);
	la[slot - 1] = c;
	rc->zone = lay;
	rc->pos = (uint16_t)(slot - 1);
	moved(g, c, c_up, flags, held, c_pos);
	return CW_OK;
}

int cw_zone_discard_held(cw_game *g, int seat, cw_err *err)
{
	cw_zone held = cw_state_zone_of(g->st, seat, CW_ZS_HELD);
	if (cw_state_zone_top(g->st, held) == CW_NOCARD)
		return cw_error_fail(err, CW_ESTATE, "seat %d holds no drawn card", seat);
	top_to_top(g, held, CW_DISCARD, CW_MV_UP);
	return CW_OK;
}

/* The deal's place for the next card: a layout slot k it may fill at
** once (empty, within the layout's span), else 0. */
static int dealt_slot(const cw_zonerec *zone, const cw_card *a, int hand, int k)
{
	return !hand && k <= zone->len && a[k - 1] == CW_NOCARD ? k : 0;
}

int cw_zone_deal(cw_game *g, int which, int n, cw_err *err)
{
	cw_state *s = g->st;
	g->gathered = 0;
	int hand = which == CW_ZS_HAND;
	/* Read once: a card or byte stored below could alias these fields. */
	const int nseats = s->nseats, dealer = s->dealer, ncards = s->ncards, per = s->zones_per_seat;
	cw_zonerec *zones = cw_state_zones(s);
	cw_cardrec *cards = cw_state_cards(s);
	cw_card *pool = cw_state_zone_cards(s, 0);
	/* The seats of one pass, in the order they are dealt to: from the
	** dealer's left round to the dealer (seats out of the deal skipped). */
	int order[CW_MAX_SEATS], norder = 0, seat;
	for (int i = 1; i <= nseats; i++) {
		seat = (dealer - 1 + i + nseats) % nseats + 1;
		if (!(s->out & CW_SEATBIT(seat)))
			order[norder++] = seat;
	}
	if (!norder)
		return cw_error_fail(err, CW_ESTATE, "no seat is in the deal: every seat is out (g:set_out)");
	/* The stock's length in a local, stored back before anything else
	** reads it (a card stored into a zone's array could alias it). */
	int len = zones[CW_STOCK].len;
	const int held = len;
	const int log = g->log_events;
	for (int k = 1; k <= n; k++) {
		for (int i = 0; i < norder; i++) {
			seat = order[i];
			if (len == 0) {
				zones[CW_STOCK].len = 0;
				return cw_error_fail(err, CW_ESTATE, "the stock ran out during the deal: %d cards to each of %d seats "
						     "take %d, and the stock held %d (do the options give enough decks?)",
						     n, norder, n * norder, held);
			}
			cw_card c = pool[len - 1];
			cw_zone to = (cw_zone)(CW_FIRST_SEAT_ZONE + (seat - 1) * per + which);
			cw_card *a = pool + (size_t)to * (size_t)ncards;
			if (dealt_slot(&zones[to], a, hand, k)) {
				/* What cw_zone_move(c, to, k, CW_MV_DOWN | CW_MV_UNSEEN) does
				** with the top stock card and an empty slot. */
				cw_cardrec *r = &cards[c];
				uint16_t from_pos = r->pos;
				len--;
				a[k - 1] = c;
				r->zone = to;
				r->pos = (uint16_t)(k - 1);
				r->known = 0;
				r->up = 0;
				if (log) {
					zones[CW_STOCK].len = (uint16_t)len;
					emit_card(g, CW_EV_MOVE, c, 0, CW_STOCK, from_pos);
				}
			} else {
				zones[CW_STOCK].len = (uint16_t)len;
				cards[c].known = hand ? CW_SEATBIT(seat) : 0;
				int rc = cw_zone_move(g, c, to, hand ? CW_POS_TOP : k, CW_MV_DOWN | (hand ? 0 : CW_MV_UNSEEN), err);
				if (rc)
					return rc;
				len = zones[CW_STOCK].len;
			}
		}
	}
	zones[CW_STOCK].len = (uint16_t)len;
	return CW_OK;
}

void cw_zone_reveal(cw_game *g, cw_card c, cw_seatmask mask)
{
	g->gathered = 0;
	cw_cardrec *r = &cw_state_cards(g->st)[c];
	r->known |= mask & cw_state_all_seats(g->st);
	emit_card(g, CW_EV_REVEAL, c, mask & cw_state_all_seats(g->st), r->zone, r->pos);
}

void cw_zone_flip_event(cw_game *g, cw_card c)
{
	const cw_cardrec *r = &cw_state_cards(g->st)[c];
	emit_card(g, CW_EV_FLIP, c, cw_knowledge_mask(g->st, c), r->zone, r->pos);
}

void cw_zone_shuffle(cw_game *g, cw_zone z)
{
	cw_state *s = g->st;
	g->gathered = 0;
	cw_card *a = cw_state_zone_cards(s, z);
	int n = cw_state_zones(s)[z].len;
	cw_rng_shuffle16(&s->rng, a, (uint32_t)n);
	for (int i = 0; i < n; i++) {
		if (a[i] == CW_NOCARD)
			continue;
		cw_cardrec *r = &cw_state_cards(s)[a[i]];
		r->pos = (uint16_t)i;
		r->known = r->up ? cw_state_all_seats(s) : 0;
	}
	cw_event_emit_shuffle(g, z, n, NULL);
}

/* Every zone empty but the stock, which holds every card in id order;
** layouts span their grid. The cards' records are the caller's. */
static void gather_zones(cw_state *s)
{
	cw_zonerec *z = cw_state_zones(s);
	int n = s->ncards;
	cw_card *stock = cw_state_zone_cards(s, CW_STOCK);
	for (int c = 0; c < n; c++)
		stock[c] = (cw_card)c;
	/* Layouts always span their grid, empty or not; other zones are empty. */
	for (int i = 0; i < s->nzones; i++) {
		if (z[i].kind != CW_ZK_LAYOUT) {
			z[i].len = 0;
			continue;
		}
		int grid = z[i].rows * z[i].cols;
		cw_card *a = cw_state_zone_cards(s, (cw_zone)i);
		for (int k = 0; k < grid; k++)
			a[k] = CW_NOCARD;
		z[i].len = (uint16_t)grid;
	}
	z[CW_STOCK].len = (uint16_t)n;
}

/* The record of card c lying at pos of the stock, face down, unknown. */
static void in_stock(cw_cardrec *r, int pos)
{
	r->up = 0;
	r->flags = 0;
	r->known = 0;
	r->zone = CW_STOCK;
	r->pos = (uint16_t)pos;
}

void cw_zone_gather_state(cw_state *s)
{
	cw_cardrec *r = cw_state_cards(s);
	gather_zones(s);
	for (int c = 0; c < s->ncards; c++)
		in_stock(&r[c], c);
}

void cw_zone_gather(cw_game *g)
{
	g->gathered = 0;
	cw_zone_gather_state(g->st);
}

/* The records are written once, after the shuffle, instead of by the
** gather and again by the shuffle; the zones of a state still as a new
** or reset game gathered them are not gathered again. */
void cw_zone_gather_shuffled(cw_game *g)
{
	cw_state *s = g->st;
	cw_cardrec *r = cw_state_cards(s);
	cw_card *a = cw_state_zone_cards(s, CW_STOCK);
	int n = s->ncards, gathered = g->gathered;
	if (!gathered)
		gather_zones(s);
	g->gathered = 0;
	cw_rng_shuffle16(&s->rng, a, (uint32_t)n);
	/* Gathered records lie in the stock already: only their places change. */
	if (gathered)
		for (int i = 0; i < n; i++)
			r[a[i]].pos = (uint16_t)i;
	else
		for (int i = 0; i < n; i++)
			in_stock(&r[a[i]], i);
	cw_event_emit_shuffle(g, CW_STOCK, n, NULL);
}

void cw_zone_restock_order(cw_game *g, const cw_face *faces, uint32_t n, int check)
{
	g->restock = faces;
	g->nrestock = n;
	g->restock_check = check;
}

/* How often face f is among the first n faces of list l. */
static int face_count(const cw_face *l, int n, cw_face f)
{
	int k = 0;
	for (int i = 0; i < n; i++)
		k += l[i] == f;
	return k;
}

/* Why the restock line's card i finds no card left in the rebuilt stock:
** a card the pile holds fewer times than the line lists it (a typo of
** another card: named with where it is listed before), or one it does not
** hold; and the first card of the pile the line leaves out. */
static int restock_fault(cw_game *g, int i, cw_err *err)
{
	cw_state *s = g->st;
	int n = cw_state_zone_len(s, CW_STOCK);
	const cw_card *a = cw_state_czone_cards(s, CW_STOCK);
	cw_face stock[CW_MAX_CARDS];
	for (int k = 0; k < n; k++)
		stock[k] = cw_state_ccards(s)[a[k]].face;
	char tok[8], miss[8], why[96] = "";
	for (int k = n - 1; k >= 0; k--)	/* top first, as the line lists them */
		if (face_count(g->restock, n, stock[k]) < face_count(stock, n, stock[k])) {
			snprintf(why, sizeof why, "; it leaves out %s", cw_face_format(stock[k], miss));
			break;
		}
	cw_face f = g->restock[i];
	int held = face_count(stock, n, f);
	if (held > 0) {
		int first = 0;
		while (first < i && g->restock[first] != f)
			first++;
		return cw_error_fail(err, CW_ERESTOCK, "the restock line lists %s %s (cards %d and %d), the discard pile holds it %s%s",
				       cw_face_format(f, tok), held == 1 ? "twice" : "too often", first + 1, i + 1,
				       held == 1 ? "once" : "fewer times", why);
	}
	return cw_error_fail(err, CW_ERESTOCK, "the restock line lists %s (card %d), which the discard pile does not hold%s",
			       cw_face_format(f, tok), i + 1, why);
}

/* Puts the stock in the given order (top first); each face takes a card of
** that face in the stock, so the stock must hold exactly those faces. */
static int impose_order(cw_game *g, cw_err *err)
{
	cw_state *s = g->st;
	int n = cw_state_zone_len(s, CW_STOCK);
	if ((int)g->nrestock != n)
		return cw_error_fail(err, CW_ERESTOCK, "the restock line lists %u cards, the discard pile makes %d",
			       g->nrestock, n);
	cw_card *a = cw_state_zone_cards(s, CW_STOCK);
	cw_card placed[CW_MAX_CARDS];
	unsigned char used[CW_MAX_CARDS] = { 0 };
	for (int i = 0; i < n; i++) {
		int found = -1;
		for (int k = 0; k < n && found < 0; k++)
			if (!used[k] && cw_state_cards(s)[a[k]].face == g->restock[i])
				found = k;
		if (found < 0)
			return restock_fault(g, i, err);
		used[found] = 1;
		placed[n - 1 - i] = a[found];
	}
	for (int i = 0; i < n; i++) {
		a[i] = placed[i];
		cw_state_cards(s)[a[i]].pos = (uint16_t)i;
	}
	return CW_OK;
}

static int check_order(cw_game *g, const char *whose, cw_err *err)
{
	cw_state *s = g->st;
	char want[8], got[8];
	int n = cw_state_zone_len(s, CW_STOCK);
	if ((int)g->nrestock != n)
		return cw_error_fail(err, CW_ERESTOCK, "the restock line lists %u cards, the discard pile makes %d",
			       g->nrestock, n);
	for (int i = 0; i < n; i++) {
		cw_face f = cw_state_cards(s)[cw_state_zone_at(s, CW_STOCK, n - 1 - i)].face;
		if (f != g->restock[i])
			return cw_error_fail(err, CW_ERESTOCK, "the restock line differs from %s at card %d: %s, the engine has %s",
				       whose, i + 1, cw_face_format(g->restock[i], want), cw_face_format(f, got));
	}
	return CW_OK;
}

int cw_zone_restock(cw_game *g, cw_err *err)
{
	cw_state *s = g->st;
	g->gathered = 0;
	if (g->chance_given && !g->restock)
		return cw_error_fail(err, CW_ECHANCE, "the stock must be rebuilt here: a game from a real table needs a "
			       "'restock CARD ...' line (the new stock, top card first) before this action");
	while (cw_state_zone_len(s, CW_DISCARD) > 1) {
		int rc = cw_zone_move(g, cw_state_zone_at(s, CW_DISCARD, 0), CW_STOCK, CW_POS_TOP, CW_MV_DOWN | CW_MV_UNSEEN, err);
		if (rc)
			return rc;
	}
	int rc = CW_OK;
	if (g->restock && !g->restock_check)
		rc = impose_order(g, err);
	else {
		cw_zone_shuffle(g, CW_STOCK);
		if (g->restock)
			rc = check_order(g, "the engine's shuffle", err);
	}
	if (!rc) {
		cw_event_note_order(g, 1);
		cw_event_emit_note(g, 0, CW_NOTE_RESTOCK, 3, cw_state_zone_len(s, CW_STOCK));	/* told to all */
	}
	g->restock = NULL;
	g->nrestock = 0;
	return rc;
}

int cw_zone_restock_fixed(cw_game *g, cw_err *err)
{
	g->fixed_rebuilds++;
	return cw_zone_restock_match(g, err);
}

int cw_zone_restock_match(cw_game *g, cw_err *err)
{
	if (!g->restock)
		return CW_OK;
	int rc = check_order(g, "the order the rules rebuild the stock in (no shuffle)", err);
	g->restock = NULL;
	g->nrestock = 0;
	return rc;
}

void cw_zone_renumber(cw_state *s, const cw_card *from, const cw_card *to, uint32_t n)
{
	cw_cardrec *c = cw_state_cards(s), old[CW_MAX_CARDS];
	uint8_t placed[CW_MAX_CARDS];
	for (uint32_t i = 0; i < n; i++) {
		old[i] = c[from[i]];
		/* a card that lies nowhere has no place to take a number at */
		placed[i] = old[i].zone < s->nzones && old[i].pos < s->ncards &&
			    cw_state_zone_cards(s, old[i].zone)[old[i].pos] == from[i];
	}
	for (uint32_t i = 0; i < n; i++) {
		c[to[i]] = old[i];
		if (placed[i])
			cw_state_zone_cards(s, old[i].zone)[old[i].pos] = to[i];
	}
}
