# $counterN names member N of the probe's group: a group of two has
# $counter1 and $counter2.
# error: $counter3: the group has 2 members ($counter1..$counter2)
# at: 6:45
probe perf.cycles(1000000).group(perf.cycles, perf.instructions) {
	printf("%d %d %d\n", $counter1, $counter2, $counter3)
}
