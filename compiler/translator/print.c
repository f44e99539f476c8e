/*
 * print.c - pass-1 output: the tree printed back as script text.  The
 * output parses to the same tree (parse -> print -> parse is a fixed
 * point), so parentheses appear exactly where precedence needs them and
 * every simple statement ends with ';'.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Binding strength, loosest first; mirrors the precedence in parser.y. */
enum {
	P_ASSIGN = 1, P_TERNARY, P_OR, P_AND, P_BITOR, P_XOR, P_BITAND,
	P_IN, P_CMP, P_SHIFT, P_CONCAT, P_ADD, P_MUL, P_UNARY, P_POSTFIX,
	P_PRIMARY,
};

static int binary_prec(int op)
{
	switch (op) {
	case OP_OR: return P_OR;
	case OP_AND: return P_AND;
	case '|': return P_BITOR;
	case '^': return P_XOR;
	case '&': return P_BITAND;
	case OP_EQ: case OP_NE: case '<': case '>': case OP_LE: case OP_GE:
		return P_CMP;
	case OP_SHL: case OP_SHR: return P_SHIFT;
	case OP_CONCAT: return P_CONCAT;
	case '+': case '-': return P_ADD;
	default: return P_MUL;
	}
}

static const char *op_text(int op)
{
	switch (op) {
	case OP_EQ: return "==";
	case OP_NE: return "!=";
	case OP_LE: return "<=";
	case OP_GE: return ">=";
	case OP_SHL: return "<<";
	case OP_SHR: return ">>";
	case OP_AND: return "&&";
	case OP_OR: return "||";
	case OP_CONCAT: return ".";
	case '+': return "+";
	case '-': return "-";
	case '*': return "*";
	case '/': return "/";
	case '%': return "%";
	case '<': return "<";
	case '>': return ">";
	case '&': return "&";
	case '|': return "|";
	case '^': return "^";
	case '!': return "!";
	case '~': return "~";
	default: return "?";
	}
}

static int expr_prec(const struct node *n)
{
	switch (n->kind) {
	case N_ASSIGN:
	case N_AGGADD:
		return P_ASSIGN;
	case N_TERNARY:
		return P_TERNARY;
	case N_BINARY:
		return binary_prec(n->op);
	case N_IN:
		return P_IN;
	case N_UNARY:
		return P_UNARY;
	case N_INCDEC:
		return n->post ? P_POSTFIX : P_UNARY;
	default:
		return P_PRIMARY;
	}
}

static void print_sub(struct buf *b, const struct node *n, int min_prec);

static void print_list(struct buf *b, const struct vec *v)
{
	size_t i;

	for (i = 0; i < v->len; i++) {
		if (i)
			buf_puts(b, ", ");
		print_sub(b, VEC_AT(*v, i), P_ASSIGN);
	}
}

/* A prefix operator: keep "- -x" from turning into "--x". */
static void print_prefix(struct buf *b, const char *op, const struct node *a)
{
	struct buf inner;

	buf_init(&inner);
	print_sub(&inner, a, P_UNARY);
	buf_puts(b, op);
	if ((op[0] == '-' || op[0] == '+') && (inner.data[0] == '-' || inner.data[0] == '+'))
		buf_putc(b, ' ');
	buf_puts(b, inner.data);
	buf_free(&inner);
}

