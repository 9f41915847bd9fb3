/*
** The engine's own seeded PRNG (xoshiro256** seeded through splitmix64).
** Every chance event of a game draws from the game's cw_rng, so the same
** seed gives the same game on every machine (DESIGN principle 6).
*/
#ifndef CW_RNG_H
#define CW_RNG_H

#include <stdint.h>

typedef struct cw_rng {
	uint64_t s[4];
} cw_rng;

void cw_rng_seed(cw_rng *r, uint64_t seed);
/* A seed derived from a base seed and a stream number: game i of a run,
** the bots of game i, ... Independent streams from one user seed. */
uint64_t cw_rng_derive(uint64_t seed, uint64_t stream);
uint64_t cw_rng_next(cw_rng *r);
/* Uniform in [0, n), unbiased; n > 0. */
uint32_t cw_rng_below(cw_rng *r, uint32_t n);
/* Fisher-Yates shuffle of n 16-bit items. */
void cw_rng_shuffle16(cw_rng *r, uint16_t *a, uint32_t n);

#endif
