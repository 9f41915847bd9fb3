/*
** The runtime: loads a variant into the sandbox, resolves its options,
** and drives games through the core's cw_rules by calling the variant's
** hooks, each under the sandbox's budget, with the hook named in errors.
*/
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "audit.h"
#include "internal.h"
#include "safelib.h"
#include "kitargs.h"
#include "meldkit.h"
#include "../core/clock.h"
#include "../core/file.h"
#include "../core/notation.h"
#include "../core/text.h"

/* Runs fn(rt, ud, err) as a protected call under the sandbox's budget:
** every read of the script's values by the host goes through here, so a
** loop or an error in them is the script's error, never a hang or an
** abort. */
typedef int (*step_fn)(cw_runtime *rt, void *ud, cw_err *err);
static int protect(cw_runtime *rt, step_fn fn, void *ud, const char *what, cw_err *err);

/* The arguments and results of a protected step. */
typedef struct args {
	const char *a, *b;
	char *buf;
	size_t n;
	int i;
	long l;
	char *text;
	void (*fn)(const char *, void *);
	void (*vfn)(int, const char *, void *);
	void *ud;
} args;

/* An option name the variant does not have: an error with a suggestion.
** Reached only on a miss: g.opt reads the values table directly.
** [-0, +0, e] */
static int option_unknown(lua_State *L)
{
	const char *k = lua_tostring(L, 2);
	cw_sandbox_push_cw(cw_sandbox_of(L));
	lua_getfield(L, -1, "suggest");
	lua_pushstring(L, k ? k : "?");
	lua_pushvalue(L, 1);
	lua_call(L, 2, 1);
	return luaL_error(L, "unknown option '%s'%s", k ? k : "?", lua_tostring(L, -1));
}

static int option_newindex(lua_State *L)
{
	return luaL_error(L, "options are read-only during a game");
}

cw_runtime *cw_runtime_new(const cw_runtime_config *cfg, cw_err *err)
{
	cw_runtime *rt = calloc(1, sizeof *rt);
	if (!rt)
		return cw_error_fail(err, CW_ENOMEM, "out of memory"), NULL;
	rt->sb = cw_sandbox_new(cfg->path, cfg->mem_limit ? cfg->mem_limit : CW_DEFAULT_MEM_LIMIT,
				cfg->budget ? cfg->budget : CW_DEFAULT_BUDGET, err);
	if (!rt->sb) {
		free(rt);
		return NULL;
	}
	rt->sb->owner = rt;
	rt->variant_ref = rt->object_ref = rt->opts_ref = rt->optvals_ref = rt->legal_ref = LUA_NOREF;
	rt->verbidx_ref = rt->phaseidx_ref = rt->varidx_ref = rt->seatvaridx_ref = LUA_NOREF;
	rt->card_value_ref = rt->explain_ref = LUA_NOREF;
	rt->setup_ref = rt->score_ref = rt->match_over_ref = rt->layout_score_ref = LUA_NOREF;
	lua_State *L = rt->sb->L;
	lua_newtable(L);
	rt->setopts_ref = luaL_ref(L, LUA_REGISTRYINDEX);
	lua_newtable(L);
	rt->namedopts_ref = luaL_ref(L, LUA_REGISTRYINDEX);
	cw_api_open(rt);
	cw_kit_open(rt);
	cw_meldkit_open(rt);
	return rt;
}

void cw_runtime_free(cw_runtime *rt)
{
	if (!rt)
		return;
	cw_game_free(rt->scratch);
	cw_sandbox_free(rt->sb);
	free(rt);
}

const char *cw_runtime_variant_name(const cw_runtime *rt) { return rt->name; }
const cw_verbs *cw_runtime_verbs(const cw_runtime *rt) { return &rt->verbs; }

static int get_field(cw_runtime *rt, const char *k);

static int high_wins_body(cw_runtime *rt)
{
	lua_State *L = rt->sb->L;
	if (rt->variant_ref == LUA_NOREF)
		return 0;
	get_field(rt, "wins");
	int high = lua_isstring(L, -1) && !strcmp(lua_tostring(L, -1), "highest");
	lua_pop(L, 1);
	return high;
}

int cw_runtime_chips(cw_runtime *rt, char *stack, size_t n)
{
	lua_State *L = rt->sb->L;
	int pot = 0;
	if (n)
		stack[0] = '\0';
	if (rt->variant_ref == LUA_NOREF)
		return 0;
	get_field(rt, "chips");
	if (lua_istable(L, -1)) {
		lua_pushliteral(L, "pot");
		if (lua_rawget(L, -2) == LUA_TSTRING)
			pot = cw_runtime_var_index(rt, lua_tostring(L, -1)) + 1;
		lua_pop(L, 1);
		lua_pushliteral(L, "stack");
		if (lua_rawget(L, -2) == LUA_TSTRING && n)
			snprintf(stack, n, "%s", lua_tostring(L, -1));
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
	return pot;
}

/* A table of KEY = WORDS (chips.reasons, bonuses) at the top of the
** stack, read once at configure: the keys in byte order, so a key's number
** does not depend on Lua's hash order; the words sanitised. Returns the
** count (at most max). */
static int read_words(lua_State *L, char (*key)[32], char (*text)[96], int max)
{
	int n = 0;
	if (!lua_istable(L, -1))
		return 0;
	lua_pushnil(L);
	while (lua_next(L, -2)) {
		/* the first max keys in byte order, whatever the table's order */
		if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TSTRING &&
		    (n < max || (max > 0 && strcmp(lua_tostring(L, -2), key[max - 1]) < 0))) {
			int k = n < max ? n++ : max - 1;
			snprintf(key[k], sizeof key[k], "%s", lua_tostring(L, -2));
			cw_text_safe(text[k], sizeof text[k], lua_tostring(L, -1), 0);
			for (; k > 0 && strcmp(key[k], key[k - 1]) < 0; k--) {
				char kk[32], tt[96];
				memcpy(kk, key[k], sizeof kk);
				memcpy(tt, text[k], sizeof tt);
				memcpy(key[k], key[k - 1], sizeof kk);
				memcpy(text[k], text[k - 1], sizeof tt);
				memcpy(key[k - 1], kk, sizeof kk);
				memcpy(text[k - 1], tt, sizeof tt);
			}
		}
		lua_pop(L, 1);
	}
	return n;
}

/* chips.reasons (g:pay), bonuses (g:bonus) and tells (g:tell), read
** once at configure. */
static void read_reasons(cw_runtime *rt)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L);
	rt->nreasons = 0;
	get_field(rt, "chips");
	if (lua_istable(L, -1)) {
		lua_pushliteral(L, "reasons");
		lua_rawget(L, -2);
		rt->nreasons = read_words(L, rt->reason_key, rt->reason_text, CW_MAX_REASONS);
	}
	lua_settop(L, top);
	get_field(rt, "bonuses");
	rt->nbonuses = read_words(L, rt->bonus_key, rt->bonus_text, CW_RUNTIME_BONUSES);
	memset(rt->bonus_fired, 0, sizeof rt->bonus_fired);
	rt->bonus_any = 0;
	lua_settop(L, top);
	get_field(rt, "tells");
	rt->ntells = read_words(L, rt->tell_key, rt->tell_text, CW_MAX_TELLS);
	lua_settop(L, top);
	get_field(rt, "absent");
	rt->nabsent = read_words(L, rt->absent_key, rt->absent_text, CW_MAX_ABSENT);
	lua_settop(L, top);
}

/* Whether `word` (len bytes) is a verb's name or alias of the variant in
** play, or their first words ("draw" of "draw stock"). */
static int verb_word(const cw_runtime *rt, const char *word, size_t len)
{
	for (int v = 0; v < rt->verbs.n; v++)
		for (int k = -1; k < CW_VERB_ALIASES; k++) {
			const char *w = k < 0 ? rt->verbs.v[v].name : rt->verbs.v[v].alias[k];
			if (w[0] && !strncmp(w, word, len) && (w[len] == 0 || w[len] == ' '))
				return 1;
		}
	return 0;
}

const char *cw_runtime_absent(const cw_runtime *rt, const char *line, char *buf, size_t n)
{
	int best = -1;
	size_t blen = 0;
	for (int k = 0; k < rt->nabsent; k++) {
		size_t len = strlen(rt->absent_key[k]);
		/* a word the variant does have (a house rule's action, the
		** first word of one) is never answered as absent */
		if (len > blen && !strncmp(line, rt->absent_key[k], len) && (line[len] == 0 || line[len] == ' ') &&
		    !verb_word(rt, rt->absent_key[k], len))
			best = k, blen = len;
	}
	if (best < 0)
		return NULL;
	snprintf(buf, n, "%s has no '%s': %s", rt->name, rt->absent_key[best], rt->absent_text[best]);
	return buf;
}

int cw_runtime_tell_index(const cw_runtime *rt, const char *key, size_t len)
{
	for (int k = 0; k < rt->ntells; k++)
		if (strlen(rt->tell_key[k]) == len && !memcmp(rt->tell_key[k], key, len))
			return k;
	return -1;
}

const char *cw_runtime_tell(const cw_runtime *rt, int k)
{
	return k >= 0 && k < rt->ntells ? rt->tell_text[k] : NULL;
}

const char *cw_runtime_chip_reason(const cw_runtime *rt, int k)
{
	return k >= 0 && k < rt->nreasons ? rt->reason_text[k] : NULL;
}

int cw_runtime_bonuses(const cw_runtime *rt)
{
	return rt->configured ? rt->nbonuses : 0;
}

const char *cw_runtime_bonus_key(const cw_runtime *rt, int k)
{
	return k >= 0 && k < rt->nbonuses ? rt->bonus_key[k] : NULL;
}

const char *cw_runtime_bonus_text(const cw_runtime *rt, int k)
{
	return k >= 0 && k < rt->nbonuses ? rt->bonus_text[k] : NULL;
}

/* Most scorings name no bonus: then there is nothing to copy or clear. */
int cw_runtime_bonus_take(cw_runtime *rt, uint32_t (*fired)[CW_MAX_SEATS + 1])
{
	if (!rt->bonus_any)
		return 0;
	if (fired)
		memcpy(fired, rt->bonus_fired, sizeof rt->bonus_fired);
	memset(rt->bonus_fired, 0, sizeof rt->bonus_fired);
	rt->bonus_any = 0;
	return 1;
}

/* The variant's memory_aid: a boolean, or a function of the options;
** absent, the aid is shown. */
static int memory_aid_body(cw_runtime *rt)
{
	lua_State *L = rt->sb->L;
	if (rt->variant_ref == LUA_NOREF)
		return 1;
	int top = lua_gettop(L), type = get_field(rt, "memory_aid");
	if (type == LUA_TFUNCTION) {
		cw_err err;
		if (!rt->configured) {
			lua_settop(L, top);
			return 1;
		}
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->opts_ref);
		if (cw_sandbox_call(rt->sb, 1, 1, "memory_aid", &err)) {
			lua_settop(L, top);
			return 1;
		}
	}
	int aid = lua_isnil(L, -1) || lua_toboolean(L, -1);
	lua_settop(L, top);
	return aid;
}

/* A reason a hook gave as a string, whole: a NUL in it is shown (\x00)
** rather than ending the text there; `none` where it gave no string. */
static const char *script_text(lua_State *L, int idx, char *out, size_t n, const char *none)
{
	size_t len;
	if (lua_type(L, idx) != LUA_TSTRING)
		return snprintf(out, n, "%s", none), out;
	const char *t = lua_tolstring(L, idx, &len);
	return cw_text_escape(out, n, t, len, 0);
}

/* A text a hook gave (a string or a number at idx), in a new allocation,
** shown safe as text.h says, lines kept: a NUL in it shows as \x00. */
static char *script_dup(lua_State *L, int idx)
{
	size_t len;
	const char *t = lua_tolstring(L, idx, &len);
	char *out = len < SIZE_MAX / 4 - 4 ? malloc(4 * len + 4) : NULL;
	return out ? cw_text_escape(out, 4 * len + 4, t, len, CW_TEXT_LINES) : NULL;
}

/* A table of bots (sim, check) plays only rounds that end and that the
** round's log can hold: the variant's max_actions for these options may
** say that a round need not end (false, with its reason: DES-O10's
** unlimited recycles), and a bound above the log's events (each action
** logs one at least) is more than a round can be played to. */
static int bounded_rounds(cw_runtime *rt, int nseats, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L), rc = CW_OK;
	if (get_field(rt, "max_actions") == LUA_TFUNCTION) {
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->opts_ref);
		lua_pushinteger(L, nseats);
		if ((rc = cw_sandbox_call(rt->sb, 2, 2, "max_actions", err))) {
			lua_settop(L, top);
			return rc;
		}
	} else
		lua_pushnil(L);
	int bound = top + 1, why = top + 2;
	if (!lua_isnil(L, bound) && !(lua_type(L, bound) == LUA_TBOOLEAN && !lua_toboolean(L, bound)) &&
	    !(lua_isinteger(L, bound) && lua_tointeger(L, bound) > 0))
		rc = cw_error_fail(err, CW_ESCRIPT, "%s: max_actions returned %s, expected a count of actions above 0, "
				   "or false and the reason a round need not end", rt->name, luaL_typename(L, bound));
	else if (lua_type(L, bound) == LUA_TBOOLEAN && !lua_toboolean(L, bound)) {
		char reason[CW_ERRMSG_MAX];
		script_text(L, why, reason, sizeof reason, "a round need not end with these options");
		rc = cw_error_fail(err, CW_EINVAL, "%s: %s; sim and check play only rounds that end (max_actions)", rt->name,
			     reason);
	}
	else if (lua_isinteger(L, bound) && lua_tointeger(L, bound) > (lua_Integer)CW_MAX_ROUND_EVENTS)
		rc = cw_error_fail(err, CW_EINVAL,
			     "%s: max_actions is %lld with these options, more than a round's log holds (%u events); "
			     "sim and check play only rounds their log can hold", rt->name, (long long)lua_tointeger(L, bound),
			     CW_MAX_ROUND_EVENTS);
	lua_settop(L, top);
	return rc;
}

static long max_actions_body(cw_runtime *rt)
{
	lua_State *L = rt->sb->L;
	if (rt->variant_ref == LUA_NOREF)
		return 0;
	int top = lua_gettop(L);
	/* A function of the options (and player count) once they are fixed. */
	if (get_field(rt, "max_actions") == LUA_TFUNCTION) {
		cw_err err;
		if (!rt->configured) {
			lua_settop(L, top);
			return 0;
		}
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->opts_ref);
		lua_pushinteger(L, rt->nseats);
		if (cw_sandbox_call(rt->sb, 2, 1, "max_actions", &err)) {
			lua_settop(L, top);
			return 0;
		}
	}
	long n = lua_isinteger(L, -1) && lua_tointeger(L, -1) > 0 ? (long)lua_tointeger(L, -1) : 0;
	lua_settop(L, top);
	return n;
}

const char *cw_runtime_phase_name(const cw_runtime *rt, int phase)
{
	return phase >= 0 && phase < rt->nphases ? rt->phase[phase] : "?";
}

/* Pushes the field of the loaded variant. [-0, +1] */
static int get_field(cw_runtime *rt, const char *k)
{
	lua_State *L = rt->sb->L;
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->variant_ref);
	lua_getfield(L, -1, k);
	lua_remove(L, -2);
	return lua_type(L, -1);
}

static int load_body(cw_runtime *rt, const char *name, cw_err *err)
{
	lua_State *L = rt->sb->L;
	if (rt->variant_ref != LUA_NOREF)
		return cw_error_fail(err, CW_ESTATE, "a variant is already loaded");
	int rc = cw_sandbox_require(rt->sb, name, err);
	if (rc) {
		/* Only the variant itself missing is an unknown variant; a module
		** it requires that is missing is the script's own error. */
		if (rc == CW_ENOTFOUND && cw_sandbox_is_path(name))
			cw_error_fail(err, CW_ENOTFOUND, "no file '%s' (a variant named by its path is a .lua file)", name);
		else if (rc == CW_ENOTFOUND)
			cw_error_fail(err, CW_ENOTFOUND, "unknown variant '%s' (see 'cardwright variants')", name);
		return rc;
	}
	/* The host reads the variant's private, validated copy; the script's
	** value is the read-only object over it. */
	cw_sandbox_push_fields_of(rt->sb);
	lua_pushvalue(L, -2);
	lua_call(L, 1, 1);
	if (!lua_istable(L, -1)) {
		/* 1: a library (a family's base returns a table of its
		** functions, a helper a function); 2: a file that returns
		** nothing a variant or a library gives (nil, a number) */
		rt->not_variant = lua_istable(L, -2) || lua_isfunction(L, -2) ? 1 : 2;
		lua_pop(L, 2);
		/* a name on the path that is a library (a family's base) is the
		** user's mistake; a file that returns no variant, the script's */
		return cw_error_fail(err, cw_sandbox_is_path(name) ? CW_ESCRIPT : CW_EINVAL, "'%s' did not return a variant (expected 'return variant{...}' or 'return base:extend{...}')", name);
	}
	/* g.variant: the variant in play, so that family code calls a house
	** rule's own functions rather than its base's. */
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->g_ref);
	lua_pushliteral(L, "variant");
	lua_pushvalue(L, -4);
	lua_rawset(L, -3);
	lua_pop(L, 1);
	rt->variant_ref = luaL_ref(L, LUA_REGISTRYINDEX);
	rt->object_ref = luaL_ref(L, LUA_REGISTRYINDEX);
	rt->high_wins = -1;
	get_field(rt, "name");
	snprintf(rt->name, sizeof rt->name, "%s", lua_tostring(L, -1));
	lua_pop(L, 1);
	/* Hook errors name the variant too: some (memory) carry no position. */
	rt->sb->label = rt->name;
	return CW_OK;
}

