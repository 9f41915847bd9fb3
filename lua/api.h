/*
** The `g` object (api.c): the game as variant scripts see it, its methods
** calling the core. Not for use outside lua/.
*/
#ifndef CW_API_H
#define CW_API_H

#include <lua.h>
#include "../core/core.h"

typedef struct cw_runtime cw_runtime;

/* Creates the `g` object and its helpers in the runtime's sandbox. */
void cw_api_open(cw_runtime *rt);
/* Pushes `g` bound to game g. [-0, +1] */
void cw_api_push_game(cw_runtime *rt, cw_game *g);
/* Pushes a card's face as its token ("10H", "X"). [-0, +1] */
void cw_api_push_face(lua_State *L, cw_face f);
/* The game a method acts on; with changing set, one it may change (not
** inside legal). Raises when no game is in play. [-0, +0, e] */
cw_game *cw_api_game(lua_State *L, int changing);
/* Argument idx as a name or a text: a string with no NUL in it (one would
** end it where C reads it, so "b\0junk" would be "b"). [-0, +0, e] */
const char *cw_api_check_text(lua_State *L, int idx);

#endif
