/*
** "Did you mean": whether a mistyped word is near a word the program
** knows (a command, an action word, a variant, a kind of player).
*/
#ifndef CW_SUGGEST_H
#define CW_SUGGEST_H

/* The edit distance between a and b: insertions, deletions, changes and
** swaps of two neighbouring letters each count 1 (so "darw" is 1 from
** "draw"). Words longer than 63 bytes are compared on their first 63. */
int cw_suggest_distance(const char *a, const char *b);
/* Whether `typed` is near enough to `known` to suggest it: at most one
** edit for words up to 4 letters, two for longer ones; never the same word. */
int cw_suggest_near(const char *typed, const char *known);

/* The installed variant on the path nearest the name typed, into buf (n
** bytes); NULL when none is near. */
#include <stddef.h>
const char *cw_suggest_variant(const char *const *path, const char *typed, char *buf, size_t n);

#endif
