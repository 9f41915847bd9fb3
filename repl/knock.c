#include "knock.h"
#include "../core/state.h"
#include "../core/turn.h"
#include "../core/engine.h"

void cw_knock_clear(cw_knock *k)
{
	k->left = k->old = 0;
}

/* Whether at least two people play: with one, nobody waits on another. */
static int several(uint32_t persons)
{
	return (persons & (persons - 1)) != 0;
}

/* Whether the variant has a verb that claims a discard. */
static int claims(const cw_game *g)
{
	for (int v = 0; v < g->verbs->n; v++)
		if (g->verbs->v[v].roles & CW_ROLE_CLAIM)
			return 1;
	return 0;
}

void cw_knock_hold(cw_game *g, uint32_t persons, int on)
{
	g->hold_end = on && several(persons) && claims(g);
}

int cw_knock_release_due(const cw_knock *k, const cw_game *g)
{
	return cw_engine_held(g) && !k->left;
}

int cw_knock_after(cw_knock *k, const cw_game *g, const cw_action *a, int seat, uint32_t persons)
{
	const cw_state *st = g->st;
	uint32_t roles = a->verb < g->verbs->n ? g->verbs->v[a->verb].roles : 0;
	if (!several(persons) || !claims(g) || st->status != CW_ST_PLAY || (roles & CW_ROLE_CLAIM)) {
		cw_knock_clear(k);	/* a claim is public: nobody knocks for the card any more */
		return 0;
	}
	if (!(roles & CW_ROLE_DISCARD))
		return 0;
	cw_knock_clear(k);
	k->from = seat;
	k->claim = 1;
	for (int s = 1; s <= st->nseats; s++)
		if (s != seat && (persons & CW_SEATBIT(s)) && !(st->out & CW_SEATBIT(s)))
			k->left |= CW_SEATBIT(s);
	return 1;
}

/* The private window the rules opened last (CW_NOTE_WINDOW), in the last
** action's effects or the deal before any action; NULL if none. */
static const cw_event *window_note(const cw_game *g)
{
	for (uint32_t i = g->nev; i > 0 && g->ev[i - 1].kind != CW_EV_ACTION; i--)
		if (g->ev[i - 1].kind == CW_EV_NOTE && g->ev[i - 1].value == CW_NOTE_WINDOW)
			return &g->ev[i - 1];
	return NULL;
}

void cw_knock_window(cw_knock *k, const cw_game *g, int opened, uint32_t persons)
{
	const cw_state *st = g->st;
	if (!opened || !several(persons) || st->status != CW_ST_PLAY)
		return;
	/* in the rules' own order for their window (DES-A4: from the seat
	** after the dealer), whether it is open still or closed as it opened:
	** an order that hung on which would tell which */
	const cw_event *w = window_note(g);
	k->old = k->left;
	k->from = w ? w->seat : st->turn ? st->turn : st->dealer;
	k->claim = 0;
	for (int s = 1; s <= st->nseats; s++)
		if ((persons & CW_SEATBIT(s)) && !(st->out & CW_SEATBIT(s)))
			k->left |= CW_SEATBIT(s);
	if (opened == 2)	/* a window closed already: all of it is due first */
		k->old = k->left;
}

cw_knock_mark cw_knock_mark_of(const cw_game *g)
{
	cw_knock_mark m = { cw_turn_window_seat(g->st) != 0, g->st->phase, g->st->round, g->st->window_seq };
	return m;
}

int cw_knock_opened(const cw_game *g, int seat, const cw_knock_mark *was)
{
	const cw_state *st = g->st;
	const cw_event *noted = window_note(g);
	int ws = cw_turn_window_seat(st);
	cw_knock_mark none = { 0, 0, 0, 0 };
	if (!was)
		was = &none;
	/* one that is not the window open now closed as it opened (it asked
	** nobody): its knocking comes before whatever is open now */
	if (noted)
		return ws && st->window_seq == (uint16_t)noted->to_pos ? 1 : 2;
	/* the seat that acted going on in the same window, its next step
	** (CUM-M4's give after a match), is no window anybody knocks for; a
	** new window that asks it first (the Cambio after a declaration
	** window, DES-C1) is */
	if (ws && was->open && ws == seat && st->round == was->round && st->window_seq == was->window)
		return 0;
	return ws && (!was->open || st->phase != was->phase || st->round != was->round || st->window_seq != was->window);
}

/* The place of seat s in the order after k->from. */
static int place(const cw_knock *k, int nseats, int s)
{
	return (s - k->from - 1 + nseats) % nseats;
}

int cw_knock_due(const cw_knock *k, int nseats, int upto)
{
	int best = 0;
	uint32_t old = k->left & k->old;
	if (old)	/* a closed window's, before anything of the open one */
		upto = 0;
	for (int s = 1; s <= nseats; s++)
		if ((k->left & CW_SEATBIT(s)) && (!old || (old & CW_SEATBIT(s))) &&
		    (!upto || place(k, nseats, s) < place(k, nseats, upto)) &&
		    (!best || place(k, nseats, s) < place(k, nseats, best)))
			best = s;
	return best;
}

int cw_knock_answering(const cw_state *st)
{
	return cw_turn_window_seat(st) == st->actor && st->turn != st->actor;
}

int cw_knock_before_actor(const cw_knock *k, const cw_state *st)
{
	return k->left ? cw_knock_due(k, st->nseats, cw_knock_answering(st) ? st->actor : 0) : 0;
}

void cw_knock_done(cw_knock *k, int seat)
{
	k->left &= (uint32_t)~CW_SEATBIT(seat);
}

void cw_knock_resume(cw_knock *k, const cw_game *g, uint32_t persons)
{
	uint32_t i = g->nev;
	cw_knock_clear(k);
	while (i > 0 && g->ev[i - 1].kind != CW_EV_ACTION && g->ev[i - 1].kind != CW_EV_ROUND)
		i--;
	if (i > 0 && g->ev[i - 1].kind == CW_EV_ACTION && cw_knock_after(k, g, &g->ev[i - 1].action, g->ev[i - 1].seat, persons))
		return;
	cw_knock_window(k, g, cw_knock_opened(g, 0, NULL), persons);
}
