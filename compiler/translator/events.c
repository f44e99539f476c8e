/*
 * events.c - pass 2, probe points: expands tapset aliases and resolves
 * every point of every probe to a canonical event (begin/end/error, a
 * timer, or a perf_event_attr: type, config, period or frequency and
 * flags), checking each suffix.  The event table itself lives in
 * tapset/perf_events.pp; only the base forms are known here.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A component on its way to resolution: who wrote it matters, since a
 * period the user writes replaces an alias's default. */
struct pcomp {
	const struct point_comp *comp;
	bool from_user;
};

struct pcomps {
	struct pcomp *v;
	size_t n;
};

struct expansion {
	struct event ev;
	struct vec prologues;     /* struct node * (blocks), run in order */
	struct vec chain;         /* alias names, outermost first */
	char *canonical;          /* innermost alias name, or NULL */
};

static struct program *cur_prog;
static const struct tr_options *cur_opt;
static bool cur_optional;         /* the point being resolved has a '?' */
static const char *cur_family;    /* the PMU name being expanded into its */
static size_t cur_family_n;       /* ... cur_family_n instances, or NULL */

const char *perf_type_name(uint32_t type)
{
	static const char *names[] = {
		"hardware", "software", "tracepoint", "hardware cache", "raw",
		"breakpoint",
	};

	return type < sizeof(names) / sizeof(names[0]) ? names[type] : "dynamic PMU";
}

const char *probe_kind_name(enum probe_kind k)
{
	switch (k) {
	case PK_BEGIN: return "begin";
	case PK_END: return "end";
	case PK_ERROR: return "error";
	case PK_TIMER: return "timer";
	case PK_KPROBE: return "kernel.function";
	case PK_UPROBE: return "process";
	default: return "perf";
	}
}

unsigned event_context(const struct event *ev)
{
	switch (ev->kind) {
	case PK_BEGIN: return CTX_BEGIN;
	case PK_END: return CTX_END;
	case PK_ERROR: return CTX_ERROR;
	case PK_TIMER: return CTX_TIMER;
	case PK_KPROBE: return CTX_KPROBE;
	case PK_UPROBE: return CTX_KPROBE;   /* a function's: the caller's task */
	default: return CTX_PERF;
	}
}

static char *alias_name_text(const struct probe *a)
{
	struct buf b;

	buf_init(&b);
	print_point(&b, a->alias_name);
	return buf_steal(&b);
}

/* ------------------------------------------------------ argument values */

/* The text V of script argument A ($N) as a number. */
static bool script_arg_number(const struct node *a, const char *v, int64_t *out)
{
	switch (parse_script_int(v, out)) {
	case 0:
		return true;
	case 1:
		error_at(a->loc, "script argument $%lld is '%s', which does not fit in 64 bits",
			 (long long)a->num, v);
		return false;
	default:
		error_at(a->loc, "script argument $%lld is '%s', not a number",
			 (long long)a->num, v);
		return false;
	}
}

/* A component's argument as a number; $N is substituted here. */
static bool comp_number(const struct point_comp *c, int64_t *out)
{
	const struct node *a = c->arg;

	if (!a) {
		error_at(c->loc, "'%s' needs a number: %s(N)", c->name, c->name);
		return false;
	}
	if (a->kind == N_ARG && !a->is_str) {
		const char *v = cur_opt->script_args[a->num];

		script_args_used |= 1u << a->num;
		if (a->num < 1 || a->num > 9 || a->num > cur_opt->nscript_args) {
			error_at(a->loc, "script argument $%lld was not given",
				 (long long)a->num);
			return false;
		}
		return script_arg_number(a, v, out);
	}
	if (node_literal_value(a, out))
		return true;
	error_at(a->loc, "'%s' needs a number here", c->name);
	return false;
}

static bool comp_positive(const struct point_comp *c, int64_t *out)
{
	if (!comp_number(c, out))
		return false;
	if (*out <= 0) {
		error_at(c->arg->loc, "'%s' must be positive", c->name);
		return false;
	}
	return true;
}

static bool no_arg(const struct point_comp *c)
{
	if (c->arg) {
		error_at(c->arg->loc, "'.%s' takes no argument", c->name);
		return false;
	}
	return true;
}

/* ----------------------------------------------------------- base forms */

static bool resolve_simple(const char *name, struct pcomps *pc,
			   struct event *ev)
{
	int64_t prio = 0;

	ev->kind = !strcmp(name, "begin") ? PK_BEGIN :
		   !strcmp(name, "end") ? PK_END : PK_ERROR;
	if (pc->v[0].comp->arg && !comp_number(pc->v[0].comp, &prio))
		return false;
	ev->priority = prio;
	if (pc->n > 1) {
		error_at(pc->v[1].comp->loc, "'%s' takes no suffix such as '.%s'",
			 name, pc->v[1].comp->name);
		return false;
	}
	return true;
}

/* The longest timer period: far below KTIME_MAX (an s64 of ns), so that
 * the hrtimer's expiry never overflows. */
#define TIMER_MAX_NS 3600000000000ULL
/* timer.jiffies(N): an hour at the lowest HZ; a jiffy is at least 1 ms. */
#define TIMER_MAX_JIFFIES 360000

static bool resolve_timer(struct pcomps *pc, struct event *ev)
{
	static const struct { const char *unit; uint64_t ns; } units[] = {
		{ "s", 1000000000ULL }, { "ms", 1000000ULL }, { "us", 1000ULL },
		{ "ns", 1ULL }, { "hz", 0 }, { "jiffies", 0 },
	};
	const struct point_comp *c;
	int64_t v;
	size_t i;

	if (pc->n < 2) {
		error_at(pc->v[0].comp->loc, "'timer' needs a period: timer.s(N), timer.ms(N), timer.us(N), timer.hz(N) or timer.jiffies(N)");
		return false;
	}
	c = pc->v[1].comp;
	for (i = 0; i < sizeof(units) / sizeof(units[0]); i++)
		if (!strcmp(c->name, units[i].unit))
			break;
	if (i == sizeof(units) / sizeof(units[0])) {
		error_at(c->loc, "unknown timer unit '%s': use s, ms, us, ns, hz or jiffies", c->name);
		return false;
	}
	if (!comp_positive(c, &v))
		return false;
	ev->kind = PK_TIMER;
	ev->timer_unit = units[i].unit;
	ev->timer_arg = v;
	if (!strcmp(c->name, "jiffies")) {
		/* The target kernel's HZ is known where the module is built:
		 * the period is computed there (codegen_module.c); here it is
		 * checked for any HZ the kernel allows (100 to 1000). */
		ev->timer_jiffies = true;
		ev->timer_ns = (uint64_t)v * 1000000ULL;
		if (v > TIMER_MAX_JIFFIES) {
			error_at(c->loc, "timer period above 1 hour (jiffies(%lld)): the longest is timer.jiffies(%d), an hour at HZ=100",
				 (long long)v, TIMER_MAX_JIFFIES);
			return false;
		}
	} else if (units[i].ns == 0)
		ev->timer_ns = 1000000000ULL / (uint64_t)v;
	else if (__builtin_mul_overflow((uint64_t)v, units[i].ns, &ev->timer_ns))
		ev->timer_ns = UINT64_MAX;
	if (ev->timer_ns < 10000) {
		error_at(c->loc, "timer period below 10 us (%s(%lld)): too fast for a handler on one CPU",
			 c->name, (long long)v);
		return false;
	}
	if (ev->timer_ns > TIMER_MAX_NS) {
		error_at(c->loc, "timer period above 1 hour (%s(%lld)): the longest is timer.s(3600)",
			 c->name, (long long)v);
		return false;
	}
	if (pc->n > 2) {
		error_at(pc->v[2].comp->loc, "a timer takes no suffix such as '.%s'",
			 pc->v[2].comp->name);
		return false;
	}
	return true;
}

