# -c CMD with -T 1: the time limit stops the script before the command
# ends; end runs, status 0, and the command's whole process group is
# ended (here a shell running a child shell running the workload).
# run: -c 'sh -c "/pmp/w/spin 20000"; true' -T 1
# after: pidof spin > /dev/null && echo "spin still running" || echo "nothing left running"
global t0
probe begin { t0 = gettimeofday_ms() }
probe end { d = gettimeofday_ms() - t0; printf("stopped by -T: %d\n", d >= 900 && d < 5000) }
