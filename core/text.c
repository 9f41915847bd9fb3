#include <string.h>
#include "text.h"

/* Whether code point c is shown as nothing: a blank or zero-width
** character that makes two texts look alike ("ana" and "ana" + U+200B)
** or hides what was typed: the soft hyphen, the grapheme joiner, the
** Hangul fillers, the Khmer inherent vowels, the Mongolian selectors,
** the zero-width space, the word joiner and invisible operators, the
** variation selectors, the byte order mark, the interlinear annotation
** marks, the tag characters, and the format controls no font draws: the
** deprecated shaping controls (U+206A-206F), the Kaithi number signs, the
** Egyptian hieroglyph, shorthand and musical format controls, and the
** prepended concatenation marks (Arabic number signs U+0600-0605, U+0890,
** U+0891, U+06DD, U+08E2, the Syriac U+070F), which draw over the text
** after them. The joiners
** U+200C and U+200D are not among them: Persian, Indic scripts and emoji
** sequences need them. */
static int is_invisible(unsigned long c)
{
	return c == 0x00ad || c == 0x034f || (c >= 0x0600 && c <= 0x0605) || c == 0x06dd || c == 0x070f ||
	       c == 0x0890 || c == 0x0891 || c == 0x08e2 || c == 0x115f || c == 0x1160 || c == 0x17b4 || c == 0x17b5 ||
	       (c >= 0x180b && c <= 0x180f) || c == 0x200b || (c >= 0x2060 && c <= 0x206f) || c == 0x3164 ||
	       (c >= 0xfe00 && c <= 0xfe0f) || c == 0xfeff || c == 0xffa0 || (c >= 0xfff9 && c <= 0xfffb) ||
	       c == 0x110bd || c == 0x110cd || (c >= 0x13430 && c <= 0x1345f) || (c >= 0x1bca0 && c <= 0x1bca3) ||
	       (c >= 0x1d173 && c <= 0x1d17a) || (c >= 0xe0000 && c <= 0xe0fff);
}

