/*
** `cardwright check VARIANT|FILE.lua [--games N] [--players N] [--seed S]`:
** loads a variant, lists its options and actions, and plays N random
** games for each player count it allows, checking after every action that
** every card is in exactly one place, that no seat's view shows a face the
** seat may not see, that every action offered as legal applies, and that
** the game ends within a bound. Each fault is reported with its seed and
** written as a replay file that reproduces it.
*/
#ifndef CW_CHECK_H
#define CW_CHECK_H

#include <stdint.h>

typedef struct cw_check_opts {
	const char *variant;
	long games;		/* per player count */
	int players;		/* 0: every count the variant allows */
	uint64_t seed;
	const char *const *rules;
	int nrules;
	const char *out_dir;	/* where fault replays go */
	int quiet;		/* no option and action listing */
} cw_check_opts;

/* Returns 0 when no fault was found, 1 when some were, 2 on misuse. */
int cw_check_run(const cw_check_opts *o, char **path);

#endif
