# Every timer unit resolves to its period in ns: s, ms, us, ns and hz.
# expect-p2: timer period=2000000000ns (s(2))
# expect-p2: timer period=100000000ns (ms(100))
# expect-p2: timer period=500000ns (us(500))
# expect-p2: timer period=50000ns (ns(50000))
# expect-p2: timer period=10000000ns (hz(100))
probe timer.s(2), timer.ms(100), timer.us(500), timer.ns(50000), timer.hz(100) { println(pp()) }
