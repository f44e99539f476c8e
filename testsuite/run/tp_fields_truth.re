^rusage_switches=[0-9]+$
^switched_out=[0-9]+$
^switched_in=[0-9]+$
^S-3 <= C <= S\+1, S >= 100: 1$
^switched in within 2: 1$
