/*
 * pfm.c - libpfm4, the only file that calls it: vendor event names
 * ("INST_RETIRED:ANY_P:u", libpfm4's spelling and modifiers) encoded into
 * perf_event_attr fields for the CPU model libpfm4 detects, or the one
 * its own LIBPFM_FORCE_PMU variable names; and the events of that model,
 * for -l.  The translator encodes perf.pfm points with it when it can
 * (translator/pfm_points.c), the loader those it could not
 * (loader/pmuload.c).
 *
 * libpfm4's modifiers that set what a pmprobe point sets otherwise or not
 * at all (period, freq, precise, excl, pinned, mg, mh, cpu, hw_smpl) are
 * refused here, naming pmprobe's way where it has one; :u and :k come
 * back as the exclude bits, for the caller to join with .user/.kernel.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <linux/perf_event.h>

#include "common.h"

#include <perfmon/pfmlib_perf_event.h>

/* The architecture this libpfm4 encodes for: it has only its own
 * architecture's models. */
#if defined(__x86_64__)
#define PFM_ARCH "x86_64"
#elif defined(__aarch64__)
#define PFM_ARCH "aarch64"
#else
#define PFM_ARCH "unknown"
#endif

const char pfm_arch[] = PFM_ARCH;

static int pfm_state;             /* 0: not initialized, 1: ready, -1: failed */
static char *pfm_init_error;

static bool pfm_ready(void)
{
	int rc;

	if (!pfm_state) {
		rc = pfm_initialize();
		pfm_state = rc == PFM_SUCCESS ? 1 : -1;
		if (rc != PFM_SUCCESS)
			pfm_init_error = xasprintf("libpfm4 does not start: %s", pfm_strerror(rc));
	}
	return pfm_state == 1;
}

static bool pmu_info(pfm_pmu_t p, pfm_pmu_info_t *info)
{
	memset(info, 0, sizeof(*info));
	info->size = sizeof(*info);
	return pfm_get_pmu_info(p, info) == PFM_SUCCESS;
}

/* The CPU (core) model libpfm4 detected or was forced to, or NULL. */
static const char *core_model(void)
{
	pfm_pmu_info_t info;
	pfm_pmu_t p;

	for (p = PFM_PMU_NONE; p < PFM_PMU_MAX; p++)
		if (pmu_info(p, &info) && info.is_present && info.type == PFM_PMU_TYPE_CORE)
			return info.name;
	return NULL;
}

/* "skl, hsw, ...": the core models this libpfm4 knows. */
static char *model_names(void)
{
	pfm_pmu_info_t info;
	struct buf b;
	pfm_pmu_t p;

	buf_init(&b);
	for (p = PFM_PMU_NONE; p < PFM_PMU_MAX; p++)
		if (pmu_info(p, &info) && info.type == PFM_PMU_TYPE_CORE)
			buf_printf(&b, "%s%s", b.len ? ", " : "", info.name);
	return buf_steal(&b);
}

char *pfm_no_model(void)
{
	const char *forced = getenv(PFM_FORCE_VAR);
	char *names, *why;

	if (!pfm_ready())
		return xstrdup(pfm_init_error);
	if (core_model())
		return NULL;
	names = model_names();
	if (!*names) {
		free(names);
		names = xstrdup("none, as LIBPFM_DISABLED_PMUS disables them");
	}
	if (forced)
		why = xasprintf("%s=%s: libpfm4 has no such CPU model (its %s models: %s)",
				PFM_FORCE_VAR, forced, PFM_ARCH, names);
	else
		why = xasprintf("libpfm4 detects no CPU PMU model on this machine (a virtual machine often has none): set %s to a model to encode for (its %s models: %s)",
				PFM_FORCE_VAR, PFM_ARCH, names);
	free(names);
	return why;
}

