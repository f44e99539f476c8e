/*
 * pmprobe.h - the translator's one internal header.
 *
 * Sections follow the passes, each owned by one .c file: util.c, diag.c,
 * source.c (files), ast.c (the tree), lexer.l/parser.y (pass 1),
 * print.c (pass-1 output), events.c (probe points), sema.c and types.c
 * (pass 2), listing.c (-l/-L), codegen.c (pass 3), kbuild.c and cache.c
 * (pass 4), loader.c, modinfo.c and vm.c (pass 5), main.c (the driver).
 */
#ifndef PMPROBE_H
#define PMPROBE_H

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

bool read_file(const char *path, char **text, size_t *len);
bool read_fd(int fd, char **text, size_t *len);
bool write_file(const char *path, const char *data, size_t len);
/* Runs PROG (NULL: ARGV[0], from PATH) with ARGV in DIR (NULL: here) with
 * LC_ALL=C, its output and errors appended to LOG; returns its pid. */
pid_t spawn_logged(const char *dir, const char *log, const char *prog, char *const argv[]);
/* Waits for PID; true if it exited with status 0. */
bool wait_ok(pid_t pid);
double now_ms(void);
bool glob_match(const char *pattern, const char *s);
/* An integer as a script writes it ($N arguments): an optional sign, then
 * decimal (within 64-bit signed), 0x hex or 0 octal (up to 2^64-1,
 * wrapping as literals do); no spaces.  0 ok, -1 not a number, 1 too big. */
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
/* $TMPDIR if it is a TRUST_TMP directory, else /tmp (warned once). */
const char *tmp_dir(void);
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

/* A position in a source: 1-based line and column. */
struct loc {
	const struct source *src;
	int line, col;
	int last_line, last_col;
};

/* ----------------------------------------------------------------- diag.c */

extern int diag_errors;
extern int diag_warnings;
extern bool diag_quiet_warnings;
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
char *loc_str(struct loc loc);  /* "FILE:LINE:COL", caller frees */

/* ------------------------------------------------------------------ ast.c */

enum type {
	TY_UNKNOWN = 0,
	TY_LONG,
	TY_STRING,
	TY_STAT,     /* an aggregate fed with <<< */
	TY_HIST,     /* the value of @hist_log/@hist_linear: printable only */
	TY_VOID,     /* a function that returns nothing */
};
const char *type_name(enum type t);

enum node_kind {
	/* expressions */
	N_NUM,        /* num, text */
	N_STR,        /* str (decoded), text (as written) */
	N_ARG,        /* $N (is_str false) or @N: num = N; replaced in pass 2 */
	N_CTXVAR,     /* $name: name */
	N_VAR,        /* name: a local, a parameter or a global scalar */
	N_INDEX,      /* name[args]: an array element */
	N_CALL,       /* name(args) */
	N_AGG,        /* @op(args[0] [, lo, hi, step]): name = op */
	N_UNARY,      /* op a: '-', '!', '~', '+' */
	N_BINARY,     /* a op b */
	N_TERNARY,    /* a ? b : c */
	N_ASSIGN,     /* a op= b (op '=' for plain assignment) */
	N_INCDEC,     /* ++a, a++, --a, a--: op '+' or '-', flag post */
	N_IN,         /* [args] in name */
	N_AGGADD,     /* a <<< b */
	/* statements */
	N_BLOCK,      /* { list } */
	N_EMPTY,      /* ; */
	N_EXPR,       /* a */
	N_IF,         /* if (a) b else c */
	N_WHILE,      /* while (a) b */
	N_FOR,        /* for (a; b; c) d */
	N_FOREACH,    /* see struct foreach */
	N_BREAK,
	N_CONTINUE,
	N_NEXT,
	N_RETURN,     /* return [a] */
	N_DELETE,     /* delete a (N_VAR or N_INDEX) */
};

/* Binary operator codes beyond single characters. */
enum {
	OP_EQ = 256, OP_NE, OP_LE, OP_GE, OP_SHL, OP_SHR, OP_AND, OP_OR,
	OP_CONCAT,   /* '.' */
};

struct symbol;
struct function;

struct foreach {
	struct node *value_var;   /* v in "v = [k] in a", or NULL */
	struct vec keys;          /* N_VAR nodes */
	int sort_key;             /* 0: none; i+1: sort on key i; -1: on value */
	int sort_dir;             /* +1 ascending, -1 descending */
	struct node *limit;       /* or NULL */
	struct symbol *array;     /* resolved in pass 2 */
	char *array_name;
	struct loc array_loc;
	int id;                   /* per-script index, for codegen */
};

