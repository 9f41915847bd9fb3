#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "action.h"
#include "card.h"

static int sig_valid(const char *sig)
{
	size_t n = strlen(sig);
	for (size_t i = 0; i < n; i++) {
		if (sig[i] == '*') {
			if (i != n - 1 || i == 0)
				return 0;
		} else if (!strchr("stecnw", sig[i]))
			return 0;
	}
	return 1;
}

int cw_verbs_add(cw_verbs *vs, const char *name, const char *sig, cw_err *err)
{
	if (vs->n >= CW_MAX_VERBS)
		return cw_fail(err, CW_ELIMIT, "too many action verbs (the limit is %d)", CW_MAX_VERBS), -1;
	if (!name[0] || strlen(name) >= CW_VERB_NAME_MAX)
		return cw_fail(err, CW_EINVAL, "action name '%s' must have 1 to %d characters", name, CW_VERB_NAME_MAX - 1), -1;
	if (strlen(sig) >= sizeof vs->v[0].sig || !sig_valid(sig))
		return cw_fail(err, CW_EINVAL, "action '%s': bad argument signature '%s' (expected letters of s t e c n, optionally ending in *)", name, sig), -1;
	if (cw_verbs_find(vs, name) >= 0)
		return cw_fail(err, CW_EINVAL, "action '%s' is declared twice", name), -1;
	cw_verb *v = &vs->v[vs->n];
	memset(v, 0, sizeof *v);
	strcpy(v->name, name);
	strcpy(v->sig, sig);
	return vs->n++;
}

int cw_verbs_alias(cw_verbs *vs, int verb, const char *alias, cw_err *err)
{
	cw_verb *v = &vs->v[verb];
	if (strlen(alias) >= CW_VERB_NAME_MAX || !alias[0])
		return cw_fail(err, CW_EINVAL, "alias '%s' is too long", alias);
	for (int i = 0; i < CW_VERB_ALIASES; i++)
		if (!v->alias[i][0]) {
			strcpy(v->alias[i], alias);
			return CW_OK;
		}
	return cw_fail(err, CW_ELIMIT, "action '%s' has more than %d aliases", v->name, CW_VERB_ALIASES);
}

int cw_verbs_find(const cw_verbs *vs, const char *name)
{
	for (int i = 0; i < vs->n; i++) {
		if (!strcasecmp(vs->v[i].name, name))
			return i;
		for (int k = 0; k < CW_VERB_ALIASES; k++)
			if (vs->v[i].alias[k][0] && !strcasecmp(vs->v[i].alias[k], name))
				return i;
	}
	return -1;
}

cw_action cw_action_make(int verb, const uint8_t *args, int nargs)
{
	cw_action a;
	memset(&a, 0, sizeof a);
	a.verb = (uint8_t)verb;
	a.nargs = (uint8_t)nargs;
	if (nargs > 0)
		memcpy(a.arg, args, (size_t)nargs);
	return a;
}

int cw_action_equal(const cw_action *a, const cw_action *b)
{
	return memcmp(a, b, sizeof *a) == 0;
}

/* The argument byte where the set of an unordered verb starts: the
** trailing run of the starred kind in the signature. */
static int set_start(const char *sig, char kind)
{
	size_t fixed = strlen(sig) - 1;
	int start = (int)fixed;
	while (start > 0 && sig[start - 1] == kind)
		start--;
	int bytes = 0;
	for (int i = 0; i < start; i++)
		bytes += sig[i] == 't' ? 2 : 1;
	return bytes;
}

void cw_action_canonical(const cw_verbs *vs, cw_action *a)
{
	if (a->verb >= vs->n || !vs->v[a->verb].unordered)
		return;
	const char *sig = vs->v[a->verb].sig;
	size_t n = strlen(sig);
	if (n < 2 || sig[n - 1] != '*')
		return;
	char kind = sig[n - 2];
	int w = kind == 't' ? 2 : 1;
	int from = set_start(sig, kind);
	int count = (a->nargs - from) / w;
	/* Insertion sort of w-byte elements: sets are a few cards long. */
	for (int i = 1; i < count; i++)
		for (int j = i; j > 0; j--) {
			uint8_t *x = a->arg + from + (j - 1) * w, *y = a->arg + from + j * w;
			if (memcmp(x, y, (size_t)w) <= 0)
				break;
			uint8_t t[2];
			memcpy(t, x, (size_t)w);
			memcpy(x, y, (size_t)w);
			memcpy(y, t, (size_t)w);
		}
}

