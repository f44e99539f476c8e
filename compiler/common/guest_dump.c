/*
 * guest_dump.c - reads the dump of guest_dump.h: the two parts apart, a
 * record by its key, the keys under a prefix.  A header is only ever a
 * line of its own that starts with DUMP_HEADER; a record's text runs to
 * the next line that starts with "@@@".
 */
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "guest_dump.h"

/* The next header line at or after P (a line start) in DUMP, or NULL. */
static const char *next_header(const char *p)
{
	while (p && *p) {
		if (!strncmp(p, DUMP_HEADER, strlen(DUMP_HEADER)))
			return p;
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	return NULL;
}

/* Where the record whose text starts at P ends: the next line that
 * starts with "@@@" (a header, or the line between the parts). */
static const char *record_end(const char *p)
{
	const char *e = p;

	for (;;) {
		if (!strncmp(e, "@@@", 3))
			return e;
		e = strchr(e, '\n');
		if (!e)
			return p + strlen(p);
		e++;
	}
}

bool dump_part_ok(const char *text, bool pmu)
{
	const char *want = pmu ? DUMP_HEADER DUMP_PMU_KEY : DUMP_HEADER;

	return text && !strncmp(text, want, strlen(want)) &&
	       (pmu || strncmp(text, DUMP_HEADER DUMP_PMU_KEY, strlen(DUMP_HEADER DUMP_PMU_KEY)));
}

bool dump_split(const char *text, size_t len, char **formats, char **pmus, char **why)
{
	char *all, *mark = NULL, *p;

	*formats = *pmus = NULL;
	*why = NULL;
	if (memchr(text, '\0', len)) {
		*why = xstrdup("it has a NUL byte");
		return false;
	}
	all = xstrndup(text, len);
	for (p = all; p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
		if (!strncmp(p, DUMP_PMUS_LINE "\n", strlen(DUMP_PMUS_LINE) + 1)) {
			mark = p;
			break;
		}
	if (!mark) {
		*why = xstrdup("it has no '" DUMP_PMUS_LINE "' line");
		free(all);
		return false;
	}
	*pmus = xstrdup(mark + strlen(DUMP_PMUS_LINE) + 1);
	*mark = '\0';
	*formats = all;
	if (!dump_part_ok(*formats, false) ||
	    (**pmus && !dump_part_ok(*pmus, true))) {
		*why = xstrdup(dump_part_ok(*formats, false) ?
			       "its PMU part does not start with a PMU record" :
			       "it does not start with a tracepoint record");
		free(*formats);
		free(*pmus);
		*formats = *pmus = NULL;
		return false;
	}
	return true;
}

char *dump_take_ksyms(char *pmus)
{
	size_t n = strlen(DUMP_KSYMS_LINE);
	char *p, *names;

	for (p = pmus; p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
		if (!strncmp(p, DUMP_KSYMS_LINE, n) && (p[n] == '\n' || !p[n]))
			break;
	if (!p)
		return NULL;
	names = xstrdup(p[n] ? p + n + 1 : "");
	*p = '\0';
	return names;
}

/* TEXT's base64 lines as bytes (allocated, *LEN long); NULL when a
 * character is not base64's. */
static unsigned char *base64_decode(const char *text, size_t *len)
{
	static const char digits[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	unsigned char *out = xmalloc(strlen(text) / 4 * 3 + 3);
	unsigned long acc = 0;
	int bits = 0;
	size_t n = 0;
	const char *p, *d;

	for (p = text; *p && *p != '='; p++) {
		if (*p == '\n' || *p == '\r')
			continue;
		d = strchr(digits, *p);
		if (!d || !*d) {
			free(out);
			return NULL;
		}
		acc = (acc << 6 | (unsigned long)(d - digits)) & 0xffffff;
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			out[n++] = (unsigned char)(acc >> bits);
		}
	}
	*len = n;
	return out;
}

/* The gzip stream IN (INLEN bytes) inflated (allocated, *LEN long), or
 * NULL. */
static char *gunzip(const unsigned char *in, size_t inlen, size_t *len)
{
	size_t cap = inlen * 4 + 4096;
	char *out = xmalloc(cap);
	z_stream z = { 0 };
	int rc;

	if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) {
		free(out);
		return NULL;
	}
	z.next_in = (unsigned char *)in;
	z.avail_in = (uInt)inlen;
	do {
		if (z.total_out == cap) {
			cap *= 2;
			out = xrealloc(out, cap);
		}
		z.next_out = (unsigned char *)out + z.total_out;
		z.avail_out = (uInt)(cap - z.total_out);
		rc = inflate(&z, Z_NO_FLUSH);
	} while (rc == Z_OK);
	*len = z.total_out;
	inflateEnd(&z);
	if (rc != Z_STREAM_END) {
		free(out);
		return NULL;
	}
	return out;
}

bool dump_take_btf(char *pmus, char **data, size_t *len, char **why)
{
	size_t n = strlen(DUMP_BTF_LINE), zlen;
	unsigned char *z;
	char *p;

	*data = NULL;
	*len = 0;
	*why = NULL;
	for (p = pmus; p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
		if (!strncmp(p, DUMP_BTF_LINE, n) && (p[n] == '\n' || !p[n]))
			break;
	if (!p)
		return false;
	*p = '\0';
	p += n + (p[n] == '\n');
	if (!*p) {
		*data = xstrdup("");
		return true;
	}
	z = base64_decode(p, &zlen);
	if (!z) {
		*why = xstrdup("its BTF part is not base64");
		return false;
	}
	*data = gunzip(z, zlen, len);
	free(z);
	if (!*data) {
		*why = xstrdup("its BTF part is not gzip's");
		return false;
	}
	return true;
}

char *dump_record(const char *dump, const char *key)
{
	size_t hlen = strlen(DUMP_HEADER), klen = strlen(key);
	const char *p = dump, *text;

	while ((p = next_header(p))) {
		const char *k = p + hlen;

		p = strchr(k, '\n');
		if (!p)
			return NULL;     /* a header without a text: the end */
		p++;
		if ((size_t)(p - 1 - k) != klen || strncmp(k, key, klen))
			continue;
		text = p;
		return xstrndup(text, (size_t)(record_end(text) - text));
	}
	return NULL;
}

void dump_keys(const char *dump, const char *prefix, struct vec *out)
{
	size_t hlen = strlen(DUMP_HEADER), plen = strlen(prefix);
	const char *p = dump;

	while ((p = next_header(p))) {
		const char *k = p + hlen;
		size_t n = strcspn(k, "\n");

		if (!k[n])
			break;       /* a header without a text: the end */
		if (n >= plen && !strncmp(k, prefix, plen))
			vec_push(out, xstrndup(k + plen, n - plen));
		p = k + n;
	}
}