struct node {
	enum node_kind kind;
	struct loc loc;
	int op;                   /* operators */
	bool post;                /* N_INCDEC */
	bool is_str;              /* N_ARG: @N */
	bool negated;             /* N_NUM written right after a unary minus */
	bool parens;              /* written in parentheses */
	int depth;                /* pass 1: expression (or statement) nesting height */
	int64_t num;
	char *str;                /* N_STR decoded contents */
	size_t str_len;
	char *text;               /* literal as written, N_NUM/N_STR */
	char *name;               /* N_VAR, N_INDEX, N_CALL, N_AGG, N_CTXVAR, N_IN */
	struct node *a, *b, *c, *d;
	struct vec args;          /* N_INDEX keys, N_CALL/N_AGG args, N_IN keys, N_BLOCK stmts */
	struct foreach *fe;       /* N_FOREACH */
	/* pass 2 */
	enum type type;
	struct symbol *sym;       /* N_VAR, N_INDEX, N_IN, N_AGG target */
	struct function *fn;      /* N_CALL */
	int fmt_id;               /* printf-family: index of the translated format */
};

/* How deep expressions, and statements, may nest: every pass walks the
 * tree recursively, so the parser refuses anything deeper. */
#define PMP_MAX_NESTING 1000

struct node *node_new(enum node_kind kind, struct loc loc);
struct node *node_num(struct loc loc, int64_t v, const char *text);
struct node *node_str(struct loc loc, const char *s, size_t len, const char *text);
struct node *node_unary(struct loc loc, int op, struct node *a);
struct node *node_binary(struct loc loc, int op, struct node *a, struct node *b);
/* A deep copy, so that each resolved probe owns its tree. */
struct node *node_clone(const struct node *n);
/* A decimal literal above 9223372036854775807 not right after a '-'. */
bool node_num_out_of_range(const struct node *n);
/* The value of a number literal, or of '-' and a number literal. */
bool node_literal_value(const struct node *n, int64_t *v);

/* A component of a probe point: name, name(arg) or name(arg)(period). */
struct point_comp {
	char *name;
	struct node *arg;         /* N_NUM, N_STR, N_VAR (bare symbol) or N_ARG; or NULL */
	struct node *period;      /* the (N) of raw(C)(N): a sample period, or NULL */
	struct loc loc;
};

struct probe_point {
	struct vec comps;         /* struct point_comp * */
	bool optional;            /* '?' */
	struct loc loc;
};

struct event;
struct script_options;

struct probe {
	struct vec points;        /* struct probe_point * */
	struct node *body;        /* N_BLOCK */
	struct loc loc;
	bool is_alias;            /* "probe NAME = POINTS { prologue }" */
	struct probe_point *alias_name;
	const struct source *src;
};

/* A parameter of a script function. */
struct param {
	char *name;
	enum type decl_type;      /* TY_UNKNOWN if not written */
	struct loc loc;
	struct symbol *sym;
};

struct function {
	char *name;
	struct loc loc;
	enum type decl_type;      /* written return type, or TY_UNKNOWN */
	struct vec params;        /* struct param * */
	struct node *body;        /* N_BLOCK, or NULL when embedded */
	char *embedded;           /* %{ ... %} body */
	struct loc embedded_loc;
	char *doc;                /* "///" lines above, from tapsets */
	const struct source *src;
	/* pass 2 */
	enum type ret_type;
	struct loc ret_loc;       /* where the return type was decided */
	bool ret_decided;
	bool used;
	bool uncalled;            /* a script function no probe reaches */
	bool from_tapset;
	struct vec locals;        /* struct symbol * (parameters first) */
	int id;
	unsigned contexts;        /* CTX_* where usable (tapset "@probes") */
	struct vec callees;       /* struct function * called directly */
	struct vec accesses;      /* struct access *: globals, transitively */
	bool can_fail;            /* may raise a runtime error */
};

/* How a probe or function touches a global (pass 2, for locking). */
enum { ACC_READ = 1, ACC_WRITE = 2, ACC_ADD = 4, ACC_ITER = 8 };
struct access {
	struct symbol *sym;
	unsigned bits;
};

struct global_decl {
	char *name;
	struct loc loc;
	struct node *init;        /* N_NUM or N_STR, or NULL */
	int64_t capacity;         /* a[N]; 0: MAXMAPENTRIES */
	bool has_capacity;
	struct symbol *sym;
};

