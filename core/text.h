/*
** Untrusted text made safe to show (DESIGN principle 10). Names, titles,
** docs and error messages come from variant scripts and replay files
** that strangers share; before a terminal, a page or a log shows them,
** they pass through here.
**
** Valid UTF-8 passes unchanged (suit symbols, accented names). What could
** steer a terminal or hide text is shown escaped as \xHH, one escape per
** byte: C0 controls (ESC, and so CSI and OSC sequences, BEL, CR, ...),
** DEL, the C1 controls U+0080..U+009F, the bidirectional overrides and
** isolates (U+200E, U+200F, U+202A..U+202E, U+2066..U+2069), and every
** byte of invalid UTF-8 (stray continuation bytes, overlong forms,
** surrogates, code points past U+10FFFF, a sequence cut short).
** A backslash is not escaped, so escaping twice changes nothing.
*/
#ifndef CW_TEXT_H
#define CW_TEXT_H

#include <stddef.h>
#include <stdio.h>

enum {
	CW_TEXT_LINES = 1	/* keep newline and tab (multi-line text: docs, rules) */
};

/* The most characters of a name shown (cw_text_name); a longer one ends in "...". */
#define CW_TEXT_NAME_MAX 32

/* Writes the safe form of in[0..len) to out (n bytes, NUL-terminated; n
** >= 4). When it does not fit, it is cut at a character boundary and
** ends in "...". Returns out, so it can be a printf argument. */
char *cw_text_escape(char *out, size_t n, const char *in, size_t len, int flags);
/* The same for a NUL-terminated string (NULL shows as ""). */
char *cw_text_safe(char *out, size_t n, const char *in, int flags);
/* A name on one line, at most CW_TEXT_NAME_MAX characters (an escape
** counts as its four). out needs 4 * CW_TEXT_NAME_MAX + 4 bytes to hold
** the longest; a smaller n cuts sooner. */
char *cw_text_name(char *out, size_t n, const char *in);
/* Writes the safe form of in[0..len) to f, however long. Returns 0, or
** EOF on a write error. */
int cw_text_write(FILE *f, const char *in, size_t len, int flags);
/* The same for a NUL-terminated string. */
int cw_text_fputs(const char *in, FILE *f, int flags);
/* Whether in[0..len) is shown unchanged (nothing to escape). */
int cw_text_is_safe(const char *in, size_t len, int flags);
/* "UTF-16" or "UTF-32" when the text's first n bytes begin with the byte
** order mark of one (a "Unicode" save), else NULL: no UTF-8 text does. */
const char *cw_text_wide_encoding(const unsigned char *p, size_t n);
/* The combining mark in[0..len) begins with (which a screen draws on
** whatever comes before the text: a name after ", "), or 0. */
unsigned long cw_text_starts_combining(const char *in, size_t len);
/* In a name (valid, safe UTF-8): the first character that would make it
** look like another, or 0: a space other than ASCII's (no-break,
** ideographic, ...), the blank Braille pattern, a private-use character
** or a noncharacter (a box or nothing on most screens), or a zero-width joiner
** or non-joiner at an end or beside an ASCII character ("ana" and "ana"
** with a joiner after it). */
unsigned long cw_text_name_blank(const char *in, size_t len);

#endif
