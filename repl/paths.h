/*
** Where variants are found: $CARDWRIGHT_PATH (directories separated by
** ':'), the user's own directory ($XDG_CONFIG_HOME/cardwright/variants or
** ~/.config/cardwright/variants), then the installed variants beside the
** program (variants/ in the source tree, ../share/cardwright/variants
** when installed).
*/
#ifndef CW_PATHS_H
#define CW_PATHS_H

/* A NULL-terminated list of directories; free it with cw_paths_free(). */
char **cw_variant_path(void);
void cw_paths_free(char **path);

/* Creates directory dir and its missing parents (mkdir -p), with mode for
** each one made. Returns 0, or -1 with errno set when dir cannot be made
** or exists and is not a directory. */
int cw_paths_make_dirs(const char *dir, unsigned mode);

#endif
