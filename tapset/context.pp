# context.pp - what a handler can ask about the moment it runs in: the CPU,
# the interrupted task, the sample.  Bodies call runtime/pmp_ctxfn.c.
#
# Embedded C in tapset functions: PMP_CONTEXT is the handler's context,
# PMP_ARG_name an argument, PMP_RETURN(v) returns, and string functions
# write at most PMP_MAXSTRINGLEN bytes into PMP_RETBUF.
# "/// @probes KIND..." limits where a function may be called directly
# from a probe body (kinds: begin end error timer perf).  "/// @pure"
# says a function has no effect, so a call whose value is unused is
# elided in pass 2 (pmprobe-lang(7), ELISION AND WARNINGS); without it,
# a function counts as having one.

/// The CPU the handler runs on.
/// @pure
function cpu:long() %{ PMP_RETURN(pmp_ctx_cpu(PMP_CONTEXT)); %}

/// Process id (thread group id) of the interrupted task.
/// @pure
function pid:long() %{ PMP_RETURN(pmp_ctx_pid(PMP_CONTEXT)); %}

/// Thread id of the interrupted task.
/// @pure
function tid:long() %{ PMP_RETURN(pmp_ctx_tid(PMP_CONTEXT)); %}

/// Process id of the interrupted task's parent.
/// @pure
function ppid:long() %{ PMP_RETURN(pmp_ctx_ppid(PMP_CONTEXT)); %}

/// User id of the interrupted task.
/// @pure
function uid:long() %{ PMP_RETURN(pmp_ctx_uid(PMP_CONTEXT)); %}

/// Command name of the interrupted task (its comm, at most 15 characters).
/// @pure
function execname:string() %{ PMP_RETURN(pmp_ctx_execname(PMP_CONTEXT, PMP_RETBUF)); %}

/// The target process: the pid given with -x, or the pid of -c CMD; 0 without.
/// @pure
function target:long() %{ PMP_RETURN(pmp_ctx_target(PMP_CONTEXT)); %}

/// 1 if the handler runs in NMI context (hardware events and breakpoints
/// on x86), else 0.
/// @pure
function in_nmi:long() %{ PMP_RETURN(pmp_ctx_in_nmi(PMP_CONTEXT)); %}

/// The probe point as written in the script, e.g. "perf.cycles(100000)";
/// for a kernel function a wildcard matched, the point as matched
/// (kernel.function("vfs_read")).
/// @pure
function pp:string() %{ PMP_RETURN(pmp_ctx_pp(PMP_CONTEXT)); %}

/// The function a kernel.function, kprobe.function or
/// module("MOD").function probe is at (e.g. "ksys_read"): the one a
/// wildcard matched, without the module's name; in a
/// process("PATH").function("NAME") probe NAME, in a .mark("NAME") probe
/// the mark's NAME.
/// @probes kprobe
/// @pure
function probefunc:string() %{ PMP_RETURN(pmp_ctx_probefunc(PMP_CONTEXT)); %}

/// 1 if the sample interrupted user mode, 0 if kernel mode.
/// @probes perf timer
/// @pure
function user_mode:long() %{ PMP_RETURN(pmp_ctx_user_mode(PMP_CONTEXT)); %}

/// The sample's instruction pointer (for breakpoints: the instruction that hit).
/// @probes perf timer
/// @pure
function addr:long() %{ PMP_RETURN(pmp_ctx_addr(PMP_CONTEXT)); %}

/// The sample period of the event that fired (in its unit: events or ns).
/// @probes perf
/// @pure
function sample_period:long() %{ PMP_RETURN(pmp_ctx_sample_period(PMP_CONTEXT)); %}

/// The kernel symbol containing ADDR as "name+0xoff" ("name+0xoff [module]"
/// in a module); a user-space or unknown address as hex.
/// @pure
function symname:string(addr:long) %{ PMP_RETURN(pmp_symname(PMP_CONTEXT, PMP_ARG_addr, PMP_RETBUF)); %}

/// The kernel stack of the sample as hex addresses separated by spaces,
/// innermost first (empty for a user-mode sample); whole addresses only,
/// the innermost that fit in MAXSTRINGLEN - 1 bytes (a cut is counted in
/// the exit report).  A script that calls it gets MAXSTRINGLEN 1024
/// unless -D sets it.
/// @probes perf timer
/// @pure
function backtrace:string() %{ PMP_RETURN(pmp_ctx_backtrace(PMP_CONTEXT, PMP_RETBUF)); %}

