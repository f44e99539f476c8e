/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_script.h - the interface between a script's generated code and the
 * runtime: the types both sides use, the few fast paths inlined into
 * handlers, and the prototypes of everything else.
 *
 * A module is two objects.  The runtime (pmp_runtime.c and what it
 * includes) is compiled once per kernel and set of -D limits, and cached;
 * the script's own object includes only this header, which pulls in no
 * heavy kernel header (no perf_event.h, sched.h or module.h), so that a
 * script compiles in little more than the time of its own code.  Keep it
 * that way: kernel types appear here only as pointers to declared
 * structs, and anything needing a kernel header is a runtime function.
 *
 * The script's object defines what the runtime needs from it (the probe
 * table, the sizes of its locals, its globals' allocation and exit dump):
 * see "Provided by the generated code" at the end.
 */
#ifndef PMP_SCRIPT_H
#define PMP_SCRIPT_H

#include <linux/kernel.h>
#include <linux/atomic.h>
#include <linux/string.h>
#include <linux/overflow.h>
#include <linux/moduleparam.h>
#include <uapi/linux/hw_breakpoint.h>
#include <uapi/linux/perf_event.h>
#include <asm/vdso/processor.h>

#include "pmp_limits.h"

struct perf_event;
struct perf_sample_data;
struct pt_regs;
struct pmp_context;
struct pmp_count_snap;
struct pmp_probe_calls;

/* MODULE_INFO() lives in linux/module.h, which the script does not need. */
#define PMP_MODULE_INFO(tag, info) __MODULE_INFO(tag, tag, info)

/* ------------------------------------------------------------- probes */

enum pmp_probe_kind { PMP_BEGIN, PMP_END, PMP_ERROR, PMP_TIMER, PMP_PERF,
	PMP_KPROBE,   /* a kprobe or kretprobe (pmp_kprobe.c) */
	PMP_UPROBE,   /* a uprobe or uretprobe (pmp_uprobe.c) */
};

/* Why a handler run was skipped. */
enum pmp_skip_reason {
	PMP_SKIP_REENTRANT,   /* this CPU's context was busy */
	PMP_SKIP_LOCK,        /* a global's lock was not obtained */
	PMP_SKIP_ENTRY,       /* a return's run: its entry run (@entry) failed */
	PMP_SKIP_NR,
};

/* Per-CPU handler statistics for -t. */
struct pmp_probe_time {
	u64 hits;
	u64 total_ns;
	u64 min_ns;
	u64 max_ns;
};

/* One resolved probe point; the translator emits the table. */
/* A hybrid CPU's core type (cpu_core, cpu_atom): its PMU's perf type,
 * which a generic event on its CPUs carries in config bits 32-63, and
 * those CPUs (a list, as its sysfs "cpus" file gives it). */
struct pmp_core_type {
	const char *name;
	u32 type;
	const char *cpus;
};

