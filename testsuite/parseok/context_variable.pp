# $counter (and any $name, checked only in pass 2) is a context variable, distinct from $N arguments.
global handle
probe perf.instructions.counter { handle = $counter }
probe end { println(read_counter(handle)); x = $counter; y = $somethingelse }
