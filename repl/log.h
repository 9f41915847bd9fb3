/*
** The action log of a table: each action applied, as the seat that took
** it and its text in canonical words, in order. One growable log serves
** every front end (the REPL's save and undo, sim --record, check's fault
** replays, a replay loaded to play on); it is what cw_record_save writes.
**
** Ownership: the log owns its arrays and every text in them (copies of
** what cw_log_add was given). cw_log_free releases them; a zeroed
** cw_log is an empty log.
*/
#ifndef CW_LOG_H
#define CW_LOG_H

#include "../core/error.h"

typedef struct cw_log {
	int *seats;		/* owned: seats[i] took action i */
	char **texts;		/* owned, each owned: the action's words */
	unsigned char *priv;	/* owned: 1 when only seats[i] saw action i (a private pass) */
	int n, cap;
} cw_log;

/* Appends a copy of text for seat. CW_ENOMEM leaves the log unchanged. */
int cw_log_add(cw_log *l, int seat, const char *text, cw_err *err);
/* Marks the last action as seen by its seat alone. */
void cw_log_set_private(cw_log *l);
/* The actions `seat` saw (0: a spectator, who sees the public ones). */
int cw_log_seen_by(const cw_log *l, int seat);
/* Keeps the first n actions (n <= l->n) and frees the texts after them. */
void cw_log_truncate(cw_log *l, int n);
/* Frees everything the log owns and leaves it empty. */
void cw_log_free(cw_log *l);

#endif
