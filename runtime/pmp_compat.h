/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_compat.h - every difference between the kernel lines pmprobe
 * builds for (6.1 and 6.12 and what comes after) lives here, behind one
 * pmp_ name, so the rest of the runtime and the generated code never
 * test a kernel version; and, at the end, every use of what perf's core
 * (kernel/events/core.c) keeps private, with the lines it mirrors.
 */
#ifndef PMP_COMPAT_H
#define PMP_COMPAT_H

#include <linux/version.h>
#include <linux/hrtimer.h>
#include <linux/perf_event.h>
#include <linux/sched.h>
#include <linux/sched/clock.h>
#include <linux/preempt.h>
#include <linux/stacktrace.h>
#ifdef CONFIG_X86
#include <asm/unwind.h>
#endif

/* hrtimer_setup() replaced hrtimer_init() + ->function in 6.13.  Every
 * pmprobe timer expires in hard-irq context (also on PREEMPT_RT): start
 * it with HRTIMER_MODE_REL_HARD or HRTIMER_MODE_REL_PINNED_HARD. */
static inline void pmp_hrtimer_setup(struct hrtimer *t,
				     enum hrtimer_restart (*fn)(struct hrtimer *))
{
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 13, 0)
	hrtimer_setup(t, fn, CLOCK_MONOTONIC, HRTIMER_MODE_REL_HARD);
#else
	hrtimer_init(t, CLOCK_MONOTONIC, HRTIMER_MODE_REL_HARD);
	t->function = fn;
#endif
}

/* from_timer() became timer_container_of() in 6.16; unused here so far. */

/* local_clock(): inline in 6.1, exported in 6.12; both NMI safe. */
static __always_inline u64 pmp_local_clock(void)
{
	return local_clock();
}

/* Process-context probes stay on one CPU (they may sleep for output). */
static inline void pmp_migrate_disable(void)
{
	migrate_disable();
}

static inline void pmp_migrate_enable(void)
{
	migrate_enable();
}

/*
 * Uprobes: 6.1 registers with uprobe_register_refctr(inode, offset,
 * ref_ctr_offset, consumer) and unregisters with uprobe_unregister(inode,
 * offset, consumer), which waits for the consumer's running handlers;
 * 6.12's uprobe_register(inode, offset, ref_ctr_offset, consumer) returns
 * the uprobe, uprobe_unregister_nosync(uprobe, consumer) waits for
 * nothing and one uprobe_unregister_sync() afterwards waits for every
 * handler.  The handlers' signatures are the same on both.
 */
#include <linux/uprobes.h>

struct pmp_uprobe_handle {
	struct inode *inode;
	loff_t offset;
	struct uprobe *uprobe;      /* 6.12's */
};

static inline int pmp_uprobe_register(struct pmp_uprobe_handle *h, struct inode *inode,
				      loff_t offset, loff_t ref_ctr_offset,
				      struct uprobe_consumer *uc)
{
	h->inode = inode;
	h->offset = offset;
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 12, 0)
	h->uprobe = uprobe_register(inode, offset, ref_ctr_offset, uc);
	return IS_ERR(h->uprobe) ? PTR_ERR(h->uprobe) : 0;
#else
	return uprobe_register_refctr(inode, offset, ref_ctr_offset, uc);
#endif
}

/* Unregisters; its handlers may still be running until
 * pmp_uprobe_unregister_sync() returns. */
static inline void pmp_uprobe_unregister_nosync(struct pmp_uprobe_handle *h,
						struct uprobe_consumer *uc)
{
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 12, 0)
	uprobe_unregister_nosync(h->uprobe, uc);
#else
	uprobe_unregister(h->inode, h->offset, uc);
#endif
}

static inline void pmp_uprobe_unregister_sync(void)
{
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 12, 0)
	uprobe_unregister_sync();
#endif
}

/* ------------------------------------------------- perf-core internals */

