/*
** Runtimes kept between tables, for a program that opens many tables of
** the same few variants one after the other: the fuzz targets, which
** would otherwise build a Lua state and load a variant for every input.
** Off unless turned on (cw_rtpool_keep); when off, every call here is a
** no-op and cw_rtpool_free is cw_runtime_free.
**
** A kept runtime is one that configured without error; it is keyed by
** everything that made it (the path, the variant, the simulate rules,
** every rule in order, the budget and the seat count), so one taken from
** the pool is the runtime the same arguments would build afresh. It is
** lent to one table at a time, and each game on it is a new game
** (cw_runtime_new_game). What it does not renew is the variant's own Lua
** heap: docs/robustness.md says how the fuzz targets check that this
** hides nothing. The pool is per thread.
*/
#ifndef CW_RTPOOL_H
#define CW_RTPOOL_H

#include "../lua/runtime.h"

/* Keeps up to n runtimes from now on (n = 0: none; the pool's idle
** runtimes are freed, and those lent out are freed when given back). */
void cw_rtpool_keep(int n);
/* The key of a runtime made of these arguments into buf (n bytes);
** returns 0 when it does not fit (such a runtime is not kept). */
int cw_rtpool_key(char *buf, size_t n, const char *const *path, const char *variant, int simulate,
		  const char *const *rules, int nrules, const char *const *extra, int nextra, long budget,
		  int nseats);
/* An idle runtime kept under key, now lent to the caller; NULL when there
** is none (or the pool is off). */
cw_runtime *cw_rtpool_take(const char *key);
/* Offers a configured runtime the caller has just built, under key: the
** pool keeps it if there is room, lent to the caller. The caller frees it
** with cw_rtpool_free in either case. */
void cw_rtpool_offer(cw_runtime *rt, const char *key);
/* While paused (on = 1), the pool lends and keeps nothing: every table
** builds its own runtime, as with the pool off, and the kept ones wait.
** The fuzz targets compare a kept runtime with a new one this way. */
void cw_rtpool_pause(int on);
/* Gives a runtime back: the pool's own go back to it (idle); any other is
** freed (cw_runtime_free). NULL is ignored. */
void cw_rtpool_free(cw_runtime *rt);

#endif
