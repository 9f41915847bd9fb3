/*
** Turn sequencing (turn.c): seat order with wrap-around (NOTATION "Seats"),
** seats out of the deal, the final turns after a call (golf.md G4-4,
** power-golf.md PW-15), lost turns, and reaction windows.
*/
#include <string.h>
#include "core.h"
#include "core_test.h"

static cw_game *new_game(int nseats) { return test_game(nseats, 1, 0, 0, 0, 3); }

/* Advances up to max times; writes the seats into buf as "4 1 2 0". */
static const char *advance_seq(cw_game *g, int max, char *buf, size_t n)
{
	size_t len = 0;
	buf[0] = '\0';
	for (int i = 0; i < max; i++) {
		int seat = cw_turn_advance(g);
		len += (size_t)snprintf(buf + len, n - len, "%s%d", i ? " " : "", seat);
		if (!seat || len >= n)
			break;
	}
	return buf;
}

/* Polls a window to its end; writes the seats as "3 4 1 2". */
static const char *window_seq(cw_state *s, char *buf, size_t n)
{
	size_t len = 0;
	buf[0] = '\0';
	for (int i = 0; i < CW_MAX_SEATS + 2 && cw_turn_window_seat(s) && len < n; i++) {
		len += (size_t)snprintf(buf + len, n - len, "%s%d", i ? " " : "", cw_turn_window_seat(s));
		cw_turn_window_next(s);
	}
	return buf;
}

static void test_next_seat(void)
{
	cw_game *g = new_game(4);
	cw_state *s = g->st;
	is_int(cw_turn_next_seat(s, 1), 2, "after seat 1 comes seat 2");
	is_int(cw_turn_next_seat(s, 3), 4, "after seat 3 comes seat 4");
	is_int(cw_turn_next_seat(s, 4), 1, "after seat 4 (the last) comes seat 1");
	s->out = CW_SEATBIT(2);
	is_int(cw_turn_next_seat(s, 1), 3, "seat 2 out: after seat 1 comes seat 3");
	s->out = CW_SEATBIT(1) | CW_SEATBIT(2);
	is_int(cw_turn_next_seat(s, 4), 3, "seats 1 and 2 out: after seat 4 comes seat 3 (wrapping)");
	s->out = CW_SEATBIT(2) | CW_SEATBIT(3) | CW_SEATBIT(4);
	is_int(cw_turn_next_seat(s, 1), 1, "only seat 1 left in: after seat 1 comes seat 1");
	s->out = 0xF;
	is_int(cw_turn_next_seat(s, 1), 0, "every seat out: no next seat (0)");
	cw_game_free(g);
}

static void test_turn_begin(void)
{
	cw_game *g = new_game(4);
	cw_state *s = g->st;
	cw_turn_begin(g, 3);
	ok(s->turn == 3 && s->actor == 3, "cw_turn_begin makes seat 3 the turn seat and the actor");
	is_int(s->turns[3], 1, "seat 3's turn is counted");
	const cw_event *e = &g->ev[g->nev - 1];
	ok(e->kind == CW_EV_TURN && e->seat == 3 && e->value == 1, "a turn event names seat 3, its turn 1");
	cw_turn_begin(g, 3);
	is_int(s->turns[3], 2, "a second turn of seat 3 counts 2");
	cw_game_free(g);
}

static void test_plain_advance(void)
{
	char buf[64];
	cw_game *g = new_game(4);
	cw_turn_begin(g, 1);
	is_str(advance_seq(g, 5, buf, sizeof buf), "2 3 4 1 2", "without a call turns go 2 3 4 1 2, round and round");
	cw_game_free(g);

	g = new_game(4);
	g->st->out = CW_SEATBIT(3);
	cw_turn_begin(g, 1);
	is_str(advance_seq(g, 4, buf, sizeof buf), "2 4 1 2", "a seat out of the deal gets no turn");
	cw_game_free(g);
}

static void test_call(void)
{
	char buf[64];
	cw_game *g = new_game(4);
	cw_state *s = g->st;
	cw_turn_begin(g, 3);
	cw_turn_call(g, 3);
	is_int(s->caller, 3, "seat 3 is the caller");
	const cw_event *e = &g->ev[g->nev - 1];
	ok(e->kind == CW_EV_CALL && e->seat == 3, "the call logs a call event for seat 3");
	is_str(advance_seq(g, 5, buf, sizeof buf), "4 1 2 0",
	       "knock gives each other seat one turn, from the seat after the caller (G4-4): 4 1 2, then 0");
	ok(s->turns[1] == 1 && s->turns[2] == 1 && s->turns[4] == 1 && s->turns[3] == 1,
	   "each other seat had exactly one more turn, the caller none");
	ok(s->turn == 0 && s->actor == 0, "after the final turns nobody has the turn");
	is_int(cw_turn_advance(g), 0, "advancing again still gives 0");
	cw_game_free(g);

	g = new_game(4);
	cw_turn_begin(g, 1);
	cw_turn_call(g, 1);
	is_str(advance_seq(g, 5, buf, sizeof buf), "2 3 4 0", "seat 1 calls: 2 3 4, then 0");
	cw_game_free(g);

	g = new_game(4);
	cw_turn_begin(g, 4);
	cw_turn_call(g, 4);
	is_str(advance_seq(g, 5, buf, sizeof buf), "1 2 3 0", "seat 4 calls: 1 2 3 (wrapping), then 0");
	cw_game_free(g);

	g = new_game(4);
	g->st->out = CW_SEATBIT(2);
	cw_turn_begin(g, 4);
	cw_turn_call(g, 4);
	is_str(advance_seq(g, 5, buf, sizeof buf), "1 3 0", "seat 2 out, seat 4 calls: 1 3, then 0");
	cw_game_free(g);

	g = new_game(2);
	cw_turn_begin(g, 2);
	cw_turn_call(g, 2);
	is_str(advance_seq(g, 5, buf, sizeof buf), "1 0", "two seats, seat 2 calls: 1, then 0");
	cw_game_free(g);
}

