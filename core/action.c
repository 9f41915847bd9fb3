#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "action.h"
#include "face.h"
#include "text.h"

static int sig_valid(const char *sig)
{
	size_t n = strlen(sig);
	int stars = 0;
	for (size_t i = 0; i < n; i++) {
		if (sig[i] == '*') {
			if (i == 0 || sig[i - 1] == '*' || ++stars > 1)
				return 0;
		} else if (!strchr("stecnw", sig[i]))
			return 0;
	}
	return 1;
}

/* ---- the shape of a signature ---- */

/* A signature is letters, one of which may be followed by '*' ("ccc*",
** "c*n"): the starred letter repeats one or more times, the letters after
** it close the list. */
typedef struct shape {
	char kind[8];		/* the letters, without the '*' */
	int n;			/* how many letters */
	int star;		/* index of the repeated letter, or -1 */
} shape;

static shape shape_of(const char *sig)
{
	shape sh = { .n = 0, .star = -1 };
	for (const char *p = sig; *p && sh.n < (int)sizeof sh.kind; p++) {
		if (*p == '*')
			sh.star = sh.n - 1;
		else
			sh.kind[sh.n++] = *p;
	}
	return sh;
}

static int width(char kind) { return kind == 't' ? 2 : 1; }

/* The kind of argument k of `nwords` under the shape; 'n' beyond it. */
static char word_kind(const shape *sh, int k, int nwords)
{
	if (sh->star < 0)
		return k < sh->n ? sh->kind[k] : 'n';
	int after = sh->n - 1 - sh->star;
	if (k < sh->star)
		return sh->kind[k];
	if (k >= nwords - after)
		return sh->kind[sh->n - (nwords - k)];
	return sh->kind[sh->star];
}

/* Bytes taken by the letters before and after the repeated one. */
static void fixed_bytes(const shape *sh, int *before, int *after)
{
	*before = *after = 0;
	for (int i = 0; i < sh->n; i++) {
		if (i < sh->star || sh->star < 0)
			*before += width(sh->kind[i]);
		else if (i > sh->star)
			*after += width(sh->kind[i]);
	}
}

/* How many arguments (words) the bytes of `a` hold under the shape. */
static int word_count(const shape *sh, const cw_action *a)
{
	if (sh->star < 0)
		return sh->n;
	int before, after;
	fixed_bytes(sh, &before, &after);
	int middle = (a->nargs - before - after) / width(sh->kind[sh->star]);
	return sh->n - 1 + (middle > 0 ? middle : 0);
}

char cw_action_kind(const char *sig, const cw_action *a, int k)
{
	shape sh = shape_of(sig);
	return word_kind(&sh, k, word_count(&sh, a));
}

int cw_action_targets(const char *sig, const cw_action *a, int actor, int *tseat, int *tslot, int max)
{
	shape sh = shape_of(sig);
	int n = 0, words = word_count(&sh, a);
	for (int i = 0, k = 0; i < a->nargs && n < max; k++) {
		char kind = word_kind(&sh, k, words);
		if (kind == 't' && i + 1 < a->nargs) {
			tseat[n] = a->arg[i];
			tslot[n++] = a->arg[i + 1];
			i += 2;
		} else if (kind == 's') {
			tseat[n] = actor;
			tslot[n++] = a->arg[i++];
		} else
			i += width(kind);
	}
	return n;
}

int cw_action_faces(const char *sig, const cw_action *a, cw_face *faces, int max)
{
	shape sh = shape_of(sig);
	int n = 0, words = word_count(&sh, a);
	for (int i = 0, k = 0; i < a->nargs && n < max; k++) {
		char kind = word_kind(&sh, k, words);
		if (kind == 'c')
			faces[n++] = a->arg[i];
		i += width(kind);
	}
	return n;
}

/* The verb other than `except` that the word names (by its name or an
** alias) with the same signature: a word that two verbs of one signature
** shared could never be told apart by its arguments. -1 if none. */
static int clash(const cw_verbs *vs, const char *word, const char *sig, int except)
{
	for (int i = 0; i < vs->n; i++) {
		if (i == except || strcmp(vs->v[i].sig, sig))
			continue;
		if (!strcasecmp(vs->v[i].name, word))
			return i;
		for (int k = 0; k < CW_VERB_ALIASES; k++)
			if (vs->v[i].alias[k][0] && !strcasecmp(vs->v[i].alias[k], word))
				return i;
	}
	return -1;
}

