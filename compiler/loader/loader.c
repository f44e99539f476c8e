/*
 * loader.c - pass 5: load the module (finit_module with its parameters),
 * start it through /proc/pmprobe/MODULE/control, stream the data file's
 * records to stdout (errors and warnings to stderr), stop it on exit(),
 * -T, the end of -c CMD, Ctrl-C or SIGTERM, drain, print the exit
 * summary, and unload it.  Once the module is loaded, every way out goes
 * through unload (an atexit handler covers the paths that exit early).
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "loader.h"

#define REC_OUT 1
#define REC_ERR 2
#define REC_WARN 3
#define REC_CONT 1         /* more pieces of this record follow */
#define REC_TAIL 2         /* this piece continues an earlier one */

struct rec_hdr {
	uint32_t len;
	uint8_t type;
	uint8_t flags;
	uint16_t cpu;
};

static char loaded_name[64];
static volatile sig_atomic_t got_signal;
static pid_t child_pid;

/* ----------------------------------------------------------- unloading */

static void unload(void)
{
	int tries;

	if (!loaded_name[0])
		return;
	for (tries = 0; tries < 100; tries++) {
		if (syscall(SYS_delete_module, loaded_name, O_NONBLOCK) == 0)
			break;
		if (errno != EAGAIN && errno != EBUSY && errno != EWOULDBLOCK) {
			fprintf(stderr, "pmprobe: cannot unload module %s: %s (rmmod %s)\n",
				loaded_name, strerror(errno), loaded_name);
			break;
		}
		usleep(50000);
	}
	loaded_name[0] = '\0';
}

/* Wakes the main thread: a signal, the command's exit, the end of the
 * data file.  Written from signal handlers, so only write(2). */
static int wake_pipe[2] = { -1, -1 };

static void wake_main(void)
{
	int saved = errno;

	if (wake_pipe[1] >= 0 && write(wake_pipe[1], "w", 1) < 0)
		(void)0;   /* full: a wakeup is pending anyway */
	errno = saved;
}

static void on_signal(int sig)
{
	got_signal = sig;
	wake_main();
}

static void on_child(int sig)
{
	(void)sig;
	wake_main();
}

static void install_signals(void)
{
	struct sigaction sa;

	if (wake_pipe[0] < 0 && pipe2(wake_pipe, O_CLOEXEC | O_NONBLOCK))
		fatal("pipe: %s", strerror(errno));
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sa.sa_flags = SA_RESTART;   /* the self-pipe wakes the wait */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL);
	sa.sa_handler = on_child;
	sa.sa_flags = SA_RESTART | SA_NOCLDSTOP;
	sigaction(SIGCHLD, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
}

/* ------------------------------------------------------- load errors */

static const char *errno_name(int e)
{
	switch (e) {
	case ENOENT: return "ENOENT";
	case ENODEV: return "ENODEV";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case EINVAL: return "EINVAL";
	case EACCES: return "EACCES";
	case EPERM: return "EPERM";
	case EBUSY: return "EBUSY";
	case ENOSPC: return "ENOSPC";
	case ENOMEM: return "ENOMEM";
	case ESRCH: return "ESRCH";
	case E2BIG: return "E2BIG";
	case EEXIST: return "EEXIST";
	default: return "";
	}
}

/* What to suggest when an event cannot be opened. */
static const char *open_hint(int type, int err, bool skipped)
{
	if ((type == 0 || type == 3 || type == 4) && (err == ENOENT || err == ENODEV || err == EOPNOTSUPP))
		return skipped ? ": this machine has no PMU for hardware events (as in most VMs)" :
		       ": this machine has no PMU for hardware events (as in most VMs); use a software event such as perf.cpu_clock instead, or mark the point optional with '?'";
	if (type == 5 && err == ENOSPC)
		return ": all hardware breakpoint slots are in use (x86 has four debug registers)";
	if (type == 5 && err == EINVAL)
		return ": the address, length or alignment is not accepted by the breakpoint PMU";
	if (err == EACCES || err == EPERM)
		return ": not allowed (check /proc/sys/kernel/perf_event_paranoid and lockdown)";
	if (err == EBUSY)
		return ": the PMU is busy (another user holds the counters)";
	return "";
}

