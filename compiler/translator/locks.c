/*
 * locks.c - pass 2, lock planning.  A global needs a lock only if some
 * probe that runs alongside others changes it; each such probe then
 * takes the locks of the globals it touches, transitively through its
 * calls, shared or exclusive, in the globals' declaration order (so
 * that two probes never wait for each other).  -p2 prints the plan and
 * pass 3 writes it out.
 */
#include <stdlib.h>

#include "internal.h"

/* begin/end/error and .counter bodies never run alongside other
 * handlers. */
static bool runs_alone(const struct rprobe *rp)
{
	if (rp->ev.kind == PK_KPROBE || rp->ev.kind == PK_UPROBE)
		return false;
	return rp->ev.kind != PK_PERF && rp->ev.kind != PK_TIMER ? true : rp->ev.counter;
}

static enum lock_mode access_mode(const struct access *a)
{
	const struct symbol *s = a->sym;

	if (s->type == TY_STAT && s->arity <= 0)
		return LOCK_NONE;   /* per-CPU and lock-free */
	if (is_pmap(s))
		return (a->bits & ~(unsigned)ACC_ADD) ? LOCK_EXCL : LOCK_SHARED;
	return (a->bits & (ACC_WRITE | ACC_ITER | ACC_ADD)) ? LOCK_EXCL : LOCK_SHARED;
}

/* Every global some concurrently running probe changes. */
static void mark_contended(const struct program *prog)
{
	size_t i, j;

	for (i = 0; i < prog->resolved.len; i++) {
		const struct rprobe *rp = VEC_AT(prog->resolved, i);

		if (rp->runs_alone)
			continue;
		for (j = 0; j < rp->accesses.len; j++) {
			const struct access *a = VEC_AT(rp->accesses, j);

			if (access_mode(a) == LOCK_EXCL)
				a->sym->needs_lock = true;
		}
	}
}

static int by_index(const void *x, const void *y)
{
	const struct lock *a = *(const struct lock *const *)x;
	const struct lock *b = *(const struct lock *const *)y;

	return a->sym->index - b->sym->index;
}

/* The locks a run with ACCESSES takes: its contended globals, in lock
 * order. */
static void plan_locks_of(const struct vec *accesses, struct vec *locks)
{
	size_t i;

	for (i = 0; i < accesses->len; i++) {
		const struct access *a = VEC_AT(*accesses, i);
		struct lock *l;

		if (access_mode(a) == LOCK_NONE || !a->sym->needs_lock)
			continue;
		l = xcalloc(1, sizeof(*l));
		l->sym = a->sym;
		l->mode = access_mode(a);
		vec_push(locks, l);
	}
	if (locks->len > 1)   /* an empty vec has no items to sort */
		qsort(locks->items, locks->len, sizeof(void *), by_index);
}

/* RP's locks, and its entry run's (@entry: what its expressions use). */
static void plan_probe(struct rprobe *rp)
{
	if (rp->runs_alone)
		return;
	plan_locks_of(&rp->accesses, &rp->locks);
	plan_locks_of(&rp->entry_accesses, &rp->entry_locks);
}

void plan_locks(struct program *prog)
{
	size_t i;

	for (i = 0; i < prog->resolved.len; i++) {
		struct rprobe *rp = VEC_AT(prog->resolved, i);

		rp->runs_alone = runs_alone(rp);
	}
	mark_contended(prog);
	for (i = 0; i < prog->resolved.len; i++)
		plan_probe(VEC_AT(prog->resolved, i));
}

const char *lock_mode_name(enum lock_mode m)
{
	return m == LOCK_EXCL ? "exclusive" : m == LOCK_SHARED ? "shared" : "none";
}
