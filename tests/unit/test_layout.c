/*
** Layouts (rules/NOTATION.md "Layout positions", power-golf.md PW-5):
** slots numbered 1..rows*cols, an occupied slot refuses a card, an added
** card takes the lowest free slot above the grid, a removed card leaves
** its slot empty and the other slots keep their numbers.
*/
#include <stdlib.h>
#include <string.h>
#include "core.h"
#include "core_test.h"

static cw_game *new_game(int nseats, int rows, int cols) { return test_game(nseats, 1, 0, rows, cols, 11); }

/* Moves the stock's top card into seat's layout at slot (or CW_POS_TOP). */
static cw_card put(cw_game *g, int seat, int slot)
{
	cw_err err;
	cw_card c = cw_state_zone_top(g->st, CW_STOCK);
	if (cw_zone_move(g, c, cw_state_zone_of(g->st, seat, CW_ZS_LAYOUT), slot, CW_MV_DOWN, &err)) {
		diag("put into slot %d: %s", slot, err.msg);
		return CW_NOCARD;
	}
	return c;
}

/* The slot a card lies in, 0 when it is not in seat's layout. */
static int slot_of(const cw_state *s, int seat, cw_card c)
{
	const cw_cardrec *r = &cw_state_ccards(s)[c];
	return r->zone == cw_state_zone_of(s, seat, CW_ZS_LAYOUT) ? r->pos + 1 : 0;
}

static void test_empty_layout(void)
{
	cw_game *g = new_game(4, 2, 2);
	cw_state *s = g->st;
	is_int(cw_layout_grid(s, 1), 4, "a 2x2 layout has a grid of 4 slots");
	is_int(cw_state_layout_slots(s, 1), 4, "an empty 2x2 layout spans its 4 slots");
	is_int(cw_layout_count(s, 1), 0, "an empty layout holds no card");
	int none = 1;
	for (int k = 1; k <= 4; k++)
		none &= cw_state_layout_slot(s, 1, k) == CW_NOCARD;
	ok(none, "every slot of an empty layout is CW_NOCARD");
	ok(cw_state_layout_slot(s, 0, 1) == CW_NOCARD && cw_state_layout_slot(s, 5, 1) == CW_NOCARD,
	   "seats 0 and 5 of 4 have no layout slots");
	ok(cw_state_layout_slot(s, 1, 0) == CW_NOCARD && cw_state_layout_slot(s, 1, 5) == CW_NOCARD,
	   "slots 0 and 5 of a 2x2 layout do not exist");
	cw_game_free(g);

	g = new_game(2, 2, 3);
	is_int(cw_layout_grid(g->st, 2), 6, "a 2x3 layout has a grid of 6 slots");
	is_int(cw_state_layout_slots(g->st, 2), 6, "an empty 2x3 layout spans its 6 slots");
	cw_game_free(g);
}

static void test_numbered_slots(void)
{
	cw_game *g = new_game(4, 2, 2);
	cw_state *s = g->st;
	cw_card c = put(g, 2, 3);
	ok(c != CW_NOCARD && cw_state_layout_slot(s, 2, 3) == c, "a card put into slot 3 of seat 2 lies in slot 3");
	is_int(cw_state_ccards(s)[c].pos, 2, "slot 3 is position 2 in the card record");
	is_int(cw_layout_count(s, 2), 1, "seat 2's layout holds 1 card");
	is_int(cw_state_layout_slots(s, 2), 4, "a card inside the grid does not grow the layout");
	is_int(cw_layout_count(s, 1), 0, "seat 1's layout is untouched");
	const cw_event *e = &g->ev[g->nev - 1];
	ok(e->kind == CW_EV_MOVE && e->to == cw_state_zone_of(s, 2, CW_ZS_LAYOUT) && e->to_pos == 3,
	   "the move event reports the layout position as slot number 3");
	ok(check_ok(g), "cw_check OK");

	cw_card d = put(g, 2, 1);
	cw_err err;
	is_int(cw_zone_move(g, d, cw_state_zone_of(s, 2, CW_ZS_LAYOUT), 2, 0, &err), CW_OK,
	       "a card moves from slot 1 to the empty slot 2 of the same layout");
	ok(cw_state_layout_slot(s, 2, 1) == CW_NOCARD && cw_state_layout_slot(s, 2, 2) == d && cw_state_layout_slot(s, 2, 3) == c,
	   "slot 1 is empty, slot 2 holds the card, slot 3 is unchanged");
	e = &g->ev[g->nev - 1];
	ok(e->from_pos == 1 && e->to_pos == 2, "the event reports from slot 1 to slot 2");
	ok(check_ok(g), "cw_check OK");
	cw_game_free(g);
}

