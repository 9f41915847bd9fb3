/*
** Actions (action.h) and the action words of rules/NOTATION.md: a verb
** table, parsing text for an acting seat, the canonical text, and the
** messages of bad lines.
*/
#include <string.h>
#include "action.h"
#include "face.h"
#include "tap.h"

enum { V_DRAW_STOCK, V_DRAW_DISCARD, V_SWAP, V_DISCARD, V_KNOCK, V_PEEK, V_PSWAP,
       V_REPLACE, V_PLAY, V_PSHUFFLE, V_BET, V_LAYOFF, V_MOVE, V_LOOK, NVERBS };

static cw_verbs vs;

static void build_verbs(void)
{
	static const struct { const char *name, *sig; } def[NVERBS] = {
		{ "draw stock", "" }, { "draw discard", "" }, { "swap", "s" }, { "discard", "" },
		{ "knock", "" }, { "power peek", "t" }, { "power swap", "tt" }, { "replace", "s*" },
		{ "play", "c" }, { "power shuffle", "e" }, { "bet", "n" }, { "layoff", "c*n" },
		{ "move", "nt*e" }, { "peek", "s" },
	};
	cw_err err;
	int good = 1;
	memset(&vs, 0, sizeof vs);
	for (int i = 0; i < NVERBS; i++)
		good &= cw_action_verbs_add(&vs, def[i].name, def[i].sig, &err) == i;
	ok(good, "cw_action_verbs_add numbers verbs 0, 1, 2, ... in the order added");
	is_int(cw_action_verbs_alias(&vs, V_KNOCK, "cabo", &err), CW_OK, "'cabo' is added as an alias of knock");
	/* PW action words: NOTATION's plain `peek T` for `power peek`, beside
	** the peek-phase verb `peek SLOT` (V_LOOK). */
	is_int(cw_action_verbs_alias(&vs, V_PEEK, "peek", &err), CW_OK,
	       "'peek' is an alias of power peek (a target) beside the verb peek (a slot)");
	is_int(vs.n, NVERBS, "the table holds %d verbs", NVERBS);
}

static void test_verb_table(void)
{
	cw_verbs t;
	cw_err err;
	memset(&t, 0, sizeof t);
	is_int(cw_action_verbs_add(&t, "swap", "s", &err), 0, "a first verb gets index 0");
	is_int(cw_action_verbs_add(&t, "swap", "", &err), -1, "a verb declared twice is refused");
	is_int(cw_action_verbs_add(&t, "SWAP", "", &err), -1, "a verb declared twice in another case is refused");
	is_int(cw_action_verbs_add(&t, "peek", "sx", &err), -1, "signature letter x is refused");
	is_int(err.code, CW_EINVAL, "a bad signature is CW_EINVAL");
	ok(strstr(err.msg, "sx") != NULL, "the bad signature is quoted in the message");
	is_int(cw_action_verbs_add(&t, "peek", "*", &err), -1, "a signature that is only '*' is refused");
	is_int(cw_action_verbs_add(&t, "peek", "s**", &err), -1, "'**' is refused");
	is_int(cw_action_verbs_add(&t, "peek", "s*c*", &err), -1, "two repeated letters are refused");
	is_int(cw_action_verbs_add(&t, "", "", &err), -1, "an empty verb name is refused");
	is_int(cw_action_verbs_add(&t, "a name much too long for the table", "", &err), -1,
	       "a name of CW_VERB_NAME_MAX characters or more is refused");
	is_int(cw_action_verbs_add(&t, "replace", "s*", &err), 1, "'s*' is a valid signature");
	is_int(cw_action_verbs_add(&t, "layoff", "c*n", &err), 2, "'c*n' (cards, then a number) is a valid signature");
	is_int(cw_action_verbs_alias(&t, 0, "trade", &err), CW_OK, "an alias is accepted");
	is_int(cw_action_verbs_add(&t, "trade", "s", &err), -1,
	       "a verb named like an existing alias, with the same signature, is refused");
	ok(strstr(err.msg, "'trade'") && strstr(err.msg, "'swap'"), "the message names the word and the verb");
	is_int(cw_action_verbs_add(&t, "trade", "", &err), 3,
	       "a verb named like an alias with another signature is accepted: its arguments tell them apart");
	is_int(cw_action_verbs_add(&t, "give", "s", &err), 4, "a verb 'give' of signature s");
	is_int(cw_action_verbs_alias(&t, 4, "swap", &err), CW_EINVAL,
	       "an alias naming another verb of the same signature is refused (give/swap, both s)");
	is_int(cw_action_verbs_alias(&t, 4, "trade", &err), CW_EINVAL,
	       "an alias that is another verb's alias with the same signature is refused");
	is_int(cw_action_verbs_alias(&t, 1, "swap", &err), CW_OK,
	       "an alias naming a verb of another signature is accepted (replace s*, swap s)");
	cw_action_verbs_alias(&t, 0, "a2", &err);
	cw_action_verbs_alias(&t, 0, "a3", &err);
	is_int(cw_action_verbs_alias(&t, 0, "a4", &err), CW_OK, "a verb takes CW_VERB_ALIASES (4) aliases");
	is_int(cw_action_verbs_alias(&t, 0, "a5", &err), CW_ELIMIT, "a fifth alias is CW_ELIMIT");

	is_int(cw_action_verbs_find(&vs, "swap"), V_SWAP, "cw_action_verbs_find finds 'swap'");
	is_int(cw_action_verbs_find(&vs, "Power Peek"), V_PEEK, "cw_action_verbs_find ignores case");
	is_int(cw_action_verbs_find(&vs, "CABO"), V_KNOCK, "cw_action_verbs_find finds a verb by its alias");
	is_int(cw_action_verbs_find(&vs, "fly"), -1, "cw_action_verbs_find gives -1 for an unknown verb");
	is_int(cw_action_verbs_find(&vs, "peek"), V_LOOK, "cw_action_verbs_find prefers a verb's name to another verb's alias");
}

