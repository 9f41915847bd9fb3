#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>
#include <time.h>
#include <dirent.h>
#include <sys/stat.h>
#include <lauxlib.h>
#include <lualib.h>
#include "sandbox.h"
#include "../core/text.h"
#include "safelib.h"
#include "../core/clock.h"
#include "../core/file.h"
#include "../core/near.h"
#include "../core/role.h"
#include "../core/state.h"

/* The count hook's period, and how often the clock is read. Coarse: the
** hook's own work is paid once per period, while the VM's per-instruction
** check that a hook is set is paid either way. Not coarser, since one
** instruction can take milliseconds in C (`..` or `==` of 32 MB strings)
** and the deadline is only seen from the hook or a charge. */
#define HOOK_STEP 2000
/* While the state holds more than BIG_BYTES, one instruction can be
** long (`==` of two 20 MB strings compares them, and charges nothing):
** the hook then runs every BIG_STEP instructions, reads the clock each
** time, and the deadline counts from the call's start. The shipped
** variants hold under 1 MB and never pay this. A state that has held a
** string of BIG_STRING bytes or more goes the same way for good: two
** strings of a megabyte, equal but for their last byte, make each `==`
** a long memcmp in a small state, and a call of a few hundred of them
** ends before the hook's first run, so that a game of such calls was
** bounded by nothing. The shipped variants' longest string is some 220
** bytes; under BIG_STRING, a call of up to HOOK_STEP instructions costs
** at most about a millisecond. */
#define BIG_BYTES ((size_t)4 << 20)
#define BIG_STRING ((size_t)4096)
#define BIG_STEP 32
/* ... and the instruction count of a game (used_total, which sim, check
** and replay bound) counts the time its instructions took, one step per
** NS_PER_STEP (about what a Lua instruction takes), so that a game of
** many calls, each within its deadline, is bounded in time as any other
** game is in instructions. */
#define NS_PER_STEP 5
/* Bytes allocated that count as one step of the budget: a loop that
** copies long strings (`s = big .. "x"`, `big:upper()`) is charged by
** what it copies. A step is about 5 ns, and making and filling a fresh
** block of megabytes (its pages faulted in, then freed) runs at about a
** byte a nanosecond or slower under load: at 64 bytes a step, 62 upper
** cases of an 8 MB string stayed within the budget and reached the 5 s
** deadline on a loaded machine, a stop that depends on the load. At 16,
** the budget's 20 million steps allow 320 MB of copying a call (15 such
** upper cases, about 0.4 s here), and a memory bomb of 1 MB strings
** still meets the memory cap first. */
#define BYTES_PER_STEP 16
#define HOST_RESERVE ((size_t)1 << 20)
/* Wall-clock milliseconds one call may take (a backstop: the budget
** normally ends a runaway call long before). */
#define DEADLINE_MS 5000
#define MAX_SCRIPT_BYTES (4u << 20)

/* Registry keys. */
static const char BASE_KEY[] = "cw.base";	/* the safe globals */
static const char LOADED_KEY[] = "cw.loaded";	/* module name -> value */
static const char CW_KEY[] = "cw.cw";		/* the `cw` helper table */
static const char FIELDS_KEY[] = "cw.fields";	/* the DSL's value: a variant's private fields */

extern const char cw_dsl_lua[];
extern const unsigned cw_dsl_lua_len;

static int spent(cw_sandbox *sb);

/* The running call goes on with the short period of a large state (see
** BIG_BYTES), its deadline counted from now if it has not started. */
static void go_big(cw_sandbox *sb)
{
	sb->step = BIG_STEP;
	sb->next_clock = sb->used + BIG_STEP;
	sb->tick_ns = cw_clock_ns();
	if (sb->deadline_ns < 0)
		sb->deadline_ns = sb->tick_ns + sb->deadline_ms * 1000000LL;
	if (!sb->killed)
		lua_sethook(sb->L, cw_sandbox_hook, LUA_MASKCOUNT, BIG_STEP);
}

