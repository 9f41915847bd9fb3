/*
** `cardwright replay FILE`: reads a recorded game (docs/replay-format.md),
** plays it through the engine and checks every action's seat and
** legality and every `result` and `total` line against the engine's
** scores. The file is only read, never written.
*/
#ifndef CW_REPLAY_H
#define CW_REPLAY_H

#include <stdio.h>

/* Verifies the replay in `file` with the variants on `path` (NULL-
** terminated). Prints the standings to out, and one `FILE:LINE: reason`
** line to errout on failure. Returns 0 when the file verifies (a game
** still in progress at the end of the file verifies so far), 1 when it
** does not, 2 when the file cannot be read. */
int cw_replay_verify(const char *file, const char *const *path, FILE *out, FILE *errout);

#endif
