/*
** The layout notation of NOTATION.md: rows separated by '/', cards in a
** row by blanks, '-' for an empty slot ("KH 5C 5D / 2S 5H 9C").
*/
#ifndef CW_NOTATION_H
#define CW_NOTATION_H

#include "face.h"
#include "error.h"

#define CW_LAYOUT_MAX 64

typedef struct cw_layout_text {
	int nslots;		/* slots given, row-major */
	int nrows;
	int row_len[CW_LAYOUT_MAX];
	cw_face face[CW_LAYOUT_MAX];	/* CW_FACE_NONE for '-' */
	unsigned char joker[CW_LAYOUT_MAX];	/* n for a joker written Xn, else 0 */
} cw_layout_text;

int cw_notation_layout(const char *text, cw_layout_text *out, cw_err *err);

#endif
