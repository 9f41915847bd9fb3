#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "bot.h"
#include "mcts.h"
#include "table.h"
#include "../core/text.h"

static const char *const bot_names[] = { "random", "greedy", "mcts", NULL };

int cw_bot_kind(const char *name)
{
	int kind, budget;
	cw_err err;
	if (!strcmp(name, "bot"))
		return CW_BOT_GREEDY;
	return cw_bot_parse(name, &kind, &budget, &err) ? CW_BOT_HUMAN : kind;
}

/* Edit distance of two short words, for `did you mean`. */
static int distance(const char *a, const char *b)
{
	int la = (int)strlen(a), lb = (int)strlen(b), d[32][32];
	if (la > 31 || lb > 31)
		return 99;
	for (int i = 0; i <= la; i++)
		d[i][0] = i;
	for (int j = 0; j <= lb; j++)
		d[0][j] = j;
	for (int i = 1; i <= la; i++)
		for (int j = 1; j <= lb; j++) {
			int x = d[i - 1][j] + 1, y = d[i][j - 1] + 1, z = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
			d[i][j] = x < y ? (x < z ? x : z) : (y < z ? y : z);
		}
	return d[la][lb];
}

int cw_bot_parse(const char *name, int *kind, int *budget, cw_err *err)
{
	char word[32];
	const char *colon = strchr(name, ':');
	size_t len = colon ? (size_t)(colon - name) : strlen(name);
	*kind = CW_BOT_HUMAN;
	*budget = 0;
	snprintf(word, sizeof word, "%.*s", (int)(len < 31 ? len : 31), name);
	for (char *c = word; *c; c++)	/* MCTS:400 and Greedy are the bots too */
		*c = (char)tolower((unsigned char)*c);
	for (int k = 0; bot_names[k]; k++)
		if (len < 31 && !strcmp(word, bot_names[k]))
			*kind = CW_BOT_RANDOM + k;
	if (*kind == CW_BOT_HUMAN && !strcmp(word, "bot"))	/* play's seat name, not a bot's */
		return cw_error_fail(err, CW_EINVAL, "unknown bot 'bot' (did you mean greedy? a seat named bot at "
				     "'play' is the greedy bot; the bots are random, greedy, mcts[:N])");
	if (*kind == CW_BOT_HUMAN) {
		int best = 99, near = 0;
		for (int k = 0; bot_names[k]; k++) {
			int dk = distance(word, bot_names[k]);
			if (dk < best)
				best = dk, near = k;
		}
		if (best <= 2)
			return cw_error_fail(err, CW_EINVAL, "unknown bot '%s' (did you mean %s? the bots are random, greedy, mcts[:N])",
				       word, bot_names[near]);
		return cw_error_fail(err, CW_EINVAL, "unknown bot '%s' (the bots are random, greedy, mcts[:N])", word);
	}
	if (colon) {
		char *end;
		long n = *kind == CW_BOT_MCTS && colon[1] >= '0' && colon[1] <= '9' ? strtol(colon + 1, &end, 10) : -1;
		if (*kind != CW_BOT_MCTS)
			return cw_error_fail(err, CW_EINVAL, "bot '%s' takes no budget (only mcts:N does)", word);
		if (n < 1 || n > CW_MCTS_MAX || *end)
			return cw_error_fail(err, CW_EINVAL,
				       "bad budget in '%.40s': mcts:N takes N playouts from 1 to %d (default %d to %d, by a playout's length)",
				       name, CW_MCTS_MAX, CW_MCTS_DEFAULT, CW_MCTS_MOST);
		*budget = (int)n;
	}
	return CW_OK;
}

const char *cw_bot_kind_name(int kind)
{
	return kind == CW_BOT_RANDOM ? "random" : kind == CW_BOT_GREEDY ? "greedy" : kind == CW_BOT_MCTS ? "mcts" : "person";
}

int cw_bot_seat_word(const char *what, const char *w, size_t len, int *kind, int *budget, cw_err *err)
{
	char word[64];
	*kind = CW_BOT_HUMAN;
	*budget = 0;
	if (len == 3 && !strncasecmp(w, "bot", 3)) {
		*kind = CW_BOT_GREEDY;
		return CW_OK;
	}
	/* a bot's kind, alone or with a colon: read as a bot, so that a
	** budget mistyped is told, not taken for a person's name */
	const char *colon = memchr(w, ':', len);
	size_t head = colon ? (size_t)(colon - w) : len;
	int bot = 0;
	for (int k = CW_BOT_RANDOM; k <= CW_BOT_MCTS && !bot; k++) {
		const char *kn = cw_bot_kind_name(k);
		bot = strlen(kn) == head && !strncasecmp(kn, w, head);
	}
	if (bot) {
		if (len >= sizeof word)
			return cw_error_fail(err, CW_EINVAL, "%s: '%.*s...' is too long for a bot", what, (int)(len < 20 ? len : 20), w);
		memcpy(word, w, len);
		word[len] = '\0';
		cw_err e;
		if (cw_bot_parse(word, kind, budget, &e))
			return cw_error_fail(err, CW_EINVAL, "%s: %s", what, e.msg);
		return CW_OK;
	}
	if (cw_table_person_name(what, w, len, err))
		return err->code;
	/* a name a resumed game reads as a bot's seat (cw_bot_recorded_kind) */
	memcpy(word, w, len);
	word[len] = '\0';
	if (cw_bot_recorded_kind(word) != CW_BOT_HUMAN) {
		char shown[4 * CW_TEXT_NAME_MAX + 4];
		return cw_error_fail(err, CW_EINVAL, "%s: a person's name may not begin with 'bot', 'random' or 'mcts' "
				     "('%s'): a resumed game plays such seats with bots", what,
				     cw_text_name(shown, sizeof shown, word));
	}
	return CW_OK;
}

void cw_bot_seat_name(int kind, int seat, char *buf, size_t n)
{
	snprintf(buf, n, "%s%d", kind == CW_BOT_RANDOM ? "random" : kind == CW_BOT_MCTS ? "mcts" : "bot", seat);
}

int cw_bot_recorded_kind(const char *name)
{
	return !strncmp(name, "bot", 3) ? CW_BOT_GREEDY : !strncmp(name, "random", 6) ? CW_BOT_RANDOM :
	       !strncmp(name, "mcts", 4) ? CW_BOT_MCTS : CW_BOT_HUMAN;
}

const char *cw_bot_label(int kind, int budget, char *buf, size_t n)
{
	if (kind == CW_BOT_MCTS && budget > 0)
		snprintf(buf, n, "mcts:%d", budget);
	else
		snprintf(buf, n, "%s", cw_bot_kind_name(kind));
	return buf;
}

void cw_bot_init(cw_bot *b, int kind, uint64_t seed)
{
	memset(b, 0, sizeof *b);
	b->kind = kind;
	b->trace = getenv("CW_BOT_TRACE") != NULL;
	b->hook_only = getenv("CW_BOT_HOOK") != NULL;
	b->budget = 0;		/* the default (cw_mcts_choose) */
	cw_bot_reseed(b, seed);
}

void cw_bot_reseed(cw_bot *b, uint64_t seed)
{
	b->seed = seed;
	cw_rng_seed(&b->rng, seed);
	b->seen.n = 0;
	/* learned again in each game, so that a game's decisions depend on
	** that game alone (sim --jobs) */
	b->callterm.state = 0;
	b->outterm.state = 0;
}

