/*
** Errors are values: a code, a one-line message and, when the error is a
** script's, the script file and line it arose at; filled by the callee
** and returned up. Callers decide by the code, never by reading the
** message. No function in core/ or lua/ exits or prints.
*/
#ifndef CW_ERROR_H
#define CW_ERROR_H

#include <stdarg.h>

enum cw_code {
	CW_OK = 0,
	CW_EINVAL,	/* malformed input: a token, an argument, a file line */
	CW_EILLEGAL,	/* well formed, but not legal at this decision point */
	CW_ESCRIPT,	/* a variant script failed: syntax, runtime, budget */
	CW_ENOMEM,	/* an allocation failed */
	CW_ELIMIT,	/* a fixed limit of the engine was reached */
	CW_EIO,		/* a file could not be read or written */
	CW_ESTATE,	/* the game is not in a state where this makes sense */
	CW_ECHANCE,	/* a recorded chance outcome (PW-20) is missing or does not fit */
	CW_EBUDGET,	/* a variant script ran out of its instruction budget */
	CW_ENOTFOUND,	/* no such variant (or module) on the variant path */
	CW_EPLAYERS,	/* the variant is not played by that number of seats */
	CW_ESTUCK,	/* the variant offers no legal action at a decision of the game */
	CW_ERESTOCK	/* a restock line (PW-20) does not fit the stock it rebuilds: a chance fault of its line */
};

/* Whether code is a recorded chance outcome's fault (the file's, not the
** script's): a chance record that is missing or does not fit. */
static inline int cw_error_chance(int code)
{
	return code == CW_ECHANCE || code == CW_ERESTOCK;
}

/* Whether code is a fault of the variant's script (its error, its budget,
** a decision it left without actions) rather than of the input. */
static inline int cw_error_script(int code)
{
	return code == CW_ESCRIPT || code == CW_EBUDGET || code == CW_ESTUCK;
}

#define CW_ERRMSG_MAX 512

typedef struct cw_err {
	int code;
	char msg[CW_ERRMSG_MAX];
	char file[64];		/* the script file of a script's error ("myrule.lua"); "" */
	int line;		/* its line there; 0 when not known */
	char hook[32];		/* the hook it arose in ("legal.draw", "score"); "" */
} cw_err;

/* Sets err (if not NULL: code, message, no file or line) and returns code;
** the message is made safe to show (text.h: controls and invalid UTF-8
** escaped, one line), so callers can write
** `return cw_error_fail(err, CW_EINVAL, "bad card '%s'", tok);`. */
int cw_error_fail(cw_err *err, int code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int cw_error_vfail(cw_err *err, int code, const char *fmt, va_list ap);
void cw_error_clear(cw_err *err);

#endif
