^rusage_switches=[0-9]+$
^rusage_voluntary=[0-9]+$
^switched_out_all=[0-9]+$
^switched_out_voluntary=[0-9]+$
^switched_out=[0-9]+$
^switched_in=[0-9]+$
^V-3 <= AV <= V\+3, 100 <= C <= A: 1$
^switched in within 2: 1$
