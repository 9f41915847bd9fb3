/*
** The information-flow check: see flow.h.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "flow.h"

void cw_flow_free(cw_flow *f)
{
	for (int s = 0; s <= CW_MAX_SEATS; s++) {
		cw_game_free(f->alt[s]);
		f->alt[s] = NULL;
		free(f->unseen[s]);
		f->unseen[s] = NULL;
	}
}

/* Deals the faces of the cards hidden from both seats again among them. */
static int redeal(cw_game *c, int seat, int actor, cw_rng *rng)
{
	cw_state *s = c->st;
	cw_seatmask them = (cw_seatmask)(CW_SEATBIT(seat) | CW_SEATBIT(actor));
	cw_card *ids = malloc(sizeof *ids * s->ncards);
	if (!ids)
		return -1;
	int n = 0;
	for (int k = 0; k < s->ncards; k++) {
		const cw_cardrec *r = &cw_state_cards(s)[k];
		if (!r->up && !(r->known & them))
			ids[n++] = (cw_card)k;
	}
	for (int i = n - 1; i > 0; i--) {
		int j = (int)cw_rng_below(rng, (uint32_t)i + 1);
		cw_face t = cw_state_cards(s)[ids[i]].face;
		cw_state_cards(s)[ids[i]].face = cw_state_cards(s)[ids[j]].face;
		cw_state_cards(s)[ids[j]].face = t;
	}
	free(ids);
	return n;
}

static int cmp_action(const void *a, const void *b)
{
	return memcmp(a, b, sizeof(cw_action));
}

/* The legal list, sorted, in a new array (NULL and *n 0 when empty). */
static cw_action *sorted_legal(cw_game *g, uint32_t *n)
{
	const cw_action *l = cw_engine_legal(g, n);
	cw_action *c = *n ? malloc(sizeof *c * *n) : NULL;
	if (!c) {
		*n = 0;
		return NULL;
	}
	memcpy(c, l, sizeof *c * *n);
	qsort(c, *n, sizeof *c, cmp_action);
	return c;
}

/* The first action of list a not in list b (both sorted), or NULL. */
static const cw_action *missing(const cw_action *a, uint32_t na, const cw_action *b, uint32_t nb)
{
	for (uint32_t i = 0; i < na; i++)
		if (!bsearch(&a[i], b, nb, sizeof *b, cmp_action))
			return &a[i];
	return NULL;
}

int cw_flow_prepare(cw_flow *f, const cw_game *g, cw_rng *rng, char *why, size_t n)
{
	cw_err err;
	memset(f, 0, sizeof *f);
	f->actor = g->st->actor;
	/* The actor, and one other seat chosen at random: over a game's
	** actions every seat is looked at, for a third of the cost of all. */
	int nseats = g->st->nseats, other = nseats > 1 ? 1 + (int)cw_rng_below(rng, (uint32_t)nseats - 1) : 0;
	if (other >= f->actor)
		other++;
	for (int s = 1; s <= nseats; s++) {
		if (s != f->actor && s != other)
			continue;
		cw_game *c = cw_game_clone(g, 0, &err);
		if (!c)
			return -1;
		f->alt[s] = c;
		int moved = redeal(c, s, f->actor, rng);
		if (moved < 0 || !(f->unseen[s] = malloc(c->st->ncards ? (size_t)c->st->ncards : 1)))
			return -1;
		for (int k = 0; k < c->st->ncards; k++) {
			const cw_cardrec *r = &cw_state_cards(c->st)[k];
			f->unseen[s][k] = !r->up && !(r->known & CW_SEATBIT(s));
		}
		c->log_events = 1;
		if (s != f->actor || moved < 2)
			continue;
		/* The actor's legal list in the other deal. */
		c->legal_valid = 0;
		uint32_t na, nb;
		cw_action *la = sorted_legal((cw_game *)g, &na), *lb = sorted_legal(c, &nb);
		const cw_action *odd = missing(la, na, lb, nb);
		int which = 0;
		if (odd)
			which = 1;
		else if ((odd = missing(lb, nb, la, na)))
			which = 2;
		int leak = odd || na != nb || g->open_verbs != c->open_verbs;
		if (leak) {
			char text[CW_ACTION_TEXT_MAX] = "";
			if (odd)
				cw_action_format(g->verbs, odd, f->actor, text, sizeof text);
			snprintf(why, n, "seat %d's legal list depends on cards it cannot see: %s%s%s (%u actions in one "
				 "deal of the hidden cards, %u in another)", f->actor, odd ? "'" : "", odd ? text : "",
				 odd ? (which == 1 ? "' is offered in one deal and not in another"
						   : "' is offered in another deal and not in this one") : "the lists differ",
				 na, nb);
		}
		free(la);
		free(lb);
		/* and the reasons its refusals give (g:why_not, a kit's rule):
		** the actor reads them at the prompt */
		for (int k = 0; !leak && g->log_events && k < g->nwhy + c->nwhy; k++) {
			const cw_game *x = k < g->nwhy ? g : c, *y = k < g->nwhy ? c : g;
			int i = k < g->nwhy ? k : k - g->nwhy, verb = x->why_verb[i];
			const char *mine = x->why_text[i], *theirs = cw_game_why(y, verb);
			if (theirs && !strcmp(mine, theirs))
				continue;
			leak = 1;
			snprintf(why, n, "seat %d's reason why '%s' is refused depends on cards it cannot see: \"%.200s\" in one "
				 "deal of the hidden cards, %s%.200s%s in another", f->actor,
				 verb < g->verbs->n ? g->verbs->v[verb].name : "?", mine, theirs ? "\"" : "",
				 theirs ? theirs : "none", theirs ? "\"" : "");
		}
		if (leak)
			return 1;
	}
	return 0;
}

