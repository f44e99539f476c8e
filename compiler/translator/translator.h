/*
 * translator.h - pmprobe's translator as a library: a script and the
 * tapset in, the module's C out (passes 1 to 3), and the -l/-L listing of
 * probe points.  This is all a tool needs (main.c, the fuzz target); the
 * passes share internal.h.  It calls only common/.
 */
#ifndef PMP_TRANSLATOR_H
#define PMP_TRANSLATOR_H

#include "common.h"
#include "open_check.h"

/* -D NAME=VALUE */
struct define {
	char *name;
	char *value;
};

/* The target kernel as the preprocessor's conditions see it. */
struct tr_target {
	const char *release;      /* kernel_vr: 6.1.0-56-amd64 */
	const char *arch;         /* arch, as SystemTap names it: x86_64, arm64 */
	/* CONFIG_NAME's value in its .config ("y", "m", "120200"), or NULL
	 * when it is unset; the caller frees it. */
	char *(*config)(const void *ctx, const char *option);
	const void *ctx;
};

/* What the translator is told by the command line. */
struct tr_options {
	bool guru;                /* -g: embedded C in the script */
	struct vec tapset_dirs;   /* -I DIR: char * */
	struct vec defines;       /* -D: struct define * */
	const char *script_args[10]; /* $1..$9 / @1..@9 (index 1..9) */
	int nscript_args;
	bool has_target;          /* -x or -c: .process points have a target */
	bool target_later;        /* stopping after pass 3 or 4: a target can
				   * be given when the module is run */
	const char *target_machine; /* the target kernel's uname -m (x86_64,
				   * aarch64), or NULL: this machine's */
	/* The target kernel, asked once, when a preprocessor condition first
	 * tests it (kernel_v, kernel_vr, arch, CONFIG_*): NULL (or NULL
	 * returned, after the driver said why) makes such a condition an error. */
	const struct tr_target *(*target)(void *ctx);
	void *target_ctx;
	/* Where sysfs PMU points (perf.pmu(...)) are also resolved at
	 * translate time: this machine's /sys (translating for the running
	 * kernel), a fake tree (--sysfs-root, tests), the PMUs a guest of the
	 * target kernel listed (--vm: that guest is where the module runs),
	 * or NULL: only at load time, by the loader (-r: the machine that
	 * will load the module is not known here). */
	struct pmu_source *pmus;
	/* The module is for this machine (no -r, no --vm): perf.pfm names
	 * resolve for its CPU, or else only with LIBPFM_FORCE_PMU (pfm.c). */
	bool pfm_here;
	/* Where tracepoint formats (perf.tracepoint) are read at translate
	 * time: the target kernel's (tracefs here, a fake tree, or a dump a
	 * guest of the target kernel printed); NULL: none known. */
	struct tp_source *tracepoints;
	/* Where kernel.function's names and wildcards are looked up: the
	 * target kernel's function symbols (kallsyms here, a System.map for
	 * -r and --vm, a fake one under --sysfs-root); NULL: none known. */
	struct ksym_source *ksyms;
	/* --vm-file HOST[:GUEST] (char *): a process("PATH") point's PATH that
	 * is such a GUEST (by default /pmp/BASENAME) is read from HOST */
	const struct vec *file_map;
	/* Where a kernel function's parameters ($NAME, $$parms) are read:
	 * the target kernel's BTF (/sys/kernel/btf here, a fake tree, what
	 * a guest of the target kernel listed); NULL: none known. */
	struct btf_source *btf;
	bool unoptimized;         /* -u: no elision of unused code */
	bool list_detail;         /* -l -v: every point, its kind, the whole verdict */
	const char *list_where;   /* -l: where the listed kernel runs ("this
				   * machine", "a QEMU guest (--vm)"), or NULL */
	/* -l: opens the hardware and PMU events it lists on the running
	 * kernel (the loader's list_check.c), their verdicts then being
	 * what that found; NULL when the listed kernel is not the running
	 * one, LIST_UNCHECKED saying why (the verdicts read from names). */
	open_check_fn list_check;
	const char *list_unchecked;
	bool timing;              /* -t: an empty probe still counts its hits */
	long metrics_ms;          /* --metrics: a snapshot of the printed
				   * globals every that many ms; 0: none */
};

struct program;
struct source;

struct program *tr_program_new(void);
/* Pass 1 of the user's script (the preprocessor reads OPT's script
 * arguments and target); false after reporting syntax errors. */
bool tr_parse(struct program *prog, struct source *src, const struct tr_options *opt);
/* -p1: the user's script back as script text. */
void tr_print_program(FILE *f, const struct program *prog);
/* Pass 1 of the tapset: the default directory, then each -I. */
bool tr_load_tapsets(struct program *prog, const struct tr_options *opt);
/* Pass 2; false after reporting errors. */
bool tr_elaborate(struct program *prog, const struct tr_options *opt);
/* -p2: resolved probes, globals and functions with types. */
void tr_print_elaborated(FILE *f, const struct program *prog);
/* Script arguments ($N/@N) pass 2 substituted: bit N for argument N. */
unsigned tr_script_args_used(void);

/* Pass 3: the module's C, deterministic (it keys the module cache). */
struct tr_output {
	char *script_c;           /* pmp__s.c */
	bool split;               /* a big script: pmp__s2.c compiles half */
	char *runtime_c;          /* pmp__rt.c: the -D limits and the runtime */
	bool user_c;              /* holds the user's own C (-g, -I tapsets) */
};
void tr_generate(const struct program *prog, const struct tr_options *opt,
		 struct tr_output *out);
/* pmp__s2.c: the second half of a split script. */
extern const char tr_part2_c[];
/* Checks every -D NAME=VALUE against the limits; false after saying why. */
bool tr_check_defines(const struct tr_options *opt);

/* -l/-L PATTERN; returns an exit status. */
int tr_list_points(const char *pattern, bool long_form, const struct tr_options *opt);

/* pmprobe's own tapset/ and runtime/ directories; NULL if not found. */
const char *tr_tapset_dir(void);
const char *tr_runtime_dir(void);

#endif /* PMP_TRANSLATOR_H */
