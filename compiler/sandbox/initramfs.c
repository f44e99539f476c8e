/*
 * initramfs.c - the guest's initramfs, a newc cpio written into a memfd
 * (no file on disk): busybox, pmprobe itself as /bin/pmprobe, the files a
 * run asks for, the shared libraries of whatever is dynamically linked
 * (listed by its trusted program interpreter: trust.c) and a generated
 * /init that runs one command with its output on the serial lines.
 */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sandbox.h"

/* The ELF machine of the programs this pmprobe can run. */
#if defined(__x86_64__)
#define HOST_ELF_MACHINE EM_X86_64
#elif defined(__aarch64__)
#define HOST_ELF_MACHINE EM_AARCH64
#else
#define HOST_ELF_MACHINE EM_NONE
#endif

static void add_unique(struct vec *v, const char *s)
{
	if (!vec_has_str(v, s))
		vec_push(v, xstrdup(s));
}

/* ------------------------------------------------------ newc cpio writer -------------------------------------------------- */

struct cpio {
	int fd;
	unsigned int ino;
	int err;		/* first errno while writing, 0 if none */
	struct vec dirs;	/* directories already in the archive */
	struct vec files;	/* guest paths of files already in the archive */
};

static void cpio_write(struct cpio *c, const void *buf, size_t len)
{
	if (!c->err && !write_all(c->fd, buf, len))
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

	snprintf(buf, sizeof(buf), "%s", path);
	for (slash = strchr(buf + 1, '/'); ; slash = strchr(slash + 1, '/')) {
		if (slash)
			*slash = '\0';
		if (buf[1] && !vec_has_str(&c->dirs, buf)) {
			vec_push(&c->dirs, xstrdup(buf));
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

	snprintf(buf, sizeof(buf), "%s", path);
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

/* Copies the regular file open as FD (HOST, for messages) into the
 * archive as GUEST (0 or -1, said). */
static int cpio_fd(struct cpio *c, int fd, const char *host, const char *guest)
{
	struct stat st;

	if (vec_has_str(&c->files, guest))
		return 0;
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) || st.st_size > (off_t)UINT32_MAX ||
	    lseek(fd, 0, SEEK_SET) != 0) {
		message_plain("cannot put %s into the guest: not a regular file below 4 GiB", host);
		return -1;
	}
	cpio_parent_dirs(c, guest);
	cpio_header(c, guest, S_IFREG | (st.st_mode & 07777), (size_t)st.st_size, 0, 0);
	vec_push(&c->files, xstrdup(guest));
	if (copy_fd(c, fd, (size_t)st.st_size) < 0) {
		message_plain("cannot put %s into the guest: read error or file changed", host);
		return -1;
	}
	return 0;
}

/* Copies the regular file HOST into the archive as GUEST (0 or -1, said). */
static int cpio_file(struct cpio *c, const char *host, const char *guest)
{
	int fd, rc;

	if (vec_has_str(&c->files, guest))
		return 0;
	fd = open(host, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		message_plain("cannot put %s into the guest: %s", host, strerror(errno));
		return -1;
	}
	rc = cpio_fd(c, fd, host, guest);
	close(fd);
	return rc;
}

static void cpio_trailer(struct cpio *c)
{
	cpio_header(c, "TRAILER!!!", 0, 0, 0, 0);
}

/* ---- ELF dependencies --------------------------------------------------- */

/* Reads PT_INTERP of the 64-bit ELF file open as FD: 1 found, 0 none
 * (static, or not ELF). */
static int elf_interp(int fd, char *buf, size_t bufsz, unsigned int *machine)
{
	Elf64_Ehdr eh;
	Elf64_Phdr ph;
	int found = 0;

	*machine = EM_NONE;
	if (pread(fd, &eh, sizeof(eh), 0) != (ssize_t)sizeof(eh) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_phentsize != sizeof(ph))
		goto out;
	*machine = eh.e_machine;
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
	return found;
}

/* Runs argv with stdout captured into *out (NUL-terminated), and FD as
 * its descriptor 3; exit status or -1. */
static int run_capture(char *const argv[], int fd, char **out, size_t *outlen)
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
		dup2(fd, 3);
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
static int parse_list_line(char *line, const char *elf, struct vec *deps)
{
	char *arrow = strstr(line, " => ");
	char *path = arrow ? arrow + 4 : line + strspn(line, " \t");
	char *end;

	if (arrow && strncmp(path, "not found", 9) == 0) {
		*arrow = '\0';
		message_plain("%s needs the library %s which is not found on this host",
		       elf, line + strspn(line, " \t"));
		return -1;
	}
	if (path[0] != '/')
		return 0;	/* linux-vdso.so.1 and the like */
	end = strstr(path, " (0x");
	if (end)
		*end = '\0';
	add_unique(deps, path);
	return 0;
}

/*
 * Is INTERP this system's own dynamic loader: the same file as the one
 * pmprobe itself runs with, or as one of glibc's paths for it?  Only
 * that one is run to list a file's libraries: a file names its own
 * program interpreter, and any other program, trusted or not, would be
 * run as root with whatever it makes of "--list FILE".
 */
static bool system_loader(const char *interp)
{
	static const char *const glibc[] = {
		"/lib64/ld-linux-x86-64.so.2", "/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2",
		"/lib/ld-linux-aarch64.so.1", "/lib/aarch64-linux-gnu/ld-linux-aarch64.so.1",
	};
	char own[PATH_MAX];
	unsigned int machine;
	struct stat want, st;
	bool same = false;
	size_t i;
	int self;

	if (stat(interp, &want) != 0 || !S_ISREG(want.st_mode))
		return false;
	self = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
	if (self >= 0 && elf_interp(self, own, sizeof(own), &machine) && stat(own, &st) == 0)
		same = st.st_dev == want.st_dev && st.st_ino == want.st_ino;
	if (self >= 0)
		close(self);
	for (i = 0; !same && i < sizeof(glibc) / sizeof(glibc[0]); i++)
		same = stat(glibc[i], &st) == 0 && st.st_dev == want.st_dev &&
		       st.st_ino == want.st_ino;
	return same;
}

/*
 * Adds the dynamic loader and shared libraries that the ELF file open as
 * FD needs (0, or -1 said).  They are listed by its loader (PT_INTERP)
 * run with --list on that very descriptor -- only when the loader is a
 * file no one but you or root can change (trust.c) and is this system's
 * own (system_loader): the file names it, and this runs on the host.
 */
static int elf_deps(int fd, const char *elf, struct vec *deps)
{
	char interp[PATH_MAX], fdpath[] = "/proc/self/fd/3";
	char *out = NULL, *line, *save = NULL, *why;
	size_t outlen = 0;
	unsigned int machine;
	int rc, ifd;

	if (!elf_interp(fd, interp, sizeof(interp), &machine))
		return 0;
	if (machine != HOST_ELF_MACHINE) {
		message_plain("%s is dynamically linked for another architecture: its libraries cannot be found here; link it statically for the guest",
			      elf);
		return -1;
	}
	ifd = trust_open_file(interp, TRUST_SYSTEM, &why);
	if (ifd < 0) {
		message_plain("not listing the libraries of %s: its program interpreter %s; no one but you or root may change what pmprobe runs",
		       elf, why);
		free(why);
		return -1;
	}
	close(ifd);
	if (!system_loader(interp)) {
		message_plain("not listing the libraries of %s: its program interpreter %s is not this system's dynamic loader (link it statically for the guest)",
			      elf, interp);
		return -1;
	}
	char *const argv[] = { interp, (char *)"--list", fdpath, NULL };

	rc = run_capture(argv, fd, &out, &outlen);
	if (rc != 0) {
		message_plain("cannot list the shared libraries of %s (%s --list failed)",
		       elf, interp);
		free(out);
		return -1;
	}
	add_unique(deps, interp);
	rc = 0;
	for (line = strtok_r(out, "\n", &save); line && rc == 0;
	     line = strtok_r(NULL, "\n", &save))
		rc = parse_list_line(line, elf, deps);
	free(out);
	return rc;
}

/* ---- the guest /init ---------------------------------------------------- */

static void put_quoted(struct buf *b, const char *s)
{
	buf_putc(b, '\'');
	for (; *s; s++) {
		if (*s == '\'')
			buf_puts(b, "'\\''");
		else
			buf_putc(b, *s);
	}
	buf_putc(b, '\'');
}

/*
 * /init: mounts, makes the machine's three serial lines raw (the
 * command's stdout, stderr, and the status line), says it booted, runs
 * the command with its output on them, drains them (stty waits, as
 * TCSADRAIN does, for output still queued), sends the status, kills
 * what the command left running and powers off.
 */
static char *init_text(const struct vm_machine *m, char *const *argv)
{
	const char *out = m->ttys[0], *err = m->ttys[1], *st = m->ttys[2];
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_printf(&b, "#!/bin/busybox sh\n"
		   "# pmprobe guest init (compiler/sandbox/initramfs.c) for %s: runs one\n"
		   "# command, stdout on %s, stderr on %s, its status on %s; powers off.\n",
		   m->name, out, err, st);
	buf_puts(&b, "/bin/busybox --install -s\n"
		 "export PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root\n"
		 "mount -t proc proc /proc\n"
		 "mount -t sysfs sysfs /sys\n"
		 "mount -t devtmpfs devtmpfs /dev\n"
		 "mount -t tmpfs tmpfs /tmp\n"
		 "mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null\n"
		 "mount -t tracefs tracefs /sys/kernel/tracing 2>/dev/null\n"
		 /* as systemd does: the lockdown state pass 5 reads */
		 "mount -t securityfs securityfs /sys/kernel/security 2>/dev/null\n");
	/* libpfm4's model for the guest's loader (perf.pfm points it encodes) */
	if (getenv(PFM_FORCE_VAR) && *getenv(PFM_FORCE_VAR)) {
		buf_puts(&b, "export " PFM_FORCE_VAR "=");
		put_quoted(&b, getenv(PFM_FORCE_VAR));
		buf_putc(&b, '\n');
	}
	buf_printf(&b, "for t in %s %s %s; do\n"
		   "\tstty -F /dev/$t raw -echo -ixoff clocal -crtscts ||\n"
		   "\t\techo \"pmprobe-init: cannot set $t to raw mode\"\n"
		   "done\n", out, err, st);
	buf_printf(&b, "echo " VM_BOOTED_TAG " >/dev/%s\n", st);
	buf_puts(&b, "# where the kernel text is (KASLR), to name the RIPs of a hang\n"
		 "awk '$3 == \"_stext\" { print \"" VM_STEXT_TAG "\" $1; exit }' /proc/kallsyms\n"
		 "cd /\n");
	for (i = 0; argv[i]; i++) {
		if (i)
			buf_putc(&b, ' ');
		put_quoted(&b, argv[i]);
	}
	buf_printf(&b, " </dev/null >/dev/%s 2>/dev/%s\n"
		   "st=$?\n"
		   "stty -F /dev/%s raw; stty -F /dev/%s raw\n"
		   "echo \"" VM_STATUS_TAG "$st\" >/dev/%s\n"
		   "# and the status itself is out before the power goes\n"
		   "stty -F /dev/%s raw\n"
		   "# Nothing of the command's may still run when the power goes: a\n"
		   "# task whose exit wakes its parent while the other CPUs stop\n"
		   "# trips the scheduler's online-CPU check (busybox timeout's\n"
		   "# watcher outlives its command by up to a second). Killed, and\n"
		   "# waited for until each is a zombie (its parent woken) or gone.\n"
		   "kill -KILL -1 2>/dev/null\n"
		   "i=0\n"
		   "while [ $i -lt 50 ]; do\n"
		   "\tleft=\n"
		   "\tfor d in /proc/[0-9]*; do\n"
		   "\t\tpid=${d#/proc/}\n"
		   "\t\tst=$(cat $d/stat 2>/dev/null) || continue\n"
		   "\t\tset -- ${st##*) }\n"
		   "\t\t[ $pid = 1 ] || [ $pid = 2 ] || [ \"$2\" = 2 ] || [ \"$1\" = Z ] || left=$pid\n"
		   "\tdone\n"
		   "\t[ -z \"$left\" ] && break\n"
		   "\tsleep 0.1; i=$((i + 1))\n"
		   "done\n"
		   "sync\n"
		   "poweroff -f\n"
		   "echo o >/proc/sysrq-trigger\n", out, err, out, err, st, st);
	return buf_steal(&b);
}

static void add_init(struct cpio *c, const struct vm_machine *m, char *const *argv)
{
	char *text = init_text(m, argv);

	cpio_data(c, "/init", 0755, text, strlen(text));
	free(text);
}

/* ---- the initramfs ------------------------------------------------------- */

/*
 * Adds the file HOST as GUEST and, if it is a dynamic ELF, its loader
 * and libraries to DEPS.  It is read through one descriptor, checked
 * first unless it is pmprobe's own executable: a file another user can
 * change is not taken (its loader would run here, on the host).
 */
static int add_program(struct cpio *c, const char *host, const char *guest,
		       bool check, struct vec *deps)
{
	char *why = NULL;
	int fd = check ? trust_open_file(host, TRUST_SYSTEM, &why) :
		 open(host, O_RDONLY | O_CLOEXEC);
	int rc;

	if (fd < 0) {
		if (why)
			message_plain("not putting %s into the guest: no one but you or root may change what pmprobe runs",
			       why);
		else
			message_plain("cannot put %s into the guest: %s", host, strerror(errno));
		free(why);
		return -1;
	}
	rc = cpio_fd(c, fd, host, guest);
	if (rc == 0)
		rc = elf_deps(fd, host, deps);
	close(fd);
	return rc;
}

/* The pmprobe that runs in the guest (machine.c). */
static int add_loader(struct cpio *c, const struct vm_machine *m, struct vec *deps)
{
	char *loader = vm_machine_loader(m);
	int rc = loader ? add_program(c, loader, "/bin/pmprobe", !vm_machine_native(m), deps) : -1;

	free(loader);
	return rc;
}

static int add_base(struct cpio *c, const struct vm_machine *m, const char *busybox,
		    struct vec *deps)
{
	static const char *const dirs[] = {
		"/bin", "/sbin", "/usr/bin", "/usr/sbin", "/proc", "/sys",
		"/dev", "/tmp", "/etc", "/root",
	};

	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++)
		cpio_dir(c, dirs[i]);
	cpio_node(c, "/dev/console", S_IFCHR | 0600, 5, 1);
	if (add_program(c, busybox, "/bin/busybox", true, deps) < 0)
		return -1;
	return add_loader(c, m, deps);
}

