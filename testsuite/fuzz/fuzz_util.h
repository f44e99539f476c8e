/*
 * fuzz_util.h - what the fuzz targets of testsuite/fuzz share: libFuzzer's
 * two entry points, pmprobe's own messages silenced (a malformed input
 * is expected to be said to be one, thousands of times a second; a
 * crash, hang, leak of the sanitizers' kind or sanitizer report is what
 * counts), the input as a file descriptor or a NUL-terminated string, and
 * the fake sysfs tree of testsuite/sysfs for readers that resolve what
 * they read.  FUZZ_VERBOSE=1 lets the messages through.
 */
#ifndef PMP_FUZZ_UTIL_H
#define PMP_FUZZ_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* pmprobe's messages go to stdio's stderr, the sanitizers' and
 * libFuzzer's to descriptor 2: only the former are silenced. */
static inline void fuzz_quiet(void)
{
	if (!getenv("FUZZ_VERBOSE")) {
		FILE *null = fopen("/dev/null", "w");

		if (null)
			stderr = null;
	}
}

/* DATA as a NUL-terminated string (allocated). */
static inline char *fuzz_string(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);

	if (!s)
		abort();
	memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

/* DATA as the contents of an anonymous file, positioned at 0. */
static inline int fuzz_fd(const void *data, size_t size)
{
	int fd = memfd_create("fuzz", MFD_CLOEXEC);

	if (fd < 0 || (size && write(fd, data, size) != (ssize_t)size) || lseek(fd, 0, SEEK_SET))
		abort();
	return fd;
}

/* testsuite/sysfs, the fake tree: under $PMPROBE_DATADIR (run-tests sets
 * it to the top of the tree), else the current directory's. */
static inline const char *fuzz_sysfs_root(void)
{
	static char root[4096];

	if (!root[0])
		snprintf(root, sizeof(root), "%s/testsuite/sysfs",
			 getenv("PMPROBE_DATADIR") ? getenv("PMPROBE_DATADIR") : ".");
	return root;
}

#endif /* PMP_FUZZ_UTIL_H */
