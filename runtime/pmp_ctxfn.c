// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_ctxfn.c - the kernel side of the tapset's context, time and symbol
 * functions (tapset/context.pp, time.pp).  All of them are safe in NMI:
 * no locks (comm is copied, not taken with get_task_comm), the kernel's
 * NMI-safe clocks, and the kernel stack walked from the sample's regs
 * (pmp_compat.h).
 */

#include "pmp_runtime.h"

long pmp_ctx_cpu(struct pmp_context *c)
{
	(void)c;
	return raw_smp_processor_id();
}

long pmp_ctx_pid(struct pmp_context *c)
{
	(void)c;
	return task_tgid_nr(current);
}

long pmp_ctx_tid(struct pmp_context *c)
{
	(void)c;
	return task_pid_nr(current);
}

long pmp_ctx_ppid(struct pmp_context *c)
{
	long ppid;

	(void)c;
	rcu_read_lock();
	ppid = task_tgid_nr(rcu_dereference(current->real_parent));
	rcu_read_unlock();
	return ppid;
}

long pmp_ctx_uid(struct pmp_context *c)
{
	(void)c;
	return from_kuid_munged(&init_user_ns, current_uid());
}

const char *pmp_ctx_execname(struct pmp_context *c, char *buf)
{
	size_t n = min_t(size_t, TASK_COMM_LEN, PMP_MAXSTRINGLEN - 1);

	(void)c;
	memcpy(buf, current->comm, n);
	buf[n] = '\0';
	buf[strnlen(buf, n)] = '\0';
	return buf;
}

long pmp_ctx_target(struct pmp_context *c)
{
	(void)c;
	return pmp_target;
}

long pmp_ctx_in_nmi(struct pmp_context *c)
{
	(void)c;
	return in_nmi() ? 1 : 0;
}

const char *pmp_ctx_pp(struct pmp_context *c)
{
	return c->probe->pp;
}

const char *pmp_ctx_probefunc(struct pmp_context *c)
{
	const char *s = c->probe->kind == PMP_UPROBE ? c->probe->up_name : c->probe->kp_symbol;
	const char *colon;

	if (!s)
		return "";
	colon = strchr(s, ':');        /* a module's function: "MOD:NAME" */
	return colon ? colon + 1 : s;
}

long pmp_ctx_user_mode(struct pmp_context *c)
{
	return c->regs ? user_mode(c->regs) : 0;
}

long pmp_ctx_addr(struct pmp_context *c)
{
	return c->regs ? (long)instruction_pointer(c->regs) : 0;
}

long pmp_ctx_sample_period(struct pmp_context *c)
{
	return c->data ? (long)c->data->period : 0;
}

/* --------------------------------------------------------------- time */

long pmp_time_real_ns(void)
{
	return ktime_get_real_fast_ns();
}

long pmp_time_local_ns(void)
{
	return pmp_local_clock();
}

long pmp_time_jiffies(void)
{
	return get_jiffies_64();
}

long pmp_time_hz(void)
{
	return HZ;
}

/*
 * SystemTap's ctime(): "Wed Jun 30 21:49:08 1993", 24 characters, in UTC;
 * a time outside 32-bit seconds is a runtime error, as there.
 */
const char *pmp_ctime(struct pmp_context *c, long secs, char *buf)
{
	static const char days[] = "SunMonTueWedThuFriSat";
	static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
	struct tm tm;

	if (secs < S32_MIN || secs > S32_MAX) {
		pmp_error(c, pmp_where(c), "ctime: time %ld is out of range", secs);
		buf[0] = '\0';
		return buf;
	}
	time64_to_tm(secs, 0, &tm);
	return pmp_sprintf(buf, "%.3s %.3s %2d %02d:%02d:%02d %ld",
			   days + 3 * tm.tm_wday, months + 3 * tm.tm_mon, tm.tm_mday,
			   tm.tm_hour, tm.tm_min, tm.tm_sec, tm.tm_year + 1900);
}

/* ------------------------------------------------------------ symbols */

