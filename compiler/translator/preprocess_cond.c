/*
 * preprocess_cond.c - the CONDITION of %( CONDITION %? ... %), as
 * SystemTap's preprocessor evaluates it: comparisons joined by && (which
 * binds tighter) and ||, without parentheses.  A comparison's left side
 * is kernel_v or kernel_vr (versions, compared by strverscmp; == and !=
 * with a wildcard match by fnmatch), systemtap_v (the same), arch,
 * runtime and CONFIG_* (== and != only, wildcard matches; an unset option
 * is ""), systemtap_privilege (the same), guru_mode (0 or 1), or a literal compared with a literal of its
 * type ($N, @N, $# and @# included).  The target kernel's facts come from
 * the driver through the translator's options.
 */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "preprocess.h"

struct cond {
	const struct pp_tok *t;
	size_t n, i;
	struct loc open;
	const struct tr_options *opt;
	bool bad;                 /* an error was reported */
};

/* The left sides a condition may name, and how they compare. */
enum side { SIDE_VERSION, SIDE_GLOB, SIDE_NUMBER };

static const struct pp_tok *peek(const struct cond *c)
{
	return c->i < c->n ? &c->t[c->i] : NULL;
}

static void fail(struct cond *c, const struct pp_tok *at, const char *msg, const char *what)
{
	if (!c->bad)
		error_at(at ? at->loc : c->open, msg, what);
	c->bad = true;
}

static bool apply(int op, long long d)
{
	switch (op) {
	case '<': return d < 0;
	case '>': return d > 0;
	case LE: return d <= 0;
	case GE: return d >= 0;
	case EQ: return d == 0;
	default: return d != 0;
	}
}

static bool has_wildcard(const char *s)
{
	return strpbrk(s, "*?[") != NULL;
}

/* LEFT OP RIGHT for a version (VERSION) or a glob match (else). */
static bool compare_str(int op, const char *left, const char *right, bool version)
{
	if ((op == EQ || op == NE) && (!version || has_wildcard(right)))
		return (fnmatch(right, left, 0) == 0) == (op == EQ);
	return apply(op, strverscmp(left, right));
}

/* The target kernel, or NULL after an error at T. */
static const struct tr_target *target(struct cond *c, const struct pp_tok *t)
{
	const struct tr_options *o = c->opt;
	const struct tr_target *tg = o && o->target ? o->target(o->target_ctx) : NULL;

	if (!tg)
		fail(c, t, "'%s' tests the target kernel, which pmprobe could not find (said above)",
		     t->val.str);
	return tg;
}

/* The value of the left side NAME at T: allocated, or NULL after an error. */
static char *side_value(struct cond *c, const struct pp_tok *t, enum side *how)
{
	const char *name = t->val.str;
	const struct tr_target *tg;

	*how = SIDE_GLOB;
	if (!strcmp(name, "runtime"))
		return xstrdup("kernel");
	if (!strcmp(name, "systemtap_privilege"))
		return xstrdup("stapdev");
	if (!strcmp(name, "guru_mode")) {
		*how = SIDE_NUMBER;
		return xstrdup(c->opt && c->opt->guru ? "1" : "0");
	}
	if (!strcmp(name, "systemtap_v")) {
		*how = SIDE_VERSION;
		return xstrdup(PMP_STAP_VERSION);
	}
	if (strcmp(name, "kernel_v") && strcmp(name, "kernel_vr") &&
	    strcmp(name, "arch") && strncmp(name, "CONFIG_", 7)) {
		fail(c, t, "unknown preprocessor condition '%s' (kernel_v, kernel_vr, arch, runtime, systemtap_v, systemtap_privilege, guru_mode, CONFIG_*, or a literal)",
		     name);
		return NULL;
	}
	if (!(tg = target(c, t)))
		return NULL;
	if (!strncmp(name, "CONFIG_", 7)) {
		char *v = tg->config ? tg->config(tg->ctx, name) : NULL;

		return v ? v : xstrdup("");
	}
	if (!strcmp(name, "arch"))
		return xstrdup(tg->arch);
	*how = SIDE_VERSION;
	return !strcmp(name, "kernel_vr") ? xstrdup(tg->release) :
	       xstrndup(tg->release, strcspn(tg->release, "-"));
}

