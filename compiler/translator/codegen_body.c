/*
 * codegen_body.c - pass 3, one C function per probe body and per script
 * function, each commented with its script location: its frame (the
 * locals struct, per CPU, not on the stack), the locks a probe takes
 * (planned in pass 2), and embedded C under #line directives.
 */
#include <stdlib.h>
#include <string.h>

#include "codegen_internal.h"

/* ---------------------------------------------------- locals structs */

static void emit_locals_struct(struct buf *out, const char *name,
			       const struct vec *locals, int nstr, int nkey)
{
	size_t i;
	int k;

	buf_printf(out, "struct %s {\n", name);
	for (i = 0; i < locals->len; i++) {
		const struct symbol *s = VEC_AT(*locals, i);

		if (s->type == TY_STRING)
			buf_printf(out, "\tchar %s[PMP_MAXSTRINGLEN];\n", cname(CN_SLOT, s->name));
		else
			buf_printf(out, "\tlong %s;\n", cname(CN_SLOT, s->name));
	}
	for (k = 0; k < nstr; k++)
		buf_printf(out, "\tchar pmp_t%d[PMP_MAXSTRINGLEN];\n", k);
	for (k = 0; k < nkey; k++)
		buf_printf(out, "\tstruct pmp_key pmp_k%d;\n", k);
	buf_puts(out, "\tchar pmp_unused;\n};\n\n");
}

static void emit_temps(struct buf *out, const struct cg *g)
{
	int i;

	for (i = 0; i < g->nlong; i++)
		buf_printf(out, "\tlong pmp_lt%d __maybe_unused;\n", i);
	for (i = 0; i < g->nent; i++)
		buf_printf(out, "\tstruct pmp_entry *pmp_e%d __maybe_unused;\n", i);
}

static void init_locals(struct buf *out, const struct vec *locals, size_t from)
{
	size_t i;

	for (i = from; i < locals->len; i++) {
		const struct symbol *s = VEC_AT(*locals, i);

		if (s->type == TY_STRING)
			buf_printf(out, "\t%s[0] = '\\0';\n", var_ref(s));
		else
			buf_printf(out, "\t%s = 0;\n", var_ref(s));
	}
}

/* ---------------------------------------------------------- functions */

void fn_signature(struct buf *b, const struct function *f, bool external)
{
	size_t i;

	buf_printf(b, "%s%s%s %s(struct pmp_context *c",
		   f->embedded ? "static inline " : external ? "" : "static ",
		   f->uncalled && !external ? "__maybe_unused " : "",
		   f->ret_type == TY_STRING ? "const char *" : "long", cname(CN_FUNC, f->name));
	if (f->ret_type == TY_STRING)
		buf_puts(b, ", char *pmp_ret");
	for (i = 0; i < f->params.len; i++) {
		const struct param *p = VEC_AT(f->params, i);

		buf_printf(b, ", %s %s", p->sym->type == TY_STRING ? "const char *" : "long",
			   cname(CN_PARAM, p->name));
	}
	buf_putc(b, ')');
}

/*
 * The user's embedded C CODE, which started just after the "%{" at LOC:
 * under a #line directive, and indented to its column, so that GCC's
 * errors in it name the script's FILE:LINE:COL (pass 4 compiles with
 * -fdiagnostics-column-unit=byte, as pmprobe counts columns).  The
 * default tapset's C is pmprobe's own and keeps pmp__s.c's lines.
 */
void put_embedded_code(struct buf *out, struct loc loc, const char *code)
{
	const char *p;

	if (!loc.src || loc.src->is_tapset) {
		buf_printf(out, "%s\n", code);
		return;
	}
	buf_printf(out, "#line %d \"", loc.line);
	for (p = loc.src->path; *p; p++) {
		if (*p == '"' || *p == '\\')
			buf_putc(out, '\\');
		if ((unsigned char)*p < 32 || (unsigned char)*p >= 127)
			buf_printf(out, "\\%03o", (unsigned char)*p);
		else
			buf_putc(out, *p);
	}
	buf_printf(out, "\"\n%*s%s\n" LINE_RESTORE, loc.col + 1, "", code);
}

