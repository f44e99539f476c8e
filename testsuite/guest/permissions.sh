# permissions.sh - pass 5 as a non-root user is refused with a clear
# message; /proc/pmprobe files are root only.
/pmp/w/asuser 65534 /bin/pmprobe --run ${MOD}quiet.ko > /tmp/o 2> /tmp/e
echo "non-root status: $?"
grep -q "needs root" /tmp/e && echo "non-root: refused in words"
/bin/pmprobe --run ${MOD}quiet.ko > /dev/null 2>&1 &
pid=$!
i=0
while [ ! -e /proc/pmprobe/s_permissions_quiet/data ] && [ $i -lt 100 ]; do
	sleep 0.1; i=$((i + 1))
done
stat -c '%a %n' /proc/pmprobe/s_permissions_quiet /proc/pmprobe/s_permissions_quiet/*
for f in control data stats; do
	/pmp/w/asuser 65534 /bin/cat /proc/pmprobe/s_permissions_quiet/$f > /dev/null 2>&1 \
		&& echo "$f readable by nobody!" || echo "$f: not for nobody"
done
kill -INT $pid
wait $pid
echo "status $?"
