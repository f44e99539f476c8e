/*
 * loader.c - pass 5: load the module (finit_module with its parameters),
 * start it through /proc/pmprobe/MODULE/control, read the data file on a
 * thread of its own (stream.c puts the records out), stop it on exit(),
 * -T, the end of -c CMD, Ctrl-C or SIGTERM, drain, print the exit
 * summary (report.c), and unload it.  Once the module is loaded, every way
 * out goes through unload (an atexit handler covers the paths that exit
 * early).
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
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "loader.h"
#include "pmp_abi.h"
#include "profile.h"

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

/* --------------------------------------------------------------- files */

static char *proc_path(const char *name, const char *file)
{
	return xasprintf("/proc/" PMP_PROC_ROOT "/%s/%s", name, file);
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

static bool write_control(const char *name, const char *cmd)
{
	char *p = proc_path(name, PMP_PROC_CONTROL);
	int fd = open(p, O_WRONLY | O_CLOEXEC);
	bool ok;

	free(p);
	if (fd < 0)
		return false;
	ok = write(fd, cmd, strlen(cmd)) == (ssize_t)strlen(cmd);
	close(fd);
	return ok;
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
	const char **syms;
	struct buf p;
	size_t i;

	*ok = true;
	buf_init(&p);
	buf_printf(&p, PMP_STR(PMP_PARAM_TARGET) "=%ld " PMP_STR(PMP_PARAM_TIMING) "=%d "
		   PMP_STR(PMP_PARAM_OVERWRITE) "=%d", target, opt->timing ? 1 : 0,
		   opt->flight_recorder ? 1 : 0);
	if (opt->json)
		buf_printf(&p, " " PMP_STR(PMP_PARAM_JSON) "=1");
	else if (result_files_any(&opt->results))
		buf_printf(&p, " " PMP_STR(PMP_PARAM_FIELDS) "=1");
	if (opt->check)
		buf_printf(&p, " " PMP_STR(PMP_PARAM_CHECK) "=1");
	if (opt->buffer_kb)
		buf_printf(&p, " " PMP_STR(PMP_PARAM_BUFSIZE) "=%ld", opt->buffer_kb * 1024);
	/* .modinfo keeps no order: each entry says its index. */
	syms = module_breakpoints(mi);
	addrs = xcalloc(mi->breakpoints.len + 1, sizeof(*addrs));
	for (i = 0; syms && i < mi->breakpoints.len; i++) {
		const char *sym = syms[i];
		bool restricted;

		addrs[i] = kallsyms_lookup_addr(sym, &restricted);
		if (!addrs[i]) {
			fprintf(stderr, restricted ?
				"pmprobe: cannot resolve '%s': /proc/kallsyms hides addresses (run as root, kptr_restrict)\n" :
				"pmprobe: perf.breakpoint(%s): the kernel has no symbol '%s' (see /proc/kallsyms)\n",
				sym, sym);
			*ok = false;
		}
	}
	if (!syms)
		*ok = false;
	free(syms);
	for (i = 0; i < mi->breakpoints.len; i++)
		buf_printf(&p, "%s0x%lx", i ? "," : " " PMP_STR(PMP_PARAM_BP_ADDR) "=", addrs[i]);
	free(addrs);
	if (!pmu_load_params(mi, opt->sysfs_root ? opt->sysfs_root : "", &p))
		*ok = false;
	if (!core_types_match(mi, opt->sysfs_root ? opt->sysfs_root : ""))
		*ok = false;
	if (!tp_load_params(mi, opt->sysfs_root ? opt->sysfs_root : "", &p))
		*ok = false;
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

	if (stat("/proc/" PMP_PROC_ROOT, &st) == 0)
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
		explain_load_error(ko, name, e, module_file_is_signed(fd));
		return false;
	}
	snprintf(loaded_name, sizeof(loaded_name), "%s", name);
	return true;
}

/* ----------------------------------------------------------- the loop */

