// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_context.c - what one handler run works in: the per-CPU context
 * (locals, function frames, the output record being built), entry and
 * exit of a handler with its reentrancy guard, MAXACTION accounting,
 * skipped runs, runtime errors and stop requests; and the entry points
 * every perf and timer probe's handler goes through.
 *
 * A handler may run in NMI context (hardware events), hard-irq context
 * (cpu_clock, timers) or with preemption disabled (other software
 * events).  Everything here is preallocated at load; nothing sleeps,
 * allocates or takes a lock.  The begin/end/error probes run in process
 * context with a context of their own, while no other handler can run.
 */

#include "pmp_runtime.h"

/* ------------------------------------------------------------ state */

static struct pmp_context **pmp_contexts;   /* [nr_cpu_ids] */
static struct pmp_context *pmp_proc_ctx;    /* begin/end/error */
static bool pmp_run_enabled;                /* handlers may run */
static atomic64_t pmp_errors;
static atomic64_t pmp_skips[PMP_SKIP_NR];
static atomic_t pmp_stop_reason;            /* enum pmp_stop_reason */
static struct irq_work pmp_stop_irq_work;   /* pmp_control.c's stop */

/* ------------------------------------------------------------ contexts */

static struct pmp_context *pmp_context_alloc(bool process)
{
	size_t head = ALIGN(sizeof(struct pmp_context), 16);
	size_t locals = ALIGN(pmp_locals_size, 16);
	size_t frames = ALIGN((size_t)PMP_MAXNESTING * pmp_frame_size, 16);
	size_t stats = 2 * ALIGN(pmp_stat_scratch, 16);
	struct pmp_context *c = pmp_vzalloc(head + locals + frames + stats +
					    PMP_SCRATCH_SIZE);

	if (!c)
		return NULL;
	c->locals = (char *)c + head;
	c->frames = c->locals + locals;
	c->statbuf = c->frames + frames;
	c->scratch = c->statbuf + stats;
	c->process = process;
	return c;
}

static void pmp_contexts_free(void)
{
	int cpu;

	if (pmp_contexts)
		for_each_possible_cpu(cpu)
			vfree(pmp_contexts[cpu]);
	kfree(pmp_contexts);
	pmp_contexts = NULL;
	vfree(pmp_proc_ctx);
	pmp_proc_ctx = NULL;
}

/* One context per possible CPU, and the process context's. */
static int pmp_contexts_alloc(void)
{
	int cpu;

	pmp_contexts = pmp_kcalloc(nr_cpu_ids, sizeof(*pmp_contexts));
	if (!pmp_contexts)
		goto fail;
	for_each_possible_cpu(cpu) {
		pmp_contexts[cpu] = pmp_context_alloc(false);
		if (!pmp_contexts[cpu])
			goto fail;
	}
	pmp_proc_ctx = pmp_context_alloc(true);
	if (!pmp_proc_ctx)
		goto fail;
	return 0;
fail:
	pmp_contexts_free();
	return -ENOMEM;
}

/* Stops the script from any context: no further handler runs. */
static void pmp_request_stop(enum pmp_stop_reason why)
{
	WRITE_ONCE(pmp_run_enabled, false);
	if (atomic_cmpxchg(&pmp_stop_reason, PMP_STOP_NONE, why) == PMP_STOP_NONE)
		irq_work_queue(&pmp_stop_irq_work);
}

void pmp_request_exit(struct pmp_context *c)
{
	(void)c;
	pmp_request_stop(PMP_STOP_EXIT);
}

/* ----------------------------------------------------- runtime errors */

/* Reports "ERROR: MESSAGE near WHERE" and unwinds the handler; inside a
 * try block, only unwinds to its catch. */
__printf(3, 4) void
pmp_error(struct pmp_context *c, const char *where, const char *fmt, ...)
{
	char *buf = c->scratch;
	size_t size = PMP_SCRATCH_SIZE;
	va_list ap;
	int n;

	if (c->trying) {
		/* Caught: the message is the catch's, nothing is reported. */
		va_start(ap, fmt);
		vscnprintf(c->err_msg, sizeof(c->err_msg), fmt, ap);
		va_end(ap);
		c->aborted = true;
		return;
	}
	n = scnprintf(buf, size, "ERROR: ");
	va_start(ap, fmt);
	n += vscnprintf(buf + n, size - n, fmt, ap);
	va_end(ap);
	n += scnprintf(buf + n, size - n, " near %s\n", where);
	/* Output the handler printed so far goes first. */
	if (c->rec_len)
		pmp_record_commit(c, false);
	pmp_write_message(PMP_REC_ERR, buf, n);
	c->aborted = true;
	if (atomic64_inc_return(&pmp_errors) >= max(PMP_MAXERRORS, 1))
		pmp_request_stop(PMP_STOP_ERROR);
}

