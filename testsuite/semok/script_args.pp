# $N is substituted as a number and @N as a string, in expressions and in probe point arguments.
# args: 250000 swapper 0x20 20
# expect-p2: period=250000 scope=per-cpu
# expect-p2: timer period=20000000ns (ms(20))
# expect-p2: locals: n:long, s:string, h:long
probe perf.cpu_clock($1), timer.ms($4) {
	n = $1 + $3
	s = @2 . @1
	h = $3
}
