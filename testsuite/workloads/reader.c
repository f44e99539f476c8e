/*
 * reader N [SIZE [FD]]: N read()s of SIZE bytes (default 1) from
 * /dev/zero, into one buffer, nothing else that reads.  With FD, the
 * descriptor is moved to FD first (dup2), and one read() of zero bytes
 * from descriptor -1 (which fails: EBADF) comes before the N: a kernel
 * function probe's $fd reads it as the kernel's unsigned int, 4294967295.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000, i;
	long size = argc > 2 ? atol(argv[2]) : 1;
	int fd = open("/dev/zero", O_RDONLY);
	char one, *buf = size > 1 ? malloc(size) : &one;

	if (fd < 0 || size < 1 || !buf)
		return 1;
	if (argc > 3) {
		int to = atoi(argv[3]);

		if (fd != to) {
			if (dup2(fd, to) != to)
				return 1;
			close(fd);
			fd = to;
		}
		if (read(-1, buf, 0) != -1)
			return 1;
	}
	for (i = 0; i < n; i++)
		if (read(fd, buf, size) != size)
			return 1;
	return 0;
}
