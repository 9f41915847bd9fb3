/*
** A runtime: one sandboxed Lua state with one variant loaded and
** configured (options and player count), able to create and drive games
** of it. Front ends (repl/) see only this header and core/; no Lua type
** crosses it. One runtime per thread.
*/
#ifndef CW_RUNTIME_H
#define CW_RUNTIME_H

#include <stddef.h>
#include <stdint.h>
#include "../core/core.h"

typedef struct cw_runtime cw_runtime;

typedef struct cw_runtime_config {
	const char *const *path;	/* variant directories, NULL-terminated */
	size_t mem_limit;		/* bytes for the Lua state; 0: the default */
	long budget;			/* instructions per hook call; 0: the default */
} cw_runtime_config;

#define CW_DEFAULT_MEM_LIMIT ((size_t)64 << 20)
#define CW_DEFAULT_BUDGET 20000000L
/* The hooks one action runs, together: its apply, and the scoring, setup
** and legal lists of every round it ends and begins (rounds that end in
** their setup follow each other within one action). */
#define CW_RUNTIME_STEP_WORK (5 * CW_DEFAULT_BUDGET)
/* A card's value (card_value) is an integer from -CW_CARD_VALUE_MAX to
** CW_CARD_VALUE_MAX, so that a layout's sum of them (at most
** CW_LAYOUT_MAX cards) and the bots' arithmetic on it stay in 32 bits. */
#define CW_CARD_VALUE_MAX 1000000

/* Caller owns the result; free it with cw_runtime_free(). */
cw_runtime *cw_runtime_new(const cw_runtime_config *cfg, cw_err *err);
void cw_runtime_free(cw_runtime *rt);

/* Loads a variant by name (searched on the path) or by file path;
** CW_ENOTFOUND when there is no such variant. */
int cw_runtime_load(cw_runtime *rt, const char *name, cw_err *err);
/* "2 to 4 players", or "exactly 2 players" where lo == hi, into buf. */
const char *cw_runtime_players_text(int lo, int hi, char *buf, size_t n);
/* Sets option `key` from its text ("12", "on", "any2"), before configure. */
int cw_runtime_set_option(cw_runtime *rt, const char *key, const char *value, cw_err *err);
/* As cw_runtime_set_option, for an option a person named (`--rule`, the
** table's `rule`): given, even at its default, where two options unset
** each other (option.unsets); a recording's options are set plainly. */
int cw_runtime_name_option(cw_runtime *rt, const char *key, const char *value, cw_err *err);
/* Sets the options the variant asks for in simulated and checked games
** (its `simulate` table, e.g. hands = 1 where a match has no natural
** end, DES-B1). Call before the user's own options, which then win. */
int cw_runtime_simulate_defaults(cw_runtime *rt, cw_err *err);
/* Fixes the player count; resolves options, the deck, the layout and the
** action verbs. Must be called before cw_runtime_new_game(). CW_EPLAYERS
** when the variant is not played by nseats. */
int cw_runtime_configure(cw_runtime *rt, int nseats, cw_err *err);
/* Configures for the fewest seats the variant is played by (*nseats, if
** not NULL): enough to score a layout or list its card values. The first
** error other than CW_EPLAYERS stops it. */
int cw_runtime_configure_fewest(cw_runtime *rt, int *nseats, cw_err *err);
/* A new game, not started; caller owns it (cw_game_free). The game must
** not outlive the runtime. */
cw_game *cw_runtime_new_game(cw_runtime *rt, uint64_t seed, cw_err *err);
/* Makes g, a game of this runtime, a new game with this seed, reusing its memory. */
void cw_runtime_reset_game(cw_runtime *rt, cw_game *g, uint64_t seed);

const char *cw_runtime_variant_name(const cw_runtime *rt);
const cw_verbs *cw_runtime_verbs(const cw_runtime *rt);
/* What the description lists as the choices of an option that takes any
** one word (no choices, no integer range). */
#define CW_RUNTIME_FREE_CHOICE "one word of printable characters, without spaces or '#'"

