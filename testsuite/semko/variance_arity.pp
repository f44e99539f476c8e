# @variance takes an aggregate and at most one bit-shift.
# error: @variance takes an aggregate and an optional bit-shift: @variance(agg[, shift])
# at: 5:29
global st
probe begin { st <<< 1; x = @variance(st, 1, 2) }
