/*
 * usdt K: K times, the USDT mark pmp:tick (<sys/sdt.h>, with a
 * semaphore) with the arguments i (a long), -3i (an int) and the
 * address-free constant 42, for i = 1..K; the mark's semaphore is read
 * at each one, and at the end it prints in how many of the K it was set:
 * K while a probe on the mark is registered for the whole run, 0 when
 * nothing probes it.  Built without the mark where the compiler has no
 * <sys/sdt.h> (the arm64 cross compiler): then it says so.
 */
#include <stdio.h>
#include <stdlib.h>

#if __has_include(<sys/sdt.h>)
#define _SDT_HAS_SEMAPHORES 1
#include <sys/sdt.h>
unsigned short pmp_tick_semaphore __attribute__((section(".probes"))) __attribute__((used));
#define PMP_TICK_ENABLED() __builtin_expect(pmp_tick_semaphore, 0)
#define PMP_TICK(a, b, c) STAP_PROBE3(pmp, tick, a, b, c)
#define HAVE_MARK 1
#else
#define PMP_TICK_ENABLED() 0
#define PMP_TICK(a, b, c) ((void)(a), (void)(b), (void)(c))
#define HAVE_MARK 0
#endif

__attribute__((noinline, noclone)) static void tick(long i, volatile int *neg)
{
	*neg = (int)(-3 * i);
	PMP_TICK(i, *neg, 42);
}

int main(int argc, char **argv)
{
	long k = argc > 1 ? atol(argv[1]) : 100, i, set = 0;
	volatile int neg;

	for (i = 1; i <= k; i++) {
		if (PMP_TICK_ENABLED())
			set++;
		tick(i, &neg);
	}
	if (HAVE_MARK)
		printf("usdt: the semaphore was set at %ld of %ld marks\n", set, k);
	else
		printf("usdt: built without <sys/sdt.h>: no mark\n");
	return 0;
}
