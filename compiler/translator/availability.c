/*
 * availability.c - the one place that decides what -l says of whether a
 * probe point can be opened on the listed kernel: every row's verdict
 * comes from point_verdict() (timers and begin/end, perf events by type
 * and config, sysfs PMU events, libpfm4 encodings, tracepoints), as a
 * state and the words that explain it, read from the names in
 * /sys/bus/event_source/devices (the kernel's PMUs and their events).
 * Where the listed kernel is the running one, the hardware, cache, raw
 * and sysfs PMU events are also opened (the loader's list_check.c) and
 * checked_availability() says what that found instead.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>

#include "internal.h"

#define SYSFS_PMUS "/sys/bus/event_source/devices"

static bool pmu_with_type(long want, char *name, size_t namesz)
{
	DIR *d = opendir(SYSFS_PMUS);
	struct dirent *de;
	bool found = false;

	if (!d)
		return false;
	while (!found && (de = readdir(d))) {
		char *path, *text;
		size_t len;

		if (de->d_name[0] == '.')
			continue;
		path = xasprintf("%s/%s/type", SYSFS_PMUS, de->d_name);
		if (read_file(path, &text, &len)) {
			if (strtol(text, NULL, 10) == want) {
				found = true;
				snprintf(name, namesz, "%s", de->d_name);
			}
			free(text);
		}
		free(path);
	}
	closedir(d);
	return found;
}

/* The CPU's PMU: x86's "cpu" (the PMU of type PERF_TYPE_RAW) or an arm
 * PMU ("armv8_pmuv3", "armv8_pmuv3_0", ...), whose type is dynamic. */
static bool cpu_pmu(char *name, size_t namesz)
{
	DIR *d;
	struct dirent *de;
	bool found = pmu_with_type(PERF_TYPE_RAW, name, namesz);

	d = found ? NULL : opendir(SYSFS_PMUS);
	while (d && !found && (de = readdir(d))) {
		if (!strncmp(de->d_name, "armv8_", 6) || !strncmp(de->d_name, "armv7_", 6)) {
			snprintf(name, namesz, "%s", de->d_name);
			found = true;
		}
	}
	if (d)
		closedir(d);
	return found;
}

/*
 * The sysfs names of a generic hardware event (PERF_COUNT_HW_*): x86's
 * ("cpu-cycles") and the arm PMU driver's (armv8_pmuv3_perf_map in
 * arch/arm64/kernel/perf_event.c: "cpu_cycles", "inst_retired", ...),
 * NULL where it has none.
 */
static const char *hw_sysfs_name(uint64_t config, bool arm)
{
	static const char *const x86[] = {
		"cpu-cycles", "instructions", "cache-references", "cache-misses",
		"branch-instructions", "branch-misses", "bus-cycles",
		"stalled-cycles-frontend", "stalled-cycles-backend", "ref-cycles",
	};
	static const char *const armv8[] = {
		"cpu_cycles", "inst_retired", "l1d_cache", "l1d_cache_refill",
		"pc_write_retired", "br_mis_pred", "bus_cycles", "stall_frontend",
		"stall_backend", NULL,
	};

	if (config >= 10)
		return NULL;
	return arm ? armv8[config] : x86[config];
}

static struct verdict said(enum avail_state s, char *why)
{
	return (struct verdict){ .state = s, .why = why };
}

#define NO_CPU_PMU "no hardware PMU: the kernel lists no CPU PMU, as in most VMs"

/* A hardware, cache or raw event: whether the CPU's PMU is there and,
 * for a generic hardware event, whether it lists it. */
static struct verdict hw_verdict(uint32_t type, uint64_t config)
{
	char pmu[256], *path;
	const char *name;
	struct stat st;
	bool listed, arm;

