/* vm.c - the QEMU sandbox (see vm.h): owns the guest initramfs (a newc cpio
 * written here into a memfd), the generated /init, the QEMU command line, the
 * live forwarding of the guest's stdout/stderr, the console log, the
 * watchdog and the kernel-log problem scan.
 *
 * Guest <-> host wiring (each a 16550 UART backed by a host pipe that QEMU
 * opens as /proc/self/fd/N through "-chardev file"):
 *   ttyS0 (irq 4) kernel console          -> console log file
 *   ttyS1 (irq 3) command stdout, raw tty -> our stdout
 *   ttyS2 (irq 7) command stderr, raw tty -> our stderr
 *   ttyS3 (irq 5) "pmprobe-status N\n"    -> exit status
 * QEMU's own stdout/stderr go to a fifth pipe and are quoted on failure.
 */
#include "vm.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define VM_DEFAULT_CPUS		2
#define VM_DEFAULT_MEM_MB	512
#define VM_DEFAULT_TIMEOUT_S	300.0
#define VM_PANIC_GRACE_S	10.0	/* panic seen, QEMU should exit by then */
#define VM_POWEROFF_GRACE_S	30.0	/* status seen, QEMU should exit by then */
#define VM_QEMU_NAME		"qemu-system-x86_64"
#define VM_BUSYBOX		"/bin/busybox"	/* unless $PMPROBE_BUSYBOX names another */
#define VM_STATUS_TAG		"pmprobe-status "
#define VM_BOOTED_TAG		"pmprobe-booted"	/* init runs: the kernel is up */
#define VM_STEXT_TAG		"pmprobe-init: _stext "	/* its runtime address */
#define VM_LINE_MAX		512
#define VM_PANIC_TAG		"Kernel panic - not syncing"

/* File descriptors as QEMU sees them (see child_exec). */
enum { FD_CONSOLE = 3, FD_OUT, FD_ERR, FD_STATUS, FD_INITRD, FD_KERNEL, FD_END };

/* Host-side channels read by the event loop. */
enum { CH_CONSOLE, CH_OUT, CH_ERR, CH_STATUS, CH_QEMU, CH_N };

/* QEMU's human monitor on a unix socket: asked for every vCPU's registers
 * when a guest hangs or stalls, so the console log says where it was. */
static char vm_monitor_path[sizeof(((struct sockaddr_un *)0)->sun_path)];

static const char *const problem_patterns[] = {
	"BUG:", "kernel BUG at", "invalid opcode:", "WARNING:", "Oops",
	"general protection fault", "Kernel panic", "Call Trace:",
	"blocked for more than", "stack-protector", "stack is corrupted",
	"sleeping function called from invalid context",
	"possible recursive locking", "inconsistent lock state",
	"circular locking", "rcu: INFO", "INFO: rcu",
	"rcu_sched self-detected stall", "suspicious RCU usage",
	"soft lockup", "hard LOCKUP", "refcount_t:", "list_add corruption",
	"list_del corruption", "UBSAN:", "KASAN:",
	/* the debug kernel's detectors (scripts/debug-kernel/), most of
	 * whose reports also start with BUG: or WARNING: */
	"KFENCE:", "scheduling while atomic", "possible circular locking",
	"bad unlock balance", "held lock freed", "DEBUG_LOCKS_WARN_ON",
	"self-detected stall", "ODEBUG: ", "list_add double add",
	"Unable to handle kernel", "Internal error:",
};

/* ---- small helpers ---------------------------------------------------- */

