# $return is a located error outside a .return probe.
# error: $return is only available in a kernel function's .return probe
# at: 4:42
probe kernel.function("ksys_read") { r = $return }
