/*
 * kbuild.c - passes 3 and 4: writes the generated C into a temporary
 * build directory with an obj-m Makefile and runs the target kernel's
 * Kbuild on it (warnings are errors), or takes the module from the cache
 * under ~/.cache/pmprobe, keyed on everything the module depends on: the
 * generated C, runtime/ and tapset/ contents, the target kernel build's
 * identity (.config, which names its compiler, and Module.symvers) and
 * the module name.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include "pmprobe.h"

/* ------------------------------------------------------ target kernel */

static bool has_kbuild(const char *dir)
{
	char *mk = xasprintf("%s/Makefile", dir);
	struct stat st;
	bool ok = stat(mk, &st) == 0;

	free(mk);
	return ok;
}

static char *read_trimmed(const char *path)
{
	char *text;
	size_t len;

	if (!read_file(path, &text, &len))
		return NULL;
	while (len && (text[len - 1] == '\n' || text[len - 1] == ' '))
		text[--len] = '\0';
	return text;
}

/* The newest /lib/modules/RELEASE/build that has a Kbuild Makefile. */
static char *newest_installed(void)
{
	DIR *d = opendir("/lib/modules");
	struct dirent *de;
	char *best = NULL;

	if (!d)
		return NULL;
	while ((de = readdir(d))) {
		char *build;

		if (de->d_name[0] == '.')
			continue;
		build = xasprintf("/lib/modules/%s/build", de->d_name);
		if (has_kbuild(build) && (!best || strverscmp(de->d_name, best) > 0)) {
			free(best);
			best = xstrdup(de->d_name);
		}
		free(build);
	}
	closedir(d);
	return best;
}

/* -r RELEASE|DIR, else the running kernel, else the newest headers. */
static bool find_kernel(const struct script_options *opt, char **release,
			char **build)
{
	struct utsname u;
	char *rel = NULL, *dir = NULL, *p;

	if (opt->release && strchr(opt->release, '/')) {
		if (!has_kbuild(opt->release)) {
			fprintf(stderr, "pmprobe: -r %s: not a kernel build directory (no Makefile there)\n",
				opt->release);
			return false;
		}
		dir = xstrdup(opt->release);
		p = xasprintf("%s/include/config/kernel.release", dir);
		rel = read_trimmed(p);
		free(p);
		if (!rel) {
			fprintf(stderr, "pmprobe: -r %s: cannot read include/config/kernel.release\n", dir);
			return false;
		}
	} else {
		if (opt->release)
			rel = xstrdup(opt->release);
		else if (uname(&u) == 0)
			rel = xstrdup(u.release);
		dir = xasprintf("/lib/modules/%s/build", rel ? rel : "");
		if (!has_kbuild(dir)) {
			if (opt->release) {
				fprintf(stderr, "pmprobe: no headers for kernel %s: /lib/modules/%s/build is missing (install linux-headers-%s)\n",
					rel, rel, rel);
				return false;
			}
			free(rel);
			free(dir);
			rel = newest_installed();
			if (!rel) {
				fprintf(stderr, "pmprobe: no kernel headers found in /lib/modules/*/build (install linux-headers-amd64)\n");
				return false;
			}
			dir = xasprintf("/lib/modules/%s/build", rel);
		}
	}
	*release = rel;
	*build = realpath(dir, NULL);
	if (!*build)
		*build = dir;
	else
		free(dir);
	return true;
}

/* The value of OPTION in the kernel's .config ("y", "120200"), or NULL. */
static char *kernel_config(const char *build, const char *option)
{
	char *path = xasprintf("%s/.config", build), *text, *want, *p, *v = NULL;
	size_t len;

	if (read_file(path, &text, &len)) {
		want = xasprintf("\n%s=", option);
		p = strstr(text, want);
		if (p) {
			p += strlen(want);
			v = xstrndup(p, strcspn(p, "\n"));
		}
		free(want);
		free(text);
	}
	free(path);
	return v;
}

static bool kernel_config_is_y(const char *build, const char *option)
{
	char *v = kernel_config(build, option);
	bool y = v && !strcmp(v, "y");

	free(v);
	return y;
}

/* The kernel's GCC version as .config gives it (120200), or 0 (clang). */
static long kernel_gcc_version(const char *build)
{
	char *v = kernel_config(build, "CONFIG_GCC_VERSION");
	long n = v ? strtol(v, NULL, 10) : 0;

	free(v);
	return n;
}

