# An optional ('?') point of a SystemTap family pmprobe does not have is
# skipped with a warning, as SystemTap skips an optional point it cannot
# resolve; the probe's other points still run.
# warning: skipping the optional probe point 'kprobe.function("vfs_read")': pmprobe has no such probe point family 'kprobe'
# expect-p2: event: begin priority=0
probe kprobe.function("vfs_read")?, begin { println("x"); exit() }
