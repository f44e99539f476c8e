/*
 * up_points.c - pass 2 for user-space points (events.c parses them):
 * process("PATH").function("NAME") with .call or .return, and
 * process("PATH").mark("NAME"), a USDT mark.  PATH is read on this
 * machine (common/usym.c, usdt.c; under --vm its --vm-file host copy):
 * the function's or mark's file offset, a mark's semaphore and its
 * arguments' descriptions are resolved here; the file's identity goes
 * into the module for the loader to check the file that runs against.
 * Also the context variables of their bodies ($argN, $return), -p2's
 * text and -l's lines of a file's functions and marks.
 */
#include <ctype.h>
#include <stdarg.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "internal.h"

/* The files read so far (struct usym_file *), kept for the whole run:
 * events point into them. */
static struct vec files;
/* The point being resolved has a '?': what it lacks is a warning, and
 * the point is skipped. */
static bool cur_optional, cur_skipped;

/* Why the point does not resolve: an error, or for an optional point a
 * warning. */
__attribute__((format(printf, 2, 3)))
static void up_fail(struct loc loc, const char *fmt, ...)
{
	struct buf b;
	va_list ap;

	buf_init(&b);
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	if (cur_optional) {
		warning_at(loc, "%s (the optional point is skipped)", b.data);
		cur_skipped = true;
	}
	else
		error_at(loc, "%s", b.data);
	buf_free(&b);
}

/* The host file that holds the target's PATH: a --vm-file HOST:GUEST's
 * HOST when GUEST is PATH, else PATH itself (allocated). */
static char *host_path(const char *path, const struct tr_options *opt)
{
	size_t i;

	for (i = 0; opt->file_map && i < opt->file_map->len; i++) {
		const char *spec = VEC_AT(*opt->file_map, i), *colon = strchr(spec, ':');
		const char *base = strrchr(spec, '/');
		char *guest = colon ? xstrdup(colon + 1) :
			xasprintf("/pmp/%s", base ? base + 1 : spec);
		bool same = !strcmp(guest, path);

		free(guest);
		if (same)
			return colon ? xstrndup(spec, (size_t)(colon - spec)) : xstrdup(spec);
	}
	return xstrdup(path);
}

/* PATH's file, read once; NULL after one error at LOC (or, with no LOC,
 * -l's). */
static struct usym_file *open_file(const char *path, const struct loc *loc,
				   const struct tr_options *opt)
{
	char *host = host_path(path, opt), *why = NULL;
	struct usym_file *f;
	size_t i;

	for (i = 0; i < files.len; i++) {
		f = VEC_AT(files, i);
		if (!strcmp(f->path, host)) {
			free(host);
			return f;
		}
	}
	f = usym_open(host, &why);
	if (!f) {
		size_t hl = strlen(host);
		const char *w = !strncmp(why, host, hl) && !strncmp(why + hl, ": ", 2) ? why + hl + 2 : why;
		char *what = xasprintf("cannot read the program %s%s%s: %s", path,
				       strcmp(host, path) ? " from " : "",
				       strcmp(host, path) ? host : "", w);

		if (loc)
			up_fail(*loc, "%s", what);
		else
			error_plain("%s", what);
		free(what);
		free(why);
		free(host);
		return NULL;
	}
	free(host);
	usdt_read_notes(f);
	vec_push(&files, f);
	return f;
}

/* The target's ELF machine: OPT's, else this machine's. */
static int target_elf_machine(const struct tr_options *opt)
{
	struct utsname u;
	const char *m = opt->target_machine;

	if (!m && uname(&u) == 0)
		m = u.machine;
	return m && !strcmp(m, "aarch64") ? EM_AARCH64 : EM_X86_64;
}

/* The highest N of a user function's $argN: the arguments its calling
 * convention passes in registers (x86-64 SysV: rdi rsi rdx rcx r8 r9;
 * arm64: x0..x7). */
static int max_arg(int machine)
{
	return machine == EM_AARCH64 ? 8 : 6;
}

static bool name_ok(const char *name)
{
	const char *p;

	if (!*name)
		return false;
	for (p = name; *p; p++)
		if (!isgraph((unsigned char)*p) || *p == '"' || *p == '\\')
			return false;
	return true;
}

