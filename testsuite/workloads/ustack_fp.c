/*
 * ustack_fp [K]: K rounds of pmp_work(), which calls pmp_hot_a() for
 * 3,000,000 iterations and pmp_hot_b() for 1,000,000 of the same loop:
 * three quarters of the program's instructions are in pmp_hot_a and one
 * quarter in pmp_hot_b, all under main;pmp_work.  Ground truth for the
 * user-space stack tests.  Built with frame pointers (the cflags line
 * below, read by the runner); ustack_nofp.c is the same program without
 * them.  The hot functions each call pmp_id() once, after their loop:
 * GCC 12 on x86-64 sets up no frame in a leaf function even with
 * -mno-omit-leaf-frame-pointer (arm64's does), and a sample in a leaf
 * without a frame cannot name the leaf's caller.
 * cflags: -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer
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

__attribute__((noinline, noclone)) long pmp_hot_b(long n)
{
	long i, r = 0;

	for (i = 0; i < n; i++)
		__asm__ volatile("" : "+r"(r) : : "memory");
	return r + pmp_id(n);
}

__attribute__((noinline, noclone)) long pmp_work(void)
{
	return pmp_hot_a(3000000) + pmp_hot_b(1000000);
}

int main(int argc, char **argv)
{
	long k = argc > 1 ? atol(argv[1]) : 10, i, sum = 0;

	for (i = 0; i < k; i++)
		sum += pmp_work();
	return sum == 4000000 * k ? 0 : 1;
}
