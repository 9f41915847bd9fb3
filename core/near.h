/*
** Near words (near.c): how far a mistyped word is from one the program
** knows, for "did you mean" (a command, an action word, a variant, a
** field of a variant's kit).
*/
#ifndef CW_NEAR_H
#define CW_NEAR_H

/* The edit distance between a and b: insertions, deletions, changes and
** swaps of two neighbouring letters each count 1 (so "darw" is 1 from
** "draw"). Words longer than 63 bytes are compared on their first 63. */
int cw_near_distance(const char *a, const char *b);
/* Whether `typed` is near enough to `known` to suggest it: at most one
** edit for words up to 4 letters, two for longer ones; never the same word. */
int cw_near(const char *typed, const char *known);

#endif
