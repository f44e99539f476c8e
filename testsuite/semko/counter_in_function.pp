# $counter cannot be used in a function, even one called only from a perf probe.
# error: $counter is only available in a perf probe's body; pass it to the function as an argument
# at: 4:28
function handle() { return $counter }
probe perf.cycles.counter { h = handle() }
