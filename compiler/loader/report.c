/*
 * report.c - the module's own words put into the user's: a failed event
 * open (pmp_abi.h's tab-separated lines) with the errno's name and what
 * to do, a refused load, and the exit summary from the stats file
 * (skipped runs, dropped records, throttling, counters that never ran,
 * CPU-PMU counters that ran and counted nothing, each sampling probe's
 * handler calls reconciled with its event's count).
 */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "loader.h"
#include <linux/perf_event.h>

#include "pmp_abi.h"

static const char *errno_name(int e)
{
	switch (e) {
	case ENOENT: return "ENOENT";
	case ENODEV: return "ENODEV";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case EINVAL: return "EINVAL";
	case EACCES: return "EACCES";
	case EPERM: return "EPERM";
	case EBUSY: return "EBUSY";
	case ENOSPC: return "ENOSPC";
	case ENOMEM: return "ENOMEM";
	case ESRCH: return "ESRCH";
	case E2BIG: return "E2BIG";
	case EILSEQ: return "EILSEQ";
	case EEXIST: return "EEXIST";
	default: return "";
	}
}

/* What to suggest when an event cannot be opened. */
/* The CPU's PMU, as sysfs names it ("cpu" on x86, "armv8_pmuv3" or
 * "armv8_pmuv3_0" on arm64), or NULL when there is none (most VMs). */
static const char *cpu_pmu(void)
{
	static char name[sizeof(((struct dirent *)0)->d_name)];
	struct dirent *de;
	DIR *d;

	if (name[0])
		return name;
	d = opendir("/sys/bus/event_source/devices");
	while (d && (de = readdir(d)))
		if (!strcmp(de->d_name, "cpu") || !strcmp(de->d_name, "cpu_core") ||
		    !strncmp(de->d_name, "armv8_", 6) || !strncmp(de->d_name, "armv7_", 6))
			snprintf(name, sizeof(name), "%s", de->d_name);
	if (d)
		closedir(d);
	return name[0] ? name : NULL;
}

/* What to suggest when an event cannot be opened. */
static char *open_hint(int type, int err, bool skipped)
{
	bool hw = type == PERF_TYPE_HARDWARE || type == PERF_TYPE_HW_CACHE || type == PERF_TYPE_RAW;
	const char *pmu = cpu_pmu();

	if (hw && (err == ENOENT || err == ENODEV || err == EOPNOTSUPP) && pmu)
		return xasprintf(": the CPU's PMU (%s) does not count this event%s", pmu,
				 skipped ? "" : "; mark the point optional with '?' to run without it");
	if (hw && (err == ENOENT || err == ENODEV || err == EOPNOTSUPP))
		return xstrdup(skipped ? ": this machine has no PMU for hardware events (as in most VMs)" :
			       ": this machine has no PMU for hardware events (as in most VMs); use a software event such as perf.cpu_clock instead, or mark the point optional with '?'");
	if (type == PERF_TYPE_BREAKPOINT && err == ENOSPC)
		return xstrdup(": all hardware breakpoint slots are in use (x86 has four debug registers)");
	if (type == PERF_TYPE_BREAKPOINT && err == EINVAL)
		return xstrdup(": the address, length or alignment is not accepted by the breakpoint PMU");
	if (type > PERF_TYPE_BREAKPOINT && (err == EINVAL || err == EOPNOTSUPP))
		return xstrdup(": the PMU refuses this event's attributes (a term's value, a period on a PMU that only counts, or .kernel or .user on one that cannot count one mode alone, such as msr)");
	if (err == EACCES || err == EPERM)
		return xstrdup(": not allowed (check /proc/sys/kernel/perf_event_paranoid and lockdown)");
	if (err == EBUSY)
		return xstrdup(": the PMU is busy (another user holds the counters)");
	return xstrdup("");
}

char *open_failure_words(const struct pmp_open_line *o, bool skipped)
{
	char cpu[32], *hint, *words;
	int err = o->err;

	if (o->cpu < 0)
		snprintf(cpu, sizeof(cpu), "for the target process");
	else
		snprintf(cpu, sizeof(cpu), "on CPU %d", o->cpu);
	hint = open_hint((int)o->perf_type, err, skipped);
	words = xasprintf("cannot open %s %s: %s%s%s%s%s", o->event, cpu, strerror(err),
			  *errno_name(err) ? " (" : "", errno_name(err), *errno_name(err) ? ")" : "",
			  hint);
	free(hint);
	return words;
}

