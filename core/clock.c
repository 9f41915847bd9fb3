/*
** The monotonic clock (clock.h).
*/
#include "clock.h"

#include <time.h>

long long cw_clock_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

long long cw_clock_ms(void)
{
	return cw_clock_ns() / 1000000;
}
