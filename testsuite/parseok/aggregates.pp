# '<<<' on globals and array elements, and every @ operator including @hist_log and @hist_linear (with a negative bound).
global st, by_name
probe begin {
	st <<< 1
	st <<< 2 * 3
	by_name["x", 1] <<< 10
	printf("%d %d %d %d %d\n", @count(st), @sum(st), @min(st), @max(st), @avg(st))
	print(@hist_log(st))
	print(@hist_linear(st, -100, 100, 10))
	println(@count(by_name["x", 1]))
	print(@hist_log(by_name["x", 1]))
}
