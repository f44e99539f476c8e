/*
 * codegen_text.c - pass 3's C text: lines at the current depth, C
 * literals and comments for script text (nothing from the script
 * escapes them), and every C name made from a script's name.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "codegen_internal.h"

void emit(struct cg *g, const char *fmt, ...)
{
	va_list ap;
	int i;

	for (i = 0; i < g->depth; i++)
		buf_putc(g->out, '\t');
	va_start(ap, fmt);
	buf_vprintf(g->out, fmt, ap);
	va_end(ap);
	buf_putc(g->out, '\n');
}

/* ----------------------------------------------------------- literals */

/* A C string literal for BYTES: nothing from the script escapes it. */
char *c_string(const char *s, size_t n)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_putc(&b, '"');
	for (i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];

		if (ch == '"' || ch == '\\')
			buf_printf(&b, "\\%c", ch);
		else if (ch == '?')
			buf_puts(&b, "\\?");   /* no trigraphs */
		else if (ch >= 32 && ch < 127)
			buf_putc(&b, (char)ch);
		else
			buf_printf(&b, "\\%03o", ch);
	}
	buf_putc(&b, '"');
	return buf_steal(&b);
}

char *c_str0(const char *s)
{
	return c_string(s, strlen(s));
}

/* "FILE:LINE:COL" as a C literal. */
char *where(struct loc loc)
{
	char *w = loc_str(loc), *lit = c_str0(w);

	free(w);
	return lit;
}

/* A comment that cannot be closed early by script text. */
char *c_comment_text(const char *s)
{
	struct buf b;

	buf_init(&b);
	/* Neither "*" "/" (the end) nor "/" "*" (-Wcomment) may appear. */
	for (; *s; s++) {
		if ((s[0] == '*' && s[1] == '/') || (s[0] == '/' && s[1] == '*')) {
			buf_putc(&b, s[0]);
			buf_putc(&b, ' ');
			buf_putc(&b, s[1]);
			s++;
		} else if ((unsigned char)*s < 32 || (unsigned char)*s >= 127) {
			buf_putc(&b, '?');
		} else {
			buf_putc(&b, *s);
		}
	}
	return buf_steal(&b);
}

char *c_long(int64_t v)
{
	if (v == INT64_MIN)
		return xstrdup("(-9223372036854775807LL - 1)");
	return xasprintf("%" PRId64 "LL", v);
}

/* ---------------------------------------------------------------- names */

/*
 * Every C name made from a script's name, made here.  A global NAME is
 * pmpg_NAME; what pass 3 derives from it has a prefix no global can
 * spell: pmpgd_NAME (a map's descriptor), pmpgs_NAME (an aggregate's),
 * pmpgk_NAME (its lock).  (pmpg_d_NAME collided with a global named
 * d_NAME.)  A function's names and a local's are in namespaces of their
 * own: C functions, a frame's fields, a function's parameters.
 */
static const char *const cname_prefix[] = {
	[CN_GLOBAL] = "pmpg_", [CN_MAP_DESC] = "pmpgd_", [CN_STAT_DESC] = "pmpgs_",
	[CN_LOCK] = "pmpgk_", [CN_LOCAL] = "l->v_", [CN_SLOT] = "v_",
	[CN_PARAM] = "pa_", [CN_ARG_MACRO] = "PMP_ARG_", [CN_FUNC] = "pmpf_",
	[CN_FRAME] = "pmpl_f_", [CN_FRAME_MEMBER] = "f_",
};

/* The C name of kind K for the script's NAME.  It lives until the 8th
 * call after this one: enough for one emit(); copy it to keep it. */
const char *cname(enum cname k, const char *name)
{
	static struct buf ring[8];
	static unsigned next;
	struct buf *b = &ring[next++ % 8];

	b->len = 0;
	buf_printf(b, "%s%s", cname_prefix[k], name);
	return b->data;
}

/* A variable's C lvalue: a global's, or a local's slot in its frame. */
const char *var_ref(const struct symbol *s)
{
	return cname(s->kind == SYM_GLOBAL ? CN_GLOBAL : CN_LOCAL, s->name);
}

