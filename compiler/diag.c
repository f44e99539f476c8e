/*
 * diag.c - every diagnostic the translator prints: one line
 * "pmprobe: FILE:LINE:COL: error: MESSAGE", then the source line and a
 * caret under the column.  Nothing else in the translator formats errors.
 */
#include <stdlib.h>
#include <string.h>

#include "pmprobe.h"

int diag_errors;
int diag_warnings;
bool diag_quiet_warnings;
bool diag_silent;             /* count, print nothing (the fuzzer) */

char *loc_str(struct loc loc)
{
	if (!loc.src)
		return xstrdup("<input>");
	return xasprintf("%s:%d:%d", loc.src->path, loc.line, loc.col);
}

/* The source line, then spaces (tabs kept) up to a caret at the column. */
static void show_line(struct loc loc)
{
	char *line;
	int i;

	if (!loc.src || loc.line < 1)
		return;
	line = source_line(loc.src, loc.line);
	if (!line)
		return;
	/* Control characters would garble the terminal; show them as '?'. */
	for (i = 0; line[i]; i++)
		if ((unsigned char)line[i] < 32 && line[i] != '\t')
			line[i] = '?';
	fprintf(stderr, " %s\n ", line);
	for (i = 0; i < loc.col - 1 && line[i]; i++)
		fputc(line[i] == '\t' ? '\t' : ' ', stderr);
	fputs("^\n", stderr);
	free(line);
}

static void report(struct loc loc, const char *kind, const char *fmt,
		   va_list ap)
{
	char *where;

	if (diag_silent)
		return;
	where = loc_str(loc);
	fprintf(stderr, "pmprobe: %s: %s: ", where, kind);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	free(where);
	show_line(loc);
}

void error_at(struct loc loc, const char *fmt, ...)
{
	va_list ap;

	diag_errors++;
	va_start(ap, fmt);
	report(loc, "error", fmt, ap);
	va_end(ap);
}

void warning_at(struct loc loc, const char *fmt, ...)
{
	va_list ap;

	diag_warnings++;
	if (diag_quiet_warnings)
		return;
	va_start(ap, fmt);
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

	diag_errors++;
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
	fputs("pmprobe: warning: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}