static bool resolve_breakpoint_target(const struct point_comp *c,
				      struct event *ev)
{
	const struct node *a = c->arg;

	if (!a) {
		error_at(c->loc, "'breakpoint' needs a kernel symbol or address: perf.breakpoint(SYMBOL)");
		return false;
	}
	if (a->kind == N_ARG && a->is_str) {
		if (a->num > cur_opt->nscript_args) {
			error_at(a->loc, "script argument @%lld was not given", (long long)a->num);
			return false;
		}
		script_args_used |= 1u << a->num;
		ev->bp_symbol = xstrdup(cur_opt->script_args[a->num]);
	} else if (a->kind == N_VAR) {
		ev->bp_symbol = xstrdup(a->name);
	} else if (a->kind == N_STR) {
		ev->bp_symbol = xstrdup(a->str);
	} else {
		int64_t v;

		if (!comp_number(c, &v))
			return false;
		ev->bp_addr = (uint64_t)v;
		return true;
	}
	if (!ev->bp_symbol[0] || strpbrk(ev->bp_symbol, " \t\n\"\\")) {
		error_at(a->loc, "'%s' is not a kernel symbol name", ev->bp_symbol);
		return false;
	}
	return true;
}

/* A component's argument as a string: "TEXT" or @N. */
static bool comp_string(const struct point_comp *c, char **out)
{
	const struct node *a = c->arg;

	if (a && a->kind == N_ARG && a->is_str) {
		if (a->num < 1 || a->num > 9 || a->num > cur_opt->nscript_args) {
			error_at(a->loc, "script argument @%lld was not given", (long long)a->num);
			return false;
		}
		script_args_used |= 1u << a->num;
		*out = xstrdup(cur_opt->script_args[a->num]);
		return true;
	}
	if (a && a->kind == N_STR) {
		*out = xstrdup(a->str);
		return true;
	}
	error_at(a ? a->loc : c->loc, "'%s' needs a string: %s(\"...\")", c->name, c->name);
	return false;
}

static struct loc arg_loc(const struct point_comp *c)
{
	return c->arg ? c->arg->loc : c->loc;
}

/* perf.pmu("PMU").event("EVENT")[.config("TERMS")], perf.pmu("PMU")
 * .config("TERMS") or perf.event("PMU/TERMS/"): the names, checked and
 * resolved by pmu_points.c once the suffixes are known. */
static bool resolve_pmu_names(struct pcomps *pc, struct event *ev, size_t *rest)
{
	const struct point_comp *base = pc->v[1].comp;
	size_t i = 2;
	char *s;

	if (cur_family) {
		ev->pmu_family = xstrdup(cur_family);
		ev->pmu_family_n = cur_family_n;
	}
	if (!strcmp(base->name, "event")) {
		if (!comp_string(base, &s))
			return false;
		if (!pmu_split_perf_name(s, &ev->pmu, &ev->pmu_terms)) {
			error_at(arg_loc(base), "'%s' is not an event as perf names it: PMU/EVENT/ or PMU/TERMS/ (\"msr/tsc/\", \"cpu/event=0x3c,umask=0x1/\")",
				 s);
			return false;
		}
		free(s);
		ev->pmu_loc[0] = ev->pmu_loc[1] = ev->pmu_loc[2] = arg_loc(base);
		*rest = i;
		return true;
	}
	if (!comp_string(base, &ev->pmu))
		return false;
	ev->pmu_loc[0] = ev->pmu_loc[1] = ev->pmu_loc[2] = arg_loc(base);
	if (i < pc->n && !strcmp(pc->v[i].comp->name, "event")) {
		if (!comp_string(pc->v[i].comp, &ev->pmu_event))
			return false;
		ev->pmu_loc[1] = ev->pmu_loc[2] = arg_loc(pc->v[i].comp);
		i++;
	}
	if (i < pc->n && !strcmp(pc->v[i].comp->name, "config")) {
		if (!comp_string(pc->v[i].comp, &ev->pmu_terms))
			return false;
		ev->pmu_loc[2] = arg_loc(pc->v[i].comp);
		i++;
	}
	if (!ev->pmu_event && !ev->pmu_terms) {
		error_at(base->loc, "perf.pmu(\"NAME\") must be followed by .event(\"EVENT\") or .config(\"TERMS\")");
		return false;
	}
	*rest = i;
	return true;
}

/* ------------------------------------------------------------- suffixes */

struct suffixes {
	const struct pcomp *sample, *hz, *counter, *kernel, *user, *process,
			   *len, *access;
	bool sample_user, hz_user;
};

static bool take_suffix(const struct pcomp *p, const struct pcomp **slot,
			bool *user_flag)
{
	if (*slot && (*slot)->from_user && p->from_user) {
		if (!strcmp(p->comp->name, "sample"))
			error_at(p->comp->loc, "a sample period given twice ((N) and .sample(N) are the same)");
		else
			error_at(p->comp->loc, "'.%s' given twice", p->comp->name);
		return false;
	}
	/* Later components win: outer aliases and then the user come last. */
	if (!*slot || !(*slot)->from_user || p->from_user)
		*slot = p;
	if (user_flag && p->from_user)
		*user_flag = true;
	return true;
}

static bool collect_suffixes(struct pcomps *pc, size_t from, bool is_bp,
			     struct suffixes *s)
{
	static const char *access[] = { "exec", "read", "write", "rw" };
	size_t i, j;
	bool ok = true;

