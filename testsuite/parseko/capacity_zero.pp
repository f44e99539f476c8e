# An array capacity must be at least 1.
# error: array capacity must be between 1 and 16777216
# at: 4:10
global a[0]
probe begin { }
