/*
** What `cardwright check` asks of a loaded variant beyond its hooks: the
** zones where it declares cards may lie at a turn's end (`zones`), how
** many calls a round may have (`calls`), and where in the script each
** change of a game was made, so that a fault names the hook, file and line
** whose action produced the bad state.
*/
#ifndef CW_AUDIT_H
#define CW_AUDIT_H

#include <stddef.h>
#include <stdint.h>
#include "runtime.h"

/* The variant's `zones`, a list of zone kind names ("stock", "discard",
** "aside", "layout", "hand", "held", "melds"), as a mask of CW_ZK_BIT; when
** it declares none: every kind but aside and held. Sets *kinds, or returns
** CW_EINVAL with err naming the unknown kind. Valid after load. */
int cw_audit_rest_kinds(cw_runtime *rt, unsigned *kinds, cw_err *err);
/* The variant's `calls`: the calls a round may have (1 unless declared). */
int cw_audit_max_calls(cw_runtime *rt);

/* Site tracking: while on, every change a hook makes through `g` is
** noted with the event index it starts at and the script's file, line
** and hook ("hidden.lua:12 in action 'discard'"). Turning it off keeps
** the notes; clear forgets them. */
void cw_audit_track(cw_runtime *rt, int on);
void cw_audit_clear(cw_runtime *rt);
/* The site of the last change noted that began at or before event index
** ev; "" when none was (a builtin hook, or the engine). */
const char *cw_audit_site(const cw_runtime *rt, uint32_t ev);
/* The legal hook of a phase: "legal.peek (leak.lua:14)", into buf. */
void cw_audit_legal_where(cw_runtime *rt, int phase, char *buf, size_t n);
/* An action's apply: "action 'discard' (rule.lua:9)", or without the
** place for a builtin step of the core. */
void cw_audit_apply_where(cw_runtime *rt, int verb, char *buf, size_t n);

/* For the `g` methods (api.c): notes the site of a change about to be
** made to the game, whose events start at index ev, while tracking is on. */
struct lua_State;
void cw_audit_note(cw_runtime *rt, struct lua_State *L, uint32_t ev);

#endif
