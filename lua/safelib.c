/*
** The sandbox's bounded library (safelib.h): every loop below charges its
** steps to the call's budget before or while it runs, so that a count
** given by a script (2^62 slots, an empty string repeated 2^40 times)
** ends the call with the budget's error instead of hanging in C.
*/
#include <string.h>
#include <lauxlib.h>
#include <lualib.h>
#include "safelib.h"
#include "pattern.h"
#include "sandbox.h"

static const char IDS_KEY[] = "cw.ids";		/* object -> its number, weak keys */
static const char FORMAT_KEY[] = "cw.format";	/* the stock string.format */
static const char SETMT_KEY[] = "cw.setmetatable";	/* the stock setmetatable */

/* ---- numbers for tables and functions (tostring, pairs order) ---- */

void cw_safelib_reset_ids(lua_State *L)
{
	lua_newtable(L);
	lua_newtable(L);
	lua_pushliteral(L, "k");
	lua_setfield(L, -2, "__mode");
	lua_setmetatable(L, -2);
	lua_setfield(L, LUA_REGISTRYINDEX, IDS_KEY);
}

/* Forgets the numbers past `upto`: those imagined play gave (their
** objects get the game's own next numbers when the game numbers them).
** Setting an existing field to nil during a traversal allocates
** nothing. [-0, +0] */
static int ids_forget(lua_State *L)
{
	lua_Integer upto = lua_tointeger(L, 1);
	lua_getfield(L, LUA_REGISTRYINDEX, IDS_KEY);
	lua_pushnil(L);
	while (lua_next(L, -2)) {
		lua_Integer id = lua_tointeger(L, -1);
		lua_pop(L, 1);
		if (id > upto) {
			lua_pushvalue(L, -1);
			lua_pushnil(L);
			lua_rawset(L, -4);
		}
	}
	return 0;
}

void cw_safelib_ids_forget(lua_State *L, long long upto)
{
	lua_pushcfunction(L, ids_forget);
	lua_pushinteger(L, (lua_Integer)upto);
	if (lua_pcall(L, 1, 0, 0) != LUA_OK)
		lua_pop(L, 1);
}

/* The number of the object at idx, given on first use. [-0, +0] */
static lua_Integer object_id(lua_State *L, int idx)
{
	idx = lua_absindex(L, idx);
	lua_getfield(L, LUA_REGISTRYINDEX, IDS_KEY);
	lua_pushvalue(L, idx);
	lua_Integer id;
	if (lua_rawget(L, -2) == LUA_TNUMBER) {
		id = lua_tointeger(L, -1);
	} else {
		id = ++cw_sandbox_of(L)->next_id;
		lua_pushvalue(L, idx);
		lua_pushinteger(L, id);
		lua_rawset(L, -4);
	}
	lua_pop(L, 2);
	return id;
}

/* tostring(v): as the stock one, but a table or function shows its
** number in this game instead of its address ("table: #3"). [-0, +1] */
static const char *safe_tolstring(lua_State *L, int idx)
{
	idx = lua_absindex(L, idx);
	if (luaL_callmeta(L, idx, "__tostring")) {
		if (!lua_isstring(L, -1))
			luaL_error(L, "'__tostring' must return a string");
		return lua_tostring(L, -1);
	}
	switch (lua_type(L, idx)) {
	case LUA_TNUMBER: case LUA_TSTRING: case LUA_TBOOLEAN: case LUA_TNIL:
		return luaL_tolstring(L, idx, NULL);
	default: {
		int t = luaL_getmetafield(L, idx, "__name");
		const char *kind = t == LUA_TSTRING ? lua_tostring(L, -1) : luaL_typename(L, idx);
		lua_pushfstring(L, "%s: #%I", kind, (LUAI_UACINT)object_id(L, idx));
		if (t != LUA_TNIL)
			lua_remove(L, -2);
		return lua_tostring(L, -1);
	}
	}
}

static int safe_tostring(lua_State *L)
{
	luaL_checkany(L, 1);
	safe_tolstring(L, 1);
	return 1;
}

/* ---- a deterministic order of keys ---- */

static int type_rank(int t)
{
	return t == LUA_TNUMBER ? 0 : t == LUA_TSTRING ? 1 : t == LUA_TBOOLEAN ? 2 : 3;
}