/* Whether the highest total wins the match (Desmoche's chips) rather than
** the lowest (Golf); the variant's `wins` field. */
int cw_runtime_high_wins(cw_runtime *rt);
/* The jokers in the configured game's deck (0 before a configure). */
int cw_runtime_jokers(const cw_runtime *rt);
/* The variant's `chips` declaration, what a table shows of chips: the
** game variable that holds the pot (returned as its index + 1; 0: none)
** and the option that gives each seat's stack (its name into stack, n
** bytes; "" when none). */
int cw_runtime_chips(cw_runtime *rt, char *stack, size_t n);
/* Whether the totals are chips (Desmoche's net chips, DES-B1): the highest
** wins and the variant declares a stack (`chips.stack`). A Golf house rule
** where the highest total wins still counts points, holes and rounds. */
int cw_runtime_chip_totals(cw_runtime *rt);
/* The words of chip reason number k (g:pay; the variant's chips.reasons,
** keys in byte order), or NULL. Owned by rt; read at configure. */
const char *cw_runtime_chip_reason(const cw_runtime *rt, int k);
/* The number of the variant's tell `key` (len bytes), or -1. */
int cw_runtime_tell_index(const cw_runtime *rt, const char *key, size_t len);
/* The words of tell k (g:tell), or NULL. */
const char *cw_runtime_tell(const cw_runtime *rt, int k);
/* Where `line` begins with a word the variant says it has no action for
** (its `absent`, the longest such key followed by a space or the end,
** and no action's word): the answer in buf, n bytes ("cambio has no
** 'knock': there is no call; ..."), returned; else NULL. */
const char *cw_runtime_absent(const cw_runtime *rt, const char *line, char *buf, size_t n);

