/*
 * vm.c - running a throw-away QEMU guest (sandbox.h): the QEMU command
 * line, QEMU as an unprivileged, sandboxed process wired to host pipes,
 * the live forwarding of the guest's stdout/stderr, the console log, the
 * watchdog, a dump of the vCPUs at a hang, and the one-line result.  The
 * initramfs is initramfs.c's, the kernel-log scan klog.c's.
 *
 * Guest <-> host wiring (each a 16550 UART backed by a host pipe that QEMU
 * opens as /proc/self/fd/N through "-chardev file"):
 *   ttyS0 (irq 4) kernel console          -> console log file
 *   ttyS1 (irq 3) command stdout, raw tty -> our stdout
 *   ttyS2 (irq 7) command stderr, raw tty -> our stderr
 *   ttyS3 (irq 5) "pmprobe-status N\n"    -> exit status
 * QEMU's own stdout/stderr go to a fifth pipe and are quoted on failure;
 * its monitor is a socketpair (no path).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <grp.h>
#include <poll.h>
#include <pwd.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "result_file.h"
#include "sandbox.h"

#define VM_DEFAULT_CPUS		2
#define VM_DEFAULT_MEM_MB	512
#define VM_DEFAULT_TIMEOUT_S	300.0
#define VM_PANIC_GRACE_S	10.0	/* panic seen, QEMU should exit by then */
#define VM_POWEROFF_GRACE_S	30.0	/* status seen, QEMU should exit by then */
#define VM_PANIC_TAG		"Kernel panic - not syncing"


/* Host-side channels read by the event loop. */
enum { CH_CONSOLE, CH_OUT, CH_ERR, CH_STATUS, CH_QEMU, CH_N };

/* ---- small helpers ---------------------------------------------------- */

static double mono_now(void)
{
	return now_ms() / 1e3;
}

/* Replaces control characters so a quoted line stays one line. */
static void sanitize(char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s < 0x20 || *s == 0x7f)
			*s = '?';
}

/* ---- request checks ------------------------------------------------------ */

static bool guest_path_ok(const char *p)
{
	size_t len = p ? strlen(p) : 0;

	if (len < 2 || p[0] != '/' || p[len - 1] == '/' || len >= PATH_MAX)
		return false;
	if (strstr(p, "/../") || strstr(p, "//") || strstr(p, "/./"))
		return false;
	if (len >= 3 && strcmp(p + len - 3, "/..") == 0)
		return false;
	return strcmp(p + len - 2, "/.") != 0;
}

static int check_request(const struct vm_request *req)
{
	if (!req->kernel_image || !req->kernel_image[0]) {
		message_plain("no guest kernel image given (e.g. /boot/vmlinuz-$(uname -r); "
		       "install linux-image-amd64)");
		return -1;
	}
	if (!req->argv || !req->argv[0] || req->argv[0][0] != '/') {
		message_plain("the guest command must start with an absolute path");
		return -1;
	}
	for (size_t i = 0; i < req->nfiles; i++) {
		if (!req->files[i].host_path || !guest_path_ok(req->files[i].guest_path)) {
			message_plain("bad guest file '%s': the guest path must be absolute",
			       req->files[i].guest_path ? req->files[i].guest_path : "");
			return -1;
		}
	}
	return 0;
}

/* A program pmprobe runs here: no one but you or root may change it. */
static bool trusted_program(const char *path)
{
	char *why;
	int fd = trust_open_file(path, TRUST_SYSTEM, &why);

	if (fd < 0) {
		message_plain("not running %s; no one but you or root may change what pmprobe runs", why);
		free(why);
		return false;
	}
	close(fd);
	return true;
}

/* The kernel image, copied into a memfd: QEMU, which runs as an
 * unprivileged user, opens it as /proc/self/fd/N whatever the image's
 * own mode and directory. */
