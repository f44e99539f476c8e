// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_map.c - script arrays: hash maps keyed by up to 5 longs and
 * strings, holding a long, a string or an aggregate.  Every entry is
 * preallocated at load (capacity: `global a[N]` or MAXMAPENTRIES); an
 * insert takes one from the free list or fails, so a handler never
 * allocates.  Entries also sit on a list in insertion order, which is
 * the order of an unsorted foreach; sorting fills a preallocated array.
 * Arrays of aggregates keep one map per CPU (struct pmp_pmap), merged
 * into a map of their own when read.  Callers hold the global's lock.
 */

#include "pmp_runtime.h"

static u32 pmp_key_hash(const struct pmp_map *m, const struct pmp_key *k)
{
	u32 h = m->d->nkeys;
	int i;

	for (i = 0; i < m->d->nkeys; i++) {
		if (m->d->key_types[i] == PMP_T_LONG)
			h = hash_64((u64)k->k[i].l ^ ((u64)h << 32), 32);
		else
			h = jhash(k->k[i].s, strnlen(k->k[i].s, PMP_MAXSTRINGLEN - 1), h);
	}
	return h;
}

static bool pmp_key_equal(const struct pmp_map *m, const struct pmp_entry *e,
			  const struct pmp_key *k)
{
	int i;

	for (i = 0; i < m->d->nkeys; i++) {
		if (m->d->key_types[i] == PMP_T_LONG) {
			if (PMP_ENTRY_KEY_L(m, e, i) != k->k[i].l)
				return false;
		} else if (strncmp(PMP_ENTRY_KEY_S(m, e, i), k->k[i].s,
				   PMP_MAXSTRINGLEN - 1)) {
			return false;
		}
	}
	return true;
}

/* A full array: a runtime error (DECLARED: `global a[N]`). */
void pmp_error_full(struct pmp_context *c, const char *where,
		    const struct pmp_map_desc *d, bool declared)
{
	pmp_error(c, where, "array '%s' is full: it holds %u elements (%s)", d->name,
		  d->capacity, declared ? "its declared capacity" : "MAXMAPENTRIES");
}

struct pmp_entry *pmp_map_find(struct pmp_map *m, const struct pmp_key *k)
{
	u32 h = pmp_key_hash(m, k);
	struct pmp_entry *e;

	for (e = m->buckets[h & (m->nbuckets - 1)]; e; e = e->hnext)
		if (e->hash == h && pmp_key_equal(m, e, k))
			return e;
	return NULL;
}

static void pmp_entry_init_value(struct pmp_map *m, struct pmp_entry *e)
{
	switch (m->d->value_type) {
	case PMP_T_LONG:
		PMP_ENTRY_LONG(m, e) = 0;
		break;
	case PMP_T_STRING:
		PMP_ENTRY_STR(m, e)[0] = '\0';
		break;
	default:
		memset(PMP_ENTRY_STAT(m, e), 0, m->d->stat->size);
		break;
	}
}

/* The entry for K, inserted if new; NULL when the map is full. */
struct pmp_entry *pmp_map_insert(struct pmp_map *m, const struct pmp_key *k)
{
	u32 h = pmp_key_hash(m, k);
	struct pmp_entry **bucket = &m->buckets[h & (m->nbuckets - 1)];
	struct pmp_entry *e;
	int i;

	for (e = *bucket; e; e = e->hnext)
		if (e->hash == h && pmp_key_equal(m, e, k))
			return e;
	e = m->free;
	if (unlikely(!e))
		return NULL;
	m->free = e->hnext;
	e->hash = h;
	e->seq = m->next_seq++;
	for (i = 0; i < m->d->nkeys; i++) {
		if (m->d->key_types[i] == PMP_T_LONG)
			PMP_ENTRY_KEY_L(m, e, i) = k->k[i].l;
		else if (strscpy(PMP_ENTRY_KEY_S(m, e, i), k->k[i].s, PMP_MAXSTRINGLEN) < 0)
			pmp_note_cut();
	}
	pmp_entry_init_value(m, e);
	e->hnext = *bucket;
	*bucket = e;
	e->prev = m->head.prev;
	e->next = &m->head;
	m->head.prev->next = e;
	m->head.prev = e;
	m->count++;
	return e;
}

static void pmp_map_unlink(struct pmp_map *m, struct pmp_entry *e)
{
	struct pmp_entry **pp = &m->buckets[e->hash & (m->nbuckets - 1)];

	while (*pp != e)
		pp = &(*pp)->hnext;
	*pp = e->hnext;
	e->prev->next = e->next;
	e->next->prev = e->prev;
	e->hnext = m->free;
	m->free = e;
	m->count--;
}