/*
 * What the runtime does the way kernel/events/core.c does it privately,
 * each with the lines it mirrors in the kernels pmprobe is tested on
 * (Debian's 6.1.192 and 6.12.95).  A change there would not break the
 * build, only the counts: testsuite/run/counter_mirror_vs_exact.pp
 * compares what these give in a handler with perf_event_read_value(),
 * and run/perf_throttled.pp the throttle marker with the kernel's
 * throttling, on both kernels (docs/SAFETY.md).  The fields read are
 * struct perf_event's and perf_event_context's (include/linux/
 * perf_event.h): a field that goes away breaks the build, not this.
 */

/* MAX_INTERRUPTS (6.1: core.c:2555; 6.12: 2613), hw.interrupts of an
 * event just throttled: __perf_event_account_interrupt() stores it (6.1:
 * 9387; 6.12: 9765), then __perf_event_overflow() still calls the
 * overflow handler (6.1: 9492; 6.12: 9977). */
#define PMP_MAX_INTERRUPTS (~0ULL)

static __always_inline bool pmp_perf_throttled(struct perf_event *e)
{
	return READ_ONCE(e->hw.interrupts) == PMP_MAX_INTERRUPTS;
}

/* EVENT_TIME of enum event_type_t (6.1: core.c:373; 6.12: 161), the bit
 * of perf_event_context.is_active set while the context's time runs. */
#define PMP_PERF_EVENT_TIME 0x4

/* The count with the children's: perf_event_count() (6.1: core.c:
 * 4477-4481; 6.12: 4667-4674, its "self" false). */
static inline u64 pmp_perf_event_count(struct perf_event *e)
{
	return local64_read(&e->count) + atomic64_read(&e->child_count);
}

/*
 * Enabled and running times now, as calc_timer_values() computes them
 * for perf_event_read_local() (6.1: core.c:4482-4493; 6.12: 4675-4686).
 * The context's time now is perf_event_time_now()'s (6.1: 1524-1540;
 * 6.12: 1552-1568): perf_clock(), which is local_clock() (6.1: 590-593;
 * 6.12: 631-634), plus ctx->timeoffset while is_active has EVENT_TIME
 * (the offset __update_context_time() stores, 6.1: 1504; 6.12: 1532),
 * else ctx->time.  Then __perf_update_times() (6.1: 633-646; 6.12:
 * 674-687): the totals stored at event->tstamp, plus the time since,
 * while enabled (running: while on a PMU).  Unlike it: the event may be
 * another CPU's, whose clock may be a hair ahead of this one's (the time
 * since is then 0); children's times are added (.process events
 * inherit); the state is the event's own, as __perf_effective_state()
 * (6.1: 622-631; 6.12: 663-672) gives for an event leading its own group,
 * as every pmprobe event does.  No cgroup events here.
 */
static inline void pmp_perf_event_times(struct perf_event *e, u64 *enabled,
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
		delta = 0;
	if (state >= PERF_EVENT_STATE_INACTIVE)
		*enabled += delta;
	if (state >= PERF_EVENT_STATE_ACTIVE)
		*running += delta;
}

/*
 * Brings E's count up to date if E is on this CPU's PMU now, as
 * perf_event_read_local() does (6.1: core.c:4549-4550; 6.12: 4751-4752)
 * with perf_pmu_read()'s check of the state (6.1: 1187-1192; 6.12:
 * 1216-1221): pmu->read() of an active event, on its own CPU, with
 * interrupts off or from an interrupt.  Only a core or software PMU's:
 * an uncore PMU's read may take locks.
 */
static inline void pmp_perf_read_local(struct perf_event *e)
{
	if (READ_ONCE(e->oncpu) == raw_smp_processor_id() &&
	    READ_ONCE(e->state) == PERF_EVENT_STATE_ACTIVE &&
	    e->pmu->task_ctx_nr != perf_invalid_context)
		e->pmu->read(e);
}

