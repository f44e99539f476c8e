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

/* SystemTap's 64-bit arithmetic, wrapping (never signed overflow). */
static __always_inline s64 pmp_wrap_shl(s64 v, int shift)
{
	return (s64)((u64)v << shift);
}

static __always_inline s64 pmp_wrap_sub(s64 a, s64 b)
{
	return (s64)((u64)a - (u64)b);
}

/* x / y truncated toward zero, 0 when y is 0 (SystemTap's _stp_div64). */
static __always_inline s64 pmp_stap_div(s64 x, s64 y)
{
	return y ? div64_s64(x, y) : 0;
}

/*
 * Welford's online algorithm, step for step as SystemTap's runtime
 * (stat-common.c, __stp_stat_add) takes it, integer rounding included:
 * values scaled by 2^shift, the first one is the mean, then with
 * delta = v - mean (kept in a 32-bit int there, so here too),
 * mean += delta / n, M2 += delta * (v - mean), and M2 / (n - 1).
 */
static void pmp_welford_add(const struct pmp_stat_desc *d, struct pmp_stat *s, s64 v)
{
	s64 vs = pmp_wrap_shl(v, d->shift);
	s32 delta;

	if (s->count == 1) {
		s->avg_s = vs;
		s->m2 = 0;
		return;
	}
	delta = (s32)pmp_wrap_sub(vs, s->avg_s);
	s->avg_s = (s64)((u64)s->avg_s + (u64)div64_s64(delta, s->count));
	s->m2 = (s64)((u64)s->m2 + (u64)(s64)delta * (u64)pmp_wrap_sub(vs, s->avg_s));
	s->var_s = div64_s64(s->m2, s->count - 1);
}

