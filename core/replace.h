/*
** The draw-and-replace turn kit: a turn shape that a variant describes by
** roles and parameters instead of writing it (DESIGN principles 7 and 8).
**
** The turn: in the draw phase the seat draws from the stock (when it is
** empty, the discards below the top card are shuffled into it, or the
** round ends with the turn that drew its last card), draws the top
** discard, or calls (the round ends after every other seat's one more
** turn). In the place phase it swaps the drawn card into a filled slot of
** its layout (face down, or face up), the replaced card going face up
** onto the discards, or discards a card it drew from the stock. A card of
** a set rank put onto the discards may cost the next seat its turn. A
** swap that leaves the seat's layout all face up may call for it (when
** nobody has), and may end the round at once.
**
** The deal puts a number of cards face down into each layout, turns the
** top stock card up as the first discard and shows each seat some slots
** of its own layout; then, when the variant opens that way, each seat in
** turn from the dealer's left turns a number of its cards face up. The score turns every layout face up and sums each
** layout by a value per face, or asks a hook point per seat. The match
** ends after a number of rounds, or when a total reaches a target.
**
** Each role is a verb, phase or variable number of the game, -1 when the
** variant has none; a step that needs a missing role fails with a message
** naming the role. The kit never calls a script: the variant's own hooks
** (powers, scoring of pairs, ...) replace single hook points around it.
*/
#ifndef CW_REPLACE_H
#define CW_REPLACE_H

#include "game.h"

#define CW_REPLACE_SHOW_MAX 16
#define CW_REPLACE_FACES 56	/* every cw_face of the 52 cards and the joker */

enum { CW_REPLACE_FROM_STOCK = 1, CW_REPLACE_FROM_DISCARD = 2 };	/* the drawn_from variable */
enum { CW_REPLACE_ALL_UP_NONE, CW_REPLACE_ALL_UP_CALL, CW_REPLACE_ALL_UP_END };	/* all_up */
/* What a layout emptied during a turn does: nothing, the round ends with
** that turn, or it counts as its seat's call when nobody has called. */
enum { CW_REPLACE_RESTOCK_KEEP, CW_REPLACE_RESTOCK_MARK, CW_REPLACE_RESTOCK_CLEAR };
enum { CW_REPLACE_EMPTY_NONE, CW_REPLACE_EMPTY_ENDS, CW_REPLACE_EMPTY_CALLS };
/* A power: what the card drawn from the stock lets its seat do instead of
** placing it (the power table maps each rank, 0 the joker, to one). */
enum {
	CW_REPLACE_POWER_NONE, CW_REPLACE_POWER_PEEK_OWN, CW_REPLACE_POWER_PEEK_OTHER, CW_REPLACE_POWER_PEEK_ANY,
	CW_REPLACE_POWER_SWAP_OWN_OTHER, CW_REPLACE_POWER_SWAP_ANY, CW_REPLACE_POWER_SHUFFLE,
	/* Offered after the place decision's match and replace moves: */
	CW_REPLACE_POWER_SPY,		/* look at an own card and another's (then the variant's decision) */
	CW_REPLACE_POWER_TRADE,		/* look at another's card (then the variant's give) */
	CW_REPLACE_POWERS
};
/* Hook points: where a variant's own rule, written in its script, decides
** what the parameters cannot say. */
enum {
	CW_REPLACE_HOOK_AFTER_ACTION,	/* *out 1: the hook has taken the rest of the turn over */
	CW_REPLACE_HOOK_PLACE_EXTRA,	/* offers more moves of the place decision */
	CW_REPLACE_HOOK_ROUND_ENDS,	/* *out 1: the round ends at the end of this turn */
	CW_REPLACE_HOOK_POWER_KIND,	/* *out the CW_REPLACE_POWER_* of the held card */
	CW_REPLACE_HOOK_MAY_SWAP,	/* *out 1: the held card may be swapped in */
	CW_REPLACE_HOOK_MAY_DRAW_DISCARD,	/* *out 1: the seat may take the top discard */
	CW_REPLACE_HOOK_PASS,		/* the decline verb played outside the end-of-turn point */
	CW_REPLACE_HOOKS
};

