#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "event.h"
#include "game.h"
#include "zone.h"

static size_t state_bytes(int ncards, int nzones)
{
	return sizeof(cw_state) + (size_t)ncards * sizeof(cw_cardrec) +
	       (size_t)nzones * sizeof(cw_zonerec) +
	       (size_t)nzones * (size_t)ncards * sizeof(cw_card);
}

static void init_zones(cw_state *s, int rows, int cols)
{
	cw_zonerec *z = cw_state_zones(s);
	memset(z, 0, sizeof *z * s->nzones);
	z[CW_STOCK].kind = CW_ZK_STOCK;
	z[CW_DISCARD].kind = CW_ZK_DISCARD;
	z[CW_ASIDE].kind = CW_ZK_ASIDE;
	for (int seat = 1; seat <= s->nseats; seat++) {
		for (int w = 0; w < s->zones_per_seat; w++) {
			cw_zonerec *r = &z[cw_state_zone_of(s, seat, w)];
			r->owner = (uint8_t)seat;
			r->kind = w == CW_ZS_LAYOUT ? CW_ZK_LAYOUT :
				  w == CW_ZS_HAND ? CW_ZK_HAND :
				  w == CW_ZS_HELD ? CW_ZK_HELD : CW_ZK_MELD;
		}
		cw_zonerec *lay = &z[cw_state_zone_of(s, seat, CW_ZS_LAYOUT)];
		lay->rows = (uint8_t)rows;
		lay->cols = (uint8_t)cols;
	}
}

/* The pack in a fixed order: deck by deck, suits C D H S, A to K; the
** jokers last. The order only matters before the first shuffle. */
static void init_cards(cw_state *s, int decks, int jokers)
{
	cw_cardrec *c = cw_state_cards(s);
	int n = 0;
	for (int d = 0; d < decks; d++)
		for (int suit = 0; suit < 4; suit++)
			for (int rank = 1; rank <= 13; rank++)
				c[n++].face = CW_FACE_MAKE(rank, suit);
	for (int j = 0; j < jokers; j++)
		c[n++].face = CW_JOKER;
}

static void init_state(const cw_game *g, cw_state *s, size_t bytes, uint64_t seed)
{
	const cw_game_config *cfg = &g->cfg;
	int per_seat = CW_ZS_MELD0 + cfg->nmelds;
	memset(s, 0, bytes);
	s->bytes = (uint32_t)bytes;
	s->ncards = (uint16_t)(cfg->decks * 52 + cfg->jokers);
	s->nzones = (uint16_t)(CW_FIRST_SEAT_ZONE + cfg->nseats * per_seat);
	s->nseats = (uint8_t)cfg->nseats;
	s->nmelds = (uint8_t)cfg->nmelds;
	s->zones_per_seat = (uint8_t)per_seat;
	s->status = CW_ST_NEW;
	cw_rng_seed(&s->rng, seed);
	init_zones(s, cfg->rows, cfg->cols);
	init_cards(s, cfg->decks, cfg->jokers);
}

cw_game *cw_game_new(const cw_game_config *cfg, cw_err *err)
{
	/* Each size is bounded before any product or sum is formed, so that
	** no value a script declares can wrap the check (a 65535 x 65535
	** layout, 2^31 decks). */
	if (cfg->nseats < 1 || cfg->nseats > CW_MAX_SEATS)
		return cw_error_fail(err, CW_EINVAL, "%d players: expected 1 to %d", cfg->nseats, CW_MAX_SEATS), NULL;
	if (cfg->decks < 0 || cfg->decks > CW_MAX_CARDS / 52 || cfg->jokers < 0 || cfg->jokers > CW_MAX_CARDS)
		return cw_error_fail(err, CW_EINVAL, "%d decks and %d jokers: expected 1 to %d cards in all",
			       cfg->decks, cfg->jokers, CW_MAX_CARDS), NULL;
	int ncards = cfg->decks * 52 + cfg->jokers;
	if (ncards < 1 || ncards > CW_MAX_CARDS)
		return cw_error_fail(err, CW_EINVAL, "%d decks and %d jokers: expected 1 to %d cards in all",
			       cfg->decks, cfg->jokers, CW_MAX_CARDS), NULL;
	if (cfg->nmelds < 0 || cfg->nmelds > CW_MAX_MELDS)
		return cw_error_fail(err, CW_EINVAL, "%d melds per seat: expected 0 to %d", cfg->nmelds, CW_MAX_MELDS), NULL;
	if (cfg->rows < 0 || cfg->cols < 0 || cfg->rows > 64 || cfg->cols > 64 || cfg->rows * cfg->cols > 64)
		return cw_error_fail(err, CW_EINVAL, "layout %dx%d: at most 64 slots", cfg->rows, cfg->cols), NULL;
	/* A zone stores at most ncards entries, empty grid slots included. */
	if (cfg->rows * cfg->cols > ncards)
		return cw_error_fail(err, CW_EINVAL, "layout %dx%d: more slots than the %d cards", cfg->rows, cfg->cols, ncards), NULL;

	int per_seat = CW_ZS_MELD0 + cfg->nmelds;
	int nzones = CW_FIRST_SEAT_ZONE + cfg->nseats * per_seat;
	size_t bytes = state_bytes(ncards, nzones);
	cw_game *g = calloc(1, sizeof *g);
	if (!g)
		return cw_error_fail(err, CW_ENOMEM, "out of memory"), NULL;
	g->st = calloc(1, bytes);
	g->snap = malloc(bytes);
	if (!g->st || !g->snap) {
		cw_game_free(g);
		return cw_error_fail(err, CW_ENOMEM, "out of memory"), NULL;
	}
	g->cfg = *cfg;
	g->log_events = 1;
	g->verbs = cfg->verbs;
	g->rules = cfg->rules;
	g->rules_ud = cfg->rules_ud;
	init_state(g, g->st, bytes, cfg->seed);
	cw_zone_gather(g);
	g->gathered = 1;
	return g;
}