static const char *const ev_name[] = { "round", "shuffle", "move", "reveal", "flip", "turn", "action", "call",
				       "score", "round end", "game end", "note", "lead", "chips" };

/* Whether two events, as one seat sees them, are the same but for the
** face; *shown is set when both show a face and the faces differ. */
static int same_event(const cw_event *a, const cw_event *b, int *shown)
{
	*shown = a->face != b->face && a->face != CW_FACE_HIDDEN && b->face != CW_FACE_HIDDEN;
	if ((a->face == CW_FACE_HIDDEN) != (b->face == CW_FACE_HIDDEN))
		return 0;
	return a->kind == b->kind && a->seat == b->seat && a->up == b->up && a->face_mask == b->face_mask &&
	       a->card == b->card && a->from == b->from && a->to == b->to && a->from_pos == b->from_pos &&
	       a->to_pos == b->to_pos && a->value == b->value && !memcmp(&a->action, &b->action, sizeof a->action);
}

/* Whether event e, as seat s sees it, shows s what the rules make known,
** where the two deals differ at it: a card turned face up for the whole
** table (whether s knew its face or not: which card the rules turn up is
** theirs to choose, DES-S5's best combination), the face of a card s
** could not see before the action (unseen: per card), or, after a deal
** (at_deal), a seat's declaration in words alone (`announce oro`, DES-S4:
** which combinations a dealt hand holds, not which cards). An
** announcement with a card, a number or a seat in it, or one an action
** makes outside a deal, is compared as any other event: that is how a
** house rule tells the table a face it should not ("saw red"). */
static int showing(const cw_game *g, const cw_event *e, const unsigned char *unseen, int at_deal)
{
	if (e->kind == CW_EV_NOTE) {
		if (!at_deal || e->value != CW_NOTE_ANNOUNCE || e->action.verb >= g->verbs->n)
			return 0;
		const char *sig = g->verbs->v[e->action.verb].sig;
		return strspn(sig, "w*") == strlen(sig);
	}
	if (e->kind == CW_EV_FLIP && e->value == 1)
		return 1;
	int ncards = g->st->ncards;
	return (e->kind == CW_EV_MOVE || e->kind == CW_EV_REVEAL || e->kind == CW_EV_FLIP) &&
	       e->face != CW_FACE_HIDDEN && e->card < ncards && unseen[e->card];
}

/* Whether the events of x from `start` to `upto` hold a deal (a round
** begun within the action). */
static int dealt(const cw_game *x, uint32_t start, uint32_t upto)
{
	for (uint32_t k = start; k < upto && k < x->nev; k++)
		if (x->ev[k].kind == CW_EV_ROUND)
			return 1;
	return 0;
}

/* Whether the window's passes, as seat s is shown them (the public
** game), end the round and deal the next: s's own cards may then differ
** between two deals of the hidden cards. */
static int deals_on_pass(const cw_game *x, int s)
{
	cw_game *p = cw_engine_public_game(x, s);
	int dealt_on = p && p->st->round != x->st->round;
	cw_game_free(p);
	return dealt_on;
}

