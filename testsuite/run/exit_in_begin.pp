# exit() in begin: the handler runs to its end, later begin probes and other probes do not run, end does; status 0.
global ticks
probe begin { println("begin"); exit(); println("rest of the handler") }
probe begin(1) { println("not run: later begin") }
probe timer.ms(1) { ticks++ }
probe end { printf("end ticks=%d\n", ticks) }