static void expect_refused(cw_game *g, cw_card c, cw_zone to, int slot, const char *why)
{
	cw_err err;
	size_t bytes = g->st->bytes;
	cw_state *before = malloc(bytes);
	memcpy(before, g->st, bytes);
	uint32_t nev = g->nev;
	cw_error_clear(&err);
	int rc = cw_zone_move(g, c, to, slot, CW_MV_UP, &err);
	is_int(rc, CW_EINVAL, "refused: %s", why);
	ok(err.msg[0] != '\0', "the refusal has a message (%s)", why);
	ok(!memcmp(before, g->st, bytes), "the whole state block is unchanged (%s)", why);
	is_int(g->nev, nev, "no event is logged (%s)", why);
	free(before);
}

static void test_occupied_slot(void)
{
	cw_game *g = new_game(4, 2, 2);
	cw_state *s = g->st;
	cw_zone lay1 = cw_state_zone_of(s, 1, CW_ZS_LAYOUT), lay2 = cw_state_zone_of(s, 2, CW_ZS_LAYOUT);
	put(g, 1, 3);
	cw_card other = put(g, 2, 4);
	cw_card over = put(g, 2, CW_POS_TOP);
	cw_card c = cw_state_zone_top(s, CW_STOCK);

	expect_refused(g, c, lay1, 3, "a stock card into occupied slot 3");
	cw_err err;
	cw_zone_move(g, c, lay1, 3, 0, &err);
	ok(strstr(err.msg, "3") != NULL, "the message names slot 3");
	expect_refused(g, other, lay1, 3, "a layout card into another seat's occupied slot");
	expect_refused(g, other, lay2, 5, "a layout card into occupied slot 5 of its own layout");
	expect_refused(g, over, lay2, 4, "a card above the grid into occupied slot 4");
	expect_refused(g, c, lay1, 0, "slot 0 does not exist");
	expect_refused(g, c, lay1, -7, "a negative slot");
	ok(check_ok(g), "cw_check OK after refused moves");
	cw_game_free(g);
}

static void test_grow_above_grid(void)
{
	/* PW-5: an added card takes the lowest free slot above 4 (5, then 6,
	** ...); it never fills an emptied slot 1-4. */
	cw_game *g = new_game(4, 2, 2);
	cw_state *s = g->st;
	cw_err err;
	cw_card a = put(g, 1, CW_POS_TOP);
	is_int(slot_of(s, 1, a), 5, "CW_POS_TOP into an empty 2x2 layout takes slot 5, not a grid slot");
	cw_card b = put(g, 1, CW_POS_TOP);
	is_int(slot_of(s, 1, b), 6, "the next one takes slot 6 (PW-5)");
	is_int(cw_state_layout_slots(s, 1), 6, "the layout now has 6 slots");
	is_int(cw_layout_count(s, 1), 2, "and holds 2 cards");
	const cw_event *e = &g->ev[g->nev - 1];
	is_int(e->to_pos, 6, "the move event reports slot 6");
	ok(cw_state_layout_slot(s, 1, 1) == CW_NOCARD && cw_state_layout_slot(s, 1, 4) == CW_NOCARD,
	   "the grid slots stay empty");

	cw_card grid[5];
	for (int k = 1; k <= 4; k++)
		grid[k] = put(g, 1, k);
	is_int(cw_layout_count(s, 1), 6, "slots 1-4 filled: 6 cards");
	is_int(cw_zone_move(g, grid[2], CW_DISCARD, CW_POS_TOP, CW_MV_UP, &err), CW_OK, "slot 2's card is discarded");
	ok(cw_state_layout_slot(s, 1, 2) == CW_NOCARD, "removing from a layout leaves the slot empty");
	ok(cw_state_layout_slot(s, 1, 1) == grid[1] && cw_state_layout_slot(s, 1, 3) == grid[3] &&
	   cw_state_layout_slot(s, 1, 4) == grid[4] && cw_state_layout_slot(s, 1, 5) == a && cw_state_layout_slot(s, 1, 6) == b,
	   "the other slots keep their numbers");
	is_int(cw_layout_count(s, 1), 5, "cw_layout_count counts 5 occupied slots");
	is_int(cw_state_layout_slots(s, 1), 6, "cw_state_layout_slots is still 6");

	cw_card c = put(g, 1, CW_POS_TOP);
	is_int(slot_of(s, 1, c), 7, "CW_POS_TOP does not refill the emptied slot 2: it takes slot 7");
	ok(cw_state_layout_slot(s, 1, 2) == CW_NOCARD, "slot 2 stays empty");
	cw_card d = put(g, 1, 2);
	is_int(slot_of(s, 1, d), 2, "a card given to slot 2 by number fills the gap");

	/* an emptied slot above the grid is the lowest free one above 4 */
	is_int(cw_zone_move(g, a, CW_DISCARD, CW_POS_TOP, CW_MV_UP, &err), CW_OK, "slot 5's card is discarded");
	ok(cw_state_layout_slot(s, 1, 5) == CW_NOCARD && cw_state_layout_slot(s, 1, 6) == b && cw_state_layout_slot(s, 1, 7) == c,
	   "slot 5 is empty; 6 and 7 keep their cards");
	is_int(cw_state_layout_slots(s, 1), 7, "an inner empty slot above the grid keeps the layout at 7 slots");
	cw_card e5 = put(g, 1, CW_POS_TOP);
	is_int(slot_of(s, 1, e5), 5, "CW_POS_TOP takes the emptied slot 5, the lowest free above 4");
	cw_card f = put(g, 1, CW_POS_TOP);
	is_int(slot_of(s, 1, f), 8, "then slot 8");
	ok(check_ok(g), "cw_check OK");
	cw_game_free(g);
}

