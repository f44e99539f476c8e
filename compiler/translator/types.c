/*
 * types.c - pass 2, type inference.  Every variable, array (value and
 * keys), parameter and function result gets one type: long, string or
 * aggregate.  Types flow both ways through assignments, calls, returns
 * and comparisons; the walk repeats silently until nothing changes, then
 * runs once more to report conflicts, each naming both places.
 */
#include <string.h>

#include "internal.h"

static bool reporting;

/* "a long", "an aggregate": for messages. */
static const char *a_type(enum type t)
{
	switch (t) {
	case TY_LONG: return "a long";
	case TY_STRING: return "a string";
	case TY_STAT: return "an aggregate";
	case TY_HIST: return "a histogram";
	case TY_VOID: return "no value";
	default: return "an unknown type";
	}
}
static bool changed;
static struct program *prog;
static struct function *cur_fn;

static enum type infer(struct node *n);
static void want(struct node *n, enum type t);
static void check_stmt(struct node *n);

/* -------------------------------------------------------------- setters */

static const char *kind_word(const struct symbol *s)
{
	switch (s->kind) {
	case SYM_GLOBAL: return "global";
	case SYM_PARAM: return "parameter";
	default: return "local";
	}
}

static void set_sym_type(struct symbol *s, enum type t, struct loc loc)
{
	if (!s || t == TY_UNKNOWN)
		return;
	if (t == TY_VOID || t == TY_HIST) {
		if (reporting)
			error_at(loc, "%s cannot be stored in '%s'",
				 t == TY_VOID ? "a function result that does not exist" : "a histogram",
				 s->name);
		return;
	}
	if (!s->type_decided) {
		s->type = t;
		s->type_loc = loc;
		s->type_decided = true;
		changed = true;
		return;
	}
	if (s->type != t && reporting && !s->conflict_reported) {
		s->conflict_reported = true;   /* report once */
		error_at(loc, "type conflict: %s '%s' is used as %s here", kind_word(s),
			 s->name, a_type(t));
		note_at(s->type_loc, "'%s' is %s because of this use", s->name,
			a_type(s->type));
	}
}

static void set_key_type(struct symbol *s, int i, enum type t, struct loc loc)
{
	if (!s || t == TY_UNKNOWN || i >= 5)
		return;
	if (t != TY_LONG && t != TY_STRING) {
		if (reporting)
			error_at(loc, "array keys are longs or strings, not %ss", type_name(t));
		return;
	}
	if (s->key_types[i] == TY_UNKNOWN) {
		s->key_types[i] = t;
		if (!s->key_loc.src)
			s->key_loc = loc;
		changed = true;
	} else if (s->key_types[i] != t && reporting) {
		error_at(loc, "type conflict: key %d of array '%s' is %s here", i + 1,
			 s->name, a_type(t));
		note_at(s->key_loc, "but %s at this use", a_type(s->key_types[i]));
	}
}

static void set_ret_type(struct function *f, enum type t, struct loc loc)
{
	if (!f || t == TY_UNKNOWN || t == TY_HIST)
		return;
	if (!f->ret_decided) {
		f->ret_type = t;
		f->ret_loc = loc;
		f->ret_decided = true;
		changed = true;
	} else if (f->ret_type != t && reporting) {
		error_at(loc, "type conflict: %s() returns %s here", f->name, a_type(t));
		note_at(f->ret_loc, "but %s here", a_type(f->ret_type));
	}
}

/* ------------------------------------------------------------- shapes */

/* Scalar or array with K keys; -1 unknown, -2 declared array, keys unknown. */
static bool use_shape(struct symbol *s, int k, struct loc loc)
{
	if (!s)
		return false;
	if (s->arity == -1 || (s->arity == -2 && k > 0)) {
		s->arity = k;
		s->key_loc = loc;
		return true;
	}
	if (s->arity == k)
		return true;
	if (!reporting)
		return false;
	if (k == 0 && s->arity != 0)
		error_at(loc, "'%s' is an array; use it with keys, like %s[k]", s->name, s->name);
	else if (s->arity == 0 || s->arity == -2)
		error_at(loc, "'%s' is not an array (declare it with 'global %s' and use it only with keys)",
			 s->name, s->name);
	else
		error_at(loc, "array '%s' used with %d key%s here", s->name, k, k == 1 ? "" : "s");
	if (s->arity > 0)
		note_at(s->key_loc, "but with %d key%s here", s->arity, s->arity == 1 ? "" : "s");
	return false;
}

