/* reads N: N one-byte read()s from /dev/zero as fast as it can, then
 * "elapsed_ns=T" (CLOCK_MONOTONIC).  Each read is one hit of an exec
 * breakpoint on ksys_read: the transport benchmark's producer. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000, i;
	int fd = open("/dev/zero", O_RDONLY);
	struct timespec a, b;
	char c;

	if (fd < 0)
		return 1;
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (i = 0; i < n; i++)
		if (read(fd, &c, 1) != 1)
			return 1;
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("elapsed_ns=%lld\n", (long long)(b.tv_sec - a.tv_sec) * 1000000000LL +
	       (b.tv_nsec - a.tv_nsec));
	return 0;
}
