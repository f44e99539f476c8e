# SystemTap corpus: timer.hz collecting a statistic of its own run numbers, then exit and the summary in end.
# Expected output (SystemTap 5.x): stapprobes(3stap) timer.hz(N) fires N
# times a second; after exit() only end probes run, so exactly 10 values
# 1..10 were added (count 10, sum 55, min 1, max 10, avg 5).
global n, runs

probe timer.hz(100)
{
	n++
	runs <<< n
	if (n == 10)
		exit()
}

probe end
{
	printf("%d runs: sum %d min %d max %d avg %d\n", @count(runs), @sum(runs),
	       @min(runs), @max(runs), @avg(runs))
}
