/* cpuburn MS: burns MS milliseconds of its own CPU time (by its CPU-time
 * clock, so a loaded or slow machine makes it take longer, not less). */
#include <stdlib.h>
#include <time.h>

static long cpu_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int main(int argc, char **argv)
{
	long ms = argc > 1 ? atol(argv[1]) : 200;
	volatile unsigned long x = 0;

	while (cpu_ms() < ms)
		for (int i = 0; i < 10000; i++)
			x += i;
	return 0;
}
