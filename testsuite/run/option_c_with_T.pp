# -c CMD with -T 1: the time limit stops the script before the command ends; end runs, status 0.
# run: -c '/pmp/w/spin 20000' -T 1
global t0
probe begin { t0 = gettimeofday_ms() }
probe end { d = gettimeofday_ms() - t0; printf("stopped by -T: %d\n", d >= 900 && d < 5000) }
