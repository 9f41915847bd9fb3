/*
** The state of one game, owned by C (DESIGN principle 1).
**
** A cw_state is one flat block with no pointers: the cards, the zones that
** hold them, the seats, the turn sequencing, the variant's integer
** variables and the scores. Copying the block copies the game, so a
** snapshot (transactions, undo) and a clone (bots' look-ahead) are a
** memcpy. A cw_game is the handle around it: the state, the event log,
** the legal actions of the current decision, and the rules that drive it.
**
** Zones. Every card is in exactly one zone at one position. Zones are the
** stock, the discard pile, the cards set aside, and per seat: a layout (a
** grid of slots numbered 1..rows*cols row-major, which may grow beyond the
** grid; an empty slot holds CW_NOCARD), a hand (private to its owner), a
** "held" zone for the card a seat has drawn and not yet placed, and the
** seat's melds. In a pile, position 0 is the bottom and the top is last.
**
** Knowledge. Each card has a face-up bit and a mask of the seats that know
** its face while it is face down (G-7, PW-14). A seat sees a card's face
** when it is face up or the seat is in the mask; nothing else decides it.
*/
#ifndef CW_GAME_H
#define CW_GAME_H

#include <stddef.h>
#include <stdint.h>
#include "action.h"
#include "card.h"
#include "error.h"
#include "rng.h"

#define CW_MAX_SEATS	8
#define CW_MAX_CARDS	1024
#define CW_MAX_MELDS	16	/* meld zones per seat */
#define CW_MAX_VARS	48
#define CW_MAX_SEATVARS	24
#define CW_MAX_ROUND_EVENTS	(1u << 18)	/* host memory a round's log may take: about 10 MB */
#define CW_MAX_LEGAL	(1u << 20)	/* distinct legal actions at one decision: 16 MB and its index */
#define CW_NOCARD	((cw_card)0xFFFF)

typedef uint16_t cw_card;	/* a physical card: index into the game's cards */
typedef uint16_t cw_zone;	/* a zone id */
typedef uint16_t cw_seatmask;	/* bit k-1 stands for seat k */

#define CW_SEATBIT(seat) ((cw_seatmask)(1u << ((seat) - 1)))

enum cw_zone_kind {
	CW_ZK_STOCK, CW_ZK_DISCARD, CW_ZK_ASIDE,
	CW_ZK_LAYOUT, CW_ZK_HAND, CW_ZK_HELD, CW_ZK_MELD
};

/* Fixed zone ids; the per-seat zones follow, see cw_zone_of(). */
enum { CW_STOCK = 0, CW_DISCARD = 1, CW_ASIDE = 2, CW_FIRST_SEAT_ZONE = 3 };

/* Where a round stands. */
enum cw_status {
	CW_ST_NEW,		/* created; no round dealt yet */
	CW_ST_PLAY,		/* a decision is pending */
	CW_ST_ROUND_OVER,	/* the variant ended the round; scoring is due */
	CW_ST_OVER		/* the match is over */
};

typedef struct cw_cardrec {
	cw_face face;
	uint8_t up;		/* face up: seen by every seat */
	uint8_t flags;		/* the variant's per-card bits (e.g. a spent power) */
	uint8_t pad;
	cw_seatmask known;	/* seats that know the face while it is down */
	cw_zone zone;
	uint16_t pos;		/* 0-based index in the zone (slot - 1 in a layout) */
} cw_cardrec;

typedef struct cw_zonerec {
	uint8_t kind, owner;	/* owner 0 for shared zones */
	uint8_t rows, cols;	/* layouts only */
	uint16_t len;		/* cards in a pile; highest slot number in a layout */
	uint16_t pad;
} cw_zonerec;