	for (i = from; i < pc->n; i++) {
		const struct pcomp *p = &pc->v[i];
		const char *n = p->comp->name;

		if (!strcmp(n, "sample"))
			ok &= take_suffix(p, &s->sample, &s->sample_user);
		else if (!strcmp(n, "hz"))
			ok &= take_suffix(p, &s->hz, &s->hz_user);
		else if (!strcmp(n, "counter"))
			ok &= no_arg(p->comp) && take_suffix(p, &s->counter, NULL);
		else if (!strcmp(n, "kernel"))
			ok &= no_arg(p->comp) && take_suffix(p, &s->kernel, NULL);
		else if (!strcmp(n, "user"))
			ok &= no_arg(p->comp) && take_suffix(p, &s->user, NULL);
		else if (!strcmp(n, "process"))
			ok &= no_arg(p->comp) && take_suffix(p, &s->process, NULL);
		else if (!strcmp(n, "group")) {
			error_at(p->comp->loc, "'.group(...)' goes last on a perf point, after its suffixes: perf.cycles(1000000).kernel.group(perf.instructions)");
			ok = false;
		} else if (is_bp && !strcmp(n, "len"))
			ok &= take_suffix(p, &s->len, NULL);
		else {
			for (j = 0; is_bp && j < 4; j++)
				if (!strcmp(n, access[j]))
					break;
			if (is_bp && j < 4) {
				ok &= no_arg(p->comp) && take_suffix(p, &s->access, NULL);
				continue;
			}
			error_at(p->comp->loc, "unknown suffix '.%s' on a perf probe point (expected sample, hz, counter, kernel, user, process%s)",
				 n, is_bp ? ", exec, read, write, rw or len" : "");
			ok = false;
		}
	}
	return ok;
}

static bool apply_breakpoint(struct suffixes *s, const struct pcomp *base,
			     struct event *ev)
{
	int64_t len;

	if (cur_opt->target_machine && !strcmp(cur_opt->target_machine, "aarch64")) {
		error_at(base->comp->loc, "perf.breakpoint is not available for arm64 kernels: arm64 steps over a breakpoint only for perf's own handlers, so with pmprobe's a kernel breakpoint or watchpoint fires again at the same instruction for ever (a soft lockup)");
		return false;
	}
	if (!s->access) {
		error_at(base->comp->loc, "a breakpoint needs its access kind: .exec, .write or .rw (or .read)");
		return false;
	}
	if (!strcmp(s->access->comp->name, "exec"))
		ev->bp = BP_EXEC;
	else if (!strcmp(s->access->comp->name, "read"))
		ev->bp = BP_READ;
	else if (!strcmp(s->access->comp->name, "write"))
		ev->bp = BP_WRITE;
	else
		ev->bp = BP_RW;
	if (ev->bp == BP_READ) {
		error_at(s->access->comp->loc, "x86 debug registers cannot watch reads alone; use .rw (reads and writes)");
		return false;
	}
	ev->bp_len = ev->bp == BP_EXEC ? 8 : 1;
	if (s->len) {
		if (!comp_number(s->len->comp, &len))
			return false;
		if (len != 1 && len != 2 && len != 4 && len != 8) {
			error_at(s->len->comp->arg->loc, "breakpoint length must be 1, 2, 4 or 8 bytes");
			return false;
		}
		if (ev->bp == BP_EXEC && len != 8) {
			error_at(s->len->comp->arg->loc, "an execution breakpoint has no length on x86 (it is always the instruction)");
			return false;
		}
		ev->bp_len = (int)len;
	}
	if (!ev->bp_symbol && ev->bp != BP_EXEC && ev->bp_addr % (uint64_t)ev->bp_len) {
		error_at(base->comp->arg->loc, "address 0x%llx is not aligned to the length %d",
			 (unsigned long long)ev->bp_addr, ev->bp_len);
		return false;
	}
	return true;
}

static bool apply_suffixes(struct suffixes *s, const struct pcomp *base,
			   struct event *ev)
{
	int64_t v;

	if (s->sample_user && s->hz_user) {
		error_at(s->hz->comp->loc, "'.hz' (frequency) and a sample period cannot both be given");
		return false;
	}
	if (s->counter && (s->sample_user || s->hz_user)) {
		const struct pcomp *p = s->sample_user ? s->sample : s->hz;

		error_at(p->comp->loc, "a '.counter' point only counts: it takes no sample period or frequency");
		return false;
	}
	if (ev->type == PERF_TYPE_BREAKPOINT && (s->kernel || s->user)) {
		const struct pcomp *p = s->user ? s->user : s->kernel;

		error_at(p->comp->loc, "'.%s' cannot be used on a breakpoint: it watches a kernel address, %s",
			 p->comp->name, s->user ?
			 "and the breakpoint PMU refuses to exclude kernel mode there" :
			 "so it only ever fires in kernel mode");
		return false;
	}
	if (s->kernel && s->user) {
		error_at(s->user->comp->loc, "'.kernel' and '.user' exclude each other: give one (or neither, to count both)");
		return false;
	}
	if (s->hz_user) {
		if (!comp_positive(s->hz->comp, &v))
			return false;
		if (v > 1000000) {
			error_at(s->hz->comp->arg->loc, "frequency above 1000000 Hz");
			return false;
		}
		ev->freq = (uint64_t)v;
	} else if (s->sample) {
		if (!comp_positive(s->sample->comp, &v))
			return false;
		ev->period = (uint64_t)v;
		ev->period_given = s->sample_user;
	}
	if (s->counter) {
		ev->counter = true;
		ev->period = 0;
		ev->freq = 0;
	}
	ev->exclude_user = s->kernel != NULL;
	ev->exclude_kernel = s->user != NULL;
	if (s->process) {
		ev->process = true;
		/* A module built for a later --run gets its target then. */
		if (!cur_opt->has_target && !cur_opt->target_later) {
			error_at(s->process->comp->loc, "'.process' counts only the target process: give one with -x PID or -c CMD");
			return false;
		}
	}
	if (ev->type == PERF_TYPE_BREAKPOINT && !apply_breakpoint(s, base, ev))
		return false;
	if (!ev->counter && !ev->period && !ev->freq) {
		if (ev->type == PERF_TYPE_BREAKPOINT) {
			ev->period = 1;
		} else {
			error_at(base->comp->loc, "this event has no default sample period: give one with (N), .sample(N) or .hz(F), or use .counter");
			return false;
		}
	}
	return true;
}

