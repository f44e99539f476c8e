// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_counter.c - reading perf counters by handle ($counter is the probe's
 * index + 1).  Process context (begin, end, error, .counter bodies) reads
 * exactly with perf_event_read_value(), which brings every CPU's count up
 * to date (under cpus_read_lock(), so no CPU's event goes away meanwhile).
 *
 * A handler in atomic context (NMI, irq) cannot: only the PMU of its own
 * CPU can be read from there (perf_event_read_local() is not exported;
 * this does what it does, through pmp_compat.h's perf-core internals),
 * and another CPU's event holds the count as of its last update.  For a
 * counting event nothing but a read updates it, so when a script reads
 * counters every CPU reads its own events every PMP_COUNTER_REFRESH_NS
 * from a pinned hard-irq hrtimer (below; started and stopped with the
 * CPU's events, pmp_events.c): a handler then sees its own CPU's count
 * live and every other CPU's at most 10 ms old, and successive reads
 * never go down.  Enabled and running times are computed live, so a
 * multiplexed event on another CPU is scaled from a count up to 10 ms
 * older than its times.
 *
 * The final values of a CPU that went offline are kept in the probe's
 * offline totals and included in every sum.  Counts are scaled for
 * multiplexing (count * enabled / running); a counter that never ran
 * reads as -1.
 */

#include "pmp_runtime.h"

#define PMP_COUNTER_REFRESH_NS (10 * NSEC_PER_MSEC)

/* The refresh timers run only when the script reads counters
 * (pmp_reads_counters, set by the translator). */
static struct hrtimer *pmp_refresh_timers;  /* [nr_cpu_ids] */

/* counter_delta()'s table (below): per CPU, PMP_DELTA_SLOTS pairs. */
#define PMP_DELTA_SLOTS 64
struct pmp_delta_slot {
	u32 key;                    /* (probe index + 1) << 16 | handle; 0: free */
	long prev;
};
static struct pmp_delta_slot __percpu *pmp_deltas;

static void pmp_snap_write(struct pmp_count_snap *s, const struct pmp_count *v)
{
	WRITE_ONCE(s->seq, s->seq + 1);
	smp_wmb();
	s->v = *v;
	s->valid = true;
	smp_wmb();
	WRITE_ONCE(s->seq, s->seq + 1);
}

/* Adds the published values to V; false if there are none yet. */
static bool pmp_snap_read(const struct pmp_count_snap *s, struct pmp_count *v)
{
	struct pmp_count copy;
	int tries;

	for (tries = 0; tries < 100; tries++) {
		u32 seq = READ_ONCE(s->seq);
		bool valid;

		if (seq & 1) {
			cpu_relax();
			continue;
		}
		smp_rmb();
		valid = s->valid;
		copy = s->v;
		smp_rmb();
		if (READ_ONCE(s->seq) != seq)
			continue;
		if (!valid)
			return false;
		v->count += copy.count;
		v->enabled += copy.enabled;
		v->running += copy.running;
		return true;
	}
	return false;
}

/* Atomic context: adds E's values to V as they are now (live if E is on
 * this CPU), through perf-core's private ways (pmp_compat.h). */
static void pmp_event_read_atomic(struct perf_event *e, struct pmp_count *v)
{
	u64 en, run;

	pmp_perf_read_local(e);
	v->count += pmp_perf_event_count(e);
	pmp_perf_event_times(e, &en, &run);
	v->enabled += en;
	v->running += run;
}

/* Process context: adds E's exact values to V (perf brings the count up
 * to date on whichever CPU E is). */
static void pmp_event_add_exact(struct perf_event *e, struct pmp_count *v)
{
	u64 en, run;

	pmp_assert_may_sleep();
	v->count += perf_event_read_value(e, &en, &run);
	v->enabled += en;
	v->running += run;
}

/* Adds the totals of P's events on CPUs that went offline to V. */
static void pmp_offline_totals(struct pmp_probe *p, struct pmp_count *v)
{
	if (p->offline)
		pmp_snap_read(p->offline, v);
}

/* Reads P's event on CPU (-1: its per-task event) into V. */
static void pmp_event_read(struct pmp_context *c, struct pmp_probe *p, int cpu,
			   struct pmp_count *v)
{
	struct perf_event *e = READ_ONCE(p->events[cpu < 0 ? 0 : cpu]);

	if (!e)
		return;
	if (c->process)    /* begin/end/error/.counter bodies: exact */
		pmp_event_add_exact(e, v);
	else
		pmp_event_read_atomic(e, v);
}

/* The probe behind a counter handle, or a runtime error. */
static struct pmp_probe *pmp_counter_probe(struct pmp_context *c, long h)
{
	struct pmp_probe *p;

	if (h < 1 || h > pmp_nprobes || pmp_probes[h - 1].kind != PMP_PERF) {
		pmp_error(c, pmp_where(c), "%ld is not a counter handle ($counter gives one)", h);
		return NULL;
	}
	p = &pmp_probes[h - 1];
	if (p->skipped) {
		pmp_error(c, pmp_where(c), "counter %ld (%s) was not opened: the optional point was skipped",
			  h, p->pp);
		return NULL;
	}
	return p;
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
	if (cpu >= 0 && (cpu >= nr_cpu_ids || !cpu_possible(cpu))) {
		pmp_error(c, pmp_where(c), "read_counter_cpu: no CPU %ld", cpu);
		return false;
	}
	if (c->process)
		cpus_read_lock();
	if (p->process)
		pmp_event_read(c, p, -1, v);
	else if (cpu >= 0)
		pmp_event_read(c, p, cpu, v);
	else {
		for_each_possible_cpu(i)
			pmp_event_read(c, p, i, v);
		pmp_offline_totals(p, v);
	}
	if (c->process)
		cpus_read_unlock();
	return true;
}

/* Process context, no script context: P's totals over every CPU. */
static void pmp_probe_totals(struct pmp_probe *p, struct pmp_count *v)
{
	int cpu;

	memset(v, 0, sizeof(*v));
	cpus_read_lock();
	for_each_possible_cpu(cpu)     /* a .process probe uses slot 0 */
		if (p->events[cpu])
			pmp_event_add_exact(p->events[cpu], v);
	pmp_offline_totals(p, v);
	cpus_read_unlock();
}

/* Process context: a hybrid probe's totals over the online CPUs of its
 * core type T (index into P's core_types). */
static void pmp_core_totals(struct pmp_probe *p, int t, struct pmp_count *v)
{
	int cpu;

	memset(v, 0, sizeof(*v));
	cpus_read_lock();
	for_each_possible_cpu(cpu)
		if (p->events[cpu] && p->core_of_cpu[cpu] == t + 1)
			pmp_event_add_exact(p->events[cpu], v);
	cpus_read_unlock();
}

long pmp_read_counter(struct pmp_context *c, long h, long cpu)
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

/*
 * counter_delta(h): per CPU, the value each (probe, handle) pair read
 * last, in a small open-addressed table.  The handlers of one CPU never
 * run at once (pmp_context.c's busy flag skips a nested one), so a CPU's
 * table needs no lock; begin, end and error probes, which run beside the
 * handlers, may not call it.  A pair's first delta on a CPU is its
 * count there since the event was enabled (the previous value is 0).
 */
long pmp_counter_delta(struct pmp_context *c, long h)
{
	u32 key = ((u32)(c->probe - pmp_probes) + 1) << 16 | (u32)h;
	struct pmp_delta_slot *t;
	long v, d;
	int i, s;

	if (c->process) {
		pmp_error(c, pmp_where(c), "counter_delta: only in a handler (a perf, timer or tracepoint probe), whose CPU is the one its change is counted on");
		return 0;
	}
	if (!pmp_counter_probe(c, h) || h > 0xffff)
		return 0;
	v = pmp_read_counter(c, h, smp_processor_id());
	if (v < 0)
		return 0;   /* not on this CPU's PMU yet */
	t = this_cpu_ptr(pmp_deltas);
	for (i = 0; i < PMP_DELTA_SLOTS; i++) {
		s = (key * 2654435761u + i) % PMP_DELTA_SLOTS;
		if (t[s].key == key || !t[s].key)
			break;
	}
	if (i == PMP_DELTA_SLOTS) {
		pmp_error(c, pmp_where(c), "counter_delta: more than %d (probe, counter) pairs on one CPU",
			  PMP_DELTA_SLOTS);
		return 0;
	}
	t[s].key = key;
	d = v - t[s].prev;
	t[s].prev = v;
	return d;
}

long pmp_counter_stopped_ns(struct pmp_context *c, long h)
{
	struct pmp_probe *p = pmp_counter_probe(c, h);

	return p ? (long)pmp_throttle_stopped_ns(p) : 0;
}

/* What throttling cost the count, as the exit report says it: the
 * stopped time at the rate the event counted while it ran. */
long pmp_counter_uncounted(struct pmp_context *c, long h)
{
	struct pmp_probe *p = pmp_counter_probe(c, h);
	struct pmp_count v;
	u64 stopped;

	if (!p || !pmp_counter_sum(c, h, -1, &v))
		return 0;
	stopped = pmp_throttle_stopped_ns(p);
	if (!stopped || v.running <= stopped)
		return 0;
	return (long)min_t(u64, mul_u64_u64_div_u64(stopped, v.count, v.running - stopped),
			   LONG_MAX);
}

long pmp_counter_time(struct pmp_context *c, long h, int running)
{
	struct pmp_count v;

	if (!pmp_counter_sum(c, h, -1, &v))
		return 0;
	return running ? v.running : v.enabled;
}

/* A CPU's event is going away: its final values join the probe's
 * offline totals, so a system-wide counter never goes down. */
static void pmp_counter_keep_offline(struct pmp_probe *p, struct perf_event *e)
{
	struct pmp_count v = { 0 };

	if (!p->offline)
		return;
	pmp_snap_read(p->offline, &v);
	pmp_event_add_exact(e, &v);
	pmp_snap_write(p->offline, &v);
}

/* ------------------------------------------------------ refresh timers */

/* Every PMP_COUNTER_REFRESH_NS, on each CPU: read this CPU's events from
 * its PMU, which brings their counts up to date for handlers on other
 * CPUs. */
static enum hrtimer_restart pmp_counter_refresh(struct hrtimer *t)
{
	int cpu = smp_processor_id(), i;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];
		struct perf_event *e;

		if (!pmp_is_cpu_probe(p))
			continue;
		e = READ_ONCE(p->events[cpu]);
		if (e)
			pmp_perf_read_local(e);
	}
	hrtimer_forward_now(t, ns_to_ktime(PMP_COUNTER_REFRESH_NS));
	return HRTIMER_RESTART;
}

/* From the cpuhp callbacks, which run on CPU itself. */
static void pmp_counter_refresh_start(unsigned int cpu)
{
	if (pmp_reads_counters)
		hrtimer_start(&pmp_refresh_timers[cpu],
			      ns_to_ktime(PMP_COUNTER_REFRESH_NS),
			      HRTIMER_MODE_REL_PINNED_HARD);
}

static void pmp_counter_refresh_stop(unsigned int cpu)
{
	if (pmp_reads_counters)
		hrtimer_cancel(&pmp_refresh_timers[cpu]);
}

static void pmp_counter_refresh_free(void)
{
	int cpu;

	if (pmp_refresh_timers)
		for_each_possible_cpu(cpu)
			hrtimer_cancel(&pmp_refresh_timers[cpu]);
	kfree(pmp_refresh_timers);
	pmp_refresh_timers = NULL;
	free_percpu(pmp_deltas);
	pmp_deltas = NULL;
}

/* At load: every possible CPU's timer, set up (not started). */
static int pmp_counter_refresh_alloc(void)
{
	int cpu;

	pmp_refresh_timers = pmp_kcalloc(nr_cpu_ids, sizeof(*pmp_refresh_timers));
	if (!pmp_refresh_timers)
		return -ENOMEM;
	if (pmp_reads_counters) {
		pmp_deltas = pmp_alloc_percpu(sizeof(struct pmp_delta_slot) * PMP_DELTA_SLOTS,
					      __alignof__(struct pmp_delta_slot));
		if (!pmp_deltas)
			return -ENOMEM;
	}
	for_each_possible_cpu(cpu)
		pmp_hrtimer_setup(&pmp_refresh_timers[cpu], pmp_counter_refresh);
	return 0;
}
