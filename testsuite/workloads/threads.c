/* threads [MS]: a process whose threads start at two different times.
 * Its first thread, "early", is created at once and spins until the end.
 * The main thread then waits for SIGUSR1 (at most 60 s), creates two
 * threads, "late1" and "late2", that each burn MS ms of their own CPU time
 * (default 300), joins them, stops "early" and exits.  For testing what a
 * per-task event attached with -x follows: threads created after it was
 * attached, not those that were already there. */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <time.h>

static volatile int stop;
static long burn_ms = 300;

static long thread_cpu_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void *early(void *arg)
{
	volatile unsigned long x = 0;

	(void)arg;
	prctl(PR_SET_NAME, "early");
	while (!stop)
		for (int i = 0; i < 100000; i++)
			x += i;
	return NULL;
}

static void *late(void *arg)
{
	volatile unsigned long x = 0;

	prctl(PR_SET_NAME, arg);
	while (thread_cpu_ms() < burn_ms)
		for (int i = 0; i < 10000; i++)
			x += i;
	return NULL;
}

int main(int argc, char **argv)
{
	struct timespec limit = { 60, 0 };
	pthread_t e, l1, l2;
	sigset_t set;

	if (argc > 1)
		burn_ms = atol(argv[1]);
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);   /* inherited by every thread */
	if (pthread_create(&e, NULL, early, NULL))
		return 1;
	sigtimedwait(&set, NULL, &limit);
	if (pthread_create(&l1, NULL, late, "late1") || pthread_create(&l2, NULL, late, "late2"))
		return 1;
	pthread_join(l1, NULL);
	pthread_join(l2, NULL);
	stop = 1;
	pthread_join(e, NULL);
	return 0;
}
