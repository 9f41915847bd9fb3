/*
** The lobby's JSON: see lobby.h.
*/
#include "lobby.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "table.h"
#include "../lua/runtime.h"

static void add_variant(const char *name, const char *title, void *ud)
{
	if (!strncmp(title, "(does not load", 14) || !strncmp(title, "(not read", 9))
		return;
	json_array_append_new(ud, json_pack("{s:s, s:s}", "name", name, "title", title));
}

json_t *cw_lobby_variants(const char *const *path, cw_err *err)
{
	cw_runtime_config cfg = { path, 0, 0 };
	cw_runtime *rt = cw_runtime_new(&cfg, err);
	if (!rt)
		return NULL;
	json_t *list = json_array();
	int rc = cw_runtime_list(rt, add_variant, list, err);
	cw_runtime_free(rt);
	if (rc) {
		json_decref(list);
		return NULL;
	}
	return json_pack("{s:s, s:o}", "type", "variants", "variants", list);
}

int cw_lobby_known(const json_t *variants, const char *name)
{
	json_t *list = json_object_get(variants, "variants"), *v;
	size_t i;
	json_array_foreach(list, i, v)
		if (!strcmp(json_string_value(json_object_get(v, "name")), name))
			return 1;
	return 0;
}

/* The text after `key` on a line, up to two spaces or the end, into buf. */
static void word_after(const char *line, const char *key, char *buf, size_t n)
{
	const char *p = strstr(line, key);
	buf[0] = '\0';
	if (!p)
		return;
	p += strlen(key);
	while (*p == ' ')
		p++;
	size_t len = strcspn(p, "\n");
	const char *two = strstr(p, "  ");
	if (two && (size_t)(two - p) < len)
		len = (size_t)(two - p);
	snprintf(buf, n, "%.*s", (int)len, p);
}

/* The options part of `cardwright rules`: each option a line
** "  NAME  default D  choices: C" and its doc on the next line, indented. */
json_t *cw_lobby_options(const char *const *path, const char *variant, cw_err *err)
{
	cw_table_config tc = { .path = path, .variant = variant };
	cw_runtime *rt = cw_table_runtime(&tc, err);
	if (!rt)
		return NULL;
	char *text = cw_runtime_describe(rt, err);
	cw_runtime_free(rt);
	if (!text)
		return NULL;
	json_t *opts = json_array();
	int lo = 1, hi = 1, in_opts = 0;
	char title[256] = "";
	char *save = NULL;
	json_t *last = NULL;
	int first = 1;
	for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (first) {
			const char *colon = strstr(line, ": ");
			snprintf(title, sizeof title, "%s", colon ? colon + 2 : line);
			first = 0;
		} else if (sscanf(line, "players: %d to %d", &lo, &hi) == 2)
			;
		else if (!strncmp(line, "options", 7))
			in_opts = 1;
		else if (in_opts && line[0] != ' ')
			in_opts = 0;
		else if (in_opts && !strncmp(line, "      ", 6) && last)
			json_object_set_new(last, "doc", json_string(line + 6));
		else if (in_opts && line[0] == ' ' && line[2] != ' ') {
			char name[64], def[64], choices[256];
			if (sscanf(line, " %63s", name) != 1)
				continue;
			/* an option's value is one word: a default that fills its
			** column has a single space before "choices:" */
			word_after(line, "default", def, sizeof def);
			def[strcspn(def, " ")] = '\0';
			word_after(line, "choices:", choices, sizeof choices);
			last = json_pack("{s:s, s:s, s:s, s:s}", "name", name, "default", def, "choices", choices, "doc", "");
			json_array_append_new(opts, last);
		}
	}
	free(text);
	return json_pack("{s:s, s:s, s:s, s:[i,i], s:o}", "type", "options", "variant", variant, "title", title,
			 "players", lo, hi, "options", opts);
}
