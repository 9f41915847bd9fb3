/*
** libFuzzer target: the REPL's command line. The input is a session typed
** at `cardwright play golf4 --seed 5 --players me,bot`, read plainly as
** when standard input is not a terminal: commands, action words and
** garbage alike. The REPL must never crash, leak or hang. Built with
** CW_FUZZING, which makes `save` refuse (input must not write files), and
** with no state directory, so nothing is recorded.
**
** Runtimes are kept between inputs (reuse.h): each session's tables take
** the runtime an earlier session built for the same variant, rules and
** seats. The clock is fixed (time() below), so that `new`, which seeds
** from it, deals the same cards for the same input: findings reproduce,
** and the sampled second run on new runtimes must print the same.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "repl.h"
#include "reuse.h"

#ifndef CW_FUZZ_VARIANTS
#define CW_FUZZ_VARIANTS "variants"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The program's clock, fixed: the REPL reads it only to seed `new`. */
time_t time(time_t *t)
{
	if (t)
		*t = 1700000000;
	return 1700000000;
}

static char input[64], output[64];

static void remove_files(void)
{
	unlink(input);
	unlink(output);
}

static void setup(void)
{
	setenv("XDG_STATE_HOME", "", 1);
	setenv("HOME", "", 1);
	strcpy(input, "/tmp/cw-fuzz-repl-XXXXXX");
	strcpy(output, "/tmp/cw-fuzz-repl-out-XXXXXX");
	int fd = mkstemp(input), fo = mkstemp(output);
	if (fd < 0 || fo < 0)
		abort();
	close(fd);
	close(fo);
	atexit(remove_files);
}

/* One session on the input; what it printed into *out (malloc'd) when
** out is given, else to /dev/null. */
static void run(char **out, size_t *len)
{
	static char *path[] = { CW_FUZZ_VARIANTS, NULL };
	char *argv[] = { "golf4", "--seed", "5", "--players", "me,bot", NULL };
	if (!freopen(input, "rb", stdin) || !freopen(out ? output : "/dev/null", "w", stdout))
		abort();
	cw_repl_main(path, 5, argv, 1);
	fflush(stdout);
	if (!out)
		return;
	FILE *f = fopen(output, "rb");
	if (!f || fseek(f, 0, SEEK_END))
		abort();
	long n = ftell(f);
	rewind(f);
	*out = malloc((size_t)n + 1);
	if (n < 0 || !*out || fread(*out, 1, (size_t)n, f) != (size_t)n)
		abort();
	*len = (size_t)n;
	fclose(f);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!input[0])
		setup();
	reuse_start();
	FILE *f = fopen(input, "wb");
	if (!f)
		abort();
	if (size && fwrite(data, 1, size, f) != size)
		abort();
	fclose(f);
	if (!reuse_check_now()) {
		run(NULL, NULL);
		return 0;
	}
	char *out, *again;
	size_t len, alen;
	run(&out, &len);
	cw_rtpool_pause(1);
	run(&again, &alen);
	cw_rtpool_pause(0);
	reuse_compare("fuzz_repl", 0, out, len, 0, again, alen);
	free(out);
	free(again);
	return 0;
}
