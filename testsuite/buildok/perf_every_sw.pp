# Every software event, with periods and frequencies.
global n
probe perf.sw.cpu_clock(500000), perf.sw.task_clock.hz(100), perf.sw.page_faults(10),
      perf.sw.context_switches, perf.sw.cpu_migrations, perf.sw.page_faults_min,
      perf.sw.page_faults_maj, perf.sw.alignment_faults, perf.sw.emulation_faults { n[pp()]++ }
