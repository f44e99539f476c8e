/*
 * pmu_sysfs.c - the kernel's PMUs as sysfs describes them
 * (/sys/bus/event_source/devices/NAME: type, format/TERM, events/EVENT,
 * cpumask or cpus), and the encoding of an event's terms into
 * perf_event_attr's config, config1 and config2 the way perf does it.
 * One implementation for the translator's check (pass 2, running kernel)
 * and the loader's resolution at load time; every path starts at a root
 * directory, so the tests point it at a fake tree.
 *
 * The format files say where a term's bits go: "config:0-7",
 * "config1:0-7,32-35" (several ranges, filled from the value's low bits
 * up, in ascending bit order), "config:21" (one bit).  An event file
 * gives the event's own terms ("event=0xcd,umask=0x1,ldlat=3"); terms the
 * user writes override them; a term with no value means 1; a value wider
 * than its format's bits is an error, as in perf.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common.h"
#include "guest_dump.h"

#define PMU_DIR "/sys/bus/event_source/devices"
#define PMU_FILE_MAX 4096         /* a sysfs attribute is one page */

/* A name that can only be one directory entry. */
static bool plain_name(const char *s)
{
	size_t i, n = strlen(s);

	if (!n || n > 127 || !strcmp(s, ".") || !strcmp(s, ".."))
		return false;
	for (i = 0; i < n; i++)
		if (!isalnum((unsigned char)s[i]) && !strchr("_.:-", s[i]))
			return false;
	return true;
}

/* The path of PMU/REST under SRC's root. */
static char *pmu_path(const struct pmu_source *src, const char *pmu, const char *rest)
{
	return xasprintf("%s" PMU_DIR "%s%s%s%s", src->root ? src->root : "", pmu ? "/" : "",
			 pmu ? pmu : "", rest ? "/" : "", rest ? rest : "");
}

static void fetch_once(struct pmu_source *src)
{
	if (!src->root && !src->dump && src->fetch && !src->fetched) {
		src->fetched = true;
		src->fetch(src);
	}
}

bool pmu_source_known(struct pmu_source *src)
{
	if (src->root || src->dump)
		return true;
	return !src->fetched && src->cached && src->cached(src);
}

bool pmu_name_is_cpu(const char *name)
{
	return !strcmp(name, "cpu") || !strcmp(name, "cpu_core") || !strcmp(name, "cpu_atom") ||
	       !strncmp(name, "armv8_", 6) || !strncmp(name, "armv7_", 6);
}

bool pmu_source_has_cpu_pmu(struct pmu_source *src)
{
	struct vec names = { 0 };
	bool found = false;
	size_t i;

	pmu_names(src, &names);
	for (i = 0; i < names.len; i++)
		found |= pmu_name_is_cpu(VEC_AT(names, i));
	vec_free_strings(&names);
	return found;
}

bool pmu_source_ready(struct pmu_source *src)
{
	fetch_once(src);
	return src->root || src->dump;
}

/*
 * Reads a small sysfs attribute: a regular file owned by you or root and
 * writable by no one else (trust.c's rule), at most one page, opened
 * without blocking.  sysfs reaches a PMU's directory through a symlink
 * (devices/NAME -> ../../../devices/NAME), which is followed: it is the
 * kernel's.  NULL when it does not exist; *WHY when it is refused.
 */
static char *read_file_attr(const char *path, char **why)
{
	char *text = NULL, *problem;
	size_t len = 0, cap = PMU_FILE_MAX + 1;
	ssize_t n;
	int fd;

	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	if (fd < 0) {
		if (errno != ENOENT && errno != ENOTDIR)
			*why = xasprintf("%s: %s", path, strerror(errno));
		return NULL;
	}
	problem = trust_fd_problem(fd, false, TRUST_SYSTEM);
	if (problem) {
		*why = xasprintf("%s %s", path, problem);
		free(problem);
		close(fd);
		return NULL;
	}
	text = xmalloc(cap);
	while (len < cap && (n = read(fd, text + len, cap - len)) > 0)
		len += (size_t)n;
	close(fd);
	if (len > PMU_FILE_MAX) {
		*why = xasprintf("%s: longer than %d bytes", path, PMU_FILE_MAX);
		free(text);
		return NULL;
	}
	text[len] = '\0';
	return text;
}

