/*
** A tiny TAP producer for the C unit tests (prove reads the output).
**
** plan(n) prints "1..n" first; without it, done_testing() prints the plan
** last. Each check prints "ok N - name" or "not ok N - name", failures
** followed by "# ..." diagnostics. done_testing() returns the exit status:
** 0 when every check passed and the plan was kept, non-zero otherwise, so
** a test's main ends with `return done_testing();`.
**
** Every function is static: each test program includes this header once.
*/
#ifndef CW_TAP_H
#define CW_TAP_H

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int tap_run, tap_failed, tap_planned = -1;

static inline void plan(int n)
{
	tap_planned = n;
	printf("1..%d\n", n);
	fflush(stdout);
}

/* Prints one diagnostic line, "# " first; the text must not hold a newline. */
static inline void diag(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static inline void diag(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("# ", stdout);
	vprintf(fmt, ap);
	fputc('\n', stdout);
	va_end(ap);
	fflush(stdout);
}

/* Writes a test name as TAP wants it: '#' escaped, line breaks blanked. */
static inline void tap_put_name(const char *fmt, va_list ap)
{
	char name[512];
	vsnprintf(name, sizeof name, fmt, ap);
	for (const char *p = name; *p; p++) {
		if (*p == '#' || *p == '\\')
			fputc('\\', stdout);
		fputc(*p == '\n' || *p == '\r' ? ' ' : *p, stdout);
	}
}

static inline int tap_vok(const char *file, int line, int pass, const char *fmt, va_list ap)
{
	tap_run++;
	if (!pass)
		tap_failed++;
	printf("%sok %d - ", pass ? "" : "not ", tap_run);
	tap_put_name(fmt, ap);
	fputc('\n', stdout);
	if (!pass)
		printf("#   Failed test %d\n#   at %s line %d.\n", tap_run, file, line);
	fflush(stdout);
	return pass;
}

static inline int tap_ok(const char *file, int line, int pass, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static inline int tap_ok(const char *file, int line, int pass, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = tap_vok(file, line, pass, fmt, ap);
	va_end(ap);
	return r;
}

static inline int tap_is_int(const char *file, int line, long long got, long long expected,
			     const char *fmt, ...) __attribute__((format(printf, 5, 6)));
static inline int tap_is_int(const char *file, int line, long long got, long long expected,
			     const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = tap_vok(file, line, got == expected, fmt, ap);
	va_end(ap);
	if (!r) {
		diag("         got: %lld", got);
		diag("    expected: %lld", expected);
	}
	return r;
}

static inline int tap_is_str(const char *file, int line, const char *got, const char *expected,
			     const char *fmt, ...) __attribute__((format(printf, 5, 6)));
static inline int tap_is_str(const char *file, int line, const char *got, const char *expected,
			     const char *fmt, ...)
{
	va_list ap;
	int same = (!got && !expected) || (got && expected && !strcmp(got, expected));
	va_start(ap, fmt);
	int r = tap_vok(file, line, same, fmt, ap);
	va_end(ap);
	if (!r) {
		diag("         got: %s%s%s", got ? "'" : "", got ? got : "NULL", got ? "'" : "");
		diag("    expected: %s%s%s", expected ? "'" : "", expected ? expected : "NULL",
		     expected ? "'" : "");
	}
	return r;
}

/* ok(cond, "name %d", ...), is_int(got, expected, "name"), is_str(got, expected, "name") */
#define ok(cond, ...) tap_ok(__FILE__, __LINE__, !!(cond), __VA_ARGS__)
#define is_int(got, expected, ...) \
	tap_is_int(__FILE__, __LINE__, (long long)(got), (long long)(expected), __VA_ARGS__)
#define is_str(got, expected, ...) tap_is_str(__FILE__, __LINE__, (got), (expected), __VA_ARGS__)

/* Ends the run: prints the plan if none was given, and returns the exit status. */
static inline int done_testing(void)
{
	if (tap_planned < 0)
		printf("1..%d\n", tap_run);
	else if (tap_planned != tap_run)
		diag("Looks like you planned %d tests but ran %d.", tap_planned, tap_run);
	if (tap_failed)
		diag("Looks like you failed %d test%s of %d.", tap_failed, tap_failed == 1 ? "" : "s",
		     tap_run);
	fflush(stdout);
	if (tap_planned >= 0 && tap_planned != tap_run)
		return 255;
	return tap_failed > 254 ? 254 : tap_failed;
}

#endif