/* Numbers, then strings (bytewise), then false, true, then other values
** by their number. A total order, so that pairs never depends on the hash
** seed or on addresses. */
static int key_less(lua_State *L, int a, int b)
{
	int ta = lua_type(L, a), tb = lua_type(L, b);
	int ra = type_rank(ta), rb = type_rank(tb);
	if (ra != rb)
		return ra < rb;
	switch (ta) {
	case LUA_TNUMBER:
		return lua_compare(L, a, b, LUA_OPLT);
	case LUA_TSTRING: {
		size_t la, lb;
		const char *sa = lua_tolstring(L, a, &la), *sb = lua_tolstring(L, b, &lb);
		int c = memcmp(sa, sb, la < lb ? la : lb);
		return c < 0 || (c == 0 && la < lb);
	}
	case LUA_TBOOLEAN:
		return !lua_toboolean(L, a) && lua_toboolean(L, b);
	default:
		return object_id(L, a) < object_id(L, b);
	}
}

enum { ORDER_KEYS, ORDER_LT, ORDER_FN };

/* Whether x < y (both on the stack) under the order; fn is the stack
** index of the script's comparison for ORDER_FN. [-0, +0, e] */
static int ordered(lua_State *L, int order, int fn, int x, int y)
{
	x = lua_absindex(L, x);
	y = lua_absindex(L, y);
	if (order == ORDER_KEYS)
		return key_less(L, x, y);
	if (order == ORDER_LT)
		return lua_compare(L, x, y, LUA_OPLT);
	lua_pushvalue(L, fn);
	lua_pushvalue(L, x);
	lua_pushvalue(L, y);
	lua_call(L, 2, 1);
	int r = lua_toboolean(L, -1);
	lua_pop(L, 1);
	return r;
}

/* What one step of the walks and sorts below costs, in the VM
** instructions the budget counts: a step reads and writes table slots,
** compares two keys (by type, then value) and looks up a key's number, as
** long as 20 to 40 instructions take. Charged at one, a hook walking a big
** table with next() ran minutes within its budget. */
#define STEP_COST 32

/* Sorts a[1..n] (a plain table at stack index a) by a stable bottom-up
** merge sort, charging each pass. Stable and without a random pivot, so
** that equal elements keep their order on every run. [-0, +0, e] */
static void merge_sort(lua_State *L, int a, lua_Integer n, int order, int fn)
{
	a = lua_absindex(L, a);
	lua_createtable(L, (int)n, 0);
	int src = a, dst = lua_gettop(L);
	for (lua_Integer w = 1; w < n; w *= 2) {
		cw_sandbox_charge(L, n * STEP_COST);
		for (lua_Integer lo = 1; lo <= n; lo += 2 * w) {
			lua_Integer mid = lo + w < n + 1 ? lo + w : n + 1;
			lua_Integer hi = mid + w < n + 1 ? mid + w : n + 1;
			lua_Integer i = lo, j = mid, k = lo;
			while (i < mid || j < hi) {
				int take_right = 0;
				if (i < mid && j < hi) {
					lua_rawgeti(L, src, i);
					lua_rawgeti(L, src, j);
					take_right = ordered(L, order, fn, -1, -2);
					lua_pop(L, 2);
				} else
					take_right = i >= mid;
				lua_rawgeti(L, src, take_right ? j++ : i++);
				lua_rawseti(L, dst, k++);
			}
		}
		int t = src;
		src = dst;
		dst = t;
	}
	if (src != a)
		for (lua_Integer i = 1; i <= n; i++) {
			lua_rawgeti(L, src, i);
			lua_rawseti(L, a, i);
		}
	lua_pop(L, 1);
}

/* Whether the object at idx has its number yet. [-0, +0] */
static int has_id(lua_State *L, int idx)
{
	idx = lua_absindex(L, idx);
	lua_getfield(L, LUA_REGISTRYINDEX, IDS_KEY);
	lua_pushvalue(L, idx);
	int t = lua_rawget(L, -2);
	lua_pop(L, 2);
	return t == LUA_TNUMBER;
}

/* Keys that are tables, functions or other objects go by their numbers,
** given on first use: two or more keys never numbered would be numbered
** here in the table's own order, which follows memory addresses, so the
** same seed would give another order. Refused. [-0, +0, e] */
static void unnumbered_keys(lua_State *L, int count)
{
	if (count > 1)
		luaL_error(L, "pairs/next: %d keys of the table are tables or functions never named before, whose order would "
			      "follow memory addresses (keep such keys in a list)", count);
}