struct embedded_c {
	char *code;
	struct loc loc;
};

/* A top-level item, in source order (for printing). */
enum top_kind { TOP_GLOBAL, TOP_FUNCTION, TOP_PROBE, TOP_EMBEDDED };
struct top_item {
	enum top_kind kind;
	void *item;
	const struct source *src;
};

/* A whole program: the user's script plus every tapset file. */
struct program {
	struct vec items;         /* struct top_item *, in source order */
	struct vec globals;       /* struct global_decl * */
	struct vec functions;     /* struct function * */
	struct vec probes;        /* struct probe *, user probes and aliases */
	struct vec embedded;      /* struct embedded_c * */
	struct source *sources;
	struct source *main_src;  /* the user's script */
	/* pass 2 */
	struct vec aliases;       /* struct probe * with is_alias */
	struct vec resolved;      /* struct rprobe *: probes after resolution */
	struct vec global_syms;   /* struct symbol * */
	struct vec formats;       /* struct format * */
	struct vec foreachs;      /* struct foreach * */
	struct vec used_functions;/* struct function * in emission order */
	bool uses_target;
	bool uses_process;
	int max_nesting_needed;
};

/* ----------------------------------------------------- lexer.l / parser.y */

/* Parses SRC into PROG; returns false after reporting syntax errors. */
bool parse_source(struct source *src, struct program *prog);
/* Decodes the escapes of a string literal (between its quotes). */
bool decode_string(const char *text, size_t n, struct loc loc, char **out,
		   size_t *outlen);

/* ---------------------------------------------------------------- print.c */

/* Pass 1 output: the program as script text (user sources only). */
void print_program(FILE *f, const struct program *prog, bool tapsets);
void print_expr(struct buf *b, const struct node *n);
void print_point(struct buf *b, const struct probe_point *pp);
/* Pass 2 output: resolved probes, globals and functions with types. */
void print_elaborated(FILE *f, const struct program *prog);
void function_signature(struct buf *b, const struct function *f);

/* --------------------------------------------------------------- events.c */

/* What a probe point resolves to. */
enum probe_kind {
	PK_BEGIN, PK_END, PK_ERROR, PK_TIMER, PK_PERF,
};

/* Bits for function contexts ("@probes" in tapsets). */
enum {
	CTX_BEGIN = 1, CTX_END = 2, CTX_ERROR = 4, CTX_TIMER = 8, CTX_PERF = 16,
	CTX_ALL = 31,
};

enum bp_kind { BP_NONE, BP_EXEC, BP_READ, BP_WRITE, BP_RW };

struct event {
	enum probe_kind kind;
	int priority;             /* begin(N)/end(N)/error(N) */
	uint64_t timer_ns;        /* timer period */
	const char *timer_unit;
	int64_t timer_arg;
	/* perf */
	uint32_t type;            /* perf_event_attr.type */
	uint64_t config;
	uint64_t period;          /* sample period, or 0 */
	uint64_t freq;            /* .hz(F), or 0 */
	bool period_given;        /* written by the user, not a default */
	bool counter;             /* .counter */
	bool exclude_user, exclude_kernel;
	bool process;             /* .process */
	enum bp_kind bp;
	char *bp_symbol;          /* breakpoint target symbol, or NULL */
	uint64_t bp_addr;         /* breakpoint absolute address, if no symbol */
	int bp_len;
	char *event_name;         /* canonical event name, e.g. perf.hw.cpu_cycles */
};

/* A probe after pass 2: one point of one probe, with its body. */
struct rprobe {
	struct probe *probe;      /* the user's probe */
	struct probe_point *point;
	char *pp_text;            /* pp(): the point as the user wrote it */
	struct event ev;
	bool optional;
	struct node *body;        /* alias prologues + the user's body */
	struct vec locals;        /* struct symbol * */
	struct vec callees;       /* struct function * called directly */
	struct vec accesses;      /* struct access *: globals, transitively */
	int id;
	struct vec alias_chain;   /* names of aliases expanded, outermost first */
};

/* Resolves every point of every user probe into PROG->resolved. */
bool resolve_probes(struct program *prog, const struct script_options *opt);
/* For -l, after resolve_probes(): the events (struct event *) that PP
 * resolves to; false, printing nothing, if it does not resolve. */
