/* sleeper N: sleeps 1 ms N times (two context switches each). */
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100;
	struct timespec ts = { 0, 1000000 };

	while (n-- > 0)
		nanosleep(&ts, NULL);
	return 0;
}
