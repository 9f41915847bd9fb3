/*
** The engine (engine.c) driven by a toy game written here in C.
**
** The toy: each seat is dealt one card to its hand (seen by its owner);
** the seat after the dealer starts. The legal actions are always "pass"
** and "fail". "pass" hands the turn on; when every seat has passed once
** the round ends. "fail" moves a card and then returns an error, to check
** that an action is one transaction. A round scores seat * round for each
** seat; the match lasts `rounds` rounds.
*/
#include <stdlib.h>
#include <string.h>
#include "core.h"
#include "core_test.h"

enum { V_PASS, V_FAIL, V_CHEAT, V_LOOK, V_GLANCE };

typedef struct toy {
	int rounds;		/* the match is over after this many rounds */
	int fail_score;		/* score_round fails when set */
	int setups, scorings;	/* hook calls */
	int looks;		/* also offer: 1 `look 3`, 2 `look 3` and `glance 3` */
} toy;

static cw_verbs verbs;

static int toy_setup(void *ud, cw_game *g, cw_err *err)
{
	cw_state *s = g->st;
	((toy *)ud)->setups++;
	for (int seat = 1; seat <= s->nseats; seat++) {
		cw_card c = cw_state_zone_top(s, CW_STOCK);
		int rc = cw_zone_move(g, c, cw_state_zone_of(s, seat, CW_ZS_HAND), CW_POS_TOP, 0, err);
		if (rc)
			return rc;
		cw_zone_reveal(g, c, CW_SEATBIT(seat));
	}
	cw_turn_begin(g, cw_turn_next_seat(s, s->dealer));
	return CW_OK;
}

static int toy_legal(void *ud, cw_game *g, cw_err *err)
{
	int looks = ((toy *)ud)->looks;
	cw_action pass = cw_action_make(V_PASS, NULL, 0), fail = cw_action_make(V_FAIL, NULL, 0);
	cw_action look = cw_action_make(V_LOOK, (const uint8_t[]){ 3 }, 1);
	cw_action glance = cw_action_make(V_GLANCE, (const uint8_t[]){ 3 }, 1);
	int rc = cw_engine_offer(g, &pass, err);
	if (!rc)
		rc = cw_engine_offer(g, &fail, err);
	if (!rc && looks >= 1)
		rc = cw_engine_offer(g, &look, err);
	if (!rc && looks >= 2)
		rc = cw_engine_offer(g, &glance, err);
	return rc;
}

static int toy_apply(void *ud, cw_game *g, const cw_action *a, cw_err *err)
{
	cw_state *s = g->st;
	(void)ud;
	if (a->verb == V_FAIL) {
		/* change the state, then fail: the engine must undo the move */
		cw_zone_move(g, cw_state_zone_top(s, CW_STOCK), CW_DISCARD, CW_POS_TOP, CW_MV_UP, err);
		s->var[0] = 99;
		return cw_error_fail(err, CW_ESCRIPT, "the toy fails on purpose");
	}
	if (s->round_steps >= s->nseats)
		cw_engine_round_end(g);
	else
		cw_turn_advance(g);
	return CW_OK;
}

static int toy_score(void *ud, cw_game *g, cw_err *err)
{
	toy *t = ud;
	cw_state *s = g->st;
	if (t->fail_score)
		return cw_error_fail(err, CW_ESCRIPT, "the toy cannot score");
	t->scorings++;
	for (int seat = 1; seat <= s->nseats; seat++)
		s->score[seat] = seat * (int32_t)s->round;
	return CW_OK;
}

static int toy_over(void *ud, cw_game *g, int *over, cw_err *err)
{
	(void)err;
	*over = g->st->round >= (uint32_t)((toy *)ud)->rounds;
	return CW_OK;
}

static const cw_rules toy_rules = { toy_setup, toy_legal, toy_apply, toy_score, toy_over, NULL, NULL, NULL };

