/*
** The engine: one decision point at a time (DESIGN principle 3) and
** transactional actions (principle 4).
**
** After every change the engine settles the game: a round the variant
** ended is scored and, unless the match is over, the next one is dealt;
** then the variant's legal hook names the actions of the new decision.
*/
#include <stdlib.h>
#include <string.h>
#include "engine.h"
#include "event.h"
#include "game.h"
#include "knowledge.h"
#include "layout.h"
#include "turn.h"
#include "zone.h"

int cw_engine_log_full(const cw_game *g, cw_err *err)
{
	if (g->ev_full == 2)
		return cw_error_fail(err, CW_ELIMIT, "the game's log holds %u events, the most a game may: "
				     "this game cannot go on (its recording so far replays)", CW_MAX_GAME_EVENTS);
	return cw_error_fail(err, CW_ELIMIT, "more than %u events in one round or one action: the log is full",
			     CW_MAX_ROUND_EVENTS);
}

static void emit_simple(cw_game *g, int kind, int seat, int32_t value)
{
	if (!g->log_events)
		return;
	cw_event e;
	memset(&e, 0, sizeof e);
	e.kind = (uint8_t)kind;
	e.seat = (uint8_t)seat;
	e.value = value;
	cw_event_emit(g, &e);
}

void cw_engine_set_phase(cw_game *g, int phase)
{
	g->st->phase = (uint8_t)phase;
}

void cw_engine_set_actor(cw_game *g, int seat)
{
	g->st->actor = (uint8_t)seat;
}

void cw_engine_round_end(cw_game *g)
{
	g->st->round_over = 1;
}

void cw_engine_stack(cw_game *g, const cw_face *faces, uint32_t n)
{
	g->stacked = faces;
	g->nstacked = n;
}

void cw_engine_stack_rounds(cw_game *g, const cw_face *const *decks, uint32_t ndecks)
{
	g->decks = decks;
	g->ndecks = ndecks;
}

void cw_engine_offer_open(cw_game *g, int verb)
{
	if (verb >= 0 && verb < 64)
		g->open_verbs |= (uint64_t)1 << verb;
}

/* Legal lists up to this long are searched; longer ones are indexed. */
#define LEGAL_SCAN 16
#define NO_INDEX UINT32_MAX

/* Every byte of the action reaches the low bits the table uses: a product
** alone carries a byte only upwards, so the slot argument of a pair (the
** sixth byte) never reached the slot number and each pair's actions,
** which differ in it alone, fell on one chain. */
static uint32_t action_hash(const cw_action *a)
{
	uint64_t x, y;
	memcpy(&x, a, 8);
	memcpy(&y, (const char *)a + 8, 8);
	uint64_t h = (x * 0x9E3779B97F4A7C15ull) ^ (y * 0xC2B2AE3D27D4EB4Full);
	h ^= h >> 32;
	h *= 0xD6E8FEB86659FD93ull;
	return (uint32_t)(h >> 32);
}

static void index_put(cw_game *g, uint32_t i)
{
	uint32_t mask = g->index_cap - 1, h = action_hash(&g->legal[i]) & mask;
	while (g->legal_index[h] != NO_INDEX)
		h = (h + 1) & mask;
	g->legal_index[h] = i;
}

/* Indexes the whole list anew with room for `want` entries at half load. */
static int index_build(cw_game *g, uint32_t want, cw_err *err)
{
	uint32_t cap = 64;
	while (cap < want * 2)
		cap *= 2;
	if (cap != g->index_cap) {
		uint32_t *ix = realloc(g->legal_index, sizeof *ix * cap);
		if (!ix)
			return cw_error_fail(err, CW_ENOMEM, "out of memory");
		g->legal_index = ix;
		g->index_cap = cap;
	}
	memset(g->legal_index, 0xFF, sizeof *g->legal_index * cap);
	for (uint32_t i = 0; i < g->nlegal; i++)
		index_put(g, i);
	g->nindexed = g->nlegal;
	return CW_OK;
}

/* Two actions are equal when all their bytes are (cw_action_equal). */
static inline int same(const cw_action *a, const cw_action *b)
{
	uint64_t a0, a1, b0, b1;
	memcpy(&a0, a, 8);
	memcpy(&a1, (const char *)a + 8, 8);
	memcpy(&b0, b, 8);
	memcpy(&b1, (const char *)b + 8, 8);
	return ((a0 ^ b0) | (a1 ^ b1)) == 0;
}