/* ------------------------------------------------------------ hashing */

static void hash_file(struct sha256 *h, const char *path)
{
	char *text;
	size_t len;

	sha256_update(h, path, strlen(path) + 1);
	if (read_file(path, &text, &len)) {
		sha256_update(h, text, len);
		free(text);
	}
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void hash_dir(struct sha256 *h, const char *dir, const char *suffix)
{
	struct vec names = { 0 };
	struct dirent *de;
	DIR *d = opendir(dir);
	size_t i;

	if (!d)
		return;
	while ((de = readdir(d))) {
		size_t n = strlen(de->d_name), k = strlen(suffix);

		if (n > k && !strcmp(de->d_name + n - k, suffix))
			vec_push(&names, xasprintf("%s/%s", dir, de->d_name));
	}
	closedir(d);
	qsort(names.items, names.len, sizeof(void *), by_name);
	for (i = 0; i < names.len; i++) {
		hash_file(h, VEC_AT(names, i));
		free(VEC_AT(names, i));
	}
	free(names.items);
}

static void hash_kernel(struct sha256 *h, const char *build)
{
	char *p;
	struct stat st;

	sha256_update(h, build, strlen(build) + 1);
	p = xasprintf("%s/.config", build);
	hash_file(h, p);
	free(p);
	p = xasprintf("%s/Module.symvers", build);
	if (stat(p, &st) == 0) {
		char id[64];

		snprintf(id, sizeof(id), "%lld.%lld", (long long)st.st_size,
			 (long long)st.st_mtime);
		sha256_update(h, id, strlen(id));
	}
	free(p);
}

/* -------------------------------------------------------------- cache */

static char *cache_root(void)
{
	const char *x = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");

	if (x && *x)
		return xasprintf("%s/pmprobe", x);
	if (home && *home)
		return xasprintf("%s/.cache/pmprobe", home);
	return NULL;
}

static bool mkdir_p(const char *path)
{
	char *p = xstrdup(path), *s;
	bool ok = true;

	for (s = p + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(p, 0700) && errno != EEXIST)
			ok = false;
		*s = '/';
	}
	if (mkdir(p, 0700) && errno != EEXIST)
		ok = false;
	free(p);
	return ok;
}

static bool copy_file(const char *from, const char *to)
{
	char *text, *tmp;
	size_t len;
	bool ok;

	if (!read_file(from, &text, &len))
		return false;
	tmp = xasprintf("%s.tmp%d", to, (int)getpid());
	ok = write_file(tmp, text, len) && rename(tmp, to) == 0;
	if (!ok)
		unlink(tmp);
	free(tmp);
	free(text);
	return ok;
}

/* ------------------------------------------------------------ Kbuild */

/*
 * A module is two objects: the script's (SCRIPT_OBJ.c, generated) and the
 * runtime's (RUNTIME_OBJ.c: the -D limits and pmp_runtime.h).  The
 * runtime's object does not depend on the script, so it is cached on its
 * own, keyed on its C text, runtime/, the Kbuild flags, the kernel build
 * and pmprobe's version, and given to Kbuild as a prebuilt
 * RUNTIME_OBJ.o_shipped (Kbuild's rule for shipped objects copies it).
 * Every script after the first on a kernel then compiles only its own
 * code: see docs/PERFORMANCE.md.
 */
#define SCRIPT_OBJ "pmp__s"
#define SCRIPT_PART2_OBJ "pmp__s2"   /* a big script's second object */
#define RUNTIME_OBJ "pmp__rt"

/* KIND-KEY/FILE in the cache; NULL without a cache.  "runtime-KEY"
 * holds the runtime's object for KEY, "kbuild-KEY" the command Kbuild
 * compiled a script's object with (prebuild.c). */
static char *cache_file(const char *kind, const char *key, const char *file)
{
	char *root = cache_root(), *p;

	if (!root)
		return NULL;
	p = xasprintf("%s/%s-%.32s/%s", root, kind, key, file);
	free(root);
	return p;
}