static void build_verbs(void)
{
	cw_err err;
	memset(&verbs, 0, sizeof verbs);
	cw_action_verbs_add(&verbs, "pass", "", &err);
	cw_action_verbs_add(&verbs, "fail", "", &err);
	cw_action_verbs_add(&verbs, "cheat", "", &err);
	/* two verbs that share an alias, told apart by their arguments or by
	** what is legal (cw_engine_read_action) */
	cw_action_verbs_add(&verbs, "look", "s", &err);
	cw_action_verbs_add(&verbs, "glance", "n", &err);
	cw_action_verbs_alias(&verbs, V_LOOK, "see", &err);
	cw_action_verbs_alias(&verbs, V_GLANCE, "see", &err);
}

static cw_game *new_toy(toy *t, int nseats, uint64_t seed)
{
	cw_game_config cfg;
	cw_err err;
	memset(&cfg, 0, sizeof cfg);
	cfg.nseats = nseats;
	cfg.decks = 1;
	cfg.seed = seed;
	cfg.verbs = &verbs;
	cfg.rules = &toy_rules;
	cfg.rules_ud = t;
	cw_game *g = cw_game_new(&cfg, &err);
	if (!g)
		diag("cw_game_new: %s", err.msg);
	return g;
}

/* A copy of the state block, to compare with memcmp; the caller frees it. */
static cw_state *copy_state(const cw_game *g)
{
	cw_state *c = malloc(g->st->bytes);
	memcpy(c, g->st, g->st->bytes);
	return c;
}

static int same_state(const cw_game *g, const cw_state *c)
{
	return g->st->bytes == c->bytes && !memcmp(g->st, c, c->bytes);
}

static int count_events(const cw_game *g, int kind)
{
	int n = 0;
	for (uint32_t i = 0; i < g->nev; i++)
		n += g->ev[i].kind == kind;
	return n;
}

static void test_start(void)
{
	toy t = { 2, 0, 0, 0, 0 };
	cw_game *g = new_toy(&t, 3, 1);
	cw_state *s = g->st;
	cw_err err;
	cw_action pass = cw_action_make(V_PASS, NULL, 0);
	is_int(cw_engine_apply(g, &pass, &err), CW_ESTATE, "an action before cw_engine_start is CW_ESTATE");
	is_int(cw_engine_start(g, &err), CW_OK, "cw_engine_start deals the first round");
	is_int(t.setups, 1, "setup_round was called once");
	ok(s->status == CW_ST_PLAY && s->round == 1, "status CW_ST_PLAY, round 1");
	is_int(s->dealer, 1, "seat 1 deals the first round (NOTATION)");
	ok(s->turn == 2 && s->actor == 2, "the seat after the dealer (2) has the first turn and acts");
	is_int(cw_state_zone_len(s, CW_STOCK), 52 - 3, "three cards were dealt from the stock");
	int dealt = 1;
	for (int seat = 1; seat <= 3; seat++) {
		cw_card c = cw_state_zone_top(s, cw_state_zone_of(s, seat, CW_ZS_HAND));
		dealt &= cw_state_zone_len(s, cw_state_zone_of(s, seat, CW_ZS_HAND)) == 1 && cw_knowledge_mask(s, c) == CW_SEATBIT(seat);
	}
	ok(dealt, "each seat holds one card, seen by its owner only");
	uint32_t n;
	const cw_action *l = cw_engine_legal(g, &n);
	ok(n == 2 && l[0].verb == V_PASS && l[1].verb == V_FAIL, "the legal actions are pass and fail");
	ok(g->nev > 0 && g->ev[0].kind == CW_EV_ROUND && g->ev[0].value == 1 && g->ev[0].seat == 1,
	   "the first event announces round 1, dealer seat 1");
	ok(count_events(g, CW_EV_SHUFFLE) == 1, "the stock was shuffled once");
	is_int(cw_engine_start(g, &err), CW_ESTATE, "starting a started game is CW_ESTATE");
	ok(check_ok(g), "cw_check OK after the deal");
	cw_game_free(g);
}

