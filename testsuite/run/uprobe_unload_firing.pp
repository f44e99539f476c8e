# Stopping and unloading while a user function probe fires: the
# workload calls pmp_ufunc in a tight loop on one vCPU while the loader,
# sent SIGTERM 2 s in, stops the script on the other (the uprobe is
# unregistered after its running handlers return, then the module is
# unloaded) with the probe still being hit.  Ground truth: ufunc
# 2000000000 makes far more calls than a TCG guest runs through a uprobe
# in 2 s (each hit traps into the kernel), so it is still calling when
# the signal comes, and more than 1000 hits were seen by then (hundreds
# of thousands at the guest's speed).  The loader kills the -c command
# when it exits, which the after command checks; the harness checks the
# kernel log (the debug kernels: KASAN, lockdep) and that nothing is left
# loaded.
# cpus: 2
# flags: --vm-file ../w/ufunc:/pmp/w/ufunc
# run: -c '/pmp/w/ufunc 2000000000'
# signal: TERM 2
# after: pidof ufunc || echo "no ufunc left"
global n
probe process("/pmp/w/ufunc").function("pmp_ufunc") {
	n++
}
probe end {
	printf("stopped while firing: %d\n", n > 1000)
}
