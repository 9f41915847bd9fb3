#include <stdlib.h>
#include <string.h>
#include "roundlog.h"

static int w_setup(void *ud, cw_game *g, cw_err *err)
{
	cw_roundlog *log = ud;
	return log->inner->setup_round(log->inner_ud, g, err);
}

static int w_legal(void *ud, cw_game *g, cw_err *err)
{
	cw_roundlog *log = ud;
	return log->inner->legal(log->inner_ud, g, err);
}

static int w_apply(void *ud, cw_game *g, const cw_action *a, cw_err *err)
{
	cw_roundlog *log = ud;
	return log->inner->apply(log->inner_ud, g, a, err);
}

/* Scores through the variant, then keeps the state as the round left it. */
static int w_score(void *ud, cw_game *g, cw_err *err)
{
	cw_roundlog *log = ud;
	int rc = log->inner->score_round(log->inner_ud, g, err);
	if (rc || !g->log_events)	/* a look-ahead clone tells nobody */
		return rc;
	cw_state *copy = malloc(g->st->bytes);
	if (!copy)
		return CW_OK;		/* the telling is lost, not the game */
	memcpy(copy, g->st, g->st->bytes);
	for (int i = 0; i < log->n; i++)	/* a round played again after an undo */
		if (log->ended[i]->round == copy->round) {
			free(log->ended[i]);
			log->ended[i] = copy;
			return CW_OK;
		}
	if (log->n == CW_ROUNDLOG_MAX) {
		free(log->ended[0]);
		memmove(log->ended, log->ended + 1, sizeof *log->ended * (CW_ROUNDLOG_MAX - 1));
		log->n--;
	}
	log->ended[log->n++] = copy;
	return CW_OK;
}

static int w_over(void *ud, cw_game *g, int *over, cw_err *err)
{
	cw_roundlog *log = ud;
	return log->inner->match_over(log->inner_ud, g, over, err);
}

static int w_accepts(void *ud, cw_game *g, const cw_action *a, int *ok, cw_err *err)
{
	cw_roundlog *log = ud;
	return log->inner->accepts(log->inner_ud, g, a, ok, err);
}

void cw_roundlog_watch(cw_roundlog *log, cw_game *g)
{
	if (g->rules == &log->rules)
		return;
	log->inner = g->rules;
	log->inner_ud = g->rules_ud;
	log->rules = (cw_rules){ w_setup, w_legal, w_apply, w_score, w_over,
				 g->rules->accepts ? w_accepts : NULL };
	g->rules = &log->rules;
	g->rules_ud = log;
}

const cw_state *cw_roundlog_find(const cw_roundlog *log, uint32_t round)
{
	for (int i = log->n - 1; i >= 0; i--)
		if (log->ended[i]->round == round)
			return log->ended[i];
	return NULL;
}

void cw_roundlog_clear(cw_roundlog *log)
{
	for (int i = 0; i < log->n; i++)
		free(log->ended[i]);
	log->n = 0;
}
