#include <ctype.h>
#include <string.h>
#include "notation.h"

int cw_notation_layout(const char *text, cw_layout_text *out, cw_err *err)
{
	memset(out, 0, sizeof *out);
	const char *p = text;
	out->nrows = 1;
	while (*p) {
		while (*p && isspace((unsigned char)*p))
			p++;
		if (!*p)
			break;
		if (*p == '/') {
			if (out->row_len[out->nrows - 1] == 0)
				return cw_error_fail(err, CW_EINVAL, "empty row in layout '%s': expected cards before each '/' "
						     "(rows as in 'KH 5C / 2S 9C')", text);
			if (out->nrows == CW_LAYOUT_MAX)
				return cw_error_fail(err, CW_EINVAL, "too many rows in layout");
			out->nrows++;
			p++;
			continue;
		}
		const char *start = p;
		while (*p && !isspace((unsigned char)*p) && *p != '/')
			p++;
		size_t len = (size_t)(p - start);
		if (out->nslots == CW_LAYOUT_MAX)
			return cw_error_fail(err, CW_EINVAL, "a layout has at most %d slots", CW_LAYOUT_MAX);
		cw_face f;
		if (len == 1 && *start == '-')
			f = CW_FACE_NONE;
		else if (cw_face_parse(start, len, &f, err))
			return CW_EINVAL;
		out->joker[out->nslots] = (unsigned char)cw_face_joker_label(start, len);
		out->face[out->nslots++] = f;
		out->row_len[out->nrows - 1]++;
	}
	if (out->nslots == 0)
		return cw_error_fail(err, CW_EINVAL, "empty layout: expected cards such as 'KH 5C / 2S 9C'");
	if (out->row_len[out->nrows - 1] == 0)
		return cw_error_fail(err, CW_EINVAL, "empty row in layout '%s': expected cards after the last '/' "
				     "(rows as in 'KH 5C / 2S 9C')", text);
	return CW_OK;
}
