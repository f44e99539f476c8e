# Runs until it is stopped; its end probe says so.
global ticks
probe begin { println("long started") }
probe timer.ms(100) { ticks++ }
probe end { printf("long ended, ticked: %d\n", ticks > 0) }
