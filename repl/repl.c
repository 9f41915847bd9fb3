#define _DEFAULT_SOURCE
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/file.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include <editline/readline.h>
#include "../core/clock.h"
#include "bot.h"
#include "knock.h"
#include "paths.h"
#include "record.h"
#include "render.h"
#include "roundlog.h"
#include "replay.h"
#include "refusal.h"
#include "ruleref.h"
#include "repl.h"
#include "suggest.h"
#include "../core/near.h"
#include "table.h"
#include "terms.h"
#include "undo.h"
#include "../core/text.h"
#include "../lua/runtime.h"

_Static_assert(CW_TABLE_MAX_RECORDED_ACTIONS == CW_REPLAY_MAX_ACTIONS, "a table records no more than a replay reads");

#define MAX_RULES 64
#define MAX_LINE 512
#define HISTORY_KEEP 1000	/* lines of the history file kept */

typedef struct player {
	char name[CW_TABLE_MAX_NAME + 1];
	cw_bot bot;		/* kind CW_BOT_HUMAN for a person */
	int budget;		/* mcts:N's N, 0 for the default */
} player;

#define UNDO_BYTES ((size_t)64 << 20)	/* undo points kept, the latest */

typedef struct undo_point {
	cw_game *g;		/* owned clone, without the log */
	uint32_t nev;		/* the log's length then: the live log is shared */
	int nhist;
	uint32_t seen[CW_MAX_SEATS + 1];
} undo_point;

typedef struct session {
	char **path;
	int interactive, hotseat_shown;
	int cli;		/* reading the command line: complaints go to stderr */
	int too_long;		/* the last line read was longer than MAX_LINE - 1 (read_line) */
	int has_nul;		/* the last line read held a NUL byte */
	cw_render render;
	cw_terms terms;		/* what render's caller terms read: S->t's runtime and game */
	const char *names[CW_MAX_SEATS + 1];
	/* the game */
	char variant[PATH_MAX];	/* a name or a file's path, as typed */
	char *rules[MAX_RULES];	/* owned "k=v" */
	int nrules;
	int nseats;
	player seats[CW_MAX_SEATS + 1];
	uint64_t seed;		/* of the game to deal */
	int seed_given;		/* the user's --seed; else the seed is a secret, never shown */
	int quiet_start;	/* start_game deals the game it replaces again: no "new game" line */
	cw_table t;		/* owned: the game in play, its log (for save and undo) and recording */
	uint32_t seen[CW_MAX_SEATS + 1];	/* events each seat has been shown */
	int last_human;		/* the person who decided last */
	int handed;		/* the terminal has passed between people (hot seat) */
	int private_shown;	/* hot seat: a seat's own cards or news may be on the screen */
	int advancing;		/* advance's nesting: its outermost call sets the bots' budget */
	/* Hot seat: the people yet to knock for the last discard a claim may
	** answer, or for a window, in its order (knock.h). */
	cw_knock knock;
	int leaving;		/* Ctrl-D or `quit` at a waiting prompt: the session ends */
	int asking;		/* a prompt that is no seat's move (Enter, a yes or no): Tab completes nothing */
	int stuck;		/* the seat of a bot that cannot play on (the variant failed), or 0 */
	int loaded;		/* the game was loaded from a file (load, --resume): its rules are the file's */
	int failed;		/* the last action a person typed failed in the variant's hook */
	int announced_over;
	int practice;		/* an undo took back what a seat saw: a practice game */
	undo_point *undo;
	int nundo, undocap;
	cw_roundlog rounds;	/* each round's last state, for telling its end */
} session;

static session *current;	/* for the completion callback */
static atomic_int interrupted;	/* lock-free: a signal handler sets it */

static void on_interrupt(int sig)
{
	(void)sig;
	interrupted = 1;
}

/* ---- small helpers ---- */

/* A complaint about what was typed: on the command line, one line on
** stderr with the program's prefix; at the prompt, a line of the table. */
/* A path made from the environment (HOME, XDG_STATE_HOME) as the
** terminal may show it (text.h); malloc'd, NULL when out of memory. */
static char *safe_path(const char *path)
{
	size_t n = 4 * strlen(path) + 4;
	char *out = malloc(n);
	return out ? cw_text_safe(out, n, path, 0) : NULL;
}