/* Bonuses: what the variant's scoring names as it applies it (g:bonus,
** the variant's `bonuses = {KEY = WORDS}`, keys in byte order, at most
** CW_RUNTIME_BONUSES). Each g:bonus(seat, KEY) adds one to a tally that
** the runtime keeps; a front end that wants the bonuses of one scoring
** (sim, around the round's score) takes the tally before and after it.
** The count of bonuses declared (0 before configure); a key and its
** words, owned by rt, or NULL. */
#define CW_RUNTIME_BONUSES 32
int cw_runtime_bonuses(const cw_runtime *rt);
const char *cw_runtime_bonus_key(const cw_runtime *rt, int k);
const char *cw_runtime_bonus_text(const cw_runtime *rt, int k);
/* When a bonus fired since the tally was last taken: copies the tally,
** fired[k][seat] for bonus k (fired may be NULL), sets it to zero and
** returns 1; else returns 0 and leaves fired as it is. */
int cw_runtime_bonus_take(cw_runtime *rt, uint32_t (*fired)[CW_MAX_SEATS + 1]);
/* Watches the round's scoring of game g (not of a look-ahead clone, nor
** of a layout scored on its own): the tally is taken before each of its
** round scores, and after it, when a bonus fired, handed to fn. The
** hooks stay the runtime's own, so the engine calls them directly; NULL
** for g stops watching. */
typedef void (*cw_runtime_bonus_fn)(void *ud, const cw_game *g, uint32_t (*fired)[CW_MAX_SEATS + 1]);
void cw_runtime_watch_bonuses(cw_runtime *rt, const cw_game *g, cw_runtime_bonus_fn fn, void *ud);
/* The chips g's hooks tell moved (g:pay), summed per seat: each seat's
** net (paid to it less paid by it; a pot is no seat) since the last take.
** take copies them into net[1..CW_MAX_SEATS], clears them and says whether
** any chip moved. */
void cw_runtime_watch_chips(cw_runtime *rt, const cw_game *g);
int cw_runtime_chips_take(cw_runtime *rt, int64_t *net);
/* The bound on the actions of one round the variant declares
** (max_actions: a number, or a function of the options called once the
** runtime is configured), or 0 when it declares none. */
long cw_runtime_max_actions(cw_runtime *rt);
/* Whether a table shows a seat the face-down cards it knows as [7H]: the
** variant's memory_aid (a boolean, or a function of the options called
** once the runtime is configured); 1 when it declares none. */
int cw_runtime_memory_aid(cw_runtime *rt);
/* Whether option `key` may change during a game: the verb of the action
** that changes it (an any_seat action of one argument, the value) into
** verb (n bytes). */
int cw_runtime_option_changed_by(cw_runtime *rt, const char *key, char *verb, size_t n);
/* The option (its name into key, n bytes) that the action `verb` changes
** (its changed_by); 0 when none. */
int cw_runtime_option_of_verb(cw_runtime *rt, const char *verb, char *key, size_t n);
/* Whether option `key` unsets another when given (option.unsets: Golf's
** holes and target, G-9): that option's name into other (n bytes). */
int cw_runtime_option_unsets(cw_runtime *rt, const char *key, char *other, size_t n);
/* Whether option `key` does nothing without another (option.needs: set,
** it needs that one set too): that option's name into other (n bytes). */
int cw_runtime_option_needs(cw_runtime *rt, const char *key, char *other, size_t n);
/* Whether `key=value` is a value the option allows, as cw_runtime_set_option
** checks it, at any time; nothing is set. */
int cw_runtime_check_option(cw_runtime *rt, const char *key, const char *value, cw_err *err);
/* The bytes the runtime's Lua state holds now (what its memory cap counts). */
size_t cw_runtime_memory(const cw_runtime *rt);
/* The instructions (and library steps) the runtime's hooks have spent in
** all their calls so far: a caller that runs many hooks (a search) bounds
** their sum, each call being bounded by the budget alone. */
long long cw_runtime_instructions(const cw_runtime *rt);
/* Around play the game itself does not make (a bot's search or its looks
** on clones, a hint): on = 1 before, 0 after; nests. What the hooks
** number meanwhile (tostring of a table) is forgotten after, so the
** game's own numbers, and so its play, do not depend on whether a bot
** looked ahead or a hint was asked. */
void cw_runtime_imagine(cw_runtime *rt, int on);
/* The same count, to be read where a call per action would cost (the
** simulator's loop); valid as long as the runtime. */
const long long *cw_runtime_instructions_at(const cw_runtime *rt);
/* A game's budget of hook work: from now, no hook call starts once the
** hooks have run more than `work` instructions in all (0: no budget);
** cw_runtime_work_spared gives back `work` spent on what the budget does
** not count (a search bot's playouts, bounded on their own). */
void cw_runtime_work_budget(cw_runtime *rt, long long work);
void cw_runtime_work_spared(cw_runtime *rt, long long work);
/* Whether that budget is spent (a call refused for it failed so). */
int cw_runtime_work_spent(const cw_runtime *rt);
/* The variant's phase name for a phase number. */
const char *cw_runtime_phase_name(const cw_runtime *rt, int phase);
/* The index of the variant's game variable `name` (vars), or -1. */
int cw_runtime_var_index(cw_runtime *rt, const char *name);

/* The value of option key as text into buf ("aid", "12"); CW_EINVAL if
** there is no such option. Valid after configure. */
int cw_runtime_option(cw_runtime *rt, const char *key, char *buf, size_t n, cw_err *err);
/* Calls fn for what option `key` may be, as text and in this order: its
** default (kind 'd'), each of its listed choices ('c'), and an integer
** option's least and greatest values ('l', 'h'), whole (the description
** cuts long lists). Nothing for an option the preset hides. */
void cw_runtime_option_values(cw_runtime *rt, const char *key, void (*fn)(int kind, const char *value, void *ud),
			      void *ud);
/* Calls fn for each option name of the loaded variant, in name order. */
void cw_runtime_each_option(cw_runtime *rt, void (*fn)(const char *name, void *ud), void *ud);
/* What a card of this face is worth under the variant's card_value and
** the options (bots and screens estimate from faces they may see);
** CW_ENOTFOUND for a variant without card values (the rummy family). */
int cw_runtime_face_value(cw_runtime *rt, cw_face f, int *value, cw_err *err);