/* The samples of a decision: from the bot's seed and the game's step
** number, so that a game resumed from its recording decides as the
** uninterrupted one did. */
static void decision_rng(const cw_bot *b, const cw_game *g, cw_rng *rng)
{
	cw_rng_seed(rng, cw_rng_derive(b->seed, 0x5A3D000000ull + g->st->steps));
}

void cw_bot_set_budget(cw_bot *b, int budget)
{
	b->budget = budget > 0 ? budget : 0;
}

/* The card values under the variant's rules; a variant without them (the
** rummy family) is marked so, and the bot plays it by melds instead. */
static int learn_values(cw_bot *b, cw_runtime *rt, cw_err *err)
{
	double sum = 0, sq = 0;
	int n = 0;
	for (int rank = 0; rank <= 13; rank++)
		for (int suit = 0; suit < 4; suit++) {
			cw_face f = rank ? CW_FACE_MAKE(rank, suit) : CW_JOKER;
			cw_err e = { 0 };
			if (cw_runtime_face_value(rt, f, &b->value[f], &e)) {
				if (rank == 0 && suit == 0) {
					b->values_known = -1;
					return CW_OK;
				}
				*err = e;
				return err->code;
			}
			if (rank) {
				sum += b->value[f];
				sq += (double)b->value[f] * b->value[f];
				n++;
			}
			if (!rank)
				break;
		}
	b->mean = sum / n;
	b->spread = sqrt(fmax(0, sq / n - b->mean * b->mean));
	b->values_known = 1;
	return CW_OK;
}

/* What a verb is, by the roles the variant and its kits declare
** (core/role.h): the bot never reads a verb's word, so a house rule that
** calls `snap` `slap` plays the same. */
static int has_role(const cw_game *g, const cw_action *a, uint32_t role)
{
	return a->verb < g->verbs->n && (g->verbs->v[a->verb].roles & role);
}

/* The first legal action of a verb with this role, or -1. */
static int find_role(const cw_game *g, const cw_action *legal, uint32_t n, uint32_t role)
{
	for (uint32_t i = 0; i < n; i++)
		if (has_role(g, &legal[i], role))
			return (int)i;
	return -1;
}

/* The first legal action of this role without arguments (`pass`, `draw
** stock`), or -1. */
static int find_bare(const cw_game *g, const cw_action *legal, uint32_t n, uint32_t role)
{
	for (uint32_t i = 0; i < n; i++)
		if (legal[i].nargs == 0 && has_role(g, &legal[i], role))
			return (int)i;
	return -1;
}

/* ==== the Golf family ================================================ */

static int find_swap(const cw_game *g, const cw_action *legal, uint32_t n, int slot);

/* A card's value as the seat may estimate it: its own value when the seat
** sees it, the pack's mean otherwise. */
static double card_est(const cw_bot *b, const cw_state *s, cw_card c, int seat)
{
	cw_face f = cw_knowledge_face(s, c, seat);
	return f == CW_FACE_HIDDEN ? b->mean : b->value[f];
}

static int seen(const cw_state *s, cw_card c, int seat)
{
	return cw_knowledge_face(s, c, seat) != CW_FACE_HIDDEN;
}

/* What the seat may estimate of a layout: the values of the cards it
** sees, the pack's mean for the others. Also the slot to replace: the
** highest known card, or an unknown one when the mean is higher. */
static double estimate_of(const cw_bot *b, const cw_state *s, int owner, int seat, int *worst_slot,
			  double *worst_value, int *unknown)
{
	double total = 0;
	*worst_slot = 0;
	*worst_value = -1e9;
	*unknown = 0;
	for (int k = 1; k <= cw_state_layout_slots(s, owner); k++) {
		cw_card c = cw_state_layout_slot(s, owner, k);
		if (c == CW_NOCARD)
			continue;
		double v = card_est(b, s, c, seat);
		if (!seen(s, c, seat))
			(*unknown)++;
		total += v;
		if (v > *worst_value) {
			*worst_value = v;
			*worst_slot = k;
		}
	}
	return total;
}

static double estimate(const cw_bot *b, const cw_state *s, int seat, int *worst_slot, double *worst_value)
{
	int unknown;
	return estimate_of(b, s, seat, seat, worst_slot, worst_value, &unknown);
}

/* The card at a target (seat, slot), or CW_NOCARD. */
static cw_card target_card(const cw_state *s, int seat, int slot)
{
	if (seat < 1 || seat > s->nseats || slot < 1 || slot > cw_state_layout_slots(s, seat))
		return CW_NOCARD;
	return cw_state_layout_slot(s, seat, slot);
}

/* The cards an action names (cw_action_targets): a 't' argument is
** (seat, slot), an 's' argument an own slot. Returns how many. */
static int targets(const cw_game *g, const cw_action *a, int seat, int *tseat, int *tslot, int max)
{
	return cw_action_targets(g->verbs->v[a->verb].sig, a, seat, tseat, tslot, max);
}

/* The seat's own occupied slot with the highest estimated value, among
** the `give SLOT` actions offered; -1 when none. */
static int best_give(const cw_bot *b, const cw_game *g, const cw_action *legal, uint32_t n, double *value)
{
	const cw_state *s = g->st;
	int seat = s->actor, pick = -1, ts[2], tl[2];
	double best = -1e9;
	for (uint32_t i = 0; i < n; i++) {
		if (!has_role(g, &legal[i], CW_ROLE_GIVE) || targets(g, &legal[i], seat, ts, tl, 2) != 1)
			continue;
		cw_card c = target_card(s, ts[0], tl[0]);
		if (c == CW_NOCARD)
			continue;
		double v = card_est(b, s, c, seat);
		/* among equals, a known card: no guessing about what goes */
		if (v > best || (v == best && seen(s, c, seat))) {
			best = v;
			pick = (int)i;
		}
	}
	if (value)
		*value = best;
	return pick;
}

/* placement_scores where the variant's layout score is the learned terms
** exactly (lterms.h): the same samples, each layout scored in C by the
** terms, which give the hook's own answer. */
static int model_scores(cw_bot *b, const cw_game *g, int seat, cw_card in, double *out, int nslots, int samples)
{
	const cw_state *s0 = g->st;
	cw_state *t = malloc(s0->bytes);
	if (!t)
		return CW_ENOMEM;
	for (int k = 0; k <= nslots; k++)
		out[k] = 0;
	cw_rng rng;
	decision_rng(b, g, &rng);
	for (int j = 0; j < samples; j++) {
		memcpy(t, s0, s0->bytes);
		cw_mcts_sample(t, seat, &rng, g->cfg.secrets);
		const cw_cardrec *cr = cw_state_ccards(t);
		cw_face f[CW_LTERMS_SLOTS + 1], fin = cr[in].face;
		for (int k = 1; k <= nslots; k++)
			f[k] = cr[cw_state_layout_slot(t, seat, k)].face;
		out[0] += (double)cw_lterms_layout(&b->scoring, f, b->value);
		for (int k = 1; k <= nslots; k++) {
			cw_face keep = f[k];
			f[k] = fin;
			out[k] += (double)cw_lterms_layout(&b->scoring, f, b->value);
			f[k] = keep;
		}
	}
	for (int k = 0; k <= nslots; k++)
		out[k] /= samples;
	free(t);
	return CW_OK;
}

