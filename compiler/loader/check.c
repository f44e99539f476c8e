/*
 * check.c - --check, the pre-flight check: the module, loaded with its
 * check parameter, opens and enables every event of the script as a run
 * would (every point as if optional) and runs no probe body; meanwhile a
 * thread pinned to each CPU keeps it busy (or -c's command runs).  Then
 * each event is said in one line on stdout: whether it opened (else the
 * kernel's reason), whether it counted, and whether it had a counter all
 * its enabled time or was multiplexed.  Exit status 0 when every event
 * opened and counted.
 */
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "loader.h"

struct busy_cpu {
	pthread_t thread;
	int cpu;
	double until;             /* CLOCK_MONOTONIC seconds */
	bool started;
};

static double mono_s(void)
{
	return now_ms() / 1e3;
}

static void *busy_loop(void *arg)
{
	struct busy_cpu *b = arg;
	volatile unsigned long spins = 0;
	cpu_set_t one;

	CPU_ZERO(&one);
	CPU_SET(b->cpu, &one);
	sched_setaffinity(0, sizeof(one), &one);
	while (mono_s() < b->until)
		for (int i = 0; i < 100000; i++)
			spins++;
	return NULL;
}

void check_keep_cpus_busy(double seconds)
{
	struct busy_cpu *b;
	cpu_set_t mine;
	int n = 0, cpu;

	if (sched_getaffinity(0, sizeof(mine), &mine))
		return;
	b = xcalloc(CPU_SETSIZE, sizeof(*b));
	for (cpu = 0; cpu < CPU_SETSIZE; cpu++) {
		if (!CPU_ISSET(cpu, &mine))
			continue;
		b[n].cpu = cpu;
		b[n].until = mono_s() + seconds;
		b[n].started = pthread_create(&b[n].thread, NULL, busy_loop, &b[n]) == 0;
		n++;
	}
	for (cpu = 0; cpu < n; cpu++)
		if (b[cpu].started)
			pthread_join(b[cpu].thread, NULL);
	free(b);
}

/* What the check found, for its last line and exit status. */
struct check_tally {
	int events, not_open, not_counting, multiplexed;
};

static void say_not_open(const char *line, struct check_tally *t)
{
	struct status_line l;
	char *why;

	if (!status_line_read(line, strlen(line), &l))
		return;
	why = open_failure_words(&l.open, true);
	printf("%s: %s: does not open: %s\n", l.open.where, l.open.point, why);
	free(why);
	t->events++;
	t->not_open++;
	status_line_free(&l);
}

static void say_counter(const struct pmp_counter_line *c, const char *root, struct check_tally *t)
{
	double s = (double)c->running_ns / 1e9;
	char share[96];

	t->events++;
	if (!c->running_ns) {
		printf("%s: %s: opens, but never ran on a PMU in its %.3f s enabled: no counter was free for it\n",
		       c->where, c->point, (double)c->enabled_ns / 1e9);
		t->not_counting++;
		return;
	}
	if (c->running_ns < c->enabled_ns) {
		snprintf(share, sizeof(share), "multiplexed: on the PMU %.1f%% of its enabled time",
			 100.0 * (double)c->running_ns / (double)c->enabled_ns);
		t->multiplexed++;
	} else {
		snprintf(share, sizeof(share), "on the PMU all its enabled time");
	}
	if (c->count || !cpu_pmu_type(c->perf_type, root)) {
		printf("%s: %s: opens, %s %llu in %.3f s; %s\n", c->where, c->point,
		       c->count ? "counts:" : "counted 0 (nothing it counts happened):",
		       c->count, s, share);
	} else if (c->running_ns >= CHECK_MIN_RUNNING_NS) {
		printf("%s: %s: opens, does not count: 0 in %.3f s on the CPU's PMU, which lists an event it does not implement (as a VM's often does); %s\n",
		       c->where, c->point, s, share);
		t->not_counting++;
	} else {
		printf("%s: %s: opens, counted 0 in %.3f s on the PMU, too short to tell; %s\n",
		       c->where, c->point, s, share);
	}
}

/* The NMI watchdog takes one counter of each CPU's PMU on x86 (where
 * the CPU's PMU is "cpu"; without one, the watchdog has none either). */
static void say_watchdog(void)
{
	char *text = NULL;
	struct stat st;
	size_t len;

	if (stat("/sys/bus/event_source/devices/cpu", &st) == 0 &&
	    read_file("/proc/sys/kernel/nmi_watchdog", &text, &len) && len && text[0] == '1')
		printf("check: the NMI watchdog holds one counter of each CPU's PMU (/proc/sys/kernel/nmi_watchdog is 1)\n");
	free(text);
}

int check_report(const char *stats, const struct vec *skips, const struct run_options *opt)
{
	const char *root = opt->sysfs_root ? opt->sysfs_root : "";
	struct check_tally t = { 0 };
	const char *p;
	size_t i;

	if (!stats) {
		fprintf(stderr, "pmprobe: cannot read the module's statistics\n");
		return 1;
	}
	say_watchdog();
	for (i = 0; i < skips->len; i++)
		say_not_open(VEC_AT(*skips, i), &t);
	for (p = stats; *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : "") {
		struct status_line l;

		if (!status_line_read(p, strcspn(p, "\n"), &l))
			continue;
		if (l.layout == STATUS_COUNTER)
			say_counter(&l.counter, root, &t);
		status_line_free(&l);
	}
	printf("check: %d event%s: %d open%s and count%s, %d do%s not open, %d do%s not count; %d multiplexed\n",
	       t.events, t.events == 1 ? "" : "s",
	       t.events - t.not_open - t.not_counting, t.events - t.not_open - t.not_counting == 1 ? "s" : "",
	       t.events - t.not_open - t.not_counting == 1 ? "s" : "",
	       t.not_open, t.not_open == 1 ? "es" : "", t.not_counting, t.not_counting == 1 ? "es" : "",
	       t.multiplexed);
	return t.not_open || t.not_counting ? 1 : 0;
}