static void vm_err(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void vm_err(const char *fmt, ...)
{
	char msg[8192];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	fprintf(stderr, "pmprobe: %s\n", msg);
	fflush(stderr);
}

static double mono_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int write_all(int fd, const void *buf, size_t len)
{
	const char *p = buf;

	while (len > 0) {
		ssize_t n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			struct pollfd pfd = { .fd = fd, .events = POLLOUT };

			poll(&pfd, 1, 1000);	/* a non-blocking stdout */
			continue;
		}
		if (n < 0)
			return -1;
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

static void copy_str(char *dst, size_t dstsz, const char *src, size_t len)
{
	if (dstsz == 0)
		return;
	if (len >= dstsz)
		len = dstsz - 1;
	memcpy(dst, src, len);
	dst[len] = '\0';
}

/* Replaces control characters so a quoted line stays one line. */
static void sanitize(char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s < 0x20 || *s == 0x7f)
			*s = '?';
}

/* ---- string lists ----------------------------------------------------- */

struct strlist {
	char **v;
	size_t n, cap;
};

static bool strlist_has(const struct strlist *l, const char *s)
{
	for (size_t i = 0; i < l->n; i++)
		if (strcmp(l->v[i], s) == 0)
			return true;
	return false;
}

/* Appends a copy of s (NULL-terminated array kept); -1 on ENOMEM. */
static int strlist_add(struct strlist *l, const char *s)
{
	if (l->n + 2 > l->cap) {
		size_t cap = l->cap ? l->cap * 2 : 32;
		char **v = realloc(l->v, cap * sizeof(*v));

		if (!v)
			return -1;
		l->v = v;
		l->cap = cap;
	}
	l->v[l->n] = strdup(s);
	if (!l->v[l->n])
		return -1;
	l->v[++l->n] = NULL;
	return 0;
}

static int strlist_add_unique(struct strlist *l, const char *s)
{
	return strlist_has(l, s) ? 0 : strlist_add(l, s);
}

static int strlist_addf(struct strlist *l, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int strlist_addf(struct strlist *l, const char *fmt, ...)
{
	char *s;
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = vasprintf(&s, fmt, ap);
	va_end(ap);
	if (rc < 0)
		return -1;
	rc = strlist_add(l, s);
	free(s);
	return rc;
}

static void strlist_free(struct strlist *l)
{
	for (size_t i = 0; i < l->n; i++)
		free(l->v[i]);
	free(l->v);
	memset(l, 0, sizeof(*l));
}

/* ---- newc cpio writer -------------------------------------------------- */

struct cpio {
	int fd;
	unsigned int ino;
	int err;		/* first errno while writing, 0 if none */
	struct strlist dirs;	/* directories already in the archive */
	struct strlist files;	/* guest paths of files already in the archive */
};

static void cpio_write(struct cpio *c, const void *buf, size_t len)
{
	if (!c->err && write_all(c->fd, buf, len) < 0)
		c->err = errno;
}

static void cpio_pad(struct cpio *c, size_t len)
{
	static const char zeros[4];

	cpio_write(c, zeros, (4 - len % 4) % 4);
}

/* Writes one header; name is a guest path, stored without the leading '/'. */
static void cpio_header(struct cpio *c, const char *name, unsigned int mode,
			size_t size, unsigned int rmaj, unsigned int rmin)
{
	char hdr[128];
	unsigned int namesz;

	while (*name == '/')
		name++;
	namesz = (unsigned int)strlen(name) + 1;
	snprintf(hdr, sizeof(hdr),
		 "070701%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X",
		 ++c->ino, mode, 0u, 0u, S_ISDIR(mode) ? 2u : 1u, 0u,
		 (unsigned int)size, 0u, 0u, rmaj, rmin, namesz, 0u);
	cpio_write(c, hdr, 110);
	cpio_write(c, name, namesz);
	cpio_pad(c, 110 + namesz);
}

/* Adds the directory path and all its missing parents. */
static void cpio_dir(struct cpio *c, const char *path)
{
	char buf[PATH_MAX];
	char *slash;

	copy_str(buf, sizeof(buf), path, strlen(path));
	for (slash = strchr(buf + 1, '/'); ; slash = strchr(slash + 1, '/')) {
		if (slash)
			*slash = '\0';
		if (buf[1] && !strlist_has(&c->dirs, buf)) {
			if (strlist_add(&c->dirs, buf) < 0 && !c->err)
				c->err = ENOMEM;
			cpio_header(c, buf, S_IFDIR | 0755, 0, 0, 0);
		}
		if (!slash)
			break;
		*slash = '/';
	}
}

static void cpio_parent_dirs(struct cpio *c, const char *path)
{
	char buf[PATH_MAX];
	char *slash;

	copy_str(buf, sizeof(buf), path, strlen(path));
	slash = strrchr(buf, '/');
	if (slash && slash != buf) {
		*slash = '\0';
		cpio_dir(c, buf);
	}
}

static void cpio_node(struct cpio *c, const char *path, unsigned int mode,
		      unsigned int maj, unsigned int min)
{
	cpio_parent_dirs(c, path);
	cpio_header(c, path, mode, 0, maj, min);
}

static void cpio_data(struct cpio *c, const char *path, unsigned int mode,
		      const void *data, size_t len)
{
	cpio_parent_dirs(c, path);
	cpio_header(c, path, S_IFREG | mode, len, 0, 0);
	cpio_write(c, data, len);
	cpio_pad(c, len);
}

static int copy_fd(struct cpio *c, int in, size_t size)
{
	char buf[65536];
	size_t done = 0;

	while (done < size) {
		size_t want = size - done < sizeof(buf) ? size - done : sizeof(buf);
		ssize_t n = read(in, buf, want);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		cpio_write(c, buf, (size_t)n);
		done += (size_t)n;
	}
	cpio_pad(c, size);
	return 0;
}

/* Copies the regular file host into the archive as guest (0 or -1, said). */
static int cpio_file(struct cpio *c, const char *host, const char *guest)
{
	struct stat st;
	int fd, rc;

	if (strlist_has(&c->files, guest))
		return 0;
	fd = open(host, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) ||
	    st.st_size > (off_t)UINT32_MAX) {
		vm_err("cannot put %s into the guest: %s", host,
		       fd < 0 ? strerror(errno) : "not a regular file below 4 GiB");
		if (fd >= 0)
			close(fd);
		return -1;
	}
	cpio_parent_dirs(c, guest);
	cpio_header(c, guest, S_IFREG | (st.st_mode & 07777), (size_t)st.st_size, 0, 0);
	rc = copy_fd(c, fd, (size_t)st.st_size);
	close(fd);
	if (rc < 0 || strlist_add(&c->files, guest) < 0) {
		vm_err("cannot put %s into the guest: read error or file changed", host);
		return -1;
	}
	return 0;
}

static void cpio_trailer(struct cpio *c)
{
	cpio_header(c, "TRAILER!!!", 0, 0, 0, 0);
}

/* ---- ELF dependencies --------------------------------------------------- */

/* Reads PT_INTERP of a 64-bit ELF file: 1 found, 0 none (static/not ELF). */
static int elf_interp(const char *path, char *buf, size_t bufsz)
{
	Elf64_Ehdr eh;
	Elf64_Phdr ph;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	int found = 0;

	if (fd < 0)
		return 0;
	if (pread(fd, &eh, sizeof(eh), 0) != (ssize_t)sizeof(eh) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_phentsize != sizeof(ph))
		goto out;
	for (unsigned int i = 0; i < eh.e_phnum && !found; i++) {
		if (pread(fd, &ph, sizeof(ph), (off_t)(eh.e_phoff + i * sizeof(ph))) !=
		    (ssize_t)sizeof(ph))
			break;
		if (ph.p_type != PT_INTERP || ph.p_filesz == 0 || ph.p_filesz >= bufsz)
			continue;
		if (pread(fd, buf, ph.p_filesz, (off_t)ph.p_offset) == (ssize_t)ph.p_filesz) {
			buf[ph.p_filesz] = '\0';
			found = buf[0] == '/';
		}
	}
out:
	close(fd);
	return found;
}

/* Runs argv with stdout captured into *out (NUL-terminated); exit status or -1. */
static int run_capture(char *const argv[], char **out, size_t *outlen)
{
	FILE *mem = open_memstream(out, outlen);
	int p[2], ws;
	char buf[4096];
	ssize_t n;
	pid_t pid;

	if (!mem)
		return -1;
	if (pipe2(p, O_CLOEXEC) < 0) {
		fclose(mem);
		return -1;
	}
	pid = fork();
	if (pid == 0) {
		int null = open("/dev/null", O_RDWR);

		dup2(null, 0);
		dup2(p[1], 1);
		dup2(null, 2);
		execv(argv[0], argv);
		_exit(127);
	}
	close(p[1]);
	while (pid > 0 && ((n = read(p[0], buf, sizeof(buf))) > 0 || (n < 0 && errno == EINTR)))
		if (n > 0)
			fwrite(buf, 1, (size_t)n, mem);
	close(p[0]);
	fclose(mem);
	if (pid < 0)
		return -1;
	while (waitpid(pid, &ws, 0) < 0)
		if (errno != EINTR)
			return -1;
	return WIFEXITED(ws) ? WEXITSTATUS(ws) : -1;
}

/* Parses one line of "ld.so --list" output into deps (0, or -1 said). */
static int parse_list_line(char *line, const char *elf, struct strlist *deps)
{
	char *arrow = strstr(line, " => ");
	char *path = arrow ? arrow + 4 : line + strspn(line, " \t");
	char *end;

	if (arrow && strncmp(path, "not found", 9) == 0) {
		*arrow = '\0';
		vm_err("%s needs the library %s which is not found on this host",
		       elf, line + strspn(line, " \t"));
		return -1;
	}
	if (path[0] != '/')
		return 0;	/* linux-vdso.so.1 and the like */
	end = strstr(path, " (0x");
	if (end)
		*end = '\0';
	return strlist_add_unique(deps, path);
}

/* Adds the dynamic loader and shared libraries elf needs (0, or -1 said). */
static int elf_deps(const char *elf, struct strlist *deps)
{
	char interp[PATH_MAX];
	char *out = NULL, *line, *save = NULL;
	size_t outlen = 0;
	int rc;

	if (!elf_interp(elf, interp, sizeof(interp)))
		return 0;
	char *const argv[] = { interp, (char *)"--list", (char *)elf, NULL };

	rc = run_capture(argv, &out, &outlen);
	if (rc != 0) {
		vm_err("cannot list the shared libraries of %s (%s --list failed)",
		       elf, interp);
		free(out);
		return -1;
	}
	rc = strlist_add_unique(deps, interp);
	for (line = strtok_r(out, "\n", &save); line && rc == 0;
	     line = strtok_r(NULL, "\n", &save))
		rc = parse_list_line(line, elf, deps);
	free(out);
	return rc;
}

/* ---- the guest /init ---------------------------------------------------- */

static void put_quoted(FILE *f, const char *s)
{
	fputc('\'', f);
	for (; *s; s++) {
		if (*s == '\'')
			fputs("'\\''", f);
		else
			fputc(*s, f);
	}
	fputc('\'', f);
}

static const char init_head[] =
	"#!/bin/busybox sh\n"
	"# pmprobe guest init (generated by compiler/vm.c): runs one command with\n"
	"# stdout on ttyS1, stderr on ttyS2, reports its status on ttyS3, powers off.\n"
	"/bin/busybox --install -s\n"
	"export PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root\n"
	"mount -t proc proc /proc\n"
	"mount -t sysfs sysfs /sys\n"
	"mount -t devtmpfs devtmpfs /dev\n"
	"mount -t tmpfs tmpfs /tmp\n"
	"mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null\n"
	"mount -t tracefs tracefs /sys/kernel/tracing 2>/dev/null\n"
	"for p in 1 2 3; do\n"
	"\tstty -F /dev/ttyS$p raw -echo -ixoff clocal -crtscts ||\n"
	"\t\techo \"pmprobe-init: cannot set ttyS$p to raw mode\"\n"
	"done\n"
	"echo " VM_BOOTED_TAG " >/dev/ttyS3\n"
	"# where the kernel text is (KASLR), to name the RIPs of a hang\n"
	"awk '$3 == \"_stext\" { print \"" VM_STEXT_TAG "\" $1; exit }' /proc/kallsyms\n"
	"cd /\n";

static const char init_tail[] =
	" </dev/null >/dev/ttyS1 2>/dev/ttyS2\n"
	"st=$?\n"
	"# stty waits (TCSADRAIN) for output still queued by leftover processes\n"
	"stty -F /dev/ttyS1 raw; stty -F /dev/ttyS2 raw\n"
	"echo \"" VM_STATUS_TAG "$st\" >/dev/ttyS3\n"
	"sync\n"
	"poweroff -f\n"
	"echo o >/proc/sysrq-trigger\n";

static int add_init(struct cpio *c, char *const *argv)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	if (!f)
		return -1;
	fputs(init_head, f);
	for (size_t i = 0; argv[i]; i++) {
		if (i)
			fputc(' ', f);
		put_quoted(f, argv[i]);
	}
	fputs(init_tail, f);
	if (fclose(f) != 0) {
		free(text);
		return -1;
	}
	cpio_data(c, "/init", 0755, text, len);
	free(text);
	return 0;
}

