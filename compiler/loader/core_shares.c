/*
 * core_shares.c - a generic event's count on a hybrid machine, split by
 * core type: the stats file's core lines (pmp_abi.h's PMP_LINE_CORE)
 * after its counter line, each core type's count scaled for
 * multiplexing as read_counter() scales, and its share of their sum.
 * The exit report (report.c) and -f json's stats line (json.c) say them.
 */
#include <stdlib.h>
#include <string.h>

#include "loader.h"

/* The line after the one at P, or NULL. */
static const char *next_line(const char *p)
{
	const char *nl = strchr(p, '\n');

	return nl && nl[1] ? nl + 1 : NULL;
}

size_t core_shares_read(const char *counter, int index, struct core_share *out, size_t max)
{
	const char *p;
	double sum = 0;
	size_t n = 0, i;

	for (p = next_line(counter); p && n < max; p = next_line(p)) {
		struct core_share *s = &out[n];

		if (!status_line_read(p, strcspn(p, "\n"), &s->l))
			break;
		if (s->l.layout != STATUS_CORE || s->l.core.index != index) {
			status_line_free(&s->l);
			break;
		}
		s->scaled = (double)s->l.core.count;
		if (s->l.core.running_ns && s->l.core.running_ns < s->l.core.enabled_ns)
			s->scaled = s->scaled * (double)s->l.core.enabled_ns /
				    (double)s->l.core.running_ns;
		sum += s->scaled;
		n++;
	}
	for (i = 0; i < n; i++)
		out[i].share = sum > 0 ? out[i].scaled / sum : 0;
	return n;
}

void core_shares_free(struct core_share *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		status_line_free(&s[i].l);
}

void core_shares_print(const char *counter, const struct pmp_counter_line *c)
{
	struct core_share s[CORE_SHARES_MAX];
	size_t n = core_shares_read(counter, c->index, s, CORE_SHARES_MAX), i;

	if (!n)
		return;
	fprintf(stderr, "%s: %s: %llu counted on %zu core types:", c->where, c->point, c->count, n);
	for (i = 0; i < n; i++) {
		const struct pmp_core_line *k = &s[i].l.core;

		if (!k->running_ns)
			fprintf(stderr, "%s %s <not counted>", i ? "," : "", k->core);
		else
			fprintf(stderr, "%s %s %.1f%% (%.0f)", i ? "," : "", k->core,
				100.0 * s[i].share, s[i].scaled);
	}
	fputc('\n', stderr);
	core_shares_free(s, n);
}
