#include <stdlib.h>
#include "game.h"

/* Appends an event; on allocation failure the event is dropped rather
** than failing the move that made it (the log is a record, not state). */
void cw_emit(cw_game *g, const cw_event *e)
{
	if (!g->log_events)
		return;
	if (g->nev == g->evcap) {
		uint32_t cap = g->evcap ? g->evcap * 2 : 256;
		cw_event *ev = realloc(g->ev, sizeof *ev * cap);
		if (!ev)
			return;
		g->ev = ev;
		g->evcap = cap;
	}
	g->ev[g->nev++] = *e;
}
