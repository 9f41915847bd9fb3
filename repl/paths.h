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
char **cw_paths_variants(void);
void cw_paths_free(char **path);

#endif
