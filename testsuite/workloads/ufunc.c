/*
 * ufunc K: calls pmp_ufunc(i, 2 * i, -7) for i = 1..K, each returning
 * 3 * i - 7, then pmp_ufunc_loop(K) once, which returns K.  Ground truth
 * for the user-function probe tests: K entries whose $arg1, $arg2, $arg3
 * are i, 2i, -7, and K returns of 3i - 7 (the sum of the arguments).
 * noinline and noclone keep each call a call of the one out-of-line
 * function that the symbol names; the volatile sum keeps every result.
 */
#include <stdlib.h>

__attribute__((noinline, noclone)) long pmp_ufunc(long a, long b, long c)
{
	__asm__ volatile("" ::: "memory");
	return a + b + c;
}

__attribute__((noinline, noclone)) long pmp_ufunc_loop(long n)
{
	long i, r = 0;

	for (i = 0; i < n; i++) {
		__asm__ volatile("" : "+r"(r) : : "memory");
		r++;
	}
	return r;
}

int main(int argc, char **argv)
{
	long k = argc > 1 ? atol(argv[1]) : 100, i;
	volatile long sum = 0;

	for (i = 1; i <= k; i++)
		sum += pmp_ufunc(i, 2 * i, -7);
	sum += pmp_ufunc_loop(k);
	return sum == 3 * k * (k + 1) / 2 - 7 * k + k ? 0 : 1;
}