struct pmp_probe {
	const char *pp;             /* pp(): the point as written */
	const char *where;          /* FILE:LINE:COL of the point */
	const char *event_name;     /* canonical event, for messages */
	void (*body)(struct pmp_context *c);
	u8 kind;                    /* enum pmp_probe_kind */
	u8 counter;                 /* .counter: count, run the body once */
	u8 process;                 /* .process: the target task only */
	u8 optional;                /* '?': skipped if it cannot be opened */
	u8 exclude_user;
	u8 exclude_kernel;
	u8 bp_type;                 /* HW_BREAKPOINT_X/W/RW, or 0 */
	u8 bp_len;
	s16 bp_index;               /* index into pmp_bp_addr[], or -1 */
	u8 pmu_slot;                /* a sysfs PMU event: 1 + its index in
				     * the loader's pmu_* parameters; 0 */
	u8 tp_index;                /* a tracepoint: 1 + its index in the
				     * loader's tp_id parameter; 0 */
	u8 pinned;                  /* of a group (.group): opened pinned */
	u8 group_size;              /* a group's leader: it and its members */
	s16 group_leader;           /* a group's member: 1 + its leader's index */
	u32 type;
	u64 config;
	u64 period;
	u64 freq;
	u64 bp_addr;                /* a literal breakpoint address */
	u64 timer_ns;
	/* a generic event on a hybrid machine: the core types it opens on */
	const struct pmp_core_type *core_types;
	u8 ncore_types;
	const char *kp_symbol;      /* PMP_KPROBE: the kernel function */
	u8 kp_return;               /* PMP_KPROBE: a kretprobe (.return) */
	/*
	 * A return probe's @entry values: at each call's entry the point's
	 * runtime gives c->entry ENTRY_SIZE bytes of its own for that call
	 * (a kretprobe: its instance's data), ENTRY fills them, and the
	 * return's body reads them from c->entry.  An entry run that fails
	 * (skipped, or a runtime error) drops the call's return run
	 * (PMP_SKIP_ENTRY).  NULL when the body has no @entry.
	 */
	void (*entry)(struct pmp_context *c);
	u32 entry_size;
	const char *up_path;        /* PMP_UPROBE: the file */
	const char *up_name;        /* PMP_UPROBE: the function or mark */
	u64 up_offset;              /* PMP_UPROBE: the probe's file offset */
	u64 up_ref_offset;          /* PMP_UPROBE: a mark's semaphore's, or 0 */
	u8 up_return;               /* PMP_UPROBE: a uretprobe (.return) */
	/* at run time (the runtime's; zero in the table) */
	bool skipped;               /* optional and could not be opened */
	struct perf_event **events; /* per CPU, or [0] for .process */
	struct pmp_probe_time __percpu *times;
	/* per CPU: what became of each call of its handler (pmp_runtime.h) */
	struct pmp_probe_calls __percpu *calls;
	struct pmp_count_snap *offline; /* final values of CPUs gone offline */
	struct pmp_kp *kp;          /* PMP_KPROBE: its kprobe or kretprobe */
	struct pmp_up *up;          /* PMP_UPROBE: its uprobe */
	u8 *core_of_cpu;            /* hybrid: per CPU, 1 + its core type; 0 */
	struct pmp_count *core_final; /* hybrid: each core type's totals at stop */
	/* the event's totals when the script stopped, for the stats file */
	bool final_valid;
	u64 final_count, final_enabled, final_running;
};

/* ------------------------------------------------------------ context */

/* A record on the way out (its header: pmp_abi.h). */
struct pmp_record {
	struct pmp_rec_hdr hdr;
	char data[PMP_RECORD_DATA];
};

/* What one handler run works in (pmp_context.c): one per CPU, and one
 * for the begin/end/error probes. */
struct pmp_context {
	int busy;                   /* the reentrancy guard */
	int actions;                /* statements run, against MAXACTION */
	int nesting;                /* function call depth */
	bool aborted;               /* an error: unwind the handler */
	bool skipped;               /* the run was skipped (pmp_skip) */
	int trying;                 /* inside this many try blocks */
	bool process;               /* the process-context context */
	struct pmp_probe *probe;
	const char *where;          /* script location of a failing call */
	struct pt_regs *regs;
	struct perf_event *event;
	struct perf_sample_data *data;
	void *entry;                /* this call's @entry values (pmp_probe) */
	u64 start_ns;
	char *locals;               /* the running probe's locals */
	char *frames;               /* PMP_MAXNESTING function frames */
	char *statbuf;              /* 2 x pmp_stat_scratch: merged aggregates */
	char *scratch;              /* PMP_SCRATCH_SIZE bytes (pmp_runtime.h) */
	char *tok_next;             /* tokenize(): the rest of tok_buf, or NULL */
	char tok_buf[PMP_MAXSTRINGLEN];
	char err_msg[PMP_MAXSTRINGLEN]; /* the error a catch receives */
	/* per-CPU counters, summed when reported */
	u64 written;                /* records written */
	u64 dropped;                /* records dropped: buffer full */
	u32 rec_len;
	u32 rec_pieces;             /* pieces of the current record written */
	u8 rec_type;                /* the record's type; 0: PMP_REC_OUT */
	bool rec_failed;            /* a piece was dropped: drop the rest */
	struct pmp_record rec;      /* the record being built */
};