static bool resolve_perf_base(struct pcomps *pc, struct event *ev,
			      bool *is_base)
{
	const struct pcomp *base;
	struct suffixes s = { 0 };
	size_t rest;
	int64_t v;

	*is_base = false;
	if (pc->n < 2)
		return true;
	base = &pc->v[1];
	if (!strcmp(base->comp->name, "type")) {
		if (pc->n < 3 || strcmp(pc->v[2].comp->name, "config")) {
			error_at(base->comp->loc, "perf.type(T) must be followed by .config(C)");
			return false;
		}
		if (!comp_number(base->comp, &v) || !comp_number(pc->v[2].comp, (int64_t *)&ev->config))
			return false;
		if (v < 0 || v > 0xffffffffLL) {
			error_at(base->comp->arg->loc, "perf event type out of range");
			return false;
		}
		ev->type = (uint32_t)v;
		rest = 3;
	} else if (!strcmp(base->comp->name, "raw")) {
		if (!comp_number(base->comp, (int64_t *)&ev->config))
			return false;
		ev->type = PERF_TYPE_RAW;
		rest = 2;
	} else if (!strcmp(base->comp->name, "breakpoint")) {
		if (!resolve_breakpoint_target(base->comp, ev))
			return false;
		ev->type = PERF_TYPE_BREAKPOINT;
		rest = 2;
	} else if (!strcmp(base->comp->name, "tracepoint")) {
		if (!comp_string(base->comp, &ev->tp))
			return false;
		ev->tp_loc = arg_loc(base->comp);
		ev->kind = PK_PERF;
		ev->period = 1;   /* every hit, unless .sample(N) or .counter */
		*is_base = true;
		return collect_suffixes(pc, 2, false, &s) &&
		       tp_point_resolve(ev, cur_opt, cur_optional) &&
		       apply_suffixes(&s, base, ev);
	} else if (!strcmp(base->comp->name, "pmu") || !strcmp(base->comp->name, "event")) {
		if (!resolve_pmu_names(pc, ev, &rest))
			return false;
		ev->kind = PK_PERF;
		*is_base = true;
		/* resolved first: "counts only" says more than "no period" */
		return collect_suffixes(pc, rest, false, &s) &&
		       pmu_point_resolve(ev, cur_opt, s.counter != NULL, s.process != NULL,
					 cur_optional) &&
		       apply_suffixes(&s, base, ev);
	} else if (!strcmp(base->comp->name, "pfm")) {
		/* a libpfm4 name (pfm.c), encoded before the suffixes apply */
		if (!comp_string(base->comp, &ev->pfm))
			return false;
		ev->pmu_loc[0] = ev->pmu_loc[1] = ev->pmu_loc[2] = arg_loc(base->comp);
		ev->kind = PK_PERF;
		*is_base = true;
		return collect_suffixes(pc, 2, false, &s) && pfm_point_resolve(ev, cur_opt) &&
		       apply_suffixes(&s, base, ev) && pfm_point_modes(ev);
	} else {
		return true;
	}
	*is_base = true;
	ev->kind = PK_PERF;
	if (!collect_suffixes(pc, rest, ev->type == PERF_TYPE_BREAKPOINT, &s))
		return false;
	return apply_suffixes(&s, base, ev);
}

/* ---------------------------------------------------------------- aliases */

/* Appends C to V at N, and for "raw(C)(N)" a ".sample(N)" after it. */
static size_t push_comp(struct pcomp *v, size_t n, const struct point_comp *c,
			bool from_user)
{
	v[n++] = (struct pcomp){ c, from_user };
	if (c->period) {
		struct point_comp *sample = xcalloc(1, sizeof(*sample));

		sample->name = xstrdup("sample");
		sample->arg = c->period;
		sample->loc = c->period->loc;
		v[n++] = (struct pcomp){ sample, from_user };
	}
	return n;
}

/* Does alias A match a prefix of PC?  Returns the prefix length or 0. */
static size_t alias_match(const struct probe *a, const struct pcomps *pc)
{
	const struct vec *names = &a->alias_name->comps;
	size_t k = names->len, i;

	if (k > pc->n)
		return 0;
	for (i = 0; i < k; i++) {
		const struct point_comp *an = VEC_AT(*names, i);

		if (strcmp(an->name, pc->v[i].comp->name))
			return 0;
		if (i + 1 < k && pc->v[i].comp->arg)
			return 0;
	}
	return k;
}

static bool expand(struct pcomps *pc, int depth, struct vec *out,
		   struct expansion *proto);

static bool expand_alias(const struct probe *a, size_t k, struct pcomps *pc,
			 int depth, struct vec *out, struct expansion *proto)
{
	const struct point_comp *last = pc->v[k - 1].comp;
	size_t t, i;
	bool ok = true;

	for (t = 0; t < a->points.len; t++) {
		const struct probe_point *target = VEC_AT(a->points, t);
		struct expansion child = *proto;
		struct pcomps next;
		size_t n = 0;

		next.v = xcalloc(2 * target->comps.len + pc->n + 1, sizeof(struct pcomp));
		for (i = 0; i < target->comps.len; i++)
			n = push_comp(next.v, n, VEC_AT(target->comps, i), false);
		if (last->arg) {
			struct point_comp *sample = xcalloc(1, sizeof(*sample));

			sample->name = xstrdup("sample");
			sample->arg = last->arg;
			sample->loc = last->loc;
			next.v[n++] = (struct pcomp){ sample, pc->v[k - 1].from_user };
		}
		for (i = k; i < pc->n; i++)
			next.v[n++] = pc->v[i];
		next.n = n;
		/* Inner prologues run first: they are closer to the event. */
		memset(&child.prologues, 0, sizeof(child.prologues));
		if (a->body && a->body->args.len)
			vec_push(&child.prologues, a->body);
		for (i = 0; i < proto->prologues.len; i++)
			vec_push(&child.prologues, VEC_AT(proto->prologues, i));
		memset(&child.chain, 0, sizeof(child.chain));
		for (i = 0; i < proto->chain.len; i++)
			vec_push(&child.chain, VEC_AT(proto->chain, i));
		vec_push(&child.chain, alias_name_text(a));
		child.canonical = VEC_AT(child.chain, child.chain.len - 1);
		ok &= expand(&next, depth + 1, out, &child);
		free(next.v);
	}
	return ok;
}

static const struct probe *find_alias(const struct pcomps *pc, size_t *len)
{
	const struct probe *best = NULL;
	size_t i, best_len = 0;

	for (i = 0; i < cur_prog->aliases.len; i++) {
		const struct probe *a = VEC_AT(cur_prog->aliases, i);
		size_t k = alias_match(a, pc);

		if (k > best_len) {
			best = a;
			best_len = k;
		}
	}
	*len = best_len;
	return best;
}

/* The point as written, arguments included (leaked: for one message). */
static char *written_text(const struct pcomps *pc)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	for (i = 0; i < pc->n; i++) {
		const struct point_comp *c = pc->v[i].comp;

		buf_printf(&b, "%s%s", i ? "." : "", c->name);
		if (c->arg) {
			buf_putc(&b, '(');
			print_expr(&b, c->arg);
			buf_putc(&b, ')');
		}
	}
	return buf_steal(&b);
}

/*
 * The probe point families of SystemTap (stapprobes(3stap) and its tapset
 * pages) that pmprobe does not have: what a SystemTap user tries first
 * gets one clear error instead of "unknown probe point".
 */
