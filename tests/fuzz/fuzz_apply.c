/*
** libFuzzer target: a game driven by the input, one action line per input
** line, through cw_engine_apply_text. After each accepted action cw_check must
** pass; a refused one must leave the state byte-identical (g->st compared
** with a copy of g->st->bytes bytes).
**
** The game is golf4 (4 seats, seed 5: the core's draw-and-replace kit) unless
** the first line is "#K", which picks setup K of the table below: golf4
** with a play option (its Lua hooks), golf6, Cabo, Cactus, Cambio,
** Desmoche (claims, private and open actions, any-seat offences).
**
** One runtime per setup is kept for the whole run; each input is a new
** game on it. Every CW_FUZZ_CHECK_EVERY-th input (32 unless set; 0:
** never) is played again on a new runtime of the same setup, and the two
** games must end in the same state (bytes, events, actions accepted):
** state the kept runtime carried over from earlier inputs would show.
** CW_FUZZ_FRESH: a new runtime for every input.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core.h"
#include "runtime.h"

#ifndef CW_FUZZ_VARIANTS
#define CW_FUZZ_VARIANTS "variants"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const struct setup {
	const char *variant, *rule, *value;
	int seats;
} setups[] = {
	{ "golf4", NULL, NULL, 4 }, { "golf4", "paid_look", "3", 3 }, { "golf6", NULL, NULL, 3 },
	{ "cabo", NULL, NULL, 3 }, { "cactus", NULL, NULL, 3 }, { "cambio", NULL, NULL, 2 },
	{ "desmoche", "forgive_offences", "off", 3 },
};
#define NSETUPS (sizeof setups / sizeof setups[0])

static cw_runtime *rts[NSETUPS];

static void die(const char *what, const cw_err *err)
{
	fprintf(stderr, "fuzz_apply: %s: %s\n", what, err->msg);
	abort();
}

static cw_runtime *new_runtime(const struct setup *su)
{
	static const char *const path[] = { CW_FUZZ_VARIANTS, NULL };
	cw_err err;
	cw_runtime *rt;
	cw_runtime_config cfg = { path, 0, 0 };
	if (!(rt = cw_runtime_new(&cfg, &err)))
		die("runtime", &err);
	if (cw_runtime_load(rt, su->variant, &err))
		die(su->variant, &err);
	if (cw_runtime_simulate_defaults(rt, &err) ||
	    (su->rule && cw_runtime_set_option(rt, su->rule, su->value, &err)))
		die("options", &err);
	if (cw_runtime_configure(rt, su->seats, &err))
		die("configure", &err);
	return rt;
}

/* What a game ended as: a hash of its state's bytes, its event count
** and the actions it accepted. */
typedef struct outcome {
	uint64_t hash;
	uint32_t nev;
	int applied;
} outcome;

static outcome play(cw_runtime *rt, const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static unsigned long every = 32, count;
	static int fresh = -1;
	size_t k = 0, skip = 0;
	if (fresh < 0) {
		const char *e = getenv("CW_FUZZ_CHECK_EVERY");
		fresh = getenv("CW_FUZZ_FRESH") != NULL;
		every = fresh ? 0 : e ? strtoul(e, NULL, 10) : 32;
	}
	if (size >= 2 && data[0] == '#') {
		k = (size_t)(data[1] - '0') % NSETUPS;
		while (skip < size && data[skip] != '\n')
			skip++;
	}
	if (fresh) {
		cw_runtime *rt = new_runtime(&setups[k]);
		play(rt, data + skip, size - skip);
		cw_runtime_free(rt);
		return 0;
	}
	if (!rts[k])
		rts[k] = new_runtime(&setups[k]);
	outcome kept = play(rts[k], data + skip, size - skip);
	cw_runtime_collect(rts[k]);	/* the next input starts on a collected heap */
	if (every && ++count % every == 0) {
		cw_runtime *rt = new_runtime(&setups[k]);
		outcome again = play(rt, data + skip, size - skip);
		cw_runtime_free(rt);
		if (kept.hash != again.hash || kept.nev != again.nev || kept.applied != again.applied) {
			fprintf(stderr, "fuzz_apply: a kept runtime and a new one disagree: %d and %d actions, "
				"%u and %u events\n", kept.applied, again.applied, kept.nev, again.nev);
			abort();
		}
	}
	return 0;
}

static outcome play(cw_runtime *rt, const uint8_t *data, size_t size)
{
	cw_err err;
	cw_game *g = cw_runtime_new_game(rt, 5, &err);
	if (!g)
		die("new game", &err);
	if (cw_engine_start(g, &err))
		die("start", &err);
	if (cw_check(g, &err))
		die("check after start", &err);
	char *text = malloc(size + 1);
	void *copy = NULL;
	size_t copycap = 0;
	if (!text)
		abort();
	memcpy(text, data, size);
	text[size] = 0;
	int applied = 0;
	for (char *line = text, *next; line && applied < 4000; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		size_t bytes = g->st->bytes;
		if (bytes > copycap) {
			free(copy);
			copy = malloc(bytes);
			copycap = bytes;
			if (!copy)
				abort();
		}
		memcpy(copy, g->st, bytes);
		uint32_t nev = g->nev;
		/* "?K": the K-th legal action, in its canonical text (lets the
		** fuzzer reach deep positions; the text must apply) */
		char legal_text[160];
		int by_index = line[0] == '?';
		if (by_index) {
			uint32_t nl;
			const cw_action *l = cw_engine_legal(g, &nl);
			if (g->st->status != CW_ST_PLAY || !nl)
				continue;
			uint32_t k = (uint32_t)strtoul(line + 1, NULL, 10) % nl;
			cw_action_format(g->verbs, &l[k], g->st->actor, legal_text, sizeof legal_text);
			line = legal_text;
		}
		if (cw_engine_apply_text(g, line, &err) == CW_OK) {
			applied++;
			if (cw_check(g, &err))
				die("check after an accepted action", &err);
		} else {
			if (by_index) {
				fprintf(stderr, "fuzz_apply: legal action '%s' refused: %s\n", line, err.msg);
				abort();
			}
			if (g->st->bytes != bytes || memcmp(copy, g->st, bytes)) {
				fprintf(stderr, "fuzz_apply: refused '%s' (%s) changed the state\n", line, err.msg);
				abort();
			}
			if (g->nev != nev) {
				fprintf(stderr, "fuzz_apply: refused '%s' left %u events\n", line, g->nev - nev);
				abort();
			}
		}
		/* the legal list must be readable at every point */
		uint32_t nl;
		const cw_action *l = cw_engine_legal(g, &nl);
		if (g->st->status == CW_ST_PLAY && (!l || !nl)) {
			fprintf(stderr, "fuzz_apply: no legal action in play\n");
			abort();
		}
	}
	outcome o = { 1469598103934665603ULL, g->nev, applied };
	const unsigned char *b = (const unsigned char *)g->st;
	for (size_t i = 0; i < g->st->bytes; i++)
		o.hash = (o.hash ^ b[i]) * 1099511628211ULL;
	free(copy);
	free(text);
	cw_game_free(g);
	return o;
}
