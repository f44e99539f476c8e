/*
 * pfm.c - vendor event names through libpfm4: perf.pfm("NAME:MODS"), and
 * the -l lines of the libpfm4 model's events.  The only file that calls
 * libpfm4.
 *
 * Where it resolves: here, in pass 2, on the machine that translates.
 * libpfm4 encodes for the CPU model it detects, or for the one named by
 * LIBPFM_FORCE_PMU (its own variable: "skl", "amd64_fam17h", ...), so a
 * point resolves only when the module is for this machine (no -r, no
 * --vm) or when a model is forced; anything else is a located error that
 * says so.  The encoding (type, config, config1, config2) reaches the
 * module as the sysfs points' does: a .modinfo line the loader reads and
 * passes on as the pmu_* module parameters, after checking it against
 * the loading machine (loader/pmuload.c: its architecture, its CPU
 * vendor, and that the PMU the type names exists there), so the loader
 * needs no libpfm4.
 *
 * libpfm4's modifiers are its own (":u", ":k", ":c=2", ":i", ":e", ...):
 * ":u" and ":k" become exclude_kernel and exclude_user, and combine with
 * pmprobe's .user and .kernel (a point that would count neither mode is
 * an error); the modifiers that set what a pmprobe point sets otherwise
 * or not at all (period, freq, precise, excl, pinned, mg, mh, cpu,
 * hw_smpl) are refused, naming pmprobe's way where it has one.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "internal.h"

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

#define FORCE_VAR "LIBPFM_FORCE_PMU"

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

/* Why there is no model to encode for here, or NULL when there is one;
 * FOR_HERE: the module is for this machine. */
static char *no_model(bool for_here)
{
	const char *forced = getenv(FORCE_VAR);
	char *names, *why;

	if (!pfm_ready())
		return xstrdup(pfm_init_error);
	if (!forced && !for_here)
		return xasprintf("perf.pfm names resolve with libpfm4 for this machine's CPU, and the module is for another machine (-r, --vm): set %s to the target CPU's libpfm4 model (pmprobe -l 'pfm.*' lists a model's events)",
				 FORCE_VAR);
	if (core_model())
		return NULL;
	names = model_names();
	if (forced)
		why = xasprintf("%s=%s: libpfm4 has no such CPU model (its %s models: %s)",
				FORCE_VAR, forced, PFM_ARCH, names);
	else
		why = xasprintf("libpfm4 detects no CPU PMU model on this machine (a virtual machine often has none): set %s to a model to encode for (its %s models: %s)",
				FORCE_VAR, PFM_ARCH, names);
	free(names);
	return why;
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
			if (strlen(refused[i].mod) == n && !strncmp(s, refused[i].mod, n)) {
				*hint = xstrdup(refused[i].hint);
				return refused[i].mod;
			}
		s = strchr(s, ':');
	}
	return NULL;
}

/* The attributes (umasks and modifiers) of event IDX, by kind, as
 * "A, B". */
static void attr_names(int idx, struct buf *umasks, struct buf *mods)
{
	pfm_event_info_t ei;
	pfm_event_attr_info_t ai;
	int i;

	memset(&ei, 0, sizeof(ei));
	ei.size = sizeof(ei);
	if (pfm_get_event_info(idx, PFM_OS_PERF_EVENT_EXT, &ei) != PFM_SUCCESS)
		return;
	for (i = 0; i < ei.nattrs; i++) {
		struct buf *b = umasks;

		memset(&ai, 0, sizeof(ai));
		ai.size = sizeof(ai);
		if (pfm_get_event_attr_info(idx, i, PFM_OS_PERF_EVENT_EXT, &ai) != PFM_SUCCESS)
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

	memset(&ei, 0, sizeof(ei));
	ei.size = sizeof(ei);
	if (pfm_get_event_info(idx, PFM_OS_PERF_EVENT_EXT, &ei) != PFM_SUCCESS)
		return false;
	for (i = 0; i < ei.nattrs; i++) {
		memset(&ai, 0, sizeof(ai));
		ai.size = sizeof(ai);
		if (pfm_get_event_attr_info(idx, i, PFM_OS_PERF_EVENT_EXT, &ai) == PFM_SUCCESS &&
		    strlen(ai.name) == len && !strncasecmp(ai.name, attr, len)) {
			*desc = ai.desc;
			return true;
		}
	}
	return false;
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
		why = xasprintf("libpfm4's model %s has no event '%s' (pmprobe -l 'pfm.*' lists them)",
				core_model(), base);
		free(base);
		return why;
	}
	buf_init(&u);
	buf_init(&m);
	buf_init(&vals);
	attr_names(idx, &u, &m);
	for (; p && !why; p = strchr(p + 1, ':')) {
		size_t n = strcspn(p + 1, ":="), all = strcspn(p + 1, ":");

		if (!has_attr(idx, p + 1, n, &desc))
			why = xasprintf("event %s has no umask or modifier '%.*s' (umasks: %s; modifiers: %s)",
					base, (int)n, p + 1, u.len ? u.data : "none", m.data ? m.data : "none");
		else if (all > n || p[1 + n] == '\0')
			buf_printf(&vals, "%s%.*s: %s", vals.len ? "; " : "", (int)n, p + 1, desc);
	}
	if (!why && rc == PFM_ERR_UMASK)
		why = xasprintf("event %s needs a umask: one of %s", base, u.len ? u.data : "none");
	else if (!why && rc == PFM_ERR_ATTR_VAL)
		why = xasprintf("'%s': a modifier's value is missing or out of range (%s)", name,
				vals.len ? vals.data : m.data ? m.data : "");
	else if (!why)
		why = xasprintf("libpfm4 (model %s): '%s': %s", core_model(), name, pfm_strerror(rc));
	buf_free(&u);
	buf_free(&m);
	buf_free(&vals);
	free(base);
	return why;
}

