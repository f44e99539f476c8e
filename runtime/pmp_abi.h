/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_abi.h - the contract between a pmprobe module and the pmprobe
 * program, written once: the runtime and every generated module include
 * it in the kernel, the translator and the loader in user space (as
 * include/uapi/linux/perf_event.h is perf's).  Plain C, <linux/types.h>
 * and no kernel or libc call, so that both sides compile it.
 *
 * The tables are X-macros: each side expands them into what it needs
 * (enum, names, range checks, printing, parsing).
 */
#ifndef PMP_ABI_H
#define PMP_ABI_H

#include <linux/types.h>

#define PMP_STR_(x) #x
#define PMP_STR(x) PMP_STR_(x)

/* ----------------------------------------------------------------- limits */

/*
 * -D NAME=VALUE: X(NAME, DEFAULT, MIN, MAX).  The translator defines
 * PMP_<NAME> for every one of them (the default unless -D gave another)
 * in both of a module's objects; the runtime checks each is in range.
 */
#define PMP_LIMITS(X)							\
	X(MAXACTION, 1000, 1, 1000000)		/* statements per handler run */ \
	X(MAXSTRINGLEN, 256, 16, 65536)		/* bytes in a string, NUL included */ \
	X(MAXMAPENTRIES, 2048, 1, 100000000)	/* elements of an array without a capacity */ \
	X(MAXNESTING, 10, 1, 64)		/* depth of nested script-function calls */ \
	X(MAXTRYLOCK, 1000, 1, 100000)		/* tries for a global's lock, then the run is skipped */ \
	X(MAXERRORS, 0, 0, 100000000)		/* runtime errors before the script stops (0, 1: the first) */ \
	X(MAXSKIPPED, 0, 0, 100000000)		/* skipped runs before the script stops (0: no limit) */ \
	X(MAXBACKTRACE, 32, 1, 64)		/* stack frames backtrace(), ubacktrace() keep */ \
	X(FAIL_INIT_AT, 0, 0, 100000000)	/* test only: module init step N fails */ \
	X(CHECK_CONTEXT, 0, 0, 1)		/* test only: assert each handler's context */

/* Keys of an array (long or string each). */
#define PMP_MAX_KEYS 5

/* ---------------------------------------------------------- the data file */

/* Every record in /proc/pmprobe/NAME/data starts with this header. */
struct pmp_rec_hdr {
	__u32 len;                /* payload bytes after the header */
	__u8 type;                /* enum pmp_rec_type */
	__u8 flags;               /* PMP_REC_CONT, PMP_REC_TAIL */
	__u16 cpu;
};

enum pmp_rec_type {
	PMP_REC_OUT = 1,          /* the script's output */
	PMP_REC_ERR = 2,          /* a runtime error: "ERROR: ... near FILE:LINE:COL\n" */
	PMP_REC_WARN = 3,         /* a warning, or a PMP_LINE_* event line */
	PMP_REC_USER_WARN = 4,    /* the script's warn(): "WARNING: ...\n" */
	PMP_REC_GLOBAL = 5,       /* -f json: a global printed at exit (below) */
	PMP_REC_SNAPSHOT = 6,     /* --metrics: a snapshot's bounds (below) */
	PMP_REC_UTASK = 7,        /* a process whose user addresses a token names (below) */
};

/*
 * A user-space address in a string (ubacktrace_folded(), usymname(),
 * usymdata(); runtime/pmp_ustack.c): a token the loader replaces with
 * names read from the process's mappings (compiler/loader/ustack.c) in
 * every record it outputs: PMP_UTOK_BEGIN, a kind, the process as
 * "TGID.IMAGE" (the tgid in decimal; in hex, the start of stack, start
 * of code and end of code of its address space XORed, as /proc/PID/stat
 * shows them, which tell the program it ran from one it exec'd since),
 * ':', one or more addresses in hex separated by ',', PMP_UTOK_END.  The
 * first token of a process is preceded by a PMP_REC_UTASK record
 * holding its "TGID.IMAGE", so the loader reads its mappings while it
 * still runs that program.
 */
#define PMP_UTOK_BEGIN '\x01'
#define PMP_UTOK_END '\x02'
#define PMP_UTOK_FOLDED 'F'       /* pc, then return addresses: "outer;...;inner" */
#define PMP_UTOK_NAME 'N'         /* one address: "name", or "0xADDR" */
#define PMP_UTOK_DATA 'D'         /* one address: "name+0xOFF/0xSIZE [FILE]" */
/* Processes told to the loader by a PMP_REC_UTASK record, and how many
 * slots a tgid's search looks at (a power of two, and the slots probed
 * before a process is left for the loader to find when it names it). */
#define PMP_UTASKS 1024
#define PMP_UTASK_PROBES 16

/* A snapshot of the printed globals while the script runs (--metrics):
 * on one CPU, a PMP_REC_SNAPSHOT record PMP_SNAPSHOT_BEGIN, one
 * PMP_REC_GLOBAL record per printed global, and a PMP_REC_SNAPSHOT
 * record PMP_SNAPSHOT_END followed by that number of records in decimal:
 * the loader renders a snapshot only when all of them came. */
#define PMP_SNAPSHOT_BEGIN "begin"
#define PMP_SNAPSHOT_END "end "

/* A PMP_REC_GLOBAL record (with the PMP_PARAM_JSON parameter instead of
 * its text in a PMP_REC_OUT record; with PMP_PARAM_FIELDS after it): fields each ended by a NUL
 * (no string holds one), numbers in decimal: NAME, KIND, then by KIND
 *   "long"    VALUE
 *   "string"  VALUE
 *   "stat"    COUNT MIN MAX SUM AVG (all 0 when COUNT is 0)
 *   "array"   NKEYS VKIND, then per element, largest first: NKEYS keys
 *             (numbers or strings), then the value's fields by VKIND
 *             (one of the three above);
 *   "hist"    (print(@hist_log(NAME)) or @hist_linear, NAME the
 *             aggregate as written) per non-empty bucket in order: MIN
 *             MAX COUNT, MIN empty for an underflow bucket, MAX for an
 *             overflow one. */
#define PMP_GLOBAL_LONG "long"
#define PMP_GLOBAL_STRING "string"
#define PMP_GLOBAL_STAT "stat"
#define PMP_GLOBAL_ARRAY "array"
#define PMP_GLOBAL_HIST "hist"

#define PMP_REC_CONT 0x1          /* more pieces of the same record follow */
#define PMP_REC_TAIL 0x2          /* this piece continues the one before */

/* Payload of one record: one ring-buffer event, below a page.  A printf
 * that could print more is split by the translator into pieces. */
#define PMP_RECORD_DATA 3968

/* ------------------------------------------------------ /proc/pmprobe/NAME */

#define PMP_PROC_ROOT "pmprobe"
#define PMP_PROC_CONTROL "control"      /* "start", "stop"; reads state and error */
#define PMP_PROC_DATA "data"            /* the records */
#define PMP_PROC_STATS "stats"          /* the statistics below */

/* Commands written to the control file. */
#define PMP_CMD_START "start"
#define PMP_CMD_STOP "stop"

/* The control file: "state NAME", then "error LINE" when start failed. */
#define PMP_CONTROL_ERROR "error "

/* Module states (the control and stats files say them by name). */
#define PMP_STATES(X) X(LOADED, loaded) X(STARTING, starting) X(RUNNING, running) \
	X(STOPPING, stopping) X(STOPPED, stopped) X(FAILED, failed)

/* The stats file: "state NAME" then one "KEY VALUE" line per stat
 * (PMP_STAT_FMT), then status lines (below).  Adding a stat is one row
 * here and its value set in runtime/pmp_procfs.c's pmp_stats_show; the
 * loader reads it as st[PMP_STAT_NAME] (status_line.c's stats_read). */
#define PMP_STATS(X)							\
	X(STOP_REASON, stop_reason)		/* why the script stopped */ \
	X(ERRORS, errors)			/* runtime errors */ \
	X(SKIPPED_REENTRANT, skipped_reentrant)	/* runs skipped: the CPU's context was busy */ \
	X(SKIPPED_LOCK, skipped_lock)		/* runs skipped: a global's lock not obtained */ \
	X(SKIPPED_ENTRY, skipped_entry)		/* return runs skipped: their @entry failed */ \
	X(RECORDS_WRITTEN, records_written)	/* records that reached the buffers */ \
	X(RECORDS_DROPPED, records_dropped)	/* records a full buffer refused */ \
	X(RECORDS_OVERWRITTEN, records_overwritten) /* records -F overwrote */ \
	X(MESSAGES_DROPPED, messages_dropped)	/* errors and warnings a full buffer refused */ \
	X(MEMORY_BYTES, memory_bytes)		/* what the module allocated at load */ \
	X(POSSIBLE_CPUS, possible_cpus)	\
	X(THROTTLED, throttled)			/* overflows perf throttled (all probes) */ \
	X(STRINGS_CUT, strings_cut)		/* string values cut at MAXSTRINGLEN */

/* One stat's line: its key, its value (s64). */
#define PMP_STAT_FMT "%s %lld\n"

#define PMP_STAT_ENUM(name, key) PMP_STAT_##name,
enum pmp_stat_key { PMP_STATS(PMP_STAT_ENUM) PMP_NSTATS };
#undef PMP_STAT_ENUM

/* ------------------------------------------------------- tab-separated lines */

/*
 * Status lines: fields separated by tabs, the first one the tag, ended by
 * a newline.  The runtime writes them in the stats file (probe, counter, core),
 * in warning records and in the control file's error (open, skip, cpu,
 * target, hotplug); the loader reads them (compiler/loader/status_line.c).
 * Both sides expand the tables below and nothing else, so a line's
 * layout is written once:
 *
 *   PMP_<LINE>_LINE(X, a)   its fields after the tag, in order, each a row
 *                           X(a, NAME, member, TYPE); TYPE is INT (int,
 *                           "%d"), UINT (unsigned int, "%u"), U64
 *                           (unsigned long long, "%llu") or STR (a string
 *                           without tabs or newlines, "%s");
 *   PMP_STATUS_LINES(X)     every layout: X(LINE, line);
 *   PMP_STATUS_TAGS(X)      every tag and its layout: X(LINE, "tag").
 *
 * They give enum pmp_<line>_field (PMP_<LINE>_TAG, PMP_<LINE>_<NAME>...,
 * PMP_<LINE>_NFIELDS: a field's position), struct pmp_<line>_line (one
 * member per field), and the writer's printf format and arguments:
 *
 *   struct pmp_probe_line l = { .index = i, .hits = n, ... };
 *   seq_printf(m, PMP_LINE_FMT(PROBE), PMP_LINE_ARGS(PROBE, PMP_LINE_PROBE, l));
 *
 * Adding a field is one row in its table (and setting the member where
 * the runtime fills the struct); adding a layout is a table, a row in
 * PMP_STATUS_LINES and one in PMP_STATUS_TAGS.  testsuite/abi checks
 * that what the format writes is what the loader reads.
 */
#define PMP_LINE_PROBE "probe"          /* -t: one probe's handler times */
#define PMP_PROBE_LINE(X, a)						\
	X(a, INDEX, index, INT)			/* the probe's index */ \
	X(a, HITS, hits, U64)			/* handler runs */ \
	X(a, MIN_NS, min_ns, U64)					\
	X(a, AVG_NS, avg_ns, U64)					\
	X(a, MAX_NS, max_ns, U64)					\
	X(a, WHERE, where, STR)			/* FILE:LINE:COL of the point */ \
	X(a, POINT, point, STR)			/* the point as written */

/* A perf probe's totals over CPUs: its event's count and times, and what
 * became of each call of its handler (a sampling event's overflows): the
 * calls are exactly RUNS + SKIPPED_REENTRANT + SKIPPED_LOCK + OUTSIDE.
 * What reconciles with COUNT: docs/SAFETY.md, "Every count reconciled". */
#define PMP_LINE_COUNTER "counter"
#define PMP_COUNTER_LINE(X, a)						\
	X(a, INDEX, index, INT)						\
	X(a, COUNT, count, U64)						\
	X(a, ENABLED_NS, enabled_ns, U64)				\
	X(a, RUNNING_NS, running_ns, U64)				\
	X(a, PERF_TYPE, perf_type, UINT)	/* perf_event_attr.type */ \
	X(a, CONFIG, config, U64)		/* perf_event_attr.config */ \
	X(a, PERIOD, period, U64)		/* sample_period; 0: counts, or by freq */ \
	X(a, FREQ, freq, U64)			/* sample_freq, or 0 */ \
	X(a, RUNS, runs, U64)			/* calls that ran the handler */ \
	X(a, SKIPPED_REENTRANT, skipped_reentrant, U64) /* calls skipped: context busy */ \
	X(a, SKIPPED_LOCK, skipped_lock, U64)	/* calls skipped: a lock not obtained */ \
	X(a, OUTSIDE, outside, U64)		/* calls while the handlers were not armed */ \
	X(a, THROTTLED, throttled, U64)		/* calls perf marked as throttling it */ \
	X(a, STOPPED_NS, stopped_ns, U64)	/* time throttling kept it stopped (estimated) */ \
	X(a, WHERE, where, STR)						\
	X(a, POINT, point, STR)

/* A generic event on a hybrid machine: one line per core type after its
 * counter line, its events' totals over that core type's CPUs (a CPU
 * that went offline counts in the counter line's COUNT only). */
#define PMP_LINE_CORE "core"
#define PMP_CORE_LINE(X, a)						\
	X(a, INDEX, index, INT)			/* the probe's index */ \
	X(a, CORE, core, STR)			/* the core type's PMU: cpu_core */ \
	X(a, PMU_TYPE, pmu_type, UINT)		/* its type, config bits 32-63 */ \
	X(a, COUNT, count, U64)						\
	X(a, ENABLED_NS, enabled_ns, U64)				\
	X(a, RUNNING_NS, running_ns, U64)

/* An event that could not be opened: tag "open" (start fails), "skip" (an
 * optional point skipped) or "cpu" (a CPU that came online later). */
#define PMP_LINE_OPEN "open"
#define PMP_LINE_SKIP "skip"
#define PMP_LINE_CPU "cpu"
#define PMP_OPEN_LINE(X, a)						\
	X(a, WHERE, where, STR)						\
	X(a, POINT, point, STR)						\
	X(a, EVENT, event, STR)			/* the event's name */ \
	X(a, CPU, cpu, INT)			/* -1: the target process's */ \
	X(a, ERRNO, err, INT)			/* positive */ \
	X(a, PERF_TYPE, perf_type, UINT)	/* perf_event_attr.type */

/* A kernel function probe (kernel.function, kprobe.function): what became
 * of each hit of its handler, as a counter line says (RUNS +
 * SKIPPED_REENTRANT + SKIPPED_LOCK + SKIPPED_ENTRY + OUTSIDE; a .return
 * with @entry values: each call's entry run that failed, or its return
 * run, is its one hit), and NMISSED: the hits the
 * kernel did not call the handler for (a kprobe's: it fired inside
 * another kprobe's handler; a kretprobe's: no free instance to catch the
 * return, more calls in flight than its maxactive). */
#define PMP_LINE_KPROBE "kprobe"
#define PMP_KPROBE_LINE(X, a)						\
	X(a, INDEX, index, INT)						\
	X(a, RUNS, runs, U64)						\
	X(a, SKIPPED_REENTRANT, skipped_reentrant, U64)			\
	X(a, SKIPPED_LOCK, skipped_lock, U64)				\
	X(a, SKIPPED_ENTRY, skipped_entry, U64)	/* its @entry failed: no return run */ \
	X(a, OUTSIDE, outside, U64)					\
	X(a, NMISSED, nmissed, U64)					\
	X(a, RETURN, is_return, INT)		/* 1: a kretprobe */ \
	X(a, WHERE, where, STR)						\
	X(a, POINT, point, STR)

/* A user function or mark probe (process("PATH").function, .return,
 * .mark): what became of each call of its handler, as a kprobe line says
 * (RUNS + SKIPPED_REENTRANT + SKIPPED_LOCK + SKIPPED_ENTRY + OUTSIDE).  No count of hits
 * the kernel did not call it for: 6.1's and 6.12's uprobes keep none (a
 * uretprobe past MAX_URETPROBE_DEPTH nested returns, or one whose
 * instance could not be allocated, is dropped with at most a log line). */
#define PMP_LINE_UPROBE "uprobe"
#define PMP_UPROBE_LINE(X, a)						\
	X(a, INDEX, index, INT)						\
	X(a, RUNS, runs, U64)						\
	X(a, SKIPPED_REENTRANT, skipped_reentrant, U64)			\
	X(a, SKIPPED_LOCK, skipped_lock, U64)				\
	X(a, SKIPPED_ENTRY, skipped_entry, U64)	/* no @entry slot, or it failed: no return run */ \
	X(a, OUTSIDE, outside, U64)					\
	X(a, RETURN, is_return, INT)		/* 1: a uretprobe */ \
	X(a, WHERE, where, STR)						\
	X(a, POINT, point, STR)

/* A kernel function the kernel did not let pmprobe probe: "kpopen" (start
 * fails) or "kpskip" (an optional point skipped); ERRNO is
 * register_kprobe's, positive. */
#define PMP_LINE_KPOPEN "kpopen"
#define PMP_LINE_KPSKIP "kpskip"
#define PMP_KPOPEN_LINE(X, a)						\
	X(a, WHERE, where, STR)						\
	X(a, POINT, point, STR)						\
	X(a, FUNCTION, function, STR)					\
	X(a, ERRNO, err, INT)

/* A user function or mark (process("PATH")...) the kernel did not let
 * pmprobe probe: start fails.  ERRNO is kern_path's or the uprobe
 * registration's, positive. */
#define PMP_LINE_UPOPEN "upopen"
#define PMP_UPOPEN_LINE(X, a)						\
	X(a, WHERE, where, STR)						\
	X(a, POINT, point, STR)						\
	X(a, PATH, path, STR)						\
	X(a, ERRNO, err, INT)

/* The target process (-x) does not exist. */
#define PMP_LINE_TARGET "target"
#define PMP_TARGET_LINE(X, a)						\
	X(a, WHERE, where, STR)						\
	X(a, POINT, point, STR)						\
	X(a, PID, pid, INT)

/* A counter group (.group) that did not fit on a CPU's PMU: start fails. */
#define PMP_LINE_GROUP "group"
#define PMP_GROUP_LINE(X, a)						\
	X(a, WHERE, where, STR)						\
	X(a, POINT, point, STR)			/* the leader's point */ \
	X(a, CPU, cpu, INT)						\
	X(a, NEEDED, needed, INT)		/* the leader and its members */ \
	X(a, GIVEN, given, INT)			/* of them, those that got a counter */

/* CPU hotplug could not be followed. */
#define PMP_LINE_HOTPLUG "hotplug"
#define PMP_HOTPLUG_LINE(X, a)						\
	X(a, ERRNO, err, INT)			/* positive */

#define PMP_STATUS_LINES(X)						\
	X(PROBE, probe) X(COUNTER, counter) X(OPEN, open) X(TARGET, target) \
	X(HOTPLUG, hotplug) X(GROUP, group) X(KPROBE, kprobe) X(KPOPEN, kpopen) \
	X(UPOPEN, upopen) X(CORE, core) X(UPROBE, uprobe)

#define PMP_STATUS_TAGS(X)						\
	X(PROBE, PMP_LINE_PROBE) X(COUNTER, PMP_LINE_COUNTER)		\
	X(OPEN, PMP_LINE_OPEN) X(OPEN, PMP_LINE_SKIP) X(OPEN, PMP_LINE_CPU) \
	X(TARGET, PMP_LINE_TARGET) X(HOTPLUG, PMP_LINE_HOTPLUG) X(GROUP, PMP_LINE_GROUP) \
	X(KPROBE, PMP_LINE_KPROBE) X(KPOPEN, PMP_LINE_KPOPEN) X(KPOPEN, PMP_LINE_KPSKIP) \
	X(UPOPEN, PMP_LINE_UPOPEN) X(CORE, PMP_LINE_CORE) X(UPROBE, PMP_LINE_UPROBE)

/* What the tables expand into (the field types' C types and formats). */
#define PMP_LT_INT int
#define PMP_LT_UINT unsigned int
#define PMP_LT_U64 unsigned long long
#define PMP_LT_STR const char *
#define PMP_LF_INT "%d"
#define PMP_LF_UINT "%u"
#define PMP_LF_U64 "%llu"
#define PMP_LF_STR "%s"

#define PMP_LINE_ENUM_(prefix, NAME, member, TYPE) prefix##_##NAME,
#define PMP_LINE_MEMBER_(a, NAME, member, TYPE) PMP_LT_##TYPE member;
#define PMP_LINE_DECLARE_(LINE, line)					\
	enum pmp_##line##_field {					\
		PMP_##LINE##_TAG,					\
		PMP_##LINE##_LINE(PMP_LINE_ENUM_, PMP_##LINE)		\
		PMP_##LINE##_NFIELDS					\
	};								\
	struct pmp_##line##_line { PMP_##LINE##_LINE(PMP_LINE_MEMBER_, ~) };
