# -c CMD: the script stops when the command exits (no -T); the command's output is passed through.
# run: -c 'echo from the command; /pmp/w/spin 100'
global t0
probe begin { t0 = gettimeofday_ms() }
probe end { d = gettimeofday_ms() - t0; printf("stopped with the command: %d\n", d >= 90 && d < 5000) }
