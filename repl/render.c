#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "render.h"
#include "roundlog.h"
#include "../lua/runtime.h"
#include "../core/view.h"


/* The knowledge bit of a seat; none for a viewer that is no seat (the
** public view of a table of bots). */
static cw_seatmask seat_bit(int viewer)
{
	return viewer >= 1 && viewer <= CW_MAX_SEATS ? CW_SEATBIT(viewer) : 0;
}

static const char *const suit_symbol[4] = { "\xe2\x99\xa3", "\xe2\x99\xa6", "\xe2\x99\xa5", "\xe2\x99\xa0" };

static char *face_text(const cw_render *r, cw_face f, char *buf)
{
	char plain[8];
	if (f == CW_FACE_HIDDEN || f == CW_FACE_NONE || f == CW_JOKER || !r->symbols)
		return strcpy(buf, cw_face_format(f, plain));
	snprintf(buf, 32, "%s%s", cw_face_rank_name(cw_face_rank(f)), suit_symbol[cw_face_suit(f)]);
	return buf;
}

/* Wraps text in red when the face is red and colour is on. */
static char *paint(const cw_render *r, cw_face f, const char *text, char *buf)
{
	if (r->color && f != CW_FACE_HIDDEN && f != CW_FACE_NONE && cw_face_is_red(f))
		snprintf(buf, 48, "\033[31m%s\033[0m", text);
	else
		snprintf(buf, 48, "%s", text);
	return buf;
}

char *cw_render_card(const cw_render *r, const cw_state *s, cw_card c, int viewer, char *buf)
{
	char tok[8], text[32], inner[32];
	cw_view_token(s, c, viewer, r->aid, tok);
	cw_face f = cw_knowledge_face(s, c, viewer);
	if (tok[0] == '[') {
		snprintf(text, sizeof text, "[%s]", face_text(r, f, inner));
		return paint(r, f, text, buf);
	}
	if (tok[0] == '#' || tok[0] == '-')
		return strcpy(buf, tok);
	return paint(r, f, face_text(r, f, inner), buf);
}

/* Display width of a card text: escapes and UTF-8 continuation bytes do
** not take a column. */
static int width(const char *s)
{
	int w = 0;
	for (; *s; s++) {
		if (*s == '\033') {
			while (*s && *s != 'm')
				s++;
			if (!*s)
				break;
			continue;
		}
		if (((unsigned char)*s & 0xC0) != 0x80)
			w++;
	}
	return w;
}

static void pad(FILE *out, const char *s, int w)
{
	fputs(s, out);
	for (int k = width(s); k < w; k++)
		fputc(' ', out);
}

static const char *seat_name(const cw_render *r, int seat, char *buf)
{
	if (r->names && r->names[seat])
		return r->names[seat];
	snprintf(buf, 16, "seat %d", seat);
	return buf;
}

static void render_layout(FILE *out, const cw_render *r, const cw_state *s, int seat, int viewer)
{
	const cw_zonerec *z = &cw_state_czones(s)[cw_state_zone_of(s, seat, CW_ZS_LAYOUT)];
	int cols = z->cols ? z->cols : 4, len = z->len;
	char buf[64], num[16];
	for (int start = 0; start < len; start += cols) {
		fputs("    ", out);
		for (int k = start; k < start + cols && k < len; k++) {
			snprintf(num, sizeof num, "%d", k + 1);
			pad(out, num, 7);
		}
		fputs("\n    ", out);
		for (int k = start; k < start + cols && k < len; k++)
			pad(out, cw_render_card(r, s, cw_state_zone_at(s, cw_state_zone_of(s, seat, CW_ZS_LAYOUT), k), viewer, buf), 7);
		fputc('\n', out);
	}
}

/* The order a hand is shown in: by suit, then rank (ace low), the cards the
** viewer cannot see and the jokers last. Only the display: a hand's cards
** are named by their faces, never by their place. */
static int hand_key(const cw_state *s, cw_card c, int viewer)
{
	cw_face f = cw_knowledge_face(s, c, viewer);
	if (f == CW_FACE_HIDDEN || f == CW_FACE_NONE)
		return 1000;
	if (f == CW_JOKER)
		return 900;
	return cw_face_suit(f) * 20 + cw_face_rank(f);
}

static void render_zone_line(FILE *out, const cw_render *r, const cw_state *s, cw_zone z, int viewer, const char *label)
{
	char buf[64];
	int n = cw_state_zone_len(s, z);
	if (!n)
		return;
	cw_card order[256];
	if (n > 256)
		n = 256;
	for (int i = 0; i < n; i++)
		order[i] = cw_state_zone_at(s, z, i);
	if (cw_state_czones(s)[z].kind == CW_ZK_HAND)
		for (int a = 1; a < n; a++)	/* insertion sort: a hand is short */
			for (int b = a; b > 0 && hand_key(s, order[b], viewer) < hand_key(s, order[b - 1], viewer); b--) {
				cw_card t = order[b];
				order[b] = order[b - 1];
				order[b - 1] = t;
			}
	fprintf(out, "    %s:", label);
	for (int i = 0; i < n; i++)
		fprintf(out, " %s", cw_render_card(r, s, order[i], viewer, buf));
	fputc('\n', out);
}

/* A hand-and-meld game's melds of one seat, by number (the meld number is
** the zone's: a meld keeps its number for the hand, DES-M4):
** "melds: 1: 7C 7H 7S  2: 4D 5D 6D". Nothing when the seat has none. */
static void render_melds(FILE *out, const cw_render *r, const cw_state *s, int seat, int viewer)
{
	char buf[64];
	int any = 0;
	for (int k = 0; k < s->nmelds; k++) {
		cw_zone z = cw_state_zone_of(s, seat, CW_ZS_MELD0 + k);
		int n = cw_state_zone_len(s, z);
		if (!n)
			continue;
		fprintf(out, any ? "  %d:" : "    melds: %d:", k + 1);
		for (int i = 0; i < n; i++)
			fprintf(out, " %s", cw_render_card(r, s, cw_state_zone_at(s, z, i), viewer, buf));
		any = 1;
	}
	if (any)
		fputc('\n', out);
}

int cw_render_terminal(FILE *out)
{
	const char *term = getenv("TERM");
	return isatty(fileno(out)) && !(term && !strcmp(term, "dumb")) && !getenv("NO_COLOR");
}

void cw_render_for_variant(cw_render *r, cw_runtime *rt)
{
	char option[64], stack[32];
	r->pot = cw_runtime_chips(rt, option, sizeof option);
	r->rt = rt;
	r->chips = cw_runtime_chip_totals(rt);
	/* A stack option that is not a number ("none") is no stack; one past
	** 32 bits is none either (an option's value is the variant's). */
	r->stack = 0;
	if (r->chips && option[0] && cw_runtime_option(rt, option, stack, sizeof stack, NULL) == CW_OK) {
		char *end;
		long long v = strtoll(stack, &end, 10);
		r->stack = end != stack && v >= INT32_MIN && v <= INT32_MAX ? (int)v : 0;
	}
}

/* A signed count of chips: "+2", "0", "-3". */
static char *signed_chips(int32_t v, char *buf)
{
	snprintf(buf, 16, v > 0 ? "+%d" : "%d", (int)v);
	return buf;
}

char *cw_render_chips(const cw_render *r, int32_t total, char *buf)
{
	char net[16];
	if (r->stack) {
		/* the stack and the net are each 32 bits: their sum is not */
		int w = snprintf(buf, 16, "%lld", (long long)r->stack + total);
		snprintf(buf + w, 32 - (size_t)w, " (net %s)", signed_chips(total, net));
	} else
		snprintf(buf, 32, "%s", signed_chips(total, net));
	return buf;
}

char *cw_render_standing(const cw_render *r, int32_t total, char *buf)
{
	char chips[32];
	if (!r->chips)
		snprintf(buf, 48, "total %d", (int)total);
	else
		snprintf(buf, 48, "%s %s", r->stack ? "chips" : "net chips", cw_render_chips(r, total, chips));
	return buf;
}

/* The columns a text takes on a terminal: its characters (UTF-8), not
** its bytes, and nothing of its colour escapes. */
static int visible_width(const char *t)
{
	int w = 0;
	for (const unsigned char *p = (const unsigned char *)t; *p; p++) {
		if (*p == 0x1b) {	/* CSI ... final byte */
			if (p[1] == '[')
				for (p += 2; *p && !(*p >= 0x40 && *p <= 0x7e); p++)
					;
			if (!*p)
				break;
			continue;
		}
		w += (*p & 0xc0) != 0x80;
	}
	return w;
}

/* A layout on one line: "1 ## 2 [5D] / 3 ## 4 ##", rows split by " / ",
** from column `at`: on a terminal of known
** width a slot that would not fit goes on the next line, indented, so no
** card is split by the terminal's own wrapping. */
static int render_layout_inline(FILE *out, const cw_render *r, const cw_state *s, int seat, int viewer, int at)
{
	const cw_zonerec *z = &cw_state_czones(s)[cw_state_zone_of(s, seat, CW_ZS_LAYOUT)];
	int cols = z->cols ? z->cols : 4;
	char buf[64], item[96];
	for (int k = 0; k < z->len; k++) {
		const char *sep = k == 0 ? ": " : k % cols ? "  " : " / ";
		snprintf(item, sizeof item, "%d %s", k + 1,
			 cw_render_card(r, s, cw_state_zone_at(s, cw_state_zone_of(s, seat, CW_ZS_LAYOUT), k), viewer, buf));
		int w = visible_width(sep) + visible_width(item);
		if (r->cols > 0 && k > 0 && at + w >= r->cols) {
			fprintf(out, "\n    %s", k % cols ? "" : "/ ");
			at = 4 + (k % cols ? 0 : 2);
			sep = "";
			w = visible_width(item);
		}
		fprintf(out, "%s%s", sep, item);
		at += w;
	}
	return at;
}

