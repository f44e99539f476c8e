/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_module.h - module load and unload.  Load allocates everything a
 * handler will ever touch (contexts, globals, the output buffers, /proc
 * files) and unwinds it all on any failure; nothing fires until the
 * loader writes "start".  Unload stops the script if it still runs, then
 * frees in reverse.
 *
 * The generated code provides the probe table, the sizes of its locals
 * and the table of its globals (pmp_script.h; pmp_globals.h allocates
 * them).
 */
#ifndef PMP_MODULE_H
#define PMP_MODULE_H

/* -D PMP_FAIL_INIT_AT=N (tests only): make init step N fail. */
#if PMP_FAIL_INIT_AT
#define PMP_INJECT(step) ((step) == PMP_FAIL_INIT_AT)
#else
#define PMP_INJECT(step) false
#endif

static struct pmp_context *pmp_context_alloc(bool process)
{
	size_t head = ALIGN(sizeof(struct pmp_context), 16);
	size_t locals = ALIGN(pmp_locals_size, 16);
	size_t frames = ALIGN((size_t)PMP_MAXNESTING * pmp_frame_size, 16);
	size_t stats = 2 * ALIGN(pmp_stat_scratch, 16);
	struct pmp_context *c = pmp_vzalloc(head + locals + frames + stats +
					    PMP_SCRATCH_SIZE);

	if (!c)
		return NULL;
	c->locals = (char *)c + head;
	c->frames = c->locals + locals;
	c->statbuf = c->frames + frames;
	c->scratch = c->statbuf + stats;
	c->process = process;
	return c;
}

static void pmp_contexts_free(void)
{
	int cpu;

	if (pmp_contexts)
		for_each_possible_cpu(cpu)
			vfree(pmp_contexts[cpu]);
	kfree(pmp_contexts);
	pmp_contexts = NULL;
	if (pmp_refresh_timers)
		for_each_possible_cpu(cpu)
			hrtimer_cancel(&pmp_refresh_timers[cpu]);
	kfree(pmp_refresh_timers);
	pmp_refresh_timers = NULL;
	vfree(pmp_proc_ctx);
	pmp_proc_ctx = NULL;
}

static int pmp_contexts_alloc(void)
{
	int cpu;

	/* The timers are set up before anything can fail: freeing cancels
	 * them. */
	pmp_refresh_timers = pmp_kcalloc(nr_cpu_ids, sizeof(*pmp_refresh_timers));
	if (!pmp_refresh_timers)
		return -ENOMEM;
	for_each_possible_cpu(cpu)
		pmp_hrtimer_setup(&pmp_refresh_timers[cpu], pmp_counter_refresh);
	pmp_contexts = pmp_kcalloc(nr_cpu_ids, sizeof(*pmp_contexts));
	if (!pmp_contexts)
		goto fail;
	for_each_possible_cpu(cpu) {
		pmp_contexts[cpu] = pmp_context_alloc(false);
		if (!pmp_contexts[cpu])
			goto fail;
	}
	pmp_proc_ctx = pmp_context_alloc(true);
	if (!pmp_proc_ctx)
		goto fail;
	return 0;
fail:
	pmp_contexts_free();
	return -ENOMEM;
}

static void pmp_probes_free(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		kfree(pmp_probes[i].events);
		pmp_probes[i].events = NULL;
		kfree(pmp_probes[i].offline);
		pmp_probes[i].offline = NULL;
		free_percpu(pmp_probes[i].times);
		pmp_probes[i].times = NULL;
	}
	kfree(pmp_timers);
	pmp_timers = NULL;
}

static int pmp_probes_alloc(void)
{
	int i;

	pmp_timers = pmp_kcalloc(pmp_nprobes, sizeof(*pmp_timers));
	if (!pmp_timers)
		goto fail;
	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		p->times = pmp_alloc_percpu(sizeof(struct pmp_probe_time),
					    __alignof__(struct pmp_probe_time));
		if (!p->times)
			goto fail;
		if (p->kind == PMP_PERF) {
			p->events = pmp_kcalloc(nr_cpu_ids, sizeof(*p->events));
			if (!p->events)
				goto fail;
		}
		if (pmp_is_cpu_probe(p)) {
			p->offline = pmp_kzalloc(sizeof(*p->offline));
			if (!p->offline)
				goto fail;
		}
		if (p->kind == PMP_TIMER)
			pmp_hrtimer_setup(&pmp_timers[i], pmp_timer_fire);
	}
	return 0;
fail:
	pmp_probes_free();
	return -ENOMEM;
}

static int __init pmp_init(void)
{
	int rc = -ENOMEM;

	if (PMP_INJECT(1) || (rc = pmp_contexts_alloc()))
		goto out;
	rc = -ENOMEM;
	if (PMP_INJECT(2) || (rc = pmp_globals_alloc()))
		goto out_contexts;
	rc = -ENOMEM;
	if (PMP_INJECT(3) || (rc = pmp_probes_alloc()))
		goto out_globals;
	rc = -ENOMEM;
	pmp_rb = PMP_INJECT(4) ? NULL :
		 ring_buffer_alloc(pmp_bufsize, pmp_overwrite ? RB_FL_OVERWRITE : 0);
	if (!pmp_rb)
		goto out_probes;
	pmp_mem_note_ring_buffer(pmp_rb);
	init_irq_work(&pmp_wake_irq_work, pmp_wake_reader);
	init_irq_work(&pmp_stop_irq_work, pmp_stop_kick);
	INIT_WORK(&pmp_stop_work, pmp_stop_worker);
	rc = -ENOMEM;
	if (PMP_INJECT(5) || (rc = pmp_procfs_create()))
		goto out_rb;
	return 0;

out_rb:
	ring_buffer_free(pmp_rb);
	pmp_rb = NULL;
out_probes:
	pmp_probes_free();
out_globals:
	pmp_globals_free();
out_contexts:
	pmp_contexts_free();
out:
	return rc;
}

static void __exit pmp_exit(void)
{
	/* Stop first (start is refused from now on), so that a reader blocked
	 * in the data file sees its end; then no file operation runs after
	 * pmp_procfs_remove() returns. */
	mutex_lock(&pmp_ctl_mutex);
	pmp_unloading = true;
	pmp_stop_locked(PMP_STOP_USER);
	mutex_unlock(&pmp_ctl_mutex);
	WRITE_ONCE(pmp_data_pending, 1);
	wake_up_interruptible_all(&pmp_read_wq);
	pmp_procfs_remove();
	irq_work_sync(&pmp_stop_irq_work);
	cancel_work_sync(&pmp_stop_work);
	irq_work_sync(&pmp_wake_irq_work);
	ring_buffer_free(pmp_rb);
	pmp_probes_free();
	pmp_globals_free();
	pmp_contexts_free();
}

module_init(pmp_init);
module_exit(pmp_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("pmprobe script module");
MODULE_INFO(PMP_MODINFO_VERSION, PMP_VERSION_STRING);

#endif /* PMP_MODULE_H */
