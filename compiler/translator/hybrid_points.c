/*
 * hybrid_points.c - pass 2 for generic events (perf.cycles, perf.hw.*,
 * perf.cache.*: PERF_TYPE_HARDWARE and PERF_TYPE_HW_CACHE) on a hybrid
 * target, a machine with a core PMU per core type (Intel's cpu_core and
 * cpu_atom, each with a "cpus" file, and no "cpu" PMU).  There the kernel
 * takes the PMU's type in config bits 32-63 (PERF_PMU_TYPE_SHIFT, Linux
 * 5.13 and later), and an event bound to a CPU counts only on a PMU that
 * covers that CPU: so the module opens each CPU's event with its core
 * type's PMU type (runtime/pmp_events.c), from the table of core types
 * the generated code carries (codegen_module.c), and the report gives
 * the sum and each core type's part.  The core types are read where the
 * script is translated for (the running kernel, --vm's guest,
 * --sysfs-root); without them (-r) a point is left as written.
 *
 * The layout is uapi's (include/uapi/linux/perf_event.h of 6.1 and 6.12
 * alike), so the runtime needs no compat shim; whether a PMU takes the
 * extended type is its driver's: x86's hybrid one does, and QEMU's arm64
 * guest showed arm's PMU refusing it on 6.1 (ENOENT) and taking it on
 * 6.12 (a fake tree naming its PMU as two core types, one per CPU:
 * each CPU counted, the parts summing to the total).
 */
#include <stdlib.h>

#include "internal.h"

/* A point the kernel gives the extended type to. */
static bool generic_point(const struct event *ev)
{
	return ev->kind == PK_PERF && !ev->tp && !ev->pmu && !ev->pfm &&
	       (ev->type == PERF_TYPE_HARDWARE || ev->type == PERF_TYPE_HW_CACHE);
}

bool hybrid_resolve(struct program *prog, const struct tr_options *opt)
{
	char *why = NULL;
	bool ok = true;
	size_t i;

	/* a guest's description only from the cache: no guest boots here */
	if (!opt->pmus || (opt->pmus->fetch && !pmu_source_known(opt->pmus)) ||
	    !pmu_source_ready(opt->pmus))
		return true;
	for (i = 0; i < prog->resolved.len; i++)
		if (generic_point(&((struct rprobe *)VEC_AT(prog->resolved, i))->ev))
			break;
	if (i == prog->resolved.len)
		return true;
	if (!pmu_core_types(opt->pmus, &prog->core_types, &why)) {
		const struct rprobe *rp = VEC_AT(prog->resolved, i);

		error_at(rp->point->loc, "%s: %s is hybrid, and %s", rp->pp_text,
			 opt->pmus->what ? opt->pmus->what : "the target machine", why);
		free(why);
		return false;
	}
	for (; i < prog->resolved.len && prog->core_types.len; i++) {
		struct rprobe *rp = VEC_AT(prog->resolved, i);

		if (!generic_point(&rp->ev))
			continue;
		if (rp->ev.process) {
			error_at(rp->point->loc, "%s: a generic event of a process on a hybrid machine would count on one core type only: count it per CPU (without .process), or name a core PMU (perf.pmu(\"cpu_core\")...)",
				 rp->pp_text);
			ok = false;
			continue;
		}
		rp->ev.core_types = &prog->core_types;
	}
	return ok;
}

void hybrid_point_print(struct buf *b, const struct event *ev)
{
	size_t i;

	buf_puts(b, " hybrid:");
	for (i = 0; i < ev->core_types->len; i++) {
		const struct pmu_core_type *t = VEC_AT(*ev->core_types, i);

		buf_printf(b, "%s %s type=%u config=0x%llx cpus=%s", i ? "," : "", t->name,
			   t->type, (unsigned long long)ev->config | (unsigned long long)t->type << PERF_PMU_TYPE_SHIFT,
			   t->cpus);
	}
}
