/*
** `cardwright sim`: plays whole matches between bots and summarises them
** per seat. Game i of a run uses the seed derived from the run's seed and
** i (its bots: streams derived from that seed), so a run is the same on
** every machine and for any number of jobs: the figures are exact integer
** sums, added in any order.
**
** A run may be split in shards (game i belongs to shard i % N + 1); the
** JSON summary carries the raw sums, so cw_sim_merge() of the shards'
** JSON gives exactly the summary of the unsplit run.
*/
#ifndef CW_SIM_H
#define CW_SIM_H

#include <stdint.h>
#include <stdio.h>
#include "../core/error.h"
#include "../core/core.h"

#define CW_SIM_MAX_SHARDS 1000

typedef struct cw_sim_opts {
	const char *variant;
	long games;
	int players;
	int players_from_bots;		/* players is the count of --bots, not given */
	uint64_t seed;
	const char *const *rules;	/* "k=v" strings */
	int nrules;
	const char *const *compare;	/* "k=v" strings added for the second run */
	int ncompare;			/* 0: no comparison by rules */
	const char *compare_variant;	/* the second run's variant (name or file); NULL: the same */
	const char *plot;		/* FILE.svg or FILE.png: distributions drawn by gnuplot; NULL: none */
	const char *const *path;	/* variant directories */
	int bots[CW_MAX_SEATS + 1];	/* bot kind per seat (CW_BOT_*); 0: greedy */
	int budget[CW_MAX_SEATS + 1];	/* an mcts seat's playouts per decision; 0: the default */
	int jobs;			/* worker threads, each with its own runtime; 0: 1 */
	int shard, nshards;		/* run shard `shard` (1-based) of nshards; 0: all */
	int json;			/* one JSON object instead of the text summary */
	int progress;			/* a progress bar on stderr for long runs */
} cw_sim_opts;

/* Runs the games and writes the summary. Ctrl-C stops the run and the
** games finished so far are summarised; cw_sim_interrupted() tells. */
int cw_sim_run(const cw_sim_opts *o, FILE *out, cw_err *err);
/* The seats sim plays o->variant at when --players is not given: four,
** or the count nearest four it accepts (desmoche-online: two). */
int cw_sim_default_players(const cw_sim_opts *o);
/* Combines the JSON summaries of the shards of one run into the summary
** of the unsplit run (text, or JSON when json is set); with plot (FILE.svg
** or FILE.png; NULL: none) draws it as sim --plot does. */
int cw_sim_merge(const char *const *files, int nfiles, int json, const char *plot, FILE *out, cw_err *err);
int cw_sim_interrupted(void);
/* sim --record DIR: every game of the next cw_sim_run() is written to
** DIR/game-I.replay (I the game's index, from 1). NULL: off. DIR is made
** when the run starts, where it does not exist (here only asked whether
** it could be). Returns 0, -1 with errno, or -2 when DIR
** already holds a file of that name (a run never writes over recordings:
** another run's, or a file of the user's). */
int cw_sim_record_dir(const char *dir);
/* The most worker threads allowed: the cores online. */
int cw_sim_max_jobs(void);

#endif
