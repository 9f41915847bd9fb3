/*
** Why an action read but not legal now is not: what the table tells the
** seat that typed it, and what a replay's error says of a line it
** refuses. Only what the acting seat may know: its slots, the cards it
** sees, the rules' words.
*/
#ifndef CW_REFUSAL_H
#define CW_REFUSAL_H

#include <stddef.h>
#include "../core/core.h"
#include "../lua/runtime.h"

/* Why `a` (read for the actor of g, not among its legal actions) is not
** legal: the reason the legal step gave for its verb; that no action of
** the verb is legal now (with the verb's doc); a slot that does not exist
** or holds no card, one named twice, a card the seat has not got, a meld
** of cards that make none, whose cards the verb takes now. "" when none
** says it. names[1..nseats]: the seats' names. */
void cw_refusal_why(cw_runtime *rt, cw_game *g, const char *const *names, const cw_action *a, char *buf, size_t n);

/* Whether verb v is offered now: a legal action of it, or an open verb. */
int cw_refusal_offered(cw_game *g, int v);

/* The declared doc of the game's action `verb` into out ("" for none): the
** variant's words, to be shown through cw_text_fputs. */
void cw_refusal_doc(cw_runtime *rt, const char *verb, char *out, size_t n);

/* The actions part of the `rules` text (cw_runtime_describe): the newline
** that ends its heading, or NULL. */
const char *cw_refusal_action_lines(const char *text);
/* The next line of that part (*p at the newline before it: "  WORD  DOC"),
** past its indent, with its length in *n; NULL past the last. */
const char *cw_refusal_action_line(const char **p, int *n);

#endif
