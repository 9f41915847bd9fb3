/*
** `cardwright new NAME --from VARIANT` (see newrule.h). The skeleton is
** made from the loaded base variant: its options (as `cardwright rules`
** prints them), its phases and, when it has a layout, a layout of the
** right shape for a scoring test. Both files are created with O_EXCL, so
** an existing file is never overwritten.
*/
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "newrule.h"
#include "table.h"
#include "../core/text.h"
#include "../lua/runtime.h"

#define EXIT_USAGE 2
#define NAME_MAX_LEN 48

static int refuse(const char *fmt, const char *a, const char *b)
{
	/* the words are the user's or a script's: shown escaped */
	char line[1024];
	snprintf(line, sizeof line, fmt, a, b);
	fputs("cardwright: ", stderr);
	cw_text_fputs(line, stderr, 0);
	fputc('\n', stderr);
	return EXIT_USAGE;
}

/* A variant name as the DSL takes it: a letter or digit, then letters,
** digits, '-' and '_' (lua/dsl.lua). */
static int good_name(const char *s)
{
	size_t n = strlen(s);
	if (n == 0 || n > NAME_MAX_LEN || !isalnum((unsigned char)s[0]))
		return 0;
	for (const char *p = s; *p; p++)
		if (!isalnum((unsigned char)*p) && *p != '-' && *p != '_')
			return 0;
	return 1;
}

static int exists(const char *file)
{
	return access(file, F_OK) == 0;
}

/* What the skeleton needs to know about the base. */
typedef struct base_info {
	int min_players, max_players;
	int rows, cols;			/* 0 without a layout */
	int has_layout_score;
	char phases[32][32];
	int nphases;
	char first_opt[64], first_def[1024];	/* a value is at most 255 bytes, escaped at most 4 times as long */
	char *rules;			/* cardwright rules text, malloc'd */
} base_info;

/* The example option of the skeleton: the base's first, by name. */
static void first_option(const char *name, void *ud)
{
	base_info *b = ud;
	if (!b->first_opt[0])
		snprintf(b->first_opt, sizeof b->first_opt, "%s", name);
}

/* Loads the base and fills b; on failure prints one line and returns the
** exit status. */
static int inspect(char **path, const char *variant, base_info *b)
{
	cw_table_config tc = { .path = (const char *const *)path, .variant = variant };
	cw_err err;
	cw_runtime *rt = cw_table_runtime(&tc, &err);
	if (!rt) {
		if (err.code == CW_ENOMEM)
			return refuse("%s%s", err.msg, ""), 1;
		if (err.code == CW_ENOTFOUND)
			return refuse("new: unknown variant '%s' (see 'cardwright variants')%s", variant, "");
		return refuse("new: variant '%s' does not load: %s", variant, err.msg);
	}
	/* The base's text goes into comments of the new file: with its
	** controls escaped (a CR would end a Lua comment early). */
	char *raw = cw_runtime_describe(rt, &err);
	size_t rlen = 0;
	FILE *m = raw ? open_memstream(&b->rules, &rlen) : NULL;
	if (m) {
		cw_text_fputs(raw, m, CW_TEXT_LINES);
		fclose(m);
	}
	free(raw);
	int rc = cw_runtime_configure_fewest(rt, &b->min_players, &err);
	if (rc) {
		cw_runtime_free(rt);
		free(b->rules);
		b->rules = NULL;
		return refuse("new: variant '%s' cannot be set up: %s", variant, err.msg);
	}
	const char *p = b->rules ? strstr(b->rules, "players: ") : NULL;
	int lo, hi;
	b->max_players = p && sscanf(p, "players: %d to %d", &lo, &hi) == 2 ? hi : b->min_players;
	cw_runtime_each_option(rt, first_option, b);
	if (b->first_opt[0]) {
		char def[256];
		cw_runtime_option(rt, b->first_opt, def, sizeof def, &err);
		cw_text_safe(b->first_def, sizeof b->first_def, def, 0);
		snprintf(def, sizeof def, "%s", b->first_opt);
		cw_text_safe(b->first_opt, sizeof b->first_opt, def, 0);
	}
	for (int i = 0; i < 32; i++) {
		const char *ph = cw_runtime_phase_name(rt, i);
		if (!strcmp(ph, "?"))
			break;
		cw_text_safe(b->phases[b->nphases++], sizeof b->phases[0], ph, 0);
	}
	cw_game *g = cw_runtime_new_game(rt, 1, &err);
	if (g) {
		const cw_zonerec *z = &cw_state_czones(g->st)[cw_state_zone_of(g->st, 1, CW_ZS_LAYOUT)];
		b->rows = z->rows;
		b->cols = z->cols;
		cw_game_free(g);
	}
	/* Layout scoring: any answer but "has no layout scoring". */
	int score;
	b->has_layout_score = b->rows > 0 &&
		cw_runtime_score_layout(rt, "AS", &score, &err) != CW_ENOTFOUND;
	cw_runtime_free(rt);
	return 0;
}