/* Parses text for actor in a 4-seat game; checks the verb and argument bytes. */
static void expect_parse(const char *text, int actor, int verb, int nargs, const uint8_t *args, const char *why)
{
	cw_action a;
	cw_err err;
	memset(&a, 0xAA, sizeof a);
	cw_error_clear(&err);
	int rc = cw_action_parse(&vs, text, actor, 4, &a, &err);
	int good = rc == CW_OK && a.verb == verb && a.nargs == nargs &&
		   (nargs == 0 || !memcmp(a.arg, args, (size_t)nargs));
	for (int i = nargs; i < CW_ACTION_ARGS; i++)
		good &= a.arg[i] == 0;
	if (!ok(good, "'%s' by seat %d: %s", text, actor, why))
		diag("rc %d (%s) verb %d nargs %d args %d %d %d", rc, err.msg, a.verb, a.nargs,
		     a.arg[0], a.arg[1], a.arg[2]);
}

static void expect_format(int verb, const uint8_t *args, int nargs, int actor, const char *want, const char *why)
{
	char buf[160];
	cw_action a = cw_action_make(verb, args, nargs);
	int n = cw_action_format(&vs, &a, actor, buf, sizeof buf);
	is_str(buf, want, "format for seat %d: %s", actor, why);
	is_int(n, (int)strlen(want), "format returns the length of '%s'", want);
}

