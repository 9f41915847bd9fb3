/*
** Zones (game.h, zone.c): a new game holds every card in the stock; moves
** keep each card in exactly one place (cw_check); piles insert and close
** gaps; a refused move changes nothing; cw_zone_gather puts everything back.
*/
#include <stdlib.h>
#include <string.h>
#include "core.h"
#include "core_test.h"


static void test_new_game(int decks, int jokers)
{
	cw_game *g = test_game(4, decks, jokers, 2, 2, 1);
	int n = 52 * decks + jokers;
	if (!ok(g != NULL, "a game of %d decks and %d jokers is created", decks, jokers))
		return;
	cw_state *s = g->st;
	is_int(s->ncards, n, "%d decks and %d jokers make %d cards", decks, jokers, n);
	is_int(cw_state_zone_len(s, CW_STOCK), n, "all %d cards are in the stock", n);
	int in_stock = 1, down = 1;
	for (int c = 0; c < n; c++) {
		in_stock &= cw_state_ccards(s)[c].zone == CW_STOCK;
		down &= !cw_state_ccards(s)[c].up && cw_state_ccards(s)[c].known == 0;
	}
	ok(in_stock, "every card's record says it is in the stock");
	ok(down, "every card starts face down and known to nobody");
	is_int(cw_state_zone_len(s, CW_DISCARD) + cw_state_zone_len(s, CW_ASIDE), 0, "the discard pile and the aside zone are empty");
	int empty = 1;
	for (int seat = 1; seat <= 4; seat++)
		empty &= cw_state_zone_len(s, cw_state_zone_of(s, seat, CW_ZS_HAND)) == 0 &&
			 cw_state_zone_len(s, cw_state_zone_of(s, seat, CW_ZS_HELD)) == 0 &&
			 cw_layout_count(s, seat) == 0;
	ok(empty, "every seat's hand, held zone and layout is empty");

	/* each face as often as the decks hold it */
	int count[64] = { 0 }, faces_ok = 1;
	for (int c = 0; c < n; c++)
		count[cw_state_ccards(s)[c].face & 63]++;
	for (int rank = 1; rank <= 13; rank++)
		for (int suit = 0; suit < 4; suit++)
			faces_ok &= count[CW_FACE_MAKE(rank, suit)] == decks;
	ok(faces_ok, "each of the 52 faces is there %d time(s)", decks);
	is_int(count[CW_JOKER], jokers, "there are %d jokers", jokers);
	is_int(s->status, CW_ST_NEW, "a new game has status CW_ST_NEW");
	is_int(s->bytes, sizeof(cw_state) + (size_t)n * sizeof(cw_cardrec) + (size_t)s->nzones * sizeof(cw_zonerec) +
			 (size_t)s->nzones * (size_t)n * sizeof(cw_card),
	       "st->bytes covers the header, the cards, the zones and the pool");
	ok(check_ok(g), "cw_check accepts a new game");
	cw_game_free(g);
}

static void expect_bad_config(int nseats, int decks, int jokers, int nmelds, int rows, int cols, const char *why)
{
	cw_game_config cfg;
	cw_err err;
	memset(&cfg, 0, sizeof cfg);
	cfg.nseats = nseats, cfg.decks = decks, cfg.jokers = jokers;
	cfg.nmelds = nmelds, cfg.rows = rows, cfg.cols = cols;
	cw_error_clear(&err);
	cw_game *g = cw_game_new(&cfg, &err);
	ok(g == NULL && err.code == CW_EINVAL && err.msg[0], "cw_game_new refuses %s", why);
	cw_game_free(g);
}

static void test_bad_configs(void)
{
	expect_bad_config(0, 1, 0, 0, 2, 2, "0 seats");
	expect_bad_config(CW_MAX_SEATS + 1, 1, 0, 0, 2, 2, "more than CW_MAX_SEATS seats");
	expect_bad_config(4, 0, 0, 0, 2, 2, "a game without cards");
	expect_bad_config(4, 20, 0, 0, 2, 2, "more than CW_MAX_CARDS cards");
	expect_bad_config(4, -1, 60, 0, 2, 2, "a negative number of decks");
	expect_bad_config(4, 1, 0, CW_MAX_MELDS + 1, 0, 0, "more than CW_MAX_MELDS melds");
	expect_bad_config(4, 1, 0, 0, 8, 9, "a layout of more than 64 slots");
	expect_bad_config(4, 1, 0, 0, 8, 8, "an 8x8 layout with a 52-card pack (more slots than cards)");

	cw_game *g = test_game(2, 2, 0, 8, 8, 1);
	ok(g && cw_state_layout_slots(g->st, 2) == 64 && check_ok(g), "an 8x8 layout with 104 cards is accepted and consistent");
	cw_game_free(g);
	cw_game_free(NULL);
	ok(1, "cw_game_free(NULL) does nothing");
}

