/*
** Layouts: grids of slots numbered 1..rows*cols row-major (NOTATION.md),
** which may grow beyond the grid (PW-5).
*/
#include "game.h"

cw_card cw_layout_slot(const cw_state *s, int seat, int slot)
{
	if (seat < 1 || seat > s->nseats)
		return CW_NOCARD;
	return cw_zone_at(s, cw_zone_of(s, seat, CW_ZS_LAYOUT), slot - 1);
}

int cw_layout_slots(const cw_state *s, int seat)
{
	return cw_zone_len(s, cw_zone_of(s, seat, CW_ZS_LAYOUT));
}

int cw_layout_grid(const cw_state *s, int seat)
{
	const cw_zonerec *z = &cw_czones(s)[cw_zone_of(s, seat, CW_ZS_LAYOUT)];
	return z->rows * z->cols;
}

int cw_layout_count(const cw_state *s, int seat)
{
	int n = 0, len = cw_layout_slots(s, seat);
	for (int k = 1; k <= len; k++)
		n += cw_layout_slot(s, seat, k) != CW_NOCARD;
	return n;
}