/* ---- the initramfs ------------------------------------------------------- */

/* Adds one file and, if it is a dynamic ELF, its loader and libraries to deps. */
static int add_program(struct cpio *c, const char *host, const char *guest,
		       const char *elf, struct strlist *deps)
{
	if (cpio_file(c, host, guest) < 0)
		return -1;
	return elf_deps(elf ? elf : host, deps);
}

static int add_self(struct cpio *c, struct strlist *deps)
{
	char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);

	if (n <= 0) {
		vm_err("cannot find the running executable: %s", strerror(errno));
		return -1;
	}
	self[n] = '\0';
	if (access(self, R_OK) < 0)	/* "(deleted)": rebuilt while running */
		snprintf(self, sizeof(self), "/proc/%d/exe", (int)getpid());
	return add_program(c, "/proc/self/exe", "/bin/pmprobe", self, deps);
}

static int add_base(struct cpio *c, const char *busybox, struct strlist *deps)
{
	static const char *const dirs[] = {
		"/bin", "/sbin", "/usr/bin", "/usr/sbin", "/proc", "/sys",
		"/dev", "/tmp", "/etc", "/root",
	};

	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++)
		cpio_dir(c, dirs[i]);
	cpio_node(c, "/dev/console", S_IFCHR | 0600, 5, 1);
	if (add_program(c, busybox, "/bin/busybox", NULL, deps) < 0)
		return -1;
	return add_self(c, deps);
}