typedef struct cw_state {
	uint32_t bytes;		/* size of the whole block, tail included */
	uint16_t ncards, nzones;
	uint8_t nseats, nmelds, zones_per_seat;
	uint8_t status;
	uint8_t dealer, turn;	/* seats 1..nseats; 0 for none */
	uint8_t phase;		/* the variant's phase number */
	uint8_t actor;		/* who must decide now; 0 when nobody */
	uint8_t caller;		/* the seat that made the end-of-round call, 0 if none */
	uint8_t round_over;	/* set by cw_round_end() */
	cw_seatmask final_left;	/* seats still owed their final turn after a call */
	cw_seatmask skip;	/* seats whose next turn is skipped */
	cw_seatmask out;	/* seats not in the deal (folded, disqualified) */
	uint8_t window_n, window_pos;	/* an open reaction window: seats in priority order */
	uint8_t window[CW_MAX_SEATS];
	uint16_t turns[CW_MAX_SEATS + 1];	/* turns begun by each seat this round */
	uint32_t round;		/* 1-based; 0 before the first deal */
	uint32_t steps;		/* actions applied in the whole game */
	uint32_t round_steps;	/* actions applied in this round */
	int32_t var[CW_MAX_VARS];
	int32_t seatvar[CW_MAX_SEATS + 1][CW_MAX_SEATVARS];
	int32_t score[CW_MAX_SEATS + 1];	/* this round's score per seat */
	int32_t total[CW_MAX_SEATS + 1];	/* the match totals */
	cw_rng rng;
	/* tail: cw_cardrec cards[ncards]; cw_zonerec zones[nzones];
	**       cw_card pool[nzones * ncards] (zone z's cards at z * ncards) */
} cw_state;

static inline cw_cardrec *cw_cards(cw_state *s) { return (cw_cardrec *)(s + 1); }
static inline const cw_cardrec *cw_ccards(const cw_state *s) { return (const cw_cardrec *)(s + 1); }
static inline cw_zonerec *cw_zones(cw_state *s) { return (cw_zonerec *)(cw_cards(s) + s->ncards); }
static inline const cw_zonerec *cw_czones(const cw_state *s) { return (const cw_zonerec *)(cw_ccards(s) + s->ncards); }
static inline cw_card *cw_zone_cards(cw_state *s, cw_zone z)
{
	return (cw_card *)(cw_zones(s) + s->nzones) + (size_t)z * s->ncards;
}
static inline const cw_card *cw_czone_cards(const cw_state *s, cw_zone z)
{
	return (const cw_card *)(cw_czones(s) + s->nzones) + (size_t)z * s->ncards;
}
static inline cw_seatmask cw_all_seats(const cw_state *s) { return (cw_seatmask)((1u << s->nseats) - 1); }

/* The zone ids of a seat's own zones. */
enum { CW_ZS_LAYOUT, CW_ZS_HAND, CW_ZS_HELD, CW_ZS_MELD0 };
static inline cw_zone cw_zone_of(const cw_state *s, int seat, int which)
{
	return (cw_zone)(CW_FIRST_SEAT_ZONE + (seat - 1) * s->zones_per_seat + which);
}

/* ---- events (event.c) ---- */
enum cw_event_kind {
	CW_EV_ROUND,	/* a round begins: value = round number, seat = dealer */
	CW_EV_SHUFFLE,	/* zone `to` was shuffled by the engine; for a layout, the
			** outcome in action.arg (new slot k of the occupied ones
			** took the card of old slot arg[k]), seen by nobody */
	CW_EV_MOVE,	/* card moved from (from, from_pos) to (to, to_pos); positions 1-based */
	CW_EV_REVEAL,	/* card shown to the seats in face_mask without moving */
	CW_EV_FLIP,	/* card turned face up (value 1) or down (0) in place */
	CW_EV_TURN,	/* seat's turn begins */
	CW_EV_ACTION,	/* seat took action; up is CW_PRIVATE_ARGS or _ALL when
			** the arguments or the whole action are private to face_mask;
			** value CW_ACT_UNWRITTEN for an answer replays leave out */
	CW_EV_CALL,	/* seat made the end-of-round call */
	CW_EV_SCORE,	/* seat scored value for the round */
	CW_EV_ROUND_END,
	CW_EV_GAME_END,
	CW_EV_NOTE,	/* value = a CW_NOTE_ number (e.g. a skipped turn) */
	CW_EV_LEAD	/* seat was drawn to lead round `value` (a tie, CAC-S4) */
};

