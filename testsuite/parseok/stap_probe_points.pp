# The probe points a SystemTap user writes first parse (keywords and
# wildcards as components), so that pass 2 can say pmprobe has no such
# family instead of a syntax error.
probe kprobe.function("vfs_read") { n++ }
probe kernel.function("vfs_read").return { n++ }
probe syscall.*, syscall.open*, nd_syscall.*.return { n++ }
probe process("/bin/ls").function("main") { n++ }
probe module("ext4").function("*") { n++ }
probe kernel.statement("*@fs/read_write.c:100")? { n++ }
