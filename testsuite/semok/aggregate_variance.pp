# @variance(agg) and @variance(agg, shift) read an aggregate (SystemTap's
# stap(1): "@variance(v[, b])", b the bit-shift from 0 to 62, one value
# per global); the shift is noted on the global.
# expect-p2: st:aggregate (variance shift 0)
# expect-p2: sh:aggregate (hist_log, variance shift 62)
# expect-p2: per[string]:aggregate (variance shift 3)
global st, sh, per
probe begin { st <<< 1; sh <<< 2; per["a"] <<< 3 }
probe end {
	printf("%d %d\n", @variance(st), @variance(st, 0))
	printf("%d\n", @variance(sh, 62))
	print(@hist_log(sh))
	foreach (k in per) printf("%s %d\n", k, @variance(per[k], 3))
}
