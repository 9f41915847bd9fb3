/*
** Knowledge (golf.md G-7, power-golf.md PW-14): who may see a card's face.
** A seat sees a face when the card is face up or the seat is in the
** card's mask; moves, peeks, flips and shuffles change the mask as the
** rules say; events and views show each seat only what it may see.
*/
#include <string.h>
#include "core.h"
#include "view.h"
#include "core_test.h"

#define ALL4 ((cw_seatmask)0xF)

static cw_game *new_game(void) { return test_game(4, 1, 0, 2, 2, 5); }

/* The card of a face (one deck: each face once). */
static cw_card card_of(const cw_state *s, int rank, int suit)
{
	for (int c = 0; c < s->ncards; c++)
		if (cw_state_ccards(s)[c].face == CW_FACE_MAKE(rank, suit))
			return (cw_card)c;
	return CW_NOCARD;
}

/* Puts the card of a face on top of the stock, as a dealer would have it. */
static cw_card stack_top(cw_game *g, int rank, int suit)
{
	cw_err err;
	cw_card c = card_of(g->st, rank, suit);
	if (cw_zone_move(g, c, CW_STOCK, CW_POS_TOP, 0, &err))
		diag("stack_top: %s", err.msg);
	return c;
}

static cw_zone layout(const cw_game *g, int seat)
{
	return cw_state_zone_of(g->st, seat, CW_ZS_LAYOUT);
}

/* The seats 1..4 that see c, as a mask built from cw_knowledge_face. */
static cw_seatmask seers(const cw_game *g, cw_card c)
{
	cw_seatmask m = 0;
	for (int seat = 1; seat <= 4; seat++)
		if (cw_knowledge_face(g->st, c, seat) != CW_FACE_HIDDEN)
			m |= CW_SEATBIT(seat);
	return m;
}

/* The face each seat 1..4 gets from the last event, as a mask of seers. */
static cw_seatmask event_seers(const cw_game *g, cw_face face)
{
	cw_seatmask m = 0;
	const cw_event *e = &g->ev[g->nev - 1];
	for (int seat = 1; seat <= 4; seat++) {
		cw_event v = cw_knowledge_event(e, seat);
		if (v.face == face)
			m |= CW_SEATBIT(seat);
		else if (v.face != CW_FACE_HIDDEN)
			return 0xFFFF;	/* a wrong face: fails any comparison */
	}
	return m;
}

