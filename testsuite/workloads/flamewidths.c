/*
 * flamewidths SVG [MIN [STEP]]: what a flame graph of pmprobe's
 * --flamegraph shows widest.  For each frame name in SVG (its frames'
 * "<title>NAME: N UNIT (P%)</title>"), its widest frame's weight as a
 * percentage of the root's ("all"), rounded to the nearest multiple of
 * STEP (default 1: a test's bound of +-STEP/2 points), for the names of
 * MIN percent (default 5) or more, widest first (by the rounded
 * percentage, then by name, so that the order does not hang on a sample
 * or two): "NAME PERCENT" lines.  The guest tests of
 * user-space flame graphs match these lines (testsuite/run/ustack_fp.pp and its kin).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct frame {
	char name[256];
	double weight;
	long percent;
};

static int widest_first(const void *a, const void *b)
{
	const struct frame *x = a, *y = b;

	if (x->percent != y->percent)
		return x->percent < y->percent ? 1 : -1;
	return strcmp(x->name, y->name);
}

int main(int argc, char **argv)
{
	static struct frame f[4096];
	static char line[65536];
	double root = 0, min = argc > 2 ? atof(argv[2]) : 5, step = argc > 3 ? atof(argv[3]) : 1;
	size_t n = 0, i;
	FILE *svg;

	if (argc < 2 || step < 1 || !(svg = fopen(argv[1], "r"))) {
		fprintf(stderr, "usage: flamewidths SVG [MIN [STEP]]\n");
		return 2;
	}
	while (fgets(line, sizeof(line), svg)) {
		char *t = strstr(line, "<title>"), *colon;
		double w;

		if (!t || !(colon = strstr(t, ": ")) || sscanf(colon + 2, "%lf", &w) != 1)
			continue;
		t += strlen("<title>");
		*colon = '\0';
		if (!strcmp(t, "all") && w > root)
			root = w;
		for (i = 0; i < n && strcmp(f[i].name, t); i++)
			;
		if (i == n) {
			if (n == sizeof(f) / sizeof(f[0]) || strlen(t) >= sizeof(f[0].name))
				continue;
			snprintf(f[n++].name, sizeof(f[0].name), "%s", t);
		}
		if (w > f[i].weight)
			f[i].weight = w;
	}
	fclose(svg);
	if (root <= 0) {
		fprintf(stderr, "flamewidths: %s has no root frame\n", argv[1]);
		return 1;
	}
	for (i = 0; i < n; i++)
		f[i].percent = (long)(100 * f[i].weight / root / step + 0.5) * (long)step;
	qsort(f, n, sizeof(f[0]), widest_first);
	for (i = 0; i < n; i++)
		if (100 * f[i].weight / root >= min)
			printf("%s %ld\n", f[i].name, f[i].percent);
	return 0;
}
