/*
** `cardwright new NAME --from VARIANT`: writes NAME.lua, a commented
** skeleton house rule (`require(VARIANT):extend{...}`), and NAME_test.lua,
** a test file for `cardwright test`, in the current directory. Refuses a
** bad NAME, an unknown VARIANT and an existing file with one line on
** stderr and exit status 2.
*/
#ifndef CW_NEWRULE_H
#define CW_NEWRULE_H

/* argv holds the words after `new`. Returns the exit status. */
int cw_newrule_main(char **path, int argc, char **argv);

#endif
