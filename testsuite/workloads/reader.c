/* reader N: N one-byte read()s from /dev/zero, nothing else that reads. */
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
	for (i = 0; i < n; i++)
		if (read(fd, &c, 1) != 1)
			return 1;
	return 0;
}