	if (!cpu_pmu(pmu, sizeof(pmu)))
		return said(AVAIL_NO, xstrdup(NO_CPU_PMU));
	arm = !strncmp(pmu, "armv", 4);
	name = type == PERF_TYPE_HARDWARE ? hw_sysfs_name(config, arm) : NULL;
	if (type == PERF_TYPE_HARDWARE && arm && !name)
		return said(AVAIL_NO, xasprintf("PMU %s has no such event", pmu));
	if (!name)
		return said(AVAIL_YES, xasprintf("PMU %s", pmu));
	path = xasprintf("%s/%s/events", SYSFS_PMUS, pmu);
	listed = stat(path, &st) != 0;
	free(path);
	path = xasprintf("%s/%s/events/%s", SYSFS_PMUS, pmu, name);
	listed = listed || stat(path, &st) == 0;
	free(path);
	return listed ? said(AVAIL_YES, xasprintf("PMU %s", pmu)) :
		said(AVAIL_MAYBE, xasprintf("not listed by PMU %s", pmu));
}

struct verdict point_verdict(const struct avail_query *q)
{
	char pmu[256];

	if (q->kind != PK_PERF)
		return said(AVAIL_YES, NULL);
	switch (q->type) {
	case PERF_TYPE_SOFTWARE:
		return pmu_with_type(PERF_TYPE_SOFTWARE, pmu, sizeof(pmu)) ? said(AVAIL_YES, NULL) :
			said(AVAIL_NO, xstrdup("no software PMU in " SYSFS_PMUS));
	case PERF_TYPE_BREAKPOINT:
		return pmu_with_type(PERF_TYPE_BREAKPOINT, pmu, sizeof(pmu)) ? said(AVAIL_YES, NULL) :
			said(AVAIL_NO, xstrdup("no breakpoint PMU in " SYSFS_PMUS));
	case PERF_TYPE_HARDWARE:
	case PERF_TYPE_HW_CACHE:
	case PERF_TYPE_RAW:
		return hw_verdict(q->type, q->config);
	default:
		if (pmu_with_type(q->type, pmu, sizeof(pmu)))
			return said(AVAIL_YES, xasprintf("PMU %s", pmu));
		return said(AVAIL_NO, xasprintf("no PMU of type %u", q->type));
	}
}

char *verdict_text(const struct verdict *v)
{
	static const char *const word[] = {
		[AVAIL_YES] = "available", [AVAIL_NO] = "not available",
		[AVAIL_MAYBE] = "may not open", [AVAIL_DEPENDS] = "depends",
	};

	return v->why ? xasprintf("%s (%s)", word[v->state], v->why) : xstrdup(word[v->state]);
}

char *event_availability(const struct event *ev)
{
	struct avail_query q = { .kind = ev->kind, .type = ev->type, .config = ev->config };
	struct verdict v = point_verdict(&q);
	char *text = verdict_text(&v);

	free(v.why);
	return text;
}

char *type_availability(uint32_t type, uint64_t config)
{
	struct avail_query q = { .kind = PK_PERF, .type = type, .config = config };
	struct verdict v = point_verdict(&q);
	char *text = verdict_text(&v);

	free(v.why);
	return text;
}

bool event_checkable(const struct event *ev, struct open_check *oc)
{
	if (ev->kind != PK_PERF || ev->tp || ev->pfm || ev->pmu ||
	    (ev->type != PERF_TYPE_HARDWARE && ev->type != PERF_TYPE_HW_CACHE &&
	     ev->type != PERF_TYPE_RAW))
		return false;
	memset(oc, 0, sizeof(*oc));
	oc->type = ev->type;
	oc->config = ev->config;
	oc->cpu = oc->pin = -1;
	return true;
}

/* NAMES's state and its words in parentheses (pointing into NAMES, LEN
 * bytes), if it has them. */
static enum avail_state names_state(const char *names, const char **detail, int *len)
{
	const char *open = strchr(names, '(');
	enum avail_state s = !strncmp(names, "available", 9) &&
		strncmp(names, "available with", 14) ? AVAIL_YES :
		!strncmp(names, "not available", 13) ? AVAIL_NO :
		!strncmp(names, "depends", 7) ? AVAIL_DEPENDS : AVAIL_MAYBE;

