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
#ifndef PMP_CHECK_CONTEXT
#define PMP_CHECK_CONTEXT 0
#endif
#define pmp_assert_atomic() WARN_ON_ONCE(PMP_CHECK_CONTEXT && preemptible())
#define pmp_assert_may_sleep() WARN_ON_ONCE(PMP_CHECK_CONTEXT && !preemptible())

enum pmp_probe_kind { PMP_BEGIN, PMP_END, PMP_ERROR, PMP_TIMER, PMP_PERF };

enum pmp_state {
	PMP_LOADED,     /* module initialised, nothing started */
	PMP_STARTING,   /* begin probes running, events being opened */
	PMP_RUNNING,
	PMP_STOPPING,   /* events off, error/end probes running */
	PMP_STOPPED,    /* everything released; data file drains to EOF */
	PMP_FAILED,     /* start failed; nothing was started */
};

/* Why a handler run was skipped. */
enum pmp_skip_reason {
	PMP_SKIP_REENTRANT,   /* this CPU's context was busy */
	PMP_SKIP_LOCK,        /* a global's lock was not obtained */
	PMP_SKIP_NR,
};

/* Output record types (struct pmp_rec_hdr.type). */
enum { PMP_REC_OUT = 1, PMP_REC_ERR = 2, PMP_REC_WARN = 3 };
#define PMP_REC_CONT 0x1   /* more pieces of the same record follow */
#define PMP_REC_TAIL 0x2   /* this piece continues the one before */

/* Every record on the wire starts with this header. */
struct pmp_rec_hdr {
	u32 len;        /* payload bytes after the header */
	u8 type;
	u8 flags;
	u16 cpu;
};

struct pmp_record {
	struct pmp_rec_hdr hdr;
	char data[PMP_RECORD_DATA];
};

struct pmp_context;
struct pmp_count_snap;

/* Per-CPU handler statistics for -t. */
struct pmp_probe_time {
	u64 hits;
	u64 total_ns;
	u64 min_ns;
	u64 max_ns;
};

/* One resolved probe point; the translator emits the table. */
struct pmp_probe {
	const char *pp;             /* pp(): the point as written */
	const char *where;          /* FILE:LINE:COL of the point */
	const char *event_name;     /* canonical event, for messages */
	void (*body)(struct pmp_context *c);
	perf_overflow_handler_t overflow;
	enum hrtimer_restart (*timer_fn)(struct hrtimer *t);
	u8 kind;                    /* enum pmp_probe_kind */
	u8 counter;                 /* .counter: count, run the body once */
	u8 process;                 /* .process: the target task only */
	u8 optional;                /* '?': skipped if it cannot be opened */
	u8 exclude_user;
	u8 exclude_kernel;
	u8 bp_type;                 /* HW_BREAKPOINT_X/W/RW, or 0 */
	u8 bp_len;
	s16 bp_index;               /* index into pmp_bp_addr[], or -1 */
	int priority;
	u32 type;
	u64 config;
	u64 period;
	u64 freq;
	u64 bp_addr;                /* a literal breakpoint address */
	u64 timer_ns;
	/* at run time */
	bool skipped;               /* optional and could not be opened */
	struct perf_event **events; /* per CPU, or [0] for .process */
	struct hrtimer timer;
	struct pmp_probe_time __percpu *times;
	struct pmp_count_snap *offline; /* final values of CPUs gone offline */
	/* the event's totals when the script stopped, for the stats file */
	bool final_valid;
	u64 final_count, final_enabled, final_running;
};

