// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_events.c - opening and closing what fires the handlers: one perf
 * event per online CPU per perf probe (following CPU hotplug through a
 * dynamic cpuhp state), one per-task event for .process probes, and an
 * hrtimer per timer probe.  Events are created disabled and enabled only
 * once the begin probes have run.  Each probe's run-time state (its event
 * pointers, the totals of CPUs gone offline, its -t times, a timer
 * probe's hrtimer) is allocated at load, here too.
 *
 * An event pointer is cleared before the event is released: handlers
 * read the pointers with preemption off (an RCU read side), and perf
 * frees events after a grace period, so a handler never touches a freed
 * event.
 */

#include "pmp_runtime.h"

static int pmp_hp_state = -1;           /* the cpuhp state, once set up */
static bool pmp_events_enabled;         /* new CPUs' events start enabled */
static char pmp_hp_name[32 + MODULE_NAME_LEN];
static struct task_struct *pmp_task;    /* the target task, for .process */
static struct hrtimer *pmp_timers;      /* [pmp_nprobes]: timer probe i's */
/* The CPUs a sysfs PMU event opens on (its PMU's cpumask or cpus, from
 * the loader), by index; NULL: every CPU. */
static struct cpumask *pmp_pmu_cpumask[PMP_PMU_MAX];

/* Why start failed, for the loader (read from the control file). */
static char pmp_start_error[512];

/* ------------------------------------------------------ per-probe state */

static void pmp_probes_free(void)
{
	int i;

	pmp_counter_refresh_free();
	pmp_kp_free();
	pmp_up_free();
	for (i = 0; i < pmp_nprobes; i++) {
		kfree(pmp_probes[i].events);
		pmp_probes[i].events = NULL;
		kfree(pmp_probes[i].offline);
		pmp_probes[i].offline = NULL;
		kfree(pmp_probes[i].core_of_cpu);
		pmp_probes[i].core_of_cpu = NULL;
		kfree(pmp_probes[i].core_final);
		pmp_probes[i].core_final = NULL;
		free_percpu(pmp_probes[i].times);
		pmp_probes[i].times = NULL;
		free_percpu(pmp_probes[i].calls);
		pmp_probes[i].calls = NULL;
	}
	kfree(pmp_timers);
	pmp_timers = NULL;
	for (i = 0; i < PMP_PMU_MAX; i++) {
		kfree(pmp_pmu_cpumask[i]);
		pmp_pmu_cpumask[i] = NULL;
	}
}

/*
 * The loader's sysfs PMU parameters: one type per index the table uses
 * (a module loaded without them, by hand, is refused: type 0 would open
 * a hardware event), and each non-empty CPU list of pmu_cpus as a mask.
 */
static int pmp_pmu_params(void)
{
	char *list = pmp_pmu_cpus, *one;
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (!p->pmu_slot)
			continue;
		if (p->pmu_slot > pmp_pmu_count) {
			pr_err("pmprobe: %s: %s needs its sysfs PMU resolved by the loader (pmprobe --run)\n",
			       THIS_MODULE->name, p->pp);
			return -EINVAL;
		}
		p->type = pmp_pmu_type[p->pmu_slot - 1];
		p->config = pmp_pmu_config[p->pmu_slot - 1];
		if (p->type == PMP_PMU_TYPE_SKIP) {
			if (!p->optional)
				return -EINVAL;
			p->skipped = true;   /* the loader said why */
		}
	}
	for (i = 0; list && i < pmp_pmu_count; i++) {
		one = strsep(&list, PMP_PMU_CPUS_SEP);
		if (!*one)
			continue;
		pmp_pmu_cpumask[i] = pmp_kzalloc(cpumask_size());
		if (!pmp_pmu_cpumask[i])
			return -ENOMEM;
		if (cpulist_parse(one, pmp_pmu_cpumask[i])) {
			pr_err("pmprobe: %s: bad CPU list '%s' for sysfs PMU event %d\n",
			       THIS_MODULE->name, one, i);
			return -EINVAL;
		}
	}
	return 0;
}

/* CPU is one P's PMU counts on. */
static bool pmp_pmu_has_cpu(const struct pmp_probe *p, int cpu)
{
	const struct cpumask *m = p->pmu_slot ? pmp_pmu_cpumask[p->pmu_slot - 1] : NULL;

	return !m || cpumask_test_cpu(cpu, m);
}

/*
 * A generic event on a hybrid machine: each CPU's core type, from the
 * core types' CPU lists (the translator checked that they parse and
 * that each CPU is in one), and room for each type's totals at stop.
 */
