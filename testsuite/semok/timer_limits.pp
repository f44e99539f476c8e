# The fastest timers allowed: exactly 10 us, written as us(10), ns(10000) and hz(100000).
# expect-p2: timer period=10000ns (us(10))
# expect-p2: timer period=10000ns (ns(10000))
# expect-p2: timer period=10000ns (hz(100000))
probe timer.us(10), timer.ns(10000), timer.hz(100000) { x = addr() + user_mode() }
