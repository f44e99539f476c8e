/*
 * parse_build.c - the constructors parser.y's actions call.  Checks that
 * need nothing but the node itself (an assignment to a non-variable, two
 * sort marks in one foreach, nesting deeper than PMP_MAX_NESTING) are made
 * here, at parse time.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "parse_internal.h"

/* "a" "b": one literal, written as the pieces with one space between
 * (so that pass 1's output parses back to the same literal). */
struct lit lit_concat(struct lit a, struct lit b)
{
	struct lit r;

	r.text = xasprintf("%s %s", a.text, b.text);
	r.len = a.len + b.len;
	r.str = xmalloc(r.len + 1);
	memcpy(r.str, a.str, a.len);
	memcpy(r.str + a.len, b.str, b.len);
	r.str[r.len] = '\0';
	free(a.text);
	free(a.str);
	free(b.text);
	free(b.str);
	return r;
}

struct vec *vec_new(void)
{
	return xcalloc(1, sizeof(struct vec));
}

struct vec *vec_one(void *item)
{
	struct vec *v = vec_new();

	vec_push(v, item);
	return v;
}

struct vec *vec_append(struct vec *v, void *item)
{
	vec_push(v, item);
	return v;
}

struct vec *vec_prepend(struct vec *v, void *item)
{
	vec_push(v, item);
	memmove(&v->items[1], &v->items[0], (v->len - 1) * sizeof(v->items[0]));
	v->items[0] = item;
	return v;
}

/* Moves a vec's items into an embedded vec and frees the container. */
static void vec_take(struct vec *dst, struct vec *src)
{
	*dst = *src;
	free(src);
}

static bool is_stmt(const struct node *n)
{
	return n->kind >= N_BLOCK;
}

static int max_depth(int d, const struct node *c, bool stmt)
{
	return c && is_stmt(c) == stmt && c->depth > d ? c->depth : d;
}

/*
 * The height of N's expression (for an expression) or of its statements
 * (for a statement: the expressions in it do not count).  Every later
 * pass walks the tree recursively, so both are bounded here; the error
 * comes once, where the limit is crossed.
 */
static struct node *note_depth(struct node *n)
{
	bool stmt = is_stmt(n);
	int d = 0;
	size_t i;

	d = max_depth(d, n->a, stmt);
	d = max_depth(d, n->b, stmt);
	d = max_depth(d, n->c, stmt);
	d = max_depth(d, n->d, stmt);
	for (i = 0; i < n->args.len; i++)
		d = max_depth(d, VEC_AT(n->args, i), stmt);
	n->depth = d + 1;
	if (n->depth == PMP_MAX_NESTING + 1)
		error_at(n->loc, "%s nested too deeply (more than %d levels)",
			 stmt ? "statements" : "expression", PMP_MAX_NESTING);
	return n;
}

static void add_item(struct program *prog, enum top_kind kind, void *item,
		     const struct source *src)
{
	struct top_item *t = xcalloc(1, sizeof(*t));

	t->kind = kind;
	t->item = item;
	t->src = src;
	vec_push(&prog->items, t);
}

struct node *mk_var(struct loc loc, char *name)
{
	struct node *n = node_new(N_VAR, loc);

	n->name = name;
	return n;
}

struct node *mk_index(struct loc loc, char *name, struct vec *keys)
{
	struct node *n = node_new(N_INDEX, loc);

	n->name = name;
	vec_take(&n->args, keys);
	if (n->args.len > PMP_MAX_KEYS)
		error_at(loc, "array '%s' indexed with %zu keys; at most %d are allowed",
			 name, n->args.len, PMP_MAX_KEYS);
	return note_depth(n);
}

struct node *mk_call(struct loc loc, char *name, struct vec *args)
{
	struct node *n = node_new(N_CALL, loc);

	n->name = name;
	vec_take(&n->args, args);
	return note_depth(n);
}

/* @op(args): an aggregate operator, or @entry(EXPR) (sema.c checks
 * where it may stand). */
struct node *mk_agg(struct loc loc, char *op, struct vec *args)
{
	struct node *n = node_new(strcmp(op, "entry") ? N_AGG : N_ENTRY, loc);

