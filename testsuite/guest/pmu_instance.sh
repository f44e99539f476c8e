# pmu_instance.sh - a PMU name without its instance number, resolved by
# the loader (the module is built with -r, so its names are not resolved
# at translate time).  The loader is pointed (--sysfs-root) at a fake PMU
# fake_0 whose type is the guest's msr's and whose event "ticks" is msr's tsc:
# a script's "fake" is fake_0, its only instance, and counts; with a
# second instance fake_1 the name stands for two PMUs, which the loader
# cannot make two probe points of: one load error naming both.
# Then a module translated where "imc" stood for two uncore PMUs (a probe
# point each) loads where it still does, and is one load error where it
# stands for three; and .process on an uncore-style PMU (a cpumask) is
# refused by the loader.
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
for i in 0 1; do
	mkdir -p $R/uncore_imc_$i/format $R/uncore_imc_$i/events
	cat /sys/bus/event_source/devices/msr/type > $R/uncore_imc_$i/type
	echo config:0-7 > $R/uncore_imc_$i/format/event
	echo config:8-15 > $R/uncore_imc_$i/format/umask
	echo event=0x00 > $R/uncore_imc_$i/events/cas_count_read
	echo 0 > $R/uncore_imc_$i/cpumask
done
/bin/pmprobe --sysfs-root /tmp/fake --run ${MOD}imc.ko
echo "imc, 2 instances: status $?"
cp -r $R/uncore_imc_1 $R/uncore_imc_2
/bin/pmprobe --sysfs-root /tmp/fake --run ${MOD}imc.ko 2> /tmp/e
echo "imc, 3 instances: status $?"
grep -o "error: .*" /tmp/e | sort -u
/bin/pmprobe --sysfs-root /tmp/fake --run ${MOD}process.ko -c /bin/true 2> /tmp/e
echo "process: status $?"
grep -o "error: .*" /tmp/e
