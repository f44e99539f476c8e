/*
 * format.c - pass 2, printf formats: checks a format literal against its
 * arguments and translates it for the kernel's vsnprintf (every integer
 * conversion gets an explicit "ll"; %p prints the value as 0x + 16 hex
 * digits, never a hashed pointer), kept as the whole format and as its
 * pieces, which pass 3 prints one by one when a format could print more
 * than a record holds.  Errors point at the conversion's own column
 * inside the literal.
 */
#include <string.h>

#include "internal.h"

/* The column of decoded byte OFF of a string literal written as TEXT;
 * past the first piece of adjacent literals ("a" "b"), whose spacing the
 * text does not keep, the literal's own. */
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
	if (decoded < off)
		return lit->loc;
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

/* A format being parsed: the literal LIT, read at I. */
struct fmt_parser {
	const struct node *lit;
	const char *s;
	size_t len, i;
	struct format *f;
	struct buf k;             /* the kernel's format */
	struct buf text;          /* literal text since the last conversion */
	bool ok;
};

/* One conversion as written: %[flags][width][.precision][l...]conv. */
struct spec {
	size_t start, conv_at;    /* offsets of its '%' and its letter */
	char flags[8];
	int width, prec;          /* -1: none */
	char conv;
};

/* A byte that prints as itself: "%%" in the kernel's format for '%'. */
static void put_text(struct fmt_parser *p, char c)
{
	if (c == '%')
		buf_putc(&p->k, '%');
	buf_putc(&p->k, c);
	buf_putc(&p->text, c);
}

/* The conversion just written to the kernel's format from offset AT:
 * it takes an argument ARG and follows the literal text before it. */
static void add_conv(struct fmt_parser *p, size_t at, enum fmt_arg arg,
		     int width, int prec, char conv)
{
	struct fmt_conv *c = &p->f->convs[p->f->nargs++];

	c->text = xstrndup(p->k.data + at, p->k.len - at);
	c->lit = xstrndup(p->text.data ? p->text.data : "", p->text.len);
	c->lit_len = p->text.len;
	p->text.len = 0;
	c->width = width;
	c->prec = prec;
	c->conv = conv;
	c->arg = arg;
}

static void read_flags(struct fmt_parser *p, struct spec *sp)
{
	int nflags = 0;

	sp->flags[0] = '\0';
	while (p->i < p->len && strchr("-0+ #", p->s[p->i]) && p->s[p->i]) {
		if (!strchr(sp->flags, p->s[p->i]) && nflags < 5) {
			sp->flags[nflags++] = p->s[p->i];
			sp->flags[nflags] = '\0';
		}
		p->i++;
	}
}

static void fail_at(struct fmt_parser *p, size_t off, const char *msg)
{
	error_at(column_of(p->lit, off), "%s", msg);
	p->ok = false;
}

/* Reads the conversion after the '%' at I - 1; false (reported) if it
 * cannot be read to its letter. */
static bool read_spec(struct fmt_parser *p, struct spec *sp)
{
	sp->start = p->i - 1;
	read_flags(p, sp);
	sp->width = sp->prec = -1;
	if (p->i < p->len && p->s[p->i] >= '0' && p->s[p->i] <= '9')
		sp->width = read_number(p->s, &p->i, p->len);
	if (p->i < p->len && p->s[p->i] == '.') {
		p->i++;
		sp->prec = read_number(p->s, &p->i, p->len);
	}
	if (p->i < p->len && p->s[p->i] == '*') {
		fail_at(p, p->i, "'*' width or precision is not supported in formats; write the number");
		return false;
	}
	while (p->i < p->len && p->s[p->i] == 'l')
		p->i++;
	if (p->i >= p->len) {
		fail_at(p, sp->start, "incomplete conversion at the end of the format");
		return false;
	}
	if (sp->width > 1000 || sp->prec > 1000)
		fail_at(p, sp->start, "width or precision above 1000");
	sp->conv_at = p->i;
	sp->conv = p->s[p->i++];
	return true;
}

/* %p: the value as 0x and 16 hex digits.  '#' is implied; '+' and ' '
 * mean nothing to an unsigned conversion (and GCC warns about them). */
