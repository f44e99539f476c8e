/* sleeper N [voluntary]: sleeps 1 ms N times, then prints
 * "rusage_switches=S": the kernel's own count of its context switches
 * (voluntary + involuntary); with "voluntary", also "rusage_voluntary=V",
 * the voluntary ones alone (those do not depend on how busy the host is).
 * Each sleep normally switches away once, but a sleep whose timer fires
 * before the task gets to schedule() (a vCPU held up by a loaded host)
 * returns without a switch, so S, not N, is the ground truth. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100;
	struct timespec ts = { 0, 1000000 };
	struct rusage ru;

	while (n-- > 0)
		nanosleep(&ts, NULL);
	getrusage(RUSAGE_SELF, &ru);
	printf("rusage_switches=%ld\n", ru.ru_nvcsw + ru.ru_nivcsw);
	if (argc > 2 && strcmp(argv[2], "voluntary") == 0)
		printf("rusage_voluntary=%ld\n", ru.ru_nvcsw);
	fflush(stdout);
	return 0;
}
