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
static size_t utf8_len(const unsigned char *s, size_t n)
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
	fputs("}}\n", f);
	fflush(f);
}

/* ------------------------------------------------ the globals at exit */

/* A PMP_REC_GLOBAL record's fields, read one at a time. */
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

/* A decimal number as the runtime writes it: [-]digits. */
static const char *number(struct fields *fs)
{
	const char *f = field(fs), *d = f + (*f == '-');

	if (!*d || strspn(d, "0123456789") != strlen(d))
		fs->bad = true;
	return f;
}

/* One value of KIND, from FS, into B as JSON. */
static void value(struct buf *b, struct fields *fs, const char *kind)
{
	if (!strcmp(kind, PMP_GLOBAL_LONG)) {
		buf_printf(b, "%s", number(fs));
	} else if (!strcmp(kind, PMP_GLOBAL_STRING)) {
		const char *f = field(fs);

		buf_json_string(b, f, strlen(f));
	} else if (!strcmp(kind, PMP_GLOBAL_STAT)) {
		const char *count = number(fs), *min = number(fs), *max = number(fs);
		const char *sum = number(fs), *avg = number(fs);

		if (!strcmp(count, "0"))
			buf_printf(b, "{\"count\":0}");
		else
			buf_printf(b, "{\"count\":%s,\"min\":%s,\"max\":%s,\"sum\":%s,\"avg\":%s}",
				   count, min, max, sum, avg);
	} else {
		fs->bad = true;
	}
}

/* A "hist" record's buckets (pmp_abi.h) into B as bpftrace writes them:
 * [{"min":M,"max":X,"count":N},...], no min below the lowest bucket, no
 * max above the highest. */
static void hist_buckets(struct buf *b, struct fields *fs)
{
	bool first = true;

	buf_printf(b, "[");
	while (!fs->bad && fs->p < fs->end) {
		const char *min = field(fs), *max = field(fs), *count = number(fs);

		if ((*min && strspn(min + (*min == '-'), "0123456789") != strlen(min + (*min == '-'))) ||
		    (*max && strspn(max + (*max == '-'), "0123456789") != strlen(max + (*max == '-'))))
			fs->bad = true;
		buf_printf(b, "%s{", first ? "" : ",");
		if (*min)
			buf_printf(b, "\"min\":%s,", min);
		if (*max)
			buf_printf(b, "\"max\":%s,", max);
		buf_printf(b, "\"count\":%s}", count);
		first = false;
	}
	buf_printf(b, "]");
}

void json_global(FILE *f, const char *data, size_t len)
{
	struct fields fs = { data, data + len, false };
	struct buf b, key;
	const char *name, *kind, *vkind;
	long nkeys = 0;
	bool first = true;
	int k;

	buf_init(&b);
	buf_init(&key);
	name = field(&fs);
	kind = field(&fs);
	buf_printf(&b, "{\"type\":\"%s\",\"data\":{", strcmp(kind, PMP_GLOBAL_HIST) ? "global" : "hist");
	buf_json_string(&b, name, strlen(name));
	buf_printf(&b, ":");
	if (!strcmp(kind, PMP_GLOBAL_HIST)) {
		hist_buckets(&b, &fs);
	} else if (strcmp(kind, PMP_GLOBAL_ARRAY)) {
		value(&b, &fs, kind);
	} else {
		const char *n = number(&fs);

		nkeys = fs.bad ? 0 : strtol(n, NULL, 10);
		if (nkeys < 1 || nkeys > PMP_MAX_KEYS)
			fs.bad = true;
		vkind = field(&fs);
		buf_printf(&b, "{");
		while (!fs.bad && fs.p < fs.end) {
			key.len = 0;
			for (k = 0; k < nkeys; k++) {
				const char *kf = field(&fs);

				buf_printf(&key, "%s%s", k ? "," : "", kf);
			}
			buf_printf(&b, "%s", first ? "" : ",");
			first = false;
			buf_json_string(&b, key.data ? key.data : "", key.len);
			buf_printf(&b, ":");
			value(&b, &fs, vkind);
		}
		buf_printf(&b, "}");
	}
	buf_printf(&b, "}}\n");
	if (fs.bad || fs.p != fs.end)
		fprintf(stderr, "pmprobe: a global's record from the module is damaged: not shown\n");
	else
		fwrite(b.data, 1, b.len, f);
	buf_free(&b);
	buf_free(&key);
}
