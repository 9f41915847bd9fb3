#include <stdlib.h>
#include <string.h>
#include "event.h"

/* Appends an event; on allocation failure the event is dropped rather
** than failing the move that made it (the log is a record, not state).
** Past CW_MAX_ROUND_EVENTS in one round, or in one action (whose rounds
** may each end in their setup), or past CW_MAX_GAME_EVENTS in the whole
** game, it is dropped and ev_full set: the engine
** then fails the action, so that a hook that floods the log is an error
** naming it, not gigabytes of host memory. */
void cw_event_emit(cw_game *g, const cw_event *e)
{
	if (!g->log_events)
		return;
	uint32_t base = g->round_nev < g->step_nev ? g->round_nev : g->step_nev;
	if (g->nev >= base && g->nev - base >= CW_MAX_ROUND_EVENTS) {
		g->ev_full = 1;
		return;
	}
	if (g->nev >= CW_MAX_GAME_EVENTS) {	/* rounds within their bound, but many */
		g->ev_full = 2;
		return;
	}
	if (g->nev == g->evcap) {
		uint32_t cap = g->evcap ? g->evcap * 2 : 256;
		cw_event *ev = realloc(g->ev, sizeof *ev * cap);
		if (!ev)
			return;
		g->ev = ev;
		g->evcap = cap;
	}
	g->ev[g->nev++] = *e;
}

const cw_stock_order *cw_event_orders(const cw_game *g, uint32_t *n)
{
	uint32_t k = g->norders;
	while (k > 0 && g->orders[k - 1].at > g->nev)
		k--;
	*n = k;
	return g->orders;
}

void cw_event_note_order(cw_game *g, int rebuild)
{
	if (!g->real_table || !g->log_events)
		return;
	cw_event_orders(g, &g->norders);	/* drop what was rolled back */
	g->nfaces = g->norders ? g->orders[g->norders - 1].off + g->orders[g->norders - 1].n : 0;
	cw_state *s = g->st;
	uint32_t n = (uint32_t)cw_state_zone_len(s, CW_STOCK);
	if (g->norders == g->ordcap) {
		uint32_t cap = g->ordcap ? g->ordcap * 2 : 4;
		cw_stock_order *o = realloc(g->orders, sizeof *o * cap);
		if (!o)
			return;
		g->orders = o;
		g->ordcap = cap;
	}
	if (g->facecap - g->nfaces < n) {
		uint32_t cap = g->facecap ? g->facecap : 256;
		while (cap - g->nfaces < n)
			cap *= 2;
		cw_face *f = realloc(g->order_faces, sizeof *f * cap);
		if (!f)
			return;
		g->order_faces = f;
		g->facecap = cap;
	}
	cw_stock_order *o = &g->orders[g->norders++];
	o->at = g->nev;
	o->rebuild = rebuild;
	o->n = n;
	o->off = g->nfaces;
	for (uint32_t i = 0; i < n; i++)
		g->order_faces[g->nfaces++] = cw_state_cards(s)[cw_state_zone_at(s, CW_STOCK, (int)(n - 1 - i))].face;
}

void cw_event_emit_public(cw_game *g, int kind, int seat, int32_t value, int from_pos, int to_pos)
{
	if (!g->log_events)
		return;
	cw_event e;
	memset(&e, 0, sizeof e);
	e.kind = (uint8_t)kind;
	e.seat = (uint8_t)seat;
	e.value = value;
	e.from_pos = (uint16_t)from_pos;
	e.to_pos = (uint16_t)to_pos;
	e.face_mask = cw_state_all_seats(g->st);
	cw_event_emit(g, &e);
}

void cw_event_emit_note(cw_game *g, int seat, int note, int from_pos, int to_pos)
{
	cw_event_emit_public(g, CW_EV_NOTE, seat, note, from_pos, to_pos);
}

void cw_event_emit_shuffle(cw_game *g, cw_zone z, int n, const uint8_t *outcome)
{
	if (!g->log_events)
		return;
	cw_event e;
	memset(&e, 0, sizeof e);
	e.kind = CW_EV_SHUFFLE;
	e.to = z;
	e.value = n;
	if (outcome)
		e.action = cw_action_make(0, outcome, n);
	cw_event_emit(g, &e);
}

const cw_event *cw_event_last_action(const cw_game *g)
{
	for (uint32_t i = g->nev; i-- > 0;)
		if (g->ev[i].kind == CW_EV_ACTION)
			return &g->ev[i];
	return NULL;
}

int cw_event_round_scores(const cw_game *g, uint32_t round, uint32_t from, int32_t *score)
{
	int ended = 0;
	uint32_t seen = 0;
	memset(score, 0, sizeof *score * (CW_MAX_SEATS + 1));
	for (uint32_t i = from < g->nev ? from : g->nev; i-- > 0;) {
		const cw_event *e = &g->ev[i];
		if (e->kind == CW_EV_ROUND && (uint32_t)e->value <= round)
			break;
		if (e->kind == CW_EV_ROUND_END && (uint32_t)e->value == round)
			ended = 1;
		else if (ended && e->kind == CW_EV_SCORE && e->seat >= 1 && e->seat <= CW_MAX_SEATS &&
			 !(seen & (1u << e->seat))) {
			score[e->seat] = e->value;
			seen |= 1u << e->seat;
		}
	}
	return ended;
}
