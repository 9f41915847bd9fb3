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
**
** Built with CW_RESUME (the target fuzz_resume), the input is instead a
** recorded game for `cardwright play --resume FILE`: the file a person
** keeps and gives back, read by cw_replay_load, adopted by the table and
** recorded on in place. The session typed at it is fixed (RESUME_TYPED).
** Each run writes the input afresh, since the first appends to it.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "repl.h"
#include "reuse.h"

#ifdef CW_RESUME
#define CW_RESUME_NAME "fuzz_resume"
#else
#define CW_RESUME_NAME "fuzz_repl"
#endif

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
#ifdef CW_RESUME
/* the recorded game; input then holds the fixed session */
static char recorded[64];
static const uint8_t *rec_data;
static size_t rec_size;
#define RESUME_TYPED "show\nlegal\nhint\nundo\nscore\nquit\n"
#endif

static void remove_files(void)
{
	unlink(input);
	unlink(output);
#ifdef CW_RESUME
	unlink(recorded);
#endif
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
#ifdef CW_RESUME
	strcpy(recorded, "/tmp/cw-fuzz-resume-XXXXXX");
	int fr = mkstemp(recorded);
	if (fr < 0)
		abort();
	close(fr);
#endif
	atexit(remove_files);
}

static void write_file(const char *name, const uint8_t *data, size_t size)
{
	FILE *f = fopen(name, "wb");
	if (!f)
		abort();
	if (size && fwrite(data, 1, size, f) != size)
		abort();
	fclose(f);
}

/* One session on the input; what it printed into *out (malloc'd) when
** out is given, else to /dev/null. */
static void run(char **out, size_t *len)
{
	static char *path[] = { CW_FUZZ_VARIANTS, NULL };
#ifdef CW_RESUME
	write_file(recorded, rec_data, rec_size);
	char *argv[] = { "--resume", recorded, NULL };
	int argc = 2;
#else
	char *argv[] = { "golf4", "--seed", "5", "--players", "me,bot", NULL };
	int argc = 5;
#endif
	if (!freopen(input, "rb", stdin) || !freopen(out ? output : "/dev/null", "w", stdout))
		abort();
	cw_repl_main(path, argc, argv, 1);
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
#ifdef CW_RESUME
	rec_data = data;
	rec_size = size;
	write_file(input, (const uint8_t *)RESUME_TYPED, strlen(RESUME_TYPED));
#else
	write_file(input, data, size);
#endif
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
	reuse_compare(CW_RESUME_NAME, 0, out, len, 0, again, alen);
	free(out);
	free(again);
	return 0;
}
