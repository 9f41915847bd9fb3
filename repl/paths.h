/*
** Where variants are found: $CARDWRIGHT_PATH (directories separated by
** ':'), the user's own directory ($XDG_CONFIG_HOME/cardwright/variants or
** ~/.config/cardwright/variants), then the installed variants beside the
** program (variants/ in the source tree, ../share/cardwright/variants
** when installed).
*/
#ifndef CW_PATHS_H
#define CW_PATHS_H

#include <stddef.h>

/* A NULL-terminated list of directories; free it with cw_paths_free(). */
char **cw_paths_variants(void);
void cw_paths_free(char **path);

/*
** Where the program keeps its own files: $XDG_STATE_HOME/cardwright, or
** ~/.local/state/cardwright. The history is `history` there, recordings
** are in `games/`.
*/
/* The path of name in the state directory, into buf (n bytes); the
** directories on the way are made (mode 0700). "" (and NULL returned)
** when neither XDG_STATE_HOME nor HOME is set. */
const char *cw_paths_state(const char *name, char *buf, size_t n);
/* The name of a new recording of variant: games/DATE-TIME.MS-PID-VARIANT.replay,
** the time to the millisecond and the process making it unique; the
** recorder (record.h) still never writes a file that exists. "" and NULL
** as cw_paths_state. */
const char *cw_paths_recording(const char *variant, char *buf, size_t n);

#endif
