/*
 * codegen.c - pass 3's driver: the module's C source, written against
 * runtime/, as a sequence of named steps (the bodies, whether to split,
 * the preamble, embedded C, globals, frames, functions, probes, tables),
 * and the runtime's object with the -D limits.  The C itself comes from
 * codegen_*.c (codegen_internal.h).  Script text only ever reaches the C
 * as escaped string literals.
 */
#include <stdlib.h>
#include <string.h>

#include "codegen_internal.h"

/* ----------------------------------------------------------- -D limits */

/*
 * The -D limits, their defaults and ranges: pmp_abi.h's PMP_LIMITS, which
 * the runtime checks too.  Handlers run with a small stack (NMI context
 * on x86) and script recursion is C recursion, so MAXNESTING and
 * MAXBACKTRACE stay small.
 */
static const struct limit {
	const char *name;
	long long def, min, max;
} limits[] = {
#define PMP_LIMIT_ROW(name, def, min, max) { #name, def, min, max },
	PMP_LIMITS(PMP_LIMIT_ROW)
#undef PMP_LIMIT_ROW
};

#define NLIMITS (sizeof(limits) / sizeof(limits[0]))

/* -D NAME=VALUE: a known limit and a number in its range. */
bool check_defines(const struct tr_options *opt)
{
	size_t i, j, n = NLIMITS;
	bool ok = true;

	for (i = 0; i < opt->defines.len; i++) {
		const struct define *d = VEC_AT(opt->defines, i);
		char *end;
		long long v;

		for (j = 0; j < n; j++)
			if (!strcmp(d->name, limits[j].name))
				break;
		if (j == n) {
			struct buf known;

			buf_init(&known);
			for (j = 0; j < n; j++)
				if (strncmp(limits[j].name, "FAIL_", 5) && strncmp(limits[j].name, "CHECK_", 6))
					buf_printf(&known, "%s%s", known.len ? " " : "", limits[j].name);
			fprintf(stderr, "pmprobe: unknown limit -D %s (known: %s) (pmprobe -h for help)\n",
				d->name, known.data);
			buf_free(&known);
			ok = false;
			continue;
		}
		/* Out of range saturates, and fails the range check too. */
		v = strtoll(d->value, &end, 0);
		if (d->value[0] < '0' || d->value[0] > '9' || *end ||
		    v < limits[j].min || v > limits[j].max) {
			fprintf(stderr, "pmprobe: -D %s=%s: %s must be a number from %lld to %lld (pmprobe -h for help)\n",
				d->name, d->value, d->name, limits[j].min, limits[j].max);
			ok = false;
		}
	}
	return ok;
}

/* Limit NAME's value: the last -D NAME=, else its default. */
static long define_value(const struct tr_options *opt, const char *name)
{
	long v = 0;
	size_t i;

	for (i = 0; i < NLIMITS; i++)
		if (!strcmp(limits[i].name, name))
			v = (long)limits[i].def;
	for (i = 0; i < opt->defines.len; i++) {
		const struct define *d = VEC_AT(opt->defines, i);

		if (!strcmp(d->name, name))
			v = strtol(d->value, NULL, 0);
	}
	return v;
}

/* MAXNESTING without -D: SystemTap's default, the deepest chain of calls
 * when none can recurse (DEPTH, nesting.c), else 10; at most the limit's
 * maximum (pmp_abi.h), where a deeper chain is a runtime error. */
static long nesting_value(const struct tr_options *opt, int depth)
{
	long v = define_value(opt, "MAXNESTING");
	size_t i;

	for (i = 0; i < opt->defines.len; i++)
		if (!strcmp(((const struct define *)VEC_AT(opt->defines, i))->name, "MAXNESTING"))
			return v;
	for (i = 0; i < NLIMITS; i++)
		if (!strcmp(limits[i].name, "MAXNESTING") && depth > limits[i].max)
			depth = (int)limits[i].max;
	return depth > v ? depth : v;
}