/* Where a failing tapset call was made (set by the generated code). */
static __always_inline const char *pmp_where(struct pmp_context *c)
{
	return c->where ? c->where : c->probe->where;
}

void pmp_error_maxaction(struct pmp_context *c, const char *where)
{
	pmp_error(c, where, "MAXACTION exceeded: more than %d statements in one handler run",
		  PMP_MAXACTION);
}

void pmp_error_nesting(struct pmp_context *c, const char *where)
{
	pmp_error(c, where, "MAXNESTING exceeded: calls nested more than %d deep",
		  PMP_MAXNESTING);
}

void pmp_error_user(struct pmp_context *c, const char *msg)
{
	pmp_error(c, pmp_where(c), "%s", msg);
}

/* warn(msg): "WARNING: MSG" on the loader's standard error, after what
 * the handler printed so far; the handler goes on. */
void pmp_warn_user(struct pmp_context *c, const char *msg)
{
	char *buf = c->scratch;
	size_t size = PMP_SCRATCH_SIZE;
	int n;

	n = scnprintf(buf, size, "WARNING: %s", msg);
	if (buf[n - 1] != '\n')
		n += scnprintf(buf + n, size - n, "\n");
	if (c->rec_len)
		pmp_record_commit(c, false);
	pmp_write_message(PMP_REC_USER_WARN, buf, n);
}

/* A skipped run of P's handler, counted for P and in total; too many
 * stop the script (MAXSKIPPED). */
static void pmp_skip_note(struct pmp_probe *p, enum pmp_skip_reason why)
{
	s64 total = atomic64_inc_return(&pmp_skips[why]);
	int i;

	pmp_call_note(p, (enum pmp_call)why);
	if (!PMP_MAXSKIPPED)
		return;
	for (i = 0; i < PMP_SKIP_NR; i++)
		if (i != why)
			total += atomic64_read(&pmp_skips[i]);
	if (total == PMP_MAXSKIPPED + 1) {
		static const char msg[] =
			"ERROR: too many skipped handler runs (more than MAXSKIPPED="
			__stringify(PMP_MAXSKIPPED) ")\n";

		pmp_write_message(PMP_REC_ERR, msg, sizeof(msg) - 1);
		atomic64_inc(&pmp_errors);
		pmp_request_stop(PMP_STOP_ERROR);
	}
}

/* The generated code skips the run it is in (a global's lock was not
 * obtained): it returns at once, and the run is not counted as one. */
void pmp_skip(struct pmp_context *c, enum pmp_skip_reason why)
{
	c->skipped = true;
	pmp_skip_note(c->probe, why);
}

/* ------------------------------------------------- handler entry/exit */

static void pmp_probe_time_note(struct pmp_context *c)
{
	struct pmp_probe_time *t = this_cpu_ptr(c->probe->times);
	u64 ns = pmp_local_clock() - c->start_ns;

	t->hits++;
	t->total_ns += ns;
	if (!t->min_ns || ns < t->min_ns)
		t->min_ns = ns;
	if (ns > t->max_ns)
		t->max_ns = ns;
}

/* Claims this CPU's context for P, or NULL when the run is skipped. */
static __always_inline struct pmp_context *pmp_enter(struct pmp_probe *p)
{
	struct pmp_context *c;

	pmp_assert_atomic();
	if (unlikely(!READ_ONCE(pmp_run_enabled))) {
		pmp_call_note(p, PMP_CALL_OUTSIDE);
		return NULL;
	}
	c = pmp_contexts[raw_smp_processor_id()];
	if (unlikely(c->busy)) {
		pmp_skip_note(p, PMP_SKIP_REENTRANT);
		return NULL;
	}
	c->busy = 1;
	barrier();
	c->probe = p;
	c->where = NULL;
	c->actions = 0;
	c->nesting = 0;
	c->aborted = false;
	c->skipped = false;
	c->trying = 0;
	if (unlikely(pmp_timing))
		c->start_ns = pmp_local_clock();
	return c;
}

static __always_inline void pmp_leave(struct pmp_context *c)
{
	if (c->rec_len)
		pmp_record_commit(c, false);
	if (likely(!c->skipped)) {
		pmp_call_note(c->probe, PMP_CALL_RUN);
		if (unlikely(pmp_timing))
			pmp_probe_time_note(c);
	}
	barrier();
	c->busy = 0;
}

