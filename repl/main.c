/*
** cardwright: the command-line program.
**
**   cardwright                          the REPL
**   cardwright play VARIANT [--players ana,bot,bot] [--seed N] [--rule K=V]...
**   cardwright play --resume FILE       go on with a recorded game
**   cardwright variants                 list the variants on the path
**   cardwright rules VARIANT [--ids]    a variant's summary and options
**   cardwright sim VARIANT [--games N] [--players N] [--bots B,B..] [--seed S] [--rule K=V]...
**                  [--jobs J] [--compare VARIANT|FILE|K=V]... [--plot FILE.svg] [--shard I/N]
**                  [--json] [--record DIR]
**   cardwright sim --merge SHARD.json... [--json] [--plot FILE.svg]
**   cardwright score VARIANT [--rule K=V]... 'LAYOUT'
**   cardwright test FILE.lua            run a variant test file (TAP)
**   cardwright replay FILE              verify a recorded game
**   cardwright replay FILE [--as SEAT [--step] | --reveal [--step] | --to N | --export-as SEAT]
**
** Command-line misuse exits with status 2 and one line on stderr.
*/
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"
#include "newrule.h"
#include "paths.h"
#include "render.h"
#include "repl.h"
#include "replay.h"
#include "ruleref.h"
#include "serve.h"
#include "sim.h"
#include "bot.h"
#include "suggest.h"
#include "table.h"
#include "../core/role.h"
#include "../core/text.h"
#include "../lua/runtime.h"

#define EXIT_USAGE 2
#define MAX_RULES 64
#define CW_STR_(x) #x
#define CW_STR(x) CW_STR_(x)

static const char usage_text[] =
	"usage: cardwright COMMAND [ARGS]\n"
	"       cardwright                  (the REPL: play at the terminal)\n"
	"commands:\n"
	"  play VARIANT [--players ana,bot,bot] [--seed N] [--rule K=V]...\n"
	"                                    play a game at the terminal (--rule=K=V too)\n"
	"  play --resume FILE                go on with a recorded game, recorded on in FILE\n"
	"  variants                          list the installed variants\n"
	"  rules VARIANT [--ids]             a variant's rules summary and options (--ids:\n"
	"                                    with the rule ids of the rules texts)\n"
	"  sim VARIANT [--games N] [--players N] [--bots greedy,random,mcts[:N],...]\n"
	"      [--seed S] [--rule K=V]... [--jobs J] [--compare VARIANT|FILE.lua|K=V]...\n"
	"      [--plot FILE.svg|FILE.png] [--shard I/N] [--json] [--record DIR]\n"
	"                                    play N games between bots (greedy by default);\n"
	"                                    summary per seat; --compare: both runs on the\n"
	"                                    same seeds and a verdict; --plot: gnuplot charts\n"
	"                                    (--record: each game to DIR/game-I.replay)\n"
	"  sim --merge SHARD.json... [--json] [--plot FILE.svg|FILE.png]\n"
	"                                    combine the --json summaries of a run's shards\n"
	"  score VARIANT [--rule K=V]... [--explain] [--] 'LAYOUT'\n"
	"                                    score one layout, e.g. 'AS 10H / KD QC'; --explain\n"
	"                                    shows each card's value and the column sums\n"
	"  score VARIANT [--rule K=V]... --caller SEAT 'L1' 'L2' ...\n"
	"                                    each seat's hole score, with the caller rules\n"
	"  test FILE.lua                     run a variant test file (TAP output)\n"
	"  check VARIANT|FILE.lua [--games N] [--players N] [--seed S] [--rule K=V]...\n"
	"        [--defaults] [--max-games N] [--out DIR] [--quiet]\n"
	"                                    play random games (the defaults, each option choice,\n"
	"                                    then every pair of choices; or --defaults only) and\n"
	"                                    report any broken invariant, leak or endless round\n"
	"  replay FILE                       verify a recorded game and print the standings\n"
	"  replay FILE --as SEAT [--step]    the game as that seat saw it (Enter: next, b: back)\n"
	"  replay FILE --reveal [--step]     the game with every card shown\n"
	"  replay FILE --to N                play on from line N of the file in the REPL\n"
	"  replay FILE --export-as SEAT      a redacted log of what that seat saw, to share\n"
	"  serve --table VARIANT [--players ana,ben,bot] [--rule K=V]... [--seed S] [--record FILE]\n"
	"        [--table ...] [--port P] [--host H] [--grace SECONDS] [--takeover]\n"
	"                                    play from browsers: a secret link per person seat\n"
	"  serve --resume FILE... [--port P] [--host H]\n"
	"                                    reopen served tables from their recordings, same links\n"
	"  serve [--port P] [--host H]       a page where a person opens tables and gets their links\n"
	"  serve --replay FILE               step through a recorded game in the browser, as any seat\n"
	"  new NAME --from VARIANT           write NAME.lua, a skeleton house rule, and NAME_test.lua\n"
	"  help                              this text\n";