static int add_all(struct cpio *c, const struct vm_request *req, const struct vm_machine *m,
		   const char *busybox, struct vec *deps)
{
	if (add_base(c, m, busybox, deps) < 0)
		return -1;
	for (size_t i = 0; i < req->nfiles; i++)
		if (add_program(c, req->files[i].host_path,
				req->files[i].guest_path, true, deps) < 0)
			return -1;
	for (size_t i = 0; i < deps->len; i++)
		if (cpio_file(c, VEC_AT(*deps, i), VEC_AT(*deps, i)) < 0)
			return -1;
	add_init(c, m, req->argv);
	cpio_trailer(c);
	return 0;
}

static int check_busybox(const char *busybox)
{
	char interp[PATH_MAX];
	unsigned int machine;
	int fd = open(busybox, O_RDONLY | O_CLOEXEC);

	if (fd < 0) {
		message_plain("%s not found (%s); install busybox-static", busybox, strerror(errno));
		return -1;
	}
	if (elf_interp(fd, interp, sizeof(interp), &machine))
		fprintf(stderr, "pmprobe: note: %s is dynamically linked; its libraries "
			"go into the guest too (busybox-static avoids that)\n", busybox);
	close(fd);
	return 0;
}

/* Builds the initramfs into a memfd (no file on disk); fd, or -1 said. */
int build_initramfs(const struct vm_request *req, const struct vm_machine *m,
		    const char *busybox)
{
	struct cpio c = { .fd = -1 };
	struct vec deps = { 0 };
	int rc;

	if (check_busybox(busybox) < 0)
		return -1;
	c.fd = memfd_create("pmprobe-initramfs", MFD_CLOEXEC);
	if (c.fd < 0) {
		message_plain("cannot create the guest initramfs: %s", strerror(errno));
		return -1;
	}
	rc = add_all(&c, req, m, busybox, &deps);
	if (rc == 0 && c.err) {
		message_plain("cannot write the guest initramfs: %s", strerror(c.err));
		rc = -1;
	}
	vec_free_strings(&deps);
	vec_free_strings(&c.dirs);
	vec_free_strings(&c.files);
	if (rc < 0) {
		close(c.fd);
		return -1;
	}
	return c.fd;
}