/// The sample's kernel stack as function names from the outermost to the
/// innermost, separated by ';': the folded form flamegraph.pl reads.
/// Whole names only: when the outer frames do not fit in MAXSTRINGLEN - 1
/// bytes, the innermost that fit follow one "[cut]" frame
/// ("[cut];do_idle;default_idle"), so a flame graph shows a cut stack
/// under [cut] and never a frame that does not exist, and the exit
/// report counts it.  A script that calls it gets MAXSTRINGLEN 1024
/// unless -D sets it (kernel stacks of MAXBACKTRACE frames fold to 300
/// to 900 bytes).
/// @probes perf timer
/// @pure
function backtrace_folded:string() %{ PMP_RETURN(pmp_ctx_backtrace_folded(PMP_CONTEXT, PMP_RETBUF)); %}

/// Prints the kernel stack of the sample, one "symbol+0xoff" a line.
/// @probes perf timer
function print_backtrace() %{ pmp_ctx_print_backtrace(PMP_CONTEXT); %}

/// The interrupted task's user-space stack as hex addresses separated by
/// spaces, innermost first (the pc, then return addresses), walked by
/// frame pointers (runtime/pmp_ustack.c); empty for a kernel thread or
/// a 32-bit task.  Whole addresses only, the innermost that fit.  A
/// script that calls it gets MAXSTRINGLEN 1024 unless -D sets it.
/// @probes perf timer kprobe
/// @pure
function ubacktrace:string() %{ PMP_RETURN(pmp_ctx_ubacktrace(PMP_CONTEXT, PMP_RETBUF)); %}

/// The interrupted task's user-space stack, folded ("main;work;hot",
/// outermost first), each frame named by pmprobe from the process's
/// mappings when the string is output (the executable's and shared
/// libraries' symbol tables, read while the process runs).  Where a name
/// is not known the frame says why: "[FILE]" (an address of FILE no
/// symbol covers), "[unknown]" (in no file mapping: JIT code, a bad
/// address) and, outermost, "[unreadable]" (a frame record the handler
/// could not read: its page was not present) or "[cut]" (MAXBACKTRACE
/// frames, or MAXSTRINGLEN).  Code built without frame pointers ends the
/// walk early: its stacks are shallow, never made up.  In the handler
/// the value is a token (pmp_abi.h's PMP_UTOK_*) the names replace, so
/// two samples at different addresses of one function are different
/// array keys, as flamegraph.pl and --pprof add them up.  A script that
/// calls it gets MAXSTRINGLEN 1024 unless -D sets it.
/// @probes perf timer kprobe
/// @pure
function ubacktrace_folded:string() %{ PMP_RETURN(pmp_ctx_ubacktrace_folded(PMP_CONTEXT, PMP_RETBUF)); %}

/// The whole sample's stack, folded: its user-space frames as
/// ubacktrace_folded() names them, then its kernel frames as
/// backtrace_folded() does ("main;read;entry_SYSCALL_64;...;ksys_read").
/// The kernel frames have the string's room first; a kernel stack cut
/// has no user frames.  A script that calls it gets MAXSTRINGLEN 1024
/// unless -D sets it.
/// @probes perf timer kprobe
/// @pure
function uk_backtrace_folded:string() %{ PMP_RETURN(pmp_ctx_uk_backtrace_folded(PMP_CONTEXT, PMP_RETBUF)); %}

/// The function of the interrupted process that holds user address ADDR
/// ("main"), named from its mappings when output; "0xADDR" where no
/// symbol holds it.  In the handler the value is a token.
/// @probes perf timer kprobe
/// @pure
function usymname:string(addr:long) %{ PMP_RETURN(pmp_usymname(PMP_CONTEXT, PMP_ARG_addr, PMP_RETBUF)); %}

/// As usymname(), with the offset, the function's size and the file:
/// "work+0x1c/0x40 [/usr/bin/prog]"; "0xADDR [FILE]" where no symbol
/// holds it, "0xADDR" in no file mapping.
/// @probes perf timer kprobe
/// @pure
function usymdata:string(addr:long) %{ PMP_RETURN(pmp_usymdata(PMP_CONTEXT, PMP_ARG_addr, PMP_RETBUF)); %}

/// Prints the interrupted task's user-space stack, one usymdata() a line,
/// innermost first, and " [unreadable]" or " [cut]" where the walk ended
/// early.
/// @probes perf timer kprobe
function print_ubacktrace() %{ pmp_ctx_print_ubacktrace(PMP_CONTEXT); %}