/* Why the kernel did not let a kernel function be probed, in words:
 * register_kprobe's errors (kernel/kprobes.c). */
static const char *kprobe_failure_words(int err)
{
	switch (err) {
	case ENOENT:
		return "this kernel has no such function (not in its symbol table: absent, static and inlined everywhere, or in a module not loaded)";
	case EINVAL:
		return "the kernel refuses to probe it (on its kprobe blacklist, a notrace or __kprobes function, not at an instruction boundary, or not kernel text)";
	case EILSEQ:
		return "the address is not at an instruction boundary";
	case EBUSY:
		return "another probe there does not let a kprobe share the place (or the function is being live-patched)";
	case EEXIST:
		return "this kprobe is already registered";
	case ENOMEM:
		return "the kernel ran out of memory for the probe";
	case EOPNOTSUPP:
	case ENOSYS:
		return "this kernel cannot probe it (no kprobes or kretprobes)";
	default:
		return strerror(err);
	}
}

/* Puts a kernel status line (pmp_abi.h: open, skip, cpu, target,
 * hotplug) in words; any other text is shown as it came. */
void report_event_line(char *line, const char *level)
{
	struct status_line l;
	bool skipped;
	char *why;

	line[strcspn(line, "\n")] = '\0';
	if (!status_line_read(line, strlen(line), &l)) {
		fprintf(stderr, "pmprobe: %s: %s\n", level, line);
		return;
	}
	switch (l.layout) {
	case STATUS_TARGET:
		fprintf(stderr, "pmprobe: %s: %s: %s: the target process %d does not exist\n",
			l.target.where, level, l.target.point, l.target.pid);
		break;
	case STATUS_GROUP:
		fprintf(stderr, "pmprobe: %s: %s: %s: the group needs %d counters at once on each CPU, and the PMU of CPU %d had %d for it (a group is never multiplexed: give it fewer members, or stop what holds counters: the NMI watchdog, other perf users)\n",
			l.group.where, level, l.group.point, l.group.needed, l.group.cpu, l.group.given);
		break;
	case STATUS_HOTPLUG:
		fprintf(stderr, "pmprobe: %s: cannot follow CPU hotplug: %s\n", level,
			strerror(l.hotplug.err));
		break;
	case STATUS_KPOPEN:
		skipped = !strcmp(l.tag, PMP_LINE_KPSKIP);
		fprintf(stderr, "pmprobe: %s: %s: %s%s: cannot probe the kernel function '%s': %s%s%s%s\n",
			l.kpopen.where, level, l.kpopen.point, skipped ? "? skipped" : "",
			l.kpopen.function, kprobe_failure_words(l.kpopen.err),
			*errno_name(l.kpopen.err) ? " (" : "", errno_name(l.kpopen.err),
			*errno_name(l.kpopen.err) ? ")" : "");
		break;
	case STATUS_UPOPEN:
		fprintf(stderr, "pmprobe: %s: %s: %s: cannot probe %s: %s\n", l.upopen.where, level,
			l.upopen.point, l.upopen.path, l.upopen.err == ENOENT ?
			"no such file on the machine that loads the module" : strerror(l.upopen.err));
		break;
	case STATUS_OPEN:
		skipped = !strcmp(l.tag, PMP_LINE_SKIP);
		why = open_failure_words(&l.open, skipped);
		fprintf(stderr, "pmprobe: %s: %s: %s%s: %s\n", l.open.where, level, l.open.point,
			skipped ? "? skipped" : "", why);
		free(why);
		break;
	default:
		fprintf(stderr, "pmprobe: %s: %s\n", level, line);
		break;
	}
	status_line_free(&l);
}