/* Each LINE_RESTORE in TEXT gets the number of the line after it. */
void restore_line_numbers(char *text)
{
	char *p = text, *hit, num[sizeof(LINE_PLACEHOLDER) + 8];
	int line = 1;
	size_t len, n = sizeof(LINE_PLACEHOLDER) - 1;

	while ((hit = strstr(p, LINE_RESTORE))) {
		for (; p < hit; p++)
			line += *p == '\n';
		/* The number, then spaces where the placeholder was longer. */
		len = (size_t)snprintf(num, sizeof(num), "%d", line + 1);
		hit += strlen("#line ");
		memcpy(hit, num, len < n ? len : n);
		memset(hit + len, ' ', len < n ? n - len : 0);
		p = hit;
	}
}

void gen_embedded_fn(struct buf *out, const struct function *f)
{
	char *w = loc_str(f->loc), *cw = c_comment_text(w);
	size_t i;

	buf_printf(out, "/* function %s at %s (embedded C) */\n", f->name, cw);
	fn_signature(out, f, false);
	buf_puts(out, "\n{\n");
	buf_puts(out, "#define PMP_CONTEXT c\n");
	if (f->ret_type == TY_STRING)
		buf_puts(out, "#define PMP_RETBUF pmp_ret\n"
			 "#define PMP_RETURN(v) return pmp_strlcpy(pmp_ret, (v))\n");
	else
		buf_puts(out, "#define PMP_RETURN(v) return (long)(v)\n");
	for (i = 0; i < f->params.len; i++) {
		const struct param *p = VEC_AT(f->params, i);

		buf_printf(out, "#define %s %s\n", cname(CN_ARG_MACRO, p->name),
			   cname(CN_PARAM, p->name));
	}
	put_embedded_code(out, f->embedded_loc, f->embedded);
	buf_puts(out, "#undef PMP_CONTEXT\n#undef PMP_RETURN\n");
	if (f->ret_type == TY_STRING)
		buf_puts(out, "#undef PMP_RETBUF\n");
	for (i = 0; i < f->params.len; i++)
		buf_printf(out, "#undef %s\n",
			   cname(CN_ARG_MACRO, ((struct param *)VEC_AT(f->params, i))->name));
	buf_puts(out, f->ret_type == TY_STRING ? "\treturn pmp_ret;\n}\n\n" : "\treturn 0;\n}\n\n");
	free(w);
	free(cw);
}

/* The comment and signature above a function's or probe's body. */
void fn_head(struct buf *out, const struct function *f, bool external)
{
	char *w = loc_str(f->loc), *cw = c_comment_text(w);

	buf_printf(out, "/* function %s at %s */\n", f->name, cw);
	fn_signature(out, f, external);
	buf_putc(out, '\n');
	free(w);
	free(cw);
}

void probe_head(struct buf *out, const struct rprobe *rp, size_t idx, bool external)
{
	char *w = loc_str(rp->point->loc), *cw = c_comment_text(w), *pp = c_comment_text(rp->pp_text);

	buf_printf(out, "/* probe %s at %s */\n", pp, cw);
	buf_printf(out, "%svoid pmpp_body%zu(struct pmp_context *c)\n", external ? "" : "static ", idx);
	free(w);
	free(cw);
	free(pp);
}

/* BODY's statements into TEXT, for the probe or function g->rp or g->fn
 * names; the struct SNAME of its frame (LOCALS, then the temporaries)
 * into STRUCTS. */
static void frame_begin(struct cg *g, struct buf *text)
{
	memset(&g->loops, 0, sizeof(g->loops));
	g->err_label = "pmp_out";
	g->try_depth = g->try_in_loop = 0;
	g->nlong = g->nent = g->nstr = g->max_str = g->nkey = g->max_key = 0;
	buf_init(text);
	g->out = text;
	g->depth = 1;
}

static void gen_frame_body(struct cg *g, struct buf *structs, const char *sname,
			   const struct vec *locals, struct node *body, struct buf *text)
{
	frame_begin(g, text);
	gen_stmt(g, body);
	emit_locals_struct(structs, sname, locals, g->max_str, g->max_key);
}

