/*
 * dump.c - pass 2's output (-p2): every resolved probe with its canonical
 * event, locals, the globals it touches and the locks it takes on them,
 * then the globals and the functions with their types.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static void print_sym_type(struct buf *b, const struct symbol *s)
{
	int k;

	buf_puts(b, s->name);
	if (s->arity > 0) {
		buf_putc(b, '[');
		for (k = 0; k < s->arity; k++)
			buf_printf(b, "%s%s", k ? "," : "", type_name(s->key_types[k]));
		buf_putc(b, ']');
	}
	buf_printf(b, ":%s", type_name(s->type));
	if (s->type == TY_STAT && (s->stat_hist_log || s->stat_hist_linear || s->stat_variance)) {
		buf_puts(b, " (");
		if (s->stat_hist_log)
			buf_puts(b, "hist_log");
		if (s->stat_hist_linear)
			buf_printf(b, "%shist_linear %lld..%lld step %lld",
				   s->stat_hist_log ? ", " : "", (long long)s->hist_lo,
				   (long long)s->hist_hi, (long long)s->hist_step);
		if (s->stat_variance)
			buf_printf(b, "%svariance shift %d",
				   s->stat_hist_log || s->stat_hist_linear ? ", " : "",
				   s->variance_shift);
		buf_putc(b, ')');
	}
	if (s->kind == SYM_GLOBAL && s->arity > 0 && s->capacity)
		buf_printf(b, " capacity=%lld", (long long)s->capacity);
}

static void print_locals(struct buf *b, const struct vec *locals, size_t from)
{
	size_t i;

	for (i = from; i < locals->len; i++) {
		buf_puts(b, i > from ? ", " : "");
		print_sym_type(b, VEC_AT(*locals, i));
	}
}

static void print_accesses(struct buf *b, const struct vec *acc)
{
	size_t i;

	for (i = 0; i < acc->len; i++) {
		const struct access *a = VEC_AT(*acc, i);

		buf_printf(b, "%s%s(%s%s%s%s)", i ? ", " : "", a->sym->name,
			   a->bits & ACC_READ ? "r" : "", a->bits & ACC_WRITE ? "w" : "",
			   a->bits & ACC_ADD ? "+" : "", a->bits & ACC_ITER ? "s" : "");
	}
}

/* The locks a probe takes, in order; or why it takes none. */
static void print_locks(struct buf *b, const struct rprobe *rp)
{
	size_t i;

	if (rp->runs_alone)
		buf_puts(b, "none (no other handler runs alongside this probe)");
	else if (!rp->locks.len)
		buf_puts(b, "none (no handler running alongside changes these globals)");
	for (i = 0; i < rp->locks.len; i++) {
		const struct lock *l = VEC_AT(rp->locks, i);

		buf_printf(b, "%s%s(%s)", i ? ", " : "", l->sym->name, lock_mode_name(l->mode));
	}
}

static void print_signature(struct buf *b, const struct function *f)
{
	size_t i;

	buf_printf(b, "%s:%s(", f->name, type_name(f->ret_type));
	for (i = 0; i < f->params.len; i++) {
		const struct param *p = VEC_AT(f->params, i);

		buf_printf(b, "%s%s:%s", i ? ", " : "", p->name, type_name(p->sym->type));
	}
	buf_putc(b, ')');
}

static void print_probe(struct buf *b, const struct rprobe *rp)
{
	char *where = loc_str(rp->point->loc);
	size_t j;

	buf_printf(b, "probe %s%s  # %s\n", rp->pp_text, rp->optional ? "?" : "", where);
	free(where);
	buf_puts(b, "  event: ");
	if (rp->ev.event_name)
		buf_printf(b, "%s: ", rp->ev.event_name);
	print_event(b, &rp->ev);
	buf_putc(b, '\n');
	if (rp->members.len)
		buf_printf(b, "  group: pinned, the leader of %zu member%s ($counter1..$counter%zu)\n",
			   rp->members.len, rp->members.len == 1 ? "" : "s", rp->members.len);
	else if (rp->leader)
		buf_puts(b, "  group: pinned, a member\n");
	/* A canonical point written as such went through no other name. */
	if (rp->alias_chain.len > 1) {
		buf_puts(b, "  aliases:");
		for (j = 0; j < rp->alias_chain.len; j++)
			buf_printf(b, " %s%s", j ? "-> " : "", (char *)VEC_AT(rp->alias_chain, j));
		buf_putc(b, '\n');
	}
	if (rp->locals.len) {
		buf_puts(b, "  locals: ");
		print_locals(b, &rp->locals, 0);
		buf_putc(b, '\n');
	}
	if (rp->accesses.len) {
		buf_puts(b, "  globals: ");
		print_accesses(b, &rp->accesses);
		buf_puts(b, "\n  locks: ");
		print_locks(b, rp);
		buf_putc(b, '\n');
	}
	/* a .return's @entry values: its entry run's own globals and locks */
	if (rp->entry_accesses.len) {
		buf_puts(b, "  entry globals: ");
		print_accesses(b, &rp->entry_accesses);
		buf_puts(b, "\n  entry locks: ");
		for (j = 0; j < rp->entry_locks.len; j++) {
			const struct lock *l = VEC_AT(rp->entry_locks, j);

			buf_printf(b, "%s%s(%s)", j ? ", " : "", l->sym->name, lock_mode_name(l->mode));
		}
		if (!rp->entry_locks.len)
			buf_puts(b, "none (no handler running alongside changes these globals)");
		buf_putc(b, '\n');
	}
}

static void print_function(struct buf *b, const struct function *fn)
{
	char *where = loc_str(fn->loc);

	print_signature(b, fn);
	buf_printf(b, "  # %s%s\n", where, fn->embedded ? " (embedded C)" : "");
	free(where);
	if (fn->body && fn->locals.len > fn->params.len) {
		buf_puts(b, "  locals: ");
		print_locals(b, &fn->locals, fn->params.len);
		buf_putc(b, '\n');
	}
}

void print_elaborated(FILE *f, const struct program *prog)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_puts(&b, "# probes\n");
	for (i = 0; i < prog->resolved.len; i++)
		print_probe(&b, VEC_AT(prog->resolved, i));
	if (prog->global_syms.len)
		buf_puts(&b, "# globals\n");
	for (i = 0; i < prog->global_syms.len; i++) {
		print_sym_type(&b, VEC_AT(prog->global_syms, i));
		buf_putc(&b, '\n');
	}
	if (prog->used_functions.len)
		buf_puts(&b, "# functions\n");
	for (i = 0; i < prog->used_functions.len; i++)
		print_function(&b, VEC_AT(prog->used_functions, i));
	fputs(b.data, f);
	buf_free(&b);
}

void function_signature(struct buf *b, const struct function *f)
{
	size_t i;

	buf_printf(b, "%s", f->name);
	if (f->decl_type != TY_UNKNOWN || f->embedded)
		buf_printf(b, ":%s", type_name(f->embedded && f->decl_type == TY_UNKNOWN ?
						TY_VOID : f->decl_type));
	buf_putc(b, '(');
	for (i = 0; i < f->params.len; i++) {
		const struct param *p = VEC_AT(f->params, i);

		buf_printf(b, "%s%s", i ? ", " : "", p->name);
		if (p->decl_type != TY_UNKNOWN)
			buf_printf(b, ":%s", type_name(p->decl_type));
	}
	buf_putc(b, ')');
}
