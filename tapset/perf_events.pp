# perf_events.pp - the perf event table: every event pmprobe knows by name,
# as aliases of the base form perf.type(T).config(C).  This file is the one
# source of truth for pass 2 (alias expansion) and for -l (listing).
#
# The .sample(N) on each base is the event's default sample period (the
# values perf and bpftrace use); a period the user writes replaces it.
# ---- hardware events: PERF_TYPE_HARDWARE (0), config PERF_COUNT_HW_*
probe perf.hw.cpu_cycles = perf.type(0).config(0).sample(1000000) { }
probe perf.hw.instructions = perf.type(0).config(1).sample(1000000) { }
probe perf.hw.cache_references = perf.type(0).config(2).sample(1000000) { }
probe perf.hw.cache_misses = perf.type(0).config(3).sample(1000000) { }
probe perf.hw.branch_instructions = perf.type(0).config(4).sample(100000) { }
probe perf.hw.branch_misses = perf.type(0).config(5).sample(100000) { }
probe perf.hw.bus_cycles = perf.type(0).config(6).sample(100000) { }
probe perf.hw.stalled_cycles_frontend = perf.type(0).config(7).sample(1000000) { }
probe perf.hw.stalled_cycles_backend = perf.type(0).config(8).sample(1000000) { }
probe perf.hw.ref_cpu_cycles = perf.type(0).config(9).sample(1000000) { }

# ---- software events: PERF_TYPE_SOFTWARE (1), config PERF_COUNT_SW_*
# cpu_clock: CPU time in ns, from an hrtimer
probe perf.sw.cpu_clock = perf.type(1).config(0).sample(1000000) { }
# task_clock: time the task runs, in ns
probe perf.sw.task_clock = perf.type(1).config(1).sample(1000000) { }
probe perf.sw.page_faults = perf.type(1).config(2).sample(100) { }
probe perf.sw.context_switches = perf.type(1).config(3).sample(1000) { }
probe perf.sw.cpu_migrations = perf.type(1).config(4).sample(1) { }
probe perf.sw.page_faults_min = perf.type(1).config(5).sample(100) { }
probe perf.sw.page_faults_maj = perf.type(1).config(6).sample(1) { }
probe perf.sw.alignment_faults = perf.type(1).config(7).sample(1) { }
probe perf.sw.emulation_faults = perf.type(1).config(8).sample(1) { }

