/*
 * sema.c - pass 2, elaboration: declarations, name resolution and every
 * structural check (embedded C only with -g or in tapsets, script
 * arguments, $counter only in perf probes, break/next/return where they
 * belong, no array modified inside its own foreach), then the call graph
 * and which globals each probe touches.  Types are types.c's job, the
 * locks that follow from the accesses locks.c's.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct deferred_call {
	struct function *fn;
	struct vec arrays;        /* struct symbol *: foreach arrays around the call */
	struct loc loc;
};

struct scope {
	struct vec *locals;
	struct vec *callees;
	struct vec *accesses;
	struct function *fn;      /* NULL in a probe */
	struct rprobe *rp;
	unsigned ctx;             /* CTX_* of the probe; 0 in a function */
	int loops;
	struct vec foreach_arrays;
	struct node *entry;       /* the @entry(EXPR) being resolved, or NULL */
};

static struct program *prog;
static const struct tr_options *opts;
unsigned script_args_used;
static struct vec deferred;   /* struct deferred_call * */

static const char *const builtin_names[] = {
	[BI_PRINTF] = "printf", [BI_SPRINTF] = "sprintf",
	[BI_PRINT] = "print", [BI_PRINTLN] = "println",
	[BI_SPRINT] = "sprint", [BI_SPRINTLN] = "sprintln",
	[BI_PRINTD] = "printd", [BI_PRINTDLN] = "printdln", [BI_SPRINTD] = "sprintd",
};

static const char *const agg_names[] = {
	[AGG_COUNT] = "count", [AGG_SUM] = "sum", [AGG_MIN] = "min",
	[AGG_MAX] = "max", [AGG_AVG] = "avg", [AGG_VARIANCE] = "variance", [AGG_HIST_LOG] = "hist_log",
	[AGG_HIST_LINEAR] = "hist_linear",
};

/* NAME's index in NAMES[1..N-1], or 0. */
static int name_index(const char *const *names, int n, const char *name)
{
	int i;

	for (i = 1; i < n; i++)
		if (!strcmp(name, names[i]))
			return i;
	return 0;
}

static enum builtin builtin_of(const char *name)
{
	return (enum builtin)name_index(builtin_names, BI_LAST + 1, name);
}

/* ----------------------------------------------------------- lookups */

static struct symbol *find_sym(const struct vec *v, const char *name)
{
	size_t i;

	for (i = 0; i < v->len; i++) {
		struct symbol *s = VEC_AT(*v, i);

		if (!strcmp(s->name, name))
			return s;
	}
	return NULL;
}

static struct function *find_function(const char *name)
{
	size_t i;

	for (i = 0; i < prog->functions.len; i++) {
		struct function *f = VEC_AT(prog->functions, i);

		if (!strcmp(f->name, name))
			return f;
	}
	return NULL;
}

static struct symbol *new_symbol(const char *name, enum sym_kind kind,
				 struct loc loc)
{
	struct symbol *s = xcalloc(1, sizeof(*s));

	s->name = xstrdup(name);
	s->kind = kind;
	s->loc = loc;
	s->arity = kind == SYM_GLOBAL ? -1 : 0;
	return s;
}

static void add_access(struct vec *acc, struct symbol *sym, unsigned bits)
{
	size_t i;
	struct access *a;

	for (i = 0; i < acc->len; i++) {
		a = VEC_AT(*acc, i);
		if (a->sym == sym) {
			a->bits |= bits;
			return;
		}
	}
	a = xcalloc(1, sizeof(*a));
	a->sym = sym;
	a->bits = bits;
	vec_push(acc, a);
}

static void add_callee(struct vec *callees, struct function *fn)
{
	size_t i;

	for (i = 0; i < callees->len; i++)
		if (VEC_AT(*callees, i) == fn)
			return;
	vec_push(callees, fn);
}

/* ------------------------------------------------------ declarations */

static bool collect_globals(void)
{
	size_t i;
	bool ok = true;

	for (i = 0; i < prog->globals.len; i++) {
		struct global_decl *g = VEC_AT(prog->globals, i);
		struct symbol *prev = find_sym(&prog->global_syms, g->name);

		if (prev) {
			error_at(g->loc, "global '%s' declared twice", g->name);
			note_at(prev->loc, "first declared here");
			ok = false;
			continue;
		}
		g->sym = new_symbol(g->name, SYM_GLOBAL, g->loc);
		g->sym->decl = g;
		g->sym->index = (int)prog->global_syms.len;
		if (g->has_capacity) {
			g->sym->arity = -2;   /* an array, keys unknown yet */
			g->sym->capacity = g->capacity;
		}
		if (g->init) {
			enum type t = g->init->kind == N_STR ? TY_STRING : TY_LONG;

			g->sym->type = t;
			g->sym->type_loc = g->init->loc;
			g->sym->type_decided = true;
			g->sym->arity = 0;
		}
		vec_push(&prog->global_syms, g->sym);
	}
	return ok;
}

