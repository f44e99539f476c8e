# Encoded at load time, libpfm4's :u/:k cannot reach the module's mode
# bits (fixed when it is built): pmprobe's suffix says it instead.
# flags: -r 6.1.0-56-amd64
# error: libpfm4's ':k' cannot be used where the name is encoded at load time (for another machine or architecture): use .kernel
# at: 6:16
probe perf.pfm("INST_RETIRED:ANY_P:k").counter { }
