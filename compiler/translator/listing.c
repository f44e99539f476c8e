/*
 * listing.c - "pmprobe -l [PATTERN]" and "-L [PATTERN]": every probe point
 * the tapset and the translator know (PATTERN, a glob, defaults to all),
 * one line each -- canonical name, aliases, and whether the listed kernel
 * can open it (availability.c decides every verdict) -- under one line
 * naming that kernel, in sections as perf list has them.  The compact
 * default folds the big families (each tracepoint subsystem, the libpfm4
 * model's events) into one line unless the pattern asks for them, and
 * moves a reason all of a section's rows share into its heading; -v
 * lists every point with its kind and the whole verdict.  -L adds what a
 * handler there can use: the point's own variables and functions under
 * it, the functions usable in every probe once at the end (-v: under
 * each point).  The events of the PMUs' own sysfs directories come after
 * the tapset's, in both spellings (perf.pmu("msr").event("tsc") and
 * msr/tsc/), then the libpfm4 model's, then the tracepoints
 * (perf.tracepoint("sched:sched_switch"), sched:sched_switch), with -L
 * their fields and types.  Where the listed kernel is the running one,
 * the hardware, cache, raw and sysfs PMU events the pattern matches are
 * opened there (tr_options.list_check) and their verdicts say what that
 * found; elsewhere they say they were read from names, and why.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

enum section {
	S_SCRIPT, S_HW, S_SW, S_CACHE, S_PERF, S_SEVERAL, S_PMU, S_PFM, S_TP, S_KP, S_UP, S_NSECTIONS,
};

struct point_line {
	char *name;
	struct vec aliases;       /* char * */
	const char *kind;
	char *avail;              /* the verdict in words: "available (...)" */
	enum avail_state state;
	enum section sec;
	char *group;              /* what it folds into without -v, or NULL */
	unsigned ctx;
	bool perf;
	char *fields;             /* -L: a tracepoint's fields, or NULL */
	struct vec evs;           /* struct line_event *: its events' own
				   * verdicts, when some can be opened */
};

/* One event of a line: what its names say, and what opening it asks. */
struct line_event {
	char *names;
	bool checkable;
	struct open_check oc;
	struct open_check *found; /* the check's answer, or NULL */
};

/* How a listing is shown. */
struct view {
	const char *pattern;
	bool long_form;           /* -L */
	bool detail;              /* -v: one line a point, uncapped columns */
	const struct tr_options *opt;
};

/* ------------------------------------------------------------ verdicts */

/* The state a verdict's words begin with (pmu_points.c, tp_points.c and
 * pfm_points.c say theirs as "available (...)", "not available (...)"). */
static enum avail_state state_of(const char *avail)
{
	if (!strncmp(avail, "available", 9))
		return AVAIL_YES;
	if (!strncmp(avail, "not available", 13))
		return AVAIL_NO;
	if (!strncmp(avail, "depends", 7))
		return AVAIL_DEPENDS;
	return AVAIL_MAYBE;
}

static const char *state_word(enum avail_state s)
{
	switch (s) {
	case AVAIL_YES: return "available";
	case AVAIL_NO: return "not available";
	case AVAIL_DEPENDS: return "depends";
	default: return "may not open";
	}
}

