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

/// The change of the counter on this CPU since this probe last called
/// counter_delta() for it on this CPU; the first call on a CPU gives the
/// count there since the event was enabled.  Scaled for multiplexing as
/// read_counter_cpu() is (a group's members never are); 0 while the event
/// has not run on this CPU.  Only in handlers (perf, timer, tracepoint
/// probes), where this CPU is the one the handler runs on: in the leader
/// of a group (.group), the members' deltas are coherent with its own
/// overflow.  A runtime error in begin, end and error probes.
/// @fails
function counter_delta:long(h:long) %{
	PMP_RETURN(pmp_counter_delta(PMP_CONTEXT, PMP_ARG_h));
%}

/// Nanoseconds the event was enabled, summed over CPUs.  While the event
/// runs, the time is taken at the call: read counter_running_ns() first
/// and this one after it, and enabled >= running holds.
/// @fails
function counter_enabled_ns:long(h:long) %{
	PMP_RETURN(pmp_counter_time(PMP_CONTEXT, PMP_ARG_h, 0));
%}

/// Nanoseconds a sampling event was stopped by the kernel's throttling
/// (perf stops an event that overflows more than
/// perf_event_max_sample_rate / HZ times in a tick until that CPU's next
/// tick), summed over CPUs: estimated from the gap between the throttling
/// overflow and the next one, less one period at the rate before.  These
/// nanoseconds are inside counter_running_ns(), and the event counted
/// nothing in them.  0 for an event never throttled.
/// @fails
function counter_stopped_ns:long(h:long) %{
	PMP_RETURN(pmp_counter_stopped_ns(PMP_CONTEXT, PMP_ARG_h));
%}

/// Events a throttled sampling event did not count while the kernel kept
/// it stopped, estimated as the exit report does: counter_stopped_ns()
/// at the rate the event counted while it ran,
/// stopped * count / (running - stopped).  Added to read_counter() it
/// estimates what the event would have counted unthrottled; divided by
/// the probe's period, the samples not taken.  0 for an event never
/// throttled.
/// @fails
function counter_uncounted:long(h:long) %{
	PMP_RETURN(pmp_counter_uncounted(PMP_CONTEXT, PMP_ARG_h));
%}

/// Nanoseconds the event was actually counting on a PMU, summed over CPUs.
/// @fails
function counter_running_ns:long(h:long) %{
	PMP_RETURN(pmp_counter_time(PMP_CONTEXT, PMP_ARG_h, 1));
%}
