/*
** Verb roles: what a verb *is* to a front end or a bot, whatever its word.
**
** A variant names its verbs in its own words, and a house rule may call
** them by others; a front end learns what each one does from its roles,
** never from its word. A verb takes a role when the variant declares it on the
** action (`role = "give"`) or when a kit names the verb for one of the
** kit's roles (`kit.roles.swap`, `meld_kit.verbs.new`,
** `meld_kit.turn.roles.claim`). One verb may hold several roles: the
** kit's `pass` may also be its `decline`.
*/
#ifndef CW_ROLE_H
#define CW_ROLE_H

#include <stdint.h>

enum {
	CW_ROLE_CALL = 1u << 0,		/* ends the round for the others */
	CW_ROLE_DRAW_STOCK = 1u << 1,	/* takes the top stock card */
	CW_ROLE_DRAW_DISCARD = 1u << 2,	/* takes the top discard */
	CW_ROLE_SWAP = 1u << 3,		/* puts the drawn card into an own slot */
	CW_ROLE_DISCARD = 1u << 4,	/* lets a card go to the discards */
	CW_ROLE_PASS = 1u << 5,		/* declines: a window, a step, a second step */
	CW_ROLE_FLIP = 1u << 6,		/* turns an own card up */
	CW_ROLE_DECLINE = 1u << 7,	/* declines the call at the end-of-turn point */
	CW_ROLE_PEEK = 1u << 8,		/* looks at an own card before play */
	CW_ROLE_POWER_PEEK = 1u << 9,	/* a power: looks at a card */
	CW_ROLE_POWER_SWAP = 1u << 10,	/* a power: exchanges two cards unseen */
	CW_ROLE_POWER_SHUFFLE = 1u << 11, /* a power: shuffles a layout */
	CW_ROLE_POWER_SPY = 1u << 12,	/* a power: looks at two cards, then switch or pass */
	CW_ROLE_POWER_TRADE = 1u << 13,	/* a power: looks at another's card, then give or pass */
	CW_ROLE_MATCH = 1u << 14,	/* turns up cards equal to the discard */
	CW_ROLE_REPLACE = 1u << 15,	/* own cards of one rank go for the drawn card */
	CW_ROLE_SWITCH = 1u << 16,	/* exchanges the two cards a spy looked at */
	CW_ROLE_GIVE = 1u << 17,	/* a card given to another seat */
	CW_ROLE_SNAP = 1u << 18,	/* out of turn: an own card equal to the discard */
	CW_ROLE_CLAIM = 1u << 19,	/* takes the discard in a claim window */
	CW_ROLE_NEW = 1u << 20,		/* lays a new meld */
	CW_ROLE_LAYOFF = 1u << 21,	/* adds cards to a meld */
	CW_ROLE_MOVE = 1u << 22,	/* moves a card between own melds */
	CW_ROLE_FOLD = 1u << 23,	/* leaves the rest of the hand */
	CW_ROLE_DECLARE = 1u << 24,	/* declares a hand that wins by itself */
	CW_ROLE_UNMELD = 1u << 25,	/* a whole own meld back to the hand */
	CW_ROLE_TAKE_BACK = 1u << 26,	/* a card of an own meld back to the hand */
};

#define CW_ROLE_POWERS (CW_ROLE_POWER_PEEK | CW_ROLE_POWER_SWAP | CW_ROLE_POWER_SHUFFLE | CW_ROLE_POWER_SPY | \
			CW_ROLE_POWER_TRADE)

/* The role of a name as the kits spell it ("draw_stock"; the meld turn's
** "draw" is draw_stock too); 0 for a name that is no role. */
uint32_t cw_role_find(const char *name);
/* The i-th role name, from 0; NULL past the last. */
const char *cw_role_name(int i);

#endif