static const char *kind_of(const struct event *ev)
{
	switch (ev->kind) {
	case PK_BEGIN: return "[Script start]";
	case PK_END: return "[Script stop]";
	case PK_ERROR: return "[Runtime error]";
	case PK_TIMER: return "[Timer]";
	case PK_KPROBE: return "[Kernel function]";
	case PK_UPROBE: return ev->umark ? "[USDT mark]" : "[User function]";
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

static enum section section_of(const char *kind)
{
	static const struct {
		const char *kind;
		enum section sec;
	} map[] = {
		{ "[Script start]", S_SCRIPT }, { "[Script stop]", S_SCRIPT },
		{ "[Runtime error]", S_SCRIPT }, { "[Timer]", S_SCRIPT },
		{ "[Hardware event]", S_HW }, { "[Software event]", S_SW },
		{ "[Hardware cache event]", S_CACHE }, { "[Raw event]", S_PERF },
		{ "[Hardware breakpoint]", S_PERF }, { "[Any perf event]", S_PERF },
		{ "[PMU event]", S_PMU }, { "[libpfm4 event]", S_PFM },
		{ "[Tracepoint]", S_TP }, { "[Kernel function]", S_KP },
		{ "[User function]", S_UP }, { "[USDT mark]", S_UP },
	};
	size_t i;

	for (i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (!strcmp(kind, map[i].kind))
			return map[i].sec;
	return S_SEVERAL;
}

/* -------------------------------------------------------- the points */

static char *alias_text(const struct probe *a)
{
	struct buf b;

	buf_init(&b);
	print_point(&b, a->alias_name);
	return buf_steal(&b);
}

static struct point_line *new_line(char *name, const char *kind, char *avail, unsigned ctx)
{
	struct point_line *l = xcalloc(1, sizeof(*l));

	l->name = name;
	l->kind = kind;
	l->avail = avail;
	l->state = state_of(avail);
	l->sec = section_of(kind);
	l->ctx = ctx;
	l->perf = (ctx & CTX_PERF) != 0;
	return l;
}

static struct point_line *fixed_line(const char *name, const char *alias,
				     const char *kind, char *avail, unsigned ctx)
{
	struct point_line *l = new_line(xstrdup(name), kind, avail, ctx);

	if (alias)
		vec_push(&l->aliases, xstrdup(alias));
	return l;
}

static void builtin_lines(struct vec *out)
{
	const char *bp = "[Hardware breakpoint]";
	char *pfm_why = pfm_no_model();

	vec_push(out, fixed_line("begin", "begin(N)", "[Script start]", xstrdup("available"), CTX_BEGIN));
	vec_push(out, fixed_line("end", "end(N)", "[Script stop]", xstrdup("available"), CTX_END));
	vec_push(out, fixed_line("error", "error(N)", "[Runtime error]", xstrdup("available"), CTX_ERROR));
	vec_push(out, fixed_line("timer.s(N)", NULL, "[Timer]", xstrdup("available"), CTX_TIMER));
	vec_push(out, fixed_line("timer.ms(N)", NULL, "[Timer]", xstrdup("available"), CTX_TIMER));
	vec_push(out, fixed_line("timer.us(N)", NULL, "[Timer]", xstrdup("available"), CTX_TIMER));
	vec_push(out, fixed_line("timer.ns(N)", NULL, "[Timer]", xstrdup("available"), CTX_TIMER));
	vec_push(out, fixed_line("timer.hz(N)", NULL, "[Timer]", xstrdup("available"), CTX_TIMER));
	vec_push(out, fixed_line("timer.jiffies(N)", NULL, "[Timer]", xstrdup("available"), CTX_TIMER));
	vec_push(out, fixed_line("perf.type(T).config(C)", NULL, "[Any perf event]",
				 xstrdup("depends on the event type"), CTX_PERF));
	vec_push(out, fixed_line("perf.raw(CONFIG)", NULL, "[Raw event]",
				 type_availability(PERF_TYPE_RAW, 0), CTX_PERF));
	vec_push(out, fixed_line("perf.breakpoint(SYMBOL_OR_ADDR).exec", NULL, bp,
				 type_availability(PERF_TYPE_BREAKPOINT, 0), CTX_PERF));
	vec_push(out, fixed_line("perf.breakpoint(SYMBOL_OR_ADDR).write.len(N)", NULL, bp,
				 type_availability(PERF_TYPE_BREAKPOINT, 0), CTX_PERF));
	vec_push(out, fixed_line("perf.breakpoint(SYMBOL_OR_ADDR).rw.len(N)", NULL, bp,
				 type_availability(PERF_TYPE_BREAKPOINT, 0), CTX_PERF));
	vec_push(out, fixed_line("perf.pmu(\"PMU\").event(\"EVENT\")", "PMU/EVENT/", "[PMU event]",
				 xstrdup("depends on the PMU (each PMU's events are listed with their own verdict)"),
				 CTX_PERF));
	vec_push(out, fixed_line("perf.pmu(\"PMU\").config(\"TERMS\")", "PMU/TERMS/", "[PMU event]",
				 xstrdup("depends on the PMU (terms: the PMU's format/ files)"), CTX_PERF));
	vec_push(out, fixed_line("perf.pfm(\"EVENT:UMASK:MODS\")", pfm_why ? "pfm.EVENT:UMASK" : NULL, "[libpfm4 event]",
				 pfm_why ? xasprintf("not available (%s)", pfm_why) :
				 xstrdup("depends on the event (the model's events are listed with their own verdict)"),
				 CTX_PERF));
	free(pfm_why);
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
	const char *kind = NULL;
	char *avail = NULL;
	struct vec evs = { 0 }, line_evs = { 0 };
	struct point_line *l;
	unsigned ctx = 0;
	size_t i;

	if (!resolve_point_quietly(a->alias_name, &evs) || !evs.len)
		return new_line(alias_text(a), "[Alias]",
				xstrdup("not available: it does not resolve (pmprobe -p2 on a script using it says why)"),
				CTX_ALL);
	for (i = 0; i < evs.len; i++) {
		const struct event *ev = VEC_AT(evs, i);
		char *one = event_availability(ev);
		struct line_event *le = xcalloc(1, sizeof(*le));

		le->names = xstrdup(one);
		le->checkable = event_checkable(ev, &le->oc);
		vec_push(&line_evs, le);
		ctx |= event_context(ev);
		if (!kind) {
			kind = kind_of(ev);
			avail = one;
			continue;
		}
		if (strcmp(kind, kind_of(ev)))
			kind = "[Several events]";
		if (strcmp(avail, one)) {
			char *both = xasprintf("%s; %s", avail, one);

			free(avail);
			avail = both;
		}
		free(one);
	}
	l = new_line(alias_text(a), kind, avail, ctx);
	l->evs = line_evs;
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

/* pmu_points.c's, pfm_points.c's and tp_points.c's lines as ours. */
static void take_lines(struct vec *pl, struct vec *out)
{
	size_t i;

	for (i = 0; i < pl->len; i++) {
		struct pmu_line *p = VEC_AT(*pl, i);
		struct point_line *l = new_line(p->name, p->kind, p->avail, CTX_PERF);

		vec_push(&l->aliases, p->alias);
		l->fields = p->fields;
		l->group = p->group;
		if (p->checkable) {
			struct line_event *le = xcalloc(1, sizeof(*le));

			le->names = xstrdup(p->avail);
			le->checkable = true;
			le->oc = p->oc;
			vec_push(&l->evs, le);
		}
		vec_push(out, l);
		free(p);
	}
	free(pl->items);
	memset(pl, 0, sizeof(*pl));
}

/* Every event in the sysfs PMUs' events/ directories (pmu_points.c),
 * then the libpfm4 model's (pfm_points.c). */
static void sysfs_lines(const struct tr_options *opt, struct vec *out)
{
	struct pmu_source here = { .root = "" };
	struct vec pl = { 0 };

	pmu_point_lines(opt->pmus ? opt->pmus : &here, &pl);
	pfm_point_lines(&pl);
	take_lines(&pl, out);
}

/* The tracepoints PATTERN matches, with their fields for -L (tp_points.c). */
static void tp_lines(const struct tr_options *opt, const char *pattern, bool fields,
		     struct vec *out)
{
	struct vec tl = { 0 };

	tp_point_lines(opt, pattern, fields, &tl);
	take_lines(&tl, out);
}

/* The kernel functions PATTERN names, with -L's variables (kp_points.c). */
static void kp_lines(const struct tr_options *opt, const char *pattern, bool fields,
		     struct vec *out)
{
	struct vec kl = { 0 };
	size_t i = out->len;

	kp_point_lines(opt, pattern, fields, &kl);
	take_lines(&kl, out);
	for (; i < out->len; i++) {
		struct point_line *l = VEC_AT(*out, i);

		l->ctx = CTX_KPROBE;
		l->perf = false;
	}
}

/* The functions and marks of the file a process("PATH") PATTERN names,
 * with -L's variables (up_points.c). */
static void up_lines(const struct tr_options *opt, const char *pattern, bool fields,
		     struct vec *out)
{
	struct vec ul = { 0 };
	size_t i = out->len;

	up_point_lines(opt, pattern, fields, &ul);
	take_lines(&ul, out);
	for (; i < out->len; i++) {
		struct point_line *l = VEC_AT(*out, i);

		l->ctx = CTX_KPROBE;
		l->perf = false;
	}
}

/* ---------------------------------------------------- the open check */

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

static bool same_question(const struct open_check *a, const struct open_check *b)
{
	return a->type == b->type && a->config == b->config && a->config1 == b->config1 &&
	       a->config2 == b->config2 && a->cpu == b->cpu && a->pin == b->pin;
}

/* L's verdict again, from its events' (joined as alias_line() joins
 * them): each checked one says what its check found, each other one
 * that could have been opened says it was read from names (UNCHECKED). */
static void reverdict(struct point_line *l, const char *unchecked)
{
	bool any = false;
	struct buf b;
	size_t i;

	for (i = 0; i < l->evs.len; i++)
		any = any || ((struct line_event *)VEC_AT(l->evs, i))->checkable;
	if (!any)
		return;           /* its names' verdict, as it was */
	buf_init(&b);
	for (i = 0; i < l->evs.len; i++) {
		struct line_event *le = VEC_AT(l->evs, i);
		char *one = !le->checkable ? xstrdup(le->names) :
			checked_availability(le->names, le->found, unchecked);

		if (!b.len || !strstr(b.data, one))
			buf_printf(&b, "%s%s", b.len ? "; " : "", one);
		free(one);
	}
	free(l->avail);
	l->avail = buf_steal(&b);
	l->state = state_of(l->avail);
}

/* The matched lines' events opened on the running kernel (each question
 * once), or their verdicts marked as read from names: the number of
 * events opened and the time it took (*SECONDS). */
static size_t check_lines(struct vec *lines, const struct view *v, double *seconds)
{
	struct vec asked = { 0 };   /* struct open_check *, distinct */
	struct open_check *qs;
	const char *unchecked = v->opt->list_unchecked;
	char *why = NULL;
	size_t i, j, k, n;

	*seconds = 0;
	for (i = 0; i < lines->len; i++) {
		struct point_line *l = VEC_AT(*lines, i);

		for (j = 0; j < l->evs.len && line_matches(l, v->pattern); j++) {
			struct line_event *le = VEC_AT(l->evs, j);

			for (k = 0; le->checkable && k < asked.len; k++)
				if (same_question(VEC_AT(asked, k), &le->oc))
					break;
			if (le->checkable && k == asked.len)
				vec_push(&asked, &le->oc);
		}
	}
	n = asked.len;
	qs = xcalloc(n ? n : 1, sizeof(*qs));
	for (k = 0; k < n; k++)
		qs[k] = *(struct open_check *)VEC_AT(asked, k);
	if (n && v->opt->list_check && !v->opt->list_check(qs, n, seconds, &why))
		unchecked = why;
	else if (n && !v->opt->list_check && !unchecked)
		unchecked = "no check was asked for";
	for (i = 0; i < lines->len; i++) {
		struct point_line *l = VEC_AT(*lines, i);

		if (!l->evs.len || !line_matches(l, v->pattern))
			continue;
		for (j = 0; j < l->evs.len; j++) {
			struct line_event *le = VEC_AT(l->evs, j);

			for (k = 0; le->checkable && !why && v->opt->list_check && k < n; k++)
				if (same_question(&qs[k], &le->oc))
					le->found = &qs[k];
		}
		reverdict(l, unchecked);
	}
	free(asked.items);
	/* the answers stay with the lines until the listing is printed */
	return why || !v->opt->list_check ? 0 : n;
}

/* ------------------------------------------------------------- output */

static char *aliases_text(const struct point_line *l)
{
	struct buf b;
	size_t j;

	buf_init(&b);
	for (j = 0; j < l->aliases.len; j++)
		buf_printf(&b, "%s%s", j ? "," : "", (char *)VEC_AT(l->aliases, j));
	if (!b.len)
		buf_puts(&b, "-");
	return buf_steal(&b);
}

/* A function's signature and its description, its lines joined,
 * without "@" tags. */
static void print_function(const struct function *f)
{
	const char *nl;
	struct buf b;

	buf_init(&b);
	function_signature(&b, f);
	printf("    %s ", b.data);
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

static bool generic(const struct function *f)
{
	return (f->contexts & CTX_ALL) == CTX_ALL;
}

/* -L under a point: its own variables, then the functions usable in its
 * kind of probe only (ALL: every function usable there). */
static void print_context(const struct program *prog, const struct point_line *l, bool all)
{
	size_t i;

	if (l->perf)
		printf("    $counter:long  the handle of this probe's event (read_counter)\n");
	if (l->fields)
		fputs(l->fields, stdout);
	if (all)
		printf("    printf(fmt, ...), sprintf:string(fmt, ...), print(...), println(...)\n");
	for (i = 0; i < prog->functions.len; i++) {
		const struct function *f = VEC_AT(prog->functions, i);

		if (f->src && f->src->is_tapset && (f->contexts & l->ctx) && (all || !generic(f)))
			print_function(f);
	}
}

/* -L's last part: the functions usable in every probe, once. */
static void print_generic(const struct program *prog)
{
	size_t i;

	printf("# In every probe (listed once; -L -v lists them under each point):\n");
	printf("    printf(fmt, ...), sprintf:string(fmt, ...), print(...), println(...)\n");
	for (i = 0; i < prog->functions.len; i++) {
		const struct function *f = VEC_AT(prog->functions, i);

		if (f->src && f->src->is_tapset && generic(f))
			print_function(f);
	}
}

/* Column widths: the longest name and aliases shown, up to a cap; a
 * longer one takes a line of its own and the row goes on below it. */
#define NAME_CAP 48
#define ALIAS_CAP 30

struct columns {
	int name, alias;
};

static void print_row(const struct columns *c, const char *name, const char *alias,
		      const char *kind, const char *verdict)
{
	int nl = (int)strlen(name), al = (int)strlen(alias);

	if (nl > c->name || al > c->alias) {
		printf("%s %s\n%*s", name, alias, c->name + c->alias + 2, "");
	} else {
		printf("%-*s %-*s ", c->name, name, c->alias, alias);
	}
	if (kind)
		printf("%-23s ", kind);
	printf("%s\n", verdict);
}

/* A folded family: one line per group (a tracepoint subsystem, a libpfm4
 * model) with how many it holds and their verdict. */
struct fold {
	char *group;
	size_t n, yes;
	const char *first;        /* its first line's verdict */
};

static struct fold *fold_of(struct vec *folds, const struct point_line *l)
{
	struct fold *f;
	size_t i;

	for (i = 0; i < folds->len; i++) {
		f = VEC_AT(*folds, i);
		if (!strcmp(f->group, l->group))
			return f;
	}
	f = xcalloc(1, sizeof(*f));
	f->group = l->group;
	f->first = l->avail;
	vec_push(folds, f);
	return f;
}

static void print_fold(const struct columns *c, const struct fold *f, enum section sec)
{
	char *name, *alias, *what, *verdict;

	if (sec == S_TP) {
		name = xasprintf("perf.tracepoint(\"%s:*\")", f->group);
		alias = xasprintf("%s:*", f->group);
		what = xasprintf("%zu tracepoint%s", f->n, f->n == 1 ? "" : "s");
	} else {
		name = xstrdup("perf.pfm(\"EVENT:UMASK\")");
		alias = xstrdup("pfm.*");
		what = xasprintf("%zu event%s of libpfm4's model %s", f->n, f->n == 1 ? "" : "s",
				 f->group);
	}
	if (f->yes == f->n) {
		verdict = xasprintf("%s, available: -l '%s' lists them", what, alias);
	} else if (!f->yes) {
		/* the first one's reason, without its own encoding */
		const char *why = strchr(f->first, '(');
		size_t n = why ? strcspn(why, ";)") : 0;

		verdict = xasprintf("%s, not available%s%.*s%s: -l '%s' lists them", what,
				    n ? " " : "", (int)n, why ? why : "", n ? ")" : "", alias);
	} else {
		verdict = xasprintf("%s, %zu of them available: -l '%s' lists them", what,
				    f->yes, alias);
	}
	print_row(c, name, alias, NULL, verdict);
	free(verdict);
	free(name);
	free(alias);
	free(what);
}

static const char *const section_title[S_NSECTIONS] = {
	[S_SCRIPT] = "Script start and stop, timers",
	[S_HW] = "Hardware events (the CPU's PMU)",
	[S_SW] = "Software events (the kernel's)",
	[S_CACHE] = "Hardware cache events (the CPU's PMU)",
	[S_PERF] = "Raw, breakpoint and any-type perf events",
	[S_SEVERAL] = "Aliases on several events",
	[S_PMU] = "PMU events (each PMU's events/ in /sys/bus/event_source/devices)",
	[S_PFM] = "libpfm4 events",
	[S_TP] = "Tracepoints",
	[S_KP] = "Kernel functions",
	[S_UP] = "User functions and USDT marks",
};

/* Whether PATTERN asks for the members of SEC's families by name. */
static bool pattern_targets(const char *pattern, enum section sec)
{
	if (sec == S_TP)
		return strchr(pattern, ':') || strstr(pattern, "tracepoint");
	return strstr(pattern, "pfm") != NULL;
}

/* Families folded unless the pattern names them or few of them match. */
#define FOLD_ABOVE 40

struct section_rows {
	struct vec rows;          /* struct point_line * */
	char *shared;             /* the verdict every row has, or NULL */
	bool fold;
};

static void print_section(enum section sec, struct section_rows *s, const struct columns *c,
			  const struct view *v, const struct program *prog)
{
	struct vec folds = { 0 };
	size_t i;

	if (!s->rows.len)
		return;
	if (sec == S_PFM) {
		char *model = pfm_model_said();

		printf("# %s%s%s", section_title[sec], model ? ", " : "", model ? model : "");
		free(model);
	} else if (sec == S_KP) {
		printf("# %s of %s", section_title[sec], v->opt->ksyms && v->opt->ksyms->what ?
		       v->opt->ksyms->what : "this kernel");
	} else if (sec == S_TP) {
		const struct tp_source *tp = v->opt->tracepoints;

		printf("# %s of %s", section_title[sec], tp && tp->what ? tp->what : "this kernel");
	} else {
		printf("# %s", section_title[sec]);
	}
	if (s->shared && !v->detail)
		printf(": %s", s->shared);
	putchar('\n');
	for (i = 0; i < s->rows.len; i++) {
		struct point_line *l = VEC_AT(s->rows, i);
		struct fold *f;

		if (s->fold && l->group) {
			f = fold_of(&folds, l);
			f->n++;
			f->yes += l->state == AVAIL_YES;
			continue;
		}
		{
			char *al = aliases_text(l);

			print_row(c, l->name, al, v->detail ? l->kind : NULL,
				  s->shared && !v->detail ? state_word(l->state) : l->avail);
			free(al);
		}
		if (v->long_form)
			print_context(prog, l, v->detail);
	}
	for (i = 0; i < folds.len; i++) {
		print_fold(c, VEC_AT(folds, i), sec);
		free(VEC_AT(folds, i));
	}
	free(folds.items);
}

/* Nothing matches PATTERN: said, and why when it names one of
 * SystemTap's families or tracepoints this kernel does not list. */
static void no_match(const char *pattern, const struct tr_options *opt)
{
	char *family = xstrndup(pattern, strcspn(pattern, "."));
	const struct tp_source *tp = opt->tracepoints;

	if ((!strcmp(family, "kernel") || !strcmp(family, "kprobe")) && kp_lines_missing(opt, pattern))
		fprintf(stderr, "pmprobe: no probe point matches '%s': no kernel function is known: %s\n",
			pattern, kp_lines_missing(opt, pattern));
	else if (!strcmp(family, "kernel") || !strcmp(family, "kprobe"))
		fprintf(stderr, "pmprobe: no probe point matches '%s': -l lists kernel functions as kernel.function(\"NAME\") (kernel.function(\"vfs_*\"))\n",
			pattern);
	else if (is_stap_family(family))
		fprintf(stderr, "pmprobe: no probe point matches '%s': pmprobe has no such probe point family '%s'; it probes perf events, timers, kernel and user functions, USDT marks and begin/end\n",
			pattern, family);
	else if (pattern_targets(pattern, S_TP) && (!tp || (!tp->dir && !tp->dump)))
		fprintf(stderr, "pmprobe: no probe point matches '%s': no tracepoint is known on %s\n",
			pattern, tp && tp->what ? tp->what : "this kernel");
	else
		fprintf(stderr, "pmprobe: no probe point matches '%s'\n", pattern);
	free(family);
}

/* The rows PATTERN matches, by section, with their shared verdict and
 * whether each family folds. */
static size_t sort_rows(struct vec *lines, const struct view *v,
			struct section_rows *secs, struct columns *c)
{
	size_t i, matched = 0;

	for (i = 0; i < lines->len; i++) {
		struct point_line *l = VEC_AT(*lines, i);

		if (line_matches(l, v->pattern)) {
			vec_push(&secs[l->sec].rows, l);
			matched++;
		}
	}
	for (i = 0; i < S_NSECTIONS; i++) {
		struct section_rows *s = &secs[i];
		size_t j;

		s->fold = !v->detail && !v->long_form && s->rows.len > FOLD_ABOVE &&
			  (i == S_TP || i == S_PFM) && !pattern_targets(v->pattern, i);
		for (j = 0; j < s->rows.len; j++) {
			struct point_line *l = VEC_AT(s->rows, j);
			char *al = aliases_text(l);
			int nl = (int)strlen(l->name), alen = (int)strlen(al);

			if (!j)
				s->shared = s->rows.len > 1 ? l->avail : NULL;
			else if (s->shared && strcmp(s->shared, l->avail))
				s->shared = NULL;
			if (!(s->fold && l->group)) {
				c->name = nl > c->name && (v->detail || nl <= NAME_CAP) ? nl : c->name;
				c->alias = alen > c->alias && (v->detail || alen <= ALIAS_CAP) ? alen : c->alias;
			}
			free(al);
		}
		/* a verdict in words of its own only moves up */
		if (s->shared && !strchr(s->shared, '('))
			s->shared = NULL;
	}
	return matched;
}

int list_points(const char *pattern, bool long_form, const struct tr_options *opt)
{
	struct program prog = { 0 };
	struct vec lines = { 0 };
	struct section_rows secs[S_NSECTIONS];
	struct columns c = { 20, 8 };
	struct view v = { .pattern = pattern, .long_form = long_form,
			  .detail = opt->list_detail, .opt = opt };
	char *kernel;
	size_t i, matched, checked;
	double seconds;

	if (!tapset_load(&prog, (const char *const *)opt->tapset_dirs.items,
			 (int)opt->tapset_dirs.len))
		return 1;
	elaborate_tapset_only(&prog, opt);
	builtin_lines(&lines);
	alias_lines(&prog, opt, &lines);
	sysfs_lines(opt, &lines);
	tp_lines(opt, pattern, long_form, &lines);
	kp_lines(opt, pattern, long_form, &lines);
	up_lines(opt, pattern, long_form, &lines);
	checked = check_lines(&lines, &v, &seconds);
	memset(secs, 0, sizeof(secs));
	matched = sort_rows(&lines, &v, secs, &c);
	if (!matched) {
		no_match(pattern, opt);
		return 1;
	}
	kernel = listed_kernel(opt->list_where ? opt->list_where : "this machine");
	printf("# %s: %zu point%s '%s'%s\n", kernel, matched, matched == 1 ? " matches" : "s match",
	       pattern, v.detail ? "" : " (-v: every point, its kind and the whole verdict)");
	free(kernel);
	for (i = 0; i < S_NSECTIONS; i++) {
		print_section((enum section)i, &secs[i], &c, &v, &prog);
		free(secs[i].rows.items);
	}
	if (long_form && !v.detail)
		print_generic(&prog);
	if (v.detail && checked)
		printf("# Checked by opening %zu event%s on the running kernel in %.3f s\n",
		       checked, checked == 1 ? "" : "s", seconds);
	if ((!strcmp(pattern, "*") || pattern_targets(pattern, S_TP)) && opt->tracepoints &&
	    !opt->tracepoints->dir && !opt->tracepoints->dump)
		printf("# Tracepoints: none listed: %s\n", opt->tracepoints->what);
	return 0;
}