/* Converts option text to the value the option takes: an integer when it
** reads as one, else the word. [-0, +1] */
static void push_option_value(lua_State *L, const char *text)
{
	/* A number only as it is written back: digits with an optional
	** minus, no sign, space or leading zero before them, no "-0"; other
	** text ("+5", " 5", "05") stays a word, which an option of numbers
	** refuses. */
	const char *d = text + (text[0] == '-');
	int canonical = d[0] >= '1' && d[0] <= '9' ? 1 : !strcmp(text, "0");
	for (const char *c = d; canonical && *c; c++)
		canonical = *c >= '0' && *c <= '9';
	char *end;
	errno = 0;
	long long v = canonical ? strtoll(text, &end, 10) : 0;
	if (canonical && !*end && errno != ERANGE)
		lua_pushinteger(L, (lua_Integer)v);
	else
		lua_pushstring(L, text);
}

/* An option's value at idx as it is written in a rule line: a string or
** a number as Lua shows it, a boolean as true or false; NULL for any other
** kind. */
static const char *value_word(lua_State *L, int idx)
{
	int t = lua_type(L, idx);
	if (t == LUA_TBOOLEAN)
		return lua_toboolean(L, idx) ? "true" : "false";
	return t == LUA_TSTRING || t == LUA_TNUMBER ? lua_tostring(L, idx) : NULL;
}

/* Whether the option at opt has, as its default or a choice, a value of
** Lua type `type` that is written `text` (a string, or a boolean written
** true or false). */
static int names_value(lua_State *L, int opt, int type, const char *text)
{
	int n = lua_getfield(L, opt, "choices") == LUA_TTABLE ? (int)lua_rawlen(L, -1) : 0, found = 0;
	for (int i = 0; i <= n && !found; i++) {
		if (i == 0)
			lua_getfield(L, opt, "default");
		else
			lua_rawgeti(L, -1, i);	/* the choices are on top */
		if (lua_type(L, -1) == type)
			found = !strcmp(text, value_word(L, -1));
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
	return found;
}

/* Pushes the value `text` names for the option at opt: the default or a
** choice written so, where one is a string that reads as a number ("-3")
** or a boolean (true, false: a recording writes them so); else as
** push_option_value reads it. */
static void push_value_for(lua_State *L, int opt, const char *text)
{
	opt = lua_absindex(L, opt);
	if (names_value(L, opt, LUA_TSTRING, text))
		lua_pushstring(L, text);
	else if (names_value(L, opt, LUA_TBOOLEAN, text))
		lua_pushboolean(L, text[0] == 't');
	else
		push_option_value(L, text);
}

/* Pushes a one-line list of an option's choices; returns whether it
** lists any (an option of free values has none). [-0, +1] */
static int push_choices(lua_State *L, int opt)
{
	opt = lua_absindex(L, opt);
	/* An integer option's range first, below the buffer: while a
	** luaL_Buffer is in use nothing else may sit above it (a long list
	** of choices grows it onto the stack). */
	lua_getfield(L, opt, "int");
	int ranged = lua_toboolean(L, -1);
	lua_pop(L, 1);
	if (ranged) {
		lua_getfield(L, opt, "min");
		lua_getfield(L, opt, "max");
		lua_pushfstring(L, "an integer%s%s%s%s", lua_isnil(L, -2) ? "" : " from ",
				lua_isnil(L, -2) ? "" : lua_tostring(L, -2),
				lua_isnil(L, -1) ? "" : " to ", lua_isnil(L, -1) ? "" : lua_tostring(L, -1));
		lua_replace(L, -3);
		lua_pop(L, 1);
	} else
		lua_pushnil(L);
	int range = lua_gettop(L);
	lua_getfield(L, opt, "choices");
	int n = lua_istable(L, -1) ? (int)lua_rawlen(L, -1) : 0;
	lua_pop(L, 1);
	luaL_Buffer b;
	luaL_buffinit(L, &b);
	for (int i = 1; i <= n; i++) {
		if (i > 1 && luaL_bufflen(&b) > 300) {	/* a line, not a page */
			char more[48];
			snprintf(more, sizeof more, ", ... (%d choices in all)", n);
			luaL_addstring(&b, more);
			break;
		}
		if (i > 1)
			luaL_addstring(&b, ", ");
		lua_getfield(L, opt, "choices");
		lua_rawgeti(L, -1, i);
		lua_remove(L, -2);
		if (lua_type(L, -1) == LUA_TBOOLEAN) {	/* no string of its own */
			const char *w = value_word(L, -1);
			lua_pop(L, 1);
			lua_pushstring(L, w);
		}
		luaL_addvalue(&b);
	}
	if (ranged) {
		if (n)
			luaL_addstring(&b, ", or ");
		lua_pushvalue(L, range);
		luaL_addvalue(&b);
	}
	int listed = n ? 2 : luaL_bufflen(&b) ? 1 : 0;
	if (!listed)
		luaL_addstring(&b, CW_RUNTIME_FREE_CHOICE);
	luaL_pushresult(&b);
	lua_remove(L, range);
	return listed;
}

/* mode 0: sets the option; 1: checks the value only; 2: sets it as a
** person named it (option_given). */
static int set_option_body(cw_runtime *rt, const char *key, const char *value, int mode, cw_err *err)
{
	int only_check = mode == 1, named = mode == 2;
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L);
	if (rt->configured && !only_check)
		return cw_error_fail(err, CW_ESTATE, "options are set before the deal");
	get_field(rt, "options");
	if (!lua_istable(L, -1) || lua_getfield(L, -1, key) != LUA_TTABLE) {
		lua_newtable(L);
		if (lua_istable(L, -3))
			lua_pushvalue(L, -3);
		else
			lua_newtable(L);
		cw_sandbox_push_cw(rt->sb);
		lua_getfield(L, -1, "suggest_option");
		lua_pushstring(L, key);
		lua_pushvalue(L, -4);
		lua_call(L, 2, 1);
		cw_error_fail(err, CW_EINVAL, "unknown option '%s' for %s%s", key, rt->name, lua_tostring(L, -1));
		lua_settop(L, top);
		return CW_EINVAL;
	}
	int opt = lua_gettop(L);
	cw_sandbox_push_cw(rt->sb);
	lua_getfield(L, -1, "option_allows");
	lua_pushvalue(L, opt);
	push_value_for(L, opt, value);
	lua_call(L, 2, 1);
	int ok = lua_toboolean(L, -1);
	if (!ok) {
		/* An option a house rule does not offer (option.hidden) is
		** named with it: its base may offer the value. */
		lua_getfield(L, opt, "hidden");
		int hidden = lua_toboolean(L, -1);
		lua_pop(L, 1);
		int listed = push_choices(L, opt);
		/* a value too long to read is shown cut (a number of 300 digits) */
		char shown[72];
		snprintf(shown, sizeof shown, strlen(value) > 64 ? "%.60s..." : "%s", value);
		if (hidden)
			cw_error_fail(err, CW_EINVAL, "option %s=%s: %s does not offer %s; it stays %s", key, shown, rt->name, key,
				      lua_tostring(L, -1));
		else
			cw_error_fail(err, CW_EINVAL, "option %s=%s: expected %s%s", key, shown, listed == 2 ? "one of " : "",
				      lua_tostring(L, -1));
		lua_settop(L, top);
		return CW_EINVAL;
	}
	if (only_check) {
		lua_settop(L, top);
		return CW_OK;
	}
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->setopts_ref);
	push_value_for(L, opt, value);
	lua_setfield(L, -2, key);
	if (named) {
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->namedopts_ref);
		lua_pushboolean(L, 1);
		lua_setfield(L, -2, key);
	}
	lua_settop(L, top);
	return CW_OK;
}

static void push_sorted_keys(cw_runtime *rt, int idx);

static int simulate_defaults_body(cw_runtime *rt, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L), rc = CW_OK;
	rt->simulated = 1;
	if (get_field(rt, "simulate") == LUA_TTABLE) {
		push_sorted_keys(rt, -1);
		int n = (int)lua_rawlen(L, -1);
		for (int i = 1; i <= n && !rc; i++) {
			lua_rawgeti(L, -1, i);
			char key[64];
			/* a key and a value as an option's, never through a
			** metamethod: a table would show as its address */
			cw_text_name(key, sizeof key, lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?");
			lua_rawget(L, top + 1);
			const char *w = value_word(L, -1);
			if (!w)
				rc = cw_error_fail(err, CW_EINVAL, "%s: simulate.%s is a %s, expected an option's value",
						   rt->name, key, luaL_typename(L, -1));
			else
				rc = cw_runtime_set_option(rt, key, w, err);
			lua_settop(L, top + 2);
		}
	}
	lua_settop(L, top);
	return rc;
}

/* ---- configure ---- */

/* Calls the variant field k if it is a function of (opt, nseats), else
** takes it as it is; reads integer fields of the resulting table. */
static int read_shape(cw_runtime *rt, const char *k, const char *const *keys, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int fn = get_field(rt, k) == LUA_TFUNCTION;
	if (fn) {
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->opts_ref);
		lua_pushinteger(L, rt->nseats);
		char what[64];
		snprintf(what, sizeof what, "%s()", k);
		if (cw_sandbox_call(rt->sb, 2, 1, what, err))
			return CW_ESCRIPT;
	}
	/* nil: the default shape; else a table of the known fields, each an
	** integer where it is a size (int_field checks the range) */
	if (lua_isnil(L, -1))
		return CW_OK;
	if (!lua_istable(L, -1))
		return cw_error_fail(err, CW_EINVAL, "%s: %s%s: expected a table {%s = ..., ...}, not a %s", rt->name, k,
			       fn ? " returned a value that is not a table" : "", keys[0], luaL_typename(L, -1));
	lua_pushnil(L);
	while (lua_next(L, -2)) {
		lua_pop(L, 1);
		const char *name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
		int known = 0;
		for (int i = 0; name && keys[i]; i++)
			known |= !strcmp(name, keys[i]);
		if (!known) {
			char list[96] = "";
			for (int i = 0; keys[i]; i++)
				snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "", keys[i]);
			return cw_error_fail(err, CW_EINVAL, "%s: %s: unknown field '%s' (expected %s)", rt->name, k,
				       name ? name : luaL_typename(L, -1), list);
		}
		lua_getfield(L, -2, name);
		int ok = strcmp(name, "grows") ? lua_isnil(L, -1) || lua_isinteger(L, -1) : 1;
		lua_pop(L, 1);
		if (!ok)
			return cw_error_fail(err, CW_EINVAL, "%s: %s.%s: expected an integer", rt->name, k, name);
	}
	return CW_OK;
}

/* An integer field of a size (decks, rows, ...): out of [0, 65535] is an
** error here, before any arithmetic, rather than a value cast into an int. */
static int int_field(lua_State *L, int t, const char *k, int def, int *bad)
{
	lua_getfield(L, t, k);
	int v = def;
	if (lua_isinteger(L, -1)) {
		lua_Integer x = lua_tointeger(L, -1);
		if (x < 0 || x > 65535)
			*bad = 1;
		else
			v = (int)x;
	}
	lua_pop(L, 1);
	return v;
}

/* Whether the value at index idx is `off`. */
static int is_off(lua_State *L, int idx)
{
	return lua_type(L, idx) == LUA_TSTRING && !strcmp(lua_tostring(L, idx), "off");
}

/* Whether option `name` was given (the table of set options at `set`,
** the declarations at `opts`, the options a person named at `named`): set
** and not `off` (an option unset by its other, below, is written `off` in
** a recording), and named by a person (`--rule`) or at another value than
** its default (a recording gives every option, its defaults too). */
static int option_given(lua_State *L, int opts, int set, int named, const char *name)
{
	int top = lua_gettop(L), given = 0;
	if (lua_getfield(L, set, name) != LUA_TNIL && lua_getfield(L, opts, name) == LUA_TTABLE) {
		lua_getfield(L, -1, "default");
		lua_getfield(L, named, name);
		given = (lua_toboolean(L, -1) || !lua_rawequal(L, top + 1, top + 3)) && !is_off(L, top + 1);
	}
	lua_settop(L, top);
	return given;
}

/* Whether option `name` has the choice `off`. */
static int option_has_off(lua_State *L, int opts, const char *name)
{
	int top = lua_gettop(L), off = 0;
	if (lua_getfield(L, opts, name) == LUA_TTABLE && lua_getfield(L, -1, "choices") == LUA_TTABLE)
		for (lua_Integer k = 1; !off && lua_rawgeti(L, -1, k) != LUA_TNIL; k++) {
			off = is_off(L, -1);
			lua_pop(L, 1);
		}
	lua_settop(L, top);
	return off;
}

/* Two options that each end the same thing another way (option.unsets:
** Golf's holes and target, G-9, PW-19) are not both given: setting one
** unsets the other. Both given is refused; one given sets the other `off`
** where it has that choice (a house rule whose target defaults to 50,
** played with holes=1, plays one hole), in the resolved options at `res`;
** the declarations at `opts`. */
static int unset_pairs(cw_runtime *rt, int opts, int res, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L), rc = CW_OK;
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->namedopts_ref);
	int named = lua_gettop(L);
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->setopts_ref);
	int set = lua_gettop(L);
	lua_pushnil(L);
	while (!rc && lua_next(L, set)) {	/* each option set */
		lua_pop(L, 1);
		if (lua_type(L, -1) != LUA_TSTRING)
			continue;
		const char *name = lua_tostring(L, -1);
		if (lua_getfield(L, opts, name) == LUA_TTABLE && lua_getfield(L, -1, "unsets") == LUA_TSTRING &&
		    option_given(L, opts, set, named, name)) {
			const char *other = lua_tostring(L, -1);
			int first = strcmp(name, other) < 0;	/* in one order, whichever was met first */
			if (option_given(L, opts, set, named, other))
				rc = cw_error_fail(err, CW_EINVAL, "options %s and %s are both given: setting one unsets the "
						   "other, so give one", first ? name : other, first ? other : name);
			else if (option_has_off(L, opts, other)) {
				lua_pushstring(L, other);
				lua_pushliteral(L, "off");
				lua_settable(L, res);
			}
		}
		lua_settop(L, set + 1);
	}
	lua_settop(L, top);
	return rc;
}

/* An option that does nothing without another (option.needs: Golf's
** pot_cap without a pot) is refused set while that one is off, in the
** resolved options at `res`; the declarations at `opts`. */
static int needed_options(lua_State *L, int opts, int res, cw_err *err)
{
	int top = lua_gettop(L), rc = CW_OK;
	lua_pushnil(L);
	while (!rc && lua_next(L, opts)) {	/* each option: name, declaration */
		if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TTABLE &&
		    lua_getfield(L, -1, "needs") == LUA_TSTRING) {
			const char *name = lua_tostring(L, -3), *other = lua_tostring(L, -1);
			lua_getfield(L, res, name);
			int set = !is_off(L, -1) && !lua_isnil(L, -1);
			lua_getfield(L, res, other);
			if (set && is_off(L, -1)) {
				char v[64];
				luaL_tolstring(L, -2, NULL);
				snprintf(v, sizeof v, "%s", lua_tostring(L, -1));
				rc = cw_error_fail(err, CW_EINVAL, "option %s=%s needs option %s, which is off: give %s=VALUE "
						   "too (see 'cardwright rules')", name, v, other, other);
			}
		}
		lua_settop(L, opts + 1);	/* the key, for lua_next */
	}
	lua_settop(L, top);
	return rc;
}

const char *cw_runtime_players_text(int lo, int hi, char *buf, size_t n)
{
	if (lo == hi)
		snprintf(buf, n, "exactly %d player%s", lo, lo == 1 ? "" : "s");
	else
		snprintf(buf, n, "%d to %d players", lo, hi);
	return buf;
}