/* `cardwright COMMAND --help`: the lines of the usage text for COMMAND
** (its line or lines, each with the lines indented under it). */
static int command_help(const char *cmd)
{
	size_t len = strlen(cmd);
	int mine = 0, any = 0;
	for (const char *l = usage_text; *l;) {
		const char *nl = strchr(l, '\n');
		size_t n = nl ? (size_t)(nl - l + 1) : strlen(l);
		if (n > 2 && l[0] == ' ' && l[1] == ' ' && l[2] != ' ')
			mine = !strncmp(l + 2, cmd, len) && (l[2 + len] == ' ' || l[2 + len] == '\n');
		if (mine) {
			if (!any)
				fputs("usage: cardwright\n", stdout);
			fwrite(l, 1, n, stdout);
			any = 1;
		}
		l += n;
	}
	if (!any)
		fputs(usage_text, stdout);
	return 0;
}

/* Whether the arguments ask for help: --help or -h anywhere. */
static int wants_help(int argc, char **argv)
{
	for (int i = 0; i < argc; i++)
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
			return 1;
	return 0;
}

static int usage_error(const char *fmt, const char *arg)
{
	/* arg is the user's word: shown escaped, as every error is */
	char line[1024];
	snprintf(line, sizeof line, fmt, arg);
	fputs("cardwright: ", stderr);
	cw_text_fputs(line, stderr, 0);
	fputc('\n', stderr);
	return EXIT_USAGE;
}

/* The error of take_rule's answer r (below 0). */
static int rule_error(int r)
{
	if (r == -2)
		return usage_error("at most " CW_STR(MAX_RULES) " --rule options may be given%s", "");
	return usage_error("--rule needs NAME=VALUE%s", "");
}

static int fail(const cw_err *err)
{
	fputs("cardwright: ", stderr);
	cw_text_fputs(err->msg, stderr, 0);
	fputc('\n', stderr);
	/* The user's words (an argument, a variant name, a seat count) are a
	** usage error; a script's or the system's fault is not. */
	int usage = err->code == CW_EINVAL || err->code == CW_ENOTFOUND || err->code == CW_EPLAYERS;
	return usage ? EXIT_USAGE : 1;
}

/* An argument out of the table layer's limits: its one line. */
static int arg_error(const cw_err *err)
{
	fputs("cardwright: ", stderr);
	cw_text_fputs(err->msg, stderr, 0);
	fputc('\n', stderr);
	return EXIT_USAGE;
}

/* The value after option argv[*i], or NULL when there is none. */
static const char *next_arg(int argc, char **argv, int *i)
{
	return *i + 1 < argc ? argv[++*i] : NULL;
}

static int parse_long(const char *s, long min, long max, long *out)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || !*s || *end || v < min || v > max)
		return 0;
	*out = v;
	return 1;
}

static cw_runtime *open_variant(char **path, const char *name, const char *const *rules, int nrules,
				int players, cw_err *err)
{
	cw_table_config tc = { .path = (const char *const *)path, .variant = name, .rules = rules,
			       .nrules = nrules, .nseats = players };
	return cw_table_runtime(&tc, err);
}

/* A variant's name and title come from its script: shown safe, capped. */
static void print_variant(const char *name, const char *title, void *ud)
{
	char n[4 * CW_TEXT_NAME_MAX + 4], t[256];
	(void)ud;
	printf("%-16s %s\n", cw_text_name(n, sizeof n, name), cw_text_safe(t, sizeof t, title, 0));
}

static int cmd_variants(char **path)
{
	cw_err err;
	cw_runtime_config cfg = { (const char *const *)path, 0, 0 };
	cw_runtime *rt = cw_runtime_new(&cfg, &err);
	if (!rt)
		return fail(&err);
	int rc = cw_runtime_list(rt, print_variant, NULL, &err);
	cw_runtime_free(rt);
	return rc ? fail(&err) : 0;
}

static int cmd_rules(char **path, int argc, char **argv)
{
	const char *name = NULL;
	int ids = 0;
	for (int i = 0; i < argc; i++) {
		if (!strcmp(argv[i], "--ids"))
			ids = 1;
		else if (argv[i][0] == '-')
			return usage_error("rules: unknown option '%s' (expected --ids)", argv[i]);
		else if (name)
			return usage_error("rules takes one VARIANT%s", "");
		else
			name = argv[i];
	}
	if (!name)
		return usage_error("rules takes one VARIANT%s", "");
	argv = (char **)&name;
	cw_err err;
	cw_runtime *rt = open_variant(path, argv[0], NULL, 0, 0, &err);
	if (!rt)
		return fail(&err);
	/* Set up first (the values need a table: the smallest one), so that
	** a variant no game can be set up with is refused before its rules
	** are shown as those of a game to play. */
	char *text = cw_runtime_configure_fewest(rt, NULL, &err) ? NULL : cw_runtime_describe(rt, &err);
	if (!text) {
		cw_runtime_free(rt);
		return fail(&err);
	}
	/* Players read the rules in words; authors keep the ids (--ids). */
	if (!ids)
		cw_ruleref_strip(text);
	cw_text_fputs(text, stdout, CW_TEXT_LINES);	/* the script's docs: shown safe */
	free(text);
	int rc = cw_render_values(stdout, rt, &err);
	cw_runtime_free(rt);
	return rc ? fail(&err) : 0;
}

