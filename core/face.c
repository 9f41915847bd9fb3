#include <string.h>
#include <ctype.h>
#include "face.h"

static const char *const rank_names[14] = {
	"X", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
};
static const char suit_letters[4] = { 'C', 'D', 'H', 'S' };
/* UTF-8 suit symbols accepted on input, in suit order. */
static const char *const suit_symbols[4] = { "\xe2\x99\xa3", "\xe2\x99\xa6", "\xe2\x99\xa5", "\xe2\x99\xa0" };

int cw_face_valid(cw_face f)
{
	return f == CW_JOKER || (cw_face_rank(f) >= 1 && cw_face_rank(f) <= 13);
}

const char *cw_face_rank_name(int rank)
{
	return rank >= 0 && rank <= 13 ? rank_names[rank] : "?";
}

static int parse_rank(const char *s, size_t len, int *rank, size_t *used)
{
	if (len >= 2 && s[0] == '1' && s[1] == '0') {
		*rank = 10, *used = 2;
		return 1;
	}
	if (len < 1)
		return 0;
	*used = 1;
	switch (toupper((unsigned char)s[0])) {
	case 'A': *rank = 1; return 1;
	case 'T': *rank = 10; return 1;
	case 'J': *rank = 11; return 1;
	case 'Q': *rank = 12; return 1;
	case 'K': *rank = 13; return 1;
	default:
		if (s[0] >= '2' && s[0] <= '9') {
			*rank = s[0] - '0';
			return 1;
		}
		return 0;
	}
}

static int parse_suit(const char *s, size_t len, int *suit)
{
	if (len == 1) {
		const char *p = memchr(suit_letters, toupper((unsigned char)s[0]), 4);
		if (p) {
			*suit = (int)(p - suit_letters);
			return 1;
		}
		return 0;
	}
	/* a symbol may carry the emoji presentation selector U+FE0F after
	** it, as a phone's keyboard types it (5♥️) */
	if (len > 3 && !memcmp(s + len - 3, "\xEF\xB8\x8F", 3))
		len -= 3;
	for (int i = 0; i < 4; i++)
		if (len == strlen(suit_symbols[i]) && memcmp(s, suit_symbols[i], len) == 0) {
			*suit = i;
			return 1;
		}
	return 0;
}

static int is_joker_token(const char *s, size_t len)
{
	char up[8];
	if (len == 0 || len >= sizeof up)
		return 0;
	for (size_t i = 0; i < len; i++)
		up[i] = (char)toupper((unsigned char)s[i]);
	up[len] = '\0';
	if (!strcmp(up, "X") || !strcmp(up, "JK") || !strcmp(up, "JOKER"))
		return 1;
	/* X1, X2, ...: a joker distinguished by number, counted from 1
	** (X0 or X07 is no label: -1). */
	if (up[0] == 'X' && len <= 3) {
		for (size_t i = 1; i < len; i++)
			if (!isdigit((unsigned char)up[i]))
				return 0;
		return up[1] == '0' ? -1 : 1;
	}
	return 0;
}

int cw_face_joker_label(const char *tok, size_t len)
{
	if (is_joker_token(tok, len) <= 0 || len < 2 || toupper((unsigned char)tok[0]) != 'X' || !isdigit((unsigned char)tok[1]))
		return 0;
	int n = 0;
	for (size_t i = 1; i < len; i++)
		n = n * 10 + (tok[i] - '0');
	return n;
}

int cw_face_parse(const char *tok, size_t len, cw_face *out, cw_err *err)
{
	int rank, suit;
	size_t used;

	int joker = is_joker_token(tok, len);
	if (joker > 0) {
		*out = CW_JOKER;
		return CW_OK;
	}
	if (joker < 0)
		return cw_error_fail(err, CW_EINVAL, "bad card '%.*s': expected X, or X1, X2, ... for a joker (counted from 1)",
				     (int)len, tok);
	if (len > 0 && len < 10 && parse_rank(tok, len, &rank, &used) &&
	    parse_suit(tok + used, len - used, &suit)) {
		*out = CW_FACE_MAKE(rank, suit);
		return CW_OK;
	}
	return cw_error_fail(err, CW_EINVAL,
		"bad card '%.*s': expected a rank A 2-10 J Q K (T for 10) and a suit C D H S (or \xe2\x99\xa3 \xe2\x99\xa6 \xe2\x99\xa5 \xe2\x99\xa0), "
		"or X for a joker",
		(int)(len > 16 ? 16 : len), tok);
}

char *cw_face_format(cw_face f, char *buf)
{
	if (f == CW_FACE_HIDDEN)
		strcpy(buf, "##");
	else if (f == CW_FACE_NONE)
		strcpy(buf, "-");
	else if (f == CW_JOKER)
		strcpy(buf, "X");
	else if (!cw_face_valid(f))
		strcpy(buf, "??");
	else {
		strcpy(buf, rank_names[cw_face_rank(f)]);
		size_t n = strlen(buf);
		buf[n] = suit_letters[cw_face_suit(f)];
		buf[n + 1] = '\0';
	}
	return buf;
}
