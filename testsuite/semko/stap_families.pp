# Each SystemTap family a user tries first is named in its own error.
# error: pmprobe has no such probe point family 'kernel'
# error: pmprobe has no such probe point family 'syscall'
# error: pmprobe has no such probe point family 'process'
# error: pmprobe has no such probe point family 'module'
# error: pmprobe has no such probe point family 'vfs'
# at: 8:7
probe kernel.function("vfs_read").return { n++ }
probe syscall.* { n++ }
probe process("/bin/ls").function("main") { n++ }
probe module("ext4").function("*") { n++ }
probe vfs.read { n++ }
