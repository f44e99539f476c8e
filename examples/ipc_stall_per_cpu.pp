# ipc_stall_per_cpu.pp - IPC and the share of cycles stalled in the
# back end (waiting on memory or execution units), per CPU, every
# second.  A counter group: the cycles leader samples every 10^6 cycles
# and its members count cycles, instructions and back-end stalls pinned
# beside it on each CPU, so every sample's three deltas cover the same
# instructions (counter_delta(), pmprobe-lang(7), GROUPS); the ratios
# come from tapset/ratios.pp.
#   pmprobe -T 10 examples/ipc_stall_per_cpu.pp
# It needs a CPU PMU with those events.  The suite runs it in QEMU's
# arm64 guest under --vm-icount, where an instruction is a cycle (IPC
# 1.000) and the PMU lists stall_backend (0x24, what
# perf.hw.stalled_cycles_backend is there) but does not count it: its
# share there is 0.000, and the exit report names it as an event that
# counted 0 on the CPU's PMU.
# machine: aarch64
# icount
# flags: -w
# run: -c '/pmp/w/insns 400000000'
global cyc, ins, stall
probe perf.cycles(1000000).group(perf.cycles, perf.instructions, perf.hw.stalled_cycles_backend) {
	cyc[cpu()] += counter_delta($counter1)
	ins[cpu()] += counter_delta($counter2)
	stall[cpu()] += counter_delta($counter3)
}
probe timer.s(1), end {
	foreach ([c+] in cyc)
		printf("cpu%-3d IPC %s  back-end stalls %s of cycles\n", c,
		       milli_str(ipc_milli(ins[c], cyc[c])),
		       milli_str(share_milli(stall[c], cyc[c])))
	delete cyc
	delete ins
	delete stall
}
