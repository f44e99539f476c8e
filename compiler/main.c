/*
 * main.c - the driver: reads the command line (options.c), then runs the
 * passes in order -- parse and elaborate the script (the translator),
 * translate it to C, build the module (kbuild/), run it here (loader/) or
 * in a QEMU guest (sandbox/) -- stopping after -p N.  It decides, and the
 * layers do.  Exit status: 0 success, 1 the script failed, 2 usage error.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "guest_dump.h"
#include "options.h"

static void pass_time(const struct options *o, int pass, const char *what, double start)
{
	if (o->verbose)
		fprintf(stderr, "Pass %d: %s in %.0f ms\n", pass, what, now_ms() - start);
}

/* The script: -e TEXT, which names a file when it has no whitespace and
 * the file exists, or SCRIPT_FILE (which must pass the trust rule). */
static struct source *load_script(struct options *o)
{
	struct source *src;
	char *why = NULL;
	struct stat st;

	if (o->script_text) {
		if (!strpbrk(o->script_text, " \t\n") &&
		    stat(o->script_text, &st) == 0 && S_ISREG(st.st_mode))
			o->script_file = o->script_text;
		else
			return source_from_text("<input>", o->script_text);
	}
	if (access(o->script_file, R_OK) != 0) {
		fprintf(stderr, "pmprobe: cannot read script '%s': %s\n",
			o->script_file, strerror(errno));
		exit(1);
	}
	src = source_load(o->script_file, false, &why);
	if (!src) {
		error_plain("not reading the script %s; a script becomes kernel code, so no one but you or root may change it",
			    why);
		exit(1);
	}
	return src;
}

/* Arguments after the script that it never reads are most often options
 * given too late ("pmprobe s.pp 5 -T 3": options end at the script, as
 * in stap), which would otherwise be silently ignored. */
static void warn_unused_script_args(const struct tr_options *tr)
{
	for (int i = 1; i <= tr->nscript_args; i++) {
		const char *a = tr->script_args[i];

		if (tr_script_args_used() & (1u << i))
			continue;
		warning_plain("script argument %d ('%s') is not used by the script%s",
			      i, a, a[0] == '-' && a[1] ? ": options go before the script (pmprobe [OPTIONS] SCRIPT [ARG...])" : "");
	}
}

static char *target_config(const void *build, const char *option)
{
	return kernel_config(build, option);
}

/* The target kernel for the preprocessor's conditions: the one pass 4
 * builds for (kbuild/target.c), found once; NULL after saying why not. */
static const struct tr_target *preprocessor_target(void *ctx)
{
	static struct kernel_target k;
	static struct tr_target t;
	static bool tried;
	const struct options *o = ctx;

	if (!tried && kernel_target_find(o->build.release, &k))
		t = (struct tr_target){
			.release = k.release, .config = target_config, .ctx = k.build,
			.arch = !strcmp(k.machine, "aarch64") ? "arm64" : k.machine,
		};
	tried = true;
	return t.release ? &t : NULL;
}

/* Passes 1 and 2; false when the script has errors or -p1/-p2 ends here
 * (*RC says which). */
static bool parse_and_elaborate(struct options *o, struct program *prog, int *rc)
{
	double t = now_ms();

	*rc = 1;
	o->tr.target = preprocessor_target;
	o->tr.target_ctx = o;
	if (!tr_parse(prog, load_script(o), &o->tr))
		return false;
	if (o->last_pass == 1) {
		tr_print_program(stdout, prog);
		pass_time(o, 1, "parsed", t);
		*rc = 0;
		return false;
	}
	if (!tr_load_tapsets(prog, &o->tr))
		return false;
	pass_time(o, 1, "parsed", t);
	t = now_ms();
	if (!tr_elaborate(prog, &o->tr))
		return false;
	warn_unused_script_args(&o->tr);
	pass_time(o, 2, "elaborated", t);
	if (o->last_pass == 2) {
		tr_print_elaborated(stdout, prog);
		*rc = 0;
		return false;
	}
	return true;
}

