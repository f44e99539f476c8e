# @variance(agg) and @variance(agg, shift) as SystemTap 5.x computes them, integer rounding included.
# Expected values:
#  - 12 and 2: stap(1)'s own example ("@variance(v[, b])"): 1 to 5 added
#    in one probe print 12 with no bit-shift and 2 with a bit-shift of 1;
#  - the rest re-derived, value by value, from the steps of SystemTap's
#    runtime: Welford's algorithm on each CPU (stat-common.c,
#    __stp_stat_add: values scaled by 2^shift, delta kept in a 32-bit
#    int, mean += delta / n, M2 += delta * (v - mean), M2 / (n - 1)),
#    then a scalar aggregate read across CPUs by the total variance
#    formula (stat.c, _stp_stat_get: S = sum n (m - M)^2 + sum (n - 1) v,
#    M = (sum << shift) / N, S / (N - 1) >> 2 * shift), an element of an
#    array of aggregates merged CPU after CPU (map.c, _new_map_copy_stat:
#    on one CPU its own M2 / (n - 1) >> 2 * shift, so 1 to 5 give 7);
#  - one value: 0 (0 / 0 is 0 in SystemTap's _stp_div64);
#  - 0 and 3000000000: 4500000000000000000 for a scalar (the exact
#    sample variance: its mean term repairs the wrapped delta) but
#    -4723372036854775808 for an array element, the 32-bit delta of
#    3000000000 wrapped (stap(1): "Negative variance signals overflow").
# Everything is added in one begin probe, so on one CPU.
global x, x1, arr, big, big_arr, neg, neg_arr, one, one_arr, h, h_arr, del
probe begin {
	for (i = 1; i <= 5; i++) { x <<< i; x1 <<< i; arr["a"] <<< i }
	printf("%d %d %d\n", @variance(x), @variance(x1, 1), @variance(arr["a"]))
	big <<< 10; big <<< 20; big <<< 30; big <<< 1000
	big_arr[1] <<< 10; big_arr[1] <<< 20; big_arr[1] <<< 30; big_arr[1] <<< 1000
	printf("%d %d\n", @variance(big), @variance(big_arr[1], 4))
	neg <<< -5; neg <<< 3; neg <<< -100; neg <<< 42
	neg_arr["n"] <<< -5; neg_arr["n"] <<< 3; neg_arr["n"] <<< -100; neg_arr["n"] <<< 42
	printf("%d %d\n", @variance(neg), @variance(neg_arr["n"], 2))
	one <<< 7; one_arr[0] <<< 7
	printf("%d %d\n", @variance(one), @variance(one_arr[0]))
	h <<< 0; h <<< 3000000000; h_arr["h"] <<< 0; h_arr["h"] <<< 3000000000
	printf("%d %d\n", @variance(h), @variance(h_arr["h"]))
	del <<< 100; del <<< 200; delete del
	for (i = 1; i <= 5; i++) del <<< i
	printf("%d %d\n", @variance(del), @count(del))
	exit()
}
