/*
 * status_line.c - the module's tab-separated status lines (the stats
 * file's probe and counter lines, warning records, the control file's
 * error) read into pmp_abi.h's structs.  The layouts are pmp_abi.h's
 * tables, expanded here as the runtime expands them to write: a line
 * whose tag is unknown, whose field count differs, or whose number does
 * not parse is refused whole, never half read.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "loader.h"
#include "pmp_abi.h"

static bool read_INT(char *s, int *v)
{
	char *end;
	long n;

	errno = 0;
	if ((*s < '0' || *s > '9') && (*s != '-' || s[1] < '0' || s[1] > '9'))
		return false;   /* no blanks, no '+' */
	n = strtol(s, &end, 10);
	if (*end || errno || n < INT_MIN || n > INT_MAX)
		return false;
	*v = (int)n;
	return true;
}

/* A stats value: long, as pmp_abi.h's PMP_STAT_FMT writes it. */
static bool read_LONG(char *s, long *v)
{
	char *end;

	errno = 0;
	if ((*s < '0' || *s > '9') && (*s != '-' || s[1] < '0' || s[1] > '9'))
		return false;
	*v = strtol(s, &end, 10);
	return !*end && !errno;
}

static bool read_U64(char *s, unsigned long long *v)
{
	char *end;

	errno = 0;
	if (*s < '0' || *s > '9')
		return false;
	*v = strtoull(s, &end, 10);
	return !*end && !errno;
}

static bool read_UINT(char *s, unsigned int *v)
{
	unsigned long long n;

	if (!read_U64(s, &n) || n > UINT_MAX)
		return false;
	*v = (unsigned int)n;
	return true;
}

static bool read_STR(char *s, const char **v)
{
	*v = s;
	return true;
}

/* One reader per layout: its fields, in its table's order, after the tag. */
#define FIELD_READ(v, NAME, member, TYPE) ok = ok && read_##TYPE(*f++, &(v)->member);
#define LAYOUT_READER(LINE, line)					\
	static bool read_##line(char **f, struct pmp_##line##_line *v)	\
	{								\
		bool ok = true;						\
									\
		f++;		/* the tag */				\
		PMP_##LINE##_LINE(FIELD_READ, v)			\
		return ok;						\
	}
PMP_STATUS_LINES(LAYOUT_READER)
#undef LAYOUT_READER
#undef FIELD_READ

static const struct {
	const char *tag;
	enum status_layout layout;
	int nfields;
} tags[] = {
#define TAG(LINE, tag) { tag, STATUS_##LINE, PMP_##LINE##_NFIELDS },
	PMP_STATUS_TAGS(TAG)
#undef TAG
};

#define MAX_FIELDS_(LINE, line) + PMP_##LINE##_NFIELDS
enum { MAX_FIELDS = 0 PMP_STATUS_LINES(MAX_FIELDS_) };
#undef MAX_FIELDS_

bool status_line_read(const char *text, size_t len, struct status_line *l)
{
	char *f[MAX_FIELDS + 1], *s;
	bool ok = false;
	size_t i;
	int n;

	memset(l, 0, sizeof(*l));
	if (len && text[len - 1] == '\n')
		len--;
	if (memchr(text, '\n', len) || memchr(text, '\0', len))
		return false;
	l->buf = xstrndup(text, len);
	for (n = 0, s = l->buf; s && n <= MAX_FIELDS; n++) {
		f[n] = s;
		s = strchr(s, '\t');
		if (s)
			*s++ = '\0';
	}
	if (s)
		goto out;       /* more fields than any layout has */
	for (i = 0; i < sizeof(tags) / sizeof(tags[0]); i++)
		if (!strcmp(f[0], tags[i].tag))
			break;
	if (i == sizeof(tags) / sizeof(tags[0]) || n != tags[i].nfields)
		goto out;
	l->tag = tags[i].tag;
	l->layout = tags[i].layout;
	switch (l->layout) {
#define READ(LINE, line) case STATUS_##LINE: ok = read_##line(f, &l->line); break;
	PMP_STATUS_LINES(READ)
#undef READ
	case STATUS_NONE:
		break;
	}
out:
	if (!ok)
		status_line_free(l);
	return ok;
}

void status_line_free(struct status_line *l)
{
	free(l->buf);
	memset(l, 0, sizeof(*l));
}

void stats_read(const char *text, long st[PMP_NSTATS])
{
#define STAT_KEY(name, key) #key,
	static const char *const keys[] = { PMP_STATS(STAT_KEY) };
#undef STAT_KEY
	const char *p;
	int i;

	memset(st, 0, PMP_NSTATS * sizeof(*st));
	for (p = text; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		size_t len = strcspn(p, "\n"), klen = strcspn(p, " \n");
		char value[32];
		long v;

		if (klen == len || len - klen - 1 >= sizeof(value))
			continue;
		memcpy(value, p + klen + 1, len - klen - 1);
		value[len - klen - 1] = '\0';
		for (i = 0; i < PMP_NSTATS; i++)
			if (strlen(keys[i]) == klen && !strncmp(p, keys[i], klen))
				break;
		if (i < PMP_NSTATS && read_LONG(value, &v))
			st[i] = v;
	}
}
