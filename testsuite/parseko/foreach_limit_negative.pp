# A foreach limit written as a negative number is refused.
# error: a foreach limit cannot be negative
# at: 5:35
global a
probe end { foreach (k in a limit -1) println(k) }
