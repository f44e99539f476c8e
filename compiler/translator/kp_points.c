/*
 * kp_points.c - pass 2 for kernel functions, kernel.function("NAME") and
 * kprobe.function("NAME") with .call or .return (events.c parses the
 * point): the name's form, the context variables of their bodies
 * ($argN, $return) and -p2's text; a wildcard's functions, and a
 * name's check, in the target kernel's function symbols (common/ksyms.c)
 * when they are known.  The function itself is found by the kernel
 * where the module loads (register_kprobe): one that does not exist
 * there, or that the kernel refuses, is the loader's one error.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

bool kp_name_ok(const char *name)
{
	const char *p;

	if (!*name || isdigit((unsigned char)*name) || *name == '.')
		return false;
	for (p = name; *p; p++)
		if (!isalnum((unsigned char)*p) && *p != '_' && *p != '.')
			return false;
	return strlen(name) < 128;   /* KSYM_NAME_LEN on 6.1 */
}

bool kp_module_ok(const char *mod)
{
	const char *p;

	if (!*mod || strlen(mod) >= 56)   /* MODULE_NAME_LEN - 1 */
		return false;
	for (p = mod; *p; p++)
		if (!isalnum((unsigned char)*p) && *p != '_' && *p != '-')
			return false;
	return true;
}

bool kp_pattern_ok(const char *pattern)
{
	const char *colon = strchr(pattern, ':');
	char *name = xstrdup(colon ? colon + 1 : pattern), *p;
	bool ok;

	for (p = name; *p; p++)
		if (*p == '*' || *p == '?')
			*p = 'x';
	ok = kp_name_ok(name);
	free(name);
	return ok;
}

static const char *ksyms_what(const struct tr_options *opt)
{
	return opt->ksyms->what ? opt->ksyms->what : "the target kernel";
}

bool kp_name_check(const char *name, struct loc loc, const struct tr_options *opt)
{
	const char *near, *colon = strchr(name, ':');

	/* a name the list leaves out is the kernel's to find or refuse */
	if (ksym_excluded(colon ? colon + 1 : name) || !opt->ksyms || !ksyms_ready(opt->ksyms) ||
	    (colon && !opt->ksyms->kallsyms) || ksyms_has(opt->ksyms, name))
		return true;
	near = ksyms_nearest(opt->ksyms, name);
	if (near && colon && strchr(near, ':') &&
	    (strchr(near, ':') - near != colon - name || strncmp(near, name, (size_t)(colon - name))))
		near = NULL;      /* another module's */
	if (colon)
		error_at(loc, "no function '%s' in module %.*s on %s (or the module is not loaded)%s%s%s",
			 colon + 1, (int)(colon - name), name, ksyms_what(opt),
			 near ? "; did you mean '" : "", near ? strchr(near, ':') + 1 : "", near ? "'?" : "");
	else
		error_at(loc, "no kernel function '%s' on %s%s%s%s", name, ksyms_what(opt),
			 near ? "; did you mean '" : "", near ? near : "", near ? "'?" : "");
	return false;
}

bool kp_wildcard_names(const char *pattern, struct loc loc, const struct tr_options *opt,
		       bool optional, struct vec *names)
{
	if (!kp_pattern_ok(pattern)) {
		error_at(loc, "'%s' is not a kernel function's name, nor one with the wildcards * and ?",
			 pattern);
		return false;
	}
	if (!opt->ksyms || !ksyms_ready(opt->ksyms)) {
		error_at(loc, "kernel functions '%s': the target kernel's function symbols are not known here (%s)",
			 pattern, opt->ksyms && opt->ksyms->why ? opt->ksyms->why : "no symbol list");
		return false;
	}
	if (strchr(pattern, ':') && !opt->ksyms->kallsyms) {
		error_at(loc, "module functions '%s': the functions of the target kernel's modules are known only for the running kernel (its /proc/kallsyms), not %s",
			 pattern, ksyms_what(opt));
		return false;
	}
	ksyms_match(opt->ksyms, pattern, names);
	if (names->len > KP_WILD_MAX) {
		error_at(loc, "'%s' matches %zu kernel functions, more than the %d one wildcard may probe (pmprobe -l 'kernel.function(\"%s\")' lists them)",
			 pattern, names->len, KP_WILD_MAX, pattern);
		return false;
	}
	if (names->len)
		return true;
	{
		const char *colon = strchr(pattern, ':');
		char *what = colon ? xasprintf("no function of module %.*s matches '%s' on %s (or the module is not loaded)",
					       (int)(colon - pattern), pattern, colon + 1, ksyms_what(opt)) :
			xasprintf("no kernel function matches '%s' on %s", pattern, ksyms_what(opt));

		if (optional)
			warning_at(loc, "%s (the optional point is skipped)", what);
		else
			error_at(loc, "%s", what);
		free(what);
	}
	return optional;
}

