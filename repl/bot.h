/*
** Bots at the table. A bot decides from what its seat may see (the core's
** view of the table for that seat), the legal actions, and the values of
** faces under the variant's rules; it has its own RNG, so bots never
** change the game's chance events.
**
** The greedy bot plays two families: the Golf family (power cards, calls,
** matches and snaps included), judged by card values and, where a card
** goes, by the variant's own scoring; and the rummy family (Desmoche,
** Conquién), which has no card values: melds, lay-offs, claims, and
** discards of the card that helps least. The search bot (mcts.h) plays
** its playouts with greedy. docs/bots.md describes them.
*/
#ifndef CW_BOT_H
#define CW_BOT_H

#include "../core/core.h"
#include "../lua/runtime.h"
#include "callterm.h"
#include "lmodel.h"
#include "lterms.h"
#include "mcts.h"

enum cw_bot_kind { CW_BOT_HUMAN, CW_BOT_RANDOM, CW_BOT_GREEDY, CW_BOT_MCTS };

typedef struct cw_bot {
	int kind;
	cw_rng rng;
	int values_known;	/* 1: value[] filled; -1: the variant has no card values */
	int value[64];		/* by face */
	double mean;		/* the pack's mean card value */
	double spread;		/* the standard deviation of the pack's card values */
	cw_callterm callterm;	/* what calling adds to the caller's round score (callterm.h), this game */
	cw_callterm outterm;	/* the same for going out: a layout turned all face up calls (G6-4) */
	/* The targets of the bot's own last two-step power (`power spy`,
	** `power trade`), for the step that follows it. */
	uint8_t spy_own, spy_seat, spy_slot;
	int trace;		/* CW_BOT_TRACE: each choice and its legal list on stderr */
	int hook_only;		/* CW_BOT_HOOK: greedy asks the scoring hook, never the learned terms */
	uint64_t seed;		/* what the samples of a decision derive from, with the step number */
	int budget;		/* mcts: playouts per decision; 0: the default (mcts.h) */
	int fast;		/* greedy inside a playout: card values and the learned pair terms, no scoring hook */
	/* mcts: what stops its searches from outside (sim's Ctrl-C), or NULL;
	** a search so stopped fails its decision (cw_bot_pick: CW_ESTATE) */
	const cw_mcts_stop *stop;
	/* Last, so that a playout's bots copy the fields above and keep it. */
	cw_lmodel model;	/* mcts: the variant's scoring as pair terms (lmodel.h), for its playouts */
	cw_mcts_seen seen;	/* mcts: where it decided this round (not copied to a playout's bots) */
	/* greedy: the variant's layout score as card values and terms of
	** equal ranks, in place of the hook where it is that exactly (lterms.h) */
	cw_lterms scoring;
} cw_bot;

/* "random", "greedy" (also "bot"), "mcts" or "mcts:N"; CW_BOT_HUMAN for
** anything else. */
int cw_bot_kind(const char *name);
/* Reads a bot's name, "mcts:N" included: the kind and the budget (0 for
** the default). A name that is no bot, or a bad budget, is CW_EINVAL with
** a one-line message that lists the bots (and the nearest name). */
int cw_bot_parse(const char *name, int *kind, int *budget, cw_err *err);
const char *cw_bot_kind_name(int kind);
/* One word of a --players list (len bytes), as play and serve read it:
** `bot`, or a bot's kind with its budget (`greedy`, `mcts:400`: a word
** that begins with a kind and a colon is a bot, its budget checked, never
** a person), or a person's name (cw_table_person_name, table.h). Sets *kind (a
** CW_BOT_ kind, CW_BOT_HUMAN for a person) and *budget. CW_OK, or
** CW_EINVAL and one line. */
int cw_bot_seat_word(const char *what, const char *w, size_t len, int *kind, int *budget, cw_err *err);

/* The name a recording gives a bot's seat: "bot3", "random3" for the
** random bot, "mcts3" for the search bot; a resumed game plays a seat so
** named with that bot (cw_bot_recorded_kind). */
void cw_bot_seat_name(int kind, int seat, char *buf, size_t n);

/* The bot that plays a recorded seat of that name when a game is
** resumed: greedy for "bot...", random for "random...", the search bot
** at its default budget for "mcts...", else CW_BOT_HUMAN (a person). */
int cw_bot_recorded_kind(const char *name);

/* The bot's name with its budget when not the default: "mcts:100". */
const char *cw_bot_label(int kind, int budget, char *buf, size_t n);
void cw_bot_init(cw_bot *b, int kind, uint64_t seed);
/* Reseeds the bot for a new game. */
void cw_bot_reseed(cw_bot *b, uint64_t seed);
/* Sets the playout budget of an mcts bot (0: the default). */
void cw_bot_set_budget(cw_bot *b, int budget);
/* Chooses one of the legal actions for the acting seat. */
int cw_bot_choose(cw_bot *b, cw_runtime *rt, cw_game *g, cw_action *out, cw_err *err);
/* The same choice as its index (from 0) in the legal list (cw_engine_legal), for
** cw_engine_apply_index: the action is neither copied nor looked up again. */
int cw_bot_pick(cw_bot *b, cw_runtime *rt, cw_game *g, uint32_t *index, cw_err *err);
/* The search bot's advice for the acting seat, as one line: the best two
** or three moves with the seat's expected round score after each,
** "swap 1: about 11.2; discard: about 14.0"; basis (bn bytes): what those
** figures are and what the choice went by. The search is cut short by
** `stop` (or NULL); rep (or NULL) says how far it went. */
int cw_bot_advice(cw_runtime *rt, cw_game *g, int budget, uint64_t seed, const cw_mcts_stop *stop,
		  cw_mcts_report *rep, char *buf, size_t n, char *basis, size_t bn, cw_err *err);

#endif