/* The notes: a seat loses a turn, leaves the deal or comes back, or an
** announcement about it in the words of `action` (g:announce). */
enum { CW_NOTE_SKIP = 1, CW_NOTE_OUT, CW_NOTE_IN, CW_NOTE_ANNOUNCE };

/* The value of an action event that a replay does not write: a `pass` in
** a reaction window (NOTATION "Replay files", PW-16), see cw_game_implied. */
#define CW_ACT_UNWRITTEN 1

typedef struct cw_event {
	uint8_t kind, seat;
	cw_face face;		/* the card's face: only for seats in face_mask */
	uint8_t up;
	cw_seatmask face_mask;
	cw_card card;
	cw_zone from, to;
	uint16_t from_pos, to_pos;
	int32_t value;
	cw_action action;
} cw_event;

/* ---- the game handle ---- */
typedef struct cw_game cw_game;

/* The rules: what a variant supplies. Each hook returns CW_OK or an error
** code with err filled; the engine rolls the state back on any error. */
typedef struct cw_rules {
	/* Deal the round (the stock is gathered and shuffled already). */
	int (*setup_round)(void *ud, cw_game *g, cw_err *err);
	/* Offer the legal actions of the current decision with cw_offer(); may
	** change the actor with cw_set_actor(). */
	int (*legal)(void *ud, cw_game *g, cw_err *err);
	int (*apply)(void *ud, cw_game *g, const cw_action *a, cw_err *err);
	/* Fill st->score[] for the round just ended. */
	int (*score_round)(void *ud, cw_game *g, cw_err *err);
	/* Whether the match is over after the round just scored. */
	int (*match_over)(void *ud, cw_game *g, int *over, cw_err *err);
	/* For a verb offered open (cw_offer_open): whether these arguments are
	** legal now. May be NULL when no variant offers open verbs. */
	int (*accepts)(void *ud, cw_game *g, const cw_action *a, int *ok, cw_err *err);
} cw_rules;

typedef struct cw_game_config {
	int nseats;
	int decks;		/* 52-card packs */
	int jokers;		/* jokers in all */
	int nmelds;		/* meld zones per seat */
	int rows, cols;		/* layout grid; 0 for games without layouts */
	uint64_t seed;
	const cw_verbs *verbs;	/* not owned; must outlive the game */
	const cw_rules *rules;	/* not owned */
	void *rules_ud;
	/* The zone kinds where cards may lie at a turn's end, a bit per
	** cw_zone_kind (CW_ZK_BIT); 0 for any. A held card may also lie in its
	** seat's held zone during a turn. Read by cw_check_rest only. */
	unsigned rest_kinds;
} cw_game_config;

#define CW_ZK_BIT(kind) (1u << (kind))

struct cw_game {
	cw_game_config cfg;	/* what it was made with (cw_game_reset) */
	cw_state *st;		/* owned */
	cw_state *snap;		/* owned: the state before the action being applied */
	uint32_t snap_nev;	/* the event count at the snapshot */
	cw_event *ev;		/* owned */
	uint32_t nev, evcap;
	/* The log's start of the round in play and at the snapshot; a round
	** logs at most CW_MAX_ROUND_EVENTS, past which ev_full is set and
	** events are dropped, and the action that did it fails (cw_apply). */
	uint32_t round_nev, snap_round_nev;
	int ev_full;
	int log_events;		/* 0 in clones made for look-ahead */
	/* Set by a front end that discards the game on any error (a
	** simulation): cw_apply then takes no snapshot and cannot roll back. */
	int no_rollback;
	cw_action *legal;	/* owned */
	uint32_t nlegal, legalcap;
	/* owned: an open-addressing index of legal[], so that a long list
	** (a power's pairs of targets) is offered without a quadratic scan */
	uint32_t *legal_index;
	uint32_t index_cap;	/* its slots, a power of two; 0 when none */
	int legal_valid;	/* the legal list matches the state */
	uint64_t open_verbs;	/* verbs legal with any arguments the variant accepts */
	const cw_verbs *verbs;
	const cw_rules *rules;
	void *rules_ud;
	const cw_face *stacked;	/* not owned: a real-table deck order, top first */
	uint32_t nstacked;
	const cw_face *restock;	/* not owned: the next rebuilt stock's order, top first */
	uint32_t nrestock;
	int restock_check;	/* 1: compare the RNG's order with it; 0: impose it */
	/* A real-table game (a replay with deck lines): every chance outcome
	** after the deal needs its record (PW-20): a rebuilt stock's order, a
	** layout shuffle's, a drawn lead. */
	int chance_given;
	uint8_t shuffle[CW_ACTION_ARGS];	/* the next layout shuffle's outcome */
	uint8_t nshuffle;		/* its length; 0: none given */
	uint8_t shuffle_check;		/* 1: compare the RNG's outcome with it; 0: impose it */
	uint8_t lead;			/* the next draw for the lead's outcome; 0: none given */
	uint8_t lead_check;		/* 1: compare the RNG's pick with it; 0: impose it */
	int implied_verb;	/* the answer replays may leave out (pass), see cw_game_implied */
	uint32_t implied_phases;	/* where: a bit per phase number; 0 for nowhere */
};

