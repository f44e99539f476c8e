# pmu_cpumask.sh - an uncore-style PMU (one with a cpumask file) is opened
# only on the CPUs its cpumask lists.  The guest has none, so the loader
# is pointed (--sysfs-root, the test suite's option) at a fake PMU,
# fake_uncore, whose type is the guest's msr's and whose event "ticks" is
# msr's tsc, with cpumask "1" (then "0,1"): its enabled time over the run's
# wall time, rounded, is the number of CPUs that counted, 1 (then 2);
# and a period on it is refused at load as on any PMU that only counts.
# guest-seconds: 7
R=/tmp/fake/sys/bus/event_source/devices/fake_uncore
mkdir -p $R/format $R/events
cat /sys/bus/event_source/devices/msr/type > $R/type
echo config:0-63 > $R/format/event
echo event=0x00 > $R/events/ticks
echo 1 > $R/cpumask
/bin/pmprobe --sysfs-root /tmp/fake --run ${MOD}count.ko
echo "status $?"
echo 0,1 > $R/cpumask
/bin/pmprobe --sysfs-root /tmp/fake --run ${MOD}count.ko
echo "status $?"
/bin/pmprobe --sysfs-root /tmp/fake --run ${MOD}sample.ko 2> /tmp/e
echo "period: status $?"
grep -o "error: perf.pmu(\"fake_uncore\").event(\"ticks\")(1000000): PMU fake_uncore only counts (its events cannot sample)" /tmp/e
