// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_string.c - script strings: NUL-terminated, at most MAXSTRINGLEN - 1
 * bytes, always in preallocated buffers (locals, globals, map entries).
 * Anything longer is truncated, which is not an error but is counted
 * (pmp_note_cut(): the exit report says how many, and which limit).
 */

#include "pmp_runtime.h"

static atomic64_t pmp_strings_cut;   /* pmp_note_cut() (pmp_runtime.h) */

/* Out of line: the kernel's fortified strscpy() is large, and the
 * generated code copies strings at every assignment. */
const char *pmp_strlcpy(char *dst, const char *src)
{
	if (dst != src && strscpy(dst, src, PMP_MAXSTRINGLEN) < 0)
		pmp_note_cut();
	return dst;
}

/* dst = a . b; DST may be A (for .=), never B unless B is A too. */
const char *pmp_concat(char *dst, const char *a, const char *b)
{
	size_t la = strnlen(a, PMP_MAXSTRINGLEN - 1);
	size_t lb = strnlen(b, PMP_MAXSTRINGLEN - 1);

	if (dst != a)
		memmove(dst, a, la);
	if (lb > PMP_MAXSTRINGLEN - 1 - la) {
		lb = PMP_MAXSTRINGLEN - 1 - la;
		pmp_note_cut();
	}
	memmove(dst + la, b, lb);
	dst[la + lb] = '\0';
	return dst;
}

/* dst .= V in decimal, as print() prints it (sprint). */
const char *pmp_concat_long(char *dst, long v)
{
	char num[24];

	snprintf(num, sizeof(num), "%ld", v);
	return pmp_concat(dst, dst, num);
}

long pmp_strlen(const char *s)
{
	return strnlen(s, PMP_MAXSTRINGLEN);
}

const char *pmp_substr(char *dst, const char *s, long start, long len)
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

long pmp_isinstr(const char *s, const char *sub)
{
	return strstr(s, sub) != NULL;
}

/*
 * As SystemTap's strtol(): the kernel's simple_strtol() with BASE cast to
 * unsigned int.  An optional '-', a 0x prefix for base 16 or 0 (0 also
 * reads a leading 0 as octal), then digits 0-9 and a-f below BASE up to the
 * first other character.  A string that is not a number gives 0; nothing
 * is an error.  Overflow wraps.
 */
long pmp_strtol(const char *s, long base)
{
	return simple_strtol(s, NULL, (unsigned int)base);
}