void cw_game_forget_chance(cw_game *g)
{
	g->stacked = g->restock = NULL;
	g->nstacked = g->nrestock = 0;
	g->decks = NULL;
	g->ndecks = 0;
	g->chance_given = 0;
	g->nshuffle = 0;
	g->leads = NULL;
	g->nleads = g->leads_recorded = 0;
}

void cw_game_reset(cw_game *g, uint64_t seed)
{
	g->hook_work = 0;
	g->nev = g->snap_nev = 0;
	g->round_nev = g->snap_round_nev = g->step_nev = 0;
	g->ev_full = 0;
	g->nlegal = 0;
	g->legal_valid = 0;
	g->open_verbs = 0;
	cw_game_forget_chance(g);
	g->restock_check = 0;
	g->real_table = 0;
	g->norders = g->nfaces = 0;
	g->lead_check = 0;
	/* A simulation resets a game per game. The new state, its cards
	** gathered into the stock as cw_game_new leaves them, is the same for
	** every seed but its generator: it is made once, at the first reset,
	** and copied at each (clearing the block and writing its zones and
	** cards cost more); the first round's shuffle then skips the gather. */
	size_t bytes = g->st->bytes;
	if (!g->fresh && (g->fresh = malloc(bytes))) {
		init_state(g, g->fresh, bytes, seed);
		cw_zone_gather_state(g->fresh);
	}
	if (!g->fresh) {
		init_state(g, g->st, bytes, seed);
		cw_zone_gather_state(g->st);
	} else {
		memcpy(g->st, g->fresh, bytes);
		cw_rng_seed(&g->st->rng, seed);
	}
	g->gathered = 1;
}

void cw_game_free(cw_game *g)
{
	if (!g)
		return;
	free(g->st);
	free(g->snap);
	free(g->fresh);
	free(g->ev);
	free(g->orders);
	free(g->order_faces);
	free(g->legal);
	free(g->legal_index);
	free(g);
}

void cw_game_imagined(cw_game *g)
{
	g->no_rollback = 1;
	g->log_events = 0;
	cw_game_forget_chance(g);
}

const char *cw_game_why(const cw_game *g, int verb)
{
	for (int k = 0; k < g->nwhy; k++)
		if (g->why_verb[k] == verb)
			return g->why_text[k];
	return NULL;
}

char *cw_game_why_slot(cw_game *g, int verb)
{
	if (verb < 0 || g->nwhy >= CW_GAME_WHYS || cw_game_why(g, verb))
		return NULL;
	g->why_verb[g->nwhy] = verb;
	g->why_text[g->nwhy][0] = '\0';
	return g->why_text[g->nwhy++];
}

char *cw_game_why_say(cw_game *g, int verb, const char *text)
{
	char *b = g->log_events ? cw_game_why_slot(g, verb) : NULL;
	if (b)
		snprintf(b, CW_GAME_WHY_LEN, "%s", text);
	return b;
}

