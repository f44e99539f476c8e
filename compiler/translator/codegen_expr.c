/*
 * codegen_expr.c - pass 3, expressions.  Each becomes a typed value (a
 * struct cval): a side-effect-free C expression, its type and whether
 * statements after it could change it.  Whatever has effects
 * (assignments, calls, map inserts, checked divisions) becomes a
 * statement before it, with its result in a temporary, so evaluation is
 * left to right and every error check can leave the handler with
 * "goto pmp_out".
 */
#include <stdlib.h>
#include <string.h>

#include "codegen_internal.h"

/* --------------------------------------------------------------- values */

static struct cval cv(enum cv_kind kind, char *c)
{
	struct cval v = { .c = c, .type = TY_UNKNOWN, .kind = kind };

	return v;
}

/* The value of the statements' kind: nothing, as the literal 0. */
static struct cval cv_none(void)
{
	return cv(CV_LITERAL, xstrdup("0"));
}

void cv_free(struct cval *v)
{
	free(v->c);
	v->c = NULL;
}

/* -------------------------------------------------------- temporaries */

char *new_long(struct cg *g)
{
	return xasprintf("pmp_lt%d", g->nlong++);
}

static char *new_str(struct cg *g)
{
	char *t = xasprintf("l->pmp_t%d", g->nstr++);

	if (g->nstr > g->max_str)
		g->max_str = g->nstr;
	return t;
}

static char *new_key(struct cg *g)
{
	char *k = xasprintf("l->pmp_k%d", g->nkey++);

	if (g->nkey > g->max_key)
		g->max_key = g->nkey;
	return k;
}

static char *new_entry(struct cg *g)
{
	return xasprintf("pmp_e%d", g->nent++);
}

/* Keeps V's value now, in a temporary, unless no statement can change
 * it (a literal, a temporary already). */
static void materialize(struct cg *g, struct cval *v)
{
	char *tmp;

	if (v->kind != CV_EXPR)
		return;
	if (v->type == TY_STRING) {
		tmp = new_str(g);
		emit(g, "pmp_strlcpy(%s, %s);", tmp, v->c);
	} else {
		tmp = new_long(g);
		emit(g, "%s = %s;", tmp, v->c);
	}
	free(v->c);
	v->c = tmp;
	v->kind = CV_TEMP;
}

/* ------------------------------------------------------- sub-buffers */

struct sub {
	struct buf buf;
	struct buf *saved;
};

static void sub_begin(struct cg *g, struct sub *s)
{
	buf_init(&s->buf);
	s->saved = g->out;
	g->out = &s->buf;
}

static void sub_end(struct cg *g, struct sub *s)
{
	g->out = s->saved;
}

static void sub_flush(struct cg *g, struct sub *s)
{
	buf_add(g->out, s->buf.data, s->buf.len);
	buf_free(&s->buf);
}

/* N's value, its statements in S, one level deeper (for a branch). */
static struct cval gen_branch(struct cg *g, struct node *n, struct sub *s)
{
	struct cval v;

	sub_begin(g, s);
	g->depth++;
	v = gen(g, n);
	g->depth--;
	sub_end(g, s);
	return v;
}

/*
 * Evaluates N expressions left to right: when a later one needs
 * statements, the earlier values are kept in temporaries first.
 */
static void gen_list(struct cg *g, struct node **ns, size_t n, struct cval *res)
{
	struct sub *subs = xcalloc(n ? n : 1, sizeof(*subs));
	size_t i, last = 0;
	bool any = false;

	for (i = 0; i < n; i++) {
		sub_begin(g, &subs[i]);
		res[i] = gen(g, ns[i]);
		sub_end(g, &subs[i]);
		if (subs[i].buf.len) {
			last = i;
			any = true;
		}
	}
	for (i = 0; i < n; i++) {
		sub_flush(g, &subs[i]);
		if (any && i < last)
			materialize(g, &res[i]);
	}
	free(subs);
}

/* ----------------------------------------------------------------- keys */

/*
 * Evaluates KEYS and then VALUE (if not NULL; its value in *VAL), left
 * to right, and fills a key temporary of array ARR from the keys.
 * Returns "&l->pmp_kN".
 */
static char *gen_key_value(struct cg *g, const struct symbol *arr, struct vec *keys,
			   struct node *value, struct cval *val)
{
	size_t i, nk = keys->len, n = nk + (value != NULL);
	struct node **all = xcalloc(n + 1, sizeof(*all));
	struct cval *vals = xcalloc(n + 1, sizeof(*vals));
	char *k = new_key(g), *key;

	for (i = 0; i < nk; i++)
		all[i] = VEC_AT(*keys, i);
	all[nk] = value;
	gen_list(g, all, n, vals);
	for (i = 0; i < nk; i++) {
		emit(g, "%s.k[%zu].%c = %s;", k, i,
		     arr->key_types[i] == TY_STRING ? 's' : 'l', vals[i].c);
		cv_free(&vals[i]);
	}
	if (value)
		*val = vals[nk];
	key = xasprintf("&%s", k);
	free(k);
	free(all);
	free(vals);
	return key;
}