static void *sandbox_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
	cw_sandbox *sb = ud;
	size_t old = ptr ? osize : 0;
	/* Growth is work: charged to the running call. The allocator cannot
	** raise, so a spent budget arms the hook at every instruction, and
	** the next one raises. */
	if (nsize > old && sb->depth && sb->L) {
		sb->used += (long)((nsize - old) / BYTES_PER_STEP);
		if (!sb->killed && spent(sb)) {
			sb->killed = 1;
			lua_sethook(sb->L, cw_sandbox_hook, LUA_MASKLINE | LUA_MASKCOUNT, 1);
		}
	}
	if (nsize == 0) {
		free(ptr);
		sb->mem_used -= old;
		return NULL;
	}
	/* Outside any call only the host allocates (the arguments of the next
	** hook); it gets a reserve above the cap, so that a script that left
	** the state full cannot make an unprotected push fail (a panic). */
	size_t limit = sb->mem_limit + (sb->depth ? 0 : HOST_RESERVE);
	if (nsize > old && sb->mem_used - old + nsize > limit)
		return NULL;
	void *p = realloc(ptr, nsize);
	if (p) {
		sb->mem_used = sb->mem_used - old + nsize;
		/* a new string's block (osize then tells the kind, lua_Alloc) */
		if (!ptr && osize == LUA_TSTRING && nsize >= BIG_STRING)
			sb->big_string = 1;
		if (sb->depth && sb->L && sb->step == HOOK_STEP && (sb->mem_used > BIG_BYTES || sb->big_string))
			go_big(sb);
	}
	return p;
}

static int sandbox_panic(lua_State *L)
{
	/* Only reached on an error outside any protected call, which the
	** host never makes; abort rather than continue in an unknown state. */
	fprintf(stderr, "cardwright: unprotected Lua error: %s\n", lua_tostring(L, -1));
	abort();
}

/* Raises the budget's error, after re-arming the hook at every line so
** that a script's own pcall cannot swallow it (as Redis's kill hook). */
static int kill_call(lua_State *L, cw_sandbox *sb, int level)
{
	char msg[128];
	sb->killed = 1;
	lua_sethook(L, cw_sandbox_hook, LUA_MASKLINE | LUA_MASKCOUNT, 1);
	if (sb->timed_out)
		snprintf(msg, sizeof msg, "time limit exceeded (%ld ms per call)", sb->deadline_ms);
	else
		snprintf(msg, sizeof msg, "instruction budget exceeded (%ld instructions per call)", sb->budget);
	luaL_where(L, level);
	lua_pushstring(L, msg);
	lua_concat(L, 2);
	return lua_error(L);
}

/* Whether the call has run out of budget or time; reads the clock once
** per HOOK_STEP of work. */
static int spent(cw_sandbox *sb)
{
	if (sb->killed || sb->used > sb->budget)
		return 1;
	if (sb->used < sb->next_clock)
		return 0;
	sb->next_clock = sb->used + sb->step;
	if (!sb->deadline_ns)
		return 0;
	long long now = cw_clock_ns();
	if (sb->deadline_ns < 0)	/* the call's first check starts its clock */
		sb->deadline_ns = now + sb->deadline_ms * 1000000LL;
	else if (now > sb->deadline_ns)
		return sb->timed_out = 1;
	return 0;
}

/* The count hook: charges the budget and checks the deadline; once either
** is spent, raises and keeps raising at every line. */
void cw_sandbox_hook(lua_State *L, lua_Debug *ar)
{
	cw_sandbox *sb = cw_sandbox_of(L);
	(void)ar;
	if (!sb->killed) {
		sb->used += sb->step;
		if (sb->step == BIG_STEP) {
			long long t = cw_clock_ns(), extra = (t - sb->tick_ns) / NS_PER_STEP - BIG_STEP;
			sb->tick_ns = t;
			if (extra > 0)
				sb->time_steps += extra;
		}
	}
	if (spent(sb))
		kill_call(L, sb, 0);	/* in a hook, level 0 is the interrupted function */
}

void cw_sandbox_charge(lua_State *L, lua_Integer n)
{
	cw_sandbox *sb = cw_sandbox_of(L);
	if (n < 0)
		n = 0;
	if (n > sb->budget - sb->used)
		sb->used = sb->budget + 1;
	else
		sb->used += (long)n;
	if (spent(sb))
		kill_call(L, sb, 1);	/* level 1: the script that called the library */
}

/* Notes where the error arose: the innermost script function on the
** stack (a C function of the cw API raises on its caller's line). */
static void note_where(lua_State *L)
{
	cw_sandbox *sb = cw_sandbox_of(L);
	lua_Debug ar;
	sb->err_file[0] = '\0';
	sb->err_line = 0;
	for (int level = 1; lua_getstack(L, level, &ar); level++) {
		lua_getinfo(L, "Sl", &ar);
		if (ar.currentline > 0) {
			snprintf(sb->err_file, sizeof sb->err_file, "%s", ar.short_src);
			sb->err_line = ar.currentline;
			return;
		}
	}
}

/* Whether msg begins with a place, "file:line:" as Lua's error puts it. */
static int has_place(const char *msg)
{
	const char *c = strchr(msg, ':');
	if (!c || c == msg || c[1] < '0' || c[1] > '9')
		return 0;
	for (c++; *c >= '0' && *c <= '9'; c++)
		;
	return *c == ':';
}