/* Reads --rule K=V options into rules[]; returns 1 when argv[*i] was one,
** 0 when it is another argument, -1 for a --rule without NAME=VALUE and
** -2 past MAX_RULES of them. */
static int take_rule(int argc, char **argv, int *i, const char **rules, int *nrules)
{
	if (!strncmp(argv[*i], "--rule=", 7)) {	/* --rule=K=V, as --rule K=V */
		if (!argv[*i][7])
			return -1;
		if (*nrules == MAX_RULES)
			return -2;
		rules[(*nrules)++] = argv[*i] + 7;
		return 1;
	}
	if (strcmp(argv[*i], "--rule") && strcmp(argv[*i], "-r"))
		return 0;
	if (*i + 1 >= argc)
		return -1;
	if (*nrules == MAX_RULES)
		return -2;
	rules[(*nrules)++] = argv[++*i];
	return 1;
}

/* `--games=10` as `--games 10`, for every option of sim and check that
** takes a value (`--rule=K=V` is take_rule's): argv's words, split, into
** *out. The words live as long as the program (a command's arguments);
** returns their count, or -1 when out of memory. */
static int split_eq(int argc, char **argv, char ***out)
{
	static char **words;	/* reachable to the end: the run's arguments */
	static char *split;
	size_t room = 0;
	for (int i = 0; i < argc; i++)
		room += strlen(argv[i]) + 1;
	free(words);
	free(split);
	words = malloc(sizeof *words * (2 * (size_t)argc + 1));
	split = malloc(room + 1);
	if (!words || !split)
		return -1;
	int k = 0;
	size_t used = 0;
	for (int i = 0; i < argc; i++) {
		const char *eq = strchr(argv[i], '=');
		if (!strncmp(argv[i], "--", 2) && eq && strncmp(argv[i], "--rule=", 7)) {
			size_t n = (size_t)(eq - argv[i]);
			memcpy(split + used, argv[i], n);
			split[used + n] = '\0';
			words[k++] = split + used;
			used += n + 1;
			words[k++] = (char *)eq + 1;
		} else
			words[k++] = argv[i];
	}
	words[k] = NULL;
	*out = words;
	return k;
}

/* An option given twice is refused, not the last taken silently: `seen`
** holds the ones given so far, by bit. */
static int once(unsigned *seen, unsigned bit, const char *flag)
{
	if (*seen & bit)
		return usage_error("%s is given twice: give it once", flag);
	*seen |= bit;
	return 0;
}

/* --games, --players and --seed, which sim and check share (bits 1, 2
** and 4 of *seen). 1: argv[*i] was one of them; 0: it was not; -1: it
** was, and its error is printed. */
static int games_arg(int argc, char **argv, int *i, unsigned *seen, long most, long *games, int *players,
		     uint64_t *seed)
{
	cw_err err;
	int rc;
	if (!strcmp(argv[*i], "--games"))
		rc = once(seen, 1, "--games") ? -2 :
		     cw_table_arg_games("--games", next_arg(argc, argv, i), most, games, &err);
	else if (!strcmp(argv[*i], "--players"))
		rc = once(seen, 2, "--players") ? -2 : cw_table_arg_players("--players", next_arg(argc, argv, i), players, &err);
	else if (!strcmp(argv[*i], "--seed"))
		rc = once(seen, 4, "--seed") ? -2 : cw_table_arg_seed("--seed", next_arg(argc, argv, i), seed, &err);
	else
		return 0;
	if (rc == -2)
		return -1;
	if (rc) {
		arg_error(&err);
		return -1;
	}
	return 1;
}

/* Two values for one option among rules[] (the --rule or --compare list):
** the first such pair, refused. */
static int rule_twice(const char *const *rules, int n, const char *flag)
{
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++)
			if (cw_table_same_rule(rules[i], rules[j])) {
				char line[600];
				snprintf(line, sizeof line, "%s %.250s and %s %.250s set one option twice: give it once", flag,
					 rules[i], flag, rules[j]);
				return usage_error("%s", line);
			}
	return 0;
}

