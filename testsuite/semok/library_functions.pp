# String, time and control functions from the tapset elaborate with their declared types.
# expect-p2: locals: s:string, n:long, t:long
# expect-p2: substr:string(s:string, start:long, len:long)
# expect-p2: strtol:long(s:string, base:long)
# expect-p2: error:void(msg:string)
probe begin {
	s = substr("hello", 1, 3)
	n = strlen(s) + isinstr(s, "ell") + strtol("ff", 16)
	t = gettimeofday_ns() + gettimeofday_us() + gettimeofday_ms() + gettimeofday_s() + local_clock_ns() + jiffies()
	if (n < 0) error("negative")
	if (t > 0) exit()
}
