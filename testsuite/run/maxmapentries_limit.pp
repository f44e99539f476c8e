# -D MAXMAPENTRIES=5 bounds arrays declared without a capacity: the 6th insert is a runtime error; the error probe, then the end probe, run.
# flags: -D MAXMAPENTRIES=5
# status: 1
# stderr: ERROR:
# stderr: full
# stderr-re: ^ERROR: array 'a' is full: it holds 5 elements \(MAXMAPENTRIES\) near /.*/maxmapentries_limit\.pp:8:42$
global a
probe begin { for (i = 0; i < 10; i++) { a[i] = i; printf("%d ", i) } }
probe error { printf("\nerror probe") }
probe end { n = 0; foreach (k in a) n++; printf("\nend n=%d\n", n) }
