/*
 * preprocess.h - what the preprocessor's two files share: a token as the
 * scanner gave it (preprocess.c keeps the file's tokens, macro bodies and
 * arguments as arrays of them), and the evaluation of a %( CONDITION %?
 * (preprocess_cond.c).  Nothing outside pass 1 includes this.
 */
#ifndef PREPROCESS_H
#define PREPROCESS_H

#include "internal.h"
#include "parse_internal.h"
#include "parser.h"

/* SystemTap's version as systemtap_v answers it: the language pmprobe
 * follows (see pmprobe-lang(7), PREPROCESSOR). */
#define PMP_STAP_VERSION "5.1"

struct pp_tok {
	int kind;                 /* the parser's token number */
	PPSTYPE val;
	struct loc loc;
};

/* An array of tokens. */
struct tokv {
	struct pp_tok *t;
	size_t n, cap;
};

/* The truth of the condition T[0..N) of the '%(' at OPEN; false, after
 * a located error, when it is malformed.  OPT may be NULL. */
bool pp_condition(const struct pp_tok *t, size_t n, struct loc open,
		  const struct tr_options *opt);

#endif