	*detail = NULL;
	*len = 0;
	if (open && names[strlen(names) - 1] == ')') {
		*detail = open + 1;
		*len = (int)(strlen(open) - 2);
	}
	return s;
}

char *checked_availability(const char *names, const struct open_check *c, const char *why)
{
	static const enum avail_state state[] = {
		[OPEN_COUNTS] = AVAIL_YES, [OPEN_ZERO_NOTHING] = AVAIL_YES,
		[OPEN_ZERO_SHORT] = AVAIL_DEPENDS, [OPEN_NO_COUNT] = AVAIL_NO,
		[OPEN_ZERO_UNDRIVEN] = AVAIL_DEPENDS,
		[OPEN_NEVER_RAN] = AVAIL_DEPENDS, [OPEN_FAILS] = AVAIL_NO,
	};
	const char *detail;
	struct verdict v;
	char *text;
	int len;
	bool keep;

	if (!c || c->found == OPEN_NOT_TRIED)
		return xasprintf("%s, read from names (not checked: %s)", names,
				 c && c->words ? c->words : why);
	keep = names_state(names, &detail, &len) == AVAIL_YES && detail;
	v.state = state[c->found];
	v.why = xasprintf("checked: %s%s%.*s", c->words, keep ? "; " : "", keep ? len : 0,
			  keep ? detail : "");
	text = verdict_text(&v);
	free(v.why);
	return text;
}

char *listed_kernel(const char *where)
{
	struct utsname u;

	if (uname(&u))
		return xasprintf("kernel ? (uname failed), %s", where);
	return xasprintf("kernel %s (%s), %s", u.release, u.machine, where);
}

/* A point that needs the CPU's PMU: a generic hardware or cache event, a
 * raw one, or a libpfm4 name (libpfm4 encodes for the CPU's PMU). */
static bool needs_cpu_pmu(const struct event *ev)
{
	return ev->kind == PK_PERF && !ev->tp && (ev->pfm || (!ev->pmu &&
		(ev->type == PERF_TYPE_HARDWARE || ev->type == PERF_TYPE_HW_CACHE ||
		 ev->type == PERF_TYPE_RAW)));
}

bool check_target_pmus(const struct program *prog, const struct tr_options *opt)
{
	struct vec names = { 0 };
	struct buf list;
	size_t i;
	bool ok = true, known = false;

	/* only a guest's description (--vm): the machine that loads the
	 * module is then known; only from the cache: no guest boots here */
	if (!opt->pmus || !opt->pmus->fetch)
		return true;
	for (i = 0; i < prog->resolved.len && ok; i++) {
		const struct rprobe *rp = VEC_AT(prog->resolved, i);

		if (rp->optional || !needs_cpu_pmu(&rp->ev))
			continue;
		if (!known && !(known = pmu_source_known(opt->pmus)))
			return true;
		if (pmu_source_has_cpu_pmu(opt->pmus))
			return true;
		pmu_names(opt->pmus, &names);
		buf_init(&list);
		for (size_t j = 0; j < names.len; j++)
			buf_printf(&list, "%s%s", j ? ", " : "", (char *)VEC_AT(names, j));
		error_at(rp->point->loc, "%s needs the CPU's PMU, and %s has none (its PMUs: %s; QEMU's x86 machine has no CPU PMU, its arm64 machine has one): use a software event such as perf.cpu_clock, mark the point optional with '?', or run it in an arm64 guest (--vm -r RELEASE-arm64)",
			 rp->pp_text, opt->pmus->what ? opt->pmus->what : "the target kernel",
			 list.len ? list.data : "none");
		buf_free(&list);
		vec_free_strings(&names);
		ok = false;
	}
	return ok;
}
