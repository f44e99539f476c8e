/*
 * codegen_module.c - pass 3, the module's tables: the probes in table
 * order with their events, the globals' definitions (extern declarations
 * too when a script is split over two objects), and the globals and
 * sort buffers runtime/pmp_globals.c allocates, frees and prints from.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "codegen_internal.h"

/* --------------------------------------------------------------- probes */

static int probe_rank(const struct rprobe *rp)
{
	switch (rp->ev.kind) {
	case PK_BEGIN: return 0;
	case PK_END: return 1;
	case PK_ERROR: return 2;
	case PK_TIMER: return 3;
	default: return 4;
	}
}

static int by_table_order(const void *x, const void *y)
{
	const struct rprobe *a = *(struct rprobe *const *)x;
	const struct rprobe *b = *(struct rprobe *const *)y;

	if (probe_rank(a) != probe_rank(b))
		return probe_rank(a) - probe_rank(b);
	if (probe_rank(a) <= 2 && a->ev.priority != b->ev.priority)
		return a->ev.priority < b->ev.priority ? -1 : 1;
	return a->id - b->id;   /* script order */
}

struct rprobe **probe_table(const struct program *prog)
{
	size_t n = prog->resolved.len;
	struct rprobe **table = xcalloc(n + 1, sizeof(*table));

	memcpy(table, prog->resolved.items, n * sizeof(*table));
	qsort(table, n, sizeof(*table), by_table_order);
	for (size_t i = 0; i < n; i++)
		table[i]->table_idx = (int)i;
	return table;
}

static const char *kind_enum(enum probe_kind k)
{
	switch (k) {
	case PK_BEGIN: return "PMP_BEGIN";
	case PK_END: return "PMP_END";
	case PK_ERROR: return "PMP_ERROR";
	case PK_TIMER: return "PMP_TIMER";
	case PK_KPROBE: return "PMP_KPROBE";
	case PK_UPROBE: return "PMP_UPROBE";
	default: return "PMP_PERF";
	}
}

/* A breakpoint's fields; a symbol's address is resolved at load time
 * from the module's .modinfo (BP_SYMBOLS, in index order). */
static void gen_bp_fields(struct buf *out, const struct event *ev, struct vec *bp_symbols)
{
	static const char *bt[] = { "0", "HW_BREAKPOINT_X", "HW_BREAKPOINT_R",
				    "HW_BREAKPOINT_W", "HW_BREAKPOINT_RW" };

	buf_printf(out, "\t\t.bp_type = %s,\n\t\t.bp_len = %d,\n", bt[ev->bp], ev->bp_len);
	if (ev->bp_symbol) {
		buf_printf(out, "\t\t.bp_index = %zu,\n", bp_symbols->len);
		vec_push(bp_symbols, ev->bp_symbol);
	} else {
		buf_printf(out, "\t\t.bp_index = -1,\n\t\t.bp_addr = 0x%" PRIx64 "ULL,\n", ev->bp_addr);
	}
}

/* A perf probe's perf_event_attr and how the runtime opens it. */

/* A perf type as the uapi names it in C (<linux/perf_event.h>), or its
 * number (a PMU's own type). */
static const char *perf_type_c_name(uint32_t type)
{
	static const char *const names[] = {
		[PERF_TYPE_HARDWARE] = "PERF_TYPE_HARDWARE",
		[PERF_TYPE_SOFTWARE] = "PERF_TYPE_SOFTWARE",
		[PERF_TYPE_TRACEPOINT] = "PERF_TYPE_TRACEPOINT",
		[PERF_TYPE_HW_CACHE] = "PERF_TYPE_HW_CACHE",
		[PERF_TYPE_RAW] = "PERF_TYPE_RAW",
		[PERF_TYPE_BREAKPOINT] = "PERF_TYPE_BREAKPOINT",
	};
	static char num[16];

	if (type < sizeof(names) / sizeof(names[0]))
		return names[type];
	snprintf(num, sizeof(num), "%u", type);
	return num;
}

static void gen_perf_fields(struct buf *out, const struct rprobe *rp, struct vec *bp_symbols,
			    struct vec *pmus, struct vec *tps)
{
	const struct event *ev = &rp->ev;

