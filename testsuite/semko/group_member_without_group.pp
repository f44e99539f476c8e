# $counter1 exists only in a group leader's body.
# error: $counter1: this probe has no group; a group's leader has $counter1.. for its members
# at: 4:38
probe perf.cycles(1000000) { println($counter1) }