char *kp_point_text(char *text, const char *kfunc)
{
	char *arg = strstr(text, "function(\""), *end, *r;

	if (!arg || !kfunc)
		return text;
	arg += strlen("function(\"");
	end = strstr(arg, "\")");
	if (!end || (!memchr(arg, '*', (size_t)(end - arg)) && !memchr(arg, '?', (size_t)(end - arg)) &&
		     !memchr(arg, '[', (size_t)(end - arg))))
		return text;
	r = xasprintf("%.*s%s%s", (int)(arg - text), text, kfunc, end);
	free(text);
	return r;
}

/* "arg3": 3; 0 for anything else ("arg", "arg03", "argv"). */
static long arg_number(const char *name)
{
	const char *d = name + 3;
	char *end;
	long n;

	if (strncmp(name, "arg", 3) || !isdigit((unsigned char)*d) || *d == '0')
		return 0;
	n = strtol(d, &end, 10);
	return *end || n > 1000 ? -1 : n;
}

/* The function a probe's parameters are those of ("MOD:NAME" for a
 * module's), and the kernel's name for messages. */
static const char *btf_what(const struct tr_options *opt)
{
	return opt->btf && opt->btf->what ? opt->btf->what : "the target kernel";
}

/* RP's function's parameters, read once: false after an error at LOC
 * (no BTF, or none of the function). */
static bool kparams_of(struct rprobe *rp, struct loc loc, const char *var,
		       const struct tr_options *opt)
{
	const char *fn = strchr(rp->ev.kfunc, ':') ? strchr(rp->ev.kfunc, ':') + 1 : rp->ev.kfunc;
	char *why = NULL;
	int r;

	if (!rp->kparams_read) {
		if (!opt->btf) {
			error_at(loc, "$%s: the parameters of kernel functions come from the target kernel's BTF, and none is known here; use $arg1..$arg%d",
				 var, KP_MAX_ARG);
			return false;
		}
		r = kbtf_params(opt->btf, rp->ev.kfunc, KP_MAX_ARG, &rp->kparams, &why);
		if (r < 0) {
			error_at(loc, "$%s: the parameters of %s are not known on %s (use $arg1..$arg%d): %s",
				 var, fn, btf_what(opt), KP_MAX_ARG, why);
			free(why);
			return false;
		}
		if (r == 0) {
			error_at(loc, "$%s: the BTF of %s has no function '%s' (an inlined or assembly function has none); use $arg1..$arg%d",
				 var, btf_what(opt), fn, KP_MAX_ARG);
			return false;
		}
		rp->kparams_read = true;
	}
	return true;
}

/* "$fd, $buf, $count", or "none". */
static char *param_list(const struct vec *params)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	for (i = 0; i < params->len; i++)
		buf_printf(&b, "%s$%s", i ? ", " : "",
			   ((const struct kparam *)VEC_AT(*params, i))->name);
	if (!params->len)
		buf_printf(&b, "none");
	return buf_steal(&b);
}

/* The wildcard of the probe's point (the function one of those it
 * matched), or NULL. */
static const char *point_wildcard(const struct rprobe *rp)
{
	size_t i;

	for (i = 0; rp->point && i < rp->point->comps.len; i++) {
		const struct point_comp *c = VEC_AT(rp->point->comps, i);

		if (!strcmp(c->name, "function") && c->arg && c->arg->kind == N_STR)
			return strpbrk(c->arg->str, "*?") ? c->arg->str : NULL;
	}
	return NULL;
}

int64_t kp_read_code(const struct kparam *p)
{
	return p->is_bool ? 1 : (int64_t)p->size * 2 + p->is_signed;
}