/* Whether -D gave limit NAME. */
static bool defined_by_user(const struct tr_options *opt, const char *name)
{
	size_t i;

	for (i = 0; i < opt->defines.len; i++)
		if (!strcmp(((const struct define *)VEC_AT(opt->defines, i))->name, name))
			return true;
	return false;
}

/*
 * MAXSTRINGLEN without -D: the limit's default, or STACK_MAXSTRINGLEN for
 * a script that calls backtrace(), backtrace_folded() or a user-space one
 * (ubacktrace(), ubacktrace_folded(), uk_backtrace_folded()): a kernel stack of
 * MAXBACKTRACE frames, folded, is 300 to 900 bytes (a 256-byte string cut
 * 48 of 792 stacks of a find / profile).  Strings that do not fit are
 * still cut, counted and reported at exit (pmp_string.c, report.c).
 */
#define STACK_MAXSTRINGLEN 1024
long stringlen_value(const struct tr_options *opt, const struct program *prog)
{
	long v = define_value(opt, "MAXSTRINGLEN");
	size_t i;

	if (defined_by_user(opt, "MAXSTRINGLEN") || !prog)
		return v;
	for (i = 0; i < prog->used_functions.len; i++) {
		const struct function *f = VEC_AT(prog->used_functions, i);

		if (f->from_tapset && (!strcmp(f->name, "backtrace") ||
				       !strcmp(f->name, "backtrace_folded") ||
				       !strcmp(f->name, "ubacktrace") ||
				       !strcmp(f->name, "ubacktrace_folded") ||
				       !strcmp(f->name, "uk_backtrace_folded")))
			return v > STACK_MAXSTRINGLEN ? v : STACK_MAXSTRINGLEN;
	}
	return v;
}

/* The -D limits, as the runtime's and the script's objects both see them:
 * the defaults of MAXNESTING and MAXSTRINGLEN depend on PROG. */
static void put_defines(struct buf *out, const struct tr_options *opt,
			const struct program *prog)
{
	size_t i;

	for (i = 0; i < NLIMITS; i++) {
		long v = define_value(opt, limits[i].name);

		if (!strcmp(limits[i].name, "MAXNESTING"))
			v = nesting_value(opt, call_depth_needed(prog));
		else if (!strcmp(limits[i].name, "MAXSTRINGLEN"))
			v = stringlen_value(opt, prog);
		buf_printf(out, "#define PMP_%s %ld\n", limits[i].name, v);
	}
}

/* The runtime's object: the -D limits and the runtime.  Deterministic and
 * independent of the script but for the defaults of MAXNESTING and
 * MAXSTRINGLEN, so its text
 * keys the runtime object's cache. */
char *generate_runtime_c_text(const struct tr_options *opt, const struct program *prog)
{
	struct buf out;

	buf_init(&out);
	buf_puts(&out, "// SPDX-License-Identifier: GPL-2.0\n");
	buf_printf(&out, "/* Generated by pmprobe %s; do not edit.  The runtime's object. */\n\n",
		   PMP_VERSION);
	buf_printf(&out, "#define PMP_VERSION_STRING \"%s\"\n", PMP_VERSION);
	put_defines(&out, opt, prog);
	buf_puts(&out, "#include \"pmp_runtime.c\"\n");
	return buf_steal(&out);
}

/*
 * A script whose functions and probes come to more than this many bytes of
 * C is compiled as two objects, in parallel (make -j): GCC's time grows
 * with the code, and pass 4 waits for the slowest object.  Below it, the
 * second object's fixed cost (parsing pmp_script.h and the declarations)
 * outweighs the gain.  PMPROBE_SPLIT_BYTES overrides it (for the tests).
 * docs/PERFORMANCE.md has the figures.
 */
#define SPLIT_BYTES (32 * 1024)

static size_t split_bytes(void)
{
	const char *e = getenv("PMPROBE_SPLIT_BYTES");

	return e && *e ? strtoul(e, NULL, 10) : SPLIT_BYTES;
}

/* ----------------------------------------------------- the script's C */

