// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_uprobe.c - user function and USDT mark probes
 * (process("PATH").function("NAME"), .return, process("PATH").mark("NAME")):
 * one uprobe or uretprobe per point, at the file offset the translator
 * resolved (the loader checked that PATH is the file it was resolved in),
 * registered when the script starts, for every process that maps the
 * file, with a mark's semaphore as the uprobe's reference counter (the
 * kernel increments it in each such process while the probe is
 * registered); unregistered when the script stops, before its end probes
 * run, waiting for running handlers; the handlers, and the context
 * values $argN and $return read from the task's user registers and a
 * mark's arguments from its registers and memory.
 *
 * A uprobe's handler runs in the probed task's context (current is the
 * caller) on its way back to user mode, preemptible; pmprobe disables
 * preemption around the run (so that, as every handler, it sleeps not and
 * stays on this CPU's context) and reads user memory only with
 * copy_from_user_nofault().
 */

#include "pmp_runtime.h"

/*
 * A user function's .return probe with @entry values keeps each call's
 * values in a slot of its probe's table.  A uretprobe has no per-call
 * data on 6.1 and 6.12 (6.13's session consumers do), so the entry
 * handler claims a free slot, keyed by the task (and its start time: a
 * task_struct can be reused) and its user stack pointer at the call, and
 * the return handler finds it again from the stack pointer after the
 * return: 8 bytes higher on x86-64, where the return popped the return
 * address; the same on arm64.  Nested and recursive calls each have
 * their own slot, and a task that migrated finds its own on any CPU:
 * only the owner ever matches a slot, so filling and reading it need no
 * ordering beyond the claim and the release.  A call that never comes
 * back through the return trampoline (longjmp, the task's exit) leaves
 * its slot taken until the script stops.  When no slot near the key's
 * hash is free, the call's entry is skipped (counted as an entry skip)
 * and its return does not run.
 */
#define PMP_UP_ENTRY_SLOTS	1024	/* a power of two: calls in flight per probe */
#define PMP_UP_ENTRY_PROBES	64	/* slots tried from the key's hash */
#if defined(CONFIG_X86_64)
#define PMP_UP_RET_SP_OFFSET	8	/* sp after the return - sp at the call */
#else
#define PMP_UP_RET_SP_OFFSET	0
#endif

struct pmp_up_slot {
	unsigned long task;         /* the owner; 0: free */
	u64 start;                  /* its start_time */
	unsigned long sp;           /* its user stack pointer at the call */
	/* then the probe's entry_size bytes, at slot + 1 */
};

struct pmp_up {
	struct uprobe_consumer uc;
	struct pmp_probe *probe;
	struct path path;           /* held while registered */
	struct pmp_uprobe_handle h;
	bool registered;
	char *slots;                /* @entry: PMP_UP_ENTRY_SLOTS of stride bytes */
	size_t stride;
};

static struct pmp_up_slot *pmp_up_slot(struct pmp_up *u, unsigned long i)
{
	return (struct pmp_up_slot *)(u->slots + (i & (PMP_UP_ENTRY_SLOTS - 1)) * u->stride);
}

static unsigned long pmp_up_slot_hash(unsigned long sp)
{
	return hash_long((unsigned long)current ^ sp, ilog2(PMP_UP_ENTRY_SLOTS));
}

/* A free slot claimed for this call of current's at SP, or NULL. */
static struct pmp_up_slot *pmp_up_slot_claim(struct pmp_up *u, unsigned long sp)
{
	unsigned long h = pmp_up_slot_hash(sp), i;

	for (i = 0; i < PMP_UP_ENTRY_PROBES; i++) {
		struct pmp_up_slot *s = pmp_up_slot(u, h + i);

		if (!READ_ONCE(s->task) && !cmpxchg(&s->task, 0, (unsigned long)current)) {
			s->start = current->start_time;
			s->sp = sp;
			return s;
		}
	}
	return NULL;
}

/* Current's slot for its call at SP, or NULL. */
static struct pmp_up_slot *pmp_up_slot_find(struct pmp_up *u, unsigned long sp)
{
	unsigned long h = pmp_up_slot_hash(sp), i;

	for (i = 0; i < PMP_UP_ENTRY_PROBES; i++) {
		struct pmp_up_slot *s = pmp_up_slot(u, h + i);

		if (READ_ONCE(s->task) == (unsigned long)current &&
		    s->start == current->start_time && s->sp == sp)
			return s;
	}
	return NULL;
}

static void pmp_up_slot_release(struct pmp_up_slot *s)
{
	smp_store_release(&s->task, 0);   /* after the values are read */
}

static void pmp_up_run(struct pmp_probe *p, struct pt_regs *regs, void *entry)
{
	struct pmp_context *c;

	c = pmp_enter(p);
	if (c) {
		c->regs = regs;
		c->event = NULL;
		c->data = NULL;
		c->entry = entry;
		p->body(c);
		pmp_leave(c);
	}
}

static int pmp_up_entry(struct uprobe_consumer *uc, struct pt_regs *regs)
{
	preempt_disable();
	pmp_up_run(container_of(uc, struct pmp_up, uc)->probe, regs, NULL);
	preempt_enable();
	return 0;
}

/*
 * At the call of a function whose .return probe has @entry values: a
 * slot claimed and filled by the probe's entry function; released again
 * when the entry run fails (the return then finds none and does not run).
 */
static void pmp_up_call_entry(struct pmp_up *u, struct pt_regs *regs)
{
	struct pmp_probe *p = u->probe;
	struct pmp_up_slot *s;
	struct pmp_context *c;

	c = pmp_enter(p);
	if (!c)
		return;
	s = pmp_up_slot_claim(u, user_stack_pointer(regs));
	if (!s) {
		c->skipped = true;
		pmp_skip_note(p, PMP_SKIP_ENTRY);
		pmp_leave_entry(c);
		return;
	}
	c->regs = regs;
	c->event = NULL;
	c->data = NULL;
	c->entry = s + 1;
	p->entry(c);
	if (!pmp_leave_entry(c))
		pmp_up_slot_release(s);
}

static int pmp_up_call(struct uprobe_consumer *uc, struct pt_regs *regs)
{
	preempt_disable();
	pmp_up_call_entry(container_of(uc, struct pmp_up, uc), regs);
	preempt_enable();
	return 0;
}

/* At the function's return: with @entry values, the run that finds its
 * call's slot, which it releases after; without, every return runs. */
static int pmp_up_ret(struct uprobe_consumer *uc, unsigned long func, struct pt_regs *regs)
{
	struct pmp_up *u = container_of(uc, struct pmp_up, uc);
	struct pmp_up_slot *s;

	preempt_disable();
	if (!u->slots) {
		pmp_up_run(u->probe, regs, NULL);
	} else {
		s = pmp_up_slot_find(u, user_stack_pointer(regs) - PMP_UP_RET_SP_OFFSET);
		/* none: its entry was skipped or failed, counted there */
		if (s) {
			pmp_up_run(u->probe, regs, s + 1);
			pmp_up_slot_release(s);
		}
	}
	preempt_enable();
	return 0;
}

/* ------------------------------------------------------ context values */

static bool pmp_up_regs_ok(struct pmp_context *c, const char *what)
{
	if (c->regs && c->probe->kind == PMP_UPROBE)
		return true;
	pmp_error(c, pmp_where(c), "%s is only available in a user function's or mark's probe", what);
	return false;
}

#if defined(CONFIG_X86_64)
static unsigned long pmp_ureg(struct pt_regs *regs, int reg)
{
	switch (reg) {
	case PMP_UREG_X86_AX: return regs->ax;
	case PMP_UREG_X86_BX: return regs->bx;
	case PMP_UREG_X86_CX: return regs->cx;
	case PMP_UREG_X86_DX: return regs->dx;
	case PMP_UREG_X86_SI: return regs->si;
	case PMP_UREG_X86_DI: return regs->di;
	case PMP_UREG_X86_BP: return regs->bp;
	case PMP_UREG_X86_SP: return regs->sp;
	case PMP_UREG_X86_IP: return regs->ip;
	case PMP_UREG_X86_R8 + 0: return regs->r8;
	case PMP_UREG_X86_R8 + 1: return regs->r9;
	case PMP_UREG_X86_R8 + 2: return regs->r10;
	case PMP_UREG_X86_R8 + 3: return regs->r11;
	case PMP_UREG_X86_R8 + 4: return regs->r12;
	case PMP_UREG_X86_R8 + 5: return regs->r13;
	case PMP_UREG_X86_R8 + 6: return regs->r14;
	case PMP_UREG_X86_R8 + 7: return regs->r15;
	}
	return 0;
}

/* The SysV calling convention's argument N (1..6). */
static unsigned long pmp_uarg_reg(struct pt_regs *regs, int n)
{
	static const int regs_of_args[] = {
		PMP_UREG_X86_DI, PMP_UREG_X86_SI, PMP_UREG_X86_DX, PMP_UREG_X86_CX,
		PMP_UREG_X86_R8 + 0, PMP_UREG_X86_R8 + 1,
	};

	return n >= 1 && n <= ARRAY_SIZE(regs_of_args) ? pmp_ureg(regs, regs_of_args[n - 1]) : 0;
}
#elif defined(CONFIG_ARM64)
static unsigned long pmp_ureg(struct pt_regs *regs, int reg)
{
	if (reg == PMP_UREG_ARM64_SP)
		return regs->sp;
	return reg >= 0 && reg < 31 ? regs->regs[reg] : 0;
}

/* The AAPCS64 argument N (1..8): x0..x7. */
static unsigned long pmp_uarg_reg(struct pt_regs *regs, int n)
{
	return n >= 1 && n <= 8 ? regs->regs[n - 1] : 0;
}
#else
#error "pmprobe's user probes read x86-64 and arm64 registers only"
#endif

long pmp_up_arg(struct pmp_context *c, int n)
{
	if (!pmp_up_regs_ok(c, "$argN"))
		return 0;
	return (long)pmp_uarg_reg(c->regs, n);
}

long pmp_up_return(struct pmp_context *c)
{
	if (!pmp_up_regs_ok(c, "$return"))
		return 0;
	return (long)regs_return_value(c->regs);
}

/* V cut to SIZE bytes (negative: signed) and widened again. */
static long pmp_usdt_width(u64 v, int size)
{
	switch (size) {
	case 1: return (u8)v;
	case -1: return (s8)v;
	case 2: return (u16)v;
	case -2: return (s16)v;
	case 4: return (u32)v;
	case -4: return (s32)v;
	}
	return (long)v;
}

long pmp_usdt_arg(struct pmp_context *c, int kind, int reg, long long value, int size)
{
	unsigned long addr;
	u64 v = 0;
	int n = size < 0 ? -size : size;

	if (!pmp_up_regs_ok(c, "a mark's $argN"))
		return 0;
	if (kind == PMP_UARG_CONST)
		return pmp_usdt_width((u64)value, size);
	if (kind == PMP_UARG_REG)
		return pmp_usdt_width(pmp_ureg(c->regs, reg), size);
	addr = pmp_ureg(c->regs, reg) + (unsigned long)value;
	if (n > sizeof(v) || copy_from_user_nofault(&v, (const void __user *)addr, n)) {
		pmp_error(c, pmp_where(c), "cannot read the mark's argument at user address 0x%lx",
			  addr);
		return 0;
	}
	return pmp_usdt_width(v, size);   /* little-endian: the low bytes */
}

/* ----------------------------------------------------------- the probes */

static void pmp_up_free(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		if (pmp_probes[i].up)
			vfree(pmp_probes[i].up->slots);
		kfree(pmp_probes[i].up);
		pmp_probes[i].up = NULL;
	}
}

