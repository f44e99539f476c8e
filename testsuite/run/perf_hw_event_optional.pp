# 'perf.cycles?' is skipped with a warning when it cannot be opened; the rest of the script runs, status 0.
# smoke
# stderr: warning
# stderr: skipped
global clk
probe perf.cycles? { println("cycles fired") }
probe perf.cpu_clock(1000000) { clk++; if (clk == 3) exit() }
probe end { printf("cpu_clock fired=%d\n", clk >= 3) }
