/*
** Card notation (rules/NOTATION.md, "Cards"): parsing every rank and suit,
** the accepted spellings (T, lowercase, suit symbols, jokers), rejected
** tokens, the canonical output form and the colours.
*/
#include <string.h>
#include "face.h"
#include "tap.h"

static const char *const ranks[14] = {
	NULL, "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
};
static const char suits[4] = { 'C', 'D', 'H', 'S' };

/* Parses a NUL-terminated token; returns the code, face in *f. */
static int parse(const char *tok, cw_face *f, cw_err *err)
{
	cw_error_clear(err);
	return cw_face_parse(tok, strlen(tok), f, err);
}

static void test_every_rank_and_suit(void)
{
	char tok[8], out[8];
	cw_err err;
	for (int rank = 1; rank <= 13; rank++)
		for (int suit = 0; suit < 4; suit++) {
			cw_face f = CW_FACE_HIDDEN;
			snprintf(tok, sizeof tok, "%s%c", ranks[rank], suits[suit]);
			int rc = parse(tok, &f, &err);
			ok(rc == CW_OK && f == CW_FACE_MAKE(rank, suit) &&
			   cw_face_rank(f) == rank && cw_face_suit(f) == suit,
			   "'%s' parses to rank %d suit %d", tok, rank, suit);
			is_str(cw_face_format(CW_FACE_MAKE(rank, suit), out), tok,
			       "rank %d suit %d formats as '%s' (round trip)", rank, suit, tok);
		}
}

static void expect_face(const char *tok, cw_face want, const char *why)
{
	cw_face f = CW_FACE_HIDDEN;
	cw_err err;
	int rc = parse(tok, &f, &err);
	if (!ok(rc == CW_OK && f == want, "'%s' parses: %s", tok, why))
		diag("rc %d face %d, expected face %d (%s)", rc, f, want, err.msg);
}

static void test_spellings(void)
{
	expect_face("10H", CW_FACE_MAKE(10, CW_HEARTS), "10 of hearts");
	expect_face("TH", CW_FACE_MAKE(10, CW_HEARTS), "T is accepted for 10");
	expect_face("th", CW_FACE_MAKE(10, CW_HEARTS), "lowercase t and h");
	expect_face("10h", CW_FACE_MAKE(10, CW_HEARTS), "lowercase suit after 10");
	expect_face("as", CW_FACE_MAKE(1, CW_SPADES), "lowercase ace of spades");
	expect_face("qd", CW_FACE_MAKE(12, CW_DIAMONDS), "lowercase queen of diamonds");
	expect_face("jC", CW_FACE_MAKE(11, CW_CLUBS), "mixed case jack of clubs");
	expect_face("kS", CW_FACE_MAKE(13, CW_SPADES), "mixed case king of spades");
}

static void test_suit_symbols(void)
{
	expect_face("Q\xe2\x99\xa6", CW_FACE_MAKE(12, CW_DIAMONDS), "Q♦ is the queen of diamonds");
	expect_face("A\xe2\x99\xa3", CW_FACE_MAKE(1, CW_CLUBS), "A♣ is the ace of clubs");
	expect_face("10\xe2\x99\xa5", CW_FACE_MAKE(10, CW_HEARTS), "10♥ is the 10 of hearts");
	expect_face("K\xe2\x99\xa0", CW_FACE_MAKE(13, CW_SPADES), "K♠ is the king of spades");
	expect_face("t\xe2\x99\xa0", CW_FACE_MAKE(10, CW_SPADES), "t♠ is the 10 of spades");
	expect_face("7\xe2\x99\xa6", CW_FACE_MAKE(7, CW_DIAMONDS), "7♦ is the 7 of diamonds");
}

static void test_jokers(void)
{
	static const char *const toks[] = { "X", "x", "JK", "jk", "JOKER", "Joker", "X1", "X2", "x4" };
	for (size_t i = 0; i < sizeof toks / sizeof toks[0]; i++)
		expect_face(toks[i], CW_JOKER, "a joker");
	ok(cw_face_is_joker(CW_JOKER), "CW_JOKER is a joker");
	ok(!cw_face_is_joker(CW_FACE_MAKE(11, CW_CLUBS)), "JC is not a joker");
	is_int(cw_face_rank(CW_JOKER), 0, "the joker has rank 0");
}

static void expect_reject(const char *tok, const char *why)
{
	cw_face f = CW_FACE_MAKE(5, CW_CLUBS);
	cw_err err;
	int rc = parse(tok, &f, &err);
	is_int(rc, CW_EINVAL, "'%s' is rejected: %s", tok, why);
	ok(err.code == CW_EINVAL && err.msg[0] != '\0', "'%s': the error has a message", tok);
	ok(strstr(err.msg, "expected") != NULL, "'%s': the message says what was expected", tok);
}