static int add_all(struct cpio *c, const struct vm_request *req,
		   const char *busybox, struct strlist *deps)
{
	if (add_base(c, busybox, deps) < 0)
		return -1;
	for (size_t i = 0; i < req->nfiles; i++)
		if (add_program(c, req->files[i].host_path,
				req->files[i].guest_path, NULL, deps) < 0)
			return -1;
	for (size_t i = 0; i < deps->n; i++)
		if (cpio_file(c, deps->v[i], deps->v[i]) < 0)
			return -1;
	if (add_init(c, req->argv) < 0)
		c->err = c->err ? c->err : ENOMEM;
	cpio_trailer(c);
	return 0;
}

/* Builds the initramfs into a memfd (no file on disk); fd, or -1 said. */
static int build_initramfs(const struct vm_request *req, const char *busybox)
{
	struct cpio c = { .fd = -1 };
	struct strlist deps = { 0 };
	int rc;

	c.fd = memfd_create("pmprobe-initramfs", MFD_CLOEXEC);
	if (c.fd < 0) {
		vm_err("cannot create the guest initramfs: %s", strerror(errno));
		return -1;
	}
	rc = add_all(&c, req, busybox, &deps);
	if (rc == 0 && c.err) {
		vm_err("cannot write the guest initramfs: %s", strerror(c.err));
		rc = -1;
	}
	strlist_free(&deps);
	strlist_free(&c.dirs);
	strlist_free(&c.files);
	if (rc < 0) {
		close(c.fd);
		return -1;
	}
	return c.fd;
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
		vm_err("no guest kernel image given (e.g. /boot/vmlinuz-$(uname -r); "
		       "install linux-image-amd64)");
		return -1;
	}
	if (!req->argv || !req->argv[0] || req->argv[0][0] != '/') {
		vm_err("the guest command must start with an absolute path");
		return -1;
	}
	for (size_t i = 0; i < req->nfiles; i++) {
		if (!req->files[i].host_path || !guest_path_ok(req->files[i].guest_path)) {
			vm_err("bad guest file '%s': the guest path must be absolute",
			       req->files[i].guest_path ? req->files[i].guest_path : "");
			return -1;
		}
	}
	return 0;
}

