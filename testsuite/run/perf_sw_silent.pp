# Software events an x86 guest never fires open fine and count 0, which is
# not an error: alignment_faults and emulation_faults (only arm, mips,
# powerpc, sh and loongarch kernels emit them) and major faults (the guest
# runs from an initramfs in RAM, with no swap and no block device, so no
# fault ever waits for I/O).  Minor faults of the touch workload in the
# same run show that the counters do count (at least its 2000 pages).
# run: -c '/pmp/w/touch 2000'
global ha, he, hm, hf
probe perf.sw.alignment_faults.counter { ha = $counter }
probe perf.sw.emulation_faults.counter { he = $counter }
probe perf.major_faults.counter { hm = $counter }
probe perf.minor_faults.counter { hf = $counter }
probe end {
	printf("alignment_faults=%d emulation_faults=%d major_faults=%d\n", read_counter(ha), read_counter(he), read_counter(hm))
	printf("minor_faults>=2000: %d\n", read_counter(hf) >= 2000)
}
