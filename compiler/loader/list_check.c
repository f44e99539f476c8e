/*
 * list_check.c - -l's check on the running kernel: each hardware, cache,
 * raw and sysfs PMU event the listing shows is opened with
 * perf_event_open(2), LIST_CHECK_BATCH at a time (each its own event,
 * counting this thread, or on one CPU for an uncore PMU), while a busy
 * loop that walks a buffer bigger than most caches and takes
 * data-dependent branches runs for LIST_CHECK_LOOP_NS of this thread's
 * CPU time; then each is read with its enabled and running times.  An
 * event a batch left multiplexed is opened again alone, so that a share
 * below 100% is the kernel's own (other users, the NMI watchdog).  No
 * module is built: this is user space.  The whole check stops opening
 * after LIST_CHECK_BUDGET_S; the events it did not reach are said so.
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "loader.h"
#include "open_check.h"

#define LIST_CHECK_BATCH 4        /* events opened together */
#define LIST_CHECK_LOOP_NS (3 * CHECK_MIN_RUNNING_NS / 2)
#define LIST_CHECK_LOOP_WALL_S 2.0  /* a loop's bound if this thread
				     * gets no CPU */
#define LIST_CHECK_BUDGET_S 10.0    /* no batch starts after this */
#define LIST_CHECK_BUFFER (8u << 20)

static int perf_open(struct perf_event_attr *a, pid_t pid, int cpu)
{
	return (int)syscall(SYS_perf_event_open, a, pid, cpu, -1, PERF_FLAG_FD_CLOEXEC);
}

static void attr_of(const struct open_check *c, struct perf_event_attr *a)
{
	memset(a, 0, sizeof(*a));
	a->size = sizeof(*a);
	a->type = c->type;
	a->config = c->config;
	a->config1 = c->config1;
	a->config2 = c->config2;
	a->disabled = 1;
	a->read_format = PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING;
}

static uint64_t thread_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

/* The busy loop: pseudo-random steps through BUF (loads and stores that
 * miss caches and TLBs), and a branch on each value loaded that no
 * predictor can learn, until this thread has run LIST_CHECK_LOOP_NS. */
static void busy_loop(unsigned char *buf)
{
	uint64_t start = thread_ns(), x = 88172645463325252ULL;
	double wall_end = now_ms() + LIST_CHECK_LOOP_WALL_S * 1000.0;
	volatile uint64_t sink = 0;

	do {
		for (int i = 0; i < 4096; i++) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			unsigned char *p = &buf[x % LIST_CHECK_BUFFER];

			if (*p & 1)
				sink += x;
			else
				sink ^= x >> 3;
			*p = (unsigned char)x;
		}
	} while (thread_ns() - start < LIST_CHECK_LOOP_NS && now_ms() < wall_end);
	(void)sink;
}

/* Why an event did not open, in a phrase. */
static char *fails_words(const struct open_check *c, bool cpu_pmu_there)
{
	bool hw = cpu_pmu_type(c->type, "");
	const char *hint = "";

	if (hw && (c->err == ENOENT || c->err == ENODEV || c->err == EOPNOTSUPP))
		hint = cpu_pmu_there ? ": the CPU's PMU does not count this event" :
			": the kernel lists no CPU PMU (as in most VMs)";
	else if (c->type >= PERF_TYPE_MAX && (c->err == ENOENT || c->err == EINVAL ||
					      c->err == EOPNOTSUPP))
		hint = ": the PMU refuses this encoding";
	else if (c->err == EINVAL)
		hint = ": the kernel refuses this encoding";
	else if (c->err == EACCES || c->err == EPERM)
		hint = ": not allowed (perf_event_paranoid, lockdown)";
	else if (c->err == EBUSY)
		hint = ": the PMU is busy (another user holds its counters)";
	return xasprintf("does not open: %s (%s)%s", strerror(c->err),
			 strerrorname_np(c->err) ? strerrorname_np(c->err) : "?", hint);
}

