/*
 * fuzz_kcmd.c - Kbuild's recorded commands (kbuild/kcmd.c, prebuild.c):
 * any bytes as a .cmd file, its command split into argument vectors
 * without a shell, and each argument's paths found as the trust check
 * finds them; and the same bytes as a cached recording of the early
 * compile (prebuild_load, checked against a kernel build that is not
 * there, so that nothing it names runs).
 */
#include "fuzz_util.h"
#include "kbuild.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_quiet();
	return 0;
}

static void check_args(const struct vec *cmds)
{
	size_t i, j, k;

	for (i = 0; i < cmds->len; i++) {
		const struct vec *argv = VEC_AT(*cmds, i);

		if (!argv->len)
			abort();   /* kcmd_split makes no empty command */
		for (j = 0; j < argv->len; j++) {
			struct vec paths = { 0 };
			char *why = kcmd_argument_paths(VEC_AT(*argv, j), &paths);

			for (k = 0; k < paths.len; k++)
				if (((char *)VEC_AT(paths, k))[0] != '/')
					abort();   /* a path found is absolute */
			vec_free_strings(&paths);
			free(why);
		}
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fuzz_string(data, size), *cmd, *why = NULL;
	struct prebuild_cmd *pc;
	struct vec cmds = { 0 };

	if (size > 65536) {
		free(text);
		return 0;
	}
	cmd = kcmd_parse(text);
	if (cmd) {
		if (strchr(cmd, '\n'))
			abort();   /* a command is one line */
		if (kcmd_split(cmd, &cmds))
			check_args(&cmds);
		kcmd_free(&cmds);
		free(cmd);
	}
	if (kcmd_split(text, &cmds))
		check_args(&cmds);
	kcmd_free(&cmds);
	pc = prebuild_load(text, "/nonexistent/pmprobe-fuzz-kbuild", &why);
	if (!pc && !why)
		abort();           /* a refusal always says why */
	prebuild_free(pc);
	free(why);
	free(text);
	return 0;
}
