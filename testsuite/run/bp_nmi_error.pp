# A runtime error inside a breakpoint handler (NMI): the run stops there,
# the error and end probes run, status 1.
# status: 1
# stderr: ERROR: division by zero near
# cpus: 1
# run: -c '/pmp/w/reader 5000'
global n, zero
probe perf.breakpoint(ksys_read).exec {
	if (pid() == target() && ++n == 50) {
		x = n / zero
		println("not reached ", x)
	}
}
probe error { println("error probe") }
probe end { printf("end at %d\n", n) }
