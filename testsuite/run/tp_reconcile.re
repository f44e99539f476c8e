^rusage_switches=[0-9]+$
^n=[0-9]+$
^one reconciliation line: 1$
^N = H \+ S \+ O \+ K: 1$
^K = 0: 1$
^H = the script count = -t hits, H >= 100: 1$