static void split_tabs(char *s, char **f, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		f[i] = s;
		s = s ? strchr(s, '\t') : NULL;
		if (s)
			*s++ = '\0';
	}
}

/* Puts a kernel "open"/"skip"/"cpu" line (tab separated) in words. */
static void report_event_line(char *line, const char *level)
{
	char *f[7], *nl = strchr(line, '\n');
	char cpu[32];
	int err, type;

	if (nl)
		*nl = '\0';
	split_tabs(line, f, 7);
	if (!strcmp(f[0], "target") && f[2]) {
		fprintf(stderr, "pmprobe: %s: %s: %s: the target process %s does not exist\n",
			f[1], level, f[2], f[3] ? f[3] : "?");
		return;
	}
	if (!strcmp(f[0], "hotplug")) {
		fprintf(stderr, "pmprobe: %s: cannot follow CPU hotplug: %s\n", level,
			strerror(f[1] ? atoi(f[1]) : 0));
		return;
	}
	if (!f[6]) {
		fprintf(stderr, "pmprobe: %s: %s\n", level, line);
		return;
	}
	err = atoi(f[5]);
	type = atoi(f[6]);
	if (atoi(f[4]) < 0)
		snprintf(cpu, sizeof(cpu), "for the target process");
	else
		snprintf(cpu, sizeof(cpu), "on CPU %s", f[4]);
	fprintf(stderr, "pmprobe: %s: %s: %s%s: cannot open %s %s: %s%s%s%s%s\n", f[1], level,
		f[2], !strcmp(f[0], "skip") ? "? skipped" : "", f[3], cpu, strerror(err),
		*errno_name(err) ? " (" : "", errno_name(err), *errno_name(err) ? ")" : "",
		open_hint(type, err, !strcmp(f[0], "skip")));
}

static void explain_load_error(const char *ko, const char *name, int e)
{
	switch (e) {
	case ENOSYS:
		fprintf(stderr, "pmprobe: this kernel cannot load modules (it was built without module support); run the script in a QEMU guest with --vm\n");
		break;
	case EEXIST:
		fprintf(stderr, "pmprobe: a module named %s is already loaded: another pmprobe run may be using it (rmmod %s), or pick another name with -m\n",
			name, name);
		break;
	case EPERM:
		fprintf(stderr, "pmprobe: the kernel refused to load %s: module loading is disabled or locked down (kernel lockdown, Secure Boot, or /proc/sys/kernel/modules_disabled)\n",
			ko);
		break;
	case EKEYREJECTED:
	case ENOKEY:
		fprintf(stderr, "pmprobe: the kernel refused %s: it requires signed modules (module.sig_enforce or Secure Boot); sign it with the kernel's key or disable enforcement\n",
			ko);
		break;
	case ENOEXEC:
	case EINVAL:
		fprintf(stderr, "pmprobe: the kernel refused %s as invalid for it (%s): was it built for this kernel? see dmesg\n",
			ko, strerror(e));
		break;
	default:
		fprintf(stderr, "pmprobe: cannot load %s: %s\n", ko, strerror(e));
		break;
	}
}

/* --------------------------------------------------------------- files */

static char *proc_path(const char *name, const char *file)
{
	return xasprintf("/proc/pmprobe/%s/%s", name, file);
}

static char *read_proc(const char *name, const char *file)
{
	char *p = proc_path(name, file), *text = NULL;
	size_t len;

	if (!read_file(p, &text, &len))
		text = NULL;
	free(p);
	return text;
}

