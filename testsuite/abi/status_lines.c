/*
 * status_lines.c - the module's status lines, written as the runtime
 * writes them (pmp_abi.h's PMP_LINE_FMT and PMP_LINE_ARGS) and read by
 * the loader's status_line_read(): every layout and tag, with values at
 * the edges of each field's type, must come back field for field; a
 * line with a field missing or extra, an unknown tag or a number that
 * is not one must be refused.  The stats file's "KEY VALUE" lines too:
 * each stat written with PMP_STAT_FMT is read back under its key.  Exit status 0 when they agree; each
 * disagreement is one line on stderr.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "loader.h"
#include "pmp_abi.h"

static int failures;

static void fail(const char *tag, const char *what, const char *line)
{
	fprintf(stderr, "status line '%s': %s: [%s]\n", tag, what, line);
	failures++;
}

/* Values of each type at the edges, picked by a seed. */
static int value_INT(unsigned s)
{
	static const int v[] = { 0, -1, 1, INT_MIN, INT_MAX, 4096, -22 };
	return v[s % (sizeof(v) / sizeof(v[0]))];
}

static unsigned int value_UINT(unsigned s)
{
	static const unsigned int v[] = { 0, 1, UINT_MAX, 4, 0xffffffffU - 1 };
	return v[s % (sizeof(v) / sizeof(v[0]))];
}

static unsigned long long value_U64(unsigned s)
{
	static const unsigned long long v[] = { 0, 1, ULLONG_MAX, 1000000007ULL, 1ULL << 63 };
	return v[s % (sizeof(v) / sizeof(v[0]))];
}

static const char *value_STR(unsigned s)
{
	static const char *const v[] = {
		"t.pp:3:7", "perf.pmu(\"cpu\").event(\"cycles\")", "", "a b  c",
		"x:y:z", "0", "-1", "\xc3\xa9v\xc3\xa9nement",
	};
	return v[s % (sizeof(v) / sizeof(v[0]))];
}

static int same_INT(int a, int b) { return a == b; }
static int same_UINT(unsigned a, unsigned b) { return a == b; }
static int same_U64(unsigned long long a, unsigned long long b) { return a == b; }
static int same_STR(const char *a, const char *b) { return !strcmp(a, b); }

/* A number field replaced by these must make the line refused. */
static const char *const not_numbers[] = { "", "x", "1x", " 1", "0x10", "1.5" };

/* LINE (ending in a newline) with field I (0: the tag) replaced by
 * WITH, or dropped with its tab when WITH is NULL. */
static void edit_field(const char *line, int i, const char *with, char *out, size_t size)
{
	char copy[4096], *f[64], *s = copy;
	size_t used = 0;
	int n = 0, k;

	snprintf(copy, sizeof(copy), "%.*s", (int)strcspn(line, "\n"), line);
	while (s && n < 64) {
		f[n++] = s;
		if ((s = strchr(s, '\t')))
			*s++ = '\0';
	}
	out[0] = '\0';
	for (k = 0; k < n; k++) {
		const char *v = k == i ? with : f[k];

		if (!v)
			continue;
		used += (size_t)snprintf(out + used, size - used, "%s%s", used ? "\t" : "", v);
	}
	snprintf(out + used, size - used, "\n");
}

/* Refusal checks on a well-formed LINE of NFIELDS with types TYPES. */
static void check_refusals(const char *tag, const char *line, int nfields, const char *types)
{
	char bad[4096];
	struct status_line l;
	int i;
	size_t k;

	for (i = 1; i < nfields; i++) {
		edit_field(line, i, NULL, bad, sizeof(bad));
		if (status_line_read(bad, strlen(bad), &l)) {
			fail(tag, "read with a field missing", bad);
			status_line_free(&l);
		}
		if (types[i] == 's')
			continue;
		for (k = 0; k < sizeof(not_numbers) / sizeof(not_numbers[0]); k++) {
			edit_field(line, i, not_numbers[k], bad, sizeof(bad));
			if (status_line_read(bad, strlen(bad), &l)) {
				fail(tag, "read with a number that is not one", bad);
				status_line_free(&l);
			}
		}
	}
	snprintf(bad, sizeof(bad), "%.*s\textra\n", (int)strcspn(line, "\n"), line);
	if (status_line_read(bad, strlen(bad), &l)) {
		fail(tag, "read with a field too many", bad);
		status_line_free(&l);
	}
	snprintf(bad, sizeof(bad), "X%s", line);
	if (status_line_read(bad, strlen(bad), &l)) {
		fail(tag, "read with an unknown tag", bad);
		status_line_free(&l);
	}
}

