*rusage_switches=.*
^tracepoints that fired: 2, a wakeup of sh: 1$
