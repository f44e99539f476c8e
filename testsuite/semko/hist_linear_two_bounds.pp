# One aggregate cannot be a linear histogram with two sets of bounds (the note shows the first).
# error: 'st' is already a linear histogram with other bounds
# at: 6:19
global st
probe begin { st <<< 1; print(@hist_linear(st, 0, 10, 1)) }
probe end { print(@hist_linear(st, 0, 20, 1)) }
