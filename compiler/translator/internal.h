/*
 * internal.h - what the translator's passes share, one section per file
 * that owns the declarations: ast.c (the tree), lexer.l/parser.y (pass
 * 1; preprocess*.c stand between them, see preprocess.h), print.c (pass 1 as script text), events.c (probe points), sema.c
 * and types.c (pass 2: names, built-ins, types settled on every node),
 * effects.c and elide.c (pass 2: side effects, elision of dead code),
 * locks.c (pass 2: the lock plan), format.c (printf formats, parsed once
 * in pass 2), dump.c (pass 2 as text), tapset.c (the tapset and runtime
 * directories), codegen.c (pass 3: its driver; codegen_*.c share
 * codegen_internal.h), listing.c (-l/-L).  translator.c is translator.h
 * over them.  Nothing outside translator/ includes it.
 */
#ifndef PMP_TRANSLATOR_INTERNAL_H
#define PMP_TRANSLATOR_INTERNAL_H

#include "translator.h"
#include <linux/perf_event.h>

#include "pmp_abi.h"
#include "usym.h"

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
	N_ENTRY,      /* @entry(a): a evaluated at the call's entry; slot
		       * tp_field of the return probe's entry values */
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
	N_TRY,        /* try a catch [(c)] b: c the N_VAR of the message, or NULL */
	N_RETURN,     /* return [a] */
	N_DELETE,     /* delete a (N_VAR or N_INDEX) */
};

/* Binary operator codes beyond single characters. */
enum {
	OP_EQ = 256, OP_NE, OP_LE, OP_GE, OP_SHL, OP_SHR, OP_AND, OP_OR,
	OP_CONCAT,   /* '.' */
};

/* What sema.c resolves a built-in call's name to (N_CALL). */
enum builtin {
	BI_NONE, BI_PRINTF, BI_SPRINTF, BI_PRINT, BI_PRINTLN, BI_SPRINT, BI_SPRINTLN,
	BI_PRINTD, BI_PRINTDLN, BI_SPRINTD,   /* (delimiter literal, values...) */
	BI_LAST = BI_SPRINTD
};
/* sprintf, sprint, sprintln and sprintd return a string; the others print. */
bool builtin_returns_string(enum builtin b);

/* What pass 2 resolves a context variable to (N_CTXVAR): sema.c the
 * perf probe's $counter, tp_points.c a tracepoint's field or $$vars. */
enum ctxvar {
	CTXV_UNRESOLVED,
	CTXV_COUNTER,     /* $counter: the probe's own event, read_counter()'s handle */
	CTXV_MEMBER,      /* $counterN: member N of the probe's group (group_points.c) */
	CTXV_TP_FIELD,    /* $name: field tp_field (of the probe's tp_used) */
	CTXV_TP_VARS,     /* $$vars: every field pmprobe reads, as text */
	CTXV_KP_ARG,      /* $argN of a kernel function: N in tp_field */
	CTXV_KP_RETURN,   /* $return in a kernel function's .return */
	CTXV_UP_ARG,      /* $argN of a user function: N in tp_field */
	CTXV_UP_RETURN,   /* $return in a user function's .return */
	CTXV_UP_MARK,     /* $argN of a USDT mark: N in tp_field (ev.uargs) */
	CTXV_KP_PARAM,    /* $NAME, a parameter (BTF): register tp_field
			   * (from 1), read as kp_read_expr says (num) */
	CTXV_KP_PARMS,    /* $$parms: every parameter, as text */
};