/* NAME encoded into A and *FULL (libpfm4's name with every modifier),
 * *MODEL its PMU's; false with *WHY. */
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
	memset(&ei, 0, sizeof(ei));
	ei.size = sizeof(ei);
	*model = pfm_get_event_info(arg.idx, PFM_OS_PERF_EVENT_EXT, &ei) == PFM_SUCCESS &&
		 pmu_info(ei.pmu, &pi) ? pi.name : "?";
	*full = xstrdup(fstr);
	free(fstr);
	return true;
}

/* The sysfs PMU on this machine whose type is TYPE, or NULL. */
static char *sysfs_pmu_of_type(uint32_t type)
{
	struct vec names = { 0 };
	char *found = NULL;
	size_t i;

	pmu_names("", &names);
	for (i = 0; i < names.len && !found; i++) {
		uint32_t t;
		char *why = NULL;

		if (pmu_type("", VEC_AT(names, i), &t, &why) && t == type)
			found = xstrdup(VEC_AT(names, i));
		free(why);
	}
	vec_free_strings(&names);
	free(names.items);
	return found;
}

bool pfm_point_resolve(struct event *ev, const struct tr_options *opt)
{
	struct perf_event_attr a;
	const char *s, *mod, *model;
	char *why, *hint, *full;

	for (s = ev->pfm; *s; s++)
		if ((unsigned char)*s <= 0x20 || *s == 0x7f || *s == '"' || *s == '\\')
			break;
	if (!ev->pfm[0] || *s) {
		error_at(ev->pmu_loc[0], "'%s' is not a libpfm4 event name (EVENT:UMASK:MODIFIER..., no spaces)",
			 ev->pfm);
		return false;
	}
	ev->event_name = xasprintf("pfm:%s", ev->pfm);
	why = no_model(!opt->target_machine && opt->pfm_here);
	if (!why && opt->target_machine && strcmp(opt->target_machine, PFM_ARCH))
		why = xasprintf("this pmprobe's libpfm4 encodes for %s CPUs only, and the target kernel is %s",
				PFM_ARCH, opt->target_machine);
	if (!why && (mod = refused_modifier(ev->pfm, &hint))) {
		why = xasprintf("libpfm4's modifier ':%s' is not taken: %s", mod, hint);
		free(hint);
	}
	if (why || !encode(ev->pfm, &a, &full, &model, &why)) {
		error_at(ev->pmu_loc[0], "%s", why);
		free(why);
		return false;
	}
	if (a.type >= PERF_TYPE_MAX) {
		ev->pmu = sysfs_pmu_of_type(a.type);
		if (!ev->pmu) {
			error_at(ev->pmu_loc[0], "libpfm4 encodes '%s' for PMU type %u, which no PMU in /sys/bus/event_source/devices has",
				 ev->pfm, a.type);
			free(full);
			return false;
		}
	} else {
		ev->pmu = xstrdup("");
	}
	ev->pfm_full = full;
	ev->pfm_model = xstrdup(model);
	ev->pfm_forced = getenv(FORCE_VAR) != NULL;
	ev->pfm_exclude_user = a.exclude_user;
	ev->pfm_exclude_kernel = a.exclude_kernel;
	ev->type = a.type;
	ev->config = a.config;
	ev->pmu_attr.type = a.type;
	ev->pmu_attr.config[0] = a.config;
	ev->pmu_attr.config[1] = a.config1;
	ev->pmu_attr.config[2] = a.config2;
	ev->pmu_resolved = true;
	return true;
}

