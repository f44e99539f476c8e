# $counter is a perf probe's own event; a kprobe has none.
# error: $counter is only available in perf probes, not in kernel.function probes
# at: 4:42
probe kernel.function("ksys_read") { n = $counter }
