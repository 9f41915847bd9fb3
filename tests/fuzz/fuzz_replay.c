/*
** libFuzzer target: the replay parser and verifier (repl/replay.c) on
** arbitrary file contents, through cw_replay_verify_mem, with the tree's
** variants directory (CW_FUZZ_VARIANTS, set by the Makefile) on the path.
** Any exit code is fine; crashes, leaks and UB are not.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "replay.h"

#ifndef CW_FUZZ_VARIANTS
#define CW_FUZZ_VARIANTS "variants"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *sink;
	static const char *const path[] = { CW_FUZZ_VARIANTS, NULL };
	if (!sink)
		sink = getenv("CW_FUZZ_VERBOSE") ? stderr : fopen("/dev/null", "w");
	int rc = cw_replay_verify_mem("fuzz.replay", (const char *)data, size, path, sink, sink);
	if (rc < 0 || rc > 2)
		abort();
	return 0;
}