char *pfm_model_said(void)
{
	pfm_pmu_info_t info;
	pfm_pmu_t p;

	if (!pfm_ready() || !core_model())
		return NULL;
	if (getenv(PFM_FORCE_VAR))
		return xasprintf("model %s, forced by %s", core_model(), PFM_FORCE_VAR);
	for (p = PFM_PMU_NONE; p < PFM_PMU_MAX; p++)
		if (pmu_info(p, &info) && info.is_present && info.type == PFM_PMU_TYPE_CORE)
			return xasprintf("model %s (%s), which libpfm4 took from the CPU's id: in a VM the id may not be the CPU's; %s names another",
					 info.name, info.desc ? info.desc : "?", PFM_FORCE_VAR);
	return NULL;
}

/* A modifier of NAME that pmprobe does not take from libpfm4, or NULL. */
static const char *refused_modifier(const char *name, char **hint)
{
	static const struct {
		const char *mod, *hint;
	} refused[] = {
		{ "period", "give pmprobe's sample period: perf.pfm(\"...\")(N)" },
		{ "freq", "give pmprobe's frequency: .hz(F)" },
		{ "precise", "pmprobe opens events without precise_ip" },
		{ "excl", "pmprobe opens events non-exclusive" },
		{ "pinned", "pmprobe opens events unpinned" },
		{ "mg", "pmprobe leaves guest and host counting as perf's defaults" },
		{ "mh", "pmprobe leaves guest and host counting as perf's defaults" },
		{ "cpu", "pmprobe opens one event on every CPU" },
		{ "hw_smpl", "pmprobe takes its samples from the overflow handler" },
	};
	const char *s = strchr(name, ':');
	size_t i, n;

	while (s) {
		s++;
		n = strcspn(s, ":=");
		for (i = 0; i < sizeof(refused) / sizeof(refused[0]); i++)
			if (strlen(refused[i].mod) == n && !strncasecmp(s, refused[i].mod, n)) {
				*hint = xstrdup(refused[i].hint);
				return refused[i].mod;
			}
		s = strchr(s, ':');
	}
	return NULL;
}

/* libpfm4's description of event IDX, or of its attribute I: false if it
 * has none. */
static bool event_info(int idx, pfm_event_info_t *ei)
{
	memset(ei, 0, sizeof(*ei));
	ei->size = sizeof(*ei);
	return pfm_get_event_info(idx, PFM_OS_PERF_EVENT_EXT, ei) == PFM_SUCCESS;
}

static bool attr_info(int idx, int i, pfm_event_attr_info_t *ai)
{
	memset(ai, 0, sizeof(*ai));
	ai->size = sizeof(*ai);
	return pfm_get_event_attr_info(idx, i, PFM_OS_PERF_EVENT_EXT, ai) == PFM_SUCCESS;
}

/* The attributes (umasks and modifiers) of event IDX, by kind, as
 * "A, B". */
static void attr_names(int idx, struct buf *umasks, struct buf *mods)
{
	pfm_event_info_t ei;
	pfm_event_attr_info_t ai;
	int i;

	if (!event_info(idx, &ei))
		return;
	for (i = 0; i < ei.nattrs; i++) {
		struct buf *b = umasks;

		if (!attr_info(idx, i, &ai))
			continue;
		if (ai.type != PFM_ATTR_UMASK)
			b = mods;
		buf_printf(b, "%s%s", b->len ? ", " : "", ai.name);
	}
}

/* Is ATTR (LEN bytes) one of event IDX's attributes?  *DESC: its text. */
static bool has_attr(int idx, const char *attr, size_t len, const char **desc)
{
	pfm_event_info_t ei;
	pfm_event_attr_info_t ai;
	int i;

	if (!event_info(idx, &ei))
		return false;
	for (i = 0; i < ei.nattrs; i++) {
		if (attr_info(idx, i, &ai) &&
		    strlen(ai.name) == len && !strncasecmp(ai.name, attr, len)) {
			*desc = ai.desc;
			return true;
		}
	}
	return false;
}

/* The event of the detected or forced model nearest NAME, or NULL (the
 * caller frees it). */