static int message_handler(lua_State *L)
{
	note_where(L);
	if (lua_type(L, 1) == LUA_TSTRING || lua_type(L, 1) == LUA_TNUMBER) {
		/* error(msg, 2) from a hook (its caller is the host),
		** error(12): the message has no place; the line it was raised
		** at is put before it. error(msg, 0) asked for none. */
		cw_sandbox *sb = cw_sandbox_of(L);
		const char *msg = lua_tostring(L, 1);
		int unplaced = sb->err_unplaced;
		sb->err_unplaced = 0;
		if (sb->err_line > 0 && !has_place(msg) && !unplaced) {
			lua_pushfstring(L, "%s:%d: ", sb->err_file, sb->err_line);
			lua_pushvalue(L, 1);	/* whole: a NUL inside is escaped later */
			lua_concat(L, 2);
		} else
			lua_pushvalue(L, 1);
		return 1;
	}
	if (!lua_isstring(L, 1)) {
		/* error({...}): no message, so the place it was raised is told
		** (the type only: a table's __tostring is never run) */
		cw_sandbox *sb = cw_sandbox_of(L);
		const char *t = luaL_typename(L, 1);
		if (sb->err_line > 0)
			lua_pushfstring(L, "%s:%d: error raised with a %s value, not a message", sb->err_file, sb->err_line, t);
		else
			lua_pushfstring(L, "(error object is a %s value)", t);
	}
	return 1;
}

int cw_sandbox_call(cw_sandbox *sb, int nargs, int nres, const char *what, cw_err *err)
{
	lua_State *L = sb->L;
	int base = lua_gettop(L) - nargs;
	lua_pushcfunction(L, message_handler);
	lua_insert(L, base);
	/* A call made while another runs (the host reading script values
	** from inside a protected step) shares the outer call's budget. */
	int outer = sb->depth++ == 0;
	/* A game's budget spent (total_limit): no call starts. Each call is
	** bounded on its own, but a bot's one decision may make hundreds,
	** and a call that spends seconds in C (the parser) counts its time
	** only as it ends. */
	if (outer && sb->total_limit > 0 && sb->used_total > sb->total_limit) {
		sb->depth--;
		lua_settop(L, base - 1);
		if (sb->label && *sb->label)
			return cw_error_fail(err, CW_EBUDGET, "the game's hooks have run more than %lld instructions, "
					     "the game's budget (in %s of %s)", sb->total_limit - sb->total_base, what, sb->label);
		return cw_error_fail(err, CW_EBUDGET, "the game's hooks have run more than %lld instructions, the game's "
				     "budget (in %s)", sb->total_limit - sb->total_base, what);
	}
	if (outer) {
		sb->used = 0;
		sb->next_clock = HOOK_STEP;
		sb->killed = sb->timed_out = 0;
		/* The deadline starts at the call's first check of the clock,
		** after HOOK_STEP of work: most hook calls are shorter and never
		** read the clock (a read per call was a tenth of a simulation
		** whose house rule scores layouts in Lua). A runaway call is
		** stopped one check later than a clock read here would. */
		sb->deadline_ns = sb->deadline_ms > 0 ? -1 : 0;
		sb->step = HOOK_STEP;
		if (sb->mem_used > BIG_BYTES || sb->big_string)
			go_big(sb);
		else
			lua_sethook(L, cw_sandbox_hook, LUA_MASKCOUNT, HOOK_STEP);
	}
	sb->err_file[0] = '\0';
	sb->err_line = 0;
	sb->err_unplaced = 0;
	int rc = lua_pcall(L, nargs, nres, base);
	sb->depth--;
	int code = sb->killed ? CW_EBUDGET : CW_ESCRIPT;
	if (outer) {
		lua_sethook(L, NULL, 0, 0);
		/* the time since the hook last ran: a call that ends with one
		** long C function (a `find` of a huge set) never met the hook
		** after it */
		if (sb->step == BIG_STEP) {
			long long extra = (cw_clock_ns() - sb->tick_ns) / NS_PER_STEP - BIG_STEP;
			if (extra > 0)
				sb->time_steps += extra;
		}
		sb->killed = 0;
		sb->used_total += (sb->used > sb->budget ? sb->budget : sb->used) + sb->time_steps;
		sb->time_steps = 0;
	}
	if (rc != LUA_OK) {
		size_t mlen = 0;
		const char *msg = lua_tolstring(L, -1, &mlen);
		char shown[CW_ERRMSG_MAX];
		if (msg && strlen(msg) < mlen)	/* a NUL inside: shown escaped, not cut there */
			msg = cw_text_escape(shown, sizeof shown, msg, mlen, 0);
		if (rc == LUA_ERRMEM)
			msg = "out of memory (the variant's memory cap was reached)";
		/* math.random and math.randomseed are left out of the sandbox:
		** a call of either says what to use */
		char hinted[CW_ERRMSG_MAX];
		if (msg && (strstr(msg, "a nil value (field 'random')") || strstr(msg, "a nil value (field 'randomseed')"))) {
			snprintf(hinted, sizeof hinted, "%s; math.random is left out of a variant's Lua: the game's own "
				 "g:random draws 1 to n from its seeded generator, which a replay repeats", msg);
			msg = hinted;
		}
		if (sb->label && *sb->label)
			cw_error_fail(err, code, "%s (in %s of %s)", msg ? msg : "error", what, sb->label);
		else
			cw_error_fail(err, code, "%s (in %s)", msg ? msg : "error", what);
		if (err) {
			snprintf(err->file, sizeof err->file, "%s", sb->err_file);
			err->line = sb->err_line;
			snprintf(err->hook, sizeof err->hook, "%s", what);
		}
		lua_settop(L, base - 1);
		return code;
	}
	lua_remove(L, base);
	return CW_OK;
}