char *gen_key(struct cg *g, const struct symbol *arr, struct vec *keys)
{
	return gen_key_value(g, arr, keys, NULL, NULL);
}

static void gen_full_error(struct cg *g, const struct symbol *arr,
			   struct loc loc)
{
	char *w = where(loc);

	emit(g, "pmp_error_full(c, %s, &%s, %s);", w, cname(CN_MAP_DESC, arr->name),
	     arr->decl && arr->decl->has_capacity ? "true" : "false");
	emit(g, "goto %s;", g->err_label);
	free(w);
}

/* Inserts (or finds) IDX's element at KEY; returns its C lvalue. */
static char *gen_insert(struct cg *g, struct node *idx, const char *key)
{
	char *e = new_entry(g), *lv;

	emit(g, "%s = pmp_map_insert(%s, %s);", e, var_ref(idx->sym), key);
	emit(g, "if (unlikely(!%s)) {", e);
	g->depth++;
	gen_full_error(g, idx->sym, idx->loc);
	g->depth--;
	emit(g, "}");
	lv = xasprintf(idx->sym->type == TY_STRING ? "PMP_ENTRY_STR(%s, %s)" :
		       "PMP_ENTRY_LONG(%s, %s)", var_ref(idx->sym), e);
	free(e);
	return lv;
}

/* ----------------------------------------------------------- lvalues */

/* The C lvalue of a long or string variable or element (inserting). */
static char *gen_lvalue(struct cg *g, struct node *n)
{
	char *key, *lv;

	if (n->kind == N_VAR)
		return xstrdup(var_ref(n->sym));
	key = gen_key(g, n->sym, &n->args);
	lv = gen_insert(g, n, key);
	free(key);
	return lv;
}

static void check_divisor(struct cg *g, const char *d, struct loc loc)
{
	char *w = where(loc);

	emit(g, "if (unlikely(!%s)) {", d);
	emit(g, "\tpmp_error(c, %s, \"division by zero\");", w);
	emit(g, "\tgoto %s;", g->err_label);
	emit(g, "}");
	free(w);
}

/*
 * The pmp_script.h helper for long operator OP (pmp_add ...), or NULL
 * for & | ^, which are plain C.  + - * wrap and shift counts are taken
 * modulo 64, as the language defines; comparisons go through helpers
 * because GCC's warnings about tautologies and booleans (errors under
 * the kernel's -Werror) do not look into a call.
 */
static const char *op_helper(int op)
{
	switch (op) {
	case '+': return "add";
	case '-': return "sub";
	case '*': return "mul";
	case OP_SHL: return "shl";
	case OP_SHR: return "shr";
	case OP_EQ: return "eq";
	case OP_NE: return "ne";
	case OP_LE: return "le";
	case OP_GE: return "ge";
	case '<': return "lt";
	case '>': return "gt";
	default: return NULL;
	}
}

/* & | ^ */
static const char *c_bitop(int op)
{
	return op == '&' ? "&" : op == '|' ? "|" : "^";
}

/* LHS op= VAL for longs, with the checked and defined forms. */
static void emit_long_update(struct cg *g, const char *lhs, int op,
			     const char *val, struct loc loc)
{
	char *d;

	switch (op) {
	case '=':
		emit(g, "%s = %s;", lhs, val);
		return;
	case '/':
	case '%':
		d = new_long(g);
		emit(g, "%s = %s;", d, val);
		check_divisor(g, d, loc);
		emit(g, "%s = pmp_%s(%s, %s);", lhs, op == '/' ? "div" : "mod", lhs, d);
		free(d);
		return;
	default:
		if (op_helper(op))
			emit(g, "%s = pmp_%s(%s, %s);", lhs, op_helper(op), lhs, val);
		else
			emit(g, "%s %s= %s;", lhs, c_bitop(op), val);
		return;
	}
}

/* ------------------------------------------------------- assignments */

/* Assignment N's update of LHS with V. */
static void emit_update(struct cg *g, struct node *n, const char *lhs, const struct cval *v)
{
	if (n->a->type != TY_STRING)
		emit_long_update(g, lhs, n->op, v->c, n->loc);
	else if (n->op == '=')
		emit(g, "pmp_strlcpy(%s, %s);", lhs, v->c);
	else
		emit(g, "pmp_concat(%s, %s, %s);", lhs, lhs, v->c);
}

/* Keys (left) first, then the value, then the insert. */
static struct cval gen_assign(struct cg *g, struct node *n)
{
	struct cval v;
	char *lhs, *key;