/* What sema.c resolves an aggregate operator's name to (N_AGG). */
enum agg_op {
	AGG_NONE, AGG_COUNT, AGG_SUM, AGG_MIN, AGG_MAX, AGG_AVG, AGG_VARIANCE,
	AGG_HIST_LOG, AGG_HIST_LINEAR,
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
	bool is_str;              /* N_ARG: @N; N_CTXVAR: a string field */
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
	enum type type;           /* an expression's, once types.c has settled
				   * them all (pass 3 reads it) */
	struct symbol *sym;       /* N_VAR, N_INDEX, N_IN, N_AGG target */
	struct function *fn;      /* N_CALL of a script function */
	enum builtin builtin;     /* N_CALL of a built-in, or BI_NONE */
	enum agg_op agg;          /* N_AGG */
	enum ctxvar ctxvar;       /* N_CTXVAR */
	int tp_field;             /* N_CTXVAR CTXV_TP_FIELD: its index in the
				   * probe's tp_used (is_str: a string);
				   * CTXV_MEMBER: N - 1 of $counterN */
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
/* The value of a number literal, or of '-' and a number literal. */
bool node_literal_value(const struct node *n, int64_t *v);

/* A component of a probe point: name, name(arg) or name(arg)(period). */
struct point_comp {
	char *name;
	struct node *arg;         /* N_NUM, N_STR, N_VAR (bare symbol) or N_ARG; or NULL */
	struct node *period;      /* the (N) of raw(C)(N): a sample period, or NULL */
	struct vec members;       /* struct probe_point *: .group(POINT, ...)'s */
	struct loc loc;
};

struct probe_point {
	struct vec comps;         /* struct point_comp * */
	bool optional;            /* '?' */
	struct loc loc;
};

struct event;

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
	bool has_effects;         /* writes a global, prints, or calls what
				   * does (effects.c) */
	bool called_after_elision;/* some call of it survived elide.c */
	bool calls_noted;        /* elide.c: its calls were counted */
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
	const struct tr_options *opt; /* pass 1's preprocessor reads it; may be NULL */
	/* pass 2 */
	struct vec aliases;       /* struct probe * with is_alias */
	struct vec resolved;      /* struct rprobe *: probes after resolution */
	struct vec global_syms;   /* struct symbol * */
	struct vec formats;       /* struct format * */
	struct vec foreachs;      /* struct foreach * */
	struct vec used_functions;/* struct function * in emission order */
	bool uses_target;
	bool uses_process;
	struct source *snapshot_src; /* --metrics: the snapshots' probe's text */
	struct vec core_types;    /* struct pmu_core_type *: a hybrid target's */
};

/* ----------------------------------------------------- lexer.l / parser.y */

/* Another tool's spelling in SRC (bpftrace's tracepoint:, @map, perf's
 * cycles:u, {a,b}, ...): one error each, showing pmprobe's; true if any
 * (foreign.c). */
bool foreign_spellings(const struct source *src);
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

/* --------------------------------------------------------------- events.c */

/* What a probe point resolves to. */
enum probe_kind {
	PK_BEGIN, PK_END, PK_ERROR, PK_TIMER, PK_PERF,
	PK_KPROBE,    /* kernel.function, kprobe.function (kp_points.c) */
	PK_UPROBE,    /* process("PATH").function, .mark (up_points.c) */
};

/* Bits for function contexts ("@probes" in tapsets). */
enum {
	CTX_BEGIN = 1, CTX_END = 2, CTX_ERROR = 4, CTX_TIMER = 8, CTX_PERF = 16,
	CTX_KPROBE = 32,
	CTX_ALL = 63,
};

enum bp_kind { BP_NONE, BP_EXEC, BP_READ, BP_WRITE, BP_RW };