/* The parameters whose refusals name a rule (cw_replace.rule). */
enum {
	CW_REPLACE_RULE_NO_TAKE,	/* no_take_ranks */
	CW_REPLACE_RULE_NO_SWAP,	/* no_swap_ranks */
	CW_REPLACE_RULE_NEEDS_CARD,	/* discard_needs_card */
	CW_REPLACE_RULE_FIRST_TURN,	/* call_first_turn */
	CW_REPLACE_RULE_FROM_TURN,	/* call_from_turn */
	CW_REPLACE_RULE_FROM_DISCARD,	/* from_discard: a card taken from the pile is placed */
	CW_REPLACE_RULE_SPENT,		/* spent: a power card used once is plain */
	CW_REPLACE_RULE_DISCARD_POWER,	/* discard_power: a card taken from the pile has no power */
	CW_REPLACE_RULE_RESTOCKED,	/* restocked: a card of a rebuilt stock, marked, has none */
	CW_REPLACE_RULE_SNAPPED,	/* snapped: a card taken from the pile after a match onto it has none */
	CW_REPLACE_RULE_NAMED,		/* named: a card named in a match named one by one is not named again */
	CW_REPLACE_RULES
};

typedef struct cw_replace {
	/* Roles: verb numbers. */
	int verb_draw_stock, verb_draw_discard, verb_swap, verb_discard, verb_call, verb_pass, verb_flip;
	int verb_decline;	/* declines the call at the end-of-turn point */
	int verb_peek;		/* looks at one own card in the opening */
	int verb_power_peek, verb_power_swap, verb_power_shuffle;
	int verb_power_spy, verb_power_trade;
	int verb_match;		/* names cards to match the drawn card's rank */
	int verb_replace;	/* names two or more own cards to replace by the drawn card */
	/* Roles: phase numbers, cw_state.var and cw_state.seatvar indices. */
	int phase_draw, phase_place, phase_open;
	int phase_peek;		/* the opening of looks */
	int phase_point;	/* the end-of-turn point: call or decline after the turn */
	int var_drawn_from, var_last_draw;
	int var_power_used;	/* 1 once the turn's card was spent as a power */
	int var_extra_done;	/* 1 once the caller had its extra turn */
	int var_peeks_each;	/* the looks each seat takes in the opening */
	int var_lead;		/* a seat that leads the rounds after the first, 0 none */
	int var_snapped;	/* 1: the top discard was put there by a snap */
	int seatvar_flips, seatvar_first;	/* the opening flips made, the first one's slot */
	int seatvar_peeks;	/* the opening looks taken */
	/* The match's state: misses to pay, the gives owed (a queue of seat
	** and slot variables, its length and the next), named one at a time. */
	int var_misses, var_give_n, var_give_i, var_one_by_one;
	/* What the kit tells every seat (a CW_NOTE_TELL note): the variant's
	** tell numbers for a match that missed and a replace that failed;
	** -1 for none. */
	int tell_miss, tell_replace_failed, tell_emptied, tell_emptied_call, tell_leads;
	/* the rule a refusal by a parameter names after its reason (the
	** kit's `rules`, "CUM-T2"), "" for none */
	char rule[CW_REPLACE_RULES][24];
	int phase_give, phase_matching;
	uint8_t ngive, give_seat[16], give_slot[16];
	/* Parameters. */
	int stock_out_ends;	/* 1: the turn that drew the last stock card ends the round */
	int call_first_turn;	/* 1: a seat may call on its first turn */
	int call_from_turn;	/* the first of a seat's turns a call is offered on (1: any) */
	int skip_rank;		/* a card of this rank put onto the discards skips the next seat; 0 none */
	int swap_up;		/* 1: a swapped-in card goes face up */
	int all_up;		/* CW_REPLACE_ALL_UP_*: what a swap that leaves the layout all face up does */
	int flips;		/* cards each seat turns face up before play; 0 none */
	int rounds;		/* rounds in a match */
	int target;		/* a total that ends the match, 0 for none */
	int slots, nshow;	/* the deal: cards per layout, slots shown to their owner */
	uint8_t show[CW_REPLACE_SHOW_MAX];
	int value[CW_REPLACE_FACES];	/* the score's value of each face */
	/* Parameters of a turn with powers. */
	int up_card;		/* 1: the deal turns the top stock card up (the default) */
	int peeks;		/* own cards each seat chooses to look at before play; 0 none */
	int call_before_draw;	/* 1: the call is offered in the draw decision (the default) */
	int call_after_draw;	/* 1: and in the place decision */
	int call_ends_turn;	/* 1: a call made before drawing is the whole turn (the default) */
	int caller_extra_turn;	/* 1: after the final turns the caller has one more */
	int protect_caller;	/* 1: no power touches the caller's layout */
	int swap_same_layout;	/* 1: an exchange may take two cards of one layout (the default) */
	int dry_ends;		/* 1: the round ends when no stock card can be had any more */
	int empty;		/* CW_REPLACE_EMPTY_* */
	int restock_flags;	/* CW_REPLACE_RESTOCK_*: the flags of the discards that become the stock */
	int restock_mark;	/* the bits _MARK sets */
	int rounds_given;	/* rounds was given, not the default */
	int rounds_first;	/* 1: given rounds and a target, the rounds decide */
	int tie_plays_on;	/* 1: the match is not over while the lowest total is shared */
	int spent_mask;		/* a held card with one of these flag bits has no power */
	int used_flag;		/* the flag bit a card spent as a power gets */
	int named_flag;		/* the flag bit of a card named in a match named one by one:
				** not named again in it; 0 none */
	int power_from_discard;	/* 1: a card taken from the discards keeps its power */
	int discard_needs_card;	/* 1: the top discard is taken only with a card in the layout */
	int snapped_no_power;	/* 1: a card taken from the discards after a snap has no power */
	int match_from_discard;	/* 1: a card taken from the discards may be matched (the default) */
	int match_open;		/* 1: any larger set of targets may be named (the verb's accepts) */
	int match_needs_card;	/* 1: cards of other layouts only while the seat has one to give */
	int replace_from_discard;	/* 1: a card taken from the discards may replace (the default) */
	int trade_optional;	/* 1: the trade may be declined, so it needs no own card */
	int jokers_equal;	/* 1: two jokers are equal for a replace (the default) */
	uint16_t no_swap_ranks;	/* a bit per rank: a stock card of it is never swapped in */
	uint16_t no_take_ranks;	/* a bit per rank: the top discard of it is not taken */
	uint8_t power[14];	/* rank (0 the joker) -> CW_REPLACE_POWER_* */
	uint8_t any_power;	/* 1: some rank of power[] has a power (set with it) */
	uint8_t nreset, nreset_seat;
	uint8_t reset[16], reset_seat[16];	/* variables zeroed by the deal of each round */
	/* Hook points given by the variant (a bit per CW_REPLACE_HOOK_*). */
	unsigned hooks;
	int (*hook)(void *ud, cw_game *g, int point, int seat, int *out, cw_err *err);
	void *hook_ud;
} cw_replace;

