/*
 * tp_format.c - tracepoints as tracefs describes them: the id and the
 * fields (name, C type, offset, size, signedness) of
 * events/SUBSYS/NAME/format, parsed the same way by the translator (which
 * fixes each field's type class so that a script type-checks) and by the
 * loader (which reads the machine that loads the module, and passes ids
 * and offsets as module parameters after checking them).
 *
 * The formats come from a tracefs directory (ROOT/sys/kernel/tracing, or
 * the older ROOT/sys/kernel/debug/tracing; ROOT is "" for this machine or
 * a fake tree such as testsuite/sysfs), or from a dump of another
 * kernel's, what a guest booted from that kernel printed (guest_dump.h).
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common.h"
#include "guest_dump.h"

#define TP_FILE_MAX 65536

char *tp_tracefs_dir(const char *root)
{
	static const char *const where[] = { "/sys/kernel/tracing", "/sys/kernel/debug/tracing" };
	struct stat st;
	size_t i;

	for (i = 0; i < 2; i++) {
		char *d = xasprintf("%s%s", root ? root : "", where[i]);
		char *ev = xasprintf("%s/events", d);
		bool ok = stat(ev, &st) == 0 && S_ISDIR(st.st_mode);

		free(ev);
		if (ok)
			return d;
		free(d);
	}
	return NULL;
}

/* Names tracefs could have: no '/', no space, nothing odd. */
static bool tp_plain(const char *s)
{
	if (!*s || *s == '.')
		return false;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '_' && *s != '-' && *s != '.')
			return false;
	return true;
}

/* A format file under DIR, read under the trust rule (root's or yours). */
static char *read_format_file(const char *dir, const char *subsys, const char *name,
			      char **why)
{
	char *path = xasprintf("%s/events/%s/%s/format", dir, subsys, name);
	char *text = xmalloc(TP_FILE_MAX + 2), *problem;
	size_t len = 0;
	ssize_t n;
	int fd;

	*why = NULL;
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	if (fd < 0) {
		if (errno != ENOENT && errno != ENOTDIR)
			*why = xasprintf("%s: %s", path, strerror(errno));
		goto fail;
	}
	problem = trust_fd_problem(fd, false, TRUST_SYSTEM);
	if (problem) {
		*why = xasprintf("%s %s", path, problem);
		free(problem);
		close(fd);
		goto fail;
	}
	while (len <= TP_FILE_MAX && (n = read(fd, text + len, TP_FILE_MAX + 1 - len)) > 0)
		len += (size_t)n;
	close(fd);
	if (len > TP_FILE_MAX) {
		*why = xasprintf("%s: longer than %d bytes", path, TP_FILE_MAX);
		goto fail;
	}
	text[len] = '\0';
	free(path);
	return text;
fail:
	free(path);
	free(text);
	return NULL;
}

/* The format of SUBSYS/NAME in DUMP (guest_dump.h), or NULL. */
static char *dump_find(const char *dump, const char *subsys, const char *name)
{
	char *key = xasprintf("%s/%s", subsys, name), *text = dump_record(dump, key);

	free(key);
	return text;
}

/* The decimal number at P, which ends at ';', a blank or the end. */
static bool tp_number(const char *p, unsigned *out)
{
	unsigned long v;
	char *end;

	if (!isdigit((unsigned char)*p))
		return false;
	errno = 0;
	v = strtoul(p, &end, 10);
	if (errno || v > 0xffffffffUL || (*end && *end != ';' && !isspace((unsigned char)*end)))
		return false;
	*out = (unsigned)v;
	return true;
}

/* "field:TYPE NAME;" with offset, size, signed: one field; false if odd. */
static bool parse_field(const char *line, struct tp_field *f)
{
	const char *decl = strstr(line, "field:"), *semi, *p;
	const char *o = strstr(line, "offset:"), *s = strstr(line, "size:"),
		   *sg = strstr(line, "signed:");
	const char *name_end, *name_start;
	char *d;

	if (!decl || !o || !s || !tp_number(o + 7, &f->offset) || !tp_number(s + 5, &f->size))
		return false;
	decl += 6;
	semi = strchr(decl, ';');
	if (!semi)
		return false;
	d = xstrndup(decl, (size_t)(semi - decl));
	/* the name: the last identifier, before an optional [N] */
	name_end = d + strlen(d);
	while (name_end > d && isspace((unsigned char)name_end[-1]))
		name_end--;
	if (name_end > d && name_end[-1] == ']') {
		p = name_end;
		while (p > d && *p != '[')
			p--;
		f->array = true;
		name_end = p;
	}
	name_start = name_end;
	while (name_start > d && (isalnum((unsigned char)name_start[-1]) || name_start[-1] == '_'))
		name_start--;
	p = d;
	while (p < name_start && isspace((unsigned char)*p))
		p++;
	if (name_start == name_end || p == name_start) {   /* a name, after a type */
		free(d);
		return false;
	}
	f->name = xstrndup(name_start, (size_t)(name_end - name_start));
	f->type = d;
	f->is_signed = sg && strtol(sg + 7, NULL, 10) == 1;
	f->data_loc = !strncmp(d, "__data_loc", 10) || !strncmp(d, "__rel_loc", 9);
	f->pointer = strchr(d, '*') != NULL;
	f->is_long = !f->pointer && strstr(d, "long") && !strstr(d, "long long") &&
		     f->size == sizeof(long);
	f->common = !strncmp(f->name, "common_", 7);
	/* a char array or a __data_loc char[]: a string */
	p = d + (f->data_loc ? (d[2] == 'd' ? 10 : 9) : 0);
	while (isspace((unsigned char)*p))
		p++;
	if (!strncmp(p, "const ", 6))
		p += 6;
	if (!f->pointer && !strncmp(p, "char", 4) && !isalnum((unsigned char)p[4]) &&
	    p[4] != '_' && (f->array || f->data_loc))
		f->cls = TP_STRING;
	else if (f->array || f->data_loc)
		f->cls = TP_OTHER;
	else if (f->size == 1 || f->size == 2 || f->size == 4 || f->size == 8)
		f->cls = TP_NUMBER;
	else
		f->cls = TP_OTHER;
	if (f->data_loc && strncmp(d, "__data_loc", 10))
		f->cls = TP_OTHER;   /* __rel_loc: relative, not read */
	return true;
}

