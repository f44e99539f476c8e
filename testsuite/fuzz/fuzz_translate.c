/*
 * fuzz_translate.c - libFuzzer target for passes 1 to 3: any bytes as a
 * script; pass 2 runs when pass 1 accepts it, and C is generated for
 * whatever pass 2 accepts.  A crash, hang or sanitizer report is a bug.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pmprobe.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

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
	struct script_options opt = { 0 };
	struct program prog = { 0 };
	struct source *src;
	char *c;
	bool split;

	if (size > 65536)
		return 0;
	src = xcalloc(1, sizeof(*src));
	src->path = xstrdup("fuzz.pp");
	src->text = xmalloc(size + 1);
	memcpy(src->text, data, size);
	src->text[size] = '\0';
	src->len = size;
	prog.main_src = src;
	diag_errors = 0;
	opt.last_pass = 3;
	opt.nscript_args = 2;
	opt.script_args[1] = "42";
	opt.script_args[2] = "text";
	if (!parse_source(src, &prog) || diag_errors)
		return 0;
	if (!tapset_load(&prog, NULL, 0) || diag_errors)
		return 0;
	if (!elaborate(&prog, &opt))
		return 0;
	c = generate_c_text(&prog, &opt, &split);
	free(c);
	return 0;
}
