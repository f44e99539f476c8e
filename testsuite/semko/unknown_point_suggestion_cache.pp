# A misspelt cache event gets a suggestion too, and each bad point of a probe is reported.
# error: unknown probe point 'perf.hw_cache.l1d.read.mis'; did you mean 'perf.hw_cache.l1d.read.miss'?
# error: unknown probe point 'perf.sw.cpu_clk'; did you mean 'perf.sw.cpu_clock'?
# at: 6:7
probe begin { }
probe perf.hw_cache.l1d.read.mis, perf.sw.cpu_clk { n++ }