static void type_keys(struct symbol *s, struct vec *keys)
{
	size_t i;

	for (i = 0; i < keys->len && i < 5; i++) {
		struct node *k = VEC_AT(*keys, i);
		enum type t = infer(k);

		if (t == TY_UNKNOWN && s && s->key_types[i] != TY_UNKNOWN)
			want(k, s->key_types[i]);
		else
			set_key_type(s, (int)i, t, k->loc);
	}
}

/* --------------------------------------------------------------- calls */

/* The format of printf-family call N, parsed the first time (formats do
 * not depend on types: each is checked once); NULL if it is wrong. */
static struct format *format_of(struct node *n, const struct node *fmt)
{
	struct format *f;

	if (n->fmt_id == -1) {
		f = format_parse_lit(fmt, (int)n->args.len - 1);
		n->fmt_id = -2;
		if (f) {
			n->fmt_id = (int)prog->formats.len;
			vec_push(&prog->formats, f);
		}
	}
	return n->fmt_id >= 0 ? VEC_AT(prog->formats, n->fmt_id) : NULL;
}

static enum type infer_printf(struct node *n)
{
	struct node *fmt;
	struct format *f;
	size_t i;

	if (!n->args.len) {
		if (reporting)
			error_at(n->loc, "%s() needs a format string", n->name);
		return n->builtin == BI_SPRINTF ? TY_STRING : TY_VOID;
	}
	fmt = VEC_AT(n->args, 0);
	if (fmt->kind != N_STR) {
		if (reporting)
			error_at(fmt->loc, "the format of %s() must be a string literal", n->name);
		return n->builtin == BI_SPRINTF ? TY_STRING : TY_VOID;
	}
	f = format_of(n, fmt);
	for (i = 1; i < n->args.len; i++) {
		struct node *a = VEC_AT(n->args, i);

		if (!f || (int)i > f->nargs) {
			infer(a);
			continue;
		}
		want(a, f->convs[i - 1].arg == FA_STRING ? TY_STRING : TY_LONG);
	}
	return n->builtin == BI_SPRINTF ? TY_STRING : TY_VOID;
}

bool builtin_returns_string(enum builtin b)
{
	return b == BI_SPRINTF || b == BI_SPRINT || b == BI_SPRINTLN || b == BI_SPRINTD;
}

/* printd, printdln, sprintd: a delimiter literal, then two or more values
 * of any type but aggregates and histograms, as in SystemTap. */
static enum type infer_printd(struct node *n)
{
	bool str = builtin_returns_string(n->builtin);
	struct node *d = n->args.len ? VEC_AT(n->args, 0) : NULL;
	size_t i;

	if (reporting && (!d || d->kind != N_STR))
		error_at(d ? d->loc : n->loc, "the delimiter of %s() must be a string literal", n->name);
	else if (reporting && n->args.len < 3)
		error_at(n->loc, "%s() needs two or more values after its delimiter (print one with print())",
			 n->name);
	for (i = 1; i < n->args.len; i++) {
		struct node *a = VEC_AT(n->args, i);
		enum type t = infer(a);

		if (reporting && (t == TY_VOID || t == TY_STAT || t == TY_HIST))
			error_at(a->loc, "%s() cannot print %s", n->name,
				 t == TY_VOID ? "a function result that does not exist" :
				 t == TY_STAT ? "an aggregate (use @count, @sum...)" : "a histogram (print() prints one)");
	}
	return str ? TY_STRING : TY_VOID;
}

/* print, println, sprint, sprintln: values of any type; only print and
 * println print a histogram. */
static enum type infer_print(struct node *n)
{
	bool str = builtin_returns_string(n->builtin);
	size_t i;

	for (i = 0; i < n->args.len; i++) {
		struct node *a = VEC_AT(n->args, i);
		enum type t = infer(a);

		if (reporting && (t == TY_VOID || t == TY_STAT))
			error_at(a->loc, "%s() cannot print %s", n->name,
				 t == TY_VOID ? "a function result that does not exist" : "an aggregate (use @count, @sum, @hist_log...)");
		else if (reporting && str && t == TY_HIST)
			error_at(a->loc, "%s() cannot format a histogram (print() prints one)", n->name);
	}
	return str ? TY_STRING : TY_VOID;
}

static enum type infer_call(struct node *n)
{
	struct function *f = n->fn;
	size_t i;