static int offered(cw_game *g, const cw_action *a, cw_err *err, int *found)
{
	*found = 0;
	if (g->nlegal < LEGAL_SCAN) {
		for (uint32_t i = 0; i < g->nlegal; i++)
			if (same(&g->legal[i], a))
				return *found = 1, CW_OK;
		return CW_OK;
	}
	/* The index is built when a look-up first finds the list past
	** LEGAL_SCAN in a decision (the list's first entry set nindexed to 0),
	** and takes in the entries added since the last look-up. */
	if (g->nindexed == 0 || (g->nlegal + 1) * 2 > g->index_cap) {
		int rc = index_build(g, g->nlegal + 1, err);
		if (rc)
			return rc;
	}
	while (g->nindexed < g->nlegal)
		index_put(g, g->nindexed++);
	uint32_t mask = g->index_cap - 1;
	for (uint32_t h = action_hash(a) & mask; g->legal_index[h] != NO_INDEX; h = (h + 1) & mask)
		if (same(&g->legal[g->legal_index[h]], a))
			return *found = 1, CW_OK;
	return CW_OK;
}

/* Room for one more legal action. */
static int legal_room(cw_game *g, cw_err *err)
{
	if (g->nlegal < g->legalcap)
		return CW_OK;
	if (g->nlegal >= CW_MAX_LEGAL)	/* host memory a hook may claim */
		return cw_error_fail(err, CW_ELIMIT, "more than %u legal actions offered at one decision", CW_MAX_LEGAL);
	uint32_t cap = g->legalcap ? g->legalcap * 2 : 32;
	cw_action *l = realloc(g->legal, sizeof *l * cap);
	if (!l)
		return cw_error_fail(err, CW_ENOMEM, "out of memory");
	g->legal = l;
	g->legalcap = cap;
	return CW_OK;
}

int cw_engine_offer(cw_game *g, const cw_action *given, cw_err *err)
{
	cw_action canon;
	const cw_action *a = given;
	if (a->verb < g->verbs->n && g->verbs->v[a->verb].unordered) {
		canon = *given;
		cw_action_canonical(g->verbs, &canon);
		a = &canon;
	}
	int found, rc = offered(g, a, err, &found);
	if (rc || found)
		return rc;
	if ((rc = legal_room(g, err)))
		return rc;
	if (g->nlegal == 0)
		g->nindexed = 0;
	g->legal[g->nlegal++] = *a;
	return CW_OK;
}

int cw_engine_offer_fresh(cw_game *g, int verb, const uint8_t *args, int nargs, cw_err *err)
{
	int rc = legal_room(g, err);
	if (rc)
		return rc;
	if (g->nlegal == 0)
		g->nindexed = 0;
	/* Written byte by byte, and read back only by later look-ups. */
	cw_action *d = &g->legal[g->nlegal];
	memset(d, 0, sizeof *d);
	d->verb = (uint8_t)verb;
	d->nargs = (uint8_t)nargs;
	for (int k = 0; k < nargs && k < CW_ACTION_ARGS; k++)
		d->arg[k] = args[k];
	if (d->verb < g->verbs->n && g->verbs->v[d->verb].unordered)
		cw_action_canonical(g->verbs, d);
	g->nlegal++;
	return CW_OK;
}

int cw_engine_open_verb(const cw_game *g, int from)
{
	for (int v = from < 0 ? 0 : from; v < 64 && v < g->verbs->n; v++)
		if (g->open_verbs >> v & 1)
			return v;
	return -1;
}

int cw_engine_legal_has_verb(const cw_game *g, int verb)
{
	for (uint32_t i = 0; i < g->nlegal; i++)
		if (g->legal[i].verb == verb)
			return 1;
	return 0;
}

/* Appends verb with its argument to a list with room for it. */
static void append_verb(cw_game *g, uint8_t v, uint8_t n, uint8_t x)
{
	if (g->nlegal == 0)
		g->nindexed = 0;
	cw_action *d = &g->legal[g->nlegal++];
	memset(d, 0, sizeof *d);
	d->verb = v;
	d->nargs = n;
	d->arg[0] = x;
}

