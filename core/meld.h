/*
** The draw-meld-discard kit: the plays a seat may make with the cards of
** its hand, a loose card and its own melds (new melds, lay-offs of one or
** several cards, a card moved from one meld to another), generated in C
** from the parameters a variant declares. A meld is a set (cards of one
** rank) or a run (cards of one suit in a row); a seat's melds lie in its
** meld zones (CW_ZS_MELD0 ...), each zone one meld.
**
** The kit knows no verb and no phase: it reports each play to a callback
** as a kind (CW_MELD_NEW, CW_MELD_LAYOFF, CW_MELD_MOVE) with its cards
** in table order, and the binding turns plays into the variant's actions.
** Nothing here allocates; every array lives on the caller's stack.
*/
#ifndef CW_MELD_H
#define CW_MELD_H

#include "game.h"

#define CW_MELD_RUN_MAX 14	/* A 2 ... K A: the longest run that can exist */
#define CW_MELD_SET_MAX 8	/* cards of one rank in two decks */
#define CW_MELD_CARDS 64	/* hand, extra cards and table of one seat */
#define CW_MELD_RULE_LEN 24	/* a rule id a refusal names, with its NUL */

/* The kit's parameters, read once when a game is configured. */
typedef struct cw_meld_rules {
	int run_min, run_max;	/* cards in a run */
	int set_min, set_max;	/* cards in a set */
	int ace_high;		/* an ace may also stand above a king (run value 14) */
	int split_inner;		/* an inner card may leave a run when both pieces stay runs */
	int piles;		/* most melds a seat may hold at once */
	int new_needs_loose;	/* every new meld must contain the loose card */
} cw_meld_rules;

/* The defaults: runs of 3 to 10, sets of 3 or 4, aces low only, no split
** runs, piles = zones. */
void cw_meld_rules_default(cw_meld_rules *r, int zones);

/* Whether the parameters agree with each other and with the number of
** meld zones a seat has. On a contradiction: CW_EINVAL, with *field the
** name of the offending field and `expected` (a text of n bytes) what it
** should be; nothing else is written. */
int cw_meld_rules_check(const cw_meld_rules *r, int zones, const char **field, char *expected, size_t n);

enum { CW_MELD_NEW = 1, CW_MELD_LAYOFF, CW_MELD_MOVE };

/* One play. cards[0..n) in table order (a run ascending, a set as it
** lies); for LAYOFF `to` is the meld number (1..), for MOVE the card
** goes from meld `from` to meld `to`; NEW has neither. */
typedef struct cw_meld_play {
	int kind;
	int n;
	cw_card cards[CW_MELD_RUN_MAX];
	int from, to;
} cw_meld_play;

/* Called for each play, in a fixed order; a negative return stops the
** enumeration and is returned by cw_meld_plays (error codes are positive). */
typedef int (*cw_meld_emit)(void *ud, const cw_meld_play *p);

/* What a seat plays with: its hand, then `extra` (a loose or a discarded
** card, CW_NOCARD for none), besides its own melds. */
typedef struct cw_meld_ask {
	int seat;
	cw_card extra;
	cw_card must;		/* only plays containing this card (CW_NOCARD: any) */
	cw_card loose;		/* the seat's loose card, for new_needs_loose */
	int layoffs_only;	/* no new melds */
} cw_meld_ask;

/* Enumerates every play of the seat: new melds (sets
** first, by rank; then runs, by suit), lay-offs of several cards on one
** run, then single cards laid off or moved, each checked so that every
** meld of the seat is valid afterwards and the seat holds at most `piles`
** melds. Returns 0, the callback's nonzero value, or CW_ELIMIT when the
** seat has more than CW_MELD_CARDS cards.
** Reads the state only. */
int cw_meld_plays(const cw_state *st, const cw_meld_rules *r, const cw_meld_ask *q,
		  cw_meld_emit emit, void *ud, cw_err *err);

/* Whether the seat could use card x as its loose card: some play
** contains it. *alone: x alone lays off on one of its melds. */
int cw_meld_can_use(const cw_state *st, const cw_meld_rules *r, int seat, cw_card x,
		    int *use, int *alone, cw_err *err);

/* Whether one of cards[0..n) alone makes one of the seat's melds a longer
** meld. */
int cw_meld_extends(const cw_state *st, const cw_meld_rules *r, int seat, const cw_card *cards, int n);

/* The verbs the kit's plays are offered as (the variant's roles): a new
** meld (arguments "ccc*"), a lay-off on meld M ("c*n"), a card moved from
** meld FROM to meld TO ("cnn"). With ordered_sets a new set is offered
** once for each listing in alternating colours. */
typedef struct cw_meld_verbs {
	int new_meld, layoff, move;
	int ordered_sets;
} cw_meld_verbs;

/* Filters on the plays offered: hand_only keeps lay-offs of hand cards
** only; guard (CW_NOCARD: none) drops a play that leaves one card in hand
** without the guard card among the play's cards. */
typedef struct cw_meld_filter {
	int hand_only;
	cw_card guard;
} cw_meld_filter;

/* Whether the filter (NULL: none) keeps the seat's play. */
int cw_meld_keeps(const cw_state *st, int seat, const cw_meld_filter *f, const cw_meld_play *p);

/* Offers every play of the ask (cw_meld_plays) that the filter keeps (NULL:
** every play) as the variant's actions, with cw_engine_offer. *fits: some
** offered play holds q->loose. */
int cw_meld_offer(cw_game *g, const cw_meld_rules *r, const cw_meld_verbs *v, const cw_meld_ask *q,
		  const cw_meld_filter *f, int *fits, cw_err *err);

/* What a hand is made of, for tests of whole hands (jokers count for none). */
typedef struct {
	int most;		/* the largest number of its cards of one rank */
	int suits, colours;	/* how many suits, how many colours it holds */
	int touching;		/* pairs of its cards of one suit next in rank (a run's
				** neighbours: the ace also above the king under the
				** rules' ace_high) */
} cw_meld_form;

/* The form of cards[0..n) under the rules r (NULL: the ace low only). */
void cw_meld_shape(const cw_state *st, const cw_meld_rules *r, const cw_card *cards, int n, cw_meld_form *out);

/* The runs that the cards rest[0..n) of one suit make when put in run
** order: writes them into sorted (n cards) with piece i at
** sorted[start[i]..start[i+1]) and returns the number of pieces, or 0
** when some piece is no meld (or there are more than max pieces). */
int cw_meld_pieces(const cw_state *st, const cw_meld_rules *r, const cw_card *rest, int n, cw_card *sorted, int *start,
		   int max);

/* Puts cards[0..n) in table order if they form a meld; returns CW_MELD_SET
** or CW_MELD_RUN, 0 when they do not. *low: a run's lowest run value. */
enum { CW_MELD_SET = 1, CW_MELD_RUN };
int cw_meld_arrange(const cw_state *st, const cw_meld_rules *r, cw_card *cards, int n, int *low);

#endif
