#include <stdio.h>
#include <string.h>
#include "suggest.h"
#include "../core/near.h"
#include "../lua/runtime.h"

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
	return cw_near(k->typed, name);
}

/* A near file that is a variant (or a variant that does not load, which
** the list names too); a family base is not offered. */
static void near_variant(const char *name, const char *title, void *ud)
{
	nearest *k = ud;
	(void)title;
	int d = cw_near_distance(k->typed, name);
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