/* A score hook point: seat's layout score into *out. */
typedef int (*cw_replace_layout_fn)(void *ud, cw_game *g, int seat, int *out, cw_err *err);

/* Sets every role to -1 and every parameter to its neutral value. */
void cw_replace_init(cw_replace *p);

/* The draw decision: the stock, the discards, the call (see above). */
int cw_replace_legal_draw(cw_game *g, const cw_replace *p, cw_err *err);
/* The place decision: swap into any filled slot, or discard a stock draw. */
int cw_replace_legal_place(cw_game *g, const cw_replace *p, cw_err *err);
/* The place decision's moves past the swaps and the discard: the held
** card's power, the match and replace moves, place_extra's, a call after
** the draw. For a variant whose own hook offers the swaps (a house rule
** that allows some slots only), so that the kit's powers stay offered. */
int cw_replace_legal_place_rest(cw_game *g, const cw_replace *p, cw_err *err);

int cw_replace_draw_stock(cw_game *g, const cw_replace *p, int seat, cw_err *err);
int cw_replace_draw_discard(cw_game *g, const cw_replace *p, int seat, cw_err *err);
int cw_replace_swap(cw_game *g, const cw_replace *p, int seat, int slot, cw_err *err);
int cw_replace_discard(cw_game *g, const cw_replace *p, int seat, cw_err *err);
int cw_replace_call(cw_game *g, const cw_replace *p, int seat, cw_err *err);

/* The opening: the flip of each face-down card of the acting seat. */
int cw_replace_legal_open(cw_game *g, const cw_replace *p, cw_err *err);
/* The flip of the card in slot; the seat's last opening flip hands the
** opening to the next seat, the last seat's begins play. */
int cw_replace_flip(cw_game *g, const cw_replace *p, int seat, int slot, cw_err *err);