/* A short list is compared field by field with the values given: an
** action built byte by byte just before and read back as two words would
** wait for its stores to reach the cache, at every offer of every turn. */
int cw_engine_offer_verb(cw_game *g, int verb, int nargs, int arg, cw_err *err)
{
	uint8_t v = (uint8_t)verb, n = (uint8_t)(nargs > 0), x = (uint8_t)(nargs > 0 ? arg : 0);
	if (g->nlegal >= LEGAL_SCAN || g->nlegal >= g->legalcap) {
		cw_action a;
		memset(&a, 0, sizeof a);
		a.verb = v;
		a.nargs = n;
		a.arg[0] = x;
		return cw_engine_offer(g, &a, err);
	}
	for (uint32_t i = 0; i < g->nlegal; i++) {
		const cw_action *l = &g->legal[i];
		if (l->verb == v && l->nargs == n && l->arg[0] == x) {
			int rest = 0;
			for (int k = 1; k < CW_ACTION_ARGS; k++)
				rest |= l->arg[k];
			if (!rest)
				return CW_OK;
		}
	}
	append_verb(g, v, n, x);
	return CW_OK;
}

/* A short list takes it without a look; a long one goes through the
** index, which is built and kept by the checked offers. */
int cw_engine_offer_new(cw_game *g, int verb, int nargs, int arg, cw_err *err)
{
	if (g->nlegal >= LEGAL_SCAN || g->nlegal >= g->legalcap)
		return cw_engine_offer_verb(g, verb, nargs, arg, err);
	append_verb(g, (uint8_t)verb, (uint8_t)(nargs > 0), (uint8_t)(nargs > 0 ? arg : 0));
	return CW_OK;
}

/* Orders the stock as a real table dealt it: faces[0] is the top card.
** Each face takes a card of that face still unplaced, so several decks
** work; a face the pack does not hold is an error. */
static int stack_stock(cw_game *g, cw_err *err)
{
	cw_state *s = g->st;
	char tok[8];
	if (g->nstacked != s->ncards)
		return cw_error_fail(err, CW_EINVAL, "the deck lists %u cards, expected %d", g->nstacked, s->ncards);
	cw_card *stock = cw_state_zone_cards(s, CW_STOCK);
	unsigned char *used = calloc(s->ncards, 1);
	if (!used)
		return cw_error_fail(err, CW_ENOMEM, "out of memory");
	for (uint32_t i = 0; i < g->nstacked; i++) {
		int found = -1;
		for (int c = 0; c < s->ncards; c++)
			if (!used[c] && cw_state_cards(s)[c].face == g->stacked[i]) {
				found = c;
				break;
			}
		if (found < 0) {
			free(used);
			return cw_error_fail(err, CW_EINVAL, "the deck holds %s more often than the pack (card %u of the list)",
				       cw_face_format(g->stacked[i], tok), i + 1);
		}
		used[found] = 1;
		int pos = s->ncards - 1 - (int)i;
		stock[pos] = (cw_card)found;
		cw_state_cards(s)[found].pos = (uint16_t)pos;
	}
	free(used);
	g->stacked = NULL;
	g->nstacked = 0;
	return CW_OK;
}

static int begin_round(cw_game *g, cw_err *err)
{
	cw_state *s = g->st;
	s->round++;
	s->dealer = (uint8_t)(s->round == 1 ? 1 : cw_turn_next_seat(s, s->dealer));
	s->last_caller = s->caller;
	s->turn = s->actor = s->caller = 0;
	s->round_over = 0;
	s->final_left = s->skip = 0;
	s->round_steps = 0;
	s->phase = 0;
	cw_turn_window_close(s);
	memset(s->turns, 0, sizeof s->turns);
	memset(s->score, 0, sizeof s->score);
	g->round_nev = g->nev;	/* ev_full stays: a full log ends the action */
	emit_simple(g, CW_EV_ROUND, s->dealer, (int32_t)s->round);
	if (!g->stacked && g->decks && s->round < g->ndecks && g->decks[s->round])
		cw_engine_stack(g, g->decks[s->round], (uint32_t)s->ncards);
	if (g->stacked) {
		cw_zone_gather(g);
		int rc = stack_stock(g, err);
		if (rc)
			return rc;
	} else
		cw_zone_gather_shuffled(g);
	cw_event_note_order(g, 0);
	s->status = CW_ST_PLAY;
	return g->rules->setup_round(g->rules_ud, g, err);
}

static int finish_round(cw_game *g, int *over, cw_err *err)
{
	cw_state *s = g->st;
	int rc = g->rules->score_round(g->rules_ud, g, err);
	if (rc)
		return rc;
	/* A total past 32 bits would wrap (a variant's scores are its own). */
	for (int seat = 1; seat <= s->nseats; seat++) {
		int64_t t = (int64_t)s->total[seat] + s->score[seat];
		if (t < INT32_MIN || t > INT32_MAX)
			return cw_error_fail(err, CW_ELIMIT, "seat %d's match total %d plus the round's %d passes the 32-bit range",
				       seat, (int)s->total[seat], (int)s->score[seat]);
	}
	for (int seat = 1; seat <= s->nseats; seat++) {
		s->total[seat] += s->score[seat];
		emit_simple(g, CW_EV_SCORE, seat, s->score[seat]);
	}
	emit_simple(g, CW_EV_ROUND_END, 0, (int32_t)s->round);
	return g->rules->match_over(g->rules_ud, g, over, err);
}

