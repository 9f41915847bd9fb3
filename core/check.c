/*
** Whole-state invariants, for tests and debug builds: every card is in
** exactly one place and the zones agree with the cards.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "zone.h"

int cw_check(const cw_game *g, cw_err *err)
{
	const cw_state *s = g->st;
	const cw_cardrec *cards = cw_state_ccards(s);
	const cw_zonerec *zones = cw_state_czones(s);
	int seen_total = 0;
	unsigned char *seen = calloc(s->ncards, 1);
	if (!seen)
		return cw_error_fail(err, CW_ENOMEM, "out of memory");
	int rc = CW_OK;
	for (int z = 0; z < s->nzones && !rc; z++) {
		const cw_card *a = cw_state_czone_cards(s, (cw_zone)z);
		if (zones[z].len > s->ncards) {
			rc = cw_error_fail(err, CW_ESTATE, "zone %d holds %d cards of %d", z, zones[z].len, s->ncards);
			break;
		}
		for (int i = 0; i < zones[z].len; i++) {
			cw_card c = a[i];
			if (c == CW_NOCARD) {
				if (zones[z].kind != CW_ZK_LAYOUT) {
					rc = cw_error_fail(err, CW_ESTATE, "zone %d has a hole at %d", z, i);
					break;
				}
				continue;
			}
			if (c >= s->ncards) {
				rc = cw_error_fail(err, CW_ESTATE, "zone %d holds a card id %d out of range", z, c);
				break;
			}
			if (seen[c]++) {
				rc = cw_error_fail(err, CW_ESTATE, "card %d is in two places", c);
				break;
			}
			seen_total++;
			if (cards[c].zone != z || cards[c].pos != i) {
				rc = cw_error_fail(err, CW_ESTATE, "card %d is recorded at zone %d pos %d but lies in zone %d pos %d",
					     c, cards[c].zone, cards[c].pos, z, i);
				break;
			}
			if (cards[c].known & ~cw_state_all_seats(s)) {
				rc = cw_error_fail(err, CW_ESTATE, "card %d is known to a seat that does not exist", c);
				break;
			}
		}
	}
	if (!rc && seen_total != s->ncards)
		rc = cw_error_fail(err, CW_ESTATE, "%d cards are in the zones, expected %d", seen_total, s->ncards);
	free(seen);
	return rc;
}

/* "seat 2 held: JD 3S" or "aside: 7H": the cards of zone z. */
static void zone_cards_text(const cw_state *s, cw_zone z, char *buf, size_t n)
{
	const cw_zonerec *zr = &cw_state_czones(s)[z];
	size_t len = zr->owner ? (size_t)snprintf(buf, n, "seat %d %s:", zr->owner, cw_zone_kind_name(zr->kind))
			       : (size_t)snprintf(buf, n, "%s:", cw_zone_kind_name(zr->kind));
	for (int i = 0; i < zr->len && len + 8 < n; i++) {
		cw_card c = cw_state_czone_cards(s, z)[i];
		char face[8];
		if (c != CW_NOCARD)
			len += (size_t)snprintf(buf + len, n - len, " %s", cw_face_format(cw_state_ccards(s)[c].face, face));
	}
}

int cw_check_rest(const cw_game *g, int turn_end, cw_card *card, cw_err *err)
{
	const cw_state *s = g->st;
	unsigned allowed = g->cfg.rest_kinds;
	if (!allowed)
		return CW_OK;
	if (!turn_end)
		allowed |= CW_ZK_BIT(CW_ZK_HELD);
	for (int z = 0; z < s->nzones; z++) {
		const cw_zonerec *zr = &cw_state_czones(s)[z];
		if (allowed & CW_ZK_BIT(zr->kind))
			continue;
		for (int i = 0; i < zr->len; i++) {
			cw_card c = cw_state_czone_cards(s, (cw_zone)z)[i];
			if (c == CW_NOCARD)
				continue;
			char what[200];
			zone_cards_text(s, (cw_zone)z, what, sizeof what);
			*card = c;
			return cw_error_fail(err, CW_ESTATE, "%s%s", what,
				       zr->kind == CW_ZK_HELD ? " (a card held across turns)"
							      : " (a zone the variant does not declare)");
		}
	}
	return CW_OK;
}

int cw_check_seen_down(const cw_game *g, const cw_cardrec *before, uint32_t from, cw_card *card, cw_err *err)
{
	const cw_state *s = g->st;
	cw_seatmask all = cw_state_all_seats(s);
	for (int c = 0; c < s->ncards; c++) {
		const cw_cardrec *r = &cw_state_ccards(s)[c];
		if (r->up || (r->known & all) == all)
			continue;
		/* Follow the card through the events: face up, every seat sees it;
		** a new deal or a shuffle of a zone it lies in wipes that. */
		int seen = before[c].up;
		cw_zone at = before[c].zone;
		for (uint32_t i = from; i < g->nev; i++) {
			const cw_event *e = &g->ev[i];
			if (e->kind == CW_EV_ROUND)
				seen = 0;
			else if (e->kind == CW_EV_SHUFFLE && e->to == at)
				seen = 0;
			else if ((e->kind == CW_EV_MOVE || e->kind == CW_EV_FLIP) && e->card == c) {
				if (e->kind == CW_EV_MOVE)
					at = e->to;
				if (e->up)
					seen = 1;
			}
		}
		if (!seen)
			continue;
		char face[8];
		*card = (cw_card)c;
		return cw_error_fail(err, CW_ESTATE,
			       "%s was face up, seen by every seat, and is face down known only to seats mask 0x%x",
			       cw_face_format(r->face, face), r->known & all);
	}
	return CW_OK;
}