static void print_node_expr(struct buf *b, const struct node *n)
{
	int p = expr_prec(n);

	switch (n->kind) {
	case N_NUM:
	case N_STR:
		buf_puts(b, n->text);
		break;
	case N_ARG:
		buf_printf(b, "%c%lld", n->is_str ? '@' : '$', (long long)n->num);
		break;
	case N_CTXVAR:
		buf_printf(b, "$%s", n->name);
		break;
	case N_VAR:
		buf_puts(b, n->name);
		break;
	case N_INDEX:
		buf_printf(b, "%s[", n->name);
		print_list(b, &n->args);
		buf_putc(b, ']');
		break;
	case N_CALL:
		buf_printf(b, "%s(", n->name);
		print_list(b, &n->args);
		buf_putc(b, ')');
		break;
	case N_AGG:
		buf_printf(b, "@%s(", n->name);
		print_list(b, &n->args);
		buf_putc(b, ')');
		break;
	case N_ENTRY:
		buf_puts(b, "@entry(");
		if (n->a)
			print_sub(b, n->a, P_ASSIGN);
		buf_putc(b, ')');
		break;
	case N_UNARY:
		print_prefix(b, op_text(n->op), n->a);
		break;
	case N_INCDEC:
		if (n->post) {
			print_sub(b, n->a, P_POSTFIX);
			buf_puts(b, n->op == '+' ? "++" : "--");
		} else {
			print_prefix(b, n->op == '+' ? "++" : "--", n->a);
		}
		break;
	case N_BINARY:
		print_sub(b, n->a, p);
		buf_printf(b, " %s ", op_text(n->op));
		print_sub(b, n->b, p + 1);
		break;
	case N_TERNARY:
		print_sub(b, n->a, P_TERNARY + 1);
		buf_puts(b, " ? ");
		print_sub(b, n->b, P_ASSIGN);
		buf_puts(b, " : ");
		print_sub(b, n->c, P_TERNARY);
		break;
	case N_ASSIGN:
		print_sub(b, n->a, P_ASSIGN + 1);
		if (n->op == '=')
			buf_puts(b, " = ");
		else
			buf_printf(b, " %s= ", op_text(n->op));
		print_sub(b, n->b, P_ASSIGN);
		break;
	case N_AGGADD:
		print_sub(b, n->a, P_ASSIGN + 1);
		buf_puts(b, " <<< ");
		print_sub(b, n->b, P_ASSIGN);
		break;
	case N_IN:
		if (n->args.len == 1) {
			print_sub(b, VEC_AT(n->args, 0), P_IN + 1);
		} else {
			buf_putc(b, '[');
			print_list(b, &n->args);
			buf_putc(b, ']');
		}
		buf_printf(b, " in %s", n->name);
		break;
	default:
		buf_puts(b, "<?>");
		break;
	}
}

static void print_sub(struct buf *b, const struct node *n, int min_prec)
{
	bool paren = expr_prec(n) < min_prec;

	if (paren)
		buf_putc(b, '(');
	print_node_expr(b, n);
	if (paren)
		buf_putc(b, ')');
}

void print_expr(struct buf *b, const struct node *n)
{
	print_sub(b, n, P_ASSIGN);
}

static void indent(struct buf *b, int depth)
{
	while (depth-- > 0)
		buf_putc(b, '\t');
}

static void print_stmt(struct buf *b, const struct node *n, int depth);

/* A statement nested under if/while/for/foreach: blocks stay on the line. */
static void print_body(struct buf *b, const struct node *n, int depth)
{
	if (n->kind == N_BLOCK) {
		buf_putc(b, ' ');
		print_stmt(b, n, depth);
	} else {
		buf_putc(b, '\n');
		indent(b, depth + 1);
		print_stmt(b, n, depth + 1);
	}
}

static void print_foreach(struct buf *b, const struct node *n, int depth)
{
	const struct foreach *fe = n->fe;
	size_t i;

	buf_puts(b, "foreach (");
	if (fe->value_var)
		buf_printf(b, "%s = ", fe->value_var->name);
	buf_putc(b, '[');
	for (i = 0; i < fe->keys.len; i++) {
		const struct node *k = VEC_AT(fe->keys, i);

		buf_printf(b, "%s%s", i ? ", " : "", k->name);
		if (fe->sort_key == (int)i + 1)
			buf_putc(b, fe->sort_dir > 0 ? '+' : '-');
	}
	buf_printf(b, "] in %s", fe->array_name);
	if (fe->sort_key == -1)
		buf_putc(b, fe->sort_dir > 0 ? '+' : '-');
	if (fe->limit) {
		buf_puts(b, " limit ");
		print_expr(b, fe->limit);
	}
	buf_putc(b, ')');
	print_body(b, n->a, depth);
}