static int compute_legal(cw_game *g, cw_err *err)
{
	cw_state *s = g->st;
	g->nlegal = 0;
	g->open_verbs = 0;
	g->legal_valid = 0;
	g->nwhy = 0;
	int w = cw_turn_window_seat(s);
	s->actor = (uint8_t)(w ? w : s->turn);
	int rc = g->rules->legal(g->rules_ud, g, err);
	if (rc)
		return rc;
	g->legal_valid = 1;
	return CW_OK;
}

static int settle(cw_game *g, cw_err *err);

/* A round's end held (state.h's hold_end): no decision until it is
** released, and the log told up to the notes that say why it ended. */
static void held(cw_game *g)
{
	uint32_t i = g->nev;
	while (i > g->step_nev && g->ev[i - 1].kind == CW_EV_NOTE && g->ev[i - 1].value == CW_NOTE_END)
		i--;
	g->held_nev = i ? i : 1;
	g->nlegal = 0;
	g->open_verbs = 0;
	g->legal_valid = 1;
}

int cw_engine_held(const cw_game *g)
{
	return g->held_nev != 0 && g->st->round_over && g->st->status == CW_ST_PLAY;
}

uint32_t cw_engine_told(const cw_game *g)
{
	return cw_engine_held(g) ? g->held_nev : g->nev;
}

int cw_engine_release(cw_game *g, cw_err *err)
{
	if (!cw_engine_held(g))
		return CW_OK;
	if (!g->no_rollback)
		cw_game_snapshot(g);
	int hold = g->hold_end;
	g->hold_end = 0;
	g->held_nev = 0;
	g->ev_full = 0;
	int rc = settle(g, err);
	if (!rc && g->ev_full)
		rc = cw_engine_log_full(g, err);
	g->hold_end = hold;
	if (rc && !g->no_rollback) {
		cw_game_restore(g);
		held(g);	/* still held: the table says the variant failed */
	}
	return rc;
}

/* Settles the game after a change; see the file comment. Rounds that end
** without a decision (a variant's automatic win) are bounded. */
static int settle(cw_game *g, cw_err *err)
{
	cw_state *s = g->st;
	for (int guard = 0; guard < 1000; guard++) {
		if (s->status == CW_ST_OVER) {
			g->nlegal = 0;
			g->legal_valid = 1;
			s->actor = 0;
			return CW_OK;
		}
		if (s->round_over && g->hold_end) {
			held(g);
			return CW_OK;
		}
		if (s->round_over) {
			int over = 0, rc = finish_round(g, &over, err);
			if (rc)
				return rc;
			s->round_over = 0;
			if (over) {
				s->status = CW_ST_OVER;
				s->turn = s->actor = 0;
				emit_simple(g, CW_EV_GAME_END, 0, (int32_t)s->round);
				continue;
			}
			if ((rc = begin_round(g, err)))
				return rc;
			if (g->ev_full)	/* reported by the caller: no more rounds */
				return CW_OK;
			continue;
		}
		int rc = compute_legal(g, err);
		if (rc)
			return rc;
		if (s->round_over)
			continue;
		if (g->nlegal == 0 && !g->open_verbs) {	/* an open verb alone is a decision: a person types it */
			char *site = g->stuck_site;
			*site = '\0';
			if (g->rules->legal_site)
				g->rules->legal_site(g->rules_ud, g, site, sizeof g->stuck_site);
			return cw_error_fail(err, CW_ESTUCK, "no legal action for seat %d in round %u: %s offered none",
				       s->actor, s->round, *site ? site : "the variant");
		}
		if (s->actor < 1 || s->actor > s->nseats)
			return cw_error_fail(err, CW_ESCRIPT, "the variant named no seat to act (actor %d)", s->actor);
		return CW_OK;
	}
	return cw_error_fail(err, CW_ESCRIPT, "1000 rounds ended without a decision: the variant never lets anyone play");
}

