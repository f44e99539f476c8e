# counter.pp - reading counters by handle: $counter in a perf probe is the
# handle of that probe's event (one event per CPU, or one for the target
# task under .process).  runtime/pmp_counter.c says what a read returns
# in each context.

/// The event's count summed over CPUs, scaled for multiplexing
/// (count * enabled / running); -1 if the event never ran.  Exact in
/// begin, end and error probes; in a handler, other CPUs' counts are at
/// most 10 ms old.  Counts of CPUs that went offline are included.  A
/// handle that is not one is a runtime error.
/// @fails
function read_counter:long(h:long) %{
	PMP_RETURN(pmp_read_counter(PMP_CONTEXT, PMP_ARG_h, -1));
%}

/// The event's count on one CPU, scaled for multiplexing; -1 if it never
/// ran or the CPU is offline.
/// @fails
function read_counter_cpu:long(h:long, cpu:long) %{
	PMP_RETURN(pmp_read_counter(PMP_CONTEXT, PMP_ARG_h, PMP_ARG_cpu));
%}

/// Nanoseconds the event was enabled, summed over CPUs.  While the event
/// runs, the time is taken at the call: read counter_running_ns() first
/// and this one after it, and enabled >= running holds.
/// @fails
function counter_enabled_ns:long(h:long) %{
	PMP_RETURN(pmp_counter_time(PMP_CONTEXT, PMP_ARG_h, 0));
%}

/// Nanoseconds the event was actually counting on a PMU, summed over CPUs.
/// @fails
function counter_running_ns:long(h:long) %{
	PMP_RETURN(pmp_counter_time(PMP_CONTEXT, PMP_ARG_h, 1));
%}
