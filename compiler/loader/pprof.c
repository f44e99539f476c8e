/*
 * pprof.c - a profile (profile.h) as the profile.proto message that
 * pprof and the profilers speaking it read, gzipped: the protobuf wire
 * format written here (varints, length-delimited fields), the message's
 * field numbers as profile.proto defines them, and the gzip member made
 * by zlib.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

#include "profile.h"

/* profile.proto's field numbers. */
enum {
	PROFILE_SAMPLE_TYPE = 1, PROFILE_SAMPLE = 2, PROFILE_MAPPING = 3,
	PROFILE_LOCATION = 4, PROFILE_FUNCTION = 5, PROFILE_STRING_TABLE = 6,
	PROFILE_TIME_NANOS = 9, PROFILE_DEFAULT_SAMPLE_TYPE = 14,
};
enum { VALUE_TYPE_TYPE = 1, VALUE_TYPE_UNIT = 2 };
enum { SAMPLE_LOCATION_ID = 1, SAMPLE_VALUE = 2 };
enum { MAPPING_ID = 1, MAPPING_FILENAME = 5, MAPPING_HAS_FUNCTIONS = 7 };
enum { LOCATION_ID = 1, LOCATION_MAPPING_ID = 2, LOCATION_LINE = 4 };
enum { LINE_FUNCTION_ID = 1 };
enum { FUNCTION_ID = 1, FUNCTION_NAME = 2, FUNCTION_SYSTEM_NAME = 3 };

/* The wire types used. */
enum { WIRE_VARINT = 0, WIRE_LEN = 2 };

/* ------------------------------------------------------- the wire format */

static void put_varint(struct buf *b, uint64_t v)
{
	char bytes[10];
	size_t n = 0;

	do {
		bytes[n] = (char)(v & 0x7f);
		v >>= 7;
		if (v)
			bytes[n] |= (char)0x80;
		n++;
	} while (v);
	buf_add(b, bytes, n);
}

static void put_tag(struct buf *b, unsigned field, unsigned wire)
{
	put_varint(b, (uint64_t)field << 3 | wire);
}

/* A varint field; proto3 leaves out a zero. */
static void put_uint(struct buf *b, unsigned field, uint64_t v)
{
	if (!v)
		return;
	put_tag(b, field, WIRE_VARINT);
	put_varint(b, v);
}

static void put_bytes(struct buf *b, unsigned field, const void *data, size_t len)
{
	put_tag(b, field, WIRE_LEN);
	put_varint(b, len);
	if (len)
		buf_add(b, data, len);
}

/* A nested message SUB as field FIELD of B; SUB emptied for reuse. */
static void put_message(struct buf *b, unsigned field, struct buf *sub)
{
	put_bytes(b, field, sub->data, sub->len);
	sub->len = 0;
}

/* ------------------------------------------------ the string table, ids */

/* Distinct strings, numbered in order of first appearance: the string
 * table's indexes (0 is ""), and the frame names' function ids. */
struct intern {
	const char **str;         /* by number */
	size_t *len;
	size_t n, cap;
	size_t *slot;             /* hash table of number + 1, 0: empty */
	size_t nslots;
};

static uint64_t hash_bytes(const char *s, size_t len)
{
	uint64_t h = 1469598103934665603ull;   /* FNV-1a */

	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
	return h;
}

static void intern_grow(struct intern *t)
{
	size_t nslots = t->nslots ? t->nslots * 2 : 256;
	size_t *slot = xcalloc(nslots, sizeof(*slot));

	for (size_t i = 0; i < t->n; i++) {
		size_t j = hash_bytes(t->str[i], t->len[i]) & (nslots - 1);

		while (slot[j])
			j = (j + 1) & (nslots - 1);
		slot[j] = i + 1;
	}
	free(t->slot);
	t->slot = slot;
	t->nslots = nslots;
}

/* The number of the LEN bytes at S (not copied: they outlive T). */
static size_t intern(struct intern *t, const char *s, size_t len)
{
	size_t j;

	if (2 * (t->n + 1) > t->nslots)
		intern_grow(t);
	j = hash_bytes(s, len) & (t->nslots - 1);
	for (; t->slot[j]; j = (j + 1) & (t->nslots - 1)) {
		size_t i = t->slot[j] - 1;

		if (t->len[i] == len && !memcmp(t->str[i], s, len))
			return i;
	}
	if (t->n == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 64;
		t->str = xrealloc(t->str, t->cap * sizeof(*t->str));
		t->len = xrealloc(t->len, t->cap * sizeof(*t->len));
	}
	t->str[t->n] = s;
	t->len[t->n] = len;
	t->slot[j] = t->n + 1;
	return t->n++;
}

static void intern_free(struct intern *t)
{
	free(t->str);
	free(t->len);
	free(t->slot);
}

/* ------------------------------------------------------------ the message */

struct encoder {
	struct buf msg, sub, packed;
	struct intern strings;    /* the string table */
	struct intern frames;     /* frame names: function and location id - 1 */
	uint64_t *ids;            /* a sample's location ids, leaf first */
	size_t maxids;
};

static size_t string_index(struct encoder *e, const char *s)
{
	return intern(&e->strings, s, strlen(s));
}

