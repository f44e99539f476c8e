# @count and friends take one aggregate; @hist_linear takes an aggregate and three numbers.
# error: @count takes one aggregate
# error: @hist_linear takes an aggregate and three numbers: @hist_linear(agg, low, high, step)
# at: 6:29
global st
probe begin { st <<< 1; x = @count(st, 1); print(@hist_linear(st)) }