/* The seat's expected score for its layout as it lies (out[0]) and with
** the card `in` (its drawn card, or the top discard) in slot k instead of
** the card there (out[k]; HUGE_VAL for an empty slot), by the variant's
** own scoring (its layout_score, house rules included), averaged over
** samples of the cards the seat does not see. Returns CW_OK or an error
** (in *err). */
#define SAMPLES 3
static int placement_scores(cw_bot *b, const cw_runtime *rt, cw_game *g, int seat, cw_card in, double *out, int nslots,
			    cw_err *err)
{
	const cw_state *s0 = g->st;
	int unknown = 0;
	for (int k = 1; k <= nslots; k++) {
		cw_card c = cw_state_layout_slot(s0, seat, k);
		unknown += c != CW_NOCARD && !cw_state_sees(s0, c, seat);
	}
	int samples = unknown ? SAMPLES : 1;
	if (b->values_known > 0 && !b->scoring.state && !b->hook_only) {
		cw_lterms_learn(&b->scoring, g, rt, seat, b->value);
		if (b->trace && b->scoring.state == 1)
			fprintf(stderr, "layout terms: %d, the variant's layout score exactly\n", b->scoring.nterms);
		else if (b->trace && b->scoring.state)
			fputs("layout terms: not the variant's layout score; its hook is asked\n", stderr);
	}
	if (b->scoring.state == 1 && nslots == b->scoring.slots && cw_layout_count(s0, seat) == nslots)
		return model_scores(b, g, seat, in, out, nslots, samples);
	cw_game *w = cw_game_clone(g, 0, err);
	if (!w)
		return err->code;
	w->no_rollback = 1;
	for (int k = 0; k <= nslots; k++)
		out[k] = 0;
	cw_rng rng;
	decision_rng(b, g, &rng);
	int rc = CW_OK;
	for (int j = 0; j < samples && !rc; j++) {
		memcpy(w->st, s0, s0->bytes);
		cw_mcts_sample(w->st, seat, &rng, g->cfg.secrets);
		/* the game's generator is the real one, whose state would let a
		** score hook's g:random tell the deal's shuffle: the sample's own
		** (derived, not drawn, so the next sample is as it was) */
		cw_rng peek = rng;
		cw_rng_seed(&w->st->rng, cw_rng_derive(cw_rng_next(&peek), 0x52414E44ull));
		cw_cardrec *cr = cw_state_cards(w->st);
		for (int k = 0; k <= nslots && !rc; k++) {
			cw_card c = k ? cw_state_layout_slot(w->st, seat, k) : CW_NOCARD;
			if (k && c == CW_NOCARD) {
				out[k] = HUGE_VAL;
				continue;
			}
			cw_face keep = k ? cr[c].face : 0;
			if (k) {
				cr[c].face = cr[in].face;
				cr[in].face = keep;
			}
			if (w->rules->score_seat)
				rc = w->rules->score_seat(w->rules_ud, w, seat, err);
			else {
				memset(w->st->score, 0, sizeof w->st->score);
				rc = w->rules->score_round(w->rules_ud, w, err);
			}
			out[k] += w->st->score[seat];
			if (k) {
				cr[in].face = cr[c].face;
				cr[c].face = keep;
			}
		}
	}
	for (int k = 0; k <= nslots; k++)
		if (out[k] != HUGE_VAL)
			out[k] /= samples;
	cw_game_free(w);
	return rc;
}

/* The legal `swap K` (the verb's one own-slot argument), or -1. */
static int find_swap(const cw_game *g, const cw_action *legal, uint32_t n, int slot)
{
	for (uint32_t i = 0; i < n; i++)
		if (legal[i].nargs == 1 && legal[i].arg[0] == slot && has_role(g, &legal[i], CW_ROLE_SWAP))
			return (int)i;
	return -1;
}

/* In a playout: the best placement of face `in` (as the seat sees it) by
** card values and the pair terms learned from the variant's scoring
** (lmodel.h), as best_placement does by the scoring hook itself. The
** legal index (with `any`: the slot) or -1, and the gain. */
static int model_placement(const cw_bot *b, const cw_game *g, const cw_action *legal, uint32_t n, cw_face in,
			   int any, double *gain)
{
	const cw_state *s = g->st;
	int seat = s->actor, pick = -1;
	double vin = in < CW_FACE_NONE ? b->value[in] : b->mean;
	double base = cw_lmodel_pairs(&b->model, s, seat, seat, 0, 0);
	*gain = -1e9;
	for (int k = 1; k <= cw_state_layout_slots(s, seat); k++) {
		cw_card c = cw_state_layout_slot(s, seat, k);
		int i = c == CW_NOCARD ? -1 : any ? k : find_swap(g, legal, n, k);
		if (i < 0)
			continue;
		double gk = card_est(b, s, c, seat) - vin + base - cw_lmodel_pairs(&b->model, s, seat, seat, k, in);
		if (gk > *gain) {
			*gain = gk;
			pick = i;
		}
	}
	return pick;
}

/* What the seat may estimate of the other seats' layouts still in the
** round (estimate_of, with the learned pair terms): the lowest, the
** highest, and how many cards of the lowest it does not know. 0 when no
** other seat is in. */
static int others_estimate(const cw_bot *b, const cw_state *s, int seat, double *lowest, double *highest,
			   int *lowest_unknown)
{
	int ws, u, any = 0;
	double wv;
	*lowest = 1e9, *highest = -1e9, *lowest_unknown = 0;
	for (int o = 1; o <= s->nseats; o++) {
		if (o == seat || (s->out & CW_SEATBIT(o)))
			continue;
		double ov = estimate_of(b, s, o, seat, &ws, &wv, &u) + cw_lmodel_pairs(&b->model, s, o, seat, 0, 0);
		if (ov < *lowest) {
			*lowest = ov;
			*lowest_unknown = u;
		}
		*highest = fmax(*highest, ov);
		any = 1;
	}
	return any;
}