static int pmp_core_types_alloc(struct pmp_probe *p)
{
	cpumask_var_t m;
	int t, cpu, rc = 0;

	p->core_of_cpu = pmp_kcalloc(nr_cpu_ids, sizeof(*p->core_of_cpu));
	p->core_final = pmp_kcalloc(p->ncore_types, sizeof(*p->core_final));
	if (!p->core_of_cpu || !p->core_final)
		return -ENOMEM;
	if (!zalloc_cpumask_var(&m, GFP_KERNEL))
		return -ENOMEM;
	for (t = 0; t < p->ncore_types; t++) {
		rc = cpulist_parse(p->core_types[t].cpus, m);
		if (rc) {
			/* -ERANGE: a CPU beyond this machine's, so another machine's */
			pr_err("pmprobe: %s: core type %s's CPU list '%s' %s\n",
			       THIS_MODULE->name, p->core_types[t].name, p->core_types[t].cpus,
			       rc == -ERANGE ? "names CPUs this machine does not have: the script was translated for another machine" :
			       "does not parse");
			rc = -EINVAL;
			goto out;
		}
		for_each_cpu(cpu, m)
			if (cpu < nr_cpu_ids)
				p->core_of_cpu[cpu] = t + 1;
	}
out:
	free_cpumask_var(m);
	return rc;
}

static int pmp_probes_alloc(void)
{
	int i, rc = -ENOMEM;

	/* The refresh timers are set up before anything can fail: freeing
	 * cancels them. */
	if (pmp_counter_refresh_alloc())
		goto fail;
	pmp_timers = pmp_kcalloc(pmp_nprobes, sizeof(*pmp_timers));
	if (!pmp_timers)
		goto fail;
	/* --check: every point is optional, so that one that does not
	 * open is said and the others are still opened */
	for (i = 0; pmp_check && i < pmp_nprobes; i++)
		pmp_probes[i].optional = true;
	rc = pmp_pmu_params();
	if (!rc)
		rc = pmp_tp_params();
	if (!rc)
		rc = pmp_kp_alloc();
	if (!rc)
		rc = pmp_up_alloc();
	if (rc)
		goto fail;
	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		p->times = pmp_alloc_percpu(sizeof(struct pmp_probe_time),
					    __alignof__(struct pmp_probe_time));
		p->calls = pmp_alloc_percpu(sizeof(struct pmp_probe_calls),
					    __alignof__(struct pmp_probe_calls));
		if (!p->times || !p->calls)
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
		if (p->ncore_types) {
			rc = pmp_core_types_alloc(p);
			if (rc)
				goto fail;
			rc = -ENOMEM;
		}
		if (p->kind == PMP_TIMER)
			pmp_hrtimer_setup(&pmp_timers[i], pmp_timer_fire);
	}
	return 0;
fail:
	pmp_probes_free();
	return rc;
}

/* ------------------------------------------------------------- events */

/* P's sample period: 0 when it counts, or samples by frequency. */
static u64 pmp_sample_period(const struct pmp_probe *p)
{
	if (p->counter)
		return 0;
	if (p->bp_type)
		return p->period ? p->period : 1;
	return p->freq ? 0 : p->period;
}

static void pmp_fill_attr(const struct pmp_probe *p, struct perf_event_attr *a,
			  bool enabled)
{
	memset(a, 0, sizeof(*a));
	a->size = sizeof(*a);
	a->type = p->type;
	a->config = p->config;
	a->disabled = !enabled;
	a->exclude_user = p->exclude_user;
	a->exclude_kernel = p->exclude_kernel;
	a->inherit = p->process;
	a->pinned = p->pinned;
	if (p->pmu_slot) {
		/* type and config: pmp_pmu_params() put them in P */
		a->config1 = pmp_pmu_config1[p->pmu_slot - 1];
		a->config2 = pmp_pmu_config2[p->pmu_slot - 1];
	}
	if (p->tp_index && !p->counter)
		a->sample_type = PERF_SAMPLE_RAW;   /* the record, for its fields */
	if (p->bp_type) {
		a->bp_type = p->bp_type;
		a->bp_len = p->bp_len;
		a->bp_addr = p->bp_index >= 0 ? pmp_bp_addr[p->bp_index] : p->bp_addr;
		a->sample_period = pmp_sample_period(p);
	} else if (!p->counter) {
		if (p->freq) {
			a->freq = 1;
			a->sample_freq = p->freq;
		} else {
			a->sample_period = pmp_sample_period(p);
		}
	}
}

