# A histogram (or an aggregate) cannot be what ?: gives (pass 3 used to crash on it).
# error: a histogram cannot be the value of '?:'
# at: 5:32
global s
probe begin { s <<< 1; print(1 ? @hist_log(s) : @hist_log(s)) }
