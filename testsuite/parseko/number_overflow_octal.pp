# An octal literal above 2^64-1 does not fit in 64 bits.
# error: number '02000000000000000000000' does not fit in 64 bits
# at: 4:12
global x = 02000000000000000000000
probe begin { }
