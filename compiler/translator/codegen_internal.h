/*
 * codegen_internal.h - what pass 3's files share, one section per file:
 * codegen_text.c (C text: literals, comments, the C names made from the
 * script's), codegen_expr.c (expressions), codegen_stmt.c (statements),
 * codegen_body.c (each probe's and function's C function: frames, locks,
 * embedded C), codegen_module.c (the probe table, the globals'
 * definitions and tables).  codegen.c, the driver, sequences them.
 * Each file calls only those listed before it.
 */
#ifndef PMP_CODEGEN_INTERNAL_H
#define PMP_CODEGEN_INTERNAL_H

#include "internal.h"

/* One C function being generated: a probe's body or a function's. */
struct cg {
	const struct program *prog;
	const struct tr_options *opt;
	struct buf *out;          /* where statements go now */
	int depth;
	/* the function being generated */
	const struct function *fn;
	const struct rprobe *rp;
	long probe_no;            /* in a probe: its table index + 1, $counter's value */
	int nlong, nent;          /* C-local temporaries, never reused */
	int nstr, max_str;        /* string temporaries in the locals struct */
	int nkey, max_key;        /* key temporaries in the locals struct */
	struct vec loops;         /* char *: continue label, or NULL for C's */
	int labels;
	/* try/catch: where an error leaves to ("pmp_out", or the innermost
	 * try's catch label), and how many trys the code is in, in this
	 * body and since the innermost loop (a jump out of them undoes
	 * their c->trying++) */
	char *err_label;
	int try_depth, try_in_loop;
	long maxstringlen;
};

/* ------------------------------------------------------- codegen_text.c */

/* One line of C at the current depth. */
void emit(struct cg *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* C literals for script text: nothing from the script escapes them. */
char *c_string(const char *s, size_t n);
char *c_str0(const char *s);
char *c_long(int64_t v);
/* "FILE:LINE:COL" as a C literal. */
char *where(struct loc loc);
/* Script text fit for the inside of a C comment. */
char *c_comment_text(const char *s);

/* What cname() names, from a script's name. */
enum cname {
	CN_GLOBAL,                /* a global's variable */
	CN_MAP_DESC,              /* an array's descriptor */
	CN_STAT_DESC,             /* an aggregate's */
	CN_LOCK,                  /* a global's lock */
	CN_LOCAL,                 /* a local's or parameter's slot, as l->... */
	CN_SLOT,                  /* that slot's field in its frame's struct */
	CN_PARAM,                 /* a script function's C parameter */
	CN_ARG_MACRO,             /* an embedded function's parameter */
	CN_FUNC,                  /* a function */
	CN_FRAME,                 /* a script function's frame struct */
	CN_FRAME_MEMBER,          /* that struct in union pmpl_frames */
};
const char *cname(enum cname k, const char *name);
/* A variable's C lvalue: a global's, or a local's slot in its frame. */
const char *var_ref(const struct symbol *s);

/* ------------------------------------------------------- codegen_expr.c */

/*
 * An expression's value: its C text, its type, and whether statements
 * between its evaluation and its use could change it (then it is copied
 * into a temporary first).
 */
enum cv_kind {
	CV_EXPR,                  /* reads variables or maps: could change */
	CV_LITERAL,               /* a C literal */
	CV_TEMP,                  /* a temporary holding the value already */
};
struct cval {
	char *c;                  /* the C expression (owned) */
	enum type type;
	enum cv_kind kind;
};
void cv_free(struct cval *v);

char *new_long(struct cg *g);
/* N's value, after the statements it needs (emitted now). */
struct cval gen(struct cg *g, struct node *n);
/* Evaluates N for its effects only. */
void gen_effect(struct cg *g, struct node *n);
/* Fills a key temporary from KEYS; returns "&l->pmp_kN". */
char *gen_key(struct cg *g, const struct symbol *arr, struct vec *keys);

/* ------------------------------------------------------- codegen_stmt.c */

void gen_stmt(struct cg *g, struct node *n);

/* ------------------------------------------------------- codegen_body.c */

/* Where the line after an embedded C block goes back to pmp__s.c's own
 * lines; restore_line_numbers() puts the line's number in place of the
 * placeholder (a relative name: the C text must not name its build
 * directory, which would change the module's cache key every time). */
#define LINE_PLACEHOLDER "PMP_LINE_NR"
#define LINE_RESTORE "#line " LINE_PLACEHOLDER " \"pmp__s.c\"\n"

void put_embedded_code(struct buf *out, struct loc loc, const char *code);
void restore_line_numbers(char *text);
/* EXTERNAL: a script function of a script split over two objects. */
void fn_signature(struct buf *b, const struct function *f, bool external);
void fn_head(struct buf *out, const struct function *f, bool external);
void probe_head(struct buf *out, const struct rprobe *rp, size_t idx, bool external);
void gen_embedded_fn(struct buf *out, const struct function *f);
void gen_script_fn(struct cg *g, struct buf *structs, struct buf *out, struct function *f);
void gen_probe(struct cg *g, struct buf *structs, struct buf *out, struct rprobe *rp, size_t idx);

/* ----------------------------------------------------- codegen_module.c */

/* The probes in the order of the module's table (begin, end, error,
 * timers, perf; by priority, then in script order). */
struct rprobe **probe_table(const struct program *prog);
/* BP_SYMBOLS gets the breakpoint symbols, PMUS the sysfs PMU points
 * (struct rprobe *), in the order of their indexes. */
void gen_table(struct buf *out, struct rprobe *const *table, size_t n, struct vec *bp_symbols,
	       struct vec *pmus, struct vec *tps);
/* The tracepoints' .modinfo lines and field names (TPS: their rprobes,
 * by index; NSLOTS field slots in all). */
void gen_tp_tables(struct buf *out, const struct vec *tps, size_t nslots);
void gen_globals(struct cg *g, struct buf *out, struct buf *decls, long *max_buckets);
void gen_sort_buffers(const struct program *prog, struct buf *out, struct buf *decls);
void gen_global_tables(const struct program *prog, struct buf *out);
/* Does the script read counters (so CPUs must publish their counts)? */
bool reads_counters(const struct program *prog);

#endif /* PMP_CODEGEN_INTERNAL_H */
