/*
** The testing API (testapi.c) of `cardwright test`: runs a Lua test file
** with `game{...}` tables and TAP helpers. Not for use outside lua/.
*/
#ifndef CW_TESTAPI_H
#define CW_TESTAPI_H

#include <stdint.h>
#include "../core/error.h"

typedef struct cw_runtime cw_runtime;

/* Runs the test file; its TAP goes to standard output. Returns 0 when
** every test passed. */
int cw_testapi_run(cw_runtime *rt, const char *file, int (*seed_in_play)(uint64_t seed), cw_err *err);

#endif
