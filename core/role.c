#include <string.h>
#include "role.h"

static const struct {
	const char *name;
	uint32_t role;
} roles[] = {
	{ "call", CW_ROLE_CALL }, { "draw_stock", CW_ROLE_DRAW_STOCK }, { "draw", CW_ROLE_DRAW_STOCK },
	{ "draw_discard", CW_ROLE_DRAW_DISCARD }, { "swap", CW_ROLE_SWAP }, { "discard", CW_ROLE_DISCARD },
	{ "pass", CW_ROLE_PASS }, { "flip", CW_ROLE_FLIP }, { "decline", CW_ROLE_DECLINE }, { "peek", CW_ROLE_PEEK },
	{ "power_peek", CW_ROLE_POWER_PEEK }, { "power_swap", CW_ROLE_POWER_SWAP },
	{ "power_shuffle", CW_ROLE_POWER_SHUFFLE }, { "power_spy", CW_ROLE_POWER_SPY },
	{ "power_trade", CW_ROLE_POWER_TRADE }, { "match", CW_ROLE_MATCH }, { "replace", CW_ROLE_REPLACE },
	{ "switch", CW_ROLE_SWITCH }, { "give", CW_ROLE_GIVE }, { "snap", CW_ROLE_SNAP }, { "claim", CW_ROLE_CLAIM },
	{ "new", CW_ROLE_NEW }, { "layoff", CW_ROLE_LAYOFF }, { "move", CW_ROLE_MOVE }, { "fold", CW_ROLE_FOLD },
	{ "declare", CW_ROLE_DECLARE }, { "unmeld", CW_ROLE_UNMELD }, { "take_back", CW_ROLE_TAKE_BACK },
};

uint32_t cw_role_find(const char *name)
{
	for (size_t i = 0; i < sizeof roles / sizeof roles[0]; i++)
		if (!strcmp(roles[i].name, name))
			return roles[i].role;
	return 0;
}

const char *cw_role_name(int i)
{
	return i >= 0 && (size_t)i < sizeof roles / sizeof roles[0] ? roles[i].name : NULL;
}