void explain_load_error(const char *ko, const char *name, int e, bool is_signed)
{
	switch (e) {
	case EKEYREJECTED:
	case ENOKEY:
	case EBADMSG:
	case ENOPKG:
		if (!is_signed)
			break;
		fprintf(stderr, "pmprobe: the kernel refused the signature of %s (%s): %s; see dmesg\n",
			ko, strerror(e),
			e == EBADMSG ? "it is malformed" :
			e == ENOPKG ? "it uses a hash or key algorithm this kernel lacks" :
			"it was made with a key this kernel does not trust, or the module changed after it was signed");
		return;
	}
	switch (e) {
	case ENOSYS:
		fprintf(stderr, "pmprobe: this kernel cannot load modules (it was built without module support); run the script in a QEMU guest with --vm\n");
		break;
	case EEXIST:
		fprintf(stderr, "pmprobe: a module named %s is already loaded: another pmprobe run may be using it (rmmod %s), or pick another name with -m\n",
			name, name);
		break;
	case EPERM:
		fprintf(stderr, "pmprobe: the kernel refused to load %s: module loading is disabled or locked down (kernel lockdown, Secure Boot, or /proc/sys/kernel/modules_disabled)\n",
			ko);
		break;
	case EKEYREJECTED:
	case ENOKEY:
		fprintf(stderr, "pmprobe: the kernel refused %s: it requires signed modules (module.sig_enforce or Secure Boot): build it with --sign KEY CERT, a key this kernel trusts\n",
			ko);
		break;
	case ENOEXEC:
	case EINVAL:
		fprintf(stderr, "pmprobe: the kernel refused %s as invalid for it (%s): was it built for this kernel? see dmesg\n",
			ko, strerror(e));
		break;
	default:
		fprintf(stderr, "pmprobe: cannot load %s: %s\n", ko, strerror(e));
		break;
	}
}

/* ------------------------------------------------------------- summary */

static void print_times(const char *stats)
{
	const char *p;

	for (p = stats; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		struct status_line l;

		if (!status_line_read(p, strcspn(p, "\n"), &l))
			continue;
		if (l.layout == STATUS_PROBE)
			fprintf(stderr, "%s: %s: hits=%llu min=%lluns avg=%lluns max=%lluns\n",
				l.probe.where, l.probe.point, l.probe.hits,
				l.probe.min_ns, l.probe.avg_ns, l.probe.max_ns);
		status_line_free(&l);
	}
}

/* Running time below which a count of 0 says nothing (one refresh of
 * the runtime's counters, pmp_counter.c's PMP_COUNTER_REFRESH_NS). */
#define SILENT_ZERO_MIN_RUNNING_NS 10000000ULL

/* Is TYPE a CPU PMU's: perf's generic hardware, cache and raw types, or
 * the dynamic type of this machine's CPU PMU (armv8_pmuv3_0, cpu_core)?
 * Only there does a 0 over real running time mean the event did not
 * count: a software, tracepoint or uncore event may see nothing for
 * real (no page fault, no SMI). */
bool cpu_pmu_type(unsigned type, const char *root)
{
	struct pmu_source here = { .root = root };
	char *name;
	bool cpu;

	if (type == PERF_TYPE_HARDWARE || type == PERF_TYPE_HW_CACHE || type == PERF_TYPE_RAW)
		return true;
	if (type < PERF_TYPE_MAX)
		return false;
	name = pmu_of_type(&here, type);
	cpu = name && pmu_name_is_cpu(name);
	free(name);
	return cpu;
}

/* Does perf count each event of this kind as one, and call the overflow
 * handler for each one it counts at period 1?  Tracepoints, breakpoints
 * and the software events but the two clocks (whose count is time): the
 * kernel adds 1 to the count and, sampling at period 1, calls the handler
 * for it (kernel/events/core.c, perf_swevent_event), but for the events
 * it counts while throttling the event or while disabling it
 * (docs/SAFETY.md, "Every count reconciled"). */
static bool one_call_per_event(const struct pmp_counter_line *c)
{
	if (c->period != 1)
		return false;
	if (c->perf_type == PERF_TYPE_TRACEPOINT || c->perf_type == PERF_TYPE_BREAKPOINT)
		return true;
	return c->perf_type == PERF_TYPE_SOFTWARE && c->config != PERF_COUNT_SW_CPU_CLOCK &&
	       c->config != PERF_COUNT_SW_TASK_CLOCK;
}

/*
 * A sampling event the kernel throttled was stopped until its CPU's next
 * tick each time: the runtime estimates how long in all (pmp_context.c's
 * pmp_throttle_note), and what that cost follows from the rate it
 * counted at while it ran: STOPPED_NS times COUNT / (RUNNING_NS -
 * STOPPED_NS) events not counted, and at a fixed period as many samples
 * fewer, in periods.  Said whenever it was throttled.
 */