static int open_kernel(const char *image)
{
	struct stat st;
	int fd = open(image, O_RDONLY | O_CLOEXEC), mfd = -1;
	char buf[65536];
	ssize_t n;

	if (fd < 0 || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		message_plain("cannot read the guest kernel image %s: %s; install "
		       "linux-image-amd64 or pass an existing /boot/vmlinuz-* image",
		       image, fd < 0 ? strerror(errno) : "not a regular file");
		if (fd >= 0)
			close(fd);
		return -1;
	}
	mfd = memfd_create("pmprobe-kernel", MFD_CLOEXEC);
	while (mfd >= 0 && (n = read(fd, buf, sizeof(buf))) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 || !write_all(mfd, buf, (size_t)n)) {
			close(mfd);
			mfd = -1;
		}
	}
	if (mfd < 0)
		message_plain("cannot copy the guest kernel image %s: %s", image, strerror(errno));
	close(fd);
	return mfd;
}

/* ---- the QEMU command line ------------------------------------------------ */

static int qemu_args(const struct vm_request *req, const struct vm_machine *m,
		     const char *qemu, struct vec *a)
{
	int cpus = req->icount ? 1 : (req->cpus > 0 ? req->cpus : VM_DEFAULT_CPUS);
	int mem = req->mem_mb > 0 ? req->mem_mb : VM_DEFAULT_MEM_MB;
	const char *env = getenv("PMPROBE_VM_APPEND");
	const char *extra = req->cmdline_extra ? req->cmdline_extra : env ? env : "";

	vec_push(a, xstrdup(qemu));
	vec_push(a, xstrdup("-nodefaults"));
	vec_push(a, xstrdup("-no-user-config"));
	m->add_args(a);
	qemu_arg(a, "-accel", xstrdup(req->icount ? "tcg,thread=single" :
				      cpus > 1 ? "tcg,thread=multi" : "tcg"));
	if (req->icount)
		qemu_arg(a, "-icount", xstrdup("shift=0"));
	qemu_arg(a, "-smp", xasprintf("%d", cpus));
	qemu_arg(a, "-m", xasprintf("%d", mem));
	qemu_arg(a, "-display", xstrdup("none"));
	vec_push(a, xstrdup("-no-reboot"));
	qemu_arg(a, "-kernel", xasprintf("/proc/self/fd/%d", VM_FD_KERNEL));
	qemu_arg(a, "-initrd", xasprintf("/proc/self/fd/%d", VM_FD_INITRD));
	qemu_arg(a, "-append", xasprintf("console=%s,115200 panic=-1 ignore_loglevel %s", m->console, extra));
	/* The human monitor on an inherited socket: no path anyone could
	 * connect to (it dumps the vCPUs' registers at a hang). */
	qemu_arg(a, "-chardev", xasprintf("socket,id=mon,fd=%d", VM_FD_MONITOR));
	qemu_arg(a, "-mon", xstrdup("chardev=mon,mode=readline"));
	/* QEMU's seccomp filter: even a monitor command cannot start a
	 * process, change privileges or use obsolete system calls. */
	qemu_arg(a, "-sandbox", xstrdup("on,obsolete=deny,elevateprivileges=deny,spawn=deny,resourcecontrol=deny"));
	vec_push(a, NULL);
	return 0;
}

/* ---- running QEMU --------------------------------------------------------- */

struct vm_run_state {
	pid_t pid;
	int rfd[CH_N];			/* read ends, -1 once at EOF */
	int wfd[CH_N];			/* write ends, given to QEMU */
	int logfd;
	bool out_broken, err_broken;	/* our stdout/stderr went away */
	bool killed, timed_out, stalled, got_status;
	bool booted;			/* init said VM_BOOTED_TAG */
	int status, wstatus;
	double deadline, panic_at, status_at;
	double stall_s, last_io;	/* --vm-stall, and when the guest last sent */
	char line[VM_LINE_MAX];		/* console line being assembled */
	size_t linelen;
	char last_line[VM_LINE_MAX];	/* last non-empty console line */
	char panic_line[VM_LINE_MAX];
	char problem[VM_LINE_MAX];
	struct result_reader results;	/* the status port: lines, file frames */
	char qemu_err[VM_LINE_MAX];
	size_t qemu_errlen;
	int log_errno;
	size_t logbytes;		/* console bytes seen */
	char rips[600];			/* vCPUs' RIPs from the monitor, at a hang */
	unsigned long stext;		/* the guest's _stext, from init */
	int monitor[2];			/* socketpair: ours, QEMU's monitor */
	const char *qemu_name;		/* for messages */
	uid_t qemu_uid;			/* who QEMU runs as */
	gid_t qemu_gid;
};

