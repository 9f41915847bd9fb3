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
**   illegal    an action offered as legal fails when applied (cw_apply
**              refuses it, or its hook, the settling or scoring raises).
**   budget     the same, when the failure is the instruction budget.
**   stuck      a decision with no legal action (the legal hook's error is
**              reported when it raised).
**   endless    a round longer than the round bound (the variant's
**              max_actions when the runtime can tell it, else ROUND_BOUND),
**              or a game longer than GAME_BOUND actions (default
**              options; other choices are cut short, see below).
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
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "record.h"
#include "replay.h"
#include "table.h"
#include "../core/text.h"
#include "../core/view.h"
#include "../lua/runtime.h"

#define GAME_BOUND 1000000L	/* actions a game may take before it is called endless */
#define ROUND_BOUND 20000L	/* actions a round may take, unless the variant says */
#define MAX_FAULTS 10
#define ROUNDTRIP_GAMES 3
#define MAX_CONFIGS 512
#define LONG_FACTOR 3	/* see cw_check_run */

enum kind { K_NONE, K_CARDS, K_LEAK, K_KNOWLEDGE, K_ILLEGAL, K_BUDGET, K_STUCK, K_ENDLESS, K_ROUNDTRIP, K_DEAL };
static const char *const kind_name[] = { "none", "cards", "leak", "knowledge", "illegal", "budget", "stuck",
					 "endless", "roundtrip", "deal" };

/* One game's outcome. */
typedef struct fault {
	int kind;
	char why[600];
	int fail_seat;		/* the failing action, for illegal and budget */
	char fail_text[160];
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
		const cw_cardrec *r = &cw_ccards(s)[c];
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
		cw_event e = cw_event_for(&g->ev[i], seat);
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
	cw_seatmask all = cw_all_seats(s);
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
		const cw_cardrec *r = &cw_ccards(s)[c];
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
	int w = cw_window_seat(c->st);
	c->st->actor = (uint8_t)(w ? w : c->st->turn);
	int rc = c->rules->legal(c->rules_ud, c, &err);
	if (rc)
		snprintf(buf, n, "the legal hook raised: %.400s", err.msg);
	cw_game_free(c);
	return rc;
}

/* Plays one random game; returns 0, or 1 with f filled on a fault. */
static int check_game(cw_runtime *rt, uint64_t seed, long round_bound, long cut, cw_log *h, cw_game **out, fault *f)
{
	cw_err err;
	cw_game *g = cw_runtime_new_game(rt, seed, &err);
	*out = g;
	cw_log_truncate(h, 0);
	f->kind = K_NONE;
	f->fail_seat = 0;
	if (!g)
		return set_fault(f, err.code == CW_EBUDGET ? K_BUDGET : K_DEAL, "cannot create a game: %.400s", err.msg);
	if (cw_game_start(g, &err))
		return set_fault(f, err.code == CW_EBUDGET ? K_BUDGET : K_DEAL, "the deal fails: %.400s", err.msg);
	/* Each seat plays at random from its own stream, seeded as a bot's. */
	cw_rng bots[CW_MAX_SEATS + 1];
	for (int s = 0; s <= CW_MAX_SEATS; s++)
		cw_rng_seed(&bots[s], cw_table_bot_seed(seed, s));
	char text[160];
	cw_cardrec *sim = malloc(sizeof *sim * g->st->ncards * 2), *before = sim + g->st->ncards;
	if (!sim)
		return set_fault(f, K_DEAL, "out of memory");
	int rc = 0;
	for (long step = 0; g->st->status == CW_ST_PLAY; step++) {
		/* A game with a budget (a non-default choice) is cut short instead:
		** a long match is not an endless one; the round bound still holds. */
		if (cut < 0 && step >= GAME_BOUND) {
			rc = set_fault(f, K_ENDLESS, "the game has not ended after %ld actions", GAME_BOUND);
			break;
		}
		if (cut > 0 && step >= cut)
			break;	/* cut short: not a fault, and no round trip */
		if ((long)g->st->round_steps >= round_bound) {
			rc = set_fault(f, K_ENDLESS, "round %u has not ended after %ld actions", g->st->round,
				       round_bound);
			break;
		}
		uint32_t nl;
		const cw_action *legal = cw_legal(g, &nl);
		if (nl == 0) {
			char why[480];
			int code = legal_error(g, why, sizeof why);
			rc = set_fault(f, code == CW_EBUDGET ? K_BUDGET : K_STUCK, "no legal action for seat %d: %s",
				       g->st->actor, why);
			break;
		}
		int seat = g->st->actor;
		cw_action a = legal[cw_rng_below(&bots[seat <= CW_MAX_SEATS ? seat : 0], nl)];
		uint32_t from = g->nev;
		memcpy(sim, cw_ccards(g->st), sizeof *sim * g->st->ncards);
		memcpy(before, sim, sizeof *sim * g->st->ncards);
		cw_action_format(g->verbs, &a, seat, text, sizeof text);
		if (cw_apply(g, &a, &err)) {
			rc = set_fault(f, err.code == CW_EBUDGET ? K_BUDGET : err.code == CW_ESTUCK ? K_STUCK : K_ILLEGAL,
				       "'%.60s' was offered as legal to seat %d but fails: %.300s", text, seat, err.msg);
			f->fail_seat = seat;
			snprintf(f->fail_text, sizeof f->fail_text, "%s", text);
			break;
		}
		if (cw_log_add(h, seat, text, &err)) {
			rc = set_fault(f, K_DEAL, "%.400s", err.msg);
			break;
		}
		if (cw_check(g, &err)) {
			rc = set_fault(f, K_CARDS, "after '%.60s' by seat %d: %.300s", text, seat, err.msg);
			break;
		}
		/* Each action's events are checked once, as they come. */
		for (int s = 1; s <= g->st->nseats && !rc; s++)
			rc = view_leaks(g, s, from, step ? before : NULL, f);
		if (!rc && knowledge_fault(g, sim, from, f)) {
			char why[600];
			snprintf(why, sizeof why, "after '%.60s' by seat %d: %.400s", text, seat, f->why);
			rc = set_fault(f, K_KNOWLEDGE, "%s", why);
		}
		if (rc)
			break;
	}
	free(sim);
	return rc;
}