PMP_STATUS_LINES(PMP_LINE_DECLARE_)
#undef PMP_LINE_DECLARE_

/* The printf format of a LINE (its tag first, as "%s"), and its
 * arguments: the tag, then V's members in the table's order. */
#define PMP_LINE_FMT_(a, NAME, member, TYPE) "\t" PMP_LF_##TYPE
#define PMP_LINE_FMT(LINE) "%s" PMP_##LINE##_LINE(PMP_LINE_FMT_, ~) "\n"
#define PMP_LINE_ARG_(v, NAME, member, TYPE) , (v).member
#define PMP_LINE_ARGS(LINE, tag, v) (tag) PMP_##LINE##_LINE(PMP_LINE_ARG_, v)

/* ------------------------------------------------------- module parameters */

/* finit_module's parameters, as the loader writes them (name=value):
 * identifiers for module_param(), PMP_STR() for the text. */
#define PMP_PARAM_TARGET target         /* pid of the target process (-x, -c) */
#define PMP_PARAM_TIMING timing         /* collect per-probe handler times (-t) */
#define PMP_PARAM_OVERWRITE overwrite   /* flight recorder: buffers overwrite (-F) */
#define PMP_PARAM_JSON json             /* exit globals as PMP_REC_GLOBAL records (-f json) */
#define PMP_PARAM_CHECK check           /* --check: events opened and enabled, no handler body runs */
#define PMP_PARAM_FIELDS fields         /* exit globals as PMP_REC_GLOBAL records too, after their text (result files) */
#define PMP_PARAM_BUFSIZE bufsize       /* per-CPU output buffer bytes (-s) */
#define PMP_PARAM_BP_ADDR bp_addr       /* breakpoint addresses, by index */
#define PMP_PARAM_PROCNAME procname     /* name under /proc/pmprobe (tests) */
/* sysfs PMU events (perf.pmu("NAME")...), resolved by the loader on the
 * machine that loads the module, by index (the .modinfo PMP_MODINFO_PMU
 * lines): perf_event_attr type, config, config1, config2, and the CPUs to
 * open on, one CPU list each separated by PMP_PMU_CPUS_SEP ("" for all). */