/* The lines the full table takes: a heading, each seat's line, two per
** layout row, a line per hand, melds or held card. */
static int table_lines(const cw_state *s)
{
	int n = 1;
	for (int seat = 1; seat <= s->nseats; seat++) {
		const cw_zonerec *z = &cw_state_czones(s)[cw_state_zone_of(s, seat, CW_ZS_LAYOUT)];
		int cols = z->cols ? z->cols : 4;
		n += 1 + 2 * ((z->len + cols - 1) / cols);
		n += cw_state_zone_len(s, cw_state_zone_of(s, seat, CW_ZS_HAND)) > 0;
		n += cw_state_zone_len(s, cw_state_zone_of(s, seat, CW_ZS_HELD)) > 0;
		n += s->nmelds > 0;
	}
	return n;
}

/* What a verb is, by its roles (core/role.h), never by its word: a house
** rule's `rename` is told as its base. */
static int has_role(const cw_game *g, const cw_action *a, uint32_t role)
{
	return a->verb < g->verbs->n && (g->verbs->v[a->verb].roles & role);
}

/* The verbs that tell how the round ended by `end` (an event number) was
** called: the game's, unless its call came from an action whose verb is
** not the call (a layout all face up, face_up_replacements or G6-4:
** NULL, which tells "went out"). */
static const cw_verbs *call_verbs(const cw_game *g, uint32_t end)
{
	uint32_t k = end;
	while (k > 0 && g->ev[k - 1].kind != CW_EV_ROUND && g->ev[k - 1].kind != CW_EV_CALL)
		k--;
	if (k == 0 || g->ev[k - 1].kind != CW_EV_CALL)
		return g->verbs;
	while (k > 0 && g->ev[k - 1].kind != CW_EV_ACTION && g->ev[k - 1].kind != CW_EV_ROUND)
		k--;
	return k > 0 && g->ev[k - 1].kind == CW_EV_ACTION && !has_role(g, &g->ev[k - 1].action, CW_ROLE_CALL) ? NULL
														 : g->verbs;
}

/* How a caller is marked: by the past tense the verb declared role =
** "call" gives (", knocked"), else ", called cabo". */
static const char *called(const cw_verbs *vs, char *buf, size_t n)
{
	for (int v = 0; vs && v < vs->n; v++)
		if (vs->v[v].roles & CW_ROLE_CALL) {
			if (vs->v[v].past[0])
				snprintf(buf, n, ", %s", vs->v[v].past);
			else
				snprintf(buf, n, ", called %s", vs->v[v].name);
			return buf;
		}
	/* no call action: the caller went out, its layout all face up (G6-4) */
	snprintf(buf, n, ", went out");
	return buf;
}

void cw_render_table(FILE *out, const cw_render *r, const cw_game *g, int viewer)
{
	int actor = cw_engine_public_actor(g, viewer, NULL);
	const cw_state *s = g->st;
	char name[16], buf[64], standing[48], call[48];
	/* compact when the table would fill the screen but for 8 lines of
	** moves and the prompt */
	int compact = r->rows > 0 && table_lines(s) + 8 > r->rows;
	cw_card top = cw_state_zone_top(s, CW_DISCARD);
	fprintf(out, "%s %u, %s deals. stock %d, discard %s (%d)", r->chips ? "hand" : "round", s->round,
		seat_name(r, s->dealer, name), cw_state_zone_len(s, CW_STOCK),
		top == CW_NOCARD ? "-" : cw_render_card(r, s, top, viewer, buf), cw_state_zone_len(s, CW_DISCARD));
	if (r->pot > 0 && r->pot <= CW_MAX_VARS && s->var[r->pot - 1])
		fprintf(out, ", pot %d", s->var[r->pot - 1]);	/* DES-B3: the chips at stake */
	fputc('\n', out);
	for (int seat = 1; seat <= s->nseats; seat++) {
		int layout = cw_layout_grid(s, seat) || cw_state_layout_slots(s, seat);
		char head[160];
		snprintf(head, sizeof head, "  %s%s%s, %s%s", seat_name(r, seat, name), seat == viewer ? " (you)" : "",
			 s->caller == seat ? called(call_verbs(g, cw_engine_told(g)), call, sizeof call) : "", cw_render_standing(r, s->total[seat], standing),
			 s->out & CW_SEATBIT(seat) ? ", out of the deal" : "");
		fputs(head, out);
		int at = visible_width(head);
		if (compact && layout)
			at = render_layout_inline(out, r, s, seat, viewer, at);
		/* the seat asked now, a claim window's too, as the viewer may
		** know it (not who is asked in a private window) */
		/* the viewer answering a window in another's turn (not the
		** Cambio, which is nobody's turn), as the prompt says: only on its
		** own line (whether another seat is asked, or was, may be no
		** seat's to know: a pass in a private window changes no frame) */
		const char *mark = actor != seat ? "" : seat == viewer && cw_turn_window_seat(s) == seat && s->turn >= 1 &&
				   s->turn != seat ? "  <- to answer" : "  <- to play";
		/* a mark that would not fit the line goes on the next one whole */
		if (*mark && r->cols > 0 && at + (int)strlen(mark) > r->cols)
			fputs("\n   ", out);
		fprintf(out, "%s\n", mark);
		if (layout && !compact)
			render_layout(out, r, s, seat, viewer);
		render_zone_line(out, r, s, cw_state_zone_of(s, seat, CW_ZS_HAND), viewer, "hand");
		if (s->nmelds)
			render_melds(out, r, s, seat, viewer);
		render_zone_line(out, r, s, cw_state_zone_of(s, seat, CW_ZS_HELD), viewer, s->nmelds ? "loose" : "drawn");
	}
}

/* An action's text in the table's card notation: with suit symbols on,
** its card words (7H, 10S) are written as the table writes them (7♥),
** painted red where the table paints them. In place; buf of n bytes. */
static char *in_table_notation(const cw_render *r, char *text, size_t n)
{
	if (!r->symbols)
		return text;
	char out[512] = "", word[32], inner[32], painted[48];
	size_t len = 0;
	for (const char *p = text; *p && len + 1 < sizeof out;) {
		size_t w = strcspn(p, " ");
		cw_face f;
		cw_err ferr;
		snprintf(word, sizeof word, "%.*s", (int)(w < 31 ? w : 31), p);
		if (w > 1 && w < 4 && strchr("SHDC", word[w - 1]) && cw_face_parse(word, w, &f, &ferr) == CW_OK && f != CW_JOKER)
			len += (size_t)snprintf(out + len, sizeof out - len, "%s", paint(r, f, face_text(r, f, inner), painted));
		else
			len += (size_t)snprintf(out + len, sizeof out - len, "%.*s", (int)w, p);
		p += w;
		if (*p == ' ' && len + 1 < sizeof out) {
			out[len++] = ' ';
			out[len] = '\0';
			p++;
		}
	}
	size_t k = strlen(out) < n ? strlen(out) : n - 1;	/* cut, never overrun */
	memcpy(text, out, k);
	text[k] = '\0';
	return text;
}

/* The face a move showed the viewer, as text for a sentence. */
static const char *moved_card(const cw_render *r, const cw_event *e, int viewer, char *buf)
{
	cw_event f = cw_knowledge_event(e, viewer);
	char inner[32];
	if (f.face == CW_FACE_HIDDEN)
		return strcpy(buf, "a card");
	return paint(r, f.face, face_text(r, f.face, inner), buf);
}

/* A place on the table in words for the viewer, during `actor`'s action:
** "your slot 2", "their slot 4" (the actor's own), "ben's slot 1", "your
** hand", "the discard pile". buf: at least 48 bytes. */
static const char *place(const cw_render *r, const cw_state *s, cw_zone z, int pos, int viewer, int actor,
			 char *buf)
{
	const cw_zonerec *zr = &cw_state_czones(s)[z];
	char name[16], whose[32];
	if (zr->kind == CW_ZK_DISCARD)
		return strcpy(buf, "the discard pile");
	if (zr->kind == CW_ZK_STOCK)
		return strcpy(buf, "the stock");
	if (!zr->owner)
		return strcpy(buf, "the table");
	if (zr->owner == viewer)
		strcpy(whose, "your");
	else if (zr->owner == actor)
		strcpy(whose, "their");
	else
		snprintf(whose, sizeof whose, "%s's", seat_name(r, zr->owner, name));
	if (zr->kind == CW_ZK_LAYOUT)
		snprintf(buf, 48, "%s slot %d", whose, pos);
	else if (zr->kind == CW_ZK_HAND)
		snprintf(buf, 48, "%s hand", whose);
	else if (zr->kind == CW_ZK_HELD)
		snprintf(buf, 48, "%s drawn card", whose);
	else {
		int k = 0;	/* the meld's number, as the table shows the owner's melds */
		while (k < s->nmelds && cw_state_zone_of(s, zr->owner, CW_ZS_MELD0 + k) != z)
			k++;
		if (k < s->nmelds)
			snprintf(buf, 48, "%.30s meld %d", whose, k + 1);
		else
			snprintf(buf, 48, "%s melds", whose);
	}
	return buf;
}

