/*
 * kernel_dir.c - two facts about kernel build directories that pass 4
 * (building against one) and the sandbox (booting its image) share: how
 * -r tells a directory from a release, and what release a directory is.
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"

bool is_kernel_dir(const char *r)
{
	return r && strchr(r, '/');
}

char *kernel_dir_release(const char *dir)
{
	char *p = xasprintf("%s/include/generated/utsrelease.h", dir), *text, *q, *rel = NULL;
	size_t len;

	if (read_file(p, &text, &len)) {
		q = strstr(text, "UTS_RELEASE \"");
		if (q) {
			q += strlen("UTS_RELEASE \"");
			rel = xstrndup(q, strcspn(q, "\""));
		}
		free(text);
	}
	free(p);
	if (!rel) {
		p = xasprintf("%s/include/config/kernel.release", dir);
		if (read_file(p, &text, &len)) {
			text[strcspn(text, "\n")] = '\0';
			rel = text;
		}
		free(p);
	}
	return rel;
}