static int resolve_options(cw_runtime *rt, cw_err *err)
{
	lua_State *L = rt->sb->L;
	lua_newtable(L);		/* resolved */
	int res = lua_gettop(L);
	if (get_field(rt, "options") == LUA_TTABLE) {
		lua_pushnil(L);
		while (lua_next(L, -2)) {
			lua_getfield(L, -1, "default");
			lua_pushvalue(L, -3);
			lua_insert(L, -2);
			lua_settable(L, res);
			lua_pop(L, 1);
		}
	}
	lua_pop(L, 1);
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->setopts_ref);
	lua_pushnil(L);
	while (lua_next(L, -2)) {
		lua_pushvalue(L, -2);
		lua_insert(L, -2);
		lua_settable(L, res);
	}
	lua_pop(L, 1);
	/* how options bear on each other (option.unsets, option.needs) */
	int opts = get_field(rt, "options") == LUA_TTABLE ? lua_gettop(L) : 0;
	if (opts && (unset_pairs(rt, opts, res, err) || needed_options(L, opts, res, err))) {
		lua_settop(L, res - 1);
		return err->code;
	}
	lua_settop(L, res);
	/* Scripts read options through a read-only proxy whose __index is the
	** values table; the values table's own __index raises on a miss. */
	lua_newtable(L);
	lua_pushcfunction(L, option_unknown);
	lua_setfield(L, -2, "__index");
	lua_setmetatable(L, res);
	lua_newtable(L);
	lua_newtable(L);
	lua_pushvalue(L, res);
	lua_setfield(L, -2, "__index");
	lua_pushcfunction(L, option_newindex);
	lua_setfield(L, -2, "__newindex");
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_setmetatable(L, -2);
	rt->opts_ref = luaL_ref(L, LUA_REGISTRYINDEX);
	rt->optvals_ref = luaL_ref(L, LUA_REGISTRYINDEX);
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->g_ref);	/* g.opt */
	lua_pushliteral(L, "opt");
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->opts_ref);
	lua_rawset(L, -3);
	lua_pop(L, 1);
	return CW_OK;
}

/* The words of action `a` (at stack index a) for verb v's 'w' arguments:
** `words = { "oro|rombo", "corazon", ... }`; a 'w' in the signature
** needs them. */
static int add_words(cw_runtime *rt, int v, int a, cw_err *err)
{
	lua_State *L = rt->sb->L;
	cw_verb *vb = &rt->verbs.v[v];
	if (lua_getfield(L, a, "words") == LUA_TTABLE) {
		int n = (int)lua_rawlen(L, -1);
		for (int k = 1; k <= n; k++) {
			lua_rawgeti(L, -1, k);
			const char *w = lua_tostring(L, -1);
			int rc = w ? cw_action_verbs_word(&rt->verbs, v, w, err) : cw_error_fail(err, CW_EINVAL, "action '%s': words must be strings", vb->name);
			lua_pop(L, 1);
			if (rc) {
				lua_pop(L, 1);
				return rc;
			}
		}
	}
	lua_pop(L, 1);
	if (strchr(vb->sig, 'w') && !vb->nwords)
		return cw_error_fail(err, CW_EINVAL, "action '%s': a 'w' argument needs the action's words", vb->name);
	return CW_OK;
}

/* A word two actions have because a house rule's rename gave one of them
** another's word: said so, in the rename's terms, where the engine would
** say an action is declared twice. */
static void renamed_clash(cw_runtime *rt, const char *word, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L);
	if (get_field(rt, "rename") == LUA_TTABLE) {
		lua_pushnil(L);
		while (lua_next(L, -2)) {
			if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TSTRING && !strcmp(lua_tostring(L, -1), word)) {
				char msg[CW_ERRMSG_MAX];
				snprintf(msg, sizeof msg, "%s: rename.%.40s: '%.40s' is already the word of another action; give "
					 "it another word", rt->name, lua_tostring(L, -2), word);
				snprintf(err->msg, sizeof err->msg, "%s", msg);
				break;
			}
			lua_pop(L, 1);
		}
	}
	lua_settop(L, top);
}

static void function_site(lua_State *L, cw_err *err);

static int register_verbs(cw_runtime *rt, cw_err *err)
{
	lua_State *L = rt->sb->L;
	memset(&rt->verbs, 0, sizeof rt->verbs);
	get_field(rt, "actions");
	int acts = lua_gettop(L);
	/* Sorted, so that verb numbers do not depend on hash order. */
	cw_sandbox_push_cw(rt->sb);
	lua_getfield(L, -1, "sorted_keys");
	lua_pushvalue(L, acts);
	lua_call(L, 1, 1);
	lua_remove(L, -2);
	int keys = lua_gettop(L);
	get_field(rt, "rename");
	int ren = lua_gettop(L);
	lua_newtable(L);
	int idx = lua_gettop(L);
	int n = (int)lua_rawlen(L, keys);
	for (int i = 1; i <= n; i++) {
		lua_rawgeti(L, keys, i);
		const char *name = lua_tostring(L, -1);
		lua_getfield(L, acts, name);
		int a = lua_gettop(L);
		/* The verb's word: the variant's rename of it, else its name;
		** the script names it by its name (idx) either way. */
		if (lua_type(L, ren) == LUA_TTABLE)
			lua_getfield(L, ren, name);
		else
			lua_pushnil(L);
		lua_getfield(L, a, "args");
		const char *sig = lua_isstring(L, -1) ? lua_tostring(L, -1) : "";
		const char *word = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : name;
		int taken = cw_action_verbs_find(&rt->verbs, word) >= 0;	/* a verb has the word already */
		int v = cw_action_verbs_add(&rt->verbs, word, sig, err);
		if (v < 0 && taken)
			renamed_clash(rt, word, err);
		else if (v < 0 && lua_type(L, -2) != LUA_TSTRING) {
			/* refused by the core (its signature, its name): placed
			** where its apply function is written, not for a renamed
			** one (its apply is the base's, the new word the variant's) */
			lua_getfield(L, a, "apply");
			function_site(L, err);
		}
		lua_pop(L, 2);
		if (v < 0)
			goto fail;
		lua_pushinteger(L, v + 1);
		lua_setfield(L, idx, name);
		lua_getfield(L, a, "apply");
		rt->apply_ref[v] = luaL_ref(L, LUA_REGISTRYINDEX);
		snprintf(rt->apply_label[v], sizeof rt->apply_label[v], "action '%s'", name);
		lua_getfield(L, a, "accepts");
		rt->accepts_ref[v] = luaL_ref(L, LUA_REGISTRYINDEX);
		/* unordered: a boolean, or a function of the options (DES-M7). */
		if (lua_getfield(L, a, "unordered") == LUA_TFUNCTION) {
			lua_rawgeti(L, LUA_REGISTRYINDEX, rt->opts_ref);
			if (cw_sandbox_call(rt->sb, 1, 1, "unordered", err))
				goto fail;
		}
		rt->verbs.v[v].unordered = (uint8_t)lua_toboolean(L, -1);
		lua_pop(L, 1);
		lua_getfield(L, a, "any_seat");
		rt->verbs.v[v].any_seat = (uint8_t)lua_toboolean(L, -1);
		lua_pop(L, 1);
		lua_getfield(L, a, "implied");
		rt->verbs.v[v].implied = (uint8_t)lua_toboolean(L, -1);
		lua_pop(L, 1);
		/* role = "call", "give", ...: what the verb is (core/role.h);
		** the kits add the roles they name the verb for. */
		if (lua_getfield(L, a, "role") != LUA_TNIL) {
			const char *role = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
			uint32_t bit = role ? cw_role_find(role) : 0;
			if (!bit) {
				cw_error_fail(err, CW_EINVAL, "action '%s': role must be a role name such as \"call\"", name);
				lua_pop(L, 1);
				goto fail;
			}
			rt->verbs.v[v].roles |= bit;
		}
		lua_pop(L, 1);
		/* past = "knocked": how a table tells that a seat took it. */
		if (lua_getfield(L, a, "past") == LUA_TSTRING)
			snprintf(rt->verbs.v[v].past, sizeof rt->verbs.v[v].past, "%s", lua_tostring(L, -1));
		lua_pop(L, 1);
		/* private = true: the arguments are the actor's; "all": the whole action. */
		lua_getfield(L, a, "private");
		rt->verbs.v[v].private_args = lua_type(L, -1) == LUA_TSTRING && !strcmp(lua_tostring(L, -1), "all") ?
			CW_PRIVATE_ALL : lua_toboolean(L, -1) ? CW_PRIVATE_ARGS : CW_PUBLIC;
		lua_pop(L, 1);
		if (lua_getfield(L, a, "aliases") == LUA_TTABLE) {
			int na = (int)lua_rawlen(L, -1);
			for (int k = 1; k <= na; k++) {
				lua_rawgeti(L, -1, k);
				const char *alias = lua_tostring(L, -1);
				int held = alias && cw_action_verbs_find(&rt->verbs, alias) >= 0;
				if (!alias || cw_action_verbs_alias(&rt->verbs, v, alias, err)) {
					if (held)
						renamed_clash(rt, alias, err);
					lua_pop(L, 1);
					goto fail;
				}
				/* g:offer(word) names the verb of that name
				** (`peek`), never another verb's alias of it. */
				if (lua_getfield(L, idx, alias) == LUA_TNIL && cw_action_verbs_find(&rt->verbs, alias) == v) {
					lua_pushinteger(L, v + 1);
					lua_setfield(L, idx, alias);
				}
				lua_pop(L, 2);
			}
		}
		lua_pop(L, 1);
		if (add_words(rt, v, a, err))
			goto fail;
		lua_settop(L, idx);
	}
	/* A renamed verb is still typed by its own name too (NOTATION: `knock`
	** is accepted for a variant's call word), unless that name is another
	** verb's word: written, it is always the new word. */
	for (int i = 1; lua_type(L, ren) == LUA_TTABLE && i <= n; i++) {
		lua_rawgeti(L, keys, i);
		const char *name = lua_tostring(L, -1);
		if (lua_getfield(L, ren, name) == LUA_TSTRING && strcmp(lua_tostring(L, -1), name) &&
		    lua_getfield(L, idx, name) == LUA_TNUMBER && cw_action_verbs_find(&rt->verbs, name) < 0) {
			cw_err quiet;
			int v = (int)lua_tointeger(L, -1) - 1, k = 0;
			cw_verb *vb = &rt->verbs.v[v];
			while (k < CW_VERB_ALIASES && vb->alias[k][0])
				k++;	/* the slot the alias takes */
			if (!cw_action_verbs_alias(&rt->verbs, v, name, &quiet))
				vb->old_name = (uint8_t)(k + 1);
		}
		lua_settop(L, idx);
	}
	rt->verbidx_ref = luaL_ref(L, LUA_REGISTRYINDEX);
	lua_settop(L, acts - 1);
	return CW_OK;
fail:
	lua_settop(L, acts - 1);
	if (err && err->code == CW_OK)
		cw_error_fail(err, CW_EINVAL, "bad action declaration");
	return CW_EINVAL;
}

static int register_phases(cw_runtime *rt, cw_err *err)
{
	lua_State *L = rt->sb->L;
	rt->nphases = 0;
	lua_newtable(L);
	int idx = lua_gettop(L);
	if (get_field(rt, "phases") == LUA_TTABLE) {
		int n = (int)lua_rawlen(L, -1);
		if (n > CW_MAX_PHASES) {
			lua_settop(L, idx - 1);
			return cw_error_fail(err, CW_ELIMIT, "%s: more than %d phases", rt->name, CW_MAX_PHASES);
		}
		for (int i = 1; i <= n; i++) {
			lua_rawgeti(L, -1, i);
			const char *p = lua_tostring(L, -1);
			if (!p || strlen(p) >= sizeof rt->phase[0]) {
				lua_settop(L, idx - 1);
				return cw_error_fail(err, CW_EINVAL, "%s: phase %d must be a short name", rt->name, i);
			}
			snprintf(rt->phase[rt->nphases], sizeof rt->phase[0], "%s", p);
			snprintf(rt->legal_label[rt->nphases], sizeof rt->legal_label[0], "legal.%s", p);
			lua_pushinteger(L, ++rt->nphases);
			lua_setfield(L, idx, p);
			lua_pop(L, 1);
		}
	}
	lua_pop(L, 1);
	if (rt->nphases == 0) {
		snprintf(rt->phase[0], sizeof rt->phase[0], "play");
		snprintf(rt->legal_label[0], sizeof rt->legal_label[0], "legal.play");
		rt->nphases = 1;
		lua_pushinteger(L, 1);
		lua_setfield(L, idx, "play");
	}
	rt->phaseidx_ref = luaL_ref(L, LUA_REGISTRYINDEX);
	rt->legal_ref = LUA_NOREF;
	for (int i = 0; i < rt->nphases; i++)
		rt->phase_legal_ref[i] = LUA_NOREF;
	int t = get_field(rt, "legal");
	if (t == LUA_TFUNCTION) {
		rt->legal_ref = luaL_ref(L, LUA_REGISTRYINDEX);
		return CW_OK;
	}
	for (int i = 0; i < rt->nphases; i++) {
		lua_getfield(L, -1, rt->phase[i]);
		rt->phase_legal_ref[i] = luaL_ref(L, LUA_REGISTRYINDEX);
	}
	/* the DSL refused a key that names no phase (dsl.lua, validate) */
	lua_pop(L, 1);
	return CW_OK;
}

/* implied_pass = { "snap", "eot" }: the phases where a replay may leave
** out a `pass` (NOTATION "Replay files", PW-16, PW-17); the variant needs
** a `pass` action without arguments. */
static int register_implied(cw_runtime *rt, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L);
	rt->implied_phases = 0;
	rt->pass_verb = cw_kitargs_lookup(rt, rt->verbidx_ref, "pass") - 1;	/* by the script's name for it */
	if (get_field(rt, "implied_pass") != LUA_TTABLE) {
		lua_settop(L, top);
		return CW_OK;
	}
	if (rt->pass_verb < 0 || rt->verbs.v[rt->pass_verb].sig[0]) {
		lua_settop(L, top);
		return cw_error_fail(err, CW_EINVAL, "%s: implied_pass needs a 'pass' action without arguments", rt->name);
	}
	int n = (int)lua_rawlen(L, -1);
	for (int i = 1; i <= n; i++) {
		lua_rawgeti(L, -1, i);
		const char *p = lua_tostring(L, -1);
		int k = 0;
		while (p && k < rt->nphases && strcmp(rt->phase[k], p))
			k++;
		if (!p || k == rt->nphases) {
			cw_error_fail(err, CW_EINVAL, "%s: implied_pass names no phase of the variant: '%s'", rt->name,
				p ? p : "(not a string)");
			lua_settop(L, top);
			return CW_EINVAL;
		}
		rt->implied_phases |= (uint32_t)1 << k;
		lua_pop(L, 1);
	}
	lua_settop(L, top);
	return CW_OK;
}

static int register_vars(cw_runtime *rt, const char *field, int *n, int32_t *init, int max, int *ref, cw_err *err)
{
	lua_State *L = rt->sb->L;
	memset(rt->var_memo, 0, sizeof rt->var_memo);
	lua_newtable(L);
	int idx = lua_gettop(L);
	*n = 0;
	if (get_field(rt, field) == LUA_TTABLE) {
		cw_sandbox_push_cw(rt->sb);
		lua_getfield(L, -1, "sorted_keys");
		lua_pushvalue(L, -3);
		lua_call(L, 1, 1);
		lua_remove(L, -2);
		int k = (int)lua_rawlen(L, -1);
		if (k > max) {
			lua_settop(L, idx - 1);
			return cw_error_fail(err, CW_ELIMIT, "%s: more than %d %s", rt->name, max, field);
		}
		for (int i = 1; i <= k; i++) {
			lua_rawgeti(L, -1, i);
			lua_pushvalue(L, -1);
			lua_gettable(L, -4);
			init[*n] = (int32_t)lua_tointeger(L, -1);
			lua_pop(L, 1);
			lua_pushinteger(L, ++*n);
			lua_settable(L, idx);
		}
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
	*ref = luaL_ref(L, LUA_REGISTRYINDEX);
	return CW_OK;
}

/* The variant's `secrets` (validated by dsl.lua: names of its variables
** and seat variables, flag bits 0 to 255) as the games' cw_secrets. */
static void read_secrets(cw_runtime *rt)
{
	lua_State *L = rt->sb->L;
	cw_secrets *sec = &rt->secrets;
	memset(sec, 0, sizeof *sec);
	sec->var_init = rt->var_init;	/* the runtime's own start values */
	sec->seatvar_init = rt->seatvar_init;
	if (get_field(rt, "secrets") != LUA_TTABLE) {
		lua_pop(L, 1);
		return;
	}
	lua_pushliteral(L, "public_flags");
	if (lua_rawget(L, -2) == LUA_TNUMBER)
		sec->public_flags = (uint8_t)lua_tointeger(L, -1);
	lua_pop(L, 1);
	static const char *const group[2] = { "vars", "seat_vars" };
	for (int k = 0; k < 2; k++) {
		lua_rawgeti(L, LUA_REGISTRYINDEX, k ? rt->seatvaridx_ref : rt->varidx_ref);
		lua_pushstring(L, group[k]);
		if (lua_rawget(L, -3) == LUA_TTABLE) {
			for (lua_Integer i = 1; lua_rawgeti(L, -1, i) == LUA_TSTRING; i++) {
				lua_rawget(L, -3);	/* the name's index, 1-based */
				lua_Integer at = lua_tointeger(L, -1);
				if (at >= 1 && at <= (k ? CW_MAX_SEATVARS : CW_MAX_VARS))
					*(k ? &sec->seatvars : &sec->vars) |= 1ull << (at - 1);
				lua_pop(L, 1);
			}
			lua_pop(L, 1);	/* what ended the list */
		}
		lua_pop(L, 2);		/* the list, the names' indexes */
	}
	lua_pop(L, 1);
}

static int ref_field(cw_runtime *rt, const char *k)
{
	get_field(rt, k);
	return luaL_ref(rt->sb->L, LUA_REGISTRYINDEX);	/* LUA_REFNIL for nil */
}

/* The variant's overrides(opt, nseats, variant): hooks that replace its own for a
** game with these options, as a variant names the steps of its kit where
** its options leave the rules plain. Returns a table or nil. */
static int replace_ref(cw_runtime *rt, int *ref, const char *what, cw_err *err)
{
	lua_State *L = rt->sb->L;
	if (!lua_isfunction(L, -1)) {
		lua_pop(L, 1);
		return cw_error_fail(err, CW_ESCRIPT, "%s: overrides: '%s' must be a function", rt->name, what);
	}
	if (*ref != LUA_NOREF && *ref != LUA_REFNIL)
		luaL_unref(L, LUA_REGISTRYINDEX, *ref);
	*ref = luaL_ref(L, LUA_REGISTRYINDEX);
	return CW_OK;
}

static int override_each(cw_runtime *rt, int t, const char *field, int index_ref, int *refs, int max, cw_err *err)
{
	lua_State *L = rt->sb->L;
	if (lua_getfield(L, t, field) != LUA_TTABLE) {
		int bad = !lua_isnil(L, -1);
		lua_pop(L, 1);
		return bad ? cw_error_fail(err, CW_ESCRIPT, "%s: overrides: '%s' must be a table", rt->name, field) : CW_OK;
	}
	int tab = lua_gettop(L);
	lua_Integer nk = cw_safelib_sorted_keys(L, tab);
	for (lua_Integer j = 1; j <= nk; j++) {
		lua_rawgeti(L, tab + 1, j);
		lua_pushvalue(L, -1);
		lua_rawget(L, tab);
		const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?";
		lua_rawgeti(L, LUA_REGISTRYINDEX, index_ref);
		lua_pushvalue(L, -3);
		lua_rawget(L, -2);
		int i = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) - 1 : -1;
		lua_pop(L, 2);
		if (i < 0 || i >= max) {
			lua_settop(L, tab - 1);
			return cw_error_fail(err, CW_ESCRIPT, "%s: overrides: %s has no '%s' the variant declares", rt->name, field, k);
		}
		char what[64];
		snprintf(what, sizeof what, "%s.%s", field, k);
		if (replace_ref(rt, &refs[i], what, err)) {
			lua_settop(L, tab - 1);
			return CW_ESCRIPT;
		}
		lua_pop(L, 1);	/* the key */
	}
	lua_settop(L, tab - 1);
	return CW_OK;
}