	if (!f) {
		if (n->builtin == BI_PRINTF || n->builtin == BI_SPRINTF)
			return infer_printf(n);
		if (n->builtin >= BI_PRINTD)
			return infer_printd(n);
		if (n->builtin != BI_NONE)
			return infer_print(n);
		for (i = 0; i < n->args.len; i++)
			infer(VEC_AT(n->args, i));
		return TY_UNKNOWN;
	}
	for (i = 0; i < n->args.len && i < f->params.len; i++) {
		struct node *a = VEC_AT(n->args, i);
		struct param *p = VEC_AT(f->params, i);

		if (p->sym->type_decided) {
			enum type at = infer(a);

			if (reporting && at != TY_UNKNOWN && at != p->sym->type) {
				error_at(a->loc, "type conflict: parameter '%s' of %s() is %s, but %s is passed here",
					 p->name, f->name, a_type(p->sym->type), a_type(at));
				note_at(p->sym->type_loc, "'%s' is %s because of this use",
					p->name, a_type(p->sym->type));
			} else if (at == TY_UNKNOWN) {
				/* Only when the argument's type is still open:
				 * want() infers a call again, and doing so at every
				 * level of f(f(f(...))) doubled the time per level
				 * (a known type that differs, such as the result of a
				 * function that returns nothing, is reported above
				 * in the reporting round). */
				want(a, p->sym->type);
			}
		} else {
			enum type t = infer(a);

			if (t == TY_STAT || t == TY_HIST) {
				if (reporting)
					error_at(a->loc, "%s cannot be passed to a function", a_type(t));
			} else {
				set_sym_type(p->sym, t, a->loc);
			}
		}
	}
	return f->ret_decided ? f->ret_type : TY_UNKNOWN;
}

/* The regular buckets of @hist_linear(a, LO, HI, STEP), as SystemTap
 * counts them: (HI - LO) / STEP + 1, HI included (the generated C adds
 * the under- and overflow ones).  HI - LO + STEP must fit in 64 bits,
 * as pmprobe has always asked. */
static bool hist_linear_buckets(int64_t lo, int64_t hi, int64_t step,
				int64_t *buckets)
{
	int64_t span;

	if (__builtin_sub_overflow(hi, lo, &span) ||
	    __builtin_add_overflow(span, step, &span))
		return false;
	*buckets = (hi - lo) / step + 1;
	return true;
}

static void check_hist_linear(struct node *n, struct symbol *s)
{
	int64_t lo, hi, step, buckets;

	if (!reporting || n->args.len != 4)
		return;
	if (!node_literal_value(VEC_AT(n->args, 1), &lo) ||
	    !node_literal_value(VEC_AT(n->args, 2), &hi) ||
	    !node_literal_value(VEC_AT(n->args, 3), &step)) {
		error_at(n->loc, "@hist_linear's low, high and step must be number literals");
		return;
	}
	if (step <= 0 || hi <= lo) {
		error_at(n->loc, "@hist_linear needs low < high and step > 0");
		return;
	}
	if (!hist_linear_buckets(lo, hi, step, &buckets)) {
		error_at(n->loc, "@hist_linear's bounds are too large: high - low + step must fit in 64 bits");
		return;
	}
	if (buckets > 1000) {
		error_at(n->loc, "@hist_linear with more than 1000 buckets (%lld)", (long long)buckets);
		return;
	}
	if (s->stat_hist_linear && (s->hist_lo != lo || s->hist_hi != hi || s->hist_step != step)) {
		error_at(n->loc, "'%s' is already a linear histogram with other bounds", s->name);
		note_at(s->hist_loc, "bounds set here");
		return;
	}
	s->stat_hist_linear = true;
	s->hist_lo = lo;
	s->hist_hi = hi;
	s->hist_step = step;
	s->hist_loc = n->loc;
}

/* @variance(a[, shift]): as SystemTap, a shift from 0 (the default) to
 * 62, a number literal, one value per aggregate. */
static void check_variance(struct node *n, struct symbol *s)
{
	int64_t shift = 0;

	if (!reporting)
		return;
	if (n->args.len == 2 && !node_literal_value(VEC_AT(n->args, 1), &shift)) {
		error_at(n->loc, "@variance's bit-shift must be a number literal");
		return;
	}
	if (shift < 0 || shift > 62) {
		error_at(n->loc, "@variance's bit-shift must be 0 to 62, not %lld", (long long)shift);
		return;
	}
	if (s->stat_variance && s->variance_shift != (int)shift) {
		error_at(n->loc, "'%s' already has @variance with bit-shift %d: one value per aggregate",
			 s->name, s->variance_shift);
		note_at(s->variance_loc, "bit-shift set here");
		return;
	}
	if (!s->stat_variance)
		s->variance_loc = n->loc;
	s->stat_variance = true;
	s->variance_shift = (int)shift;
}

