/*
** libFuzzer target: the input is the source text of a variant file. It is
** loaded from a scratch file on a variant path that holds the real
** variants, described (rules), configured for the smallest player count it
** allows and played for up to 200 actions by the first legal action, with
** cw_check after each. Whatever the text, the process must not crash,
** hang past the budget, or leave the core's invariants broken: a script's
** failure is an error value, which this target ignores.
**
** Each input gets a fresh runtime (a runtime holds one variant); the
** memory cap and the budget are small so that the fuzzer spends its time
** on many inputs, not on one loop.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "core.h"
#include "runtime.h"

#ifndef CW_FUZZ_VARIANTS
#define CW_FUZZ_VARIANTS "variants"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char dir[64], file[96];

static void die(const char *what, const cw_err *err)
{
	fprintf(stderr, "fuzz_variant: %s: %s\n", what, err->msg);
	abort();
}

static void play(cw_runtime *rt)
{
	cw_err err;
	cw_game *g = cw_runtime_new_game(rt, 7, &err);
	if (!g)
		return;
	if (cw_engine_start(g, &err) == CW_OK) {
		if (cw_check(g, &err))
			die("after the deal", &err);
		for (int i = 0; i < 200 && g->st->status == CW_ST_PLAY; i++) {
			uint32_t n;
			const cw_action *l = cw_engine_legal(g, &n);
			if (!n || cw_engine_apply(g, &l[(uint32_t)i % n], &err))
				break;
			if (cw_check(g, &err))
				die("after an action", &err);
		}
	}
	cw_game_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *path[] = { CW_FUZZ_VARIANTS, NULL };
	cw_err err;
	if (!dir[0]) {
		snprintf(dir, sizeof dir, "/tmp/fuzz_variant.XXXXXX");
		if (!mkdtemp(dir))
			abort();
		snprintf(file, sizeof file, "%s/input.lua", dir);
	}
	FILE *f = fopen(file, "wb");
	if (!f)
		abort();
	fwrite(data, 1, size, f);
	fclose(f);
	cw_runtime_config cfg = { path, (size_t)16 << 20, 2000000 };
	cw_runtime *rt = cw_runtime_new(&cfg, &err);
	if (!rt)
		die("runtime", &err);
	if (cw_runtime_load(rt, file, &err) == CW_OK) {
		free(cw_runtime_describe(rt, &err));
		cw_runtime_simulate_defaults(rt, &err);
		for (int seats = 1; seats <= CW_MAX_SEATS; seats++)
			if (cw_runtime_configure(rt, seats, &err) == CW_OK) {
				free(cw_runtime_options_text(rt, &err));
				play(rt);
				break;
			}
	}
	cw_runtime_free(rt);
	return 0;
}