static long stat_value(const char *stats, const char *key)
{
	size_t n = strlen(key);
	const char *p;

	for (p = stats; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
		if (!strncmp(p, key, n) && p[n] == ' ')
			return strtol(p + n + 1, NULL, 10);
	return 0;
}

static bool write_control(const char *name, const char *cmd)
{
	char *p = proc_path(name, "control");
	int fd = open(p, O_WRONLY | O_CLOEXEC);
	bool ok;

	free(p);
	if (fd < 0)
		return false;
	ok = write(fd, cmd, strlen(cmd)) == (ssize_t)strlen(cmd);
	close(fd);
	return ok;
}

/* ------------------------------------------------------------ records */

/* A record in pieces, being put back together (one per CPU). */
struct partial {
	char *buf;
	size_t len, cap;
	bool open;
};

struct stream {
	char *buf;
	size_t len, cap;
	FILE *out;
	uint64_t records;         /* complete records read */
	uint64_t bytes;           /* bytes read from the data file */
	struct partial *partial;  /* [ncpus] */
	size_t ncpus;
	bool flight_recorder;     /* -F: heads of records may be overwritten */
	bool error_seen;
};

/*
 * A record larger than a ring-buffer event arrives as pieces, which other
 * CPUs' records may come between: each CPU's are kept aside until the
 * last one.  A new record on a CPU whose record is still open means the
 * kernel dropped the rest of it (its buffer was full): not shown.  A
 * piece whose start never came was overwritten (-F): its record's newest
 * output is what a flight recorder is for, so it is shown from its first
 * whole line.
 */
static void emit_output(struct stream *s, const struct rec_hdr *h, const char *data)
{
	struct partial *p;

	if (!(h->flags & (REC_CONT | REC_TAIL)) && (h->cpu >= s->ncpus || !s->partial[h->cpu].open)) {
		fwrite(data, 1, h->len, s->out);    /* the common case: one piece */
		s->records++;
		return;
	}
	if (h->cpu >= s->ncpus) {
		s->partial = xrealloc(s->partial, (h->cpu + 1u) * sizeof(*s->partial));
		memset(s->partial + s->ncpus, 0, (h->cpu + 1u - s->ncpus) * sizeof(*s->partial));
		s->ncpus = h->cpu + 1u;
	}
	p = &s->partial[h->cpu];
	if (!(h->flags & REC_TAIL)) {
		p->len = 0;         /* an open record here was dropped (counted) */
		p->open = true;
	} else if (!p->open) {
		const char *nl = memchr(data, '\n', h->len);
		struct rec_hdr rest = *h;

		if (!s->flight_recorder || !nl)
			return;
		p->open = true;
		p->len = 0;
		rest.len = (uint32_t)(h->len - (size_t)(nl + 1 - data));
		rest.flags |= REC_TAIL;
		emit_output(s, &rest, nl + 1);
		return;
	}
	if (p->cap - p->len < h->len) {
		p->cap = (p->len + h->len) * 2;
		p->buf = xrealloc(p->buf, p->cap);
	}
	memcpy(p->buf + p->len, data, h->len);
	p->len += h->len;
	if (!(h->flags & REC_CONT)) {
		fwrite(p->buf, 1, p->len, s->out);
		s->records++;
		p->len = 0;
		p->open = false;
	}
}

static void emit_record(struct stream *s, const struct rec_hdr *h, char *data)
{
	if (h->type == REC_OUT) {
		emit_output(s, h, data);
		return;
	}
	fflush(s->out);
	if (h->type == REC_ERR) {
		s->error_seen = true;
		fwrite(data, 1, h->len, stderr);
	} else {
		char *line = xstrndup(data, h->len);

		if (!strncmp(line, "skip\t", 5) || !strncmp(line, "cpu\t", 4))
			report_event_line(line, "warning");
		else
			fprintf(stderr, "pmprobe: warning: %s", line);
		free(line);
	}
	fflush(stderr);
}

static void consume(struct stream *s)
{
	size_t off = 0;

	while (s->len - off >= sizeof(struct rec_hdr)) {
		struct rec_hdr h;

		memcpy(&h, s->buf + off, sizeof(h));
		if (s->len - off < sizeof(h) + h.len)
			break;
		emit_record(s, &h, s->buf + off + sizeof(h));
		off += sizeof(h) + h.len;
	}
	memmove(s->buf, s->buf + off, s->len - off);
	s->len -= off;
}

/* Reads what is there; false at end of file. */
static bool drain(int fd, struct stream *s)
{
	for (;;) {
		ssize_t n;

		if (s->cap - s->len < 65536) {
			s->cap = s->cap ? s->cap * 2 : 262144;
			s->buf = xrealloc(s->buf, s->cap);
		}
		n = read(fd, s->buf + s->len, s->cap - s->len);
		if (n > 0) {
			s->len += (size_t)n;
			s->bytes += (uint64_t)n;
			consume(s);
			continue;
		}
		fflush(s->out);
		if (n == 0)
			return false;
		if (errno == EAGAIN || errno == EINTR)
			return true;
		fprintf(stderr, "pmprobe: reading the module's output: %s\n", strerror(errno));
		return false;
	}
}

/* ------------------------------------------------------------- summary */

static void print_times(const char *stats)
{
	const char *p;

	for (p = stats; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		char *line, *f[8];

		if (strncmp(p, "probe\t", 6))
			continue;
		line = xstrndup(p, strcspn(p, "\n"));
		split_tabs(line, f, 8);
		if (f[7])
			fprintf(stderr, "%s: %s: hits=%s min=%sns avg=%sns max=%sns\n",
				f[6], f[7], f[2], f[3], f[4], f[5]);
		free(line);
	}
}

/* Each counter's share of time on a PMU, as perf stat shows it. */
static void print_counters(const char *stats, bool always)
{
	const char *p;

	for (p = stats; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		char *line, *f[7];
		unsigned long long count, enabled, running;

		if (strncmp(p, "counter\t", 8))
			continue;
		line = xstrndup(p, strcspn(p, "\n"));
		split_tabs(line, f, 7);
		if (f[6]) {
			count = strtoull(f[2], NULL, 10);
			enabled = strtoull(f[3], NULL, 10);
			running = strtoull(f[4], NULL, 10);
			if (!running && (always || enabled))
				fprintf(stderr, "%s: %s: <not counted>: the event never ran on a PMU\n",
					f[5], f[6]);
			else if (always || running < enabled)
				fprintf(stderr, "%s: %s: %llu counted, running %.2f%% of the enabled time%s\n",
					f[5], f[6], count, enabled ? 100.0 * (double)running / (double)enabled : 100.0,
					running < enabled ? " (multiplexed: read_counter() scales by enabled/running)" : "");
		}
		free(line);
	}
}

static int summarize(const char *name, const struct run_options *opt,
		     const struct stream *s)
{
	char *stats = read_proc(name, "stats");
	long errors, sk_r, sk_l, dropped, over, msgs, thr;

	if (!stats) {
		fprintf(stderr, "pmprobe: cannot read the module's statistics\n");
		return 1;
	}
	errors = stat_value(stats, "errors");
	sk_r = stat_value(stats, "skipped_reentrant");
	sk_l = stat_value(stats, "skipped_lock");
	dropped = stat_value(stats, "records_dropped");
	over = stat_value(stats, "records_overwritten");
	msgs = stat_value(stats, "messages_dropped");
	thr = stat_value(stats, "throttled");
	if (opt->timing)
		print_times(stats);
	print_counters(stats, opt->timing);
	/* Every record a handler produced was either read or dropped. */
	if (opt->timing)
		fprintf(stderr, "pmprobe: records: %ld produced = %llu read + %ld dropped + %ld overwritten\n",
			stat_value(stats, "records_written") + dropped,
			(unsigned long long)s->records, dropped, over);
	if (!opt->flight_recorder && stat_value(stats, "records_written") != (long)s->records)
		fprintf(stderr, "pmprobe: warning: %ld records were written but %llu read\n",
			stat_value(stats, "records_written"), (unsigned long long)s->records);
	if (errors)
		fprintf(stderr, "pmprobe: %ld runtime error%s\n", errors, errors == 1 ? "" : "s");
	if (sk_r + sk_l)
		fprintf(stderr, "pmprobe: %ld handler run%s skipped (reentrant: %ld, lock contention: %ld)\n",
			sk_r + sk_l, sk_r + sk_l == 1 ? "" : "s", sk_r, sk_l);
	if (dropped)
		fprintf(stderr, "pmprobe: %ld output record%s dropped: a buffer was full (raise -s, or print less)\n",
			dropped, dropped == 1 ? "" : "s");
	if (over)
		fprintf(stderr, "pmprobe: %ld output record%s overwritten in flight-recorder mode\n",
			over, over == 1 ? "" : "s");
	if (msgs)
		fprintf(stderr, "pmprobe: %ld error or warning message%s lost: a buffer was full\n",
			msgs, msgs == 1 ? "" : "s");
	if (thr)
		fprintf(stderr, "pmprobe: the kernel throttled %ld overflow%s: perf stops an event that fires more than kernel.perf_event_max_sample_rate/HZ times between two ticks, and samples are lost until the next tick\n",
			thr, thr == 1 ? "" : "s");
	free(stats);
	return errors ? 1 : 0;
}

/* ------------------------------------------------------------ -c CMD */

static int gate[2] = { -1, -1 };

/* Forks CMD, held until the module runs (target() must be its pid).  As
 * timeout(1) does, it gets a process group of its own, so that stopping
 * it early ends everything it started (its pipelines, its children). */
static pid_t start_command(const char *cmd)
{
	pid_t pid;
	char c;

	if (pipe(gate))
		fatal("pipe: %s", strerror(errno));
	pid = fork();
	if (pid < 0)
		fatal("fork: %s", strerror(errno));
	if (pid == 0) {
		setpgid(0, 0);
		close(gate[1]);
		if (read(gate[0], &c, 1) != 1)
			_exit(127);
		close(gate[0]);
		signal(SIGINT, SIG_DFL);
		signal(SIGPIPE, SIG_DFL);
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		fprintf(stderr, "pmprobe: cannot run /bin/sh: %s\n", strerror(errno));
		_exit(127);
	}
	setpgid(pid, pid);   /* also here: no race with kill_command() */
	close(gate[0]);
	return pid;
}

static void release_command(void)
{
	if (gate[1] >= 0) {
		if (write(gate[1], "g", 1) != 1)
			fprintf(stderr, "pmprobe: cannot start the -c command\n");
		close(gate[1]);
		gate[1] = -1;
	}
}

static void kill_command(void)
{
	if (child_pid > 0) {
		kill(-child_pid, SIGKILL);
		waitpid(child_pid, NULL, 0);
		child_pid = 0;
	}
}

/* ------------------------------------------------------------ loading */

static char *module_params(const struct run_options *opt,
			   const struct module_info *mi, long target, bool *ok)
{
	unsigned long *addrs;
	struct buf p;
	size_t i;

	*ok = true;
	buf_init(&p);
	buf_printf(&p, "target=%ld timing=%d overwrite=%d", target, opt->timing ? 1 : 0,
		   opt->flight_recorder ? 1 : 0);
	if (opt->buffer_kb)
		buf_printf(&p, " bufsize=%ld", opt->buffer_kb * 1024);
	/* .modinfo keeps no order: each entry says its index. */
	addrs = xcalloc(mi->breakpoints.len + 1, sizeof(*addrs));
	for (i = 0; i < mi->breakpoints.len; i++) {
		const char *bp = VEC_AT(mi->breakpoints, i);
		const char *sym = strchr(bp, ' ');
		unsigned long idx = strtoul(bp, NULL, 10);
		bool restricted;
		unsigned long addr;

		sym = sym ? sym + 1 : bp;
		if (idx >= mi->breakpoints.len) {
			fprintf(stderr, "pmprobe: the module's breakpoint list is damaged ('%s')\n", bp);
			*ok = false;
			continue;
		}
		addr = kallsyms_lookup_addr(sym, &restricted);
		if (!addr) {
			fprintf(stderr, restricted ?
				"pmprobe: cannot resolve '%s': /proc/kallsyms hides addresses (run as root, kptr_restrict)\n" :
				"pmprobe: perf.breakpoint(%s): the kernel has no symbol '%s' (see /proc/kallsyms)\n",
				sym, sym);
			*ok = false;
		}
		addrs[idx] = addr;
	}
	for (i = 0; i < mi->breakpoints.len; i++)
		buf_printf(&p, "%s0x%lx", i ? "," : " bp_addr=", addrs[i]);
	free(addrs);
	return buf_steal(&p);
}

/* The first pmprobe module to load makes /proc/pmprobe; two first loads
 * at once would both make it (and the kernel warns on the second).
 * pmprobe loaders take turns while it does not exist yet, through an
 * flock on /run/pmprobe.lock (root's directory: not /tmp, where another
 * user could hold a file of that name).  A load takes milliseconds, so a
 * lock held for 2 s is someone else's doing: then we load anyway.
 * Returns the locked fd, or -1 when there is no need or no way. */
static int lock_first_load(void)
{
	struct timespec ten_ms = { 0, 10000000 };
	struct stat st;
	int fd, tries;

	if (stat("/proc/pmprobe", &st) == 0)
		return -1;
	fd = open("/run/pmprobe.lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
	for (tries = 0; fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) != 0; tries++) {
		if (errno != EWOULDBLOCK || tries >= 200) {
			close(fd);
			return -1;
		}
		nanosleep(&ten_ms, NULL);
	}
	return fd;
}

static bool load_module(int fd, const char *ko, const char *name, const char *params)
{
	int lock, rc, e;

	lock = lock_first_load();
	rc = (int)syscall(SYS_finit_module, fd, params, 0);
	e = errno;
	if (lock >= 0)
		close(lock);   /* releases the flock */
	if (rc != 0) {
		explain_load_error(ko, name, e);
		return false;
	}
	snprintf(loaded_name, sizeof(loaded_name), "%s", name);
	return true;
}

static void report_start_failure(const char *name)
{
	char *ctl = read_proc(name, "control"), *p;
	bool said = false;

	for (p = ctl; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		if (!strncmp(p, "error ", 6)) {
			char *line = xstrndup(p + 6, strcspn(p + 6, "\n"));

			report_event_line(line, "error");
			free(line);
			said = true;
		}
	}
	if (!said)
		fprintf(stderr, "pmprobe: the script could not start (see dmesg)\n");
	free(ctl);
}

/* ----------------------------------------------------------- the loop */

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * The data file is read by a thread of its own for the whole run, from
 * before "start" to the end of file after "stop": both writes block
 * while begin or end probes run, and those may print more than a buffer
 * holds.  The main thread writes them, so begin and end run in the
 * pmprobe process itself (pid() == tid() there), and it alone takes
 * signals.
 */
struct reader {
	int fd;
	struct stream *s;
	uint64_t busy_bytes;      /* a read this large skips the pause */
	pthread_t thread;
	bool started;
	bool eof;                 /* read with __atomic_load_n */
};

/* The reader sleeps in poll() until the module has records (or 1 s as a
 * safety net) and reads everything there is.  After a read that found
 * little, it pauses READ_BATCH_MS, so that a steady producer costs one
 * wakeup per batch rather than one per record (on a 1-vCPU guest that
 * was 12,000 instructions per printf hit); after a read that found a
 * quarter of a buffer or more, it reads again at once. */
#define READ_BATCH_MS 10

static void *reader_thread(void *arg)
{
	struct reader *r = arg;

	for (;;) {
		struct pollfd pfd = { .fd = r->fd, .events = POLLIN };
		uint64_t before = r->s->bytes;

		poll(&pfd, 1, 1000);
		if (!drain(r->fd, r->s))
			break;
		if (r->s->bytes != before && r->s->bytes - before < r->busy_bytes)
			poll(NULL, 0, READ_BATCH_MS);
	}
	__atomic_store_n(&r->eof, true, __ATOMIC_RELEASE);
	wake_main();
	return NULL;
}

static bool reader_start(struct reader *r)
{
	sigset_t all, old;

	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old);
	r->started = pthread_create(&r->thread, NULL, reader_thread, r) == 0;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (!r->started)
		fprintf(stderr, "pmprobe: cannot start the output reader: %s\n", strerror(errno));
	return r->started;
}