/* Passes 3 and 4: the C, then the module (or the cache's). */
static int translate_and_build(const struct options *o, struct program *prog,
			       struct build_result *build)
{
	struct tr_output c;
	struct build_input in;
	double t = now_ms();

	tr_generate(prog, &o->tr, &c);
	pass_time(o, 3, "translated to C", t);
	in = (struct build_input){
		.script_c = c.script_c, .part2_c = tr_part2_c, .split = c.split,
		.runtime_c = c.runtime_c, .user_c = c.user_c,
		.runtime_dir = tr_runtime_dir(), .tapset_dir = tr_tapset_dir(),
	};
	return build_module(&in, &o->build, build);
}

/* Pass 5, here or in a guest; RELEASE is the kernel the module was just
 * built for, or NULL (--run: the module's own). */
static int run_pass5(const char *ko, const struct options *o, const char *release)
{
	double t = now_ms();
	char *own = NULL;
	int rc;

	if (!o->vm.enabled) {
		rc = run_module(ko, &o->run);
	} else {
		if (!release)
			release = own = module_release_of(ko);
		rc = release ? run_in_vm(ko, release, &o->run, &o->vm) : 1;
	}
	free(own);
	pass_time(o, 5, "ran", t);
	return rc;
}

/*
 * Pass 5 here needs a kernel that can load modules and, without -r, the
 * running kernel's build directory (else pass 4 would build for another
 * installed kernel, whose module this one refuses): said in one line
 * before building, with the way out.
 */
static bool can_run_here(const struct options *o)
{
	const char *no_load = module_loading_problem();
	char *release, *dir, *why = NULL;
	bool build = running_kernel_build(&release, &dir) || o->build.release, ok;

	if (no_load && !build)
		why = xasprintf("%s, and %s is missing", no_load, dir);
	else if (no_load)
		why = xstrdup(no_load);
	else if (!build)
		why = xasprintf("%s is missing (install linux-headers-%s)", dir, release);
	if (why)
		fprintf(stderr, "pmprobe: this kernel (%s) cannot run a module built here: %s; run the script in a QEMU guest with --vm (or build it for another kernel with -p4 -r RELEASE)\n",
			release, why);
	ok = !why;
	free(why);
	free(release);
	free(dir);
	return ok;
}

/*
 * What the translator reads of a kernel that is not running here: its
 * tracepoint formats (-r, --vm), and with --vm its PMUs (the guest is
 * then where the module runs; with -r alone the machine that will load
 * the module is unknown, and its loader resolves PMU names).  Only that
 * kernel can say: a guest booted from it lists both, once per build,
 * kept in pmprobe's cache (guest-RELEASE-MACHINE-BUILD/formats and
 * pmus).  With --sysfs-root both come from a fake tree.
 */
static struct options *target_opts;
static struct tp_source tp_src;
static struct pmu_source pmu_src;

/* The cache entry of kernel K's dump: per release and architecture (the
 * debug kernels of two architectures share a release name), and per
 * build: the size and time of its Module.symvers, which a rebuild of the
 * same release rewrites (12 hex digits of their hash). */
static char *target_entry(const struct kernel_target *k)
{
	char *symvers = xasprintf("%s/Module.symvers", k->build), *stamp, hex[65];
	struct sha256 h;
	struct stat st;

	stamp = stat(symvers, &st) ? xstrdup("none") :
		xasprintf("%lld %lld.%09ld", (long long)st.st_size, (long long)st.st_mtim.tv_sec,
			  st.st_mtim.tv_nsec);
	sha256_init(&h);
	sha256_update(&h, stamp, strlen(stamp));
	sha256_hex(&h, hex);
	free(stamp);
	free(symvers);
	return xasprintf("guest-%s-%s-%.12s", k->release, k->machine, hex);
}

