/*
 * reader N [FD]: N one-byte read()s from /dev/zero, nothing else that
 * reads.  With FD, the descriptor is moved to FD first (dup2), and one
 * read() of zero bytes from descriptor -1 (which fails: EBADF) comes
 * before the N: a kernel function probe's $fd reads it as the kernel's
 * unsigned int, 4294967295.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000, i;
	int fd = open("/dev/zero", O_RDONLY);
	char c;

	if (fd < 0)
		return 1;
	if (argc > 2) {
		int to = atoi(argv[2]);

		if (fd != to) {
			if (dup2(fd, to) != to)
				return 1;
			close(fd);
			fd = to;
		}
		if (read(-1, &c, 0) != -1)
			return 1;
	}
	for (i = 0; i < n; i++)
		if (read(fd, &c, 1) != 1)
			return 1;
	return 0;
}