static void test_zone_ids(void)
{
	cw_game *g = test_game(3, 1, 0, 2, 3, 1);
	cw_state *s = g->st;
	const cw_zonerec *z = cw_state_czones(s);
	is_int(z[CW_STOCK].kind, CW_ZK_STOCK, "zone 0 is the stock");
	is_int(z[CW_DISCARD].kind, CW_ZK_DISCARD, "zone 1 is the discard pile");
	is_int(z[CW_ASIDE].kind, CW_ZK_ASIDE, "zone 2 is the aside zone");
	int kinds = 1, distinct = 1;
	for (int seat = 1; seat <= 3; seat++) {
		cw_zone lay = cw_state_zone_of(s, seat, CW_ZS_LAYOUT), hand = cw_state_zone_of(s, seat, CW_ZS_HAND);
		cw_zone held = cw_state_zone_of(s, seat, CW_ZS_HELD);
		kinds &= z[lay].kind == CW_ZK_LAYOUT && z[hand].kind == CW_ZK_HAND && z[held].kind == CW_ZK_HELD;
		kinds &= z[lay].owner == seat && z[hand].owner == seat && z[held].owner == seat;
		kinds &= cw_zone_valid(s, lay) && cw_zone_valid(s, held);
		distinct &= lay != hand && hand != held && lay >= CW_FIRST_SEAT_ZONE;
		if (seat > 1)
			distinct &= lay != cw_state_zone_of(s, seat - 1, CW_ZS_LAYOUT);
	}
	ok(kinds, "each seat has its own layout, hand and held zone, owned by it");
	ok(distinct, "the per-seat zone ids are distinct");
	ok(!cw_zone_valid(s, s->nzones), "a zone id past the last is not valid");
	cw_game_free(g);

	cw_game_config cfg;
	cw_err err;
	memset(&cfg, 0, sizeof cfg);
	cfg.nseats = 2, cfg.decks = 1, cfg.nmelds = 3;
	g = cw_game_new(&cfg, &err);
	s = g->st;
	z = cw_state_czones(s);
	cw_zone m = cw_state_zone_of(s, 2, CW_ZS_MELD0 + 2);
	ok(z[m].kind == CW_ZK_MELD && z[m].owner == 2 && cw_zone_valid(s, m), "seat 2's third meld zone is a meld owned by seat 2");
	is_int(s->nzones, CW_FIRST_SEAT_ZONE + 2 * (CW_ZS_MELD0 + 3), "3 shared zones and 6 per seat with 3 melds");
	is_int(cw_state_layout_slots(s, 1), 0, "a game without a grid has empty layouts");
	is_str(cw_zone_kind_name(CW_ZK_HAND), "hand", "the hand's kind name");
	is_str(cw_zone_kind_name(CW_ZK_STOCK), "stock", "the stock's kind name");
	cw_game_free(g);
}