	if (ev->tp) {
		/* the id comes from the loader (pmp_abi.h) */
		buf_printf(out, "\t\t.type = PERF_TYPE_TRACEPOINT,\n\t\t.tp_index = %zu,\n",
			   tps->len + 1);
		vec_push(tps, (void *)rp);
	} else if (ev->pmu) {
		/* type and config come from the loader (pmp_abi.h) */
		buf_printf(out, "\t\t.pmu_slot = %zu,\n", pmus->len + 1);
		vec_push(pmus, (void *)rp);
	} else {
		buf_printf(out, "\t\t.type = %s,\n\t\t.config = 0x%" PRIx64 "ULL,\n",
			   perf_type_c_name(ev->type), ev->config);
	}
	if (ev->period)
		buf_printf(out, "\t\t.period = %" PRIu64 "ULL,\n", ev->period);
	if (ev->freq)
		buf_printf(out, "\t\t.freq = %" PRIu64 "ULL,\n", ev->freq);
	if (ev->counter)
		buf_puts(out, "\t\t.counter = 1,\n");
	if (ev->process)
		buf_puts(out, "\t\t.process = 1,\n");
	if (rp->optional)
		buf_puts(out, "\t\t.optional = 1,\n");
	if (rp->pinned)
		buf_printf(out, "\t\t.pinned = 1,\n\t\t.group_leader = %d,\n",
			   rp->leader ? rp->leader->table_idx + 1 : 0);
	if (rp->members.len)
		buf_printf(out, "\t\t.group_size = %zu,\n", rp->members.len + 1);
	if (ev->core_types)
		buf_printf(out, "\t\t.core_types = pmpp_core_types,\n\t\t.ncore_types = %zu,\n",
			   ev->core_types->len);
	if (ev->exclude_user)
		buf_puts(out, "\t\t.exclude_user = 1,\n");
	if (ev->exclude_kernel)
		buf_puts(out, "\t\t.exclude_kernel = 1,\n");
	if (ev->type == PERF_TYPE_BREAKPOINT)
		gen_bp_fields(out, ev, bp_symbols);
	else
		buf_puts(out, "\t\t.bp_index = -1,\n");
}

/* A kernel function's name, .return, and '?'. */
static void gen_kprobe_fields(struct buf *out, const struct rprobe *rp)
{
	char *fn = c_str0(rp->ev.kfunc);

	buf_printf(out, "\t\t.kp_symbol = %s,\n\t\t.kp_return = %d,\n\t\t.optional = %d,\n",
		   fn, rp->ev.kreturn, rp->optional);
	free(fn);
}

/* A function's .return probe's @entry values (codegen_body.c). */
static void gen_entry_fields(struct buf *out, const struct rprobe *rp)
{
	if (rp->nentries)
		buf_printf(out, "\t\t.entry = pmpp_entry%d,\n\t\t.entry_size = sizeof(struct pmpe_p%d),\n",
			   rp->table_idx, rp->table_idx);
}

/* A user function's or mark's file, offset, semaphore and .return. */
static void gen_uprobe_fields(struct buf *out, const struct rprobe *rp)
{
	const struct event *ev = &rp->ev;
	char *path = c_str0(ev->upath), *name = c_str0(ev->uname);

	buf_printf(out, "\t\t.up_path = %s,\n\t\t.up_name = %s,\n\t\t.up_offset = 0x%llxULL,\n"
		   "\t\t.up_ref_offset = 0x%llxULL,\n\t\t.up_return = %d,\n", path, name,
		   (unsigned long long)ev->uoffset, (unsigned long long)ev->uref_offset, ev->ureturn);
	free(path);
	free(name);
}

/* Probe IDX's row of the table. */
static void gen_table_row(struct buf *out, const struct rprobe *rp, size_t idx,
			  struct vec *bp_symbols, struct vec *pmus, struct vec *tps)
{
	const struct event *ev = &rp->ev;
	char *pp = c_str0(rp->pp_text), *w = where(rp->point->loc);
	char *en = c_str0(ev->event_name ? ev->event_name : rp->pp_text);

	buf_printf(out, "\t[%zu] = {\n\t\t.pp = %s,\n\t\t.where = %s,\n\t\t.event_name = %s,\n",
		   idx, pp, w, en);
	buf_printf(out, "\t\t.body = pmpp_body%zu,\n\t\t.kind = %s,\n", idx, kind_enum(ev->kind));
	if (ev->kind == PK_PERF)
		gen_perf_fields(out, rp, bp_symbols, pmus, tps);
	else if (ev->kind == PK_TIMER && ev->timer_jiffies)
		/* The kernel's TICK_NSEC, from the CONFIG_HZ it is built with. */
		buf_printf(out, "\t\t.timer_ns = %lldULL * ((1000000000ULL + CONFIG_HZ / 2) / CONFIG_HZ),\n",
			   (long long)ev->timer_arg);
	else if (ev->kind == PK_TIMER)
		buf_printf(out, "\t\t.timer_ns = %" PRIu64 "ULL,\n", ev->timer_ns);
	else if (ev->kind == PK_KPROBE)
		gen_kprobe_fields(out, rp);
	else if (ev->kind == PK_UPROBE)
		gen_uprobe_fields(out, rp);
	gen_entry_fields(out, rp);
	buf_puts(out, "\t},\n");
	free(pp);
	free(w);
	free(en);
}