/* ---- the run's configurations ---- */

typedef struct config {
	char key[64], value[64];	/* key "" for the defaults */
} config;

typedef struct plan {
	int pmin, pmax;
	config cfg[MAX_CONFIGS];
	int n;
} plan;

static int user_set(const cw_check_opts *o, const char *key)
{
	size_t k = strlen(key);
	for (int i = 0; i < o->nrules; i++)
		if (!strncmp(o->rules[i], key, k) && o->rules[i][k] == '=')
			return 1;
	return 0;
}

static void add_config(plan *p, const char *key, const char *value, const char *def)
{
	if (!strcmp(value, def) || p->n >= MAX_CONFIGS)
		return;
	for (int i = 1; i < p->n; i++)
		if (!strcmp(p->cfg[i].key, key) && !strcmp(p->cfg[i].value, value))
			return;
	snprintf(p->cfg[p->n].key, sizeof p->cfg[p->n].key, "%s", key);
	snprintf(p->cfg[p->n].value, sizeof p->cfg[p->n].value, "%s", value);
	p->n++;
}

/* One item of a choices list: a value, or "an integer[ from A][ to B]". */
static void add_choice(plan *p, const char *key, const char *item, const char *def)
{
	if (!strncmp(item, "or ", 3))
		item += 3;
	if (strncmp(item, "an integer", 10)) {
		if (*item)
			add_config(p, key, item, def);
		return;
	}
	const char *fr = strstr(item, " from "), *to = strstr(item, " to ");
	long lo = 0, hi = 0;
	int has_lo = fr && sscanf(fr + 6, "%ld", &lo) == 1, has_hi = to && sscanf(to + 4, "%ld", &hi) == 1;
	char v[32];
	if (has_lo) {
		snprintf(v, sizeof v, "%ld", lo);
		add_config(p, key, v, def);
	}
	if (has_hi) {
		snprintf(v, sizeof v, "%ld", hi);
		add_config(p, key, v, def);
	}
	if (has_lo && has_hi && hi - lo >= 2) {
		snprintf(v, sizeof v, "%ld", lo + (hi - lo) / 2);
		add_config(p, key, v, def);
	}
}

/* Reads the player range and the options' choices from the variant's
** description (cw_runtime_describe, the only listing of choices the
** runtime offers): "players: A to B" and, per option,
** "  NAME  default D  choices: C1, C2, or an integer from A to B". */
static void make_plan(const cw_check_opts *o, const char *text, plan *p)
{
	p->pmin = 1;
	p->pmax = CW_MAX_SEATS;
	p->n = 1;
	p->cfg[0].key[0] = p->cfg[0].value[0] = '\0';
	int in_options = 0;
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
			continue;
		}
		if (!strncmp(buf, "options", 7)) {
			in_options = 1;
			continue;
		}
		if (!in_options || strncmp(buf, "  ", 2) || buf[2] == ' ')
			continue;
		char key[64], def[64];
		const char *ch = strstr(buf, " choices: ");
		if (!ch || sscanf(buf, " %63s default %63s", key, def) != 2 || user_set(o, key))
			continue;
		char list[1024];
		snprintf(list, sizeof list, "%s", ch + 10);
		for (char *item = list; item;) {
			char *comma = strstr(item, ", ");
			if (comma)
				*comma = '\0';
			add_choice(p, key, item, def);
			item = comma ? comma + 2 : NULL;
		}
	}
}