/* The environment variables Kbuild takes into its compile command. */
static void hash_kbuild_env(struct sha256 *h)
{
	static const char *const names[] = {
		"ARCH", "CROSS_COMPILE", "LLVM", "LLVM_IAS", "KCFLAGS", "KCPPFLAGS",
		"KBUILD_EXTRA_WARN", "KBUILD_ENABLE_EXTRA_GCC_CHECKS",
		"KBUILD_EXTRA_SYMBOLS", "KBUILD_MODPOST_WARN", "INSTALL_MOD_PATH",
	};
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		const char *v = getenv(names[i]);

		sha256_update(h, names[i], strlen(names[i]) + 1);
		if (v)
			sha256_update(h, v, strlen(v) + 1);
	}
}

/* Makes the directory PATH is in. */
static bool mkdir_parent(const char *path)
{
	char *dir = xstrdup(path);
	bool ok;

	*strrchr(dir, '/') = '\0';
	ok = mkdir_p(dir);
	free(dir);
	return ok;
}

/* Copies FROM into the cache as TO, making TO's directory. */
static bool cache_store(const char *from, const char *to)
{
	return mkdir_parent(to) && copy_file(from, to);
}

/* Writes TEXT as DIR/NAME (the build directory is ours: failing is fatal);
 * returns the path. */
static char *write_in(const char *dir, const char *name, const char *text)
{
	char *path = xasprintf("%s/%s", dir, name);

	if (!write_file(path, text, strlen(text)))
		fatal("cannot write %s: %s", path, strerror(errno));
	return path;
}

/*
 * The cached runtime object RT_OBJECT, given to Kbuild in DIR as a
 * prebuilt RUNTIME_OBJ.o_shipped.  modpost (CONFIG_MODVERSIONS) reads
 * every object's .cmd file for the CRCs of symbols it exports: the
 * runtime exports none, so a comment is its .cmd.
 */
static bool ship_runtime(const char *rt_object, const char *dir)
{
	char *shipped = xasprintf("%s/%s.o_shipped", dir, RUNTIME_OBJ);
	bool ok = copy_file(rt_object, shipped);

	free(shipped);
	if (ok)
		free(write_in(dir, "." RUNTIME_OBJ ".o.cmd",
			      "# the runtime's object, prebuilt: no exported symbols\n"));
	return ok;
}

/* The first "error:" line of the log, to show beside the log's path. */
static char *first_error(const char *log)
{
	char *text, *p, *eol, *r = NULL;
	size_t len;

	if (!read_file(log, &text, &len))
		return NULL;
	for (p = text; p && *p; p = eol ? eol + 1 : NULL) {
		eol = strchr(p, '\n');
		if (eol)
			*eol = '\0';
		if (strstr(p, "error:") || strstr(p, "Error ") || strstr(p, "ERROR:")) {
			r = xstrdup(p);
			break;
		}
	}
	free(text);
	return r;
}

/* Starts "make -C BUILD M=DIR modules", its output in LOG. */
static pid_t start_kbuild(const char *build, const char *dir, const char *log)
{
	char *mdir = xasprintf("M=%s", dir);
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	char jobs[32];
	char *argv[] = { "make", "-s", jobs, "-C", (char *)build, mdir, "modules", NULL };
	pid_t pid;

	/* The script's and the runtime's objects compile in parallel. */
	snprintf(jobs, sizeof(jobs), "-j%ld", ncpu > 1 ? ncpu : 1);
	pid = spawn_logged(NULL, log, argv);
	free(mdir);
	return pid;
}

/*
 * The early compile (prebuild.c): the script's objects compile with
 * Kbuild's recorded command while Kbuild starts, in DIR, and so does the
 * runtime's when it is not cached for these limits yet; Kbuild links
 * them in DIR/link.  Returns 1 with *KO set
 * when the module is built, 0 when it was tried and failed, -1 when it
 * was not tried; the caller then builds the ordinary way.
 *
 * The command is Kbuild's compile only, not the rest of its rule for an
 * object: symbol versions for EXPORT_SYMBOL, recordmcount.  Generated
 * code exports nothing, but the user's own C (-g, -I) might, so such a
 * script is built the ordinary way, as is every script for a kernel that
 * uses recordmcount (not x86 with GCC, which records mcount itself).
 */