static unsigned parse_contexts(const char *doc)
{
	static const struct { const char *name; unsigned bit; } kinds[] = {
		{ "begin", CTX_BEGIN }, { "end", CTX_END }, { "error", CTX_ERROR },
		{ "timer", CTX_TIMER }, { "perf", CTX_PERF }, { "kprobe", CTX_KPROBE },
	};
	const char *p = doc ? strstr(doc, "@probes") : NULL;
	unsigned bits = 0;
	size_t i;

	if (!p)
		return CTX_ALL;
	p += strlen("@probes");
	while (*p && *p != '\n') {
		while (*p == ' ' || *p == '\t' || *p == ',')
			p++;
		for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
			size_t n = strlen(kinds[i].name);

			if (!strncmp(p, kinds[i].name, n)) {
				bits |= kinds[i].bit;
				p += n;
				break;
			}
		}
		if (i == sizeof(kinds) / sizeof(kinds[0]))
			while (*p && *p != '\n' && *p != ' ')
				p++;
	}
	return bits ? bits : CTX_ALL;
}

/* F defined again after another function of the same name. */
static bool check_redefinition(struct function *f, size_t i)
{
	size_t j;

	for (j = 0; j < i; j++) {
		struct function *g = VEC_AT(prog->functions, j);
		bool g_tapset = g->src && g->src->is_tapset;
		bool f_tapset = f->src && f->src->is_tapset;

		if (strcmp(f->name, g->name))
			continue;
		if (g_tapset && !f_tapset) {
			error_at(f->loc, "function '%s' is already defined by the tapset", f->name);
			note_at(g->loc, "the tapset's definition");
		} else if (f_tapset && !g_tapset) {
			error_at(g->loc, "function '%s' is already defined by the tapset", f->name);
			note_at(f->loc, "the tapset's definition");
		} else {
			error_at(f->loc, "function '%s' defined twice", f->name);
			note_at(g->loc, "first defined here");
		}
		return false;
	}
	return true;
}

/* F's parameters become its first locals. */
static bool declare_params(struct function *f)
{
	bool ok = true;
	size_t j, k;

	for (j = 0; j < f->params.len; j++) {
		struct param *p = VEC_AT(f->params, j);

		for (k = 0; k < j; k++)
			if (!strcmp(p->name, ((struct param *)VEC_AT(f->params, k))->name)) {
				error_at(p->loc, "parameter '%s' given twice", p->name);
				ok = false;
			}
		p->sym = new_symbol(p->name, SYM_PARAM, p->loc);
		if (p->decl_type != TY_UNKNOWN) {
			p->sym->type = p->decl_type;
			p->sym->type_loc = p->loc;
			p->sym->type_decided = true;
		}
		p->sym->index = (int)j;
		vec_push(&f->locals, p->sym);
	}
	return ok;
}

/* What F's declaration says of its result and of its failing. */
static void declared_result(struct function *f)
{
	if (f->decl_type != TY_UNKNOWN) {
		f->ret_type = f->decl_type;
		f->ret_loc = f->loc;
		f->ret_decided = true;
	} else if (f->embedded) {
		f->ret_type = TY_VOID;
		f->ret_decided = true;
	}
	/* "/// @fails": the function may raise a runtime error. */
	if (f->embedded && ((f->doc && strstr(f->doc, "@fails")) ||
			    strstr(f->embedded, "pmp_error")))
		f->can_fail = true;
}

static bool collect_function(struct function *f, size_t i)
{
	bool ok = check_redefinition(f, i);

	f->from_tapset = f->src && f->src->is_tapset;
	f->contexts = parse_contexts(f->doc);
	f->id = (int)i;
	if (builtin_of(f->name)) {
		error_at(f->loc, "'%s' is a built-in function and cannot be redefined", f->name);
		ok = false;
	}
	if (f->params.len > 32) {
		error_at(f->loc, "function '%s' has more than 32 parameters", f->name);
		ok = false;
	}
	if (f->embedded && !f->from_tapset && !opts->guru) {
		error_at(f->embedded_loc, "embedded C is only allowed in tapset files or with -g (guru mode)");
		ok = false;
	}
	ok &= declare_params(f);
	declared_result(f);
	return ok;
}