/* The C of a probe's body or a function's, and which part of a split
 * script holds it: 1 or 2; 0 for an embedded (tapset) function, which
 * both parts get. */
struct piece {
	struct buf text;
	int part;
};

/* The module being written: its parts, then the text they make. */
struct module {
	const struct program *prog;
	const struct tr_options *opt;
	struct cg g;
	struct rprobe **table;    /* the probes in table order */
	size_t nprobes, nfns;
	size_t tp_slots;          /* tracepoint field slots (tp_used of every probe) */
	struct piece *fns;        /* prog->used_functions' C */
	struct piece *probes;     /* table's C */
	struct buf structs;       /* the frames' structs */
	struct buf globals;       /* the globals' definitions */
	struct buf decls;         /* their declarations, when split */
	long stat_scratch;        /* the most histogram buckets of one aggregate */
	bool two;                 /* split over two objects */
	struct buf out;
};

static void module_init(struct module *m, const struct program *prog,
			const struct tr_options *opt)
{
	memset(m, 0, sizeof(*m));
	m->prog = prog;
	m->opt = opt;
	m->g.prog = prog;
	m->g.opt = opt;
	m->g.maxstringlen = stringlen_value(opt, prog);
	m->table = probe_table(prog);
	m->nprobes = prog->resolved.len;
	m->nfns = prog->used_functions.len;
	m->fns = xcalloc(m->nfns + 1, sizeof(*m->fns));
	m->probes = xcalloc(m->nprobes + 1, sizeof(*m->probes));
	buf_init(&m->structs);
	buf_init(&m->globals);
	buf_init(&m->decls);
	buf_init(&m->out);
}

static void module_free(struct module *m)
{
	size_t i;

	for (i = 0; i < m->nfns; i++)
		buf_free(&m->fns[i].text);
	for (i = 0; i < m->nprobes; i++)
		buf_free(&m->probes[i].text);
	free(m->fns);
	free(m->probes);
	buf_free(&m->structs);
	buf_free(&m->globals);
	buf_free(&m->decls);
	free(m->table);
}

/* Functions, then probes: bodies first, to know their temporaries. */
static void gen_bodies(struct module *m)
{
	size_t i;

	for (i = 0; i < m->nfns; i++) {
		struct function *f = VEC_AT(m->prog->used_functions, i);

		buf_init(&m->fns[i].text);
		if (f->embedded) {
			gen_embedded_fn(&m->fns[i].text, f);
		} else {
			gen_script_fn(&m->g, &m->structs, &m->fns[i].text, f);
			m->fns[i].part = 1;
		}
	}
	for (i = 0; i < m->nprobes; i++) {
		/* the module's tracepoint field slots, in table order */
		m->table[i]->tp_slot0 = (int)m->tp_slots;
		m->tp_slots += m->table[i]->tp_used.len;
	}
	for (i = 0; i < m->nprobes; i++) {
		buf_init(&m->probes[i].text);
		gen_probe(&m->g, &m->structs, &m->probes[i].text, m->table[i], i);
	}
}

/*
 * Whether to split, and each probe's part: each goes to the lighter
 * object, in table order.  Embedded C of the user's (-g, -I tapsets) is
 * never split: it may define state of its own that both objects would
 * then have a copy of.
 */
static void plan_split(struct module *m)
{
	size_t i, total = 0, size[3] = { 0 };

	for (i = 0; i < m->nfns; i++)
		if (m->fns[i].part)
			size[1] += m->fns[i].text.len;
	for (i = 0; i < m->nprobes; i++)
		total += m->probes[i].text.len;
	total += size[1];
	/* Part 1 also compiles the probe table and the globals' definitions:
	 * about 256 bytes of generated code per probe, in compile time. */
	size[1] += 256 * m->nprobes;
	for (i = 0; i < m->nprobes; i++) {
		m->probes[i].part = size[2] < size[1] ? 2 : 1;
		size[m->probes[i].part] += m->probes[i].text.len;
	}
	m->two = total > split_bytes() && size[2] && !m->opt->guru &&
		 !m->opt->tapset_dirs.len && !m->prog->embedded.len;
	if (!m->two)
		for (i = 0; i < m->nprobes; i++)
			m->probes[i].part = 1;
}

