#include "rng.h"

static uint64_t splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
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

void cw_rng_unstick(cw_rng *r)
{
	cw_rng_seed(r, 0);
}

void cw_rng_shuffle16(cw_rng *r, uint16_t *a, uint32_t n)
{
	if (!(r->s[0] | r->s[1] | r->s[2] | r->s[3]))
		cw_rng_unstick(r);
	/* The generator's state in a local: the stores into a[] would
	** otherwise make it be read and written back on every card. */
	cw_rng local = *r;
	for (uint32_t i = n; i > 1; i--) {
		uint32_t j = cw_rng_bounded(&local, i);
		uint16_t t = a[i - 1];
		a[i - 1] = a[j];
		a[j] = t;
	}
	*r = local;
}
