/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_kernel.h - every kernel header the runtime uses.  The runtime's
 * object includes it; a script's object includes it only when the script
 * brings embedded C of its own (-g, or a tapset given with -I), which may
 * use any of these APIs.  The shipped tapset needs only pmp_script.h.
 */
#ifndef PMP_KERNEL_H
#define PMP_KERNEL_H

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/atomic.h>
#include <linux/cpu.h>
#include <linux/ctype.h>
#include <linux/cpuhotplug.h>
#include <linux/cred.h>
#include <linux/delay.h>
#include <linux/hash.h>
#include <linux/hrtimer.h>
#include <linux/irq_work.h>
#include <linux/jhash.h>
#include <linux/kallsyms.h>
#include <linux/kprobes.h>
#include <linux/math64.h>
#include <linux/mutex.h>
#include <linux/namei.h>
#include <linux/percpu.h>
#include <linux/perf_event.h>
#include <linux/hw_breakpoint.h>
#include <linux/pid.h>
#include <linux/poll.h>
#include <linux/proc_fs.h>
#include <linux/ring_buffer.h>
#include <linux/sched.h>
#include <linux/sched/task.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/sort.h>
#include <linux/string.h>
#include <linux/timekeeping.h>
#include <linux/uaccess.h>
#include <linux/uidgid.h>
#include <linux/vmalloc.h>
#include <linux/wait.h>
#include <linux/workqueue.h>
#include <asm/irq_regs.h>

#endif /* PMP_KERNEL_H */
