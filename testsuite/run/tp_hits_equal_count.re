^rusage_switches=[0-9]+$
^hits=[0-9]+ counted=[0-9]+ count=[0-9]+$
^hits == counted from the first hit to the last: 1$
^count >= hits >= 100: 1, counter >= 100: 1$
