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
#ifndef CW_STATE_H
#define CW_STATE_H

#include <stddef.h>
#include <stdint.h>
#include "action.h"
#include "face.h"
#include "error.h"
#include "rng.h"


#define CW_MAX_SEATS	16
#define CW_MAX_CARDS	1024
#define CW_MAX_MELDS	16	/* meld zones per seat */
#define CW_MAX_VARS	48
#define CW_MAX_SEATVARS	24
#define CW_MAX_ROUND_EVENTS	(1u << 18)	/* host memory a round's log may take: about 10 MB */
#define CW_MAX_GAME_EVENTS	(1u << 22)	/* and a whole game's (play, replay, check keep it): about 160 MB */
#define CW_MAX_LEGAL	(1u << 20)	/* distinct legal actions at one decision: 16 MB and its index */
#define CW_GAME_WHYS	4	/* verbs a decision may tell a reason for (cw_game.why_text) */
#define CW_GAME_WHY_LEN	160	/* bytes of one reason */
#define CW_NOCARD	((cw_card)0xFFFF)

typedef uint16_t cw_card;	/* a physical card: index into the game's cards */
typedef uint16_t cw_zone;	/* a zone id */
typedef uint16_t cw_seatmask;	/* bit k-1 stands for seat k */

#define CW_SEATBIT(seat) ((cw_seatmask)(1u << ((seat) - 1)))

enum cw_zone_kind {
	CW_ZK_STOCK, CW_ZK_DISCARD, CW_ZK_ASIDE,
	CW_ZK_LAYOUT, CW_ZK_HAND, CW_ZK_HELD, CW_ZK_MELD
};

/* Fixed zone ids; the per-seat zones follow, see cw_state_zone_of(). */
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
	uint8_t round_over;	/* set by cw_engine_round_end() */
	uint8_t last_caller;	/* the caller of the round before this one, 0 if none */
	cw_seatmask final_left;	/* seats still owed their final turn after a call */
	cw_seatmask skip;	/* seats whose next turn is skipped */
	cw_seatmask out;	/* seats not in the deal (folded, disqualified) */
	uint8_t window_n, window_pos;	/* an open reaction window: seats in priority order */
	uint8_t window[CW_MAX_SEATS];
	uint16_t window_seq;	/* windows opened so far, wrapping: which one a CW_NOTE_WINDOW names */
	uint16_t turns[CW_MAX_SEATS + 1];	/* turns begun by each seat this round */
	uint32_t round;		/* 1-based; 0 before the first deal */
	uint32_t steps;		/* actions applied in the whole game */
	uint32_t round_steps;	/* actions applied in this round */
	uint32_t lead_drawn;	/* the round whose lead was drawn (cw_turn_draw_lead), 0 if none */
	int32_t var[CW_MAX_VARS];
	int32_t seatvar[CW_MAX_SEATS + 1][CW_MAX_SEATVARS];
	int32_t score[CW_MAX_SEATS + 1];	/* this round's score per seat */
	int32_t total[CW_MAX_SEATS + 1];	/* the match totals */
	cw_rng rng;
	/* tail: cw_cardrec cards[ncards]; cw_zonerec zones[nzones];
	**       cw_card pool[nzones * ncards] (zone z's cards at z * ncards) */
} cw_state;

static inline cw_cardrec *cw_state_cards(cw_state *s) { return (cw_cardrec *)(s + 1); }
static inline const cw_cardrec *cw_state_ccards(const cw_state *s) { return (const cw_cardrec *)(s + 1); }
static inline cw_zonerec *cw_state_zones(cw_state *s) { return (cw_zonerec *)(cw_state_cards(s) + s->ncards); }
static inline const cw_zonerec *cw_state_czones(const cw_state *s) { return (const cw_zonerec *)(cw_state_ccards(s) + s->ncards); }
static inline cw_card *cw_state_zone_cards(cw_state *s, cw_zone z)
{
	return (cw_card *)(cw_state_zones(s) + s->nzones) + (size_t)z * s->ncards;
}
static inline const cw_card *cw_state_czone_cards(const cw_state *s, cw_zone z)
{
	return (const cw_card *)(cw_state_czones(s) + s->nzones) + (size_t)z * s->ncards;
}
static inline cw_seatmask cw_state_all_seats(const cw_state *s) { return (cw_seatmask)((1u << s->nseats) - 1); }

