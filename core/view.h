/*
** A seat's view of the table as plain text: what that seat may see and
** nothing more. Front ends render from the same cw_knowledge_face() calls.
*/
#ifndef CW_VIEW_H
#define CW_VIEW_H

#include <stddef.h>
#include "game.h"

/* Writes the view of `viewer` (a seat, or CW_OMNISCIENT) into buf of size
** n, one zone a line; face-down cards the viewer knows are bracketed
** ("[7H]") when aid is set, "##" otherwise. Returns the length needed. */
size_t cw_view_text(const cw_game *g, int viewer, int aid, char *buf, size_t n);

/* One card as the viewer may print it: "7H", "##", "[7H]", "-". A card
** in the viewer's own hand or drawn card prints its face, aid or not. */
char *cw_view_token(const cw_state *s, cw_card c, int viewer, int aid, char *buf);



/* One event in plain words as `viewer` may see it, e.g.
** "seat 2 draw stock", "move ## stock -> 2.held", "reveal 7H 2.layout 3".
** Faces the viewer may not see print as "##". Returns the length needed. */
size_t cw_view_event_text(const cw_game *g, const cw_event *e, int viewer, char *buf, size_t n);
/* A zone's name: "stock", "discard", "aside", "2.layout", "2.meld 1". */
char *cw_view_zone_name(const cw_state *s, cw_zone z, char *buf, size_t n);
#endif
