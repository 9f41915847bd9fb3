/*
** Unordered verbs: their repeated arguments are a set, kept in one
** canonical order, so any order typed is the action offered.
*/
#include <string.h>
#include "tap.h"
#include "action.h"
#include "face.h"

static cw_verbs verbs(void)
{
	cw_verbs vs;
	memset(&vs, 0, sizeof vs);
	int meld = cw_action_verbs_add(&vs, "meld", "ccc*", NULL);
	int match = cw_action_verbs_add(&vs, "match", "t*", NULL);
	cw_action_verbs_add(&vs, "replace", "s*", NULL);	/* ordered: S1 is special (PAB-M2) */
	int layoff = cw_action_verbs_add(&vs, "bet", "nc*", NULL);
	vs.v[meld].unordered = 1;
	vs.v[match].unordered = 1;
	vs.v[layoff].unordered = 1;
	return vs;
}

static cw_action parse(const cw_verbs *vs, const char *text)
{
	cw_action a;
	memset(&a, 0, sizeof a);
	cw_err err;
	if (cw_action_parse(vs, text, 1, 4, &a, &err))
		diag("parse '%s': %s", text, err.msg);
	return a;
}

static const char *format(const cw_verbs *vs, const char *text, char *buf, size_t n)
{
	cw_action a = parse(vs, text);
	cw_action_format(vs, &a, 1, buf, n);
	return buf;
}

int main(void)
{
	cw_verbs vs = verbs();
	char buf[160];
	plan(8);
	cw_action a = parse(&vs, "meld 9H 7H 8H"), b = parse(&vs, "meld 7H 8H 9H");
	ok(cw_action_equal(&a, &b), "meld 9H 7H 8H is the same action as meld 7H 8H 9H");
	is_str(format(&vs, "meld 9H 7H 8H", buf, sizeof buf), "meld 7H 8H 9H", "an unordered meld is written ascending");
	a = parse(&vs, "match 3.4 2.1 1 1.3");
	b = parse(&vs, "match 1 1.3 2.1 3.4");
	ok(cw_action_equal(&a, &b), "targets are sorted as pairs (seat, slot), not byte by byte");
	is_str(format(&vs, "match 3.4 2.1 1 1.3", buf, sizeof buf), "match 1 3 2.1 3.4",
	       "the actor's own targets are written bare, in order");
	a = parse(&vs, "replace 4 1 2");
	b = parse(&vs, "replace 1 2 4");
	ok(!cw_action_equal(&a, &b), "an ordered verb keeps the order typed");
	is_str(format(&vs, "replace 4 1 2", buf, sizeof buf), "replace 4 1 2", "and writes it back as typed");
	a = parse(&vs, "bet 3 KS 2C");
	b = parse(&vs, "bet 3 2C KS");
	ok(cw_action_equal(&a, &b), "a fixed argument before the set stays in place; the set is sorted");
	is_str(format(&vs, "bet 3 KS 2C", buf, sizeof buf), "bet 3 2C KS", "only the cards are sorted");
	return done_testing();
}
