# @variance's bit-shift is 0 to 62, as SystemTap's stap(1) says ("ranging
# from 0 (default) to 62").
# error: @variance's bit-shift must be 0 to 62, not 63
# error: @variance's bit-shift must be 0 to 62, not -1
# at: 7:29
global st
probe begin { st <<< 1; x = @variance(st, 63) }
probe end { y = @variance(st, -1) }
