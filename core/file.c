/*
** Bounded reads of regular files only (file.h).
*/
#include "file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

FILE *cw_file_open(const char *path, size_t max, long long *size, cw_err *err)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0) {
		cw_error_fail(err, CW_EIO, "%s", strerror(errno));
		return NULL;
	}
	struct stat st;
	if (fstat(fd, &st) || !S_ISREG(st.st_mode)) {
		close(fd);
		cw_error_fail(err, CW_EINVAL, "not a regular file");
		return NULL;
	}
	if (size)
		*size = (long long)st.st_size;
	if (max && (unsigned long long)st.st_size > max) {
		close(fd);
		cw_error_fail(err, CW_ELIMIT, "%lld bytes: expected at most %zu", (long long)st.st_size, max);
		return NULL;
	}
	FILE *f = fdopen(fd, "rb");
	if (!f) {
		close(fd);
		cw_error_fail(err, CW_ENOMEM, "out of memory");
	}
	return f;
}

char *cw_file_read(const char *path, size_t max, size_t *len, cw_err *err)
{
	FILE *f = cw_file_open(path, max, NULL, err);
	if (!f)
		return NULL;
	char *buf = malloc(max + 1);
	size_t n = buf ? fread(buf, 1, max + 1, f) : 0;
	int failed = ferror(f);
	fclose(f);
	if (!buf || failed || n > max) {
		free(buf);
		if (!buf)
			cw_error_fail(err, CW_ENOMEM, "out of memory");
		else if (failed)
			cw_error_fail(err, CW_EIO, "cannot read it");
		else
			cw_error_fail(err, CW_ELIMIT, "more than %zu bytes", max);
		return NULL;
	}
	buf[n] = '\0';
	*len = n;
	return buf;
}