static bool find_function(struct event *ev, const struct usym_file *f, const char *path,
			  const char *name, struct loc loc)
{
	const struct usym *u = usym_find(f, name);
	const char *near;

	if (u) {
		ev->uoffset = u->offset;
		return true;
	}
	near = f->funcs.len ? usym_nearest(f, name) : NULL;
	if (!f->funcs.len)
		up_fail(loc, "no function '%s' in %s: it has no function symbols (stripped?)", name, path);
	else
		up_fail(loc, "no function '%s' in %s%s%s%s", name, path, near ? "; did you mean '" : "",
			 near ? near : "", near ? "'?" : "");
	return false;
}

static bool find_mark(struct event *ev, const struct usym_file *f, const char *path,
		      const char *name, struct loc loc)
{
	const struct usdt_note *m = usdt_find(f, name);
	const char **names;
	const char *near;
	size_t i;

	if (m) {
		ev->unote = m;
		ev->uoffset = m->offset;
		ev->uref_offset = m->sema_offset;
		if (m->sema && !m->sema_offset) {
			up_fail(loc, "mark '%s' in %s: its semaphore at 0x%llx is in no loaded part of the file",
				 name, path, (unsigned long long)m->sema);
			return false;
		}
		return true;
	}
	if (!f->marks.len) {
		up_fail(loc, "no mark '%s' in %s: it has no USDT marks (.note.stapsdt)", name, path);
		return false;
	}
	names = xcalloc(f->marks.len, sizeof(*names));
	for (i = 0; i < f->marks.len; i++)
		names[i] = ((const struct usdt_note *)VEC_AT(f->marks, i))->name;
	near = nearest_name(strchr(name, ':') ? strchr(name, ':') + 1 : name, names, f->marks.len);
	up_fail(loc, "no mark '%s' in %s%s%s%s", name, path, near ? "; did you mean '" : "",
		 near ? near : "", near ? "'?" : "");
	free(names);
	return false;
}

/* PATH's file, checked: an absolute path, an ELF file for the target's
 * machine; NULL after one error (or an optional point's warning). */
static struct usym_file *target_file(const char *path, struct loc path_loc,
				     const struct tr_options *opt)
{
	struct usym_file *f;
	char t1[32], t2[32];

	if (path[0] != '/' || !name_ok(path)) {
		error_at(path_loc, "process(\"%s\"): name the program by its absolute path", path);
		return NULL;
	}
	if (!(f = open_file(path, &path_loc, opt)))
		return NULL;
	if (f->machine != target_elf_machine(opt)) {
		up_fail(path_loc, "%s is a program for %s, not for the target's %s", path,
			 usym_machine_name(f->machine, t1),
			 usym_machine_name(target_elf_machine(opt), t2));
		return NULL;
	}
	return f;
}

static bool resolve(struct event *ev, const char *path, struct loc path_loc, const char *what,
		    const char *name, struct loc name_loc, bool is_return,
		    const struct tr_options *opt)
{
	bool mark = !strcmp(what, "mark");
	struct usym_file *f;

	if (!name_ok(name)) {
		error_at(name_loc, "'%s' is not a %s's name", name, mark ? "mark" : "function");
		return false;
	}
	if (strpbrk(name, "*?[")) {
		error_at(name_loc, "pmprobe does not expand wildcards in a program's %s names ('%s'): pmprobe -l 'process(\"%s\").%s(\"%s\")' lists them; name each",
			 what, name, path, what, name);
		return false;
	}
	if (!(f = target_file(path, path_loc, opt)))
		return false;
	if (!(mark ? find_mark(ev, f, path, name, name_loc) : find_function(ev, f, path, name, name_loc)))
		return false;
	ev->kind = PK_UPROBE;
	ev->upath = xstrdup(path);
	ev->uname = xstrdup(name);
	ev->umark = mark;
	ev->ureturn = is_return;
	ev->umachine = f->machine;
	ev->uident = usym_identity(f);
	ev->event_name = xasprintf("process(\"%s\").%s(\"%s\")%s", path, what, name,
				   is_return ? ".return" : "");
	return true;
}

bool up_resolve(struct event *ev, const char *path, struct loc path_loc, const char *what,
		const char *name, struct loc name_loc, bool is_return, bool optional,
		const struct tr_options *opt)
{
	bool ok;

	cur_optional = optional;
	cur_skipped = false;
	ok = resolve(ev, path, path_loc, what, name, name_loc, is_return, opt);
	cur_optional = false;
	return ok || cur_skipped;    /* skipped: EV->upath stays NULL */
}

