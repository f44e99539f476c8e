/*
 * common.h - what every part of pmprobe's user-space side shares, and
 * nothing else: memory, buffers, arrays, files, child processes and time
 * (util.c); the trust rule for what a root pmprobe reads, runs, loads or
 * writes (trust.c); source files and locations (source.c); diagnostics
 * (diag.c); SHA-256 (sha256.c); what a kernel build directory is
 * (kernel_dir.c); sysfs PMUs and their events' encoding (pmu_sysfs.c);
 * libpfm4's vendor event names (pfm.c);
 * tracepoint formats (tp_format.c).
 * Files in common/ call nothing outside it.
 */
#ifndef PMP_COMMON_H
#define PMP_COMMON_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#define PMP_VERSION "0.1.0"

/* ---------------------------------------------------------------- util.c */

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

/* A growable byte buffer; always NUL-terminated. */
struct buf {
	char *data;
	size_t len, cap;
};
void buf_init(struct buf *b);
void buf_free(struct buf *b);
void buf_add(struct buf *b, const char *s, size_t n);
void buf_puts(struct buf *b, const char *s);
void buf_putc(struct buf *b, char c);
void buf_printf(struct buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void buf_vprintf(struct buf *b, const char *fmt, va_list ap);
char *buf_steal(struct buf *b);

/* A growable array of pointers. */
struct vec {
	void **items;
	size_t len, cap;
};
void vec_push(struct vec *v, void *item);
#define VEC_AT(v, i) ((v).items[i])
/* For a vec of strings (char *). */
bool vec_has_str(const struct vec *v, const char *s);
void vec_free_strings(struct vec *v);

bool read_file(const char *path, char **text, size_t *len);
bool read_fd(int fd, char **text, size_t *len);
bool write_file(const char *path, const char *data, size_t len);
/* Writes all of BUF to FD (waiting when it is non-blocking); false on error. */
bool write_all(int fd, const void *buf, size_t len);
/* Removes DIR and everything in it, following no symlink. */
bool remove_tree(const char *dir);
/* Runs PROG (NULL: ARGV[0], from PATH) with ARGV in DIR (NULL: here) with
 * LC_ALL=C, its output and errors appended to LOG; returns its pid. */
pid_t spawn_logged(const char *dir, const char *log, const char *prog, char *const argv[]);
/* Waits for PID; true if it exited with status 0. */
bool wait_ok(pid_t pid);
/* Finds NAME in PATH (or takes it as given if it has a '/'): 0 with its
 * path in BUF, -1 if it is not there. */
int find_program(const char *name, char *buf, size_t bufsz);
double now_ms(void);
bool glob_match(const char *pattern, const char *s);
/* "Did you mean": the edit distance of A and B (case-insensitive); the
 * name of NAMES nearest WORD when it is near enough to be a typo of it
 * (at most a third of WORD's length, or 2, edits), else NULL; the same
 * in a ", "-separated LIST (the caller frees it). */
size_t edit_distance(const char *a, const char *b);
const char *nearest_name(const char *word, const char *const *names, size_t n);
char *nearest_in_list(const char *word, const char *list);
/* An integer as a script writes it ($N arguments): an optional sign, then
 * decimal, 0x hex or 0 octal up to 2^64-1, wrapping as literals do (after
 * a '-', up to 2^63); no spaces.  0 ok, -1 not a number, 1 too big. */
int parse_script_int(const char *s, int64_t *out);

/* ---------------------------------------------------------------- trust.c */

/* Who may own what pmprobe trusts: the cache only you (the effective
 * user); everything else you or root. */
enum trust_owner {
	TRUST_MINE,               /* yours */
	TRUST_SYSTEM,             /* yours or root's */
	TRUST_TMP,                /* a directory for private temporary files:
				   * yours or root's, writable by others only
				   * if sticky */
};
/* NULL when FD's file is trusted (a directory if DIR, else a regular
 * file), else what is wrong ("is owned by uid 65534, ..."); caller frees. */
char *trust_fd_problem(int fd, bool dir, enum trust_owner who);
/* Opens directory PATH after checking it and every directory above it,
 * making missing ones (0700) when CREATE; -1 with *WHY ("PATH: ..."). */
int trust_open_dir(const char *path, enum trust_owner who, bool create, char **why);
/* Opens NAME in DIRFD without following a symlink, checked; -1 with *WHY,
 * or with *WHY NULL when NAME does not exist. */
int trust_openat(int dirfd, const char *name, bool dir, enum trust_owner who, char **why);
/* Opens the regular file PATH and checks the descriptor; -1 with *WHY. */
int trust_open_file(const char *path, enum trust_owner who, char **why);
/* A program pmprobe runs, found as find_program finds it (PATH) into
 * BUF: 0 when no one but you or root may change it; -1 when it is not
 * there (*WHY NULL) or when it may be changed (*WHY says how). */
int trust_find_program(const char *name, char *buf, size_t bufsz, char **why);
/* Writes NAME in DIRFD as a new file (O_EXCL, MODE) renamed into place. */
bool write_at_atomic(int dirfd, const char *name, const void *data, size_t len,
		     mode_t mode);
/* The files DIR/ *SUFFIX, sorted, each checked and read through its
 * descriptor (DIR checked as trust_open_dir does): false with *WHY. */
struct trusted_file {
	char *path;
	char *text;
	size_t len;
};
bool trust_read_dir(const char *dir, const char *suffix, struct vec *files, char **why);
void trusted_files_free(struct vec *files);
/* Opens PATH for pmprobe's output (-o, --vm-log): see trust.c for the
 * rule on symlinks and existing files; -1 with *WHY. */
int open_output(const char *path, char **why);

/* ----------------------------------------------------------- module_sig.c */

/* Whether the module FD holds ends with a signature (sign-file's). */
bool module_file_is_signed(int fd);

/* --------------------------------------------------------------- source.c */

/* One script or tapset file, kept whole for diagnostics. */
struct source {
	char *path;      /* as shown in messages */
	char *text;
	size_t len;
	bool is_tapset;  /* from a tapset directory: embedded C allowed */
	struct source *next;
};
/* Reads PATH if it passes the trust rule (trust.c); else NULL, *WHY. */
struct source *source_load(const char *path, bool is_tapset, char **why);
/* A source owning PATH and TEXT. */
struct source *source_adopt(char *path, char *text, size_t len, bool is_tapset);
struct source *source_from_text(const char *name, const char *text);
/* Copies line LINE (1-based) of SRC without its newline. */
char *source_line(const struct source *src, int line);

/* A position in a source: 1-based line and column.  A token a macro
 * expansion made is located at the macro's use, and MACRO says where in
 * the definition it was written (diagnostics add a note there). */
struct loc_macro;
struct loc {
	const struct source *src;
	int line, col;
	int last_line, last_col;
	const struct loc_macro *macro;
};
/* Macro NAME's body had the token AT; UP: the expansion that held the use. */
struct loc_macro {
	const char *name;
	struct loc at;
	const struct loc_macro *up;
};

/* ----------------------------------------------------------------- diag.c */

extern int diag_errors;
extern int diag_warnings;
extern bool diag_quiet_warnings;
extern bool diag_stap_warnings;      /* --stap-warnings: SystemTap's form */
extern bool diag_silent;
void error_at(struct loc loc, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void warning_at(struct loc loc, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void note_at(struct loc loc, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* An error without a location: "pmprobe: error: ..." */
void error_plain(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void warning_plain(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "pmprobe: MESSAGE": a line that is neither an error nor a warning of
 * the script's (the sandbox's reports). */
void message_plain(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *loc_str(struct loc loc);  /* "FILE:LINE:COL", caller frees */

/* ------------------------------------------------------------- sha256.c */

struct sha256 {
	uint32_t h[8];
	uint64_t len;
	unsigned char block[64];
	size_t fill;
};
void sha256_init(struct sha256 *s);
void sha256_update(struct sha256 *s, const void *data, size_t n);
/* Finishes and writes 64 hex digits and a NUL to HEX. */
void sha256_hex(struct sha256 *s, char hex[65]);

/* ------------------------------------------------------------ kernel_dir.c */

/* -r names a kernel build directory (it has a '/'), not a release. */
bool is_kernel_dir(const char *r);
/* The release a build directory is: include/generated/utsrelease.h
 * (what the kernel says it is), else include/config/kernel.release
 * (which Debian's 6.1 header trees give as the upstream version); NULL
 * with *WHY when neither can be read or the name is not a release's. */
char *kernel_dir_release(const char *dir, char **why);
/* Can REL be a kernel release (it names files and cache entries)? */
bool release_name_ok(const char *rel);

/* ------------------------------------------------------------ pmu_sysfs.c */

/* Where PMUs are read: a root directory ("" for this machine's /sys, or
 * one holding a fake sys/bus/event_source), or the PMU part of a guest's
 * dump (guest_dump.h). */
struct pmu_source {
	const char *root;
	const char *dump;
	const char *what;         /* for messages: NULL ("the kernel") or
				   * "kernel 6.1.0-56-amd64 in its guest" */
	/* Called once, when neither is set yet and a PMU is needed: sets
	 * one (reading another kernel's PMUs costs a guest boot). */
	void (*fetch)(struct pmu_source *src);
	bool fetched;
	/* Sets the dump from pmprobe's cache, where an earlier fetch left
	 * it, without fetching (no guest boot); false if the cache has none. */
	bool (*cached)(struct pmu_source *src);
};

/* Can SRC be read (after its fetch, if it has one)? */
bool pmu_source_ready(struct pmu_source *src);
/* Can SRC be read without a fetch (a tree, a dump, or its cache's)? */
bool pmu_source_known(struct pmu_source *src);
/* Is NAME a CPU's PMU (x86's cpu, cpu_core, cpu_atom; arm's armv7_* or
 * armv8_*)?  Does SRC list one? */
bool pmu_name_is_cpu(const char *name);
bool pmu_source_has_cpu_pmu(struct pmu_source *src);

/* A sysfs PMU event resolved as perf does (pmu_sysfs.c). */
struct pmu_attr {
	char *pmu;                /* the PMU it resolved to (an instance:
				   * armv8_pmuv3_0 for armv8_pmuv3) */
	uint32_t type;
	uint64_t config[3];       /* config, config1, config2 */
	char *event_name;         /* the event file's name, or NULL */
	char *event_string;       /* its text ("event=0x00"), or NULL */
	char *cpus;               /* cpumask or cpus (a CPU list); NULL: all */
	bool uncore;              /* the list is a cpumask (uncore-style) */
	bool counting_only;       /* the PMU opens no sampling event */
	char *scale, *unit;       /* the event's .scale and .unit, or NULL */
};
/* PMU with EVENT (NULL: none) and TERMS ("a=1,b", NULL: none; a bare
 * term naming an event selects it); false with *WHY, one sentence, and
 * *PART, which of the three it is about. */
enum {
	PMU_PART_PMU, PMU_PART_EVENT, PMU_PART_TERMS,
	PMU_PART_VALUE,           /* the event needs a term's value (TERM=?) */
};
bool pmu_resolve(struct pmu_source *src, const char *pmu, const char *event,
		 const char *terms, struct pmu_attr *a, char **why, int *part);
void pmu_attr_free(struct pmu_attr *a);
/* PMU's type number; false with *WHY. */
bool pmu_type(struct pmu_source *src, const char *pmu, uint32_t *type, char **why);
/* The PMU whose type is TYPE, or NULL. */
char *pmu_of_type(struct pmu_source *src, uint32_t type);
/* Where PMU's events open, into A: its CPU list (cpumask: uncore-style;
 * cpus), and whether it only counts; false with *WHY. */
bool pmu_placement(struct pmu_source *src, const char *pmu, struct pmu_attr *a, char **why);
/* Why a point that samples (SAMPLING) or follows a process (PROCESS)
 * cannot use PMU, resolved into A (uncore-style, counting only); NULL.
 * Pass 2 and the loader ask the same. */
char *pmu_fit_problem(const struct pmu_attr *a, const char *pmu, bool sampling, bool process);
/* "cpu/mem-loads,ldlat=3/" into "cpu" and "mem-loads,ldlat=3". */
bool pmu_split_perf_name(const char *s, char **pmu, char **terms);
/* A hybrid CPU's core types (Intel's cpu_core and cpu_atom): one core
 * PMU each, with its type and the CPUs it covers (its "cpus" file). */
struct pmu_core_type {
	char *name;               /* cpu_core */
	uint32_t type;            /* its dynamic perf type */
	char *cpus;               /* its CPU list, as sysfs gives it */
};
/* SRC's core types into OUT (struct pmu_core_type *, by name) when it is
 * a hybrid target: no "cpu" PMU, and two or more cpu_* PMUs with a
 * "cpus" file; OUT left empty otherwise.  False with *WHY when a CPU
 * list does not parse, or the lists overlap or leave a CPU below their
 * highest one to neither. */
bool pmu_core_types(struct pmu_source *src, struct vec *out, char **why);
void pmu_core_types_free(struct vec *v);
/* The PMUs, and a PMU's events (sorted names, char *). */
void pmu_names(struct pmu_source *src, struct vec *out);
void pmu_event_names(struct pmu_source *src, const char *pmu, struct vec *out);
/* The PMUs a script's PMU name stands for, as perf matches it: the PMU
 * of that name, else each instance NAME_N (and uncore_NAME, uncore_NAME_N),
 * in numeric order; none when there is none. */
void pmu_instances(struct pmu_source *src, const char *pmu, struct vec *out);
/* A format file's text ("config1:0-7,32-35") as a field and a mask. */
bool pmu_parse_format(const char *text, int *field, uint64_t *mask);
/* VALUE's bits into MASK's, lowest first; false if it is wider. */
bool pmu_scatter(uint64_t value, uint64_t mask, uint64_t *out);

/* ------------------------------------------------------------------ pfm.c */

/* A libpfm4 event name encoded (pfm.c) for the CPU model libpfm4 detects
 * or LIBPFM_FORCE_PMU names. */
#define PFM_FORCE_VAR "LIBPFM_FORCE_PMU"
extern const char pfm_arch[];     /* the architecture it encodes for (uname -m) */
struct pfm_enc {
	uint32_t type;
	uint64_t config[3];       /* config, config1, config2 */
	bool exclude_user, exclude_kernel; /* its :k, :u */
	char *full;               /* libpfm4's name with every modifier */
	char *model;              /* libpfm4's PMU model ("skl") */
	bool forced;              /* by LIBPFM_FORCE_PMU */
};
/* Why there is no model to encode for here, or NULL. */
char *pfm_no_model(void);
/* The model libpfm4 encodes for, as -l says it ("model skl, forced by
 * LIBPFM_FORCE_PMU", "model amd64_k8, taken from the CPU's id"), or NULL
 * when there is none (the caller frees it). */
char *pfm_model_said(void);
/* Why NAME cannot be a libpfm4 name (a space, a quote...), or NULL. */
char *pfm_bad_name(const char *name);
/* NAME ("INST_RETIRED:ANY_P:u") into E; false with *WHY, one sentence. */
bool pfm_encode(const char *name, struct pfm_enc *e, char **why);
void pfm_enc_free(struct pfm_enc *e);
/* Each event and umask of the model, encoded (E) or not (WHY). */
typedef void (*pfm_event_fn)(const char *name, const char *model,
			     const struct pfm_enc *e, const char *why, void *ctx);
void pfm_each_event(pfm_event_fn fn, void *ctx);

/* ------------------------------------------------------------ tp_format.c */

/* Where tracepoint formats come from: a tracefs directory, or the
 * tracepoint part of a guest's dump (guest_dump.h). */
struct tp_source {
	const char *dir;          /* e.g. /sys/kernel/tracing, or NULL */
	const char *dump;         /* or a dump's text */
	const char *what;         /* for messages: "kernel 6.1.0-56-amd64" */
	/* Called once, when neither is set yet and a format is needed: sets
	 * one (reading another kernel's formats costs a guest boot). */
	void (*fetch)(struct tp_source *src);
	bool fetched;
};
/* A field's class: what a script sees it as. */
enum tp_class { TP_NUMBER, TP_STRING, TP_OTHER };
struct tp_field {
	char *name;
	char *type;               /* as the format says: "pid_t", "char prev_comm[16]" */
	unsigned offset, size;
	bool is_signed, array, data_loc, pointer, is_long, common;
	enum tp_class cls;
};
struct tp_format {
	char *subsys, *name;
	unsigned id;
	struct vec fields;        /* struct tp_field *, in the file's order */
};
/* ROOT/sys/kernel/tracing (or debug/tracing) if it has events/; NULL. */
char *tp_tracefs_dir(const char *root);
bool tp_format_load(struct tp_source *src, const char *subsys, const char *name,
		    struct tp_format *f, char **why);
bool tp_parse(const char *text, struct tp_format *f, char **why);
void tp_format_free(struct tp_format *f);
const struct tp_field *tp_field_find(const struct tp_format *f, const char *name);
const char *tp_class_name(enum tp_class c);
void tp_names(struct tp_source *src, const char *sub_glob, const char *name_glob,
	      struct vec *out);

/* ---------------------------------------------------------------- ksyms.c */

/* The target kernel's function symbols (kernel.function): a
 * /proc/kallsyms or a System.map ("ADDRESS TYPE NAME" lines), or a
 * guest's list of names (a name a line), as the driver finds them, read
 * once, when a script first needs them. */
struct ksym_source {
	const char *path;         /* the file, or NULL: none known */
	char *text;               /* or its text (ksyms_ready takes it) */
	const char *what;         /* for messages: "this kernel (/proc/kallsyms)" */
	const char *missing;      /* with no PATH, why none is known */
	bool kallsyms;            /* PATH is a kallsyms: loaded modules' too */
	/* Called once, when PATH is not set and the symbols are needed. */
	void (*fetch)(struct ksym_source *src);
	bool fetched, loaded;
	struct vec names;         /* sorted, unique: the kernel's functions */
	struct vec mods;          /* sorted, unique: "MOD:NAME" (kallsyms) */
	char *why;                /* why they could not be read */
};
/* NAME is a symbol register_kprobe refuses whatever the kernel ('.',
 * ':' (no kernel symbol has one), __pfx_, __cfi_, pmp_). */
bool ksym_excluded(const char *name);
/* The symbols read (once); false with SRC->why. */
bool ksyms_ready(struct ksym_source *src);
/* NAME ("MOD:NAME": a module's) is a function of the list; the names
 * GLOB matches, appended to OUT; the name nearest NAME, or NULL. */
bool ksyms_has(const struct ksym_source *src, const char *name);
void ksyms_match(const struct ksym_source *src, const char *glob, struct vec *out);
const char *ksyms_nearest(const struct ksym_source *src, const char *name);

/* ------------------------------------------------------------------ kbtf.c */

/*
 * The target kernel's BTF: a directory with vmlinux (and one file per
 * module, split over it), as /sys/kernel/btf is, or the raw bytes of
 * vmlinux's that a guest of the kernel listed, as the driver found them.
 */
struct btf;
struct btf_dump;
struct btf_source {
	const char *path;         /* the directory, or NULL: none known */
	char *data;               /* or vmlinux's bytes (kbtf_ready takes them) */
	size_t len;
	const char *what;         /* for messages: "this kernel (/sys/kernel/btf/vmlinux)" */
	const char *missing;      /* with neither, why none is known */
	/* Called once, when neither is set and the BTF is needed. */
	void (*fetch)(struct btf_source *src);
	bool fetched;
	struct btf *btf;          /* vmlinux's, once read */
	void *funcs;              /* its functions' names, sorted (kbtf.c) */
	struct btf_dump *dumper;  /* its C printer, and where it prints */
	struct buf *dump_out;
	size_t nfuncs;
	struct vec mod_names;     /* the modules' read so far (char *) */
	struct vec mod_btfs;      /* and their BTF (struct btf *) */
	char *why;                /* why it could not be read */
};
/* One parameter of a kernel function. */
struct kparam {
	char *name;
	char *type;               /* its C spelling: "unsigned int", "struct file *" */
	char *decl;               /* declaring NAME: "struct file *file" */
	int size;                 /* bytes of the value: 1, 2, 4 or 8 */
	bool is_signed, is_bool;
	int reg;                  /* the argument register it is in (0 first), or -1 */
	char *unreadable;         /* why a probe cannot read it, or NULL */
};
/* vmlinux's BTF read (once); false with SRC->why. */
bool kbtf_ready(struct btf_source *src);
/* The parameters of FUNC ("MOD:NAME": a module's), the first MAX_REGS
 * register-passed ones readable (struct kparam *, appended to OUT): 1;
 * 0 when the BTF has no such function; -1 with *WHY (allocated) when
 * the BTF cannot be read. */
int kbtf_params(struct btf_source *src, const char *func, int max_regs, struct vec *out,
		char **why);
void kparams_free(struct vec *v);
/* What SRC read, freed (its path and names stay). */
void kbtf_free(struct btf_source *src);

#endif /* PMP_COMMON_H */