/* Waits for the reader to reach the end of the data file. */
static void reader_finish(struct reader *r)
{
	if (r->started)
		pthread_join(r->thread, NULL);
	r->started = false;
}

/* Runs until exit(), -T, the end of -c, or a signal, then stops the
 * script (the end probes run during the write) and drains its output. */
static void run_until_done(const char *name, struct reader *r,
			   const struct run_options *opt)
{
	double deadline = opt->time_limit ? now_s() + opt->time_limit : 0;

	while (!__atomic_load_n(&r->eof, __ATOMIC_ACQUIRE)) {
		struct pollfd pfd = { .fd = wake_pipe[0], .events = POLLIN };
		bool stop = got_signal || (deadline && now_s() >= deadline);
		char junk[64];
		int wait_ms = -1;

		if (!stop && child_pid > 0 && waitpid(child_pid, NULL, WNOHANG) == child_pid) {
			child_pid = 0;
			stop = true;
		}
		if (stop) {
			write_control(name, "stop");
			break;
		}
		if (deadline) {
			double left = deadline - now_s();

			/* never negative: poll() would wait for ever */
			wait_ms = left > 0 ? (int)(left * 1000) + 1 : 0;
		}
		poll(&pfd, 1, wait_ms);
		while (read(wake_pipe[0], junk, sizeof(junk)) > 0)
			;
	}
	reader_finish(r);
}

