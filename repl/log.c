/*
** The table's action log (log.h). Both arrays grow together, by doubling;
** a failed allocation leaves the log as it was.
*/
#include <stdlib.h>
#include <string.h>
#include "log.h"

int cw_log_add(cw_log *l, int seat, const char *text, cw_err *err)
{
	if (l->n == l->cap) {
		int cap = l->cap ? l->cap * 2 : 64;
		int *sv = realloc(l->seats, sizeof *sv * (size_t)cap);
		if (!sv)
			return cw_error_fail(err, CW_ENOMEM, "out of memory for the action log");
		l->seats = sv;
		char **tv = realloc(l->texts, sizeof *tv * (size_t)cap);
		if (!tv)
			return cw_error_fail(err, CW_ENOMEM, "out of memory for the action log");
		l->texts = tv;
		unsigned char *pv = realloc(l->priv, (size_t)cap);
		if (!pv)
			return cw_error_fail(err, CW_ENOMEM, "out of memory for the action log");
		l->priv = pv;
		l->cap = cap;
	}
	char *copy = strdup(text);
	if (!copy)
		return cw_error_fail(err, CW_ENOMEM, "out of memory for the action log");
	l->seats[l->n] = seat;
	l->priv[l->n] = 0;
	l->texts[l->n++] = copy;
	return CW_OK;
}

void cw_log_set_private(cw_log *l)
{
	if (l->n)
		l->priv[l->n - 1] = 1;
}

int cw_log_seen_by(const cw_log *l, int seat)
{
	int n = 0;
	for (int i = 0; i < l->n; i++)
		n += !l->priv[i] || l->seats[i] == seat;
	return n;
}

void cw_log_truncate(cw_log *l, int n)
{
	while (l->n > n)
		free(l->texts[--l->n]);
}

void cw_log_free(cw_log *l)
{
	cw_log_truncate(l, 0);
	free(l->seats);
	free(l->texts);
	free(l->priv);
	memset(l, 0, sizeof *l);
}
