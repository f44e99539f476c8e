# .group(...) takes probe points as its arguments, each of two
# components or more, with arguments of their own.
probe perf.cycles(1000000).group(perf.instructions, perf.raw(0x11), perf.pmu("cpu").event("cycles")) { }
probe perf.cpu_clock.counter.group(perf.page_faults) { }
