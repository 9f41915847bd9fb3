/*
** Chance during play (PW-20): the shuffle of one layout (CAM-P4) and the
** draw for the lead (CAC-S4), each by the RNG or as a recorded outcome
** says: imposed in a real-table game, checked in a seeded one.
*/
#include <string.h>
#include "core.h"
#include "core_test.h"

static cw_game *new_game(uint64_t seed) { return test_game(3, 1, 0, 2, 2, seed); }

/* Deals seat 2 the four stock cards from the top (slots 1-4) and lets
** seat 2 know slots 3 and 4, seat 1 slot 1 (CAM-X6). Returns the cards. */
static void deal_seat2(cw_game *g, cw_card *cards)
{
	cw_err err;
	cw_zone lay = cw_state_zone_of(g->st, 2, CW_ZS_LAYOUT);
	for (int k = 0; k < 4; k++) {
		cards[k] = cw_state_zone_top(g->st, CW_STOCK);
		cw_zone_move(g, cards[k], lay, k + 1, CW_MV_DOWN, &err);
	}
	cw_zone_reveal(g, cards[2], CW_SEATBIT(2));
	cw_zone_reveal(g, cards[3], CW_SEATBIT(2));
	cw_zone_reveal(g, cards[0], CW_SEATBIT(1));
}

static void test_imposed_shuffle(void)
{
	cw_game *g = new_game(1);
	cw_card c[4];
	cw_err err;
	deal_seat2(g, c);
	g->chance_given = 1;
	is_int(cw_layout_shuffle(g, 2, &err), CW_ECHANCE, "a real-table game needs the shuffle's outcome");
	ok(strstr(err.msg, "'= P1 P2 ...'") != NULL, "the message says how to write it");
	cw_layout_shuffle_order(g, (const uint8_t[]){ 4, 3, 2, 1 }, 4, 0);
	is_int(cw_layout_shuffle(g, 2, &err), CW_OK, "CAM-X6 '= 4 3 2 1' is imposed");
	ok(cw_state_layout_slot(g->st, 2, 1) == c[3] && cw_state_layout_slot(g->st, 2, 2) == c[2] &&
	   cw_state_layout_slot(g->st, 2, 3) == c[1] && cw_state_layout_slot(g->st, 2, 4) == c[0],
	   "new slot i holds the card of old slot Pi: 4C 9D / KH 2S becomes 2S KH / 9D 4C");
	int none = 1;
	for (int k = 0; k < 4; k++)
		none &= cw_state_ccards(g->st)[c[k]].known == 0 && !cw_state_ccards(g->st)[c[k]].up;
	ok(none, "PW-14 nobody knows any of the four, the owner included");
	ok(check_ok(g), "every card is in one place, its position recorded");
	const cw_event *e = &g->ev[g->nev - 1];
	ok(e->kind == CW_EV_SHUFFLE && e->action.nargs == 4 && !memcmp(e->action.arg, (const uint8_t[]){ 4, 3, 2, 1 }, 4),
	   "the shuffle event holds the outcome, for the recorder");
	cw_event seen = cw_knowledge_event(e, 2);
	is_int(seen.action.nargs, 0, "a seat's view of the event does not: nobody saw where the cards went");
	is_int(g->nshuffle, 0, "the outcome is used up");

	g->chance_given = 0;
	cw_layout_shuffle_order(g, (const uint8_t[]){ 4, 3, 2 }, 3, 0);
	is_int(cw_layout_shuffle(g, 2, &err), CW_ECHANCE, "an outcome of 3 slots for 4 cards is refused");
	cw_layout_shuffle_order(g, (const uint8_t[]){ 1, 1, 2, 3 }, 4, 0);
	is_int(cw_layout_shuffle(g, 2, &err), CW_ECHANCE, "a slot named twice is refused");
	ok(strstr(err.msg, "slot 1 twice") != NULL, "the message names it: %s", err.msg);
	cw_layout_shuffle_order(g, (const uint8_t[]){ 1, 2, 3, 5 }, 4, 0);
	is_int(cw_layout_shuffle(g, 2, &err), CW_ECHANCE, "an empty slot is refused");
	cw_game_free(g);
}

