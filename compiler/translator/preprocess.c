/*
 * preprocess.c - pass 1, between the scanner and the grammar: SystemTap's
 * preprocessor.  A file's tokens are read whole and its macro definitions
 * (@define NAME[(PARAMS)] %( BODY %)) taken out first, in every branch of
 * a conditional, as stap does; the grammar then reads the rest with macro
 * uses (@NAME, @NAME(ARGS)) and parameters expanded, $# and @# replaced
 * by the number of script arguments, and each %( CONDITION %? A %: B %)
 * replaced by the branch its condition selects (preprocess_cond.c).  The
 * other branch is only skipped, balancing nested %( %).  A token a macro
 * made is located at the use, its loc_macro chain saying where the
 * definitions wrote it.  Macros are local to their file.
 */
#include <stdlib.h>
#include <string.h>

#include "preprocess.h"

/* How deep macro uses may nest in expansions, and how many tokens the
 * expansions of one file may make (a few nested doublings would make
 * billions). */
#define PP_MAX_DEPTH 100
#define PP_MAX_EXPANDED 1000000

/* The @-operators of SystemTap's language: @NAME( is left to the grammar
 * when NAME is one of them and not a macro; any other is a macro use. */
static const char *const at_operators[] = {
	"count", "sum", "min", "max", "avg", "variance", "hist_log",
	"hist_linear", "entry", "defined", "cast", "var", "const",
	"kregister", "uregister", "perf", "probewrite",
};

struct pp_macro {
	char *name;
	struct loc loc;           /* of NAME in @define NAME */
	struct vec params;        /* char * */
	bool parens;              /* @define NAME(...): its uses need (...) */
	struct tokv body;
};

/* One expansion of a macro. */
struct pp_call {
	const struct pp_macro *m;
	struct loc use;           /* of @NAME, as the grammar sees it */
	struct vec args;          /* struct tokv *, located as the grammar sees them */
	struct pp_call *caller;   /* the expansion the use was read in, or NULL */
	int depth;
};

/* Where tokens come from: the file, a macro's body or an argument. */
struct pp_frame {
	const struct tokv *toks;
	size_t i;
	struct pp_call *body;     /* the expansion whose body this is, or NULL */
	struct pp_call *ctx;      /* whose parameters @NAME may name, or NULL */
};

/* A conditional whose selected branch is being read. */
struct pp_cond {
	struct loc open;
	size_t frame;             /* the frame of its '%(' (1-based depth) */
	bool in_else;
};

struct pp_state {
	const struct tr_options *opt;
	struct tokv file;         /* the file without its definitions */
	struct vec macros;        /* struct pp_macro * */
	struct pp_frame *frames;
	size_t nframes, capframes;
	struct pp_cond *conds;
	size_t nconds, capconds;
	size_t expanded;
	struct loc eof;
	bool failed;              /* it reported an error (the grammar's
				   * follow from it: not reported) */
};

int pp_rawlex(PPSTYPE *lval, PPLTYPE *lloc, yyscan_t scanner);
struct lex_state *ppget_extra(yyscan_t scanner);

/* ----------------------------------------------------------- tokens */

static void tokv_push(struct tokv *v, const struct pp_tok *t)
{
	if (v->n == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 64;
		v->t = xrealloc(v->t, v->cap * sizeof(*v->t));
	}
	v->t[v->n++] = *t;
}

/* T with its own copies of its strings (the grammar takes them). */
static struct pp_tok tok_copy(const struct pp_tok *t)
{
	struct pp_tok c = *t;

	switch (t->kind) {
	case IDENT: case CTXVAR: case AGGOP: case EMBEDDED:
		c.val.str = xstrdup(t->val.str);
		break;
	case NUMBER:
		c.val.number.text = xstrdup(t->val.number.text);
		break;
	case STRING:
		c.val.lit.text = xstrdup(t->val.lit.text);
		c.val.lit.str = xmalloc(t->val.lit.len + 1);
		memcpy(c.val.lit.str, t->val.lit.str, t->val.lit.len + 1);
		break;
	}
	return c;
}

static bool is_at(const struct pp_tok *t, const char *name)
{
	return t->kind == AGGOP && !strcmp(t->val.str, name);
}

static bool is_at_operator(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(at_operators) / sizeof(at_operators[0]); i++)
		if (!strcmp(at_operators[i], name))
			return true;
	return false;
}

/* ------------------------------------------------------ definitions */

