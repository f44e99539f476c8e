__libc_start_call_main 100
all 100
main 100
pmp_work 100
pmp_hot_a 75
pmp_hot_b 25
usym (pmp_hot_[ab]) pmp_hot_[ab]\+0x[0-9a-f]+/0x[0-9a-f]+ \[/pmp/w/ustack_fp\]
none 0x1 0x1
ubt 0x[0-9a-f]+ 0x[0-9a-f]+ 0x[0-9a-f]+ 0x[0-9a-f]+.*
 pmp_hot_[ab]\+0x[0-9a-f]+/0x[0-9a-f]+ \[/pmp/w/ustack_fp\]
 pmp_work\+0x[0-9a-f]+/0x[0-9a-f]+ \[/pmp/w/ustack_fp\]
 main\+0x[0-9a-f]+/0x[0-9a-f]+ \[/pmp/w/ustack_fp\]
 __libc_start_call_main\+0x[0-9a-f]+/0x[0-9a-f]+ \[/pmp/w/ustack_fp\]
*.*