static enum type infer_agg(struct node *n)
{
	struct node *t = n->args.len ? VEC_AT(n->args, 0) : NULL;
	size_t i;

	if (!t || !n->sym)
		return TY_UNKNOWN;
	for (i = 1; i < n->args.len; i++)
		want(VEC_AT(n->args, i), TY_LONG);
	if (t->kind == N_INDEX) {
		use_shape(n->sym, (int)t->args.len, t->loc);
		type_keys(n->sym, &t->args);
	} else {
		use_shape(n->sym, 0, t->loc);
	}
	set_sym_type(n->sym, TY_STAT, t->loc);
	if (n->agg == AGG_HIST_LOG) {
		n->sym->stat_hist_log = true;
		return TY_HIST;
	}
	if (n->agg == AGG_HIST_LINEAR) {
		check_hist_linear(n, n->sym);
		return TY_HIST;
	}
	if (n->agg == AGG_VARIANCE)
		check_variance(n, n->sym);
	return TY_LONG;
}

/* ---------------------------------------------------------- expressions */

static bool is_cmp(int op)
{
	return op == OP_EQ || op == OP_NE || op == '<' || op == '>' ||
	       op == OP_LE || op == OP_GE;
}

static void no_stat(const struct node *n, enum type t)
{
	if (reporting && t == TY_STAT)
		error_at(n->loc, "'%s' is an aggregate: read it with @count, @sum, @min, @max, @avg, @variance or a histogram",
			 n->name ? n->name : "this");
}

static enum type infer_binary(struct node *n)
{
	enum type ta, tb;

	if (n->op == OP_CONCAT) {
		want(n->a, TY_STRING);
		want(n->b, TY_STRING);
		return TY_STRING;
	}
	if (!is_cmp(n->op)) {
		want(n->a, TY_LONG);
		want(n->b, TY_LONG);
		return TY_LONG;
	}
	ta = infer(n->a);
	tb = infer(n->b);
	if (ta == TY_UNKNOWN && tb != TY_UNKNOWN)
		want(n->a, tb);
	else if (tb == TY_UNKNOWN && ta != TY_UNKNOWN)
		want(n->b, ta);
	else if (reporting && ta != tb && ta != TY_UNKNOWN)
		error_at(n->loc, "cannot compare %s with %s", a_type(ta), a_type(tb));
	else if (reporting && (ta == TY_VOID || ta == TY_HIST))
		error_at(n->a->loc, "cannot compare %s", a_type(ta));
	return TY_LONG;
}

static enum type infer_assign(struct node *n)
{
	enum type ta, tb;

	if (n->op == OP_CONCAT) {
		want(n->a, TY_STRING);
		want(n->b, TY_STRING);
		return TY_STRING;
	}
	if (n->op != '=') {
		want(n->a, TY_LONG);
		want(n->b, TY_LONG);
		return TY_LONG;
	}
	ta = infer(n->a);
	tb = infer(n->b);
	if (reporting && tb == TY_VOID && n->b->kind == N_CALL && n->b->name)
		error_at(n->b->loc, "%s() returns no value", n->b->name);
	else if (reporting && tb == TY_VOID)
		error_at(n->b->loc, "this has no value to assign");
	else if (ta == TY_UNKNOWN)
		want(n->a, tb);
	else if (tb == TY_UNKNOWN)
		want(n->b, ta);
	else if (ta != tb && ta != TY_STAT)   /* an aggregate: infer() said so */
		want(n->a, tb);
	return ta != TY_UNKNOWN ? ta : tb;
}

static enum type infer_aggadd(struct node *n)
{
	struct node *t = n->a;

	if (t->kind == N_INDEX) {
		use_shape(t->sym, (int)t->args.len, t->loc);
		type_keys(t->sym, &t->args);
	} else if (t->sym) {
		use_shape(t->sym, 0, t->loc);
	}
	set_sym_type(t->sym, TY_STAT, t->loc);
	want(n->b, TY_LONG);
	return TY_VOID;
}

/* @entry(EXPR) has EXPR's type: a number or a string is kept from the
 * call's entry to its return. */
static enum type infer_entry(struct node *n)
{
	enum type t;

