/*
 * sandbox.h - the QEMU sandbox: pass 5 in a throw-away guest (vmrun.c),
 * built on booting a guest that runs one command (vm.c).  It calls only
 * common/.
 *
 * vm_run() builds an initramfs (busybox, this executable as /bin/pmprobe with
 * its shared libraries, the requested files and a generated /init), boots it
 * with qemu-system-x86_64 under TCG and runs argv in the guest.  The guest
 * command's stdout and stderr are streamed live and byte-exact to this
 * process's stdout and stderr; the guest kernel console goes only to the
 * console log.  See docs/VM-NOTES.md for the details and measured figures.
 */
#ifndef PMP_SANDBOX_H
#define PMP_SANDBOX_H

#include "common.h"

#include <stdbool.h>
#include <stddef.h>

struct vm_file {
	const char *host_path;   /* file on the host */
	const char *guest_path;  /* absolute path in the guest, parent dirs created */
};

/* A guest architecture (machine.c). */
struct vm_machine {
	const char *name;           /* uname -m: x86_64, aarch64 */
	const char *qemu;           /* qemu-system-x86_64 */
	const char *qemu_package;   /* the Debian package that has it */
	const char *console;        /* the guest's console: ttyS0 */
	const char *ttys[3];        /* the guest's devices for stdout, stderr, status */
	const char *image_package;  /* where kernel images come from */
	void (*add_args)(struct vec *a); /* -machine, -cpu, the serial lines */
};

/* Pushes OPT and VALUE (allocated; A owns it) on QEMU's argument vector
 * (machine.c). */
void qemu_arg(struct vec *a, const char *opt, char *value);

struct vm_request {
	const char *kernel_image;   /* e.g. /boot/vmlinuz-6.1.0-56-amd64 */
	const struct vm_machine *machine; /* NULL: the image's own (vm_machine_of_image) */
	int cpus;                   /* guest vCPUs; 0 means 2 */
	int mem_mb;                 /* guest RAM; 0 means 512 */
	bool icount;                /* deterministic mode: -icount shift=0, forces 1 vCPU */
	const struct vm_file *files;
	size_t nfiles;
	char *const *argv;          /* command run in the guest (argv[0] an absolute guest path) */
	double timeout_s;           /* watchdog, wall seconds for the whole guest run; 0 means 300 */
	double stall_s;             /* kill a guest that sends nothing for this long; 0: never */
	const char *console_log;    /* where to keep the guest console (kernel log); NULL: a temp file */
	bool keep_console_log;      /* keep the log even on success */
	/* Optional, all may be left zero/NULL: */
	const char *cmdline_extra;  /* appended to the guest kernel command line */
	const char *qemu;           /* QEMU binary; NULL: the machine's, from PATH */
	const char *busybox;        /* static busybox; NULL: the machine's (machine.c) */
	const char *const *result_paths; /* RESULT_N host paths for the result
				      * files the guest frames on its status
				      * port (result_file.h); NULL: none */
};

struct vm_result {
	int status;                 /* exit status of argv in the guest (0..255) when it completed, else -1 */
	char console_log[4096];     /* path of the kept console log ('' if removed) */
	char kernel_problem[512];   /* first kernel-log line matching a problem (see vm_scan_kernel_log), '' if none */
	bool boot_failed;           /* it failed (panic, stall) before the guest's init ran */
	unsigned results_failed;    /* result files the host could not write (said) */
};

/* Returns 0 if the guest command ran to completion (res->status holds its
 * status), -1 otherwise (QEMU missing, image missing, guest panic, watchdog
 * timeout...), after printing ONE line on stderr starting with "pmprobe: "
 * (a kernel that panicked or stalled while booting, before the guest's
 * init ran, is booted once more: then a note and the second result too).
 * The console log is removed on success unless keep_console_log is set or a
 * kernel problem was found; it is always kept on failure. */
int vm_run(const struct vm_request *req, struct vm_result *res);