static void complain(const session *S, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void complain(const session *S, const char *fmt, ...)
{
	/* The words quoted are the user's or a file's: shown escaped. */
	char line[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	if (S->cli)
		fputs("cardwright: ", stderr);
	cw_text_fputs(line, S->cli ? stderr : stdout, 0);
	fputc('\n', S->cli ? stderr : stdout);
}

static int humans(const session *S)
{
	int n = 0;
	for (int s = 1; s <= S->nseats; s++)
		n += S->seats[s].bot.kind == CW_BOT_HUMAN;
	return n;
}

static int is_human(const session *S, int seat)
{
	return seat >= 1 && seat <= S->nseats && S->seats[seat].bot.kind == CW_BOT_HUMAN;
}

/* The people who knock in turn (knock.h): at a terminal, the people at
** the table; none where input is not a person's. */
/* The seats played by people, as bits 1 << seat (cw_undo_learned). */
static uint32_t people(const session *S)
{
	uint32_t m = 0;
	for (int s = 1; s <= S->nseats; s++)
		if (is_human(S, s))
			m |= 1u << s;
	return m;
}

/* The people but seat me, as seat bits (CW_SEATBIT): who is asked to
** agree to what me asks for (everyone_agrees). */
static uint32_t others_asked(const session *S, int me)
{
	uint32_t m = 0;
	for (int s = 1; s <= S->nseats; s++)
		if (s != me && is_human(S, s))
			m |= CW_SEATBIT(s);
	return m;
}

static uint32_t persons(const session *S)
{
	uint32_t m = 0;
	for (int s = 1; S->interactive && s <= S->nseats; s++)
		if (is_human(S, s) && !(S->t.rt && S->t.g && cw_runtime_folded(S->t.rt, S->t.g->st, s)))
			m |= CW_SEATBIT(s);	/* a seat that folded (public) answers nothing: no knock */
	return m;
}

/* The seat whose eyes the table is drawn for: the person acting, else the
** last person who acted, else the first person at the table. */
static int viewer(const session *S)
{
	if (!S->t.g)
		return 0;
	if (is_human(S, S->t.g->st->actor))
		return S->t.g->st->actor;
	if (S->last_human)
		return S->last_human;
	for (int s = 1; s <= S->nseats; s++)
		if (is_human(S, s))
			return s;
	return CW_OMNISCIENT;	/* bots only: nothing is hidden from the watcher */
}

/* ---- the game's life ---- */

static void free_game(session *S)
{
	for (int i = 0; i < S->nundo; i++)
		cw_game_free(S->undo[i].g);
	S->nundo = 0;
	cw_table_close(&S->t);
	cw_roundlog_clear(&S->rounds);
}

static void clear_rules(session *S)
{
	for (int i = 0; i < S->nrules; i++)
		free(S->rules[i]);
	S->nrules = 0;
}

static int add_rule(session *S, const char *kv)
{
	const char *eq = strchr(kv, '=');
	if (!eq || eq == kv || !eq[1]) {
		complain(S, "a rule is NAME=VALUE, e.g. rule peek=any2 (not '%s')", kv);
		return 0;
	}
	/* A later setting of the same option replaces the earlier one. */
	for (int i = 0; i < S->nrules; i++)
		if (!strncmp(S->rules[i], kv, (size_t)(eq - kv) + 1)) {
			free(S->rules[i]);
			S->rules[i] = strdup(kv);
			return 1;
		}
	if (S->nrules == MAX_RULES) {
		complain(S, "too many rules (at most %d)", MAX_RULES);
		return 0;
	}
	S->rules[S->nrules++] = strdup(kv);
	return 1;
}

/* The kinds of player a word in --players names, for "did you mean". */
static const char *const player_kinds[] = { "bot", "greedy", "random", "mcts", NULL };

/* "ana,bot,bot" or a number of seats: seat 1 a person, the rest bots. A
** person's name is their own; a person without one is called by their
** seat (seat1), never "you": the table marks the viewer "(you)". A name
** one slip from a kind of bot ("bto") is taken as a person's name with a
** note, since a name like "bob" is as likely as a typo. */
static int set_players(session *S, const char *spec)
{
	char buf[256];
	int n = 0;
	player seats[CW_MAX_SEATS + 1];
	memset(seats, 0, sizeof seats);
	char *end;
	long count = strtol(spec, &end, 10);
	if (*spec && !*end) {
		if (count < 1 || count > CW_MAX_SEATS) {
			complain(S, "players: expected a number from 1 to %d, or names such as ana,bot,bot", CW_MAX_SEATS);
			return 0;
		}
		snprintf(buf, sizeof buf, "seat1");
		for (long i = 1; i < count; i++)
			strncat(buf, ",bot", sizeof buf - strlen(buf) - 1);
		spec = buf;
	}
	char copy[256];
	if (strlen(spec) >= sizeof copy) {
		complain(S, "players: at most %d seats, of names of at most %d bytes", CW_MAX_SEATS, CW_TABLE_MAX_NAME);
		return 0;
	}
	snprintf(copy, sizeof copy, "%s", spec);
	for (char *w = copy, *next; w; w = next) {
		next = strchr(w, ',');
		if (next)
			*next++ = '\0';
		if (++n > CW_MAX_SEATS) {
			complain(S, "players: at most %d seats", CW_MAX_SEATS);
			return 0;
		}
		int kind, budget;
		cw_err nerr;
		if (cw_bot_seat_word("players", w, strlen(w), &kind, &budget, &nerr)) {
			/* a name the recording could not hold, or would read back
			** as another seat or a bot, is never recorded; nor a bot
			** with a bad budget */
			complain(S, "%s", nerr.msg);
			return 0;
		}
		if (kind != CW_BOT_HUMAN)
			cw_bot_seat_name(kind, n, seats[n].name, sizeof seats[n].name);
		else {
			/* at most CW_TABLE_MAX_NAME bytes, checked above */
			memcpy(seats[n].name, w, strlen(w) + 1);
			for (const char *const *k = player_kinds; *k; k++) {
				/* near it, or one in capitals with a number or a budget
				** ("BOT2", "MCTS:50"), not a name that only begins so
				** ("Botond") */
				size_t kl = strlen(*k);
				int capitals = 0;
				if (!strncasecmp(w, *k, kl)) {	/* w is kl bytes long at least */
					const char *rest = w + kl + (w[kl] == ':');
					capitals = strspn(rest, "0123456789") == strlen(rest);
				}
				if (cw_near(w, *k) || capitals) {
					complain(S, "note: '%s' plays as a person of that name; did you mean '%s' (a bot)?", w, *k);
					break;
				}
			}
		}
		seats[n].bot.kind = kind;
		seats[n].budget = budget;
		for (int k = 1; k < n; k++)
			if (cw_table_name_beside("players", seats[k].name, seats[n].name, &nerr)) {
				complain(S, "%s", nerr.msg);
				return 0;
			}
	}
	if (n == 0) {
		complain(S, "players: expected names such as ana,bot,bot");
		return 0;
	}
	memcpy(S->seats, seats, sizeof seats);
	S->nseats = n;
	return 1;
}

/* A new recording's name (paths.h), or "" when there is no state directory. */
static void record_path(session *S, char *buf, size_t n)
{
	cw_paths_recording(S->t.rt ? cw_runtime_variant_name(S->t.rt) : "game", buf, n);
}

static int untypable(const session *S, const cw_verbs *vs);

/* A new position for the table (an undo): no person yet to knock, no bot
** stuck nor action failed, the round's end not yet told, the hot seat to
** be handed over again. */
static void clear_moment(session *S)
{
	cw_knock_clear(&S->knock);
	S->announced_over = 0;
	S->stuck = 0;
	S->failed = 0;
	S->hotseat_shown = 0;
}

/* A game dealt or loaded: a new position, nobody has decided yet, and
** no practice game. */
static void clear_game_marks(session *S)
{
	clear_moment(S);
	S->last_human = 0;
	S->practice = 0;
	S->render.own_before = 0;
}

/* Creates and deals the game from the session's variant, rules, players
** and seed. On failure the session keeps no game. */
static int start_game(session *S)
{
	cw_err err;
	/* The recording of a game nobody played in (dealt again with another
	** rule, or replaced by `new`) holds nothing worth a file: removed, so
	** that the games directory keeps one file per game played. A loaded
	** game's file is the user's and stays. */
	char *stale = S->t.g && S->t.rec.f && S->t.rec.path && !S->loaded && S->t.log.n == 0 ? strdup(S->t.rec.path)
											      : NULL;
	free_game(S);
	if (stale)
		unlink(stale);
	free(stale);
	/* A table of bots only is a simulation: the variant's simulate rules
	** (a Desmoche match of one hand), the user's rules still winning. */
	cw_table_config tc = { .path = (const char *const *)S->path, .variant = S->variant,
			       .rules = (const char *const *)S->rules, .nrules = S->nrules, .simulate = !humans(S),
			       .recorded_rules = S->loaded, .nseats = S->nseats, .rounds = &S->rounds };
	if (cw_table_open(&S->t, &tc, S->seed, &err))
		goto fail;
	if (untypable(S, S->t.g->verbs)) {
		free_game(S);
		return 0;
	}
	S->render.rounds = &S->rounds;	/* watched from the deal (tc.rounds) */
	S->render.aid = cw_runtime_memory_aid(S->t.rt);
	for (int s = 1; s <= S->nseats; s++) {
		S->names[s] = S->seats[s].name;
		cw_bot_init(&S->seats[s].bot, S->seats[s].bot.kind, cw_table_bot_seed(S->seed, s));
		cw_bot_set_budget(&S->seats[s].bot, S->seats[s].budget);
	}
	S->render.names = S->names;
	cw_render_for_variant(&S->render, S->t.rt);
	memset(S->seen, 0, sizeof S->seen);
	clear_game_marks(S);
	cw_knock_window(&S->knock, S->t.g, cw_knock_opened(S->t.g, 0, NULL), persons(S));	/* a window at the first deal */
	S->loaded = 0;
	char path[1024];
	record_path(S, path, sizeof path);
	if (path[0] && cw_table_record(&S->t, path, S->variant, S->names, &err))
		printf("note: %s; the game is not recorded\n", err.msg);
	if (S->quiet_start)	/* the same game again, after a refused rule */
		return 1;
	char *vshown = safe_path(S->variant);	/* a file's path: shown safe */
	const char *declared = cw_runtime_variant_name(S->t.rt);
	if (vshown && declared && strcmp(declared, S->variant)) {
		char dshown[128];	/* the name the file declares, and the file */
		printf("new game of %s (%s) for %d: ", cw_text_safe(dshown, sizeof dshown, declared, 0), vshown, S->nseats);
	} else
		printf("new game of %s for %d: ", vshown ? vshown : "", S->nseats);
	free(vshown);
	for (int s = 1; s <= S->nseats; s++) {
		const cw_bot *b = &S->seats[s].bot;
		printf("%s%s", s > 1 ? ", " : "", S->names[s]);
		if (b->kind == CW_BOT_MCTS && b->budget > 0)
			printf(" (search bot, %d playouts a decision)", b->budget);
		else if (b->kind != CW_BOT_HUMAN)
			printf(" (%s)", b->kind == CW_BOT_RANDOM ? "random bot" : b->kind == CW_BOT_MCTS ? "search bot" : "bot");
	}
	/* A secret seed would tell every card of the deal to whoever reads
	** it: only a seed the user chose is shown. */
	if (S->seed_given)
		printf("; seed %llu", (unsigned long long)S->seed);
	putchar('\n');
	if (S->t.rec.f && S->interactive)
		printf("recording to %s\n", S->t.rec.path);
	return 1;
fail:
	{
		char near[64];
		if (!strncmp(err.msg, "unknown variant", 15) &&
		    cw_suggest_variant((const char *const *)S->path, S->variant, near, sizeof near))
			complain(S, "unknown variant '%s'; did you mean '%s'? ('cardwright variants' lists them)", S->variant, near);
		else
			complain(S, "%s", err.msg);
	}
	free_game(S);
	return 0;
}

/* What an undo point holds: the clone's state (twice: it keeps its own
** snapshot) and its legal list. */
static size_t undo_bytes(const cw_game *g)
{
	return 2 * (size_t)g->st->bytes + sizeof *g->legal * g->nlegal;
}

static void push_undo(session *S)
{
	cw_err err;
	cw_game *c = cw_game_clone(S->t.g, 0, &err);
	if (!c)
		return;
	/* The latest points that fit in UNDO_BYTES: a variant with a large
	** state (eight seats, sixteen melds, a thousand cards) or a legal list
	** of a million actions made each point megabytes, and a long game
	** gigabytes. Undo goes back one decision at a time. */
	size_t total = undo_bytes(c);
	for (int i = 0; i < S->nundo; i++)
		total += undo_bytes(S->undo[i].g);
	int drop = 0;
	while (drop < S->nundo && total > UNDO_BYTES)
		total -= undo_bytes(S->undo[drop++].g);
	if (drop) {
		for (int i = 0; i < drop; i++)
			cw_game_free(S->undo[i].g);
		memmove(S->undo, S->undo + drop, sizeof *S->undo * (size_t)(S->nundo - drop));
		S->nundo -= drop;
	}
	if (S->nundo == S->undocap) {
		int cap = S->undocap ? S->undocap * 2 : 32;
		undo_point *u = realloc(S->undo, sizeof *S->undo * (size_t)cap);
		if (!u) {
			cw_game_free(c);
			return;
		}
		S->undo = u;
		S->undocap = cap;
	}
	undo_point *u = &S->undo[S->nundo++];
	u->g = c;
	u->nev = S->t.g->nev;
	u->nhist = S->t.log.n;
	memcpy(u->seen, S->seen, sizeof S->seen);
}

/* Keeps an applied action: for undo's history and in the recording. */
static void keep(session *S, int seat, const char *text)
{
	cw_err err;
	if (cw_table_keep(&S->t, seat, text, S->names, &err))
		printf("note: %s (play goes on)\n", err.msg);
}

static void print_legal(session *S);

/* Applies an action for the actor, with the outcome typed after it (o,
** may be NULL: `power shuffle 2 = 4 3 2 1`, checked against the RNG);
** records it. Returns 1 when applied. */

static int act(session *S, const cw_action *a, const cw_outcome *o)
{
	cw_err err;
	char text[CW_ACTION_TEXT_MAX];
	int seat = S->t.g->st->actor;
	cw_action_format(S->t.g->verbs, a, seat, text, sizeof text);
	if (cw_table_full(&S->t, &err)) {
		printf("%s; 'new' starts another game\n", err.msg);
		return 0;
	}
	if (is_human(S, seat))
		push_undo(S);
	cw_knock_mark was = cw_knock_mark_of(S->t.g);
	cw_knock_hold(S->t.g, persons(S), 1);
	int failed = cw_engine_apply_outcome(S->t.g, a, o, &err);
	cw_knock_hold(S->t.g, 0, 0);
	if (failed) {
		if (is_human(S, seat))
			cw_game_free(S->undo[--S->nundo].g);
		/* an open verb's arguments the engine refused ('match 1 1'):
		** why, the variant's reason or the slots', and what is legal,
		** as for any other refused action */
		if (err.code == CW_EILLEGAL) {
			char why[320];
			if (S->t.g->refused[0])
				snprintf(why, sizeof why, "%s", S->t.g->refused);
			else
				cw_refusal_why(S->t.rt, S->t.g, S->names, a, why, sizeof why);
			fputc('\'', stdout);
			cw_text_fputs(text, stdout, 0);
			fputs("' is not legal now", stdout);
			if (*why) {
				fputs(": ", stdout);
				cw_text_fputs(why, stdout, 0);	/* the variant's words */
			}
			fputs(". ", stdout);
			print_legal(S);
			return 0;
		}
		printf("%s\n", err.msg);
		/* A script's error: the recording so far is the position that
		** reproduces it, with the failing action to try on it. */
		if (cw_error_script(err.code) && S->t.rec.path) {
			char *shown = safe_path(S->t.rec.path);	/* the home's: from the environment */
			/* a bot's move is its own (a peek names what it drew):
			** resumed, the bot is to move there again */
			if (is_human(S, seat))
				printf("the position is recorded in %s; to reproduce: cardwright play --resume %s, then '%s'\n",
				       shown ? shown : "", shown ? shown : "", text);
			else
				printf("the position is recorded in %s; to reproduce: cardwright play --resume %s, where %s "
				       "is to move\n", shown ? shown : "", shown ? shown : "", S->names[seat]);
			free(shown);
		}
		/* A person's action the variant failed on: another may play
		** on; left there, the session ends as a failure. */
		if (cw_error_script(err.code) && is_human(S, seat)) {
			S->failed = 1;
			printf("the variant failed on '%s' (the error above): another action, 'undo' or 'new' goes on\n", text);
		}
		return 0;
	}
	S->failed = 0;
	keep(S, seat, text);
	if (is_human(S, seat))
		S->last_human = seat;
	/* Hot seat: who a window asks is theirs to know; every other
	** person knocks in its order too (knock.h) */
	if (!cw_knock_after(&S->knock, S->t.g, a, seat, persons(S)))
		cw_knock_window(&S->knock, S->t.g, cw_knock_opened(S->t.g, seat, &was),
				persons(S));
	return 1;
}

/* The arguments of a verb in words, from its signature (core/action.h):
** s SLOT, t SEAT.SLOT, e SEAT, c CARD, n N, w WORD; `*` repeats the one
** before it ("CARD..."). */
static void arg_words(const char *sig, uint32_t own, char *buf, size_t n)
{
	static const char *const kinds[][2] = { { "s", "SLOT" }, { "t", "SEAT.SLOT" }, { "e", "SEAT" },
						{ "c", "CARD" }, { "n", "N" }, { "w", "WORD" } };
	size_t len = 0;
	buf[0] = '\0';
	for (int i = 0; sig[i] && len < n; i++) {
		const char *word = "?";
		if (sig[i] == '*') {
			len += (size_t)snprintf(buf + len, n - len, "...");
			continue;
		}
		for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
			if (sig[i] == kinds[k][0][0])
				word = kinds[k][1];
		if (sig[i] == 't' && i < 32 && own >> i & 1)
			word = "SLOT";	/* always the actor's own card, written by its slot alone */
		len += (size_t)snprintf(buf + len, n - len, " %s", word);
	}
}

/* The argument places (by their place in the signature) of verb v where
** every legal action names a card of the actor's own layout: CUM-P4's
** `power spy SLOT SEAT.SLOT`. */
static uint32_t own_targets(const cw_verbs *vs, const cw_action *l, uint32_t n, int v, int actor)
{
	const char *sig = vs->v[v].sig;
	uint32_t own = 0;
	for (int i = 0; sig[i] && sig[i] != '*' && i < 32; i++)
		own |= (uint32_t)(sig[i] == 't') << i;
	for (uint32_t j = 0; j < n && own; j++) {
		if (l[j].verb != v)
			continue;
		for (int i = 0, k = 0; i < l[j].nargs && k < 32; k++) {
			char kind = cw_action_kind(sig, &l[j], k);
			if (kind == 't' && i + 1 < l[j].nargs) {
				if (l[j].arg[i] != actor)
					own &= ~(1u << k);
				i += 2;
			} else
				i++;
		}
	}
	return own;
}

/* The legal actions; a verb with more than LEGAL_GROUP choices is told as
** one line with its count and an example: "power swap SEAT.SLOT
** SEAT.SLOT: 110 choices, e.g. power swap 1 2.3". */
#define LEGAL_GROUP 12
/* A refusal lists every legal move up to this many, else those of the
** verb refused (a power turn's swaps, matches and calls). */
#define LEGAL_SHORT 8

/* The legal actions, or only those of verb `only` (-1: all), with how
** many others there are. */
static void print_legal_of(session *S, int only)
{
	uint32_t n;
	const cw_action *l = cw_engine_legal(S->t.g, &n);
	char text[CW_ACTION_TEXT_MAX];
	uint32_t count[CW_MAX_VERBS] = { 0 }, others = 0;
	for (uint32_t i = 0; i < n; i++)
		if (l[i].verb < CW_MAX_VERBS && (only < 0 || l[i].verb == only))
			count[l[i].verb]++;
		else
			others++;
	printf("legal:");
	int first = 1;
	for (uint32_t i = 0; i < n; i++) {
		int v = l[i].verb;
		if (v < CW_MAX_VERBS && (count[v] > LEGAL_GROUP || !count[v]))
			continue;
		cw_action_format(S->t.g->verbs, &l[i], S->t.g->st->actor, text, sizeof text);
		printf("%s %s", first ? "" : ",", text);
		first = 0;
	}
	for (uint32_t i = 0; i < n; i++) {
		int v = l[i].verb;
		if (v >= CW_MAX_VERBS || count[v] <= LEGAL_GROUP)
			continue;
		char args[64];
		arg_words(S->t.g->verbs->v[v].sig, own_targets(S->t.g->verbs, l, n, v, S->t.g->st->actor), args,
			  sizeof args);
		cw_action_format(S->t.g->verbs, &l[i], S->t.g->st->actor, text, sizeof text);
		printf("%s %s%s: %u choices, e.g. %s", first ? "" : ",", S->t.g->verbs->v[v].name, args, count[v], text);
		first = 0;
		count[v] = 0;	/* told */
	}
	/* Verbs legal with sets of arguments too many to list. */
	for (int v = cw_engine_open_verb(S->t.g, 0); v >= 0; v = cw_engine_open_verb(S->t.g, v + 1)) {
		if (only >= 0 && v != only) {
			others++;
			continue;
		}
		printf("%s %s ... (any set the rules allow)", first ? "" : ",", S->t.g->verbs->v[v].name);
		first = 0;
	}
	if (only >= 0 && others)
		printf(" (and %u more: 'legal' lists them)", others);
	printf("\n");
}

static void print_legal(session *S)
{
	print_legal_of(S, -1);
}

/* Waits for Enter; 0 at the end of input or `quit` (the session then
** leaves, S->leaving). Ctrl-C is no Enter: at the hot
** seat's hand-over it would show the next player's cards to whoever still
** has the terminal, so the question is asked again. */
static int wait_enter(session *S, const char *msg)
{
	for (;;) {
		interrupted = 0;
		S->asking = 1;	/* the next person's moves and cards are not offered here */
		char *l = readline(msg);
		S->asking = 0;
		/* Ctrl-D or `quit` leaves here as at the prompt (the guide) */
		int got = l != NULL;
		if (l) {
			const char *w = l + strspn(l, " \t");
			got = !(strncmp(w, "quit", 4) == 0 && w[4 + strspn(w + 4, " \t")] == '\0');
			/* words typed here are no move: said so, and Enter asked
			** for again, rather than dropped with the screen cleared */
			if (got && *w && !interrupted) {
				char shown[4 * 200 + 4];
				printf("'%s' was not played: the game waits for Enter alone here\n",
				       cw_text_safe(shown, sizeof shown, w, 0));
				free(l);
				continue;
			}
		}
		free(l);
		if (!interrupted) {
			if (!got)
				S->leaving = 1;
			return got;
		}
		printf("^C\n");
	}
}

static size_t show_events(session *S, int seat);

/* Hot seat: what was typed ahead before the next person is asked to sit
** down (an Enter more, a move) is thrown away, so it cannot pass the
** screen that asks for nobody else to be looking, nor play their turn. */
static int sit_down(session *S, const char *msg)
{
	if (S->interactive)
		tcflush(STDIN_FILENO, TCIFLUSH);
	return wait_enter(S, msg);
}

/* Hot seat: the screen and its scrollback cleared (ESC[3J). A terminal
** that says it knows no escape codes (TERM=dumb, or none) is given blank
** lines that push every line off its screen instead. */
static void clear_screen(session *S)
{
	S->private_shown = 0;
	const char *term = getenv("TERM");
	if (!term || !*term || !strcmp(term, "dumb")) {
		for (int i = 0; i < 200; i++)
			putchar('\n');
		return;
	}
	printf("\033[H\033[2J\033[3J");
}

/* Hot seat: clears the screen and its scrollback (ESC[3J), so that
** nobody sees another's cards on it or by scrolling back, and waits for
** `seat`'s person. 0 at the end of input: nobody's cards are shown. */
static int hand_over(session *S, int seat)
{
	/* The person leaving the terminal is told first what their own last
	** action did (the card a swap threw away) and what followed it. */
	int last = S->last_human;
	if (last >= 1 && last <= S->nseats && last != seat && is_human(S, last) && S->t.g && S->seen[last] < cw_engine_told(S->t.g) &&
	    show_events(S, last)) {
		fflush(stdout);
		if (S->leaving || !wait_enter(S, "Press Enter, then pass the terminal on. "))
			return 0;
	}
	clear_screen(S);
	/* the lines typed so far (a Cambio card, a claim's answer) are
	** not the next person's to call back with the arrow keys, nor
	** the next session's: this session's lines are not kept */
	if (S->interactive)
		clear_history();
	S->handed = 1;
	printf("Pass the terminal to %s.\n", S->names[seat]);
	fflush(stdout);
	char msg[160];
	snprintf(msg, sizeof msg, "%s, press Enter when nobody else is looking. ", S->names[seat]);
	if (!sit_down(S, msg))
		return 0;
	clear_screen(S);
	return 1;
}

/* Whether a new round is dealt in the events from `from` on. */
static int deal_follows(const cw_game *g, uint32_t from)
{
	for (uint32_t i = from; i < cw_engine_told(g); i++)
		if (g->ev[i].kind == CW_EV_ROUND)
			return 1;
	return 0;
}

/* Renders the seat's events from `from` to `to` (a round's end with
** stop) and prints them; adds the bytes told to *told. */
static uint32_t render_from(session *S, int seat, uint32_t from, uint32_t to, int stop, size_t *told)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&buf, &len);
	uint32_t next = cw_render_events_range(m ? m : stdout, &S->render, S->t.g, seat, from, to, stop);
	if (m) {
		fclose(m);
		fwrite(buf, 1, len, stdout);
		*told += len;
	} else
		*told += next > from;
	free(buf);
	if (next > from && humans(S) > 1 && seat >= 1)
		S->private_shown = 1;
	return next;
}