/* The text of PMU file KEY ("cpu/type") in a dump (guest_dump.h). */
static char *dump_attr(const char *dump, const char *key)
{
	char *k = xasprintf(DUMP_PMU_KEY "%s", key), *text = dump_record(dump, k);

	free(k);
	return text;
}

/* PMU/REL's text, trailing white space off; NULL when it does not exist,
 * with *WHY when it is refused. */
static char *read_attr(struct pmu_source *src, const char *pmu, const char *rel, char **why)
{
	char *text, *path;
	size_t len;

	*why = NULL;
	fetch_once(src);
	if (src->dump) {
		path = xasprintf("%s/%s", pmu, rel);
		text = dump_attr(src->dump, path);
	} else {
		path = pmu_path(src, pmu, rel);
		text = src->root ? read_file_attr(path, why) : NULL;
	}
	free(path);
	if (!text)
		return NULL;
	len = strlen(text);
	while (len && isspace((unsigned char)text[len - 1]))
		text[--len] = '\0';
	return text;
}

/* The entries of a directory, sorted (struct vec of char *). */
static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool listed(const char *name, bool events)
{
	const char *dot = strrchr(name, '.');

	if (name[0] == '.' || !plain_name(name))
		return false;
	/* events/NAME.scale, .unit, .per-pkg, .snapshot describe NAME */
	return !(events && dot && (!strcmp(dot, ".scale") || !strcmp(dot, ".unit") ||
				   !strcmp(dot, ".per-pkg") || !strcmp(dot, ".snapshot")));
}

/* The names under PREFIX ("" for the PMUs, "PMU/events/") in a dump. */
static void dump_list(const char *dump, const char *prefix, bool events, struct vec *out)
{
	char *under = xasprintf(DUMP_PMU_KEY "%s", prefix);
	struct vec keys = { 0 };
	size_t i, j;

	dump_keys(dump, under, &keys);
	free(under);
	for (i = 0; i < keys.len; i++) {
		char *one = VEC_AT(keys, i);
		bool seen = false;

		one[strcspn(one, "/")] = '\0';
		for (j = 0; j < out->len && !seen; j++)
			seen = !strcmp(VEC_AT(*out, j), one);
		if (!seen && listed(one, events))
			vec_push(out, xstrdup(one));
	}
	vec_free_strings(&keys);
	free(keys.items);
}

static void list_dir(struct pmu_source *src, const char *pmu, const char *rel, bool events,
		     struct vec *out)
{
	struct dirent *de;
	DIR *d;

	fetch_once(src);
	if (src->dump) {
		char *prefix = pmu ? xasprintf("%s/%s/", pmu, rel) : xstrdup("");

		dump_list(src->dump, prefix, events, out);
		free(prefix);
	} else if (src->root) {
		char *path = pmu_path(src, pmu, rel);

		d = opendir(path);
		free(path);
		while (d && (de = readdir(d)))
			if (listed(de->d_name, events))
				vec_push(out, xstrdup(de->d_name));
		if (d)
			closedir(d);
	}
	if (out->len)
		qsort(out->items, out->len, sizeof(void *), cmp_str);
}

void pmu_names(struct pmu_source *src, struct vec *out)
{
	list_dir(src, NULL, NULL, false, out);
}

void pmu_event_names(struct pmu_source *src, const char *pmu, struct vec *out)
{
	if (plain_name(pmu))
		list_dir(src, pmu, "events", true, out);
}

/* ------------------------------------------------------------ formats */

/* "config1:0-7,32-35" into FIELD (0, 1, 2) and MASK; false if malformed. */
bool pmu_parse_format(const char *text, int *field, uint64_t *mask)
{
	const char *p = text;
	char *end;

	if (!strncmp(p, "config2:", 8)) {
		*field = 2;
		p += 8;
	} else if (!strncmp(p, "config1:", 8)) {
		*field = 1;
		p += 8;
	} else if (!strncmp(p, "config:", 7)) {
		*field = 0;
		p += 7;
	} else {
		return false;
	}
	*mask = 0;
	for (;;) {
		unsigned long lo, hi;

		if (!isdigit((unsigned char)*p))
			return false;
		lo = strtoul(p, &end, 10);
		hi = lo;
		p = end;
		if (*p == '-') {
			if (!isdigit((unsigned char)p[1]))
				return false;
			hi = strtoul(p + 1, &end, 10);
			p = end;
		}
		if (lo > hi || hi > 63)
			return false;
		*mask |= (hi == 63 ? ~0ULL : (1ULL << (hi + 1)) - 1) & ~((1ULL << lo) - 1);
		if (*p != ',')
			break;
		p++;
	}
	while (isspace((unsigned char)*p))
		p++;
	return *p == '\0';
}

