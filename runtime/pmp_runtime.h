/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_runtime.h - the runtime every generated module includes first
 * (pmp_module.h comes last, after the generated code).  Each header owns
 * one concern; they are included in dependency order.  The whole module
 * is one translation unit, so kernel headers are parsed once.
 */
#ifndef PMP_RUNTIME_H
#define PMP_RUNTIME_H

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
#include <asm/unwind.h>

#include "pmp_compat.h"
#include "pmp_limits.h"
#include "pmp_alloc.h"
#include "pmp_lock.h"
#include "pmp_context.h"
#include "pmp_transport.h"
#include "pmp_string.h"
#include "pmp_stat.h"
#include "pmp_map.h"
#include "pmp_ctxfn.h"
#include "pmp_counter.h"

/* Integer division and modulo as in C, but defined for x / -1. */
static __always_inline long pmp_div(long a, long b)
{
	return b == -1 ? (long)(0UL - (unsigned long)a) : a / b;
}

static __always_inline long pmp_mod(long a, long b)
{
	return b == -1 ? 0 : a % b;
}

/* + - * and unary - wrap on overflow, as two's complement. */
static __always_inline long pmp_add(long a, long b)
{
	return (long)((unsigned long)a + (unsigned long)b);
}

static __always_inline long pmp_sub(long a, long b)
{
	return (long)((unsigned long)a - (unsigned long)b);
}

static __always_inline long pmp_mul(long a, long b)
{
	return (long)((unsigned long)a * (unsigned long)b);
}

static __always_inline long pmp_neg(long a)
{
	return (long)(0UL - (unsigned long)a);
}

/* Shift counts are taken modulo 64. */
static __always_inline long pmp_shl(long a, long b)
{
	return (long)((unsigned long)a << (b & 63));
}

static __always_inline long pmp_shr(long a, long b)
{
	return a >> (b & 63);
}

#endif /* PMP_RUNTIME_H */
