/*
** Card faces and their notation (rules/NOTATION.md, "Cards").
**
** A face is one byte: (rank << 2) | suit for the 52 cards, rank 1 (A) to
** 13 (K), suit 0..3 = C D H S; the joker is CW_JOKER. Several physical
** cards may share a face (several decks); they are told apart by their
** card id in a game, never by the face.
*/
#ifndef CW_FACE_H
#define CW_FACE_H

#include <stddef.h>
#include <stdint.h>
#include "error.h"

typedef uint8_t cw_face;

enum { CW_CLUBS, CW_DIAMONDS, CW_HEARTS, CW_SPADES };

#define CW_JOKER	((cw_face)0)
#define CW_FACE_HIDDEN	((cw_face)0xFF)	/* what a view shows for an unseen card */
#define CW_FACE_NONE	((cw_face)0xFE)	/* an empty slot */
#define CW_FACE_MAKE(rank, suit) ((cw_face)(((rank) << 2) | (suit)))

/* The number of a joker written X1, X2, ... (NOTATION.md), else 0. */
int cw_face_joker_label(const char *tok, size_t len);

static inline int cw_face_rank(cw_face f) { return f >> 2; }	/* 0 for the joker */
static inline int cw_face_suit(cw_face f) { return f & 3; }
static inline int cw_face_is_joker(cw_face f) { return f == CW_JOKER; }
static inline int cw_face_is_red(cw_face f)
{
	return f != CW_JOKER && (cw_face_suit(f) == CW_DIAMONDS || cw_face_suit(f) == CW_HEARTS);
}
int cw_face_valid(cw_face f);

/* Parses one card token: `AS`, `10H`, `th`, `Q♦`, `X`, `JK`, `JOKER`, `X2`.
** Case-insensitive. Returns CW_OK or CW_EINVAL with a message. */
int cw_face_parse(const char *tok, size_t len, cw_face *out, cw_err *err);

/* Writes the canonical token (`10H`, `X`; `##` hidden, `-` none) into buf,
** which must hold at least 4 bytes. Returns buf. */
char *cw_face_format(cw_face f, char *buf);

/* Rank letter or number alone: "A", "10", "K". */
const char *cw_face_rank_name(int rank);

#endif