/* A script function's arguments, into its frame. */
static void put_param_copies(struct buf *out, const struct function *f)
{
	size_t i;

	for (i = 0; i < f->params.len; i++) {
		const struct param *p = VEC_AT(f->params, i);

		if (p->sym->type == TY_STRING)
			buf_printf(out, "\tpmp_strlcpy(%s, %s);\n", var_ref(p->sym), cname(CN_PARAM, p->name));
		else
			buf_printf(out, "\t%s = %s;\n", var_ref(p->sym), cname(CN_PARAM, p->name));
	}
}

/* A script function's body, from its opening brace (fn_head goes above). */
void gen_script_fn(struct cg *g, struct buf *structs, struct buf *out, struct function *f)
{
	struct buf body;
	char *sname = xstrdup(cname(CN_FRAME, f->name));

	g->fn = f;
	g->rp = NULL;
	g->probe_no = 0;
	gen_frame_body(g, structs, sname, &f->locals, f->body, &body);
	buf_printf(out, "{\n\tstruct %s *l;\n", sname);
	if (f->ret_type != TY_STRING)
		buf_puts(out, "\tlong pmp_rv = 0;\n");
	emit_temps(out, g);
	/* Every call site checks MAXNESTING before calling. */
	buf_printf(out, "\n\tl = (struct %s *)(c->frames + (size_t)c->nesting++ * PMP_FRAME_SIZE);\n", sname);
	put_param_copies(out, f);
	init_locals(out, &f->locals, f->params.len);
	if (f->ret_type == TY_STRING)
		buf_puts(out, "\tpmp_ret[0] = '\\0';\n");
	buf_add(out, body.data, body.len);
	buf_puts(out, "pmp_out: __maybe_unused;\n\tc->nesting--;\n");
	buf_puts(out, f->ret_type == TY_STRING ? "\treturn pmp_ret;\n}\n\n" : "\treturn pmp_rv;\n}\n\n");
	buf_free(&body);
	free(sname);
}

/* --------------------------------------------------------------- probes */

static const char *lock_kind(const struct lock *l)
{
	return l->mode == LOCK_EXCL ? "write" : "read";
}

/* The locks pass 2 planned, taken in order; a lock that is busy skips
 * the event, releasing those taken. */
static void put_locks(struct buf *out, const struct vec *locks)
{
	size_t i;

	for (i = 0; i < locks->len; i++) {
		const struct lock *l = VEC_AT(*locks, i);

		buf_printf(out, "\tif (unlikely(!pmp_%s_trylock(&%s))) {\n", lock_kind(l),
			   cname(CN_LOCK, l->sym->name));
		buf_puts(out, "\t\tpmp_skip(c, PMP_SKIP_LOCK);\n");
		if (i)
			buf_printf(out, "\t\tgoto pmp_unlock%zu;\n\t}\n", i - 1);
		else
			buf_puts(out, "\t\treturn;\n\t}\n");
	}
}

/* After pmp_out: the locks released in reverse order, each with the
 * label a failed trylock of the next one goes to. */
static void put_unlocks(struct buf *out, const struct vec *locks)
{
	size_t i;

	for (i = locks->len; i-- > 0;) {
		const struct lock *l = VEC_AT(*locks, i);

		buf_printf(out, "\tpmp_%s_unlock(&%s);\n", lock_kind(l), cname(CN_LOCK, l->sym->name));
		if (i)
			buf_printf(out, "pmp_unlock%zu: __maybe_unused;\n", i - 1);
	}
}

/* ------------------------------------------------------ @entry values */

/* The @entry nodes under N, in tree order, each numbered with its slot
 * (tp_field); sema.c refused a nested one. */
static void number_entries(struct node *n, struct vec *out)
{
	size_t i;

	if (!n)
		return;
	if (n->kind == N_ENTRY) {
		n->tp_field = (int)out->len;
		vec_push(out, n);
		return;
	}
	number_entries(n->a, out);
	number_entries(n->b, out);
	number_entries(n->c, out);
	number_entries(n->d, out);
	for (i = 0; i < n->args.len; i++)
		number_entries(VEC_AT(n->args, i), out);
	if (n->fe) {
		number_entries(n->fe->value_var, out);
		number_entries(n->fe->limit, out);
	}
}