/* Tells seat the events from `from` (to a round's end, with stop), in one
** rendering: adds the bytes told to *told; returns the next event. At a
** hot seat's terminal everybody may read a round's end, but not the seat's
** cards and news above it: what was the seat's is told first, and the
** screen cleared when the seat's person has read it. */
static uint32_t tell_from(session *S, int seat, uint32_t from, int stop, size_t *told)
{
	S->render.public_ends = humans(S) > 1;	/* "everybody may read a round's end" */
	uint32_t all = cw_engine_told(S->t.g);
	uint32_t end = S->render.public_ends && S->interactive && is_human(S, seat) ? cw_render_end_starts(&S->render, S->t.g, from) : all;
	if (end < all) {
		size_t before = *told;
		render_from(S, seat, from, end, 0, told);
		if (S->private_shown || *told > before) {
			char msg[160];
			snprintf(msg, sizeof msg, "The %s is over: press Enter to clear the screen, then everybody may read its end. ",
				 S->render.chips ? "hand" : "round");
			fflush(stdout);
			if (!wait_enter(S, msg))
				return all;	/* leaving: nothing more is told */
			clear_screen(S);
		}
		/* The match's last round: no next turn will tell the others the
		** moves they have not seen (the last ones), so the screen they
		** all read tells them first, as anybody may see them */
		uint32_t missed = end;
		for (int p = 1; S->t.g->st->status == CW_ST_OVER && p <= S->nseats; p++)
			if (p != seat && is_human(S, p) && S->seen[p] < missed)
				missed = S->seen[p];
		if (missed < end) {
			printf("-- the last moves, as everybody saw them:\n");
			render_from(S, 0, missed, end, 0, told);
		}
		uint32_t next = render_from(S, seat, end, all, stop, told);
		S->private_shown = 0;	/* the end: everybody's */
		return next;
	}
	return render_from(S, seat, from, all, stop, told);
}

/* Tells the seat what happened since it last looked; returns the bytes
** told (0: nothing to tell). At a terminal, the end of a round waits for
** Enter before the next deal is told, so it does not scroll away. */
static size_t show_events(session *S, int seat)
{
	size_t told = 0;
	uint32_t from = S->seen[seat >= 1 && seat <= CW_MAX_SEATS ? seat : 0];
	for (;;) {
		from = tell_from(S, seat, from, S->interactive, &told);
		if (from >= cw_engine_told(S->t.g) || !deal_follows(S->t.g, from))
			break;
		fflush(stdout);
		/* Hot seat: everybody read the round's end; the deal's looks
		** are this seat's alone, so its person is asked for the Enter
		** that clears the end, with nobody else looking: one Enter, not
		** one for the deal and another to sit down. */
		if (humans(S) > 1 && is_human(S, seat)) {
			char msg[160];
			snprintf(msg, sizeof msg, "The next deal: %s, press Enter when nobody else is looking. ", S->names[seat]);
			if (!sit_down(S, msg))
				return told;	/* leaving: the session ends */
			clear_screen(S);
		} else if (!wait_enter(S, "Press Enter for the next deal. "))
			return told;
	}
	tell_from(S, seat, from, 0, &told);
	if (seat >= 1 && seat <= CW_MAX_SEATS)
		S->seen[seat] = cw_engine_told(S->t.g);
	return told;
}

/* The table as the seat sees it, sized to the terminal as it is now (a
** resized terminal is followed). */
static void draw_table(session *S, int seat)
{
	struct winsize ws;
	int sized = S->interactive && !ioctl(1, TIOCGWINSZ, &ws);
	S->render.rows = sized ? ws.ws_row : 0;
	S->render.cols = sized ? ws.ws_col : 0;
	/* The match over at a hot seat, everybody reads the last table, as
	** the round's end: nobody's hidden cards are on it. */
	if (S->t.g && S->t.g->st->status == CW_ST_OVER && humans(S) > 1)
		seat = 0;
	cw_render_table(stdout, &S->render, S->t.g, seat);
	if (seat >= 1 && humans(S) > 1)
		S->private_shown = 1;
}

/* What happened since the seat last looked, then the table; 0, showing
** no table, when the person left at a prompt on the way (the next deal's
** hand-off: whoever is at the terminal then may not be that seat). */
static int show(session *S, int seat)
{
	show_events(S, seat);
	if (S->leaving)
		return 0;
	draw_table(S, seat);
	return 1;
}

/* Who won the match: the best total, or the most chips (DES-B1). */
static void game_over(session *S)
{
	char standing[48];
	int32_t best;
	uint32_t won = cw_table_winners(S->t.rt, S->t.g, &best);
	int high = cw_runtime_high_wins(S->t.rt);
	printf("game over. %s:", S->render.chips ? "most chips" : high ? "highest total" : "lowest total");
	int count = 0, said = 0;
	for (int s = 1; s <= S->nseats; s++)
		count += won >> s & 1;
	for (int s = 1; s <= S->nseats; s++)
		if (won >> s & 1) {
			said++;
			printf("%s%s", said == 1 ? " " : said == count ? " and " : ", ", S->names[s]);
		}
	if (S->render.chips)
		printf(", %s. 'new' starts another game.\n", cw_render_standing(&S->render, best, standing));
	else
		printf(" (%d). 'new' starts another game.\n", best);
}

/* A round's end held while people knocked (knock.h), once all have: told
** at the next look. 0 when the variant failed there (said). */
static int release_end(session *S)
{
	cw_err err;
	if (!cw_knock_release_due(&S->knock, S->t.g) || !cw_table_release(&S->t, S->names, &err))
		return 1;
	if (!cw_engine_held(S->t.g)) {	/* released; its lines not written */
		printf("note: %s (play goes on)\n", err.msg);
		return 1;
	}
	printf("%s\nthe variant failed at the round's end; 'undo' or 'new' goes on\n", err.msg);
	S->stuck = S->t.g->st->actor;
	return 0;
}

/* A person's knock (knock_after): the terminal handed to them, what they
** may see, and nothing to answer. 0 at the end of input. */
static int knock_turn(session *S, int seat)
{
	cw_knock_done(&S->knock, seat);
	if (seat != S->last_human && !hand_over(S, seat))
		return 0;
	S->last_human = seat;
	S->hotseat_shown = 0;
	if (!show(S, seat))
		return 0;
	if (S->knock.claim)
		printf("%s: nothing to answer for %s's discard. ", S->names[seat], S->names[S->knock.from]);
	else
		printf("%s: nothing to answer now. ", S->names[seat]);
	fflush(stdout);
	return wait_enter(S, "Press Enter to pass the terminal on. ");
}


static void advance_bots(session *S);

/* Lets the bots play until a person must act or the game ends; then shows
** the person whose turn it is what they may see. The bots' turns between
** two prompts have a game's budget of hook work: checked between their
** actions, and no hook call starts past it within one (a decision of
** many calls). */
static void advance(session *S)
{
	int outer = !S->advancing++;
	if (outer && S->t.rt)
		cw_runtime_work_budget(S->t.rt, CW_TABLE_MAX_GAME_WORK);
	advance_bots(S);
	if (outer && S->t.rt)
		cw_runtime_work_budget(S->t.rt, 0);
	S->advancing--;
}

static void advance_bots(session *S)
{
	cw_err err;
	if (S->leaving)
		return;
	long played = 0;
	for (; S->t.g && S->t.g->st->status == CW_ST_PLAY && !is_human(S, S->t.g->st->actor); played++) {
		cw_action a;
		player *b = &S->seats[S->t.g->st->actor];
		/* the people before this seat in the claim order knock first */
		int due = cw_knock_before_actor(&S->knock, S->t.g->st);
		if (due) {
			if (!knock_turn(S, due))
				return;
			played--;
			continue;
		}
		if (cw_engine_held(S->t.g)) {	/* everyone knocked: the round's end */
			if (!release_end(S))
				return;
			played--;
			continue;
		}
		if (played >= CW_TABLE_MAX_GAME_ACTIONS) {
			printf("the bots played %ld actions in a row, the most a table's bots may (a match of bots alone "
			       "that does not end?); %s cannot play on: 'new' starts another game\n", played, b->name);
			S->stuck = S->t.g->st->actor;
			return;
		}
		/* The bots' turns between two prompts have a game's budget of
		** hook work in all (advance), each call its own: hooks that use
		** most of theirs on every call would keep the person waiting. */
		int spent = cw_runtime_work_spent(S->t.rt);
		int failed = !spent && cw_bot_choose(&b->bot, S->t.rt, S->t.g, &a, &err);
		if (spent || (failed && err.code == CW_EBUDGET && cw_runtime_work_spent(S->t.rt))) {
			/* between two actions, or within one (no call starts past it) */
			printf("the bots' turns used more than %lld units of hook work since your last action, "
			       "the most a game's bots may; %s cannot play on: 'new' starts another game\n",
			       CW_TABLE_MAX_GAME_WORK, b->name);
			S->stuck = S->t.g->st->actor;
			return;
		}
		if (failed) {
			printf("the bot for %s failed: %s\n", b->name, err.msg);
			S->stuck = S->t.g->st->actor;
			return;
		}
		if (!act(S, &a, NULL)) {	/* act said why */
			printf("%s cannot play on; 'new' starts another game\n", b->name);
			S->stuck = S->t.g->st->actor;
			return;
		}
	}
	/* Lines typed while the bots played were typed before their moves
	** were shown: dropped, and said so, rather than played blind. */
	int pending = 0;
	if (played > 0 && S->interactive && !ioctl(STDIN_FILENO, FIONREAD, &pending) && pending > 0) {
		tcflush(STDIN_FILENO, TCIFLUSH);
		printf("(what was typed while the bots played is not played: you had not seen their moves)\n");
	}
	if (!S->t.g)
		return;
	if (S->t.g->st->status == CW_ST_OVER) {
		if (!S->announced_over) {
			S->announced_over = 1;
			/* The last round's end, told now, shows every layout and
			** the standings: the table and the totals again would tell
			** the match's end twice. */
			int v = viewer(S), end_told = 0;
			for (uint32_t i = S->seen[v >= 1 && v <= CW_MAX_SEATS ? v : 0]; i < cw_engine_told(S->t.g); i++)
				end_told |= S->t.g->ev[i].kind == CW_EV_ROUND_END;
			if (end_told) {
				show_events(S, v);
				if (S->leaving)
					return;
			} else {
				if (!show(S, v))
					return;
				cw_render_scores(stdout, &S->render, S->t.g);
			}
			game_over(S);
		}
		return;
	}
	int seat = S->t.g->st->actor;
	for (int due; (due = cw_knock_before_actor(&S->knock, S->t.g->st));) {
		/* the last to knock plays next: the same hand-over either way,
		** so not told to pass the terminal on to themselves */
		if (due == seat && S->knock.left == CW_SEATBIT(due) && !cw_knock_answering(S->t.g->st) &&
		    !cw_engine_held(S->t.g)) {
			cw_knock_done(&S->knock, due);
			break;
		}
		if (!knock_turn(S, due))
			return;
	}
	if (cw_engine_held(S->t.g)) {	/* everyone knocked: the round's end, and who plays next */
		if (release_end(S))
			advance(S);
		return;
	}
	if (cw_knock_answering(S->t.g->st))
		cw_knock_done(&S->knock, seat);	/* its answer is its knock */
	if (S->interactive && humans(S) > 1 && seat != S->last_human && S->hotseat_shown != (int)S->t.g->st->steps + 1 &&
	    !hand_over(S, seat))
		return;	/* the end of input: nobody's cards shown */
	S->hotseat_shown = (int)S->t.g->st->steps + 1;
	if (!show(S, seat))
		return;
	const cw_state *st = S->t.g->st;
	if (cw_turn_window_seat(st) == seat && st->turn >= 1 && st->turn <= S->nseats && st->turn != seat)
		printf("%s to answer, in %s's turn. ", S->names[seat], S->names[st->turn]);	/* a claim or match window */
	else
		printf("%s to play. ", S->names[seat]);
	print_legal(S);
}

/* ---- commands ---- */

typedef struct command {
	const char *name, *args, *doc;
	void (*run)(session *S, int argc, char **argv);
} command;

static const command commands[];


