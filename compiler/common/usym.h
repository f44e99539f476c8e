/*
 * usym.h - a user-space ELF file read on the host (usym.c): its function
 * symbols, with the file offsets a uprobe takes, the address-to-symbol
 * lookup a user-space stack's symbolization needs, its build-id or size
 * (what the loader checks the file that runs against), and, once
 * usdt_read_notes() read them, its USDT notes (usdt.c: .note.stapsdt,
 * their semaphores and argument descriptions).
 */
#ifndef PMP_USYM_H
#define PMP_USYM_H

#include <stdbool.h>
#include <stdint.h>

#include "common.h"

/* One function symbol (STT_FUNC, defined, size > 0 or not). */
struct usym {
	char *name;
	uint64_t addr;            /* its link-time virtual address */
	uint64_t size;
	uint64_t offset;          /* its file offset (a uprobe's) */
};

/* One USDT note (SystemTap's sdt.h, version 3). */
struct usdt_note {
	char *provider, *name;
	uint64_t pc;              /* the probe's address, base-adjusted */
	uint64_t offset;          /* its file offset */
	uint64_t sema;            /* its semaphore's address, or 0 */
	uint64_t sema_offset;     /* the semaphore's file offset, or 0 */
	char *args;               /* "-4@%eax 8@-8(%rbp)", maybe "" */
};

/* A load segment: what of the file is mapped at which address. */
struct usym_load {
	uint64_t vaddr, filesz, offset;
};

struct usym_file {
	char *path;               /* as it was named */
	int machine;              /* e_machine: EM_X86_64, EM_AARCH64 */
	char *build_id;           /* lower-case hex, or NULL */
	uint64_t size;            /* bytes */
	struct vec funcs;         /* struct usym *, by address */
	struct vec marks;         /* struct usdt_note *, in note order */
	struct usym_load *loads;
	size_t nloads;
};

/* PATH read (it must pass the trust rule: owned by you or root); NULL
 * with *WHY ("PATH: ..."). */
struct usym_file *usym_open(const char *path, char **why);
/* The same from FD, open on the file PATH names (closed here): for a
 * file read for its names only, such as a sampled process's mapping. */
struct usym_file *usym_read_fd(int fd, const char *path, char **why);
void usym_close(struct usym_file *f);
/* The function NAME (the first of its name), or NULL. */
const struct usym *usym_find(const struct usym_file *f, const char *name);
/* The function whose [addr, addr+size) holds ADDR, or NULL. */
const struct usym *usym_at(const struct usym_file *f, uint64_t addr);
/* The function name nearest NAME, for a "did you mean", or NULL. */
const char *usym_nearest(const struct usym_file *f, const char *name);
/* The file offset of virtual address VADDR (its load segment's); false
 * when no load segment maps it. */
bool usym_offset(const struct usym_file *f, uint64_t vaddr, uint64_t *off);
/* The virtual address of file offset OFF (its load segment's); false
 * when no load segment maps it. */
bool usym_vaddr(const struct usym_file *f, uint64_t off, uint64_t *vaddr);
/* What identifies F's contents: "build-id HEX", else "size N". */
char *usym_identity(const struct usym_file *f);
/* The name of ELF machine M ("x86_64", "aarch64", else "machine M"). */
const char *usym_machine_name(int m, char tmp[32]);

/* ----------------------------------------------------------------- usdt.c */

/* The mark PROVIDER:NAME, or NAME of any provider (PROVIDER NULL); the
 * first such, or NULL. */
const struct usdt_note *usdt_find(const struct usym_file *f, const char *name);
/* A USDT argument description ("-4@%eax", "8@-8(%rbp)", "-4@x1",
 * "8@[sp, 8]") for ELF machine MACHINE, parsed. */
struct usdt_arg {
	int size;                 /* 1, 2, 4, 8 */
	bool is_signed;
	int kind;                 /* pmp_abi.h's PMP_UARG_* */
	int reg;                  /* pmp_abi.h's PMP_UREG_* of the register */
	int64_t value;            /* the constant, or the memory offset */
};
/* Argument N (1-based) of NOTE into *A; false with *WHY when there is no
 * such argument or pmprobe cannot read it. */
bool usdt_arg(const struct usdt_note *note, int machine, int n, struct usdt_arg *a,
	      char **why);
/* How many arguments NOTE describes. */
int usdt_nargs(const struct usdt_note *note);

/* Reads the USDT notes of F's file into F->marks (none if it cannot be
 * read again). */
void usdt_read_notes(struct usym_file *f);

#endif /* PMP_USYM_H */
