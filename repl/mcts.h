/*
** The search bot: determinized Monte Carlo search from one seat's view
** (docs/bots.md says why this form and not a deeper tree).
**
** Each playout samples the cards the seat does not see (cw_mcts_sample),
** applies one of the seat's legal actions to that sample, plays the round
** out with the greedy policy at every seat, and scores it with the
** variant's own scoring. The root actions share the playouts by
** sequential halving: all actions still in the running are played out on
** the same samples, then the worse half drops out; the last is the choice.
*/
#ifndef CW_MCTS_H
#define CW_MCTS_H

#include <stdatomic.h>
#include "../core/core.h"
#include "../lua/runtime.h"

#define CW_MCTS_DEFAULT 400	/* playouts: the default budget's first round, its usual fewest */
#define CW_MCTS_MAX 1000000
/* The default budget (a budget of 0): CW_MCTS_DEFAULT playouts, or as
** many as simulate CW_MCTS_WORK actions in all, up to CW_MCTS_MOST; where
** the playouts average more than a quarter of their cap of 600 actions
** (a round that goes on and on), CW_MCTS_FEWEST. */
/* The instructions the variant's hooks may spend in one search, all calls
** together (each is bounded by the budget alone): past it the search
** answers with the playouts it has. One call's default budget; the
** searches of the variants here spend under 20,000. */
#ifndef CW_MCTS_HOOK_WORK
#define CW_MCTS_HOOK_WORK 20000000LL
#endif
#ifndef CW_MCTS_WORK
#define CW_MCTS_WORK 24000
#endif
#define CW_MCTS_FEWEST 100
#ifndef CW_MCTS_MOST
#define CW_MCTS_MOST 1600
#endif

struct cw_bot;

/* The positions at which a seat's search bot decided in this round, each
** by a key of what the seat sees there (cw_mcts_view_key). A root action
** that leads back to one of them is chosen only when every action does:
** moves that change nothing the playouts can tell (a card moved from one
** meld to another and back) score alike, and without this the search
** could make them for ever. A game resumed from its recording starts
** with none. */
#define CW_MCTS_SEEN 256
typedef struct cw_mcts_seen {
	uint32_t round, steps;	/* the round of the keys; the game's steps at the last */
	int n;			/* keys added this round (the last CW_MCTS_SEEN kept) */
	uint64_t key[CW_MCTS_SEEN];
} cw_mcts_seen;

/* A key of the position as `seat` sees it: the status, phase, turn and
** actor, the call (its caller, the seats owed a final turn), the skipped
** seats and those out, and every zone's length and faces as
** cw_knowledge_face gives them to the seat (a card it does not see counts
** as hidden). Nothing the seat is not shown: not the variant's variables,
** not who may claim in a window. */
uint64_t cw_mcts_view_key(const cw_state *s, int seat);
/* Adds the position of s as the actor sees it; forgets the keys of
** another round or another game (fewer steps than the last). */
void cw_mcts_seen_add(cw_mcts_seen *h, const cw_state *s);

/* One root action as the search saw it. */
typedef struct cw_mcts_choice {
	cw_action action;
	int visits;
	double reward;		/* mean: the others' round score less the seat's (the sign of `wins`);
				** where the round ends the match, 100 a match won less the others' shares */
	double score;		/* mean: the seat's own round score */
	double others;		/* mean: the others' mean round score */
	double ended;		/* the share of its playouts that ended the match (1: the
				** choice went by `won` alone) */
	double won;		/* mean: the seat's share of the match won, where it ended */
} cw_mcts_choice;

/* What cuts a search short: a flag set from outside (Ctrl-C: a hint at
** the terminal, a run of sim), and a time on cw_clock_ms's clock (0:
** none; a hint's). Each playout's actions look at both; the search answers
** with the playouts it has. */
typedef struct cw_mcts_stop {
	const atomic_int *flag;
	long long deadline_ms;
} cw_mcts_stop;
/* CW_MCTS_CUT_WORK: the hooks of its playouts spent CW_MCTS_HOOK_WORK. */
enum { CW_MCTS_CUT_NONE, CW_MCTS_CUT_FLAG, CW_MCTS_CUT_TIME, CW_MCTS_CUT_WORK };

typedef struct cw_mcts_report {
	int n;			/* choices kept, best first */
	cw_mcts_choice c[3];
	int playouts;		/* playouts that ran to a score */
	int cut;		/* CW_MCTS_CUT_*: why the search stopped before its budget */
} cw_mcts_report;

/* Replaces, in state s, the faces of every card `seat` does not see by a
** uniform draw without replacement from the faces of those cards. Only
** what the seat sees decides the result: the hidden faces are taken in
** sorted order before the shuffle, so two states that differ only in
** hidden cards give the same sample for the same rng. What the variant
** wrote that the seat may not know is forgotten first, as sec declares
** (cw_knowledge_forget). */
void cw_mcts_sample(cw_state *s, int seat, cw_rng *rng, const cw_secrets *sec);

/* As cw_mcts_sample, then each hidden card that another seat knows in its
** own layout (a card it chose to keep) becomes the better for that seat,
** by `value` (by face; high: the higher is better), of its sample and
** as many other hidden cards' as the owner has begun turns this round
** (at most four). value NULL: the plain sample. */
void cw_mcts_sample_tilted(cw_state *s, int seat, cw_rng *rng, const cw_secrets *sec, const int *value, int high);

/* Chooses an action for the actor of g with `budget` playouts. `policy`
** is the greedy bot (its card values learned) that plays the playouts.
** `seen` (or NULL): the positions already decided at this round, the
** present one included; an action leading back to one is chosen only
** when all do. Fills *pick (an index into the legal list) and, when rep
** is not NULL, the best choices. */
int cw_mcts_choose(cw_runtime *rt, cw_game *g, int budget, cw_rng *rng, const struct cw_bot *policy,
		   const cw_mcts_seen *seen, int *pick, cw_mcts_report *rep, cw_err *err);
/* The same, cut short by `stop` (or NULL): rep->cut says so. With no
** playout ended by then, an error that says why it stopped. */
int cw_mcts_choose_until(cw_runtime *rt, cw_game *g, int budget, cw_rng *rng, const struct cw_bot *policy,
			 const cw_mcts_seen *seen, const cw_mcts_stop *stop, int *pick, cw_mcts_report *rep,
			 cw_err *err);

#endif