#define PMP_PARAM_PMU_TYPE pmu_type
#define PMP_PARAM_PMU_CONFIG pmu_config
#define PMP_PARAM_PMU_CONFIG1 pmu_config1
#define PMP_PARAM_PMU_CONFIG2 pmu_config2
#define PMP_PARAM_PMU_CPUS pmu_cpus
#define PMP_PMU_MAX 16                  /* sysfs PMU and pfm points in one script */
#define PMP_PMU_CPUS_LEN 1024           /* pmu_cpus' buffer, NUL included */
#define PMP_PMU_CPUS_SEP ";"
/* The type the loader passes for an optional point that does not resolve
 * on this machine: the module skips it. */
#define PMP_PMU_TYPE_SKIP 0xffffffffU

/* Tracepoints (perf.tracepoint("SUBSYS:NAME")), resolved by the loader on
 * the machine that loads the module: each point's id, by index (the
 * PMP_MODINFO_TP lines), and for each field slot (the PMP_MODINFO_TPF
 * lines: a field some handler reads) its offset, size and PMP_TPF_* flags
 * in the record, as that machine's format file gives them. */
#define PMP_PARAM_TP_ID tp_id
#define PMP_PARAM_TP_OFF tp_off
#define PMP_PARAM_TP_SIZE tp_size
#define PMP_PARAM_TP_FLAGS tp_flags
#define PMP_TP_MAX 64                   /* tracepoint points in one script */
#define PMP_TP_FIELDS_MAX 256           /* field slots in one module */
#define PMP_TPF_SIGNED 0x1              /* a signed number */
#define PMP_TPF_STRING 0x2              /* a char array, or a __data_loc string */
#define PMP_TPF_DATA_LOC 0x4            /* __data_loc: u32 offset | length << 16 */
#define PMP_TPF_HEX 0x8                 /* a pointer or a long: $$vars shows it in hex */
/* The id the loader passes for an optional point that does not resolve. */
#define PMP_TP_ID_SKIP 0xffffffffU

