# ratios.pp - named ratios of counter deltas, in thousandths (the
# language's numbers are integers): IPC, a share of cycles (stalls), a
# miss rate, events per thousand instructions.  Coherent only when both
# deltas cover the same instructions: take them in one group leader's
# handler with counter_delta() (pmprobe-lang(7), GROUPS), or from
# counters read at the same moment.  The events behind them are the
# target's: perf.instructions and perf.cycles everywhere a CPU PMU
# counts; stalls as perf.hw.stalled_cycles_backend and _frontend (x86,
# arm64) or the PMU's own names (-l 'perf.pmu*'); misses as
# perf.hw.cache_misses and perf.hw.cache_references, or perf.hw_cache.*
# (pmprobe -l 'perf.*' lists what the target has).

/// Instructions per cycle in thousandths (1500 is an IPC of 1.5); 0 when
/// CYCLES is not positive.
function ipc_milli:long(instructions:long, cycles:long) {
	return cycles > 0 ? instructions * 1000 / cycles : 0
}

/// PART as a share of WHOLE in thousandths (250 is 25%): stall cycles of
/// cycles, misses of references; 0 when WHOLE is not positive.
function share_milli:long(part:long, whole:long) {
	return whole > 0 ? part * 1000 / whole : 0
}

/// Events per thousand instructions (MPKI for misses) in thousandths;
/// 0 when INSTRUCTIONS is not positive.
function per_kilo_instructions_milli:long(events:long, instructions:long) {
	return instructions > 0 ? events * 1000000 / instructions : 0
}

/// A value in thousandths as a decimal: 1500 as "1.500", -25 as "-0.025".
function milli_str:string(v:long) {
	return sprintf("%s%d.%03d", v < 0 ? "-" : "", (v < 0 ? -v : v) / 1000, (v < 0 ? -v : v) % 1000)
}
