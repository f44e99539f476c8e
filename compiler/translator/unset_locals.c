/*
 * unset_locals.c - pass 2, after names are resolved: locals that cannot
 * mean what their script says.  A local lives for one handler run (or
 * one call), so
 *   - a local that a probe or function reads but never assigns always
 *     reads 0 or "": an error, naming it, and, when another probe or
 *     function assigns a variable of that name, saying to declare it
 *     'global' (the usual cause: "probe A { n++ } probe end { print(n) }");
 *   - a local that is only updated (n++, n += x) and never otherwise read,
 *     while another probe or function reads a local of that name, loses
 *     its value at the end of the run: a warning saying the same (alone,
 *     "probe X { n++ }" is a harmless throwaway, as tests write them).
 * Flow does not matter here: an assignment anywhere in the body counts.
 * Parameters are assigned by the call.  One report per place (a probe on
 * several points has one copy of its body per point).  It runs before
 * types are inferred: such a local would only add type errors.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* What one body does with one of its locals. */
struct local_use {
	struct symbol *sym;
	struct loc first_read;    /* the first plain read */
	struct loc first_update;  /* the first n++ / n op= x */
	bool read;                /* read other than by its own update */
	bool updated;             /* n++, n--, n op= x */
	bool assigned;            /* n = x, foreach, catch, delete, updated */
};

/* A probe's or function's body and its locals' uses. */
struct body_uses {
	struct vec uses;          /* struct local_use * */
	struct loc loc;           /* the probe or function */
	const char *what;         /* "probe" or "function" */
	const char *name;         /* the probe point's or function's text */
};

static struct local_use *use_of(struct body_uses *b, struct symbol *s)
{
	struct local_use *u;
	size_t i;

	for (i = 0; i < b->uses.len; i++) {
		u = VEC_AT(b->uses, i);
		if (u->sym == s)
			return u;
	}
	u = xcalloc(1, sizeof(*u));
	u->sym = s;
	vec_push(&b->uses, u);
	return u;
}

static bool is_local(const struct node *n)
{
	return n && n->kind == N_VAR && n->sym && n->sym->kind == SYM_LOCAL;
}

static void walk(struct body_uses *b, struct node *n);

/* N, a local, gets a value; UPDATE: from itself (n++, n += 1). */
static void note_assigned(struct body_uses *b, struct node *n, bool update)
{
	struct local_use *u = use_of(b, n->sym);

	u->assigned = true;
	if (update && !u->updated) {
		u->updated = true;
		u->first_update = n->loc;
	}
}

/* The target of an assignment, ++/--, delete or <<<. */
static void walk_target(struct body_uses *b, struct node *t, bool update)
{
	size_t i;

	if (is_local(t)) {
		note_assigned(b, t, update);
		return;
	}
	for (i = 0; i < t->args.len; i++)
		walk(b, VEC_AT(t->args, i));
}

static void walk_foreach(struct body_uses *b, struct node *n)
{
	struct foreach *fe = n->fe;
	size_t i;

	for (i = 0; i < fe->keys.len; i++)
		if (is_local(VEC_AT(fe->keys, i)))
			note_assigned(b, VEC_AT(fe->keys, i), false);
	if (is_local(fe->value_var))
		note_assigned(b, fe->value_var, false);
	if (fe->limit)
		walk(b, fe->limit);
	walk(b, n->a);
}