/* In the child, once its descriptors are wired: QEMU does not run as
 * root.  Its pipes become the QEMU user's (it reopens them through
 * /proc/self/fd), then it drops every group and its ids for good; the
 * parent-death signal is set after that, since a change of ids clears
 * it. */
static void drop_privileges(const struct vm_run_state *r, pid_t parent)
{
	if (geteuid() == 0) {
		for (int i = VM_FD_CONSOLE; i <= VM_FD_STATUS; i++)
			if (fchown(i, r->qemu_uid, r->qemu_gid) != 0)
				_exit(127);
		if (setgroups(0, NULL) != 0 || setgid(r->qemu_gid) != 0 ||
		    setuid(r->qemu_uid) != 0 || geteuid() == 0 || getuid() == 0)
			_exit(127);
	}
	prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != parent)
		_exit(127);
}

/* Child side: wires the fds QEMU expects and execs it. */
static void child_exec(const struct vm_run_state *r, int initrd, int kernel,
		       pid_t parent, char *const argv[], const char *failmsg)
{
	int src[VM_FD_END] = { 0 }, hi[VM_FD_END] = { 0 }, null;
	sigset_t all;

	src[0] = r->wfd[CH_QEMU];
	src[VM_FD_CONSOLE] = r->wfd[CH_CONSOLE];
	src[VM_FD_OUT] = r->wfd[CH_OUT];
	src[VM_FD_ERR] = r->wfd[CH_ERR];
	src[VM_FD_STATUS] = r->wfd[CH_STATUS];
	src[VM_FD_INITRD] = initrd;
	src[VM_FD_KERNEL] = kernel;
	src[VM_FD_MONITOR] = r->monitor[1];
	for (int i = 0; i < VM_FD_END; i++)
		if (i == 0 || i >= VM_FD_CONSOLE)
			hi[i] = fcntl(src[i], F_DUPFD_CLOEXEC, 64);
	null = open("/dev/null", O_RDONLY);
	dup2(null, 0);
	dup2(hi[0], 1);
	dup2(hi[0], 2);
	for (int i = VM_FD_CONSOLE; i < VM_FD_END; i++)
		dup2(hi[i], i);
	close_range(VM_FD_END, ~0u, 0);
	drop_privileges(r, parent);
	signal(SIGPIPE, SIG_DFL);
	sigemptyset(&all);
	sigprocmask(SIG_SETMASK, &all, NULL);
	execv(argv[0], argv);
	(void)!write_all(2, failmsg, strlen(failmsg));
	_exit(127);
}

static int open_pipes(struct vm_run_state *r)
{
	for (int i = 0; i < CH_N; i++) {
		int p[2];

		if (pipe2(p, O_CLOEXEC) < 0) {
			message_plain("cannot create a pipe: %s", strerror(errno));
			return -1;
		}
		r->rfd[i] = p[0];
		r->wfd[i] = p[1];
		fcntl(p[0], F_SETFL, O_NONBLOCK);
	}
	return 0;
}

static void close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

static int spawn_qemu(struct vm_run_state *r, int initrd, int kernel,
		      char *const argv[])
{
	char failmsg[PATH_MAX + 64];
	pid_t parent = getpid();

	snprintf(failmsg, sizeof(failmsg), "cannot execute %s\n", argv[0]);
	fflush(NULL);
	r->pid = fork();
	if (r->pid == 0)
		child_exec(r, initrd, kernel, parent, argv, failmsg);
	for (int i = 0; i < CH_N; i++)
		close_fd(&r->wfd[i]);
	close_fd(&r->monitor[1]);
	if (r->pid < 0) {
		message_plain("cannot start %s: %s", argv[0], strerror(errno));
		return -1;
	}
	return 0;
}

static void kill_qemu(struct vm_run_state *r)
{
	if (!r->killed && r->pid > 0)
		kill(r->pid, SIGKILL);
	r->killed = true;
}

/* A complete console line (without its end); a NUL byte in it is
 * content, as the kernel-log scan takes it, never its end. */