/* A hybrid target's core types (hybrid_points.c), which its generic
 * points open on, one table for them all. */
static void gen_core_types(struct buf *out, struct rprobe *const *table, size_t n)
{
	const struct vec *ct = NULL;
	size_t i;

	for (i = 0; i < n && !ct; i++)
		ct = table[i]->ev.core_types;
	if (!ct)
		return;
	buf_puts(out, "static const struct pmp_core_type pmpp_core_types[] = {\n");
	for (i = 0; i < ct->len; i++) {
		const struct pmu_core_type *t = VEC_AT(*ct, i);
		char *name = c_str0(t->name), *cpus = c_str0(t->cpus);

		buf_printf(out, "\t{ .name = %s, .type = %u, .cpus = %s },\n", name, t->type, cpus);
		free(name);
		free(cpus);
	}
	buf_puts(out, "};\n");
	for (i = 0; i < ct->len; i++) {
		const struct pmu_core_type *t = VEC_AT(*ct, i);
		char *lit = c_str0(xasprintf(PMP_CORE_FMT, t->name, t->type, t->cpus));

		buf_printf(out, "PMP_MODULE_INFO(PMP_MODINFO_CORE, %s);\n", lit);
		free(lit);
	}
	buf_puts(out, "\n");
}

void gen_table(struct buf *out, struct rprobe *const *table, size_t n, struct vec *bp_symbols,
	       struct vec *pmus, struct vec *tps)
{
	size_t i;

	gen_core_types(out, table, n);
	buf_puts(out, "struct pmp_probe pmp_probes[PMP_NPROBES] = {\n");
	for (i = 0; i < n; i++)
		gen_table_row(out, table[i], i, bp_symbols, pmus, tps);
	buf_puts(out, "};\n\n");
}

/* ------------------------------------------------------------- globals */

static bool auto_printed(const struct symbol *s)
{
	return printed_at_exit(s);
}

static const char *c_type_code(enum type t)
{
	return t == TY_STRING ? "PMP_T_STRING" : t == TY_STAT ? "PMP_T_STAT" : "PMP_T_LONG";
}

/* The histogram buckets of S (the struct's own size is the runtime's). */
static long stat_buckets(const struct symbol *s)
{
	long n = s->stat_hist_log ? 128 : 0;

	/* as PMP_LINEAR_BUCKETS in runtime/pmp_script.h: SystemTap's count */
	if (s->stat_hist_linear)
		n += (long)((s->hist_hi - s->hist_lo) / s->hist_step + 3);
	return n;
}

/* Where a global's definitions go: OUT, and when the script is split
 * over two objects (DECLS not NULL) not static, with the extern
 * declarations both objects see in DECLS. */
struct defs {
	struct buf *out, *decls;
	const char *storage;
	long maxstringlen;
};

/* TYPE DECLARATOR REST; (static unless split), declared in DECLS. */
static void put_def(const struct defs *d, const char *type, const char *declarator,
		    const char *rest)
{
	buf_printf(d->out, "%s%s %s%s;\n", d->storage, type, declarator, rest);
	if (d->decls)
		buf_printf(d->decls, "extern %s %s;\n", type, declarator);
}

static void def_stat_desc(const struct defs *d, const struct symbol *s)
{
	char *lo = c_long(s->stat_hist_linear ? s->hist_lo : 0);
	char *hi = c_long(s->stat_hist_linear ? s->hist_hi : 0);
	char *step = c_long(s->stat_hist_linear ? s->hist_step : 0);
	char *init = s->stat_variance ?
		xasprintf(" =\n\tPMP_STAT_DESC_VARIANCE(%d, %s, %s, %s, %d)",
			  s->stat_hist_log ? 1 : 0, lo, hi, step, s->variance_shift) :
		xasprintf(" =\n\tPMP_STAT_DESC(%d, %s, %s, %s)", s->stat_hist_log ? 1 : 0,
			  lo, hi, step);

	put_def(d, "const struct pmp_stat_desc", cname(CN_STAT_DESC, s->name), init);
	free(init);
	free(lo);
	free(hi);
	free(step);
}