/* A guest's dump's parts into the cache entry ENTRY (the BTF's and the
 * function names' taken off the end of PMUS). */
static void store_dump(struct cache *c, const char *entry, const char *formats, char *pmus)
{
	char *btf, *why, *names;
	size_t len;

	if (dump_take_btf(pmus, &btf, &len, &why))
		cache_store_data(c, entry, "btf", btf, len, 0600);
	else if (why)
		fprintf(stderr, "pmprobe: the guest's BTF is not kept: %s\n", why);
	free(btf);
	free(why);
	names = dump_take_ksyms(pmus);

	cache_store_data(c, entry, "formats", formats, strlen(formats), 0600);
	cache_store_data(c, entry, "pmus", pmus, strlen(pmus), 0600);
	if (names)
		cache_store_data(c, entry, "ksyms", names, strlen(names), 0600);
	free(names);
}

static void fetch_target(void)
{
	struct options *o = target_opts;
	char *entry, *text = NULL, *pmus = NULL, *dump, *why;
	struct kernel_target k;
	struct cache c;
	size_t len;

	tp_src.fetched = pmu_src.fetched = true;
	if (!kernel_target_find(o->build.release, &k))
		return;
	entry = target_entry(&k);
	cache_open(&c, false);
	if (!cache_read(&c, entry, "formats", &text, &len) || !dump_part_ok(text, false) ||
	    !cache_read(&c, entry, "pmus", &pmus, &len) || !dump_part_ok(pmus, true)) {
		free(text);
		free(pmus);
		text = pmus = NULL;
		fprintf(stderr, "pmprobe: reading the tracepoint formats and PMUs of kernel %s in a guest booted from it (once: pmprobe's cache keeps them)\n",
			k.release);
		dump = target_dump_in_vm(k.release, &o->vm, &len);
		if (dump && dump_split(dump, len, &text, &pmus, &why)) {
			store_dump(&c, entry, text, pmus);
		} else if (dump) {
			fprintf(stderr, "pmprobe: the guest of kernel %s did not list its tracepoint formats and PMUs as pmprobe does: %s\n",
				k.release, why);
			free(why);
		}
		free(dump);
	}
	cache_close(&c);
	free(entry);
	tp_src.dump = text;
	tp_src.what = text ? xasprintf("kernel %s", k.release) :
		xasprintf("kernel %s, whose formats could not be listed (see above)", k.release);
	pmu_src.dump = pmus;
	pmu_src.what = xasprintf("kernel %s in its guest", k.release);
}

/* The target kernel's PMUs from the cache alone, where an earlier guest
 * left them: pass 2 then refuses what they cannot count (a hardware
 * event in the x86 guest, which has no CPU PMU) before any guest boots. */
static bool cached_target_pmus(struct pmu_source *src)
{
	struct kernel_target k;
	char *entry, *pmus = NULL;
	struct cache c;
	size_t len;
	bool ok;

	if (!kernel_target_find(target_opts->build.release, &k))
		return false;
	entry = target_entry(&k);
	cache_open(&c, false);
	ok = cache_read(&c, entry, "pmus", &pmus, &len) && dump_part_ok(pmus, true);
	cache_close(&c);
	free(entry);
	if (!ok) {
		free(pmus);
		return false;
	}
	src->dump = pmus;
	src->what = xasprintf("kernel %s in its guest", k.release);
	return true;
}

static void fetch_target_formats(struct tp_source *src)
{
	(void)src;
	if (!pmu_src.fetched)
		fetch_target();
}

static void fetch_target_pmus(struct pmu_source *src)
{
	(void)src;
	if (!tp_src.fetched)
		fetch_target();
}

