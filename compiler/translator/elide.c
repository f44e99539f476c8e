/*
 * elide.c - pass 2, after types: SystemTap's elision of code that cannot
 * matter (skipped with -u).  In every probe and function body it removes
 * the statements after return, next, break or continue in the same
 * block; assignments to a local or parameter nothing reads (the value
 * is still computed for its effects); expression statements without an
 * effect (effects.c).  It repeats until nothing changes, warning (about
 * the user's script, not the tapset) in the first round only, once per
 * place; then it warns about a probe or function left with an empty
 * body.  A probe so emptied still opens its event and counts its hits.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct elision {
	bool warn;                /* the first round: say what is elided */
	bool changed;
	const struct program *prog;
	const struct node *body;  /* the probe's or function's */
	const char *what;         /* "probe" or "function" */
};

static struct vec warned;     /* struct loc *: one warning per place */

static bool user_code(struct loc loc)
{
	return loc.src && !loc.src->is_tapset;
}

/* Was LOC warned about already?  (A probe on several points has one
 * copy of its body per point.)  Notes it if not. */
static bool warned_before(struct loc loc)
{
	struct loc *l;
	size_t i;

	for (i = 0; i < warned.len; i++) {
		l = VEC_AT(warned, i);
		if (l->src == loc.src && l->line == loc.line && l->col == loc.col)
			return true;
	}
	l = xcalloc(1, sizeof(*l));
	*l = loc;
	vec_push(&warned, l);
	return false;
}

/* MSG (freed here) at LOC, in the first round, once per place. */
static void warn_once(const struct elision *el, struct loc loc, char *msg)
{
	if (el->warn && user_code(loc) && !warned_before(loc))
		warning_at(loc, "%s", msg);
	free(msg);
}

/* ------------------------------------------------------ reads of locals */

static void mark_reads(struct node *n);

static void mark_children(struct node *n)
{
	size_t i;

	if (n->a)
		mark_reads(n->a);
	if (n->b)
		mark_reads(n->b);
	if (n->c)
		mark_reads(n->c);
	if (n->d)
		mark_reads(n->d);
	for (i = 0; i < n->args.len; i++)
		mark_reads(VEC_AT(n->args, i));
	if (n->fe && n->fe->limit)
		mark_reads(n->fe->limit);
}

/* A plain write to T reads nothing but T's keys. */
static void mark_target_keys(struct node *t)
{
	size_t i;

	if (t->kind != N_VAR)
		for (i = 0; i < t->args.len; i++)
			mark_reads(VEC_AT(t->args, i));
}

/* Sets read on every local and parameter N reads. */
static void mark_reads(struct node *n)
{
	if (n->kind == N_VAR && n->sym && n->sym->kind != SYM_GLOBAL)
		n->sym->read = true;
	if ((n->kind == N_ASSIGN && n->op == '=') || n->kind == N_DELETE) {
		mark_target_keys(n->a);
		if (n->b)
			mark_reads(n->b);
		return;
	}
	mark_children(n);
}

static void clear_reads(struct vec *locals)
{
	size_t i;

	for (i = 0; i < locals->len; i++)
		((struct symbol *)VEC_AT(*locals, i))->read = false;
}

/* ----------------------------------------------------------- rewrites */

/* "x = E", x a local nothing reads, becomes E, inside N too. */
static void drop_dead_assignments(struct elision *el, struct node *n)
{
	size_t i;

	if (!n)
		return;
	drop_dead_assignments(el, n->a);
	drop_dead_assignments(el, n->b);
	drop_dead_assignments(el, n->c);
	for (i = 0; i < n->args.len; i++)
		drop_dead_assignments(el, VEC_AT(n->args, i));
	if (n->kind != N_ASSIGN || n->op != '=' || n->a->kind != N_VAR ||
	    !n->a->sym || n->a->sym->kind == SYM_GLOBAL || n->a->sym->read)
		return;
	if (el->warn && el->prog) {
		/* a same-named local read elsewhere: most often a missing global */
		char *other = local_read_elsewhere(el->prog, el->body, n->a->name);

		warn_once(el, n->loc, other ?
			  xasprintf("eliding assignment to '%s': this %s never reads it; %s",
				    n->a->name, el->what, other) :
			  xasprintf("eliding assignment to '%s': it is never read", n->a->name));
		free(other);
	} else {
		warn_once(el, n->loc, xasprintf("eliding assignment to '%s': it is never read",
						n->a->name));
	}
	*n = *n->b;
	el->changed = true;
}

static void elide_stmt(struct elision *el, struct node *n);

static const char *jump_word(const struct node *n)
{
	switch (n->kind) {
	case N_RETURN: return "return";
	case N_NEXT: return "next";
	case N_BREAK: return "break";
	case N_CONTINUE: return "continue";
	default: return NULL;
	}
}

/* The statements after BLOCK's I-th, a jump, go, with a warning at the
 * first (an empty statement is no statement). */
static void drop_after_jump(struct elision *el, struct node *block, size_t i)
{
	size_t j;

	for (j = i + 1; j < block->args.len; j++) {
		struct node *s = VEC_AT(block->args, j);

		if (s->kind != N_EMPTY) {
			warn_once(el, s->loc, xasprintf("eliding a statement that is never reached: it follows '%s'",
							jump_word(VEC_AT(block->args, i))));
			el->changed = true;
			break;
		}
	}
	block->args.len = i + 1;
}