static void test_failed_apply(void)
{
	toy t = { 2, 0, 0, 0, 0 };
	cw_game *g = new_toy(&t, 3, 2);
	cw_err err;
	cw_engine_start(g, &err);
	cw_state *before = copy_state(g);
	uint32_t nev = g->nev;

	cw_action fail = cw_action_make(V_FAIL, NULL, 0);
	cw_error_clear(&err);
	is_int(cw_engine_apply(g, &fail, &err), CW_ESCRIPT, "cw_engine_apply returns the error of a failing apply hook");
	is_str(err.msg, "the toy fails on purpose", "with the hook's message");
	ok(same_state(g, before), "the state block is byte-identical to before the failed action");
	is_int(g->nev, nev, "the event count is unchanged (the move and the action are not logged)");
	uint32_t n;
	cw_engine_legal(g, &n);
	is_int(n, 2, "the legal list is still there");

	cw_action cheat = cw_action_make(V_CHEAT, NULL, 0);
	is_int(cw_engine_apply(g, &cheat, &err), CW_EILLEGAL, "an action that is not in the legal list is CW_EILLEGAL");
	ok(strstr(err.msg, "cheat") != NULL, "the message names the action");
	ok(same_state(g, before) && g->nev == nev, "an illegal action changes nothing");
	uint8_t arg = 1;
	cw_action pass1 = cw_action_make(V_PASS, &arg, 1);
	is_int(cw_engine_apply(g, &pass1, &err), CW_EILLEGAL, "'pass' with an argument is not the legal 'pass'");
	ok(same_state(g, before) && g->nev == nev, "and changes nothing");

	is_int(cw_engine_apply_text(g, "fly", &err), CW_EINVAL, "cw_engine_apply_text of an unknown verb is CW_EINVAL");
	is_int(cw_engine_apply_text(g, "pass 3", &err), CW_EINVAL, "cw_engine_apply_text of 'pass 3' is CW_EINVAL");
	is_int(cw_engine_apply_text(g, "cheat", &err), CW_EILLEGAL, "cw_engine_apply_text of a known but illegal verb is CW_EILLEGAL");
	ok(same_state(g, before) && g->nev == nev, "bad text changes nothing");

	/* an error in score_round rolls back the action that ended the round */
	cw_engine_apply_text(g, "pass", &err);
	cw_engine_apply_text(g, "pass", &err);
	cw_state *mid = copy_state(g);
	nev = g->nev;
	t.fail_score = 1;
	is_int(cw_engine_apply_text(g, "pass", &err), CW_ESCRIPT, "the round-ending pass fails when scoring fails");
	ok(same_state(g, mid) && g->nev == nev, "a failed scoring leaves the state and the log as before the pass");
	ok(g->st->round == 1 && g->st->total[1] == 0, "still round 1, nothing totalled");
	t.fail_score = 0;
	is_int(cw_engine_apply_text(g, "pass", &err), CW_OK, "the same pass succeeds once scoring works");
	is_int(g->st->round, 2, "and round 2 begins");
	free(mid);
	free(before);
	cw_game_free(g);
}