/* ---- replays ---- */

/* The variant as a replay names it: the absolute path of a file. */
static void replay_variant(const cw_check_opts *o, cw_runtime *rt, char *buf, size_t n)
{
	size_t len = strlen(o->variant);
	char real[PATH_MAX];
	if ((strchr(o->variant, '/') || (len > 4 && !strcmp(o->variant + len - 4, ".lua"))) &&
	    realpath(o->variant, real))
		snprintf(buf, n, "%s", real);
	else
		snprintf(buf, n, "%s", cw_runtime_variant_name(rt));
}

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
	replay_variant(o, rt, variant, sizeof variant);
	char *rules = cw_runtime_options_text(rt, err);
	int rc = cw_record_save(file, variant, rules ? rules : "", names, players, seed, h->seats, h->texts, h->n, g,
				err);
	free(rules);
	return rc;
}

/* A word of the script for a file name: letters, digits, '.', '-' and
** '_' kept, anything else (a '/', a control, a space) as '_'. */
static const char *name_part(const char *w, char *buf, size_t n)
{
	size_t k = 0;
	for (; *w && k + 1 < n; w++)
		buf[k++] = isalnum((unsigned char)*w) || *w == '.' || *w == '-' || *w == '_' ? *w : '_';
	buf[k] = '\0';
	if (!strcmp(buf, ".") || !strcmp(buf, ".."))
		buf[0] = '_';
	return buf;
}

