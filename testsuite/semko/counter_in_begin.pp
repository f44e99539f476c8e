# $counter exists only in perf probes: not in begin, end or timer probes.
# error: $counter is only available in perf probes, not in begin probes
# error: $counter is only available in perf probes, not in timer probes
# error: $counter is only available in perf probes, not in end probes
# at: 6:19
probe begin { h = $counter }
probe timer.s(1) { h = $counter }
probe end { h = $counter }
