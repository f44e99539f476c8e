/*
 * translator.c - the translator's public face (translator.h): each entry
 * point is one pass, or one output of a pass, over the internal one.
 */
#include <stdlib.h>

#include "internal.h"

struct program *tr_program_new(void)
{
	return xcalloc(1, sizeof(struct program));
}

bool tr_parse(struct program *prog, struct source *src, const struct tr_options *opt)
{
	prog->main_src = src;
	prog->opt = opt;
	if (foreign_spellings(src))
		return false;
	return parse_source(src, prog) && !diag_errors;
}

void tr_print_program(FILE *f, const struct program *prog)
{
	print_program(f, prog, false);
}

bool tr_load_tapsets(struct program *prog, const struct tr_options *opt)
{
	prog->opt = opt;
	return tapset_load(prog, (const char *const *)opt->tapset_dirs.items,
			   (int)opt->tapset_dirs.len) && !diag_errors;
}

bool tr_elaborate(struct program *prog, const struct tr_options *opt)
{
	/* after -p1, which prints the script as written */
	if (!add_snapshot_probe(prog, opt))
		return false;
	return elaborate(prog, opt);
}

void tr_print_elaborated(FILE *f, const struct program *prog)
{
	print_elaborated(f, prog);
}

unsigned tr_script_args_used(void)
{
	return script_args_used;
}

void tr_generate(const struct program *prog, const struct tr_options *opt,
		 struct tr_output *out)
{
	out->script_c = generate_c_text(prog, opt, &out->split);
	out->runtime_c = generate_runtime_c_text(opt, prog);
	out->user_c = opt->guru || opt->tapset_dirs.len;
}

bool tr_check_defines(const struct tr_options *opt)
{
	return check_defines(opt);
}

int tr_list_points(const char *pattern, bool long_form, const struct tr_options *opt)
{
	return list_points(pattern, long_form, opt);
}

const char *tr_tapset_dir(void)
{
	return tapset_default_dir();
}

const char *tr_runtime_dir(void)
{
	return runtime_default_dir();
}
