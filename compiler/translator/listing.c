/*
 * listing.c - "pmprobe -l PATTERN" and "-L PATTERN": every probe point
 * the tapset and the translator know, one line each (canonical name,
 * aliases, kind, and whether this machine's kernel can open it, read
 * from /sys/bus/event_source/devices); -L adds what a handler there can
 * use.  The events of the PMUs' own sysfs directories come last, in
 * both spellings (perf.pmu("msr").event("tsc") and msr/tsc/), then the
 * tracepoints PATTERN matches (perf.tracepoint("sched:sched_switch"),
 * sched:sched_switch), with -L their fields and types.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "internal.h"

#define SYSFS_PMUS "/sys/bus/event_source/devices"

struct point_line {
	char *name;
	struct vec aliases;       /* char * */
	const char *kind;
	char *avail;
	unsigned ctx;
	bool perf;
	char *fields;             /* -L: a tracepoint's fields, or NULL */
};

/* ------------------------------------------------------ availability */

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

/* A hardware, cache or raw event: whether the CPU's PMU is there and,
 * for a generic hardware event, whether it lists it. */
static char *hw_availability(const struct event *ev)
{
	char pmu[256], *path;
	const char *name;
	struct stat st;
	bool listed, arm;

	if (!cpu_pmu(pmu, sizeof(pmu)))
		return xstrdup("not available (no hardware PMU: the kernel lists no CPU PMU, as in most VMs)");
	arm = !strncmp(pmu, "armv", 4);
	name = ev->type == PERF_TYPE_HARDWARE ? hw_sysfs_name(ev->config, arm) : NULL;
	if (ev->type == PERF_TYPE_HARDWARE && arm && !name)
		return xasprintf("not available (PMU %s has no such event)", pmu);
	if (!name)
		return xasprintf("available (PMU %s)", pmu);
	path = xasprintf("%s/%s/events", SYSFS_PMUS, pmu);
	listed = stat(path, &st) != 0;
	free(path);
	path = xasprintf("%s/%s/events/%s", SYSFS_PMUS, pmu, name);
	listed = listed || stat(path, &st) == 0;
	free(path);
	return listed ? xasprintf("available (PMU %s)", pmu) :
		xasprintf("not listed by PMU %s (opening it may fail)", pmu);
}

static char *availability(const struct event *ev)
{
	char pmu[256];

	switch (ev->type) {
	case PERF_TYPE_SOFTWARE:
		return xstrdup(pmu_with_type(PERF_TYPE_SOFTWARE, pmu, sizeof(pmu)) ? "available" :
			       "not available (no software PMU in " SYSFS_PMUS ")");
	case PERF_TYPE_BREAKPOINT:
		return xstrdup(pmu_with_type(PERF_TYPE_BREAKPOINT, pmu, sizeof(pmu)) ? "available" :
			       "not available (no breakpoint PMU in " SYSFS_PMUS ")");
	case PERF_TYPE_HARDWARE:
	case PERF_TYPE_HW_CACHE:
	case PERF_TYPE_RAW:
		return hw_availability(ev);
	default:
		if (pmu_with_type(ev->type, pmu, sizeof(pmu)))
			return xasprintf("available (PMU %s)", pmu);
		return xasprintf("not available (no PMU of type %u)", ev->type);
	}
}

static const char *kind_of(const struct event *ev)
{
	switch (ev->kind) {
	case PK_BEGIN: return "[Script start]";
	case PK_END: return "[Script stop]";
	case PK_ERROR: return "[Runtime error]";
	case PK_TIMER: return "[Timer]";
	case PK_PERF: break;
	}
	switch (ev->type) {
	case PERF_TYPE_HARDWARE: return "[Hardware event]";
	case PERF_TYPE_SOFTWARE: return "[Software event]";
	case PERF_TYPE_HW_CACHE: return "[Hardware cache event]";
	case PERF_TYPE_RAW: return "[Raw event]";
	case PERF_TYPE_BREAKPOINT: return "[Hardware breakpoint]";
	default: return "[PMU event]";
	}
}

