/*
** Reading a file named by a stranger: a replay, a variant script, a
** simulator report. Only a regular file is read: a FIFO or a device
** would block the open or the read for ever (or read the person's own
** input), so the open does not wait (O_NONBLOCK) and anything else is
** refused. The read is bounded whatever the file says of its size (a
** file that grows while it is read).
*/
#ifndef CW_FILE_H
#define CW_FILE_H

#include <stddef.h>
#include <stdio.h>

#include "error.h"

/* Opens path for reading if it is a regular file of at most max bytes
** (0: any size); *size (if not NULL) is set to the file's size as it was
** opened, also when it is too big. NULL on failure, with err: CW_EIO (the
** system's reason: no such file, permission), CW_EINVAL ("not a regular
** file") or CW_ELIMIT ("N bytes: expected at most M"); the message holds
** the reason only, so callers can put their own words and the file's
** name before it. */
FILE *cw_file_open(const char *path, size_t max, long long *size, cw_err *err);

/* The whole of a regular file of at most max bytes, NUL-terminated
** (malloc'd; *len its length); NULL with err as cw_file_open's, or
** CW_ELIMIT when more than max bytes could be read. */
char *cw_file_read(const char *path, size_t max, size_t *len, cw_err *err);

#endif
