/*
 * kernel_dir.c - two facts about kernel build directories that pass 4
 * (building against one) and the sandbox (booting its image) share: how
 * -r tells a directory from a release, and what release a directory is.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

bool is_kernel_dir(const char *r)
{
	return r && strchr(r, '/');
}

bool release_name_ok(const char *rel)
{
	size_t i, n = strlen(rel);

	if (!n || n > 64 || rel[0] == '.' || rel[0] == '-')
		return false;   /* utsname's release is 64 bytes */
	for (i = 0; i < n; i++)
		if (!isalnum((unsigned char)rel[i]) && !strchr("._+~-", rel[i]))
			return false;
	return !strstr(rel, "..");
}

/* The text of FILE in DIR up to its first of STOP (or its end); NULL
 * when it cannot be read or holds a NUL byte. */
static char *read_until(const char *dir, const char *file, const char *after, const char *stop)
{
	char *p = xasprintf("%s/%s", dir, file), *text, *q, *v = NULL;
	size_t len;

	if (read_file(p, &text, &len)) {
		q = memchr(text, '\0', len) ? NULL : after ? strstr(text, after) : text;
		if (q) {
			q += after ? strlen(after) : 0;
			v = xstrndup(q, strcspn(q, stop));
		}
		free(text);
	}
	free(p);
	return v;
}

char *kernel_dir_release(const char *dir, char **why)
{
	static const char *const files[] = {
		"include/generated/utsrelease.h", "include/config/kernel.release",
	};
	char *rel = read_until(dir, files[0], "UTS_RELEASE \"", "\"\n");
	int which = 0;

	*why = NULL;
	if (!rel) {
		rel = read_until(dir, files[1], NULL, "\n");
		which = 1;
	}
	if (!rel) {
		*why = xasprintf("cannot read %s or %s", files[0], files[1]);
		return NULL;
	}
	if (!release_name_ok(rel)) {
		*why = xasprintf("its %s names the release '%s', which is not a kernel release (letters, digits and ._+~- only, at most 64, not starting with '.' or '-')",
				 files[which], rel);
		free(rel);
		return NULL;
	}
	return rel;
}
