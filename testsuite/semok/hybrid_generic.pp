# Generic events on a hybrid machine (testsuite/sysfs-hybrid: cpu_core,
# type 4, CPUs 0-15; cpu_atom, type 10, CPUs 16-23; no cpu PMU): each
# hardware and cache point opens on each core type's PMU, its config
# carrying that PMU's type in bits 32-63; a group's members too; a
# software point, and a PMU's own event, stay as they are.
# flags: --sysfs-root testsuite/sysfs-hybrid
# expect-p2: event: perf.hw.cpu_cycles: perf type=0 (hardware) config=0x0 hybrid: cpu_atom type=10 config=0xa00000000 cpus=16-23, cpu_core type=4 config=0x400000000 cpus=0-15 mode=sampling period=1000000 scope=per-cpu
# expect-p2: event: perf.hw.instructions: perf type=0 (hardware) config=0x1 hybrid: cpu_atom type=10 config=0xa00000001 cpus=16-23, cpu_core type=4 config=0x400000001 cpus=0-15 mode=counting
# expect-p2: event: perf.hw_cache.l1d.read.miss: perf type=3 (hardware cache) config=0x10000 hybrid: cpu_atom type=10 config=0xa00010000 cpus=16-23, cpu_core type=4 config=0x400010000 cpus=0-15 mode=counting
# expect-p2: event: perf.sw.cpu_clock: perf type=1 (software) config=0x0 mode=sampling
# expect-p2: event: cpu_atom/cpu-cycles/: perf pmu=cpu_atom event=cpu-cycles type=10 config=0x3c config1=0x0 config2=0x0 (event cpu-cycles: event=0x3c) cpus=16-23 mode=counting
global n, c
probe perf.cycles(1000000).group(perf.instructions, perf.hw_cache.l1d.read.miss) {
	n[cpu()] += counter_delta($counter1)
}
probe perf.cpu_clock(1000000) { c++ }
probe perf.pmu("cpu_atom").event("cpu-cycles").counter { c += read_counter($counter) }
