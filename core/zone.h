/*
** Zones and the moves between them (zone.c): every move, deal, reveal,
** flip, gather and shuffle of cards, each logged with who may see it.
*/
#ifndef CW_ZONE_H
#define CW_ZONE_H

#include "state.h"

int cw_zone_valid(const cw_state *s, cw_zone z);
const char *cw_zone_kind_name(int kind);

/* Where a moved card ends up and who knows it. */
enum cw_move_flags {
	CW_MV_UP = 1,		/* face up after the move */
	CW_MV_DOWN = 2,		/* face down after the move (default: unchanged) */
	CW_MV_UNSEEN = 4	/* the move is not seen: knowledge is wiped */
};
#define CW_POS_TOP (-1)

/* Moves card c to zone `to`. In a pile or hand, pos is the index to insert
** at (CW_POS_TOP: on top); in a layout, pos is a slot number (1-based)
** that must be empty, or CW_POS_TOP for the lowest free slot above the
** grid (PW-5). A face-up card that goes face down is known to every seat
** (all saw it); a move seen by all keeps the mask; CW_MV_UNSEEN wipes it. */
int cw_zone_move(cw_game *g, cw_card c, cw_zone to, int pos, int flags, cw_err *err);
/* Moves the card to a seat's held zone; the drawer learns its face. */
int cw_zone_draw_to_held(cw_game *g, int seat, cw_zone from, cw_err *err);
/* The seat's drawn card into the layout slot (face down unless flags has
** CW_MV_UP); the card that was there goes face up on the discards (G-6). */
int cw_zone_swap_held(cw_game *g, int seat, int slot, int flags, cw_err *err);
/* The seat's drawn card face up onto the discard pile (G-5). */
int cw_zone_discard_held(cw_game *g, int seat, cw_err *err);
/* Deals n rounds of one card to every seat in the deal, from the seat
** after the dealer, the dealer last (G-2, PW-3, DES-D6). Round k's card
** goes to slot k of a layout (which = CW_ZS_LAYOUT), unseen, or on top of
** a hand (CW_ZS_HAND), which its owner sees. */
int cw_zone_deal(cw_game *g, int which, int n, cw_err *err);
/* Gives the cards new numbers where they lie: card to[i] takes card
** from[i]'s place and its record (face, flags, who knows it), for i < n;
** `to` holds the same cards as `from`, in another order (a card that
** lies nowhere only gives its record). Nothing is
** logged: it is for states of imagination (a search's sample, a probe),
** where a card's number, which follows the pack's order, must tell
** nothing of its face. */
void cw_zone_renumber(cw_state *s, const cw_card *from, const cw_card *to, uint32_t n);
/* Shows c's face to the seats in mask (a peek). */
void cw_zone_reveal(cw_game *g, cw_card c, cw_seatmask mask);
/* Logs c's flip where it lies (cw_zone_flip's event). */
void cw_zone_flip_event(cw_game *g, cw_card c);
/* Turns c face up (up=1) or face down (up=0) where it lies. Inline: the
** round's scoring turns every layout up. */
static inline void cw_zone_flip(cw_game *g, cw_card c, int up)
{
	g->gathered = 0;
	cw_cardrec *r = &cw_state_cards(g->st)[c];
	if (r->up || up)
		r->known = cw_state_all_seats(g->st);
	r->up = (uint8_t)(up != 0);
	if (g->log_events)
		cw_zone_flip_event(g, c);
}
/* Shuffles a zone with the game's RNG; knowledge of its cards is wiped. */
void cw_zone_shuffle(cw_game *g, cw_zone z);
/* All cards back to the stock, face down, unknown, flags cleared. */
void cw_zone_gather(cw_game *g);
/* The same on a bare state (a new game's, before any game holds it). */
void cw_zone_gather_state(cw_state *s);
/* cw_zone_gather, then cw_zone_shuffle of the stock: the start of a dealt round. */
void cw_zone_gather_shuffled(cw_game *g);
/* Rebuilds the stock from the discard pile but its top card (G-8, PW-18),
** face down and unknown: in the order given with cw_zone_restock_order,
** or shuffled by the game's RNG (and then compared with a given order). */
int cw_zone_restock(cw_game *g, cw_err *err);
/* The order of the next rebuilt stock (NOTATION "restock"): imposed
** (check 0, a real-table game) or checked against the RNG (check 1, a
** seeded game). The faces are not copied; cleared when used. */
void cw_zone_restock_order(cw_game *g, const cw_face *faces, uint32_t n, int check);
/* A stock just rebuilt in an order the rules fix, with no chance (DES-O10:
** the pile turned over or kept): a restock line given for it must list
** that order, and is used. Counted in g->fixed_rebuilds. */
int cw_zone_restock_fixed(cw_game *g, cw_err *err);
/* The order given with cw_zone_restock_order against the stock as it
** lies (rebuilt in the rules' order), then cleared. */
int cw_zone_restock_match(cw_game *g, cw_err *err);

#endif
