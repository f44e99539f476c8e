# The most negative long is written -9223372036854775808 (the minus right before the literal), with or without a space.
# expect-p2: g:long
global g = -9223372036854775807
probe begin { println(g, -9223372036854775808, - 9223372036854775808) }