/* Whether `text` begins with the whole words of `head` and goes on. */
static int begins_with(const char *text, const char *head)
{
	size_t n = strlen(head);
	return !strncasecmp(text, head, n) && text[n] == ' ';
}

/* Whether each word of `rest` could be an argument of signature `sig`:
** a number for a slot, a target or a number, a card for a card; any word
** for a word or a seat (a name), which are not known when verbs are made. */
static int could_be_args(const char *sig, const char *rest)
{
	if (strpbrk(sig, "we"))
		return 1;
	while (*rest) {
		size_t n = strcspn(rest, " ");
		int digits = n > 0, target = 0;
		for (size_t i = 0; i < n; i++)
			if (rest[i] == '.' && !target && i > 0 && i + 1 < n)
				target = 1;
			else if (!isdigit((unsigned char)rest[i]))
				digits = 0;
		cw_face f;
		cw_err e;
		/* a target in the actor's own layout is written as its slot */
		int fits = (digits && (target ? strchr(sig, 't') != NULL : strpbrk(sig, "snt") != NULL)) ||
			   (strchr(sig, 'c') && !cw_face_parse(rest, n, &f, &e));
		if (!fits)
			return 0;
		rest += n + (rest[n] == ' ');
	}
	return 1;
}

/* The verb other than `except` whose name or alias and `name` would be
** read one for the other: one begins with the other's words, and the
** rest could be the shorter's arguments ("hum" with the word "loud" is
** written "hum loud", as a verb "hum loud" is). -1 if none. */
static int prefix_clash(const cw_verbs *vs, const char *name, const char *sig, int except)
{
	for (int i = 0; i < vs->n; i++) {
		if (i == except)
			continue;
		for (int k = -1; k < CW_VERB_ALIASES; k++) {
			const char *t = k < 0 ? vs->v[i].name : vs->v[i].alias[k];
			if (t[0] && ((sig[0] && begins_with(t, name) && could_be_args(sig, t + strlen(name) + 1)) ||
				     (vs->v[i].sig[0] && begins_with(name, t) && could_be_args(vs->v[i].sig, name + strlen(t) + 1))))
				return i;
		}
	}
	return -1;
}

/* A verb's name, alias or word is shown on every screen and written in
** every replay: printable text only (text.h), and neither '#' nor '=',
** which a recording's line reads as a comment and a shuffle's outcome. */
static int unwritable(const char *what, const char *word, cw_err *err)
{
	if (!cw_text_is_safe(word, strlen(word), 0)) {
		cw_error_fail(err, CW_EINVAL, "%s '%s' must be printable text, without control characters or invalid UTF-8",
			      what, word);
		return 1;
	}
	if (word[0] == ' ' || (word[0] && word[strlen(word) - 1] == ' ') || strstr(word, "  ")) {
		cw_error_fail(err, CW_EINVAL, "%s '%s' must be words with one space between them, none before or after "
			      "(a line is read word by word)", what, word);
		return 1;
	}
	if (strpbrk(word, "#=")) {
		cw_error_fail(err, CW_EINVAL, "%s '%s' may not hold '#' or '=': a recording reads '#' as the start of a "
			      "comment and '=' as a shuffle's outcome", what, word);
		return 1;
	}
	return 0;
}

