# bp_under_fire.sh - breakpoint scripts (two debug registers each) loaded
# and unloaded 20 times while another module samples every CPU at 10 kHz
# and a workload reads: each run works, no debug register is leaked (the
# 20th load still gets its two), nothing is left behind.
# guest-seconds: 134
/pmp/w/syscalls 600000 &
load=$!
/bin/pmprobe --run ${MOD}sampler.ko > /dev/null 2> /tmp/s.err &
fire=$!
i=0
while [ ! -e /proc/pmprobe/s_bp_under_fire_sampler/data ] && [ $i -lt 100 ]; do
	sleep 0.1; i=$((i + 1))
done
ok=0
for i in $(seq 20); do
	/bin/pmprobe --run ${MOD}watch.ko -T 20 > /tmp/w.out 2> /tmp/w.err && grep -qx 1 /tmp/w.out && ok=$((ok + 1))
done
echo "watch runs ok: $ok"
kill -INT $fire
wait $fire
echo "sampler status: $?"
kill $load
echo "left: $(grep -c '^s_bp_under_fire' /proc/modules)"