static int cmd_sim(char **path, int argc, char **argv)
{
	const char *rules[MAX_RULES], *compare[MAX_RULES];
	cw_sim_opts o = { .games = 100, .players = 0, .seed = 1, .rules = rules, .compare = compare,
			  .path = (const char *const *)path, .jobs = 1, .progress = 1 };
	long v;
	int nbots = 0, merge = 0, maxjobs = cw_sim_max_jobs();
	unsigned seen = 0;
	char *end;
	cw_err err;
	if ((argc = split_eq(argc, argv, &argv)) < 0)
		return usage_error("sim: out of memory%s", "");
	for (int i = 0; i < argc; i++) {
		int r = take_rule(argc, argv, &i, rules, &o.nrules);
		if (r < 0)
			return rule_error(r);
		if (r)
			continue;
		if ((r = games_arg(argc, argv, &i, &seen, CW_TABLE_MAX_GAMES, &o.games, &o.players, &o.seed)) < 0)
			return EXIT_USAGE;
		if (r)
			continue;
		if (!strcmp(argv[i], "--merge")) {
			merge = i + 1;
			break;
		} else if (!strcmp(argv[i], "--jobs") || !strcmp(argv[i], "-j")) {
			if (once(&seen, 8, "--jobs"))
				return EXIT_USAGE;
			if (i + 1 >= argc || !parse_long(argv[++i], 1, maxjobs, &v)) {
				fprintf(stderr, "cardwright: --jobs takes a number from 1 to %d (the cores online)\n", maxjobs);
				return EXIT_USAGE;
			}
			o.jobs = (int)v;
		} else if (!strcmp(argv[i], "--bots")) {
			if (once(&seen, 16, "--bots"))
				return EXIT_USAGE;
			if (i + 1 >= argc)
				return usage_error("--bots takes a list of bots, e.g. greedy,random%s", "");
			char *list = argv[++i], *p = list;
			nbots = 0;
			for (;;) {
				size_t n = strcspn(p, ",");
				char name[48];
				int kind, budget;
				snprintf(name, sizeof name, "%.*s", (int)(n < 47 ? n : 47), p);
				if (cw_bot_parse(name, &kind, &budget, &err)) {
					fprintf(stderr, "cardwright: %s\n", err.msg);
					return EXIT_USAGE;
				}
				if (nbots == CW_MAX_SEATS)
					return usage_error("--bots takes at most 8 bots%s", "");
				o.bots[++nbots] = kind;
				o.budget[nbots] = budget;
				if (!p[n])
					break;
				p += n + 1;
			}
		} else if (!strcmp(argv[i], "--compare")) {
			const char *x = i + 1 < argc ? argv[++i] : NULL;
			size_t xn = x ? strlen(x) : 0;
			int file = x && (strchr(x, '/') || (xn > 4 && !strcmp(x + xn - 4, ".lua")));
			if (!x || !*x || x[0] == '=' || x[0] == '-')
				return usage_error("--compare needs a VARIANT, a variant FILE.lua or NAME=VALUE%s", "");
			if (strchr(x, '=') && !file) {
				if (o.ncompare == MAX_RULES)
					return usage_error("too many --compare rules%s", "");
				compare[o.ncompare++] = x;
			} else if (o.compare_variant)
				return usage_error("--compare takes one other variant (and any number of NAME=VALUE)%s", "");
			else
				o.compare_variant = x;
		} else if (!strcmp(argv[i], "--plot")) {
			if (once(&seen, 32, "--plot"))
				return EXIT_USAGE;
			if (i + 1 >= argc)
				return usage_error("--plot takes FILE.svg or FILE.png%s", "");
			o.plot = argv[++i];
		} else if (!strcmp(argv[i], "--shard")) {
			if (once(&seen, 64, "--shard"))
				return EXIT_USAGE;
			long a, b;
			if (i + 1 >= argc || (a = strtol(argv[++i], &end, 10)) < 1 || *end != '/' ||
			    !parse_long(end + 1, 1, CW_SIM_MAX_SHARDS, &b) || a > b)
				return usage_error("--shard takes I/N with 1 <= I <= N <= 1000, e.g. 2/4%s", "");
			o.shard = (int)a;
			o.nshards = (int)b;
		} else if (!strcmp(argv[i], "--json")) {
			if (once(&seen, 256, "--json"))
				return EXIT_USAGE;
			o.json = 1;
		} else if (!strcmp(argv[i], "--record")) {
			if (once(&seen, 128, "--record"))
				return EXIT_USAGE;
			if (i + 1 >= argc || !argv[i + 1][0])
				return usage_error("--record takes a DIR (one replay file per game)%s", "");
			int made = cw_sim_record_dir(argv[++i]);
			if (made == -2)
				return usage_error("--record %s: it already holds recordings (game-N.replay); a run never "
						   "writes over them: give a new or empty directory", argv[i]);
			if (made) {
				char line[1024];
				snprintf(line, sizeof line, "--record %s: %s", argv[i], strerror(errno));
				return usage_error("%s", line);
			}
		} else if (argv[i][0] == '-')
			return usage_error("sim: unknown option '%s' (see 'cardwright help')", argv[i]);
		else if (!o.variant)
			o.variant = argv[i];
		else
			return usage_error("sim: unexpected argument '%s'", argv[i]);
	}
	if (merge) {
		const char *files[CW_SIM_MAX_SHARDS];
		int nfiles = 0;
		for (int i = merge; i < argc; i++) {
			if (!strcmp(argv[i], "--json"))
				o.json = 1;
			else if (!strcmp(argv[i], "--plot") && i + 1 < argc)
				o.plot = argv[++i];
			else if (argv[i][0] == '-')
				return usage_error("sim --merge: unknown option '%s' (expected --json or --plot FILE)", argv[i]);
			else if (nfiles == CW_SIM_MAX_SHARDS)
				return usage_error("sim --merge: too many files%s", "");
			else
				files[nfiles++] = argv[i];
		}
		if (o.variant || !nfiles)
			return usage_error("usage: cardwright sim --merge SHARD.json... [--json] [--plot FILE.svg|FILE.png]%s", "");
		if (cw_sim_merge(files, nfiles, o.json, o.plot, stdout, &err))
			return fail(&err);
		return 0;
	}
	if (rule_twice(rules, o.nrules, "--rule") || rule_twice(compare, o.ncompare, "--compare"))
		return EXIT_USAGE;
	if (!o.variant)
		return usage_error("sim needs a VARIANT (see 'cardwright variants')%s", "");
	if (!o.players && nbots > 1)
		o.players = nbots, o.players_from_bots = 1;
	else if (!o.players)
		o.players = cw_sim_default_players(&o);
	if (nbots == 1)
		for (int s = 2; s <= o.players; s++)
			o.bots[s] = o.bots[1], o.budget[s] = o.budget[1];
	else if (nbots && nbots != o.players) {
		fprintf(stderr, "cardwright: --bots names %d bots for %d players\n", nbots, o.players);
		return EXIT_USAGE;
	}
	int rc = cw_sim_run(&o, stdout, &err);
	fflush(stdout);
	if (rc)
		return fail(&err);
	if (cw_sim_interrupted()) {
		fprintf(stderr, "cardwright: interrupted; the summary covers the games finished\n");
		return 130;
	}
	return 0;
}

