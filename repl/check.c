/*
** `cardwright check`: random games of one variant, with the engine's
** invariants checked after every action. What is checked, exactly:
**
**   cards      cw_check(): every card in exactly one place, zone records
**              consistent, masks within the seats.
**   leak       for every seat, the view shows a face only for a card that
**              is face up or has the seat in its knowledge mask, and no
**              event of the action shows a seat a face outside the event's
**              face mask.
**   knowledge  the action's events account for every change of knowledge.
**              Let K0, up0, zone0 be a card's mask, face-up bit and zone
**              before the action. The action's events are replayed over
**              them, in order:
**                ROUND (the gather)       every card: stock, down, K = {}
**                SHUFFLE of zone z        every card in z: K = up ? all : {}
**                MOVE of the card         zone = to, up = e.up, K = e.face_mask
**                                         (a move no seat saw, CW_MV_UNSEEN,
**                                         has an empty face mask: K = {})
**                REVEAL of the card       K |= e.face_mask
**                FLIP of the card         up = e.up, K = e.face_mask
**              and for every face-down card the result must equal the mask
**              after the action (and the zone and face-up bit must agree).
**              So: a card that stayed face down and did not move keeps its
**              mask except for the seats a REVEAL added (a mask never grows
**              without an event naming the seats, never shrinks without a
**              move); a card whose last move was unseen and that was not
**              revealed afterwards has an empty mask.
**   illegal    an action offered as legal fails when applied (cw_engine_apply
**              refuses it, or its hook, the settling or scoring raises).
**   budget     the same, when the failure is the instruction budget.
**   stuck      a decision with no legal action (the legal hook's error is
**              reported when it raised).
**   endless    a round longer than the round bound (the variant's
**              max_actions when the runtime can tell it, else ROUND_BOUND),
**              or a game longer than GAME_BOUND actions (default
**              options; other choices are cut short, see below), or
**              actions that lead back to a position of the game with
**              nothing told meanwhile (silent_cycle).
**   roundtrip  the first ROUNDTRIP_GAMES finished games of each
**              configuration are saved with cw_record_save, loaded with
**              cw_replay_load, and must give the same scores and totals,
**              the same state block (memcmp) and the same event stream
**              (same count, memcmp of each event).
**   deal       the game cannot be created or dealt.
**
** Configurations: every allowed player count times the default options and
** each other choice of one option at a time (integer options: min, max and
** their middle, when declared). --games is per configuration; max_games
** caps the whole run (games per configuration are lowered to fit it).
** A non-default choice gets at most LONG_FACTOR times the actions the
** default options' games took (mean game length times --games), and at
** least one game: so a choice that lengthens games (holes=1000) plays
** fewer of them instead of multiplying the run's time. A game that would
** overrun that budget is cut short (not a fault, no round trip), but never
** before ROUND_BOUND + 1 actions, so an endless round is still found.
** A configuration stops at its first fault; the run stops at MAX_FAULTS.
**
** Fault replays: the header and every action applied; for illegal and
** budget faults also the failing action as the last line, so that
** `cardwright replay` stops on that line. A variant given as a file is
** named by its absolute path in the replay.
*/
#define _DEFAULT_SOURCE
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "bot.h"
#include "paths.h"
#include "flow.h"
#include "record.h"
#include "replay.h"
#include "table.h"
#include "../core/text.h"
#include "../core/view.h"
#include "../lua/audit.h"
#include "../lua/runtime.h"

#define GAME_BOUND CW_TABLE_MAX_GAME_ACTIONS	/* actions a game may take before it is called endless */
#define ROUND_BOUND 20000L	/* actions a round may take, unless the variant says */
#define MAX_FAULTS 10
#define ROUNDTRIP_GAMES 3
#define MAX_CONFIGS 4096
#define MAX_OPTS 64	/* options a plan varies */
#define MAX_VALS 8	/* values other than the default, per option */
#define LONG_FACTOR 3	/* see cw_check_run */

enum kind { K_NONE, K_CARDS, K_LEAK, K_KNOWLEDGE, K_ILLEGAL, K_BUDGET, K_STUCK, K_ENDLESS, K_ROUNDTRIP, K_DEAL,
	    K_ZONE, K_SEEN, K_CALL, K_CLAIM, K_OPTIONS, K_LOAD };
static const char *const kind_name[] = { "none", "cards", "leak", "knowledge", "illegal", "budget", "stuck",
					 "endless", "roundtrip", "deal", "zone", "seen", "call", "claim", "options",
					 "load" };
#define K_LAST K_LOAD

/* Set by Ctrl-C: the run stops where it is and reports what it found. */
static volatile sig_atomic_t interrupted;

/* One game's outcome. */
typedef struct fault {
	int kind;
	char why[600];
	int fail_seat;		/* the failing action, for illegal and budget */
	char fail_text[CW_ACTION_TEXT_MAX];
	char cause[200];	/* the hook, file and line that made the bad state; "" if unknown */
} fault;