static int apply_overrides(cw_runtime *rt, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L), rc;
	if (rt->no_overrides || get_field(rt, "overrides") != LUA_TFUNCTION) {
		lua_settop(L, top);
		return CW_OK;
	}
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->opts_ref);
	lua_pushinteger(L, rt->nseats);
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->object_ref);
	if ((rc = cw_sandbox_call(rt->sb, 3, 1, "overrides", err)))
		return rc;
	int t = lua_gettop(L);
	if (lua_isnil(L, t)) {
		lua_settop(L, top);
		return CW_OK;
	}
	if (!lua_istable(L, t)) {
		lua_settop(L, top);
		return cw_error_fail(err, CW_ESCRIPT, "%s: overrides must return a table of hooks or nil", rt->name);
	}
	static const char *const keys[] = { "setup", "score", "match_over", "layout_score", "legal", "actions", NULL };
	lua_Integer nk = cw_safelib_sorted_keys(L, t);
	for (lua_Integer j = 1; j <= nk; j++) {
		lua_rawgeti(L, t + 1, j);
		int known = 0;
		for (int i = 0; keys[i]; i++)
			known |= lua_type(L, -1) == LUA_TSTRING && !strcmp(lua_tostring(L, -1), keys[i]);
		if (!known) {
			const char *k = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?";
			cw_error_fail(err, CW_ESCRIPT, "%s: overrides: unknown key '%s' (expected setup, score, match_over, layout_score, legal, actions)",
				rt->name, k);
			lua_settop(L, top);
			return CW_ESCRIPT;
		}
		lua_pop(L, 1);
	}
	lua_settop(L, t);	/* the list of keys */
	int *refs[] = { &rt->setup_ref, &rt->score_ref, &rt->match_over_ref, &rt->layout_score_ref };
	for (int i = 0; i < 4; i++) {
		if (lua_getfield(L, t, keys[i]) == LUA_TNIL)
			lua_pop(L, 1);
		else if ((rc = replace_ref(rt, refs[i], keys[i], err)))
			break;
	}
	if (!rc && rt->legal_ref != LUA_NOREF && lua_getfield(L, t, "legal") != LUA_TNIL)
		rc = cw_error_fail(err, CW_ESCRIPT, "%s: overrides: legal per phase needs the variant's legal per phase", rt->name);
	if (!rc)
		rc = override_each(rt, t, "legal", rt->phaseidx_ref, rt->phase_legal_ref, rt->nphases, err);
	if (!rc)
		rc = override_each(rt, t, "actions", rt->verbidx_ref, rt->apply_ref, rt->verbs.n, err);
	lua_settop(L, top);
	return rc;
}

static int kit_of_ref(cw_runtime *rt, int ref)
{
	if (ref == LUA_NOREF || ref == LUA_REFNIL)
		return 0;
	lua_rawgeti(rt->sb->L, LUA_REGISTRYINDEX, ref);
	int id = cw_kit_of(rt, -1);
	lua_pop(rt->sb->L, 1);
	return id;
}

static int meld_step_of_ref(cw_runtime *rt, int ref)
{
	if (ref == LUA_NOREF || ref == LUA_REFNIL)
		return 0;
	lua_rawgeti(rt->sb->L, LUA_REGISTRYINDEX, ref);
	int id = cw_meldkit_step_of(rt, -1);
	lua_pop(rt->sb->L, 1);
	return id;
}

/* Which hooks are steps of the kits, run without entering Lua. */
static void bind_kit(cw_runtime *rt)
{
	for (int i = 0; i < rt->nphases; i++)
		rt->legal_meld[i] = (uint8_t)(rt->legal_ref == LUA_NOREF ? meld_step_of_ref(rt, rt->phase_legal_ref[i]) : 0);
	for (int v = 0; v < rt->verbs.n; v++)
		rt->apply_meld[v] = (uint8_t)meld_step_of_ref(rt, rt->apply_ref[v]);
	for (int i = 0; i < rt->nphases; i++)
		rt->legal_bi[i] = (uint8_t)(rt->legal_ref == LUA_NOREF ? kit_of_ref(rt, rt->phase_legal_ref[i]) : 0);
	for (int v = 0; v < rt->verbs.n; v++)
		rt->apply_bi[v] = (uint8_t)kit_of_ref(rt, rt->apply_ref[v]);
	rt->setup_bi = (uint8_t)kit_of_ref(rt, rt->setup_ref);
	rt->score_bi = (uint8_t)kit_of_ref(rt, rt->score_ref);
	rt->match_over_bi = (uint8_t)kit_of_ref(rt, rt->match_over_ref);
	rt->layout_score_kit = kit_of_ref(rt, rt->layout_score_ref) == CW_KIT_LAYOUT_SUM;
}

static int rules_setup(void *ud, cw_game *g, cw_err *err);
static int rules_legal(void *ud, cw_game *g, cw_err *err);
static void rules_legal_site(void *ud, const cw_game *g, char *buf, size_t n)
{
	cw_audit_legal_where(ud, g->st->phase, buf, n);
}
static int rules_apply(void *ud, cw_game *g, const cw_action *a, cw_err *err);
static int rules_score(void *ud, cw_game *g, cw_err *err);
static int rules_score_seat(void *ud, cw_game *g, int seat, cw_err *err);
static int rules_accepts(void *ud, cw_game *g, const cw_action *a, int *ok, cw_err *err);
static int rules_match_over(void *ud, cw_game *g, int *over, cw_err *err);

static int configure_body(cw_runtime *rt, int nseats, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L);
	int rc;
	if (rt->variant_ref == LUA_NOREF)
		return cw_error_fail(err, CW_ESTATE, "no variant loaded");
	if (rt->configured)
		return cw_error_fail(err, CW_ESTATE, "the variant is already configured");
	get_field(rt, "players");
	int pmin = (int)(lua_rawgeti(L, -1, 1), lua_tointeger(L, -1));
	int pmax = (int)(lua_rawgeti(L, -2, 2), lua_tointeger(L, -1));
	lua_settop(L, top);
	if (nseats < pmin || nseats > pmax) {
		char range[48];
		return cw_error_fail(err, CW_EPLAYERS, "%s is for %s, not %d", rt->name,
				     cw_runtime_players_text(pmin, pmax, range, sizeof range), nseats);
	}
	rt->nseats = nseats;
	if ((rc = resolve_options(rt, err)))
		return rc;
	read_reasons(rt);
	/* Combinations of options the rules forbid are refused here, with the
	** variant's reason, before any game is dealt. */
	if (get_field(rt, "check_options") == LUA_TFUNCTION) {
		lua_Debug ar;
		lua_pushvalue(L, -1);
		lua_getinfo(L, ">S", &ar);	/* where it is, for a return of the wrong type */
		char at[240];
		if (!strcmp(ar.source, "@dsl.lua"))	/* an extension's, wrapped with its base's: by its name */
			snprintf(at, sizeof at, "%.200s", rt->name);
		else
			snprintf(at, sizeof at, "%.200s:%d", ar.short_src, ar.linedefined);
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->opts_ref);
		lua_pushinteger(L, nseats);
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->object_ref);
		if ((rc = cw_sandbox_call(rt->sb, 3, 1, "check_options", err)))
			return rc;
		if (lua_type(L, -1) == LUA_TSTRING) {
			char reason[CW_ERRMSG_MAX];
			cw_error_fail(err, CW_EINVAL, "%s: %s", rt->name, script_text(L, -1, reason, sizeof reason, ""));
			lua_settop(L, top);
			return CW_EINVAL;
		}
		/* nil or a reason: a table or a boolean would pass any
		** combination without a word */
		if (!lua_isnil(L, -1)) {
			cw_error_fail(err, CW_ESCRIPT, "%s: check_options returned %s, expected nil or a string (the reason)",
				      at, luaL_typename(L, -1));
			lua_settop(L, top);
			return CW_ESCRIPT;
		}
	}
	lua_settop(L, top);
	/* memory_aid as a function of the options: asked here, once, so that
	** one that fails or answers other than true or false is refused
	** before any deal rather than read as "shown" */
	if (get_field(rt, "memory_aid") == LUA_TFUNCTION) {
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->opts_ref);
		if ((rc = cw_sandbox_call(rt->sb, 1, 1, "memory_aid", err)))
			return lua_settop(L, top), rc;
		if (!lua_isnil(L, -1) && !lua_isboolean(L, -1)) {
			cw_error_fail(err, CW_ESCRIPT, "%s: memory_aid returned %s, expected true or false", rt->name,
				      luaL_typename(L, -1));
			lua_settop(L, top);
			return CW_ESCRIPT;
		}
	}
	lua_settop(L, top);
	if (rt->simulated && (rc = bounded_rounds(rt, nseats, err)))
		return rc;

	static const char *const deck_keys[] = { "decks", "jokers", NULL };
	static const char *const layout_keys[] = { "rows", "cols", "grows", NULL };
	if ((rc = read_shape(rt, "deck", deck_keys, err)))
		return rc;
	int bad = 0;
	rt->decks = lua_istable(L, -1) ? int_field(L, -1, "decks", 1, &bad) : 1;
	rt->jokers = lua_istable(L, -1) ? int_field(L, -1, "jokers", 0, &bad) : 0;
	lua_settop(L, top);
	if (bad)
		return cw_error_fail(err, CW_EINVAL, "%s: deck: decks and jokers must be integers from 0 to 65535", rt->name);
	if ((rc = read_shape(rt, "layout", layout_keys, err)))
		return rc;
	rt->rows = lua_istable(L, -1) ? int_field(L, -1, "rows", 0, &bad) : 0;
	rt->cols = lua_istable(L, -1) ? int_field(L, -1, "cols", 0, &bad) : 0;
	if (lua_istable(L, -1)) {
		lua_getfield(L, -1, "grows");
		rt->grows = lua_toboolean(L, -1);
		lua_pop(L, 1);
	}
	lua_settop(L, top);
	if (bad || rt->rows > CW_LAYOUT_MAX || rt->cols > CW_LAYOUT_MAX || rt->rows * rt->cols > CW_LAYOUT_MAX)
		return cw_error_fail(err, CW_EINVAL, "%s: layout: expected rows and cols from 0 to %d, at most %d slots in all",
			       rt->name, CW_LAYOUT_MAX, CW_LAYOUT_MAX);
	if (rt->decks > CW_MAX_CARDS / 52 || rt->jokers > CW_MAX_CARDS || rt->decks * 52 + rt->jokers > CW_MAX_CARDS)
		return cw_error_fail(err, CW_EINVAL, "%s: deck: %d decks and %d jokers: expected at most %d cards in all",
			       rt->name, rt->decks, rt->jokers, CW_MAX_CARDS);
	get_field(rt, "melds");
	lua_Integer melds = lua_tointeger(L, -1);
	if (!lua_isnil(L, -1) && (!lua_isinteger(L, -1) || melds < 0 || melds > CW_MAX_MELDS)) {
		char given[64];
		if (lua_isinteger(L, -1))
			snprintf(given, sizeof given, "%lld", (long long)melds);
		else
			snprintf(given, sizeof given, "%.14g", (double)lua_tonumber(L, -1));
		lua_settop(L, top);
		return cw_error_fail(err, CW_EINVAL, "%s: melds is %s, expected 0 to %d meld zones a seat", rt->name, given,
				     CW_MAX_MELDS);
	}
	rt->nmelds = (int)melds;
	lua_settop(L, top);

	if ((rc = cw_audit_rest_kinds(rt, &rt->rest_kinds, err)) || (rc = register_verbs(rt, err)) ||
	    (rc = register_phases(rt, err)) || (rc = register_implied(rt, err)) ||
	    (rc = register_vars(rt, "vars", &rt->nvars, rt->var_init, CW_MAX_VARS, &rt->varidx_ref, err)) ||
	    (rc = register_vars(rt, "seat_vars", &rt->nseatvars, rt->seatvar_init, CW_MAX_SEATVARS, &rt->seatvaridx_ref, err))) {
		lua_settop(L, top);
		return rc;
	}
	read_secrets(rt);
	rt->setup_ref = ref_field(rt, "setup");
	rt->score_ref = ref_field(rt, "score");
	rt->match_over_ref = ref_field(rt, "match_over");
	rt->layout_score_ref = ref_field(rt, "layout_score");
	rt->card_value_ref = ref_field(rt, "card_value");
	rt->explain_ref = ref_field(rt, "explain");
	if ((rc = apply_overrides(rt, err))) {
		lua_settop(L, top);
		return rc;
	}
	bind_kit(rt);
	if ((rc = cw_meldkit_configure(rt, err))) {
		lua_settop(L, top);
		return rc;
	}
	rt->rules.setup_round = rules_setup;
	rt->rules.legal = rules_legal;
	rt->rules.legal_site = rules_legal_site;
	rt->rules.apply = rules_apply;
	rt->rules.score_round = rules_score;
	rt->rules.accepts = rules_accepts;
	rt->rules.match_over = rules_match_over;
	/* The kit's round score is each seat's layout score alone. */
	rt->rules.score_seat = rt->score_bi == CW_KIT_SCORE ? rules_score_seat : NULL;
	rt->configured = 1;
	lua_settop(L, top);
	if ((rc = cw_kit_configure(rt, err)))
		rt->configured = 0;
	return rc;
}

static void init_vars(cw_runtime *rt, cw_game *g)
{
	memcpy(g->st->var, rt->var_init, sizeof rt->var_init);
	for (int s = 1; s <= rt->nseats; s++)
		memcpy(g->st->seatvar[s], rt->seatvar_init, sizeof rt->seatvar_init);
}

cw_game *cw_runtime_new_game(cw_runtime *rt, uint64_t seed, cw_err *err)
{
	if (!rt->configured)
		return cw_error_fail(err, CW_ESTATE, "the variant is not configured"), NULL;
	cw_game_config cfg = {
		.nseats = rt->nseats, .decks = rt->decks, .jokers = rt->jokers,
		.nmelds = rt->nmelds, .rows = rt->rows, .cols = rt->cols, .seed = seed,
		.verbs = &rt->verbs, .rules = &rt->rules, .rules_ud = rt, .rest_kinds = rt->rest_kinds,
		.secrets = &rt->secrets,
	};
	cw_game *g = cw_game_new(&cfg, err);
	if (g) {
		init_vars(rt, g);
		cw_engine_implied(g, rt->pass_verb, rt->implied_phases);
		/* tostring numbers tables afresh in every game: the same seed
		** gives the same text. */
		if (g != rt->scratch)
			cw_sandbox_reset_ids(rt->sb);
	}
	return g;
}