static void test_draw_and_place(void)
{
	cw_game *g = new_game();
	cw_state *s = g->st;
	cw_err err;
	cw_card c = stack_top(g, 7, CW_HEARTS);
	cw_face f = CW_FACE_MAKE(7, CW_HEARTS);

	is_int(seers(g, c), 0, "a stock card is seen by nobody");
	is_int(cw_zone_draw_to_held(g, 2, CW_STOCK, &err), CW_OK, "seat 2 draws the stock's top card");
	is_int(cw_state_ccards(s)[c].zone, cw_state_zone_of(s, 2, CW_ZS_HELD), "the drawn card is in seat 2's held zone");
	is_int(cw_knowledge_face(s, c, 2), f, "the drawer sees the drawn card's face");
	ok(cw_knowledge_face(s, c, 1) == CW_FACE_HIDDEN && cw_knowledge_face(s, c, 3) == CW_FACE_HIDDEN &&
	   cw_knowledge_face(s, c, 4) == CW_FACE_HIDDEN, "the other seats get CW_FACE_HIDDEN");
	is_int(cw_knowledge_face(s, c, CW_OMNISCIENT), f, "CW_OMNISCIENT sees the face");
	is_int(cw_knowledge_mask(s, c), CW_SEATBIT(2), "cw_knowledge_mask is seat 2 alone");
	ok(cw_state_sees(s, c, 2) && !cw_state_sees(s, c, 1), "cw_state_sees agrees");

	const cw_event *e = &g->ev[g->nev - 1];
	ok(e->kind == CW_EV_MOVE && e->card == c && e->from == CW_STOCK, "the draw logs a move event from the stock");
	is_int(cw_knowledge_event(e, 1).face, CW_FACE_HIDDEN, "the draw event filtered for seat 1 hides the face");
	is_int(cw_knowledge_event(e, 4).face, CW_FACE_HIDDEN, "the draw event filtered for seat 4 hides the face");
	is_int(cw_knowledge_event(e, 2).face, f, "the draw event filtered for the drawer shows 7H");
	is_int(cw_knowledge_event(e, CW_OMNISCIENT).face, f, "the draw event for CW_OMNISCIENT shows 7H");
	is_int(cw_knowledge_event(e, 0).face, CW_FACE_HIDDEN, "the draw event for seat 0 (nobody) hides the face");
	char text[160];
	cw_view_event_text(g, e, 3, text, sizeof text);
	ok(!strstr(text, "7H") && strstr(text, "##"), "the draw event's text for seat 3 prints ## and never 7H");
	cw_view_event_text(g, e, 2, text, sizeof text);
	ok(strstr(text, "7H") != NULL, "the draw event's text for the drawer names 7H");
	cw_event copy = cw_knowledge_event(e, 1);
	ok(copy.card == c && copy.from == e->from && copy.to == e->to && copy.to_pos == e->to_pos,
	   "filtering keeps the rest of the event (the move itself is public)");

	is_int(cw_zone_move(g, c, layout(g, 2), 3, CW_MV_DOWN, &err), CW_OK, "seat 2 puts it face down into slot 3");
	is_int(seers(g, c), CW_SEATBIT(2), "the placed card is still known to the drawer only (PW-14)");
	is_int(event_seers(g, f), CW_SEATBIT(2), "the placing event shows the face to seat 2 only");

	/* a card moved face down in view of the table keeps its knowledge */
	is_int(cw_zone_move(g, c, layout(g, 3), 1, CW_MV_DOWN, &err), CW_OK, "the card is moved to seat 3's slot 1 (a power swap)");
	is_int(seers(g, c), CW_SEATBIT(2), "knowledge travels with the card: still seat 2 only, not its new owner");

	/* the drawn card discarded face up is seen by all */
	cw_card d = stack_top(g, 12, CW_DIAMONDS);
	cw_zone_draw_to_held(g, 1, CW_STOCK, &err);
	is_int(cw_zone_move(g, d, CW_DISCARD, CW_POS_TOP, CW_MV_UP, &err), CW_OK, "seat 1 discards its drawn card face up");
	is_int(seers(g, d), ALL4, "a face-up discard is seen by every seat");
	is_int(event_seers(g, CW_FACE_MAKE(12, CW_DIAMONDS)), ALL4, "the discard event shows the face to all");
	cw_game_free(g);
}

static void test_discard_to_layout(void)
{
	cw_game *g = new_game();
	cw_err err;
	cw_card c = card_of(g->st, 9, CW_CLUBS);
	cw_zone_move(g, c, CW_DISCARD, CW_POS_TOP, CW_MV_UP, &err);
	is_int(cw_zone_draw_to_held(g, 3, CW_DISCARD, &err), CW_OK, "seat 3 draws the discard pile's top");
	is_int(seers(g, c), ALL4, "a card drawn from the discard pile is seen by all while face up");
	is_int(cw_zone_move(g, c, layout(g, 3), 2, CW_MV_DOWN, &err), CW_OK, "it goes face down into seat 3's slot 2");
	ok(!cw_state_ccards(g->st)[c].up, "the card is face down");
	is_int(seers(g, c), ALL4, "a face-up card moved face down is known to every seat (PW-14)");
	is_int(cw_state_ccards(g->st)[c].known, ALL4, "its knowledge mask is all four seats");
	is_int(event_seers(g, CW_FACE_MAKE(9, CW_CLUBS)), ALL4, "the event shows the face to all");

	/* straight from the discard pile into a layout */
	cw_card d = card_of(g->st, 3, CW_SPADES);
	cw_zone_move(g, d, CW_DISCARD, CW_POS_TOP, CW_MV_UP, &err);
	cw_zone_move(g, d, layout(g, 4), 1, CW_MV_DOWN, &err);
	is_int(seers(g, d), ALL4, "a discard-pile card put face down into a layout is known to every seat");
	cw_game_free(g);
}

