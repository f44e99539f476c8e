# sprint formats what print prints, but not a histogram (SystemTap has no string form of one either).
# error: sprint() cannot format a histogram (print() prints one)
global x
probe begin { x <<< 1; s = sprint(@hist_log(x)); println(s) }
