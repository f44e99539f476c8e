# An unknown suffix on a perf point names the suffixes that exist.
# error: unknown suffix '.foo' on a perf probe point (expected sample, hz, counter, kernel, user, process)
# at: 4:19
probe perf.cycles.foo { n++ }
