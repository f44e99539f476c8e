
 Performance counter stats for process [1-9][0-9]*:

 +[1-9][0-9][0-9][0-9][0-9][0-9][0-9]+      task-clock \(ns\) +\(100\.00%\)
 +([3-9][0-9][0-9][0-9]|[1-9][0-9][0-9][0-9][0-9]+)      page-faults +\(100\.00%\)
 +[0-9]+      context-switches +\(100\.00%\)
 +[0-9]+      cpu-migrations +\(100\.00%\)

