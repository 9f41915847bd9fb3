#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mcts.h"
#include "../core/zone.h"
#include "bot.h"
#include "../core/clock.h"

/* A playout that has not ended its round after this many actions is
** scored where it stands, by the variant's scoring of the layouts. */
#define PLAYOUT_CAP 600
/* What a playout that ends the match is worth, in points of a round's
** score, per match won (a share of it when tied): more than any round's
** margin, so that where the round decides the match the search plays
** for the win and not for the margin. */
#define MATCH_POINTS 100.0
/* What a playout the variant fails adds to its action's sum: worse than
** any real outcome, since scores and totals reach both ends of 32 bits
** (a difference of two of them is at most 2^33); a mean below a tenth of
** it is an action whose playouts failed. */
#define FAILED (-1e12)
/* Draws a card another seat keeps is compared with (sample_tilted). */
#ifndef TILT
#define TILT 4
#endif

/* The cards `seat` does not see, in the order of where they lie (zone by
** zone, position by position): not by card number, which follows the
** deal and so would tell where a card came from. */
static uint32_t hidden_cards(const cw_state *s, int seat, uint16_t *idx)
{
	uint32_t n = 0;
	for (cw_zone z = 0; z < s->nzones; z++)
		for (int i = 0; i < cw_state_zone_len(s, z); i++) {
			cw_card c = cw_state_zone_at(s, z, i);
			if (c != CW_NOCARD && !cw_state_sees(s, c, seat))
				idx[n++] = c;
		}
	return n;
}

void cw_mcts_sample(cw_state *s, int seat, cw_rng *rng, const cw_secrets *sec)
{
	cw_knowledge_forget(s, seat, sec);
	cw_cardrec *c = cw_state_cards(s);
	uint16_t idx[CW_MAX_CARDS], face[CW_MAX_CARDS];
	uint32_t count[256] = { 0 }, n = hidden_cards(s, seat, idx);
	for (uint32_t i = 0; i < n; i++)
		count[c[idx[i]].face]++;
	/* the hidden faces as a sorted multiset: nothing of where they lie */
	uint32_t k = 0;
	for (int f = 0; f < 256; f++)
		while (count[f]--)
			face[k++] = (uint16_t)f;
	/* The hidden cards' numbers among their places too: a card's number
	** follows the pack's order, so a hook that read a handle as a number
	** would read the real card. The order comes from a stream of its own
	** (derived, not drawn, from the sample's), so the faces drawn below
	** are those of a sample without it. */
	uint16_t to[CW_MAX_CARDS];
	uint8_t hidden[CW_MAX_CARDS] = { 0 };
	for (uint32_t i = 0; i < n; i++)
		hidden[idx[i]] = 1;
	/* as a sorted set first, like the faces: nothing of where they lie */
	for (uint32_t i = 0, j = 0; i < (uint32_t)s->ncards && j < n; i++)
		if (hidden[i])
			to[j++] = (uint16_t)i;
	cw_rng peek = *rng, order;
	cw_rng_seed(&order, cw_rng_derive(cw_rng_next(&peek), 0x4E554D42ull));
	cw_rng_shuffle16(&order, to, n);
	cw_zone_renumber(s, idx, to, n);
	cw_rng_shuffle16(rng, face, n);
	for (uint32_t i = 0; i < n; i++)
		c[to[i]].face = (cw_face)face[i];
}

void cw_mcts_sample_tilted(cw_state *s, int seat, cw_rng *rng, const cw_secrets *sec, const int *value, int high)
{
	cw_mcts_sample(s, seat, rng, sec);
	if (!value)
		return;
	/* A card another seat knows in its own layout is one it chose to
	** keep: each such card is the better (for that seat) of its sample
	** and up to TILT other hidden cards', one for each turn the owner has
	** begun this round. */
	cw_cardrec *c = cw_state_cards(s);
	uint16_t idx[CW_MAX_CARDS];
	uint32_t n = hidden_cards(s, seat, idx);
	if (n < 2)
		return;
	for (uint32_t i = 0; i < n; i++) {
		cw_cardrec *x = &c[idx[i]];
		const cw_zonerec *z = &cw_state_czones(s)[x->zone];
		if (z->kind != CW_ZK_LAYOUT || z->owner == seat || !(x->known & CW_SEATBIT(z->owner)))
			continue;
		/* the more turns the owner has had to replace it, the likelier
		** a card it still keeps is a good one: none before its first */
		int most = s->turns[z->owner] < TILT ? s->turns[z->owner] : TILT;
		for (int tries = 0; tries < most; tries++) {
			cw_cardrec *y = &c[idx[cw_rng_below(rng, n)]];
			const cw_zonerec *zy = &cw_state_czones(s)[y->zone];
			if (zy->kind == CW_ZK_LAYOUT && (y->known & CW_SEATBIT(zy->owner)) && zy->owner != seat)
				continue;
			int vx = x->face < 64 ? value[x->face] : 0, vy = y->face < 64 ? value[y->face] : 0;
			if (high ? vy > vx : vy < vx) {
				cw_face t = x->face;
				x->face = y->face;
				y->face = t;
			}
		}
	}
}

