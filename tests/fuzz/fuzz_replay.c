/*
** libFuzzer target: the replay parser and verifier (repl/replay.c) on
** arbitrary file contents, through cw_replay_verify_mem, with the tree's
** variants directory (CW_FUZZ_VARIANTS, set by the Makefile) on the path.
** Any exit code is fine; crashes, leaks and UB are not. Runtimes are kept
** between inputs (reuse.h): the same header reuses the loaded variant.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "replay.h"
#include "reuse.h"

#ifndef CW_FUZZ_VARIANTS
#define CW_FUZZ_VARIANTS "variants"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* One run; its standings and errors into *out (malloc'd). */
static int run(const uint8_t *data, size_t size, char **out, size_t *len)
{
	static const char *const path[] = { CW_FUZZ_VARIANTS, NULL };
	FILE *o = open_memstream(out, len);
	if (!o)
		abort();
	int rc = cw_replay_verify_mem("fuzz.replay", (const char *)data, size, path, o, o);
	fclose(o);
	if (rc < 0 || rc > 2)
		abort();
	return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *out, *again;
	size_t len, alen;
	reuse_start();
	int rc = run(data, size, &out, &len);
	if (getenv("CW_FUZZ_VERBOSE"))
		fwrite(out, 1, len, stderr);
	if (reuse_check_now()) {
		cw_rtpool_pause(1);
		int rc2 = run(data, size, &again, &alen);
		cw_rtpool_pause(0);
		reuse_compare("fuzz_replay", rc, out, len, rc2, again, alen);
		free(again);
	}
	free(out);
	return 0;
}