static void test_parse(void)
{
	expect_parse("swap 3", 1, V_SWAP, 1, (const uint8_t[]){ 3 }, "verb swap, slot 3");
	expect_parse("power peek 3.1", 2, V_PEEK, 2, (const uint8_t[]){ 3, 1 },
		     "SEAT.SLOT gives the seat and the slot");
	expect_parse("power peek 2", 2, V_PEEK, 2, (const uint8_t[]){ 2, 2 },
		     "a bare slot is the actor's own: seat 2 slot 2");
	expect_parse("power peek 2", 4, V_PEEK, 2, (const uint8_t[]){ 4, 2 },
		     "a bare slot is the actor's own: seat 4 slot 2");
	expect_parse("power swap 1 3.2", 1, V_PSWAP, 4, (const uint8_t[]){ 1, 1, 3, 2 },
		     "two targets take two bytes each");
	expect_parse("cabo", 3, V_KNOCK, 0, NULL, "the alias cabo is the verb knock");
	expect_parse("CaBo", 3, V_KNOCK, 0, NULL, "aliases ignore case");
	expect_parse("knock", 3, V_KNOCK, 0, NULL, "the verb's own name");
	expect_parse("DRAW Stock", 1, V_DRAW_STOCK, 0, NULL, "verb words ignore case");
	expect_parse("draw discard", 1, V_DRAW_DISCARD, 0, NULL, "a two-word verb");
	expect_parse("  draw \t discard  ", 1, V_DRAW_DISCARD, 0, NULL, "any blanks separate the words");
	expect_parse("discard", 1, V_DISCARD, 0, NULL, "discard alone is not 'draw discard'");
	expect_parse("replace 1 2 4", 1, V_REPLACE, 3, (const uint8_t[]){ 1, 2, 4 },
		     "'s*' takes several slots");
	expect_parse("replace 5", 1, V_REPLACE, 1, (const uint8_t[]){ 5 }, "'s*' takes one slot");
	expect_parse("play 10h", 1, V_PLAY, 1, (const uint8_t[]){ CW_FACE_MAKE(10, CW_HEARTS) },
		     "a card argument is a face byte");
	expect_parse("play Q\xe2\x99\xa6", 1, V_PLAY, 1, (const uint8_t[]){ CW_FACE_MAKE(12, CW_DIAMONDS) },
		     "a card argument may use a suit symbol");
	expect_parse("play X", 1, V_PLAY, 1, (const uint8_t[]){ CW_JOKER }, "a joker argument");
	expect_parse("power shuffle 4", 1, V_PSHUFFLE, 1, (const uint8_t[]){ 4 }, "a seat argument");
	expect_parse("bet 0", 1, V_BET, 1, (const uint8_t[]){ 0 }, "a number argument may be 0");
	expect_parse("bet 255", 1, V_BET, 1, (const uint8_t[]){ 255 }, "a number argument up to 255");
	expect_parse("layoff 8S 9S 1", 3, V_LAYOFF, 3,
		     (const uint8_t[]){ CW_FACE_MAKE(8, CW_SPADES), CW_FACE_MAKE(9, CW_SPADES), 1 },
		     "'c*n': the cards, then the number after them");
	expect_parse("layoff 4H 2", 3, V_LAYOFF, 2, (const uint8_t[]){ CW_FACE_MAKE(4, CW_HEARTS), 2 },
		     "'c*n' with one card");
	expect_parse("move 7 2.3 4 1", 1, V_MOVE, 6, (const uint8_t[]){ 7, 2, 3, 1, 4, 1 },
		     "'nt*e': a number, targets of two bytes (a bare slot is the actor's), then a seat");
	/* An unordered 'c*n' sorts the cards and leaves the number last. */
	vs.v[V_LAYOFF].unordered = 1;
	expect_parse("layoff 9S 7S 8S 2", 1, V_LAYOFF, 4,
		     (const uint8_t[]){ CW_FACE_MAKE(7, CW_SPADES), CW_FACE_MAKE(8, CW_SPADES), CW_FACE_MAKE(9, CW_SPADES), 2 },
		     "the cards of an unordered 'c*n' are sorted, the number stays last");
	vs.v[V_LAYOFF].unordered = 0;
	/* An alias shared with another verb falls through by signature (PW
	** action words): `peek SLOT` is the peek-phase verb, `peek SEAT.SLOT`
	** can only be power peek. */
	expect_parse("peek 3", 2, V_LOOK, 1, (const uint8_t[]){ 3 },
		     "'peek 3' fits both; the verb's own name comes first: peek 3");
	expect_parse("peek 2.3", 1, V_PEEK, 2, (const uint8_t[]){ 2, 3 },
		     "'peek 2.3' does not fit peek SLOT: power peek 2.3");
	expect_parse("PEEK 1.4", 1, V_PEEK, 2, (const uint8_t[]){ 1, 4 }, "the alias ignores case: power peek 1.4");
}

