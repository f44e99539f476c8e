// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_globals.c - the script's globals as a whole, from the translator's
 * tables (pmp_script.h): their memory, allocated at load and freed at
 * unload (arrays, per-CPU aggregate structs, the buffers sorted foreach
 * loops sort into), and the exit dump of every global the script writes
 * but never reads.  A loop over a table here replaces what used to be
 * generated as straight-line C per global: big scripts compile faster.
 */

#include "pmp_runtime.h"

/* One buffer for the exit dump of every printed array, sized for the
 * largest: arrays are printed one after the other. */
static struct pmp_entry **pmp_dump_buf;

static void pmp_globals_free(void)
{
	const struct pmp_sort_buf *sb;
	const struct pmp_global *g;

	for (sb = pmp_sort_bufs; sb->buf; sb++) {
		vfree(*sb->buf);
		*sb->buf = NULL;
	}
	for (g = pmp_globals; g->name; g++) {
		switch (g->kind) {
		case PMP_G_MAP:
			pmp_map_free(*(struct pmp_map **)g->var);
			*(struct pmp_map **)g->var = NULL;
			break;
		case PMP_G_PMAP:
			pmp_pmap_free(*(struct pmp_pmap **)g->var);
			*(struct pmp_pmap **)g->var = NULL;
			break;
		case PMP_G_PSTAT:
			vfree(((struct pmp_pstat *)g->var)->cpus);
			((struct pmp_pstat *)g->var)->cpus = NULL;
			break;
		}
	}
	vfree(pmp_dump_buf);
	pmp_dump_buf = NULL;
}

static void *pmp_entry_buf(u32 capacity)
{
	return pmp_vzalloc(array_size(capacity, sizeof(struct pmp_entry *)));
}

static int pmp_globals_alloc(void)
{
	const struct pmp_sort_buf *sb;
	const struct pmp_global *g;
	struct pmp_pstat *ps;
	u32 dump = 0;

	for (g = pmp_globals; g->name; g++) {
		switch (g->kind) {
		case PMP_G_MAP:
			*(struct pmp_map **)g->var = pmp_map_alloc(g->map);
			if (!*(struct pmp_map **)g->var)
				goto fail;
			break;
		case PMP_G_PMAP:
			*(struct pmp_pmap **)g->var = pmp_pmap_alloc(g->map);
			if (!*(struct pmp_pmap **)g->var)
				goto fail;
			break;
		case PMP_G_PSTAT:
			ps = g->var;
			ps->cpus = pmp_vzalloc(array_size(nr_cpu_ids, ps->d->size));
			if (!ps->cpus)
				goto fail;
			break;
		}
		if (g->printed && g->map && g->map->capacity > dump)
			dump = g->map->capacity;
	}
	for (sb = pmp_sort_bufs; sb->buf; sb++) {
		*sb->buf = pmp_entry_buf(sb->map->capacity);
		if (!*sb->buf)
			goto fail;
	}
	if (dump) {
		pmp_dump_buf = pmp_entry_buf(dump);
		if (!pmp_dump_buf)
			goto fail;
	}
	return 0;
fail:
	pmp_globals_free();
	return -ENOMEM;
}

static void pmp_warn_not_all(const struct pmp_global *g)
{
	char buf[512];   /* longer names are cut at 400 bytes */
	int len = scnprintf(buf, sizeof(buf),
			    "array %.400s: its CPUs hold more keys than its capacity; not all are printed\n",
			    g->name);

	pmp_write_message(PMP_REC_WARN, buf, len);
}

/* Array G's map as printed at exit (a per-CPU one summed over its CPUs,
 * said when they held more keys than fit), its entries sorted into
 * pmp_dump_buf, largest value first: their number in *N. */
static struct pmp_map *pmp_dump_sorted(const struct pmp_global *g, u32 *n, bool warn)
{
	struct pmp_map *m = *(struct pmp_map **)g->var;
	bool full = false;

	if (g->kind == PMP_G_PMAP) {
		m = pmp_pmap_aggregate(*(struct pmp_pmap **)g->var, &full);
		if (full && warn)
			pmp_warn_not_all(g);
	}
	*n = pmp_map_sort(m, pmp_dump_buf, -1, -1);
	return m;
}

