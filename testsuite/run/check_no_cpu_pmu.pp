# --check in the x86 guest, which has no CPU PMU: the cycles counter does
# not open (ENOENT), said with the kernel's reason and what it means; the
# CPU clock beside it opens and counts (its count is nanoseconds on the
# busy CPUs, never 0).  Exit 1: an event does not open.  No probe body
# runs (the begin probe would print).
# flags: -w
# run: --check
# status: 1
probe perf.cycles.counter { }
probe perf.cpu_clock.counter { }
probe begin { println("a probe body ran") }