/* score VARIANT [--rule K=V]... 'LAYOUT' : one layout's value.
** score VARIANT [--rule K=V]... --caller SEAT 'L1' 'L2' ... : each seat's
** hole score with the caller rules, one layout per seat. */
static int cmd_score(char **path, int argc, char **argv)
{
	const char *rules[MAX_RULES], *variant = NULL, *layouts[CW_MAX_SEATS];
	int nrules = 0, nlayouts = 0, caller = -1, explain = 0, options_done = 0, valid = 1;
	long v;
	for (int i = 0; i < argc; i++) {
		/* A layout may begin with '-' (an empty slot, CABO-X2): after `--`
		** everything is a layout, and a word with a space never an option. */
		if (!options_done && !strcmp(argv[i], "--")) {
			options_done = 1;
			continue;
		}
		if (options_done || (argv[i][0] == '-' && strchr(argv[i], ' '))) {
			if (!variant)
				variant = argv[i];
			else if (nlayouts == CW_MAX_SEATS)
				return usage_error("score: at most 8 layouts%s", "");
			else
				layouts[nlayouts++] = argv[i];
			continue;
		}
		int r = take_rule(argc, argv, &i, rules, &nrules);
		if (r < 0)
			return rule_error(r);
		if (r)
			continue;
		if (!strcmp(argv[i], "--caller")) {
			if (caller >= 0)
				return usage_error("--caller is given twice: give it once%s", "");
			if (i + 1 >= argc || !parse_long(argv[++i], 0, CW_MAX_SEATS, &v))
				return usage_error("--caller takes a seat number (0 for no caller)%s", "");
			caller = (int)v;
		} else if (!strcmp(argv[i], "--explain")) {
			explain = 1;
		} else if (argv[i][0] == '-' && argv[i][1])
			return usage_error("score: unknown option '%s' (expected --rule, --caller, --explain, or -- before a layout that begins with '-')", argv[i]);
		else if (!variant)
			variant = argv[i];
		else if (nlayouts == CW_MAX_SEATS)
			return usage_error("score: at most 8 layouts%s", "");
		else
			layouts[nlayouts++] = argv[i];
	}
	if (rule_twice(rules, nrules, "--rule"))
		return EXIT_USAGE;
	if (!variant || !nlayouts)
		return usage_error("score needs a VARIANT and a LAYOUT, e.g. cardwright score golf4 'AS 10H / KD QC'%s", "");
	if (nlayouts > 1 && caller < 0)
		return usage_error("score: several layouts need --caller SEAT (0 when nobody called)%s", "");
	if (explain && caller >= 0)
		return usage_error("score: --explain takes one layout, without --caller%s", "");
	cw_err err;
	cw_runtime *rt = open_variant(path, variant, rules, nrules, 0, &err);
	if (!rt)
		return fail(&err);
	int rc = CW_OK, score = 0, scores[CW_MAX_SEATS + 1];
	if (caller >= 0) {
		/* One layout per seat: the table is as large as the layouts given. */
		rc = cw_runtime_configure(rt, nlayouts, &err);
		if (rc && err.code == CW_EPLAYERS) {
			/* the seats are the layouts given: say so in those words */
			char was[sizeof err.msg];
			snprintf(was, sizeof was, "%s", err.msg);
			cw_error_fail(&err, CW_EINVAL, "--caller scores one layout per seat, and %s: give %s", was,
				      nlayouts == 1 ? "a layout for each seat" : "as many layouts as seats");
		}
		if (!rc)
			rc = cw_runtime_score_table(rt, layouts, nlayouts, caller, scores, &err);
		if (!rc)
			for (int s = 1; s <= nlayouts; s++)
				printf("seat %d: %d\n", s, scores[s]);
		/* A variant with no call (CAM-E1: the stock ends the round):
		** a caller that changes no score is said to, not taken silently.
		** Not where some seat as the caller would change a score (G9-4's
		** first to expose all cards, under lowest_zero): the variant has
		** a caller's rule, which these layouts leave as it is. */
		const cw_verbs *vs = cw_runtime_verbs(rt);
		int calls = 0, uncalled[CW_MAX_SEATS + 1], other[CW_MAX_SEATS + 1];
		for (int k = 0; !rc && k < vs->n; k++)
			calls |= (vs->v[k].roles & CW_ROLE_CALL) != 0;
		int same = !rc && caller > 0 && !calls && !cw_runtime_score_table(rt, layouts, nlayouts, 0, uncalled, &err);
		for (int s = 1; same && s <= nlayouts; s++)
			same = !cw_runtime_score_table(rt, layouts, nlayouts, s, other, &err) &&
			       !memcmp(uncalled + 1, other + 1, sizeof *other * (size_t)nlayouts);
		if (same)
			fprintf(stderr, "note: %s has no call action, and a caller changes no score here\n",
				cw_runtime_variant_name(rt));
	} else {
		/* The smallest table the variant allows is enough to score a layout. */
		rc = cw_runtime_configure_fewest(rt, NULL, &err);
		if (!rc && (explain || cw_runtime_melds(rt))) {
			/* A table of melds is checked and counted, not summed. */
			char *text = cw_runtime_melds(rt) ? cw_runtime_explain_melds(rt, layouts[0], &valid, &err) :
				     cw_runtime_explain_layout(rt, layouts[0], &err);
			rc = text ? CW_OK : err.code;
			if (text) {
				cw_text_fputs(text, stdout, CW_TEXT_LINES);	/* may quote the script */
				if (*text && text[strlen(text) - 1] != '\n')
					putchar('\n');	/* a variant's own explain may end without one */
			}
			free(text);
		} else {
			if (!rc)
				rc = cw_runtime_score_layout(rt, layouts[0], &score, &err);
			if (!rc)
				printf("%d\n", score);
		}
	}
	cw_runtime_free(rt);
	/* a table with a group that is not a meld: said, and exit 1 */
	return rc ? fail(&err) : !valid;
}

