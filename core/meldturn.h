/*
** The draw-meld-discard turn: the sequencing around the kit's plays
** (meld.h), described by roles and parameters instead of written.
**
** A turn begins with a draw from the stock or with a claim of the card
** just discarded. A drawn card is the seat's loose card, waiting in its
** held zone (or, with draw_to_hand, goes into the hand). The seat makes
** its plays, then discards: the loose card to decline it, or a hand card
** to pay for it. Every discard opens a claim window over the seats that
** can use the card, in play order after the discarder (those whose melds
** take the card alone may be forced to claim, the discarder last or
** first); a claim starts the claimant's turn with the card as its loose
** card. A window that closes untaken passes the turn to the next active
** seat after the discarder, or gives a declined first draw of the round a
** second draw. A seat whose table reaches a count wins the round; an
** empty stock (rebuilt from the discards a number of times, when the
** variant does) or no active seat ends it without a winner. A seat may
** leave the round (fold) when no live card would extend its melds.
**
** A seat is active when it is in the deal (not out, cw_state.out) and
** has not folded (a seat variable named by role). Each role is a verb,
** phase or variable number of the game, -1 when the variant has none.
** Nothing here calls a script: the variant's own hooks (automatic wins,
** the card exchange, scoring) stay around it, and may call these steps.
*/
#ifndef CW_MELDTURN_H
#define CW_MELDTURN_H

#include "game.h"
#include "meld.h"

enum { CW_MELDTURN_OWN_OFF, CW_MELDTURN_OWN_LAST, CW_MELDTURN_OWN_FIRST };	/* own */
enum { CW_MELDTURN_FOLD_OFF, CW_MELDTURN_FOLD_CHECKED, CW_MELDTURN_FOLD_FREE };	/* fold */
enum { CW_MELDTURN_REBUILD_OFF, CW_MELDTURN_REBUILD_FLIP, CW_MELDTURN_REBUILD_KEEP };	/* rebuild */

/* How a round ended (the `how` variable). */
enum { CW_MELDTURN_NO_WINNER = 0, CW_MELDTURN_TABLE_WON = 1 };

typedef struct cw_meld_turn {
	/* Roles: verbs. */
	int verb_draw, verb_draw_discard, verb_fold, verb_discard, verb_claim, verb_pass;
	int verb_unmeld, verb_take_back;	/* a whole meld / one card back to the hand */
	/* Roles: phases. */
	int phase_start, phase_play, phase_claim;
	/* Roles: game variables. loose: a loose card is out (1); placed: it
	** lies on the table; claimed: it was claimed (it must be placed
	** first); discarder: the seat whose discard the window is about;
	** draws: stock draws this round; redraw: a second first draw is due;
	** again: this turn is that second draw; how: how the round ended;
	** first_step: the window is the round's first turned-up card; taken:
	** handle + 1 of a card drawn from the discards (draw_to_hand);
	** rebuilds: rebuilt stocks this round. */
	int var_loose, var_placed, var_claimed, var_discarder, var_draws, var_redraw, var_again;
	int var_how, var_first_step, var_taken, var_rebuilds;
	/* Roles: seat variables. forced: the seat may not pass in the window;
	** folded: out of the round's play; won: the round's winner. */
	int seatvar_forced, seatvar_folded, seatvar_won;
	/* Parameters. */
	int draw_to_hand;	/* drawn cards go into the hand; no claim windows */
	int win_count;		/* a table of this many cards wins */
	int use_drawn;		/* a drawn card that can be placed may not be declined */
	int second_draw;	/* a declined, untaken first draw is drawn again */
	int forced;		/* a seat whose meld takes the card alone must claim it */
	int own;		/* the discarder's own meld: CW_MELDTURN_OWN_* */
	int fold;		/* CW_MELDTURN_FOLD_* */
	int rebuild;		/* CW_MELDTURN_REBUILD_* */
	int rebuild_limit;	/* rebuilt stocks a round; -1: no limit */
	int claim_layoffs;	/* a seat asked in a window may also lay off hand cards */
	int open_new;		/* new melds in any listing, judged by the variant's accepts */
	/* The rule each refusal names after its reason ("" none): a fold while
	** a live card could extend a meld, a hand card paid before the loose
	** card is placed, a placeable drawn card declined. */
	char rule_fold[CW_MELD_RULE_LEN], rule_pay[CW_MELD_RULE_LEN], rule_place[CW_MELD_RULE_LEN];
	char rule_forced[CW_MELD_RULE_LEN];	/* a pass refused where the discard lays off alone (forced) */
} cw_meld_turn;

/* Every role -1, every parameter off; win_count 10. */
void cw_meldturn_init(cw_meld_turn *t);

