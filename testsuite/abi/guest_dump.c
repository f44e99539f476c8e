/*
 * guest_dump.c - the dump a guest prints for the translator (guest_dump.h):
 * its writer, DUMP_SCRIPT, is run with /bin/sh over the fake tree
 * testsuite/sysfs, and what the reader makes of the dump must be what
 * the same readers make of the tree itself: every tracepoint's id and
 * fields (tp_format.c), every PMU, its events and each event resolved
 * (pmu_sysfs.c), errors included, and the kernel's function names
 * (ksyms.c: the dump's list and the tree's proc/kallsyms), and its BTF
 * (kbtf.c: the dump's bytes, and the parameters read from them, and the
 * tree's sys/kernel/btf/vmlinux).  Exit status 0 when they agree; each
 * disagreement is one line on stderr.  Run from the top of the tree.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common.h"
#include "guest_dump.h"

#define ROOT "testsuite/sysfs"

static int failures, compared;

static void differ(const char *what, const char *a, const char *b)
{
	fprintf(stderr, "%s: the tree says '%s', the dump '%s'\n", what, a ? a : "(none)",
		b ? b : "(none)");
	failures++;
}

static void same_str(const char *what, const char *a, const char *b)
{
	compared++;
	if ((a == NULL) != (b == NULL) || (a && strcmp(a, b)))
		differ(what, a, b);
}

/* DUMP_SCRIPT's output over ROOT, as a guest's /bin/sh prints it. */
static char *run_writer(size_t *len)
{
	char *text = NULL, *root = realpath(ROOT, NULL);
	int p[2], status;
	pid_t pid;

	if (pipe(p))
		return NULL;
	pid = fork();
	if (pid == 0) {
		dup2(p[1], 1);
		close(p[0]);
		close(p[1]);
		execl("/bin/sh", "sh", "-c", DUMP_SCRIPT, root, (char *)NULL);
		_exit(127);
	}
	close(p[1]);
	free(root);
	if (!read_fd(p[0], &text, len))
		text = NULL;
	close(p[0]);
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status)) {
		fprintf(stderr, "the writer failed (status %d)\n", status);
		free(text);
		return NULL;
	}
	return text;
}

static void compare_tracepoint(struct tp_source *tree, struct tp_source *dump, const char *sn)
{
	char *subsys = xstrdup(sn), *name = strchr(subsys, ':'), *wa = NULL, *wb = NULL;
	struct tp_format a, b;
	bool oka, okb;
	size_t i;

	*name++ = '\0';
	oka = tp_format_load(tree, subsys, name, &a, &wa);
	okb = tp_format_load(dump, subsys, name, &b, &wb);
	if (oka != okb) {
		differ(sn, oka ? "read" : wa, okb ? "read" : wb);
	} else if (!oka) {
		same_str(sn, wa, wb);
	} else {
		compared++;
		if (a.id != b.id || a.fields.len != b.fields.len)
			differ(sn, "its id and field count", "others");
		for (i = 0; i < a.fields.len && i < b.fields.len; i++) {
			const struct tp_field *x = VEC_AT(a.fields, i), *y = VEC_AT(b.fields, i);

			same_str(sn, x->name, y->name);
			same_str(sn, x->type, y->type);
			compared++;
			if (x->offset != y->offset || x->size != y->size || x->is_signed != y->is_signed ||
			    x->data_loc != y->data_loc || x->array != y->array || x->cls != y->cls)
				differ(sn, x->name, "a field that differs");
		}
	}
	if (oka)
		tp_format_free(&a);
	if (okb)
		tp_format_free(&b);
	free(wa);
	free(wb);
	free(subsys);
}

static void same_list(const char *what, struct vec *a, struct vec *b)
{
	size_t i;

	compared++;
	if (a->len != b->len) {
		differ(what, "one list of names", "a list of another length");
		return;
	}
	for (i = 0; i < a->len; i++)
		same_str(what, VEC_AT(*a, i), VEC_AT(*b, i));
}

static void compare_event(struct pmu_source *tree, struct pmu_source *dump, const char *pmu,
			  const char *event)
{
	struct pmu_attr a, b;
	char *wa = NULL, *wb = NULL, *what = xasprintf("%s/%s", pmu, event ? event : "(no event)");
	int pa, pb;
	bool oka = pmu_resolve(tree, pmu, event, NULL, &a, &wa, &pa);
	bool okb = pmu_resolve(dump, pmu, event, NULL, &b, &wb, &pb);

	if (oka != okb) {
		differ(what, oka ? "resolved" : wa, okb ? "resolved" : wb);
	} else if (!oka) {
		same_str(what, wa, wb);
	} else {
		compared++;
		if (a.type != b.type || memcmp(a.config, b.config, sizeof(a.config)) ||
		    a.uncore != b.uncore || a.counting_only != b.counting_only)
			differ(what, "its type and config", "others");
		same_str(what, a.pmu, b.pmu);
		same_str(what, a.cpus, b.cpus);
		same_str(what, a.event_string, b.event_string);
		same_str(what, a.scale, b.scale);
		same_str(what, a.unit, b.unit);
	}
	if (oka)
		pmu_attr_free(&a);
	if (okb)
		pmu_attr_free(&b);
	free(wa);
	free(wb);
	free(what);
}

/* The BTF's part of the dump (cut off PMUTEXT) against the tree's file:
 * the same bytes, and the same parameters of each function kbtf.c reads. */