/*
 * A return probe's entry run (pmp_probe's entry) leaves: what it printed
 * goes out, and it counts as no run of its own (the return's run, or
 * its skip, is the call's).  True if the return may run: false after a
 * skip (counted already) or an error (counted as the return's skip).
 */
static __always_inline bool pmp_leave_entry(struct pmp_context *c)
{
	bool ok = !c->aborted && !c->skipped;

	if (c->rec_len)
		pmp_record_commit(c, false);
	if (unlikely(!ok && !c->skipped))
		pmp_skip_note(c->probe, PMP_SKIP_ENTRY);
	barrier();
	c->busy = 0;
	return ok;
}

/*
 * Perf throttles an event that overflows too often (more than
 * perf_event_max_sample_rate / HZ times in a tick): it stops it right
 * after this call and starts it again at that CPU's next tick, which on
 * a CPU without a tick to spare (idle, NOHZ) may be long after.  The
 * event neither counts nor samples meanwhile, and nothing tells the
 * handler when it starts again.  Its next call comes one period after
 * that start, so the time stopped is the gap between the throttling
 * call and the next one, less one period's time at the rate it counted
 * before (the gap between the two calls before the throttling one).  A
 * stop that lasts until the script stops is counted then
 * (pmp_throttle_close).  Per CPU; the loader puts it in words with what
 * it means for the count and the samples.
 */
static __always_inline void pmp_throttle_note(struct pmp_probe *p, struct perf_event *event)
{
	struct pmp_probe_calls *k = raw_cpu_ptr(p->calls);
	u64 now = pmp_local_clock(), gap = now - k->last_call_ns;

	if (k->throttled_at_ns) {
		gap = now - k->throttled_at_ns;
		k->stopped_ns += gap > k->last_gap_ns ? gap - k->last_gap_ns : 0;
		k->throttled_at_ns = 0;
	} else if (k->last_call_ns) {
		k->last_gap_ns = gap;
	}
	k->last_call_ns = now;
	if (unlikely(pmp_perf_throttled(event))) {
		pmp_call_note(p, PMP_CALL_THROTTLED);
		k->throttled_at_ns = now;
	}
}

/* At stop, in process context, the events disabled: a stop that lasted
 * to the end, on each CPU. */
static void pmp_throttle_close(struct pmp_probe *p)
{
	u64 now = pmp_local_clock();
	int cpu;

	for_each_possible_cpu(cpu) {
		struct pmp_probe_calls *k = per_cpu_ptr(p->calls, cpu);

		if (k->throttled_at_ns && now > k->throttled_at_ns)
			k->stopped_ns += now - k->throttled_at_ns;
		k->throttled_at_ns = 0;
	}
}

/* P's estimated time stopped by throttling, over CPUs, a stop still on
 * counted to now; live (other CPUs' values as of their last call). */
static u64 pmp_throttle_stopped_ns(const struct pmp_probe *p)
{
	u64 sum = 0, now = pmp_local_clock(), at;
	int cpu;

	if (!p->calls)
		return 0;
	for_each_possible_cpu(cpu) {
		const struct pmp_probe_calls *k = per_cpu_ptr(p->calls, cpu);

		sum += READ_ONCE(k->stopped_ns);
		at = READ_ONCE(k->throttled_at_ns);
		if (at && now > at)
			sum += now - at;
	}
	return sum;
}

/* Every perf probe's overflow handler (NMI for hardware events); the
 * probe is the event's handler context. */
static void pmp_perf_overflow(struct perf_event *event,
			      struct perf_sample_data *data,
			      struct pt_regs *regs)
{
	struct pmp_probe *p = event->overflow_handler_context;
	struct pmp_context *c;

	/* Throttling is the kernel's, whatever becomes of this call. */
	pmp_throttle_note(p, event);
	c = pmp_enter(p);
	if (!c)
		return;
	c->regs = regs;
	c->event = event;
	c->data = data;
	p->body(c);
	pmp_leave(c);
}

/* Every timer probe's handler (hard irq); probe i's hrtimer is
 * pmp_timers[i] (pmp_events.c). */
static enum hrtimer_restart pmp_timer_fire(struct hrtimer *t)
{
	struct pmp_probe *p = &pmp_probes[t - pmp_timers];
	struct pmp_context *c = pmp_enter(p);

	if (c) {
		c->regs = get_irq_regs();
		c->event = NULL;
		c->data = NULL;
		p->body(c);
		pmp_leave(c);
	}
	if (!READ_ONCE(pmp_run_enabled))
		return HRTIMER_NORESTART;
	hrtimer_forward_now(t, ns_to_ktime(p->timer_ns));
	return HRTIMER_RESTART;
}
