// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_strfn.c - the tapset's string functions that SystemTap scripts call
 * (tapset/string.pp), with SystemTap's results.  Bytes, not UTF-8
 * characters.  Each writes at most MAXSTRINGLEN - 1 bytes into its
 * result buffer, which is never one of its arguments.
 */

#include "pmp_runtime.h"

long pmp_isdigit(const char *s)
{
	return isdigit(s[0]) ? 1 : 0;
}

long pmp_stringat(struct pmp_context *c, const char *s, long pos)
{
	if (pos < 0 || pos >= (long)strnlen(s, PMP_MAXSTRINGLEN)) {
		pmp_error(c, pmp_where(c), "stringat: position %ld is out of bounds", pos);
		return 0;
	}
	return (unsigned char)s[pos];
}

/* Appends N bytes of S to DST, which holds *LEN, as room allows. */
static void pmp_append(char *dst, size_t *len, const char *s, size_t n)
{
	if (n > PMP_MAXSTRINGLEN - 1 - *len) {
		n = PMP_MAXSTRINGLEN - 1 - *len;
		pmp_note_cut();
	}
	memcpy(dst + *len, s, n);
	*len += n;
}

const char *pmp_str_replace(char *dst, const char *s, const char *from, const char *to)
{
	size_t lf = strlen(from), lt = strlen(to), len = 0;
	const char *p;

	while (lf && (p = strstr(s, from))) {
		pmp_append(dst, &len, s, p - s);
		pmp_append(dst, &len, to, lt);
		s = p + lf;
	}
	pmp_append(dst, &len, s, strlen(s));
	dst[len] = '\0';
	return dst;
}

/* The escape of CH ("\n", "\\", "\ooo"), or CH itself, into OUT: its
 * length.  QUOTE ('"' for text_str, '\'' for printf's %#c, as SystemTap
 * escapes each) is escaped too. */
static int pmp_escape(char *out, unsigned char ch, char quote)
{
	static const char from[] = "\a\b\f\n\r\t\v\\", to[] = "abfnrtv\\";
	const char *e = ch ? strchr(from, ch) : NULL;

	if (isascii(ch) && isprint(ch) && ch != quote && ch != '\\') {
		out[0] = ch;
		return 1;
	}
	out[0] = '\\';
	if (ch == quote) {
		out[1] = quote;
		return 2;
	}
	if (e) {
		out[1] = to[e - from];
		return 2;
	}
	out[1] = '0' + ((ch >> 6) & 3);
	out[2] = '0' + ((ch >> 3) & 7);
	out[3] = '0' + (ch & 7);
	return 4;
}

/* printf's %#c: C as SystemTap's _stp_vsprint_char escapes it (the byte
 * as it is when printable ASCII, else \n, \', \\ ... or \ooo), in BUF
 * (5 bytes), for a %s of the same width and flags. */
const char *pmp_char_escape(char *buf, long c)
{
	buf[pmp_escape(buf, (unsigned char)c, '\'')] = '\0';
	return buf;
}

/*
 * SystemTap's text_strn(): S with every byte that is not printable ASCII,
 * '"' or '\' escaped, in at most LEN bytes (LEN <= 0 or too large: all
 * the room); QUOTED puts it in double quotes, ending '"...' when S did
 * not fit.  An escape that does not fit whole is left out.
 */
const char *pmp_text_strn(char *dst, const char *s, long len, long quoted)
{
	long room = len <= 0 || len > PMP_MAXSTRINGLEN - 1 ? PMP_MAXSTRINGLEN - 1 : len;
	char *out = dst, esc[4];

	if (quoted) {
		room = max(room, 5L) - 2;
		*out++ = '"';
	}
	for (; *s && room > 0; s++) {
		int n = pmp_escape(esc, *s, '"');

		if (n > room)
			break;
		memcpy(out, esc, n);
		out += n;
		room -= n;
	}
	if (*s && (len <= 0 || len > PMP_MAXSTRINGLEN - 1))
		pmp_note_cut();   /* cut by the limit, not by the script's LEN */
	if (quoted && *s) {
		out += room - 3;
		memcpy(out, "\"...", 4);
		out += 4;
	} else if (quoted) {
		*out++ = '"';
	}
	*out = '\0';
	return dst;
}

/*
 * SystemTap's tokenize(): the next non-empty token of S, split at any byte
 * of DELIM; an empty S continues the string of the previous call in this
 * context (one per CPU: handlers never share it); "" when none is left.
 */
const char *pmp_tokenize(struct pmp_context *c, char *dst, const char *s, const char *delim)
{
	char *tok;

	if (s[0]) {
		strscpy(c->tok_buf, s, PMP_MAXSTRINGLEN);
		c->tok_next = c->tok_buf;
	}
	do {
		tok = strsep(&c->tok_next, delim);
	} while (tok && !tok[0]);
	return pmp_strlcpy(dst, tok ? tok : "");
}