	if (n->a->kind == N_INDEX) {
		key = gen_key_value(g, n->a->sym, &n->a->args, n->b, &v);
		/* The insert may move what the value reads. */
		if (n->a->type == TY_STRING && n->op == '=')
			materialize(g, &v);
		lhs = gen_insert(g, n->a, key);
		free(key);
	} else {
		v = gen(g, n->b);
		lhs = xstrdup(var_ref(n->a->sym));
	}
	emit_update(g, n, lhs, &v);
	cv_free(&v);
	return cv(CV_EXPR, lhs);
}

static struct cval gen_incdec(struct cg *g, struct node *n)
{
	char *lhs = gen_lvalue(g, n->a), *old;

	if (!n->post) {
		emit(g, "%s %s= 1;", lhs, n->op == '+' ? "+" : "-");
		return cv(CV_EXPR, lhs);
	}
	old = new_long(g);
	emit(g, "%s = %s;", old, lhs);
	emit(g, "%s = %s %s 1;", lhs, old, n->op == '+' ? "+" : "-");
	free(lhs);
	return cv(CV_TEMP, old);
}

/* An element of an aggregate array: its per-CPU stat, then the add. */
static void gen_pmap_add(struct cg *g, struct node *n)
{
	struct node *t = n->a;
	char *st = xasprintf("pmp_st%d", g->nent++), *key, *w;
	struct cval v;

	key = gen_key_value(g, t->sym, &t->args, n->b, &v);
	emit(g, "{");
	g->depth++;
	emit(g, "struct pmp_stat *%s = pmp_pmap_entry(%s, %s);", st, var_ref(t->sym), key);
	emit(g, "if (unlikely(!%s)) {", st);
	g->depth++;
	w = where(t->loc);
	emit(g, "pmp_error(c, %s, \"array '%s' is full: it holds %%u elements on this CPU\", %s.capacity);",
	     w, t->sym->name, cname(CN_MAP_DESC, t->sym->name));
	emit(g, "goto %s;", g->err_label);
	g->depth--;
	emit(g, "}");
	emit(g, "pmp_stat_add(&%s, %s, %s);", cname(CN_STAT_DESC, t->sym->name), st, v.c);
	g->depth--;
	emit(g, "}");
	cv_free(&v);
	free(w);
	free(key);
	free(st);
}

static struct cval gen_aggadd(struct cg *g, struct node *n)
{
	struct cval v;

	if (n->a->kind != N_VAR) {
		gen_pmap_add(g, n);
		return cv_none();
	}
	v = gen(g, n->b);
	emit(g, "pmp_pstat_add(&%s, %s);", var_ref(n->a->sym), v.c);
	cv_free(&v);
	return cv_none();
}

/* -------------------------------------------------------------- calls */

static void check_abort(struct cg *g)
{
	emit(g, "if (unlikely(c->aborted))");
	emit(g, "\tgoto %s;", g->err_label);
}

/* "pmpf_NAME(c[, RET], ARGS...)"; *RET a new temporary for a string. */
static char *user_call_text(struct cg *g, struct node *n, char **ret)
{
	const struct function *f = n->fn;
	struct cval *vals = xcalloc(n->args.len + 1, sizeof(*vals));
	struct buf call;
	size_t i;

	gen_list(g, (struct node **)n->args.items, n->args.len, vals);
	buf_init(&call);
	buf_printf(&call, "%s(c", cname(CN_FUNC, f->name));
	*ret = NULL;
	if (f->ret_type == TY_STRING) {
		*ret = new_str(g);
		buf_printf(&call, ", %s", *ret);
	}
	for (i = 0; i < n->args.len; i++) {
		buf_printf(&call, ", %s", vals[i].c);
		cv_free(&vals[i]);
	}
	buf_putc(&call, ')');
	free(vals);
	return buf_steal(&call);
}

/* Before calling F at LOC: where its errors point, or the nesting check. */
static void gen_call_guard(struct cg *g, const struct function *f, struct loc loc)
{
	char *w = where(loc);

	if (f->embedded && f->can_fail) {
		emit(g, "c->where = %s;", w);
	} else if (!f->embedded) {
		emit(g, "if (unlikely(c->nesting >= PMP_MAXNESTING)) {");
		emit(g, "\tpmp_error_nesting(c, %s);", w);
		emit(g, "\tgoto %s;", g->err_label);
		emit(g, "}");
	}
	free(w);
}

static struct cval gen_user_call(struct cg *g, struct node *n)
{
	const struct function *f = n->fn;
	char *ret, *call = user_call_text(g, n, &ret);
	struct cval res;

