/*
 * flamegraph.c - a profile's first array (profile.h) drawn as a flame
 * graph, an SVG document any browser opens: the stacks merged into a
 * tree, the root ("all") at the bottom, each frame as wide as the
 * weight of the stacks through it, callees on top of their caller in
 * name order, warm colours chosen by the frame's name (the same name,
 * the same colour), the name written in the frame when it fits and
 * its weight in a tooltip.  One frame a line, so a test can read them.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profile.h"

#define SVG_WIDTH 1200            /* pixels */
#define MARGIN 10                 /* left and right, and below the root */
#define TITLE_HEIGHT 34           /* above the highest frame */
#define FRAME_HEIGHT 16           /* a stack level, one pixel of it a gap */
#define CHAR_WIDTH 7.3            /* DejaVu Sans Mono at 12 px, and a little */
#define MIN_WIDTH 0.1             /* narrower frames (and their callees) are left out */

struct node {
	const char *name;
	size_t len;
	long weight;
	struct node **kids;
	size_t nkids, cap;
};

static struct node *child(struct node *n, const char *name, size_t len)
{
	struct node *k;

	for (size_t i = 0; i < n->nkids; i++)
		if (n->kids[i]->len == len && !memcmp(n->kids[i]->name, name, len))
			return n->kids[i];
	if (n->nkids == n->cap) {
		n->cap = n->cap ? n->cap * 2 : 4;
		n->kids = xrealloc(n->kids, n->cap * sizeof(*n->kids));
	}
	k = xcalloc(1, sizeof(*k));
	k->name = name;
	k->len = len;
	n->kids[n->nkids++] = k;
	return k;
}

static void add_stack(struct node *root, const char *stack, long weight)
{
	struct node *n = root;
	const char *f;
	size_t len;

	root->weight += weight;
	while ((f = folded_next_frame(&stack, &len))) {
		n = child(n, f, len);
		n->weight += weight;
	}
}

static int by_name(const void *a, const void *b)
{
	const struct node *x = *(struct node *const *)a, *y = *(struct node *const *)b;
	int c = memcmp(x->name, y->name, x->len < y->len ? x->len : y->len);

	return c ? c : (x->len > y->len) - (x->len < y->len);
}

static void free_tree(struct node *n)
{
	for (size_t i = 0; i < n->nkids; i++) {
		free_tree(n->kids[i]);
		free(n->kids[i]);
	}
	free(n->kids);
}

/* What is drawn: SCALE pixels a unit of weight, the top at HEIGHT. */
struct canvas {
	struct buf *out;
	double scale;
	long total;
	int height;
	const char *unit;
};

/* The deepest level at which a frame is drawn (the root's is 0). */
static int depth_of(const struct node *n, double scale)
{
	int d = 0;

	for (size_t i = 0; i < n->nkids; i++)
		if (n->kids[i]->weight * scale >= MIN_WIDTH) {
			int k = depth_of(n->kids[i], scale) + 1;

			d = k > d ? k : d;
		}
	return d;
}

static void put_escaped(struct buf *out, const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		switch (s[i]) {
		case '&': buf_puts(out, "&amp;"); break;
		case '<': buf_puts(out, "&lt;"); break;
		case '>': buf_puts(out, "&gt;"); break;
		case '"': buf_puts(out, "&quot;"); break;
		default:
			/* no control bytes in XML 1.0 text */
			buf_putc(out, (unsigned char)s[i] < 0x20 ? '?' : s[i]);
		}
	}
}

/* A warm colour from the name's hash: red high, green anywhere, blue low. */
static void colour(const char *name, size_t len, int rgb[3])
{
	uint32_t h = 2166136261u;  /* FNV-1a */

	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)name[i]) * 16777619u;
	rgb[0] = 205 + (int)(h % 51);
	rgb[1] = (int)((h >> 8) % 231);
	rgb[2] = (int)((h >> 20) % 56);
}

static void put_frame(struct canvas *c, const struct node *n, double x, int depth)
{
	double w = n->weight * c->scale;
	int y = c->height - MARGIN - (depth + 1) * FRAME_HEIGHT;
	int rgb[3];
	long fits = (long)((w - 6) / CHAR_WIDTH);

	colour(n->name, n->len, rgb);
	buf_puts(c->out, "<g><title>");
	put_escaped(c->out, n->name, n->len);
	buf_printf(c->out, ": %ld %s (%.2f%%)</title>", n->weight, c->unit,
		   100.0 * (double)n->weight / (double)c->total);
	buf_printf(c->out, "<rect x=\"%.2f\" y=\"%d\" width=\"%.2f\" height=\"%d\" "
		   "fill=\"rgb(%d,%d,%d)\" rx=\"2\"/>", x, y, w, FRAME_HEIGHT - 1,
		   rgb[0], rgb[1], rgb[2]);
	if (fits >= 3) {
		buf_printf(c->out, "<text x=\"%.2f\" y=\"%d\">", x + 3, y + FRAME_HEIGHT - 4);
		if ((size_t)fits >= n->len) {
			put_escaped(c->out, n->name, n->len);
		} else {
			size_t keep = (size_t)fits - 2;

			/* never half of a UTF-8 character */
			while (keep && ((unsigned char)n->name[keep] & 0xc0) == 0x80)
				keep--;
			put_escaped(c->out, n->name, keep);
			buf_puts(c->out, "..");
		}
		buf_puts(c->out, "</text>");
	}
	buf_puts(c->out, "</g>\n");
}

/* N and its callees, N's left edge at X. */
static void put_tree(struct canvas *c, struct node *n, double x, int depth)
{
	put_frame(c, n, x, depth);
	if (n->nkids)
		qsort(n->kids, n->nkids, sizeof(*n->kids), by_name);
	for (size_t i = 0; i < n->nkids; i++) {
		struct node *k = n->kids[i];

		if (k->weight * c->scale >= MIN_WIDTH)
			put_tree(c, k, x, depth + 1);
		x += k->weight * c->scale;
	}
}

void flamegraph_svg(const struct profile *p, struct buf *out)
{
	struct node root = { .name = "all", .len = 3 };
	struct canvas c = { .out = out, .unit = p->ntypes ? p->types[0] : "samples" };

	for (size_t i = 0; i < p->nsamples; i++)
		if (p->samples[i].type == 0)
			add_stack(&root, p->samples[i].stack, p->samples[i].weight);
	c.total = root.weight ? root.weight : 1;
	c.scale = (double)(SVG_WIDTH - 2 * MARGIN) / (double)c.total;
	c.height = TITLE_HEIGHT + (depth_of(&root, c.scale) + 1) * FRAME_HEIGHT + MARGIN;
	buf_printf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		   "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans Mono, monospace\" "
		   "font-size=\"12\">\n", SVG_WIDTH, c.height, SVG_WIDTH, c.height);
	buf_printf(out, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"rgb(255,255,255)\"/>\n",
		   SVG_WIDTH, c.height);
	buf_printf(out, "<text x=\"%d\" y=\"22\" font-size=\"16\">Flame graph: ", MARGIN);
	put_escaped(out, c.unit, strlen(c.unit));
	buf_printf(out, ", %ld in all (pmprobe)</text>\n", root.weight);
	put_tree(&c, &root, MARGIN, 0);
	buf_puts(out, "</svg>\n");
	free_tree(&root);
}
