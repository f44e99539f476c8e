# For another kernel (-r), the CPU is not this one: a model must be named.
# flags: -r 6.1.0-56-amd64
# error: perf.pfm names resolve with libpfm4 for this machine's CPU, and the module is for another machine (-r, --vm): set LIBPFM_FORCE_PMU to the target CPU's libpfm4 model
# at: 5:16
probe perf.pfm("INST_RETIRED:ANY_P").counter { }