void cw_runtime_reset_game(cw_runtime *rt, cw_game *g, uint64_t seed)
{
	cw_game_reset(g, seed);
	init_vars(rt, g);
	cw_sandbox_reset_ids(rt->sb);
}

/* ---- the hooks, as cw_rules ---- */

/* Calls the function on the stack below its nargs arguments with `g`
** bound to game g; `g` is pushed by the caller as first argument. */
static int call_hook(cw_runtime *rt, cw_game *g, int nargs, int nres, int mode, const char *what, cw_err *err)
{
	/* Each call has its budget; the calls of one action have
	** CW_RUNTIME_STEP_WORK together, so that an action whose rounds end in
	** their setup one after the other (each call within its budget) ends. */
	if (g && rt->sb->depth == 0) {
		long long now = cw_runtime_instructions(rt);
		if (g != rt->step_game || g->applies != rt->step_no) {
			rt->step_game = g;
			rt->step_no = g->applies;
			rt->step_work0 = now;
		} else if (now - rt->step_work0 > CW_RUNTIME_STEP_WORK) {
			lua_pop(rt->sb->L, nargs + 1);
			return cw_error_fail(err, CW_EBUDGET, "%s: the hooks of one action have run more than %lld instructions "
					     "in all (at %s, round %u)", rt->name, (long long)CW_RUNTIME_STEP_WORK, what,
					     g->st->round);
		}
	}
	cw_game *saved = rt->cur;
	int saved_mode = rt->mode;
	const char *saved_what = rt->hook_what;
	rt->cur = g;
	rt->mode = mode;
	rt->hook_what = what;
	rt->chance_err.code = CW_OK;
	long long mark = cw_sandbox_ids_mark(rt->sb), work0 = cw_runtime_instructions(rt);
	int rc = cw_sandbox_call(rt->sb, nargs, nres, what, err);
	if (g && rt->sb->depth == 0)
		g->hook_work += cw_runtime_instructions(rt) - work0;
	/* What a legal list or an accepts numbers (tostring) does not last,
	** nor what a hook that failed did: the game's numbers follow the
	** actions taken, as a replay takes them, not how often a list was
	** worked out or an action refused. */
	if (mode == CW_MODE_LEGAL || rc)
		cw_sandbox_ids_back(rt->sb, mark);
	rt->cur = saved;
	rt->mode = saved_mode;
	rt->hook_what = saved_what;
	/* A recorded chance outcome that did not fit (PW-20) is the replay's
	** fault, not the script's: hand it on as the core said it. */
	if (rc && cw_error_chance(rt->chance_err.code) && err)
		*err = rt->chance_err;
	rt->chance_err.code = CW_OK;
	return rc ? (err ? err->code : rc) : rc;
}

static int rules_setup(void *ud, cw_game *g, cw_err *err)
{
	cw_runtime *rt = ud;
	lua_State *L = rt->sb->L;
	int rc;
	if (rt->setup_bi)
		rc = cw_kit_run(rt, rt->setup_bi, g, NULL, NULL, err);
	else {
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->setup_ref);
		cw_api_push_game(rt, g);
		rc = call_hook(rt, g, 1, 0, CW_MODE_CHANGE, "setup", err);
	}
	/* A round nobody may act in would be asked for its moves with no seat. */
	const cw_state *s = g->st;
	if (!rc && s->status == CW_ST_PLAY && !s->round_over && s->actor == 0 && cw_turn_window_seat(s) == 0)
		return cw_error_fail(err, CW_ESCRIPT, "setup left no seat to act: expected it to begin a turn "
				     "(g:begin_turn), open a window (g:open_window) or end the round (in setup of %s)", rt->name);
	return rc;
}

static int rules_legal(void *ud, cw_game *g, cw_err *err)
{
	cw_runtime *rt = ud;
	lua_State *L = rt->sb->L;
	int phase = g->st->phase;
	const char *what = "legal";
	if (phase < rt->nphases && rt->legal_bi[phase])
		return cw_kit_run(rt, rt->legal_bi[phase], g, NULL, NULL, err);
	if (phase < rt->nphases && rt->legal_meld[phase])
		return cw_meldkit_run(rt, rt->legal_meld[phase], g, NULL, err);
	if (rt->legal_ref != LUA_NOREF) {
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->legal_ref);
	} else {
		if (phase >= rt->nphases || rt->phase_legal_ref[phase] == LUA_REFNIL)
			return cw_error_fail(err, CW_ESCRIPT, "%s: no legal function for phase '%s'", rt->name,
				       cw_runtime_phase_name(rt, phase));
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->phase_legal_ref[phase]);
		what = rt->legal_label[phase];
	}
	cw_api_push_game(rt, g);
	lua_pushinteger(L, g->st->actor);
	return call_hook(rt, g, 2, 0, CW_MODE_LEGAL, what, err);
}

static int push_args(lua_State *L, const cw_verb *v, const cw_action *a)
{
	char word[CW_VERB_WORD_MAX];
	int pushed = 0;
	for (int i = 0, k = 0; i < a->nargs; k++) {
		char kind = cw_action_kind(v->sig, a, k);
		if (kind == 't' && i + 1 < a->nargs) {
			lua_pushinteger(L, a->arg[i]);
			lua_pushinteger(L, a->arg[i + 1]);
			pushed += 2;
			i += 2;
		} else if (kind == 'c') {
			cw_api_push_face(L, a->arg[i++]);
			pushed++;
		} else if (kind == 'w') {
			lua_pushstring(L, cw_action_word_name(v, a->arg[i++], word, sizeof word));
			pushed++;
		} else {
			lua_pushinteger(L, a->arg[i++]);
			pushed++;
		}
	}
	return pushed;
}

static int rules_apply(void *ud, cw_game *g, const cw_action *a, cw_err *err)
{
	cw_runtime *rt = ud;
	lua_State *L = rt->sb->L;
	const cw_verb *v = &rt->verbs.v[a->verb];
	if (rt->apply_bi[a->verb])
		return cw_kit_run(rt, rt->apply_bi[a->verb], g, a, NULL, err);
	if (rt->apply_meld[a->verb])
		return cw_meldkit_run(rt, rt->apply_meld[a->verb], g, a, err);
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->apply_ref[a->verb]);
	cw_api_push_game(rt, g);
	lua_pushinteger(L, g->st->actor);
	int n = push_args(L, v, a);
	return call_hook(rt, g, 2 + n, 0, CW_MODE_CHANGE, rt->apply_label[a->verb], err);
}

static void answer_site(cw_runtime *rt, int ref, cw_err *err);

/* An open verb's arguments: the variant's accepts(g, seat, args...) says
** whether they are legal now; it may not change the game. */
static int rules_accepts(void *ud, cw_game *g, const cw_action *a, int *ok, cw_err *err)
{
	cw_runtime *rt = ud;
	lua_State *L = rt->sb->L;
	*ok = 0;
	if (rt->accepts_ref[a->verb] == LUA_REFNIL || rt->accepts_ref[a->verb] == LUA_NOREF)
		return CW_OK;
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->accepts_ref[a->verb]);
	cw_api_push_game(rt, g);
	lua_pushinteger(L, g->st->actor);
	int n = push_args(L, &rt->verbs.v[a->verb], a);
	int rc = call_hook(rt, g, 2 + n, 2, CW_MODE_LEGAL, "accepts", err);
	if (rc)
		return rc;
	/* true, or false/nil (a refusal): "yes", 0 or a table would make
	** any arguments legal without a word */
	int t1 = lua_type(L, -2), t2 = lua_type(L, -1);
	if ((t1 != LUA_TBOOLEAN && t1 != LUA_TNIL) || (t2 != LUA_TNIL && t2 != LUA_TSTRING)) {
		if (t1 != LUA_TBOOLEAN && t1 != LUA_TNIL)
			cw_error_fail(err, CW_ESCRIPT, "%s: accepts of '%s' returned a %s, expected true or false", rt->name,
				      rt->verbs.v[a->verb].name, lua_typename(L, t1));
		else
			cw_error_fail(err, CW_ESCRIPT, "%s: accepts of '%s' gave a reason that is a %s, expected a string",
				      rt->name, rt->verbs.v[a->verb].name, lua_typename(L, t2));
		lua_pop(L, 2);
		answer_site(rt, rt->accepts_ref[a->verb], err);
		return CW_ESCRIPT;
	}
	*ok = lua_toboolean(L, -2);
	/* a refusal's reason, `return false, "why"`: told to the seat that
	** typed it, as a script's text always is (escaped, cut short) */
	if (!*ok && lua_type(L, -1) == LUA_TSTRING) {
		size_t len;
		const char *why = lua_tolstring(L, -1, &len);
		cw_text_escape(g->refused, sizeof g->refused, why, len, 0);
	}
	lua_pop(L, 2);
	return CW_OK;
}

static int score_body(cw_runtime *rt, cw_game *g, cw_err *err)
{
	lua_State *L = rt->sb->L;
	if (rt->score_bi)
		return cw_kit_run(rt, rt->score_bi, g, NULL, NULL, err);
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->score_ref);
	cw_api_push_game(rt, g);
	return call_hook(rt, g, 1, 0, CW_MODE_CHANGE, "score", err);
}

void cw_runtime_watch_chips(cw_runtime *rt, const cw_game *g)
{
	rt->chips_game = g;
	if (rt->chips_moved) {	/* a game stopped before its take */
		memset(rt->chips_net, 0, sizeof rt->chips_net);
		rt->chips_moved = 0;
	}
}

int cw_runtime_chips_take(cw_runtime *rt, int64_t *net)
{
	if (!rt->chips_moved)	/* most games move none: nothing to copy or clear */
		return 0;
	memcpy(net, rt->chips_net, sizeof rt->chips_net);
	memset(rt->chips_net, 0, sizeof rt->chips_net);
	rt->chips_moved = 0;
	return 1;
}

void cw_runtime_watch_bonuses(cw_runtime *rt, const cw_game *g, cw_runtime_bonus_fn fn, void *ud)
{
	rt->watch_game = fn ? g : NULL;
	rt->watch_fn = fn;
	rt->watch_ud = ud;
}

/* The watched game's score: what was named before it (a bot's scoring of
** layouts) is dropped, what the round's scoring names is handed on. */
static int rules_score(void *ud, cw_game *g, cw_err *err)
{
	cw_runtime *rt = ud;
	if (!rt->watch_game || g != rt->watch_game)
		return score_body(rt, g, err);
	uint32_t fired[CW_RUNTIME_BONUSES][CW_MAX_SEATS + 1];
	cw_runtime_bonus_take(rt, NULL);
	int rc = score_body(rt, g, err);
	if (cw_runtime_bonus_take(rt, fired))
		rt->watch_fn(rt->watch_ud, g, fired);
	return rc;
}

/* One seat's score for a bot's look-ahead: no round ends, so what its
** layout_score names as a bonus is dropped with the next round's score. */
static int rules_score_seat(void *ud, cw_game *g, int seat, cw_err *err)
{
	return cw_kit_score_seat(ud, g, seat, err);
}

static int rules_match_over(void *ud, cw_game *g, int *over, cw_err *err)
{
	cw_runtime *rt = ud;
	lua_State *L = rt->sb->L;
	if (rt->match_over_ref == LUA_REFNIL) {
		*over = 1;	/* one round is the whole game */
		return CW_OK;
	}
	if (rt->match_over_bi)
		return cw_kit_run(rt, rt->match_over_bi, g, NULL, over, err);
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->match_over_ref);
	cw_api_push_game(rt, g);
	int rc = call_hook(rt, g, 1, 1, CW_MODE_CHANGE, "match_over", err);
	if (rc)
		return rc;
	/* true or false (nil for false): a string "no" or a number is truthy
	** in Lua, and would end every match after one round without a word */
	if (!lua_isboolean(L, -1) && !lua_isnil(L, -1)) {
		rc = cw_error_fail(err, CW_ESCRIPT, "%s: match_over returned %s, expected true or false", rt->name,
				   luaL_typename(L, -1));
		answer_site(rt, rt->match_over_ref, err);
	} else
		*over = lua_toboolean(L, -1);
	lua_pop(L, 1);
	return rc;
}

/* ---- describing, listing, scoring ---- */

/* A growable C string; text is made outside the Lua stack so that the
** stack discipline of luaL_Buffer never mixes with the lookups. */
typedef struct strbuf {
	char *s;
	size_t len, cap;
	int oom;
} strbuf;

static void sb_add(strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_add(strbuf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || b->oom)
		return;
	if (b->len + (size_t)n + 1 > b->cap) {
		size_t cap = (b->cap ? b->cap * 2 : 256) + (size_t)n;
		char *p = realloc(b->s, cap);
		if (!p) {
			b->oom = 1;
			return;
		}
		b->s = p;
		b->cap = cap;
	}
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

static char *sb_finish(strbuf *b, cw_err *err)
{
	if (b->oom || !b->s) {
		free(b->s);
		if (b->oom)
			return cw_error_fail(err, CW_ENOMEM, "out of memory"), NULL;
		return strdup("");
	}
	return b->s;
}

/* Pushes the sorted keys of the table at idx. [-0, +1] */
static void push_sorted_keys(cw_runtime *rt, int idx)
{
	lua_State *L = rt->sb->L;
	idx = lua_absindex(L, idx);
	cw_sandbox_push_cw(rt->sb);
	lua_getfield(L, -1, "sorted_keys");
	lua_remove(L, -2);
	lua_pushvalue(L, idx);
	lua_call(L, 1, 1);
}

static const char *field_text(lua_State *L, int t, const char *k, char *buf, size_t n)
{
	lua_getfield(L, t, k);
	snprintf(buf, n, "%s", lua_isnil(L, -1) ? "" : luaL_tolstring(L, -1, NULL));
	return buf;
}

/* Whether an action can be offered under some choice of the variant's
** options: each option its `needs` names allows one of the values it
** wants (cw.option_allows). A preset's fixed options rule some out. */
static int action_possible(cw_runtime *rt, int opts, int action)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L), possible = 1;
	lua_pushstring(L, "needs");
	if (lua_rawget(L, action) != LUA_TTABLE || !lua_istable(L, opts)) {
		lua_settop(L, top);
		return 1;
	}
	int needs = lua_gettop(L);
	push_sorted_keys(rt, needs);
	int keys = lua_gettop(L);
	for (lua_Integer i = 1; possible && i <= (lua_Integer)lua_rawlen(L, keys); i++) {
		lua_rawgeti(L, keys, i);
		lua_pushvalue(L, -1);
		lua_gettable(L, needs);
		int want = lua_gettop(L);
		lua_pushvalue(L, want - 1);
		lua_gettable(L, opts);
		int opt = lua_gettop(L);
		int n = lua_istable(L, want) ? (int)lua_rawlen(L, want) : 1, any = 0;
		for (int k = 1; k <= n && !any; k++) {
			cw_sandbox_push_cw(rt->sb);
			lua_getfield(L, -1, "option_allows");
			lua_pushvalue(L, opt);
			if (lua_istable(L, want))
				lua_rawgeti(L, want, k);
			else
				lua_pushvalue(L, want);
			lua_call(L, 2, 1);
			any = lua_toboolean(L, -1);
			lua_settop(L, opt);
		}
		possible = any;
		lua_settop(L, keys);
	}
	lua_settop(L, top);
	return possible;
}

/* A field `rules` shows on one line (a title, a doc): a newline in it is
** escaped, so that a script cannot write lines of its own into the text
** (a made-up variant under its title). */
static void one_line(char *s, size_t n)
{
	char tmp[1200];
	cw_text_safe(tmp, sizeof tmp < n ? sizeof tmp : n, s, 0);	/* fits in n */
	memcpy(s, tmp, strlen(tmp) + 1);
}