static void test_unseen_and_reveal(void)
{
	cw_game *g = new_game();
	cw_state *s = g->st;
	cw_err err;
	cw_card c = stack_top(g, 5, CW_HEARTS);
	cw_zone_draw_to_held(g, 1, CW_STOCK, &err);
	cw_zone_move(g, c, layout(g, 1), 1, CW_MV_DOWN, &err);
	is_int(cw_zone_move(g, c, layout(g, 1), 2, CW_MV_DOWN | CW_MV_UNSEEN, &err), CW_OK, "an unseen move");
	is_int(seers(g, c), 0, "CW_MV_UNSEEN wipes the drawer's knowledge");
	is_int(event_seers(g, CW_FACE_MAKE(5, CW_HEARTS)), 0, "the unseen move's event shows the face to nobody");

	cw_card d = card_of(s, 8, CW_DIAMONDS);
	cw_zone_move(g, d, CW_DISCARD, CW_POS_TOP, CW_MV_UP, &err);
	cw_zone_move(g, d, layout(g, 2), 1, CW_MV_DOWN, &err);
	cw_zone_move(g, d, layout(g, 2), 3, CW_MV_UNSEEN, &err);
	is_int(seers(g, d), 0, "CW_MV_UNSEEN wipes a card known to all");

	cw_card p = stack_top(g, 2, CW_CLUBS);
	cw_zone_move(g, p, layout(g, 4), CW_POS_TOP, CW_MV_DOWN | CW_MV_UNSEEN, &err);
	is_int(seers(g, p), 0, "a penalty card drawn unseen into a layout is known to nobody");

	cw_zone_reveal(g, c, CW_SEATBIT(3));
	is_int(seers(g, c), CW_SEATBIT(3), "cw_zone_reveal to seat 3 adds seat 3 only");
	const cw_event *e = &g->ev[g->nev - 1];
	ok(e->kind == CW_EV_REVEAL && e->card == c, "a reveal logs a reveal event");
	is_int(event_seers(g, CW_FACE_MAKE(5, CW_HEARTS)), CW_SEATBIT(3), "the reveal event shows the face to seat 3 only");
	char text[160];
	cw_view_event_text(g, e, 1, text, sizeof text);
	ok(!strstr(text, "5H"), "the reveal event's text for seat 1 never names 5H");
	cw_view_event_text(g, e, 3, text, sizeof text);
	ok(strstr(text, "5H") != NULL, "the reveal event's text for seat 3 names 5H");
	cw_zone_reveal(g, c, CW_SEATBIT(1));
	is_int(seers(g, c), CW_SEATBIT(1) | CW_SEATBIT(3), "a second peek adds seat 1; seat 3 still knows");
	is_int(event_seers(g, CW_FACE_MAKE(5, CW_HEARTS)), CW_SEATBIT(1), "the second reveal event shows seat 1 only");
	cw_zone_reveal(g, c, (cw_seatmask)0xFFF0);
	is_int(cw_state_ccards(s)[c].known, CW_SEATBIT(1) | CW_SEATBIT(3), "a reveal to seats that do not exist adds nothing");
	ok(cw_check(g, &err) == CW_OK, "cw_check OK: no card known to a missing seat");
	cw_game_free(g);
}

static void test_flip(void)
{
	cw_game *g = new_game();
	cw_err err;
	cw_card c = card_of(g->st, 10, CW_SPADES);
	cw_zone_move(g, c, layout(g, 2), 4, CW_MV_DOWN, &err);
	is_int(seers(g, c), 0, "a dealt layout card is known to nobody");
	cw_zone_flip(g, c, 1);
	is_int(seers(g, c), ALL4, "flipped face up: seen by all");
	is_int(event_seers(g, CW_FACE_MAKE(10, CW_SPADES)), ALL4, "the flip event shows the face to all");
	cw_zone_flip(g, c, 0);
	ok(!cw_state_ccards(g->st)[c].up, "flipped back face down");
	is_int(seers(g, c), ALL4, "a card turned up and put back is known to every seat (PW-14)");
	cw_game_free(g);
}

