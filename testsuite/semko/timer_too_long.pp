# A timer period above one hour is refused, including one whose nanoseconds overflow 64 bits.
# error: timer period above 1 hour (s(3601)): the longest is timer.s(3600)
# error: timer period above 1 hour (ms(9223372036854775807)): the longest is timer.s(3600)
# error: timer period above 1 hour (ns(3600000000001)): the longest is timer.s(3600)
# at: 6:13
probe timer.s(3601) { n++ }
probe timer.ms(9223372036854775807) { n++ }
probe timer.ns(3600000000001) { n++ }