__printf(3, 4) void pmp_error(struct pmp_context *c, const char *where,
			      const char *fmt, ...);
void pmp_error_user(struct pmp_context *c, const char *msg);
void pmp_warn_user(struct pmp_context *c, const char *msg);
void pmp_skip(struct pmp_context *c, enum pmp_skip_reason why);
/* The generated code's common errors, out of line: one short call each. */
void pmp_error_maxaction(struct pmp_context *c, const char *where);
void pmp_error_nesting(struct pmp_context *c, const char *where);
void pmp_request_exit(struct pmp_context *c);

/* MAXACTION: N more statements are about to run. */
#define PMP_ACTIONS(c, n, where, out)					\
	do {								\
		if (unlikely(((c)->actions += (n)) > PMP_MAXACTION)) {	\
			pmp_error_maxaction((c), (where));		\
			goto out;					\
		}							\
	} while (0)

/* ---------------------------------------------------------- arithmetic */

/*
 * Integer division and modulo as in C, and as SystemTap's runtime and
 * translator define the one case C leaves undefined: x / -1 is -x
 * (wrapping: LONG_MIN / -1 is LONG_MIN) and x % -1 is 0.  The zero
 * divisor is checked by the generated code before the call.
 */
static __always_inline long pmp_div(long a, long b)
{
	return b == -1 ? (long)(0UL - (unsigned long)a) : a / b;
}

static __always_inline long pmp_mod(long a, long b)
{
	return b == -1 ? 0 : a % b;
}

/* + - * and unary - wrap on overflow, as two's complement. */
static __always_inline long pmp_add(long a, long b)
{
	return (long)((unsigned long)a + (unsigned long)b);
}

static __always_inline long pmp_sub(long a, long b)
{
	return (long)((unsigned long)a - (unsigned long)b);
}

static __always_inline long pmp_mul(long a, long b)
{
	return (long)((unsigned long)a * (unsigned long)b);
}

static __always_inline long pmp_neg(long a)
{
	return (long)(0UL - (unsigned long)a);
}

/*
 * Comparisons and truth values as plain longs.  A script may compare a
 * value with itself, (x & 2) with 1, or apply ~ to a comparison; in C
 * GCC warns about each (and -Werror fails the build), but it does not
 * look into a call, and these fold to the same code.
 */
static __always_inline long pmp_long(long v)
{
	return v;
}

static __always_inline long pmp_eq(long a, long b) { return a == b; }
static __always_inline long pmp_ne(long a, long b) { return a != b; }
static __always_inline long pmp_lt(long a, long b) { return a < b; }
static __always_inline long pmp_le(long a, long b) { return a <= b; }
static __always_inline long pmp_gt(long a, long b) { return a > b; }
static __always_inline long pmp_ge(long a, long b) { return a >= b; }

/*
 * Shift counts clamped to 0..64, as SystemTap's translator clamps them: a
 * negative count shifts nothing, and 64 or more shifts every bit out
 * (<< gives 0, >> the sign: 0 or -1).  SystemTap then leaves a shift by
 * 64 to C, where it is undefined; here it is what shifting one bit at a
 * time would give.
 */
static __always_inline long pmp_shl(long a, long b)
{
	if (b < 0)
		return a;
	return b >= 64 ? 0 : (long)((unsigned long)a << b);
}

static __always_inline long pmp_shr(long a, long b)
{
	if (b < 0)
		return a;
	return a >> (b >= 64 ? 63 : b);
}

/* --------------------------------------------------------------- locks */

/*
 * The locks on script globals: a reader/writer lock made of one atomic,
 * only ever taken with a bounded trylock (PMP_MAXTRYLOCK attempts), so a
 * handler in NMI context never waits on a lock the code it interrupted
 * holds.  A handler that cannot take every lock it needs, in the fixed
 * order the translator chose, is skipped and counted.
 *
 * 0: free; n > 0: n readers; -1: one writer.  The first attempt is
 * inline; the other MAXTRYLOCK - 1 are in the runtime (pmp_lock.c).
 */