static char *describe_body(cw_runtime *rt, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L);
	strbuf b = { 0 };
	char title[200], summary[1000], def[256], doc[300];
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->variant_ref);
	int v = lua_gettop(L);
	field_text(L, v, "title", title, sizeof title);
	one_line(title, sizeof title);
	lua_settop(L, v);
	field_text(L, v, "summary", summary, sizeof summary);
	lua_settop(L, v);
	sb_add(&b, "%s: %s\n", rt->name, title[0] ? title : rt->name);
	lua_getfield(L, v, "players");
	lua_rawgeti(L, -1, 1);
	lua_rawgeti(L, -2, 2);
	sb_add(&b, "players: %d to %d\n", (int)lua_tointeger(L, -2), (int)lua_tointeger(L, -1));
	lua_settop(L, v);
	if (summary[0])
		sb_add(&b, "%s\n", summary);
	if (lua_getfield(L, v, "options") == LUA_TTABLE) {
		int opts = lua_gettop(L);
		sb_add(&b, "options (--rule NAME=VALUE):\n");
		push_sorted_keys(rt, opts);
		int keys = lua_gettop(L);
		int n = (int)lua_rawlen(L, keys);
		for (int i = 1; i <= n; i++) {
			lua_rawgeti(L, keys, i);
			const char *name = lua_tostring(L, -1);
			lua_pushvalue(L, -1);
			lua_gettable(L, opts);
			int o = lua_gettop(L);
			if (lua_getfield(L, o, "hidden") == LUA_TBOOLEAN && lua_toboolean(L, -1)) {
				lua_settop(L, keys);	/* an option the preset does not offer */
				continue;
			}
			lua_settop(L, o);
			field_text(L, o, "default", def, sizeof def);
			one_line(def, sizeof def);
			lua_settop(L, o);
			field_text(L, o, "doc", doc, sizeof doc);
			one_line(doc, sizeof doc);
			lua_settop(L, o);
			if (lua_getfield(L, o, "needs") == LUA_TSTRING) {	/* option.needs */
				size_t dl = strlen(doc);
				snprintf(doc + dl, sizeof doc - dl, " (needs %s)", lua_tostring(L, -1));
			}
			lua_settop(L, o);
			push_choices(L, o);
			sb_add(&b, "  %-22s default %-10s choices: %s\n      %s\n", name, def, lua_tostring(L, -1), doc);
			lua_settop(L, keys);
		}
	}
	lua_settop(L, v);
	lua_getfield(L, v, "options");
	int opts = lua_gettop(L);
	lua_getfield(L, v, "rename");	/* the words a house rule calls the actions by */
	int rename = lua_gettop(L);
	if (lua_getfield(L, v, "actions") == LUA_TTABLE) {
		/* each action word with its declared doc, for `rules` and the
		** REPL's `help WORD`; not one the options never allow */
		int acts = lua_gettop(L);
		push_sorted_keys(rt, acts);
		int keys = lua_gettop(L);
		int n = (int)lua_rawlen(L, keys);
		sb_add(&b, "actions (typed on your turn):\n");
		lua_newtable(L);	/* word -> its line, listed in the words' order */
		int lines = lua_gettop(L);
		for (int i = 1; i <= n; i++) {
			lua_rawgeti(L, keys, i);
			const char *name = lua_tostring(L, -1);
			lua_pushvalue(L, -1);
			doc[0] = '\0';
			if (lua_rawget(L, acts) == LUA_TTABLE) {
				if (!action_possible(rt, opts, lua_gettop(L))) {
					lua_settop(L, lines);
					continue;
				}
				lua_pushstring(L, "doc");
				if (lua_rawget(L, -2) == LUA_TSTRING) {
					snprintf(doc, sizeof doc, "%s", lua_tostring(L, -1));
					one_line(doc, sizeof doc);
				}
			}
			const char *word = name;
			if (name && lua_istable(L, rename) && lua_getfield(L, rename, name) == LUA_TSTRING)
				word = lua_tostring(L, -1);
			char line[sizeof doc + 64];
			snprintf(line, sizeof line, "  %-14s %s\n", word ? word : "?", doc);
			lua_pushstring(L, word ? word : "?");
			lua_pushstring(L, line);
			lua_rawset(L, lines);
			lua_settop(L, lines);
		}
		push_sorted_keys(rt, lines);
		for (lua_Integer i = 1; i <= (lua_Integer)lua_rawlen(L, -1); i++) {
			lua_rawgeti(L, -1, i);
			lua_rawget(L, lines);
			sb_add(&b, "%s", lua_tostring(L, -1));
			lua_pop(L, 1);
		}
	}
	/* the bonuses the scoring names (g:bonus): a house rule's own
	** scoring, which `sim` counts and `score --explain` tells */
	lua_settop(L, v);
	if (lua_getfield(L, v, "bonuses") == LUA_TTABLE) {
		int bon = lua_gettop(L);
		push_sorted_keys(rt, bon);
		int keys = lua_gettop(L);
		int n = (int)lua_rawlen(L, keys);
		for (int i = 1; i <= n; i++) {
			lua_rawgeti(L, keys, i);
			const char *key = lua_tostring(L, -1);
			if (lua_rawget(L, bon) == LUA_TSTRING && key) {
				char k[48];
				snprintf(doc, sizeof doc, "%s", lua_tostring(L, -1));
				one_line(doc, sizeof doc);
				snprintf(k, sizeof k, "%s", key);
				one_line(k, sizeof k);
				if (i == 1)
					sb_add(&b, "scoring bonuses (counted by sim, told by score --explain):\n");
				sb_add(&b, "  %-22s %s\n", k, doc);
			}
			lua_settop(L, keys);
		}
	}
	lua_settop(L, top);
	return sb_finish(&b, err);
}

static char *options_text_body(cw_runtime *rt, cw_err *err)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L);
	strbuf b = { 0 };
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->optvals_ref);
	int vals = lua_gettop(L);
	push_sorted_keys(rt, vals);
	int keys = lua_gettop(L);
	int n = (int)lua_rawlen(L, keys);
	for (int i = 1; i <= n; i++) {
		lua_rawgeti(L, keys, i);
		lua_pushvalue(L, -1);
		lua_gettable(L, vals);
		const char *value = luaL_tolstring(L, -1, NULL);
		sb_add(&b, "%s%s=%s", i > 1 ? " " : "", lua_tostring(L, keys + 1), value);
		lua_settop(L, keys);
	}
	lua_settop(L, top);
	return sb_finish(&b, err);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int title_step(cw_runtime *rt, void *ud, cw_err *err);

int cw_runtime_is_file(const char *variant)
{
	return cw_sandbox_is_path(variant);
}

int cw_runtime_list(cw_runtime *rt, void (*fn)(const char *, const char *, void *), void *ud, cw_err *err)
{
	return cw_runtime_list_some(rt, NULL, fn, ud, err);
}

int cw_runtime_list_some(cw_runtime *rt, int (*keep)(const char *, void *),
			 void (*fn)(const char *, const char *, void *), void *ud, cw_err *err)
{
	long long start = cw_clock_ms();
	char **names = NULL;
	size_t n = 0, cap = 0;
	for (int i = 0; i < rt->sb->npath; i++) {
		DIR *d = opendir(rt->sb->path[i]);
		if (!d)
			continue;
		struct dirent *e;
		while ((e = readdir(d))) {
			size_t len = strlen(e->d_name);
			if (len < 5 || strcmp(e->d_name + len - 4, ".lua"))
				continue;
			/* NAME_test.lua is a variant's tests (`cardwright new` writes
			** it beside NAME.lua), never a variant */
			if (len > 9 && !strcmp(e->d_name + len - 9, "_test.lua"))
				continue;
			if (n == cap) {
				cap = cap ? cap * 2 : 32;
				char **nn = realloc(names, cap * sizeof *nn);
				if (!nn)
					break;
				names = nn;
			}
			names[n] = strndup(e->d_name, len - 4);
			if (names[n])
				n++;
		}
		closedir(d);
	}
	if (n)
		qsort(names, n, sizeof *names, cmp_str);
	for (size_t i = 0; i < n; i++) {
		if (i > 0 && !strcmp(names[i], names[i - 1]))
			continue;	/* an earlier directory shadows a later one */
		if (keep && !keep(names[i], ud))
			continue;
		/* Each file is bounded by its load's budget, not the listing:
		** files that each spend most of theirs would keep it going for
		** minutes. Past CW_RUNTIME_LIST_MS the rest are named unread. */
		if (cw_clock_ms() - start > CW_RUNTIME_LIST_MS) {
			char line[160];
			snprintf(line, sizeof line, "(not read: the listing took more than %d s; 'cardwright rules %s' reads it)",
				 CW_RUNTIME_LIST_MS / 1000, cw_text_is_safe(names[i], strlen(names[i]), 0) && strlen(names[i]) < 40
				 ? names[i] : "NAME");
			fn(names[i], line, ud);
			continue;
		}
		cw_runtime_config cfg = { (const char *const *)rt->sb->path, 0, 0 };
		cw_runtime *probe = cw_runtime_new(&cfg, err);
		if (!probe)
			break;
		cw_err e2;
		args a = { 0 };
		/* Loaded and set up for its fewest players: a file every
		** command would refuse (an action no recording can hold) is
		** not listed as a variant to play. */
		int loaded = cw_runtime_load(probe, names[i], &e2) == CW_OK && !protect(probe, title_step, &a, "title", &e2);
		if (loaded && !cw_runtime_configure_fewest(probe, NULL, &e2)) {
			fn(names[i], a.text ? a.text : "", ud);	/* the name commands take */
		} else if (probe->not_variant != 1) {
			/* A file that does not load is named with its error (one
			** line, cut at a word), so one bad file neither hides nor
			** stops the rest. */
			char line[CW_ERRMSG_MAX + 64], msg[CW_ERRMSG_MAX + 8];
			size_t m = strlen(e2.msg);
			if (m > 200) {
				m = 200;
				while (m > 100 && e2.msg[m] != ' ')
					m--;
				while (m > 0 && ((unsigned char)e2.msg[m] & 0xC0) == 0x80)
					m--;	/* a character whole */
				snprintf(msg, sizeof msg, "%.*s...", (int)m, e2.msg);
			} else
				snprintf(msg, sizeof msg, "%s", e2.msg);
			size_t k = (size_t)snprintf(line, sizeof line, "(%s: %s", loaded ? "cannot be set up" : "does not load", msg);
			for (size_t j = 0; j < k && j < sizeof line; j++)
				if ((unsigned char)line[j] < 0x20 || line[j] == 0x7f)
					line[j] = ' ';
			if (k > sizeof line - 2)
				k = sizeof line - 2;
			snprintf(line + k, sizeof line - k, ")");
			fn(names[i], line, ud);
		}
		free(a.text);
		cw_runtime_free(probe);
	}
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return CW_OK;
}

int cw_runtime_run_test(cw_runtime *rt, const char *file, int (*seed_in_play)(uint64_t seed), cw_err *err)
{
	return cw_testapi_run(rt, file, seed_in_play, err);
}

/* A game for the table-side calculator (score, --explain): the first
** round, seat 1 dealing, as a round's hooks expect one to have (a tie's
** lead is looked for from the dealer on, CAC-S4). */
static cw_game *calculator_game(cw_runtime *rt, cw_err *err)
{
	cw_game *g = cw_runtime_new_game(rt, 0, err);
	if (g && !g->st->dealer) {
		g->st->dealer = 1;
		g->st->round = g->st->round ? g->st->round : 1;
	}
	return g;
}

/* Checks a parsed layout against the variant's grid: every row full but,
** where layouts grow (PW-5), the last; a fixed layout exactly its grid. */
static int check_shape(cw_runtime *rt, const cw_layout_text *lt, cw_err *err)
{
	int grid = rt->rows * rt->cols;
	for (int r = 0; r < lt->nrows; r++) {
		int last = r == lt->nrows - 1;
		if (lt->row_len[r] > rt->cols || (lt->row_len[r] != rt->cols && !(rt->grows && last)))
			return cw_error_fail(err, CW_EINVAL, "row %d has %d card%s, expected %d", r + 1, lt->row_len[r],
				       lt->row_len[r] == 1 ? "" : "s", rt->cols);
	}
	if (!rt->grows && lt->nslots != grid)
		return cw_error_fail(err, CW_EINVAL, "%s needs %d card%s in %d row%s of %d, got %d", rt->name, grid,
			       grid == 1 ? "" : "s", rt->rows, rt->rows == 1 ? "" : "s", rt->cols, lt->nslots);
	return CW_OK;
}

/* A face the layout names more often than the pack holds it; or a joker
** named by a number the pack has not (X3 of two), or by one number twice
** (NOTATION.md: X1, X2, ... tell jokers apart): labelled[n] is the layout
** (seat) that named Xn so far, of those given; this one is `seat`. */
static int check_pack(const cw_runtime *rt, const cw_layout_text *lt, unsigned char *labelled, int seat, cw_err *err)
{
	char tok[8];
	for (int i = 0; i < lt->nslots; i++) {
		if (lt->face[i] == CW_FACE_NONE)
			continue;
		int n = 0, held = lt->face[i] == CW_JOKER ? rt->jokers : rt->decks;
		for (int j = 0; j < lt->nslots; j++)
			n += lt->face[j] == lt->face[i];
		if (lt->face[i] == CW_JOKER && held == 0)
			return cw_error_fail(err, CW_EINVAL, "%s has no joker in its pack: X is not a card here", rt->name);
		if (lt->joker[i] > held)
			return held == 1 ? cw_error_fail(err, CW_EINVAL, "X%d: the pack holds 1 joker, X1 or X", lt->joker[i])
					 : cw_error_fail(err, CW_EINVAL, "X%d: the pack holds %d jokers, X1 to X%d", lt->joker[i], held, held);
		int by = lt->joker[i] ? labelled[lt->joker[i]] : 0;
		if (by == seat)
			return cw_error_fail(err, CW_EINVAL, "X%d is named twice: it is one card", lt->joker[i]);
		if (by)
			return cw_error_fail(err, CW_EINVAL, "X%d is named in layout %d too: it is one card", lt->joker[i], by);
		if (lt->joker[i])
			labelled[lt->joker[i]] = (unsigned char)seat;
		if (n > held) {
			char named[24], times[24];
			snprintf(named, sizeof named, n == 2 ? "twice" : "%d times", n);
			snprintf(times, sizeof times, held == 1 ? "once" : held == 2 ? "twice" : "%d times", held);
			return cw_error_fail(err, CW_EINVAL, "%s is named %s: the pack holds it %s (%d deck%s, %d joker%s)",
				       cw_face_format(lt->face[i], tok), named, times, rt->decks, rt->decks == 1 ? "" : "s",
				       rt->jokers, rt->jokers == 1 ? "" : "s");
		}
	}
	return CW_OK;
}

/* Puts the layout's cards, face up, into the seat's slots. */
static int place_layout(cw_runtime *rt, cw_game *g, int seat, const cw_layout_text *lt, cw_err *err)
{
	cw_state *s = g->st;
	char tok[8];
	for (int i = 0; i < lt->nslots; i++) {
		if (lt->face[i] == CW_FACE_NONE)
			continue;
		int found = -1;
		for (int k = cw_state_zone_len(s, CW_STOCK) - 1; k >= 0 && found < 0; k--) {
			cw_card c = cw_state_zone_at(s, CW_STOCK, k);
			if (cw_state_cards(s)[c].face == lt->face[i])
				found = c;
		}
		if (found < 0)
			return cw_error_fail(err, CW_EINVAL, "%s appears more often than the pack holds (%d deck%s, %d joker%s)",
				       cw_face_format(lt->face[i], tok), rt->decks, rt->decks == 1 ? "" : "s",
				       rt->jokers, rt->jokers == 1 ? "" : "s");
		int rc = cw_zone_move(g, (cw_card)found, cw_state_zone_of(s, seat, CW_ZS_LAYOUT), i + 1, CW_MV_UP, err);
		if (rc)
			return rc;
	}
	return CW_OK;
}

/* Deals the layout given in notation to seat 1 of a fresh game, face up,
** and asks the variant's layout_score. */
int cw_runtime_score_layout(cw_runtime *rt, const char *text, int *score, cw_err *err)
{
	cw_layout_text lt;
	lua_State *L = rt->sb->L;
	unsigned char labelled[100] = { 0 };
	if (cw_notation_layout(text, &lt, err) || check_pack(rt, &lt, labelled, 1, err))
		return CW_EINVAL;
	if (rt->layout_score_ref == LUA_REFNIL || rt->layout_score_ref == LUA_NOREF)
		return cw_error_fail(err, CW_ENOTFOUND, "%s has no layout scoring", rt->name);
	if (check_shape(rt, &lt, err))
		return CW_EINVAL;
	cw_game *g = calculator_game(rt, err);
	if (!g)
		return err->code;
	int rc = place_layout(rt, g, 1, &lt, err);
	if (!rc) {
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->layout_score_ref);
		cw_api_push_game(rt, g);
		lua_pushinteger(L, 1);
		cw_game *saved = rt->cur;
		rt->cur = g;
		rc = cw_sandbox_call(rt->sb, 2, 1, "layout_score", err);
		rt->cur = saved;
		if (!rc) {
			int32_t v;
			if (!(rc = cw_runtime_int_answer(rt, rt->layout_score_ref, "layout_score", &v, err)))
				*score = (int)v;
			lua_pop(L, 1);
		}
	}
	cw_game_free(g);
	return rc;
}

int cw_runtime_melds(const cw_runtime *rt)
{
	return rt->configured && rt->nmelds > 0 ? rt->nmelds : 0;
}

int cw_runtime_no_meld(cw_runtime *rt, const cw_state *st, const cw_face *faces, int n, char *buf, size_t len)
{
	return cw_runtime_melds(rt) && cw_meldkit_no_meld(rt, st, faces, n, buf, len);
}

int cw_runtime_folded(cw_runtime *rt, const cw_state *st, int seat)
{
	return cw_runtime_melds(rt) && cw_meldkit_folded(rt, st, seat);
}

