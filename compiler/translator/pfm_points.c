/*
 * pfm_points.c - pass 2 for perf.pfm("NAME"), a CPU vendor's event by
 * libpfm4's name and modifiers, and the -l lines of libpfm4's model.
 *
 * Where it resolves.  libpfm4 (common/pfm.c) encodes for a CPU model:
 * here, in pass 2, when this pmprobe's libpfm4 has the target's
 * architecture and the module is for this machine (no -r, no --vm) or
 * LIBPFM_FORCE_PMU names the model; then -p2 shows the encoding, and the
 * loader checks it against the machine that loads the module.  For
 * another architecture (an arm64 kernel, from an x86_64 host), or
 * another machine with no model forced, the encoding is left to the
 * loader, whose libpfm4 (linked statically into the guests' loaders too)
 * encodes it for the CPU that will count.  Either way the encoding
 * reaches the module as a sysfs point's does: a .modinfo line
 * (pmp_abi.h's PMP_PMU_PFM field) the loader turns into the pmu_*
 * module parameters.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A part of NAME that is libpfm4's :u or :k (with or without a value;
 * any case, as libpfm4 reads it). */
static const char *mode_modifier(const char *name)
{
	const char *p;

	for (p = strchr(name, ':'); p; p = strchr(p + 1, ':')) {
		int c = tolower((unsigned char)p[1]);

		if ((c == 'u' || c == 'k') && (p[2] == ':' || p[2] == '=' || !p[2]))
			return c == 'u' ? "u" : "k";
	}
	return NULL;
}

/* Left to the loader: the name's form is all that is checked here. */
static bool defer(struct event *ev)
{
	const char *mod;
	char *why;

	if ((why = pfm_bad_name(ev->pfm))) {
		error_at(ev->pmu_loc[0], "%s", why);
		free(why);
		return false;
	}
	if ((mod = mode_modifier(ev->pfm))) {
		error_at(ev->pmu_loc[0], "libpfm4's ':%s' cannot be used where the name is encoded at load time (for another machine or architecture): use .%s",
			 mod, *mod == 'u' ? "user" : "kernel");
		return false;
	}
	ev->pmu = xstrdup("");
	ev->pfm_deferred = true;
	return true;
}

bool pfm_point_resolve(struct event *ev, const struct tr_options *opt)
{
	struct pmu_source here = { .root = "" };
	struct pfm_enc e;
	char *why = NULL;

	ev->event_name = xasprintf("pfm:%s", ev->pfm);
	if ((opt->target_machine && strcmp(opt->target_machine, pfm_arch)) ||
	    (!opt->pfm_here && !getenv(PFM_FORCE_VAR)))
		return defer(ev);
	if (!pfm_encode(ev->pfm, &e, &why)) {
		error_at(ev->pmu_loc[0], "%s", why);
		free(why);
		return false;
	}
	if (e.type >= PERF_TYPE_MAX) {
		ev->pmu = pmu_of_type(&here, e.type);
		if (!ev->pmu) {
			error_at(ev->pmu_loc[0], "libpfm4 encodes '%s' for PMU type %u, which no PMU in /sys/bus/event_source/devices has",
				 ev->pfm, e.type);
			pfm_enc_free(&e);
			return false;
		}
	} else {
		ev->pmu = xstrdup("");
	}
	ev->pfm_enc = e;
	ev->type = e.type;
	ev->config = e.config[0];
	ev->pmu_attr.type = e.type;
	memcpy(ev->pmu_attr.config, e.config, sizeof(e.config));
	ev->pmu_resolved = true;
	return true;
}

bool pfm_point_modes(struct event *ev)
{
	ev->exclude_user |= ev->pfm_enc.exclude_user;
	ev->exclude_kernel |= ev->pfm_enc.exclude_kernel;
	if (ev->exclude_user && ev->exclude_kernel) {
		error_at(ev->pmu_loc[0], "'%s' with its suffixes counts neither user nor kernel mode (libpfm4's :u or :k, pmprobe's .user or .kernel: give one mode, or none for both)",
			 ev->pfm);
		return false;
	}
	return true;
}

char *pfm_modinfo(const struct event *ev)
{
	const struct pmu_attr *a = &ev->pmu_attr;

	if (ev->pfm_deferred)
		return xasprintf(PMP_PFM_AT_LOAD_FMT, ev->pfm);
	return xasprintf(PMP_PFM_ENCODING_FMT, a->type, (unsigned long long)a->config[0],
			 (unsigned long long)a->config[1], (unsigned long long)a->config[2],
			 pfm_arch, ev->pfm_enc.model, ev->pfm);
}

void pfm_point_print(struct buf *b, const struct event *ev)
{
	const struct pmu_attr *a = &ev->pmu_attr;

	if (ev->pfm_deferred) {
		buf_printf(b, "perf pfm=%s (encoded at load time, by the loader's libpfm4)", ev->pfm);
		return;
	}
	buf_printf(b, "perf pfm=%s model=%s%s type=%u (%s) config=0x%llx config1=0x%llx config2=0x%llx",
		   ev->pfm, ev->pfm_enc.model, ev->pfm_enc.forced ? " (" PFM_FORCE_VAR ")" : "",
		   a->type, *ev->pmu ? ev->pmu : a->type == PERF_TYPE_RAW ? "raw" : "generic",
		   (unsigned long long)a->config[0], (unsigned long long)a->config[1],
		   (unsigned long long)a->config[2]);
	buf_printf(b, " (libpfm4: %s)", ev->pfm_enc.full);
}

/* ---------------------------------------------------------------- -l */

static void add_line(const char *name, const char *model, const struct pfm_enc *e,
		     const char *why, void *ctx)
{
	struct pmu_line *l = xcalloc(1, sizeof(*l));

	l->name = xasprintf("perf.pfm(\"%s\")", name);
	l->alias = xasprintf("pfm.%s", name);
	l->kind = "[libpfm4 event]";
	l->group = xstrdup(model);
	if (e) {
		/* the verdict of its encoding, as any perf event's */
		char *avail = type_availability(e->type, e->config[0]);
		size_t n = strlen(avail);

		l->avail = xasprintf("%.*s%smodel %s: type %u, config 0x%llx%s)", (int)(avail[n - 1] == ')' ? n - 1 : n),
				     avail, avail[n - 1] == ')' ? "; " : " (", model, e->type,
				     (unsigned long long)e->config[0],
				     e->config[1] ? " and config1" : "");
		free(avail);
	} else {
		l->avail = xasprintf("not available as written (model %s: needs a modifier: %s)",
				     model, why);
	}
	vec_push(ctx, l);
}

/* No model: no lines (the generic perf.pfm line of listing.c says why). */
void pfm_point_lines(struct vec *out)
{
	char *why = pfm_no_model();

	if (why) {
		free(why);
		return;
	}
	pfm_each_event(add_line, out);
}