struct event {
	enum probe_kind kind;
	int64_t priority;         /* begin(N)/end(N)/error(N): any 64-bit value */
	uint64_t timer_ns;        /* timer period */
	bool timer_jiffies;       /* timer.jiffies: timer_arg jiffies */
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
	/* a sysfs PMU event (pmu_points.c): perf.pmu("PMU").event("EVENT"),
	 * .config("TERMS"), perf.event("PMU/TERMS/"); resolved by the loader,
	 * and here too when translating for the running kernel */
	char *pmu;                /* the PMU's sysfs name, or NULL */
	char *pmu_event;          /* .event's, or NULL */
	char *pmu_terms;          /* .config's (or perf.event's), or NULL */
	struct loc pmu_loc[3];    /* where PMU, EVENT and TERMS were written */
	bool pmu_resolved;        /* resolved here: type, config, pmu_attr */
	char *pmu_family;         /* the name as written, when it stood for
				   * pmu_family_n instances (one point each) */
	size_t pmu_family_n;
	struct pmu_attr pmu_attr;
	/* a libpfm4 event (pfm_points.c): perf.pfm("NAME"), encoded here into
	 * type, config and pmu_attr, or by the loader; pmu is "" or the sysfs
	 * PMU of its type, pmu_loc[0] where NAME was written */
	char *pfm;                /* NAME as written, or NULL */
	struct pfm_enc pfm_enc;   /* its encoding here */
	bool pfm_deferred;        /* left to the loader */
	/* a tracepoint (tp_points.c): perf.tracepoint("SUBSYS:NAME"); its
	 * format on the target kernel types the fields, the loader resolves
	 * id and offsets where the module loads */
	char *tp;                 /* "SUBSYS:NAME", or NULL */
	struct loc tp_loc;
	struct tp_format *tp_fmt;
	/* a kernel function (kp_points.c): kernel.function("NAME"),
	 * kprobe.function("NAME"), .call or .return; the kernel resolves
	 * NAME where the module loads (register_kprobe) */
	char *kfunc;              /* NAME, or NULL */
	bool kreturn;             /* .return: a kretprobe */
	/* a user function or USDT mark (up_points.c): process("PATH")
	 * .function("NAME")[.return] or .mark("NAME"), resolved here in the
	 * file (its host copy under --vm-file), checked where it loads */
	char *upath;              /* PATH as the target names it, or NULL */
	char *uname;              /* NAME (a mark's "PROVIDER:NAME") */
	bool umark;               /* .mark */
	bool ureturn;             /* .return: a uretprobe */
	uint64_t uoffset;         /* the file offset of the probe */
	uint64_t uref_offset;     /* a mark's semaphore's file offset, or 0 */
	char *uident;             /* usym_identity() of the file */
	int umachine;             /* its ELF machine */
	const struct usdt_note *unote; /* a mark's note (its arguments) */
	/* a generic hardware or cache event on a hybrid target
	 * (hybrid_points.c): the program's core types, each CPU's event
	 * opened on its own type's PMU; NULL elsewhere */
	const struct vec *core_types;
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
	bool runs_alone;          /* begin, end, error, .counter: no other
				   * handler runs alongside it */
	struct vec locks;         /* struct lock *, in the order taken */
	int id;
	struct vec alias_chain;   /* names of aliases expanded, outermost first */
	struct vec tp_used;       /* const struct tp_field *: the fields its body reads */
	int tp_slot0;             /* codegen: the module's field slot of tp_used[0] */
	/* a kernel function's parameters from the target kernel's BTF
	 * (kp_points.c), read when its body first names one */
	struct vec kparams;       /* struct kparam * */
	bool kparams_read;
	/* .group(...) (group_points.c): a leader's members, in order, and a
	 * member's leader; both open pinned */
	struct vec members;       /* struct rprobe * */
	struct rprobe *leader;
	bool pinned;
	int table_idx;            /* codegen: its row in the module's table */
	int delta_row;            /* codegen: 1 + its row of counter_delta()'s
				   * previous values, or 0: it calls none */
	bool snapshot;            /* --metrics: the snapshots' timer probe */
	int nentries;             /* codegen: its @entry values (a .return's
				   * entry function fills them), or 0 */
	/* what its @entry expressions use (also in callees, accesses),
	 * and the locks its entry run takes */
	struct vec entry_callees, entry_accesses, entry_locks;
};

/* ------------------------------------------------------------- snapshot.c */

/* --metrics with an interval: the timer probe that snapshots the printed
 * globals, added to PROG after the script is parsed; false after an
 * error. */
bool add_snapshot_probe(struct program *prog, const struct tr_options *opt);
/* The resolved probes that are the snapshots' (0 or 1). */
size_t snapshot_probes(const struct program *prog);
/* Pass 2, once elision has settled which globals are printed: the
 * snapshot probe reads each of them (so locks.c plans its locks). */
void plan_snapshot_reads(struct program *prog);

/* Resolves every point of every user probe into PROG->resolved. */
bool resolve_probes(struct program *prog, const struct tr_options *opt);
/* For -l, after resolve_probes(): the events (struct event *) that PP
 * resolves to; false, printing nothing, if it does not resolve. */
bool resolve_point_quietly(struct probe_point *pp, struct vec *events);
/* NAME is one of SystemTap's probe point families pmprobe does not have. */
bool is_stap_family(const char *name);
const char *perf_type_name(uint32_t type);
const char *probe_kind_name(enum probe_kind k);
void print_event(struct buf *b, const struct event *ev);

/* ------------------------------------------------------------ kp_points.c */

/* The highest N of $argN: the arguments passed in registers on x86-64
 * (regs_get_kernel_argument; arm64 passes 8). */
#define KP_MAX_ARG 6
/* A kernel function's name as register_kprobe takes it (a C
 * identifier, or a compiler's local copy such as foo.isra.0). */
