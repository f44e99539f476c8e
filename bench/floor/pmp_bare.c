// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_bare.c - the floor of the handler-cost benchmark: one sampling
 * event per online CPU (cpu_clock, or with hw=1 the PMU's cycles) whose
 * overflow handler only increments a per-CPU counter.  What any
 * perf-event based tool pays per sample before running a single line of
 * script.  The hit count is printed at unload.
 */
#include <linux/module.h>
#include <linux/perf_event.h>
#include <linux/percpu.h>

static ulong period = 100000;
module_param(period, ulong, 0400);
static bool hw;
module_param(hw, bool, 0400);

static DEFINE_PER_CPU(unsigned long, pmp_bare_hits);
static struct perf_event **pmp_bare_events;

static void pmp_bare_overflow(struct perf_event *e, struct perf_sample_data *d,
			      struct pt_regs *r)
{
	this_cpu_inc(pmp_bare_hits);
}

static void pmp_bare_close(void)
{
	int cpu;

	for_each_possible_cpu(cpu)
		if (pmp_bare_events[cpu] && !IS_ERR(pmp_bare_events[cpu]))
			perf_event_release_kernel(pmp_bare_events[cpu]);
	kfree(pmp_bare_events);
}

static int __init pmp_bare_init(void)
{
	struct perf_event_attr attr = {
		.size = sizeof(attr),
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_CPU_CLOCK,
	};
	int cpu;

	if (hw) {
		attr.type = PERF_TYPE_HARDWARE;
		attr.config = PERF_COUNT_HW_CPU_CYCLES;
	}
	attr.sample_period = period;
	pmp_bare_events = kcalloc(nr_cpu_ids, sizeof(*pmp_bare_events), GFP_KERNEL);
	if (!pmp_bare_events)
		return -ENOMEM;
	for_each_online_cpu(cpu) {
		pmp_bare_events[cpu] = perf_event_create_kernel_counter(&attr, cpu, NULL,
									pmp_bare_overflow, NULL);
		if (IS_ERR(pmp_bare_events[cpu])) {
			int err = PTR_ERR(pmp_bare_events[cpu]);

			pmp_bare_close();
			return err;
		}
	}
	return 0;
}

static void __exit pmp_bare_exit(void)
{
	unsigned long hits = 0;
	int cpu;

	pmp_bare_close();
	for_each_possible_cpu(cpu)
		hits += per_cpu(pmp_bare_hits, cpu);
	pr_info("pmp_bare: hits=%lu\n", hits);
}

module_init(pmp_bare_init);
module_exit(pmp_bare_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("pmprobe benchmark floor: a bare cpu_clock or cycles sampler");
