# One aggregate has one bit-shift (stap(1): "Only one value of bit-shift may
# be used with given global variable"); the note shows the first.
# error: 'st' already has @variance with bit-shift 1: one value per aggregate
# at: 7:17
global st
probe begin { st <<< 1; x = @variance(st, 1) }
probe end { y = @variance(st) }
