\[libc.so.6\] 100
all 100
main 100
pmp_work 100
...
pmp_hot_a [1-9]0
...
random [1-9]0
*.*