	if (!n->a)
		return TY_UNKNOWN;
	t = infer(n->a);
	if (reporting && (t == TY_STAT || t == TY_HIST || t == TY_VOID)) {
		error_at(n->loc, "@entry keeps a number or a string from the call's entry, not %s",
			 a_type(t));
		return TY_UNKNOWN;
	}
	return t;
}

static enum type infer(struct node *n)
{
	enum type t;

	switch (n->kind) {
	case N_NUM:
		return TY_LONG;
	case N_CTXVAR:
		return n->ctxvar == CTXV_TP_VARS || n->ctxvar == CTXV_KP_PARMS ||
		       (n->ctxvar == CTXV_TP_FIELD && n->is_str) ?
		       TY_STRING : TY_LONG;
	case N_STR:
		return TY_STRING;
	case N_VAR:
		if (!n->sym)
			return TY_UNKNOWN;
		if (n->sym->kind == SYM_GLOBAL)
			use_shape(n->sym, 0, n->loc);
		no_stat(n, n->sym->type_decided ? n->sym->type : TY_UNKNOWN);
		return n->sym->type_decided ? n->sym->type : TY_UNKNOWN;
	case N_INDEX:
		if (!n->sym)
			return TY_UNKNOWN;
		use_shape(n->sym, (int)n->args.len, n->loc);
		type_keys(n->sym, &n->args);
		no_stat(n, n->sym->type_decided ? n->sym->type : TY_UNKNOWN);
		return n->sym->type_decided ? n->sym->type : TY_UNKNOWN;
	case N_IN:
		if (n->sym) {
			use_shape(n->sym, (int)n->args.len, n->loc);
			type_keys(n->sym, &n->args);
		}
		return TY_LONG;
	case N_CALL:
		return infer_call(n);
	case N_AGG:
		return infer_agg(n);
	case N_ENTRY:
		return infer_entry(n);
	case N_UNARY:
		want(n->a, TY_LONG);
		return TY_LONG;
	case N_BINARY:
		return infer_binary(n);
	case N_TERNARY: {
		enum type tb, tc;

		want(n->a, TY_LONG);
		tb = infer(n->b);
		tc = infer(n->c);
		if (tb == TY_UNKNOWN && tc != TY_UNKNOWN)
			want(n->b, tc);
		else if (tc == TY_UNKNOWN && tb != TY_UNKNOWN)
			want(n->c, tb);
		else if (reporting && tb != tc)
			error_at(n->loc, "the two sides of '?:' differ: %s and %s",
				 a_type(tb), a_type(tc));
		t = tb != TY_UNKNOWN ? tb : tc;
		if (t == TY_HIST || t == TY_STAT) {
			if (reporting)
				error_at(n->loc, "%s cannot be the value of '?:'", a_type(t));
			return TY_UNKNOWN;
		}
		return t;
	}
	case N_ASSIGN:
		return infer_assign(n);
	case N_INCDEC:
		want(n->a, TY_LONG);
		return TY_LONG;
	case N_AGGADD:
		return infer_aggadd(n);
	case N_ARG:
		t = n->is_str ? TY_STRING : TY_LONG;
		return t;
	default:
		return TY_UNKNOWN;
	}
}

static void want(struct node *n, enum type t)
{
	enum type have;

	if (t == TY_UNKNOWN) {
		infer(n);
		return;
	}
	switch (n->kind) {
	case N_VAR:
		if (n->sym && n->sym->kind == SYM_GLOBAL)
			use_shape(n->sym, 0, n->loc);
		if (n->sym && n->sym->type_decided && n->sym->type == TY_STAT) {
			no_stat(n, TY_STAT);
			return;
		}
		set_sym_type(n->sym, t, n->loc);
		return;
	case N_INDEX:
		if (!n->sym)
			return;
		use_shape(n->sym, (int)n->args.len, n->loc);
		type_keys(n->sym, &n->args);
		if (n->sym->type_decided && n->sym->type == TY_STAT) {
			no_stat(n, TY_STAT);
			return;
		}
		set_sym_type(n->sym, t, n->loc);
		return;
	case N_CALL:
		have = infer(n);
		if (n->fn && !n->fn->ret_decided) {
			set_ret_type(n->fn, t, n->loc);
			return;
		}
		break;
	case N_TERNARY:
		want(n->a, TY_LONG);
		want(n->b, t);
		want(n->c, t);
		return;
	case N_ENTRY:
		if (n->a)
			want(n->a, t);
		return;
	case N_ASSIGN:
		if (n->op == '=') {
			want(n->a, t);
			want(n->b, t);
			return;
		}
		have = infer(n);
		break;
	default:
		have = infer(n);
		break;
	}
	if (!reporting || have == TY_UNKNOWN || have == t)
		return;
	if (have == TY_VOID && n->kind == N_CALL && n->name)
		error_at(n->loc, "%s() returns no value, but %s is needed here",
			 n->name, a_type(t));
	else if (have == TY_VOID)
		error_at(n->loc, "this has no value, but %s is needed here", a_type(t));
	else
		error_at(n->loc, "%s is needed here, but this is %s", a_type(t),
			 a_type(have));
}

