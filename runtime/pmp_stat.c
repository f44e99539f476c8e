// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_stat.c - aggregates (x <<< v): count, sum, min, max and the
 * optional log and linear histograms (printed by pmp_hist.c).  A
 * scalar aggregate is one struct per CPU, updated lock-free by its own
 * CPU under a sequence count and merged when read; an array of
 * aggregates is one map per CPU (pmp_map.c).  No CPU ever writes
 * another CPU's struct: "delete" starts a new generation, which each
 * CPU applies to its own struct at its next addition, and readers skip
 * structs of an older generation.
 */

#include "pmp_runtime.h"

/* As SystemTap: 0 -> 64; v in [2^(i-1), 2^i) -> 64 + i; negatives
 * mirror below 64, and the most negative value alone is bucket 0. */
static __always_inline int pmp_log_bucket(s64 v)
{
	if (v == 0)
		return 64;
	if (v > 0)
		return 64 + fls64(v);
	return v == S64_MIN ? 0 : 64 - fls64(-v);
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
		u64 k = div64_u64((u64)v - (u64)d->lo, d->step);

		/* as SystemTap: below LO, then STEP wide from LO, and the
		 * rest from LO + (nlinear - 2) * STEP up */
		lin[v < d->lo ? 0 : 1 + (u32)min_t(u64, k, d->nlinear - 2)]++;
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

/* "@count=4 @min=1 @max=4 @sum=10 @avg=2", as printed at exit; an
 * empty one "@count=0x0", as SystemTap prints it. */
void pmp_print_stat_summary(struct pmp_context *c, const struct pmp_stat *s)
{
	if (!s->count) {
		pmp_printf(c, "@count=0x0");
		return;
	}
	pmp_printf(c, "@count=%lld @min=%lld @max=%lld @sum=%lld @avg=%lld",
		   s->count, s->min, s->max, s->sum, pmp_stat_avg(s));
}
