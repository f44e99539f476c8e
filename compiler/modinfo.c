/*
 * modinfo.c - what pass 5 checks in a module before loading it, read with
 * libelf: its name and vermagic (.modinfo), the kernel symbols it needs
 * (undefined in .symtab) and the breakpoint symbols the loader resolves.
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

#include "pmprobe.h"

static void add_modinfo(struct module_info *mi, const char *kv)
{
	const char *eq = strchr(kv, '=');

	if (!eq)
		return;
	if (!strncmp(kv, "name=", 5))
		mi->name = xstrdup(eq + 1);
	else if (!strncmp(kv, "vermagic=", 9))
		mi->vermagic = xstrdup(eq + 1);
	else if (!strncmp(kv, "pmprobe=", 8))
		mi->pmprobe_version = xstrdup(eq + 1);
	else if (!strncmp(kv, "pmprobe_process=", 16))
		mi->needs_target = true;
	else if (!strncmp(kv, "pmprobe_breakpoint=", 19))
		vec_push(&mi->breakpoints, xstrdup(eq + 1));
}

static void read_modinfo(Elf *elf, Elf_Scn *scn, struct module_info *mi)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	const char *p, *end;

	(void)elf;
	if (!d || !d->d_buf)
		return;
	p = d->d_buf;
	end = p + d->d_size;
	while (p < end) {
		size_t n = strnlen(p, (size_t)(end - p));

		if (n)
			add_modinfo(mi, p);
		p += n + 1;
	}
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

bool module_info_read(const char *path, struct module_info *mi)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;
	Elf *elf;
	int fd;

	memset(mi, 0, sizeof(*mi));
	if (elf_version(EV_CURRENT) == EV_NONE)
		return false;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		fprintf(stderr, "pmprobe: cannot open module %s: %s\n", path, strerror(errno));
		return false;
	}
	elf = elf_begin(fd, ELF_C_READ, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF || elf_getshdrstrndx(elf, &shstrndx)) {
		fprintf(stderr, "pmprobe: %s is not a kernel module (not an ELF file)\n", path);
		if (elf)
			elf_end(elf);
		close(fd);
		return false;
	}
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *name;

		if (!gelf_getshdr(scn, &sh))
			continue;
		name = elf_strptr(elf, shstrndx, sh.sh_name);
		if (!name)
			continue;
		if (!strcmp(name, ".modinfo"))
			read_modinfo(elf, scn, mi);
		else if (sh.sh_type == SHT_SYMTAB)
			read_undefined(elf, scn, &sh, mi);
	}
	elf_end(elf);
	close(fd);
	if (!mi->name || !mi->vermagic) {
		fprintf(stderr, "pmprobe: %s is not a kernel module (no name or vermagic in .modinfo)\n", path);
		return false;
	}
	if (!mi->pmprobe_version) {
		fprintf(stderr, "pmprobe: %s is not a pmprobe module\n", path);
		return false;
	}
	return true;
}

/* The release a module was built for: vermagic's first word. */
char *module_release(const struct module_info *mi)
{
	size_t n = strcspn(mi->vermagic, " ");

	return xstrndup(mi->vermagic, n);
}

/* ----------------------------------------------------------- kallsyms */

struct symset {
	char **names;
	size_t n;
};

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Exported symbols: kallsyms lists a __ksymtab_NAME entry for each. */
static bool load_exports(struct symset *set)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	char line[512];
	size_t cap = 0;

	set->names = NULL;
	set->n = 0;
	if (!f)
		return false;
	while (fgets(line, sizeof(line), f)) {
		char *name = strstr(line, " __ksymtab_"), *end;

		if (!name)
			continue;
		name += strlen(" __ksymtab_");
		end = name + strcspn(name, " \t\n");
		if (*end == '\t' || *end == ' ')
			continue;   /* "[module]": exported by a module, not the kernel */
		if (set->n == cap) {
			cap = cap ? cap * 2 : 4096;
			set->names = xrealloc(set->names, cap * sizeof(char *));
		}
		set->names[set->n++] = xstrndup(name, (size_t)(end - name));
	}
	fclose(f);
	qsort(set->names, set->n, sizeof(char *), cmp_str);
	return set->n > 0;
}

bool module_check_kernel(const char *path, const struct module_info *mi)
{
	struct utsname u;
	struct symset set;
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
	if (!load_exports(&set))
		return true;   /* kallsyms hidden: the kernel will check */
	for (i = 0; i < mi->undefined.len; i++) {
		const char *name = VEC_AT(mi->undefined, i);

		if (!bsearch(&name, set.names, set.n, sizeof(char *), cmp_str)) {
			fprintf(stderr, "pmprobe: %s needs the kernel symbol '%s', which this kernel does not export\n",
				path, name);
			ok = false;
		}
	}
	for (i = 0; i < set.n; i++)
		free(set.names[i]);
	free(set.names);
	return ok;
}

/* A kernel symbol's address from /proc/kallsyms; 0 if unknown. */
unsigned long kallsyms_lookup_addr(const char *symbol, bool *restricted)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	char line[512], type, name[256];
	unsigned long addr, found = 0;

	*restricted = false;
	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%lx %c %255s", &addr, &type, name) != 3)
			continue;
		if (!strcmp(name, symbol)) {
			if (!addr)
				*restricted = true;
			found = addr;
			break;
		}
	}
	fclose(f);
	return found;
}
