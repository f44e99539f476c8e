calls>=100: 1 sym=(__x64_sys_getppid|__do_sys_getppid)\+0x0
jiffies_writes>=5: 1 kernel=1