static bool collect_functions(void)
{
	size_t i;
	bool ok = true;

	for (i = 0; i < prog->functions.len; i++)
		ok &= collect_function(VEC_AT(prog->functions, i), i);
	for (i = 0; i < prog->embedded.len; i++) {
		struct embedded_c *e = VEC_AT(prog->embedded, i);

		if ((!e->loc.src || !e->loc.src->is_tapset) && !opts->guru) {
			error_at(e->loc, "embedded C is only allowed in tapset files or with -g (guru mode)");
			ok = false;
		}
	}
	return ok;
}

/* ---------------------------------------------------- name resolution */

static void resolve_expr(struct scope *sc, struct node *n);
static void resolve_stmt(struct scope *sc, struct node *n);
static bool merge_accesses(struct vec *dst, const struct vec *src);

/* @N: the argument V as a string literal, written back as script text. */
static void substitute_str_arg(struct node *n, const char *v)
{
	struct buf t;
	const char *p;

	n->kind = N_STR;
	n->str = xstrdup(v);
	n->str_len = strlen(v);
	buf_init(&t);
	buf_putc(&t, '"');
	for (p = v; *p; p++) {
		if (*p == '"' || *p == '\\')
			buf_putc(&t, '\\');
		if (*p == '\n')
			buf_puts(&t, "\\n");
		else
			buf_putc(&t, *p);
	}
	buf_putc(&t, '"');
	n->text = buf_steal(&t);
}

/* $N: the argument V as a number literal, or an error that says why not. */
static void substitute_num_arg(struct node *n, const char *v)
{
	long long argno = n->num;
	int rc = parse_script_int(v, &n->num);

	n->kind = N_NUM;
	n->text = xstrdup(v);
	if (!rc)
		return;
	if (rc > 0)
		error_at(n->loc, "script argument $%lld is '%s', which does not fit in 64 bits",
			 argno, v);
	else
		error_at(n->loc, "script argument $%lld is '%s', not a number (use @%lld for a string)",
			 argno, v, argno);
	n->num = 0;
	n->text = xstrdup("0");
}

static void substitute_arg(struct node *n)
{
	if (n->num < 1 || n->num > 9)
		return;   /* reported by the parser */
	if (n->num > opts->nscript_args) {
		error_at(n->loc, "script argument %c%lld was not given (the script got %d)",
			 n->is_str ? '@' : '$', (long long)n->num, opts->nscript_args);
		n->kind = n->is_str ? N_STR : N_NUM;
		n->str = xstrdup("");
		n->text = xstrdup(n->is_str ? "\"\"" : "0");
		return;
	}
	script_args_used |= 1u << n->num;
	if (n->is_str)
		substitute_str_arg(n, opts->script_args[n->num]);
	else
		substitute_num_arg(n, opts->script_args[n->num]);
}

/* The global, parameter or local that NAME means here, made if new. */
static struct symbol *lookup_var(struct scope *sc, const char *name,
				 struct loc loc)
{
	struct symbol *s = NULL;

	if (sc->fn)
		s = find_sym(&sc->fn->locals, name);
	if (s && s->kind == SYM_PARAM)
		return s;
	if (!s)
		s = find_sym(&prog->global_syms, name);
	if (s)
		return s;
	if (sc->entry)
		error_at(loc, "@entry cannot use the local '%s': it is evaluated at the call's entry, where the return probe's locals do not exist yet (a global or $argN can be used)",
			 name);
	s = find_sym(sc->locals, name);
	if (s)
		return s;
	s = new_symbol(name, SYM_LOCAL, loc);
	s->index = (int)sc->locals->len;
	vec_push(sc->locals, s);
	return s;
}

static struct symbol *lookup_array(struct scope *sc, const char *name,
				   struct loc loc)
{
	struct symbol *s = find_sym(&prog->global_syms, name);

	(void)sc;
	if (!s)
		error_at(loc, "unknown array '%s': arrays must be declared with 'global %s'",
			 name, name);
	return s;
}

/* A write to a global: refused inside a foreach over that same array. */
static void note_write(struct scope *sc, struct symbol *s, struct loc loc,
		       unsigned bits)
{
	size_t i;

	if (s->kind != SYM_GLOBAL)
		return;
	add_access(sc->accesses, s, bits);
	for (i = 0; i < sc->foreach_arrays.len; i++)
		if (VEC_AT(sc->foreach_arrays, i) == s) {
			error_at(loc, "array '%s' is modified inside a foreach over it", s->name);
			return;
		}
}

static void resolve_lvalue(struct scope *sc, struct node *n, unsigned bits)
{
	size_t i;

	if (n->kind == N_VAR) {
		n->sym = lookup_var(sc, n->name, n->loc);
		note_write(sc, n->sym, n->loc, bits);
		if (n->sym->kind == SYM_GLOBAL && (bits & ACC_WRITE))
			n->sym->written = true;
		return;
	}
	if (n->kind == N_INDEX) {
		for (i = 0; i < n->args.len; i++)
			resolve_expr(sc, VEC_AT(n->args, i));
		n->sym = lookup_array(sc, n->name, n->loc);
		if (n->sym) {
			note_write(sc, n->sym, n->loc, bits);
			if (bits & ACC_WRITE)
				n->sym->written = true;
		}
		return;
	}
	resolve_expr(sc, n);
}

