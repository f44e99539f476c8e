/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_runtime.h - the runtime's one internal header: the types, state and
 * functions its files share, in one section per owning file.  Only the
 * runtime's files include it, all of them in one translation unit
 * (pmp_runtime.c), so everything shared stays static: declared here,
 * defined in its owner (again, with its initial value).  Anything not
 * here is private to its file.  The script's object never sees this: its
 * interface is pmp_script.h, whose functions the runtime defines too.
 *
 * Calls between files go one way, from a section to the sections above
 * it (pmp_compat.h and this header's inline helpers are below them all):
 * alloc, lock, transport, context, string, stat, map, globals, ctxfn,
 * counter, events, control, procfs, module.
 */
#ifndef PMP_RUNTIME_H
#define PMP_RUNTIME_H

#include "pmp_kernel.h"
#include "pmp_script.h"
#include "pmp_compat.h"

/* ------------------------------------------------------------ shared types */

/*
 * -D CHECK_CONTEXT=1 (the test suite's run tests): assert the context
 * rules where they apply.  The stock kernels of the test guests have no
 * lockdep and no DEBUG_ATOMIC_SLEEP, so without this a handler path that
 * could sleep would go unnoticed; with it, the WARNING these print fails
 * the test (the guest's kernel log is scanned).
 */
#define pmp_assert_atomic() \
	WARN_ON_ONCE(PMP_CHECK_CONTEXT && pmp_can_tell_preemptible() && preemptible())
#define pmp_assert_may_sleep() \
	WARN_ON_ONCE(PMP_CHECK_CONTEXT && pmp_can_tell_preemptible() && !preemptible())

/* The module's states (their names: pmp_abi.h's PMP_STATES).  LOADED:
 * initialised, nothing started; STARTING: begin probes running, events
 * being opened; STOPPING: events off, error/end probes running; STOPPED:
 * everything released, the data file drains to EOF; FAILED: start failed,
 * nothing was started. */
#define PMP_STATE_ENUM(name, text) PMP_##name,
enum pmp_state { PMP_STATES(PMP_STATE_ENUM) };
#undef PMP_STATE_ENUM

enum pmp_stop_reason { PMP_STOP_NONE, PMP_STOP_EXIT, PMP_STOP_ERROR,
		       PMP_STOP_USER };

/* A context's scratch: a symbol name, or a string being formatted. */
#define PMP_SCRATCH_SIZE (KSYM_SYMBOL_LEN + PMP_MAXSTRINGLEN)

/* A perf probe with one event per CPU (not .process). */
static inline bool pmp_is_cpu_probe(const struct pmp_probe *p)
{
	return p->kind == PMP_PERF && !p->process;
}

/*
 * What became of each call of a probe's handler, per CPU: the perf
 * overflow handler (or the timer) called it, and it either ran the
 * script's body (RUN), was skipped (the pmp_skip_reason ones, which come
 * first so that a reason is its own index), or came while the handlers
 * were not armed (OUTSIDE: before start armed them, once stop or exit()
 * disarmed them).  THROTTLED counts the calls perf marked as throttling
 * the event, whatever became of them.  So a probe's calls are exactly
 * RUN + the skips + OUTSIDE, and the stats file's counter line gives each
 * number with the event's count (docs/SAFETY.md: what reconciles).
 * local64_t, per CPU: an increment is one instruction on x86 and an
 * atomic on arm64, safe against the NMI or interrupt of another call
 * on the same CPU; no lock.  raw_cpu_ptr: handlers run with preemption
 * off, and the begin/end probes (a lock skip is counted there too) with
 * migration off, so the CPU cannot change under the increment.
 */
enum pmp_call {
	PMP_CALL_REENTRANT = PMP_SKIP_REENTRANT,
	PMP_CALL_LOCK = PMP_SKIP_LOCK,
	PMP_CALL_ENTRY = PMP_SKIP_ENTRY,
	PMP_CALL_RUN = PMP_SKIP_NR,
	PMP_CALL_OUTSIDE,
	PMP_CALL_THROTTLED,
	PMP_CALL_NR,
};

struct pmp_probe_calls {
	local64_t n[PMP_CALL_NR];
	/* How long perf kept the event stopped after throttling it, as
	 * pmp_throttle_note() estimates it; written by this CPU's calls of
	 * the probe's overflow handler only (they do not nest), and at stop. */
	u64 last_call_ns;           /* local clock at the previous call */
	u64 last_gap_ns;            /* between the two calls before it */
	u64 throttled_at_ns;        /* the call that throttled it, or 0 */
	u64 stopped_ns;             /* estimated time stopped, in all */
};

static __always_inline void pmp_call_note(struct pmp_probe *p, enum pmp_call what)
{
	local64_inc(&raw_cpu_ptr(p->calls)->n[what]);
}

/* ------------------------------------------------------------- pmp_alloc.c */

static atomic_long_t pmp_mem_bytes;

static void *pmp_vzalloc(size_t n);
static void *pmp_kzalloc(size_t n);
static void *pmp_kcalloc(size_t n, size_t size);
static void __percpu *pmp_alloc_percpu(size_t size, size_t align);
static void pmp_mem_note_ring_buffer(struct trace_buffer *rb);

/* --------------------------------------------------------- pmp_transport.c */

static struct trace_buffer *pmp_rb;
static struct wait_queue_head pmp_read_wq;
static int pmp_data_pending;
static atomic_t pmp_readers;
static atomic64_t pmp_msg_dropped;
static bool pmp_wait_gave_up;

static int pmp_transport_alloc(void);
static void pmp_transport_free(void);
static void pmp_record_commit(struct pmp_context *c, bool more);

/* ----------------------------------------------------------- pmp_context.c */

static struct pmp_context **pmp_contexts;
static struct pmp_context *pmp_proc_ctx;
static bool pmp_run_enabled;
static atomic64_t pmp_errors;
static atomic64_t pmp_skips[PMP_SKIP_NR];
static atomic_t pmp_stop_reason;
static struct irq_work pmp_stop_irq_work;

static int pmp_contexts_alloc(void);
static void pmp_contexts_free(void);
static void pmp_request_stop(enum pmp_stop_reason why);
static __always_inline const char *pmp_where(struct pmp_context *c);
static void pmp_perf_overflow(struct perf_event *event,
			      struct perf_sample_data *data,
			      struct pt_regs *regs);
static enum hrtimer_restart pmp_timer_fire(struct hrtimer *t);

/* ------------------------------------------------------------ pmp_string.c */

/* String values cut at MAXSTRINGLEN (not an error: counted, and the
 * stats file's strings_cut says how many). */
static atomic64_t pmp_strings_cut;

static __always_inline void pmp_note_cut(void)
{
	atomic64_inc(&pmp_strings_cut);
}

/* -------------------------------------------------------------- pmp_stat.c */

static void pmp_stat_merge(const struct pmp_stat_desc *d, struct pmp_stat *dst,
			   const struct pmp_stat *src, bool buckets);

/* ----------------------------------------------------------- pmp_globals.c */

static int pmp_globals_alloc(void);
static void pmp_globals_free(void);
static void pmp_globals_dump(struct pmp_context *c);

/* ----------------------------------------------------------- pmp_counter.c */

struct pmp_count {
	u64 count, enabled, running;
};

/* Values published by one writer for readers in any context. */
struct pmp_count_snap {
	u32 seq;                    /* odd while being written */
	bool valid;
	struct pmp_count v;
};

static int pmp_counter_refresh_alloc(void);
static void pmp_counter_refresh_free(void);
static void pmp_counter_refresh_start(unsigned int cpu);
static void pmp_counter_refresh_stop(unsigned int cpu);
static void pmp_counter_keep_offline(struct pmp_probe *p, struct perf_event *e);
static void pmp_probe_totals(struct pmp_probe *p, struct pmp_count *v);
static void pmp_core_totals(struct pmp_probe *p, int t, struct pmp_count *v);

/* ------------------------------------------------------------ pmp_events.c */

static struct hrtimer *pmp_timers;
static char pmp_start_error[512];

static int pmp_probes_alloc(void);
static void pmp_probes_free(void);
static int pmp_open_events(void);

/* -------------------------------------------------------- pmp_tracepoint.c */

static int pmp_tp_params(void);
static void pmp_enable_events(void);
static void pmp_disable_events(void);
static void pmp_close_events(void);
static void pmp_start_timers(void);
static void pmp_cancel_timers(void);

/* ----------------------------------------------------------- pmp_control.c */

static atomic_t pmp_state;
static struct mutex pmp_ctl_mutex;
static bool pmp_unloading;

static void pmp_control_init(void);
static void pmp_control_unload(void);
static void pmp_control_exit(void);
static int pmp_start(void);
static void pmp_stop(enum pmp_stop_reason why);

/* ------------------------------------------------------------ pmp_procfs.c */

static int pmp_procfs_create(void);
static void pmp_procfs_remove(void);

/* ------------------------------------------------------------ pmp_module.c */

static int pmp_target;
static bool pmp_timing;
static bool pmp_overwrite;
static bool pmp_json;
static bool pmp_check;
static bool pmp_fields;
static ulong pmp_bufsize;
static ulong pmp_bp_addr[16];
static char pmp_procname[MODULE_NAME_LEN];
static uint pmp_pmu_type[PMP_PMU_MAX];
static int pmp_pmu_count;
static unsigned long long pmp_pmu_config[PMP_PMU_MAX];
static unsigned long long pmp_pmu_config1[PMP_PMU_MAX];
static unsigned long long pmp_pmu_config2[PMP_PMU_MAX];
static char pmp_pmu_cpus[PMP_PMU_CPUS_LEN];
static uint pmp_tp_id[PMP_TP_MAX];
static int pmp_tp_count;
static uint pmp_tp_off[PMP_TP_FIELDS_MAX];
static int pmp_tp_off_count;
static uint pmp_tp_size[PMP_TP_FIELDS_MAX];
static uint pmp_tp_flags[PMP_TP_FIELDS_MAX];

#endif /* PMP_RUNTIME_H */
