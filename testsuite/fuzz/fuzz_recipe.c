/*
 * fuzz_recipe.c - the link recipe pass 4 keeps in its cache
 * (kbuild/fastlink.c): any bytes as the recipe, parsed and checked as
 * fastlink_load does, against the kernel build of $FUZZ_KBUILD (else the
 * newest installed one, else none), so that its programs and paths are
 * looked up and checked; nothing it names is run.
 */
#include <dirent.h>

#include "fuzz_util.h"
#include "kbuild.h"

static char kbuild[4096] = "/nonexistent/pmprobe-fuzz-kbuild";

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *k = getenv("FUZZ_KBUILD");
	struct dirent *de;
	DIR *d;

	(void)argc;
	(void)argv;
	fuzz_quiet();
	if (k) {
		snprintf(kbuild, sizeof(kbuild), "%s", k);
	} else if ((d = opendir("/lib/modules"))) {
		while ((de = readdir(d)))
			if (de->d_name[0] != '.')
				snprintf(kbuild, sizeof(kbuild), "/lib/modules/%s/build", de->d_name);
		closedir(d);
	}
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text, *why = NULL;
	struct fastlink *fl;

	if (size > 65536 || memchr(data, '\0', size))
		return 0;  /* fastlink_load refuses a NUL before parsing */
	text = fuzz_string(data, size);
	fl = fastlink_parse(text, kbuild, &why);
	if (!fl && !why)
		abort();           /* a refusal always says why */
	fastlink_free(fl);        /* TEXT is FL's, or was freed with it */
	free(why);
	return 0;
}
