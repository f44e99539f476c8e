/*
 * pmuload.c - the sysfs PMU events of a module (perf.pmu("PMU")...,
 * perf.event("PMU/TERMS/")), resolved where the module is loaded: the
 * PMU's type, its format/ and events/ files and its cpumask are read on
 * this machine (common/pmu_sysfs.c, as the translator reads them when it
 * translates for the running kernel) and passed to the module as its
 * pmu_* parameters (pmp_abi.h).  A module built for another kernel or
 * another machine so runs with this machine's encodings, or does not
 * load, with one line per point saying where it is and what differs.
 * A perf.pfm point comes encoded by the translator's libpfm4, or is
 * encoded here by this machine's (common/pfm.c) when the translator could
 * not (another architecture or machine); either encoding is checked
 * against this machine -- architecture, a CPU PMU for a raw event, CPU
 * vendor, the encoding of the same name by this machine's model where
 * libpfm4 knows it, the PMU its type names -- and passed on the same way.
 */
#include <linux/perf_event.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "loader.h"
#include "pmp_abi.h"

struct pmu_entry {
	char *field[PMP_PMU_NFIELDS];
	bool ok;
	struct pmu_attr a;
};

/* Splits LINE (its tabs become NULs) into E's fields; false if damaged. */
static bool split_entry(char *line, struct pmu_entry *e)
{
	int i;

	for (i = 0; i < PMP_PMU_NFIELDS; i++) {
		e->field[i] = line;
		line = strchr(line, '\t');
		if (i < PMP_PMU_NFIELDS - 1) {
			if (!line)
				return false;
			*line++ = '\0';
		}
	}
	return true;
}

/* This machine's x86 CPU vendor ("GenuineIntel") from ROOT/proc/cpuinfo,
 * or NULL when it does not say. */
static char *cpu_vendor(const char *root)
{
	char *path = xasprintf("%s/proc/cpuinfo", root), *text = NULL, *v, *vendor = NULL;
	size_t len;

	if (read_file(path, &text, &len) && (v = strstr(text, "vendor_id")) &&
	    (v = strchr(v, ':'))) {
		v += strspn(v, ": \t");
		vendor = xstrndup(v, strcspn(v, " \t\n"));
	}
	free(text);
	free(path);
	return vendor;
}

/* Does this machine have a CPU PMU, the one a raw (type 4) event opens
 * on: x86's cpu (cpu_core, cpu_atom on hybrids) or arm's armv*? */
static bool has_cpu_pmu(const char *root)
{
	struct pmu_source src = { .root = root };

	return pmu_source_has_cpu_pmu(&src);
}

/* A perf.pfm point's encoding, the translator's or, for "load NAME",
 * this machine's libpfm4's (common/pfm.c), into TYPE, C, ARCH, MODEL and
 * *NAME (the translator's: the name as written, to encode again here;
 * NULL for "load NAME"); NULL, or why not. */
static char *pfm_encoding(const char *field, unsigned *type, unsigned long long c[3],
			  char arch[32], char model[64], const char **name)
{
	struct pfm_enc enc;
	char *why = NULL;
	int n = -1;

	*name = NULL;
	if (!strncmp(field, "load ", 5)) {
		if (!pfm_encode(field + 5, &enc, &why))
			return why;
		/* the module's modes were fixed when it was built */
		if (enc.exclude_user || enc.exclude_kernel) {
			pfm_enc_free(&enc);
			return xstrdup("libpfm4's :u or :k cannot take effect in a name encoded at load time: use .user or .kernel");
		}
		*type = enc.type;
		memcpy(c, enc.config, sizeof(enc.config));
		snprintf(arch, 32, "%s", pfm_arch);
		snprintf(model, 64, "%s", enc.model);
		pfm_enc_free(&enc);
		return NULL;
	}
	if (sscanf(field, "%u %llx %llx %llx %31s %63s %n", type, &c[0], &c[1], &c[2], arch,
		   model, &n) != 6 || n < 0 || !field[n] || strchr(field + n, ' '))
		return xasprintf("its libpfm4 encoding '%s' is damaged", field);
	*name = field + n;
	return NULL;
}