bool kp_name_ok(const char *name);
/* A module's name as the kernel lists it (module("MOD")). */
bool kp_module_ok(const char *mod);
/* The same with the wildcards * and ? in it ("MOD:GLOB": a module's). */
bool kp_pattern_ok(const char *pattern);
/* The most kernel functions one wildcard (kernel.function("vfs_*")) and
 * one script may probe: each is a kprobe of its own, registered one by
 * one when the script starts; PMP_TP_MAX's number. */
#define KP_WILD_MAX 64
/* The most user function and mark points (process("PATH")...) one
 * wildcard and one script may probe: a uprobe each, registered one by
 * one when the script starts, as many as kernel functions' kprobes. */
#define UP_POINT_MAX KP_WILD_MAX
/* NAME is a function of the target kernel, when its symbols are known
 * (OPT->ksyms): else one error, with the nearest name. */
bool kp_name_check(const char *name, struct loc loc, const struct tr_options *opt);
/* The functions PATTERN matches in OPT->ksyms, into NAMES (allocated):
 * false after one error when none (unless OPTIONAL: a warning), more
 * than KP_WILD_MAX, or the symbols are not known. */
bool kp_wildcard_names(const char *pattern, struct loc loc, const struct tr_options *opt,
		       bool optional, struct vec *names);
/* TEXT, a point as written (taken), with a wildcard's name replaced by
 * KFUNC, the function it matched: pp() of that point. */
char *kp_point_text(char *text, const char *kfunc);
/* -l's lines (struct pmu_line *) of the kernel functions PATTERN
 * matches, only when it names them ("function" in it), with -L's
 * context variables when FIELDS; why there are none to list, or NULL. */
bool kp_pattern_lists(const char *pattern);
void kp_point_lines(const struct tr_options *opt, const char *pattern, bool fields,
		    struct vec *out);
const char *kp_lines_missing(const struct tr_options *opt, const char *pattern);
/* $argN, $NAME, $$parms, $return in a kernel function's probe (AT_ENTRY:
 * inside an @entry, where they are the call's even in .return); false
 * after an error. */
bool kp_ctxvar_resolve(struct rprobe *rp, struct node *n, const struct tr_options *opt,
		       bool at_entry);
/* Whether N ($NAME, $$parms) in RP's body is a parameter of a .return
 * probe: its value at the call, as in SystemTap (sema.c makes it
 * @entry(N)). */
bool kp_param_at_return(const struct rprobe *rp, const struct node *n);
/* C for parameter $NAME's value (N_CTXVAR CTXV_KP_PARAM), a long. */
char *kp_read_expr(const struct node *n);
/* The number N->num keeps of how parameter P is read. */
int64_t kp_read_code(const struct kparam *p);
/* A kernel function point's part of -p2. */
void kp_point_print(struct buf *b, const struct event *ev);

/* ------------------------------------------------------------ up_points.c */

/* process("PATH").function("NAME")[.return] (WHAT "function") or
 * process("PATH").mark("NAME") (WHAT "mark") into EV: PATH read on this
 * machine (OPT's --vm-file HOST:GUEST copy of a guest path), NAME found
 * in it; false after one located error.  An OPTIONAL point ('?') whose
 * file, function or mark is not there gets a warning instead, and true
 * with EV->upath NULL: skipped. */
bool up_resolve(struct event *ev, const char *path, struct loc path_loc, const char *what,
		const char *name, struct loc name_loc, bool is_return, bool optional,
		const struct tr_options *opt);
/* The functions of PATH (read and checked as up_resolve does; PATH_LOC
 * its place) that PATTERN (wildcards * ? [...]) matches, into NAMES
 * (allocated), each name once: false after one error at LOC when none
 * match (an OPTIONAL point: a warning, true and none) or more than
 * UP_POINT_MAX do. */
bool up_wildcard_names(const char *path, struct loc path_loc, const char *pattern,
		       struct loc loc, const struct tr_options *opt, bool optional,
		       struct vec *names);
/* $argN, $return in a user function's or mark's probe. */
bool up_ctxvar_resolve(struct rprobe *rp, struct node *n, bool at_entry);
/* A user point's part of -p2. */
void up_point_print(struct buf *b, const struct event *ev);
/* -l's lines of the functions and marks of the file a
 * process("PATH")... PATTERN names (at most UP_LIST_MAX of each). */
#define UP_LIST_MAX 64
void up_point_lines(const struct tr_options *opt, const char *pattern, bool fields,
		    struct vec *out);
