/*
** libFuzzer target: card tokens (cw_face_parse) and the layout notation
** (cw_notation_layout) on arbitrary bytes. A face that parses must format to
** a token that parses back to the same face; a layout that parses must
** stay within its bounds.
*/
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "face.h"
#include "notation.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	cw_err err;
	cw_face f;
	/* the token: exactly the bytes, not NUL-terminated (a heap copy
	** lets ASan catch reads past len) */
	char *tok = malloc(size ? size : 1);
	if (!tok)
		return 0;
	memcpy(tok, data, size);
	if (cw_face_parse(tok, size, &f, &err) == CW_OK) {
		char buf[8], b2[8];
		cw_face g;
		if (!cw_face_valid(f))
			abort();
		cw_face_format(f, buf);
		if (cw_face_parse(buf, strlen(buf), &g, &err) != CW_OK || g != f)
			abort();
		cw_face_format(g, b2);
		if (strcmp(buf, b2))
			abort();
	}
	free(tok);

	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = 0;
	cw_layout_text lt;
	if (cw_notation_layout(text, &lt, &err) == CW_OK) {
		if (lt.nslots < 0 || lt.nslots > CW_LAYOUT_MAX || lt.nrows < 0 || lt.nrows > CW_LAYOUT_MAX)
			abort();
		int sum = 0;
		for (int r = 0; r < lt.nrows; r++)
			sum += lt.row_len[r];
		if (sum != lt.nslots)
			abort();
		for (int i = 0; i < lt.nslots; i++)
			if (lt.face[i] != CW_FACE_NONE && !cw_face_valid(lt.face[i]))
				abort();
	}
	free(text);
	return 0;
}
