#define _DEFAULT_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "paths.h"

static int is_dir(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static void add(char ***list, int *n, const char *dir)
{
	char **l = realloc(*list, sizeof *l * (size_t)(*n + 2));
	if (!l)
		return;
	*list = l;
	if ((l[*n] = strdup(dir)))
		(*n)++;
	l[*n] = NULL;
}

char **cw_paths_variants(void)
{
	char **list = calloc(1, sizeof *list);
	int n = 0;
	char buf[PATH_MAX];
	const char *env = getenv("CARDWRIGHT_PATH");
	if (env && *env) {
		char *copy = strdup(env), *save = NULL;
		for (char *d = copy ? strtok_r(copy, ":", &save) : NULL; d; d = strtok_r(NULL, ":", &save))
			add(&list, &n, d);
		free(copy);
	}
	const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
	if (xdg && *xdg == '/')	/* a relative one is ignored (the XDG base directory spec) */
		snprintf(buf, sizeof buf, "%s/cardwright/variants", xdg);
	else if (home && *home)
		snprintf(buf, sizeof buf, "%s/.config/cardwright/variants", home);
	else
		buf[0] = '\0';
	if (buf[0] && is_dir(buf))
		add(&list, &n, buf);
	ssize_t len = readlink("/proc/self/exe", buf, sizeof buf - 40);
	if (len > 0) {
		buf[len] = '\0';
		char *slash = strrchr(buf, '/');
		if (slash) {
			strcpy(slash, "/variants");
			if (is_dir(buf))
				add(&list, &n, buf);
			else {
				strcpy(slash, "/../share/cardwright/variants");
				if (is_dir(buf))
					add(&list, &n, buf);
			}
		}
	}
	return list;
}

void cw_paths_free(char **path)
{
	for (int i = 0; path && path[i]; i++)
		free(path[i]);
	free(path);
}

int cw_paths_make_dirs(const char *dir, unsigned mode)
{
	char tmp[PATH_MAX];
	if (!dir || !*dir || strlen(dir) >= sizeof tmp) {
		errno = ENAMETOOLONG;
		return -1;
	}
	snprintf(tmp, sizeof tmp, "%s", dir);
	for (char *p = tmp + 1; *p; p++)
		if (*p == '/') {
			*p = '\0';
			if (mkdir(tmp, (mode_t)mode) && errno != EEXIST)
				return -1;
			*p = '/';
		}
	if (mkdir(tmp, (mode_t)mode) && errno != EEXIST)
		return -1;
	if (!is_dir(tmp)) {
		errno = ENOTDIR;
		return -1;
	}
	return 0;
}

const char *cw_paths_state(const char *name, char *buf, size_t n)
{
	const char *xdg = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
	char dir[PATH_MAX];
	buf[0] = '\0';
	if (xdg && *xdg == '/')	/* a relative one is ignored (the XDG base directory spec) */
		snprintf(dir, sizeof dir, "%s/cardwright/%s", xdg, name);
	else if (home && *home)
		snprintf(dir, sizeof dir, "%s/.local/state/cardwright/%s", home, name);
	else
		return NULL;
	char *slash = strrchr(dir, '/');
	*slash = '\0';
	cw_paths_make_dirs(dir, 0700);
	*slash = '/';
	snprintf(buf, n, "%s", dir);
	return buf;
}

const char *cw_paths_recording(const char *variant, char *buf, size_t n)
{
	struct timespec now;
	struct tm tm;
	char name[160];
	clock_gettime(CLOCK_REALTIME, &now);
	localtime_r(&now.tv_sec, &tm);
	snprintf(name, sizeof name, "games/%04d%02d%02d-%02d%02d%02d.%03ld-%ld-%.64s.replay", tm.tm_year + 1900,
		 tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, now.tv_nsec / 1000000, (long)getpid(),
		 variant);
	return cw_paths_state(name, buf, n);
}