/* A contradiction between the roles and parameters: CW_EINVAL with
** *field the offending field and `expected` (n bytes) what it should be. */
int cw_meldturn_check(const cw_meld_turn *t, const char **field, char *expected, size_t n);

/* ---- sequencing, for the steps below and the variant's own hooks ---- */

/* Whether the seat is active: in the deal and not folded. */
int cw_meldturn_active(const cw_state *st, const cw_meld_turn *t, int seat);
/* The next active seat after `seat`, 0 when there is none. */
int cw_meldturn_next_active(const cw_state *st, const cw_meld_turn *t, int seat);
/* Ends the round: how (CW_MELDTURN_*, or the variant's own value). */
void cw_meldturn_end(cw_game *g, const cw_meld_turn *t, int how);
/* Begins seat's turn (again: the same seat draws a second time, no new
** turn), or ends the round when seat is 0 or the stock is empty and
** cannot be rebuilt. */
int cw_meldturn_start(cw_game *g, const cw_meld_turn *t, int seat, int again, cw_err *err);
/* A claim window closed with no taker: the next turn. */
int cw_meldturn_continue(cw_game *g, const cw_meld_turn *t, cw_err *err);
/* Opens the claim window for the card just discarded by seat d, or goes
** on with the next turn when nobody can use it. */
int cw_meldturn_open_claims(cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, int d, cw_err *err);
/* Whether the seat's table holds win_count cards: then it wins, the
** round ends, and 1 is returned. */
int cw_meldturn_check_win(cw_game *g, const cw_meld_turn *t, int seat);

/* Plays. take: the seat's table cards among cards[0..n) leave their
** melds (aside, until they are placed): what stays of each meld is put
** back in table order, a run that gave an inner card split into runs
** over free meld zones. lay: the cards join meld k (1..), which is put
** in table order. after_play: the loose card may now lie on the table;
** a table of win_count wins. */
int cw_meldturn_take(cw_game *g, const cw_meld_rules *r, int seat, const cw_card *cards, int n, cw_err *err);
int cw_meldturn_lay(cw_game *g, const cw_meld_rules *r, int seat, int k, const cw_card *cards, int n, cw_err *err);
void cw_meldturn_after_play(cw_game *g, const cw_meld_turn *t, int seat);
/* The first empty meld zone of the seat (1..), 0 when none is. */
int cw_meldturn_free_meld(const cw_state *st, int seat);

/* ---- steps a variant names as hooks ---- */

/* legal of the start phase: draw (and, from the discards, a card the hand
** can take), fold when allowed. */
int cw_meldturn_legal_start(cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, cw_err *err);
/* legal of the claim phase: claim, and pass unless the seat is forced. */
int cw_meldturn_legal_claim(cw_game *g, const cw_meld_rules *r, const cw_meld_verbs *v, const cw_meld_turn *t,
			    cw_err *err);
/* legal of the play phase: the plays (a claimed card first), declining
** the loose card unless use_drawn forbids it, or paying with a hand card.
** With draw_to_hand and no loose card: the plays that do not leave the
** card taken from the discards alone in the hand, taking a meld or one
** card of it back to the hand (when the roles are given and what stays
** is a meld), and discarding a hand card but the one taken. */
int cw_meldturn_legal_play(cw_game *g, const cw_meld_rules *r, const cw_meld_verbs *v, const cw_meld_turn *t,
			   cw_err *err);
/* draw: the top stock card becomes the loose card (or goes into the hand). */
int cw_meldturn_draw(cw_game *g, const cw_meld_turn *t, int seat, cw_err *err);
/* draw_discard (draw_to_hand): the top discard into the hand. */
int cw_meldturn_draw_discard(cw_game *g, const cw_meld_turn *t, int seat, cw_err *err);
/* discard CARD: the loose card declined or a hand card paid; a claim
** window opens (or, with draw_to_hand, the next turn begins). */
int cw_meldturn_discard(cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, int seat, cw_face f, cw_err *err);
/* fold: the seat leaves the round's play; its melds turn face down. */
int cw_meldturn_fold(cw_game *g, const cw_meld_turn *t, int seat, cw_err *err);
/* The plays as actions, cards given by face: a new meld; a lay-off on
** meld k (in a claim window, a lay-off from hand does not end it); one
** card moved from meld `from` to meld `to`. */
int cw_meldturn_new(cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, int seat, const cw_face *faces, int n,
		    cw_err *err);
int cw_meldturn_layoff(cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, int seat, const cw_face *faces, int n,
		       int k, cw_err *err);
int cw_meldturn_move(cw_game *g, const cw_meld_rules *r, const cw_meld_turn *t, int seat, cw_face f, int to,
		     cw_err *err);
/* claim: the top discard becomes the claimant's loose card; its turn. */
int cw_meldturn_claim(cw_game *g, const cw_meld_turn *t, int seat, cw_err *err);

#endif
