// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_ustack.c - the user-space side of a sample: the interrupted task's
 * user stack walked by frame pointers, and user addresses written as
 * tokens (pmp_abi.h's PMP_UTOK_*) that the loader names from the
 * process's mappings (compiler/loader/ustack.c).  Safe in NMI and
 * hard-IRQ: frame records are read with copy_from_user_nofault(), which
 * never faults a page in (a page not present ends the walk, marked), and
 * no lock is taken.  The first token of a process tells the loader (a
 * PMP_REC_UTASK record) to read that process's mappings while it runs.
 */

#include "pmp_runtime.h"

/* Why a user stack walk ended (a marker frame says so, outermost). */
enum pmp_uend {
	PMP_UEND_WHOLE,       /* the outermost frame, or not a frame record */
	PMP_UEND_UNREADABLE,  /* a frame record could not be read */
	PMP_UEND_CUT,         /* MAXBACKTRACE frames, or MAXSTRINGLEN */
};

static const char *const pmp_uend_frame[] = {
	[PMP_UEND_WHOLE] = "",
	[PMP_UEND_UNREADABLE] = "[unreadable];",
	[PMP_UEND_CUT] = PMP_CUT_FRAME ";",   /* pmp_ctxfn.c's, as kernel stacks' */
};

/*
 * Which program a process runs (pmp_abi.h's PMP_UTOK_* "image"): its
 * address space's start of stack, start and end of code, which the
 * loader reads back from /proc/PID/stat, so that it names a process's
 * addresses from the mappings of the program that ran then, not of one
 * it exec'd since.  User addresses only: nothing of the kernel's.
 */
static u64 pmp_uimage(void)
{
	struct mm_struct *mm = current->mm;

	return mm ? mm->start_stack ^ mm->start_code ^ mm->end_code : 0;
}

/* The processes (tgid and image) the loader was told of: open
 * addressing, slots claimed with cmpxchg, never freed while the module
 * runs. */
static atomic64_t pmp_utasks[PMP_UTASKS];

static void pmp_utask_note(int tgid, u64 image)
{
	s64 key = (s64)((image ^ ((u64)(u32)tgid << 32)) | 1);
	unsigned int h = hash_64((u64)key, ilog2(PMP_UTASKS)), i;
	char text[40];

	for (i = 0; i < PMP_UTASK_PROBES; i++) {
		atomic64_t *slot = &pmp_utasks[(h + i) & (PMP_UTASKS - 1)];
		s64 old = atomic64_read(slot);

		if (!old)
			old = atomic64_cmpxchg(slot, 0, key);
		if (!old) {
			int len = scnprintf(text, sizeof(text), "%d.%llx", tgid, image);

			pmp_write_message(PMP_REC_UTASK, text, len);
			return;
		}
		if (old == key)
			return;
	}
	/* no room near its hash: the loader reads its mappings when it
	 * names its addresses, if it still runs that program then */
}

/* The interrupted task's user registers, or NULL (a kernel thread, an
 * exiting task, a 32-bit one). */
static struct pt_regs *pmp_user_regs(struct pmp_context *c)
{
	struct pt_regs *regs = c->regs;

	if (!regs || !user_mode(regs)) {
		if (!current->mm || (current->flags & (PF_KTHREAD | PF_IO_WORKER)))
			return NULL;
		regs = task_pt_regs(current);
	}
	return pmp_user_64bit(regs) ? regs : NULL;
}

/*
 * The user stack, innermost first: the pc, then the return address of
 * each frame record {caller's frame pointer, return address} the frame
 * pointer chain leads to.  The chain must climb the stack (each record
 * above the last, above the stack pointer, aligned); where it does not,
 * the code did not keep frame pointers and the walk ends there.
 */
static int pmp_ustack(struct pmp_context *c, unsigned long *pcs, int max, enum pmp_uend *end)
{
	struct pt_regs *regs = pmp_user_regs(c);
	unsigned long fp, low, rec[2];
	int n = 0;

	*end = PMP_UEND_WHOLE;
	if (!regs)
		return 0;
	pcs[n++] = instruction_pointer(regs);
	low = user_stack_pointer(regs);
	for (fp = pmp_user_fp(regs); fp; fp = rec[0]) {
		if (fp < low || (fp & 7) || fp > TASK_SIZE_MAX - sizeof(rec))
			break;
		if (n == max) {
			*end = PMP_UEND_CUT;
			break;
		}
		if (copy_from_user_nofault(rec, (const void __user *)fp, sizeof(rec))) {
			*end = PMP_UEND_UNREADABLE;
			break;
		}
		if (!rec[1])
			break;
		pcs[n++] = rec[1];
		low = fp + sizeof(rec);
	}
	return n;
}

/*
 * A PMP_UTOK_FOLDED token of the innermost of PCS that fit in ROOM bytes
 * (its NUL included) at BUF, after the marker of how the stack ended (a
 * stack cut here is marked "[cut]"); "" for no frames.  Returns its
 * length.
 */
static size_t pmp_ufolded(char *buf, size_t room, const unsigned long *pcs, int n,
			  enum pmp_uend end)
{
	int tgid = task_tgid_nr(current);
	u64 image = pmp_uimage();
	char head[40];
	size_t hl, at, mark;
	int i, w;

	buf[0] = '\0';
	if (!n)
		return 0;
	hl = scnprintf(head, sizeof(head), "%c%c%d.%llx:", PMP_UTOK_BEGIN, PMP_UTOK_FOLDED, tgid,
		       image);
	mark = max(strlen(pmp_uend_frame[end]), strlen(pmp_uend_frame[PMP_UEND_CUT]));
	if (room < mark + hl + 2 + 1)
		return 0;
	at = mark;
	memcpy(buf + at, head, hl);
	at += hl;
	for (i = 0; i < n; i++) {
		/* room for it, the end mark and the NUL */
		w = snprintf(buf + at, room - at, "%s%lx", i ? "," : "", pcs[i]);
		if (w + 2 > room - at) {
			end = PMP_UEND_CUT;
			break;
		}
		at += w;
	}
	if (!i)
		return 0;
	buf[at++] = PMP_UTOK_END;
	buf[at] = '\0';
	/* the end mark before the token */
	hl = strlen(pmp_uend_frame[end]);
	memmove(buf + hl, buf + mark, at - mark + 1);
	memcpy(buf, pmp_uend_frame[end], hl);
	if (end == PMP_UEND_CUT)
		pmp_note_cut();
	pmp_utask_note(tgid, image);
	return at - mark + hl;
}

/* ubacktrace(): the user stack as hex addresses, innermost first. */
const char *pmp_ctx_ubacktrace(struct pmp_context *c, char *buf)
{
	unsigned long pcs[PMP_MAXBACKTRACE];
	enum pmp_uend end;

	return pmp_hex_addrs(buf, pcs, pmp_ustack(c, pcs, PMP_MAXBACKTRACE, &end));
}

/* ubacktrace_folded(): the user stack, named by the loader. */
const char *pmp_ctx_ubacktrace_folded(struct pmp_context *c, char *buf)
{
	unsigned long pcs[PMP_MAXBACKTRACE];
	enum pmp_uend end;
	int n = pmp_ustack(c, pcs, PMP_MAXBACKTRACE, &end);

	pmp_ufolded(buf, PMP_MAXSTRINGLEN, pcs, n, end);
	return buf;
}

/*
 * uk_backtrace_folded(): the user stack, then the kernel's: the whole
 * sample, outermost first.  The kernel frames, innermost, have the
 * string's room first; a kernel stack cut has no user frames above it.
 */
const char *pmp_ctx_uk_backtrace_folded(struct pmp_context *c, char *buf)
{
	char *user = c->scratch + KSYM_SYMBOL_LEN;   /* PMP_MAXSTRINGLEN bytes */
	unsigned long pcs[PMP_MAXBACKTRACE];
	enum pmp_uend end;
	size_t klen, ulen;
	int n;

	pmp_ctx_backtrace_folded(c, buf);
	klen = strlen(buf);
	if (!strncmp(buf, PMP_CUT_FRAME, sizeof(PMP_CUT_FRAME) - 1))
		return buf;
	n = pmp_ustack(c, pcs, PMP_MAXBACKTRACE, &end);
	ulen = pmp_ufolded(user, PMP_MAXSTRINGLEN - klen - (klen ? 1 : 0), pcs, n, end);
	if (!ulen) {
		if (n) {
			/* not one user frame fits: the stack is cut */
			pmp_note_cut();
			size_t m = strlen(pmp_uend_frame[PMP_UEND_CUT]);

			if (klen + m < PMP_MAXSTRINGLEN) {
				memmove(buf + m, buf, klen + 1);
				memcpy(buf, pmp_uend_frame[PMP_UEND_CUT], m);
			}
		}
		return buf;
	}
	if (klen) {
		memmove(buf + ulen + 1, buf, klen + 1);
		buf[ulen] = ';';
	} else {
		buf[ulen] = '\0';
	}
	memcpy(buf, user, ulen);
	return buf;
}

/* A one-address token of KIND for ADDR in the current process. */
static const char *pmp_uaddr_token(char kind, long addr, char *buf)
{
	int tgid = task_tgid_nr(current);
	u64 image;

	if (!current->mm || (current->flags & PF_KTHREAD)) {
		scnprintf(buf, PMP_MAXSTRINGLEN, "0x%lx", addr);
		return buf;
	}
	image = pmp_uimage();
	scnprintf(buf, PMP_MAXSTRINGLEN, "%c%c%d.%llx:%lx%c", PMP_UTOK_BEGIN, kind, tgid,
		  image, addr, PMP_UTOK_END);
	pmp_utask_note(tgid, image);
	return buf;
}

const char *pmp_usymname(struct pmp_context *c, long addr, char *buf)
{
	(void)c;
	return pmp_uaddr_token(PMP_UTOK_NAME, addr, buf);
}

const char *pmp_usymdata(struct pmp_context *c, long addr, char *buf)
{
	(void)c;
	return pmp_uaddr_token(PMP_UTOK_DATA, addr, buf);
}

/* print_ubacktrace(): the user stack, one " name+0xoff/0xsize [FILE]" a line. */
void pmp_ctx_print_ubacktrace(struct pmp_context *c)
{
	unsigned long pcs[PMP_MAXBACKTRACE];
	char *buf = c->scratch + KSYM_SYMBOL_LEN;
	enum pmp_uend end;
	int n = pmp_ustack(c, pcs, PMP_MAXBACKTRACE, &end), i;

	for (i = 0; i < n; i++) {
		pmp_print_char(c, ' ');
		pmp_print_str(c, pmp_uaddr_token(PMP_UTOK_DATA, (long)pcs[i], buf));
		pmp_print_char(c, '\n');
	}
	if (end == PMP_UEND_CUT)
		pmp_print_bytes(c, " [cut]\n", 7);
	else if (end == PMP_UEND_UNREADABLE)
		pmp_print_bytes(c, " [unreadable]\n", 14);
}