	/* An embedded function that cannot fail is a plain expression. */
	if (f->embedded && !f->can_fail && f->ret_type != TY_VOID) {
		free(ret);
		return cv(CV_EXPR, call);
	}
	gen_call_guard(g, f, n->loc);
	if (f->ret_type == TY_LONG) {
		res = cv(CV_TEMP, new_long(g));
		emit(g, "%s = %s;", res.c, call);
	} else {
		emit(g, "%s;", call);
		res = ret ? cv(CV_TEMP, ret) : cv_none();
	}
	if (f->can_fail)
		check_abort(g);
	free(call);
	return res;
}

static void gen_hist(struct cg *g, struct node *agg)
{
	struct node *t = VEC_AT(agg->args, 0);
	const char *kind = agg->agg == AGG_HIST_LOG ? "log" : "linear";
	char *w = where(agg->loc), *name = c_str0(t->sym->name);

	if (t->kind == N_VAR) {
		emit(g, "pmp_pstat_read(&%s, (struct pmp_stat *)c->statbuf,", var_ref(t->sym));
		emit(g, "\t       (struct pmp_stat *)(c->statbuf + PMP_STAT_SCRATCH));");
	} else {
		char *key = gen_key(g, t->sym, &t->args);

		emit(g, "pmp_pmap_get(%s, %s, (struct pmp_stat *)c->statbuf);", var_ref(t->sym), key);
		free(key);
	}
	/* an empty one is SystemTap's "empty aggregate" error */
	emit(g, "pmp_print_hist_%s(c, &%s, (struct pmp_stat *)c->statbuf, %s, %s);", kind,
	     cname(CN_STAT_DESC, t->sym->name), name, w);
	check_abort(g);
	free(name);
	free(w);
}

static struct cval gen_print(struct cg *g, struct node *n)
{
	size_t i;

	for (i = 0; i < n->args.len; i++) {
		struct node *a = VEC_AT(n->args, i);
		struct cval v;

		if (a->type == TY_HIST) {
			gen_hist(g, a);
			continue;
		}
		v = gen(g, a);
		emit(g, a->type == TY_STRING ? "pmp_print_str(c, %s);" :
		     "pmp_print_long(c, %s);", v.c);
		cv_free(&v);
	}
	if (n->builtin == BI_PRINTLN)
		emit(g, "pmp_print_char(c, '\\n');");
	return cv_none();
}

/* The most one conversion can print. */
static size_t conv_bound(const struct fmt_conv *cv, long maxstringlen)
{
	long w = cv->width > 0 ? cv->width : 0, n;

	if (cv->conv == 's')
		n = cv->prec >= 0 && cv->prec < maxstringlen ? cv->prec : maxstringlen - 1;
	else if (cv->conv == 'c')
		n = cv->arg == FA_CHAR_ESC ? 4 : 1;   /* "\ooo" at most */
	else
		n = (cv->prec > 0 ? cv->prec : 0) + 24;   /* 22 octal digits, sign, prefix */
	return (size_t)(w > n ? w : n);
}

/* The most a printf of format F can print. */
static size_t printf_bound(const struct format *f, long maxstringlen)
{
	size_t n = f->tail_len;
	int i;

	for (i = 0; i < f->nargs; i++)
		n += f->convs[i].lit_len + conv_bound(&f->convs[i], maxstringlen);
	return n;
}

/* Argument V as conversion A takes it (a new string). */
static char *fmt_arg_text(enum fmt_arg a, const char *v)
{
	if (a == FA_CHAR_ESC)
		return xasprintf("pmp_char_escape((char [5]){ 0 }, %s)", v);
	return xasprintf("%s(%s)", a == FA_STRING ? "(const char *)" :
			 a == FA_CHAR ? "(int)" : "(long long)", v);
}

static void print_text(struct cg *g, const char *text, size_t len)
{
	char *lit;

	if (!len)
		return;
	lit = c_string(text, len);
	emit(g, "pmp_print_bytes(c, %s, %zu);", lit, len);
	free(lit);
}

/*
 * A printf that may print more than one output record holds is emitted
 * one conversion at a time (literal text copied as it is), so that no
 * single formatting needs more room than a record: the runtime then
 * never truncates what a script prints.
 */
static void gen_printf_split(struct cg *g, const struct format *f, const struct cval *vals)
{
	int k;

	for (k = 0; k < f->nargs; k++) {
		const struct fmt_conv *cv = &f->convs[k];
		char *one, *arg;

		print_text(g, cv->lit, cv->lit_len);
		if (cv->conv == 's' && cv->width < 0 && cv->prec < 0) {
			emit(g, "pmp_print_str(c, (const char *)(%s));", vals[k].c);
			continue;
		}
		one = c_str0(cv->text);
		arg = fmt_arg_text(cv->arg, vals[k].c);
		emit(g, "pmp_printf(c, %s, %s);", one, arg);
		free(arg);
		free(one);
	}
	print_text(g, f->tail, f->tail_len);
}

/* One call of the kernel's format: pmp_printf, or pmp_sprintf into a
 * new temporary. */
