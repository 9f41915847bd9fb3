/*
** libFuzzer target: the REPL's command line. The input is a session typed
** at `cardwright play golf4 --seed 5 --players me,bot`, read plainly as
** when standard input is not a terminal: commands, action words and
** garbage alike. The REPL must never crash, leak or hang. Built with
** CW_FUZZING, which makes `save` refuse (input must not write files), and
** with no state directory, so nothing is recorded.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "repl.h"

#ifndef CW_FUZZ_VARIANTS
#define CW_FUZZ_VARIANTS "variants"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char input[64];

static void setup(void)
{
	setenv("XDG_STATE_HOME", "", 1);
	setenv("HOME", "", 1);
	if (!freopen("/dev/null", "w", stdout))
		abort();
	strcpy(input, "/tmp/cw-fuzz-repl-XXXXXX");
	int fd = mkstemp(input);
	if (fd < 0)
		abort();
	close(fd);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char *path[] = { CW_FUZZ_VARIANTS, NULL };
	char *argv[] = { "golf4", "--seed", "5", "--players", "me,bot", NULL };
	if (!input[0])
		setup();
	FILE *f = fopen(input, "wb");
	if (!f)
		abort();
	if (size && fwrite(data, 1, size, f) != size)
		abort();
	fclose(f);
	if (!freopen(input, "rb", stdin))
		abort();
	cw_repl_main(path, 5, argv, 1);
	return 0;
}
