/* reader N [SIZE]: N read()s of SIZE bytes (default 1) from /dev/zero,
 * into one buffer, nothing else that reads. */
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
	for (i = 0; i < n; i++)
		if (read(fd, buf, size) != size)
			return 1;
	return 0;
}