/* A layout of distinct cards in the base's shape: "AS 2H / 3D 4C". */
static void sample_layout(const base_info *b, char *out, size_t n)
{
	static const char *const cards[] = { "AS", "2H", "3D", "4C", "5S", "6H", "7D", "8C", "9S",
					     "10H", "JD", "QC", "KS", "AH", "2D", "3C", "4S", "5H" };
	size_t len = 0;
	out[0] = '\0';
	for (int r = 0, k = 0; r < b->rows; r++) {
		if (r)
			len += (size_t)snprintf(out + len, len < n ? n - len : 0, " /");
		for (int c = 0; c < b->cols; c++, k++)
			len += (size_t)snprintf(out + len, len < n ? n - len : 0, "%s%s", len ? " " : "",
						cards[k % (int)(sizeof cards / sizeof *cards)]);
	}
}

/* Opens a new file for writing; NULL (and errno EEXIST) if it exists. */
static FILE *create(const char *file)
{
	int fd = open(file, O_WRONLY | O_CREAT | O_EXCL, 0644);
	if (fd < 0)
		return NULL;
	FILE *f = fdopen(fd, "w");
	if (!f)
		close(fd);
	return f;
}

static const char *pick_phase(const base_info *b)
{
	for (int i = 0; i < b->nphases; i++)
		if (!strcmp(b->phases[i], "draw"))
			return b->phases[i];
	return b->nphases ? b->phases[0] : "play";
}

