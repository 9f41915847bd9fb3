/*
** A hand-written reference: 4-card Golf with random players, the rules of
** variants/golf4.lua with its defaults (G4-*): one 52-card deck, a 2 x 2
** layout dealt face down, each player knows slots 3 and 4, one card turned
** up to start the discards; on a turn draw the stock or the discard top,
** or knock (once per hole, not after a knock); a stock card may be swapped
** into a slot or discarded, a discard card must be swapped. After a knock
** every other player has one final turn; the turn that draws the last
** stock card ends the hole (stock_out=end). A 1, 2-10, J Q 10, K 0.
** Every decision picks uniformly among the legal actions, as the engine's
** random bot does. One hole = one game.
**
**   golf4_ref [GAMES] [PLAYERS]   prints games per second and the means
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct { uint64_t s[4]; } rng;

static uint64_t splitmix(uint64_t *x)
{
	uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static uint64_t next(rng *r)
{
	uint64_t *s = r->s, res = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
	s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t; s[3] = rotl(s[3], 45);
	return res;
}

/* Uniform in [0, n), unbiased (Lemire). */
static uint32_t below(rng *r, uint32_t n)
{
	uint64_t m = (uint64_t)(uint32_t)(next(r) >> 32) * n;
	if ((uint32_t)m < n) {
		uint32_t t = -n % n;
		while ((uint32_t)m < t)
			m = (uint64_t)(uint32_t)(next(r) >> 32) * n;
	}
	return (uint32_t)(m >> 32);
}

static const int value[14] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 0 };

enum { A_STOCK, A_DISCARD, A_KNOCK };

/* Plays one hole; adds the seats' scores to sum[] and the turns to *turns. */
static void hole(rng *r, int np, int dealer, long *sum, long *turns)
{
	uint8_t stock[52], discard[52], lay[8][4];
	int ns = 52, nd = 0;
	for (int i = 0; i < 52; i++)
		stock[i] = (uint8_t)(i / 4 + 1);	/* rank 1..13 */
	for (int i = 51; i > 0; i--) {			/* Fisher-Yates */
		int j = (int)below(r, (uint32_t)i + 1);
		uint8_t t = stock[i]; stock[i] = stock[j]; stock[j] = t;
	}
	for (int k = 0; k < 4; k++)
		for (int p = 0; p < np; p++)
			lay[p][k] = stock[--ns];
	discard[nd++] = stock[--ns];			/* the turn-up */
	int seat = (dealer + 1) % np, caller = -1, final_left = 0;
	for (;;) {
		(*turns)++;
		int acts[3], na = 0;
		if (ns > 0) acts[na++] = A_STOCK;
		if (nd > 0) acts[na++] = A_DISCARD;
		if (caller < 0) acts[na++] = A_KNOCK;
		int a = acts[below(r, (uint32_t)na)];
		int last = 0;
		if (a == A_KNOCK) {
			caller = seat;
			final_left = np - 1;
		} else {
			int held = a == A_STOCK ? stock[--ns] : discard[--nd];
			last = a == A_STOCK && ns == 0;
			int choice = (int)below(r, a == A_STOCK ? 5 : 4);	/* swap 1-4, discard */
			if (choice < 4) {
				discard[nd++] = lay[seat][choice];
				lay[seat][choice] = (uint8_t)held;
			} else
				discard[nd++] = (uint8_t)held;
			if (caller >= 0)
				final_left--;
		}
		if (last || (caller >= 0 && a != A_KNOCK && final_left == 0) || (caller >= 0 && np == 1))
			break;
		seat = (seat + 1) % np;
	}
	for (int p = 0; p < np; p++)
		for (int k = 0; k < 4; k++)
			sum[p] += value[lay[p][k]];
}

int main(int argc, char **argv)
{
	long games = argc > 1 ? atol(argv[1]) : 2000000;
	int np = argc > 2 ? atoi(argv[2]) : 4;
	if (games < 1 || np < 2 || np > 8) {
		fprintf(stderr, "usage: golf4_ref [GAMES] [PLAYERS 2-8]\n");
		return 2;
	}
	uint64_t x = 1;
	rng r;
	for (int i = 0; i < 4; i++)
		r.s[i] = splitmix(&x);
	long sum[8] = { 0 }, turns = 0;
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (long g = 0; g < games; g++)
		hole(&r, np, (int)(g % np), sum, &turns);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	double s = (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
	printf("games %ld seconds %.3f games_per_second %.0f turns_per_game %.3f mean_hole", games, s,
	       games / s, (double)turns / games);
	for (int p = 0; p < np; p++)
		printf(" %.3f", (double)sum[p] / games);
	printf("\n");
	return 0;
}