static void test_pile_moves(void)
{
	cw_game *g = test_game(2, 1, 0, 2, 2, 3);
	cw_state *s = g->st;
	cw_err err;
	cw_zone hand = cw_state_zone_of(s, 1, CW_ZS_HAND);

	cw_card top = cw_state_zone_top(s, CW_STOCK);
	is_int(top, 51, "the stock's top is its last card (position 51)");
	uint32_t nev = g->nev;
	is_int(cw_zone_move(g, top, CW_DISCARD, CW_POS_TOP, CW_MV_UP, &err), CW_OK, "stock top to the discard pile");
	is_int(cw_state_zone_len(s, CW_STOCK), 51, "the stock has 51 cards");
	is_int(cw_state_zone_top(s, CW_DISCARD), top, "the card is the discard pile's top");
	is_int(cw_state_ccards(s)[top].zone, CW_DISCARD, "the card's record names the discard pile");
	is_int(cw_state_ccards(s)[top].pos, 0, "the card is at position 0 of the discard pile");
	ok(check_ok(g), "cw_check OK after a move");
	is_int(g->nev, nev + 1, "a move logs one event");
	const cw_event *e = &g->ev[g->nev - 1];
	/* event positions are 1-based: the top of 52 cards is place 52 */
	ok(e->kind == CW_EV_MOVE && e->card == top && e->from == CW_STOCK && e->from_pos == 52 &&
	   e->to == CW_DISCARD && e->to_pos == 1 && e->up == 1,
	   "the move event names the card, from stock place 52 to discard place 1 (1-based), face up");

	/* hand: a, b, c on top of each other, then d inserted at index 1 */
	cw_card a = cw_state_zone_at(s, CW_STOCK, 0), b = cw_state_zone_at(s, CW_STOCK, 1);
	cw_card c = cw_state_zone_at(s, CW_STOCK, 2), d = cw_state_zone_at(s, CW_STOCK, 3);
	cw_zone_move(g, a, hand, CW_POS_TOP, 0, &err);
	cw_zone_move(g, b, hand, CW_POS_TOP, 0, &err);
	cw_zone_move(g, c, hand, CW_POS_TOP, 0, &err);
	is_int(cw_zone_move(g, d, hand, 1, 0, &err), CW_OK, "insert at index 1 of a hand");
	ok(cw_state_zone_at(s, hand, 0) == a && cw_state_zone_at(s, hand, 1) == d && cw_state_zone_at(s, hand, 2) == b &&
	   cw_state_zone_at(s, hand, 3) == c, "the hand reads a d b c, bottom first");
	ok(cw_state_ccards(s)[b].pos == 2 && cw_state_ccards(s)[c].pos == 3, "the cards above the insert moved up one");
	ok(cw_state_zone_at(s, CW_STOCK, 0) != a && cw_state_zone_len(s, CW_STOCK) == 47,
	   "taking cards from the stock's bottom closes the gap");
	ok(check_ok(g), "cw_check OK after inserts");

	is_int(cw_zone_move(g, d, CW_DISCARD, 0, 0, &err), CW_OK, "a card from the middle of a hand to the discard bottom");
	ok(cw_state_zone_at(s, hand, 0) == a && cw_state_zone_at(s, hand, 1) == b && cw_state_zone_at(s, hand, 2) == c &&
	   cw_state_zone_len(s, hand) == 3, "the hand closes the gap: a b c");
	ok(cw_state_zone_at(s, CW_DISCARD, 0) == d && cw_state_zone_top(s, CW_DISCARD) == top,
	   "position 0 is the bottom of the pile; the top stays");
	ok(check_ok(g), "cw_check OK after taking from the middle");

	is_int(cw_zone_move(g, c, hand, 0, 0, &err), CW_OK, "moving a card within its own pile");
	ok(cw_state_zone_at(s, hand, 0) == c && cw_state_zone_at(s, hand, 1) == a && cw_state_zone_at(s, hand, 2) == b,
	   "the hand reads c a b");
	ok(check_ok(g), "cw_check OK after a move within a pile");

	ok(cw_state_zone_at(s, hand, 3) == CW_NOCARD && cw_state_zone_at(s, hand, -1) == CW_NOCARD,
	   "cw_state_zone_at outside the zone is CW_NOCARD");
	is_int(cw_state_zone_top(s, cw_state_zone_of(s, 2, CW_ZS_HAND)), CW_NOCARD, "the top of an empty zone is CW_NOCARD");
	cw_game_free(g);
}

static void test_refused_moves(void)
{
	cw_game *g = test_game(2, 1, 0, 2, 2, 3);
	cw_state *s = g->st;
	cw_err err;
	size_t bytes = s->bytes;
	cw_state *before = malloc(bytes);
	memcpy(before, s, bytes);
	uint32_t nev = g->nev;

	is_int(cw_zone_move(g, (cw_card)s->ncards, CW_DISCARD, CW_POS_TOP, 0, &err), CW_EINVAL, "no card with id ncards");
	is_int(cw_zone_move(g, 0, (cw_zone)s->nzones, CW_POS_TOP, 0, &err), CW_EINVAL, "no zone with id nzones");
	is_int(cw_zone_move(g, 0, CW_DISCARD, -5, 0, &err), CW_EINVAL, "a negative pile position other than CW_POS_TOP");
	ok(err.msg[0] != '\0', "a refused move says why");
	ok(!memcmp(before, s, bytes), "refused moves change no byte of the state");
	is_int(g->nev, nev, "refused moves log no event");
	free(before);
	cw_game_free(g);
}

