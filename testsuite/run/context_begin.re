pid>0=1 tid==pid=1 ppid>0=1 ppid!=pid=1
uid=0 execname=pmprobe
cpu=[01] pp=begin target=1
perf.cpu_clock\(2000000\) target=1
end target=1
