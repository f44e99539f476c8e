# A $N in a probe point that does not fit in 64 bits is an error too.
# args: 18446744073709551616
# error: script argument $1 is '18446744073709551616', which does not fit in 64 bits
# at: 5:16
probe timer.ms($1) { n++ }
