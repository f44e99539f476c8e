/*
 * usym.c - a user-space ELF file's function symbols read with libelf
 * (.symtab, else .dynsym), each with the file offset a uprobe is placed
 * at (from the load segment that maps it), lookups by name and by
 * address, and the file's identity (its GNU build-id, else its size)
 * that the loader checks the file that runs against.  usdt.c reads the
 * USDT notes of the same file into the same struct (usdt_read_notes()).
 */
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "usym.h"

static int by_addr(const void *a, const void *b)
{
	const struct usym *x = *(const struct usym *const *)a, *y = *(const struct usym *const *)b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	return strcmp(x->name, y->name);
}

bool usym_vaddr(const struct usym_file *f, uint64_t off, uint64_t *vaddr)
{
	size_t i;

	for (i = 0; i < f->nloads; i++) {
		const struct usym_load *l = &f->loads[i];

		if (off >= l->offset && off < l->offset + l->filesz) {
			*vaddr = off - l->offset + l->vaddr;
			return true;
		}
	}
	return false;
}

bool usym_offset(const struct usym_file *f, uint64_t vaddr, uint64_t *off)
{
	size_t i;

	for (i = 0; i < f->nloads; i++) {
		const struct usym_load *l = &f->loads[i];

		if (vaddr >= l->vaddr && vaddr < l->vaddr + l->filesz) {
			*off = vaddr - l->vaddr + l->offset;
			return true;
		}
	}
	return false;
}

/* The load segments of ELF into F. */
static void read_loads(struct usym_file *f, Elf *elf)
{
	size_t n, i;

	if (elf_getphdrnum(elf, &n))
		return;
	f->loads = xcalloc(n + 1, sizeof(*f->loads));
	for (i = 0; i < n; i++) {
		GElf_Phdr ph;

		if (!gelf_getphdr(elf, (int)i, &ph) || ph.p_type != PT_LOAD)
			continue;
		f->loads[f->nloads].vaddr = ph.p_vaddr;
		f->loads[f->nloads].filesz = ph.p_filesz;
		f->loads[f->nloads++].offset = ph.p_offset;
	}
}

/* The functions of symbol table SCN (header SH) into F. */
static void read_symbols(struct usym_file *f, Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	size_t i, n = sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0;

	for (i = 0; d && i < n; i++) {
		GElf_Sym s;
		const char *name;
		struct usym *u;
		uint64_t off;

		if (!gelf_getsym(d, (int)i, &s) || GELF_ST_TYPE(s.st_info) != STT_FUNC ||
		    s.st_shndx == SHN_UNDEF || !s.st_value)
			continue;
		name = elf_strptr(elf, sh->sh_link, s.st_name);
		if (!name || !*name || !usym_offset(f, s.st_value, &off))
			continue;
		u = xcalloc(1, sizeof(*u));
		u->name = xstrdup(name);
		u->addr = s.st_value;
		u->size = s.st_size;
		u->offset = off;
		vec_push(&f->funcs, u);
	}
}

/* The GNU build-id note's bytes, as hex, or NULL. */
static char *read_build_id(Elf *elf)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *d;
		GElf_Nhdr nh;
		size_t off = 0, noff, doff;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_NOTE || !(d = elf_getdata(scn, NULL)))
			continue;
		while ((off = gelf_getnote(d, off, &nh, &noff, &doff)) > 0) {
			const unsigned char *p = (const unsigned char *)d->d_buf + doff;
			char *hex;
			size_t k;

			if (nh.n_type != NT_GNU_BUILD_ID || nh.n_namesz != 4 ||
			    memcmp((const char *)d->d_buf + noff, "GNU", 4) || !nh.n_descsz)
				continue;
			hex = xmalloc(2 * nh.n_descsz + 1);
			for (k = 0; k < nh.n_descsz; k++)
				sprintf(hex + 2 * k, "%02x", p[k]);
			return hex;
		}
	}
	return NULL;
}

struct usym_file *usym_open(const char *path, char **why)
{
	int fd = trust_open_file(path, TRUST_SYSTEM, why);