/* A rummy's move in words, from where its cards were before it and
** where they are after it (a meld the kit lays out again passes its
** cards through the aside: those stay where they were): the discard a
** claim took, a new meld's cards, cards laid off on a meld, moved from
** one meld to another or taken back into the hand. 0 when it moved
** none of these. */
static int tell_melds(FILE *out, const cw_render *r, const cw_game *g, int viewer, uint32_t i, const char *who)
{
	const cw_state *s = g->st;
	const cw_event *a = &g->ev[i];
	struct { const cw_event *ev; cw_zone from, to; } c[64];
	int nc = 0, told = 0;
	/* the action's own moves: not those of the round's end it brings
	** (its scoring, the next deal) */
	for (uint32_t k = i + 1; k < cw_engine_told(g) && g->ev[k].kind != CW_EV_ACTION && g->ev[k].kind != CW_EV_ROUND_END &&
			 !(g->ev[k].kind == CW_EV_NOTE && g->ev[k].value == CW_NOTE_END); k++) {
		const cw_event *m = &g->ev[k];
		if (m->kind != CW_EV_MOVE)
			continue;
		int j = 0;
		while (j < nc && c[j].ev->card != m->card)
			j++;
		if (j == nc && nc == 64)
			continue;
		if (j == nc)
			c[nc++].from = m->from;
		c[j].ev = m;	/* its last move: where it is, and as whom it was seen there */
		c[j].to = m->to;
	}
	char cards[512], card[64], p1[48], p2[48];
	size_t at = 0;
	int n = 0;
	cw_zone from = 0, to = 0;
	for (int j = 0; j < nc; j++) {
		int fk = cw_state_czones(s)[c[j].from].kind, tk = cw_state_czones(s)[c[j].to].kind;
		if (c[j].from == c[j].to)
			continue;
		if (fk == CW_ZK_DISCARD && has_role(g, &a->action, CW_ROLE_CLAIM)) {
			fprintf(out, "%s claimed %s from the discard pile\n", who, moved_card(r, c[j].ev, viewer, card));
			told = 1;
		} else if ((tk == CW_ZK_MELD || (fk == CW_ZK_MELD && tk == CW_ZK_HAND)) && at < sizeof cards) {
			if (!n++) {
				from = c[j].from;
				to = c[j].to;
			}
			at += (size_t)snprintf(cards + at, sizeof cards - at, "%s%s", n > 1 ? " " : "",
					       moved_card(r, c[j].ev, viewer, card));
		}
	}
	if (!n)
		return told;
	int fk = cw_state_czones(s)[from].kind, tk = cw_state_czones(s)[to].kind;
	if (tk == CW_ZK_HAND)
		fprintf(out, "%s took %s back from %s\n", who, cards, place(r, s, from, 0, viewer, a->seat, p1));
	else if (has_role(g, &a->action, CW_ROLE_NEW))
		fprintf(out, "%s laid down %s: %s\n", who, place(r, s, to, 0, viewer, a->seat, p1), cards);
	else if (fk == CW_ZK_MELD)
		fprintf(out, "%s moved %s from %s to %s\n", who, cards, place(r, s, from, 0, viewer, a->seat, p1),
			place(r, s, to, 0, viewer, a->seat, p2));
	else
		fprintf(out, "%s laid off %s on %s\n", who, cards, place(r, s, to, 0, viewer, a->seat, p1));
	return 1;
}

/* What the action at index i showed or did to the viewer's cards, in words,
** from the viewer's filtered events only: a card it looked at ("you looked
** at ben's slot 3: 7H"), a face-down card its swap threw away, a card passed
** into its hand; another seat looking at or taking one of the viewer's
** cards ("bot3 looked at your slot 1"), a card the viewer could not see
** named only by its place. Returns the lines told. */
typedef struct hop {
	const cw_event *ev;	/* the move that carried the card out */
	cw_zone from, to;
	int from_pos, to_pos;
} hop;

/* Whether the card moved from one seat's hand to another's between events
** from and end (a pass, DES-C1). */
static int passed(const cw_game *g, cw_card c, uint32_t from, uint32_t end)
{
	const cw_state *s = g->st;
	for (uint32_t k = from; k < end; k++) {
		const cw_event *m = &g->ev[k];
		if (m->kind == CW_EV_MOVE && m->card == c && cw_state_czones(s)[m->from].kind == CW_ZK_HAND &&
		    cw_state_czones(s)[m->to].kind == CW_ZK_HAND && cw_state_czones(s)[m->from].owner != cw_state_czones(s)[m->to].owner)
			return 1;
	}
	return 0;
}

/* The face of a passed card as the viewer saw it, by the move or by a
** reveal of the same card after it; NULL when the viewer did not see it. */
static const char *pass_face(const cw_render *r, const cw_game *g, const cw_event *mv, uint32_t from, uint32_t end,
			     int viewer, char *buf)
{
	if (cw_knowledge_event(mv, viewer).face != CW_FACE_HIDDEN && cw_knowledge_event(mv, viewer).face != CW_FACE_NONE)
		return moved_card(r, mv, viewer, buf);
	for (uint32_t k = from; k < end; k++) {
		const cw_event *m = &g->ev[k];
		cw_event f = cw_knowledge_event(m, viewer);
		if (m->kind == CW_EV_REVEAL && m->card == mv->card && f.face != CW_FACE_HIDDEN && f.face != CW_FACE_NONE)
			return moved_card(r, m, viewer, buf);
	}
	return NULL;
}

static int bare(const cw_action *a)
{
	return a->nargs == 0;
}

/* What becomes of the card the flip at event k turns up, before `end`:
** 1 turned face down again, 2 moved on, 0 left face up where it is. */
static int flip_fate(const cw_game *g, uint32_t k, uint32_t end)
{
	const cw_event *m = &g->ev[k];
	int moves = 0;
	for (uint32_t q = k + 1; q < end; q++) {
		if (g->ev[q].kind == CW_EV_FLIP && !g->ev[q].up && g->ev[q].card == m->card)
			return 1;
		moves |= g->ev[q].kind == CW_EV_MOVE && g->ev[q].card == m->card;
	}
	return moves ? 2 : 0;
}

/* Whether event q turns a card up into zone z that viewer sees. */
static int up_flip(const cw_game *g, uint32_t q, cw_zone z, int viewer)
{
	const cw_event *e = &g->ev[q];
	cw_face f = cw_knowledge_event(e, viewer).face;
	return e->kind == CW_EV_FLIP && e->up && e->to == z && f != CW_FACE_HIDDEN && f != CW_FACE_NONE;
}

/* Whether the actor's action before the one at index i took the discard
** pile's top card (a bare draw from the discard), rather than a stock card. */
static int took_discard(const cw_game *g, uint32_t i, int actor)
{
	uint32_t prev = i;
	while (prev > 0 && !(g->ev[prev - 1].kind == CW_EV_ACTION && g->ev[prev - 1].seat == actor))
		prev--;
	return prev > 0 && bare(&g->ev[prev - 1].action) && has_role(g, &g->ev[prev - 1].action, CW_ROLE_DRAW_DISCARD);
}

/* The variant's words (g:tell) among events from..to-1, as the table
** tells them: "ana: a card named is not of the drawn rank: ...". */
static void tell_words(FILE *out, const cw_render *r, const cw_game *g, int viewer, uint32_t from, uint32_t to)
{
	char name[16];
	for (uint32_t k = from; k < to; k++) {
		const cw_event *e = &g->ev[k];
		const char *what = e->kind == CW_EV_NOTE && e->value == CW_NOTE_TELL && r->rt ?
				   cw_runtime_tell(r->rt, e->from_pos) : NULL;
		if (what)
			fprintf(out, "%s%s: %s\n", seat_name(r, e->seat, name), e->seat == viewer ? " (you)" : "", what);
	}
}

