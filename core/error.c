#include <stdio.h>
#include <string.h>
#include "error.h"
#include "text.h"

int cw_error_vfail(cw_err *err, int code, const char *fmt, va_list ap)
{
	if (err) {
		err->code = code;
		err->file[0] = '\0';
		err->line = 0;
		err->hook[0] = '\0';
		vsnprintf(err->msg, sizeof err->msg, fmt, ap);
		/* A message often quotes a script or a file: it is made safe
		** to show here, once, for every caller (DESIGN principle 10). */
		size_t len = strlen(err->msg);
		if (!cw_text_is_safe(err->msg, len, 0)) {
			char safe[CW_ERRMSG_MAX];
			cw_text_escape(safe, sizeof safe, err->msg, len, 0);
			memcpy(err->msg, safe, sizeof safe);
		}
	}
	return code;
}

int cw_error_fail(cw_err *err, int code, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	cw_error_vfail(err, code, fmt, ap);
	va_end(ap);
	return code;
}

void cw_error_clear(cw_err *err)
{
	if (err) {
		err->code = CW_OK;
		err->msg[0] = '\0';
		err->file[0] = '\0';
		err->line = 0;
		err->hook[0] = '\0';
	}
}