static void print_throttle_loss(const struct pmp_counter_line *c)
{
	double counting, lost;

	if (!c->throttled)
		return;
	counting = (double)c->running_ns - (double)c->stopped_ns;
	lost = counting > 0 ? (double)c->stopped_ns * (double)c->count / counting : 0;
	fprintf(stderr, "%s: %s: the kernel throttled it %llu time%s and kept it stopped about %.3f s in all (%.1f%% of its %.3f s running): about %.0f events not counted",
		c->where, c->point, c->throttled, c->throttled == 1 ? "" : "s",
		(double)c->stopped_ns / 1e9,
		c->running_ns ? 100.0 * (double)c->stopped_ns / (double)c->running_ns : 0.0,
		(double)c->running_ns / 1e9, lost);
	if (c->period)
		fprintf(stderr, " and %.0f samples not taken", lost / (double)c->period);
	fprintf(stderr, " (counter_stopped_ns() and counter_uncounted() give them to the script)\n");
}

/*
 * A sampling probe's handler calls, each accounted for, against its
 * event's count: with -t always; without, when the calls were not all
 * runs of the handler, or (one call per event) when the count is not the
 * runs.  At period 1 on such an event the count reconciles exactly; at a
 * period P each call is one overflow, so the count is P per call plus
 * what the kernel counted without one (the partial period on each CPU,
 * overflows it throttled or excluded, and a clock's periods its hrtimer
 * skipped when it fired late); sampling by frequency, the
 * kernel varies the period and only the calls reconcile.
 */
static void print_reconciled(const struct pmp_counter_line *c, bool always)
{
	unsigned long long skipped = c->skipped_reentrant + c->skipped_lock;
	unsigned long long calls = c->runs + skipped + c->outside;
	bool exact = one_call_per_event(c);
	char skips[96] = "", thr[80] = "";

	if (!c->period && !c->freq)
		return;         /* it counts: no handler calls */
	print_throttle_loss(c);
	if (!always && !skipped && !c->outside && (!exact || c->count == c->runs))
		return;
	if (skipped)
		snprintf(skips, sizeof(skips), " (%llu reentrant, %llu lock contention)",
			 c->skipped_reentrant, c->skipped_lock);
	if (c->throttled)
		snprintf(thr, sizeof(thr), "; the kernel throttled it %llu time%s", c->throttled,
			 c->throttled == 1 ? "" : "s");
	if (exact && c->count >= calls)
		fprintf(stderr, "%s: %s: %llu counted = %llu runs + %llu skipped%s + %llu outside the armed window + %llu counted without a handler call%s%s\n",
			c->where, c->point, c->count, c->runs, skipped, skips, c->outside,
			c->count - calls,
			c->count > calls ? " (the kernel counts without calling while it throttles the event, or disables it at stop)" : "",
			thr);
	else if (exact)
		fprintf(stderr, "%s: %s: %llu counted, but %llu handler calls = %llu runs + %llu skipped%s + %llu outside the armed window: the kernel called the handler more often than it counted%s\n",
			c->where, c->point, c->count, calls, c->runs, skipped, skips, c->outside, thr);
	else if (c->period)
		fprintf(stderr, "%s: %s: %llu overflow handler calls = %llu runs + %llu skipped%s + %llu outside the armed window; %llu counted = %.2f periods of %llu (one call per overflow; the partial period on each CPU, and overflows the kernel throttled, excluded or, for a clock, skipped when its timer came late, are counted without a call)%s\n",
			c->where, c->point, calls, c->runs, skipped, skips, c->outside,
			c->count, (double)c->count / (double)c->period, c->period, thr);
	else
		fprintf(stderr, "%s: %s: %llu overflow handler calls = %llu runs + %llu skipped%s + %llu outside the armed window; %llu counted at a period the kernel varies for %llu samples a second (the count does not reconcile with the calls)%s\n",
			c->where, c->point, calls, c->runs, skipped, skips, c->outside,
			c->count, c->freq, thr);
}

/* Each counter's share of time on a PMU, as perf stat shows it; and a
 * CPU-PMU event that ran and counted 0, which a PMU that lists an event
 * it does not implement gives (QEMU's arm64 PMU: stall_backend), named
 * with its running time rather than left as a plausible 0. */
