# @entry values build on every kernel: a kretprobe with an entry
# handler and per-instance data (numbers and a string's buffer), its
# entry function under its own lock, and, with the script split into
# two objects, the entry functions in either object and the table in
# the first.
# env: PMPROBE_SPLIT_BYTES=1
global h, n, r, who
probe perf.hw.cpu_cycles.counter { h = $counter }
probe kernel.function("ksys_read") { n++ }
probe kernel.function("ksys_read").return {
	if (@entry($arg3) == 1 && @entry(execname()) == execname())
		r += read_counter(h) - @entry(read_counter(h)) + @entry(n) - n
	n++
}
probe kernel.function("vfs_read").return {
	who[@entry(sprintf("%s:%d", execname(), $arg3)), $return] <<< @entry(cpu()) - cpu()
}
probe end { println(r); foreach ([w, v] in who) println(w, v, @count(who[w, v])) }
