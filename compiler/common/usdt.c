/*
 * usdt.c - a user-space ELF file's USDT notes (SystemTap's sdt.h,
 * .note.stapsdt, owner "stapsdt", type 3): each mark's provider, name,
 * address and file offset, its semaphore's address and file offset, and
 * its argument descriptions, parsed into what the runtime reads (a
 * constant, a register, or memory at a register plus an offset) for
 * x86-64 ("-4@%eax", "8@-8(%rbp)", "4@$5") and arm64 ("-4@x1",
 * "8@[sp, 8]", "4@5").
 */
#include <ctype.h>
#include <gelf.h>
#include <libelf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pmp_abi.h"
#include "usym.h"

#define STAPSDT_NOTE_TYPE 3

/* The address .stapsdt.base has at link time, or 0. */
static uint64_t sdt_base(Elf *elf)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;

	if (elf_getshdrstrndx(elf, &shstrndx))
		return 0;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *name;

		if (gelf_getshdr(scn, &sh) && (name = elf_strptr(elf, shstrndx, sh.sh_name)) &&
		    !strcmp(name, ".stapsdt.base"))
			return sh.sh_addr;
	}
	return 0;
}

/* One note's descriptor (PC, BASE, SEMA, then three strings) into F. */
static void add_note(struct usym_file *f, const unsigned char *p, size_t n, uint64_t base_now)
{
	uint64_t pc, base, sema, off;
	const char *prov, *name, *args, *end = (const char *)p + n;
	struct usdt_note *m;

	if (n < 3 * 8 + 3)
		return;
	memcpy(&pc, p, 8);
	memcpy(&base, p + 8, 8);
	memcpy(&sema, p + 16, 8);
	prov = (const char *)p + 24;
	name = memchr(prov, '\0', (size_t)(end - prov));
	if (!name++ || name >= end)
		return;
	args = memchr(name, '\0', (size_t)(end - name));
	if (!args++ || args >= end || !memchr(args, '\0', (size_t)(end - args)))
		return;
	if (base_now && base) {       /* prelinked or moved: as sdt.h says */
		pc += base_now - base;
		if (sema)
			sema += base_now - base;
	}
	if (!usym_offset(f, pc, &off))
		return;
	m = xcalloc(1, sizeof(*m));
	m->provider = xstrdup(prov);
	m->name = xstrdup(name);
	m->args = xstrdup(args);
	m->pc = pc;
	m->offset = off;
	m->sema = sema;
	if (sema && !usym_offset(f, sema, &m->sema_offset))
		m->sema_offset = 0;
	vec_push(&f->marks, m);
}

void usdt_read_notes(struct usym_file *f)
{
	char *why = NULL;
	int fd = trust_open_file(f->path, TRUST_SYSTEM, &why);
	Elf *elf;
	Elf_Scn *scn = NULL;
	uint64_t base_now;

	free(why);
	if (fd < 0)
		return;
	elf = elf_begin(fd, ELF_C_READ, NULL);
	if (!elf) {
		close(fd);
		return;
	}
	base_now = sdt_base(elf);

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *d;
		GElf_Nhdr nh;
		size_t off = 0, noff, doff;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_NOTE || !(d = elf_getdata(scn, NULL)))
			continue;
		while ((off = gelf_getnote(d, off, &nh, &noff, &doff)) > 0)
			if (nh.n_type == STAPSDT_NOTE_TYPE && nh.n_namesz == 8 &&
			    !memcmp((const char *)d->d_buf + noff, "stapsdt", 8))
				add_note(f, (const unsigned char *)d->d_buf + doff, nh.n_descsz, base_now);
	}
	elf_end(elf);
	close(fd);
}

const struct usdt_note *usdt_find(const struct usym_file *f, const char *name)
{
	const char *colon = strchr(name, ':');
	size_t i;

	for (i = 0; i < f->marks.len; i++) {
		const struct usdt_note *m = VEC_AT(f->marks, i);

		if (colon ? (!strncmp(m->provider, name, (size_t)(colon - name)) &&
			     !m->provider[colon - name] && !strcmp(m->name, colon + 1)) :
		    !strcmp(m->name, name))
			return m;
	}
	return NULL;
}

/* The argument descriptions are separated by spaces (an arm64 memory
 * operand "[sp, 8]" has one inside its brackets). */
static const char *next_arg(const char *s, const char **end)
{
	int depth = 0;

	while (*s == ' ')
		s++;
	if (!*s)
		return NULL;
	for (*end = s; **end && (**end != ' ' || depth); (*end)++)
		depth += **end == '[' ? 1 : **end == ']' ? -1 : 0;
	return s;
}

int usdt_nargs(const struct usdt_note *note)
{
	const char *s = note->args, *end;
	int n = 0;

	while ((s = next_arg(s, &end))) {
		n++;
		s = end;
	}
	return n;
}

/* An x86-64 register's name (without its %), of any width, as a
 * PMP_UREG_ number; -1 if unknown. */
