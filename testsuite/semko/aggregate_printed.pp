# print() of an aggregate is refused: read it with an @ operator.
# error: 'st' is an aggregate: read it with @count, @sum, @min, @max, @avg, @variance or a histogram
# error: print() cannot print an aggregate (use @count, @sum, @hist_log...)
# at: 6:29
global st
probe end { st <<< 1; print(st) }
