# A breakpoint needs its access kind.
# error: a breakpoint needs its access kind: .exec, .write or .rw (or .read)
# at: 4:12
probe perf.breakpoint(jiffies) { n++ }
