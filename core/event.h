/*
** The event log (event.c): append-only, bounded per round.
*/
#ifndef CW_EVENT_H
#define CW_EVENT_H

#include "state.h"

/* Appends an event to the game's log (nothing when the game keeps none). */
void cw_event_emit(cw_game *g, const cw_event *e);
/* Logs the shuffle of zone z's n cards; with an outcome (a layout's
** shuffle), the cards' new order as the event's action arguments. */
void cw_event_emit_shuffle(cw_game *g, cw_zone z, int n, const uint8_t *outcome);

#endif
