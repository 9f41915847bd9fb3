#include <string.h>
#include "near.h"

#define MAXW 64

static int min3(int a, int b, int c)
{
	int m = a < b ? a : b;
	return m < c ? m : c;
}

/* Optimal string alignment distance, over three rows of the table. */
int cw_near_distance(const char *a, const char *b)
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

int cw_near(const char *typed, const char *known)
{
	if (!strcmp(typed, known))
		return 0;
	int d = cw_near_distance(typed, known);
	return d <= (strlen(known) <= 4 ? 1 : 2);
}
