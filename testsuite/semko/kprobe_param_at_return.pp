# A parameter in a .return probe: at the return its register holds
# something else, so $NAME and $$parms are errors there that point to
# the entry probe (SystemTap's value at the entry is @entry's to give).
# flags: --sysfs-root testsuite/sysfs
# error: $count: a parameter is read at the call, where the registers hold it: use it in the entry probe kernel.function("ksys_read") (in .return they no longer do)
# at: 8:49
# error: $$parms: the parameters are read at the call, where the registers hold them: use $$parms in the entry probe kernel.function("ksys_read") (in .return they no longer do)
probe kernel.function("ksys_read").return { n = $count; println(n) }
probe kernel.function("ksys_read").return { println($$parms) }
