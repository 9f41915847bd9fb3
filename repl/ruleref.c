/*
** Rule references in docs, and the players' view without them (ruleref.h).
*/
#include <ctype.h>
#include <string.h>
#include "ruleref.h"

/* "G4-4", "CABO-M3", "PW-14a", "DES-P", "G-9", "DES-M1..M3": capitals and
** digits, a dash, capitals, digits, an optional lower-case letter, and
** an optional "..REST" range. Returns the length matched, 0 if none. */
static int id_len(const char *s, int n)
{
	int i = 0;
	if (i >= n || !isupper((unsigned char)s[i]))
		return 0;
	while (i < n && (isupper((unsigned char)s[i]) || isdigit((unsigned char)s[i])))
		i++;
	if (i >= n || s[i] != '-')
		return 0;
	i++;
	int j = i;
	while (i < n && isupper((unsigned char)s[i]))
		i++;
	while (i < n && isdigit((unsigned char)s[i]))
		i++;
	if (i == j)
		return 0;
	if (i < n && islower((unsigned char)s[i]) && i > j && isdigit((unsigned char)s[i - 1]))
		i++;
	if (i + 2 < n && s[i] == '.' && s[i + 1] == '.') {
		i += 2;
		while (i < n && (isupper((unsigned char)s[i]) || isdigit((unsigned char)s[i]) || s[i] == '-'))
			i++;
	}
	return i;
}

/* A token of a reference: 1 an id ("G4-4") or a section ("G6", "G4"),
** 2 a lower-case word naming an option or a preset ("flip_turn",
** "options:", "golf9-fuchs") or the "/" between references, 0 other. */
static int token_kind(const char *s, int n)
{
	if (id_len(s, n) == n)
		return 1;
	int caps = 0, digits = 0, i = 0;
	for (; i < n && (isupper((unsigned char)s[i]) || isdigit((unsigned char)s[i])); i++)
		isdigit((unsigned char)s[i]) ? digits++ : caps++;
	if (i == n && caps && digits)
		return 1;
	if (n == 1 && s[0] == '/')
		return 2;
	if (!islower((unsigned char)s[0]))
		return 0;
	for (i = 0; i < n; i++)
		if (!(islower((unsigned char)s[i]) || isdigit((unsigned char)s[i]) || strchr("_-:", s[i])))
			return 0;
	return 2;
}

int cw_ruleref_is_id(const char *s, int n)
{
	int ids = 0;
	for (int p = 0; p < n;) {
		while (p < n && s[p] == ' ')
			p++;
		int e = p;
		while (e < n && s[e] != ' ')
			e++;
		if (e == p)
			break;
		int k = token_kind(s + p, e - p);
		if (!k)
			return 0;
		ids += k == 1;
		p = e;
	}
	return ids > 0;
}

/* Rewrites the group s[open..close] (the parentheses included) into out,
** dropping its id parts; returns the length written, -1 when every part
** is an id. */
static int strip_group(const char *s, int open, int close, char *out)
{
	int k = 0, kept = 0, ids = 0;
	out[k++] = '(';
	for (int p = open + 1; p < close;) {
		int e = p;
		while (e < close && s[e] != ',' && s[e] != ';')
			e++;
		int a = p, b = e;
		while (a < b && s[a] == ' ')
			a++;
		while (b > a && s[b - 1] == ' ')
			b--;
		if (cw_ruleref_is_id(s + a, b - a)) {
			ids++;
		} else if (b - a == 7 && !strncmp(s + a, "options", 7)) {
			/* "(G6-5, options)": the options table of that rule */
		} else if (b > a) {
			if (kept++) {
				out[k++] = ',';
				out[k++] = ' ';
			}
			memcpy(out + k, s + a, (size_t)(b - a));
			k += b - a;
		}
		p = e + 1;
	}
	if (!ids)
		return -2;	/* no reference: the group stays as written */
	if (!kept)
		return -1;
	out[k++] = ')';
	return k;
}

void cw_ruleref_strip(char *s)
{
	char *w = s;
	for (const char *r = s; *r;) {
		const char *close = *r == '(' ? strpbrk(r + 1, "()\n") : NULL;
		if (!close || *close != ')') {
			*w++ = *r++;
			continue;
		}
		char group[2048];	/* a rewrite is at most twice the group */
		int glen = (int)(close - r) + 1, n = glen < 1024 ? strip_group(r, 0, glen - 1, group) : -2;
		if (n == -2 || n > glen) {	/* in place: never longer than it was */
			memmove(w, r, (size_t)glen);
			w += glen;
		} else if (n == -1) {
			if (w > s && w[-1] == ' ')
				w--;	/* the space before the group goes with it */
		} else {
			memcpy(w, group, (size_t)n);
			w += n;
		}
		r = close + 1;
	}
	*w = '\0';
}