int find_program(const char *name, char *buf, size_t bufsz)
{
	const char *path = getenv("PATH");

	if (strchr(name, '/')) {
		copy_str(buf, bufsz, name, strlen(name));
		return access(buf, X_OK);
	}
	if (!path || !*path)
		path = "/usr/local/bin:/usr/bin:/bin";
	while (*path) {
		size_t len = strcspn(path, ":");

		snprintf(buf, bufsz, "%.*s/%s", (int)len, len ? path : ".", name);
		if (access(buf, X_OK) == 0)
			return 0;
		path += len + (path[len] == ':');
	}
	return -1;
}

static int check_busybox(const char *busybox)
{
	char interp[PATH_MAX];

	if (access(busybox, R_OK) < 0) {
		vm_err("%s not found (%s); install busybox-static", busybox, strerror(errno));
		return -1;
	}
	if (elf_interp(busybox, interp, sizeof(interp)))
		fprintf(stderr, "pmprobe: note: %s is dynamically linked; its libraries "
			"go into the guest too (busybox-static avoids that)\n", busybox);
	return 0;
}

static int open_kernel(const char *image)
{
	struct stat st;
	int fd = open(image, O_RDONLY | O_CLOEXEC);

	if (fd < 0 || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		vm_err("cannot read the guest kernel image %s: %s; install "
		       "linux-image-amd64 or pass an existing /boot/vmlinuz-* image",
		       image, fd < 0 ? strerror(errno) : "not a regular file");
		if (fd >= 0)
			close(fd);
		return -1;
	}
	return fd;
}

/* ---- the QEMU command line ------------------------------------------------ */

static void add_serial(struct strlist *a, const char *id, int fd,
		       unsigned int iobase, int irq)
{
	strlist_add(a, "-chardev");
	strlist_addf(a, "file,id=%s,path=/proc/self/fd/%d", id, fd);
	strlist_add(a, "-device");
	strlist_addf(a, "isa-serial,chardev=%s,iobase=0x%x,irq=%d", id, iobase, irq);
}

static int qemu_args(const struct vm_request *req, const char *qemu,
		     struct strlist *a)
{
	int cpus = req->icount ? 1 : (req->cpus > 0 ? req->cpus : VM_DEFAULT_CPUS);
	int mem = req->mem_mb > 0 ? req->mem_mb : VM_DEFAULT_MEM_MB;
	const char *env = getenv("PMPROBE_VM_APPEND");
	const char *extra = req->cmdline_extra ? req->cmdline_extra : env ? env : "";

