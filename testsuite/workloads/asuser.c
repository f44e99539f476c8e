/* asuser UID CMD [ARG...]: runs CMD with user and group id UID. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	uid_t id;

	if (argc < 3)
		return 2;
	id = (uid_t)atol(argv[1]);
	if (setgid(id) || setuid(id)) {
		perror("asuser");
		return 2;
	}
	execv(argv[2], argv + 2);
	perror("asuser: exec");
	return 127;
}