static struct tp_source *translate_tracepoints(struct options *o, bool here)
{
	if (o->sysfs_root) {
		tp_src.dir = tp_tracefs_dir(o->sysfs_root);
		tp_src.what = "the --sysfs-root tree";
	} else if (here) {
		tp_src.dir = tp_tracefs_dir("");
		tp_src.what = tp_src.dir ? "this kernel" :
			"this kernel (no tracefs with events/ at /sys/kernel/tracing)";
	} else {
		target_opts = o;
		tp_src.fetch = fetch_target_formats;
	}
	return &tp_src;
}

/*
 * The target kernel's function symbols (kernel.function's names and
 * wildcards): /proc/kallsyms for the running kernel; for -r and --vm the
 * System.map its build left (-r DIR's, or /boot/System.map-RELEASE): a
 * guest's dump carries no symbols; under --sysfs-root the tree's
 * proc/kallsyms.
 */
static struct ksym_source ksym_src;

/* The text of System.map MAP when it lists functions (Debian's
 * /boot/System.map-* is a one-line stub), else NULL. */
static char *real_system_map(const char *map)
{
	char *text = NULL, *why;
	size_t len;
	int fd;

	if (access(map, F_OK))
		return NULL;
	fd = trust_open_file(map, TRUST_SYSTEM, &why);
	if (fd < 0) {
		fprintf(stderr, "pmprobe: not reading %s: %s\n", map, why);
		free(why);
		return NULL;
	}
	if (!read_fd(fd, &text, &len) || !strstr(text, " T ")) {
		free(text);
		text = NULL;
	}
	close(fd);
	return text;
}

static void fetch_target_ksyms(struct ksym_source *src)
{
	char *maps[2], *dump, *formats, *pmus, *why;
	struct kernel_target k;
	struct cache c;
	size_t len;
	int i;

	if (!kernel_target_find(target_opts->build.release, &k)) {
		src->missing = "the target kernel was not found";
		return;
	}
	maps[0] = xasprintf("%s/System.map", k.build);
	maps[1] = xasprintf("/boot/System.map-%s", k.release);
	for (i = 0; i < 2 && !src->text; i++) {
		src->text = real_system_map(maps[i]);
		if (src->text)
			src->what = xasprintf("kernel %s (%s)", k.release, maps[i]);
	}
	free(maps[0]);
	free(maps[1]);
	if (src->text)
		return;
	/* no System.map: the names a guest booted from it listed */
	src->what = xasprintf("kernel %s (the functions a guest of it listed)", k.release);
	cache_open(&c, false);
	dump = target_entry(&k);
	if (!cache_read(&c, dump, "ksyms", &src->text, &len)) {
		char *entry = dump;

		fprintf(stderr, "pmprobe: reading the function names of kernel %s in a guest booted from it (once: pmprobe's cache keeps them)\n",
			k.release);
		dump = target_dump_in_vm(k.release, &target_opts->vm, &len);
		if (dump && dump_split(dump, len, &formats, &pmus, &why)) {
			store_dump(&c, entry, formats, pmus);
			cache_read(&c, entry, "ksyms", &src->text, &len);
			free(formats);
			free(pmus);
		} else if (dump) {
			free(why);
		}
		free(entry);
	}
	free(dump);
	cache_close(&c);
	if (!src->text)
		src->missing = xasprintf("it has no real System.map here, and a guest of it did not list its functions");
}

/*
 * The target kernel's BTF (a kernel function's parameters): the running
 * kernel's /sys/kernel/btf; for -r and --vm what a guest booted from the
 * target kernel listed (its /sys/kernel/btf/vmlinux), kept in the cache
 * with the rest of its dump; under --sysfs-root the tree's
 * sys/kernel/btf.
 */
static struct btf_source btf_src;

