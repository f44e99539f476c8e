# An alias name cannot be optional or take arguments.
# error: an alias name cannot be optional ('?')
# error: an alias name cannot take arguments
# at: 5:7
probe my.ev? = perf.cycles { }
probe my.other(5) = perf.cycles { }
probe begin { }