/* What action i did to the cards, as viewer sees it. The variant's words
** that come before a penalty card (its reason, CABO-M5) are told before
** it; *words is then the event after the last of them told. */
static int tell_touches(FILE *out, const cw_render *r, const cw_game *g, int viewer, uint32_t i, int only_aside,
			uint32_t *words)
{
	const cw_state *s = g->st;
	const cw_event *a = &g->ev[i];
	int actor = a->seat, told = 0, nh = 0;
	char name[16], card[64], c2[64], p1[48], p2[48];
	const char *who = actor == viewer ? "you" : seat_name(r, actor, name);
	hop hops[32];
	uint32_t end = i + 1;
	while (end < cw_engine_told(g) && g->ev[end].kind != CW_EV_ACTION && g->ev[end].kind != CW_EV_ROUND_END)
		end++;
	/* the cards turned up to score a round are told with its end */
	int ends_round = 0;
	for (uint32_t k = end; k < cw_engine_told(g) && g->ev[k].kind != CW_EV_ACTION && !ends_round; k++)
		ends_round = g->ev[k].kind == CW_EV_ROUND_END;
	for (uint32_t k = i + 1; k < end; k++) {
		const cw_event *m = &g->ev[k];
		cw_event f = cw_knowledge_event(m, viewer);
		int seen = f.face != CW_FACE_HIDDEN && f.face != CW_FACE_NONE;
		if (m->kind == CW_EV_REVEAL && passed(g, m->card, i + 1, end))
			continue;	/* told with the pass, by its giver's name */
		if (m->kind == CW_EV_FLIP && m->up && !only_aside && seen) {
			/* a card turned up and put back in the same action (a match,
			** a snap, a replace that failed, PW-4): shown to all */
			int back = flip_fate(g, k, end);
			const cw_zonerec *zr = &cw_state_czones(s)[m->to];
			/* a hand shown (DES-A2): the cards of a run of flips into it
			** that stay up, on one line, told at the run's first */
			int hand = !ends_round && zr->owner && zr->kind == CW_ZK_HAND;
			if (hand && !(k > i + 1 && up_flip(g, k - 1, m->to, viewer))) {
				int any = 0;
				for (uint32_t q = k; q < end && up_flip(g, q, m->to, viewer); q++)
					if (!flip_fate(g, q, end)) {
						if (!any++)
							fprintf(out, "%s turned up %s: ", who, place(r, s, m->to, m->to_pos, viewer, actor, p1));
						else
							fputc(' ', out);
						fputs(moved_card(r, &g->ev[q], viewer, card), out);
					}
				if (any) {
					fputc('\n', out);
					told++;
				}
			}
			if (back == 1 && has_role(g, &a->action, CW_ROLE_MATCH | CW_ROLE_SNAP))
				/* a card named that did not match (CABO-M5, CAC-M5) */
				fprintf(out, "%s tried a %s with %s: %s, and it goes back face down\n", who,
					g->verbs->v[a->action.verb].name, place(r, s, m->to, m->to_pos, viewer, actor, p1),
					moved_card(r, m, viewer, card));
			else if (back == 1)
				fprintf(out, "%s turned up %s: %s, and it goes back face down\n", who,
					place(r, s, m->to, m->to_pos, viewer, actor, p1), moved_card(r, m, viewer, card));
			else if (!hand && !ends_round && !back && zr->owner)
				/* a card turned up for good (G6-2, G8-3: a column): every
				** seat learns it now, so every seat is told it now (one
				** that moves on, a match, is told by its move) */
				fprintf(out, "%s turned up %s: %s\n", who, place(r, s, m->to, m->to_pos, viewer, actor, p1),
					moved_card(r, m, viewer, card));
			else
				continue;
			told++;
			continue;
		}
		if (m->kind == CW_EV_MOVE && !only_aside && cw_state_czones(s)[m->from].kind == CW_ZK_STOCK &&
		    cw_state_czones(s)[m->to].kind == CW_ZK_LAYOUT && cw_state_czones(s)[m->to].owner) {
			/* a card from the stock into a layout (a penalty card, PW-5):
			** told below in its place among the moves (CABO-M6: the
			** gives, then the penalty cards, then the card drawn) */
			if (nh < 32)
				hops[nh++] = (hop){ m, m->from, m->to, m->from_pos, m->to_pos };
			continue;
		}
		if (m->kind == CW_EV_MOVE && !only_aside && cw_state_czones(s)[m->from].kind == CW_ZK_HELD &&
		    cw_state_czones(s)[m->to].kind == CW_ZK_LAYOUT && cw_state_czones(s)[m->to].owner &&
		    !(a->action.verb < g->verbs->n && (g->verbs->v[a->action.verb].roles & CW_ROLE_SWAP))) {
			/* the card drawn into a layout by another action than a
			** swap (a failed replace's added card, PAB-M3) */
			fprintf(out, "%s put the card drawn in %s%s%s\n", who, place(r, s, m->to, m->to_pos, viewer, actor, p1),
				seen ? ": " : "", seen ? moved_card(r, m, viewer, card) : "");
			told++;
			continue;
		}
		if (m->kind == CW_EV_SHUFFLE && !only_aside && cw_state_czones(s)[m->to].kind == CW_ZK_LAYOUT &&
		    cw_state_czones(s)[m->to].owner) {
			/* a layout shuffled (PW-14): where each card went nobody saw */
			int owner = cw_state_czones(s)[m->to].owner;
			char whose[32];
			if (owner == viewer)
				strcpy(whose, "your");
			else if (owner == actor)
				strcpy(whose, "their");
			else
				snprintf(whose, sizeof whose, "%s's", seat_name(r, owner, name));
			fprintf(out, "%s shuffled %s layout: nobody knows its cards now\n", who, whose);
			told++;
			continue;
		}
		if (m->kind == CW_EV_REVEAL && !only_aside) {
			const cw_zonerec *zr = &cw_state_czones(s)[m->to];
			if (seen && (m->face_mask & seat_bit(viewer)) && !m->up && zr->owner == viewer && zr->kind == CW_ZK_HAND) {
				/* a card passed into the hand, seen as it arrives (DES Cambio) */
				fprintf(out, "%s comes into your hand\n", moved_card(r, m, viewer, card));
				told++;
			} else if (seen && (m->face_mask & seat_bit(viewer)) && !m->up) {
				fprintf(out, "%s looked at %s: %s\n", who, place(r, s, m->to, m->to_pos, viewer, actor, p1),
					moved_card(r, m, viewer, card));
				told++;
			} else if (!(m->face_mask & seat_bit(viewer)) && zr->owner) {
				fprintf(out, "%s looked at %s\n", who, place(r, s, m->to, m->to_pos, viewer, actor, p1));
				told++;
			}
			continue;
		}
		if (m->kind != CW_EV_MOVE || cw_state_czones(s)[m->from].kind == CW_ZK_ASIDE || nh == 32)
			continue;
		hop h = { m, m->from, m->to, m->from_pos, m->to_pos };
		/* A card set aside and placed again in the same action (an
		** exchange of two cards, PW-13) is one move from where it was. */
		if (cw_state_czones(s)[m->to].kind == CW_ZK_ASIDE)
			for (uint32_t q = k + 1; q < end; q++)
				if (g->ev[q].kind == CW_EV_MOVE && g->ev[q].card == m->card && g->ev[q].from == m->to) {
					h.to = g->ev[q].to;
					h.to_pos = g->ev[q].to_pos;
					break;
				}
		hops[nh++] = h;
	}
	for (int k = 0; k < nh; k++) {
		const hop *h = &hops[k];
		cw_event f = cw_knowledge_event(h->ev, viewer);
		int seen = f.face != CW_FACE_HIDDEN && f.face != CW_FACE_NONE;
		const cw_zonerec *from = &cw_state_czones(s)[h->from], *to = &cw_state_czones(s)[h->to];
		if (from->kind == CW_ZK_STOCK && to->kind == CW_ZK_LAYOUT && to->owner) {	/* a penalty card, above */
			uint32_t at = (uint32_t)(h->ev - g->ev);
			if (at > *words) {	/* the rules' reason for it first */
				tell_words(out, r, g, viewer, *words, at);
				*words = at;
			}
			fprintf(out, "%s got a card from the stock in %s%s%s\n", who,
				place(r, s, h->to, h->to_pos, viewer, actor, p1), seen ? ": " : "",
				seen ? moved_card(r, h->ev, viewer, card) : "");
			told++;
			continue;
		}
		if (to->kind == CW_ZK_ASIDE) {	/* out of play: a completed column (G9), a hand (DES-Q3) */
			place(r, s, h->from, h->from_pos, viewer, actor, p1);
			if (seen)
				fprintf(out, "%s from %s is set aside\n", moved_card(r, h->ev, viewer, card), p1);
			else {
				int more = 0;	/* the unseen cards of one zone, told at once */
				while (k + 1 < nh && hops[k + 1].from == h->from && cw_state_czones(s)[hops[k + 1].to].kind == CW_ZK_ASIDE &&
				       cw_knowledge_event(hops[k + 1].ev, viewer).face == CW_FACE_HIDDEN)
					more++, k++;
				if (cw_state_czones(s)[h->from].kind == CW_ZK_LAYOUT && !more)
					fprintf(out, "the card in %s is set aside\n", p1);
				else if (cw_state_czones(s)[h->from].kind == CW_ZK_LAYOUT)
					fprintf(out, "%d cards of %s are set aside\n", more + 1, p1);
				else
					fprintf(out, "%d card%s from %s %s set aside\n", more + 1, more ? "s" : "", p1, more ? "are" : "is");
			}
			told++;
			continue;
		}
		if (only_aside)
			continue;
		if (actor == viewer && from->owner == viewer && from->kind == CW_ZK_LAYOUT && to->kind == CW_ZK_DISCARD && seen) {
			/* a card that matched goes onto the pile by the rules; any other
			** the seat let go */
			int matched = has_role(g, &a->action, CW_ROLE_MATCH | CW_ROLE_SNAP);
			fprintf(out, "%s %s from your slot %d%s\n", matched ? "you matched" : "you threw away",
				moved_card(r, h->ev, viewer, card), h->from_pos, matched ? ": it goes on the discard pile" : "");
			told++;
			continue;
		}
		if (to->kind == CW_ZK_DISCARD && seen && from->kind == CW_ZK_STOCK) {
			fprintf(out, "%s is turned up on the discard pile\n", moved_card(r, h->ev, viewer, card));
			told++;
			continue;
		}
		if (actor == viewer && from->kind == CW_ZK_HELD && to->kind == CW_ZK_DISCARD && seen &&
		    has_role(g, &a->action, CW_ROLE_MATCH | CW_ROLE_SNAP)) {
			/* the viewer's own match: the card it held goes on the pile
			** by the rules after the cards named (CABO-M6), whether they
			** matched or not */
			fprintf(out, took_discard(g, i, actor) ? "the card you took, %s, goes back on the discard pile\n"
					   : "the card you drew, %s, goes on the discard pile\n", moved_card(r, h->ev, viewer, card));
			told++;
			continue;
		}
		if (to->kind == CW_ZK_DISCARD && seen && (actor != viewer || from->kind == CW_ZK_LAYOUT)) {
			/* a power card played from the hand, a match from a layout
			** (the viewer's own match of another seat's card too) */
			if (from->kind == CW_ZK_HELD) {
				/* the card in hand came from the stock, or (CAC-P4's
				** discard power) from the discard pile */
				fprintf(out, took_discard(g, i, actor) ? "%s played %s, the card taken from the discard pile, back onto it\n"
						   : "%s played %s, the card drawn, onto the discard pile\n",
					who, moved_card(r, h->ev, viewer, card));
			}
			else if (has_role(g, &a->action, CW_ROLE_MATCH | CW_ROLE_SNAP))
				fprintf(out, "%s matched %s from %s: it goes on the discard pile\n", who,
					moved_card(r, h->ev, viewer, card), place(r, s, h->from, h->from_pos, viewer, actor, p1));
			else
				fprintf(out, "%s put %s from %s on the discard pile\n", who, moved_card(r, h->ev, viewer, card),
					place(r, s, h->from, h->from_pos, viewer, actor, p1));
			told++;
			continue;
		}
		/* an exchange of two cards of one layout (a power's swap,
		** PW-13: its targets are public) is told as one between seats */
		int own_swap = 0;
		if (from->owner && from->owner == to->owner && from->kind == CW_ZK_LAYOUT && to->kind == CW_ZK_LAYOUT)
			for (int q = k + 1; q < nh && !own_swap; q++)
				own_swap = hops[q].from == h->to && hops[q].from_pos == h->to_pos && hops[q].to == h->from &&
					   hops[q].to_pos == h->from_pos;
		if (!from->owner || !to->owner || (from->owner == to->owner && !own_swap))
			continue;
		if (from->kind == CW_ZK_HAND && to->kind == CW_ZK_HAND) {
			/* a card passed from hand to hand (DES-C1): its giver and its
			** receiver are told the card, the others only that it went */
			const char *face = pass_face(r, g, h->ev, i + 1, end, viewer, card);
			char gb[16], tb[16];
			const char *giver = seat_name(r, from->owner, gb), *taker = seat_name(r, to->owner, tb);
			if (to->owner == viewer)
				fprintf(out, "%s gave you %s\n", giver, face ? face : "a card");
			else if (from->owner == viewer)
				fprintf(out, "you gave %s to %s\n", face ? face : "a card", taker);
			else
				fprintf(out, "%s passed a card to %s\n", giver, taker);
			told++;
			continue;
		}
		/* between two seats: an exchange (two moves, told as one), a pass */
		place(r, s, h->from, h->from_pos, viewer, actor, p1);
		place(r, s, h->to, h->to_pos, viewer, actor, p2);
		const hop *back = NULL;
		for (int q = k + 1; q < nh && !back; q++)
			if (hops[q].from == h->to && hops[q].from_pos == h->to_pos && hops[q].to == h->from &&
			    hops[q].to_pos == h->from_pos)
				back = &hops[q];
		if (back) {
			cw_event fb = cw_knowledge_event(back->ev, viewer);
			int seen_b = fb.face != CW_FACE_HIDDEN && fb.face != CW_FACE_NONE;
			fprintf(out, "%s swapped %s%s%s%s with %s%s%s%s\n", who, p1, seen ? " (" : "",
				seen ? moved_card(r, h->ev, viewer, card) : "", seen ? ")" : "", p2, seen_b ? " (" : "",
				seen_b ? moved_card(r, back->ev, viewer, c2) : "", seen_b ? ")" : "");
			memmove(hops + (back - hops), back + 1, sizeof *hops * (size_t)(nh - (back - hops) - 1));
			nh--;
		} else if (to->owner == viewer && seen)
			fprintf(out, "%s gave you %s from %s, into %s\n", who, moved_card(r, h->ev, viewer, card), p1, p2);
		else
			fprintf(out, "%s moved %s to %s%s%s\n", who, p1, p2, seen ? ": " : "",
				seen ? moved_card(r, h->ev, viewer, card) : "");
		told++;
	}
	return told;
}

