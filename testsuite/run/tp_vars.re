*rusage_switches=.*
^prev_comm=sleeper prev_pid=[0-9]+ prev_prio=120 prev_state=0x1 next_comm=[^ ]+ next_pid=[0-9]+ next_prio=[0-9]+$
^pid ok: 1$
*rusage_switches=.*
