// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_stat.c - aggregates (x <<< v): count, sum, min, max and the
 * optional log and linear histograms, with their text rendering.  A
 * scalar aggregate is one struct per CPU, updated lock-free by its own
 * CPU under a sequence count and merged when read; an array of
 * aggregates is one map per CPU (pmp_map.c).  No CPU ever writes
 * another CPU's struct: "delete" starts a new generation, which each
 * CPU applies to its own struct at its next addition, and readers skip
 * structs of an older generation.
 */

#include "pmp_runtime.h"

#define PMP_HIST_WIDTH 50

/* 0 -> 64; v in [2^(i-1), 2^i) -> 64 + i; negatives mirror below 64. */
static __always_inline int pmp_log_bucket(s64 v)
{
	if (v == 0)
		return 64;
	if (v > 0)
		return 64 + fls64(v);
	return 64 - fls64(v == S64_MIN ? S64_MAX : -v);
}

void pmp_stat_add(const struct pmp_stat_desc *d, struct pmp_stat *s, s64 v)
{
	if (s->count == 0 || v < s->min)
		s->min = v;
	if (s->count == 0 || v > s->max)
		s->max = v;
	s->count++;
	s->sum += v;
	if (d->log)
		s->buckets[pmp_log_bucket(v)]++;
	if (d->nlinear) {
		u64 *lin = s->buckets + (d->log ? PMP_HIST_LOG_BUCKETS : 0);
		u32 b;

		if (v < d->lo)
			b = 0;
		else if (v >= d->hi)
			b = d->nlinear - 1;
		else
			b = 1 + (u32)div64_s64(v - d->lo, d->step);
		lin[min(b, d->nlinear - 1)]++;
	}
}

static void pmp_stat_merge(const struct pmp_stat_desc *d, struct pmp_stat *dst,
			   const struct pmp_stat *src, bool buckets)
{
	u32 i, n = (d->size - sizeof(struct pmp_stat)) / 8;

	if (!src->count)
		return;
	if (!dst->count || src->min < dst->min)
		dst->min = src->min;
	if (!dst->count || src->max > dst->max)
		dst->max = src->max;
	dst->count += src->count;
	dst->sum += src->sum;
	if (buckets)
		for (i = 0; i < n; i++)
			dst->buckets[i] += src->buckets[i];
}

static void pmp_stat_reset(const struct pmp_stat_desc *d, struct pmp_stat *s)
{
	memset(&s->count, 0, d->size - offsetof(struct pmp_stat, count));
}

/* --------------------------------------------------- scalar aggregates */

static __always_inline struct pmp_stat *pmp_pstat_cpu(struct pmp_pstat *p,
						       int cpu)
{
	return (struct pmp_stat *)(p->cpus + (size_t)cpu * p->d->size);
}

/* x <<< v: only this CPU writes its struct, bracketed by its seq. */
void pmp_pstat_add(struct pmp_pstat *p, s64 v)
{
	struct pmp_stat *s = pmp_pstat_cpu(p, raw_smp_processor_id());
	u32 gen = (u32)atomic_read(&p->gen);

	WRITE_ONCE(s->seq, s->seq + 1);
	smp_wmb();
	if (unlikely(s->gen != gen)) {
		pmp_stat_reset(p->d, s);    /* deleted since: start afresh */
		s->gen = gen;
	}
	pmp_stat_add(p->d, s, v);
	smp_wmb();
	WRITE_ONCE(s->seq, s->seq + 1);
}

/* Copies one CPU's struct (COPY bytes) into TMP, consistent unless its
 * CPU stays mid-update for 100 tries: then as it is (a handler cannot
 * wait for a CPU that a hypervisor descheduled), off by at most that
 * one addition. */
static void pmp_pstat_snapshot(struct pmp_stat *tmp, const struct pmp_stat *s,
			       size_t copy)
{
	int tries;

	for (tries = 0; tries < 100; tries++) {
		u32 seq = READ_ONCE(s->seq);

		if (seq & 1) {
			cpu_relax();
			continue;
		}
		smp_rmb();
		memcpy(tmp, s, copy);
		smp_rmb();
		if (READ_ONCE(s->seq) == seq)
			return;
	}
	memcpy(tmp, s, copy);
}

/*
 * Merges every CPU into DST.  TMP (d->size bytes) is needed for the
 * histograms; without it only count/sum/min/max are read.  A CPU caught
 * mid-update is re-read (bounded; a reader never waits for long).
 */
void pmp_pstat_read(struct pmp_pstat *p,
		    struct pmp_stat *dst,
		    struct pmp_stat *tmp)
{
	struct pmp_stat hdr;
	size_t copy = tmp ? p->d->size : sizeof(struct pmp_stat);
	u32 gen = (u32)atomic_read(&p->gen);
	int cpu;

	if (!tmp)
		tmp = &hdr;
	memset(dst, 0, copy);
	for_each_possible_cpu(cpu) {
		pmp_pstat_snapshot(tmp, pmp_pstat_cpu(p, cpu), copy);
		if (tmp->gen == gen)   /* an older generation was deleted */
			pmp_stat_merge(p->d, dst, tmp, tmp != &hdr);
	}
}

/* delete x: every CPU's struct now holds an old generation. */
void pmp_pstat_clear(struct pmp_pstat *p)
{
	atomic_inc(&p->gen);
}

/* --------------------------------------------------- @count and friends */