	if (fd < 0)
		return NULL;
	return usym_read_fd(fd, path, why);
}

struct usym_file *usym_read_fd(int fd, const char *path, char **why)
{
	struct usym_file *f;
	Elf *elf;
	Elf_Scn *scn = NULL, *dyn = NULL;
	GElf_Ehdr eh;
	GElf_Shdr sh, dsh;
	struct stat st;
	bool symtab = false;

	elf_version(EV_CURRENT);
	elf = elf_begin(fd, ELF_C_READ, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF || !gelf_getehdr(elf, &eh) ||
	    gelf_getclass(elf) != ELFCLASS64) {
		*why = xasprintf("%s: not a 64-bit ELF file", path);
		if (elf)
			elf_end(elf);
		close(fd);
		return NULL;
	}
	f = xcalloc(1, sizeof(*f));
	f->path = xstrdup(path);
	f->machine = eh.e_machine;
	if (fstat(fd, &st) == 0)
		f->size = (uint64_t)st.st_size;
	read_loads(f, elf);
	while ((scn = elf_nextscn(elf, scn))) {
		if (!gelf_getshdr(scn, &sh))
			continue;
		if (sh.sh_type == SHT_SYMTAB) {
			read_symbols(f, elf, scn, &sh);
			symtab = true;
		} else if (sh.sh_type == SHT_DYNSYM) {
			dyn = scn;
			dsh = sh;
		}
	}
	if (!symtab && dyn)
		read_symbols(f, elf, dyn, &dsh);
	qsort(f->funcs.items, f->funcs.len, sizeof(void *), by_addr);
	f->build_id = read_build_id(elf);
	elf_end(elf);
	close(fd);
	return f;
}

void usym_close(struct usym_file *f)
{
	size_t i;

	if (!f)
		return;
	for (i = 0; i < f->funcs.len; i++) {
		struct usym *u = VEC_AT(f->funcs, i);

		free(u->name);
		free(u);
	}
	for (i = 0; i < f->marks.len; i++) {
		struct usdt_note *m = VEC_AT(f->marks, i);

		free(m->provider);
		free(m->name);
		free(m->args);
		free(m);
	}
	free(f->funcs.items);
	free(f->marks.items);
	free(f->build_id);
	free(f->loads);
	free(f->path);
	free(f);
}

const struct usym *usym_find(const struct usym_file *f, const char *name)
{
	size_t i;

	for (i = 0; i < f->funcs.len; i++) {
		const struct usym *u = VEC_AT(f->funcs, i);

		if (!strcmp(u->name, name))
			return u;
	}
	return NULL;
}

const struct usym *usym_at(const struct usym_file *f, uint64_t addr)
{
	size_t lo = 0, hi = f->funcs.len;
	const struct usym *u;

	while (lo < hi) {             /* the first function above ADDR */
		size_t mid = lo + (hi - lo) / 2;

		if (((const struct usym *)VEC_AT(f->funcs, mid))->addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo)
		return NULL;
	u = VEC_AT(f->funcs, lo - 1);
	return addr < u->addr + (u->size ? u->size : 1) ? u : NULL;
}

const char *usym_nearest(const struct usym_file *f, const char *name)
{
	const char **names = xcalloc(f->funcs.len + 1, sizeof(*names));
	const char *near;
	size_t i;

	for (i = 0; i < f->funcs.len; i++)
		names[i] = ((const struct usym *)VEC_AT(f->funcs, i))->name;
	near = nearest_name(name, names, f->funcs.len);
	free(names);
	return near;
}

char *usym_identity(const struct usym_file *f)
{
	if (f->build_id)
		return xasprintf("build-id %s", f->build_id);
	return xasprintf("size %llu", (unsigned long long)f->size);
}

const char *usym_machine_name(int m, char tmp[32])
{
	if (m == EM_X86_64)
		return "x86_64";
	if (m == EM_AARCH64)
		return "aarch64";
	snprintf(tmp, 32, "ELF machine %d", m);
	return tmp;
}
