/* now: prints CLOCK_REALTIME in nanoseconds (the clock of the script's
 * gettimeofday_ns()), for the startup benchmark; busybox date has no %N. */
#include <stdio.h>
#include <time.h>

int main(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	printf("%lld\n", (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec);
	return 0;
}
