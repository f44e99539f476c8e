/*
 * diag.c - every diagnostic the translator prints: one line
 * "pmprobe: FILE:LINE:COL: error: MESSAGE", then the source line and a
 * caret under the column.  Nothing else in the translator formats errors.
 * With --stap-warnings a warning takes SystemTap's form instead, for the
 * tools that read SystemTap's: "WARNING: MESSAGE at FILE:LINE:COL", then
 * " source: " and the line, and the caret under the column.
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"

/* After this many errors the rest are noise (and a binary file given as
 * a script would print thousands): stop. */
#define MAX_ERRORS 50

int diag_errors;
int diag_warnings;
bool diag_quiet_warnings;
bool diag_stap_warnings;
bool diag_silent;             /* count, print nothing (the fuzzer) */

char *loc_str(struct loc loc)
{
	if (!loc.src)
		return xstrdup("<input>");
	return xasprintf("%s:%d:%d", loc.src->path, loc.line, loc.col);
}

/* The length of the valid UTF-8 sequence at P (of N bytes), or 0. */
static size_t utf8_len(const unsigned char *p, size_t n)
{
	size_t len, i;

	if (p[0] < 0xc2 || p[0] > 0xf4)
		return 0;
	len = p[0] < 0xe0 ? 2 : p[0] < 0xf0 ? 3 : 4;
	if (len > n)
		return 0;
	for (i = 1; i < len; i++)
		if ((p[i] & 0xc0) != 0x80)
			return 0;
	return len;
}

/*
 * Bytes FROM..TO of LINE as shown (UTF-8 characters as they are, control
 * and invalid bytes as '?'), and the caret line up to byte CARET: one
 * space per character shown, tabs kept, so the caret sits under the
 * character the column (which counts bytes) points at.
 */
static void show_part(const char *line, size_t from, size_t to, size_t caret,
		      struct buf *text, struct buf *under)
{
	const unsigned char *u = (const unsigned char *)line;
	size_t i = from, k;

	while (i < to) {
		k = u[i] >= 0x80 ? utf8_len(u + i, to - i) : 1;
		if (k > 1)
			buf_add(text, line + i, k);
		else
			buf_putc(text, u[i] == '\t' || (u[i] >= 32 && u[i] < 127) ?
				 line[i] : '?');
		if (i < caret)
			buf_putc(under, line[i] == '\t' ? '\t' : ' ');
		i += k ? k : 1;
	}
}

/* The source line (a window of it around the column, if it is long)
 * after LEAD, then a caret under the column, as far in. */
static void show_line_after(struct loc loc, const char *lead)
{
	enum { WIDE = 200, BEFORE = 80, WINDOW = 160 };
	struct buf text, under;
	size_t len, from = 0, to, caret;
	char *line;

	if (!loc.src || loc.line < 1)
		return;
	line = source_line(loc.src, loc.line);
	if (!line)
		return;
	len = strlen(line);
	caret = loc.col > 1 ? (size_t)loc.col - 1 : 0;
	if (caret > len)
		caret = len;
	to = len;
	if (len > WIDE) {
		from = caret > BEFORE ? caret - BEFORE : 0;
		while (from > 0 && (line[from] & 0xc0) == 0x80)
			from--;
		to = from + WINDOW < len ? from + WINDOW : len;
		while (to < len && (line[to] & 0xc0) == 0x80)
			to++;
	}
	buf_init(&text);
	buf_init(&under);
	show_part(line, from, to, caret, &text, &under);
	fprintf(stderr, "%s%s%s%s\n%*s%s%s^\n", lead, from ? "..." : "", text.data,
		to < len ? "..." : "", (int)strlen(lead), "", from ? "   " : "", under.data);
	buf_free(&text);
	buf_free(&under);
	free(line);
}

static void show_line(struct loc loc)
{
	show_line_after(loc, " ");
}

static void report_line(struct loc loc, const char *kind, const char *fmt,
			va_list ap)
{
	char *where = loc_str(loc);

	fprintf(stderr, "pmprobe: %s: %s: ", where, kind);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	free(where);
	show_line(loc);
}

/* Where the macros whose expansion made a token wrote it: outermost
 * first, a note each. */
static void note_macro(const struct loc_macro *m)
{
	char *where;

	if (!m)
		return;
	note_macro(m->up);
	where = loc_str(m->at);
	fprintf(stderr, "pmprobe: %s: note: in the expansion of macro '@%s', defined here\n",
		where, m->name);
	free(where);
	show_line(m->at);
}

static void report(struct loc loc, const char *kind, const char *fmt,
		   va_list ap)
{
	if (diag_silent)
		return;
	report_line(loc, kind, fmt, ap);
	note_macro(loc.macro);
}

/* A warning in SystemTap's form (--stap-warnings). */
static void report_stap(struct loc loc, const char *fmt, va_list ap)
{
	char *where = loc_str(loc);

	fputs("WARNING: ", stderr);
	vfprintf(stderr, fmt, ap);
	fprintf(stderr, " at %s\n", where);
	free(where);
	show_line_after(loc, " source: ");
	note_macro(loc.macro);
}

static void count_error(void)
{
	if (++diag_errors <= MAX_ERRORS || diag_silent)
		return;
	fprintf(stderr, "pmprobe: error: too many errors (stopping after %d)\n", MAX_ERRORS);
	exit(1);
}

void error_at(struct loc loc, const char *fmt, ...)
{
	va_list ap;

	count_error();
	va_start(ap, fmt);
	report(loc, "error", fmt, ap);
	va_end(ap);
}

void warning_at(struct loc loc, const char *fmt, ...)
{
	va_list ap;

	diag_warnings++;
	if (diag_quiet_warnings || diag_silent)
		return;
	va_start(ap, fmt);
	if (diag_stap_warnings)
		report_stap(loc, fmt, ap);
	else
		report(loc, "warning", fmt, ap);
	va_end(ap);
}

void note_at(struct loc loc, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	report(loc, "note", fmt, ap);
	va_end(ap);
}

void error_plain(const char *fmt, ...)
{
	va_list ap;

	count_error();
	if (diag_silent)
		return;
	fputs("pmprobe: error: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

void warning_plain(const char *fmt, ...)
{
	va_list ap;

	diag_warnings++;
	if (diag_quiet_warnings || diag_silent)
		return;
	fputs(diag_stap_warnings ? "WARNING: " : "pmprobe: warning: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

void message_plain(const char *fmt, ...)
{
	va_list ap;

	fputs("pmprobe: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	fflush(stderr);
}