typedef struct {
	atomic_t v;
} pmp_rwlock_t;

bool pmp_read_trylock_slow(pmp_rwlock_t *l);
bool pmp_write_trylock_slow(pmp_rwlock_t *l);

static __always_inline bool pmp_read_trylock(pmp_rwlock_t *l)
{
	int v = atomic_read(&l->v);

	if (likely(v >= 0 && atomic_try_cmpxchg_acquire(&l->v, &v, v + 1)))
		return true;
	return pmp_read_trylock_slow(l);
}

static __always_inline bool pmp_write_trylock(pmp_rwlock_t *l)
{
	int v = 0;

	if (likely(atomic_try_cmpxchg_acquire(&l->v, &v, -1)))
		return true;
	return pmp_write_trylock_slow(l);
}

static __always_inline void pmp_read_unlock(pmp_rwlock_t *l)
{
	atomic_dec_return_release(&l->v);
}

static __always_inline void pmp_write_unlock(pmp_rwlock_t *l)
{
	atomic_set_release(&l->v, 0);
}

/* ------------------------------------------------------------- strings */

/*
 * Script strings: NUL-terminated, at most MAXSTRINGLEN - 1 bytes, always
 * in preallocated buffers (locals, globals, map entries).  Anything
 * longer is truncated, which is not an error.
 */
const char *pmp_strlcpy(char *dst, const char *src);

static __always_inline int pmp_strcmp(const char *a, const char *b)
{
	return strcmp(a, b);
}

const char *pmp_concat(char *dst, const char *a, const char *b);
const char *pmp_concat_long(char *dst, long v);
long pmp_strlen(const char *s);
const char *pmp_substr(char *dst, const char *s, long start, long len);
long pmp_isinstr(const char *s, const char *sub);
long pmp_strtol(const char *s, long base);
long pmp_isdigit(const char *s);
long pmp_stringat(struct pmp_context *c, const char *s, long pos);
const char *pmp_str_replace(char *dst, const char *s, const char *from, const char *to);
const char *pmp_text_strn(char *dst, const char *s, long len, long quoted);
const char *pmp_char_escape(char *buf, long c);
const char *pmp_tokenize(struct pmp_context *c, char *dst, const char *s, const char *delim);

/* -------------------------------------------------------------- output */

void pmp_print_bytes(struct pmp_context *c, const char *s, size_t n);
void pmp_print_str(struct pmp_context *c, const char *s);
void pmp_print_char(struct pmp_context *c, char ch);
void pmp_print_long(struct pmp_context *c, long v);
__printf(2, 3) void pmp_printf(struct pmp_context *c, const char *fmt, ...);
__printf(2, 3) const char *pmp_sprintf(char *buf, const char *fmt, ...);
void pmp_write_message(int type, const char *text, size_t len);

/* -------------------------------------------------------------- arrays */

enum { PMP_T_LONG, PMP_T_STRING, PMP_T_STAT };

struct pmp_stat_desc;

/* What the translator knows about an array. */
struct pmp_map_desc {
	const char *name;
	u8 nkeys;
	u8 key_types[PMP_MAX_KEYS];
	u8 value_type;
	const struct pmp_stat_desc *stat;  /* aggregates */
	u32 capacity;
};

/* A key being looked up, built on the caller's stack. */
struct pmp_key {
	union {
		long l;
		const char *s;
	} k[PMP_MAX_KEYS];
};

struct pmp_entry {
	struct pmp_entry *hnext;           /* hash chain */
	struct pmp_entry *prev, *next;     /* insertion order */
	u64 seq;                           /* insertion number: sort ties */
	u32 hash;
	u32 pad;
	char body[] __aligned(8);          /* keys, then the value */
};