static int popcount64(uint64_t m)
{
	int n = 0;

	for (; m; m &= m - 1)
		n++;
	return n;
}

/* VALUE's bits into MASK's bits, low to high; false if it does not fit. */
bool pmu_scatter(uint64_t value, uint64_t mask, uint64_t *out)
{
	uint64_t r = 0;
	int bit;

	for (bit = 0; bit < 64 && value; bit++) {
		if (!(mask & (1ULL << bit)))
			continue;
		if (value & 1)
			r |= 1ULL << bit;
		value >>= 1;
	}
	*out = r;
	return value == 0;
}

/* ------------------------------------------------------------- terms */

struct term {
	char *name;
	char *value;              /* as written; NULL: no value (means 1) */
};

static void terms_free(struct vec *v)
{
	size_t i;

	for (i = 0; i < v->len; i++) {
		struct term *t = VEC_AT(*v, i);

		free(t->name);
		free(t->value);
		free(t);
	}
	free(v->items);
	*v = (struct vec){ 0 };
}

/* Adds or replaces (a later term overrides an earlier one). */
static void term_set(struct vec *v, const char *name, size_t nlen,
		     const char *value, size_t vlen, bool has_value)
{
	struct term *t = NULL;
	size_t i;

	for (i = 0; i < v->len && !t; i++) {
		struct term *u = VEC_AT(*v, i);

		if (strlen(u->name) == nlen && !strncmp(u->name, name, nlen))
			t = u;
	}
	if (!t) {
		t = xcalloc(1, sizeof(*t));
		t->name = xstrndup(name, nlen);
		vec_push(v, t);
	}
	free(t->value);
	t->value = has_value ? xstrndup(value, vlen) : NULL;
}

/* "a=1,b,c=0x3" into V; false with *WHY if a term is malformed. */
static bool parse_terms(const char *text, struct vec *v, char **why)
{
	const char *p = text;

	while (*p) {
		const char *name = p, *val = NULL;
		size_t nlen, vlen = 0;

		while (isspace((unsigned char)*p))
			p++;
		name = p;
		while (isalnum((unsigned char)*p) || *p == '_' || *p == '-' || *p == '.')
			p++;
		nlen = (size_t)(p - name);
		if (*p == '=') {
			val = ++p;
			while (*p && *p != ',' && !isspace((unsigned char)*p))
				p++;
			vlen = (size_t)(p - val);
		}
		while (isspace((unsigned char)*p))
			p++;
		if (!nlen || (val && !vlen) || (*p && *p != ',')) {
			*why = xasprintf("'%s' is not a list of terms (TERM=VALUE or TERM, separated by commas)",
					 text);
			return false;
		}
		term_set(v, name, nlen, val, vlen, val != NULL);
		if (*p == ',') {
			p++;
			if (!*p) {
				*why = xasprintf("'%s' ends with a comma", text);
				return false;
			}
		}
	}
	return true;
}

/* A term's value: decimal, 0x hex or 0 octal, up to 2^64-1. */
static bool term_value(const struct term *t, uint64_t *v)
{
	char *end;

	if (!t->value) {
		*v = 1;
		return true;
	}
	if (!isdigit((unsigned char)t->value[0]))
		return false;
	errno = 0;
	*v = strtoull(t->value, &end, 0);
	return !errno && !*end;
}

/* ---------------------------------------------------------- resolution */

void pmu_attr_free(struct pmu_attr *a)
{
	free(a->pmu);
	free(a->event_name);
	free(a->cpus);
	free(a->event_string);
	free(a->scale);
	free(a->unit);
	*a = (struct pmu_attr){ 0 };
}

/* "no PMU 'X' (PMUs: ...)" with the names that start with X first. */
static char *no_such_pmu(struct pmu_source *src, const char *pmu)
{
	struct vec names = { 0 };
	struct buf b, like;
	size_t i;
	char *r;

	pmu_names(src, &names);
	buf_init(&b);
	buf_init(&like);
	for (i = 0; i < names.len; i++) {
		const char *n = VEC_AT(names, i);

		buf_printf(&b, "%s%s", i ? ", " : "", n);
		if (!strncmp(n, pmu, strlen(pmu)))
			buf_printf(&like, "%s%s", like.len ? " or " : "", n);
	}
	if (like.len)
		r = xasprintf("%s has no PMU '%s'; did you mean %s? (PMUs: %s)",
			      src->what ? src->what : "the kernel", pmu, like.data, b.data);
	else
		r = xasprintf("%s has no PMU '%s' (PMUs: %s)", src->what ? src->what : "the kernel",
			      pmu, b.len ? b.data : "none");
	buf_free(&b);
	buf_free(&like);
	vec_free_strings(&names);
	free(names.items);
	return r;
}

