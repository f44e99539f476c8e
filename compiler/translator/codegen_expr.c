/*
 * codegen_expr.c - pass 3, expressions.  Each becomes a side-effect-free
 * C expression; whatever has effects (assignments, calls, map inserts,
 * checked divisions) becomes a statement before it, with its result in
 * a temporary, so evaluation is left to right and every error check can
 * leave the handler with "goto pmp_out".
 */
#include <stdlib.h>
#include <string.h>

#include "codegen_internal.h"

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

static char *new_entry(struct cg *g)
{
	return xasprintf("pmp_e%d", g->nent++);
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

static bool is_constant(const char *e)
{
	return !strncmp(e, "pmp_lt", 6) || !strncmp(e, "l->pmp_t", 8) ||
	       e[0] == '"' || (e[0] >= '0' && e[0] <= '9') || e[0] == '(';
}

/* Keeps E's value now, before statements that follow could change it. */
static char *materialize(struct cg *g, char *e, enum type t)
{
	char *tmp;

	if (is_constant(e) && e[0] != '(')
		return e;
	if (t == TY_STRING) {
		tmp = new_str(g);
		emit(g, "pmp_strlcpy(%s, %s);", tmp, e);
	} else {
		tmp = new_long(g);
		emit(g, "%s = %s;", tmp, e);
	}
	free(e);
	return tmp;
}

/*
 * Evaluates N expressions left to right: when a later one needs
 * statements, the earlier values are kept in temporaries first.
 */
static void gen_list(struct cg *g, struct node **ns, size_t n, char **res)
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
			res[i] = materialize(g, res[i], ns[i]->type);
	}
	free(subs);
}

/* ----------------------------------------------------------------- keys */

/* Fills a key temporary from KEYS; returns "&l->pmp_kN". */
char *gen_key(struct cg *g, const struct symbol *arr, struct vec *keys)
{
	char **vals = xcalloc(keys->len + 1, sizeof(char *));
	char *k = xasprintf("l->pmp_k%d", g->nkey++);
	size_t i;

	if (g->nkey > g->max_key)
		g->max_key = g->nkey;
	gen_list(g, (struct node **)keys->items, keys->len, vals);
	for (i = 0; i < keys->len; i++) {
		emit(g, "%s.k[%zu].%c = %s;", k, i,
		     arr->key_types[i] == TY_STRING ? 's' : 'l', vals[i]);
		free(vals[i]);
	}
	free(vals);
	return xasprintf("&%s", k);
}

static void gen_full_error(struct cg *g, const struct symbol *arr,
			   struct loc loc)
{
	char *w = where(loc);

	emit(g, "pmp_error_full(c, %s, &%s, %s);", w, cname(CN_MAP_DESC, arr->name),
	     arr->decl && arr->decl->has_capacity ? "true" : "false");
	emit(g, "goto pmp_out;");
	free(w);
}

/* Inserts (or finds) the element; returns the entry temporary. */
static char *gen_insert(struct cg *g, struct node *idx)
{
	char *key = gen_key(g, idx->sym, &idx->args);
	char *e = new_entry(g);

	emit(g, "%s = pmp_map_insert(%s, %s);", e, cname(CN_GLOBAL, idx->sym->name), key);
	emit(g, "if (unlikely(!%s)) {", e);
	g->depth++;
	gen_full_error(g, idx->sym, idx->loc);
	g->depth--;
	emit(g, "}");
	free(key);
	return e;
}

/* ----------------------------------------------------------- lvalues */

/* The C lvalue of a long or string variable or element (inserting). */
static char *gen_lvalue(struct cg *g, struct node *n)
{
	char *e, *r;

	if (n->kind == N_VAR)
		return xstrdup(var_ref(n->sym));
	e = gen_insert(g, n);
	r = xasprintf(n->sym->type == TY_STRING ? "PMP_ENTRY_STR(%s, %s)" :
		      "PMP_ENTRY_LONG(%s, %s)", cname(CN_GLOBAL, n->sym->name), e);
	free(e);
	return r;
}