struct pmp_map {
	const struct pmp_map_desc *d;
	u32 key_off[PMP_MAX_KEYS];
	u32 value_off;
	u32 entry_size;
	u32 count;
	u32 nbuckets;                      /* a power of two */
	u64 next_seq;
	struct pmp_entry **buckets;
	struct pmp_entry *free;
	struct pmp_entry head;             /* list sentinel */
	char *pool;
	int sort_key;                      /* during a sort: -1 value, else key */
	int sort_dir;
};

#define PMP_ENTRY_KEY_L(m, e, i) (*(long *)((e)->body + (m)->key_off[i]))
#define PMP_ENTRY_KEY_S(m, e, i) ((char *)((e)->body + (m)->key_off[i]))
#define PMP_ENTRY_LONG(m, e) (*(long *)((e)->body + (m)->value_off))
#define PMP_ENTRY_STR(m, e) ((char *)((e)->body + (m)->value_off))
#define PMP_ENTRY_STAT(m, e) ((struct pmp_stat *)((e)->body + (m)->value_off))

#define pmp_map_for_each(m, e) \
	for ((e) = (m)->head.next; (e) != &(m)->head; (e) = (e)->next)

void pmp_error_full(struct pmp_context *c, const char *where,
		    const struct pmp_map_desc *d, bool declared);
struct pmp_entry *pmp_map_find(struct pmp_map *m, const struct pmp_key *k);
struct pmp_entry *pmp_map_insert(struct pmp_map *m, const struct pmp_key *k);
void pmp_map_delete(struct pmp_map *m, const struct pmp_key *k);
void pmp_map_clear(struct pmp_map *m);
u32 pmp_map_sort(struct pmp_map *m, struct pmp_entry **buf, int key, int dir);
void pmp_map_free(struct pmp_map *m);
struct pmp_map *pmp_map_alloc(const struct pmp_map_desc *d);

/* ---------------------------------------------------------- aggregates */

#define PMP_HIST_LOG_BUCKETS 128   /* bucket 64 holds 0; see pmp_log_bucket */

struct pmp_stat_desc {
	bool log;
	bool variance;      /* @variance is read: keep Welford's state */
	u8 shift;           /* its bit-shift, 0 to 62 */
	u32 nlinear;        /* linear buckets, under- and overflow included */
	s64 lo, hi, step;
	u32 size;           /* bytes of one struct pmp_stat with its buckets */
};

struct pmp_stat {
	u32 seq;            /* odd while its CPU updates it */
	u32 gen;            /* the aggregate's generation it holds */
	s64 count, sum, min, max;
	/* @variance, scaled by 2^shift as SystemTap scales them: the mean
	 * and Welford's M2 and M2 / (count - 1) on one CPU; merged, the
	 * mean and the variance (pmp_stat.c) */
	s64 avg_s, m2, var_s;
	u64 buckets[];      /* log buckets, then linear ones */
};

/* Linear buckets, as SystemTap counts them: one below LO, (HI - LO) /
 * STEP + 1 from LO up (HI itself is in the last of them), one above. */
#define PMP_LINEAR_BUCKETS(lo_, hi_, step_) \
	((step_) ? (u32)(((hi_) - (lo_)) / (step_) + 3) : 0)

#define PMP_STAT_DESC_(lg, lo_, hi_, step_, var_, shift_)		\
	{								\
		.log = (lg),						\
		.variance = (var_), .shift = (shift_),			\
		.nlinear = PMP_LINEAR_BUCKETS(lo_, hi_, step_),		\
		.lo = (lo_), .hi = (hi_), .step = (step_),		\
		.size = sizeof(struct pmp_stat) + 8 * (((lg) ? PMP_HIST_LOG_BUCKETS : 0) + \
			PMP_LINEAR_BUCKETS(lo_, hi_, step_)),		\
	}
#define PMP_STAT_DESC(lg, lo_, hi_, step_) PMP_STAT_DESC_(lg, lo_, hi_, step_, false, 0)
#define PMP_STAT_DESC_VARIANCE(lg, lo_, hi_, step_, shift_) \
	PMP_STAT_DESC_(lg, lo_, hi_, step_, true, shift_)

