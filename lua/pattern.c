/*
** Lua patterns (pattern.h), written from the reference manual's
** description: single-character classes (., %a %c %d %g %l %p %s %u %w
** %x and their upper-case complements, %x for a non-alphanumeric x, sets
** [...] with ranges, classes and ^), the quantifiers * + - ?, captures
** ( ) and position captures (), back-references %1-%9, %bxy, the
** frontier %f[set], and the anchors ^ (find, match, gsub) and $.
**
** Every step of the backtracking search is counted and charged to the
** sandbox's budget in batches, so a pattern such as ("a*"):rep(30) .. "b"
** on a long subject ends with the budget's error.
*/
#include <ctype.h>
#include <string.h>
#include <lauxlib.h>
#include "pattern.h"
#include "sandbox.h"

#define MAX_CAPTURES 32
#define MAX_DEPTH 200		/* nested matching calls: "pattern too complex" */
#define CHARGE_EVERY 1024
#define CAP_OPEN (-1)
#define CAP_POSITION (-2)
#define SPECIALS "^$*+?.([%-"

typedef struct matcher {
	lua_State *L;
	const char *s0, *se;	/* the subject */
	const char *pe;		/* the end of the pattern */
	int depth;
	int ncap;
	long steps;		/* not yet charged */
	struct { const char *at; ptrdiff_t len; } cap[MAX_CAPTURES];
} matcher;

static void step(matcher *m)
{
	if (++m->steps >= CHARGE_EVERY) {
		cw_sandbox_charge(m->L, m->steps);
		m->steps = 0;
	}
}

/* A set's bytes are read one by one, at each subject position tried: a
** step of the budget per 8 of them (a set of a hundred thousand bytes
** made one `find` a second long, charged as one step a position). The
** short sets of real patterns cost nothing more. */
static void read_set(matcher *m, ptrdiff_t len)
{
	m->steps += len >> 3;
	if (m->steps >= CHARGE_EVERY) {
		cw_sandbox_charge(m->L, m->steps);
		m->steps = 0;
	}
}

static void settle(matcher *m)
{
	cw_sandbox_charge(m->L, m->steps);
	m->steps = 0;
}

/* The end of the single-character class at p. */
static const char *class_end(matcher *m, const char *p)
{
	if (*p == '%') {
		if (p + 1 >= m->pe)
			luaL_error(m->L, "malformed pattern (ends with '%%')");
		return p + 2;
	}
	if (*p == '[') {
		const char *start = p++;
		if (p < m->pe && *p == '^')
			p++;
		do {		/* the first character may be a literal ']' */
			if (p >= m->pe)
				luaL_error(m->L, "malformed pattern (missing ']')");
			if (*p == '%' && p + 1 < m->pe)
				p++;
			p++;
		} while (p >= m->pe || *p != ']');
		read_set(m, p - start);
		return p + 1;
	}
	return p + 1;
}

/* Whether c is in class %cl (cl a letter naming a class, else literal). */
static int in_class(int c, int cl)
{
	int r;
	switch (tolower(cl)) {
	case 'a': r = isalpha(c); break;
	case 'c': r = iscntrl(c); break;
	case 'd': r = isdigit(c); break;
	case 'g': r = isgraph(c); break;
	case 'l': r = islower(c); break;
	case 'p': r = ispunct(c); break;
	case 's': r = isspace(c); break;
	case 'u': r = isupper(c); break;
	case 'w': r = isalnum(c); break;
	case 'x': r = isxdigit(c); break;
	default: return cl == c;
	}
	r = r != 0;
	return isupper(cl) ? !r : r;
}

/* Whether c is in the set [p, ec) where p is at '[' and ec at its ']'. */
static int in_set(int c, const char *p, const char *ec)
{
	int negate = 0;
	p++;
	if (*p == '^') {
		negate = 1;
		p++;
	}
	for (; p < ec; p++) {
		if (*p == '%' && p + 1 < ec) {
			p++;
			if (in_class(c, (unsigned char)*p))
				return !negate;
		} else if (p + 2 < ec && p[1] == '-') {
			if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2])
				return !negate;
			p += 2;
		} else if ((unsigned char)*p == c)
			return !negate;
	}
	return negate;
}

/* Whether the subject's character at s matches the class [p, ep). */
static int single(matcher *m, const char *s, const char *p, const char *ep)
{
	if (s >= m->se)
		return 0;
	int c = (unsigned char)*s;
	switch (*p) {
	case '.': return 1;
	case '%': return in_class(c, (unsigned char)p[1]);
	case '[':
		read_set(m, ep - p);
		return in_set(c, p, ep - 1);
	default: return (unsigned char)*p == c;
	}
}

