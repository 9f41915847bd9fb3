/*
** cardwright: the command-line program.
**
**   cardwright                          the REPL
**   cardwright play VARIANT [--players ana,bot,bot] [--seed N] [--rule K=V]...
**   cardwright play --resume FILE       go on with a recorded game
**   cardwright variants                 list the variants on the path
**   cardwright rules VARIANT            a variant's summary and options
**   cardwright sim VARIANT [--games N] [--players N] [--seed S] [--rule K=V]...
**   cardwright score VARIANT [--rule K=V]... 'LAYOUT'
**   cardwright test FILE.lua            run a variant test file (TAP)
**   cardwright replay FILE              verify a recorded game
**
** Command-line misuse exits with status 2 and one line on stderr.
*/
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "paths.h"
#include "repl.h"
#include "replay.h"
#include "sim.h"
#include "../lua/runtime.h"

#define EXIT_USAGE 2
#define MAX_RULES 64

static const char usage_text[] =
	"usage: cardwright COMMAND [ARGS]\n"
	"       cardwright                  (the REPL: play at the terminal)\n"
	"commands:\n"
	"  play VARIANT [--players ana,bot,bot] [--seed N] [--rule K=V]...\n"
	"                                    play a game at the terminal\n"
	"  variants                          list the installed variants\n"
	"  rules VARIANT                     a variant's rules summary and options\n"
	"  sim VARIANT [--games N] [--players N] [--seed S] [--rule K=V]...\n"
	"                                    play N games between random players\n"
	"  score VARIANT [--rule K=V]... 'LAYOUT'\n"
	"                                    score one layout, e.g. 'AS 10H / KD QC'\n"
	"  test FILE.lua                     run a variant test file (TAP output)\n"
	"  replay FILE                       verify a recorded game and print the standings\n"
	"  help                              this text\n";

static int usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "cardwright: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n");
	return EXIT_USAGE;
}

static int fail(const cw_err *err)
{
	fprintf(stderr, "cardwright: %s\n", err->msg);
	return err->code == CW_EINVAL ? EXIT_USAGE : 1;
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
	cw_runtime_config cfg = { (const char *const *)path, 0, 0 };
	cw_runtime *rt = cw_runtime_new(&cfg, err);
	if (!rt)
		return NULL;
	if (cw_runtime_load(rt, name, err))
		goto fail;
	for (int i = 0; i < nrules; i++) {
		const char *eq = strchr(rules[i], '=');
		char key[64];
		if (!eq || eq == rules[i]) {
			cw_fail(err, CW_EINVAL, "bad rule '%s': expected NAME=VALUE", rules[i]);
			goto fail;
		}
		snprintf(key, sizeof key, "%.*s", (int)(eq - rules[i]), rules[i]);
		if (cw_runtime_set_option(rt, key, eq + 1, err))
			goto fail;
	}
	if (players && cw_runtime_configure(rt, players, err))
		goto fail;
	return rt;
fail:
	cw_runtime_free(rt);
	return NULL;
}

static void print_variant(const char *name, const char *title, void *ud)
{
	(void)ud;
	printf("%-16s %s\n", name, title);
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
	if (argc != 1)
		return usage_error("rules takes one VARIANT%s", "");
	cw_err err;
	cw_runtime *rt = open_variant(path, argv[0], NULL, 0, 0, &err);
	if (!rt)
		return fail(&err);
	char *text = cw_runtime_describe(rt, &err);
	cw_runtime_free(rt);
	if (!text)
		return fail(&err);
	fputs(text, stdout);
	free(text);
	return 0;
}

/* Reads --rule K=V options into rules[]; returns the index of the first
** other argument handled by the caller, or -1 on error. */
static int take_rule(int argc, char **argv, int *i, const char **rules, int *nrules)
{
	if (strcmp(argv[*i], "--rule") && strcmp(argv[*i], "-r"))
		return 0;
	if (*i + 1 >= argc)
		return -1;
	if (*nrules == MAX_RULES)
		return -1;
	rules[(*nrules)++] = argv[++*i];
	return 1;
}

