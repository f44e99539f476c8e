# A parameter in a .return probe is its value at the call, as in
# SystemTap: $count and $$parms there are @entry($count) and
# @entry($$parms), evaluated in the kretprobe's entry handler (at the
# return the registers hold something else).
# flags: --sysfs-root testsuite/sysfs
probe kernel.function("ksys_read").return { n = $count; println(n) }
probe kernel.function("ksys_read").return { println($$parms) }
