/*
** The lobby of `cardwright serve` run alone: what a person needs to open a
** table from the page, as JSON (docs/protocol.md): the variants on the
** path, and one variant's seat counts and options with their docs, read
** from the variant's own declarations (the text `cardwright rules` prints).
*/
#ifndef CW_LOBBY_H
#define CW_LOBBY_H

#include <jansson.h>
#include "../core/error.h"

/* {"type":"variants","variants":[{"name":..,"title":..},...]}: the
** variants that load, in name order. NULL with err on failure. */
json_t *cw_lobby_variants(const char *const *path, cw_err *err);
/* Whether name is one of the variants of a list cw_lobby_variants made
** (never a file's path). Listing loads every variant, so a server lists
** them once and asks the list. */
int cw_lobby_known(const json_t *variants, const char *name);
/* {"type":"options","variant":..,"title":..,"players":[MIN,MAX],
**  "options":[{"name":..,"default":..,"choices":..,"doc":..},...]}
** for a variant (the caller checks it is listed). NULL with err
** (CW_ENOTFOUND, or the script's fault) on failure. */
json_t *cw_lobby_options(const char *const *path, const char *variant, cw_err *err);

#endif
