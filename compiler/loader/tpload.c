/*
 * tpload.c - the tracepoints of a module (perf.tracepoint("SUBSYS:NAME")),
 * resolved where the module is loaded: each point's id and each field's
 * offset, size and signedness are read from this machine's tracefs format
 * files (common/tp_format.c, the parser the translator used) and passed
 * as the module's tp_* parameters (pmp_abi.h).  What the translator fixed
 * (the field's class, string or number, and its size) is checked first:
 * a module translated for another kernel runs with this kernel's offsets,
 * or does not load, with one line per point or field saying where it is
 * and what differs.
 */
#include <stdlib.h>
#include <string.h>

#include "loader.h"
#include "pmp_abi.h"

struct tp_entry {
	char *field[PMP_TP_NFIELDS];
	bool skipped;             /* optional, not on this machine */
	bool loaded;
	struct tp_format f;
};

/* Splits LINE (its tabs become NULs) into NF fields; false if damaged. */
static bool split_tabs(char *line, char **field, int nf)
{
	int i;

	for (i = 0; i < nf; i++) {
		field[i] = line;
		line = strchr(line, '\t');
		if (i < nf - 1) {
			if (!line)
				return false;
			*line++ = '\0';
		}
	}
	return true;
}

static bool load_point(struct tp_entry *e, struct tp_source *src)
{
	const char *name = e->field[PMP_TP_NAME], *colon = strchr(name, ':');
	bool optional = !strcmp(e->field[PMP_TP_OPTIONAL], "1");
	char *sub, *why = NULL;

	sub = colon ? xstrndup(name, (size_t)(colon - name)) : xstrdup(name);
	e->loaded = colon && tp_format_load(src, sub, colon + 1, &e->f, &why);
	free(sub);
	if (e->loaded)
		return true;
	fprintf(stderr, "pmprobe: %s: %s: %s%s: %s (resolved at load time, on this machine)\n",
		e->field[PMP_TP_WHERE], optional ? "warning" : "error", e->field[PMP_TP_POINT],
		optional ? "? skipped" : "", why ? why : "not a tracepoint name");
	free(why);
	e->skipped = optional;
	return optional;
}

/* "a string of 16 bytes", "a number of 4 bytes". */
static char *what_is(const char *cls, unsigned size)
{
	return xasprintf("a %s of %u byte%s", cls, size, size == 1 ? "" : "s");
}

/* Field slot F (its PMP_MODINFO_TPF fields) checked against this
 * machine's format; its flags in *FLAGS. */
static bool check_field(char **f, const struct tp_entry *tp, const struct tp_field **out)
{
	const struct tp_field *fl = tp->loaded ? tp_field_find(&tp->f, f[PMP_TPF_NAME]) : NULL;
	unsigned want_size = (unsigned)strtoul(f[PMP_TPF_SIZE], NULL, 10);
	char *here, *there;

	*out = fl;
	if (!tp->loaded)
		return tp->skipped;
	if (!fl) {
		fprintf(stderr, "pmprobe: %s: error: %s: tracepoint %s has no field '%s' on this kernel (resolved at load time, on this machine)\n",
			tp->field[PMP_TP_WHERE], tp->field[PMP_TP_POINT], tp->field[PMP_TP_NAME],
			f[PMP_TPF_NAME]);
		return false;
	}
	if (!strcmp(tp_class_name(fl->cls), f[PMP_TPF_CLASS]) && fl->size == want_size)
		return true;
	here = what_is(tp_class_name(fl->cls), fl->size);
	there = what_is(f[PMP_TPF_CLASS], want_size);
	fprintf(stderr, "pmprobe: %s: error: %s: field '%s' of tracepoint %s is %s on this kernel ('%s'), but the module was translated for %s (resolved at load time, on this machine)\n",
		tp->field[PMP_TP_WHERE], tp->field[PMP_TP_POINT], f[PMP_TPF_NAME],
		tp->field[PMP_TP_NAME], here, fl->type, there);
	free(here);
	free(there);
	return false;
}

static unsigned field_flags(const struct tp_field *fl)
{
	return (fl->is_signed ? PMP_TPF_SIGNED : 0) | (fl->cls == TP_STRING ? PMP_TPF_STRING : 0) |
	       (fl->data_loc ? PMP_TPF_DATA_LOC : 0) |
	       (fl->pointer || fl->is_long ? PMP_TPF_HEX : 0);
}

