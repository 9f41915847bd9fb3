/*
** "Did you mean" a variant: the installed one nearest a name typed (the
** distance itself is core/near.h's).
*/
#ifndef CW_SUGGEST_H
#define CW_SUGGEST_H

/* The installed variant on the path nearest the name typed, into buf (n
** bytes); NULL when none is near. */
#include <stddef.h>
const char *cw_suggest_variant(const char *const *path, const char *typed, char *buf, size_t n);

#endif