/* Text of the variant's rules summary and options (cardwright rules). The
** result is malloc'd; the caller frees it. NULL on error. */
char *cw_runtime_describe(cw_runtime *rt, cw_err *err);
/* The options as "k=v" words separated by spaces, malloc'd. */
char *cw_runtime_options_text(cw_runtime *rt, cw_err *err);

/* Scores one layout given in layout notation for seat 1 of a game of the
** configured variant (cardwright score). */
int cw_runtime_score_layout(cw_runtime *rt, const char *layout, int *score, cw_err *err);

/* The score of one layout with its breakdown, as text the caller frees:
** the variant's explain(g, seat) if it has one, else each card's value by
** row and column, each column's plain sum, the plain total, and what the
** variant's combinations (pairs, columns, lines) change. NULL on error. */
char *cw_runtime_explain_layout(cw_runtime *rt, const char *layout, cw_err *err);

/* A meld variant's melds per seat (`melds`), 0 for a layout variant. */
int cw_runtime_melds(const cw_runtime *rt);
/* Whether the cards a new meld names, by their faces[0..n), make no
** meld under the variant's meld kit: 1 with why in buf, else 0. */
int cw_runtime_no_meld(cw_runtime *rt, const cw_state *st, const cw_face *faces, int n, char *buf, size_t len);
/* Whether the seat has folded for the round (a meld variant's `fold`,
** DES-P16): it answers no window until the next deal. */
int cw_runtime_folded(cw_runtime *rt, const cw_state *st, int seat);
/* A meld variant's table given as melds separated by '/' (cardwright
** score desmoche 'AH 2H 3H / 7C 7D 7S'), laid as seat 1's melds: the
** variant's explain(g, 1), malloc'd, the caller frees it. NULL on error.
** *valid is 0 when explain answered false after its text (a meld that is
** not one, a table too large), else 1. */
char *cw_runtime_explain_melds(cw_runtime *rt, const char *melds, int *valid, cw_err *err);

/* Scores one layout per seat (layouts[k] for seat k+1; n must be the
** configured player count), with `caller` (0 for none) as the seat that
** called, through the variant's own round scoring: caller bonuses and
** penalties included. Fills scores[1..n]. */
int cw_runtime_score_table(cw_runtime *rt, const char *const *layouts, int n, int caller, int *scores, cw_err *err);

/* Frees the runtime's Lua garbage now (a full collection). A runtime
** kept between games (repl/rtpool.h) is collected when it is given back,
** so that the next game starts on the heap a new runtime would have
** after its own collection. No script code runs: finalizers are refused. */
void cw_runtime_collect(cw_runtime *rt);

/* Whether `variant` names a file (a path, or NAME.lua) rather than a
** variant on the path. */
int cw_runtime_is_file(const char *variant);

/* Lists the variants on the path: calls fn(name, title, ud) for each file,
** in name order, by its file's name without ".lua" (what `play`, `new`
** and a replay's `variant` line take, whatever name the variant declares
** for itself); a file that fails to load is listed by its file name,
** its title "(does not load: MESSAGE)"; a module that loads but returns
** no variant (a family base) is left out. Each file has its load's
** budget; once the listing has taken CW_RUNTIME_LIST_MS, the files left
** are listed unread, their title "(not read: ...)". */
#define CW_RUNTIME_LIST_MS 12000
int cw_runtime_list(cw_runtime *rt, void (*fn)(const char *name, const char *title, void *ud),
		    void *ud, cw_err *err);
/* The same for the files whose name keep accepts; only those are loaded. */
int cw_runtime_list_some(cw_runtime *rt, int (*keep)(const char *file, void *ud),
			 void (*fn)(const char *name, const char *title, void *ud), void *ud, cw_err *err);

/* Runs a Lua test file (the `cardwright test` command) with the testing
** API; its TAP goes to standard output. Returns 0 when all passed.
** seed_in_play: whether a seed deals as a game in play, which a test
** file's game may not deal (its cards are not the test's to show); NULL
** for none. */
int cw_runtime_run_test(cw_runtime *rt, const char *file, int (*seed_in_play)(uint64_t seed), cw_err *err);

#endif
