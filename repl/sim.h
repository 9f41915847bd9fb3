/*
** `cardwright sim`: plays whole matches between random players and
** summarises them per seat. Game i of a run uses the seed derived from
** the run's seed and i, so a run is the same on every machine.
*/
#ifndef CW_SIM_H
#define CW_SIM_H

#include <stdint.h>
#include <stdio.h>
#include "../core/error.h"

typedef struct cw_sim_opts {
	const char *variant;
	long games;
	int players;
	uint64_t seed;
	const char *const *rules;	/* "k=v" strings */
	int nrules;
	const char *const *path;	/* variant directories */
} cw_sim_opts;

int cw_sim_run(const cw_sim_opts *o, FILE *out, cw_err *err);

#endif
