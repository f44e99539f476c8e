^rusage_switches=[0-9]+$
^switched_out_all=[0-9]+$
^switched_out=[0-9]+$
^switched_in=[0-9]+$
^S-3 <= A <= S\+3, 100 <= C <= A: 1$
^switched in within 2: 1$