/* The raw keys of the table at idx, sorted, as a new list. [-0, +1, e] */
static lua_Integer push_sorted_keys(lua_State *L, int idx)
{
	idx = lua_absindex(L, idx);
	lua_newtable(L);
	lua_Integer n = 0;
	int fresh = 0;
	lua_pushnil(L);
	while (lua_next(L, idx)) {
		lua_pop(L, 1);
		fresh += type_rank(lua_type(L, -1)) == 3 && !has_id(L, -1);
		lua_pushvalue(L, -1);
		lua_rawseti(L, -3, ++n);
	}
	unnumbered_keys(L, fresh);
	cw_sandbox_charge(L, n * STEP_COST);
	merge_sort(L, -1, n, ORDER_KEYS, 0);
	return n;
}

lua_Integer cw_safelib_sorted_keys(lua_State *L, int idx)
{
	return push_sorted_keys(L, idx);
}

/* The iterator pairs returns: upvalues are the keys and the position. */
static int sorted_next(lua_State *L)
{
	/* a script may call the iterator itself, with anything */
	luaL_checktype(L, 1, LUA_TTABLE);
	lua_Integer i = lua_tointeger(L, lua_upvalueindex(2));
	for (;;) {
		if (lua_rawgeti(L, lua_upvalueindex(1), ++i) == LUA_TNIL)
			return 0;
		lua_pushvalue(L, -1);
		if (lua_rawget(L, 1) != LUA_TNIL)	/* a key set to nil meanwhile is skipped */
			break;
		lua_pop(L, 2);
	}
	lua_pushinteger(L, i);
	lua_replace(L, lua_upvalueindex(2));
	return 2;
}

int cw_safelib_rawpairs(lua_State *L)
{
	luaL_checktype(L, 1, LUA_TTABLE);
	push_sorted_keys(L, 1);
	lua_pushinteger(L, 0);
	lua_pushcclosure(L, sorted_next, 2);
	lua_pushvalue(L, 1);
	lua_pushnil(L);
	return 3;
}

/* pairs(t): __pairs when the value has one, else the raw keys in the
** order of key_less. */
static int safe_pairs(lua_State *L)
{
	luaL_checkany(L, 1);
	if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
		lua_pushvalue(L, 1);
		lua_call(L, 1, 3);
		return 3;
	}
	return cw_safelib_rawpairs(L);
}

/* next(t, k): the smallest key after k in the order of key_less; one
** pass over the table per call, charged. */
static int safe_next(lua_State *L)
{
	luaL_checktype(L, 1, LUA_TTABLE);
	lua_settop(L, 2);
	lua_pushnil(L);			/* 3: the best key so far */
	int best = 0, fresh = 0;
	lua_Integer n = 0;
	lua_pushnil(L);
	while (lua_next(L, 1))
		fresh += (lua_pop(L, 1), type_rank(lua_type(L, -1)) == 3 && !has_id(L, -1));
	unnumbered_keys(L, fresh);
	lua_pushnil(L);
	while (lua_next(L, 1)) {
		lua_pop(L, 1);		/* the key is at 4 */
		n++;
		if ((lua_isnil(L, 2) || key_less(L, 2, 4)) && (!best || key_less(L, 4, 3))) {
			lua_pushvalue(L, 4);
			lua_replace(L, 3);
			best = 1;
		}
	}
	cw_sandbox_charge(L, 2 * n * STEP_COST);	/* two passes */
	if (!best) {
		lua_pushnil(L);
		return 1;
	}
	lua_pushvalue(L, 3);
	lua_rawget(L, 1);
	return 2;
}

/* ---- setmetatable without finalizers or weak tables ---- */

static const char GUARD_KEY[] = "cw.mtguard";	/* the hidden metatable of metatables */

/* A weak table shows when the collector ran, and that follows every
** allocation in the state, a bot's search and a hint included: the same
** moves would give another game. Lua reads `__mode` from a metatable at
** each collection, so a metatable must not get one after setmetatable
** either: every write of the key `__mode` into a table is refused, a raw
** one (rawset) and one into a key not there yet (__newindex, below). */
static int is_mode_key(lua_State *L, int idx)
{
	size_t n;
	const char *k = lua_type(L, idx) == LUA_TSTRING ? lua_tolstring(L, idx, &n) : NULL;
	return k && n == 6 && !memcmp(k, "__mode", 6);
}

static int mode_refused(lua_State *L, const char *who)
{
	return luaL_error(L, "%s: a __mode field (a weak table) is refused in a variant "
			  "(what the collector keeps would change the game from run to run)", who);
}

