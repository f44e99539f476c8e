// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_kprobe.c - kernel function probes (kernel.function("NAME"),
 * kprobe.function("NAME"), .return): one kprobe or kretprobe per point,
 * not per CPU, registered disabled when the script starts (so that a
 * function the kernel lacks or refuses fails the start before any begin
 * probe runs), enabled with the perf events, and unregistered when the
 * script stops, before its end probes run; the handlers (a .return
 * with @entry values has an entry handler too, which fills the
 * kretprobe instance's data), and the context variables $argN and
 * $return read from the registers.
 *
 * A kprobe's handler runs where the function is called, in the calling
 * task's context (current is the caller), with preemption disabled (on
 * x86 from the ftrace trampoline or the int3 trap, IRQs possibly off);
 * a kretprobe's at the function's return, likewise.  It goes through
 * pmp_enter()/pmp_leave() as every handler does: a hit while this CPU is
 * already inside a handler is skipped and counted (PMP_SKIP_REENTRANT).
 * Nothing here sleeps, allocates or takes a lock.  The kernel itself
 * does not call a kprobe handler from inside another kprobe handler, nor
 * catch a return when its kretprobe has no free instance: those hits are
 * the kprobe's nmissed, reported at exit.
 */

#include "pmp_runtime.h"

struct pmp_kp {
	struct kretprobe rp;        /* rp.kp: the kprobe of an entry point too */
	struct pmp_probe *probe;
	bool registered;
	u64 nmissed;                /* kept when it is unregistered */
};

static void pmp_kp_run(struct pmp_probe *p, struct pt_regs *regs, void *entry)
{
	struct pmp_context *c = pmp_enter(p);

	if (!c)
		return;
	c->regs = regs;
	c->event = NULL;
	c->data = NULL;
	c->entry = entry;
	p->body(c);
	pmp_leave(c);
}

static int pmp_kp_pre(struct kprobe *kp, struct pt_regs *regs)
{
	struct pmp_kp *k = container_of(kp, struct pmp_kp, rp.kp);

	pmp_kp_run(k->probe, regs, NULL);
	return 0;
}

static int pmp_kp_ret(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	struct kretprobe *rp = get_kretprobe(ri);

	/* NULL only once it is being unregistered (no rethook) */
	if (rp)
		pmp_kp_run(container_of(rp, struct pmp_kp, rp)->probe, regs, ri->data);
	return 0;
}

/*
 * A .return probe with @entry values: at the call's entry (the kprobe's
 * handler, in the caller's context), its entry function fills this
 * instance's data, which travels with the call to its return, whatever
 * CPU that is on, and however the call nests (one instance per call in
 * flight).  Nonzero drops the instance: no return run for this call,
 * counted already (skipped, outside, or its entry failed).
 */
static int pmp_kp_entry(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	struct kretprobe *rp = get_kretprobe(ri);
	struct pmp_probe *p;
	struct pmp_context *c;

	if (!rp)
		return 1;
	p = container_of(rp, struct pmp_kp, rp)->probe;
	c = pmp_enter(p);
	if (!c)
		return 1;
	c->regs = regs;
	c->event = NULL;
	c->data = NULL;
	c->entry = ri->data;
	p->entry(c);
	return pmp_leave_entry(c) ? 0 : 1;
}

/* ------------------------------------------------------ context values */

static bool pmp_kp_regs_ok(struct pmp_context *c, const char *what)
{
	if (c->regs && c->probe->kind == PMP_KPROBE)
		return true;
	pmp_error(c, pmp_where(c), "%s is only available in a kernel function's probe", what);
	return false;
}

long pmp_kp_arg(struct pmp_context *c, int n)
{
	if (!pmp_kp_regs_ok(c, "$argN"))
		return 0;
	return (long)regs_get_kernel_argument(c->regs, n - 1);
}

long pmp_kp_return(struct pmp_context *c)
{
	if (!pmp_kp_regs_ok(c, "$return"))
		return 0;
	return (long)regs_return_value(c->regs);
}

/* ----------------------------------------------------------- the probes */