bool resolve_point_quietly(struct probe_point *pp, struct vec *events);
const char *perf_type_name(uint32_t type);
const char *probe_kind_name(enum probe_kind k);
void print_event(struct buf *b, const struct event *ev);
unsigned event_context(const struct event *ev);

/* ----------------------------------------------------- sema.c / types.c */

enum sym_kind { SYM_GLOBAL, SYM_LOCAL, SYM_PARAM };

struct symbol {
	char *name;
	enum sym_kind kind;
	struct loc loc;           /* declaration or first use */
	enum type type;           /* value type (of elements for arrays) */
	struct loc type_loc;      /* where the type was decided */
	bool type_decided;
	bool is_array;            /* -1 unknown before inference: see arity */
	int arity;                /* number of keys, 0 for scalars; -1 unknown */
	enum type key_types[5];
	struct loc key_loc;
	struct global_decl *decl; /* globals */
	int index;                /* globals: lock order; locals: slot */
	bool read, written;       /* globals: for auto-print at exit */
	bool stat_hist_log;       /* stats: which histograms are kept */
	bool stat_hist_linear;
	int64_t hist_lo, hist_hi, hist_step;
	struct loc hist_loc;
	int64_t capacity;
	bool foreach_sorted;      /* an array that some foreach sorts */
	bool conflict_reported;
};

struct script_options;
/* Pass 2 over a parsed program: returns false after reporting errors. */
bool elaborate(struct program *prog, const struct script_options *opt);
/* Script arguments ($N/@N) pass 2 substituted: bit N for argument N. */
extern unsigned script_args_used;
void elaborate_tapset_only(struct program *prog, const struct script_options *opt);
/* Type inference, called by elaborate() once names are resolved. */
bool infer_types(struct program *prog);

/* A printf-family format, checked and translated for the kernel. */
enum fmt_arg { FA_LONG, FA_STRING, FA_CHAR };
struct format {
	char *kernel_fmt;         /* with explicit length modifiers */
	int nargs;
	enum fmt_arg args[64];
};
/* Checks the literal LIT as a format for NARGS arguments (format.c). */
struct format *format_parse_lit(const struct node *lit, int nargs);
bool is_builtin(const char *name);

/* ------------------------------------------------------------- tapset.c */

/* Finds the installed or in-tree tapset dir; NULL if none. */
const char *tapset_default_dir(void);
const char *runtime_default_dir(void);
/* Loads *.pp from each dir (default first, then -I dirs). */
bool tapset_load(struct program *prog, const char *const *dirs, int ndirs);

/* --------------------------------------------------------------- listing.c */

int list_points(const char *pattern, bool long_form,
		const struct script_options *opt);

/* --------------------------------------------------------------- codegen.c */

/* The module's C source (deterministic: it keys the module cache). */
char *generate_c_text(const struct program *prog, const struct script_options *opt, bool *split);
extern const char script_part2_c_text[];
char *generate_runtime_c_text(const struct script_options *opt);
/* Checks every -D NAME=VALUE; false after printing what is wrong. */
bool check_defines(const struct script_options *opt);

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

/* ------------------------------------------------------ kbuild.c, cache.c */

/* The cache (cache.c): entries are KEY (modules), runtime-KEY, kbuild-KEY. */
struct cache {
	int fd;                   /* its root, or -1: no cache this run */
	char *path;
	bool warned;              /* an untrusted path was reported */
};
/* Picks and checks the root (see cache.c); -v says which. */
void cache_open(struct cache *c, bool verbose);
void cache_close(struct cache *c);
char *cache_path(const struct cache *c, const char *entry, const char *file);
/* ENTRY/FILE opened and checked: the descriptor, or -1 (absent, or
 * untrusted: then warned once). */
int cache_open_file(struct cache *c, const char *entry, const char *file);
bool cache_read(struct cache *c, const char *entry, const char *file,
		char **text, size_t *len);
bool cache_store_data(struct cache *c, const char *entry, const char *file,
		      const void *data, size_t len, mode_t mode);
bool cache_store_file(struct cache *c, const char *entry, const char *file,
		      const char *from, mode_t mode);
/* Copies what FD holds into the new file TO (in a private directory). */
bool copy_fd_to(int fd, const char *to);


struct build_result {
	char *build_dir;          /* the temporary build directory */
	char *c_path;             /* the generated C file */
	char *ko_path;            /* the module */
	char *module_name;
	char *kernel_release;
	char *kernel_build;       /* Kbuild directory of the target kernel */
	bool from_cache;
};
/* Passes 3 and 4; returns an exit status (0 on success). */
int translate_and_build(struct program *prog, const struct script_options *opt,
			struct build_result *out);