int cw_engine_start(cw_game *g, cw_err *err)
{
	if (g->st->status != CW_ST_NEW)
		return cw_error_fail(err, CW_ESTATE, "the game has already started");
	g->step_nev = g->nev;
	g->ev_full = 0;
	g->applies++;
	if (!g->no_rollback)
		cw_game_snapshot(g);
	int rc = begin_round(g, err);
	if (!rc)
		rc = settle(g, err);
	if (!rc && g->ev_full)
		rc = cw_engine_log_full(g, err);
	if (rc && !g->no_rollback)
		cw_game_restore(g);
	return rc;
}

const cw_action *cw_engine_legal(cw_game *g, uint32_t *n)
{
	if (!g->legal_valid && g->st->status == CW_ST_PLAY) {
		cw_err err;
		if (compute_legal(g, &err))
			g->nlegal = 0;
	}
	*n = g->nlegal;
	return g->legal;
}

/* Whether a (in canonical order) is legal now: in the list, or approved for an open verb.
** Returns 1 or 0, or -1 with err set when the accepts hook fails. */
static int is_legal(cw_game *g, const cw_action *a, cw_err *err)
{
	g->refused[0] = '\0';	/* the accepts hook's reason, when it is asked and refuses */
	uint32_t n;
	const cw_action *l = g->legal_valid ? g->legal : cw_engine_legal(g, &n);
	n = g->nlegal;
	for (uint32_t i = 0; i < n; i++)
		if (same(&l[i], a))
			return 1;
	int open = a->verb < 64 && (g->open_verbs >> a->verb & 1);
	if (a->verb < g->verbs->n && (open || g->verbs->v[a->verb].any_seat) && g->rules->accepts) {
		int ok = 0;
		if (g->rules->accepts(g->rules_ud, g, a, &ok, err))
			return -1;
		return ok != 0;
	}
	return 0;
}

/* a itself, or its canonical order in buf for an unordered verb. */
static const cw_action *canonical(const cw_game *g, const cw_action *a, cw_action *buf)
{
	if (a->verb >= g->verbs->n || !g->verbs->v[a->verb].unordered)
		return a;
	*buf = *a;
	cw_action_canonical(g->verbs, buf);
	return buf;
}

int cw_engine_is_legal(cw_game *g, const cw_action *given, cw_err *err)
{
	cw_action buf;
	return is_legal(g, canonical(g, given, &buf), err);
}

void cw_engine_implied(cw_game *g, int verb, uint32_t phases)
{
	g->implied_verb = verb;
	g->implied_phases = verb >= 0 ? phases : 0;
}

/* Whether the current decision is in a phase where the pass may be left out. */
static int implied_phase(const cw_game *g)
{
	const cw_state *s = g->st;
	return s->status == CW_ST_PLAY && s->phase < 32 && (g->implied_phases >> s->phase & 1);
}

int cw_engine_implied_now(cw_game *g, cw_action *a)
{
	if (!implied_phase(g))
		return 0;
	cw_action pass = cw_action_make(g->implied_verb, NULL, 0);
	cw_err err;
	if (cw_engine_is_legal(g, &pass, &err) != 1)
		return 0;
	*a = pass;
	return 1;
}

/* Whether viewer is kept from knowing who is asked now: a reaction
** window whose pass is private, another seat asked. */
static int hidden_window(const cw_game *g, int viewer)
{
	const cw_state *s = g->st;
	if (cw_engine_held(g))	/* nobody was asked: as though all passed, the round's end */
		return viewer != CW_OMNISCIENT;
	return s->status == CW_ST_PLAY && viewer != s->actor && viewer != CW_OMNISCIENT && cw_turn_window_seat(s) &&
	       cw_engine_pass_private(g);
}

int cw_engine_pass_private(const cw_game *g)
{
	return g->implied_verb >= 0 && g->implied_verb < g->verbs->n &&
	       g->verbs->v[g->implied_verb].private_args == CW_PRIVATE_ALL;
}

cw_game *cw_engine_public_game(const cw_game *g, int viewer)
{
	if (!hidden_window(g, viewer))
		return NULL;
	cw_err err;
	cw_game *c = cw_game_clone(g, 0, &err);
	if (!c)
		return NULL;
	cw_game_imagined(c);
	if (cw_engine_held(c)) {
		if (cw_engine_release(c, &err))
			c->st->status = CW_ST_OVER;	/* a failing end: nobody to name */
		return c;
	}
	/* Every asked seat before the viewer passes, in a window whose passes
	** replays write (DES-A4's declarations) as in one whose passes they
	** leave out: the pass is private in both, so who is asked is hidden in
	** both. The viewer's own turn in the window is its to answer. */
	cw_action pass = cw_action_make(c->implied_verb, NULL, 0);
	for (int k = 0; k <= CW_MAX_SEATS && cw_turn_window_seat(c->st) && cw_turn_window_seat(c->st) != viewer &&
	     cw_engine_pass_private(c); k++)
		if (cw_engine_is_legal(c, &pass, &err) != 1 || cw_engine_apply(c, &pass, &err))
			break;
	return c;
}

