/*
 * listing.c - "pmprobe -l PATTERN" and "-L PATTERN": every probe point
 * the tapset and the translator know, one line each (canonical name,
 * aliases, kind, and whether this machine's kernel can open it, read
 * from /sys/bus/event_source/devices); -L adds what a handler there can
 * use.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "pmprobe.h"

#define SYSFS_PMUS "/sys/bus/event_source/devices"

struct point_line {
	char *name;
	struct vec aliases;       /* char * */
	const char *kind;
	char *avail;
	unsigned ctx;
	bool perf;
};

/* ------------------------------------------------------ availability */

static bool pmu_with_type(long want, char *name, size_t namesz)
{
	DIR *d = opendir(SYSFS_PMUS);
	struct dirent *de;
	bool found = false;

	if (!d)
		return false;
	while (!found && (de = readdir(d))) {
		char *path, *text;
		size_t len;

		if (de->d_name[0] == '.')
			continue;
		path = xasprintf("%s/%s/type", SYSFS_PMUS, de->d_name);
		if (read_file(path, &text, &len)) {
			if (strtol(text, NULL, 10) == want) {
				found = true;
				snprintf(name, namesz, "%s", de->d_name);
			}
			free(text);
		}
		free(path);
	}
	closedir(d);
	return found;
}

static const char *hw_sysfs_name(uint64_t config)
{
	static const char *names[] = {
		"cpu-cycles", "instructions", "cache-references", "cache-misses",
		"branch-instructions", "branch-misses", "bus-cycles",
		"stalled-cycles-frontend", "stalled-cycles-backend", "ref-cycles",
	};

	return config < 10 ? names[config] : NULL;
}

static char *availability(const struct event *ev)
{
	char pmu[256];
	struct stat st;
	char *path;
	bool listed;

	switch (ev->type) {
	case 1:
		return xstrdup(pmu_with_type(1, pmu, sizeof(pmu)) ? "available" :
			       "not available (no software PMU in " SYSFS_PMUS ")");
	case 5:
		return xstrdup(pmu_with_type(5, pmu, sizeof(pmu)) ? "available" :
			       "not available (no breakpoint PMU in " SYSFS_PMUS ")");
	case 0:
	case 3:
	case 4:
		if (!pmu_with_type(4, pmu, sizeof(pmu)))
			return xstrdup("not available (no hardware PMU: the kernel lists no CPU PMU, as in most VMs)");
		if (ev->type != 0 || !hw_sysfs_name(ev->config))
			return xasprintf("available (PMU %s)", pmu);
		path = xasprintf("%s/%s/events", SYSFS_PMUS, pmu);
		listed = stat(path, &st) != 0;
		free(path);
		path = xasprintf("%s/%s/events/%s", SYSFS_PMUS, pmu, hw_sysfs_name(ev->config));
		listed = listed || stat(path, &st) == 0;
		free(path);
		return listed ? xasprintf("available (PMU %s)", pmu) :
			xasprintf("not listed by PMU %s (opening it may fail)", pmu);
	default:
		if (pmu_with_type(ev->type, pmu, sizeof(pmu)))
			return xasprintf("available (PMU %s)", pmu);
		return xasprintf("not available (no PMU of type %u)", ev->type);
	}
}

static const char *kind_of(const struct event *ev)
{
	switch (ev->type) {
	case 0: return "[Hardware event]";
	case 1: return "[Software event]";
	case 3: return "[Hardware cache event]";
	case 4: return "[Raw event]";
	case 5: return "[Hardware breakpoint]";
	default: return "[PMU event]";
	}
}

/* -------------------------------------------------------- the points */

static char *alias_text(const struct probe *a)
{
	struct buf b;

	buf_init(&b);
	print_point(&b, a->alias_name);
	return buf_steal(&b);
}

static struct point_line *fixed_line(const char *name, const char *alias,
				     const char *kind, const char *avail,
				     unsigned ctx)
{
	struct point_line *l = xcalloc(1, sizeof(*l));

	l->name = xstrdup(name);
	if (alias)
		vec_push(&l->aliases, xstrdup(alias));
	l->kind = kind;
	l->avail = xstrdup(avail);
	l->ctx = ctx;
	l->perf = ctx == CTX_PERF;
	return l;
}

static void builtin_lines(struct vec *out)
{
	static const struct event bp = { .type = 5 }, sw = { .type = 1 },
				   raw = { .type = 4 };

	vec_push(out, fixed_line("begin", "begin(N)", "[Script start]", "available", CTX_BEGIN));
	vec_push(out, fixed_line("end", "end(N)", "[Script stop]", "available", CTX_END));
	vec_push(out, fixed_line("error", "error(N)", "[Runtime error]", "available", CTX_ERROR));
	vec_push(out, fixed_line("timer.s(N)", NULL, "[Timer]", "available", CTX_TIMER));
	vec_push(out, fixed_line("timer.ms(N)", NULL, "[Timer]", "available", CTX_TIMER));
	vec_push(out, fixed_line("timer.us(N)", NULL, "[Timer]", "available", CTX_TIMER));
	vec_push(out, fixed_line("timer.ns(N)", NULL, "[Timer]", "available", CTX_TIMER));
	vec_push(out, fixed_line("timer.hz(N)", NULL, "[Timer]", "available", CTX_TIMER));
	vec_push(out, fixed_line("perf.type(T).config(C)", NULL, "[Any perf event]",
				 "depends on the event type", CTX_PERF));
	vec_push(out, fixed_line("perf.raw(CONFIG)", NULL, "[Raw event]",
				 availability(&raw), CTX_PERF));
	vec_push(out, fixed_line("perf.breakpoint(SYMBOL_OR_ADDR).exec", NULL,
				 "[Hardware breakpoint]", availability(&bp), CTX_PERF));
	vec_push(out, fixed_line("perf.breakpoint(SYMBOL_OR_ADDR).write.len(N)", NULL,
				 "[Hardware breakpoint]", availability(&bp), CTX_PERF));
	vec_push(out, fixed_line("perf.breakpoint(SYMBOL_OR_ADDR).rw.len(N)", NULL,
				 "[Hardware breakpoint]", availability(&bp), CTX_PERF));
	(void)sw;
}

