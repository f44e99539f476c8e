# A begin/end priority must be within -1000000..1000000.
# error: priority out of range (-1000000 to 1000000)
# at: 4:13
probe begin(1000001) { n++ }
probe end(-2000000) { n++ }