/* help WORD for an action word of the game in play: the lines of the
** variant's declared actions (`rules`) whose word is WORD or begins with
** it ("help power": power peek, power swap), or that WORD is an alias of
** ("help peek"). Returns whether any was told. */
static int help_action(session *S, const char *word)
{
	if (!S->t.rt || !S->t.g)
		return 0;
	cw_err err;
	char *text = cw_runtime_describe(S->t.rt, &err);
	const char *p = cw_refusal_action_lines(text);
	size_t len = strlen(word);
	int told = 0;
	char alias_of[CW_VERB_NAME_MAX] = "";
	for (int v = 0; v < S->t.g->verbs->n && !alias_of[0]; v++)
		for (int k = 0; k < CW_VERB_ALIASES; k++)
			if (!strcmp(S->t.g->verbs->v[v].alias[k], word))
				snprintf(alias_of, sizeof alias_of, "%s", S->t.g->verbs->v[v].name);
	int n;
	for (const char *line = cw_refusal_action_line(&p, &n); line; line = cw_refusal_action_line(&p, &n)) {
		size_t alen = strlen(alias_of);
		if ((!strncmp(line, word, len) && (line[len] == ' ' || line[len] == '\n')) ||
		    (alen && !strncmp(line, alias_of, alen) && line[alen] == ' ')) {
			char one[512];	/* the variant's doc: shown safe (DESIGN principle 10) */
			snprintf(one, sizeof one, "%.*s\n", n, line);
			cw_text_fputs(one, stdout, CW_TEXT_LINES);
			told++;
		}
	}
	if (told && alias_of[0])
		printf("('%s' is read as '%s')\n", word, alias_of);
	free(text);
	return told;
}

/* Slots a to b as a reader counts them: "1 2 3", or "1 to 8" past four. */
static const char *slot_run(int a, int b, char *buf, size_t n)
{
	if (b - a >= 4) {
		snprintf(buf, n, "%d to %d", a, b);
		return buf;
	}
	size_t at = 0;
	buf[0] = '\0';
	for (int k = a; k <= b && at < n; k++)
		at += (size_t)snprintf(buf + at, n - at, k > a ? " %d" : "%d", k);
	return buf;
}

static void c_help(session *S, int argc, char **argv)
{
	if (argc > 1) {
		for (const command *c = commands; c->name; c++)
			if (!strcmp(c->name, argv[1])) {
				printf("%s %s\n    %s\n", c->name, c->args, c->doc);
				return;
			}
		if (help_action(S, argv[1]))
			return;
		char absent[256];
		if (S->t.rt && cw_runtime_absent(S->t.rt, argv[1], absent, sizeof absent)) {
			printf("%s\n", absent);
			return;
		}
		const char *near = NULL;
		for (const command *c = commands; c->name && !near; c++)
			if (cw_near(argv[1], c->name))
				near = c->name;
		printf("no command or action word '%s'%s%s%s; 'help' lists the commands, 'legal' what you may do now\n",
		       argv[1], near ? " (did you mean '" : "", near ? near : "", near ? "'?)" : "");
		return;
	}
	printf("commands:\n");
	for (const command *c = commands; c->name; c++)
		printf("  %-8s %-26s %s\n", c->name, c->args, c->doc);
	printf("On your turn, type an action: 'legal' lists what you may do now, 'help WORD' explains an action word.\n");
	/* the slots of the game in play, as its layout is (a house rule's
	** 2 x 3 too); a game without layouts has none to number */
	int rows = S->t.g ? S->t.g->cfg.rows : 0, cols = S->t.g ? S->t.g->cfg.cols : 0;
	char far[48], near[48];
	if (rows == 1 && cols > 1)
		printf("Slots are numbered %s from the left.\n", slot_run(1, cols, far, sizeof far));
	else if (rows > 1 && cols > 0)
		printf("Slots are numbered row by row: %s is the far row, %s the near row.\n", slot_run(1, cols, far, sizeof far),
		       slot_run((rows - 1) * cols + 1, rows * cols, near, sizeof near));
}

/* A variant's name and title come from its script: shown safe, capped. */
static void print_variant(const char *name, const char *title, void *ud)
{
	char n[4 * CW_TEXT_NAME_MAX + 4], t[256];
	(void)ud;
	printf("  %-16s %s\n", cw_text_name(n, sizeof n, name), cw_text_safe(t, sizeof t, title, 0));
}

static void c_variants(session *S, int argc, char **argv)
{
	(void)argc, (void)argv;
	cw_err err;
	cw_runtime_config cfg = { (const char *const *)S->path, 0, 0 };
	cw_runtime *rt = cw_runtime_new(&cfg, &err);
	if (rt) {
		cw_runtime_list(rt, print_variant, NULL, &err);
		cw_runtime_free(rt);
	}
}

static void c_rules(session *S, int argc, char **argv)
{
	cw_err err;
	char ref[PATH_MAX];
	const char *name = argc > 1 ? argv[1] : S->t.g ? S->variant : NULL;
	if (!name) {
		printf("rules VARIANT: which variant? ('variants' lists them)\n");
		return;
	}
	cw_table_config tc = { .path = (const char *const *)S->path, .variant = name };
	cw_runtime *rt = cw_table_runtime(&tc, &err);
	char *text = rt ? cw_runtime_describe(rt, &err) : NULL;
	if (text)
		cw_ruleref_strip(text);	/* players read the rules in words (ruleref.h) */
	cw_text_fputs(text ? text : err.msg, stdout, CW_TEXT_LINES);	/* the script's docs: shown safe */
	if (!text)
		printf("\n");
	else if (S->t.g && !strcmp(cw_table_variant_ref(name, ref, sizeof ref), S->variant)) {
		if (cw_render_values(stdout, S->t.rt, &err)) {	/* under this game's options */
			cw_text_fputs(err.msg, stdout, 0);	/* may quote the script */
			putchar('\n');
		}
		fputs("this game: ", stdout);	/* option values are the script's words: shown safe */
		cw_text_fputs(S->t.rules_text ? S->t.rules_text : "", stdout, 0);
		putchar('\n');
	} else
		if (cw_runtime_configure_fewest(rt, NULL, &err) || cw_render_values(stdout, rt, &err)) {
			cw_text_fputs(err.msg, stdout, 0);	/* may quote the script */
			putchar('\n');
		}
	free(text);
	cw_runtime_free(rt);
}

/* Whether the variant loads and configures with these rules and seats:
** checked before `new` touches the game in play. */
static int variant_ok(session *S, const char *variant)
{
	cw_err err;
	cw_table_config tc = { .path = (const char *const *)S->path, .variant = variant,
			       .rules = (const char *const *)S->rules, .nrules = S->nrules, .recorded_rules = S->loaded,
			       .nseats = S->nseats };
	cw_runtime *rt = cw_table_runtime(&tc, &err);
	int ok = rt != NULL;
	char near[64];
	if (!ok && err.code == CW_ENOTFOUND && cw_suggest_variant((const char *const *)S->path, variant, near, sizeof near))
		printf("unknown variant '%s'; did you mean '%s'? ('variants' lists them)\n", variant, near);
	else if (!ok)
		printf("%s\n", err.msg);
	cw_runtime_free(rt);
	return ok;
}

/* new VARIANT [players] [rule K=V]...: a bad word, player list, rule or
** variant is reported and the game in play goes on unchanged. */
static int new_agreed(session *S);

static void c_new(session *S, int argc, char **argv)
{
	if (S->t.g && S->t.g->st->status == CW_ST_PLAY && humans(S) > 1 && !new_agreed(S))
		return;
	if (argc < 2 && S->t.g) {	/* another game of this one's variant, seats and rules, a new deal */
		S->seed = cw_table_secret_seed();
		S->seed_given = 0;
		if (start_game(S))
			advance(S);
		return;
	}
	if (argc < 2) {
		printf("new VARIANT [players] [rule K=V ...]: e.g. new golf4 ana,bot,bot rule peek=any2\n");
		return;
	}
	player seats[CW_MAX_SEATS + 1];
	char *rules[MAX_RULES];
	int nseats = S->nseats, nrules = S->nrules;
	memcpy(seats, S->seats, sizeof seats);
	memcpy(rules, S->rules, sizeof rules);
	S->nrules = 0;				/* the old rules are kept aside */
	int i = 2;
	if (i < argc && strcmp(argv[i], "rule") && !strchr(argv[i], '=')) {
		if (!set_players(S, argv[i]))
			goto keep;
		i++;
	}
	for (; i < argc; i++)
		if (strcmp(argv[i], "rule") && !add_rule(S, argv[i]))
			goto keep;
	if (!variant_ok(S, argv[1]))
		goto keep;
	for (int k = 0; k < nrules; k++)
		free(rules[k]);
	cw_table_variant_ref(argv[1], S->variant, sizeof S->variant);
	/* a new deal every time: a seed of the clock's second could deal the
	** same cards again, which the last deal's end showed face up */
	S->seed = cw_table_secret_seed();
	S->seed_given = 0;
	if (start_game(S))
		advance(S);
	return;
keep:
	clear_rules(S);
	memcpy(S->rules, rules, sizeof rules);
	S->nrules = nrules;
	memcpy(S->seats, seats, sizeof seats);
	S->nseats = nseats;
	if (S->t.g)
		printf("the game in play goes on\n");
}

static int game_untouched(const session *S)
{
	return S->t.g && S->t.log.n == 0;
}

static int as_action(session *S, int argc, char **argv, const char *who);

/* What a person asked to agree reads (everyone_agrees): built for seat. */
typedef void question_fn(session *S, int seat, const void *ud, char *buf, size_t n);
static int everyone_agrees(session *S, int me, uint32_t who, const char *asks, const char *word, question_fn *question,
			   const void *ud);

typedef struct rule_ask {
	int asker;
	const char *what;	/* the rules, as typed */
} rule_ask;

static void rule_question(session *S, int seat, const void *ud, char *buf, size_t n)
{
	const rule_ask *q = ud;
	snprintf(buf, n, "%s, %s asks to set %s and deal the cards again. Agree? [y/N] ", S->names[seat],
		 S->names[q->asker], q->what);
}

/* A rule set once the cards are dealt deals them again: at a table of
** several people the person at the keys has seen theirs, and a deal
** thrown back on their word alone could be thrown back until they liked
** it. So every other person is asked first, as for an undo. 1 when all
** agreed. */
static int rule_agreed(session *S, int argc, char **argv)
{
	char what[256] = "";
	size_t len = 0;
	for (int i = 1; i < argc && len < sizeof what; i++)
		len += (size_t)snprintf(what + len, sizeof what - len, "%s%s", i > 1 ? " " : "", argv[i]);
	int me = viewer(S);
	rule_ask q = { me, what };
	if (!everyone_agrees(S, me, others_asked(S, me), "a rule", "rule", rule_question, &q))
		return 0;
	S->hotseat_shown = 0;
	return 1;
}

static void new_question(session *S, int seat, const void *ud, char *buf, size_t n)
{
	const int *asker = ud;
	snprintf(buf, n, "%s, %s asks to leave this game for a new one, dealt afresh. Agree? [y/N] ", S->names[seat],
		 S->names[*asker]);
}

/* A new game in the middle of one throws its deal away: as for a rule,
** the person at the keys has seen their cards, so every other person is
** asked first. 1 when all agreed. */
static int new_agreed(session *S)
{
	int me = viewer(S);
	if (!everyone_agrees(S, me, others_asked(S, me), "a new game", "new game", new_question, &me))
		return 0;
	S->hotseat_shown = 0;
	return 1;
}

static void c_rule(session *S, int argc, char **argv)
{
	if (argc < 2) {
		printf("rule NAME=VALUE...: set options before the first move ('rules' lists them)\n");
		return;
	}
	for (int i = 1; i < argc; i++)
		if (!strchr(argv[i], '=')) {
			fputs("rule: expected NAME=VALUE, e.g. rule ", stdout);
			cw_text_fputs(argv[i], stdout, 0);
			fputs("=VALUE ('rules' lists the options and their values)\n", stdout);
			return;
		}
	if (argc > 2 && S->t.g && (!game_untouched(S) || S->loaded)) {
		printf("rule: one NAME=VALUE at a time during a game\n");
		return;
	}
	if (!S->t.g) {
		printf("start a game first ('new VARIANT'), or give rules to new: new golf4 rule %s\n", argv[1]);
		return;
	}
	if (!game_untouched(S) || S->loaded) {
		/* An option the variant lets the table change during a game
		** (DES-B2's stake) is changed by its action, typed for the
		** person at the screen: recorded and replayed as one. */
		char key[64], verb[64], seat[8];
		const char *eq = strchr(argv[1], '=');
		if (eq && eq > argv[1] && (size_t)(eq - argv[1]) < sizeof key) {
			snprintf(key, sizeof key, "%.*s", (int)(eq - argv[1]), argv[1]);
			if (cw_runtime_option_changed_by(S->t.rt, key, verb, sizeof verb)) {
				snprintf(seat, sizeof seat, "%d", viewer(S));
				char *as_argv[] = { "as", seat, verb, (char *)eq + 1 };
				cw_err err;
				if (cw_runtime_check_option(S->t.rt, key, eq + 1, &err)) {
					printf("%s\n", err.msg);
					return;
				}
				if (as_action(S, 4, as_argv, "rule"))
					printf("%s %s: the table agreed (rule %s); 'rules' says when it counts\n", verb, eq + 1,
					       argv[1]);
				return;
			}
		}
		/* advice to start another game only with a rule that game
		** would take: an unknown option or value is named first */
		if (eq && eq > argv[1] && (size_t)(eq - argv[1]) < sizeof key) {
			cw_err err;
			snprintf(key, sizeof key, "%.*s", (int)(eq - argv[1]), argv[1]);
			if (cw_runtime_check_option(S->t.rt, key, eq + 1, &err)) {
				printf("%s\n", err.msg);
				return;
			}
		}
		if (S->loaded)
			printf("this game was loaded from a file and keeps its rules; 'new %s ... rule %s' starts another "
			       "with it\n", S->variant, argv[1]);
		else
			printf("rules are set before the first move; 'new %s ... rule %s' starts a game with it\n",
			       S->variant, argv[1]);
		return;
	}
	/* Each value is checked before the game is dealt again: a refused
	** rule leaves the game as it was, not dealt anew. */
	for (int i = 1; i < argc; i++) {
		const char *eq = strchr(argv[i], '=');
		char key[64];
		cw_err err;
		snprintf(key, sizeof key, "%.*s", (int)(eq - argv[i] < 63 ? eq - argv[i] : 63), argv[i]);
		if (cw_runtime_check_option(S->t.rt, key, eq + 1, &err)) {
			printf("rule: %s; the game is as it was\n", err.msg);
			return;
		}
	}
	if (humans(S) > 1 && !rule_agreed(S, argc, argv))
		return;
	char *old[MAX_RULES];
	int nold = S->nrules;
	for (int i = 0; i < nold; i++)
		old[i] = strdup(S->rules[i]);
	for (int i = 1; i < argc; i++)
		if (!add_rule(S, argv[i]))
			goto restore;
	/* The deal may have shown cards already (G4-2's look at the near
	** row): the game with the rule is dealt from another shuffle, or a
	** seat would keep what it saw and look again under the new rule. The
	** seed follows from the old one, so a chosen seed still repeats. */
	uint64_t seed_was = S->seed;
	int given_was = S->seed_given;
	S->seed = cw_rng_derive(S->seed, 0x72756c65u);
	/* a game in play that followed the same seed and rules deals these
	** cards: they come from a shuffle nobody knows instead */
	if (cw_record_seed_in_play(S->seed)) {
		S->seed = cw_table_secret_seed();
		S->seed_given = 0;
	}
	if (start_game(S)) {
		printf("(dealt again from a new shuffle with the rule)\n");
		advance(S);
		goto done;
	}
	S->seed = seed_was;
	S->seed_given = given_was;
restore:
	/* A rule refused with the others (check_options): back to the game
	** as it was, without it, from the same seed: the same deal. */
	clear_rules(S);
	for (int i = 0; i < nold; i++)
		add_rule(S, old[i]);
	S->quiet_start = 1;
	if (start_game(S)) {
		printf("the game is as it was\n");
		advance(S);
	}
	S->quiet_start = 0;
done:
	for (int i = 0; i < nold; i++)
		free(old[i]);
}

