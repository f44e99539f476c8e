# @min of an aggregate that has no values is a runtime error (status 1); @count of it is 0.
# status: 1
# stderr: ERROR: aggregate st is empty: @min has no value near
global st
probe begin { printf("count=%d\n", @count(st)); x = @min(st); println("not reached ", x) }
probe end { println("end") }