static void check_divisor(struct cg *g, const char *d, struct loc loc)
{
	char *w = where(loc);

	emit(g, "if (unlikely(!%s)) {", d);
	emit(g, "\tpmp_error(c, %s, \"division by zero\");", w);
	emit(g, "\tgoto pmp_out;");
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

static char *gen_assign(struct cg *g, struct node *n)
{
	enum type t = n->a->type;
	struct node *parts[2];
	char *vals[2] = { NULL, NULL };
	char *lhs;

	/* Keys (left) first, then the value, then the insert. */
	if (n->a->kind == N_INDEX) {
		char *key, *e;
		char **kv = xcalloc(n->a->args.len + 2, sizeof(char *));
		struct node **all = xcalloc(n->a->args.len + 2, sizeof(struct node *));
		size_t i, nk = n->a->args.len;
		char *k = xasprintf("l->pmp_k%d", g->nkey++);

		if (g->nkey > g->max_key)
			g->max_key = g->nkey;
		for (i = 0; i < nk; i++)
			all[i] = VEC_AT(n->a->args, i);
		all[nk] = n->b;
		gen_list(g, all, nk + 1, kv);
		for (i = 0; i < nk; i++)
			emit(g, "%s.k[%zu].%c = %s;", k, i,
			     n->a->sym->key_types[i] == TY_STRING ? 's' : 'l', kv[i]);
		key = xasprintf("&%s", k);
		e = new_entry(g);
		if (t == TY_STRING && n->op == '=')
			kv[nk] = materialize(g, kv[nk], TY_STRING);
		emit(g, "%s = pmp_map_insert(%s, %s);", e, cname(CN_GLOBAL, n->a->sym->name), key);
		emit(g, "if (unlikely(!%s)) {", e);
		g->depth++;
		gen_full_error(g, n->a->sym, n->a->loc);
		g->depth--;
		emit(g, "}");
		lhs = xasprintf(t == TY_STRING ? "PMP_ENTRY_STR(%s, %s)" :
				"PMP_ENTRY_LONG(%s, %s)", cname(CN_GLOBAL, n->a->sym->name), e);
		if (t == TY_STRING && n->op == '=')
			emit(g, "pmp_strlcpy(%s, %s);", lhs, kv[nk]);
		else if (t == TY_STRING)
			emit(g, "pmp_concat(%s, %s, %s);", lhs, lhs, kv[nk]);
		else
			emit_long_update(g, lhs, n->op, kv[nk], n->loc);
		free(kv);
		free(all);
		free(key);
		free(e);
		return lhs;
	}
	parts[0] = n->b;
	gen_list(g, parts, 1, vals);
	lhs = xstrdup(var_ref(n->a->sym));
	if (t == TY_STRING) {
		if (n->op == '=')
			emit(g, "pmp_strlcpy(%s, %s);", lhs, vals[0]);
		else
			emit(g, "pmp_concat(%s, %s, %s);", lhs, lhs, vals[0]);
	} else {
		emit_long_update(g, lhs, n->op, vals[0], n->loc);
	}
	free(vals[0]);
	return lhs;
}

static char *gen_incdec(struct cg *g, struct node *n)
{
	char *lhs = gen_lvalue(g, n->a), *old;

	if (!n->post) {
		emit(g, "%s %s= 1;", lhs, n->op == '+' ? "+" : "-");
		return lhs;
	}
	old = new_long(g);
	emit(g, "%s = %s;", old, lhs);
	emit(g, "%s = %s %s 1;", lhs, old, n->op == '+' ? "+" : "-");
	free(lhs);
	return old;
}

static void gen_aggadd(struct cg *g, struct node *n)
{
	struct node *t = n->a;
	char *v;

	if (t->kind == N_VAR) {
		struct node *parts[1] = { n->b };

		gen_list(g, parts, 1, &v);
		emit(g, "pmp_pstat_add(&%s, %s);", cname(CN_GLOBAL, t->sym->name), v);
	} else {
		char *key, *st = xasprintf("pmp_st%d", g->nent++), *w;
		char **kv = xcalloc(t->args.len + 2, sizeof(char *));
		struct node **all = xcalloc(t->args.len + 2, sizeof(struct node *));
		char *k = xasprintf("l->pmp_k%d", g->nkey++);
		size_t i, nk = t->args.len;

		if (g->nkey > g->max_key)
			g->max_key = g->nkey;
		for (i = 0; i < nk; i++)
			all[i] = VEC_AT(t->args, i);
		all[nk] = n->b;
		gen_list(g, all, nk + 1, kv);
		for (i = 0; i < nk; i++)
			emit(g, "%s.k[%zu].%c = %s;", k, i,
			     t->sym->key_types[i] == TY_STRING ? 's' : 'l', kv[i]);
		key = xasprintf("&%s", k);
		v = kv[nk];
		emit(g, "{");
		g->depth++;
		emit(g, "struct pmp_stat *%s = pmp_pmap_entry(%s, %s);", st, cname(CN_GLOBAL, t->sym->name), key);
		emit(g, "if (unlikely(!%s)) {", st);
		g->depth++;
		w = where(t->loc);
		emit(g, "pmp_error(c, %s, \"array '%s' is full: it holds %%u elements on this CPU\", %s.capacity);",
		     w, t->sym->name, cname(CN_MAP_DESC, t->sym->name));
		emit(g, "goto pmp_out;");
		g->depth--;
		emit(g, "}");
		emit(g, "pmp_stat_add(&%s, %s, %s);", cname(CN_STAT_DESC, t->sym->name), st, v);
		g->depth--;
		emit(g, "}");
		free(w);
		free(kv);
		free(all);
		free(key);
	}
}

/* -------------------------------------------------------------- calls */

static void check_abort(struct cg *g)
{
	emit(g, "if (unlikely(c->aborted))");
	emit(g, "\tgoto pmp_out;");
}

static char *gen_user_call(struct cg *g, struct node *n)
{
	const struct function *f = n->fn;
	char **vals = xcalloc(n->args.len + 1, sizeof(char *));
	struct buf call;
	char *ret = NULL, *res;
	size_t i;

	gen_list(g, (struct node **)n->args.items, n->args.len, vals);
	buf_init(&call);
	buf_printf(&call, "%s(c", cname(CN_FUNC, f->name));
	if (f->ret_type == TY_STRING) {
		ret = new_str(g);
		buf_printf(&call, ", %s", ret);
	}
	for (i = 0; i < n->args.len; i++) {
		buf_printf(&call, ", %s", vals[i]);
		free(vals[i]);
	}
	buf_putc(&call, ')');
	free(vals);
	/* An embedded function that cannot fail is a plain expression. */
	if (f->embedded && !f->can_fail && f->ret_type != TY_VOID) {
		free(ret);
		return buf_steal(&call);
	}
	if (f->embedded && f->can_fail) {
		char *w = where(n->loc);

		emit(g, "c->where = %s;", w);
		free(w);
	}
	if (!f->embedded) {
		char *w = where(n->loc);

		emit(g, "if (unlikely(c->nesting >= PMP_MAXNESTING)) {");
		emit(g, "\tpmp_error_nesting(c, %s);", w);
		emit(g, "\tgoto pmp_out;");
		emit(g, "}");
		free(w);
	}
	if (f->ret_type == TY_LONG) {
		res = new_long(g);
		emit(g, "%s = %s;", res, call.data);
	} else {
		emit(g, "%s;", call.data);
		res = ret ? ret : xstrdup("0");
	}
	if (f->can_fail)
		check_abort(g);
	buf_free(&call);
	return res;
}

static void gen_hist(struct cg *g, struct node *agg)
{
	struct node *t = VEC_AT(agg->args, 0);
	const char *name = t->sym->name;
	const char *kind = agg->agg == AGG_HIST_LOG ? "log" : "linear";

	if (t->kind == N_VAR) {
		emit(g, "pmp_pstat_read(&%s, (struct pmp_stat *)c->statbuf,", cname(CN_GLOBAL, name));
		emit(g, "\t       (struct pmp_stat *)(c->statbuf + PMP_STAT_SCRATCH));");
	} else {
		char *key = gen_key(g, t->sym, &t->args);

		emit(g, "pmp_pmap_get(%s, %s, (struct pmp_stat *)c->statbuf);", cname(CN_GLOBAL, name), key);
		free(key);
	}
	emit(g, "pmp_print_hist_%s(c, &%s, (struct pmp_stat *)c->statbuf);", kind,
	     cname(CN_STAT_DESC, name));
}

static void gen_print(struct cg *g, struct node *n)
{
	char **vals = xcalloc(n->args.len + 1, sizeof(char *));
	size_t i;

	for (i = 0; i < n->args.len; i++) {
		struct node *a = VEC_AT(n->args, i);

		if (a->type == TY_HIST) {
			gen_hist(g, a);
			continue;
		}
		vals[i] = gen(g, a);
		emit(g, a->type == TY_STRING ? "pmp_print_str(c, %s);" :
		     "pmp_print_long(c, %s);", vals[i]);
		free(vals[i]);
	}
	if (n->builtin == BI_PRINTLN)
		emit(g, "pmp_print_char(c, '\\n');");
	free(vals);
}


/* The most one conversion can print. */
static size_t conv_bound(const struct fmt_conv *cv, long maxstringlen)
{
	long w = cv->width > 0 ? cv->width : 0, n;

	if (cv->conv == 's')
		n = cv->prec >= 0 && cv->prec < maxstringlen ? cv->prec : maxstringlen - 1;
	else if (cv->conv == 'c')
		n = 1;
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

static const char *fmt_cast(enum fmt_arg a)
{
	return a == FA_STRING ? "(const char *)" : a == FA_CHAR ? "(int)" : "(long long)";
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
static void gen_printf_split(struct cg *g, const struct format *f, char **vals)
{
	int k;

	for (k = 0; k < f->nargs; k++) {
		const struct fmt_conv *cv = &f->convs[k];
		char *one;

		print_text(g, cv->lit, cv->lit_len);
		if (cv->conv == 's' && cv->width < 0 && cv->prec < 0) {
			emit(g, "pmp_print_str(c, (const char *)(%s));", vals[k]);
			continue;
		}
		one = c_str0(cv->text);
		emit(g, "pmp_printf(c, %s, %s(%s));", one, fmt_cast(cv->arg), vals[k]);
		free(one);
	}
	print_text(g, f->tail, f->tail_len);
}

static char *gen_printf(struct cg *g, struct node *n)
{
	const struct format *f = VEC_AT(g->prog->formats, n->fmt_id);
	size_t nargs = n->args.len - 1, i;
	char **vals = xcalloc(nargs + 1, sizeof(char *));
	char *fmt = c_str0(f->kernel_fmt), *res = NULL;
	struct buf call;

	gen_list(g, (struct node **)n->args.items + 1, nargs, vals);
	if (!*f->kernel_fmt) {
		/* printf("") prints nothing; sprintf("") is "" (and GCC
		 * warns about an empty format). */
		free(vals);
		free(fmt);
		return xstrdup(n->builtin != BI_SPRINTF ? "0" : "\"\"");
	}
	if (n->builtin != BI_SPRINTF &&
	    printf_bound(f, g->maxstringlen) >= PMP_RECORD_DATA) {
		gen_printf_split(g, f, vals);
		for (i = 0; i < nargs; i++)
			free(vals[i]);
		free(vals);
		free(fmt);
		return xstrdup("0");
	}
	buf_init(&call);
	if (n->builtin == BI_SPRINTF) {
		res = new_str(g);
		buf_printf(&call, "pmp_sprintf(%s, %s", res, fmt);
	} else {
		buf_printf(&call, "pmp_printf(c, %s", fmt);
	}
	for (i = 0; i < nargs; i++) {
		buf_printf(&call, ", %s(%s)", fmt_cast(f->convs[i].arg), vals[i]);
		free(vals[i]);
	}
	buf_puts(&call, ");");
	emit(g, "%s", call.data);
	buf_free(&call);
	free(vals);
	free(fmt);
	return res ? res : xstrdup("0");
}

static char *gen_call(struct cg *g, struct node *n)
{
	if (n->fn)
		return gen_user_call(g, n);
	if (n->builtin == BI_PRINTF || n->builtin == BI_SPRINTF)
		return gen_printf(g, n);
	gen_print(g, n);
	return xstrdup("0");
}

static char *gen_agg(struct cg *g, struct node *n)
{
	static const char *const opnames[] = {
		[AGG_COUNT] = "PMP_OP_COUNT", [AGG_SUM] = "PMP_OP_SUM", [AGG_MIN] = "PMP_OP_MIN",
		[AGG_MAX] = "PMP_OP_MAX", [AGG_AVG] = "PMP_OP_AVG",
	};
	struct node *t = VEC_AT(n->args, 0);
	enum agg_op op = n->agg;
	char *res = new_long(g), *w = where(n->loc), *name = c_str0(t->sym->name);

	if (t->kind == N_VAR) {
		emit(g, "%s = pmp_pstat_op(c, &%s, %s, %s, %s);", res, cname(CN_GLOBAL, t->sym->name),
		     opnames[op], name, w);
	} else {
		char *key = gen_key(g, t->sym, &t->args);

		emit(g, "%s = pmp_pmap_op(c, %s, %s, %s, %s, %s);", res, cname(CN_GLOBAL, t->sym->name),
		     key, opnames[op], name, w);
		free(key);
	}
	if (op >= AGG_MIN)   /* @min, @max and @avg of nothing are errors */
		check_abort(g);
	free(w);
	free(name);
	return res;
}

/* -------------------------------------------------------- expressions */

static char *gen_logical(struct cg *g, struct node *n)
{
	struct sub s;
	char *a = gen(g, n->a), *b, *t;

	sub_begin(g, &s);
	g->depth++;
	b = gen(g, n->b);
	g->depth--;
	sub_end(g, &s);
	if (!s.buf.len) {
		buf_free(&s.buf);
		t = xasprintf("pmp_long(%s %s %s)", a, n->op == OP_AND ? "&&" : "||", b);
		free(a);
		free(b);
		return t;
	}
	t = new_long(g);
	emit(g, "%s = %s;", t, n->op == OP_AND ? "0" : "1");
	emit(g, "if (%s%s) {", n->op == OP_AND ? "" : "!", a);
	sub_flush(g, &s);
	emit(g, "\t%s = pmp_ne(%s, 0);", t, b);
	emit(g, "}");
	free(a);
	free(b);
	return t;
}

static char *gen_ternary(struct cg *g, struct node *n)
{
	struct sub sb, sc;
	char *a = gen(g, n->a), *b, *c, *t;
	bool str = n->type == TY_STRING;

	sub_begin(g, &sb);
	g->depth++;
	b = gen(g, n->b);
	g->depth--;
	sub_end(g, &sb);
	sub_begin(g, &sc);
	g->depth++;
	c = gen(g, n->c);
	g->depth--;
	sub_end(g, &sc);
	if (!sb.buf.len && !sc.buf.len) {
		buf_free(&sb.buf);
		buf_free(&sc.buf);
		t = str ? xasprintf("(%s ? %s : %s)", a, b, c) :
			  xasprintf("pmp_long(%s ? %s : %s)", a, b, c);
	} else {
		t = str ? new_str(g) : new_long(g);
		emit(g, "if (%s) {", a);
		sub_flush(g, &sb);
		emit(g, str ? "\tpmp_strlcpy(%s, %s);" : "\t%s = %s;", t, b);
		emit(g, "} else {");
		sub_flush(g, &sc);
		emit(g, str ? "\tpmp_strlcpy(%s, %s);" : "\t%s = %s;", t, c);
		emit(g, "}");
	}
	free(a);
	free(b);
	free(c);
	return t;
}

static bool literal_nonzero(const struct node *n)
{
	return n->kind == N_NUM && n->num != 0 && n->num != -1;
}

static char *gen_binary(struct cg *g, struct node *n)
{
	struct node *parts[2] = { n->a, n->b };
	char *v[2], *r, *d;
	bool str = n->a->type == TY_STRING;

	if (n->op == OP_AND || n->op == OP_OR)
		return gen_logical(g, n);
	gen_list(g, parts, 2, v);
	switch (n->op) {
	case OP_CONCAT:
		r = new_str(g);
		emit(g, "pmp_concat(%s, %s, %s);", r, v[0], v[1]);
		break;
	case '/':
	case '%':
		if (literal_nonzero(n->b)) {
			r = xasprintf("(%s %c %s)", v[0], n->op, v[1]);
			break;
		}
		v[0] = materialize(g, v[0], TY_LONG);
		d = new_long(g);
		emit(g, "%s = %s;", d, v[1]);
		check_divisor(g, d, n->loc);
		r = xasprintf("pmp_%s(%s, %s)", n->op == '/' ? "div" : "mod", v[0], d);
		free(d);
		break;
	default:
		if (str)        /* a comparison of strings */
			r = xasprintf("pmp_%s(strcmp(%s, %s), 0)", op_helper(n->op), v[0], v[1]);
		else if (op_helper(n->op))
			r = xasprintf("pmp_%s(%s, %s)", op_helper(n->op), v[0], v[1]);
		else
			r = xasprintf("(%s %s %s)", v[0], c_bitop(n->op), v[1]);
		break;
	}
	free(v[0]);
	free(v[1]);
	return r;
}

static char *gen_index_read(struct cg *g, struct node *n)
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
	return r;
}

char *gen(struct cg *g, struct node *n)
{
	char *a, *r;

	switch (n->kind) {
	case N_NUM:
		return c_long(n->num);
	case N_STR:
		return c_string(n->str, n->str_len);
	case N_CTXVAR:
		return xasprintf("%ldL", g->probe_no);
	case N_VAR:
		return xstrdup(var_ref(n->sym));
	case N_INDEX:
		return gen_index_read(g, n);
	case N_IN: {
		char *key = gen_key(g, n->sym, &n->args);

		r = is_pmap(n->sym) ?
			xasprintf("pmp_long(pmp_pmap_exists(%s, %s))", var_ref(n->sym), key) :
			xasprintf("pmp_long(pmp_map_find(%s, %s) != NULL)", var_ref(n->sym), key);
		free(key);
		return r;
	}
	case N_CALL:
		return gen_call(g, n);
	case N_AGG:
		return gen_agg(g, n);
	case N_UNARY:
		a = gen(g, n->a);
		if (n->op == '-')   /* wraps: -LONG_MIN is LONG_MIN */
			r = xasprintf("pmp_neg(%s)", a);
		else
			r = n->op == '!' ? xasprintf("pmp_long(!(%s))", a) :
			    xasprintf("(%s(%s))", n->op == '~' ? "~" : "+", a);
		free(a);
		return r;
	case N_BINARY:
		return gen_binary(g, n);
	case N_TERNARY:
		return gen_ternary(g, n);
	case N_ASSIGN:
		return gen_assign(g, n);
	case N_INCDEC:
		return gen_incdec(g, n);
	case N_AGGADD:
		gen_aggadd(g, n);
		return xstrdup("0");
	default:
		return xstrdup("0");
	}
}

/* Evaluates N for its effects only. */
void gen_effect(struct cg *g, struct node *n)
{
	char *r;

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
		emit(g, "(void)%s;", r);
	free(r);
}