/* Creates a game with every card in the stock; the caller owns the result
** and frees it with cw_game_free(). NULL on error with err set. */
cw_game *cw_game_new(const cw_game_config *cfg, cw_err *err);
void cw_game_free(cw_game *g);
/* Makes g a new game, as cw_game_new would with this seed and g's
** configuration, reusing its memory (a simulation plays game after game).
** Its cards lie nowhere until cw_game_start gathers them into the stock:
** started, it is the new game byte for byte. */
void cw_game_reset(cw_game *g, uint64_t seed);
/* A full copy (state, events if log is set, legal list); caller owns it. */
cw_game *cw_game_clone(const cw_game *g, int with_log, cw_err *err);

/* Takes g back to an earlier moment of itself: point is a clone made then
** without its log (cw_game_clone(g, 0, ...)), nev the log's length then.
** The log is append-only, so an undo point shares it instead of copying
** it: g's log is cut back to nev. The legal list is computed again. */
int cw_game_rewind(cw_game *g, const cw_game *point, uint32_t nev, cw_err *err);

/* Copies the state into the game's snapshot slot / back. */
void cw_game_snapshot(cw_game *g);
void cw_game_restore(cw_game *g);

/* ---- zones and cards (zone.c, layout.c) ---- */
/* Read on every decision, so inline. */
static inline int cw_zone_len(const cw_state *s, cw_zone z) { return cw_czones(s)[z].len; }
static inline cw_card cw_zone_at(const cw_state *s, cw_zone z, int pos)
{
	if (pos < 0 || pos >= cw_czones(s)[z].len)
		return CW_NOCARD;
	return cw_czone_cards(s, z)[pos];
}
static inline cw_card cw_zone_top(const cw_state *s, cw_zone z)
{
	int n = cw_czones(s)[z].len;
	return n ? cw_czone_cards(s, z)[n - 1] : CW_NOCARD;
}
int cw_zone_valid(const cw_state *s, cw_zone z);
const char *cw_zone_kind_name(int kind);

/* Where a moved card ends up and who knows it. */
enum cw_move_flags {
	CW_MV_UP = 1,		/* face up after the move */
	CW_MV_DOWN = 2,		/* face down after the move (default: unchanged) */
	CW_MV_UNSEEN = 4	/* the move is not seen: knowledge is wiped */
};
#define CW_POS_TOP (-1)