/* name[k1,"k2"]=value per entry, largest value first. */
static void pmp_dump_array(struct pmp_context *c, const struct pmp_global *g)
{
	struct pmp_entry *e;
	struct pmp_map *m;
	u32 i, n;
	int k;

	m = pmp_dump_sorted(g, &n, true);
	for (i = 0; i < n; i++) {
		e = pmp_dump_buf[i];
		pmp_printf(c, "%s[", g->name);
		for (k = 0; k < g->map->nkeys; k++) {
			if (k)
				pmp_print_char(c, ',');
			if (g->map->key_types[k] == PMP_T_STRING)
				pmp_printf(c, "\"%s\"", PMP_ENTRY_KEY_S(m, e, k));
			else
				pmp_printf(c, "%ld", PMP_ENTRY_KEY_L(m, e, k));
		}
		if (g->map->value_type == PMP_T_STAT) {
			pmp_printf(c, "] ");
			pmp_print_stat_summary(c, PMP_ENTRY_STAT(m, e));
			pmp_print_char(c, '\n');
		} else if (g->map->value_type == PMP_T_STRING) {
			pmp_printf(c, "]=\"%s\"\n", PMP_ENTRY_STR(m, e));
		} else {
			pmp_printf(c, "]=%ld\n", PMP_ENTRY_LONG(m, e));
		}
	}
}

/* -f json: PMP_REC_GLOBAL fields (pmp_abi.h), each ended by a NUL. */
static void pmp_field_str(struct pmp_context *c, const char *s)
{
	pmp_print_str(c, s);
	pmp_print_char(c, '\0');
}

/* A kind's name (a literal: strnlen() on it would read past it, which
 * FORTIFY_SOURCE refuses), its NUL included. */
static void pmp_field_kind(struct pmp_context *c, const char *kind)
{
	pmp_print_bytes(c, kind, strlen(kind) + 1);
}

static void pmp_field_long(struct pmp_context *c, long v)
{
	pmp_print_long(c, v);
	pmp_print_char(c, '\0');
}

static void pmp_fields_stat(struct pmp_context *c, const struct pmp_stat *s)
{
	pmp_field_long(c, s->count);
	pmp_field_long(c, s->count ? s->min : 0);
	pmp_field_long(c, s->count ? s->max : 0);
	pmp_field_long(c, s->count ? s->sum : 0);
	pmp_field_long(c, s->count ? pmp_stat_avg(s) : 0);
}

static void pmp_fields_array(struct pmp_context *c, const struct pmp_global *g, bool warn)
{
	struct pmp_entry *e;
	struct pmp_map *m;
	u32 i, n;
	int k;

	m = pmp_dump_sorted(g, &n, warn);
	pmp_field_kind(c, PMP_GLOBAL_ARRAY);
	pmp_field_long(c, g->map->nkeys);
	pmp_field_kind(c, g->map->value_type == PMP_T_STAT ? PMP_GLOBAL_STAT :
		       g->map->value_type == PMP_T_STRING ? PMP_GLOBAL_STRING : PMP_GLOBAL_LONG);
	for (i = 0; i < n; i++) {
		e = pmp_dump_buf[i];
		for (k = 0; k < g->map->nkeys; k++) {
			if (g->map->key_types[k] == PMP_T_STRING)
				pmp_field_str(c, PMP_ENTRY_KEY_S(m, e, k));
			else
				pmp_field_long(c, PMP_ENTRY_KEY_L(m, e, k));
		}
		if (g->map->value_type == PMP_T_STAT)
			pmp_fields_stat(c, PMP_ENTRY_STAT(m, e));
		else if (g->map->value_type == PMP_T_STRING)
			pmp_field_str(c, PMP_ENTRY_STR(m, e));
		else
			pmp_field_long(c, PMP_ENTRY_LONG(m, e));
	}
}

/* -f json (and after the text for the result files): each printed
 * global one PMP_REC_GLOBAL record, which the loader turns into JSON,
 * metrics or a profile: the text below cannot be split back (a string
 * key may hold '"' and ','); WARN: say here an array's elements that
 * did not all fit when they were merged. */