/* "a, b, c" of NAMES (char *), or "none"; NAMES freed. */
static char *joined(struct vec *names)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	for (i = 0; i < names->len; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", (char *)VEC_AT(*names, i));
	if (!names->len)
		buf_puts(&b, "none");
	vec_free_strings(names);
	free(names->items);
	*names = (struct vec){ 0 };
	return buf_steal(&b);
}

static char *name_list(struct pmu_source *src, const char *pmu, const char *dir)
{
	struct vec names = { 0 };

	list_dir(src, pmu, dir, !strcmp(dir, "events"), &names);
	return joined(&names);
}

/* The event file of EVENT (case as written, else any case, as perf
 * matches); its name in *FOUND. */
static char *read_event(struct pmu_source *src, const char *pmu, const char *event,
			char **found, char **why)
{
	struct vec names = { 0 };
	char *rel, *text;
	size_t i;

	*found = NULL;
	list_dir(src, pmu, "events", true, &names);
	for (i = 0; i < names.len && !*found; i++)
		if (!strcmp(VEC_AT(names, i), event))
			*found = xstrdup(event);
	for (i = 0; i < names.len && !*found; i++)
		if (!strcasecmp(VEC_AT(names, i), event))
			*found = xstrdup(VEC_AT(names, i));
	vec_free_strings(&names);
	free(names.items);
	if (!*found)
		return NULL;
	rel = xasprintf("events/%s", *found);
	text = read_attr(src, pmu, rel, why);
	if (!text && !*why)
		*why = xasprintf("PMU %s: %s cannot be read", pmu, rel);
	free(rel);
	return text;
}

/* A side file of EVENT (.scale, .unit), or NULL. */
static char *event_side(struct pmu_source *src, const char *pmu, const char *event,
			const char *suffix)
{
	char *rel = xasprintf("events/%s%s", event, suffix), *why, *t;

	t = read_attr(src, pmu, rel, &why);
	free(why);
	free(rel);
	return t;
}

/* Applies term T (a format term, or config/config1/config2) to A. */
static bool encode_term(struct pmu_source *src, const char *pmu, const struct term *t,
			struct pmu_attr *a, char **why)
{
	static const char *const raw[] = { "config", "config1", "config2" };
	char *rel, *fmt, *ferr;
	uint64_t v, mask, bits;
	int field, i;

	if (t->value && !strcmp(t->value, "?")) {
		*why = xasprintf("event %s of PMU %s needs a value for '%s' (its sysfs string %s has %s=?): give it with .config(\"%s=N\")",
				 a->event_name ? a->event_name : "?", pmu, t->name,
				 a->event_string ? a->event_string : "", t->name, t->name);
		return false;
	}
	if (!term_value(t, &v)) {
		*why = xasprintf("term '%s=%s' of PMU %s: '%s' is not a number",
				 t->name, t->value, pmu, t->value);
		return false;
	}
	for (i = 0; i < 3; i++)
		if (!strcmp(t->name, raw[i])) {
			a->config[i] = v;
			return true;
		}
	if (!plain_name(t->name)) {
		*why = xasprintf("'%s' is not a term name", t->name);
		return false;
	}
	rel = xasprintf("format/%s", t->name);
	fmt = read_attr(src, pmu, rel, &ferr);
	free(rel);
	if (!fmt) {
		char *terms = name_list(src, pmu, "format");
		char *events = t->value ? NULL : name_list(src, pmu, "events");

		char *all = xasprintf("%s, %s, config, config1, config2", events ? events : "", terms);
		char *near = nearest_in_list(t->name, all);
		char *mean = near ? xasprintf("; did you mean '%s'?", near) : xstrdup("");

		if (ferr)
			*why = ferr;
		else if (events)
			*why = xasprintf("PMU %s has no event or term '%s'%s (its events: %s; its terms: %s; and config, config1, config2)",
					 pmu, t->name, mean, events, terms);
		else
			*why = xasprintf("PMU %s has no term '%s'%s (its terms: %s; and config, config1, config2)",
					 pmu, t->name, mean, terms);
		free(terms);
		free(events);
		free(all);
		free(near);
		free(mean);
		return false;
	}
	if (!pmu_parse_format(fmt, &field, &mask)) {
		*why = xasprintf("PMU %s: the format of '%s' is '%s', which pmprobe cannot read",
				 pmu, t->name, fmt);
		free(fmt);
		return false;
	}
	if (!pmu_scatter(v, mask, &bits)) {
		*why = xasprintf("term '%s=%s' of PMU %s: the value is wider than its %d bit%s (format %s)",
				 t->name, t->value ? t->value : "1", pmu, popcount64(mask),
				 popcount64(mask) == 1 ? "" : "s", fmt);
		free(fmt);
		return false;
	}
	a->config[field] = (a->config[field] & ~mask) | bits;
	free(fmt);
	return true;
}