static struct perf_event *pmp_open(struct pmp_probe *p, int cpu,
				   struct task_struct *task)
{
	struct perf_event_attr a;

	pmp_fill_attr(p, &a, READ_ONCE(pmp_events_enabled));
	if (p->ncore_types) {
		/* hybrid: the PMU of CPU's core type (none: not one to open on) */
		int t = cpu >= 0 ? p->core_of_cpu[cpu] : 0;

		if (!t)
			return ERR_PTR(-ENODEV);
		a.config |= (u64)p->core_types[t - 1].type << PERF_PMU_TYPE_SHIFT;
	}
	return perf_event_create_kernel_counter(&a, cpu, task,
						p->counter ? NULL : pmp_perf_overflow, p);
}

/* Unpublishes P's event on CPU (slot 0 for .process), then releases it. */
static void pmp_release_event(struct pmp_probe *p, int cpu)
{
	struct perf_event *e = p->events[cpu];

	if (!e)
		return;
	WRITE_ONCE(p->events[cpu], NULL);
	perf_event_release_kernel(e);
}

static void pmp_close_probe(struct pmp_probe *p)
{
	int cpu;

	if (!p->events)
		return;
	for_each_possible_cpu(cpu)
		pmp_release_event(p, cpu);
}

/*
 * A failed open, for the loader to put in words (it knows errno names and
 * what to suggest): pmp_abi.h's open line, KIND being PMP_LINE_OPEN (start
 * fails), PMP_LINE_SKIP (an optional point skipped) or PMP_LINE_CPU (a CPU
 * that came online later).
 */
static int pmp_open_error(char *buf, size_t size, const char *kind,
			  const struct pmp_probe *p, int cpu, int err)
{
	struct pmp_open_line l = {
		.where = p->where, .point = p->pp,
		.event = p->event_name ? p->event_name : p->pp,
		.cpu = cpu, .err = -err, .perf_type = p->type,
	};

	return scnprintf(buf, size, PMP_LINE_FMT(OPEN), PMP_LINE_ARGS(OPEN, kind, l));
}

static void pmp_warn_open(const char *kind, const struct pmp_probe *p, int cpu,
			  int err)
{
	char buf[256];
	int n = pmp_open_error(buf, sizeof(buf), kind, p, cpu, err);

	pmp_write_message(PMP_REC_WARN, buf, n);
}

static int pmp_cpu_offline(unsigned int cpu);

/* cpuhp: CPU coming online (and every CPU online at setup). */
static int pmp_cpu_online(unsigned int cpu)
{
	int i, err;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];
		struct perf_event *e;

		if (!pmp_is_cpu_probe(p) || p->skipped || p->events[cpu] ||
		    !pmp_pmu_has_cpu(p, cpu))
			continue;
		if (p->tp_index) {
			/* opened at start only (pmp_tp_open_all) */
			if (atomic_read(&pmp_state) != PMP_STARTING)
				pmp_warn_open(PMP_LINE_CPU, p, cpu, -EOPNOTSUPP);
			continue;
		}
		e = pmp_open(p, cpu, NULL);
		if (!IS_ERR(e)) {
			p->events[cpu] = e;
			continue;
		}
		err = PTR_ERR(e);
		if (atomic_read(&pmp_state) != PMP_STARTING) {
			/* Never refuse a CPU once running, nor give up a probe
			 * (optional or not) the other CPUs have: warn, go on. */
			pmp_warn_open(PMP_LINE_CPU, p, cpu, err);
			continue;
		}
		if (p->optional) {
			p->skipped = true;
			pmp_close_probe(p);
			pmp_warn_open(PMP_LINE_SKIP, p, cpu, err);
			continue;
		}
		pmp_open_error(pmp_start_error, sizeof(pmp_start_error), PMP_LINE_OPEN,
			       p, cpu, err);
		pmp_cpu_offline(cpu);   /* cpuhp undoes the other CPUs */
		return err;
	}
	pmp_counter_refresh_start(cpu);
	return 0;
}

/* cpuhp: CPU going offline (and every CPU at removal).  Runs on CPU, in
 * process context; hotplug callbacks never run concurrently. */
static int pmp_cpu_offline(unsigned int cpu)
{
	int i;

	pmp_counter_refresh_stop(cpu);
	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (!pmp_is_cpu_probe(p) || !p->events[cpu] || p->tp_index)
			continue;
		pmp_counter_keep_offline(p, p->events[cpu]);
		pmp_release_event(p, cpu);
	}
	return 0;
}