static void test_readings(void)
{
	cw_reading r[8];
	cw_err err;
	int n = -1;
	is_int(cw_action_readings(&vs, "peek 3", 2, 4, r, 8, &n, &err), CW_OK, "'peek 3' has readings");
	is_int(n, 2, "'peek 3' reads two ways");
	ok(n == 2 && r[0].action.verb == V_LOOK && !r[0].alias && r[1].action.verb == V_PEEK && r[1].alias,
	   "first the verb peek by its name, then power peek by its alias");
	ok(n == 2 && r[1].action.nargs == 2 && r[1].action.arg[0] == 2 && r[1].action.arg[1] == 3,
	   "the second reading is seat 2's own slot 3");
	cw_action_readings(&vs, "peek 4.1", 2, 4, r, 8, &n, &err);
	is_int(n, 1, "'peek 4.1' reads one way only (power peek 4.1)");
	cw_action_readings(&vs, "peek 3", 2, 4, r, 1, &n, &err);
	is_int(n, 1, "max limits the readings filled");
	is_int(cw_action_readings(&vs, "peek 2.x", 1, 4, r, 8, &n, &err), CW_EINVAL, "'peek 2.x' fits no reading");
	is_int(n, 0, "and gives none");
	ok(strstr(err.msg, "expected peek SLOT, or peek SLOT|SEAT.SLOT (power peek)") != NULL,
	   "one line says what each reading expects: %s", err.msg);
	is_int(cw_action_readings(&vs, "peek", 1, 4, r, 8, &n, &err), CW_EINVAL, "'peek' alone fits no reading");
	ok(strstr(err.msg, "peek SLOT") != NULL, "the message shows the arguments expected");
}

static void test_format(void)
{
	expect_format(V_SWAP, (const uint8_t[]){ 3 }, 1, 1, "swap 3", "swap 3");
	expect_format(V_PEEK, (const uint8_t[]){ 3, 1 }, 2, 2, "power peek 3.1", "another seat's slot is SEAT.SLOT");
	expect_format(V_PEEK, (const uint8_t[]){ 2, 2 }, 2, 2, "power peek 2", "the actor's own slot is bare");
	expect_format(V_PEEK, (const uint8_t[]){ 2, 2 }, 2, 3, "power peek 2.2",
		      "the same target seen from seat 3 is SEAT.SLOT");
	expect_format(V_PSWAP, (const uint8_t[]){ 1, 1, 3, 2 }, 4, 1, "power swap 1 3.2", "two targets");
	expect_format(V_KNOCK, NULL, 0, 1, "knock", "an alias is written as the verb's name");
	expect_format(V_DRAW_STOCK, NULL, 0, 1, "draw stock", "a two-word verb");
	expect_format(V_REPLACE, (const uint8_t[]){ 1, 2, 4 }, 3, 1, "replace 1 2 4", "repeated slots");
	expect_format(V_PLAY, (const uint8_t[]){ CW_FACE_MAKE(10, CW_HEARTS) }, 1, 1, "play 10H",
		      "a card is written in canonical notation (10, not T)");
	expect_format(V_PLAY, (const uint8_t[]){ CW_JOKER }, 1, 1, "play X", "a joker is written X");
	expect_format(V_BET, (const uint8_t[]){ 0 }, 1, 1, "bet 0", "a number 0");
	expect_format(V_LAYOFF, (const uint8_t[]){ CW_FACE_MAKE(8, CW_SPADES), CW_FACE_MAKE(9, CW_SPADES), 1 }, 3, 1,
		      "layoff 8S 9S 1", "cards then the closing number");
	expect_format(V_MOVE, (const uint8_t[]){ 7, 2, 3, 1, 4, 1 }, 6, 1, "move 7 2.3 4 1",
		      "a number, repeated targets, a seat");
	expect_format(V_PEEK, (const uint8_t[]){ 3, 1 }, 2, 2, "power peek 3.1", "power peek keeps its name, not 'peek'");

	char as[40];
	cw_action pk = cw_action_make(V_PEEK, (const uint8_t[]){ 2, 3 }, 2);
	cw_action_format_as(&vs, &pk, 1, "peek", as, sizeof as);
	is_str(as, "peek 2.3", "cw_action_format_as spells the verb by the word given");
	cw_action_format_as(&vs, &pk, 2, "peek", as, sizeof as);
	is_str(as, "peek 3", "cw_action_format_as writes own targets bare");

	char small[5];
	cw_action a = cw_action_make(V_PEEK, (const uint8_t[]){ 3, 1 }, 2);
	int n = cw_action_format(&vs, &a, 2, small, sizeof small);
	is_int(n, 14, "format into a small buffer returns the full length, like snprintf");
	is_str(small, "powe", "format into a small buffer truncates and terminates");
}