/* -------------------------------------------------------- the points */

static char *alias_text(const struct probe *a)
{
	struct buf b;

	buf_init(&b);
	print_point(&b, a->alias_name);
	return buf_steal(&b);
}

static struct point_line *fixed_line(const char *name, const char *alias,
				     const char *kind, const char *avail,
				     unsigned ctx)
{
	struct point_line *l = xcalloc(1, sizeof(*l));

	l->name = xstrdup(name);
	if (alias)
		vec_push(&l->aliases, xstrdup(alias));
	l->kind = kind;
	l->avail = xstrdup(avail);
	l->ctx = ctx;
	l->perf = ctx == CTX_PERF;
	return l;
}

static void builtin_lines(struct vec *out)
{
	static const struct event bp = { .type = PERF_TYPE_BREAKPOINT }, sw = { .type = PERF_TYPE_SOFTWARE },
				   raw = { .type = PERF_TYPE_RAW };

	vec_push(out, fixed_line("begin", "begin(N)", "[Script start]", "available", CTX_BEGIN));
	vec_push(out, fixed_line("end", "end(N)", "[Script stop]", "available", CTX_END));
	vec_push(out, fixed_line("error", "error(N)", "[Runtime error]", "available", CTX_ERROR));
	vec_push(out, fixed_line("timer.s(N)", NULL, "[Timer]", "available", CTX_TIMER));
	vec_push(out, fixed_line("timer.ms(N)", NULL, "[Timer]", "available", CTX_TIMER));
	vec_push(out, fixed_line("timer.us(N)", NULL, "[Timer]", "available", CTX_TIMER));
	vec_push(out, fixed_line("timer.ns(N)", NULL, "[Timer]", "available", CTX_TIMER));
	vec_push(out, fixed_line("timer.hz(N)", NULL, "[Timer]", "available", CTX_TIMER));
	vec_push(out, fixed_line("timer.jiffies(N)", NULL, "[Timer]", "available", CTX_TIMER));
	vec_push(out, fixed_line("perf.type(T).config(C)", NULL, "[Any perf event]",
				 "depends on the event type", CTX_PERF));
	vec_push(out, fixed_line("perf.raw(CONFIG)", NULL, "[Raw event]",
				 availability(&raw), CTX_PERF));
	vec_push(out, fixed_line("perf.breakpoint(SYMBOL_OR_ADDR).exec", NULL,
				 "[Hardware breakpoint]", availability(&bp), CTX_PERF));
	vec_push(out, fixed_line("perf.breakpoint(SYMBOL_OR_ADDR).write.len(N)", NULL,
				 "[Hardware breakpoint]", availability(&bp), CTX_PERF));
	vec_push(out, fixed_line("perf.breakpoint(SYMBOL_OR_ADDR).rw.len(N)", NULL,
				 "[Hardware breakpoint]", availability(&bp), CTX_PERF));
	vec_push(out, fixed_line("perf.pmu(\"PMU\").event(\"EVENT\")", "PMU/EVENT/",
				 "[PMU event]", "each PMU's events are listed below", CTX_PERF));
	vec_push(out, fixed_line("perf.pmu(\"PMU\").config(\"TERMS\")", "PMU/TERMS/",
				 "[PMU event]", "terms: the PMU's format/ files", CTX_PERF));
	vec_push(out, fixed_line("perf.pfm(\"EVENT:UMASK:MODS\")", NULL, "[libpfm4 event]",
				 "a libpfm4 model's events are listed below", CTX_PERF));
	(void)sw;
}

/* The alias that A only renames ("probe A = B { }", B an alias's whole
 * name, no argument or suffix), or NULL. */
static struct probe *renamed(struct program *prog, const struct probe *a)
{
	const struct probe_point *t = VEC_AT(a->points, 0);
	struct probe *found = NULL;
	struct buf tb;
	size_t i;

