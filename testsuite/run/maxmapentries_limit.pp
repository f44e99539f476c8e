# -D MAXMAPENTRIES=5 bounds arrays declared without a capacity: the 6th insert is a runtime error.
# flags: -D MAXMAPENTRIES=5
# status: 1
# stderr: ERROR:
# stderr: full
global a
probe begin { for (i = 0; i < 10; i++) { a[i] = i; printf("%d ", i) } }
probe end { n = 0; foreach (k in a) n++; printf("\nend n=%d\n", n) }
