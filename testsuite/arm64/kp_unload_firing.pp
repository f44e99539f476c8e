# Stopping and unloading while kernel function probes fire, on arm64:
# a kprobe and a kretprobe (with @entry) on ksys_read and a kretprobe on
# vfs_read while reader calls read() in a tight loop on one vCPU and the
# loader, sent SIGTERM 2 s in, stops the script on the other (each probe
# unregistered after its running handlers return, returns in flight no
# longer calling a handler, then the module unloaded).  The arm64 lane
# runs it on the stock 6.1 kernel and on the arm64 debug kernel (KASAN,
# lockdep, atomic-sleep checks), whose log the harness checks.  The
# ground truth: reader 2000000000 reads far longer than 2 s, so the probes are
# being hit when the signal comes, and more than 1000 calls and returns
# were seen by then (tens of thousands at the guest's speed).  The
# loader kills the -c command when it exits, which the after command
# checks.
# machine: aarch64
# cpus: 2
# run: -c '/pmp/w/reader 2000000000'
# signal: TERM 2
# after: pidof reader || echo "no reader left"
global n, r, v
probe kernel.function("ksys_read") { n++ }
probe kernel.function("ksys_read").return { r += @entry($arg3) == 1 }
probe kernel.function("vfs_read").return { v++ }
probe end {
	printf("stopped while firing: %d\n", n > 1000 && r > 1000 && v > 1000)
}