/* The functions of F that PATTERN matches, each name once (static
 * functions of one name in several files are one point: the first). */
static void match_functions(const struct usym_file *f, const char *pattern, struct vec *names)
{
	size_t i;

	for (i = 0; i < f->funcs.len; i++) {
		const struct usym *u = VEC_AT(f->funcs, i);

		if (glob_match(pattern, u->name) && usym_find(f, u->name) == u)
			vec_push(names, xstrdup(u->name));
	}
}

bool up_wildcard_names(const char *path, struct loc path_loc, const char *pattern,
		       struct loc loc, const struct tr_options *opt, bool optional,
		       struct vec *names)
{
	struct usym_file *f;
	bool ok = false;

	if (!name_ok(pattern)) {
		error_at(loc, "'%s' is not a function's name, nor one with the wildcards * ? [...]",
			 pattern);
		return false;
	}
	cur_optional = optional;
	cur_skipped = false;
	if ((f = target_file(path, path_loc, opt)))
		match_functions(f, pattern, names);
	if (f && names->len > UP_POINT_MAX)
		error_at(loc, "'%s' matches %zu functions of %s, more than the %d user function and mark points a script may probe (pmprobe -l 'process(\"%s\").function(\"%s\")' lists them)",
			 pattern, names->len, path, UP_POINT_MAX, path, pattern);
	else if (f && !names->len)
		up_fail(loc, "no function of %s matches '%s'%s", path, pattern,
			f->funcs.len ? "" : ": it has no function symbols (stripped?)");
	else
		ok = f != NULL;
	cur_optional = false;
	return ok || cur_skipped;
}

/* "arg3": 3; 0 for anything else, -1 for a number too big. */
static long arg_number(const char *name)
{
	const char *d = name + 3;
	char *end;
	long n;

	if (strncmp(name, "arg", 3) || !isdigit((unsigned char)*d) || *d == '0')
		return 0;
	n = strtol(d, &end, 10);
	return *end ? 0 : n > 1000 ? -1 : n;
}

static bool mark_arg(struct rprobe *rp, struct node *n, long k)
{
	struct usdt_arg a;
	char *why = NULL;

	if (k < 1 || !usdt_arg(rp->ev.unote, rp->ev.umachine, (int)k, &a, &why)) {
		if (k >= 1)
			error_at(n->loc, "$%s: %s", n->name, why);
		else
			error_at(n->loc, "unknown context variable '$%s' in a USDT mark's probe (it has $arg1..$arg%d)",
				 n->name, usdt_nargs(rp->ev.unote));
		free(why);
		return false;
	}
	n->ctxvar = CTXV_UP_MARK;
	n->tp_field = (int)k;
	return true;
}

bool up_ctxvar_resolve(struct rprobe *rp, struct node *n, bool at_entry)
{
	long k = arg_number(n->name);
	int max = max_arg(rp->ev.umachine);

	if (rp->ev.umark)
		return mark_arg(rp, n, k);
	if (!strcmp(n->name, "return")) {
		if (at_entry) {
			error_at(n->loc, "$return is not available inside @entry: at the call's entry the function has not returned");
			return false;
		}
		if (!rp->ev.ureturn) {
			error_at(n->loc, "$return is only available in a user function's .return probe ('%s.return')",
				 rp->pp_text);
			return false;
		}
		n->ctxvar = CTXV_UP_RETURN;
		return true;
	}
	if (k > max || k < 0) {
		error_at(n->loc, "$%s: pmprobe reads at most %d arguments of a user function ($arg1..$arg%d: those its calling convention passes in registers)",
			 n->name, max, max);
		return false;
	}
	if (!k) {
		error_at(n->loc, "unknown context variable '$%s' in a user function's probe (it has $arg1..$arg%d%s)",
			 n->name, max, rp->ev.ureturn ? " at the call and $return here" : ", and $return in .return");
		return false;
	}
	if (rp->ev.ureturn && !at_entry) {
		error_at(n->loc, "$%s is not available in a .return probe: at the return the registers no longer hold the arguments (@entry($%s) is its value at the call)",
			 n->name, n->name);
		return false;
	}
	n->ctxvar = CTXV_UP_ARG;
	n->tp_field = (int)k;
	return true;
}

