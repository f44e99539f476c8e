# Hardware breakpoints: .exec on a kernel function fires on every call with addr() at its first instruction (symname may name an alias); .write.len(8) on jiffies_64 fires on the tick's update, in kernel mode.
# smoke
# run: -c '/pmp/w/syscalls 300'
global mine, sym, w, wk
probe perf.breakpoint(__x64_sys_getppid).exec { if (pid() == target()) { mine++; sym = symname(addr()) } }
probe perf.breakpoint(jiffies_64).write.len(8) { w++; if (!user_mode()) wk++ }
probe end { printf("calls>=100: %d sym=%s\njiffies_writes>=5: %d kernel=%d\n", mine >= 100, sym, w >= 5, wk == w) }