#define FIELD_SAME(got, NAME, member, TYPE)					\
	if (!same_##TYPE(want.member, (got)->member))			\
		fail(tag, "field " #member " differs", line);
#define FIELD_FILL_(s, NAME, member, TYPE) want.member = value_##TYPE(k++);
#define FIELD_TYPE(a, NAME, member, TYPE) #TYPE[0] == 'S' ? 's' : 'n',

/* Writes and reads lines of layout LINE with tag TAG, for a few seeds. */
#define ROUND_TRIP(LINE, line_)						\
	static void round_trip_##LINE(const char *tag)			\
	{								\
		static const char types[] = { 's', PMP_##LINE##_LINE(FIELD_TYPE, ~) };	\
		unsigned seed, k;					\
									\
		for (seed = 0; seed < 40; seed++) {			\
			struct pmp_##line_##_line want;			\
			struct status_line l;				\
			char line[4096];				\
									\
			k = seed;					\
			(void)k;					\
			PMP_##LINE##_LINE(FIELD_FILL_, seed)		\
			snprintf(line, sizeof(line), PMP_LINE_FMT(LINE),	\
				 PMP_LINE_ARGS(LINE, tag, want));	\
			if (!status_line_read(line, strlen(line), &l)) {	\
				fail(tag, "not read", line);		\
				continue;				\
			}						\
			if (l.layout != STATUS_##LINE || strcmp(l.tag, tag))	\
				fail(tag, "read as another layout", line);	\
			else {						\
				PMP_##LINE##_LINE(FIELD_SAME, &l.line_)	\
			}						\
			status_line_free(&l);				\
			if (seed < 3)					\
				check_refusals(tag, line, PMP_##LINE##_NFIELDS, types);	\
		}							\
	}
PMP_STATUS_LINES(ROUND_TRIP)

/* Every stat of PMP_STATS, written as pmp_procfs.c does, among status
 * lines and junk, must be read back with its own value. */
static void stats_round_trip(void)
{
#define STAT_NAME(name, key) #key,
	static const char *const keys[] = { PMP_STATS(STAT_NAME) };
#undef STAT_NAME
	char text[8192];
	long st[PMP_NSTATS];
	size_t used;
	int i;

	used = (size_t)snprintf(text, sizeof(text), "state running\nerrorsX 5\nerrors\n");
	for (i = 0; i < PMP_NSTATS; i++)
		used += (size_t)snprintf(text + used, sizeof(text) - used, PMP_STAT_FMT, keys[i],
					 (long long)(i % 2 ? -1000 - i : 1000000000000LL + i));
	snprintf(text + used, sizeof(text) - used,
		 "probe\t0\t1\t1\t1\t1\tt.pp:1:1\tbegin\nnot_a_stat 9\n");
	stats_read(text, st);
	for (i = 0; i < PMP_NSTATS; i++)
		if (st[i] != (i % 2 ? -1000 - i : 1000000000000L + i)) {
			fprintf(stderr, "stat %s: wrote %lld, read %ld\n", keys[i],
				(long long)(i % 2 ? -1000 - i : 1000000000000LL + i), st[i]);
			failures++;
		}
	stats_read("errors 12x\nthrottled  3\n", st);
	if (st[PMP_STAT_ERRORS] || st[PMP_STAT_THROTTLED]) {
		fprintf(stderr, "stats: a value that is not a number was read\n");
		failures++;
	}
}

int main(void)
{
	int tags = 0;

#define TAG(LINE, tag) round_trip_##LINE(tag); tags++;
	PMP_STATUS_TAGS(TAG)
	stats_round_trip();
	if (failures)
		return 1;
	printf("%d tags of %d layouts and %d stats agree\n", tags, 0
#define COUNT(LINE, line) + 1
	       PMP_STATUS_LINES(COUNT), PMP_NSTATS);
	return 0;
}
