/*
** Knowledge (knowledge.c): what a seat may see of a card and of an event.
** Every path out of the engine goes through these.
*/
#ifndef CW_KNOWLEDGE_H
#define CW_KNOWLEDGE_H

#include "state.h"

/* What `viewer` may see of card c: its face or CW_FACE_HIDDEN.
** viewer CW_OMNISCIENT sees everything (replay --reveal, scoring). */
#define CW_OMNISCIENT 0xFF
cw_face cw_knowledge_face(const cw_state *s, cw_card c, int viewer);
/* The seats that may see c's face now. */
cw_seatmask cw_knowledge_mask(const cw_state *s, cw_card c);

/* One event as `viewer` may see it: the face is hidden unless viewer is
** in the event's face_mask, and so are a private action's arguments
** (nargs 0, value -1). Viewer 0 (a spectator, no seat) sees the faces
** of cards face up, and of a card taken from the discard pile. Every
** path out of the engine uses this. */
cw_event cw_knowledge_event(const cw_event *e, int viewer);
/* Whether `viewer` may know that the event happened at all (a private
** pass may not be known to have happened). */
int cw_knowledge_visible(const cw_event *e, int viewer);

/* Makes s a state of seat's imagination (its bots' samples, the probes of
** its models): what the variant wrote that the seat may not know is
** forgotten, as sec declares (state.h; NULL: every flag of a card the
** seat does not see). Seat 0 forgets every seat variable of sec. */
void cw_knowledge_forget(cw_state *s, int seat, const cw_secrets *sec);

#endif
