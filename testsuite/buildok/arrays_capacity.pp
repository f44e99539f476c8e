# Declared capacities for plain arrays and aggregates.
global a[10], b[100000], s[5]
probe begin { a[1] = 1; b["x"] = "y"; s[1] <<< 3; exit() }
