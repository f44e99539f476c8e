n=10000 nmi=1
(__libc_read|__read|read);entry_SYSCALL_64_after_hwframe;do_syscall_64;([_a-z0-9]*read;)?ksys_read 10000