/* The zone ids of a seat's own zones. */
enum { CW_ZS_LAYOUT, CW_ZS_HAND, CW_ZS_HELD, CW_ZS_MELD0 };
static inline cw_zone cw_state_zone_of(const cw_state *s, int seat, int which)
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
	CW_EV_LEAD,	/* seat was drawn to lead round `value` (a tie, CAC-S4) */
	CW_EV_CHIPS	/* seat paid `value` chips to seat to_pos, seat 0 being
			** the chips at stake on the table, for the variant's chip
			** reason numbered from_pos (g:pay, DES-B8): public, for
			** telling a round's settlement */
};

/* The notes: a seat loses a turn, leaves the deal or comes back, or an
** announcement about it in the words of `action` (g:announce); or why a
** rummy round ended (CW_NOTE_END: from_pos a CW_END_ reason, seat the
** winner or 0, to_pos the table count that won). */
/* CW_NOTE_RESTOCK: the discards made the stock (from_pos 1 turned over,
** 2 kept in order, 3 shuffled; to_pos its cards); CW_NOTE_AGAIN: nobody took the
** round's first card, so its drawer (seat) draws again. CW_NOTE_WINDOW:
** the rules opened a window of the seats they chose, where a pass is its
** seat's alone (DES-A4, DES-P7): noted whoever it asks, nobody included,
** so that a table can have every person pass it on (the front ends)
** without the window's opening telling that somebody was asked; seat
** is the seat its order starts after, to_pos the window's window_seq. */
enum { CW_NOTE_SKIP = 1, CW_NOTE_OUT, CW_NOTE_IN, CW_NOTE_ANNOUNCE, CW_NOTE_END, CW_NOTE_TELL, CW_NOTE_RESTOCK,
       CW_NOTE_AGAIN, CW_NOTE_WINDOW };
/* Why a round ended, a CW_NOTE_END's kind: a seat's table (a rummy's
** win), the stock empty with no winner, nobody left, or the stock empty
** in a round that is then scored as it lies (a stock-out end); a seat's
** layout all face up, which ends the round (OUT) or leaves every other
** seat one more turn (LAST: the round's end is then owed, G6-4, G8-5);
** every seat owed a last turn after the call has played it (TURNS). */
enum { CW_END_TABLE = 1, CW_END_STOCK, CW_END_NOBODY, CW_END_DRY, CW_END_OUT, CW_END_LAST, CW_END_TURNS };

/* The value of an action event that a replay does not write: a `pass` in
** a reaction window (NOTATION "Replay files", PW-16), see cw_engine_implied. */
#define CW_ACT_UNWRITTEN 1
/* Such a pass that is written after all, just before the record that
** follows it: that record is the passer's and its window offered the
** record's verb too, so a reader would take it for the window's answer. */
#define CW_ACT_LATE 2

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
	/* Offer the legal actions of the current decision with cw_engine_offer(); may
	** change the actor with cw_engine_set_actor(). */
	int (*legal)(void *ud, cw_game *g, cw_err *err);
	int (*apply)(void *ud, cw_game *g, const cw_action *a, cw_err *err);
	/* Fill st->score[] for the round just ended. */
	int (*score_round)(void *ud, cw_game *g, cw_err *err);
	/* Whether the match is over after the round just scored. */
	int (*match_over)(void *ud, cw_game *g, int *over, cw_err *err);
	/* For a verb offered open (cw_engine_offer_open): whether these arguments are
	** legal now. May be NULL when no variant offers open verbs. */
	int (*accepts)(void *ud, cw_game *g, const cw_action *a, int *ok, cw_err *err);
	/* May be NULL: st->score[seat] alone, as score_round would set it, for
	** rules whose round score of a seat is its layout's score whatever the
	** others hold. A bot weighing a placement asks it instead of scoring
	** every seat. */
	int (*score_seat)(void *ud, cw_game *g, int seat, cw_err *err);
	/* May be NULL: names the hook that offers the current decision
	** ("legal.draw (house.lua:3)"), for the message of a decision it
	** offered nothing at. */
	void (*legal_site)(void *ud, const cw_game *g, char *buf, size_t n);
} cw_rules;