/* Whether code point c steers the terminal, breaks a line, sets the
** direction of text or is invisible: C0 and C1 controls, DEL, the line
** and paragraph separators (U+2028, U+2029, which some terminals and
** viewers break a line at), the bidirectional marks, embeddings,
** overrides and isolates (U+061C, U+200E, U+200F, U+202A-E, U+2066-9)
** and is_invisible's. */
static int is_control(unsigned long c, int flags)
{
	if (c < 0x20)
		return !((flags & CW_TEXT_LINES) && (c == '\n' || c == '\t'));
	if (c == 0x7f || (c >= 0x80 && c <= 0x9f))
		return 1;
	return c == 0x061c || c == 0x200e || c == 0x200f || c == 0x2028 || c == 0x2029 ||
	       (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || is_invisible(c);
}

/* Whether code point c is a combining mark of the blocks that hold only
** them: shown on the character before it. */
static int is_combining(unsigned long c)
{
	return (c >= 0x0300 && c <= 0x036f) || (c >= 0x1ab0 && c <= 0x1aff) || (c >= 0x1dc0 && c <= 0x1dff) ||
	       (c >= 0x20d0 && c <= 0x20ff) || (c >= 0xfe20 && c <= 0xfe2f);
}

/* The next unit of p[0..len) (len >= 1): its length in bytes, and in
** *esc whether it is shown escaped. Invalid UTF-8 is a unit of one byte,
** so the next valid character after it is found again. */
static size_t unit(const unsigned char *p, size_t len, int flags, int *esc)
{
	unsigned long c = p[0];
	size_t need;
	unsigned long min;
	*esc = 1;
	if (c < 0x80) {
		*esc = is_control(c, flags);
		return 1;
	}
	if (c >= 0xc2 && c <= 0xdf)
		need = 2, min = 0x80, c &= 0x1f;
	else if (c >= 0xe0 && c <= 0xef)
		need = 3, min = 0x800, c &= 0x0f;
	else if (c >= 0xf0 && c <= 0xf4)
		need = 4, min = 0x10000, c &= 0x07;
	else
		return 1;	/* a continuation byte, 0xc0, 0xc1 or 0xf5.. */
	if (len < need)
		return 1;
	for (size_t k = 1; k < need; k++) {
		if ((p[k] & 0xc0) != 0x80)
			return 1;
		c = c << 6 | (p[k] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 1;	/* overlong, past Unicode, or a surrogate */
	*esc = is_control(c, flags);
	return need;
}

static const char hex[] = "0123456789abcdef";

/* The length of the safe form of in[0..len). */
static size_t escaped_len(const unsigned char *p, size_t len, int flags)
{
	size_t total = 0;
	for (size_t i = 0; i < len;) {
		int esc;
		size_t u = unit(p + i, len - i, flags, &esc);
		total += esc ? 4 * u : u;
		i += u;
	}
	return total;
}

char *cw_text_escape(char *out, size_t n, const char *in, size_t len, int flags)
{
	const unsigned char *p = (const unsigned char *)in;
	size_t o = 0, i = 0;
	if (!n)
		return out;
	/* Too long: keep what fits before "...". */
	size_t limit = escaped_len(p, len, flags) + 1 <= n ? n - 1 : n - 1 < 3 ? 0 : n - 4;
	while (i < len) {
		int esc;
		size_t u = unit(p + i, len - i, flags, &esc);
		if (o + (esc ? 4 * u : u) > limit)
			break;
		for (size_t k = 0; k < u; k++) {
			if (esc) {
				out[o++] = '\\';
				out[o++] = 'x';
				out[o++] = hex[p[i + k] >> 4];
				out[o++] = hex[p[i + k] & 15];
			} else
				out[o++] = (char)p[i + k];
		}
		i += u;
	}
	if (i < len)
		for (int k = 0; k < 3 && o + 1 < n; k++)
			out[o++] = '.';
	out[o] = '\0';
	return out;
}

char *cw_text_safe(char *out, size_t n, const char *in, int flags)
{
	return cw_text_escape(out, n, in ? in : "", in ? strlen(in) : 0, flags);
}

char *cw_text_name(char *out, size_t n, const char *in)
{
	const unsigned char *p = (const unsigned char *)(in ? in : "");
	size_t len = strlen((const char *)p), i = 0, chars = 0;
	/* The bytes that make the first CW_TEXT_NAME_MAX characters. */
	while (i < len) {
		int esc;
		size_t u = unit(p + i, len - i, 0, &esc);
		size_t c = esc ? 4 * u : 1;
		if (chars + c > CW_TEXT_NAME_MAX)
			break;
		chars += c;
		i += u;
	}
	if (i == len)
		return cw_text_escape(out, n, (const char *)p, len, 0);
	char shown[4 * CW_TEXT_NAME_MAX + 4];
	cw_text_escape(shown, sizeof shown, (const char *)p, i, 0);
	snprintf(out, n, "%s...", shown);
	return out;
}

int cw_text_write(FILE *f, const char *in, size_t len, int flags)
{
	const unsigned char *p = (const unsigned char *)in;
	size_t i = 0;
	while (i < len) {
		/* the longest run shown unchanged, in one write */
		size_t run = i;
		int esc = 0;
		size_t u = 0;
		while (run < len) {
			u = unit(p + run, len - run, flags, &esc);
			if (esc)
				break;
			run += u;
		}
		if (run > i && fwrite(p + i, 1, run - i, f) != run - i)
			return EOF;
		if (run == len)
			break;
		for (size_t k = 0; k < u; k++)
			if (fprintf(f, "\\x%c%c", hex[p[run + k] >> 4], hex[p[run + k] & 15]) < 0)
				return EOF;
		i = run + u;
	}
	return 0;
}

int cw_text_fputs(const char *in, FILE *f, int flags)
{
	return cw_text_write(f, in ? in : "", in ? strlen(in) : 0, flags);
}

const char *cw_text_wide_encoding(const unsigned char *p, size_t n)
{
	if (n >= 4 && ((p[0] == 0xFF && p[1] == 0xFE && !p[2] && !p[3]) || (!p[0] && !p[1] && p[2] == 0xFE && p[3] == 0xFF)))
		return "UTF-32";
	if (n >= 2 && ((p[0] == 0xFF && p[1] == 0xFE) || (p[0] == 0xFE && p[1] == 0xFF)))
		return "UTF-16";
	return NULL;
}

/* The code point at p (valid UTF-8, len > 0) and its length in *n. */
static unsigned long decode(const unsigned char *p, size_t len, size_t *n)
{
	size_t need = p[0] < 0x80 ? 1 : p[0] < 0xe0 ? 2 : p[0] < 0xf0 ? 3 : 4;
	if (need > len)
		need = 1;
	unsigned long c = need == 1 ? p[0] : need == 2 ? p[0] & 0x1fu : need == 3 ? p[0] & 0x0fu : p[0] & 0x07u;
	for (size_t k = 1; k < need; k++)
		c = c << 6 | (p[k] & 0x3f);
	*n = need;
	return c;
}

unsigned long cw_text_starts_combining(const char *in, size_t len)
{
	size_t n;
	if (len == 0)
		return 0;
	unsigned long c = decode((const unsigned char *)in, len, &n);
	return is_combining(c) ? c : 0;
}

int cw_text_is_safe(const char *in, size_t len, int flags)
{
	const unsigned char *p = (const unsigned char *)in;
	for (size_t i = 0; i < len;) {
		int esc;
		i += unit(p + i, len - i, flags, &esc);
		if (esc)
			return 0;
	}
	return 1;
}

static int is_space_like(unsigned long c)
{
	return c == 0x00a0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x202f || c == 0x205f ||
	       c == 0x3000 || c == 0x2800;
}

/* A private-use character (whatever a font puts there, most often a box
** or nothing) or a noncharacter (U+FDD0..U+FDEF, U+xFFFE, U+xFFFF). */
static int is_unshown(unsigned long c)
{
	return (c >= 0xe000 && c <= 0xf8ff) || c >= 0xf0000 || (c >= 0xfdd0 && c <= 0xfdef) ||
	       (c & 0xfffe) == 0xfffe;
}

unsigned long cw_text_name_blank(const char *in, size_t len)
{
	const unsigned char *p = (const unsigned char *)in;
	unsigned long prev = 0;
	for (size_t i = 0, n; i < len; i += n) {
		unsigned long c = decode(p + i, len - i, &n);
		if (is_space_like(c) || is_unshown(c))
			return c;
		if (c == 0x200c || c == 0x200d) {
			/* a joiner joins two characters of a script that needs it
			** (Persian, Indic, emoji): not at an end, not beside ASCII */
			size_t m;
			unsigned long next = i + n < len ? decode(p + i + n, len - i - n, &m) : 0;
			if (prev < 0x80 || next < 0x80)
				return c;
		}
		prev = c;
	}
	return 0;
}