/* ------------------------------------------------------------ prebuild.c */

/* The early compile of the script's objects (see prebuild.c). */
#define PREBUILD_MAX_OBJS 3     /* pmp__s, pmp__s2, pmp__rt */
struct prebuild {
	int lock_fd;              /* held until the objects are in place */
	int n;
	pid_t pid[PREBUILD_MAX_OBJS];
	const char *objs[PREBUILD_MAX_OBJS];
};
/* After Kbuild built DIR/OBJ.o: its command, as the text to cache. */
char *prebuild_record(const char *dir, const char *obj, const char *module);
/* The line that makes the module's Kbuild makefile wait for the objects. */
char *prebuild_makefile_line(const char *dir);
/* A recorded command, parsed into argument vectors and checked. */
struct prebuild_cmd {
	char *compiler;           /* the path its stamp names */
	struct vec cmds;          /* struct vec * of char *: argv of each command */
};
/* TEXT (a cached recording) parsed, if it can be used now: its compiler
 * unchanged, plain words only, every program and path it names trusted
 * (see prebuild.c); else NULL with *WHY. */
struct prebuild_cmd *prebuild_load(const char *text, const char *kbuild, char **why);
void prebuild_free(struct prebuild_cmd *pc);
/* Starts compiling DIR/OBJS[i].c with PC; false: not started. */
bool prebuild_start(struct prebuild *pb, const struct prebuild_cmd *pc, const char *kbuild,
		    const char *dir, const char *module, const char *const *objs, int n);
/* Waits for the compiles, moves each object into LINK_DIR as OBJ.o_shipped
 * and releases Kbuild; false if any of it failed. */
bool prebuild_finish(struct prebuild *pb, const char *dir, const char *link_dir);

/* Removes the temporary build directory (kept with -k). */
void build_cleanup(const struct build_result *b, const struct script_options *opt);

/* ------------------------------------------------------------- modinfo.c */

struct module_info {
	char *name;
	char *vermagic;
	char *pmprobe_version;
	struct vec breakpoints;   /* char *: "INDEX SYMBOL" */
	bool needs_target;        /* has .process probes */
	struct vec undefined;     /* char *: kernel symbols the module needs */
};
/* Opens the module PATH if no one but you or root can change it (else
 * -1, said): every check and the load itself use this descriptor. */
int module_open(const char *path);
bool module_info_read(int fd, const char *path, struct module_info *mi);
char *module_release(const struct module_info *mi);
/* Vermagic and exported symbols against the running kernel. */
bool module_check_kernel(const char *path, const struct module_info *mi);
unsigned long kallsyms_lookup_addr(const char *symbol, bool *restricted);

/* -------------------------------------------------------------- loader.c */

/* Pass 5 in a QEMU guest (vmrun.c). */
int run_in_vm(const char *ko, const struct script_options *opt,
	      const struct build_result *build);
int run_script_in_vm(const char *script, const struct script_options *opt);
int scan_kernel_log_file(const char *path);
/* Pass 5 for KO; BUILD is NULL under --run.  Returns the exit status. */
int run_pass5(const char *ko, const struct script_options *opt,
	      const struct build_result *build);

/* ---------------------------------------------------------------- main.c */

struct define {
	char *name;
	char *value;
};

struct script_options {
	int last_pass;            /* -p N, 5 by default */
	bool verbose;
	bool keep;                /* -k */
	bool guru;                /* -g */
	bool disable_cache;
	bool flight_recorder;     /* -F */
	bool timing;              /* -t */
	const char *module_name;  /* -m */
	const char *release;      /* -r */
	const char *output;       /* -o */
	const char *command;      /* -c */
	long target_pid;          /* -x, 0 if none */
	double time_limit;        /* -T, 0 if none */
	long buffer_kb;           /* -s, in KB */
	struct vec defines;       /* struct define * */
	struct vec tapset_dirs;   /* char * */
	char *script_args[10];    /* $1..$9 / @1..@9 (index 1..9) */
	int nscript_args;
	bool vm;
	int vm_cpus;
	int vm_mem;
	bool vm_icount;
	const char *vm_keep_log;
	double vm_timeout;
	double vm_stall;          /* --vm-stall: kill a guest silent this long */
	struct vec vm_files;      /* char *: HOST[:GUEST] extra files for the guest */
	const char *script_name;
};

#endif /* PMPROBE_H */
