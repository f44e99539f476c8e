# @variance of an aggregate that has no values is a runtime error, as SystemTap's @min is (translate.cxx, visit_stat_op: only @count and @sum of an empty aggregate are 0, the others "empty aggregate").
# status: 1
# stderr: ERROR: aggregate st is empty: @variance has no value near
global st
probe begin { printf("count=%d\n", @count(st)); x = @variance(st, 2); println("not reached ", x) }
probe end { println("end") }
