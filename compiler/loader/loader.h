/*
 * loader.h - pass 5 on this machine: load the module, start it, stream
 * its records, stop it, print the exit summary and unload it (loader.c,
 * stream.c), and the checks made before any load (modinfo.c).  The
 * record format and the /proc files are the contract of
 * runtime/pmp_abi.h.  It calls only common/.
 */
#ifndef PMP_LOADER_H
#define PMP_LOADER_H

#include "common.h"
#include "pmp_abi.h"
#include "global_record.h"
#include "result_file.h"

/* -------------------------------------------------------------- loader.c */

struct run_options {
	const char *command;      /* -c CMD */
	long target_pid;          /* -x PID, 0 if none */
	double time_limit;        /* -T, 0 if none */
	long buffer_kb;           /* -s, in KB; 0: the module's default */
	bool flight_recorder;     /* -F */
	bool timing;              /* -t */
	bool verbose;             /* -v */
	const char *output;       /* -o FILE */
	bool json;                /* -f json: JSON lines on the output (json.c) */
	const char *sysfs_root;   /* --sysfs-root: PMUs from a fake tree (tests) */
	bool check;               /* --check: open the events, say what they do (check.c) */
	struct result_files results; /* --metrics, --pprof...: where their files go */
};

/* Pass 5 for the module KO; returns the exit status. */
int run_module(const char *ko, const struct run_options *opt);

/* ------------------------------------------------------------- modinfo.c */


struct module_info {
	char *name;
	char *vermagic;
	char *pmprobe_version;
	struct vec breakpoints;   /* char *: "INDEX SYMBOL" */
	struct vec ufiles;        /* char *: "PATH\tIDENTITY" (user probes' files) */
	struct vec pmus;          /* char *: pmp_abi.h's PMP_MODINFO_PMU lines */
	struct vec tps;           /* char *: PMP_MODINFO_TP lines */
	struct vec tpfs;          /* char *: PMP_MODINFO_TPF lines */
	struct vec cores;         /* char *: PMP_MODINFO_CORE lines */
	bool needs_target;        /* has .process probes */
	struct vec counters;      /* char *: globals --metrics makes counters */
	struct vec undefined;     /* char *: kernel symbols the module needs */
};
/* Opens the module PATH if no one but you or root can change it (else
 * -1, said): every check and the load itself use this descriptor. */
int module_open(const char *path);
bool module_info_read(int fd, const char *path, struct module_info *mi);
void module_info_free(struct module_info *mi);
/* S as the index of a .modinfo list entry: decimal digits only, below
 * N; false if it is not one. */
bool modinfo_index(const char *s, size_t n, size_t *idx);
/* The breakpoint symbols of MI by their index (allocated, the strings
 * MI's), or NULL after one line saying the list is damaged: an entry
 * is "INDEX SYMBOL", each index once. */
const char **module_breakpoints(const struct module_info *mi);
/* The files MI's user probes were resolved in are the files at their
 * paths here (the same build-id, or size); else one error, false. */
bool module_ufiles_ok(const char *ko, const struct module_info *mi);
char *module_release(const struct module_info *mi);
/* Why the running kernel can load no module, in words; NULL if it can. */
const char *module_loading_problem(void);
/* Vermagic and exported symbols against the running kernel. */
bool module_check_kernel(const char *path, const struct module_info *mi);
unsigned long kallsyms_lookup_addr(const char *symbol, bool *restricted);

/* ------------------------------------------------------------- pmuload.c */

/* The module parameters of MI's sysfs PMU events, resolved on this
 * machine under ROOT ("" for /sys), appended to P; false after one line
 * per point that does not resolve. */
bool pmu_load_params(const struct module_info *mi, const char *root, struct buf *p);
/* A module translated for a hybrid machine (its PMP_MODINFO_CORE lines)
 * loads only where ROOT's sysfs has the same core types: false after one
 * line saying what differs. */
bool core_types_match(const struct module_info *mi, const char *root);

/* ------------------------------------------------------------- tpload.c */

/* The module parameters of MI's tracepoints (ids, and each field's
 * offset, size and flags), from this machine's tracefs under ROOT ("" for
 * /sys/kernel/tracing), checked against what the translator assumed and
 * appended to P; false after one line per point or field that differs. */
bool tp_load_params(const struct module_info *mi, const char *root, struct buf *p);