long pmp_stat_value(struct pmp_context *c,
		    const struct pmp_stat *s, int op,
		    const char *name, const char *where)
{
	static const char *const ops[] = { "count", "sum", "min", "max", "avg" };

	if (op >= PMP_OP_MIN && !s->count) {
		pmp_error(c, where, "aggregate %s is empty: @%s has no value", name, ops[op]);
		return 0;
	}
	switch (op) {
	case PMP_OP_COUNT: return s->count;
	case PMP_OP_SUM: return s->sum;
	case PMP_OP_MIN: return s->min;
	case PMP_OP_MAX: return s->max;
	default: return div64_s64(s->sum, s->count);
	}
}

long pmp_pstat_op(struct pmp_context *c,
		  struct pmp_pstat *p, int op,
		  const char *name, const char *where)
{
	struct pmp_stat s;

	pmp_pstat_read(p, &s, NULL);
	return pmp_stat_value(c, &s, op, name, where);
}

/* ---------------------------------------------------------- rendering */

s64 pmp_stat_avg(const struct pmp_stat *s)
{
	return s->count ? div64_s64(s->sum, s->count) : 0;
}

/* "@count=4 @min=1 @max=4 @sum=10 @avg=2", as printed at exit. */
void pmp_print_stat_summary(struct pmp_context *c, const struct pmp_stat *s)
{
	if (!s->count) {
		pmp_printf(c, "@count=0");
		return;
	}
	pmp_printf(c, "@count=%lld @min=%lld @max=%lld @sum=%lld @avg=%lld",
		   s->count, s->min, s->max, s->sum, pmp_stat_avg(s));
}

static void pmp_hist_bar(struct pmp_context *c, u64 n, u64 most)
{
	int i, w = most ? (int)div64_u64(n * PMP_HIST_WIDTH + most - 1, most) : 0;

	for (i = 0; i < PMP_HIST_WIDTH; i++)
		pmp_print_char(c, i < w ? '@' : ' ');
}

static void pmp_hist_header(struct pmp_context *c, int lw)
{
	int i;

	pmp_printf(c, "%*s |", lw, "value");
	for (i = 0; i < PMP_HIST_WIDTH; i++)
		pmp_print_char(c, '-');
	pmp_printf(c, " count\n");
}

/* The value a log bucket starts at. */
static s64 pmp_log_bucket_value(int b)
{
	if (b == 64)
		return 0;
	if (b > 64)
		return (s64)1 << (b - 65);
	return -((s64)1 << (63 - b));
}

/* Rows from the first to the last non-empty bucket, with one empty row
 * around them, as SystemTap users know it. */
void pmp_print_hist_log(struct pmp_context *c,
			const struct pmp_stat_desc *d,
			const struct pmp_stat *s)
{
	const u64 *b = s->buckets;
	int first = -1, last = -1, i, lw = 5;
	u64 most = 0;

	for (i = 0; i < PMP_HIST_LOG_BUCKETS; i++) {
		if (!b[i])
			continue;
		if (first < 0)
			first = i;
		last = i;
		most = max(most, b[i]);
	}
	if (first < 0) {
		pmp_printf(c, "(empty histogram)\n");
		return;
	}
	first = max(first - 1, 1);
	last = min(last + 1, PMP_HIST_LOG_BUCKETS - 1);
	for (i = first; i <= last; i++) {
		char num[24];

		lw = max(lw, scnprintf(num, sizeof(num), "%lld", pmp_log_bucket_value(i)));
	}
	pmp_hist_header(c, lw);
	for (i = first; i <= last; i++) {
		pmp_printf(c, "%*lld |", lw, pmp_log_bucket_value(i));
		pmp_hist_bar(c, b[i], most);
		pmp_printf(c, " %llu\n", b[i]);
	}
	(void)d;
}

void pmp_print_hist_linear(struct pmp_context *c,
			   const struct pmp_stat_desc *d,
			   const struct pmp_stat *s)
{
	const u64 *b = s->buckets + (d->log ? PMP_HIST_LOG_BUCKETS : 0);
	int first = -1, last = -1, i, lw = 5;
	u64 most = 0;
	char label[32];

	for (i = 0; i < (int)d->nlinear; i++) {
		if (!b[i])
			continue;
		if (first < 0)
			first = i;
		last = i;
		most = max(most, b[i]);
	}
	if (first < 0) {
		pmp_printf(c, "(empty histogram)\n");
		return;
	}
	first = max(first - 1, 0);
	last = min(last + 1, (int)d->nlinear - 1);
	lw = max(lw, scnprintf(label, sizeof(label), "<%lld", d->lo));
	lw = max(lw, scnprintf(label, sizeof(label), ">=%lld", d->hi));
	lw = max(lw, scnprintf(label, sizeof(label), "%lld", d->hi - d->step));
	pmp_hist_header(c, lw);
	for (i = first; i <= last; i++) {
		if (i == 0)
			scnprintf(label, sizeof(label), "<%lld", d->lo);
		else if (i == (int)d->nlinear - 1)
			scnprintf(label, sizeof(label), ">=%lld", d->hi);
		else
			scnprintf(label, sizeof(label), "%lld", d->lo + (s64)(i - 1) * d->step);
		pmp_printf(c, "%*s |", lw, label);
		pmp_hist_bar(c, b[i], most);
		pmp_printf(c, " %llu\n", b[i]);
	}
}