static const char *match(matcher *m, const char *s, const char *p);

static const char *max_expand(matcher *m, const char *s, const char *p, const char *ep)
{
	ptrdiff_t i = 0;
	while (single(m, s + i, p, ep)) {
		step(m);
		i++;
	}
	for (; i >= 0; i--) {
		const char *r = match(m, s + i, ep + 1);
		if (r)
			return r;
		step(m);
	}
	return NULL;
}

static const char *min_expand(matcher *m, const char *s, const char *p, const char *ep)
{
	for (;;) {
		const char *r = match(m, s, ep + 1);
		if (r)
			return r;
		if (!single(m, s, p, ep))
			return NULL;
		step(m);
		s++;
	}
}

static const char *open_capture(matcher *m, const char *s, const char *p, ptrdiff_t what)
{
	if (m->ncap >= MAX_CAPTURES)
		luaL_error(m->L, "too many captures");
	m->cap[m->ncap].at = s;
	m->cap[m->ncap].len = what;
	m->ncap++;
	const char *r = match(m, s, p);
	if (!r)
		m->ncap--;
	return r;
}

static const char *close_capture(matcher *m, const char *s, const char *p)
{
	int l = m->ncap - 1;
	while (l >= 0 && m->cap[l].len != CAP_OPEN)
		l--;
	if (l < 0)
		luaL_error(m->L, "invalid pattern capture");
	m->cap[l].len = s - m->cap[l].at;
	const char *r = match(m, s, p);
	if (!r)
		m->cap[l].len = CAP_OPEN;
	return r;
}

/* %bxy at p (p points at x). */
static const char *balance(matcher *m, const char *s, const char *p)
{
	if (p + 1 >= m->pe)
		luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
	if (s >= m->se || *s != p[0])
		return NULL;
	int depth = 1;
	while (++s < m->se) {
		step(m);
		if (*s == p[1]) {
			if (--depth == 0)
				return s + 1;
		} else if (*s == p[0])
			depth++;
	}
	return NULL;
}

/* %1-%9: the text of a closed capture again. */
static const char *backref(matcher *m, const char *s, int d)
{
	int l = d - '1';
	if (l < 0 || l >= m->ncap || m->cap[l].len == CAP_OPEN)
		luaL_error(m->L, "invalid capture index %%%d", l + 1);
	size_t len = (size_t)m->cap[l].len;
	if (m->cap[l].len == CAP_POSITION)
		len = 0;
	if ((size_t)(m->se - s) >= len && memcmp(m->cap[l].at, s, len) == 0) {
		m->steps += (long)len;
		return s + len;
	}
	return NULL;
}

/* Matches pattern p at subject position s: the end of the match, or NULL. */
static const char *match(matcher *m, const char *s, const char *p)
{
	if (++m->depth > MAX_DEPTH)
		luaL_error(m->L, "pattern too complex");
	for (;;) {
		step(m);
		if (p >= m->pe)
			break;
		if (*p == '(') {
			s = p + 1 < m->pe && p[1] == ')' ? open_capture(m, s, p + 2, CAP_POSITION)
							 : open_capture(m, s, p + 1, CAP_OPEN);
			break;
		}
		if (*p == ')') {
			s = close_capture(m, s, p + 1);
			break;
		}
		if (*p == '$' && p + 1 == m->pe) {
			s = s == m->se ? s : NULL;
			break;
		}
		if (*p == '%' && p + 1 < m->pe && p[1] == 'b') {
			s = balance(m, s, p + 2);
			if (!s)
				break;
			p += 4;
			continue;
		}
		if (*p == '%' && p + 1 < m->pe && p[1] == 'f') {
			p += 2;
			if (p >= m->pe || *p != '[')
				luaL_error(m->L, "missing '[' after '%%f' in pattern");
			const char *ep = class_end(m, p);
			int prev = s == m->s0 ? 0 : (unsigned char)s[-1];
			int cur = s < m->se ? (unsigned char)*s : 0;
			read_set(m, 2 * (ep - p));
			if (in_set(prev, p, ep - 1) || !in_set(cur, p, ep - 1)) {
				s = NULL;
				break;
			}
			p = ep;
			continue;
		}
		if (*p == '%' && p + 1 < m->pe && isdigit((unsigned char)p[1])) {
			s = backref(m, s, (unsigned char)p[1]);
			if (!s)
				break;
			p += 2;
			continue;
		}
		const char *ep = class_end(m, p);
		int ok = single(m, s, p, ep);
		char q = ep < m->pe ? *ep : '\0';
		if (q == '?') {
			const char *r;
			if (ok && (r = match(m, s + 1, ep + 1))) {
				s = r;
				break;
			}
			p = ep + 1;
			continue;
		}
		if (q == '+') {
			s = ok ? max_expand(m, s + 1, p, ep) : NULL;
			break;
		}
		if (q == '*') {
			s = max_expand(m, s, p, ep);
			break;
		}
		if (q == '-') {
			s = min_expand(m, s, p, ep);
			break;
		}
		if (!ok) {
			s = NULL;
			break;
		}
		s++;
		p = ep;
	}
	m->depth--;
	return s;
}