/* Finds the first line of the SIZE bytes of kernel log at TEXT (NUL
 * bytes included: they do not end it) that shows a kernel problem (BUG:,
 * WARNING:, Oops, panics, lockdep, RCU stalls, lockups, refcount_t, list
 * corruption, UBSAN, KASAN...), copies it (without the line end, control
 * bytes as '?') into line.  Returns true if one was found. */
bool vm_scan_kernel_log(const char *text, size_t size, char *line, size_t linesz);

/* ------------------------------------------- the sandbox's own files share */

#define VM_BUSYBOX	"/bin/busybox"	/* unless $PMPROBE_BUSYBOX names another */

/* File descriptors as QEMU sees them (vm.c's child_exec, machine.c). */
enum {
	VM_FD_CONSOLE = 3, VM_FD_OUT, VM_FD_ERR, VM_FD_STATUS, VM_FD_INITRD,
	VM_FD_KERNEL, VM_FD_MONITOR, VM_FD_END,
};

/* machine.c */
const struct vm_machine *vm_machine_named(const char *name);
const struct vm_machine *vm_machine_of_image(const char *image);
bool vm_machine_native(const struct vm_machine *m);
char *vm_machine_busybox(const struct vm_machine *m);
char *vm_machine_loader(const struct vm_machine *m);
#define VM_STATUS_TAG	"pmprobe-status "	/* init: the command's status */
#define VM_BOOTED_TAG	"pmprobe-booted"	/* init runs: the kernel is up */
/* A line a --vm-script writes to /dev/kmsg to say its user space still
 * runs: once init has started, --vm-stall counts only this and the
 * guest's stdout, stderr and status as signs of life, not the kernel's
 * own console lines (a guest whose user space froze can go on printing
 * RCU stall reports for ever). */
#define VM_HEARTBEAT_TAG	"pmprobe heartbeat"
#define VM_STEXT_TAG	"pmprobe-init: _stext "	/* its runtime address */
#define VM_LINE_MAX	512

/* initramfs.c: the guest's initramfs in a memfd; its fd, or -1 said. */
int build_initramfs(const struct vm_request *req, const struct vm_machine *m,
		    const char *busybox);

/* ---------------------------------------------------------------- vmrun.c */

struct run_options;

/* --vm and its --vm-* options. */
struct vm_options {
	bool enabled;             /* --vm */
	int cpus;                 /* --vm-cpus (default 2) */
	int mem_mb;               /* --vm-mem */
	bool icount;              /* --vm-icount */
	const char *keep_log;     /* --vm-log FILE */
	double timeout;           /* --vm-timeout */
	double stall;             /* --vm-stall */
	struct vec files;         /* --vm-file HOST[:GUEST]: char * */
	const char *kernel_dir;   /* -r DIR: boot DIR's own image */
};

/* Pass 5 of KO (built for RELEASE) in a guest, "pmprobe --run" there
 * with RUN's options; the exit status. */
int run_in_vm(const char *ko, const char *release, const struct run_options *run,
	      const struct vm_options *vm);
/* --vm-script FILE: /bin/sh FILE in a guest (the test suite's batches);
 * RELEASE NULL with -r DIR. */
int run_script_in_vm(const char *script, const char *release, const struct vm_options *vm);
/* -l/-L PATTERN --vm: the listing of a guest booted from RELEASE's kernel
 * (what that machine's PMU offers), with TAPSET_DIR's files. */
int list_in_vm(const char *pattern, bool long_form, bool detail, const char *tapset_dir,
	       const char *release, const struct vm_options *vm);
/* The tracepoint formats and PMUs of kernel RELEASE, from a guest booted
 * from it: the dump of common/guest_dump.h (*LEN bytes); NULL after one
 * line saying why. */
char *target_dump_in_vm(const char *release, const struct vm_options *vm, size_t *len);
/* --scan-kernel-log FILE: prints the first kernel problem; status 1 if any. */
int scan_kernel_log_file(const char *path);

#endif /* PMP_SANDBOX_H */
