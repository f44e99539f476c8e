/*
 * ustack_dyn [K]: ustack_fp.c linked dynamically and position-independent
 * (the build line below, read by the runner): K rounds of pmp_work(),
 * which calls pmp_hot_a() for 3,000,000 iterations of its loop, then
 * pmp_hot_rand(), which calls the C library's rand() 100,000 times.
 * Ground truth for naming the frames of a PIE executable (its load
 * address chosen at run time) and of a shared library (libc.so.6, whose
 * functions only .dynsym names).  The runner copies the C library and
 * its loader into the guest with it (--vm-file lists them).
 * cflags: -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fPIE
 * build: dynamic -pie
 */
#include <stdlib.h>

__attribute__((noinline, noclone)) long pmp_id(long n)
{
	__asm__ volatile("" : "+r"(n) : : "memory");
	return n;
}

__attribute__((noinline, noclone)) long pmp_hot_a(long n)
{
	long i, r = 0;

	for (i = 0; i < n; i++)
		__asm__ volatile("" : "+r"(r) : : "memory");
	return r + pmp_id(n);
}

__attribute__((noinline, noclone)) long pmp_hot_rand(long n)
{
	long i, r = 0;

	for (i = 0; i < n; i++)
		r += rand() & 1;
	return pmp_id(r);
}

__attribute__((noinline, noclone)) long pmp_work(void)
{
	return pmp_hot_a(3000000) + pmp_hot_rand(100000);
}

int main(int argc, char **argv)
{
	long k = argc > 1 ? atol(argv[1]) : 10, i, sum = 0;

	for (i = 0; i < k; i++)
		sum += pmp_work();
	return sum > 0 ? 0 : 1;
}