/* What a variant declares of its own writings that a seat may not know
** (`secrets` in the DSL). The engine cannot tell a flag or a variable
** that records a hidden face from one that records a public fact, so a
** seat's imagination (its bots' samples and probes) keeps only what the
** variant declares public:
** - of the flags of a card the seat does not see, the bits of
**   public_flags (the rest are 0 there);
** - every variable but those of `vars` (bits by index: they read their
**   start value there);
** - every seat variable but those of `seatvars`, which only their own
**   seat's imagination keeps. */
typedef struct cw_secrets {
	uint8_t public_flags;
	uint64_t vars, seatvars;
	const int32_t *var_init;	/* not owned: the start values, by index */
	const int32_t *seatvar_init;
} cw_secrets;

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
	/* Not owned; NULL: no flag on a hidden card is public, every variable is. */
	const cw_secrets *secrets;
} cw_game_config;

#define CW_ZK_BIT(kind) (1u << (kind))

/* The stock's order after a deal's shuffle or a rebuild, top card first,
** kept for the recording of a game dealt from a real-table deck. */
typedef struct cw_stock_order {
	uint32_t at;		/* the log's length when it was made */
	int rebuild;		/* 1: a rebuilt stock; 0: a round's deal */
	uint32_t n;		/* its cards */
	uint32_t off;		/* where its faces start in the game's order_faces */
} cw_stock_order;

struct cw_game {
	cw_game_config cfg;	/* what it was made with (cw_game_reset) */
	cw_state *st;		/* owned */
	cw_state *snap;		/* owned: the state before the action being applied */
	cw_state *fresh;	/* owned: a new game's state but its generator (cw_game_reset); NULL before a reset */
	/* Set while the state is the gathered one a new or reset game holds
	** (cw_zone_gather_state): the first round's shuffle need not gather
	** again, nor write its cards' records but their places. Cleared by any
	** move, deal, shuffle, flip, reveal or gather of the zones. */
	uint8_t gathered;
	uint32_t snap_nev;	/* the event count at the snapshot */
	cw_event *ev;		/* owned */
	uint32_t nev, evcap;
	/* The log's start of the round in play and at the snapshot; a round
	** logs at most CW_MAX_ROUND_EVENTS, past which ev_full is set and
	** events are dropped, and the action that did it fails (cw_engine_apply). */
	uint32_t round_nev, snap_round_nev;
	uint32_t step_nev;	/* the log's length when the current action began */
	uint32_t applies;	/* actions begun on this game object (and its start):
				** a serial that copying a state into it does not reset */
	long long hook_work;	/* the instructions the variant's hooks ran on this game
				** object (lua/runtime.c counts them; look-ahead runs on clones) */
	int ev_full;
	int log_events;		/* 0 in clones made for look-ahead */
	/* A game dealt from a real-table deck (NOTATION "deck") is recorded
	** with every chance outcome, its deals and rebuilt stocks included:
	** while it logs, each stock order is kept here (owned), in the log's
	** order; an entry made after the log's end (an action rolled back, an
	** undo) no longer counts (cw_event_orders). */
	int real_table;
	/* The passes left out since the last written action whose window
	** offered the passer other verbs: the pass's event (its seat is the
	** passer) and those verbs (a mask, CW_MAX_VERBS <= 64). */
	struct cw_pending_pass {
		uint32_t ev;
		uint64_t verbs;
	} pend[CW_MAX_SEATS];
	int npend;
	cw_stock_order *orders;
	uint32_t norders, ordcap;
	cw_face *order_faces;	/* owned: the orders' faces, one after the other */
	uint32_t nfaces, facecap;
	/* Set by a front end that discards the game on any error (a
	** simulation): cw_engine_apply then takes no snapshot and cannot roll back. */
	int no_rollback;
	/* Set by a table while it applies a person's action: a round that
	** ends is not scored yet but held, until cw_engine_release (engine.h);
	** held_nev is then the log's length before the round's end was told
	** (0: nothing held). A clone holds nothing. */
	int hold_end;
	uint32_t held_nev;
	cw_action *legal;	/* owned */
	uint32_t nlegal, legalcap;
	/* owned: an open-addressing index of legal[], so that a long list
	** (a power's pairs of targets) is offered without a quadratic scan */
	uint32_t *legal_index;
	uint32_t index_cap;	/* its slots, a power of two; 0 when none */
	uint32_t nindexed;	/* the entries of legal[] it holds (0: none of this decision) */
	int legal_valid;	/* the legal list matches the state */
	uint64_t open_verbs;	/* verbs legal with any arguments the variant accepts */
	char refused[96];	/* why the accepts hook refused the last action it was asked of; "" */
	/* Why the legal list leaves out a move the rules would allow but for
	** a rule in force (a drawn card that must be used), one reason a
	** verb, the first given kept, up to CW_GAME_WHYS verbs: set by the
	** legal step (cw_game_why_slot, game.h), told with a refusal of that
	** verb (cw_game_why); forgotten when the list is made again. */
	int nwhy;
	int why_verb[CW_GAME_WHYS];
	char why_text[CW_GAME_WHYS][CW_GAME_WHY_LEN];
	char stuck_site[200];	/* the hook that offered no action at the last decision that had none
				** (cw_rules.legal_site, FILE:LINE); "" where the variant names none */
	const cw_verbs *verbs;
	const cw_rules *rules;
	void *rules_ud;
	const cw_face *stacked;	/* not owned: a real-table deck order, top first */
	uint32_t nstacked;
	/* not owned: a real-table deck order per round (decks[round], NULL
	** where none is given), for each deal that cw_engine_stack did not
	** order: one action can deal several rounds, when a round ends at its
	** deal (DES-A2) */
	const cw_face *const *decks;
	uint32_t ndecks;
	const cw_face *restock;	/* not owned: the next rebuilt stock's order, top first */
	uint32_t nrestock;
	int restock_check;	/* 1: compare the RNG's order with it; 0: impose it */
	uint32_t fixed_rebuilds;	/* stocks rebuilt in an order the rules fix (no
				** chance, cw_zone_restock_fixed): counted */
	/* A real-table game (a replay with deck lines): every chance outcome
	** after the deal needs its record (PW-20): a rebuilt stock's order, a
	** layout shuffle's, a drawn lead. */
	int chance_given;
	uint8_t shuffle[CW_ACTION_ARGS];	/* the next layout shuffle's outcome */
	uint8_t nshuffle;		/* its length; 0: none given */
	uint8_t shuffle_check;		/* 1: compare the RNG's outcome with it; 0: impose it */
	uint8_t lead_check;		/* 1: compare the RNG's pick with a given lead; 0: impose it */
	/* not owned: the outcome of the draw for each round's lead (leads[round],
	** 0 where none is given): one action can deal several rounds (DES-A2);
	** a round past leads_recorded is the RNG's to draw */
	const int *leads;
	uint32_t nleads, leads_recorded;
	uint32_t lead_used;	/* the round whose given lead the last draw took; 0: none */
	uint32_t lead_missing;	/* the round whose lead a real table's game did not give; 0: none */
	int implied_verb;	/* the answer replays may leave out (pass), see cw_engine_implied */
	uint32_t implied_phases;	/* where: a bit per phase number; 0 for nowhere */
};