int cw_action_verbs_add(cw_verbs *vs, const char *name, const char *sig, cw_err *err)
{
	if (unwritable("action name", name, err))
		return -1;
	if (vs->n >= CW_MAX_VERBS)
		return cw_error_fail(err, CW_ELIMIT, "too many action verbs (the limit is %d)", CW_MAX_VERBS), -1;
	if (!name[0] || strlen(name) >= CW_VERB_NAME_MAX)
		return cw_error_fail(err, CW_EINVAL, "action name '%s' must have 1 to %d characters", name, CW_VERB_NAME_MAX - 1), -1;
	if (strlen(sig) >= sizeof vs->v[0].sig || !sig_valid(sig))
		return cw_error_fail(err, CW_EINVAL, "action '%s': bad argument signature '%s' (expected letters of s t e c n w, one of them followed by *)", name, sig), -1;
	for (int i = 0; i < vs->n; i++)
		if (!strcasecmp(vs->v[i].name, name))
			return cw_error_fail(err, CW_EINVAL, "action '%s' is declared twice", name), -1;
	int other = clash(vs, name, sig, -1);
	if (other >= 0)
		return cw_error_fail(err, CW_EINVAL, "action '%s' is also an alias of '%s' with the same arguments",
			       name, vs->v[other].name), -1;
	if ((other = prefix_clash(vs, name, sig, -1)) >= 0)
		return cw_error_fail(err, CW_EINVAL, "action '%s' and action '%s' would be read one for the other: one "
			       "begins with the other's words, and the rest could be the shorter's arguments", name, vs->v[other].name), -1;
	cw_verb *v = &vs->v[vs->n];
	memset(v, 0, sizeof *v);
	strcpy(v->name, name);
	strcpy(v->sig, sig);
	return vs->n++;
}

int cw_action_verbs_alias(cw_verbs *vs, int verb, const char *alias, cw_err *err)
{
	cw_verb *v = &vs->v[verb];
	if (unwritable("alias", alias, err))
		return CW_EINVAL;
	if (strlen(alias) >= CW_VERB_NAME_MAX || !alias[0])
		return cw_error_fail(err, CW_EINVAL, "alias '%s' is too long", alias);
	int other = clash(vs, alias, v->sig, verb);
	if (other >= 0)
		return cw_error_fail(err, CW_EINVAL, "alias '%s' of '%s' also names '%s', with the same arguments",
			       alias, v->name, vs->v[other].name);
	if ((other = prefix_clash(vs, alias, v->sig, verb)) >= 0)
		return cw_error_fail(err, CW_EINVAL, "alias '%s' of '%s' and action '%s' would be read one for the other: "
			       "one begins with the other's words, and the rest could be the shorter's arguments", alias, v->name,
			       vs->v[other].name);
	for (int i = 0; i < CW_VERB_ALIASES; i++)
		if (!v->alias[i][0]) {
			strcpy(v->alias[i], alias);
			return CW_OK;
		}
	return cw_error_fail(err, CW_ELIMIT, "action '%s' has more than %d aliases", v->name, CW_VERB_ALIASES);
}

/* Whether the n bytes of a and b spell the same word: case aside, and
** `-` the same as `_`. */
static int same_word(const char *a, const char *b, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		char x = (char)tolower((unsigned char)a[i]), y = (char)tolower((unsigned char)b[i]);
		if (x == '-')
			x = '_';
		if (y == '-')
			y = '_';
		if (x != y)
			return 0;
	}
	return 1;
}

int cw_action_verbs_word(cw_verbs *vs, int verb, const char *word, cw_err *err)
{
	cw_verb *v = &vs->v[verb];
	if (unwritable("word", word, err))
		return CW_EINVAL;
	if (!word[0] || strlen(word) >= CW_VERB_WORD_MAX || strchr(word, ' '))
		return cw_error_fail(err, CW_EINVAL, "action '%s': word '%s' must be 1 to %d characters without spaces",
			       v->name, word, CW_VERB_WORD_MAX - 1);
	if (v->nwords == CW_VERB_WORDS)
		return cw_error_fail(err, CW_ELIMIT, "action '%s' has more than %d words", v->name, CW_VERB_WORDS);
	/* each spelling (`oro|rombo`) read apart from the others: one that
	** reads as another (case aside, `-` as `_`) could never be played */
	for (const char *p = word;; p++) {	/* p: a spelling's start */
		size_t n = strcspn(p, "|");
		if (!n)
			return cw_error_fail(err, CW_EINVAL, "action '%s': word '%s' has an empty spelling between its '|'",
					      v->name, word);
		int twice = cw_action_word_index(v, p, n) >= 0;
		for (const char *q = word; q < p && !twice; q += strcspn(q, "|") + 1)
			twice = strcspn(q, "|") == n && same_word(q, p, n);
		if (twice)
			return cw_error_fail(err, CW_EINVAL, "action '%s': word '%.*s' reads as one of its words before it "
					      "(case aside, '-' as '_'): it could never be played", v->name, (int)n, p);
		p += n;
		if (!*p)
			break;
	}
	strcpy(v->word[v->nwords++], word);
	return CW_OK;
}

