# A tracepoint probe's count reconciles exactly with its handler's calls.
# sched:sched_switch at period 1: perf adds 1 to the count of each event
# and calls the overflow handler for it (kernel/events/core.c,
# perf_swevent_event), and the runtime counts each call as a run, a skip
# (reentrant, lock contention) or a call outside the armed window (while
# start enables the events before arming the handlers, and once stop
# disarmed them before disabling the events).  So the -t report's
# "N counted = H runs + S skipped + O outside the armed window + K counted
# without a handler call" adds up, and K is 0 here: perf counts without a
# call only for an event it throttles (never at period 1 for one event at
# a time: perf_swevent_overflow passes throttle=0 for the first overflow)
# or an event counted as the disable IPI arrives (sched_switch is traced
# with interrupts off, so no IPI comes between the count and the call).
# H, the runs, is also the script's own count (each run adds 1; a skipped
# run does not) and the -t hits.  Two vCPUs, one event each; sleeper
# switches at least 100 times (H >= 100).
# run: -t -c '/pmp/w/sleeper 100'
# smoke
# after: cp /tmp/out /tmp/tr; sed -n 's/.*sched_switch"): \([0-9]*\) counted = \([0-9]*\) runs + \([0-9]*\) skipped.* + \([0-9]*\) outside the armed window + \([0-9]*\) counted without a handler call.*/rec \1 \2 \3 \4 \5/p; s/.*sched_switch"): hits=\([0-9]*\) .*/hits \1/p' /tmp/err >> /tmp/tr; awk '/^n=/ { n = substr($0, 3) } /^rec / { c = $2; h = $3; s = $4; o = $5; k = $6; r++ } /^hits / { t = $2 } END { print "one reconciliation line:", (r == 1); print "N = H + S + O + K:", (c == h + s + o + k && c > 0); print "K = 0:", (k == 0); print "H = the script count = -t hits, H >= 100:", (h == n && h == t && h >= 100) }' /tmp/tr
global n
probe perf.tracepoint("sched:sched_switch") { n++ }
probe end { printf("n=%d\n", n) }