static void test_apply_text_and_rounds(void)
{
	toy t = { 2, 0, 0, 0, 0 };
	cw_game *g = new_toy(&t, 3, 3);
	cw_state *s = g->st;
	cw_err err;
	cw_engine_start(g, &err);

	uint32_t nev = g->nev;
	is_int(cw_engine_apply_text(g, "pass", &err), CW_OK, "cw_engine_apply_text parses and applies 'pass'");
	ok(s->turn == 3 && s->actor == 3, "the turn passed from seat 2 to seat 3");
	ok(g->nev > nev && g->ev[nev].kind == CW_EV_ACTION && g->ev[nev].seat == 2 && g->ev[nev].action.verb == V_PASS,
	   "the action is logged for seat 2");
	ok(s->steps == 1 && s->round_steps == 1, "one step counted");
	is_int(cw_engine_apply_text(g, "PASS", &err), CW_OK, "verbs are case-insensitive: 'PASS'");
	is_int(s->turn, 1, "seat 1's turn");
	is_int(t.scorings, 0, "no scoring yet");
	is_int(cw_engine_apply_text(g, "pass", &err), CW_OK, "the third pass ends round 1");
	is_int(t.scorings, 1, "the ended round was scored through score_round");
	ok(s->total[1] == 1 && s->total[2] == 2 && s->total[3] == 3, "totals after round 1: 1 2 3");
	is_int(count_events(g, CW_EV_SCORE), 3, "one score event per seat");
	is_int(count_events(g, CW_EV_ROUND_END), 1, "one round-end event");
	ok(s->status == CW_ST_PLAY && s->round == 2, "round 2 is dealt");
	is_int(s->dealer, 2, "the deal passes to seat 2");
	ok(s->turn == 3 && s->actor == 3, "seat 3, after the dealer, starts round 2");
	ok(s->round_steps == 0 && s->steps == 3, "round steps restart; game steps go on");
	is_int(cw_state_zone_len(s, CW_STOCK), 49, "round 2 is dealt from a gathered stock");
	ok(check_ok(g), "cw_check OK in round 2");

	for (int i = 0; i < 3; i++)
		cw_engine_apply_text(g, "pass", &err);
	is_int(t.scorings, 2, "round 2 was scored");
	ok(s->total[1] == 3 && s->total[2] == 6 && s->total[3] == 9, "totals accumulate: 1+2, 2+4, 3+6");
	is_int(s->status, CW_ST_OVER, "match_over ends the game: status CW_ST_OVER");
	is_int(count_events(g, CW_EV_GAME_END), 1, "a game-end event is logged");
	uint32_t n;
	cw_engine_legal(g, &n);
	is_int(n, 0, "no legal action once the game is over");
	is_int(s->actor, 0, "nobody acts once the game is over");
	cw_action pass = cw_action_make(V_PASS, NULL, 0);
	is_int(cw_engine_apply(g, &pass, &err), CW_ESTATE, "cw_engine_apply after the end is CW_ESTATE");
	is_int(cw_engine_apply_text(g, "pass", &err), CW_ESTATE, "cw_engine_apply_text after the end is CW_ESTATE");
	is_int(t.setups, 2, "two rounds were dealt, no third");
	cw_game_free(g);
}

static void test_clone(void)
{
	toy t = { 2, 0, 0, 0, 0 };
	cw_game *g = new_toy(&t, 3, 4);
	cw_err err;
	cw_engine_start(g, &err);
	cw_engine_apply_text(g, "pass", &err);
	cw_state *orig = copy_state(g);
	uint32_t nev = g->nev;

	cw_game *c = cw_game_clone(g, 1, &err);
	ok(c != NULL && c->st != g->st, "cw_game_clone gives a game with its own state");
	ok(same_state(c, orig), "the clone's state equals the original's");
	is_int(c->nev, nev, "a clone with the log copies the events");
	uint32_t n;
	cw_engine_legal(c, &n);
	is_int(n, 2, "the clone has the legal list");
	is_int(cw_engine_apply_text(c, "pass", &err), CW_OK, "an action applies on the clone");
	is_int(c->st->turn, 1, "the clone moved on to seat 1");
	ok(same_state(g, orig), "the original's state is untouched");
	is_int(g->nev, nev, "the original's log is untouched");
	is_int(g->st->turn, 3, "the original still waits for seat 3");
	cw_game_free(c);
	ok(same_state(g, orig), "freeing the clone leaves the original alone");
	is_int(cw_engine_apply_text(g, "pass", &err), CW_OK, "the original still plays after its clone is freed");

	cw_game *q = cw_game_clone(g, 0, &err);
	ok(q != NULL && q->nev == 0 && q->log_events == 0, "a clone without the log starts with no events");
	cw_engine_apply_text(q, "pass", &err);
	is_int(q->nev, 0, "and logs none");
	cw_game_free(q);
	free(orig);
	cw_game_free(g);
}

