/*
 * tapset.c - finding pmprobe's own files (tapset/ and runtime/) next to
 * the binary in a source tree, or in BINDIR/../share/pmprobe when
 * installed, and loading every tapset *.pp into the program.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internal.h"

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

/* Every DIR/ *.pp, each checked (trust.c): a tapset becomes kernel code. */
static bool load_dir(struct program *prog, const char *dir)
{
	struct vec files = { 0 };
	char *why = NULL;
	bool ok = true;
	size_t i;

	if (!trust_read_dir(dir, ".pp", &files, &why)) {
		error_plain("not using the tapset directory %s: %s; a tapset is compiled into a kernel module, so no one but you or root may change it",
			    dir, why);
		free(why);
		trusted_files_free(&files);
		return false;
	}
	for (i = 0; i < files.len; i++) {
		struct trusted_file *f = VEC_AT(files, i);
		struct source *src = source_adopt(f->path, f->text, f->len, true);

		f->path = f->text = NULL;
		src->next = prog->sources;
		prog->sources = src;
		ok &= parse_source(src, prog);
	}
	trusted_files_free(&files);
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