static const char *const stap_families[] = {
	"kernel", "module", "kprobe", "process", "syscall", "nd_syscall",
	"syscall_any", "nd_syscall_any", "never", "procfs", "netfilter",
	"java", "python2", "python3", "input", "vfs", "generic", "scheduler",
	"kprocess", "signal", "ioblock", "ioscheduler", "ioscheduler_trace",
	"scsi", "socket", "tcp", "udp", "tcpmib", "ipmib", "linuxmib",
	"netdev", "nfs", "nfsd", "sunrpc", "vm", "memory", "irq_handler",
	"softirq", "workqueue", "tty", "sched",
};

bool is_stap_family(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(stap_families) / sizeof(stap_families[0]); i++)
		if (!strcmp(name, stap_families[i]))
			return true;
	return false;
}

#define NO_FAMILY "pmprobe has no such probe point family '%s'; it probes perf events, timers, kernel and user functions, USDT marks and begin/end (see pmprobe -l)"

static bool has_wildcard(const struct pcomps *pc)
{
	size_t i;

	for (i = 0; i < pc->n; i++)
		if (strchr(pc->v[i].comp->name, '*'))
			return true;
	return false;
}

static void unknown_point(const struct pcomps *pc)
{
	struct buf b;
	const char *best = NULL;
	size_t i, best_d = (size_t)-1;
	char *names = NULL;

	buf_init(&b);
	for (i = 0; i < pc->n; i++)
		buf_printf(&b, "%s%s", i ? "." : "", pc->v[i].comp->name);
	if (!strcmp(pc->v[0].comp->name, "kernel") || !strcmp(pc->v[0].comp->name, "kprobe") ||
	    !strcmp(pc->v[0].comp->name, "module")) {
		error_at(pc->v[0].comp->loc, "unknown probe point '%s': of SystemTap's '%s' family pmprobe has %s.function(\"NAME\") and its .call and .return",
			 b.data, pc->v[0].comp->name,
			 strcmp(pc->v[0].comp->name, "module") ? pc->v[0].comp->name : "module(\"MOD\")");
		buf_free(&b);
		return;
	}
	if (is_stap_family(pc->v[0].comp->name)) {
		error_at(pc->v[0].comp->loc, NO_FAMILY, pc->v[0].comp->name);
		buf_free(&b);
		return;
	}
	if (has_wildcard(pc)) {
		error_at(pc->v[0].comp->loc, "pmprobe does not expand wildcards in probe points ('%s'): pmprobe -l '%s' lists the points it matches; name each",
			 b.data, b.data);
		buf_free(&b);
		return;
	}
	for (i = 0; i < cur_prog->aliases.len; i++) {
		char *n = alias_name_text(VEC_AT(cur_prog->aliases, i));
		size_t d = edit_distance(n, b.data);

		if (d < best_d) {
			best_d = d;
			free(names);
			names = n;
			best = n;
		} else {
			free(n);
		}
	}
	if (best && best_d == 0)
		error_at(pc->v[0].comp->loc, "unknown probe point '%s': only the last component of '%s' may take an argument, its sample period (%s(N))",
			 written_text(pc), best, best);
	else if (best && best_d <= 3)
		error_at(pc->v[0].comp->loc, "unknown probe point '%s'; did you mean '%s'? (pmprobe -l '*' lists them)",
			 b.data, best);
	else
		error_at(pc->v[0].comp->loc, "unknown probe point '%s' (pmprobe -l '*' lists the known points)",
			 b.data);
	free(names);
	buf_free(&b);
}

/* PC expanded with its base's argument (perf.KIND("...")) replaced by
 * the string ARG: one of the points a name stands for. */
static bool expand_with_arg(const struct pcomps *pc, const char *arg, int depth,
			    struct vec *out, struct expansion *proto)
{
	const struct point_comp *base = pc->v[1].comp;
	struct point_comp *one = xcalloc(1, sizeof(*one));
	struct pcomps next;
	bool ok;

	*one = *base;
	one->arg = node_str(arg_loc(base), arg, strlen(arg), arg);
	next.v = xcalloc(pc->n, sizeof(*next.v));
	memcpy(next.v, pc->v, pc->n * sizeof(*next.v));
	next.v[1].comp = one;
	next.n = pc->n;
	ok = expand(&next, depth + 1, out, proto);
	free(next.v);
	return ok;
}

/* The point's argument (its second component's) when it is a string
 * with a wildcard, allocated; NULL otherwise. */
static char *wildcard_arg(const struct point_comp *base)
{
	char *pattern;

	if (!base->arg || (base->arg->kind != N_STR && base->arg->kind != N_ARG) ||
	    !comp_string(base, &pattern))
		return NULL;
	if (strpbrk(pattern, "*?["))
		return pattern;
	free(pattern);
	return NULL;
}

/* perf.pmu("NAME") or perf.event("NAME/TERMS/") where NAME stands for
 * several PMUs (its instances NAME_0, NAME_1...: pmu_instances), when
 * the PMUs of the machine that loads the module can be read here: one
 * expansion per instance, as perf opens one event per instance (perf
 * stat's --no-merge); *DONE false otherwise. */
static bool expand_pmu_instances(struct pcomps *pc, int depth, struct vec *out,
				 struct expansion *proto, bool *done)
{
	const struct point_comp *base = pc->v[1].comp;
	bool perf_name = !strcmp(base->name, "event"), ok = true;
	char *arg, *pmu = NULL, *terms = NULL;
	struct vec inst = { 0 };
	size_t i;

	*done = false;
	if (!cur_opt->pmus || !base->arg ||
	    (base->arg->kind != N_STR && base->arg->kind != N_ARG) || !comp_string(base, &arg))
		return true;
	if (!perf_name)
		pmu = xstrdup(arg);
	else if (!pmu_split_perf_name(arg, &pmu, &terms))
		goto out;
	if (pmu_source_ready(cur_opt->pmus))
		pmu_instances(cur_opt->pmus, pmu, &inst);
	if (inst.len < 2)
		goto out;
	*done = true;
	cur_family = pmu;
	cur_family_n = inst.len;
	for (i = 0; ok && i < inst.len; i++) {
		char *name = perf_name ? xasprintf("%s/%s/", (char *)VEC_AT(inst, i), terms) :
			     xstrdup(VEC_AT(inst, i));

		ok = expand_with_arg(pc, name, depth, out, proto);
		free(name);
	}
	cur_family = NULL;
out:
	vec_free_strings(&inst);
	free(inst.items);
	free(arg);
	free(pmu);
	free(terms);
	return ok;
}

/* kernel.function("NAME") or kprobe.function("NAME"), the families of
 * SystemTap's that pmprobe has. */
static bool is_kfunc_point(const struct pcomps *pc)
{
	const char *first = pc->v[0].comp->name;

	return pc->n >= 2 && (!strcmp(first, "kernel") || !strcmp(first, "kprobe") ||
			      !strcmp(first, "module")) &&
	       !strcmp(pc->v[1].comp->name, "function");
}

/* module("MOD")'s MOD into *MOD (NULL for kernel. and kprobe.): false
 * after an error. */
