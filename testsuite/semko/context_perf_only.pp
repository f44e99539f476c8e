# sample_period() needs a perf probe; backtrace() and user_mode() need a sample (perf or timer).
# error: sample_period() is not available in a timer probe (only in: perf)
# error: backtrace() is not available in an end probe (only in: timer, perf)
# error: user_mode() is not available in an error probe (only in: timer, perf)
# at: 6:24
probe timer.s(1) { x = sample_period() }
probe end { s = backtrace() }
probe error { u = user_mode() }