/* TEXT that only part 1 compiles: between "#if PMP_PART == 1" and
 * "#endif" when the script is split, else followed by AFTER. */
static void put_part1_only(struct module *m, const char *text, const char *after)
{
	if (m->two)
		buf_puts(&m->out, "#if PMP_PART == 1\n");
	buf_puts(&m->out, text);
	buf_puts(&m->out, m->two ? "#endif\n\n" : after);
}

static void put_preamble(struct module *m)
{
	struct buf *out = &m->out;
	char *decl;

	buf_puts(out, "// SPDX-License-Identifier: GPL-2.0\n");
	buf_printf(out, "/* Generated by pmprobe %s; do not edit.  The script's object: the\n"
		   " * runtime is another one (pmp__rt.c, pmp_runtime.c). */\n\n", PMP_VERSION);
	put_defines(out, m->opt, m->prog);
	buf_puts(out, "#include \"pmp_script.h\"\n");
	/* Embedded C from the user (-g, or -I tapsets) may use any kernel
	 * API: it sees every header the runtime includes.  The shipped
	 * tapset's needs only pmp_script.h. */
	if (m->opt->guru || m->opt->tapset_dirs.len)
		buf_puts(out, "#include \"pmp_kernel.h\"\n");
	if (m->two)
		buf_puts(out, "\n/* Split over two objects: this one (part 1) and pmp__s2.c, which\n"
			 " * includes this file with PMP_PART 2 for the probes marked so. */\n"
			 "#ifndef PMP_PART\n#define PMP_PART 1\n#endif\n");
	buf_printf(out, "\n#define PMP_NPROBES %zu\n", m->nprobes);
	decl = xasprintf("struct pmp_probe pmp_probes[PMP_NPROBES];\n"
			 "const int pmp_nprobes = PMP_NPROBES;\n"
			 "const bool pmp_reads_counters = %s;\n",
			 reads_counters(m->prog) ? "true" : "false");
	put_part1_only(m, decl, "\n");
	free(decl);
}

/* Top-level %{ ... %} blocks. */
static void put_embedded_blocks(struct module *m)
{
	size_t i;

	for (i = 0; i < m->prog->embedded.len; i++) {
		const struct embedded_c *e = VEC_AT(m->prog->embedded, i);
		char *w = loc_str(e->loc), *cw = c_comment_text(w);

		/* What it defines may serve only functions this script does
		 * not call, which are not emitted: not a reason to fail. */
		buf_printf(&m->out, "/* embedded C at %s */\n"
			   "#pragma GCC diagnostic push\n"
			   "#pragma GCC diagnostic ignored \"-Wunused-variable\"\n"
			   "#pragma GCC diagnostic ignored \"-Wunused-function\"\n", cw);
		put_embedded_code(&m->out, e->loc, e->code);
		buf_puts(&m->out, "#pragma GCC diagnostic pop\n\n");
		free(w);
		free(cw);
	}
}

/* The globals' definitions, or when split their declarations (part 1
 * defines them further down). */
static void put_globals(struct module *m)
{
	gen_globals(&m->g, &m->globals, m->two ? &m->decls : NULL, &m->stat_scratch);
	gen_sort_buffers(m->prog, &m->globals, m->two ? &m->decls : NULL);
	if (!m->two) {
		buf_add(&m->out, m->globals.data, m->globals.len);
		return;
	}
	buf_puts(&m->out, "/* globals, defined in part 1 */\n");
	buf_add(&m->out, m->decls.data, m->decls.len);
	buf_putc(&m->out, '\n');
}

