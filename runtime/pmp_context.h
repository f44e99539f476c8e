/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_context.h - what one handler run works in: the per-CPU context
 * (locals, function frames, the output record being built), entry and
 * exit of a handler with its reentrancy guard, MAXACTION accounting,
 * skipped runs, runtime errors and stop requests.
 *
 * A handler may run in NMI context (hardware events), hard-irq context
 * (cpu_clock, timers) or with preemption disabled (other software
 * events).  Everything here is preallocated at load; nothing sleeps,
 * allocates or takes a lock.  The begin/end/error probes run in process
 * context with a context of their own, while no other handler can run.
 */
#ifndef PMP_CONTEXT_H
#define PMP_CONTEXT_H

/*
 * -D CHECK_CONTEXT=1 (the test suite's run tests): assert the context
 * rules where they apply.  The stock kernels of the test guests have no
 * lockdep and no DEBUG_ATOMIC_SLEEP, so without this a handler path that
 * could sleep would go unnoticed; with it, the WARNING these print fails
 * the test (the guest's kernel log is scanned).
 */
#define pmp_assert_atomic() WARN_ON_ONCE(PMP_CHECK_CONTEXT && preemptible())
#define pmp_assert_may_sleep() WARN_ON_ONCE(PMP_CHECK_CONTEXT && !preemptible())

/* The module's states (their names: pmp_abi.h's PMP_STATES).  LOADED:
 * initialised, nothing started; STARTING: begin probes running, events
 * being opened; STOPPING: events off, error/end probes running; STOPPED:
 * everything released, the data file drains to EOF; FAILED: start failed,
 * nothing was started. */
#define PMP_STATE_ENUM(name, text) PMP_##name,
enum pmp_state { PMP_STATES(PMP_STATE_ENUM) };
#undef PMP_STATE_ENUM

/* The context's scratch: a symbol name, or a string being formatted. */
#define PMP_SCRATCH_SIZE (KSYM_SYMBOL_LEN + PMP_MAXSTRINGLEN)

/* ------------------------------------------------------------ state */

static struct pmp_context **pmp_contexts;   /* [nr_cpu_ids] */
static struct pmp_context *pmp_proc_ctx;    /* begin/end/error */
static atomic_t pmp_state = ATOMIC_INIT(PMP_LOADED);
static bool pmp_run_enabled;                /* handlers may run */
static atomic64_t pmp_errors;
static atomic64_t pmp_skips[PMP_SKIP_NR];
static atomic_t pmp_stop_reason;            /* enum pmp_stop_reason */
static struct irq_work pmp_stop_irq_work;

enum pmp_stop_reason { PMP_STOP_NONE, PMP_STOP_EXIT, PMP_STOP_ERROR,
		       PMP_STOP_USER };

/* Module parameters, set by the loader. */
static int pmp_target;
static bool pmp_timing;
static bool pmp_overwrite;
static ulong pmp_bufsize = 1024 * 1024;
static ulong pmp_bp_addr[16];
static int pmp_bp_count;
/* MODULE_PARM_DESC stringifies its name unexpanded: expand it first. */
#define PMP_PARM_DESC(name, text) MODULE_PARM_DESC(name, text)
module_param_named(PMP_PARAM_TARGET, pmp_target, int, 0400);
PMP_PARM_DESC(PMP_PARAM_TARGET, "pid of the target process (-x, -c)");
module_param_named(PMP_PARAM_TIMING, pmp_timing, bool, 0400);
PMP_PARM_DESC(PMP_PARAM_TIMING, "collect per-probe handler times (-t)");
module_param_named(PMP_PARAM_OVERWRITE, pmp_overwrite, bool, 0400);
PMP_PARM_DESC(PMP_PARAM_OVERWRITE, "flight recorder: buffers overwrite (-F)");
module_param_named(PMP_PARAM_BUFSIZE, pmp_bufsize, ulong, 0400);
PMP_PARM_DESC(PMP_PARAM_BUFSIZE, "per-CPU output buffer bytes (-s)");
module_param_array_named(PMP_PARAM_BP_ADDR, pmp_bp_addr, ulong, &pmp_bp_count, 0400);
PMP_PARM_DESC(PMP_PARAM_BP_ADDR, "breakpoint addresses resolved from /proc/kallsyms");
static char pmp_procname[MODULE_NAME_LEN];
module_param_string(PMP_PARAM_PROCNAME, pmp_procname, sizeof(pmp_procname), 0400);
PMP_PARM_DESC(PMP_PARAM_PROCNAME, "name under /proc/pmprobe (default: the module name; for tests)");

static void pmp_record_commit(struct pmp_context *c, bool more);

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

/* Reports "ERROR: MESSAGE near WHERE" and unwinds the handler. */
__printf(3, 4) void
pmp_error(struct pmp_context *c, const char *where, const char *fmt, ...)
{
	char *buf = c->scratch;
	size_t size = PMP_SCRATCH_SIZE;
	va_list ap;
	int n;

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

void pmp_skip(enum pmp_skip_reason why)
{
	s64 total = atomic64_inc_return(&pmp_skips[why]);
	int i;

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

	if (unlikely(!READ_ONCE(pmp_run_enabled)))
		return NULL;
	pmp_assert_atomic();
	c = pmp_contexts[raw_smp_processor_id()];
	if (unlikely(c->busy)) {
		pmp_skip(PMP_SKIP_REENTRANT);
		return NULL;
	}
	c->busy = 1;
	barrier();
	c->probe = p;
	c->where = NULL;
	c->actions = 0;
	c->nesting = 0;
	c->aborted = false;
	if (unlikely(pmp_timing))
		c->start_ns = pmp_local_clock();
	return c;
}

static __always_inline void pmp_leave(struct pmp_context *c)
{
	if (c->rec_len)
		pmp_record_commit(c, false);
	if (unlikely(pmp_timing))
		pmp_probe_time_note(c);
	barrier();
	c->busy = 0;
}

/* Every perf probe's overflow handler (NMI for hardware events); the
 * probe is the event's handler context. */
static void pmp_perf_overflow(struct perf_event *event,
			      struct perf_sample_data *data,
			      struct pt_regs *regs)
{
	struct pmp_probe *p = event->overflow_handler_context;
	struct pmp_context *c;

	c = pmp_enter(p);
	if (!c)
		return;
	if (unlikely(READ_ONCE(event->hw.interrupts) == PMP_MAX_INTERRUPTS))
		c->throttled++;
	c->regs = regs;
	c->event = event;
	c->data = data;
	p->body(c);
	pmp_leave(c);
}

/* Probe i's hrtimer is pmp_timers[i] (set up for timer probes only). */
static struct hrtimer *pmp_timers;  /* [pmp_nprobes], allocated at load */

/* Every timer probe's handler (hard irq). */
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

#endif /* PMP_CONTEXT_H */
