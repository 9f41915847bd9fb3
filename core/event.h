/*
** The event log (event.c): append-only, bounded per round.
*/
#ifndef CW_EVENT_H
#define CW_EVENT_H

#include "state.h"

/* Appends an event to the game's log (nothing when the game keeps none). */
void cw_emit(cw_game *g, const cw_event *e);

#endif