static void write_rule(FILE *f, const char *name, const char *base, const base_info *b)
{
	fprintf(f,
		"-- %s: a house rule of %s, made by `cardwright new %s --from %s`.\n"
		"--\n"
		"-- Try it from this directory:\n"
		"--   cardwright check %s.lua --games 20     random games, every invariant checked\n"
		"--   cardwright test %s_test.lua            its tests\n"
		"-- Play and simulate it by name once it is on the variant path (put this\n"
		"-- directory on CARDWRIGHT_PATH, or copy the file to\n"
		"-- ~/.config/cardwright/variants/):\n"
		"--   cardwright rules %s\n"
		"--   cardwright play %s --players you,bot,bot\n"
		"--   cardwright sim %s --games 1000 --players 3\n"
		"-- The variant DSL and the g API: docs/reference.md; a worked example:\n"
		"-- docs/tutorial.md.\n"
		"--\n"
		"-- extend{} copies every field of %s and replaces the fields given here;\n"
		"-- `options`, `actions`, `vars`, `seat_vars` and a `legal` table are merged\n"
		"-- entry by entry, so a house rule names only what it changes.\n"
		"local base = require \"%s\"\n"
		"\n"
		"return base:extend {\n"
		"  name = \"%s\",   -- the file is NAME.lua; `cardwright play %s` finds it\n"
		"  title = \"%s with a house rule\",   -- one line, shown by `cardwright variants`\n"
		"  summary = \"%s with a house rule: say here what changes.\",\n",
		name, base, name, base, name, name, name, name, name, base, base, name, name, base, base);

	fprintf(f, "\n  -- 1. Change an option's default. The options of %s (`cardwright rules %s`):\n", base, base);
	const char *p = b->rules ? strstr(b->rules, "options (") : NULL;
	const char *end = p ? strstr(p, "actions:") : NULL;
	for (p = p ? strchr(p, '\n') : NULL; p && *++p && (!end || p < end);) {
		const char *nl = strchr(p, '\n');
		int n = nl ? (int)(nl - p) : (int)strlen(p);
		int skip = n >= 2 && p[0] == ' ' && p[1] == ' ' ? 2 : 0;
		fprintf(f, "  --   %.*s\n", n - skip, p + skip);
		p = nl;
	}
	if (b->first_opt[0]) {
		int number = b->first_def[0] && strspn(b->first_def + (b->first_def[0] == '-'), "0123456789") ==
			strlen(b->first_def + (b->first_def[0] == '-'));
		fprintf(f, "  -- options = {\n  --   %s = { default = %s%s%s },\n  -- },\n", b->first_opt,
			number ? "" : "\"", b->first_def, number ? "" : "\"");
	} else
		fprintf(f, "  -- (%s has no options)\n", base);

	fprintf(f,
		"\n  -- 2. Add an option of your own (in the same options table as 1); read it\n  --    in a function as g.opt.NAME\n"
		"  --    (it can be set with --rule NAME=VALUE like any other):\n"
		"  -- options = {\n"
		"  --   my_rule = { default = \"off\", choices = { \"off\", \"on\" }, doc = \"what it does, in one line\" },\n"
		"  -- },\n");

	fprintf(f, "\n  -- 3. Change what a player may do. The phases of %s:", base);
	for (int i = 0; i < b->nphases; i++)
		fprintf(f, "%s%s", i ? ", " : " ", b->phases[i]);
	const char *ph = pick_phase(b);
	fprintf(f,
		".\n"
		"  --    legal.PHASE(g, seat) offers the actions with g:offer(\"VERB\", ...); it\n"
		"  --    may read the game but not change it.\n"
		"  -- legal = {\n"
		"  --   %s = function(g, seat)\n"
		"  --     base.legal.%s(g, seat)   -- everything %s offers; add offers here\n"
		"  --   end,\n"
		"  -- },\n"
		"  --    An offer made is not taken back: to leave one out, offer the phase's\n"
		"  --    actions yourself instead of calling the base (and say why with\n"
		"  --    g:why_not(\"VERB\", \"reason\")).\n", ph, ph, base);

	if (b->has_layout_score)
		fprintf(f,
			"\n  -- 4. Change how a layout scores (g:slot(seat, k) is the card in slot k,\n"
			"  --    g:rank(card) its rank 1..13, 0 for a joker):\n"
			"  -- layout_score = function(g, seat)\n"
			"  --   local score = base.layout_score(g, seat)   -- what %s would score\n"
			"  --   return score\n"
			"  -- end,\n", base);
	fprintf(f, "}\n");
}

static void write_test(FILE *f, const char *name, const char *base, const base_info *b)
{
	char layout[160];
	sample_layout(b, layout, sizeof layout);
	fprintf(f,
		"-- Tests of the house rule %s.lua, made by `cardwright new %s --from %s`.\n"
		"-- Run them from this directory:   cardwright test %s_test.lua\n"
		"-- The test words (plan, ok, is, like, diag, done, game, score_layout and the\n"
		"-- methods of a test game t) are in docs/reference.md. Add a test for each\n"
		"-- thing the rule changes, with the expected value worked out by hand.\n"
		"local V = \"%s.lua\"   -- by file; \"%s\" once it is on the variant path\n"
		"local BASE = \"%s\"\n"
		"\n"
		"-- Whether the actor of test game t may do `word` now (\"knock\", \"swap 2\").\n"
		"local function offers(t, word)\n"
		"  for _, a in ipairs(t:legal()) do\n"
		"    if a == word then return true end\n"
		"  end\n"
		"  return false\n"
		"end\n"
		"\n"
		"-- The rule loads and deals.\n"
		"local t = game { variant = V, players = %d, seed = 1 }\n"
		"ok(#t:legal() > 0, \"a game of %s starts with something to do\")\n"
		"ok(t:check(), \"every card is in one place\")\n"
		"\n"
		"-- What the rule changes: replace these examples with tests of your rule.\n"
		"local b = game { variant = BASE, players = %d, seed = 1 }\n"
		"is(table.concat(t:legal(), \", \"), table.concat(b:legal(), \", \"),\n"
		"   \"the same first choices as %s (change this test when the rule changes them)\")\n"
		"ok(offers(t, t:legal()[1]), \"offers() finds an offered action\")\n",
		name, name, base, name, name, name, base, b->min_players, name, b->min_players, base);
	if (b->has_layout_score)
		fprintf(f,
			"is(score_layout(V, \"%s\"), score_layout(BASE, \"%s\"),\n"
			"   \"scores like %s (change this test when the rule changes scoring)\")\n",
			layout, layout, base);
	/* One round of the rule, whatever ends a match: every variant deals
	** rounds, and the first one's end is the test's. */
	fprintf(f,
		"\n"
		"-- A random round of the rule ends cleanly.\n"
		"local r = game { variant = V, players = %d, seed = 7 }\n"
		"local steps = 0\n"
		"while not r:over() and r:round() == 1 and steps < 50000 do r:random_move(); steps = steps + 1 end\n"
		"ok(r:over() or r:round() > 1, \"a random round ends\")\n"
		"ok(r:check(), \"... with every card in one place\")\n",
		b->max_players > b->min_players ? b->min_players + 1 : b->min_players);
	fprintf(f, "done()\n");
}