	n->name = op;
	vec_take(&n->args, args);
	if (n->kind == N_ENTRY) {
		if (n->args.len != 1)
			error_at(loc, "@entry takes one expression: @entry(EXPR)");
		else
			n->a = VEC_AT(n->args, 0);
		n->args.len = 0;    /* the tree's nodes are never freed */
	}
	return note_depth(n);
}

struct node *mk_unary(struct loc loc, int op, struct node *a)
{
	return note_depth(node_unary(loc, op, a));
}

/*
 * "-N" where only a literal may stand (a global's initialiser, a probe
 * point's argument): as in SystemTap, N wraps like any literal but may
 * not exceed 2^63 there, so the value stays within 64 bits.
 */
struct node *mk_negative(struct loc loc, struct node *num)
{
	if ((uint64_t)num->num > (uint64_t)INT64_MAX + 1)
		error_at(loc, "number '-%s' does not fit in 64 bits (a negative literal goes down to -9223372036854775808)",
			 num->text);
	return mk_unary(loc, '-', num);
}

struct node *mk_binary(struct loc loc, int op, struct node *a, struct node *b)
{
	return note_depth(node_binary(loc, op, a, b));
}

static bool is_lvalue(const struct node *n)
{
	return n->kind == N_VAR || n->kind == N_INDEX;
}

struct node *mk_assign(struct loc loc, int op, struct node *l, struct node *r)
{
	struct node *n = node_new(N_ASSIGN, loc);

	if (!is_lvalue(l))
		error_at(l->loc, "the left side of an assignment must be a variable or an array element");
	n->op = op;
	n->a = l;
	n->b = r;
	return note_depth(n);
}

struct node *mk_incdec(struct loc loc, int op, bool post, struct node *a)
{
	struct node *n = node_new(N_INCDEC, loc);

	if (!is_lvalue(a))
		error_at(a->loc, "'%s' needs a variable or an array element",
			 op == '+' ? "++" : "--");
	n->op = op;
	n->post = post;
	n->a = a;
	return note_depth(n);
}

struct node *mk_in(struct loc loc, struct vec *keys, char *name,
		   struct loc name_loc)
{
	struct node *n = node_new(N_IN, loc);

	(void)name_loc;
	n->name = name;
	vec_take(&n->args, keys);
	if (n->args.len > PMP_MAX_KEYS)
		error_at(loc, "'in' with %zu keys; arrays have at most %d",
			 n->args.len, PMP_MAX_KEYS);
	return note_depth(n);
}

struct node *mk_aggadd(struct loc loc, struct node *l, struct node *r)
{
	struct node *n = node_new(N_AGGADD, loc);

	if (!is_lvalue(l))
		error_at(l->loc, "the left side of '<<<' must be a global or an array element");
	n->a = l;
	n->b = r;
	return note_depth(n);
}

struct node *mk_ternary(struct loc loc, struct node *a, struct node *b,
			struct node *c)
{
	struct node *n = node_new(N_TERNARY, loc);

	n->a = a;
	n->b = b;
	n->c = c;
	return note_depth(n);
}

struct node *mk_arg(struct loc loc, int64_t num, bool is_str)
{
	struct node *n = node_new(N_ARG, loc);

	n->num = num;
	n->is_str = is_str;
	if (num < 1 || num > 9)
		error_at(loc, "script arguments are %c1 to %c9", is_str ? '@' : '$',
			 is_str ? '@' : '$');
	return n;
}

struct node *mk_ctxvar(struct loc loc, char *name)
{
	struct node *n = node_new(N_CTXVAR, loc);

	n->name = name;
	return n;
}

struct node *mk_stmt(enum node_kind kind, struct loc loc, struct node *a,
		     struct node *b, struct node *c, struct node *d)
{
	struct node *n = node_new(kind, loc);

	n->a = a;
	n->b = b;
	n->c = c;
	n->d = d;
	return note_depth(n);
}

struct node *mk_block(struct loc loc, struct vec *stmts)
{
	struct node *n = node_new(N_BLOCK, loc);

