# hotplug.sh - CPUs go offline and come back while every CPU is sampled:
# the events follow them (an offline CPU stops reporting, an onlined one
# reports again), counting goes on and never goes down, nothing crashes.
# cpus: 4
/pmp/w/spin 600000 &
spin=$!
/bin/pmprobe --run ${MOD}percpu.ko > /tmp/p.out 2> /tmp/p.err &
pid=$!
i=0
while [ ! -e /proc/pmprobe/s_hotplug_percpu/data ] && [ $i -lt 100 ]; do
	sleep 0.1; i=$((i + 1))
done
sleep 1
for round in 1 2 3; do
	for c in 1 2 3; do echo 0 > /sys/devices/system/cpu/cpu$c/online; done
	sleep 2
	for c in 1 2 3; do echo 1 > /sys/devices/system/cpu/cpu$c/online; done
	sleep 2
	echo 0 > /sys/devices/system/cpu/cpu2/online; sleep 1
	echo 1 > /sys/devices/system/cpu/cpu2/online; sleep 1
done
kill -INT $pid
wait $pid
echo "status $?"
kill $spin
# Every CPU reported at some point, CPU 0 alone at some point, and all four
# again at the end.
grep -q "^tick 0 1 2 3$" /tmp/p.out && echo "all four reported"
grep -q "^tick 0$" /tmp/p.out && echo "cpu 0 alone reported"
grep "^tick" /tmp/p.out | tail -n 2 | grep -q "^tick 0 1 2 3$" && echo "all four at the end"
grep "^counter went down" /tmp/p.out
echo "errors: $(grep -c ERROR /tmp/p.err)"