static void print_counters(const char *stats, bool always, const char *root)
{
	const char *p;

	for (p = stats; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		unsigned long long count, enabled, running;
		const char *where, *point;
		struct status_line l;

		if (!status_line_read(p, strcspn(p, "\n"), &l))
			continue;
		if (l.layout == STATUS_COUNTER) {
			where = l.counter.where;
			point = l.counter.point;
			count = l.counter.count;
			enabled = l.counter.enabled_ns;
			running = l.counter.running_ns;
			if (!running && (always || enabled))
				fprintf(stderr, "%s: %s: <not counted>: the event never ran on a PMU\n",
					where, point);
			else if (!count && running >= SILENT_ZERO_MIN_RUNNING_NS &&
				 cpu_pmu_type(l.counter.perf_type, root))
				fprintf(stderr, "%s: warning: %s: counted 0 in %.3f s on the CPU's PMU: this event does not count here (a PMU may list an event it does not implement, as a VM's often does), unless nothing it counts happened\n",
					where, point, (double)running / 1e9);
			else if (always || running < enabled)
				fprintf(stderr, "%s: %s: %llu counted, running %.2f%% of the enabled time%s\n",
					where, point, count, enabled ? 100.0 * (double)running / (double)enabled : 100.0,
					running < enabled ? " (multiplexed: read_counter() scales by enabled/running)" : "");
			core_shares_print(p, &l.counter);
			print_reconciled(&l.counter, always);
		}
		status_line_free(&l);
	}
}

/* ", N whose @entry failed" in BUF when N is not 0 (a return probe's
 * skips whose entry run failed or found no slot), else "". */
static void entry_note(char *buf, size_t size, unsigned long long n)
{
	if (n)
		snprintf(buf, size, ", %llu whose @entry failed", n);
	else
		buf[0] = '\0';
}

/* Each kernel function probe's hits the kernel did not call its handler
 * for (nmissed), and its handler calls accounted for; each user function
 * or mark probe's handler calls (the kernel keeps no count of a uprobe's
 * missed hits): with -t always, else when some hit was missed or
 * skipped. */
static void print_code_points(const char *stats, bool always)
{
	const char *p;

	for (p = stats; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		const struct pmp_kprobe_line *k;
		const struct pmp_uprobe_line *u;
		unsigned long long skipped;
		char entry[64];
		struct status_line l;

		if (!status_line_read(p, strcspn(p, "\n"), &l))
			continue;
		k = &l.kprobe;
		u = &l.uprobe;
		if (l.layout == STATUS_KPROBE) {
			skipped = k->skipped_reentrant + k->skipped_lock + k->skipped_entry;
			entry_note(entry, sizeof(entry), k->skipped_entry);
			if (always || k->nmissed || skipped)
				fprintf(stderr, "%s: %s: %llu handler calls = %llu runs + %llu skipped (%llu reentrant, %llu lock contention%s) + %llu outside the armed window; %llu missed by the kernel (%s)\n",
					k->where, k->point, k->runs + skipped + k->outside, k->runs, skipped,
					k->skipped_reentrant, k->skipped_lock, entry, k->outside, k->nmissed,
					k->is_return ? "returns not caught: more calls in flight than the kretprobe's instances, or hit inside another kprobe's handler" :
					"hits inside another kprobe's handler, where the kernel calls none");
		} else if (l.layout == STATUS_UPROBE) {
			skipped = u->skipped_reentrant + u->skipped_lock + u->skipped_entry;
			entry_note(entry, sizeof(entry), u->skipped_entry);
			if (always || skipped)
				fprintf(stderr, "%s: %s: %llu handler calls = %llu runs + %llu skipped (%llu reentrant, %llu lock contention%s) + %llu outside the armed window\n",
					u->where, u->point, u->runs + skipped + u->outside, u->runs, skipped,
					u->skipped_reentrant, u->skipped_lock, entry, u->outside);
		}
		status_line_free(&l);
	}
}

/* The most -D MAXSTRINGLEN may be (pmp_abi.h's PMP_LIMITS). */
static long maxstringlen_max(void)
{
#define PMP_LIMIT_MAX(name, def, min, max) if (!strcmp(#name, "MAXSTRINGLEN")) return max;
	PMP_LIMITS(PMP_LIMIT_MAX)
#undef PMP_LIMIT_MAX
	return 0;
}