static void walk(struct body_uses *b, struct node *n)
{
	size_t i;

	if (!n)
		return;
	switch (n->kind) {
	case N_VAR:
		if (is_local(n)) {
			struct local_use *u = use_of(b, n->sym);

			if (!u->read)
				u->first_read = n->loc;
			u->read = true;
		}
		return;
	case N_ASSIGN:
		walk_target(b, n->a, n->op != '=');
		walk(b, n->b);
		return;
	case N_INCDEC:
	case N_DELETE:
		walk_target(b, n->a, n->kind == N_INCDEC);
		return;
	case N_AGGADD:
		walk_target(b, n->a, false);
		walk(b, n->b);
		return;
	case N_FOREACH:
		walk_foreach(b, n);
		return;
	case N_TRY:
		if (is_local(n->c))
			note_assigned(b, n->c, false);
		walk(b, n->a);
		walk(b, n->b);
		return;
	default:
		break;
	}
	walk(b, n->a);
	walk(b, n->b);
	walk(b, n->c);
	walk(b, n->d);
	for (i = 0; i < n->args.len; i++)
		walk(b, VEC_AT(n->args, i));
}

/* Another body that assigns (READS: uses) a variable named NAME, or NULL. */
static const struct body_uses *used_elsewhere(const struct vec *bodies,
					      const struct body_uses *self,
					      const char *name, bool reads)
{
	size_t i, j;

	for (i = 0; i < bodies->len; i++) {
		const struct body_uses *o = VEC_AT(*bodies, i);

		if (o == self || (o->loc.src == self->loc.src && o->loc.line == self->loc.line &&
				  o->loc.col == self->loc.col))
			continue;
		for (j = 0; j < o->uses.len; j++) {
			const struct local_use *u = VEC_AT(o->uses, j);

			if ((reads ? u->read : u->assigned) && !strcmp(u->sym->name, name))
				return o;
		}
	}
	return NULL;
}

static struct vec reported;   /* struct loc *: one report per place */

static bool reported_before(struct loc loc)
{
	struct loc *l;
	size_t i;

	for (i = 0; i < reported.len; i++) {
		l = VEC_AT(reported, i);
		if (l->src == loc.src && l->line == loc.line && l->col == loc.col)
			return true;
	}
	l = xcalloc(1, sizeof(*l));
	*l = loc;
	vec_push(&reported, l);
	return false;
}

/* The hint that follows a report about NAME in body B: the other body
 * that assigns it (READS: reads it), if any. */
static char *global_hint(const struct vec *bodies, const struct body_uses *b,
			 const char *name, bool reads)
{
	const struct body_uses *o = used_elsewhere(bodies, b, name, reads);
	char *where, *hint;

	if (!o)
		return xasprintf("; to keep a value between %s, declare 'global %s'",
				 strcmp(b->what, "probe") ? "calls" : "handler runs", name);
	where = loc_str(o->loc);
	hint = xasprintf("; declare 'global %s' to share one variable with the %s '%s' at %s, which %s its own local '%s'",
			 name, o->what, o->name, where, reads ? "reads" : "assigns", name);
	free(where);
	return hint;
}