void pmp_map_delete(struct pmp_map *m, const struct pmp_key *k)
{
	struct pmp_entry *e = pmp_map_find(m, k);

	if (e)
		pmp_map_unlink(m, e);
}

void pmp_map_clear(struct pmp_map *m)
{
	while (m->head.next != &m->head)
		pmp_map_unlink(m, m->head.next);
	m->next_seq = 0;
}

/* Iteration in insertion order. */
/* ------------------------------------------------------------ sorting */

static int pmp_entry_cmp(const void *pa, const void *pb, const void *priv)
{
	const struct pmp_map *m = priv;
	const struct pmp_entry *a = *(const struct pmp_entry *const *)pa;
	const struct pmp_entry *b = *(const struct pmp_entry *const *)pb;
	int r = 0;

	if (m->sort_key >= 0) {
		if (m->d->key_types[m->sort_key] == PMP_T_LONG) {
			long x = PMP_ENTRY_KEY_L(m, a, m->sort_key);
			long y = PMP_ENTRY_KEY_L(m, b, m->sort_key);

			r = x < y ? -1 : x > y;
		} else {
			r = strcmp(PMP_ENTRY_KEY_S(m, a, m->sort_key),
				   PMP_ENTRY_KEY_S(m, b, m->sort_key));
		}
	} else if (m->d->value_type == PMP_T_LONG) {
		long x = PMP_ENTRY_LONG(m, a), y = PMP_ENTRY_LONG(m, b);

		r = x < y ? -1 : x > y;
	} else if (m->d->value_type == PMP_T_STRING) {
		r = strcmp(PMP_ENTRY_STR(m, a), PMP_ENTRY_STR(m, b));
	} else {
		s64 x = PMP_ENTRY_STAT(m, a)->count, y = PMP_ENTRY_STAT(m, b)->count;

		r = x < y ? -1 : x > y;
	}
	r *= m->sort_dir;
	if (!r)   /* ties keep insertion order: the output is repeatable */
		r = a->seq < b->seq ? -1 : a->seq > b->seq;
	return r;
}

/* Fills BUF (capacity entries: each sorted foreach has its own) with
 * the entries sorted on KEY (-1: the value), DIR 1 or -1. */
u32 pmp_map_sort(struct pmp_map *m, struct pmp_entry **buf, int key, int dir)
{
	struct pmp_entry *e;
	u32 n = 0;

	pmp_map_for_each(m, e)
		buf[n++] = e;
	m->sort_key = key;
	m->sort_dir = dir;
	sort_r(buf, n, sizeof(*buf), pmp_entry_cmp, NULL, m);
	return n;
}

/* ---------------------------------------------------- allocation */

void pmp_map_free(struct pmp_map *m)
{
	if (!m)
		return;
	vfree(m->pool);
	vfree(m->buckets);
	kfree(m);
}

struct pmp_map *pmp_map_alloc(const struct pmp_map_desc *d)
{
	struct pmp_map *m = pmp_kzalloc(sizeof(*m));
	u32 off = 0, i;

	if (!m)
		return NULL;
	m->d = d;
	for (i = 0; i < d->nkeys; i++) {
		m->key_off[i] = off;
		off += d->key_types[i] == PMP_T_LONG ? 8 : ALIGN(PMP_MAXSTRINGLEN, 8);
	}
	m->value_off = off;
	off += d->value_type == PMP_T_LONG ? 8 :
	       d->value_type == PMP_T_STRING ? ALIGN(PMP_MAXSTRINGLEN, 8) :
	       ALIGN(d->stat->size, 8);
	m->entry_size = ALIGN(sizeof(struct pmp_entry) + off, 8);
	m->nbuckets = roundup_pow_of_two(max(d->capacity, 16u));
	m->buckets = pmp_vzalloc(array_size(m->nbuckets, sizeof(*m->buckets)));
	m->pool = pmp_vzalloc(array_size(d->capacity, m->entry_size));
	if (!m->buckets || !m->pool) {
		pmp_map_free(m);
		return NULL;
	}
	for (i = d->capacity; i-- > 0;) {
		struct pmp_entry *e = (struct pmp_entry *)(m->pool + (size_t)i * m->entry_size);

		e->hnext = m->free;
		m->free = e;
	}
	m->head.next = m->head.prev = &m->head;
	return m;
}

/* ------------------------------------------------ arrays of aggregates */