/* Pushes capture i of a match [s, e); capture 0 is the whole match when
** the pattern has none. */
static void push_capture(matcher *m, int i, const char *s, const char *e)
{
	if (i >= m->ncap) {
		if (i != 0)
			luaL_error(m->L, "invalid capture index %%%d", i + 1);
		lua_pushlstring(m->L, s, (size_t)(e - s));
		return;
	}
	ptrdiff_t len = m->cap[i].len;
	if (len == CAP_OPEN)
		luaL_error(m->L, "unfinished capture");
	if (len == CAP_POSITION)
		lua_pushinteger(m->L, (m->cap[i].at - m->s0) + 1);
	else
		lua_pushlstring(m->L, m->cap[i].at, (size_t)len);
}

/* Pushes every capture (or the whole match when wanted and there are
** none); returns how many. */
static int push_captures(matcher *m, const char *s, const char *e, int whole)
{
	int n = m->ncap == 0 && whole ? 1 : m->ncap;
	luaL_checkstack(m->L, n, "too many captures");
	for (int i = 0; i < n; i++)
		push_capture(m, i, s, e);
	return n;
}

static void start(matcher *m, lua_State *L, const char *s, size_t ls, const char *p, size_t lp)
{
	m->L = L;
	m->s0 = s;
	m->se = s + ls;
	m->pe = p + lp;
	m->depth = 0;
	m->ncap = 0;
	m->steps = 0;
}

static size_t start_position(lua_Integer pos, size_t len)
{
	if (pos > 0)
		return (size_t)pos;
	if (pos == 0 || pos < -(lua_Integer)len)
		return 1;
	return len + (size_t)pos + 1;
}

static int no_specials(const char *p, size_t lp)
{
	for (size_t i = 0; i < lp; i++)
		if (p[i] && strchr(SPECIALS, p[i]))
			return 0;
	return 1;
}

/* The first place of p in s, charged by the bytes compared. */
static const char *plain_find(lua_State *L, const char *s, size_t ls, const char *p, size_t lp)
{
	if (lp == 0)
		return s;
	if (lp > ls)
		return NULL;
	lua_Integer work = 0;
	for (const char *q = s, *end = s + (ls - lp); q <= end; q++) {
		q = memchr(q, p[0], (size_t)(end - q) + 1);
		if (!q)
			break;
		work += (lua_Integer)lp;
		if (work > 1 << 16) {
			cw_sandbox_charge(L, work);
			work = 0;
		}
		if (memcmp(q, p, lp) == 0) {
			cw_sandbox_charge(L, work);
			return q;
		}
	}
	cw_sandbox_charge(L, work + (lua_Integer)(ls / 64));
	return NULL;
}

static int find_or_match(lua_State *L, int find)
{
	size_t ls, lp;
	const char *s = luaL_checklstring(L, 1, &ls);
	const char *p = luaL_checklstring(L, 2, &lp);
	size_t init = start_position(luaL_optinteger(L, 3, 1), ls);
	if (init > ls + 1) {
		lua_pushnil(L);
		return 1;
	}
	if (find && (lua_toboolean(L, 4) || no_specials(p, lp))) {
		const char *hit = plain_find(L, s + init - 1, ls - init + 1, p, lp);
		if (!hit) {
			lua_pushnil(L);
			return 1;
		}
		lua_pushinteger(L, (hit - s) + 1);
		lua_pushinteger(L, (hit - s) + (lua_Integer)lp);
		return 2;
	}
	matcher m;
	const char *s1 = s + init - 1;
	int anchor = lp > 0 && *p == '^';
	if (anchor) {
		p++;
		lp--;
	}
	start(&m, L, s, ls, p, lp);
	do {
		m.ncap = 0;
		m.depth = 0;
		const char *e = match(&m, s1, p);
		if (e) {
			settle(&m);
			if (find) {
				lua_pushinteger(L, (s1 - s) + 1);
				lua_pushinteger(L, e - s);
				return push_captures(&m, NULL, NULL, 0) + 2;
			}
			return push_captures(&m, s1, e, 1);
		}
		step(&m);
	} while (s1++ < m.se && !anchor);
	settle(&m);
	lua_pushnil(L);
	return 1;
}