static int need_game(session *S)
{
	if (!S->t.g) {
		printf("no game yet: 'new golf4' starts one ('help' for more)\n");
		return 0;
	}
	return 1;
}

static void c_show(session *S, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (need_game(S))
		draw_table(S, viewer(S));
}

/* The bot to act cannot play on (the variant failed it): said alike to
** an action, `legal` and `hint`, none of which may show its choices. */
static void say_stuck(session *S)
{
	printf("%s cannot play on (the error above): 'new' starts another game, 'undo' takes back your last decision, "
	       "'quit' leaves\n", S->names[S->t.g->st->actor]);
}

static void c_legal(session *S, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (!need_game(S))
		return;
	if (S->t.g->st->status != CW_ST_PLAY)
		printf("the game is over\n");
	else if (!is_human(S, S->t.g->st->actor))	/* a bot that cannot play on: its choices are its own */
		say_stuck(S);
	else
		print_legal(S);
}

static void c_score(session *S, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (need_game(S))
		cw_render_scores(stdout, &S->render, S->t.g);
}

/* The longest a hint searches (a variant whose playouts are slow). */
#define HINT_MS 5000

static void c_hint(session *S, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (!need_game(S))
		return;
	if (S->t.g->st->status != CW_ST_PLAY) {
		printf("hint: the game is over; 'new' starts another\n");
		return;
	}
	if (!is_human(S, S->t.g->st->actor)) {	/* a bot that cannot play on: its seat's search is not ours */
		say_stuck(S);
		return;
	}
	cw_err err;
	char advice[600];
	uint32_t n;
	cw_engine_legal(S->t.g, &n);
	/* the search bot's choice and why: the seat's expected score for the
	** round after each of the best moves */
#ifdef CW_FUZZING
	int budget = 16;	/* the same search, shorter: fuzz inputs type `hint` often */
#else
	int budget = 0;		/* the search bot's own */
#endif
	char basis[256] = "";
	/* A search of a variant whose playouts are slow (hooks that take
	** seconds) stops at Ctrl-C or after HINT_MS, with what it has. */
	interrupted = 0;
	cw_mcts_stop stop = { &interrupted, cw_clock_ms() + HINT_MS };
	cw_mcts_report rep;
	if (cw_bot_advice(S->t.rt, S->t.g, budget, cw_rng_derive(S->t.seed, 0x41D), &stop, &rep, advice, sizeof advice,
			  basis, sizeof basis, &err))
		printf("%s\n", err.msg);
	else {
		size_t k = strcspn(advice, ":");
		printf("a bot would play: %.*s\n", (int)k, advice);
		if (n > 1)
			printf("  %s: %s\n", basis, advice);
		const char *s = rep.playouts == 1 ? "" : "s";
		if (rep.cut == CW_MCTS_CUT_FLAG)
			printf("  (the search stopped at Ctrl-C, after %d playout%s: the figures are rough)\n", rep.playouts, s);
		else if (rep.cut == CW_MCTS_CUT_TIME)
			printf("  (the search stopped at %d s, the most a hint searches, after %d playout%s: the figures are "
			       "rough)\n", HINT_MS / 1000, rep.playouts, s);
		else if (rep.cut == CW_MCTS_CUT_WORK)
			printf("  (the search stopped after %d playout%s, whose hooks did the most work a search may: the "
			       "figures are rough)\n", rep.playouts, s);
	}
	interrupted = 0;
}

/* The seat a word names: its number or its player's name; 0 if none. */
static int seat_named(const session *S, const char *w)
{
	char *end;
	long n = strtol(w, &end, 10);
	if (*w && !*end)
		return n >= 1 && n <= S->nseats ? (int)n : 0;
	for (int s = 1; s <= S->nseats; s++)
		if (!strcmp(S->names[s], w))
			return s;
	return 0;
}

/* The verbs any seat may take between two decisions, as "expected one
** of: a, b", or "this game has none". */
static const char *any_seat_verbs(const cw_game *g, char *buf, size_t n)
{
	size_t len = 0;
	buf[0] = '\0';
	for (int v = 0; v < g->verbs->n && len < n; v++)
		if (g->verbs->v[v].any_seat)
			len += (size_t)snprintf(buf + len, n - len, "%s%s", len ? ", " : "expected one of: ", g->verbs->v[v].name);
	return len ? buf : "this game has none";
}

/* as SEAT ACTION...: SEAT takes an action between two decisions, though
** it is not the seat to act: an any_seat action such as Desmoche's
** `offence KIND`, recorded by whoever saw it (DES-Q2, DES-Q4). The
** recording names SEAT, as a replay line does (NOTATION: `SEAT ACTION`).
** Only any_seat actions: a seat's turn is played by that seat. The table
** is drawn again for the person at the screen; when the decision passes
** to another person, the hot seat asks for them as after any action. */
/* A card of another seat typed by its player's name, `ben.2`, as the
** seat's number, `2.2` (NOTATION: a name never starts with a digit, so
** the two cannot be confused): the words of `in` into out, each NAME.SLOT
** whose NAME is a player's rewritten. */
static void names_to_seats(const session *S, const char *in, char *out, size_t n)
{
	size_t len = 0;
	out[0] = '\0';
	while (*in && len + 1 < n) {
		size_t w = strcspn(in, " \t"), sp = strspn(in + w, " \t");
		const char *dot = NULL;	/* the last dot: a name may hold one */
		for (size_t i = 0; i < w; i++)
			if (in[i] == '.')
				dot = in + i;
		int seat = 0;
		if (dot && dot > in && dot + 1 < in + w && strspn(dot + 1, "0123456789") == (size_t)(in + w - dot - 1))
			for (int k = 1; k <= S->nseats && !seat; k++)
				if (strlen(S->names[k]) == (size_t)(dot - in) && !strncmp(S->names[k], in, (size_t)(dot - in)))
					seat = k;
		if (seat)
			len += (size_t)snprintf(out + len, n - len, "%d%.*s", seat, (int)(in + w - dot), dot);
		else
			len += (size_t)snprintf(out + len, n - len, "%.*s", (int)w, in);
		if (len < n)
			len += (size_t)snprintf(out + len, n - len, "%.*s", (int)sp, in + w);
		in += w + sp;
	}
}

/* A NAME.SLOT left as typed by names_to_seats, whose name is nobody's:
** says so after pre and names the players (a parse would say only
** "expected a slot"). Returns whether it did. */
static int nobodys_slot(const session *S, const char *named, const char *pre)
{
	for (const char *w = named; *w;) {
		size_t len = strcspn(w, " \t");
		const char *dot = memchr(w, '.', len);
		if (dot && dot > w && strspn(w, "0123456789") < (size_t)(dot - w) && dot + 1 < w + len &&
		    strspn(dot + 1, "0123456789") == (size_t)(w + len - dot - 1)) {
			char who[64], list[CW_MAX_SEATS * 36] = "";
			snprintf(who, sizeof who, "%.*s", (int)(dot - w < 40 ? dot - w : 40), w);
			for (int k = 1; k <= S->nseats; k++)
				snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", k > 1 ? ", " : "", S->names[k]);
			char shown[4 * sizeof who + 4];
			printf("%sno player '%s' in '%.*s': the players are %s (or a seat number, as 2.1)\n", pre,
			       cw_text_name(shown, sizeof shown, who), (int)len, w, list);
			return 1;
		}
		w += len;
		w += strspn(w, " \t");
	}
	return 0;
}


typedef struct any_ask {
	int asker;
	const char *what;	/* the action, in its words */
} any_ask;

static void any_question(session *S, int seat, const void *ud, char *buf, size_t n)
{
	const any_ask *q = ud;
	snprintf(buf, n, "%s, %s asks for '%s', which speaks for the whole table. Agree? [y/N] ", S->names[seat],
		 S->names[q->asker], q->what);
}

/* `as SEAT ACTION...`; returns whether the action was taken. */
static int as_action(session *S, int argc, char **argv, const char *who)
{
	char text[MAX_LINE] = "", canon[CW_ACTION_TEXT_MAX], list[256];
	cw_action a;
	cw_err err;
	char pre[16];	/* "as: ", "rule: "; nothing for an action typed as one */
	snprintf(pre, sizeof pre, "%s%s", who, *who ? ": " : "");
	if (!need_game(S))
		return 0;
	if (argc < 3) {
		printf("as SEAT ACTION...: an out-of-turn action of SEAT, e.g. as 2 offence discard_search\n");
		return 0;
	}
	if (S->t.g->st->status != CW_ST_PLAY) {
		printf("%sthe game is over; 'new' starts another\n", pre);
		return 0;
	}
	int seat = seat_named(S, argv[1]);
	if (!seat) {
		printf("%sno seat '%s': expected a seat number 1 to %d or a player's name\n", pre, argv[1], S->nseats);
		return 0;
	}
	char typed[MAX_LINE] = "";
	for (int i = 2; i < argc; i++)
		snprintf(typed + strlen(typed), sizeof typed - strlen(typed), "%s%s", i > 2 ? " " : "", argv[i]);
	names_to_seats(S, typed, text, sizeof text);
	if (cw_action_parse(S->t.g->verbs, text, seat, S->nseats, &a, &err)) {
		if (nobodys_slot(S, text, pre))
			return 0;
		if (!strncmp(err.msg, "unknown action", 14))
			printf("%sunknown action '%s'; %s\n", pre, text, any_seat_verbs(S->t.g, list, sizeof list));
		else
			printf("%s%s\n", pre, err.msg);
		return 0;
	}
	cw_action_format(S->t.g->verbs, &a, seat, canon, sizeof canon);
	if (!S->t.g->verbs->v[a.verb].any_seat) {
		printf("%s'%s' is not an action a seat may take out of turn (the seat to act types it without 'as'); "
		       "%s\n", pre, canon, any_seat_verbs(S->t.g, list, sizeof list));
		return 0;
	}
	int typist = viewer(S);	/* the person at the screen */
	/* An action that changes an option speaks for the table (DES-B2's
	** stake is the players' agreement, option.changed_by): where other
	** people play, they are asked first, as for a rule; where the rules
	** refuse it, not. */
	char option[64];
	if (others_asked(S, typist) &&
	    cw_runtime_option_of_verb(S->t.rt, S->t.g->verbs->v[a.verb].name, option, sizeof option)) {
		cw_game *trial = cw_game_clone(S->t.g, 0, &err);
		int ok = trial && !cw_engine_apply_text_as(trial, seat, text, &err);
		cw_game_free(trial);
		any_ask q = { typist, canon };
		if (ok && !everyone_agrees(S, typist, others_asked(S, typist), canon, *who ? who : canon, any_question, &q))
			return 0;
	}
	if (cw_engine_apply_text_as(S->t.g, seat, text, &err)) {
		/* a variant's reason for refusing (accepts) is written for the
		** seat the action was for: it may name that seat's hidden cards */
		if (seat != typist && err.code == CW_EILLEGAL && S->t.g->refused[0])
			printf("%s'%s' is not legal now for seat %d (the variant's reason is %s's to read)\n", pre, canon,
			       seat, S->names[seat]);
		else
			printf("%s%s\n", pre, err.msg);
		return 0;
	}
	keep(S, seat, canon);
	if (is_human(S, typist))
		S->last_human = typist;	/* the table is drawn again for their eyes only */
	/* the typist's own action is not narrated back to it; `rule` says
	** what the table agreed */
	if (seat == typist && strcmp(who, "rule"))
		printf("%s: %s\n", S->names[seat], canon);
	advance(S);
	return 1;
}

static void c_as(session *S, int argc, char **argv)
{
	as_action(S, argc, argv, "as");
}

static char *read_line(session *S);
static int line_usable(session *S, char *line);

/* What an undo from event `from` takes back, as `seat` saw it: the first
** action's words ("draw discard"), its arguments left out where that
** seat did not see them; "" when it saw none. */
static void undone_text(const session *S, uint32_t from, int seat, char *buf, size_t n)
{
	const cw_game *g = S->t.g;
	buf[0] = '\0';
	for (uint32_t i = from; i < g->nev; i++) {
		const cw_event *e = &g->ev[i];
		if (e->kind != CW_EV_ACTION)
			continue;
		if (!cw_knowledge_visible(e, seat))
			return;
		cw_event seen = cw_knowledge_event(e, seat);
		if (seen.value == -1)	/* words only the actor saw: the verb alone */
			snprintf(buf, n, "%s", g->verbs->v[seen.action.verb].name);
		else
			cw_action_format(g->verbs, &seen.action, e->seat, buf, n);
		return;
	}
}