/* text -> action -> text, for the actor that typed it. */
static void round_trip(const char *text, int actor, const char *canonical)
{
	cw_action a, b;
	cw_err err;
	char buf[160];
	int rc = cw_action_parse(&vs, text, actor, 4, &a, &err);
	cw_action_format(&vs, &a, actor, buf, sizeof buf);
	is_str(rc == CW_OK ? buf : err.msg, canonical, "'%s' by seat %d reads back as '%s'", text, actor, canonical);
	rc = cw_action_parse(&vs, buf, actor, 4, &b, &err);
	ok(rc == CW_OK && cw_action_equal(&a, &b), "'%s' parses back to the same action", canonical);
}

static void test_round_trips(void)
{
	round_trip("swap 3", 1, "swap 3");
	round_trip("power peek 3.1", 2, "power peek 3.1");
	round_trip("power peek 2", 2, "power peek 2");
	round_trip("power peek 2.2", 2, "power peek 2");
	round_trip("power swap 4.1 2.3", 4, "power swap 1 2.3");
	round_trip("cabo", 1, "knock");
	round_trip("DRAW Stock", 1, "draw stock");
	round_trip("replace 1 2 4", 3, "replace 1 2 4");
	round_trip("play th", 1, "play 10H");
	round_trip("power shuffle 2", 1, "power shuffle 2");
	round_trip("layoff 8s 9S 1", 2, "layoff 8S 9S 1");
	round_trip("move 3 1.1 2.2 3.3 4", 2, "move 3 1.1 2 3.3 4");
	round_trip("peek 3.1", 2, "power peek 3.1");
	round_trip("peek 3", 2, "peek 3");
}

static void test_make_equal(void)
{
	cw_action a = cw_action_make(V_SWAP, (const uint8_t[]){ 3 }, 1);
	cw_action b = cw_action_make(V_SWAP, (const uint8_t[]){ 3 }, 1);
	cw_action c = cw_action_make(V_SWAP, (const uint8_t[]){ 4 }, 1);
	cw_action d = cw_action_make(V_REPLACE, (const uint8_t[]){ 3 }, 1);
	cw_action p;
	cw_err err;
	ok(cw_action_equal(&a, &b), "two actions made alike are equal");
	ok(!cw_action_equal(&a, &c), "swap 3 and swap 4 differ");
	ok(!cw_action_equal(&a, &d), "swap 3 and replace 3 differ");
	cw_action_parse(&vs, "swap 3", 1, 4, &p, &err);
	ok(cw_action_equal(&a, &p), "parsing 'swap 3' equals cw_action_make(swap, {3})");
	cw_action e = cw_action_make(V_KNOCK, NULL, 0);
	int zero = e.nargs == 0;
	for (int i = 0; i < CW_ACTION_ARGS; i++)
		zero &= e.arg[i] == 0;
	ok(zero, "cw_action_make zero-fills the unused arguments");
}

/* A bad line: CW_EINVAL and a message naming what was expected. */
static void expect_error(const char *text, int actor, const char *what, const char *must1, const char *must2)
{
	cw_action a;
	cw_err err;
	cw_error_clear(&err);
	int rc = cw_action_parse(&vs, text, actor, 4, &a, &err);
	is_int(rc, CW_EINVAL, "'%s' is refused: %s", text, what);
	ok(err.code == CW_EINVAL && err.msg[0], "'%s': the error has a message", text);
	if (!ok(strstr(err.msg, must1) && (!must2 || strstr(err.msg, must2)),
		"'%s': the message says '%s'%s%s", text, must1, must2 ? " and " : "", must2 ? must2 : ""))
		diag("message: %s", err.msg);
}

