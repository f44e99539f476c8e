# pfm_model.sh - a perf.pfm point encoded by the translator for one CPU
# model (skl, forced) is encoded again by the loader where libpfm4 knows
# the loading machine's model, and must come out the same.  The guest's
# libpfm4 model is forced too (LIBPFM_FORCE_PMU for the loader), and the
# loader is pointed (--sysfs-root) at a fake tree with a cpu PMU and an
# Intel /proc/cpuinfo, so that the earlier checks (a CPU PMU for a raw
# event, the vendor) pass: icl encodes ARITH:DIVIDER_ACTIVE differently
# and hsw not at all (two load errors, nothing loaded); skl itself, and
# icl for INST_RETIRED:ANY_P (the same 0xc0), pass the check, and the
# optional points are then skipped when the guest cannot open them.
F=/tmp/fake
mkdir -p $F/sys/bus/event_source/devices/cpu $F/proc
echo 4 > $F/sys/bus/event_source/devices/cpu/type
printf 'processor\t: 0\nvendor_id\t: GenuineIntel\n' > $F/proc/cpuinfo
LIBPFM_FORCE_PMU=icl /bin/pmprobe --sysfs-root $F --run ${MOD}divider.ko 2> /tmp/e
echo "icl: status $?"
grep -o "error: perf.pfm(\"ARITH:DIVIDER_ACTIVE\").counter: .*" /tmp/e
LIBPFM_FORCE_PMU=hsw /bin/pmprobe --sysfs-root $F --run ${MOD}divider.ko 2> /tmp/e
echo "hsw: status $?"
grep -o "error: perf.pfm(\"ARITH:DIVIDER_ACTIVE\").counter: [^:]*:" /tmp/e
LIBPFM_FORCE_PMU=skl /bin/pmprobe --sysfs-root $F --run ${MOD}divider_optional.ko 2> /tmp/e
echo "skl: status $?"
grep -c "encoded it for model" /tmp/e
LIBPFM_FORCE_PMU=icl /bin/pmprobe --sysfs-root $F --run ${MOD}inst_retired.ko 2> /tmp/e
echo "icl, INST_RETIRED:ANY_P: status $?"
grep -c "encoded it for model" /tmp/e
true