static void elide_expr_stmt(struct elision *el, struct node *n)
{
	bool was_assignment = n->a->kind == N_ASSIGN;

	drop_dead_assignments(el, n->a);
	if (expr_has_effects(n->a))
		return;
	/* SystemTap says nothing of an assignment's value it drops next. */
	if (!was_assignment)
		warn_once(el, n->loc, xasprintf("eliding side-effect-free expression"));
	n->kind = N_EMPTY;
	n->a = NULL;
	el->changed = true;
}

static void elide_stmt(struct elision *el, struct node *n)
{
	size_t i;

	switch (n->kind) {
	case N_BLOCK:
		for (i = 0; i < n->args.len; i++) {
			elide_stmt(el, VEC_AT(n->args, i));
			if (jump_word(VEC_AT(n->args, i)))
				drop_after_jump(el, n, i);
		}
		break;
	case N_EXPR:
		elide_expr_stmt(el, n);
		break;
	case N_IF:
		drop_dead_assignments(el, n->a);
		elide_stmt(el, n->b);
		if (n->c)
			elide_stmt(el, n->c);
		break;
	case N_WHILE:
		drop_dead_assignments(el, n->a);
		elide_stmt(el, n->b);
		break;
	case N_FOR:
		drop_dead_assignments(el, n->a);
		drop_dead_assignments(el, n->b);
		drop_dead_assignments(el, n->c);
		elide_stmt(el, n->d);
		break;
	case N_RETURN:
		drop_dead_assignments(el, n->a);
		break;
	case N_FOREACH:
		elide_stmt(el, n->a);
		break;
	case N_TRY:
		elide_stmt(el, n->a);
		elide_stmt(el, n->b);
		break;
	default:
		break;
	}
}

/* --------------------------------------------------------------- driver */

static bool is_empty(const struct node *n)
{
	size_t i;

	if (n->kind == N_EMPTY)
		return true;
	if (n->kind != N_BLOCK)
		return false;
	for (i = 0; i < n->args.len; i++)
		if (!is_empty(VEC_AT(n->args, i)))
			return false;
	return true;
}

/* Elides in BODY (with LOCALS, of a WHAT in PROG) until nothing changes. */
static void elide_body(const struct program *prog, const char *what, struct node *body,
		       struct vec *locals)
{
	struct elision el = { .warn = true, .changed = true, .prog = prog, .body = body,
			      .what = what };

	while (el.changed) {
		el.changed = false;
		clear_reads(locals);
		mark_reads(body);
		elide_stmt(&el, body);
		el.warn = false;
	}
}

static void note_calls(struct node *n)
{
	size_t i;

	if (!n)
		return;
	if (n->kind == N_CALL && n->fn)
		n->fn->called_after_elision = true;
	note_calls(n->a);
	note_calls(n->b);
	note_calls(n->c);
	note_calls(n->d);
	for (i = 0; i < n->args.len; i++)
		note_calls(VEC_AT(n->args, i));
	if (n->fe)
		note_calls(n->fe->limit);
}

/* A function whose calls were all elided is built as an uncalled one.
 * Calls count from the probes, and from functions they still call, to a
 * fixed point: a recursive function whose only outside call went is
 * uncalled, though it still calls itself. */
static void mark_uncalled(struct program *prog)
{
	bool changed = true;
	size_t i;

	for (i = 0; i < prog->resolved.len; i++)
		note_calls(((struct rprobe *)VEC_AT(prog->resolved, i))->body);
	while (changed) {
		changed = false;
		for (i = 0; i < prog->used_functions.len; i++) {
			struct function *f = VEC_AT(prog->used_functions, i);

			if (f->body && f->called_after_elision && !f->calls_noted) {
				f->calls_noted = true;
				note_calls(f->body);
				changed = true;
			}
		}
	}
	for (i = 0; i < prog->used_functions.len; i++) {
		struct function *f = VEC_AT(prog->used_functions, i);

		if (!f->called_after_elision)
			f->uncalled = true;
	}
}

static void elide_probes(struct program *prog, const struct tr_options *opt)
{
	struct elision el = { .warn = true };
	size_t i;

	for (i = 0; i < prog->resolved.len; i++) {
		struct rprobe *rp = VEC_AT(prog->resolved, i);

		elide_body(prog, "probe", rp->body, &rp->locals);
		if (is_empty(rp->body) && !opt->timing && !rp->leader &&  /* a member has none */
		    rp->probe->src != prog->snapshot_src)
			warn_once(&el, rp->probe->loc,
				  xasprintf("side-effect-free probe '%s': its body is empty; its probe point still fires",
					    rp->pp_text));
	}
}

void elide_program(struct program *prog, const struct tr_options *opt)
{
	struct elision el = { .warn = true };
	size_t i;

	find_function_effects(prog);
	for (i = 0; i < prog->used_functions.len; i++) {
		struct function *f = VEC_AT(prog->used_functions, i);

		if (!f->body)
			continue;
		elide_body(prog, "function", f->body, &f->locals);
		if (is_empty(f->body))
			warn_once(&el, f->loc, xasprintf("side-effect-free function '%s'", f->name));
	}
	elide_probes(prog, opt);
	mark_uncalled(prog);
}
