/* spin MS: burns CPU in user mode for MS milliseconds (default 200). */
#include <stdlib.h>
#include <time.h>

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int main(int argc, char **argv)
{
	long ms = argc > 1 ? atol(argv[1]) : 200, end = now_ms() + ms;
	volatile unsigned long x = 0;

	while (now_ms() < end)
		for (int i = 0; i < 100000; i++)
			x += i;
	return 0;
}
