# backtrace_folded() whose outer frames do not fit MAXSTRINGLEN - 1 bytes
# keeps whole frames, innermost first, behind one "[cut]" frame: no frame
# that does not exist (no name cut in its middle, no empty frame), and
# the exit report counts the cut values.  An idle guest's kernel stacks
# (interrupt entry to the idle loop) are longer than 47 bytes.
# flags: -D MAXSTRINGLEN=48
# stderr-re: ^pmprobe: [1-9][0-9]* string values? (was|were) cut at MAXSTRINGLEN
global n, cut, bad
probe perf.cpu_clock(1000000).kernel {
	s = backtrace_folded()
	if (isinstr(s, "[cut]")) {
		cut++
		if (substr(s, 0, 6) != "[cut];" && s != "[cut]")
			bad++
	}
	if (isinstr(s, ";;") || substr(s, strlen(s) - 1, 1) == ";" || strlen(s) > 47)
		bad++
	if (++n == 50)
		exit()
}
probe end { printf("samples=%d some_cut=%d bad=%d\n", n, cut > 0, bad) }
