/*
** libFuzzer target: a game driven by the input, one action line per input
** line, through cw_apply_text. After each accepted action cw_check must
** pass; a refused one must leave the state byte-identical (g->st compared
** with a copy of g->st->bytes bytes).
**
** The game is golf4 (4 seats, seed 5: the core's draw-and-replace kit) unless
** the first line is "#K", which picks setup K of the table below: golf4
** with a play option (its Lua hooks), golf6, Cabo, Cactus, Cambio,
** Desmoche (claims, private and open actions, any-seat offences).
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "game.h"
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const path[] = { CW_FUZZ_VARIANTS, NULL };
	cw_err err;
	size_t k = 0, skip = 0;
	if (size >= 2 && data[0] == '#') {
		k = (size_t)(data[1] - '0') % NSETUPS;
		while (skip < size && data[skip] != '\n')
			skip++;
	}
	const struct setup *su = &setups[k];
	if (!rts[k]) {
		cw_runtime_config cfg = { path, 0, 0 };
		if (!(rts[k] = cw_runtime_new(&cfg, &err)))
			die("runtime", &err);
		if (cw_runtime_load(rts[k], su->variant, &err))
			die(su->variant, &err);
		if (cw_runtime_simulate_defaults(rts[k], &err) ||
		    (su->rule && cw_runtime_set_option(rts[k], su->rule, su->value, &err)))
			die("options", &err);
		if (cw_runtime_configure(rts[k], su->seats, &err))
			die("configure", &err);
	}
	data += skip;
	size -= skip;
	cw_game *g = cw_runtime_new_game(rts[k], 5, &err);
	if (!g)
		die("new game", &err);
	if (cw_game_start(g, &err))
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
			const cw_action *l = cw_legal(g, &nl);
			if (g->st->status != CW_ST_PLAY || !nl)
				continue;
			uint32_t k = (uint32_t)strtoul(line + 1, NULL, 10) % nl;
			cw_action_format(g->verbs, &l[k], g->st->actor, legal_text, sizeof legal_text);
			line = legal_text;
		}
		if (cw_apply_text(g, line, &err) == CW_OK) {
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
		const cw_action *l = cw_legal(g, &nl);
		if (g->st->status == CW_ST_PLAY && (!l || !nl)) {
			fprintf(stderr, "fuzz_apply: no legal action in play\n");
			abort();
		}
	}
	free(copy);
	free(text);
	cw_game_free(g);
	return 0;
}