/* Moves card c to zone `to`. In a pile or hand, pos is the index to insert
** at (CW_POS_TOP: on top); in a layout, pos is a slot number (1-based)
** that must be empty, or CW_POS_TOP for the lowest free slot above the
** grid (PW-5). A face-up card that goes face down is known to every seat
** (all saw it); a move seen by all keeps the mask; CW_MV_UNSEEN wipes it. */
int cw_move(cw_game *g, cw_card c, cw_zone to, int pos, int flags, cw_err *err);
/* Moves the card to a seat's held zone; the drawer learns its face. */
int cw_draw_to_held(cw_game *g, int seat, cw_zone from, cw_err *err);
/* The seat's drawn card into the layout slot (face down unless flags has
** CW_MV_UP); the card that was there goes face up on the discards (G-6). */
int cw_swap_held(cw_game *g, int seat, int slot, int flags, cw_err *err);
/* The seat's drawn card face up onto the discard pile (G-5). */
int cw_discard_held(cw_game *g, int seat, cw_err *err);
/* Deals n rounds of one card to every seat in the deal, from the seat
** after the dealer, the dealer last (G-2, PW-3, DES-D6). Round k's card
** goes to slot k of a layout (which = CW_ZS_LAYOUT), unseen, or on top of
** a hand (CW_ZS_HAND), which its owner sees. */
int cw_deal(cw_game *g, int which, int n, cw_err *err);
/* Shows c's face to the seats in mask (a peek). */
void cw_reveal(cw_game *g, cw_card c, cw_seatmask mask);
/* Turns c face up (up=1) or face down (up=0) where it lies. */
void cw_flip(cw_game *g, cw_card c, int up);
/* Shuffles a zone with the game's RNG; knowledge of its cards is wiped. */
void cw_shuffle(cw_game *g, cw_zone z);
/* All cards back to the stock, face down, unknown, flags cleared. */
void cw_gather(cw_game *g);
/* cw_gather, then cw_shuffle of the stock: the start of a dealt round. */
void cw_gather_shuffled(cw_game *g);
/* Rebuilds the stock from the discard pile but its top card (G-8, PW-18),
** face down and unknown: in the order given with cw_game_restock_order,
** or shuffled by the game's RNG (and then compared with a given order). */
int cw_restock(cw_game *g, cw_err *err);
/* The order of the next rebuilt stock (NOTATION "restock"): imposed
** (check 0, a real-table game) or checked against the RNG (check 1, a
** seeded game). The faces are not copied; cleared when used. */
void cw_game_restock_order(cw_game *g, const cw_face *faces, uint32_t n, int check);

/* Chance during play (PW-20; layout.c, turn.c). Each is decided by the
** game's RNG, or, given a recorded outcome, imposed (a real-table game) or
** checked against the RNG (a seeded one): a fault is CW_ECHANCE. */

/* The outcome of the next layout shuffle (`power shuffle 2 = 4 3 2 1`):
** new slot i of the occupied slots, in order, takes the card of old slot
** slots[i]. Copied; n up to CW_ACTION_ARGS; n 0 clears it. */
void cw_game_shuffle_order(cw_game *g, const uint8_t *slots, int n, int check);
/* Shuffles the cards of a seat's layout among its occupied slots (CAM-P4):
** Fisher-Yates with the RNG, or as given. Nobody knows any of them after
** it, the owner included (PW-14). Emits CW_EV_SHUFFLE with the outcome.
** In a real-table game (chance_given) an outcome must have been given. */
int cw_layout_shuffle(cw_game *g, int seat, cw_err *err);
/* The outcome of the next draw for the lead (`lead SEAT`); 0 clears it. */
void cw_game_lead_order(cw_game *g, int seat, int check);
/* Draws which of the n seats in `among` (n >= 2, a tie) leads the next
** round (CAC-S4): one uniformly with the RNG, or the seat given. Emits
** CW_EV_LEAD. In a real-table game an outcome must have been given. */
int cw_draw_lead(cw_game *g, const uint8_t *among, int n, int *seat, cw_err *err);

/* Layouts: slot numbers are 1-based. */
static inline cw_card cw_layout_slot(const cw_state *s, int seat, int slot)
{
	if (seat < 1 || seat > s->nseats)
		return CW_NOCARD;
	return cw_zone_at(s, cw_zone_of(s, seat, CW_ZS_LAYOUT), slot - 1);
}
/* The highest slot number. */
static inline int cw_layout_slots(const cw_state *s, int seat)
{
	return cw_zone_len(s, cw_zone_of(s, seat, CW_ZS_LAYOUT));
}
int cw_layout_count(const cw_state *s, int seat);	/* occupied slots */
int cw_layout_grid(const cw_state *s, int seat);	/* rows * cols */

