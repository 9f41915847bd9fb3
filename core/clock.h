/*
** The monotonic clock, for budgets and slices of time (never for the
** game: the game's chance comes from its seed alone).
*/
#ifndef CW_CLOCK_H
#define CW_CLOCK_H

/* Nanoseconds and milliseconds since an arbitrary fixed point. */
long long cw_clock_ns(void);
long long cw_clock_ms(void);

#endif
