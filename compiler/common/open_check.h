/*
 * open_check.h - what -l asks of the running kernel about an event it
 * lists, and the answer: the listing (translator/listing.c) fills the
 * question from the event's encoding, the loader's list_check.c opens
 * the event with perf_event_open(2) and fills the answer, and the
 * driver (main.c) joins the two.  Hardware, cache, raw and sysfs PMU
 * events are asked about; the rest keep what their names say.
 */
#ifndef PMP_OPEN_CHECK_H
#define PMP_OPEN_CHECK_H

#include "common.h"

/* What an event did when it was opened. */
enum open_found {
	OPEN_NOT_TRIED,           /* not opened: the check ran out of time */
	OPEN_COUNTS,              /* opened and counted */
	OPEN_ZERO_NOTHING,        /* counted 0, on a PMU where 0 can be true */
	OPEN_ZERO_SHORT,          /* counted 0 in too short a time to tell */
	OPEN_NO_COUNT,            /* a CPU PMU's event that ran and counted 0,
				   * one the busy loop cannot but cause */
	OPEN_ZERO_UNDRIVEN,       /* a CPU PMU's other event that ran and
				   * counted 0: not counting, or not caused */
	OPEN_NEVER_RAN,           /* opened, never on the PMU: no free counter */
	OPEN_FAILS,               /* perf_event_open(2) refused it */
};

struct open_check {
	/* asked */
	uint32_t type;            /* perf_event_attr's type and configs */
	uint64_t config, config1, config2;
	int cpu;                  /* -1: this thread, anywhere; else counted
				   * on that CPU for every task (an uncore PMU) */
	int pin;                  /* -1, or the CPU this thread runs on
				   * meanwhile (a PMU of some CPUs only) */
	/* found */
	enum open_found found;
	int err;                  /* OPEN_FAILS: errno */
	uint64_t count, enabled_ns, running_ns;
	char *words;              /* what was found, one phrase (allocated) */
};

/* Opens the N events of C on the running kernel, a few at a time, each
 * batch while a busy loop that misses caches and branches runs, and
 * fills in what each did; *SECONDS: how long it took.  False, with
 * *WHY (allocated), and nothing filled in, when the kernel refuses
 * perf_event_open(2) for a reason that is no event's (it refuses a
 * software clock too). */
typedef bool (*open_check_fn)(struct open_check *c, size_t n, double *seconds, char **why);

#endif /* PMP_OPEN_CHECK_H */