/*
 * Two models of one vendor may encode a name differently (ARITH:
 * DIVIDER_ACTIVE is 0x1000114 on skl and 0x1000914 on icl), or one may
 * not have it: where this machine's libpfm4 knows its model (a VM often
 * gives none), NAME, encoded by the translator for MODEL as TYPE and C,
 * is encoded again here and must come out the same.  NULL, or why not.
 */
static char *pfm_same_here(const char *name, const char *model, unsigned type,
			   const unsigned long long c[3])
{
	struct pfm_enc here;
	char *why = pfm_no_model();

	if (why) {
		free(why);
		return NULL;
	}
	if (!pfm_encode(name, &here, &why)) {
		char *w = xasprintf("libpfm4 encoded it for model %s; this machine's model cannot encode it: %s",
				    model, why);

		free(why);
		return w;
	}
	if (strcmp(here.model, model) && (here.type != type || here.config[0] != c[0] ||
					  here.config[1] != c[1] || here.config[2] != c[2]))
		why = xasprintf("libpfm4 encoded it for model %s as type %u config 0x%llx config1 0x%llx config2 0x%llx; this machine's model %s encodes it as type %u config 0x%llx config1 0x%llx config2 0x%llx: translate the script for this machine (or with %s=%s)",
				model, type, c[0], c[1], c[2], here.model, here.type,
				(unsigned long long)here.config[0], (unsigned long long)here.config[1],
				(unsigned long long)here.config[2], PFM_FORCE_VAR, here.model);
	pfm_enc_free(&here);
	return why;
}

/* A perf.pfm point's encoding into E->a, checked against this machine;
 * NULL, or why it does not fit. */
static char *pfm_check(struct pmu_entry *e, const char *root)
{
	unsigned long long c[3];
	char arch[32], model[64], *vendor, *why;
	const char *want, *name;
	struct utsname u;
	unsigned type, here;

	if ((why = pfm_encoding(e->field[PMP_PMU_PFM], &type, c, arch, model, &name)))
		return why;
	if (uname(&u) || strcmp(u.machine, arch))
		return xasprintf("libpfm4 encoded it for an %s CPU (model %s), and this machine is %s",
				 arch, model, u.machine);
	if (type == PERF_TYPE_RAW && !has_cpu_pmu(root))
		return xasprintf("libpfm4 encoded it as a raw event (type 4) of the CPU's PMU (model %s), and this machine has no CPU PMU (no cpu or armv* PMU in /sys/bus/event_source/devices)",
				 model);
	/* libpfm4's perf and perf_raw models are the kernel's generic events
	 * and raw configs, of no vendor */
	want = !strncmp(model, "amd64_", 6) ? "AuthenticAMD" : "GenuineIntel";
	vendor = !strcmp(arch, "x86_64") && strcmp(model, "perf") && strcmp(model, "perf_raw") ?
		 cpu_vendor(root) : NULL;
	if (vendor && strcmp(vendor, want) && !(!strcmp(vendor, "HygonGenuine") && want[0] == 'A'))
		why = xasprintf("libpfm4 encoded it for model %s (%s), and this machine's CPU is %s",
				model, want, vendor);
	free(vendor);
	if (why || (name && (why = pfm_same_here(name, model, type, c))))
		return why;
	if (type >= PERF_TYPE_MAX) {
		struct pmu_source src = { .root = root };
		char *pmu = *e->field[PMP_PMU_NAME] ? xstrdup(e->field[PMP_PMU_NAME]) :
			    pmu_of_type(&src, type);

		if (!pmu)
			return xasprintf("libpfm4 encoded it for a PMU of type %u, and this machine has none",
					 type);
		if (!pmu_type(&src, pmu, &here, &why) ||
		    (here != type && (why = xasprintf("libpfm4 encoded it for PMU %s as type %u, and that PMU is type %u here",
						       pmu, type, here))) ||
		    !pmu_placement(&src, pmu, &e->a, &why)) {
			free(pmu);
			return why;
		}
		e->a.pmu = pmu;
	}
	e->a.type = type;
	memcpy(e->a.config, c, sizeof(c));
	return NULL;
}

/* A point's PMU name stood for N instances where it was translated (a
 * point each, FIELD "NAME N"): it must stand for as many here; NULL, or
 * why not. */