void pmp_stat_add(const struct pmp_stat_desc *d, struct pmp_stat *s, s64 v)
{
	if (s->count == 0 || v < s->min)
		s->min = v;
	if (s->count == 0 || v > s->max)
		s->max = v;
	s->count++;
	s->sum += v;
	if (d->variance)
		pmp_welford_add(d, s, v);
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

/* Count, sum, min, max and the histograms of SRC into DST. */
static void pmp_stat_merge_plain(const struct pmp_stat_desc *d, struct pmp_stat *dst,
				 const struct pmp_stat *src, bool buckets)
{
	u32 i, n = (d->size - sizeof(struct pmp_stat)) / 8;

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

/* N * (A - MEAN)^2, wrapping. */
static __always_inline u64 pmp_var_spread(s64 n, s64 a, s64 mean)
{
	u64 dev = (u64)pmp_wrap_sub(a, mean);

	return (u64)n * dev * dev;
}

/*
 * One CPU's element SRC into DST: the elements of an array of
 * aggregates are merged CPU after CPU as SystemTap merges them
 * (map.c, _new_map_copy_stat): the first copied, each next one
 * combined by the total variance formula, S = n1 (m1 - m)^2 +
 * (n1 - 1) v1 + n2 (m2 - m)^2 + (n2 - 1) v2 and v = S / (n - 1),
 * with m = (sum << shift) / n.
 */
static void pmp_stat_merge(const struct pmp_stat_desc *d, struct pmp_stat *dst,
			   const struct pmp_stat *src, bool buckets)
{
	s64 n1 = dst->count, m1 = dst->avg_s, v1 = dst->var_s, mean;
	u64 sum;

	if (!src->count)
		return;
	pmp_stat_merge_plain(d, dst, src, buckets);
	if (!d->variance)
		return;
	if (!n1) {
		dst->avg_s = src->avg_s;
		dst->var_s = src->var_s;
		return;
	}
	mean = pmp_stap_div(pmp_wrap_shl(dst->sum, d->shift), dst->count);
	sum = pmp_var_spread(n1, m1, mean) + (u64)(n1 - 1) * (u64)v1 +
	      pmp_var_spread(src->count, src->avg_s, mean) +
	      (u64)(src->count - 1) * (u64)src->var_s;
	dst->avg_s = mean;
	dst->var_s = pmp_stap_div((s64)sum, dst->count - 1);
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
 * histograms; without it only count/sum/min/max (and @variance's
 * state) are read.  A CPU caught mid-update is re-read (bounded; a
 * reader never waits for long).
 */
void pmp_pstat_read(struct pmp_pstat *p,
		    struct pmp_stat *dst,
		    struct pmp_stat *tmp)
{
	const struct pmp_stat_desc *d = p->d;
	struct pmp_stat hdr;
	size_t copy = tmp ? d->size : sizeof(struct pmp_stat);
	u32 gen = (u32)atomic_read(&p->gen);
	u64 t1 = 0, t2 = 0, s2 = 0;
	s64 mean;
	int cpu;

	if (!tmp)
		tmp = &hdr;
	memset(dst, 0, copy);
	for_each_possible_cpu(cpu) {
		pmp_pstat_snapshot(tmp, pmp_pstat_cpu(p, cpu), copy);
		if (tmp->gen != gen || !tmp->count)   /* deleted since, or empty */
			continue;
		pmp_stat_merge_plain(d, dst, tmp, tmp != &hdr);
		if (d->variance) {
			/* n (m - M)^2 summed = sum(n m^2) - 2 M sum(n m) + M^2 N,
			 * exactly, modulo 2^64 as SystemTap's sum wraps */
			t1 += (u64)tmp->count * (u64)tmp->avg_s;
			t2 += (u64)tmp->count * (u64)tmp->avg_s * (u64)tmp->avg_s;
			s2 += (u64)(tmp->count - 1) * (u64)tmp->var_s;
		}
	}
	if (!d->variance)
		return;
	/* As SystemTap (stat.c, _stp_stat_get): the total variance over
	 * all CPUs at once, S = sum(n (m - M)^2) + sum((n - 1) v),
	 * M = (sum << shift) / N, v = S / (N - 1). */
	mean = pmp_stap_div(pmp_wrap_shl(dst->sum, d->shift), dst->count);
	dst->avg_s = mean;
	dst->var_s = pmp_stap_div((s64)(t2 - 2 * (u64)mean * t1 +
					(u64)mean * (u64)mean * (u64)dst->count + s2),
				  dst->count - 1);
}

/* delete x: every CPU's struct now holds an old generation. */
void pmp_pstat_clear(struct pmp_pstat *p)
{
	atomic_inc(&p->gen);
}

/* --------------------------------------------------- @count and friends */

long pmp_stat_value(struct pmp_context *c, const struct pmp_stat_desc *d,
		    const struct pmp_stat *s, int op,
		    const char *name, const char *where)
{
	static const char *const ops[] = {
		"count", "sum", "min", "max", "avg", "variance",
	};

	if (op >= PMP_OP_MIN && !s->count) {
		pmp_error(c, where, "aggregate %s is empty: @%s has no value", name, ops[op]);
		return 0;
	}
	switch (op) {
	case PMP_OP_COUNT: return s->count;
	case PMP_OP_SUM: return s->sum;
	case PMP_OP_MIN: return s->min;
	case PMP_OP_MAX: return s->max;
	/* the merged variance, scaled back as SystemTap's "variance_s >>
	 * (2 * shift)" runs on x86-64 and arm64, whose shifts take the
	 * count modulo 64 (a shift above 31 wraps), without C's undefined
	 * shift by 64 or more */
	case PMP_OP_VARIANCE: return s->var_s >> ((2 * d->shift) & 63);
	default: return div64_s64(s->sum, s->count);
	}
}

long pmp_pstat_op(struct pmp_context *c,
		  struct pmp_pstat *p, int op,
		  const char *name, const char *where)
{
	struct pmp_stat s;

	pmp_pstat_read(p, &s, NULL);
	return pmp_stat_value(c, p->d, &s, op, name, where);
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
