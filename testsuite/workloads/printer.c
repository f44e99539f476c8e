/* printer N: writes N lines to stdout (a cheap syscall-heavy load). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000, i;

	for (i = 0; i < n; i++)
		printf("%ld\n", i);
	return 0;
}