static void put_pointer(struct fmt_parser *p, const struct spec *sp)
{
	char pflags[3] = "";
	size_t at;

	if (strchr(sp->flags, '-'))
		strcat(pflags, "-");
	if (strchr(sp->flags, '0') && !strchr(sp->flags, '-'))
		strcat(pflags, "0");
	if (sp->width < 0 && !pflags[0]) {
		put_text(p, '0');
		put_text(p, 'x');
		at = p->k.len;
		buf_puts(&p->k, "%016llx");
		add_conv(p, at, FA_LONG, 16, -1, 'x');
		return;
	}
	at = p->k.len;
	buf_printf(&p->k, "%%#%s", pflags);
	if (sp->width >= 0)
		buf_printf(&p->k, "%d", sp->width);
	buf_puts(&p->k, "llx");
	add_conv(p, at, FA_LONG, sp->width, -1, 'x');
}

static void bad_conversion(struct fmt_parser *p, const struct spec *sp)
{
	if (sp->conv == '%')
		error_at(column_of(p->lit, sp->start), "'%%%%' takes no flags, width or precision");
	else if (sp->conv >= 32 && sp->conv < 127)
		error_at(column_of(p->lit, sp->conv_at), "unsupported conversion '%%%c' (formats are %%d %%i %%u %%x %%X %%o %%s %%c %%p %%%%)",
			 sp->conv);
	else
		error_at(column_of(p->lit, sp->conv_at), "unsupported conversion in the format");
	p->ok = false;
}

/* What conversion CONV takes; false if it is not one. */
static bool conv_arg(char conv, enum fmt_arg *arg)
{
	if (strchr("diuxXo", conv) && conv)
		*arg = FA_LONG;
	else if (conv == 'c')
		*arg = FA_CHAR;
	else if (conv == 's')
		*arg = FA_STRING;
	else
		return false;
	return true;
}

/* Any other conversion, with the flags that mean something for it and
 * an explicit "ll" for integers; %c takes no precision. */
static void put_conversion(struct fmt_parser *p, const struct spec *sp)
{
	int prec = sp->conv == 'c' ? -1 : sp->prec;
	size_t at = p->k.len;
	enum fmt_arg arg;

	if (!conv_arg(sp->conv, &arg)) {
		bad_conversion(p, sp);
		return;
	}
	/* %#c escapes as SystemTap's (its _stp_vsprint_char): the runtime
	 * makes the escape a string, printed by %s with the same width */
	if (sp->conv == 'c' && strchr(sp->flags, '#'))
		arg = FA_CHAR_ESC;
	buf_putc(&p->k, '%');
	buf_puts(&p->k, kernel_flags(sp->flags, sp->conv, sp->prec >= 0));
	if (sp->width >= 0)
		buf_printf(&p->k, "%d", sp->width);
	if (prec >= 0)
		buf_printf(&p->k, ".%d", prec);
	buf_printf(&p->k, "%s%c", arg == FA_LONG ? "ll" : "", arg == FA_CHAR_ESC ? 's' : sp->conv);
	add_conv(p, at, arg, sp->width, prec, sp->conv);
}

/* The literal byte, "%%" or conversion at I; false to stop after an
 * error that leaves the rest unreadable. */
static bool parse_piece(struct fmt_parser *p)
{
	struct spec sp;

	if (p->s[p->i] != '%') {
		put_text(p, p->s[p->i++]);
		return true;
	}
	p->i++;
	if (p->i < p->len && p->s[p->i] == '%') {
		put_text(p, p->s[p->i++]);
		return true;
	}
	if (!read_spec(p, &sp))
		return false;
	if (p->f->nargs >= PMP_FMT_MAX_CONVS) {
		error_at(p->lit->loc, "more than 64 conversions in one format");
		p->ok = false;
		return false;
	}
	if (sp.conv == 'p')
		put_pointer(p, &sp);
	else
		put_conversion(p, &sp);
	return true;
}

/*
 * Parses the format literal LIT, given NARGS_GIVEN arguments after it.
 * Returns NULL after reporting an error.
 */
struct format *format_parse_lit(const struct node *lit, int nargs_given)
{
	struct fmt_parser p = { .lit = lit, .s = lit->str, .len = lit->str_len, .ok = true };
	int n;

	p.f = xcalloc(1, sizeof(*p.f));
	buf_init(&p.k);
	buf_init(&p.text);
	while (p.i < p.len && parse_piece(&p))
		;
	n = p.f->nargs;
	if (p.ok && n != nargs_given) {
		error_at(lit->loc, "the format has %d conversion%s but %d argument%s given",
			 n, n == 1 ? "" : "s", nargs_given, nargs_given == 1 ? " is" : "s are");
		p.ok = false;
	}
	p.f->tail_len = p.text.len;
	p.f->tail = buf_steal(&p.text);
	p.f->kernel_fmt = buf_steal(&p.k);
	return p.ok ? p.f : NULL;
}
