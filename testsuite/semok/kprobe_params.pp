# A kernel function's parameters by name, from the target kernel's BTF
# (here the --sysfs-root tree's sys/kernel/btf/vmlinux, built from
# testsuite/btf/vmlinux.c): each of every size and sign, bool, char,
# enums, typedefs, qualifiers and pointers (a function pointer too); a
# parameter after a float (which takes a vector register); $$parms,
# also where a parameter cannot be read (shown as NAME=?) and where there
# is none; the sixth, the last in a register; a wildcard's probe with
# parameters every function it matches has (ksys_read and vfs_read both
# have $buf and $count); a loaded module's function, whose BTF is the
# module's own over vmlinux's (sys/kernel/btf/ext4, from
# testsuite/btf/ext4.c); $argN beside them.
# flags: --sysfs-root testsuite/sysfs
# expect-p2: event: kernel.function("ksys_read"): kprobe function=ksys_read at=entry
# expect-p2: event: kernel.function("vfs_read"): kprobe function=vfs_read at=entry
global n, s
probe kernel.function("ksys_read") { n += $fd + $buf + $count + $arg3; s = $$parms }
probe kernel.function("btf_ints") { n += $u + $i + $s + $us + $b + $c; s = $$parms }
probe kernel.function("btf_enums") { n += $m + $um + $big + $name + $v + $fn }
probe kernel.function("btf_float") { n += $after; s = $$parms }
probe kernel.function("btf_byval") { n += $before; s = $$parms }
probe kernel.function("btf_seven") { n += $a6 }
probe kernel.function("btf_none") { s = $$parms }
probe kernel.function("*_read") { n += $buf + $count }
probe module("ext4").function("ext4_read_folio") { n += $folio; s = $$parms }
probe end { println(n, s) }
