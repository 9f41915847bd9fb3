/*
** The wire view: what one seat of a served table may know, as a JSON
** message (docs/protocol.md). It is written only from the core's per-seat
** view (cw_view_text, cw_render_table, cw_render_events), the same text
** the REPL shows that seat, so a frame holds no face the seat could not see.
*/
#ifndef CW_WIRE_H
#define CW_WIRE_H

#include <jansson.h>
#include <stdint.h>
#include "render.h"
#include "../core/core.h"

/* The "state" message for viewer (a seat, or 0 for a spectator: the public
** view). Narrates the events from *seen on and moves *seen to the end.
** legal actions are listed only to the seat that may take them. Caller
** owns the result; NULL when out of memory. */
json_t *cw_wire_state(const cw_render *r, cw_game *g, int viewer, uint32_t *seen);
/* The "state" message of one step of a recorded game (a replay viewed,
** replay.h's cw_replay_steps): g's game with st as its state and its
** first `to` events, the events from `from` on narrated, viewed by a seat
** or CW_OMNISCIENT (every card; sent as seat 0). Lists no legal action:
** nothing is played. Caller owns the result. */
json_t *cw_wire_step(const cw_render *r, const cw_game *g, const cw_state *st, uint32_t from, uint32_t to,
		     int viewer);
/* {"type":"error","message":msg}; caller owns it. */
json_t *cw_wire_error(const char *msg);

#endif