static void write_fault(const cw_check_opts *o, cw_runtime *rt, const cw_game *g, const cw_log *h,
			uint64_t seed, const config *cf, const fault *f, char *file, size_t n)
{
	cw_err err;
	char vn[64], key[64], value[64];
	snprintf(file, n, "%s/check-%s-%dp%s%s%s%s-%llu.replay", o->out_dir,
		 name_part(cw_runtime_variant_name(rt), vn, sizeof vn), g->st->nseats, cf->key[0] ? "-" : "",
		 name_part(cf->key, key, sizeof key), cf->key[0] ? "=" : "", name_part(cf->value, value, sizeof value),
		 (unsigned long long)seed);
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

/* The actions a round may take: the variant's declared bound
** (max_actions), else the engine-wide one. */
static long round_bound_of(cw_runtime *rt)
{
	long declared = cw_runtime_max_actions(rt);
	return declared > 0 ? declared : ROUND_BOUND;
}

int cw_check_run(const cw_check_opts *o, char **path)
{
	cw_err err;
	int faults = 0, counts = 0, configs = 0, kinds[K_DEAL + 1] = { 0 };
	long played = 0, roundtrips = 0, skipped = 0;
	long max_games = o->max_games > 0 ? o->max_games : CW_CHECK_MAX_GAMES;
	cw_log h = { 0 };
	static plan p;

	cw_runtime *rt = open_runtime(o, path, &err);
	if (!rt) {
		fprintf(stderr, "cardwright: %s\n", err.msg);
		return err.code == CW_EINVAL || err.code == CW_ENOTFOUND ? 2 : 1;
	}
	char *desc = cw_runtime_describe(rt, &err);
	make_plan(o, desc ? desc : "", &p);
	free(desc);
	if (!o->quiet)
		print_listing(rt);
	cw_runtime_free(rt);

	if (o->defaults_only && p.n > 1)
		p.n = 1;	/* the first configuration is the defaults */
	int ncounts = 0;
	for (int pl = p.pmin; pl <= p.pmax; pl++)
		if (!o->players || pl == o->players)
			ncounts++;
	long games = o->games;
	if (ncounts && (long)ncounts * p.n * games > max_games) {
		games = max_games / ((long)ncounts * p.n);
		if (games < 1)
			games = 1;
	}
	if (!o->quiet)
		printf("checking %d option choice%s x %d player count%s x %ld game%s (cap %ld games)\n", p.n,
		       p.n == 1 ? "" : "s", ncounts, ncounts == 1 ? "" : "s", games, games == 1 ? "" : "s",
		       max_games);

	for (int players = p.pmin; players <= p.pmax && faults < MAX_FAULTS && played < max_games; players++) {
		if (o->players && players != o->players)
			continue;
		int counted = 0;
		long default_actions = 0, default_games = 0;
		for (int ci = 0; ci < p.n && faults < MAX_FAULTS && played < max_games; ci++) {
			const config *cf = &p.cfg[ci];
			rt = open_runtime(o, path, &err);
			if (!rt) {
				fprintf(stderr, "cardwright: %s\n", err.msg);
				return 1;
			}
			if (cf->key[0] && cw_runtime_set_option(rt, cf->key, cf->value, &err)) {
				if (!o->quiet)
					printf("skipped %s=%s: %s\n", cf->key, cf->value, err.msg);
				skipped++;
				cw_runtime_free(rt);
				continue;
			}
			if (cw_runtime_configure(rt, players, &err)) {
				cw_runtime_free(rt);
				if (!cf->key[0] && err.code == CW_EPLAYERS)
					break;	/* not a count this variant allows */
				if (cf->key[0]) {
					if (!o->quiet)
						printf("skipped %s=%s with %d players: %s\n", cf->key, cf->value, players,
						       err.msg);
					skipped++;
					continue;
				}
				fprintf(stderr, "cardwright: %s\n", err.msg);
				return 1;
			}
			if (!counted++)
				counts++;
			configs++;
			long bound = round_bound_of(rt);
			/* Other choices get the actions of LONG_FACTOR times the
			** default games, at least one game: a choice that makes
			** games long (holes=1000) gets fewer of them. */
			long budget = ci && default_games ? LONG_FACTOR * games * (default_actions / default_games + 1)
							   : -1, used = 0;
			for (long i = 0; i < games && faults < MAX_FAULTS && played < max_games &&
					 (budget < 0 || used < budget); i++) {
				uint64_t seed = cw_rng_derive(o->seed, (uint64_t)(players * 1000003L + i) ^
									  ((uint64_t)ci << 40));
				cw_game *g = NULL;
				fault f;
				char file[PATH_MAX + 64];
				long cut = budget < 0 ? -1 : (budget - used > bound + 1 ? budget - used : bound + 1);
				int bad = check_game(rt, seed, bound, cut, &h, &g, &f);
				if (!bad && g && g->st->status == CW_ST_OVER && i < ROUNDTRIP_GAMES) {
					roundtrips++;
					bad = round_trip(o, rt, g, &h, seed, path, &f, file, sizeof file);
				} else if (bad) {
					if (g)
						write_fault(o, rt, g, &h, seed, cf, &f, file, sizeof file);
					else
						snprintf(file, sizeof file, "(no game)");
				}
				played++;
				if (g) {
					used += g->st->steps;
					if (!ci) {
						default_actions += g->st->steps;
						default_games++;
					}
				}
				cw_game_free(g);
				if (!bad)
					continue;
				faults++;
				kinds[f.kind]++;
				char line[2048];	/* the script's words in it: shown safe */
				snprintf(line, sizeof line, "FAULT [%s] %s, %d players%s%s%s%s, seed %llu: %s\n  replay: %s\n",
					 kind_name[f.kind], o->variant, players, cf->key[0] ? ", rule " : "", cf->key,
					 cf->key[0] ? "=" : "", cf->value, (unsigned long long)seed, f.why, file);
				cw_text_fputs(line, stdout, CW_TEXT_LINES);
				break;	/* one fault per configuration */
			}
			cw_runtime_free(rt);
		}
	}
	cw_log_free(&h);
	if (!counts && !faults) {
		fprintf(stderr, "cardwright: %s allows none of the player counts asked for\n", o->variant);
		return 2;
	}
	if (faults >= MAX_FAULTS)
		printf("stopped after %d faults\n", MAX_FAULTS);
	if (games < o->games)
		printf("%ld games per configuration instead of %ld: the run is capped at %ld games\n", games, o->games,
		       max_games);
	printf("%s: %ld random games over %d player count%s and %d configuration%s, %ld round trip%s, %d fault%s",
	       o->variant, played, counts, counts == 1 ? "" : "s", configs, configs == 1 ? "" : "s", roundtrips,
	       roundtrips == 1 ? "" : "s", faults, faults == 1 ? "" : "s");
	if (faults) {
		const char *sep = " (";
		for (int k = K_CARDS; k <= K_DEAL; k++)
			if (kinds[k]) {
				printf("%s%d %s", sep, kinds[k], kind_name[k]);
				sep = ", ";
			}
		printf(")");
	}
	printf("\n");
	(void)skipped;
	return faults ? 1 : 0;
}