static bool kfunc_module(const struct pcomps *pc, char **mod)
{
	const struct point_comp *m = pc->v[0].comp;

	*mod = NULL;
	if (strcmp(m->name, "module"))
		return no_arg(m);
	if (!comp_string(m, mod))
		return false;
	if (!kp_module_ok(*mod)) {
		error_at(arg_loc(m), "'%s' is not a module's name as the kernel lists it (no wildcard: name the module)",
			 *mod);
		free(*mod);
		*mod = NULL;
		return false;
	}
	return true;
}

/* A kernel function's point: its name, then .call (SystemTap's "not an
 * inline instance": pmprobe probes only the out-of-line function, so it
 * is the plain point) or .return. */
static bool resolve_kfunc(const struct pcomps *pc, struct event *ev)
{
	const struct point_comp *f = pc->v[1].comp;
	char *mod;
	size_t i;

	if (!kfunc_module(pc, &mod) || !comp_string(f, &ev->kfunc)) {
		free(mod);
		return false;
	}
	if (!kp_name_ok(ev->kfunc)) {
		error_at(arg_loc(f), "'%s' is not a kernel function's name", ev->kfunc);
		free(mod);
		return false;
	}
	if (mod) {
		char *full = xasprintf("%s:%s", mod, ev->kfunc);

		free(ev->kfunc);
		ev->kfunc = full;
	}
	if (!cur_optional && !kp_name_check(ev->kfunc, arg_loc(f), cur_opt))
		return false;
	ev->kind = PK_KPROBE;
	for (i = 2; i < pc->n; i++) {
		const struct point_comp *c = pc->v[i].comp;
		bool is_ret = !strcmp(c->name, "return");

		if ((!is_ret && strcmp(c->name, "call")) || i + 1 < pc->n) {
			error_at(c->loc, "unknown suffix '.%s' on a kernel function probe point (expected one of .call or .return, last)",
				 c->name);
			free(mod);
			return false;
		}
		if (!no_arg(c)) {
			free(mod);
			return false;
		}
		ev->kreturn = is_ret;
	}
	ev->event_name = mod ? xasprintf("module(\"%s\").function(\"%s\")%s", mod,
					 ev->kfunc + strlen(mod) + 1, ev->kreturn ? ".return" : "") :
		xasprintf("kernel.function(\"%s\")%s", ev->kfunc, ev->kreturn ? ".return" : "");
	free(mod);
	return true;
}

/* process("PATH").function("NAME")[.call|.return] and
 * process("PATH").mark("NAME"), which up_points.c resolves. */
static bool is_uproc_point(const struct pcomps *pc)
{
	return pc->n >= 2 && !strcmp(pc->v[0].comp->name, "process") &&
	       (!strcmp(pc->v[1].comp->name, "function") || !strcmp(pc->v[1].comp->name, "mark"));
}

/* Into OUT as E, unless it is an optional point skipped. */
static bool resolve_uproc(const struct pcomps *pc, struct vec *out, struct expansion *e)
{
	const struct point_comp *p = pc->v[0].comp, *f = pc->v[1].comp;
	const struct point_comp *s = pc->n > 2 ? pc->v[pc->n - 1].comp : NULL;
	char *path = NULL, *name = NULL;
	bool ok = comp_string(p, &path) && comp_string(f, &name) && (!s || no_arg(s));

	if (ok && s && (pc->n > 3 || !strcmp(f->name, "mark") ||
			(strcmp(s->name, "return") && strcmp(s->name, "call")))) {
		error_at(s->loc, "unknown suffix '.%s' on a user %s probe point (%s, last)", s->name,
			 f->name, strcmp(f->name, "mark") ? "expected one of .call or .return" : "none");
		ok = false;
	}
	ok = ok && up_resolve(&e->ev, path, arg_loc(p), f->name, name, arg_loc(f),
			      s && !strcmp(s->name, "return"), cur_optional, cur_opt);
	free(path);
	free(name);
	if (ok && e->ev.upath)
		vec_push(out, e);
	else
		free(e);
	return ok;
}

/* A point whose name has a wildcard: a tracepoint's, a kernel
 * function's or a program's function's; one expansion per name it
 * matches (expand.c).  *DONE false when it has none. */
static bool expand_wild(struct pcomps *pc, int depth, struct vec *out,
			struct expansion *proto, bool *done)
{
	const struct point_comp *base = pc->v[1].comp, *scope = pc->v[0].comp;
	struct wild w = { .kind = WILD_TRACEPOINT, .loc = arg_loc(base),
			  .scope_loc = arg_loc(scope), .opt = cur_opt, .optional = cur_optional };
	struct vec names = { 0 };
	char *pattern, *in = NULL;
	size_t i;
	bool ok = true;

	*done = false;
	if (!strcmp(base->name, "mark") || !(pattern = wildcard_arg(base)))
		return true;     /* a mark's wildcard: resolve_uproc's error */
	*done = true;
	if (is_kfunc_point(pc)) {
		w.kind = WILD_KFUNC;
		ok = kfunc_module(pc, &in);
	} else if (is_uproc_point(pc)) {
		w.kind = WILD_UFUNC;
		ok = comp_string(scope, &in);
	}
	w.pattern = pattern;
	w.scope = in;
	ok = ok && wild_names(&w, &names);
	for (i = 0; ok && i < names.len; i++)
		ok = expand_with_arg(pc, VEC_AT(names, i), depth, out, proto);
	vec_free_strings(&names);
	free(names.items);
	free(pattern);
	free(in);
	return ok;
}

static bool expand(struct pcomps *pc, int depth, struct vec *out,
		   struct expansion *proto)
{
	const char *first = pc->v[0].comp->name;
	bool done;
	struct expansion *e;
	const struct probe *a;
	bool is_base = false;
	size_t k;

	if (depth > 32) {
		error_at(pc->v[0].comp->loc, "alias expansion nests more than 32 deep (a recursive alias?)");
		return false;
	}
	e = xcalloc(1, sizeof(*e));
	*e = *proto;
	if (pc->n >= 1 && (!strcmp(first, "begin") || !strcmp(first, "end") ||
			   !strcmp(first, "error"))) {
		if (!resolve_simple(first, pc, &e->ev))
			return false;
		vec_push(out, e);
		return true;
	}
	if (!strcmp(first, "timer")) {
		if (!resolve_timer(pc, &e->ev))
			return false;
		vec_push(out, e);
		return true;
	}
	if (is_kfunc_point(pc) || is_uproc_point(pc) ||
	    (!strcmp(first, "perf") && pc->n >= 2 && !strcmp(pc->v[1].comp->name, "tracepoint"))) {
		bool ok = expand_wild(pc, depth, out, proto, &done);

		if (!ok || done) {
			free(e);
			return ok;
		}
	}
	if (is_kfunc_point(pc)) {
		if (!resolve_kfunc(pc, &e->ev))
			return false;
		vec_push(out, e);
		return true;
	}
	if (is_uproc_point(pc))
		return resolve_uproc(pc, out, e);
	if (!strcmp(first, "perf") && pc->n >= 2 && (!strcmp(pc->v[1].comp->name, "pmu") ||
						    !strcmp(pc->v[1].comp->name, "event"))) {
		bool ok = expand_pmu_instances(pc, depth, out, proto, &done);

		if (!ok || done) {
			free(e);
			return ok;
		}
	}
	if (!strcmp(first, "perf")) {
		if (!resolve_perf_base(pc, &e->ev, &is_base))
			return false;
		if (is_base) {
			vec_push(out, e);
			return true;
		}
	}
	free(e);
	a = find_alias(pc, &k);
	if (!a) {
		unknown_point(pc);
		return false;
	}
	return expand_alias(a, k, pc, depth, out, proto);
}