int cw_engine_public_actor(const cw_game *g, int viewer, int *turn)
{
	const cw_state *s = g->st;
	if (turn)
		*turn = s->turn;
	if (s->status != CW_ST_PLAY)
		return 0;
	if (!hidden_window(g, viewer))
		return s->actor;
	cw_game *c = cw_engine_public_game(g, viewer);
	if (!c)
		return 0;	/* out of memory: nobody named rather than the asked seat */
	int who = c->st->status == CW_ST_PLAY && (!cw_turn_window_seat(c->st) || c->st->actor == viewer) ? c->st->actor : 0;
	if (turn)
		*turn = c->st->turn;
	cw_game_free(c);
	return who;
}

/* An answer replays do not write: the implied pass in a reaction window. */
static int unwritten(const cw_game *g, const cw_action *a)
{
	return implied_phase(g) && a->verb == g->implied_verb && a->nargs == 0 && cw_turn_window_seat(g->st);
}

/* The verbs the window offers the actor besides the pass a. */
static uint64_t window_verbs(const cw_game *g, const cw_action *a)
{
	if (!g->legal_valid)
		return ~0ull;	/* unknown: any record of the seat's is taken as ambiguous */
	uint64_t m = g->open_verbs;
	for (uint32_t i = 0; i < g->nlegal; i++)
		if (g->legal[i].verb < 64)
			m |= 1ull << g->legal[i].verb;
	return a->verb < 64 ? m & ~(1ull << a->verb) : m;
}

/* After an action whose event is at ev: a pass left out is kept pending
** while its window offered other verbs; a written action by a pending
** passer with one of those verbs has that pass written after all, just
** before it (CW_ACT_LATE), since a reader would take the action for the
** window's answer (PW-16 reads a seat not recorded in the window as
** passing only when its record is not an answer there). Any written
** action ends what is pending: a reader implies the passes before it. */
static void note_written(cw_game *g, uint32_t ev, int seat, const cw_action *a, int unw, uint64_t offered)
{
	if (unw) {
		if (offered && g->npend < CW_MAX_SEATS)
			g->pend[g->npend++] = (struct cw_pending_pass){ ev, offered };
		return;
	}
	for (int i = 0; i < g->npend; i++) {
		cw_event *p = g->pend[i].ev < ev ? &g->ev[g->pend[i].ev] : NULL;
		if (p && p->kind == CW_EV_ACTION && p->value == CW_ACT_UNWRITTEN && p->seat == seat && a->verb < 64 &&
		    (g->pend[i].verbs >> a->verb & 1))
			p->value = CW_ACT_LATE;
	}
	g->npend = 0;
}

/* A given layout-shuffle outcome that the action did not use. */
static int unused_outcome(cw_game *g, const cw_action *a, cw_err *err)
{
	char text[CW_ACTION_TEXT_MAX];
	if (!g->nshuffle)
		return CW_OK;
	cw_action_format(g->verbs, a, g->st->actor, text, sizeof text);
	return cw_error_fail(err, CW_ECHANCE, "'%s' shuffles no layout: the outcome after '=' belongs to a shuffle (PW-20)",
		       text);
}

static int apply_checked(cw_game *g, const cw_action *a, cw_err *err);

/* Applies a as one transaction; a chance outcome given for it (a layout
** shuffle's) is used by it or refused, and never outlives it. */
int cw_engine_apply(cw_game *g, const cw_action *a, cw_err *err)
{
	int rc = apply_checked(g, a, err);
	g->nshuffle = 0;
	return rc;
}

static int apply_legal(cw_game *g, const cw_action *a, cw_err *err);

static int playing(const cw_state *s, cw_err *err)
{
	if (s->status == CW_ST_OVER)
		return cw_error_fail(err, CW_ESTATE, "the game is over");
	if (s->status != CW_ST_PLAY)
		return cw_error_fail(err, CW_ESTATE, "the game has not started");
	return CW_OK;
}