/* A CPU number of a list: decimal digits, below 65536 (the kernel's
 * NR_CPUS is at most 8192); *P moves past it. */
static bool cpu_number(const char **p, unsigned long *n)
{
	const char *s = *p;

	if (!isdigit((unsigned char)*s))
		return false;
	for (*n = 0; isdigit((unsigned char)*s); s++) {
		*n = *n * 10 + (unsigned long)(*s - '0');
		if (*n >= 65536)
			return false;
	}
	*p = s;
	return true;
}

/* A CPU list as sysfs prints one and the kernel's bitmap_parselist (the
 * module's pmu_cpus) reads it: "0", "0-3", "0,2,4-7", ranges ascending
 * within themselves.  Not "-", ",,", "3-1" or "1-". */
static bool cpu_list_ok(const char *t)
{
	const char *p = t;

	for (;;) {
		unsigned long lo, hi;

		if (!cpu_number(&p, &lo))
			return false;
		hi = lo;
		if (*p == '-') {
			p++;
			if (!cpu_number(&p, &hi) || hi < lo)
				return false;
		}
		if (!*p)
			return true;
		if (*p++ != ',')
			return false;
	}
}

/* The CPUs the PMU counts on: "cpumask" (an uncore-style PMU: one CPU
 * per package or die stands for it) or "cpus" (a core PMU of some CPUs
 * only); NULL for every CPU. */
static bool read_cpus(struct pmu_source *src, const char *pmu, struct pmu_attr *a, char **why)
{
	static const char *const files[] = { "cpumask", "cpus" };
	size_t i;

	for (i = 0; i < 2; i++) {
		char *t = read_attr(src, pmu, files[i], why);

		if (*why)
			return false;
		if (!t)
			continue;
		if (!*t) {
			/* an uncore PMU whose package has no CPU online */
			*why = xasprintf("PMU %s: its %s lists no CPU", pmu, files[i]);
			free(t);
			return false;
		}
		if (!cpu_list_ok(t)) {
			*why = xasprintf("PMU %s: its %s '%s' is not a CPU list (N or N-M, separated by commas)",
					 pmu, files[i], t);
			free(t);
			return false;
		}
		a->cpus = t;
		a->uncore = i == 0;
		return true;
	}
	return true;
}

/* msr's driver opens no sampling event (PERF_PMU_CAP_NO_INTERRUPT, which
 * sysfs does not show), nor do the uncore drivers (the PMUs with a
 * cpumask). */
static bool counting_only(const char *pmu, const struct pmu_attr *a)
{
	return a->uncore || !strcmp(pmu, "msr");
}

/*
 * Is INST an instance of the PMU a script names NAME, as perf matches
 * them: NAME_N, N decimal digits (armv8_pmuv3_0, uncore_cha_3), and for
 * an uncore PMU the same without its "uncore_" (imc for uncore_imc_0)?
 */
static bool instance_of(const char *name, const char *inst)
{
	size_t n = strlen(name);

	if (!strncmp(inst, "uncore_", 7) && strncmp(name, "uncore_", 7) &&
	    (!strcmp(inst + 7, name) || instance_of(name, inst + 7)))
		return true;
	if (strncmp(inst, name, n) || inst[n] != '_' || !inst[n + 1])
		return false;
	return strspn(inst + n + 1, "0123456789") == strlen(inst + n + 1);
}

