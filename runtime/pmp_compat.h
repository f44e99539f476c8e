/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_compat.h - every difference between the kernel lines pmprobe
 * builds for (6.1 and 6.12 and what comes after) lives here, behind one
 * pmp_ name, so the rest of the runtime and the generated code never
 * test a kernel version.
 */
#ifndef PMP_COMPAT_H
#define PMP_COMPAT_H

#include <linux/version.h>
#include <linux/hrtimer.h>
#include <linux/perf_event.h>
#include <linux/sched/clock.h>
#include <linux/preempt.h>

/* kernel/events/core.c's marker for a throttled event (private there). */
#define PMP_MAX_INTERRUPTS (~0ULL)

/* kernel/events/core.c's EVENT_TIME bit of perf_event_context.is_active
 * (private there; 0x4 in every kernel since 4.x, 6.12 included): set
 * while the context's time is running. */
#define PMP_PERF_EVENT_TIME 0x4

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

#endif /* PMP_COMPAT_H */
