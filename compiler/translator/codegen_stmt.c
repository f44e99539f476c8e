/*
 * codegen_stmt.c - pass 3, statements: blocks (each counted against
 * MAXACTION), if, the loops, foreach (sorted, limited, over per-CPU
 * aggregates), delete, return, next.
 */
#include <stdlib.h>

#include "codegen_internal.h"

static void gen_leave_trys(struct cg *g, int n);

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
	emit(g, "PMP_ACTIONS(c, %d, %s, %s);", n, w, g->err_label);
	free(w);
}

static char *gen_cond(struct cg *g, struct node *n)
{
	struct cval v = gen(g, n);
	char *r;

	if (v.type != TY_STRING)
		return v.c;
	r = xasprintf("(%s[0] != 0)", v.c);
	cv_free(&v);
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

/* "for (;;) {" counted as one action, then, if COND, the test that
 * leaves the loop. */
static void gen_loop_head(struct cg *g, struct node *n, struct node *cond)
{
	char *c;

	emit(g, "for (;;) {");
	g->depth++;
	gen_actions(g, 1, n->loc);
	if (!cond)
		return;
	g->nstr = 0;
	g->nkey = 0;
	c = gen_cond(g, cond);
	emit(g, "if (!(%s))", c);
	emit(g, "\tbreak;");
	free(c);
}

/* A loop's BODY; continue goes to LABEL, or is C's own if NULL. */
static void gen_loop_body(struct cg *g, char *label, struct node *body)
{
	int trys = g->try_in_loop;

	vec_push(&g->loops, label);
	g->try_in_loop = 0;
	gen_stmt(g, body);
	g->try_in_loop = trys;
	g->loops.len--;
	g->depth--;
}

static void gen_while(struct cg *g, struct node *n)
{
	gen_loop_head(g, n, n->a);
	gen_loop_body(g, NULL, n->b);
	emit(g, "}");
}

/* for (A; B; C) D: continue goes to C. */
static void gen_for(struct cg *g, struct node *n)
{
	char *label = xasprintf("pmp_cont%d", g->labels++);

	if (n->a)
		gen_effect(g, n->a);
	gen_loop_head(g, n, n->b);
	gen_loop_body(g, label, n->d);
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

/* The map a foreach walks (a per-CPU array's merged copy), its cursor,
 * its counter for a limit, its sorted order. */
static void gen_foreach_decls(struct cg *g, const struct foreach *fe, const char *m,
			      const char *e, bool limit)
{
	int id = fe->id;

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
}

/* A per-CPU array whose CPUs together hold more keys than one map. */
static void gen_foreach_full(struct cg *g, const struct foreach *fe)
{
	char *w = where(fe->array_loc);

	buf_putc(g->out, '\n');
	emit(g, "if (unlikely(pmp_full%d)) {", fe->id);
	emit(g, "\tpmp_error(c, %s, \"array '%s' is full: its CPUs together hold more than %%u keys\", %s.capacity);",
	     w, fe->array->name, cname(CN_MAP_DESC, fe->array->name));
	emit(g, "\tgoto %s;", g->err_label);
	emit(g, "}");
	free(w);
}

/* The loop's head, in sorted order or the map's own; the body goes one
 * level deeper. */
static void gen_foreach_head(struct cg *g, const struct foreach *fe, const char *m,
			     const char *e, const char *limit)
{
	int id = fe->id;

	buf_putc(g->out, '\n');
	if (fe->sort_key) {
		emit(g, "for (pmp_fi%d = 0; pmp_fi%d < pmp_fc%d; pmp_fi%d++) {", id, id, id, id);
		g->depth++;
		emit(g, "%s = pmp_sort%d[pmp_fi%d];", e, id, id);
	} else {
		emit(g, "pmp_map_for_each(%s, %s) {", m, e);
		g->depth++;
	}
	if (limit) {
		emit(g, "if (pmp_fn%d++ >= %s)", id, limit);
		emit(g, "\tbreak;");
	}
}

static void gen_foreach(struct cg *g, struct node *n)
{
	const struct foreach *fe = n->fe;
	char *m = xasprintf("pmp_m%d", fe->id), *e = xasprintf("pmp_fe%d", fe->id);
	char *limit = NULL;

	if (fe->limit) {
		struct cval lv = gen(g, fe->limit);

		limit = new_long(g);
		emit(g, "%s = %s;", limit, lv.c);
		cv_free(&lv);
	}
	emit(g, "{");
	g->depth++;
	gen_foreach_decls(g, fe, m, e, limit != NULL);
	if (is_pmap(fe->array))
		gen_foreach_full(g, fe);
	gen_foreach_head(g, fe, m, e, limit);
	gen_actions(g, 1, n->loc);
	gen_foreach_vars(g, fe, m, e);
	gen_loop_body(g, NULL, n->a);
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
	struct cval v;

	if (n->a && g->fn) {
		v = gen(g, n->a);
		if (g->fn->ret_type == TY_STRING)
			emit(g, "pmp_strlcpy(pmp_ret, %s);", v.c);
		else
			emit(g, "pmp_rv = %s;", v.c);
		cv_free(&v);
	}
	gen_leave_trys(g, g->try_depth);
	emit(g, "goto pmp_out;");
}

/* A block: its simple statements counted at once, nested blocks in
 * their own braces. */
static void gen_block(struct cg *g, struct node *n)
{
	size_t i;

	gen_actions(g, count_simple(n), n->loc);
	for (i = 0; i < n->args.len; i++) {
		struct node *s = VEC_AT(n->args, i);

		if (s->kind == N_BLOCK)
			gen_body(g, s);
		else
			gen_stmt(g, s);
	}
}

static void gen_if(struct cg *g, struct node *n)
{
	char *cond = gen_cond(g, n->a);

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
}

/* A jump out of N enclosing trys: errors after it are no longer theirs. */
static void gen_leave_trys(struct cg *g, int n)
{
	if (n > 0)
		emit(g, "c->trying -= %d;", n);
}

/* try A catch (C) B: an error in A, or in what A calls, goes to the
 * catch label instead of ending the handler (pmp_error records its
 * message in c->err_msg and reports nothing while c->trying). */
static void gen_try(struct cg *g, struct node *n)
{
	int id = g->labels++;
	char *outer = g->err_label;

	emit(g, "c->trying++;");
	g->err_label = xasprintf("pmp_catch%d", id);
	g->try_depth++;
	g->try_in_loop++;
	gen_body(g, n->a);
	g->try_depth--;
	g->try_in_loop--;
	emit(g, "c->trying--;");
	emit(g, "goto pmp_tryend%d;", id);
	emit(g, "%s: __maybe_unused;", g->err_label);
	free(g->err_label);
	g->err_label = outer;
	emit(g, "c->trying--;");
	emit(g, "c->aborted = false;");
	if (n->c)
		emit(g, "pmp_strlcpy(%s, c->err_msg);", var_ref(n->c->sym));
	gen_body(g, n->b);
	emit(g, "pmp_tryend%d: __maybe_unused;", id);
}

/* In a for loop, continue goes to its increment. */
static void gen_continue(struct cg *g)
{
	const char *lbl = g->loops.len ? VEC_AT(g->loops, g->loops.len - 1) : NULL;

	if (lbl)
		emit(g, "goto %s;", lbl);
	else
		emit(g, "continue;");
}

void gen_stmt(struct cg *g, struct node *n)
{
	g->nstr = 0;
	g->nkey = 0;
	switch (n->kind) {
	case N_BLOCK:
		gen_block(g, n);
		break;
	case N_EMPTY:
		break;
	case N_IF:
		gen_if(g, n);
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
		gen_leave_trys(g, g->try_in_loop);
		emit(g, "break;");
		break;
	case N_CONTINUE:
		gen_leave_trys(g, g->try_in_loop);
		gen_continue(g);
		break;
	case N_NEXT:
		gen_leave_trys(g, g->try_depth);
		emit(g, "goto pmp_out;");
		break;
	case N_TRY:
		gen_try(g, n);
		break;
	case N_RETURN:
		gen_return(g, n);
		break;
	case N_DELETE:
		gen_delete(g, n);
		break;
	case N_EXPR:
		gen_effect(g, n->a);
		break;
	default:
		gen_effect(g, n);
		break;
	}
}
