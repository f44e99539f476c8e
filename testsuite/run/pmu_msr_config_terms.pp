# The three spellings of msr's TSC, resolved in the guest by the loader:
# by event name, by format term (event=0x0, msr's format is config:0-63)
# and perf's msr/event=0/.  They are enabled and disabled one after the
# other (milliseconds apart under QEMU), so the rule compares rates: each
# one's ticks per microsecond of its own enabled time (about 2 x 0.5 s)
# is within 0.5% of the event-name one's (measured: equal to 0.01%).
global a, b, c
probe perf.pmu("msr").event("tsc").counter { a = $counter }
probe perf.pmu("msr").config("event=0x0").counter { b = $counter }
probe perf.event("msr/event=0/").counter { c = $counter }
probe timer.ms(500) { exit() }
function rate(h) { return read_counter(h) * 1000 / counter_enabled_ns(h) }
probe end {
	A = rate(a); B = rate(b); C = rate(c)
	printf("config term within 0.5%%: %d\n", (A > B ? A - B : B - A) * 200 <= A)
	printf("perf spelling within 0.5%%: %d\n", (A > C ? A - C : C - A) * 200 <= A)
	printf("counted: %d\n", A > 0)
}