static void console_line(struct vm_run_state *r)
{
	char *l = r->line;
	size_t len = r->linelen;
	const char *tag;

	r->linelen = 0;
	if (len && l[len - 1] == '\r')
		len--;
	l[len] = '\0';
	if (!len)
		return;
	snprintf(r->last_line, sizeof(r->last_line), "%.*s", (int)strnlen(l, len), l);
	if (!r->problem[0])
		vm_scan_kernel_log(l, len, r->problem, sizeof(r->problem));
	if (!r->stext && (tag = memmem(l, len, VM_STEXT_TAG, strlen(VM_STEXT_TAG))))
		r->stext = strtoul(tag + strlen(VM_STEXT_TAG), NULL, 16);
	if (!r->panic_line[0] && memmem(l, len, VM_PANIC_TAG, strlen(VM_PANIC_TAG))) {
		snprintf(r->panic_line, sizeof(r->panic_line), "%.*s", (int)strnlen(l, len), l);
		r->panic_at = mono_now();
	}
}

static void on_console(struct vm_run_state *r, const char *buf, size_t n)
{
	r->logbytes += n;
	if (!r->log_errno && !write_all(r->logfd, buf, n))
		r->log_errno = errno;
	for (size_t i = 0; i < n; i++) {
		if (buf[i] == '\n')
			console_line(r);
		else if (r->linelen < sizeof(r->line) - 1)
			r->line[r->linelen++] = buf[i];
	}
}

/* A text line of the status port: the booted tag, the command's status. */
static void status_text(void *ctx, const char *text)
{
	struct vm_run_state *r = ctx;
	const char *tag;
	char *end;
	long v;

	if (strstr(text, VM_BOOTED_TAG))
		r->booted = true;
	tag = strstr(text, VM_STATUS_TAG);
	if (r->got_status || !tag)
		return;
	v = strtol(tag + strlen(VM_STATUS_TAG), &end, 10);
	if (!*end && end != tag + strlen(VM_STATUS_TAG)) {
		r->got_status = true;
		r->status = (int)(v & 0xff);
		r->status_at = mono_now();
	}
}

/* The status port carries text lines and, before the status, the
 * frames of result files (result_file.h), written here as they come. */
static void on_status(struct vm_run_state *r, const char *buf, size_t n)
{
	result_reader_feed(&r->results, buf, n, status_text, r);
}

static void forward(int fd, bool *broken, const char *buf, size_t n)
{
	if (!*broken && !write_all(fd, buf, n))
		*broken = true;	/* e.g. EPIPE: keep draining, drop the data */
}

static void dispatch(struct vm_run_state *r, int ch, const char *buf, size_t n)
{
	switch (ch) {
	case CH_CONSOLE:
		on_console(r, buf, n);
		break;
	case CH_OUT:
		forward(STDOUT_FILENO, &r->out_broken, buf, n);
		break;
	case CH_ERR:
		forward(STDERR_FILENO, &r->err_broken, buf, n);
		break;
	case CH_STATUS:
		on_status(r, buf, n);
		break;
	default:
		n = n < sizeof(r->qemu_err) - 1 - r->qemu_errlen ?
		    n : sizeof(r->qemu_err) - 1 - r->qemu_errlen;
		memcpy(r->qemu_err + r->qemu_errlen, buf, n);
		r->qemu_errlen += n;
		r->qemu_err[r->qemu_errlen] = '\0';
	}
}

/* Reads what a channel has (a bounded amount, so the watchdog keeps
 * running); closes it at EOF. */
static void drain(struct vm_run_state *r, int ch)
{
	char buf[65536];

	for (int round = 0; round < 16; round++) {
		ssize_t n = read(r->rfd[ch], buf, sizeof(buf));

		if (n > 0) {
			if (ch != CH_CONSOLE || !r->booted ||
			    memmem(buf, (size_t)n, VM_HEARTBEAT_TAG,
				   strlen(VM_HEARTBEAT_TAG)))
				r->last_io = mono_now();
			dispatch(r, ch, buf, (size_t)n);
			continue;
		}
		if (n < 0 && errno == EINTR)
			continue;
		if (n == 0 || errno != EAGAIN)
			close_fd(&r->rfd[ch]);
		return;
	}
}