/* ------------------------------------------------------ user-space probes */

/* The registers a USDT argument names (compiler/common/usdt.c), as the
 * translator passes them to pmp_usdt_arg(): x86-64's, and arm64's x0..x30
 * by number. */
enum pmp_ureg {
	PMP_UREG_X86_AX, PMP_UREG_X86_BX, PMP_UREG_X86_CX, PMP_UREG_X86_DX,
	PMP_UREG_X86_SI, PMP_UREG_X86_DI, PMP_UREG_X86_BP, PMP_UREG_X86_SP,
	PMP_UREG_X86_IP, PMP_UREG_X86_R8,        /* r8..r15: R8 + 0..7 */
	PMP_UREG_ARM64_SP = 31,                  /* x0..x30: 0..30 */
};
/* How a USDT argument is read (pmp_usdt_arg()'s KIND). */
enum pmp_uarg_kind { PMP_UARG_CONST, PMP_UARG_REG, PMP_UARG_MEM };

/* ---------------------------------------------------------------- .modinfo */

/* What the loader reads from a module's .modinfo besides name and
 * vermagic: MODULE_INFO tags (identifiers; PMP_STR() for the text). */
#define PMP_MODINFO_VERSION pmprobe             /* pmprobe's version */
#define PMP_MODINFO_PROCESS pmprobe_process     /* has .process probes */
#define PMP_MODINFO_BREAKPOINT pmprobe_breakpoint /* "INDEX SYMBOL", one each */
/* A user-space file a process() point was resolved in, one each: "PATH",
 * a tab, and what identified its contents (compiler/common/usym.c's
 * usym_identity(): "build-id HEX" or "size N"); the loader refuses to
 * load the module when the file at PATH is not that one. */
