/*
** Actions: the compact form every decision travels in, and its text.
**
** An action is a verb number and up to CW_ACTION_ARGS small integer
** arguments; it is plain data of fixed size, so legal lists are arrays,
** equality is memcmp, and text is made only when a person or a file needs
** it (DESIGN principle 7). The verbs of a game, with the kinds of their
** arguments, are a cw_verbs table that the variant declares.
**
** Argument kinds (one letter each in a verb's signature):
**   s  an own slot number            `swap 3`
**   t  a target SEAT.SLOT or a bare own SLOT; takes two argument bytes
**   e  a seat number                 `power shuffle 2`
**   c  a card                        `discard 7H`
**   n  a small number (0-255)
**   w  one of the verb's words       `announce oro par_rojo` (DES-S4)
** A '*' repeats the letter before it one or more times: "s*", "ccc*"
** (three cards or more); letters after it close the list: "c*n" (cards,
** then a number: `layoff 8S 9S 1`). One '*' at most.
*/
#ifndef CW_ACTION_H
#define CW_ACTION_H

#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "face.h"
#include "role.h"

#define CW_ACTION_ARGS 14
#define CW_MAX_VERBS 64
#define CW_VERB_NAME_MAX 24
#define CW_VERB_ALIASES 4
#define CW_VERB_WORDS 16
#define CW_VERB_WORD_MAX 24
/* The longest text of an action (cw_action_format): the verb's name, and
** each argument at most a word's length with its space. */
#define CW_ACTION_TEXT_MAX (CW_VERB_NAME_MAX + CW_ACTION_ARGS * CW_VERB_WORD_MAX + 8)

typedef struct cw_action {
	uint8_t verb;	/* index into the game's cw_verbs */
	uint8_t nargs;	/* argument bytes used */
	uint8_t arg[CW_ACTION_ARGS];
} cw_action;

typedef struct cw_verb {
	char name[CW_VERB_NAME_MAX];	/* may hold a space: "draw stock" */
	char sig[8];
	uint8_t private_args;		/* CW_PRIVATE_ARGS or CW_PRIVATE_ALL: what only the actor sees */
	uint8_t unordered;		/* the repeated arguments are a set: kept in one canonical order */
	uint8_t any_seat;		/* any seat may take it between actions, if accepts says so */
	uint8_t implied;		/* its word alone names its one legal action (cw_engine_read_action) */
	uint32_t roles;			/* CW_ROLE_* bits (role.h): what the verb is to a front end or a bot */
	char past[CW_VERB_NAME_MAX];	/* how a table tells that it was done, in the past tense; "" for none */
	char alias[CW_VERB_ALIASES][CW_VERB_NAME_MAX];
	uint8_t old_name;		/* 1 + the alias that is the verb's name before a rename; 0 for none */
	/* The words a 'w' argument may be, by number: "oro|rombo" is written
	** `oro` and accepted as either. */
	char word[CW_VERB_WORDS][CW_VERB_WORD_MAX];
	uint8_t nwords;
} cw_verb;

/* Who sees an action: everybody (0); its words but not its arguments, as
** a card passed face down (DES-C2); or nothing of it, as a pass that only
** the passer may know of (DES-A4, DES-P7). */
enum { CW_PUBLIC = 0, CW_PRIVATE_ARGS = 1, CW_PRIVATE_ALL = 2 };

typedef struct cw_verbs {
	int n;
	cw_verb v[CW_MAX_VERBS];
} cw_verbs;

/* Adds a verb; returns its index or -1 with err set (bad signature, too many). */
int cw_action_verbs_add(cw_verbs *vs, const char *name, const char *sig, cw_err *err);
int cw_action_verbs_alias(cw_verbs *vs, int verb, const char *alias, cw_err *err);
int cw_action_verbs_find(const cw_verbs *vs, const char *name);
/* Adds a word that the verb's 'w' arguments may be ("oro", or "oro|rombo"
** for a word with another spelling accepted); its number is its index. */
int cw_action_verbs_word(cw_verbs *vs, int verb, const char *word, cw_err *err);
/* The number of the verb's word spelled by w (len bytes): matched
** case-insensitively, `-` and `_` alike (DES-S2); -1 if none. */
int cw_action_word_index(const cw_verb *v, const char *w, size_t len);
/* The written form of word i of the verb (its first spelling) into buf. */
const char *cw_action_word_name(const cw_verb *v, int i, char *buf, size_t n);

