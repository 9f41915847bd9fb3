/*
** Undo's rule: see undo.h.
*/
#include "undo.h"

const char *cw_undo_learned(const cw_game *then, uint32_t then_nev, const cw_game *now, uint32_t person)
{
	int actor = 0;
	for (uint32_t i = then_nev; i < now->nev; i++) {
		const cw_event *e = &now->ev[i];
		if (e->kind == CW_EV_ACTION)
			actor = e->seat;
		if (e->kind == CW_EV_SHUFFLE || e->kind == CW_EV_ROUND || e->kind == CW_EV_LEAD)
			return "a deal or a shuffle";
		if ((person >> actor & 1) && e->kind == CW_EV_MOVE && e->from == CW_STOCK)
			return "a card drawn from the stock";
		/* a card any move showed a person (a bot's discard of a card
		** from its layout or from the stock included): who played it
		** does not matter, the person knows it now */
		if ((e->kind == CW_EV_MOVE || e->kind == CW_EV_REVEAL || e->kind == CW_EV_FLIP) &&
		    e->card < then->st->ncards)
			for (int p = 1; p <= now->st->nseats; p++)
				if ((person >> p & 1) && cw_knowledge_event(e, p).face != CW_FACE_HIDDEN &&
				    cw_knowledge_face(then->st, e->card, p) == CW_FACE_HIDDEN)
					return "a card a person at the table saw";
	}
	return NULL;
}