/* The __newindex that guards a metatable's new keys: `__mode` is refused,
** anything else stored as a plain write would store it. A script can
** reach it (the __newindex of its own metatable's metatable) and call it
** with anything: it writes only into a table whose own __newindex it is,
** so never into a read-only proxy (whose __newindex refuses). */
static int guard_newindex(lua_State *L)
{
	luaL_checktype(L, 1, LUA_TTABLE);
	int mine = 0;
	if (lua_getmetatable(L, 1)) {
		lua_pushliteral(L, "__newindex");
		lua_rawget(L, -2);
		mine = lua_tocfunction(L, -1) == guard_newindex;
		lua_pop(L, 2);
	}
	if (!mine)
		return luaL_error(L, "metatable: a write into a table this guard does not guard");
	if (is_mode_key(L, 2))
		return mode_refused(L, "metatable");
	lua_settop(L, 3);
	lua_rawset(L, 1);
	return 0;
}

/* Pushes the shared guard, { __newindex = guard_newindex }. */
static void push_guard(lua_State *L)
{
	if (lua_getfield(L, LUA_REGISTRYINDEX, GUARD_KEY) == LUA_TTABLE)
		return;
	lua_pop(L, 1);
	lua_newtable(L);
	lua_pushcfunction(L, guard_newindex);
	lua_setfield(L, -2, "__newindex");
	lua_pushvalue(L, -1);
	lua_setfield(L, LUA_REGISTRYINDEX, GUARD_KEY);
}

/* Makes the writes of new keys into the table at idx (one about to be a
** metatable) pass a __newindex: its own metatable is the hidden guard, or
** the script's, given the guard's __newindex when it has none. A script
** __newindex already there can store into the table only through rawset,
** which refuses `__mode` itself. */
static void guard_writes(lua_State *L, int idx)
{
	idx = lua_absindex(L, idx);
	if (!lua_getmetatable(L, idx)) {
		push_guard(L);
		lua_setmetatable(L, idx);
		return;
	}
	lua_pushliteral(L, "__newindex");
	if (lua_rawget(L, -2) == LUA_TNIL) {
		lua_pushliteral(L, "__newindex");
		lua_pushcfunction(L, guard_newindex);
		lua_rawset(L, -4);
	}
	lua_pop(L, 2);
}

/* Whether the table at idx has the guard as its metatable. */
static int guarded(lua_State *L, int idx)
{
	idx = lua_absindex(L, idx);
	if (!lua_getmetatable(L, idx))
		return 0;
	push_guard(L);
	int same = lua_rawequal(L, -1, -2);
	lua_pop(L, 2);
	return same;
}

static int safe_setmetatable(lua_State *L)
{
	if (lua_istable(L, 2)) {
		lua_pushliteral(L, "__gc");
		if (lua_rawget(L, 2) != LUA_TNIL)
			return luaL_error(L, "setmetatable: a __gc field is refused in a variant "
					  "(finalizers would run outside the budget)");
		lua_pop(L, 1);
		lua_pushliteral(L, "__mode");
		if (lua_rawget(L, 2) != LUA_TNIL)
			return mode_refused(L, "setmetatable");
		lua_pop(L, 1);
		/* a protected metatable (`__metatable`) is guarded as any
		** other: a script's own could be given `__mode` after it */
		guard_writes(L, 2);
	} else if (lua_isnoneornil(L, 2) && lua_istable(L, 1) && guarded(L, 1))
		return lua_settop(L, 1), 1;	/* a metatable keeps its guard */
	lua_getfield(L, LUA_REGISTRYINDEX, SETMT_KEY);
	lua_insert(L, 1);
	lua_call(L, lua_gettop(L) - 1, 1);
	return 1;
}

/* getmetatable: the guard of a metatable is no script's to see. */
static int safe_getmetatable(lua_State *L)
{
	luaL_checkany(L, 1);
	if (guarded(L, 1) || !lua_getmetatable(L, 1)) {
		lua_pushnil(L);
		return 1;
	}
	/* as the stock one: a protected metatable's __metatable field on
	** top of it when it has one (nothing pushed when not) */
	luaL_getmetafield(L, 1, "__metatable");
	return 1;
}

/* rawset: not into a table whose metatable is protected (`__metatable`):
** the read-only library tables, `cw`, variant objects and the game's
** tables are proxies that refuse writes by __newindex, which a raw write
** would pass, and the DSL and the families read them as scripts do. Nor
** the key `__mode`, into any table. */
static int checked_rawset(lua_State *L, const char *who)
{
	luaL_checktype(L, 1, LUA_TTABLE);
	luaL_checkany(L, 2);
	luaL_checkany(L, 3);
	if (is_mode_key(L, 2))
		return mode_refused(L, who);
	if (lua_getmetatable(L, 1)) {
		lua_pushliteral(L, "__metatable");
		if (lua_rawget(L, -2) != LUA_TNIL)
			return luaL_error(L, "%s: the table is read-only (its metatable is protected)", who);
		lua_pop(L, 2);
	}
	lua_settop(L, 3);
	lua_rawset(L, 1);
	return 1;
}