/*
 * Whether preemptible() says anything: without CONFIG_PREEMPT_COUNT (as
 * Debian's arm64 kernels, PREEMPT_VOLUNTARY and no PREEMPT_DYNAMIC) it is
 * 0 everywhere, so the context assertions of -D CHECK_CONTEXT cannot be
 * made there (the debug kernels of scripts/debug-kernel have it).
 */
static __always_inline bool pmp_can_tell_preemptible(void)
{
	return IS_ENABLED(CONFIG_PREEMPT_COUNT);
}

/* ---------------------------------------------------------- architectures */

/*
 * The kernel stack of a sample whose registers are REGS, innermost
 * first, into PCS (at most MAX); 0 frames for a sample in user mode.
 */
#ifdef CONFIG_X86
/*
 * As perf's own kernel callchains: regs saved by an interrupt or
 * exception (EFLAGS bit 1 always set) start the ORC unwind at the
 * sample's instruction; the regs a software event makes up at its call
 * site (perf_fetch_caller_regs(), flags 0) do not describe a frame, so
 * the unwind starts from their stack pointer instead.
 */
static inline int pmp_stack_from_regs(struct pt_regs *regs, unsigned long *pcs, int max)
{
	struct unwind_state state;
	int n = 0;

	if (user_mode(regs))
		return 0;
	if (regs->flags & X86_EFLAGS_FIXED) {
		pcs[n++] = instruction_pointer(regs);
		unwind_start(&state, current, regs, NULL);
	} else {
		unwind_start(&state, current, NULL, (unsigned long *)regs->sp);
	}
	for (; !unwind_done(&state) && n < max; unwind_next_frame(&state)) {
		unsigned long pc = unwind_get_return_address(&state);

		if (!pc)
			break;
		if (n == 1 && pc == pcs[0])
			continue;
		pcs[n++] = pc;
	}
	return n;
}
/* A 64-bit task's user registers: its frame pointer (rbp). */
static inline bool pmp_user_64bit(struct pt_regs *regs)
{
	return user_64bit_mode(regs);
}
static inline unsigned long pmp_user_fp(struct pt_regs *regs)
{
	return regs->bp;
}
#elif defined(CONFIG_ARM64)
/* A 64-bit task's user registers: its frame pointer (x29). */
static inline bool pmp_user_64bit(struct pt_regs *regs)
{
	return !compat_user_mode(regs);
}
static inline unsigned long pmp_user_fp(struct pt_regs *regs)
{
	return regs->regs[29];
}

/*
 * arm64 exports no unwinder that starts at a pt_regs (arch_stack_walk()
 * and stack_trace_save_regs() are not exported): stack_trace_save()
 * walks from here, and arm64's unwinder crosses the exception boundary
 * through the frame record pt_regs holds (its pc), into the interrupted
 * code.  The frames before the sample's pc are the handler's own and are
 * dropped.  A software event's made-up regs (perf_fetch_caller_regs)
 * hold a pc inside its caller, not a return address: the first frame
 * within 256 bytes of it is taken as the sample's.  Without either, the
 * stack is the sample's pc alone.
 */
#define PMP_HANDLER_FRAMES 32
static inline int pmp_stack_from_regs(struct pt_regs *regs, unsigned long *pcs, int max)
{
	unsigned long all[PMP_HANDLER_FRAMES + 64];
	unsigned long pc = instruction_pointer(regs);
	unsigned int n, i, from = UINT_MAX;
	int out = 0;

	if (user_mode(regs))
		return 0;
	n = stack_trace_save(all, ARRAY_SIZE(all), 0);
	for (i = 0; i < n && from == UINT_MAX; i++)
		if (all[i] == pc)
			from = i;
	for (i = 0; i < n && from == UINT_MAX; i++)
		if (all[i] - pc + 256 < 512)
			from = i;
	pcs[out++] = pc;
	for (i = from == UINT_MAX ? n : from + 1; i < n && out < max; i++)
		pcs[out++] = all[i];
	return out;
}
#else
#error "pmprobe's runtime builds for x86_64 and arm64"
#endif

#endif /* PMP_COMPAT_H */
