/*
 * modinfo.c - what pass 5 checks in a module before loading it, read with
 * libelf: its name and vermagic (.modinfo), the kernel symbols it needs
 * (undefined in .symtab) and the breakpoint symbols and sysfs PMU events
 * the loader resolves.
 * The checks against the running kernel turn what would be an insmod
 * failure into one clear line.
 */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "loader.h"
#include "pmp_abi.h"
#include "usym.h"

/* One .modinfo entry "KEY=VALUE" (NUL-terminated) into MI; false, with
 * *WHY, when a key that must be there once is there twice. */
static bool add_modinfo(struct module_info *mi, const char *kv, char **why)
{
	const char *eq = strchr(kv, '=');
	char **once = NULL;

	if (!eq)
		return true;
	if (!strncmp(kv, "name=", 5))
		once = &mi->name;
	else if (!strncmp(kv, "vermagic=", 9))
		once = &mi->vermagic;
	else if (!strncmp(kv, PMP_STR(PMP_MODINFO_VERSION) "=", eq - kv + 1))
		once = &mi->pmprobe_version;
	else if (!strncmp(kv, PMP_STR(PMP_MODINFO_PROCESS) "=", eq - kv + 1))
		mi->needs_target = true;
	else if (!strncmp(kv, PMP_STR(PMP_MODINFO_BREAKPOINT) "=", eq - kv + 1))
		vec_push(&mi->breakpoints, xstrdup(eq + 1));
	else if (!strncmp(kv, PMP_STR(PMP_MODINFO_UFILE) "=", eq - kv + 1))
		vec_push(&mi->ufiles, xstrdup(eq + 1));
	else if (!strncmp(kv, PMP_STR(PMP_MODINFO_PMU) "=", eq - kv + 1))
		vec_push(&mi->pmus, xstrdup(eq + 1));
	else if (!strncmp(kv, PMP_STR(PMP_MODINFO_COUNTER) "=", eq - kv + 1))
		vec_push(&mi->counters, xstrdup(eq + 1));
	else if (!strncmp(kv, PMP_STR(PMP_MODINFO_TP) "=", eq - kv + 1))
		vec_push(&mi->tps, xstrdup(eq + 1));
	else if (!strncmp(kv, PMP_STR(PMP_MODINFO_TPF) "=", eq - kv + 1))
		vec_push(&mi->tpfs, xstrdup(eq + 1));
	else if (!strncmp(kv, PMP_STR(PMP_MODINFO_CORE) "=", eq - kv + 1))
		vec_push(&mi->cores, xstrdup(eq + 1));
	if (!once)
		return true;
	if (*once) {
		*why = xasprintf(".modinfo has '%.*s' twice", (int)(eq - kv), kv);
		return false;
	}
	*once = xstrdup(eq + 1);
	return true;
}

/* The .modinfo section: NUL-terminated "KEY=VALUE" strings, as the
 * kernel's own reader (get_next_modinfo) requires; false with *WHY when
 * it is not. */
static bool read_modinfo(Elf *elf, Elf_Scn *scn, struct module_info *mi, char **why)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	const char *p, *end;

	(void)elf;
	if (!d || !d->d_buf || !d->d_size)
		return true;
	p = d->d_buf;
	end = p + d->d_size;
	if (end[-1] != '\0') {
		*why = xstrdup(".modinfo is not NUL-terminated");
		return false;
	}
	while (p < end) {
		size_t n = strlen(p);

		if (n && !add_modinfo(mi, p, why))
			return false;
		p += n + 1;
	}
	return true;
}

static void read_undefined(Elf *elf, Elf_Scn *scn, GElf_Shdr *sh,
			   struct module_info *mi)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	size_t i, n;

	if (!d || !sh->sh_entsize)
		return;
	n = sh->sh_size / sh->sh_entsize;
	for (i = 1; i < n; i++) {
		GElf_Sym sym;
		const char *name;

		if (!gelf_getsym(d, (int)i, &sym) || sym.st_shndx != SHN_UNDEF)
			continue;
		name = elf_strptr(elf, sh->sh_link, sym.st_name);
		if (name && *name)
			vec_push(&mi->undefined, xstrdup(name));
	}
}