/* ---- parsing ---- */

#define MAX_WORDS 24

typedef struct words {
	int n;
	const char *w[MAX_WORDS];
	size_t len[MAX_WORDS];
} words;

static int split(const char *s, words *ws)
{
	ws->n = 0;
	while (*s) {
		while (*s && isspace((unsigned char)*s))
			s++;
		if (!*s)
			break;
		if (ws->n == MAX_WORDS)
			return 0;
		ws->w[ws->n] = s;
		while (*s && !isspace((unsigned char)*s))
			s++;
		ws->len[ws->n] = (size_t)(s - ws->w[ws->n]);
		ws->n++;
	}
	return 1;
}

/* How many of the words, from the first, spell `name` (words separated by
** single spaces in name); 0 if they do not. */
static int match_name(const char *name, const words *ws)
{
	int k = 0;
	const char *p = name;
	while (*p) {
		const char *sp = strchr(p, ' ');
		size_t n = sp ? (size_t)(sp - p) : strlen(p);
		if (k >= ws->n || ws->len[k] != n || strncasecmp(ws->w[k], p, n))
			return 0;
		k++;
		p += n;
		if (*p == ' ')
			p++;
	}
	return k;
}

static int find_verb(const cw_verbs *vs, const words *ws, int *used)
{
	int best = -1, bestlen = 0;
	for (int i = 0; i < vs->n; i++) {
		int k = match_name(vs->v[i].name, ws);
		for (int a = 0; a < CW_VERB_ALIASES; a++)
			if (vs->v[i].alias[a][0]) {
				int ka = match_name(vs->v[i].alias[a], ws);
				if (ka > k)
					k = ka;
			}
		if (k > bestlen)
			best = i, bestlen = k;
	}
	*used = bestlen;
	return best;
}

static int parse_uint(const char *s, size_t len, int max, int *out)
{
	int v = 0;
	if (len == 0 || len > 3)
		return 0;
	for (size_t i = 0; i < len; i++) {
		if (!isdigit((unsigned char)s[i]))
			return 0;
		v = v * 10 + (s[i] - '0');
	}
	if (v < 1 || v > max)
		return 0;
	*out = v;
	return 1;
}

static const char *kind_words(char kind)
{
	switch (kind) {
	case 's': return "a slot number";
	case 't': return "a slot, or SEAT.SLOT";
	case 'e': return "a seat number";
	case 'c': return "a card such as 7H";
	case 'n': return "a number";
	default: return "a word";
	}
}

static int parse_arg(char kind, const char *w, size_t len, int actor, int nseats,
		     uint8_t *out, int *nout, cw_err *err)
{
	int v, s;
	cw_face f;
	switch (kind) {
	case 's':
		if (!parse_uint(w, len, 255, &v))
			break;
		out[(*nout)++] = (uint8_t)v;
		return CW_OK;
	case 't': {
		const char *dot = memchr(w, '.', len);
		if (!dot) {
			if (!parse_uint(w, len, 255, &v))
				break;
			s = actor;
		} else if (!parse_uint(w, (size_t)(dot - w), nseats, &s) ||
			   !parse_uint(dot + 1, len - (size_t)(dot - w) - 1, 255, &v))
			break;
		out[(*nout)++] = (uint8_t)s;
		out[(*nout)++] = (uint8_t)v;
		return CW_OK;
	}
	case 'e':
		if (!parse_uint(w, len, nseats, &v))
			break;
		out[(*nout)++] = (uint8_t)v;
		return CW_OK;
	case 'n':
		if (len == 1 && w[0] == '0')
			v = 0;
		else if (!parse_uint(w, len, 255, &v))
			break;
		out[(*nout)++] = (uint8_t)v;
		return CW_OK;
	case 'c':
		if (cw_face_parse(w, len, &f, err))
			return CW_EINVAL;
		out[(*nout)++] = f;
		return CW_OK;
	}
	return cw_fail(err, CW_EINVAL, "bad argument '%.*s': expected %s",
		       (int)(len > 16 ? 16 : len), w, kind_words(kind));
}

