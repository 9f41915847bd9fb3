#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "record.h"
#include "../core/view.h"
#include "../lua/runtime.h"

#define STEP_BOUND 200000	/* actions a game may take before it is called endless */
#define MAX_FAULTS 10

typedef struct history {
	int *seat;
	char **text;
	int n, cap;
} history;

static void hist_add(history *h, int seat, const char *text)
{
	if (h->n == h->cap) {
		h->cap = h->cap ? h->cap * 2 : 256;
		h->seat = realloc(h->seat, sizeof *h->seat * (size_t)h->cap);
		h->text = realloc(h->text, sizeof *h->text * (size_t)h->cap);
	}
	h->seat[h->n] = seat;
	h->text[h->n++] = strdup(text);
}

static void hist_clear(history *h)
{
	for (int i = 0; i < h->n; i++)
		free(h->text[i]);
	h->n = 0;
}

/* A seat's view may show a face only where the core's rule allows it: a
** face-up card, or one in the seat's knowledge mask. Checked card by card
** against the view text tokens the front ends print. */
static int view_leaks(const cw_game *g, int seat, uint32_t from, char *why, size_t n)
{
	const cw_state *s = g->st;
	char tok[8];
	for (int c = 0; c < s->ncards; c++) {
		cw_view_token(s, (cw_card)c, seat, 1, tok);
		const cw_cardrec *r = &cw_ccards(s)[c];
		int may = r->up || (r->known & CW_SEATBIT(seat));
		if (!may && strcmp(tok, "##")) {
			char face[8];
			snprintf(why, n, "seat %d's view shows %s, which it may not see", seat, cw_face_format(r->face, face));
			return 1;
		}
	}
	for (uint32_t i = from; i < g->nev; i++) {
		cw_event e = cw_event_for(&g->ev[i], seat);
		if (e.face != CW_FACE_HIDDEN && !(g->ev[i].face_mask & CW_SEATBIT(seat))) {
			snprintf(why, n, "event %u shows seat %d a face outside its mask", i, seat);
			return 1;
		}
	}
	return 0;
}

static void write_fault(const cw_check_opts *o, cw_runtime *rt, const cw_game *g, const history *h,
			uint64_t seed, int players, char *file, size_t n)
{
	const char *names[CW_MAX_SEATS + 1];
	char buf[CW_MAX_SEATS + 1][16];
	cw_err err;
	for (int s = 1; s <= players; s++) {
		snprintf(buf[s], sizeof buf[s], "p%d", s);
		names[s] = buf[s];
	}
	char *rules = cw_runtime_options_text(rt, &err);
	snprintf(file, n, "%s/check-%s-%dp-%llu.replay", o->out_dir, cw_runtime_variant_name(rt), players,
		 (unsigned long long)seed);
	if (cw_record_save(file, cw_runtime_variant_name(rt), rules, names, players, seed, h->seat, h->text, h->n, g, &err))
		snprintf(file, n, "(not written: %s)", err.msg);
	free(rules);
}

/* Plays one random game; returns 0, or 1 with why filled on a fault. */
static int check_game(cw_runtime *rt, uint64_t seed, history *h, cw_game **out, char *why, size_t n)
{
	cw_err err;
	cw_game *g = cw_runtime_new_game(rt, seed, &err);
	*out = g;
	hist_clear(h);
	if (!g)
		return snprintf(why, n, "cannot create a game: %.400s", err.msg), 1;
	if (cw_game_start(g, &err))
		return snprintf(why, n, "the deal fails: %.400s", err.msg), 1;
	cw_rng bots;
	cw_rng_seed(&bots, cw_rng_derive(seed, 0xB075));
	char text[160];
	for (long step = 0; g->st->status == CW_ST_PLAY; step++) {
		if (step >= STEP_BOUND)
			return snprintf(why, n, "the game has not ended after %d actions", STEP_BOUND), 1;
		uint32_t nl;
		const cw_action *legal = cw_legal(g, &nl);
		if (nl == 0)
			return snprintf(why, n, "no legal action for seat %d", g->st->actor), 1;
		cw_action a = legal[cw_rng_below(&bots, nl)];
		int seat = g->st->actor;
		uint32_t from = g->nev;
		cw_action_format(g->verbs, &a, seat, text, sizeof text);
		if (cw_apply(g, &a, &err))
			return snprintf(why, n, "'%.60s' was offered as legal to seat %d but fails: %.300s", text, seat, err.msg), 1;
		hist_add(h, seat, text);
		if (cw_check(g, &err))
			return snprintf(why, n, "after '%.60s' by seat %d: %.300s", text, seat, err.msg), 1;
		/* Each action's events are checked once, as they come. */
		for (int s = 1; s <= g->st->nseats; s++)
			if (view_leaks(g, s, from, why, n))
				return 1;
	}
	return 0;
}

