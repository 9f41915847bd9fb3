/*
** The variant's declarations check reads, and the sites of a hook's
** changes (see audit.h). The sites are noted by the `g` methods that
** change the game (api.c, through cw_audit_note), only while tracking is
** on: play and simulation pay one test of a flag.
*/
#include <stdio.h>
#include <string.h>
#include "audit.h"
#include "internal.h"

int cw_audit_rest_kinds(cw_runtime *rt, unsigned *kinds, cw_err *err)
{
	lua_State *L = rt->sb->L;
	static const char *const names[] = { "stock", "discard", "aside", "layout", "hand", "held", "melds" };
	*kinds = CW_ZK_BIT(CW_ZK_STOCK) | CW_ZK_BIT(CW_ZK_DISCARD) | CW_ZK_BIT(CW_ZK_LAYOUT) |
		 CW_ZK_BIT(CW_ZK_HAND) | CW_ZK_BIT(CW_ZK_MELD);
	int top = lua_gettop(L);
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->variant_ref);
	if (lua_getfield(L, -1, "zones") != LUA_TTABLE) {
		lua_settop(L, top);
		return CW_OK;
	}
	*kinds = 0;
	for (lua_Integer i = 1; lua_rawgeti(L, -1, i) != LUA_TNIL; i++) {
		const char *k = lua_tostring(L, -1);
		int found = 0;
		for (unsigned j = 0; k && j < sizeof names / sizeof *names && !found; j++)
			if (!strcmp(k, names[j])) {
				*kinds |= CW_ZK_BIT(j);
				found = 1;
			}
		if (!found) {
			cw_error_fail(err, CW_EINVAL, "%s: zones: unknown zone kind '%.40s' (expected stock, discard, aside, "
				"layout, hand, held or melds)", rt->name, k ? k : "?");
			lua_settop(L, top);
			return err->code;
		}
		lua_pop(L, 1);
	}
	lua_settop(L, top);
	return CW_OK;
}

int cw_audit_max_calls(cw_runtime *rt)
{
	lua_State *L = rt->sb->L;
	int top = lua_gettop(L), n = 1;
	lua_rawgeti(L, LUA_REGISTRYINDEX, rt->variant_ref);
	if (lua_getfield(L, -1, "calls") == LUA_TNUMBER && lua_isinteger(L, -1))
		n = (int)lua_tointeger(L, -1);
	lua_settop(L, top);
	return n;
}

void cw_audit_track(cw_runtime *rt, int on)
{
	rt->audit.on = on;
}

void cw_audit_clear(cw_runtime *rt)
{
	rt->audit.n = 0;
}

void cw_audit_note(cw_runtime *rt, lua_State *L, uint32_t ev)
{
	lua_Debug ar;
	cw_audit_sites *a = &rt->audit;
	int i = a->n < CW_AUDIT_SITES ? a->n++ : CW_AUDIT_SITES - 1;
	a->ev[i] = ev;
	a->where[i][0] = '\0';
	/* Level 0 is the method itself; the first Lua function above it made the change. */
	for (int level = 1; lua_getstack(L, level, &ar); level++) {
		if (!lua_getinfo(L, "Sl", &ar) || ar.currentline < 0)
			continue;
		snprintf(a->where[i], sizeof a->where[i], "%s:%d in %s", ar.short_src, ar.currentline,
			 rt->hook_what ? rt->hook_what : "a hook");
		return;
	}
}

const char *cw_audit_site(const cw_runtime *rt, uint32_t ev)
{
	const cw_audit_sites *a = &rt->audit;
	for (int i = a->n - 1; i >= 0; i--)
		if (a->ev[i] <= ev && a->where[i][0])
			return a->where[i];
	return "";
}

/* "LABEL (FILE:LINE)" for the Lua function the registry ref names, into
** buf; the label alone for none or a C function. */
static void where(lua_State *L, int ref, const char *label, char *buf, size_t n)
{
	lua_Debug ar;
	snprintf(buf, n, "%s", label);
	if (ref == LUA_REFNIL || ref == LUA_NOREF)
		return;
	if (lua_rawgeti(L, LUA_REGISTRYINDEX, ref) != LUA_TFUNCTION) {
		lua_pop(L, 1);
		return;
	}
	if (lua_getinfo(L, ">S", &ar) && ar.linedefined > 0)	/* pops the function; a C one has no line */
		snprintf(buf, n, "%s (%s:%d)", label, ar.short_src, ar.linedefined);
}

void cw_audit_legal_where(cw_runtime *rt, int phase, char *buf, size_t n)
{
	lua_State *L = rt->sb->L;
	int ref = rt->legal_ref != LUA_NOREF ? rt->legal_ref
		  : phase >= 0 && phase < rt->nphases ? rt->phase_legal_ref[phase] : LUA_REFNIL;
	const char *label = rt->legal_ref != LUA_NOREF || phase >= rt->nphases ? "legal" : rt->legal_label[phase];
	if (phase >= 0 && phase < rt->nphases && rt->legal_bi[phase]) {
		snprintf(buf, n, "%s (a builtin of the core)", label);
		return;
	}
	where(L, ref, label, buf, n);
}

void cw_audit_apply_where(cw_runtime *rt, int verb, char *buf, size_t n)
{
	char label[CW_VERB_NAME_MAX + 16];
	if (verb < 0 || verb >= rt->verbs.n) {
		snprintf(buf, n, "?");
		return;
	}
	snprintf(label, sizeof label, "action '%s'", rt->verbs.v[verb].name);
	where(rt->sb->L, rt->apply_ref[verb], label, buf, n);
}
