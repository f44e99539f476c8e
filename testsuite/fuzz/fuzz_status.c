/*
 * fuzz_status.c - what the loader reads from a running module (loader/):
 * the first byte picks the reader, the rest is its input.
 *   'd'  the data file: records (pmp_abi.h's header, then the payload)
 *        put back together and out (stream.c), their warnings in words,
 *        the globals' records as JSON and read for the result files
 *        (global_record.c) as the next byte's bits say
 *   's'  the stats file: its KEY VALUE lines and status lines read, the
 *        exit summary and the -t times printed (report.c)
 *   'c'  the control file: why start failed (report.c)
 *   else each line as one status line (status_line.c), and in words
 */
#include "fuzz_util.h"
#include "loader.h"

static FILE *devnull;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_quiet();
	devnull = fopen("/dev/null", "w");
	return 0;
}

static void lines(char *text)
{
	char *line = text, *nl;

	for (; line && *line; line = nl ? nl + 1 : NULL) {
		struct status_line l;
		size_t len = strcspn(line, "\n");
		char *copy = strndup(line, len);

		nl = line[len] ? line + len : NULL;
		if (status_line_read(line, len + (nl != NULL), &l)) {
			if (l.layout == STATUS_NONE || !l.tag || !l.buf)
				abort();   /* a line read says what it is */
			status_line_free(&l);
		}
		report_event_line(copy, "warning");
		free(copy);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct run_options opt = { 0 };
	char *text;

	if (!size || size > 1 << 20)
		return 0;
	if (data[0] == 'd') {
		struct stream s = { 0 };
		int fd = fuzz_fd(data + 1, size - 1);

		s.out = devnull;
		s.flight_recorder = size > 1 && (data[1] & 1);
		s.json = size > 1 && (data[1] & 2);
		s.collect_globals = size > 1 && (data[1] & 4);
		while (stream_drain(&s, fd))
			;
		close(fd);
		for (size_t i = 0; i < s.globals.len; i++) {
			global_record_free(VEC_AT(s.globals, i));
			free(VEC_AT(s.globals, i));
		}
		free(s.globals.items);
		free(s.buf);
		free(s.partial);
		ustack_free();
		return 0;
	}
	text = fuzz_string(data + 1, size - 1);
	if (data[0] == 's') {
		long st[PMP_NSTATS];

		stats_read(text, st);
		opt.timing = true;
		summarize(text, &opt, 0);
		opt.timing = false;
		opt.flight_recorder = true;
		summarize(text, &opt, 3);
	} else if (data[0] == 'c') {
		report_start_failure(text);
	} else {
		lines(text);
	}
	free(text);
	return 0;
}
