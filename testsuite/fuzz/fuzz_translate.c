/*
 * fuzz_translate.c - libFuzzer target for passes 1 to 3: any bytes as a
 * script; pass 2 runs when pass 1 accepts it, and C is generated for
 * whatever pass 2 accepts.  A crash, hang or sanitizer report is a bug.
 * It links the translator library alone (compiler/common and
 * compiler/translator) and uses only translator.h.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "translator.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The preprocessor's target kernel: the x86 guest's. */
static char *fuzz_config(const void *ctx, const char *option)
{
	(void)ctx;
	return !strcmp(option, "CONFIG_SMP") || !strcmp(option, "CONFIG_X86_64") ?
	       xstrdup("y") : NULL;
}

static const struct tr_target fuzz_kernel = {
	.release = "6.1.0-56-amd64", .arch = "x86_64", .config = fuzz_config,
};

static const struct tr_target *fuzz_target(void *ctx)
{
	(void)ctx;
	return &fuzz_kernel;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	/* Diagnostics are expected by the thousand: count, do not print. */
	diag_silent = !getenv("FUZZ_VERBOSE");
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tr_options opt = { 0 };
	struct program *prog;
	struct source *src;
	struct tr_output c;
	char *text;

	if (size > 65536)
		return 0;
	text = xmalloc(size + 1);
	memcpy(text, data, size);
	text[size] = '\0';
	src = source_adopt(xstrdup("fuzz.pp"), text, size, false);
	prog = tr_program_new();
	diag_errors = 0;
	opt.target_later = true;
	opt.nscript_args = 2;
	opt.script_args[1] = "42";
	opt.script_args[2] = "text";
	opt.target = fuzz_target;
	if (!tr_parse(prog, src, &opt) || !tr_load_tapsets(prog, &opt) || !tr_elaborate(prog, &opt))
		return 0;
	tr_generate(prog, &opt, &c);
	free(c.script_c);
	free(c.runtime_c);
	return 0;
}