/* "_stext+0xOFF" for a guest kernel text address: the offset stays the
 * same across boots whatever KASLR chose (init printed this boot's
 * _stext), so a later boot's /proc/kallsyms names the function; '' if
 * the address is not past _stext. */
static void symbolize(const struct vm_run_state *r, unsigned long addr,
		      char *out, size_t outsz)
{
	out[0] = '\0';
	if (r->stext && addr >= r->stext)
		snprintf(out, outsz, "_stext+0x%lx", addr - r->stext);
}

/* Appends "info registers -a" from QEMU's monitor to the console log and
 * keeps each vCPU's RIP (and whether it is halted) for the failure
 * message.  Best effort, at most 3 s. */
static void dump_vcpus(struct vm_run_state *r)
{
	static const char cmd[] = "info registers -a\n";
	static const char head[] = "\n==== pmprobe: every vCPU's registers (QEMU monitor) ====\n";
	static char buf[65536];
	double until = mono_now() + 3.0;
	size_t len = 0;
	char *from, *p;
	int fd = r->monitor[0], rips = 0;

	if (fd < 0 || !write_all(fd, cmd, sizeof(cmd) - 1))
		return;
	while (mono_now() < until && len < sizeof(buf) - 1) {
		struct pollfd pfd = { .fd = fd, .events = POLLIN };
		ssize_t n;

		if (poll(&pfd, 1, 500) <= 0)
			continue;
		n = read(fd, buf + len, sizeof(buf) - 1 - len);
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	buf[len] = '\0';
	from = strstr(buf, "CPU#");   /* past the monitor's banner and echo */
	if (!from)
		return;
	if (r->logfd >= 0 && (!write_all(r->logfd, head, sizeof(head) - 1) ||
			      !write_all(r->logfd, from, strlen(from))))
		r->log_errno = errno;
	for (p = from; (p = strstr(p, "RIP=")) && rips < 8; p += 4) {
		size_t used = strlen(r->rips), eol = strcspn(p, "\n");
		char *hlt = strstr(p, "HLT=");
		char hex[17], sym[40];

		if (sscanf(p + 4, "%16[0-9a-f]", hex) != 1)
			continue;
		symbolize(r, strtoul(hex, NULL, 16), sym, sizeof(sym));
		snprintf(r->rips + used, sizeof(r->rips) - used, "%s%s%s%s%s", used ? ", " : "",
			 hex, sym[0] ? " = " : "", sym,
			 hlt && hlt < p + eol && hlt[4] == '1' ? " (halted)" : "");
		rips++;
	}
}

/* Kills QEMU when the watchdog or a grace period runs out; poll timeout in ms. */
static int check_deadlines(struct vm_run_state *r)
{
	double now = mono_now(), next = r->deadline;

	if (r->stall_s > 0 && !r->got_status && !r->panic_line[0] && !r->killed &&
	    now >= r->last_io + r->stall_s) {
		r->stalled = true;
		dump_vcpus(r);
		kill_qemu(r);
		return 1000;
	}
	if (r->stall_s > 0 && r->last_io + r->stall_s < next)
		next = r->last_io + r->stall_s;
	if (r->panic_at > 0 && r->panic_at + VM_PANIC_GRACE_S < next)
		next = r->panic_at + VM_PANIC_GRACE_S;
	if (r->got_status && r->status_at + VM_POWEROFF_GRACE_S < next)
		next = r->status_at + VM_POWEROFF_GRACE_S;
	if (r->killed)
		return 1000;
	if (now >= next) {
		r->timed_out = now >= r->deadline && !r->panic_line[0] && !r->got_status;
		if (r->timed_out)
			dump_vcpus(r);
		kill_qemu(r);
		return 1000;
	}
	return next - now > 1.0 ? 1000 : (int)((next - now) * 1000) + 1;
}

static void event_loop(struct vm_run_state *r)
{
	for (;;) {
		struct pollfd pfd[CH_N];
		int ch[CH_N], n = 0, timeout = check_deadlines(r);

		for (int i = 0; i < CH_N; i++) {
			if (r->rfd[i] < 0)
				continue;
			pfd[n] = (struct pollfd){ .fd = r->rfd[i], .events = POLLIN };
			ch[n++] = i;
		}
		if (n == 0)
			break;
		if (poll(pfd, (nfds_t)n, timeout) < 0 && errno != EINTR) {
			kill_qemu(r);	/* cannot happen; never wait on a live QEMU */
			break;
		}
		for (int i = 0; i < n; i++)
			if (pfd[i].revents)
				drain(r, ch[i]);
	}
	if (r->linelen)
		console_line(r);
	while (waitpid(r->pid, &r->wstatus, 0) < 0 && errno == EINTR)
		;
}

/* ---- results ---------------------------------------------------------------- */

static const char *log_where(const struct vm_result *res, char *buf, size_t sz)
{
	if (res->console_log[0])
		snprintf(buf, sz, "; console log kept in %s", res->console_log);
	else
		snprintf(buf, sz, "%s", "");
	return buf;
}

static void first_line(char *dst, size_t sz, const char *src)
{
	snprintf(dst, sz, "%.*s", (int)strcspn(src, "\n"), src);
	sanitize(dst);
}

static void report_qemu_end(struct vm_run_state *r, const struct vm_result *res)
{
	char where[4200], qerr[VM_LINE_MAX], last[VM_LINE_MAX];

	log_where(res, where, sizeof(where));
	first_line(qerr, sizeof(qerr), r->qemu_err);
	first_line(last, sizeof(last), r->last_line);
	if (WIFEXITED(r->wstatus) && WEXITSTATUS(r->wstatus) != 0)
		message_plain("%s failed (exit status %d)%s%s%s", r->qemu_name,
		       WEXITSTATUS(r->wstatus), qerr[0] ? ": " : "", qerr, where);
	else if (WIFSIGNALED(r->wstatus))
		message_plain("%s was killed by signal %d%s%s%s", r->qemu_name,
		       WTERMSIG(r->wstatus), qerr[0] ? ": " : "", qerr, where);
	else
		message_plain("the guest stopped without reporting the command's exit "
		       "status (last console line: \"%s\")%s", last, where);
}

/* "; first kernel problem: ..." when it says more than the panic line. */
static void problem_note(const struct vm_run_state *r, char *buf, size_t sz)
{
	char line[VM_LINE_MAX];

	buf[0] = '\0';
	if (!r->problem[0] || strcmp(r->problem, r->panic_line) == 0)
		return;
	first_line(line, sizeof(line), r->problem);
	snprintf(buf, sz, "; first kernel problem: \"%s\"", line);
}

/* Prints the one failure line; returns -1. */
static int report_failure(struct vm_run_state *r, const struct vm_result *res,
			  double timeout)
{
	char where[4200], line[VM_LINE_MAX], note[VM_LINE_MAX + 32];

	log_where(res, where, sizeof(where));
	problem_note(r, note, sizeof(note));
	if (r->panic_line[0]) {
		first_line(line, sizeof(line), r->panic_line);
		message_plain("the guest kernel panicked: \"%s\"%s%s", line, note, where);
	} else if (r->stalled) {
		first_line(line, sizeof(line), r->last_line);
		message_plain("the guest stalled: nothing from %s for %g s, an emulator hang "
		       "or a guest livelock (last console line: \"%s\"%s%s)%s%s",
		       r->booted ? "its user space" : "it", r->stall_s, line, r->rips[0] ? "; vCPU RIPs: " : "", r->rips,
		       note, where);
	} else if (r->timed_out) {
		first_line(line, sizeof(line), r->last_line);
		message_plain("the guest did not finish within %g s (last console line: "
		       "\"%s\"%s%s)%s%s", timeout, line, r->rips[0] ? "; vCPU RIPs: " : "",
		       r->rips, note, where);
	} else {
		report_qemu_end(r, res);
	}
	return -1;
}

static void remove_log(struct vm_result *res)
{
	unlink(res->console_log);
	res->console_log[0] = '\0';
}

static int finish(struct vm_run_state *r, const struct vm_request *req,
		  struct vm_result *res, bool temp_log, double timeout)
{
	snprintf(res->kernel_problem, sizeof(res->kernel_problem), "%s", r->problem);
	if (r->log_errno)
		fprintf(stderr, "pmprobe: note: writing the console log %s failed: %s\n",
			res->console_log, strerror(r->log_errno));
	if (!r->got_status && r->logbytes == 0 && temp_log)
		remove_log(res);	/* QEMU failed before the guest said anything */
	if (!r->got_status) {
		res->boot_failed = !r->booted && (r->panic_line[0] || r->stalled);
		return report_failure(r, res, timeout);
	}
	res->status = r->status;
	if (r->killed)
		fprintf(stderr, "pmprobe: note: the guest did not power off after the "
			"command ended; QEMU was stopped\n");
	if (!req->keep_console_log && !r->problem[0])
		remove_log(res);
	return 0;
}

/* $TMPDIR if it is a directory of yours or root's that others may write
 * only if sticky (trust.c), else /tmp, warned once. */
static const char *tmp_dir(void)
{
	static const char *dir;
	const char *env = getenv("TMPDIR");
	char *why;
	int fd;

	if (dir)
		return dir;
	dir = "/tmp";
	if (env && *env && strcmp(env, "/tmp")) {
		fd = trust_open_dir(env, TRUST_TMP, false, &why);
		if (fd >= 0) {
			close(fd);
			dir = env;
		} else {
			warning_plain("not using TMPDIR: %s; using /tmp", why);
			free(why);
		}
	}
	return dir;
}

/* --vm-log FILE under the rule for files pmprobe writes (trust.c), or
 * a new temporary file. */
static int open_log(const struct vm_request *req, struct vm_result *res)
{
	char *why = NULL;
	int fd;

	if (req->console_log) {
		snprintf(res->console_log, sizeof(res->console_log), "%s", req->console_log);
		fd = open_output(req->console_log, &why);
	} else {
		snprintf(res->console_log, sizeof(res->console_log),
			 "%s/pmprobe-console-XXXXXX.log", tmp_dir());
		fd = mkostemps(res->console_log, 4, O_CLOEXEC);
	}
	if (fd < 0) {
		message_plain("cannot create the console log %s: %s", res->console_log,
		       why ? why : strerror(errno));
		res->console_log[0] = '\0';
	}
	free(why);
	return fd;
}

/* Who QEMU runs as when we are root: the user sudo was run by
 * (SUDO_UID, SUDO_GID), else "nobody".  -1 if there is none. */
static int pick_qemu_user(struct vm_run_state *r)
{
	const char *su = getenv("SUDO_UID"), *sg = getenv("SUDO_GID");
	struct passwd *pw;
	char *end;
	long v;

	r->qemu_uid = geteuid();
	r->qemu_gid = getegid();
	if (geteuid() != 0)
		return 0;
	if (su && *su && (v = strtol(su, &end, 10)) > 0 && !*end && v < INT_MAX) {
		r->qemu_uid = (uid_t)v;
		pw = getpwuid(r->qemu_uid);
		r->qemu_gid = sg && *sg && (v = strtol(sg, &end, 10)) > 0 && !*end && v < INT_MAX ?
			      (gid_t)v : pw ? pw->pw_gid : (gid_t)r->qemu_uid;
		return 0;
	}
	pw = getpwnam("nobody");
	if (!pw || pw->pw_uid == 0) {
		message_plain("cannot find an unprivileged user to run QEMU as (no SUDO_UID, no user nobody)");
		return -1;
	}
	r->qemu_uid = pw->pw_uid;
	r->qemu_gid = pw->pw_gid;
	return 0;
}

static int run_guest(const struct vm_request *req, struct vm_result *res,
		     int initrd, int kernel, char *const argv[])
{
	struct vm_run_state r = { .pid = -1, .logfd = -1, .monitor = { -1, -1 } };
	double timeout = req->timeout_s > 0 ? req->timeout_s : VM_DEFAULT_TIMEOUT_S;
	int rc = -1;

	for (int i = 0; i < CH_N; i++)
		r.rfd[i] = r.wfd[i] = -1;
	if (pick_qemu_user(&r) < 0)
		return -1;
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, r.monitor) < 0) {
		message_plain("cannot create the monitor's socket: %s", strerror(errno));
		return -1;
	}
	result_reader_init(&r.results, req->result_paths);
	r.logfd = open_log(req, res);
	if (r.logfd >= 0 && open_pipes(&r) == 0) {
		r.deadline = mono_now() + timeout;
		r.qemu_name = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
		r.stall_s = req->stall_s;
		r.last_io = mono_now();
		if (spawn_qemu(&r, initrd, kernel, argv) == 0) {
			event_loop(&r);
			rc = finish(&r, req, res, !req->console_log, timeout);
			res->results_failed = r.results.failed;
		}
	}
	for (int i = 0; i < CH_N; i++) {
		close_fd(&r.rfd[i]);
		close_fd(&r.wfd[i]);
	}
	close_fd(&r.monitor[0]);
	close_fd(&r.monitor[1]);
	close_fd(&r.logfd);
	result_reader_free(&r.results);
	return rc;
}

