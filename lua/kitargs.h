/*
** The kits' shared readers (kit.c's `kit`, meldkit.c's `meld_kit`): the
** keys of a parameter table checked against the kit's fields, and a group
** of names (`roles = { swap = "swap" }`) resolved to the variant's
** declared verbs, phases or variables. Each kit words its own errors from
** the fault a reader reports. Not for use outside lua/.
*/
#ifndef CW_KITARGS_H
#define CW_KITARGS_H

#include "internal.h"

/* What a group read found wrong. */
enum {
	CW_KITARGS_OK = 0,
	CW_KITARGS_NOT_TABLE,	/* the group is not a table */
	CW_KITARGS_UNKNOWN,	/* a key that is none of the kit's: key */
	CW_KITARGS_NOT_NAME,	/* a value that is not a string: key */
	CW_KITARGS_UNDECLARED	/* a name the variant does not declare: key, name */
};

typedef struct cw_kitargs_fault {
	char key[64];
	char name[64];
} cw_kitargs_fault;

/* Whether every key of the table at t is a string among known[] (NULL
** ended); if not, 0 with the first other key (or "?") in f->key. The
** stack is left as it was. */
int cw_kitargs_known(lua_State *L, int t, const char *const *known, cw_kitargs_fault *f);

/* Reads the subtable `group` of the table at t: each of keys[] (NULL
** ended) that is there names an entry of the variant's table at ref
** (name -> index + 1: verbs by their names in `actions`, phases,
** variables), whose index goes to *out[i]; absent keys leave *out[i]
** as it was. With `roles`, the group names verbs for the kit's roles and
** each named verb takes the role of its key (core/role.h), so that a
** front end knows it whatever its word. Returns CW_KITARGS_OK (nothing
** read for an absent group) or the fault, with the stack as it was. */
int cw_kitargs_group(cw_runtime *rt, int t, const char *group, const char *const *keys, int *const *out, int ref,
		     int roles, cw_kitargs_fault *f);

/* The C function at idx when it is a step of a kit of this runtime (its
** first upvalue is rt), for the kit to tell which step a hook names;
** NULL for anything else. */
lua_CFunction cw_kitargs_step(cw_runtime *rt, int idx);

/* A rule id at idx (a refusal names it: "DES-M3"): a string of letters,
** digits, '-', ',' and spaces, 1 to n - 1 bytes. Copies it into out and
** returns 1; 0, out unchanged, for anything else. */
int cw_kitargs_rule_id(lua_State *L, int idx, char *out, size_t n);

/* The index + 1 of a name in the variant's table at ref, 0 if undeclared. */
int cw_kitargs_lookup(cw_runtime *rt, int ref, const char *name);

#endif