static void test_errors(void)
{
	expect_error("fly 3", 1, "unknown verb", "'fly'", "expected");
	expect_error("fly", 1, "unknown verb, the verbs are listed", "draw stock", "swap");
	expect_error("draw", 1, "'draw' alone is no verb of this game", "expected", NULL);
	expect_error("", 1, "an empty line", "expected", NULL);
	expect_error("   ", 1, "a blank line", "expected", NULL);
	expect_error("swap", 1, "swap needs its slot", "takes 1 argument", "got 0");
	expect_error("swap 1 2", 1, "swap takes one slot only", "takes 1 argument", "got 2");
	expect_error("knock 1", 1, "knock takes no argument", "takes 0 arguments", "got 1");
	expect_error("power swap 1", 1, "power swap needs two targets", "takes 2 arguments", "got 1");
	expect_error("replace", 1, "replace needs at least one slot", "at least 1 argument", NULL);
	expect_error("power peek 9.1", 2, "seat 9 does not exist with 4 seats", "expected", "SEAT.SLOT");
	expect_error("power peek 5.1", 2, "seat 5 does not exist with 4 seats: named", "no seat 5", "a seat from 1 to 4");
	expect_error("power peek 5.1", 2, "seat 5 does not exist with 4 seats", "expected", "'5.1'");
	expect_error("power peek 0.1", 2, "there is no seat 0", "expected", "SEAT.SLOT");
	expect_error("power peek 3.", 2, "a dot without a slot", "expected", NULL);
	expect_error("swap x", 1, "a slot must be a number", "expected a slot number", "'x'");
	expect_error("swap 3a", 1, "a slot must be a number", "expected a slot number", NULL);
	expect_error("swap 0", 1, "slots are numbered from 1", "expected a slot number", NULL);
	expect_error("swap 256", 1, "slots are small numbers", "expected a slot number", NULL);
	expect_error("replace 1 x", 1, "every repeated slot must be a number", "expected a slot number", NULL);
	expect_error("power shuffle 5", 1, "seat 5 does not exist with 4 seats", "expected a seat number", NULL);
	expect_error("play 1H", 1, "1H is no card", "expected", "'1H'");
	expect_error("layoff 4H", 1, "layoff needs a card and a meld", "at least 2 arguments", "got 1");
	expect_error("layoff 4H 5H", 1, "the last argument of 'c*n' is a number", "expected a number", "'5H'");
	expect_error("layoff 1 4H", 1, "the cards come first", "bad card '1'", NULL);
}

/* 'w' arguments: one of the verb's words, `-` as `_`, a second spelling
** after '|', kept in word order when unordered (DES-S2, DES-S4). */
static void test_words(void)
{
	cw_verbs t;
	cw_err err;
	cw_action a;
	char text[160];
	memset(&t, 0, sizeof t);
	int v = cw_action_verbs_add(&t, "announce", "w*", &err);
	cw_action_verbs_word(&t, v, "oro|rombo", &err);
	cw_action_verbs_word(&t, v, "corazon", &err);
	cw_action_verbs_word(&t, v, "par_rojo", &err);
	t.v[v].unordered = 1;
	is_int(cw_action_parse(&t, "announce PAR-ROJO rombo", 1, 2, &a, &err), CW_OK, "'announce PAR-ROJO rombo' parses");
	cw_action_format(&t, &a, 1, text, sizeof text);
	is_str(text, "announce oro par_rojo", "it is written in word order, each word in its first spelling");
	ok(a.nargs == 2 && a.arg[0] == 0 && a.arg[1] == 2, "the arguments are the words' numbers");
	ok(cw_action_parse(&t, "announce flor", 1, 2, &a, &err) == CW_EINVAL &&
	   strstr(err.msg, "expected one of oro, corazon, par_rojo") != NULL, "an unknown word names the words: %s", err.msg);
	is_int(cw_action_word_index(&t.v[v], "Corazon", 7), 1, "a word is found case aside");
	is_int(cw_action_word_index(&t.v[v], "oro|rombo", 9), -1, "the spelling list itself is no word");
	is_int(cw_action_verbs_word(&t, v, "two words", &err), CW_EINVAL, "a word with a space is refused");
}

int main(void)
{
	build_verbs();
	test_verb_table();
	test_parse();
	test_format();
	test_readings();
	test_round_trips();
	test_make_equal();
	test_errors();
	test_words();
	return done_testing();
}