/* The guest kernel panicked or stalled while booting, before init ran
 * anything of ours.  Under TCG this happens without any fault of the
 * guest's (seen: an int3 oops in code the kernel was patching at boot,
 * with no module loaded), so the boot is tried once more; the failed
 * boot's console log is kept. */
static int boot_again(const struct vm_request *req, struct vm_result *res,
		      int initrd, int kernel, char *const argv[])
{
	char kept[sizeof(res->console_log) + 16];

	kept[0] = '\0';
	if (req->console_log) {
		snprintf(kept, sizeof(kept), "%s.boot1", req->console_log);
		if (rename(req->console_log, kept) != 0)
			kept[0] = '\0';
	} else {
		snprintf(kept, sizeof(kept), "%s", res->console_log);
	}
	fprintf(stderr, "pmprobe: note: that was while the guest kernel booted, "
		"before pmprobe ran in it: booting it once more%s%s%s\n",
		kept[0] ? " (the failed boot's console log is " : "", kept,
		kept[0] ? ")" : "");
	memset(res, 0, sizeof(*res));
	res->status = -1;
	return run_guest(req, res, initrd, kernel, argv);
}

/* ---- API ------------------------------------------------------------------- */

/* The guest machine: the request's, else the one its image is for. */
static const struct vm_machine *request_machine(const struct vm_request *req)
{
	const struct vm_machine *m = req->machine ? req->machine :
				     vm_machine_of_image(req->kernel_image);

	if (!m)
		message_plain("%s is not a kernel image pmprobe can boot (an x86 bzImage or an arm64 Image)",
			      req->kernel_image);
	return m;
}

