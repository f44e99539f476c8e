# A runtime error in an end probe is reported and makes the exit status 1; the output before it is kept.
# status: 1
# stderr: ERROR: late failure near
probe begin { exit() }
probe end { println("end start"); error("late failure"); println("not reached") }