int cw_newrule_main(char **path, int argc, char **argv)
{
	const char *name = NULL, *base = NULL;
	for (int i = 0; i < argc; i++) {
		if (!strcmp(argv[i], "--from")) {
			if (i + 1 >= argc)
				return refuse("new: --from takes a VARIANT, e.g. --from golf4%s%s", "", "");
			base = argv[++i];
		} else if (argv[i][0] == '-' && argv[i][1])
			return refuse("new: unknown option '%s' (usage: cardwright new NAME --from VARIANT)%s", argv[i], "");
		else if (!name)
			name = argv[i];
		else
			return refuse("new: unexpected argument '%s' (usage: cardwright new NAME --from VARIANT)%s", argv[i], "");
	}
	if (!name || !base)
		return refuse("usage: cardwright new NAME --from VARIANT (e.g. new golf4-myrule --from golf4)%s%s", "", "");
	if (!good_name(name))
		return refuse("new: bad NAME '%s': a letter or digit, then letters, digits, '-' and '_' (at most 48)%s",
			      name, "");
	if (!good_name(base))
		return refuse("new: bad VARIANT '%s': a variant name, e.g. golf4 (see 'cardwright variants')%s", base, "");
	if (!strcmp(name, base))
		return refuse("new: NAME '%s' is the name of its base; a house rule needs a name of its own%s", name, "");
	char rule[80], test[80];
	snprintf(rule, sizeof rule, "%s.lua", name);
	snprintf(test, sizeof test, "%s_test.lua", name);
	if (exists(rule) || exists(test))
		return refuse("new: %s already exists; not overwritten%s", exists(rule) ? rule : test, "");
	base_info b;
	memset(&b, 0, sizeof b);
	int rc = inspect(path, base, &b);
	if (rc)
		return rc;
	/* A name that is already a variant would hide it on the path. */
	cw_table_config tc = { .path = (const char *const *)path, .variant = name };
	cw_err err;
	cw_runtime *probe = cw_table_runtime(&tc, &err);
	if (probe || (err.code != CW_ENOTFOUND && err.code != CW_ENOMEM)) {
		cw_runtime_free(probe);
		free(b.rules);
		return refuse("new: '%s' is already a variant on the path; choose another NAME%s", name, "");
	}

	FILE *f = create(rule);
	if (!f) {
		int e = errno;
		free(b.rules);
		return refuse("new: cannot create %s: %s", rule, strerror(e));
	}
	write_rule(f, name, base, &b);
	if (fclose(f)) {
		free(b.rules);
		return refuse("new: cannot write %s%s", rule, "");
	}
	f = create(test);
	if (!f) {
		int e = errno;
		unlink(rule);
		free(b.rules);
		return refuse("new: cannot create %s: %s", test, strerror(e));
	}
	write_test(f, name, base, &b);
	int bad = fclose(f);
	free(b.rules);
	if (bad) {
		unlink(rule);
		unlink(test);
		return refuse("new: cannot write %s%s", test, "");
	}
	printf("wrote %s and %s (a house rule of %s and its tests)\n"
	       "next: cardwright check %s --games 20 && cardwright test %s\n",
	       rule, test, base, rule, test);
	return 0;
}