/* ---- knowledge and views (knowledge.c) ---- */
static inline int cw_sees(const cw_state *s, cw_card c, int seat)
{
	const cw_cardrec *r = &cw_ccards(s)[c];
	return r->up || (seat >= 1 && (r->known & CW_SEATBIT(seat)));
}
/* What `viewer` may see of card c: its face or CW_FACE_HIDDEN.
** viewer CW_OMNISCIENT sees everything (replay --reveal, scoring). */
#define CW_OMNISCIENT 0xFF
cw_face cw_view_face(const cw_state *s, cw_card c, int viewer);
/* The seats that may see c's face now. */
cw_seatmask cw_face_mask(const cw_state *s, cw_card c);

/* One event as `viewer` may see it: the face is hidden unless viewer is
** in the event's face_mask, and so are a private action's arguments
** (nargs 0, value -1). Every path out of the engine uses this. */
cw_event cw_event_for(const cw_event *e, int viewer);
/* Whether `viewer` may know that the event happened at all (a private
** pass may not be known to have happened). */
int cw_event_visible(const cw_event *e, int viewer);

/* ---- turn sequencing (turn.c) ---- */
int cw_next_seat(const cw_state *s, int seat);	/* skips seats that are out */
/* Begins `seat`'s turn: counts it, emits the turn event. */
void cw_turn_begin(cw_game *g, int seat);
/* Ends the current turn and begins the next one, honouring skipped turns
** and the final turns after a call. Returns the new turn seat, or 0 when
** the final turns are all played (the round should end). */
int cw_turn_advance(cw_game *g);
/* `seat` calls the end of the round: every other seat in the deal is owed
** exactly one more turn (G4-4, PW-15). */
void cw_turn_call(cw_game *g, int seat);
void cw_turn_skip(cw_state *s, int seat);	/* the seat's next turn is lost */

/* Reaction windows: seats polled one at a time in a stated order. */
/* Opens a window on the seats in `order` (n of them). */
void cw_window_open(cw_state *s, const uint8_t *order, int n);
/* Opens a window in play order from the seat after `from`, `from` itself
** last (or first when from_first), over the seats in `eligible`. */
void cw_window_open_after(cw_state *s, int from, int from_first, cw_seatmask eligible);
int cw_window_seat(const cw_state *s);	/* seat to answer now, 0 when closed */
void cw_window_next(cw_state *s);	/* the current seat answered; move on */
void cw_window_close(cw_state *s);

/* ---- the variant's data ---- */
void cw_set_phase(cw_game *g, int phase);
void cw_set_actor(cw_game *g, int seat);
/* Marks the round over; the engine scores it after the current hook. */
void cw_round_end(cw_game *g);

/* ---- legal actions and the engine (engine.c) ---- */
/* Adds an action to the legal list of the decision being computed; an
** action offered already at this decision is not added again. */
int cw_offer(cw_game *g, const cw_action *a, cw_err *err);
/* cw_offer of the action of verb with no argument (nargs 0) or the one
** argument byte arg (nargs 1): the turn kits' offers, checked against the
** list without building the action in memory first. */
int cw_offer_verb(cw_game *g, int verb, int nargs, int arg, cw_err *err);
/* cw_offer_verb of an action the caller knows is not in the list yet: a
** kit step that begins the list offers each of its actions once, and so
** skips the comparison with the ones before. */
int cw_offer_new(cw_game *g, int verb, int nargs, int arg, cw_err *err);
/* Offers a verb with whatever arguments the variant's accepts hook approves:
** for sets of arguments too many to list (naming several cards at once). */
void cw_offer_open(cw_game *g, int verb);
/* Deals the first round and computes the first decision. */
int cw_game_start(cw_game *g, cw_err *err);
/* Makes the engine deal round by round from a real-table deck order
** (NOTATION "deck"), instead of the RNG. The faces are not copied. */
void cw_game_stack(cw_game *g, const cw_face *faces, uint32_t n);
/* The legal actions of the current decision (valid until the next call
** that changes the game). */
const cw_action *cw_legal(cw_game *g, uint32_t *n);
/* Checks the action against the legal list and applies it as one
** transaction: on any error the game is exactly as before. */
int cw_apply(cw_game *g, const cw_action *a, cw_err *err);
/* Whether a is legal now: in the legal list, or approved by the accepts
** hook for a verb offered open. Returns 1 or 0, or -1 with err set. */
int cw_is_legal(cw_game *g, const cw_action *a, cw_err *err);