static char *nearest_event(const char *name)
{
	struct vec names = { 0 };
	pfm_pmu_info_t info;
	pfm_event_info_t ei;
	const char *near;
	pfm_pmu_t p;
	char *r;
	int idx;

	for (p = PFM_PMU_NONE; p < PFM_PMU_MAX; p++) {
		if (!pmu_info(p, &info) || !info.is_present || info.type != PFM_PMU_TYPE_CORE)
			continue;
		for (idx = info.first_event; idx != -1; idx = pfm_get_event_next(idx))
			if (event_info(idx, &ei))
				vec_push(&names, xstrdup(ei.name));
	}
	near = nearest_name(name, (const char *const *)names.items, names.len);
	r = near ? xstrdup(near) : NULL;
	vec_free_strings(&names);
	return r;
}

/* Why libpfm4 refused NAME with RC, in words that name the part. */
static char *refusal(const char *name, int rc)
{
	const char *start = strstr(name, "::"), *p, *desc;
	char *base, *why = NULL;
	struct buf u, m, vals;
	int idx;

	start = start ? start + 2 : name;
	p = strchr(start, ':');
	base = p ? xstrndup(name, (size_t)(p - name)) : xstrdup(name);
	idx = pfm_find_event(base);
	if (idx < 0) {
		char *near = nearest_event(base);

		why = xasprintf("libpfm4's model %s has no event '%s'%s%s%s (pmprobe -l 'pfm.*' lists them)",
				core_model(), base, near ? "; did you mean '" : "", near ? near : "",
				near ? "'?" : "");
		free(near);
		free(base);
		return why;
	}
	buf_init(&u);
	buf_init(&m);
	buf_init(&vals);
	attr_names(idx, &u, &m);
	for (; p && !why; p = strchr(p + 1, ':')) {
		size_t n = strcspn(p + 1, ":="), all = strcspn(p + 1, ":");

		if (!has_attr(idx, p + 1, n, &desc)) {
			char *attr = xstrndup(p + 1, n);
			char *names = xasprintf("%s, %s", u.len ? u.data : "", m.len ? m.data : "");
			char *near = nearest_in_list(attr, names);

			why = xasprintf("event %s has no umask or modifier '%s'%s%s%s (umasks: %s; modifiers: %s)",
					base, attr, near ? "; did you mean '" : "", near ? near : "",
					near ? "'?" : "", u.len ? u.data : "none", m.len ? m.data : "none");
			free(attr);
			free(names);
			free(near);
		} else if (all > n || p[1 + n] == '\0')
			buf_printf(&vals, "%s%.*s: %s", vals.len ? "; " : "", (int)n, p + 1, desc);
	}
	if (!why && rc == PFM_ERR_UMASK)
		why = xasprintf("event %s needs a umask: one of %s", base, u.len ? u.data : "none");
	else if (!why && rc == PFM_ERR_ATTR_VAL)
		why = xasprintf("'%s': a modifier's value is missing or out of range (%s)", name,
				vals.len ? vals.data : m.len ? m.data : "none");
	else if (!why)
		why = xasprintf("libpfm4 (model %s): '%s': %s", core_model(), name, pfm_strerror(rc));
	buf_free(&u);
	buf_free(&m);
	buf_free(&vals);
	free(base);
	return why;
}

/* NAME encoded into A, *FULL (libpfm4's name with every modifier) and
 * *MODEL (its PMU's); false with *WHY. */
static bool encode(const char *name, struct perf_event_attr *a, char **full,
		   const char **model, char **why)
{
	pfm_perf_encode_arg_t arg;
	pfm_event_info_t ei;
	pfm_pmu_info_t pi;
	char *fstr = NULL;
	int rc;

	memset(a, 0, sizeof(*a));
	memset(&arg, 0, sizeof(arg));
	arg.attr = a;
	arg.size = sizeof(arg);
	arg.fstr = &fstr;
	rc = pfm_get_os_event_encoding(name, PFM_PLM0 | PFM_PLM3, PFM_OS_PERF_EVENT_EXT, &arg);
	if (rc != PFM_SUCCESS) {
		*why = refusal(name, rc);
		return false;
	}
	*model = event_info(arg.idx, &ei) && pmu_info(ei.pmu, &pi) ? pi.name : "?";
	*full = xstrdup(fstr);
	free(fstr);
	return true;
}