/* bpftrace's built-in variable NAME as pmprobe's function, or NULL. */
static const char *bpftrace_builtin(const char *name)
{
	static const char *const map[][2] = {
		{ "comm", "execname()" }, { "pid", "pid()" }, { "tid", "tid()" },
		{ "cpu", "cpu()" }, { "uid", "uid()" }, { "nsecs", "local_clock_ns()" },
		{ "kstack", "backtrace()" },
	};
	size_t i;

	for (i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (!strcmp(name, map[i][0]))
			return map[i][1];
	return NULL;
}

/* B's locals read but never assigned (ERRORS) or only updated. */
static void report_body(const struct vec *bodies, const struct body_uses *b, bool errors)
{
	size_t i;

	for (i = 0; i < b->uses.len; i++) {
		const struct local_use *u = VEC_AT(b->uses, i);
		const char *name = u->sym->name;
		char *hint;

		if (errors && u->read && !u->assigned && bpftrace_builtin(name) &&
		    !used_elsewhere(bodies, b, name, false) && !reported_before(u->first_read)) {
			error_at(u->first_read, "local variable '%s' is read but never assigned in this %s: bpftrace's '%s' is pmprobe's %s",
				 name, b->what, name, bpftrace_builtin(name));
		} else if (errors && u->read && !u->assigned && !reported_before(u->first_read)) {
			hint = global_hint(bodies, b, name, false);
			error_at(u->first_read, "local variable '%s' is read but never assigned in this %s: it is always 0 (or \"\")%s",
				 name, b->what, hint);
			free(hint);
		} else if (!errors && u->updated && !u->read && u->first_update.src &&
			   !u->first_update.src->is_tapset && used_elsewhere(bodies, b, name, true) &&
			   !reported_before(u->first_update)) {
			hint = global_hint(bodies, b, name, true);
			warning_at(u->first_update, "local variable '%s' is updated but never read: a local lasts one %s%s",
				   name, strcmp(b->what, "probe") ? "call" : "handler run", hint);
			free(hint);
		}
	}
}

bool check_unset_locals(struct program *prog)
{
	int before = diag_errors;
	struct vec bodies = { 0 };
	size_t i;

	for (i = 0; i < prog->functions.len; i++) {
		struct function *f = VEC_AT(prog->functions, i);
		struct body_uses *b;

		if (!f->body)
			continue;
		b = xcalloc(1, sizeof(*b));
		b->loc = f->loc;
		b->what = "function";
		b->name = f->name;
		walk(b, f->body);
		vec_push(&bodies, b);
	}
	for (i = 0; i < prog->resolved.len; i++) {
		struct rprobe *rp = VEC_AT(prog->resolved, i);
		struct body_uses *b = xcalloc(1, sizeof(*b));

		b->loc = rp->probe->loc;
		b->what = "probe";
		b->name = rp->pp_text;
		walk(b, rp->body);
		vec_push(&bodies, b);
	}
	for (i = 0; i < bodies.len; i++)
		report_body(&bodies, VEC_AT(bodies, i), true);
	for (i = 0; i < bodies.len; i++)
		report_body(&bodies, VEC_AT(bodies, i), false);
	for (i = 0; i < bodies.len; i++) {
		struct body_uses *b = VEC_AT(bodies, i);

		vec_free_strings(&b->uses);
		free(b->uses.items);
		free(b);
	}
	free(bodies.items);
	return diag_errors == before;
}

/* Whether N reads a local named NAME. */
static bool reads_local(const struct node *n, const char *name)
{
	size_t i;

	if (!n)
		return false;
	if (is_local(n) && !strcmp(n->name, name))
		return true;
	if (n->kind == N_ASSIGN && n->op == '=' && is_local(n->a))
		return reads_local(n->b, name);
	if (reads_local(n->a, name) || reads_local(n->b, name) || reads_local(n->c, name) ||
	    reads_local(n->d, name))
		return true;
	for (i = 0; i < n->args.len; i++)
		if (reads_local(VEC_AT(n->args, i), name))
			return true;
	return n->fe && reads_local(n->fe->limit, name);
}

char *local_read_elsewhere(const struct program *prog, const struct node *body,
			   const char *name)
{
	char *where, *hint;
	size_t i;

	for (i = 0; i < prog->resolved.len; i++) {
		const struct rprobe *rp = VEC_AT(prog->resolved, i);

		if (rp->body == body || !reads_local(rp->body, name))
			continue;
		where = loc_str(rp->probe->loc);
		hint = xasprintf("declare 'global %s' to share one variable with the probe '%s' at %s, which reads its own local '%s'",
				 name, rp->pp_text, where, name);
		free(where);
		return hint;
	}
	for (i = 0; i < prog->functions.len; i++) {
		const struct function *f = VEC_AT(prog->functions, i);

		if (!f->body || f->body == body || !reads_local(f->body, name))
			continue;
		where = loc_str(f->loc);
		hint = xasprintf("declare 'global %s' to share one variable with the function '%s' at %s, which reads its own local '%s'",
				 name, f->name, where, name);
		free(where);
		return hint;
	}
	return NULL;
}