static int safe_rawset(lua_State *L)
{
	return checked_rawset(L, "rawset");
}

/* ---- functions whose work is the length of their string or range ---- */

/* Calls the original function (upvalue 1) with the arguments, after
** charging n to the call's budget. [-0, +?, e] */
static int call_original(lua_State *L, lua_Integer n)
{
	cw_sandbox_charge(L, n);
	int nargs = lua_gettop(L);
	lua_pushvalue(L, lua_upvalueindex(1));
	lua_insert(L, 1);
	lua_call(L, nargs, LUA_MULTRET);
	return lua_gettop(L);
}

/* Functions that walk a string in C and allocate nothing: string.byte,
** utf8.len and utf8.codepoint walk their subject (up to a million results
** each, on the stack grown once); a string given for a number is read as
** one, so `tonumber(s)`, `s + 0` or `math.floor(s)` with a string of
** megabytes cost milliseconds as one instruction. Each string argument from
** position upvalue 2 to upvalue 3 (0: the last) is charged by its
** length; the subject string of string.sub, a value select passes on or
** the separator of table.concat is not read as a number. The original
** (upvalue 1: a block holding its C function, which has no upvalues of
** its own) runs in this same call, so its errors name the script's line
** and the function as the script called it. */
static int by_numbers(lua_State *L)
{
	int from = (int)lua_tointeger(L, lua_upvalueindex(2)), to = (int)lua_tointeger(L, lua_upvalueindex(3));
	int n = lua_gettop(L);
	if (to && to < n)
		n = to;
	size_t len = 0;
	for (int i = from; i <= n; i++)
		if (lua_type(L, i) == LUA_TSTRING)
			len += lua_rawlen(L, i);
	cw_sandbox_charge(L, (lua_Integer)(len / 4));
	lua_CFunction original = *(lua_CFunction *)lua_touserdata(L, lua_upvalueindex(1));
	return original(L);
}

/* Replaces the C function at the top with by_numbers over it, charging
** its string arguments from `from` to `to`; a function with upvalues of
** its own is left as it is. [-1, +1] */
static void charge_numbers(lua_State *L, int from, int to)
{
	lua_CFunction f = lua_tocfunction(L, -1);
	if (!f || lua_getupvalue(L, -1, 1)) {
		if (f)
			lua_pop(L, 1);	/* the upvalue got */
		return;
	}
	lua_pop(L, 1);
	lua_CFunction *slot = lua_newuserdatauv(L, sizeof *slot, 0);
	*slot = f;
	lua_pushinteger(L, from);
	lua_pushinteger(L, to);
	lua_pushcclosure(L, by_numbers, 3);
}

/* table.unpack(t, i, j): charged by the values it pushes. */
static int safe_unpack(lua_State *L)
{
	lua_Integer i = luaL_optinteger(L, 2, 1);
	lua_Integer j = lua_isnoneornil(L, 3) ? (lua_Integer)luaL_len(L, 1) : luaL_checkinteger(L, 3);
	/* j - i in unsigned arithmetic: the bounds may span the integers. A
	** count no stack holds is Lua's own error, which a pcall catches,
	** before any charge. */
	lua_Unsigned span = (lua_Unsigned)j - (lua_Unsigned)i;
	if (i <= j && span >= (lua_Unsigned)LUAI_MAXSTACK)
		return luaL_error(L, "too many results to unpack");
	lua_Integer n = i > j ? 0 : (lua_Integer)span + 1;
	return call_original(L, n);
}

static void wrap(lua_State *L, const char *lib, const char *name, lua_CFunction fn)
{
	lua_getglobal(L, lib);
	lua_getfield(L, -1, name);
	lua_pushcclosure(L, fn, 1);
	lua_setfield(L, -2, name);
	lua_pop(L, 1);
}

/* Wraps every function of the table at the top (names NULL) or those
** named in by_numbers, charging string arguments from position `from` to
** `to` (0: the last). */
static void wrap_numbers(lua_State *L, const char *const *names, int from, int to)
{
	int t = lua_gettop(L);
	if (!names) {
		lua_pushnil(L);
		while (lua_next(L, t)) {
			if (lua_tocfunction(L, -1) && lua_type(L, -2) == LUA_TSTRING) {
				charge_numbers(L, from, to);
				lua_pushvalue(L, -2);
				lua_insert(L, -2);
				lua_rawset(L, t);	/* an existing key: next may go on */
			} else
				lua_pop(L, 1);
		}
		return;
	}
	for (; *names; names++) {
		lua_getfield(L, t, *names);
		charge_numbers(L, from, to);
		lua_setfield(L, t, *names);
	}
}