static const struct pp_macro *find_macro(const struct pp_state *ps, const char *name)
{
	size_t i;

	for (i = 0; i < ps->macros.len; i++) {
		const struct pp_macro *m = VEC_AT(ps->macros, i);

		if (!strcmp(m->name, name))
			return m;
	}
	return NULL;
}

static bool take_body(const struct tokv *raw, size_t *i, struct pp_macro *m);

/* (A, B, ...) after @define NAME, from RAW[*I] (at the '('). */
static bool take_params(const struct tokv *raw, size_t *i, struct pp_macro *m)
{
	size_t k = *i + 1;
	bool comma = false;

	m->parens = true;
	while (k < raw->n && raw->t[k].kind == IDENT) {
		vec_push(&m->params, raw->t[k].val.str);
		comma = ++k < raw->n && raw->t[k].kind == ',';
		if (!comma)
			break;
		k++;
	}
	if (k < raw->n && raw->t[k].kind == ')' && !comma) {
		*i = k + 1;
		return true;
	}
	error_at(k < raw->n ? raw->t[k].loc : raw->t[*i].loc,
		 "malformed parameter list of macro '@%s': expected '(NAME, NAME, ...)'",
		 m->name);
	/* Its body goes with it. */
	while (k < raw->n && raw->t[k].kind != PP_OPEN && raw->t[k].kind != ')')
		k++;
	*i = k + (k < raw->n && raw->t[k].kind == ')');
	if (*i < raw->n && raw->t[*i].kind == PP_OPEN)
		take_body(raw, i, m);
	return false;
}

/* The body %( ... %) from RAW[*I] (at the '%('), nested %( %) balanced. */
static bool take_body(const struct tokv *raw, size_t *i, struct pp_macro *m)
{
	size_t k = *i + 1;
	int depth = 0;

	for (; k < raw->n; k++) {
		int kind = raw->t[k].kind;

		if (kind == PP_CLOSE && depth-- == 0)
			break;
		depth += kind == PP_OPEN;
		tokv_push(&m->body, &raw->t[k]);
	}
	if (k >= raw->n) {
		error_at(raw->t[*i].loc, "unterminated body of macro '@%s': '%%(' without its '%%)'",
			 m->name);
		*i = k;
		return false;
	}
	*i = k + 1;
	return true;
}

static void add_macro(struct pp_state *ps, struct pp_macro *m)
{
	const struct pp_macro *old = find_macro(ps, m->name);

	if (!old) {
		vec_push(&ps->macros, m);
		return;
	}
	error_at(m->loc, "macro '@%s' is defined twice (definitions are taken from both branches of a conditional, as in SystemTap: put the conditional inside one body)",
		 m->name);
	note_at(old->loc, "the first definition of '@%s'", m->name);
}

/* @define NAME [(PARAMS)] %( BODY %) from RAW[*I] (at @define). */
static void take_define(struct pp_state *ps, const struct tokv *raw, size_t *i)
{
	struct pp_macro *m;
	size_t k = *i + 1;

	m = xcalloc(1, sizeof(*m));
	if (k >= raw->n || raw->t[k].kind != IDENT) {
		error_at(raw->t[*i].loc, "expected a macro name after '@define'");
		m->name = "?";
		*i = k;
		if (k < raw->n && raw->t[k].kind == PP_OPEN)
			take_body(raw, i, m);
		return;
	}
	m->name = raw->t[k].val.str;
	m->loc = raw->t[k].loc;
	*i = k + 1;
	if (*i < raw->n && raw->t[*i].kind == '(' && !take_params(raw, i, m))
		return;
	if (*i >= raw->n || raw->t[*i].kind != PP_OPEN) {
		error_at(*i < raw->n ? raw->t[*i].loc : m->loc,
			 "expected '%%(' to open the body of macro '@%s'", m->name);
		return;
	}
	if (take_body(raw, i, m))
		add_macro(ps, m);
}

/* Every token of the file, its definitions taken out. */
static void read_tokens(struct pp_state *ps, yyscan_t scanner)
{
	struct tokv raw = { 0 };
	struct pp_tok t = { 0 };
	size_t i = 0;
	int before;

	while ((t.kind = pp_rawlex(&t.val, &t.loc, scanner)) != 0)
		tokv_push(&raw, &t);
	ps->eof = t.loc;          /* of the last text read, as bison's was */
	before = diag_errors;
	while (i < raw.n) {
		if (is_at(&raw.t[i], "define"))
			take_define(ps, &raw, &i);
		else
			tokv_push(&ps->file, &raw.t[i++]);
	}
	ps->failed = diag_errors != before;
	free(raw.t);
}

