# A negative probe point argument below -9223372036854775808 is a located
# error, not a wrapped value.
# error: number '-18446744073709551615' does not fit in 64 bits
# at: 5:13
probe begin(-18446744073709551615) { exit() }
