/*
 * codegen.c - pass 3: the module's C source, written against runtime/.
 * One C function per probe body and per script function, each commented
 * with its script location.  Expressions become side-effect-free C
 * expressions; whatever has effects (assignments, calls, map inserts,
 * checked divisions) becomes a statement before them, with its result in
 * a temporary, so evaluation is left to right and every error check can
 * leave the handler with "goto pmp_out".  Script text only ever reaches
 * the C as escaped string literals.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* -------------------------------------------------------------- state */

/* What cname() names, from a script's name. */
enum cname {
	CN_GLOBAL,                /* a global's variable */
	CN_MAP_DESC,              /* an array's descriptor */
	CN_STAT_DESC,             /* an aggregate's */
	CN_LOCK,                  /* a global's lock */
	CN_LOCAL,                 /* a local's or parameter's slot, as l->... */
	CN_SLOT,                  /* that slot's field in its frame's struct */
	CN_PARAM,                 /* a script function's C parameter */
	CN_ARG_MACRO,             /* an embedded function's parameter */
	CN_FUNC,                  /* a function */
	CN_FRAME,                 /* a script function's frame struct */
	CN_FRAME_MEMBER,          /* that struct in union pmpl_frames */
};

struct cg {
	const struct program *prog;
	const struct tr_options *opt;
	struct buf *out;          /* where statements go now */
	int depth;
	/* the function being generated */
	const struct function *fn;
	const struct rprobe *rp;
	int nlong, nent;          /* C-local temporaries, never reused */
	int nstr, max_str;        /* string temporaries in the locals struct */
	int nkey, max_key;        /* key temporaries in the locals struct */
	struct vec loops;         /* char *: continue label, or NULL for C's */
	int labels;
	long maxstringlen;
};

static struct rprobe **table;   /* probes in table order */
static size_t ntable;

static void emit(struct cg *g, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void emit(struct cg *g, const char *fmt, ...)
{
	va_list ap;
	int i;

	for (i = 0; i < g->depth; i++)
		buf_putc(g->out, '\t');
	va_start(ap, fmt);
	buf_vprintf(g->out, fmt, ap);
	va_end(ap);
	buf_putc(g->out, '\n');
}

/* ----------------------------------------------------------- literals */

/* A C string literal for BYTES: nothing from the script escapes it. */
static char *c_string(const char *s, size_t n)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_putc(&b, '"');
	for (i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];

		if (ch == '"' || ch == '\\')
			buf_printf(&b, "\\%c", ch);
		else if (ch == '?')
			buf_puts(&b, "\\?");   /* no trigraphs */
		else if (ch >= 32 && ch < 127)
			buf_putc(&b, (char)ch);
		else
			buf_printf(&b, "\\%03o", ch);
	}
	buf_putc(&b, '"');
	return buf_steal(&b);
}

static char *c_str0(const char *s)
{
	return c_string(s, strlen(s));
}

/* "FILE:LINE:COL" as a C literal. */
static char *where(struct loc loc)
{
	char *w = loc_str(loc), *lit = c_str0(w);

	free(w);
	return lit;
}

/* A comment that cannot be closed early by script text. */
static char *c_comment_text(const char *s)
{
	struct buf b;

	buf_init(&b);
	/* Neither "*" "/" (the end) nor "/" "*" (-Wcomment) may appear. */
	for (; *s; s++) {
		if ((s[0] == '*' && s[1] == '/') || (s[0] == '/' && s[1] == '*')) {
			buf_putc(&b, s[0]);
			buf_putc(&b, ' ');
			buf_putc(&b, s[1]);
			s++;
		} else if ((unsigned char)*s < 32 || (unsigned char)*s >= 127) {
			buf_putc(&b, '?');
		} else {
			buf_putc(&b, *s);
		}
	}
	return buf_steal(&b);
}

static char *c_long(int64_t v)
{
	if (v == INT64_MIN)
		return xstrdup("(-9223372036854775807LL - 1)");
	return xasprintf("%" PRId64 "LL", v);
}

/* --------------------------------------------------------------- names */

/*
 * Every C name made from a script's name, made here.  A global NAME is
 * pmpg_NAME; what pass 3 derives from it has a prefix no global can
 * spell: pmpgd_NAME (a map's descriptor), pmpgs_NAME (an aggregate's),
 * pmpgk_NAME (its lock).  (pmpg_d_NAME collided with a global named
 * d_NAME.)  A function's names and a local's are in namespaces of their
 * own: C functions, a frame's fields, a function's parameters.
 */
static const char *const cname_prefix[] = {
	[CN_GLOBAL] = "pmpg_", [CN_MAP_DESC] = "pmpgd_", [CN_STAT_DESC] = "pmpgs_",
	[CN_LOCK] = "pmpgk_", [CN_LOCAL] = "l->v_", [CN_SLOT] = "v_",
	[CN_PARAM] = "pa_", [CN_ARG_MACRO] = "PMP_ARG_", [CN_FUNC] = "pmpf_",
	[CN_FRAME] = "pmpl_f_", [CN_FRAME_MEMBER] = "f_",
};

/* The C name of kind K for the script's NAME.  It lives until the 8th
 * call after this one: enough for one emit(); copy it to keep it. */
static const char *cname(enum cname k, const char *name)
{
	static struct buf ring[8];
	static unsigned next;
	struct buf *b = &ring[next++ % 8];

	b->len = 0;
	buf_printf(b, "%s%s", cname_prefix[k], name);
	return b->data;
}

/* A variable's C lvalue: a global's, or a local's slot in its frame. */
static const char *var_ref(const struct symbol *s)
{
	return cname(s->kind == SYM_GLOBAL ? CN_GLOBAL : CN_LOCAL, s->name);
}

static bool is_pmap(const struct symbol *s)
{
	return s->arity > 0 && s->type == TY_STAT;
}

static char *new_long(struct cg *g)
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

static char *gen(struct cg *g, struct node *n);
static void gen_effect(struct cg *g, struct node *n);
static void gen_stmt(struct cg *g, struct node *n);

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
static char *gen_key(struct cg *g, const struct symbol *arr, struct vec *keys)
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