static void test_snapshot(void)
{
	toy t = { 2, 0, 0, 0, 0 };
	cw_game *g = new_toy(&t, 3, 5);
	cw_err err;
	cw_engine_start(g, &err);
	cw_game_snapshot(g);
	cw_state *orig = copy_state(g);
	uint32_t nev = g->nev;
	cw_zone_move(g, cw_state_zone_top(g->st, CW_STOCK), CW_DISCARD, CW_POS_TOP, CW_MV_UP, &err);
	cw_zone_reveal(g, cw_state_zone_top(g->st, CW_STOCK), 0xF);
	g->st->total[2] = 40;
	ok(!same_state(g, orig) && g->nev == nev + 2, "changes after the snapshot");
	cw_game_restore(g);
	ok(same_state(g, orig), "cw_game_restore brings back the snapshot's state block");
	is_int(g->nev, nev, "and truncates the events logged since");
	ok(check_ok(g), "cw_check OK after restore");
	is_int(cw_engine_apply_text(g, "pass", &err), CW_OK, "play goes on after a restore");
	free(orig);
	cw_game_free(g);
}

static void test_same_seed_same_game(void)
{
	toy t1 = { 3, 0, 0, 0, 0 }, t2 = { 3, 0, 0, 0, 0 };
	cw_game *a = new_toy(&t1, 4, 77), *b = new_toy(&t2, 4, 77), *c = new_toy(&t2, 4, 78);
	cw_err err;
	cw_engine_start(a, &err);
	cw_engine_start(b, &err);
	cw_engine_start(c, &err);
	for (int i = 0; i < 6; i++) {
		cw_engine_apply_text(a, "pass", &err);
		cw_engine_apply_text(b, "pass", &err);
	}
	ok(a->st->bytes == b->st->bytes && !memcmp(a->st, b->st, a->st->bytes),
	   "the same seed and the same actions give the same state (DESIGN principle 6)");
	ok(a->nev == b->nev && !memcmp(a->ev, b->ev, sizeof *a->ev * a->nev), "and the same event log");
	cw_state *ca = a->st;
	int differ = 0;
	for (int seat = 1; seat <= 4; seat++)
		differ |= cw_state_ccards(ca)[cw_state_zone_top(ca, cw_state_zone_of(ca, seat, CW_ZS_HAND))].face !=
			  cw_state_ccards(c->st)[cw_state_zone_top(c->st, cw_state_zone_of(c->st, seat, CW_ZS_HAND))].face;
	ok(differ || cw_state_zone_top(ca, CW_STOCK) != cw_state_zone_top(c->st, CW_STOCK), "another seed deals another game");
	cw_game_free(a);
	cw_game_free(b);
	cw_game_free(c);
}

static void test_stacked_deck(void)
{
	/* A real-table deck order, top first: 7H QD KS to seats 1 2 3. */
	cw_face faces[52];
	int n = 0;
	faces[n++] = CW_FACE_MAKE(7, CW_HEARTS);
	faces[n++] = CW_FACE_MAKE(12, CW_DIAMONDS);
	faces[n++] = CW_FACE_MAKE(13, CW_SPADES);
	for (int suit = 0; suit < 4; suit++)
		for (int rank = 1; rank <= 13; rank++) {
			cw_face f = CW_FACE_MAKE(rank, suit);
			if (f != faces[0] && f != faces[1] && f != faces[2])
				faces[n++] = f;
		}
	toy t = { 2, 0, 0, 0, 0 };
	cw_game *g = new_toy(&t, 3, 6);
	cw_state *s = g->st;
	cw_err err;
	cw_engine_stack(g, faces, 52);
	is_int(cw_engine_start(g, &err), CW_OK, "a game starts from a stacked deck");
	ok(cw_state_ccards(s)[cw_state_zone_top(s, cw_state_zone_of(s, 1, CW_ZS_HAND))].face == faces[0] &&
	   cw_state_ccards(s)[cw_state_zone_top(s, cw_state_zone_of(s, 2, CW_ZS_HAND))].face == faces[1] &&
	   cw_state_ccards(s)[cw_state_zone_top(s, cw_state_zone_of(s, 3, CW_ZS_HAND))].face == faces[2],
	   "the deck's first cards are dealt first: 7H QD KS to seats 1 2 3");
	is_int(cw_state_ccards(s)[cw_state_zone_top(s, CW_STOCK)].face, faces[3], "the 4th card of the list is the stock's top");
	ok(check_ok(g), "cw_check OK after a stacked deal");
	cw_game_free(g);

	g = new_toy(&t, 3, 6);
	cw_engine_stack(g, faces, 51);
	is_int(cw_engine_start(g, &err), CW_EINVAL, "a deck list of 51 cards for a 52-card pack is refused");
	is_int(g->st->status, CW_ST_NEW, "the refused start leaves the game new");
	cw_game_free(g);

	faces[51] = faces[0];
	g = new_toy(&t, 3, 6);
	cw_engine_stack(g, faces, 52);
	is_int(cw_engine_start(g, &err), CW_EINVAL, "a deck list holding 7H twice is refused");
	ok(strstr(err.msg, "7H") != NULL, "the message names 7H");
	cw_game_free(g);
}

