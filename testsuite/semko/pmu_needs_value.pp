# An event whose sysfs string has TERM=? needs the user's value for it.
# flags: --sysfs-root testsuite/sysfs
# error: event offcore-any of PMU cpu needs a value for 'offcore_rsp' (its sysfs string event=0xb7,umask=0x1,offcore_rsp=? has offcore_rsp=?): give it with .config("offcore_rsp=N")
# at: 5:29
probe perf.pmu("cpu").event("offcore-any")(100) { }
