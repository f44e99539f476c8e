# A kernel function's parameters by name ($fd, $count, $$parms), read
# from the call's registers with their BTF types.  Ground truth: reader
# 3000 7 (testsuite/workloads/reader.c) moves its /dev/zero descriptor to
# 7, reads 0 bytes from descriptor -1 once (EBADF), then does exactly
# 3000 one-byte read()s of descriptor 7; nothing else the target does
# reads one byte (kprobe_ksys_read.pp).  ksys_read is
# ksys_read(unsigned int fd, char *buf, size_t count) in the BTF of 6.1
# and 6.12.  So, filtered to target(): $count == 1 exactly 3000 times,
# each with $fd == 7; $fd == 4294967295 (the unsigned int that -1
# becomes, never -1) exactly once, that call with $count == 0; $$parms
# of the first one-byte read is "fd=0x7 buf=0x... count=0x1", buf being
# the address of the workload's byte.  Exact as kprobe_ksys_read.pp is
# (one vCPU).  The debug lane's kernel has no BTF (CONFIG_DEBUG_INFO_BTF
# is off there): its branch reads the same values as $argN, the way
# pmprobe-lang(7) gives for such a kernel.  In the .return probe,
# $count is its value at the call (an implied @entry, as in SystemTap):
# each of the 3000 one-byte reads returns 1 with $count == 1 there.
# cpus: 1
# smoke
# run: -c '/pmp/w/reader 3000 1 7'
global ones, on7, bad, badzero, neg, parms, rets
probe kernel.function("ksys_read") {
	if (pid() == target()) {
%( CONFIG_DEBUG_INFO_BTF == "y" %?
		fd = $fd
		count = $count
		p = count == 1 && ones == 0 ? $$parms : ""
%:
		fd = $arg1 & 0xffffffff
		count = $arg3
		p = count == 1 && ones == 0 ? sprintf("fd=0x%x buf=0x%x count=0x%x", fd, $arg2, count) : ""
%)
		if (count == 1) {
			if (ones++ == 0)
				parms = p
			if (fd == 7)
				on7++
		}
		if (fd == 4294967295) {
			bad++
			if (count == 0)
				badzero++
		}
		if (fd < 0)
			neg++
	}
}
probe kernel.function("ksys_read").return {
	if (pid() == target()) {
%( CONFIG_DEBUG_INFO_BTF == "y" %?
		count = $count
%:
		count = @entry($arg3)
%)
		if (count == 1 && $return == 1)
			rets++
	}
}
probe end {
	printf("one-byte reads: %d, on fd 7: %d, returning 1 with $count == 1: %d\n", ones, on7, rets)
	printf("reads of fd 4294967295: %d, of 0 bytes: %d; fd < 0: %d\n", bad, badzero, neg)
	println(parms)
}
