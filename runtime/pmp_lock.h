/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_lock.h - the locks on script globals: a reader/writer lock made of
 * one atomic, only ever taken with a bounded trylock (PMP_MAXTRYLOCK
 * attempts), so a handler in NMI context never waits on a lock the code
 * it interrupted holds.  A handler that cannot take every lock it needs,
 * in the fixed order the translator chose, is skipped and counted.
 */
#ifndef PMP_LOCK_H
#define PMP_LOCK_H

#include <linux/atomic.h>
#include <asm/processor.h>

/* 0: free; n > 0: n readers; -1: one writer. */
typedef struct {
	atomic_t v;
} pmp_rwlock_t;

static __always_inline bool pmp_read_trylock(pmp_rwlock_t *l)
{
	int tries = PMP_MAXTRYLOCK;

	do {
		int v = atomic_read(&l->v);

		if (v >= 0 && atomic_try_cmpxchg_acquire(&l->v, &v, v + 1))
			return true;
		cpu_relax();
	} while (--tries > 0);
	return false;
}

static __always_inline bool pmp_write_trylock(pmp_rwlock_t *l)
{
	int tries = PMP_MAXTRYLOCK;

	do {
		int v = 0;

		if (atomic_try_cmpxchg_acquire(&l->v, &v, -1))
			return true;
		cpu_relax();
	} while (--tries > 0);
	return false;
}

static __always_inline void pmp_read_unlock(pmp_rwlock_t *l)
{
	atomic_dec_return_release(&l->v);
}

static __always_inline void pmp_write_unlock(pmp_rwlock_t *l)
{
	atomic_set_release(&l->v, 0);
}

#endif /* PMP_LOCK_H */