static void fetch_target_btf(struct btf_source *src)
{
	char *entry, *dump, *formats, *pmus, *why;
	struct kernel_target k;
	struct cache c;
	size_t len;

	if (!kernel_target_find(target_opts->build.release, &k)) {
		src->missing = "the target kernel was not found";
		return;
	}
	src->what = xasprintf("kernel %s", k.release);
	cache_open(&c, false);
	entry = target_entry(&k);
	if (!cache_read(&c, entry, "btf", &src->data, &src->len)) {
		fprintf(stderr, "pmprobe: reading the BTF of kernel %s in a guest booted from it (once: pmprobe's cache keeps it)\n",
			k.release);
		dump = target_dump_in_vm(k.release, &target_opts->vm, &len);
		if (dump && dump_split(dump, len, &formats, &pmus, &why)) {
			store_dump(&c, entry, formats, pmus);
			cache_read(&c, entry, "btf", &src->data, &src->len);
			free(formats);
			free(pmus);
		} else if (dump) {
			free(why);
		}
		free(dump);
	}
	cache_close(&c);
	free(entry);
	if (src->data && !src->len) {
		free(src->data);
		src->data = NULL;
		src->missing = xasprintf("a guest of kernel %s has no /sys/kernel/btf/vmlinux (the kernel was built without CONFIG_DEBUG_INFO_BTF)",
					 k.release);
	} else if (!src->data) {
		src->missing = xasprintf("a guest of kernel %s did not list its BTF", k.release);
	}
}

static struct btf_source *translate_btf(struct options *o, bool here)
{
	if (o->sysfs_root) {
		btf_src.path = xasprintf("%s/sys/kernel/btf", o->sysfs_root);
		btf_src.what = "the --sysfs-root tree's kernel (sys/kernel/btf/vmlinux)";
	} else if (here) {
		btf_src.path = "/sys/kernel/btf";
		btf_src.what = "this kernel (/sys/kernel/btf/vmlinux)";
	} else {
		target_opts = o;
		btf_src.fetch = fetch_target_btf;
	}
	return &btf_src;
}

static struct ksym_source *translate_ksyms(struct options *o, bool here)
{
	if (o->sysfs_root) {
		ksym_src.path = xasprintf("%s/proc/kallsyms", o->sysfs_root);
		ksym_src.what = "the --sysfs-root tree's kernel (proc/kallsyms)";
		ksym_src.kallsyms = true;
	} else if (here) {
		ksym_src.path = "/proc/kallsyms";
		ksym_src.what = "this kernel (/proc/kallsyms)";
		ksym_src.kallsyms = true;
	} else {
		target_opts = o;
		ksym_src.fetch = fetch_target_ksyms;
	}
	return &ksym_src;
}

static struct pmu_source *translate_pmus(struct options *o, bool here)
{
	if (o->sysfs_root || here) {
		pmu_src.root = o->sysfs_root ? o->sysfs_root : "";
		return &pmu_src;
	}
	if (!o->vm.enabled)
		return NULL;
	target_opts = o;
	pmu_src.fetch = fetch_target_pmus;
	pmu_src.cached = cached_target_pmus;
	return &pmu_src;
}

static int run_script(struct options *o)
{
	struct build_result build = { 0 };
	struct program *prog;
	int rc;

	/* What pass 2 may refuse for another architecture's kernel. */
	if (o->build.release)
		o->tr.target_machine = kernel_machine_of(o->build.release);
	/* sysfs PMU names are resolved at load time, and here too when the
	 * PMUs of the machine that loads it can be read (translate_pmus). */
	o->tr.pmus = translate_pmus(o, !o->build.release && !o->vm.enabled);
	o->tr.pfm_here = !o->build.release && !o->vm.enabled;
	o->tr.tracepoints = translate_tracepoints(o, !o->build.release && !o->vm.enabled);
	o->tr.ksyms = translate_ksyms(o, !o->build.release && !o->vm.enabled);
	o->tr.file_map = &o->vm.files;
	o->tr.btf = translate_btf(o, !o->build.release && !o->vm.enabled);
	prog = tr_program_new();
	if (!parse_and_elaborate(o, prog, &rc))
		return rc;
	if (o->last_pass == 5 && !o->vm.enabled && !can_run_here(o))
		return 1;
	rc = translate_and_build(o, prog, &build);
	if (rc)
		return rc;
	if (o->last_pass == 3) {
		printf("%s\n", build.c_path);
		return 0;
	}
	if (o->last_pass == 4) {
		printf("%s\n", build.ko_path);
		/* A module built without the cache lives in the build dir. */
		if (strncmp(build.ko_path, build.build_dir, strlen(build.build_dir)))
			build_cleanup(&build, o->build.keep);
		return 0;
	}
	rc = run_pass5(build.ko_path, o, build.target.release);
	build_cleanup(&build, o->build.keep);
	return rc;
}