/* Whether the action at event i completes the seat's action just before
** it, in the same turn: Pablo's `give` after `power trade`, Cumbia's
** `switch` after `power spy`, a `give` after a match (CUM-M4); an action
** after the turn's draw completes nothing. */
static int completes(const cw_game *g, uint32_t i, int seat)
{
	while (i > 0) {
		const cw_event *p = &g->ev[--i];
		if (p->kind == CW_EV_TURN || p->kind == CW_EV_ROUND)
			return 0;
		if (p->kind == CW_EV_ACTION) {
			if (p->seat != seat)
				return 0;
			/* a turn's draw starts it, completes nothing */
			return !has_role(g, &p->action, CW_ROLE_DRAW_STOCK | CW_ROLE_DRAW_DISCARD);
		}
	}
	return 0;
}

/* A call, by `who` (a seat's name, or "you"): in the verb's past tense
** with what it starts ("knocked: everyone else has one more turn"), or
** as "called cabo" where the verb has none or takes arguments. */
static void tell_call(FILE *out, const cw_game *g, uint32_t i, const cw_action *a, int seat, const char *who)
{
	char act[CW_ACTION_TEXT_MAX];
	const cw_verb *vb = &g->verbs->v[a->verb];
	cw_action_format(g->verbs, a, seat, act, sizeof act);
	/* what the call started, where it started the last turns (PW-15):
	** not where it ended the round at once */
	int call = 0, ended = 0;
	for (uint32_t k = i + 1; k < cw_engine_told(g) && g->ev[k].kind != CW_EV_ACTION; k++) {
		call |= g->ev[k].kind == CW_EV_CALL;
		ended |= g->ev[k].kind == CW_EV_ROUND_END;
	}
	if (vb->past[0] && !strcmp(act, vb->name))
		fprintf(out, "%s %s: everyone else has one more turn\n", who, vb->past);
	else
		fprintf(out, "%s called %s%s\n", who, act, call && !ended ? ": everyone else has one more turn" : "");
}

/* The first moves the action at event i made (they follow it until the
** next action): onto the discard pile, and into a held zone (a draw). */
static void action_moves(const cw_game *g, uint32_t i, const cw_event **to_discard, const cw_event **to_held)
{
	const cw_event *taken = NULL;	/* a card from the stock or the pile into the actor's zone */
	*to_discard = *to_held = NULL;
	for (uint32_t k = i + 1; k < cw_engine_told(g) && g->ev[k].kind != CW_EV_ACTION; k++) {
		const cw_event *m = &g->ev[k];
		if (m->kind == CW_EV_MOVE && m->to == CW_DISCARD && !*to_discard)
			*to_discard = m;
		if (m->kind == CW_EV_MOVE && cw_state_czones(g->st)[m->to].kind == CW_ZK_HELD && !*to_held)
			*to_held = m;
		if (m->kind == CW_EV_MOVE && (m->from == CW_STOCK || m->from == CW_DISCARD) && !taken &&
		    cw_state_czones(g->st)[m->to].owner == g->ev[i].seat)
			taken = m;
	}
	if (!*to_held)	/* a draw into the hand (a rummy's, DES-O5) */
		*to_held = taken;
}

int cw_render_learned(const cw_game *g, int viewer, uint32_t from)
{
	int actor = 0, n = 0;
	for (uint32_t i = from; i < cw_engine_told(g); i++) {
		const cw_event *e = &g->ev[i];
		if (e->kind == CW_EV_ACTION)
			actor = e->seat;
		else if (e->kind == CW_EV_REVEAL && actor == viewer && (e->face_mask & seat_bit(viewer)) && !e->up &&
			 cw_knowledge_event(e, viewer).face != CW_FACE_HIDDEN)
			n++;
	}
	return n;
}

void cw_render_events(FILE *out, const cw_render *r, const cw_game *g, int viewer, uint32_t from)
{
	cw_render_events_upto(out, r, g, viewer, from, 0);
}

static void tell_lead(FILE *out, const cw_render *r, const cw_event *e)
{
	char name[16];
	fprintf(out, "-- %s leads round %d, drawn among the seats tied for the lead\n", seat_name(r, e->seat, name),
		e->value);
}

uint32_t cw_render_end_starts(const cw_render *r, const cw_game *g, uint32_t from)
{
	for (uint32_t i = from; i < cw_engine_told(g); i++) {
		const cw_event *e = &g->ev[i];
		if (e->kind != CW_EV_ROUND_END || !r->rounds || !cw_roundlog_find(r->rounds, (uint32_t)e->value))
			continue;
		while (i > from && g->ev[i - 1].kind != CW_EV_ROUND && g->ev[i - 1].kind != CW_EV_ACTION)
			i--;
		return i;
	}
	return cw_engine_told(g);
}

uint32_t cw_render_events_upto(FILE *out, const cw_render *r, const cw_game *g, int viewer, uint32_t from,
			       int stop_at_round_end)
{
	return cw_render_events_range(out, r, g, viewer, from, cw_engine_told(g), stop_at_round_end);
}

