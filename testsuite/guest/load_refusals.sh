# load_refusals.sh - loads the kernel refuses are explained in words, and a
# killed loader leaves a stopped module that rmmod removes:
#  1. a second --run of a module that is running: "already loaded",
#     status 1, and the first run goes on undisturbed;
#  2. the loader SIGKILLed while the script runs: closing the data file
#     stops the script (the control file says "state stopped"), the module
#     stays loaded (nothing is left to unload it), and rmmod removes it
#     with its /proc entry;
#  3. with /proc/sys/kernel/modules_disabled set: "disabled or locked
#     down", status 1.  Module loading stays off until the guest reboots,
#     so this script runs last in its boot (# last-in-boot).
# last-in-boot
# guest-seconds: 9
NAME=s_load_refusals_long
state() { sed -n 's/^state //p' /proc/pmprobe/$NAME/control 2> /dev/null; }
wait_state() { # STATE: up to 20 s
	i=0
	while [ "$(state)" != "$1" ] && [ $i -lt 100 ]; do sleep 0.2; i=$((i + 1)); done
	echo "state $(state)"
}
/bin/pmprobe --run ${MOD}long.ko > /tmp/l.out 2> /tmp/l.err &
pid=$!
wait_state running
/bin/pmprobe --run ${MOD}long.ko > /tmp/o 2> /tmp/e
echo "second run: status $?, stdout lines $(wc -l < /tmp/o)"
grep -q "^pmprobe: a module named $NAME is already loaded: another pmprobe run may be using it (rmmod $NAME), or pick another name with -m$" /tmp/e &&
	echo "second run: refused in words"
echo "first run: $(state)"
kill -KILL $pid
wait $pid
echo "loader killed: status $?"
wait_state stopped
echo "still loaded: $(grep -c "^$NAME " /proc/modules)"
rmmod $NAME && echo "rmmod: ok"
echo "after rmmod: loaded $(grep -c "^$NAME " /proc/modules), /proc entry $(ls /proc/pmprobe | grep -c "^$NAME$")"
cat /tmp/l.out
/bin/pmprobe --run ${MOD}long.ko -T 1 > /tmp/o 2> /tmp/e
echo "loads again: status $?"
cat /tmp/o
echo 1 > /proc/sys/kernel/modules_disabled
/bin/pmprobe --run ${MOD}long.ko -T 1 > /tmp/o 2> /tmp/e
echo "modules disabled: status $?, stdout lines $(wc -l < /tmp/o), loaded $(grep -c "^$NAME " /proc/modules)"
grep -q "^pmprobe: the kernel refused to load ${MOD}long.ko: module loading is disabled or locked down" /tmp/e &&
	echo "modules disabled: refused in words"
