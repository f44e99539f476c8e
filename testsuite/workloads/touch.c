/* touch PAGES: maps PAGES fresh anonymous pages and writes each once (one minor fault a page). */
#include <stdlib.h>
#include <sys/mman.h>

int main(int argc, char **argv)
{
	long pages = argc > 1 ? atol(argv[1]) : 1000, i;
	char *p = mmap(NULL, pages * 4096, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		return 1;
	for (i = 0; i < pages; i++)
		p[i * 4096] = 1;
	return 0;
}
