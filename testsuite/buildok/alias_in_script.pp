# An alias defined in the script with a prologue.
probe mysample = perf.cpu_clock(2000000) { where = cpu() }
global n
probe mysample { n[where]++ }
