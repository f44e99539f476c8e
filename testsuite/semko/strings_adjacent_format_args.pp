# The conversions of every piece of an adjacent-literal format count:
# "%d " "%s" needs two arguments, and the second must be a string.
# error: a string is needed here, but this is a long
# at: 5:39
probe begin { printf("%d " "%s\n", 1, 2) }