uint32_t cw_render_events_range(FILE *out, const cw_render *r, const cw_game *g, int viewer, uint32_t from,
				uint32_t to, int stop_at_round_end)
{
	const cw_state *s = g->st;
	char name[16], card[64], act[512];
	if (to > cw_engine_told(g))
		to = cw_engine_told(g);
	uint32_t words = from;	/* the variant's words before it told already (tell_touches) */
	for (uint32_t i = from; i < to; i++) {
		const cw_event *e = &g->ev[i];
		if (e->kind == CW_EV_ACTION)
			words = i + 1;
		if (e->kind == CW_EV_ROUND_END) {
			const cw_state *ended = r->rounds ? cw_roundlog_find(r->rounds, (uint32_t)e->value) : NULL;
			/* the match's last round: the match's end follows it */
			int last = 0;
			for (uint32_t k = i + 1; k < cw_engine_told(g) && g->ev[k].kind != CW_EV_ROUND &&
			     g->ev[k].kind != CW_EV_ACTION && !last; k++)
				last = g->ev[k].kind == CW_EV_GAME_END;
			if (ended)
				cw_render_round_end(out, r, call_verbs(g, i), ended, r->public_ends ? 0 : viewer, r->chips, last);
			/* the draw for the next round's lead, made as this one was
			** scored, is told after its end (CAC-S4) */
			uint32_t k = i;
			while (k > from && g->ev[k - 1].kind != CW_EV_ROUND && g->ev[k - 1].kind != CW_EV_ACTION)
				k--;
			for (; k < i; k++)
				if (g->ev[k].kind == CW_EV_LEAD)
					tell_lead(out, r, &g->ev[k]);
			if (ended && stop_at_round_end)
				return i + 1;
			continue;
		}
		if (e->kind == CW_EV_ROUND) {
			fprintf(out, "-- %s %d: %s deals", r->chips ? "hand" : "round", e->value, seat_name(r, e->seat, name));
			/* the card the deal turned up, before anybody plays on it
			** (the deal's events end at the first action, or at the
			** round's end when it ends at its deal, DES-A2) */
			uint32_t dealt = i + 1;
			while (dealt < cw_engine_told(g) && g->ev[dealt].kind != CW_EV_ACTION && g->ev[dealt].kind != CW_EV_ROUND_END &&
			       g->ev[dealt].kind != CW_EV_ROUND)
				dealt++;
			for (uint32_t k = i + 1; k < dealt; k++)
				if (g->ev[k].kind == CW_EV_MOVE && g->ev[k].to == CW_DISCARD &&
				    cw_knowledge_event(&g->ev[k], viewer).face != CW_FACE_HIDDEN)
					fprintf(out, "; %s starts the discard pile", moved_card(r, &g->ev[k], viewer, card));
			fputc('\n', out);
			/* the deal's looks (G4-2, PW-2): each card the viewer learns
			** is told to it as it learns it, in every round */
			for (uint32_t k = i + 1; k < dealt; k++) {
				const cw_event *m = &g->ev[k];
				char p[48];
				if (m->kind == CW_EV_REVEAL && !m->up && (m->face_mask & seat_bit(viewer)) &&
				    cw_state_czones(s)[m->to].owner == viewer && cw_state_czones(s)[m->to].kind == CW_ZK_LAYOUT &&
				    cw_knowledge_event(m, viewer).face != CW_FACE_HIDDEN)
					fprintf(out, "you looked at %s: %s\n", place(r, s, m->to, m->to_pos, viewer, 0, p),
						moved_card(r, m, viewer, card));
			}
			continue;
		}
		if (e->kind == CW_EV_LEAD) {
			uint32_t k = i + 1;	/* told after the round's end, when that follows */
			while (k < cw_engine_told(g) && g->ev[k].kind != CW_EV_ROUND_END && g->ev[k].kind != CW_EV_ROUND &&
			       g->ev[k].kind != CW_EV_ACTION)
				k++;
			if (k >= cw_engine_told(g) || g->ev[k].kind != CW_EV_ROUND_END)
				tell_lead(out, r, e);
			continue;
		}
		if (e->kind == CW_EV_NOTE && e->value == 1) {
			fprintf(out, "%s loses a turn\n", seat_name(r, e->seat, name));
			continue;
		}
		if (e->kind == CW_EV_NOTE && (e->value == CW_NOTE_OUT || e->value == CW_NOTE_IN)) {
			const char *why = e->from_pos && r->rt ? cw_runtime_chip_reason(r->rt, e->from_pos - 1) : NULL;
			fprintf(out, "%s %s%s%s\n", seat_name(r, e->seat, name),
				e->value == CW_NOTE_OUT ? "is out of the deal" : "is back in the deal", why ? ": " : "",
				why ? why : "");
			continue;
		}
		if (e->kind == CW_EV_NOTE && e->value == CW_NOTE_TELL) {	/* the variant's words (g:tell) */
			if (i >= words)	/* not told before a penalty card */
				tell_words(out, r, g, viewer, i, i + 1);
			continue;
		}
		if (e->kind == CW_EV_NOTE && e->value == CW_NOTE_RESTOCK) {
			fprintf(out, "the stock is empty: the discards but the top card, %s, make a new stock of %d cards\n",
				e->from_pos == 1 ? "turned over" : e->from_pos == 3 ? "shuffled" : "in their order", e->to_pos);
			continue;
		}
		if (e->kind == CW_EV_NOTE && e->value == CW_NOTE_AGAIN) {
			fprintf(out, "nobody took the first card, so %s took a second one from the stock\n",
				e->seat == viewer ? "you" : seat_name(r, e->seat, name));
			continue;
		}
		if (e->kind == CW_EV_NOTE && e->value == CW_NOTE_END) {	/* why a round ended (DES-P5, P14; G-8) */
			const char *round = r->chips ? "hand" : "round";
			if (e->from_pos == CW_END_DRY)	/* a round then scored as it lies */
				fprintf(out, "the stock is empty: the %s ends\n", round);
			else if (e->from_pos == CW_END_TURNS)	/* PW-15, G4-4 */
				fprintf(out, "the last turns after the call are played: the %s ends\n", round);
			else if (e->from_pos == CW_END_OUT || e->from_pos == CW_END_LAST)	/* G6-4, G8-5 */
				fprintf(out, "%s %s every card face up: %s\n", e->seat == viewer ? "you" : seat_name(r, e->seat, name),
					e->seat == viewer ? "have" : "has", e->from_pos == CW_END_OUT ?
					(r->chips ? "the hand ends" : "the round ends") : "everyone else has one more turn");
			else if (e->from_pos == CW_END_TABLE)
				fprintf(out, "%s %s %d cards on the table and win%s the %s\n",
					e->seat == viewer ? "you" : seat_name(r, e->seat, name), e->seat == viewer ? "have" : "has",
					e->to_pos, e->seat == viewer ? "" : "s", round);
			else
				fprintf(out, "%s: the %s ends with no winner\n",
					e->from_pos == CW_END_STOCK ? "the stock is empty" : "nobody is left in the deal", round);
			continue;
		}
		if (e->kind == CW_EV_NOTE && e->value == CW_NOTE_ANNOUNCE) {
			cw_action_format(g->verbs, &e->action, e->seat, act, sizeof act);
			fprintf(out, "%s: %s\n", seat_name(r, e->seat, name), in_table_notation(r, act, sizeof act));
			continue;
		}
		if (e->kind == CW_EV_ACTION && e->seat == viewer && i >= r->own_before) {
			/* the card the viewer's own draw from the stock showed it */
			if (bare(&e->action) && has_role(g, &e->action, CW_ROLE_DRAW_STOCK)) {
				const cw_event *to_discard, *to_held;
				action_moves(g, i, &to_discard, &to_held);
				if (to_held && cw_knowledge_event(to_held, viewer).face != CW_FACE_HIDDEN)
					fprintf(out, "you drew %s from the stock\n", moved_card(r, to_held, viewer, card));
			} else if (bare(&e->action) && has_role(g, &e->action, CW_ROLE_DRAW_DISCARD)) {
				const cw_event *to_discard, *to_held;	/* as a replay tells it */
				action_moves(g, i, &to_discard, &to_held);
				if (to_held && cw_knowledge_event(to_held, viewer).face != CW_FACE_HIDDEN)
					fprintf(out, "you took %s from the discard pile\n", moved_card(r, to_held, viewer, card));
			}
			/* a rummy's own meld or lay-off, with the meld's number
			** later actions name (DES-M4); a claim is the card the seat
			** saw on the pile and named (a replay says it with the
			** action: "claim, you took 3D") */
			if (has_role(g, &e->action, CW_ROLE_NEW | CW_ROLE_LAYOFF | CW_ROLE_MOVE | CW_ROLE_UNMELD | CW_ROLE_TAKE_BACK) &&
			    !has_role(g, &e->action, CW_ROLE_CLAIM))
				tell_melds(out, r, g, viewer, i, "you");
			tell_touches(out, r, g, viewer, i, 0, &words);	/* what the viewer's own action showed it */
			/* the viewer's own call, with what it starts, as another
			** seat's is told */
			if (has_role(g, &e->action, CW_ROLE_CALL))
				tell_call(out, g, i, &e->action, e->seat, "you");
			else if (bare(&e->action) && g->verbs->v[e->action.verb].past[0])
				fprintf(out, "you %s\n", g->verbs->v[e->action.verb].past);	/* "you folded for the hand" */
			continue;
		}
		if (e->kind != CW_EV_ACTION || !cw_knowledge_visible(e, viewer))
			continue;
		const char *who = e->seat == viewer ? "you" : seat_name(r, e->seat, name);
		cw_event seen = cw_knowledge_event(e, viewer);
		cw_action_format(g->verbs, &seen.action, e->seat, act, sizeof act);
		if (seen.value == -1)
			strncat(act, " (hidden)", sizeof act - strlen(act) - 1);
		const cw_event *to_discard, *to_held;
		action_moves(g, i, &to_discard, &to_held);
		if (bare(&seen.action) && has_role(g, &seen.action, CW_ROLE_DRAW_STOCK))	/* `draw stock`, Desmoche's `draw` */
			fprintf(out, "%s drew %s from the stock\n", who, to_held ? moved_card(r, to_held, viewer, card) : "a card");
		else if (bare(&seen.action) && has_role(g, &seen.action, CW_ROLE_DRAW_DISCARD))
			fprintf(out, "%s took %s from the discard pile\n", who, to_held ? moved_card(r, to_held, viewer, card) : "a card");
		else if (seen.action.nargs == 1 && has_role(g, &seen.action, CW_ROLE_SWAP)) {
			char placed[64] = "it";
			uint32_t prev = i;	/* the actor's draw, which named the card when from the discard */
			while (prev > 0 && !(g->ev[prev - 1].kind == CW_EV_ACTION && g->ev[prev - 1].seat == e->seat))
				prev--;
			int named = 0;
			if (prev > 0)
				named = bare(&g->ev[prev - 1].action) && has_role(g, &g->ev[prev - 1].action, CW_ROLE_DRAW_DISCARD);
			for (uint32_t k = i + 1; !named && k < cw_engine_told(g) && g->ev[k].kind != CW_EV_ACTION; k++)
				if (g->ev[k].kind == CW_EV_MOVE && cw_state_czones(s)[g->ev[k].from].kind == CW_ZK_HELD &&
				    cw_knowledge_event(&g->ev[k], viewer).face != CW_FACE_HIDDEN) {
					moved_card(r, &g->ev[k], viewer, placed);	/* a face-up replacement */
					break;
				}
			fprintf(out, "%s swapped %s into slot %d, discarding %s\n", who, placed, seen.action.arg[0],
				to_discard ? moved_card(r, to_discard, viewer, card) : "a card");
			tell_touches(out, r, g, viewer, i, 1, &words);
		}
		else if (has_role(g, &seen.action, CW_ROLE_DISCARD))	/* NOTATION: `discard CARD` too */
			fprintf(out, "%s discarded %s\n", who, to_discard ? moved_card(r, to_discard, viewer, card) : "it");
		else if (has_role(g, &seen.action, CW_ROLE_FLIP)) {
			int any = 0;	/* G6-2, G8-3: each card turned up, by its slot */
			for (uint32_t k = i + 1; k < cw_engine_told(g) && g->ev[k].kind != CW_EV_ACTION; k++)
				if (g->ev[k].kind == CW_EV_FLIP && g->ev[k].up) {
					fprintf(out, "%s turned up slot %d: %s\n", who, g->ev[k].to_pos,
						moved_card(r, &g->ev[k], viewer, card));
					any = 1;
				}
			if (!any)
				fprintf(out, "%s: %s\n", who, act);
		} else if (bare(&seen.action) && has_role(g, &seen.action, CW_ROLE_PASS)) {
			/* the decline of the call at the end-of-turn point, told
			** apart from an answer in a window (PW-15) */
			int call = -1, moves = 0;
			/* a pass that moves cards (a match stopped, CABO-M7: the
			** drawn card goes on the pile) is no decline of the call */
			for (uint32_t k = i + 1; k < cw_engine_told(g) && g->ev[k].kind != CW_EV_ACTION &&
			     g->ev[k].kind != CW_EV_ROUND_END; k++)
				moves |= g->ev[k].kind == CW_EV_MOVE;
			for (int v = 0; v < g->verbs->n && call < 0 && !e->from_pos && !moves &&
			     has_role(g, &seen.action, CW_ROLE_DECLINE); v++)
				if (g->verbs->v[v].roles & CW_ROLE_CALL)
					call = v;
			if (moves) {
				fprintf(out, "%s passed\n", who);
				tell_touches(out, r, g, viewer, i, 0, &words);
			} else if (call >= 0)
				fprintf(out, "%s passed: no %s\n", who, g->verbs->v[call].name);
			else
				fprintf(out, "%s passed\n", who);
		}
		else if (has_role(g, &seen.action, CW_ROLE_CALL))
			tell_call(out, g, i, &seen.action, e->seat, who);
		else if (bare(&seen.action) && g->verbs->v[seen.action.verb].past[0])
			fprintf(out, "%s %s\n", who, g->verbs->v[seen.action.verb].past);	/* a verb's own words */
		else if (has_role(g, &seen.action, CW_ROLE_CLAIM | CW_ROLE_NEW | CW_ROLE_LAYOFF | CW_ROLE_MOVE |
				  CW_ROLE_UNMELD | CW_ROLE_TAKE_BACK) && tell_melds(out, r, g, viewer, i, who))
			;
		else if (seen.value == -1 && has_role(g, &seen.action, CW_ROLE_GIVE)) {
			/* which, its seat alone knows (DES-C1); the last choice
			** moves every seat's card, told as the viewer saw them */
			fprintf(out, "%s chose a card to give\n", who);
			tell_touches(out, r, g, viewer, i, 0, &words);
		} else {
			/* A power is told in words only, and so are a look (`peek`,
			** PW-6) and a step that completes the seat's action before
			** it (a `give` after `power trade` or a match, a `switch`);
			** any other verb in its words too, then what it did to the
			** cards. Words only falls back to the notation when the
			** moves tell nothing. */
			int words_only = has_role(g, &seen.action, CW_ROLE_POWERS) ||
					 (seen.action.nargs && has_role(g, &seen.action, CW_ROLE_PEEK)) || completes(g, i, e->seat) ||
					 has_role(g, &seen.action, CW_ROLE_MATCH | CW_ROLE_SNAP);
			if (!words_only || !tell_touches(out, r, g, viewer, i, 0, &words))
				fprintf(out, "%s: %s\n", who, in_table_notation(r, act, sizeof act));
			if (!words_only)
				tell_touches(out, r, g, viewer, i, 0, &words);
		}
		continue;
	}
	return to;
}