/* ----------------------------------------------------------- frames */

static void push_frame(struct pp_state *ps, const struct tokv *toks,
		       struct pp_call *body, struct pp_call *ctx)
{
	if (ps->nframes == ps->capframes) {
		ps->capframes = ps->capframes ? ps->capframes * 2 : 16;
		ps->frames = xrealloc(ps->frames, ps->capframes * sizeof(*ps->frames));
	}
	ps->frames[ps->nframes++] = (struct pp_frame){ toks, 0, body, ctx };
}

/* A frame ends: a conditional opened in it and not closed is an error. */
static void pop_frame(struct pp_state *ps)
{
	while (ps->nconds && ps->conds[ps->nconds - 1].frame == ps->nframes) {
		error_at(ps->conds[ps->nconds - 1].open,
			 "unterminated conditional: '%%(' without its '%%)'");
		ps->nconds--;
	}
	ps->nframes--;
}

static struct pp_frame *top(struct pp_state *ps)
{
	return &ps->frames[ps->nframes - 1];
}

/* T, written in CALL's macro body, located as the grammar sees it. */
static void relocate(struct pp_tok *t, const struct pp_call *call)
{
	struct loc_macro *m = xmalloc(sizeof(*m));

	m->name = call->m->name;
	m->at = t->loc;
	m->up = call->use.macro;
	t->loc = call->use;
	t->loc.macro = m;
}

/* The top frame's next token, or false at its end. */
static bool frame_take(struct pp_state *ps, struct pp_tok *t)
{
	struct pp_frame *f = top(ps);

	if (f->i >= f->toks->n)
		return false;
	*t = tok_copy(&f->toks->t[f->i++]);
	if (f->body)
		relocate(t, f->body);
	if (ps->nframes > 1 && ++ps->expanded == PP_MAX_EXPANDED) {
		error_at(t->loc, "macro expansion makes more than %d tokens", PP_MAX_EXPANDED);
		ps->nframes = 1;
		ps->frames[0].i = ps->frames[0].toks->n;
		ps->nconds = 0;
		return false;
	}
	return true;
}

static int frame_peek(struct pp_state *ps)
{
	struct pp_frame *f = top(ps);

	return f->i < f->toks->n ? f->toks->t[f->i].kind : 0;
}

/* ----------------------------------------------------- macro calls */

/* A macro's arguments, from the top frame after @NAME: '(' A, B ... ')',
 * commas inside brackets not separating. */
static bool take_args(struct pp_state *ps, struct pp_call *call)
{
	struct pp_tok t, open;
	struct tokv *arg = xcalloc(1, sizeof(*arg));
	int depth = 0;

	if (!frame_take(ps, &open))
		return false;
	vec_push(&call->args, arg);
	while (frame_take(ps, &t)) {
		if (depth == 0 && (t.kind == ',' || t.kind == ')')) {
			if (t.kind == ')')
				return true;
			arg = xcalloc(1, sizeof(*arg));
			vec_push(&call->args, arg);
			continue;
		}
		depth += (t.kind == '(' || t.kind == '[' || t.kind == '{') -
			 (t.kind == ')' || t.kind == ']' || t.kind == '}');
		tokv_push(arg, &t);
	}
	error_at(open.loc, "unterminated arguments of macro '@%s': '(' without its ')'",
		 call->m->name);
	return false;
}

static bool args_match(struct pp_state *ps, struct pp_call *call)
{
	const struct pp_macro *m = call->m;
	size_t given;

	if (frame_peek(ps) != '(') {
		error_at(call->use, "macro '@%s' takes %zu argument%s: expected '(' after its name",
			 m->name, m->params.len, m->params.len == 1 ? "" : "s");
		note_at(m->loc, "'@%s' is defined here", m->name);
		return false;
	}
	if (!take_args(ps, call))
		return false;
	given = call->args.len;
	if (given == 1 && !((struct tokv *)VEC_AT(call->args, 0))->n && !m->params.len)
		given = 0;
	if (given == m->params.len)
		return true;
	error_at(call->use, "macro '@%s' takes %zu argument%s, given %zu", m->name,
		 m->params.len, m->params.len == 1 ? "" : "s", given);
	note_at(m->loc, "'@%s' is defined here", m->name);
	return false;
}

