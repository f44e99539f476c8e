# maxtrylock.sh - -D MAXTRYLOCK takes effect: one contended script (both
# CPUs' handlers hold the same global's lock for a while) built with
# MAXTRYLOCK=1 and with MAXTRYLOCK=100000, run in the same boot for the
# same time.  The patient build waits out the holder and skips far fewer
# runs (at most a quarter of the tight build's skips, which must be at
# least 10).  Overlaps need both vCPUs running at once: 137-178 in 3 s in
# a guest alone, 15-18 in 3 s while the suite's other guest shares the
# host's 2 cores, and once only 8 in 6 s on a busier CI machine.  So the
# tight build runs in 4 s rounds until it has skipped 10 times (at most 6
# rounds), and the patient build then runs as many rounds.
# guest-seconds: 13
skips() { sed -n 's/.*lock contention: \([0-9]*\)).*/\1/p' "$1" | head -n1; }
rounds() { # $1 module, $2 rounds (0: until 10 skips, at most 6)
	total=0 n=0
	while :; do
		/bin/pmprobe --run "$1" -T 4 > /tmp/r.out 2> /tmp/r.err
		st=$?
		[ $st -eq 0 ] || { echo "$1 status $st"; cat /tmp/r.err; }
		[ $n -eq 0 ] && cat /tmp/r.out
		s=$(skips /tmp/r.err)
		total=$((total + ${s:-0})) n=$((n + 1))
		if [ "$2" -eq 0 ]; then
			[ $total -ge 10 ] || [ $n -ge 6 ] && break
		else
			[ $n -ge "$2" ] && break
		fi
	done
}
rounds ${MOD}tight.ko 0
t=$total tn=$n
rounds ${MOD}patient.ko $tn
p=$total
echo "tight: $t skips in $tn rounds of 4 s; patient: $p" >&2
echo "tight skipped at least 10: $([ "$t" -ge 10 ] && echo yes || echo "no ($t in $tn rounds)")"
echo "patient skipped at most a quarter as many: $([ $((p * 4)) -le "$t" ] && echo yes || echo "no ($p vs $t)")"
