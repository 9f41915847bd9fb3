#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "refusal.h"
#include "../core/role.h"

/* The actions part of `rules` text: the newline that ends its heading. */
const char *cw_refusal_action_lines(const char *text)
{
	const char *p = text ? strstr(text, "\nactions") : NULL;
	return p ? strchr(p + 1, '\n') : NULL;
}

/* The next line of the actions part (*p at the newline before it:
** "  WORD  DOC"), past its indent, with its length in *n; NULL past the
** last. */
const char *cw_refusal_action_line(const char **p, int *n)
{
	const char *at = *p;
	if (!at || at[1] != ' ')
		return *p = NULL, NULL;
	const char *line = at + 3, *nl = strchr(line, '\n');
	*n = nl ? (int)(nl - line) : (int)strlen(line);
	*p = nl;
	return line;
}

/* The declared doc of the game's action `verb` into out ("" for none):
** what a refusal of an action that is not legal at all quotes, so that
** the player reads when the rules allow it. The variant's words: shown
** through cw_text_fputs. */
void cw_refusal_doc(cw_runtime *rt, const char *verb, char *out, size_t n)
{
	out[0] = '\0';
	if (!rt)
		return;
	cw_err err;
	char *text = cw_runtime_describe(rt, &err);
	const char *p = cw_refusal_action_lines(text);
	size_t len = strlen(verb);
	int k;
	for (const char *line = cw_refusal_action_line(&p, &k); line; line = cw_refusal_action_line(&p, &k))
		if ((size_t)k > len && !strncmp(line, verb, len) && line[len] == ' ') {
			size_t skip = len + strspn(line + len, " ");
			if ((int)skip < k)
				snprintf(out, n, "%.*s", k - (int)skip, line + skip);
			break;
		}
	free(text);
}
/* Whether `seat` sees a card of face f in a zone of its own or a shared
** one (its hand, its melds, a drawn or loose card, the table's). */
static int sees_face(const cw_state *s, int seat, cw_face f)
{
	for (cw_zone z = 0; z < s->nzones; z++) {
		int owner = cw_state_czones(s)[z].owner;
		if (owner && owner != seat)
			continue;
		for (int i = 0; i < cw_state_zone_len(s, z); i++) {
			cw_card c = cw_state_zone_at(s, z, i);
			if (c != CW_NOCARD && cw_state_sees(s, c, seat) && cw_state_ccards(s)[c].face == f)
				return 1;
		}
	}
	return 0;
}

/* Whether verb v is offered now: a legal action of it, or an open verb
** (its arguments judged by the variant, with no list). */
int cw_refusal_offered(cw_game *g, int v)
{
	if (v < 64 && (g->open_verbs >> v & 1))
		return 1;
	uint32_t nl;
	const cw_action *l = cw_engine_legal(g, &nl);
	for (uint32_t i = 0; i < nl; i++)
		if (l[i].verb == v)
			return 1;
	return 0;
}

