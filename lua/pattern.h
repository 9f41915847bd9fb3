/*
** Lua's patterns (the reference manual, section 6.4.1) matched by a
** backtracking matcher that charges every step to the sandbox's budget,
** so that a pattern that backtracks for ever is ended like a loop. The
** stock matcher never returns to the count hook.
*/
#ifndef CW_PATTERN_H
#define CW_PATTERN_H

#include <lua.h>

/* string.find, string.match, string.gmatch and string.gsub, with the
** stock functions' arguments, results and error messages. */
int cw_pattern_find(lua_State *L);
int cw_pattern_match(lua_State *L);
int cw_pattern_gmatch(lua_State *L);
int cw_pattern_gsub(lua_State *L);

#endif
