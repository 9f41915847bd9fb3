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

/* Scores through the variant, then keeps the state as the round left it
** and the chip movements told in the round: at its deal (an ante), in
** its actions and by its scoring. */
static int w_score(void *ud, cw_game *g, cw_err *err)
{
	cw_roundlog *log = ud;
	uint32_t from = g->round_nev <= g->nev ? g->round_nev : g->nev;
	int rc = log->inner->score_round(log->inner_ud, g, err);
	if (rc || !g->log_events)	/* a look-ahead clone tells nobody */
		return rc;
	cw_state *copy = malloc(g->st->bytes);
	if (!copy)
		return CW_OK;		/* the telling is lost, not the game */
	memcpy(copy, g->st, g->st->bytes);
	int npay = 0;
	for (uint32_t k = from; k < g->nev; k++)
		npay += g->ev[k].kind == CW_EV_CHIPS;
	cw_event *pay = npay ? malloc(sizeof *pay * (size_t)npay) : NULL;
	if (!pay)
		npay = 0;
	for (uint32_t k = from, j = 0; pay && k < g->nev; k++)
		if (g->ev[k].kind == CW_EV_CHIPS)
			pay[j++] = g->ev[k];
	int slot = -1;
	for (int i = 0; i < log->n; i++)	/* a round played again after an undo */
		if (log->ended[i]->round == copy->round)
			slot = i;
	if (slot < 0 && log->n == CW_ROUNDLOG_MAX) {
		free(log->ended[0]);
		free(log->pay[0]);
		memmove(log->ended, log->ended + 1, sizeof *log->ended * (CW_ROUNDLOG_MAX - 1));
		memmove(log->pay, log->pay + 1, sizeof *log->pay * (CW_ROUNDLOG_MAX - 1));
		memmove(log->npay, log->npay + 1, sizeof *log->npay * (CW_ROUNDLOG_MAX - 1));
		log->n--;
	}
	if (slot < 0)
		slot = log->n++;
	else {
		free(log->ended[slot]);
		free(log->pay[slot]);
	}
	log->ended[slot] = copy;
	log->pay[slot] = pay;
	log->npay[slot] = npay;
	return CW_OK;
}

static int w_score_seat(void *ud, cw_game *g, int seat, cw_err *err)
{
	cw_roundlog *log = ud;
	return log->inner->score_seat(log->inner_ud, g, seat, err);
}

static void w_legal_site(void *ud, const cw_game *g, char *buf, size_t n)
{
	cw_roundlog *log = ud;
	log->inner->legal_site(log->inner_ud, g, buf, n);
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
				 g->rules->accepts ? w_accepts : NULL, g->rules->score_seat ? w_score_seat : NULL,
				 g->rules->legal_site ? w_legal_site : NULL };
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

int cw_roundlog_payments(const cw_roundlog *log, uint32_t round, const cw_event **ev)
{
	for (int i = log->n - 1; i >= 0; i--)
		if (log->ended[i]->round == round) {
			*ev = log->pay[i];
			return log->npay[i];
		}
	*ev = NULL;
	return 0;
}

void cw_roundlog_clear(cw_roundlog *log)
{
	for (int i = 0; i < log->n; i++) {
		free(log->ended[i]);
		free(log->pay[i]);
	}
	log->n = 0;
}