	if (a->points.len != 1 || t->optional)
		return NULL;
	for (i = 0; i < t->comps.len; i++) {
		const struct point_comp *c = VEC_AT(t->comps, i);

		if (c->arg || c->period)
			return NULL;
	}
	buf_init(&tb);
	print_point(&tb, t);
	for (i = 0; i < prog->aliases.len && !found; i++) {
		struct probe *b = VEC_AT(prog->aliases, i);
		char *name = alias_text(b);

		if (b != a && !strcmp(name, tb.data))
			found = b;
		free(name);
	}
	buf_free(&tb);
	return found;
}

/* A's own line: what its point resolves to, its kind and availability. */
static struct point_line *alias_line(struct probe *a)
{
	struct point_line *l = xcalloc(1, sizeof(*l));
	struct vec evs = { 0 };
	size_t i;

	l->name = alias_text(a);
	if (!resolve_point_quietly(a->alias_name, &evs) || !evs.len) {
		l->kind = "[Alias]";
		l->avail = xstrdup("does not resolve (pmprobe -p2 on a script using it says why)");
		l->ctx = CTX_ALL;
		return l;
	}
	for (i = 0; i < evs.len; i++) {
		const struct event *ev = VEC_AT(evs, i);
		char *avail = ev->kind == PK_PERF ? availability(ev) : xstrdup("available");

		l->ctx |= event_context(ev);
		if (!l->kind) {
			l->kind = kind_of(ev);
			l->avail = avail;
			continue;
		}
		if (strcmp(l->kind, kind_of(ev)))
			l->kind = "[Several events]";
		if (strcmp(l->avail, avail)) {
			char *both = xasprintf("%s; %s", l->avail, avail);

			free(l->avail);
			l->avail = both;
		}
		free(avail);
	}
	l->perf = (l->ctx & CTX_PERF) != 0;
	return l;
}

/* The alias lines: an alias that only renames another is listed among the
 * aliases of the line it leads to; every other alias (on a base form, with
 * an argument or a suffix, or on several points) has its own line. */
static void alias_lines(struct program *prog, const struct tr_options *opt,
			struct vec *out)
{
	struct tr_options lopt = *opt;
	struct point_line **line_of;
	size_t i, n;

	lopt.target_later = true;   /* .process aliases resolve without a target */
	resolve_probes(prog, &lopt);   /* fills prog->aliases; no user probes */
	n = prog->aliases.len;
	line_of = xcalloc(n ? n : 1, sizeof(*line_of));
	for (i = 0; i < n; i++) {
		struct probe *a = VEC_AT(prog->aliases, i);

		if (renamed(prog, a))
			continue;
		line_of[i] = alias_line(a);
		vec_push(out, line_of[i]);
	}
	for (i = 0; i < n; i++) {
		struct probe *a = VEC_AT(prog->aliases, i), *r = a;
		size_t j, hops;

		for (hops = 0; hops < 32 && renamed(prog, r); hops++)
			r = renamed(prog, r);
		for (j = 0; j < n && r != a; j++)
			if (VEC_AT(prog->aliases, j) == r && line_of[j])
				vec_push(&line_of[j]->aliases, alias_text(a));
	}
	free(line_of);
}

/* Every event in the sysfs PMUs' events/ directories (pmu_points.c),
 * then the libpfm4 model's (pfm_points.c). */
static void sysfs_lines(const struct tr_options *opt, struct vec *out)
{
	struct pmu_source here = { .root = "" };
	struct vec pl = { 0 };
	size_t i;

	pmu_point_lines(opt->pmus ? opt->pmus : &here, &pl);
	pfm_point_lines(&pl);
	for (i = 0; i < pl.len; i++) {
		struct pmu_line *p = VEC_AT(pl, i);
		struct point_line *l = xcalloc(1, sizeof(*l));

		l->name = p->name;
		vec_push(&l->aliases, p->alias);
		l->kind = p->kind;
		l->avail = p->avail;
		l->ctx = CTX_PERF;
		l->perf = true;
		vec_push(out, l);
		free(p);
	}
	free(pl.items);
}

