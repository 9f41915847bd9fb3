#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "render.h"
#include "../lua/runtime.h"
#include "../core/view.h"

static const char *const suit_symbol[4] = { "\xe2\x99\xa3", "\xe2\x99\xa6", "\xe2\x99\xa5", "\xe2\x99\xa0" };

static char *face_text(const cw_render *r, cw_face f, char *buf)
{
	char plain[8];
	if (f == CW_FACE_HIDDEN || f == CW_FACE_NONE || f == CW_JOKER || !r->symbols)
		return strcpy(buf, cw_face_format(f, plain));
	snprintf(buf, 32, "%s%s", cw_rank_name(cw_face_rank(f)), suit_symbol[cw_face_suit(f)]);
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
	cw_face f = cw_view_face(s, c, viewer);
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
	const cw_zonerec *z = &cw_czones(s)[cw_zone_of(s, seat, CW_ZS_LAYOUT)];
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
			pad(out, cw_render_card(r, s, cw_zone_at(s, cw_zone_of(s, seat, CW_ZS_LAYOUT), k), viewer, buf), 7);
		fputc('\n', out);
	}
}

static void render_zone_line(FILE *out, const cw_render *r, const cw_state *s, cw_zone z, int viewer, const char *label)
{
	char buf[64];
	int n = cw_zone_len(s, z);
	if (!n)
		return;
	fprintf(out, "    %s:", label);
	for (int i = 0; i < n; i++)
		fprintf(out, " %s", cw_render_card(r, s, cw_zone_at(s, z, i), viewer, buf));
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
		cw_zone z = cw_zone_of(s, seat, CW_ZS_MELD0 + k);
		int n = cw_zone_len(s, z);
		if (!n)
			continue;
		fprintf(out, any ? "  %d:" : "    melds: %d:", k + 1);
		for (int i = 0; i < n; i++)
			fprintf(out, " %s", cw_render_card(r, s, cw_zone_at(s, z, i), viewer, buf));
		any = 1;
	}
	if (any)
		fputc('\n', out);
}

void cw_render_for_variant(cw_render *r, cw_runtime *rt)
{
	char option[64], stack[32];
	r->pot = cw_runtime_chips(rt, option, sizeof option);
	r->chips = cw_runtime_high_wins(rt);
	/* A stack option that is not a number ("none") is no stack. */
	r->stack = r->chips && option[0] && cw_runtime_option(rt, option, stack, sizeof stack, NULL) == CW_OK ?
		   atoi(stack) : 0;
}

