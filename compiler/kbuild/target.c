/*
 * target.c - the kernel a module is built for: its release and Kbuild
 * directory (-r RELEASE|DIR, else the running kernel, else the newest
 * installed headers of this machine's architecture), its architecture
 * (from its own .config) and, when that is not this machine's, the cross
 * compiler Kbuild needs.  The build directory must pass the trust rule:
 * Kbuild runs its makefiles.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "kbuild.h"

/* The architectures pmprobe builds for: the .config option that says
 * it, Kbuild's ARCH, uname's machine, the GNU cross prefix, and the
 * package of that cross compiler (for the message when it is missing). */
static const struct arch {
	const char *config;
	const char *arch;
	const char *machine;
	const char *cross;
	const char *package;
} arches[] = {
	{ "CONFIG_X86_64", "x86", "x86_64", "x86_64-linux-gnu-", "gcc-%ld-x86-64-linux-gnu" },
	{ "CONFIG_ARM64", "arm64", "aarch64", "aarch64-linux-gnu-", "gcc-%ld-aarch64-linux-gnu" },
};

#define NARCHES (sizeof(arches) / sizeof(arches[0]))

static bool has_kbuild(const char *dir)
{
	char *mk = xasprintf("%s/Makefile", dir);
	struct stat st;
	bool ok = stat(mk, &st) == 0;

	free(mk);
	return ok;
}

char *kernel_config(const char *build, const char *option)
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

bool kernel_config_is_y(const char *build, const char *option)
{
	char *v = kernel_config(build, option);
	bool y = v && !strcmp(v, "y");

	free(v);
	return y;
}

long kernel_gcc_version(const char *build)
{
	char *v = kernel_config(build, "CONFIG_GCC_VERSION");
	long n = v ? strtol(v, NULL, 10) : 0;

	free(v);
	return n;
}

/* The architecture the kernel in BUILD is configured for, or NULL. */
static const struct arch *build_arch(const char *build)
{
	size_t i;

	for (i = 0; i < NARCHES; i++)
		if (kernel_config_is_y(build, arches[i].config))
			return &arches[i];
	return NULL;
}

static const char *host_machine(void)
{
	static struct utsname u;

	if (!u.machine[0] && uname(&u) != 0)
		return "";
	return u.machine;
}

/* The newest /lib/modules/RELEASE/build of this machine's architecture
 * (another's, installed for --vm, is never taken by default). */
static char *newest_installed(void)
{
	DIR *d = opendir("/lib/modules");
	struct dirent *de;
	char *best = NULL;

	if (!d)
		return NULL;
	while ((de = readdir(d))) {
		const struct arch *a;
		char *build;

		if (de->d_name[0] == '.')
			continue;
		build = xasprintf("/lib/modules/%s/build", de->d_name);
		a = has_kbuild(build) ? build_arch(build) : NULL;
		if (a && !strcmp(a->machine, host_machine()) &&
		    (!best || strverscmp(de->d_name, best) > 0)) {
			free(best);
			best = xstrdup(de->d_name);
		}
		free(build);
	}
	closedir(d);
	return best;
}

/* Kbuild runs the kernel build's makefiles: no one but you or root may
 * change them. */
static bool trusted_kernel_build(const char *build)
{
	char *why = NULL, *mk = xasprintf("%s/Makefile", build);
	int fd = trust_open_dir(build, TRUST_SYSTEM, false, &why);

	if (fd >= 0) {
		close(fd);
		fd = trust_open_file(mk, TRUST_SYSTEM, &why);
	}
	if (fd >= 0)
		close(fd);
	else
		error_plain("not building against %s: %s; Kbuild runs its makefiles, so no one but you or root may change them",
			    build, why);
	free(why);
	free(mk);
	return fd >= 0;
}

/* -r DIR: a build directory of the user's. */
static bool find_build_dir(const char *dir, char **release, char **build)
{
	char *why;

	if (!has_kbuild(dir)) {
		fprintf(stderr, "pmprobe: -r %s: not a kernel build directory (no Makefile there)\n", dir);
		return false;
	}
	*release = kernel_dir_release(dir, &why);
	if (!*release) {
		fprintf(stderr, "pmprobe: -r %s: %s\n", dir, why);
		free(why);
		return false;
	}
	*build = xstrdup(dir);
	return true;
}

