# module("MOD").function("NAME"): a function of a loaded module, which
# register_kprobe finds by its "MOD:NAME" form; checked, and a wildcard
# expanded, against the module's symbols in the kernel's kallsyms (here
# --sysfs-root's fake one: ext4_read_folio [ext4]); .return too.
# flags: --sysfs-root testsuite/sysfs
# expect-p2: event: module("ext4").function("ext4_read_folio"): kprobe function=ext4:ext4_read_folio at=entry
# expect-p2: event: module("ext4").function("ext4_read_folio").return: kprobe function=ext4:ext4_read_folio at=return (kretprobe)
# warning: 11:30: no function of module xfs matches 'xfs_*' on the --sysfs-root tree's kernel (proc/kallsyms) (or the module is not loaded) (the optional point is skipped)
global n
probe module("ext4").function("ext4_*"), module("ext4").function("ext4_read_folio").return { n[probefunc()]++ }
probe module("xfs").function("xfs_*")? { n["x"]++ }