/* A scalar aggregate: one struct pmp_stat per CPU. */
struct pmp_pstat {
	const struct pmp_stat_desc *d;
	char *cpus;         /* nr_cpu_ids structs of d->size bytes */
	atomic_t gen;       /* bumped by delete */
};

/* An array of aggregates: one map per CPU. */
struct pmp_pmap {
	struct pmp_map **cpu;   /* [nr_cpu_ids]: this CPU's additions */
	struct pmp_map *agg;    /* all CPUs merged, when read */
};

enum { PMP_OP_COUNT, PMP_OP_SUM, PMP_OP_MIN, PMP_OP_MAX, PMP_OP_AVG, PMP_OP_VARIANCE };

void pmp_stat_add(const struct pmp_stat_desc *d, struct pmp_stat *s, s64 v);
void pmp_pstat_add(struct pmp_pstat *p, s64 v);
void pmp_pstat_read(struct pmp_pstat *p, struct pmp_stat *dst, struct pmp_stat *tmp);
void pmp_pstat_clear(struct pmp_pstat *p);
long pmp_stat_value(struct pmp_context *c, const struct pmp_stat_desc *d,
		    const struct pmp_stat *s, int op,
		    const char *name, const char *where);
long pmp_pstat_op(struct pmp_context *c, struct pmp_pstat *p, int op,
		  const char *name, const char *where);
s64 pmp_stat_avg(const struct pmp_stat *s);
void pmp_print_stat_summary(struct pmp_context *c, const struct pmp_stat *s);
void pmp_print_hist_log(struct pmp_context *c, const struct pmp_stat_desc *d,
			const struct pmp_stat *s, const char *name, const char *where);
void pmp_print_hist_linear(struct pmp_context *c, const struct pmp_stat_desc *d,
			   const struct pmp_stat *s, const char *name, const char *where);
struct pmp_stat *pmp_pmap_entry(struct pmp_pmap *p, const struct pmp_key *k);
bool pmp_pmap_get(struct pmp_pmap *p, const struct pmp_key *k, struct pmp_stat *dst);
struct pmp_map *pmp_pmap_aggregate(struct pmp_pmap *p, bool *full);
bool pmp_pmap_exists(struct pmp_pmap *p, const struct pmp_key *k);
long pmp_pmap_op(struct pmp_context *c, struct pmp_pmap *p, const struct pmp_key *k,
		 int op, const char *name, const char *where);
void pmp_pmap_delete(struct pmp_pmap *p, const struct pmp_key *k);
void pmp_pmap_clear(struct pmp_pmap *p);
void pmp_pmap_free(struct pmp_pmap *p);
struct pmp_pmap *pmp_pmap_alloc(const struct pmp_map_desc *d);
/* --metrics: the printed globals as one snapshot (pmp_abi.h). */
void pmp_globals_snapshot(struct pmp_context *c);

/* ----------------------------------------- context, time and counters */