/* The files the probes were resolved in, for the loader's check (each
 * "PATH\tIDENTITY" once), into OUT (char *, allocated). */
void up_file_records(const struct program *prog, struct vec *out);
/* The C expression of a mark's argument N in RP's probe. */
char *up_mark_arg_expr(const struct rprobe *rp, int n);

/* ----------------------------------------------------------- pmu_points.c */

/* A sysfs PMU point whose names events.c took (EV->pmu...), COUNTER and
 * PROCESS its suffixes: checked, and resolved against OPT->pmus when
 * set; false after an error.  An OPTIONAL point that does not resolve
 * gets a warning and is left to the loader (which skips it then). */
bool pmu_point_resolve(struct event *ev, const struct tr_options *opt,
		       bool counter, bool process, bool optional);
/* A PMU point's part of -p2 ("pmu=msr event=tsc type=8 config=0x0 ..."). */
void pmu_point_print(struct buf *b, const struct event *ev);
/* -------------------------------------------------------- hybrid_points.c */

/* On a hybrid target (OPT->pmus lists core types: pmu_core_types), each
 * generic hardware or cache point is marked to open on every core
 * type's PMU, and PROG->core_types filled; false after an error. */
bool hybrid_resolve(struct program *prog, const struct tr_options *opt);
/* A hybrid point's part of -p2: each core type's PMU, CPUs and config. */
void hybrid_point_print(struct buf *b, const struct event *ev);

/* ------------------------------------------------------- availability.c */

/* What -l says of whether a point opens on the listed kernel. */
enum avail_state { AVAIL_YES, AVAIL_NO, AVAIL_MAYBE, AVAIL_DEPENDS };
struct verdict {
	enum avail_state state;
	char *why;                /* the reason or the detail, or NULL (freed
				   * by the caller) */
};
/* A point's event, as -l asks about it. */
struct avail_query {
	enum probe_kind kind;
	uint32_t type;            /* perf_event_attr's, for PK_PERF */
	uint64_t config;
};
/* A -l verdict read from names: the kernel's sysfs PMUs. */
struct verdict point_verdict(const struct avail_query *q);
/* "available (PMU cpu)", "not available (no hardware PMU: ...)": the
 * verdict in words (the caller frees it). */
char *verdict_text(const struct verdict *v);
char *event_availability(const struct event *ev);
char *type_availability(uint32_t type, uint64_t config);
/* Points that need the CPU's PMU when the target's description (a
 * guest's, from the cache: no boot) lists none: one error, before any
 * guest boots; false after it. */
bool check_target_pmus(const struct program *prog, const struct tr_options *opt);
/* Whether -l opens EV to check it (a hardware, cache or raw event), and
 * the question it asks then. */
bool event_checkable(const struct event *ev, struct open_check *oc);
/* A verdict from what opening the event found (C), NAMES being what
 * its names said (its detail kept where they said available); or, C
 * NULL or not reached, NAMES marked as read from names, not checked
 * for WHY.  Allocated. */
char *checked_availability(const char *names, const struct open_check *c, const char *why);
/* "kernel 6.1.0-56-amd64 (x86_64), WHERE": the kernel -l lists. */
char *listed_kernel(const char *where);

/* -l: the sysfs PMUs' events in SRC, as struct pmu_line *. */
struct pmu_line {
	char *name;               /* perf.pmu("msr").event("tsc") */
	char *alias;              /* msr/tsc/ */
	const char *kind;
	char *avail;
	char *fields;             /* -L's lines for a tracepoint, or NULL */
	char *group;              /* the family -l folds it into without -v
				   * ("sched", a libpfm4 model), or NULL */
	bool checkable;           /* resolved: -l may open OC on the running kernel */
	struct open_check oc;
};
void pmu_point_lines(struct pmu_source *src, struct vec *out);
unsigned event_context(const struct event *ev);

/* ----------------------------------------------------------- pfm_points.c */

/* A perf.pfm point whose NAME events.c took (EV->pfm): encoded by
 * libpfm4 for this machine's or the forced model, or left to the loader;
 * false after an error. */
bool pfm_point_resolve(struct event *ev, const struct tr_options *opt);
/* After the suffixes: libpfm4's :u/:k joined to .user/.kernel. */
bool pfm_point_modes(struct event *ev);
/* Its .modinfo encoding (pmp_abi.h's PMP_PFM_ENCODING_FMT), and -p2. */
char *pfm_modinfo(const struct event *ev);
void pfm_point_print(struct buf *b, const struct event *ev);
/* -l: the events of the detected or forced model, as struct pmu_line *. */
void pfm_point_lines(struct vec *out);
/* -------------------------------------------------------- group_points.c */

