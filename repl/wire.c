/*
** The wire view of a seat: see wire.h.
*/
#include "wire.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../core/view.h"

/* What fn writes to a FILE, as a JSON string. */
static json_t *captured(void (*fn)(FILE *, void *), void *ud)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	if (!f)
		return NULL;
	fn(f, ud);
	fclose(f);
	json_t *s = json_stringn(buf ? buf : "", len);
	free(buf);
	return s;
}

typedef struct cap {
	const cw_render *r;
	cw_game *g;
	int viewer;
	uint32_t from;
} cap;

static void table_text(FILE *f, void *ud)
{
	cap *c = ud;
	cw_render_table(f, c->r, c->g, c->viewer);
}

static void events_text(FILE *f, void *ud)
{
	cap *c = ud;
	cw_render_events(f, c->r, c->g, c->viewer, c->from);
}

static void scores_text(FILE *f, void *ud)
{
	cap *c = ud;
	cw_render_scores(f, c->r, c->g);
}

/* The legal actions of viewer now, in the notation's words: the actor's
** list, or nothing for another seat or a spectator. */
static json_t *legal_list(cw_game *g, int viewer)
{
	json_t *a = json_array();
	if (!a || g->st->status != CW_ST_PLAY || viewer < 1)
		return a;
	/* In a window where who is asked is private (DES-P7), the seat that
	** acts once it closes sees its list as when nobody was asked: an
	** empty one would tell it that someone holds a use for the card. */
	cw_game *p = cw_engine_public_game(g, viewer);	/* NULL for the seat asked */
	cw_game *at = p ? p : g;
	if (viewer == at->st->actor && at->st->status == CW_ST_PLAY) {
		uint32_t n;
		const cw_action *l = cw_engine_legal(at, &n);
		char text[CW_ACTION_TEXT_MAX];
		for (uint32_t i = 0; i < n; i++) {
			cw_action_format(at->verbs, &l[i], viewer, text, sizeof text);
			json_array_append_new(a, json_string(text));
		}
	}
	cw_game_free(p);
	return a;
}

static const char *status_name(int st)
{
	switch (st) {
	case CW_ST_PLAY: return "play";
	case CW_ST_OVER: return "over";
	case CW_ST_ROUND_OVER: return "round_over";
	default: return "new";
	}
}

/* The state message of viewer with the events from `from` on narrated
** and this legal list (owned, taken). */
static json_t *state_of(const cw_render *r, cw_game *g, int viewer, uint32_t from, json_t *legal)
{
	cap c = { r, g, viewer, from };
	size_t need = cw_view_text(g, viewer, r->aid, NULL, 0);
	char *view = malloc(need + 1);
	if (!view) {
		json_decref(legal);
		return NULL;
	}
	cw_view_text(g, viewer, r->aid, view, need + 1);
	json_t *m = json_pack("{s:s, s:i, s:s, s:i, s:s%, s:o, s:o, s:o, s:o}",
			      "type", "state",
			      "seat", viewer == CW_OMNISCIENT ? 0 : viewer,
			      "status", status_name(g->st->status),
			      "actor", cw_engine_public_actor(g, viewer, NULL),
			      "view", view, need,
			      "table", captured(table_text, &c),
			      "narration", captured(events_text, &c),
			      "scores", captured(scores_text, &c),
			      "legal", legal);
	free(view);
	return m;
}

json_t *cw_wire_state(const cw_render *r, cw_game *g, int viewer, uint32_t *seen)
{
	json_t *m = state_of(r, g, viewer, *seen, legal_list(g, viewer));
	*seen = cw_engine_told(g);
	return m;
}

json_t *cw_wire_step(const cw_render *r, const cw_game *g, const cw_state *st, uint32_t from, uint32_t to,
		     int viewer)
{
	cw_game at = *g;	/* the game as it stood then: its state, its events so far */
	at.st = (cw_state *)st;
	at.nev = to;
	return state_of(r, &at, viewer, from, json_array());
}

json_t *cw_wire_error(const char *msg)
{
	return json_pack("{s:s, s:s}", "type", "error", "message", msg);
}
