/*
** libFuzzer target: a golf4 game (4 seats, seed 5) driven by the input,
** one action line per input line, through cw_apply_text. After each
** accepted action cw_check must pass; a refused one must leave the state
** byte-identical (g->st compared with a copy of g->st->bytes bytes).
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

static cw_runtime *rt;

static void die(const char *what, const cw_err *err)
{
	fprintf(stderr, "fuzz_apply: %s: %s\n", what, err->msg);
	abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const path[] = { CW_FUZZ_VARIANTS, NULL };
	cw_err err;
	if (!rt) {
		cw_runtime_config cfg = { path, 0, 0 };
		if (!(rt = cw_runtime_new(&cfg, &err)))
			die("runtime", &err);
		if (cw_runtime_load(rt, "golf4", &err))
			die("load golf4", &err);
		if (cw_runtime_configure(rt, 4, &err))
			die("configure", &err);
	}
	cw_game *g = cw_runtime_new_game(rt, 5, &err);
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