int module_open(const char *path)
{
	char *why;
	int fd;

	if (access(path, R_OK) != 0) {
		fprintf(stderr, "pmprobe: cannot open module %s: %s\n", path, strerror(errno));
		return -1;
	}
	fd = trust_open_file(path, TRUST_SYSTEM, &why);
	if (fd < 0) {
		fprintf(stderr, "pmprobe: not loading %s: a module runs in the kernel, so no one but you or root may change it (copy it to a file of yours: install -m 0644 FROM TO)\n",
			why);
		free(why);
	}
	return fd;
}

bool module_info_read(int fd, const char *path, struct module_info *mi)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;
	char *why = NULL;
	int seen_modinfo = 0;
	Elf *elf;

	memset(mi, 0, sizeof(*mi));
	if (elf_version(EV_CURRENT) == EV_NONE)
		return false;
	elf = elf_begin(fd, ELF_C_READ, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF || elf_getshdrstrndx(elf, &shstrndx)) {
		fprintf(stderr, "pmprobe: %s is not a kernel module (not an ELF file)\n", path);
		if (elf)
			elf_end(elf);
		return false;
	}
	while (!why && (scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *name;

		if (!gelf_getshdr(scn, &sh))
			continue;
		name = elf_strptr(elf, shstrndx, sh.sh_name);
		if (!name)
			continue;
		if (!strcmp(name, ".modinfo")) {
			if (seen_modinfo++)
				why = xstrdup("it has two .modinfo sections");
			else
				read_modinfo(elf, scn, mi, &why);
		} else if (sh.sh_type == SHT_SYMTAB) {
			read_undefined(elf, scn, &sh, mi);
		}
	}
	elf_end(elf);
	if (why) {
		fprintf(stderr, "pmprobe: %s is not a kernel module: %s\n", path, why);
		free(why);
		module_info_free(mi);
		return false;
	}
	if (!mi->name || !mi->vermagic) {
		fprintf(stderr, "pmprobe: %s is not a kernel module (no name or vermagic in .modinfo)\n", path);
		module_info_free(mi);
		return false;
	}
	if (!mi->pmprobe_version) {
		fprintf(stderr, "pmprobe: %s is not a pmprobe module\n", path);
		module_info_free(mi);
		return false;
	}
	return true;
}

void module_info_free(struct module_info *mi)
{
	free(mi->name);
	free(mi->vermagic);
	free(mi->pmprobe_version);
	vec_free_strings(&mi->breakpoints);
	vec_free_strings(&mi->ufiles);
	vec_free_strings(&mi->pmus);
	vec_free_strings(&mi->tps);
	vec_free_strings(&mi->tpfs);
	vec_free_strings(&mi->counters);
	vec_free_strings(&mi->cores);
	vec_free_strings(&mi->undefined);
	memset(mi, 0, sizeof(*mi));
}

bool modinfo_index(const char *s, size_t n, size_t *idx)
{
	size_t v = 0;
	const char *p;

	if (!*s || (s[0] == '0' && s[1]))
		return false;   /* digits only, as the translator writes them */
	for (p = s; *p; p++) {
		if (*p < '0' || *p > '9' || v > (SIZE_MAX - 9) / 10)
			return false;
		v = v * 10 + (size_t)(*p - '0');
	}
	if (v >= n)
		return false;
	*idx = v;
	return true;
}

/* A kernel symbol's name as kallsyms lists it: printable, no blank. */
static bool symbol_name_ok(const char *s)
{
	if (!*s || strlen(s) > 255)
		return false;
	for (; *s; s++)
		if ((unsigned char)*s <= ' ' || (unsigned char)*s >= 0x7f)
			return false;
	return true;
}

const char **module_breakpoints(const struct module_info *mi)
{
	size_t n = mi->breakpoints.len, i, idx;
	const char **syms = xcalloc(n + 1, sizeof(*syms));

	for (i = 0; i < n; i++) {
		const char *bp = VEC_AT(mi->breakpoints, i), *sp = strchr(bp, ' ');
		char *num = sp ? xstrndup(bp, (size_t)(sp - bp)) : NULL;
		bool ok = num && modinfo_index(num, n, &idx) && !syms[idx] &&
			  symbol_name_ok(sp + 1);

		free(num);
		if (!ok) {
			fprintf(stderr, "pmprobe: the module's breakpoint list is damaged ('%s'): not loading it\n",
				bp);
			free(syms);
			return NULL;
		}
		syms[idx] = sp + 1;
	}
	return syms;
}