/* Answers a replay may leave out (NOTATION "Replay files", PW-16, PW-17):
** in the phases of the mask (a bit per phase number), a `pass` (the verb
** given, without arguments) that is legal for the actor is what a seat
** that is not recorded as acting answered. The engine marks such a pass
** CW_ACT_UNWRITTEN in its action event when a reaction window is open
** (cw_window_seat), the place where NOTATION says passes are not written;
** elsewhere (an end-of-turn point) it is written but may be left out. */
void cw_game_implied(cw_game *g, int verb, uint32_t phases);
/* When the current decision is one where the pass may be implied and it
** is legal, fills *a with it and returns 1; else 0. */
int cw_implied_now(cw_game *g, cw_action *a);

/* Reads text as an action of the current actor: of the readings that fit
** the verbs' signatures (cw_action_readings), the best one that is legal
** now (in the legal list, or of a verb offered open), so that `peek 3`
** is the peek-phase verb in the peek phase and `power peek 3` when a peek
** power is played; when none is legal, the best reading (the caller then
** says it is not legal). Two legal readings of equal rank (two verbs
** sharing an alias) are CW_EINVAL: the line is ambiguous. Uses the legal
** list only, never a hook. */
int cw_read_action(cw_game *g, const char *text, cw_action *out, cw_err *err);
/* Reads an action line of the current actor: its words (cw_read_action)
** and the chance outcome after '=', if any (cw_outcome_split). */
int cw_read_line(cw_game *g, const char *text, cw_action *out, cw_outcome *o, cw_err *err);
/* cw_apply with the outcome of the layout shuffle the action makes (o NULL
** or empty: none): imposed in a real-table game (chance_given), checked
** against the RNG in a seeded one; an outcome the action does not use is
** CW_ECHANCE and the action is undone. */
int cw_apply_outcome(cw_game *g, const cw_action *a, const cw_outcome *o, cw_err *err);
/* Reads an action line for the current actor (cw_read_line) and applies it. */
int cw_apply_text(cw_game *g, const char *text, cw_err *err);
/* As cw_apply and cw_apply_text, for `seat`: the actor, or any seat when
** the verb is an any_seat verb that the variant's accepts hook approves
** for that seat (an offence recorded at a real table, DES-Q2). */
int cw_apply_as(cw_game *g, int seat, const cw_action *a, cw_err *err);
int cw_apply_text_as(cw_game *g, int seat, const char *text, cw_err *err);

/* ---- events ---- */
void cw_emit(cw_game *g, const cw_event *e);

/* ---- whole-state checks (check.c) ---- */
/* Every card in exactly one place, zone records consistent, masks within
** the seats. Returns CW_OK or CW_ESTATE with the first fault. */
int cw_check(const cw_game *g, cw_err *err);
/* Every card lies in a zone kind the variant declared (cfg.rest_kinds), or
** in a seat's held zone when turn_end is 0 (a turn is under way). Returns
** CW_OK, or CW_ESTATE with the zone and its cards ("seat 2 held: JD 3S")
** and *card set to the first card out of place. */
int cw_check_rest(const cw_game *g, int turn_end, cw_card *card, cw_err *err);
/* A card that was face up before an action (before: the records then) or
** went face up during it, and is face down after it, must still be known
** to every seat, unless a new deal or a shuffle of a zone it lay in came
** after: the events from index `from` on tell. Returns CW_OK, or
** CW_ESTATE with *card set. */
int cw_check_seen_down(const cw_game *g, const cw_cardrec *before, uint32_t from, cw_card *card, cw_err *err);

#endif
