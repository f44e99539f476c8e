# .process needs a target process: without -x or -c it is an error.
# error: '.process' counts only the target process: give one with -x PID or -c CMD
# at: 4:19
probe perf.cycles.process { n++ }
