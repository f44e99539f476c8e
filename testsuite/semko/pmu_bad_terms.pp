# Terms are TERM=VALUE or TERM, separated by single commas.
# flags: --sysfs-root testsuite/sysfs
# error: 'event=0x3c,,umask=1' is not a list of terms (TERM=VALUE or TERM, separated by commas)
# at: 5:30
probe perf.pmu("cpu").config("event=0x3c,,umask=1")(1000) { }
