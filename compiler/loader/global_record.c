/*
 * global_record.c - a PMP_REC_GLOBAL record read into struct
 * global_record (global_record.h), each field checked as
 * runtime/pmp_abi.h describes it.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "global_record.h"
#include "pmp_abi.h"

struct fields {
	const char *p, *end;
	bool bad;
};

static const char *field(struct fields *fs)
{
	const char *f = fs->p, *nul;

	if (fs->bad || fs->p >= fs->end || !(nul = memchr(fs->p, '\0', (size_t)(fs->end - fs->p)))) {
		fs->bad = true;
		return "";
	}
	fs->p = nul + 1;
	return f;
}

/* A decimal number as the runtime writes it: [-]digits, in a long. */
static bool is_number(const char *f, long *v)
{
	const char *d = f + (*f == '-');
	char *end;

	if (!*d || strspn(d, "0123456789") != strlen(d))
		return false;
	errno = 0;
	*v = strtol(f, &end, 10);
	return !errno && !*end;
}

static long number(struct fields *fs)
{
	long v = 0;

	if (!is_number(field(fs), &v))
		fs->bad = true;
	return v;
}

static bool kind_of(const char *s, enum grec_kind *k)
{
	static const struct { const char *name; enum grec_kind kind; } kinds[] = {
		{ PMP_GLOBAL_LONG, GREC_LONG }, { PMP_GLOBAL_STRING, GREC_STRING },
		{ PMP_GLOBAL_STAT, GREC_STAT }, { PMP_GLOBAL_ARRAY, GREC_ARRAY },
		{ PMP_GLOBAL_HIST, GREC_HIST },
	};

	for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++)
		if (!strcmp(s, kinds[i].name)) {
			*k = kinds[i].kind;
			return true;
		}
	return false;
}

static void value(struct fields *fs, enum grec_kind kind, struct grec_value *v)
{
	v->kind = kind;
	switch (kind) {
	case GREC_LONG:
		v->l = number(fs);
		break;
	case GREC_STRING:
		v->s = field(fs);
		break;
	case GREC_STAT:
		v->count = number(fs);
		v->min = number(fs);
		v->max = number(fs);
		v->sum = number(fs);
		v->avg = number(fs);
		break;
	default:
		fs->bad = true;
	}
}

static void array(struct fields *fs, struct global_record *g)
{
	long nkeys = number(fs);
	size_t cap = 0;

	if (fs->bad || nkeys < 1 || nkeys > PMP_MAX_KEYS || !kind_of(field(fs), &g->vkind) ||
	    g->vkind > GREC_STAT) {
		fs->bad = true;
		return;
	}
	g->nkeys = (int)nkeys;
	while (!fs->bad && fs->p < fs->end) {
		struct grec_elem *e;

		if (g->nelems == cap) {
			cap = cap ? 2 * cap : 16;
			g->elems = xrealloc(g->elems, cap * sizeof(*g->elems));
		}
		e = &g->elems[g->nelems++];
		memset(e, 0, sizeof(*e));
		e->keys = xcalloc((size_t)nkeys, sizeof(*e->keys));
		for (long k = 0; k < nkeys; k++) {
			const char *f = field(fs);

			/* A key is a number where it reads as one: the record
			 * does not say; a string key of digits reads the same. */
			e->keys[k].s = f;
			e->keys[k].is_string = !is_number(f, &e->keys[k].l);
		}
		value(fs, g->vkind, &e->v);
	}
}

static void hist(struct fields *fs, struct global_record *g)
{
	size_t cap = 0;

	while (!fs->bad && fs->p < fs->end) {
		const char *min = field(fs), *max = field(fs);
		struct grec_bucket *b;

		if (g->nbuckets == cap) {
			cap = cap ? 2 * cap : 16;
			g->buckets = xrealloc(g->buckets, cap * sizeof(*g->buckets));
		}
		b = &g->buckets[g->nbuckets++];
		memset(b, 0, sizeof(*b));
		b->has_min = *min != '\0';
		b->has_max = *max != '\0';
		if ((b->has_min && !is_number(min, &b->min)) || (b->has_max && !is_number(max, &b->max)))
			fs->bad = true;
		b->count = number(fs);
	}
}

bool global_record_read(const char *data, size_t len, struct global_record *g)
{
	struct fields fs;

	memset(g, 0, sizeof(*g));
	g->copy = xmalloc(len + 1);
	memcpy(g->copy, data, len);
	g->copy[len] = '\0';
	fs = (struct fields){ g->copy, g->copy + len, false };
	g->name = field(&fs);
	if (!*g->name || !kind_of(field(&fs), &g->kind))
		fs.bad = true;
	else if (g->kind == GREC_ARRAY)
		array(&fs, g);
	else if (g->kind == GREC_HIST)
		hist(&fs, g);
	else
		value(&fs, g->kind, &g->v);
	if (!fs.bad && fs.p != fs.end)
		fs.bad = true;
	if (fs.bad) {
		global_record_free(g);
		return false;
	}
	return true;
}

void global_record_free(struct global_record *g)
{
	for (size_t i = 0; i < g->nelems; i++)
		free(g->elems[i].keys);
	free(g->elems);
	free(g->buckets);
	free(g->copy);
	memset(g, 0, sizeof(*g));
}
