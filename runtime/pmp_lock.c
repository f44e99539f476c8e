// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_lock.c - the slow paths of the locks on script globals (their type
 * and inline first attempt are in pmp_script.h): MAXTRYLOCK - 1 more
 * attempts in all, then the caller skips its run.  Never a wait without
 * bound, so a handler in NMI context cannot deadlock on a lock the code
 * it interrupted holds.
 */

#include "pmp_runtime.h"

bool pmp_read_trylock_slow(pmp_rwlock_t *l)
{
	int tries = PMP_MAXTRYLOCK - 1;

	while (tries-- > 0) {
		int v;

		cpu_relax();
		v = atomic_read(&l->v);
		if (v >= 0 && atomic_try_cmpxchg_acquire(&l->v, &v, v + 1))
			return true;
	}
	return false;
}

bool pmp_write_trylock_slow(pmp_rwlock_t *l)
{
	int tries = PMP_MAXTRYLOCK - 1;

	while (tries-- > 0) {
		int v = 0;

		cpu_relax();
		if (atomic_try_cmpxchg_acquire(&l->v, &v, -1))
			return true;
	}
	return false;
}