/* Offering an action already offered adds nothing, in a short list
** (scanned) and in a long one (indexed), and the list keeps its order. */
static void test_long_legal_lists(void)
{
	toy t = { 3, 0, 0, 0, 0 };
	cw_game *g = new_toy(&t, 2, 9);
	cw_err err;
	ok(g && cw_engine_start(g, &err) == CW_OK, "a toy game starts for the legal lists");
	if (!g)
		return;
	int bad = 0;
	for (int round = 0; round < 2; round++) {
		g->nlegal = 0;
		for (int pass = 0; pass < 2; pass++)
			for (int i = 0; i < 300; i++) {
				uint8_t arg[2] = { (uint8_t)(i & 0xFF), (uint8_t)(i >> 8) };
				cw_action a = cw_action_make(V_CHEAT, arg, 2);
				bad += cw_engine_offer(g, &a, &err) != CW_OK;
			}
		is_int(g->nlegal, 300, "decision %d: 300 actions offered twice each make a list of 300", round + 1);
		int order = 1;
		for (int i = 0; i < 300; i++)
			order &= g->legal[i].arg[0] == (i & 0xFF) && g->legal[i].arg[1] == (i >> 8);
		ok(order, "decision %d: the list keeps the order of first offers", round + 1);
	}
	g->nlegal = 0;
	for (int i = 0; i < 20; i++) {
		uint8_t arg = (uint8_t)(i % 10);
		cw_action a = cw_action_make(V_CHEAT, &arg, 1);
		bad += cw_engine_offer(g, &a, &err) != CW_OK;
	}
	is_int(g->nlegal, 10, "a new decision forgets the old index: 10 distinct of 20 offers");
	is_int(bad, 0, "every offer succeeded");
	cw_game_free(g);
}

/* A game reset with a seed is the game cw_game_new makes with that seed. */
static void test_reset(void)
{
	toy t = { 2, 0, 0, 0, 0 };
	cw_game *a = new_toy(&t, 3, 7), *b = new_toy(&t, 3, 11);
	cw_err err;
	if (!a || !b) {
		ok(0, "toy games for the reset");
		return;
	}
	int rc = cw_engine_start(a, &err);
	while (!rc && a->st->status == CW_ST_PLAY)
		rc = cw_engine_apply_text(a, "pass", &err);
	ok(!rc && a->st->status == CW_ST_OVER, "the first game is played to its end");
	cw_game_reset(a, 11);
	ok(a->st->status == CW_ST_NEW && a->nev == 0 && a->nlegal == 0, "reset: a new game, no events, no legal list");
	ok(a->st->bytes == b->st->bytes && !memcmp(a->st, b->st, a->st->bytes) && a->gathered && b->gathered,
	   "before the start the reset game's state is the new game's too, its cards gathered");
	ok(cw_engine_start(a, &err) == CW_OK && cw_engine_start(b, &err) == CW_OK, "both start");
	ok(a->st->bytes == b->st->bytes && !memcmp(a->st, b->st, a->st->bytes),
	   "after the start the reset game's state is byte for byte the new game's");
	is_int(a->nev, b->nev, "and it has logged as many events");
	cw_game_free(a);
	cw_game_free(b);
}

/* Reads text for the toy's actor; the verb and first argument, or -1. */
static int read_verb(cw_game *g, const char *text, int *arg)
{
	cw_action a;
	cw_err err;
	if (cw_engine_read_action(g, text, &a, &err))
		return -1;
	*arg = a.nargs ? a.arg[0] : -1;
	return a.verb;
}