/* An array: its descriptor, and the pointer to the map. */
static void def_map(const struct defs *d, const struct symbol *s)
{
	struct buf desc;
	char *ptr = xasprintf("*%s", var_ref(s));
	int k;

	buf_init(&desc);
	buf_printf(&desc, " = {\n\t.name = \"%s\",\n\t.nkeys = %d,\n\t.key_types = {", s->name, s->arity);
	for (k = 0; k < s->arity; k++)
		buf_printf(&desc, " %s,", c_type_code(s->key_types[k]));
	buf_printf(&desc, " },\n\t.value_type = %s,\n", c_type_code(s->type));
	if (s->type == TY_STAT)
		buf_printf(&desc, "\t.stat = &%s,\n", cname(CN_STAT_DESC, s->name));
	if (s->capacity)
		buf_printf(&desc, "\t.capacity = %" PRId64 ",\n", s->capacity);
	else
		buf_puts(&desc, "\t.capacity = PMP_MAXMAPENTRIES,\n");
	buf_putc(&desc, '}');
	put_def(d, "const struct pmp_map_desc", cname(CN_MAP_DESC, s->name), desc.data);
	put_def(d, s->type == TY_STAT ? "struct pmp_pmap" : "struct pmp_map", ptr, "");
	buf_free(&desc);
	free(ptr);
}

/* A scalar, with its initial value. */
static void def_scalar(const struct defs *d, const struct symbol *s)
{
	const struct node *init = s->decl ? s->decl->init : NULL;
	char *decl = NULL, *rest;
	int64_t v = 0;

	if (s->type == TY_STAT) {
		rest = xasprintf(" __maybe_unused = { .d = &%s }", cname(CN_STAT_DESC, s->name));
		put_def(d, "struct pmp_pstat", var_ref(s), rest);
	} else if (s->type == TY_STRING) {
		size_t n = init ? init->str_len : 0;
		char *lit;

		if (n > (size_t)d->maxstringlen - 1)
			n = (size_t)d->maxstringlen - 1;
		lit = c_string(init ? init->str : "", n);
		decl = xasprintf("%s[PMP_MAXSTRINGLEN]", var_ref(s));
		rest = xasprintf(" __maybe_unused = %s", lit);
		put_def(d, "char", decl, rest);
		free(lit);
	} else {
		char *lit;

		if (init)
			node_literal_value(init, &v);
		lit = c_long(v);
		rest = xasprintf(" __maybe_unused = %s", lit);
		put_def(d, "long", var_ref(s), rest);
		free(lit);
	}
	free(decl);
	free(rest);
}

/* The globals' definitions, each under its comment; *STAT_SCRATCH the
 * room the largest aggregate needs to be read. */
void gen_globals(struct cg *g, struct buf *out, struct buf *decls, long *max_buckets)
{
	const struct program *prog = g->prog;
	struct defs d = { out, decls, decls ? "" : "static ", g->maxstringlen };
	size_t i;

	*max_buckets = 0;
	for (i = 0; i < prog->global_syms.len; i++) {
		const struct symbol *s = VEC_AT(prog->global_syms, i);
		char *w = loc_str(s->loc), *cw = c_comment_text(w);

		buf_printf(out, "/* global %s at %s */\n", s->name, cw);
		free(w);
		free(cw);
		if (s->needs_lock)
			put_def(&d, "pmp_rwlock_t", cname(CN_LOCK, s->name), "");
		if (s->type == TY_STAT) {
			def_stat_desc(&d, s);
			if (stat_buckets(s) > *max_buckets)
				*max_buckets = stat_buckets(s);
		}
		if (s->arity > 0)
			def_map(&d, s);
		else
			def_scalar(&d, s);
		buf_putc(out, '\n');
	}
}

void gen_sort_buffers(const struct program *prog, struct buf *out, struct buf *decls)
{
	size_t i, n = 0;

	for (i = 0; i < prog->foreachs.len; i++) {
		const struct foreach *fe = VEC_AT(prog->foreachs, i);

		if (fe->sort_key && fe->array) {
			buf_printf(out, "%sstruct pmp_entry **pmp_sort%d;  /* sorted foreach over %s */\n",
				   decls ? "" : "static ", fe->id, fe->array->name);
			if (decls)
				buf_printf(decls, "extern struct pmp_entry **pmp_sort%d;\n", fe->id);
			n++;
		}
	}
	if (n)
		buf_putc(out, '\n');
}

