# After a minus, a global's initialiser goes down to -9223372036854775808
# (as in SystemTap: the literal wraps, but not past the 64-bit minimum).
# error: number '-9223372036854775809' does not fit in 64 bits
# at: 6:12
global ok = -9223372036854775808
global g = -9223372036854775809
probe begin { println(g, ok) }