static void test_shuffle_wipes(void)
{
	cw_game *g = new_game();
	cw_state *s = g->st;
	cw_err err;
	cw_card cs[4];
	for (int k = 0; k < 4; k++) {
		cs[k] = card_of(s, 1 + k, CW_HEARTS);
		cw_zone_move(g, cs[k], layout(g, 4), k + 1, CW_MV_DOWN, &err);
		cw_zone_reveal(g, cs[k], ALL4);
	}
	cw_card up = card_of(s, 6, CW_CLUBS);
	cw_zone_move(g, up, layout(g, 4), CW_POS_TOP, CW_MV_UP, &err);
	cw_zone_shuffle(g, layout(g, 4));
	int wiped = 1;
	for (int k = 0; k < 4; k++)
		wiped &= seers(g, cs[k]) == 0 && cw_state_ccards(s)[cs[k]].known == 0;
	ok(wiped, "shuffling a layout wipes every seat's knowledge of its face-down cards");
	is_int(seers(g, up), ALL4, "a face-up card in the shuffled layout is still seen by all");
	is_int(g->ev[g->nev - 1].kind, CW_EV_SHUFFLE, "the shuffle logs a shuffle event");
	is_int(cw_layout_count(s, 4), 5, "the layout still holds its 5 cards");
	ok(cw_check(g, &err) == CW_OK, "cw_check OK after the shuffle");
	cw_game_free(g);
}

/* A table: seat 1 holds 7H drawn from the stock; seat 2 has QD face down
** in slot 1 that it peeked at; seat 3 has 9C face down in slot 2, turned up
** once and put back (known to all); seat 4 has 4S face down, unknown; the
** discard pile shows AH. */
static cw_game *table(void)
{
	cw_game *g = new_game();
	cw_err err;
	stack_top(g, 7, CW_HEARTS);
	cw_zone_draw_to_held(g, 1, CW_STOCK, &err);
	cw_card qd = card_of(g->st, 12, CW_DIAMONDS);
	cw_zone_move(g, qd, layout(g, 2), 1, CW_MV_DOWN, &err);
	cw_zone_reveal(g, qd, CW_SEATBIT(2));
	cw_card nc = card_of(g->st, 9, CW_CLUBS);
	cw_zone_move(g, nc, layout(g, 3), 2, CW_MV_UP, &err);
	cw_zone_flip(g, nc, 0);
	cw_zone_move(g, card_of(g->st, 4, CW_SPADES), layout(g, 4), 4, CW_MV_DOWN, &err);
	cw_zone_move(g, card_of(g->st, 1, CW_HEARTS), CW_DISCARD, CW_POS_TOP, CW_MV_UP, &err);
	if (cw_check(g, &err))
		diag("table: %s", err.msg);
	return g;
}

static void test_view_text(void)
{
	cw_game *g = table();
	char buf[2048];
	/* which tokens each seat may see; every seat sees AH (face up) and 9C (known to all) */
	static const struct { int seat; const char *secret[3]; const char *known[3]; } want[] = {
		{ 1, { "QD", "4S", NULL }, { "held: 7H", "[9C]", "AH" } },
		{ 2, { "7H", "4S", NULL }, { "[QD]", "[9C]", "AH" } },
		{ 3, { "7H", "QD", "4S" }, { "[9C]", "AH", NULL } },
		{ 4, { "7H", "QD", "4S" }, { "[9C]", "AH", NULL } },
	};
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		int seat = want[i].seat;
		size_t n = cw_view_text(g, seat, 1, buf, sizeof buf);
		is_int(n, strlen(buf), "seat %d: cw_view_text returns the text's length", seat);
		for (int k = 0; k < 3 && want[i].secret[k]; k++)
			if (!ok(!strstr(buf, want[i].secret[k]), "seat %d's view never shows %s, which it cannot see",
				seat, want[i].secret[k]))
				diag("view: %s", buf);
		for (int k = 0; k < 3 && want[i].known[k]; k++)
			if (!ok(strstr(buf, want[i].known[k]) != NULL, "seat %d's view (aid on) shows %s",
				seat, want[i].known[k]))
				diag("view: %s", buf);
	}

	cw_view_text(g, 1, 0, buf, sizeof buf);
	ok(!strstr(buf, "9C") && !strstr(buf, "["),
	   "with the aid off, remembered face-down cards print ## (no 9C, no brackets)");
	ok(strstr(buf, "held: 7H") != NULL, "with the aid off, seat 1 still sees the card it holds: 7H");
	ok(strstr(buf, "AH") != NULL, "with the aid off, the face-up discard still shows AH");

	cw_view_text(g, CW_OMNISCIENT, 1, buf, sizeof buf);
	ok(strstr(buf, "7H") && strstr(buf, "QD") && strstr(buf, "9C") && strstr(buf, "4S") && !strstr(buf, "["),
	   "the omniscient view shows every face, unbracketed");

	size_t need = cw_view_text(g, 2, 1, NULL, 0);
	char small[10];
	size_t got = cw_view_text(g, 2, 1, small, sizeof small);
	cw_view_text(g, 2, 1, buf, sizeof buf);
	ok(need == strlen(buf) && got == need, "with no or a small buffer, cw_view_text returns the length needed");
	ok(strlen(small) == sizeof small - 1 && !strncmp(small, buf, sizeof small - 1),
	   "a small buffer gets the text's start, terminated");
	cw_game_free(g);
}