/*
 * Whether the busy loop cannot but cause what C counts on any CPU that
 * implements it: every generic hardware event, and of the cache events
 * the reads and writes of L1D and the data TLB, the reads and writes
 * that reach the last level, the branch predictor's reads and the
 * instruction side's reads (a tight loop may miss neither the L1I nor
 * the ITLB, nothing is prefetched for sure, and one node has no remote
 * accesses).  A raw or sysfs event may count anything.
 */
static bool loop_causes(const struct open_check *c)
{
	unsigned id = c->config & 0xff, op = (c->config >> 8) & 0xff, res = (c->config >> 16) & 0xff;

	if (c->type == PERF_TYPE_HARDWARE)
		return c->config < PERF_COUNT_HW_MAX;
	if (c->type != PERF_TYPE_HW_CACHE || c->config >> 24 ||
	    (op != PERF_COUNT_HW_CACHE_OP_READ && op != PERF_COUNT_HW_CACHE_OP_WRITE))
		return false;
	switch (id) {
	case PERF_COUNT_HW_CACHE_L1D:
	case PERF_COUNT_HW_CACHE_DTLB:
		return true;
	case PERF_COUNT_HW_CACHE_LL:
		return res == PERF_COUNT_HW_CACHE_RESULT_ACCESS;
	case PERF_COUNT_HW_CACHE_BPU:
		return op == PERF_COUNT_HW_CACHE_OP_READ;
	case PERF_COUNT_HW_CACHE_L1I:
	case PERF_COUNT_HW_CACHE_ITLB:
		return op == PERF_COUNT_HW_CACHE_OP_READ && res == PERF_COUNT_HW_CACHE_RESULT_ACCESS;
	default:
		return false;
	}
}

/* What C did, from its count and times: C->found and C->words. */
static void classify(struct open_check *c)
{
	double ms = (double)c->running_ns / 1e6;
	char share[96] = "";

	if (c->running_ns < c->enabled_ns)
		snprintf(share, sizeof(share), "; multiplexed: on the PMU %.1f%% of its enabled time",
			 100.0 * (double)c->running_ns / (double)c->enabled_ns);
	if (!c->running_ns) {
		c->found = OPEN_NEVER_RAN;
		c->words = xasprintf("opens, but was never on the PMU in its %.1f ms enabled: no counter was free for it",
				     (double)c->enabled_ns / 1e6);
	} else if (c->count) {
		c->found = OPEN_COUNTS;
		c->words = xasprintf("counts: %llu in %.1f ms%s", (unsigned long long)c->count, ms, share);
	} else if (!cpu_pmu_type(c->type, "")) {
		c->found = OPEN_ZERO_NOTHING;
		c->words = xasprintf("opens, counted 0 in %.1f ms (nothing it counts happened)%s", ms, share);
	} else if (c->running_ns >= CHECK_MIN_RUNNING_NS && loop_causes(c)) {
		c->found = OPEN_NO_COUNT;
		c->words = xasprintf("opens, but does not count: 0 in %.1f ms on the CPU's PMU while a busy loop ran (a PMU that lists an event it does not implement, as a VM's often does)%s",
				     ms, share);
	} else if (c->running_ns >= CHECK_MIN_RUNNING_NS) {
		c->found = OPEN_ZERO_UNDRIVEN;
		c->words = xasprintf("opens, but counted 0 in %.1f ms on the CPU's PMU while a busy loop that misses caches and branches ran: it does not count here, or nothing it counts happened%s",
				     ms, share);
	} else {
		c->found = OPEN_ZERO_SHORT;
		c->words = xasprintf("opens, counted 0 in %.1f ms, too short to tell%s", ms, share);
	}
}