static int build_early(const struct build_result *out, const struct script_options *opt,
		       const char *tmpl_path, const char *rt_object, const char *rt_text,
		       const char *module_mk, bool split, double *objects_ms, char **ko)
{
	const char *objs[PREBUILD_MAX_OBJS];
	const char *env = getenv("PMPROBE_PREBUILD");
	char *tmpl, *link_dir, *line, *mk, *log;
	struct prebuild pb;
	int n = 0;
	bool ok;
	pid_t make;

	if ((env && !strcmp(env, "0")) || opt->guru || opt->tapset_dirs.len ||
	    kernel_config_is_y(out->kernel_build, "CONFIG_FTRACE_MCOUNT_USE_RECORDMCOUNT") ||
	    !(tmpl = prebuild_load(tmpl_path)))
		return -1;
	objs[n++] = SCRIPT_OBJ;
	if (split)
		objs[n++] = SCRIPT_PART2_OBJ;
	link_dir = xasprintf("%s/link", out->build_dir);
	ok = mkdir(link_dir, 0700) == 0 && (!rt_object || ship_runtime(rt_object, link_dir));
	if (ok) {
		if (!rt_object) {
			/* Not cached for these limits yet: compiled early too. */
			free(write_in(out->build_dir, RUNTIME_OBJ ".c", rt_text));
			objs[n++] = RUNTIME_OBJ;
		}
		line = prebuild_makefile_line(out->build_dir);
		mk = xasprintf("%s%s", line, module_mk);
		free(write_in(link_dir, "Makefile", mk));
		free(mk);
		free(line);
		ok = prebuild_start(&pb, tmpl, out->kernel_build, out->build_dir,
				    out->module_name, objs, n);
	}
	free(tmpl);
	if (!ok) {
		free(link_dir);
		return 0;
	}
	log = xasprintf("%s/build.log", link_dir);
	make = start_kbuild(out->kernel_build, link_dir, log);
	ok = prebuild_finish(&pb, out->build_dir, link_dir);
	*objects_ms = now_ms();
	if (!ok)
		kill(make, SIGTERM);   /* it would only fail, after its start */
	ok = wait_ok(make) && ok;
	if (ok)
		*ko = xasprintf("%s/%s.ko", link_dir, out->module_name);
	free(log);
	free(link_dir);
	return ok ? 1 : 0;
}

/* Names whose NAME-y (or NAME.o) means something else to Kbuild. */
static const char *const kbuild_names[] = {
	"obj", "src", "lib", "subdir", "always", "extra", "targets", "ccflags",
	"asflags", "ldflags", "cppflags", "hostprogs", "userprogs", "modules",
	"vmlinux", "built_in",
};

static bool valid_module_name(const char *n)
{
	size_t i;

	if (!*n || strlen(n) > 55)
		return false;
	/* The names of the module's objects (pmp__s.o, pmp__s2.o, pmp__rt.o). */
	if (!strcmp(n, SCRIPT_OBJ) || !strcmp(n, SCRIPT_PART2_OBJ) || !strcmp(n, RUNTIME_OBJ))
		return false;
	for (i = 0; i < sizeof(kbuild_names) / sizeof(kbuild_names[0]); i++)
		if (!strcmp(n, kbuild_names[i]))
			return false;
	for (i = 0; n[i]; i++)
		if (!(n[i] == '_' || (n[i] >= 'a' && n[i] <= 'z') ||
		      (n[i] >= 'A' && n[i] <= 'Z') || (n[i] >= '0' && n[i] <= '9')))
			return false;
	return true;
}

int translate_and_build(struct program *prog, const struct script_options *opt,
			struct build_result *out)
{
	struct sha256 h;
	char key[65], rt_key[65], kb_key[65], tmpl[] = "/tmp/pmprobeXXXXXX";
	char *c_text, *rt_text, *cache = NULL, *cached_ko = NULL, *log, *kbuild_mk;
	char *flags, *rt_cache_path = NULL, *tmpl_path = NULL;
	bool rt_shipped = false, rt_cached, early = false, split;
	double objects_ms = 0;
	int early_rc;
	const char *rt = runtime_default_dir();
	double t = now_ms();
	struct stat st;

	if (!check_defines(opt))
		return 2;
	if (opt->module_name && !valid_module_name(opt->module_name)) {
		fprintf(stderr, "pmprobe: -m %s: a module name is 1 to 55 letters, digits and '_' (and not %s, %s, %s, nor a name Kbuild uses: obj, lib, ccflags, ...)\n",
			opt->module_name, SCRIPT_OBJ, SCRIPT_PART2_OBJ, RUNTIME_OBJ);
		return 2;
	}
	if (!rt) {
		fprintf(stderr, "pmprobe: cannot find pmprobe's runtime directory (looked beside the binary and under the install prefix)\n");
		return 1;
	}
	if (!find_kernel(opt, &out->kernel_release, &out->kernel_build))
		return 1;