/* The tracepoints PATTERN matches, with their fields for -L (tp_points.c). */
static void tp_lines(const struct tr_options *opt, const char *pattern, bool fields,
		     struct vec *out)
{
	struct vec tl = { 0 };
	size_t i;

	tp_point_lines(opt, pattern, fields, &tl);
	for (i = 0; i < tl.len; i++) {
		struct pmu_line *p = VEC_AT(tl, i);
		struct point_line *l = xcalloc(1, sizeof(*l));

		l->name = p->name;
		vec_push(&l->aliases, p->alias);
		l->kind = p->kind;
		l->avail = p->avail;
		l->fields = p->fields;
		l->ctx = CTX_PERF;
		l->perf = true;
		vec_push(out, l);
		free(p);
	}
	free(tl.items);
}

/* ------------------------------------------------------------- output */

static bool line_matches(const struct point_line *l, const char *pattern)
{
	size_t i;

	if (glob_match(pattern, l->name))
		return true;
	for (i = 0; i < l->aliases.len; i++)
		if (glob_match(pattern, VEC_AT(l->aliases, i)))
			return true;
	return false;
}

static void print_context(const struct program *prog, const struct point_line *l)
{
	size_t i;

	if (l->perf)
		printf("    $counter:long  the handle of this probe's event (read_counter)\n");
	printf("    printf(fmt, ...), sprintf:string(fmt, ...), print(...), println(...)\n");
	for (i = 0; i < prog->functions.len; i++) {
		const struct function *f = VEC_AT(prog->functions, i);
		struct buf b;
		const char *nl;

		if (!f->src || !f->src->is_tapset || !(f->contexts & l->ctx))
			continue;
		buf_init(&b);
		function_signature(&b, f);
		printf("    %s ", b.data);
		/* The description, its lines joined, without "@" tags. */
		for (nl = f->doc; nl && *nl;) {
			const char *end = strchr(nl, '\n');
			int len = end ? (int)(end - nl) : (int)strlen(nl);

			if (*nl != '@')
				printf(" %.*s", len, nl);
			nl = end ? end + 1 : NULL;
		}
		putchar('\n');
		buf_free(&b);
	}
}

/* Nothing matches PATTERN: said, and why when it names one of
 * SystemTap's families. */
static void no_match(const char *pattern)
{
	char *family = xstrndup(pattern, strcspn(pattern, "."));

	if (is_stap_family(family))
		fprintf(stderr, "pmprobe: no probe point matches '%s': pmprobe has no such probe point family '%s'; it probes perf events, timers and begin/end\n",
			pattern, family);
	else
		fprintf(stderr, "pmprobe: no probe point matches '%s'\n", pattern);
	free(family);
}

int list_points(const char *pattern, bool long_form,
		const struct tr_options *opt)
{
	struct program prog = { 0 };
	struct vec lines = { 0 };
	size_t i, j, shown = 0;

	if (!tapset_load(&prog, (const char *const *)opt->tapset_dirs.items,
			 (int)opt->tapset_dirs.len))
		return 1;
	elaborate_tapset_only(&prog, opt);
	builtin_lines(&lines);
	alias_lines(&prog, opt, &lines);
	sysfs_lines(opt, &lines);
	tp_lines(opt, pattern, long_form, &lines);
	for (i = 0; i < lines.len; i++) {
		struct point_line *l = VEC_AT(lines, i);
		struct buf al;

		if (!line_matches(l, pattern))
			continue;
		shown++;
		buf_init(&al);
		for (j = 0; j < l->aliases.len; j++)
			buf_printf(&al, "%s%s", j ? "," : "", (char *)VEC_AT(l->aliases, j));
		printf("%-44s %-24s %-24s %s\n", l->name, al.len ? al.data : "-", l->kind, l->avail);
		buf_free(&al);
		if (long_form && l->fields)
			fputs(l->fields, stdout);
		if (long_form)
			print_context(&prog, l);
	}
	if (!shown) {
		no_match(pattern);
		return 1;
	}
	return 0;
}
