# The decimal range check applies to global initialisers: 9223372036854775808 only after a minus.
# error: number '9223372036854775808' does not fit in 64 bits
# at: 4:12
global g = 9223372036854775808
probe begin { println(g) }