/* s[k] <<< v, on this CPU's map (the global's lock is held shared). */
struct pmp_stat *pmp_pmap_entry(struct pmp_pmap *p, const struct pmp_key *k)
{
	struct pmp_map *m = p->cpu[raw_smp_processor_id()];
	struct pmp_entry *e = pmp_map_insert(m, k);

	return e ? PMP_ENTRY_STAT(m, e) : NULL;
}

/* Merges one key over every CPU into DST (lock held exclusive). */
bool pmp_pmap_get(struct pmp_pmap *p,
		  const struct pmp_key *k,
		  struct pmp_stat *dst)
{
	const struct pmp_stat_desc *d = p->agg->d->stat;
	bool found = false;
	int cpu;

	memset(dst, 0, d->size);
	for_each_possible_cpu(cpu) {
		struct pmp_map *m = p->cpu[cpu];
		struct pmp_entry *e = pmp_map_find(m, k);

		if (e) {
			pmp_stat_merge(d, dst, PMP_ENTRY_STAT(m, e), true);
			found = true;
		}
	}
	return found;
}

/* Rebuilds p->agg from every CPU's map (lock held exclusive).  *FULL is
 * set when the CPUs together hold more keys than the capacity. */
struct pmp_map *pmp_pmap_aggregate(struct pmp_pmap *p, bool *full)
{
	const struct pmp_stat_desc *d = p->agg->d->stat;
	struct pmp_map *agg = p->agg;
	int cpu, i;

	pmp_map_clear(agg);
	for_each_possible_cpu(cpu) {
		struct pmp_map *m = p->cpu[cpu];
		struct pmp_entry *e;

		pmp_map_for_each(m, e) {
			struct pmp_key k;
			struct pmp_entry *a;

			for (i = 0; i < m->d->nkeys; i++) {
				if (m->d->key_types[i] == PMP_T_LONG)
					k.k[i].l = PMP_ENTRY_KEY_L(m, e, i);
				else
					k.k[i].s = PMP_ENTRY_KEY_S(m, e, i);
			}
			a = pmp_map_insert(agg, &k);
			if (a)
				pmp_stat_merge(d, PMP_ENTRY_STAT(agg, a),
					       PMP_ENTRY_STAT(m, e), true);
			else
				*full = true;
		}
	}
	return agg;
}

bool pmp_pmap_exists(struct pmp_pmap *p, const struct pmp_key *k)
{
	int cpu;

	for_each_possible_cpu(cpu)
		if (pmp_map_find(p->cpu[cpu], k))
			return true;
	return false;
}

/* @op(s[k]): merged over CPUs into the context's scratch aggregate. */
long pmp_pmap_op(struct pmp_context *c,
		 struct pmp_pmap *p,
		 const struct pmp_key *k, int op,
		 const char *name, const char *where)
{
	struct pmp_stat *s = (struct pmp_stat *)c->statbuf;

	pmp_pmap_get(p, k, s);
	return pmp_stat_value(c, p->agg->d->stat, s, op, name, where);
}

void pmp_pmap_delete(struct pmp_pmap *p, const struct pmp_key *k)
{
	int cpu;

	for_each_possible_cpu(cpu)
		pmp_map_delete(p->cpu[cpu], k);
	pmp_map_delete(p->agg, k);
}

void pmp_pmap_clear(struct pmp_pmap *p)
{
	int cpu;

	for_each_possible_cpu(cpu)
		pmp_map_clear(p->cpu[cpu]);
	pmp_map_clear(p->agg);
}

void pmp_pmap_free(struct pmp_pmap *p)
{
	int cpu;

	if (!p)
		return;
	if (p->cpu)
		for_each_possible_cpu(cpu)
			pmp_map_free(p->cpu[cpu]);
	kfree(p->cpu);
	pmp_map_free(p->agg);
	kfree(p);
}

struct pmp_pmap *pmp_pmap_alloc(const struct pmp_map_desc *d)
{
	struct pmp_pmap *p = pmp_kzalloc(sizeof(*p));
	int cpu;

	if (!p)
		return NULL;
	p->cpu = pmp_kcalloc(nr_cpu_ids, sizeof(*p->cpu));
	p->agg = pmp_map_alloc(d);
	if (!p->cpu || !p->agg)
		goto fail;
	for_each_possible_cpu(cpu) {
		p->cpu[cpu] = pmp_map_alloc(d);
		if (!p->cpu[cpu])
			goto fail;
	}
	return p;
fail:
	pmp_pmap_free(p);
	return NULL;
}
