/*
** Who may see what. Visibility is decided per card (face up, or the seat
** in the card's knowledge mask), never by the phase of the game.
*/
#include <string.h>
#include "knowledge.h"

cw_face cw_knowledge_face(const cw_state *s, cw_card c, int viewer)
{
	if (c == CW_NOCARD)
		return CW_FACE_NONE;
	if (viewer == CW_OMNISCIENT || cw_state_sees(s, c, viewer))
		return cw_state_ccards(s)[c].face;
	return CW_FACE_HIDDEN;
}

cw_seatmask cw_knowledge_mask(const cw_state *s, cw_card c)
{
	const cw_cardrec *r = &cw_state_ccards(s)[c];
	return r->up ? cw_state_all_seats(s) : (cw_seatmask)(r->known & cw_state_all_seats(s));
}

cw_event cw_knowledge_event(const cw_event *e, int viewer)
{
	cw_event out = *e;
	if (viewer == CW_OMNISCIENT || (viewer >= 1 && viewer <= 16 && (e->face_mask & CW_SEATBIT(viewer))))
		return out;
	/* viewer 0, a spectator: the cards face up, where the card lands
	** or on the discard pile it leaves, as anyone at the table sees them
	** (not one the move hides, CW_MV_UNSEEN: a stock rebuilt from the
	** pile keeps its order from every seat, and from the spectator) */
	if (viewer == 0 && e->kind != CW_EV_ACTION &&
	    (e->up || (e->kind == CW_EV_MOVE && e->from == CW_DISCARD && e->face_mask)))
		return out;
	out.face = CW_FACE_HIDDEN;
	if (e->kind == CW_EV_SHUFFLE)	/* where the cards went: nobody saw it (PW-14) */
		memset(&out.action, 0, sizeof out.action);
	if (e->kind == CW_EV_ACTION && e->up) {
		memset(out.action.arg, 0, sizeof out.action.arg);
		out.action.nargs = 0;
		out.value = -1;
	}
	return out;
}

int cw_knowledge_visible(const cw_event *e, int viewer)
{
	if (e->kind != CW_EV_ACTION || e->up != CW_PRIVATE_ALL || viewer == CW_OMNISCIENT)
		return 1;
	return viewer >= 1 && viewer <= 16 && (e->face_mask & CW_SEATBIT(viewer));
}

void cw_knowledge_forget(cw_state *s, int seat, const cw_secrets *sec)
{
	cw_cardrec *c = cw_state_cards(s);
	uint8_t keep = sec ? sec->public_flags : 0;
	for (int i = 0; i < s->ncards; i++)
		if (c[i].flags && !cw_state_sees(s, (cw_card)i, seat))
			c[i].flags &= keep;
	if (!sec || !(sec->vars | sec->seatvars))
		return;	/* the common case: no secret variable */
	for (int v = 0; v < CW_MAX_VARS; v++)
		if (sec->vars >> v & 1)
			s->var[v] = sec->var_init[v];
	for (int k = 1; k <= s->nseats; k++)
		if (k != seat)
			for (int v = 0; v < CW_MAX_SEATVARS; v++)
				if (sec->seatvars >> v & 1)
					s->seatvar[k][v] = sec->seatvar_init[v];
}