/* The release a module was built for: vermagic's first word. */
char *module_release(const struct module_info *mi)
{
	size_t n = strcspn(mi->vermagic, " ");

	return xstrndup(mi->vermagic, n);
}

char *module_release_of(const char *ko)
{
	struct module_info mi;
	int fd = module_open(ko);
	bool ok = fd >= 0 && module_info_read(fd, ko, &mi);

	if (fd >= 0)
		close(fd);
	return ok ? module_release(&mi) : NULL;
}

/* The running kernel can load no module at all: built without module
 * support (no /proc/modules), or loading switched off for good. */
const char *module_loading_problem(void)
{
	char *text;
	size_t len;
	bool disabled;

	if (access("/proc/modules", F_OK) != 0)
		return "it has no module support (no /proc/modules)";
	if (!read_file("/proc/sys/kernel/modules_disabled", &text, &len))
		return NULL;
	disabled = text[0] == '1';
	free(text);
	return disabled ? "module loading is disabled (/proc/sys/kernel/modules_disabled is 1)" : NULL;
}

/* ----------------------------------------------------------- kallsyms */

/*
 * /proc/kallsyms is read once, in large reads, and searched in memory:
 * in a TCG guest the kernel takes ~180 ms to produce its ~95,000 lines,
 * and parsing them line by line with stdio took as long again.
 */
static char *ksyms;
static size_t ksyms_len;

static bool kallsyms_load(void)
{
	int fd;

	if (ksyms)
		return ksyms_len > 0;
	fd = open("/proc/kallsyms", O_RDONLY | O_CLOEXEC);
	ksyms = xmalloc(1);
	if (fd < 0)
		return false;
	for (size_t cap = 0;;) {
		ssize_t n;

		if (cap - ksyms_len < 65536) {
			cap = cap ? cap * 2 : 4 << 20;
			ksyms = xrealloc(ksyms, cap + 1);
		}
		n = read(fd, ksyms + ksyms_len, cap - ksyms_len);
		if (n <= 0)
			break;
		ksyms_len += (size_t)n;
	}
	close(fd);
	ksyms[ksyms_len] = '\0';
	return ksyms_len > 0;
}

/* Calls FN for each line: its address text, type and name (up to the tab
 * of a "[module]" suffix or the newline); stops when FN returns true. */
static void kallsyms_each(bool (*fn)(const char *addr, char type, const char *name,
				     size_t len, bool module, void *arg), void *arg)
{
	const char *p = ksyms, *end = ksyms + ksyms_len;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *sp1, *name, *stop;

		if (!nl)
			nl = end;
		sp1 = memchr(p, ' ', (size_t)(nl - p));
		if (sp1 && nl - sp1 > 3 && sp1[2] == ' ') {
			name = sp1 + 3;
			stop = memchr(name, '\t', (size_t)(nl - name));
			if (fn(p, sp1[1], name, (size_t)((stop ? stop : nl) - name), stop != NULL, arg))
				return;
		}
		p = nl + 1;
	}
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

struct export_check {
	const char **need;          /* sorted */
	bool *found;
	size_t n;
	size_t exports;             /* every kernel export seen */
};

/* Exported symbols: kallsyms lists a __ksymtab_NAME entry for each (one
 * with a "[module]" suffix is a module's export, not the kernel's). */
static bool note_export(const char *addr, char type, const char *name, size_t len,
			bool module, void *arg)
{
	struct export_check *x = arg;
	char key[256];
	const char *k = key, **hit;

	(void)addr;
	(void)type;
	if (module || len <= 10 || len - 10 >= sizeof(key) || memcmp(name, "__ksymtab_", 10))
		return false;
	x->exports++;
	memcpy(key, name + 10, len - 10);
	key[len - 10] = '\0';
	hit = bsearch(&k, x->need, x->n, sizeof(*x->need), cmp_str);
	if (hit)
		x->found[hit - x->need] = true;
	return false;
}