/* Numeric order of instances: uncore_cha_2 before uncore_cha_10. */
static int cmp_instance(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;
	size_t lx = strlen(x), ly = strlen(y);

	return lx != ly ? (lx < ly ? -1 : 1) : strcmp(x, y);
}

void pmu_instances(struct pmu_source *src, const char *pmu, struct vec *out)
{
	struct vec names = { 0 };
	size_t i;

	if (!plain_name(pmu))
		return;
	pmu_names(src, &names);
	for (i = 0; i < names.len; i++)
		if (!strcmp(VEC_AT(names, i), pmu)) {
			vec_push(out, xstrdup(pmu));
			goto out;
		}
	for (i = 0; i < names.len; i++)
		if (instance_of(pmu, VEC_AT(names, i)))
			vec_push(out, xstrdup(VEC_AT(names, i)));
	if (out->len)
		qsort(out->items, out->len, sizeof(void *), cmp_instance);
out:
	vec_free_strings(&names);
	free(names.items);
}

/* The one PMU that NAME is: itself, else its only instance (its type
 * file is read next, by read_type); NULL with *WHY when there is none,
 * or several. */
static char *one_pmu(struct pmu_source *src, const char *pmu, char **why)
{
	struct vec inst = { 0 };
	char *name = NULL, *list;
	size_t n;

	*why = NULL;
	pmu_instances(src, pmu, &inst);
	n = inst.len;
	if (n == 1) {
		name = xstrdup(VEC_AT(inst, 0));
	} else if (n) {
		list = joined(&inst);
		*why = xasprintf("PMU name '%s' stands for %zu PMUs here (%s): a script translated where they can be read has a probe point for each; name one",
				 pmu, n, list);
		free(list);
	} else {
		*why = no_such_pmu(src, pmu);
	}
	vec_free_strings(&inst);
	free(inst.items);
	return name;
}

/* The PMU's type file. */
static bool read_type(struct pmu_source *src, const char *pmu, struct pmu_attr *a, char **why)
{
	char *text = read_attr(src, pmu, "type", why), *end;
	unsigned long long t;

	if (!text) {
		if (!*why)
			*why = no_such_pmu(src, pmu);
		return false;
	}
	errno = 0;
	t = strtoull(text, &end, 10);
	if (errno || *end || !isdigit((unsigned char)text[0]) || t > 0xffffffffULL) {
		*why = xasprintf("PMU %s: its type '%s' is not a number", pmu, text);
		free(text);
		return false;
	}
	a->type = (uint32_t)t;
	free(text);
	return true;
}

bool pmu_type(struct pmu_source *src, const char *pmu, uint32_t *type, char **why)
{
	struct pmu_attr a = { 0 };
	char *name;
	bool ok;

	*why = NULL;
	if (!plain_name(pmu)) {
		*why = xasprintf("'%s' is not a PMU name", pmu);
		return false;
	}
	name = one_pmu(src, pmu, why);
	ok = name && read_type(src, name, &a, why);
	free(name);
	*type = a.type;
	return ok;
}

char *pmu_of_type(struct pmu_source *src, uint32_t type)
{
	struct vec names = { 0 };
	char *found = NULL;
	size_t i;

	pmu_names(src, &names);
	for (i = 0; i < names.len && !found; i++) {
		uint32_t t;
		char *why = NULL;

		if (pmu_type(src, VEC_AT(names, i), &t, &why) && t == type)
			found = xstrdup(VEC_AT(names, i));
		free(why);
	}
	vec_free_strings(&names);
	free(names.items);
	return found;
}

bool pmu_placement(struct pmu_source *src, const char *pmu, struct pmu_attr *a, char **why)
{
	*why = NULL;
	if (!plain_name(pmu)) {
		*why = xasprintf("'%s' is not a PMU name", pmu);
		return false;
	}
	if (!read_cpus(src, pmu, a, why))
		return false;
	a->counting_only = counting_only(pmu, a);
	return true;
}

char *pmu_fit_problem(const struct pmu_attr *a, const char *pmu, bool sampling, bool process)
{
	if (a->uncore && process)
		return xasprintf("PMU %s is uncore-style (it has a cpumask): it counts per package, not per process, so '.process' cannot be used",
				 pmu);
	if (a->counting_only && sampling)
		return xasprintf("PMU %s only counts (its events cannot sample): use .counter and read_counter($counter)",
				 pmu);
	return NULL;
}

/* A bare term of TV naming one of the PMU's events rather than a format
 * term (perf's "cpu/mem-loads,ldlat=5/") is taken out: the event's name
 * in A->event_name.  False with *WHY if a second one names an event too. */