/* Wraps lib.name (lib NULL: the global) to charge its string arguments
** from position `from` to `to` (0: the last). */
static void wrap_one(lua_State *L, const char *lib, const char *name, int from, int to)
{
	const char *const names[] = { name, NULL };
	if (lib)
		lua_getglobal(L, lib);
	else
		lua_pushglobaltable(L);
	wrap_numbers(L, names, from, to);
	lua_pop(L, 1);
}

/* ---- xpcall with its handler outside the error ---- */

/* xpcall(f, msgh, ...): as pcall, then msgh(error) on failure. Lua runs a
** message handler at the point of the error, and an error raised by the
** budget's hook arrives with hooks off: a handler that loops there would
** never be stopped. Called after the call has unwound, the handler runs
** under the hook like any code (and is stopped at once when the budget
** is spent). The handler no longer sees the stack of the error; the
** sandbox has no debug library to look at it anyway. */
static int safe_xpcall(lua_State *L)
{
	int n = lua_gettop(L);
	luaL_checktype(L, 2, LUA_TFUNCTION);
	lua_pushboolean(L, 1);		/* the first result, if all goes well */
	lua_pushvalue(L, 1);
	for (int i = 3; i <= n; i++)
		lua_pushvalue(L, i);
	if (lua_pcall(L, n - 2, LUA_MULTRET, 0) == LUA_OK)	/* n >= 2: msgh was checked */
		return lua_gettop(L) - n;
	lua_pushvalue(L, 2);
	lua_insert(L, -2);
	lua_call(L, 1, 1);
	lua_pushboolean(L, 0);
	lua_insert(L, -2);
	return 2;
}

/* ---- string ---- */

/* string.rep(s, n [, sep]): charged by its repetitions and bytes, and
** refused when the result would exceed the memory cap. */
static int safe_rep(lua_State *L)
{
	size_t l, lsep;
	const char *s = luaL_checklstring(L, 1, &l);
	lua_Integer n = luaL_checkinteger(L, 2);
	const char *sep = luaL_optlstring(L, 3, "", &lsep);
	if (n <= 0 || l + lsep == 0) {
		lua_pushliteral(L, "");
		return 1;
	}
	size_t cap = cw_sandbox_of(L)->mem_limit;
	if ((lua_Unsigned)n > cap / (l + lsep) + 1)
		return luaL_error(L, "string.rep: the result would exceed the variant's memory cap");
	size_t total = l * (size_t)n + lsep * (size_t)(n - 1);
	if (total > cap)
		return luaL_error(L, "string.rep: the result would exceed the variant's memory cap");
	cw_sandbox_charge(L, (n + (lua_Integer)total) / 64);
	luaL_Buffer b;
	char *p = luaL_buffinitsize(L, &b, total);
	for (lua_Integer i = 0; i < n; i++) {
		memcpy(p, s, l);
		p += l;
		if (lsep && i + 1 < n) {
			memcpy(p, sep, lsep);
			p += lsep;
		}
	}
	luaL_pushresultsize(&b, total);
	return 1;
}

/* string.format: %p (an address) is refused and %s of a table or function
** goes through the sandbox's tostring; the rest is the stock function. */
static int safe_format(lua_State *L)
{
	size_t lf;
	const char *f = luaL_checklstring(L, 1, &lf), *e = f + lf;
	int arg = 1;
	for (const char *p = f; p < e; p++) {
		if (*p != '%')
			continue;
		if (++p < e && *p == '%')
			continue;
		while (p < e && strchr("-+ #0123456789.", *p))
			p++;
		if (p >= e)
			break;
		arg++;
		if (*p == 'p')
			return luaL_error(L, "bad argument #%d to 'format' (%%p shows an address, which a variant may not see)", arg);
		if (*p == 's' && lua_gettop(L) >= arg && !lua_isstring(L, arg)) {
			safe_tolstring(L, arg);
			lua_replace(L, arg);
		}
		/* a string given for a number is read as one: a walk over it
		** (by_numbers); one shown by %s or %q is copied, and charged so */
		if (*p != 's' && *p != 'q' && lua_type(L, arg) == LUA_TSTRING)
			cw_sandbox_charge(L, (lua_Integer)(lua_rawlen(L, arg) / 4));
	}
	lua_getfield(L, LUA_REGISTRYINDEX, FORMAT_KEY);
	lua_insert(L, 1);
	lua_call(L, lua_gettop(L) - 1, 1);
	return 1;
}