/* Was NAME's export seen (NAME being one of X's needs)? */
static bool listed(const struct export_check *x, const char *name)
{
	const char **hit = bsearch(&name, x->need, x->n, sizeof(*x->need), cmp_str);

	return hit && x->found[hit - x->need];
}

bool module_check_kernel(const char *path, const struct module_info *mi)
{
	struct export_check x;
	struct utsname u;
	char *rel = module_release(mi);
	bool ok = true;
	size_t i;

	if (uname(&u) == 0 && strcmp(rel, u.release)) {
		fprintf(stderr, "pmprobe: %s was built for kernel %s, but this kernel is %s: rebuild it with -r %s (or run it with --vm)\n",
			path, rel, u.release, u.release);
		free(rel);
		return false;
	}
	free(rel);
	if (!kallsyms_load())
		return true;   /* kallsyms unreadable: the kernel will check */
	x.n = mi->undefined.len;
	x.need = xcalloc(x.n + 1, sizeof(*x.need));
	x.found = xcalloc(x.n + 1, sizeof(*x.found));
	for (i = 0; i < x.n; i++)
		x.need[i] = VEC_AT(mi->undefined, i);
	qsort(x.need, x.n, sizeof(*x.need), cmp_str);
	kallsyms_each(note_export, &x);
	/*
	 * kallsyms lists the kernel's exports (their __ksymtab_ entries)
	 * only when it lists data symbols too (CONFIG_KALLSYMS_ALL; Debian's
	 * arm64 6.1 has it off, and lists a few entries of some sections):
	 * the list is taken as whole only when it has kfree's, which every
	 * kernel exports and every pmprobe module imports.  Otherwise the
	 * kernel will check.
	 */
	if (!listed(&x, "kfree"))
		x.exports = 0;
	for (i = 0; x.exports && i < x.n; i++) {
		if (!x.found[i]) {
			fprintf(stderr, "pmprobe: %s needs the kernel symbol '%s', which this kernel does not export\n",
				path, x.need[i]);
			ok = false;
		}
	}
	free(x.need);
	free(x.found);
	return ok;
}

struct addr_lookup {
	const char *symbol;
	size_t len;
	unsigned long addr;
	bool found;
};

static bool match_symbol(const char *addr, char type, const char *name, size_t len,
			 bool module, void *arg)
{
	struct addr_lookup *l = arg;

	(void)type;
	(void)module;
	if (len != l->len || memcmp(name, l->symbol, len))
		return false;
	l->addr = strtoul(addr, NULL, 16);
	l->found = true;
	return true;
}

/* A kernel symbol's address from /proc/kallsyms; 0 if unknown, with
 * *RESTRICTED set when the symbol is there but its address is hidden. */
unsigned long kallsyms_lookup_addr(const char *symbol, bool *restricted)
{
	struct addr_lookup l = { .symbol = symbol, .len = strlen(symbol) };

	*restricted = false;
	if (!kallsyms_load())
		return 0;
	kallsyms_each(match_symbol, &l);
	if (l.found && !l.addr)
		*restricted = true;
	return l.addr;
}

bool module_ufiles_ok(const char *ko, const struct module_info *mi)
{
	size_t i;

	for (i = 0; i < mi->ufiles.len; i++) {
		const char *rec = VEC_AT(mi->ufiles, i), *tab = strchr(rec, '\t');
		char *path, *why = NULL, *now;
		struct usym_file *f;
		bool same;

		if (!tab)
			continue;
		path = xstrndup(rec, (size_t)(tab - rec));
		f = usym_open(path, &why);
		if (!f) {
			fprintf(stderr, "pmprobe: %s probes %s, which cannot be read here (%s): not loading it\n",
				ko, path, why);
			free(why);
			free(path);
			return false;
		}
		now = usym_identity(f);
		same = !strcmp(now, tab + 1);
		if (!same)
			fprintf(stderr, "pmprobe: %s: not the file %s was translated against (then %s, here %s): its probes would be in the wrong places; translate the script again against this file: not loading it\n",
				path, ko, tab + 1, now);
		free(now);
		usym_close(f);
		free(path);
		if (!same)
			return false;
	}
	return true;
}
