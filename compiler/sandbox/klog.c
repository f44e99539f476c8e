/*
 * klog.c - the kernel-log scan: the first line of a guest's kernel log
 * that shows a kernel problem (an oops, a BUG, a WARNING, a lockup, a
 * detector's report), for every guest run and for the test suite's
 * --scan-kernel-log.
 */
#include <stdlib.h>
#include <string.h>

#include "sandbox.h"

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

/* The line of LEN bytes at TEXT into LINE, without its '\r', with any
 * byte that is not printable shown as '?'. */
static void copy_line(const char *text, size_t len, char *line, size_t linesz)
{
	size_t i;

	if (len && text[len - 1] == '\r')
		len--;
	if (!linesz)
		return;
	if (len > linesz - 1)
		len = linesz - 1;
	for (i = 0; i < len; i++)
		line[i] = (unsigned char)text[i] < 0x20 && text[i] != '\t' ? '?' : text[i];
	line[len] = '\0';
}

bool vm_scan_kernel_log(const char *text, size_t size, char *line, size_t linesz)
{
	const size_t npat = sizeof(problem_patterns) / sizeof(problem_patterns[0]);
	const char *end = text + size;

	/* NUL bytes are line content here (a serial console can carry
	 * them), never the end of the log. */
	while (text && text < end) {
		const char *nl = memchr(text, '\n', (size_t)(end - text));
		size_t len = nl ? (size_t)(nl - text) : (size_t)(end - text);

		for (size_t i = 0; i < npat; i++) {
			if (!memmem(text, len, problem_patterns[i],
				    strlen(problem_patterns[i])))
				continue;
			copy_line(text, len, line, linesz);
			return true;
		}
		text += len + (nl != NULL);
	}
	if (linesz)
		line[0] = '\0';
	return false;
}

int scan_kernel_log_file(const char *path)
{
	char *text, line[512];
	size_t len;

	if (!read_file(path, &text, &len)) {
		fprintf(stderr, "pmprobe: cannot read %s\n", path);
		return 2;
	}
	if (vm_scan_kernel_log(text, len, line, sizeof(line))) {
		printf("%s\n", line);
		free(text);
		return 1;
	}
	free(text);
	return 0;
}