static void check_call_context(struct scope *sc, struct node *n,
			       struct function *f)
{
	static const char *names[] = { "begin", "end", "error", "timer", "perf",
				       "kernel.function" };
	struct buf b;
	int i;

	if (sc->fn || !sc->rp || (f->contexts & sc->ctx))
		return;
	buf_init(&b);
	for (i = 0; i < (int)(sizeof(names) / sizeof(names[0])); i++)
		if (f->contexts & (1u << i))
			buf_printf(&b, "%s%s", b.len ? ", " : "", names[i]);
	error_at(n->loc, "%s() is not available in %s %s probe (only in: %s)",
		 n->name, sc->rp->ev.kind == PK_END || sc->rp->ev.kind == PK_ERROR ? "an" : "a",
		 probe_kind_name(sc->rp->ev.kind), b.data);
	buf_free(&b);
}

static void resolve_call(struct scope *sc, struct node *n)
{
	struct function *f;
	size_t i;

	for (i = 0; i < n->args.len; i++)
		resolve_expr(sc, VEC_AT(n->args, i));
	n->builtin = builtin_of(n->name);
	if (n->builtin)
		return;
	f = find_function(n->name);
	if (!f) {
		error_at(n->loc, "unknown function '%s'", n->name);
		return;
	}
	n->fn = f;
	if (n->args.len != f->params.len) {
		error_at(n->loc, "%s() takes %zu argument%s, %zu given", f->name,
			 f->params.len, f->params.len == 1 ? "" : "s", n->args.len);
		note_at(f->loc, "%s() is defined here", f->name);
	}
	check_call_context(sc, n, f);
	add_callee(sc->callees, f);
	if (sc->foreach_arrays.len) {
		struct deferred_call *d = xcalloc(1, sizeof(*d));

		d->fn = f;
		d->loc = n->loc;
		for (i = 0; i < sc->foreach_arrays.len; i++)
			vec_push(&d->arrays, VEC_AT(sc->foreach_arrays, i));
		vec_push(&deferred, d);
	}
}

/*
 * @entry(EXPR): only in a kernel or user function's .return probe, not
 * nested, not in a function's body.  EXPR is resolved in the probe's
 * scope (its globals join the probe's accesses, so the entry's run takes
 * the probe's locks) with $argN available; codegen evaluates it at the
 * call's entry into the probe's entry values.
 */
static bool is_function_return(const struct rprobe *rp)
{
	return (rp->ev.kind == PK_KPROBE && rp->ev.kreturn) ||
	       (rp->ev.kind == PK_UPROBE && rp->ev.ureturn);
}

static void resolve_entry(struct scope *sc, struct node *n)
{
	size_t i;

	if (!n->a)
		return;   /* a parse error */
	if (sc->entry)
		error_at(n->loc, "@entry inside @entry: the outer one's expression is already evaluated at the call's entry");
	else if (sc->fn)
		error_at(n->loc, "@entry is only available in a function's .return probe, not in a function's body (pass its value to the function as an argument)");
	else if (sc->rp && !is_function_return(sc->rp))
		error_at(n->loc, "@entry is only available in a function's .return probe ('kernel.function(\"NAME\").return', 'process(\"PATH\").function(\"NAME\").return'), not in %s %s probe",
			 sc->rp->ev.kind == PK_END || sc->rp->ev.kind == PK_ERROR ? "an" : "a",
			 sc->rp->ev.kind == PK_KPROBE ? "kernel function's entry" :
			 sc->rp->ev.kind == PK_UPROBE ? (sc->rp->ev.umark ? "mark's" : "user function's entry") :
			 probe_kind_name(sc->rp->ev.kind));
	if (sc->entry) {
		resolve_expr(sc, n->a);
		return;
	}
	if (!sc->rp || sc->fn) {
		resolve_expr(sc, n->a);
		return;
	}
	/* the entry run's own accesses, for its own locks; the probe's
	 * include them too (types, elision and -p2 see one body) */
	sc->entry = n;
	sc->callees = &sc->rp->entry_callees;
	sc->accesses = &sc->rp->entry_accesses;
	resolve_expr(sc, n->a);
	sc->callees = &sc->rp->callees;
	sc->accesses = &sc->rp->accesses;
	sc->entry = NULL;
	for (i = 0; i < sc->rp->entry_callees.len; i++)
		add_callee(&sc->rp->callees, VEC_AT(sc->rp->entry_callees, i));
	merge_accesses(&sc->rp->accesses, &sc->rp->entry_accesses);
}

