/*
** The pool of kept runtimes (rtpool.h): a small array searched by key,
** most recently offered last; when full, an idle runtime makes room.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rtpool.h"

#define RTPOOL_MAX 32
#define RTPOOL_KEY 1024

typedef struct kept {
	cw_runtime *rt;
	int lent;
	char key[RTPOOL_KEY];
} kept;

static _Thread_local kept *pool;
static _Thread_local int npool, room, paused;

void cw_rtpool_keep(int n)
{
	room = n < 0 ? 0 : n > RTPOOL_MAX ? RTPOOL_MAX : n;
	/* idle runtimes go; lent ones are freed when given back, if the pool
	** is then past its room */
	int w = 0;
	for (int i = 0; i < npool; i++) {
		if (pool[i].lent)
			pool[w++] = pool[i];
		else
			cw_runtime_free(pool[i].rt);
	}
	npool = w;
	if (!npool) {
		free(pool);
		pool = NULL;
	}
}

/* Appends one field to the key, each ended by a unit separator (a byte no
** name, rule or path element of a kept runtime holds). */
static int add(char *buf, size_t n, size_t *at, const char *s)
{
	if (strchr(s, '\x1f'))
		return 0;
	int k = snprintf(buf + *at, n - *at, "%s\x1f", s);
	if (k < 0 || (size_t)k >= n - *at)
		return 0;
	*at += (size_t)k;
	return 1;
}

int cw_rtpool_key(char *buf, size_t n, const char *const *path, const char *variant, int simulate,
		  const char *const *rules, int nrules, const char *const *extra, int nextra, long budget,
		  int nseats)
{
	char num[64];
	size_t at = 0;
	if (!n)
		return 0;
	buf[0] = 0;
	for (int i = 0; path && path[i]; i++)
		if (!add(buf, n, &at, path[i]))
			return 0;
	snprintf(num, sizeof num, "|%d|%ld|%d", simulate, budget, nseats);
	if (!add(buf, n, &at, num) || !add(buf, n, &at, variant))
		return 0;
	for (int i = 0; i < nrules; i++)
		if (!add(buf, n, &at, rules[i]))
			return 0;
	if (!add(buf, n, &at, "|"))
		return 0;
	for (int i = 0; i < nextra; i++)
		if (!add(buf, n, &at, extra[i]))
			return 0;
	return 1;
}

void cw_rtpool_pause(int on)
{
	paused = on;
}

cw_runtime *cw_rtpool_take(const char *key)
{
	if (paused)
		return NULL;
	for (int i = 0; i < npool; i++)
		if (!pool[i].lent && !strcmp(pool[i].key, key)) {
			pool[i].lent = 1;
			return pool[i].rt;
		}
	return NULL;
}

void cw_rtpool_offer(cw_runtime *rt, const char *key)
{
	if (!room || paused || !rt || strlen(key) >= RTPOOL_KEY)
		return;
	if (npool >= room) {
		/* make room: drop the oldest idle runtime */
		int i = 0;
		while (i < npool && pool[i].lent)
			i++;
		if (i == npool)
			return;
		cw_runtime_free(pool[i].rt);
		memmove(&pool[i], &pool[i + 1], (size_t)(npool - i - 1) * sizeof *pool);
		npool--;
	}
	if (!pool && !(pool = malloc(RTPOOL_MAX * sizeof *pool)))
		return;
	pool[npool].rt = rt;
	pool[npool].lent = 1;
	snprintf(pool[npool].key, RTPOOL_KEY, "%s", key);
	npool++;
}

void cw_rtpool_free(cw_runtime *rt)
{
	if (!rt)
		return;
	for (int i = 0; i < npool; i++)
		if (pool[i].rt == rt) {
			if (npool <= room) {
				cw_runtime_collect(rt);
				pool[i].lent = 0;
				return;
			}
			memmove(&pool[i], &pool[i + 1], (size_t)(npool - i - 1) * sizeof *pool);
			npool--;
			break;
		}
	cw_runtime_free(rt);
}
