/*
** Undo never reveals or un-reveals (docs/design.md): whether taking a
** game back to an earlier moment would let a person choose again knowing
** more than they knew then. One rule for every front end that offers undo.
*/
#ifndef CW_UNDO_H
#define CW_UNDO_H

#include <stdint.h>
#include "../core/core.h"

/* then: a clone of the game without its log (the undo point), then_nev
** the log's length at that moment; now: the game as it is; person: the
** seats played by people, as bits 1 << seat. Returns what the undo would
** take back in words ("a card drawn from the stock", "a card a person at the table saw", "a
** deal or a shuffle"), or NULL when it takes back nothing seen: any move
** since then that showed a person a card hidden from them then, whoever
** played it (a bot's discard too), a person's draw from the stock (its
** order is chance), or any deal or shuffle since. */
const char *cw_undo_learned(const cw_game *then, uint32_t then_nev, const cw_game *now, uint32_t person);

#endif