/* $NAME or $$parms in a kernel function's .return probe: the value at
 * the call, as SystemTap's (which saves it at the entry), so N becomes
 * @entry($NAME). */
static void resolve_implied_entry(struct scope *sc, struct node *n)
{
	struct node *v = node_new(N_CTXVAR, n->loc);

	v->name = n->name;
	n->kind = N_ENTRY;
	n->name = "entry";
	n->a = v;
	resolve_entry(sc, n);
}

static void resolve_agg(struct scope *sc, struct node *n)
{
	struct node *target;
	size_t i;

	n->agg = (enum agg_op)name_index(agg_names, AGG_HIST_LINEAR + 1, n->name);
	if (!n->agg) {
		error_at(n->loc, "unknown aggregate operator '@%s' (known: @count @sum @min @max @avg @variance @hist_log @hist_linear)",
			 n->name);
		return;
	}
	if (n->agg == AGG_VARIANCE ? n->args.len < 1 || n->args.len > 2 :
	    n->args.len != (n->agg != AGG_HIST_LINEAR ? 1u : 4u)) {
		error_at(n->loc, n->agg == AGG_VARIANCE ?
			 "@%s takes an aggregate and an optional bit-shift: @variance(agg[, shift])" :
			 n->agg != AGG_HIST_LINEAR ?
			 "@%s takes one aggregate" :
			 "@%s takes an aggregate and three numbers: @hist_linear(agg, low, high, step)",
			 n->name);
		return;
	}
	target = VEC_AT(n->args, 0);
	for (i = 1; i < n->args.len; i++)
		resolve_expr(sc, VEC_AT(n->args, i));
	if (target->kind == N_VAR) {
		target->sym = find_sym(&prog->global_syms, target->name);
	} else if (target->kind == N_INDEX) {
		for (i = 0; i < target->args.len; i++)
			resolve_expr(sc, VEC_AT(target->args, i));
		target->sym = find_sym(&prog->global_syms, target->name);
	} else {
		error_at(target->loc, "@%s needs an aggregate: a global fed with '<<<', or an element of one",
			 n->name);
		return;
	}
	if (!target->sym) {
		error_at(target->loc, "'%s' is not a global aggregate (aggregates must be declared with 'global')",
			 target->name);
		return;
	}
	n->sym = target->sym;
	target->sym->read = true;
	add_access(sc->accesses, target->sym, ACC_READ);
}

/* An assignment or ++ whose value is used reads the variable too; as a
 * statement of its own it only writes (n++ alone still prints at exit). */
static void mark_value_read(struct node *target)
{
	if (target->sym && target->sym->kind == SYM_GLOBAL)
		target->sym->read = true;
}

/* --metrics: a global only ever changed by ++ or += of a constant >= 0
 * only grows (a Prometheus counter); any other change makes it a gauge. */
static void note_change(struct node *n)
{
	bool grows = n->kind == N_INCDEC ? n->op == '+' :
		     n->op == '+' && n->b->kind == N_NUM && n->b->num >= 0;

	if (!grows && n->a->sym && n->a->sym->kind == SYM_GLOBAL)
		n->a->sym->not_counter = true;
}

static void resolve_effect(struct scope *sc, struct node *n)
{
	if (n->kind == N_ASSIGN) {
		resolve_expr(sc, n->b);
		resolve_lvalue(sc, n->a, n->op == '=' ? ACC_WRITE : ACC_WRITE | ACC_READ);
		note_change(n);
	} else if (n->kind == N_INCDEC) {
		resolve_lvalue(sc, n->a, ACC_WRITE | ACC_READ);
		note_change(n);
	} else {
		resolve_expr(sc, n);
	}
}

/* $counterN (N from 1): member N's handle in a group leader's body;
 * false when N's name is not of that form. */
static bool group_member_var(const struct function *fn, const struct rprobe *rp, struct node *n)
{
	const char *d = n->name + strlen("counter");
	char *end;
	long k;

	if (strncmp(n->name, "counter", 7) || !*d || *d < '1' || *d > '9')
		return false;
	k = strtol(d, &end, 10);
	if (*end)
		return false;
	if (fn)
		error_at(n->loc, "$%s is only available in a group leader's body; pass it to the function as an argument",
			 n->name);
	else if (!rp || !rp->members.len)
		error_at(n->loc, "$%s: this probe has no group; a group's leader has $counter1.. for its members: perf.cycles(1000000).group(perf.instructions)",
			 n->name);
	else if ((size_t)k > rp->members.len)
		error_at(n->loc, "$%s: the group has %zu member%s ($counter1..$counter%zu)",
			 n->name, rp->members.len, rp->members.len == 1 ? "" : "s", rp->members.len);
	n->ctxvar = CTXV_MEMBER;
	n->tp_field = (int)k - 1;
	return true;
}