static bool take_event_term(struct pmu_source *src, const char *pmu, struct vec *tv,
			    struct pmu_attr *a, char **why)
{
	size_t i = 0;

	while (i < tv->len) {
		struct term *t = VEC_AT(*tv, i);
		char *rel, *found, *ew, *et;

		i++;
		if (t->value)
			continue;
		rel = xasprintf("format/%s", t->name);
		et = read_attr(src, pmu, rel, &ew);
		free(rel);
		if (et || ew) {
			free(et);
			free(ew);
			continue;
		}
		free(read_event(src, pmu, t->name, &found, &ew));
		free(ew);
		if (!found)
			continue;
		if (a->event_name) {
			*why = xasprintf("the terms name two events of PMU %s, %s and %s: a point counts one event",
					 pmu, a->event_name, found);
			free(found);
			return false;
		}
		a->event_name = found;
		free(t->name);
		free(t);
		i--;
		memmove(&tv->items[i], &tv->items[i + 1], (tv->len - i - 1) * sizeof(void *));
		tv->len--;
	}
	return true;
}

/* The event WANT's own terms, then TV's over them, into TV. */
static bool event_terms(struct pmu_source *src, const char *pmu, const char *want,
			struct vec *tv, struct pmu_attr *a, char **why)
{
	struct vec ev = { 0 };
	char *found, *text;
	size_t i;

	if (!plain_name(want)) {
		*why = xasprintf("'%s' is not an event name", want);
		return false;
	}
	text = read_event(src, pmu, want, &found, why);
	if (!found) {
		char *names = name_list(src, pmu, "events");
		char *near = nearest_in_list(want, names);

		*why = xasprintf("PMU %s has no event '%s'%s%s%s (its events: %s)", pmu, want,
				 near ? "; did you mean '" : "", near ? near : "", near ? "'?" : "", names);
		free(names);
		free(near);
		return false;
	}
	free(a->event_name);
	a->event_name = found;
	if (!text)
		return false;
	a->event_string = text;
	if (!parse_terms(text, &ev, why)) {
		char *w = *why;

		*why = xasprintf("PMU %s, event %s: %s", pmu, found, w);
		free(w);
		terms_free(&ev);
		return false;
	}
	for (i = 0; i < tv->len; i++) {
		struct term *t = VEC_AT(*tv, i);

		term_set(&ev, t->name, strlen(t->name), t->value,
			 t->value ? strlen(t->value) : 0, t->value != NULL);
	}
	terms_free(tv);
	*tv = ev;
	a->scale = event_side(src, pmu, found, ".scale");
	a->unit = event_side(src, pmu, found, ".unit");
	return true;
}

bool pmu_resolve(struct pmu_source *src, const char *name, const char *event,
		 const char *terms, struct pmu_attr *a, char **why, int *part)
{
	struct vec tv = { 0 };
	const char *pmu;
	size_t i;
	bool ok = false;

	*why = NULL;
	*part = PMU_PART_PMU;
	*a = (struct pmu_attr){ 0 };
	if (!plain_name(name)) {
		*why = xasprintf("'%s' is not a PMU name", name);
		return false;
	}
	a->pmu = one_pmu(src, name, why);
	pmu = a->pmu;
	if (!pmu || !read_type(src, pmu, a, why))
		goto out;
	*part = PMU_PART_TERMS;
	if (terms && !parse_terms(terms, &tv, why))
		goto out;
	if (!event && !take_event_term(src, pmu, &tv, a, why))
		goto out;
	if (event || a->event_name) {
		*part = event ? PMU_PART_EVENT : PMU_PART_TERMS;
		if (!event_terms(src, pmu, event ? event : a->event_name, &tv, a, why))
			goto out;
	}
	for (i = 0; i < tv.len; i++) {
		struct term *t = VEC_AT(tv, i);

		*part = t->value && !strcmp(t->value, "?") ? PMU_PART_VALUE :
			terms ? PMU_PART_TERMS : PMU_PART_EVENT;
		if (!encode_term(src, pmu, t, a, why))
			goto out;
	}
	*part = PMU_PART_PMU;
	if (!read_cpus(src, pmu, a, why))
		goto out;
	a->counting_only = counting_only(pmu, a);
	ok = true;
out:
	terms_free(&tv);
	if (!ok)
		pmu_attr_free(a);
	return ok;
}

