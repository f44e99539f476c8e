# overload.sh - a handler printing far faster than the reader drains an
# 8 KB buffer: every record produced is either read or counted as dropped,
# exactly (by the loader's count and by the script's own count of its
# runs), and nothing hangs.  Under -F the buffer keeps the newest records,
# in order, ending with the last one.
# guest-seconds: 15
/bin/pmprobe --run ${MOD}flood.ko -s 8K -t -T 3 > /tmp/f.out 2> /tmp/f.err
echo "flood status $?"
read_lines=$(wc -l < /tmp/f.out)
line=$(grep "^pmprobe: records:" /tmp/f.err)
set -- $(echo "$line" | sed 's/[^0-9 ]//g')
echo "produced=read+dropped: $([ $1 -eq $(($2 + $3 + $4)) ] && echo yes || echo "no: $line")"
# The script's own count of its runs (n=, printed at exit) against what
# arrived (each run's record starts with a "0 flooding" line) and what the
# kernel counted as dropped: not the loader's arithmetic, the handler's.
runs=$(sed -n 's/^n=//p' /tmp/f.out)   # in hex, as SystemTap prints it
[ -n "$runs" ] && runs=$((runs))
shown=$(grep -c '^0 flooding' /tmp/f.out)
echo "runs=shown+dropped: $([ "${runs:-x}" = $((shown + $3)) ] && echo yes || echo "no: runs=$runs shown=$shown dropped=$3")"
echo "some dropped: $([ $3 -gt 0 ] && echo yes || echo no)"
echo "dropped reported: $(grep -c 'output records dropped' /tmp/f.err)"
/bin/pmprobe --run ${MOD}recorder.ko -F -s 8K > /tmp/r.out 2> /tmp/r.err
echo "recorder status $?"
awk '/^seq/ { if (prev != "" && $2 != prev + 1) bad++; prev = $2; n++ }
     /^final/ { final = $2 }
     END { print "in order: " (bad ? "no" : "yes");
	   print "ends with the last: " (prev == final ? "yes" : "no " prev " " final);
	   print "kept a tail: " (n > 10 && n < 20000 ? "yes" : "no " n) }' /tmp/r.out
