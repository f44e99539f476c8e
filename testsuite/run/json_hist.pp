# -f json: print(@hist_log(x)) and print(@hist_linear(x, ...)) are each
# one line {"type":"hist","data":{NAME:[{"min":M,"max":X,"count":N},...]}}
# as bpftrace writes histograms: the non-empty buckets in order, each with
# the values it holds (a log bucket from 2^k to 2^(k+1) - 1; a linear one
# from start + k * step to the next less one; the underflow bucket
# without a min), the counts those of the text rows.  The script fixes
# the ten values, x = 0..9 and y = -5, -2, 1, ..., 22 (3i - 5).  Text is
# unchanged without -f json (stap_hist_output.pp and the corpus tests).
# run: -f json
global x, y
probe begin {
	for (i = 0; i < 10; i++) { x <<< i; y <<< i * 3 - 5 }
	print(@hist_log(x))
	printf("between\n")
	print(@hist_linear(y, 0, 20, 5))
	exit()
}
