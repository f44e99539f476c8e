// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_canary.c - a module that breaks the kernel's rules on purpose, so
 * that the debug lane (testsuite/lib/canary.sh) can prove its kernel-log scan
 * fails a test when the debug kernel's detectors report.  Not pmprobe
 * output, and loaded by that check only, each mode in a boot of its own:
 *   mode=kasan    reads one byte past a kmalloc'ed buffer (KASAN)
 *   mode=sleep    msleep() under a spinlock (DEBUG_ATOMIC_SLEEP)
 *   mode=lockdep  takes two mutexes in both orders (PROVE_LOCKING)
 */
#include <linux/delay.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

static char *mode = "";
module_param(mode, charp, 0444);
MODULE_PARM_DESC(mode, "kasan, sleep or lockdep");

/* The index read: a parameter, so that the compiler cannot see it is past
 * the end (it would warn, or drop the access). */
static int past = 16;
module_param(past, int, 0444);

static DEFINE_SPINLOCK(canary_spin);
static DEFINE_MUTEX(canary_a);
static DEFINE_MUTEX(canary_b);

static int canary_kasan(void)
{
	char *buf = kmalloc(16, GFP_KERNEL);
	char c;

	if (!buf)
		return -ENOMEM;
	c = READ_ONCE(buf[past]);
	pr_info("pmp_canary: read %d past a 16-byte buffer\n", c);
	kfree(buf);
	return 0;
}

static int canary_sleep(void)
{
	spin_lock(&canary_spin);
	msleep(1);
	spin_unlock(&canary_spin);
	return 0;
}

static int canary_lockdep(void)
{
	mutex_lock(&canary_a);
	mutex_lock(&canary_b);
	mutex_unlock(&canary_b);
	mutex_unlock(&canary_a);

	mutex_lock(&canary_b);
	mutex_lock(&canary_a);
	mutex_unlock(&canary_a);
	mutex_unlock(&canary_b);
	return 0;
}

static int __init canary_init(void)
{
	if (!strcmp(mode, "kasan"))
		return canary_kasan();
	if (!strcmp(mode, "sleep"))
		return canary_sleep();
	if (!strcmp(mode, "lockdep"))
		return canary_lockdep();
	pr_err("pmp_canary: mode=kasan, sleep or lockdep\n");
	return -EINVAL;
}

static void __exit canary_exit(void)
{
}

module_init(canary_init);
module_exit(canary_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("pmprobe test suite: trips the debug kernel's detectors");