/* A yes-or-no question to the person at the terminal: 1 for yes. */
static int ask_line(session *S, const char *msg)
{
	char *l;
	if (S->interactive) {
		S->asking = 1;
		l = readline(msg);
		S->asking = 0;
	} else {
		printf("%s\n", msg);
		l = read_line(S);
	}
	/* yes is a line of "y" or "yes" alone; anything else, a line the
	** REPL refuses included, is no */
	int yes = l && line_usable(S, l) && (!strcasecmp(l, "y") || !strcasecmp(l, "yes"));
	free(l);
	return yes;
}

typedef struct undo_ask {
	int asker;
	uint32_t from;
	const char *why;
} undo_ask;

static void undo_question(session *S, int seat, const void *ud, char *msg, size_t n)
{
	const undo_ask *q = ud;
	int asker = q->asker;
	uint32_t from = q->from;
	const char *why = q->why;
	char what[160], whose[96];
	undone_text(S, from, seat, what, sizeof what);
	snprintf(whose, sizeof whose, "%s's", S->names[asker]);
	/* the moves after it go too (the asked person's own among them) */
	int actions = 0;
	for (uint32_t i = from; i < S->t.g->nev; i++)
		actions += S->t.g->ev[i].kind == CW_EV_ACTION;
	const char *after = actions > 1 ? ", what followed it" : "";
	/* who asks, what is taken back, and why it makes a practice game */
	if (why && seat == asker)
		snprintf(msg, n, "%s, undo takes back your last decision%s%s%s%s and %s, which nobody can unsee: "
			 "the game becomes a practice game. Agree? [y/N] ", S->names[seat], *what ? " (" : "", what,
			 *what ? ")" : "", after, why);
	else if (why)
		snprintf(msg, n, "%s, %s asks to take back %s last decision%s%s%s%s and %s, which nobody can "
			 "unsee: the game becomes a practice game. Agree? [y/N] ", S->names[seat], S->names[asker], whose,
			 *what ? " (" : "", what, *what ? ")" : "", after, why);
	else
		snprintf(msg, n, "%s, %s asks to take back %s last decision%s%s%s and what followed it. Agree? "
			 "[y/N] ", S->names[seat], S->names[asker], seat == asker ? "your" : whose, *what ? " (" : "", what,
			 *what ? ")" : "");
}

/* Asks each person of `who` (seat bits) in seat order, the terminal
** handed to each, whether they agree to what `me` asks (`asks`: "undo",
** "a rule"; `word` names it to its asker: "undo", "rule"); who holds the
** terminal last is left as the last person. On a refusal every one is
** told and the terminal goes back to the seat to act; 0. */
static int everyone_agrees(session *S, int me, uint32_t who, const char *asks, const char *word, question_fn *question,
			   const void *ud)
{
	char msg[640];
	int at = me;
	for (int s = 1; s <= S->nseats; s++) {
		if (!(who & CW_SEATBIT(s)))
			continue;
		int handed = !S->interactive || s == at || hand_over(S, s);
		if (S->interactive && s != at)
			at = s;
		question(S, s, ud, msg, sizeof msg);
		if (!handed || !ask_line(S, msg)) {
			if (s == me)	/* the asker's own second thoughts: nobody else refused */
				printf("%s: you did not agree, so nothing changes. The game goes on.\n", word);
			else
				printf("%s needs everyone at the table to agree; %s did not. The game goes on.\n", asks,
				       S->names[s]);
			if (at != me) {
				S->last_human = at;
				S->hotseat_shown = 0;
				advance(S);
				/* the asker, handed the terminal back, is told too */
				if (!S->leaving && S->t.g && S->t.g->st->actor == me)
					printf("(your %s: %s did not agree; the game goes on)\n", word, S->names[s]);
			}
			return 0;
		}
	}
	S->last_human = at;	/* who holds the terminal: handed back by the next advance */
	return 1;
}

static void c_undo(session *S, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (!need_game(S))
		return;
	if (S->t.g->st->status == CW_ST_OVER) {
		printf("undo: the match is over and stays over; 'new' starts another game\n");
		return;
	}
	int me = viewer(S);
	int k = S->nundo - 1;
	/* A decision only its seat saw (a pass in a window that asked it
	** alone, DES-P7, DES-A4) is no decision to take back in the others'
	** sight: asking them about it would tell them the window asked this
	** seat. With others to ask, the undo goes back to the seat's last
	** decision they saw, taking the private one with it. */
	while (k >= 0 && (S->t.log.seats[S->undo[k].nhist] != me || (humans(S) > 1 && cw_table_private_action(S->t.g, S->undo[k].nev))))
		k--;
	if (k < 0) {
		/* a game loaded from its file starts with no decision to take back */
		printf(S->loaded && !S->nundo ? "nothing to undo since the game was loaded: a recording keeps no decision to take back\n"
				 : "nothing to undo\n");
		return;
	}
	/* Undo never reveals or un-reveals: across a card seen or a chance
	** event, it needs every person at the table, the asker too, and
	** the game is a practice game from then on. */
	const char *why = cw_undo_learned(S->undo[k].g, S->undo[k].nev, S->t.g, people(S));
	/* At the hot seat each person is asked with the terminal handed
	** over, the asker's table cleared from it; who holds it last is
	** handed back to the seat to act. */
	uint32_t asked = others_asked(S, me) | (why && is_human(S, me) ? CW_SEATBIT(me) : 0);
	undo_ask q = { me, S->undo[k].nev, why };
	if (!everyone_agrees(S, me, asked, "undo", "undo", undo_question, &q))
		return;
	int at = S->last_human;
	if (why)
		S->practice = 1;
	undo_point u = S->undo[k];
	for (int i = k + 1; i < S->nundo; i++)
		cw_game_free(S->undo[i].g);
	S->nundo = k;
	cw_err rerr;
	int rc = cw_game_rewind(S->t.g, u.g, u.nev, &rerr);
	cw_game_free(u.g);
	if (rc) {
		printf("%s\n", rerr.msg);
		return;
	}
	cw_log_truncate(&S->t.log, u.nhist);
	memcpy(S->seen, u.seen, sizeof S->seen);
	S->seen[me] = S->t.g->nev;	/* the table is shown again, not the round's story */
	if (S->render.own_before > S->t.g->nev)	/* what is played again here is typed here */
		S->render.own_before = S->t.g->nev;
	clear_moment(S);	/* the discard anyone knocked for is taken back or past too */
	/* The recording must not keep what was taken back. */
	if (S->t.rec.f) {
		cw_err err;
		if (cw_table_record_again(&S->t, S->variant, S->names, &err))
			printf("note: %s\n", err.msg);
		else if (S->t.rec.f && S->practice) {
			fputs("# practice game: an undo took back a card seen or a draw, by everyone's leave\n", S->t.rec.f);
			fflush(S->t.rec.f);
		}
	}
	char whose[96];
	snprintf(whose, sizeof whose, "%s's", S->names[me]);
	printf("taken back to %s previous decision\n", humans(S) > 1 ? whose : "your");
	S->last_human = at;	/* who holds the terminal: handed back if it is another */
	advance(S);
	/* the asker, handed the terminal back, is told too */
	if (at != me && !S->leaving && S->t.g && S->t.g->st->actor == me)
		printf("(your undo: everyone agreed; taken back to your previous decision)\n");
}

static void c_save(session *S, int argc, char **argv)
{
	if (argc != 2) {
		printf("save FILE: write this game as a replay file\n");
		return;
	}
	if (!need_game(S))
		return;
#ifdef CW_FUZZING
	printf("save is off in the fuzzing build (input must not write files)\n");
	return;
#endif
	cw_err err;
	if (cw_table_save(&S->t, argv[1], S->variant, S->names, &err))
		printf("%s; the game goes on\n", err.msg);
	else
		printf("saved to %s\n", argv[1]);
}

/* Takes over a loaded replay: its game, players and actions. Seats named
** like the bots the REPL names (bot2, random3) are bots again. With
** `append`, recording goes on in that file; else in a new one. */
static int adopt(session *S, cw_replay_loaded *L, const char *file, int append)
{
	cw_err err;
	free_game(S);
	clear_rules(S);
	if (cw_table_adopt(&S->t, L->rt, L->g, L->seed, &L->log, &err)) {
		L->rt = NULL;
		L->g = NULL;
		printf("%s\n", err.msg);
		return 0;
	}
	cw_roundlog_watch(&S->rounds, S->t.g);	/* the rounds from here on */
	S->render.rounds = &S->rounds;
	L->rt = NULL;
	L->g = NULL;
	/* the game's options, as `new` deals another game with them */
	if (S->t.rules_text) {
		char *copy = strdup(S->t.rules_text), *save = NULL;
		for (char *kv = copy ? strtok_r(copy, " ", &save) : NULL; kv; kv = strtok_r(NULL, " ", &save))
			if (S->nrules < MAX_RULES)
				S->rules[S->nrules++] = strdup(kv);
		free(copy);
	}
	S->loaded = 1;
	snprintf(S->variant, sizeof S->variant, "%s", L->variant);
	S->seed = L->seed;
	S->nseats = L->nseats;
	for (int s = 1; s <= S->nseats; s++) {
		player *p = &S->seats[s];
		snprintf(p->name, sizeof p->name, "%s", L->names[s][0] ? L->names[s] : "seat");
		if (!L->names[s][0])
			snprintf(p->name, sizeof p->name, "seat%d", s);
		cw_bot_init(&p->bot, cw_bot_recorded_kind(p->name), cw_table_bot_seed(S->seed, s));
		S->names[s] = p->name;
	}
	S->render.names = S->names;
	cw_render_for_variant(&S->render, S->t.rt);
	S->render.aid = cw_runtime_memory_aid(S->t.rt);
	/* Each seat is told the round in play from its deal on, its own looks
	** at the deal among it (G4-2, PW-2), when it next looks: a game
	** resumed before its first move would otherwise tell nobody what the
	** deal showed them. */
	uint32_t deal = S->t.g->nev;
	while (deal > 0 && S->t.g->ev[deal - 1].kind != CW_EV_ROUND)
		deal--;
	if (deal > 0)
		deal--;
	for (int s = 0; s <= CW_MAX_SEATS; s++)
		S->seen[s] = deal;
	clear_game_marks(S);
	S->render.own_before = S->t.g->nev;	/* the file's actions: told to their own seats too */
	cw_knock_resume(&S->knock, S->t.g, persons(S));
	char path[1024];
	if (append) {
		/* One writer per file: a file another cardwright records is not resumed. */
		if (cw_table_record_on(&S->t, file, L->cut_at, L->marked, L->scored, S->names, &err)) {
			fprintf(stderr, "cardwright: %s\n", err.msg);
			return 0;
		}
		if (cw_record_kept_note(&S->t.rec))
			fprintf(stderr, "cardwright: %s\n", cw_record_kept_note(&S->t.rec));
	} else {
		record_path(S, path, sizeof path);
		if (path[0] && cw_table_record_start(&S->t, path, S->variant, S->names, &err))
			printf("note: %s; the game is not recorded\n", err.msg);
	}
	char *shown = safe_path(file), *vshown = safe_path(S->variant);	/* a path: shown safe */
	/* the actions the person saw: another seat's private pass is not
	** told (one person seated; at a hot seat, all) */
	int person = 0, npeople = 0;
	for (int s = 1; s <= S->nseats; s++)
		if (is_human(S, s))
			person = s, npeople++;
	int played = npeople == 1 ? cw_log_seen_by(&S->t.log, person) : S->t.log.n;
	printf("%s: %s for %d, %d action%s played, round %u\n", shown ? shown : "", vshown ? vshown : "", S->nseats,
	       played, played == 1 ? "" : "s", S->t.g->st->round);
	free(shown);
	free(vshown);
	return 1;
}

static void c_load(session *S, int argc, char **argv)
{
	if (argc != 2) {
		printf("load FILE: go on playing a saved or recorded game\n");
		return;
	}
	cw_replay_loaded L;
	if (cw_replay_load(argv[1], (const char *const *)S->path, stdout, &L)) {
		printf("the game in play is unchanged\n");
		return;
	}
	adopt(S, &L, argv[1], 0);
	cw_replay_loaded_free(&L);
	advance(S);
}

static void c_quit(session *S, int argc, char **argv)
{
	(void)S, (void)argc, (void)argv;
}

static const command commands[] = {
	{ "help", "[COMMAND]", "this list, or one command", c_help },
	{ "variants", "", "the variants you can play", c_variants },
	{ "rules", "[VARIANT]", "a variant's rules and options", c_rules },
	{ "new", "[VARIANT [players] [rule K=V]...]", "start a game: new golf4 ana,bot,bot; alone, another of this one", c_new },
	{ "rule", "NAME=VALUE...", "set options before the first move, dealt again (a stake: between hands)", c_rule },
	{ "show", "", "the table as you may see it", c_show },
	{ "legal", "", "what you may do now", c_legal },
	{ "hint", "", "what a bot would do in your place", c_hint },
	{ "as", "SEAT ACTION...", "record an out-of-turn action: as 3 offence card_to_hand", c_as },
	{ "undo", "", "take back your last decision", c_undo },
	{ "score", "", "the running totals (chips, where the game plays for chips)", c_score },
	{ "save", "FILE", "write the game as a replay file", c_save },
	{ "load", "FILE", "go on playing a saved or recorded game", c_load },
	{ "quit", "", "leave (the game is recorded as it goes)", c_quit },
	{ NULL, NULL, NULL, NULL }
};

/* The command a typed word runs, before any action: one of the table
** above, or `exit` (handle()). NULL for none. */
static const char *command_word(const char *word)
{
	size_t n = strcspn(word, " ");
	if (n == 4 && !strncasecmp(word, "exit", 4))
		return "exit";
	for (const command *c = commands; c->name; c++)
		if (strlen(c->name) == n && !strncasecmp(word, c->name, n))
			return c->name;
	return NULL;
}