int vm_run(const struct vm_request *req, struct vm_result *res)
{
	const struct vm_machine *m;
	struct vec args = { 0 };
	struct sigaction ign = { .sa_handler = SIG_IGN }, old;
	char qemu[PATH_MAX], *busybox = NULL;
	int initrd = -1, kernel = -1, rc = -1;

	memset(res, 0, sizeof(*res));
	res->status = -1;
	fflush(stdout);
	fflush(stderr);
	if (check_request(req) < 0 || !(m = request_machine(req)))
		return -1;
	if (find_program(req->qemu ? req->qemu : m->qemu, qemu, sizeof(qemu)) < 0) {
		message_plain("%s not found; install %s", req->qemu ? req->qemu : m->qemu,
			      m->qemu_package);
		return -1;
	}
	if (!trusted_program(qemu) || (kernel = open_kernel(req->kernel_image)) < 0)
		return -1;
	busybox = req->busybox ? xstrdup(req->busybox) : vm_machine_busybox(m);
	initrd = build_initramfs(req, m, busybox);
	if (initrd >= 0) {
		qemu_args(req, m, qemu, &args);
		sigaction(SIGPIPE, &ign, &old);
		rc = run_guest(req, res, initrd, kernel, (char *const *)args.items);
		if (rc != 0 && res->boot_failed)
			rc = boot_again(req, res, initrd, kernel, (char *const *)args.items);
		sigaction(SIGPIPE, &old, NULL);
	}
	if (args.len)
		args.len--;	/* the NULL at its end */
	vec_free_strings(&args);
	free(busybox);
	close_fd(&initrd);
	close_fd(&kernel);
	return rc;
}

