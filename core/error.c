#include <stdio.h>
#include "error.h"

int cw_vfail(cw_err *err, int code, const char *fmt, va_list ap)
{
	if (err) {
		err->code = code;
		err->file[0] = '\0';
		err->line = 0;
		vsnprintf(err->msg, sizeof err->msg, fmt, ap);
	}
	return code;
}

int cw_fail(cw_err *err, int code, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	cw_vfail(err, code, fmt, ap);
	va_end(ap);
	return code;
}

void cw_err_clear(cw_err *err)
{
	if (err) {
		err->code = CW_OK;
		err->msg[0] = '\0';
		err->file[0] = '\0';
		err->line = 0;
	}
}