/* Seats in order of rank by `v` (lowest first, or highest when high). */
static void rank_seats(const int32_t *v, int n, int high, int *order)
{
	for (int k = 0; k < n; k++)
		order[k] = k + 1;
	for (int a = 1; a < n; a++)	/* insertion sort: stable, seat order among equals */
		for (int b = a; b > 0; b--) {
			int32_t x = v[order[b - 1]], y = v[order[b]];
			if (high ? y > x : y < x) {
				int t = order[b];
				order[b] = order[b - 1];
				order[b - 1] = t;
			} else
				break;
		}
}

/* "ana" or "ana and ben" or "ana, ben and cy": the seats whose v equals best. */
static void name_best(FILE *out, const cw_render *r, const int32_t *v, int n, int32_t best)
{
	char name[16];
	int count = 0, said = 0;
	for (int seat = 1; seat <= n; seat++)
		count += v[seat] == best;
	for (int seat = 1; seat <= n; seat++)
		if (v[seat] == best) {
			said++;
			fprintf(out, "%s%s", said == 1 ? "" : said == count ? " and " : ", ", seat_name(r, seat, name));
		}
}

/* Every chip movement of a round as the variant told it while scoring
** (g:pay), in its order: "bot3 paid me 1 chip: Arriba del Palo bonus, ...",
** "me took 3 chips: the main pot", "ana paid 1 chip: stake into the main
** pot". All public (DES-B8). */
static void render_payments(FILE *out, const cw_render *r, const cw_state *ended)
{
	const cw_event *pay;
	int n = r->rounds ? cw_roundlog_payments(r->rounds, ended->round, &pay) : 0;
	char a[16], b[16];
	if (!n)
		return;
	fprintf(out, "chips:\n");
	for (int k = 0; k < n; k++) {
		const cw_event *e = &pay[k];
		const char *why = r->rt ? cw_runtime_chip_reason(r->rt, e->from_pos) : NULL;
		int from = e->seat, to = e->to_pos, v = e->value;
		fputs("  ", out);
		if (from && to)
			fprintf(out, "%s paid %s %d chip%s", seat_name(r, from, a), seat_name(r, to, b), v, v == 1 ? "" : "s");
		else if (from)
			fprintf(out, "%s paid %d chip%s", seat_name(r, from, a), v, v == 1 ? "" : "s");
		else
			fprintf(out, "%s took %d chip%s", seat_name(r, to, b), v, v == 1 ? "" : "s");
		fprintf(out, "%s%s\n", why ? ": " : "", why ? why : "");
	}
}

/* The sum of a layout's card values, "2 + 10 + 10 - 2" into buf, and the
** sum into *out, when the viewer sees every card. Returns whether known. */
static int card_sum(const cw_render *r, const cw_state *s, int seat, int viewer, int *out, char *buf, size_t n)
{
	cw_zone z = cw_state_zone_of(s, seat, CW_ZS_LAYOUT);
	int len = cw_state_zone_len(s, z), sum = 0, any = 0;
	size_t at = 0;
	cw_err err;
	buf[0] = '\0';
	if (!r->rt)
		return 0;
	for (int k = 0; k < len; k++) {
		cw_card c = cw_state_zone_at(s, z, k);
		if (c == CW_NOCARD)
			continue;	/* an empty slot scores 0 (PW-5) */
		cw_face f = cw_knowledge_face(s, c, viewer);
		int v;
		if (f == CW_FACE_HIDDEN || f == CW_FACE_NONE || cw_runtime_face_value(r->rt, f, &v, &err))
			return 0;
		int w = snprintf(buf + at, n - at, !any ? "%d" : v < 0 ? " - %d" : " + %d", !any ? v : v < 0 ? -v : v);
		if (w < 0 || (size_t)w >= n - at)
			return 0;
		at += (size_t)w;
		sum += v;
		any = 1;
	}
	*out = sum;
	return any;
}

/* A layout's score as the sum of its cards' values, "2 + 10 + 10 - 2", into
** buf (n bytes) when the viewer sees every card; where the values do not
** add up to `score` (a pair that cancels, G6-5), what the rest is and, when
** the scoring named them (g:bonus), what made it: "3 + 7 + 7 - 2 = 15, -14
** by pair_column". Returns whether told. */
static int value_sum(const cw_render *r, const cw_state *s, int seat, int viewer, int32_t score, char *buf, size_t n)
{
	int sum;
	if (!card_sum(r, s, seat, viewer, &sum, buf, n))
		return 0;
	if (sum == score)
		return 1;
	int plain;
	char named[1024];
	/* the rest is the layout's own scoring only where the variant's
	** layout_score gives `score` (not a call, not a paid look) */
	if (!r->layout_score || r->layout_score(r->layout_ud, s, seat, &plain, named, sizeof named) || plain != score)
		return 0;
	size_t at = strlen(buf);
	int w = snprintf(buf + at, n - at, " = %d, %+lld by %s", sum, (long long)score - sum, named[0] ? named : "its combinations");
	return w > 0 && (size_t)w < n - at;
}

/* Whether a caller's round score is told by its terms: it differs from
** the layout's value, or the round scored something besides the layout
** (paid looks) that the call may have cancelled. *other: that something
** (0 when unknown). */
static int caller_terms(const cw_render *r, const cw_state *ended, int seat, int plain, long long *other)
{
	int uncalled;
	*other = r->uncalled_score && !r->uncalled_score(r->layout_ud, ended, seat, &uncalled) ? (long long)uncalled - plain : 0;
	return plain != ended->score[seat] || *other;
}

/* The bonuses a seat's figures name ("... = 18, -10 by pair_column x2,
** line and square"), as bits by key number: the list after " by ", its
** items split at ", " and " and ", each a key with an optional " xN". */
static uint32_t bonuses_named(const cw_render *r, const char *sum)
{
	const char *by = r->rt ? strstr(sum, " by ") : NULL;
	uint32_t bits = 0;
	if (!by)
		return 0;
	for (const char *at = by + 4; *at;) {
		size_t len = strcspn(at, ",");
		const char *and = strstr(at, " and ");
		if (and && (size_t)(and - at) < len)
			len = (size_t)(and - at);
		size_t key = len;	/* the key, without its count */
		const char *x = memchr(at, ' ', len);
		if (x && x[1] == 'x')
			key = (size_t)(x - at);
		for (int k = 0; k < cw_runtime_bonuses(r->rt) && k < 32; k++) {
			const char *name = cw_runtime_bonus_key(r->rt, k);
			if (strlen(name) == key && !strncmp(name, at, key))
				bits |= 1u << k;
		}
		at += len;
		at += !strncmp(at, " and ", 5) ? 5 : !strncmp(at, ", ", 2) ? 2 : *at ? 1 : 0;
	}
	return bits;
}

/* What each bonus the round's end named stands for, once: "pair_column:
** a column of two equal ranks scores 0 (G6-5, G8-6)". */
static void bonus_legend(FILE *out, const cw_render *r, uint32_t named)
{
	for (int k = 0; r->rt && k < cw_runtime_bonuses(r->rt) && k < 32; k++) {
		const char *text = cw_runtime_bonus_text(r->rt, k);
		if (named >> k & 1 && text)
			fprintf(out, "  %s: %s\n", cw_runtime_bonus_key(r->rt, k), text);
	}
}