int summarize(const char *stats, const struct run_options *opt, uint64_t records)
{
	long st[PMP_NSTATS], errors, sk_r, sk_l, sk_e, dropped, over, msgs, thr, written, cut;

	if (!stats) {
		fprintf(stderr, "pmprobe: cannot read the module's statistics\n");
		return 1;
	}
	stats_read(stats, st);
	errors = st[PMP_STAT_ERRORS];
	sk_r = st[PMP_STAT_SKIPPED_REENTRANT];
	sk_l = st[PMP_STAT_SKIPPED_LOCK];
	sk_e = st[PMP_STAT_SKIPPED_ENTRY];
	dropped = st[PMP_STAT_RECORDS_DROPPED];
	over = st[PMP_STAT_RECORDS_OVERWRITTEN];
	msgs = st[PMP_STAT_MESSAGES_DROPPED];
	thr = st[PMP_STAT_THROTTLED];
	written = st[PMP_STAT_RECORDS_WRITTEN];
	cut = st[PMP_STAT_STRINGS_CUT];
	if (opt->timing)
		print_times(stats);
	print_counters(stats, opt->timing, opt->sysfs_root ? opt->sysfs_root : "");
	print_code_points(stats, opt->timing);
	/* Every record a handler produced was either read or dropped. */
	if (opt->timing)
		fprintf(stderr, "pmprobe: records: %ld produced = %llu read + %ld dropped + %ld overwritten\n",
			written + dropped,
			(unsigned long long)records, dropped, over);
	if (!opt->flight_recorder && written != (long)records)
		fprintf(stderr, "pmprobe: warning: %ld records were written but %llu read\n",
			written, (unsigned long long)records);
	if (errors)
		fprintf(stderr, "pmprobe: %ld runtime error%s\n", errors, errors == 1 ? "" : "s");
	if (sk_r + sk_l + sk_e && !sk_e)
		fprintf(stderr, "pmprobe: %ld handler run%s skipped (reentrant: %ld, lock contention: %ld)\n",
			sk_r + sk_l, sk_r + sk_l == 1 ? "" : "s", sk_r, sk_l);
	else if (sk_e)
		fprintf(stderr, "pmprobe: %ld handler run%s skipped (reentrant: %ld, lock contention: %ld, a return's @entry failed: %ld)\n",
			sk_r + sk_l + sk_e, sk_r + sk_l + sk_e == 1 ? "" : "s", sk_r, sk_l, sk_e);
	if (dropped)
		fprintf(stderr, "pmprobe: %ld output record%s dropped: a buffer was full (raise -s, or print less)\n",
			dropped, dropped == 1 ? "" : "s");
	if (over)
		fprintf(stderr, "pmprobe: %ld output record%s overwritten in flight-recorder mode\n",
			over, over == 1 ? "" : "s");
	if (msgs)
		fprintf(stderr, "pmprobe: %ld error or warning message%s lost: a buffer was full\n",
			msgs, msgs == 1 ? "" : "s");
	if (thr)
		fprintf(stderr, "pmprobe: the kernel throttled %ld overflow%s: perf stops an event that fires more than kernel.perf_event_max_sample_rate/HZ times between two ticks, and samples are lost until the next tick\n",
			thr, thr == 1 ? "" : "s");
	if (cut)
		fprintf(stderr, "pmprobe: %ld string value%s cut at MAXSTRINGLEN (a string holds MAXSTRINGLEN - 1 bytes): raise the limit with -D MAXSTRINGLEN=N (at most %ld); a stack backtrace_folded() cut begins with a [cut] frame\n",
			cut, cut == 1 ? " was" : "s were", maxstringlen_max());
	return errors ? 1 : 0;
}

void report_start_failure(const char *ctl)
{
	const char *p;
	bool said = false;

	for (p = ctl; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		if (!strncmp(p, PMP_CONTROL_ERROR, strlen(PMP_CONTROL_ERROR))) {
			const char *e = p + strlen(PMP_CONTROL_ERROR);
			char *line = xstrndup(e, strcspn(e, "\n"));

			report_event_line(line, "error");
			free(line);
			said = true;
		}
	}
	if (!said)
		fprintf(stderr, "pmprobe: the script could not start (see dmesg)\n");
}
