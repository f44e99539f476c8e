# $counter in a perf probe (counting or sampling) is a long handle, readable later with read_counter() in any probe.
# expect-p2: mode=counting scope=per-cpu
# expect-p2: h[string]:long
# expect-p2: read_counter:long(h:long)
global h
probe perf.instructions.counter { h["insn"] = $counter }
probe perf.cpu_clock { h["clk"] = $counter }
probe timer.s(1) { println(read_counter(h["insn"])); println(read_counter_cpu(h["clk"], 0)) }
probe end { println(counter_enabled_ns(h["insn"]) - counter_running_ns(h["insn"])) }