static struct cval gen_printf_whole(struct cg *g, struct node *n, const struct format *f,
				    const struct cval *vals)
{
	char *fmt = c_str0(f->kernel_fmt), *res = NULL;
	struct buf call;
	int i;

	buf_init(&call);
	if (n->builtin == BI_SPRINTF) {
		res = new_str(g);
		buf_printf(&call, "pmp_sprintf(%s, %s", res, fmt);
	} else {
		buf_printf(&call, "pmp_printf(c, %s", fmt);
	}
	for (i = 0; i < f->nargs; i++) {
		char *arg = fmt_arg_text(f->convs[i].arg, vals[i].c);

		buf_printf(&call, ", %s", arg);
		free(arg);
	}
	buf_puts(&call, ");");
	emit(g, "%s", call.data);
	buf_free(&call);
	free(fmt);
	return res ? cv(CV_TEMP, res) : cv_none();
}

static struct cval gen_printf(struct cg *g, struct node *n)
{
	const struct format *f = VEC_AT(g->prog->formats, n->fmt_id);
	size_t nargs = n->args.len - 1, i;
	struct cval *vals = xcalloc(nargs + 1, sizeof(*vals)), res;

	gen_list(g, (struct node **)n->args.items + 1, nargs, vals);
	if (!*f->kernel_fmt) {
		/* printf("") prints nothing; sprintf("") is "" (and GCC
		 * warns about an empty format). */
		res = n->builtin != BI_SPRINTF ? cv_none() : cv(CV_LITERAL, xstrdup("\"\""));
	} else if (n->builtin != BI_SPRINTF &&
		   printf_bound(f, g->maxstringlen) >= PMP_RECORD_DATA) {
		gen_printf_split(g, f, vals);
		res = cv_none();
	} else {
		res = gen_printf_whole(g, n, f, vals);
	}
	for (i = 0; i < nargs; i++)
		cv_free(&vals[i]);
	free(vals);
	return res;
}

/* sprint, sprintln: what print, println would print, as a new temporary. */
static struct cval gen_sprint(struct cg *g, struct node *n)
{
	char *res = new_str(g);
	size_t i;

	emit(g, "%s[0] = '\\0';", res);
	for (i = 0; i < n->args.len; i++) {
		struct node *a = VEC_AT(n->args, i);
		struct cval v = gen(g, a);

		if (a->type == TY_STRING)
			emit(g, "pmp_concat(%s, %s, %s);", res, res, v.c);
		else
			emit(g, "pmp_concat_long(%s, %s);", res, v.c);
		cv_free(&v);
	}
	if (n->builtin == BI_SPRINTLN)
		emit(g, "pmp_concat(%s, %s, \"\\n\");", res, res);
	return cv(CV_TEMP, res);
}

/* printd, printdln, sprintd: the values with the delimiter between them. */
static struct cval gen_printd(struct cg *g, struct node *n)
{
	const struct node *d = VEC_AT(n->args, 0);
	char *delim = c_string(d->str, d->str_len), *res = NULL;
	size_t i;

	if (n->builtin == BI_SPRINTD) {
		res = new_str(g);
		emit(g, "%s[0] = '\\0';", res);
	}
	for (i = 1; i < n->args.len; i++) {
		struct node *a = VEC_AT(n->args, i);
		struct cval v = gen(g, a);
		bool s = a->type == TY_STRING;

		if (res && i > 1)
			emit(g, "pmp_concat(%s, %s, %s);", res, res, delim);
		else if (i > 1)
			emit(g, "pmp_print_str(c, %s);", delim);
		if (res && s)
			emit(g, "pmp_concat(%s, %s, %s);", res, res, v.c);
		else if (res)
			emit(g, "pmp_concat_long(%s, %s);", res, v.c);
		else
			emit(g, s ? "pmp_print_str(c, %s);" : "pmp_print_long(c, %s);", v.c);
		cv_free(&v);
	}
	free(delim);
	if (res)
		return cv(CV_TEMP, res);
	if (n->builtin == BI_PRINTDLN)
		emit(g, "pmp_print_char(c, '\\n');");
	return cv_none();
}

static struct cval gen_call(struct cg *g, struct node *n)
{
	if (n->fn)
		return gen_user_call(g, n);
	if (n->builtin == BI_PRINTF || n->builtin == BI_SPRINTF)
		return gen_printf(g, n);
	if (n->builtin == BI_SPRINT || n->builtin == BI_SPRINTLN)
		return gen_sprint(g, n);
	if (n->builtin >= BI_PRINTD)
		return gen_printd(g, n);
	return gen_print(g, n);
}