static void pmp_kp_free(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		kfree(pmp_probes[i].kp);
		pmp_probes[i].kp = NULL;
	}
}

static int pmp_kp_alloc(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (p->kind != PMP_KPROBE)
			continue;
		p->kp = pmp_kzalloc(sizeof(*p->kp));
		if (!p->kp)
			return -ENOMEM;
		p->kp->probe = p;
	}
	return 0;
}

/* The kernel's count of hits it did not call P's handler for. */
static u64 pmp_kp_nmissed(const struct pmp_probe *p)
{
	const struct pmp_kp *k = p->kp;

	if (!k)
		return 0;
	if (!k->registered)
		return k->nmissed;
	return READ_ONCE(k->rp.kp.nmissed) +
	       (p->kp_return ? (u64)READ_ONCE(k->rp.nmissed) : 0);
}

static void pmp_kp_unregister(struct pmp_probe *p)
{
	struct pmp_kp *k = p->kp;

	if (!k || !k->registered)
		return;
	/* waits for running handlers (and, for a kretprobe, keeps none of
	 * its returns from calling the handler afterwards) */
	if (p->kp_return)
		unregister_kretprobe(&k->rp);
	else
		unregister_kprobe(&k->rp.kp);
	k->nmissed = k->rp.kp.nmissed + (p->kp_return ? (u64)k->rp.nmissed : 0);
	k->registered = false;
}

static void pmp_kp_close_all(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++)
		pmp_kp_unregister(&pmp_probes[i]);
}

static int pmp_kp_register(struct pmp_probe *p)
{
	struct pmp_kp *k = p->kp;
	int rc;

	memset(&k->rp, 0, sizeof(k->rp));
	k->rp.kp.symbol_name = p->kp_symbol;
	k->rp.kp.flags = KPROBE_FLAG_DISABLED;    /* enabled with the events */
	if (p->kp_return) {
		k->rp.handler = pmp_kp_ret;
		if (p->entry) {
			k->rp.entry_handler = pmp_kp_entry;
			k->rp.data_size = p->entry_size;
		}
		/* an instance per call in flight, sleeping ones too (a task
		 * blocked in read() holds one): more than the kernel's default */
		k->rp.maxactive = max_t(int, 64, 4 * num_possible_cpus());
		rc = register_kretprobe(&k->rp);
	} else {
		k->rp.kp.pre_handler = pmp_kp_pre;
		rc = register_kprobe(&k->rp.kp);
	}
	if (!rc)
		k->registered = true;
	return rc;
}

/* A function the kernel did not let us probe: the start's error, or a
 * warning for an optional point (pmp_abi.h's kpopen line). */
static void pmp_kp_failed(struct pmp_probe *p, int err)
{
	struct pmp_kpopen_line l = {
		.where = p->where, .point = p->pp, .function = p->kp_symbol, .err = -err,
	};
	char buf[256];
	int n;

	if (p->optional) {
		n = scnprintf(buf, sizeof(buf), PMP_LINE_FMT(KPOPEN),
			      PMP_LINE_ARGS(KPOPEN, PMP_LINE_KPSKIP, l));
		pmp_write_message(PMP_REC_WARN, buf, n);
		return;
	}
	scnprintf(pmp_start_error, sizeof(pmp_start_error), PMP_LINE_FMT(KPOPEN),
		  PMP_LINE_ARGS(KPOPEN, PMP_LINE_KPOPEN, l));
}

/* At start: every kernel function probe registered, disabled.  On
 * failure none stays registered. */
static int pmp_kp_open_all(void)
{
	int i, rc;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (p->kind != PMP_KPROBE || p->skipped)
			continue;
		rc = pmp_kp_register(p);
		if (!rc)
			continue;
		pmp_kp_failed(p, rc);
		if (p->optional) {
			p->skipped = true;
			continue;
		}
		pmp_kp_close_all();
		return rc;
	}
	return 0;
}

static void pmp_kp_enable_all(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (p->kp && p->kp->registered)
			enable_kprobe(&p->kp->rp.kp);
	}
}
