/*
** What the core's unit tests share, beside tap.h: a game's invariants
** (cw_check) as a check that says what broke.
*/
#ifndef CW_CORE_TEST_H
#define CW_CORE_TEST_H

#include "game.h"
#include "tap.h"

static inline int check_ok(const cw_game *g)
{
	cw_err err;
	int rc = cw_check(g, &err);
	if (rc)
		diag("cw_check: %s", err.msg);
	return rc == CW_OK;
}

#endif