/* The .group(POINT, ...) component that ends PP, or NULL. */
struct point_comp *group_comp(const struct probe_point *pp);
/* PP without its last component (the group's leader), sharing the rest. */
struct probe_point *group_leader_point(const struct probe_point *pp);
/* MEMBER as the counting point it opens as: its components and .counter. */
struct probe_point *group_counting_point(const struct probe_point *member);
/* GROUP names member points (not .group(x)); else an error. */
bool group_args_ok(const struct point_comp *group);
/* A member's event EV is a per-CPU perf event; else an error at MEMBER. */
bool group_member_ok(const struct probe_point *member, const struct event *ev);
/* The member MEMBER, resolved into EV (events.c), as a probe of its own
 * after LEADER in PROG->resolved, LEADER's next member; both pinned. */
void group_add_member(struct program *prog, struct rprobe *leader,
		      struct probe_point *member, const struct event *ev);

/* ----------------------------------------------------------- tp_points.c */

/* perf.tracepoint("SUBSYS:NAME") whose name events.c took (EV->tp):
 * checked, and its format found in OPT->tracepoints; false after an
 * error at its place. */
bool tp_point_resolve(struct event *ev, const struct tr_options *opt, bool optional);
/* The tracepoints PATTERN ("sched:sched_*": globs in either part, as perf
 * allows) matches on the target kernel, "SUBSYS:NAME" each; false after
 * an error at LOC (none matching, too many). */
bool tp_wildcard_names(const char *pattern, struct loc loc, const struct tr_options *opt,
		       bool optional, struct vec *names);
/* $NAME in RP's body (N): the field, marked used (N->num its index in
 * RP->tp_used); false after an error.  $$vars: every non-common field. */
bool tp_ctxvar_resolve(struct rprobe *rp, struct node *n);
void tp_point_print(struct buf *b, const struct event *ev);
/* -l/-L: the tracepoints matching PATTERN, as struct pmu_line * (avail
 * and, for -L, FIELDS: one line per field). */
void tp_point_lines(const struct tr_options *opt, const char *pattern, bool fields,
		    struct vec *out);

/* ------------------------------------------------------------ expand.c */

/* A point's name with a wildcard: PATTERN in the family KIND, within
 * SCOPE (a kernel function's module, or NULL; a user function's program,
 * at SCOPE_LOC); LOC is the name's place, OPTIONAL the point's '?'. */
enum wild_kind { WILD_TRACEPOINT, WILD_KFUNC, WILD_UFUNC };
struct wild {
	enum wild_kind kind;
	const char *pattern, *scope;
	struct loc loc, scope_loc;
	const struct tr_options *opt;
	bool optional;
};
/* The names W stands for, into NAMES (allocated): false after one
 * error (none match, unless optional; more than the family's bound). */
bool wild_names(const struct wild *w, struct vec *names);

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
	enum type key_types[PMP_MAX_KEYS];
	struct loc key_loc;
	struct global_decl *decl; /* globals */
	int index;                /* globals: lock order; locals: slot */
	bool read, written;       /* globals: for auto-print at exit */
	bool not_counter;         /* globals: changed other than by ++ or
				   * += of a constant >= 0 (--metrics: a gauge) */
	bool stat_hist_log;       /* stats: which histograms are kept */
	bool stat_hist_linear;
	int64_t hist_lo, hist_hi, hist_step;
	struct loc hist_loc;
	bool stat_variance;       /* @variance is read: Welford's state kept */
	int variance_shift;       /* its bit-shift, 0 to 62 */
	struct loc variance_loc;
	int64_t capacity;
	bool foreach_sorted;      /* an array that some foreach sorts */
	bool needs_lock;          /* some concurrent probe changes it */
	bool conflict_reported;
};

/* A global the exit dump prints (SystemTap's rule: written, never read). */
static inline bool printed_at_exit(const struct symbol *s)
{
	return s->written && !s->read;
}

/* An array of aggregates: per-CPU maps, merged when read. */
static inline bool is_pmap(const struct symbol *s)
{
	return s->arity > 0 && s->type == TY_STAT;
}