/* ---- table ---- */

static lua_Integer checked_len(lua_State *L, int idx)
{
	luaL_checktype(L, idx, LUA_TTABLE);
	return luaL_len(L, idx);
}

static int safe_insert(lua_State *L)
{
	lua_Integer e = checked_len(L, 1);
	lua_Integer pos;
	if (e == LUA_MAXINTEGER)
		return luaL_error(L, "wrong length for 'insert'");
	e++;
	switch (lua_gettop(L)) {
	case 2:
		pos = e;
		break;
	case 3:
		pos = luaL_checkinteger(L, 2);
		luaL_argcheck(L, (lua_Unsigned)pos - 1u < (lua_Unsigned)e, 2, "position out of bounds");
		cw_sandbox_charge(L, e - pos);
		for (lua_Integer i = e; i > pos; i--) {
			lua_geti(L, 1, i - 1);
			lua_seti(L, 1, i);
		}
		break;
	default:
		return luaL_error(L, "wrong number of arguments to 'insert'");
	}
	lua_seti(L, 1, pos);
	return 0;
}

static int safe_remove(lua_State *L)
{
	lua_Integer size = checked_len(L, 1);
	lua_Integer pos = luaL_optinteger(L, 2, size);
	if (pos != size)
		luaL_argcheck(L, (lua_Unsigned)pos - 1u <= (lua_Unsigned)size, 2, "position out of bounds");
	lua_geti(L, 1, pos);
	if (pos < size)
		cw_sandbox_charge(L, size - pos);
	for (; pos < size; pos++) {
		lua_geti(L, 1, pos + 1);
		lua_seti(L, 1, pos);
	}
	lua_pushnil(L);
	lua_seti(L, 1, pos);
	return 1;
}

static int safe_move(lua_State *L)
{
	lua_Integer f = luaL_checkinteger(L, 2);
	lua_Integer e = luaL_checkinteger(L, 3);
	lua_Integer t = luaL_checkinteger(L, 4);
	int tt = !lua_isnoneornil(L, 5) ? 5 : 1;
	luaL_checktype(L, 1, LUA_TTABLE);
	luaL_checktype(L, tt, LUA_TTABLE);
	if (e >= f) {
		luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
		lua_Integer n = e - f;
		luaL_argcheck(L, t <= LUA_MAXINTEGER - n, 4, "destination wrap around");
		cw_sandbox_charge(L, n + 1);
		if (t > e || t <= f || (tt != 1 && !lua_rawequal(L, 1, tt))) {
			for (lua_Integer i = 0; i <= n; i++) {
				lua_geti(L, 1, f + i);
				lua_seti(L, tt, t + i);
			}
		} else {
			for (lua_Integer i = n; i >= 0; i--) {
				lua_geti(L, 1, f + i);
				lua_seti(L, tt, t + i);
			}
		}
	}
	lua_pushvalue(L, tt);
	return 1;
}

static int safe_concat(lua_State *L)
{
	luaL_Buffer b;
	lua_Integer last = checked_len(L, 1);
	size_t lsep;
	const char *sep = luaL_optlstring(L, 2, "", &lsep);
	lua_Integer i = luaL_optinteger(L, 3, 1);
	last = luaL_optinteger(L, 4, last);
	if (i <= last)
		cw_sandbox_charge(L, (lua_Unsigned)last - (lua_Unsigned)i >= (lua_Unsigned)LUA_MAXINTEGER ?
				  LUA_MAXINTEGER : last - i + 1);
	luaL_buffinit(L, &b);
	for (; i <= last; i++) {
		lua_geti(L, 1, i);
		if (!lua_isstring(L, -1))
			return luaL_error(L, "invalid value (at index %I) in table for 'concat'", (LUAI_UACINT)i);
		luaL_addvalue(&b);
		if (i != last)
			luaL_addlstring(&b, sep, lsep);
		if (i == LUA_MAXINTEGER)
			break;
	}
	luaL_pushresult(&b);
	return 1;
}