/* The alias lines: each alias defined directly on a base form is a
 * canonical point; aliases of it are listed beside it. */
static void alias_lines(struct program *prog, const struct script_options *opt,
			struct vec *out)
{
	size_t i, j;

	resolve_probes(prog, opt);   /* fills prog->aliases; no user probes */
	for (i = 0; i < prog->aliases.len; i++) {
		struct probe *a = VEC_AT(prog->aliases, i);
		struct probe_point *target = VEC_AT(a->points, 0);
		struct point_comp *first = VEC_AT(target->comps, 0);
		struct point_comp *second = target->comps.len > 1 ? VEC_AT(target->comps, 1) : NULL;
		struct point_line *l;
		struct event ev = { 0 };

		/* A canonical point targets a base form directly. */
		if (strcmp(first->name, "perf") == 0 && second &&
		    (!strcmp(second->name, "type") || !strcmp(second->name, "raw"))) {
			struct point_comp *cfg = target->comps.len > 2 ? VEC_AT(target->comps, 2) : NULL;

			ev.type = second->arg ? (uint32_t)second->arg->num : 0;
			if (!strcmp(second->name, "raw"))
				ev.type = 4;
			ev.config = cfg && cfg->arg ? (uint64_t)cfg->arg->num : 0;
			l = xcalloc(1, sizeof(*l));
			l->name = alias_text(a);
			l->kind = kind_of(&ev);
			l->avail = availability(&ev);
			l->ctx = CTX_PERF;
			l->perf = true;
			vec_push(out, l);
			continue;
		}
		if (strcmp(first->name, "perf")) {
			l = xcalloc(1, sizeof(*l));
			l->name = alias_text(a);
			l->kind = "[Alias]";
			l->avail = xstrdup("see its target");
			l->ctx = CTX_ALL;
			vec_push(out, l);
		}
	}
	/* Attach the remaining aliases to the line they lead to. */
	for (i = 0; i < prog->aliases.len; i++) {
		struct probe *a = VEC_AT(prog->aliases, i);
		struct buf tb;
		char *name = alias_text(a);

		buf_init(&tb);
		print_point(&tb, VEC_AT(a->points, 0));
		for (j = 0; j < out->len; j++) {
			struct point_line *l = VEC_AT(*out, j);

			if (!strcmp(l->name, tb.data)) {
				vec_push(&l->aliases, name);
				name = NULL;
				break;
			}
		}
		free(name);
		buf_free(&tb);
	}
}

/* ------------------------------------------------------------- output */

static bool line_matches(const struct point_line *l, const char *pattern)
{
	size_t i;

	if (glob_match(pattern, l->name))
		return true;
	for (i = 0; i < l->aliases.len; i++)
		if (glob_match(pattern, VEC_AT(l->aliases, i)))
			return true;
	return false;
}

static void print_context(const struct program *prog, const struct point_line *l)
{
	size_t i;

	if (l->perf)
		printf("    $counter:long  the handle of this probe's event (read_counter)\n");
	printf("    printf(fmt, ...), sprintf:string(fmt, ...), print(...), println(...)\n");
	for (i = 0; i < prog->functions.len; i++) {
		const struct function *f = VEC_AT(prog->functions, i);
		struct buf b;
		const char *nl;

		if (!f->src || !f->src->is_tapset || !(f->contexts & l->ctx))
			continue;
		buf_init(&b);
		function_signature(&b, f);
		printf("    %s ", b.data);
		/* The description, its lines joined, without "@" tags. */
		for (nl = f->doc; nl && *nl;) {
			const char *end = strchr(nl, '\n');
			int len = end ? (int)(end - nl) : (int)strlen(nl);

			if (*nl != '@')
				printf(" %.*s", len, nl);
			nl = end ? end + 1 : NULL;
		}
		putchar('\n');
		buf_free(&b);
	}
}

int list_points(const char *pattern, bool long_form,
		const struct script_options *opt)
{
	struct program prog = { 0 };
	struct vec lines = { 0 };
	size_t i, j, shown = 0;

	if (!tapset_load(&prog, (const char *const *)opt->tapset_dirs.items,
			 (int)opt->tapset_dirs.len))
		return 1;
	elaborate_tapset_only(&prog, opt);
	builtin_lines(&lines);
	alias_lines(&prog, opt, &lines);
	for (i = 0; i < lines.len; i++) {
		struct point_line *l = VEC_AT(lines, i);
		struct buf al;

		if (!line_matches(l, pattern))
			continue;
		shown++;
		buf_init(&al);
		for (j = 0; j < l->aliases.len; j++)
			buf_printf(&al, "%s%s", j ? "," : "", (char *)VEC_AT(l->aliases, j));
		printf("%-44s %-24s %-24s %s\n", l->name, al.len ? al.data : "-", l->kind, l->avail);
		buf_free(&al);
		if (long_form)
			print_context(&prog, l);
	}
	if (!shown) {
		fprintf(stderr, "pmprobe: no probe point matches '%s'\n", pattern);
		return 1;
	}
	return 0;
}