static void test_shrink(void)
{
	cw_game *g = new_game(2, 2, 2);
	cw_state *s = g->st;
	cw_err err;
	cw_zone hand = cw_state_zone_of(s, 1, CW_ZS_HAND);
	cw_card a = put(g, 1, CW_POS_TOP), b = put(g, 1, CW_POS_TOP), c = put(g, 1, CW_POS_TOP);
	is_int(cw_state_layout_slots(s, 1), 7, "three added cards: slots 5, 6, 7");
	cw_zone_move(g, c, hand, CW_POS_TOP, 0, &err);
	is_int(cw_state_layout_slots(s, 1), 6, "removing the card of the last slot above the grid shrinks the layout");
	cw_zone_move(g, a, hand, CW_POS_TOP, 0, &err);
	is_int(cw_state_layout_slots(s, 1), 6, "removing slot 5 while 6 is held keeps 6 slots");
	cw_zone_move(g, b, hand, CW_POS_TOP, 0, &err);
	is_int(cw_state_layout_slots(s, 1), 4, "removing slot 6 shrinks past the empty slot 5 down to the grid");
	cw_card g4 = put(g, 1, 4);
	cw_zone_move(g, g4, hand, CW_POS_TOP, 0, &err);
	is_int(cw_state_layout_slots(s, 1), 4, "an emptied grid slot never shrinks the layout below its grid");

	cw_card far = put(g, 1, 9);
	is_int(slot_of(s, 1, far), 9, "a card may be given to a named slot beyond the end (slot 9)");
	is_int(cw_state_layout_slots(s, 1), 9, "the layout grows to 9 slots");
	ok(cw_state_layout_slot(s, 1, 5) == CW_NOCARD && cw_state_layout_slot(s, 1, 8) == CW_NOCARD,
	   "slots 5 to 8 are empty");
	cw_card top = put(g, 1, CW_POS_TOP);
	is_int(slot_of(s, 1, top), 5, "CW_POS_TOP then takes slot 5");
	ok(check_ok(g), "cw_check OK");
	cw_game_free(g);
}

static void test_no_grid(void)
{
	/* A game without a layout grid: cards added to a layout take 1, 2, ... */
	cw_game *g = new_game(2, 0, 0);
	cw_state *s = g->st;
	is_int(cw_state_layout_slots(s, 1), 0, "a 0x0 layout has no slots");
	cw_card a = put(g, 1, CW_POS_TOP), b = put(g, 1, CW_POS_TOP);
	ok(slot_of(s, 1, a) == 1 && slot_of(s, 1, b) == 2, "CW_POS_TOP into a 0x0 layout takes slots 1 then 2");
	cw_err err;
	cw_zone_move(g, a, CW_DISCARD, CW_POS_TOP, 0, &err);
	ok(cw_state_layout_slot(s, 1, 1) == CW_NOCARD && cw_state_layout_slot(s, 1, 2) == b, "slot 1 empty, slot 2 kept");
	cw_card c = put(g, 1, CW_POS_TOP);
	is_int(slot_of(s, 1, c), 1, "with no grid, the lowest free slot is 1");
	ok(check_ok(g), "cw_check OK");
	cw_game_free(g);
}

static void test_two_by_three(void)
{
	cw_game *g = new_game(3, 2, 3);
	cw_state *s = g->st;
	cw_card a = put(g, 3, CW_POS_TOP);
	is_int(slot_of(s, 3, a), 7, "CW_POS_TOP into a 2x3 layout takes slot 7");
	int full = 1;
	for (int k = 1; k <= 6; k++)
		full &= put(g, 3, k) != CW_NOCARD;
	ok(full, "slots 1-6 of a 2x3 layout take a card each");
	is_int(cw_layout_count(s, 3), 7, "7 cards in the layout");
	ok(cw_layout_count(s, 1) == 0 && cw_layout_count(s, 2) == 0, "the other seats' layouts are empty");
	ok(check_ok(g), "cw_check OK");
	cw_game_free(g);
}

int main(void)
{
	test_empty_layout();
	test_numbered_slots();
	test_occupied_slot();
	test_grow_above_grid();
	test_shrink();
	test_no_grid();
	test_two_by_three();
	return done_testing();
}