static int x86_reg(const char *s, size_t n)
{
	static const char *const names[][5] = {
		[PMP_UREG_X86_AX] = { "rax", "eax", "ax", "al" },
		[PMP_UREG_X86_BX] = { "rbx", "ebx", "bx", "bl" },
		[PMP_UREG_X86_CX] = { "rcx", "ecx", "cx", "cl" },
		[PMP_UREG_X86_DX] = { "rdx", "edx", "dx", "dl" },
		[PMP_UREG_X86_SI] = { "rsi", "esi", "si", "sil" },
		[PMP_UREG_X86_DI] = { "rdi", "edi", "di", "dil" },
		[PMP_UREG_X86_BP] = { "rbp", "ebp", "bp", "bpl" },
		[PMP_UREG_X86_SP] = { "rsp", "esp", "sp", "spl" },
		[PMP_UREG_X86_IP] = { "rip" },
	};
	char buf[8];
	int i, k;

	if (n >= sizeof(buf))
		return -1;
	memcpy(buf, s, n);
	buf[n] = '\0';
	for (i = 0; i < (int)(sizeof(names) / sizeof(names[0])); i++)
		for (k = 0; k < 5 && names[i][k]; k++)
			if (!strcmp(buf, names[i][k]))
				return i;
	if (buf[0] == 'r' && isdigit((unsigned char)buf[1])) {   /* r8..r15, r8d, r8w, r8b */
		char *e;
		long r = strtol(buf + 1, &e, 10);

		if (r >= 8 && r <= 15 && (!*e || (!e[1] && strchr("dwb", *e))))
			return PMP_UREG_X86_R8 + (int)(r - 8);
	}
	return -1;
}

/* An arm64 register's name (x0..x30, w0..w30, sp), or -1. */
static int arm64_reg(const char *s, size_t n)
{
	char *e;
	long r;

	if (n == 2 && !strncmp(s, "sp", 2))
		return PMP_UREG_ARM64_SP;
	if (n < 2 || (*s != 'x' && *s != 'w') || !isdigit((unsigned char)s[1]))
		return -1;
	r = strtol(s + 1, &e, 10);
	return e == s + n && r >= 0 && r <= 30 ? (int)r : -1;
}

static bool parse_num(const char *s, const char *end, int64_t *v)
{
	char *e;

	if (s == end)
		return false;
	*v = strtoll(s, &e, 0);
	return e == end;
}

/* OPERAND (without its size) for x86-64. */
static bool x86_operand(const char *s, const char *end, struct usdt_arg *a)
{
	const char *open = memchr(s, '(', (size_t)(end - s));

	if (*s == '$') {
		a->kind = PMP_UARG_CONST;
		return parse_num(s + 1, end, &a->value);
	}
	if (*s == '%') {
		a->kind = PMP_UARG_REG;
		return (a->reg = x86_reg(s + 1, (size_t)(end - s - 1))) >= 0;
	}
	/* OFF(%REG): no symbol, no index register, no segment */
	if (!open || end[-1] != ')' || open[1] != '%' || memchr(open, ',', (size_t)(end - open)))
		return false;
	a->kind = PMP_UARG_MEM;
	a->value = 0;
	if (open > s && !parse_num(s, open, &a->value))
		return false;
	a->reg = x86_reg(open + 2, (size_t)(end - open - 3));
	return a->reg >= 0 && a->reg != PMP_UREG_X86_IP;
}

/* OPERAND for arm64: xN, wN, a number, [REG], [REG, OFF]. */
static bool arm64_operand(const char *s, const char *end, struct usdt_arg *a)
{
	const char *comma;

	if (*s == '[') {
		if (end[-1] != ']')
			return false;
		a->kind = PMP_UARG_MEM;
		a->value = 0;
		comma = memchr(s, ',', (size_t)(end - s));
		a->reg = arm64_reg(s + 1, (size_t)((comma ? comma : end - 1) - s - 1));
		if (comma) {
			comma++;
			while (*comma == ' ')
				comma++;
			if (*comma == '#')
				comma++;
			if (!parse_num(comma, end - 1, &a->value))
				return false;
		}
		return a->reg >= 0;
	}
	if ((a->reg = arm64_reg(s, (size_t)(end - s))) >= 0) {
		a->kind = PMP_UARG_REG;
		return true;
	}
	a->kind = PMP_UARG_CONST;
	return parse_num(*s == '#' ? s + 1 : s, end, &a->value);
}

bool usdt_arg(const struct usdt_note *note, int machine, int n, struct usdt_arg *a,
	      char **why)
{
	const char *s = note->args, *end = NULL, *at;
	int i;
	long size;
	char *e;
	bool ok;

	for (i = 0; i < n && (s = next_arg(s, &end)); i++)
		if (i + 1 < n)
			s = end;
	if (!s) {
		*why = xasprintf("mark %s:%s has %d argument%s", note->provider, note->name,
				 usdt_nargs(note), usdt_nargs(note) == 1 ? "" : "s");
		return false;
	}
	memset(a, 0, sizeof(*a));
	at = memchr(s, '@', (size_t)(end - s));
	size = at ? strtol(s, &e, 10) : 0;
	if (!at || e != at || !size || labs(size) > 8 || (labs(size) & (labs(size) - 1))) {
		*why = xasprintf("mark %s:%s's argument %d, '%.*s', has no size pmprobe knows (N@OPERAND, N one of 1, 2, 4, 8, negative if signed)",
				 note->provider, note->name, n, (int)(end - s), s);
		return false;
	}
	a->size = (int)labs(size);
	a->is_signed = size < 0;
	ok = machine == EM_X86_64 ? x86_operand(at + 1, end, a) :
	     machine == EM_AARCH64 ? arm64_operand(at + 1, end, a) : false;
	if (!ok) {
		char tmp[32];

		*why = xasprintf("mark %s:%s's argument %d, '%.*s', is not an operand pmprobe reads on %s (a constant, a register, or memory at a register plus a constant)",
				 note->provider, note->name, n, (int)(end - s), s,
				 usym_machine_name(machine, tmp));
		return false;
	}
	return true;
}
