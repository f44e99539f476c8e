/*
 * expand.c - pass 2, wildcards in the names of points: which names a
 * tracepoint's ("SUBSYS:GLOB"), a kernel function's ("vfs_*", a module's
 * "MOD:GLOB") or a program's function's pattern stands for, each family
 * read where it is known (tp_points.c, kp_points.c, up_points.c) and
 * bounded there.  events.c makes one point of each name.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A module's functions: "MOD:GLOB" matched, "MOD:" taken off each. */
static bool module_names(const struct wild *w, struct vec *names)
{
	char *full = xasprintf("%s:%s", w->scope, w->pattern);
	bool ok = kp_wildcard_names(full, w->loc, w->opt, w->optional, names);
	size_t i;

	for (i = 0; ok && i < names->len; i++) {
		char *fn = VEC_AT(*names, i), *colon = strchr(fn, ':');

		if (colon)
			memmove(fn, colon + 1, strlen(colon + 1) + 1);
	}
	free(full);
	return ok;
}

bool wild_names(const struct wild *w, struct vec *names)
{
	switch (w->kind) {
	case WILD_TRACEPOINT:
		return tp_wildcard_names(w->pattern, w->loc, w->opt, w->optional, names);
	case WILD_KFUNC:
		if (w->scope)
			return module_names(w, names);
		return kp_wildcard_names(w->pattern, w->loc, w->opt, w->optional, names);
	case WILD_UFUNC:
		return up_wildcard_names(w->scope, w->scope_loc, w->pattern, w->loc, w->opt,
					 w->optional, names);
	}
	return false;
}
