/*
 * json.c - -f json: the script's output records and the exit report as
 * JSON lines, one object a line, {"type":T,"data":D} (man pmprobe(1),
 * JSON OUTPUT).  The report's members are pmp_abi.h's tables expanded:
 * every stat of PMP_STATS by its key, every counter and probe status
 * line by its fields, so a stat or field added there appears here too.
 */
#include <stdlib.h>
#include <string.h>

#include "loader.h"
#include "pmp_abi.h"

/* The length of the UTF-8 sequence at S (N bytes left), or 0 if the
 * byte there does not start a valid one (overlong forms, surrogates and
 * code points above U+10FFFF are not valid). */
size_t utf8_len(const unsigned char *s, size_t n)
{
	size_t len, i;
	unsigned long cp;

	if (s[0] < 0xc2 || s[0] > 0xf4)
		return 0;
	len = s[0] < 0xe0 ? 2 : s[0] < 0xf0 ? 3 : 4;
	if (n < len)
		return 0;
	cp = s[0] & (0x7f >> len);
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return len;
}

/* A JSON string holds Unicode text: valid UTF-8 is copied; a byte that
 * is not part of any (the script may print any byte) is written as the
 * code point of its value, \u0080 to \u00ff, as Latin-1 would read it. */
static void buf_json_string(struct buf *b, const char *text, size_t len)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t i = 0, n;

	buf_putc(b, '"');
	while (i < len) {
		unsigned char c = s[i];

		if (c == '"' || c == '\\') {
			buf_putc(b, '\\');
			buf_putc(b, (char)c);
		} else if (c == '\n') {
			buf_puts(b, "\\n");
		} else if (c == '\t') {
			buf_puts(b, "\\t");
		} else if (c == '\r') {
			buf_puts(b, "\\r");
		} else if (c < 0x20 || c == 0x7f) {
			buf_printf(b, "\\u%04x", c);
		} else if (c >= 0x80) {
			n = utf8_len(s + i, len - i);
			if (!n) {
				buf_printf(b, "\\u%04x", c);
			} else {
				buf_add(b, (const char *)s + i, n);
				i += n;
				continue;
			}
		} else {
			buf_putc(b, (char)c);
		}
		i++;
	}
	buf_putc(b, '"');
}

void json_string(FILE *f, const char *text, size_t len)
{
	struct buf b;

	buf_init(&b);
	buf_json_string(&b, text, len);
	fwrite(b.data, 1, b.len, f);
	buf_free(&b);
}

void json_output_record(FILE *f, const char *data, size_t len)
{
	if (!len)
		return;
	fputs("{\"type\":\"printf\",\"data\":", f);
	json_string(f, data, len);
	fputs("}\n", f);
}

