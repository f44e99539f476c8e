/*
 * profile.c - which of the script's printed globals are profiles, and
 * the files --pprof and --flamegraph make of them at exit.  The rule:
 * every printed array whose one key is a string holding folded stacks
 * ("outer;...;inner": no blank in any key, a ';' in some) and whose
 * values are integers is a profile, its name the sample type, each
 * element a stack weighted by its value.  Another array is left out
 * with a warning; when none fits, one error and no file.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "global_record.h"
#include "profile.h"

/* The sample type names made here (NAME_sum, NAME_count), freed after
 * the files are written. */
struct namebuf {
	char **names;
	size_t n;
};

static const char *namebuf_add(struct namebuf *nb, const char *name, const char *suffix)
{
	size_t len = strlen(name) + strlen(suffix) + 1;
	char *s = xmalloc(len);

	snprintf(s, len, "%s%s", name, suffix);
	nb->names = xrealloc(nb->names, (nb->n + 1) * sizeof(*nb->names));
	nb->names[nb->n++] = s;
	return s;
}

static void namebuf_free(struct namebuf *nb)
{
	for (size_t i = 0; i < nb->n; i++)
		free(nb->names[i]);
	free(nb->names);
}

/* The option the user gave, to name in a message. */
static const char *option_of(const struct result_files *rf)
{
	return result_file_wanted(rf, RESULT_PPROF) ? "--pprof" : "--flamegraph";
}

/* Why array G is not a profile, in words; NULL if it is one. */
static const char *not_a_profile(const struct global_record *g)
{
	bool semicolon = false;

	if (g->nkeys != 1)
		return "a profile's array has one key, a folded stack";
	if (g->vkind != GREC_LONG && g->vkind != GREC_STAT)
		return "a profile's values are integers (a stack's weight) or statistics";
	if (!g->nelems)
		return "it is empty";
	for (size_t i = 0; i < g->nelems; i++) {
		const struct grec_key *k = &g->elems[i].keys[0];

		if (!k->is_string)
			return "its key is a number, not a folded stack";
		if (k->s[strcspn(k->s, " \t\n")])
			return "its keys hold blanks, so they are not folded stacks";
		semicolon |= strchr(k->s, ';') != NULL;
	}
	if (!semicolon)
		return "no key holds a ';', so they are not folded stacks";
	return NULL;
}

/* The elements of profile array G into P, as sample type P->ntypes
 * (an integer array's values) or P->ntypes and the next (a statistics
 * array's sums and counts); elements weighing 0 or less are left out. */
static void add_array(const struct global_record *g, struct profile *p,
		      struct namebuf *names)
{
	size_t t = p->ntypes;

	for (size_t e = 0; e < g->nelems; e++) {
		const struct grec_value *v = &g->elems[e].v;
		const char *stack = g->elems[e].keys[0].s;

		if (g->vkind == GREC_LONG) {
			if (v->l > 0)
				p->samples[p->nsamples++] = (struct profile_sample){ stack, t, v->l };
			continue;
		}
		if (v->sum > 0)
			p->samples[p->nsamples++] = (struct profile_sample){ stack, t, v->sum };
		if (v->count > 0)
			p->samples[p->nsamples++] = (struct profile_sample){ stack, t + 1, v->count };
	}
	if (g->vkind == GREC_LONG) {
		p->types[p->ntypes++] = g->name;
		return;
	}
	p->types[p->ntypes++] = namebuf_add(names, g->name, "_sum");
	p->types[p->ntypes++] = namebuf_add(names, g->name, "_count");
}

/* The profile arrays of GLOBALS into P; the others said. */
static void collect(const struct vec *globals, const struct result_files *rf,
		    struct profile *p, struct namebuf *names)
{
	size_t n = 0;

	for (size_t i = 0; i < globals->len; i++)
		n += ((struct global_record *)VEC_AT(*globals, i))->nelems;
	/* a statistics array: two types, two samples an element */
	p->types = xcalloc(2 * globals->len + 1, sizeof(*p->types));
	p->samples = xcalloc(2 * n + 1, sizeof(*p->samples));
	for (size_t i = 0; i < globals->len; i++) {
		const struct global_record *g = VEC_AT(*globals, i);
		const char *why;

		if (g->kind != GREC_ARRAY)
			continue;
		why = not_a_profile(g);
		if (why) {
			if (!diag_quiet_warnings)
				fprintf(stderr, "pmprobe: warning: %s: array %s is not a profile, left out: %s\n",
					option_of(rf), g->name, why);
			continue;
		}
		add_array(g, p, names);
	}
}

static bool put_pprof(const struct profile *p, const struct result_files *rf)
{
	struct buf gz = { 0 };
	bool ok = pprof_encode(p, &gz) &&
		  result_file_put(rf, RESULT_PPROF, gz.data, gz.len);

	buf_free(&gz);
	return ok;
}

static bool put_flamegraph(const struct profile *p, const struct result_files *rf)
{
	struct buf svg = { 0 };
	bool ok;

	flamegraph_svg(p, &svg);
	ok = result_file_put(rf, RESULT_FLAMEGRAPH, svg.data, svg.len);
	buf_free(&svg);
	return ok;
}

bool profile_write_results(const struct vec *globals, const struct result_files *rf)
{
	struct profile p = { 0 };
	struct namebuf names = { 0 };
	bool ok = true;

	if (!result_file_wanted(rf, RESULT_PPROF) && !result_file_wanted(rf, RESULT_FLAMEGRAPH))
		return true;
	collect(globals, rf, &p, &names);
	if (!p.ntypes) {
		fprintf(stderr, "pmprobe: %s: no printed array holds folded stacks (one string key "
			"\"outer;...;inner\", integer or statistics values): no profile written\n", option_of(rf));
		ok = false;
	}
	if (ok && result_file_wanted(rf, RESULT_PPROF))
		ok = put_pprof(&p, rf);
	if (p.ntypes && result_file_wanted(rf, RESULT_FLAMEGRAPH))
		ok = put_flamegraph(&p, rf) && ok;
	free(p.types);
	free(p.samples);
	namebuf_free(&names);
	return ok;
}
