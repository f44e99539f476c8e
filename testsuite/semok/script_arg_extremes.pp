# $N takes the whole 64-bit range, in decimal, hex or octal, with a sign.
# args: -9223372036854775808 9223372036854775807 0xffffffffffffffff +017
probe begin { println($1, $2, $3, $4) }
