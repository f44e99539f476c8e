/*
 * kbuild.c - passes 3 and 4: writes the generated C into a temporary
 * build directory with an obj-m Makefile and runs the target kernel's
 * Kbuild on it (warnings are errors), or takes the module from the cache
 * under ~/.cache/pmprobe, keyed on everything the module depends on: the
 * generated C, runtime/ and tapset/ contents, the target kernel build's
 * identity (.config, which names its compiler, and Module.symvers) and
 * the module name.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kbuild.h"

/* ------------------------------------------------------ target kernel */

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

/* Every DIR/ *SUFFIX, checked as a file compiled into the module must be
 * (trust.c); false after saying which is not. */
static bool hash_dir(struct sha256 *h, const char *dir, const char *suffix)
{
	struct vec files = { 0 };
	char *why = NULL;
	size_t i;
	bool ok = trust_read_dir(dir, suffix, &files, &why);

	for (i = 0; ok && i < files.len; i++) {
		const struct trusted_file *f = VEC_AT(files, i);

		sha256_update(h, f->path, strlen(f->path) + 1);
		sha256_update(h, f->text, f->len);
	}
	if (!ok)
		error_plain("not using %s: %s; it is compiled into a kernel module, so no one but you or root may change it",
			    dir, why);
	free(why);
	trusted_files_free(&files);
	return ok;
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

/* ------------------------------------------------------------ Kbuild */

/*
 * A module is two objects: the script's (SCRIPT_OBJ.c, generated) and the
 * runtime's (RUNTIME_OBJ.c: the -D limits and pmp_runtime.c).  The
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

/* Cache entries: "runtime-KEY" holds the runtime's object for KEY,
 * "kbuild-KEY" the command Kbuild compiled a script's object with
 * (prebuild.c), and "KEY" a module. */
static char *entry_name(const char *kind, const char *key)
{
	return kind ? xasprintf("%s-%.32s", kind, key) : xasprintf("%.32s", key);
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
 * The cached runtime object (the descriptor RT_FD), given to Kbuild in
 * DIR as a prebuilt RUNTIME_OBJ.o_shipped (RUNTIME_OBJ.o for the link
 * without make, unless AS_SHIPPED).  modpost (CONFIG_MODVERSIONS)
 * reads every object's .cmd file for the CRCs of symbols it exports: the
 * runtime exports none, so a comment is its .cmd.
 */
static bool ship_runtime(int rt_fd, const char *dir, bool as_shipped)
{
	char *shipped = xasprintf("%s/%s.o%s", dir, RUNTIME_OBJ, as_shipped ? "_shipped" : "");
	bool ok = lseek(rt_fd, 0, SEEK_SET) == 0 && copy_fd_to(rt_fd, shipped);

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

/* Starts "make -C BUILD M=DIR modules", its output in LOG (with every
 * command, V=1, when SHOW_COMMANDS: the link's recording reads them). */
static pid_t start_kbuild(const struct kernel_target *t, const char *dir, const char *log,
			  bool show_commands)
{
	char *mdir = xasprintf("M=%s", dir), *arch = NULL, *cross = NULL, *cc = NULL;
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	char jobs[32];
	char *argv[] = { "make", show_commands ? "V=1" : "-s", jobs, "-C", t->build, mdir, "modules",
			 NULL, NULL, NULL, NULL };
	pid_t pid;

	/* The script's and the runtime's objects compile in parallel. */
	snprintf(jobs, sizeof(jobs), "-j%ld", ncpu > 1 ? ncpu : 1);
	if (t->cross) {
		/* Another architecture's kernel (Debian's 6.1 headers force
		 * ARCH but not CROSS_COMPILE). */
		argv[7] = arch = xasprintf("ARCH=%s", t->arch);
		argv[8] = cross = xasprintf("CROSS_COMPILE=%s", t->cross);
		if (t->cross_cc)
			argv[9] = cc = xasprintf("CC=%s", t->cross_cc);
	}
	pid = spawn_logged(NULL, log, t->make, argv);
	free(mdir);
	free(arch);
	free(cross);
	free(cc);
	return pid;
}

/* What passes 3 and 4 work with, from step to step. */
struct pass4 {
	const struct build_options *opt;
	const struct build_input *in;
	struct build_result *out;
	const char *rt_dir;       /* runtime/ */
	char *c_text, *rt_text;   /* the script's C and the runtime's */
	bool split;               /* the script is two objects */
	char *flags, *kbuild_mk;  /* ccflags-y, and the module's Kbuild file */
	char key[65];             /* the module's cache key */
	char rt_key[65];          /* the runtime object's */
	char kb_key[65];          /* Kbuild's compile command's */
	struct cache cache;
	bool use_module_cache;    /* not --disable-cache */
	int rt_fd;                /* the cached runtime object, or -1 */
	bool early;               /* built by the early compile */
	bool fast;                /* ... and linked without make */
	bool record;              /* Kbuild's link is to be recorded (fastlink.c) */
	struct prebuild_cmd *pc;  /* the recorded compile command, once loaded */
	bool pc_loaded;
	double start_ms, objects_ms;
};

/* Whether the early compile may be used at all (see build_early). */
static bool prebuild_allowed(const struct pass4 *p)
{
	const char *env = getenv("PMPROBE_PREBUILD");

	return !(env && !strcmp(env, "0")) && !p->in->user_c &&
	       !kernel_config_is_y(p->out->target.build, "CONFIG_FTRACE_MCOUNT_USE_RECORDMCOUNT");
}

/* The recorded compile command, if it may be used now (read once: the
 * link without make and the early compile both ask). */
static struct prebuild_cmd *load_prebuild(struct pass4 *p)
{
	struct prebuild_cmd *pc = NULL;
	char *text, *why = NULL, *entry;
	size_t len;

	if (p->pc_loaded || !prebuild_allowed(p))
		return p->pc;
	p->pc_loaded = true;
	entry = entry_name("kbuild", p->kb_key);
	if (cache_read(&p->cache, entry, SCRIPT_OBJ ".cmd", &text, &len)) {
		pc = prebuild_load(text, p->out->target.build, &why);
		free(text);
	}
	free(entry);
	if (why && p->opt->verbose)
		fprintf(stderr, "Pass 4: not using the recorded compile command: %s\n", why);
	free(why);
	return p->pc = pc;
}

/*
 * The early compile (prebuild.c): the script's objects compile with
 * Kbuild's recorded command while Kbuild starts, in DIR, and so does the
 * runtime's when it is not cached for these limits yet; Kbuild links
 * them in DIR/link.  Returns 1 with the module built, 0 when it was
 * tried and failed, -1 when it was not tried; the caller then builds the
 * ordinary way.
 *
 * The command is Kbuild's compile only, not the rest of its rule for an
 * object: symbol versions for EXPORT_SYMBOL, recordmcount.  Generated
 * code exports nothing, but the user's own C (-g, -I) might, so such a
 * script is built the ordinary way, as is every script for a kernel that
 * uses recordmcount (not x86 with GCC, which records mcount itself).
 */
static int build_early(struct pass4 *p)
{
	const struct build_result *out = p->out;
	const char *objs[PREBUILD_MAX_OBJS];
	char *link_dir, *line, *mk, *log;
	struct prebuild_cmd *pc = load_prebuild(p);
	struct prebuild pb;
	int n = 0;
	bool ok;
	pid_t make;

	if (!pc)
		return -1;
	objs[n++] = SCRIPT_OBJ;
	if (p->split)
		objs[n++] = SCRIPT_PART2_OBJ;
	link_dir = xasprintf("%s/link", out->build_dir);
	ok = mkdir(link_dir, 0700) == 0 && (p->rt_fd < 0 || ship_runtime(p->rt_fd, link_dir, true));
	if (ok) {
		if (p->rt_fd < 0) {
			/* Not cached for these limits yet: compiled early too. */
			free(write_in(out->build_dir, RUNTIME_OBJ ".c", p->rt_text));
			objs[n++] = RUNTIME_OBJ;
		}
		line = prebuild_makefile_line(out->build_dir);
		mk = xasprintf("%s%s", line, p->kbuild_mk);
		free(write_in(link_dir, "Makefile", mk));
		free(mk);
		free(line);
		ok = prebuild_start(&pb, pc, out->target.build, out->build_dir,
				    out->module_name, objs, n);
	}
	if (!ok) {
		free(link_dir);
		return 0;
	}
	log = xasprintf("%s/build.log", link_dir);
	make = start_kbuild(&out->target, link_dir, log, p->record);
	ok = prebuild_finish(&pb, out->build_dir, link_dir, true);
	p->objects_ms = now_ms();
	if (!ok)
		kill(make, SIGTERM);   /* it would only fail, after its start */
	ok = wait_ok(make) && ok;
	if (ok)
		p->out->ko_path = xasprintf("%s/%s.ko", link_dir, out->module_name);
	free(log);
	free(link_dir);
	return ok ? 1 : 0;
}

/*
 * The link without make (fastlink.c): with Kbuild's compile command and a
 * link recipe recorded for this kernel, the script's objects (and the
 * runtime's, when not cached for these limits) compile at once in DIR,
 * move to DIR/fast beside the cached runtime object, and are linked there
 * with the recipe's steps; no make, no Kbuild.  Returns 1 with the module
 * built, 0 when it was tried and failed, -1 when it was not tried; the
 * caller then builds with Kbuild.  -r DIR (a kernel build of the user's,
 * which may change under the recipe) always goes through Kbuild.
 */
static bool fastlink_allowed(const struct pass4 *p, bool say)
{
	const char *env = getenv("PMPROBE_FASTLINK");

	if (is_kernel_dir(p->opt->release)) {
		if (say && p->opt->verbose)
			fprintf(stderr, "Pass 4: -r %s is a build directory: Kbuild links the module\n",
				p->opt->release);
		return false;
	}
	return !(env && !strcmp(env, "0")) && prebuild_allowed(p);
}

/* The module as the link sees it, in DIR: its objects in Kbuild's order. */
static void link_module(const struct pass4 *p, const char *dir, const char **objs,
			struct fastlink_module *m)
{
	int n = 0;

	objs[n++] = SCRIPT_OBJ;
	if (p->split)
		objs[n++] = SCRIPT_PART2_OBJ;
	objs[n++] = RUNTIME_OBJ;
	*m = (struct fastlink_module){ .dir = dir, .name = p->out->module_name, .objs = objs,
				       .n = n, .target = &p->out->target, .key = p->kb_key,
				       .verbose = p->opt->verbose };
}

/* The recipe for this kernel, when there is one to use; -v says why not. */
static struct fastlink *load_recipe(struct pass4 *p, const struct fastlink_module *m)
{
	char *why = NULL;
	struct fastlink *fl = fastlink_load(&p->cache, m, &why);

	if (!fl && p->opt->verbose)
		fprintf(stderr, "Pass 4: %s%s; Kbuild links the module\n",
			why ? "not using the link recipe: " : "no link recipe for this kernel yet",
			why ? why : "");
	free(why);
	return fl;
}

/* The objects compiled (the runtime's too when not cached) into DIR/fast. */
static bool compile_objects(struct pass4 *p, struct prebuild_cmd *pc, const char *fast_dir,
			    const struct fastlink_module *m)
{
	const struct build_result *out = p->out;
	struct prebuild pb;
	int n = m->n;

	if (p->rt_fd >= 0)
		n--;   /* the runtime's, last, is cached */
	else
		free(write_in(out->build_dir, RUNTIME_OBJ ".c", p->rt_text));
	if ((p->rt_fd >= 0 && !ship_runtime(p->rt_fd, fast_dir, false)) ||
	    !prebuild_start(&pb, pc, out->target.build, out->build_dir, out->module_name, m->objs, n))
		return false;
	return prebuild_finish(&pb, out->build_dir, fast_dir, false);
}

static int build_fast(struct pass4 *p)
{
	struct build_result *out = p->out;
	const char *objs[PREBUILD_MAX_OBJS];
	struct prebuild_cmd *pc = NULL;
	struct fastlink_module m;
	struct fastlink *fl;
	char *dir;
	bool ok;

	if (!fastlink_allowed(p, true))
		return -1;
	dir = xasprintf("%s/fast", out->build_dir);
	link_module(p, dir, objs, &m);
	fl = load_recipe(p, &m);
	if (fl)
		pc = load_prebuild(p);
	ok = pc && mkdir(dir, 0700) == 0 && compile_objects(p, pc, dir, &m);
	p->objects_ms = now_ms();
	ok = ok && fastlink_run(fl, &p->cache, &m);
	if (ok)
		out->ko_path = xasprintf("%s/%s.ko", dir, out->module_name);
	else if (pc && p->opt->verbose)
		fprintf(stderr, "Pass 4: the link without make did not succeed (logs: %s/fastlink.log, %s/prebuild-*.log); Kbuild builds the module\n",
			dir, out->build_dir);
	fastlink_free(fl);
	free(dir);
	return !pc ? -1 : ok ? 1 : 0;
}

/* Whether Kbuild's link is to be recorded: a module with the default
 * name (the names in the commands are then unmistakable) for a kernel
 * with no recipe that can be used, or one whose link just FAILED; and a
 * cache to keep it in. */
static bool record_wanted(struct pass4 *p, bool failed)
{
	const char *objs[PREBUILD_MAX_OBJS];
	struct fastlink_module m;
	struct fastlink *fl;
	char *why = NULL;

	if (p->opt->module_name || p->out->from_cache || p->cache.fd < 0 ||
	    !fastlink_allowed(p, false))
		return false;
	if (failed)
		return true;
	link_module(p, p->out->build_dir, objs, &m);
	fl = fastlink_load(&p->cache, &m, &why);
	fastlink_free(fl);
	free(why);
	return !fl;
}

/* After Kbuild built the module: its link steps recorded and checked. */
static void record_link(struct pass4 *p)
{
	const char *objs[PREBUILD_MAX_OBJS];
	struct fastlink_module m;
	char *dir;

	if (!p->record)
		return;
	dir = p->early ? xasprintf("%s/link", p->out->build_dir) : xstrdup(p->out->build_dir);
	link_module(p, dir, objs, &m);
	fastlink_record(&p->cache, &m);
	free(dir);
}

/* Kbuild builds the module in the build directory, compiling the
 * runtime's object unless it is cached.  False after saying why. */
static bool build_ordinary(struct pass4 *p)
{
	struct build_result *out = p->out;
	char *log, *err;

	if (p->rt_fd < 0 || !ship_runtime(p->rt_fd, out->build_dir, true)) {
		if (p->rt_fd >= 0)
			close(p->rt_fd);
		p->rt_fd = -1;
		free(write_in(out->build_dir, RUNTIME_OBJ ".c", p->rt_text));
	}
	free(write_in(out->build_dir, "Makefile", p->kbuild_mk));
	log = xasprintf("%s/build.log", out->build_dir);
	if (!wait_ok(start_kbuild(&out->target, out->build_dir, log, p->record))) {
		err = first_error(log);
		fprintf(stderr, "pmprobe: pass 4: the module did not build against %s (kernel %s); the Kbuild log is kept at %s\n",
			out->target.build, out->target.release, log);
		if (err)
			fprintf(stderr, "pmprobe: the first error: %s\n", err);
		free(err);
		free(log);
		return false;
	}
	free(log);
	out->ko_path = xasprintf("%s/%s.ko", out->build_dir, out->module_name);
	return true;
}

/* Names whose NAME-y (or NAME.o) means something else to Kbuild. */
static const char *const kbuild_names[] = {
	"obj", "src", "lib", "subdir", "always", "extra", "targets", "ccflags",
	"asflags", "ldflags", "cppflags", "hostprogs", "userprogs", "modules",
	"vmlinux", "built_in",
};

const char *module_name_problem(const char *n)
{
	static const char rule[] = "a module name is 1 to 55 letters, digits and '_' (and not "
		SCRIPT_OBJ ", " SCRIPT_PART2_OBJ ", " RUNTIME_OBJ ", the names of its objects, "
		"nor a name Kbuild uses: obj, lib, ccflags, ...)";
	size_t i;

	if (!*n || strlen(n) > 55)
		return rule;
	if (!strcmp(n, SCRIPT_OBJ) || !strcmp(n, SCRIPT_PART2_OBJ) || !strcmp(n, RUNTIME_OBJ))
		return rule;
	for (i = 0; i < sizeof(kbuild_names) / sizeof(kbuild_names[0]); i++)
		if (!strcmp(n, kbuild_names[i]))
			return rule;
	for (i = 0; n[i]; i++)
		if (!(n[i] == '_' || (n[i] >= 'a' && n[i] <= 'z') ||
		      (n[i] >= 'A' && n[i] <= 'Z') || (n[i] >= '0' && n[i] <= '9')))
			return rule;
	return NULL;
}

/* pmprobe's runtime directory: found, and compiled into the module, so
 * trusted (trust.c). */
static bool trusted_runtime(const char *rt_dir)
{
	char *why;
	int fd;

	if (!rt_dir) {
		fprintf(stderr, "pmprobe: cannot find pmprobe's runtime directory (looked beside the binary and under the install prefix)\n");
		return false;
	}
	fd = trust_open_dir(rt_dir, TRUST_SYSTEM, false, &why);
	if (fd < 0) {
		error_plain("not using the runtime directory: %s; it is compiled into a kernel module, so no one but you or root may change it", why);
		free(why);
		return false;
	}
	close(fd);
	return true;
}

/* The build directory with pass 3's C files: the script's one or two
 * objects; the runtime's is written when it has to be compiled. */
static void write_c_files(struct pass4 *p)
{
	struct build_result *out = p->out;
	char tmpl[] = "/tmp/pmprobeXXXXXX";
	struct sha256 h;

	p->c_text = xstrdup(p->in->script_c);
	p->rt_text = xstrdup(p->in->runtime_c);
	p->split = p->in->split;
	sha256_init(&h);
	sha256_update(&h, p->c_text, strlen(p->c_text));
	sha256_hex(&h, p->key);
	out->module_name = p->opt->module_name ? xstrdup(p->opt->module_name) :
			   xasprintf("pmp_%.16s", p->key);
	if (!mkdtemp(tmpl))
		fatal("cannot make a build directory in /tmp: %s", strerror(errno));
	out->build_dir = xstrdup(tmpl);
	out->c_path = write_in(tmpl, SCRIPT_OBJ ".c", p->c_text);
	if (p->split)
		free(write_in(tmpl, SCRIPT_PART2_OBJ ".c", p->in->part2_c));
}

/* Kbuild's flags and makefile for the module, and the three cache keys:
 * Kbuild's compile command depends on pmprobe's version, the flags, the
 * kernel build and Kbuild's environment; the runtime's object also on
 * its C and headers; the module on all that, its makefile, its C, its
 * name and the tapset.  -g0: Debian's kernels build modules with DWARF,
 * which a generated module does not need (oopses name its functions
 * through kallsyms, ORC unwinds without it) and which cost a fifth of
 * the build. */
static bool compute_keys(struct pass4 *p)
{
	const struct build_result *out = p->out;
	struct sha256 h;

	p->flags = xasprintf("ccflags-y := -I%s -Werror -g0%s\n", p->rt_dir,
			     /* errors in a script's embedded C name its columns
			      * as pmprobe does (codegen_body.c, put_embedded_code) */
			     kernel_gcc_version(out->target.build) >= 110000 ?
			     " -fdiagnostics-column-unit=byte" : "");
	p->kbuild_mk = xasprintf("# Kbuild for a pmprobe module: the script's object(s) and the runtime's.\n"
				 "obj-m := %s.o\n%s-y := %s.o %s%s.o\n%s", out->module_name,
				 out->module_name, SCRIPT_OBJ, p->split ? SCRIPT_PART2_OBJ ".o " : "",
				 RUNTIME_OBJ, p->flags);
	sha256_init(&h);
	sha256_update(&h, PMP_VERSION, sizeof(PMP_VERSION));
	sha256_update(&h, p->flags, strlen(p->flags) + 1);
	hash_kernel(&h, out->target.build);
	hash_kbuild_env(&h);
	sha256_hex(&h, p->kb_key);
	sha256_init(&h);
	sha256_update(&h, p->kb_key, sizeof(p->kb_key));
	sha256_update(&h, p->rt_text, strlen(p->rt_text) + 1);
	if (!hash_dir(&h, p->rt_dir, ".h") || !hash_dir(&h, p->rt_dir, ".c"))
		return false;
	sha256_hex(&h, p->rt_key);
	sha256_init(&h);
	sha256_update(&h, p->rt_key, sizeof(p->rt_key));
	sha256_update(&h, p->kbuild_mk, strlen(p->kbuild_mk));
	sha256_update(&h, p->c_text, strlen(p->c_text));
	sha256_update(&h, out->module_name, strlen(out->module_name) + 1);
	if (p->in->tapset_dir && !hash_dir(&h, p->in->tapset_dir, ".pp"))
		return false;
	sha256_hex(&h, p->key);
	return true;
}

/* The module from the cache; true on a hit. */
static bool lookup_module(struct pass4 *p)
{
	char *entry, *file;
	int fd;

	if (!p->use_module_cache)
		return false;
	entry = entry_name(NULL, p->key);
	file = xasprintf("%s.ko", p->out->module_name);
	fd = cache_open_file(&p->cache, entry, file);
	if (fd >= 0) {
		close(fd);
		p->out->from_cache = true;
		p->out->ko_path = cache_path(&p->cache, entry, file);
	}
	free(file);
	free(entry);
	return fd >= 0;
}

/* The runtime's object: from the cache (an open descriptor), or -1:
 * compiled beside the script's.  --disable-cache concerns the module;
 * the runtime's object and Kbuild's command are keyed on everything
 * they are built from. */
static void lookup_runtime(struct pass4 *p)
{
	char *entry = entry_name("runtime", p->rt_key);
	struct stat st;

	p->rt_fd = cache_open_file(&p->cache, entry, RUNTIME_OBJ ".o");
	if (p->rt_fd >= 0 && (fstat(p->rt_fd, &st) != 0 || st.st_size == 0)) {
		close(p->rt_fd);
		p->rt_fd = -1;
	}
	free(entry);
}

/* After a build: the runtime's object when it was compiled, Kbuild's
 * command when Kbuild compiled the script, and the module with its C. */
static void store_built(struct pass4 *p)
{
	const struct build_result *out = p->out;
	char *entry, *file, *built, *text;

	if (p->rt_fd < 0) {
		entry = entry_name("runtime", p->rt_key);
		built = p->fast ? xasprintf("%s/fast/%s.o", out->build_dir, RUNTIME_OBJ) :
			p->early ? xasprintf("%s/link/%s.o_shipped", out->build_dir, RUNTIME_OBJ) :
			xasprintf("%s/%s.o", out->build_dir, RUNTIME_OBJ);
		cache_store_file(&p->cache, entry, RUNTIME_OBJ ".o", built, 0600);
		free(built);
		free(entry);
	}
	if (!p->early && !p->fast && (text = prebuild_record(out->build_dir, SCRIPT_OBJ, out->module_name))) {
		entry = entry_name("kbuild", p->kb_key);
		cache_store_data(&p->cache, entry, SCRIPT_OBJ ".cmd", text, strlen(text), 0600);
		free(entry);
		free(text);
	}
	if (!p->use_module_cache)
		return;
	entry = entry_name(NULL, p->key);
	file = xasprintf("%s.ko", out->module_name);
	if (cache_store_file(&p->cache, entry, file, out->ko_path, 0644)) {
		/* NAME.c beside NAME.ko */
		char *c_file = xasprintf("%s.c", out->module_name);

		cache_store_data(&p->cache, entry, c_file, p->c_text, strlen(p->c_text), 0600);
		free(c_file);
		/* The same path the next (cached) build will print. */
		p->out->ko_path = cache_path(&p->cache, entry, file);
	}
	free(file);
	free(entry);
}

static void report(const struct pass4 *p)
{
	bool rt_cached = p->rt_fd >= 0;

	if (!p->opt->verbose)
		return;
	if (p->early || p->fast)
		fprintf(stderr, "Pass 4: the objects were ready after %.0f ms\n",
			p->objects_ms - p->start_ms);
	fprintf(stderr, "Pass 4: %s in %.0f ms\n",
		p->out->from_cache ? "found in the cache" :
		p->fast && rt_cached ? "built without make (the script compiled, the runtime's object from the cache, linked with the recipe)" :
		p->fast ? "built without make (the script and the runtime compiled, linked with the recipe)" :
		p->early && rt_cached ? "built (the script compiled while Kbuild started, the runtime's object from the cache)" :
		p->early ? "built (the script and the runtime compiled while Kbuild started)" :
		rt_cached ? "built (the runtime's object from the cache)" :
		"built (the runtime's object too)", now_ms() - p->start_ms);
	/* The same, for machines (tests match it whole): which way the
	 * module was made (found in the cache, linked without make, compiled
	 * early and linked by Kbuild, or built by Kbuild) and where the
	 * runtime's object came from. */
	fprintf(stderr, "Pass 4 path: build=%s runtime=%s\n",
		p->out->from_cache ? "cache" : p->fast ? "fast" : p->early ? "early" : "kbuild",
		p->out->from_cache ? "none" : rt_cached ? "cache" : "compiled");
}

/* -m NAME: NAME.ko in the current directory, a new file renamed into
 * place (a symlink planted at NAME.ko is replaced, not followed). */
static bool copy_named(struct build_result *out, const char *name)
{
	char *here = xasprintf("%s.ko", name), *text;
	size_t len;
	bool ok = read_file(out->ko_path, &text, &len);

	ok = ok && write_at_atomic(AT_FDCWD, here, text, len, 0644);
	if (!ok)
		fprintf(stderr, "pmprobe: cannot write %s: %s\n", here, strerror(errno));
	else
		out->ko_path = realpath(here, NULL);
	if (ok)
		free(text);
	free(here);
	return ok;
}

static void pass4_free(struct pass4 *p)
{
	if (p->rt_fd >= 0)
		close(p->rt_fd);
	prebuild_free(p->pc);
	cache_close(&p->cache);
	free(p->cache.path);
	free(p->flags);
	free(p->kbuild_mk);
	free(p->rt_text);
	free(p->c_text);
}

int build_module(const struct build_input *in, const struct build_options *opt,
		 struct build_result *out)
{
	struct pass4 p = { .opt = opt, .in = in, .out = out, .rt_fd = -1,
			   .rt_dir = in->runtime_dir };
	int rc = 0, early, fast;

	p.cache.fd = -1;
	if (!trusted_runtime(p.rt_dir) || !kernel_target_find(opt->release, &out->target))
		return 1;
	write_c_files(&p);
	if (opt->c_only) {
		/* Both objects' C, as pass 4 would compile them. */
		free(write_in(out->build_dir, RUNTIME_OBJ ".c", p.rt_text));
		goto out;
	}
	p.start_ms = now_ms();
	if (!kernel_tools_trusted(&out->target) || !compute_keys(&p)) {
		rc = 1;
		goto out;
	}
	cache_open(&p.cache, opt->verbose);
	p.use_module_cache = !opt->disable_cache;
	if (!lookup_module(&p)) {
		lookup_runtime(&p);
		fast = build_fast(&p);
		p.fast = fast > 0;
		p.record = !p.fast && record_wanted(&p, fast == 0);
		early = p.fast ? 1 : build_early(&p);
		p.early = early > 0;
		if (early == 0 && opt->verbose)
			fprintf(stderr, "Pass 4: the early compile or its link did not succeed (logs: %s/prebuild-*.log, %s/link/build.log); building the ordinary way\n",
				out->build_dir, out->build_dir);
		if (!p.early && !build_ordinary(&p)) {
			rc = 1;
			goto out;
		}
		record_link(&p);
		store_built(&p);
	}
	report(&p);
	if (opt->module_name && !copy_named(out, opt->module_name))
		rc = 1;
	if (!rc && opt->sign_key && !sign_module(out, opt))
		rc = 1;
out:
	pass4_free(&p);
	return rc;
}

/* Removes the temporary build directory unless -k (or it is needed). */
void build_cleanup(const struct build_result *b, bool keep)
{
	if (!b || !b->build_dir)
		return;
	if (keep) {
		fprintf(stderr, "pmprobe: keeping the build directory %s\n", b->build_dir);
		return;
	}
	if (strncmp(b->build_dir, "/tmp/pmprobe", 12))
		return;
	if (!remove_tree(b->build_dir))
		fprintf(stderr, "pmprobe: could not remove %s: %s\n", b->build_dir, strerror(errno));
}
