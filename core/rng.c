#include "rng.h"

static uint64_t splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

void cw_rng_seed(cw_rng *r, uint64_t seed)
{
	uint64_t x = seed;
	for (int i = 0; i < 4; i++)
		r->s[i] = splitmix64(&x);
}

uint64_t cw_rng_derive(uint64_t seed, uint64_t stream)
{
	uint64_t x = seed ^ (stream * 0xD1B54A32D192ED03ULL);
	splitmix64(&x);
	return splitmix64(&x);
}

uint64_t cw_rng_next(cw_rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

/* An all-zero state (a generator never seeded) would return 0 forever
** and the rejection loop of below() would not end; no seed leads there. */
static void unstick(cw_rng *r)
{
	if (!(r->s[0] | r->s[1] | r->s[2] | r->s[3]))
		cw_rng_seed(r, 0);
}

/* Lemire's multiply-and-reject: no modulo bias. */
static inline uint32_t below(cw_rng *r, uint32_t n)
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

uint32_t cw_rng_below(cw_rng *r, uint32_t n)
{
	unstick(r);
	return below(r, n);
}

void cw_rng_shuffle16(cw_rng *r, uint16_t *a, uint32_t n)
{
	unstick(r);
	/* The generator's state in a local: the stores into a[] would
	** otherwise make it be read and written back on every card. */
	cw_rng local = *r;
	for (uint32_t i = n; i > 1; i--) {
		uint32_t j = below(&local, i);
		uint16_t t = a[i - 1];
		a[i - 1] = a[j];
		a[j] = t;
	}
	*r = local;
}
