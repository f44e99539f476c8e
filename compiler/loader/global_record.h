/*
 * global_record.h - a PMP_REC_GLOBAL record (runtime/pmp_abi.h: a global
 * printed at exit, or a printed histogram) read into a structure, for
 * the renderers of the results: JSON (json.c), Prometheus metrics,
 * pprof profiles.  Every field is checked as pmp_abi.h says it is.
 */
#ifndef PMP_GLOBAL_RECORD_H
#define PMP_GLOBAL_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum grec_kind { GREC_LONG, GREC_STRING, GREC_STAT, GREC_ARRAY, GREC_HIST };

/* A value of kind LONG, STRING or STAT. */
struct grec_value {
	enum grec_kind kind;
	long l;                   /* LONG */
	const char *s;            /* STRING (points into the record) */
	long count, min, max, sum, avg; /* STAT: all 0 when count is 0 */
};

struct grec_key {
	bool is_string;
	long l;
	const char *s;
};

/* An array's element: its keys, then its value. */
struct grec_elem {
	struct grec_key *keys;    /* nkeys of them */
	struct grec_value v;
};

/* A histogram's non-empty bucket: [min, max]; an underflow bucket has
 * no min, an overflow one no max. */
struct grec_bucket {
	bool has_min, has_max;
	long min, max, count;
};

struct global_record {
	const char *name;
	enum grec_kind kind;
	struct grec_value v;      /* LONG, STRING, STAT */
	int nkeys;                /* ARRAY: its keys per element, */
	enum grec_kind vkind;     /* its values' kind, */
	struct grec_elem *elems;  /* largest first, as the runtime sorted them */
	size_t nelems;
	struct grec_bucket *buckets; /* HIST, in order */
	size_t nbuckets;
	char *copy;               /* the record's bytes the strings point into */
};

/* Reads the LEN bytes at DATA; false (G emptied) if they are not a
 * well-formed record. */
bool global_record_read(const char *data, size_t len, struct global_record *g);
void global_record_free(struct global_record *g);

#endif /* PMP_GLOBAL_RECORD_H */