/* Whether an action's name or alias begins with a command's word: the
** command would run instead, and the action could never be typed here
** (the variant is said to be wrong, with one line). */
static int untypable(const session *S, const cw_verbs *vs)
{
	for (int i = 0; i < vs->n; i++) {
		const cw_verb *v = &vs->v[i];
		const char *cmd = command_word(v->name), *what = "action", *word = v->name;
		/* not the old name a rename keeps: the new word is the one to type */
		for (int k = 0; !cmd && k < CW_VERB_ALIASES; k++)
			if (v->alias[k][0] && v->old_name != k + 1 && (cmd = command_word(v->alias[k])))
				what = "alias", word = v->alias[k];
		if (cmd) {
			complain(S, "%s: %s '%s' could not be typed at the table: '%s' is one of its commands; choose another "
				 "word", S->variant, what, word, cmd);
			return 1;
		}
	}
	return 0;
}

/* ---- the line ---- */

static int split(char *line, char **argv, int max)
{
	int n = 0;
	for (char *save = NULL, *w = strtok_r(line, " \t\r\n", &save); w && n < max; w = strtok_r(NULL, " \t\r\n", &save))
		argv[n++] = w;
	return n;
}

/* The legal action's words nearest a mistyped first word (and the word
** after it): "draw stock" for `darw stock`. Only what is legal now. */
static const char *near_legal(session *S, const char *w1, const char *w2)
{
	static char best[160];
	uint32_t n;
	const cw_action *l = cw_engine_legal(S->t.g, &n);
	char typed[128];
	snprintf(typed, sizeof typed, "%s%s%s", w1, w2 ? " " : "", w2 ? w2 : "");
	best[0] = '\0';
	for (uint32_t i = 0; i < n && !best[0]; i++) {
		char t[CW_ACTION_TEXT_MAX];
		cw_action_format(S->t.g->verbs, &l[i], S->t.g->st->actor, t, sizeof t);
		/* the verb's words: the first word, or the first two */
		char one[CW_ACTION_TEXT_MAX], two[CW_ACTION_TEXT_MAX];
		snprintf(one, sizeof one, "%s", t);
		one[strcspn(one, " ")] = '\0';
		snprintf(two, sizeof two, "%s", t);
		char *sp = strchr(two, ' ');
		if (sp && (sp = strchr(sp + 1, ' ')))
			*sp = '\0';
		if (w2 && cw_near(typed, two))
			snprintf(best, sizeof best, "%.100s", two);
		else if (cw_near(w1, one))
			snprintf(best, sizeof best, "%.100s", one);
	}
	/* or a word of the table's own (help, legal, undo) */
	for (const command *c = commands; c->name && !best[0] && !w2; c++)
		if (cw_near(w1, c->name))
			snprintf(best, sizeof best, "%.100s", c->name);
	return best[0] ? best : NULL;
}

/* Whether the verb the line begins with (its first word, or first two)
** has no legal action now: the words the verb takes (1 or 2), or 0. */
static int verb_not_legal(session *S, int argc, char **argv)
{
	for (int words = argc > 1 ? 2 : 1; words >= 1; words--) {
		char head[128];
		snprintf(head, sizeof head, "%s%s%s", argv[0], words == 2 ? " " : "", words == 2 ? argv[1] : "");
		int v[4], nv = cw_action_word_verbs(S->t.g->verbs, head, v, 4);
		if (!nv)
			continue;
		for (int k = 0; k < nv; k++)
			if (cw_refusal_offered(S->t.g, v[k]))
				return 0;
		return words;
	}
	return 0;
}

/* The legal actions whose words begin with all the words typed and say
** more ("draw" for draw stock and draw discard), as "'a' or 'b'" in out
** (at most four); 0 when none does. */
static int longer_legal(session *S, const char *typed, char *out, size_t n)
{
	uint32_t nl;
	const cw_action *l = cw_engine_legal(S->t.g, &nl);
	size_t len = strlen(typed);
	char found[4][CW_ACTION_TEXT_MAX];
	int k = 0;
	for (uint32_t i = 0; i < nl && k < 4; i++) {
		cw_action_format(S->t.g->verbs, &l[i], S->t.g->st->actor, found[k], sizeof found[k]);
		if (!strncmp(found[k], typed, len) && found[k][len] == ' ')
			k++;
	}
	out[0] = '\0';
	for (int i = 0, used = 0; i < k && (size_t)used < n; i++) {
		int w = snprintf(out + used, n - (size_t)used, "%s'%s'", i == 0 ? "" : i == k - 1 ? " or " : ", ", found[i]);
		if (w < 0)
			break;
		used += w;
	}
	return k;
}

/* Returns 0 to quit. */
static int handle(session *S, const char *line)
{
	char buf[MAX_LINE], *argv[32];
	snprintf(buf, sizeof buf, "%s", line);
	char *hash = strchr(buf, '#');
	if (hash)
		*hash = '\0';
	int argc = split(buf, argv, 32);
	if (argc == 0)
		return 1;
	/* commands are read in any case, as actions are (LEGAL, Undo): no
	** variant's action may be one in any case (untypable) */
	if (!strcasecmp(argv[0], "quit") || !strcasecmp(argv[0], "exit"))
		return 0;
	for (const command *c = commands; c->name; c++)
		if (!strcasecmp(c->name, argv[0])) {
			c->run(S, argc, argv);
			return 1;
		}
	if (!S->t.g) {
		fputs("unknown command '", stdout);
		cw_text_fputs(argv[0], stdout, 0);
		fputs("'; 'help' lists the commands\n", stdout);
		return 1;
	}
	/* A replay line, `SEAT ACTION...` (NOTATION): the same as `as`. */
	if (argv[0][0] >= '0' && argv[0][0] <= '9' && argc > 1) {
		char *as_argv[33] = { "as" };
		memcpy(as_argv + 1, argv, sizeof *argv * (size_t)argc);
		c_as(S, argc + 1, as_argv);
		return 1;
	}
	if (S->t.g->st->status != CW_ST_PLAY) {
		printf("the game is over; 'new' starts another\n");
		return 1;
	}
	if (S->stuck) {
		say_stuck(S);
		return 1;
	}
	if (!is_human(S, S->t.g->st->actor)) {
		printf("it is %s's turn\n", S->names[S->t.g->st->actor]);
		return 1;
	}
	cw_action a;
	cw_outcome oc;
	cw_err err;
	char named[MAX_LINE];
	names_to_seats(S, line, named, sizeof named);
	if (cw_engine_read_line(S->t.g, named, &a, &oc, &err)) {
		if (nobodys_slot(S, named, ""))
			return 1;
		/* the error quotes the words typed, not their numbers */
		if (strcmp(named, line))
			cw_engine_read_line(S->t.g, line, &a, &oc, &err);
		const char *near = near_legal(S, argv[0], argc > 1 ? argv[1] : NULL);
		int idle;
		if (!strncmp(err.msg, "unknown action", 14)) {
			char typed[MAX_LINE] = "";
			for (int k = 0; k < argc; k++)
				snprintf(typed + strlen(typed), sizeof typed - strlen(typed), "%s%s", k ? " " : "", argv[k]);
			/* a word the variant says it has no action for, and why */
			char absent[256], longer[512];
			if (cw_runtime_absent(S->t.rt, typed, absent, sizeof absent))
				printf("%s\n", absent);
			else if (longer_legal(S, typed, longer, sizeof longer))
				printf("'%s' says too little: did you mean %s?\n", typed, longer);
			else
				printf("unknown action '%s'%s%s%s\n", typed, near ? "; did you mean '" : "", near ? near : "",
				       near ? "'?" : "");
		} else if ((idle = verb_not_legal(S, argc, argv)) > 0) {
			/* its words do not matter while the verb is not legal */
			printf("'%s%s%s' is not legal now\n", argv[0], idle == 2 ? " " : "", idle == 2 ? argv[1] : "");
		} else {
			/* a verb given too few or too many words: what the verb
			** takes, in its doc ("'meld' takes at least 3 arguments,
			** got 2 (meld: a new meld from hand, ...)") */
			char verb[64] = "", doc[160] = "";
			const char *q = strchr(err.msg, '\''), *e = q ? strchr(q + 1, '\'') : NULL;
			if (e && strstr(err.msg, " argument") && (size_t)(e - q - 1) < sizeof verb) {
				memcpy(verb, q + 1, (size_t)(e - q - 1));
				verb[e - q - 1] = '\0';
				cw_refusal_doc(S->t.rt, verb, doc, sizeof doc);
			}
			printf("%s", err.msg);
			if (*doc) {
				printf(" (%s: ", verb);
				cw_text_fputs(doc, stdout, 0);	/* the variant's words */
				putchar(')');
			}
			putchar('\n');
		}
		print_legal(S);
		return 1;
	}
	/* An action any seat may take between decisions (an agreed stake,
	** an offence, DES-Q2) is the seat to act's too: as `as` takes it. */
	if (a.verb < S->t.g->verbs->n && S->t.g->verbs->v[a.verb].any_seat && argc < 32) {
		char seat[8], *as_argv[34] = { "as", seat };
		snprintf(seat, sizeof seat, "%d", S->t.g->st->actor);
		memcpy(as_argv + 2, argv, sizeof *argv * (size_t)argc);
		as_action(S, argc + 2, as_argv, "");
		return 1;
	}
	uint32_t n;
	const cw_action *l = cw_engine_legal(S->t.g, &n);
	/* An open verb's arguments are judged by the engine (its accepts). */
	int legal = a.verb < 64 && (S->t.g->open_verbs >> a.verb & 1);
	for (uint32_t i = 0; i < n; i++)
		legal |= cw_action_equal(&l[i], &a);
	if (!legal) {
		char text[CW_ACTION_TEXT_MAX];
		char why[320];
		cw_action_format(S->t.g->verbs, &a, S->t.g->st->actor, text, sizeof text);
		cw_refusal_why(S->t.rt, S->t.g, S->names, &a, why, sizeof why);
		printf("'%s' is not legal now%s", text, *why ? ": " : "");
		cw_text_fputs(why, stdout, 0);	/* a reason may quote the variant's words */
		fputs(". ", stdout);
		/* the verb offered with other words: those, where every move
		** would make a long line */
		print_legal_of(S, n > LEGAL_SHORT && cw_refusal_offered(S->t.g, a.verb) ? a.verb : -1);
		return 1;
	}
	/* An outcome after '=' is a real table's record of its shuffle
	** (PW-20). Here the game shuffles from its seed: an outcome typed
	** is refused whatever it is, since telling it right or wrong would
	** tell the shuffle. */
	if (oc.n > 0) {
		char text[CW_ACTION_TEXT_MAX];
		cw_action_format(S->t.g->verbs, &a, S->t.g->st->actor, text, sizeof text);
		printf("no outcome after '=' here: the game shuffles, and a game from a real table writes its outcome "
		       "(PW-20); type '%s'\n", text);
		print_legal(S);
		return 1;
	}
	int me = S->t.g->st->actor;
	uint32_t before = S->t.g->nev;
	if (!act(S, &a, &oc))
		return 1;
	/* A card the action showed the person face down (a peek) that ends
	** their turn is told now, before anybody else plays, and at a
	** terminal stays on screen until they press Enter. */
	if (S->t.g->st->actor != me && cw_render_learned(S->t.g, me, before)) {
		show_events(S, me);
		if (S->interactive && !S->leaving)
			wait_enter(S, "Press Enter when you have seen it. ");
	}
	advance(S);
	return 1;
}

/* ---- completion ---- */

static char *candidates[512];
static int ncand, cand_next;

static void add_candidate(const char *s)
{
	for (int i = 0; i < ncand; i++)
		if (!strcmp(candidates[i], s))
			return;
	if (ncand < 512)
		candidates[ncand++] = strdup(s);
}

static void add_option_candidate(const char *name, void *ud)
{
	(void)ud;
	char buf[80];
	snprintf(buf, sizeof buf, "%s=", name);
	add_candidate(buf);
}

static void add_variant_candidate(const char *name, const char *title, void *ud)
{
	(void)title, (void)ud;
	add_candidate(name);
}

static char *generator(const char *text, int state)
{
	if (!state)
		cand_next = 0;
	while (cand_next < ncand) {
		const char *c = candidates[cand_next++];
		if (!strncmp(c, text, strlen(text)))
			return strdup(c);
	}
	return NULL;
}

/* The next word of a legal action's text after what is typed (`first`,
** plen bytes): in its canonical words and in each alias of its verb that
** reads back as this very action (`peek 2.3` for `power peek 2.3`), as
** the line would be read when entered (cw_engine_read_action). */
static void complete_action(cw_game *g, const cw_action *a, const char *first, size_t plen)
{
	const cw_verb *v = &g->verbs->v[a->verb];
	char t[CW_ACTION_TEXT_MAX];
	for (int k = -1; k < CW_VERB_ALIASES; k++) {
		const char *word = k < 0 ? v->name : v->alias[k];
		if (!word[0])
			continue;
		cw_action_format_as(g->verbs, a, g->st->actor, word, t, sizeof t);
		if (strncmp(t, first, plen))
			continue;
		cw_action back;
		cw_err err;
		if (k >= 0 && (cw_engine_read_action(g, t, &back, &err) || !cw_action_equal(&back, a)))
			continue;
		char *w = t + plen, *sp = strchr(w, ' ');
		if (sp)
			*sp = '\0';
		add_candidate(w);
	}
}

/* After `as `: a seat's name, then the words of the any_seat actions. */
static void complete_as(session *S, const char *rest)
{
	rest += strspn(rest, " ");
	const char *sp = strchr(rest, ' ');
	if (!sp) {
		for (int s = 1; s <= S->nseats; s++)
			add_candidate(S->names[s]);
		return;
	}
	rest = sp + strspn(sp, " ");
	size_t plen = strlen(rest);
	for (int v = 0; v < S->t.g->verbs->n; v++) {
		char t[CW_VERB_NAME_MAX];
		snprintf(t, sizeof t, "%s", S->t.g->verbs->v[v].name);
		if (!S->t.g->verbs->v[v].any_seat || strncmp(t, rest, plen))
			continue;
		char *w = t + plen, *end = strchr(w, ' ');
		if (end)
			*end = '\0';
		add_candidate(w);
	}
}

