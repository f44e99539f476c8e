# An optional ('?') point of a SystemTap family pmprobe does not have is
# skipped with a warning, as SystemTap skips an optional point it cannot
# resolve; the probe's other points still run.
# warning: skipping the optional probe point 'syscall.read': pmprobe has no such probe point family 'syscall'
# expect-p2: event: begin priority=0
probe syscall.read?, begin { println("x"); exit() }