/* A use of M read in the top frame at T: its expansion becomes the top
 * frame, unless it is malformed or recursive. */
static void call_macro(struct pp_state *ps, const struct pp_macro *m,
		       const struct pp_tok *t)
{
	struct pp_call *call = xcalloc(1, sizeof(*call)), *c;

	call->m = m;
	call->use = t->loc;
	call->caller = top(ps)->ctx;
	call->depth = call->caller ? call->caller->depth + 1 : 1;
	for (c = call->caller; c; c = c->caller)
		if (c->m == m) {
			error_at(t->loc, "macro '@%s' uses itself: a macro cannot be recursive",
				 m->name);
			return;
		}
	if (call->depth > PP_MAX_DEPTH) {
		error_at(t->loc, "macros nest more than %d deep", PP_MAX_DEPTH);
		return;
	}
	if (m->parens && !args_match(ps, call))
		return;
	push_frame(ps, &m->body, call, call);
}

/* The parameter NAME of the expansion CTX: its argument, or NULL. */
static const struct tokv *find_param(const struct pp_call *ctx, const char *name)
{
	size_t i;

	for (i = 0; ctx && i < ctx->m->params.len; i++)
		if (!strcmp(VEC_AT(ctx->m->params, i), name))
			return VEC_AT(ctx->args, i);
	return NULL;
}

/* @NAME at T: true when it was a parameter or a macro (now expanding, or
 * reported), false when the grammar is to have it. */
static bool expand(struct pp_state *ps, const struct pp_tok *t)
{
	struct pp_call *ctx = top(ps)->ctx;
	const struct tokv *arg = find_param(ctx, t->val.str);
	const struct pp_macro *m;

	if (arg) {
		push_frame(ps, arg, NULL, ctx->caller);
		return true;
	}
	m = find_macro(ps, t->val.str);
	if (m) {
		call_macro(ps, m, t);
		return true;
	}
	if (!strcmp(t->val.str, "define"))
		error_at(t->loc, "'@define' inside a macro body or its arguments: definitions go at the top level of a file");
	else if (frame_peek(ps) == '(' || is_at_operator(t->val.str))
		return false;
	else
		error_at(t->loc, "unknown macro '@%s' (no '@define %s' in this file)",
			 t->val.str, t->val.str);
	return true;
}

/* $# and @#: the number of script arguments, as a number or a string. */
static void argc_token(struct pp_state *ps, struct pp_tok *t)
{
	int n = ps->opt ? ps->opt->nscript_args : 0;

	if (t->kind == PP_ARGC) {
		t->kind = NUMBER;
		t->val.number.num = n;
		t->val.number.text = xasprintf("%d", n);
		return;
	}
	t->kind = STRING;
	t->val.lit.str = xasprintf("%d", n);
	t->val.lit.len = strlen(t->val.lit.str);
	t->val.lit.text = xasprintf("\"%d\"", n);
}

/* The next token with macros, parameters, $# and @# expanded; the
 * conditional's tokens are left in.  False at the end of the file. */
static bool next_plain(struct pp_state *ps, struct pp_tok *t)
{
	while (ps->nframes) {
		if (!frame_take(ps, t)) {
			pop_frame(ps);
			continue;
		}
		if (t->kind == PP_ARGC || t->kind == PP_ARGC_STR)
			argc_token(ps, t);
		if (t->kind != AGGOP || !expand(ps, t))
			return true;
	}
	return false;
}

/* ----------------------------------------------------- conditionals */

/* Skips the unselected branch in the top frame up to its '%:' (when
 * ELSE_ENDS) or '%)', nested %( %) balanced; returns which, or 0 at the
 * frame's end. */
static int skip_branch(struct pp_state *ps, bool else_ends)
{
	struct pp_frame *f = top(ps);
	int depth = 0;

	while (f->i < f->toks->n) {
		int kind = f->toks->t[f->i++].kind;

		if (depth == 0 && (kind == PP_CLOSE || (kind == PP_ELSE && else_ends)))
			return kind;
		depth += (kind == PP_OPEN) - (kind == PP_CLOSE);
	}
	return 0;
}

static void push_cond(struct pp_state *ps, struct loc open, bool in_else)
{
	if (ps->nconds == ps->capconds) {
		ps->capconds = ps->capconds ? ps->capconds * 2 : 8;
		ps->conds = xrealloc(ps->conds, ps->capconds * sizeof(*ps->conds));
	}
	ps->conds[ps->nconds++] = (struct pp_cond){ open, ps->nframes, in_else };
}

