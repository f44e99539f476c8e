// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_control.c - the script's life: start (open events, run .counter
 * bodies and begin probes, enable events and timers) and stop (no more
 * handlers, wait for running ones, events off, error and end probes, the
 * exit dump of globals, close everything).  Both run in process context
 * under one mutex; stop is idempotent and also runs on exit(), on a
 * runtime error (from a work item), when the reader goes away, and at
 * module unload.  Owns the module's state (enum pmp_state).
 */

#include "pmp_runtime.h"

static atomic_t pmp_state = ATOMIC_INIT(PMP_LOADED);    /* enum pmp_state */
static DEFINE_MUTEX(pmp_ctl_mutex);
static struct work_struct pmp_stop_work;
static bool pmp_unloading;     /* module exit began: no start any more */

/* Runs a begin/end/error/.counter body in the process context. */
static void pmp_run_proc(struct pmp_probe *p)
{
	struct pmp_context *c = pmp_proc_ctx;

	pmp_assert_may_sleep();
	/* One CPU throughout, so a long record's pieces stay in one buffer. */
	pmp_migrate_disable();
	c->busy = 1;
	c->probe = p;
	c->where = NULL;
	c->actions = 0;
	c->nesting = 0;
	c->aborted = false;
	c->skipped = false;
	c->trying = 0;
	c->regs = NULL;
	c->event = NULL;
	c->data = NULL;
	p->body(c);
	if (c->rec_len)
		pmp_record_commit(c, false);
	c->busy = 0;
	pmp_migrate_enable();
}

static void pmp_run_kind(enum pmp_probe_kind kind)
{
	int i;

	/* The translator sorted begin/end/error probes by priority.  After
	 * exit() or an error, no further begin probe runs (end probes all do). */
	for (i = 0; i < pmp_nprobes; i++) {
		if (kind == PMP_BEGIN && atomic_read(&pmp_stop_reason) != PMP_STOP_NONE)
			break;
		if (pmp_probes[i].kind == kind)
			pmp_run_proc(&pmp_probes[i]);
	}
}

static void pmp_run_counter_bodies(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (atomic_read(&pmp_stop_reason) != PMP_STOP_NONE)
			break;
		if (p->kind == PMP_PERF && p->counter && !p->skipped)
			pmp_run_proc(p);
	}
}

/* Each perf probe's totals, kept for the stats file once events close. */
static void pmp_save_counts(void)
{
	int i, t;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];
		struct pmp_count v;

		if (p->kind != PMP_PERF || p->skipped || !p->events)
			continue;
		pmp_throttle_close(p);
		pmp_probe_totals(p, &v);
		p->final_count = v.count;
		p->final_enabled = v.enabled;
		p->final_running = v.running;
		for (t = 0; t < p->ncore_types; t++)
			pmp_core_totals(p, t, &p->core_final[t]);
		p->final_valid = true;
	}
}

/* At stop: error and end probes, then the exit dump of globals. */
static void pmp_run_end_bodies(void)
{
	if (atomic64_read(&pmp_errors))
		pmp_run_kind(PMP_ERROR);
	pmp_run_kind(PMP_END);
	pmp_migrate_disable();
	pmp_globals_dump(pmp_proc_ctx);
	if (pmp_proc_ctx->rec_len)
		pmp_record_commit(pmp_proc_ctx, false);
	pmp_migrate_enable();
}

static void pmp_stop_locked(enum pmp_stop_reason why)
{
	int state = atomic_read(&pmp_state);

	atomic_cmpxchg(&pmp_stop_reason, PMP_STOP_NONE, why);
	if (state != PMP_RUNNING && state != PMP_STARTING)
		return;
	WRITE_ONCE(pmp_run_enabled, false);
	atomic_set(&pmp_state, PMP_STOPPING);
	/* Handlers run with preemption off: this waits for running ones. */
	synchronize_rcu();
	pmp_cancel_timers();
	pmp_disable_events();
	/* no kernel or user function handler runs once these return */
	pmp_kp_close_all();
	pmp_up_close_all();
	if (!pmp_check)
		pmp_run_end_bodies();
	pmp_save_counts();
	pmp_close_events();
	atomic_set(&pmp_state, PMP_STOPPED);
	WRITE_ONCE(pmp_data_pending, 1);
	wake_up_interruptible(&pmp_read_wq);
}

static void pmp_stop(enum pmp_stop_reason why)
{
	mutex_lock(&pmp_ctl_mutex);
	pmp_stop_locked(why);
	mutex_unlock(&pmp_ctl_mutex);
}

static void pmp_stop_worker(struct work_struct *w)
{
	(void)w;
	pmp_stop(PMP_STOP_EXIT);
}

/* From pmp_request_stop(), in any context: go to process context. */
static void pmp_stop_kick(struct irq_work *w)
{
	(void)w;
	schedule_work(&pmp_stop_work);
}

/* At load: the way from pmp_request_stop() to pmp_stop(). */
static void pmp_control_init(void)
{
	init_irq_work(&pmp_stop_irq_work, pmp_stop_kick);
	INIT_WORK(&pmp_stop_work, pmp_stop_worker);
}

/* At unload, first: stop (start is refused from now on), and wake a
 * reader blocked in the data file so that it sees its end. */
static void pmp_control_unload(void)
{
	mutex_lock(&pmp_ctl_mutex);
	pmp_unloading = true;
	pmp_stop_locked(PMP_STOP_USER);
	mutex_unlock(&pmp_ctl_mutex);
	WRITE_ONCE(pmp_data_pending, 1);
	wake_up_interruptible_all(&pmp_read_wq);
}

/* At unload, once no file operation can request a stop any more. */
static void pmp_control_exit(void)
{
	irq_work_sync(&pmp_stop_irq_work);
	cancel_work_sync(&pmp_stop_work);
}

static int pmp_start(void)
{
	int rc;

	mutex_lock(&pmp_ctl_mutex);
	if (atomic_read(&pmp_state) != PMP_LOADED || pmp_unloading) {
		mutex_unlock(&pmp_ctl_mutex);
		return -EBUSY;
	}
	atomic_set(&pmp_state, PMP_STARTING);
	pmp_start_error[0] = '\0';
	rc = pmp_open_events();
	if (rc) {
		atomic_set(&pmp_state, PMP_FAILED);
		WRITE_ONCE(pmp_data_pending, 1);
		wake_up_interruptible(&pmp_read_wq);
		mutex_unlock(&pmp_ctl_mutex);
		return rc;
	}
	/* --check: the events only, enabled, and no body runs (handlers
	 * see the script not armed: they count the call and return) */
	if (!pmp_check) {
		pmp_run_counter_bodies();
		pmp_run_kind(PMP_BEGIN);
	}
	if (atomic_read(&pmp_stop_reason) == PMP_STOP_NONE) {
		pmp_enable_events();
		WRITE_ONCE(pmp_run_enabled, !pmp_check);
		if (!pmp_check)
			pmp_start_timers();
		atomic_set(&pmp_state, PMP_RUNNING);
		/* exit() from the very first handlers may have raced us. */
		if (atomic_read(&pmp_stop_reason) != PMP_STOP_NONE)
			WRITE_ONCE(pmp_run_enabled, false);
	} else {
		/* exit() or an error in begin: stop right here. */
		pmp_stop_locked(PMP_STOP_EXIT);
	}
	mutex_unlock(&pmp_ctl_mutex);
	return 0;
}
