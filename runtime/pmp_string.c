// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_string.c - script strings: NUL-terminated, at most MAXSTRINGLEN - 1
 * bytes, always in preallocated buffers (locals, globals, map entries).
 * Anything longer is truncated, which is not an error.
 */

#include "pmp_runtime.h"

/* Out of line: the kernel's fortified strscpy() is large, and the
 * generated code copies strings at every assignment. */
const char *pmp_strlcpy(char *dst, const char *src)
{
	if (dst != src)
		strscpy(dst, src, PMP_MAXSTRINGLEN);
	return dst;
}

/* dst = a . b; DST may be A (for .=), never B unless B is A too. */
const char *pmp_concat(char *dst, const char *a, const char *b)
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

/* Optional blanks and sign, a 0x/0 prefix for base 16/0, then digits and
 * letters up to BASE (36 at most), and nothing after them. */
long pmp_strtol(struct pmp_context *c, const char *s, long base)
{
	const char *p = s;
	unsigned long v = 0;
	bool neg = false, any = false;

	if (base != 0 && (base < 2 || base > 36)) {
		pmp_error(c, pmp_where(c), "strtol: base %ld is not 0 or 2 to 36", base);
		return 0;
	}
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p == '-' || *p == '+')
		neg = *p++ == '-';
	if ((base == 0 || base == 16) && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') &&
	    isxdigit(p[2])) {
		p += 2;
		base = 16;
	} else if (base == 0) {
		base = p[0] == '0' ? 8 : 10;
	}
	for (; *p; p++) {
		int d = isdigit(*p) ? *p - '0' : isalpha(*p) ? tolower(*p) - 'a' + 10 : 99;

		if (d >= base)
			break;
		v = v * base + d;
		any = true;
	}
	if (!any || (*p && *p != '\n')) {
		pmp_error(c, pmp_where(c), "strtol: \"%s\" is not a number in base %ld",
			  s, base);
		return 0;
	}
	return neg ? (long)(0UL - v) : (long)v;
}
