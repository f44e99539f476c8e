/* showpid [MS]: prints "pid=N", then burns CPU for MS milliseconds (default 300). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long ms = argc > 1 ? atol(argv[1]) : 300;
	struct timespec a, b;
	volatile unsigned long x = 0;

	printf("pid=%d\n", (int)getpid());
	fflush(stdout);
	clock_gettime(CLOCK_MONOTONIC, &a);
	do {
		for (int i = 0; i < 100000; i++)
			x += i;
		clock_gettime(CLOCK_MONOTONIC, &b);
	} while ((b.tv_sec - a.tv_sec) * 1000 + (b.tv_nsec - a.tv_nsec) / 1000000 < ms);
	return 0;
}