/* The path of a test file: the folder lib/ beside it first (the helpers
** its tests share), then the variant path. Caller frees the array only. */
static const char **test_path(char **path, const char *file, char *lib, size_t n)
{
	size_t len = 0;
	while (path[len])
		len++;
	const char **out = calloc(len + 2, sizeof *out);
	if (!out)
		return NULL;
	const char *slash = strrchr(file, '/');
	int dir = slash ? (int)(slash - file) : 1;
	snprintf(lib, n, "%.*s/lib", dir, slash ? file : ".");
	struct stat st;
	size_t k = 0;
	if (!stat(lib, &st) && S_ISDIR(st.st_mode))
		out[k++] = lib;
	for (size_t i = 0; i < len; i++)
		out[k++] = path[i];
	return out;
}

static int cmd_test(char **path, int argc, char **argv)
{
	if (argc == 1 && wants_help(argc, argv))
		return command_help("test");
	if (argc != 1)
		return usage_error("test takes one FILE.lua%s", "");
	/* a file named by its path (a '/' or the .lua suffix, as the variant
	** path reads it) that is not there, or not a file, is the user's word:
	** a usage error, before any test runs */
	struct stat sb;
	size_t an = strlen(argv[0]);
	int named = strchr(argv[0], '/') || (an > 4 && !strcmp(argv[0] + an - 4, ".lua"));
	if (named && (stat(argv[0], &sb) || !S_ISREG(sb.st_mode)))
		return usage_error("test: no test file %s: there is no such file", argv[0]);
	cw_err err;
	char lib[PATH_MAX];
	const char **tpath = test_path(path, argv[0], lib, sizeof lib);
	if (!tpath)
		return fail(&(cw_err){ .code = CW_ENOMEM, .msg = "out of memory" });
	cw_runtime_config cfg = { tpath, 0, 0 };
	cw_runtime *rt = cw_runtime_new(&cfg, &err);
	if (!rt) {
		free(tpath);
		return fail(&err);
	}
	err.code = CW_OK;
	int rc = cw_runtime_run_test(rt, argv[0], cw_record_seed_dealt, &err);
	cw_runtime_free(rt);
	free(tpath);
	if (rc && err.code == CW_ENOTFOUND)
		return usage_error("test: no test file: %s (expected a FILE.lua)", err.msg);
	return rc ? 1 : 0;
}

