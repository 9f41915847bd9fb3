/*
** libFuzzer targets: the replay views (repl/replay.c) on arbitrary file
** contents. Built three times (Makefile): fuzz_as (CW_VIEW=0, `replay
** --as SEAT`, with --step when the first byte is odd), fuzz_reveal
** (CW_VIEW=1, `--reveal`, the same), fuzz_export (CW_VIEW=2,
** `--export-as SEAT`). The first byte picks the seat (and --step); the
** rest is the file, written to a scratch file because the views read a
** path. With CW_FUZZ_VARIANTS (set by the Makefile) on the variant path.
** Any exit code is fine; crashes, leaks, UB, and a raw control byte in
** the output (the views write plain text) are not. Runtimes are kept
** between inputs (reuse.h).
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "replay.h"
#include "reuse.h"

#ifndef CW_VIEW
#define CW_VIEW 0
#endif
#ifndef CW_FUZZ_VARIANTS
#define CW_FUZZ_VARIANTS "variants"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Whether the output holds a control byte other than LF and TAB, or
** ESC's C1 form in UTF-8 (U+0080..U+009F). */
static int has_control(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
			return 1;
		if (c == 0xc2 && i + 1 < n && (unsigned char)s[i + 1] >= 0x80 && (unsigned char)s[i + 1] <= 0x9f)
			return 1;
	}
	return 0;
}

static char file[64];

static void remove_file(void)
{
	unlink(file);
}

/* One run of the view on the file; its output into *out (malloc'd). */
static int run(const uint8_t *data, char **out, size_t *len)
{
	static const char *const path[] = { CW_FUZZ_VARIANTS, NULL };
	static const char keys[] = "\nb\n\n\nb\nb\n\n\n\n\n\n\n\nq\n";
	char seat[4];
	snprintf(seat, sizeof seat, "%d", 1 + (data[0] >> 1) % 8);
	FILE *o = open_memstream(out, len);
	FILE *in = fmemopen((void *)(uintptr_t)keys, sizeof keys - 1, "r");
	if (!o || !in)
		abort();
	int step = data[0] & 1, rc;
	if (CW_VIEW == 2)
		rc = cw_replay_export(file, path, seat, o, o);
	else
		rc = cw_replay_show(file, path, CW_VIEW == 1 ? NULL : seat, step, in, o, o);
	fclose(o);
	fclose(in);
	if (rc < 0 || rc > 2 || has_control(*out, *len))
		abort();
	return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!file[0]) {
		const char *dir = getenv("TMPDIR");
		snprintf(file, sizeof file, "%s/cw-fuzz-view-XXXXXX", dir && *dir ? dir : "/tmp");
		int fd = mkstemp(file);
		if (fd < 0)
			abort();
		close(fd);
		atexit(remove_file);
	}
	reuse_start();
	if (!size)
		return 0;
	FILE *f = fopen(file, "w");
	if (!f)
		abort();
	fwrite(data + 1, 1, size - 1, f);
	fclose(f);
	char *out, *again;
	size_t len, alen;
	int rc = run(data, &out, &len);
	if (getenv("CW_FUZZ_VERBOSE"))
		fwrite(out, 1, len, stderr);
	if (reuse_check_now()) {
		cw_rtpool_pause(1);
		int rc2 = run(data, &again, &alen);
		cw_rtpool_pause(0);
		reuse_compare("fuzz_view", rc, out, len, rc2, again, alen);
		free(again);
	}
	free(out);
	return 0;
}
