/*
 * effects.c - pass 2: which expressions and functions have side effects,
 * the facts elide.c removes code by.  An effect is a write to a variable
 * (a global anywhere; a local only in the scope that owns it), output
 * (printf, print, println), or a call of a function with effects.  An
 * embedded-C function has effects unless its doc says "/// @pure".
 * A runtime error (division by zero) is not an effect, as in SystemTap.
 */
#include <string.h>

#include "internal.h"

static bool effects(const struct node *n, bool locals);

/* A write to T: always an effect on a global, on a local if LOCALS. */
static bool write_effect(const struct node *t, bool locals)
{
	return locals || (t && t->sym && t->sym->kind == SYM_GLOBAL);
}

static bool call_effect(const struct node *n)
{
	if (n->builtin == BI_PRINTF || n->builtin == BI_PRINT ||
	    n->builtin == BI_PRINTLN || n->builtin == BI_PRINTD ||
	    n->builtin == BI_PRINTDLN)
		return true;
	return n->fn && n->fn->has_effects;
}

static bool children_effects(const struct node *n, bool locals)
{
	size_t i;

	if (effects(n->a, locals) || effects(n->b, locals) ||
	    effects(n->c, locals) || effects(n->d, locals))
		return true;
	for (i = 0; i < n->args.len; i++)
		if (effects(VEC_AT(n->args, i), locals))
			return true;
	return n->fe && effects(n->fe->limit, locals);
}

static bool effects(const struct node *n, bool locals)
{
	if (!n)
		return false;
	switch (n->kind) {
	case N_ASSIGN:
	case N_INCDEC:
	case N_AGGADD:
	case N_DELETE:
		if (write_effect(n->a, locals))
			return true;
		break;
	case N_FOREACH:
		if (locals)   /* it assigns its key variables */
			return true;
		break;
	case N_TRY:
		if (locals && n->c)   /* it assigns the message */
			return true;
		break;
	case N_CALL:
		if (call_effect(n))
			return true;
		break;
	default:
		break;
	}
	return children_effects(n, locals);
}

bool expr_has_effects(const struct node *n)
{
	return effects(n, true);
}

/* Every function's has_effects, to a fixed point over the call graph. */
void find_function_effects(struct program *prog)
{
	bool changed = true;
	size_t i;

	for (i = 0; i < prog->functions.len; i++) {
		struct function *f = VEC_AT(prog->functions, i);

		f->has_effects = f->embedded &&
			!(f->doc && strstr(f->doc, "@pure"));
	}
	while (changed) {
		changed = false;
		for (i = 0; i < prog->functions.len; i++) {
			struct function *f = VEC_AT(prog->functions, i);

			if (f->has_effects || !f->body || !effects(f->body, false))
				continue;
			f->has_effects = true;
			changed = true;
		}
	}
}