static int pmp_up_alloc(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (p->kind != PMP_UPROBE)
			continue;
		p->up = pmp_kzalloc(sizeof(*p->up));
		if (!p->up)
			return -ENOMEM;
		p->up->probe = p;
		if (!p->entry)
			continue;
		p->up->stride = sizeof(struct pmp_up_slot) + ALIGN(p->entry_size, 8);
		p->up->slots = pmp_vzalloc(PMP_UP_ENTRY_SLOTS * p->up->stride);
		if (!p->up->slots)
			return -ENOMEM;
	}
	return 0;
}

/* Every registered uprobe unregistered, after its running handlers
 * returned; then the files let go. */
static void pmp_up_close_all(void)
{
	bool any = false;
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_up *u = pmp_probes[i].up;

		if (u && u->registered) {
			pmp_uprobe_unregister_nosync(&u->h, &u->uc);
			any = true;
		}
	}
	if (!any)
		return;
	pmp_uprobe_unregister_sync();
	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_up *u = pmp_probes[i].up;

		if (u && u->registered) {
			path_put(&u->path);
			u->registered = false;
		}
	}
}

static int pmp_up_register(struct pmp_probe *p)
{
	struct pmp_up *u = p->up;
	int rc;

	rc = kern_path(p->up_path, LOOKUP_FOLLOW, &u->path);
	if (rc)
		return rc;
	memset(&u->uc, 0, sizeof(u->uc));
	if (p->up_return) {
		u->uc.ret_handler = pmp_up_ret;
		if (u->slots)
			u->uc.handler = pmp_up_call;
	} else
		u->uc.handler = pmp_up_entry;
	rc = pmp_uprobe_register(&u->h, d_real_inode(u->path.dentry), p->up_offset,
				 p->up_ref_offset, &u->uc);
	if (rc) {
		path_put(&u->path);
		return rc;
	}
	u->registered = true;
	return 0;
}

/* At start: every user probe registered (its hits before the script
 * runs are counted outside the armed window).  On failure none stays
 * registered, and the start's error names the point and the file. */
static int pmp_up_open_all(void)
{
	int i, rc;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];
		struct pmp_upopen_line l;

		if (p->kind != PMP_UPROBE)
			continue;
		rc = pmp_up_register(p);
		if (!rc)
			continue;
		l = (struct pmp_upopen_line){
			.where = p->where, .point = p->pp, .path = p->up_path, .err = -rc,
		};
		scnprintf(pmp_start_error, sizeof(pmp_start_error), PMP_LINE_FMT(UPOPEN),
			  PMP_LINE_ARGS(UPOPEN, PMP_LINE_UPOPEN, l));
		pmp_up_close_all();
		return rc;
	}
	return 0;
}