static int apply_checked(cw_game *g, const cw_action *a, cw_err *err)
{
	cw_state *s = g->st;
	char text[CW_ACTION_TEXT_MAX];
	int rc = playing(s, err);
	if (rc)
		return rc;
	if (cw_engine_held(g))
		return cw_error_fail(err, CW_ESTATE, "the round's end is held: the table releases it before the next action");
	cw_action canon;
	a = canonical(g, a, &canon);
	int legal = is_legal(g, a, err);
	if (legal < 0)
		return err->code;
	if (!legal) {
		cw_action_format(g->verbs, a, s->actor, text, sizeof text);
		if (g->refused[0])	/* the variant's reason (accepts) */
			return cw_error_fail(err, CW_EILLEGAL, "'%s' is not legal now for seat %d: %s", text, s->actor,
					     g->refused);
		const char *why = cw_game_why(g, a->verb);
		if (why)	/* a rule in force (the kit's, the variant's) */
			return cw_error_fail(err, CW_EILLEGAL, "'%s' is not legal now for seat %d: %s", text, s->actor, why);
		return cw_error_fail(err, CW_EILLEGAL, "'%s' is not legal now for seat %d", text, s->actor);
	}
	return apply_legal(g, a, err);
}

/* The entry is copied field by field: the list was just written so (by
** the offers), and reading the whole action at once would wait for those
** stores. Offered actions are zero past their arguments (cw_action_make). */
int cw_engine_apply_index(cw_game *g, uint32_t i, cw_err *err)
{
	int rc = playing(g->st, err);
	if (rc)
		return rc;
	uint32_t have = g->legal_valid ? g->nlegal : 0;
	if (i >= have)
		return cw_error_fail(err, CW_EINVAL, "no legal action %u: the current decision has %u (expected 1 to %u)", i + 1,
			       have, have);
	const cw_action *l = &g->legal[i];
	cw_action a;
	memset(&a, 0, sizeof a);
	a.verb = l->verb;
	a.nargs = l->nargs;
	for (int k = 0; k < a.nargs && k < CW_ACTION_ARGS; k++)
		a.arg[k] = l->arg[k];
	rc = apply_legal(g, &a, err);
	g->nshuffle = 0;
	return rc;
}

/* Applies a, in canonical order and legal now, as one transaction. */
static int apply_legal(cw_game *g, const cw_action *a, cw_err *err)
{
	cw_state *s = g->st;
	if (!g->no_rollback)
		cw_game_snapshot(g);
	g->step_nev = g->nev;
	g->ev_full = 0;
	g->applies++;
	int unw = g->log_events && unwritten(g, a), actor = s->actor;
	uint64_t offered = unw ? window_verbs(g, a) : 0;
	if (g->log_events) {
		cw_event e;
		memset(&e, 0, sizeof e);
		e.kind = CW_EV_ACTION;
		e.seat = s->actor;
		e.action = *a;
		e.value = unw ? CW_ACT_UNWRITTEN : 0;
		e.from_pos = cw_turn_window_seat(s) != 0;	/* an answer in an open window (a table's words) */
		/* A private action's words are the actor's alone (DES-C2). */
		if (a->verb < g->verbs->n && g->verbs->v[a->verb].private_args) {
			e.up = g->verbs->v[a->verb].private_args;
			e.face_mask = CW_SEATBIT(s->actor);
		} else
			e.face_mask = cw_state_all_seats(s);
		cw_event_emit(g, &e);
	}
	s->steps++;
	s->round_steps++;
	int rc = g->rules->apply(g->rules_ud, g, a, err);
	if (!rc)
		rc = settle(g, err);
	if (!rc)
		rc = unused_outcome(g, a, err);
	if (!rc && g->ev_full)
		rc = cw_engine_log_full(g, err);
	if (rc && !g->no_rollback) {
		cw_err ignored;
		cw_game_restore(g);
		compute_legal(g, &ignored);
	}
	if (!rc && g->log_events && g->step_nev < g->nev)
		note_written(g, g->step_nev, actor, a, unw, offered);
	return rc;
}

int cw_engine_apply_as(cw_game *g, int seat, const cw_action *a, cw_err *err)
{
	cw_state *s = g->st;
	if (seat == s->actor || s->status != CW_ST_PLAY)
		return cw_engine_apply(g, a, err);
	if (seat < 1 || seat > s->nseats || a->verb >= g->verbs->n || !g->verbs->v[a->verb].any_seat)
		return cw_error_fail(err, CW_EILLEGAL, "seat %d acts, but it is seat %d to act", seat, s->actor);
	/* The seat acts between two decisions: the actor's own is computed
	** again once the action is applied, or restored with the game. */
	uint8_t actor = s->actor;
	s->actor = (uint8_t)seat;
	int rc = cw_engine_apply(g, a, err);
	if (rc)
		s->actor = actor;
	return rc;
}

