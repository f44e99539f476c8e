# An array capacity above 16777216 is refused.
# error: array capacity must be between 1 and 16777216
# at: 4:24
global ok[16777216], a[16777217]
probe begin { }