/* The call as said of the seat that made it: the past tense of the verb
** the variant declares with role = "call" ("knocked"), or "called". */
static const char *called(const cw_verbs *v, char *buf, size_t n)
{
	for (int i = 0; i < v->n; i++)
		if (v->v[i].role == CW_ROLE_CALL) {
			size_t len = strlen(v->v[i].name);
			snprintf(buf, n, "%s%s", v->v[i].name, len && v->v[i].name[len - 1] == 'e' ? "d" : "ed");
			return buf;
		}
	return "called";
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
	if (r->stack)
		snprintf(buf, 32, "%d (net %s)", (int)(r->stack + total), signed_chips(total, net));
	else
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

void cw_render_table(FILE *out, const cw_render *r, const cw_game *g, int viewer)
{
	const cw_state *s = g->st;
	char name[16], buf[64], standing[48], call[48];
	cw_card top = cw_zone_top(s, CW_DISCARD);
	fprintf(out, "round %u, %s deals. stock %d, discard %s (%d)", s->round,
		seat_name(r, s->dealer, name), cw_zone_len(s, CW_STOCK),
		top == CW_NOCARD ? "-" : cw_render_card(r, s, top, viewer, buf), cw_zone_len(s, CW_DISCARD));
	if (r->pot > 0 && r->pot <= CW_MAX_VARS && s->var[r->pot - 1])
		fprintf(out, ", pot %d", s->var[r->pot - 1]);	/* DES-B3: the chips at stake */
	fputc('\n', out);
	for (int seat = 1; seat <= s->nseats; seat++) {
		fprintf(out, "  %s%s%s%s, %s%s%s\n", seat_name(r, seat, name), seat == viewer ? " (you)" : "",
			s->caller == seat ? ", " : "", s->caller == seat ? called(g->verbs, call, sizeof call) : "", cw_render_standing(r, s->total[seat], standing),
			s->out & CW_SEATBIT(seat) ? ", out of the deal" : "",
			s->turn == seat && s->status == CW_ST_PLAY ? "  <- to play" : "");
		if (cw_layout_grid(s, seat) || cw_layout_slots(s, seat))
			render_layout(out, r, s, seat, viewer);
		render_zone_line(out, r, s, cw_zone_of(s, seat, CW_ZS_HAND), viewer, "hand");
		if (s->nmelds)
			render_melds(out, r, s, seat, viewer);
		render_zone_line(out, r, s, cw_zone_of(s, seat, CW_ZS_HELD), viewer, s->nmelds ? "loose" : "drawn");
	}
}

/* The face a move showed the viewer, as text for a sentence. */
static const char *moved_card(const cw_render *r, const cw_event *e, int viewer, char *buf)
{
	cw_event f = cw_event_for(e, viewer);
	char inner[32];
	if (f.face == CW_FACE_HIDDEN)
		return strcpy(buf, "a card");
	return paint(r, f.face, face_text(r, f.face, inner), buf);
}

void cw_render_events(FILE *out, const cw_render *r, const cw_game *g, int viewer, uint32_t from)
{
	const cw_state *s = g->st;
	char name[16], card[64], act[160], call[48];
	for (uint32_t i = from; i < g->nev; i++) {
		const cw_event *e = &g->ev[i];
		if (e->kind == CW_EV_ROUND) {
			fprintf(out, "-- round %d: %s deals\n", e->value, seat_name(r, e->seat, name));
			continue;
		}
		if (e->kind == CW_EV_LEAD) {
			fprintf(out, "-- %s leads round %d, drawn among the seats tied for the lead\n",
				seat_name(r, e->seat, name), e->value);
			continue;
		}
		if (e->kind == CW_EV_NOTE && e->value == 1) {
			fprintf(out, "%s loses a turn\n", seat_name(r, e->seat, name));
			continue;
		}
		if (e->kind == CW_EV_NOTE && (e->value == CW_NOTE_OUT || e->value == CW_NOTE_IN)) {
			fprintf(out, "%s %s\n", seat_name(r, e->seat, name),
				e->value == CW_NOTE_OUT ? "is out of the deal" : "is back in the deal");
			continue;
		}
		if (e->kind == CW_EV_NOTE && e->value == CW_NOTE_ANNOUNCE) {
			cw_action_format(g->verbs, &e->action, e->seat, act, sizeof act);
			fprintf(out, "%s: %s\n", seat_name(r, e->seat, name), act);
			continue;
		}
		if (e->kind != CW_EV_ACTION || e->seat == viewer || !cw_event_visible(e, viewer))
			continue;
		const char *who = seat_name(r, e->seat, name);
		cw_event seen = cw_event_for(e, viewer);
		cw_action_format(g->verbs, &seen.action, e->seat, act, sizeof act);
		if (seen.value == -1)
			strncat(act, " (hidden)", sizeof act - strlen(act) - 1);
		/* The moves the action made follow it until the next action. */
		const cw_event *to_discard = NULL, *to_held = NULL;
		for (uint32_t k = i + 1; k < g->nev && g->ev[k].kind != CW_EV_ACTION; k++) {
			const cw_event *m = &g->ev[k];
			if (m->kind == CW_EV_MOVE && m->to == CW_DISCARD && !to_discard)
				to_discard = m;
			if (m->kind == CW_EV_MOVE && cw_czones(s)[m->to].kind == CW_ZK_HELD && !to_held)
				to_held = m;
		}
		if (!strcmp(act, "draw stock"))
			fprintf(out, "%s drew %s from the stock\n", who, to_held ? moved_card(r, to_held, viewer, card) : "a card");
		else if (!strcmp(act, "draw discard"))
			fprintf(out, "%s took %s from the discard pile\n", who, to_held ? moved_card(r, to_held, viewer, card) : "a card");
		else if (!strncmp(act, "swap ", 5))
			fprintf(out, "%s swapped it into slot %s, discarding %s\n", who, act + 5,
				to_discard ? moved_card(r, to_discard, viewer, card) : "a card");
		else if (!strcmp(act, "discard"))
			fprintf(out, "%s discarded %s\n", who, to_discard ? moved_card(r, to_discard, viewer, card) : "it");
		else if (seen.action.verb < g->verbs->n && g->verbs->v[seen.action.verb].role == CW_ROLE_CALL &&
			 !seen.action.nargs)
			fprintf(out, "%s %s: everyone else has one more turn\n", who, called(g->verbs, call, sizeof call));
		else
			fprintf(out, "%s: %s\n", who, act);
	}
}

void cw_render_scores(FILE *out, const cw_render *r, const cw_game *g)
{
	const cw_state *s = g->st;
	char name[16], buf[32];
	if (r->chips)
		fprintf(out, "%s after hand %u:", r->stack ? "chips" : "net chips", s->round);
	else
		fprintf(out, "totals after round %u:", s->round);
	for (int seat = 1; seat <= s->nseats; seat++)
		if (r->chips)
			fprintf(out, "  %s %s", seat_name(r, seat, name), cw_render_chips(r, s->total[seat], buf));
		else
			fprintf(out, "  %s %d", seat_name(r, seat, name), s->total[seat]);
	fputc('\n', out);
}
