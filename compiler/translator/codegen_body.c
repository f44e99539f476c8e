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
static void gen_frame_body(struct cg *g, struct buf *structs, const char *sname,
			   const struct vec *locals, struct node *body, struct buf *text)
{
	memset(&g->loops, 0, sizeof(g->loops));
	g->err_label = "pmp_out";
	g->try_depth = g->try_in_loop = 0;
	g->nlong = g->nent = g->nstr = g->max_str = g->nkey = g->max_key = 0;
	buf_init(text);
	g->out = text;
	g->depth = 1;
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
static void put_locks(struct buf *out, const struct rprobe *rp)
{
	size_t i;

	for (i = 0; i < rp->locks.len; i++) {
		const struct lock *l = VEC_AT(rp->locks, i);

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
static void put_unlocks(struct buf *out, const struct rprobe *rp)
{
	size_t i;

	for (i = rp->locks.len; i-- > 0;) {
		const struct lock *l = VEC_AT(rp->locks, i);

		buf_printf(out, "\tpmp_%s_unlock(&%s);\n", lock_kind(l), cname(CN_LOCK, l->sym->name));
		if (i)
			buf_printf(out, "pmp_unlock%zu: __maybe_unused;\n", i - 1);
	}
}

/* A probe's body, from its opening brace (probe_head goes above). */
void gen_probe(struct cg *g, struct buf *structs, struct buf *out, struct rprobe *rp, size_t idx)
{
	struct buf body;
	char *sname = xasprintf("pmpl_p%zu", idx);

	g->fn = NULL;
	g->rp = rp;
	g->probe_no = (long)idx + 1;
	gen_frame_body(g, structs, sname, &rp->locals, rp->body, &body);
	buf_printf(out, "{\n\tstruct %s *l __maybe_unused = (struct %s *)c->locals;\n", sname, sname);
	emit_temps(out, g);
	buf_putc(out, '\n');
	init_locals(out, &rp->locals, 0);
	put_locks(out, rp);
	if (rp->snapshot)
		buf_puts(out, "\tpmp_globals_snapshot(c);\n");
	buf_add(out, body.data, body.len);
	buf_puts(out, "pmp_out: __maybe_unused;\n");
	put_unlocks(out, rp);
	buf_puts(out, "}\n\n");
	buf_free(&body);
	free(sname);
}
