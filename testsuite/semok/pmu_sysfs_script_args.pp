# A sysfs PMU point's names may be script arguments (@N), as a
# breakpoint's symbol may: pmprobe -e '...' msr tsc.
# flags: --sysfs-root testsuite/sysfs
# args: msr tsc event=0x2
# expect-p2: msr/tsc/: perf pmu=msr event=tsc type=8 config=0x0
# expect-p2: msr/event=0x2/: perf pmu=msr terms=event=0x2 type=8 config=0x2
probe perf.pmu(@1).event(@2).counter { printf("%d\n", read_counter($counter)) }
probe perf.pmu(@1).config(@3).counter { printf("%d\n", read_counter($counter)) }
