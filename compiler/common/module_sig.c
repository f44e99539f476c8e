/*
 * module_sig.c - the one fact pass 4 (which signs modules) and pass 5
 * (which checks, before the kernel does, that a kernel insisting on
 * signatures gets one) share about a signed module: how it ends.
 */
#include <sys/stat.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

/* What sign-file appends after the signature (the kernel's
 * MODULE_SIG_STRING). */
#define SIG_TRAILER "~Module signature appended~\n"

bool module_file_is_signed(int fd)
{
	size_t n = sizeof(SIG_TRAILER) - 1;
	char tail[sizeof(SIG_TRAILER)];
	struct stat st;

	if (fstat(fd, &st) || st.st_size < (off_t)n ||
	    pread(fd, tail, n, st.st_size - (off_t)n) != (ssize_t)n)
		return false;
	return !memcmp(tail, SIG_TRAILER, n);
}
