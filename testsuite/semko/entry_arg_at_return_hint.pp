# $argN at a return names @entry($argN), which has its value at the call.
# error: $arg3 is not available in a .return probe: at the return the registers no longer hold the arguments (@entry($arg3) is its value at the call)
# at: 4:49
probe kernel.function("ksys_read").return { n = $arg3 }