/* "name+0xoff" or "name+0xoff [module]"; a non-kernel address as hex. */
const char *pmp_symname(struct pmp_context *c, long addr, char *buf)
{
	char *sym = c->scratch;   /* KSYM_SYMBOL_LEN bytes: not on the NMI stack */
	char *slash, *mod;

	if ((unsigned long)addr < TASK_SIZE_MAX) {
		scnprintf(buf, PMP_MAXSTRINGLEN, "0x%lx", addr);
		return buf;
	}
	sprint_symbol(sym, addr);
	slash = strchr(sym, '/');
	if (slash) {
		mod = strchr(slash, ' ');
		if (mod)
			memmove(slash, mod, strlen(mod) + 1);
		else
			*slash = '\0';
	}
	if (strscpy(buf, sym, PMP_MAXSTRINGLEN) < 0)
		pmp_note_cut();
	return buf;
}

/* The sample's kernel stack, innermost first; 0 frames for user mode
 * (how it is walked depends on the architecture: pmp_compat.h). */
static int pmp_stack(struct pmp_context *c, unsigned long *pcs, int max)
{
	return c->regs ? pmp_stack_from_regs(c->regs, pcs, max) : 0;
}

/* N addresses of PCS as hex separated by spaces into BUF: whole
 * addresses only, the first that fit (a cut is counted). */
static const char *pmp_hex_addrs(char *buf, const unsigned long *pcs, int n)
{
	int i, len = 0;

	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		/* whole addresses only: the innermost that fit */
		int w = snprintf(buf + len, PMP_MAXSTRINGLEN - len, "%s0x%lx",
				 i ? " " : "", pcs[i]);

		if (w >= PMP_MAXSTRINGLEN - len) {
			buf[len] = '\0';
			pmp_note_cut();
			break;
		}
		len += w;
	}
	return buf;
}

const char *pmp_ctx_backtrace(struct pmp_context *c, char *buf)
{
	unsigned long pcs[PMP_MAXBACKTRACE];

	return pmp_hex_addrs(buf, pcs, pmp_stack(c, pcs, PMP_MAXBACKTRACE));
}

/* The folded stack's mark where outer frames did not fit. */
#define PMP_CUT_FRAME "[cut]"

/*
 * "outermost;...;innermost" function names, as flamegraph.pl folds them.
 * Return addresses are looked up one byte back, inside their call.  The
 * string is built from its end, innermost frame first, whole frames
 * only: when the outer ones do not fit in MAXSTRINGLEN - 1 bytes they
 * are replaced by one "[cut]" frame (counted as a cut string), so a
 * flame graph shows a cut stack under "[cut]" and never a frame that
 * does not exist (perf keeps the innermost frames the same way).
 */
const char *pmp_ctx_backtrace_folded(struct pmp_context *c, char *buf)
{
	const size_t mark = sizeof(PMP_CUT_FRAME);   /* "[cut];" */
	unsigned long pcs[PMP_MAXBACKTRACE];
	int n = pmp_stack(c, pcs, PMP_MAXBACKTRACE), i;
	size_t at = PMP_MAXSTRINGLEN - 1, len;
	char *sym = c->scratch;
	bool cut = false;

	buf[at] = '\0';
	for (i = 0; i < n; i++) {
		sprint_symbol_no_offset(sym, i ? pcs[i] - 1 : pcs[i]);
		sym[strcspn(sym, " ")] = '\0';
		len = strlen(sym);
		/* room for it, its ';', and the mark unless it is the last */
		if (len + (i ? 1 : 0) + (i < n - 1 ? mark : 0) > at) {
			cut = true;
			break;
		}
		if (i)
			buf[--at] = ';';
		at -= len;
		memcpy(buf + at, sym, len);
	}
	if (cut) {
		/* "[cut];" before the frames kept, or "[cut]" alone */
		len = at == PMP_MAXSTRINGLEN - 1 ? mark - 1 : mark;
		at -= len;
		memcpy(buf + at, PMP_CUT_FRAME ";", len);
		pmp_note_cut();
	}
	memmove(buf, buf + at, PMP_MAXSTRINGLEN - at);
	return buf;
}

void pmp_ctx_print_backtrace(struct pmp_context *c)
{
	unsigned long pcs[PMP_MAXBACKTRACE];
	int n = pmp_stack(c, pcs, PMP_MAXBACKTRACE), i;
	char *buf = c->scratch + KSYM_SYMBOL_LEN;

	for (i = 0; i < n; i++) {
		pmp_print_str(c, " ");
		pmp_print_str(c, pmp_symname(c, pcs[i], buf));
		pmp_print_char(c, '\n');
	}
}