/*
 * A return probe's @entry values: struct pmpe_pIDX, one slot per @entry
 * (a long, or a string's buffer), and pmpp_entryIDX(c), which evaluates
 * each expression into c->entry's slots at the call's entry, under the
 * locks of what the expressions use (locks.c).  Where
 * c->entry lives, per call, is the point's runtime's to give (a
 * kretprobe's instance data, pmp_kprobe.c); the body reads slot K from
 * there too (codegen_expr.c).  The statements go to TEXT, the temporaries
 * to TEMPS; the frame struct they share with the body is the body's.
 */
static void gen_entry_values(struct cg *g, struct buf *structs, const struct vec *entries,
			     size_t idx, struct buf *text, struct buf *temps)
{
	size_t i;

	buf_printf(structs, "struct pmpe_p%zu {\n", idx);
	frame_begin(g, text);
	for (i = 0; i < entries->len; i++) {
		struct node *n = VEC_AT(*entries, i);
		struct cval v = gen(g, n->a);

		if (n->type == TY_STRING) {
			buf_printf(structs, "\tchar e%zu[PMP_MAXSTRINGLEN];\n", i);
			emit(g, "pmp_strlcpy(pmp_en->e%zu, %s);", i, v.c);
		} else {
			buf_printf(structs, "\tlong e%zu;\n", i);
			emit(g, "pmp_en->e%zu = %s;", i, v.c);
		}
		cv_free(&v);
	}
	buf_puts(structs, "};\n\n");
	buf_init(temps);
	emit_temps(temps, g);
}

static void put_entry_fn(struct buf *out, const struct rprobe *rp, size_t idx,
			 const struct buf *text, const struct buf *temps)
{
	char *pp = c_comment_text(rp->pp_text);

	buf_printf(out, "/* probe %s: its @entry values, at the call's entry */\n"
		   "void pmpp_entry%zu(struct pmp_context *c);\n"
		   "void pmpp_entry%zu(struct pmp_context *c)\n{\n"
		   "\tstruct pmpl_p%zu *l __maybe_unused = (struct pmpl_p%zu *)c->locals;\n"
		   "\tstruct pmpe_p%zu *pmp_en = c->entry;\n",
		   pp, idx, idx, idx, idx, idx);
	buf_add(out, temps->data, temps->len);
	buf_putc(out, '\n');
	put_locks(out, &rp->entry_locks);
	buf_add(out, text->data, text->len);
	buf_puts(out, "pmp_out: __maybe_unused;\n");
	put_unlocks(out, &rp->entry_locks);
	buf_puts(out, "}\n\n");
	free(pp);
}

/* A probe's body, from its opening brace (probe_head goes above); a
 * return probe with @entry values, its entry function after it. */
void gen_probe(struct cg *g, struct buf *structs, struct buf *out, struct rprobe *rp, size_t idx)
{
	struct buf body, etext = { 0 }, etemps = { 0 };
	struct vec entries = { 0 };
	char *sname = xasprintf("pmpl_p%zu", idx);
	int emax_str = 0, emax_key = 0;

	g->fn = NULL;
	g->rp = rp;
	g->probe_no = (long)idx + 1;
	number_entries(rp->body, &entries);
	rp->nentries = (int)entries.len;
	if (entries.len) {
		gen_entry_values(g, structs, &entries, idx, &etext, &etemps);
		emax_str = g->max_str;
		emax_key = g->max_key;
	}
	frame_begin(g, &body);
	gen_stmt(g, rp->body);
	/* one frame for the entry's run and the return's */
	emit_locals_struct(structs, sname, &rp->locals, g->max_str > emax_str ? g->max_str : emax_str,
			   g->max_key > emax_key ? g->max_key : emax_key);
	buf_printf(out, "{\n\tstruct %s *l __maybe_unused = (struct %s *)c->locals;\n", sname, sname);
	emit_temps(out, g);
	buf_putc(out, '\n');
	init_locals(out, &rp->locals, 0);
	put_locks(out, &rp->locks);
	if (rp->snapshot)
		buf_puts(out, "\tpmp_globals_snapshot(c);\n");
	buf_add(out, body.data, body.len);
	buf_puts(out, "pmp_out: __maybe_unused;\n");
	put_unlocks(out, &rp->locks);
	buf_puts(out, "}\n\n");
	if (entries.len)
		put_entry_fn(out, rp, idx, &etext, &etemps);
	buf_free(&body);
	buf_free(&etext);
	buf_free(&etemps);
	free(entries.items);
	free(sname);
}
