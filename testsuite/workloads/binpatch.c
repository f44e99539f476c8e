/* binpatch FILE OLD NEW: replaces every occurrence of the bytes of OLD in
 * FILE by NEW, which must be as long, in place (as dd conv=notrunc would);
 * prints the number of replacements; status 1 if there were none. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	size_t n, i, hits = 0;
	struct stat st;
	char *buf;
	int fd;

	if (argc != 4 || strlen(argv[2]) != strlen(argv[3]) || !(n = strlen(argv[2]))) {
		fprintf(stderr, "usage: binpatch FILE OLD NEW (OLD and NEW of one length)\n");
		return 2;
	}
	fd = open(argv[1], O_RDWR);
	if (fd < 0 || fstat(fd, &st) || !(buf = malloc(st.st_size + 1)) ||
	    read(fd, buf, st.st_size) != st.st_size) {
		perror(argv[1]);
		return 2;
	}
	for (i = 0; i + n <= (size_t)st.st_size; i++) {
		if (memcmp(buf + i, argv[2], n))
			continue;
		memcpy(buf + i, argv[3], n);
		hits++;
		i += n - 1;
	}
	if (pwrite(fd, buf, st.st_size, 0) != st.st_size || close(fd)) {
		perror(argv[1]);
		return 2;
	}
	printf("%zu\n", hits);
	return hits ? 0 : 1;
}
