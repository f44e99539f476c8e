# @entry(EXPR) parses as an expression of its own, whatever EXPR is
# (pass 2 says where it may stand), and -p1 prints it back as written.
probe kernel.function("ksys_read").return {
	n = @entry($arg3) + @entry(read_counter(h) * 2) - @entry(a ? b : c)
	s = @entry(execname() . "x")
}