static uint64_t mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
	h *= 0xBF58476D1CE4E5B9ull;
	return h ^ (h >> 31);
}

uint64_t cw_mcts_view_key(const cw_state *s, int seat)
{
	uint64_t h = mix(0, s->status);
	h = mix(h, s->phase);
	h = mix(h, s->turn);
	h = mix(h, s->actor);
	h = mix(h, s->out);
	h = mix(h, s->caller);
	h = mix(h, s->final_left);
	h = mix(h, s->skip);
	h = mix(h, s->round_over);
	for (cw_zone z = 0; z < s->nzones; z++) {
		int len = cw_state_zone_len(s, z);
		h = mix(h, 0x10000u + (uint64_t)len);
		for (int i = 0; i < len; i++) {
			cw_card c = cw_state_zone_at(s, z, i);
			h = mix(h, c == CW_NOCARD ? 0xFFFFu : cw_knowledge_face(s, c, seat));
		}
	}
	return h;
}

void cw_mcts_seen_add(cw_mcts_seen *h, const cw_state *s)
{
	if (h->round != s->round || s->steps < h->steps)
		h->n = 0;
	h->round = s->round;
	h->steps = s->steps;
	h->key[h->n++ % CW_MCTS_SEEN] = cw_mcts_view_key(s, s->actor);
	if (h->n >= 2 * CW_MCTS_SEEN)
		h->n -= CW_MCTS_SEEN;
}

static int seen_has(const cw_mcts_seen *h, uint64_t key)
{
	int m = h->n < CW_MCTS_SEEN ? h->n : CW_MCTS_SEEN;
	for (int i = 0; i < m; i++)
		if (h->key[i] == key)
			return 1;
	return 0;
}

typedef struct root_stat {
	int visits;
	int repeat;	/* leads back to a position decided at this round */
	double sum, score;
	double others;	/* the others' mean round score, summed */
	double won;	/* the seat's share of the match won, where the playout ended it */
	int over;	/* playouts that ended the match */
} root_stat;

/* Plays the round of `w` out with the policy bots from its current state;
** fills delta[] with each seat's score for the round, and *over with
** whether the match ended with it. */
/* Why the search must stop now (CW_MCTS_CUT_*), by `stop` (or NULL). */
static int cut_now(const cw_mcts_stop *stop)
{
	if (!stop)
		return CW_MCTS_CUT_NONE;
	if (stop->flag && *stop->flag)
		return CW_MCTS_CUT_FLAG;
	return stop->deadline_ms && cw_clock_ms() >= stop->deadline_ms ? CW_MCTS_CUT_TIME : CW_MCTS_CUT_NONE;
}

static int playout(cw_runtime *rt, cw_game *w, cw_bot *bots, const int32_t *total0, uint32_t round0,
		   double *delta, int *over, long *actions, const cw_mcts_stop *stop, int *cut, cw_err *err)
{
	*over = 0;
	cw_state *s = w->st;
	int rc = CW_OK;
	for (int steps = 0; s->status == CW_ST_PLAY && s->round == round0; steps++, ++*actions) {
		cw_action a;
		if ((*cut = cut_now(stop)))
			return cw_error_fail(err, CW_ELIMIT, "the search was stopped");
		if (steps == PLAYOUT_CAP) {
			/* scored where it stands */
			memset(s->score, 0, sizeof s->score);
			if ((rc = w->rules->score_round(w->rules_ud, w, err)))
				return rc;
			for (int k = 1; k <= s->nseats; k++)
				delta[k] = s->score[k];
			return CW_OK;
		}
		if ((rc = cw_bot_choose(&bots[s->actor], rt, w, &a, err)) || (rc = cw_engine_apply(w, &a, err)))
			return rc;
	}
	for (int k = 1; k <= s->nseats; k++)
		delta[k] = (double)s->total[k] - total0[k];
	*over = s->status == CW_ST_OVER;
	return CW_OK;
}