/* [PMU::]EVENT[:ATTR...], no part empty: "skl::INST_RETIRED:ANY_P:u". */
static bool parts_ok(const char *name)
{
	const char *pmu = strstr(name, "::"), *p = pmu ? pmu + 2 : name;

	if (pmu == name)
		return false;
	for (;;) {
		size_t n = strcspn(p, ":");

		if (!n)
			return false;   /* "A:", ":A", "A::", "A::B::C", "A:::B" */
		if (!p[n])
			return true;
		p += n + 1;
	}
}

char *pfm_bad_name(const char *name)
{
	const char *s;

	for (s = name; *s; s++)
		if ((unsigned char)*s <= 0x20 || *s == 0x7f || *s == '"' || *s == '\\')
			break;
	if (name[0] && !*s && parts_ok(name))
		return NULL;
	return xasprintf("'%s' is not a libpfm4 event name ([PMU::]EVENT[:UMASK][:MODIFIER]..., no spaces, no empty part)",
			 name);
}

bool pfm_encode(const char *name, struct pfm_enc *e, char **why)
{
	struct perf_event_attr a;
	const char *mod, *model;
	char *hint;

	memset(e, 0, sizeof(*e));
	if ((*why = pfm_bad_name(name)))
		return false;
	if ((*why = pfm_no_model()))
		return false;
	if ((mod = refused_modifier(name, &hint))) {
		*why = xasprintf("libpfm4's modifier ':%s' is not taken: %s", mod, hint);
		free(hint);
		return false;
	}
	if (!encode(name, &a, &e->full, &model, why))
		return false;
	e->model = xstrdup(model);
	e->forced = getenv(PFM_FORCE_VAR) != NULL;
	e->type = a.type;
	e->config[0] = a.config;
	e->config[1] = a.config1;
	e->config[2] = a.config2;
	e->exclude_user = a.exclude_user;
	e->exclude_kernel = a.exclude_kernel;
	return true;
}

void pfm_enc_free(struct pfm_enc *e)
{
	free(e->full);
	free(e->model);
	memset(e, 0, sizeof(*e));
}

/* ---------------------------------------------------------------- -l */

/* FN for each event and umask of event IDX of MODEL ("INST_RETIRED:ANY_P";
 * an event without umasks alone). */
static void event_each(int idx, const char *model, pfm_event_fn fn, void *ctx)
{
	pfm_event_info_t ei;
	pfm_event_attr_info_t ai;
	int i, umasks = 0;

	if (!event_info(idx, &ei))
		return;
	for (i = 0; i <= ei.nattrs; i++) {
		struct pfm_enc e = { 0 };
		char *name, *why = NULL;

		if (i < ei.nattrs) {
			if (!attr_info(idx, i, &ai) || ai.type != PFM_ATTR_UMASK)
				continue;
			umasks++;
			name = xasprintf("%s::%s:%s", model, ei.name, ai.name);
		} else if (umasks) {
			break;
		} else {
			name = xasprintf("%s::%s", model, ei.name);
		}
		if (pfm_encode(name, &e, &why))
			fn(strstr(name, "::") + 2, model, &e, NULL, ctx);
		else
			fn(strstr(name, "::") + 2, model, NULL, why, ctx);
		pfm_enc_free(&e);
		free(why);
		free(name);
	}
}

void pfm_each_event(pfm_event_fn fn, void *ctx)
{
	pfm_pmu_info_t info;
	pfm_pmu_t p;
	int idx;

	if (!pfm_ready())
		return;
	for (p = PFM_PMU_NONE; p < PFM_PMU_MAX; p++) {
		if (!pmu_info(p, &info) || !info.is_present || info.type != PFM_PMU_TYPE_CORE)
			continue;
		for (idx = info.first_event; idx != -1; idx = pfm_get_event_next(idx))
			event_each(idx, info.name, fn, ctx);
	}
}