/* -r RELEASE, else the running kernel's headers, else the newest. */
static bool find_release(const char *want, char **release, char **build)
{
	struct utsname u;
	char *rel = want ? xstrdup(want) : uname(&u) == 0 ? xstrdup(u.release) : xstrdup("");
	char *dir = xasprintf("/lib/modules/%s/build", rel);

	if (!has_kbuild(dir)) {
		if (want) {
			fprintf(stderr, "pmprobe: no headers for kernel %s: /lib/modules/%s/build is missing (install linux-headers-%s)\n",
				rel, rel, rel);
			return false;
		}
		free(rel);
		free(dir);
		rel = newest_installed();
		if (!rel) {
			fprintf(stderr, "pmprobe: no kernel headers for this machine (%s) found in /lib/modules/*/build (install linux-headers-amd64)\n",
				host_machine());
			return false;
		}
		dir = xasprintf("/lib/modules/%s/build", rel);
	}
	*release = rel;
	*build = dir;
	return true;
}

/* The cross compiler Kbuild will run for T, when T is not this
 * machine's: CROSS_COMPILE and the kernel's GCC major. */
static bool find_cross_compiler(struct kernel_target *t, const struct arch *a)
{
	long major = kernel_gcc_version(t->build) / 10000;
	char *cc = xasprintf("%sgcc-%ld", a->cross, major), *pkg, path[4096];
	bool ok = major <= 0 || find_program(cc, path, sizeof(path)) == 0;

	if (!ok) {
		pkg = xasprintf(a->package, major);
		fprintf(stderr, "pmprobe: kernel %s is for %s: building its modules here needs the cross compiler %s (install %s)\n",
			t->release, a->machine, cc, pkg);
		free(pkg);
	}
	/* passed as CC: a kernel built here names no compiler in its
	 * Makefile as Debian's headers do, and $(CROSS_COMPILE)gcc, the
	 * kernel's default, may not be installed */
	if (ok && major > 0)
		t->cross_cc = cc;
	else
		free(cc);
	t->cross = a->cross;
	return ok;
}

bool running_kernel_build(char **release, char **dir)
{
	struct utsname u;

	*release = xstrdup(uname(&u) == 0 ? u.release : "");
	*dir = xasprintf("/lib/modules/%s/build", *release);
	return has_kbuild(*dir);
}

const char *kernel_machine_of(const char *release)
{
	char *dir = is_kernel_dir(release) ? xstrdup(release) :
		    xasprintf("/lib/modules/%s/build", release);
	const struct arch *a = has_kbuild(dir) ? build_arch(dir) : NULL;

	free(dir);
	return a ? a->machine : NULL;
}

bool kernel_target_find(const char *release, struct kernel_target *t)
{
	const struct arch *a;
	char *dir;

	memset(t, 0, sizeof(*t));
	if (is_kernel_dir(release) ? !find_build_dir(release, &t->release, &dir) :
	    !find_release(release, &t->release, &dir))
		return false;
	t->build = realpath(dir, NULL);
	if (!t->build)
		t->build = dir;
	else
		free(dir);
	if (!trusted_kernel_build(t->build))
		return false;
	a = build_arch(t->build);
	if (!a) {
		fprintf(stderr, "pmprobe: kernel %s (%s) is configured for an architecture pmprobe does not build for (x86_64, arm64)\n",
			t->release, t->build);
		return false;
	}
	t->arch = a->arch;
	t->machine = a->machine;
	return !strcmp(a->machine, host_machine()) || find_cross_compiler(t, a);
}

/*
 * pmprobe runs as root, and Kbuild runs what PATH and CROSS_COMPILE name:
 * under sudo -E or an env_keep, those can be another user's.  The trust
 * rule that QEMU gets (found in PATH, it must be yours or root's and
 * writable by no one else) holds for make and for every tool Kbuild's
 * Makefile names with the CROSS_COMPILE prefix.  One that is not there
 * is left to Kbuild to miss.
 */
bool kernel_tools_trusted(struct kernel_target *t)
{
	static const char *const tools[] = {
		"gcc", "ld", "ar", "nm", "objcopy", "objdump", "readelf", "strip",
	};
	const char *prefix = t->cross ? t->cross : getenv("CROSS_COMPILE");
	char path[4096], *why = NULL, *name = NULL;
	size_t i;

	if (trust_find_program("make", path, sizeof(path), &why) != 0) {
		if (!why) {
			error_plain("pass 4 runs make, which is not installed (apt-get install make)");
			return false;
		}
		goto refused;
	}
	free(t->make);
	t->make = xstrdup(path);
	for (i = 0; i <= sizeof(tools) / sizeof(tools[0]); i++) {
		free(name);
		name = i == sizeof(tools) / sizeof(tools[0]) ?
			(t->cross_cc ? xstrdup(t->cross_cc) : NULL) :
			xasprintf("%s%s", prefix ? prefix : "", tools[i]);
		if (name && trust_find_program(name, path, sizeof(path), &why) != 0 && why)
			goto refused;
	}
	free(name);
	return true;
refused:
	free(name);
	error_plain("not running Kbuild: %s; no one but you or root may change a program pmprobe runs (found through PATH or CROSS_COMPILE)",
		    why);
	free(why);
	return false;
}
