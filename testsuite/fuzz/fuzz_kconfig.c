/*
 * fuzz_kconfig.c - what pass 4 and the sandbox read of a kernel build
 * directory (-r DIR): its .config (kbuild/target.c: the options that say
 * its architecture and compiler) and its release
 * (include/generated/utsrelease.h, include/config/kernel.release:
 * common/kernel_dir.c).  The input is written as each of the three files
 * of a private directory in turn; a release that is read must be one
 * (release_name_ok), as it names files and cache entries.
 */
#include <sys/stat.h>

#include "fuzz_util.h"
#include "kbuild.h"

static char dir[] = "/tmp/pmprobe-fuzz-kconfig.XXXXXX";

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	char *p;

	(void)argc;
	(void)argv;
	fuzz_quiet();
	if (!mkdtemp(dir))
		abort();
	p = xasprintf("%s/include/generated", dir);
	if (mkdir(xasprintf("%s/include", dir), 0700) || mkdir(p, 0700) ||
	    mkdir(xasprintf("%s/include/config", dir), 0700))
		abort();
	free(p);
	return 0;
}

static void put(const char *file, const uint8_t *data, size_t size)
{
	char *path = xasprintf("%s/%s", dir, file);

	if (!write_file(path, (const char *)data, size))
		abort();
	free(path);
}

static void drop(const char *file)
{
	char *path = xasprintf("%s/%s", dir, file);

	unlink(path);
	free(path);
}

static void release(void)
{
	char *why = NULL, *rel = kernel_dir_release(dir, &why);

	if (rel && (!release_name_ok(rel) || why))
		abort();
	if (!rel && !why)
		abort();
	free(rel);
	free(why);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const options[] = {
		"CONFIG_X86_64", "CONFIG_ARM64", "CONFIG_GCC_VERSION",
		"CONFIG_DEBUG_INFO_BTF_MODULES", "CONFIG_SMP",
	};
	size_t i;

	if (size > 65536)
		return 0;
	put(".config", data, size);
	for (i = 0; i < sizeof(options) / sizeof(options[0]); i++)
		free(kernel_config(dir, options[i]));
	(void)kernel_gcc_version(dir);
	(void)kernel_config_is_y(dir, "CONFIG_X86_64");
	drop(".config");
	put("include/config/kernel.release", data, size);
	release();
	put("include/generated/utsrelease.h", data, size);
	release();
	drop("include/generated/utsrelease.h");
	drop("include/config/kernel.release");
	return 0;
}
