// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_procfs.c - /proc/pmprobe/MODULE/, root only: "control" (write
 * "start" or "stop"; read the state and why start failed), "data" (the
 * records of every CPU merged in timestamp order, each with its header;
 * poll()able; EOF once the script stopped and everything was read) and
 * "stats" (errors, skipped runs, records written and dropped, throttled
 * events, per-probe times under -t).  /proc/pmprobe itself is shared by
 * every pmprobe module: made by the first, left in place (empty).
 */

#include "pmp_runtime.h"

static struct proc_dir_entry *pmp_proc_dir;

/* ----------------------------------------------------------- data file */

struct pmp_reader {
	struct mutex lock;          /* one read() at a time */
	size_t off, len;            /* unread part of buf */
	u64 lost;                   /* events the buffers overwrote (-F) */
	char buf[sizeof(struct pmp_record)];
};

static bool pmp_visible(void)
{
	/* A flight recorder shows its buffers only once stopped. */
	return !pmp_overwrite || atomic_read(&pmp_state) >= PMP_STOPPED;
}

/* Takes the oldest record (or piece of one) of any CPU into R->buf;
 * false when there is none now.  Pieces keep their CONT/TAIL flags and
 * their CPU, and the loader puts each CPU's pieces back together. */
static bool pmp_next_record(struct pmp_reader *r)
{
	struct ring_buffer_event *ev;
	unsigned long lost = 0;
	u64 ts, best_ts = U64_MAX;
	int cpu, best = -1;
	struct pmp_rec_hdr *h;
	u32 len;

	if (!pmp_visible())
		return false;
	for_each_possible_cpu(cpu) {
		if (ring_buffer_peek(pmp_rb, cpu, &ts, &lost) && ts < best_ts) {
			best_ts = ts;
			best = cpu;
		}
	}
	if (best < 0)
		return false;
	ev = ring_buffer_consume(pmp_rb, best, &ts, &lost);
	if (!ev)
		return false;
	r->lost += lost;
	h = ring_buffer_event_data(ev);
	len = min_t(u32, h->len, PMP_RECORD_DATA);
	len = min_t(u32, len, ring_buffer_event_length(ev) - sizeof(*h));
	memcpy(r->buf, h, sizeof(*h) + len);
	((struct pmp_rec_hdr *)r->buf)->len = len;
	r->off = 0;
	r->len = sizeof(*h) + len;
	WRITE_ONCE(pmp_wait_gave_up, false);   /* the reader reads */
	return true;
}

static bool pmp_data_done(void)
{
	return atomic_read(&pmp_state) >= PMP_STOPPED || READ_ONCE(pmp_unloading);
}

/* Worth waking up for: new records, or the end of the script. */
static bool pmp_data_ready(void)
{
	if (pmp_data_done())
		return true;
	return pmp_visible() && READ_ONCE(pmp_data_pending);
}

static ssize_t pmp_data_read_locked(struct file *f, struct pmp_reader *r,
				    char __user *ubuf, size_t n)
{
	size_t done = 0;
	long rc;

	while (done < n) {
		if (r->off < r->len) {
			size_t k = min(n - done, r->len - r->off);

			if (copy_to_user(ubuf + done, r->buf + r->off, k))
				return done ? done : -EFAULT;
			r->off += k;
			done += k;
			continue;
		}
		WRITE_ONCE(pmp_data_pending, 0);
		if (pmp_next_record(r))
			continue;
		if (done)
			break;
		if (pmp_data_done()) {
			/* What the stop itself wrote, then end of file. */
			if (pmp_next_record(r))
				continue;
			return 0;
		}
		if (f->f_flags & O_NONBLOCK)
			return -EAGAIN;
		rc = wait_event_interruptible_timeout(pmp_read_wq, pmp_data_ready(),
						      HZ / 10);
		if (rc < 0)
			return rc;
	}
	return done;
}

static ssize_t pmp_data_read(struct file *f, char __user *ubuf, size_t n,
			     loff_t *pos)
{
	struct pmp_reader *r = f->private_data;
	ssize_t rc;

	(void)pos;
	/* Two threads reading one open file take turns. */
	if (mutex_lock_interruptible(&r->lock))
		return -ERESTARTSYS;
	rc = pmp_data_read_locked(f, r, ubuf, n);
	mutex_unlock(&r->lock);
	return rc;
}

static __poll_t pmp_data_poll(struct file *f, poll_table *wait)
{
	struct pmp_reader *r = f->private_data;

	poll_wait(f, &pmp_read_wq, wait);
	if (r->off < r->len || pmp_data_ready())
		return EPOLLIN | EPOLLRDNORM;
	return 0;
}