/* The slots whose legal swap makes the seat the caller (its layout then
** all face up, G6-4): found by playing each swap on a clone, and only
** where the seat has one card or none not face up, nobody has called, and
** the going-out term (learned here the first time) is not 0. Returns how many were marked in outs[1..nslots]. */
static int going_out(cw_bot *b, cw_game *g, const cw_action *legal, uint32_t n, uint8_t *outs, int nslots)
{
	const cw_state *s = g->st;
	int seat = s->actor, down = 0, marked = 0;
	memset(outs, 0, (size_t)nslots + 1);
	if (s->caller || b->values_known <= 0)
		return 0;
	for (int k = 1; k <= nslots; k++) {
		cw_card c = cw_state_layout_slot(s, seat, k);
		down += c != CW_NOCARD && !cw_state_ccards(s)[c].up;
	}
	if (down > 1)
		return 0;
	/* the term, learned the first time the seat may go out this game */
	if (!b->outterm.state) {
		cw_callterm_learn_out(&b->outterm, g, b->value);
		if (b->trace && b->outterm.state) {
			fputs("going out: ", stderr);
			cw_callterm_print(&b->outterm, stderr);
		}
	}
	if (b->outterm.state != 1)
		return 0;
	/* each swap played on one sample of the cards the seat does not see,
	** the same for every slot: what the variant does with them is no
	** business of the seat's */
	cw_err err;
	cw_game *w = cw_game_clone(g, 0, &err);
	cw_state *sample = w ? malloc(s->bytes) : NULL;
	if (!sample) {
		cw_game_free(w);
		return 0;
	}
	cw_game_imagined(w);
	cw_rng rng;
	decision_rng(b, g, &rng);
	memcpy(sample, s, s->bytes);
	cw_mcts_sample(sample, seat, &rng, g->cfg.secrets);
	for (int k = 1; k <= nslots; k++) {
		int i = find_swap(g, legal, n, k);
		if (i < 0)
			continue;
		memcpy(w->st, sample, s->bytes);
		w->legal_valid = 0;
		if (cw_engine_apply(w, &legal[i], &err))
			continue;
		/* the caller now, or the last one when the next round began */
		const cw_state *t = w->st;
		if ((t->round == s->round ? t->caller : t->last_caller) == seat)
			outs[k] = 1, marked++;
	}
	free(sample);
	cw_game_free(w);
	return marked;
}

/* What going out adds to the score of a layout the seat would score x
** with (the going-out term, callterm.h), by its estimates of the others. */
static double out_term(const cw_bot *b, const cw_state *s, int seat, double x)
{
	int lowest_unknown;
	double lowest, highest;
	if (!others_estimate(b, s, seat, &lowest, &highest, &lowest_unknown))
		return 0;
	return cw_callterm_expect(&b->outterm, x, lowest, highest, b->spread * sqrt((double)lowest_unknown));
}

/* The best placement of `in` among the legal swaps by the variant's
** scoring: the legal index and the gain over leaving the layout as it is;
** with `any`, over every occupied slot (before the draw, when no swap is
** offered yet). -1 for none, -2 when the hook failed (the bot goes by card
** values), -3 when it spent its whole budget (*err): it would again at
** every decision, so the decision fails with it. */
static int best_placement(cw_bot *b, const cw_runtime *rt, cw_game *g, const cw_action *legal, uint32_t n, cw_card in,
			  int any, double *gain, cw_err *err)
{
	int seat = g->st->actor, nslots = cw_state_layout_slots(g->st, seat), pick = -1;
	double out[65];
	uint8_t outs[65];
	*gain = -1e9;
	if (nslots < 1 || nslots > 64)
		return -2;
	int rc = placement_scores(b, rt, g, seat, in, out, nslots, err);
	if (rc)
		return rc == CW_EBUDGET ? -3 : -2;
	/* a swap that goes out scores as the variant scores a caller */
	if (!any && going_out(b, g, legal, n, outs, nslots))
		for (int k = 1; k <= nslots; k++)
			if (outs[k] && out[k] != HUGE_VAL)
				out[k] += out_term(b, g->st, seat, out[k]);
	for (int k = 1; k <= nslots; k++) {
		int i = out[k] == HUGE_VAL ? -1 : any ? k : find_swap(g, legal, n, k);
		if (i >= 0 && out[0] - out[k] > *gain) {
			*gain = out[0] - out[k];
			pick = i;
		}
	}
	return pick;
}

/* Whether the seat should end the round now: its own estimate is low, or
** it knows all its cards and is clearly below what it may estimate of
** every other layout. Its own estimate counts what the variant's scoring
** adds to a caller's score (a penalty when beaten, a bonus when lowest),
** by the chance of each case as far as the seat can tell. */
static int wants_call(const cw_bot *b, const cw_state *s, int seat)
{
	int ws, unknown, count = cw_layout_count(s, seat), lowest_unknown = 0;
	double wv, mine = estimate_of(b, s, seat, seat, &ws, &wv, &unknown) + cw_lmodel_pairs(&b->model, s, seat, seat, 0, 0);
	double lowest_other = 1e9, highest_other = -1e9;
	int others = others_estimate(b, s, seat, &lowest_other, &highest_other, &lowest_unknown);
	if (count == 0)
		return 1;
	if (b->callterm.state == 1 && others)
		mine += cw_callterm_expect(&b->callterm, mine, lowest_other, highest_other,
					   b->spread * sqrt((double)unknown + lowest_unknown));
	if (mine <= 2.0 * count && unknown <= count / 2 && mine + 2 < lowest_other)
		return 1;
	return unknown <= 1 && mine + 8 <= lowest_other && mine <= 3.0 * count;
}

/* A power worth using with the drawn card: the legal index, or -1. Peeks
** at own unknown cards first, then at an opponent's card the seat does not
** know; a blind swap that gives away a known high card for a lower (or
** unknown) one; a look-and-trade; Cambio's shuffle of an opponent. */
static int useful_power(cw_bot *b, const cw_game *g, const cw_action *legal, uint32_t n, double *gain)
{
	const cw_state *s = g->st;
	int seat = s->actor, ts[4], tl[4];
	int peek_own = -1, peek_other = -1, swap = -1, trade = -1, spy = -1, shuffle = -1;
	double swap_gain = 0, trade_gain = 0, spy_score = -1e9;
	for (uint32_t i = 0; i < n; i++) {
		const cw_action *a = &legal[i];
		if (!has_role(g, a, CW_ROLE_POWERS))
			continue;
		int nt = targets(g, a, seat, ts, tl, 4);
		if (has_role(g, a, CW_ROLE_POWER_PEEK) && nt == 1) {
			cw_card c = target_card(s, ts[0], tl[0]);
			if (c == CW_NOCARD || seen(s, c, seat))
				continue;
			if (ts[0] == seat && peek_own < 0)
				peek_own = (int)i;
			else if (ts[0] != seat && peek_other < 0)
				peek_other = (int)i;
		} else if (has_role(g, a, CW_ROLE_POWER_SWAP) && nt == 2) {
			int mine = ts[0] == seat ? 0 : ts[1] == seat ? 1 : -1;
			if (mine < 0 || ts[1 - mine] == seat)
				continue;
			cw_card c = target_card(s, ts[mine], tl[mine]), o = target_card(s, ts[1 - mine], tl[1 - mine]);
			if (c == CW_NOCARD || o == CW_NOCARD)
				continue;
			double mv = card_est(b, s, c, seat), ov = card_est(b, s, o, seat), gn;
			if (seen(s, o, seat))
				gn = mv - ov;		/* a known lower card */
			else if (seen(s, c, seat) && mv >= b->mean + 3)
				gn = mv - b->mean;	/* own high card for an unknown one */
			else
				continue;
			if (s->caller == ts[1 - mine])
				gn += 1;		/* the caller's score matters most */
			if (gn >= 3 && gn > swap_gain) {
				swap_gain = gn;
				swap = (int)i;
			}
		} else if (has_role(g, a, CW_ROLE_POWER_TRADE) && nt == 1 && ts[0] != seat) {
			cw_card o = target_card(s, ts[0], tl[0]);
			int ws, unknown;
			double wv;
			if (o == CW_NOCARD)
				continue;
			estimate_of(b, s, seat, seat, &ws, &wv, &unknown);
			double gn = wv - card_est(b, s, o, seat);
			if (!seen(s, o, seat))
				gn -= 1;
			if (gn >= 2 && gn > trade_gain) {
				trade_gain = gn;
				trade = (int)i;
			}
		} else if (has_role(g, a, CW_ROLE_POWER_SPY) && nt == 2) {
			/* own card: an unknown one first, else the highest known;
			** the other: an unknown one first, else the lowest */
			int mine = ts[0] == seat ? 0 : 1;
			cw_card c = target_card(s, ts[mine], tl[mine]), o = target_card(s, ts[1 - mine], tl[1 - mine]);
			if (c == CW_NOCARD || o == CW_NOCARD || ts[1 - mine] == seat)
				continue;
			double sc = (seen(s, c, seat) ? card_est(b, s, c, seat) : 20) +
				    (seen(s, o, seat) ? -card_est(b, s, o, seat) : 10);
			if (sc > spy_score) {
				spy_score = sc;
				spy = (int)i;
			}
		} else if (has_role(g, a, CW_ROLE_POWER_SHUFFLE) && shuffle < 0)
			shuffle = (int)i;
	}
	/* In order of preference, each with what it is worth to the bot. */
	const struct { int pick; double gain; } order[] = {
		{ swap_gain >= 6 ? swap : -1, swap_gain }, { peek_own, 4 }, { swap, swap_gain },
		{ trade, trade_gain }, { spy, 3 }, { peek_other, 1 }, { shuffle, 0.5 },
	};
	for (size_t k = 0; k < sizeof order / sizeof order[0]; k++)
		if (order[k].pick >= 0) {
			*gain = order[k].gain;
			return order[k].pick;
		}
	return -1;
}