struct pmp_context {
	int busy;                   /* the reentrancy guard */
	int actions;                /* statements run, against MAXACTION */
	int nesting;                /* function call depth */
	bool aborted;               /* an error: unwind the handler */
	bool process;               /* the process-context context */
	struct pmp_probe *probe;
	const char *where;          /* script location of a failing call */
	struct pt_regs *regs;
	struct perf_event *event;
	struct perf_sample_data *data;
	u64 start_ns;
	char *locals;               /* the running probe's locals */
	char *frames;               /* PMP_MAXNESTING function frames */
	char *statbuf;              /* 2 x PMP_STAT_SCRATCH: merged aggregates */
	/* per-CPU counters, summed when reported */
	u64 written;                /* records written */
	u64 dropped;                /* records dropped: buffer full */
	u64 throttled;              /* overflows the kernel throttled */
	u32 rec_len;
	u32 rec_pieces;             /* pieces of the current record written */
	bool rec_failed;            /* a piece was dropped: drop the rest */
	struct hrtimer refresh;     /* publishes this CPU's counter values */
	struct pmp_record rec;      /* the record being built */
	char scratch[KSYM_SYMBOL_LEN + PMP_MAXSTRINGLEN];
};

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
module_param_named(target, pmp_target, int, 0400);
MODULE_PARM_DESC(target, "pid of the target process (-x, -c)");
module_param_named(timing, pmp_timing, bool, 0400);
MODULE_PARM_DESC(timing, "collect per-probe handler times (-t)");
module_param_named(overwrite, pmp_overwrite, bool, 0400);
MODULE_PARM_DESC(overwrite, "flight recorder: buffers overwrite (-F)");
module_param_named(bufsize, pmp_bufsize, ulong, 0400);
MODULE_PARM_DESC(bufsize, "per-CPU output buffer bytes (-s)");
module_param_array_named(bp_addr, pmp_bp_addr, ulong, &pmp_bp_count, 0400);
static char pmp_procname[MODULE_NAME_LEN];
module_param_string(procname, pmp_procname, sizeof(pmp_procname), 0400);
MODULE_PARM_DESC(procname, "name under /proc/pmprobe (default: the module name; for tests)");
MODULE_PARM_DESC(bp_addr, "breakpoint addresses resolved from /proc/kallsyms");

static void pmp_record_commit(struct pmp_context *c, bool more);
static void pmp_write_message(int type, const char *text, size_t len);

/* Stops the script from any context: no further handler runs. */
static void pmp_request_stop(enum pmp_stop_reason why)
{
	WRITE_ONCE(pmp_run_enabled, false);
	if (atomic_cmpxchg(&pmp_stop_reason, PMP_STOP_NONE, why) == PMP_STOP_NONE)
		irq_work_queue(&pmp_stop_irq_work);
}

static __maybe_unused void pmp_request_exit(struct pmp_context *c)
{
	(void)c;
	pmp_request_stop(PMP_STOP_EXIT);
}

/* ----------------------------------------------------- runtime errors */

/* Reports "ERROR: MESSAGE near WHERE" and unwinds the handler. */
static __printf(3, 4) __maybe_unused noinline void
pmp_error(struct pmp_context *c, const char *where, const char *fmt, ...)
{
	char *buf = c->scratch;
	size_t size = sizeof(c->scratch);
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

static __maybe_unused void pmp_error_user(struct pmp_context *c, const char *msg)
{
	pmp_error(c, pmp_where(c), "%s", msg);
}

static noinline void pmp_skip(enum pmp_skip_reason why)
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

/* MAXACTION: N more statements are about to run. */
#define PMP_ACTIONS(c, n, where, out)					\
	do {								\
		if (unlikely(((c)->actions += (n)) > PMP_MAXACTION)) {	\
			pmp_error((c), (where),				\
				  "MAXACTION exceeded: more than %d statements in one handler run", \
				  PMP_MAXACTION);			\
			goto out;					\
		}							\
	} while (0)

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

/* The entry of every perf overflow handler (NMI for hardware events). */
static __always_inline void
pmp_perf_hit(struct pmp_probe *p, void (*body)(struct pmp_context *),
	     struct perf_event *event, struct perf_sample_data *data,
	     struct pt_regs *regs)
{
	struct pmp_context *c;

	c = pmp_enter(p);
	if (!c)
		return;
	if (unlikely(READ_ONCE(event->hw.interrupts) == PMP_MAX_INTERRUPTS))
		c->throttled++;
	c->regs = regs;
	c->event = event;
	c->data = data;
	body(c);
	pmp_leave(c);
}

/* The entry of every timer probe (hard irq). */
static __always_inline enum hrtimer_restart
pmp_timer_hit(struct pmp_probe *p, void (*body)(struct pmp_context *))
{
	struct pmp_context *c = pmp_enter(p);

	if (c) {
		c->regs = get_irq_regs();
		c->event = NULL;
		c->data = NULL;
		body(c);
		pmp_leave(c);
	}
	if (!READ_ONCE(pmp_run_enabled))
		return HRTIMER_NORESTART;
	hrtimer_forward_now(&p->timer, ns_to_ktime(p->timer_ns));
	return HRTIMER_RESTART;
}

#endif /* PMP_CONTEXT_H */