static int set_fault(fault *f, int kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int set_fault(fault *f, int kind, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(f->why, sizeof f->why, fmt, ap);
	va_end(ap);
	f->kind = kind;
	return 1;
}

/* A seat's view may show a face only where the core's rule allows it: a
** face-up card, or one in the seat's knowledge mask. Checked card by card
** against the view text tokens the front ends print.
** A token depends only on the card's record (and its zone's fixed kind and
** owner), so with `before` (the records before the action) only the cards
** whose record changed are looked at; NULL: every card. */
static int view_leaks(const cw_game *g, int seat, uint32_t from, const cw_cardrec *before, fault *f)
{
	const cw_state *s = g->st;
	char tok[8];
	for (int c = 0; c < s->ncards; c++) {
		const cw_cardrec *r = &cw_state_ccards(s)[c];
		int may = r->up || (r->known & CW_SEATBIT(seat));
		if (may || (before && !memcmp(r, &before[c], sizeof *r)))
			continue;
		cw_view_token(s, (cw_card)c, seat, 1, tok);
		if (strcmp(tok, "##")) {
			char face[8];
			return set_fault(f, K_LEAK, "seat %d's view shows %s, which it may not see", seat,
					 cw_face_format(r->face, face));
		}
	}
	for (uint32_t i = from; i < g->nev; i++) {
		cw_event e = cw_knowledge_event(&g->ev[i], seat);
		if (e.face != CW_FACE_HIDDEN && !(g->ev[i].face_mask & CW_SEATBIT(seat)))
			return set_fault(f, K_LEAK, "event %u shows seat %d a face outside its mask", i, seat);
	}
	return 0;
}

/* The knowledge rule of the file comment: the events from `from` on,
** replayed over the records before the action (sim, overwritten), must
** give the masks after it. */
static int knowledge_fault(const cw_game *g, cw_cardrec *sim, uint32_t from, fault *f)
{
	const cw_state *s = g->st;
	cw_seatmask all = cw_state_all_seats(s);
	for (uint32_t i = from; i < g->nev; i++) {
		const cw_event *e = &g->ev[i];
		switch (e->kind) {
		case CW_EV_ROUND:
			for (int c = 0; c < s->ncards; c++) {
				sim[c].zone = CW_STOCK;
				sim[c].up = 0;
				sim[c].known = 0;
			}
			break;
		case CW_EV_SHUFFLE:
			for (int c = 0; c < s->ncards; c++)
				if (sim[c].zone == e->to)
					sim[c].known = sim[c].up ? all : 0;
			break;
		case CW_EV_MOVE:
		case CW_EV_FLIP:
		case CW_EV_REVEAL:
			if (e->card >= s->ncards)
				return set_fault(f, K_KNOWLEDGE, "event %u names card %d of %d", i, e->card, s->ncards);
			if (e->kind == CW_EV_MOVE)
				sim[e->card].zone = e->to;
			if (e->kind == CW_EV_REVEAL)
				sim[e->card].known |= e->face_mask;
			else {
				sim[e->card].up = e->up;
				sim[e->card].known = e->face_mask;
			}
			break;
		default:
			break;
		}
	}
	for (int c = 0; c < s->ncards; c++) {
		const cw_cardrec *r = &cw_state_ccards(s)[c];
		char face[8];
		if (r->zone != sim[c].zone || r->up != sim[c].up)
			return set_fault(f, K_KNOWLEDGE, "card %s is %s in zone %d, but the events leave it %s in zone %d",
					 cw_face_format(r->face, face), r->up ? "up" : "down", r->zone,
					 sim[c].up ? "up" : "down", sim[c].zone);
		if (!r->up && (r->known & all) != (sim[c].known & all))
			return set_fault(f, K_KNOWLEDGE,
					 "face-down card %s is known to seats mask 0x%x, but the events allow 0x%x",
					 cw_face_format(r->face, face), r->known & all, sim[c].known & all);
	}
	return 0;
}

/* Why a decision offers nothing: the legal hook's error, on a clone.
** Returns that error's code (CW_EBUDGET: the hook ran out of its budget),
** CW_OK when the hook offered nothing without raising. */
static int legal_error(const cw_game *g, char *buf, size_t n)
{
	cw_err err;
	snprintf(buf, n, "the legal hook offered nothing");
	cw_game *c = cw_game_clone(g, 0, &err);
	if (!c)
		return CW_OK;
	c->nlegal = 0;
	c->open_verbs = 0;
	int w = cw_turn_window_seat(c->st);
	c->st->actor = (uint8_t)(w ? w : c->st->turn);
	int rc = c->rules->legal(c->rules_ud, c, &err);
	int open = rc ? -1 : cw_engine_open_verb(c, 0);	/* a person's decision; random play cannot make it */
	if (rc)
		snprintf(buf, n, "the legal hook raised: %.400s", err.msg);
	else if (open >= 0)
		snprintf(buf, n, "the legal hook offered only '%.40s ...', an open action whose words no list holds: "
			 "random play cannot choose them", c->verbs->v[open].name);
	cw_game_free(c);
	return rc;
}

/* The site of the last event from `from` on that moved, turned or showed
** card c (any card when c is CW_NOCARD) or is of kind `kind` (-1: any). */
static void cause_of(cw_runtime *rt, const cw_game *g, uint32_t from, cw_card c, int kind, fault *f)
{
	for (uint32_t i = g->nev; i-- > from;) {
		const cw_event *e = &g->ev[i];
		int card_ev = e->kind == CW_EV_MOVE || e->kind == CW_EV_FLIP || e->kind == CW_EV_REVEAL;
		if ((kind >= 0 && e->kind == kind) || (kind < 0 && card_ev && (c == CW_NOCARD || e->card == c))) {
			const char *site = cw_audit_site(rt, i);
			if (*site) {
				snprintf(f->cause, sizeof f->cause, "%s", site);
				return;
			}
		}
	}
}

/* The invariants of one action's events beyond the core's state checks:
** the round's calls, and the cards taken in one reaction window. */
typedef struct watch {
	int calls, max_calls;
	uint8_t *taken;		/* per card: the seat that took it in the open window, 0 if none */
	char (*site)[112];	/* per card: the script site that last moved or turned it */
} watch;

/* Notes, per card, the site of the action's last change to it. */
static void note_sites(cw_runtime *rt, const cw_game *g, uint32_t from, watch *w)
{
	for (uint32_t i = from; i < g->nev; i++) {
		const cw_event *e = &g->ev[i];
		if ((e->kind == CW_EV_MOVE || e->kind == CW_EV_FLIP || e->kind == CW_EV_REVEAL) &&
		    e->card < g->st->ncards) {
			const char *site = cw_audit_site(rt, i);
			snprintf(w->site[e->card], sizeof w->site[e->card], "%s", site);
		}
	}
}

static int watch_events(cw_runtime *rt, const cw_game *g, uint32_t from, int window_before, watch *w, fault *f)
{
	const cw_state *s = g->st;
	if (!window_before)
		memset(w->taken, 0, s->ncards);
	for (uint32_t i = from; i < g->nev; i++) {
		const cw_event *e = &g->ev[i];
		char face[8];
		if (e->kind == CW_EV_ROUND) {
			w->calls = 0;
			memset(w->taken, 0, s->ncards);
			window_before = 0;	/* a new deal: the window it ended is gone */
		} else if (e->kind == CW_EV_CALL && ++w->calls > w->max_calls) {
			cause_of(rt, g, i, CW_NOCARD, CW_EV_CALL, f);
			return set_fault(f, K_CALL, "round %u has %d calls (seat %d called after another call), the "
					 "variant allows %d (its `calls`)", s->round, w->calls, e->seat, w->max_calls);
		} else if (e->kind == CW_EV_MOVE && window_before && e->card < s->ncards && e->to < s->nzones) {
			int owner = cw_state_czones(s)[e->to].owner, giver = e->from < s->nzones ? cw_state_czones(s)[e->from].owner : 0;
			if (!owner) {
				w->taken[e->card] = 0;	/* back on the table: anybody's again */
				continue;
			}
			/* Straight from the seat that took it to another: taken twice. */
			if (w->taken[e->card] && w->taken[e->card] != owner && giver == w->taken[e->card]) {
				snprintf(f->cause, sizeof f->cause, "%s", cw_audit_site(rt, i));
				return set_fault(f, K_CLAIM, "seat %d took %s, which seat %d took in the same reaction "
						 "window", owner, cw_face_format(cw_state_ccards(s)[e->card].face, face),
						 w->taken[e->card]);
			}
			w->taken[e->card] = (uint8_t)owner;
		}
	}
	if (!cw_turn_window_seat(s))
		memset(w->taken, 0, s->ncards);
	return 0;
}

/* The silent run of a game: the positions reached since the last action
** that told the table anything besides itself, each as a hash of the
** state with the action counts and the generator left out. A position met
** again within the run closes a cycle of actions that change nothing and
** tell nothing: the seats could take them for ever. */
typedef struct silent {
	uint64_t *key;		/* owned: the run's positions, in order */
	uint32_t n, cap;
	uint32_t *slot;		/* owned: open addressing over key, index + 1 (0: empty) */
	uint32_t nslot;		/* a power of two, at least twice cap */
	cw_state *scratch;	/* owned: the state with what is left out cleared */
} silent;

static uint64_t position_key(const cw_state *st, cw_state *scratch)
{
	if (scratch != st)
		memcpy(scratch, st, st->bytes);
	scratch->steps = scratch->round_steps = 0;
	memset(&scratch->rng, 0, sizeof scratch->rng);
	uint64_t h = 14695981039346656037ull, w;
	const unsigned char *b = (const unsigned char *)scratch;
	uint32_t i = 0;
	for (; i + sizeof w <= st->bytes; i += sizeof w) {
		memcpy(&w, b + i, sizeof w);
		h = (h ^ w) * 1099511628211ull;
		h ^= h >> 29;
	}
	for (; i < st->bytes; i++)
		h = (h ^ b[i]) * 1099511628211ull;
	return h;
}

/* The index of key in the run, or -1. */
static long silent_find(const silent *r, uint64_t key)
{
	if (!r->nslot)
		return -1;
	for (uint32_t h = (uint32_t)(key ^ key >> 32) & (r->nslot - 1);; h = (h + 1) & (r->nslot - 1)) {
		uint32_t i = r->slot[h];
		if (!i)
			return -1;
		if (r->key[i - 1] == key)
			return (long)i - 1;
	}
}

static void silent_index(silent *r, uint32_t i)
{
	uint64_t key = r->key[i];
	uint32_t h = (uint32_t)(key ^ key >> 32) & (r->nslot - 1);
	while (r->slot[h])
		h = (h + 1) & (r->nslot - 1);
	r->slot[h] = i + 1;
}

static void silent_clear(silent *r)
{
	if (r->n && r->slot)
		memset(r->slot, 0, sizeof *r->slot * r->nslot);
	r->n = 0;
}

static int silent_add(silent *r, uint64_t key)
{
	if (r->n == r->cap) {
		uint32_t cap = r->cap ? r->cap * 2 : 64;
		uint64_t *k = realloc(r->key, sizeof *k * cap);
		uint32_t *slot = k ? calloc((size_t)cap * 2, sizeof *slot) : NULL;
		if (!slot) {
			if (k)
				r->key = k;
			return -1;
		}
		free(r->slot);
		r->key = k;
		r->cap = cap;
		r->slot = slot;
		r->nslot = cap * 2;
		for (uint32_t i = 0; i < r->n; i++)
			silent_index(r, i);
	}
	r->key[r->n] = key;
	silent_index(r, r->n++);
	return 0;
}

/* After action a (its events from `from` on), from position `before` (a
** copy, cleared here where it is hashed): the length of the silent cycle
** it closes (the actions since the position it leads back to), or 0. A
** single action must be offered again to be one: a hook may keep what the
** state does not show. */
static uint32_t silent_cycle(silent *r, cw_game *g, uint32_t from, cw_state *before, const cw_action *a)
{
	int told = g->st->status != CW_ST_PLAY;
	for (uint32_t i = from; i < g->nev && !told; i++)
		told = g->ev[i].kind != CW_EV_ACTION;
	if (told) {
		silent_clear(r);
		return 0;
	}
	if (!r->n && silent_add(r, position_key(before, before)))
		return 0;
	uint64_t key = position_key(g->st, r->scratch);
	long i = silent_find(r, key);
	if (i >= 0) {
		uint32_t len = r->n - (uint32_t)i;
		if (len > 1)
			return len;
		uint32_t n;
		const cw_action *legal = cw_engine_legal(g, &n);
		for (uint32_t k = 0; k < n; k++)
			if (cw_action_equal(&legal[k], a))
				return 1;
		return 0;	/* met again, not offered again: the run goes on from here */
	}
	silent_add(r, key);
	return 0;
}

/* Plays one random game; returns 0, or 1 with f filled on a fault. With
** `look`, a greedy bot chooses at every decision too (its choice not
** played): its look-ahead runs the variant's hooks on copies of the game,
** as the bots and hints of a table do, so a variant that keeps state
** outside the game (a Lua local its hooks change) is caught by the round
** trip, where nobody looks ahead. */
static int check_game(cw_runtime *rt, uint64_t seed, long round_bound, long cut, int look, cw_log *h, cw_game **out,
		      fault *f)
{
	cw_err err;
	memset(f, 0, sizeof *f);
	cw_audit_clear(rt);
	cw_audit_track(rt, 1);
	long long work0 = cw_runtime_instructions(rt);
	cw_game *g = cw_runtime_new_game(rt, seed, &err);
	*out = g;
	cw_log_truncate(h, 0);
	f->kind = K_NONE;
	f->fail_seat = 0;
	if (!g)
		return set_fault(f, err.code == CW_EBUDGET ? K_BUDGET : K_DEAL, "cannot create a game: %.400s", err.msg);
	if (cw_engine_start(g, &err)) {
		/* a first decision the variant offered nothing at is no fault
		** of the deal: its legal hook is the cause */
		if (err.code == CW_ESTUCK) {
			/* the engine keeps the hook it names (legal.draw (FILE:LINE)) */
			snprintf(f->cause, sizeof f->cause, "%s", g->stuck_site);
			set_fault(f, K_STUCK, "after the deal: %.400s", err.msg);
			return 1;
		}
		return set_fault(f, err.code == CW_EBUDGET ? K_BUDGET : K_DEAL, "the deal fails: %.400s", err.msg);
	}
	/* Each seat plays at random from its own stream, seeded as a bot's;
	** the information-flow check deals from a stream of its own. */
	cw_rng bots[CW_MAX_SEATS + 1], deals;
	for (int s = 0; s <= CW_MAX_SEATS; s++)
		cw_rng_seed(&bots[s], cw_table_bot_seed(seed, s));
	cw_rng_seed(&deals, cw_rng_derive(seed, 0xF10));
	char text[CW_ACTION_TEXT_MAX];
	cw_cardrec *sim = malloc(sizeof *sim * g->st->ncards * 2), *before = sim + g->st->ncards;
	watch w = { 0, cw_audit_max_calls(rt), calloc(g->st->ncards, 1), calloc(g->st->ncards, sizeof *w.site) };
	silent run = { NULL, 0, 0, NULL, 0, malloc(g->st->bytes) };
	cw_state *prev = malloc(g->st->bytes);
	if (!sim || !w.taken || !w.site || !run.scratch || !prev) {
		free(prev);
		free(run.scratch);
		free(sim);
		free(w.taken);
		free(w.site);
		return set_fault(f, K_DEAL, "out of memory");
	}
	for (uint32_t i = 0; i < g->nev; i++)
		if (g->ev[i].kind == CW_EV_CALL)
			w.calls++;
	/* the look-ahead's bot asks the scoring hook at every choice */
	cw_bot *greedy = look ? malloc(sizeof *greedy) : NULL;
	if (greedy) {
		cw_bot_init(greedy, CW_BOT_GREEDY, seed);
		greedy->hook_only = 1;
	}
	int rc = 0;
	for (long step = 0; g->st->status == CW_ST_PLAY; step++) {
		/* A game with a budget (a non-default choice) is cut short instead:
		** a long match is not an endless one; the round bound still holds. */
		if (cut < 0 && step >= GAME_BOUND) {
			rc = set_fault(f, K_ENDLESS, "the game has not ended after %ld actions", GAME_BOUND);
			break;
		}
		if ((cut > 0 && step >= cut) || interrupted)
			break;	/* cut short: not a fault, and no round trip */
		if (cw_runtime_instructions(rt) - work0 > CW_TABLE_MAX_GAME_WORK) {
			rc = set_fault(f, K_BUDGET, "the game's hooks have run more than %lld instructions in %ld actions",
				       CW_TABLE_MAX_GAME_WORK, step);
			break;
		}
		if ((long)g->st->round_steps >= round_bound) {
			rc = set_fault(f, K_ENDLESS, "round %u has not ended after %ld actions", g->st->round,
				       round_bound);
			break;
		}
		uint32_t nl;
		const cw_action *legal = cw_engine_legal(g, &nl);
		if (nl == 0) {
			char why[480];
			int code = legal_error(g, why, sizeof why);
			rc = set_fault(f, code == CW_EBUDGET ? K_BUDGET : K_STUCK, "no legal action for seat %d: %s",
				       g->st->actor, why);
			break;
		}
		int seat = g->st->actor, window_before = cw_turn_window_seat(g->st), phase_before = g->st->phase;
		if (greedy) {
			uint32_t ignored;
			if (cw_bot_pick(greedy, rt, g, &ignored, &err) == CW_OK)
				legal = cw_engine_legal(g, &nl);	/* the same list, maybe made again */
		}
		cw_action a = legal[cw_rng_below(&bots[seat <= CW_MAX_SEATS ? seat : 0], nl)];
		uint32_t from = g->nev;
		memcpy(sim, cw_state_ccards(g->st), sizeof *sim * g->st->ncards);
		memcpy(before, sim, sizeof *sim * g->st->ncards);
		cw_action_format(g->verbs, &a, seat, text, sizeof text);
		cw_flow flow;
		char why[600];
		cw_audit_track(rt, 0);
		/* the other deals are played first, each forgetting what it
		** numbered, so each and the game number from the same count */
		cw_runtime_imagine(rt, 1);
		int leak = cw_flow_prepare(&flow, g, &deals, why, sizeof why);
		cw_runtime_imagine(rt, 0);
		for (int s = 1; s <= CW_MAX_SEATS && !leak; s++) {
			cw_runtime_imagine(rt, 1);
			cw_flow_apply(&flow, s, &a);
			cw_runtime_imagine(rt, 0);
		}
		cw_audit_track(rt, 1);
		if (leak) {
			cw_flow_free(&flow);
			rc = set_fault(f, K_LEAK, "before '%.60s' by seat %d: %.500s", text, seat, why);
			cw_audit_legal_where(rt, g->st->phase, f->cause, sizeof f->cause);
			break;
		}
		cw_audit_clear(rt);
		memcpy(prev, g->st, g->st->bytes);
		if (cw_engine_apply(g, &a, &err)) {
			cw_flow_free(&flow);
			int kind = err.code == CW_EBUDGET ? K_BUDGET : err.code == CW_ESTUCK ? K_STUCK : K_ILLEGAL;
			/* A legal hook that fails on the position the action led to
			** is that hook's fault, not the action's */
			if (!strncmp(err.hook, "legal", 5))
				rc = set_fault(f, kind, "after '%.60s' by seat %d, the next position's legal actions fail: %.300s",
					       text, seat, err.msg);
			else {
				rc = set_fault(f, kind, "'%.60s' was offered as legal to seat %d but fails: %.300s", text, seat,
					       err.msg);
				/* the failing hook's line when the script gave one; else
				** the hook that offered the action */
				if (kind == K_ILLEGAL && err.file[0])
					snprintf(f->cause, sizeof f->cause, "%.120s:%d%s%.40s%s", err.file, err.line,
						 err.hook[0] ? " (in " : "", err.hook, err.hook[0] ? ")" : "");
				else if (kind == K_ILLEGAL) {
					char where[160];
					cw_audit_legal_where(rt, phase_before, where, sizeof where);
					snprintf(f->cause, sizeof f->cause, "offered by %s", where);
				}
			}
			f->fail_seat = seat;
			snprintf(f->fail_text, sizeof f->fail_text, "%s", text);
			break;
		}
		if (cw_log_add(h, seat, text, &err)) {
			rc = set_fault(f, K_DEAL, "%.400s", err.msg);
			break;
		}
		uint32_t at = 0;
		leak = cw_flow_compare(&flow, g, from, why, sizeof why, &at);
		if (leak) {
			rc = set_fault(f, K_LEAK, "after '%.60s' by seat %d: %.500s", text, seat, why);
			if (at < g->nev)
				snprintf(f->cause, sizeof f->cause, "%s", cw_audit_site(rt, at));
			break;
		}
		if (cw_check(g, &err)) {
			rc = set_fault(f, K_CARDS, "after '%.60s' by seat %d: %.300s", text, seat, err.msg);
			break;
		}
		note_sites(rt, g, from, &w);
		int turn_end = 0;
		for (uint32_t i = from; i < g->nev && !turn_end; i++)
			turn_end = g->ev[i].kind == CW_EV_TURN;
		cw_card bad = CW_NOCARD;
		if (cw_check_rest(g, turn_end, &bad, &err)) {
			rc = set_fault(f, K_ZONE, "after '%.60s' by seat %d: %.400s", text, seat, err.msg);
			snprintf(f->cause, sizeof f->cause, "%s", w.site[bad]);
			if (!f->cause[0])
				cause_of(rt, g, from, CW_NOCARD, CW_EV_TURN, f);
			break;
		}
		if (cw_check_seen_down(g, before, from, &bad, &err)) {
			rc = set_fault(f, K_SEEN, "after '%.60s' by seat %d: %.400s", text, seat, err.msg);
			snprintf(f->cause, sizeof f->cause, "%s", w.site[bad]);
			break;
		}
		if (watch_events(rt, g, from, window_before, &w, f)) {
			char msg[600];
			snprintf(msg, sizeof msg, "after '%.60s' by seat %d: %.500s", text, seat, f->why);
			rc = set_fault(f, f->kind, "%s", msg);
			/* A call the turn kit made in C has no script line: the
			** cause is the legal hook that offered it. */
			if (f->kind == K_CALL && !f->cause[0])
				cw_audit_legal_where(rt, phase_before, f->cause, sizeof f->cause);
			break;
		}
		uint32_t cycle = silent_cycle(&run, g, from, prev, &a);
		if (cycle) {
			if (cycle == 1)
				rc = set_fault(f, K_ENDLESS, "'%.60s' by seat %d changes nothing and is offered again: the "
					       "seat could take it for ever", text, seat);
			else
				rc = set_fault(f, K_ENDLESS, "'%.60s' by seat %d brings the game back to where it was %u "
					       "actions before, with nothing told meanwhile: those actions could be "
					       "taken for ever", text, seat, cycle);
			char apply[160], offer[160];
			cw_audit_apply_where(rt, a.verb, apply, sizeof apply);
			cw_audit_legal_where(rt, phase_before, offer, sizeof offer);
			snprintf(f->cause, sizeof f->cause, "%.100s, offered by %.80s", apply, offer);
			break;
		}
		/* Each action's events are checked once, as they come. */
		for (int s = 1; s <= g->st->nseats && !rc; s++)
			rc = view_leaks(g, s, from, step ? before : NULL, f);
		if (!rc && knowledge_fault(g, sim, from, f)) {
			snprintf(why, sizeof why, "after '%.60s' by seat %d: %.400s", text, seat, f->why);
			rc = set_fault(f, K_KNOWLEDGE, "%s", why);
		}
		if (rc)
			break;
	}
	cw_audit_track(rt, 0);
	free(prev);
	free(greedy);
	free(run.key);
	free(run.slot);
	free(run.scratch);
	free(sim);
	free(w.taken);
	free(w.site);
	return rc;
}

/* ---- the run's configurations ---- */

/* An option and its values other than the default, as the plan tries them. */
typedef struct optdesc {
	char key[64];
	char val[MAX_VALS][256];	/* an option's value is at most 255 bytes */
	int nval;
	char unsets[64];	/* the option it unsets when given (option.unsets); "" */
	char needs[64];		/* the option it needs set (option.needs); "" */
} optdesc;

/* A configuration: for each option, 0 for its default or k for val[k-1]. */
typedef struct config {
	uint8_t val[MAX_OPTS];
} config;

typedef struct plan {
	int pmin, pmax;
	optdesc opt[MAX_OPTS];
	int nopt;
	config cfg[MAX_CONFIGS];
	int n;
	int nsingle;		/* cfg[1..nsingle] change one option; the rest are pairwise rows */
	uint8_t faulted[MAX_CONFIGS];	/* a single choice that faulted alone */
	const cw_check_opts *o;	/* while the plan is made: what the user set */
	cw_runtime *rt;
} plan;

static int user_set(const cw_check_opts *o, const char *key)
{
	size_t k = strlen(key);
	for (int i = 0; i < o->nrules; i++)
		if (!strncmp(o->rules[i], key, k) && o->rules[i][k] == '=')
			return 1;
	return 0;
}

static void add_value(plan *p, const char *key, const char *value, const char *def)
{
	if (!strcmp(value, def))
		return;
	int i = 0;
	while (i < p->nopt && strcmp(p->opt[i].key, key))
		i++;
	if (i == p->nopt) {
		if (p->nopt == MAX_OPTS)
			return;
		snprintf(p->opt[p->nopt++].key, sizeof p->opt[0].key, "%s", key);
	}
	optdesc *d = &p->opt[i];
	for (int k = 0; k < d->nval; k++)
		if (!strcmp(d->val[k], value))
			return;
	if (d->nval < MAX_VALS)
		snprintf(d->val[d->nval++], sizeof d->val[0], "%s", value);
}

/* An option's values as cw_runtime_option_values gives them: the
** default first, so that each choice is added as it comes; the range's
** ends kept for after the choices. */
typedef struct optvals {
	plan *p;
	const char *key;
	char def[256];
	long lo, hi;
	int has_lo, has_hi;
} optvals;

static void take_value(int kind, const char *value, void *ud)
{
	optvals *v = ud;
	char *end;
	if (kind == 'd')
		snprintf(v->def, sizeof v->def, "%s", value);
	else if (kind == 'c')
		add_value(v->p, v->key, value, v->def);
	else {
		long x = strtol(value, &end, 10);
		if (*end)
			return;
		if (kind == 'l')
			v->lo = x, v->has_lo = 1;
		else
			v->hi = x, v->has_hi = 1;
	}
}

/* Each option's values other than its default, whole, from the runtime:
** its listed choices, then an integer range's ends and middle. */
static void add_option(const char *key, void *ud)
{
	plan *p = ud;
	optvals v = { .p = p, .key = key };
	if (user_set(p->o, key))
		return;
	cw_runtime_option_values(p->rt, key, take_value, &v);
	char x[32];
	if (v.has_lo) {
		snprintf(x, sizeof x, "%ld", v.lo);
		add_value(p, key, x, v.def);
	}
	if (v.has_hi) {
		snprintf(x, sizeof x, "%ld", v.hi);
		add_value(p, key, x, v.def);
	}
	/* the middle, without hi - lo (a range over all 64 bits overflows it) */
	if (v.has_lo && v.has_hi && v.hi > v.lo && v.hi - 1 > v.lo) {
		snprintf(x, sizeof x, "%ld", v.lo / 2 + v.hi / 2 + (v.lo % 2 + v.hi % 2) / 2);
		add_value(p, key, x, v.def);
	}
}

/* An option that does nothing without another (option.needs: pot_cap
** without a pot) is tried with that one at its first value other than
** its default, in every configuration that sets it. */
static void add_needed(plan *p, config *c)
{
	for (int i = 0; i < p->nopt; i++)
		if (c->val[i] && p->opt[i].needs[0])
			for (int j = 0; j < p->nopt; j++)
				if (!c->val[j] && p->opt[j].nval && !strcmp(p->opt[j].key, p->opt[i].needs))
					c->val[j] = 1;
}

/* The pairwise rows: every two values of two options (neither the
** default: a default with a value is a single configuration already) meet
** in a configuration of their own; not two options of which one unsets
** the other (giving both is refused by design, option.unsets). A denser
** covering array (AETG's greedy rows) needs fewer games, but a third option in a row can hide the
** pair's fault (one that ends every round masks an endless pair), and a
** row of two names the pair by itself; each row plays one game at one
** player count, so the run stays within its cap. */
static void add_pairwise(plan *p)
{
	for (int i = 0; i < p->nopt; i++)
		for (int j = i + 1; j < p->nopt; j++) {
			if (!strcmp(p->opt[i].unsets, p->opt[j].key) || !strcmp(p->opt[j].unsets, p->opt[i].key))
				continue;
			for (int x = 1; x <= p->opt[i].nval; x++)
				for (int y = 1; y <= p->opt[j].nval && p->n < MAX_CONFIGS; y++) {
					config *c = &p->cfg[p->n++];
					memset(c, 0, sizeof *c);
					c->val[i] = (uint8_t)x;
					c->val[j] = (uint8_t)y;
					add_needed(p, c);
				}
		}
}

/* Reads the player range from the variant's description ("players: A to
** B") and each option's values from the runtime (add_option). Then the
** configurations: the defaults, each other value of one option, and the
** pairwise rows (unless pairs is 0). */
static void make_plan(const cw_check_opts *o, cw_runtime *rt, const char *text, plan *p, int pairs)
{
	p->pmin = 1;
	p->pmax = CW_MAX_SEATS;
	p->nopt = 0;
	p->o = o;
	p->rt = rt;
	for (const char *line = text; line && *line;) {
		const char *nl = strchr(line, '\n');
		size_t len = nl ? (size_t)(nl - line) : strlen(line);
		char buf[1024];
		snprintf(buf, sizeof buf, "%.*s", (int)(len < sizeof buf ? len : sizeof buf - 1), line);
		line = nl ? nl + 1 : NULL;
		int a, b;
		if (sscanf(buf, "players: %d to %d", &a, &b) == 2) {
			p->pmin = a < 1 ? 1 : a;
			p->pmax = b > CW_MAX_SEATS ? CW_MAX_SEATS : b;
			break;
		}
	}
	cw_runtime_each_option(rt, add_option, p);
	for (int i = 0; i < p->nopt; i++) {
		cw_runtime_option_unsets(rt, p->opt[i].key, p->opt[i].unsets, sizeof p->opt[i].unsets);
		cw_runtime_option_needs(rt, p->opt[i].key, p->opt[i].needs, sizeof p->opt[i].needs);
	}
	p->n = 1;
	memset(&p->cfg[0], 0, sizeof p->cfg[0]);
	for (int i = 0; i < p->nopt; i++)
		for (int v = 1; v <= p->opt[i].nval && p->n < MAX_CONFIGS; v++) {
			memset(&p->cfg[p->n], 0, sizeof p->cfg[0]);
			p->cfg[p->n].val[i] = (uint8_t)v;
			add_needed(p, &p->cfg[p->n++]);
		}
	p->nsingle = p->n - 1;
	if (pairs)
		add_pairwise(p);
}

/* The options a configuration changes: "A=x, B=y" ("" for the defaults);
** sep between them. */
static char *config_text(const plan *p, const config *c, const char *sep, char *buf, size_t n)
{
	size_t len = 0;
	buf[0] = '\0';
	for (int i = 0; i < p->nopt && len < n; i++)
		if (c->val[i])
			len += (size_t)snprintf(buf + len, n - len, "%s%s=%s", len ? sep : "", p->opt[i].key,
						p->opt[i].val[c->val[i] - 1]);
	return buf;
}

static int config_count(const plan *p, const config *c)
{
	int n = 0;
	for (int i = 0; i < p->nopt; i++)
		n += c->val[i] != 0;
	return n;
}

/* Whether one of the choices of c faulted alone: then a pair of it does
** not "fault together". */
static int has_faulted_single(const plan *p, const config *c)
{
	for (int ci = 1; ci <= p->nsingle; ci++) {
		if (!p->faulted[ci])
			continue;
		for (int i = 0; i < p->nopt; i++)
			if (p->cfg[ci].val[i] && p->cfg[ci].val[i] == c->val[i])
				return 1;
	}
	return 0;
}

/* Sets a configuration's options; err names the one refused. */
static int set_config(cw_runtime *rt, const plan *p, const config *c, cw_err *err)
{
	for (int i = 0; i < p->nopt; i++)
		if (c->val[i] && cw_runtime_set_option(rt, p->opt[i].key, p->opt[i].val[c->val[i] - 1], err))
			return err->code;
	return CW_OK;
}

/* ---- replays ---- */

static int save_game(const cw_check_opts *o, cw_runtime *rt, const cw_game *g, const cw_log *h,
		     uint64_t seed, const char *file, cw_err *err)
{
	const char *names[CW_MAX_SEATS + 1] = { 0 };
	char buf[CW_MAX_SEATS + 1][16], variant[PATH_MAX];
	int players = g->st->nseats;
	for (int s = 1; s <= players; s++) {
		snprintf(buf[s], sizeof buf[s], "p%d", s);
		names[s] = buf[s];
	}
	cw_table_variant_ref(o->variant, variant, sizeof variant);	/* a file by its absolute path */
	char *rules = cw_runtime_options_text(rt, err);
	int rc = cw_record_save(file, variant, rules ? rules : "", names, players, seed, h->seats, h->texts, h->n, g, 1,
				err);
	free(rules);
	return rc;
}

/* A word of the script for a file name: letters, digits, '.', '-', '_',
** '=' and ',' kept, anything else (a '/', a control, a space) as '_'. */
static const char *name_part(const char *w, char *buf, size_t n)
{
	size_t k = 0;
	for (; *w && k + 1 < n; w++)
		buf[k++] = isalnum((unsigned char)*w) || strchr(".-_=,", *w) ? *w : '_';
	buf[k] = '\0';
	if (!strcmp(buf, ".") || !strcmp(buf, ".."))
		buf[0] = '_';
	return buf;
}

static void write_fault(const cw_check_opts *o, cw_runtime *rt, const cw_game *g, const cw_log *h,
			uint64_t seed, const char *label, const fault *f, char *file, size_t n)
{
	cw_err err;
	char vn[64], lb[128];
	snprintf(file, n, "%s/check-%s-%dp%s%s-%llu.replay", o->out_dir,
		 name_part(cw_runtime_variant_name(rt), vn, sizeof vn), g->st->nseats, label[0] ? "-" : "",
		 name_part(label, lb, sizeof lb), (unsigned long long)seed);
	if (save_game(o, rt, g, h, seed, file, &err)) {
		snprintf(file, n, "(not written: %s)", err.msg);
		return;
	}
	if (f->fail_seat) {
		FILE *fp = fopen(file, "a");
		if (fp) {
			fprintf(fp, "%d %s\n", f->fail_seat, f->fail_text);
			fclose(fp);
		}
	}
}

/* Saves a finished game, loads it back and compares. Returns 0, or 1 with
** f filled (and the saved file kept in kept, n bytes). */
static int round_trip(const cw_check_opts *o, cw_runtime *rt, const cw_game *g, const cw_log *h, uint64_t seed,
		      char **path, fault *f, char *kept, size_t n)
{
	const char *dir = getenv("TMPDIR");
	char file[PATH_MAX];
	snprintf(file, sizeof file, "%s/cw-check-%d-XXXXXX", dir && *dir ? dir : "/tmp", (int)getpid());
	int fd = mkstemp(file);
	if (fd < 0)
		return 0;	/* no temporary file: nothing to compare */
	close(fd);
	cw_err err;
	kept[0] = '\0';
	if (save_game(o, rt, g, h, seed, file, &err)) {
		unlink(file);
		return set_fault(f, K_ROUNDTRIP, "cannot save the game: %.400s", err.msg);
	}
	char *msg = NULL;
	size_t msglen = 0;
	FILE *errs = open_memstream(&msg, &msglen);
	cw_replay_loaded l;
	memset(&l, 0, sizeof l);
	int rc = cw_replay_load(file, (const char *const *)path, errs ? errs : stderr, &l);
	if (errs)
		fclose(errs);
	int bad = 0;
	const cw_state *a = g->st;
	if (rc) {
		char *nl = msg ? strchr(msg, '\n') : NULL;
		if (nl)
			*nl = '\0';
		bad = set_fault(f, K_ROUNDTRIP, "the saved game does not load back: %.400s", msg ? msg : "?");
	} else {
		const cw_state *b = l.g->st;
		if (l.log.n != h->n)
			bad = set_fault(f, K_ROUNDTRIP, "%d actions saved, %d loaded", h->n, l.log.n);
		for (int s = 1; !bad && s <= a->nseats; s++)
			if (a->score[s] != b->score[s] || a->total[s] != b->total[s])
				bad = set_fault(f, K_ROUNDTRIP, "seat %d: score %d total %d, replayed %d and %d", s,
						a->score[s], a->total[s], b->score[s], b->total[s]);
		if (!bad && (a->bytes != b->bytes || memcmp(a, b, a->bytes)))
			bad = set_fault(f, K_ROUNDTRIP, "the replayed game's state differs (status %d/%d, round %u/%u)",
					a->status, b->status, a->round, b->round);
		if (!bad && l.g->nev != g->nev)
			bad = set_fault(f, K_ROUNDTRIP, "%u events played, %u replayed", g->nev, l.g->nev);
		for (uint32_t i = 0; !bad && i < g->nev; i++)
			if (memcmp(&g->ev[i], &l.g->ev[i], sizeof g->ev[i]))
				bad = set_fault(f, K_ROUNDTRIP, "event %u (kind %d) differs when replayed", i,
						g->ev[i].kind);
	}
	free(msg);
	cw_replay_loaded_free(&l);
	if (bad) {
		if (!f->cause[0])	/* check_game's look-ahead ran in this game */
			snprintf(f->cause, sizeof f->cause, "a greedy bot looked ahead at every move (on copies of the game): "
				 "hooks that keep state outside g.v, in a Lua local, play otherwise then");
		snprintf(kept, n, "%s/check-%s-%dp-%llu-roundtrip.replay", o->out_dir, cw_runtime_variant_name(rt),
			 a->nseats, (unsigned long long)seed);
		if (rename(file, kept))
			snprintf(kept, n, "%s", file);
		return 1;
	}
	unlink(file);
	return 0;
}

static void print_listing(cw_runtime *rt)
{
	cw_err err;
	char *text = cw_runtime_describe(rt, &err);
	if (text) {
		cw_text_fputs(text, stdout, CW_TEXT_LINES);	/* the script's docs: shown safe */
		free(text);
	}
}

/* A runtime with the variant loaded, its simulate rules and the user's
** rules set, not yet configured; NULL with err on failure. */
static cw_runtime *open_runtime(const cw_check_opts *o, char **path, cw_err *err)
{
	cw_table_config tc = { .path = (const char *const *)path, .variant = o->variant, .rules = o->rules,
			       .nrules = o->nrules, .simulate = 1 };
	return cw_table_runtime(&tc, err);
}

/* The hook work of the whole run: every runtime's instructions (loading,
** configuring, check_options, the games), added as it is closed. Each
** hook call has its own budget and each game one too, but a variant of
** many options whose every configuration costs the most a call may
** spend would keep check busy for hours: past CW_CHECK_MAX_WORK the run
** stops, as it does at its cap of games. */
static long long run_work;

static int spent(void)
{
	return run_work > CW_CHECK_MAX_WORK;
}

static void close_runtime(cw_runtime *rt)
{
	if (rt)
		run_work += cw_runtime_instructions(rt);
	cw_runtime_free(rt);
}

/* The actions a round may take: the variant's declared bound
** (max_actions), else the engine-wide one. */
static long round_bound_of(cw_runtime *rt)
{
	long declared = cw_runtime_max_actions(rt);
	return declared > 0 ? declared : ROUND_BOUND;
}

static void on_interrupt(int sig)
{
	(void)sig;
	interrupted = 1;
}

/* What a run has done so far. */
typedef struct tally {
	long played, roundtrips, max_games;
	int faults, kinds[K_LAST + 1];
	int shortened;		/* configurations whose long games the action budget cut to fewer */
	int short_players;	/* the first of them, for the note */
	char short_label[256];
} tally;

/* The outcome of one configuration with one player count. */
typedef struct outcome {
	fault f;
	uint64_t seed;
	char file[PATH_MAX + 64];
	long actions, games;	/* of the games played */
} outcome;

/* Plays up to `games` games of configuration c with `players` (budget:
** the actions its games may take in all, -1 for no limit; see
** LONG_FACTOR). Returns 1 on the first fault (out filled; the replay
** written when write is set), 0 when none, -1 when the configuration or
** the player count is refused (err set), -2 when the variant no longer loads. */
static int run_config(const cw_check_opts *o, char **path, const plan *p, const config *c, int ci, int players,
		      long games, long budget, int write, tally *t, cw_log *h, outcome *out, cw_err *err)
{
	cw_runtime *rt = open_runtime(o, path, err);
	if (!rt)
		return -2;
	if (set_config(rt, p, c, err) || cw_runtime_configure(rt, players, err)) {
		close_runtime(rt);
		return -1;
	}
	char label[256];
	config_text(p, c, ",", label, sizeof label);
	long bound = round_bound_of(rt), used = 0;
	out->actions = out->games = 0;
	int bad = 0;
	for (long i = 0; i < games && !interrupted && t->played < t->max_games && (budget < 0 || used < budget); i++) {
		uint64_t seed = cw_rng_derive(o->seed, (uint64_t)(players * 1000003L + i) ^ ((uint64_t)ci << 40));
		if (cw_record_seed_dealt(seed))
			continue;	/* a game in play's deal: its cards are not the run's to show */
		cw_game *g = NULL;
		long cut = budget < 0 ? -1 : (budget - used > bound + 1 ? budget - used : bound + 1);
		int trip = i < ROUNDTRIP_GAMES && write && ci <= p->nsingle;
		/* the look-ahead in the default options' first game alone: one
		** game shows a local, and a bot's choice at every move costs
		** several random games */
		bad = check_game(rt, seed, bound, cut, trip && i == 0 && ci == 0, h, &g, &out->f);
		if (!bad && g && g->st->status == CW_ST_OVER && trip) {
			t->roundtrips++;
			bad = round_trip(o, rt, g, h, seed, path, &out->f, out->file, sizeof out->file);
		} else if (bad && write) {
			if (g)
				write_fault(o, rt, g, h, seed, label, &out->f, out->file, sizeof out->file);
			else
				snprintf(out->file, sizeof out->file, "(no game)");
		}
		t->played++;
		if (g) {
			used += g->st->steps;
			out->actions += g->st->steps;
			out->games++;
		}
		cw_game_free(g);
		if (bad) {
			out->seed = seed;
			break;
		}
	}
	close_runtime(rt);
	return bad;
}

/* A row of several options faulted: the first pair of them that faults
** alone, as "A=x and B=y", into buf; "" when no pair does. */
static void narrow_pair(const cw_check_opts *o, char **path, const plan *p, const config *c, int ci, int players,
			long games, long budget, tally *t, cw_log *h, int kind, char *buf, size_t n)
{
	int set[MAX_OPTS], k = 0, tries = 0;
	buf[0] = '\0';
	for (int i = 0; i < p->nopt; i++)
		if (c->val[i])
			set[k++] = i;
	for (int a = 0; a < k; a++)
		for (int b = a + 1; b < k && tries < 64 && !interrupted; b++, tries++) {
			config two;
			memset(&two, 0, sizeof two);
			two.val[set[a]] = c->val[set[a]];
			two.val[set[b]] = c->val[set[b]];
			outcome out;
			cw_err err;
			long saved = t->played;
			t->played = 0;	/* narrowing is not counted against the cap */
			int r = run_config(o, path, p, &two, ci, players, games, budget, 0, t, h, &out, &err);
			t->played = saved;
			if (r == 1 && out.f.kind == kind) {
				config_text(p, &two, " and ", buf, n);
				return;
			}
		}
}

/* A line of a fault's report, its text (the script's words in it) shown
** safe on one line. */
static void fault_line(const char *text)
{
	cw_text_fputs(text, stdout, 0);
	fputc('\n', stdout);
}

/* A choice or pair of choices the variant refuses (check_options, e.g.
** one a table of bots cannot finish), reported once as a finding. */
static void report_refused(const cw_check_opts *o, const char *what, const char *why)
{
	static char seen[32][160];
	static int nseen;
	for (int k = 0; k < nseen; k++)
		if (!strcmp(seen[k], what))
			return;
	if (nseen < 32)
		snprintf(seen[nseen++], sizeof seen[0], "%s", what);
	char line[800];
	snprintf(line, sizeof line, "FINDING [options] %s: the variant refuses %s: %.300s", o->variant, what, why);
	fault_line(line);
}

/* Whether the variant refuses configuration c with `players`. */
static int refuses(const cw_check_opts *o, char **path, const plan *p, const config *c, int players, cw_err *err)
{
	cw_runtime *rt = open_runtime(o, path, err);
	if (!rt)
		return 0;
	int refused = set_config(rt, p, c, err) || cw_runtime_configure(rt, players, err);
	close_runtime(rt);
	return refused;
}

/* Whether option i of the row alone (with j >= 0: options i and j) is
** refused; reported once as a finding if so. */
static int refused_part(const cw_check_opts *o, char **path, const plan *p, const config *c, int players, int i,
			int j)
{
	char what[160];
	cw_err err;
	config part;
	memset(&part, 0, sizeof part);
	part.val[i] = c->val[i];
	if (j >= 0)
		part.val[j] = c->val[j];
	if (!refuses(o, path, p, &part, players, &err))
		return 0;
	config_text(p, &part, " with ", what, sizeof what);
	report_refused(o, what, err.msg);
	return 1;
}

/* A row of several options was refused: finds a choice, else a pair, the
** variant refuses (check_options), reports it once as a finding, and
** takes that choice (of a pair, the second) out of the row. Returns 1
** when the row changed. */
static int drop_refused(const cw_check_opts *o, char **path, const plan *p, config *c, int players)
{
	for (int i = 0; i < p->nopt; i++)
		if (c->val[i] && refused_part(o, path, p, c, players, i, -1)) {
			c->val[i] = 0;
			return 1;
		}
	for (int i = 0; i < p->nopt; i++)
		for (int j = i + 1; j < p->nopt; j++)
			if (c->val[i] && c->val[j] && refused_part(o, path, p, c, players, i, j)) {
				c->val[j] = 0;
				return 1;
			}
	return 0;
}

static void print_summary(const cw_check_opts *o, const tally *t, int counts, int configs)
{
	cw_text_fputs(o->variant, stdout, 0);
	printf(": %ld random games over %d player count%s and %d configuration%s, %ld round trip%s, %d fault%s",
	       t->played, counts, counts == 1 ? "" : "s", configs, configs == 1 ? "" : "s",
	       t->roundtrips, t->roundtrips == 1 ? "" : "s", t->faults, t->faults == 1 ? "" : "s");
	if (t->faults) {
		const char *sep = " (";
		for (int k = K_CARDS; k <= K_LAST; k++)
			if (t->kinds[k]) {
				printf("%s%d %s", sep, t->kinds[k], kind_name[k]);
				sep = ", ";
			}
		printf(")");
	}
	printf("\n");
}

/* Checks configuration ci with `players`: plays its games and reports its
** fault. Returns 1 on a fault, 0 when none, -1 when the configuration is
** refused (reported), -3 on an error that ends the run (reported), -4
** when the variant does not allow the player count, -5 when it refuses
** the options given with --rule (reported). The defaults
** (ci 0) record their mean game length, which bounds the others'. */
static int check_config(const cw_check_opts *o, char **path, plan *p, int ci, int players, long games,
			long *default_actions, long *default_games, tally *t, cw_log *h)
{
	config c = p->cfg[ci];
	char label[256];
	cw_err err;
	/* Other choices get the actions of LONG_FACTOR times the default
	** games, at least one game: a choice that makes games long
	** (holes=1000) gets fewer of them. */
	long budget = ci && default_games[players] ?
		LONG_FACTOR * games * (default_actions[players] / default_games[players] + 1) : -1;
	outcome out;
	int r;
	while ((r = run_config(o, path, p, &c, ci, players, games, budget, 1, t, h, &out, &err)) == -1 &&
	       config_count(p, &c) > 1 && drop_refused(o, path, p, &c, players))
		;
	config_text(p, &c, ", ", label, sizeof label);
	/* Options given with --rule that the variant refuses together are
	** the user's mistake, not the variant's: one line, as sim says it. */
	if (r == -1 && ci == 0 && err.code == CW_EINVAL && o->nrules > 0) {
		fputs("cardwright: ", stderr);
		cw_text_fputs(err.msg, stderr, 0);
		fprintf(stderr, " (the options given with --rule, %d players)\n", players);
		return -5;
	}
	/* An error that ends the run, and defaults the variant itself
	** refuses, are the run's one fault, reported as the others are (on
	** standard output, after the listing, not in the middle of it). */
	if (r == -2 || (r == -1 && ci == 0 && err.code != CW_EPLAYERS)) {
		fputs(r == -2 ? "FAULT [load] " : "FAULT [load] the defaults are refused: ", stdout);
		cw_text_fputs(err.msg, stdout, 0);
		printf("\nthe run stops at its first configuration: 1 fault\n");
		return -3;
	}
	if (r == -1) {
		if (!ci && err.code == CW_EPLAYERS)
			return -4;
		/* A choice the variant refuses (check_options) is a finding; a
		** player count it does not allow is only skipped. */
		if (err.code == CW_EPLAYERS) {
			if (!o->quiet)
				printf("skipped %s with %d players: %s\n", label, players, err.msg);
		} else
			report_refused(o, label, err.msg);
		return -1;
	}
	if (!ci) {
		default_actions[players] += out.actions;
		default_games[players] += out.games;
	} else if (r == 0 && out.games < games && !t->shortened++) {
		t->short_players = players;
		snprintf(t->short_label, sizeof t->short_label, "%s", label);
	}
	if (r != 1)
		return 0;
	fault *f = &out.f;
	t->faults++;
	t->kinds[f->kind]++;
	if (ci && ci <= p->nsingle)
		p->faulted[ci] = 1;
	char pair[300] = "";
	if (ci > p->nsingle && has_faulted_single(p, &c))
		;	/* a choice of the row faults alone: no pair to name */
	else if (ci > p->nsingle && config_count(p, &c) > 2)
		narrow_pair(o, path, p, &c, ci, players, games, budget, t, h, f->kind, pair, sizeof pair);
	else if (ci > p->nsingle && config_count(p, &c) == 2)
		config_text(p, &c, " and ", pair, sizeof pair);
	/* The script's words are in every line (a chunk's name, an error, an
	** option's value): each is shown through the sanitiser as one line,
	** so none of them can begin a line of its own. */
	char line[2048];
	snprintf(line, sizeof line, "FAULT [%s] %s, %d players%s%s, seed %llu: %s", kind_name[f->kind], o->variant,
		 players, label[0] ? ", rule " : "", label, (unsigned long long)out.seed, f->why);
	fault_line(line);
	if (pair[0]) {
		snprintf(line, sizeof line, "  options: %s fault together (each alone passes)", pair);
		fault_line(line);
	}
	if (f->cause[0]) {
		snprintf(line, sizeof line, "  cause: %s", f->cause);
		fault_line(line);
	}
	snprintf(line, sizeof line, "  replay: %.1000s", out.file);
	fault_line(line);
	fflush(stdout);
	return 1;
}

int cw_check_run(const cw_check_opts *o, char **path)
{
	cw_err err;
	int counts = 0, configs = 0;
	tally t = { 0 };
	t.max_games = o->max_games > 0 ? o->max_games : CW_CHECK_MAX_GAMES;
	cw_log h = { 0 };
	static plan p;

	interrupted = 0;
	run_work = 0;
	struct sigaction sa, old_sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_interrupt;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old_sa);

	if (cw_paths_make_dirs(o->out_dir, 0777)) {
		fprintf(stderr, "cardwright: check --out %s: cannot create the directory: %s\n", o->out_dir,
			strerror(errno));
		sigaction(SIGINT, &old_sa, NULL);
		return 2;
	}
	cw_runtime *rt = open_runtime(o, path, &err);
	if (!rt) {
		if (err.code == CW_EINVAL || err.code == CW_ENOTFOUND) {	/* the user's words: misuse */
			fprintf(stderr, "cardwright: %s\n", err.msg);
			sigaction(SIGINT, &old_sa, NULL);
			return 2;
		}
		/* A variant that does not load is the first finding, not a crash. */
		char line[800];
		snprintf(line, sizeof line, "FAULT [load] %s: the variant does not load: %s", o->variant, err.msg);
		fault_line(line);
		t.faults = t.kinds[K_LOAD] = 1;
		print_summary(o, &t, 0, 0);
		sigaction(SIGINT, &old_sa, NULL);
		return 1;
	}
	char *desc = cw_runtime_describe(rt, &err);
	make_plan(o, rt, desc ? desc : "", &p, !o->defaults_only);
	free(desc);
	/* a player count the variant does not take is misuse, told before
	** anything is listed, as sim tells it */
	if (o->players && (o->players < p.pmin || o->players > p.pmax)) {
		fputs("cardwright: ", stderr);
		cw_text_fputs(o->variant, stderr, 0);
		char range[48];
		fprintf(stderr, " is for %s, not %d\n", cw_runtime_players_text(p.pmin, p.pmax, range, sizeof range),
			o->players);
		cw_runtime_free(rt);
		sigaction(SIGINT, &old_sa, NULL);
		return 2;
	}
	if (!o->quiet)
		print_listing(rt);
	close_runtime(rt);

	if (o->defaults_only) {
		p.n = 1;	/* the first configuration is the defaults */
		p.nsingle = 0;
	}
	int ncounts = 0;
	for (int pl = p.pmin; pl <= p.pmax; pl++)
		if (!o->players || pl == o->players)
			ncounts++;
	long games = o->games, nfull = 1 + p.nsingle, rows = p.n - nfull;
	if (ncounts && (long)ncounts * nfull * games + rows > t.max_games) {
		games = (t.max_games - rows) / ((long)ncounts * nfull);
		if (games < 1)
			games = 1;
	}
	if (!o->quiet)
		printf("checking the defaults and %d single choice%s x %d player count%s x %ld game%s, then %d pairs "
		       "of choices (cap %ld games)\n", p.nsingle, p.nsingle == 1 ? "" : "s", ncounts,
		       ncounts == 1 ? "" : "s", games, games == 1 ? "" : "s", p.n - 1 - p.nsingle, t.max_games);

	/* The defaults and the single choices at every player count; then the
	** pairwise rows, each at one count in turn, with the games the cap
	** leaves (at least one each). */
	int allowed[CW_MAX_SEATS + 1], nallowed = 0;
	long default_actions[CW_MAX_SEATS + 1] = { 0 }, default_games[CW_MAX_SEATS + 1] = { 0 };
	int nrows = p.n - 1 - p.nsingle, visited = 0, nsingles = 0;
	for (int players = p.pmin; players <= p.pmax; players++)
		nsingles += !o->players || players == o->players ? p.nsingle + 1 : 0;
	for (int players = p.pmin; players <= p.pmax && t.faults < MAX_FAULTS && t.played < t.max_games && !interrupted &&
			 !spent(); players++) {
		if (o->players && players != o->players)
			continue;
		int counted = 0;
		for (int ci = 0; ci <= p.nsingle && t.faults < MAX_FAULTS && t.played < t.max_games && !interrupted &&
				 !spent(); ci++) {
			int r = check_config(o, path, &p, ci, players, games, default_actions, default_games, &t, &h);
			visited++;
			if (r == -3 || r == -5)
				return r == -3 ? 1 : 2;
			if (r == -4) {
				visited += p.nsingle - ci;
				break;	/* not a count this variant allows */
			}
			if (r >= 0 && !counted++) {
				counts++;
				allowed[nallowed++] = players;
			}
			configs += r >= 0;
		}
	}
	long left = t.max_games - t.played, row_games = nrows && left > nrows ? left / nrows : 1;
	if (row_games > games)
		row_games = games;
	int k = 0;
	for (; k < nrows && nallowed && t.faults < MAX_FAULTS && t.played < t.max_games && !interrupted && !spent(); k++) {
		int r = check_config(o, path, &p, 1 + p.nsingle + k, allowed[k % nallowed], row_games, default_actions,
				     default_games, &t, &h);
		if (r == -3)
			return 1;
		configs += r >= 0;
	}
	if (t.shortened) {
		/* a choice that lengthens games plays fewer (LONG_FACTOR) */
		printf("%d configuration%s played fewer games than --games asks: a choice gets at most %d times the "
		       "actions of the defaults' games, and %s games run longer (the first: ", t.shortened,
		       t.shortened == 1 ? "" : "s", LONG_FACTOR, t.shortened == 1 ? "its" : "their");
		cw_text_fputs(t.short_label, stdout, 0);
		printf(", %d players)\n", t.short_players);
	}
	if (spent() && t.faults < MAX_FAULTS && !interrupted)
		printf("stopped: the variant's hooks have spent more than %lld instructions in this run (loading and "
		       "configuring included); the configurations after the last one checked were not checked\n",
		       CW_CHECK_MAX_WORK);
	else if (visited < nsingles && t.faults < MAX_FAULTS && !interrupted)
		printf("%d of %d configurations of the defaults and single choices (each at each player count) not "
		       "checked, and no pairs: the run is capped at %ld games (--max-games)\n", nsingles - visited, nsingles,
		       t.max_games);
	else if (k < nrows && nallowed && t.faults < MAX_FAULTS && !interrupted)
		printf("%d of %d pairs of choices not checked: the run is capped at %ld games (--max-games)\n", nrows - k,
		       nrows, t.max_games);
	cw_log_free(&h);
	sigaction(SIGINT, &old_sa, NULL);
	if (!counts && !t.faults && !interrupted) {
		fputs("cardwright: ", stderr);
		cw_text_fputs(o->variant, stderr, 0);
		fputs(" allows none of the player counts asked for\n", stderr);
		return 2;
	}
	if (interrupted)
		printf("interrupted: the faults found so far are above\n");
	if (t.faults >= MAX_FAULTS)
		printf("stopped after %d faults\n", MAX_FAULTS);
	if (games < o->games)
		printf("%ld games per configuration instead of %ld: the run is capped at %ld games\n", games, o->games,
		       t.max_games);
	print_summary(o, &t, counts, configs);
	return t.faults ? 1 : interrupted ? 130 : 0;
}
