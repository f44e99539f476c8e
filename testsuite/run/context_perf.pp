# Context in perf handlers of a spinning -c workload: cpu(), pid/tid/ppid/uid/execname, pp, sample_period, user_mode; .user samples only user mode, .kernel only kernel mode.
# run: -c '/pmp/w/spin 300'
global ok, bad, cpus, usermode, period, ppid_ok, name, u, k, bad_u, bad_k, spin_user
probe perf.cpu_clock(500000) {
	cpus[cpu()] = 1
	if (pid() == target() && execname() == "spin") {
		if (tid() == pid() && uid() == 0 && pp() == "perf.cpu_clock(500000)") ok++; else bad++
		if (user_mode()) usermode++
		if (ppid() > 0 && ppid() != pid()) ppid_ok++
		period = sample_period()
		name = execname()
	}
}
probe perf.cpu_clock(200000).user { if (user_mode()) u++; else bad_u++; if (execname() == "spin") spin_user++ }
probe perf.cpu_clock(200000).kernel { if (!user_mode()) k++; else bad_k++ }
probe end {
	n = 0; foreach (c in cpus) if (c >= 0 && c < 2) n++
	printf("cpus=%d ok>0=%d bad=%d user_mode_seen=%d ppid_ok=%d period=%d name=%s\n", n, ok > 0, bad, usermode > 0, ppid_ok > 0, period, name)
	printf("user=%d kernel=%d bad_user=%d bad_kernel=%d spin_user=%d\n", u > 0, k > 0, bad_u, bad_k, spin_user > 50)
}