# ---- hardware cache events: PERF_TYPE_HW_CACHE (3),
# config = CACHE | (OP << 8) | (RESULT << 16)
probe perf.hw_cache.l1d.read.access = perf.type(3).config(0x0).sample(100000) { }
probe perf.hw_cache.l1d.read.miss = perf.type(3).config(0x10000).sample(100000) { }
probe perf.hw_cache.l1d.write.access = perf.type(3).config(0x100).sample(100000) { }
probe perf.hw_cache.l1d.write.miss = perf.type(3).config(0x10100).sample(100000) { }
probe perf.hw_cache.l1d.prefetch.access = perf.type(3).config(0x200).sample(100000) { }
probe perf.hw_cache.l1d.prefetch.miss = perf.type(3).config(0x10200).sample(100000) { }
probe perf.hw_cache.l1i.read.access = perf.type(3).config(0x1).sample(100000) { }
probe perf.hw_cache.l1i.read.miss = perf.type(3).config(0x10001).sample(100000) { }
probe perf.hw_cache.l1i.write.access = perf.type(3).config(0x101).sample(100000) { }
probe perf.hw_cache.l1i.write.miss = perf.type(3).config(0x10101).sample(100000) { }
probe perf.hw_cache.l1i.prefetch.access = perf.type(3).config(0x201).sample(100000) { }
probe perf.hw_cache.l1i.prefetch.miss = perf.type(3).config(0x10201).sample(100000) { }
probe perf.hw_cache.ll.read.access = perf.type(3).config(0x2).sample(100000) { }
probe perf.hw_cache.ll.read.miss = perf.type(3).config(0x10002).sample(100000) { }
probe perf.hw_cache.ll.write.access = perf.type(3).config(0x102).sample(100000) { }
probe perf.hw_cache.ll.write.miss = perf.type(3).config(0x10102).sample(100000) { }
probe perf.hw_cache.ll.prefetch.access = perf.type(3).config(0x202).sample(100000) { }
probe perf.hw_cache.ll.prefetch.miss = perf.type(3).config(0x10202).sample(100000) { }
probe perf.hw_cache.dtlb.read.access = perf.type(3).config(0x3).sample(100000) { }
probe perf.hw_cache.dtlb.read.miss = perf.type(3).config(0x10003).sample(100000) { }
probe perf.hw_cache.dtlb.write.access = perf.type(3).config(0x103).sample(100000) { }
probe perf.hw_cache.dtlb.write.miss = perf.type(3).config(0x10103).sample(100000) { }
probe perf.hw_cache.dtlb.prefetch.access = perf.type(3).config(0x203).sample(100000) { }
probe perf.hw_cache.dtlb.prefetch.miss = perf.type(3).config(0x10203).sample(100000) { }
probe perf.hw_cache.itlb.read.access = perf.type(3).config(0x4).sample(100000) { }
probe perf.hw_cache.itlb.read.miss = perf.type(3).config(0x10004).sample(100000) { }
probe perf.hw_cache.itlb.write.access = perf.type(3).config(0x104).sample(100000) { }
probe perf.hw_cache.itlb.write.miss = perf.type(3).config(0x10104).sample(100000) { }
probe perf.hw_cache.itlb.prefetch.access = perf.type(3).config(0x204).sample(100000) { }
probe perf.hw_cache.itlb.prefetch.miss = perf.type(3).config(0x10204).sample(100000) { }
probe perf.hw_cache.bpu.read.access = perf.type(3).config(0x5).sample(100000) { }
probe perf.hw_cache.bpu.read.miss = perf.type(3).config(0x10005).sample(100000) { }
probe perf.hw_cache.bpu.write.access = perf.type(3).config(0x105).sample(100000) { }
probe perf.hw_cache.bpu.write.miss = perf.type(3).config(0x10105).sample(100000) { }
probe perf.hw_cache.bpu.prefetch.access = perf.type(3).config(0x205).sample(100000) { }
probe perf.hw_cache.bpu.prefetch.miss = perf.type(3).config(0x10205).sample(100000) { }
probe perf.hw_cache.node.read.access = perf.type(3).config(0x6).sample(100000) { }
probe perf.hw_cache.node.read.miss = perf.type(3).config(0x10006).sample(100000) { }
probe perf.hw_cache.node.write.access = perf.type(3).config(0x106).sample(100000) { }
probe perf.hw_cache.node.write.miss = perf.type(3).config(0x10106).sample(100000) { }
probe perf.hw_cache.node.prefetch.access = perf.type(3).config(0x206).sample(100000) { }
probe perf.hw_cache.node.prefetch.miss = perf.type(3).config(0x10206).sample(100000) { }

# ---- short names
probe perf.cycles = perf.hw.cpu_cycles { }
probe perf.instructions = perf.hw.instructions { }
probe perf.cache_references = perf.hw.cache_references { }
probe perf.cache_misses = perf.hw.cache_misses { }
probe perf.branches = perf.hw.branch_instructions { }
probe perf.branch_misses = perf.hw.branch_misses { }
probe perf.bus_cycles = perf.hw.bus_cycles { }
probe perf.ref_cycles = perf.hw.ref_cpu_cycles { }
probe perf.cpu_clock = perf.sw.cpu_clock { }
probe perf.task_clock = perf.sw.task_clock { }
probe perf.page_faults = perf.sw.page_faults { }
probe perf.context_switches = perf.sw.context_switches { }
probe perf.cpu_migrations = perf.sw.cpu_migrations { }
probe perf.minor_faults = perf.sw.page_faults_min { }
probe perf.major_faults = perf.sw.page_faults_maj { }