/* Whether action a (a snap of card c, of another rank than the discard
** but of its value) takes c off its layout: played on a clone, on one
** sample of the cards the seat does not see. A variant may match by value
** (Cactus's snap_match = value); the bot does not read its options. */
static int snap_takes(const cw_bot *b, const cw_game *g, const cw_action *a, cw_card c)
{
	cw_err err;
	cw_game *w = cw_game_clone(g, 0, &err);
	if (!w)
		return 0;
	cw_game_imagined(w);
	cw_rng rng;
	decision_rng(b, g, &rng);
	cw_zone was = cw_state_ccards(g->st)[c].zone;
	cw_mcts_sample(w->st, g->st->actor, &rng, g->cfg.secrets);
	w->legal_valid = 0;
	/* (a snap that ends the round deals the next: its cards move anyway) */
	int took = !cw_engine_apply(w, a, &err) && w->st->round == g->st->round && cw_state_ccards(w->st)[c].zone != was;
	cw_game_free(w);
	return took;
}

/* The best `match T` or `snap SLOT` with a card of face `f` to match (by
** rank, or by value when by_value; a snap of a card of the same value is
** tried on a clone): a seen card that matches; an own card leaves the
** layout, an opponent's card is paid for with the seat's worst card.
** Returns the legal index or -1, with the gain. */
static int best_match(cw_bot *b, const cw_game *g, const cw_action *legal, uint32_t n, uint32_t role,
		      cw_face f, int by_value, double *gain)
{
	const cw_state *s = g->st;
	int seat = s->actor, ts[2], tl[2], pick = -1, ws;
	double best = 0, wv;
	if (f == CW_FACE_HIDDEN || f == CW_FACE_NONE)
		return -1;
	estimate(b, s, seat, &ws, &wv);
	for (uint32_t i = 0; i < n; i++) {
		if (!has_role(g, &legal[i], role) || targets(g, &legal[i], seat, ts, tl, 2) != 1)
			continue;
		cw_card c = target_card(s, ts[0], tl[0]);
		if (c == CW_NOCARD)
			continue;
		cw_face t = cw_knowledge_face(s, c, seat);
		if (t == CW_FACE_HIDDEN)
			continue;
		int same = by_value ? b->value[t] == b->value[f] : cw_face_rank(t) == cw_face_rank(f);
		if (!same && !(role == CW_ROLE_SNAP && b->value[t] == b->value[f] && snap_takes(b, g, &legal[i], c)))
			continue;
		double gn;
		if (ts[0] == seat)
			gn = b->value[t] + 0.5;	/* a card fewer */
		else if (cw_layout_count(s, seat) > 1 || b->value[t] > 0)
			gn = wv;		/* the worst card goes to the other seat */
		else
			continue;
		if (gn > best) {
			best = gn;
			pick = (int)i;
		}
	}
	*gain = best;
	return pick;
}

/* `replace S1 S2` (Pablo): two own cards the seat knows to be of one rank
** go, the drawn card takes S1's place. */
static int best_replace(cw_bot *b, const cw_game *g, const cw_action *legal, uint32_t n, double held, double *gain)
{
	const cw_state *s = g->st;
	int seat = s->actor, ts[8], tl[8], pick = -1;
	double best = 0;
	for (uint32_t i = 0; i < n; i++) {
		if (!has_role(g, &legal[i], CW_ROLE_REPLACE))
			continue;
		int nt = targets(g, &legal[i], seat, ts, tl, 8), rank = -1, ok = nt >= 2;
		double sum = 0;
		for (int k = 0; k < nt && ok; k++) {
			cw_card c = target_card(s, ts[k], tl[k]);
			cw_face f = c == CW_NOCARD ? CW_FACE_HIDDEN : cw_knowledge_face(s, c, seat);
			if (f == CW_FACE_HIDDEN || (rank >= 0 && cw_face_rank(f) != rank))
				ok = 0;
			else {
				rank = cw_face_rank(f);
				sum += b->value[f];
			}
		}
		if (ok && sum - held > best) {
			best = sum - held;
			pick = (int)i;
		}
	}
	*gain = best;
	return pick;
}

/* The seat's last action in the event log, if logged and of this role. */
static int last_own(const cw_game *g, int seat, uint32_t role, cw_action *out)
{
	for (uint32_t i = g->nev; i-- > 0;) {
		const cw_event *e = &g->ev[i];
		if (e->kind == CW_EV_ROUND)
			return 0;
		if (e->kind == CW_EV_ACTION && e->seat == seat) {
			if (!has_role(g, &e->action, role))
				return 0;
			*out = e->action;
			return 1;
		}
	}
	return 0;
}

