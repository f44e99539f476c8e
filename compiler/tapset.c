/*
 * tapset.c - finding pmprobe's own files (tapset/ and runtime/) next to
 * the binary in a source tree, or under PREFIX/share/pmprobe when
 * installed, and loading every tapset *.pp into the program.
 */
#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pmprobe.h"

#ifndef PMP_DATADIR
#define PMP_DATADIR "/usr/local/share/pmprobe"
#endif

static bool is_file(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* DIR/SUB if it holds MARKER: $PMPROBE_DATADIR, then beside the binary,
 * then the install prefix. */
static const char *find_dir(const char *sub, const char *marker)
{
	static char exe[PATH_MAX];
	const char *env = getenv("PMPROBE_DATADIR");
	char *path, *slash;
	ssize_t n;

	if (env && *env) {
		path = xasprintf("%s/%s/%s", env, sub, marker);
		if (is_file(path)) {
			free(path);
			return xasprintf("%s/%s", env, sub);
		}
		free(path);
	}
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = '\0';
		slash = strrchr(exe, '/');
		if (slash) {
			*slash = '\0';
			path = xasprintf("%s/%s/%s", exe, sub, marker);
			if (is_file(path)) {
				free(path);
				return xasprintf("%s/%s", exe, sub);
			}
			free(path);
		}
	}
	path = xasprintf("%s/%s/%s", PMP_DATADIR, sub, marker);
	if (is_file(path)) {
		free(path);
		return xasprintf("%s/%s", PMP_DATADIR, sub);
	}
	free(path);
	return NULL;
}

const char *tapset_default_dir(void)
{
	static const char *dir;

	if (!dir)
		dir = find_dir("tapset", "perf_events.pp");
	return dir;
}

const char *runtime_default_dir(void)
{
	static const char *dir;

	if (!dir)
		dir = find_dir("runtime", "pmp_runtime.h");
	return dir;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool load_dir(struct program *prog, const char *dir)
{
	struct vec names = { 0 };
	struct dirent *de;
	DIR *d = opendir(dir);
	bool ok = true;
	size_t i;

	if (!d) {
		error_plain("cannot read tapset directory '%s'", dir);
		return false;
	}
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);

		if (len > 3 && !strcmp(de->d_name + len - 3, ".pp"))
			vec_push(&names, xasprintf("%s/%s", dir, de->d_name));
	}
	closedir(d);
	qsort(names.items, names.len, sizeof(void *), by_name);
	for (i = 0; i < names.len; i++) {
		struct source *src = source_load(VEC_AT(names, i), true);

		if (!src) {
			error_plain("cannot read tapset file '%s'", (char *)VEC_AT(names, i));
			ok = false;
			continue;
		}
		src->next = prog->sources;
		prog->sources = src;
		ok &= parse_source(src, prog);
	}
	return ok;
}

bool tapset_load(struct program *prog, const char *const *dirs, int ndirs)
{
	const char *def = tapset_default_dir();
	bool ok = true;
	int i;

	if (!def) {
		error_plain("cannot find pmprobe's tapset directory (looked beside the binary and in %s/tapset)",
			    PMP_DATADIR);
		return false;
	}
	ok &= load_dir(prog, def);
	for (i = 0; i < ndirs; i++)
		ok &= load_dir(prog, dirs[i]);
	return ok;
}