static void test_skip(void)
{
	char buf[64];
	cw_game *g = new_game(4);
	cw_state *s = g->st;
	cw_turn_begin(g, 1);
	cw_turn_skip(s, 2);
	uint32_t nev = g->nev;
	is_int(cw_turn_advance(g), 3, "seat 2's turn is skipped: after seat 1 comes seat 3");
	is_int(s->turns[2], 0, "the skipped turn is not counted as begun");
	int noted = 0;
	for (uint32_t i = nev; i < g->nev; i++)
		noted |= g->ev[i].kind == CW_EV_NOTE && g->ev[i].seat == 2;
	ok(noted, "the skipped turn is noted in the event log for seat 2");
	is_str(advance_seq(g, 4, buf, sizeof buf), "4 1 2 3", "a skip is lost once: seat 2 plays its next turn");
	cw_game_free(g);

	g = new_game(4);
	s = g->st;
	cw_turn_begin(g, 3);
	cw_turn_call(g, 3);
	cw_turn_skip(s, 4);
	is_str(advance_seq(g, 5, buf, sizeof buf), "1 2 0", "a skipped final turn is lost: 1 2, then 0");
	is_int(s->turns[4], 0, "seat 4 never had its final turn");
	cw_game_free(g);

	g = new_game(4);
	s = g->st;
	cw_turn_begin(g, 3);
	cw_turn_call(g, 3);
	cw_turn_skip(s, 2);
	is_str(advance_seq(g, 5, buf, sizeof buf), "4 1 0", "the last final turn skipped: 4 1, then 0");
	cw_game_free(g);

	g = new_game(4);
	s = g->st;
	cw_turn_begin(g, 2);
	cw_turn_call(g, 2);
	cw_turn_skip(s, 3);
	cw_turn_skip(s, 4);
	cw_turn_skip(s, 1);
	is_int(cw_turn_advance(g), 0, "every final turn skipped: the round ends at once (0)");
	cw_game_free(g);

	g = new_game(4);
	s = g->st;
	cw_turn_begin(g, 1);
	cw_turn_skip(s, 2);
	cw_turn_skip(s, 3);
	is_str(advance_seq(g, 3, buf, sizeof buf), "4 1 2", "two seats skipped: 4 1 2");
	cw_game_free(g);
}

static void test_windows(void)
{
	char buf[64];
	cw_game *g = new_game(4);
	cw_state *s = g->st;
	cw_seatmask all = cw_state_all_seats(s);
	is_int(all, 0xF, "cw_state_all_seats of 4 seats is 0xF");
	is_int(cw_turn_window_seat(s), 0, "no window open: cw_turn_window_seat is 0");

	cw_turn_window_open_after(s, 2, 0, all);
	is_str(window_seq(s, buf, sizeof buf), "3 4 1 2", "a window after seat 2 polls 3 4 1, seat 2 last");
	is_int(cw_turn_window_seat(s), 0, "a polled-out window answers 0");
	cw_turn_window_next(s);
	is_int(cw_turn_window_seat(s), 0, "cw_turn_window_next past the end stays at 0");

	cw_turn_window_open_after(s, 2, 1, all);
	is_str(window_seq(s, buf, sizeof buf), "2 3 4 1", "from_first: seat 2 first, then 3 4 1");

	cw_turn_window_open_after(s, 4, 0, all);
	is_str(window_seq(s, buf, sizeof buf), "1 2 3 4", "a window after seat 4 polls 1 2 3 4");

	cw_turn_window_open_after(s, 2, 0, CW_SEATBIT(1) | CW_SEATBIT(3));
	is_str(window_seq(s, buf, sizeof buf), "3 1", "eligible {1,3} after seat 2: 3 1");

	cw_turn_window_open_after(s, 2, 1, CW_SEATBIT(4) | CW_SEATBIT(1));
	is_str(window_seq(s, buf, sizeof buf), "4 1", "from_first with seat 2 not eligible: 4 1");

	cw_turn_window_open_after(s, 2, 0, all & ~CW_SEATBIT(2));
	is_str(window_seq(s, buf, sizeof buf), "3 4 1", "the seat opening the window may be excluded");

	s->out = CW_SEATBIT(4);
	cw_turn_window_open_after(s, 2, 0, all);
	is_str(window_seq(s, buf, sizeof buf), "3 1 2", "a seat out of the deal is not polled");
	s->out = 0;

	cw_turn_window_open_after(s, 1, 0, 0);
	is_int(cw_turn_window_seat(s), 0, "a window with no eligible seat is closed at once");

	static const uint8_t order[] = { 4, 2 };
	cw_turn_window_open(s, order, 2);
	is_int(cw_turn_window_seat(s), 4, "cw_turn_window_open polls its first seat first");
	cw_turn_window_next(s);
	is_int(cw_turn_window_seat(s), 2, "cw_turn_window_next moves to the next seat");
	cw_turn_window_close(s);
	is_int(cw_turn_window_seat(s), 0, "cw_turn_window_close: nobody left to answer");
	ok(s->window_n == 0 && s->window_pos == 0, "cw_turn_window_close clears the window");

	cw_turn_window_open_after(s, 3, 0, all);
	cw_turn_window_next(s);
	is_int(cw_turn_window_seat(s), 1, "after seat 4 answers a window opened by seat 3, seat 1 answers");
	cw_game_free(g);
}

int main(void)
{
	test_next_seat();
	test_turn_begin();
	test_plain_advance();
	test_call();
	test_skip();
	test_windows();
	return done_testing();
}