int cw_pattern_find(lua_State *L)
{
	return find_or_match(L, 1);
}

int cw_pattern_match(lua_State *L)
{
	return find_or_match(L, 0);
}

/* gmatch's iterator: upvalues are the subject, the pattern, the next
** position and the end of the last match (offsets, -1 for none). */
static int gmatch_next(lua_State *L)
{
	size_t ls, lp;
	const char *s = lua_tolstring(L, lua_upvalueindex(1), &ls);
	const char *p = lua_tolstring(L, lua_upvalueindex(2), &lp);
	lua_Integer pos = lua_tointeger(L, lua_upvalueindex(3));
	lua_Integer last = lua_tointeger(L, lua_upvalueindex(4));
	matcher m;
	start(&m, L, s, ls, p, lp);
	for (const char *src = s + pos; src <= m.se; src++) {
		m.ncap = 0;
		m.depth = 0;
		const char *e = match(&m, src, p);
		if (e && e - s != last) {
			settle(&m);
			lua_pushinteger(L, e - s);
			lua_replace(L, lua_upvalueindex(3));
			lua_pushinteger(L, e - s);
			lua_replace(L, lua_upvalueindex(4));
			return push_captures(&m, src, e, 1);
		}
		step(&m);
	}
	settle(&m);
	lua_pushinteger(L, (lua_Integer)ls + 1);
	lua_replace(L, lua_upvalueindex(3));
	return 0;
}

int cw_pattern_gmatch(lua_State *L)
{
	size_t ls;
	luaL_checklstring(L, 1, &ls);
	luaL_checkstring(L, 2);
	size_t init = start_position(luaL_optinteger(L, 3, 1), ls);
	if (init > ls + 1)
		init = ls + 1;
	lua_settop(L, 2);
	lua_pushinteger(L, (lua_Integer)init - 1);
	lua_pushinteger(L, -1);
	lua_pushcclosure(L, gmatch_next, 4);
	return 1;
}

/* Adds the replacement for the match [s, e) to b. */
static void add_replacement(matcher *m, luaL_Buffer *b, const char *s, const char *e, int kind)
{
	lua_State *L = m->L;
	if (kind == LUA_TFUNCTION) {
		lua_pushvalue(L, 3);
		int n = push_captures(m, s, e, 1);
		lua_call(L, n, 1);
	} else if (kind == LUA_TTABLE) {
		push_capture(m, 0, s, e);
		lua_gettable(L, 3);
	} else {
		size_t l;
		const char *r = lua_tolstring(L, 3, &l), *re = r + l;
		for (; r < re; r++) {
			if (*r != '%') {
				luaL_addchar(b, *r);
				continue;
			}
			r++;
			if (r < re && *r == '%')
				luaL_addchar(b, '%');
			else if (r < re && isdigit((unsigned char)*r)) {
				if (*r == '0')
					luaL_addlstring(b, s, (size_t)(e - s));
				else {
					push_capture(m, *r - '1', s, e);
					luaL_tolstring(L, -1, NULL);
					lua_remove(L, -2);
					luaL_addvalue(b);
				}
			} else
				luaL_error(L, "invalid use of '%%' in replacement string");
		}
		return;
	}
	if (!lua_toboolean(L, -1)) {
		lua_pop(L, 1);
		luaL_addlstring(b, s, (size_t)(e - s));
	} else if (!lua_isstring(L, -1))
		luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
	else
		luaL_addvalue(b);
}

int cw_pattern_gsub(lua_State *L)
{
	size_t ls, lp;
	const char *s = luaL_checklstring(L, 1, &ls);
	const char *p = luaL_checklstring(L, 2, &lp);
	int kind = lua_type(L, 3);
	lua_Integer max = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
	luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION || kind == LUA_TTABLE,
			 3, "string/function/table");
	int anchor = lp > 0 && *p == '^';
	if (anchor) {
		p++;
		lp--;
	}
	matcher m;
	luaL_Buffer b;
	luaL_buffinit(L, &b);
	start(&m, L, s, ls, p, lp);
	const char *src = s, *last = NULL;
	lua_Integer n = 0;
	while (n < max) {
		m.ncap = 0;
		m.depth = 0;
		const char *e = match(&m, src, p);
		if (e && e != last) {
			n++;
			add_replacement(&m, &b, src, e, kind);
			src = last = e;
		} else if (src < m.se)
			luaL_addchar(&b, *src++);
		else
			break;
		step(&m);
		if (anchor)
			break;
	}
	settle(&m);
	luaL_addlstring(&b, src, (size_t)(m.se - src));
	luaL_pushresult(&b);
	lua_pushinteger(L, n);
	return 2;
}
