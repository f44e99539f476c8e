# A PMU named without its instance number (pmu_instance.sh).
global h
probe perf.pmu("fake").event("ticks").counter { h = $counter }
probe timer.ms(100) { exit() }
probe end { printf("counted: %d\n", read_counter(h) > 0) }