/* What pass 5 checks before it loads anything: root, the module against
 * the running kernel, the target process. */
static bool can_run(const char *ko, const struct module_info *mi,
		    const struct run_options *opt)
{
	long target = opt->target_pid;

	if (geteuid() != 0) {
		fprintf(stderr, "pmprobe: pass 5 loads a kernel module and needs root: run as root, or stop after pass 4 with -p4\n");
		return false;
	}
	if (!module_check_kernel(ko, mi))
		return false;
	if (mi->needs_target && !target && !opt->command) {
		fprintf(stderr, "pmprobe: %s counts only a target process (.process): give one with -x PID or -c CMD\n",
			ko);
		return false;
	}
	if (target && kill((pid_t)target, 0) && errno == ESRCH) {
		fprintf(stderr, "pmprobe: -x %ld: no such process\n", target);
		return false;
	}
	return true;
}

/* Where the script's output goes: stdout, or -o FILE (trust.c's rule
 * for files pmprobe writes). */
static bool open_stream(struct stream *s, const struct run_options *opt)
{
	char *why;
	int fd;

	s->out = stdout;
	s->flight_recorder = opt->flight_recorder;
	if (!opt->output)
		return true;
	fd = open_output(opt->output, &why);
	if (fd < 0 || !(s->out = fdopen(fd, "w"))) {
		fprintf(stderr, "pmprobe: cannot write %s: %s\n", opt->output,
			fd < 0 ? why : strerror(errno));
		if (fd >= 0)
			close(fd);
		free(fd < 0 ? why : NULL);
		return false;
	}
	return true;
}