	/* Pass 3: the script's object; the runtime's is the -D limits and
	 * an #include. */
	c_text = generate_c_text(prog, opt, &split);
	rt_text = generate_runtime_c_text(opt);
	sha256_init(&h);
	sha256_update(&h, c_text, strlen(c_text));
	sha256_hex(&h, key);
	out->module_name = opt->module_name ? xstrdup(opt->module_name) :
			   xasprintf("pmp_%.16s", key);
	if (!mkdtemp(tmpl))
		fatal("cannot make a build directory in /tmp: %s", strerror(errno));
	out->build_dir = xstrdup(tmpl);
	out->c_path = write_in(tmpl, SCRIPT_OBJ ".c", c_text);
	if (split)
		free(write_in(tmpl, SCRIPT_PART2_OBJ ".c", script_part2_c_text));
	if (opt->verbose)
		fprintf(stderr, "Pass 3: translated to C in %.0f ms\n", now_ms() - t);
	if (opt->last_pass == 3) {
		/* Both objects' C, as pass 4 would compile them. */
		free(write_in(tmpl, RUNTIME_OBJ ".c", rt_text));
		free(rt_text);
		free(c_text);
		return 0;
	}

	/* Pass 4: the cache first.  -g0: Debian's kernels build modules with
	 * DWARF, which a generated module does not need (oopses name its
	 * functions through kallsyms, ORC unwinds without it) and which cost
	 * a fifth of the build. */
	t = now_ms();
	flags = xasprintf("ccflags-y := -I%s -Werror -g0%s\n", rt,
			  /* errors in a script's embedded C name its columns
			   * as pmprobe does (codegen.c, put_embedded_code) */
			  kernel_gcc_version(out->kernel_build) >= 110000 ?
			  " -fdiagnostics-column-unit=byte" : "");
	kbuild_mk = xasprintf("# Kbuild for a pmprobe module: the script's object(s) and the runtime's.\n"
			      "obj-m := %s.o\n%s-y := %s.o %s%s.o\n%s", out->module_name,
			      out->module_name, SCRIPT_OBJ, split ? SCRIPT_PART2_OBJ ".o " : "",
			      RUNTIME_OBJ, flags);
	/* What Kbuild's command for an object depends on; the runtime's
	 * object also on its C and headers. */
	sha256_init(&h);
	sha256_update(&h, PMP_VERSION, sizeof(PMP_VERSION));
	sha256_update(&h, flags, strlen(flags) + 1);
	hash_kernel(&h, out->kernel_build);
	hash_kbuild_env(&h);
	sha256_hex(&h, kb_key);
	sha256_init(&h);
	sha256_update(&h, kb_key, sizeof(kb_key));
	sha256_update(&h, rt_text, strlen(rt_text) + 1);
	hash_dir(&h, rt, ".h");
	sha256_hex(&h, rt_key);
	sha256_init(&h);
	sha256_update(&h, rt_key, sizeof(rt_key));
	sha256_update(&h, kbuild_mk, strlen(kbuild_mk));
	sha256_update(&h, c_text, strlen(c_text));
	sha256_update(&h, out->module_name, strlen(out->module_name) + 1);
	if (tapset_default_dir())
		hash_dir(&h, tapset_default_dir(), ".pp");
	sha256_hex(&h, key);
	if (!opt->disable_cache && (cache = cache_root())) {
		char *entry = xasprintf("%s/%.32s", cache, key);

		cached_ko = xasprintf("%s/%s.ko", entry, out->module_name);
		if (stat(cached_ko, &st) == 0) {
			out->from_cache = true;
			out->ko_path = cached_ko;
			free(entry);
			goto done;
		}
		free(entry);
	}

