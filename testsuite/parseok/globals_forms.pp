# Every form of 'global': plain, initialized (long, negative, string), several in one statement, arrays with a capacity, aggregates.
global plain
global n = 5, s = "text", neg = -42
global big[10000], small[1]
global stats_var
global mixed = 0x10, arr2[64], str2 = ""
probe begin {
	plain = n
	big["k"] = neg
	small[1, 2] = 3
	stats_var <<< 1
	arr2[s] = mixed
	str2 = s
}