/* ------------------------------------------------------ stream.c, report.c */

/* The data file's records on their way to the output. */
struct stream {
	char *buf;
	size_t len, cap;
	FILE *out;                /* stdout, or -o FILE */
	uint64_t records;         /* complete records read */
	uint64_t bytes;           /* bytes read from the data file */
	struct partial *partial;  /* [ncpus]: records in pieces */
	size_t ncpus;
	bool flight_recorder;     /* -F: heads of records may be overwritten */
	bool json;                /* -f json: each record as a JSON object */
	bool error_seen;
	bool damaged;             /* a record no runtime writes: the rest is dropped */
	bool check;               /* --check: skip lines kept in check_skips, not said */
	struct vec check_skips;   /* char *: the skip lines */
	bool collect_globals;     /* result files wanted: keep the globals' records */
	struct vec globals;       /* struct global_record *: as they came */
	/* --metrics (metrics.c): the snapshots being read, per CPU */
	const struct run_options *opt;
	const struct vec *counters; /* the module's counters (module_info) */
	struct snapshot *snaps;
	size_t nsnaps;
	bool snaps_failed;        /* a snapshot's file could not be written */
};
/* Where the output goes: stdout, or -o FILE under trust.c's rule. */
bool stream_open(struct stream *s, const struct run_options *opt);
void stream_close(struct stream *s);
/* Reads what the data file FD has and puts it out; false at its end. */
bool stream_drain(struct stream *s, int fd);

/* --------------------------------------------------------------- ustack.c */

/* A PMP_REC_UTASK record: read that process's mappings now. */
void ustack_learn(const char *data, size_t len);
/* DATA's LEN bytes with each user-address token replaced by names (*LEN
 * set to the new length; free it), or NULL if it holds none.  COUNT:
 * this output's frames count in ustack_report()'s line. */
char *ustack_name_tokens(const char *data, size_t *len, bool count);
/* Reads again the mappings of the processes that still run, each at
 * most every USTACK_REFRESH_S; whether any still runs. */
bool ustack_refresh(void);
/* The exit line: how many frames were not named, and why. */
void ustack_report(void);
void ustack_free(void);

/* ---------------------------------------------------------------- check.c */

/* How long --check keeps every CPU busy with its events enabled, unless
 * -T says (or -c's command runs). */
#define CHECK_BUSY_SECONDS 0.5
/* A thread pinned to each CPU we may run on spins for SECONDS. */
void check_keep_cpus_busy(double seconds);
/* --check's lines from the stats file and the skip lines; exit status. */
int check_report(const char *stats, const struct vec *skips, const struct run_options *opt);

/* ----------------------------------------------------------------- json.c */

/* The length of the UTF-8 sequence at S (N bytes left), or 0 if it is
 * not a valid one. */
size_t utf8_len(const unsigned char *s, size_t n);
/* The LEN bytes of TEXT to F as a JSON string, quotes included. */
void json_string(FILE *f, const char *text, size_t len);
/* One output record of LEN bytes as {"type":"printf","data":"..."}. */
void json_output_record(FILE *f, const char *data, size_t len);
/* A PMP_REC_GLOBAL record (pmp_abi.h) of LEN bytes as
 * {"type":"global","data":{NAME:VALUE}}; one line on stderr instead if
 * its fields are not what pmp_abi.h says. */
void json_global(FILE *f, const char *data, size_t len);
/* The exit report (the stats file's text) as one {"type":"stats",...}
 * line; RECORDS: complete records the loader read. */
void json_stats(FILE *f, const char *stats, uint64_t records);

/* -------------------------------------------------------------- metrics.c */

struct global_record;
/* The N records G (printed globals, printed histograms) in Prometheus's
 * text format into OUT; COUNTERS (char *, or NULL): the globals that
 * are counters. */
void metrics_render(struct buf *out, struct global_record *const *g, size_t n,
		    const struct vec *counters);
/* Renders them as metrics_render does and writes --metrics's file as
 * OPT->results says; false after one line on stderr. */
bool metrics_put(const struct run_options *opt, struct global_record *const *g, size_t n,
		 const struct vec *counters);
/* --metrics-of RECORDS (the test suite): the records and counters of
 * the file RECORDS to --metrics's file; the exit status. */
