# Assigning what has no value: a ?: of void calls, or an aggregation.
# error: this has no value to assign
# at: 5:21
function v() { }
probe begin { x = 1 ? v() : v(); println(x) }
