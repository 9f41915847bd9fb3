/*
** `cardwright check VARIANT|FILE.lua [--games N] [--players N] [--seed S]`:
** loads a variant, lists its options and actions, and plays N random
** games for each player count it allows and each option choice (the
** defaults, then every other choice of one option at a time; integer
** options at their declared min, max and middle), checking after every
** action that every card is in exactly one place, that no seat's view
** shows a face the seat may not see, that the knowledge masks change only
** as the action's events say, that every action offered as legal applies
** within the hooks' budget, and that each round and game ends within a
** bound. The first few games of each configuration are also saved as a
** replay, loaded back and compared (state and event stream). Each fault is
** reported with its kind and seed and written as a replay file that
** reproduces it. See the top of repl/check.c for the exact rules.
*/
#ifndef CW_CHECK_H
#define CW_CHECK_H

#include <stdint.h>

typedef struct cw_check_opts {
	const char *variant;
	long games;		/* per player count and option choice */
	int players;		/* 0: every count the variant allows */
	uint64_t seed;
	const char *const *rules;
	int nrules;
	const char *out_dir;	/* where fault replays go */
	int quiet;		/* no option and action listing */
	long max_games;		/* overall cap on games played; 0: CW_CHECK_MAX_GAMES */
	int defaults_only;	/* the default options only, no sweep of the choices */
} cw_check_opts;

#define CW_CHECK_MAX_GAMES 2000L
/* The hook work (instructions) a whole run may spend, loading and
** configuring included: about three times what the shipped variant that
** spends the most (golf6, 3.4 billion) does. */
#define CW_CHECK_MAX_WORK 10000000000LL

/* Returns 0 when no fault was found, 1 when some were, 2 on misuse. */
int cw_check_run(const cw_check_opts *o, char **path);

#endif