int cw_action_word_index(const cw_verb *v, const char *w, size_t len)
{
	for (int i = 0; i < v->nwords; i++)
		for (const char *p = v->word[i]; *p;) {
			size_t n = strcspn(p, "|");
			if (n == len && same_word(p, w, len))
				return i;
			p += n + (p[n] == '|');
		}
	return -1;
}

const char *cw_action_word_name(const cw_verb *v, int i, char *buf, size_t n)
{
	if (i < 0 || i >= v->nwords)
		snprintf(buf, n, "?");
	else
		snprintf(buf, n, "%.*s", (int)strcspn(v->word[i], "|"), v->word[i]);
	return buf;
}

/* A verb by its name; failing that, by an alias. */
int cw_action_verbs_find(const cw_verbs *vs, const char *name)
{
	for (int i = 0; i < vs->n; i++)
		if (!strcasecmp(vs->v[i].name, name))
			return i;
	for (int i = 0; i < vs->n; i++)
		for (int k = 0; k < CW_VERB_ALIASES; k++)
			if (vs->v[i].alias[k][0] && !strcasecmp(vs->v[i].alias[k], name))
				return i;
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

/* The argument byte where the set of an unordered verb starts: the run of
** the starred kind that ends at the star ("ccc*": all three). */
static int set_start(const shape *sh)
{
	int start = sh->star;
	while (start > 0 && sh->kind[start - 1] == sh->kind[sh->star])
		start--;
	int bytes = 0;
	for (int i = 0; i < start; i++)
		bytes += width(sh->kind[i]);
	return bytes;
}

void cw_action_canonical(const cw_verbs *vs, cw_action *a)
{
	if (a->verb >= vs->n || !vs->v[a->verb].unordered)
		return;
	shape sh = shape_of(vs->v[a->verb].sig);
	if (sh.star < 0)
		return;
	int w = width(sh.kind[sh.star]);
	int from = set_start(&sh), before, after;
	fixed_bytes(&sh, &before, &after);
	int count = (a->nargs - from - after) / w;
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

/* A verb that the first words of a line may name: which verb, how many
** words its name or alias takes, and whether it was an alias. */
typedef struct cand {
	int verb, words, alias;
	const char *word;	/* the name or alias as declared */
} cand;

static int cand_before(const cand *a, const cand *b)
{
	if (a->words != b->words)
		return a->words > b->words;
	if (a->alias != b->alias)
		return a->alias < b->alias;
	return a->verb < b->verb;
}

/* Every verb the words begin with, each once by its best spelling, best
** first (more words, then a name before an alias, then verb order). */
static int candidates(const cw_verbs *vs, const words *ws, cand *out)
{
	int n = 0;
	for (int i = 0; i < vs->n; i++) {
		cand c = { i, match_name(vs->v[i].name, ws), 0, vs->v[i].name };
		for (int a = 0; a < CW_VERB_ALIASES; a++) {
			const char *al = vs->v[i].alias[a];
			int k = al[0] ? match_name(al, ws) : 0;
			if (k > c.words)
				c = (cand){ i, k, 1, al };
		}
		if (!c.words)
			continue;
		int at = n++;
		while (at > 0 && cand_before(&c, &out[at - 1])) {
			out[at] = out[at - 1];
			at--;
		}
		out[at] = c;
	}
	return n;
}

int cw_action_word_verbs(const cw_verbs *vs, const char *text, int *out, int max)
{
	words ws;
	cand c[CW_MAX_VERBS];
	if (!split(text, &ws) || !ws.n)
		return 0;
	int nc = candidates(vs, &ws, c), k = 0;
	for (int i = 0; i < nc && k < max; i++)
		if (c[i].words == ws.n)
			out[k++] = c[i].verb;
	return k;
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
	case 's': return "a slot number (from 1)";
	case 't': return "a slot, or SEAT.SLOT";
	case 'e': return "a seat number";
	case 'c': return "a card such as 7H";
	case 'n': return "a number from 0 to 255";
	default: return "a word";
	}
}

/* A 'w' argument: one of the verb's words. */
static int parse_word(const cw_verb *vb, const char *w, size_t len, uint8_t *out, int *nout, cw_err *err)
{
	char list[CW_ERRMSG_MAX / 2], name[CW_VERB_WORD_MAX];
	int i = cw_action_word_index(vb, w, len);
	if (i >= 0) {
		out[(*nout)++] = (uint8_t)i;
		return CW_OK;
	}
	size_t used = 0;
	list[0] = '\0';
	for (int k = 0; k < vb->nwords && used < sizeof list; k++)
		used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", k ? ", " : "",
					 cw_action_word_name(vb, k, name, sizeof name));
	return cw_error_fail(err, CW_EINVAL, "bad argument '%.*s%s' of '%s': expected one of %s", (int)(len > 24 ? 21 : len), w,
		       len > 24 ? "..." : "",
		       vb->name, vb->nwords ? list : "(no words are declared)");
}

