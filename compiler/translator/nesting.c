/*
 * nesting.c - how deep a script's calls can nest, for the default
 * MAXNESTING.  SystemTap counts as pmprobe does (one level per script
 * function call a handler is inside), but its default is the depth of
 * the deepest chain of calls when no call can recurse, and 10 only when
 * one can: a script whose calls cannot recurse never exceeds it.  pmprobe
 * gives the same default, up to its hard limit (pmp_abi.h).
 */
#include <stdlib.h>

#include "internal.h"

enum { UNSEEN = -3, ON_PATH = -2, UNBOUNDED = -1 };

/* Levels the deepest chain from F takes, F included; UNBOUNDED if a call
 * on it can recurse.  Embedded C functions take no level in pmprobe. */
static int depth_of(const struct function *f, int *memo)
{
	int *m = &memo[f->id], best = 0;
	size_t i;

	if (f->embedded)
		return 0;
	if (*m == ON_PATH)
		return UNBOUNDED;
	if (*m != UNSEEN)
		return *m;
	*m = ON_PATH;
	for (i = 0; i < f->callees.len && best != UNBOUNDED; i++) {
		int d = depth_of(VEC_AT(f->callees, i), memo);

		best = d == UNBOUNDED || d > best ? d : best;
	}
	*m = best == UNBOUNDED ? UNBOUNDED : best + 1;
	return *m;
}

int call_depth_needed(const struct program *prog)
{
	int *memo = xcalloc(prog->functions.len + 1, sizeof(*memo));
	int best = 0;
	size_t i, j;

	for (i = 0; i < prog->functions.len; i++)
		memo[i] = UNSEEN;
	for (i = 0; i < prog->resolved.len && best != UNBOUNDED; i++) {
		const struct rprobe *rp = VEC_AT(prog->resolved, i);

		for (j = 0; j < rp->callees.len && best != UNBOUNDED; j++) {
			int d = depth_of(VEC_AT(rp->callees, j), memo);

			best = d == UNBOUNDED || d > best ? d : best;
		}
	}
	free(memo);
	return best;
}
