#include <string.h>
#include "text.h"

/* Whether code point c steers the terminal, breaks a line or sets the
** direction of text: C0 and C1 controls, DEL, the line and paragraph
** separators (U+2028, U+2029, which some terminals and viewers break a
** line at), and the bidirectional marks, embeddings, overrides and
** isolates (U+061C, U+200E, U+200F, U+202A-E, U+2066-9). */
static int is_control(unsigned long c, int flags)
{
	if (c < 0x20)
		return !((flags & CW_TEXT_LINES) && (c == '\n' || c == '\t'));
	if (c == 0x7f || (c >= 0x80 && c <= 0x9f))
		return 1;
	return c == 0x061c || c == 0x200e || c == 0x200f || c == 0x2028 || c == 0x2029 ||
	       (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
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