/* The seat to act reads the line as cw_engine_apply_text does; another seat's
** line is read by its signatures alone, for an any_seat action. */
int cw_engine_apply_text_as(cw_game *g, int seat, const char *text, cw_err *err)
{
	cw_action a;
	if (g->st->status != CW_ST_PLAY)
		return cw_error_fail(err, CW_ESTATE, g->st->status == CW_ST_OVER ? "the game is over" : "the game has not started");
	if (seat == g->st->actor)
		return cw_engine_apply_text(g, text, err);
	int rc = cw_action_parse(g->verbs, text, seat, g->st->nseats, &a, err);
	if (rc)
		return rc;
	return cw_engine_apply_as(g, seat, &a, err);
}

/* Whether a reading may be meant now, from the legal list alone: listed,
** or of a verb offered open (its accepts hook is not asked here). */
static int may_be_legal(cw_game *g, const cw_action *given)
{
	uint32_t n;
	cw_action canon = *given;
	cw_action_canonical(g->verbs, &canon);
	const cw_action *l = cw_engine_legal(g, &n);
	for (uint32_t i = 0; i < n; i++)
		if (cw_action_equal(&l[i], &canon))
			return 1;
	return canon.verb < 64 && (g->open_verbs >> canon.verb & 1);
}

/* The one legal action of an `implied` verb whose name or alias is the
** whole of text (cw_action_word_verbs); -1 if none, or if the list holds
** more than one of that verb. */
static int implied_action(cw_game *g, const char *text)
{
	int verbs[CW_MAX_VERBS];
	int nv = cw_action_word_verbs(g->verbs, text, verbs, CW_MAX_VERBS);
	uint32_t n;
	const cw_action *l = cw_engine_legal(g, &n);
	for (int j = 0; j < nv; j++) {
		int v = verbs[j];
		if (!g->verbs->v[v].implied)
			continue;
		int found = -1;
		for (uint32_t i = 0; i < n; i++)
			if (l[i].verb == v) {
				if (found >= 0)
					return -1;
				found = (int)i;
			}
		if (found >= 0)
			return found;
	}
	return -1;
}

int cw_engine_read_action(cw_game *g, const char *text, cw_action *out, cw_err *err)
{
	cw_reading r[CW_MAX_VERBS];
	char a[CW_ACTION_TEXT_MAX], b[CW_ACTION_TEXT_MAX];
	int n;
	int rc = cw_action_readings(g->verbs, text, g->st->actor, g->st->nseats, r, CW_MAX_VERBS, &n, err);
	if (rc) {
		/* a verb's word alone, for its one legal action */
		int i = implied_action(g, text);
		if (i < 0)
			return rc;
		*out = g->legal[i];
		return CW_OK;
	}
	int pick = -1;
	for (int i = 0; i < n; i++) {
		if (!may_be_legal(g, &r[i].action))
			continue;
		if (pick < 0) {
			pick = i;
			continue;
		}
		if (r[i].words == r[pick].words && r[i].alias == r[pick].alias) {
			cw_action_format(g->verbs, &r[pick].action, g->st->actor, a, sizeof a);
			cw_action_format(g->verbs, &r[i].action, g->st->actor, b, sizeof b);
			return cw_error_fail(err, CW_EINVAL, "'%s' is ambiguous here: it may be '%s' or '%s'; write the action in full",
				       text, a, b);
		}
	}
	*out = r[pick < 0 ? 0 : pick].action;
	return CW_OK;
}

int cw_engine_read_line(cw_game *g, const char *text, cw_action *out, cw_outcome *o, cw_err *err)
{
	char words[CW_ACTION_TEXT_MAX + 64];	/* room for spaces typed twice */
	int rc = cw_action_outcome_split(text, words, sizeof words, o, err);
	return rc ? rc : cw_engine_read_action(g, words, out, err);
}

int cw_engine_apply_outcome(cw_game *g, const cw_action *a, const cw_outcome *o, cw_err *err)
{
	if (o && o->n)
		cw_layout_shuffle_order(g, o->v, o->n, !g->chance_given);
	return cw_engine_apply(g, a, err);
}

int cw_engine_apply_text(cw_game *g, const char *text, cw_err *err)
{
	cw_action a;
	cw_outcome o;
	if (g->st->status != CW_ST_PLAY)
		return cw_error_fail(err, CW_ESTATE, g->st->status == CW_ST_OVER ? "the game is over" : "the game has not started");
	int rc = cw_engine_read_line(g, text, &a, &o, err);
	if (rc)
		return rc;
	return cw_engine_apply_outcome(g, &a, &o, err);
}
