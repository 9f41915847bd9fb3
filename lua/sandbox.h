/*
** The sandbox every variant script runs in (DESIGN principle 5): a Lua
** state with a memory cap, the base, table, string, math and utf8
** libraries without their file, process, debug, bytecode and clock parts,
** `require` limited to modules found by name on the variant path, reading
** an undefined global as an error, and a budget per call that nothing
** escapes: a count hook charges Lua instructions, the library functions
** that loop in C (lua/safelib.c, lua/pattern.c) charge their own steps,
** and both check a wall-clock deadline.
*/
#ifndef CW_SANDBOX_H
#define CW_SANDBOX_H

#include <stddef.h>
#include <stdint.h>
#include <lua.h>
#include "../core/error.h"

typedef struct cw_sandbox {
	lua_State *L;
	size_t mem_used, mem_limit;
	long budget;		/* instructions (or library steps) per call */
	long used;
	long long used_total;	/* instructions (or library steps) of every call so far */
	long long total_limit;	/* used_total past which no call starts (a game's budget); 0: none */
	long long total_base;	/* used_total when that budget was set: its size is limit - base */
	long deadline_ms;	/* wall-clock milliseconds per call; 0: none */
	long long deadline_ns;	/* CLOCK_MONOTONIC time the running call must end by; -1 until its first check, 0 for none */
	long next_clock;	/* `used` at which the clock is read next */
	long step;		/* the count hook's period in this call: HOOK_STEP, or
				** BIG_STEP while the state holds more than BIG_BYTES */
	long long tick_ns;	/* with BIG_STEP: the clock at the hook's last run */
	long long time_steps;	/* with BIG_STEP: the running call's time, in steps beyond its
				** instructions; added to used_total (a game's budget), not to used */
	int big_string;		/* a string of BIG_STRING bytes was made: every call goes as a large state's */
	int depth;		/* nesting of cw_sandbox_call: the outermost owns the budget */
	int killed;		/* the budget ran out; every hook raises until disarmed */
	int timed_out;		/* ... and it was the deadline */
	int err_unplaced;	/* the last error() asked for no place (level 0) */
	long long next_id;	/* the last number tostring gave a table or function */
	char **path;		/* owned: directories searched by require */
	int npath;
	void *owner;		/* the runtime that owns this sandbox */
	const char *label;	/* named in errors after the hook: the variant */
	char err_file[64];	/* where the last error of a call arose (cw_err's file, line) */
	int err_line;
} cw_sandbox;

/* path: NULL-terminated list of directories (copied). Caller frees the
** result with cw_sandbox_free(). */
/* Whether a module name is a file's path (a '/', or ending in ".lua")
** rather than a name looked up on the path. */
int cw_sandbox_is_path(const char *name);

cw_sandbox *cw_sandbox_new(const char *const *path, size_t mem_limit, long budget, cw_err *err);
void cw_sandbox_free(cw_sandbox *sb);

/* Calls the function below nargs arguments on the stack, as lua_pcall,
** under the instruction budget. On error fills err with the message and
** " (in WHAT)" (" (in WHAT of LABEL)" once a label is set) and the
** script file and line the error arose at, pops everything it pushed,
** and returns CW_EBUDGET when the instruction budget ran out, else
** CW_ESCRIPT.
** [-(nargs+1), +nres (on success), -] */
int cw_sandbox_call(cw_sandbox *sb, int nargs, int nres, const char *what, cw_err *err);

/* Loads module `name` (as require does) or, when name contains '/' or
** ends in ".lua", the file at that path; pushes its value. CW_ENOTFOUND
** when there is no such file. [-0, +1 on success] */
int cw_sandbox_require(cw_sandbox *sb, const char *name, cw_err *err);

/* Finds the file a module name resolves to on the path; NULL if none.
** Returns a malloc'd string the caller frees. */
char *cw_sandbox_find(const cw_sandbox *sb, const char *name);

/* Charges n steps of work done in C to the running call's budget; raises
** (and keeps raising at every line, as the hook does) once the budget or
** the deadline is spent. [-0, +0, e] */
void cw_sandbox_charge(lua_State *L, lua_Integer n);
/* The count hook cw_sandbox_call sets. */
void cw_sandbox_hook(lua_State *L, lua_Debug *ar);

/* Starts the numbering tostring gives tables and functions afresh (one
** numbering per game, so that the same seed gives the same text). */
void cw_sandbox_reset_ids(cw_sandbox *sb);
/* The numbering around work whose numbers must not last (a bot's look
** at clones, a hint, a legal list, a failed hook): the mark is the count
** before it; going back forgets every number given since and restores
** the count, so the numbers the game itself gives are unchanged. */
static inline long long cw_sandbox_ids_mark(const cw_sandbox *sb) { return sb->next_id; }
void cw_sandbox_ids_back(cw_sandbox *sb, long long mark);

/* Pushes the table of helpers scripts see as `cw`. [-0, +1] */
void cw_sandbox_push_cw(cw_sandbox *sb);
/* Pushes the DSL's function from a variant object to its private,
** validated fields (nil for anything else), which no script can reach.
** [-0, +1] */
void cw_sandbox_push_fields_of(cw_sandbox *sb);
/* Replaces the table at the top by a read-only proxy of it, as scripts
** see the library tables. [-1, +1] */
void cw_sandbox_read_only(lua_State *L);
/* A hook's answer at the top of the stack as a 32-bit integer, into *out;
** else an error "NAME: WHAT returned X, expected an integer" (X the number
** as Lua writes it, 20.0 or nan, or the value's type) or "... expected a
** 32-bit integer". The stack is as it was. */
int cw_sandbox_int_answer(lua_State *L, const char *name, const char *what, int32_t *out, cw_err *err);

static inline cw_sandbox *cw_sandbox_of(lua_State *L)
{
	return *(cw_sandbox **)lua_getextraspace(L);
}

#endif
