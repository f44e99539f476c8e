# A $N that does not fit in 64 bits is an error naming the argument, not a saturated number.
# args: 99999999999999999999
# error: script argument $1 is '99999999999999999999', which does not fit in 64 bits
# at: 5:23
probe begin { println($1) }