bool pfm_point_modes(struct event *ev)
{
	ev->exclude_user |= ev->pfm_exclude_user;
	ev->exclude_kernel |= ev->pfm_exclude_kernel;
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

	return xasprintf(PMP_PFM_ENCODING_FMT, a->type, (unsigned long long)a->config[0],
			 (unsigned long long)a->config[1], (unsigned long long)a->config[2],
			 PFM_ARCH, ev->pfm_model);
}

void pfm_point_print(struct buf *b, const struct event *ev)
{
	const struct pmu_attr *a = &ev->pmu_attr;

	buf_printf(b, "perf pfm=%s model=%s%s type=%u (%s) config=0x%llx config1=0x%llx config2=0x%llx",
		   ev->pfm, ev->pfm_model, ev->pfm_forced ? " (" FORCE_VAR ")" : "", a->type,
		   *ev->pmu ? ev->pmu : a->type == PERF_TYPE_RAW ? "raw" : "generic",
		   (unsigned long long)a->config[0],
		   (unsigned long long)a->config[1], (unsigned long long)a->config[2]);
	buf_printf(b, " (libpfm4: %s)", ev->pfm_full);
}

/* ---------------------------------------------------------------- -l */

/* One line per event and umask of the model's PMUs, as perf.pfm takes
 * them ("INST_RETIRED:ANY_P"); an event without umasks alone. */
static void event_lines(int idx, const char *model, struct vec *out)
{
	pfm_event_info_t ei;
	pfm_event_attr_info_t ai;
	int i, umasks = 0;

	memset(&ei, 0, sizeof(ei));
	ei.size = sizeof(ei);
	if (pfm_get_event_info(idx, PFM_OS_PERF_EVENT_EXT, &ei) != PFM_SUCCESS)
		return;
	for (i = 0; i <= ei.nattrs; i++) {
		struct pmu_line *l;
		struct perf_event_attr a;
		char *name, *full, *why;
		const char *m;

		if (i < ei.nattrs) {
			memset(&ai, 0, sizeof(ai));
			ai.size = sizeof(ai);
			if (pfm_get_event_attr_info(idx, i, PFM_OS_PERF_EVENT_EXT, &ai) != PFM_SUCCESS ||
			    ai.type != PFM_ATTR_UMASK)
				continue;
			umasks++;
			name = xasprintf("%s::%s:%s", model, ei.name, ai.name);
		} else if (umasks) {
			break;
		} else {
			name = xasprintf("%s::%s", model, ei.name);
		}
		l = xcalloc(1, sizeof(*l));
		l->name = xasprintf("perf.pfm(\"%s\")", strstr(name, "::") + 2);
		l->alias = xasprintf("pfm.%s", strstr(name, "::") + 2);
		l->kind = "[libpfm4 event]";
		if (encode(name, &a, &full, &m, &why)) {
			l->avail = xasprintf("model %s: type %u, config 0x%llx%s", model, a.type,
					     (unsigned long long)a.config, a.config1 ? " (and config1)" : "");
			free(full);
		} else {
			l->avail = xasprintf("model %s: needs a modifier (%s)", model, why);
			free(why);
		}
		free(name);
		vec_push(out, l);
	}
}

void pfm_point_lines(const struct tr_options *opt, struct vec *out)
{
	pfm_pmu_info_t info;
	pfm_pmu_t p;
	char *why = no_model(opt->pfm_here);
	int idx;

	if (why) {
		struct pmu_line *l = xcalloc(1, sizeof(*l));

		l->name = xstrdup("perf.pfm(\"EVENT:UMASK:MODS\")");
		l->alias = xstrdup("pfm.EVENT:UMASK");
		l->kind = "[libpfm4 event]";
		l->avail = why;
		vec_push(out, l);
		return;
	}
	for (p = PFM_PMU_NONE; p < PFM_PMU_MAX; p++) {
		if (!pmu_info(p, &info) || !info.is_present || info.type != PFM_PMU_TYPE_CORE)
			continue;
		for (idx = info.first_event; idx != -1; idx = pfm_get_event_next(idx))
			event_lines(idx, info.name, out);
	}
}
