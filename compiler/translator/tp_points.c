/*
 * tp_points.c - pass 2 for tracepoints, perf.tracepoint("SUBSYS:NAME"):
 * the point's format on the target kernel (common/tp_format.c, from
 * OPT->tracepoints), the tracepoints a wildcard matches (each a point
 * of its own, as perf opens one event per match), which fixes each
 * field's type for the script ($NAME
 * is a string for a char array or a __data_loc string, else a long), the
 * fields a body reads ($NAME, $$vars), -p2's text and the -l/-L lines.
 * Ids and offsets are the loader's: it reads the format files where the
 * module loads and checks them against what is fixed here.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The target kernel's tracepoint nearest NAME ("sched:sched_swtich"),
 * or NULL (the caller frees it). */
static char *nearest_tracepoint(struct tp_source *src, const char *name)
{
	struct vec names = { 0 };
	const char *near;
	char *r;

	tp_names(src, "*", "*", &names);
	near = nearest_name(name, (const char *const *)names.items, names.len);
	r = near ? xstrdup(near) : NULL;
	vec_free_strings(&names);
	return r;
}

bool tp_point_resolve(struct event *ev, const struct tr_options *opt, bool optional)
{
	char *colon = strchr(ev->tp, ':'), *sub, *why = NULL;
	struct tp_format *f;

	if (!colon || colon == ev->tp || !colon[1] || strchr(colon + 1, ':')) {
		error_at(ev->tp_loc, "'%s' is not a tracepoint as perf names it: SUBSYS:NAME (\"sched:sched_switch\")",
			 ev->tp);
		return false;
	}
	ev->event_name = xstrdup(ev->tp);
	ev->type = PERF_TYPE_TRACEPOINT;
	if (!opt->tracepoints) {
		error_at(ev->tp_loc, "tracepoint %s: the target kernel's tracepoint formats are not known here",
			 ev->tp);
		return false;
	}
	sub = xstrndup(ev->tp, (size_t)(colon - ev->tp));
	f = xcalloc(1, sizeof(*f));
	if (!tp_format_load(opt->tracepoints, sub, colon + 1, f, &why)) {
		char *near = nearest_tracepoint(opt->tracepoints, ev->tp);

		if (near) {
			char *more = xasprintf("%s; did you mean '%s'? (perf.tracepoint(\"%s\"))", why, near, near);

			free(why);
			why = more;
			free(near);
		}
		free(sub);
		free(f);
		if (optional) {
			warning_at(ev->tp_loc, "%s (the optional point is skipped)", why);
			free(why);
			return true;
		}
		error_at(ev->tp_loc, "%s", why);
		free(why);
		return false;
	}
	free(sub);
	ev->tp_fmt = f;
	ev->config = f->id;
	return true;
}

bool tp_wildcard_names(const char *pattern, struct loc loc, const struct tr_options *opt,
		       bool optional, struct vec *names)
{
	char *colon = strchr(pattern, ':'), *sub;

	if (!colon || colon == pattern || !colon[1] || strchr(colon + 1, ':')) {
		error_at(loc, "'%s' is not a tracepoint as perf names it: SUBSYS:NAME (\"sched:sched_switch\", \"sched:*\")",
			 pattern);
		return false;
	}
	if (!opt->tracepoints) {
		error_at(loc, "tracepoints %s: the target kernel's tracepoint formats are not known here",
			 pattern);
		return false;
	}
	sub = xstrndup(pattern, (size_t)(colon - pattern));
	tp_names(opt->tracepoints, sub, colon + 1, names);
	free(sub);
	if (names->len > PMP_TP_MAX) {
		error_at(loc, "'%s' matches %zu tracepoints, more than the %d a script may probe (pmprobe -l 'perf.tracepoint(\"%s\")' lists them)",
			 pattern, names->len, PMP_TP_MAX, pattern);
		return false;
	}
	if (names->len)
		return true;
	if (optional) {
		warning_at(loc, "no tracepoint matches '%s' on %s (the optional point is skipped)",
			   pattern, opt->tracepoints->what ? opt->tracepoints->what : "this kernel");
		return true;
	}
	{
		/* a typo in a name with a wildcard: the nearest by its fixed part */
		char *near = nearest_tracepoint(opt->tracepoints, pattern);

		error_at(loc, "no tracepoint matches '%s' on %s%s%s%s", pattern,
			 opt->tracepoints->what ? opt->tracepoints->what : "this kernel",
			 near ? "; did you mean '" : "", near ? near : "", near ? "'?" : "");
		free(near);
	}
	return false;
}

static int use_field(struct rprobe *rp, const struct tp_field *fl)
{
	size_t i;

	for (i = 0; i < rp->tp_used.len; i++)
		if (VEC_AT(rp->tp_used, i) == fl)
			return (int)i;
	vec_push(&rp->tp_used, (void *)fl);
	return (int)rp->tp_used.len - 1;
}