/* ---------------------------------------------------------------- driver */

static char *point_text(const struct probe_point *pp)
{
	struct buf b;

	buf_init(&b);
	print_point(&b, pp);
	/* pp() shows the point without its '?'. */
	if (pp->optional && b.len)
		b.data[--b.len] = '\0';
	return buf_steal(&b);
}

static struct node *join_bodies(struct vec *prologues, struct node *body)
{
	struct node *n;
	size_t i;

	if (!prologues->len)
		return body;
	n = node_new(N_BLOCK, body->loc);
	for (i = 0; i < prologues->len; i++)
		vec_push(&n->args, VEC_AT(*prologues, i));
	vec_push(&n->args, body);
	return n;
}

/* A '?' point of a family pmprobe does not have is skipped with a
 * warning, as SystemTap skips an optional point it cannot resolve. */
static bool skipped_optional(const struct probe_point *pp,
			     const struct pcomps *pc)
{
	const struct point_comp *c = pc->v[0].comp;
	size_t k;

	if (!pp->optional || !is_stap_family(c->name) || find_alias(pc, &k) ||
	    is_kfunc_point(pc) || is_uproc_point(pc))
		return false;
	warning_at(c->loc, "skipping the optional probe point '%s': " NO_FAMILY,
		   point_text(pp), c->name);
	return true;
}

/*
 * A sample period written on a mode suffix, perf.cycles.user(100000):
 * the period belongs to the event, before its suffixes.  One error that
 * shows the point as it was meant, perf.cycles(100000).user.
 */
static bool misplaced_period(const struct probe_point *pp)
{
	static const char *const modes[] = { "counter", "kernel", "user", "process" };
	size_t i, j, first = 0, at = 0;
	const struct point_comp *c;
	struct buf b;

	if (strcmp(((const struct point_comp *)VEC_AT(pp->comps, 0))->name, "perf"))
		return false;
	for (i = 1; i < pp->comps.len && !at; i++) {
		c = VEC_AT(pp->comps, i);
		for (j = 0; j < sizeof(modes) / sizeof(modes[0]); j++)
			if (!strcmp(c->name, modes[j]))
				break;
		if (j == sizeof(modes) / sizeof(modes[0]))
			continue;
		if (!first)
			first = i;
		if (c->arg && (c->arg->kind == N_NUM || c->arg->kind == N_ARG))
			at = i;
	}
	if (!at || first < 2)
		return false;
	buf_init(&b);
	for (i = 0; i < pp->comps.len; i++) {
		c = VEC_AT(pp->comps, i);
		buf_printf(&b, "%s%s", i ? "." : "", c->name);
		if (c->arg && i != at) {
			buf_putc(&b, '(');
			print_expr(&b, c->arg);
			buf_putc(&b, ')');
		}
		if (i == first - 1) {
			buf_putc(&b, '(');
			print_expr(&b, ((const struct point_comp *)VEC_AT(pp->comps, at))->arg);
			buf_putc(&b, ')');
		}
	}
	c = VEC_AT(pp->comps, at);
	error_at(c->arg->loc, "'.%s' takes no argument: a sample period goes on the event, before its suffixes: %s",
		 c->name, b.data);
	buf_free(&b);
	return true;
}

static bool resolve_single_event(struct probe_point *pp, struct event *ev);

/* LEADER's members (group_points.c): each a counting perf point. */
static bool resolve_group_members(struct rprobe *leader, const struct point_comp *group)
{
	bool ok = group_args_ok(group);

	for (size_t i = 0; ok && i < group->members.len; i++) {
		struct probe_point *m = VEC_AT(group->members, i);
		struct event ev;

		if (resolve_single_event(group_counting_point(m), &ev) && group_member_ok(m, &ev))
			group_add_member(cur_prog, leader, m, &ev);
		else
			ok = false;
	}
	return ok;
}

static bool resolve_one(struct probe *p, struct probe_point *pp)
{
	struct point_comp *group = group_comp(pp);
	struct probe_point *ev_pp = group ? group_leader_point(pp) : pp;
	struct expansion proto = { 0 };
	struct pcomps pc;
	struct vec out = { 0 };
	size_t i;
	bool ok;

	pc.v = xcalloc(2 * ev_pp->comps.len, sizeof(*pc.v));
	pc.n = 0;
	for (i = 0; i < ev_pp->comps.len; i++)
		pc.n = push_comp(pc.v, pc.n, VEC_AT(ev_pp->comps, i), true);
	cur_optional = pp->optional;
	ok = !misplaced_period(ev_pp) && (skipped_optional(ev_pp, &pc) || expand(&pc, 0, &out, &proto));
	cur_optional = false;
	free(pc.v);
	if (ok && group && (out.len != 1 || ((struct expansion *)VEC_AT(out, 0))->ev.kind != PK_PERF ||
			    ((struct expansion *)VEC_AT(out, 0))->ev.process ||
			    ((struct expansion *)VEC_AT(out, 0))->ev.tp ||
			    ((struct expansion *)VEC_AT(out, 0))->ev.type == PERF_TYPE_BREAKPOINT)) {
		error_at(group->loc, "a group's leader is one perf event counted on each CPU (not a wildcard, a tracepoint, a breakpoint or .process): %s",
			 point_text(ev_pp));
		ok = false;
	}
	for (i = 0; ok && i < out.len; i++) {
		struct expansion *e = VEC_AT(out, i);
		struct rprobe *rp;

		if (e->ev.tp && !e->ev.tp_fmt)
			continue;   /* an optional tracepoint the kernel lacks */
		rp = xcalloc(1, sizeof(*rp));
		rp->probe = p;
		rp->point = pp;
		rp->pp_text = point_text(pp);
		if (e->ev.kind == PK_KPROBE)
			rp->pp_text = kp_point_text(rp->pp_text, strchr(e->ev.kfunc, ':') ?
						    strchr(e->ev.kfunc, ':') + 1 : e->ev.kfunc);
		if (e->ev.kind == PK_UPROBE && !e->ev.umark)
			rp->pp_text = kp_point_text(rp->pp_text, e->ev.uname);
		rp->ev = e->ev;
		if (e->canonical || !rp->ev.event_name)
			rp->ev.event_name = e->canonical;
		rp->optional = pp->optional;
		rp->body = node_clone(join_bodies(&e->prologues, p->body));
		rp->alias_chain = e->chain;
		rp->id = (int)cur_prog->resolved.len;
		vec_push(&cur_prog->resolved, rp);
		if (group)
			ok = resolve_group_members(rp, group);
	}
	return ok;
}

