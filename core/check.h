/*
** Whole-state checks (check.c): what `cardwright check` and the tests hold
** every action to.
*/
#ifndef CW_CORE_CHECK_H
#define CW_CORE_CHECK_H

#include "state.h"

/* Every card in exactly one place, zone records consistent, masks within
** the seats. Returns CW_OK or CW_ESTATE with the first fault. */
int cw_check(const cw_game *g, cw_err *err);
/* Every card lies in a zone kind the variant declared (cfg.rest_kinds), or
** in a seat's held zone when turn_end is 0 (a turn is under way). Returns
** CW_OK, or CW_ESTATE with the zone and its cards ("seat 2 held: JD 3S")
** and *card set to the first card out of place. */
int cw_check_rest(const cw_game *g, int turn_end, cw_card *card, cw_err *err);
/* A card that was face up before an action (before: the records then) or
** went face up during it, and is face down after it, must still be known
** to every seat, unless a new deal or a shuffle of a zone it lay in came
** after: the events from index `from` on tell. Returns CW_OK, or
** CW_ESTATE with *card set. */
int cw_check_seen_down(const cw_game *g, const cw_cardrec *before, uint32_t from, cw_card *card, cw_err *err);

#endif