static int cmd_check(char **path, int argc, char **argv)
{
	const char *rules[MAX_RULES];
	cw_check_opts o = { .games = 100, .seed = 1, .rules = rules, .out_dir = "." };
	cw_err err;
	unsigned seen = 0;
	if ((argc = split_eq(argc, argv, &argv)) < 0)
		return usage_error("check: out of memory%s", "");
	for (int i = 0; i < argc; i++) {
		int r = take_rule(argc, argv, &i, rules, &o.nrules);
		if (r < 0)
			return rule_error(r);
		if (r)
			continue;
		if ((r = games_arg(argc, argv, &i, &seen, CW_TABLE_MAX_CHECK_GAMES, &o.games, &o.players, &o.seed)) < 0)
			return EXIT_USAGE;
		if (r)
			continue;
		if (!strcmp(argv[i], "--out")) {
			if (once(&seen, 8, "--out"))
				return EXIT_USAGE;
			if (i + 1 >= argc)
				return usage_error("--out takes a directory%s", "");
			o.out_dir = argv[++i];
		} else if (!strcmp(argv[i], "--quiet") || !strcmp(argv[i], "-q")) {
			o.quiet = 1;
		} else if (!strcmp(argv[i], "--defaults")) {
			o.defaults_only = 1;
		} else if (!strcmp(argv[i], "--max-games")) {
			if (once(&seen, 16, "--max-games"))
				return EXIT_USAGE;
			if (cw_table_arg_games("--max-games", next_arg(argc, argv, &i), CW_TABLE_MAX_CHECK_GAMES,
					       &o.max_games, &err))
				return arg_error(&err);
		} else if (argv[i][0] == '-')
			return usage_error("check: unknown option '%s' (expected --games, --players, --seed, --rule, --out, --quiet, --defaults, --max-games)", argv[i]);
		else if (!o.variant)
			o.variant = argv[i];
		else
			return usage_error("check: unexpected argument '%s'", argv[i]);
	}
	if (rule_twice(rules, o.nrules, "--rule"))
		return EXIT_USAGE;
	if (!o.variant)
		return usage_error("check needs a VARIANT or a FILE.lua%s", "");
	return cw_check_run(&o, path);
}

/* Whether a `replay --to` copy was left as it was made (`before`) but
** for lines appended that play nothing (seatless records: the next
** round's deal, its lead, a round's result and total), written when a
** game loaded at a round's end deals on. A copy written over (an undo)
** or with an action is kept. */
static int only_deals_since(const char *tmp, const struct stat *before, const struct stat *after)
{
	if (after->st_size == before->st_size && after->st_mtime == before->st_mtime)
		return 1;
	if (after->st_size < before->st_size || after->st_size - before->st_size > 1 << 16)
		return 0;
	FILE *f = fopen(tmp, "r");
	if (!f)
		return 0;
	int only = fseek(f, (long)before->st_size, SEEK_SET) == 0;
	char line[4096];
	while (only && fgets(line, sizeof line, f)) {
		/* a seatless record (no player is named so) or a comment */
		size_t w = strcspn(line, " \n");
		only = strchr(line, '\n') && (line[0] == '\n' || line[0] == '#' || cw_table_record_word(line, w));
	}
	fclose(f);
	return only;
}