static struct cval gen_agg(struct cg *g, struct node *n)
{
	static const char *const opnames[] = {
		[AGG_COUNT] = "PMP_OP_COUNT", [AGG_SUM] = "PMP_OP_SUM", [AGG_MIN] = "PMP_OP_MIN",
		[AGG_MAX] = "PMP_OP_MAX", [AGG_AVG] = "PMP_OP_AVG", [AGG_VARIANCE] = "PMP_OP_VARIANCE",
	};
	struct node *t = VEC_AT(n->args, 0);
	enum agg_op op = n->agg;
	char *res = new_long(g), *w = where(n->loc), *name = c_str0(t->sym->name);

	if (t->kind == N_VAR) {
		emit(g, "%s = pmp_pstat_op(c, &%s, %s, %s, %s);", res, var_ref(t->sym),
		     opnames[op], name, w);
	} else {
		char *key = gen_key(g, t->sym, &t->args);

		emit(g, "%s = pmp_pmap_op(c, %s, %s, %s, %s, %s);", res, var_ref(t->sym),
		     key, opnames[op], name, w);
		free(key);
	}
	if (op >= AGG_MIN)   /* @min, @max, @avg and @variance of nothing are errors */
		check_abort(g);
	free(w);
	free(name);
	return cv(CV_TEMP, res);
}

/* -------------------------------------------------------- expressions */

/* && and ||: B is evaluated only when it decides. */
static struct cval gen_logical(struct cg *g, struct node *n)
{
	struct sub s;
	struct cval a = gen(g, n->a), b = gen_branch(g, n->b, &s), r;

	if (!s.buf.len) {
		buf_free(&s.buf);
		r = cv(CV_EXPR, xasprintf("pmp_long(%s %s %s)", a.c, n->op == OP_AND ? "&&" : "||", b.c));
	} else {
		r = cv(CV_TEMP, new_long(g));
		emit(g, "%s = %s;", r.c, n->op == OP_AND ? "0" : "1");
		emit(g, "if (%s%s) {", n->op == OP_AND ? "" : "!", a.c);
		sub_flush(g, &s);
		emit(g, "\t%s = pmp_ne(%s, 0);", r.c, b.c);
		emit(g, "}");
	}
	cv_free(&a);
	cv_free(&b);
	return r;
}

static struct cval gen_ternary(struct cg *g, struct node *n)
{
	struct sub sb, sc;
	struct cval a = gen(g, n->a), b = gen_branch(g, n->b, &sb), c = gen_branch(g, n->c, &sc), r;
	bool str = n->type == TY_STRING;

	if (!sb.buf.len && !sc.buf.len) {
		buf_free(&sb.buf);
		buf_free(&sc.buf);
		r = cv(CV_EXPR, str ? xasprintf("(%s ? %s : %s)", a.c, b.c, c.c) :
		       xasprintf("pmp_long(%s ? %s : %s)", a.c, b.c, c.c));
	} else {
		r = cv(CV_TEMP, str ? new_str(g) : new_long(g));
		emit(g, "if (%s) {", a.c);
		sub_flush(g, &sb);
		emit(g, str ? "\tpmp_strlcpy(%s, %s);" : "\t%s = %s;", r.c, b.c);
		emit(g, "} else {");
		sub_flush(g, &sc);
		emit(g, str ? "\tpmp_strlcpy(%s, %s);" : "\t%s = %s;", r.c, c.c);
		emit(g, "}");
	}
	cv_free(&a);
	cv_free(&b);
	cv_free(&c);
	return r;
}

static bool literal_nonzero(const struct node *n)
{
	return n->kind == N_NUM && n->num != 0 && n->num != -1;
}

/* / and %: checked for a zero divisor unless it is a literal. */
static char *gen_division(struct cg *g, struct node *n, struct cval *v)
{
	char *d, *r;

	if (literal_nonzero(n->b))
		return xasprintf("(%s %c %s)", v[0].c, n->op, v[1].c);
	materialize(g, &v[0]);
	d = new_long(g);
	emit(g, "%s = %s;", d, v[1].c);
	check_divisor(g, d, n->loc);
	r = xasprintf("pmp_%s(%s, %s)", n->op == '/' ? "div" : "mod", v[0].c, d);
	free(d);
	return r;
}

static struct cval gen_binary(struct cg *g, struct node *n)
{
	struct node *parts[2] = { n->a, n->b };
	struct cval v[2], r;

	if (n->op == OP_AND || n->op == OP_OR)
		return gen_logical(g, n);
	gen_list(g, parts, 2, v);
	if (n->op == OP_CONCAT) {
		r = cv(CV_TEMP, new_str(g));
		emit(g, "pmp_concat(%s, %s, %s);", r.c, v[0].c, v[1].c);
	} else if (n->op == '/' || n->op == '%') {
		r = cv(CV_EXPR, gen_division(g, n, v));
	} else if (n->a->type == TY_STRING) {   /* a comparison of strings */
		r = cv(CV_EXPR, xasprintf("pmp_%s(strcmp(%s, %s), 0)", op_helper(n->op), v[0].c, v[1].c));
	} else if (op_helper(n->op)) {
		r = cv(CV_EXPR, xasprintf("pmp_%s(%s, %s)", op_helper(n->op), v[0].c, v[1].c));
	} else {
		r = cv(CV_EXPR, xasprintf("(%s %s %s)", v[0].c, c_bitop(n->op), v[1].c));
	}
	cv_free(&v[0]);
	cv_free(&v[1]);
	return r;
}

