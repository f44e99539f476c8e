// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_hist.c - print(@hist_log(x)) and print(@hist_linear(x, ...)), row
 * for row as SystemTap prints them (its runtime's documented layout):
 *
 *   - the rows shown run from two buckets before the first non-empty one
 *     to two after the last (a log histogram does not go below bucket 0
 *     from the positive side; a linear one drops an empty under/overflow);
 *   - a row that is empty, as are the rows up to two either side of it
 *     (within the rows shown), is left out, and each run of left-out rows
 *     is one "~" line;
 *   - the value column is at least 5 wide ("value"), the bar is one "@"
 *     per count up to 50, else count / ceil(most / 50), and the count is
 *     right-aligned to the width of the largest count;
 *   - a blank line ends the histogram;
 *   - an empty aggregate is an error, as SystemTap's "empty aggregate"
 *     (its translate.cxx, visit_print_format, checks the count first).
 */

#include "pmp_runtime.h"

#define PMP_HIST_WIDTH 50
#define PMP_HIST_ELISION 2	/* empty rows kept beside a used one */

struct pmp_hist_rows {
	const u64 *b;
	int n;			/* buckets */
	int lo, hi;		/* the rows shown */
	u64 most, scale;
	int vw, cw;		/* value and count column widths */
};

/* The characters %lld prints for V. */
static int pmp_hist_digits(s64 v)
{
	u64 u = v < 0 ? -(u64)v : (u64)v;
	int n = v < 0 ? 1 : 0;

	if (!u)
		return 1;
	for (; u; u /= 10)
		n++;
	return n;
}

/* The value a log bucket is labelled with: 0, 2^(b-65), or -2^(63-b). */
static s64 pmp_log_bucket_value(int b)
{
	if (b == 64)
		return 0;
	if (b > 64)
		return (s64)1 << (b - 65);
	return b ? -((s64)1 << (63 - b)) : S64_MIN;
}

/* Finds the used buckets and widens them by two empty ones each side;
 * false if no bucket is used. */
static bool pmp_hist_bounds(struct pmp_hist_rows *r, bool log)
{
	int i;

	r->lo = -1;
	r->most = 0;
	for (i = 0; i < r->n; i++) {
		if (!r->b[i])
			continue;
		if (r->lo < 0)
			r->lo = i;
		r->hi = i;
		r->most = max(r->most, r->b[i]);
	}
	if (r->lo < 0)
		return false;
	for (i = 0; i < 2; i++) {
		if (r->lo > 0 && !(log && r->lo == 64))
			r->lo--;
		if (r->hi < r->n - 1)
			r->hi++;
	}
	r->scale = r->most <= PMP_HIST_WIDTH ? 1 :
		   div64_u64(r->most + PMP_HIST_WIDTH - 1, PMP_HIST_WIDTH);
	r->cw = pmp_hist_digits((s64)r->most);
	return true;
}

/* Whether row I is left out: it and its neighbours are all empty. */
static bool pmp_hist_elided(const struct pmp_hist_rows *r, int i)
{
	int k = max(r->lo, i - PMP_HIST_ELISION);
	int end = min(r->hi, i + PMP_HIST_ELISION);

	for (; k <= end; k++)
		if (r->b[k])
			return false;
	return true;
}

static void pmp_hist_header(struct pmp_context *c, int vw)
{
	int i;

	pmp_printf(c, "%*s |", vw, "value");
	for (i = 0; i < PMP_HIST_WIDTH; i++)
		pmp_print_char(c, '-');
	pmp_printf(c, " count\n");
}

/* One row: PREFIX and V right-aligned, the bar, the count. */
static void pmp_hist_row(struct pmp_context *c, const struct pmp_hist_rows *r,
			 const char *prefix, s64 v, u64 n)
{
	int i, w = (int)div64_u64(n, r->scale);

	pmp_printf(c, "%*s%lld |", r->vw - pmp_hist_digits(v), prefix, v);
	for (i = 0; i < PMP_HIST_WIDTH; i++)
		pmp_print_char(c, i < w ? '@' : ' ');
	pmp_printf(c, " %*llu\n", r->cw, n);
}

/* Whether row I is printed; prints the "~" of the run it ends. */
static bool pmp_hist_shown(struct pmp_context *c, const struct pmp_hist_rows *r,
			   int i, bool *eliding)
{
	if (pmp_hist_elided(r, i)) {
		*eliding = true;
		return false;
	}
	if (*eliding)
		pmp_printf(c, "%*s ~\n", r->vw, "");
	*eliding = false;
	return true;
}

/* Whether S has values; if not, the error of print(@KIND(NAME)). */
static bool pmp_hist_used(struct pmp_context *c, const struct pmp_stat *s,
			  const char *kind, const char *name, const char *where)
{
	if (s->count)
		return true;
	pmp_error(c, where, "aggregate %s is empty: @%s has no value", name, kind);
	return false;
}

/*
 * -f json: the histogram as one PMP_REC_GLOBAL record (pmp_abi.h's
 * "hist"), its non-empty buckets with their bounds, instead of rows of
 * text the loader could not read back.  Bucket I of N holds the values
 * from LOW(I) to LOW(I + 1) - 1; HAS_UNDER: bucket 0 has no lower bound,
 * HAS_OVER: bucket N - 1 no upper one.
 */
static void pmp_hist_fields(struct pmp_context *c, const char *name, const u64 *b, int n,
			    s64 (*low)(const struct pmp_stat_desc *, int),
			    const struct pmp_stat_desc *d, bool has_under, bool has_over)
{
	int i;

	if (c->rec_len)
		pmp_record_commit(c, false);
	c->rec_type = PMP_REC_GLOBAL;
	pmp_print_str(c, name);
	pmp_print_char(c, '\0');
	pmp_print_bytes(c, PMP_GLOBAL_HIST, sizeof(PMP_GLOBAL_HIST));
	for (i = 0; i < n; i++) {
		if (!b[i])
			continue;
		if (!(i == 0 && has_under))
			pmp_print_long(c, low(d, i));
		pmp_print_char(c, '\0');
		if (!(i == n - 1 && has_over))
			pmp_print_long(c, i == n - 1 ? S64_MAX : low(d, i + 1) - 1);
		pmp_print_char(c, '\0');
		pmp_print_long(c, (long)b[i]);
		pmp_print_char(c, '\0');
	}
	pmp_record_commit(c, false);
	c->rec_type = 0;
}

static s64 pmp_log_low(const struct pmp_stat_desc *d, int i)
{
	(void)d;
	return pmp_log_bucket_value(i);
}

/* Linear bucket I's lowest value (bucket 0 is the underflow). */
static s64 pmp_linear_low(const struct pmp_stat_desc *d, int i)
{
	return i == 0 ? S64_MIN : (s64)((u64)d->lo + (u64)d->step * (u64)(i - 1));
}

void pmp_print_hist_log(struct pmp_context *c,
			const struct pmp_stat_desc *d,
			const struct pmp_stat *s,
			const char *name, const char *where)
{
	struct pmp_hist_rows r = { .b = s->buckets, .n = PMP_HIST_LOG_BUCKETS };
	bool eliding = false;
	int i;

	if (!pmp_hist_used(c, s, "hist_log", name, where) || !pmp_hist_bounds(&r, true))
		return;
	if (pmp_json || pmp_fields)
		pmp_hist_fields(c, name, r.b, r.n, pmp_log_low, d, false, false);
	if (pmp_json)
		return;
	r.vw = max3(5, pmp_hist_digits(pmp_log_bucket_value(r.lo)),
		    pmp_hist_digits(pmp_log_bucket_value(r.hi)));
	pmp_hist_header(c, r.vw);
	for (i = r.lo; i <= r.hi; i++)
		if (pmp_hist_shown(c, &r, i, &eliding))
			pmp_hist_row(c, &r, "", pmp_log_bucket_value(i), r.b[i]);
	pmp_print_char(c, '\n');
	(void)d;
}

/* LO + K * STEP, wrapping as SystemTap's 64-bit arithmetic does. */
static s64 pmp_linear_value(const struct pmp_stat_desc *d, s64 k)
{
	return (s64)((u64)d->lo + (u64)d->step * (u64)k);
}

/* The linear rows shown: an empty under- or overflow bucket is not. */
static void pmp_linear_columns(const struct pmp_stat_desc *d,
			       struct pmp_hist_rows *r)
{
	bool under, over;

	if (r->lo == 0 && !r->b[0])
		r->lo++;
	if (r->hi == r->n - 1 && !r->b[r->n - 1])
		r->hi--;
	under = r->lo == 0;
	over = r->hi == r->n - 1;
	r->vw = max3(5, pmp_hist_digits(d->lo) + under,
		     pmp_hist_digits(pmp_linear_value(d, r->hi)) + over);
}

/* Bucket 0 is "<LO", the last ">" the last regular bucket's value. */
void pmp_print_hist_linear(struct pmp_context *c,
			   const struct pmp_stat_desc *d,
			   const struct pmp_stat *s,
			   const char *name, const char *where)
{
	struct pmp_hist_rows r = {
		.b = s->buckets + (d->log ? PMP_HIST_LOG_BUCKETS : 0),
		.n = (int)d->nlinear,
	};
	bool eliding = false;
	int i;

	if (!pmp_hist_used(c, s, "hist_linear", name, where) || !pmp_hist_bounds(&r, false))
		return;
	if (pmp_json || pmp_fields)
		pmp_hist_fields(c, name, r.b, r.n, pmp_linear_low, d, true, true);
	if (pmp_json)
		return;
	pmp_linear_columns(d, &r);
	pmp_hist_header(c, r.vw);
	for (i = r.lo; i <= r.hi; i++) {
		if (!pmp_hist_shown(c, &r, i, &eliding))
			continue;
		if (i == 0)
			pmp_hist_row(c, &r, "<", d->lo, r.b[i]);
		else if (i == r.n - 1)
			pmp_hist_row(c, &r, ">", pmp_linear_value(d, i - 2), r.b[i]);
		else
			pmp_hist_row(c, &r, "", pmp_linear_value(d, i - 1), r.b[i]);
	}
	pmp_print_char(c, '\n');
}