long pmp_ctx_cpu(struct pmp_context *c);
long pmp_ctx_pid(struct pmp_context *c);
long pmp_ctx_tid(struct pmp_context *c);
long pmp_ctx_ppid(struct pmp_context *c);
long pmp_ctx_uid(struct pmp_context *c);
const char *pmp_ctx_execname(struct pmp_context *c, char *buf);
long pmp_ctx_target(struct pmp_context *c);
long pmp_ctx_in_nmi(struct pmp_context *c);
const char *pmp_ctx_pp(struct pmp_context *c);
const char *pmp_ctx_probefunc(struct pmp_context *c);
long pmp_ctx_user_mode(struct pmp_context *c);
long pmp_ctx_addr(struct pmp_context *c);
long pmp_ctx_sample_period(struct pmp_context *c);
long pmp_time_real_ns(void);
long pmp_time_local_ns(void);
long pmp_time_jiffies(void);
long pmp_time_hz(void);
const char *pmp_ctime(struct pmp_context *c, long secs, char *buf);
const char *pmp_symname(struct pmp_context *c, long addr, char *buf);
const char *pmp_ctx_backtrace(struct pmp_context *c, char *buf);
const char *pmp_ctx_backtrace_folded(struct pmp_context *c, char *buf);
const char *pmp_ctx_ubacktrace(struct pmp_context *c, char *buf);
const char *pmp_ctx_ubacktrace_folded(struct pmp_context *c, char *buf);
const char *pmp_ctx_uk_backtrace_folded(struct pmp_context *c, char *buf);
const char *pmp_usymname(struct pmp_context *c, long addr, char *buf);
const char *pmp_usymdata(struct pmp_context *c, long addr, char *buf);
void pmp_ctx_print_ubacktrace(struct pmp_context *c);
void pmp_ctx_print_backtrace(struct pmp_context *c);
long pmp_read_counter(struct pmp_context *c, long h, long cpu);
long pmp_counter_delta(struct pmp_context *c, long h);
long pmp_counter_time(struct pmp_context *c, long h, int running);
long pmp_counter_stopped_ns(struct pmp_context *c, long h);
long pmp_counter_uncounted(struct pmp_context *c, long h);

/* A tracepoint's field NAME in the record of this hit (pmp_tracepoint.c),
 * by the module's field slot; $$vars: SLOTS[0..N) as NAMES=VALUE ... */
long pmp_tp_long(struct pmp_context *c, int slot, const char *name);
void pmp_tp_string(struct pmp_context *c, int slot, const char *name, char *buf);
void pmp_tp_vars(struct pmp_context *c, char *buf, const u16 *slots,
		 const char *const *names, size_t n);

/* A kernel function probe's $argN (N from 1) and $return (pmp_kprobe.c). */
long pmp_kp_arg(struct pmp_context *c, int n);
long pmp_kp_return(struct pmp_context *c);

/* A user function probe's $argN and $return, and a USDT mark's argument
 * as the translator read its description: KIND a pmp_abi.h
 * PMP_UARG_*, REG a PMP_UREG_*, SIZE its bytes, negative if signed
 * (pmp_uprobe.c). */
long pmp_up_arg(struct pmp_context *c, int n);
long pmp_up_return(struct pmp_context *c);
long pmp_usdt_arg(struct pmp_context *c, int kind, int reg, long long value, int size);

/* ------------------------------------------ provided by the generated code */

extern struct pmp_probe pmp_probes[];
extern const int pmp_nprobes;
extern const size_t pmp_locals_size;    /* the largest probe's locals */
extern const size_t pmp_frame_size;     /* the largest function's frame */
extern const size_t pmp_stat_scratch;   /* merged aggregates, per context */
extern const bool pmp_reads_counters;   /* the script reads counters */

/*
 * The script's globals that need memory at load or are printed at exit
 * (written but never read), as a table: pmp_globals.c allocates, frees
 * and prints them in a loop, which compiles once instead of once per
 * global in every script.
 */
enum pmp_global_kind {
	PMP_G_LONG,     /* var: long */
	PMP_G_STRING,   /* var: char[PMP_MAXSTRINGLEN] */
	PMP_G_PSTAT,    /* var: struct pmp_pstat (per-CPU structs allocated) */
	PMP_G_MAP,      /* var: struct pmp_map * (allocated) */
	PMP_G_PMAP,     /* var: struct pmp_pmap * (allocated) */
};

struct pmp_global {
	const char *name;                  /* NULL ends the table */
	void *var;
	const struct pmp_map_desc *map;    /* PMP_G_MAP, PMP_G_PMAP */
	u8 kind;
	bool printed;                      /* printed at exit */
};

/* The buffer a sorted foreach sorts an array's entries into. */
struct pmp_sort_buf {
	struct pmp_entry ***buf;           /* NULL ends the table */
	const struct pmp_map_desc *map;
};

extern const struct pmp_global pmp_globals[];
extern const struct pmp_sort_buf pmp_sort_bufs[];

#endif /* PMP_SCRIPT_H */
