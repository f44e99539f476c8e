# A timer faster than every 10 us is refused, whatever the unit.
# error: timer period below 10 us (us(5)): too fast for a handler on one CPU
# error: timer period below 10 us (ns(9999)): too fast for a handler on one CPU
# error: timer period below 10 us (hz(100001)): too fast for a handler on one CPU
# at: 6:13
probe timer.us(5) { n++ }
probe timer.ns(9999) { n++ }
probe timer.hz(100001) { n++ }
