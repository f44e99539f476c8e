/*
 * ksyms.c - the target kernel's function symbols, read from a
 * /proc/kallsyms, a System.map or the names a guest of the kernel listed
 * (guest_dump.h), as the driver found them: the functions kernel.function's names and wildcards match,
 * and with kallsyms those of the loaded modules (module("MOD")).  Only
 * text symbols (t, T), without what register_kprobe refuses anyway and
 * is cheap to know from the name alone: a compiler's part of a function
 * (a '.' in the name: .cold, .isra.0, .constprop.0, .part.0), the
 * padding before a function (__pfx_, __cfi_), and pmprobe's own (pmp_).
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

bool ksym_excluded(const char *name)
{
	/* no kernel symbol has a ':' ("MOD:NAME" is a module's, kept apart) */
	return strchr(name, '.') || strchr(name, ':') || !strncmp(name, "__pfx_", 6) ||
	       !strncmp(name, "__cfi_", 6) || !strncmp(name, "pmp_", 4);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorts V and drops its repeated names (a static function of one name
 * in several files is one name to register_kprobe). */
static void sort_unique(struct vec *v)
{
	size_t i, j = 0;

	if (!v->len)
		return;
	qsort(v->items, v->len, sizeof(*v->items), by_name);
	for (i = 1; i < v->len; i++) {
		if (!strcmp(v->items[i], v->items[j]))
			free(v->items[i]);
		else
			v->items[++j] = v->items[i];
	}
	v->len = j + 1;
}

/* One line, "ADDRESS TYPE NAME" or kallsyms's "ADDRESS TYPE NAME\t[MOD]". */
static void parse_line(struct ksym_source *src, char *line)
{
	char *type, *name, *mod, *end;

	if (*line && !strpbrk(line, " \t")) {
		/* a guest dump's line: a function's name alone */
		if (!ksym_excluded(line))
			vec_push(&src->names, xstrdup(line));
		return;
	}
	type = strchr(line, ' ');
	if (!type || (type[1] != 't' && type[1] != 'T') || type[2] != ' ')
		return;
	name = type + 3;
	end = name + strcspn(name, " \t");
	mod = *end ? end + 1 + strspn(end + 1, " \t") : end;
	*end = '\0';
	if (!*name || ksym_excluded(name))
		return;
	if (*mod == '[') {
		char *close = strchr(mod, ']');

		if (src->kallsyms && close && close > mod + 1) {
			*close = '\0';
			vec_push(&src->mods, xasprintf("%s:%s", mod + 1, name));
		}
		return;
	}
	vec_push(&src->names, xstrdup(name));
}

bool ksyms_ready(struct ksym_source *src)
{
	char *text, *line, *next;
	size_t len;
	int fd;

	if (src->loaded)
		return true;
	if (src->why)
		return false;
	if (!src->path && !src->text && src->fetch && !src->fetched) {
		src->fetched = true;
		src->fetch(src);
	}
	if (src->text) {
		text = src->text;
		src->text = NULL;
	} else if (!src->path) {
		src->why = xstrdup(src->missing ? src->missing : "no symbol list of it is known here");
		return false;
	} else {
		fd = trust_open_file(src->path, TRUST_SYSTEM, &src->why);
		if (fd < 0)
			return false;
		if (!read_fd(fd, &text, &len)) {
			close(fd);
			src->why = xasprintf("%s cannot be read", src->path);
			return false;
		}
		close(fd);
	}
	for (line = text; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		parse_line(src, line);
	}
	free(text);
	if (!src->names.len) {
		src->why = xasprintf("%s lists no kernel function", src->what ? src->what : src->path);
		vec_free_strings(&src->mods);
		return false;
	}
	sort_unique(&src->names);
	sort_unique(&src->mods);
	src->loaded = true;
	return true;
}

static bool sorted_has(const struct vec *v, const char *name)
{
	return v->len && bsearch(&name, v->items, v->len, sizeof(*v->items), by_name);
}

bool ksyms_has(const struct ksym_source *src, const char *name)
{
	return sorted_has(strchr(name, ':') ? &src->mods : &src->names, name);
}

void ksyms_match(const struct ksym_source *src, const char *glob, struct vec *out)
{
	const struct vec *v = strchr(glob, ':') ? &src->mods : &src->names;
	size_t i;

	for (i = 0; i < v->len; i++)
		if (glob_match(glob, v->items[i]))
			vec_push(out, xstrdup(v->items[i]));
}

const char *ksyms_nearest(const struct ksym_source *src, const char *name)
{
	const struct vec *v = strchr(name, ':') ? &src->mods : &src->names;

	return nearest_name(name, (const char *const *)v->items, v->len);
}