bool pmu_split_perf_name(const char *s, char **pmu, char **terms)
{
	const char *slash = strchr(s, '/');
	size_t n = strlen(s);

	*pmu = *terms = NULL;
	if (!slash || slash == s || n < 3 || s[n - 1] != '/' ||
	    slash == s + n - 1 || memchr(slash + 1, '/', (size_t)(s + n - 1 - slash - 1)))
		return false;
	*pmu = xstrndup(s, (size_t)(slash - s));
	*terms = xstrndup(slash + 1, (size_t)(s + n - 1 - slash - 1));
	return true;
}

/* ---------------------------------------------------------- hybrid CPUs */

void pmu_core_types_free(struct vec *v)
{
	size_t i;

	for (i = 0; i < v->len; i++) {
		struct pmu_core_type *c = VEC_AT(*v, i);

		free(c->name);
		free(c->cpus);
		free(c);
	}
	free(v->items);
	*v = (struct vec){ 0 };
}

/* Marks the CPUs of LIST (cpu_list_ok's) in OWNER[] with WHO + 1; the
 * first CPU already marked, or -1. */
static long mark_cpus(const char *list, unsigned char *owner, unsigned char who)
{
	const char *p = list;

	for (;;) {
		unsigned long lo, hi, c;

		cpu_number(&p, &lo);
		hi = lo;
		if (*p == '-') {
			p++;
			cpu_number(&p, &hi);
		}
		for (c = lo; c <= hi; c++) {
			if (owner[c])
				return (long)c;
			owner[c] = who + 1;
		}
		if (!*p++)
			return -1;
	}
}

/* Every CPU from 0 to the highest listed belongs to exactly one core
 * type; false with *WHY naming the first that does not. */
static bool core_types_cover(const struct vec *types, char **why)
{
	unsigned char *owner = xcalloc(65536, 1);
	struct buf lists;
	long bad = -1, top = -1, c;
	const char *what = NULL;
	size_t i;

	for (i = 0; i < types->len && bad < 0; i++) {
		bad = mark_cpus(((struct pmu_core_type *)VEC_AT(*types, i))->cpus, owner,
				(unsigned char)i);
		what = "to two core types";
	}
	for (c = 0; c < 65536; c++)
		if (owner[c])
			top = c;
	for (c = 0; c < top && bad < 0; c++)
		if (!owner[c]) {
			bad = c;
			what = "to neither core type";
		}
	free(owner);
	if (bad < 0)
		return true;
	buf_init(&lists);
	for (i = 0; i < types->len; i++) {
		const struct pmu_core_type *t = VEC_AT(*types, i);

		buf_printf(&lists, "%s%s: %s", i ? ", " : "", t->name, t->cpus);
	}
	*why = xasprintf("the core PMUs' CPU lists give CPU %ld %s (%s): pmprobe cannot tell which core type counts there",
			 bad, what, lists.data);
	buf_free(&lists);
	return false;
}

bool pmu_core_types(struct pmu_source *src, struct vec *out, char **why)
{
	struct vec names = { 0 };
	bool ok = true, plain = false;
	size_t i;

	*why = NULL;
	pmu_names(src, &names);
	for (i = 0; i < names.len; i++)
		plain |= !strcmp(VEC_AT(names, i), "cpu");
	for (i = 0; i < names.len && ok && !plain; i++) {
		const char *n = VEC_AT(names, i);
		struct pmu_attr a = { 0 };
		struct pmu_core_type *t;
		char *cpus;

		if (strncmp(n, "cpu_", 4))
			continue;
		cpus = read_attr(src, n, "cpus", why);
		if (!cpus) {
			ok = !*why;
			continue;
		}
		if (!cpu_list_ok(cpus)) {
			*why = xasprintf("PMU %s: its cpus '%s' is not a CPU list (N or N-M, separated by commas)",
					 n, cpus);
			free(cpus);
			ok = false;
			break;
		}
		if (!read_type(src, n, &a, why)) {
			free(cpus);
			ok = false;
			break;
		}
		t = xcalloc(1, sizeof(*t));
		t->name = xstrdup(n);
		t->type = a.type;
		t->cpus = cpus;
		vec_push(out, t);
	}
	vec_free_strings(&names);
	free(names.items);
	if (ok && out->len >= 2)
		ok = core_types_cover(out, why);
	if (!ok || out->len < 2)
		pmu_core_types_free(out);
	return ok;
}
