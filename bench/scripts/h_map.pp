# Handler cost: a[pid()]++.
global a
probe perf.cpu_clock($1) { a[pid()]++ }