	vec_take(&n->args, stmts);
	return note_depth(n);
}

struct node *mk_delete(struct loc loc, struct node *what)
{
	struct node *n = node_new(N_DELETE, loc);

	if (!is_lvalue(what))
		error_at(what->loc, "'delete' needs a variable, an array or an array element");
	n->a = what;
	return note_depth(n);
}

struct node *mk_foreach(struct loc loc, struct foreach *fe, struct node *body)
{
	struct node *n = node_new(N_FOREACH, loc);

	n->fe = fe;
	n->a = body;
	return note_depth(n);
}

struct foreach *mk_foreach_head(struct node *value_var, struct vec *keys,
				int key_sort, int key_sort_dir, char *array,
				struct loc array_loc, int sort_dir,
				struct node *limit)
{
	struct foreach *fe = xcalloc(1, sizeof(*fe));
	size_t i;

	(void)key_sort;
	(void)key_sort_dir;
	fe->value_var = value_var;
	vec_take(&fe->keys, keys);
	fe->array_name = array;
	fe->array_loc = array_loc;
	fe->limit = limit;
	if (limit && limit->kind == N_UNARY && limit->op == '-' &&
	    limit->a->kind == N_NUM && limit->a->num)
		error_at(limit->loc, "a foreach limit cannot be negative");
	if (sort_dir) {
		fe->sort_key = -1;
		fe->sort_dir = sort_dir == '+' ? 1 : -1;
	}
	if (fe->keys.len > PMP_MAX_KEYS)
		error_at(array_loc, "foreach with %zu keys; arrays have at most %d",
			 fe->keys.len, PMP_MAX_KEYS);
	for (i = 0; i < fe->keys.len; i++) {
		struct node *k = VEC_AT(fe->keys, i);

		if (!k->op)
			continue;
		if (fe->sort_key) {
			error_at(k->loc, "foreach may sort on one key or on the value, not more");
			continue;
		}
		fe->sort_key = (int)i + 1;
		fe->sort_dir = k->op == '+' ? 1 : -1;
	}
	return fe;
}

/* The pieces of a component's name ("sys" "*"), which must touch. */
char *name_join(char *a, struct loc la, char *b, struct loc lb)
{
	char *r = xasprintf("%s%s", a, b);

	if (la.last_line != lb.line || la.last_col != lb.col)
		error_at(lb, "a probe point component is one word: '%s' and '%s' are apart",
			 a, b);
	free(a);
	free(b);
	return r;
}

struct point_comp *mk_comp(struct loc loc, char *name, struct node *arg,
			  struct node *period)
{
	struct point_comp *c = xcalloc(1, sizeof(*c));

	c->loc = loc;
	c->name = name;
	c->arg = arg;
	c->period = period;
	return c;
}

struct point_comp *mk_comp_members(struct loc loc, char *name, struct vec *points)
{
	struct point_comp *c = mk_comp(loc, name, NULL, NULL);

	vec_take(&c->members, points);
	return c;
}

struct probe_point *mk_point(struct loc loc, struct vec *comps, bool optional)
{
	struct probe_point *p = xcalloc(1, sizeof(*p));

	p->loc = loc;
	vec_take(&p->comps, comps);
	p->optional = optional;
	return p;
}

/* SystemTap's "POINT if (COND)": refused, saying what to write instead. */
struct probe_point *mk_conditional_point(struct loc loc, struct vec *comps,
					 bool optional, struct loc if_loc)
{
	error_at(if_loc, "pmprobe has no conditional probe points ('POINT if (COND)'): test the condition at the start of the body ('if (!(COND)) next')");
	return mk_point(loc, comps, optional);
}

void add_global(struct program *prog, struct loc loc, char *name,
		struct node *init, struct node *capacity)
{
	struct global_decl *g = xcalloc(1, sizeof(*g));

	g->loc = loc;
	g->name = name;
	g->init = init;
	if (capacity) {
		g->has_capacity = true;
		g->capacity = capacity->num;
		if (capacity->num < 1 || capacity->num > 16 * 1024 * 1024)
			error_at(capacity->loc, "array capacity must be between 1 and 16777216");
	}
	vec_push(&prog->globals, g);
	add_item(prog, TOP_GLOBAL, g, loc.src);
}