static void pmp_globals_dump_fields(struct pmp_context *c, bool warn)
{
	struct pmp_stat *s = (struct pmp_stat *)c->statbuf;
	const struct pmp_global *g;

	if (c->rec_len)
		pmp_record_commit(c, false);
	c->rec_type = PMP_REC_GLOBAL;
	for (g = pmp_globals; g->name; g++) {
		if (!g->printed)
			continue;
		pmp_printf(c, "%s", g->name);
		pmp_print_char(c, '\0');
		switch (g->kind) {
		case PMP_G_LONG:
			pmp_field_kind(c, PMP_GLOBAL_LONG);
			pmp_field_long(c, *(long *)g->var);
			break;
		case PMP_G_STRING:
			pmp_field_kind(c, PMP_GLOBAL_STRING);
			pmp_field_str(c, (const char *)g->var);
			break;
		case PMP_G_PSTAT:
			pmp_pstat_read(g->var, s, NULL);
			pmp_field_kind(c, PMP_GLOBAL_STAT);
			pmp_fields_stat(c, s);
			break;
		default:
			pmp_fields_array(c, g, warn);
		}
		pmp_record_commit(c, false);
	}
	c->rec_type = 0;
}

/* --metrics: the printed globals as PMP_REC_GLOBAL records between the
 * two PMP_REC_SNAPSHOT records (pmp_abi.h), from the timer probe the
 * translator adds, which holds the locks pass 2 planned for reading
 * them.  Only one runs at a time (a timer probe's handler does not run
 * alongside itself), and the exit dump after the timer stopped: the
 * sort buffer pmp_dump_buf is theirs in turn. */
void pmp_globals_snapshot(struct pmp_context *c)
{
	const struct pmp_global *g;
	char end[32];
	int n = 0, len;

	for (g = pmp_globals; g->name; g++)
		n += g->printed;
	if (c->rec_len)
		pmp_record_commit(c, false);
	c->rec_type = PMP_REC_SNAPSHOT;
	pmp_print_bytes(c, PMP_SNAPSHOT_BEGIN, strlen(PMP_SNAPSHOT_BEGIN));
	pmp_record_commit(c, false);
	pmp_globals_dump_fields(c, false);	/* the exit dump warns, once */
	len = scnprintf(end, sizeof(end), PMP_SNAPSHOT_END "%d", n);
	c->rec_type = PMP_REC_SNAPSHOT;
	pmp_print_bytes(c, end, len);
	pmp_record_commit(c, false);
	c->rec_type = 0;
}

/* At exit, after the end probes, as SystemTap 5.x prints them
 * (elaborate.cxx, add_global_var_display): numbers in decimal ("n=5",
 * 'a["k",3]=7'; "=%d" for any global without a DWARF pointer type),
 * strings in double quotes as they are (its "%#s" escapes nothing),
 * "st @count=4 ...", an empty scalar aggregate "st @count=0x0". */
static void pmp_globals_dump(struct pmp_context *c)
{
	struct pmp_stat *s = (struct pmp_stat *)c->statbuf;
	const struct pmp_global *g;

	if (pmp_json) {
		pmp_globals_dump_fields(c, true);
		return;
	}
	for (g = pmp_globals; g->name; g++) {
		if (!g->printed)
			continue;
		switch (g->kind) {
		case PMP_G_LONG:
			pmp_printf(c, "%s=%ld\n", g->name, *(long *)g->var);
			break;
		case PMP_G_STRING:
			pmp_printf(c, "%s=\"%s\"\n", g->name, (const char *)g->var);
			break;
		case PMP_G_PSTAT:
			pmp_pstat_read(g->var, s, NULL);
			pmp_printf(c, "%s ", g->name);
			pmp_print_stat_summary(c, s);
			pmp_print_char(c, '\n');
			break;
		default:
			pmp_dump_array(c, g);
		}
	}
	if (pmp_fields)		/* the text's dump warned */
		pmp_globals_dump_fields(c, false);
}
