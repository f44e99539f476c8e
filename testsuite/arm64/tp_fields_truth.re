^prev_comm=sleeper prev_pid=[0-9]+ prev_prio=120 prev_state=0x1 next_comm=[^ ]+ next_pid=[0-9]+ next_prio=[0-9]+$
^rusage_switches=[0-9]+$
^rusage_voluntary=[0-9]+$
^switched_out_all=[0-9]+$
^switched_out_voluntary=[0-9]+$
^switched_out=[0-9]+$
^V-3 <= AV <= V\+3, 100 <= C <= A: 1$
