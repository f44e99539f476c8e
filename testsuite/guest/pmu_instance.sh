# pmu_instance.sh - a PMU name without its instance number, resolved by
# the loader (the module is built with -r, so its names are not resolved
# at translate time).  The loader is pointed (--sysfs-root) at a fake PMU
# fake_0 whose type is the guest's msr's and whose event "ticks" is msr's
# tsc: a script's "fake" is fake_0, its only instance, and counts; with a
# second instance fake_1 the name stands for two PMUs, which the loader
# cannot make two probe points of: one load error naming both.
R=/tmp/fake/sys/bus/event_source/devices
mkdir -p $R/fake_0/format $R/fake_0/events
cat /sys/bus/event_source/devices/msr/type > $R/fake_0/type
echo config:0-63 > $R/fake_0/format/event
echo event=0x00 > $R/fake_0/events/ticks
/bin/pmprobe --sysfs-root /tmp/fake --run ${MOD}count.ko
echo "status $?"
cp -r $R/fake_0 $R/fake_1
/bin/pmprobe --sysfs-root /tmp/fake --run ${MOD}count.ko 2> /tmp/e
echo "status $?"
grep -o "error: perf.pmu(\"fake\").event(\"ticks\").counter: .*" /tmp/e