int metrics_of_file(const char *path, const struct run_options *opt);
/* --metrics's snapshots while the script runs (pmp_abi.h): a
 * PMP_REC_SNAPSHOT record of LEN bytes at DATA from CPU opens or closes
 * one; a whole one is written as metrics_put does. */
void metrics_snapshot_mark(struct stream *s, unsigned cpu, const char *data, size_t len);
/* A PMP_REC_GLOBAL record from CPU: kept if CPU has a snapshot open
 * (true), else false: it is not a snapshot's. */
bool metrics_snapshot_take(struct stream *s, unsigned cpu, const char *data, size_t len);
void metrics_snapshots_free(struct stream *s);

/* ------------------------------------------------------- status_line.c */

/* One of the module's tab-separated status lines (pmp_abi.h's tables),
 * read: LAYOUT says which member holds its fields; the strings point
 * into BUF. */
enum status_layout {
	STATUS_NONE,
#define STATUS_LAYOUT_(LINE, line) STATUS_##LINE,
	PMP_STATUS_LINES(STATUS_LAYOUT_)
#undef STATUS_LAYOUT_
};
struct status_line {
	enum status_layout layout;
	const char *tag;
	union {
#define STATUS_MEMBER_(LINE, line) struct pmp_##line##_line line;
		PMP_STATUS_LINES(STATUS_MEMBER_)
#undef STATUS_MEMBER_
	};
	char *buf;
};
/* Reads the LEN bytes of TEXT (one line, its newline optional) into L;
 * false, and L empty, unless it is a well-formed status line of a known
 * tag, with every field there and every number a number. */
bool status_line_read(const char *text, size_t len, struct status_line *l);
void status_line_free(struct status_line *l);
/* The stats file's "KEY VALUE" lines (pmp_abi.h's PMP_STATS) into ST:
 * st[PMP_STAT_NAME]; a stat absent or not a number is 0. */
void stats_read(const char *text, long st[PMP_NSTATS]);

/* ------------------------------------------------------- core_shares.c */

/* A hybrid event's core type: its core line, its count scaled for
 * multiplexing, and its share of the scaled sum over core types. */
struct core_share {
	struct status_line l;
	double scaled, share;
};
#define CORE_SHARES_MAX 8
/* The core lines of probe INDEX that follow its counter line at COUNTER
 * (a pointer into the stats text), into OUT; how many. */
size_t core_shares_read(const char *counter, int index, struct core_share *out, size_t max);
void core_shares_free(struct core_share *s, size_t n);
/* "WHERE: POINT: N counted on 2 core types: cpu_core 71.2% (N1), ..."
 * on stderr, for the counter line C at COUNTER; nothing if it has no
 * core lines. */
void core_shares_print(const char *counter, const struct pmp_counter_line *c);

/* An open line's failure in words: "cannot open EVENT on CPU N: ERROR
 * (ENAME): HINT" (SKIPPED: of a point that goes on without it). */
char *open_failure_words(const struct pmp_open_line *o, bool skipped);
/* A 0 from a CPU-PMU event that ran at least this long means it does not
 * count (report.c's rule for the exit summary; --check's and -l's). */
#define CHECK_MIN_RUNNING_NS 10000000ULL
/* -l's check of the events it lists on the running kernel (list_check.c,
 * an open_check_fn of open_check.h). */
struct open_check;
bool list_check_events(struct open_check *c, size_t n, double *seconds, char **why);
/* Is TYPE a CPU PMU's (generic hardware, cache, raw, or the dynamic type
 * of the CPU's PMU under ROOT's sysfs): where a 0 means "did not count". */
bool cpu_pmu_type(unsigned type, const char *root);
/* An event line of the module's (pmp_abi.h) in words, at LEVEL. */
void report_event_line(char *line, const char *level);
/* finit_module's error E for KO (module NAME) in words; IS_SIGNED: KO
 * carries a signature, so a refused one is said as such. */
void explain_load_error(const char *ko, const char *name, int e, bool is_signed);
/* Why start failed, from the control file's text CTL. */
void report_start_failure(const char *ctl);
/* The exit summary from the stats file's text; the exit status. */
int summarize(const char *stats, const struct run_options *opt, uint64_t records);

/* The release the module KO was built for (checked as module_open
 * does), or NULL after saying why. */
char *module_release_of(const char *ko);

#endif /* PMP_LOADER_H */
