/*
** What the files of lua/ share: the runtime's layout (runtime.c's struct,
** read by the binding). The draw-and-replace kit's steps are kit.h's, the `g` object
** api.h's, the test API testapi.h's. Not for use outside lua/.
*/
#ifndef CW_LUA_INTERNAL_H
#define CW_LUA_INTERNAL_H

#include <lua.h>
#include <lauxlib.h>
#include "runtime.h"
#include "sandbox.h"
#include "api.h"
#include "kit.h"
#include "testapi.h"
#include "../core/replace.h"

#define CW_MAX_PHASES 32
#define CW_MAX_REASONS 48	/* chips.reasons a variant may declare */
#define CW_MAX_TELLS 32		/* tells a variant may declare */
#define CW_MAX_ABSENT 16	/* words a variant says it has no action for */

/* What a hook may do to the game: legal may only offer. */
enum { CW_MODE_IDLE, CW_MODE_LEGAL, CW_MODE_CHANGE };

/* The sites of a hook's changes, for check (audit.c). */
#define CW_AUDIT_SITES 256
typedef struct cw_audit_sites {
	int on, n;
	uint32_t ev[CW_AUDIT_SITES];
	char where[CW_AUDIT_SITES][112];
} cw_audit_sites;

#define CW_VAR_MEMO 64		/* slots per memo, a power of two */
#define CW_VAR_MEMO_NAME 32	/* longer names are looked up each time */

struct cw_runtime {
	cw_sandbox *sb;
	int imagining;		/* depth of cw_runtime_imagine: bots' play on clones */
	long long ids_mark;	/* the game's own count of numbers meanwhile */
	char name[64];
	int variant_ref;		/* the variant table: its private, validated fields */
	int object_ref;			/* the read-only variant object over them, what hooks are given */
	int high_wins;			/* its `wins` is "highest": 1 or 0; -1 before it is read */
	int setopts_ref;		/* options set before configure: name -> value */
	int namedopts_ref;		/* the options a person named (--rule, the table's rule): name -> true */
	int opts_ref;			/* resolved options, read-only proxy */
	int optvals_ref;		/* resolved options, the plain table */
	int configured;
	int not_variant;		/* the file returned no variant: 1 a library (a table, a function), 2 nothing of either */
	int nseats;
	int decks, jokers, rows, cols, nmelds;
	int grows;			/* layouts grow and shrink (PW-5) */
	cw_verbs verbs;
	int apply_ref[CW_MAX_VERBS];
	int accepts_ref[CW_MAX_VERBS];	/* LUA_REFNIL when the verb has none */
	char apply_label[CW_MAX_VERBS][CW_VERB_NAME_MAX + 12];	/* "action 'swap'" */
	int nphases;
	char phase[CW_MAX_PHASES][24];
	int legal_ref;			/* a function, or LUA_NOREF when per phase */
	int phase_legal_ref[CW_MAX_PHASES];
	char legal_label[CW_MAX_PHASES][32];	/* "legal.draw" */
	int pass_verb;			/* `pass`, when implied_pass names phases */
	uint32_t implied_phases;	/* implied_pass: a bit per phase number */
	int setup_ref, score_ref, match_over_ref, layout_score_ref, card_value_ref, explain_ref;
	/* The kit step each hook is (CW_KIT_*), run without entering Lua; 0 for a script's own. */
	uint8_t apply_bi[CW_MAX_VERBS], legal_bi[CW_MAX_PHASES];
	uint8_t setup_bi, score_bi, match_over_bi;
	uint8_t layout_score_kit;	/* layout_score is the kit's sum (or absent) */
	/* The draw-meld-discard kit's turn step each hook is (meldkit.h), 0 for none. */
	uint8_t apply_meld[CW_MAX_VERBS], legal_meld[CW_MAX_PHASES];
	int has_kit;			/* the variant gives a kit */
	cw_replace kit;			/* its roles and parameters */
	int kit_hook_ref[CW_REPLACE_HOOKS];	/* the kit's hook points the variant gives (kit.hooks) */
	int no_overrides;		/* ignore the variant's overrides (tests compare both) */
	int simulated;			/* a table of bots (sim, check): its rounds must end (max_actions) */
	cw_game *scratch;		/* owned: a game for face_value */
	int verbidx_ref;		/* verb name -> index + 1 */
	int phaseidx_ref;		/* phase name -> index + 1 */
	int varidx_ref, seatvaridx_ref;	/* var name -> index + 1 */
	int nvars, nseatvars;
	/* Names g.v and g.sv[seat] were read or written by (api.c), [0] for
	** g.v, [1] for seat variables: a slot per string address, checked
	** byte for byte on a hit; emptied whenever the names are declared. */
	struct {
		const char *p;
		size_t len;
		int idx;
		char name[CW_VAR_MEMO_NAME];
	} var_memo[2][CW_VAR_MEMO];
	int32_t var_init[CW_MAX_VARS], seatvar_init[CW_MAX_SEATVARS];
	cw_secrets secrets;		/* the variant's `secrets`, for its games' config */
	int g_ref;			/* the `g` userdata */
	cw_game *cur;			/* the game hooks act on */
	cw_err chance_err;		/* a CW_ECHANCE a g method raised in the running hook */
	int mode;
	cw_rules rules;
	const char *hook_what;		/* the running hook's label ("action 'swap'") */
	const void *step_game;		/* the game whose hooks ran last (call_hook), */
	uint32_t step_no;		/* its action (cw_game.applies), and the */
	long long step_work0;		/* instruction count when that action's first hook began */
	unsigned rest_kinds;		/* the variant's `zones` (audit.c) */
	/* chips.reasons: why chips move (g:pay), keys in byte order, each
	** with the words a table shows for it (sanitised) */
	int nreasons;
	char reason_key[CW_MAX_REASONS][32];
	char reason_text[CW_MAX_REASONS][96];
	/* tells: what the rules did, told to every seat (g:tell) */
	int ntells;
	char tell_key[CW_MAX_TELLS][32];
	char tell_text[CW_MAX_TELLS][96];
	/* absent: words a player may try that the variant has no action
	** for, each with the rule that says why */
	int nabsent;
	char absent_key[CW_MAX_ABSENT][32];
	char absent_text[CW_MAX_ABSENT][96];
	/* bonuses: the keys g:bonus names, in byte order, their words, and
	** how often each fired per seat since the tally was last taken */
	int nbonuses;
	char bonus_key[CW_RUNTIME_BONUSES][32];
	char bonus_text[CW_RUNTIME_BONUSES][96];
	uint32_t bonus_fired[CW_RUNTIME_BONUSES][CW_MAX_SEATS + 1];
	int bonus_any;	/* a bonus fired since the tally was last taken */
	/* the game whose round scores are watched (cw_runtime_watch_bonuses) */
	const cw_game *watch_game;
	cw_runtime_bonus_fn watch_fn;
	void *watch_ud;
	/* the game whose chips (g:pay) are summed, each seat's net, and
	** whether any moved (cw_runtime_watch_chips) */
	const cw_game *chips_game;
	int64_t chips_net[CW_MAX_SEATS + 1];
	int chips_moved;
	cw_audit_sites audit;
};

/* A hook's integer answer on top of the stack into *out (the stack as it
** was): cw_sandbox_int_answer, and an answer of the wrong kind names where
** the function `ref` is written ("myrule.lua:7: "), as its raised errors do. */
int cw_runtime_int_answer(cw_runtime *rt, int ref, const char *what, int32_t *out, cw_err *err);

#endif