	strlist_add(a, qemu);
	strlist_add(a, "-nodefaults");
	strlist_add(a, "-no-user-config");
	strlist_add(a, "-machine");
	strlist_add(a, "pc");
	strlist_add(a, "-cpu");
	strlist_add(a, "qemu64");
	strlist_add(a, "-accel");
	strlist_add(a, req->icount ? "tcg,thread=single" :
		       cpus > 1 ? "tcg,thread=multi" : "tcg");
	if (req->icount) {
		strlist_add(a, "-icount");
		strlist_add(a, "shift=0");
	}
	strlist_add(a, "-smp");
	strlist_addf(a, "%d", cpus);
	strlist_add(a, "-m");
	strlist_addf(a, "%d", mem);
	strlist_add(a, "-display");
	strlist_add(a, "none");
	strlist_add(a, "-no-reboot");
	strlist_add(a, "-kernel");
	strlist_addf(a, "/proc/self/fd/%d", FD_KERNEL);
	strlist_add(a, "-initrd");
	strlist_addf(a, "/proc/self/fd/%d", FD_INITRD);
	strlist_add(a, "-append");
	strlist_addf(a, "console=ttyS0,115200 panic=-1 ignore_loglevel %s", extra);
	add_serial(a, "con", FD_CONSOLE, 0x3f8, 4);
	add_serial(a, "out", FD_OUT, 0x2f8, 3);
	add_serial(a, "err", FD_ERR, 0x3e8, 7);
	add_serial(a, "st", FD_STATUS, 0x2e8, 5);
	if (vm_monitor_path[0]) {
		strlist_add(a, "-monitor");
		strlist_addf(a, "unix:%s,server=on,wait=off", vm_monitor_path);
	}
	return a->v ? 0 : -1;
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
	char statbuf[128];
	size_t statlen;
	char qemu_err[VM_LINE_MAX];
	size_t qemu_errlen;
	int log_errno;
	size_t logbytes;		/* console bytes seen */
	char rips[600];			/* vCPUs' RIPs from the monitor, at a hang */
	unsigned long stext;		/* the guest's _stext, from init */
};

/* Child side: wires the fds QEMU expects and execs it. */
static void child_exec(const struct vm_run_state *r, int initrd, int kernel,
		       pid_t parent, char *const argv[], const char *failmsg)
{
	int src[FD_END] = { 0 }, hi[FD_END] = { 0 }, null;
	sigset_t all;

	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != parent)
		_exit(127);
	src[0] = r->wfd[CH_QEMU];
	src[FD_CONSOLE] = r->wfd[CH_CONSOLE];
	src[FD_OUT] = r->wfd[CH_OUT];
	src[FD_ERR] = r->wfd[CH_ERR];
	src[FD_STATUS] = r->wfd[CH_STATUS];
	src[FD_INITRD] = initrd;
	src[FD_KERNEL] = kernel;
	for (int i = 0; i < FD_END; i++)
		if (i == 0 || i >= FD_CONSOLE)
			hi[i] = fcntl(src[i], F_DUPFD_CLOEXEC, 64);
	null = open("/dev/null", O_RDONLY);
	dup2(null, 0);
	dup2(hi[0], 1);
	dup2(hi[0], 2);
	for (int i = FD_CONSOLE; i < FD_END; i++)
		dup2(hi[i], i);
	close_range(FD_END, ~0u, 0);
	signal(SIGPIPE, SIG_DFL);
	sigemptyset(&all);
	sigprocmask(SIG_SETMASK, &all, NULL);
	execv(argv[0], argv);
	write_all(2, failmsg, strlen(failmsg));
	_exit(127);
}