/* The frames' structs, the unions of them and their sizes. */
static void put_frames(struct module *m)
{
	struct buf *out = &m->out;
	size_t i;

	buf_puts(out, "/* locals of each probe and function (per CPU, not on the stack) */\n");
	buf_add(out, m->structs.data, m->structs.len);
	buf_puts(out, "union pmpl_probes {\n");
	for (i = 0; i < m->nprobes; i++)
		buf_printf(out, "\tstruct pmpl_p%zu p%zu;\n", i, i);
	buf_puts(out, "\tchar pmp_unused;\n};\n\nunion pmpl_frames {\n");
	for (i = 0; i < m->nfns; i++) {
		const struct function *f = VEC_AT(m->prog->used_functions, i);

		if (!f->embedded)
			buf_printf(out, "\tstruct %s %s;\n", cname(CN_FRAME, f->name),
				   cname(CN_FRAME_MEMBER, f->name));
	}
	buf_puts(out, "\tchar pmp_unused;\n};\n\n");
	buf_puts(out, "#define PMP_LOCALS_SIZE sizeof(union pmpl_probes)\n");
	buf_puts(out, "#define PMP_FRAME_SIZE sizeof(union pmpl_frames)\n");
	buf_printf(out, "#define PMP_STAT_SCRATCH ALIGN(sizeof(struct pmp_stat) + 8 * %ld, 16)\n",
		   m->stat_scratch);
	put_part1_only(m, "const size_t pmp_locals_size = PMP_LOCALS_SIZE;\n"
		       "const size_t pmp_frame_size = PMP_FRAME_SIZE;\n"
		       "const size_t pmp_stat_scratch = PMP_STAT_SCRATCH;\n", "\n");
}

/*
 * The functions' prototypes.  Split, both objects get the embedded
 * (tapset) functions, inline, and every probe's prototype; part 1 alone
 * the script's own functions and the definitions, from here on.
 */
static void put_prototypes(struct module *m)
{
	size_t i;

	buf_puts(&m->out, "/* functions */\n");
	for (i = 0; i < m->nfns; i++) {
		fn_signature(&m->out, VEC_AT(m->prog->used_functions, i), m->two);
		buf_puts(&m->out, ";\n");
	}
	buf_putc(&m->out, '\n');
	if (!m->two)
		return;
	for (i = 0; i < m->nfns; i++)
		if (!m->fns[i].part)
			buf_add(&m->out, m->fns[i].text.data, m->fns[i].text.len);
	for (i = 0; i < m->nprobes; i++) {
		buf_printf(&m->out, "void pmpp_body%zu(struct pmp_context *c);  /* part %d */\n",
			   i, m->probes[i].part);
		if (m->table[i]->nentries)
			buf_printf(&m->out, "void pmpp_entry%zu(struct pmp_context *c);\n", i);
	}
	buf_puts(&m->out, "\n#if PMP_PART == 1\n\n");
	buf_add(&m->out, m->globals.data, m->globals.len);
}

static void put_functions(struct module *m)
{
	size_t i;

	for (i = 0; i < m->nfns; i++) {
		const struct function *f = VEC_AT(m->prog->used_functions, i);

		if (m->two && !m->fns[i].part)
			continue;
		if (!f->embedded)
			fn_head(&m->out, f, m->two);
		buf_add(&m->out, m->fns[i].text.data, m->fns[i].text.len);
	}
}

/* The probes of PART, each under its comment and signature. */
static void put_probes(struct module *m, int part, bool external)
{
	size_t i;

	for (i = 0; i < m->nprobes; i++) {
		if (m->probes[i].part != part)
			continue;
		probe_head(&m->out, m->table[i], i, external);
		buf_add(&m->out, m->probes[i].text.data, m->probes[i].text.len);
	}
}

