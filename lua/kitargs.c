#include <stdio.h>
#include <string.h>
#include "kitargs.h"
#include "safelib.h"

static void key_of(lua_State *L, int idx, char *buf, size_t n)
{
	snprintf(buf, n, "%s", lua_type(L, idx) == LUA_TSTRING ? lua_tostring(L, idx) : "?");
}

/* The keys in the sandbox's order: the first unknown one is the same on
** every run (lua_next's order follows the hash seed). */
int cw_kitargs_known(lua_State *L, int t, const char *const *known, cw_kitargs_fault *f)
{
	t = lua_absindex(L, t);
	lua_Integer n = cw_safelib_sorted_keys(L, t);
	for (lua_Integer j = 1; j <= n; j++) {
		lua_rawgeti(L, -1, j);
		int ok = 0;
		for (int i = 0; known[i] && !ok; i++)
			ok = lua_type(L, -1) == LUA_TSTRING && !strcmp(lua_tostring(L, -1), known[i]);
		if (!ok) {
			key_of(L, -1, f->key, sizeof f->key);
			lua_pop(L, 2);
			return 0;
		}
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
	return 1;
}

int cw_kitargs_lookup(cw_runtime *rt, int ref, const char *name)
{
	lua_State *L = rt->sb->L;
	lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
	lua_getfield(L, -1, name);
	int idx = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) : 0;
	lua_pop(L, 2);
	return idx > 0 ? idx : 0;
}

int cw_kitargs_group(cw_runtime *rt, int t, const char *group, const char *const *keys, int *const *out, int ref,
		     int roles, cw_kitargs_fault *f)
{
	lua_State *L = rt->sb->L;
	int ty = lua_getfield(L, t, group), rc = CW_KITARGS_OK;
	int g = lua_gettop(L);
	f->key[0] = f->name[0] = 0;
	if (ty == LUA_TNIL)
		goto out;
	if (ty != LUA_TTABLE) {
		rc = CW_KITARGS_NOT_TABLE;
		goto out;
	}
	if (!cw_kitargs_known(L, g, keys, f)) {
		rc = CW_KITARGS_UNKNOWN;
		goto out;
	}
	for (int i = 0; keys[i]; i++) {
		int vt = lua_getfield(L, g, keys[i]);
		const char *name = vt == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
		int idx = name ? cw_kitargs_lookup(rt, ref, name) : 0;
		if (vt != LUA_TNIL && !idx) {
			snprintf(f->key, sizeof f->key, "%s", keys[i]);
			snprintf(f->name, sizeof f->name, "%s", name ? name : "");
			rc = name ? CW_KITARGS_UNDECLARED : CW_KITARGS_NOT_NAME;
			goto out;
		}
		lua_pop(L, 1);
		if (!idx)
			continue;
		*out[i] = idx - 1;
		if (roles)
			rt->verbs.v[idx - 1].roles |= cw_role_find(keys[i]);
	}
out:
	lua_settop(L, g - 1);
	return rc;
}

lua_CFunction cw_kitargs_step(cw_runtime *rt, int idx)
{
	lua_State *L = rt->sb->L;
	lua_CFunction fn = lua_tocfunction(L, idx);
	if (!fn || !lua_getupvalue(L, idx, 1))
		return NULL;
	int ours = lua_touserdata(L, -1) == rt;
	lua_pop(L, 1);
	return ours ? fn : NULL;
}

int cw_kitargs_rule_id(lua_State *L, int idx, char *out, size_t n)
{
	size_t len = 0;
	const char *id = lua_type(L, idx) == LUA_TSTRING ? lua_tolstring(L, idx, &len) : NULL;
	if (!id || len == 0 || len >= n ||
	    strspn(id, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-, ") != len)
		return 0;
	memcpy(out, id, len + 1);
	return 1;
}
