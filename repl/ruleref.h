/*
** Rule references in a variant's docs: "(G4-4)", "(PW-13, PW-14)",
** "(G4 options: queen; G4-5)", "(DES-Q1; disqualifies unless forgiven)".
** `cardwright rules VARIANT` shows players the words and leaves the ids
** out; `rules VARIANT --ids` keeps them for authors.
*/
#ifndef CW_RULEREF_H
#define CW_RULEREF_H

/* Whether s[0..n) is a rule reference: rule ids or sections with the
** names of options or presets, "G4-4", "PW-14a", "DES-M1..M3",
** "G4 options: queen", "G8-4 / G6 flip_on_discard", "G9-4 golf9-fuchs". */
int cw_ruleref_is_id(const char *s, int n);

/* Drops rule ids from the parenthesised groups of text s, in place: a
** group of ids only goes with the space before it; a group with words
** keeps its words ("(DES-Q1; forgiven, DES-Q2)" becomes "(forgiven)").
** Other groups ("(aid)") are left as they are. */
void cw_ruleref_strip(char *s);

#endif
