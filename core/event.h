/*
** The event log (event.c): append-only, bounded per round.
*/
#ifndef CW_EVENT_H
#define CW_EVENT_H

#include "state.h"

/* Appends an event to the game's log (nothing when the game keeps none). */
void cw_event_emit(cw_game *g, const cw_event *e);
/* Logs an event every seat sees, of kind `kind` (state.h, CW_EV_*), about
** `seat` (0: none), with its value and its two positions' numbers; none
** when the game keeps no log. */
void cw_event_emit_public(cw_game *g, int kind, int seat, int32_t value, int from_pos, int to_pos);
/* Logs a note every seat sees (state.h, CW_NOTE_*): about `seat` (0:
** none), with the note's two numbers in from_pos and to_pos. */
void cw_event_emit_note(cw_game *g, int seat, int note, int from_pos, int to_pos);
/* Logs the shuffle of zone z's n cards; with an outcome (a layout's
** shuffle), the cards' new order as the event's action arguments. */
void cw_event_emit_shuffle(cw_game *g, cw_zone z, int n, const uint8_t *outcome);

/* Keeps the stock's order, top card first, after a deal's shuffle
** (rebuild 0) or a rebuilt stock (1), when the game is a real table's
** and logs; on allocation failure the order is not kept. */
void cw_event_note_order(cw_game *g, int rebuild);
/* The stock orders kept so far, those made within the log's length; an
** order's faces, top card first, are g->order_faces + its off. */
const cw_stock_order *cw_event_orders(const cw_game *g, uint32_t *n);
/* The last action event in the log, NULL when there is none. */
const cw_event *cw_event_last_action(const cw_game *g);
/* The scores of round `round` (score[1..CW_MAX_SEATS]) from the events
** before index `from`: the search goes back from there to that round's
** end and on to its start, so that each round of a long game is read
** once. The last score event of a seat wins. Returns 0 when the round
** has not ended before `from`. */
int cw_event_round_scores(const cw_game *g, uint32_t round, uint32_t from, int32_t *score);

#endif