/* The field slots: checked, then tp_off, tp_size, tp_flags. */
static bool put_fields(const struct module_info *mi, struct tp_entry *tps, size_t ntp,
		       struct buf *p)
{
	size_t n = mi->tpfs.len, i;
	unsigned *off = xcalloc(n + 1, sizeof(*off)), *size = xcalloc(n + 1, sizeof(*size)),
		 *flags = xcalloc(n + 1, sizeof(*flags));
	bool *seen = xcalloc(n + 1, sizeof(*seen)), ok = true;

	if (n > PMP_TP_FIELDS_MAX) {
		fprintf(stderr, "pmprobe: the module reads %zu tracepoint fields, more than %d\n",
			n, PMP_TP_FIELDS_MAX);
		ok = false;
	}
	for (i = 0; ok && i < n; i++) {
		char *line = xstrdup(VEC_AT(mi->tpfs, i)), *f[PMP_TPF_NFIELDS];
		size_t slot = 0, tp = 0;
		const struct tp_field *fl;

		if (!split_tabs(line, f, PMP_TPF_NFIELDS) || !modinfo_index(f[PMP_TPF_SLOT], n, &slot) ||
		    !modinfo_index(f[PMP_TPF_TP], ntp, &tp) || seen[slot]) {
			fprintf(stderr, "pmprobe: the module's tracepoint field list is damaged ('%s')\n",
				(char *)VEC_AT(mi->tpfs, i));
			ok = false;
		} else if (!check_field(f, &tps[tp], &fl)) {
			ok = false;
		} else if (fl) {
			seen[slot] = true;
			off[slot] = fl->offset;
			size[slot] = fl->size;
			flags[slot] = field_flags(fl);
		} else {
			seen[slot] = true;   /* of an optional point that is skipped */
		}
		free(line);
	}
	if (ok && n) {
		buf_puts(p, " " PMP_STR(PMP_PARAM_TP_OFF) "=");
		for (i = 0; i < n; i++)
			buf_printf(p, "%s%u", i ? "," : "", off[i]);
		buf_puts(p, " " PMP_STR(PMP_PARAM_TP_SIZE) "=");
		for (i = 0; i < n; i++)
			buf_printf(p, "%s%u", i ? "," : "", size[i]);
		buf_puts(p, " " PMP_STR(PMP_PARAM_TP_FLAGS) "=");
		for (i = 0; i < n; i++)
			buf_printf(p, "%s%u", i ? "," : "", flags[i]);
	}
	free(off);
	free(size);
	free(flags);
	free(seen);
	return ok;
}

bool tp_load_params(const struct module_info *mi, const char *root, struct buf *p)
{
	size_t n = mi->tps.len, i;
	struct tp_source src = { 0 };
	struct tp_entry *tps;
	char *dir;
	bool ok = true;

	if (!n)
		return true;
	if (n > PMP_TP_MAX) {
		fprintf(stderr, "pmprobe: the module has %zu tracepoints, more than %d\n", n, PMP_TP_MAX);
		return false;
	}
	dir = tp_tracefs_dir(root);
	if (!dir) {
		fprintf(stderr, "pmprobe: the module has tracepoint probes, and this machine has no tracefs with events/ at %s/sys/kernel/tracing (mount -t tracefs nodev /sys/kernel/tracing)\n",
			root);
		return false;
	}
	src.dir = dir;
	tps = xcalloc(n, sizeof(*tps));
	for (i = 0; i < n; i++) {
		char *line = xstrdup(VEC_AT(mi->tps, i)), *f[PMP_TP_NFIELDS];
		size_t idx = 0;

		if (!split_tabs(line, f, PMP_TP_NFIELDS) || !modinfo_index(f[PMP_TP_INDEX], n, &idx) ||
		    tps[idx].field[0]) {
			fprintf(stderr, "pmprobe: the module's tracepoint list is damaged ('%s')\n",
				(char *)VEC_AT(mi->tps, i));
			free(line);
			ok = false;
			continue;
		}
		memcpy(tps[idx].field, f, sizeof(f));
		ok &= load_point(&tps[idx], &src);
	}
	if (ok)
		ok = put_fields(mi, tps, n, p);
	if (ok) {
		buf_puts(p, " " PMP_STR(PMP_PARAM_TP_ID) "=");
		for (i = 0; i < n; i++)
			buf_printf(p, "%s%u", i ? "," : "",
				   tps[i].loaded ? tps[i].f.id : PMP_TP_ID_SKIP);
	}
	for (i = 0; i < n; i++) {
		free(tps[i].field[0]);
		tp_format_free(&tps[i].f);
	}
	free(tps);
	free(dir);
	return ok;
}