char *up_mark_arg_expr(const struct rprobe *rp, int n)
{
	struct usdt_arg a;
	char *why = NULL;

	if (!usdt_arg(rp->ev.unote, rp->ev.umachine, n, &a, &why)) {
		free(why);          /* sema checked it */
		return xstrdup("0L");
	}
	return xasprintf("pmp_usdt_arg(c, %d, %d, %lldLL, %d)", a.kind, a.reg, (long long)a.value,
			 a.is_signed ? -a.size : a.size);
}

void up_point_print(struct buf *b, const struct event *ev)
{
	buf_printf(b, "uprobe file=%s offset=0x%llx at=%s", ev->upath,
		   (unsigned long long)ev->uoffset,
		   ev->umark ? "mark" : ev->ureturn ? "return (uretprobe)" : "entry");
	if (ev->uref_offset)
		buf_printf(b, " semaphore=0x%llx", (unsigned long long)ev->uref_offset);
	if (ev->umark)
		buf_printf(b, " args=\"%s\"", ev->unote->args);
	buf_printf(b, " checked=%s", ev->uident);
}

void up_file_records(const struct program *prog, struct vec *out)
{
	size_t i;

	for (i = 0; i < prog->resolved.len; i++) {
		const struct rprobe *rp = VEC_AT(prog->resolved, i);
		char *rec;

		if (rp->ev.kind != PK_UPROBE)
			continue;
		rec = xasprintf("%s\t%s", rp->ev.upath, rp->ev.uident);
		if (vec_has_str(out, rec))
			free(rec);
		else
			vec_push(out, rec);
	}
}

/* -------------------------------------------------------------- listing */

static struct pmu_line *new_line(char *name, const char *bare, bool mark, const char *path,
				 bool fields, const char *args)
{
	struct pmu_line *l = xcalloc(1, sizeof(*l));

	l->name = name;
	l->alias = xstrdup(bare);
	l->kind = mark ? "[USDT mark]" : "[User function]";
	l->avail = xasprintf("available (in %s, read here)", path);
	if (fields && mark)
		l->fields = xasprintf("    $arg1..$argN:long  the mark's arguments (\"%s\")\n", args);
	else if (fields)
		l->fields = xstrdup("    $arg1..$argN:long  the arguments in registers, at the entry\n"
				    "    $return:long  the value returned, in .return\n");
	return l;
}

void up_point_lines(const struct tr_options *opt, const char *pattern, bool fields,
		    struct vec *out)
{
	const char *p = pattern + strlen("process(\""), *end;
	char *path;
	struct usym_file *f;
	size_t i, nf = 0, nm = 0;

	if (strncmp(pattern, "process(\"", strlen("process(\"")) || !(end = strstr(p, "\")")))
		return;
	path = xstrndup(p, (size_t)(end - p));
	if (!(f = open_file(path, NULL, opt))) {
		free(path);
		return;
	}
	for (i = 0; i < f->funcs.len; i++) {
		const struct usym *u = VEC_AT(f->funcs, i);
		char *name = xasprintf("process(\"%s\").function(\"%s\")", path, u->name);

		if (!glob_match(pattern, name) || usym_find(f, u->name) != u || ++nf > UP_LIST_MAX) {
			free(name);    /* another function of the same name is listed */
			continue;
		}
		vec_push(out, new_line(name, u->name, false, path, fields, NULL));
	}
	for (i = 0; i < f->marks.len; i++) {
		const struct usdt_note *m = VEC_AT(f->marks, i);
		char *bare = xasprintf("%s:%s", m->provider, m->name);
		char *name = xasprintf("process(\"%s\").mark(\"%s\")", path, bare);

		if (glob_match(pattern, name) && ++nm <= UP_LIST_MAX)
			vec_push(out, new_line(name, bare, true, path, fields, m->args));
		else
			free(name);
		free(bare);
	}
	if (nf > UP_LIST_MAX || nm > UP_LIST_MAX)
		fprintf(stderr, "pmprobe: '%s' matches %zu functions and %zu marks of %s: the first %d of each are listed\n",
			pattern, nf, nm, path, UP_LIST_MAX);
	free(path);
}