/* ----------------------------------------------------------- statements */

static void check_foreach(struct node *n)
{
	struct foreach *fe = n->fe;
	struct symbol *a = fe->array;
	size_t i;

	if (a && use_shape(a, (int)fe->keys.len, fe->array_loc)) {
		for (i = 0; i < fe->keys.len; i++) {
			struct node *k = VEC_AT(fe->keys, i);

			if (a->key_types[i] != TY_UNKNOWN)
				set_sym_type(k->sym, a->key_types[i], k->loc);
			else if (k->sym && k->sym->type_decided)
				set_key_type(a, (int)i, k->sym->type, k->loc);
		}
		if (fe->value_var) {
			if (a->type_decided && a->type == TY_STAT) {
				if (reporting)
					error_at(fe->value_var->loc, "an aggregate array has no plain values; use @count(%s[...]) and friends",
						 a->name);
			} else if (a->type_decided) {
				set_sym_type(fe->value_var->sym, a->type, fe->value_var->loc);
			} else if (fe->value_var->sym && fe->value_var->sym->type_decided) {
				set_sym_type(a, fe->value_var->sym->type, fe->value_var->loc);
			}
		}
	}
	if (fe->limit)
		want(fe->limit, TY_LONG);
	check_stmt(n->a);
}

static void check_return(struct node *n)
{
	enum type t;

	if (!cur_fn)
		return;
	if (!n->a) {
		if (cur_fn->ret_decided && cur_fn->ret_type != TY_VOID && reporting)
			error_at(n->loc, "return without a value in %s(), which returns a %s",
				 cur_fn->name, type_name(cur_fn->ret_type));
		return;
	}
	if (cur_fn->ret_decided) {
		if (cur_fn->ret_type == TY_VOID) {
			if (reporting)
				error_at(n->loc, "%s() returns no value (it is declared so)", cur_fn->name);
			return;
		}
		t = infer(n->a);
		if (reporting && t != TY_UNKNOWN && t != cur_fn->ret_type) {
			error_at(n->a->loc, "type conflict: %s() returns %s here", cur_fn->name, a_type(t));
			note_at(cur_fn->ret_loc, "but %s here", a_type(cur_fn->ret_type));
			return;
		}
		want(n->a, cur_fn->ret_type);
		return;
	}
	t = infer(n->a);
	if (t == TY_STAT || t == TY_HIST || t == TY_VOID) {
		if (reporting)
			error_at(n->a->loc, "a function cannot return %s",
				 t == TY_VOID ? "a void result" : a_type(t));
		return;
	}
	set_ret_type(cur_fn, t, n->a->loc);
}

static void check_stmt(struct node *n)
{
	size_t i;
	enum type t;

	switch (n->kind) {
	case N_BLOCK:
		for (i = 0; i < n->args.len; i++)
			check_stmt(VEC_AT(n->args, i));
		break;
	case N_EXPR:
		t = infer(n->a);
		if (reporting && t == TY_HIST && n->a->kind == N_AGG)
			error_at(n->a->loc, "a histogram must be printed: print(@%s(...))", n->a->name);
		break;
	case N_IF:
		want(n->a, TY_LONG);
		check_stmt(n->b);
		if (n->c)
			check_stmt(n->c);
		break;
	case N_WHILE:
		want(n->a, TY_LONG);
		check_stmt(n->b);
		break;
	case N_FOR:
		if (n->a)
			infer(n->a);
		if (n->b)
			want(n->b, TY_LONG);
		if (n->c)
			infer(n->c);
		check_stmt(n->d);
		break;
	case N_FOREACH:
		check_foreach(n);
		break;
	case N_RETURN:
		check_return(n);
		break;
	case N_TRY:
		check_stmt(n->a);
		if (n->c && n->c->sym)
			set_sym_type(n->c->sym, TY_STRING, n->c->loc);
		check_stmt(n->b);
		break;
	case N_DELETE:
		if (n->a->kind == N_INDEX && n->a->sym) {
			use_shape(n->a->sym, (int)n->a->args.len, n->a->loc);
			type_keys(n->a->sym, &n->a->args);
		}
		break;
	default:
		break;
	}
}

