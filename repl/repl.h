/*
** The interactive program: `cardwright` with no arguments, or
** `cardwright play VARIANT [--players ana,bot,bot] [--seed N] [--rule K=V]...`.
** Reads commands and action words; draws the table for the person whose
** turn it is; lets bots play their seats; records every game.
*/
#ifndef CW_REPL_H
#define CW_REPL_H

/* argv holds the arguments after `play` (argc may be 0). Returns the exit status. */
int cw_repl_main(char **path, int argc, char **argv, int play);

#endif
