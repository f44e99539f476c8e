/*
 * fuzz_guest_dump.c - the reader of a guest's dump (common/guest_dump.c):
 * any bytes as the whole of what DUMP_SCRIPT printed, split into its
 * parts as main.c does, then every tracepoint listed and its format read
 * (tp_format.c), every PMU file's record found (pmu_sysfs.c), the BTF's
 * part decoded (base64, then gzip; libbpf's own reading of the bytes is
 * not fuzzed here) and the function names read (ksyms.c) as the
 * translator does when it translates for that kernel.
 */
#include "common.h"
#include "fuzz_util.h"
#include "guest_dump.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_quiet();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *formats, *pmus, *why, *btf;
	size_t btf_len;
	struct tp_source tp = { 0 };
	struct pmu_source pmu = { 0 };
	struct ksym_source ks = { .what = "the dump" };
	struct vec names = { 0 }, keys = { 0 };
	size_t i;

	if (size > 1 << 18)
		return 0;
	if (!dump_split((const char *)data, size, &formats, &pmus, &why)) {
		if (!why)
			abort();   /* a refusal always says why */
		free(why);
		return 0;
	}
	if (dump_take_btf(pmus, &btf, &btf_len, &why)) {
		if (!btf || why)
			abort();   /* decoded: bytes, and no reason */
	} else if (btf) {
		abort();           /* refused: no bytes */
	}
	free(btf);
	free(why);
	ks.text = dump_take_ksyms(pmus);
	if (!dump_part_ok(formats, false) || (*pmus && !dump_part_ok(pmus, true)))
		abort();           /* what it split off, the cache takes back */
	if (ks.text && ksyms_ready(&ks)) {
		/* sorted and unique, each found again */
		for (i = 0; i < ks.names.len; i++)
			if ((i && strcmp(VEC_AT(ks.names, i - 1), VEC_AT(ks.names, i)) >= 0) ||
			    !ksyms_has(&ks, VEC_AT(ks.names, i)))
				abort();
	}
	free(ks.text);
	free(ks.why);
	vec_free_strings(&ks.names);
	vec_free_strings(&ks.mods);
	tp.dump = formats;
	tp_names(&tp, "*", "*", &names);
	for (i = 0; i < names.len && i < 32; i++) {
		char *sn = VEC_AT(names, i), *colon = strchr(sn, ':');
		struct tp_format f;
		char *w = NULL;

		*colon = '\0';
		if (!tp_format_load(&tp, sn, colon + 1, &f, &w) && !w)
			abort();
		tp_format_free(&f);
		free(w);
	}
	vec_free_strings(&names);
	dump_keys(pmus, DUMP_PMU_KEY, &keys);
	for (i = 0; i < keys.len && i < 64; i++) {
		char *k = xasprintf(DUMP_PMU_KEY "%s", (char *)VEC_AT(keys, i)), *r = dump_record(pmus, k);

		if (!r)
			abort();   /* a key it listed has a record */
		free(r);
		free(k);
	}
	vec_free_strings(&keys);
	pmu.dump = pmus;
	pmu_names(&pmu, &names);
	vec_free_strings(&names);
	free(formats);
	free(pmus);
	return 0;
}
