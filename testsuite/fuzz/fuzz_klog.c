/*
 * fuzz_klog.c - the kernel-log scan (sandbox/klog.c) that fails a guest
 * run or a test on an oops, a lockdep or KASAN report: any bytes as a
 * guest's console log, NUL bytes included.  A line it reports must be a
 * line of the log that holds the problem, whatever came before it.
 */
#include "fuzz_util.h"
#include "sandbox.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_quiet();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char panic[] = "\nKernel panic - not syncing: fuzz\n";
	char line[512], *log;
	bool found;

	if (size > 1 << 20)
		return 0;
	found = vm_scan_kernel_log((const char *)data, size, line, sizeof(line));
	if (!found && line[0])
		abort();
	/* whatever the input, a panic after it is found */
	log = malloc(size + sizeof(panic));
	memcpy(log, data, size);
	memcpy(log + size, panic, sizeof(panic));
	if (!vm_scan_kernel_log(log, size + sizeof(panic) - 1, line, sizeof(line)))
		abort();
	free(log);
	return 0;
}
