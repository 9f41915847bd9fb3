/*
** libFuzzer target: cw_action_parse / cw_action_format. The first byte
** picks the verb table (golf-like or desmoche-like), the seat count and
** the actor; the rest is the action line. A line that parses must format
** to text that parses to the same action, and formatting must be stable.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "action.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static cw_verbs golf, desmoche;

static void add(cw_verbs *vs, const char *name, const char *sig)
{
	cw_err err;
	if (cw_action_verbs_add(vs, name, sig, &err) < 0) {
		fprintf(stderr, "verb %s: %s\n", name, err.msg);
		abort();
	}
}

static void alias(cw_verbs *vs, const char *verb, const char *a)
{
	cw_err err;
	if (cw_action_verbs_alias(vs, cw_action_verbs_find(vs, verb), a, &err)) {
		fprintf(stderr, "alias %s: %s\n", a, err.msg);
		abort();
	}
}

static void setup(void)
{
	/* golf family: golf.lua, power.lua, cabo-like */
	add(&golf, "draw stock", "");
	add(&golf, "draw discard", "");
	add(&golf, "swap", "s");
	add(&golf, "discard", "");
	add(&golf, "knock", "");
	add(&golf, "flip", "s");
	add(&golf, "power peek", "t");
	add(&golf, "power swap", "tt");
	add(&golf, "power shuffle", "e");
	add(&golf, "replace", "s*");
	add(&golf, "peek", "s");
	alias(&golf, "knock", "cabo");
	alias(&golf, "power peek", "peek");	/* power.lua: a word two verbs share */
	/* desmoche.lua */
	add(&desmoche, "declare peladilla", "");
	add(&desmoche, "declare cuatro", "");
	alias(&desmoche, "declare cuatro", "declare cuatro_cuerpos");
	add(&desmoche, "declare color", "");
	alias(&desmoche, "declare color", "declare colour");
	add(&desmoche, "bet", "n");
	add(&desmoche, "pass", "");
	add(&desmoche, "cambio", "c");
	desmoche.v[cw_action_verbs_find(&desmoche, "cambio")].private_args = CW_PRIVATE_ARGS;
	add(&desmoche, "draw discard", "");
	add(&desmoche, "takeback", "c");
	add(&desmoche, "unmeld", "n");
	add(&desmoche, "draw", "");
	alias(&desmoche, "draw", "draw stock");
	add(&desmoche, "fold", "");
	alias(&desmoche, "fold", "pass hand");
	add(&desmoche, "claim", "");
	add(&desmoche, "meld", "ccc*");
	add(&desmoche, "layoff", "cn");
	add(&desmoche, "desmoche", "cnn");
	add(&desmoche, "discard", "c");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int ready;
	if (!ready) {
		setup();
		ready = 1;
	}
	if (size < 1)
		return 0;
	const cw_verbs *vs = (data[0] & 1) ? &desmoche : &golf;
	int nseats = 1 + ((data[0] >> 1) & 7);		/* 1..8 */
	int actor = 1 + ((data[0] >> 4) % nseats);	/* 1..nseats */
	char *text = malloc(size);
	if (!text)
		return 0;
	memcpy(text, data + 1, size - 1);
	text[size - 1] = 0;
	cw_action a, b;
	cw_err err;
	if (cw_action_parse(vs, text, actor, nseats, &a, &err) == CW_OK) {
		char buf[512], buf2[512];
		if (a.verb >= vs->n || a.nargs > CW_ACTION_ARGS)
			abort();
		int n = cw_action_format(vs, &a, actor, buf, sizeof buf);
		if (n < 0 || (size_t)n >= sizeof buf) {
			fprintf(stderr, "format length %d\n", n);
			abort();
		}
		if (strlen(buf) != (size_t)n)
			abort();
		memset(&b, 0xAA, sizeof b);
		if (cw_action_parse(vs, buf, actor, nseats, &b, &err) != CW_OK) {
			fprintf(stderr, "'%s' formats to '%s', which does not parse: %s\n", text, buf, err.msg);
			abort();
		}
		if (!cw_action_equal(&a, &b)) {
			fprintf(stderr, "'%s' formats to '%s', which parses to another action\n", text, buf);
			abort();
		}
		cw_action_format(vs, &b, actor, buf2, sizeof buf2);
		if (strcmp(buf, buf2))
			abort();
		/* a short buffer truncates like snprintf */
		char small[4];
		if (cw_action_format(vs, &a, actor, small, sizeof small) != n || strlen(small) > 3)
			abort();
	}
	free(text);
	return 0;
}
