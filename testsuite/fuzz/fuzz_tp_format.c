/*
 * fuzz_tp_format.c - the tracepoint format reader (common/tp_format.c):
 * any bytes as an events/SUBSYS/NAME/format file, then every field of
 * what it accepts looked up and classed as pass 2 and the loader do.
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tp_format f = { 0 };
	char *text = fuzz_string(data, size), *why = NULL;
	size_t i;

	if (tp_parse(text, &f, &why)) {
		for (i = 0; i < f.fields.len; i++) {
			const struct tp_field *fl = VEC_AT(f.fields, i);

			if (tp_field_find(&f, fl->name) == NULL)
				abort();   /* a field it read must be found by its name */
			(void)tp_class_name(fl->cls);
			if (fl->cls == TP_STRING && !fl->size && !fl->data_loc)
				abort();   /* a string of no bytes */
		}
	} else if (!why) {
		abort();           /* a refusal always says why */
	}
	tp_format_free(&f);
	free(why);
	free(text);
	return 0;
}