/* ---- module loading ---- */

static int valid_module_name(const char *name)
{
	if (!*name || strlen(name) > 64)
		return 0;
	for (const char *p = name; *p; p++)
		if (!isalnum((unsigned char)*p) && *p != '_' && *p != '-')
			return 0;
	return 1;
}

static int lua_suffix(const char *name)
{
	size_t n = strlen(name);
	return n > 4 && !strcmp(name + n - 4, ".lua");
}

int cw_sandbox_is_path(const char *name)
{
	return strchr(name, '/') || lua_suffix(name);
}

/* Compiles script text a piece at a time, charging each piece to the
** call's budget before the parser reads it (a quarter of an instruction
** a byte). The parser runs in C and never meets the count hook, and some
** text makes it slow: a name looked up through hundreds of enclosing
** functions' locals, a million times, took minutes in a 4 MB file. The
** charge reads the clock as the hook does, so compiling is stopped at the
** deadline like any call; the error ends the load with the budget's
** message. [-0, +1] */
#define PIECE 4096
typedef struct pieces {
	const char *s;
	size_t left;
	int started;
} pieces;

static const char *next_piece(lua_State *L, void *ud, size_t *size)
{
	pieces *r = ud;
	size_t n = r->left < PIECE ? r->left : PIECE;
	if (r->started && n)
		cw_sandbox_charge(L, (lua_Integer)(PIECE / 4));
	r->started = 1;
	*size = n;
	const char *p = r->s;
	r->s += n;
	r->left -= n;
	return n ? p : NULL;
}

static int load_text(lua_State *L, const char *s, size_t len, const char *name)
{
	pieces r = { s, len, 0 };
	return lua_load(L, next_piece, &r, name, "t");
}

char *cw_sandbox_find(const cw_sandbox *sb, const char *name)
{
	struct stat st;
	if (cw_sandbox_is_path(name))
		return stat(name, &st) ? NULL : strdup(name);
	if (!valid_module_name(name))
		return NULL;
	for (int i = 0; i < sb->npath; i++) {
		size_t n = strlen(sb->path[i]) + strlen(name) + 6;
		char *p = malloc(n);
		if (!p)
			return NULL;
		snprintf(p, n, "%s/%s.lua", sb->path[i], name);
		if (!stat(p, &st))
			return p;	/* read_file says what else it is than a script */
		free(p);
	}
	return NULL;
}

/* The module on the path nearest a name not found ("golf44": golf4), into
** buf; "" when none is near. Only the names of the path's .lua files are
** read, none is loaded; of two as near, the first in byte order. */
static void near_module(const cw_sandbox *sb, const char *name, char *buf, size_t n)
{
	int best = 1 << 30;
	buf[0] = '\0';
	for (int i = 0; i < sb->npath; i++) {
		DIR *d = opendir(sb->path[i]);
		if (!d)
			continue;
		int seen = 0;
		for (struct dirent *e; (e = readdir(d)) && seen < 4096; seen++) {
			size_t len = strlen(e->d_name);
			char stem[64];
			if (len < 5 || len - 4 >= sizeof stem || strcmp(e->d_name + len - 4, ".lua"))
				continue;
			memcpy(stem, e->d_name, len - 4);
			stem[len - 4] = '\0';
			if (!valid_module_name(stem) || !cw_near(name, stem))
				continue;
			int dist = cw_near_distance(name, stem);
			if (dist < best || (dist == best && strcmp(stem, buf) < 0)) {
				best = dist;
				snprintf(buf, n, "%s", stem);
			}
		}
		closedir(d);
	}
}