/* Lays the '/'-separated groups of `text` face up as seat 1's melds 1, 2,
** ... of a fresh game and returns the variant's explain(g, 1): a meld
** variant's table, checked and counted (desmoche.md section 11). */
char *cw_runtime_explain_melds(cw_runtime *rt, const char *text, int *valid, cw_err *err)
{
	*valid = 1;
	cw_layout_text lt;
	lua_State *L = rt->sb->L;
	char *out = NULL;
	unsigned char labelled[100] = { 0 };
	if (cw_notation_layout(text, &lt, err) || check_pack(rt, &lt, labelled, 1, err))
		return NULL;
	if (!cw_runtime_melds(rt) || rt->explain_ref == LUA_REFNIL || rt->explain_ref == LUA_NOREF)
		return cw_error_fail(err, CW_ENOTFOUND, "%s has no table scoring", rt->name), NULL;
	if (lt.nrows > rt->nmelds)
		return cw_error_fail(err, CW_EINVAL, "%d melds given: a table holds at most %d", lt.nrows, rt->nmelds), NULL;
	for (int i = 0; i < lt.nslots; i++)
		if (lt.face[i] == CW_FACE_NONE)
			return cw_error_fail(err, CW_EINVAL, "'-' in meld notation: expected cards only, melds separated by '/'"), NULL;
	cw_game *g = calculator_game(rt, err);
	if (!g)
		return NULL;
	cw_state *s = g->st;
	int rc = CW_OK;
	char tok[8];
	for (int r = 0, i = 0; r < lt.nrows && !rc; r++)
		for (int k = 0; k < lt.row_len[r] && !rc; k++, i++) {
			int found = -1;
			for (int j = cw_state_zone_len(s, CW_STOCK) - 1; j >= 0 && found < 0; j--) {
				cw_card c = cw_state_zone_at(s, CW_STOCK, j);
				if (cw_state_cards(s)[c].face == lt.face[i])
					found = c;
			}
			if (found < 0)
				rc = cw_error_fail(err, CW_EINVAL, "%s is named twice: the pack holds it once",
					     cw_face_format(lt.face[i], tok));
			else
				rc = cw_zone_move(g, (cw_card)found, cw_state_zone_of(s, 1, CW_ZS_MELD0 + r), CW_POS_TOP, CW_MV_UP, err);
		}
	if (!rc) {
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->explain_ref);
		cw_api_push_game(rt, g);
		lua_pushinteger(L, 1);
		cw_game *saved = rt->cur;
		rt->cur = g;
		rc = cw_sandbox_call(rt->sb, 2, 2, "explain", err);
		rt->cur = saved;
		if (!rc) {
			/* a second answer of false: the table is not a valid one */
			*valid = !(lua_isboolean(L, -1) && !lua_toboolean(L, -1));
			const char *t = lua_tostring(L, -2);
			out = t ? script_dup(L, -2) : NULL;
			if (!out)
				cw_error_fail(err, t ? CW_ENOMEM : CW_ESCRIPT, "%s: explain gave %s", rt->name, t ? "out of memory" : "no text");
			lua_pop(L, 2);
		}
	}
	cw_game_free(g);
	return out;
}

/* A hook's answer of the wrong kind is the hook's line, as an error it
** raised is: the message is prefixed with where the function is written
** ("myrule.lua:7: "), taken from the function the ref names. */
static void answer_site(cw_runtime *rt, int ref, cw_err *err)
{
	if (!err || ref == LUA_NOREF || ref == LUA_REFNIL || err->line)
		return;
	lua_rawgeti(rt->sb->L, LUA_REGISTRYINDEX, ref);
	function_site(rt->sb->L, err);
}

/* err prefixed with where the function on top of the stack is written
** ("myrule.lua:7: "); the value is popped, and anything but a Lua
** function leaves err as it was. */
static void function_site(lua_State *L, cw_err *err)
{
	lua_Debug ar;
	if (!lua_isfunction(L, -1)) {
		lua_pop(L, 1);
		return;
	}
	if (!lua_getinfo(L, ">S", &ar) || ar.linedefined <= 0)	/* pops the function; a C one has no line */
		return;
	char msg[CW_ERRMSG_MAX + LUA_IDSIZE + 16];
	snprintf(msg, sizeof msg, "%s:%d: %s", ar.short_src, ar.linedefined, err->msg);
	snprintf(err->msg, sizeof err->msg, "%.*s", (int)sizeof err->msg - 1, msg);
	snprintf(err->file, sizeof err->file, "%s", ar.short_src);
	err->line = ar.linedefined;
}

int cw_runtime_int_answer(cw_runtime *rt, int ref, const char *what, int32_t *out, cw_err *err)
{
	int rc = cw_sandbox_int_answer(rt->sb->L, rt->name, what, out, err);
	if (rc)
		answer_site(rt, ref, err);
	return rc;
}

/* The card_value answer on top of the stack into *value: an integer of at
** most CW_CARD_VALUE_MAX either way (sums of a layout's values must stay in
** 32 bits); f names the card in the error. */
static int card_value_range(cw_runtime *rt, cw_face f, lua_Integer v, cw_err *err)
{
	char tok[8];
	if (v < -CW_CARD_VALUE_MAX || v > CW_CARD_VALUE_MAX)
		return cw_error_fail(err, CW_ESCRIPT, "%s: card_value of %s returned %lld, expected an integer from %d to %d",
				     rt->name, cw_face_format(f, tok), (long long)v, -CW_CARD_VALUE_MAX, CW_CARD_VALUE_MAX);
	return CW_OK;
}

static int card_value_of(cw_runtime *rt, cw_face f, int *value, cw_err *err)
{
	lua_State *L = rt->sb->L;
	char tok[8], what[32];
	int32_t v32;
	snprintf(what, sizeof what, "card_value of %s", cw_face_format(f, tok));
	if (!lua_isinteger(L, -1))	/* named by its figure; the range below, in its own words */
		return cw_runtime_int_answer(rt, rt->card_value_ref, what, &v32, err);
	lua_Integer v = lua_tointeger(L, -1);
	int rc = card_value_range(rt, f, v, err);
	if (rc)
		answer_site(rt, rt->card_value_ref, err);
	else
		*value = (int)v;
	return rc;
}

/* Calls a hook f(g, arg) that returns an integer (card_value, layout_score). */
static int call_int(cw_runtime *rt, cw_game *g, int ref, int arg, const char *what, int *out, cw_err *err)
{
	lua_State *L = rt->sb->L;
	lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
	cw_api_push_game(rt, g);
	lua_pushinteger(L, arg);
	cw_game *saved = rt->cur;
	rt->cur = g;
	int rc = cw_sandbox_call(rt->sb, 2, 1, what, err);
	rt->cur = saved;
	if (rc)
		return rc;
	int32_t v32;
	if (!(rc = cw_runtime_int_answer(rt, ref, what, &v32, err)))
		*out = (int)v32;
	lua_pop(L, 1);
	return rc;
}

char *cw_runtime_explain_layout(cw_runtime *rt, const char *text, cw_err *err)
{
	cw_layout_text lt;
	lua_State *L = rt->sb->L;
	strbuf b = { 0 };
	char tok[8];
	unsigned char labelled[100] = { 0 };
	if (cw_notation_layout(text, &lt, err) || check_shape(rt, &lt, err) || check_pack(rt, &lt, labelled, 1, err))
		return NULL;
	/* the variant's own explain needs only its layouts; the card by card
	** listing needs the cards' values too */
	int own = rt->explain_ref != LUA_REFNIL && rt->explain_ref != LUA_NOREF;
	if (rt->layout_score_ref == LUA_REFNIL || (!own && rt->card_value_ref == LUA_REFNIL))
		return cw_error_fail(err, CW_ENOTFOUND, "%s has no layout scoring to explain", rt->name), NULL;
	cw_game *g = calculator_game(rt, err);
	if (!g)
		return NULL;
	int rc = place_layout(rt, g, 1, &lt, err), total = 0, plain = 0;
	if (!rc && own) {
		lua_rawgeti(L, LUA_REGISTRYINDEX, rt->explain_ref);
		cw_api_push_game(rt, g);
		lua_pushinteger(L, 1);
		cw_game *saved = rt->cur;
		rt->cur = g;
		rc = cw_sandbox_call(rt->sb, 2, 1, "explain", err);
		rt->cur = saved;
		if (!rc && lua_type(L, -1) != LUA_TSTRING) {
			rc = cw_error_fail(err, CW_ESCRIPT, "%s: explain gave %s, expected the layout's explanation as text", rt->name,
					   luaL_typename(L, -1));
			lua_pop(L, 1);
		} else if (!rc) {
			char *t = script_dup(L, -1);
			if (t)
				sb_add(&b, "%s", t);
			else
				rc = cw_error_fail(err, CW_ENOMEM, "%s: explain: out of memory", rt->name);
			free(t);
			lua_pop(L, 1);
		}
	} else if (!rc) {
		int cols = rt->cols ? rt->cols : lt.nslots, n = lt.nslots;
		int colsum[CW_LAYOUT_MAX] = { 0 };
		for (int i = 0; i < n && !rc; i++) {
			cw_card c = cw_state_layout_slot(g->st, 1, i + 1);
			int v = 0;
			if (c != CW_NOCARD)
				rc = call_int(rt, g, rt->card_value_ref, c, "card_value", &v, err);
			if (!rc && c != CW_NOCARD)
				rc = card_value_range(rt, cw_state_cards(g->st)[c].face, v, err);
			if (rc)
				break;
			colsum[i % cols] += v;
			plain += v;
			sb_add(&b, "%s%-4s %3d%s", i % cols ? "   " : "  ",
			       c == CW_NOCARD ? "-" : cw_face_format(cw_state_cards(g->st)[c].face, tok), v,
			       (i % cols == cols - 1 || i == n - 1) ? "\n" : "");
		}
		if (!rc && rt->rows > 1 && cols > 1) {
			sb_add(&b, "column sums:");
			for (int k = 0; k < cols; k++)
				sb_add(&b, " %d", colsum[k]);
			sb_add(&b, "\n");
		}
		/* the bonuses the scoring names as it applies them (g:bonus):
		** a house rule's own terms by the words it gave them */
		uint32_t fired[CW_RUNTIME_BONUSES][CW_MAX_SEATS + 1];
		cw_runtime_bonus_take(rt, NULL);
		if (!rc)
			rc = call_int(rt, g, rt->layout_score_ref, 1, "layout_score", &total, err);
		int named = !rc && cw_runtime_bonus_take(rt, fired);
		if (!rc) {
			sb_add(&b, "cards: %d\n", plain);
			if (total != plain)
				sb_add(&b, "combinations (pairs, columns, lines): %+lld\n", (long long)total - plain);
			for (int k = 0; named && k < rt->nbonuses; k++)
				if (fired[k][1] > 1)
					sb_add(&b, "  %s x%u: %s\n", rt->bonus_key[k], (unsigned)fired[k][1], rt->bonus_text[k]);
				else if (fired[k][1])
					sb_add(&b, "  %s: %s\n", rt->bonus_key[k], rt->bonus_text[k]);
			sb_add(&b, "score: %d\n", total);
		}
	}
	cw_game_free(g);
	if (rc) {
		free(b.s);
		return NULL;
	}
	return sb_finish(&b, err);
}

/* The caller of a table nobody played (`score --caller`): the seat plays
** the variant's own verb of role call, so whatever that verb records for
** the scoring (Golf's knocker, G4-4; PW-15's caller) is there as in play.
** A variant without such a verb has its caller only as the seat that
** ended the round (G9-4 lowest_zero: the first to expose all cards). */
static int apply_call(cw_runtime *rt, cw_game *g, int caller, cw_err *err)
{
	int v = 0;
	while (v < rt->verbs.n && !(rt->verbs.v[v].roles & CW_ROLE_CALL))
		v++;
	if (v == rt->verbs.n) {
		g->st->caller = (uint8_t)caller;
		return CW_OK;
	}
	g->st->actor = g->st->turn = (uint8_t)caller;
	cw_action a = { .verb = (uint8_t)v };
	int rc = rules_apply(rt, g, &a, err);
	if (!rc && g->st->caller != caller)
		rc = cw_error_fail(err, CW_ESCRIPT, "%s: action '%s' of seat %d made no call", rt->name, rt->verbs.v[v].name, caller);
	return rc;
}

int cw_runtime_score_table(cw_runtime *rt, const char *const *layouts, int n, int caller, int *scores, cw_err *err)
{
	cw_layout_text lt;
	if (!rt->configured || rt->nseats != n)
		return cw_error_fail(err, CW_ESTATE, "the variant is not configured for %d players", n);
	if (caller < 0 || caller > n)
		return cw_error_fail(err, CW_EINVAL, "caller %d: expected a seat from 1 to %d", caller, n);
	cw_game *g = calculator_game(rt, err);
	if (!g)
		return err->code;
	int rc = CW_OK;
	unsigned char labelled[100] = { 0 };	/* the seat that named X1, X2, ... */
	for (int seat = 1; seat <= n && !rc; seat++) {
		rc = cw_notation_layout(layouts[seat - 1], &lt, err);
		if (!rc)
			rc = check_shape(rt, &lt, err);
		if (!rc)
			rc = check_pack(rt, &lt, labelled, seat, err);
		if (!rc)
			rc = place_layout(rt, g, seat, &lt, err);
		if (rc) {
			char msg[CW_ERRMSG_MAX];
			snprintf(msg, sizeof msg, "%s", err->msg);
			cw_error_fail(err, rc, "layout %d: %.400s", seat, msg);
		}
	}
	if (!rc && caller)
		rc = apply_call(rt, g, caller, err);
	if (!rc) {
		rc = rules_score(rt, g, err);
		for (int seat = 1; seat <= n && !rc; seat++)
			scores[seat] = g->st->score[seat];
	}
	cw_game_free(g);
	return rc;
}

static int option_body(cw_runtime *rt, const char *key, char *buf, size_t n, cw_err *err)
{
	lua_State *L = rt->sb->L;
	if (!rt->configured)
		return cw_error_fail(err, CW_ESTATE, "the variant is not configured");
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->optvals_ref);
	lua_pushstring(L, key);
	lua_rawget(L, -2);
	int rc = CW_OK;
	if (lua_isnil(L, -1))
		rc = cw_error_fail(err, CW_EINVAL, "unknown option '%s' for %s", key, rt->name);
	else
		snprintf(buf, n, "%s", luaL_tolstring(L, -1, NULL));
	lua_settop(L, lua_gettop(L) - (rc ? 2 : 3));
	return rc;
}

static void each_option_body(cw_runtime *rt, void (*fn)(const char *, void *), void *ud)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L);
	if (rt->variant_ref != LUA_NOREF && get_field(rt, "options") == LUA_TTABLE) {
		push_sorted_keys(rt, -1);
		int n = (int)lua_rawlen(L, -1);
		for (int i = 1; i <= n; i++) {
			lua_rawgeti(L, -1, i);
			fn(lua_tostring(L, -1), ud);
			lua_pop(L, 1);
		}
	}
	lua_settop(L, top);
}

/* cw_runtime_option_values: the default ('d'), each listed choice ('c')
** and an integer range's ends ('l', 'h') of option a->a, as text. */
static int option_values_step(cw_runtime *rt, void *ud, cw_err *err)
{
	args *a = ud;
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L);
	(void)err;
	if (rt->variant_ref == LUA_NOREF || get_field(rt, "options") != LUA_TTABLE ||
	    lua_getfield(L, -1, a->a) != LUA_TTABLE) {
		lua_settop(L, top);
		return CW_OK;
	}
	int o = lua_gettop(L);
	if (lua_getfield(L, o, "hidden") == LUA_TBOOLEAN && lua_toboolean(L, -1)) {
		lua_settop(L, top);	/* an option the preset does not offer */
		return CW_OK;
	}
	lua_settop(L, o);
	void (*fn)(int, const char *, void *) = a->vfn;
	lua_getfield(L, o, "int");	/* a range only where the option takes integers */
	int ranged = lua_toboolean(L, -1);
	lua_settop(L, o);
	/* in the order the description lists them: the default, the
	** choices, the range */
	static const struct { const char *field; int kind; } one[] = {
		{ "default", 'd' }, { "choices", 'c' }, { "min", 'l' }, { "max", 'h' }
	};
	for (int i = 0; i < (ranged ? 4 : 2); i++) {
		lua_getfield(L, o, one[i].field);
		if (value_word(L, -1))
			fn(one[i].kind, value_word(L, -1), a->ud);
		else if (one[i].kind == 'c' && lua_istable(L, -1))
			for (int k = 1, n = (int)lua_rawlen(L, -1); k <= n; k++) {
				lua_rawgeti(L, -1, k);
				if (value_word(L, -1))
					fn('c', value_word(L, -1), a->ud);
				lua_pop(L, 1);
			}
		lua_settop(L, o);
	}
	lua_settop(L, top);
	return CW_OK;
}

void cw_runtime_option_values(cw_runtime *rt, const char *key, void (*fn)(int kind, const char *value, void *ud), void *ud)
{
	args a = { .a = key, .vfn = fn, .ud = ud };
	protect(rt, option_values_step, &a, "options", NULL);
}

int cw_runtime_face_value(cw_runtime *rt, cw_face f, int *value, cw_err *err)
{
	lua_State *L = rt->sb->L;
	if (rt->card_value_ref == LUA_REFNIL || rt->card_value_ref == LUA_NOREF)
		return cw_error_fail(err, CW_ENOTFOUND, "%s has no card values", rt->name);
	if (!rt->scratch && !(rt->scratch = cw_runtime_new_game(rt, 0, err)))
		return err->code;
	cw_state_cards(rt->scratch->st)[0].face = f;
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->card_value_ref);
	cw_api_push_game(rt, rt->scratch);
	lua_pushinteger(L, 0);
	cw_game *saved = rt->cur;
	rt->cur = rt->scratch;
	int rc = cw_sandbox_call(rt->sb, 2, 1, "card_value", err);
	rt->cur = saved;
	if (rc)
		return rc;
	rc = card_value_of(rt, f, value, err);
	lua_pop(L, 1);
	return rc;
}

