# A raw event has no default period: one of (N), .sample, .hz or .counter is required.
# error: this event has no default sample period: give one with (N), .sample(N) or .hz(F), or use .counter
# at: 4:12
probe perf.raw(0x1c2) { n++ }