/* The probe and global tables and what the loader reads in .modinfo. */
static void put_tables(struct module *m)
{
	struct vec bp_symbols = { 0 }, pmus = { 0 }, tps = { 0 }, ufiles = { 0 };
	size_t i;

	gen_table(&m->out, m->table, m->nprobes, &bp_symbols, &pmus, &tps);
	gen_tp_tables(&m->out, &tps, m->tp_slots);
	gen_global_tables(m->prog, &m->out);
	for (i = 0; i < bp_symbols.len; i++) {
		char *sym = c_str0(xasprintf("%zu %s", i, (char *)VEC_AT(bp_symbols, i)));

		buf_printf(&m->out, "PMP_MODULE_INFO(PMP_MODINFO_BREAKPOINT, %s);\n", sym);
		free(sym);
	}
	for (i = 0; i < pmus.len; i++) {
		const struct rprobe *rp = VEC_AT(pmus, i);
		const struct event *ev = &rp->ev;
		char *w = loc_str(rp->point->loc);
		char *pfm = ev->pfm ? pfm_modinfo(ev) : xstrdup("");
		char *family = ev->pmu_family ? xasprintf("%s %zu", ev->pmu_family,
							  ev->pmu_family_n) : xstrdup("");
		/* pmp_abi.h: enum pmp_pmu_field */
		char *text = xasprintf("%zu\t%s\t%s\t%s\t%s\t%d\t%d\t%s\t%d\t%s\t%s", i, w,
				       ev->pmu, ev->pmu_event ? ev->pmu_event : "",
				       ev->pmu_terms ? ev->pmu_terms : "", !ev->counter,
				       rp->optional, pfm, ev->process, family, rp->pp_text);
		char *lit = c_str0(text);

		buf_printf(&m->out, "PMP_MODULE_INFO(PMP_MODINFO_PMU, %s);\n", lit);
		free(lit);
		free(text);
		free(pfm);
		free(family);
		free(w);
	}
	free(pmus.items);
	free(tps.items);
	up_file_records(m->prog, &ufiles);
	for (i = 0; i < ufiles.len; i++) {
		char *lit = c_str0(VEC_AT(ufiles, i));

		buf_printf(&m->out, "PMP_MODULE_INFO(PMP_MODINFO_UFILE, %s);\n", lit);
		free(lit);
	}
	vec_free_strings(&ufiles);
	free(ufiles.items);
	if (m->prog->uses_process)
		buf_puts(&m->out, "PMP_MODULE_INFO(PMP_MODINFO_PROCESS, \"1\");\n");
	for (i = 0; i < m->prog->global_syms.len; i++) {
		const struct symbol *s = VEC_AT(m->prog->global_syms, i);

		if (printed_at_exit(s) && !s->not_counter && s->type == TY_LONG)
			buf_printf(&m->out, "PMP_MODULE_INFO(PMP_MODINFO_COUNTER, \"%s\");\n", s->name);
	}
}

/*
 * The script's object; deterministic, so it can key the cache.  *SPLIT is
 * set when the text is for two objects: pmp__s.c compiles part 1 (the
 * definitions, the functions, some probes, the tables) and tr_part2_c,
 * which includes it with PMP_PART 2, the other probes.  Split or not, the
 * file holds the whole script.
 */
char *generate_c_text(const struct program *prog, const struct tr_options *opt, bool *split)
{
	struct module m;
	char *text;

	module_init(&m, prog, opt);
	gen_bodies(&m);
	plan_split(&m);
	put_preamble(&m);
	put_embedded_blocks(&m);
	put_globals(&m);
	put_frames(&m);
	put_prototypes(&m);
	put_functions(&m);
	buf_puts(&m.out, "/* probes */\n");
	put_probes(&m, 1, m.two);
	put_tables(&m);
	if (m.two) {
		buf_puts(&m.out, "\n#else /* PMP_PART == 2 */\n\n");
		put_probes(&m, 2, true);
		buf_puts(&m.out, "#endif /* PMP_PART */\n");
	}
	*split = m.two;
	text = buf_steal(&m.out);
	module_free(&m);
	restore_line_numbers(text);
	return text;
}

/* The second object of a split script (generate_c_text). */
const char tr_part2_c[] =
	"// SPDX-License-Identifier: GPL-2.0\n"
	"/* Generated by pmprobe: the second object of a script split over two\n"
	" * (the probes pmp__s.c marks as part 2). */\n"
	"#define PMP_PART 2\n"
	"#include \"pmp__s.c\"\n";
