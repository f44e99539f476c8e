/*
 * fuzz_pmu_sysfs.c - the sysfs PMU reader (common/pmu_sysfs.c), over a
 * PMU dump (guest_dump.h's PMU part: "@@@ pmu PMU/FILE" records) as the
 * translator reads another kernel's: every PMU listed, its type, CPUs and
 * instances, every event resolved, and each format file and the input's
 * first line as terms.  A first line "#TERMS" gives terms to resolve each
 * PMU with ("#event=0x3c,umask=1").
 */
#include "common.h"
#include "fuzz_util.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_quiet();
	return 0;
}

static void resolve(struct pmu_source *src, const char *pmu, const char *event, const char *terms)
{
	struct pmu_attr a;
	char *why = NULL, *fit;
	int part;

	if (pmu_resolve(src, pmu, event, terms, &a, &why, &part)) {
		fit = pmu_fit_problem(&a, pmu, true, true);
		free(fit);
		pmu_attr_free(&a);
	} else if (!why) {
		abort();   /* a refusal always says why */
	}
	free(why);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fuzz_string(data, size), *terms = NULL, *p, *t;
	struct pmu_source src = { 0 };
	struct vec pmus = { 0 };
	size_t i, j;

	if (size > 65536) {
		free(text);
		return 0;
	}
	if (text[0] == '#') {
		terms = strndup(text + 1, strcspn(text + 1, "\n"));
		if (pmu_split_perf_name(terms, &p, &t)) {
			free(p);
			free(t);
		}
	}
	src.dump = text;
	pmu_names(&src, &pmus);
	for (i = 0; i < pmus.len && i < 16; i++) {
		const char *pmu = VEC_AT(pmus, i);
		struct vec events = { 0 }, inst = { 0 };
		struct pmu_attr a = { 0 };
		uint32_t type;
		char *why = NULL, *of;

		if (pmu_type(&src, pmu, &type, &why)) {
			of = pmu_of_type(&src, type);
			free(of);
		}
		free(why);
		why = NULL;
		if (pmu_placement(&src, pmu, &a, &why))
			pmu_attr_free(&a);
		free(why);
		pmu_instances(&src, pmu, &inst);
		vec_free_strings(&inst);
		pmu_event_names(&src, pmu, &events);
		resolve(&src, pmu, NULL, terms);
		for (j = 0; j < events.len && j < 32; j++)
			resolve(&src, pmu, VEC_AT(events, j), terms);
		vec_free_strings(&events);
	}
	vec_free_strings(&pmus);
	/* each record's text as a format file */
	for (p = strstr(text, "\n"); p && (p = strstr(p, "/format/")); p++) {
		char *nl = strchr(p, '\n'), *rec;
		int field;
		uint64_t mask, out;

		if (!nl)
			break;
		rec = strndup(nl + 1, strcspn(nl + 1, "\n"));
		if (pmu_parse_format(rec, &field, &mask) && !pmu_scatter(1, mask, &out) && mask)
			abort();   /* a mask with a bit always takes the value 1 */
		free(rec);
	}
	free(terms);
	free(text);
	return 0;
}
