// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_bare_kp.c - the floor of the kernel-function benchmark: one kprobe
 * on a function (symbol=, default ksys_read) whose handler only
 * increments a per-CPU counter.  What any kprobe-based tool pays per hit
 * (the kernel's breakpoint or ftrace trampoline, the kprobe dispatch)
 * before running a line of script.  The hit count is printed at unload.
 */
#include <linux/kprobes.h>
#include <linux/module.h>
#include <linux/percpu.h>

static char *symbol = "ksys_read";
module_param(symbol, charp, 0400);

static DEFINE_PER_CPU(unsigned long, pmp_bare_kp_hits);

static int pmp_bare_kp_pre(struct kprobe *kp, struct pt_regs *regs)
{
	this_cpu_inc(pmp_bare_kp_hits);
	return 0;
}

static struct kprobe pmp_bare_kp = {
	.pre_handler = pmp_bare_kp_pre,
};

static int __init pmp_bare_kp_init(void)
{
	pmp_bare_kp.symbol_name = symbol;
	return register_kprobe(&pmp_bare_kp);
}

static void __exit pmp_bare_kp_exit(void)
{
	unsigned long hits = 0;
	int cpu;

	unregister_kprobe(&pmp_bare_kp);
	for_each_possible_cpu(cpu)
		hits += per_cpu(pmp_bare_kp_hits, cpu);
	pr_info("pmp_bare_kp: hits=%lu\n", hits);
}

module_init(pmp_bare_kp_init);
module_exit(pmp_bare_kp_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("pmprobe benchmark floor: a bare kprobe");