/* POINT resolved into exactly one event, errors reported. */
static bool resolve_single_event(struct probe_point *pp, struct event *ev)
{
	struct expansion proto = { 0 };
	struct pcomps pc;
	struct vec out = { 0 };
	size_t i;
	bool ok;

	pc.v = xcalloc(2 * pp->comps.len, sizeof(*pc.v));
	pc.n = 0;
	for (i = 0; i < pp->comps.len; i++)
		pc.n = push_comp(pc.v, pc.n, VEC_AT(pp->comps, i), true);
	ok = !misplaced_period(pp) && expand(&pc, 0, &out, &proto);
	free(pc.v);
	if (ok && out.len != 1) {
		error_at(pp->loc, "'%s' is %zu events; a group member is one", point_text(pp), out.len);
		ok = false;
	}
	if (ok) {
		struct expansion *e = VEC_AT(out, 0);

		*ev = e->ev;
		if (e->canonical || !ev->event_name)
			ev->event_name = e->canonical;
	}
	return ok;
}

bool resolve_probes(struct program *prog, const struct tr_options *opt)
{
	size_t i, j, k, kp = 0, up = 0;
	bool ok = true;

	cur_prog = prog;
	cur_opt = opt;
	for (i = 0; i < prog->probes.len; i++) {
		struct probe *p = VEC_AT(prog->probes, i);

		if (p->is_alias)
			vec_push(&prog->aliases, p);
	}
	for (i = 0; i < prog->probes.len; i++) {
		struct probe *p = VEC_AT(prog->probes, i);

		if (p->is_alias)
			continue;
		if (p->src && p->src->is_tapset) {
			error_at(p->loc, "a tapset file may define aliases ('probe NAME = POINT'), not probes");
			ok = false;
			continue;
		}
		for (j = 0; j < p->points.len; j++)
			ok &= resolve_one(p, VEC_AT(p->points, j));
	}
	for (i = 0, j = 0, k = 0; ok && i < prog->resolved.len; i++) {
		struct rprobe *rp = VEC_AT(prog->resolved, i);

		if (rp->ev.pmu && ++j > PMP_PMU_MAX) {
			error_at(rp->point->loc, "more than %d sysfs PMU and libpfm4 probe points (perf.pmu, perf.event, perf.pfm) in one script",
				 PMP_PMU_MAX);
			ok = false;
		}
		if (rp->ev.kind == PK_KPROBE && ++kp == KP_WILD_MAX + 1) {
			error_at(rp->point->loc, "more than %d kernel function probe points in one script",
				 KP_WILD_MAX);
			ok = false;
		}
		if (rp->ev.kind == PK_UPROBE && ++up == UP_POINT_MAX + 1) {
			error_at(rp->point->loc, "more than %d user function and mark probe points in one script",
				 UP_POINT_MAX);
			ok = false;
		}
		if (rp->ev.tp && ++k > PMP_TP_MAX) {
			error_at(rp->point->loc, "more than %d tracepoint probe points in one script",
				 PMP_TP_MAX);
			ok = false;
		}
	}
	return ok;
}

bool resolve_point_quietly(struct probe_point *pp, struct vec *events)
{
	struct expansion proto = { 0 };
	struct pcomps pc;
	struct vec out = { 0 };
	bool silent = diag_silent, ok;
	int errors = diag_errors;
	size_t i;

	pc.v = xcalloc(2 * pp->comps.len, sizeof(*pc.v));
	pc.n = 0;
	for (i = 0; i < pp->comps.len; i++)
		pc.n = push_comp(pc.v, pc.n, VEC_AT(pp->comps, i), true);
	diag_silent = true;
	ok = expand(&pc, 0, &out, &proto) && diag_errors == errors;
	diag_silent = silent;
	diag_errors = errors;
	free(pc.v);
	for (i = 0; ok && i < out.len; i++)
		vec_push(events, &((struct expansion *)VEC_AT(out, i))->ev);
	return ok;
}

void print_event(struct buf *b, const struct event *ev)
{
	switch (ev->kind) {
	case PK_BEGIN:
	case PK_END:
	case PK_ERROR:
		buf_printf(b, "%s priority=%lld", probe_kind_name(ev->kind),
			   (long long)ev->priority);
		return;
	case PK_TIMER:
		if (ev->timer_jiffies) {
			buf_printf(b, "timer period=%lld jiffies of the target kernel hrtimer on one CPU",
				   (long long)ev->timer_arg);
			return;
		}
		buf_printf(b, "timer period=%lluns (%s(%lld)) hrtimer on one CPU",
			   (unsigned long long)ev->timer_ns, ev->timer_unit,
			   (long long)ev->timer_arg);
		return;
	case PK_KPROBE:
		kp_point_print(b, ev);
		return;
	case PK_UPROBE:
		up_point_print(b, ev);
		return;
	case PK_PERF:
		break;
	}
	if (ev->pfm)
		pfm_point_print(b, ev);
	else if (ev->tp)
		tp_point_print(b, ev);
	else if (ev->pmu)
		pmu_point_print(b, ev);
	else
		buf_printf(b, "perf type=%u (%s) config=0x%llx", ev->type,
			   perf_type_name(ev->type), (unsigned long long)ev->config);
	if (ev->core_types)
		hybrid_point_print(b, ev);
	if (ev->type == PERF_TYPE_BREAKPOINT) {
		static const char *acc[] = { "", "exec", "read", "write", "rw" };

		if (ev->bp_symbol)
			buf_printf(b, " bp=%s", ev->bp_symbol);
		else
			buf_printf(b, " bp=0x%llx", (unsigned long long)ev->bp_addr);
		buf_printf(b, " access=%s len=%d", acc[ev->bp], ev->bp_len);
	}
	if (ev->counter)
		buf_puts(b, " mode=counting");
	else if (ev->freq)
		buf_printf(b, " mode=sampling freq=%lluHz", (unsigned long long)ev->freq);
	else
		buf_printf(b, " mode=sampling period=%llu%s",
			   (unsigned long long)ev->period,
			   ev->period_given ? "" : " (default)");
	buf_printf(b, " scope=%s", ev->process ? "target-process" : "per-cpu");
	buf_printf(b, " count=%s", ev->exclude_user ? "kernel" :
		   ev->exclude_kernel ? "user" : "kernel+user");
}