static int cmd_sim(char **path, int argc, char **argv)
{
	const char *rules[MAX_RULES];
	cw_sim_opts o = { .games = 100, .players = 4, .seed = 1, .rules = rules, .path = (const char *const *)path };
	long v;
	for (int i = 0; i < argc; i++) {
		int r = take_rule(argc, argv, &i, rules, &o.nrules);
		if (r < 0)
			return usage_error("--rule needs NAME=VALUE%s", "");
		if (r)
			continue;
		if (!strcmp(argv[i], "--games")) {
			if (i + 1 >= argc || !parse_long(argv[++i], 1, 1000000000L, &v))
				return usage_error("--games takes a number from 1 to 1000000000%s", "");
			o.games = v;
		} else if (!strcmp(argv[i], "--players")) {
			if (i + 1 >= argc || !parse_long(argv[++i], 1, 8, &v))
				return usage_error("--players takes a number from 1 to 8%s", "");
			o.players = (int)v;
		} else if (!strcmp(argv[i], "--seed")) {
			if (i + 1 >= argc || !parse_long(argv[++i], 0, 0x7fffffffffffffffL, &v))
				return usage_error("--seed takes a non-negative number%s", "");
			o.seed = (uint64_t)v;
		} else if (argv[i][0] == '-')
			return usage_error("sim: unknown option '%s' (expected --games, --players, --seed or --rule)", argv[i]);
		else if (!o.variant)
			o.variant = argv[i];
		else
			return usage_error("sim: unexpected argument '%s'", argv[i]);
	}
	if (!o.variant)
		return usage_error("sim needs a VARIANT (see 'cardwright variants')%s", "");
	cw_err err;
	if (cw_sim_run(&o, stdout, &err))
		return fail(&err);
	return 0;
}

static int cmd_score(char **path, int argc, char **argv)
{
	const char *rules[MAX_RULES], *variant = NULL, *layout = NULL;
	int nrules = 0;
	for (int i = 0; i < argc; i++) {
		int r = take_rule(argc, argv, &i, rules, &nrules);
		if (r < 0)
			return usage_error("--rule needs NAME=VALUE%s", "");
		if (r)
			continue;
		if (argv[i][0] == '-' && argv[i][1])
			return usage_error("score: unknown option '%s' (expected --rule)", argv[i]);
		if (!variant)
			variant = argv[i];
		else if (!layout)
			layout = argv[i];
		else
			return usage_error("score: unexpected argument '%s' (quote the layout: 'AS 10H / KD QC')", argv[i]);
	}
	if (!variant || !layout)
		return usage_error("score needs a VARIANT and a LAYOUT, e.g. cardwright score golf4 'AS 10H / KD QC'%s", "");
	cw_err err;
	cw_runtime *rt = open_variant(path, variant, rules, nrules, 0, &err);
	if (!rt)
		return fail(&err);
	/* The smallest table the variant allows is enough to score a layout. */
	int rc = CW_OK, score = 0;
	for (int n = 1; n <= 8; n++) {
		rc = cw_runtime_configure(rt, n, &err);
		if (rc == CW_OK || !strstr(err.msg, "players"))
			break;
	}
	if (!rc)
		rc = cw_runtime_score_layout(rt, layout, &score, &err);
	cw_runtime_free(rt);
	if (rc)
		return fail(&err);
	printf("%d\n", score);
	return 0;
}

static int cmd_test(char **path, int argc, char **argv)
{
	if (argc != 1)
		return usage_error("test takes one FILE.lua%s", "");
	cw_err err;
	cw_runtime_config cfg = { (const char *const *)path, 0, 0 };
	cw_runtime *rt = cw_runtime_new(&cfg, &err);
	if (!rt)
		return fail(&err);
	int rc = cw_runtime_run_test(rt, argv[0], &err);
	cw_runtime_free(rt);
	return rc ? 1 : 0;
}

static int cmd_replay(char **path, int argc, char **argv)
{
	if (argc != 1)
		return usage_error("replay takes one FILE%s", "");
	return cw_replay_verify(argv[0], (const char *const *)path, stdout, stderr);
}

int main(int argc, char **argv)
{
	if (argc >= 2 && (!strcmp(argv[1], "help") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		fputs(usage_text, stdout);
		return 0;
	}
	char **path = cw_variant_path();
	const char *cmd = argc >= 2 ? argv[1] : "";
	int rc;
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
	else if (!strcmp(cmd, "replay"))
		rc = cmd_replay(path, argc - 2, argv + 2);
	else
		rc = usage_error("unknown command '%s' (see 'cardwright help')", cmd);
	cw_paths_free(path);
	return rc;
}
