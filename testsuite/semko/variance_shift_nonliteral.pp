# @variance's bit-shift is a number literal: it sets how the aggregate is kept.
# error: @variance's bit-shift must be a number literal
# at: 5:36
global st
probe begin { st <<< 1; s = 2; x = @variance(st, s) }
