/*
 * metrics.c - --metrics FILE: the script's printed globals, read into
 * struct global_record (global_record.h), in Prometheus's text exposition
 * format 0.0.4 (man pmprobe(1), METRICS).  A global NAME is the family
 * pmprobe_NAME: a counter (NAME_total) when the translator saw it only
 * grow (.modinfo's PMP_MODINFO_COUNTER), else a gauge; an array's keys
 * are the labels key1..keyN; an aggregate is a summary (_sum, _count)
 * with gauges _min, _max, _avg; a printed histogram a histogram; a
 * string a gauge of 1 with the string in the label "value".  While the
 * script runs, the records between a CPU's two PMP_REC_SNAPSHOT marks
 * (pmp_abi.h) are one snapshot, rendered when it came whole; at exit,
 * the exit dump's records.  The file itself is written by result_file.c.
 */
#include <stdlib.h>
#include <string.h>

#include "loader.h"
#include "global_record.h"

#define METRIC_PREFIX "pmprobe_"

struct render {
	struct buf *out;
	struct vec families;      /* char *: family names written so far */
	struct buf line;          /* one sample's labels being built */
};

/* TEXT as a label value: valid UTF-8 with \, " and newline escaped (a
 * byte that is no part of valid UTF-8 becomes U+FFFD). */
static void label_value(struct buf *b, const char *text)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t n = strlen(text), i = 0, len;

	buf_putc(b, '"');
	while (i < n) {
		if (s[i] == '\\' || s[i] == '"') {
			buf_putc(b, '\\');
			buf_putc(b, (char)s[i++]);
		} else if (s[i] == '\n') {
			buf_puts(b, "\\n");
			i++;
		} else if (s[i] < 0x80) {
			buf_putc(b, (char)s[i++]);
		} else if ((len = utf8_len(s + i, n - i))) {
			buf_add(b, (const char *)s + i, len);
			i += len;
		} else {
			buf_puts(b, "\xef\xbf\xbd");
			i++;
		}
	}
	buf_putc(b, '"');
}

/* NAME as a metric name's part: [a-zA-Z0-9_] kept, any other byte '_'
 * (a histogram's name is the aggregate as written, "lat[k]"). */