static double now_s(void)
{
	return now_ms() / 1e3;
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

		/* 1 s, or 50 ms while processes whose user-space addresses
		 * were sampled run: their mappings are read again (ustack.c) */
		poll(&pfd, 1, ustack_refresh() ? 50 : 1000);
		if (!stream_drain(r->s, r->fd))
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
			write_control(name, PMP_CMD_STOP);
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

/* Why this kernel loads only signed modules (module.sig_enforce=1, or a
 * lockdown), or NULL: read where the kernel says it. */
static char *signatures_required(void)
{
	char *text = NULL, *why = NULL;
	size_t len;

	if (read_file("/sys/module/module/parameters/sig_enforce", &text, &len) && len && text[0] == 'Y')
		why = xstrdup("module.sig_enforce=1");
	free(text);
	text = NULL;
	if (!why && read_file("/sys/kernel/security/lockdown", &text, &len) &&
	    (strstr(text, "[integrity]") || strstr(text, "[confidentiality]")))
		why = xasprintf("it is locked down (%s)", strstr(text, "[integrity]") ? "integrity" : "confidentiality");
	free(text);
	return why;
}

/* An unsigned module where only signed ones load: refused here, saying
 * what to do, before the kernel refuses it with a bare errno. */
static bool signature_ok(const char *ko, int fd)
{
	char *why;

	if (module_file_is_signed(fd) || !(why = signatures_required()))
		return true;
	fprintf(stderr, "pmprobe: %s is not signed, and this kernel loads only signed modules (%s): build it with --sign KEY CERT, a key this kernel trusts (pmprobe --make-key DIR makes one to enroll with mokutil --import)\n",
		ko, why);
	free(why);
	return false;
}

/* What pass 5 checks before it loads anything: root, the module against
 * the running kernel, its signature, the target process. */
static bool can_run(const char *ko, int fd, const struct module_info *mi,
		    const struct run_options *opt)
{
	long target = opt->target_pid;
	struct utsname u;

	if (geteuid() != 0) {
		fprintf(stderr, "pmprobe: pass 5 loads a kernel module and needs root: run as root, or stop after pass 4 with -p4\n");
		return false;
	}
	if (!module_check_kernel(ko, mi) || !signature_ok(ko, fd))
		return false;
	if (mi->breakpoints.len && uname(&u) == 0 && !strcmp(u.machine, "aarch64")) {
		fprintf(stderr, "pmprobe: %s has kernel breakpoints, which hang an arm64 kernel (it steps over a breakpoint only for perf's own handlers): not loading it\n",
			ko);
		return false;
	}
	if (!module_ufiles_ok(ko, mi))
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

/* The started script's run (or --check's busy moment) to its stop, then
 * the exit summary (or --check's lines); the exit status. */
static int run_and_report(const char *name, struct reader *r, struct stream *s,
			  const struct run_options *opt)
{
	bool metrics_failed = false;
	char *stats;
	int rc;

	if (opt->check && !opt->command) {
		check_keep_cpus_busy(opt->time_limit ? opt->time_limit : CHECK_BUSY_SECONDS);
		write_control(name, PMP_CMD_STOP);
		reader_finish(r);
	} else {
		run_until_done(name, r, opt);
	}
	fflush(s->out);
	/* --metrics: the exit dump's records, the file's last version */
	if (!opt->check && result_file_wanted(&opt->results, RESULT_METRICS) &&
	    !metrics_put(opt, (struct global_record *const *)s->globals.items, s->globals.len,
			 s->counters))
		metrics_failed = true;
	stats = read_proc(name, PMP_PROC_STATS);
	if (opt->json && stats)
		json_stats(s->out, stats, s->records);
	rc = opt->check ? check_report(stats, &s->check_skips, opt) : summarize(stats, opt, s->records);
	if (s->damaged || metrics_failed)
		rc = 1;
	rc = opt->check || profile_write_results(&s->globals, &opt->results) ? rc : 1;
	free(stats);
	if (got_signal == SIGTERM || got_signal == SIGHUP)
		rc = rc ? rc : 0;
	return rc;
}

int run_module(const char *ko, const struct run_options *opt)
{
	struct module_info mi;
	struct stream s = { 0 };
	struct reader r = { 0 };
	double t_load, t_start;
	char *params, *data, *stats;
	long target = opt->target_pid;
	bool ok;
	int ko_fd, fd, rc = 1;

	/* First: a stop signal that comes while the module is checked (a
	 * slow /proc/kallsyms) must stop the run, not kill the loader. */
	install_signals();
	if (!result_files_check(&opt->results))
		return 1;
	ko_fd = module_open(ko);
	if (ko_fd < 0)
		return 1;
	if (!module_info_read(ko_fd, ko, &mi) || !can_run(ko, ko_fd, &mi, opt) ||
	    !stream_open(&s, opt))
		goto out_close_module;
	s.counters = &mi.counters;
	if (opt->command)
		target = child_pid = start_command(opt->command);
	params = module_params(opt, &mi, target, &ok);
	if (!ok)
		goto out_kill_command;
	atexit(unload);
	t_load = now_ms();
	if (!load_module(ko_fd, ko, mi.name, params))
		goto out_kill_command;
	if (opt->verbose)
		fprintf(stderr, "Pass 5: loaded %s in %.1f ms (finit_module, module init included)\n",
			mi.name, now_ms() - t_load);
	data = proc_path(mi.name, PMP_PROC_DATA);
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
	if (!write_control(mi.name, PMP_CMD_START)) {
		reader_finish(&r);
		stats = read_proc(mi.name, PMP_PROC_CONTROL);
		report_start_failure(stats);
		free(stats);
		goto out_close_data;
	}
	if (opt->verbose)
		fprintf(stderr, "Pass 5: started in %.1f ms (events opened, begin probes run)\n",
			now_ms() - t_start);
	release_command();
	rc = run_and_report(mi.name, &r, &s, opt);
out_close_data:
	close(fd);
out_unload:
	unload();
out_kill_command:
	kill_command();
out_close_module:
	stream_close(&s);
	close(ko_fd);
	return rc;
}
