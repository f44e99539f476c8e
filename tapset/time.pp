# time.pp - clocks readable from any handler, NMI included (the kernel's
# NMI-safe "fast" clock accessors; runtime/pmp_ctxfn.c).

/// Wall-clock time in nanoseconds since the Unix epoch.
/// @pure
function gettimeofday_ns:long() %{ PMP_RETURN(pmp_time_real_ns()); %}

/// Wall-clock time in microseconds since the Unix epoch.
/// @pure
function gettimeofday_us:long() %{ PMP_RETURN(pmp_time_real_ns() / 1000); %}

/// Wall-clock time in milliseconds since the Unix epoch.
/// @pure
function gettimeofday_ms:long() %{ PMP_RETURN(pmp_time_real_ns() / 1000000); %}

/// Wall-clock time in seconds since the Unix epoch.
/// @pure
function gettimeofday_s:long() %{ PMP_RETURN(pmp_time_real_ns() / 1000000000); %}

/// The CPU-local clock in nanoseconds (cheap; comparable across CPUs on x86
/// with a stable TSC).
/// @pure
function local_clock_ns:long() %{ PMP_RETURN(pmp_time_local_ns()); %}

/// The kernel's jiffies counter.
/// @pure
function jiffies:long() %{ PMP_RETURN(pmp_time_jiffies()); %}

/// The kernel's timer frequency: jiffies per second.
/// @pure
function HZ:long() %{ PMP_RETURN(pmp_time_hz()); %}

/// EPOCHSECS (seconds since the epoch, as gettimeofday_s returns) as
/// "Wed Jun 30 21:49:08 1993": 24 characters, in UTC, with no newline, as
/// SystemTap's ctime.  A time outside -2147483648 to 2147483647 is a
/// runtime error, as there.  SystemTap's form without an argument is
/// absent: write ctime(gettimeofday_s()).
/// @fails
/// @pure
function ctime:string(epochsecs:long) %{
	PMP_RETURN(pmp_ctime(PMP_CONTEXT, PMP_ARG_epochsecs, PMP_RETBUF));
%}