/* The verb names, comma-separated, for the message of an unknown verb. */
static const char *verb_list(const cw_verbs *vs, char *buf, size_t n)
{
	size_t len = 0;
	buf[0] = '\0';
	for (int i = 0; i < vs->n && len < n; i++)
		len += (size_t)snprintf(buf + len, n - len, "%s'%s'", i ? ", " : "", vs->v[i].name);
	return vs->n ? buf : "(no actions are declared)";
}

int cw_action_parse(const cw_verbs *vs, const char *text, int actor, int nseats,
		    cw_action *out, cw_err *err)
{
	words ws;
	int used, nargs = 0;
	uint8_t args[CW_ACTION_ARGS];

	if (!split(text, &ws))
		return cw_fail(err, CW_EINVAL, "action has too many words");
	if (ws.n == 0)
		return cw_fail(err, CW_EINVAL, "empty action: expected an action word such as 'draw stock'");
	int verb = find_verb(vs, &ws, &used);
	if (verb < 0) {
		char list[CW_ERRMSG_MAX];
		return cw_fail(err, CW_EINVAL, "unknown action '%.*s': expected one of %s",
			       (int)(ws.len[0] > 24 ? 24 : ws.len[0]), ws.w[0], verb_list(vs, list, sizeof list));
	}

	const char *sig = vs->v[verb].sig;
	size_t nsig = strlen(sig);
	int repeat = nsig > 0 && sig[nsig - 1] == '*';
	size_t fixed = repeat ? nsig - 1 : nsig;
	int given = ws.n - used;
	if ((!repeat && (size_t)given != fixed) || (repeat && (size_t)given < fixed))
		return cw_fail(err, CW_EINVAL, "'%s' takes %s%zu argument%s, got %d", vs->v[verb].name,
			       repeat ? "at least " : "", fixed, fixed == 1 ? "" : "s", given);
	for (int i = 0; i < given; i++) {
		char kind = (size_t)i < fixed ? sig[i] : sig[fixed - 1];
		if (nargs + (kind == 't' ? 2 : 1) > CW_ACTION_ARGS)
			return cw_fail(err, CW_EINVAL, "'%s': too many arguments", vs->v[verb].name);
		if (parse_arg(kind, ws.w[used + i], ws.len[used + i], actor, nseats, args, &nargs, err))
			return CW_EINVAL;
	}
	*out = cw_action_make(verb, args, nargs);
	cw_action_canonical(vs, out);
	return CW_OK;
}

int cw_action_format(const cw_verbs *vs, const cw_action *a, int actor, char *buf, size_t n)
{
	char tmp[160], card[8];
	size_t len;
	if (a->verb >= vs->n)
		return snprintf(buf, n, "?");
	const char *sig = vs->v[a->verb].sig;
	size_t nsig = strlen(sig);
	int repeat = nsig > 0 && sig[nsig - 1] == '*';
	size_t fixed = repeat ? nsig - 1 : nsig;

	len = (size_t)snprintf(tmp, sizeof tmp, "%s", vs->v[a->verb].name);
	for (int i = 0, k = 0; i < a->nargs && len < sizeof tmp - 16; k++) {
		char kind = (size_t)k < fixed ? sig[k] : (fixed ? sig[fixed - 1] : 'n');
		if (kind == 't' && i + 1 < a->nargs) {
			if (a->arg[i] == actor)
				len += (size_t)snprintf(tmp + len, sizeof tmp - len, " %d", a->arg[i + 1]);
			else
				len += (size_t)snprintf(tmp + len, sizeof tmp - len, " %d.%d", a->arg[i], a->arg[i + 1]);
			i += 2;
		} else if (kind == 'c') {
			len += (size_t)snprintf(tmp + len, sizeof tmp - len, " %s", cw_face_format(a->arg[i], card));
			i++;
		} else {
			len += (size_t)snprintf(tmp + len, sizeof tmp - len, " %d", a->arg[i]);
			i++;
		}
	}
	return snprintf(buf, n, "%s", tmp);
}
