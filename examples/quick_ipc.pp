# quick_ipc.pp - a ratio of two counters, as "perf stat -e
# cycles,instructions" shows "insn per cycle": both counted for the
# command given with -c (and what it starts), read at the end.
#   pmprobe -c 'make -j8' examples/quick_ipc.pp
# It needs a CPU PMU: a real machine, or QEMU's arm64 guest, which
# counts instructions only under --vm-icount; there a cycle, an
# instruction and a nanosecond of guest time are the same unit, so the
# ratio is 1.00 by construction (docs/VM-NOTES.md).  The suite runs it
# there; on real hardware it prints the CPU's IPC.
# machine: aarch64
# icount
# run: -c '/pmp/w/insns 10000000'
global cyc, ins
probe perf.cycles.counter.process { cyc = $counter }
probe perf.instructions.counter.process { ins = $counter }
probe end {
	c = read_counter(cyc)
	i = read_counter(ins)
	printf("%14d cycles\n", c)
	if (c)
		printf("%14d instructions  # %d.%02d insn per cycle\n", i, i / c, i * 100 / c % 100)
	else
		printf("%14d instructions  # cycles not counted\n", i)
}
