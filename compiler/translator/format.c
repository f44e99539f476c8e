/*
 * format.c - pass 2, printf formats: checks a format literal against its
 * arguments and translates it for the kernel's vsnprintf (every integer
 * conversion gets an explicit "ll"; %p prints the value as 0x + 16 hex
 * digits, never a hashed pointer).  Errors point at the conversion's
 * own column inside the literal.
 */
#include <string.h>

#include "internal.h"

/* The column of decoded byte OFF of a string literal written as TEXT. */
static struct loc column_of(const struct node *lit, size_t off)
{
	struct loc loc = lit->loc;
	const char *t = lit->text;
	size_t i = 1, decoded = 0;

	if (!t || t[0] != '"' || lit->loc.line != lit->loc.last_line)
		return loc;
	while (t[i] && t[i] != '"' && decoded < off) {
		if (t[i] == '\\') {
			i++;
			if (t[i] == 'x') {
				int n = 0;

				i++;
				while (n < 2 && t[i] && strchr("0123456789abcdefABCDEF", t[i])) {
					i++;
					n++;
				}
			} else if (t[i] >= '0' && t[i] <= '7') {
				int n = 0;

				while (n < 3 && t[i] >= '0' && t[i] <= '7') {
					i++;
					n++;
				}
			} else {
				i++;
			}
		} else {
			i++;
		}
		decoded++;
	}
	loc.col += (int)i;
	return loc;
}

/*
 * The flags that mean something for CONV, as C and the kernel's vsnprintf
 * read them: '0' is ignored with '-' or a precision, ' ' with '+', and
 * '#', '+', ' ' and '0' have no effect on some conversions.  Dropping them
 * here keeps the generated printf free of compiler format warnings.
 */
static const char *kernel_flags(const char *flags, char conv, bool prec)
{
	static char out[8];
	const char *allowed;
	int n = 0;

	out[0] = '\0';
	switch (conv) {
	case 'd': case 'i': allowed = "-0+ "; break;
	case 'u': allowed = "-0"; break;
	case 'x': case 'X': case 'o': allowed = "-0#"; break;
	default: allowed = "-"; break;   /* s, c */
	}
	for (; *flags; flags++) {
		if (!strchr(allowed, *flags))
			continue;
		if (*flags == '0' && (strchr(flags, '-') || strchr(out, '-') || prec))
			continue;
		if (*flags == ' ' && (strchr(flags, '+') || strchr(out, '+')))
			continue;
		out[n++] = *flags;
		out[n] = '\0';
	}
	out[n] = '\0';
	return out;
}

static int read_number(const char *s, size_t *i, size_t len)
{
	long v = 0;

	while (*i < len && s[*i] >= '0' && s[*i] <= '9') {
		if (v < 100000)
			v = v * 10 + (s[*i] - '0');
		(*i)++;
	}
	return (int)v;
}

/*
 * Parses FMT (the decoded literal LIT).  Returns NULL after reporting an
 * error.  ARGS are the call's arguments after the format, for messages.
 */
struct format *format_parse_lit(const struct node *lit, int nargs_given)
{
	const char *s = lit->str;
	size_t len = lit->str_len, i = 0;
	struct format *f = xcalloc(1, sizeof(*f));
	struct buf k;
	bool ok = true;

	buf_init(&k);
	while (i < len) {
		size_t start = i;
		char flags[8] = "";
		int nflags = 0, width = -1, prec = -1;
		char conv;

		if (s[i] != '%') {
			buf_putc(&k, s[i++]);
			continue;
		}
		i++;
		if (i < len && s[i] == '%') {
			buf_puts(&k, "%%");
			i++;
			continue;
		}
		while (i < len && strchr("-0+ #", s[i]) && s[i]) {
			if (!strchr(flags, s[i]) && nflags < 5) {
				flags[nflags++] = s[i];
				flags[nflags] = '\0';
			}
			i++;
		}
		if (i < len && s[i] >= '0' && s[i] <= '9')
			width = read_number(s, &i, len);
		if (i < len && s[i] == '.') {
			i++;
			prec = read_number(s, &i, len);
		}
		if (i < len && s[i] == '*') {
			error_at(column_of(lit, i), "'*' width or precision is not supported in formats; write the number");
			ok = false;
			break;
		}
		while (i < len && s[i] == 'l')
			i++;
		if (i >= len) {
			error_at(column_of(lit, start), "incomplete conversion at the end of the format");
			ok = false;
			break;
		}
		if (width > 1000 || prec > 1000) {
			error_at(column_of(lit, start), "width or precision above 1000");
			ok = false;
		}
		conv = s[i++];
		if (f->nargs >= 64) {
			error_at(lit->loc, "more than 64 conversions in one format");
			ok = false;
			break;
		}
		if (conv == 'p') {
			/* '#' is implied; '+' and ' ' mean nothing to an
			 * unsigned conversion (and GCC warns about them). */
			char pflags[3] = "";

			if (strchr(flags, '-'))
				strcat(pflags, "-");
			if (strchr(flags, '0') && !strchr(flags, '-'))
				strcat(pflags, "0");
			if (width < 0 && !pflags[0]) {
				buf_puts(&k, "0x%016llx");
			} else {
				buf_printf(&k, "%%#%s", pflags);
				if (width >= 0)
					buf_printf(&k, "%d", width);
				buf_puts(&k, "llx");
			}
			f->args[f->nargs++] = FA_LONG;
			continue;
		}
		buf_putc(&k, '%');
		buf_puts(&k, kernel_flags(flags, conv, prec >= 0));
		if (width >= 0)
			buf_printf(&k, "%d", width);
		if (prec >= 0 && conv != 'c')
			buf_printf(&k, ".%d", prec);
		switch (conv) {
		case 'd': case 'i': case 'u': case 'x': case 'X': case 'o':
			buf_printf(&k, "ll%c", conv);
			f->args[f->nargs++] = FA_LONG;
			break;
		case 'c':
			buf_putc(&k, 'c');
			f->args[f->nargs++] = FA_CHAR;
			break;
		case 's':
			buf_putc(&k, 's');
			f->args[f->nargs++] = FA_STRING;
			break;
		default:
			if (conv == '%')
				error_at(column_of(lit, start), "'%%%%' takes no flags, width or precision");
			else if (conv >= 32 && conv < 127)
				error_at(column_of(lit, i - 1), "unsupported conversion '%%%c' (formats are %%d %%i %%u %%x %%X %%o %%s %%c %%p %%%%)",
					 conv);
			else
				error_at(column_of(lit, i - 1), "unsupported conversion in the format");
			ok = false;
			break;
		}
	}
	if (ok && f->nargs != nargs_given) {
		error_at(lit->loc, "the format has %d conversion%s but %d argument%s given",
			 f->nargs, f->nargs == 1 ? "" : "s", nargs_given,
			 nargs_given == 1 ? " is" : "s are");
		ok = false;
	}
	f->kernel_fmt = buf_steal(&k);
	return ok ? f : NULL;
}