static char *same_instances(struct pmu_source *src, const char *field)
{
	const char *sp = strrchr(field, ' ');
	struct vec inst = { 0 };
	char *name, *why = NULL, *end;
	unsigned long n;

	if (!*field)
		return NULL;
	n = sp ? strtoul(sp + 1, &end, 10) : 0;
	if (!sp || !n || *end)
		return xasprintf("its PMU instance count '%s' is damaged", field);
	name = xstrndup(field, (size_t)(sp - field));
	pmu_instances(src, name, &inst);
	if (inst.len != n)
		why = xasprintf("PMU name '%s' stood for %lu PMUs where the script was translated, a probe point each, and stands for %zu here: translate the script for this machine",
				name, n, inst.len);
	vec_free_strings(&inst);
	free(inst.items);
	free(name);
	return why;
}

/* One point resolved into E->a; false after its error.  An optional
 * point that does not resolve is skipped, with a warning. */
static bool resolve_entry(struct pmu_entry *e, const char *root)
{
	const char *ev = e->field[PMP_PMU_EVENT], *terms = e->field[PMP_PMU_TERMS];
	struct pmu_source src = { .root = root };
	bool optional = !strcmp(e->field[PMP_PMU_OPTIONAL], "1");
	char *why = NULL;
	int part;

	if (*e->field[PMP_PMU_PFM])
		why = pfm_check(e, root);
	else if (pmu_resolve(&src, e->field[PMP_PMU_NAME], *ev ? ev : NULL,
			     *terms ? terms : NULL, &e->a, &why, &part))
		why = same_instances(&src, e->field[PMP_PMU_INSTANCES]);
	if (!why)
		why = pmu_fit_problem(&e->a, e->a.pmu ? e->a.pmu : e->field[PMP_PMU_NAME],
				      !strcmp(e->field[PMP_PMU_SAMPLING], "1"),
				      !strcmp(e->field[PMP_PMU_PROCESS], "1"));
	if (!why)
		return true;
	pmu_attr_free(&e->a);
	fprintf(stderr, "pmprobe: %s: %s: %s%s: %s (%s at load time, on this machine)\n",
		e->field[PMP_PMU_WHERE], optional ? "warning" : "error",
		e->field[PMP_PMU_POINT], optional ? "? skipped" : "", why,
		!*e->field[PMP_PMU_PFM] ? "resolved" :
		!strncmp(e->field[PMP_PMU_PFM], "load ", 5) ? "encoded" : "checked");
	free(why);
	if (!optional)
		return false;
	e->a.type = PMP_PMU_TYPE_SKIP;
	return true;
}

/* The CPU lists, when some PMU has one: "pmu_cpus=0;;2-3". */
static bool put_cpus(const struct pmu_entry *by_index, size_t n, struct buf *p)
{
	struct buf c;
	bool any = false, ok = true;
	size_t i;

	buf_init(&c);
	for (i = 0; i < n; i++) {
		buf_printf(&c, "%s%s", i ? PMP_PMU_CPUS_SEP : "",
			   by_index[i].a.cpus ? by_index[i].a.cpus : "");
		any |= by_index[i].a.cpus != NULL;
	}
	if (c.len >= PMP_PMU_CPUS_LEN) {
		fprintf(stderr, "pmprobe: the sysfs PMUs' CPU lists take %zu bytes, more than the module's %d\n",
			c.len, PMP_PMU_CPUS_LEN - 1);
		ok = false;
	} else if (any) {
		buf_printf(p, " " PMP_STR(PMP_PARAM_PMU_CPUS) "=%s", c.data);
	}
	buf_free(&c);
	return ok;
}