static struct cval gen_unary(struct cg *g, struct node *n)
{
	struct cval a = gen(g, n->a);
	char *r;

	if (n->op == '-')   /* wraps: -LONG_MIN is LONG_MIN */
		r = xasprintf("pmp_neg(%s)", a.c);
	else if (n->op == '!')
		r = xasprintf("pmp_long(!(%s))", a.c);
	else
		r = xasprintf("(%s(%s))", n->op == '~' ? "~" : "+", a.c);
	cv_free(&a);
	return cv(CV_EXPR, r);
}

static struct cval gen_index_read(struct cg *g, struct node *n)
{
	char *key = gen_key(g, n->sym, &n->args);
	char *r;

	if (n->sym->type == TY_STRING)
		r = xasprintf("({ struct pmp_entry *pmp_x = pmp_map_find(%s, %s); "
			      "pmp_x ? (const char *)PMP_ENTRY_STR(%s, pmp_x) : \"\"; })",
			      var_ref(n->sym), key, var_ref(n->sym));
	else
		r = xasprintf("({ struct pmp_entry *pmp_x = pmp_map_find(%s, %s); "
			      "pmp_x ? PMP_ENTRY_LONG(%s, pmp_x) : 0L; })",
			      var_ref(n->sym), key, var_ref(n->sym));
	free(key);
	return cv(CV_EXPR, r);
}

static struct cval gen_in(struct cg *g, struct node *n)
{
	char *key = gen_key(g, n->sym, &n->args);
	char *r = is_pmap(n->sym) ?
		xasprintf("pmp_long(pmp_pmap_exists(%s, %s))", var_ref(n->sym), key) :
		xasprintf("pmp_long(pmp_map_find(%s, %s) != NULL)", var_ref(n->sym), key);

	free(key);
	return cv(CV_EXPR, r);
}

/* A number literal; a negative one is C's unary minus on a literal, an
 * expression. */
static struct cval gen_num(const struct node *n)
{
	return cv(n->num >= 0 ? CV_LITERAL : CV_EXPR, c_long(n->num));
}

/* A tracepoint's field (op 1) or $$vars (op 2), read from the record by
 * its slot (runtime/pmp_tracepoint.c). */
static struct cval gen_tp_field(struct cg *g, const struct node *n)
{
	const struct rprobe *rp = g->rp;
	struct buf slots, names;
	size_t i, nslots = 0;
	char *res, *name;

	/* a record too short for the field is a runtime error here */
	res = where(n->loc);
	emit(g, "c->where = %s;", res);
	free(res);
	if (n->ctxvar == CTXV_TP_FIELD) {
		name = c_str0(n->name);
		res = n->is_str ? new_str(g) : new_long(g);
		if (n->is_str)
			emit(g, "pmp_tp_string(c, %d, %s, %s);", rp->tp_slot0 + n->tp_field, name, res);
		else
			emit(g, "%s = pmp_tp_long(c, %d, %s);", res, rp->tp_slot0 + n->tp_field, name);
		free(name);
		check_abort(g);
		return cv(CV_TEMP, res);
	}
	/* $$vars: in the format's order (sema marked them all used) */
	res = new_str(g);
	buf_init(&slots);
	buf_init(&names);
	for (i = 0; i < rp->ev.tp_fmt->fields.len; i++) {
		const struct tp_field *fl = VEC_AT(rp->ev.tp_fmt->fields, i);
		size_t j;

		for (j = 0; !fl->common && j < rp->tp_used.len; j++)
			if (VEC_AT(rp->tp_used, j) == fl) {
				name = c_str0(fl->name);
				buf_printf(&slots, "%s%d", nslots ? ", " : "",
					   rp->tp_slot0 + (int)j);
				buf_printf(&names, "%s%s", nslots ? ", " : "", name);
				free(name);
				nslots++;
			}
	}
	if (!nslots)
		emit(g, "%s[0] = '\\0';", res);
	else
		emit(g, "pmp_tp_vars(c, %s, (const u16[]){ %s }, (const char *const[]){ %s }, %zu);",
		     res, slots.data, names.data, nslots);
	check_abort(g);
	buf_free(&slots);
	buf_free(&names);
	return cv(CV_TEMP, res);
}

/* $$parms: SystemTap's "NAME=0x%x" of each parameter, joined by
 * spaces; "NAME=?" for one that is not read from a register. */
static struct cval gen_kp_parms(struct cg *g)
{
	struct buf fmt, args;
	struct node pn = { 0 };
	char *res = new_str(g), *f;
	size_t i;

