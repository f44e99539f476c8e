/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_counter.h - reading perf counters by handle ($counter is the probe's
 * index + 1).  Process context (begin, end, error, .counter bodies) reads
 * exactly with perf_event_read_value(), which brings every CPU's count up
 * to date.  A handler in atomic context (NMI, irq) cannot: it updates the
 * count of the event on its own CPU from the PMU and reads the other
 * CPUs' counts as the kernel last updated them (at their last context
 * switch, tick, overflow or read).  Counts are scaled for multiplexing
 * (count * enabled / running); a counter that never ran reads as -1.
 */
#ifndef PMP_COUNTER_H
#define PMP_COUNTER_H

static struct pmp_probe *pmp_counter_probe(struct pmp_context *c, long h);

struct pmp_count {
	u64 count, enabled, running;
};

static void pmp_event_read_atomic(struct perf_event *e, struct pmp_count *v)
{
	if (READ_ONCE(e->oncpu) == raw_smp_processor_id() &&
	    READ_ONCE(e->state) == PERF_EVENT_STATE_ACTIVE)
		e->pmu->read(e);
	v->count += local64_read(&e->count) + atomic64_read(&e->child_count);
	v->enabled += READ_ONCE(e->total_time_enabled);
	v->running += READ_ONCE(e->total_time_running);
}

static void pmp_event_read(struct pmp_context *c, struct perf_event *e,
			   struct pmp_count *v)
{
	u64 en, run;

	if (c->process && preemptible()) {
		v->count += perf_event_read_value(e, &en, &run);
		v->enabled += en;
		v->running += run;
	} else {
		pmp_event_read_atomic(e, v);
	}
}

/* Sums the handle's events over CPUs (CPU < 0) or reads one CPU. */
static bool pmp_counter_sum(struct pmp_context *c, long h, long cpu,
			    struct pmp_count *v)
{
	struct pmp_probe *p = pmp_counter_probe(c, h);
	int i;

	memset(v, 0, sizeof(*v));
	if (!p)
		return false;
	if (p->process) {
		if (p->events[0])
			pmp_event_read(c, p->events[0], v);
		return true;
	}
	if (cpu >= 0) {
		if (cpu >= nr_cpu_ids || !cpu_possible(cpu)) {
			pmp_error(c, pmp_where(c), "read_counter_cpu: no CPU %ld", cpu);
			return false;
		}
		if (p->events[cpu])
			pmp_event_read(c, p->events[cpu], v);
		return true;
	}
	for_each_possible_cpu(i)
		if (p->events[i])
			pmp_event_read(c, p->events[i], v);
	return true;
}

static __maybe_unused long pmp_read_counter(struct pmp_context *c, long h,
					    long cpu)
{
	struct pmp_count v;

	if (!pmp_counter_sum(c, h, cpu, &v))
		return 0;
	if (!v.running)
		return -1;   /* never counted */
	if (v.running >= v.enabled)
		return v.count;
	return mul_u64_u64_div_u64(v.count, v.enabled, v.running);
}

static __maybe_unused long pmp_counter_time(struct pmp_context *c, long h,
					    int running)
{
	struct pmp_count v;

	if (!pmp_counter_sum(c, h, -1, &v))
		return 0;
	return running ? v.running : v.enabled;
}

#endif /* PMP_COUNTER_H */
