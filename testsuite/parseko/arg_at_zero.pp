# @0 and @10 are not script arguments: they are @1 to @9 (also in a probe point).
# error: script arguments are @1 to @9
# at: 4:23
probe perf.breakpoint(@0).rw {
	s = @10
}
