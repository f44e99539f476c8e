# while, for and foreach with break and continue.
global a
probe begin {
	for (i = 0; i < 10; i++) { if (i == 2) continue; if (i == 5) break; a[i] = i }
	j = 0; while (1) { j++; if (j % 2) continue; if (j > 6) break }
	foreach ([k] in a) { if (k == 1) continue; if (k == 4) break; println(k) }
	exit()
}