static char *name_part(const char *name)
{
	char *p = xstrdup(name), *q;
	size_t n;

	for (q = p; *q; q++)
		if (!((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
		      (*q >= '0' && *q <= '9') || *q == '_'))
			*q = '_';
	n = strlen(p);
	while (n && p[n - 1] == '_')
		p[--n] = '\0';
	return p;
}

/* A family's HELP and TYPE lines; false (and one line on stderr) when a
 * family of that name was written already: its samples are left out. */
static bool family(struct render *r, const char *fam, const char *type, const char *global,
		   const char *what)
{
	if (vec_has_str(&r->families, fam)) {
		fprintf(stderr, "pmprobe: --metrics: global '%s' would be metric %s, which another global gave already: left out\n",
			global, fam);
		return false;
	}
	vec_push(&r->families, xstrdup(fam));
	buf_printf(r->out, "# HELP %s %s '", fam, what);
	for (const char *p = global; *p; p++)
		buf_puts(r->out, *p == '\\' ? "\\\\" : *p == '\n' ? "\\n" : (char[2]){ *p, 0 });
	buf_printf(r->out, "' of a pmprobe script\n# TYPE %s %s\n", fam, type);
	return true;
}

/* An element's keys as labels key1="..",... into B (empty for a scalar). */
static void key_labels(struct buf *b, const struct global_record *g, const struct grec_elem *e)
{
	b->len = 0;
	for (int k = 0; e && k < g->nkeys; k++) {
		buf_printf(b, "%skey%d=", k ? "," : "", k + 1);
		if (e->keys[k].is_string) {
			label_value(b, e->keys[k].s);
		} else {
			char num[32];

			snprintf(num, sizeof(num), "%ld", e->keys[k].l);
			label_value(b, num);
		}
	}
	buf_add(b, "", 1);
	b->len--;
}

/* One sample: NAME{LABELS[,EXTRA]} VALUE. */
static void sample(struct render *r, const char *name, const char *extra, long v)
{
	const char *labels = r->line.data ? r->line.data : "";

	buf_puts(r->out, name);
	if (*labels || (extra && *extra))
		buf_printf(r->out, "{%s%s%s}", labels, *labels && extra && *extra ? "," : "",
			   extra ? extra : "");
	buf_printf(r->out, " %ld\n", v);
}

/* The elements of G (a scalar is one element without keys). */
static size_t elements(const struct global_record *g)
{
	return g->kind == GREC_ARRAY ? g->nelems : 1;
}

static const struct grec_value *element(const struct global_record *g, size_t i,
					const struct grec_elem **e)
{
	*e = g->kind == GREC_ARRAY ? &g->elems[i] : NULL;
	return *e ? &(*e)->v : &g->v;
}

/* A long global or array: a counter or a gauge. */
static void render_long(struct render *r, const struct global_record *g, const char *base,
			bool counter)
{
	size_t n = strlen(base);
	char *fam = counter && !(n >= 6 && !strcmp(base + n - 6, "_total")) ?
		    xasprintf("%s_total", base) : xstrdup(base);
	const struct grec_elem *e;

	if (family(r, fam, counter ? "counter" : "gauge", g->name,
		   counter ? "counter: global" : "gauge: global"))
		for (size_t i = 0; i < elements(g); i++) {
			const struct grec_value *v = element(g, i, &e);

			key_labels(&r->line, g, e);
			sample(r, fam, NULL, v->l);
		}
	free(fam);
}

/* A string global or array: 1 with the string in the label "value". */
static void render_string(struct render *r, const struct global_record *g, const char *base)
{
	const struct grec_elem *e;
	struct buf extra;

	if (!family(r, base, "gauge", g->name, "string (in the label value): global"))
		return;
	buf_init(&extra);
	for (size_t i = 0; i < elements(g); i++) {
		const struct grec_value *v = element(g, i, &e);

		extra.len = 0;
		buf_puts(&extra, "value=");
		label_value(&extra, v->s);
		buf_add(&extra, "", 1);
		key_labels(&r->line, g, e);
		sample(r, base, extra.data, 1);
	}
	buf_free(&extra);
}

/* An aggregate: a summary without quantiles (_sum, _count), and gauges
 * _min, _max, _avg for the elements that hold a value. */
static void render_stat(struct render *r, const struct global_record *g, const char *base)
{
	static const char *const parts[] = { "min", "max", "avg" };
	const struct grec_elem *e;
	char *name;

	if (family(r, base, "summary", g->name, "aggregate (<<<): global")) {
		char *sum = xasprintf("%s_sum", base), *count = xasprintf("%s_count", base);

		for (size_t i = 0; i < elements(g); i++) {
			const struct grec_value *v = element(g, i, &e);

			key_labels(&r->line, g, e);
			sample(r, sum, NULL, v->sum);
			sample(r, count, NULL, v->count);
		}
		free(sum);
		free(count);
	}
	for (int p = 0; p < 3; p++) {
		bool any = false;

		for (size_t i = 0; i < elements(g); i++)
			any |= element(g, i, &e)->count > 0;
		if (!any)
			continue;
		name = xasprintf("%s_%s", base, parts[p]);
		if (family(r, name, "gauge", g->name,
			   p == 0 ? "least value (@min) of aggregate" :
			   p == 1 ? "greatest value (@max) of aggregate" : "mean (@avg) of aggregate"))
			for (size_t i = 0; i < elements(g); i++) {
				const struct grec_value *v = element(g, i, &e);

				if (!v->count)
					continue;
				key_labels(&r->line, g, e);
				sample(r, name, NULL, p == 0 ? v->min : p == 1 ? v->max : v->avg);
			}
		free(name);
	}
}

/* A printed histogram: cumulative buckets at each non-empty bucket's
 * upper bound (integers: a value <= its max is in it), +Inf, _count.
 * The record has no sum of the values, so there is no _sum. */
static void render_hist(struct render *r, const struct global_record *g, const char *base)
{
	char *bucket = xasprintf("%s_bucket", base), *count = xasprintf("%s_count", base);
	char le[48];
	long total = 0;

	if (family(r, base, "histogram", g->name, "histogram (@hist_log, @hist_linear) of")) {
		key_labels(&r->line, g, NULL);
		for (size_t i = 0; i < g->nbuckets; i++) {
			total += g->buckets[i].count;
			if (!g->buckets[i].has_max)
				continue;
			snprintf(le, sizeof(le), "le=\"%ld\"", g->buckets[i].max);
			sample(r, bucket, le, total);
		}
		sample(r, bucket, "le=\"+Inf\"", total);
		sample(r, count, NULL, total);
	}
	free(bucket);
	free(count);
}

void metrics_render(struct buf *out, struct global_record *const *g, size_t n,
		    const struct vec *counters)
{
	struct render r = { .out = out };

	buf_init(&r.line);
	for (size_t i = 0; i < n; i++) {
		char *part, *base;
		enum grec_kind k;
		bool later = false;

		/* a histogram printed again: its last print */
		for (size_t j = i + 1; j < n && !later; j++)
			later = g[j]->kind == g[i]->kind && !strcmp(g[j]->name, g[i]->name);
		if (later)
			continue;
		part = name_part(g[i]->name);
		base = xasprintf(METRIC_PREFIX "%s", part);
		k = g[i]->kind == GREC_ARRAY ? g[i]->vkind : g[i]->kind;

		if (g[i]->kind == GREC_ARRAY && !g[i]->nelems)
			;       /* no sample: no family */
		else if (g[i]->kind == GREC_HIST)
			render_hist(&r, g[i], base);
		else if (k == GREC_STRING)
			render_string(&r, g[i], base);
		else if (k == GREC_STAT)
			render_stat(&r, g[i], base);
		else
			render_long(&r, g[i], base, counters && vec_has_str(counters, g[i]->name));
		free(part);
		free(base);
	}
	buf_free(&r.line);
	vec_free_strings(&r.families);
}

bool metrics_put(const struct run_options *opt, struct global_record *const *g, size_t n,
		 const struct vec *counters)
{
	struct buf b;
	bool ok;

	buf_init(&b);
	metrics_render(&b, g, n, counters);
	ok = result_file_put(&opt->results, RESULT_METRICS, b.data ? b.data : "", b.len);
	buf_free(&b);
	return ok;
}

/* --metrics-of RECORDS (the test suite): lines "counter NAME" and
 * "record LENGTH", the latter followed by LENGTH bytes of a
 * PMP_REC_GLOBAL record and a newline. */
int metrics_of_file(const char *path, const struct run_options *opt)
{
	struct vec counters = { 0 }, recs = { 0 };
	char *text = NULL, *p, *end, *nl;
	size_t len = 0, n;
	int rc = 1;

	if (!read_file(path, &text, &len)) {
		fprintf(stderr, "pmprobe: cannot read %s\n", path);
		return 1;
	}
	for (p = text, end = text + len; p < end; p = nl + 1) {
		struct global_record *g;

		if (!(nl = memchr(p, '\n', (size_t)(end - p))))
			goto bad;
		*nl = '\0';
		if (!strncmp(p, "counter ", 8)) {
			vec_push(&counters, xstrdup(p + 8));
			continue;
		}
		if (strncmp(p, "record ", 7) || (n = strtoul(p + 7, NULL, 10)) > (size_t)(end - nl - 1))
			goto bad;
		g = xcalloc(1, sizeof(*g));
		vec_push(&recs, g);
		if (!global_record_read(nl + 1, n, g))
			goto bad;
		nl += n + 1;
	}
	rc = metrics_put(opt, (struct global_record *const *)recs.items, recs.len, &counters) ? 0 : 1;
	goto out;
bad:
	fprintf(stderr, "pmprobe: %s: not a list of counters and records\n", path);
out:
	for (size_t i = 0; i < recs.len; i++) {
		global_record_free(VEC_AT(recs, i));
		free(VEC_AT(recs, i));
	}
	free(recs.items);
	vec_free_strings(&counters);
	free(text);
	return rc;
}

/* ------------------------------------------ snapshots while running */

/* A snapshot being read on one CPU (pmp_abi.h: PMP_REC_SNAPSHOT). */
struct snapshot {
	bool open;
	struct vec recs;          /* struct global_record * */
	size_t bad;               /* records that did not read */
};

static void snapshot_clear(struct snapshot *sn)
{
	for (size_t i = 0; i < sn->recs.len; i++) {
		global_record_free(VEC_AT(sn->recs, i));
		free(VEC_AT(sn->recs, i));
	}
	sn->recs.len = 0;
	sn->bad = 0;
	sn->open = false;
}

static struct snapshot *snapshot_of(struct stream *s, unsigned cpu)
{
	if (cpu >= s->nsnaps) {
		s->snaps = xrealloc(s->snaps, (cpu + 1u) * sizeof(*s->snaps));
		memset(s->snaps + s->nsnaps, 0, (cpu + 1u - s->nsnaps) * sizeof(*s->snaps));
		s->nsnaps = cpu + 1u;
	}
	return &s->snaps[cpu];
}

void metrics_snapshot_mark(struct stream *s, unsigned cpu, const char *data, size_t len)
{
	struct snapshot *sn = snapshot_of(s, cpu);
	size_t blen = strlen(PMP_SNAPSHOT_BEGIN), elen = strlen(PMP_SNAPSHOT_END);
	char num[24];
	unsigned long n;
	char *end;

	if (len == blen && !memcmp(data, PMP_SNAPSHOT_BEGIN, blen)) {
		snapshot_clear(sn);
		sn->open = true;
		return;
	}
	if (len <= elen || len - elen >= sizeof(num) || memcmp(data, PMP_SNAPSHOT_END, elen)) {
		fprintf(stderr, "pmprobe: the module sent a snapshot mark that is not one: ignored\n");
		return;
	}
	memcpy(num, data + elen, len - elen);
	num[len - elen] = '\0';
	n = strtoul(num, &end, 10);
	/* A snapshot whose start or records a full buffer dropped (counted
	 * in records_dropped) is not written: the file keeps the last whole
	 * one. */
	if (sn->open && !*end && !sn->bad && n == sn->recs.len && s->opt && !s->snaps_failed &&
	    !metrics_put(s->opt, (struct global_record *const *)sn->recs.items, sn->recs.len,
			 s->counters))
		s->snaps_failed = true;   /* said once; the exit tries again */
	snapshot_clear(sn);
}

bool metrics_snapshot_take(struct stream *s, unsigned cpu, const char *data, size_t len)
{
	struct snapshot *sn;
	struct global_record *g;

	if (cpu >= s->nsnaps || !s->snaps[cpu].open)
		return false;
	sn = &s->snaps[cpu];
	g = xcalloc(1, sizeof(*g));
	if (global_record_read(data, len, g)) {
		vec_push(&sn->recs, g);
	} else {
		free(g);
		sn->bad++;
	}
	return true;
}

void metrics_snapshots_free(struct stream *s)
{
	for (size_t i = 0; i < s->nsnaps; i++) {
		snapshot_clear(&s->snaps[i]);
		free(s->snaps[i].recs.items);
	}
	free(s->snaps);
	s->snaps = NULL;
	s->nsnaps = 0;
}
