# begin/end/error priorities take any 64-bit value, as in SystemTap:
# the extremes, and literals that wrap (18446744073709551615 is -1).
# expect-p2: begin priority=-9223372036854775808
# expect-p2: begin priority=9223372036854775807
# expect-p2: end priority=-1
# expect-p2: error priority=1000001
probe begin(-9223372036854775808) { n++ }
probe begin(9223372036854775807) { n++ }
probe end(18446744073709551615) { n++ }
probe error(1000001) { n++ }
