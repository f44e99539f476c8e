# failed_loads.sh - loads that fail halfway leave nothing behind, and the
# next load succeeds: a missing non-optional event (three times), module
# init failing at each of its steps, and a /proc name collision.
# guest-seconds: 29
ok() { "$@" > /tmp/o 2> /tmp/e; }
left() { grep -c "^s_failed_loads" /proc/modules; }
for i in 1 2 3; do
	ok /bin/pmprobe --run ${MOD}nopmu.ko && echo "nopmu loaded?!"
	grep -q "cannot open perf.hw.cpu_cycles" /tmp/e && echo "nopmu: refused"
	ok /bin/pmprobe --run ${MOD}good.ko && cat /tmp/o
done
for n in 1 2 3 4 5; do
	insmod ${MOD}fail$n.ko 2> /dev/null && echo "fail$n loaded?!"
	echo "fail$n: left $(left)"
	ok /bin/pmprobe --run ${MOD}good.ko && cat /tmp/o
done
# A /proc name collision: a second module asks for the first one's name.
/bin/pmprobe --run ${MOD}long.ko > /dev/null 2>&1 &
pid=$!
i=0
while [ ! -e /proc/pmprobe/s_failed_loads_long/data ] && [ $i -lt 100 ]; do
	sleep 0.1; i=$((i + 1))
done
echo "long running: $(grep -c '^s_failed_loads_long ' /proc/modules)"
insmod ${MOD}nopmu.ko procname=s_failed_loads_long 2> /dev/null && echo "collision loaded?!"
echo "collision: left $(grep -c '^s_failed_loads_nopmu ' /proc/modules)"
kill -INT $pid
wait $pid
ok /bin/pmprobe --run ${MOD}good.ko && cat /tmp/o
echo "end: left $(left)"
ls /proc/pmprobe
