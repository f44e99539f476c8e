/*
 * fuzz_pfm.c - libpfm4 event names as pmprobe handles them
 * (common/pfm.c): any bytes as the name of a perf.pfm point, checked and
 * encoded for the model LIBPFM_FORCE_PMU names (skl unless set), as pass
 * 2 and the loader do; what is refused must say why, and what is encoded
 * must name its model.
 */
#include "common.h"
#include "fuzz_util.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_quiet();
	setenv(PFM_FORCE_VAR, getenv(PFM_FORCE_VAR) ? getenv(PFM_FORCE_VAR) : "skl", 1);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *name, *why = NULL;
	struct pfm_enc e;

	if (size > 1024)
		return 0;
	name = fuzz_string(data, size);
	free(pfm_bad_name(name));
	if (pfm_encode(name, &e, &why)) {
		if (!e.model || !e.full)
			abort();
		pfm_enc_free(&e);
	} else if (!why) {
		abort();           /* a refusal always says why */
	}
	free(why);
	free(name);
	return 0;
}