bool tp_parse(const char *text, struct tp_format *f, char **why)
{
	const char *line = text, *id = strstr(text, "\nID:");

	if (!strncmp(text, "ID:", 3))
		id = text - 1;
	if (!id) {
		*why = xstrdup("its format file has no ID line");
		return false;
	}
	if (!tp_number(id + 4 + strspn(id + 4, " "), &f->id)) {
		*why = xstrdup("its format file's ID line is not a number");
		return false;
	}
	while (line && *line) {
		const char *nl = strchr(line, '\n');
		char *l = nl ? xstrndup(line, (size_t)(nl - line)) : xstrdup(line);
		struct tp_field fl = { 0 };

		if (strstr(l, "field:")) {
			if (!parse_field(l, &fl)) {
				*why = xasprintf("its format file has a line pmprobe cannot read: '%s'", l);
				free(l);
				return false;
			}
			struct tp_field *copy = xmalloc(sizeof(*copy));

			*copy = fl;
			vec_push(&f->fields, copy);
		}
		free(l);
		line = nl ? nl + 1 : NULL;
	}
	return true;
}

static void fetch_once(struct tp_source *src);

bool tp_format_load(struct tp_source *src, const char *subsys, const char *name,
		    struct tp_format *f, char **why)
{
	char *text = NULL;
	bool ok;

	memset(f, 0, sizeof(*f));
	*why = NULL;
	if (!tp_plain(subsys) || !tp_plain(name)) {
		*why = xasprintf("'%s:%s' is not a tracepoint name (SUBSYS:NAME)", subsys, name);
		return false;
	}
	fetch_once(src);
	if (src->dump)
		text = dump_find(src->dump, subsys, name);
	else if (src->dir)
		text = read_format_file(src->dir, subsys, name, why);
	if (!text) {
		if (!*why)
			*why = xasprintf("no tracepoint %s:%s on %s", subsys, name,
					 src->what ? src->what : "this kernel");
		return false;
	}
	f->subsys = xstrdup(subsys);
	f->name = xstrdup(name);
	ok = tp_parse(text, f, why);
	if (!ok) {
		char *w = xasprintf("tracepoint %s:%s: %s", subsys, name, *why);

		free(*why);
		*why = w;
		tp_format_free(f);
	}
	free(text);
	return ok;
}

void tp_format_free(struct tp_format *f)
{
	size_t i;

	for (i = 0; i < f->fields.len; i++) {
		struct tp_field *fl = VEC_AT(f->fields, i);

		free(fl->name);
		free(fl->type);
		free(fl);
	}
	free(f->fields.items);
	free(f->subsys);
	free(f->name);
	memset(f, 0, sizeof(*f));
}

const struct tp_field *tp_field_find(const struct tp_format *f, const char *name)
{
	size_t i;

	for (i = 0; i < f->fields.len; i++) {
		const struct tp_field *fl = VEC_AT(f->fields, i);

		if (!strcmp(fl->name, name))
			return fl;
	}
	return NULL;
}

const char *tp_class_name(enum tp_class c)
{
	return c == TP_STRING ? "string" : c == TP_NUMBER ? "number" : "other";
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void fetch_once(struct tp_source *src)
{
	if (!src->dir && !src->dump && src->fetch && !src->fetched) {
		src->fetched = true;
		src->fetch(src);
	}
}

/* "SUBSYS:NAME" of every tracepoint matching the globs, sorted. */
void tp_names(struct tp_source *src, const char *sub_glob, const char *name_glob,
	      struct vec *out)
{
	fetch_once(src);
	if (src->dump) {
		struct vec keys = { 0 };
		size_t i;

		dump_keys(src->dump, "", &keys);
		for (i = 0; i < keys.len; i++) {
			char *sn = VEC_AT(keys, i), *slash = strchr(sn, '/');

			if (slash && (*slash = '\0', tp_plain(sn)) && tp_plain(slash + 1) &&
			    glob_match(sub_glob, sn) && glob_match(name_glob, slash + 1))
				vec_push(out, xasprintf("%s:%s", sn, slash + 1));
		}
		vec_free_strings(&keys);
		free(keys.items);
	} else if (src->dir) {
		char *ev = xasprintf("%s/events", src->dir);
		DIR *d = opendir(ev), *d2;
		struct dirent *de, *de2;

		while (d && (de = readdir(d))) {
			char *sd;

			if (!tp_plain(de->d_name) || !glob_match(sub_glob, de->d_name))
				continue;
			sd = xasprintf("%s/%s", ev, de->d_name);
			d2 = opendir(sd);
			while (d2 && (de2 = readdir(d2))) {
				char *fmt = xasprintf("%s/%s/format", sd, de2->d_name);
				struct stat st;

				if (tp_plain(de2->d_name) && glob_match(name_glob, de2->d_name) &&
				    stat(fmt, &st) == 0)
					vec_push(out, xasprintf("%s:%s", de->d_name, de2->d_name));
				free(fmt);
			}
			if (d2)
				closedir(d2);
			free(sd);
		}
		if (d)
			closedir(d);
		free(ev);
	}
	if (out->len)
		qsort(out->items, out->len, sizeof(void *), cmp_str);
}
