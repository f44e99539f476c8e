# For another machine (-r, no model forced) or another architecture, the
# translator leaves the encoding to the loader, on the machine that loads
# the module; -p2 says so.
# flags: -r 6.1.0-56-amd64
# expect-p2: perf pfm=INST_RETIRED:ANY_P (encoded at load time, by the loader's libpfm4) mode=counting scope=per-cpu count=user
probe perf.pfm("INST_RETIRED:ANY_P").user.counter { }
