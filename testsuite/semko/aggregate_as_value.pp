# An aggregate cannot be read as a plain value, compared, or assigned to.
# error: 'st' is an aggregate: read it with @count, @sum, @min, @max, @avg, @variance or a histogram
# at: 6:17
global st
probe begin { st <<< 1 }
probe end { x = st + 1 }