/* The words that may come at this point of the line: commands and the
** first word of each legal action at its start; after `new` or `rules`
** the variants; after `rule` the options; inside an action the next word
** of the legal actions that begin with what is typed. */
static char **complete(const char *text, int start, int end)
{
	(void)end;
	session *S = current;
	for (int i = 0; i < ncand; i++)
		free(candidates[i]);
	ncand = 0;
	char before[MAX_LINE];
	snprintf(before, sizeof before, "%.*s", start, rl_line_buffer);
	char *first = before + strspn(before, " ");
	if (S->asking)
		;	/* a hand-over or a question: whoever is at the keys may not be the seat to act */
	else if (!strncmp(first, "new ", 4) || !strncmp(first, "rules ", 6)) {
		cw_runtime_config cfg = { (const char *const *)S->path, 0, 0 };
		cw_err err;
		cw_runtime *rt = cw_runtime_new(&cfg, &err);
		if (rt) {
			cw_runtime_list(rt, add_variant_candidate, NULL, &err);
			cw_runtime_free(rt);
		}
	} else if (!strncmp(first, "rule ", 5) && S->t.rt) {
		cw_runtime_each_option(S->t.rt, add_option_candidate, NULL);
	} else if (!strncmp(first, "as ", 3) && S->t.g) {
		complete_as(S, first + 3);
	} else {
		if (!*first)
			for (const command *c = commands; c->name; c++)
				add_candidate(c->name);
		if (S->t.g && S->t.g->st->status == CW_ST_PLAY) {
			uint32_t n;
			const cw_action *l = cw_engine_legal(S->t.g, &n);
			size_t plen = strlen(first);
			for (uint32_t i = 0; i < n; i++)
				complete_action(S->t.g, &l[i], first, plen);
		}
	}
	rl_attempted_completion_over = 1;
	return rl_completion_matches(text, generator);
}

/* The lines typed in this session, the last HISTORY_KEEP of them. */
typedef struct history_lines {
	char **line;	/* owned, each owned */
	int n;
} history_lines;

static void keep_history_line(history_lines *h, const char *line)
{
	if (!h->line && !(h->line = calloc(HISTORY_KEEP, sizeof *h->line)))
		return;
	if (h->n == HISTORY_KEEP) {
		free(h->line[0]);
		memmove(h->line, h->line + 1, sizeof *h->line * (HISTORY_KEEP - 1));
		h->n--;
	}
	if ((h->line[h->n] = strdup(line)))
		h->n++;
}

/* Adds this session's lines to the history file as it is now, under a
** lock: another REPL that left since this one started keeps its lines
** (writing the history read at the start would drop them). */
static void save_history(const char *file, const history_lines *mine)
{
	/* A symlink planted at the name is not followed (nor is the file
	** written through it by name below). */
	int fd = open(file, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd < 0 || flock(fd, LOCK_EX)) {
		if (fd >= 0)
			close(fd);
		return;
	}
	clear_history();
	read_history(file);
	for (int i = 0; i < mine->n; i++)
		add_history(mine->line[i]);
	stifle_history(HISTORY_KEEP);
	write_history(file);
	close(fd);	/* and the lock with it */
}

/* Reads one line: through libedit with a prompt on a terminal, plainly otherwise. */
static char *read_line(session *S)
{
	S->too_long = S->has_nul = 0;
	if (S->interactive) {
		char prompt[64];
		int seat = S->t.g && S->t.g->st->status == CW_ST_PLAY ? S->t.g->st->actor : 0;
		snprintf(prompt, sizeof prompt, "%s> ", is_human(S, seat) ? S->names[seat] : "cardwright");
		return readline(prompt);
	}
	char buf[MAX_LINE];
	fflush(stdout);		/* a program driving the REPL sees the question first */
	/* a character at a time: a NUL is a byte of the line like any other
	** (it is refused), and the rest of a long line is not another line */
	size_t len = 0;
	int c = EOF;
	while ((c = getchar()) != EOF && c != '\n') {
		if (c == '\r') {	/* a CRLF line end; a CR elsewhere is a control */
			int d = getchar();
			if (d == '\n' || d == EOF) {
				c = d;
				break;
			}
			ungetc(d, stdin);
		}
		if (c == '\0')
			S->has_nul = 1;
		if (len < sizeof buf - 1)
			buf[len++] = c ? (char)c : '?';
		else
			S->too_long = 1;
	}
	if (c == EOF && len == 0 && !S->too_long)
		return NULL;
	buf[len] = '\0';
	return strdup(buf);
}

/* Rewrites in place the spaces a keyboard or a pasted text may hold
** besides the plain one, which look like it (a no-break space U+00A0,
** U+2000 to U+200A, U+202F, U+3000), as a plain space. */
static void plain_spaces(char *line)
{
	unsigned char *r = (unsigned char *)line, *w = r;
	while (*r) {
		size_t n = r[0] == 0xC2 && r[1] == 0xA0 ? 2 :
			   r[0] == 0xE2 && r[1] == 0x80 && (r[2] <= 0x8A || r[2] == 0xAF) && r[2] >= 0x80 ? 3 :
			   r[0] == 0xE3 && r[1] == 0x80 && r[2] == 0x80 ? 3 : 0;
		if (n) {
			*w++ = ' ';
			r += n;
		} else
			*w++ = *r++;
	}
	*w = '\0';
}

/* Whether a line read is one to act on; if not, says why. A line longer
** than the REPL reads, or with a control character or invalid UTF-8 (a
** tab and a space that looks like one are a space), is refused whole:
** nothing of it runs and nothing of it reaches the terminal raw. */
static int line_usable(session *S, char *line)
{
	size_t len = strlen(line);
	if (S->too_long || len >= MAX_LINE) {
		printf("that line is too long (at most %d characters); nothing was done\n", MAX_LINE - 1);
		return 0;
	}
	for (char *t = line; (t = strchr(t, '\t')); t++)
		*t = ' ';
	plain_spaces(line);
	len = strlen(line);
	if (S->has_nul || !cw_text_is_safe(line, len, 0)) {
		char shown[96];
		printf("that line holds a control character or invalid UTF-8 ('%s'); type plain text: nothing was done\n",
		       cw_text_escape(shown, sizeof shown, line, len, 0));
		return 0;
	}
	return 1;
}

/* An option's value: `--name VALUE` or `--name=VALUE`. Returns the value
** and moves *i past it when argv[*i] is that option, else NULL; *missing
** is set when the option is there without its value. */
static const char *option_value(int argc, char **argv, int *i, const char *name, const char *alias, int *missing)
{
	size_t n = strlen(name);
	if (!strncmp(argv[*i], name, n) && argv[*i][n] == '=')
		return argv[*i][n + 1] ? argv[*i] + n + 1 : (*missing = 1, NULL);
	if (strcmp(argv[*i], name) && (!alias || strcmp(argv[*i], alias)))
		return NULL;
	if (*i + 1 >= argc) {
		*missing = 1;
		return NULL;
	}
	return argv[++*i];
}

/* play --resume FILE: the recorded game, recorded on in the same file. */
static const char *resume_file(int argc, char **argv)
{
	for (int i = 0; i < argc; i++) {
		int missing = 0;
		const char *v = option_value(argc, argv, &i, "--resume", NULL, &missing);
		if (v)
			return v;
	}
	return NULL;
}

static int parse_args(session *S, int argc, char **argv, int play)
{
	int have_seed = 0;
	if (!play)
		return 1;
	if (resume_file(argc, argv)) {
		if (argc != 2 && !(argc == 1 && strchr(argv[0], '='))) {
			complain(S, "play --resume FILE takes no other arguments");
			return 0;
		}
		return 1;
	}
	if (argc < 1 || argv[0][0] == '-') {
		complain(S, "play needs a VARIANT first (see 'cardwright variants'), e.g. play golf4 --players ana,bot");
		return 0;
	}
	cw_table_variant_ref(argv[0], S->variant, sizeof S->variant);
	for (int i = 1; i < argc; i++) {
		int missing = 0;
		const char *v;
		if ((v = option_value(argc, argv, &i, "--players", NULL, &missing))) {
			if (!set_players(S, v))
				return 0;
		} else if ((v = option_value(argc, argv, &i, "--seed", NULL, &missing))) {
			char *end;
			errno = 0;
			unsigned long long seed = strtoull(v, &end, 10);
			if (errno || *end || v[0] == '-') {
				complain(S, "--seed takes a non-negative number (not '%s')", v);
				return 0;
			}
			S->seed = seed;
			have_seed = 1;
		} else if ((v = option_value(argc, argv, &i, "--rule", "-r", &missing))) {
			if (!add_rule(S, v))
				return 0;
		} else if (missing) {
			complain(S, "play: %.*s needs a value, e.g. --players ana,bot or --rule peek=any2",
				 (int)strcspn(argv[i], "="), argv[i]);
			return 0;
		} else {
			complain(S, "play: unexpected '%s' (expected --players, --seed or --rule; see 'cardwright play --help')", argv[i]);
			return 0;
		}
	}
	/* the same seed deals the same cards: a game in play dealt from it
	** would be shown to this table (a hot seat's cards, in another terminal) */
	if (have_seed && cw_record_seed_in_play(S->seed)) {
		complain(S, "play: seed %llu deals as a game still in play; choose another seed, or give none",
			 (unsigned long long)S->seed);
		return 0;
	}
	S->seed_given = have_seed;
	if (!have_seed)
		S->seed = cw_table_secret_seed();
	return 1;
}

int cw_repl_main(char **path, int argc, char **argv, int play)
{
	session S;
	memset(&S, 0, sizeof S);
	S.path = path;
	S.interactive = isatty(0);
	S.render.color = cw_render_terminal(stdout);
	S.render.symbols = S.render.color;
	S.render.aid = 1;
	/* a caller's round score told by its terms, for whichever game the
	** table holds (terms.h follows S.t's runtime and game) */
	S.terms = (cw_terms){ &S.t.rt, &S.t.g };
	cw_terms_attach(&S.render, &S.terms);
	set_players(&S, "seat1,bot,bot");
	S.cli = 1;
	int parsed = parse_args(&S, argc, argv, play);
	S.cli = 0;
	if (!parsed)
		return 2;
	current = &S;
	char hist[1024] = "";
	if (S.interactive) {
		/* The line editor reads the terminal's characters by its
		** locale: without it a typed ♦ or é is dropped (NOTATION.md:
		** input accepts the suit symbols). Only the character type:
		** numbers and messages stay as they are. */
		setlocale(LC_CTYPE, "");
		rl_attempted_completion_function = complete;
		cw_paths_state("history", hist, sizeof hist);
		if (hist[0])
			read_history(hist);
		/* Ctrl-C at the prompt clears the line (the loop below reads
		** a new one); Ctrl-D or `quit` leaves, naming the recording. */
		struct sigaction sa;
		memset(&sa, 0, sizeof sa);
		sa.sa_handler = on_interrupt;
		sigemptyset(&sa.sa_mask);
		sigaction(SIGINT, &sa, NULL);	/* no SA_RESTART: readline returns */
	}
	const char *resume = play ? resume_file(argc, argv) : NULL;
	if (resume) {
		cw_replay_loaded L;
		int lr = cw_replay_load(resume, (const char *const *)path, stderr, &L);
		if (lr)
			return lr == 2 ? 2 : 1;	/* 2: no such file to read, the user's word */
		int took = adopt(&S, &L, resume, 1);
		cw_replay_loaded_free(&L);
		if (!took) {
			free_game(&S);
			clear_rules(&S);
			free(S.undo);
			return 1;
		}
		advance(&S);
	} else if (play) {
		S.cli = 1;
		parsed = start_game(&S);
		S.cli = 0;
		if (!parsed) {
			clear_rules(&S);	/* the --rule options read before the refusal */
			return 2;
		}
		advance(&S);
	} else if (S.interactive)
		printf("cardwright: card games with house rules. 'help' lists the commands, "
		       "'new golf4' starts a game.\n");
	char *line = NULL;
	history_lines mine = { 0 };	/* this session's lines, for the history file */
	for (;;) {
		interrupted = 0;
		if (S.leaving) {	/* Ctrl-D or `quit` at a waiting prompt */
			line = NULL;
			break;
		}
		line = read_line(&S);
		if (interrupted) {
			/* Ctrl-C clears the line, as in a shell; Ctrl-D leaves. */
			free(line);
			printf("^C\n");
			continue;
		}
		if (!line)
			break;
		if (!line_usable(&S, line)) {
			free(line);
			continue;
		}
		if (S.interactive && *line) {
			add_history(line);
			keep_history_line(&mine, line);
		}
		int go_on = handle(&S, line);
		free(line);
		fflush(stdout);
		if (!go_on || S.leaving)
			break;
	}
	/* Hot seat: the person leaving leaves none of their cards on the
	** screen or in its scrollback for the next one at the terminal */
	int cleared = S.interactive && humans(&S) > 1 && S.t.g && S.t.g->st->status == CW_ST_PLAY;
	if (cleared)
		clear_screen(&S);
	if (S.t.g && S.t.rec.path && (S.interactive || S.t.g->st->status == CW_ST_PLAY)) {
		char *shown = safe_path(S.t.rec.path);
		printf("%sthe game %s recorded in %s\n", line || cleared ? "" : "\n",
		       !S.t.rec.f ? "up to the failed write is" : S.t.g->st->status == CW_ST_PLAY ? "so far is" : "is",
		       shown ? shown : "");
		free(shown);
	}
	if (hist[0] && mine.n && !S.handed)
		save_history(hist, &mine);
	for (int i = 0; i < mine.n; i++)
		free(mine.line[i]);
	free(mine.line);
	int stuck = S.stuck && S.t.g && S.t.g->st->status == CW_ST_PLAY;
	int failed = !stuck && S.failed && S.t.g && S.t.g->st->status == CW_ST_PLAY;
	char stuck_name[64];
	snprintf(stuck_name, sizeof stuck_name, "%s", stuck ? S.names[S.stuck] : "");
	free_game(&S);
	clear_rules(&S);
	free(S.undo);
	for (int i = 0; i < ncand; i++)
		free(candidates[i]);
	/* A game left where a bot could not play on ends the program as a
	** failure: a script driving it learns the variant failed. */
	if (stuck) {
		fprintf(stderr, "cardwright: the game stopped: %s could not play on (the error above)\n", stuck_name);
		return 1;
	}
	if (failed) {
		fprintf(stderr, "cardwright: the game stopped where the variant failed on the last action typed (the error above)\n");
		return 1;
	}
	return 0;
}
