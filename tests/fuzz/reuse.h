/*
** How the fuzz targets keep one runtime per variant between inputs
** (repl/rtpool.h, docs/robustness.md). Each input gets a new game on a
** kept runtime; what a kept runtime could carry from one input to the
** next is the variant's own Lua heap. So that this cannot hide a fault
** nor make one irreproducible, every CW_FUZZ_CHECK_EVERY-th input (32
** unless set; 0: never) runs a second time on new runtimes, and the two
** runs must agree byte for byte: the exit code and all the output. With
** CW_FUZZ_FRESH set, nothing is kept (every input as the program runs it).
*/
#ifndef CW_FUZZ_REUSE_H
#define CW_FUZZ_REUSE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rtpool.h"

static unsigned long reuse_every = 32, reuse_count;

static void reuse_start(void)
{
	static int started;
	if (started)
		return;
	started = 1;
	const char *e = getenv("CW_FUZZ_CHECK_EVERY");
	if (e)
		reuse_every = strtoul(e, NULL, 10);
	if (getenv("CW_FUZZ_FRESH"))
		reuse_every = 0;
	else
		cw_rtpool_keep(16);
}

/* Whether this input is one to run again on new runtimes. */
static int reuse_check_now(void)
{
	return reuse_every && ++reuse_count % reuse_every == 0;
}

/* The two runs of one input must agree; aborts (a finding) when not. */
static void reuse_compare(const char *target, int rc1, const char *out1, size_t n1, int rc2, const char *out2,
			  size_t n2)
{
	if (rc1 == rc2 && n1 == n2 && !memcmp(out1, out2, n1))
		return;
	fprintf(stderr, "%s: a kept runtime and a new one disagree (exit %d and %d)\n--- kept:\n%.*s\n--- new:\n%.*s\n",
		target, rc1, rc2, (int)n1, out1, (int)n2, out2);
	abort();
}

#endif