/* ---- reading zones and cards: every decision does, so inline ---- */
/* Read on every decision, so inline. */
static inline int cw_state_zone_len(const cw_state *s, cw_zone z) { return cw_state_czones(s)[z].len; }
static inline cw_card cw_state_zone_at(const cw_state *s, cw_zone z, int pos)
{
	if (pos < 0 || pos >= cw_state_czones(s)[z].len)
		return CW_NOCARD;
	return cw_state_czone_cards(s, z)[pos];
}
static inline cw_card cw_state_zone_top(const cw_state *s, cw_zone z)
{
	int n = cw_state_czones(s)[z].len;
	return n ? cw_state_czone_cards(s, z)[n - 1] : CW_NOCARD;
}
/* Layouts: slot numbers are 1-based. */
static inline cw_card cw_state_layout_slot(const cw_state *s, int seat, int slot)
{
	if (seat < 1 || seat > s->nseats)
		return CW_NOCARD;
	return cw_state_zone_at(s, cw_state_zone_of(s, seat, CW_ZS_LAYOUT), slot - 1);
}
/* The highest slot number. */
static inline int cw_state_layout_slots(const cw_state *s, int seat)
{
	return cw_state_zone_len(s, cw_state_zone_of(s, seat, CW_ZS_LAYOUT));
}
static inline int cw_state_sees(const cw_state *s, cw_card c, int seat)
{
	const cw_cardrec *r = &cw_state_ccards(s)[c];
	return r->up || (seat >= 1 && (r->known & CW_SEATBIT(seat)));
}

#endif