char *kp_read_expr(const struct node *n)
{
	static const char *const types[] = {
		[2] = "u8", [3] = "s8", [4] = "u16", [5] = "s16", [8] = "u32", [9] = "s32",
	};
	int code = (int)n->num;

	if (code == 1)
		return xasprintf("((long)((u8)pmp_kp_arg(c, %d) != 0))", n->tp_field);
	if (code >= 16)
		return xasprintf("pmp_kp_arg(c, %d)", n->tp_field);
	return xasprintf("((long)(%s)pmp_kp_arg(c, %d))", types[code], n->tp_field);
}

/* $NAME: a parameter the function's BTF names. */
static bool param_resolve(struct rprobe *rp, struct node *n, const struct tr_options *opt,
			  bool at_entry)
{
	const char *fn = strchr(rp->ev.kfunc, ':') ? strchr(rp->ev.kfunc, ':') + 1 : rp->ev.kfunc;
	const struct kparam *p = NULL;
	bool parms = !strcmp(n->name, "$parms");
	size_t i;

	if (!kparams_of(rp, n->loc, n->name, opt))
		return false;
	for (i = 0; !parms && i < rp->kparams.len; i++)
		if (!strcmp(((const struct kparam *)VEC_AT(rp->kparams, i))->name, n->name))
			p = VEC_AT(rp->kparams, i);
	if (!parms && !p) {
		const char **names = xcalloc(rp->kparams.len + 1, sizeof(*names));
		char *list = param_list(&rp->kparams);
		const char *near, *wild = point_wildcard(rp);

		for (i = 0; i < rp->kparams.len; i++)
			names[i] = ((const struct kparam *)VEC_AT(rp->kparams, i))->name;
		near = nearest_name(n->name, names, rp->kparams.len);

		error_at(n->loc, "kernel function %s%s%s%s has no parameter '%s' (its parameters: %s)%s%s%s%s",
			 fn, wild ? " (matched by '" : "", wild ? wild : "", wild ? "')" : "",
			 n->name, list, near ? "; did you mean '$" : "", near ? near : "",
			 near ? "'?" : "",
			 wild ? "; in a wildcard's probe a parameter must be one of every function it matches" : "");
		free(list);
		free(names);
		return false;
	}
	if (rp->ev.kreturn && !at_entry) {
		error_at(n->loc, "$%s: %s read at the call, where the registers hold %s: in .return they no longer do; @entry($%s) is %s value at the call (or use %s in the entry probe kernel.function(\"%s\"))",
			 n->name, parms ? "the parameters are" : "a parameter is", parms ? "them" : "it",
			 n->name, parms ? "their" : "its", parms ? "$$parms" : "it", fn);
		return false;
	}
	if (parms) {
		n->ctxvar = CTXV_KP_PARMS;
		return true;
	}
	if (p->unreadable) {
		error_at(n->loc, "parameter $%s of %s (%s) cannot be read: %s", n->name, fn, p->type,
			 p->unreadable);
		return false;
	}
	n->ctxvar = CTXV_KP_PARAM;
	n->tp_field = p->reg + 1;
	n->num = kp_read_code(p);
	return true;
}

bool kp_param_at_return(const struct rprobe *rp, const struct node *n)
{
	return rp->ev.kreturn && strcmp(n->name, "return") && strcmp(n->name, "$vars") &&
	       !arg_number(n->name) && strncmp(n->name, "arg", 3);
}

bool kp_ctxvar_resolve(struct rprobe *rp, struct node *n, const struct tr_options *opt,
		       bool at_entry)
{
	long k;

	if (!strcmp(n->name, "return")) {
		if (at_entry) {
			error_at(n->loc, "$return is not available inside @entry: at the call's entry the function has not returned");
			return false;
		}
		if (!rp->ev.kreturn) {
			error_at(n->loc, "$return is only available in a kernel function's .return probe ('%s.return')",
				 rp->pp_text);
			return false;
		}
		n->ctxvar = CTXV_KP_RETURN;
		return true;
	}
	k = arg_number(n->name);
	if (k > KP_MAX_ARG || k < 0) {
		error_at(n->loc, "$%s: pmprobe reads at most %d arguments of a kernel function ($arg1..$arg%d: those passed in registers on x86-64)",
			 n->name, KP_MAX_ARG, KP_MAX_ARG);
		return false;
	}
	if (!strcmp(n->name, "$vars")) {
		error_at(n->loc, "$$vars: pmprobe reads no local variable of a kernel function; $$parms has its parameters");
		return false;
	}
	if (!k)
		return param_resolve(rp, n, opt, at_entry);
	if (rp->ev.kreturn && !at_entry) {
		error_at(n->loc, "$%s is not available in a .return probe: at the return the registers no longer hold the arguments (@entry($%s) is its value at the call)",
			 n->name, n->name);
		return false;
	}
	n->ctxvar = CTXV_KP_ARG;
	n->tp_field = (int)k;
	return true;
}

