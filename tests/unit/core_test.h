/*
** What the core's unit tests share, beside tap.h: a game with no rules
** hooks (driven by the test itself), and a game's invariants (cw_check) as
** a check that says what broke.
*/
#ifndef CW_CORE_TEST_H
#define CW_CORE_TEST_H

#include "core.h"
#include "tap.h"

#include <string.h>

/* A new game of nseats with decks 52-card packs, jokers, a rows x cols
** layout per seat and the RNG seeded with seed; NULL (and a diagnostic)
** on error. */
static inline cw_game *test_game(int nseats, int decks, int jokers, int rows, int cols, uint64_t seed)
{
	cw_game_config cfg;
	cw_err err;
	memset(&cfg, 0, sizeof cfg);
	cfg.nseats = nseats;
	cfg.decks = decks;
	cfg.jokers = jokers;
	cfg.rows = rows;
	cfg.cols = cols;
	cfg.seed = seed;
	cw_game *g = cw_game_new(&cfg, &err);
	if (!g)
		diag("cw_game_new: %s", err.msg);
	return g;
}

static inline int check_ok(const cw_game *g)
{
	cw_err err;
	int rc = cw_check(g, &err);
	if (rc)
		diag("cw_check: %s", err.msg);
	return rc == CW_OK;
}

#endif
