/*
 * fuzz_modinfo.c - the module reader of --run (loader/modinfo.c) and what
 * the loader makes of the lists it reads (breakpoints, sysfs PMU and
 * libpfm4 points, tracepoints and their fields, resolved against the
 * fake tree testsuite/sysfs).  An input that starts as an ELF file is the
 * module; any other is the contents of the .modinfo section of a small
 * relocatable object made around it (so that the fuzzer spends its time
 * on .modinfo, where every pmprobe-specific field is).
 */
#include <gelf.h>
#include <libelf.h>

#include "fuzz_util.h"
#include "loader.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_quiet();
	elf_version(EV_CURRENT);
	return 0;
}

static Elf_Scn *add_section(Elf *e, size_t name, Elf64_Word type, void *buf, size_t size,
			    Elf64_Word link, size_t entsize)
{
	Elf_Scn *scn = elf_newscn(e);
	Elf_Data *d = elf_newdata(scn);
	Elf64_Shdr *sh = elf64_getshdr(scn);

	d->d_buf = buf;
	d->d_size = size;
	d->d_align = 1;
	d->d_type = type == SHT_SYMTAB ? ELF_T_SYM : ELF_T_BYTE;
	sh->sh_name = (Elf64_Word)name;
	sh->sh_type = type;
	sh->sh_link = link;
	sh->sh_entsize = entsize;
	if (type == SHT_SYMTAB) {
		d->d_align = 8;
		sh->sh_info = 1;
	}
	return scn;
}

/* A relocatable x86-64 object whose .modinfo is MODINFO, in a memfd. */
static int wrap(const uint8_t *modinfo, size_t size)
{
	static char shstr[] = "\0.shstrtab\0.modinfo\0.symtab\0.strtab";
	static char str[] = "\0kfree\0perf_event_create_kernel_counter";
	static Elf64_Sym syms[3] = {
		{ 0 },
		{ .st_name = 1, .st_info = ELF64_ST_INFO(STB_GLOBAL, STT_NOTYPE) },
		{ .st_name = 7, .st_info = ELF64_ST_INFO(STB_GLOBAL, STT_NOTYPE) },
	};
	int fd = memfd_create("fuzz.ko", MFD_CLOEXEC);
	void *copy = malloc(size + 1);
	Elf64_Ehdr *eh;
	Elf_Scn *strtab;
	Elf *e;

	memcpy(copy, modinfo, size);
	e = elf_begin(fd, ELF_C_WRITE, NULL);
	eh = elf64_newehdr(e);
	eh->e_ident[EI_DATA] = ELFDATA2LSB;
	eh->e_type = ET_REL;
	eh->e_machine = EM_X86_64;
	eh->e_version = EV_CURRENT;
	eh->e_shstrndx = (Elf64_Half)elf_ndxscn(add_section(e, 1, SHT_STRTAB, shstr, sizeof(shstr), 0, 0));
	add_section(e, 11, SHT_PROGBITS, copy, size, 0, 0);
	strtab = add_section(e, 28, SHT_STRTAB, str, sizeof(str), 0, 0);
	add_section(e, 20, SHT_SYMTAB, syms, sizeof(syms), (Elf64_Word)elf_ndxscn(strtab),
		    sizeof(Elf64_Sym));
	if (elf_update(e, ELF_C_WRITE) < 0)
		abort();
	elf_end(e);
	free(copy);
	lseek(fd, 0, SEEK_SET);
	return fd;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct module_info mi;
	int fd;

	if (size > 1 << 20)
		return 0;
	fd = size >= 4 && !memcmp(data, ELFMAG, SELFMAG) ? fuzz_fd(data, size) : wrap(data, size);
	if (module_info_read(fd, "fuzz.ko", &mi)) {
		struct buf p;
		const char **syms;

		free(module_release(&mi));
		syms = module_breakpoints(&mi);
		free(syms);
		buf_init(&p);
		pmu_load_params(&mi, fuzz_sysfs_root(), &p);
		tp_load_params(&mi, fuzz_sysfs_root(), &p);
		buf_free(&p);
		module_info_free(&mi);
	}
	close(fd);
	return 0;
}