static void print_listing(cw_runtime *rt)
{
	cw_err err;
	char *text = cw_runtime_describe(rt, &err);
	if (text) {
		fputs(text, stdout);
		free(text);
	}
}

static int set_rules(cw_runtime *rt, const cw_check_opts *o, cw_err *err)
{
	for (int i = 0; i < o->nrules; i++) {
		const char *eq = strchr(o->rules[i], '=');
		char key[64];
		if (!eq || eq == o->rules[i])
			return cw_fail(err, CW_EINVAL, "bad rule '%s': expected NAME=VALUE", o->rules[i]);
		snprintf(key, sizeof key, "%.*s", (int)(eq - o->rules[i]), o->rules[i]);
		if (cw_runtime_set_option(rt, key, eq + 1, err))
			return err->code;
	}
	return CW_OK;
}

int cw_check_run(const cw_check_opts *o, char **path)
{
	cw_runtime_config cfg = { (const char *const *)path, 0, 0 };
	cw_err err;
	int faults = 0, counts = 0;
	long played = 0;
	history h = { 0 };
	for (int players = 1; players <= CW_MAX_SEATS && faults < MAX_FAULTS; players++) {
		if (o->players && players != o->players)
			continue;
		cw_runtime *rt = cw_runtime_new(&cfg, &err);
		if (!rt || cw_runtime_load(rt, o->variant, &err) || cw_runtime_simulate_defaults(rt, &err) ||
		    set_rules(rt, o, &err)) {
			fprintf(stderr, "cardwright: %s\n", err.msg);
			cw_runtime_free(rt);
			return err.code == CW_EINVAL ? 2 : 1;
		}
		if (!counts && !o->quiet)
			print_listing(rt);
		if (cw_runtime_configure(rt, players, &err)) {
			cw_runtime_free(rt);
			if (strstr(err.msg, "players"))
				continue;	/* not a count this variant allows */
			fprintf(stderr, "cardwright: %s\n", err.msg);
			return 1;
		}
		counts++;
		for (long i = 0; i < o->games && faults < MAX_FAULTS; i++) {
			uint64_t seed = cw_rng_derive(o->seed, (uint64_t)(players * 1000003L + i));
			cw_game *g = NULL;
			char why[512], file[1024];
			if (check_game(rt, seed, &h, &g, why, sizeof why)) {
				faults++;
				if (g)
					write_fault(o, rt, g, &h, seed, players, file, sizeof file);
				else
					snprintf(file, sizeof file, "(no game)");
				printf("FAULT %s, %d players, seed %llu: %s\n  replay: %s\n", o->variant, players,
				       (unsigned long long)seed, why, file);
			}
			played++;
			cw_game_free(g);
		}
		cw_runtime_free(rt);
	}
	hist_clear(&h);
	free(h.seat);
	free(h.text);
	if (!counts && !faults) {
		fprintf(stderr, "cardwright: %s allows none of the player counts asked for\n", o->variant);
		return 2;
	}
	printf("%s: %ld random games over %d player count%s, %d fault%s\n", o->variant, played, counts,
	       counts == 1 ? "" : "s", faults, faults == 1 ? "" : "s");
	return faults ? 1 : 0;
}
