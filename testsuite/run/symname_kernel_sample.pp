# symname(addr()) of kernel-mode samples (.kernel) is "symbol+0xoff"; a user address or 0 is hex.
global good, bad, example, usr
probe perf.cpu_clock(1000000).kernel {
	s = symname(addr())
	if (!user_mode() && isinstr(s, "+0x") && substr(s, 0, 2) != "0x") { good++; example = s } else bad++
	if (good >= 20) exit()
}
probe end {
	printf("good=%d bad=%d\n", good >= 20, bad)
	printf("example=%s\n", example)
	printf("%s %s\n", symname(0), symname(4096))
}