/* ----------------------------------------------------------- node types */

/* N's type once inference has settled every symbol and function; its
 * operands' are on them already. */
static enum type settled_type(const struct node *n)
{
	switch (n->kind) {
	case N_STR:
		return TY_STRING;
	case N_VAR:
	case N_INDEX:
		return n->sym ? n->sym->type : TY_LONG;
	case N_CALL:
		if (n->fn)
			return n->fn->ret_type;
		return builtin_returns_string(n->builtin) ? TY_STRING : TY_VOID;
	case N_AGG:
		return n->agg >= AGG_HIST_LOG ? TY_HIST : TY_LONG;
	case N_BINARY:
		return n->op == OP_CONCAT ? TY_STRING : TY_LONG;
	case N_TERNARY:
		return n->b->type;
	case N_ASSIGN:
		return n->op == OP_CONCAT ? TY_STRING : n->a->type;
	case N_AGGADD:
		return TY_VOID;
	case N_ENTRY:
		return n->a ? n->a->type : TY_LONG;
	case N_CTXVAR:
		return n->ctxvar == CTXV_TP_VARS || n->ctxvar == CTXV_KP_PARMS ||
		       (n->ctxvar == CTXV_TP_FIELD && n->is_str) ?
		       TY_STRING : TY_LONG;
	default:
		return n->kind < N_BLOCK ? TY_LONG : TY_UNKNOWN;   /* statements have none */
	}
}

/* Every node under N gets its type, operands first: pass 3 reads it. */
static void settle_types(struct node *n)
{
	size_t i;

	if (!n)
		return;
	settle_types(n->a);
	settle_types(n->b);
	settle_types(n->c);
	settle_types(n->d);
	for (i = 0; i < n->args.len; i++)
		settle_types(VEC_AT(n->args, i));
	if (n->fe) {
		settle_types(n->fe->value_var);
		for (i = 0; i < n->fe->keys.len; i++)
			settle_types(VEC_AT(n->fe->keys, i));
		settle_types(n->fe->limit);
	}
	n->type = settled_type(n);
}

static void settle_all(void)
{
	size_t i;

	for (i = 0; i < prog->resolved.len; i++)
		settle_types(((struct rprobe *)VEC_AT(prog->resolved, i))->body);
	for (i = 0; i < prog->used_functions.len; i++)
		settle_types(((struct function *)VEC_AT(prog->used_functions, i))->body);
}

/* ---------------------------------------------------------------- driver */

static bool has_value_return(const struct node *n)
{
	size_t i;

	if (!n)
		return false;
	if (n->kind == N_RETURN)
		return n->a != NULL;
	if (n->kind == N_FOREACH)
		return has_value_return(n->a);
	if (has_value_return(n->b) || has_value_return(n->c) || has_value_return(n->d))
		return true;
	if (n->kind == N_BLOCK)
		for (i = 0; i < n->args.len; i++)
			if (has_value_return(VEC_AT(n->args, i)))
				return true;
	return false;
}

static void walk_all(void)
{
	size_t i;

	for (i = 0; i < prog->resolved.len; i++) {
		struct rprobe *rp = VEC_AT(prog->resolved, i);

		cur_fn = NULL;
		check_stmt(rp->body);
	}
	for (i = 0; i < prog->used_functions.len; i++) {
		struct function *f = VEC_AT(prog->used_functions, i);

		cur_fn = f;
		if (f->body)
			check_stmt(f->body);
	}
	cur_fn = NULL;
}

static void check_decided(struct vec *syms, const char *where)
{
	size_t i;

	for (i = 0; i < syms->len; i++) {
		struct symbol *s = VEC_AT(*syms, i);
		int k;

		if (!s->type_decided) {
			error_at(s->loc, "cannot infer the type of %s '%s'%s%s: it is never given a value",
				 kind_word(s), s->name, where ? " in " : "", where ? where : "");
			continue;
		}
		for (k = 0; k < s->arity && k < 5; k++)
			if (s->key_types[k] == TY_UNKNOWN)
				error_at(s->loc, "cannot infer the type of key %d of array '%s'", k + 1, s->name);
	}
}

