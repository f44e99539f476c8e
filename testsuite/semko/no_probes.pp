# A script without a single probe is an error.
# error: the script has no probes
# at: 1:1
global x
function f() { return 1 }
