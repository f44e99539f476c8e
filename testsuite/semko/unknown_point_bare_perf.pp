# 'perf' and 'perf.hw' alone are not events.
# error: unknown probe point 'perf'
# error: unknown probe point 'perf.hw'
# at: 5:7
probe perf { }
probe perf.hw { }