static void compare_btf(char *pmutext)
{
	static const char *const funcs[] = { "ksys_read", "btf_ints", "btf_byval", "btf_seven" };
	struct btf_source tree = { .path = ROOT "/sys/kernel/btf" }, dump = { 0 };
	char *data, *file = NULL, *why = NULL;
	size_t len, flen = 0, i, j;
	FILE *f = fopen(ROOT "/sys/kernel/btf/vmlinux", "rb");

	if (f) {
		file = xmalloc(1 << 20);
		flen = fread(file, 1, 1 << 20, f);
		fclose(f);
	}
	compared++;
	if (!dump_take_btf(pmutext, &data, &len, &why) || !file || len != flen ||
	    memcmp(data, file, len)) {
		differ("the BTF", file ? "its bytes" : "(no file)", why ? why : "other bytes");
		free(why);
		free(file);
		return;
	}
	free(file);
	dump.data = data;
	dump.len = len;
	for (i = 0; i < sizeof(funcs) / sizeof(funcs[0]); i++) {
		struct vec a = { 0 }, b = { 0 };
		char *wa = NULL, *wb = NULL;
		int ra = kbtf_params(&tree, funcs[i], 6, &a, &wa);
		int rb = kbtf_params(&dump, funcs[i], 6, &b, &wb);

		compared++;
		if (ra != 1 || rb != 1 || a.len != b.len) {
			differ(funcs[i], wa ? wa : "its parameters", wb ? wb : "others");
		} else {
			for (j = 0; j < a.len; j++) {
				const struct kparam *x = VEC_AT(a, j), *y = VEC_AT(b, j);

				same_str(funcs[i], x->name, y->name);
				same_str(funcs[i], x->decl, y->decl);
				same_str(funcs[i], x->unreadable, y->unreadable);
				compared++;
				if (x->reg != y->reg || x->size != y->size || x->is_signed != y->is_signed)
					differ(funcs[i], x->name, "a parameter read otherwise");
			}
		}
		kparams_free(&a);
		kparams_free(&b);
		free(wa);
		free(wb);
	}
	kbtf_free(&tree);
	kbtf_free(&dump);
}

int main(void)
{
	struct tp_source ttree = { .dir = ROOT "/sys/kernel/tracing" }, tdump = { 0 };
	struct pmu_source ptree = { .root = ROOT }, pdump = { 0 };
	struct ksym_source ksyms_tree = { .path = ROOT "/proc/kallsyms", .kallsyms = true };
	struct ksym_source ksyms_dump = { .what = "the dump" };
	struct vec tps = { 0 }, tps2 = { 0 }, pmus = { 0 }, pmus2 = { 0 };
	char *text, *formats, *pmutext, *why;
	size_t len, i, j;

	diag_silent = true;
	text = run_writer(&len);
	if (!text)
		return 1;
	if (!dump_split(text, len, &formats, &pmutext, &why)) {
		fprintf(stderr, "the writer's dump is refused: %s\n", why);
		return 1;
	}
	compare_btf(pmutext);
	ksyms_dump.text = dump_take_ksyms(pmutext);
	tdump.dump = formats;
	pdump.dump = pmutext;
	if (!ksyms_dump.text || !ksyms_ready(&ksyms_dump) || !ksyms_ready(&ksyms_tree)) {
		fprintf(stderr, "the kernel's functions are not in the dump, or not read: %s\n",
			ksyms_dump.why ? ksyms_dump.why : ksyms_tree.why ? ksyms_tree.why : "no part");
		failures++;
	} else {
		same_list("the kernel's functions", &ksyms_tree.names, &ksyms_dump.names);
	}

	tp_names(&ttree, "*", "*", &tps);
	tp_names(&tdump, "*", "*", &tps2);
	same_list("the tracepoints", &tps, &tps2);
	for (i = 0; i < tps.len; i++)
		compare_tracepoint(&ttree, &tdump, VEC_AT(tps, i));
	compare_tracepoint(&ttree, &tdump, "sched:no_such_point");

	pmu_names(&ptree, &pmus);
	pmu_names(&pdump, &pmus2);
	same_list("the PMUs", &pmus, &pmus2);
	for (i = 0; i < pmus.len; i++) {
		struct vec ev = { 0 }, ev2 = { 0 };
		const char *pmu = VEC_AT(pmus, i);

		pmu_event_names(&ptree, pmu, &ev);
		pmu_event_names(&pdump, pmu, &ev2);
		same_list(pmu, &ev, &ev2);
		compare_event(&ptree, &pdump, pmu, NULL);
		for (j = 0; j < ev.len; j++)
			compare_event(&ptree, &pdump, pmu, VEC_AT(ev, j));
		vec_free_strings(&ev);
		vec_free_strings(&ev2);
	}
	compare_event(&ptree, &pdump, "no_such_pmu", NULL);
	if (!tps.len || !pmus.len) {
		fprintf(stderr, "the tree has no tracepoint or no PMU: nothing was compared\n");
		failures++;
	}
	if (!failures)
		printf("%d comparisons of %zu tracepoints and %zu PMUs agree\n", compared,
		       tps.len, pmus.len);
	vec_free_strings(&ksyms_tree.names);
	vec_free_strings(&ksyms_tree.mods);
	vec_free_strings(&ksyms_dump.names);
	free(ksyms_dump.text);
	free(ksyms_tree.why);
	free(ksyms_dump.why);
	vec_free_strings(&tps);
	vec_free_strings(&tps2);
	vec_free_strings(&pmus);
	vec_free_strings(&pmus2);
	free(text);
	free(formats);
	free(pmutext);
	return failures ? 1 : 0;
}