static int open_pipes(struct vm_run_state *r)
{
	for (int i = 0; i < CH_N; i++) {
		int p[2];

		if (pipe2(p, O_CLOEXEC) < 0) {
			vm_err("cannot create a pipe: %s", strerror(errno));
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
	if (r->pid < 0) {
		vm_err("cannot start %s: %s", argv[0], strerror(errno));
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

/* A complete console line (without its end). */
static void console_line(struct vm_run_state *r)
{
	char *l = r->line;

	r->line[r->linelen] = '\0';
	if (r->linelen && l[r->linelen - 1] == '\r')
		l[r->linelen - 1] = '\0';
	r->linelen = 0;
	if (!l[0])
		return;
	copy_str(r->last_line, sizeof(r->last_line), l, strlen(l));
	if (!r->problem[0])
		vm_scan_kernel_log(l, r->problem, sizeof(r->problem));
	if (!r->stext && strstr(l, VM_STEXT_TAG))
		r->stext = strtoul(strstr(l, VM_STEXT_TAG) + strlen(VM_STEXT_TAG), NULL, 16);
	if (!r->panic_line[0] && strstr(l, VM_PANIC_TAG)) {
		copy_str(r->panic_line, sizeof(r->panic_line), l, strlen(l));
		r->panic_at = mono_now();
	}
}

static void on_console(struct vm_run_state *r, const char *buf, size_t n)
{
	r->logbytes += n;
	if (!r->log_errno && write_all(r->logfd, buf, n) < 0)
		r->log_errno = errno;
	for (size_t i = 0; i < n; i++) {
		if (buf[i] == '\n')
			console_line(r);
		else if (r->linelen < sizeof(r->line) - 1)
			r->line[r->linelen++] = buf[i];
	}
}

static void on_status(struct vm_run_state *r, const char *buf, size_t n)
{
	char *tag, *end;
	long v;

	if (n > sizeof(r->statbuf) - 1 - r->statlen)
		n = sizeof(r->statbuf) - 1 - r->statlen;
	memcpy(r->statbuf + r->statlen, buf, n);
	r->statlen += n;
	r->statbuf[r->statlen] = '\0';
	if (strstr(r->statbuf, VM_BOOTED_TAG))
		r->booted = true;
	tag = strstr(r->statbuf, VM_STATUS_TAG);
	if (r->got_status || !tag || !strchr(tag, '\n'))
		return;
	v = strtol(tag + strlen(VM_STATUS_TAG), &end, 10);
	if (*end == '\n' || *end == '\r') {
		r->got_status = true;
		r->status = (int)(v & 0xff);
		r->status_at = mono_now();
	}
}

static void forward(int fd, bool *broken, const char *buf, size_t n)
{
	if (!*broken && write_all(fd, buf, n) < 0)
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
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	static const char cmd[] = "info registers -a\n";
	static const char head[] = "\n==== pmprobe: every vCPU's registers (QEMU monitor) ====\n";
	static char buf[65536];
	double until = mono_now() + 3.0;
	size_t len = 0;
	char *from, *p;
	int fd, rips = 0;

	if (!vm_monitor_path[0])
		return;
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return;
	memcpy(sa.sun_path, vm_monitor_path, strlen(vm_monitor_path) + 1);
	if (connect(fd, (struct sockaddr *)&sa, sizeof(sa)) != 0 ||
	    write_all(fd, cmd, sizeof(cmd) - 1) < 0) {
		close(fd);
		return;
	}
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
	close(fd);
	buf[len] = '\0';
	from = strstr(buf, "CPU#");   /* past the monitor's banner and echo */
	if (!from)
		return;
	if (r->logfd >= 0 && (write_all(r->logfd, head, sizeof(head) - 1) < 0 ||
			      write_all(r->logfd, from, strlen(from)) < 0))
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
	copy_str(dst, sz, src, strcspn(src, "\n"));
	sanitize(dst);
}

static void report_qemu_end(struct vm_run_state *r, const struct vm_result *res)
{
	char where[4200], qerr[VM_LINE_MAX], last[VM_LINE_MAX];

	log_where(res, where, sizeof(where));
	first_line(qerr, sizeof(qerr), r->qemu_err);
	first_line(last, sizeof(last), r->last_line);
	if (WIFEXITED(r->wstatus) && WEXITSTATUS(r->wstatus) != 0)
		vm_err("%s failed (exit status %d)%s%s%s", VM_QEMU_NAME,
		       WEXITSTATUS(r->wstatus), qerr[0] ? ": " : "", qerr, where);
	else if (WIFSIGNALED(r->wstatus))
		vm_err("%s was killed by signal %d%s%s%s", VM_QEMU_NAME,
		       WTERMSIG(r->wstatus), qerr[0] ? ": " : "", qerr, where);
	else
		vm_err("the guest stopped without reporting the command's exit "
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
		vm_err("the guest kernel panicked: \"%s\"%s%s", line, note, where);
	} else if (r->stalled) {
		first_line(line, sizeof(line), r->last_line);
		vm_err("the guest stalled: nothing from it for %g s, an emulator hang "
		       "or a guest livelock (last console line: \"%s\"%s%s)%s%s",
		       r->stall_s, line, r->rips[0] ? "; vCPU RIPs: " : "", r->rips,
		       note, where);
	} else if (r->timed_out) {
		first_line(line, sizeof(line), r->last_line);
		vm_err("the guest did not finish within %g s (last console line: "
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
	copy_str(res->kernel_problem, sizeof(res->kernel_problem), r->problem,
		 strlen(r->problem));
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

static int open_log(const struct vm_request *req, struct vm_result *res)
{
	const char *tmp = getenv("TMPDIR");
	int fd;

	if (req->console_log) {
		copy_str(res->console_log, sizeof(res->console_log), req->console_log,
			 strlen(req->console_log));
		fd = open(req->console_log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	} else {
		snprintf(res->console_log, sizeof(res->console_log),
			 "%s/pmprobe-console-XXXXXX.log", tmp && *tmp ? tmp : "/tmp");
		fd = mkostemps(res->console_log, 4, O_CLOEXEC);
	}
	if (fd < 0) {
		vm_err("cannot create the console log %s: %s", res->console_log,
		       strerror(errno));
		res->console_log[0] = '\0';
	}
	return fd;
}

static int run_guest(const struct vm_request *req, struct vm_result *res,
		     int initrd, int kernel, char *const argv[])
{
	struct vm_run_state r = { .pid = -1, .logfd = -1 };
	double timeout = req->timeout_s > 0 ? req->timeout_s : VM_DEFAULT_TIMEOUT_S;
	int rc = -1;

	for (int i = 0; i < CH_N; i++)
		r.rfd[i] = r.wfd[i] = -1;
	r.logfd = open_log(req, res);
	if (r.logfd >= 0 && open_pipes(&r) == 0) {
		r.deadline = mono_now() + timeout;
		r.stall_s = req->stall_s;
		r.last_io = mono_now();
		if (spawn_qemu(&r, initrd, kernel, argv) == 0) {
			event_loop(&r);
			rc = finish(&r, req, res, !req->console_log, timeout);
		}
	}
	for (int i = 0; i < CH_N; i++) {
		close_fd(&r.rfd[i]);
		close_fd(&r.wfd[i]);
	}
	close_fd(&r.logfd);
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

int vm_run(const struct vm_request *req, struct vm_result *res)
{
	const char *env_busybox = getenv("PMPROBE_BUSYBOX"), *tmp = getenv("TMPDIR");
	const char *busybox = req->busybox ? req->busybox :
			      env_busybox && *env_busybox ? env_busybox : VM_BUSYBOX;
	struct strlist args = { 0 };
	struct sigaction ign = { .sa_handler = SIG_IGN }, old;
	char qemu[PATH_MAX];
	int initrd = -1, kernel = -1, rc = -1;

	memset(res, 0, sizeof(*res));
	res->status = -1;
	/* a socket path has room for about 100 bytes */
	snprintf(vm_monitor_path, sizeof(vm_monitor_path), "%s/pmprobe-monitor-%d.sock",
		 tmp && *tmp && strlen(tmp) < 60 ? tmp : "/tmp", (int)getpid());
	unlink(vm_monitor_path);
	fflush(stdout);
	fflush(stderr);
	if (check_request(req) < 0)
		return -1;
	if (find_program(req->qemu ? req->qemu : VM_QEMU_NAME, qemu, sizeof(qemu)) < 0) {
		vm_err("%s not found; install qemu-system-x86",
		       req->qemu ? req->qemu : VM_QEMU_NAME);
		return -1;
	}
	if (check_busybox(busybox) < 0 || (kernel = open_kernel(req->kernel_image)) < 0)
		return -1;
	initrd = build_initramfs(req, busybox);
	if (initrd >= 0 && qemu_args(req, qemu, &args) < 0)
		vm_err("out of memory");
	else if (initrd >= 0) {
		sigaction(SIGPIPE, &ign, &old);
		rc = run_guest(req, res, initrd, kernel, args.v);
		if (rc != 0 && res->boot_failed)
			rc = boot_again(req, res, initrd, kernel, args.v);
		sigaction(SIGPIPE, &old, NULL);
	}
	strlist_free(&args);
	close_fd(&initrd);
	close_fd(&kernel);
	unlink(vm_monitor_path);
	return rc;
}

bool vm_scan_kernel_log(const char *text, char *line, size_t linesz)
{
	const size_t npat = sizeof(problem_patterns) / sizeof(problem_patterns[0]);

	while (text && *text) {
		size_t len = strcspn(text, "\n");

		for (size_t i = 0; i < npat; i++) {
			if (!memmem(text, len, problem_patterns[i],
				    strlen(problem_patterns[i])))
				continue;
			if (len && text[len - 1] == '\r')
				len--;
			copy_str(line, linesz, text, len);
			return true;
		}
		text += len + (text[len] == '\n');
	}
	if (linesz)
		line[0] = '\0';
	return false;
}