static void resolve_expr(struct scope *sc, struct node *n)
{
	size_t i;

	switch (n->kind) {
	case N_NUM:
	case N_STR:
		break;
	case N_ARG:
		substitute_arg(n);
		break;
	case N_CTXVAR:
		if (group_member_var(sc->fn, sc->rp, n))
			break;
		if (strcmp(n->name, "counter")) {
			/* a tracepoint's field (tp_points.c) */
			if (sc->fn)
				error_at(n->loc, "$%s: a tracepoint's fields are only available in its probe's body (a kernel function's arguments too); pass the value to the function as an argument",
					 n->name);
			else if (sc->rp && sc->rp->ev.kind == PK_KPROBE && !sc->entry &&
				 kp_param_at_return(sc->rp, n))
				resolve_implied_entry(sc, n);
			else if (sc->rp && sc->rp->ev.kind == PK_KPROBE)
				kp_ctxvar_resolve(sc->rp, n, opts, sc->entry != NULL);
			else if (sc->rp && sc->rp->ev.kind == PK_UPROBE)
				up_ctxvar_resolve(sc->rp, n, sc->entry != NULL);
			else if (sc->rp)
				tp_ctxvar_resolve(sc->rp, n);
			else
				error_at(n->loc, "unknown context variable '$%s' (pmprobe knows $counter)",
					 n->name);
		} else if (sc->fn) {
			error_at(n->loc, "$counter is only available in a perf probe's body; pass it to the function as an argument");
		} else if (sc->rp && sc->rp->ev.kind != PK_PERF) {
			error_at(n->loc, "$counter is only available in perf probes, not in %s probes",
				 probe_kind_name(sc->rp->ev.kind));
		} else {
			n->ctxvar = CTXV_COUNTER;
		}
		break;
	case N_VAR:
		n->sym = lookup_var(sc, n->name, n->loc);
		if (n->sym->kind == SYM_GLOBAL) {
			n->sym->read = true;
			add_access(sc->accesses, n->sym, ACC_READ);
		}
		break;
	case N_INDEX:
		for (i = 0; i < n->args.len; i++)
			resolve_expr(sc, VEC_AT(n->args, i));
		n->sym = lookup_array(sc, n->name, n->loc);
		if (n->sym) {
			n->sym->read = true;
			add_access(sc->accesses, n->sym, ACC_READ);
		}
		break;
	case N_IN:
		for (i = 0; i < n->args.len; i++)
			resolve_expr(sc, VEC_AT(n->args, i));
		n->sym = lookup_array(sc, n->name, n->loc);
		if (n->sym) {
			n->sym->read = true;
			add_access(sc->accesses, n->sym, ACC_READ);
		}
		break;
	case N_CALL:
		resolve_call(sc, n);
		break;
	case N_AGG:
		resolve_agg(sc, n);
		break;
	case N_ENTRY:
		resolve_entry(sc, n);
		break;
	case N_ASSIGN:
		resolve_expr(sc, n->b);
		resolve_lvalue(sc, n->a, n->op == '=' ? ACC_WRITE : ACC_WRITE | ACC_READ);
		note_change(n);
		mark_value_read(n->a);
		break;
	case N_INCDEC:
		resolve_lvalue(sc, n->a, ACC_WRITE | ACC_READ);
		note_change(n);
		mark_value_read(n->a);
		break;
	case N_AGGADD:
		resolve_expr(sc, n->b);
		if (n->a->kind == N_VAR && !find_sym(&prog->global_syms, n->a->name)) {
			error_at(n->a->loc, "'%s' must be a global to collect statistics with '<<<'",
				 n->a->name);
			break;
		}
		resolve_lvalue(sc, n->a, ACC_ADD);
		if (n->a->sym)
			n->a->sym->written = true;
		break;
	default:
		if (n->a)
			resolve_expr(sc, n->a);
		if (n->b)
			resolve_expr(sc, n->b);
		if (n->c)
			resolve_expr(sc, n->c);
		break;
	}
}

