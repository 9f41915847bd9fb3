/*
** Whole-state invariants, for tests and debug builds: every card is in
** exactly one place and the zones agree with the cards.
*/
#include <stdlib.h>
#include <string.h>
#include "game.h"

int cw_check(const cw_game *g, cw_err *err)
{
	const cw_state *s = g->st;
	const cw_cardrec *cards = cw_ccards(s);
	const cw_zonerec *zones = cw_czones(s);
	int seen_total = 0;
	unsigned char *seen = calloc(s->ncards, 1);
	if (!seen)
		return cw_fail(err, CW_ENOMEM, "out of memory");
	int rc = CW_OK;
	for (int z = 0; z < s->nzones && !rc; z++) {
		const cw_card *a = cw_czone_cards(s, (cw_zone)z);
		if (zones[z].len > s->ncards) {
			rc = cw_fail(err, CW_ESTATE, "zone %d holds %d cards of %d", z, zones[z].len, s->ncards);
			break;
		}
		for (int i = 0; i < zones[z].len; i++) {
			cw_card c = a[i];
			if (c == CW_NOCARD) {
				if (zones[z].kind != CW_ZK_LAYOUT) {
					rc = cw_fail(err, CW_ESTATE, "zone %d has a hole at %d", z, i);
					break;
				}
				continue;
			}
			if (c >= s->ncards) {
				rc = cw_fail(err, CW_ESTATE, "zone %d holds a card id %d out of range", z, c);
				break;
			}
			if (seen[c]++) {
				rc = cw_fail(err, CW_ESTATE, "card %d is in two places", c);
				break;
			}
			seen_total++;
			if (cards[c].zone != z || cards[c].pos != i) {
				rc = cw_fail(err, CW_ESTATE, "card %d is recorded at zone %d pos %d but lies in zone %d pos %d",
					     c, cards[c].zone, cards[c].pos, z, i);
				break;
			}
			if (cards[c].known & ~cw_all_seats(s)) {
				rc = cw_fail(err, CW_ESTATE, "card %d is known to a seat that does not exist", c);
				break;
			}
		}
	}
	if (!rc && seen_total != s->ncards)
		rc = cw_fail(err, CW_ESTATE, "%d cards are in the zones, expected %d", seen_total, s->ncards);
	free(seen);
	return rc;
}