static int pmp_data_open(struct inode *inode, struct file *f)
{
	struct pmp_reader *r;

	(void)inode;
	if (atomic_inc_return(&pmp_readers) > 1) {
		atomic_dec(&pmp_readers);
		return -EBUSY;
	}
	r = pmp_kzalloc(sizeof(*r));
	if (!r) {
		atomic_dec(&pmp_readers);
		return -ENOMEM;
	}
	mutex_init(&r->lock);
	f->private_data = r;
	return 0;
}

/* The reader went away (the loader exited or was killed): stop. */
static int pmp_data_release(struct inode *inode, struct file *f)
{
	int state;

	(void)inode;
	kfree(f->private_data);
	atomic_dec(&pmp_readers);
	/* While starting too: pmp_start checks for a stop request after the
	 * begin probes and stops right there. */
	state = atomic_read(&pmp_state);
	if (state == PMP_RUNNING || state == PMP_STARTING)
		pmp_request_stop(PMP_STOP_USER);
	return 0;
}

static const struct proc_ops pmp_data_ops = {
	.proc_open = pmp_data_open,
	.proc_read = pmp_data_read,
	.proc_poll = pmp_data_poll,
	.proc_release = pmp_data_release,
	.proc_lseek = noop_llseek,
};

/* -------------------------------------------------------- control file */

#define PMP_STATE_NAME(name, text) #text,
static const char *const pmp_state_names[] = { PMP_STATES(PMP_STATE_NAME) };
#undef PMP_STATE_NAME

static int pmp_control_show(struct seq_file *m, void *v)
{
	(void)v;
	seq_printf(m, "state %s\n", pmp_state_names[atomic_read(&pmp_state)]);
	if (pmp_start_error[0])
		seq_printf(m, PMP_CONTROL_ERROR "%s", pmp_start_error);
	return 0;
}

static int pmp_control_open(struct inode *inode, struct file *f)
{
	(void)inode;
	return single_open(f, pmp_control_show, NULL);
}

static ssize_t pmp_control_write(struct file *f, const char __user *ubuf,
				 size_t n, loff_t *pos)
{
	char cmd[16];
	int rc;

	(void)f;
	(void)pos;
	if (n >= sizeof(cmd))
		return -EINVAL;
	if (copy_from_user(cmd, ubuf, n))
		return -EFAULT;
	cmd[n] = '\0';
	strim(cmd);
	if (!strcmp(cmd, PMP_CMD_START)) {
		rc = pmp_start();
		return rc ? rc : n;
	}
	if (!strcmp(cmd, PMP_CMD_STOP)) {
		pmp_stop(PMP_STOP_USER);
		return n;
	}
	return -EINVAL;
}

static const struct proc_ops pmp_control_ops = {
	.proc_open = pmp_control_open,
	.proc_read = seq_read,
	.proc_write = pmp_control_write,
	.proc_lseek = seq_lseek,
	.proc_release = single_release,
};

/* ---------------------------------------------------------- stats file */

static u64 pmp_sum_contexts(size_t offset)
{
	u64 sum = *(u64 *)((char *)pmp_proc_ctx + offset);
	int cpu;

	for_each_possible_cpu(cpu)
		sum += *(u64 *)((char *)pmp_contexts[cpu] + offset);
	return sum;
}

/* P's calls of one kind (enum pmp_call), summed over CPUs; live. */
static u64 pmp_probe_calls(const struct pmp_probe *p, enum pmp_call what)
{
	u64 sum = 0;
	int cpu;

	if (!p->calls)
		return 0;
	for_each_possible_cpu(cpu)
		sum += local64_read(&per_cpu_ptr(p->calls, cpu)->n[what]);
	return sum;
}

/* Overflows perf throttled, over all probes. */
static u64 pmp_throttled_total(void)
{
	u64 sum = 0;
	int i;

	for (i = 0; i < pmp_nprobes; i++)
		sum += pmp_probe_calls(&pmp_probes[i], PMP_CALL_THROTTLED);
	return sum;
}

static void pmp_stats_probe_times(struct seq_file *m)
{
	int i, cpu;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];
		struct pmp_probe_time t = { 0 };
		struct pmp_probe_line l;

		if (p->kind != PMP_PERF && p->kind != PMP_TIMER && p->kind != PMP_KPROBE &&
		    p->kind != PMP_UPROBE)
			continue;
		for_each_possible_cpu(cpu) {
			struct pmp_probe_time *c = per_cpu_ptr(p->times, cpu);

			t.hits += c->hits;
			t.total_ns += c->total_ns;
			if (c->hits && (!t.min_ns || c->min_ns < t.min_ns))
				t.min_ns = c->min_ns;
			t.max_ns = max(t.max_ns, c->max_ns);
		}
		l = (struct pmp_probe_line){
			.index = i, .hits = t.hits, .min_ns = t.min_ns,
			.avg_ns = t.hits ? div64_u64(t.total_ns, t.hits) : 0,
			.max_ns = t.max_ns, .where = p->where, .point = p->pp,
		};
		seq_printf(m, PMP_LINE_FMT(PROBE), PMP_LINE_ARGS(PROBE, PMP_LINE_PROBE, l));
	}
}