bool tp_ctxvar_resolve(struct rprobe *rp, struct node *n)
{
	const struct tp_format *f = rp->ev.tp_fmt;
	const struct tp_field *fl;
	size_t i;

	if (!rp->ev.tp) {
		error_at(n->loc, "unknown context variable '$%s' (pmprobe knows $counter); a tracepoint's fields are variables in perf.tracepoint probes only",
			 n->name);
		return false;
	}
	if (!f)
		return false;   /* an optional point that does not exist */
	if (rp->ev.counter) {
		error_at(n->loc, "$%s: a .counter probe's body runs once, when the script starts, with no tracepoint record: its fields exist only in a sampling probe",
			 n->name);
		return false;
	}
	if (!strcmp(n->name, "$vars")) {
		n->ctxvar = CTXV_TP_VARS;
		/* every field pmprobe can read: not an array other than
		 * char's, nor a __rel_loc (TP_OTHER) */
		for (i = 0; i < f->fields.len; i++) {
			fl = VEC_AT(f->fields, i);
			if (!fl->common && fl->cls != TP_OTHER)
				use_field(rp, fl);
		}
		return true;
	}
	fl = tp_field_find(f, n->name);
	if (!fl) {
		struct buf b;

		buf_init(&b);
		for (i = 0; i < f->fields.len; i++) {
			const struct tp_field *o = VEC_AT(f->fields, i);

			if (!o->common)
				buf_printf(&b, "%s$%s", b.len ? ", " : "", o->name);
		}
		error_at(n->loc, "tracepoint %s has no field '%s' (its fields: %s; pmprobe -L 'perf.tracepoint(\"%s\")' lists them with types)",
			 rp->ev.tp, n->name, b.len ? b.data : "none", rp->ev.tp);
		buf_free(&b);
		return false;
	}
	if (fl->cls == TP_OTHER) {
		error_at(n->loc, "field '%s' of tracepoint %s is '%s': pmprobe reads numbers, pointers, char arrays and __data_loc strings only",
			 n->name, rp->ev.tp, fl->type);
		return false;
	}
	n->ctxvar = CTXV_TP_FIELD;
	n->is_str = fl->cls == TP_STRING;
	n->tp_field = use_field(rp, fl);
	return true;
}

void tp_point_print(struct buf *b, const struct event *ev)
{
	buf_printf(b, "perf tracepoint=%s", ev->tp);
	if (ev->tp_fmt)
		buf_printf(b, " type=%u (tracepoint) id=%u (here; the loader resolves it where the module loads)",
			   ev->type, ev->tp_fmt->id);
	else
		buf_puts(b, " (not on the target kernel: skipped)");
}

/* One -L line of a field: "$prev_pid:long  pid_t prev_pid (offset 24, size 4, signed)". */
static void field_line(struct buf *b, const struct tp_field *fl)
{
	buf_printf(b, "    $%s:%s  %s (offset %u, size %u%s)%s\n", fl->name,
		   fl->cls == TP_STRING ? "string" : fl->cls == TP_NUMBER ? "long" : "-",
		   fl->type, fl->offset, fl->size, fl->is_signed ? ", signed" : "",
		   fl->cls == TP_OTHER ? " not readable by pmprobe" : "");
}

void tp_point_lines(const struct tr_options *opt, const char *pattern, bool fields,
		    struct vec *out)
{
	struct vec names = { 0 };
	size_t i, j;

	if (!opt->tracepoints)
		return;
	tp_names(opt->tracepoints, "*", "*", &names);
	for (i = 0; i < names.len; i++) {
		char *sn = VEC_AT(names, i), *colon = strchr(sn, ':');
		char *name = xasprintf("perf.tracepoint(\"%s\")", sn);
		struct pmu_line *l;
		struct tp_format f;
		char *why = NULL;

		if (!glob_match(pattern, name) && !glob_match(pattern, sn)) {
			free(name);
			continue;
		}
		l = xcalloc(1, sizeof(*l));
		l->name = name;
		l->alias = xstrdup(sn);
		l->kind = "[Tracepoint]";
		*colon = '\0';
		l->group = xstrdup(sn);
		if (tp_format_load(opt->tracepoints, sn, colon + 1, &f, &why)) {
			struct buf b;

			l->avail = xasprintf("available (id %u on %s)", f.id,
					     opt->tracepoints->what ? opt->tracepoints->what : "this kernel");
			buf_init(&b);
			for (j = 0; fields && j < f.fields.len; j++)
				field_line(&b, VEC_AT(f.fields, j));
			if (fields)
				buf_puts(&b, "    $$vars:string  every field but the common_ ones, as NAME=VALUE ...\n");
			l->fields = fields ? buf_steal(&b) : NULL;
			if (!fields)
				buf_free(&b);
			tp_format_free(&f);
		} else {
			l->avail = xasprintf("not available (%s)", why);
			free(why);
		}
		*colon = ':';
		vec_push(out, l);
	}
	vec_free_strings(&names);
	free(names.items);
}
