/*
 * machine.c - what differs between the guest architectures the sandbox
 * boots: which QEMU and how it is told the machine, CPU and serial
 * lines, the guest's device names for the command's stdout, stderr and
 * status, the busybox and the pmprobe loader that go into the guest, and
 * how a kernel image says which architecture it is for.
 *
 * x86_64: the pc machine; the console and the three channels are ISA
 *   16550 UARTs (ttyS0..3).
 * aarch64: the virt machine, "-cpu max,pauth-impdef=on" (QEMU's default
 *   pointer-authentication emulation makes the boot 2-3 times slower);
 *   the console is the board's PL011 (ttyAMA0) and the channels three
 *   16550 UARTs on PCI (ttyS0..2: built into Debian's kernels, lossless
 *   as the x86 ones are; docs/VM-NOTES.md).
 */
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "sandbox.h"

/* One QEMU option and its value (an allocated string, now A's). */
void qemu_arg(struct vec *a, const char *opt, char *value)
{
	vec_push(a, xstrdup(opt));
	vec_push(a, value);
}

static void x86_args(struct vec *a)
{
	static const struct { const char *id; int fd; unsigned int iobase; int irq; } ports[] = {
		{ "con", VM_FD_CONSOLE, 0x3f8, 4 },
		{ "out", VM_FD_OUT, 0x2f8, 3 },
		{ "err", VM_FD_ERR, 0x3e8, 7 },
		{ "st", VM_FD_STATUS, 0x2e8, 5 },
	};
	size_t i;

	qemu_arg(a, "-machine", xstrdup("pc"));
	qemu_arg(a, "-cpu", xstrdup("qemu64"));
	for (i = 0; i < sizeof(ports) / sizeof(ports[0]); i++) {
		qemu_arg(a, "-chardev", xasprintf("file,id=%s,path=/proc/self/fd/%d", ports[i].id, ports[i].fd));
		qemu_arg(a, "-device", xasprintf("isa-serial,chardev=%s,iobase=0x%x,irq=%d",
						 ports[i].id, ports[i].iobase, ports[i].irq));
	}
}

static void arm64_args(struct vec *a)
{
	static const struct { const char *id; int fd; } ports[] = {
		{ "out", VM_FD_OUT }, { "err", VM_FD_ERR }, { "st", VM_FD_STATUS },
	};
	size_t i;

	qemu_arg(a, "-machine", xstrdup("virt"));
	qemu_arg(a, "-cpu", xstrdup("max,pauth-impdef=on"));
	qemu_arg(a, "-chardev", xasprintf("file,id=con,path=/proc/self/fd/%d", VM_FD_CONSOLE));
	qemu_arg(a, "-serial", xstrdup("chardev:con"));
	for (i = 0; i < sizeof(ports) / sizeof(ports[0]); i++) {
		qemu_arg(a, "-chardev", xasprintf("file,id=%s,path=/proc/self/fd/%d", ports[i].id, ports[i].fd));
		qemu_arg(a, "-device", xasprintf("pci-serial,chardev=%s", ports[i].id));
	}
}

static const struct vm_machine machines[] = {
	{
		.name = "x86_64", .qemu = "qemu-system-x86_64", .qemu_package = "qemu-system-x86",
		.console = "ttyS0", .ttys = { "ttyS1", "ttyS2", "ttyS3" },
		.image_package = "linux-image-amd64", .add_args = x86_args,
	},
	{
		.name = "aarch64", .qemu = "qemu-system-aarch64", .qemu_package = "qemu-system-arm",
		.console = "ttyAMA0", .ttys = { "ttyS0", "ttyS1", "ttyS2" },
		.image_package = "linux-image-arm64-unsigned (scripts/install-arm64)",
		.add_args = arm64_args,
	},
};

#define NMACHINES (sizeof(machines) / sizeof(machines[0]))

static const char *host_machine(void)
{
	static struct utsname u;

	if (!u.machine[0] && uname(&u) != 0)
		return "";
	return u.machine;
}

const struct vm_machine *vm_machine_named(const char *name)
{
	size_t i;

	for (i = 0; i < NMACHINES; i++)
		if (!strcmp(machines[i].name, name))
			return &machines[i];
	return NULL;
}

bool vm_machine_native(const struct vm_machine *m)
{
	return !strcmp(m->name, host_machine());
}

/*
 * The machine a kernel image is for, from its own header: an x86 bzImage
 * has "HdrS" at 0x202 (Documentation/x86/boot.rst), an arm64 Image the
 * magic "ARM\x64" at 0x38 (Documentation/arm64/booting.rst).  NULL if
 * neither.
 */
const struct vm_machine *vm_machine_of_image(const char *image)
{
	unsigned char h[0x210];
	int fd = open(image, O_RDONLY | O_CLOEXEC);
	ssize_t n = fd >= 0 ? pread(fd, h, sizeof(h), 0) : -1;

	if (fd >= 0)
		close(fd);
	if (n == (ssize_t)sizeof(h) && !memcmp(h + 0x202, "HdrS", 4))
		return vm_machine_named("x86_64");
	if (n >= 0x3c && !memcmp(h + 0x38, "ARM\x64", 4))
		return vm_machine_named("aarch64");
	return NULL;
}

/* The guest's busybox: $PMPROBE_BUSYBOX or /bin/busybox for this
 * machine's architecture, /usr/lib/pmprobe/MACHINE/busybox for another's
 * (scripts/install-arm64 puts arm64's there). */
char *vm_machine_busybox(const struct vm_machine *m)
{
	const char *env = getenv("PMPROBE_BUSYBOX");

	if (!vm_machine_native(m))
		return xasprintf("/usr/lib/pmprobe/%s/busybox", m->name);
	return xstrdup(env && *env ? env : VM_BUSYBOX);
}

/* The pmprobe that runs in the guest: this very executable for this
 * machine's architecture; for another's, pmprobe-MACHINE beside it (the
 * Makefile's pmprobe-aarch64, statically linked).  NULL after saying. */
char *vm_machine_loader(const struct vm_machine *m)
{
	char self[PATH_MAX], *slash, *path;
	ssize_t n;

	if (vm_machine_native(m))
		return xstrdup("/proc/self/exe");
	n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	if (n <= 0)
		return NULL;
	self[n] = '\0';
	slash = strrchr(self, '/');
	*slash = '\0';
	path = xasprintf("%s/pmprobe-%s", self, m->name);
	if (access(path, X_OK) != 0) {
		message_plain("--vm for an %s kernel runs pmprobe-%s in the guest, and %s is missing (make pmprobe-%s; scripts/install-arm64 installs what it needs)",
			      m->name, m->name, path, m->name);
		free(path);
		return NULL;
	}
	return path;
}