/* A hybrid probe's core lines (pmp_abi.h), after its counter line. */
static void pmp_stats_cores(struct seq_file *m, struct pmp_probe *p)
{
	int t;

	for (t = 0; t < p->ncore_types; t++) {
		struct pmp_count v;
		struct pmp_core_line l;

		if (p->final_valid)
			v = p->core_final[t];
		else
			pmp_core_totals(p, t, &v);
		l = (struct pmp_core_line){
			.index = p - pmp_probes, .core = p->core_types[t].name,
			.pmu_type = p->core_types[t].type, .count = v.count,
			.enabled_ns = v.enabled, .running_ns = v.running,
		};
		seq_printf(m, PMP_LINE_FMT(CORE), PMP_LINE_ARGS(CORE, PMP_LINE_CORE, l));
	}
}

/* counter IDX COUNT ENABLED_NS RUNNING_NS TYPE WHERE PP: totals over CPUs,
 * live while running, as they were at the stop afterwards. */
static void pmp_stats_counters(struct seq_file *m)
{
	int i;

	/* Not while start or stop opens or closes the events. */
	mutex_lock(&pmp_ctl_mutex);
	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];
		struct pmp_count v;
		struct pmp_counter_line l;

		if (p->kind != PMP_PERF || p->skipped)
			continue;
		if (p->final_valid) {
			v.count = p->final_count;
			v.enabled = p->final_enabled;
			v.running = p->final_running;
		} else if (atomic_read(&pmp_state) == PMP_RUNNING && p->events) {
			pmp_probe_totals(p, &v);
		} else {
			continue;
		}
		l = (struct pmp_counter_line){
			.index = i, .count = v.count, .enabled_ns = v.enabled,
			.running_ns = v.running, .perf_type = p->type,
			.config = p->config, .period = pmp_sample_period(p),
			.freq = p->counter || p->bp_type ? 0 : p->freq,
			.runs = pmp_probe_calls(p, PMP_CALL_RUN),
			.skipped_reentrant = pmp_probe_calls(p, PMP_CALL_REENTRANT),
			.skipped_lock = pmp_probe_calls(p, PMP_CALL_LOCK),
			.outside = pmp_probe_calls(p, PMP_CALL_OUTSIDE),
			.throttled = pmp_probe_calls(p, PMP_CALL_THROTTLED),
			.stopped_ns = pmp_throttle_stopped_ns(p),
			.where = p->where, .point = p->pp,
		};
		seq_printf(m, PMP_LINE_FMT(COUNTER), PMP_LINE_ARGS(COUNTER, PMP_LINE_COUNTER, l));
		pmp_stats_cores(m, p);
	}
	mutex_unlock(&pmp_ctl_mutex);
}

#define PMP_STAT_NAME(name, key) #key,
static const char *const pmp_stat_names[] = { PMP_STATS(PMP_STAT_NAME) };
#undef PMP_STAT_NAME

/* The stats file's kprobe and uprobe lines (pmp_abi.h): each kernel
 * and user function or mark probe's handler calls, and a kprobe's
 * nmissed. */
static void pmp_stats_code_points(struct seq_file *m)
{
	int i;

	/* Not while start or stop registers or unregisters them. */
	mutex_lock(&pmp_ctl_mutex);
	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];
		struct pmp_kprobe_line l;
		struct pmp_uprobe_line u;

		if ((p->kind != PMP_KPROBE && p->kind != PMP_UPROBE) || p->skipped)
			continue;
		l = (struct pmp_kprobe_line){
			.index = i,
			.runs = pmp_probe_calls(p, PMP_CALL_RUN),
			.skipped_reentrant = pmp_probe_calls(p, PMP_CALL_REENTRANT),
			.skipped_lock = pmp_probe_calls(p, PMP_CALL_LOCK),
			.skipped_entry = pmp_probe_calls(p, PMP_CALL_ENTRY),
			.outside = pmp_probe_calls(p, PMP_CALL_OUTSIDE),
			.where = p->where, .point = p->pp,
		};
		if (p->kind == PMP_KPROBE) {
			l.nmissed = pmp_kp_nmissed(p);
			l.is_return = p->kp_return;
			seq_printf(m, PMP_LINE_FMT(KPROBE),
				   PMP_LINE_ARGS(KPROBE, PMP_LINE_KPROBE, l));
			continue;
		}
		u = (struct pmp_uprobe_line){
			.index = i, .runs = l.runs, .skipped_reentrant = l.skipped_reentrant,
			.skipped_lock = l.skipped_lock, .skipped_entry = l.skipped_entry,
			.outside = l.outside,
			.is_return = p->up_return, .where = p->where, .point = p->pp,
		};
		seq_printf(m, PMP_LINE_FMT(UPROBE), PMP_LINE_ARGS(UPROBE, PMP_LINE_UPROBE, u));
	}
	mutex_unlock(&pmp_ctl_mutex);
}

