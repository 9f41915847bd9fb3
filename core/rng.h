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
/* The next 64 bits (inline: a bot's pick and a shuffle call it per card). */
static inline uint64_t cw_rng_next(cw_rng *r)
{
	uint64_t *s = r->s;
	uint64_t x = s[1] * 5, result = ((x << 7) | (x >> 57)) * 9;
	uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = (s[3] << 45) | (s[3] >> 19);
	return result;
}
/* Uniform in [0, n) by Lemire's multiply-and-reject (no modulo bias);
** n > 0. A generator never seeded (all zero) is seeded with 0 first: it
** would return 0 for ever and the rejection loop would not end. */
void cw_rng_unstick(cw_rng *r);
/* The same for a generator known to be seeded (the draws of a shuffle). */
static inline uint32_t cw_rng_bounded(cw_rng *r, uint32_t n)
{
	uint64_t m = (uint64_t)(uint32_t)(cw_rng_next(r) >> 32) * n;
	uint32_t low = (uint32_t)m;
	if (low < n) {
		uint32_t threshold = (uint32_t)-n % n;
		while (low < threshold) {
			m = (uint64_t)(uint32_t)(cw_rng_next(r) >> 32) * n;
			low = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}
static inline uint32_t cw_rng_below(cw_rng *r, uint32_t n)
{
	if (!(r->s[0] | r->s[1] | r->s[2] | r->s[3]))
		cw_rng_unstick(r);
	return cw_rng_bounded(r, n);
}
/* Fisher-Yates shuffle of n 16-bit items. */
void cw_rng_shuffle16(cw_rng *r, uint16_t *a, uint32_t n);

#endif
