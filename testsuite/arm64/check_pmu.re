^[^ ]*check_pmu\.pp:15:7: perf\.cycles\.counter: opens, counts: [0-9]+ in [0-9]+\.[0-9][0-9][0-9] s; multiplexed: on the PMU [1-9][0-9]?\.[0-9]% of its enabled time$
^[^ ]*check_pmu\.pp:16:7: perf\.cycles\.counter: opens, counts: [0-9]+ in [0-9]+\.[0-9][0-9][0-9] s; multiplexed: on the PMU [1-9][0-9]?\.[0-9]% of its enabled time$
^[^ ]*check_pmu\.pp:17:7: perf\.cycles\.counter: opens, counts: [0-9]+ in [0-9]+\.[0-9][0-9][0-9] s; multiplexed: on the PMU [1-9][0-9]?\.[0-9]% of its enabled time$
^[^ ]*check_pmu\.pp:18:7: perf\.cycles\.counter: opens, counts: [0-9]+ in [0-9]+\.[0-9][0-9][0-9] s; multiplexed: on the PMU [1-9][0-9]?\.[0-9]% of its enabled time$
^[^ ]*check_pmu\.pp:19:7: perf\.cycles\.counter: opens, counts: [0-9]+ in [0-9]+\.[0-9][0-9][0-9] s; multiplexed: on the PMU [1-9][0-9]?\.[0-9]% of its enabled time$
^[^ ]*check_pmu\.pp:20:7: perf\.cycles\.counter: opens, counts: [0-9]+ in [0-9]+\.[0-9][0-9][0-9] s; multiplexed: on the PMU [1-9][0-9]?\.[0-9]% of its enabled time$
^[^ ]*check_pmu\.pp:21:7: perf\.cycles\.counter: opens, counts: [0-9]+ in [0-9]+\.[0-9][0-9][0-9] s; multiplexed: on the PMU [1-9][0-9]?\.[0-9]% of its enabled time$
^[^ ]*check_pmu\.pp:22:7: perf\.cycles\.counter: opens, counts: [0-9]+ in [0-9]+\.[0-9][0-9][0-9] s; multiplexed: on the PMU [1-9][0-9]?\.[0-9]% of its enabled time$
^[^ ]*check_pmu\.pp:23:7: perf\.cycles\.counter: opens, counts: [0-9]+ in [0-9]+\.[0-9][0-9][0-9] s; multiplexed: on the PMU [1-9][0-9]?\.[0-9]% of its enabled time$
^[^ ]*check_pmu\.pp:24:7: perf\.cycles\.counter: opens, counts: [0-9]+ in [0-9]+\.[0-9][0-9][0-9] s; multiplexed: on the PMU [1-9][0-9]?\.[0-9]% of its enabled time$
^[^ ]*check_pmu\.pp:25:7: perf\.raw\(0x24\)\.counter: opens, does not count: 0 in [0-9]+\.[0-9][0-9][0-9] s on the CPU's PMU, which lists an event it does not implement \(as a VM's often does\); multiplexed: on the PMU [1-9][0-9]?\.[0-9]% of its enabled time$
^[^ ]*check_pmu\.pp:26:7: perf\.page_faults\.counter: opens, (counts: [1-9][0-9]*|counted 0 \(nothing it counts happened\): 0) in [0-9]+\.[0-9][0-9][0-9] s; on the PMU all its enabled time$
^check: 12 events: 11 open and count, 0 do not open, 1 does not count; 11 multiplexed$
