# libpfm4 reads ':U' as ':u': encoded at load time, it is refused as
# ':u' is (the module's mode bits are fixed when it is built).
# flags: -r 6.1.0-56-amd64
# error: libpfm4's ':u' cannot be used where the name is encoded at load time (for another machine or architecture): use .user
# at: 6:16
probe perf.pfm("RETIRED_INSTRUCTIONS:U").counter { }