static void put_value_type(struct encoder *e, unsigned field, const char *type,
			   const char *unit)
{
	put_uint(&e->sub, VALUE_TYPE_TYPE, string_index(e, type));
	put_uint(&e->sub, VALUE_TYPE_UNIT, string_index(e, unit));
	put_message(&e->msg, field, &e->sub);
}

/* One Sample: the stack's frames as location ids, innermost first,
 * and its weight in its type's column (0 in the others). */
static void put_sample(struct encoder *e, const struct profile *p,
		       const struct profile_sample *s)
{
	const char *at = s->stack, *f;
	size_t len, n = 0;

	while ((f = folded_next_frame(&at, &len))) {
		if (n == e->maxids) {
			e->maxids = e->maxids ? e->maxids * 2 : 64;
			e->ids = xrealloc(e->ids, e->maxids * sizeof(*e->ids));
		}
		e->ids[n++] = intern(&e->frames, f, len) + 1;
	}
	for (size_t i = n; i-- > 0;)
		put_varint(&e->packed, e->ids[i]);
	put_bytes(&e->sub, SAMPLE_LOCATION_ID, e->packed.data, e->packed.len);
	e->packed.len = 0;
	for (size_t t = 0; t < p->ntypes; t++)
		put_varint(&e->packed, (uint64_t)(t == s->type ? s->weight : 0));
	put_bytes(&e->sub, SAMPLE_VALUE, e->packed.data, e->packed.len);
	e->packed.len = 0;
	put_message(&e->msg, PROFILE_SAMPLE, &e->sub);
}

/* The one Mapping every Location names: its functions are known (so
 * pprof looks for no binary to symbolize them). */
static void put_mapping(struct encoder *e)
{
	put_uint(&e->sub, MAPPING_ID, 1);
	put_uint(&e->sub, MAPPING_FILENAME, string_index(e, "[pmprobe]"));
	put_uint(&e->sub, MAPPING_HAS_FUNCTIONS, 1);
	put_message(&e->msg, PROFILE_MAPPING, &e->sub);
}

/* Frame number I's Location and Function, both of id I + 1. */
static void put_frame(struct encoder *e, size_t i)
{
	struct buf line = { 0 };
	size_t idx = intern(&e->strings, e->frames.str[i], e->frames.len[i]);

	put_uint(&line, LINE_FUNCTION_ID, i + 1);
	put_uint(&e->sub, LOCATION_ID, i + 1);
	put_uint(&e->sub, LOCATION_MAPPING_ID, 1);
	put_bytes(&e->sub, LOCATION_LINE, line.data, line.len);
	put_message(&e->msg, PROFILE_LOCATION, &e->sub);
	put_uint(&e->sub, FUNCTION_ID, i + 1);
	put_uint(&e->sub, FUNCTION_NAME, idx);
	put_uint(&e->sub, FUNCTION_SYSTEM_NAME, idx);
	put_message(&e->msg, PROFILE_FUNCTION, &e->sub);
	buf_free(&line);
}

static void put_strings(struct encoder *e)
{
	for (size_t i = 0; i < e->strings.n; i++)
		put_bytes(&e->msg, PROFILE_STRING_TABLE, e->strings.str[i], e->strings.len[i]);
}

bool pprof_encode(const struct profile *p, struct buf *out)
{
	struct encoder e = { 0 };
	struct timespec now;
	bool ok;

	string_index(&e, "");
	for (size_t t = 0; t < p->ntypes; t++)
		put_value_type(&e, PROFILE_SAMPLE_TYPE, p->types[t], "count");
	for (size_t i = 0; i < p->nsamples; i++)
		put_sample(&e, p, &p->samples[i]);
	put_mapping(&e);
	for (size_t i = 0; i < e.frames.n; i++)
		put_frame(&e, i);
	clock_gettime(CLOCK_REALTIME, &now);
	put_uint(&e.msg, PROFILE_TIME_NANOS,
		 (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec);
	if (p->ntypes)
		put_uint(&e.msg, PROFILE_DEFAULT_SAMPLE_TYPE, string_index(&e, p->types[0]));
	put_strings(&e);
	ok = pprof_gzip(e.msg.data, e.msg.len, out);
	buf_free(&e.msg);
	buf_free(&e.sub);
	buf_free(&e.packed);
	intern_free(&e.strings);
	intern_free(&e.frames);
	free(e.ids);
	return ok;
}

/* ------------------------------------------------------------------ gzip */

bool pprof_gzip(const void *data, size_t len, struct buf *out)
{
	z_stream z = { 0 };
	char *dst;
	uLong bound;
	int rc;

	/* 15 + 16: a window of 2^15 bytes, in a gzip member */
	rc = deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
	if (rc != Z_OK) {
		fprintf(stderr, "pmprobe: --pprof: zlib cannot start compressing (%d)\n", rc);
		return false;
	}
	bound = deflateBound(&z, (uLong)len);
	dst = xmalloc(bound);
	z.next_in = (Bytef *)(uintptr_t)data;
	z.avail_in = (uInt)len;
	z.next_out = (Bytef *)dst;
	z.avail_out = (uInt)bound;
	rc = deflate(&z, Z_FINISH);
	if (rc == Z_STREAM_END)
		buf_add(out, dst, z.total_out);
	else
		fprintf(stderr, "pmprobe: --pprof: zlib failed to compress the profile (%d)\n", rc);
	deflateEnd(&z);
	free(dst);
	return rc == Z_STREAM_END;
}