static void print_stmt(struct buf *b, const struct node *n, int depth)
{
	size_t i;

	switch (n->kind) {
	case N_BLOCK:
		buf_puts(b, "{\n");
		for (i = 0; i < n->args.len; i++) {
			indent(b, depth + 1);
			print_stmt(b, VEC_AT(n->args, i), depth + 1);
			buf_putc(b, '\n');
		}
		indent(b, depth);
		buf_putc(b, '}');
		break;
	case N_EMPTY:
		buf_putc(b, ';');
		break;
	case N_EXPR:
		print_expr(b, n->a);
		buf_putc(b, ';');
		break;
	case N_IF:
		buf_puts(b, "if (");
		print_expr(b, n->a);
		buf_putc(b, ')');
		print_body(b, n->b, depth);
		if (n->c) {
			buf_putc(b, '\n');
			indent(b, depth);
			buf_puts(b, "else");
			print_body(b, n->c, depth);
		}
		break;
	case N_WHILE:
		buf_puts(b, "while (");
		print_expr(b, n->a);
		buf_putc(b, ')');
		print_body(b, n->b, depth);
		break;
	case N_FOR:
		buf_puts(b, "for (");
		if (n->a)
			print_expr(b, n->a);
		buf_puts(b, "; ");
		if (n->b)
			print_expr(b, n->b);
		buf_puts(b, "; ");
		if (n->c)
			print_expr(b, n->c);
		buf_putc(b, ')');
		print_body(b, n->d, depth);
		break;
	case N_FOREACH:
		print_foreach(b, n, depth);
		break;
	case N_BREAK:
		buf_puts(b, "break;");
		break;
	case N_CONTINUE:
		buf_puts(b, "continue;");
		break;
	case N_NEXT:
		buf_puts(b, "next;");
		break;
	case N_RETURN:
		buf_puts(b, "return");
		if (n->a) {
			buf_putc(b, ' ');
			print_expr(b, n->a);
		}
		buf_putc(b, ';');
		break;
	case N_TRY:
		buf_puts(b, "try");
		print_body(b, n->a, depth);
		buf_putc(b, '\n');
		indent(b, depth);
		buf_puts(b, "catch");
		if (n->c) {
			buf_puts(b, " (");
			buf_puts(b, n->c->name);
			buf_putc(b, ')');
		}
		print_body(b, n->b, depth);
		break;
	case N_DELETE:
		buf_puts(b, "delete ");
		print_expr(b, n->a);
		buf_putc(b, ';');
		break;
	default:
		print_expr(b, n);
		buf_putc(b, ';');
		break;
	}
}

void print_point(struct buf *b, const struct probe_point *pp)
{
	size_t i;

	for (i = 0; i < pp->comps.len; i++) {
		const struct point_comp *c = VEC_AT(pp->comps, i);

		buf_printf(b, "%s%s", i ? "." : "", c->name);
		if (c->arg) {
			buf_putc(b, '(');
			print_expr(b, c->arg);
			buf_putc(b, ')');
		}
		if (c->period) {
			buf_putc(b, '(');
			print_expr(b, c->period);
			buf_putc(b, ')');
		}
		for (size_t m = 0; m < c->members.len; m++) {
			buf_puts(b, m ? ", " : "(");
			print_point(b, VEC_AT(c->members, m));
			if (m + 1 == c->members.len)
				buf_putc(b, ')');
		}
	}
	if (pp->optional)
		buf_putc(b, '?');
}

static void print_probe(struct buf *b, const struct probe *p)
{
	size_t i;

	buf_puts(b, "probe ");
	if (p->is_alias) {
		print_point(b, p->alias_name);
		buf_puts(b, " = ");
	}
	for (i = 0; i < p->points.len; i++) {
		if (i)
			buf_puts(b, ", ");
		print_point(b, VEC_AT(p->points, i));
	}
	buf_putc(b, ' ');
	print_stmt(b, p->body, 0);
	buf_putc(b, '\n');
}

static void print_function(struct buf *b, const struct function *fn)
{
	size_t i;

	buf_printf(b, "function %s", fn->name);
	if (fn->decl_type != TY_UNKNOWN)
		buf_printf(b, ":%s", type_name(fn->decl_type));
	buf_putc(b, '(');
	for (i = 0; i < fn->params.len; i++) {
		const struct param *p = VEC_AT(fn->params, i);

		buf_printf(b, "%s%s", i ? ", " : "", p->name);
		if (p->decl_type != TY_UNKNOWN)
			buf_printf(b, ":%s", type_name(p->decl_type));
	}
	buf_puts(b, ") ");
	if (fn->body)
		print_stmt(b, fn->body, 0);
	else
		buf_printf(b, "%%{%s%%}", fn->embedded);
	buf_putc(b, '\n');
}

static void print_global(struct buf *b, const struct global_decl *g)
{
	buf_printf(b, "global %s", g->name);
	if (g->has_capacity)
		buf_printf(b, "[%lld]", (long long)g->capacity);
	if (g->init) {
		buf_puts(b, " = ");
		print_expr(b, g->init);
	}
	buf_puts(b, ";\n");
}

void print_program(FILE *f, const struct program *prog, bool tapsets)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	for (i = 0; i < prog->items.len; i++) {
		const struct top_item *t = VEC_AT(prog->items, i);

		if (t->src && t->src->is_tapset && !tapsets)
			continue;
		switch (t->kind) {
		case TOP_GLOBAL:
			print_global(&b, t->item);
			break;
		case TOP_FUNCTION:
			print_function(&b, t->item);
			break;
		case TOP_PROBE:
			print_probe(&b, t->item);
			break;
		case TOP_EMBEDDED:
			buf_printf(&b, "%%{%s%%}\n",
				   ((const struct embedded_c *)t->item)->code);
			break;
		}
	}
	fputs(b.data, f);
	buf_free(&b);
}

/* ------------------------------------------------------- pass-2 output */
