#include <stdio.h>
#include <string.h>
#include "suggest.h"
#include "../lua/runtime.h"

#define MAXW 64

static int min3(int a, int b, int c)
{
	int m = a < b ? a : b;
	return m < c ? m : c;
}

/* Optimal string alignment distance, over three rows of the table. */
int cw_suggest_distance(const char *a, const char *b)
{
	int n = (int)strnlen(a, MAXW - 1), m = (int)strnlen(b, MAXW - 1);
	int prev2[MAXW], prev[MAXW], cur[MAXW];
	for (int j = 0; j <= m; j++)
		prev[j] = j;
	for (int i = 1; i <= n; i++) {
		cur[0] = i;
		for (int j = 1; j <= m; j++) {
			int cost = a[i - 1] != b[j - 1];
			cur[j] = min3(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && prev2[j - 2] + 1 < cur[j])
				cur[j] = prev2[j - 2] + 1;
		}
		memcpy(prev2, prev, sizeof prev);
		memcpy(prev, cur, sizeof cur);
	}
	return prev[m];
}

int cw_suggest_near(const char *typed, const char *known)
{
	if (!strcmp(typed, known))
		return 0;
	int d = cw_suggest_distance(typed, known);
	return d <= (strlen(known) <= 4 ? 1 : 2);
}

typedef struct nearest {
	const char *typed;
	char *buf;
	size_t n;
	int best;	/* the distance of the name in buf */
} nearest;

/* Only the files whose names are near are loaded: listing loads every
** file, and a mistyped name needs none of the others. */
static int near_file(const char *name, void *ud)
{
	nearest *k = ud;
	return cw_suggest_near(k->typed, name);
}

/* A near file that is a variant (or a variant that does not load, which
** the list names too); a family base is not offered. */
static void near_variant(const char *name, const char *title, void *ud)
{
	nearest *k = ud;
	(void)title;
	int d = cw_suggest_distance(k->typed, name);
	if (!k->buf[0] || d < k->best) {
		snprintf(k->buf, k->n, "%s", name);
		k->best = d;
	}
}

const char *cw_suggest_variant(const char *const *path, const char *typed, char *buf, size_t n)
{
	cw_err err;
	cw_runtime_config cfg = { path, 0, 0 };
	cw_runtime *rt = cw_runtime_new(&cfg, &err);
	buf[0] = '\0';
	if (rt) {
		nearest k = { typed, buf, n, 0 };
		cw_runtime_list_some(rt, near_file, near_variant, &k, &err);
		cw_runtime_free(rt);
	}
	return buf[0] ? buf : NULL;
}