/* The end of the acting seat's turn: the round ends after the last stock
** draw (stock_out_ends) or once every seat owed a final turn has played. */
int cw_replace_end_turn(cw_game *g, const cw_replace *p, cw_err *err);
/* skip_rank: the seat after `seat` loses its turn when the top discard has it. */
void cw_replace_skip(cw_game *g, const cw_replace *p, int seat);
int cw_replace_can_draw_stock(const cw_game *g, const cw_replace *p);
int cw_replace_may_call(const cw_game *g, const cw_replace *p, int seat);

/* The turn with powers. The end-of-turn point's decisions: call or decline. */
int cw_replace_legal_point(cw_game *g, const cw_replace *p, cw_err *err);
int cw_replace_decline(cw_game *g, const cw_replace *p, int seat, cw_err *err);
/* The opening of looks: each own card the seat does not know. */
int cw_replace_legal_peek(cw_game *g, const cw_replace *p, cw_err *err);
int cw_replace_peek(cw_game *g, const cw_replace *p, int seat, int slot, cw_err *err);
/* The powers of the held card: look at (ts, tk); exchange (sa, ka) with
** (sb, kb); shuffle the layout of seat target. Each puts the card onto the
** discards, spent, and ends the turn. */
int cw_replace_power_peek(cw_game *g, const cw_replace *p, int seat, int ts, int tk, cw_err *err);
int cw_replace_power_swap(cw_game *g, const cw_replace *p, int seat, int sa, int ka, int sb, int kb, cw_err *err);
int cw_replace_power_shuffle(cw_game *g, const cw_replace *p, int seat, int target, cw_err *err);
/* The match of the drawn card's rank with the n named cards (seat, slot
** pairs in arg): all are turned up; each of that rank goes onto the
** discards, one of another layout owing a give from the seat's own; each
** other goes back face down, known to all, and costs a penalty card
** (at once when named one at a time). Then the gives (phase_give), the
** next name (phase_matching), or the drawn card onto the discards and
** the rest of the turn. */
int cw_replace_match(cw_game *g, const cw_replace *p, int seat, const uint8_t *arg, int n, cw_err *err);
/* The replace of the n own cards in slots by the held card: all are
** shown; when they are equal the held card takes the first slot and they
** go onto the discards, else they go back face down (known to all) and
** the held card goes face down into a new slot. Then the rest of the turn. */
int cw_replace_replace(cw_game *g, const cw_replace *p, int seat, const uint8_t *slots, int n, cw_err *err);
/* The matching decision of the turn: the match moves, and the decline. */
int cw_replace_legal_match(cw_game *g, const cw_replace *p, cw_err *err);
/* The held card's power now (CW_REPLACE_POWER_*). */
int cw_replace_power_kind(cw_game *g, const cw_replace *p, int seat, int *kind, cw_err *err);
/* The seat's layout may be touched by a power (protect_caller). */
int cw_replace_touchable(const cw_game *g, const cw_replace *p, int seat);
/* The rest of the turn after its action: the after-action hook, an
** emptied layout, the end-of-turn point or the next turn. */
int cw_replace_finish(cw_game *g, const cw_replace *p, int seat, cw_err *err);
/* The next turn, or the end of the round. */
int cw_replace_next_turn(cw_game *g, const cw_replace *p, cw_err *err);

/* Deals p->slots cards to each layout, turns the top stock card up, shows
** each seat its p->show slots and begins the first turn. */
int cw_replace_deal(cw_game *g, const cw_replace *p, cw_err *err);
/* Turns every layout face up and scores each seat its layout: the sum of
** p->value, or layout(ud, ...) when it is given. */
int cw_replace_score(cw_game *g, const cw_replace *p, cw_replace_layout_fn layout, void *ud, cw_err *err);
/* The same for one seat: every layout face up, st->score[seat] set as
** cw_replace_score sets it, the other seats' scores untouched. */
int cw_replace_score_seat(cw_game *g, const cw_replace *p, cw_replace_layout_fn layout, void *ud, int seat,
			  cw_err *err);
/* The seat's layout under p->value. */
int cw_replace_layout_sum(const cw_game *g, const cw_replace *p, int seat);
/* The target reached, or the last round played. */
int cw_replace_match_over(const cw_game *g, const cw_replace *p);

#endif
