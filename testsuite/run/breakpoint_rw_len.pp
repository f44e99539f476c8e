# Data watchpoints of every kind and length fire: the four debug registers
# watch what the timer tick's jiffies update writes (a spinning -c workload
# keeps the tick running: ~250 updates a second; every bound below is 50
# for the ~2 s run):
#   .rw.len(8)    jiffies_64: read all over the kernel, so many more hits
#                 than its writes (which tick_next_period's count stands for)
#   .write.len(4) last_jiffies_update  (8-byte ktime; any store to it
#   .write.len(2) tick_next_period      overlaps the watched low bytes)
#   .write.len(1) jiffies_seq          (the seqcount around the update)
# Each variable has one watchpoint: QEMU's TCG reports only one debug
# register per access, so two watchpoints on the same bytes would not both
# fire in the guest (they do on real hardware).
# addr() of a data watchpoint is the instruction after the store that hit
# (a #DB trap comes after the access): symname() names the tick code that
# keeps tick_next_period up to date.
# run: -c '/pmp/w/spin 2000'
global rw, w4, w2, w1, who, top
probe perf.breakpoint(jiffies_64).rw.len(8) { rw++ }
probe perf.breakpoint(last_jiffies_update).write.len(4) { w4++ }
probe perf.breakpoint(tick_next_period).write.len(2) { w2++; who[func_of(symname(addr()))]++ }
probe perf.breakpoint(jiffies_seq).write.len(1) { w1++ }
function func_of(s) {   # "name+0xoff/0xsize" -> "name"
	for (i = 0; i < strlen(s); i++)
		if (substr(s, i, 1) == "+")
			return substr(s, 0, i)
	return s
}
probe end {
	printf("w4>=50: %d w2>=50: %d w1>=50: %d rw>2*w2: %d\n", w4 >= 50, w2 >= 50, w1 >= 50, rw > 2 * w2)
	# One update writes each of the first two once, the seqcount twice
	# (3 and 6 of slack: the watchpoints are disabled one by one at the stop).
	printf("one update, one store each: %d\n", w4 - w2 <= 3 && w2 - w4 <= 3 && w1 - 2 * w2 <= 6 && 2 * w2 - w1 <= 6)
	nontick = 0
	foreach (f in who-) {
		if (!isinstr(f, "tick")) nontick += who[f]
		if (top == "") top = f
	}
	printf("writer: %s, not tick code: %d\n", top, nontick)
}
