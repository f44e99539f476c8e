/*
 * ast.c - the syntax tree: node constructors and type names.  The tree
 * is built by parser.y, printed by print.c, annotated by sema.c and
 * types.c, and walked by codegen_*.c.  Nodes live until the translator
 * exits, so nothing here frees.
 */
#include <string.h>

#include "internal.h"

const char *type_name(enum type t)
{
	switch (t) {
	case TY_LONG:
		return "long";
	case TY_STRING:
		return "string";
	case TY_STAT:
		return "aggregate";
	case TY_HIST:
		return "histogram";
	case TY_VOID:
		return "void";
	default:
		return "unknown";
	}
}

struct node *node_new(enum node_kind kind, struct loc loc)
{
	struct node *n = xcalloc(1, sizeof(*n));

	n->kind = kind;
	n->loc = loc;
	n->fmt_id = -1;
	return n;
}

struct node *node_num(struct loc loc, int64_t v, const char *text)
{
	struct node *n = node_new(N_NUM, loc);

	n->num = v;
	n->text = xstrdup(text);
	return n;
}

struct node *node_str(struct loc loc, const char *s, size_t len,
		      const char *text)
{
	struct node *n = node_new(N_STR, loc);

	n->str = xstrndup(s, len);
	n->str_len = len;
	n->text = xstrdup(text);
	return n;
}

struct node *node_unary(struct loc loc, int op, struct node *a)
{
	struct node *n = node_new(N_UNARY, loc);

	n->op = op;
	n->a = a;
	return n;
}

struct node *node_binary(struct loc loc, int op, struct node *a,
			 struct node *b)
{
	struct node *n = node_new(N_BINARY, loc);

	n->op = op;
	n->a = a;
	n->b = b;
	return n;
}

/* Negation through unsigned: -(-9223372036854775808) stays itself. */
bool node_literal_value(const struct node *n, int64_t *v)
{
	if (n->kind == N_NUM) {
		*v = n->num;
		return true;
	}
	if (n->kind == N_UNARY && n->op == '-' && n->a->kind == N_NUM) {
		*v = (int64_t)(0 - (uint64_t)n->a->num);
		return true;
	}
	return false;
}

static void clone_vec(struct vec *dst, const struct vec *src)
{
	size_t i;

	memset(dst, 0, sizeof(*dst));
	for (i = 0; i < src->len; i++)
		vec_push(dst, node_clone(VEC_AT(*src, i)));
}

struct node *node_clone(const struct node *n)
{
	struct node *c;

	if (!n)
		return NULL;
	c = xmalloc(sizeof(*c));
	*c = *n;
	c->a = node_clone(n->a);
	c->b = node_clone(n->b);
	c->c = node_clone(n->c);
	c->d = node_clone(n->d);
	clone_vec(&c->args, &n->args);
	if (n->fe) {
		c->fe = xmalloc(sizeof(*c->fe));
		*c->fe = *n->fe;
		c->fe->value_var = node_clone(n->fe->value_var);
		clone_vec(&c->fe->keys, &n->fe->keys);
		c->fe->limit = node_clone(n->fe->limit);
	}
	return c;
}