static void test_view_token(void)
{
	cw_game *g = table();
	const cw_state *s = g->st;
	char buf[8];
	cw_card qd = card_of(s, 12, CW_DIAMONDS), ah = card_of(s, 1, CW_HEARTS);
	is_str(cw_view_token(s, qd, 2, 1, buf), "[QD]", "a known face-down card with the aid on prints [QD]");
	is_str(cw_view_token(s, qd, 2, 0, buf), "##", "the same card with the aid off prints ##");
	is_str(cw_view_token(s, qd, 1, 1, buf), "##", "a card the viewer does not know prints ##");
	is_str(cw_view_token(s, qd, CW_OMNISCIENT, 1, buf), "QD", "the omniscient viewer sees QD unbracketed");
	is_str(cw_view_token(s, ah, 3, 0, buf), "AH", "a face-up card prints its face");
	is_str(cw_view_token(s, CW_NOCARD, 3, 1, buf), "-", "an empty slot prints -");
	is_int(cw_knowledge_face(s, CW_NOCARD, 3), CW_FACE_NONE, "cw_knowledge_face of no card is CW_FACE_NONE");
	cw_game_free(g);
}

/* What a seat's imagination forgets of the variant's writings (state.h,
** cw_secrets): flags of cards it does not see but the public bits, the
** secret variables, the secret seat variables of the other seats. */
static void test_forget(void)
{
	cw_game *g = new_game();
	cw_err err;
	cw_state *s = g->st;
	cw_card up = card_of(s, 5, CW_HEARTS), mine = card_of(s, 6, CW_HEARTS), hidden = card_of(s, 7, CW_HEARTS);
	cw_zone_move(g, up, CW_DISCARD, CW_POS_TOP, CW_MV_UP, &err);
	cw_zone_move(g, mine, layout(g, 1), 1, CW_MV_DOWN, &err);
	cw_zone_move(g, hidden, layout(g, 2), 1, CW_MV_DOWN, &err);
	cw_zone_reveal(g, mine, CW_SEATBIT(1));
	cw_cardrec *c = cw_state_cards(s);
	c[up].flags = c[mine].flags = c[hidden].flags = 0x0F;
	s->var[0] = 7, s->var[1] = 8;
	s->seatvar[1][0] = 5, s->seatvar[2][0] = 6, s->seatvar[2][1] = 9;
	int32_t var_init[CW_MAX_VARS] = { 0, -1 }, seatvar_init[CW_MAX_SEATVARS] = { -2 };
	cw_secrets sec = { .public_flags = 0x03, .vars = 1u << 1, .seatvars = 1u << 0, .var_init = var_init,
			   .seatvar_init = seatvar_init };
	cw_knowledge_forget(s, 1, &sec);
	is_int(c[up].flags, 0x0F, "a face-up card keeps its flags");
	is_int(c[mine].flags, 0x0F, "a card the seat peeked keeps its flags");
	is_int(c[hidden].flags, 0x03, "a card it does not see keeps the public bits only");
	is_int(s->var[0], 7, "a variable not declared secret is kept");
	is_int(s->var[1], -1, "a secret variable reads its start value");
	is_int(s->seatvar[1][0], 5, "the seat's own secret seat variable is kept");
	is_int(s->seatvar[2][0], -2, "another seat's secret seat variable reads its start value");
	is_int(s->seatvar[2][1], 9, "a seat variable not declared secret is kept");
	cw_knowledge_forget(s, 1, NULL);
	is_int(c[hidden].flags, 0, "no declaration: no flag of a hidden card is public");
	is_int(c[mine].flags, 0x0F, "no declaration: a card the seat sees keeps its flags");
	cw_game_free(g);
}

int main(void)
{
	test_draw_and_place();
	test_discard_to_layout();
	test_unseen_and_reveal();
	test_flip();
	test_shuffle_wipes();
	test_view_text();
	test_view_token();
	test_forget();
	return done_testing();
}
