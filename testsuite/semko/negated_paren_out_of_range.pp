# -(9223372036854775808) is a minus applied to an out-of-range literal, not the literal -9223372036854775808.
# error: number '9223372036854775808' does not fit in 64 bits
# at: 4:21
probe begin { x = -(9223372036854775808); println(x) }