/* The kind letter of argument k (0-based; a 't' argument is one argument
** of two bytes) of action a under the signature sig. */
char cw_action_kind(const char *sig, const cw_action *a, int k);
/* Whether a fits its verb's signature, as a legal list or a recording
** must hold it (it reads back from its own text): as many arguments as
** the verb takes, each of its kind (a slot from 1, a seat of the nseats,
** a card's face, one of the verb's words). CW_EINVAL with err naming the
** argument, else CW_OK. */
int cw_action_fits(const cw_verbs *vs, const cw_action *a, int nseats, cw_err *err);
/* The argument bytes of action a as the cards it names, under the
** signature sig: a 't' argument is (seat, slot), an 's' argument a slot
** of `actor`; other arguments name none. Fills up to max; returns how many. */
int cw_action_targets(const char *sig, const cw_action *a, int actor, int *tseat, int *tslot, int max);
/* The cards (faces) a names by its CARD words (sig kind 'c'), in order,
** at most max; returns their count. */
int cw_action_faces(const char *sig, const cw_action *a, cw_face *faces, int max);

/* Builds an action from a verb and its argument bytes (zero-filled). */
cw_action cw_action_make(int verb, const uint8_t *args, int nargs);
int cw_action_equal(const cw_action *a, const cw_action *b);
/* Puts the repeated arguments of an unordered verb ("meld 9H 7H 8H") in
** their canonical order (ascending), so that any order typed is the same
** action as the one offered. A no-op for other verbs. */
void cw_action_canonical(const cw_verbs *vs, cw_action *a);

/* One way to read a line of text as an action: the action, and how its
** verb was spelled (the rank of the reading, see cw_action_readings). */
typedef struct cw_reading {
	cw_action action;
	uint8_t words;	/* words of the verb's name or alias that begin the text */
	uint8_t alias;	/* 1 when the verb was spelled by one of its aliases */
} cw_reading;

/* Every reading of "swap 3", "power peek 3.1", "peek 2.3" for the acting
** seat `actor` of a game with `nseats` seats: each verb whose name or
** alias begins the text (words separated by blanks, matched case-
** insensitively) and whose signature fits the rest. So an alias that names
** another verb too falls through by signature: with `peek` (a slot) and
** `power peek` (alias `peek`, a target), "peek 2.3" reads only as
** `power peek 2.3`, "peek 3" as both. Best first: more words matched, then
** a verb's own name before an alias, then the verb's number. Fills at most
** max readings and sets *n; when none fits, returns CW_EINVAL with one line
** saying what was expected. */
int cw_action_readings(const cw_verbs *vs, const char *text, int actor, int nseats,
		       cw_reading *out, int max, int *n, cw_err *err);

/* The verbs whose name or an alias is the whole of text, its words alone
** with no arguments, spelled as cw_action_readings reads them, best first:
** at most max into out; returns their count. */
int cw_action_word_verbs(const cw_verbs *vs, const char *text, int *out, int max);

/* The best reading of text (cw_action_readings), by the signatures alone.
** On a bad line returns CW_EINVAL with a message saying what was expected. */
int cw_action_parse(const cw_verbs *vs, const char *text, int actor, int nseats,
		    cw_action *out, cw_err *err);

/* The outcome of the chance an action causes, written after it (PW-20):
** `power shuffle 2 = 4 3 2 1`. n 0: none. */
typedef struct cw_outcome {
	int n;
	uint8_t v[CW_ACTION_ARGS];
} cw_outcome;

/* Copies the words of an action line before '=' into action (size bytes)
** and the numbers after it (1-255, at most CW_ACTION_ARGS) into o (n 0
** when the line has no '='). CW_EINVAL on a bad outcome. */
int cw_action_outcome_split(const char *text, char *action, size_t size, cw_outcome *o, cw_err *err);

/* Writes the canonical text ("swap 3", own targets bare) into buf of size
** n; returns the length that the full text needs (like snprintf). */
int cw_action_format(const cw_verbs *vs, const cw_action *a, int actor,
		     char *buf, size_t n);
/* The same text with the verb spelled `word` (one of its aliases) in place
** of its name: "peek 2.3" for `power peek 2.3` (tab completion). */
int cw_action_format_as(const cw_verbs *vs, const cw_action *a, int actor, const char *word,
			char *buf, size_t n);

#endif