static void test_read_action(void)
{
	toy t = { 2, 0, 0, 0, 1 };
	cw_err err;
	int arg = 0;
	cw_game *g = new_toy(&t, 3, 5);
	cw_engine_start(g, &err);
	is_int(read_verb(g, "see 3", &arg), V_LOOK, "'see 3' fits look and glance; only look 3 is legal: look");
	is_int(read_verb(g, "see 0", &arg), V_GLANCE, "'see 0' fits only glance (slots start at 1): glance");
	is_int(arg, 0, "'see 0' is glance 0");
	t.looks = 0;
	g->legal_valid = 0;	/* the toy's offer changed: ask again */
	is_int(read_verb(g, "see 3", &arg), V_LOOK, "neither legal: the best reading, look 3 (the first verb)");
	is_int(cw_engine_apply_text(g, "see 3", &err), CW_EILLEGAL, "and applying it says it is not legal");
	t.looks = 2;
	g->legal_valid = 0;
	is_int(cw_engine_apply_text(g, "see 3", &err), CW_EINVAL, "both legal with equal rank (two aliases): refused");
	ok(strstr(err.msg, "ambiguous") && strstr(err.msg, "'look 3'") && strstr(err.msg, "'glance 3'"),
	   "the message says it is ambiguous and names both readings");
	is_int(read_verb(g, "look 3", &arg), V_LOOK, "the full name is never ambiguous: look 3");
	is_int(read_verb(g, "glance 3", &arg), V_GLANCE, "glance 3");
	is_int(cw_engine_apply_text(g, "see x", &err), CW_EINVAL, "'see x' fits no reading");
	ok(strstr(err.msg, "see SLOT (look)") && strstr(err.msg, "see N (glance)"),
	   "the message says what each reading expects: %s", err.msg);
	cw_game_free(g);
}

/* cw_engine_apply_index applies the list's entry as cw_engine_apply applies the same
** action, and refuses an index the list does not have, changing nothing. */
static void test_apply_index(void)
{
	toy t = { 2, 0, 0, 0, 0 };
	cw_game *a = new_toy(&t, 3, 5), *b = new_toy(&t, 3, 5);
	cw_err err;
	if (!a || !b || cw_engine_start(a, &err) || cw_engine_start(b, &err)) {
		ok(0, "toy games for apply by index");
		return;
	}
	uint32_t n;
	const cw_action *l = cw_engine_legal(a, &n);
	ok(n == 2 && l[0].verb == V_PASS && l[1].verb == V_FAIL, "the list is pass, fail");
	cw_state *before = copy_state(a);
	uint32_t nev = a->nev;
	is_int(cw_engine_apply_index(a, 2, &err), CW_EINVAL, "index 2 of a list of two: CW_EINVAL");
	ok(strstr(err.msg, "no legal action 3") && strstr(err.msg, "has 2"), "the message says which and how many: %s",
	   err.msg);
	ok(same_state(a, before) && a->nev == nev, "and changes nothing");
	is_int(cw_engine_apply_index(a, 1, &err), CW_ESCRIPT, "the failing entry fails as cw_engine_apply would");
	ok(same_state(a, before) && a->nev == nev, "and is rolled back");
	cw_action pass = cw_action_make(V_PASS, NULL, 0);
	ok(cw_engine_apply_index(a, 0, &err) == CW_OK && cw_engine_apply(b, &pass, &err) == CW_OK, "index 0 and the pass apply");
	ok(!memcmp(a->st, b->st, a->st->bytes) && a->nev == b->nev && !memcmp(a->ev, b->ev, sizeof *a->ev * a->nev),
	   "the same state and events as cw_engine_apply of the same action");
	free(before);
	cw_game_free(a);
	cw_game_free(b);
}

int main(void)
{
	build_verbs();
	test_start();
	test_failed_apply();
	test_apply_text_and_rounds();
	test_clone();
	test_snapshot();
	test_same_seed_same_game();
	test_stacked_deck();
	test_long_legal_lists();
	test_reset();
	test_read_action();
	test_apply_index();
	return done_testing();
}