static const char *global_kind(const struct symbol *s)
{
	if (s->arity > 0)
		return is_pmap(s) ? "PMP_G_PMAP" : "PMP_G_MAP";
	return s->type == TY_STAT ? "PMP_G_PSTAT" : s->type == TY_STRING ? "PMP_G_STRING" : "PMP_G_LONG";
}

/*
 * The tables runtime/pmp_globals.c allocates, frees and prints from: every
 * array and scalar aggregate (they need memory), every global printed at
 * exit, and the buffer of every sorted foreach.
 */
void gen_global_tables(const struct program *prog, struct buf *out)
{
	size_t i;

	buf_puts(out, "const struct pmp_global pmp_globals[] = {\n");
	for (i = 0; i < prog->global_syms.len; i++) {
		const struct symbol *s = VEC_AT(prog->global_syms, i);

		if (s->arity <= 0 && s->type != TY_STAT && !auto_printed(s))
			continue;
		/* A scalar string's variable is its char array. */
		buf_printf(out, "\t{ \"%s\", %s%s, ", s->name,
			   s->arity <= 0 && s->type == TY_STRING ? "" : "&", var_ref(s));
		if (s->arity > 0)
			buf_printf(out, "&%s, ", cname(CN_MAP_DESC, s->name));
		else
			buf_puts(out, "NULL, ");
		buf_printf(out, "%s, %s },\n", global_kind(s), auto_printed(s) ? "true" : "false");
	}
	buf_puts(out, "\t{ NULL }\n};\n\nconst struct pmp_sort_buf pmp_sort_bufs[] = {\n");
	for (i = 0; i < prog->foreachs.len; i++) {
		const struct foreach *fe = VEC_AT(prog->foreachs, i);

		if (fe->sort_key && fe->array)
			buf_printf(out, "\t{ &pmp_sort%d, &%s },\n", fe->id,
				   cname(CN_MAP_DESC, fe->array->name));
	}
	buf_puts(out, "\t{ NULL }\n};\n\n");
}


bool reads_counters(const struct program *prog)
{
	static const char *const readers[] = {
		"read_counter", "read_counter_cpu", "counter_enabled_ns", "counter_running_ns",
		"counter_delta", "counter_stopped_ns",
	};
	size_t i, j;

	for (i = 0; i < prog->used_functions.len; i++) {
		const struct function *f = VEC_AT(prog->used_functions, i);

		for (j = 0; j < sizeof(readers) / sizeof(readers[0]); j++)
			if (!strcmp(f->name, readers[j]))
				return true;
	}
	return false;
}

/* ---------------------------------------------------------- tracepoints */

/* What the loader checks and resolves: pmp_abi.h's PMP_MODINFO_TP and
 * _TPF lines. */
void gen_tp_tables(struct buf *out, const struct vec *tps, size_t nslots)
{
	size_t i, j, slot = 0;

	if (nslots)
		buf_printf(out, "_Static_assert(%zu <= PMP_TP_FIELDS_MAX, \"more tracepoint fields read than the module has room for\");\n",
			   nslots);
	for (i = 0; i < tps->len; i++) {
		const struct rprobe *rp = VEC_AT(*tps, i);
		char *w = loc_str(rp->point->loc);
		/* pmp_abi.h: enum pmp_tp_field */
		char *text = xasprintf("%zu\t%s\t%s\t%d\t%s", i, w, rp->ev.tp, rp->optional,
				       rp->pp_text);
		char *lit = c_str0(text);

		buf_printf(out, "PMP_MODULE_INFO(PMP_MODINFO_TP, %s);\n", lit);
		free(lit);
		free(text);
		free(w);
		for (j = 0; j < rp->tp_used.len; j++, slot++) {
			const struct tp_field *fl = VEC_AT(rp->tp_used, j);

			/* pmp_abi.h: enum pmp_tpf_field */
			text = xasprintf("%zu\t%zu\t%s\t%s\t%u", slot, i, fl->name,
					 tp_class_name(fl->cls), fl->size);
			lit = c_str0(text);
			buf_printf(out, "PMP_MODULE_INFO(PMP_MODINFO_TPF, %s);\n", lit);
			free(lit);
			free(text);
		}
	}
}