bool pmu_load_params(const struct module_info *mi, const char *root, struct buf *p)
{
	size_t n = mi->pmus.len, i, k;
	struct pmu_entry *by_index;
	static const char *const names[] = {
		PMP_STR(PMP_PARAM_PMU_CONFIG), PMP_STR(PMP_PARAM_PMU_CONFIG1),
		PMP_STR(PMP_PARAM_PMU_CONFIG2),
	};
	bool ok = true;

	if (!n)
		return true;
	if (n > PMP_PMU_MAX) {
		fprintf(stderr, "pmprobe: the module has %zu sysfs PMU and libpfm4 events, more than %d\n",
			n, PMP_PMU_MAX);
		return false;
	}
	/* .modinfo keeps no order: each entry says its index. */
	by_index = xcalloc(n, sizeof(*by_index));
	for (i = 0; i < n; i++) {
		char *line = xstrdup(VEC_AT(mi->pmus, i));
		struct pmu_entry e = { 0 };
		size_t idx = 0;

		if (!split_entry(line, &e) || !modinfo_index(e.field[PMP_PMU_INDEX], n, &idx) ||
		    by_index[idx].field[0]) {
			fprintf(stderr, "pmprobe: the module's sysfs PMU list is damaged ('%s')\n",
				(char *)VEC_AT(mi->pmus, i));
			free(line);
			ok = false;
			continue;
		}
		by_index[idx] = e;
		by_index[idx].ok = resolve_entry(&by_index[idx], root);
		ok &= by_index[idx].ok;
	}
	if (ok) {
		buf_printf(p, " " PMP_STR(PMP_PARAM_PMU_TYPE) "=");
		for (i = 0; i < n; i++)
			buf_printf(p, "%s%u", i ? "," : "", by_index[i].a.type);
		for (k = 0; k < 3; k++) {
			buf_printf(p, " %s=", names[k]);
			for (i = 0; i < n; i++)
				buf_printf(p, "%s0x%llx", i ? "," : "",
					   (unsigned long long)by_index[i].a.config[k]);
		}
		ok = put_cpus(by_index, n, p);
	}
	for (i = 0; i < n; i++) {
		free(by_index[i].field[0]);
		pmu_attr_free(&by_index[i].a);
	}
	free(by_index);
	return ok;
}

/* "cpu_atom (type 10, CPUs 16-23), cpu_core (...)" of LINES
 * (PMP_CORE_FMT's, sorted), or "none". */
static char *cores_in_words(const struct vec *lines)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	for (i = 0; i < lines->len; i++) {
		char *l = xstrdup(VEC_AT(*lines, i)), *type = strchr(l, '\t'), *cpus;

		cpus = type ? strchr(type + 1, '\t') : NULL;
		if (cpus) {
			*type++ = *cpus++ = '\0';
			buf_printf(&b, "%s%s (type %s, CPUs %s)", i ? ", " : "", l, type, cpus);
		} else {
			buf_printf(&b, "%s%s", i ? ", " : "", l);
		}
		free(l);
	}
	if (!lines->len)
		buf_puts(&b, "none");
	return buf_steal(&b);
}

static int cmp_line(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

bool core_types_match(const struct module_info *mi, const char *root)
{
	struct pmu_source src = { .root = root };
	struct vec here = { 0 }, want = { 0 }, types = { 0 };
	char *why = NULL, *a, *b;
	bool same;
	size_t i;

	if (!mi->cores.len)
		return true;
	if (!pmu_core_types(&src, &types, &why)) {
		fprintf(stderr, "pmprobe: the script was translated for a hybrid machine, and this one's core PMUs cannot be read: %s\n",
			why);
		free(why);
		return false;
	}
	for (i = 0; i < types.len; i++) {
		const struct pmu_core_type *t = VEC_AT(types, i);

		vec_push(&here, xasprintf(PMP_CORE_FMT, t->name, t->type, t->cpus));
	}
	for (i = 0; i < mi->cores.len; i++)
		vec_push(&want, xstrdup(VEC_AT(mi->cores, i)));
	qsort(want.items, want.len, sizeof(void *), cmp_line);
	same = here.len == want.len;
	for (i = 0; same && i < here.len; i++)
		same = !strcmp(VEC_AT(here, i), VEC_AT(want, i));
	if (!same) {
		a = cores_in_words(&want);
		b = cores_in_words(&here);
		fprintf(stderr, "pmprobe: the script was translated for a hybrid machine whose generic events open on core types %s; %s%s: translate it for this machine\n",
			a, here.len ? "this machine's are " : "this machine is not hybrid", here.len ? b : "");
		free(a);
		free(b);
	}
	pmu_core_types_free(&types);
	vec_free_strings(&here);
	vec_free_strings(&want);
	free(here.items);
	free(want.items);
	return same;
}