static void close_stream(struct stream *s)
{
	if (s->out && s->out != stdout)
		fclose(s->out);
	s->out = NULL;
}

int run_module(const char *ko, const struct run_options *opt)
{
	struct module_info mi;
	struct stream s = { 0 };
	struct reader r = { 0 };
	double t_load, t_start;
	char *params, *data;
	long target = opt->target_pid;
	bool ok;
	int ko_fd, fd, rc = 1;

	ko_fd = module_open(ko);
	if (ko_fd < 0)
		return 1;
	if (!module_info_read(ko_fd, ko, &mi) || !can_run(ko, &mi, opt) ||
	    !open_stream(&s, opt))
		goto out_close_module;
	if (opt->command)
		target = child_pid = start_command(opt->command);
	params = module_params(opt, &mi, target, &ok);
	if (!ok)
		goto out_kill_command;
	install_signals();
	atexit(unload);
	t_load = now_ms();
	if (!load_module(ko_fd, ko, mi.name, params))
		goto out_kill_command;
	if (opt->verbose)
		fprintf(stderr, "Pass 5: loaded %s in %.1f ms (finit_module, module init included)\n",
			mi.name, now_ms() - t_load);
	data = proc_path(mi.name, "data");
	fd = open(data, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0) {
		fprintf(stderr, "pmprobe: cannot open %s: %s\n", data, strerror(errno));
		goto out_unload;
	}
	r.fd = fd;
	r.s = &s;
	r.busy_bytes = (uint64_t)(opt->buffer_kb ? opt->buffer_kb : 1024) * 1024 / 4;
	if (!reader_start(&r))
		goto out_close_data;
	t_start = now_ms();
	if (!write_control(mi.name, "start")) {
		reader_finish(&r);
		report_start_failure(mi.name);
		goto out_close_data;
	}
	if (opt->verbose)
		fprintf(stderr, "Pass 5: started in %.1f ms (events opened, begin probes run)\n",
			now_ms() - t_start);
	release_command();
	run_until_done(mi.name, &r, opt);
	fflush(s.out);
	rc = summarize(mi.name, opt, &s);
	if (got_signal == SIGTERM || got_signal == SIGHUP)
		rc = rc ? rc : 0;
out_close_data:
	close(fd);
out_unload:
	unload();
out_kill_command:
	kill_command();
out_close_module:
	close_stream(&s);
	close(ko_fd);
	return rc;
}