static int greedy(cw_bot *b, const cw_runtime *rt, cw_game *g, const cw_action *legal, uint32_t n, cw_err *err)
{
	const cw_state *s = g->st;
	int seat = s->actor, worst_slot, i;
	double worst, gain;
	double est = estimate(b, s, seat, &worst_slot, &worst);
	cw_card held = cw_state_zone_top(s, cw_state_zone_of(s, seat, CW_ZS_HELD));
	cw_card top = cw_state_zone_top(s, CW_DISCARD);
	cw_face topf = top == CW_NOCARD ? CW_FACE_NONE : cw_knowledge_face(s, top, seat);

	/* The step after a two-step power: keep the better card. */
	if ((i = find_role(g, legal, n, CW_ROLE_SWITCH)) >= 0) {
		cw_action a;
		int ts[2], tl[2], os = b->spy_own, ps = b->spy_seat, pl = b->spy_slot;
		if (last_own(g, seat, CW_ROLE_POWER_SPY, &a) && targets(g, &a, seat, ts, tl, 2) == 2) {
			int mine = ts[0] == seat ? 0 : 1;
			os = tl[mine], ps = ts[1 - mine], pl = tl[1 - mine];
		}
		cw_card c = target_card(s, seat, os), o = target_card(s, ps, pl);
		if (c != CW_NOCARD && o != CW_NOCARD && card_est(b, s, o, seat) < card_est(b, s, c, seat))
			return i;
		if ((i = find_bare(g, legal, n, CW_ROLE_PASS)) >= 0)
			return i;
	}
	if (find_role(g, legal, n, CW_ROLE_GIVE) >= 0) {
		/* after a trade the taken card is seen: give only a worse one */
		cw_action a;
		int ts[1], tl[1], ps = b->spy_seat, pl = b->spy_slot, traded = 0;
		if (last_own(g, seat, CW_ROLE_POWER_TRADE, &a) && targets(g, &a, seat, ts, tl, 1) == 1)
			ps = ts[0], pl = tl[0], traded = 1;
		else
			traded = b->spy_seat && find_bare(g, legal, n, CW_ROLE_PASS) >= 0;
		double gv;
		int gi = best_give(b, g, legal, n, &gv);
		cw_card o = traded ? target_card(s, ps, pl) : CW_NOCARD;
		if (o != CW_NOCARD && card_est(b, s, o, seat) >= gv && (i = find_bare(g, legal, n, CW_ROLE_PASS)) >= 0)
			return i;
		if (gi >= 0)
			return gi;
	}

	/* Out of turn: a snap or a match on the card just discarded. */
	if (held == CW_NOCARD) {
		if ((i = best_match(b, g, legal, n, CW_ROLE_SNAP, topf, 0, &gain)) >= 0)
			return i;
		if ((i = best_match(b, g, legal, n, CW_ROLE_MATCH, topf, 1, &gain)) >= 0)
			return i;
	}
	if ((i = find_role(g, legal, n, CW_ROLE_PEEK)) >= 0) {
		int ts[1], tl[1];
		for (uint32_t k = 0; k < n; k++)
			if (has_role(g, &legal[k], CW_ROLE_PEEK) && targets(g, &legal[k], seat, ts, tl, 1) == 1) {
				cw_card c = target_card(s, ts[0], tl[0]);
				if (c != CW_NOCARD && !seen(s, c, seat))
					return (int)k;
			}
		return i;
	}

	if (held != CW_NOCARD) {
		cw_face f = cw_knowledge_face(s, held, seat);
		double v = f == CW_FACE_HIDDEN ? b->mean : b->value[f];
		double swap_gain = worst - v, pg = 0, mg = 0, rg = 0;
		int mi = best_match(b, g, legal, n, CW_ROLE_MATCH, f, 0, &mg);
		int ri = best_replace(b, g, legal, n, v, &rg);
		int pi = useful_power(b, g, legal, n, &pg);
		int si = find_swap(g, legal, n, worst_slot), bi = -2;
		double bg;
		/* where the scoring says: pairs, columns, a house rule's layout_score */
		if (!b->fast && (bi = best_placement(b, rt, g, legal, n, held, 0, &bg, err)) == -3)
			return -3;
		if (!b->fast && bi != -2) {
			si = bi;
			swap_gain = bg;
		} else if (b->fast && b->model.state == 1) {
			si = model_placement(b, g, legal, n, f, 0, &bg);
			swap_gain = bg;
		}
		if (si < 0)
			swap_gain = -1e9;
		if (mi >= 0 && mg >= swap_gain && mg >= rg)
			return mi;
		if (ri >= 0 && rg >= swap_gain)
			return ri;
		if (si >= 0 && swap_gain >= 5 && swap_gain > pg)
			return si;
		if (pi >= 0) {
			const cw_action *a = &legal[pi];
			int ts[2], tl[2];
			if (has_role(g, a, CW_ROLE_POWER_SPY | CW_ROLE_POWER_TRADE) &&
			    targets(g, a, seat, ts, tl, 2) >= 1) {
				int nt = targets(g, a, seat, ts, tl, 2), o = nt == 2 && ts[0] == seat ? 1 : 0;
				b->spy_own = nt == 2 ? tl[1 - o] : 0;
				b->spy_seat = ts[o];
				b->spy_slot = tl[o];
			}
			return pi;
		}
		if (si >= 0 && swap_gain > 0)
			return si;
		if ((i = find_bare(g, legal, n, CW_ROLE_DISCARD)) >= 0)
			return i;
		if (si >= 0)
			return si;
		return -1;
	}

	/* Before the draw or at the end-of-turn point: the call. */
	for (uint32_t k = 0; k < n; k++)
		if (has_role(g, &legal[k], CW_ROLE_CALL) && wants_call(b, s, seat))
			return (int)k;
	if (topf != CW_FACE_NONE && topf != CW_FACE_HIDDEN && (i = find_bare(g, legal, n, CW_ROLE_DRAW_DISCARD)) >= 0) {
		double tg;
		int bp = b->fast ? -2 : best_placement(b, rt, g, legal, n, top, 1, &tg, err);
		if (bp == -3)
			return -3;
		if (bp != -2) {
			/* no swap is legal before the draw: the gain is what counts */
			if (tg >= 2.5)
				return i;
		} else if (b->fast && b->model.state == 1) {
			if (model_placement(b, g, legal, n, topf, 1, &tg) >= 0 && tg >= 2.5)
				return i;
		} else if (b->value[topf] + 2 < worst && b->value[topf] <= b->mean)
			return i;
	}
	(void)est;
	if ((i = find_bare(g, legal, n, CW_ROLE_DRAW_STOCK)) >= 0)
		return i;
	if ((i = find_bare(g, legal, n, CW_ROLE_PASS)) >= 0)
		return i;
	return -1;
}

/* ==== the rummy family (Desmoche, Conquién) ========================== */

/* The seat's cards by where they lie: hand and loose card (`free`, the
** ones a play can still put on the table) and the seat's melds. */
typedef struct rummy_view {
	int nfree;
	cw_face free[16];
	uint8_t on_table[64];	/* by face: on the seat's own table */
	uint8_t other_fit[64];	/* by face: would extend another seat's meld */
} rummy_view;

static int meld_zone_faces(const cw_state *s, cw_zone z, int viewer, cw_face *f, int max)
{
	int n = 0;
	for (int i = 0; i < cw_state_zone_len(s, z) && n < max; i++) {
		cw_face x = cw_knowledge_face(s, cw_state_zone_at(s, z, i), viewer);
		if (x != CW_FACE_HIDDEN && x != CW_FACE_NONE)
			f[n++] = x;
	}
	return n;
}