/* The seat's share of the match won less the mean of the others' shares,
** by the totals as the match ended and the variant's `wins`. */
static double match_reward(const cw_state *s, int seat, int high)
{
	int32_t best = s->total[1];
	for (int k = 2; k <= s->nseats; k++)
		if (high ? s->total[k] > best : s->total[k] < best)
			best = s->total[k];
	int nwon = 0;
	for (int k = 1; k <= s->nseats; k++)
		nwon += s->total[k] == best;
	double mine = s->total[seat] == best ? 1.0 / nwon : 0;
	double others = s->nseats > 1 ? (1.0 - mine) / (s->nseats - 1) : 0;
	return mine - others;
}

int cw_mcts_choose(cw_runtime *rt, cw_game *g, int budget, cw_rng *rng, const cw_bot *policy,
		   const cw_mcts_seen *seen, int *pick, cw_mcts_report *rep, cw_err *err)
{
	return cw_mcts_choose_until(rt, g, budget, rng, policy, seen, NULL, pick, rep, err);
}

int cw_mcts_choose_until(cw_runtime *rt, cw_game *g, int budget, cw_rng *rng, const cw_bot *policy,
			 const cw_mcts_seen *seen, const cw_mcts_stop *stop, int *pick, cw_mcts_report *rep,
			 cw_err *err)
{
	uint32_t n;
	const cw_action *legal = cw_engine_legal(g, &n);
	int seat = g->st->actor;
	if (rep)
		memset(rep, 0, sizeof *rep);
	if (n == 0)
		return cw_error_fail(err, CW_ESTATE, "no legal action");
	if (policy->model.state == CW_LMODEL_IMPURE)
		return cw_error_fail(err, CW_ESCRIPT, "%s: the round's score of one layout was %d, then %d: the search needs a score "
			       "that depends on the cards alone", cw_runtime_variant_name(rt), (int)policy->model.impure[0],
			       (int)policy->model.impure[1]);
	*pick = 0;
	if (n == 1 && !rep)
		return CW_OK;
	cw_action *root = malloc(sizeof *root * n);
	root_stat *st = calloc(n, sizeof *st);
	cw_game *w = cw_game_clone(g, 0, err);
	if (!root || !st || !w) {
		free(root);
		free(st);
		cw_game_free(w);
		return w ? cw_error_fail(err, CW_ENOMEM, "out of memory") : err->code;
	}
	memcpy(root, legal, sizeof *root * n);
	/* The playouts are the bot's own imagination: no log, no real-table
	** chance records, nothing to roll back. */
	cw_game_imagined(w);
	int high = cw_runtime_high_wins(rt);
	int32_t total0[CW_MAX_SEATS + 1];
	memcpy(total0, g->st->total, sizeof total0);
	uint32_t round0 = g->st->round;
	int nseats = g->st->nseats, done = 0, alive = (int)n;
	cw_bot bots[CW_MAX_SEATS + 1];
	for (int k = 1; k <= nseats; k++) {
		bots[k].model = policy->model;
		bots[k].scoring.state = -1;	/* a playout's bots score by the model */
	}
	cw_err perr = { 0 };
	int *order = malloc(sizeof *order * n);
	if (!order) {
		free(root);
		free(st);
		cw_game_free(w);
		return cw_error_fail(err, CW_ENOMEM, "out of memory");
	}
	for (uint32_t i = 0; i < n; i++)
		order[i] = (int)i;
	/* Each hook call is bounded by the budget, but not the hundreds a
	** search makes: a score that spends a tenth of its budget on every
	** call made one decision take minutes. Past CW_MCTS_HOOK_WORK the
	** search stops and answers with the playouts it has. */
	long long work0 = cw_runtime_instructions(rt);
	int tired = 0, cut = CW_MCTS_CUT_NONE;
	/* Sequential halving with common random numbers: in each round every
	** action still in the running is played out on the same samples (the
	** same hidden cards, the same chance, the same policy draws), so that
	** their difference is the action's; then the worse half drops out. */
	int rounds = 0;
	for (int m = (int)n; m > 1; m = (m + 1) / 2)
		rounds++;
	if (!rounds)
		rounds = 1;
	/* For a report (a hint): every action's figures at the end of each
	** round, and how many were in the running then, so that the choices
	** shown are compared on the playouts they shared (snap, below). One
	** round more than planned: two actions take a second. */
	root_stat *snap = rep ? calloc((size_t)(rounds + 1) * n, sizeof *snap) : NULL;
	int *alive_in = rep ? calloc((size_t)rounds + 1, sizeof *alive_in) : NULL;
	int nsnap = 0, snap_max = rounds + 1;
	/* The default budget: CW_MCTS_DEFAULT playouts in the first round of
	** the halving, which measures how long a playout is here; then as many
	** as CW_MCTS_WORK simulated actions allow, from CW_MCTS_DEFAULT up to
	** CW_MCTS_MOST; CW_MCTS_FEWEST where the playouts average more than a
	** quarter of PLAYOUT_CAP (a round the policy does not end). */
	int adaptive = budget <= 0;
	if (adaptive)
		budget = CW_MCTS_DEFAULT;
	long actions = 0;
	int left = budget, extra = 0, spent = 0;
	for (int r = 0; r < rounds && alive > 0 && !spent && !tired; r++) {
		int per = left / ((rounds - r) * alive);
		if (per < 1)
			per = 1;
		for (int j = 0; j < per && !spent && !tired; j++) {
			uint64_t sample_seed = cw_rng_next(rng), chance_seed = cw_rng_next(rng), policy_seed = cw_rng_next(rng);
			for (int q = 0; q < alive; q++) {
				if ((tired = cw_runtime_instructions(rt) - work0 > CW_MCTS_HOOK_WORK))
					break;
				if ((cut = cut_now(stop))) {
					tired = 1;
					break;
				}
				int a = order[q];
				cw_rng srng;
				memcpy(w->st, g->st, g->st->bytes);
				cw_rng_seed(&srng, sample_seed);
				cw_mcts_sample_tilted(w->st, seat, &srng, g->cfg.secrets, policy->values_known > 0 ? policy->value : NULL, high);
				cw_rng_seed(&w->st->rng, chance_seed);
				w->legal_valid = 0;
				for (int k = 1; k <= nseats; k++) {
					/* the fields before the model: the model stays */
					memcpy(&bots[k], policy, offsetof(cw_bot, model));
					bots[k].kind = CW_BOT_GREEDY;
					bots[k].fast = 1;
					cw_rng_seed(&bots[k].rng, cw_rng_derive(policy_seed, (uint64_t)k));
				}
				double delta[CW_MAX_SEATS + 1] = { 0 };
				int over;
				left--;
				st[a].visits++;
				/* An action the sample does not allow (its legal list
				** hangs on a card the seat cannot see), or a playout the
				** variant fails, counts as the worst outcome. */
				int bad = cw_engine_apply(w, &root[a], &perr);
				/* the position it leads to, on the first sample: what
				** the seat sees of it, or a chance outcome of the sample */
				if (!bad && seen && r == 0 && j == 0)
					st[a].repeat = seen_has(seen, cw_mcts_view_key(w->st, seat));
				if (!bad && (bad = playout(rt, w, bots, total0, round0, delta, &over, &actions, stop, &cut, &perr)) && cut) {
					/* cut short: this playout counts for nothing */
					st[a].visits--;
					tired = 1;
					break;
				}
				if (bad) {
					st[a].sum += FAILED;
					/* A hook that spent its whole budget would spend
					** it again in every playout: the search stops. */
					if (perr.code == CW_EBUDGET) {
						spent = 1;
						break;
					}
					continue;
				}
				double others = 0;
				int nothers = 0;
				for (int k = 1; k <= nseats; k++)
					if (k != seat) {
						others += delta[k];
						nothers++;
					}
				others = nothers ? others / nothers : 0;
				if (over)
					st[a].sum += MATCH_POINTS * match_reward(w->st, seat, high);
				else
					st[a].sum += high ? delta[seat] - others : others - delta[seat];
				st[a].score += delta[seat];
				st[a].others += nothers ? others : 0;
				if (over) {
					st[a].over++;
					st[a].won += (match_reward(w->st, seat, high) * (nseats - 1) + 1) / nseats;
				}
				done++;
			}
		}
		if (snap && alive_in && nsnap < snap_max) {
			memcpy(snap + (size_t)nsnap * n, st, sizeof *st * n);
			alive_in[nsnap++] = alive;
		}
		/* the better half stays, best first */
		for (int x = 1; x < alive; x++)
			for (int y = x; y > 0; y--) {
				int p = order[y - 1], q2 = order[y];
				double mp = st[p].sum / st[p].visits, mq = st[q2].sum / st[q2].visits;
				if (mq > mp) {
					order[y - 1] = q2;
					order[y] = p;
				} else
					break;
			}
		/* an action that leads back drops out first, unless all do */
		int fresh = 0;
		for (int x = 0; x < alive; x++)
			fresh += !st[order[x]].repeat;
		if (fresh && fresh < alive)
			for (int x = 1; x < alive; x++)
				for (int y = x; y > 0 && st[order[y - 1]].repeat && !st[order[y]].repeat; y--) {
					int t = order[y - 1];
					order[y - 1] = order[y];
					order[y] = t;
				}
		if (adaptive && r == 0 && done > 0) {
			/* the rest of the default budget, by the playouts' length;
			** with two actions (one round), a second round for it */
			double len = actions > 0 ? (double)actions / done : 1;
			int total = len > PLAYOUT_CAP / 4 ? CW_MCTS_FEWEST
				    : (int)fmin(CW_MCTS_MOST, fmax(CW_MCTS_DEFAULT, CW_MCTS_WORK / len));
			left += total - budget;
			budget = total;
			if (rounds == 1 && left > 0)
				rounds = 2, extra = 1;
		}
		if (r + 1 < rounds && !extra)
			alive = (alive + 1) / 2;
	}
	*pick = order[0];
	if (tired && !cut)
		cut = CW_MCTS_CUT_WORK;
	if (policy->trace) {
		fprintf(stderr, "  %d playouts, %.1f actions each:", done, done ? (double)actions / done : 0.0);
		for (uint32_t i = 0; i < n; i++) {
			char text[CW_ACTION_TEXT_MAX];
			cw_action_format(g->verbs, &root[i], seat, text, sizeof text);
			fprintf(stderr, "  [%s %d %.2f %.2f]", text, st[i].visits, st[i].sum / st[i].visits,
				st[i].score / st[i].visits);
		}
		fputc('\n', stderr);
	}
	cw_game_free(w);
	if (spent || !done) {
		free(order);
		free(snap);
		free(alive_in);
		free(root);
		free(st);
		if (spent) {
			*err = perr;
			return err->code;
		}
		if (cut && !done && (cut != CW_MCTS_CUT_WORK || !perr.code))	/* a playout's failure says more */
			return cw_error_fail(err, CW_ELIMIT, "the search stopped (%s) before any playout ended",
					     cut == CW_MCTS_CUT_FLAG ? "Ctrl-C" : cut == CW_MCTS_CUT_TIME ? "out of time" :
					     "its playouts' hooks did the most work a search may");
		return cw_error_fail(err, CW_ESCRIPT, "every playout failed: %s", perr.msg);
	}
	if (rep) {
		rep->cut = cut;
		/* The choice first, then the actions that stayed longest in the
		** running (`order` keeps each where it dropped out), figured on
		** the playouts they all shared: up to the last round of halving
		** they were all in. Their own means would mix in the choice's
		** later playouts, which the others never had, and could show a
		** runner-up as the better (it dropped out on the samples it
		** shared with the choice). */
		rep->playouts = done;
		int shown[3], pos[3], ns = 0;
		for (int x = 0; x < (int)n && ns < 3; x++) {
			int b = order[x];
			if (st[b].visits && st[b].sum > FAILED / 10 * st[b].visits)
				pos[ns] = x, shown[ns++] = b;
		}
		/* the latest round they were all in where the choice leads them
		** (it leads the runner-up where that one dropped out, but may
		** not the third where the third did); else one fewer shown */
		int at = -1;
		for (; ns > 1 && at < 0; ns--) {
			for (int k = nsnap - 1; k >= 0 && at < 0; k--) {
				const root_stat *f = snap + (size_t)k * n;
				int ok = pos[ns - 1] < alive_in[k] && f[shown[0]].visits;
				for (int x = 1; ok && x < ns; x++)
					ok = f[shown[x]].visits &&
					     f[shown[0]].sum / f[shown[0]].visits >= f[shown[x]].sum / f[shown[x]].visits;
				if (ok)
					at = k;
			}
			if (at >= 0)
				break;
		}
		if (at >= 0 && ns == 3) {	/* the two others by their figures there */
			const root_stat *f = snap + (size_t)at * n;
			if (f[shown[2]].sum / f[shown[2]].visits > f[shown[1]].sum / f[shown[1]].visits) {
				int t = shown[1];
				shown[1] = shown[2];
				shown[2] = t;
			}
		}
		for (int x = 0; x < ns; x++) {
			int b = shown[x];
			const root_stat *f = at >= 0 && snap[(size_t)at * n + b].visits ? &snap[(size_t)at * n + b] : &st[b];
			cw_mcts_choice *c = &rep->c[rep->n++];
			c->action = root[b];
			c->visits = f->visits;
			c->reward = f->sum / f->visits;
			c->score = f->score / f->visits;
			c->others = f->others / f->visits;
			c->ended = (double)f->over / f->visits;
			c->won = f->over ? f->won / f->over : 0;
		}
	}
	free(order);
	free(snap);
	free(alive_in);
	free(root);
	free(st);
	return CW_OK;
}