static enum type parse_type_name(const char *name, struct loc loc)
{
	if (!name)
		return TY_UNKNOWN;
	if (!strcmp(name, "long"))
		return TY_LONG;
	if (!strcmp(name, "string"))
		return TY_STRING;
	error_at(loc, "unknown type '%s': types are 'long' and 'string'", name);
	return TY_UNKNOWN;
}

struct param *mk_param(struct loc loc, char *name, char *type,
		       struct loc type_loc)
{
	struct param *p = xcalloc(1, sizeof(*p));

	p->loc = loc;
	p->name = name;
	p->decl_type = parse_type_name(type, type_loc);
	return p;
}

/* "///" comment lines right above a tapset function document it. */
void note_doc_comment(struct program *prog, struct function *fn)
{
	const char *text = fn->src->text, *p, *start;
	struct buf doc;
	int line = 1;

	(void)prog;
	/* Find the start of the function's line, then walk back. */
	p = text;
	while (line < fn->loc.line && *p)
		if (*p++ == '\n')
			line++;
	buf_init(&doc);
	start = p;
	while (start > text) {
		const char *ls = start - 1;

		while (ls > text && ls[-1] != '\n')
			ls--;
		if (strncmp(ls, "///", 3) != 0)
			break;
		start = ls;
	}
	for (p = start; p < text + fn->src->len && !strncmp(p, "///", 3);) {
		const char *eol = strchr(p, '\n');

		p += 3;
		if (*p == ' ')
			p++;
		if (!eol)
			eol = p + strlen(p);
		buf_add(&doc, p, (size_t)(eol - p));
		buf_putc(&doc, '\n');
		p = *eol ? eol + 1 : eol;
	}
	fn->doc = doc.len ? buf_steal(&doc) : (buf_free(&doc), NULL);
}

void add_function(struct program *prog, struct loc loc, char *name,
		  char *ret_type, struct loc ret_loc, struct vec *params,
		  struct node *body, char *embedded, struct loc emb_loc)
{
	struct function *fn = xcalloc(1, sizeof(*fn));

	fn->loc = loc;
	fn->name = name;
	fn->decl_type = parse_type_name(ret_type, ret_loc);
	vec_take(&fn->params, params);
	fn->body = body;
	fn->embedded = embedded;
	fn->embedded_loc = emb_loc;
	fn->src = loc.src;
	if (fn->src && fn->src->is_tapset)
		note_doc_comment(prog, fn);
	vec_push(&prog->functions, fn);
	add_item(prog, TOP_FUNCTION, fn, loc.src);
}

void add_probe(struct program *prog, struct loc loc, struct vec *points,
	       struct node *body)
{
	struct probe *p = xcalloc(1, sizeof(*p));

	p->loc = loc;
	vec_take(&p->points, points);
	p->body = body;
	p->src = loc.src;
	vec_push(&prog->probes, p);
	add_item(prog, TOP_PROBE, p, loc.src);
}

void add_alias(struct program *prog, struct loc loc, struct probe_point *name,
	       struct vec *points, struct node *body)
{
	struct probe *p = xcalloc(1, sizeof(*p));
	size_t i;

	p->loc = loc;
	p->is_alias = true;
	p->alias_name = name;
	vec_take(&p->points, points);
	p->body = body;
	p->src = loc.src;
	if (name->optional)
		error_at(name->loc, "an alias name cannot be optional ('?')");
	for (i = 0; i < name->comps.len; i++) {
		struct point_comp *c = VEC_AT(name->comps, i);

		if (c->arg || c->period)
			error_at(c->loc, "an alias name cannot take arguments");
	}
	vec_push(&prog->probes, p);
	add_item(prog, TOP_PROBE, p, loc.src);
}

void add_embedded(struct program *prog, struct loc loc, char *code)
{
	struct embedded_c *e = xcalloc(1, sizeof(*e));

	e->loc = loc;
	e->code = code;
	vec_push(&prog->embedded, e);
	add_item(prog, TOP_EMBEDDED, e, loc.src);
}
