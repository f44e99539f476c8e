# under_fire.sh - 50 loads and unloads of a script while another module
# samples every CPU at 10 kHz and a workload runs: no oops or warning, no
# module or /proc entry left, no memory lost (vmalloc and unreclaimable
# slab back where they were, within 2 MB).
# guest-seconds: 116
mem() { awk '/^VmallocUsed:|^SUnreclaim:/ { s += $2 } END { print s }' /proc/meminfo; }
/pmp/w/spin 600000 &
spin=$!
/bin/pmprobe --run ${MOD}sampler.ko > /tmp/sampler.out 2> /tmp/sampler.err &
fire=$!
i=0
while [ ! -e /proc/pmprobe/s_under_fire_sampler/data ] && [ $i -lt 100 ]; do
	sleep 0.1; i=$((i + 1))
done
# One round first, so that lazily allocated kernel memory is counted.
/bin/pmprobe --run ${MOD}victim.ko > /dev/null 2>&1
before=$(mem)
failures=0
for i in $(seq 50); do
	/bin/pmprobe --run ${MOD}victim.ko > /tmp/v.out 2> /tmp/v.err || failures=$((failures + 1))
	grep -q "^tick" /tmp/v.out || grep -q . /tmp/v.out || failures=$((failures + 1))
done
after=$(mem)
echo "rounds failed: $failures"
echo "victims left: $(grep -c '^s_under_fire_victim ' /proc/modules)"
kill -INT $fire
wait $fire
echo "sampler status: $?"
kill $spin
echo "modules left: $(grep -c '^s_under_fire' /proc/modules)"
echo "proc left: $(ls /proc/pmprobe | wc -l)"
grep -q 'n\[0\]=' /tmp/sampler.out && echo "sampler sampled cpu 0"
d=$((after - before))
[ $d -lt 2048 ] && echo "memory kept: ok" || echo "memory kept: ${d} kB more"
