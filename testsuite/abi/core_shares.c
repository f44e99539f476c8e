/*
 * core_shares.c - a generic event's split by core type on a hybrid
 * machine, from status lines written as the runtime writes them
 * (pmp_abi.h's PMP_LINE_FMT for a counter line and its core lines):
 * the exit report's line (core_shares_print) and -f json's stats line
 * (json_stats) must give the sum and each core type's count and share,
 * a multiplexed core type scaled by enabled/running, and a counter line
 * with no core lines nothing of the kind.  No hybrid machine is at hand,
 * so the runtime's side is the format alone.  Exit status 0 when all
 * agree; each disagreement is one line on stderr.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "loader.h"
#include "pmp_abi.h"

static int failures;

static void expect(const char *what, const char *text, const char *want)
{
	if (!strstr(text, want)) {
		fprintf(stderr, "%s: [%s] lacks [%s]\n", what, text, want);
		failures++;
	}
}

static void refuse(const char *what, const char *text, const char *not)
{
	if (strstr(text, not)) {
		fprintf(stderr, "%s: [%s] has [%s]\n", what, text, not);
		failures++;
	}
}

/* The stats text: probe 0 hybrid (cpu_core running half its enabled
 * time: multiplexed), probe 1 not. */
static char *stats_text(void)
{
	struct pmp_counter_line c = {
		.index = 0, .count = 1150, .enabled_ns = 2000000000ULL,
		.running_ns = 2000000000ULL, .perf_type = 0, .where = "h.pp:1:7",
		.point = "perf.cycles.counter",
	};
	struct pmp_core_line k1 = {
		.index = 0, .core = "cpu_atom", .pmu_type = 10, .count = 300,
		.enabled_ns = 1000000000ULL, .running_ns = 1000000000ULL,
	};
	struct pmp_core_line k2 = {
		.index = 0, .core = "cpu_core", .pmu_type = 4, .count = 350,
		.enabled_ns = 1000000000ULL, .running_ns = 500000000ULL,
	};
	struct pmp_counter_line d = c;
	char *t;
	size_t n;
	FILE *f = open_memstream(&t, &n);

	d.index = 1;
	d.point = "perf.cpu_clock.counter";
	d.perf_type = 1;
	fprintf(f, "state stopped\n");
	fprintf(f, PMP_LINE_FMT(COUNTER), PMP_LINE_ARGS(COUNTER, PMP_LINE_COUNTER, c));
	fprintf(f, PMP_LINE_FMT(CORE), PMP_LINE_ARGS(CORE, PMP_LINE_CORE, k1));
	fprintf(f, PMP_LINE_FMT(CORE), PMP_LINE_ARGS(CORE, PMP_LINE_CORE, k2));
	fprintf(f, PMP_LINE_FMT(COUNTER), PMP_LINE_ARGS(COUNTER, PMP_LINE_COUNTER, d));
	fclose(f);
	return t;
}

/* What core_shares_print says for the counter line at P, read back. */
static char *report_of(const char *p)
{
	struct status_line l;
	char *out = NULL;
	size_t n = 0;
	FILE *tmp = tmpfile();
	int saved = dup(2);

	if (!tmp || saved < 0 || !status_line_read(p, strcspn(p, "\n"), &l)) {
		fprintf(stderr, "cannot set up the report\n");
		exit(1);
	}
	fflush(stderr);
	dup2(fileno(tmp), 2);
	core_shares_print(p, &l.counter);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	status_line_free(&l);
	out = calloc(1, 4096);
	rewind(tmp);
	n = fread(out, 1, 4095, tmp);
	out[n] = '\0';
	fclose(tmp);
	return out;
}

int main(void)
{
	char *stats = stats_text(), *json, *r0, *r1;
	const char *c1 = strchr(stats, '\n') + 1, *c2 = strstr(stats, "\n" PMP_LINE_COUNTER "\t1") + 1;
	size_t n;
	FILE *f = open_memstream(&json, &n);

	/* cpu_atom 300; cpu_core 350 in half its time: 700; sum 1000 */
	r0 = report_of(c1);
	expect("report", r0, "h.pp:1:7: perf.cycles.counter: 1150 counted on 2 core types: cpu_atom 30.0% (300), cpu_core 70.0% (700)\n");
	r1 = report_of(c2);
	if (*r1) {
		fprintf(stderr, "report of a non-hybrid counter: [%s]\n", r1);
		failures++;
	}
	json_stats(f, stats, 0);
	fclose(f);
	expect("json", json, "\"multiplexed\":false,\"core_types\":[{\"index\":0,\"core\":\"cpu_atom\",\"pmu_type\":10,\"count\":300,\"enabled_ns\":1000000000,\"running_ns\":1000000000,\"share\":0.3000},{\"index\":0,\"core\":\"cpu_core\",\"pmu_type\":4,\"count\":350,\"enabled_ns\":1000000000,\"running_ns\":500000000,\"share\":0.7000}]}");
	expect("json", json, "\"point\":\"perf.cpu_clock.counter\",\"multiplexed\":false}");
	refuse("json", strstr(json, "perf.cpu_clock.counter"), "core_types");
	free(stats);
	free(json);
	free(r0);
	free(r1);
	return failures ? 1 : 0;
}