/* A fresh environment for one script: its own globals, reading through to
** the safe base. [-0, +1] */
static void push_env(lua_State *L)
{
	lua_newtable(L);
	lua_newtable(L);
	lua_getfield(L, LUA_REGISTRYINDEX, BASE_KEY);
	lua_setfield(L, -2, "__index");
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_setmetatable(L, -2);
}

static const char *chunk_label(const char *path, const char *name, char *buf, size_t n)
{
	if (cw_sandbox_is_path(name))
		snprintf(buf, n, "@%s", path);
	else
		snprintf(buf, n, "@%s.lua", name);
	return buf;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Loads module `name` (by module name, or by path when the host asks);
** caches it. [-1, +1, e] */
static int load_module(lua_State *L, int allow_path)
{
	cw_sandbox *sb = cw_sandbox_of(L);
	size_t namelen;
	const char *name = luaL_checklstring(L, 1, &namelen);
	char label[300];
	/* a name is read as a C string: one that holds a NUL would be read
	** (and checked) only up to it */
	if (strlen(name) != namelen)
		return luaL_error(L, "bad module name: it holds a NUL byte (expected letters, digits, '-' and '_')");
	lua_getfield(L, LUA_REGISTRYINDEX, LOADED_KEY);
	lua_getfield(L, -1, name);
	if (!lua_isnil(L, -1)) {
		if (lua_isboolean(L, -1) && !lua_toboolean(L, -1)) {
			/* the modules loading now, with their files: a file on the
			** variant path named like a library module (golf.lua)
			** shadows it, and shows here */
			char chain[600] = "";
			size_t used = 0;
			int loaded = lua_absindex(L, -2), n = 0;
			/* every module loading now (Lua's strings, held by the loaded
			** table), sorted: the table's own order follows its hash,
			** which Lua seeds afresh in every state */
			int cap = 0;
			lua_pushnil(L);
			while (lua_next(L, loaded)) {
				cap += lua_isboolean(L, -1) && !lua_toboolean(L, -1) && lua_type(L, -2) == LUA_TSTRING;
				lua_pop(L, 1);
			}
			const char **names = cap ? malloc(sizeof *names * (size_t)cap) : NULL;
			lua_pushnil(L);
			while (names && lua_next(L, loaded)) {
				if (lua_isboolean(L, -1) && !lua_toboolean(L, -1) && lua_type(L, -2) == LUA_TSTRING && n < cap)
					names[n++] = lua_tostring(L, -2);
				lua_pop(L, 1);
			}
			if (names)
				qsort(names, (size_t)n, sizeof names[0], by_name);
			int shown = 0;
			for (int i = 0; i < n; i++) {
				char entry[400], *where = cw_sandbox_find(sb, names[i]);
				int len = snprintf(entry, sizeof entry, "%s%s (%s)", used ? ", " : "", names[i], where ? where : "?");
				free(where);
				/* whole entries only, each within its buffer, and room
				** for the count */
				if (len < 0 || (size_t)len >= sizeof entry || used + (size_t)len >= 360)
					break;
				memcpy(chain + used, entry, (size_t)len + 1);
				used += (size_t)len;
				shown++;
			}
			free(names);
			if (shown < cap)	/* cut: say how many in all */
				snprintf(chain + used, sizeof chain - used, "%s... (%d modules in all)", used ? ", " : "", cap);
			return luaL_error(L, "module '%s' requires itself (a require loop through %s)", name, chain);
		}
		return 1;
	}
	lua_pop(L, 1);
	if (!(allow_path && cw_sandbox_is_path(name)) && !valid_module_name(name))
		return luaL_error(L, "bad module name '%s': expected letters, digits, '-' and '_'", name);
	/* A file named by path is a Lua file: a replay from elsewhere may name
	** /dev/stdin, /proc/self/environ or /etc/passwd, whose text would be
	** read as a script and quoted back in its syntax error. */
	if (allow_path && cw_sandbox_is_path(name) && !lua_suffix(name))
		return luaL_error(L, "cannot load '%s': a variant file's name ends in .lua", name);
	char *path = cw_sandbox_find(sb, name);
	if (!path) {
		char near[64];
		if (!cw_sandbox_is_path(name))
			near_module(sb, name, near, sizeof near);
		else
			near[0] = '\0';
		if (near[0])
			return luaL_error(L, "module '%s' not found on the variant path (did you mean '%s'?)", name, near);
		return luaL_error(L, "module '%s' not found on the variant path", name);
	}
	size_t len = 0;
	cw_err ferr;
	char *src = cw_file_read(path, MAX_SCRIPT_BYTES, &len, &ferr);
	if (!src) {
		lua_pushfstring(L, "cannot read '%s': %s%s", path, ferr.msg,
				ferr.code == CW_EINVAL ? " (a variant is a Lua file)" : "");
		free(path);
		return lua_error(L);
	}
	/* Text as editors save it: a UTF-8 byte order mark is no part of
	** the script; UTF-16 and UTF-32 are named (Lua would see '<\255>'). */
	const unsigned char *u = (const unsigned char *)src;
	size_t skip = len >= 3 && u[0] == 0xEF && u[1] == 0xBB && u[2] == 0xBF ? 3 : 0;
	const char *wide = cw_text_wide_encoding(u, len);
	if (wide) {
		lua_pushfstring(L, "cannot load '%s': the file is %s (its byte order mark says so); a variant is UTF-8 text",
				path, wide);
		free(path);
		free(src);
		return lua_error(L);
	}
	chunk_label(path, name, label, sizeof label);
	free(path);
	int rc = load_text(L, src + skip, len - skip, label);
	free(src);
	if (rc != LUA_OK)
		return lua_error(L);
	push_env(L);
	lua_setupvalue(L, -2, 1);
	lua_pushboolean(L, 0);		/* mark as loading */
	lua_setfield(L, -3, name);
	lua_pushstring(L, name);
	lua_call(L, 1, 1);
	if (lua_isnil(L, -1)) {
		lua_pop(L, 1);
		lua_pushboolean(L, 1);
	}
	lua_pushvalue(L, -1);
	lua_setfield(L, -3, name);
	return 1;
}

/* require(name) for scripts: module names only, never a path. */
static int sandbox_require(lua_State *L)
{
	return load_module(L, 0);
}

/* The host's load: a module name, or the path of a variant file. */
static int host_require(lua_State *L)
{
	return load_module(L, 1);
}

int cw_sandbox_require(cw_sandbox *sb, const char *name, cw_err *err)
{
	lua_State *L = sb->L;
	/* The name is the user's word: a fault in it is theirs (a usage
	** error), not the script's, so it is refused before any load. */
	if (!cw_sandbox_is_path(name) && !valid_module_name(name))
		return cw_error_fail(err, CW_EINVAL, "bad variant name '%s': expected letters, digits, '-' and '_' (at most 64), "
				     "or the path of a .lua file", name);
	if (cw_sandbox_is_path(name) && !lua_suffix(name))
		return cw_error_fail(err, CW_EINVAL, "cannot load '%s': a variant file's name ends in .lua", name);
	char *found = cw_sandbox_find(sb, name);
	int there = found != NULL;
	free(found);
	if (!there && (cw_sandbox_is_path(name) || valid_module_name(name)))
		return cw_error_fail(err, CW_ENOTFOUND, "module '%s' not found on the variant path", name);
	lua_pushcfunction(L, host_require);
	lua_pushstring(L, name);
	char what[120];
	snprintf(what, sizeof what, "loading '%s'", name);
	return cw_sandbox_call(sb, 1, 1, what, err);
}

/* load() for scripts: text chunks only, in a fresh environment unless one
** is given. [-(1|2|3|4), +1 or +2] */
static int sandbox_load(lua_State *L)
{
	size_t len;
	const char *s = luaL_checklstring(L, 1, &len);
	const char *name = luaL_optstring(L, 2, "=(load)");
	int rc = load_text(L, s, len, name);	/* charged as it compiles */
	if (rc != LUA_OK) {
		lua_pushnil(L);
		lua_insert(L, -2);
		return 2;
	}
	if (!lua_isnoneornil(L, 4))
		lua_pushvalue(L, 4);
	else
		push_env(L);
	lua_setupvalue(L, -2, 1);
	return 1;
}

/* Reading a global that does not exist is a mistake, not nil. */
static int undefined_global(lua_State *L)
{
	const char *k = lua_tostring(L, 2);
	return luaL_error(L, "undefined global '%s'", k ? k : "?");
}

static int read_only(lua_State *L)
{
	return luaL_error(L, "the library tables are read-only");
}

void cw_sandbox_read_only(lua_State *L)
{
	lua_newtable(L);		/* proxy */
	lua_newtable(L);		/* its metatable */
	lua_pushvalue(L, -3);
	lua_setfield(L, -2, "__index");
	lua_pushcfunction(L, read_only);
	lua_setfield(L, -2, "__newindex");
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_setmetatable(L, -2);
	lua_remove(L, -2);
}

static void open_safe_libs(lua_State *L)
{
	static const luaL_Reg libs[] = {
		{ LUA_GNAME, luaopen_base }, { LUA_TABLIBNAME, luaopen_table },
		{ LUA_STRLIBNAME, luaopen_string }, { LUA_MATHLIBNAME, luaopen_math },
		{ LUA_UTF8LIBNAME, luaopen_utf8 }, { NULL, NULL }
	};
	for (const luaL_Reg *l = libs; l->func; l++) {
		luaL_requiref(L, l->name, l->func, 1);
		lua_pop(L, 1);
	}
}

/* Builds the safe base table from the opened globals. [-0, +0] */
static void build_base(lua_State *L)
{
	static const char *const kept[] = {
		"assert", "error", "ipairs", "next", "pairs", "pcall", "xpcall", "rawequal",
		"rawget", "rawlen", "rawset", "select", "setmetatable", "getmetatable",
		"tonumber", "tostring", "type", "_VERSION", NULL
	};
	static const char *const libs[] = { "string", "table", "math", "utf8", NULL };
	lua_newtable(L);		/* base */
	lua_pushglobaltable(L);
	for (int i = 0; kept[i]; i++) {
		lua_getfield(L, -1, kept[i]);
		lua_setfield(L, -3, kept[i]);
	}
	/* math without its clock-seeded generator (determinism). */
	lua_getfield(L, -1, "math");
	lua_pushnil(L);
	lua_setfield(L, -2, "random");
	lua_pushnil(L);
	lua_setfield(L, -2, "randomseed");
	lua_pop(L, 1);
	lua_getfield(L, -1, "string");
	lua_pushnil(L);
	lua_setfield(L, -2, "dump");	/* no bytecode out */
	lua_pop(L, 1);
	for (int i = 0; libs[i]; i++) {
		lua_getfield(L, -1, libs[i]);
		cw_sandbox_read_only(L);
		lua_setfield(L, -3, libs[i]);
	}
	lua_pop(L, 1);			/* the real globals */
	lua_pushcfunction(L, sandbox_require);
	lua_setfield(L, -2, "require");
	lua_pushcfunction(L, sandbox_load);
	lua_setfield(L, -2, "load");
	/* The string metatable is shared by every string: hide it. */
	lua_pushliteral(L, "");
	if (lua_getmetatable(L, -1)) {
		lua_pushboolean(L, 0);
		lua_setfield(L, -2, "__metatable");
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
	lua_newtable(L);
	lua_pushcfunction(L, undefined_global);
	lua_setfield(L, -2, "__index");
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_setmetatable(L, -2);
	lua_setfield(L, LUA_REGISTRYINDEX, BASE_KEY);
}

void cw_sandbox_push_cw(cw_sandbox *sb)
{
	lua_getfield(sb->L, LUA_REGISTRYINDEX, CW_KEY);
}

void cw_sandbox_push_fields_of(cw_sandbox *sb)
{
	lua_getfield(sb->L, LUA_REGISTRYINDEX, FIELDS_KEY);
}

/* A table with weak keys, for the DSL's maps from objects (a proxy to its
** data): scripts may not make weak tables (safelib.c), whose contents show
** when the collector ran; a map looked up by a live key never shows it. */
static int weak_keys(lua_State *L)
{
	lua_newtable(L);
	lua_newtable(L);
	lua_pushliteral(L, "k");
	lua_setfield(L, -2, "__mode");
	lua_setmetatable(L, -2);
	return 1;
}

/* Runs the embedded DSL with the base as its environment; it defines the
** globals `variant` and fills `cw`. */
static int load_dsl(cw_sandbox *sb, cw_err *err)
{
	lua_State *L = sb->L;
	if (luaL_loadbufferx(L, cw_dsl_lua, cw_dsl_lua_len, "@dsl.lua", "t") != LUA_OK)
		return cw_error_fail(err, CW_ESCRIPT, "%s", lua_tostring(L, -1));
	lua_getfield(L, LUA_REGISTRYINDEX, BASE_KEY);
	lua_pushvalue(L, -1);
	lua_setupvalue(L, -3, 1);
	lua_newtable(L);		/* cw */
	lua_pushcfunction(L, cw_safelib_rawpairs);
	lua_setfield(L, -2, "rawpairs");
	lua_pushcfunction(L, weak_keys);	/* the DSL's alone: taken away below */
	lua_setfield(L, -2, "weak_keys");
	lua_newtable(L);		/* cw.verb_roles: the role names a verb may declare */
	for (int i = 0; cw_role_name(i); i++) {
		lua_pushboolean(L, 1);
		lua_setfield(L, -2, cw_role_name(i));
	}
	lua_setfield(L, -2, "verb_roles");
	lua_pushinteger(L, CW_MAX_SEATS);	/* the most seats a variant may declare */
	lua_setfield(L, -2, "max_seats");
	lua_pushvalue(L, -1);
	lua_setfield(L, LUA_REGISTRYINDEX, CW_KEY);
	lua_setfield(L, -2, "cw");
	lua_pop(L, 1);			/* base */
	cw_sandbox_push_cw(sb);
	int rc = cw_sandbox_call(sb, 1, 1, "the DSL", err);
	if (rc)
		return rc;
	lua_setfield(L, LUA_REGISTRYINDEX, FIELDS_KEY);
	cw_sandbox_push_cw(sb);
	lua_pushnil(L);
	lua_setfield(L, -2, "weak_keys");
	lua_pop(L, 1);
	/* Scripts see `cw` read-only; the host keeps the table itself. */
	lua_getfield(L, LUA_REGISTRYINDEX, BASE_KEY);
	cw_sandbox_push_cw(sb);
	cw_sandbox_read_only(L);
	lua_setfield(L, -2, "cw");
	lua_pop(L, 1);
	return CW_OK;
}

cw_sandbox *cw_sandbox_new(const char *const *path, size_t mem_limit, long budget, cw_err *err)
{
	cw_sandbox *sb = calloc(1, sizeof *sb);
	if (!sb)
		return cw_error_fail(err, CW_ENOMEM, "out of memory"), NULL;
	sb->mem_limit = mem_limit;
	sb->budget = budget;
	sb->deadline_ms = DEADLINE_MS;
	for (int i = 0; path && path[i]; i++)
		sb->npath++;
	sb->path = calloc((size_t)sb->npath + 1, sizeof *sb->path);
	if (!sb->path)
		goto nomem;
	for (int i = 0; i < sb->npath; i++)
		if (!(sb->path[i] = strdup(path[i])))
			goto nomem;
	sb->L = lua_newstate(sandbox_alloc, sb);
	if (!sb->L)
		goto nomem;
	*(cw_sandbox **)lua_getextraspace(sb->L) = sb;
	lua_atpanic(sb->L, sandbox_panic);
	lua_setwarnf(sb->L, NULL, NULL);	/* errors in __gc are dropped, not printed */
	lua_gc(sb->L, LUA_GCGEN, 0, 0);
	open_safe_libs(sb->L);
	cw_safelib_open(sb->L);
	build_base(sb->L);
	cw_sandbox_reset_ids(sb);
	lua_newtable(sb->L);
	lua_setfield(sb->L, LUA_REGISTRYINDEX, LOADED_KEY);
	if (load_dsl(sb, err)) {
		cw_sandbox_free(sb);
		return NULL;
	}
	return sb;
nomem:
	cw_sandbox_free(sb);
	return cw_error_fail(err, CW_ENOMEM, "out of memory"), NULL;
}

void cw_sandbox_free(cw_sandbox *sb)
{
	if (!sb)
		return;
	if (sb->L)
		lua_close(sb->L);
	for (int i = 0; i < sb->npath; i++)
		free(sb->path[i]);
	free(sb->path);
	free(sb);
}

void cw_sandbox_reset_ids(cw_sandbox *sb)
{
	/* No number given since the last reset: the table is still empty,
	** and a simulation resets it once per game. */
	if (sb->next_id == 0)
		return;
	cw_safelib_reset_ids(sb->L);
	sb->next_id = 0;
}

void cw_sandbox_ids_back(cw_sandbox *sb, long long mark)
{
	if (sb->next_id == mark)
		return;	/* nothing was numbered meanwhile: the common case, free */
	cw_safelib_ids_forget(sb->L, mark);
	sb->next_id = mark;
}

int cw_sandbox_int_answer(lua_State *L, const char *name, const char *what, int32_t *out, cw_err *err)
{
	if (!lua_isinteger(L, -1)) {
		char num[48] = "";
		if (lua_type(L, -1) == LUA_TNUMBER) {	/* a float: its figure (never a string's text) */
			double x = lua_tonumber(L, -1);
			if (isnan(x))
				snprintf(num, sizeof num, "nan");
			else
				snprintf(num, sizeof num, "%.14g%s", x, isfinite(x) && x == floor(x) && fabs(x) < 1e15 ? ".0" : "");
		}
		return cw_error_fail(err, CW_ESCRIPT, "%s: %s returned %s, expected an integer", name, what,
				     num[0] ? num : luaL_typename(L, -1));
	}
	lua_Integer v = lua_tointeger(L, -1);
	if (v < INT32_MIN || v > INT32_MAX)
		return cw_error_fail(err, CW_ESCRIPT, "%s: %s returned %lld, expected a 32-bit integer", name, what,
				     (long long)v);
	*out = (int32_t)v;
	return CW_OK;
}