/* A status line's fields as members: NAME:VALUE, numbers as numbers. */
#define JSON_INT(f, v) fprintf(f, "%d", v)
#define JSON_UINT(f, v) fprintf(f, "%u", v)
#define JSON_U64(f, v) fprintf(f, "%llu", v)
#define JSON_STR(f, v) json_string(f, v, strlen(v))
#define JSON_MEMBER_(v, NAME, member, TYPE)				\
	do {								\
		fprintf(f, "%s\"" #member "\":", first ? "" : ",");	\
		first = false;						\
		JSON_##TYPE(f, (v).member);				\
	} while (0);

/* A hybrid event's core types (core_shares.c), after its counter line
 * at P: "core_types":[{core, pmu_type, count, ..., "share"}]; nothing
 * for an event that has none. */
static void core_shares_json(FILE *f, const char *p, int index)
{
	struct core_share s[CORE_SHARES_MAX];
	size_t n = core_shares_read(p, index, s, CORE_SHARES_MAX), i;
	bool first;

	for (i = 0; i < n; i++) {
		fputs(i ? ",{" : ",\"core_types\":[{", f);
		first = true;
		PMP_CORE_LINE(JSON_MEMBER_, s[i].l.core)
		fprintf(f, ",\"share\":%.4f}", s[i].share);
	}
	if (n)
		putc(']', f);
	core_shares_free(s, n);
}

/* The stats file's status lines of LAYOUT, as a member NAME holding an
 * array of objects. */
static void status_array(FILE *f, const char *stats, enum status_layout layout, const char *name)
{
	const char *p;
	bool any = false, first;

	fprintf(f, ",\"%s\":[", name);
	for (p = stats; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		struct status_line l;

		if (!status_line_read(p, strcspn(p, "\n"), &l))
			continue;
		if (l.layout == layout) {
			fputs(any ? ",{" : "{", f);
			any = true;
			first = true;
			if (layout == STATUS_COUNTER) {
				PMP_COUNTER_LINE(JSON_MEMBER_, l.counter)
				fprintf(f, ",\"multiplexed\":%s",
					l.counter.running_ns < l.counter.enabled_ns ? "true" : "false");
				core_shares_json(f, p, l.counter.index);
			} else if (layout == STATUS_PROBE) {
				PMP_PROBE_LINE(JSON_MEMBER_, l.probe)
			} else if (layout == STATUS_KPROBE) {
				PMP_KPROBE_LINE(JSON_MEMBER_, l.kprobe)
			} else if (layout == STATUS_UPROBE) {
				PMP_UPROBE_LINE(JSON_MEMBER_, l.uprobe)
			}
			putc('}', f);
		}
		status_line_free(&l);
	}
	putc(']', f);
}

void json_stats(FILE *f, const char *stats, uint64_t records)
{
#define STAT_KEY(name, key) #key,
	static const char *const keys[] = { PMP_STATS(STAT_KEY) };
#undef STAT_KEY
	long st[PMP_NSTATS];
	int i;

	stats_read(stats, st);
	fputs("{\"type\":\"stats\",\"data\":{", f);
	for (i = 0; i < PMP_NSTATS; i++)
		fprintf(f, "%s\"%s\":%ld", i ? "," : "", keys[i], st[i]);
	fprintf(f, ",\"records_read\":%llu", (unsigned long long)records);
	status_array(f, stats, STATUS_COUNTER, "counters");
	status_array(f, stats, STATUS_PROBE, "probes");
	status_array(f, stats, STATUS_KPROBE, "kprobes");
	status_array(f, stats, STATUS_UPROBE, "uprobes");
	fputs("}}\n", f);
	fflush(f);
}

/* ------------------------------------------------ the globals at exit */

/* One value (global_record.h) into B as JSON. */
static void value(struct buf *b, const struct grec_value *v)
{
	if (v->kind == GREC_LONG)
		buf_printf(b, "%ld", v->l);
	else if (v->kind == GREC_STRING)
		buf_json_string(b, v->s, strlen(v->s));
	else if (!v->count)
		buf_printf(b, "{\"count\":0}");
	else
		buf_printf(b, "{\"count\":%ld,\"min\":%ld,\"max\":%ld,\"sum\":%ld,\"avg\":%ld}",
			   v->count, v->min, v->max, v->sum, v->avg);
}

/* A "hist" record's buckets into B as bpftrace writes them:
 * [{"min":M,"max":X,"count":N},...], no min below the lowest bucket, no
 * max above the highest. */
static void hist_buckets(struct buf *b, const struct global_record *g)
{
	buf_printf(b, "[");
	for (size_t i = 0; i < g->nbuckets; i++) {
		const struct grec_bucket *k = &g->buckets[i];

		buf_printf(b, "%s{", i ? "," : "");
		if (k->has_min)
			buf_printf(b, "\"min\":%ld,", k->min);
		if (k->has_max)
			buf_printf(b, "\"max\":%ld,", k->max);
		buf_printf(b, "\"count\":%ld}", k->count);
	}
	buf_printf(b, "]");
}

/* An array's elements as {"K1,K2":VALUE,...}, keys as the runtime wrote
 * them joined by commas. */
static void array_elems(struct buf *b, const struct global_record *g)
{
	struct buf key;

	buf_init(&key);
	buf_printf(b, "{");
	for (size_t i = 0; i < g->nelems; i++) {
		key.len = 0;
		for (int k = 0; k < g->nkeys; k++)
			buf_printf(&key, "%s%s", k ? "," : "", g->elems[i].keys[k].s);
		buf_printf(b, "%s", i ? "," : "");
		buf_json_string(b, key.data, key.len);
		buf_printf(b, ":");
		value(b, &g->elems[i].v);
	}
	buf_printf(b, "}");
	buf_free(&key);
}

void json_global(FILE *f, const char *data, size_t len)
{
	struct global_record g;
	struct buf b;

	if (!global_record_read(data, len, &g)) {
		fprintf(stderr, "pmprobe: a global's record from the module is damaged: not shown\n");
		return;
	}
	buf_init(&b);
	buf_printf(&b, "{\"type\":\"%s\",\"data\":{", g.kind == GREC_HIST ? "hist" : "global");
	buf_json_string(&b, g.name, strlen(g.name));
	buf_printf(&b, ":");
	if (g.kind == GREC_HIST)
		hist_buckets(&b, &g);
	else if (g.kind == GREC_ARRAY)
		array_elems(&b, &g);
	else
		value(&b, &g.v);
	buf_printf(&b, "}}\n");
	fwrite(b.data, 1, b.len, f);
	buf_free(&b);
	global_record_free(&g);
}
