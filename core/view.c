#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "view.h"
#include "engine.h"
#include "knowledge.h"
#include "zone.h"

char *cw_view_token(const cw_state *s, cw_card c, int viewer, int aid, char *buf)
{
	char face[8];
	if (c == CW_NOCARD)
		return strcpy(buf, "-");
	const cw_cardrec *r = &cw_state_ccards(s)[c];
	if (r->up || viewer == CW_OMNISCIENT)
		return cw_face_format(r->face, buf);
	/* A seat's own hand and drawn card are in its hand, not remembered. */
	const cw_zonerec *z = &cw_state_czones(s)[r->zone];
	if (cw_state_sees(s, c, viewer) && z->owner == viewer &&
	    (z->kind == CW_ZK_HAND || z->kind == CW_ZK_HELD))
		return cw_face_format(r->face, buf);
	if (aid && cw_state_sees(s, c, viewer)) {
		snprintf(buf, 8, "[%s]", cw_face_format(r->face, face));
		return buf;
	}
	return strcpy(buf, "##");
}

typedef struct out {
	char *buf;
	size_t n, len;
} out;

static void put(out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(out *o, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	size_t room = o->len < o->n ? o->n - o->len : 0;
	int k = vsnprintf(o->buf && room ? o->buf + o->len : NULL, room, fmt, ap);
	va_end(ap);
	if (k > 0)
		o->len += (size_t)k;
}

static void put_zone(out *o, const cw_state *s, cw_zone z, int viewer, int aid, int cols)
{
	char tok[8];
	int len = cw_state_zone_len(s, z);
	for (int i = 0; i < len; i++) {
		if (cols && i > 0 && i % cols == 0)
			put(o, " /");
		put(o, " %s", cw_view_token(s, cw_state_zone_at(s, z, i), viewer, aid, tok));
	}
}

size_t cw_view_text(const cw_game *g, int viewer, int aid, char *buf, size_t n)
{
	const cw_state *s = g->st;
	char tok[8];
	out o = { buf, n, 0 };
	if (buf && n)
		buf[0] = '\0';
	/* the actor as the viewer may know it (who is asked in a private
	** window is not) */
	int turn, actor = s->status == CW_ST_PLAY ? cw_engine_public_actor(g, viewer, &turn) : (turn = s->turn, s->actor);
	put(&o, "round %u dealer %d turn %d actor %d\n", s->round, s->dealer, turn, actor);
	put(&o, "stock %d\n", cw_state_zone_len(s, CW_STOCK));
	cw_card top = cw_state_zone_top(s, CW_DISCARD);
	put(&o, "discard %d %s\n", cw_state_zone_len(s, CW_DISCARD),
	    top == CW_NOCARD ? "-" : cw_view_token(s, top, viewer, aid, tok));
	for (int seat = 1; seat <= s->nseats; seat++) {
		cw_zone lay = cw_state_zone_of(s, seat, CW_ZS_LAYOUT);
		const cw_zonerec *zr = &cw_state_czones(s)[lay];
		if (zr->rows * zr->cols > 0 || zr->len) {
			put(&o, "seat %d layout:", seat);
			put_zone(&o, s, lay, viewer, aid, zr->cols);
			put(&o, "\n");
		}
		static const int others[] = { CW_ZS_HAND, CW_ZS_HELD };
		for (int k = 0; k < 2; k++) {
			cw_zone z = cw_state_zone_of(s, seat, others[k]);
			if (cw_state_zone_len(s, z)) {
				put(&o, "seat %d %s:", seat, cw_zone_kind_name(cw_state_czones(s)[z].kind));
				put_zone(&o, s, z, viewer, aid, 0);
				put(&o, "\n");
			}
		}
		for (int m = 0; m < s->nmelds; m++) {
			cw_zone z = cw_state_zone_of(s, seat, CW_ZS_MELD0 + m);
			if (cw_state_zone_len(s, z)) {
				put(&o, "seat %d meld %d:", seat, m + 1);
				put_zone(&o, s, z, viewer, aid, 0);
				put(&o, "\n");
			}
		}
	}
	return o.len;
}

char *cw_view_zone_name(const cw_state *s, cw_zone z, char *buf, size_t n)
{
	const cw_zonerec *r = &cw_state_czones(s)[z];
	if (!r->owner)
		snprintf(buf, n, "%s", cw_zone_kind_name(r->kind));
	else if (r->kind == CW_ZK_MELD)
		snprintf(buf, n, "%d.meld %d", r->owner, z - cw_state_zone_of(s, r->owner, CW_ZS_MELD0) + 1);
	else
		snprintf(buf, n, "%d.%s", r->owner, cw_zone_kind_name(r->kind));
	return buf;
}

/* A position in zone z as the viewer may know it: in another seat's hand
** none ("-"), since the order of a hand tells which card went where (a
** card passed face down, then followed as the owner plays the cards
** before it). */
static const char *pos_text(const cw_state *s, cw_zone z, int pos, int viewer, char *buf, size_t n)
{
	const cw_zonerec *r = &cw_state_czones(s)[z];
	if (viewer != CW_OMNISCIENT && r->kind == CW_ZK_HAND && r->owner != viewer)
		snprintf(buf, n, "-");
	else
		snprintf(buf, n, "%d", pos);
	return buf;
}

size_t cw_view_event_text(const cw_game *g, const cw_event *ev, int viewer, char *buf, size_t n)
{
	const cw_state *s = g->st;
	cw_event e = cw_knowledge_event(ev, viewer);
	char face[8], from[24], to[24], act[CW_ACTION_TEXT_MAX], fp[16], tp[16];
	cw_face_format(e.face, face);
	int k = 0;
	switch (e.kind) {
	case CW_EV_ROUND:
		k = snprintf(buf, n, "round %d dealer %d", e.value, e.seat);
		break;
	case CW_EV_SHUFFLE:
		k = snprintf(buf, n, "shuffle %s", cw_view_zone_name(s, e.to, to, sizeof to));
		break;
	case CW_EV_MOVE:
		k = snprintf(buf, n, "move %s %s %s -> %s %s%s", face,
			     cw_view_zone_name(s, e.from, from, sizeof from), pos_text(s, e.from, e.from_pos, viewer, fp, sizeof fp),
			     cw_view_zone_name(s, e.to, to, sizeof to), pos_text(s, e.to, e.to_pos, viewer, tp, sizeof tp),
			     e.up ? " up" : "");
		break;
	case CW_EV_REVEAL:
		k = snprintf(buf, n, "reveal %s %s %s", face, cw_view_zone_name(s, e.to, to, sizeof to),
			     pos_text(s, e.to, e.to_pos, viewer, tp, sizeof tp));
		break;
	case CW_EV_FLIP:
		k = snprintf(buf, n, "flip %s %s %s %s", face, cw_view_zone_name(s, e.to, to, sizeof to),
			     pos_text(s, e.to, e.to_pos, viewer, tp, sizeof tp), e.up ? "up" : "down");
		break;
	case CW_EV_TURN:
		k = snprintf(buf, n, "turn %d", e.seat);
		break;
	case CW_EV_ACTION:
		cw_action_format(g->verbs, &e.action, e.seat, act, sizeof act);
		k = snprintf(buf, n, "seat %d %s%s", e.seat, act, e.value == -1 ? " ##" : "");
		break;
	case CW_EV_CALL:
		k = snprintf(buf, n, "call %d", e.seat);
		break;
	case CW_EV_SCORE:
		k = snprintf(buf, n, "score %d %d", e.seat, e.value);
		break;
	case CW_EV_ROUND_END:
		k = snprintf(buf, n, "round end %d", e.value);
		break;
	case CW_EV_GAME_END:
		k = snprintf(buf, n, "game end");
		break;
	case CW_EV_LEAD:
		k = snprintf(buf, n, "lead %d round %d", e.seat, e.value);
		break;
	case CW_EV_CHIPS:
		k = snprintf(buf, n, "chips %d -> %d %d reason %d", e.seat, e.to_pos, e.value, e.from_pos);
		break;
	case CW_EV_NOTE:
		if (e.value == CW_NOTE_ANNOUNCE) {
			cw_action_format(g->verbs, &e.action, e.seat, act, sizeof act);
			k = snprintf(buf, n, "seat %d: %s", e.seat, act);
			break;
		}
		/* fall through */
	default:
		k = snprintf(buf, n, "note %d %d", e.seat, e.value);
	}
	return k < 0 ? 0 : (size_t)k;
}
