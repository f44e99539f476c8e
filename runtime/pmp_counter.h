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

/*
 * Enabled and running times as perf's calc_timer_values() computes them
 * (its helpers are private to kernel/events/core.c): the totals the
 * kernel last stored, plus the time since the event's timestamp while
 * it is enabled (running: while it is on a PMU).
 */
static void pmp_event_times_atomic(struct perf_event *e, u64 *enabled,
				   u64 *running)
{
	struct perf_event_context *ctx = READ_ONCE(e->ctx);
	int state = READ_ONCE(e->state);
	u64 now, delta;

	*enabled = READ_ONCE(e->total_time_enabled) +
		   atomic64_read(&e->child_total_time_enabled);
	*running = READ_ONCE(e->total_time_running) +
		   atomic64_read(&e->child_total_time_running);
	if (!ctx)
		return;
	if (READ_ONCE(ctx->is_active) & PMP_PERF_EVENT_TIME)
		now = pmp_local_clock() + READ_ONCE(ctx->timeoffset);
	else
		now = READ_ONCE(ctx->time);
	delta = now - READ_ONCE(e->tstamp);
	if ((s64)delta < 0)
		delta = 0;   /* another CPU's clock, a hair behind */
	if (state >= PERF_EVENT_STATE_INACTIVE)
		*enabled += delta;
	if (state >= PERF_EVENT_STATE_ACTIVE)
		*running += delta;
}

static void pmp_event_read_atomic(struct perf_event *e, struct pmp_count *v)
{
	u64 en, run;

	/* Only the PMU of this CPU can be read from here. */
	if (READ_ONCE(e->oncpu) == raw_smp_processor_id() &&
	    READ_ONCE(e->state) == PERF_EVENT_STATE_ACTIVE)
		e->pmu->read(e);
	v->count += local64_read(&e->count) + atomic64_read(&e->child_count);
	pmp_event_times_atomic(e, &en, &run);
	v->enabled += en;
	v->running += run;
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
