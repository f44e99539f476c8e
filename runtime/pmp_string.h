/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_string.h - script strings: NUL-terminated, at most MAXSTRINGLEN - 1
 * bytes, always in preallocated buffers (locals, globals, map entries).
 * Anything longer is truncated, which is not an error.
 */
#ifndef PMP_STRING_H
#define PMP_STRING_H

static __always_inline const char *pmp_strlcpy(char *dst, const char *src)
{
	if (dst != src)
		strscpy(dst, src, PMP_MAXSTRINGLEN);
	return dst;
}

/* dst = a . b; DST may be A (for .=), never B unless B is A too. */
static __maybe_unused const char *pmp_concat(char *dst, const char *a,
					     const char *b)
{
	size_t la = strnlen(a, PMP_MAXSTRINGLEN - 1);
	size_t lb = strnlen(b, PMP_MAXSTRINGLEN - 1);

	if (dst != a)
		memmove(dst, a, la);
	lb = min(lb, PMP_MAXSTRINGLEN - 1 - la);
	memmove(dst + la, b, lb);
	dst[la + lb] = '\0';
	return dst;
}

static __maybe_unused long pmp_strlen(const char *s)
{
	return strnlen(s, PMP_MAXSTRINGLEN);
}

static __maybe_unused const char *pmp_substr(char *dst, const char *s,
					     long start, long len)
{
	long n = strnlen(s, PMP_MAXSTRINGLEN);

	if (start < 0 || start >= n || len <= 0) {
		dst[0] = '\0';
		return dst;
	}
	len = min(len, n - start);
	memmove(dst, s + start, len);
	dst[len] = '\0';
	return dst;
}

static __maybe_unused long pmp_isinstr(const char *s, const char *sub)
{
	return strstr(s, sub) != NULL;
}

static __maybe_unused long pmp_strtol(struct pmp_context *c, const char *s,
				      long base)
{
	long long v;

	if (base != 0 && (base < 2 || base > 36)) {
		pmp_error(c, pmp_where(c), "strtol: base %ld is not 0 or 2 to 36", base);
		return 0;
	}
	if (kstrtoll(s, base, &v)) {
		pmp_error(c, pmp_where(c), "strtol: \"%s\" is not a number in base %ld",
			  s, base);
		return 0;
	}
	return v;
}

static __always_inline int pmp_strcmp(const char *a, const char *b)
{
	return strcmp(a, b);
}

#endif /* PMP_STRING_H */
