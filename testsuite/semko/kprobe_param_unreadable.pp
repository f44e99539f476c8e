# Parameters that are not in a register pmprobe can name: a struct and a
# union passed by value, one after a struct passed by value (its register
# depends on the struct's size and members), the seventh (on the stack:
# x86-64 passes six in registers), a float (in a vector register).  Each
# is one error saying why (testsuite/btf/vmlinux.c has their types).
# flags: --sysfs-root testsuite/sysfs
# error: parameter $p of btf_byval (struct pair) cannot be read: it is a struct passed by value: pmprobe reads numbers and pointers from the registers
# at: 14:43
# error: parameter $after of btf_byval (long int) cannot be read: it follows a parameter passed by value or in several registers, so its register is not known here
# error: parameter $e of btf_union (union either) cannot be read: it is a union passed by value: pmprobe reads numbers and pointers from the registers
# error: parameter $a7 of btf_seven (long int) cannot be read: it is passed on the stack: pmprobe reads the first 6 parameters, those passed in registers
# error: parameter $d of btf_float (double) cannot be read: it is a floating-point number, passed in a vector register
global n
probe kernel.function("btf_byval") { n += $p + $after }
probe kernel.function("btf_union") { n += $e }
probe kernel.function("btf_seven") { n += $a7 }
probe kernel.function("btf_float") { n += $d }
probe end { println(n) }
