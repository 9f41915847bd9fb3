/*
** The sanitiser for untrusted text (text.h, DESIGN principle 10): what
** steers a terminal is shown as \xHH, valid UTF-8 passes unchanged,
** names are capped. Every expected string is written out by hand.
*/
#include <stdio.h>
#include <string.h>
#include "text.h"
#include "tap.h"

static const char *esc(const char *in, int flags)
{
	static char buf[512];
	return cw_text_safe(buf, sizeof buf, in, flags);
}

static void test_controls(void)
{
	is_str(esc("a\033[2Jb", 0), "a\\x1b[2Jb", "CSI clear screen: ESC shown as \\x1b");
	is_str(esc("\033]52;c;aGk=\007", 0), "\\x1b]52;c;aGk=\\x07", "OSC 52 clipboard write: ESC and BEL escaped");
	is_str(esc("\033]8;;http://x\033\\y", 0), "\\x1b]8;;http://x\\x1b\\y", "OSC 8 link: both ESCs escaped");
	is_str(esc("a\rb\nc\td\x7f", 0), "a\\x0db\\x0ac\\x09d\\x7f", "CR, LF, TAB, DEL escaped on one line");
	is_str(esc("a\rb\nc\td", CW_TEXT_LINES), "a\\x0db\nc\td", "CW_TEXT_LINES keeps LF and TAB, not CR");
	is_str(esc("\xc2\x9b" "31m", 0), "\\xc2\\x9b31m", "C1 CSI (U+009B) escaped byte by byte");
	is_str(esc("ab\xe2\x80\xae" "cd", 0), "ab\\xe2\\x80\\xaecd", "bidi override U+202E escaped");
	is_str(esc("\xe2\x81\xa6x", 0), "\\xe2\\x81\\xa6x", "bidi isolate U+2066 escaped");
}

static void test_utf8(void)
{
	is_str(esc("\xe2\x99\xa0\xe2\x99\xa5 Jos\xc3\xa9 \xf0\x9f\x83\x81", 0),
	       "\xe2\x99\xa0\xe2\x99\xa5 Jos\xc3\xa9 \xf0\x9f\x83\x81", "suits, accents and U+1F0C1 pass unchanged");
	is_str(esc("a\xffz", 0), "a\\xffz", "byte 0xff escaped");
	is_str(esc("a\x80z", 0), "a\\x80z", "stray continuation byte escaped");
	is_str(esc("\xc0\xaf", 0), "\\xc0\\xaf", "overlong '/' escaped");
	is_str(esc("\xe0\x80\xaf", 0), "\\xe0\\x80\\xaf", "three-byte overlong escaped");
	is_str(esc("\xed\xa0\x80", 0), "\\xed\\xa0\\x80", "surrogate U+D800 escaped");
	is_str(esc("\xf4\x90\x80\x80", 0), "\\xf4\\x90\\x80\\x80", "past U+10FFFF escaped");
	is_str(esc("ok\xe2\x99", 0), "ok\\xe2\\x99", "sequence cut short at the end escaped");
	is_str(esc("\xe2" "A", 0), "\\xe2A", "lead byte then ASCII: the ASCII is kept");
	is_str(esc("back\\slash \\x1b", 0), "back\\slash \\x1b", "a backslash is kept: escaping twice changes nothing");
}

static void test_cut(void)
{
	char b[8];
	is_str(cw_text_safe(b, sizeof b, "abcdefg", 0), "abcdefg", "7 bytes fit in 8");
	is_str(cw_text_safe(b, sizeof b, "abcdefgh", 0), "abcd...", "8 bytes in 8: cut with ...");
	is_str(cw_text_safe(b, sizeof b, "a\033bcdef", 0), "a...", "an escape is never cut in half");
	is_str(cw_text_safe(b, sizeof b, "ab\xe2\x99\xa0\xe2\x99\xa5", 0), "ab...", "a character is never cut in half");
	char name[4 * CW_TEXT_NAME_MAX + 4];
	char long_name[100];
	memset(long_name, 'x', 40);
	long_name[40] = '\0';
	cw_text_name(name, sizeof name, long_name);
	is_int((long long)strlen(name), CW_TEXT_NAME_MAX + 3, "a 40-letter name: 32 letters and ...");
	is_str(cw_text_name(name, sizeof name, "ana"), "ana", "a short name unchanged");
	is_str(cw_text_name(name, sizeof name, "\033\033\033\033\033\033\033\033\033"),
	       "\\x1b\\x1b\\x1b\\x1b\\x1b\\x1b\\x1b\\x1b...", "nine ESCs: eight escapes (32 characters) and ...");
	ok(cw_text_is_safe("ana \xe2\x99\xa0", 7, 0), "is_safe: plain UTF-8");
	ok(!cw_text_is_safe("a\033", 2, 0), "is_safe: not with ESC");
}

static void test_write(void)
{
	char buf[256] = "";
	FILE *f = fmemopen(buf, sizeof buf, "w");
	cw_text_fputs("title\033]0;pwned\007\nline 2\n", f, CW_TEXT_LINES);
	fclose(f);
	is_str(buf, "title\\x1b]0;pwned\\x07\nline 2\n", "cw_text_fputs: OSC 0 title escaped, lines kept");
}

int main(void)
{
	test_controls();
	test_utf8();
	test_cut();
	test_write();
	return done_testing();
}