void cw_render_round_end(FILE *out, const cw_render *r, const cw_verbs *verbs, const cw_state *ended, int viewer,
			 int high, int last)
{
	uint32_t named = 0;	/* the bonuses the seats' figures name, for bonus_legend */
	char name[16], buf[48], call[48], sum[1536];
	int n = ended->nseats, order[CW_MAX_SEATS];
	int32_t total[CW_MAX_SEATS + 1];
	for (int seat = 0; seat <= CW_MAX_SEATS; seat++)
		total[seat] = seat >= 1 && seat <= n ? ended->total[seat] + ended->score[seat] : 0;
	fprintf(out, "-- end of %s %u\n", r->chips ? "hand" : "round", ended->round);
	for (int seat = 1; seat <= n; seat++) {
		fprintf(out, "  %s%s%s: ", seat_name(r, seat, name), seat == viewer ? " (you)" : "",
			ended->caller == seat ? called(verbs, call, sizeof call) : "");
		sum[0] = '\0';
		int plain;
		long long other = 0;	/* scores are 32-bit: their differences are not */
		if (r->chips)
			fprintf(out, "this hand %s chip%s, %s\n", signed_chips(ended->score[seat], buf),
				ended->score[seat] == 1 || ended->score[seat] == -1 ? "" : "s",
				cw_render_standing(r, total[seat], buf + 16));
		else if (ended->caller && r->layout_score &&
			 !r->layout_score(r->layout_ud, ended, seat, &plain, NULL, 0) &&
			 caller_terms(r, ended, seat, plain, &other) &&
			 (ended->caller == seat || ended->score[seat] != (long long)plain + other)) {
			/* what the call did to the caller's score (a bonus or a
			** penalty) or to another seat's (CAC-S2), in its figures */
			int summed = value_sum(r, ended, seat, viewer, plain, sum, sizeof sum);
			char besides[48] = "", by_call[48] = "";
			long long term = (long long)ended->score[seat] - plain - other;
			if (other)
				snprintf(besides, sizeof besides, ", %+lld besides the layout", other);
			if (term || !other)	/* a call that changed nothing is not named */
				snprintf(by_call, sizeof by_call, ", %+lld %s the call", term, ended->caller == seat ? "for" : "by");
			fprintf(out, "round score %d (layout %d%s%s%s%s), total %d\n", (int)ended->score[seat],
				plain, summed ? " = " : "", summed ? sum : "", besides, by_call, (int)total[seat]);
		} else if (value_sum(r, ended, seat, viewer, ended->score[seat], sum, sizeof sum))
			fprintf(out, "round score %d (%s), total %d\n", (int)ended->score[seat], sum, (int)total[seat]);
		else if (r->layout_score && !r->layout_score(r->layout_ud, ended, seat, &plain, NULL, 0) &&
			 plain != ended->score[seat] && value_sum(r, ended, seat, viewer, plain, sum, sizeof sum))
			/* a score the rules add to besides the layout (CUM-M5's
			** missed matches): the layout's figures and the rest */
			fprintf(out, "round score %d (layout %d = %s, %+lld besides the layout), total %d\n",
				(int)ended->score[seat], plain, sum, (long long)ended->score[seat] - plain, (int)total[seat]);
		else if (card_sum(r, ended, seat, viewer, &plain, sum, sizeof sum) && plain != ended->score[seat])
			/* a score hook whose round leaves cards face down (a house
			** rule's own score): the card values the viewer sees, and
			** what the scoring made of them */
			fprintf(out, "round score %d (card values %d = %s, %+lld besides them), total %d\n",
				(int)ended->score[seat], plain, sum, (long long)ended->score[seat] - plain, (int)total[seat]);
		else
			fprintf(out, "round score %d, total %d\n", (int)ended->score[seat], (int)total[seat]);
		named |= bonuses_named(r, sum);
		if (cw_layout_grid(ended, seat) || cw_state_layout_slots(ended, seat))
			render_layout(out, r, ended, seat, viewer);
		render_zone_line(out, r, ended, cw_state_zone_of(ended, seat, CW_ZS_HAND), viewer, "hand");
		if (ended->nmelds)
			render_melds(out, r, ended, seat, viewer);
	}
	bonus_legend(out, r, named);
	render_payments(out, r, ended);
	/* chips left at stake after the settlement: a pot nobody won, or one
	** a beaten caller doubled, carries on (DES-B4, golf.md `pot`), unless
	** the match ended with this round */
	if (r->pot > 0 && r->pot <= CW_MAX_VARS && ended->var[r->pot - 1] > 0) {
		int left = (int)ended->var[r->pot - 1];
		if (last)
			fprintf(out, "the match ends with %d chip%s left in the pot\n", left, left == 1 ? "" : "s");
		else
			fprintf(out, "the pot keeps %d chip%s for the next %s\n", left, left == 1 ? "" : "s",
				r->chips ? "hand" : "round");
	}
	int32_t best = ended->score[1];
	for (int seat = 2; seat <= n; seat++)
		if (high ? ended->score[seat] > best : ended->score[seat] < best)
			best = ended->score[seat];
	int all_equal = 1;
	for (int seat = 2; seat <= n; seat++)
		all_equal &= ended->score[seat] == ended->score[1];
	fprintf(out, "%s %u: ", r->chips ? "hand" : "round", ended->round);
	if (r->chips && all_equal && n > 1 && !best)	/* a hand nobody won (DES-P14) */
		fprintf(out, "nobody won; no chips changed hands\n");
	else if (r->chips && all_equal && n > 1)	/* nobody won: every stake went to the pot, or a
							** carried pot came back (DES-B10) */
		fprintf(out, "nobody won; every seat %s %d chip%s\n", best < 0 ? "paid" : "gained", best < 0 ? -(int)best : (int)best,
			best == 1 || best == -1 ? "" : "s");
	else if (r->chips) {
		name_best(out, r, ended->score, n, best);
		if (best < 0)
			fprintf(out, " lost the least (%s chips)\n", signed_chips(best, buf));
		else
			fprintf(out, " won the most (%s chips)\n", signed_chips(best, buf));
	} else {
		name_best(out, r, ended->score, n, best);
		fprintf(out, " %s the %s score (%d)\n", "had", high ? "highest" : "lowest", (int)best);
	}
	rank_seats(total, n, high, order);
	fprintf(out, "standings:");
	for (int k = 0, rank = 1; k < n; k++) {
		if (k && total[order[k]] != total[order[k - 1]])
			rank = k + 1;	/* equal totals share a rank */
		if (r->chips)
			cw_render_chips(r, total[order[k]], buf);
		else
			snprintf(buf, sizeof buf, "%d", (int)total[order[k]]);
		fprintf(out, "%s %d. %s %s", k ? "," : "", rank, seat_name(r, order[k], name), buf);
	}
	fputc('\n', out);
}

void cw_render_scores(FILE *out, const cw_render *r, const cw_game *g)
{
	const cw_state *s = g->st;
	char name[16], buf[32];
	/* While a round is played its scores are not in the totals yet. */
	const char *when = s->status == CW_ST_PLAY ? "before" : "after";
	if (r->chips)
		fprintf(out, "%s %s hand %u:", r->stack ? "chips" : "net chips", when, s->round);
	else
		fprintf(out, "totals %s round %u:", when, s->round);
	for (int seat = 1; seat <= s->nseats; seat++)
		if (r->chips)
			fprintf(out, "  %s %s", seat_name(r, seat, name), cw_render_chips(r, s->total[seat], buf));
		else
			fprintf(out, "  %s %d", seat_name(r, seat, name), s->total[seat]);
	fputc('\n', out);
	/* and the last round's own scores, where it is kept */
	uint32_t last = s->status == CW_ST_PLAY ? s->round - 1 : s->round;
	const cw_state *ended = last && r->rounds ? cw_roundlog_find(r->rounds, last) : NULL;
	if (!ended)
		return;
	fprintf(out, "%s %u:", r->chips ? "the chips of hand" : "the scores of round", last);
	for (int seat = 1; seat <= ended->nseats; seat++)
		if (r->chips)
			fprintf(out, "  %s %s", seat_name(r, seat, name), signed_chips(ended->score[seat], buf));
		else
			fprintf(out, "  %s %d", seat_name(r, seat, name), (int)ended->score[seat]);
	fputc('\n', out);
}

int cw_render_values(FILE *out, cw_runtime *rt, cw_err *err)
{
	static const char suit_letter[4] = { 'C', 'D', 'H', 'S' };
	int v[14][4], joker;
	for (int rank = 1; rank <= 13; rank++)
		for (int suit = 0; suit < 4; suit++) {
			int rc = cw_runtime_face_value(rt, (cw_face)(rank << 2 | suit), &v[rank][suit], err);
			if (rc == CW_ENOTFOUND)
				return CW_OK;	/* a game without card values (the rummy family) */
			if (rc)
				return rc;	/* a card_value that fails: said, not left out */
		}
	/* a joker's value only where the deck holds jokers */
	int jokers = cw_runtime_jokers(rt) > 0, rc;
	if (jokers && (rc = cw_runtime_face_value(rt, CW_JOKER, &joker, err)))
		return rc;
	fprintf(out, "card values:");
	for (int rank = 1; rank <= 13; rank++) {
		int base = v[rank][CW_SPADES];
		fprintf(out, "%s %s %d", rank > 1 ? "," : "", cw_face_rank_name(rank), base);
		/* suits that count otherwise, by value: "K 13 (KD KH 0)" */
		int done[4] = { 0 };
		for (int a = 0; a < 4; a++) {
			if (done[a] || v[rank][a] == base)
				continue;
			fprintf(out, " (");
			for (int b = a; b < 4; b++)
				if (!done[b] && v[rank][b] == v[rank][a]) {
					fprintf(out, "%s%c ", cw_face_rank_name(rank), suit_letter[b]);
					done[b] = 1;
				}
			fprintf(out, "%d)", v[rank][a]);
		}
	}
	if (jokers)
		fprintf(out, ", joker %d", joker);
	fputc('\n', out);
	return CW_OK;
}
