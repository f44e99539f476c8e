/*
 * pmu_points.c - pass 2 for the probe points on a PMU's own sysfs names:
 * perf.pmu("PMU").event("EVENT"), perf.pmu("PMU").config("TERMS") and
 * perf.event("PMU/TERMS/").  The module resolves nothing itself: the
 * loader reads the PMU's type, formats and events where the module is
 * loaded and passes type and config as module parameters.  Translating
 * for the running kernel (no -r, no --vm), the same resolution
 * (common/pmu_sysfs.c) runs here too, so that a bad name is an error at
 * its place in the script and -p2 shows the encoding.  Also the -l lines
 * of every sysfs event.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Names go into .modinfo between tabs and into messages. */
static bool plain_text(const char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s < 0x20 || *s == 0x7f || *s == '"' || *s == '\\')
			return false;
	return true;
}

/* An error, or for an optional point a warning (the loader decides). */
static bool refuse(bool optional, struct loc loc, const char *why)
{
	if (!optional) {
		error_at(loc, "%s", why);
		return false;
	}
	warning_at(loc, "%s (the optional point is skipped where the module loads, unless that machine has it)",
		   why);
	return true;
}

bool pmu_point_resolve(struct event *ev, const struct tr_options *opt,
		       bool counter, bool process, bool optional)
{
	const char *parts[3] = { ev->pmu, ev->pmu_event, ev->pmu_terms };
	char *why = NULL;
	int part, i;
	bool ok;

	for (i = 0; i < 3; i++)
		if (parts[i] && (!plain_text(parts[i]) || !parts[i][0])) {
			error_at(ev->pmu_loc[i], "'%s' is not a PMU, event or term name",
				 parts[i]);
			return false;
		}
	/* the event as perf names it, for messages: msr/tsc/ */
	ev->event_name = xasprintf("%s/%s%s%s/", ev->pmu, ev->pmu_event ? ev->pmu_event : "",
				   ev->pmu_event && ev->pmu_terms ? "," : "",
				   ev->pmu_terms ? ev->pmu_terms : "");
	if (!opt->pmus || !pmu_source_ready(opt->pmus))
		return true;
	if (!pmu_resolve(opt->pmus, ev->pmu, ev->pmu_event, ev->pmu_terms,
			 &ev->pmu_attr, &why, &part)) {
		ok = refuse(optional, ev->pmu_loc[part == PMU_PART_VALUE ? PMU_PART_EVENT : part],
			    why);
		free(why);
		return ok;
	}
	why = pmu_fit_problem(&ev->pmu_attr, ev->pmu, !counter, process);
	if (why) {
		ok = refuse(optional, ev->pmu_loc[0], why);
		free(why);
		pmu_attr_free(&ev->pmu_attr);
		return ok;
	}
	ev->pmu_resolved = true;
	ev->type = ev->pmu_attr.type;
	ev->config = ev->pmu_attr.config[0];
	return true;
}

void pmu_point_print(struct buf *b, const struct event *ev)
{
	const struct pmu_attr *a = &ev->pmu_attr;

	buf_printf(b, "perf pmu=%s", ev->pmu);
	if (ev->pmu_event)
		buf_printf(b, " event=%s", ev->pmu_event);
	if (ev->pmu_terms)
		buf_printf(b, " terms=%s", ev->pmu_terms);
	if (!ev->pmu_resolved) {
		buf_puts(b, " (resolved at load time)");
		return;
	}
	if (strcmp(a->pmu, ev->pmu))
		buf_printf(b, " instance=%s", a->pmu);
	buf_printf(b, " type=%u config=0x%llx config1=0x%llx config2=0x%llx", a->type,
		   (unsigned long long)a->config[0], (unsigned long long)a->config[1],
		   (unsigned long long)a->config[2]);
	if (a->event_string)
		buf_printf(b, " (event %s: %s)", a->event_name, a->event_string);
	buf_printf(b, " cpus=%s%s", a->cpus ? a->cpus : "all",
		   a->uncore ? " (cpumask)" : "");
	if (a->scale || a->unit)
		buf_printf(b, " raw-counts (sysfs scale=%s unit=%s not applied)",
			   a->scale ? a->scale : "1", a->unit ? a->unit : "-");
}

/* ---------------------------------------------------------------- -l */

/* What -l asks of A when it opens it: counted for this thread, on the
 * first CPU of its list for an uncore PMU (every task) or with this
 * thread on it for a PMU of some CPUs; false for the software-like PMUs
 * of perf's fixed types (breakpoint, tracepoint: nothing to open). */
static bool pmu_checkable(const struct pmu_attr *a, struct open_check *oc)
{
	int first = a->cpus ? (int)strtol(a->cpus, NULL, 10) : -1;

	if (a->type < PERF_TYPE_MAX && a->type != PERF_TYPE_HARDWARE &&
	    a->type != PERF_TYPE_HW_CACHE && a->type != PERF_TYPE_RAW)
		return false;
	memset(oc, 0, sizeof(*oc));
	oc->type = a->type;
	oc->config = a->config[0];
	oc->config1 = a->config[1];
	oc->config2 = a->config[2];
	oc->cpu = a->uncore ? first : -1;
	oc->pin = a->uncore ? -1 : first;
	return true;
}

void pmu_point_lines(struct pmu_source *src, struct vec *out)
{
	struct vec pmus = { 0 };
	size_t i, j;

	pmu_names(src, &pmus);
	for (i = 0; i < pmus.len; i++) {
		const char *pmu = VEC_AT(pmus, i);
		struct vec evs = { 0 };

		pmu_event_names(src, pmu, &evs);
		for (j = 0; j < evs.len; j++) {
			const char *e = VEC_AT(evs, j);
			struct pmu_line *l = xcalloc(1, sizeof(*l));
			struct pmu_attr a;
			char *why;
			int part;

			l->name = xasprintf("perf.pmu(\"%s\").event(\"%s\")", pmu, e);
			l->alias = xasprintf("%s/%s/", pmu, e);
			l->kind = "[PMU event]";
			if (pmu_resolve(src, pmu, e, NULL, &a, &why, &part)) {
				char *scale = a.scale || a.unit ?
					xasprintf("; raw counts, perf scales by %s%s%s",
						  a.scale ? a.scale : "1", a.unit ? " to " : "",
						  a.unit ? a.unit : "") : xstrdup("");

				l->avail = xasprintf("available (PMU %s, type %u, config 0x%llx%s%s%s%s)",
						     pmu, a.type, (unsigned long long)a.config[0],
						     a.counting_only ? "; counting only: .counter" : "",
						     a.cpus ? "; CPUs " : "", a.cpus ? a.cpus : "", scale);
				free(scale);
				l->checkable = pmu_checkable(&a, &l->oc);
				pmu_attr_free(&a);
			} else if (part == PMU_PART_VALUE) {
				l->avail = xasprintf("available with a value (%s)", why);
				free(why);
			} else {
				l->avail = xasprintf("not available (%s)", why);
				free(why);
			}
			vec_push(out, l);
		}
		vec_free_strings(&evs);
		free(evs.items);
	}
	vec_free_strings(&pmus);
	free(pmus.items);
}
