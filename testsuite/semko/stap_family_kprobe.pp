# SystemTap's probe point families are one clear error at the point, not
# a syntax error about the keyword 'function'.
# error: pmprobe has no such probe point family 'kprobe'; it probes perf events, timers and begin/end (see pmprobe -l)
# at: 5:7
probe kprobe.function("vfs_read") { n++ }