/* Opens C[0..N) together, runs the loop, reads them. */
static void run_batch(struct open_check *c, size_t n, unsigned char *buf, bool cpu_pmu_there)
{
	int fd[LIST_CHECK_BATCH];
	cpu_set_t old, one;
	bool pinned = false, opened = false;
	size_t i;

	if (c[0].pin >= 0 && !sched_getaffinity(0, sizeof(old), &old)) {
		CPU_ZERO(&one);
		CPU_SET(c[0].pin, &one);
		pinned = !sched_setaffinity(0, sizeof(one), &one);
	}
	for (i = 0; i < n; i++) {
		struct perf_event_attr a;

		attr_of(&c[i], &a);
		fd[i] = perf_open(&a, c[i].cpu < 0 ? 0 : -1, c[i].cpu);
		c[i].err = fd[i] < 0 ? errno : 0;
		if (fd[i] >= 0 && !ioctl(fd[i], PERF_EVENT_IOC_ENABLE, 0))
			opened = true;
	}
	if (opened)
		busy_loop(buf);
	for (i = 0; i < n; i++) {
		uint64_t v[3];

		free(c[i].words);
		if (fd[i] < 0) {
			c[i].found = OPEN_FAILS;
			c[i].words = fails_words(&c[i], cpu_pmu_there);
			continue;
		}
		ioctl(fd[i], PERF_EVENT_IOC_DISABLE, 0);
		if (read(fd[i], v, sizeof(v)) != (ssize_t)sizeof(v)) {
			c[i].err = errno ? errno : EIO;
			c[i].found = OPEN_FAILS;
			c[i].words = xasprintf("opens, but reading its count failed: %s", strerror(c[i].err));
		} else {
			c[i].count = v[0];
			c[i].enabled_ns = v[1];
			c[i].running_ns = v[2];
			classify(&c[i]);
		}
		close(fd[i]);
	}
	if (pinned)
		sched_setaffinity(0, sizeof(old), &old);
}

/* Whether the kernel opens a software clock for this thread: if not, it
 * refuses every event for a reason of its own (*WHY). */
static bool perf_usable(char **why)
{
	struct perf_event_attr a;
	char *paranoid = NULL;
	size_t len;
	int fd;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = PERF_TYPE_SOFTWARE;
	a.config = PERF_COUNT_SW_TASK_CLOCK;
	a.disabled = 1;
	fd = perf_open(&a, 0, -1);
	if (fd >= 0) {
		close(fd);
		return true;
	}
	if ((errno == EACCES || errno == EPERM) &&
	    read_file("/proc/sys/kernel/perf_event_paranoid", &paranoid, &len))
		paranoid[strcspn(paranoid, "\n")] = '\0';
	*why = xasprintf("the running kernel refuses perf_event_open(2) even for a software clock: %s (%s)%s%s%s",
			 strerror(errno), strerrorname_np(errno) ? strerrorname_np(errno) : "?",
			 paranoid ? "; perf_event_paranoid is " : "", paranoid ? paranoid : "",
			 paranoid && geteuid() ? " and pmprobe is not root" : "");
	free(paranoid);
	return false;
}

static bool any_cpu_pmu(void)
{
	struct pmu_source here = { .root = "" };
	struct vec names = { 0 };
	bool found = false;

	pmu_names(&here, &names);
	for (size_t i = 0; i < names.len && !found; i++)
		found = pmu_name_is_cpu(VEC_AT(names, i));
	vec_free_strings(&names);
	free(names.items);
	return found;
}

bool list_check_events(struct open_check *c, size_t n, double *seconds, char **why)
{
	double start = now_ms();
	unsigned char *buf;
	bool cpu_pmu_there;
	size_t i, k;

	*seconds = 0;
	if (!perf_usable(why))
		return false;
	cpu_pmu_there = any_cpu_pmu();
	buf = xcalloc(1, LIST_CHECK_BUFFER);
	for (i = 0; i < n; i = k) {
		for (k = i + 1; k < n && k - i < LIST_CHECK_BATCH && c[k].pin == c[i].pin; k++)
			;
		if (now_ms() - start > LIST_CHECK_BUDGET_S * 1000.0) {
			for (k = i; k < n; k++)
				c[k].words = xasprintf("the check stopped after %.0f s", LIST_CHECK_BUDGET_S);
			break;
		}
		run_batch(&c[i], k - i, buf, cpu_pmu_there);
		/* multiplexed beside the batch's others: alone, its share is
		 * the kernel's own */
		for (size_t j = i; j < k && k - i > 1; j++)
			if (c[j].found != OPEN_FAILS && c[j].running_ns < c[j].enabled_ns)
				run_batch(&c[j], 1, buf, cpu_pmu_there);
	}
	free(buf);
	*seconds = (now_ms() - start) / 1000.0;
	return true;
}
