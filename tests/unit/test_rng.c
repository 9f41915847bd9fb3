/*
** The engine's PRNG (rng.h): xoshiro256** seeded through splitmix64.
** Same seed, same game on every machine (DESIGN principle 6); draws in
** range and uniform; shuffles are permutations; derived streams differ.
*/
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "rng.h"
#include "tap.h"

/* splitmix64 as published by S. Vigna, to check the seeding against. */
static uint64_t ref_splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

static void test_known_values(void)
{
	/* xoshiro256** from state {1,2,3,4}, worked by hand:
	** out1 = rotl(2*5, 7)*9 = 1280*9; then s1 becomes 2^2 = 0, so out2 = 0;
	** then s1 = 262149 (2 ^ (2<<17) ^ 7), out3 = (262149*5 << 7)*9. */
	cw_rng r = { { 1, 2, 3, 4 } };
	is_int(cw_rng_next(&r), 11520, "xoshiro256** from {1,2,3,4}: first output 11520");
	is_int(cw_rng_next(&r), 0, "xoshiro256** from {1,2,3,4}: second output 0");
	is_int(cw_rng_next(&r), 1509978240LL, "xoshiro256** from {1,2,3,4}: third output 1509978240");

	uint64_t x = 42;
	cw_rng s;
	cw_rng_seed(&s, 42);
	int same = 1;
	for (int i = 0; i < 4; i++)
		same &= s.s[i] == ref_splitmix64(&x);
	ok(same, "cw_rng_seed fills the state with four splitmix64 outputs of the seed");
}

static void test_same_seed(void)
{
	cw_rng a, b;
	cw_rng_seed(&a, 12345);
	cw_rng_seed(&b, 12345);
	int same = 1;
	for (int i = 0; i < 1000; i++)
		same &= cw_rng_next(&a) == cw_rng_next(&b);
	ok(same, "same seed gives the same 1000 outputs");

	cw_rng_seed(&a, 12345);
	uint64_t first = cw_rng_next(&a);
	cw_rng_seed(&a, 12345);
	is_int(cw_rng_next(&a) == first, 1, "re-seeding restarts the sequence");

	cw_rng_seed(&a, 0);
	int nonzero = 0;
	for (int i = 0; i < 8; i++)
		nonzero |= cw_rng_next(&a) != 0;
	ok(nonzero, "seed 0 gives a working (non-zero) generator");
}

static void test_different_seeds(void)
{
	cw_rng a, b;
	cw_rng_seed(&a, 1);
	cw_rng_seed(&b, 2);
	int equal = 0;
	for (int i = 0; i < 1000; i++)
		equal += cw_rng_next(&a) == cw_rng_next(&b);
	is_int(equal, 0, "seeds 1 and 2 share no output in 1000 draws");

	cw_rng_seed(&a, 7);
	cw_rng_seed(&b, 7ULL | (1ULL << 63));
	ok(cw_rng_next(&a) != cw_rng_next(&b), "seeds differing only in the top bit differ");
}

static void test_below_range(void)
{
	static const uint32_t ns[] = { 1, 2, 3, 6, 7, 52, 1000, 0x80000001u, 0xFFFFFFFFu };
	cw_rng r;
	cw_rng_seed(&r, 99);
	for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++) {
		int inside = 1;
		for (int i = 0; i < 20000; i++)
			inside &= cw_rng_below(&r, ns[k]) < ns[k];
		ok(inside, "cw_rng_below(%u) stays in [0, %u) over 20000 draws", ns[k], ns[k]);
	}
	int zero = 1;
	for (int i = 0; i < 100; i++)
		zero &= cw_rng_below(&r, 1) == 0;
	ok(zero, "cw_rng_below(1) is always 0");
}

static void test_below_uniform(void)
{
	/* 100000 draws of below(6): each count is binomial, mean 16666.7,
	** sd 117.9; 600 is about 5 sd. */
	int count[6] = { 0 };
	cw_rng r;
	cw_rng_seed(&r, 2024);
	for (int i = 0; i < 100000; i++) {
		uint32_t v = cw_rng_below(&r, 6);
		if (v < 6)
			count[v]++;
	}
	for (int v = 0; v < 6; v++)
		if (!ok(abs(count[v] - 16667) <= 600, "below(6) gives %d about 1/6 of the time (16667 +- 600)", v))
			diag("%d came %d times", v, count[v]);
}