/* The tokens of the condition of the '%(' at OPEN, up to its '%?'. */
static bool read_condition(struct pp_state *ps, const struct pp_tok *open,
			   struct tokv *cond)
{
	struct pp_tok t;

	while (next_plain(ps, &t)) {
		if (t.kind == PP_THEN)
			return true;
		if (t.kind == PP_OPEN || t.kind == PP_ELSE || t.kind == PP_CLOSE) {
			error_at(t.loc, "expected '%%?' after the condition of '%%(' (a condition cannot hold '%%(', '%%:' or '%%)')");
			/* The rest of this conditional goes with it. */
			if (t.kind != PP_CLOSE && skip_branch(ps, false) && t.kind == PP_OPEN)
				skip_branch(ps, false);
			return false;
		}
		tokv_push(cond, &t);
	}
	error_at(open->loc, "unterminated conditional: '%%(' without its '%%?'");
	return false;
}

/* %( CONDITION %? ...: the selected branch is read next. */
static void cond_open(struct pp_state *ps, const struct pp_tok *open)
{
	struct tokv cond = { 0 };
	int end;

	if (!read_condition(ps, open, &cond)) {
		free(cond.t);
		return;
	}
	if (pp_condition(cond.t, cond.n, open->loc, ps->opt)) {
		push_cond(ps, open->loc, false);
	} else {
		end = skip_branch(ps, true);
		if (end == PP_ELSE)
			push_cond(ps, open->loc, true);
		else if (!end)
			error_at(open->loc, "unterminated conditional: '%%(' without its '%%)'");
	}
	free(cond.t);
}

/* The innermost conditional, if T ('%:' or '%)') can be its. */
static struct pp_cond *cond_of(struct pp_state *ps, const struct pp_tok *t)
{
	struct pp_cond *c = ps->nconds ? &ps->conds[ps->nconds - 1] : NULL;

	if (c && c->frame == ps->nframes && !(t->kind == PP_ELSE && c->in_else))
		return c;
	error_at(t->loc, t->kind == PP_ELSE ?
		 "'%%:' outside a conditional ('%%( CONDITION %%? ... %%: ... %%)')" :
		 "'%%)' outside a conditional or a macro body");
	return NULL;
}

/* A '%:' or '%)' in the selected branch. */
static void cond_end(struct pp_state *ps, const struct pp_tok *t)
{
	struct pp_cond *c = cond_of(ps, t);

	if (!c)
		return;
	if (t->kind == PP_ELSE && !skip_branch(ps, false))
		error_at(c->open, "unterminated conditional: '%%(' without its '%%)'");
	ps->nconds--;
}

/* The grammar's next token. */
static bool next_token(struct pp_state *ps, struct pp_tok *t)
{
	while (next_plain(ps, t)) {
		if (t->kind == PP_OPEN)
			cond_open(ps, t);
		else if (t->kind == PP_ELSE || t->kind == PP_CLOSE)
			cond_end(ps, t);
		else if (t->kind == PP_THEN)
			error_at(t->loc, "'%%?' outside a conditional ('%%( CONDITION %%? ... %%)')");
		else
			return true;
	}
	return false;
}

/* -------------------------------------------------------- the grammar's */

int pplex(PPSTYPE *lval, PPLTYPE *lloc, yyscan_t scanner)
{
	struct lex_state *st = ppget_extra(scanner);
	struct pp_tok t;
	int before;
	bool more;

	if (!st->pp) {
		st->pp = xcalloc(1, sizeof(*st->pp));
		st->pp->opt = st->prog->opt;
		read_tokens(st->pp, scanner);
		push_frame(st->pp, &st->pp->file, NULL, NULL);
	}
	before = diag_errors;
	more = next_token(st->pp, &t);
	st->pp->failed |= diag_errors != before;
	if (!more) {
		*lloc = st->pp->eof;
		return 0;
	}
	*lval = t.val;
	*lloc = t.loc;
	return t.kind;
}

bool pp_failed(const struct lex_state *st)
{
	return st->pp && st->pp->failed;
}

void pp_end(struct lex_state *st)
{
	struct pp_state *ps = st->pp;

	if (!ps)
		return;
	free(ps->frames);
	free(ps->conds);
	st->pp = NULL;
}
