# A module with a .process point (built with -x) run without -x or -c is refused: status 1, message names the options.
# flags: -x 1
# status: 1
# stderr: give one with -x PID or -c CMD
probe perf.task_clock.process { n++ }
probe begin { println("must not run") }
