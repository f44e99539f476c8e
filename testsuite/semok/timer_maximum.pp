# The slowest timers allowed: exactly one hour, in every unit, and timer.hz(1).
# expect-p2: timer period=3600000000000ns (s(3600))
# expect-p2: timer period=3600000000000ns (ms(3600000))
# expect-p2: timer period=3600000000000ns (us(3600000000))
# expect-p2: timer period=3600000000000ns (ns(3600000000000))
# expect-p2: timer period=1000000000ns (hz(1))
probe timer.s(3600), timer.ms(3600000), timer.us(3600000000), timer.ns(3600000000000), timer.hz(1) { n++ }
