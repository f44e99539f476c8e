# A non-optional hardware event: start fails (no PMU in the guest).
probe perf.cpu_clock(1000000) { }
probe perf.cycles(100000) { }
