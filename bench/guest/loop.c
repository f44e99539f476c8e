/* loop ITERATIONS: a CPU-bound loop that times itself (CLOCK_MONOTONIC,
 * which under -icount counts executed instructions) and prints
 * "elapsed_ns=N". */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000000, i;
	volatile unsigned long x = 0;
	struct timespec a, b;

	clock_gettime(CLOCK_MONOTONIC, &a);
	for (i = 0; i < n; i++)
		x += (unsigned long)i * 3;
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("elapsed_ns=%lld\n", (long long)(b.tv_sec - a.tv_sec) * 1000000000LL +
	       (b.tv_nsec - a.tv_nsec));
	return 0;
}
