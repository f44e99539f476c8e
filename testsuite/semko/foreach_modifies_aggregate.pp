# '<<<' into an array of aggregates inside a foreach over it is a modification too.
# error: array 'lat' is modified inside a foreach over it
# at: 6:32
global lat
probe begin { lat[1] <<< 1 }
probe end { foreach (k in lat) lat[k] <<< 2 }