/* table.sort(t [, lt]): a stable merge sort of t[1..#t], charged per pass. */
static int safe_sort(lua_State *L)
{
	lua_Integer n = checked_len(L, 1);
	if (n > 1) {
		luaL_argcheck(L, n < (lua_Integer)1 << 30, 1, "array too big");
		int order = ORDER_LT;
		if (!lua_isnoneornil(L, 2)) {
			luaL_checktype(L, 2, LUA_TFUNCTION);
			order = ORDER_FN;
		}
		lua_settop(L, 2);
		cw_sandbox_charge(L, n);
		lua_createtable(L, (int)n, 0);
		for (lua_Integer i = 1; i <= n; i++) {
			lua_geti(L, 1, i);
			lua_rawseti(L, 3, i);
		}
		merge_sort(L, 3, n, order, 2);
		for (lua_Integer i = 1; i <= n; i++) {
			lua_rawgeti(L, 3, i);
			lua_seti(L, 1, i);
		}
	}
	return 0;
}

/* ---- installing ---- */

/* error(message [, level]) as Lua's, noting a level of 0: a script that
** asks for no place (a family base naming the house rule's field in its
** own words) gets none added by the sandbox either. [-?, +0, e] */
static int safe_error(lua_State *L)
{
	int level = (int)luaL_optinteger(L, 2, 1);
	lua_settop(L, 1);
	if (lua_type(L, 1) == LUA_TSTRING && level > 0) {
		luaL_where(L, level);
		lua_pushvalue(L, 1);
		lua_concat(L, 2);
	}
	cw_sandbox_of(L)->err_unplaced = level == 0;
	return lua_error(L);
}

static void replace(lua_State *L, const char *lib, const luaL_Reg *fns)
{
	lua_getglobal(L, lib);
	luaL_setfuncs(L, fns, 0);
	lua_pop(L, 1);
}

void cw_safelib_open(lua_State *L)
{
	static const luaL_Reg string_fns[] = {
		{ "rep", safe_rep }, { "format", safe_format }, { "find", cw_pattern_find },
		{ "match", cw_pattern_match }, { "gmatch", cw_pattern_gmatch }, { "gsub", cw_pattern_gsub },
		{ NULL, NULL }
	};
	static const luaL_Reg table_fns[] = {
		{ "insert", safe_insert }, { "remove", safe_remove }, { "move", safe_move },
		{ "concat", safe_concat }, { "sort", safe_sort }, { NULL, NULL }
	};
	static const luaL_Reg base_fns[] = {
		{ "tostring", safe_tostring }, { "pairs", safe_pairs }, { "next", safe_next },
		{ "setmetatable", safe_setmetatable }, { "getmetatable", safe_getmetatable },
		{ "xpcall", safe_xpcall }, { "rawset", safe_rawset }, { "error", safe_error },
		{ NULL, NULL }
	};
	lua_getglobal(L, "string");
	lua_getfield(L, -1, "format");
	lua_setfield(L, LUA_REGISTRYINDEX, FORMAT_KEY);
	lua_pop(L, 1);
	lua_getglobal(L, "setmetatable");
	lua_setfield(L, LUA_REGISTRYINDEX, SETMT_KEY);
	replace(L, "string", string_fns);
	replace(L, "table", table_fns);
	wrap(L, "table", "unpack", safe_unpack);
	/* read as numbers: every argument of math's functions and of the
	** strings' arithmetic; the numeric arguments of the others */
	lua_getglobal(L, "math");
	wrap_numbers(L, NULL, 1, 0);
	lua_pop(L, 1);
	lua_pushliteral(L, "");
	if (lua_getmetatable(L, -1)) {
		static const char *const arith[] = { "__add", "__sub", "__mul", "__div", "__mod", "__pow", "__unm",
						     "__idiv", NULL };
		wrap_numbers(L, arith, 1, 0);
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
	wrap_one(L, "string", "byte", 1, 0);
	wrap_one(L, "utf8", "len", 1, 0);
	wrap_one(L, "utf8", "codepoint", 1, 0);
	wrap_one(L, NULL, "tonumber", 1, 2);
	wrap_one(L, NULL, "select", 1, 1);
	wrap_one(L, "utf8", "offset", 1, 0);
	wrap_one(L, "utf8", "char", 1, 0);
	wrap_one(L, "string", "char", 1, 0);
	wrap_one(L, "string", "sub", 2, 3);
	wrap_one(L, "string", "pack", 1, 1);	/* the format: its values are charged as they are packed */
	wrap_one(L, "string", "packsize", 1, 1);
	wrap_one(L, "string", "unpack", 1, 1);
	wrap_one(L, "string", "rep", 2, 2);
	wrap_one(L, "table", "concat", 3, 4);
	lua_pushglobaltable(L);
	luaL_setfuncs(L, base_fns, 0);
	lua_pop(L, 1);
	cw_safelib_reset_ids(L);
}