static int cmp_u16(const void *a, const void *b)
{
	return (int)*(const uint16_t *)a - (int)*(const uint16_t *)b;
}

static void test_shuffle(void)
{
	uint16_t a[52], b[52];
	for (int i = 0; i < 52; i++)
		a[i] = (uint16_t)(1000 + i);
	cw_rng r;
	cw_rng_seed(&r, 5);
	cw_rng_shuffle16(&r, a, 52);
	memcpy(b, a, sizeof a);
	qsort(b, 52, sizeof b[0], cmp_u16);
	int perm = 1, moved = 0;
	for (int i = 0; i < 52; i++) {
		perm &= b[i] == 1000 + i;
		moved += a[i] != 1000 + i;
	}
	ok(perm, "a shuffle of 52 items is a permutation of them");
	ok(moved > 0, "a shuffle of 52 items changes their order");

	uint16_t c[52];
	for (int i = 0; i < 52; i++)
		c[i] = (uint16_t)(1000 + i);
	cw_rng_seed(&r, 5);
	cw_rng_shuffle16(&r, c, 52);
	ok(!memcmp(a, c, sizeof a), "the same seed gives the same shuffle");

	uint16_t one = 7;
	cw_rng_shuffle16(&r, &one, 1);
	is_int(one, 7, "shuffling one item leaves it");
	cw_rng_shuffle16(&r, NULL, 0);
	ok(1, "shuffling no items does nothing");

	/* Each of 4 items should open the shuffled order 1/4 of the time:
	** 24000 shuffles, mean 6000, sd 67; 400 is about 6 sd. */
	int first[4] = { 0 };
	cw_rng_seed(&r, 77);
	for (int t = 0; t < 24000; t++) {
		uint16_t d[4] = { 0, 1, 2, 3 };
		cw_rng_shuffle16(&r, d, 4);
		if (d[0] < 4)
			first[d[0]]++;
	}
	for (int v = 0; v < 4; v++)
		if (!ok(abs(first[v] - 6000) <= 400, "item %d comes first in about 1/4 of shuffles", v))
			diag("item %d came first %d times", v, first[v]);
}

static void test_derive(void)
{
	uint64_t s = 31337;
	uint64_t d0 = cw_rng_derive(s, 0), d1 = cw_rng_derive(s, 1), d2 = cw_rng_derive(s, 2);
	ok(d0 != d1 && d1 != d2 && d0 != d2, "streams 0, 1, 2 of one seed get different seeds");
	ok(d0 != s && d1 != s, "a derived seed differs from the base seed");
	is_int(cw_rng_derive(s, 1) == d1, 1, "deriving is deterministic");
	ok(cw_rng_derive(1, 0) != cw_rng_derive(2, 0), "stream 0 of different base seeds differ");

	cw_rng a, b;
	cw_rng_seed(&a, d1);
	cw_rng_seed(&b, d2);
	int equal = 0;
	for (int i = 0; i < 1000; i++)
		equal += cw_rng_next(&a) == cw_rng_next(&b);
	is_int(equal, 0, "generators seeded from two derived streams share no output in 1000 draws");

	int distinct = 1;
	uint64_t seen[64];
	for (int i = 0; i < 64; i++) {
		seen[i] = cw_rng_derive(s, (uint64_t)i);
		for (int j = 0; j < i; j++)
			distinct &= seen[j] != seen[i];
	}
	ok(distinct, "64 streams of one seed are pairwise different");
}

/* A generator left all zero (never seeded) must still give numbers in
** range rather than loop: found by fuzzing the REPL. */
static void test_zero_state(void)
{
	cw_rng r;
	memset(&r, 0, sizeof r);
	uint32_t v = cw_rng_below(&r, 5);
	ok(v < 5, "an all-zero generator still returns a number below 5 (got %u)", v);
	ok(r.s[0] | r.s[1] | r.s[2] | r.s[3], "and is no longer all zero");
}

int main(void)
{
	test_zero_state();
	test_known_values();
	test_same_seed();
	test_different_seeds();
	test_below_range();
	test_below_uniform();
	test_shuffle();
	test_derive();
	return done_testing();
}