/* Compares what seat s is shown; 0 when the same. */
static int compare_seat(const cw_game *g, uint32_t from, const cw_game *c, int s, const unsigned char *unseen,
			char *why, size_t n, uint32_t *ev)
{
	uint32_t i = from, j = 0;
	for (;;) {
		while (i < g->nev && !cw_knowledge_visible(&g->ev[i], s))
			i++;
		while (j < c->nev && !cw_knowledge_visible(&c->ev[j], s))
			j++;
		if (i >= g->nev || j >= c->nev)
			break;
		cw_event a = cw_knowledge_event(&g->ev[i], s), b = cw_knowledge_event(&c->ev[j], s);
		int shown;
		if (!same_event(&a, &b, &shown)) {
			/* the deals differ at a showing: the rules chose what to show */
			if (showing(g, &a, unseen, dealt(g, from, i)) || showing(c, &b, unseen, dealt(c, 0, j)))
				return 0;
			*ev = i;
			snprintf(why, n, "what seat %d is shown depends on cards it cannot see: the %s event %u differs "
				 "in another deal of the hidden cards", s, a.kind < sizeof ev_name / sizeof *ev_name ? ev_name[a.kind] : "?", i);
			return 1;
		}
		if (shown)
			return 0;	/* a face seat s did not know: the deals may differ from here */
		i++, j++;
	}
	/* A reaction window asks only the seats the rules name (DES-P7: the
	** seats that can use a discard). Where its passes are private, who
	** is asked is hidden: the seat is shown who acts once every asked
	** seat has passed (cw_engine_public_actor), and that must not depend
	** on what it cannot see. Where they are public, the seat asked is
	** shown, and so must not depend on it either: a window that asks a
	** seat for a card it holds tells the table that it holds it. The
	** events past those both show are compared at the action that closes
	** the window. */
	if (cw_turn_window_seat(g->st) || cw_turn_window_seat(c->st)) {
		/* a new deal within the action, or one at the release of an end
		** held for the window (cw_engine_held): the seat's own cards
		** may differ */
		if (dealt(g, from, g->nev) || dealt(c, 0, c->nev) || cw_engine_held(g) || cw_engine_held(c) ||
		    deals_on_pass(g, s) || deals_on_pass(c, s))
			return 0;
		int tg = 0, tc = 0;
		int ag = cw_engine_public_actor(g, s, &tg), ac = cw_engine_public_actor(c, s, &tc);
		if (ag == ac && tg == tc)
			return 0;
		*ev = g->nev;
		snprintf(why, n, "what seat %d is shown depends on cards it cannot see: seat %d acts next (in seat %d's "
			 "turn) in one deal of the hidden cards, seat %d (in seat %d's turn) in another (who a window asks "
			 "tells what they hold, unless its passes are private)", s, ag, tg, ac, tc);
		return 1;
	}
	cw_event left = i < g->nev ? cw_knowledge_event(&g->ev[i], s) : cw_knowledge_event(&c->ev[j], s);
	if ((i < g->nev || j < c->nev) &&
	    showing(g, &left, unseen, i < g->nev ? dealt(g, from, i) : dealt(c, 0, j)))
		return 0;	/* the rules showed s more in one deal than in the other */
	if (i < g->nev || j < c->nev) {
		*ev = i < g->nev ? i : g->nev;
		snprintf(why, n, "what seat %d is shown depends on cards it cannot see: %s events in one deal "
			 "of the hidden cards than in another", s, i < g->nev ? "more" : "fewer");
		return 1;
	}
	const cw_state *x = g->st, *y = c->st;
	if (x->status != y->status || x->round != y->round || x->turn != y->turn || x->actor != y->actor ||
	    cw_turn_window_seat(x) != cw_turn_window_seat(y)) {
		*ev = g->nev;
		snprintf(why, n, "what seat %d is shown depends on cards it cannot see: the next decision "
			 "(seat %d to act) is seat %d's in another deal of the hidden cards", s, x->actor, y->actor);
		return 1;
	}
	return 0;
}

void cw_flow_apply(cw_flow *f, int s, const cw_action *a)
{
	cw_err err;
	if (!f->failed && f->alt[s] && cw_engine_apply(f->alt[s], a, &err)) {
		f->failed = s;
		snprintf(f->failure, sizeof f->failure, "%s", err.msg);
	}
}

int cw_flow_compare(cw_flow *f, const cw_game *g, uint32_t from, char *why, size_t n, uint32_t *ev)
{
	int rc = 0;
	if (f->failed) {
		*ev = from;
		snprintf(why, n, "seat %d's action is legal in one deal of the cards seat %d cannot see and fails "
			 "in another: %.200s", f->actor, f->failed, f->failure);
		rc = 1;
	}
	for (int s = 1; s <= g->st->nseats && !rc; s++)
		if (f->alt[s])
			rc = compare_seat(g, from, f->alt[s], s, f->unseen[s], why, n, ev);
	cw_flow_free(f);
	return rc;
}