static char *gen(struct cg *g, struct node *n)
{
	char *a, *r;

	switch (n->kind) {
	case N_NUM:
		return c_long(n->num);
	case N_STR:
		return c_string(n->str, n->str_len);
	case N_CTXVAR: {
		size_t i;

		for (i = 0; i < ntable; i++)
			if (table[i] == g->rp)
				return xasprintf("%zuL", i + 1);
		return xstrdup("0L");
	}
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
static void gen_effect(struct cg *g, struct node *n)
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

/* ----------------------------------------------------------- statements */

static int count_simple(const struct node *block)
{
	size_t i;
	int n = 0;

	for (i = 0; i < block->args.len; i++) {
		const struct node *s = VEC_AT(block->args, i);

		if (s->kind != N_BLOCK && s->kind != N_EMPTY)
			n++;
	}
	return n;
}

static void gen_actions(struct cg *g, int n, struct loc loc)
{
	char *w;

	if (n <= 0)
		return;
	w = where(loc);
	emit(g, "PMP_ACTIONS(c, %d, %s, pmp_out);", n, w);
	free(w);
}

static char *gen_cond(struct cg *g, struct node *n)
{
	char *r = gen(g, n);

	if (n->type == TY_STRING) {
		char *t = xasprintf("(%s[0] != 0)", r);

		free(r);
		return t;
	}
	return r;
}

static void gen_body(struct cg *g, struct node *n)
{
	emit(g, "{");
	g->depth++;
	gen_stmt(g, n);
	g->depth--;
	emit(g, "}");
}

static void gen_while(struct cg *g, struct node *n)
{
	char *cond;

	emit(g, "for (;;) {");
	g->depth++;
	gen_actions(g, 1, n->loc);
	g->nstr = 0;
	g->nkey = 0;
	cond = gen_cond(g, n->a);
	emit(g, "if (!(%s))", cond);
	emit(g, "\tbreak;");
	free(cond);
	vec_push(&g->loops, NULL);
	gen_stmt(g, n->b);
	g->loops.len--;
	g->depth--;
	emit(g, "}");
}

static void gen_for(struct cg *g, struct node *n)
{
	char *label = xasprintf("pmp_cont%d", g->labels++), *cond;

	if (n->a)
		gen_effect(g, n->a);
	emit(g, "for (;;) {");
	g->depth++;
	gen_actions(g, 1, n->loc);
	if (n->b) {
		g->nstr = 0;
		g->nkey = 0;
		cond = gen_cond(g, n->b);
		emit(g, "if (!(%s))", cond);
		emit(g, "\tbreak;");
		free(cond);
	}
	vec_push(&g->loops, label);
	gen_stmt(g, n->d);
	g->loops.len--;
	g->depth--;
	emit(g, "%s: __maybe_unused;", label);
	g->depth++;
	g->nstr = 0;
	g->nkey = 0;
	if (n->c)
		gen_effect(g, n->c);
	g->depth--;
	emit(g, "}");
	free(label);
}

static void gen_foreach_vars(struct cg *g, const struct foreach *fe,
			     const char *m, const char *e)
{
	const struct symbol *a = fe->array;
	size_t i;

	for (i = 0; i < fe->keys.len; i++) {
		const struct node *k = VEC_AT(fe->keys, i);
		const char *v = var_ref(k->sym);

		if (a->key_types[i] == TY_STRING)
			emit(g, "pmp_strlcpy(%s, PMP_ENTRY_KEY_S(%s, %s, %zu));", v, m, e, i);
		else
			emit(g, "%s = PMP_ENTRY_KEY_L(%s, %s, %zu);", v, m, e, i);
	}
	if (fe->value_var) {
		const char *v = var_ref(fe->value_var->sym);

		if (a->type == TY_STRING)
			emit(g, "pmp_strlcpy(%s, PMP_ENTRY_STR(%s, %s));", v, m, e);
		else
			emit(g, "%s = PMP_ENTRY_LONG(%s, %s);", v, m, e);
	}
}

static void gen_foreach(struct cg *g, struct node *n)
{
	const struct foreach *fe = n->fe;
	int id = fe->id;
	char *m = xasprintf("pmp_m%d", id), *e = xasprintf("pmp_fe%d", id);
	char *limit = NULL;

	if (fe->limit) {
		char *lv = gen(g, fe->limit);

		limit = new_long(g);
		emit(g, "%s = %s;", limit, lv);
		free(lv);
	}
	emit(g, "{");
	g->depth++;
	if (is_pmap(fe->array)) {
		emit(g, "bool pmp_full%d = false;", id);
		emit(g, "struct pmp_map *%s = pmp_pmap_aggregate(%s, &pmp_full%d);", m,
		     var_ref(fe->array), id);
	} else {
		emit(g, "struct pmp_map *%s = %s;", m, var_ref(fe->array));
	}
	emit(g, "struct pmp_entry *%s;", e);
	if (limit)
		emit(g, "long pmp_fn%d = 0;", id);
	if (fe->sort_key)
		emit(g, "u32 pmp_fi%d, pmp_fc%d = pmp_map_sort(%s, pmp_sort%d, %d, %d);",
		     id, id, m, id, fe->sort_key > 0 ? fe->sort_key - 1 : -1, fe->sort_dir);
	if (is_pmap(fe->array)) {
		char *w = where(fe->array_loc);

		buf_putc(g->out, '\n');
		emit(g, "if (unlikely(pmp_full%d)) {", id);
		emit(g, "\tpmp_error(c, %s, \"array '%s' is full: its CPUs together hold more than %%u keys\", %s.capacity);",
		     w, fe->array->name, cname(CN_MAP_DESC, fe->array->name));
		emit(g, "\tgoto pmp_out;");
		emit(g, "}");
		free(w);
	}
	if (fe->sort_key) {
		buf_putc(g->out, '\n');
		emit(g, "for (pmp_fi%d = 0; pmp_fi%d < pmp_fc%d; pmp_fi%d++) {", id, id, id, id);
		g->depth++;
		emit(g, "%s = pmp_sort%d[pmp_fi%d];", e, id, id);
	} else {
		buf_putc(g->out, '\n');
		emit(g, "pmp_map_for_each(%s, %s) {", m, e);
		g->depth++;
	}
	if (limit) {
		emit(g, "if (pmp_fn%d++ >= %s)", id, limit);
		emit(g, "\tbreak;");
	}
	gen_actions(g, 1, n->loc);
	gen_foreach_vars(g, fe, m, e);
	vec_push(&g->loops, NULL);
	gen_stmt(g, n->a);
	g->loops.len--;
	g->depth--;
	emit(g, "}");
	g->depth--;
	emit(g, "}");
	free(m);
	free(e);
	free(limit);
}

static void gen_delete(struct cg *g, struct node *n)
{
	struct node *t = n->a;
	const struct symbol *s = t->sym;

	if (t->kind == N_INDEX) {
		char *key = gen_key(g, s, &t->args);

		emit(g, is_pmap(s) ? "pmp_pmap_delete(%s, %s);" :
		     "pmp_map_delete(%s, %s);", var_ref(s), key);
		free(key);
		return;
	}
	if (s->arity > 0) {
		emit(g, is_pmap(s) ? "pmp_pmap_clear(%s);" : "pmp_map_clear(%s);", var_ref(s));
		return;
	}
	if (s->type == TY_STAT) {
		emit(g, "pmp_pstat_clear(&%s);", var_ref(s));
		return;
	}
	emit(g, s->type == TY_STRING ? "%s[0] = '\\0';" : "%s = 0;", var_ref(s));
}

static void gen_return(struct cg *g, struct node *n)
{
	char *v;

	if (n->a && g->fn) {
		v = gen(g, n->a);
		if (g->fn->ret_type == TY_STRING)
			emit(g, "pmp_strlcpy(pmp_ret, %s);", v);
		else
			emit(g, "pmp_rv = %s;", v);
		free(v);
	}
	emit(g, "goto pmp_out;");
}

static void gen_stmt(struct cg *g, struct node *n)
{
	char *cond, *lbl;
	size_t i;

	g->nstr = 0;
	g->nkey = 0;
	switch (n->kind) {
	case N_BLOCK:
		gen_actions(g, count_simple(n), n->loc);
		for (i = 0; i < n->args.len; i++) {
			struct node *s = VEC_AT(n->args, i);

			if (s->kind == N_BLOCK) {
				gen_body(g, s);
				continue;
			}
			gen_stmt(g, s);
		}
		break;
	case N_EMPTY:
		break;
	case N_EXPR:
		gen_effect(g, n->a);
		break;
	case N_IF:
		cond = gen_cond(g, n->a);
		emit(g, "if (%s) {", cond);
		free(cond);
		g->depth++;
		gen_stmt(g, n->b);
		g->depth--;
		if (n->c) {
			emit(g, "} else {");
			g->depth++;
			gen_stmt(g, n->c);
			g->depth--;
		}
		emit(g, "}");
		break;
	case N_WHILE:
		gen_while(g, n);
		break;
	case N_FOR:
		gen_for(g, n);
		break;
	case N_FOREACH:
		gen_foreach(g, n);
		break;
	case N_BREAK:
		emit(g, "break;");
		break;
	case N_CONTINUE:
		lbl = g->loops.len ? VEC_AT(g->loops, g->loops.len - 1) : NULL;
		if (lbl)
			emit(g, "goto %s;", lbl);
		else
			emit(g, "continue;");
		break;
	case N_NEXT:
		emit(g, "goto pmp_out;");
		break;
	case N_RETURN:
		gen_return(g, n);
		break;
	case N_DELETE:
		gen_delete(g, n);
		break;
	default:
		gen_effect(g, n);
		break;
	}
}

/* ---------------------------------------------------- locals structs */

static void emit_locals_struct(struct buf *out, const char *name,
			       const struct vec *locals, int nstr, int nkey)
{
	size_t i;
	int k;

	buf_printf(out, "struct %s {\n", name);
	for (i = 0; i < locals->len; i++) {
		const struct symbol *s = VEC_AT(*locals, i);

		if (s->type == TY_STRING)
			buf_printf(out, "\tchar %s[PMP_MAXSTRINGLEN];\n", cname(CN_SLOT, s->name));
		else
			buf_printf(out, "\tlong %s;\n", cname(CN_SLOT, s->name));
	}
	for (k = 0; k < nstr; k++)
		buf_printf(out, "\tchar pmp_t%d[PMP_MAXSTRINGLEN];\n", k);
	for (k = 0; k < nkey; k++)
		buf_printf(out, "\tstruct pmp_key pmp_k%d;\n", k);
	buf_puts(out, "\tchar pmp_unused;\n};\n\n");
}

static void emit_temps(struct buf *out, const struct cg *g)
{
	int i;

	for (i = 0; i < g->nlong; i++)
		buf_printf(out, "\tlong pmp_lt%d __maybe_unused;\n", i);
	for (i = 0; i < g->nent; i++)
		buf_printf(out, "\tstruct pmp_entry *pmp_e%d __maybe_unused;\n", i);
}

static void init_locals(struct buf *out, const struct vec *locals, size_t from)
{
	size_t i;

	for (i = from; i < locals->len; i++) {
		const struct symbol *s = VEC_AT(*locals, i);

		if (s->type == TY_STRING)
			buf_printf(out, "\t%s[0] = '\\0';\n", var_ref(s));
		else
			buf_printf(out, "\t%s = 0;\n", var_ref(s));
	}
}

/* ---------------------------------------------------------- functions */

/* EXTERNAL: a script function of a script split over two objects. */
static void fn_signature(struct buf *b, const struct function *f, bool external)
{
	size_t i;

	buf_printf(b, "%s%s%s %s(struct pmp_context *c",
		   f->embedded ? "static inline " : external ? "" : "static ",
		   f->uncalled && !external ? "__maybe_unused " : "",
		   f->ret_type == TY_STRING ? "const char *" : "long", cname(CN_FUNC, f->name));
	if (f->ret_type == TY_STRING)
		buf_puts(b, ", char *pmp_ret");
	for (i = 0; i < f->params.len; i++) {
		const struct param *p = VEC_AT(f->params, i);

		buf_printf(b, ", %s %s", p->sym->type == TY_STRING ? "const char *" : "long",
			   cname(CN_PARAM, p->name));
	}
	buf_putc(b, ')');
}

/* Where the line after an embedded C block goes back to pmp__s.c's own
 * lines; generate_c_text() puts the line's number in place of the
 * placeholder (a relative name: the C text must not name its build
 * directory, which would change the module's cache key every time). */
#define LINE_PLACEHOLDER "PMP_LINE_NR"
#define LINE_RESTORE "#line " LINE_PLACEHOLDER " \"pmp__s.c\"\n"

/*
 * The user's embedded C CODE, which started just after the "%{" at LOC:
 * under a #line directive, and indented to its column, so that GCC's
 * errors in it name the script's FILE:LINE:COL (pass 4 compiles with
 * -fdiagnostics-column-unit=byte, as pmprobe counts columns).  The
 * default tapset's C is pmprobe's own and keeps pmp__s.c's lines.
 */
static void put_embedded_code(struct buf *out, struct loc loc, const char *code)
{
	const char *p;

	if (!loc.src || loc.src->is_tapset) {
		buf_printf(out, "%s\n", code);
		return;
	}
	buf_printf(out, "#line %d \"", loc.line);
	for (p = loc.src->path; *p; p++) {
		if (*p == '"' || *p == '\\')
			buf_putc(out, '\\');
		if ((unsigned char)*p < 32 || (unsigned char)*p >= 127)
			buf_printf(out, "\\%03o", (unsigned char)*p);
		else
			buf_putc(out, *p);
	}
	buf_printf(out, "\"\n%*s%s\n" LINE_RESTORE, loc.col + 1, "", code);
}

/* Each LINE_RESTORE in TEXT gets the number of the line after it. */
static void restore_line_numbers(char *text)
{
	char *p = text, *hit, num[sizeof(LINE_PLACEHOLDER) + 8];
	int line = 1;
	size_t len, n = sizeof(LINE_PLACEHOLDER) - 1;

	while ((hit = strstr(p, LINE_RESTORE))) {
		for (; p < hit; p++)
			line += *p == '\n';
		/* The number, then spaces where the placeholder was longer. */
		len = (size_t)snprintf(num, sizeof(num), "%d", line + 1);
		hit += strlen("#line ");
		memcpy(hit, num, len < n ? len : n);
		memset(hit + len, ' ', len < n ? n - len : 0);
		p = hit;
	}
}

static void gen_embedded_fn(struct buf *out, const struct function *f)
{
	char *w = loc_str(f->loc), *cw = c_comment_text(w);
	size_t i;

	buf_printf(out, "/* function %s at %s (embedded C) */\n", f->name, cw);
	fn_signature(out, f, false);
	buf_puts(out, "\n{\n");
	buf_puts(out, "#define PMP_CONTEXT c\n");
	if (f->ret_type == TY_STRING)
		buf_puts(out, "#define PMP_RETBUF pmp_ret\n"
			 "#define PMP_RETURN(v) return pmp_strlcpy(pmp_ret, (v))\n");
	else
		buf_puts(out, "#define PMP_RETURN(v) return (long)(v)\n");
	for (i = 0; i < f->params.len; i++) {
		const struct param *p = VEC_AT(f->params, i);

		buf_printf(out, "#define %s %s\n", cname(CN_ARG_MACRO, p->name),
			   cname(CN_PARAM, p->name));
	}
	put_embedded_code(out, f->embedded_loc, f->embedded);
	buf_puts(out, "#undef PMP_CONTEXT\n#undef PMP_RETURN\n");
	if (f->ret_type == TY_STRING)
		buf_puts(out, "#undef PMP_RETBUF\n");
	for (i = 0; i < f->params.len; i++)
		buf_printf(out, "#undef %s\n",
			   cname(CN_ARG_MACRO, ((struct param *)VEC_AT(f->params, i))->name));
	buf_puts(out, f->ret_type == TY_STRING ? "\treturn pmp_ret;\n}\n\n" : "\treturn 0;\n}\n\n");
	free(w);
	free(cw);
}

/* The comment and signature above a function's or probe's body. */
static void fn_head(struct buf *out, const struct function *f, bool external)
{
	char *w = loc_str(f->loc), *cw = c_comment_text(w);

	buf_printf(out, "/* function %s at %s */\n", f->name, cw);
	fn_signature(out, f, external);
	buf_putc(out, '\n');
	free(w);
	free(cw);
}

static void probe_head(struct buf *out, const struct rprobe *rp, size_t idx, bool external)
{
	char *w = loc_str(rp->point->loc), *cw = c_comment_text(w), *pp = c_comment_text(rp->pp_text);

	buf_printf(out, "/* probe %s at %s */\n", pp, cw);
	buf_printf(out, "%svoid pmpp_body%zu(struct pmp_context *c)\n", external ? "" : "static ", idx);
	free(w);
	free(cw);
	free(pp);
}

/* A script function's body, from its opening brace (fn_head goes above). */
static void gen_script_fn(struct cg *g, struct buf *structs, struct buf *out,
			  struct function *f)
{
	struct buf body;
	char *sname = xstrdup(cname(CN_FRAME, f->name));
	size_t i;

	memset(&g->loops, 0, sizeof(g->loops));
	g->fn = f;
	g->rp = NULL;
	g->nlong = g->nent = g->nstr = g->max_str = g->nkey = g->max_key = 0;
	buf_init(&body);
	g->out = &body;
	g->depth = 1;
	gen_stmt(g, f->body);
	emit_locals_struct(structs, sname, &f->locals, g->max_str, g->max_key);

	buf_printf(out, "{\n\tstruct %s *l;\n", sname);
	if (f->ret_type != TY_STRING)
		buf_puts(out, "\tlong pmp_rv = 0;\n");
	emit_temps(out, g);
	/* Every call site checks MAXNESTING before calling. */
	buf_printf(out, "\n\tl = (struct %s *)(c->frames + (size_t)c->nesting++ * PMP_FRAME_SIZE);\n", sname);
	for (i = 0; i < f->params.len; i++) {
		const struct param *p = VEC_AT(f->params, i);

		if (p->sym->type == TY_STRING)
			buf_printf(out, "\tpmp_strlcpy(%s, %s);\n", var_ref(p->sym), cname(CN_PARAM, p->name));
		else
			buf_printf(out, "\t%s = %s;\n", var_ref(p->sym), cname(CN_PARAM, p->name));
	}
	init_locals(out, &f->locals, f->params.len);
	if (f->ret_type == TY_STRING)
		buf_puts(out, "\tpmp_ret[0] = '\\0';\n");
	buf_add(out, body.data, body.len);
	buf_puts(out, "pmp_out: __maybe_unused;\n\tc->nesting--;\n");
	buf_puts(out, f->ret_type == TY_STRING ? "\treturn pmp_ret;\n}\n\n" : "\treturn pmp_rv;\n}\n\n");
	buf_free(&body);
	free(sname);
}

/* --------------------------------------------------------------- probes */

/* A probe's body, from its opening brace (probe_head goes above). */
static void gen_probe(struct cg *g, struct buf *structs, struct buf *out,
		      struct rprobe *rp, size_t idx)
{
	struct buf body;
	struct lock **locks = (struct lock **)rp->locks.items;
	char *sname = xasprintf("pmpl_p%zu", idx);
	size_t i, nlocks = rp->locks.len;

	memset(&g->loops, 0, sizeof(g->loops));
	g->fn = NULL;
	g->rp = rp;
	g->nlong = g->nent = g->nstr = g->max_str = g->nkey = g->max_key = 0;
	buf_init(&body);
	g->out = &body;
	g->depth = 1;
	gen_stmt(g, rp->body);
	emit_locals_struct(structs, sname, &rp->locals, g->max_str, g->max_key);

	buf_printf(out, "{\n\tstruct %s *l __maybe_unused = (struct %s *)c->locals;\n", sname, sname);
	emit_temps(out, g);
	buf_putc(out, '\n');
	init_locals(out, &rp->locals, 0);
	for (i = 0; i < nlocks; i++) {
		bool ex = locks[i]->mode == LOCK_EXCL;

		buf_printf(out, "\tif (unlikely(!pmp_%s_trylock(&%s))) {\n",
			   ex ? "write" : "read", cname(CN_LOCK, locks[i]->sym->name));
		buf_puts(out, "\t\tpmp_skip(PMP_SKIP_LOCK);\n");
		if (i)
			buf_printf(out, "\t\tgoto pmp_unlock%zu;\n\t}\n", i - 1);
		else
			buf_puts(out, "\t\treturn;\n\t}\n");
	}
	buf_add(out, body.data, body.len);
	buf_puts(out, "pmp_out: __maybe_unused;\n");
	for (i = nlocks; i-- > 0;) {
		bool ex = locks[i]->mode == LOCK_EXCL;

		buf_printf(out, "\tpmp_%s_unlock(&%s);\n", ex ? "write" : "read",
			   cname(CN_LOCK, locks[i]->sym->name));
		if (i)
			buf_printf(out, "pmp_unlock%zu: __maybe_unused;\n", i - 1);
	}
	buf_puts(out, "}\n\n");
	buf_free(&body);
	free(sname);
}

static int probe_rank(const struct rprobe *rp)
{
	switch (rp->ev.kind) {
	case PK_BEGIN: return 0;
	case PK_END: return 1;
	case PK_ERROR: return 2;
	case PK_TIMER: return 3;
	default: return 4;
	}
}

static int by_table_order(const void *x, const void *y)
{
	const struct rprobe *a = *(struct rprobe *const *)x;
	const struct rprobe *b = *(struct rprobe *const *)y;

	if (probe_rank(a) != probe_rank(b))
		return probe_rank(a) - probe_rank(b);
	if (probe_rank(a) <= 2 && a->ev.priority != b->ev.priority)
		return a->ev.priority < b->ev.priority ? -1 : 1;
	return a->id - b->id;   /* script order */
}

static void build_table(const struct program *prog)
{
	ntable = prog->resolved.len;
	table = xcalloc(ntable + 1, sizeof(*table));
	memcpy(table, prog->resolved.items, ntable * sizeof(*table));
	qsort(table, ntable, sizeof(*table), by_table_order);
}

static const char *kind_enum(enum probe_kind k)
{
	switch (k) {
	case PK_BEGIN: return "PMP_BEGIN";
	case PK_END: return "PMP_END";
	case PK_ERROR: return "PMP_ERROR";
	case PK_TIMER: return "PMP_TIMER";
	default: return "PMP_PERF";
	}
}

static void gen_table(struct buf *out, struct vec *bp_symbols)
{
	size_t i;

	buf_puts(out, "struct pmp_probe pmp_probes[PMP_NPROBES] = {\n");
	for (i = 0; i < ntable; i++) {
		const struct rprobe *rp = table[i];
		const struct event *ev = &rp->ev;
		char *pp = c_str0(rp->pp_text), *w = where(rp->point->loc);
		char *en = c_str0(ev->event_name ? ev->event_name : rp->pp_text);

		buf_printf(out, "\t[%zu] = {\n\t\t.pp = %s,\n\t\t.where = %s,\n\t\t.event_name = %s,\n",
			   i, pp, w, en);
		buf_printf(out, "\t\t.body = pmpp_body%zu,\n\t\t.kind = %s,\n", i, kind_enum(ev->kind));
		if (ev->kind == PK_PERF) {
			buf_printf(out, "\t\t.type = %u,\n\t\t.config = 0x%" PRIx64 "ULL,\n",
				   ev->type, ev->config);
			if (ev->period)
				buf_printf(out, "\t\t.period = %" PRIu64 "ULL,\n", ev->period);
			if (ev->freq)
				buf_printf(out, "\t\t.freq = %" PRIu64 "ULL,\n", ev->freq);
			if (ev->counter)
				buf_puts(out, "\t\t.counter = 1,\n");
			if (ev->process)
				buf_puts(out, "\t\t.process = 1,\n");
			if (rp->optional)
				buf_puts(out, "\t\t.optional = 1,\n");
			if (ev->exclude_user)
				buf_puts(out, "\t\t.exclude_user = 1,\n");
			if (ev->exclude_kernel)
				buf_puts(out, "\t\t.exclude_kernel = 1,\n");
			if (ev->type == 5) {
				static const char *bt[] = { "0", "HW_BREAKPOINT_X", "HW_BREAKPOINT_R",
							    "HW_BREAKPOINT_W", "HW_BREAKPOINT_RW" };

				buf_printf(out, "\t\t.bp_type = %s,\n\t\t.bp_len = %d,\n", bt[ev->bp],
					   ev->bp_len);
				if (ev->bp_symbol) {
					buf_printf(out, "\t\t.bp_index = %zu,\n", bp_symbols->len);
					vec_push(bp_symbols, ev->bp_symbol);
				} else {
					buf_printf(out, "\t\t.bp_index = -1,\n\t\t.bp_addr = 0x%" PRIx64 "ULL,\n",
						   ev->bp_addr);
				}
			} else {
				buf_puts(out, "\t\t.bp_index = -1,\n");
			}
		} else if (ev->kind == PK_TIMER) {
			buf_printf(out, "\t\t.timer_ns = %" PRIu64 "ULL,\n", ev->timer_ns);
		} else {
			buf_printf(out, "\t\t.priority = %d,\n", ev->priority);
		}
		buf_puts(out, "\t},\n");
		free(pp);
		free(w);
		free(en);
	}
	buf_puts(out, "};\n\n");
}

/* ------------------------------------------------------------- globals */

static bool auto_printed(const struct symbol *s)
{
	return s->written && !s->read;
}

static const char *c_type_code(enum type t)
{
	return t == TY_STRING ? "PMP_T_STRING" : t == TY_STAT ? "PMP_T_STAT" : "PMP_T_LONG";
}

static void gen_stat_desc(struct buf *out, const struct symbol *s, const char *storage)
{
	char *lo = c_long(s->stat_hist_linear ? s->hist_lo : 0);
	char *hi = c_long(s->stat_hist_linear ? s->hist_hi : 0);
	char *step = c_long(s->stat_hist_linear ? s->hist_step : 0);

	buf_printf(out, "%sconst struct pmp_stat_desc %s =\n\tPMP_STAT_DESC(%d, %s, %s, %s);\n",
		   storage, cname(CN_STAT_DESC, s->name), s->stat_hist_log ? 1 : 0, lo, hi, step);
	free(lo);
	free(hi);
	free(step);
}

static long stat_size(const struct symbol *s)
{
	long n = s->stat_hist_log ? 128 : 0;

	if (s->stat_hist_linear)
		n += (long)((s->hist_hi - s->hist_lo + s->hist_step - 1) / s->hist_step + 2);
	return 40 + 8 * n;
}

/*
 * The globals' definitions.  In a script split over two objects (DECLS
 * not NULL) they are not static, and DECLS gets the extern declarations
 * both objects see.
 */
static void gen_globals(struct cg *g, struct buf *out, struct buf *decls, long *stat_scratch)
{
	const struct program *prog = g->prog;
	const char *st = decls ? "" : "static ";
	size_t i;
	int k;

	*stat_scratch = 64;
	for (i = 0; i < prog->global_syms.len; i++) {
		const struct symbol *s = VEC_AT(prog->global_syms, i);
		char *w = loc_str(s->loc), *cw = c_comment_text(w);

		buf_printf(out, "/* global %s at %s */\n", s->name, cw);
		free(w);
		free(cw);
		if (s->needs_lock) {
			buf_printf(out, "%spmp_rwlock_t %s;\n", st, cname(CN_LOCK, s->name));
			if (decls)
				buf_printf(decls, "extern pmp_rwlock_t %s;\n", cname(CN_LOCK, s->name));
		}
		if (s->type == TY_STAT) {
			gen_stat_desc(out, s, st);
			if (decls)
				buf_printf(decls, "extern const struct pmp_stat_desc %s;\n",
					   cname(CN_STAT_DESC, s->name));
			if (stat_size(s) > *stat_scratch)
				*stat_scratch = stat_size(s);
		}
		if (s->arity > 0) {
			buf_printf(out, "%sconst struct pmp_map_desc %s = {\n", st, cname(CN_MAP_DESC, s->name));
			buf_printf(out, "\t.name = \"%s\",\n\t.nkeys = %d,\n\t.key_types = {", s->name, s->arity);
			for (k = 0; k < s->arity; k++)
				buf_printf(out, " %s,", c_type_code(s->key_types[k]));
			buf_printf(out, " },\n\t.value_type = %s,\n", c_type_code(s->type));
			if (s->type == TY_STAT)
				buf_printf(out, "\t.stat = &%s,\n", cname(CN_STAT_DESC, s->name));
			if (s->capacity)
				buf_printf(out, "\t.capacity = %" PRId64 ",\n", s->capacity);
			else
				buf_puts(out, "\t.capacity = PMP_MAXMAPENTRIES,\n");
			buf_puts(out, "};\n");
			buf_printf(out, "%sstruct %s *%s;\n", st,
				   s->type == TY_STAT ? "pmp_pmap" : "pmp_map", var_ref(s));
			if (decls)
				buf_printf(decls, "extern const struct pmp_map_desc %s;\nextern struct %s *%s;\n",
					   cname(CN_MAP_DESC, s->name), s->type == TY_STAT ? "pmp_pmap" : "pmp_map",
					   var_ref(s));
		} else if (s->type == TY_STAT) {
			buf_printf(out, "%sstruct pmp_pstat %s __maybe_unused = { .d = &%s };\n",
				   st, var_ref(s), cname(CN_STAT_DESC, s->name));
			if (decls)
				buf_printf(decls, "extern struct pmp_pstat %s;\n", var_ref(s));
		} else if (s->type == TY_STRING) {
			const struct node *init = s->decl ? s->decl->init : NULL;
			size_t n = init ? init->str_len : 0;
			char *lit;

			if (n > (size_t)g->maxstringlen - 1)
				n = (size_t)g->maxstringlen - 1;
			lit = c_string(init ? init->str : "", n);
			buf_printf(out, "%schar %s[PMP_MAXSTRINGLEN] __maybe_unused = %s;\n", st, var_ref(s), lit);
			if (decls)
				buf_printf(decls, "extern char %s[PMP_MAXSTRINGLEN];\n", var_ref(s));
			free(lit);
		} else {
			const struct node *init = s->decl ? s->decl->init : NULL;
			int64_t v = 0;
			char *lit;

			if (init)
				node_literal_value(init, &v);
			lit = c_long(v);
			buf_printf(out, "%slong %s __maybe_unused = %s;\n", st, var_ref(s), lit);
			if (decls)
				buf_printf(decls, "extern long %s;\n", var_ref(s));
			free(lit);
		}
		buf_putc(out, '\n');
	}
}

static void gen_sort_buffers(const struct program *prog, struct buf *out, struct buf *decls)
{
	size_t i, n = 0;

	for (i = 0; i < prog->foreachs.len; i++) {
		const struct foreach *fe = VEC_AT(prog->foreachs, i);

		if (fe->sort_key && fe->array) {
			buf_printf(out, "%sstruct pmp_entry **pmp_sort%d;  /* sorted foreach over %s */\n",
				   decls ? "" : "static ", fe->id, fe->array->name);
			if (decls)
				buf_printf(decls, "extern struct pmp_entry **pmp_sort%d;\n", fe->id);
			n++;
		}
	}
	if (n)
		buf_putc(out, '\n');
}

static const char *global_kind(const struct symbol *s)
{
	if (s->arity > 0)
		return is_pmap(s) ? "PMP_G_PMAP" : "PMP_G_MAP";
	return s->type == TY_STAT ? "PMP_G_PSTAT" : s->type == TY_STRING ? "PMP_G_STRING" : "PMP_G_LONG";
}

/*
 * The tables runtime/pmp_globals.h allocates, frees and prints from: every
 * array and scalar aggregate (they need memory), every global printed at
 * exit, and the buffer of every sorted foreach.
 */
static void gen_global_tables(const struct program *prog, struct buf *out)
{
	size_t i;

	buf_puts(out, "const struct pmp_global pmp_globals[] = {\n");
	for (i = 0; i < prog->global_syms.len; i++) {
		const struct symbol *s = VEC_AT(prog->global_syms, i);

		if (s->arity <= 0 && s->type != TY_STAT && !auto_printed(s))
			continue;
		/* A scalar string's variable is its char array. */
		buf_printf(out, "\t{ \"%s\", %s%s, ", s->name,
			   s->arity <= 0 && s->type == TY_STRING ? "" : "&", var_ref(s));
		if (s->arity > 0)
			buf_printf(out, "&%s, ", cname(CN_MAP_DESC, s->name));
		else
			buf_puts(out, "NULL, ");
		buf_printf(out, "%s, %s },\n", global_kind(s), auto_printed(s) ? "true" : "false");
	}
	buf_puts(out, "\t{ NULL }\n};\n\nconst struct pmp_sort_buf pmp_sort_bufs[] = {\n");
	for (i = 0; i < prog->foreachs.len; i++) {
		const struct foreach *fe = VEC_AT(prog->foreachs, i);

		if (fe->sort_key && fe->array)
			buf_printf(out, "\t{ &pmp_sort%d, &%s },\n", fe->id,
				   cname(CN_MAP_DESC, fe->array->name));
	}
	buf_puts(out, "\t{ NULL }\n};\n\n");
}

/* --------------------------------------------------------------- driver */

/*
 * The -D limits, their defaults and ranges: pmp_abi.h's PMP_LIMITS, which
 * the runtime checks too.  Handlers run with a small stack (NMI context
 * on x86) and script recursion is C recursion, so MAXNESTING and
 * MAXBACKTRACE stay small.
 */
static const struct limit {
	const char *name;
	long long def, min, max;
} limits[] = {
#define PMP_LIMIT_ROW(name, def, min, max) { #name, def, min, max },
	PMP_LIMITS(PMP_LIMIT_ROW)
#undef PMP_LIMIT_ROW
};

#define NLIMITS (sizeof(limits) / sizeof(limits[0]))

/* -D NAME=VALUE: a known limit and a number in its range. */
bool check_defines(const struct tr_options *opt)
{
	size_t i, j, n = NLIMITS;
	bool ok = true;

	for (i = 0; i < opt->defines.len; i++) {
		const struct define *d = VEC_AT(opt->defines, i);
		char *end;
		long long v;

		for (j = 0; j < n; j++)
			if (!strcmp(d->name, limits[j].name))
				break;
		if (j == n) {
			struct buf known;

			buf_init(&known);
			for (j = 0; j < n; j++)
				if (strncmp(limits[j].name, "FAIL_", 5) && strncmp(limits[j].name, "CHECK_", 6))
					buf_printf(&known, "%s%s", known.len ? " " : "", limits[j].name);
			fprintf(stderr, "pmprobe: unknown limit -D %s (known: %s) (pmprobe -h for help)\n",
				d->name, known.data);
			buf_free(&known);
			ok = false;
			continue;
		}
		/* Out of range saturates, and fails the range check too. */
		v = strtoll(d->value, &end, 0);
		if (d->value[0] < '0' || d->value[0] > '9' || *end ||
		    v < limits[j].min || v > limits[j].max) {
			fprintf(stderr, "pmprobe: -D %s=%s: %s must be a number from %lld to %lld (pmprobe -h for help)\n",
				d->name, d->value, d->name, limits[j].min, limits[j].max);
			ok = false;
		}
	}
	return ok;
}

/* Limit NAME's value: the last -D NAME=, else its default. */
static long define_value(const struct tr_options *opt, const char *name)
{
	long v = 0;
	size_t i;

	for (i = 0; i < NLIMITS; i++)
		if (!strcmp(limits[i].name, name))
			v = (long)limits[i].def;
	for (i = 0; i < opt->defines.len; i++) {
		const struct define *d = VEC_AT(opt->defines, i);

		if (!strcmp(d->name, name))
			v = strtol(d->value, NULL, 0);
	}
	return v;
}

/* Does the script read counters (so CPUs must publish their counts)? */
static bool reads_counters(const struct program *prog)
{
	static const char *const readers[] = {
		"read_counter", "read_counter_cpu", "counter_enabled_ns", "counter_running_ns",
	};
	size_t i, j;

	for (i = 0; i < prog->used_functions.len; i++) {
		const struct function *f = VEC_AT(prog->used_functions, i);

		for (j = 0; j < sizeof(readers) / sizeof(readers[0]); j++)
			if (!strcmp(f->name, readers[j]))
				return true;
	}
	return false;
}

/* The -D limits, as the runtime's and the script's objects both see them. */
static void put_defines(struct buf *out, const struct tr_options *opt)
{
	size_t i;

	for (i = 0; i < NLIMITS; i++)
		buf_printf(out, "#define PMP_%s %ld\n", limits[i].name,
			   define_value(opt, limits[i].name));
}

/* The runtime's object: the -D limits and the runtime.  Deterministic and
 * independent of the script, so it keys the runtime object's cache. */
char *generate_runtime_c_text(const struct tr_options *opt)
{
	struct buf out;

	buf_init(&out);
	buf_puts(&out, "// SPDX-License-Identifier: GPL-2.0\n");
	buf_printf(&out, "/* Generated by pmprobe %s; do not edit.  The runtime's object. */\n\n",
		   PMP_VERSION);
	buf_printf(&out, "#define PMP_VERSION_STRING \"%s\"\n", PMP_VERSION);
	put_defines(&out, opt);
	buf_puts(&out, "#include \"pmp_runtime.h\"\n");
	return buf_steal(&out);
}

/*
 * A script whose functions and probes come to more than this many bytes of
 * C is compiled as two objects, in parallel (make -j): GCC's time grows
 * with the code, and pass 4 waits for the slowest object.  Below it, the
 * second object's fixed cost (parsing pmp_script.h and the declarations)
 * outweighs the gain.  PMPROBE_SPLIT_BYTES overrides it (for the tests).
 * docs/PERFORMANCE.md has the figures.
 */
#define SPLIT_BYTES (32 * 1024)

static size_t split_bytes(void)
{
	const char *e = getenv("PMPROBE_SPLIT_BYTES");

	return e && *e ? strtoul(e, NULL, 10) : SPLIT_BYTES;
}

/* The C of a probe's body or a function's, and which part of a split
 * script holds it: 1 or 2; 0 for an embedded (tapset) function, which
 * both parts get. */
struct piece {
	struct buf text;
	int part;
};

/* The probes of PART, each under its comment and signature. */
static void put_probes(struct buf *out, const struct piece *probes, int part, bool external)
{
	size_t i;

	for (i = 0; i < ntable; i++) {
		if (probes[i].part != part)
			continue;
		probe_head(out, table[i], i, external);
		buf_add(out, probes[i].text.data, probes[i].text.len);
	}
}

/*
 * The script's object; deterministic, so it can key the cache.  *SPLIT is
 * set when the text is for two objects: pmp__s.c compiles part 1 (the
 * definitions, the functions, some probes, the tables) and
 * script_part2_c_text, which includes it with PMP_PART 2, the other
 * probes.  Split or not, the file holds the whole script.
 */
char *generate_c_text(const struct program *prog, const struct tr_options *opt, bool *split)
{
	struct cg g = { .prog = prog, .opt = opt };
	struct buf out, structs, globals, decls;
	struct vec bp_symbols = { 0 };
	struct piece *fns, *probes;
	char *text;
	size_t nfns = prog->used_functions.len, total = 0, size[3] = { 0 };
	long stat_scratch;
	size_t i;
	bool two;

	g.maxstringlen = define_value(opt, "MAXSTRINGLEN");
	build_table(prog);
	buf_init(&out);
	buf_init(&structs);
	buf_init(&globals);
	buf_init(&decls);
	fns = xcalloc(nfns + 1, sizeof(*fns));
	probes = xcalloc(ntable + 1, sizeof(*probes));

	/* Functions, then probes: bodies first, to know their temporaries. */
	for (i = 0; i < nfns; i++) {
		struct function *f = VEC_AT(prog->used_functions, i);

		buf_init(&fns[i].text);
		if (f->embedded) {
			gen_embedded_fn(&fns[i].text, f);
		} else {
			gen_script_fn(&g, &structs, &fns[i].text, f);
			fns[i].part = 1;
			size[1] += fns[i].text.len;
		}
	}
	for (i = 0; i < ntable; i++) {
		buf_init(&probes[i].text);
		gen_probe(&g, &structs, &probes[i].text, table[i], i);
		total += probes[i].text.len;
	}
	total += size[1];
	/* Part 1 also compiles the probe table and the globals' definitions:
	 * about 256 bytes of generated code per probe, in compile time. */
	size[1] += 256 * ntable;
	/* Each probe to the lighter object, in table order.  Embedded C of
	 * the user's (-g, -I tapsets) is never split: it may define state
	 * of its own that both objects would then have a copy of. */
	for (i = 0; i < ntable; i++) {
		probes[i].part = size[2] < size[1] ? 2 : 1;
		size[probes[i].part] += probes[i].text.len;
	}
	two = total > split_bytes() && size[2] && !opt->guru && !opt->tapset_dirs.len &&
	      !prog->embedded.len;
	if (!two)
		for (i = 0; i < ntable; i++)
			probes[i].part = 1;
	*split = two;
	gen_globals(&g, &globals, two ? &decls : NULL, &stat_scratch);
	gen_sort_buffers(prog, &globals, two ? &decls : NULL);

	buf_puts(&out, "// SPDX-License-Identifier: GPL-2.0\n");
	buf_printf(&out, "/* Generated by pmprobe %s; do not edit.  The script's object: the\n"
		   " * runtime is another one (pmp__rt.c, pmp_runtime.h). */\n\n", PMP_VERSION);
	put_defines(&out, opt);
	buf_puts(&out, "#include \"pmp_script.h\"\n");
	/* Embedded C from the user (-g, or -I tapsets) may use any kernel
	 * API: it sees every header the runtime includes.  The shipped
	 * tapset's needs only pmp_script.h. */
	if (opt->guru || opt->tapset_dirs.len)
		buf_puts(&out, "#include \"pmp_kernel.h\"\n");
	if (two)
		buf_puts(&out, "\n/* Split over two objects: this one (part 1) and pmp__s2.c, which\n"
			 " * includes this file with PMP_PART 2 for the probes marked so. */\n"
			 "#ifndef PMP_PART\n#define PMP_PART 1\n#endif\n");
	buf_printf(&out, "\n#define PMP_NPROBES %zu\n", ntable);
	if (two)
		buf_puts(&out, "#if PMP_PART == 1\n");
	buf_printf(&out, "struct pmp_probe pmp_probes[PMP_NPROBES];\n"
		   "const int pmp_nprobes = PMP_NPROBES;\n"
		   "const bool pmp_reads_counters = %s;\n", reads_counters(prog) ? "true" : "false");
	buf_puts(&out, two ? "#endif\n\n" : "\n");
	for (i = 0; i < prog->embedded.len; i++) {
		const struct embedded_c *e = VEC_AT(prog->embedded, i);
		char *w = loc_str(e->loc), *cw = c_comment_text(w);

		/* What it defines may serve only functions this script does
		 * not call, which are not emitted: not a reason to fail. */
		buf_printf(&out, "/* embedded C at %s */\n"
			   "#pragma GCC diagnostic push\n"
			   "#pragma GCC diagnostic ignored \"-Wunused-variable\"\n"
			   "#pragma GCC diagnostic ignored \"-Wunused-function\"\n", cw);
		put_embedded_code(&out, e->loc, e->code);
		buf_puts(&out, "#pragma GCC diagnostic pop\n\n");
		free(w);
		free(cw);
	}
	if (two) {
		buf_puts(&out, "/* globals, defined in part 1 */\n");
		buf_add(&out, decls.data, decls.len);
		buf_putc(&out, '\n');
	} else {
		buf_add(&out, globals.data, globals.len);
	}

	buf_puts(&out, "/* locals of each probe and function (per CPU, not on the stack) */\n");
	buf_add(&out, structs.data, structs.len);
	buf_puts(&out, "union pmpl_probes {\n");
	for (i = 0; i < ntable; i++)
		buf_printf(&out, "\tstruct pmpl_p%zu p%zu;\n", i, i);
	buf_puts(&out, "\tchar pmp_unused;\n};\n\nunion pmpl_frames {\n");
	for (i = 0; i < nfns; i++) {
		const struct function *f = VEC_AT(prog->used_functions, i);

		if (!f->embedded)
			buf_printf(&out, "\tstruct %s %s;\n", cname(CN_FRAME, f->name),
				   cname(CN_FRAME_MEMBER, f->name));
	}
	buf_puts(&out, "\tchar pmp_unused;\n};\n\n");
	buf_puts(&out, "#define PMP_LOCALS_SIZE sizeof(union pmpl_probes)\n");
	buf_puts(&out, "#define PMP_FRAME_SIZE sizeof(union pmpl_frames)\n");
	buf_printf(&out, "#define PMP_STAT_SCRATCH %ld\n", (stat_scratch + 15) / 16 * 16);
	if (two)
		buf_puts(&out, "#if PMP_PART == 1\n");
	buf_puts(&out, "const size_t pmp_locals_size = PMP_LOCALS_SIZE;\n"
		 "const size_t pmp_frame_size = PMP_FRAME_SIZE;\n"
		 "const size_t pmp_stat_scratch = PMP_STAT_SCRATCH;\n");
	buf_puts(&out, two ? "#endif\n\n" : "\n");

	buf_puts(&out, "/* functions */\n");
	for (i = 0; i < nfns; i++) {
		fn_signature(&out, VEC_AT(prog->used_functions, i), two);
		buf_puts(&out, ";\n");
	}
	buf_putc(&out, '\n');
	if (two) {
		/* Both objects get the embedded (tapset) functions, inline;
		 * part 1 alone the script's own and the definitions. */
		for (i = 0; i < nfns; i++)
			if (!fns[i].part)
				buf_add(&out, fns[i].text.data, fns[i].text.len);
		for (i = 0; i < ntable; i++)
			buf_printf(&out, "void pmpp_body%zu(struct pmp_context *c);  /* part %d */\n",
				   i, probes[i].part);
		buf_puts(&out, "\n#if PMP_PART == 1\n\n");
		buf_add(&out, globals.data, globals.len);
	}
	for (i = 0; i < nfns; i++) {
		const struct function *f = VEC_AT(prog->used_functions, i);

		if (two && !fns[i].part)
			continue;
		if (!f->embedded)
			fn_head(&out, f, two);
		buf_add(&out, fns[i].text.data, fns[i].text.len);
	}
	buf_puts(&out, "/* probes */\n");
	put_probes(&out, probes, 1, two);
	gen_table(&out, &bp_symbols);
	gen_global_tables(prog, &out);
	for (i = 0; i < bp_symbols.len; i++) {
		char *sym = c_str0(xasprintf("%zu %s", i, (char *)VEC_AT(bp_symbols, i)));

		buf_printf(&out, "PMP_MODULE_INFO(PMP_MODINFO_BREAKPOINT, %s);\n", sym);
		free(sym);
	}
	if (prog->uses_process)
		buf_puts(&out, "PMP_MODULE_INFO(PMP_MODINFO_PROCESS, \"1\");\n");
	if (two) {
		buf_puts(&out, "\n#else /* PMP_PART == 2 */\n\n");
		put_probes(&out, probes, 2, true);
		buf_puts(&out, "#endif /* PMP_PART */\n");
	}
	for (i = 0; i < nfns; i++)
		buf_free(&fns[i].text);
	for (i = 0; i < ntable; i++)
		buf_free(&probes[i].text);
	free(fns);
	free(probes);
	buf_free(&structs);
	buf_free(&globals);
	buf_free(&decls);
	free(table);
	text = buf_steal(&out);
	restore_line_numbers(text);
	return text;
}

/* The second object of a split script (generate_c_text). */
const char tr_part2_c[] =
	"// SPDX-License-Identifier: GPL-2.0\n"
	"/* Generated by pmprobe: the second object of a script split over two\n"
	" * (the probes pmp__s.c marks as part 2). */\n"
	"#define PMP_PART 2\n"
	"#include \"pmp__s.c\"\n";