/*
 * Tracepoint probes' per-CPU events are opened and released here, not in
 * the hotplug callbacks: every tracepoint event's creation and release
 * takes event_mutex (perf_trace_init, perf_trace_destroy), and the first
 * one registers the tracepoint, which takes cpus_read_lock(); the online
 * and offline callbacks run with the hotplug lock held, so opening one
 * there could deadlock against a tracepoint registration elsewhere
 * (lockdep reports both orders on the debug kernel).  So a tracepoint
 * probe has an event on each CPU online when the script starts; a CPU
 * that goes offline keeps its event (perf stops it; its count stays in
 * the totals) and one that comes online later is not probed (a warning).
 */
static bool pmp_is_tp_cpu_probe(const struct pmp_probe *p)
{
	return p->tp_index && pmp_is_cpu_probe(p);
}

static void pmp_tp_close_all(void)
{
	int i, cpu;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (!pmp_is_tp_cpu_probe(p) || !p->events)
			continue;
		for_each_possible_cpu(cpu)
			pmp_release_event(p, cpu);
	}
}

static int pmp_tp_open_all(void)
{
	int i, cpu, err;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (!pmp_is_tp_cpu_probe(p) || p->skipped)
			continue;
		/* no hotplug lock (above): a CPU going offline meanwhile fails
		 * its open, which is not an error */
		for_each_online_cpu(cpu) {
			struct perf_event *e = pmp_open(p, cpu, NULL);

			if (!IS_ERR(e)) {
				p->events[cpu] = e;
				continue;
			}
			err = PTR_ERR(e);
			if (!cpu_online(cpu))
				continue;
			if (p->optional) {
				p->skipped = true;
				pmp_close_probe(p);
				pmp_warn_open(PMP_LINE_SKIP, p, cpu, err);
				break;
			}
			pmp_open_error(pmp_start_error, sizeof(pmp_start_error), PMP_LINE_OPEN,
				       p, cpu, err);
			pmp_tp_close_all();
			return err;
		}
	}
	return 0;
}

static bool pmp_has_cpu_probes(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++)
		if (pmp_is_cpu_probe(&pmp_probes[i]))
			return true;
	return false;
}

static void pmp_close_task_events(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (p->kind == PMP_PERF && p->process)
			pmp_release_event(p, 0);
	}
	if (pmp_task) {
		put_task_struct(pmp_task);
		pmp_task = NULL;
	}
}

static int pmp_open_task_events(void)
{
	struct pid *pid;
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];
		struct perf_event *e;

		if (p->kind != PMP_PERF || !p->process)
			continue;
		if (!pmp_task) {
			pid = find_get_pid(pmp_target);
			pmp_task = pid ? get_pid_task(pid, PIDTYPE_PID) : NULL;
			put_pid(pid);
			if (!pmp_task) {
				struct pmp_target_line l = {
					.where = p->where, .point = p->pp, .pid = pmp_target,
				};

				scnprintf(pmp_start_error, sizeof(pmp_start_error),
					  PMP_LINE_FMT(TARGET),
					  PMP_LINE_ARGS(TARGET, PMP_LINE_TARGET, l));
				return -ESRCH;
			}
		}
		e = pmp_open(p, -1, pmp_task);
		if (IS_ERR(e)) {
			if (p->optional) {
				p->skipped = true;
				pmp_warn_open(PMP_LINE_SKIP, p, -1, (int)PTR_ERR(e));
				continue;
			}
			pmp_open_error(pmp_start_error, sizeof(pmp_start_error), PMP_LINE_OPEN,
				       p, -1, (int)PTR_ERR(e));
			return PTR_ERR(e);
		}
		p->events[0] = e;
	}
	return 0;
}

/* Opens every event, disabled.  On failure nothing stays open. */
/* Leader L's group (L and its members) on CPU, each event enabled (ON)
 * or disabled again; how many of them have a counter. */
static int pmp_group_switch(struct pmp_probe *l, int cpu, bool on)
{
	int i, given = 0;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];
		struct perf_event *e;

		if (p != l && p->group_leader != l - pmp_probes + 1)
			continue;
		e = p->events ? p->events[cpu] : NULL;
		if (!e)
			continue;
		if (on)
			perf_event_enable(e);
		else
			perf_event_disable(e);
		if (on && READ_ONCE(e->state) == PERF_EVENT_STATE_ACTIVE)
			given++;
	}
	return given;
}

