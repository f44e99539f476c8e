/*
 * source.c - script and tapset files, read whole and kept for the life
 * of the translator so that any pass can quote a source line.  A script
 * file becomes kernel code: it is read only when no one but you or root
 * can change it (trust.c).
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

struct source *source_adopt(char *path, char *text, size_t len, bool is_tapset)
{
	struct source *src = xcalloc(1, sizeof(*src));

	src->path = path;
	src->text = text;
	src->len = len;
	src->is_tapset = is_tapset;
	return src;
}

struct source *source_load(const char *path, bool is_tapset, char **why)
{
	char *text;
	size_t len;
	int fd = trust_open_file(path, TRUST_SYSTEM, why);
	bool ok = fd >= 0 && read_fd(fd, &text, &len);

	if (fd >= 0)
		close(fd);
	if (fd >= 0 && !ok)
		*why = xasprintf("%s: %s", path, strerror(errno));
	return ok ? source_adopt(xstrdup(path), text, len, is_tapset) : NULL;
}

struct source *source_from_text(const char *name, const char *text)
{
	struct source *src = xcalloc(1, sizeof(*src));

	src->path = xstrdup(name);
	src->text = xstrdup(text);
	src->len = strlen(text);
	return src;
}

char *source_line(const struct source *src, int line)
{
	const char *p = src->text, *end = src->text + src->len, *eol;
	int n = 1;

	while (n < line && p < end) {
		eol = memchr(p, '\n', (size_t)(end - p));
		if (!eol)
			return NULL;
		p = eol + 1;
		n++;
	}
	if (n != line)
		return NULL;
	eol = memchr(p, '\n', (size_t)(end - p));
	if (!eol)
		eol = end;
	return xstrndup(p, (size_t)(eol - p));
}