#define PMP_MODINFO_UFILE pmprobe_ufile
/* A global printed at exit that the script only ever changes by ++ or
 * += of a constant >= 0 (its NAME, one each): --metrics makes it a
 * Prometheus counter, any other global a gauge. */
#define PMP_MODINFO_COUNTER pmprobe_counter
/* A sysfs PMU point or a perf.pfm point, one each: its fields separated
 * by tabs. */
#define PMP_MODINFO_PMU pmprobe_pmu
enum pmp_pmu_field {
	PMP_PMU_INDEX,            /* its index in the PMP_PARAM_PMU_* arrays */
	PMP_PMU_WHERE,            /* FILE:LINE:COL of the point */
	PMP_PMU_NAME,             /* the PMU's sysfs name */
	PMP_PMU_EVENT,            /* an event of its events/, or "" */
	PMP_PMU_TERMS,            /* terms ("event=0x3c,umask=1"), or "" */
	PMP_PMU_SAMPLING,         /* "1": samples, "0": .counter */
	PMP_PMU_OPTIONAL,         /* "1": an optional point ('?') */
	PMP_PMU_PFM,              /* a perf.pfm point's encoding, made by the
				   * translator (PMP_PFM_ENCODING_FMT) or left to
				   * the loader (PMP_PFM_AT_LOAD_FMT), or "" */
	PMP_PMU_PROCESS,          /* "1": .process (not on an uncore PMU) */
	PMP_PMU_INSTANCES,        /* "NAME N": the PMU name as written stood
				   * for N instances where it was translated,
				   * each a point; "" if not expanded */
	PMP_PMU_POINT,            /* the point as written */
	PMP_PMU_NFIELDS,
};
/* A perf.pfm point's encoding: type, config, config1, config2, the
 * architecture libpfm4 encoded for (uname -m), its model ("skl") and the
 * name as written (no spaces); the loader checks it against the loading
 * machine (where its libpfm4 knows that machine's model, the name must
 * encode the same there) and passes it on.  Or,
 * for a point the translator could not encode, "load NAME": the loader
 * encodes NAME with its own libpfm4. */