/* Pass 2 over a parsed program: returns false after reporting errors. */
bool elaborate(struct program *prog, const struct tr_options *opt);
/* Script arguments ($N/@N) pass 2 substituted: bit N for argument N. */
extern unsigned script_args_used;
void elaborate_tapset_only(struct program *prog, const struct tr_options *opt);
/* Type inference, called by elaborate() once names are resolved. */
bool infer_types(struct program *prog);

/* ------------------------------------------------------ effects.c / elide.c */

/* Every function's has_effects, to a fixed point over the calls. */
void find_function_effects(struct program *prog);
/* N, evaluated for nothing but its effects, would change something. */
bool expr_has_effects(const struct node *n);
/* Locals read but never assigned (an error) or only updated (a warning),
 * saying 'global' where another body assigns the name (before
 * infer_types(); unset_locals.c); false after an error. */
bool check_unset_locals(struct program *prog);
/* A hint naming another probe or function (not BODY's) that reads a
 * local called NAME, for the elision warning; NULL if none (freed by
 * the caller). */
char *local_read_elsewhere(const struct program *prog, const struct node *body,
			   const char *name);
/* SystemTap's elision, with its warnings (after infer_types()). */
void elide_program(struct program *prog, const struct tr_options *opt);

/* ---------------------------------------------------------------- locks.c */

/* A lock a probe takes on a global (rprobe->locks). */
enum lock_mode { LOCK_NONE, LOCK_SHARED, LOCK_EXCL };
struct lock {
	struct symbol *sym;
	enum lock_mode mode;
};

/* Which globals need a lock and which each probe takes, in what mode
 * (after infer_types(): an aggregate's locking depends on its type). */
void plan_locks(struct program *prog);
/* nesting.c: levels of script-function calls the deepest chain from a
 * probe takes, or -1 if a call can recurse. */
int call_depth_needed(const struct program *prog);
const char *lock_mode_name(enum lock_mode m);


/* --------------------------------------------------------------- format.c */

/* A printf-family format, checked and translated for the kernel. */
/* FA_CHAR_ESC: a long printed by %#c, escaped by the runtime into a %s */
enum fmt_arg { FA_LONG, FA_STRING, FA_CHAR, FA_CHAR_ESC };
#define PMP_FMT_MAX_CONVS 64

/* One conversion, after the literal text before it. */
struct fmt_conv {
	char *lit;                /* the text before it, "%%" as "%" */
	size_t lit_len;
	char *text;               /* the conversion in the kernel's format */
	int width, prec;          /* as the kernel reads them; -1: none */
	char conv;                /* d i u x X o c s (%p is an x) */
	enum fmt_arg arg;         /* what it takes */
};

struct format {
	char *kernel_fmt;         /* the whole format, explicit length modifiers */
	int nargs;                /* conversions */
	struct fmt_conv convs[PMP_FMT_MAX_CONVS];
	char *tail;               /* the text after the last conversion */
	size_t tail_len;
};
/* Checks the literal LIT as a format for NARGS arguments. */
struct format *format_parse_lit(const struct node *lit, int nargs);

/* ----------------------------------------------------------------- dump.c */

/* Pass 2 output: resolved probes (with their accesses and lock plan),
 * globals and functions with types. */
void print_elaborated(FILE *f, const struct program *prog);
/* A function's signature as declared, for -L. */
void function_signature(struct buf *b, const struct function *f);

/* ------------------------------------------------------------- tapset.c */

/* Finds the installed or in-tree tapset dir; NULL if none. */
const char *tapset_default_dir(void);
const char *runtime_default_dir(void);
/* Loads *.pp from each dir (default first, then -I dirs). */
bool tapset_load(struct program *prog, const char *const *dirs, int ndirs);

/* -------------------------------------------------------------- codegen.c */

/* The module's C source (deterministic: it keys the module cache). */
char *generate_c_text(const struct program *prog, const struct tr_options *opt, bool *split);
char *generate_runtime_c_text(const struct tr_options *opt, const struct program *prog);
/* MAXSTRINGLEN: -D's, else larger than the default for a script that
 * calls a stack function (codegen.c). */
long stringlen_value(const struct tr_options *opt, const struct program *prog);
/* Checks every -D NAME=VALUE; false after printing what is wrong. */
bool check_defines(const struct tr_options *opt);

/* -------------------------------------------------------------- listing.c */

int list_points(const char *pattern, bool long_form,
		const struct tr_options *opt);

#endif /* PMP_TRANSLATOR_INTERNAL_H */