static void resolve_foreach(struct scope *sc, struct node *n)
{
	struct foreach *fe = n->fe;
	size_t i;

	fe->array = lookup_array(sc, fe->array_name, fe->array_loc);
	fe->id = (int)prog->foreachs.len;
	vec_push(&prog->foreachs, fe);
	if (fe->limit)
		resolve_expr(sc, fe->limit);
	for (i = 0; i < fe->keys.len; i++) {
		struct node *k = VEC_AT(fe->keys, i);

		k->sym = lookup_var(sc, k->name, k->loc);
		if (k->sym->kind != SYM_LOCAL)
			error_at(k->loc, "foreach key '%s' must be a local variable, not a %s",
				 k->name, k->sym->kind == SYM_GLOBAL ? "global" : "parameter");
	}
	if (fe->value_var) {
		struct node *v = fe->value_var;

		v->sym = lookup_var(sc, v->name, v->loc);
		if (v->sym->kind != SYM_LOCAL)
			error_at(v->loc, "foreach value '%s' must be a local variable", v->name);
	}
	if (fe->array) {
		fe->array->read = true;
		add_access(sc->accesses, fe->array,
			   ACC_READ | (fe->sort_key ? ACC_ITER : 0));
		if (fe->sort_key)
			fe->array->foreach_sorted = true;
		vec_push(&sc->foreach_arrays, fe->array);
	}
	sc->loops++;
	resolve_stmt(sc, n->a);
	sc->loops--;
	if (fe->array)
		sc->foreach_arrays.len--;
}

static void resolve_stmt(struct scope *sc, struct node *n)
{
	size_t i;

	switch (n->kind) {
	case N_BLOCK:
		for (i = 0; i < n->args.len; i++)
			resolve_stmt(sc, VEC_AT(n->args, i));
		break;
	case N_EMPTY:
		break;
	case N_EXPR:
		resolve_effect(sc, n->a);
		break;
	case N_IF:
		resolve_expr(sc, n->a);
		resolve_stmt(sc, n->b);
		if (n->c)
			resolve_stmt(sc, n->c);
		break;
	case N_WHILE:
		resolve_expr(sc, n->a);
		sc->loops++;
		resolve_stmt(sc, n->b);
		sc->loops--;
		break;
	case N_FOR:
		if (n->a)
			resolve_effect(sc, n->a);
		if (n->b)
			resolve_expr(sc, n->b);
		if (n->c)
			resolve_effect(sc, n->c);
		sc->loops++;
		resolve_stmt(sc, n->d);
		sc->loops--;
		break;
	case N_FOREACH:
		resolve_foreach(sc, n);
		break;
	case N_TRY:
		resolve_stmt(sc, n->a);
		if (n->c) {
			n->c->sym = lookup_var(sc, n->c->name, n->c->loc);
			if (n->c->sym->kind != SYM_LOCAL)
				error_at(n->c->loc, "the message of catch ('%s') must go to a local variable",
					 n->c->name);
		}
		resolve_stmt(sc, n->b);
		break;
	case N_BREAK:
	case N_CONTINUE:
		if (!sc->loops)
			error_at(n->loc, "'%s' outside a loop",
				 n->kind == N_BREAK ? "break" : "continue");
		break;
	case N_NEXT:
		if (sc->fn)
			error_at(n->loc, "'next' leaves a probe handler; in a function use 'return'");
		break;
	case N_RETURN:
		if (!sc->fn)
			error_at(n->loc, "'return' outside a function; use 'next' to leave a probe handler");
		if (n->a)
			resolve_expr(sc, n->a);
		break;
	case N_DELETE:
		if (n->a->kind == N_VAR) {
			struct symbol *g = find_sym(&prog->global_syms, n->a->name);

			if (g) {
				n->a->sym = g;
				g->not_counter = true;
				note_write(sc, g, n->a->loc, ACC_WRITE);
				break;
			}
		}
		resolve_lvalue(sc, n->a, ACC_WRITE);
		if (n->a->sym && n->a->sym->kind == SYM_GLOBAL)
			n->a->sym->not_counter = true;
		break;
	default:
		resolve_expr(sc, n);
		break;
	}
}

/* ----------------------------------------------------------- call graph */

static void mark_used(struct function *f)
{
	size_t i;

	if (f->used)
		return;
	f->used = true;
	vec_push(&prog->used_functions, f);
	for (i = 0; i < f->callees.len; i++)
		mark_used(VEC_AT(f->callees, i));
}

static bool merge_accesses(struct vec *dst, const struct vec *src)
{
	bool changed = false;
	size_t i, j;

	for (i = 0; i < src->len; i++) {
		const struct access *a = VEC_AT(*src, i);

		for (j = 0; j < dst->len; j++) {
			struct access *d = VEC_AT(*dst, j);

			if (d->sym == a->sym) {
				changed |= (d->bits | a->bits) != d->bits;
				d->bits |= a->bits;
				break;
			}
		}
		if (j == dst->len) {
			add_access(dst, a->sym, a->bits);
			changed = true;
		}
	}
	return changed;
}