void kp_point_print(struct buf *b, const struct event *ev)
{
	buf_printf(b, "kprobe function=%s at=%s", ev->kfunc,
		   ev->kreturn ? "return (kretprobe)" : "entry");
}

/* Whether -l's PATTERN asks for kernel functions: they are listed only
 * then, being tens of thousands. */
bool kp_pattern_lists(const char *pattern)
{
	return strstr(pattern, "function") != NULL;
}

/* -L's variables of function FN ("MOD:NAME": a module's): its
 * parameters where the BTF has them, then $argN, $$parms and $return. */
static char *kp_fields(const struct tr_options *opt, const char *fn)
{
	struct vec params = { 0 };
	struct buf b;
	char *why = NULL;
	size_t i;
	int r = opt->btf ? kbtf_params(opt->btf, fn, KP_MAX_ARG, &params, &why) : -1;

	buf_init(&b);
	for (i = 0; r > 0 && i < params.len; i++) {
		const struct kparam *p = VEC_AT(params, i);

		if (p->unreadable)
			buf_printf(&b, "    $%s:-  %s, not readable: %s\n", p->name, p->decl,
				   p->unreadable);
		else
			buf_printf(&b, "    $%s:long  %s (at the entry: $arg%d's register)\n", p->name,
				   p->decl, p->reg + 1);
	}
	if (r > 0)
		buf_printf(&b, "    $$parms:string  the parameters as NAME=0x... (at the entry)\n");
	else
		buf_printf(&b, "    (no parameter by name: %s)\n",
			   r == 0 ? "the kernel's BTF has no such function" : why ? why : "no BTF is known here");
	buf_printf(&b, "    $arg1..$arg%d:long  the arguments in registers, at the entry\n"
		   "    $return:long  the value returned, in .return\n", KP_MAX_ARG);
	kparams_free(&params);
	free(why);
	return buf_steal(&b);
}

void kp_point_lines(const struct tr_options *opt, const char *pattern, bool fields,
		    struct vec *out)
{
	struct ksym_source *src = opt->ksyms;
	size_t i;

	if (!kp_pattern_lists(pattern) || !src || !ksyms_ready(src))
		return;
	for (i = 0; i < src->names.len + src->mods.len; i++) {
		const char *fn = i < src->names.len ? VEC_AT(src->names, i) :
			VEC_AT(src->mods, i - src->names.len);
		const char *colon = strchr(fn, ':');
		char *name = colon ? xasprintf("module(\"%.*s\").function(\"%s\")", (int)(colon - fn),
					       fn, colon + 1) :
			xasprintf("kernel.function(\"%s\")", fn);
		char *alias = colon ? xstrdup(fn) : xasprintf("kprobe.function(\"%s\")", fn);
		struct pmu_line *l;

		if (!glob_match(pattern, name) && !glob_match(pattern, alias) &&
		    !glob_match(pattern, fn)) {
			free(name);
			free(alias);
			continue;
		}
		l = xcalloc(1, sizeof(*l));
		l->name = name;
		l->alias = alias;
		l->kind = "[Kernel function]";
		l->avail = xasprintf("available (a function of %s)", ksyms_what(opt));
		if (fields)
			l->fields = kp_fields(opt, fn);
		vec_push(out, l);
	}
}

/* Why -l lists no kernel function for PATTERN, or NULL. */
const char *kp_lines_missing(const struct tr_options *opt, const char *pattern)
{
	if (!kp_pattern_lists(pattern))
		return NULL;
	if (!opt->ksyms)
		return "the target kernel's functions are not known here";
	return ksyms_ready(opt->ksyms) ? NULL : opt->ksyms->why;
}
