#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "sim.h"
#include "../lua/runtime.h"

typedef struct seat_stats {
	double hole_sum, hole_sq;	/* over every hole played */
	double total_sum;		/* over matches */
	double wins;			/* shared wins count as fractions */
} seat_stats;

/* Applies "k=v" rule strings to a runtime. */
static int set_rules(cw_runtime *rt, const char *const *rules, int n, cw_err *err)
{
	for (int i = 0; i < n; i++) {
		const char *eq = strchr(rules[i], '=');
		if (!eq || eq == rules[i])
			return cw_fail(err, CW_EINVAL, "bad rule '%s': expected NAME=VALUE", rules[i]);
		char key[64];
		snprintf(key, sizeof key, "%.*s", (int)(eq - rules[i]), rules[i]);
		if (cw_runtime_set_option(rt, key, eq + 1, err))
			return err->code;
	}
	return CW_OK;
}

/* Plays one match with random players; adds its figures to stats. */
static int play_one(cw_runtime *rt, uint64_t seed, seat_stats *stats, long *holes, cw_err *err)
{
	cw_game *g = cw_runtime_new_game(rt, seed, err);
	if (!g)
		return err->code;
	g->log_events = 0;
	cw_rng bots;
	cw_rng_seed(&bots, cw_rng_derive(seed, 0xB075));
	int rc = cw_game_start(g, err);
	cw_state *s = g->st;
	int32_t before[CW_MAX_SEATS + 1];
	memcpy(before, s->total, sizeof before);
	uint32_t round = s->round;
	for (long steps = 0; !rc && s->status == CW_ST_PLAY; steps++) {
		uint32_t n;
		const cw_action *legal = cw_legal(g, &n);
		if (n == 0 || steps > 10000000L) {
			rc = cw_fail(err, CW_ESCRIPT, "game with seed %llu does not end", (unsigned long long)seed);
			break;
		}
		cw_action pick = legal[cw_rng_below(&bots, n)];
		rc = cw_apply(g, &pick, err);
		if (!rc && (s->round != round || s->status == CW_ST_OVER)) {
			for (int seat = 1; seat <= s->nseats; seat++) {
				double d = s->total[seat] - before[seat];
				stats[seat].hole_sum += d;
				stats[seat].hole_sq += d * d;
			}
			memcpy(before, s->total, sizeof before);
			round = s->round;
			(*holes)++;
		}
	}
	if (!rc) {
		int32_t low = s->total[1];
		int nlow = 0;
		for (int seat = 1; seat <= s->nseats; seat++)
			if (s->total[seat] < low)
				low = s->total[seat];
		for (int seat = 1; seat <= s->nseats; seat++) {
			stats[seat].total_sum += s->total[seat];
			nlow += s->total[seat] == low;
		}
		for (int seat = 1; seat <= s->nseats; seat++)
			if (s->total[seat] == low)
				stats[seat].wins += 1.0 / nlow;
	}
	cw_game_free(g);
	return rc;
}

int cw_sim_run(const cw_sim_opts *o, FILE *out, cw_err *err)
{
	cw_runtime_config cfg = { o->path, 0, 0 };
	cw_runtime *rt = cw_runtime_new(&cfg, err);
	if (!rt)
		return err->code;
	int rc = cw_runtime_load(rt, o->variant, err);
	if (!rc)
		rc = set_rules(rt, o->rules, o->nrules, err);
	if (!rc)
		rc = cw_runtime_configure(rt, o->players, err);
	seat_stats stats[CW_MAX_SEATS + 1];
	memset(stats, 0, sizeof stats);
	long holes = 0;
	for (long i = 0; !rc && i < o->games; i++)
		rc = play_one(rt, cw_rng_derive(o->seed, (uint64_t)i), stats, &holes, err);
	if (!rc) {
		char *opts = cw_runtime_options_text(rt, err);
		fprintf(out, "%s, %d players, %ld games, seed %llu\n", o->variant, o->players, o->games,
			(unsigned long long)o->seed);
		fprintf(out, "rules: %s\n", opts ? opts : "");
		free(opts);
		fprintf(out, "holes per game: %.2f\n", (double)holes / (double)o->games);
		fprintf(out, "%-6s %10s %10s %12s %10s\n", "seat", "mean hole", "sd hole", "mean total", "win share");
		double nh = (double)holes;
		for (int seat = 1; seat <= o->players; seat++) {
			double mean = stats[seat].hole_sum / nh;
			double var = nh > 1 ? (stats[seat].hole_sq - nh * mean * mean) / (nh - 1) : 0;
			fprintf(out, "%-6d %10.3f %10.3f %12.3f %9.2f%%\n", seat, mean, sqrt(var > 0 ? var : 0),
				stats[seat].total_sum / (double)o->games, 100.0 * stats[seat].wins / (double)o->games);
		}
	}
	cw_runtime_free(rt);
	return rc;
}