/* Why -l cannot open its events to check them (NULL: it can): the
 * listed PMUs are a fake tree's, or -r names a kernel that is not the
 * running one (whose names -l then shows); --vm lists in a guest, where
 * they are opened. */
static char *list_unchecked(const struct options *o)
{
	struct utsname u;
	char *rel, *why = NULL, *said;

	if (o->sysfs_root)
		return xstrdup("the PMUs listed are --sysfs-root's, not the running kernel's");
	if (!o->build.release)
		return NULL;
	rel = o->vm.kernel_dir ? kernel_dir_release(o->vm.kernel_dir, &why) : xstrdup(o->build.release);
	if (uname(&u))
		u.release[0] = '\0';
	if (rel && !strcmp(rel, u.release)) {
		free(rel);
		return NULL;
	}
	said = xasprintf("-r names %s, not the running kernel %s, whose PMUs these names are; -l --vm -r opens them in a guest of it",
			 rel ? rel : o->build.release, u.release);
	free(rel);
	free(why);
	return said;
}

int main(int argc, char **argv)
{
	struct options o = { 0 };

	parse_options(argc, argv, &o);
	if (!tr_check_defines(&o.tr))
		return 2;
	if (o.vm.enabled && o.run.target_pid) {
		fprintf(stderr, "pmprobe: -x names a process on this machine, not in the --vm guest: use -c CMD to start one there (pmprobe -h for help)\n");
		return 2;
	}
	if (o.list_pattern && o.vm.enabled) {
		/* without -r, the guest boots the kernel pass 4 would build for */
		struct kernel_target k;
		const char *rel = o.vm.kernel_dir ? NULL : o.build.release;

		if (!rel && !o.vm.kernel_dir) {
			if (!kernel_target_find(NULL, &k))
				return 1;
			rel = k.release;
		}
		return list_in_vm(o.list_pattern, o.list_long, o.tr.list_detail, tr_tapset_dir(),
				  rel, &o.vm);
	}
	if (o.list_pattern) {
		o.tr.pmus = translate_pmus(&o, true);
		o.tr.pfm_here = true;
		if (o.sysfs_root && !o.tr.list_where)
			o.tr.list_where = "this machine, with the PMU events and tracepoints of the --sysfs-root tree";
		o.tr.tracepoints = translate_tracepoints(&o, true);
		o.tr.ksyms = translate_ksyms(&o, !o.build.release);
		o.tr.file_map = &o.vm.files;
		o.tr.btf = translate_btf(&o, !o.build.release);
		o.tr.list_unchecked = list_unchecked(&o);
		o.tr.list_check = o.tr.list_unchecked ? NULL : list_check_events;
		return tr_list_points(o.list_pattern, o.list_long, &o.tr);
	}
	if (o.make_key_dir)
		return make_signing_key(o.make_key_dir);
	if (o.run_module)
		return run_pass5(o.run_module, &o, NULL);
	if (o.vm_script)
		return run_script_in_vm(o.vm_script, o.vm.kernel_dir ? NULL : o.build.release, &o.vm);
	if (o.scan_log)
		return scan_kernel_log_file(o.scan_log);
	if (o.metrics_of)
		return metrics_of_file(o.metrics_of, &o.run);
	return run_script(&o);
}
