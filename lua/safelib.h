/*
** The sandbox's bounded library: the functions of the standard library
** that can loop in C without returning to the count hook (string.rep,
** table.move, insert, remove, concat, sort, the pattern functions) are
** replaced by versions that charge their steps to the call's budget
** (cw_sandbox_charge), and the ones whose results depend on addresses or
** on the hash seed (tostring, string.format's %p and %s, pairs, next) by
** deterministic ones. setmetatable refuses __gc: finalizers run with
** hooks off, also inside lua_close.
*/
#ifndef CW_SAFELIB_H
#define CW_SAFELIB_H

#include <lua.h>

/* Replaces the functions in the opened global libraries, before the
** sandbox's base is built from them. [-0, +0] */
void cw_safelib_open(lua_State *L);

/* A fresh numbering of tables and functions for tostring. [-0, +0] */
void cw_safelib_reset_ids(lua_State *L);
/* Forgets the numbers given past `upto` (those imagined play gave: a
** bot's search, a hint). [-0, +0] */
void cw_safelib_ids_forget(lua_State *L, long long upto);

/* Pushes an iterator over the raw keys of the table at idx in the
** deterministic order pairs uses, as pairs does (function, table, nil).
** [-0, +3, e] */
int cw_safelib_rawpairs(lua_State *L);

/* Pushes a list of the raw keys of the table at idx in that order and
** returns their count: a host that reports the first bad key of a
** script's table names the same key on every run. [-0, +1, e] */
lua_Integer cw_safelib_sorted_keys(lua_State *L, int idx);

#endif