	buf_init(&fmt);
	buf_init(&args);
	for (i = 0; i < g->rp->kparams.len; i++) {
		const struct kparam *p = VEC_AT(g->rp->kparams, i);

		buf_printf(&fmt, "%s%s=%s", i ? " " : "", p->name, p->unreadable ? "?" : "0x%lx");
		if (p->unreadable)
			continue;
		pn.tp_field = p->reg + 1;
		pn.num = kp_read_code(p);
		f = kp_read_expr(&pn);
		buf_printf(&args, ", (unsigned long)%s", f);
		free(f);
	}
	if (fmt.len) {
		f = c_str0(fmt.data);
		emit(g, "pmp_sprintf(%s, %s%s);", res, f, args.len ? args.data : "");
		free(f);
	} else {
		emit(g, "%s[0] = '\\0';", res);
	}
	buf_free(&fmt);
	buf_free(&args);
	return cv(CV_TEMP, res);
}

static struct cval gen_kind(struct cg *g, struct node *n)
{
	switch (n->kind) {
	case N_NUM:
		return gen_num(n);
	case N_STR:
		return cv(CV_LITERAL, c_string(n->str, n->str_len));
	case N_CTXVAR:
		if (n->ctxvar == CTXV_TP_FIELD || n->ctxvar == CTXV_TP_VARS)
			return gen_tp_field(g, n);
		if (n->ctxvar == CTXV_MEMBER)   /* $counterN: the member's handle */
			return cv(CV_LITERAL, xasprintf("%dL", ((const struct rprobe *)
				VEC_AT(g->rp->members, (size_t)n->tp_field))->table_idx + 1));
		if (n->ctxvar == CTXV_KP_ARG)   /* the registers: unchanged in the run */
			return cv(CV_EXPR, xasprintf("pmp_kp_arg(c, %d)", n->tp_field));
		if (n->ctxvar == CTXV_KP_RETURN)
			return cv(CV_EXPR, xstrdup("pmp_kp_return(c)"));
		if (n->ctxvar == CTXV_UP_ARG)
			return cv(CV_EXPR, xasprintf("pmp_up_arg(c, %d)", n->tp_field));
		if (n->ctxvar == CTXV_UP_RETURN)
			return cv(CV_EXPR, xstrdup("pmp_up_return(c)"));
		if (n->ctxvar == CTXV_UP_MARK)
			return cv(CV_EXPR, up_mark_arg_expr(g->rp, n->tp_field));
		if (n->ctxvar == CTXV_KP_PARAM)
			return cv(CV_EXPR, kp_read_expr(n));
		if (n->ctxvar == CTXV_KP_PARMS)
			return gen_kp_parms(g);
		return cv(CV_LITERAL, xasprintf("%ldL", g->probe_no));   /* $counter */
	case N_VAR:
		return cv(CV_EXPR, xstrdup(var_ref(n->sym)));
	case N_INDEX:
		return gen_index_read(g, n);
	case N_IN:
		return gen_in(g, n);
	case N_CALL:
		return gen_call(g, n);
	case N_ENTRY:   /* its slot, filled at the call's entry (codegen_body.c) */
		return cv(CV_EXPR, xasprintf("((const struct pmpe_p%ld *)c->entry)->e%d",
					     g->probe_no - 1, n->tp_field));
	case N_AGG:
		return gen_agg(g, n);
	case N_UNARY:
		return gen_unary(g, n);
	case N_BINARY:
		return gen_binary(g, n);
	case N_TERNARY:
		return gen_ternary(g, n);
	case N_ASSIGN:
		return gen_assign(g, n);
	case N_INCDEC:
		return gen_incdec(g, n);
	case N_AGGADD:
		return gen_aggadd(g, n);
	default:
		return cv_none();
	}
}

struct cval gen(struct cg *g, struct node *n)
{
	struct cval v = gen_kind(g, n);

	v.type = n->type;
	return v;
}

/* Evaluates N for its effects only. */
void gen_effect(struct cg *g, struct node *n)
{
	struct cval r;

	if (n->kind == N_INCDEC && n->a->kind == N_VAR) {
		emit(g, "%s%s;", var_ref(n->a->sym), n->op == '+' ? "++" : "--");
		return;
	}
	if (n->kind == N_INCDEC) {
		char *lhs = gen_lvalue(g, n->a);

		emit(g, "%s%s;", lhs, n->op == '+' ? "++" : "--");
		free(lhs);
		return;
	}
	r = gen(g, n);
	/* A pure expression statement still evaluates what it reads. */
	if (n->kind == N_CALL && n->fn && n->fn->embedded && !n->fn->can_fail &&
	    n->fn->ret_type != TY_VOID)
		emit(g, "(void)%s;", r.c);
	cv_free(&r);
}