static void test_rejects(void)
{
	expect_reject("1H", "there is no rank 1 (aces are A)");
	expect_reject("11C", "there is no rank 11 (jacks are J)");
	expect_reject("AZ", "Z is not a suit");
	expect_reject("", "an empty token");
	expect_reject("10", "a rank without a suit");
	expect_reject("H", "a suit without a rank");
	expect_reject("10HH", "trailing characters");
	expect_reject("XY", "X followed by a non-digit");
	expect_reject("X0", "jokers are counted from X1 (NOTATION: X1, X2, ...)");
	expect_reject("X05", "a joker's number has no leading zero");

	cw_face f;
	cw_err err;
	parse("1H", &f, &err);
	ok(strstr(err.msg, "1H") != NULL, "the message quotes the bad token");
}

static void test_length_is_respected(void)
{
	cw_face f = CW_FACE_NONE;
	cw_err err;
	int rc = cw_face_parse("10H 7S", 3, &f, &err);
	ok(rc == CW_OK && f == CW_FACE_MAKE(10, CW_HEARTS), "only len bytes are read: '10H 7S' with len 3 is 10H");
	rc = cw_face_parse("7S", 1, &f, &err);
	is_int(rc, CW_EINVAL, "'7S' with len 1 is a rank without a suit");
}

static void test_format(void)
{
	char buf[8];
	is_str(cw_face_format(CW_FACE_MAKE(10, CW_HEARTS), buf), "10H", "output writes 10, never T");
	is_str(cw_face_format(CW_FACE_MAKE(10, CW_SPADES), buf), "10S", "10 of spades is '10S'");
	is_str(cw_face_format(CW_FACE_HIDDEN, buf), "##", "a hidden face prints '##'");
	is_str(cw_face_format(CW_FACE_NONE, buf), "-", "no card (an empty slot) prints '-'");
	is_str(cw_face_format(CW_JOKER, buf), "X", "the joker prints 'X'");
	ok(cw_face_format(CW_FACE_MAKE(1, CW_CLUBS), buf) == buf, "cw_face_format returns its buffer");

	/* parse -> format gives the canonical spelling */
	static const char *const pairs[][2] = {
		{ "th", "10H" }, { "Q\xe2\x99\xa6", "QD" }, { "as", "AS" },
		{ "JOKER", "X" }, { "X2", "X" }, { "jk", "X" }, { "10c", "10C" },
	};
	for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
		cw_face f = CW_FACE_HIDDEN;
		cw_err err;
		parse(pairs[i][0], &f, &err);
		is_str(cw_face_format(f, buf), pairs[i][1], "'%s' is written '%s'", pairs[i][0], pairs[i][1]);
	}

	is_str(cw_face_rank_name(1), "A", "rank 1 is named A");
	is_str(cw_face_rank_name(10), "10", "rank 10 is named 10");
	is_str(cw_face_rank_name(13), "K", "rank 13 is named K");
	is_str(cw_face_rank_name(0), "X", "rank 0 (the joker) is named X");
}

static void test_validity(void)
{
	ok(cw_face_valid(CW_JOKER), "the joker is a valid face");
	ok(cw_face_valid(CW_FACE_MAKE(1, CW_CLUBS)), "AC is a valid face");
	ok(cw_face_valid(CW_FACE_MAKE(13, CW_SPADES)), "KS is a valid face");
	ok(!cw_face_valid(CW_FACE_HIDDEN), "the hidden marker is not a card");
	ok(!cw_face_valid(CW_FACE_NONE), "the empty-slot marker is not a card");
	ok(!cw_face_valid(CW_FACE_MAKE(14, CW_CLUBS)), "rank 14 is not a card");
}

static void test_colours(void)
{
	for (int rank = 1; rank <= 13; rank++) {
		ok(cw_face_is_red(CW_FACE_MAKE(rank, CW_DIAMONDS)) && cw_face_is_red(CW_FACE_MAKE(rank, CW_HEARTS)),
		   "%sD and %sH are red", ranks[rank], ranks[rank]);
		ok(!cw_face_is_red(CW_FACE_MAKE(rank, CW_CLUBS)) && !cw_face_is_red(CW_FACE_MAKE(rank, CW_SPADES)),
		   "%sC and %sS are black", ranks[rank], ranks[rank]);
	}
	ok(!cw_face_is_red(CW_JOKER), "the joker is not red");

	cw_face f;
	cw_err err;
	parse("Q\xe2\x99\xa6", &f, &err);
	ok(cw_face_is_red(f), "Q♦ parsed from its symbol is red");
	parse("K\xe2\x99\xa0", &f, &err);
	ok(!cw_face_is_red(f), "K♠ parsed from its symbol is black");
}

int main(void)
{
	test_every_rank_and_suit();
	test_spellings();
	test_suit_symbols();
	test_jokers();
	test_rejects();
	test_length_is_respected();
	test_format();
	test_validity();
	test_colours();
	return done_testing();
}