static void test_checked_shuffle(void)
{
	cw_game *a = new_game(42), *b = new_game(42);
	cw_card ca[4], cb[4];
	cw_err err;
	deal_seat2(a, ca);
	deal_seat2(b, cb);
	/* The RNG's outcome, as power.lua's g:random Fisher-Yates drew it:
	** i = 4, 3, 2, j = 1 + below(i). */
	cw_rng r = a->st->rng;
	uint8_t want[4] = { 1, 2, 3, 4 };
	for (int i = 4; i >= 2; i--) {
		int j = (int)cw_rng_below(&r, (uint32_t)i) + 1;
		uint8_t t = want[i - 1];
		want[i - 1] = want[j - 1];
		want[j - 1] = t;
	}
	is_int(cw_layout_shuffle(a, 2, &err), CW_OK, "a seeded shuffle without an outcome: the RNG's");
	ok(!memcmp(a->ev[a->nev - 1].action.arg, want, 4), "its outcome is the Fisher-Yates of g:random (%d %d %d %d)",
	   want[0], want[1], want[2], want[3]);
	cw_layout_shuffle_order(b, want, 4, 1);
	is_int(cw_layout_shuffle(b, 2, &err), CW_OK, "the same outcome given in a seeded game is checked and passes");
	ok(!memcmp(a->st, b->st, a->st->bytes), "and the game is the same as without it");
	uint8_t other[4] = { want[1], want[0], want[2], want[3] };
	cw_layout_shuffle_order(b, other, 4, 1);
	is_int(cw_layout_shuffle(b, 2, &err), CW_ECHANCE, "another outcome is refused");
	ok(strstr(err.msg, "differs from the engine's shuffle") != NULL, "because it differs: %s", err.msg);
	cw_game_free(a);
	cw_game_free(b);
}

/* The file's lead line for round 2 (0: none), as the reader gives it. */
static int leads[3];
static void give_lead(cw_game *g, int seat, int check)
{
	leads[2] = seat;
	cw_turn_lead_rounds(g, leads, 3, 2, check);
}

static void test_lead(void)
{
	cw_game *g = new_game(7);
	cw_err err;
	int seat = 0;
	const uint8_t tied[2] = { 3, 1 };
	g->st->round = 1;
	g->chance_given = 1;
	is_int(cw_turn_draw_lead(g, tied, 2, &seat, &err), CW_ECHANCE, "a real-table game needs the lead line");
	ok(strstr(err.msg, "seats 3 and 1") && strstr(err.msg, "'lead SEAT' line after 'round 2'"),
	   "the message names the tied seats and the record: %s", err.msg);
	give_lead(g, 1, 0);
	is_int(cw_turn_draw_lead(g, tied, 2, &seat, &err), CW_OK, "'lead 1' is imposed");
	is_int(seat, 1, "seat 1 leads");
	ok(g->ev[g->nev - 1].kind == CW_EV_LEAD && g->ev[g->nev - 1].seat == 1 && g->ev[g->nev - 1].value == 2,
	   "the event says seat 1 leads round 2");
	give_lead(g, 2, 0);
	g->st->lead_drawn = 0;	/* each case below is the one draw of its round */
	is_int(cw_turn_draw_lead(g, tied, 2, &seat, &err), CW_ECHANCE, "a seat that is not tied is refused");

	g->chance_given = 0;
	cw_rng r = g->st->rng;
	int want = tied[cw_rng_below(&r, 2)], other = want == 3 ? 1 : 3;
	cw_rng before = g->st->rng;
	give_lead(g, other, 1);
	g->st->lead_drawn = 0;
	is_int(cw_turn_draw_lead(g, tied, 2, &seat, &err), CW_ECHANCE, "seeded: a lead line the RNG does not draw is refused");
	g->st->rng = before;
	give_lead(g, want, 1);
	g->st->lead_drawn = 0;
	is_int(cw_turn_draw_lead(g, tied, 2, &seat, &err), CW_OK, "seeded: the RNG's own pick is checked and passes");
	is_int(seat, want, "seat %d leads", want);
	g->st->rng = before;
	give_lead(g, 0, 1);
	g->st->lead_drawn = 0;
	cw_turn_draw_lead(g, tied, 2, &seat, &err);
	is_int(seat, want, "seeded, no line: the RNG draws seat %d, one of the tied seats uniformly", want);
	/* a round's lead is drawn once where the game is recorded: its file
	** has one lead line for the next round */
	g->log_events = 1;
	is_int(cw_turn_draw_lead(g, tied, 2, &seat, &err), CW_EINVAL, "a second draw in one recorded round is refused");
	ok(strstr(err.msg, "the lead of round 2 is drawn already") != NULL, "naming the round: %s", err.msg);
	g->log_events = 0;
	is_int(cw_turn_draw_lead(g, tied, 2, &seat, &err), CW_OK, "a clone that keeps no log (a bot's probe) may draw again");
	cw_game_free(g);
}

int main(void)
{
	test_imposed_shuffle();
	test_checked_shuffle();
	test_lead();
	return done_testing();
}
