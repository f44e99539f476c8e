/*
 * tapset.c - finding pmprobe's own files (tapset/ and runtime/) next to
 * the binary in a source tree, or in BINDIR/../share/pmprobe when
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

/* BASE/SUB if it holds MARKER, else NULL. */
static const char *try_dir(const char *base, const char *sub, const char *marker)
{
	char *path = xasprintf("%s/%s/%s", base, sub, marker);
	bool found = is_file(path);

	free(path);
	return found ? xasprintf("%s/%s", base, sub) : NULL;
}

/*
 * DIR/SUB holding MARKER, DIR being: $PMPROBE_DATADIR; the binary's own
 * directory (a source tree); BINDIR/../share/pmprobe (an install under any
 * prefix, however it was built); the compiled-in PMP_DATADIR.
 */
static const char *find_dir(const char *sub, const char *marker)
{
	static char exe[PATH_MAX];
	const char *env = getenv("PMPROBE_DATADIR"), *dir = NULL;
	char *slash, *share;
	ssize_t n;

	if (env && *env)
		dir = try_dir(env, sub, marker);
	n = dir ? -1 : readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = '\0';
		slash = strrchr(exe, '/');
		if (slash) {
			*slash = '\0';
			dir = try_dir(exe, sub, marker);
			share = xasprintf("%s/../share/pmprobe", exe);
			if (!dir)
				dir = try_dir(share, sub, marker);
			free(share);
		}
	}
	return dir ? dir : try_dir(PMP_DATADIR, sub, marker);
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
		error_plain("cannot find pmprobe's tapset directory (looked beside the binary, in ../share/pmprobe/tapset from it and in %s/tapset)",
			    PMP_DATADIR);
		return false;
	}
	ok &= load_dir(prog, def);
	for (i = 0; i < ndirs; i++)
		ok &= load_dir(prog, dirs[i]);
	return ok;
}