/* A used function without a value-returning 'return' returns nothing. */
static void void_functions(void)
{
	size_t i;

	for (i = 0; i < prog->used_functions.len; i++) {
		struct function *f = VEC_AT(prog->used_functions, i);

		if (f->body && !f->ret_decided && !has_value_return(f->body)) {
			f->ret_type = TY_VOID;
			f->ret_decided = true;
			f->ret_loc = f->loc;
		}
	}
}

/* A global nothing gave a type or a shape: unused (a long, with a
 * warning if the user's), or a tapset's that only functions this
 * script does not call use; an array declared with a capacity but
 * never used with keys is an error. */
static void settle_global(struct symbol *s)
{
	int k;

	if (!s->type_decided && !s->read && !s->written && s->arity < 0) {
		if (s->decl && s->decl->loc.src && !s->decl->loc.src->is_tapset)
			warning_at(s->loc, "global '%s' is never used", s->name);
		s->type = TY_LONG;
		s->type_decided = true;
		s->arity = s->arity == -2 ? -2 : 0;
		return;
	}
	if (!s->type_decided && s->arity != -2 && s->decl && s->decl->loc.src &&
	    s->decl->loc.src->is_tapset) {
		/* Nothing decides its type, and nothing depends on it. */
		s->type = TY_LONG;
		s->type_decided = true;
		if (s->arity == -1)
			s->arity = 0;
		for (k = 0; k < s->arity && k < 5; k++)
			if (s->key_types[k] == TY_UNKNOWN)
				s->key_types[k] = TY_LONG;
		return;
	}
	if (s->arity == -2 && s->type_decided) {
		error_at(s->loc, "array '%s' is never used with keys", s->name);
		return;
	}
	if (s->arity == -1)
		s->arity = 0;
}

/* Whether a probe of the script, or a function it builds, reads or
 * writes S (the accesses are transitive through calls). */
static bool accessed(const struct symbol *s)
{
	size_t i, j;

	for (i = 0; i < prog->resolved.len; i++) {
		const struct rprobe *rp = VEC_AT(prog->resolved, i);

		for (j = 0; j < rp->accesses.len; j++)
			if (((const struct access *)VEC_AT(rp->accesses, j))->sym == s)
				return true;
	}
	for (i = 0; i < prog->functions.len; i++) {
		const struct function *f = VEC_AT(prog->functions, i);

		if (!f->used)
			continue;
		for (j = 0; j < f->accesses.len; j++)
			if (((const struct access *)VEC_AT(f->accesses, j))->sym == s)
				return true;
	}
	return false;
}

/* A tapset's global that no code of this script uses (only functions
 * the script does not call touch it) is not built: dropped, and the
 * others' lock order renumbered. */
static void drop_unused_tapset_globals(void)
{
	size_t i, n = 0;

	for (i = 0; i < prog->global_syms.len; i++) {
		struct symbol *s = VEC_AT(prog->global_syms, i);

		if (s->decl && s->decl->loc.src && s->decl->loc.src->is_tapset && !accessed(s))
			continue;
		s->index = (int)n;
		prog->global_syms.items[n++] = s;
	}
	prog->global_syms.len = n;
}

/* Every symbol and function result has a type, or an error says why. */
static void check_all_decided(void)
{
	size_t i;

	check_decided(&prog->global_syms, NULL);
	for (i = 0; i < prog->resolved.len; i++) {
		struct rprobe *rp = VEC_AT(prog->resolved, i);

		check_decided(&rp->locals, NULL);
	}
	for (i = 0; i < prog->used_functions.len; i++) {
		struct function *f = VEC_AT(prog->used_functions, i);

		check_decided(&f->locals, f->name);
		if (!f->ret_decided)
			error_at(f->loc, "cannot infer what %s() returns", f->name);
	}
}

/* Walks silently until nothing changes, then once more reporting. */
bool infer_types(struct program *p)
{
	int before = diag_errors, rounds = 0;
	size_t i;

	prog = p;
	void_functions();
	reporting = false;
	do {
		changed = false;
		walk_all();
	} while (changed && ++rounds < 100);
	reporting = true;
	walk_all();
	if (diag_errors != before)
		return false;
	for (i = 0; i < prog->global_syms.len; i++)
		settle_global(VEC_AT(prog->global_syms, i));
	drop_unused_tapset_globals();
	check_all_decided();
	if (diag_errors != before)
		return false;
	settle_all();
	return true;
}
