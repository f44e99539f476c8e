# Each SystemTap family a user tries first is named in its own error.
# error: unknown probe point 'kernel.statement': of SystemTap's 'kernel' family pmprobe has kernel.function("NAME") and its .call and .return
# error: pmprobe has no such probe point family 'syscall'
# error: pmprobe has no such probe point family 'process'
# error: unknown probe point 'module.statement': of SystemTap's 'module' family pmprobe has module("MOD").function("NAME") and its .call and .return
# error: pmprobe has no such probe point family 'vfs'
# at: 8:7
probe kernel.statement("vfs_read@fs/read_write.c:*") { n++ }
probe syscall.* { n++ }
probe process("/bin/ls").statement("*") { n++ }
probe module("ext4").statement("*") { n++ }
probe vfs.read { n++ }