static void rummy_look(const cw_state *s, int seat, rummy_view *v)
{
	memset(v, 0, sizeof *v);
	for (int w = 0; w < 2; w++) {
		cw_zone z = cw_state_zone_of(s, seat, w ? CW_ZS_HELD : CW_ZS_HAND);
		for (int i = 0; i < cw_state_zone_len(s, z) && v->nfree < 16; i++) {
			cw_face f = cw_knowledge_face(s, cw_state_zone_at(s, z, i), seat);
			if (f != CW_FACE_HIDDEN && f != CW_FACE_NONE)
				v->free[v->nfree++] = f;
		}
	}
	for (int o = 1; o <= s->nseats; o++)
		for (int k = 0; k < s->nmelds; k++) {
			cw_face m[16];
			int len = meld_zone_faces(s, cw_state_zone_of(s, o, CW_ZS_MELD0 + k), seat, m, 16);
			if (!len)
				continue;
			if (o == seat) {
				for (int i = 0; i < len; i++)
					v->on_table[m[i]] = 1;
				continue;
			}
			/* what would extend it: the missing cards of a set, the
			** ends of a run */
			int set = len >= 2 && cw_face_rank(m[0]) == cw_face_rank(m[1]);
			int lo = 99, hi = 0, suit = cw_face_suit(m[0]);
			for (int i = 0; i < len; i++) {
				int r = cw_face_rank(m[i]);
				lo = r < lo ? r : lo;
				hi = r > hi ? r : hi;
			}
			for (int r = 1; r <= 13; r++)
				for (int su = 0; su < 4; su++) {
					int fit = set ? r == cw_face_rank(m[0]) :
						  su == suit && (r == lo - 1 || r == hi + 1 || (hi == 13 && r == 1));
					if (fit)
						v->other_fit[CW_FACE_MAKE(r, su)] = 1;
				}
		}
}

/* How much a card helps the seat: pairs and near-runs with its other free
** cards, a fit on its own melds; and whether giving it away would help
** another seat (which makes it worth keeping too). */
static int usefulness(const cw_state *s, int seat, const rummy_view *v, cw_face f)
{
	int u = 0, r = cw_face_rank(f), su = cw_face_suit(f);
	for (int i = 0; i < v->nfree; i++) {
		cw_face x = v->free[i];
		if (x == f)
			continue;
		int xr = cw_face_rank(x), d = xr > r ? xr - r : r - xr;
		if (xr == r)
			u += 3;
		else if (cw_face_suit(x) == su && d == 1)
			u += 3;
		else if (cw_face_suit(x) == su && d == 2)
			u += 1;
	}
	/* cards next to the seat's own melds */
	for (int k = 0; k < s->nmelds; k++) {
		cw_face m[16];
		int len = meld_zone_faces(s, cw_state_zone_of(s, seat, CW_ZS_MELD0 + k), seat, m, 16);
		for (int i = 0; i < len; i++) {
			int mr = cw_face_rank(m[i]);
			if (mr == r || (cw_face_suit(m[i]) == su && (mr == r + 1 || mr == r - 1)))
				u += 2;
		}
	}
	if (v->other_fit[f])
		u += 4;
	return u;
}

static int rummy_greedy(cw_bot *b, cw_game *g, const cw_action *legal, uint32_t n)
{
	const cw_state *s = g->st;
	int seat = s->actor, i, pick = -1;
	rummy_view v;
	(void)b;
	rummy_look(s, seat, &v);

	/* automatic wins, then claims */
	if ((i = find_role(g, legal, n, CW_ROLE_DECLARE)) >= 0)
		return i;
	if ((i = find_role(g, legal, n, CW_ROLE_CLAIM)) >= 0)
		return i;

	/* plays: the meld or lay-off that puts most new cards on the table */
	int best = 0;
	for (uint32_t k = 0; k < n; k++) {
		const cw_action *a = &legal[k];
		int meld = has_role(g, a, CW_ROLE_NEW), layoff = has_role(g, a, CW_ROLE_LAYOFF);
		if (!meld && !layoff)
			continue;
		int cards = meld ? a->nargs : 1, fresh = 0;
		for (int j = 0; j < cards; j++)
			if (a->arg[j] < 64 && !v.on_table[a->arg[j]])
				fresh++;
		int score = fresh * 10 + (meld ? cards : 0);
		if (fresh && score > best) {
			best = score;
			pick = (int)k;
		}
	}
	if (pick >= 0)
		return pick;

	/* the draw: the stock, or the discard when it makes a pair or run */
	if ((i = find_bare(g, legal, n, CW_ROLE_DRAW_DISCARD)) >= 0) {
		cw_card top = cw_state_zone_top(s, CW_DISCARD);
		cw_face f = top == CW_NOCARD ? CW_FACE_HIDDEN : cw_knowledge_face(s, top, seat);
		if (f != CW_FACE_HIDDEN && f != CW_FACE_NONE && usefulness(s, seat, &v, f) >= 3)
			return i;
	}
	if ((i = find_bare(g, legal, n, CW_ROLE_DRAW_STOCK)) >= 0)
		return i;

	/* a card to give (the Cambio) or to pay with: the least useful */
	int low = 1 << 30;
	pick = -1;
	for (uint32_t k = 0; k < n; k++) {
		const cw_action *a = &legal[k];
		if (!has_role(g, a, CW_ROLE_DISCARD | CW_ROLE_GIVE) || a->nargs < 1)
			continue;
		int u = usefulness(s, seat, &v, a->arg[0]) * 16 + cw_face_rank(a->arg[0]);
		if (u < low) {
			low = u;
			pick = (int)k;
		}
	}
	if (pick >= 0)
		return pick;
	if ((i = find_role(g, legal, n, CW_ROLE_DISCARD)) >= 0)
		return i;

	/* in a window or the first-discard step: decline */
	if ((i = find_bare(g, legal, n, CW_ROLE_PASS)) >= 0)
		return i;
	/* anything but folding or undoing own melds */
	for (uint32_t k = 0; k < n; k++)
		if (!has_role(g, &legal[k], CW_ROLE_FOLD | CW_ROLE_MOVE | CW_ROLE_UNMELD | CW_ROLE_TAKE_BACK))
			return (int)k;
	return -1;
}

/* A bot-only round that goes on far longer than the variant's rounds do
** (greedy or search seats that never end it: none calls, none goes out;
** a search of few playouts swapped into a face-up slot for ever in
** golf6) turns more and more of the bots' choices random, which ends any
** round. */
static int long_round(cw_bot *b, const cw_state *s)
{
	uint32_t t = 100u * s->nseats;
	if (s->round_steps <= t)
		return 0;
	uint32_t over = s->round_steps - t;
	return over >= t || cw_rng_below(&b->rng, t) < over;
}

int cw_bot_choose(cw_bot *b, cw_runtime *rt, cw_game *g, cw_action *out, cw_err *err)
{
	uint32_t i = 0, n;
	int rc = cw_bot_pick(b, rt, g, &i, err);
	if (!rc)
		*out = cw_engine_legal(g, &n)[i];
	return rc;
}

/* The caller's term (callterm.h), at the first decision where the seat
** may call: the call action is probed as the variant plays it. */
static void learn_callterm(cw_bot *b, cw_game *g, const cw_action *legal, uint32_t n)
{
	int k;
	if (b->values_known > 0 && !b->callterm.state && (k = find_role(g, legal, n, CW_ROLE_CALL)) >= 0) {
		cw_action call = legal[k];
		cw_callterm_learn(&b->callterm, g, &call, b->value);
		if (b->trace && b->callterm.state)
			cw_callterm_print(&b->callterm, stderr);
	}
}

