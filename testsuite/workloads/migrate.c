/* migrate N: moves itself between CPU 0 and CPU 1 N times (needs 2 CPUs). */
#define _GNU_SOURCE
#include <sched.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 20, i;
	cpu_set_t set;

	for (i = 0; i < n; i++) {
		CPU_ZERO(&set);
		CPU_SET(i % 2, &set);
		if (sched_setaffinity(0, sizeof(set), &set))
			return 1;
		sched_yield();
	}
	return 0;
}