static int cmd_replay(char **path, int argc, char **argv)
{
	const char *file = NULL, *as = NULL, *export_as = NULL;
	int reveal = 0, step = 0;
	long to = 0;
	unsigned seen = 0;
	for (int i = 0; i < argc; i++) {
		/* one seat's view: a second --as would show other cards than the
		** first one named, so each option is given once */
		static const char *const flags[] = { "--as", "--export-as", "--reveal", "--step", "--to" };
		for (unsigned k = 0; k < sizeof flags / sizeof *flags; k++)
			if (!strcmp(argv[i], flags[k]) && once(&seen, 1u << k, flags[k]))
				return EXIT_USAGE;
		if (!strcmp(argv[i], "--as")) {
			if (i + 1 >= argc)
				return usage_error("--as takes a SEAT (a number or a player's name)%s", "");
			as = argv[++i];
		} else if (!strcmp(argv[i], "--export-as")) {
			if (i + 1 >= argc)
				return usage_error("--export-as takes a SEAT (a number or a player's name)%s", "");
			export_as = argv[++i];
		} else if (!strcmp(argv[i], "--reveal")) {
			reveal = 1;
		} else if (!strcmp(argv[i], "--step")) {
			step = 1;
		} else if (!strcmp(argv[i], "--to")) {
			if (i + 1 >= argc || !parse_long(argv[++i], 1, 100000000L, &to))
				return usage_error("--to takes a line number N (1 or more)%s", "");
		} else if (argv[i][0] == '-' && argv[i][1])
			return usage_error("replay: unknown option '%s' (see 'cardwright help')", argv[i]);
		else if (!file)
			file = argv[i];
		else
			return usage_error("replay: unexpected argument '%s' (replay takes one FILE)", argv[i]);
	}
	if (!file)
		return usage_error("replay takes one FILE%s", "");
	const char *const *cpath = (const char *const *)path;
	if ((as != NULL) + reveal + (export_as != NULL) + (to > 0) > 1)
		return usage_error("replay: --as, --reveal, --export-as and --to go one at a time%s", "");
	if (step && !as && !reveal)
		return usage_error("replay: --step goes with --as SEAT or --reveal%s", "");
	/* a game still being played: a seat's view, every card, or a table
	** played on from it would show whoever is at the terminal cards its
	** people have not seen */
	char shown[4 * 256 + 4];
	int playing = cw_record_in_play(file);
	if (playing && (export_as || as || reveal || to)) {
		fprintf(stderr, "cardwright: %s " CW_RECORD_IN_PLAY ": --as, --reveal, --export-as and --to show its "
			"cards once that game has ended ('replay FILE' checks the recording itself now)\n",
			cw_text_safe(shown, sizeof shown, file, 0));
		return 2;
	}
	/* a copy checked line by line would tell its hidden cards in what it
	** finds wrong (a score, a legal list): only the recording itself */
	if (playing && !cw_record_live(file)) {
		fprintf(stderr, "cardwright: %s " CW_RECORD_IN_PLAY ": it is checked once that game has ended\n",
			cw_text_safe(shown, sizeof shown, file, 0));
		return 2;
	}
	if (export_as)
		return cw_replay_export(file, cpath, export_as, stdout, stderr);
	if (as || reveal)
		return cw_replay_show(file, cpath, as, step, stdin, stdout, stderr);
	if (to) {
		char tmp[1024];
		int rc = cw_replay_prefix(file, cpath, (int)to, tmp, sizeof tmp, stderr);
		if (rc)
			return rc;
		char tshown[4 * sizeof tmp + 4];	/* TMPDIR is the environment's: shown safe */
		cw_text_fputs(file, stdout, 0);	/* a file's name: shown safe */
		printf(" up to line %ld; the game goes on recorded in %s\n", to, cw_text_safe(tshown, sizeof tshown, tmp, 0));
		fflush(stdout);
		struct stat before, after;
		int known = !stat(tmp, &before);
		char *rargv[] = { "--resume", tmp, NULL };
		rc = cw_repl_main(path, 2, rargv, 1);
		/* nothing played on (a look at the position): the copy holds
		** nothing the original does not but the next deal, written as
		** the game was loaded at a round's end, and is not left in TMPDIR */
		if (known && !stat(tmp, &after) && only_deals_since(tmp, &before, &after) && !unlink(tmp))
			printf("nothing was played on: %s is removed\n", tshown);
		return rc;
	}
	return cw_replay_verify(file, cpath, stdout, stderr);
}

static int cmd_new(char **path, int argc, char **argv)
{
	return cw_newrule_main(path, argc, argv);
}

int main(int argc, char **argv)
{
	if (argc >= 2 && (!strcmp(argv[1], "help") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		fputs(usage_text, stdout);
		return 0;
	}
	char **path = cw_paths_variants();
	const char *cmd = argc >= 2 ? argv[1] : "";
	int rc;
	if (argc > 2 && strcmp(cmd, "test") && wants_help(argc - 2, argv + 2)) {
		cw_paths_free(path);
		return command_help(cmd);
	}
	if (argc < 2)
		rc = cw_repl_main(path, 0, NULL, 0);
	else if (!strcmp(cmd, "play"))
		rc = cw_repl_main(path, argc - 2, argv + 2, 1);
	else if (!strcmp(cmd, "variants"))
		rc = cmd_variants(path);
	else if (!strcmp(cmd, "rules"))
		rc = cmd_rules(path, argc - 2, argv + 2);
	else if (!strcmp(cmd, "sim"))
		rc = cmd_sim(path, argc - 2, argv + 2);
	else if (!strcmp(cmd, "score"))
		rc = cmd_score(path, argc - 2, argv + 2);
	else if (!strcmp(cmd, "test"))
		rc = cmd_test(path, argc - 2, argv + 2);
	else if (!strcmp(cmd, "check"))
		rc = cmd_check(path, argc - 2, argv + 2);
	else if (!strcmp(cmd, "replay"))
		rc = cmd_replay(path, argc - 2, argv + 2);
	else if (!strcmp(cmd, "new"))
		rc = cmd_new(path, argc - 2, argv + 2);
	else if (!strcmp(cmd, "serve"))
		rc = cw_serve_main(path, argc - 2, argv + 2);
	else
		rc = usage_error("unknown command '%s' (see 'cardwright help')", cmd);
	cw_paths_free(path);
	/* Output cut short (a full disk, a file size limit) is no success: a
	** summary or a log written to a file is whole, or the run fails. */
	errno = 0;
	if ((fflush(stdout) || ferror(stdout)) && rc == 0) {
		fprintf(stderr, "cardwright: cannot write the output%s%s\n", errno ? ": " : "", errno ? strerror(errno) : "");
		rc = 2;
	}
	return rc;
}