static int pick_action(cw_bot *b, cw_runtime *rt, cw_game *g, uint32_t *index, cw_err *err)
{
	uint32_t n;
	const cw_action *legal = cw_engine_legal(g, &n);
	if (n == 0) {
		int v = cw_engine_open_verb(g, 0);
		if (v >= 0)
			return cw_error_fail(err, CW_ESTUCK, "seat %d may only type '%s ...' (an open action, whose words "
					     "no list holds): a bot cannot choose them", g->st->actor, g->verbs->v[v].name);
		return cw_error_fail(err, CW_ESTATE, "no legal action");
	}
	if (b->kind == CW_BOT_RANDOM && !b->trace) {	/* as below, with nothing to learn or print */
		*index = cw_rng_below(&b->rng, n);
		return CW_OK;
	}
	int pick = -1;
	if (b->kind == CW_BOT_GREEDY || b->kind == CW_BOT_MCTS) {
		if (!b->values_known && learn_values(b, rt, err))
			return err->code;
		if (!b->fast)
			learn_callterm(b, g, legal, n);	/* on clones: g's list stays */
	}
	if (b->kind == CW_BOT_MCTS && n > 1 && !long_round(b, g->st)) {
		cw_rng rng;
		decision_rng(b, g, &rng);
		long long work0 = cw_runtime_instructions(rt);
		if (b->values_known > 0 && !b->model.state) {
			cw_lmodel_learn(&b->model, g, g->st->actor);
			if (b->trace && b->model.state)
				cw_lmodel_print(&b->model, stderr);
		}
		cw_mcts_seen_add(&b->seen, g->st);
		int rc = cw_mcts_choose_until(rt, g, b->budget, &rng, b, &b->seen, b->stop, &pick, NULL, err);
		if (!rc && b->stop && b->stop->flag && atomic_load(b->stop->flag))
			rc = cw_error_fail(err, CW_ESTATE, "the search was stopped (Ctrl-C)");
		cw_runtime_work_spared(rt, cw_runtime_instructions(rt) - work0);	/* bounded on its own (mcts.h) */
		if (rc)
			return err->code;
	} else if (b->kind == CW_BOT_GREEDY && !long_round(b, g->st))
		pick = b->values_known > 0 ? greedy(b, rt, g, legal, n, err) : rummy_greedy(b, g, legal, n);
	if (pick == -3)
		return err->code;
	if (pick < 0)
		pick = (int)cw_rng_below(&b->rng, n);
	*index = (uint32_t)pick;
	if (b->trace && !b->fast) {
		char buf[CW_ACTION_TEXT_MAX];
		fprintf(stderr, "seat %d legal:", g->st->actor);
		for (uint32_t i = 0; i < n; i++) {
			cw_action_format(g->verbs, &legal[i], g->st->actor, buf, sizeof buf);
			fprintf(stderr, " [%s]", buf);
		}
		cw_action_format(g->verbs, &legal[pick], g->st->actor, buf, sizeof buf);
		fprintf(stderr, " -> %s\n", buf);
	}
	return CW_OK;
}

/* A bot's choice and a hint run the variant's hooks on clones of the
** game: what those number is numbered apart (cw_runtime_imagine). */
int cw_bot_pick(cw_bot *b, cw_runtime *rt, cw_game *g, uint32_t *index, cw_err *err)
{
	cw_runtime_imagine(rt, 1);
	int rc = pick_action(b, rt, g, index, err);
	cw_runtime_imagine(rt, 0);
	return rc;
}

/* A figure shown to one decimal: one that rounds to zero is 0.0, not -0.0. */
static double tenths(double v)
{
	return v > -0.05 && v < 0.05 ? 0.0 : v;
}

/* A share as a whole per cent, never reading 0% or 100% where it is
** neither: "under 1%", "over 99%". */
static const char *pct(double x, char *buf)
{
	if (x > 0 && x < 0.005)
		return strcpy(buf, "under 1%");
	if (x < 1 && x >= 0.995)
		return strcpy(buf, "over 99%");
	snprintf(buf, 16, "%.0f%%", 100 * x);
	return buf;
}

static int advice(cw_runtime *rt, cw_game *g, int budget, uint64_t seed, const cw_mcts_stop *stop,
		  cw_mcts_report *out, char *buf, size_t n, char *basis, size_t bn, cw_err *err)
{
	cw_bot b;
	cw_mcts_report rep;
	int pick;
	cw_bot_init(&b, CW_BOT_MCTS, seed);
	cw_bot_set_budget(&b, budget);
	if (learn_values(&b, rt, err))
		return err->code;
	if (b.values_known > 0) {
		cw_lmodel_learn(&b.model, g, g->st->actor);
		if (b.trace)
			cw_lmodel_print(&b.model, stderr);
		uint32_t nlegal;
		const cw_action *legal = cw_engine_legal(g, &nlegal);
		learn_callterm(&b, g, legal, nlegal);
	}
	if (cw_mcts_choose_until(rt, g, b.budget, &b.rng, &b, NULL, stop, &pick, &rep, err))
		return err->code;
	if (out)
		*out = rep;
	size_t len = 0;
	buf[0] = 0;
	/* what the figures are and the choice went by: the match where every
	** playout of the moves shown ended it, the round's scores where none
	** did, else both */
	int all = 1, none = 1;
	for (int k = 0; k < rep.n; k++)
		all &= rep.c[k].ended >= 1, none &= rep.c[k].ended <= 0;
	/* a hand where the totals are chips (Desmoche, DES-B1), else a round */
	snprintf(basis, bn, "expected %s score%s", cw_runtime_chip_totals(rt) ? "hand" : "round",
		 all ? " and match won (the bot plays to win the match)"
		 : none ? ", yours and the others' (the bot plays for the difference)"
		 : ", yours and the others', and the match where a playout ends it (the bot plays to win the match where "
		   "it ends, else for the difference)");
	for (int k = 0; k < rep.n && len < n; k++) {
		char text[CW_ACTION_TEXT_MAX];
		cw_action_format(g->verbs, &rep.c[k].action, g->st->actor, text, sizeof text);
		/* a mean that rounds to 0.0 is shown so, never as -0.0 */
		double score = tenths(rep.c[k].score), others = tenths(rep.c[k].others);
		/* the figures the choice went by: the match won where the round
		** ends it, else the seat's round score against the others' */
		const cw_mcts_choice *c = &rep.c[k];
		if (c->ended >= 1)
			len += (size_t)snprintf(buf + len, n - len, "%s%s: about %.1f, wins the match %.0f%%", k ? "; " : "",
						text, score, 100 * c->won);
		else if (c->ended > 0) {	/* some playouts end the match: those went by the match won */
			char e[16], w[16];
			len += (size_t)snprintf(buf + len, n - len, "%s%s: about %.1f (the others %.1f); the match ends in "
						"%s of its playouts, won in %s of those", k ? "; " : "", text, score,
						others, pct(c->ended, e), pct(c->won, w));
		}
		else
			len += (size_t)snprintf(buf + len, n - len, "%s%s: about %.1f (the others %.1f)", k ? "; " : "", text,
						score, others);
	}
	return CW_OK;
}

int cw_bot_advice(cw_runtime *rt, cw_game *g, int budget, uint64_t seed, const cw_mcts_stop *stop,
		  cw_mcts_report *rep, char *buf, size_t n, char *basis, size_t bn, cw_err *err)
{
	cw_runtime_imagine(rt, 1);
	int rc = advice(rt, g, budget, seed, stop, rep, buf, n, basis, bn, err);
	cw_runtime_imagine(rt, 0);
	return rc;
}