	/* The runtime's object: prebuilt from the cache, or compiled beside
	 * the script's (and cached once the module links).  --disable-cache
	 * concerns the module; the runtime object and Kbuild's command are
	 * keyed on everything they are built from. */
	rt_cache_path = cache_file("runtime", rt_key, RUNTIME_OBJ ".o");
	tmpl_path = cache_file("kbuild", kb_key, SCRIPT_OBJ ".cmd");
	rt_cached = rt_cache_path && stat(rt_cache_path, &st) == 0 && st.st_size > 0;
	early_rc = build_early(out, opt, tmpl_path, rt_cached ? rt_cache_path : NULL,
			       rt_text, kbuild_mk, split, &objects_ms, &out->ko_path);
	if (early_rc > 0) {
		early = true;
		rt_shipped = rt_cached;
		if (!rt_cached && rt_cache_path) {
			char *built = xasprintf("%s/link/%s.o_shipped", tmpl, RUNTIME_OBJ);

			cache_store(built, rt_cache_path);
			free(built);
		}
		goto built;
	}
	if (early_rc == 0 && opt->verbose)
		fprintf(stderr, "Pass 4: the early compile or its link did not succeed (logs: %s/prebuild-*.log, %s/link/build.log); building the ordinary way\n",
			tmpl, tmpl);
	rt_shipped = rt_cached && ship_runtime(rt_cache_path, tmpl);
	if (!rt_shipped)
		free(write_in(tmpl, RUNTIME_OBJ ".c", rt_text));
	free(write_in(tmpl, "Makefile", kbuild_mk));
	log = xasprintf("%s/build.log", tmpl);
	if (!wait_ok(start_kbuild(out->kernel_build, tmpl, log))) {
		char *err = first_error(log);

		fprintf(stderr, "pmprobe: pass 4: the module did not build against %s (kernel %s); the Kbuild log is kept at %s\n",
			out->kernel_build, out->kernel_release, log);
		if (err)
			fprintf(stderr, "pmprobe: the first error: %s\n", err);
		free(err);
		return 1;
	}
	free(log);
	if (!rt_shipped && rt_cache_path) {
		char *built = xasprintf("%s/%s.o", tmpl, RUNTIME_OBJ);

		cache_store(built, rt_cache_path);
		free(built);
	}
	if (tmpl_path && mkdir_parent(tmpl_path))
		prebuild_record(tmpl_path, tmpl, SCRIPT_OBJ, out->module_name);
	out->ko_path = xasprintf("%s/%s.ko", tmpl, out->module_name);
built:
	if (cached_ko && cache_store(out->ko_path, cached_ko)) {
		/* NAME.c beside NAME.ko */
		char *cc = xasprintf("%.*s.c", (int)strlen(cached_ko) - 3, cached_ko);

		copy_file(out->c_path, cc);
		free(cc);
		/* The same path the next (cached) build will print. */
		out->ko_path = cached_ko;
	}
done:
	if (opt->verbose && early)
		fprintf(stderr, "Pass 4: the objects were ready after %.0f ms\n",
			objects_ms - t);
	if (opt->verbose)
		fprintf(stderr, "Pass 4: %s in %.0f ms\n",
			out->from_cache ? "found in the cache" :
			early && rt_shipped ? "built (the script compiled while Kbuild started, the runtime's object from the cache)" :
			early ? "built (the script and the runtime compiled while Kbuild started)" :
			rt_shipped ? "built (the runtime's object from the cache)" :
			"built (the runtime's object too)", now_ms() - t);
	if (opt->module_name) {
		char *here = xasprintf("%s.ko", opt->module_name);

		if (!copy_file(out->ko_path, here)) {
			fprintf(stderr, "pmprobe: cannot write %s: %s\n", here, strerror(errno));
			return 1;
		}
		out->ko_path = realpath(here, NULL);
		free(here);
	}
	free(rt_cache_path);
	free(tmpl_path);
	free(flags);
	free(rt_text);
	free(c_text);
	free(cache);
	return 0;
}

/* Removes the temporary build directory unless -k (or it is needed). */
void build_cleanup(const struct build_result *b, const struct script_options *opt)
{
	char *cmd;

	if (!b || !b->build_dir)
		return;
	if (opt->keep) {
		fprintf(stderr, "pmprobe: keeping the build directory %s\n", b->build_dir);
		return;
	}
	if (strncmp(b->build_dir, "/tmp/pmprobe", 12))
		return;
	cmd = xasprintf("rm -rf '%s'", b->build_dir);
	if (system(cmd) != 0)
		fprintf(stderr, "pmprobe: could not remove %s\n", b->build_dir);
	free(cmd);
}
