/* insns N: executes exactly 2*N instructions of its own loop in user mode
 * (a count-down loop of two instructions, written in assembly), for tests
 * that count instructions against a truth (arm64 guest, under icount);
 * the rest of the process (exec, libc start and exit) adds a few ten
 * thousand more. */
#include <stdlib.h>

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 0) : 1000000;

	if (!n)
		return 0;
#if defined(__aarch64__)
	__asm__ volatile("1:\tsubs %0, %0, #1\n\tb.ne 1b" : "+r"(n) : : "cc");
#elif defined(__x86_64__)
	__asm__ volatile("1:\tdec %0\n\tjnz 1b" : "+r"(n) : : "cc");
#else
#error "insns: x86_64 or aarch64"
#endif
	return 0;
}