static void test_random_moves(void)
{
	/* Moves at random between piles, hands and layouts keep every card in
	** exactly one place. */
	cw_game *g = test_game(3, 2, 2, 2, 2, 9);
	cw_state *s = g->st;
	cw_rng r;
	cw_err err;
	int good = 1, refused_ok = 1, i;
	cw_rng_seed(&r, 4242);
	for (i = 0; i < 2000 && good; i++) {
		cw_card c = (cw_card)cw_rng_below(&r, s->ncards);
		cw_zone to = (cw_zone)cw_rng_below(&r, s->nzones);
		int pos = CW_POS_TOP;
		if (cw_state_czones(s)[to].kind == CW_ZK_LAYOUT && cw_rng_below(&r, 2))
			pos = 1 + (int)cw_rng_below(&r, 8);
		int rc = cw_zone_move(g, c, to, pos, (int)cw_rng_below(&r, 8), &err);
		if (rc)
			refused_ok &= rc == CW_EINVAL && pos != CW_POS_TOP;
		good &= cw_check(g, &err) == CW_OK;
	}
	if (!ok(good, "2000 random moves keep cw_check OK"))
		diag("after move %d: %s", i, err.msg);
	ok(refused_ok, "the only refused random moves are into a named layout slot");

	cw_zone_gather(g);
	int back = cw_state_zone_len(s, CW_STOCK) == s->ncards, clean = 1;
	for (int c = 0; c < s->ncards; c++)
		clean &= !cw_state_ccards(s)[c].up && !cw_state_ccards(s)[c].known && !cw_state_ccards(s)[c].flags;
	for (int seat = 1; seat <= 3; seat++)
		back &= cw_layout_count(s, seat) == 0 && cw_state_layout_slots(s, seat) == 4;
	ok(back, "cw_zone_gather puts every card back in the stock and empties the layouts to their grid");
	ok(clean, "cw_zone_gather turns every card face down, unknown, flags cleared");
	ok(check_ok(g), "cw_check OK after cw_zone_gather");
	cw_game_free(g);
}

static void test_check_finds_faults(void)
{
	cw_game *g = test_game(2, 1, 0, 2, 2, 3);
	cw_state *s = g->st;
	cw_err err;
	cw_state_cards(s)[5].pos = 6;
	is_int(cw_check(g, &err), CW_ESTATE, "cw_check finds a card recorded at the wrong position");
	cw_state_cards(s)[5].pos = 5;
	cw_state_cards(s)[5].known = 0x80;
	is_int(cw_check(g, &err), CW_ESTATE, "cw_check finds a card known to a seat that does not exist");
	cw_state_cards(s)[5].known = 0;
	cw_state_zones(s)[CW_STOCK].len = 51;
	is_int(cw_check(g, &err), CW_ESTATE, "cw_check finds a card that is in no zone");
	cw_state_zones(s)[CW_STOCK].len = 52;
	is_int(cw_check(g, &err), CW_OK, "cw_check is OK again once repaired");
	cw_game_free(g);
}

/* The deal gives each seat in the deal its cards once a pass, from the
** dealer's left round to the dealer: a dealer out of the deal is passed
** over, not dealt to twice another seat; with every seat out the deal is
** refused and takes nothing from the stock. */
static void test_deal_seats_out(void)
{
	cw_game *g = test_game(3, 1, 0, 2, 2, 4);
	cw_state *s = g->st;
	cw_err err;
	s->dealer = 1;
	s->out = CW_SEATBIT(1);
	is_int(cw_zone_deal(g, CW_ZS_LAYOUT, 4, &err), CW_OK, "a deal of 4 with the dealer, seat 1, out");
	is_int(cw_layout_count(s, 1), 0, "the dealer out of the deal gets no card");
	is_int(cw_layout_count(s, 2), 4, "seat 2 gets 4 cards");
	is_int(cw_layout_count(s, 3), 4, "seat 3 gets 4 cards");
	is_int(cw_state_zone_len(s, CW_STOCK), 44, "8 cards left the stock");
	is_int(cw_check(g, &err), CW_OK, "every card in one place after the deal");
	cw_zone_gather(g);
	s->out = CW_SEATBIT(1) | CW_SEATBIT(2) | CW_SEATBIT(3);
	is_int(cw_zone_deal(g, CW_ZS_LAYOUT, 1, &err), CW_ESTATE, "every seat out: the deal is refused");
	ok(strstr(err.msg, "no seat is in the deal") != NULL, "and says why: %s", err.msg);
	is_int(cw_state_zone_len(s, CW_STOCK), 52, "the refused deal took no card");
	cw_game_free(g);
}

int main(void)
{
	test_new_game(1, 0);
	test_new_game(2, 4);
	test_new_game(1, 2);
	test_bad_configs();
	test_zone_ids();
	test_pile_moves();
	test_refused_moves();
	test_random_moves();
	test_check_finds_faults();
	test_deal_seats_out();
	return done_testing();
}
