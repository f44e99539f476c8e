// SPDX-License-Identifier: GPL-2.0
/*
 * kretprobe_unload.c - the crash docs/SAFETY.md describes under "Kernel
 * function probes unloaded under fire" (multi-threaded TCG only),
 * reduced to a module with no pmprobe code: one
 * kretprobe on ksys_read (with entry=1, a kprobe too, on ksys_read or,
 * with aggr=0, on vfs_read), whose handlers only count; with dis=1 they
 * are registered disabled and then enabled, as pmprobe does.  Built as any
 * out-of-tree module (obj-m := kretprobe_unload.o) and loaded and
 * unloaded in a loop while a reader per CPU calls read() as fast as it
 * can:
 *
 *	for i in $(seq 80); do
 *		insmod kretprobe_unload.ko; usleep $((i % 10 * 20000))
 *		rmmod kretprobe_unload
 *	done
 *
 * On Debian's 6.1.0-57-amd64 (2 vCPUs, QEMU TCG) a reader jumped to
 * address 0 at a probed function's entry while the module was going,
 * after 3 to 27 rounds, in 5 of 6 boots (entry=1 dis=1; entry=1;
 * entry=1 dis=1 aggr=0, twice; dis=1; the one clean boot, 60 rounds of
 * entry=1, had /proc/sys/debug/kprobes-optimization at 0, as did one of
 * the crashes).
 */
#include <linux/kprobes.h>
#include <linux/module.h>

static int entry;
module_param(entry, int, 0400);
static int aggr = 1;
module_param(aggr, int, 0400);
static int dis;
module_param(dis, int, 0400);

static atomic_long_t pmp_repro_hits;

static int pmp_repro_pre(struct kprobe *kp, struct pt_regs *regs)
{
	atomic_long_inc(&pmp_repro_hits);
	return 0;
}

static int pmp_repro_ret(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	atomic_long_inc(&pmp_repro_hits);
	return 0;
}

static struct kprobe pmp_repro_kp = { .pre_handler = pmp_repro_pre };
static struct kretprobe pmp_repro_rp = { .handler = pmp_repro_ret, .maxactive = 64 };

static int __init pmp_repro_init(void)
{
	int rc;

	pmp_repro_rp.kp.symbol_name = "ksys_read";
	pmp_repro_kp.symbol_name = aggr ? "ksys_read" : "vfs_read";
	if (dis) {
		pmp_repro_rp.kp.flags = KPROBE_FLAG_DISABLED;
		pmp_repro_kp.flags = KPROBE_FLAG_DISABLED;
	}
	if (entry) {
		rc = register_kprobe(&pmp_repro_kp);
		if (rc)
			return rc;
	}
	rc = register_kretprobe(&pmp_repro_rp);
	if (rc) {
		if (entry)
			unregister_kprobe(&pmp_repro_kp);
		return rc;
	}
	if (dis) {
		if (entry)
			enable_kprobe(&pmp_repro_kp);
		enable_kprobe(&pmp_repro_rp.kp);
	}
	return 0;
}

static void __exit pmp_repro_exit(void)
{
	if (entry)
		unregister_kprobe(&pmp_repro_kp);
	unregister_kretprobe(&pmp_repro_rp);
	pr_info("kretprobe_unload: hits=%ld\n", atomic_long_read(&pmp_repro_hits));
}

module_init(pmp_repro_init);
module_exit(pmp_repro_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("pmprobe: a kretprobe loaded and unloaded under fire (kernel problem reproducer)");