static int pmp_stats_show(struct seq_file *m, void *v)
{
	s64 stat[PMP_NSTATS];
	u64 overrun = 0;
	int cpu, i;

	(void)v;
	for_each_possible_cpu(cpu)
		overrun += ring_buffer_overrun_cpu(pmp_rb, cpu);
	stat[PMP_STAT_STOP_REASON] = atomic_read(&pmp_stop_reason);
	stat[PMP_STAT_ERRORS] = atomic64_read(&pmp_errors);
	stat[PMP_STAT_SKIPPED_REENTRANT] = atomic64_read(&pmp_skips[PMP_SKIP_REENTRANT]);
	stat[PMP_STAT_SKIPPED_LOCK] = atomic64_read(&pmp_skips[PMP_SKIP_LOCK]);
	stat[PMP_STAT_SKIPPED_ENTRY] = atomic64_read(&pmp_skips[PMP_SKIP_ENTRY]);
	stat[PMP_STAT_RECORDS_WRITTEN] = pmp_sum_contexts(offsetof(struct pmp_context, written));
	stat[PMP_STAT_RECORDS_DROPPED] = pmp_sum_contexts(offsetof(struct pmp_context, dropped));
	stat[PMP_STAT_RECORDS_OVERWRITTEN] = overrun;
	stat[PMP_STAT_MESSAGES_DROPPED] = atomic64_read(&pmp_msg_dropped);
	stat[PMP_STAT_MEMORY_BYTES] = atomic_long_read(&pmp_mem_bytes);
	stat[PMP_STAT_POSSIBLE_CPUS] = num_possible_cpus();
	stat[PMP_STAT_THROTTLED] = pmp_throttled_total();
	stat[PMP_STAT_STRINGS_CUT] = atomic64_read(&pmp_strings_cut);
	seq_printf(m, "state %s\n", pmp_state_names[atomic_read(&pmp_state)]);
	for (i = 0; i < PMP_NSTATS; i++)
		seq_printf(m, PMP_STAT_FMT, pmp_stat_names[i], stat[i]);
	if (pmp_timing)
		pmp_stats_probe_times(m);
	pmp_stats_counters(m);
	pmp_stats_code_points(m);
	return 0;
}

static int pmp_stats_open(struct inode *inode, struct file *f)
{
	(void)inode;
	return single_open(f, pmp_stats_show, NULL);
}

static const struct proc_ops pmp_stats_ops = {
	.proc_open = pmp_stats_open,
	.proc_read = seq_read,
	.proc_lseek = seq_lseek,
	.proc_release = single_release,
};

/* ------------------------------------------------------- setup/teardown */

/* Does this /proc path exist?  (proc_mkdir() warns if it does, and a
 * lookup under a missing parent warns too, so ask the VFS.) */
static bool pmp_proc_exists(const char *path)
{
	struct path p;

	if (kern_path(path, 0, &p))
		return false;
	path_put(&p);
	return true;
}

static int pmp_procfs_create(void)
{
	char path[sizeof("/proc/" PMP_PROC_ROOT "/") + MODULE_NAME_LEN];
	const char *name = pmp_procname[0] ? pmp_procname : THIS_MODULE->name;

	if (strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, ".."))
		return -EINVAL;
	/* The first pmprobe module makes the shared parent. */
	if (!pmp_proc_exists("/proc/" PMP_PROC_ROOT) && !proc_mkdir_mode(PMP_PROC_ROOT, 0555, NULL))
		return -ENOMEM;
	snprintf(path, sizeof(path), "/proc/" PMP_PROC_ROOT "/%s", name);
	if (pmp_proc_exists(path))
		return -EEXIST;   /* a name collision: refuse, do not warn */
	pmp_proc_dir = proc_mkdir_mode(path + strlen("/proc/"), 0500, NULL);
	if (!pmp_proc_dir)
		return -ENOMEM;
	if (!proc_create(PMP_PROC_CONTROL, 0600, pmp_proc_dir, &pmp_control_ops) ||
	    !proc_create(PMP_PROC_DATA, 0400, pmp_proc_dir, &pmp_data_ops) ||
	    !proc_create(PMP_PROC_STATS, 0400, pmp_proc_dir, &pmp_stats_ops)) {
		proc_remove(pmp_proc_dir);
		pmp_proc_dir = NULL;
		return -ENOMEM;
	}
	return 0;
}

static void pmp_procfs_remove(void)
{
	proc_remove(pmp_proc_dir);
	pmp_proc_dir = NULL;
}