int cw_runtime_var_index(cw_runtime *rt, const char *name)
{
	lua_State *L = rt->sb->L;
	if (rt->varidx_ref == LUA_NOREF || rt->varidx_ref == LUA_REFNIL)
		return -1;
	if (lua_rawgeti(L, LUA_REGISTRYINDEX, rt->varidx_ref) != LUA_TTABLE) {
		lua_pop(L, 1);
		return -1;
	}
	lua_getfield(L, -1, name);
	int i = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) - 1 : -1;
	lua_pop(L, 2);
	return i;
}

/* ---- the host's reads of script values, protected ---- */

typedef struct step {
	step_fn fn;
	cw_runtime *rt;
	void *ud;
	cw_err *err;
	int rc;
} step;

static int run_step(lua_State *L)
{
	step *st = lua_touserdata(L, 1);
	lua_settop(L, 0);
	luaL_checkstack(L, 64, "the host's read of the variant");
	st->rc = st->fn(st->rt, st->ud, st->err);
	return 0;
}

static int protect(cw_runtime *rt, step_fn fn, void *ud, const char *what, cw_err *err)
{
	lua_State *L = rt->sb->L;
	cw_err local;
	int top = lua_gettop(L);
	if (!err)
		err = &local;
	err->code = CW_OK;
	step st = { fn, rt, ud, err, CW_OK };
	lua_pushcfunction(L, run_step);
	lua_pushlightuserdata(L, &st);
	int rc = cw_sandbox_call(rt->sb, 1, 0, what, err);
	lua_settop(L, top);
	return rc ? rc : st.rc;
}


static int high_wins_step(cw_runtime *rt, void *ud, cw_err *err)
{
	(void)err;
	((args *)ud)->i = high_wins_body(rt);
	return CW_OK;
}

int cw_runtime_jokers(const cw_runtime *rt)
{
	return rt->configured ? rt->jokers : 0;
}

/* The variant is read-only once validated, so `wins` is read once per
** load: a simulation asks it after every game. */
int cw_runtime_chip_totals(cw_runtime *rt)
{
	char stack[64];
	if (!cw_runtime_high_wins(rt))
		return 0;
	cw_runtime_chips(rt, stack, sizeof stack);
	return stack[0] != '\0';
}

int cw_runtime_high_wins(cw_runtime *rt)
{
	args a = { 0 };
	if (rt->high_wins >= 0 && rt->variant_ref != LUA_NOREF)
		return rt->high_wins;
	if (protect(rt, high_wins_step, &a, "wins", NULL))
		return 0;
	if (rt->variant_ref != LUA_NOREF)
		rt->high_wins = a.i;
	return a.i;
}

static int memory_aid_step(cw_runtime *rt, void *ud, cw_err *err)
{
	(void)err;
	((args *)ud)->i = memory_aid_body(rt);
	return CW_OK;
}

size_t cw_runtime_memory(const cw_runtime *rt)
{
	return rt->sb->mem_used;
}

void cw_runtime_imagine(cw_runtime *rt, int on)
{
	if (on && rt->imagining++ == 0)
		rt->ids_mark = cw_sandbox_ids_mark(rt->sb);
	else if (!on && rt->imagining > 0 && --rt->imagining == 0)
		cw_sandbox_ids_back(rt->sb, rt->ids_mark);
}

long long cw_runtime_instructions(const cw_runtime *rt)
{
	return rt->sb->used_total;
}

const long long *cw_runtime_instructions_at(const cw_runtime *rt)
{
	return &rt->sb->used_total;
}

void cw_runtime_work_budget(cw_runtime *rt, long long work)
{
	rt->sb->total_base = rt->sb->used_total;
	rt->sb->total_limit = work > 0 ? rt->sb->used_total + work : 0;
}

int cw_runtime_work_spent(const cw_runtime *rt)
{
	return rt->sb->total_limit > 0 && rt->sb->used_total > rt->sb->total_limit;
}

void cw_runtime_work_spared(cw_runtime *rt, long long work)
{
	if (rt->sb->total_limit > 0 && work > 0) {
		rt->sb->total_limit += work;
		rt->sb->total_base += work;
	}
}

int cw_runtime_memory_aid(cw_runtime *rt)
{
	args a = { 0 };
	return protect(rt, memory_aid_step, &a, "memory_aid", NULL) ? 1 : a.i;
}

/* A string field (a->b) of option a->a's declaration, into a->buf: its
** `changed_by` (the action that changes it during a game, which the
** variant's validation checked: an any_seat action of one argument) or
** its `unsets` (option.unsets). */
static int option_field_step(cw_runtime *rt, void *ud, cw_err *err)
{
	args *a = ud;
	lua_State *L = rt->sb->L;
	(void)err;
	a->buf[0] = '\0';
	if (get_field(rt, "options") == LUA_TTABLE && lua_getfield(L, -1, a->a) == LUA_TTABLE &&
	    lua_getfield(L, -1, a->b) == LUA_TSTRING)
		snprintf(a->buf, a->n, "%s", lua_tostring(L, -1));
	return CW_OK;
}

static int option_field(cw_runtime *rt, const char *key, const char *field, char *buf, size_t n)
{
	args a = { .a = key, .b = field, .buf = buf, .n = n };
	if (!n)
		return 0;
	if (protect(rt, option_field_step, &a, "options", NULL))
		buf[0] = '\0';
	return buf[0] != '\0';
}

int cw_runtime_option_changed_by(cw_runtime *rt, const char *key, char *verb, size_t n)
{
	return option_field(rt, key, "changed_by", verb, n);
}

/* The option whose changed_by is the verb a->a, into a->buf ("" none). */
static int option_of_verb_step(cw_runtime *rt, void *ud, cw_err *err)
{
	args *a = ud;
	lua_State *L = rt->sb->L;
	(void)err;
	a->buf[0] = '\0';
	if (get_field(rt, "options") != LUA_TTABLE)
		return CW_OK;
	int t = lua_gettop(L);
	lua_pushnil(L);
	while (lua_next(L, t)) {
		if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TTABLE &&
		    lua_getfield(L, -1, "changed_by") == LUA_TSTRING && !strcmp(lua_tostring(L, -1), a->a) && !a->buf[0])
			snprintf(a->buf, a->n, "%s", lua_tostring(L, -3));
		lua_settop(L, t + 1);	/* the key, for lua_next */
	}
	return CW_OK;
}

int cw_runtime_option_of_verb(cw_runtime *rt, const char *verb, char *key, size_t n)
{
	args a = { .a = verb, .buf = key, .n = n };
	if (!n)
		return 0;
	if (protect(rt, option_of_verb_step, &a, "options", NULL))
		key[0] = '\0';
	return key[0] != '\0';
}

int cw_runtime_option_unsets(cw_runtime *rt, const char *key, char *other, size_t n)
{
	return option_field(rt, key, "unsets", other, n);
}

int cw_runtime_option_needs(cw_runtime *rt, const char *key, char *other, size_t n)
{
	return option_field(rt, key, "needs", other, n);
}

static int max_actions_step(cw_runtime *rt, void *ud, cw_err *err)
{
	(void)err;
	((args *)ud)->l = max_actions_body(rt);
	return CW_OK;
}

long cw_runtime_max_actions(cw_runtime *rt)
{
	args a = { 0 };
	return protect(rt, max_actions_step, &a, "max_actions", NULL) ? 0 : a.l;
}

static int load_step(cw_runtime *rt, void *ud, cw_err *err)
{
	return load_body(rt, ((args *)ud)->a, err);
}

/* The lines of `text` that define the key of n bytes at `w` (`w =`, not
** `w ==`): its word at the line's start or after `{` or `,`; *line the
** first. */
static int key_lines(const char *text, const char *w, size_t n, int *line)
{
	int count = 0, at = 1;
	for (const char *p = text; *p; at++) {
		const char *end = strchr(p, '\n');
		size_t len = end ? (size_t)(end - p) : strlen(p);
		for (size_t i = 0; i + n <= len; i++) {
			if (i + 1 < len && p[i] == '-' && p[i + 1] == '-')
				break;	/* a comment: the rest of the line defines nothing */
			if (memcmp(p + i, w, n))
				continue;
			size_t b = i;	/* what stands before: the line's start, or { or , */
			while (b > 0 && (p[b - 1] == ' ' || p[b - 1] == '\t'))
				b--;
			if (b > 0 && p[b - 1] != '{' && p[b - 1] != ',')
				continue;
			size_t e = i + n;
			while (e < len && (p[e] == ' ' || p[e] == '\t'))
				e++;
			if (e < len && p[e] == '=' && (e + 1 == len || p[e + 1] != '=')) {
				if (!count++)
					*line = at;
				break;
			}
		}
		p += len + (end != NULL);
	}
	return count;
}

/* Whether `text` declares the variant name (n bytes at `name`): `name =
** "NAME"` (or in single quotes), the word `name` standing alone. */
static int declares_name(const char *text, const char *name, size_t n)
{
	for (const char *p = text; (p = strstr(p, "name")) != NULL; p += 4) {
		if (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '.'))
			continue;
		const char *q = p + 4;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q++ != '=' || *q == '=')
			continue;
		while (*q == ' ' || *q == '\t')
			q++;
		if ((*q == '"' || *q == '\'') && !strncmp(q + 1, name, n) && q[1 + n] == *q)
			return 1;
	}
	return 0;
}

/* A declaration's error raised by the DSL has no line: it checks the
** variant's table after the file's chunk has returned it. Where the
** message names a key (an unknown field, an option, a phase, before any
** "did you mean") that one line of the file defines, that line is put
** before it, as a script's own error has its place; a key defined on no
** line or on several gives none. */
static void place_declaration(const char *path, const char *shown, cw_err *err)
{
	const char *dym = strstr(err->msg, " (did you mean '");
	if (!dym)
		dym = err->msg + strlen(err->msg);
	if (strstr(err->msg, ".lua:") || strncmp(err->msg, "variant '", 9))
		return;	/* a script's own error has its place; only the DSL's declarations */
	cw_err ferr;
	size_t got;
	char *text = cw_file_read(path, 1 << 20, &got, &ferr);	/* a regular file only, bounded */
	if (!text)
		return;
	int line = 0, found = 0;
	/* the words the message names before its suggestion: 'w', legal.w;
	** not the variant's own name (a value, which a key may spell) */
	const char *from = strchr(err->msg + 9, '\'');
	/* the message is about this file's variant, not a base it extends */
	if (!from || !declares_name(text, err->msg + 9, (size_t)(from - (err->msg + 9)))) {
		free(text);
		return;
	}
	static const char WORD[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";
	for (const char *p = from + 1; p < dym && !found; p++) {
		const char *w = NULL;
		if (*p == '\'' || (*p == '.' && p > err->msg && (p[-1] == 'l' || p[-1] == 's')))
			w = p + 1;
		if (!w)
			continue;
		size_t n = strspn(w, WORD);
		if (n == 0 || n > 60 || w + n > dym || (*p == '\'' && w[n] != '\''))
			continue;
		found = key_lines(text, w, n, &line) == 1;
		p = w + n;
	}
	/* else the field the message begins with: "bonuses: bad key ..." */
	if (!found && from[1] == ':' && from[2] == ' ') {
		size_t n = strspn(from + 3, WORD);
		found = n > 0 && n <= 60 && (from[3 + n] == ':' || from[3 + n] == '.') &&
			key_lines(text, from + 3, n, &line) == 1;
	}
	free(text);
	if (!found)
		return;
	/* put before the whole message, never cutting its end (the
	** suggestion): a message too long for both keeps its words */
	char place[240];
	int plen = snprintf(place, sizeof place, "%.200s:%d: ", shown, line);
	size_t mlen = strlen(err->msg);
	if (plen <= 0 || (size_t)plen + mlen >= sizeof err->msg)
		return;
	memmove(err->msg + plen, err->msg, mlen + 1);
	memcpy(err->msg, place, (size_t)plen);
	snprintf(err->file, sizeof err->file, "%s", shown);
	err->line = line;
}

int cw_runtime_load(cw_runtime *rt, const char *name, cw_err *err)
{
	args a = { .a = name };
	char what[120];
	snprintf(what, sizeof what, "loading '%s'", name);
	int rc = protect(rt, load_step, &a, what, err);
	if (rc && err && (strchr(name, '/') || strstr(name, ".lua")))
		place_declaration(name, name, err);
	else if (rc && err) {	/* a name on the path: its file, named as Lua names it (NAME.lua) */
		char *path = cw_sandbox_find(rt->sb, name), shown[96];
		snprintf(shown, sizeof shown, "%.80s.lua", name);
		if (path)
			place_declaration(path, shown, err);
		free(path);
	}
	return rc;
}

static int set_option_step(cw_runtime *rt, void *ud, cw_err *err)
{
	return set_option_body(rt, ((args *)ud)->a, ((args *)ud)->b, ((args *)ud)->i, err);
}

int cw_runtime_set_option(cw_runtime *rt, const char *key, const char *value, cw_err *err)
{
	args a = { .a = key, .b = value };
	return protect(rt, set_option_step, &a, "options", err);
}

int cw_runtime_name_option(cw_runtime *rt, const char *key, const char *value, cw_err *err)
{
	args a = { .a = key, .b = value, .i = 2 };
	return protect(rt, set_option_step, &a, "options", err);
}

int cw_runtime_check_option(cw_runtime *rt, const char *key, const char *value, cw_err *err)
{
	args a = { .a = key, .b = value, .i = 1 };
	return protect(rt, set_option_step, &a, "options", err);
}

static int simulate_defaults_step(cw_runtime *rt, void *ud, cw_err *err)
{
	(void)ud;
	return simulate_defaults_body(rt, err);
}

int cw_runtime_simulate_defaults(cw_runtime *rt, cw_err *err)
{
	return protect(rt, simulate_defaults_step, NULL, "simulate", err);
}

static int configure_step(cw_runtime *rt, void *ud, cw_err *err)
{
	return configure_body(rt, ((args *)ud)->i, err);
}

int cw_runtime_configure(cw_runtime *rt, int nseats, cw_err *err)
{
	args a = { .i = nseats };
	int rc = protect(rt, configure_step, &a, "configure", err);
	if (rc)
		rt->configured = 0;
	return rc;
}

int cw_runtime_configure_fewest(cw_runtime *rt, int *nseats, cw_err *err)
{
	int rc = CW_EPLAYERS;
	for (int n = 1; n <= CW_MAX_SEATS && rc == CW_EPLAYERS; n++)
		if (!(rc = cw_runtime_configure(rt, n, err)) && nseats)
			*nseats = n;
	return rc;
}

static int describe_step(cw_runtime *rt, void *ud, cw_err *err)
{
	args *a = ud;
	a->text = describe_body(rt, err);
	return a->text ? CW_OK : err->code;
}

static int options_text_step(cw_runtime *rt, void *ud, cw_err *err)
{
	args *a = ud;
	a->text = options_text_body(rt, err);
	return a->text ? CW_OK : err->code;
}

/* A text step whose result may be lost to an error raised after it was
** made: free it then. */
static char *text_of(cw_runtime *rt, step_fn fn, const char *what, cw_err *err)
{
	args a = { 0 };
	if (protect(rt, fn, &a, what, err)) {
		free(a.text);
		return NULL;
	}
	return a.text;
}

char *cw_runtime_describe(cw_runtime *rt, cw_err *err)
{
	return text_of(rt, describe_step, "rules", err);
}

char *cw_runtime_options_text(cw_runtime *rt, cw_err *err)
{
	return text_of(rt, options_text_step, "options", err);
}

static int option_step(cw_runtime *rt, void *ud, cw_err *err)
{
	args *a = ud;
	return option_body(rt, a->a, a->buf, a->n, err);
}

int cw_runtime_option(cw_runtime *rt, const char *key, char *buf, size_t n, cw_err *err)
{
	args a = { .a = key, .buf = buf, .n = n };
	return protect(rt, option_step, &a, "options", err);
}

static int each_option_step(cw_runtime *rt, void *ud, cw_err *err)
{
	args *a = ud;
	(void)err;
	each_option_body(rt, a->fn, a->ud);
	return CW_OK;
}

void cw_runtime_each_option(cw_runtime *rt, void (*fn)(const char *, void *), void *ud)
{
	args a = { .fn = fn, .ud = ud };
	protect(rt, each_option_step, &a, "options", NULL);
}

static int title_step(cw_runtime *rt, void *ud, cw_err *err)
{
	lua_State *L = rt->sb->L;
	get_field(rt, "title");
	((args *)ud)->text = strdup(lua_isstring(L, -1) ? lua_tostring(L, -1) : "");
	lua_pop(L, 1);
	return ((args *)ud)->text ? CW_OK : cw_error_fail(err, CW_ENOMEM, "out of memory");
}

void cw_runtime_collect(cw_runtime *rt)
{
	lua_gc(rt->sb->L, LUA_GCCOLLECT);
}