/* $N and @N: the script argument, as a NUMBER or a STRING token in OUT. */
static bool script_arg(struct cond *c, const struct pp_tok *t, struct pp_tok *out)
{
	int n = (int)t->val.num, given = c->opt ? c->opt->nscript_args : 0;
	const char *a;
	char what[32];

	if (n < 1 || n > given) {
		snprintf(what, sizeof(what), "%c%d", t->kind == ARGNUM ? '$' : '@', n);
		fail(c, t, "the condition reads %s, and the script was not given that argument", what);
		return false;
	}
	a = c->opt->script_args[n];
	script_args_used |= 1u << n;
	out->loc = t->loc;
	if (t->kind == ARGSTR) {
		out->kind = STRING;
		out->val.lit.str = (char *)a;
		return true;
	}
	out->kind = NUMBER;
	if (parse_script_int(a, &out->val.number.num) != 0) {
		fail(c, t, "a '$N' argument in a condition must be a number (given '%s'): use '@N' for a string", a);
		return false;
	}
	return true;
}

/* A literal operand: NUMBER or STRING (script arguments replaced). */
static bool literal(struct cond *c, const struct pp_tok *t, struct pp_tok *out)
{
	if (t->kind == ARGNUM || t->kind == ARGSTR)
		return script_arg(c, t, out);
	*out = *t;
	if (t->kind == NUMBER || t->kind == STRING)
		return true;
	fail(c, t, "bad operand in a preprocessor condition: %s", "expected a literal");
	return false;
}

static bool is_comparison(int kind)
{
	return kind == '<' || kind == '>' || kind == LE || kind == GE ||
	       kind == EQ || kind == NE;
}

/* NAME OP "STRING" (or guru_mode OP NUMBER). */
static bool named_comparison(struct cond *c, const struct pp_tok *l, int op,
			     const struct pp_tok *r)
{
	enum side how;
	char *v = side_value(c, l, &how);
	struct pp_tok lit;
	bool res = false;

	if (!v || !literal(c, r, &lit)) {
		free(v);
		return false;
	}
	if (how == SIDE_NUMBER && lit.kind == NUMBER && (op == EQ || op == NE))
		res = apply(op, strtoll(v, NULL, 10) != lit.val.number.num);
	else if (how == SIDE_NUMBER)
		fail(c, r, "'%s' is compared with == or != and a number", l->val.str);
	else if (lit.kind != STRING)
		fail(c, r, "'%s' is compared with a string literal", l->val.str);
	else if (how == SIDE_GLOB && op != EQ && op != NE)
		fail(c, l, "'%s' is compared with == or != only (a wildcard match)", l->val.str);
	else
		res = compare_str(op, v, lit.val.lit.str, how == SIDE_VERSION);
	free(v);
	return res;
}

/* LITERAL OP LITERAL, both numbers or both strings. */
static bool literal_comparison(struct cond *c, const struct pp_tok *l, int op,
			       const struct pp_tok *r)
{
	struct pp_tok a, b;

	if (!literal(c, l, &a) || !literal(c, r, &b))
		return false;
	if (a.kind != b.kind) {
		fail(c, r, "a condition compares %s", "two numbers or two strings, not a number and a string");
		return false;
	}
	if (a.kind == NUMBER)
		return apply(op, a.val.number.num < b.val.number.num ? -1 :
				 a.val.number.num > b.val.number.num);
	return apply(op, strcmp(a.val.lit.str, b.val.lit.str));
}

/* LEFT OP RIGHT */
static bool comparison(struct cond *c)
{
	const struct pp_tok *l = peek(c), *op, *r;

	if (!l) {
		fail(c, c->i ? &c->t[c->i - 1] : NULL, "expected a comparison in the condition%s", "");
		return false;
	}
	c->i++;
	if (l->kind != IDENT && l->kind != NUMBER && l->kind != STRING &&
	    l->kind != ARGNUM && l->kind != ARGSTR) {
		fail(c, l, "bad operand in a preprocessor condition: %s", "expected a name or a literal");
		return false;
	}
	op = peek(c);
	if (!op || !is_comparison(op->kind)) {
		fail(c, op ? op : l, "expected a comparison operator (< <= == != >= >) in the condition%s", "");
		return false;
	}
	c->i++;
	r = peek(c);
	if (!r) {
		fail(c, op, "expected a literal after the comparison operator%s", "");
		return false;
	}
	c->i++;
	return l->kind == IDENT ? named_comparison(c, l, op->kind, r) :
	       literal_comparison(c, l, op->kind, r);
}

static bool conjunction(struct cond *c)
{
	bool v = comparison(c);

	while (peek(c) && peek(c)->kind == AND) {
		c->i++;
		v = comparison(c) && v;
	}
	return v;
}

bool pp_condition(const struct pp_tok *t, size_t n, struct loc open,
		  const struct tr_options *opt)
{
	struct cond c = { t, n, 0, open, opt, false };
	bool v = conjunction(&c);

	while (peek(&c) && peek(&c)->kind == OR) {
		c.i++;
		v = conjunction(&c) || v;
	}
	if (peek(&c))
		fail(&c, peek(&c), "unexpected token in a preprocessor condition (only comparisons joined by && and ||, without parentheses)%s", "");
	return v && !c.bad;
}
