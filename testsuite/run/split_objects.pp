# A script big enough that pass 4 compiles it as two objects (pmp__s.c
# and pmp__s2.c, in parallel): probes in both objects share globals, call
# script functions defined in the first, and the exit dump prints every
# kind of global, written in both.  cli.sh checks that -p3 really splits
# it; built and run on both kernels.
# smoke
global hits, names, lat, seen, total
function weight(i, s) {
	if (i % 2)
		return strlen(s) + i
	for (j = 0; j < 3; j++)
		total += 0
	return i * 3
}
function tag(i) { return sprintf("p%d", i) }
probe begin(1) {
	hits[tag(1), 1] += weight(1, "xy")
	names[1] = sprintf("%s-%d", tag(1), 1)
	lat <<< weight(1, tag(1))
	seen[1] = total++
}
probe begin(2) {
	hits[tag(2), 2] += weight(2, "xy")
	names[2] = sprintf("%s-%d", tag(2), 4)
	lat <<< weight(2, tag(2))
	seen[2] = total++
}
probe begin(3) {
	hits[tag(3), 0] += weight(3, "xy")
	names[3] = sprintf("%s-%d", tag(3), 9)
	lat <<< weight(3, tag(3))
	seen[3] = total++
}
probe begin(4) {
	hits[tag(4), 1] += weight(4, "xy")
	names[4] = sprintf("%s-%d", tag(4), 16)
	lat <<< weight(4, tag(4))
	seen[4] = total++
}
probe begin(5) {
	hits[tag(5), 2] += weight(5, "xy")
	names[5] = sprintf("%s-%d", tag(5), 25)
	lat <<< weight(5, tag(5))
	seen[5] = total++
}
probe begin(6) {
	hits[tag(6), 0] += weight(6, "xy")
	names[6] = sprintf("%s-%d", tag(6), 36)
	lat <<< weight(6, tag(6))
	seen[6] = total++
}
probe begin(7) {
	hits[tag(0), 1] += weight(7, "xy")
	names[7] = sprintf("%s-%d", tag(7), 49)
	lat <<< weight(7, tag(7))
	seen[7] = total++
}
probe begin(8) {
	hits[tag(1), 2] += weight(8, "xy")
	names[8] = sprintf("%s-%d", tag(8), 64)
	lat <<< weight(8, tag(8))
	seen[8] = total++
}
probe begin(9) {
	hits[tag(2), 0] += weight(9, "xy")
	names[9] = sprintf("%s-%d", tag(9), 81)
	lat <<< weight(9, tag(9))
	seen[9] = total++
}
probe begin(10) {
	hits[tag(3), 1] += weight(10, "xy")
	names[10] = sprintf("%s-%d", tag(10), 100)
	lat <<< weight(10, tag(10))
	seen[10] = total++
}
probe begin(11) {
	hits[tag(4), 2] += weight(11, "xy")
	names[11] = sprintf("%s-%d", tag(11), 121)
	lat <<< weight(11, tag(11))
	seen[11] = total++
}
probe begin(12) {
	hits[tag(5), 0] += weight(12, "xy")
	names[12] = sprintf("%s-%d", tag(12), 144)
	lat <<< weight(12, tag(12))
	seen[12] = total++
}
probe begin(13) {
	hits[tag(6), 1] += weight(13, "xy")
	names[13] = sprintf("%s-%d", tag(13), 169)
	lat <<< weight(13, tag(13))
	seen[13] = total++
}
probe begin(14) {
	hits[tag(0), 2] += weight(14, "xy")
	names[14] = sprintf("%s-%d", tag(14), 196)
	lat <<< weight(14, tag(14))
	seen[14] = total++
}
probe begin(15) {
	hits[tag(1), 0] += weight(15, "xy")
	names[15] = sprintf("%s-%d", tag(15), 225)
	lat <<< weight(15, tag(15))
	seen[15] = total++
}
probe begin(16) {
	hits[tag(2), 1] += weight(16, "xy")
	names[16] = sprintf("%s-%d", tag(16), 256)
	lat <<< weight(16, tag(16))
	seen[16] = total++
}
probe begin(17) {
	hits[tag(3), 2] += weight(17, "xy")
	names[17] = sprintf("%s-%d", tag(17), 289)
	lat <<< weight(17, tag(17))
	seen[17] = total++
}
probe begin(18) {
	hits[tag(4), 0] += weight(18, "xy")
	names[18] = sprintf("%s-%d", tag(18), 324)
	lat <<< weight(18, tag(18))
	seen[18] = total++
}
probe begin(19) {
	hits[tag(5), 1] += weight(19, "xy")
	names[19] = sprintf("%s-%d", tag(19), 361)
	lat <<< weight(19, tag(19))
	seen[19] = total++
}
probe begin(20) {
	hits[tag(6), 2] += weight(20, "xy")
	names[20] = sprintf("%s-%d", tag(20), 400)
	lat <<< weight(20, tag(20))
	seen[20] = total++
}
probe begin(21) {
	hits[tag(0), 0] += weight(21, "xy")
	names[21] = sprintf("%s-%d", tag(21), 441)
	lat <<< weight(21, tag(21))
	seen[21] = total++
}
probe begin(22) {
	hits[tag(1), 1] += weight(22, "xy")
	names[22] = sprintf("%s-%d", tag(22), 484)
	lat <<< weight(22, tag(22))
	seen[22] = total++
}
probe begin(23) {
	hits[tag(2), 2] += weight(23, "xy")
	names[23] = sprintf("%s-%d", tag(23), 529)
	lat <<< weight(23, tag(23))
	seen[23] = total++
}
probe begin(24) {
	hits[tag(3), 0] += weight(24, "xy")
	names[24] = sprintf("%s-%d", tag(24), 576)
	lat <<< weight(24, tag(24))
	seen[24] = total++
}
global who = "none", flag, agg_by
probe begin(50) { who = "begin"; flag = 1; agg_by[1] <<< 5; agg_by[1] <<< 7; agg_by[2] <<< 1 }
probe begin(100) {
	foreach ([t, m] in hits- limit 5)
		printf("%s %d %d\n", t, m, hits[t, m])
	printf("lat count=%d sum=%d min=%d max=%d\n", @count(lat), @sum(lat), @min(lat), @max(lat))
	printf("total %d, seen[24]=%d\n", total, seen[24])
	exit()
}