cw_game *cw_game_clone(const cw_game *g, int with_log, cw_err *err)
{
	cw_game *c = calloc(1, sizeof *c);
	if (!c)
		return cw_error_fail(err, CW_ENOMEM, "out of memory"), NULL;
	*c = *g;
	c->st = malloc(g->st->bytes);
	c->snap = malloc(g->st->bytes);
	c->fresh = NULL;
	c->ev = NULL;
	c->nev = c->evcap = 0;
	c->orders = NULL;
	c->norders = c->ordcap = 0;
	c->order_faces = NULL;
	c->nfaces = c->facecap = 0;
	c->legal = NULL;
	c->legalcap = 0;
	c->legal_index = NULL;
	c->index_cap = 0;
	c->nindexed = 0;
	c->log_events = with_log;
	c->hold_end = 0;	/* a held end stays held (held_nev): an undo point may be taken there */
	if (with_log && g->nev) {
		c->ev = malloc(sizeof *c->ev * g->nev);
		if (c->ev) {
			memcpy(c->ev, g->ev, sizeof *c->ev * g->nev);
			c->nev = c->evcap = g->nev;
		}
		uint32_t k;
		cw_event_orders(g, &k);
		uint32_t nf = k ? g->orders[k - 1].off + g->orders[k - 1].n : 0;
		c->orders = k ? malloc(sizeof *c->orders * k) : NULL;
		c->order_faces = nf ? malloc(sizeof *c->order_faces * nf) : NULL;
		if (c->orders && (c->order_faces || !nf)) {	/* else none kept: a record, not state */
			memcpy(c->orders, g->orders, sizeof *c->orders * k);
			if (nf)
				memcpy(c->order_faces, g->order_faces, sizeof *c->order_faces * nf);
			c->norders = c->ordcap = k;
			c->nfaces = c->facecap = nf;
		}
	}
	if (!c->nev)	/* a clone without the log counts its rounds' events from 0 */
		c->round_nev = c->snap_round_nev = c->snap_nev = c->step_nev = 0;
	if (g->nlegal) {
		c->legal = malloc(sizeof *c->legal * g->nlegal);
		if (c->legal) {
			memcpy(c->legal, g->legal, sizeof *c->legal * g->nlegal);
			c->legalcap = g->nlegal;
		}
	}
	if (!c->st || !c->snap || (with_log && g->nev && !c->ev) || (g->nlegal && !c->legal)) {
		cw_game_free(c);
		return cw_error_fail(err, CW_ENOMEM, "out of memory"), NULL;
	}
	memcpy(c->st, g->st, g->st->bytes);
	return c;
}

/* The event log is append-only, so restoring it is a truncation. */
void cw_game_snapshot(cw_game *g)
{
	memcpy(g->snap, g->st, g->st->bytes);
	g->snap_nev = g->nev;
	g->snap_round_nev = g->round_nev;
}

void cw_game_restore(cw_game *g)
{
	memcpy(g->st, g->snap, g->snap->bytes);
	if (g->nev > g->snap_nev)
		g->nev = g->snap_nev;
	g->round_nev = g->snap_round_nev <= g->nev ? g->snap_round_nev : g->nev;
	g->ev_full = 0;
	g->legal_valid = 0;
}

int cw_game_rewind(cw_game *g, const cw_game *point, uint32_t nev, cw_err *err)
{
	if (point->st->bytes != g->st->bytes)
		return cw_error_fail(err, CW_ESTATE, "the undo point is not of this game");
	cw_game live = *g;
	*g = *point;
	/* The live game keeps its own memory: the state block, the log (of
	** which the point's moment is a prefix) and the legal list. */
	g->st = live.st;
	g->snap = live.snap;
	g->fresh = live.fresh;
	g->ev = live.ev;
	g->evcap = live.evcap;
	g->orders = live.orders;
	g->norders = live.norders;
	g->ordcap = live.ordcap;
	g->order_faces = live.order_faces;
	g->nfaces = live.nfaces;
	g->facecap = live.facecap;
	g->legal = live.legal;
	g->legalcap = live.legalcap;
	g->legal_index = live.legal_index;
	g->index_cap = live.index_cap;
	g->nindexed = 0;
	g->nwhy = 0;	/* the list is made again (legal_valid below), and its reasons */
	g->log_events = live.log_events;
	/* Undo never un-reveals (docs/design.md): what a seat saw of a card
	** after the point, face up or shown to it, it still knows once the
	** card is face down again where the point had it. The knowledge is
	** kept per physical card; the block is the live one, written over. */
	uint32_t ncards = point->st->ncards;
	cw_seatmask *saw = malloc(sizeof *saw * (ncards ? ncards : 1));
	if (!saw) {
		*g = live;
		return cw_error_fail(err, CW_ENOMEM, "out of memory");
	}
	const cw_cardrec *lc = cw_state_ccards(live.st);
	for (uint32_t c = 0; c < ncards; c++)
		saw[c] = lc[c].up ? cw_state_all_seats(live.st) : lc[c].known;
	memcpy(g->st, point->st, point->st->bytes);
	cw_cardrec *pc = cw_state_cards(g->st);
	for (uint32_t c = 0; c < ncards; c++)
		if (!pc[c].up)
			pc[c].known |= saw[c];
	free(saw);
	g->nev = nev < live.nev ? nev : live.nev;
	if (g->round_nev > g->nev)
		g->round_nev = g->nev;
	g->snap_nev = g->nev;
	g->snap_round_nev = g->round_nev;
	g->ev_full = 0;
	g->nlegal = 0;
	g->legal_valid = 0;
	return CW_OK;
}
