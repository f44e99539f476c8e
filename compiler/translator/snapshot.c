/*
 * snapshot.c - --metrics's snapshots while the script runs: a timer
 * probe of its own, added after the script is parsed, whose handler
 * (runtime/pmp_globals.c's pmp_globals_snapshot) writes every global
 * printed at exit as one snapshot of records (pmp_abi.h).  It is a probe
 * like the script's: pass 2 plans its locks for reading those globals
 * (locks.c), and a snapshot that cannot take one is a counted skip.
 */
#include <stdlib.h>

#include "internal.h"

bool add_snapshot_probe(struct program *prog, const struct tr_options *opt)
{
	char *text;
	bool ok;

	if (!opt || opt->metrics_ms <= 0)
		return true;
	text = xasprintf("probe timer.ms(%ld) { }\n", opt->metrics_ms);
	prog->snapshot_src = source_from_text("<metrics>", text);
	free(text);
	ok = parse_source(prog->snapshot_src, prog) && !diag_errors;
	return ok;
}

size_t snapshot_probes(const struct program *prog)
{
	size_t i, n = 0;

	for (i = 0; i < prog->resolved.len; i++)
		n += prog->snapshot_src &&
		     ((struct rprobe *)VEC_AT(prog->resolved, i))->probe->src == prog->snapshot_src;
	return n;
}

void plan_snapshot_reads(struct program *prog)
{
	size_t i, j;

	for (i = 0; i < prog->resolved.len; i++) {
		struct rprobe *rp = VEC_AT(prog->resolved, i);

		if (!prog->snapshot_src || rp->probe->src != prog->snapshot_src)
			continue;
		rp->snapshot = true;
		for (j = 0; j < prog->global_syms.len; j++) {
			struct symbol *s = VEC_AT(prog->global_syms, j);
			struct access *a;

			if (!printed_at_exit(s))
				continue;
			a = xcalloc(1, sizeof(*a));
			a->sym = s;
			a->bits = ACC_READ | (s->arity > 0 ? ACC_ITER : 0);
			vec_push(&rp->accesses, a);
		}
	}
}
