# @hist_linear's bounds and step must be number literals.
# error: @hist_linear's low, high and step must be number literals
# at: 5:37
global st
probe end { lo = 0; st <<< 1; print(@hist_linear(st, lo, 100, 10)) }