/* Globals reached through calls, and whether a call can raise an error. */
static void close_over_calls(void)
{
	bool changed = true;
	size_t i, j;

	while (changed) {
		changed = false;
		for (i = 0; i < prog->functions.len; i++) {
			struct function *f = VEC_AT(prog->functions, i);

			for (j = 0; j < f->callees.len; j++) {
				struct function *g = VEC_AT(f->callees, j);

				changed |= merge_accesses(&f->accesses, &g->accesses);
			}
		}
	}
	for (i = 0; i < prog->resolved.len; i++) {
		struct rprobe *rp = VEC_AT(prog->resolved, i);

		for (j = 0; j < rp->callees.len; j++) {
			struct function *g = VEC_AT(rp->callees, j);

			merge_accesses(&rp->accesses, &g->accesses);
		}
		for (j = 0; j < rp->entry_callees.len; j++) {
			struct function *g = VEC_AT(rp->entry_callees, j);

			merge_accesses(&rp->entry_accesses, &g->accesses);
		}
	}
}

static void check_deferred_calls(void)
{
	size_t i, j, k;

	for (i = 0; i < deferred.len; i++) {
		struct deferred_call *d = VEC_AT(deferred, i);

		for (j = 0; j < d->arrays.len; j++)
			for (k = 0; k < d->fn->accesses.len; k++) {
				struct access *a = VEC_AT(d->fn->accesses, k);

				if (a->sym == VEC_AT(d->arrays, j) &&
				    (a->bits & (ACC_WRITE | ACC_ADD)))
					error_at(d->loc, "%s() modifies array '%s', which the enclosing foreach iterates",
						 d->fn->name, a->sym->name);
			}
	}
}

/* ---------------------------------------------------------------- driver */

static void resolve_function(struct function *f)
{
	struct scope sc = { 0 };

	if (!f->body)
		return;
	sc.locals = &f->locals;
	sc.callees = &f->callees;
	sc.accesses = &f->accesses;
	sc.fn = f;
	resolve_stmt(&sc, f->body);
	f->can_fail = true;
}

static void resolve_probe_body(struct rprobe *rp)
{
	struct scope sc = { 0 };

	sc.locals = &rp->locals;
	sc.callees = &rp->callees;
	sc.accesses = &rp->accesses;
	sc.rp = rp;
	sc.ctx = event_context(&rp->ev);
	resolve_stmt(&sc, rp->body);
}

/* Every body's names, and which functions the probes reach. */
static void resolve_bodies(void)
{
	size_t i, j;

	for (i = 0; i < prog->functions.len; i++)
		resolve_function(VEC_AT(prog->functions, i));
	for (i = 0; i < prog->resolved.len; i++) {
		struct rprobe *rp = VEC_AT(prog->resolved, i);

		resolve_probe_body(rp);
		for (j = 0; j < rp->callees.len; j++)
			mark_used(VEC_AT(rp->callees, j));
		if (rp->ev.process)
			prog->uses_process = true;
	}
}

/* A script function no probe reaches is still checked, and built
 * (marked __maybe_unused), so its errors are reported all the same. */
static void keep_uncalled(void)
{
	size_t i;

	for (i = 0; i < prog->functions.len; i++) {
		struct function *f = VEC_AT(prog->functions, i);

		if (f->from_tapset || f->used)
			continue;
		if (prog->resolved.len)
			warning_at(f->loc, "function '%s' is never called", f->name);
		f->uncalled = true;
		mark_used(f);
	}
}

/* The globals' and functions' declarations. */
static void collect_declarations(struct program *p, const struct tr_options *opt)
{
	prog = p;
	opts = opt;
	collect_globals();
	collect_functions();
}

bool elaborate(struct program *p, const struct tr_options *opt)
{
	int before = diag_errors;

	collect_declarations(p, opt);
	if (resolve_probes(prog, opt) && check_target_pmus(prog, opt))
		hybrid_resolve(prog, opt);
	resolve_bodies();
	keep_uncalled();
	close_over_calls();
	check_deferred_calls();
	if (prog->resolved.len == snapshot_probes(prog) && diag_errors == before) {
		struct loc loc = { .src = prog->main_src, .line = 1, .col = 1 };

		error_at(loc, "the script has no probes");
		return false;
	}
	/* A local read and never assigned would only add type errors. */
	if (diag_errors == before && !check_unset_locals(prog))
		return false;
	/* Types are checked even after other errors, to report them all. */
	if (!infer_types(prog) || diag_errors != before)
		return false;
	if (!opt->unoptimized)
		elide_program(prog, opt);
	plan_snapshot_reads(prog);
	plan_locks(prog);
	return true;
}

/* For -l/-L: declarations only, so tapset functions know their contexts. */
void elaborate_tapset_only(struct program *p, const struct tr_options *opt)
{
	collect_declarations(p, opt);
}
