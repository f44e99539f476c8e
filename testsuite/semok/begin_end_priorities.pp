# begin/end/error take an optional priority (default 0, negative allowed).
# expect-p2: begin priority=0
# expect-p2: begin priority=-10
# expect-p2: end priority=5
# expect-p2: end priority=1000000
# expect-p2: error priority=0
# expect-p2: error priority=-1000000
probe begin, begin(-10) { println("b") }
probe end(5), end(1000000) { println("e") }
probe error, error(-1000000) { println("err") }
