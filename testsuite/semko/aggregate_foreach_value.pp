# An array of aggregates has no plain values for the value form of foreach.
# error: an aggregate array has no plain values; use @count(lat[...]) and friends
# at: 6:22
global lat
probe begin { lat[1] <<< 1 }
probe end { foreach (v = [k] in lat) println(k) }