/* Why the typed action `a`, read but not among the legal ones, is not
** legal: a slot it names that does not exist or holds no card, a card
** it names twice, or which seats' cards the verb may take now; "" when
** none of these says it. Only what every seat sees: slots and seats. */
void cw_refusal_why(cw_runtime *rt, cw_game *g, const char *const *names, const cw_action *a, char *buf, size_t n)
{
	const cw_state *s = g->st;
	const char *verb = g->verbs->v[a->verb].name, *sig = g->verbs->v[a->verb].sig;
	int me = s->actor, ts[CW_ACTION_ARGS], tl[CW_ACTION_ARGS];
	uint32_t nl;
	const cw_action *l = cw_engine_legal(g, &nl);
	/* an open verb (its arguments judged by the variant) has no list */
	int open = a->verb < 64 && (g->open_verbs >> a->verb & 1);
	buf[0] = '\0';
	/* a rule in force, as the legal step said: at once where it keeps the
	** whole verb out; where the verb is offered with other cards, after
	** what is wrong with the cards named (a slot that is not there) */
	const char *why = cw_game_why(g, a->verb);
	int offered = cw_refusal_offered(g, a->verb);
	if (why && !offered) {
		snprintf(buf, n, "%s", why);
		return;
	}
	if (!offered) {
		char doc[160];
		cw_refusal_doc(rt, verb, doc, sizeof doc);
		snprintf(buf, n, "no '%s' is legal at this point%s%s%s%s", verb, *doc ? " ('" : "", *doc ? verb : "",
			 *doc ? "' does this: " : "", doc);
		if (*doc && strlen(buf) + 2 < n)
			strcat(buf, ")");
		return;
	}
	int nt = cw_action_targets(sig, a, me, ts, tl, CW_ACTION_ARGS);
	for (int j = 0; j < nt; j++) {
		int slots = cw_state_layout_slots(s, ts[j]);
		char who[80];
		snprintf(who, sizeof who, "%s%s", ts[j] == me ? "your" : names[ts[j]], ts[j] == me ? "" : "'s");
		if (tl[j] < 1 || tl[j] > slots)
			snprintf(buf, n, "%s layout has no slot %d (slots 1 to %d)", who, tl[j], slots);
		else if (cw_state_layout_slot(s, ts[j], tl[j]) == CW_NOCARD)
			snprintf(buf, n, "%s slot %d is empty", who, tl[j]);
		else if ((g->verbs->v[a->verb].roles & CW_ROLE_FLIP) &&
			 cw_state_ccards(s)[cw_state_layout_slot(s, ts[j], tl[j])].up)
			snprintf(buf, n, "%s slot %d is face up already", who, tl[j]);
		else if ((g->verbs->v[a->verb].roles & CW_ROLE_PEEK) && ts[j] == me &&
			 cw_state_sees(s, cw_state_layout_slot(s, ts[j], tl[j]), me))	/* the seat's own knowledge */
			snprintf(buf, n, "you have seen your slot %d already: a look is at a card you have not seen", tl[j]);
		for (int k = 0; k < j && !*buf; k++)
			if (ts[k] == ts[j] && tl[k] == tl[j])
				snprintf(buf, n, "it names %s slot %d twice, expected two different cards", who, tl[j]);
		if (*buf)
			return;
	}
	if (why) {
		snprintf(buf, n, "%s", why);
		return;
	}
	/* a card named that the seat has not got: not in its hand, its melds,
	** its drawn card or on the table (what the seat sees, no more) */
	cw_face faces[CW_ACTION_ARGS];
	int nf = cw_action_faces(sig, a, faces, CW_ACTION_ARGS);
	for (int j = 0; j < nf; j++)
		if (!sees_face(s, me, faces[j])) {
			char f[8];
			snprintf(buf, n, "you have no %s: not in your hand, your melds or your drawn card", cw_face_format(faces[j], f));
			return;
		}
	/* a new meld whose cards make none: what a meld is */
	if ((g->verbs->v[a->verb].roles & CW_ROLE_NEW) && nf > 0 && cw_runtime_no_meld(rt, s, faces, nf, buf, n))
		return;
	if (!nt && !open) {	/* a verb legal with other words or numbers: what the rules say of it */
		char doc[160];
		cw_refusal_doc(rt, verb, doc, sizeof doc);
		if (*doc)
			snprintf(buf, n, "%s: %s", verb, doc);
	}
	if (open || !nt)
		return;
	/* whose cards: the typed pattern of own and others' (and whether all
	** lie in one layout) against those of the verb's legal actions */
	uint32_t mine = 0, pattern = 0, one_layout = 0;
	int typed_one = nt > 1;
	for (int j = 0; j < nt; j++) {
		mine |= (uint32_t)(ts[j] == me) << j;
		typed_one &= ts[j] == ts[0];
	}
	for (uint32_t i = 0; i < nl; i++) {
		int ls[CW_ACTION_ARGS], ll[CW_ACTION_ARGS];
		int m = l[i].verb == a->verb ? cw_action_targets(sig, &l[i], me, ls, ll, CW_ACTION_ARGS) : 0;
		uint32_t bits = 0;
		int one = m > 1;
		for (int j = 0; j < m; j++) {
			bits |= (uint32_t)(ls[j] == me) << j;
			one &= ls[j] == ls[0];
		}
		pattern |= m && bits == mine;
		one_layout |= one;
	}
	if (typed_one && !one_layout)
		snprintf(buf, n, "'%s' does not take two cards of one layout now", verb);
	else if (!pattern)
		snprintf(buf, n, "'%s' does not take %s now", verb,
			 nt == 1 ? (mine ? "your own card" : "another seat's card") :
			 mine == (1u << nt) - 1 ? "only your own cards" : !mine ? "only other seats' cards" :
			 "that mix of your cards and others'");
	/* another seat whose cards the verb takes none of now (a caller's,
	** where the variant protects them) */
	for (int j = 0; j < nt && !*buf; j++) {
		int reached = ts[j] == me;
		for (uint32_t i = 0; i < nl && !reached; i++) {
			int ls[CW_ACTION_ARGS], ll[CW_ACTION_ARGS];
			int m = l[i].verb == a->verb ? cw_action_targets(sig, &l[i], me, ls, ll, CW_ACTION_ARGS) : 0;
			for (int k = 0; k < m; k++)
				reached |= ls[k] == ts[j];
		}
		if (!reached)
			snprintf(buf, n, "'%s' takes none of %s's cards now%s", verb, names[ts[j]],
				 s->caller == ts[j] ? " (the caller's)" : "");
	}
}
