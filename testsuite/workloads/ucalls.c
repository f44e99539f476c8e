/*
 * ucalls K D: calls pmp_uloop(100 * i) for i = 1..K, each running a
 * loop of 100 * i iterations and returning that count, then
 * pmp_urec(D) once, which calls itself with D - 1 down to 0 and
 * returns its own argument at each level.  Ground truth for @entry in
 * user function returns: each pmp_uloop return's @entry($arg1) is its
 * $return, and its user-mode instructions grow by the same number per
 * iteration for every call; pmp_urec's D + 1 calls are in flight at
 * once and return innermost first, each with the argument it was
 * called with.  noinline and noclone keep each call a call of the one
 * out-of-line function its symbol names.
 */
#include <stdlib.h>

__attribute__((noinline, noclone)) long pmp_uloop(long n)
{
	long i, r = 0;

	for (i = 0; i < n; i++) {
		__asm__ volatile("" : "+r"(r) : : "memory");
		r++;
	}
	return r;
}

__attribute__((noinline, noclone)) long pmp_urec(long d)
{
	volatile long keep = d;

	if (d > 0)
		pmp_urec(d - 1);
	return keep;
}

int main(int argc, char **argv)
{
	long k = argc > 1 ? atol(argv[1]) : 10, d = argc > 2 ? atol(argv[2]) : 10, i;
	volatile long sum = 0;

	for (i = 1; i <= k; i++)
		sum += pmp_uloop(100 * i);
	sum += pmp_urec(d);
	return sum == 50 * k * (k + 1) + d ? 0 : 1;
}
