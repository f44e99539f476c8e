# strtol of a string that is not a number is a runtime error: status 1, end still runs.
# status: 1
# stderr: ERROR: strtol: "12abc" is not a number in base 10 near
probe begin { println("before"); x = strtol("12abc", 10); println("after ", x) }
probe end { println("end") }