#define PMP_PFM_ENCODING_FMT "%u 0x%llx 0x%llx 0x%llx %s %s %s"
#define PMP_PFM_AT_LOAD_FMT "load %s"

/* A hybrid machine's core type the translator read (its generic events
 * open on each, runtime/pmp_events.c), one each: NAME, TYPE, CPU list,
 * separated by tabs (PMP_CORE_FMT).  The loader checks that the machine
 * that loads the module has the same core types. */
#define PMP_MODINFO_CORE pmprobe_core
#define PMP_CORE_FMT "%s\t%u\t%s"

/* A tracepoint point, one each: its fields separated by tabs. */
#define PMP_MODINFO_TP pmprobe_tp
enum pmp_tp_field {
	PMP_TP_INDEX,             /* its index in PMP_PARAM_TP_ID */
	PMP_TP_WHERE,             /* FILE:LINE:COL of the point */
	PMP_TP_NAME,              /* SUBSYS:NAME */
	PMP_TP_OPTIONAL,          /* "1": an optional point ('?') */
	PMP_TP_POINT,             /* the point as written */
	PMP_TP_NFIELDS,
};
/* A field slot, one each: what the translator assumed of the field. */
#define PMP_MODINFO_TPF pmprobe_tpf
enum pmp_tpf_field {
	PMP_TPF_SLOT,             /* its index in the PMP_PARAM_TP_OFF... arrays */
	PMP_TPF_TP,               /* its tracepoint's index */
	PMP_TPF_NAME,             /* the field's name */
	PMP_TPF_CLASS,            /* "string" or "number" */
	PMP_TPF_SIZE,             /* its size in bytes (a char array's length; 4 for __data_loc) */
	PMP_TPF_NFIELDS,
};

#endif /* PMP_ABI_H */