static int parse_arg(char kind, const cw_verb *vb, const char *w, size_t len, int actor, int nseats,
		     uint8_t *out, int *nout, cw_err *err)
{
	int v, s;
	cw_face f;
	switch (kind) {
	case 'w':
		return parse_word(vb, w, len, out, nout, err);
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
		} else if (!parse_uint(dot + 1, len - (size_t)(dot - w) - 1, 255, &v))
			break;
		else if (!parse_uint(w, (size_t)(dot - w), nseats, &s)) {
			if (parse_uint(w, (size_t)(dot - w), 255, &s))	/* a number, past the seats */
				return cw_error_fail(err, CW_EINVAL, "bad argument '%.*s': no seat %d, expected SEAT.SLOT with a "
						     "seat from 1 to %d", (int)(len > 24 ? 21 : len), w, s, nseats);
			break;
		}
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
	/* the word as typed; a long one shortened with "..." so that the
	** message never quotes a word that was not typed */
	return cw_error_fail(err, CW_EINVAL, "bad argument '%.*s%s': expected %s",
		       (int)(len > 24 ? 21 : len), w, len > 24 ? "..." : "", kind_words(kind));
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

/* The argument words of the line read with verb c's signature. */
static int parse_args(const cw_verbs *vs, const cand *c, const words *ws, int actor, int nseats,
		      cw_action *out, cw_err *err)
{
	uint8_t args[CW_ACTION_ARGS];
	int nargs = 0;
	const cw_verb *v = &vs->v[c->verb];
	shape sh = shape_of(v->sig);
	int repeat = sh.star >= 0, fixed = sh.n;
	int given = ws->n - c->words;
	if ((!repeat && given != fixed) || (repeat && given < fixed))
		return cw_error_fail(err, CW_EINVAL, "'%s' takes %s%d argument%s, got %d", v->name,
			       repeat ? "at least " : "", fixed, fixed == 1 ? "" : "s", given);
	for (int i = 0; i < given; i++) {
		char kind = word_kind(&sh, i, given);
		if (nargs + width(kind) > CW_ACTION_ARGS)
			return cw_error_fail(err, CW_EINVAL, "'%s': too many arguments", v->name);
		if (parse_arg(kind, v, ws->w[c->words + i], ws->len[c->words + i], actor, nseats, args, &nargs, err))
			return CW_EINVAL;
	}
	*out = cw_action_make(c->verb, args, nargs);
	cw_action_canonical(vs, out);
	return CW_OK;
}

/* A signature in placeholder words: "SLOT", "SLOT|SEAT.SLOT SLOT|SEAT.SLOT", "SLOT ...". */
static size_t sig_usage(const char *sig, char *buf, size_t n)
{
	size_t len = 0;
	buf[0] = '\0';
	for (const char *k = sig; *k && len < n; k++) {
		const char *w = *k == 's' ? "SLOT" : *k == 't' ? "SLOT|SEAT.SLOT" : *k == 'e' ? "SEAT" :
				*k == 'c' ? "CARD" : *k == 'n' ? "N" : *k == '*' ? "..." : "WORD";
		len += (size_t)snprintf(buf + len, n - len, " %s", w);
	}
	return len;
}

int cw_action_fits(const cw_verbs *vs, const cw_action *a, int nseats, cw_err *err)
{
	if (a->verb >= vs->n)
		return cw_error_fail(err, CW_EINVAL, "no action number %d", a->verb);
	const cw_verb *v = &vs->v[a->verb];
	shape sh = shape_of(v->sig);
	char usage[96];
	int before, after;
	fixed_bytes(&sh, &before, &after);
	int fits = sh.star < 0 ? a->nargs == before : a->nargs - before - after >= width(sh.kind[sh.star]) &&
		   (a->nargs - before - after) % width(sh.kind[sh.star]) == 0;
	if (!fits) {
		sig_usage(v->sig, usage, sizeof usage);
		return cw_error_fail(err, CW_EINVAL, "'%s' takes %s%s, not %d argument value%s", v->name,
			       usage[0] ? "" : "no arguments", usage[0] ? usage + 1 : "", a->nargs, a->nargs == 1 ? "" : "s");
	}
	int nwords = word_count(&sh, a);
	for (int k = 0, byte = 0; k < nwords; k++) {
		char kind = word_kind(&sh, k, nwords);
		int x = a->arg[byte], y = kind == 't' ? a->arg[byte + 1] : 0;
		int ok = kind == 'n' || (kind == 's' && x >= 1) || (kind == 'e' && x >= 1 && x <= nseats) ||
			 (kind == 't' && x >= 1 && x <= nseats && y >= 1) || (kind == 'c' && cw_face_valid((cw_face)x)) ||
			 (kind == 'w' && x < v->nwords);
		if (!ok) {
			char val[16];
			if (kind == 't')
				snprintf(val, sizeof val, "%d.%d", x, y);
			else
				snprintf(val, sizeof val, "%d", x);
			if (kind == 'e' || kind == 't')
				return cw_error_fail(err, CW_EINVAL, "argument %d of '%s' is %s: expected %s from 1 to %d",
					       k + 1, v->name, val, kind == 'e' ? "a seat number" : "a slot, or SEAT.SLOT with a seat",
					       nseats);
			return cw_error_fail(err, CW_EINVAL, "argument %d of '%s' is %s: expected %s", k + 1, v->name, val,
				       kind_words(kind));
		}
		byte += width(kind);
	}
	return CW_OK;
}

/* No reading fits: with one verb named, why its arguments do not fit; with
** several, what each of them would take. */
static int unfit(const cw_verbs *vs, const cand *c, int nc, const words *ws, const cw_err *first, cw_err *err)
{
	char what[CW_ERRMSG_MAX], use[96];
	size_t len = 0;
	if (nc == 1) {
		*err = *first;
		return CW_EINVAL;
	}
	what[0] = '\0';
	for (int i = 0; i < nc && len < sizeof what; i++) {
		sig_usage(vs->v[c[i].verb].sig, use, sizeof use);
		len += (size_t)snprintf(what + len, sizeof what - len, "%s%s%s%s%s%s", i ? ", or " : "", c[i].word, use,
					c[i].alias ? " (" : "", c[i].alias ? vs->v[c[i].verb].name : "", c[i].alias ? ")" : "");
	}
	const char *end = ws->w[ws->n - 1] + ws->len[ws->n - 1];
	int len_all = (int)(end - ws->w[0]);
	return cw_error_fail(err, CW_EINVAL, "bad action '%.*s': expected %s", len_all > 40 ? 40 : len_all, ws->w[0], what);
}

int cw_action_readings(const cw_verbs *vs, const char *text, int actor, int nseats,
		       cw_reading *out, int max, int *n, cw_err *err)
{
	words ws;
	cand c[CW_MAX_VERBS];
	cw_err first;

	*n = 0;
	if (!split(text, &ws))
		return cw_error_fail(err, CW_EINVAL, "action has too many words");
	if (ws.n == 0)
		return cw_error_fail(err, CW_EINVAL, "empty action: expected an action word such as 'draw stock'");
	int nc = candidates(vs, &ws, c);
	if (nc == 0) {
		/* the verb as typed: its first word, or its first two when
		** that word begins a verb of two ("draw sideways", not "draw") */
		char list[CW_ERRMSG_MAX];
		int shown = (int)ws.len[0];
		for (int v = 0; v < vs->n && ws.n > 1; v++)
			if (!strncmp(vs->v[v].name, ws.w[0], ws.len[0]) && vs->v[v].name[ws.len[0]] == ' ')
				shown = (int)(ws.w[1] + ws.len[1] - ws.w[0]);
		return cw_error_fail(err, CW_EINVAL, "unknown action '%.*s': expected one of %s", shown > 40 ? 40 : shown,
			       ws.w[0], verb_list(vs, list, sizeof list));
	}
	for (int i = 0; i < nc; i++) {
		cw_action a;
		cw_err e;
		if (parse_args(vs, &c[i], &ws, actor, nseats, &a, i ? &e : &first))
			continue;
		if (*n < max)
			out[(*n)++] = (cw_reading){ a, (uint8_t)c[i].words, (uint8_t)c[i].alias };
	}
	if (*n == 0)
		return unfit(vs, c, nc, &ws, &first, err);
	return CW_OK;
}

int cw_action_parse(const cw_verbs *vs, const char *text, int actor, int nseats,
		    cw_action *out, cw_err *err)
{
	cw_reading r;
	int n;
	int rc = cw_action_readings(vs, text, actor, nseats, &r, 1, &n, err);
	if (!rc)
		*out = r.action;
	return rc;
}

int cw_action_outcome_split(const char *text, char *action, size_t size, cw_outcome *o, cw_err *err)
{
	const char *eq = strchr(text, '=');
	size_t len = eq ? (size_t)(eq - text) : strlen(text);
	words ws;
	o->n = 0;
	if (len >= size)
		return cw_error_fail(err, CW_EINVAL, "action too long");
	memcpy(action, text, len);
	action[len] = '\0';
	if (!eq)
		return CW_OK;
	if (!split(eq + 1, &ws) || ws.n == 0 || ws.n > CW_ACTION_ARGS)
		return cw_error_fail(err, CW_EINVAL, "bad outcome after '=': expected 1 to %d slot numbers, e.g. '= 4 3 2 1'",
			       CW_ACTION_ARGS);
	for (int i = 0; i < ws.n; i++) {
		int v;
		if (!parse_uint(ws.w[i], ws.len[i], 255, &v))
			return cw_error_fail(err, CW_EINVAL, "bad outcome '%.*s%s' after '=': expected slot numbers, e.g. '= 4 3 2 1'",
				       (int)(ws.len[i] > 32 ? 29 : ws.len[i]), ws.w[i], ws.len[i] > 32 ? "..." : "");
		o->v[o->n++] = (uint8_t)v;
	}
	return CW_OK;
}

int cw_action_format(const cw_verbs *vs, const cw_action *a, int actor, char *buf, size_t n)
{
	return cw_action_format_as(vs, a, actor, a->verb < vs->n ? vs->v[a->verb].name : "?", buf, n);
}

int cw_action_format_as(const cw_verbs *vs, const cw_action *a, int actor, const char *word,
			char *buf, size_t n)
{
	char tmp[CW_ACTION_TEXT_MAX], card[8];
	size_t len;
	if (a->verb >= vs->n)
		return snprintf(buf, n, "?");
	const char *sig = vs->v[a->verb].sig;

	len = (size_t)snprintf(tmp, sizeof tmp, "%s", word);
	for (int i = 0, k = 0; i < a->nargs && len < sizeof tmp - 16; k++) {
		char kind = cw_action_kind(sig, a, k);
		if (kind == 't' && i + 1 < a->nargs) {
			if (a->arg[i] == actor)
				len += (size_t)snprintf(tmp + len, sizeof tmp - len, " %d", a->arg[i + 1]);
			else
				len += (size_t)snprintf(tmp + len, sizeof tmp - len, " %d.%d", a->arg[i], a->arg[i + 1]);
			i += 2;
		} else if (kind == 'c') {
			len += (size_t)snprintf(tmp + len, sizeof tmp - len, " %s", cw_face_format(a->arg[i], card));
			i++;
		} else if (kind == 'w') {
			char name[CW_VERB_WORD_MAX];
			len += (size_t)snprintf(tmp + len, sizeof tmp - len, " %s",
						cw_action_word_name(&vs->v[a->verb], a->arg[i], name, sizeof name));
			i++;
		} else {
			len += (size_t)snprintf(tmp + len, sizeof tmp - len, " %d", a->arg[i]);
			i++;
		}
	}
	return snprintf(buf, n, "%s", tmp);
}