/*
 * Groups open pinned: perf schedules them before every other event and
 * puts a pinned event that finds no counter into an error state, where
 * it counts nothing.  So each group is enabled alone on every CPU, its
 * events checked to have counters, and disabled again until the
 * script's events are enabled together; one that does not fit is one
 * start error saying how many counters it needs and got.
 */
static int pmp_groups_fit(void)
{
	int i, cpu, given, rc = 0;

	cpus_read_lock();
	for (i = 0; i < pmp_nprobes && !rc; i++) {
		struct pmp_probe *l = &pmp_probes[i];

		if (!l->group_size || l->skipped || !l->events)
			continue;
		for_each_online_cpu(cpu) {
			given = pmp_group_switch(l, cpu, true);
			pmp_group_switch(l, cpu, false);
			if (given < l->group_size) {
				struct pmp_group_line g = {
					.where = l->where, .point = l->pp, .cpu = cpu,
					.needed = l->group_size, .given = given,
				};

				scnprintf(pmp_start_error, sizeof(pmp_start_error),
					  PMP_LINE_FMT(GROUP), PMP_LINE_ARGS(GROUP, PMP_LINE_GROUP, g));
				rc = -ENOSPC;
				break;
			}
		}
	}
	cpus_read_unlock();
	return rc;
}

static int pmp_open_events(void)
{
	int rc;

	pmp_events_enabled = false;
	rc = pmp_kp_open_all();
	if (rc)
		return rc;
	rc = pmp_up_open_all();
	if (rc) {
		pmp_kp_close_all();
		return rc;
	}
	rc = pmp_tp_open_all();
	if (rc) {
		pmp_kp_close_all();
		pmp_up_close_all();
		return rc;
	}
	if (pmp_has_cpu_probes()) {
		/* The runtime's object is shared by modules: the name is
		 * THIS_MODULE's, not KBUILD_MODNAME. */
		snprintf(pmp_hp_name, sizeof(pmp_hp_name), "pmprobe/%s:online",
			 THIS_MODULE->name);
		rc = cpuhp_setup_state(CPUHP_AP_ONLINE_DYN, pmp_hp_name,
				       pmp_cpu_online, pmp_cpu_offline);
		if (rc < 0) {
			struct pmp_hotplug_line l = { .err = -rc };

			if (!pmp_start_error[0])
				scnprintf(pmp_start_error, sizeof(pmp_start_error),
					  PMP_LINE_FMT(HOTPLUG),
					  PMP_LINE_ARGS(HOTPLUG, PMP_LINE_HOTPLUG, l));
			pmp_tp_close_all();
			pmp_kp_close_all();
			pmp_up_close_all();
			return rc;
		}
		pmp_hp_state = rc;
	}
	rc = pmp_open_task_events();
	if (!rc)
		rc = pmp_groups_fit();
	if (rc) {
		pmp_close_task_events();
		if (pmp_hp_state >= 0) {
			cpuhp_remove_state(pmp_hp_state);
			pmp_hp_state = -1;
		}
		pmp_tp_close_all();
		pmp_kp_close_all();
		pmp_up_close_all();
	}
	return rc;
}

static void pmp_for_each_event(void (*fn)(struct perf_event *e))
{
	int i, cpu;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (p->kind != PMP_PERF || !p->events)
			continue;
		for_each_possible_cpu(cpu)
			if (p->events[cpu])
				fn(p->events[cpu]);
	}
}

static void pmp_enable_events(void)
{
	cpus_read_lock();
	WRITE_ONCE(pmp_events_enabled, true);
	pmp_for_each_event(perf_event_enable);
	cpus_read_unlock();
	pmp_kp_enable_all();
}

static void pmp_disable_events(void)
{
	cpus_read_lock();
	WRITE_ONCE(pmp_events_enabled, false);
	pmp_for_each_event(perf_event_disable);
	cpus_read_unlock();
}

static void pmp_close_events(void)
{
	if (pmp_hp_state >= 0) {
		cpuhp_remove_state(pmp_hp_state);
		pmp_hp_state = -1;
	}
	pmp_close_task_events();
	pmp_tp_close_all();
	pmp_kp_close_all();
	pmp_up_close_all();
}

/* -------------------------------------------------------------- timers */

static void pmp_start_timers(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (p->kind == PMP_TIMER)
			hrtimer_start(&pmp_timers[i], ns_to_ktime(p->timer_ns),
				      HRTIMER_MODE_REL_HARD);
	}
}

static void pmp_cancel_timers(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++)
		if (pmp_probes[i].kind == PMP_TIMER)
			hrtimer_cancel(&pmp_timers[i]);
}
